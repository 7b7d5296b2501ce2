/* uriscope-breakdown-page.h — the parse tree and the selected node's details
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_BREAKDOWN_PAGE (uriscope_breakdown_page_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeBreakdownPage, uriscope_breakdown_page, URISCOPE, BREAKDOWN_PAGE, GtkBox)

void                uriscope_breakdown_page_show              (UriscopeBreakdownPage *self,
                                                               UsResult              *result);
void                uriscope_breakdown_page_select_at         (UriscopeBreakdownPage *self,
                                                               gsize                  byte);
void                uriscope_breakdown_page_unselect          (UriscopeBreakdownPage *self);
gboolean            uriscope_breakdown_page_get_selected_span (UriscopeBreakdownPage *self,
                                                               gsize                 *start,
                                                               gsize                 *end);
UsRule              uriscope_breakdown_page_get_selected_rule (UriscopeBreakdownPage *self);
void                uriscope_breakdown_page_set_rule_panel    (UriscopeBreakdownPage *self,
                                                               GtkWidget             *panel);

/* What the page shows, for tests. */
GtkSingleSelection *uriscope_breakdown_page_get_selection     (UriscopeBreakdownPage *self);

G_END_DECLS
