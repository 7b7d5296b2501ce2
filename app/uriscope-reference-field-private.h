/* uriscope-reference-field-private.h — what the tests look at in uriscope-reference-field
 *
 * The accessors here serve the tests only: they reach the widget's parts
 * and state to check what it shows. The product's code does not call them
 * and does not include this header; a test includes it beside the public
 * one (as gnome-text-editor keeps its seams in *-private.h headers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-reference-field.h"

G_BEGIN_DECLS

GtkTextBuffer           *uriscope_reference_field_get_buffer       (UriscopeReferenceField *self);
GtkTextView             *uriscope_reference_field_get_view         (UriscopeReferenceField *self);

G_END_DECLS
