/* us-whatwg-host.c — the URL Standard's host parser and host serializer
 *
 * The host parser with its domain parser (UTS #46 through ICU, whose
 * adapter is us-whatwg-idna.c), the
 * ends-in-a-number checker, the IPv4 and IPv6 parsers and the opaque-host
 * parser; and the host serializer.
 *
 * Errors: a host error spans the host's bytes, or the offending code points
 * when they can be pinned: always in the IPv6 parser (it reads the input
 * itself), in the IPv4 parser when the host is ASCII without a
 * percent-encoded byte (then the ASCII domain is the input lowercased, one
 * code point for one), and in the opaque-host parser.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-whatwg.h"

/* ---- helpers ---- */

static void
host_error (const UsWhatwgInput *in,
            UsWhatwgErrorType    type,
            gsize                from,
            gsize                to)
{
  from = MIN (from, in->n_cp);
  to = MIN (to, in->n_cp);
  if (to <= from)
    us_whatwg_input_error (in, type, in->cp_start[from], in->cp_start[from]);
  else
    us_whatwg_input_error (in, type, in->cp_start[from], in->cp_end[to - 1]);
}

static inline guint
hex_value (gunichar c)
{
  if (us_whatwg_is_ascii_digit (c))
    return c - '0';
  return (c | 0x20) - 'a' + 10;
}

/* forbidden host code point */
static gboolean
is_forbidden_host (gunichar c)
{
  switch (c)
    {
    case 0x00: case 0x09: case 0x0A: case 0x0D: case ' ': case '#': case '/': case ':':
    case '<': case '>': case '?': case '@': case '[': case '\\': case ']': case '^': case '|':
      return TRUE;
    default:
      return FALSE;
    }
}

/* forbidden domain code point */
static gboolean
is_forbidden_domain (gunichar c)
{
  return is_forbidden_host (c) || c <= 0x1F || c == '%' || c == 0x7F;
}

static gboolean
is_url_code_point (gunichar c)
{
  if (c < 0x80)
    return g_ascii_isalnum ((char) c) || (c != 0 && strchr ("!$&'()*+,-./:;=?@_~", (int) c) != NULL);
  if (c < 0xA0 || c > 0x10FFFD || (c >= 0xD800 && c <= 0xDFFF))
    return FALSE;
  if ((c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE)
    return FALSE;
  return TRUE;
}

void
us_whatwg_host_clear (UsWhatwgHost *host)
{
  g_clear_pointer (&host->name, g_free);
  memset (host, 0, sizeof *host);
  host->kind = US_WHATWG_HOST_NONE;
}

void
us_whatwg_host_copy (UsWhatwgHost       *dest,
                     const UsWhatwgHost *src)
{
  *dest = *src;
  dest->name = g_strdup (src->name);
}

/* ---- ICU's UTS #46: us-whatwg-idna.c ---- */

static gboolean
is_ascii (const char *s,
          gsize       len)
{
  for (gsize i = 0; i < len; i++)
    if ((guchar) s[i] >= 0x80)
      return FALSE;
  return TRUE;
}

static inline char
ascii_lower (char c)
{
  return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
}

/* The verdict of the strict run below on @len bytes of ASCII at @lower,
 * already lowercased, without ICU: 1 when it passes, 0 when it records an
 * error, -1 when a label begins with "xn--" (a Punycode label: ICU must
 * decode it; and one may be right-to-left, which puts every label under
 * the bidi rule). UTS #46 leaves an ASCII name as it is but for case, and
 * records for it (ICU with every error counted, STD3 rules aside): an
 * empty label, a label over 63 bytes, a name over 253 bytes, a label that
 * begins or ends with U+002D (-) or has "--" third and fourth; the checks
 * after the run refuse any other code point than a-z, 0-9, "-" and ".",
 * and an empty last label. Any of these is an error whatever an "xn--"
 * label holds. (Checked against the run through ICU on four million
 * random ASCII names; tests/test-whatwg-differential.c compares the
 * errors with whatwg-url's.) */
int
us_whatwg_ascii_domain_verdict (const char *lower,
                                gsize       len)
{
  gsize label = 0;
  gboolean ace = FALSE;

  if (len == 0 || len > 253)
    return 0;
  for (gsize i = 0; i <= len; i++)
    {
      const char *l;
      gsize n;

      if (i < len && lower[i] != '.')
        {
          char c = lower[i];

          if (!(c >= 'a' && c <= 'z') && !(c >= '0' && c <= '9') && c != '-')
            return 0;
          continue;
        }
      l = lower + label;
      n = i - label;
      if (n == 0 || n > 63 || l[0] == '-' || l[n - 1] == '-')
        return 0;
      if (n >= 4 && l[2] == '-' && l[3] == '-')
        {
          if (l[0] != 'x' || l[1] != 'n')
            return 0;
          ace = TRUE;
        }
      label = i + 1;
    }
  return ace ? -1 : 1;
}

/* Whether the strict run of @len bytes at @domain passes. */
static gboolean
strict_domain_to_ascii (const char *domain,
                        gsize       len)
{
  gsize strict_len = 0;
  /* UseSTD3ASCIIRules as UTS #46 has it since version 16.0 (and tr46,
   * whatwg-url's UTS #46, with it): only the ASCII code points of a
   * label must be lowercase letters, digits or U+002D; the characters
   * that earlier versions (and ICU 72) hold disallowed_STD3_valid,
   * such as U+2260, are valid, and those disallowed_STD3_mapped are
   * mapped (U+FF0F to U+002F, then refused as ASCII). So: ICU without
   * its STD3 rules but with every error counted, then the ASCII code
   * points checked here. They are all in the result as they were in
   * the label: ToASCII keeps an ASCII label, and Punycode copies a
   * label's ASCII code points (basic code points) as they are. */
  char *strict = us_whatwg_idna_process (FALSE, FALSE, domain, len, TRUE, &strict_len);

  /* whatwg-url (tr46): VerifyDnsLength also refuses an empty last
   * label (a trailing U+002E) and counts it in the total, where ICU
   * lets the root label be. */
  if (strict != NULL &&
      (strict_len == 0 || strict_len > 253 || strict[0] == '.' ||
       strict[strict_len - 1] == '.' || strstr (strict, "..") != NULL))
    g_clear_pointer (&strict, g_free);
  for (gsize i = 0; strict != NULL && i < strict_len; i++)
    {
      guchar c = (guchar) strict[i];

      if (c != '.' && c != '-' && !(c >= 'a' && c <= 'z') && !us_whatwg_is_ascii_digit (c))
        g_clear_pointer (&strict, g_free);
    }
  if (strict == NULL)
    return FALSE;
  g_free (strict);
  return TRUE;
}

/* domain parser, with beStrict false, on an ASCII domain (no
 * percent-encoded byte either) that the caller has lowercased into
 * @result (for web compatibility an ASCII domain is lowercased, whatever
 * Unicode ToASCII says of it), without ICU unless the strict run needs it
 * (UTS #46 begins by lowercasing too). Returns @result, which it takes, or
 * NULL for failure. */
static char *
ascii_domain_parser (const UsWhatwgInput *in,
                     gsize                start,
                     gsize                end,
                     char                *result,
                     gsize                len)
{
  if (in->errors != NULL)
    {
      int verdict = us_whatwg_ascii_domain_verdict (result, len);

      if (verdict == 0 || (verdict < 0 && !strict_domain_to_ascii (result, len)))
        host_error (in, US_WHATWG_ERROR_DOMAIN_TO_ASCII, start, end);
      if (verdict != 0)
        /* only a-z, 0-9, "-" and ".": no forbidden domain code point */
        return result;
    }

  /* A forbidden domain code point fails, as below. */
  for (gsize i = 0; i < len; i++)
    if (is_forbidden_domain ((guchar) result[i]))
      {
        g_free (result);
        return NULL;
      }
  return result;
}

/* domain parser, with beStrict false. Returns NULL for failure. */
static char *
domain_parser (const UsWhatwgInput *in,
               gsize                start,
               gsize                end,
               const char          *domain,
               gsize                len)
{
  char *result;
  gsize result_len = 0;

  /* The strict run only decides the domain-to-ASCII validation error.
   * (whatwg-url skips it when nobody collects errors.) */
  if (in->errors != NULL && !strict_domain_to_ascii (domain, len))
    host_error (in, US_WHATWG_ERROR_DOMAIN_TO_ASCII, start, end);

  if (is_ascii (domain, len))
    {
      /* For web compatibility an ASCII domain is lowercased, whatever
       * Unicode ToASCII says of it. (NUL bytes are kept: they fail
       * below.) */
      result = g_malloc (len + 1);
      for (gsize i = 0; i < len; i++)
        result[i] = g_ascii_tolower (domain[i]);
      result[len] = '\0';
      result_len = len;
    }
  else
    {
      result = us_whatwg_idna_process (FALSE, FALSE, domain, len, FALSE, &result_len);
      if (result == NULL)
        return NULL;
    }

  if (result_len == 0)
    {
      g_free (result);
      return NULL;
    }
  /* The standard (July 2026) and whatwg-url fail here without an error of
   * their own: a forbidden domain code point in the result is one the
   * strict run has reported as domain-to-ASCII (earlier versions of the
   * standard reported domain-invalid-code-point here). */
  for (gsize i = 0; i < result_len; i++)
    if (is_forbidden_domain ((guchar) result[i]))
      {
        g_free (result);
        return NULL;
      }
  return result;
}

/* ---- IPv4 ---- */

#define IPV4_BIG (G_GUINT64_CONSTANT (1) << 40)

/* IPv4 number parser on @len bytes at @s: FALSE for failure; *@non_decimal
 * when the validation error flag is set. */
static gboolean
parse_ipv4_number (const char *s,
                   gsize       len,
                   guint64    *value,
                   gboolean   *non_decimal)
{
  guint radix = 10;
  guint64 v = 0;

  *non_decimal = FALSE;
  *value = 0;
  if (len == 0)
    return FALSE;
  if (len >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
    {
      *non_decimal = TRUE;
      s += 2;
      len -= 2;
      radix = 16;
    }
  else if (len >= 2 && s[0] == '0')
    {
      *non_decimal = TRUE;
      s += 1;
      len -= 1;
      radix = 8;
    }
  if (len == 0)
    return TRUE;
  for (gsize i = 0; i < len; i++)
    {
      guchar c = (guchar) s[i];
      guint d;

      if (radix == 16 && us_whatwg_is_ascii_hex (c))
        d = hex_value (c);
      else if (radix == 10 && us_whatwg_is_ascii_digit (c))
        d = c - '0';
      else if (radix == 8 && c >= '0' && c <= '7')
        d = c - '0';
      else
        return FALSE;
      if (v < IPV4_BIG)
        v = v * radix + d;
    }
  *value = MIN (v, IPV4_BIG);
  return TRUE;
}

/* ends in a number checker */
gboolean
us_whatwg_ends_in_a_number (const char *s,
                            gsize       len)
{
  const char *last;
  gsize last_len;
  guint64 v;
  gboolean nd;
  gboolean digits = TRUE;

  if (len > 0 && s[len - 1] == '.')
    {
      if (len == 1)
        /* whatwg-url: parts [""] → false */
        return FALSE;
      len--;
    }
  last = s + len;
  while (last > s && last[-1] != '.')
    last--;
  last_len = (gsize) (s + len - last);
  if (last_len == 0)
    return FALSE;
  for (gsize i = 0; i < last_len; i++)
    if (!us_whatwg_is_ascii_digit ((guchar) last[i]))
      digits = FALSE;
  if (digits)
    return TRUE;
  return parse_ipv4_number (last, last_len, &v, &nd);
}

/* IPv4 parser on the ASCII string @s; @map tells whether byte k of @s is
 * code point @start + k of the input. */
static gboolean
parse_ipv4 (const UsWhatwgInput *in,
            gsize                start,
            gsize                end,
            gboolean             map,
            const char          *s,
            guint32             *out)
{
  gsize len = strlen (s);
  GArray *parts = g_array_new (FALSE, FALSE, sizeof (gsize));  /* start, end pairs */
  guint64 numbers[4];
  gsize n_parts;
  gsize from = 0;
  guint64 ipv4;
  gboolean ok = FALSE;
  gboolean any_big = FALSE;
  gsize big_part = 0;

#define SPAN(a, b) (map ? start + (a) : start), (map ? start + (b) : end)

  for (gsize i = 0; i <= len; i++)
    if (i == len || s[i] == '.')
      {
        g_array_append_val (parts, from);
        g_array_append_val (parts, i);
        from = i + 1;
      }
  n_parts = parts->len / 2;

  if (g_array_index (parts, gsize, 2 * n_parts - 1) == g_array_index (parts, gsize, 2 * n_parts - 2))
    {
      /* the trailing U+002E (.) */
      host_error (in, US_WHATWG_ERROR_IPV4_EMPTY_PART, SPAN (len - 1, len));
      if (n_parts > 1)
        n_parts--;
    }
  /* whatwg-url reports too many parts before too few; the two exclude
   * each other, so the order is moot. */
  if (n_parts > 4)
    {
      host_error (in, US_WHATWG_ERROR_IPV4_TOO_MANY_PARTS, SPAN (0, len));
      goto out;
    }
  if (n_parts < 4)
    host_error (in, US_WHATWG_ERROR_IPV4_TOO_FEW_PARTS, SPAN (0, len));

  for (gsize k = 0; k < n_parts; k++)
    {
      gsize a = g_array_index (parts, gsize, 2 * k);
      gsize b = g_array_index (parts, gsize, 2 * k + 1);
      gboolean nd;

      if (!parse_ipv4_number (s + a, b - a, &numbers[k], &nd))
        {
          host_error (in, US_WHATWG_ERROR_IPV4_NON_NUMERIC_PART, SPAN (a, b));
          goto out;
        }
      if (nd)
        host_error (in, US_WHATWG_ERROR_IPV4_NON_DECIMAL_PART, SPAN (a, b));
      if (numbers[k] > 255 && !any_big)
        {
          any_big = TRUE;
          big_part = k;
        }
    }

  if (any_big)
    {
      gsize a = g_array_index (parts, gsize, 2 * big_part);
      gsize b = g_array_index (parts, gsize, 2 * big_part + 1);

      host_error (in, US_WHATWG_ERROR_IPV4_OUT_OF_RANGE_PART, SPAN (a, b));
    }
  for (gsize k = 0; k + 1 < n_parts; k++)
    if (numbers[k] > 255)
      goto out;
  if (numbers[n_parts - 1] >= (G_GUINT64_CONSTANT (1) << (8 * (5 - n_parts))))
    goto out;

  ipv4 = numbers[n_parts - 1];
  for (gsize k = 0; k + 1 < n_parts; k++)
    ipv4 += numbers[k] << (8 * (3 - k));
  *out = (guint32) ipv4;
  ok = TRUE;

#undef SPAN
out:
  g_array_unref (parts);
  return ok;
}

/* ---- IPv6 ---- */

/* IPv6 parser on the code points [@start, @end) of the input */
static gboolean
parse_ipv6 (const UsWhatwgInput *in,
            gsize                start,
            gsize                end,
            gsize                host_start,
            gsize                host_end,
            guint16             *address)
{
  const gunichar *input = in->cp + start;
  gsize len = end - start;
  gsize piece_index = 0;
  gssize compress = -1;
  gsize pointer = 0;

#define C(i) ((i) < len ? input[i] : 0xFFFFFFFFu)
#define ERR(type, i) \
  ((i) < len ? host_error (in, (type), start + (i), start + (i) + 1) \
             : host_error (in, (type), host_start, host_end))

  memset (address, 0, 8 * sizeof (guint16));

  if (C (pointer) == ':')
    {
      if (C (pointer + 1) != ':')
        {
          ERR (US_WHATWG_ERROR_IPV6_INVALID_COMPRESSION, pointer);
          return FALSE;
        }
      pointer += 2;
      piece_index++;
      compress = (gssize) piece_index;
    }

  while (pointer < len)
    {
      guint value = 0;
      gsize length = 0;
      gsize piece_start;

      if (piece_index == 8)
        {
          ERR (US_WHATWG_ERROR_IPV6_TOO_MANY_PIECES, pointer);
          return FALSE;
        }
      if (C (pointer) == ':')
        {
          if (compress >= 0)
            {
              ERR (US_WHATWG_ERROR_IPV6_MULTIPLE_COMPRESSION, pointer);
              return FALSE;
            }
          pointer++;
          piece_index++;
          compress = (gssize) piece_index;
          continue;
        }

      piece_start = pointer;
      while (length < 4 && us_whatwg_is_ascii_hex (C (pointer)))
        {
          value = value * 0x10 + hex_value (C (pointer));
          pointer++;
          length++;
        }

      if (C (pointer) == '.')
        {
          guint numbers_seen = 0;

          if (length == 0)
            {
              ERR (US_WHATWG_ERROR_IPV4_IN_IPV6_INVALID_CODE_POINT, pointer);
              return FALSE;
            }
          pointer -= length;
          if (piece_index > 6)
            {
              host_error (in, US_WHATWG_ERROR_IPV4_IN_IPV6_TOO_MANY_PIECES, start + pointer, end);
              return FALSE;
            }

          while (pointer < len)
            {
              gint ipv4_piece = -1;
              gsize v4_start;

              if (numbers_seen > 0)
                {
                  if (C (pointer) == '.' && numbers_seen < 4)
                    pointer++;
                  else
                    {
                      ERR (US_WHATWG_ERROR_IPV4_IN_IPV6_INVALID_CODE_POINT, pointer);
                      return FALSE;
                    }
                }
              if (!us_whatwg_is_ascii_digit (C (pointer)))
                {
                  ERR (US_WHATWG_ERROR_IPV4_IN_IPV6_INVALID_CODE_POINT, pointer);
                  return FALSE;
                }
              v4_start = pointer;
              while (us_whatwg_is_ascii_digit (C (pointer)))
                {
                  gint number = (gint) (C (pointer) - '0');

                  if (ipv4_piece < 0)
                    ipv4_piece = number;
                  else if (ipv4_piece == 0)
                    {
                      ERR (US_WHATWG_ERROR_IPV4_IN_IPV6_INVALID_CODE_POINT, pointer);
                      return FALSE;
                    }
                  else
                    ipv4_piece = ipv4_piece * 10 + number;
                  if (ipv4_piece > 255)
                    {
                      /* spans the part's digits so far */
                      host_error (in, US_WHATWG_ERROR_IPV4_IN_IPV6_OUT_OF_RANGE_PART,
                                  start + v4_start, start + pointer + 1);
                      return FALSE;
                    }
                  pointer++;
                }
              address[piece_index] = (guint16) (address[piece_index] * 0x100 + ipv4_piece);
              numbers_seen++;
              if (numbers_seen == 2 || numbers_seen == 4)
                piece_index++;
            }
          if (numbers_seen != 4)
            {
              ERR (US_WHATWG_ERROR_IPV4_IN_IPV6_TOO_FEW_PARTS, pointer);
              return FALSE;
            }
          break;
        }
      else if (C (pointer) == ':')
        {
          pointer++;
          if (pointer >= len)
            {
              ERR (US_WHATWG_ERROR_IPV6_INVALID_CODE_POINT, pointer);
              return FALSE;
            }
        }
      else if (pointer < len)
        {
          ERR (US_WHATWG_ERROR_IPV6_INVALID_CODE_POINT, pointer);
          return FALSE;
        }

      if (length > 1 && value < (1u << (4 * (length - 1))))
        host_error (in, US_WHATWG_ERROR_IPV6_PIECE_LEADING_ZERO,
                    start + piece_start, start + piece_start + length);

      address[piece_index] = (guint16) value;
      piece_index++;
    }

  if (compress >= 0)
    {
      gsize swaps = piece_index - (gsize) compress;

      piece_index = 7;
      while (piece_index != 0 && swaps > 0)
        {
          guint16 tmp = address[compress + swaps - 1];

          address[compress + swaps - 1] = address[piece_index];
          address[piece_index] = tmp;
          piece_index--;
          swaps--;
        }
    }
  else if (piece_index != 8)
    {
      host_error (in, US_WHATWG_ERROR_IPV6_TOO_FEW_PIECES, host_start, host_end);
      return FALSE;
    }
#undef C
#undef ERR
  return TRUE;
}

/* ---- opaque host ---- */

/* opaque-host parser */
static gboolean
parse_opaque_host (const UsWhatwgInput *in,
                   gsize                start,
                   gsize                end,
                   UsWhatwgHost        *host)
{
  GString *out;

  for (gsize i = start; i < end; i++)
    if (is_forbidden_host (in->cp[i]))
      {
        host_error (in, US_WHATWG_ERROR_HOST_INVALID_CODE_POINT, i, i + 1);
        return FALSE;
      }

  /* whatwg-url's validateURLUnits(): at most one error for a code point
   * that is not a URL unit, then at most one for a U+0025 (%) not
   * followed by two ASCII hex digits, each at the first such. */
  for (gsize i = start; i < end; i++)
    if (!is_url_code_point (in->cp[i]) && in->cp[i] != '%')
      {
        host_error (in, US_WHATWG_ERROR_INVALID_URL_UNIT, i, i + 1);
        break;
      }
  for (gsize i = start; i < end; i++)
    if (in->cp[i] == '%' && (i + 2 >= end || !us_whatwg_is_ascii_hex (in->cp[i + 1]) || !us_whatwg_is_ascii_hex (in->cp[i + 2])))
      {
        host_error (in, US_WHATWG_ERROR_INVALID_URL_UNIT, i, i + 1);
        break;
      }

  out = g_string_new (NULL);
  for (gsize i = start; i < end; i++)
    us_whatwg_append_encoded (out, in->cp[i], US_WHATWG_SET_C0);
  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      host->kind = US_WHATWG_HOST_EMPTY;
      host->name = NULL;
    }
  else
    {
      host->kind = US_WHATWG_HOST_OPAQUE;
      host->name = g_string_free (out, FALSE);
    }
  return TRUE;
}

/* ---- a host given as a string ---- */

/**
 * us_whatwg_host_parse_string:
 * @text: a host, as the URL parser's authority state would hand it to the
 *   host parser (no port, no userinfo; an IPv6 address in brackets)
 * @len: its length in bytes
 * @special: whether the URL's scheme is special (else the host is opaque)
 * @host: (out): the host, when the parser returns one (us_whatwg_host_clear()
 *   it)
 *
 * The URL Standard's host parser (§3.5) on a string, as ada's
 * ada::idna::to_ascii or the standard's own "host parser" takes one: no
 * URL is built around the host to find out what a browser makes of it.
 *
 * Returns: FALSE for failure
 */
gboolean
us_whatwg_host_parse_string (const char   *text,
                             gsize         len,
                             gboolean      special,
                             UsWhatwgHost *host)
{
  g_autofree gunichar *cps = NULL;
  g_autofree gsize *starts = NULL;
  UsWhatwgInput in = { 0 };
  gsize n;

  g_return_val_if_fail (text != NULL || len == 0, FALSE);
  g_return_val_if_fail (host != NULL, FALSE);

  n = us_whatwg_utf8_decode ((const guchar *) (text != NULL ? text : ""), len, &cps, &starts);
  in.cp = cps;
  in.cp_start = starts;
  in.cp_end = starts + 1;
  in.n_cp = n;
  in.errors = NULL;
  return us_whatwg_host_parse (&in, 0, n, !special, host);
}

/* The serialized host a browser makes of @text (us_whatwg_host_parse_string()),
 * or NULL for failure. */
char *
us_whatwg_host_to_string (const char *text,
                          gsize       len,
                          gboolean    special)
{
  UsWhatwgHost host;
  char *out;

  if (!us_whatwg_host_parse_string (text, len, special, &host))
    return NULL;
  out = us_whatwg_host_serialize (&host);
  us_whatwg_host_clear (&host);
  return out;
}

/* ---- host parser ---- */

gboolean
us_whatwg_host_parse (const UsWhatwgInput *in,
                      gsize                start,
                      gsize                end,
                      gboolean             is_opaque,
                      UsWhatwgHost        *host)
{
  GString *bytes;
  gsize pct_at = G_MAXSIZE;
  gboolean has_non_ascii = FALSE;
  g_autofree gunichar *dec = NULL;
  gsize n_dec;
  g_autofree char *domain = NULL;
  glong domain_len = 0;
  char *ascii;
  gboolean ok;

  memset (host, 0, sizeof *host);

  if (start < end && in->cp[start] == '[')
    {
      if (in->cp[end - 1] != ']' || end - start < 2)
        {
          host_error (in, US_WHATWG_ERROR_IPV6_UNCLOSED, start, end);
          return FALSE;
        }
      if (!parse_ipv6 (in, start + 1, end - 1, start, end, host->ipv6))
        return FALSE;
      host->kind = US_WHATWG_HOST_IPV6;
      return TRUE;
    }

  if (is_opaque)
    return parse_opaque_host (in, start, end, host);

  g_assert (start < end);

  /* An ASCII host without a U+0025 (%), most of them: the domain is the
   * input, and neither the percent-decoding nor UTF-8 has work to do. */
  {
    gsize len = end - start;
    char *lower = g_malloc (len + 1);
    gsize i;

    for (i = start; i < end; i++)
      {
        gunichar c = in->cp[i];

        if (c >= 0x80 || c == '%')
          break;
        lower[i - start] = ascii_lower ((char) c);
      }
    if (i == end)
      {
        lower[len] = '\0';
        ascii = ascii_domain_parser (in, start, end, lower, len);
        if (ascii == NULL)
          return FALSE;
        if (us_whatwg_ends_in_a_number (ascii, strlen (ascii)))
          {
            ok = parse_ipv4 (in, start, end, TRUE, ascii, &host->ipv4);
            g_free (ascii);
            if (!ok)
              return FALSE;
            host->kind = US_WHATWG_HOST_IPV4;
            return TRUE;
          }
        host->kind = US_WHATWG_HOST_DOMAIN;
        host->name = ascii;
        return TRUE;
      }
    g_free (lower);
  }

  /* domain-percent-encoded: spans the first percent-encoded byte */
  for (gsize i = start; i + 2 < end; i++)
    if (in->cp[i] == '%' && us_whatwg_is_ascii_hex (in->cp[i + 1]) && us_whatwg_is_ascii_hex (in->cp[i + 2]))
      {
        pct_at = i;
        host_error (in, US_WHATWG_ERROR_DOMAIN_PERCENT_ENCODED, i, i + 3);
        break;
      }

  /* UTF-8 decode without BOM of the percent-decoding of the input */
  bytes = g_string_sized_new (end - start);
  for (gsize i = start; i < end; i++)
    {
      gunichar c = in->cp[i];

      if (c >= 0x80)
        has_non_ascii = TRUE;
      if (c == '%' && i + 2 < end && us_whatwg_is_ascii_hex (in->cp[i + 1]) && us_whatwg_is_ascii_hex (in->cp[i + 2]))
        {
          g_string_append_c (bytes, (char) (hex_value (in->cp[i + 1]) * 16 + hex_value (in->cp[i + 2])));
          i += 2;
        }
      else
        g_string_append_unichar (bytes, c);
    }
  n_dec = us_whatwg_utf8_decode ((const guchar *) bytes->str, bytes->len, &dec, NULL);
  g_string_free (bytes, TRUE);
  {
    GString *d = g_string_sized_new (n_dec);

    for (gsize i = 0; i < n_dec; i++)
      g_string_append_unichar (d, dec[i]);
    domain_len = (glong) d->len;
    domain = g_string_free (d, FALSE);
  }

  ascii = domain_parser (in, start, end, domain, (gsize) domain_len);
  if (ascii == NULL)
    return FALSE;

  if (us_whatwg_ends_in_a_number (ascii, strlen (ascii)))
    {
      /* Whether the ASCII domain is the input, one code point for one. */
      gboolean map = pct_at == G_MAXSIZE && !has_non_ascii && strlen (ascii) == end - start;

      if (!is_ascii (domain, (gsize) domain_len))
        /* whatwg-url 17.1 (whatwg/url#925), not yet in the standard */
        host_error (in, US_WHATWG_ERROR_IPV4_NON_ASCII_INPUT, start, end);
      ok = parse_ipv4 (in, start, end, map, ascii, &host->ipv4);
      g_free (ascii);
      if (!ok)
        return FALSE;
      host->kind = US_WHATWG_HOST_IPV4;
      return TRUE;
    }

  host->kind = US_WHATWG_HOST_DOMAIN;
  host->name = ascii;
  return TRUE;
}

/* ---- serializers ---- */

/* IPv6 serializer's compressed piece index: the first longest run of
 * two or more 0 pieces, or -1 */
static int
ipv6_compress (const guint16 *a)
{
  int best = -1, best_len = 1, run = -1, run_len = 0;

  for (int i = 0; i < 8; i++)
    {
      if (a[i] != 0)
        {
          if (run_len > best_len)
            {
              best = run;
              best_len = run_len;
            }
          run = -1;
          run_len = 0;
        }
      else
        {
          if (run < 0)
            run = i;
          run_len++;
        }
    }
  if (run_len > best_len)
    return run;
  return best;
}

/* host serializer */
char *
us_whatwg_host_serialize (const UsWhatwgHost *host)
{
  switch (host->kind)
    {
    case US_WHATWG_HOST_NONE:
    case US_WHATWG_HOST_EMPTY:
      return g_strdup ("");
    case US_WHATWG_HOST_DOMAIN:
    case US_WHATWG_HOST_OPAQUE:
      return g_strdup (host->name);
    case US_WHATWG_HOST_IPV4:
      return g_strdup_printf ("%u.%u.%u.%u", host->ipv4 >> 24, (host->ipv4 >> 16) & 0xFF,
                              (host->ipv4 >> 8) & 0xFF, host->ipv4 & 0xFF);
    case US_WHATWG_HOST_IPV6:
      {
        GString *out = g_string_new ("[");
        int compress = ipv6_compress (host->ipv6);
        gboolean ignore0 = FALSE;

        for (int i = 0; i < 8; i++)
          {
            if (ignore0 && host->ipv6[i] == 0)
              continue;
            ignore0 = FALSE;
            if (compress == i)
              {
                g_string_append (out, i == 0 ? "::" : ":");
                ignore0 = TRUE;
                continue;
              }
            g_string_append_printf (out, "%x", host->ipv6[i]);
            if (i != 7)
              g_string_append_c (out, ':');
          }
        g_string_append_c (out, ']');
        return g_string_free (out, FALSE);
      }
    default:
      g_return_val_if_reached (g_strdup (""));
    }
}
