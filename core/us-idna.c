/* us-idna.c — UTS #46 processing of a domain name through ICU, in linear time
 *
 * ICU's uidna_nameToASCII_UTF8() and uidna_nameToUnicodeUTF8() rewrite the
 * whole name in place for each label they change, so a name of many
 * labels costs the square of its length: 100 KB of "é." took 0.16 s and
 * 400 KB 2.5 s; 1 MB of "xn--a." took 3 s. A long name is therefore
 * processed a few labels at a time, which gives ICU's answer for the
 * whole name:
 *
 *  - the name is first mapped with ICU's own "uts46" normalization (the
 *    mapping and NFC that UTS #46 processing begins with, and that leaves a
 *    mapped name as it is), so that every label separator (U+3002, U+FF0E,
 *    U+FF61, and the characters mapped to a full stop, such as U+2488) is
 *    a U+002E before the name is cut;
 *  - it is cut at full stops into chunks of labels (a lone empty last label,
 *    the root, stays with the chunk before it);
 *  - the bidi rule applies to every label of a name that has a
 *    right-to-left label (UTS #46 §4.1, RFC 5893 §2), which one chunk cannot
 *    know of another: when any chunk's labels, read as Unicode, hold a
 *    character of bidi class R, AL or AN, every chunk is processed behind a
 *    label "א" (U+05D0, itself a valid right-to-left label), whose output
 *    is dropped;
 *  - the name's length (UIDNA_ERROR_DOMAIN_NAME_TOO_LONG) is the joined
 *    output's, and the bidi rule is not checked (as ICU does) when a label
 *    has a severe error.
 * tests/test-idna.c compares the two ways on random names.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/utf8.h>

#include "us-idna-private.h"

/* Names up to this many bytes go to ICU whole. */
#define WHOLE_MAX 1024
/* Labels in a chunk of a longer name. */
#define CHUNK_LABELS 16

/* The processing the URL Standard's domain to ASCII asks for:
 * CheckBidi, CheckJoiners, nontransitional; UseSTD3ASCIIRules when
 * @strict (the relaxed run ignores the hyphen and length errors it records
 * as it goes). */
const UIDNA *
us_idna_get (gboolean strict)
{
  static UIDNA *instances[2];
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      const uint32_t common = UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ |
                              UIDNA_NONTRANSITIONAL_TO_ASCII | UIDNA_NONTRANSITIONAL_TO_UNICODE;

      for (guint i = 0; i < 2; i++)
        {
          UErrorCode err = U_ZERO_ERROR;

          instances[i] = uidna_openUTS46 (common | (i == 1 ? UIDNA_USE_STD3_RULES : 0), &err);
          if (U_FAILURE (err))
            instances[i] = NULL;
        }
      g_once_init_leave (&done, 1);
    }
  return instances[strict ? 1 : 0];
}

/* One call of ICU on @len bytes at @name (at most G_MAXINT32 / 4). */
static char *
process_whole (const UIDNA *idna,
               gboolean     to_unicode,
               const char  *name,
               gsize        len,
               uint32_t    *errors,
               gsize       *out_len)
{
  int32_t cap = (int32_t) len * 2 + 64;
  char *out = g_malloc (cap);
  UErrorCode err = U_ZERO_ERROR;
  UIDNAInfo info = UIDNA_INFO_INITIALIZER;
  int32_t n;

  for (guint attempt = 0; attempt < 2; attempt++)
    {
      UIDNAInfo fresh = UIDNA_INFO_INITIALIZER;

      info = fresh;
      err = U_ZERO_ERROR;
      if (to_unicode)
        n = uidna_nameToUnicodeUTF8 (idna, name, (int32_t) len, out, cap, &info, &err);
      else
        n = uidna_nameToASCII_UTF8 (idna, name, (int32_t) len, out, cap, &info, &err);
      if (err != U_BUFFER_OVERFLOW_ERROR)
        break;
      cap = n + 1;
      out = g_realloc (out, cap);
    }
  if (U_FAILURE (err) || n < 0 || n >= cap)
    {
      g_free (out);
      return NULL;
    }
  out[n] = '\0';
  *errors = info.errors;
  *out_len = (gsize) n;
  return out;
}

/* @len bytes at @name mapped by ICU's "uts46" normalization, or NULL. */
static char *
map_name (const char *name,
          gsize       len,
          gsize      *out_len)
{
  UErrorCode err = U_ZERO_ERROR;
  const UNormalizer2 *uts46 = unorm2_getInstance (NULL, "uts46", UNORM2_COMPOSE, &err);
  g_autofree UChar *utf16 = NULL;
  g_autofree UChar *mapped = NULL;
  int32_t n16 = 0, cap, n, n8 = 0;
  char *out;

  if (U_FAILURE (err))
    return NULL;
  u_strFromUTF8WithSub (NULL, 0, &n16, name, (int32_t) len, 0xFFFD, NULL, &err);
  if (err != U_BUFFER_OVERFLOW_ERROR && U_FAILURE (err))
    return NULL;
  err = U_ZERO_ERROR;
  utf16 = g_new (UChar, n16 + 1);
  u_strFromUTF8WithSub (utf16, n16 + 1, NULL, name, (int32_t) len, 0xFFFD, NULL, &err);
  if (U_FAILURE (err))
    return NULL;
  /* Mapping can lengthen a name (U+FDFA is 18 code units). */
  cap = n16 * 4 + 16;
  mapped = g_new (UChar, cap);
  n = unorm2_normalize (uts46, utf16, n16, mapped, cap, &err);
  if (err == U_BUFFER_OVERFLOW_ERROR)
    {
      err = U_ZERO_ERROR;
      cap = n + 1;
      mapped = g_renew (UChar, mapped, cap);
      n = unorm2_normalize (uts46, utf16, n16, mapped, cap, &err);
    }
  if (U_FAILURE (err))
    return NULL;
  u_strToUTF8 (NULL, 0, &n8, mapped, n, &err);
  if (err != U_BUFFER_OVERFLOW_ERROR && U_FAILURE (err))
    return NULL;
  err = U_ZERO_ERROR;
  out = g_malloc ((gsize) n8 + 1);
  u_strToUTF8 (out, n8 + 1, NULL, mapped, n, &err);
  if (U_FAILURE (err))
    {
      g_free (out);
      return NULL;
    }
  out[n8] = '\0';
  *out_len = (gsize) n8;
  return out;
}

/* Whether @len bytes of UTF-8 hold a character of bidi class R, AL or AN. */
static gboolean
has_right_to_left (const char *text,
                   gsize       len)
{
  int32_t i = 0;

  while (i < (int32_t) len)
    {
      UChar32 c;

      U8_NEXT (text, i, (int32_t) len, c);
      if (c < 0)
        continue;
      switch (u_charDirection (c))
        {
        case U_RIGHT_TO_LEFT:
        case U_RIGHT_TO_LEFT_ARABIC:
        case U_ARABIC_NUMBER:
          return TRUE;
        default:
          break;
        }
    }
  return FALSE;
}

#define RTL_LABEL "\xd7\x90."

/* The errors after which ICU's uts46.cpp does not check the bidi rule. */
#define SEVERE_ERRORS (UIDNA_ERROR_LEADING_COMBINING_MARK | UIDNA_ERROR_DISALLOWED | UIDNA_ERROR_PUNYCODE | \
                       UIDNA_ERROR_LABEL_HAS_DOT | UIDNA_ERROR_INVALID_ACE_LABEL)

char *
us_idna_process_chunked (const UIDNA *idna,
                         gboolean     to_unicode,
                         const char  *name,
                         gsize        len,
                         gsize        whole_max,
                         guint        chunk_labels,
                         uint32_t    *errors,
                         gsize       *out_len)
{
  g_autofree char *mapped = NULL;
  g_autoptr(GArray) bounds = NULL;
  g_autoptr(GString) out = NULL;
  gsize mapped_len = 0, start = 0, total;
  gboolean any_rtl = FALSE;
  uint32_t all_errors = 0;

  *errors = 0;
  *out_len = 0;
  if (idna == NULL || len > G_MAXINT32 / 8)
    return NULL;
  if (len <= whole_max)
    return process_whole (idna, to_unicode, name, len, errors, out_len);

  mapped = map_name (name, len, &mapped_len);
  if (mapped == NULL)
    return NULL;
  /* The chunks: [bounds[2k], bounds[2k + 1]) of the mapped name. */
  bounds = g_array_new (FALSE, FALSE, sizeof (gsize));
  while (start <= mapped_len)
    {
      gsize end = start;
      guint labels = 0;

      while (end < mapped_len)
        {
          const char *dot = memchr (mapped + end, '.', mapped_len - end);

          if (dot == NULL)
            {
              end = mapped_len;
              break;
            }
          if (++labels == chunk_labels)
            {
              end = (gsize) (dot - mapped);
              break;
            }
          end = (gsize) (dot - mapped) + 1;
        }
      /* The root label (a last full stop) stays with its name. */
      if (end + 1 == mapped_len)
        end = mapped_len;
      g_array_append_val (bounds, start);
      g_array_append_val (bounds, end);
      start = end + 1;
    }

  /* Whether the name has a right-to-left label, read as Unicode. */
  for (guint k = 0; k < bounds->len && !any_rtl; k += 2)
    {
      gsize a = g_array_index (bounds, gsize, k), b = g_array_index (bounds, gsize, k + 1);
      uint32_t e;
      gsize n;
      g_autofree char *unicode = process_whole (idna, TRUE, mapped + a, b - a, &e, &n);

      if (unicode == NULL)
        return NULL;
      any_rtl = has_right_to_left (unicode, n);
    }

  out = g_string_sized_new (mapped_len + 16);
  for (guint k = 0; k < bounds->len; k += 2)
    {
      gsize a = g_array_index (bounds, gsize, k), b = g_array_index (bounds, gsize, k + 1);
      g_autoptr(GString) chunk = g_string_new_len (any_rtl ? RTL_LABEL : "", any_rtl ? strlen (RTL_LABEL) : 0);
      g_autofree char *part = NULL;
      const char *kept;
      uint32_t e = 0;
      gsize n = 0;

      g_string_append_len (chunk, mapped + a, (gssize) (b - a));
      /* A chunk before the last whose last label is empty: ICU would read
       * that label as the root label, which it is not. */
      if (k + 2 < bounds->len && (a == b || mapped[b - 1] == '.'))
        all_errors |= UIDNA_ERROR_EMPTY_LABEL;
      if (a == b && bounds->len > 2)
        {
          /* Behind "א." an empty chunk would be the root label. */
          if (k > 0)
            g_string_append_c (out, '.');
          continue;
        }
      part = process_whole (idna, to_unicode, chunk->str, chunk->len, &e, &n);
      if (part == NULL)
        return NULL;
      kept = part;
      if (any_rtl)
        {
          kept = memchr (part, '.', n);
          if (kept == NULL)
            return NULL;
          kept++;
        }
      if (k > 0)
        g_string_append_c (out, '.');
      g_string_append_len (out, kept, (gssize) (n - (gsize) (kept - part)));
      all_errors |= e;
    }

  /* ICU checks the bidi rule only when no label has a severe error. */
  if (all_errors & SEVERE_ERRORS)
    all_errors &= ~(uint32_t) UIDNA_ERROR_BIDI;
  /* The length of the whole name, without its root label. */
  all_errors &= ~(uint32_t) UIDNA_ERROR_DOMAIN_NAME_TOO_LONG;
  total = out->len;
  if (total > 0 && out->str[total - 1] == '.')
    total--;
  if (!to_unicode && total > 253)
    all_errors |= UIDNA_ERROR_DOMAIN_NAME_TOO_LONG;
  *errors = all_errors;
  *out_len = out->len;
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
us_idna_process (const UIDNA *idna,
                 gboolean     to_unicode,
                 const char  *name,
                 gsize        len,
                 uint32_t    *errors,
                 gsize       *out_len)
{
  return us_idna_process_chunked (idna, to_unicode, name, len, WHOLE_MAX, CHUNK_LABELS, errors, out_len);
}
