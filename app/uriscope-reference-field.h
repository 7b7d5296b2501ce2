/* uriscope-reference-field.h — the field holding the reference
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

#include "uriscope-reference-buffer.h"

G_BEGIN_DECLS

#define URISCOPE_TYPE_REFERENCE_FIELD (uriscope_reference_field_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeReferenceField, uriscope_reference_field, URISCOPE, REFERENCE_FIELD, GtkBox)

UriscopeReferenceBuffer *uriscope_reference_field_get_reference    (UriscopeReferenceField *self);
void                     uriscope_reference_field_update_marks     (UriscopeReferenceField *self,
                                                                    const UsBrowserSpan    *spans,
                                                                    guint                   n_spans,
                                                                    UsLens                 *lens);
void                     uriscope_reference_field_set_lens         (UriscopeReferenceField *self,
                                                                    UsLens                 *lens);
void                     uriscope_reference_field_highlight        (UriscopeReferenceField *self,
                                                                    gsize                   start,
                                                                    gsize                   end);
void                     uriscope_reference_field_place_cursor     (UriscopeReferenceField *self,
                                                                    gsize                   byte);
void                     uriscope_reference_field_select           (UriscopeReferenceField *self,
                                                                    gsize                   start,
                                                                    gsize                   end);
void                     uriscope_reference_field_grab_focus       (UriscopeReferenceField *self);
void                     uriscope_reference_field_focus_all        (UriscopeReferenceField *self);
void                     uriscope_reference_field_set_compact      (UriscopeReferenceField *self,
                                                                    gboolean                compact);
void                     uriscope_reference_field_undo             (UriscopeReferenceField *self);
void                     uriscope_reference_field_redo             (UriscopeReferenceField *self);
char                    *uriscope_reference_field_dup_tooltip      (UriscopeReferenceField *self,
                                                                    gsize                   byte);
const char              *uriscope_reference_field_get_part_text    (UriscopeReferenceField *self);

G_END_DECLS
