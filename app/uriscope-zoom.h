/* uriscope-zoom.h — the size of the text in every window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define URISCOPE_ZOOM_MIN 0.5
#define URISCOPE_ZOOM_MAX 3.0

#define URISCOPE_TYPE_ZOOM (uriscope_zoom_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeZoom, uriscope_zoom, URISCOPE, ZOOM, GObject)

UriscopeZoom *uriscope_zoom_new         (GSettings    *settings);
void          uriscope_zoom_set_level   (UriscopeZoom *self,
                                         double        level);
void          uriscope_zoom_in          (UriscopeZoom *self);
void          uriscope_zoom_out         (UriscopeZoom *self);
void          uriscope_zoom_reset       (UriscopeZoom *self);
void          uriscope_zoom_add_actions (UriscopeZoom *self,
                                         GActionMap   *map);
char         *uriscope_zoom_css         (double        level,
                                         double        dpi);

G_END_DECLS
