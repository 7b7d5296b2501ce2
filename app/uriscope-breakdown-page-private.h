/* uriscope-breakdown-page-private.h — what the tests look at in uriscope-breakdown-page
 *
 * The accessors here serve the tests only: they reach the widget's parts
 * and state to check what it shows. The product's code does not call them
 * and does not include this header; a test includes it beside the public
 * one (as gnome-text-editor keeps its seams in *-private.h headers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-breakdown-page.h"

G_BEGIN_DECLS

const char         *uriscope_breakdown_page_get_details_text  (UriscopeBreakdownPage *self);
GtkColumnView      *uriscope_breakdown_page_get_tree          (UriscopeBreakdownPage *self);
GtkPopover         *uriscope_breakdown_page_get_context_menu  (UriscopeBreakdownPage *self);

G_END_DECLS
