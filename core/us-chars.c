/* us-chars.c — the byte class table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "us-chars-private.h"

const guint32 us_chars[256] = {
  [0x00 ... 0x08] = US_CH_CONTROL,
  ['\t'] = US_CH_CONTROL | US_CH_WHITESPACE,
  ['\n'] = US_CH_CONTROL | US_CH_WHITESPACE,
  ['\v'] = US_CH_CONTROL | US_CH_WHITESPACE,
  ['\f'] = US_CH_CONTROL | US_CH_WHITESPACE,
  ['\r'] = US_CH_CONTROL | US_CH_WHITESPACE,
  [0x0e ... 0x1f] = US_CH_CONTROL,
  [' '] = US_CH_WHITESPACE,
  ['!'] = US_CH_SUB_DELIM | US_CH_MARK_2396 | US_CH_UNRES_1808,
  ['"'] = US_CH_EXCLUDED,
  ['$'] = US_CH_SUB_DELIM | US_CH_PUNCT_2396 | US_CH_UNRES_1808,
  ['&'] = US_CH_SUB_DELIM | US_CH_PUNCT_2396 | US_CH_AMP_EQ | US_CH_AMP,
  ['\''] = US_CH_SUB_DELIM | US_CH_MARK_2396 | US_CH_UNRES_1808,
  ['('] = US_CH_SUB_DELIM | US_CH_MARK_2396 | US_CH_UNRES_1808,
  [')'] = US_CH_SUB_DELIM | US_CH_MARK_2396 | US_CH_UNRES_1808,
  ['*'] = US_CH_SUB_DELIM | US_CH_MARK_2396 | US_CH_UNRES_1808,
  ['+'] = US_CH_SUB_DELIM | US_CH_SCHEME_MARK | US_CH_PUNCT_2396 | US_CH_UNRES_1808 | US_CH_GROUP_MARK,
  [','] = US_CH_SUB_DELIM | US_CH_PUNCT_2396 | US_CH_UNRES_1808,
  ['-'] = US_CH_UNRES_MARK | US_CH_SCHEME_MARK | US_CH_HYPHEN | US_CH_UNRES_1808 | US_CH_GROUP_MARK,
  ['.'] = US_CH_UNRES_MARK | US_CH_SCHEME_MARK | US_CH_UNRES_1808 | US_CH_GROUP_MARK,
  ['/'] = US_CH_SLASH,
  ['0' ... '9'] = US_CH_DIGIT,
  [':'] = US_CH_COLON,
  [';'] = US_CH_SUB_DELIM | US_CH_SEMICOLON,
  ['<'] = US_CH_EXCLUDED,
  ['='] = US_CH_SUB_DELIM | US_CH_PUNCT_2396 | US_CH_AMP_EQ,
  ['>'] = US_CH_EXCLUDED,
  ['?'] = US_CH_QUESTION,
  ['@'] = US_CH_AT,
  ['A' ... 'F'] = US_CH_ALPHA | US_CH_HEXALPHA,
  ['G' ... 'Z'] = US_CH_ALPHA,
  ['\\'] = US_CH_EXCLUDED,
  ['^'] = US_CH_EXCLUDED,
  ['_'] = US_CH_UNRES_MARK | US_CH_UNRES_1808 | US_CH_GROUP_MARK,
  ['`'] = US_CH_EXCLUDED,
  ['a' ... 'f'] = US_CH_ALPHA | US_CH_HEXALPHA | US_CH_LOWER,
  ['g' ... 'z'] = US_CH_ALPHA | US_CH_LOWER,
  ['{'] = US_CH_EXCLUDED,
  ['|'] = US_CH_EXCLUDED,
  ['}'] = US_CH_EXCLUDED,
  ['~'] = US_CH_UNRES_MARK,
  [0x7f] = US_CH_CONTROL,
};
