/* uriscope-resolution-steps-query.c — what the step-through view shows
 *
 * The queries of UriscopeResolutionSteps (uriscope-resolution-steps.c):
 * the current step's id and the bytes of the reference it reads, for the
 * window; the rows, lines highlighted and what is in view, for tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "uriscope-list-scroll.h"
#include "uriscope-resolution-steps-private.h"
#include "uriscope-step-positions.h"
#include "uriscope-step-row.h"

/* The current step's id ("5.2.4"), or its state ("scheme state"). */
const char *
uriscope_resolution_steps_get_current_id (UriscopeResolutionSteps *self)
{
  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), NULL);
  if (self->positions->len == 0)
    return NULL;
  return uriscope_resolution_steps_get_row_badge (self, g_array_index (self->positions, UriscopeStepPosition, self->current).row);
}

/* The lines highlighted in the text beside, joined by newlines. */
char *
uriscope_resolution_steps_dup_highlighted (UriscopeResolutionSteps *self)
{
  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), NULL);
  return uriscope_rfc_pane_dup_highlighted (self->rfc_pane);
}

guint
uriscope_resolution_steps_get_n_visible_rows (UriscopeResolutionSteps *self)
{
  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->slice));
}

/* The badge of list row @row: the step id, the state, or "…". */
const char *
uriscope_resolution_steps_get_row_badge (UriscopeResolutionSteps *self,
                                         guint                    row)
{
  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self) && row < self->rows->len, NULL);
  return uriscope_step_positions_badge (self->res, g_array_index (self->rows, guint, row));
}

/* What row @row emphasises: bits 1 << UsPart, or 1 << UsRecordField. */
guint
uriscope_resolution_steps_get_row_changed (UriscopeResolutionSteps *self,
                                           guint                    row)
{
  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self) && row < self->rows->len, 0);
  return uriscope_step_positions_changed (self->res, g_array_index (self->rows, guint, row));
}

/**
 * uriscope_resolution_steps_get_current_span:
 *
 * The bytes of the reference the current step works on, for the field to
 * follow the steps (uriscope_step_positions_span()).
 *
 * Returns: FALSE when the step reads none of the reference
 */
gboolean
uriscope_resolution_steps_get_current_span (UriscopeResolutionSteps *self,
                                            gsize                   *start,
                                            gsize                   *end)
{
  guint row;

  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), FALSE);
  if (self->positions->len == 0)
    return FALSE;
  row = g_array_index (self->positions, UriscopeStepPosition, self->current).row;
  return uriscope_step_positions_span (self->res, g_array_index (self->rows, guint, row), start, end);
}

/* The buffer table's row the current position is, -1 for none. */
int
uriscope_resolution_steps_get_current_buffer_row (UriscopeResolutionSteps *self)
{
  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), -1);
  if (self->positions->len == 0)
    return -1;
  return g_array_index (self->positions, UriscopeStepPosition, self->current).buffer_row;
}

/* The line that says which steps the list shows, NULL when all. */
const char *
uriscope_resolution_steps_get_window_text (UriscopeResolutionSteps *self)
{
  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->window)) ? gtk_label_get_text (self->window) : NULL;
}

/* The widget of list row @row, NULL when it has none (not in the window,
 * or not laid out yet). */
GtkWidget *
uriscope_resolution_steps_get_row_widget (UriscopeResolutionSteps *self,
                                          guint                    row)
{
  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), NULL);
  if (row < self->first)
    return NULL;
  return uriscope_list_scroll_find_row (GTK_WIDGET (self->list), row - self->first);
}

/* Whether the current row, the buffer table's current row and the lines
 * of the rule that ran (uriscope_rfc_pane_highlight_in_view()) are all in
 * view (for tests). */
gboolean
uriscope_resolution_steps_current_in_view (UriscopeResolutionSteps *self)
{
  const UriscopeStepPosition *pos;

  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self) && self->positions->len > 0, FALSE);
  pos = &g_array_index (self->positions, UriscopeStepPosition, self->current);
  return uriscope_list_scroll_is_in_view (GTK_WIDGET (self->list),
                                          uriscope_resolution_steps_get_row_widget (self, pos->row)) &&
         (pos->buffer_row < 0 || uriscope_buffer_table_current_in_view (self->table)) &&
         (self->whatwg || uriscope_rfc_pane_highlight_in_view (self->rfc_pane));
}

/* The path list row @row shows, NULL when it has no widget. */
const char *
uriscope_resolution_steps_get_row_path (UriscopeResolutionSteps *self,
                                        guint                    row)
{
  GtkWidget *child;

  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), NULL);
  child = row >= self->first ? uriscope_list_scroll_find_child (GTK_WIDGET (self->list), row - self->first) : NULL;
  return child != NULL ? uriscope_step_row_get_path_text (URISCOPE_STEP_ROW (child)) : NULL;
}

UriscopeBufferTable *
uriscope_resolution_steps_get_buffer_table (UriscopeResolutionSteps *self)
{
  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), NULL);
  return self->table;
}
