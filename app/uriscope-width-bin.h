/* uriscope-width-bin.h — a widget as wide as its content needs at any height
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_WIDTH_BIN (uriscope_width_bin_get_type ())
G_DECLARE_FINAL_TYPE (UriscopeWidthBin, uriscope_width_bin, URISCOPE, WIDTH_BIN, GtkWidget)

GtkWidget *uriscope_width_bin_new       (GtkWidget       *child);
GtkWidget *uriscope_width_bin_get_child (UriscopeWidthBin *self);
void       uriscope_width_bin_set_child (UriscopeWidthBin *self,
                                        GtkWidget       *child);

G_END_DECLS
