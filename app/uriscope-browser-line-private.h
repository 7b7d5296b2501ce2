/* uriscope-browser-line-private.h — what the tests look at in uriscope-browser-line
 *
 * The accessors here serve the tests only: they reach the widget's parts
 * and state to check what it shows. The product's code does not call them
 * and does not include this header; a test includes it beside the public
 * one (as gnome-text-editor keeps its seams in *-private.h headers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-browser-line.h"

G_BEGIN_DECLS

const char       *uriscope_browser_line_get_explanation (UriscopeBrowserLine *self);
const char       *uriscope_browser_line_get_href_markup (UriscopeBrowserLine *self);

G_END_DECLS
