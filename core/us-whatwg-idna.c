/* us-whatwg-idna.c — the URL Standard's UTS #46, through ICU
 *
 * The host parser's domain to ASCII (and domain to Unicode, which only the
 * tests ask: tests/core-test-helpers.c)
 * asks ICU's UTS #46 processing (us-idna.c, which keeps ICU's time linear
 * on long names) and maps its answer to the standard's: the errors ICU
 * records that the relaxed run does not check (CheckHyphens=false,
 * VerifyDnsLength=false) are ignored, every one counts in the strict run.
 * ICU 72's IDNA data is of Unicode 15.0 where the standard asks for the
 * latest UTS #46: the characters whose status changed since are mapped
 * here before ICU sees the name, and a name holding a character newer
 * than ICU's data, or a Punycode label ICU finds invalid, is processed as
 * tr46 does instead (us-idna-new.c). This is the host parser's only door
 * to ICU's IDNA (us-whatwg-host.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <unicode/uidna.h>
#include <unicode/utypes.h>

#include "us-idna-private.h"
#include "us-whatwg.h"

/* The errors ICU records that CheckHyphens=false and VerifyDnsLength=false
 * do not check. */
#define RELAXED_IGNORED (UIDNA_ERROR_EMPTY_LABEL | UIDNA_ERROR_LABEL_TOO_LONG | \
                         UIDNA_ERROR_DOMAIN_NAME_TOO_LONG | UIDNA_ERROR_LEADING_HYPHEN | \
                         UIDNA_ERROR_TRAILING_HYPHEN | UIDNA_ERROR_HYPHEN_3_4)

/* whatwg-url's UTS #46 (tr46 7.0.0) has the IDNA data of Unicode 18.0,
 * ICU 72 that of Unicode 15.0. The characters that Unicode 15.0 already
 * had and whose status later versions (15.1 and on) changed to mapped or
 * ignored are mapped here, before ICU sees the name (a label's mapping is
 * UTS #46's first step, and each replacement is valid, or a deviation, in
 * both versions, so ICU leaves it as it is); the standard (July 2026)
 * asks for the latest UTS #46. Found by running every code point through both (in "a" U+XXXX
 * "b"): besides these, only characters assigned after Unicode 15.0, and
 * U+1806 (disallowed in 15.0, valid since 15.1), differ; a name holding
 * one of those goes to us-idna-new.c (see us_whatwg_idna_process() below), with the
 * data build-aux/gen-idna-data.js generates from tr46, which also lists
 * the characters ICU 72 disallows that it leaves to this table: all those
 * here but U+1E9E, whose mapping changed (each entry checked against
 * tr46's table). A Punycode label is not touched: decoded, these
 * characters are errors in both. */
typedef struct {
  gunichar from;
  gunichar to;                  /* 0: ignored */
} IdnaUpdate;

static const IdnaUpdate idna_updates[] = {
  { 0x04C0, 0x04CF },           /* Cyrillic palochka: was disallowed */
  { 0x115F, 0 }, { 0x1160, 0 }, /* Hangul fillers, ignored */
  { 0x17B4, 0 }, { 0x17B5, 0 }, /* Khmer inherent vowels, ignored */
  { 0x180E, 0 },                /* Mongolian vowel separator, ignored */
  { 0x1E9E, 0x00DF },           /* capital sharp s: to U+00DF, not "ss" */
  { 0x2061, 0 }, { 0x2062, 0 }, { 0x2063, 0 },  /* invisible operators, ignored */
  { 0x206A, 0 }, { 0x206B, 0 }, { 0x206C, 0 },  /* deprecated format characters, ignored */
  { 0x206D, 0 }, { 0x206E, 0 }, { 0x206F, 0 },
  { 0x2132, 0x214E },           /* turned capital F, mapped */
  { 0x2183, 0x2184 },           /* reversed one hundred, mapped */
  { 0x3164, 0 },                /* Hangul filler, ignored */
  { 0xFFA0, 0 },                /* halfwidth Hangul filler, ignored */
  { 0x1D173, 0 }, { 0x1D174, 0 }, { 0x1D175, 0 }, { 0x1D176, 0 },  /* musical */
  { 0x1D177, 0 }, { 0x1D178, 0 }, { 0x1D179, 0 }, { 0x1D17A, 0 },  /* format controls */
  { 0x2F868, 0x36FC }, { 0x2F874, 0x5F53 }, { 0x2F91F, 0x243AB },  /* CJK */
  { 0x2F95F, 0x7AEE }, { 0x2F9BF, 0x45D7 },                        /* compatibility */
};

/* The new status of @c, or FALSE when it has none. */
static gboolean
idna_update (gunichar  c,
             gunichar *to)
{
  if (c >= 0x10A0 && c <= 0x10C5)
    {
      /* Georgian capitals: were disallowed, now mapped to Nuskhuri */
      *to = c - 0x10A0 + 0x2D00;
      return TRUE;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (idna_updates); i++)
    if (idna_updates[i].from == c)
      {
        *to = idna_updates[i].to;
        return TRUE;
      }
  return FALSE;
}

/* @len bytes at @domain with idna_updates applied, or NULL when none
 * applies; *@has_new is set when @domain holds a character of
 * us_idna_new_has(). */
static char *
apply_idna_updates (const char *domain,
                    gsize       len,
                    gsize      *out_len,
                    gboolean   *has_new)
{
  GString *out = NULL;
  gsize done = 0;

  *has_new = FALSE;
  for (gsize i = 0; i < len;)
    {
      gunichar c, to;
      gsize n;

      if ((guchar) domain[i] < 0xC0)
        {
          i++;
          continue;
        }
      c = g_utf8_get_char_validated (domain + i, (gssize) (len - i));
      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          i++;
          continue;
        }
      n = (gsize) g_unichar_to_utf8 (c, NULL);
      if (idna_update (c, &to))
        {
          if (out == NULL)
            out = g_string_sized_new (len);
          g_string_append_len (out, domain + done, (gssize) (i - done));
          if (to != 0)
            g_string_append_unichar (out, to);
          done = i + n;
        }
      else if (!*has_new && us_idna_new_has (c))
        *has_new = TRUE;
      i += n;
    }
  if (out == NULL)
    return NULL;
  g_string_append_len (out, domain + done, (gssize) (len - done));
  *out_len = out->len;
  return g_string_free (out, FALSE);
}

/* Unicode ToASCII (or ToUnicode) of @len bytes of UTF-8 at @domain, with
 * the relaxed flags or, when @strict, UseSTD3ASCIIRules (us-idna.c).
 * Returns NULL when an error not ignored was recorded; else the
 * result, *@out_len bytes (it may hold NUL bytes) plus a terminator.
 *
 * With @every_error (no error ignored) this is whatwg-url's domain to
 * ASCII with beStrict but for UseSTD3ASCIIRules, which the caller checks;
 * without, RELAXED_IGNORED are ignored: without beStrict. A name holding a character
 * newer than ICU's data (us_idna_new_has()), which ICU disallows, goes
 * to us_idna_new_process() instead, which processes it as tr46 does; so
 * does a name with a Punycode label ICU finds invalid
 * (UIDNA_ERROR_INVALID_ACE_LABEL), which may hide such a character. Only
 * then can ICU's refusal be wrong: every other character ICU disallows,
 * tr46 disallows too (checked on every code point when the data was
 * generated), and a name whose Punycode label is invalid for another
 * reason fails in the new processing as well. */
char *
us_whatwg_idna_process (gboolean    strict,
                        gboolean    to_unicode,
                        const char *domain,
                        gsize       len,
                        gboolean    every_error,
                        gsize      *out_len)
{
  uint32_t ignored = every_error ? 0 : RELAXED_IGNORED;
  uint32_t errors = 0;
  gsize n = 0;
  gsize updated_len = 0;
  gboolean has_new = FALSE;
  g_autofree char *updated = apply_idna_updates (domain, len, &updated_len, &has_new);
  char *out = NULL;

  if (updated != NULL)
    {
      domain = updated;
      len = updated_len;
    }
  if (!has_new)
    out = us_idna_process (us_idna_get (strict), to_unicode, domain, len, &errors, &n);

  if (has_new || (out != NULL && (errors & UIDNA_ERROR_INVALID_ACE_LABEL) != 0))
    {
      g_free (out);
      out = us_idna_new_process (domain, len, to_unicode, strict, ignored == 0, &n);
      errors = 0;
    }

  if (out == NULL || (errors & ~ignored) != 0)
    {
      g_free (out);
      return NULL;
    }
  if (out_len)
    *out_len = n;
  return out;
}
