/* uriscope-resolution-page-private.h — what the tests look at in uriscope-resolution-page
 *
 * The accessors here serve the tests only: they reach the widget's parts
 * and state to check what it shows. The product's code does not call them
 * and does not include this header; a test includes it beside the public
 * one (as gnome-text-editor keeps its seams in *-private.h headers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-resolution-page.h"

G_BEGIN_DECLS

/* What the page shows, for tests. */
GtkEntry     *uriscope_resolution_page_get_base_entry  (UriscopeResolutionPage *self);
const char   *uriscope_resolution_page_get_target_text (UriscopeResolutionPage *self);

G_END_DECLS
