/* uriscope-resolution-steps.h — a resolution as steps to step through
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

#include "uriscope-buffer-table.h"

G_BEGIN_DECLS

#define URISCOPE_TYPE_RESOLUTION_STEPS (uriscope_resolution_steps_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeResolutionSteps, uriscope_resolution_steps, URISCOPE, RESOLUTION_STEPS, GtkBox)

void         uriscope_resolution_steps_set_resolution (UriscopeResolutionSteps *self,
                                                       UsResolution            *res);
guint        uriscope_resolution_steps_get_n_steps    (UriscopeResolutionSteps *self);
guint        uriscope_resolution_steps_get_current    (UriscopeResolutionSteps *self);
gboolean     uriscope_resolution_steps_get_show_all   (UriscopeResolutionSteps *self);

gboolean     uriscope_resolution_steps_get_current_span (UriscopeResolutionSteps *self,
                                                         gsize                   *start,
                                                         gsize                   *end);

const char  *uriscope_resolution_steps_get_row_badge  (UriscopeResolutionSteps *self,
                                                       guint                    row);
const char  *uriscope_resolution_steps_get_window_text (UriscopeResolutionSteps *self);
GtkWidget   *uriscope_resolution_steps_get_row_widget (UriscopeResolutionSteps *self,
                                                       guint                    row);

void uriscope_resolution_steps_bind_reveal (UriscopeResolutionSteps *self,
                                           GSettings *settings);

G_END_DECLS
