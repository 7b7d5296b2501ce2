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

GtkWidget *uriscope_railroad_new          (void);
void       uriscope_railroad_set_rule     (UriscopeRailroad *self,
                                           UsRule            rule);
UsRule     uriscope_railroad_get_rule     (UriscopeRailroad *self);
gboolean   uriscope_railroad_write_svg    (UriscopeRailroad *self,
                                           const char       *path,
                                           GError          **error);
gboolean   uriscope_railroad_write_png    (UriscopeRailroad *self,
                                           const char       *path,
                                           GError          **error);
GBytes    *uriscope_railroad_to_svg       (UriscopeRailroad *self);
GBytes    *uriscope_railroad_to_png       (UriscopeRailroad *self);

/* For the tests: the boxes in drawing order, one per line as
 * "kind text" (kind: lit, ref, range, prose); the tracks of each
 * alternation in order; the links, and the same activation as a click at
 * @x, @y (widget coordinates). */
char      *uriscope_railroad_dump_boxes   (UriscopeRailroad *self);
GArray    *uriscope_railroad_get_tracks   (UriscopeRailroad *self);
guint      uriscope_railroad_get_n_links  (UriscopeRailroad *self);
gboolean   uriscope_railroad_get_link_area (UriscopeRailroad *self,
                                            guint             link,
                                            graphene_rect_t  *area);
int        uriscope_railroad_get_focus_link (UriscopeRailroad *self);
gboolean   uriscope_railroad_click        (UriscopeRailroad *self,
                                           double            x,
                                           double            y);
const char *uriscope_railroad_get_description (UriscopeRailroad *self);

G_END_DECLS
