/* uriscope-buffer-table-private.h — what the tests look at in uriscope-buffer-table
 *
 * The accessors here serve the tests only: they reach the widget's parts
 * and state to check what it shows. The product's code does not call them
 * and does not include this header; a test includes it beside the public
 * one (as gnome-text-editor keeps its seams in *-private.h headers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-buffer-table.h"

G_BEGIN_DECLS

guint       uriscope_buffer_table_get_n_revealed (UriscopeBufferTable *self);
guint       uriscope_buffer_table_get_n_shown    (UriscopeBufferTable *self);
const char *uriscope_buffer_table_get_window_text (UriscopeBufferTable *self);
const char *uriscope_buffer_table_get_moved      (UriscopeBufferTable *self,
                                                  guint                row,
                                                  gboolean            *removed);

G_END_DECLS
