/* uriscope-wrap-layout.h — children in a row that wraps onto more rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_WRAP_LAYOUT (uriscope_wrap_layout_get_type ())
G_DECLARE_FINAL_TYPE (UriscopeWrapLayout, uriscope_wrap_layout, URISCOPE, WRAP_LAYOUT, GtkLayoutManager)

GtkLayoutManager *uriscope_wrap_layout_new            (void);
GtkLayoutManager *uriscope_wrap_layout_new_from_start (int spacing);

G_END_DECLS
