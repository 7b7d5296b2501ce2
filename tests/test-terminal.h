/* test-terminal.h — which terminal class of the grammar matched a byte
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <uriscope.h>

G_BEGIN_DECLS

/**
 * UsTerminal:
 *
 * Which terminal class of the grammar matched one character
 * (us_result_terminal_at(), tests/test-terminal.c).
 */
typedef enum {
  US_TERMINAL_NONE,        /* outside the reference (surrounding white space) */
  US_TERMINAL_INVALID,     /* matches nothing here: see the diagnostics */
  US_TERMINAL_ALPHA,
  US_TERMINAL_DIGIT,
  US_TERMINAL_HEXDIG,
  US_TERMINAL_UNRESERVED,
  US_TERMINAL_SUB_DELIMS,
  US_TERMINAL_PCT_ENCODED,
  US_TERMINAL_LITERAL,     /* a quoted string of the grammar: ":" "/" "?" "#" "[" "]" "@" "." "//" "::" "v" */
} UsTerminal;

UsTerminal  us_result_terminal_at (const UsResult *self,
                                   gsize           offset);
const char *us_terminal_name      (UsTerminal      terminal);

G_END_DECLS
