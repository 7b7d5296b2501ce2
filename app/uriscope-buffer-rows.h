/* uriscope-buffer-rows.h — the rows of the buffer table and what moved in each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <uriscope.h>

G_BEGIN_DECLS

/**
 * UriscopeBufferRow:
 * @rule: the rule ("2C", "6e")
 * @step: for the legacy RFCs, the step the row is
 * @output: the (output) buffer after the rule
 * @input: the input buffer after it, %NULL for the legacy RFCs
 * @moved: what the rule moved, %NULL when nothing is marked
 * @removed: @moved was taken off a buffer (else appended)
 * @in_input: @moved is (was) in the input buffer
 * @moved_at: where in the buffer it is (was)
 * @tooltip: the rule's text, made when first shown
 */
typedef struct {
  const char *rule;
  guint step;
  UsBranch branch;
  char *output;
  gsize output_len;
  char *input;
  gsize input_len;
  gboolean output_cut;
  gboolean input_cut;
  char *moved;
  gboolean removed;
  gboolean in_input;
  gsize moved_at;
  char *tooltip;
} UriscopeBufferRow;

GArray   *uriscope_buffer_rows_new         (void);
gboolean  uriscope_buffer_rows_fill        (GArray                  *rows,
                                            UsResolution            *res,
                                            char                   **note,
                                            int                     *note_row);
char     *uriscope_buffer_row_cell_markup  (const UriscopeBufferRow *row,
                                            gboolean                 input);
char     *uriscope_buffer_row_moved_words  (const UriscopeBufferRow *row);

G_END_DECLS
