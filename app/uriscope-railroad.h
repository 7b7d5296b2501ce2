/* uriscope-railroad.h — a grammar rule drawn as a railroad diagram
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "uriscope.h"

G_BEGIN_DECLS

#define URISCOPE_TYPE_RAILROAD (uriscope_railroad_get_type ())
G_DECLARE_FINAL_TYPE (UriscopeRailroad, uriscope_railroad, URISCOPE, RAILROAD, GtkWidget)

void       uriscope_railroad_set_rule     (UriscopeRailroad *self,
                                           UsRule            rule);
gboolean   uriscope_railroad_write_svg    (UriscopeRailroad *self,
                                           const char       *path,
                                           GError          **error);
gboolean   uriscope_railroad_write_png    (UriscopeRailroad *self,
                                           const char       *path,
                                           GError          **error);
GBytes    *uriscope_railroad_to_svg       (UriscopeRailroad *self);
GBytes    *uriscope_railroad_to_png       (UriscopeRailroad *self);

gboolean   uriscope_railroad_click        (UriscopeRailroad *self,
                                           double            x,
                                           double            y);

G_END_DECLS
