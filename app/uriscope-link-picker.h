/* uriscope-link-picker.h — the links of a paste, to pick one from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "uriscope-paste.h"

G_BEGIN_DECLS

#define URISCOPE_TYPE_LINK_PICKER (uriscope_link_picker_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeLinkPicker, uriscope_link_picker, URISCOPE, LINK_PICKER, GtkPopover)

GtkWidget  *uriscope_link_picker_new          (void);
void        uriscope_link_picker_set_links    (UriscopeLinkPicker       *self,
                                               const char               *heading,
                                               const char               *note,
                                               GPtrArray                *links,
                                               const UriscopePastePlace *places);
GBytes     *uriscope_link_picker_get_link     (UriscopeLinkPicker       *self,
                                               guint                     index);

G_END_DECLS
