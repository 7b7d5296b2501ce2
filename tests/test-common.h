/* test-common.h — helpers shared by the test programs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <uriscope.h>

G_BEGIN_DECLS

char     *test_diag_summary   (const UsResult *result);
UsResult *test_parse          (const char     *text,
                               UsParseFlags    flags);
void      test_check_invariants (const UsResult *result);
void      test_init           (int            *argc,
                               char         ***argv);

G_END_DECLS
