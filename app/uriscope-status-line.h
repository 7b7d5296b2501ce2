/* uriscope-status-line.h — whether the reference is valid, and its parts to copy
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_STATUS_LINE (uriscope_status_line_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeStatusLine, uriscope_status_line, URISCOPE, STATUS_LINE, GtkBox)

void        uriscope_status_line_update     (UriscopeStatusLine *self,
                                             UsAnalysis         *analysis,
                                             UsSpec              spec);
const char *uriscope_status_line_get_status (UriscopeStatusLine *self);

G_END_DECLS
