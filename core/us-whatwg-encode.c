/* us-whatwg-encode.c — the strings of a URL record: UTF-8 and percent-encoding
 *
 * The UTF-8 decoder, the URL code points, the percent-encode sets (one
 * table of byte classes) and the encoders the parser writes the record's
 * strings with; a validation error noted for the input; the errors' names.
 * The bottom of the WHATWG files: the host parser (us-whatwg-host.c), the
 * record (us-whatwg-url.c), the fast path (us-whatwg-fast.c) and the state
 * machine (us-whatwg.c) call into it, and it into none of them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-whatwg.h"

/* The names come from us-whatwg-error-list.h, through the diagnostic
 * codes, which follow the same list (us-parse-whatwg.c checks that at
 * compile time). */
const char *
us_whatwg_error_name (UsWhatwgErrorType type)
{
  g_return_val_if_fail ((guint) type < US_WHATWG_N_ERRORS, NULL);
  return us_diag_code_whatwg_name (US_DIAG_WHATWG_FIRST + type);
}

/* ---- UTF-8 and percent-encoding ---- */

gsize
us_whatwg_utf8_decode (const guchar *bytes,
                       gsize         len,
                       gunichar    **cps,
                       gsize       **starts)
{
  gunichar *out = g_new (gunichar, len + 1);
  /* one entry more than the caller is promised: the parser reads the
   * ends of the code points from it, shifted by one */
  gsize *at = starts != NULL ? g_new (gsize, len + 2) : NULL;
  gsize n = 0;
  gunichar cp = 0;
  guint needed = 0, seen = 0;
  guchar lower = 0x80, upper = 0xBF;
  gsize seq_start = 0;

  /* The UTF-8 decoder of the Encoding Standard: one U+FFFD per maximal
   * subpart of an ill-formed sequence. */
  for (gsize i = 0; i < len; i++)
    {
      guchar b = bytes[i];

      if (needed == 0 && b < 0x80 && i + 8 <= len)
        {
          guint64 w;

          /* eight ASCII bytes at once */
          memcpy (&w, bytes + i, 8);
          if ((w & G_GUINT64_CONSTANT (0x8080808080808080)) == 0)
            {
              for (guint k = 0; k < 8; k++)
                out[n + k] = bytes[i + k];
              if (at)
                for (guint k = 0; k < 8; k++)
                  at[n + k] = i + k;
              n += 8;
              i += 7;
              continue;
            }
        }
      if (needed == 0)
        {
          seq_start = i;
          if (b <= 0x7F)
            {
              if (at) at[n] = i;
              out[n++] = b;
            }
          else if (b >= 0xC2 && b <= 0xDF)
            {
              needed = 1;
              cp = b & 0x1F;
            }
          else if (b >= 0xE0 && b <= 0xEF)
            {
              if (b == 0xE0)
                lower = 0xA0;
              if (b == 0xED)
                upper = 0x9F;
              needed = 2;
              cp = b & 0xF;
            }
          else if (b >= 0xF0 && b <= 0xF4)
            {
              if (b == 0xF0)
                lower = 0x90;
              if (b == 0xF4)
                upper = 0x8F;
              needed = 3;
              cp = b & 0x7;
            }
          else
            {
              if (at) at[n] = i;
              out[n++] = 0xFFFD;
            }
          continue;
        }

      if (b < lower || b > upper)
        {
          cp = 0;
          needed = seen = 0;
          lower = 0x80;
          upper = 0xBF;
          if (at) at[n] = seq_start;
          out[n++] = 0xFFFD;
          i--;                  /* this byte again, as a new start */
          continue;
        }

      lower = 0x80;
      upper = 0xBF;
      cp = (cp << 6) | (b & 0x3F);
      if (++seen == needed)
        {
          if (at) at[n] = seq_start;
          out[n++] = cp;
          cp = 0;
          needed = seen = 0;
        }
    }
  if (needed != 0)
    {
      if (at) at[n] = seq_start;
      out[n++] = 0xFFFD;
    }
  if (at)
    at[n] = at[n + 1] = len;

  *cps = out;
  if (starts)
    *starts = at;
  return n;
}

/* The percent-encode sets, on bytes (each set contains every byte above
 * 0x7E, so a multi-byte code point is always encoded whole). */

/* C0 control percent-encode set */
static gboolean
is_c0_control_set (guint b)
{
  return b <= 0x1F || b > 0x7E;
}

/* fragment percent-encode set */
static gboolean
is_fragment_set (guint b)
{
  return is_c0_control_set (b) || b == ' ' || b == '"' || b == '<' || b == '>' || b == '`';
}

/* query percent-encode set */
static gboolean
is_query_set (guint b)
{
  return is_c0_control_set (b) || b == ' ' || b == '"' || b == '#' || b == '<' || b == '>';
}

/* special-query percent-encode set */
static gboolean
is_special_query_set (guint b)
{
  return is_query_set (b) || b == '\'';
}

/* path percent-encode set */
static gboolean
is_path_set (guint b)
{
  return is_query_set (b) || b == '?' || b == '^' || b == '`' || b == '{' || b == '}';
}

/* userinfo percent-encode set */
static gboolean
is_userinfo_set (guint b)
{
  return is_path_set (b) || b == '/' || b == ':' || b == ';' || b == '=' || b == '@' ||
         (b >= '[' && b <= ']') || b == '|';
}

gboolean
us_whatwg_is_url_code_point (gunichar c)
{
  if (c < 0x80)
    return us_whatwg_is_ascii_alpha (c) || us_whatwg_is_ascii_digit (c) || (c != 0 && strchr ("!$&'()*+,-./:;=?@_~", (int) c) != NULL);
  if (c < 0xA0 || c > 0x10FFFD || (c >= 0xD800 && c <= 0xDFFF))
    return FALSE;
  /* noncharacters */
  if ((c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE)
    return FALSE;
  return TRUE;
}

static guint16 byte_classes[256];

/* The table is made once, from the definitions above, so that it cannot
 * disagree with them. */
const guint16 *
us_whatwg_byte_classes (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      for (guint b = 0; b < 256; b++)
        {
          gboolean unit = b < 0x80 && us_whatwg_is_url_code_point (b);
          guint16 k = 0;

          k |= is_c0_control_set (b) ? US_WHATWG_SET_C0 : 0;
          k |= is_fragment_set (b) ? US_WHATWG_SET_FRAGMENT : 0;
          k |= is_query_set (b) ? US_WHATWG_SET_QUERY : 0;
          k |= is_special_query_set (b) ? US_WHATWG_SET_SPECIAL_QUERY : 0;
          k |= is_path_set (b) ? US_WHATWG_SET_PATH : 0;
          k |= is_userinfo_set (b) ? US_WHATWG_SET_USERINFO : 0;
          k |= unit ? US_WHATWG_URL_UNIT : 0;
          k |= b < 0x80 && (g_ascii_isalnum ((char) b) || b == '+' || b == '-' || b == '.') ? US_WHATWG_SCHEME : 0;
          k |= b < 0x80 && g_ascii_isxdigit ((char) b) ? US_WHATWG_HEX : 0;
          k |= unit && b != '%' && b != '/' && b != '?' ? US_WHATWG_PLAIN_PATH : 0;
          k |= unit && b != '%' && b != '?' ? US_WHATWG_PLAIN_OPAQUE_PATH : 0;
          k |= unit && b != '%' && b != '\'' ? US_WHATWG_PLAIN_QUERY : 0;
          k |= unit && b != '%' ? US_WHATWG_PLAIN_FRAGMENT : 0;
          k |= b > 0x20 && b < 0x7F && !strchr ("/?#\\@:[%", (int) b) ? US_WHATWG_PLAIN_AUTHORITY : 0;
          k |= b < 0x80 && (g_ascii_isalnum ((char) b) || b == '-') ? US_WHATWG_LDH : 0;
          /* a run a state copies as it is holds no byte its
           * percent-encode set holds */
          g_assert (!(k & US_WHATWG_PLAIN_PATH) || !(k & US_WHATWG_SET_PATH));
          g_assert (!(k & US_WHATWG_PLAIN_QUERY) || !(k & US_WHATWG_SET_SPECIAL_QUERY));
          g_assert (!(k & US_WHATWG_PLAIN_FRAGMENT) || !(k & US_WHATWG_SET_FRAGMENT));
          g_assert (!(k & US_WHATWG_PLAIN_OPAQUE_PATH) || !(k & US_WHATWG_SET_C0));
          byte_classes[b] = k;
        }
      g_once_init_leave (&done, 1);
    }
  return byte_classes;
}

static const char hex_upper[] = "0123456789ABCDEF";

static inline void
append_percent_encoded_byte (GString *out,
                             guchar   b)
{
  char e[3] = { '%', hex_upper[b >> 4], hex_upper[b & 0xF] };

  g_string_append_len (out, e, 3);
}

void
us_whatwg_append_encoded (GString  *out,
                          gunichar  c,
                          guint     set)
{
  char utf8[6];
  int n;

  if (c < 0x80)
    {
      /* (the table is made before any parse or encoding needs it: see
       * us_whatwg_parse_traced() and us_whatwg_encode_for_part()) */
      if (byte_classes[c] & set)
        append_percent_encoded_byte (out, (guchar) c);
      else
        g_string_append_c (out, (char) c);
      return;
    }
  /* every byte of a code point above U+007F is in every set */
  n = g_unichar_to_utf8 (c, utf8);
  for (int i = 0; i < n; i++)
    append_percent_encoded_byte (out, (guchar) utf8[i]);
}

void
us_whatwg_encode_for_part (GString      *out,
                           const char   *bytes,
                           gsize         len,
                           UsWhatwgPart  part,
                           gboolean      special,
                           gboolean      opaque_path)
{
  g_autofree gunichar *cps = NULL;
  gsize n = us_whatwg_utf8_decode ((const guchar *) bytes, len, &cps, NULL);
  guint set;

  us_whatwg_byte_classes ();
  switch (part)
    {
    case US_WHATWG_PART_QUERY:
      set = special ? US_WHATWG_SET_SPECIAL_QUERY : US_WHATWG_SET_QUERY;
      break;
    case US_WHATWG_PART_FRAGMENT:
      set = US_WHATWG_SET_FRAGMENT;
      break;
    case US_WHATWG_PART_USERINFO:
    case US_WHATWG_PART_USERNAME:
    case US_WHATWG_PART_PASSWORD:
      set = US_WHATWG_SET_USERINFO;
      break;
    case US_WHATWG_PART_PATH:
      set = opaque_path ? US_WHATWG_SET_C0 : US_WHATWG_SET_PATH;
      break;
    default:
      set = US_WHATWG_SET_C0;
      break;
    }
  for (gsize i = 0; i < n; i++)
    us_whatwg_append_encoded (out, cps[i], set);
}

void
us_whatwg_input_error (const UsWhatwgInput *in,
                       UsWhatwgErrorType    type,
                       gsize                byte_start,
                       gsize                byte_end)
{
  UsWhatwgError e = { type, byte_start, byte_end, FALSE };

  if (in->errors != NULL)
    g_array_append_val (in->errors, e);
}
