/* cli-text.h — the command line's text output, with or without colours
 *
 * Beside the JSON output (cli-json.h): the same readings, as a terminal
 * shows them. cli-text.c holds the reading of one input (its tree, its
 * diagnostics with caret lines, the report, the matrix of every spec, the
 * browser's reading, the link lens); cli-text-steps.c the step-by-step
 * texts (a resolution, a normalization, an IRI mapping).
 *
 * Each long text has two forms: cli_text_X() returns it whole (the tests
 * compare it), cli_text_write_X() writes the same bytes to a stream as
 * they are made, in blocks, so that the output of a long input is never
 * held whole (the command line's; issue 24).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdio.h>
#include <uriscope.h>

G_BEGIN_DECLS

typedef enum {
  CLI_TEXT_DEFAULT = 0,
  CLI_TEXT_COLOR   = 1 << 0,   /* ANSI colours, for terminals */
} CliTextFlags;

char *cli_text_tree_line  (const UsResult *result);
char *cli_text_tree       (const UsResult *result,
                           CliTextFlags    flags);
char *cli_text_diagnostic (const UsResult *result,
                           guint           index,
                           CliTextFlags    flags);
char *cli_text_report     (const UsResult *result,
                           CliTextFlags    flags);
char *cli_text_report_checked (const UsResult *result,
                               const gboolean *offered,
                               CliTextFlags    flags);
char *cli_text_matrix     (UsResult *const  *results,
                           guint             n_results,
                           UsBrowserReading *reading,
                           CliTextFlags      flags);

/* A spec's line of the matrix, counted from its result: the matrix of a
 * long input is made from these and the first difference in words, so
 * that the results need not all be held at once (issue 24). */
typedef struct {
  UsSpec spec;
  guint errors;
  guint warnings;
} CliMatrixRow;

void  cli_matrix_row_count (CliMatrixRow   *row,
                            const UsResult *result);
char *cli_text_matrix_rows (UsResult           *first,
                            const CliMatrixRow *rows,
                            guint               n_rows,
                            const char         *difference,
                            UsBrowserReading   *reading,
                            CliTextFlags        flags);
char *cli_text_lens       (const UsLens   *lens,
                           CliTextFlags    flags);
char *cli_text_browser_reading (const UsBrowserReading *reading,
                                CliTextFlags            flags);
char *cli_text_resolution (const UsResolution *resolution,
                           const char         *reference,
                           gsize               reference_len,
                           const char         *base,
                           gsize               base_len,
                           CliTextFlags        flags);
char *cli_text_normalization (const UsNormalization *normalization,
                              CliTextFlags           flags);
char *cli_text_iri_mapping (const UsIriMapping *mapping,
                            CliTextFlags        flags);

void cli_text_write_report_checked (FILE           *stream,
                                    const UsResult *result,
                                    const gboolean *offered,
                                    const char     *head_end,
                                    CliTextFlags    flags);
void cli_text_write_lens  (FILE           *stream,
                           const UsLens   *lens,
                           CliTextFlags    flags);
void cli_text_write_resolution (FILE               *stream,
                                const UsResolution *resolution,
                                const char         *reference,
                                gsize               reference_len,
                                const char         *base,
                                gsize               base_len,
                                CliTextFlags        flags);
void cli_text_write_normalization (FILE                  *stream,
                                   const UsNormalization *normalization,
                                   CliTextFlags           flags);

G_END_DECLS
