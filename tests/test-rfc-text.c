/* test-rfc-text.c — sections of the RFC texts built into the application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-rfc-text.h"

/* RFC 3986 §5.2.2, the pseudo-code of reference transformation: from its
 * heading to §5.2.3's, across no page furniture. */
static void
test_rfc3986_transform (void)
{
  g_autofree char *text = uriscope_rfc_text_section ("RFC 3986", "5.2.2");

  g_assert_nonnull (text);
  g_assert_true (g_str_has_prefix (text, "5.2.2.  Transform References\n"));
  g_assert_nonnull (strstr (text, "\n   if defined(R.scheme) then\n"));
  g_assert_nonnull (strstr (text, "T.fragment = R.fragment;"));
  g_assert_null (strstr (text, "5.2.3."));
  g_assert_null (strstr (text, "[Page"));
  g_assert_null (strstr (text, "\f"));
  g_assert_null (strstr (text, "RFC 3986     "));
  g_assert_false (g_str_has_suffix (text, "\n"));
}

/* §5.2.4 runs over a page break: the footer, form feed and header are
 * gone and no run of blank lines is left where they were. */
static void
test_rfc3986_page_break (void)
{
  g_autofree char *text = uriscope_rfc_text_section ("RFC 3986", "5.2.4");

  g_assert_nonnull (text);
  g_assert_nonnull (strstr (text, "2.  While the input buffer is not empty, loop as follows:"));
  g_assert_nonnull (strstr (text, "STEP   OUTPUT BUFFER         INPUT BUFFER"));
  g_assert_null (strstr (text, "[Page"));
  g_assert_null (strstr (text, "\n\n\n"));
  g_assert_null (strstr (text, "Berners-Lee"));
}

static void
test_older_rfcs (void)
{
  g_autofree char *rfc2396 = uriscope_rfc_text_section ("RFC 2396", "5.2");
  g_autofree char *rfc1808 = uriscope_rfc_text_section ("RFC 1808", "4");
  g_autofree char *appendix = uriscope_rfc_text_section ("RFC 3986", "Appendix A");

  g_assert_nonnull (rfc2396);
  g_assert_true (g_str_has_prefix (rfc2396, "5.2. Resolving Relative References to Absolute Form\n"));
  g_assert_nonnull (strstr (rfc2396, "g) If the resulting buffer string still begins"));
  g_assert_null (strstr (rfc2396, "5.2.1"));
  g_assert_nonnull (rfc1808);
  g_assert_true (g_str_has_prefix (rfc1808, "4.  Resolving Relative URLs\n"));
  g_assert_nonnull (strstr (rfc1808, "Step 7:"));
  g_assert_null (strstr (rfc1808, "5.  Examples"));
  g_assert_nonnull (appendix);
  g_assert_nonnull (strstr (appendix, "URI           = scheme \":\" hier-part [ \"?\" query ] [ \"#\" fragment ]"));
}

static void
test_missing (void)
{
  g_assert_null (uriscope_rfc_text_section ("RFC 3986", "9.9.9"));
  g_assert_null (uriscope_rfc_text_section ("RFC 9999", "1"));
  g_assert_null (uriscope_rfc_text_section ("RFC 3986", ""));
  /* "5.2" is not the heading of "5.2.1" */
  {
    g_autofree char *text = uriscope_rfc_text_section ("RFC 3986", "5.2");

    g_assert_nonnull (text);
    g_assert_true (g_str_has_prefix (text, "5.2.  Relative Resolution\n"));
    g_assert_null (strstr (text, "5.2.1."));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rfc-text/rfc3986-transform", test_rfc3986_transform);
  g_test_add_func ("/rfc-text/rfc3986-page-break", test_rfc3986_page_break);
  g_test_add_func ("/rfc-text/older-rfcs", test_older_rfcs);
  g_test_add_func ("/rfc-text/missing", test_missing);
  return g_test_run ();
}
