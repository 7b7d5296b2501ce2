/* us-scan.c — the byte scanner every parser shares
 *
 * See us-scan-private.h. Besides the scan of a component, here is what
 * every reference grammar begins with: white space around the reference, and
 * the scheme.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-scan-private.h"
#include "us-scheme-private.h"
#include "us-whatwg.h"

static const char hex_upper[] = "0123456789ABCDEF";

/* Appends the percent-encoded form of @n bytes at @at to @buf. */
void
us_string_append_pct (GString      *buf,
                      const guchar *at,
                      gsize         n)
{
  for (gsize i = 0; i < n; i++)
    {
      g_string_append_c (buf, '%');
      g_string_append_c (buf, hex_upper[at[i] >> 4]);
      g_string_append_c (buf, hex_upper[at[i] & 0xf]);
    }
}

static void
set_pct_fix (UsScanner    *p,
             UsDiagnostic *d,
             gsize         start,
             gsize         end)
{
  char buf[4 * 3 + 1];
  gsize n = 0;

  g_assert (end - start <= 4);
  for (gsize i = start; i < end; i++)
    {
      buf[n++] = '%';
      buf[n++] = hex_upper[p->in[i] >> 4];
      buf[n++] = hex_upper[p->in[i] & 0xf];
    }
  buf[n] = '\0';
  us_result_set_fix (p->r, d, start, end, buf, n);
}

/* The fix of the first non-ASCII character of a host name: the whole name in
 * its IDNA A-label form, as a browser's host parser writes it (UTS #46 with
 * the URL Standard's flags, us-whatwg-host.c), when it reads the name as a
 * domain at all. Not GLib's g_hostname_to_ascii(): it is IDNA 2003 and maps
 * what browsers refuse. */
static gboolean
set_idna_fix (UsScanner    *p,
              UsDiagnostic *d)
{
  const char *name = (const char *) p->in + p->host_start;
  gsize len = p->host_end - p->host_start;
  UsWhatwgHost host;
  gboolean ok = FALSE;

  /* Only a name the host parser sees whole: none of the characters that
   * end or split a host for a browser, nor a percent-encoding. */
  for (gsize i = 0; i < len; i++)
    if (name[i] == '\0' || strchr ("/\\?#@:[]%", name[i]) != NULL)
      return FALSE;
  /* The host parser alone, on the name (a special URL's host). */
  if (!us_whatwg_host_parse_string (name, len, TRUE, &host))
    return FALSE;
  if (host.kind == US_WHATWG_HOST_DOMAIN &&
      (strlen (host.name) != len || memcmp (host.name, name, len) != 0))
    {
      us_result_set_fix (p->r, d, p->host_start, p->host_end, host.name, strlen (host.name));
      ok = TRUE;
    }
  us_whatwg_host_clear (&host);
  return ok;
}

/* Whether @rule is the user information of its spec. */
static gboolean
is_userinfo_rule (UsRule rule)
{
  return rule == US_RULE_3986_USERINFO || rule == US_RULE_3987_IUSERINFO || rule == US_RULE_2396_USERINFO ||
         rule == US_RULE_1738_USER || rule == US_RULE_1738_PASSWORD;
}

/* Whether the reference's scheme (read before its authority) is one a
 * browser treats as special (URL Standard §4.1), where it reads "\" as "/". */
static gboolean
scheme_is_special (const UsScanner *p)
{
  gsize start, end;

  if (!us_result_get_component (p->r, US_COMPONENT_SCHEME, &start, &end))
    return FALSE;
  return us_scheme_is_special ((const char *) p->in + start, end - start);
}

/* Reports the byte (or UTF-8 character) at @i, which @scan does not admit,
 * and returns where scanning resumes. */
gsize
us_scan_bad_char (UsScanner    *p,
          const UsScan *scan,
          gsize       i,
          gsize       end)
{
  guchar c = p->in[i];
  gsize n = 1;
  UsDiagCode code;
  UsSeverity severity = US_SEVERITY_ERROR;
  gboolean pct_fix = scan->pct_ok;
  UsDiagnostic *d;

  if (c >= 0x80)
    {
      gsize want = (gsize) g_utf8_skip[c];

      p->r->non_ascii = TRUE;

      if (want > 1 && want <= 4 && end - i >= want &&
          g_utf8_validate_len ((const char *) p->in + i, want, NULL))
        {
          n = want;
          code = US_DIAG_NON_ASCII;
          if (p->iri && scan->ucs != US_UCS_NONE)
            {
              gunichar u = g_utf8_get_char ((const char *) p->in + i);

              /* What an IRI admits here is no error. */
              if (us_is_ucschar (u) || (scan->ucs == US_UCS_IPRIVATE && us_is_iprivate (u)))
                return i + n;
              code = us_is_iprivate (u) ? US_DIAG_IPRIVATE_OUTSIDE_QUERY : US_DIAG_NOT_UCSCHAR;
            }
          if (p->in_host && !p->iri)
            {
              code = US_DIAG_NON_ASCII_HOST;
              if (p->idn_reported)
                {
                  severity = US_SEVERITY_NOTE;
                  pct_fix = FALSE;
                }
            }
        }
      else
        code = US_DIAG_INVALID_UTF8;
    }
  else if (c == ' ')
    code = US_DIAG_SPACE;
  else if (us_char_in (c, US_CH_CONTROL))
    code = US_DIAG_CONTROL_CHAR;
  else if (us_char_in (c, US_CH_EXCLUDED))
    code = US_DIAG_EXCLUDED_CHAR;
  else if (c == '[' || c == ']')
    code = p->bracket_code;
  else if (c == '#')
    code = p->hash_code;
  else if (c == '@' && scan->rule == US_RULE_3986_USERINFO)
    code = US_DIAG_AT_IN_USERINFO;
  else if (c == '%')
    {
      code = US_DIAG_PCT_NOT_ALLOWED;
      pct_fix = FALSE;
    }
  else if (c == '~' && p->tilde_excluded)
    /* Only the older specs exclude it (RFC 1808 and RFC 1738 "national"),
     * and where escapes are allowed it is written %7E. */
    code = US_DIAG_EXCLUDED_CHAR;
  else
    {
      code = scan->other_code;
      /* A character of URLs in the wrong part of a scheme's syntax (RFC
       * 1738) is written escaped there; elsewhere, such a character is
       * usually meant as itself, in the wrong place. */
      pct_fix = pct_fix && code == US_DIAG_NOT_IN_SCHEME_SYNTAX;
    }

  if (code == US_DIAG_COLON_IN_FIRST_SEGMENT && p->colon_reported)
    severity = US_SEVERITY_NOTE;

  d = us_result_add_diagnostic (p->r, code, severity, scan->rule, scan->expected, i, i + n);

  if (code == US_DIAG_COLON_IN_FIRST_SEGMENT)
    {
      if (!p->colon_reported)
        us_result_set_fix (p->r, d, p->path_start, p->path_start, "./", 2);
      p->colon_reported = TRUE;
    }
  else if (code == US_DIAG_NON_ASCII_HOST && severity == US_SEVERITY_ERROR)
    {
      p->idn_reported = TRUE;
      if (!set_idna_fix (p, d))
        set_pct_fix (p, d, i, i + n);
    }
  else if (p->in_host && (c == '\t' || c == '\n' || c == '\r'))
    /* A browser removes every tab and newline before it reads a link
     * (URL Standard §4.4, basic URL parser): removed, the host is the one
     * it reads. */
    us_result_set_fix (p->r, d, i, i + 1, "", 0);
  else if (p->in_host && us_char_forbidden_in_domain (c))
    /* No fix-it: a host name cannot hold it (space, "<", "|" …), not
     * even percent-encoded, and whether the user meant the name without
     * it, or no host at all (text pasted around a link), is theirs to
     * say; the message says so (us-diagnostic.c). */
    ;
  else if (c == '\\' && is_userinfo_rule (scan->rule) && scheme_is_special (p))
    /* "http://example.com\@evil.com/": percent-encoded, the "\" would
     * make a valid link to evil.com, where a browser, which reads it as
     * "/", goes to example.com. The fix is the browser's reading; the
     * message says what each reading means (us-diagnostic.c). */
    us_result_set_fix (p->r, d, i, i + 1, "/", 1);
  else if (pct_fix)
    set_pct_fix (p, d, i, i + n);

  return i + n;
}

/* pct-encoded = "%" HEXDIG HEXDIG     (RFC 3986)
 * escaped     = "%" hex hex           (RFC 2396)
 *
 * Called at a '%' where pct-encoded is admitted; adds the node or reports
 * what is wrong, and returns where scanning resumes. A "%uXXXX" escape (and
 * a UTF-16 surrogate pair of them) gets its UTF-8 octets as the fix. */
gsize
us_scan_pct (UsScanner    *p,
          const UsScan *scan,
          guint       parent,
          gsize       i,
          gsize       end)
{
  int h1 = i + 1 < end ? us_hex_value (p->in[i + 1]) : -1;
  int h2 = i + 2 < end ? us_hex_value (p->in[i + 2]) : -1;
  UsDiagnostic *d;
  char fix[8];

  if (h1 >= 0 && h2 >= 0)
    {
      us_result_add_node (p->r, p->pct_rule, parent, i, i + 3);
      return i + 3;
    }

  if (i + 5 < end && (p->in[i + 1] == 'u' || p->in[i + 1] == 'U') &&
      us_hex_value (p->in[i + 2]) >= 0 && us_hex_value (p->in[i + 3]) >= 0 &&
      us_hex_value (p->in[i + 4]) >= 0 && us_hex_value (p->in[i + 5]) >= 0)
    {
      gunichar u = 0;
      gsize span = 6;
      char utf8[8];
      int ulen;
      g_autoptr(GString) enc = g_string_new (NULL);

      for (gsize k = 2; k < 6; k++)
        u = u * 16 + (gunichar) us_hex_value (p->in[i + k]);

      /* A high surrogate followed by a low one is one character. */
      if (u >= 0xD800 && u <= 0xDBFF && i + 11 < end && p->in[i + 6] == '%' &&
          (p->in[i + 7] == 'u' || p->in[i + 7] == 'U'))
        {
          gunichar lo = 0;
          gboolean ok = TRUE;

          for (gsize k = 8; k < 12; k++)
            {
              int h = us_hex_value (p->in[i + k]);

              ok = ok && h >= 0;
              lo = lo * 16 + (gunichar) MAX (h, 0);
            }
          if (ok && lo >= 0xDC00 && lo <= 0xDFFF)
            {
              u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
              span = 12;
            }
        }

      d = us_result_add_diagnostic (p->r, US_DIAG_PCT_UNICODE_ESCAPE, US_SEVERITY_ERROR,
                                    p->pct_rule, p->pct_expected, i, i + span);
      if (g_unichar_validate (u))
        {
          ulen = g_unichar_to_utf8 (u, utf8);
          us_string_append_pct (enc, (const guchar *) utf8, (gsize) ulen);
          us_result_set_fix (p->r, d, i, i + span, enc->str, enc->len);
        }
      return i + span;
    }

  /* A lone '%', or one followed by fewer than two hex digits. The fix reads
   * the '%' as a literal percent sign. */
  {
    gsize span = h1 >= 0 ? 2 : 1;
    UsDiagCode code = i + span >= end ? US_DIAG_PCT_TRUNCATED : US_DIAG_PCT_BAD_HEX;

    d = us_result_add_diagnostic (p->r, code, US_SEVERITY_ERROR, p->pct_rule,
                                  p->pct_expected, i, i + span);
    /* Not in a host name: a browser percent-decodes it, and "%" is a
     * forbidden domain code point there. */
    if (p->in_host)
      return i + span;
    memcpy (fix, "%25", 3);
    if (h1 >= 0)
      fix[3] = (char) p->in[i + 1];
    us_result_set_fix (p->r, d, i, i + span, fix, h1 >= 0 ? 4 : 3);
    return i + span;
  }
}

/* Starts the result of one parse and the scanner's state over it. */
UsResult *
us_scanner_init (UsScanner    *sc,
                 UsSpec        spec,
                 UsRule        start_rule,
                 const char   *text,
                 gsize         len,
                 UsParseFlags  flags)
{
  memset (sc, 0, sizeof *sc);
  sc->r = us_result_new (spec, start_rule, text, len, (flags & US_PARSE_NO_TREE) != 0);
  sc->in = (const guchar *) sc->r->input;
  sc->len = len;
  sc->bracket_code = US_DIAG_EXCLUDED_CHAR;
  sc->hash_code = US_DIAG_EXTRA_HASH;
  sc->unwrap = (flags & US_PARSE_UNWRAP) != 0;
  return sc->r;
}

/* The delimiters that wrap a reference in text (RFC 3986 Appendix C, RFC
 * 2396 Appendix E, RFC 1738 Appendix): double quotes, angle brackets with or
 * without "URL:", and what pasted text brings besides: single quotes (of
 * program code and shells) and the typographic quotes of word processors
 * and chats, English, German, Polish and French or Spanish. The first byte
 * of an opening delimiter is never a letter, so it is compared first. */
static const struct {
  const char *open;
  gsize open_len;
  const char *close;
  gsize close_len;
} wrappers[] = {
  { "<URL:", 5, ">", 1 },
  { "<", 1, ">", 1 },
  { "\"", 1, "\"", 1 },
  { "'", 1, "'", 1 },
  { "\u201C", 3, "\u201D", 3 },       /* “…” */
  { "\u201E", 3, "\u201C", 3 },       /* „…“ */
  { "\u201E", 3, "\u201D", 3 },       /* „…” */
  { "\u2018", 3, "\u2019", 3 },       /* ‘…’ */
  { "\u00AB", 2, "\u00BB", 2 },       /* «…» */
};

/* Whether the text [b, e) (white space trimmed) is wrapped in a pair of
 * delimiters with something inside; [*inner_b, *inner_e) is what they
 * enclose, without the white space next to them ("<URL: http://a/>"). */
gboolean
us_find_wrapping (const guchar *in,
                  gsize         b,
                  gsize         e,
                  gsize        *inner_b,
                  gsize        *inner_e)
{
  if (!us_may_be_wrapped (in, b, e))
    return FALSE;
  for (guint k = 0; k < G_N_ELEMENTS (wrappers); k++)
    {
      gsize open_len = wrappers[k].open_len, close_len = wrappers[k].close_len;
      gsize ib, ie;

      if (e - b <= open_len + close_len || in[b] != (guchar) wrappers[k].open[0] ||
          g_ascii_strncasecmp ((const char *) in + b, wrappers[k].open, open_len) != 0 ||
          memcmp (in + e - close_len, wrappers[k].close, close_len) != 0)
        continue;
      us_trim_whitespace (in + b + open_len, e - close_len - b - open_len, &ib, &ie);
      if (ib == ie)
        return FALSE;
      *inner_b = b + open_len + ib;
      *inner_e = b + open_len + ie;
      return TRUE;
    }
  return FALSE;
}

/* us_scanner_trim() (us-scan-private.h) when there is white space at an
 * end, or delimiters to unwrap: in the second parse of a wrapped reference
 * (us_parse_pasted()), the opening one is the error, with the cause, and
 * the closing one a note; each fix removes its own. */
void
us_scanner_trim_full (UsScanner *sc,
                      UsRule     rule,
                      gsize     *b,
                      gsize     *e)
{
  gsize start, end, inner_start, inner_end;

  us_trim_whitespace (sc->in, sc->len, &start, &end);
  if (start > 0)
    {
      UsDiagnostic *d = us_result_add_diagnostic (sc->r, US_DIAG_LEADING_WHITESPACE, US_SEVERITY_ERROR,
                                                  rule, NULL, 0, start);
      us_result_set_fix (sc->r, d, 0, start, "", 0);
    }
  if (end < sc->len)
    {
      UsDiagnostic *d = us_result_add_diagnostic (sc->r, US_DIAG_TRAILING_WHITESPACE, US_SEVERITY_ERROR,
                                                  rule, NULL, end, sc->len);
      us_result_set_fix (sc->r, d, end, sc->len, "", 0);
    }
  if (sc->unwrap && us_find_wrapping (sc->in, start, end, &inner_start, &inner_end))
    {
      UsDiagnostic *d = us_result_add_diagnostic (sc->r, US_DIAG_DELIMITERS, US_SEVERITY_ERROR,
                                                  rule, NULL, start, inner_start);

      us_result_set_fix (sc->r, d, start, inner_start, "", 0);
      d = us_result_add_diagnostic (sc->r, US_DIAG_CLOSING_DELIMITER, US_SEVERITY_NOTE,
                                    rule, NULL, inner_end, end);
      us_result_set_fix (sc->r, d, inner_end, end, "", 0);
      start = inner_start;
      end = inner_end;
    }
  *b = start;
  *e = end;
}

/* Whether [start, end) is a scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ),
 * or with @first_any, any run of those characters. */
gboolean
us_scanner_is_scheme (const UsScanner *sc,
                      gsize            start,
                      gsize            end,
                      gboolean         first_any)
{
  if (start == end || (!first_any && !us_char_in (sc->in[start], US_CH_ALPHA)))
    return FALSE;
  for (gsize i = start; i < end; i++)
    if (!us_char_in (sc->in[i], US_SET_SCHEME))
      return FALSE;
  return TRUE;
}

/* us_scan_scheme() (us-scan-private.h) at a scheme that does not start
 * with a letter: reports the first byte, and returns where the scan of the
 * rest resumes. */
gsize
us_scan_scheme_start (UsScanner    *sc,
                      const UsScan *scan,
                      gsize         start,
                      gsize         end)
{
  if (us_char_in (sc->in[start], US_SET_SCHEME))
    {
      us_result_add_diagnostic (sc->r, US_DIAG_SCHEME_BAD_START, US_SEVERITY_ERROR,
                                scan->rule, "ALPHA", start, start + 1);
      return start + 1;
    }
  return us_scan_bad_char (sc, scan, start, end);
}

/* A relative reference whose first segment is a run of scheme characters
 * before a ":" ("1a:b"): a note that it cannot be a scheme, which explains
 * the error the ":" then gets. [b, d) is the candidate, e the end. */
void
us_scan_not_a_scheme (UsScanner *sc,
                      UsRule     scheme_rule,
                      gsize      b,
                      gsize      d,
                      gsize      e)
{
  if (d < e && sc->in[d] == ':' && us_scanner_is_scheme (sc, b, d, TRUE))
    us_result_add_diagnostic (sc->r, US_DIAG_NOT_A_SCHEME, US_SEVERITY_NOTE,
                              scheme_rule, "ALPHA", b, d);
}

/* dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35 */
static gboolean
is_dec_octet (const guchar *s,
              gsize         n)
{
  if (n == 0 || n > 3)
    return FALSE;
  if (n > 1 && s[0] == '0')
    return FALSE;
  if (n == 3)
    return (s[0] - '0') * 100 + (s[1] - '0') * 10 + (s[2] - '0') <= 255;
  return TRUE;
}

/* Four runs of digits separated by "." in [start, end), each a dec-octet
 * (@dec_octets: RFC 3986's IPv4address) or any number of digits but none
 * (RFC 2396's IPv4address, RFC 1738's hostnumber). */
gboolean
us_scanner_is_dotted_quad (const UsScanner *sc,
                           gsize            start,
                           gsize            end,
                           gboolean         dec_octets)
{
  gsize i = start;

  /* Most hosts are names: their first byte says so. */
  if (start >= end || !us_char_in (sc->in[start], US_CH_DIGIT))
    return FALSE;
  for (int k = 0; k < 4; k++)
    {
      gsize dot = k < 3 ? us_scanner_find (sc, i, end, '.') : end;

      if ((k < 3 && dot == end) || dot == i)
        return FALSE;
      for (gsize j = i; j < dot; j++)
        if (!us_char_in (sc->in[j], US_CH_DIGIT))
          return FALSE;
      if (dec_octets && !is_dec_octet (sc->in + i, dot - i))
        return FALSE;
      i = dot + 1;
    }
  return TRUE;
}

/* The pieces of [start, end) between the @delim bytes (a single piece when
 * there is none; empty pieces too), each a node of @rule under @parent,
 * scanned with @scan: segments between "/", parameters between ";". */
void
us_scan_pieces (UsScanner    *sc,
                const UsScan *scan,
                UsRule        rule,
                guint         parent,
                gsize         start,
                gsize         end,
                char          delim)
{
  const guchar *in = sc->in;
  guint set = scan->set;
  gboolean delim_in_set = (us_chars[(guchar) delim] & set) != 0;
  gsize i = start;

  /* The labels of a host name: "." is in the set only as an unreserved
   * mark, which the set without "." then replaces. */
  if (delim == '.' && delim_in_set &&
      (us_chars['.'] & set) == US_CH_UNRES_MARK)
    {
      set = (set & ~(guint) US_CH_UNRES_MARK) | US_CH_MARK_NO_DOT;
      delim_in_set = FALSE;
    }

  /* One pass: the run of admitted bytes of a piece ends at its delimiter
   * (or at a byte to look at), so the common piece costs no search for
   * its end. A piece with anything else in it is cut first and scanned
   * as before, from where the run stopped. */
  for (;;)
    {
      gsize j = i;

      if (delim_in_set)
        while (j < end && in[j] != (guchar) delim && (us_chars[in[j]] & set))
          j++;
      else
        j = us_scan_run (in, j, end, set);
      if (j < end && in[j] != (guchar) delim)
        {
          gsize cut = us_scanner_find (sc, j, end, delim);
          guint node = us_result_add_node (sc->r, rule, parent, i, cut);

          us_scan_chars (sc, scan, node, j, cut);
          j = cut;
        }
      else
        us_result_add_node (sc->r, rule, parent, i, j);
      if (j >= end)
        break;
      i = j + 1;
    }
}
