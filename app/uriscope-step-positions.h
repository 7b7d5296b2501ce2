/* uriscope-step-positions.h — the rows and positions of a resolution's steps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

#include "uriscope-buffer-table.h"
#include "uriscope-rfc-lines.h"
#include "uriscope-step-row.h"

G_BEGIN_DECLS

/* The list row that stands for the state steps a trace left out ("…"). */
#define URISCOPE_STEP_MORE_ROW G_MAXUINT

/**
 * UriscopeStepPosition:
 * @row: the list row (a step, or a state step)
 * @buffer_row: the buffer table's row this position is, or -1
 * @revealed: the buffer rows shown at this position
 */
typedef struct {
  guint row;
  int buffer_row;
  guint revealed;
} UriscopeStepPosition;

void               uriscope_step_positions_fill         (UsResolution        *res,
                                                         UriscopeBufferTable *table,
                                                         GArray              *rows,
                                                         GArray              *positions);
const UsStep      *uriscope_step_positions_before       (UsResolution        *res,
                                                         guint                step);
const UsStateStep *uriscope_step_positions_state_before (UsResolution        *res,
                                                         guint                step);
char              *uriscope_step_positions_title        (UsResolution        *res);
void               uriscope_step_positions_show_row     (UsResolution        *res,
                                                         guint                step,
                                                         UriscopeStepRow     *row);
const char        *uriscope_step_positions_badge        (UsResolution        *res,
                                                         guint                step);
guint              uriscope_step_positions_changed      (UsResolution        *res,
                                                         guint                step);
guint              uriscope_step_positions_rfc_lines    (UsResolution        *res,
                                                         guint                step,
                                                         UriscopeBufferTable *table,
                                                         int                  buffer_row,
                                                         UriscopeRfcLines    *lines);
gboolean           uriscope_step_positions_span         (UsResolution        *res,
                                                         guint                step,
                                                         gsize               *start,
                                                         gsize               *end);

G_END_DECLS
