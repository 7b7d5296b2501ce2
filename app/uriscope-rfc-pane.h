/* uriscope-rfc-pane.h — an RFC's algorithm with the lines that ran highlighted
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

#include "uriscope-rfc-lines.h"

G_BEGIN_DECLS

#define URISCOPE_TYPE_RFC_PANE (uriscope_rfc_pane_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeRfcPane, uriscope_rfc_pane, URISCOPE, RFC_PANE, GtkBox)

GtkWidget *uriscope_rfc_pane_new             (void);
void       uriscope_rfc_pane_clear           (UriscopeRfcPane        *self);
void       uriscope_rfc_pane_show_lines      (UriscopeRfcPane        *self,
                                              UsSpec                  spec,
                                              const UriscopeRfcLines *lines,
                                              guint                   n);
void       uriscope_rfc_pane_show_text       (UriscopeRfcPane        *self,
                                              const char             *title,
                                              const char             *text);
char      *uriscope_rfc_pane_dup_highlighted (UriscopeRfcPane        *self);

gboolean    uriscope_rfc_pane_highlight_in_view (UriscopeRfcPane *self);

G_END_DECLS
