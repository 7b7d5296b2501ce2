/* uriscope-turning-paned.h — two panes side by side, or one above the other when narrow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_TURNING_PANED (uriscope_turning_paned_get_type ())
G_DECLARE_FINAL_TYPE (UriscopeTurningPaned, uriscope_turning_paned, URISCOPE, TURNING_PANED, GtkWidget)

GtkWidget      *uriscope_turning_paned_new             (void);
GtkOrientation  uriscope_turning_paned_get_orientation (UriscopeTurningPaned *self);

G_END_DECLS
