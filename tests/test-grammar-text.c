/* test-grammar-text.c — the core's grammar is the RFC's, to the letter
 *
 * The ABNF text the parser claims to implement (and which the ABNF agreement
 * test reads) must be RFC 3986 Appendix A exactly, as the RFC prints it,
 * without its page breaks; the core rules must be those of RFC 5234 B.1.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"

static char *
read_data (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

/* The lines between @from and @to, without page footers and headers, the
 * three-space indent taken off and runs of blank lines made one. */
static char *
extract_section (const char *text,
                 const char *from,
                 const char *to)
{
  const char *start = strstr (text, from);
  const char *end;
  g_auto(GStrv) lines = NULL;
  GString *out = g_string_new (NULL);
  gboolean blank = TRUE;

  g_assert_nonnull (start);
  start = strchr (start, '\n') + 1;
  end = strstr (start, to);
  g_assert_nonnull (end);

  {
    g_autofree char *part = g_strndup (start, end - start);

    lines = g_strsplit (part, "\n", -1);
  }
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      gboolean is_blank;

      if (strchr (line, '\f') || g_str_has_prefix (line, "Berners-Lee") ||
          g_str_has_prefix (line, "RFC 3986  "))
        continue;
      is_blank = line[strspn (line, " ")] == '\0';
      if (is_blank && blank)
        continue;
      g_string_append (out, g_str_has_prefix (line, "   ") ? line + 3 : line);
      g_string_append_c (out, '\n');
      blank = is_blank;
    }
  while (out->len >= 2 && out->str[out->len - 1] == '\n' && out->str[out->len - 2] == '\n')
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

static void
test_rfc3986_appendix_a (void)
{
  g_autofree char *rfc = read_data ("rfc3986.txt");
  g_autofree char *appendix = extract_section (rfc, "Appendix A.  Collected ABNF for URI",
                                               "Appendix B.  Parsing a URI Reference");

  g_assert_cmpstr (us_grammar_abnf (US_SPEC_RFC3986), ==, appendix);
}

/* A rule's definition with comments dropped and white space folded. */
static char *
normalize_rule (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean in_comment = FALSE, space = FALSE;

  for (const char *p = text; *p; p++)
    {
      if (*p == ';')
        in_comment = TRUE;
      else if (*p == '\n')
        in_comment = FALSE;
      if (in_comment)
        continue;
      if (g_ascii_isspace (*p))
        space = TRUE;
      else
        {
          if (space && out->len > 0)
            g_string_append_c (out, ' ');
          space = FALSE;
          g_string_append_c (out, *p);
        }
    }
  return g_string_free (out, FALSE);
}

static void
test_rfc5234_core_rules (void)
{
  g_autofree char *rfc = read_data ("rfc5234.txt");
  const UsRule core[] = { US_RULE_ALPHA, US_RULE_DIGIT, US_RULE_HEXDIG };

  for (guint i = 0; i < G_N_ELEMENTS (core); i++)
    {
      g_autofree char *pattern = g_strdup_printf ("\n         %s ", us_rule_name (core[i]));
      const char *at = strstr (rfc, pattern);
      const char *end;
      g_autofree char *from_rfc = NULL;
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;

      g_assert_nonnull (at);
      at++;
      /* The definition runs to the next blank line. */
      end = strstr (at, "\n\n");
      from_rfc = g_strndup (at, end - at);
      a = normalize_rule (from_rfc);
      b = normalize_rule (us_rule_abnf (core[i]));
      g_assert_cmpstr (b, ==, a);
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/grammar-text/rfc3986/appendix-a", test_rfc3986_appendix_a);
  g_test_add_func ("/grammar-text/rfc5234/core-rules", test_rfc5234_core_rules);

  return g_test_run ();
}
