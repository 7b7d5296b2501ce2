/* us-idna-new.c — UTS #46 processing of a name holding a character newer
 * than ICU's data, as whatwg-url's tr46 does it
 *
 * ICU 72 has the Unicode 15.0 data: the characters assigned since (CJK
 * Extensions I and J, Kirat Rai, Garay, Todhri, Tulu-Tigalari …) are
 * unassigned there, so its UTS #46 disallows them, where browsers and
 * whatwg-url (tr46 7.0.0, with the data of Unicode 18.0, of which the
 * generated data takes what Unicode 17.0 has: see
 * build-aux/gen-idna-data.js) let them be. A name holding one
 * (read as Unicode, or in a Punycode label) is therefore processed here
 * instead, step by step as tr46's index.js does it (processing,
 * validateLabel, toASCII, toUnicode), with the data of each character
 * from ICU, or from core/us-idna-data.c (generated from tr46) for the
 * characters ICU disallows and tr46 does not:
 *
 *  - mapping: ICU's "uts46" normalization on the runs of characters ICU
 *    knows, the generated mapping on the others; a character ICU
 *    disallows becomes U+FFFD there (tr46 keeps it), which is disallowed
 *    too, so the name fails either way;
 *  - NFC: decomposition, canonical ordering and composition written out
 *    here, with ICU's decompositions, combining classes and pairs for the
 *    characters it knows and the generated ones for the new characters
 *    (some of which compose: Tulu-Tigalari and Kirat Rai vowel signs,
 *    Todhri letters with U+0307);
 *  - a character's status: valid (or a deviation) when ICU's "uts46"
 *    normalization leaves it as it is, or from the generated data (on
 *    every other character ICU 72 has assigned, tr46 agrees: the
 *    generator checks it; the characters of idna_updates are invalid in
 *    both);
 *  - General_Category=Mark, combining class 9 (virama), joining type and
 *    bidi class: from ICU, or the generated data (ICU 72 differs from
 *    tr46's classes on a few characters only, as on ICU's own path: the
 *    bidi classes of U+1B3A, U+1B3C, U+1B42, U+1171E and of five mapped
 *    mathematical symbols, the joining type of U+1171E);
 *  - Punycode (RFC 3492) as the punycode package tr46 uses has it,
 *    overflow checks included (ICU has no public Punycode API).
 * core/us-whatwg-host.c comes here only for a name holding such a
 * character, or with a Punycode label that ICU finds invalid
 * (UIDNA_ERROR_INVALID_ACE_LABEL), which may hide one; every other name
 * is ICU's. us-lookalike.c comes here for such a label too. The work is
 * linear in the name but for Punycode, whose encoding and decoding cost
 * the square of a label's length at worst, in tr46 and ICU as here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/utf16.h>

#include "us-idna-data.h"
#include "us-idna-private.h"

#define ZWNJ 0x200C
#define ZWJ  0x200D

/* ---- the data ---- */

static const UsIdnaDataRange *
data_lookup (gunichar c)
{
  gsize lo = 0, hi = us_idna_data_n_ranges;

  if (c > 0x10FFFF || (us_idna_data_blocks[c >> 11] & (1u << ((c >> 8) & 7))) == 0)
    return NULL;
  while (lo < hi)
    {
      gsize mid = lo + (hi - lo) / 2;
      const UsIdnaDataRange *r = &us_idna_data_ranges[mid];

      if (c < r->from)
        hi = mid;
      else if (c > r->to)
        lo = mid + 1;
      else
        return r;
    }
  return NULL;
}

gboolean
us_idna_new_has (gunichar c)
{
  return data_lookup (c) != NULL;
}

static const UNormalizer2 *
uts46_normalizer (void)
{
  UErrorCode err = U_ZERO_ERROR;

  return unorm2_getInstance (NULL, "uts46", UNORM2_COMPOSE, &err);
}

static const UNormalizer2 *
nfc_normalizer (void)
{
  UErrorCode err = U_ZERO_ERROR;

  return unorm2_getNFCInstance (&err);
}

static guint8
combining_class (gunichar c)
{
  const UsIdnaDataRange *r = data_lookup (c);

  return r != NULL ? r->ccc : u_getCombiningClass ((UChar32) c);
}

static gboolean
is_mark (gunichar c)
{
  const UsIdnaDataRange *r = data_lookup (c);

  if (r != NULL)
    return (r->flags & US_IDNA_DATA_MARK) != 0;
  return (U_GET_GC_MASK ((UChar32) c) & U_GC_M_MASK) != 0;
}

static UsIdnaJoiningType
joining_type (gunichar c)
{
  const UsIdnaDataRange *r = data_lookup (c);

  if (r != NULL)
    return r->joining;
  switch (u_getIntPropertyValue ((UChar32) c, UCHAR_JOINING_TYPE))
    {
    case U_JT_DUAL_JOINING:
      return US_IDNA_JT_D;
    case U_JT_LEFT_JOINING:
      return US_IDNA_JT_L;
    case U_JT_RIGHT_JOINING:
      return US_IDNA_JT_R;
    case U_JT_TRANSPARENT:
      return US_IDNA_JT_T;
    default:
      return US_IDNA_JT_U;
    }
}

static UsIdnaBidi
bidi_class (gunichar c)
{
  const UsIdnaDataRange *r = data_lookup (c);

  if (r != NULL)
    return r->bidi;
  switch (u_charDirection ((UChar32) c))
    {
    case U_LEFT_TO_RIGHT:
      return US_IDNA_BIDI_L;
    case U_RIGHT_TO_LEFT:
    case U_RIGHT_TO_LEFT_ARABIC:
      return US_IDNA_BIDI_R;
    case U_ARABIC_NUMBER:
      return US_IDNA_BIDI_AN;
    case U_EUROPEAN_NUMBER:
      return US_IDNA_BIDI_EN;
    case U_DIR_NON_SPACING_MARK:
      return US_IDNA_BIDI_NSM;
    case U_EUROPEAN_NUMBER_SEPARATOR:
    case U_COMMON_NUMBER_SEPARATOR:
    case U_EUROPEAN_NUMBER_TERMINATOR:
    case U_OTHER_NEUTRAL:
    case U_BOUNDARY_NEUTRAL:
      return US_IDNA_BIDI_OTHER;
    default:
      return US_IDNA_BIDI_NONE;
    }
}

/* Whether UTS #46 lets @c be in a label (valid, or a deviation). */
static gboolean
is_valid (gunichar c)
{
  const UsIdnaDataRange *r = data_lookup (c);
  UErrorCode err = U_ZERO_ERROR;
  UChar s[2];
  int32_t n = 0;

  if (r != NULL)
    return r->status == US_IDNA_DATA_VALID || r->status == US_IDNA_DATA_DEVIATION;
  if (c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF) || c == 0xFFFD)
    return FALSE;
  U16_APPEND_UNSAFE (s, n, (UChar32) c);
  return unorm2_isNormalized (uts46_normalizer (), s, n, &err) && U_SUCCESS (err);
}

/* ---- code point arrays ---- */

typedef GArray CpArray;         /* of gunichar */

#define CP(a, i) g_array_index ((a), gunichar, (i))

static CpArray *
cp_array_new (gsize reserve)
{
  return g_array_sized_new (FALSE, FALSE, sizeof (gunichar), (guint) MIN (reserve, G_MAXUINT));
}

static void
cp_append (CpArray *a,
           gunichar c)
{
  g_array_append_val (a, c);
}

static void
append_utf16 (CpArray     *a,
              const UChar *s,
              int32_t      n)
{
  for (int32_t i = 0; i < n;)
    {
      UChar32 c;

      U16_NEXT (s, i, n, c);
      cp_append (a, (gunichar) c);
    }
}

static gboolean
cp_is_ascii (const gunichar *s,
             gsize           n)
{
  for (gsize i = 0; i < n; i++)
    if (s[i] >= 0x80)
      return FALSE;
  return TRUE;
}

/* ---- mapping ---- */

/* The characters of @run mapped (and normalized) by ICU onto @out. */
static gboolean
flush_run (GArray  *run,
           CpArray *out)
{
  UErrorCode err = U_ZERO_ERROR;
  int32_t n = (int32_t) run->len;
  int32_t cap = n * 4 + 16;
  g_autofree UChar *mapped = NULL;
  int32_t m;

  if (n == 0)
    return TRUE;
  mapped = g_new (UChar, cap);
  m = unorm2_normalize (uts46_normalizer (), (const UChar *) run->data, n, mapped, cap, &err);
  if (err == U_BUFFER_OVERFLOW_ERROR)
    {
      err = U_ZERO_ERROR;
      cap = m + 1;
      mapped = g_renew (UChar, mapped, cap);
      m = unorm2_normalize (uts46_normalizer (), (const UChar *) run->data, n, mapped, cap, &err);
    }
  if (U_FAILURE (err))
    return FALSE;
  append_utf16 (out, mapped, m);
  g_array_set_size (run, 0);
  return TRUE;
}

/* UTS #46's mapping of @len bytes at @name (invalid UTF-8 reads as
 * U+FFFD, disallowed). */
static CpArray *
map_name (const char *name,
          gsize       len)
{
  g_autoptr(GArray) run = g_array_new (FALSE, FALSE, sizeof (UChar));
  CpArray *out = cp_array_new (len);

  for (gsize i = 0; i < len;)
    {
      gunichar c = g_utf8_get_char_validated (name + i, (gssize) (len - i));
      const UsIdnaDataRange *r;

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          c = 0xFFFD;
          i++;
        }
      else
        i += (gsize) g_unichar_to_utf8 (c, NULL);
      r = data_lookup (c);
      if (r == NULL)
        {
          UChar s[2];
          int32_t n = 0;

          U16_APPEND_UNSAFE (s, n, (UChar32) c);
          g_array_append_vals (run, s, (guint) n);
          continue;
        }
      if (!flush_run (run, out))
        {
          g_array_unref (out);
          return NULL;
        }
      switch (r->status)
        {
        case US_IDNA_DATA_MAPPED:
          g_array_append_vals (out, us_idna_data_mappings + r->mapping, r->mapping_len);
          break;
        case US_IDNA_DATA_IGNORED:
          break;
        default:
          cp_append (out, c);
          break;
        }
    }
  if (!flush_run (run, out))
    {
      g_array_unref (out);
      return NULL;
    }
  return out;
}

/* ---- NFC ---- */

static const UsIdnaDataDecomposition *
data_decomposition (gunichar c)
{
  for (gsize i = 0; i < us_idna_data_n_decompositions; i++)
    if (us_idna_data_decompositions[i].c == c)
      return &us_idna_data_decompositions[i];
  return NULL;
}

static void
decompose (const gunichar *s,
           gsize           n,
           CpArray        *out)
{
  const UNormalizer2 *nfc = nfc_normalizer ();

  for (gsize i = 0; i < n; i++)
    {
      gunichar c = s[i];
      const UsIdnaDataRange *r = data_lookup (c);
      UErrorCode err = U_ZERO_ERROR;
      UChar d[32];
      int32_t m;

      if (r != NULL)
        {
          const UsIdnaDataDecomposition *dec =
            (r->flags & US_IDNA_DATA_DECOMPOSES) ? data_decomposition (c) : NULL;

          if (dec == NULL)
            cp_append (out, c);
          else
            for (guint k = 0; k < 3 && dec->full[k] != 0; k++)
              cp_append (out, dec->full[k]);
          continue;
        }
      if (c < 0xC0 || c > 0x10FFFF ||
          (m = unorm2_getDecomposition (nfc, (UChar32) c, d, G_N_ELEMENTS (d), &err)) < 0 ||
          U_FAILURE (err))
        cp_append (out, c);
      else
        append_utf16 (out, d, m);
    }
}

static int
compare_keys (const void *a,
              const void *b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return x < y ? -1 : x > y;
}

/* Canonical ordering: each run of characters of a nonzero combining class
 * sorted by class, stably. */
static void
reorder (CpArray *a)
{
  gsize i = 0;

  while (i < a->len)
    {
      gsize j = i;
      gboolean sorted = TRUE;
      guint8 prev = 0;

      while (j < a->len)
        {
          guint8 k = combining_class (CP (a, j));

          if (k == 0)
            break;
          if (k < prev)
            sorted = FALSE;
          prev = k;
          j++;
        }
      if (!sorted)
        {
          g_autofree guint64 *keys = g_new (guint64, j - i);

          for (gsize k = i; k < j; k++)
            keys[k - i] = ((guint64) combining_class (CP (a, k)) << 56) | ((guint64) (k - i) << 21) | CP (a, k);
          qsort (keys, j - i, sizeof *keys, compare_keys);
          for (gsize k = i; k < j; k++)
            CP (a, k) = (gunichar) (keys[k - i] & 0x1FFFFF);
        }
      i = j + 1;
    }
}

static gunichar
compose_pair (gunichar a,
              gunichar b)
{
  UChar32 c;

  for (gsize i = 0; i < us_idna_data_n_decompositions; i++)
    if (us_idna_data_decompositions[i].pair[0] == a && us_idna_data_decompositions[i].pair[1] == b)
      return us_idna_data_decompositions[i].c;
  c = unorm2_composePair (nfc_normalizer (), (UChar32) a, (UChar32) b);
  return c < 0 ? 0 : (gunichar) c;
}

/* The NFC of @n code points at @s. */
static CpArray *
nfc (const gunichar *s,
     gsize           n)
{
  CpArray *a = cp_array_new (n);
  gsize out = 0, starter = G_MAXSIZE;
  guint8 last = 0;

  decompose (s, n, a);
  reorder (a);
  for (gsize i = 0; i < a->len; i++)
    {
      gunichar c = CP (a, i);
      guint8 k = combining_class (c);

      if (starter != G_MAXSIZE)
        {
          gboolean adjacent = out == starter + 1;

          if (adjacent || (last != 0 && last < k))
            {
              gunichar p = compose_pair (CP (a, starter), c);

              if (p != 0)
                {
                  CP (a, starter) = p;
                  continue;
                }
            }
        }
      if (k == 0)
        starter = out;
      last = k;
      CP (a, out++) = c;
    }
  g_array_set_size (a, (guint) out);
  return a;
}

/* ---- Punycode, as the punycode package (2.3.1) has it ---- */

#define PUNY_BASE 36
#define PUNY_TMIN 1
#define PUNY_TMAX 26
#define PUNY_SKEW 38
#define PUNY_DAMP 700
#define PUNY_MAXINT G_GINT64_CONSTANT (0x7FFFFFFF)

static gint64
adapt (gint64   delta,
       gint64   points,
       gboolean first)
{
  gint64 k = 0;

  delta = first ? delta / PUNY_DAMP : delta >> 1;
  delta += delta / points;
  for (; delta > ((PUNY_BASE - PUNY_TMIN) * PUNY_TMAX) >> 1; k += PUNY_BASE)
    delta /= PUNY_BASE - PUNY_TMIN;
  return k + (PUNY_BASE - PUNY_TMIN + 1) * delta / (delta + PUNY_SKEW);
}

static gint64
threshold (gint64 k,
           gint64 bias)
{
  return k <= bias ? PUNY_TMIN : k >= bias + PUNY_TMAX ? PUNY_TMAX : k - bias;
}

/* The Punycode decoding of @n code points at @s, or NULL. */
static CpArray *
punycode_decode (const gunichar *s,
                 gsize           n)
{
  CpArray *out = cp_array_new (n);
  gsize basic = 0;
  gint64 i = 0, cp = 0x80, bias = 72;

  for (gsize j = n; j > 0; j--)
    if (s[j - 1] == '-')
      {
        basic = j - 1;
        break;
      }
  for (gsize j = 0; j < basic; j++)
    {
      if (s[j] >= 0x80)
        goto fail;
      cp_append (out, s[j]);
    }
  for (gsize index = basic > 0 ? basic + 1 : 0; index < n;)
    {
      gint64 old = i, w = 1, count;

      for (gint64 k = PUNY_BASE;; k += PUNY_BASE)
        {
          gunichar c;
          gint64 digit, t;

          if (index >= n)
            goto fail;
          c = s[index++];
          digit = c >= '0' && c <= '9' ? c - '0' + 26
                  : c >= 'A' && c <= 'Z' ? c - 'A'
                  : c >= 'a' && c <= 'z' ? c - 'a' : PUNY_BASE;
          if (digit >= PUNY_BASE || digit > (PUNY_MAXINT - i) / w)
            goto fail;
          i += digit * w;
          t = threshold (k, bias);
          if (digit < t)
            break;
          if (w > PUNY_MAXINT / (PUNY_BASE - t))
            goto fail;
          w *= PUNY_BASE - t;
        }
      count = (gint64) out->len + 1;
      bias = adapt (i - old, count, old == 0);
      if (i / count > PUNY_MAXINT - cp)
        goto fail;
      cp += i / count;
      i %= count;
      /* String.fromCodePoint() refuses what is above U+10FFFF */
      if (cp > 0x10FFFF)
        goto fail;
      {
        gunichar v = (gunichar) cp;

        g_array_insert_val (out, (guint) i, v);
      }
      i++;
    }
  return out;

fail:
  g_array_unref (out);
  return NULL;
}

/* "xn--" and the Punycode encoding of @n code points at @s onto @out, or
 * FALSE on overflow. */
static gboolean
punycode_encode (const gunichar *s,
                 gsize           n,
                 GString        *out)
{
  gint64 cp = 0x80, delta = 0, bias = 72;
  gsize handled = 0, basic;

  g_string_append (out, "xn--");
  for (gsize j = 0; j < n; j++)
    if (s[j] < 0x80)
      {
        g_string_append_c (out, (char) s[j]);
        handled++;
      }
  basic = handled;
  if (basic > 0)
    g_string_append_c (out, '-');
  while (handled < n)
    {
      gint64 m = PUNY_MAXINT;
      gint64 plus_one = (gint64) handled + 1;

      for (gsize j = 0; j < n; j++)
        if (s[j] >= cp && s[j] < m)
          m = s[j];
      if (m - cp > (PUNY_MAXINT - delta) / plus_one)
        return FALSE;
      delta += (m - cp) * plus_one;
      cp = m;
      for (gsize j = 0; j < n; j++)
        {
          if (s[j] < cp && ++delta > PUNY_MAXINT)
            return FALSE;
          if (s[j] == cp)
            {
              gint64 q = delta;

              for (gint64 k = PUNY_BASE;; k += PUNY_BASE)
                {
                  gint64 t = threshold (k, bias), digit;

                  if (q < t)
                    break;
                  digit = t + (q - t) % (PUNY_BASE - t);
                  g_string_append_c (out, (char) (digit < 26 ? 'a' + digit : '0' + digit - 26));
                  q = (q - t) / (PUNY_BASE - t);
                }
              g_string_append_c (out, (char) (q < 26 ? 'a' + q : '0' + q - 26));
              bias = adapt (delta, plus_one, handled == basic);
              delta = 0;
              handled++;
              plus_one = (gint64) handled + 1;
            }
        }
      delta++;
      cp++;
    }
  return TRUE;
}

/* ---- validity ---- */

static gboolean
starts_with_ace (const gunichar *s,
                 gsize           n)
{
  return n >= 4 && s[0] == 'x' && s[1] == 'n' && s[2] == '-' && s[3] == '-';
}

/* tr46's regexes.validZWNJ, /[LD][T]*\u200C[T]*[RD]/u, on [@a, @b). */
static gboolean
valid_zwnj (const gunichar *s,
            gsize           a,
            gsize           b)
{
  for (gsize k = a; k < b; k++)
    {
      gsize l, r;
      UsIdnaJoiningType jt;

      if (s[k] != ZWNJ)
        continue;
      for (l = k; l > a && joining_type (s[l - 1]) == US_IDNA_JT_T; l--)
        ;
      if (l == a || ((jt = joining_type (s[l - 1])) != US_IDNA_JT_L && jt != US_IDNA_JT_D))
        continue;
      for (r = k + 1; r < b && joining_type (s[r]) == US_IDNA_JT_T; r++)
        ;
      if (r < b && ((jt = joining_type (s[r])) == US_IDNA_JT_R || jt == US_IDNA_JT_D))
        return TRUE;
    }
  return FALSE;
}

/* The ContextJ rules, as tr46 checks them. */
static gboolean
check_joiners (const gunichar *s,
               gsize           n)
{
  gsize last = 0;

  for (gsize i = 0; i < n; i++)
    {
      gsize next;

      if (s[i] != ZWNJ && s[i] != ZWJ)
        continue;
      if (i == 0)
        return FALSE;
      if (combining_class (s[i - 1]) == 9)
        continue;
      if (s[i] == ZWJ)
        return FALSE;
      for (next = i + 1; next < n && s[next] != ZWNJ; next++)
        ;
      if (!valid_zwnj (s, last, next))
        return FALSE;
      last = i + 1;
    }
  return TRUE;
}

/* The bidi rule (RFC 5893 §2), as tr46 checks it. */
static gboolean
check_bidi (const gunichar *s,
            gsize           n)
{
  UsIdnaBidi first = bidi_class (s[0]);
  gboolean rtl, en = FALSE, an = FALSE;
  gsize end = n;

  if (first == US_IDNA_BIDI_L)
    rtl = FALSE;
  else if (first == US_IDNA_BIDI_R)
    rtl = TRUE;
  else
    return FALSE;
  for (gsize i = 0; i < n; i++)
    switch (bidi_class (s[i]))
      {
      case US_IDNA_BIDI_L:
        if (rtl)
          return FALSE;
        break;
      case US_IDNA_BIDI_R:
        if (!rtl)
          return FALSE;
        break;
      case US_IDNA_BIDI_AN:
        if (!rtl)
          return FALSE;
        an = TRUE;
        break;
      case US_IDNA_BIDI_EN:
        en = TRUE;
        break;
      case US_IDNA_BIDI_NONE:
        return FALSE;
      default:
        break;
      }
  /* the last character that is no NSM */
  while (end > 0 && bidi_class (s[end - 1]) == US_IDNA_BIDI_NSM)
    end--;
  if (end == 0)
    return FALSE;
  switch (bidi_class (s[end - 1]))
    {
    case US_IDNA_BIDI_EN:
      break;
    case US_IDNA_BIDI_L:
      if (rtl)
        return FALSE;
      break;
    case US_IDNA_BIDI_R:
    case US_IDNA_BIDI_AN:
      if (!rtl)
        return FALSE;
      break;
    default:
      return FALSE;
    }
  return !(rtl && en && an);
}

/* tr46's validateLabel, with CheckBidi, CheckJoiners, nontransitional. */
static gboolean
validate_label (const gunichar *s,
                gsize           n,
                gboolean        use_std3,
                gboolean        check_hyphens,
                gboolean        is_bidi)
{
  if (n == 0)
    return TRUE;
  {
    g_autoptr(GArray) normal = nfc (s, n);

    if (normal->len != n || memcmp (normal->data, s, n * sizeof *s) != 0)
      return FALSE;
  }
  if (check_hyphens)
    {
      if ((n >= 4 && s[2] == '-' && s[3] == '-') || s[0] == '-' || s[n - 1] == '-')
        return FALSE;
    }
  else if (starts_with_ace (s, n))
    return FALSE;
  for (gsize i = 0; i < n; i++)
    if (s[i] == '.')
      return FALSE;
  if (is_mark (s[0]))
    return FALSE;
  for (gsize i = 0; i < n; i++)
    {
      if (!is_valid (s[i]))
        return FALSE;
      if (use_std3 && s[i] < 0x80 && s[i] != '-' &&
          !(s[i] >= 'a' && s[i] <= 'z') && !(s[i] >= '0' && s[i] <= '9'))
        return FALSE;
    }
  if (!check_joiners (s, n))
    return FALSE;
  if (is_bidi && !check_bidi (s, n))
    return FALSE;
  return TRUE;
}

/* ---- processing ---- */

typedef struct {
  gsize start, len;             /* in the processed string */
  CpArray *decoded;             /* a Punycode label's decoding, or NULL */
} Label;

static void
clear_labels (GArray *labels)
{
  for (guint i = 0; i < labels->len; i++)
    g_clear_pointer (&g_array_index (labels, Label, i).decoded, g_array_unref);
}

static const gunichar *
label_chars (const CpArray *string,
             const Label   *l,
             gsize         *n)
{
  if (l->decoded != NULL)
    {
      *n = l->decoded->len;
      return (const gunichar *) l->decoded->data;
    }
  *n = l->len;
  return (const gunichar *) string->data + l->start;
}

static void
append_cps (GString        *out,
            const gunichar *s,
            gsize           n)
{
  for (gsize i = 0; i < n; i++)
    g_string_append_unichar (out, s[i]);
}

char *
us_idna_new_process (const char *name,
                     gsize       len,
                     gboolean    to_unicode,
                     gboolean    use_std3,
                     gboolean    strict,
                     gsize      *out_len)
{
  g_autoptr(GArray) mapped = NULL;
  g_autoptr(GArray) string = NULL;
  g_autoptr(GArray) labels = g_array_new (FALSE, TRUE, sizeof (Label));
  g_autoptr(GString) out = NULL;
  gboolean is_bidi = FALSE, error = FALSE;
  gsize start = 0;

  /* 1. Map. 2. Normalize. */
  mapped = map_name (name, len);
  if (mapped == NULL)
    return NULL;
  string = nfc ((const gunichar *) mapped->data, mapped->len);

  /* 3. Break; and whether it is a bidi domain name, with the Punycode
   * labels decoded. */
  for (gsize i = 0; i <= string->len; i++)
    if (i == string->len || CP (string, i) == '.')
      {
        Label l = { start, i - start, NULL };

        g_array_append_val (labels, l);
        start = i + 1;
      }
  for (guint k = 0; k < labels->len && !is_bidi; k++)
    {
      Label *l = &g_array_index (labels, Label, k);
      const gunichar *s = (const gunichar *) string->data + l->start;
      g_autoptr(GArray) decoded = NULL;
      gsize n = l->len;

      if (starts_with_ace (s, n))
        {
          decoded = punycode_decode (s + 4, n - 4);
          s = decoded != NULL ? (const gunichar *) decoded->data : NULL;
          n = decoded != NULL ? decoded->len : 0;
        }
      for (gsize i = 0; i < n && !is_bidi; i++)
        {
          UsIdnaBidi b = bidi_class (s[i]);

          is_bidi = b == US_IDNA_BIDI_R || b == US_IDNA_BIDI_AN;
        }
    }

  /* 4. Convert and validate. */
  for (guint k = 0; k < labels->len && !error; k++)
    {
      Label *l = &g_array_index (labels, Label, k);
      const gunichar *s = (const gunichar *) string->data + l->start;
      gsize n;

      if (starts_with_ace (s, l->len))
        {
          if (!cp_is_ascii (s, l->len) ||
              (l->decoded = punycode_decode (s + 4, l->len - 4)) == NULL ||
              l->decoded->len == 0 ||
              cp_is_ascii ((const gunichar *) l->decoded->data, l->decoded->len))
            {
              error = TRUE;
              break;
            }
        }
      s = label_chars (string, l, &n);
      if (!validate_label (s, n, use_std3, strict, is_bidi))
        error = TRUE;
    }

  out = g_string_sized_new (len + 16);
  for (guint k = 0; k < labels->len && !error; k++)
    {
      const Label *l = &g_array_index (labels, Label, k);
      gsize n, before = out->len;
      const gunichar *s = label_chars (string, l, &n);

      if (k > 0)
        g_string_append_c (out, '.');
      before = out->len;
      if (to_unicode || cp_is_ascii (s, n))
        append_cps (out, s, n);
      else if (!punycode_encode (s, n, out))
        error = TRUE;
      /* VerifyDnsLength: no empty label, none over 63 */
      if (strict && !to_unicode && (out->len == before || out->len - before > 63))
        error = TRUE;
    }
  clear_labels (labels);
  if (error || (strict && !to_unicode && (out->len == 0 || out->len > 253)))
    return NULL;
  *out_len = out->len;
  return g_string_free (g_steal_pointer (&out), FALSE);
}
