/* abnf-spec.c — each spec's grammar for the ABNF matcher
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "abnf-spec.h"
#include "us-rule-private.h"

/* RFC 5234 Appendix B.1, typed in here rather than taken from the core. */
static const char core_rules[] =
  "ALPHA  = %x41-5A / %x61-7A\n"
  "DIGIT  = %x30-39\n"
  "HEXDIG = DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"\n";

/* The matcher works on bytes; RFC 3987's terminals are code points. An
 * IRI is matched as a projection: every UTF-8 character of ucschar becomes
 * the byte 0x80, of iprivate 0x81, any other non-ASCII character 0x82 and
 * every byte that is not UTF-8 0x83. The RFC's ranges are typed in here,
 * apart from the core's. */
static gboolean
in_ucschar (gunichar u)
{
  static const gunichar ranges[][2] = {
    { 0xA0, 0xD7FF }, { 0xF900, 0xFDCF }, { 0xFDF0, 0xFFEF },
    { 0x10000, 0x1FFFD }, { 0x20000, 0x2FFFD }, { 0x30000, 0x3FFFD },
    { 0x40000, 0x4FFFD }, { 0x50000, 0x5FFFD }, { 0x60000, 0x6FFFD },
    { 0x70000, 0x7FFFD }, { 0x80000, 0x8FFFD }, { 0x90000, 0x9FFFD },
    { 0xA0000, 0xAFFFD }, { 0xB0000, 0xBFFFD }, { 0xC0000, 0xCFFFD },
    { 0xD0000, 0xDFFFD }, { 0xE1000, 0xEFFFD },
  };

  for (guint i = 0; i < G_N_ELEMENTS (ranges); i++)
    if (u >= ranges[i][0] && u <= ranges[i][1])
      return TRUE;
  return FALSE;
}

static gboolean
in_iprivate (gunichar u)
{
  return (u >= 0xE000 && u <= 0xF8FF) || (u >= 0xF0000 && u <= 0xFFFFD) || (u >= 0x100000 && u <= 0x10FFFD);
}

/* RFC 3987's own rules, with ucschar and iprivate as the placeholder bytes:
 * the text up to "ucschar" is the core's; the two ranges are replaced. */
static char *
iri_rules_with_placeholders (void)
{
  const char *text = us_grammar_abnf (US_SPEC_RFC3987);
  const char *cut = strstr (text, "\nucschar");

  g_assert_nonnull (cut);
  return g_strdup_printf ("%.*s\nucschar = %%x%02X\niprivate = %%x%02X\n", (int) (cut - text), text,
                          ABNF_PLACEHOLDER_UCSCHAR, ABNF_PLACEHOLDER_IPRIVATE);
}

GString *
abnf_spec_project_iri (const char *text,
             gsize       len)
{
  GString *out = g_string_new (NULL);
  gsize i = 0;

  while (i < len)
    {
      guchar c = (guchar) text[i];
      gsize n = (gsize) g_utf8_skip[c];

      if (c < 0x80)
        {
          g_string_append_c (out, (char) c);
          i++;
        }
      else if (n <= len - i && g_utf8_validate_len (text + i, n, NULL))
        {
          gunichar u = g_utf8_get_char (text + i);

          g_string_append_c (out, (char) (in_ucschar (u) ? ABNF_PLACEHOLDER_UCSCHAR
                                          : in_iprivate (u) ? ABNF_PLACEHOLDER_IPRIVATE : 0x82));
          i += n;
        }
      else
        {
          g_string_append_c (out, (char) 0x83);
          i++;
        }
    }
  return out;
}

/* The grammar of @spec as the core holds it; RFC 3986 uses the core rules
 * of RFC 5234; RFC 2396 and RFC 1808 define their own alpha, digit and hex. */
AbnfGrammar *
abnf_spec_grammar (UsSpec spec)
{
  g_autoptr(GError) error = NULL;
  AbnfGrammar *grammar = abnf_grammar_new ();

  if (spec == US_SPEC_RFC3987)
    {
      /* The rules RFC 3987 shares come from RFC 3986; its UCS ranges are
       * classes of placeholder bytes (see abnf_spec_project_iri()). */
      g_autofree char *rules = iri_rules_with_placeholders ();

      g_assert_true (abnf_grammar_add (grammar, rules, &error));
      g_assert_no_error (error);
      g_assert_true (abnf_grammar_add (grammar, us_grammar_abnf (US_SPEC_RFC3986), &error));
    }
  else
    g_assert_true (abnf_grammar_add (grammar, us_grammar_abnf (spec), &error));
  g_assert_no_error (error);
  if (spec == US_SPEC_RFC3986 || spec == US_SPEC_RFC3987)
    g_assert_true (abnf_grammar_add (grammar, core_rules, &error));
  /* RFC 1630's "url:" prefix and schemes, which the RFC 1738 parser reads too. */
  if (us_grammar_abnf_supplement (spec) != NULL)
    g_assert_true (abnf_grammar_add (grammar, us_grammar_abnf_supplement (spec), &error));
  g_assert_no_error (error);
  g_assert_true (abnf_grammar_check (grammar, &error));
  g_assert_no_error (error);
  return grammar;
}

/* RFC 1738, read strictly: a URL whose scheme has a production of its own
 * (in RFC 1738, or for mid, cid and afs in RFC 1630) must match that
 * production (matching only otherurl is not enough); any other scheme is
 * read as genericurl. "url:" before something is RFC 1630's prefix. */
gboolean
abnf_spec_strict_1738 (AbnfGrammar *g,
             const char  *text,
             gsize        len)
{
  static const char *const schemes[] = {
    "http", "ftp", "news", "nntp", "telnet", "gopher", "wais", "mailto", "file", "prospero",
  };
  static const char *const schemes_1630[] = { "mid", "cid", "afs" };
  gsize d = 0;

  if (len > 4 && g_ascii_strncasecmp (text, "url:", 4) == 0)
    {
      text += 4;
      len -= 4;
    }
  while (d < len && (g_ascii_isalnum (text[d]) || text[d] == '+' || text[d] == '-' || text[d] == '.'))
    d++;
  for (guint i = 0; i < G_N_ELEMENTS (schemes); i++)
    if (d < len && text[d] == ':' && strlen (schemes[i]) == d && g_ascii_strncasecmp (text, schemes[i], d) == 0)
      {
        g_autofree char *rule = g_strconcat (schemes[i], "url", NULL);

        return abnf_match (g, rule, text, len);
      }
  for (guint i = 0; i < G_N_ELEMENTS (schemes_1630); i++)
    if (d < len && text[d] == ':' && strlen (schemes_1630[i]) == d && g_ascii_strncasecmp (text, schemes_1630[i], d) == 0)
      {
        g_autofree char *rule = g_strconcat (schemes_1630[i], "address", NULL);

        return abnf_match (g, rule, text, len);
      }
  return abnf_match (g, "genericurl", text, len);
}

/* Whether @text matches @rule of @spec's grammar @g, the way test-abnf.c
 * checks the parsers: an IRI through its projection, an RFC 1738 URL
 * strictly (@rule is then not used). */
gboolean
abnf_spec_match (AbnfGrammar *g,
                 UsSpec       spec,
                 const char  *rule,
                 const char  *text,
                 gsize        len)
{
  if (spec == US_SPEC_RFC1738)
    return abnf_spec_strict_1738 (g, text, len);
  if (spec == US_SPEC_RFC3987)
    {
      g_autoptr(GString) projected = abnf_spec_project_iri (text, len);

      return abnf_match (g, rule, projected->str, projected->len);
    }
  return abnf_match (g, rule, text, len);
}
