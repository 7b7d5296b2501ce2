/* uriscope-link-picker-private.h — what the tests look at in uriscope-link-picker
 *
 * The accessors here serve the tests only: they reach the widget's parts
 * and state to check what it shows. The product's code does not call them
 * and does not include this header; a test includes it beside the public
 * one (as gnome-text-editor keeps its seams in *-private.h headers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-link-picker.h"

G_BEGIN_DECLS

guint       uriscope_link_picker_get_n_links  (UriscopeLinkPicker       *self);
/* What the picker shows, for tests. */
GtkListBox *uriscope_link_picker_get_list_box (UriscopeLinkPicker       *self);

G_END_DECLS
