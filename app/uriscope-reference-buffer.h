/* uriscope-reference-buffer.h — the reference, and the part of it the field holds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

#include "uriscope-field-marks.h"

G_BEGIN_DECLS

#define URISCOPE_TYPE_REFERENCE_BUFFER (uriscope_reference_buffer_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeReferenceBuffer, uriscope_reference_buffer, URISCOPE, REFERENCE_BUFFER, GtkTextBuffer)

void        uriscope_reference_buffer_set_bytes      (UriscopeReferenceBuffer *self,
                                                      const char              *bytes,
                                                      gsize                    len,
                                                      char                   **notice);
char       *uriscope_reference_buffer_dup_notice     (UriscopeReferenceBuffer *self);
const char *uriscope_reference_buffer_get_text       (UriscopeReferenceBuffer *self,
                                                      gsize                   *len);
gboolean    uriscope_reference_buffer_fit            (UriscopeReferenceBuffer *self,
                                                      UsResult                *result);
UsResult   *uriscope_reference_buffer_get_result     (UriscopeReferenceBuffer *self);
gboolean    uriscope_reference_buffer_holds_part     (UriscopeReferenceBuffer *self);
gboolean    uriscope_reference_buffer_is_large       (UriscopeReferenceBuffer *self);
void        uriscope_reference_buffer_get_shown      (UriscopeReferenceBuffer *self,
                                                      gsize                   *start,
                                                      gsize                   *end);
void        uriscope_reference_buffer_show_range     (UriscopeReferenceBuffer *self,
                                                      gsize                    start,
                                                      gsize                    end);
void        uriscope_reference_buffer_reveal         (UriscopeReferenceBuffer *self,
                                                      gsize                    byte);
void        uriscope_reference_buffer_previous_part  (UriscopeReferenceBuffer *self);
void        uriscope_reference_buffer_next_part      (UriscopeReferenceBuffer *self);
gsize       uriscope_reference_buffer_byte_at_iter   (UriscopeReferenceBuffer *self,
                                                      const GtkTextIter       *iter);
void        uriscope_reference_buffer_iter_at_byte   (UriscopeReferenceBuffer *self,
                                                      gsize                    byte,
                                                      GtkTextIter             *iter);
void        uriscope_reference_buffer_map            (UriscopeReferenceBuffer *self,
                                                      UriscopeOffsetMap       *map);
void        uriscope_reference_buffer_replace        (UriscopeReferenceBuffer *self,
                                                      gsize                    start,
                                                      gsize                    end,
                                                      const char              *text);
void        uriscope_reference_buffer_replace_all    (UriscopeReferenceBuffer *self,
                                                      const char              *text,
                                                      gsize                    len);
void        uriscope_reference_buffer_insert_at_cursor (UriscopeReferenceBuffer *self,
                                                        const char              *bytes,
                                                        gsize                    len);
void        uriscope_reference_buffer_select_whole   (UriscopeReferenceBuffer *self);
gboolean    uriscope_reference_buffer_whole_selected (UriscopeReferenceBuffer *self);
gboolean    uriscope_reference_buffer_get_selected   (UriscopeReferenceBuffer *self,
                                                      gsize                   *start,
                                                      gsize                   *end);

G_END_DECLS
