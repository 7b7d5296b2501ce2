/* us-scan-private.h — the byte scanner every parser shares
 *
 * Each parser cuts a reference into components at its grammar's delimiters
 * and hands every component to the scanner with a UsScan: the bytes that
 * component admits and the rule to name when one is not admitted. The
 * scanner adds the percent-encoding nodes, and a diagnostic (with its fix)
 * for every byte no rule admits there, and goes on after each.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "us-chars-private.h"
#include "us-parse-private.h"

G_BEGIN_DECLS

/* The state of one parse, shared by the parser and the scanner. */
typedef struct {
  UsResult *r;
  const guchar *in;
  gsize len;

  /* The spec's rule for a percent-encoded octet (pct-encoded, escaped) and
   * what it allows, in that spec's notation. */
  UsRule pct_rule;
  const char *pct_expected;
  /* The code for "[" and "]" out of place: RFC 3986 allows them around an
   * IP literal; the older specs exclude them. */
  UsDiagCode bracket_code;
  /* The code for "#" in a component: a second "#" in a fragment, or (RFC
   * 1738, which has no fragments) a character excluded from URLs. */
  UsDiagCode hash_code;
  /* Whether "~" is excluded (RFC 1808 and RFC 1738: "national"). */
  gboolean tilde_excluded;
  /* An IRI (RFC 3987): the scans that allow it take UCS characters. */
  gboolean iri;

  /* For the fix of a colon in the first segment of a relative path. */
  gsize path_start;
  gboolean colon_reported;

  /* The host name being scanned, for its IDNA fix. */
  gboolean in_host;
  gsize host_start;
  gsize host_end;
  gboolean idn_reported;

  /* The second parse of a reference wrapped in delimiters (US_PARSE_UNWRAP):
   * us_scanner_trim() reports them and leaves them out. */
  gboolean unwrap;
} UsScanner;

/* A flag of the parsers beside UsParseFlags, for us_parse_pasted(): the
 * reference is what the delimiters around it enclose. */
#define US_PARSE_UNWRAP ((UsParseFlags) (1u << 16))

/* The UCS characters a component of an IRI admits (RFC 3987 §2.2). */
typedef enum {
  US_UCS_NONE,            /* none: the rule is RFC 3986's (scheme, port …) */
  US_UCS_UCSCHAR,         /* ucschar, through iunreserved */
  US_UCS_IPRIVATE,        /* ucschar and iprivate: iquery */
} UsUcs;

/* What a component admits, for the byte scanner and its diagnostics. */
typedef struct {
  UsRule rule;            /* the rule named in messages */
  guint set;              /* admitted bytes, '%' aside */
  gboolean pct_ok;        /* whether percent-encoding is admitted */
  UsDiagCode other_code;  /* for URI characters that are wrong here */
  const char *expected;
  UsUcs ucs;              /* what an IRI admits beyond the set */
} UsScan;

UsResult *us_scanner_init        (UsScanner    *sc,
                                  UsSpec        spec,
                                  UsRule        start_rule,
                                  const char   *text,
                                  gsize         len,
                                  UsParseFlags  flags);
void      us_scanner_trim_full   (UsScanner    *sc,
                                  UsRule        rule,
                                  gsize        *b,
                                  gsize        *e);
gboolean  us_scanner_is_scheme   (const UsScanner *sc,
                                  gsize         start,
                                  gsize         end,
                                  gboolean      first_any);

gboolean  us_find_wrapping       (const guchar *in,
                                  gsize         b,
                                  gsize         e,
                                  gsize        *inner_b,
                                  gsize        *inner_e);
void      us_string_append_pct   (GString      *buf,
                                  const guchar *at,
                                  gsize         n);

gboolean  us_scanner_is_dotted_quad (const UsScanner *sc,
                                     gsize            start,
                                     gsize            end,
                                     gboolean         dec_octets);

gsize     us_scan_pct            (UsScanner    *sc,
                                  const UsScan *scan,
                                  guint         parent,
                                  gsize         i,
                                  gsize         end);
void      us_scan_pieces         (UsScanner    *sc,
                                  const UsScan *scan,
                                  UsRule        rule,
                                  guint         parent,
                                  gsize         start,
                                  gsize         end,
                                  char          delim);
gsize     us_scan_bad_char       (UsScanner    *sc,
                                  const UsScan *scan,
                                  gsize         i,
                                  gsize         end);
gsize     us_scan_scheme_start   (UsScanner    *sc,
                                  const UsScan *scan,
                                  gsize         start,
                                  gsize         end);
void      us_scan_not_a_scheme   (UsScanner    *sc,
                                  UsRule        scheme_rule,
                                  gsize         b,
                                  gsize         d,
                                  gsize         e);

/* Pasted text (us-parse-paste.c): every parser is one of these, run by
 * us_parse_pasted(), which recognises the shapes of pasted text. */
typedef UsResult *(*UsParseOnce) (const char   *text,
                                  gsize         len,
                                  UsParseFlags  flags);

UsResult *us_parse_pasted        (UsParseOnce   parse,
                                  const char   *text,
                                  gsize         len,
                                  UsParseFlags  flags);
gboolean  us_is_windows_path     (const char   *text,
                                  gsize         b,
                                  gsize         e);
char     *us_windows_path_to_uri (const char   *text,
                                  gsize         b,
                                  gsize         e,
                                  UsSpec        spec,
                                  gsize        *out_len);
void      us_check_wrapped_lines (UsResult     *r,
                                  gsize         b,
                                  gsize         e);
void      us_check_missing_scheme (UsResult    *r,
                                   UsRule       rule,
                                   gsize        b,
                                   gsize        e);

/* A link wrapped over several lines (us-paste-wrap.c). */
gboolean  us_paste_wrapped_span  (const char   *text,
                                  gsize         b,
                                  gsize         e,
                                  gsize        *first_end,
                                  gsize        *last_start);
char     *us_paste_join_middle   (const char   *text,
                                  gsize         first_end,
                                  gsize         last_start,
                                  gsize        *out_len);

/* [*b, *e): @in without the white space around it. */
static inline void
us_trim_whitespace (const guchar *in,
                    gsize         len,
                    gsize        *b,
                    gsize        *e)
{
  gsize start = 0, end = len;

  while (start < end && us_char_in (in[start], US_CH_WHITESPACE))
    start++;
  while (end > start && us_char_in (in[end - 1], US_CH_WHITESPACE))
    end--;
  *b = start;
  *e = end;
}

/* Whether [b, e) begins with the first byte of a delimiter that
 * us_find_wrapping() knows. Nearly every reference begins with a letter,
 * "/", "." or "#": this test, inline, is all they cost. */
static inline gboolean
us_may_be_wrapped (const guchar *in,
                   gsize         b,
                   gsize         e)
{
  return b < e && (in[b] == '<' || in[b] == '"' || in[b] == '\'' || in[b] == 0xE2 || in[b] == 0xC2);
}

/* Surrounding white space is not part of any reference (RFC 3986 Appendix
 * C, RFC 2396 Appendix E): pasted links often carry a stray newline. It is
 * reported against @rule, with a fix that removes it, and [*b, *e) is what
 * is left to parse; so are the delimiters around a wrapped reference, in
 * its second parse (us_scanner_trim_full()). Inline, the common case: no
 * white space at either end, nothing to unwrap. */
static inline void
us_scanner_trim (UsScanner *sc,
                 UsRule     rule,
                 gsize     *b,
                 gsize     *e)
{
  if (G_LIKELY (!sc->unwrap && sc->len > 0 && !us_char_in (sc->in[0], US_CH_WHITESPACE) &&
                !us_char_in (sc->in[sc->len - 1], US_CH_WHITESPACE)))
    {
      *b = 0;
      *e = sc->len;
      return;
    }
  us_scanner_trim_full (sc, rule, b, e);
}

/* The end of the scheme candidate in [b, e): the first of ":/?#". Sets
 * @is_uri when a scheme and ":" start the reference, which the grammars of
 * RFC 3986 and RFC 2396 make unambiguous (no relative form has a ":" before
 * its first "/", "?" or "#"). A prefix that breaks the scheme rule but is
 * followed by "://" counts too: that is what the user meant, and the scheme
 * scan says what is wrong with it. */
static inline gsize
us_scanner_scheme_end (const UsScanner *sc,
                       gsize            b,
                       gsize            e,
                       gboolean        *is_uri)
{
  gsize d = us_find_class (sc->in, b, e, US_CH_COLON | US_CH_SLASH | US_CH_QUESTION | US_CH_HASH);

  *is_uri = FALSE;
  if (d < e && sc->in[d] == ':' && d > b)
    {
      gboolean slashes = d + 2 < e && sc->in[d + 1] == '/' && sc->in[d + 2] == '/';

      *is_uri = slashes || us_scanner_is_scheme (sc, b, d, FALSE);
    }
  return d;
}

/* The offset of the last @c in [from, to), or @to. */
static inline gsize
us_scanner_find_last (const UsScanner *sc,
                      gsize            from,
                      gsize            to,
                      char             c)
{
  for (gsize i = to; i > from; i--)
    if (sc->in[i - 1] == (guchar) c)
      return i - 1;
  return to;
}

static inline gsize
us_scanner_find (const UsScanner *sc,
                 gsize            from,
                 gsize            to,
                 char             c)
{
  return us_find_byte ((const char *) sc->in, from, to, c);
}

/* The end of the run of bytes in @set from @i, at most @end: four bytes a
 * turn while four are left (against a bound computed once), one load and
 * one test a byte. */
static inline gsize
us_scan_run (const guchar *in,
             gsize         i,
             gsize         end,
             guint         set)
{
  gsize last4 = end >= 3 ? end - 3 : 0;

  while (i < last4)
    {
      if (!(us_chars[in[i]] & set))
        return i;
      if (!(us_chars[in[i + 1]] & set))
        return i + 1;
      if (!(us_chars[in[i + 2]] & set))
        return i + 2;
      if (!(us_chars[in[i + 3]] & set))
        return i + 3;
      i += 4;
    }
  while (i < end && (us_chars[in[i]] & set))
    i++;
  return i;
}

/* Scans [start, end) against @scan, adding the percent-encoding nodes
 * under @parent and a diagnostic for every byte the rule does not admit.
 * Inline: it is every parser's hot loop, one load and one test a byte. */
static inline void
us_scan_chars (UsScanner    *sc,
               const UsScan *scan,
               guint         parent,
               gsize         start,
               gsize         end)
{
  const guchar *in = sc->in;
  guint set = scan->set;
  gsize i = start;

  while (i < end)
    {
      i = us_scan_run (in, i, end, set);
      if (i >= end)
        break;
      if (in[i] == '%' && scan->pct_ok)
        i = us_scan_pct (sc, scan, parent, i, end);
      else
        i = us_scan_bad_char (sc, scan, i, end);
    }
}

/* scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )      (RFC 3986)
 * scheme = alpha *( alpha | digit | "+" | "-" | "." )      (RFC 2396)
 *
 * Inline: every URI has one, nearly always a word of letters. */
static inline void
us_scan_scheme (UsScanner    *sc,
                const UsScan *scan,
                guint         parent,
                gsize         start,
                gsize         end)
{
  guint scheme = us_result_add_node (sc->r, scan->rule, parent, start, end);
  gsize i = start;

  us_result_set_component (sc->r, US_COMPONENT_SCHEME, start, end);
  if (G_UNLIKELY (!us_char_in (sc->in[start], US_CH_ALPHA)))
    i = us_scan_scheme_start (sc, scan, start, end);
  us_scan_chars (sc, scan, scheme, i, end);
}

G_END_DECLS
