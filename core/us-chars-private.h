/* us-chars-private.h — character classes shared by the parsers
 *
 * One table of 256 entries answers, for every byte, which terminal classes of
 * the grammars it belongs to; each component's allowed set is a mask over it,
 * so the hot loop of every parser is one load and one test per byte.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <string.h>

#include "us-quote.h"

G_BEGIN_DECLS

enum {
  US_CH_ALPHA      = 1 << 0,   /* A-Z a-z */
  US_CH_DIGIT      = 1 << 1,   /* 0-9 */
  US_CH_HEXALPHA   = 1 << 2,   /* A-F a-f */
  US_CH_UNRES_MARK = 1 << 3,   /* - . _ ~ */
  US_CH_SUB_DELIM  = 1 << 4,   /* ! $ & ' ( ) * + , ; = */
  US_CH_COLON      = 1 << 5,   /* : */
  US_CH_AT         = 1 << 6,   /* @ */
  US_CH_SLASH      = 1 << 7,   /* / */
  US_CH_QUESTION   = 1 << 8,   /* ? */
  US_CH_SCHEME_MARK = 1 << 9,  /* + - . */
  US_CH_EXCLUDED   = 1 << 10,  /* " < > \ ^ ` { | } : never allowed in RFC 3986 */
  US_CH_CONTROL    = 1 << 11,  /* %x00-1F %x7F */
  US_CH_WHITESPACE = 1 << 12,  /* SP HTAB LF VT FF CR */
  /* RFC 2396 splits RFC 3986's sub-delims three ways: */
  US_CH_MARK_2396  = 1 << 13,  /* ! * ' ( ) : the marks beside - _ . ~ */
  US_CH_SEMICOLON  = 1 << 14,  /* ; : the parameter delimiter */
  US_CH_PUNCT_2396 = 1 << 15,  /* & = + $ , : the rest of reserved in a pchar */
  US_CH_HYPHEN     = 1 << 16,  /* - : inside host labels (RFC 2396 §3.2.2) */
  /* RFC 1808 §2.2: */
  US_CH_UNRES_1808 = 1 << 17,  /* $ - _ . + ! * ' ( ) , : safe and extra */
  US_CH_AMP_EQ     = 1 << 18,  /* & = : the rest of pchar beside ":" "@" */
  /* RFC 1738 §5: */
  US_CH_AMP        = 1 << 19,  /* & : fieldname and fieldvalue have no "=" */
  US_CH_GROUP_MARK = 1 << 20,  /* - . + _ : in a newsgroup */
  US_CH_LOWER      = 1 << 21,  /* a-z : a scheme is in lower case */
  /* RFC 822 atoms, of URL characters (RFC 1630 mid and cid): */
  US_CH_ATOM_MARK  = 1 << 22,  /* $ - _ + ! * ' */
  US_CH_HASH       = 1 << 23,  /* # : the fragment's delimiter, for us_find_class() */
  US_CH_MARK_NO_DOT = 1 << 24, /* - _ ~ : US_CH_UNRES_MARK but ".", for the scan of labels */
};

/* RFC 3986 §2.3 */
#define US_SET_UNRESERVED   (US_CH_ALPHA | US_CH_DIGIT | US_CH_UNRES_MARK)
/* RFC 3986 §3.3: pchar without pct-encoded, which is matched on its own */
#define US_SET_PCHAR        (US_SET_UNRESERVED | US_CH_SUB_DELIM | US_CH_COLON | US_CH_AT)
/* RFC 3986 §3.3: segment-nz-nc */
#define US_SET_NZ_NC        (US_SET_UNRESERVED | US_CH_SUB_DELIM | US_CH_AT)
/* RFC 3986 §3.4, §3.5 */
#define US_SET_QUERY        (US_SET_PCHAR | US_CH_SLASH | US_CH_QUESTION)
/* RFC 3986 §3.2.1 */
#define US_SET_USERINFO     (US_SET_UNRESERVED | US_CH_SUB_DELIM | US_CH_COLON)
/* RFC 3986 §3.2.2 */
#define US_SET_REG_NAME     (US_SET_UNRESERVED | US_CH_SUB_DELIM)
/* RFC 3986 §3.2.2: the tail of IPvFuture */
#define US_SET_IPVFUTURE    (US_SET_UNRESERVED | US_CH_SUB_DELIM | US_CH_COLON)
/* RFC 3986 §3.1: all but the first character */
#define US_SET_SCHEME       (US_CH_ALPHA | US_CH_DIGIT | US_CH_SCHEME_MARK)
#define US_SET_HEXDIG       (US_CH_DIGIT | US_CH_HEXALPHA)

/* RFC 2396 §2.3: unreserved = alphanum | mark */
#define US_SET_UNRESERVED_2396  (US_CH_ALPHA | US_CH_DIGIT | US_CH_UNRES_MARK | US_CH_MARK_2396)
/* RFC 2396 §3.3: pchar without escaped */
#define US_SET_PCHAR_2396       (US_SET_UNRESERVED_2396 | US_CH_PUNCT_2396 | US_CH_COLON | US_CH_AT)
/* RFC 2396 §5: rel_segment */
#define US_SET_REL_SEGMENT_2396 (US_SET_UNRESERVED_2396 | US_CH_PUNCT_2396 | US_CH_SEMICOLON | US_CH_AT)
/* RFC 2396 §3.2.2: userinfo */
#define US_SET_USERINFO_2396    (US_SET_UNRESERVED_2396 | US_CH_PUNCT_2396 | US_CH_SEMICOLON | US_CH_COLON)
/* RFC 2396 §3.2.1: reg_name */
#define US_SET_REG_NAME_2396    (US_SET_USERINFO_2396 | US_CH_AT)
/* RFC 2396 §2: uric = reserved | unreserved | escaped; §3: uric_no_slash */
#define US_SET_URIC_2396        (US_SET_REG_NAME_2396 | US_CH_SLASH | US_CH_QUESTION)
#define US_SET_URIC_NO_SLASH_2396 (US_SET_REG_NAME_2396 | US_CH_QUESTION)
/* RFC 1808 §2.2: unreserved = alpha | digit | safe | extra, with uchar
 * = unreserved | escape; pchar = uchar | ":" | "@" | "&" | "=" */
#define US_SET_UNRESERVED_1808  (US_CH_ALPHA | US_CH_DIGIT | US_CH_UNRES_1808)
#define US_SET_PCHAR_1808       (US_SET_UNRESERVED_1808 | US_CH_COLON | US_CH_AT | US_CH_AMP_EQ)
/* reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" */
#define US_SET_RESERVED_1808    (US_CH_SEMICOLON | US_CH_SLASH | US_CH_QUESTION | US_CH_COLON | US_CH_AT | US_CH_AMP_EQ)
/* query, fragment and the tail of an absoluteURL: *( uchar | reserved ) */
#define US_SET_URIC_1808        (US_SET_UNRESERVED_1808 | US_SET_RESERVED_1808)
/* net_loc = *( pchar | ";" | "?" ) */
#define US_SET_NET_LOC_1808     (US_SET_PCHAR_1808 | US_CH_SEMICOLON | US_CH_QUESTION)
/* param = *( pchar | "/" ) */
#define US_SET_PARAM_1808       (US_SET_PCHAR_1808 | US_CH_SLASH)
/* The characters of the pieces (RFC 1738 §5), over the 1808 classes, which
 * are the same. */
#define US_SET_1738_UCHAR      US_SET_UNRESERVED_1808
#define US_SET_1738_XCHAR      US_SET_URIC_1808
/* user, password: uchar ";" "?" "&" "=" */
#define US_SET_1738_LOGIN      (US_SET_1738_UCHAR | US_CH_SEMICOLON | US_CH_QUESTION | US_CH_AMP_EQ)
/* hsegment, search: uchar ";" ":" "@" "&" "=" */
#define US_SET_1738_HSEGMENT   (US_SET_1738_UCHAR | US_CH_SEMICOLON | US_CH_COLON | US_CH_AT | US_CH_AMP_EQ)
/* fsegment, psegment: uchar "?" ":" "@" "&" "=" */
#define US_SET_1738_FSEGMENT   (US_SET_1738_UCHAR | US_CH_QUESTION | US_CH_COLON | US_CH_AT | US_CH_AMP_EQ)
/* fieldname, fieldvalue: uchar "?" ":" "@" "&" */
#define US_SET_1738_FIELD      (US_SET_1738_UCHAR | US_CH_QUESTION | US_CH_COLON | US_CH_AT | US_CH_AMP)
/* article: uchar ";" "/" "?" ":" "&" "=" */
#define US_SET_1738_ARTICLE    (US_SET_1738_UCHAR | US_CH_SEMICOLON | US_CH_SLASH | US_CH_QUESTION | US_CH_COLON | US_CH_AMP_EQ)
/* group: alpha digit "-" "." "+" "_" */
#define US_SET_1738_GROUP      (US_CH_ALPHA | US_CH_DIGIT | US_CH_GROUP_MARK)
/* scheme: lowalpha digit "+" "-" "." */
#define US_SET_1738_SCHEME     (US_CH_LOWER | US_CH_DIGIT | US_CH_SCHEME_MARK)

/* RFC 2396 §3.2.2: the characters of domainlabel and toplabel */
#define US_SET_LABEL_2396       (US_CH_ALPHA | US_CH_DIGIT | US_CH_HYPHEN)

extern const guint32 us_chars[256];

static inline gboolean
us_char_in (guchar c,
            guint  set)
{
  return (us_chars[c] & set) != 0;
}

/* Whether a browser's host parser refuses @c in a host name even
 * percent-encoded, for it percent-decodes the name first: an ASCII
 * "forbidden domain code point" (URL Standard §3.5), a C0 control, space,
 * "#", "%", "/", ":", "<", ">", "?", "@", "[", "\\", "]", "^", "|" or DEL. */
static inline gboolean
us_char_forbidden_in_domain (guchar c)
{
  return c < 0x20 || c == 0x7F || (c != '\0' && strchr (" #%/:<>?@[\\]^|", c) != NULL);
}

static inline int
us_hex_value (guchar c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* RFC 3987 §2.2: ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF /
 * %x10000-1FFFD / … / %xD0000-DFFFD / %xE1000-EFFFD: every plane's
 * characters but its last two code points, the surrogates, the private
 * use areas and the noncharacters U+FDD0–FDEF. */
static inline gboolean
us_is_ucschar (gunichar u)
{
  if (u < 0x10000)
    return (u >= 0xA0 && u <= 0xD7FF) || (u >= 0xF900 && u <= 0xFDCF) || (u >= 0xFDF0 && u <= 0xFFEF);
  if (u > 0xEFFFD || (u & 0xFFFF) > 0xFFFD)
    return FALSE;
  return u < 0xE0000 || u >= 0xE1000;
}

/* RFC 3987 §2.2: iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD */
static inline gboolean
us_is_iprivate (gunichar u)
{
  return (u >= 0xE000 && u <= 0xF8FF) || (u >= 0xF0000 && u <= 0xFFFFD) || (u >= 0x100000 && u <= 0x10FFFD);
}

/* The offset of the first @c in [from, to) of @s, or @to: the delimiter
 * search every splitter does (memchr, so NUL bytes are plain bytes). */
static inline gsize
us_find_byte (const char *s,
              gsize       from,
              gsize       to,
              char        c)
{
  const char *hit = from < to ? memchr (s + from, c, to - from) : NULL;

  return hit ? (gsize) (hit - s) : to;
}

/* The offset of the first byte in [from, to) of a class in @mask, or @to:
 * four bytes a turn while four are left. */
static inline gsize
us_find_class (const guchar *in,
               gsize         from,
               gsize         to,
               guint32       mask)
{
  gsize i = from;

  if (from >= to)
    return from;
  while (to - i >= 4)
    {
      if (us_chars[in[i]] & mask)
        return i;
      if (us_chars[in[i + 1]] & mask)
        return i + 1;
      if (us_chars[in[i + 2]] & mask)
        return i + 2;
      if (us_chars[in[i + 3]] & mask)
        return i + 3;
      i += 4;
    }
  while (i < to && !(us_chars[in[i]] & mask))
    i++;
  return i;
}

/* Appends "\xNN" for a byte that cannot be shown as it is (by hand: this
 * runs per character, and printf is slow). */
static inline void
us_string_append_hex_escape (GString *out,
                             guchar   c)
{
  static const char hex[] = "0123456789ABCDEF";

  g_string_append_c (out, '\\');
  g_string_append_c (out, 'x');
  g_string_append_c (out, hex[c >> 4]);
  g_string_append_c (out, hex[c & 0xf]);
}

/* The names us-quote.c gives controls in the display form of text
 * (us_quote(), us-quote.h). */
const char  *us_unichar_bidi_control_name (gunichar    u);
const char  *us_unichar_c1_control_name   (gunichar    u);

G_END_DECLS
