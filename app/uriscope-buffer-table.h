/* uriscope-buffer-table.h — the buffer of remove_dot_segments as a table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_BUFFER_TABLE (uriscope_buffer_table_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeBufferTable, uriscope_buffer_table, URISCOPE, BUFFER_TABLE, GtkBox)

GtkWidget  *uriscope_buffer_table_new            (void);
void        uriscope_buffer_table_set_resolution (UriscopeBufferTable *self,
                                                  UsResolution        *res);
guint       uriscope_buffer_table_get_n_rows     (UriscopeBufferTable *self);
gboolean    uriscope_buffer_table_is_sub_steps   (UriscopeBufferTable *self);
int         uriscope_buffer_table_row_of_step    (UriscopeBufferTable *self,
                                                  guint                step);
void        uriscope_buffer_table_reveal         (UriscopeBufferTable *self,
                                                  guint                n_revealed,
                                                  int                  current);
int         uriscope_buffer_table_get_current    (UriscopeBufferTable *self);
void        uriscope_buffer_table_get_buffers    (UriscopeBufferTable *self,
                                                  guint                row,
                                                  const char         **output,
                                                  gsize               *output_len,
                                                  gboolean            *output_cut,
                                                  const char         **input,
                                                  gsize               *input_len,
                                                  gboolean            *input_cut);
GtkWidget  *uriscope_buffer_table_get_row_widget (UriscopeBufferTable *self,
                                                  guint                row);
const char *uriscope_buffer_table_get_note       (UriscopeBufferTable *self);
const char *uriscope_buffer_table_get_rule       (UriscopeBufferTable *self,
                                                  guint                row);

gboolean    uriscope_buffer_table_current_in_view (UriscopeBufferTable *self);
gboolean    uriscope_buffer_table_note_in_view   (UriscopeBufferTable *self);

G_END_DECLS
