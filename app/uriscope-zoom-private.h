/* uriscope-zoom-private.h — what the tests look at in uriscope-zoom
 *
 * The accessors here serve the tests only: they reach the widget's parts
 * and state to check what it shows. The product's code does not call them
 * and does not include this header; a test includes it beside the public
 * one (as gnome-text-editor keeps its seams in *-private.h headers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-zoom.h"

G_BEGIN_DECLS

double        uriscope_zoom_get_level   (UriscopeZoom *self);

G_END_DECLS
