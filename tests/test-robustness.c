/* test-robustness.c — any bytes in, never a crash, never a silent cut
 *
 * Large inputs, long paths, every byte invalid, NUL and invalid UTF-8,
 * random bytes, the size cap. The parser must not recurse per character or
 * segment: the long inputs are also parsed on a thread with a 64 KiB stack.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <pthread.h>
#include <string.h>

#include "cli-text.h"
#include "test-common.h"
#include "test-terminal.h"

/* Each test runs once per spec that has a parser; its data is the spec. */
#define SPEC(data) ((UsSpec) GPOINTER_TO_INT (data))

static UsResult *
parse_bytes (UsSpec      spec,
             const char *text,
             gsize       len)
{
  g_autoptr(GError) error = NULL;
  UsResult *result = us_parse (text, len, spec, US_PARSE_DEFAULT, &error);

  g_assert_no_error (error);
  test_check_invariants (result);
  return result;
}

static GString *
repeat (const char *prefix,
        const char *unit,
        gsize       times)
{
  GString *s = g_string_new (prefix);

  for (gsize i = 0; i < times; i++)
    g_string_append (s, unit);
  return s;
}

/* A 1 MB data: URI is one valid path segment (RFC 3986), opaque part (RFC
 * 2396), param (RFC 1808) or generic schemepart (RFC 1738). */
static void
test_megabyte_data_uri (gconstpointer data)
{
  g_autoptr(GString) s = repeat ("data:text/plain;base64,", "QUJD", 256 * 1024);
  g_autoptr(UsResult) result = parse_bytes (SPEC (data), s->str, s->len);
  static const guint nodes[US_SPEC_COUNT] = {
    [US_SPEC_RFC3986] = 7, [US_SPEC_RFC3987] = 7, [US_SPEC_RFC2396] = 4, [US_SPEC_RFC1808] = 11,
    [US_SPEC_RFC1738] = 5, [US_SPEC_WHATWG] = 3,
  };

  g_assert_true (us_result_is_valid (result));
  g_assert_cmpuint (us_result_get_n_nodes (result), ==, nodes[SPEC (data)]);
}

/* 100,000 segments: one node each, siblings under one path node. */
static void
test_many_segments (gconstpointer data)
{
  g_autoptr(GString) s = repeat ("http://h", "/a", 100000);
  g_autoptr(UsResult) result = parse_bytes (SPEC (data), s->str, s->len);
  static const UsRule paths[US_SPEC_COUNT] = {
    [US_SPEC_RFC3986] = US_RULE_3986_PATH_ABEMPTY, [US_SPEC_RFC3987] = US_RULE_3987_IPATH_ABEMPTY,
    [US_SPEC_RFC2396] = US_RULE_2396_PATH_SEGMENTS,
    [US_SPEC_RFC1808] = US_RULE_1808_PATH, [US_SPEC_RFC1738] = US_RULE_1738_HPATH,
    [US_SPEC_WHATWG] = US_RULE_WHATWG_PATH,
  };
  guint path = us_result_find_rule (result, paths[SPEC (data)]);

  g_assert_true (us_result_is_valid (result));
  g_assert_cmpuint (us_result_get_node (result, path)->n_children, ==, 100000);
  g_assert_cmpuint (us_result_get_node (result, us_result_get_child (result, path, 99999))->start, ==,
                    s->len - 1);
  g_assert_cmpuint (us_result_node_at (result, s->len - 1), ==, us_result_get_child (result, path, 99999));
}

/* Every byte wrong: one diagnostic each, every one with its fix. */
static void
test_every_byte_invalid (gconstpointer data)
{
  /* A browser needs a scheme: under the URL Standard, "{" in the path of
   * an http URL, which it percent-encodes. */
  const char *prefix = SPEC (data) == US_SPEC_WHATWG ? "http://h/" : "";
  g_autoptr(GString) s = repeat (prefix, SPEC (data) == US_SPEC_WHATWG ? "{" : "|", 256 * 1024);
  g_autoptr(UsResult) result = parse_bytes (SPEC (data), s->str, s->len);
  gsize fixed_len;
  g_autofree char *fixed = us_result_dup_fixed (result, &fixed_len);

  /* RFC 1738 has no relative form: one more error, for the missing scheme. */
  g_assert_cmpuint (us_result_get_n_diagnostics (result), ==, 256 * 1024 + (SPEC (data) == US_SPEC_RFC1738));
  g_assert_nonnull (fixed);
  g_assert_cmpuint (fixed_len, ==, strlen (prefix) + 3 * 256 * 1024);
}

/* Brackets, percent signs and %u escapes by the hundred thousand. */
static void
test_pathological_runs (gconstpointer data)
{
  const char *units[] = { "[", "]", "%", "%u0041", "::", "@", "#", "?", "/", "\\", "%2" };

  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    {
      g_autoptr(GString) s = repeat ("", units[i], 100000);
      g_autoptr(UsResult) result = parse_bytes (SPEC (data), s->str, s->len);

      g_test_message ("%s × 100000: %u nodes, %u diagnostics", units[i],
                      us_result_get_n_nodes (result), us_result_get_n_diagnostics (result));
    }
  {
    /* Long IPv6-like and IPv4-like hosts. */
    g_autoptr(GString) v6 = repeat ("http://[", "1:", 100000);
    g_autoptr(GString) v4 = repeat ("http://", "1.", 100000);
    g_autoptr(UsResult) r6 = NULL;
    g_autoptr(UsResult) r4 = NULL;

    g_string_append (v6, "1]/");
    r6 = parse_bytes (SPEC (data), v6->str, v6->len);
    r4 = parse_bytes (SPEC (data), v4->str, v4->len);
    g_assert_false (us_result_is_valid (r6));
    /* A host name of RFC 1738 has no trailing "."; the RFCs after it take
     * it. The URL Standard reads a host that ends in a number as an IPv4
     * address, which has at most four parts. */
    g_assert_cmpint (us_result_is_valid (r4), ==, SPEC (data) != US_SPEC_RFC1738 && SPEC (data) != US_SPEC_WHATWG);
  }
}

static gpointer
parse_long_inputs (gpointer data)
{
  g_autoptr(GString) segments = repeat ("a", "/b", 100000);
  g_autoptr(GString) junk = repeat ("", "[%u{", 50000);
  UsResult *a = us_parse (segments->str, segments->len, SPEC (data), 0, NULL);
  UsResult *b = us_parse (junk->str, junk->len, SPEC (data), 0, NULL);
  g_autofree char *report = cli_text_report (a, 0);
  gboolean ok = a != NULL && b != NULL && report != NULL;

  us_result_unref (a);
  us_result_unref (b);
  return GINT_TO_POINTER (ok);
}

/* No recursion per character or segment: it all fits in a 64 KiB stack. */
static void
test_small_stack (gconstpointer data)
{
  pthread_attr_t attr;
  pthread_t thread;
  void *ret = NULL;

  pthread_attr_init (&attr);
  pthread_attr_setstacksize (&attr, 64 * 1024);
  g_assert_cmpint (pthread_create (&thread, &attr, parse_long_inputs, (gpointer) data), ==, 0);
  g_assert_cmpint (pthread_join (thread, &ret), ==, 0);
  pthread_attr_destroy (&attr);
  g_assert_true (GPOINTER_TO_INT (ret));
}

/* NUL and bytes that are not UTF-8 are characters like any other. */
static void
test_nul_and_invalid_utf8 (void)
{
  static const char text[] = "http://a\0b/\xff\xfe/\xe2\x82/\0";
  g_autoptr(UsResult) result = parse_bytes (US_SPEC_RFC3986, text, sizeof text - 1);
  g_autofree char *summary = test_diag_summary (result);
  gsize len;

  us_result_get_input (result, &len);
  g_assert_cmpuint (len, ==, sizeof text - 1);
  /* A NUL in the host has no fix: a browser would refuse %00 there. */
  g_assert_cmpstr (summary, ==,
                   "control-char[8,9) error; invalid-utf8[11,12) error fix=%FF; "
                   "invalid-utf8[12,13) error fix=%FE; invalid-utf8[14,15) error fix=%E2; "
                   "invalid-utf8[15,16) error fix=%82; control-char[17,18) error fix=%00");
}

/* The NUL at the end above is not white space: only the surrounding ASCII
 * white space is trimmed. */
static void
test_trailing_nul_is_control (void)
{
  static const char text[] = "a\0";
  g_autoptr(UsResult) result = parse_bytes (US_SPEC_RFC3986, text, sizeof text - 1);
  g_autofree char *summary = test_diag_summary (result);

  g_assert_cmpstr (summary, ==, "control-char[1,2) error fix=%00");
}

/* Random bytes, biased towards the grammar's delimiters. */
static void
test_random_bytes (gconstpointer data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1738);
  static const char bias[] = ":/?#[]@%.v";
  char buf[300];

  for (guint n = 0; n < 5000; n++)
    {
      gsize len = (gsize) g_rand_int_range (rand, 0, sizeof buf);
      g_autoptr(UsResult) result = NULL;

      for (gsize i = 0; i < len; i++)
        buf[i] = g_rand_boolean (rand) ? bias[g_rand_int_range (rand, 0, sizeof bias - 1)]
                                       : (char) g_rand_int_range (rand, 0, 256);
      result = parse_bytes (SPEC (data), buf, len);
      for (gsize i = 0; i < len; i += 7)
        {
          us_result_terminal_at (result, i);
          us_result_node_at (result, i);
        }
      if (n % 20 == 0)
        {
          g_autofree char *report = cli_text_report (result, CLI_TEXT_COLOR);

          g_assert_true (g_utf8_validate (report, -1, NULL));
        }
    }
}

/* Over the cap: a clear error, not a truncated parse. At the cap: parsed. */
static void
test_size_cap (void)
{
  gsize len = US_MAX_INPUT;
  g_autofree char *text = g_malloc (len + 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(UsResult) at_cap = NULL;
  UsResult *over;

  memset (text, 'a', len + 1);
  at_cap = us_parse (text, len, US_SPEC_RFC3986, 0, &error);
  g_assert_no_error (error);
  g_assert_true (us_result_is_valid (at_cap));

  over = us_parse (text, len + 1, US_SPEC_RFC3986, 0, &error);
  g_assert_null (over);
  g_assert_error (error, US_ERROR, US_ERROR_TOO_LONG);
  g_assert_nonnull (strstr (error->message, "8388609"));
}

/* Every spec has a parser; RFC 3987 and RFC 1738 define no resolution of
 * their own, and us_resolve() refuses them with a clear error (us-spec.c). */
static void
test_unavailable_spec (void)
{
  g_autoptr(GError) error = NULL;
  UsResolution *resolution = us_resolve (US_SPEC_RFC1738, "http://a/", 9, "b", 1, 0, &error);

  for (guint i = 0; i < US_SPEC_COUNT; i++)
    g_assert_true (us_spec_is_available ((UsSpec) i));
  g_assert_null (resolution);
  g_assert_error (error, US_ERROR, US_ERROR_SPEC_UNAVAILABLE);
}

/* Lines that would join as a wrapped link, but hold a NUL (as the fuzzers
 * found): no join, so no fix holding a NUL, under every spec. */
static void
test_wrapped_with_nul (void)
{
  static const char inputs[][24] = {
    "https://example.com/a\n\0b", "http://a/b\r\n\0\0c", "data:text/x\n\0\0\a",
  };
  static const gsize lens[] = { 24, 15, 15 };

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    for (guint s = 0; s < US_SPEC_COUNT; s++)
      {
        g_autoptr(UsResult) r = us_parse (inputs[i], lens[i], (UsSpec) s, US_PARSE_DEFAULT, NULL);

        test_check_structure (r);
        for (guint d = 0; d < us_result_get_n_diagnostics (r); d++)
          g_assert_cmpint (us_result_get_diagnostic (r, d)->code, !=, US_DIAG_WRAPPED_LINES);
      }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  for (guint i = 0; i < US_SPEC_COUNT; i++)
    {
      const char *id = us_spec_to_string ((UsSpec) i);
      static const struct { const char *name; GTestDataFunc func; } per_spec[] = {
        { "megabyte-data-uri", test_megabyte_data_uri },
        { "many-segments", test_many_segments },
        { "every-byte-invalid", test_every_byte_invalid },
        { "pathological-runs", test_pathological_runs },
        { "small-stack", test_small_stack },
        { "random-bytes", test_random_bytes },
      };

      if (!us_spec_is_available ((UsSpec) i))
        continue;
      for (guint k = 0; k < G_N_ELEMENTS (per_spec); k++)
        {
          g_autofree char *path = g_strdup_printf ("/robustness/%s/%s", id, per_spec[k].name);

          g_test_add_data_func (path, GINT_TO_POINTER (i), per_spec[k].func);
        }
    }
  g_test_add_func ("/robustness/nul-and-invalid-utf8", test_nul_and_invalid_utf8);
  g_test_add_func ("/robustness/wrapped-with-nul", test_wrapped_with_nul);
  g_test_add_func ("/robustness/trailing-nul", test_trailing_nul_is_control);
  g_test_add_func ("/robustness/size-cap", test_size_cap);
  g_test_add_func ("/robustness/unavailable-spec", test_unavailable_spec);

  return g_test_run ();
}
