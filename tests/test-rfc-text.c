/* test-rfc-text.c — sections of the RFC texts built into the application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-rfc-reflow.h"
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
  /* the paragraph that ended at the foot of the page is one */
  g_assert_nonnull (strstr (text, "remove_dot_segments.\n\nNote that dot-segments"));
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

/* Each line of @text at its offset in @flowed, without its indent when
 * it continues a paragraph. */
static void
assert_starts (const char *text,
               const char *flowed,
               GArray     *starts)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  g_assert_cmpuint (starts->len, ==, g_strv_length (lines));
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i] + strspn (lines[i], " ");
      const char *at = g_utf8_offset_to_pointer (flowed, g_array_index (starts, guint, i));

      g_assert_true (strncmp (at, line, strlen (line)) == 0);
    }
}

/* RFC 3986 §5.2.4: the prose and each rule of step 2 one paragraph each
 * (the rule under its marker), the example table as it is. */
static void
test_reflow_prose (void)
{
  g_autofree char *text = uriscope_rfc_text_section ("RFC 3986", "5.2.4");
  g_autoptr(GArray) starts = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *flowed = uriscope_rfc_reflow (text, NULL, 0, starts);

  g_assert_nonnull (strstr (flowed, "\nThe pseudocode also refers to a \"remove_dot_segments\" routine for "
                                    "interpreting and removing the special \".\" and \"..\" complete path "
                                    "segments from a referenced path.  This is done after the path is "
                                    "extracted from a reference,"));
  g_assert_nonnull (strstr (flowed, "\n    C.  if the input buffer begins with a prefix of \"/../\" or \"/..\", "
                                    "where \"..\" is a complete path segment, then replace that prefix with "
                                    "\"/\" in the input buffer and remove the last segment and its preceding "
                                    "\"/\" (if any) from the output buffer; otherwise,\n"));
  /* an item does not run into the next */
  g_assert_nonnull (strstr (flowed, "2.  While the input buffer is not empty, loop as follows:\n"));
  g_assert_nonnull (strstr (flowed, "\n   STEP   OUTPUT BUFFER         INPUT BUFFER\n\n"
                                    "    1 :                         /a/b/c/./../../g\n"
                                    "    2E:   /a                    /b/c/./../../g\n"));
  assert_starts (text, flowed, starts);
}

/* The pseudo-code of §5.2.2 and the ABNF of Appendix A are code: not a
 * line joined. */
static void
test_reflow_code (void)
{
  g_autofree char *code = uriscope_rfc_text_section ("RFC 3986", "5.2.2");
  g_autofree char *abnf = uriscope_rfc_text_section ("RFC 3986", "Appendix A");
  g_autoptr(GArray) starts = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *flowed = uriscope_rfc_reflow (code, NULL, 0, starts);
  const char *pseudo = strstr (code, "   -- The URI reference is parsed");
  g_autofree char *flowed_abnf = NULL;

  g_assert_nonnull (pseudo);
  g_assert_nonnull (strstr (flowed, pseudo));
  assert_starts (code, flowed, starts);
  g_assert_nonnull (abnf);
  flowed_abnf = uriscope_rfc_reflow (abnf, NULL, 0, starts);
  g_assert_nonnull (strstr (flowed_abnf, "\nURI           = scheme \":\" hier-part [ \"?\" query ] [ \"#\" fragment ]\n\n"
                                         "hier-part     = \"//\" authority path-abempty\n"
                                         "              / path-absolute\n"));
  {
    g_auto(GStrv) in = g_strsplit (abnf, "\n", -1);
    g_auto(GStrv) out = g_strsplit (flowed_abnf, "\n", -1);

    g_assert_cmpuint (g_strv_length (out), ==, g_strv_length (in));
  }
  assert_starts (abnf, flowed_abnf, starts);
}

/* A line kept at a paragraph's start stays one: a highlight of rule 2B's
 * second line alone is a paragraph of its own. */
static void
test_reflow_keep (void)
{
  g_autofree char *text = uriscope_rfc_text_section ("RFC 3986", "5.2.4");
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree guint8 *keep = g_new0 (guint8, g_strv_length (lines));
  g_autoptr(GArray) starts = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *flowed = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], "where \".\" is a complete path segment") != NULL)
      keep[i] = 1;
  flowed = uriscope_rfc_reflow (text, keep, g_strv_length (lines), starts);
  g_assert_nonnull (strstr (flowed, "or \"/.\",\n        where \".\" is a complete path segment, then replace that prefix"));
  assert_starts (text, flowed, starts);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rfc-text/rfc3986-transform", test_rfc3986_transform);
  g_test_add_func ("/rfc-text/rfc3986-page-break", test_rfc3986_page_break);
  g_test_add_func ("/rfc-text/older-rfcs", test_older_rfcs);
  g_test_add_func ("/rfc-text/missing", test_missing);
  g_test_add_func ("/rfc-text/reflow-prose", test_reflow_prose);
  g_test_add_func ("/rfc-text/reflow-code", test_reflow_code);
  g_test_add_func ("/rfc-text/reflow-keep", test_reflow_keep);
  return g_test_run ();
}
