/* uriscope-browser-line.h — how a browser reads the reference, when otherwise
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_BROWSER_LINE (uriscope_browser_line_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeBrowserLine, uriscope_browser_line, URISCOPE, BROWSER_LINE, GtkBox)

void              uriscope_browser_line_update          (UriscopeBrowserLine *self,
                                                         UsBrowserReading    *reading);
UsBrowserReading *uriscope_browser_line_get_reading     (UriscopeBrowserLine *self);
const UsBrowserSpan *uriscope_browser_line_get_spans    (UriscopeBrowserLine *self,
                                                         gsize                start,
                                                         gsize                end,
                                                         guint               *n_spans);

G_END_DECLS
