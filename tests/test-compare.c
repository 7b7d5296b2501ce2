/* test-compare.c — one input under every spec, and where they part ways
 *
 * Each case reads one input under RFC 3986, RFC 2396 and RFC 1808 and gives
 * the first difference (which spec rejects, which accepts, at which byte),
 * or none; then the whole matrix as cli_text_matrix() prints it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cli-text.h"
#include "test-common.h"

static const UsSpec specs[] = { US_SPEC_RFC3986, US_SPEC_RFC2396, US_SPEC_RFC1808 };

typedef struct {
  const char *name;
  /* input */
  const char *input;
  /* outputs: the rejecting and the accepting spec, the byte; NULL when the
   * specs agree */
  const char *rejecting;
  const char *accepting;
  gsize offset;
} DiffCase;

/* The differences the RFCs themselves discuss: IP literals (RFC 2732), the
 * query-only reference of RFC 2396 Appendix C, "~" (national in RFC 1808),
 * a scheme beginning with a digit (RFC 1808), an empty opaque part (RFC
 * 2396), a second "/" after an authority's path start (RFC 1808). */
static const DiffCase cases[] = {
  { "ip-literal", "http://[::1]/", "rfc2396", "rfc3986", 7 },
  { "query-only", "?y", "rfc2396", "rfc3986", 0 },
  { "tilde", "http://a/~u", "rfc1808", "rfc3986", 9 },
  { "digit-scheme", "1a:b", "rfc3986", "rfc1808", 2 },
  { "empty-opaque", "a:", "rfc2396", "rfc3986", 1 },
  { "empty-first-segment", "//h//x", "rfc1808", "rfc3986", 4 },
  { "agree-valid", "http://a/b?c#d", NULL, NULL, 0 },
  { "agree-invalid", "http://a b/", NULL, NULL, 0 },
  { "empty", "", NULL, NULL, 0 },
};

static void
parse_all (const char *input,
           UsResult   *results[G_N_ELEMENTS (specs)])
{
  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    {
      results[i] = us_parse (input, strlen (input), specs[i], 0, NULL);
      g_assert_nonnull (results[i]);
    }
}

static void
test_difference (gconstpointer data)
{
  const DiffCase *c = data;
  UsResult *results[G_N_ELEMENTS (specs)];
  UsDifference d;
  gboolean found;

  parse_all (c->input, results);
  found = us_find_difference (results, G_N_ELEMENTS (specs), &d);
  g_assert_cmpint (found, ==, c->rejecting != NULL);
  if (found)
    {
      g_autofree char *words = us_format_difference (results, &d);

      g_assert_cmpstr (us_spec_to_string (us_result_get_spec (results[d.rejecting])), ==, c->rejecting);
      g_assert_cmpstr (us_spec_to_string (us_result_get_spec (results[d.accepting])), ==, c->accepting);
      g_assert_cmpuint (d.offset, ==, c->offset);
      g_assert_cmpint (us_result_get_diagnostic (results[d.rejecting], d.diagnostic)->severity, ==, US_SEVERITY_ERROR);
      g_assert_true (g_utf8_validate (words, -1, NULL));
    }
  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    us_result_unref (results[i]);
}

/* The first difference as it was first written: for every error of every
 * result, a scan of every other result's errors (quadratic, but plainly
 * right), to check the one-walk version against. */
static gboolean
reference_error_at (const UsResult *result,
                    gsize           offset)
{
  for (guint i = 0; i < us_result_get_n_diagnostics (result); i++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (result, i);

      if (d->severity == US_SEVERITY_ERROR &&
          (d->start == offset || (d->start < offset && offset < d->end)))
        return TRUE;
    }
  return FALSE;
}

static gboolean
reference_find_difference (UsResult *const *results,
                           guint            n_results,
                           UsDifference    *difference)
{
  gboolean found = FALSE;

  for (guint r = 0; r < n_results; r++)
    for (guint i = 0; i < us_result_get_n_diagnostics (results[r]); i++)
      {
        const UsDiagnostic *d = us_result_get_diagnostic (results[r], i);

        if (d->severity != US_SEVERITY_ERROR || (found && d->start >= difference->offset))
          continue;
        for (guint a = 0; a < n_results; a++)
          if (a != r && !reference_error_at (results[a], d->start))
            {
              *difference = (UsDifference) { r, a, i, d->start };
              found = TRUE;
              break;
            }
      }
  return found;
}

/* Random short inputs made of the characters the specs disagree on, under
 * every spec in two orders: the same difference as the reference gives. */
static void
test_difference_reference (void)
{
  static const char alphabet[] = "%:/@[]?#&=.;~ a1F\x00\xC3\xA9\xFF|{";
  UsSpec all[US_SPEC_COUNT];
  guint n = 0;

  for (guint s = 0; s < US_SPEC_COUNT; s++)
    if (us_spec_is_available ((UsSpec) s))
      all[n++] = (UsSpec) s;
  g_assert_cmpuint (n, >=, 2);

  for (guint round = 0; round < 2000; round++)
    {
      char input[40];
      gsize len = (gsize) g_test_rand_int_range (0, sizeof input);
      UsResult *results[US_SPEC_COUNT];
      UsDifference got = { 0 }, want = { 0 };
      gboolean got_found, want_found;

      /* Now and then a prefix the parsers read further into. */
      for (gsize i = 0; i < len; i++)
        input[i] = alphabet[g_test_rand_int_range (0, sizeof alphabet - 1)];
      if (round % 3 == 0 && len >= 7)
        memcpy (input, "http://", 7);
      for (guint k = 0; k < n; k++)
        {
          /* Odd rounds read the specs in reverse order. */
          UsSpec spec = all[round % 2 ? n - 1 - k : k];

          results[k] = us_parse (input, len, spec, 0, NULL);
          g_assert_nonnull (results[k]);
        }
      got_found = us_find_difference (results, n, &got);
      want_found = reference_find_difference (results, n, &want);
      g_assert_cmpint (got_found, ==, want_found);
      if (want_found)
        {
          g_assert_cmpuint (got.rejecting, ==, want.rejecting);
          g_assert_cmpuint (got.accepting, ==, want.accepting);
          g_assert_cmpuint (got.diagnostic, ==, want.diagnostic);
          g_assert_cmpuint (got.offset, ==, want.offset);
        }
      for (guint k = 0; k < n; k++)
        us_result_unref (results[k]);
    }
}

/* One diagnostic per byte under every spec: the comparison is one walk, not
 * a scan of every error for every error (that took 140 s for 100 KB). The
 * bound is hundreds of times what the walk takes, to be safe on a loaded
 * machine. */
static void
test_difference_long (void)
{
  gsize len = 100 * 1024;
  g_autofree char *input = g_malloc (len);
  UsResult *results[US_SPEC_COUNT];
  UsDifference d;
  guint n = 0;
  double seconds;

  memcpy (input, "http://a/", 9);
  memset (input + 9, '%', len - 9);
  for (guint s = 0; s < US_SPEC_COUNT; s++)
    if (us_spec_is_available ((UsSpec) s))
      {
        results[n] = us_parse (input, len, (UsSpec) s, US_PARSE_NO_TREE, NULL);
        g_assert_nonnull (results[n]);
        g_assert_cmpuint (us_result_get_n_diagnostics (results[n]), >=, len / 2);
        n++;
      }
  g_test_timer_start ();
  g_assert_false (us_find_difference (results, n, &d));
  seconds = g_test_timer_elapsed ();
  g_test_message ("The comparison of %u results of %" G_GSIZE_FORMAT " bytes: %.3f s", n, len, seconds);
  g_assert_cmpfloat (seconds, <, 5.0);
  for (guint k = 0; k < n; k++)
    us_result_unref (results[k]);
}

/* The matrix, whole. */
static void
test_matrix (void)
{
  UsResult *results[G_N_ELEMENTS (specs)];
  g_autofree char *matrix = NULL;

  parse_all ("http://[::1]/", results);
  matrix = cli_text_matrix (results, G_N_ELEMENTS (specs), NULL, 0);
  g_assert_cmpstr (matrix, ==,
                   "http://[::1]/ — under every spec\n"
                   "  RFC 3986  valid\n"
                   "  RFC 2396  invalid (2 errors)\n"
                   "  RFC 1808  invalid (2 errors)\n"
                   "First difference: “[” (U+005B) at byte 7 is part of IP-literal under RFC 3986, but under "
                   "RFC 2396: “[” (U+005B) is not allowed in a registry-based authority (reg_name, RFC 2396 §3.2.1): "
                   "it is in the excluded set “unwise” (RFC 2396 §2.4.3); RFC 2732 and RFC 3986 allow it around an "
                   "IPv6 address in the host; percent-encode it as %5B\n");
  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    us_result_unref (results[i]);
}

/* A warning is counted beside the verdict. */
static void
test_matrix_warning (void)
{
  UsResult *results[G_N_ELEMENTS (specs)];
  g_autofree char *matrix = NULL;

  parse_all ("ftp://1.2.3.999/", results);
  matrix = cli_text_matrix (results, G_N_ELEMENTS (specs), NULL, 0);
  g_assert_nonnull (strstr (matrix, "  RFC 3986  valid (1 warning)\n  RFC 2396  valid (1 warning)\n  RFC 1808  valid\n"));
  g_assert_true (g_str_has_suffix (matrix, "The specs agree on every character.\n"));
  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    us_result_unref (results[i]);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/compare/difference/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], test_difference);
    }
  g_test_add_func ("/compare/difference-reference", test_difference_reference);
  g_test_add_func ("/compare/difference-long", test_difference_long);
  g_test_add_func ("/compare/matrix", test_matrix);
  g_test_add_func ("/compare/matrix-warning", test_matrix_warning);

  return g_test_run ();
}
