/* test-properties.c — one reading, over the bench corpus and generated links
 *
 * For every link of the bench corpus (every eighth under the sanitizers)
 * and a set of generated hostile ones (hosts with spaces, backslashes,
 * "@", quotes, controls, non-ASCII, percent-encodings), under every RFC:
 *
 * - the browser reading's claim is the URL Standard's result: a browser
 *   "refuses" exactly when the parse alone fails, "goes to" exactly the
 *   host the parse gives, and "the same host" only where the RFC's host
 *   reads as that host;
 * - the verdict line names the same: "refuses it" ⇔ refused, "goes to X"
 *   ⇔ another host X;
 * - every fix offered, applied alone and analysed again, leaves fewer
 *   errors and keeps the host a browser read (or, where a browser refused
 *   the link, one it now reads); Fix All, when offered, is valid under the
 *   spec and keeps the host.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"

static const UsSpec rfcs[] = {
  US_SPEC_RFC3986, US_SPEC_RFC3987, US_SPEC_RFC2396, US_SPEC_RFC1808, US_SPEC_RFC1738,
};

/* The host a browser reads @text to, alone; NULL when it refuses it. */
static char *
browser_host (const char *text,
              gsize       len)
{
  g_autoptr(UsResult) whatwg = us_parse (text, len, US_SPEC_WHATWG, US_PARSE_NO_TREE, NULL);
  g_autofree char *href = us_result_dup_url (whatwg, US_URL_HREF);

  return href != NULL ? us_result_dup_url (whatwg, US_URL_HOSTNAME) : NULL;
}

typedef struct {
  guint links;
  guint fixes_checked;
  guint fix_all_checked;
  guint refused;
  guint other_host;
} Counts;

static void
check_link (const char *text,
            gsize       len,
            Counts     *counts)
{
  g_autoptr(UsAnalysis) a = us_analysis_new (text, len, NULL, 0, US_ANALYSIS_NO_TREE);
  g_autofree char *host = browser_host (text, len);

  counts->links++;
  for (guint s = 0; s < G_N_ELEMENTS (rfcs); s++)
    {
      UsSpec spec = rfcs[s];
      UsResult *result = us_analysis_get_result (a, spec);
      UsBrowserReading *reading = us_analysis_get_browser_reading (a, spec);
      UsBrowserVerdict verdict = us_browser_reading_get_verdict (reading);
      g_autofree char *line = us_analysis_format_verdict (a, spec);
      g_autofree gboolean *offered = us_analysis_dup_offered_fixes (a, spec);
      guint errors = us_result_count_severity (result, US_SEVERITY_ERROR);

      /* The claim is the URL Standard's result. */
      if (verdict == US_BROWSER_FAILS)
        {
          g_assert_null (host);
          g_assert_nonnull (strstr (line, "a browser refuses it"));
          counts->refused++;
        }
      else if (verdict == US_BROWSER_OTHER_HOST)
        {
          g_assert_nonnull (host);
          g_assert_cmpstr (us_browser_reading_get_host (reading), ==, host);
          g_assert_null (strstr (line, "refuses"));
          counts->other_host++;
        }
      else if (verdict != US_BROWSER_NEEDS_BASE)
        {
          g_assert_nonnull (host);
          g_assert_null (strstr (line, "refuses"));
        }
      if (verdict == US_BROWSER_NEEDS_BASE)
        g_assert_null (host);

      /* Each fix offered keeps the link's meaning, applied alone. */
      for (guint i = 0; offered != NULL && i < us_result_get_n_diagnostics (result); i++)
        {
          g_autofree gboolean *only = NULL;
          g_autofree char *fixed = NULL;
          g_autofree char *fixed_host = NULL;
          g_autoptr(UsResult) again = NULL;
          gsize fixed_len;

          if (!offered[i])
            continue;
          g_assert_true (us_result_get_diagnostic (result, i)->has_fix);
          only = g_new0 (gboolean, us_result_get_n_diagnostics (result));
          only[i] = TRUE;
          fixed = us_result_dup_fixed_some (result, only, &fixed_len);
          again = us_parse (fixed, fixed_len, spec, US_PARSE_NO_TREE, NULL);
          fixed_host = browser_host (fixed, fixed_len);
          /* A fix of an error leaves fewer errors. */
          if (us_result_get_diagnostic (result, i)->severity == US_SEVERITY_ERROR)
            g_assert_cmpuint (us_result_count_severity (again, US_SEVERITY_ERROR), <, errors);
          if (host != NULL && g_strcmp0 (fixed_host, host) != 0)
            g_test_message ("%s under %s: fix %u (%s) makes the host %s", text, us_spec_to_string (spec), i,
                            us_result_get_diagnostic (result, i)->fix_text, fixed_host);
          if (host != NULL)
            g_assert_cmpstr (fixed_host, ==, host);
          counts->fixes_checked++;
        }
      /* Fix All, when offered, is valid and keeps the host. */
      {
        UsFixCheck check;
        gsize fixed_len;
        g_autofree char *fixed = us_analysis_dup_fixed (a, spec, &fixed_len, &check);

        if (fixed != NULL && check == US_FIX_CHECK_KEEPS)
          {
            g_autoptr(UsResult) again = us_parse (fixed, fixed_len, spec, US_PARSE_NO_TREE, NULL);
            g_autofree char *fixed_host = browser_host (fixed, fixed_len);

            g_assert_true (us_result_is_valid (again));
            if (host != NULL)
              g_assert_cmpstr (fixed_host, ==, host);
            counts->fix_all_checked++;
          }
      }
    }
}

static void
test_corpus (void)
{
  static const char *const files[] = { "urls-web.txt", "urls-files.txt" };
  guint step = g_getenv ("URISCOPE_TEST_SANITIZED") != NULL ? 8 : 1;
  Counts counts = { 0 };

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bench", files[f], NULL);
      g_autofree char *data = NULL;
      gsize size;
      g_auto(GStrv) lines = NULL;

      g_assert_true (g_file_get_contents (path, &data, &size, NULL));
      lines = g_strsplit (data, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i += step)
        if (lines[i][0] != '\0')
          check_link (lines[i], strlen (lines[i]), &counts);
    }
  g_test_message ("%u links: %u refused, %u to another host, %u fixes and %u Fix All checked",
                  counts.links, counts.refused, counts.other_host, counts.fixes_checked, counts.fix_all_checked);
  g_assert_cmpuint (counts.links, >, 5000);
  g_assert_cmpuint (counts.fixes_checked, >, 0);
}

/* Hosts and paths with every kind of trouble, in every combination of a
 * few places. */
static void
test_generated (void)
{
  static const char *const hosts[] = {
    "example.com", "exa mple.com", "example.com\\@evil.com", "user@example.com", "\"example\".com",
    "ex\tample.com", "ex\x01" "ample.com", "b\xc3\xbc" "cher.example", "a\xe2\x80\x8d" "b.com",
    "example.com%2eevil.com", "0x7f.1", "[::1]", "[::ffff:127.0.0.1]", "EXAMPLE.COM", "ex%41mple.com",
    "example.com:80", "example.com:8o", "", "%", "a<b>.com", "a{b}.com", "a`b.com", "\xff.com",
  };
  static const char *const tails[] = {
    "/", "/a b", "/a|b?q=<x>#f g", "/%zz", "/\xe2\x80\xae" "gpj.exe", "?q=\"x\"", "#\x7f",
  };
  static const char *const schemes[] = { "http://", "https://", "ftp://", "file://", "foo://", "http:" };
  Counts counts = { 0 };

  for (guint s = 0; s < G_N_ELEMENTS (schemes); s++)
    for (guint h = 0; h < G_N_ELEMENTS (hosts); h++)
      for (guint t = 0; t < G_N_ELEMENTS (tails); t++)
        {
          g_autofree char *link = g_strconcat (schemes[s], hosts[h], tails[t], NULL);

          check_link (link, strlen (link), &counts);
        }
  g_test_message ("%u links: %u refused, %u to another host, %u fixes and %u Fix All checked",
                  counts.links, counts.refused, counts.other_host, counts.fixes_checked, counts.fix_all_checked);
  g_assert_cmpuint (counts.refused, >, 0);
  g_assert_cmpuint (counts.other_host, >, 0);
  g_assert_cmpuint (counts.fix_all_checked, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/properties/generated", test_generated);
  g_test_add_func ("/properties/corpus", test_corpus);
  return g_test_run ();
}
