/* uriscope-railroad-private.h — what the tests look at in uriscope-railroad
 *
 * The accessors here serve the tests only: they reach the widget's parts
 * and state to check what it shows. The product's code does not call them
 * and does not include this header; a test includes it beside the public
 * one (as gnome-text-editor keeps its seams in *-private.h headers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-railroad.h"

G_BEGIN_DECLS

GtkWidget *uriscope_railroad_new          (void);
UsRule     uriscope_railroad_get_rule     (UriscopeRailroad *self);
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
const char *uriscope_railroad_get_description (UriscopeRailroad *self);

G_END_DECLS
