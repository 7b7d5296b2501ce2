/* gen-idna-icu.c — what the system's ICU knows, for gen-idna-data.js
 *
 * Reads code points (hexadecimal, one a line) on standard input and writes
 * back those that this ICU's UTS #46 data disallows (its "uts46"
 * normalization maps them to U+FFFD), as "new XXXX" when this ICU has the
 * character unassigned, else as "old XXXX"; then, for each
 * canonical combining class in use, one code point of it that has no
 * decomposition, as "ccc K XXXX" (references the generator measures the
 * combining class of new characters against); then each character this
 * ICU has assigned, as "valid XXXX" when its UTS #46 leaves it as it is
 * (valid, or a deviation), else "invalid XXXX" (the generator checks that
 * tr46 agrees). Built and run by
 * build-aux/gen-idna-data.js, never by the build.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/uvernum.h>

int
main (void)
{
  UErrorCode err = U_ZERO_ERROR;
  const UNormalizer2 *uts46 = unorm2_getInstance (NULL, "uts46", UNORM2_COMPOSE, &err);
  const UNormalizer2 *nfc = unorm2_getNFCInstance (&err);
  char line[64];
  UChar32 seen[256] = { 0 };

  if (U_FAILURE (err))
    return 1;
  while (fgets (line, sizeof line, stdin) != NULL)
    {
      UChar32 c = (UChar32) strtol (line, NULL, 16);
      UChar in[2], out[64];
      int32_t n = 0, m;

      U16_APPEND_UNSAFE (in, n, c);
      err = U_ZERO_ERROR;
      m = unorm2_normalize (uts46, in, n, out, 64, &err);
      if (U_SUCCESS (err) && c != 0xFFFD && m == 1 && out[0] == 0xFFFD)
        printf ("%s %04X\n", u_charType (c) == U_UNASSIGNED ? "new" : "old", (unsigned) c);
    }
  for (UChar32 c = 0; c <= 0x10FFFF; c++)
    {
      uint8_t k = u_getCombiningClass (c);
      UChar d[8];

      err = U_ZERO_ERROR;
      if (k != 0 && seen[k] == 0 && unorm2_getRawDecomposition (nfc, c, d, 8, &err) < 0)
        {
          seen[k] = c;
          printf ("ccc %u %04X\n", k, (unsigned) c);
        }
    }
  for (UChar32 c = 0; c <= 0x10FFFF; c++)
    {
      UChar in[2];
      int32_t n = 0;

      if ((c >= 0xD800 && c <= 0xDFFF) || u_charType (c) == U_UNASSIGNED)
        continue;
      U16_APPEND_UNSAFE (in, n, c);
      err = U_ZERO_ERROR;
      if (c == 0xFFFD)
        {
          printf ("invalid FFFD\n");
          continue;
        }
      printf ("%s %04X\n", unorm2_isNormalized (uts46, in, n, &err) && U_SUCCESS (err) ? "valid" : "invalid",
              (unsigned) c);
    }
  printf ("unicode %s\n", U_UNICODE_VERSION);
  printf ("icu %s\n", U_ICU_VERSION);
  return 0;
}
