/* uriscope-field-view.h — the reference field's text view, which draws the marks of invisible characters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_FIELD_VIEW (uriscope_field_view_get_type ())
G_DECLARE_FINAL_TYPE (UriscopeFieldView, uriscope_field_view, URISCOPE, FIELD_VIEW, GtkTextView)

G_END_DECLS
