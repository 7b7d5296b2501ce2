/* us-parse-rfc3987.c — IRI references (RFC 3987 §2.2)
 *
 * The IRI grammar is RFC 3986's with one change: iunreserved adds the UCS
 * characters (ucschar), and iquery the private-use ones (iprivate). So an
 * IRI is read by the RFC 3986 parser with those characters admitted
 * (us_parse_rfc3986_grammar() with @iri), and the tree is then renamed to
 * RFC 3987's rules: "URI" becomes "IRI", the others take an "i" (ihost,
 * isegment …). The rules RFC 3987 shares with RFC 3986 (scheme, port,
 * IP-literal, pct-encoded …) keep their RFC 3986 names and sections, as the
 * RFC says.
 *
 * Bidi (§4.1, §4.2). The bidi formatting characters (LRM, RLM, LRE, RLE,
 * PDF, LRO, RLO) MUST NOT be in an IRI, though the grammar admits them: a
 * warning, with their removal as the fix. A component (iuserinfo, a label of ireg-name, a segment,
 * iquery, ifragment) SHOULD NOT mix right-to-left and left-to-right
 * characters, and one with right-to-left characters SHOULD begin and end
 * with one: both are warnings. GLib has no bidirectional class of a
 * character; the strong right-to-left characters are taken to be the
 * letters of the scripts written right to left (Hebrew, Arabic, Syriac,
 * Thaana, N'Ko and the others below), the strong left-to-right ones the
 * letters of every other script. Digits and punctuation are neither.
 *
 * Invisible characters (§6.1, §8). A format character or a default
 * ignorable one that ucschar admits (U+200B ZERO WIDTH SPACE, U+FEFF, the
 * bidi isolates, U+00AD SOFT HYPHEN …) shows as nothing, so an IRI holding
 * one looks like another that does not: a warning, with its
 * percent-encoding as the fix.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-scan-private.h"

/* What a renamed rule allows, in RFC 3987's words. */
static const char *
iri_expected (const char *expected)
{
  static const char *const pairs[][2] = {
    { "unreserved / pct-encoded / sub-delims / \":\" / \"@\"",
      "iunreserved / pct-encoded / sub-delims / \":\" / \"@\"" },
    { "unreserved / pct-encoded / sub-delims / \"@\"", "iunreserved / pct-encoded / sub-delims / \"@\"" },
    { "unreserved / pct-encoded / sub-delims / \":\"", "iunreserved / pct-encoded / sub-delims / \":\"" },
    { "unreserved / pct-encoded / sub-delims", "iunreserved / pct-encoded / sub-delims" },
  };

  for (guint i = 0; expected != NULL && i < G_N_ELEMENTS (pairs); i++)
    if (strcmp (expected, pairs[i][0]) == 0)
      return pairs[i][1];
  return expected;
}

/* Strong direction of a character, as the essay above says. */
typedef enum {
  DIR_NEUTRAL,
  DIR_LTR,
  DIR_RTL,
} Dir;

static Dir
direction (gunichar u)
{
  if (!g_unichar_isalpha (u))
    return DIR_NEUTRAL;
  switch (g_unichar_get_script (u))
    {
    case G_UNICODE_SCRIPT_ARABIC:
    case G_UNICODE_SCRIPT_HEBREW:
    case G_UNICODE_SCRIPT_SYRIAC:
    case G_UNICODE_SCRIPT_THAANA:
    case G_UNICODE_SCRIPT_NKO:
    case G_UNICODE_SCRIPT_SAMARITAN:
    case G_UNICODE_SCRIPT_MANDAIC:
    case G_UNICODE_SCRIPT_ADLAM:
    case G_UNICODE_SCRIPT_HANIFI_ROHINGYA:
    case G_UNICODE_SCRIPT_IMPERIAL_ARAMAIC:
    case G_UNICODE_SCRIPT_PHOENICIAN:
    case G_UNICODE_SCRIPT_KHAROSHTHI:
    case G_UNICODE_SCRIPT_OLD_SOUTH_ARABIAN:
    case G_UNICODE_SCRIPT_AVESTAN:
    case G_UNICODE_SCRIPT_INSCRIPTIONAL_PARTHIAN:
    case G_UNICODE_SCRIPT_INSCRIPTIONAL_PAHLAVI:
    case G_UNICODE_SCRIPT_OLD_TURKIC:
    case G_UNICODE_SCRIPT_LYDIAN:
    case G_UNICODE_SCRIPT_CYPRIOT:
      return DIR_RTL;
    case G_UNICODE_SCRIPT_COMMON:
    case G_UNICODE_SCRIPT_INHERITED:
      return DIR_NEUTRAL;
    default:
      return DIR_LTR;
    }
}

/* §4.2's two restrictions on the component [start, end). */
static void
check_bidi (UsResult *r,
            UsRule    rule,
            gsize     start,
            gsize     end)
{
  const char *s = r->input;
  gboolean rtl = FALSE, ltr = FALSE;
  Dir first = DIR_NEUTRAL, last = DIR_NEUTRAL;
  gsize i = start;

  while (i < end)
    {
      guchar c = (guchar) s[i];
      gsize n = (gsize) g_utf8_skip[c];
      Dir d = DIR_NEUTRAL;

      if (c < 0x80)
        d = g_ascii_isalpha (c) ? DIR_LTR : DIR_NEUTRAL;
      else if (n <= end - i && g_utf8_validate_len (s + i, n, NULL))
        {
          gunichar u = g_utf8_get_char (s + i);

          d = direction (u);
          /* §4.1: "IRIs MUST NOT contain bidirectional formatting
           * characters"; they belong around an IRI, for its display. */
          if (u == 0x200E || u == 0x200F || (u >= 0x202A && u <= 0x202E))
            {
              UsDiagnostic *diag = us_result_add_diagnostic (r, US_DIAG_BIDI_FORMAT_CHAR, US_SEVERITY_WARNING,
                                                             rule, NULL, i, i + n);

              us_result_set_fix (r, diag, i, i + n, "", 0);
            }
          /* A character the grammar admits (ucschar) but that shows as
           * nothing, as a format character or a default ignorable one
           * (U+200B, U+FEFF, U+2066 …): two IRIs that differ by it look
           * the same, which §6.1 and §8 ask to avoid. Percent-encoded, it
           * is seen. */
          else if (us_is_ucschar (u) && us_unichar_is_escaped (u))
            {
              UsDiagnostic *diag = us_result_add_diagnostic (r, US_DIAG_INVISIBLE_CHAR, US_SEVERITY_WARNING,
                                                             rule, NULL, i, i + n);
              char pct[4 * 3 + 1];   /* four bytes at most, and the NUL */

              for (gsize k = 0; k < n; k++)
                g_snprintf (pct + 3 * k, sizeof pct - 3 * k, "%%%02X", (guchar) s[i + k]);
              us_result_set_fix (r, diag, i, i + n, pct, 3 * n);
            }
        }
      else
        n = 1;
      if (i == start)
        first = d;
      last = d;
      rtl = rtl || d == DIR_RTL;
      ltr = ltr || d == DIR_LTR;
      i += n;
    }
  if (!rtl)
    return;
  if (ltr)
    us_result_add_diagnostic (r, US_DIAG_BIDI_MIXED, US_SEVERITY_WARNING, rule, NULL, start, end);
  else if (first != DIR_RTL || last != DIR_RTL)
    us_result_add_diagnostic (r, US_DIAG_BIDI_ENDS, US_SEVERITY_WARNING, rule, NULL, start, end);
}

/* The components of §4.2, from the result's components (so that a result
 * without a tree gets the same warnings): the user information, each label
 * of the host name, each path segment, the query, the fragment. */
static void
check_components (UsResult *r)
{
  static const struct {
    UsComponent component;
    char split;
    UsRule rule;
  } parts[] = {
    { US_COMPONENT_USERINFO, 0, US_RULE_3987_IUSERINFO },
    { US_COMPONENT_HOST, '.', US_RULE_3987_IREG_NAME },
    { US_COMPONENT_PATH, '/', US_RULE_3987_ISEGMENT },
    { US_COMPONENT_QUERY, 0, US_RULE_3987_IQUERY },
    { US_COMPONENT_FRAGMENT, 0, US_RULE_3987_IFRAGMENT },
  };

  for (guint k = 0; k < G_N_ELEMENTS (parts); k++)
    {
      gsize start, end, i;

      if (!us_result_get_component (r, parts[k].component, &start, &end))
        continue;
      if (parts[k].component == US_COMPONENT_HOST && start < end && r->input[start] == '[')
        continue;
      if (parts[k].split == 0)
        {
          check_bidi (r, parts[k].rule, start, end);
          continue;
        }
      i = start;
      while (i <= end)
        {
          gsize cut = us_find_byte (r->input, i, end, parts[k].split);

          check_bidi (r, parts[k].rule, i, cut);
          i = cut + 1;
        }
    }
}

/* IRI-reference = IRI / irelative-ref
 * IRI           = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
 * …as RFC 3986's grammar, with iunreserved and iprivate. */
UsResult *
us_parse_rfc3987 (const char   *text,
                  gsize         len,
                  UsParseFlags  flags)
{
  UsResult *r = us_parse_rfc3986_grammar (text, len, flags, TRUE);

  r->start_rule = us_rule_3986_to_3987 (r->start_rule);
  for (guint i = 0; i < r->n_nodes; i++)
    r->nodes[i].rule = us_rule_3986_to_3987 (r->nodes[i].rule);
  for (guint i = 0, from = 0, to = 0; i < r->n_diagnostics; i++)
    {
      UsDiagnostic *d = &r->diagnostics[i];

      d->rule = us_rule_3986_to_3987 (d->rule);
      /* the texts are numbered: each number mapped once a run */
      if (d->expected_id != from)
        {
          from = d->expected_id;
          to = us_result_expected_id (iri_expected (us_diagnostic_get_expected (d)));
        }
      d->expected_id = to;
    }
  /* Only a non-ASCII character can be right-to-left: an IRI whose
   * components are ASCII (most of them) needs no bidi check. The scanner
   * sees every such byte of a component. */
  if (r->non_ascii)
    {
      guint before = r->n_diagnostics;

      check_components (r);
      if (r->n_diagnostics > before)
        us_result_sort_diagnostics (r);
    }
  return r;
}
