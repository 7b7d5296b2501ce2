/* test-run.h — running a program from a test: its output, or the
 * instructions it executes (under valgrind)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What a run gave: the exit status, standard output and standard error. */
typedef struct {
  int status;
  GBytes *out;
  GBytes *err;
} TestRun;

void     test_run_clear            (TestRun            *run);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TestRun, test_run_clear)

const char *test_run_cli_path      (void);
void     test_run                  (TestRun            *run,
                                    const char * const *argv,
                                    GBytes             *input);
gboolean test_run_have_valgrind    (void);
void     test_run_count_instructions (const char * const *argv,
                                      const char * const *lines,
                                      guint               n_lines,
                                      guint64            *counts);

G_END_DECLS
