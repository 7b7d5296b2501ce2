/* test-grammar-text.c — the core's grammar is the RFC's, to the letter
 *
 * The ABNF text the parser claims to implement (and which the ABNF agreement
 * test reads) must be RFC 3986 Appendix A exactly, as the RFC prints it,
 * without its page breaks; the core rules must be those of RFC 5234 B.1.
 * The grammars of RFC 2396 (Appendix A) and RFC 1808 (§2.2) are BNF in the
 * RFCs: the core's ABNF must be the same rules, rule by rule, with only the
 * notation changed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"
#include "us-rule-private.h"

static char *
read_data (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "rfc", name, NULL);
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
                 const char *to,
                 const char *header)
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

      if (strchr (line, '\f') || strstr (line, "[Page ") != NULL ||
          g_str_has_prefix (line, header))
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
                                               "Appendix B.  Parsing a URI Reference",
                                               "RFC 3986  ");

  g_assert_cmpstr (us_grammar_abnf (US_SPEC_RFC3986), ==, appendix);
}

/* A rule's definition with comments dropped and white space folded. */
static char *
normalize_rule (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean in_comment = FALSE, space = FALSE, quoted = FALSE;

  for (const char *p = text; *p; p++)
    {
      if (*p == '"' && !in_comment)
        quoted = !quoted;
      if (*p == ';' && !quoted)
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

/* The rules of an RFC 2396 grammar text, name → definition as written: a rule starts
 * at a line "name = …" and goes on over the lines indented further. */
static GHashTable *
split_rules (const char *text)
{
  GHashTable *rules = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *name = NULL;
  GString *body = g_string_new (NULL);

  for (guint i = 0; ; i++)
    {
      const char *line = lines[i];
      const char *eq = line ? strchr (line, '=') : NULL;
      gboolean starts = line && line[0] != ' ' && eq != NULL && line[0] != ';';

      if (line == NULL || starts)
        {
          if (name != NULL)
            g_hash_table_insert (rules, g_steal_pointer (&name), g_strdup (body->str));
          if (line == NULL)
            break;
          name = g_strstrip (g_strndup (line, eq - line));
          g_string_assign (body, eq + 1);
        }
      else if (name != NULL)
        {
          g_string_append_c (body, '\n');
          g_string_append (body, line);
        }
    }
  g_string_free (body, TRUE);
  return rules;
}

/* The RFC 2396 BNF written in ABNF notation: "|" becomes "/" outside quoted
 * strings; nothing else changes. */
static char *
bnf_to_abnf (const char *bnf)
{
  GString *out = g_string_new (NULL);
  g_autoptr(GArray) closers = g_array_new (FALSE, FALSE, sizeof (gsize));
  gboolean quoted = FALSE;

  for (const char *p = bnf; *p; p++)
    {
      if (*p == '"')
        quoted = !quoted;
      /* RFC 822's repetition "*[ … ]" is ABNF's "*( … )" (RFC 1738). */
      if (!quoted && *p == '*' && p[1] == '[')
        {
          const char *close = p + 2;
          int depth = 1;

          /* The matching "]" becomes ")": mark it by its offset. */
          while (*close && depth > 0)
            {
              if (*close == '"')
                {
                  close = strchr (close + 1, '"');
                  if (close == NULL)
                    break;
                }
              else if (*close == '[')
                depth++;
              else if (*close == ']')
                depth--;
              if (depth > 0)
                close++;
            }
          g_string_append (out, "*(");
          if (close != NULL && *close == ']')
            g_array_append_val (closers, (gsize) { (gsize) (close - bnf) });
          p++;
          continue;
        }
      if (!quoted && *p == ']' && closers->len > 0 &&
          g_array_index (closers, gsize, closers->len - 1) == (gsize) (p - bnf))
        {
          g_array_set_size (closers, closers->len - 1);
          g_string_append_c (out, ')');
          continue;
        }
      g_string_append_c (out, !quoted && *p == '|' ? '/' : *p);
    }
  return g_string_free (out, FALSE);
}

/* A grammar of the core is the BNF of its RFC, rule by rule, with "|"
 * written "/"; only the letter lists (lowalpha, upalpha, hialpha) are
 * written as ranges, and must stand for exactly the letters the RFC lists,
 * and <"> is written %x22. @indent is how far the RFC indents its rules
 * beyond the three spaces of every page. */
static void
check_bnf (UsSpec             spec,
           const char        *file,
           const char        *from,
           const char        *to,
           const char        *header,
           guint              indent,
           guint              n_rules,
           const char *const *corrections)
{
  g_autofree char *rfc = read_data (file);
  g_autofree char *section = extract_section (rfc, from, to, header);
  g_autofree char *unindented = NULL;
  g_autoptr(GHashTable) from_rfc = NULL;
  g_autoptr(GHashTable) from_core = split_rules (us_grammar_abnf (spec));
  GHashTableIter iter;
  gpointer key, value;

  {
    g_auto(GStrv) lines = g_strsplit (section, "\n", -1);

    for (guint i = 0; lines[i]; i++)
      if (strspn (lines[i], " ") >= indent)
        memmove (lines[i], lines[i] + indent, strlen (lines[i] + indent) + 1);
    unindented = g_strjoinv ("\n", lines);
  }
  from_rfc = split_rules (unindented);

  g_assert_cmpuint (g_hash_table_size (from_rfc), ==, n_rules);
  g_assert_cmpuint (g_hash_table_size (from_core), ==, n_rules);
  g_hash_table_iter_init (&iter, from_rfc);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const char *core_text = g_hash_table_lookup (from_core, key);
      g_autofree char *converted = bnf_to_abnf (value);
      g_autofree char *want = NULL;
      g_autofree char *core = NULL;

      g_test_message ("%s", (const char *) key);
      g_assert_nonnull (core_text);
      core = normalize_rule (core_text);
      if (g_str_equal (key, "lowalpha") || g_str_equal (key, "upalpha") || g_str_equal (key, "hialpha"))
        {
          char first = g_str_equal (key, "lowalpha") ? 'a' : 'A';
          GString *letters = g_string_new (NULL);
          g_autofree char *range = g_strdup_printf ("%%x%02X-%02X", first, first + 25);

          for (char c = first; c < first + 26; c++)
            g_string_append_printf (letters, "%s\"%c\"", c == first ? "" : " / ", c);
          want = normalize_rule (converted);
          g_assert_cmpstr (want, ==, letters->str);
          g_assert_cmpstr (core, ==, range);
          g_string_free (letters, TRUE);
          continue;
        }
      /* <"> is prose for the quote in RFC 822 notation. */
      if (strstr (converted, "<\">") != NULL)
        {
          GString *q = g_string_new (converted);

          g_string_replace (q, "<\">", "%x22", 0);
          g_free (converted);
          converted = g_string_free (q, FALSE);
        }
      want = normalize_rule (converted);
      /* The corrections the core's comment names: rule, RFC text, core text. */
      for (guint k = 0; corrections != NULL && corrections[k] != NULL; k += 3)
        if (g_str_equal (key, corrections[k]))
          {
            GString *fixed = g_string_new (want);

            g_assert_nonnull (strstr (want, corrections[k + 1]));
            g_string_replace (fixed, corrections[k + 1], corrections[k + 2], 1);
            g_free (want);
            want = g_string_free (fixed, FALSE);
          }
      g_assert_cmpstr (core, ==, want);
    }
}

static void
test_rfc2396_appendix_a (void)
{
  check_bnf (US_SPEC_RFC2396, "rfc2396.txt", "A. Collected BNF for URI", "B. Parsing a URI Reference",
             "RFC 2396  ", 3, 40, NULL);
}

static void
test_rfc1808_bnf (void)
{
  check_bnf (US_SPEC_RFC1808, "rfc1808.txt", "2.2.  BNF for Relative URLs",
             "2.3.  Specific Schemes", "RFC 1808  ", 0, 30, NULL);
}

/* RFC 2396 §2.4.3 prints the excluded sets in BNF and prose. */
static void
test_rfc2396_excluded (void)
{
  static const struct { UsRule rule; const char *chars; } sets[] = {
    { US_RULE_2396_DELIMS, "<>#%\"" },
    { US_RULE_2396_UNWISE, "{}|\\^[]`" },
  };
  g_autofree char *rfc = read_data ("rfc2396.txt");

  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      g_autofree char *pattern = g_strdup_printf ("\n   %s ", us_rule_name (sets[i].rule));
      const char *at = strstr (rfc, pattern);
      const char *abnf = us_rule_abnf (sets[i].rule);

      g_assert_nonnull (at);
      g_assert_nonnull (abnf);
      /* Every character the RFC lists, quoted, is in the core's rule. */
      for (const char *c = sets[i].chars; *c; c++)
        {
          g_autofree char *in_rfc = g_strdup_printf ("\"%c\"", *c);
          const char *eol = strchr (at + 1, '\n');
          g_autofree char *rfc_line = g_strndup (at + 1, eol - at - 1);

          if (*c == '"')
            {
              g_assert_nonnull (strstr (rfc_line, "<\">"));
              g_assert_nonnull (strstr (abnf, "%x22"));
            }
          else
            {
              g_assert_nonnull (strstr (rfc_line, in_rfc));
              g_assert_nonnull (strstr (abnf, in_rfc));
            }
        }
    }
}

/* RFC 3987 §2.2: the rules that differ from RFC 3986, as printed. */
static void
test_rfc3987_rules (void)
{
  check_bnf (US_SPEC_RFC3987, "rfc3987.txt", "The following rules are different from those in [RFC3986]:",
             "Some productions are ambiguous.", "RFC 3987  ", 0, 25, NULL);
}

/* RFC 1738 §5: its comments and blank lines aside, the same rules. Its BNF
 * writes repetition as RFC 822 does, "*[ … ]", which ABNF writes
 * "*( … )"; its gopherurl has a bare "/" that the core quotes. */
static void
test_rfc1738_bnf (void)
{
  static const char *const corrections[] = {
    "gopherurl", "hostport [ / [", "hostport [ \"/\" [",
    NULL,
  };

  check_bnf (US_SPEC_RFC1738, "rfc1738.txt", "5. BNF for specific URL schemes",
             "6. Security Considerations", "RFC 1738  ", 0, 67, corrections);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/grammar-text/rfc3986/appendix-a", test_rfc3986_appendix_a);
  g_test_add_func ("/grammar-text/rfc5234/core-rules", test_rfc5234_core_rules);
  g_test_add_func ("/grammar-text/rfc3987/rules", test_rfc3987_rules);
  g_test_add_func ("/grammar-text/rfc2396/appendix-a", test_rfc2396_appendix_a);
  g_test_add_func ("/grammar-text/rfc2396/excluded", test_rfc2396_excluded);
  g_test_add_func ("/grammar-text/rfc1808/bnf", test_rfc1808_bnf);
  g_test_add_func ("/grammar-text/rfc1738/bnf", test_rfc1738_bnf);

  return g_test_run ();
}
