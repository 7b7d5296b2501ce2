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
void      test_check_structure (const UsResult *result);
void      test_check_messages (const UsResult *result);
void      test_init           (int            *argc,
                               char         ***argv);
UsResult *test_parse_spec     (UsSpec          spec,
                               const char     *text,
                               UsParseFlags    flags);
char     *test_terminal_classes (const UsResult *result);
void      test_assert_terminals (UsSpec      spec,
                                 const char *input,
                                 const char *classes);
void      test_assert_rules   (UsSpec          spec,
                               UsRule          first,
                               UsRule          last);
void      test_assert_component (const UsResult *result,
                                 UsComponent     component,
                                 const char     *want);
void      test_check_normalization (const char *input,
                                    gsize       len);
void      test_check_normalized    (const UsNormalization *n,
                                    const char            *input,
                                    gsize                  len);

/* A golden case of a valid reference: input, then what the parse gives
 * (cli_text_tree_line(), test_diag_summary()). */
typedef struct {
  const char *input;
  const char *tree;
  const char *diagnostics;
} TestTreeCase;

/* A golden case of a reference with problems: its name, the input, the
 * tree, the diagnostics and the first message. */
typedef struct {
  const char *name;
  const char *input;
  const char *tree;
  const char *diagnostics;
  const char *first_message;
} TestDiagCase;

void      test_add_tree_cases (UsSpec              spec,
                               const TestTreeCase *cases,
                               guint               n);
void      test_add_diag_cases (UsSpec              spec,
                               const TestDiagCase *cases,
                               guint               n);

G_END_DECLS
