/* uriscope-lens-readers-private.h — what the tests look at in uriscope-lens-readers
 *
 * The accessors here serve the tests only: they reach the widget's parts
 * and state to check what it shows. The product's code does not call them
 * and does not include this header; a test includes it beside the public
 * one (as gnome-text-editor keeps its seams in *-private.h headers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-lens-readers.h"

G_BEGIN_DECLS

GtkButton *uriscope_lens_readers_get_copy_button  (UriscopeLensReaders *self,
                                                   UsLensReader         reader);
GtkPopover *uriscope_lens_readers_get_context_menu (UriscopeLensReaders *self);

G_END_DECLS
