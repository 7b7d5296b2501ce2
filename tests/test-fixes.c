/* test-fixes.c — a fix is offered only when it keeps the link's meaning
 *
 * For each input of a table (hosts with spaces, backslashes, "@", quotes,
 * controls, non-ASCII; paths and queries where percent-encoding is right),
 * under each spec: every fix the core offers (us_analysis_dup_offered_fixes()
 * and Fix All, us_analysis_dup_fixed()), analysed again here, must keep the
 * host a browser reads (or, where it refused the original, give one it
 * reads, for a fix in the authority); Fix All must be valid under the spec,
 * and under the URL Standard keep the href. No offered fix puts a
 * percent-encoded forbidden host code point in a host.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"

typedef struct {
  const char *text;
  /* under RFC 3986: the Fix All the core offers, NULL for none; and
   * whether the text says none keeps the link */
  const char *fix_all;
  UsFixCheck check;
} FixCase;

static const FixCase cases[] = {
  /* The tester's case: the host's space has no fix. */
  { "http://exa mple.com/a b?q=|", "http://exa mple.com/a%20b?q=%7C", US_FIX_CHECK_ERRORS_LEFT },
  { "http://exa mple.com/", NULL, US_FIX_CHECK_NONE },
  { "http://a b/", NULL, US_FIX_CHECK_NONE },
  /* Forbidden host code points: never percent-encoded in a host. */
  { "http://exa<mple.com/", NULL, US_FIX_CHECK_NONE },
  { "http://exa|mple.com/", NULL, US_FIX_CHECK_NONE },
  { "http://exa^mple.com/", NULL, US_FIX_CHECK_NONE },
  { "http://exa\\mple.com/", NULL, US_FIX_CHECK_NONE },
  { "http://exa\x01mple.com/", NULL, US_FIX_CHECK_NONE },
  { "http://exa%zzmple.com/", NULL, US_FIX_CHECK_NONE },
  /* A tab or newline a browser removes: removing it is the fix. */
  { "http://exa\tmple.com/", "http://example.com/", US_FIX_CHECK_KEEPS },
  { "http://exa\nmple.com/a b", "http://example.com/a%20b", US_FIX_CHECK_KEEPS },
  /* Quotes a browser keeps in a host, decoded: the same host. */
  { "http://exa\"mple.com/", "http://exa%22mple.com/", US_FIX_CHECK_KEEPS },
  { "http://exa{mple}.com/", "http://exa%7Bmple%7D.com/", US_FIX_CHECK_KEEPS },
  /* "\" before "@": the browser's reading, never %5C. */
  { "http://example.com\\@evil.com/", "http://example.com/@evil.com/", US_FIX_CHECK_KEEPS },
  { "http://us er@example.com/", "http://us%20er@example.com/", US_FIX_CHECK_KEEPS },
  /* Non-ASCII: the IDNA form. */
  { "http://bücher.de/a b", "http://xn--bcher-kva.de/a%20b", US_FIX_CHECK_KEEPS },
  { "http://BÜCHER.de/", "http://xn--bcher-kva.de/", US_FIX_CHECK_KEEPS },
  /* Paths, queries and fragments: percent-encoding is right. */
  { "http://example.com/a b", "http://example.com/a%20b", US_FIX_CHECK_KEEPS },
  { "http://example.com/?q=a|b^c", "http://example.com/?q=a%7Cb%5Ec", US_FIX_CHECK_KEEPS },
  { "http://example.com/#x y", "http://example.com/#x%20y", US_FIX_CHECK_KEEPS },
  { "http://example.com/%u00e9", "http://example.com/%C3%A9", US_FIX_CHECK_KEEPS },
  { " http://example.com/\n", "http://example.com/", US_FIX_CHECK_KEEPS },
  { "http://example.com/a%zz", "http://example.com/a%25zz", US_FIX_CHECK_KEEPS },
  { "1a:b", "./1a:b", US_FIX_CHECK_KEEPS },
  { "http://example.com/", NULL, US_FIX_CHECK_NONE },
};

static const UsSpec specs[] = {
  US_SPEC_RFC3986, US_SPEC_RFC3987, US_SPEC_RFC2396, US_SPEC_RFC1808, US_SPEC_RFC1738, US_SPEC_WHATWG,
};

/* The host a browser reads @text to (NULL when it refuses it), and its
 * href. */
static char *
read_host (const char *text,
           gsize       len,
           char      **href)
{
  g_autoptr(UsResult) url = us_parse (text, len, US_SPEC_WHATWG, US_PARSE_NO_TREE, NULL);
  char *h = url != NULL ? us_result_dup_url (url, US_URL_HREF) : NULL;
  char *host = h != NULL ? us_result_dup_url (url, US_URL_HOSTNAME) : NULL;

  *href = h;
  return host;
}

/* Whether @text holds, between "//" and the host's end, a percent-encoded
 * forbidden host code point ("%20", "%3C", "%5C", "%7C" …). */
static gboolean
has_encoded_forbidden_host (const char *text)
{
  const char *auth = strstr (text, "//");
  gsize end;

  if (auth == NULL)
    return FALSE;
  auth += 2;
  end = strcspn (auth, "/?#");
  for (gsize i = 0; i + 2 < end; i++)
    if (auth[i] == '%' && g_ascii_isxdigit (auth[i + 1]) && g_ascii_isxdigit (auth[i + 2]))
      {
        int c = g_ascii_xdigit_value (auth[i + 1]) * 16 + g_ascii_xdigit_value (auth[i + 2]);
        const char *at = memchr (auth, '@', end);

        /* in the user information, any encoding is fine */
        if (at != NULL && auth + i < at)
          continue;
        if (c < 0x20 || c == 0x7F || strchr (" #%/:<>?@[\\]^|", c) != NULL)
          return TRUE;
      }
  return FALSE;
}

/* Checks, independently of the core's check, what one fixed text does. */
static void
assert_keeps (const char *original,
              UsSpec      spec,
              const char *fixed,
              gsize       fixed_len,
              gboolean    whole)
{
  g_autofree char *href_before = NULL;
  g_autofree char *href_after = NULL;
  g_autofree char *before = read_host (original, strlen (original), &href_before);
  g_autofree char *after = read_host (fixed, fixed_len, &href_after);
  g_autoptr(UsResult) again = us_parse (fixed, fixed_len, spec, US_PARSE_NO_TREE, NULL);

  g_test_message ("%s → %s (%s)", original, fixed, us_spec_to_string (spec));
  g_assert_false (has_encoded_forbidden_host (fixed));
  if (before != NULL)
    g_assert_cmpstr (after, ==, before);
  else if (whole && strchr (original, ':') != NULL && !g_str_has_prefix (original, "1a:"))
    /* (a relative reference has no browser reading to keep) */
    g_assert_nonnull (after);
  if (whole)
    {
      g_assert_cmpuint (us_result_count_severity (again, US_SEVERITY_ERROR), ==, 0);
      if (spec == US_SPEC_WHATWG && href_before != NULL)
        g_assert_cmpstr (href_after, ==, href_before);
    }
}

static void
test_case (gconstpointer data)
{
  const FixCase *c = data;

  for (guint s = 0; s < G_N_ELEMENTS (specs); s++)
    {
      g_autoptr(UsAnalysis) a = us_analysis_new (c->text, strlen (c->text), NULL, 0, US_ANALYSIS_DEFAULT);
      UsResult *result = us_analysis_get_result (a, specs[s]);
      g_autofree gboolean *offered = us_analysis_dup_offered_fixes (a, specs[s]);
      UsFixCheck check;
      gsize len = 0;
      g_autofree char *all = us_analysis_dup_fixed (a, specs[s], &len, &check);

      for (guint i = 0; offered != NULL && i < us_result_get_n_diagnostics (result); i++)
        {
          const UsDiagnostic *d = us_result_get_diagnostic (result, i);
          g_autofree gboolean *only = NULL;
          g_autofree char *one = NULL;
          gsize one_len = 0;

          if (!offered[i])
            continue;
          g_assert_true (d->has_fix);
          only = g_new0 (gboolean, us_result_get_n_diagnostics (result));
          only[i] = TRUE;
          one = us_result_dup_fixed_some (result, only, &one_len);
          assert_keeps (c->text, specs[s], one, one_len, FALSE);
        }
      if (all != NULL && check == US_FIX_CHECK_KEEPS)
        assert_keeps (c->text, specs[s], all, len, TRUE);
      else if (all != NULL)
        g_assert_false (has_encoded_forbidden_host (all));

      if (specs[s] == US_SPEC_RFC3986)
        {
          g_assert_cmpstr (us_fix_check_name (check), ==, us_fix_check_name (c->check));
          g_assert_cmpstr (all, ==, c->fix_all);
        }
    }
}

/* The text output's line: the tester's case offers no fix for the host,
 * and says so; the JSON-facing message leaves a fix not offered out. */
static void
test_fix_all_line (void)
{
  g_autoptr(UsAnalysis) a = us_analysis_new ("http://exa mple.com/a b?q=|", 27, NULL, 0, US_ANALYSIS_DEFAULT);
  g_autoptr(UsAnalysis) ok = us_analysis_new ("http://example.com/a b", 22, NULL, 0, US_ANALYSIS_DEFAULT);
  g_autoptr(UsAnalysis) none = us_analysis_new ("http://example.com/", 19, NULL, 0, US_ANALYSIS_DEFAULT);
  g_autofree char *line = us_analysis_format_fix_all (a, US_SPEC_RFC3986);
  g_autofree char *ok_line = us_analysis_format_fix_all (ok, US_SPEC_RFC3986);
  g_autofree char *none_line = us_analysis_format_fix_all (none, US_SPEC_RFC3986);
  g_autofree char *message = us_result_format_message_at (us_analysis_get_result (a, US_SPEC_RFC3986), 0, TRUE);

  g_assert_cmpstr (line, ==, "No fix makes this link valid: with every fix applied, 1 error is left: "
                             "http://exa mple.com/a%20b?q=%7C");
  g_assert_cmpstr (ok_line, ==, "With every fix applied: http://example.com/a%20b");
  g_assert_null (none_line);
  g_assert_nonnull (strstr (message, "remove it, or this is not a host"));
  g_assert_null (strstr (message, "%20"));
}

/* A fix that would take the link to another host is not offered: RFC
 * 3986's "%5C" for a "\" before "@" would make evil.com the host, where a
 * browser goes to example.com (checked through us_analysis_check_fix on
 * the fix the scanner offers, the browser's "/"). */
static void
test_check_fix (void)
{
  g_autoptr(UsAnalysis) a = us_analysis_new ("http://example.com\\@evil.com/", 29, NULL, 0, US_ANALYSIS_DEFAULT);
  g_autoptr(UsAnalysis) idn = us_analysis_new ("http://bücher.de/", 18, NULL, 0, US_ANALYSIS_DEFAULT);

  g_assert_cmpint (us_analysis_check_fix (a, US_SPEC_RFC3986, 0), ==, US_FIX_CHECK_KEEPS);
  g_assert_cmpint (us_analysis_check_fix (idn, US_SPEC_RFC3986, 0), ==, US_FIX_CHECK_KEEPS);
}

int
main (int    argc,
      char **argv)
{
  test_init (&argc, &argv);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/fixes/case-%u", i);

      g_test_add_data_func (path, &cases[i], test_case);
    }
  g_test_add_func ("/fixes/fix-all-line", test_fix_all_line);
  g_test_add_func ("/fixes/check-fix", test_check_fix);
  return g_test_run ();
}
