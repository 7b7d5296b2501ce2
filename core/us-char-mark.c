/* us-char-mark.c — the characters a view must show as a mark, and their names
 *
 * A view of a reference never shows a character that hides itself or
 * moves the text around it: each invisible, bidirectional, format and
 * line-breaking character (us_char_is_marked) is drawn as a mark holding
 * its short name (us_char_mark_label: "RLO", "ZWSP", else "U+2061"). And
 * a letter of another script that looks like a Latin one (Cyrillic "а")
 * is marked with its script and the Latin letter it imitates: the UTS #39
 * skeleton of the letter alone (ICU's confusables data), when it is one
 * ASCII letter or digit.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uspoof.h>

#include "us-char-mark.h"
#include "us-chars-private.h"

/* The short names of the invisible characters that are not bidi
 * controls (those are us_unichar_bidi_control_name()'s), as Unicode's
 * NameAliases.txt abbreviates them. */
static const struct {
  gunichar c;
  const char *name;
} short_names[] = {
  { 0x00AD, "SHY" },
  { 0x034F, "CGJ" },
  { 0x180E, "MVS" },
  { 0x200B, "ZWSP" },
  { 0x200C, "ZWNJ" },
  { 0x200D, "ZWJ" },
  { 0x2028, "LSEP" },
  { 0x2029, "PSEP" },
  { 0x2060, "WJ" },
  { 0xFEFF, "BOM" },
};

static const char *const variation_selectors[16] = {
  "VS1", "VS2", "VS3", "VS4", "VS5", "VS6", "VS7", "VS8",
  "VS9", "VS10", "VS11", "VS12", "VS13", "VS14", "VS15", "VS16",
};

/**
 * us_char_is_bidi_control:
 *
 * Returns: whether @c is one of the bidirectional formatting characters
 *   (the embeddings, overrides, isolates and implicit marks of UAX #9)
 */
gboolean
us_char_is_bidi_control (gunichar c)
{
  return us_unichar_bidi_control_name (c) != NULL;
}

/**
 * us_char_is_marked:
 *
 * Returns: whether a view shows @c as a mark rather than as itself: a
 *   bidi control, a default-ignorable code point (invisible: ZWSP, ZWJ,
 *   BOM, the variation selectors, the tags…), another format character,
 *   or a line or paragraph separator. Not ASCII, not the C1 controls
 *   (views show those as boxes or symbols of their own).
 */
gboolean
us_char_is_marked (gunichar c)
{
  if (c < 0xA0 || c > 0x10FFFF)
    return FALSE;
  return us_char_is_bidi_control (c) || c == 0x2028 || c == 0x2029 ||
         u_hasBinaryProperty ((UChar32) c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ||
         u_charType ((UChar32) c) == U_FORMAT_CHAR;
}

/**
 * us_char_mark_name:
 *
 * Returns: (nullable): the short name of the marked character @c
 *   ("RLO", "ZWSP", "VS16"), or NULL when it has none
 */
const char *
us_char_mark_name (gunichar c)
{
  const char *name = us_unichar_bidi_control_name (c);

  if (name != NULL)
    return name;
  if (c >= 0xFE00 && c <= 0xFE0F)
    return variation_selectors[c - 0xFE00];
  for (guint i = 0; i < G_N_ELEMENTS (short_names); i++)
    if (short_names[i].c == c)
      return short_names[i].name;
  return NULL;
}

/**
 * us_char_mark_label:
 *
 * Returns: (transfer full): what the mark of @c holds: its short name,
 *   else its code point ("U+2061")
 */
char *
us_char_mark_label (gunichar c)
{
  const char *name = us_char_mark_name (c);

  return name != NULL ? g_strdup (name) : g_strdup_printf ("U+%04X", (guint) c);
}

static USpoofChecker *
checker (void)
{
  static USpoofChecker *spoof;
  static gsize once;

  if (g_once_init_enter (&once))
    {
      UErrorCode status = U_ZERO_ERROR;

      spoof = uspoof_open (&status);
      if (U_FAILURE (status))
        spoof = NULL;
      g_once_init_leave (&once, 1);
    }
  return spoof;
}

/**
 * us_char_lookalike_latin:
 *
 * Returns: the ASCII letter or digit the letter @c, of a script other
 *   than Latin, looks like (its UTS #39 skeleton, in lower case), else 0
 */
gunichar
us_char_lookalike_latin (gunichar c)
{
  UErrorCode status = U_ZERO_ERROR;
  USpoofChecker *spoof = checker ();
  char text[8] = { 0 }, skeleton[32];
  int32_t n;

  if (c < 0x80 || spoof == NULL || !u_isalnum ((UChar32) c))
    return 0;
  if (uscript_getScript ((UChar32) c, &status) == USCRIPT_LATIN || U_FAILURE (status))
    return 0;
  n = uspoof_getSkeletonUTF8 (spoof, 0, text, g_unichar_to_utf8 (c, text), skeleton, sizeof skeleton, &status);
  if (U_FAILURE (status) || n != 1 || !g_ascii_isalnum (skeleton[0]))
    return 0;
  return (gunichar) g_ascii_tolower (skeleton[0]);
}

/**
 * us_char_lookalike_script:
 *
 * Returns: (transfer full) (nullable): the script of the look-alike
 *   letter @c as Unicode names it ("Cyrillic"), NULL when @c does not
 *   look like a Latin letter
 */
char *
us_char_lookalike_script (gunichar c)
{
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode script;
  const char *name;

  if (us_char_lookalike_latin (c) == 0)
    return NULL;
  script = uscript_getScript ((UChar32) c, &status);
  name = U_SUCCESS (status) ? uscript_getName (script) : NULL;
  return name != NULL ? g_strdelimit (g_strdup (name), "_", ' ') : NULL;
}
