/* uriscope-field-marks.h — the marks of the reference field
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

#include "uriscope-palette.h"

G_BEGIN_DECLS

/* The field marks at most this many problems at once; a reference with
 * more in what the field holds is shown in smaller parts. GtkTextBuffer
 * keeps a line's tags as a list that each new tag is placed by walking,
 * and the reference is one line: 5,000 separate errors in 10 KB cost 2.3
 * billion instructions (a second) a keystroke, 1,000 cost a twenty-fifth
 * of that. */
#define URISCOPE_MAX_FIELD_MARKS 1000

/* The components tinted in the field and offered for copying. */
#define URISCOPE_N_COMPONENTS 5
extern const UsComponent uriscope_components[URISCOPE_N_COMPONENTS];

/* Byte offsets of the core to iterators of a buffer that holds the bytes
 * [view_start, view_end) of @text; offsets outside are clamped to its
 * ends. Calls come mostly in increasing order, so the conversion goes on
 * from the last one. */
typedef struct {
  GtkTextBuffer *buffer;
  const char *text;
  gsize text_len;
  gsize view_start;
  gsize view_end;
  gsize last_byte;
  glong last_char;
} UriscopeOffsetMap;

void     uriscope_offset_map_init  (UriscopeOffsetMap *map,
                                    GtkTextBuffer     *buffer,
                                    const char        *text,
                                    gsize              text_len,
                                    gsize              view_start,
                                    gsize              view_end);
void     uriscope_offset_map_iter  (UriscopeOffsetMap *map,
                                    gsize              byte,
                                    GtkTextIter       *iter);
void     uriscope_offset_map_tag   (UriscopeOffsetMap *map,
                                    GtkTextTag        *tag,
                                    gsize              start,
                                    gsize              end);

void     uriscope_field_marks_create_tags (GtkTextBuffer     *buffer);
void     uriscope_field_marks_set_palette (GtkTextBuffer         *buffer,
                                           const UriscopePalette *palette);
void     uriscope_field_marks_update      (UriscopeOffsetMap   *map,
                                           UsResult            *result,
                                           const UsBrowserSpan *spans,
                                           guint                n_spans,
                                           UsLens              *lens);
void     uriscope_field_marks_relink      (UriscopeOffsetMap *map,
                                           UsLens            *lens);
void     uriscope_field_marks_highlight   (UriscopeOffsetMap *map,
                                           gsize              start,
                                           gsize              end);
char    *uriscope_field_marks_tooltip     (const char        *text,
                                           gsize              text_len,
                                           gsize              byte,
                                           UsResult          *result,
                                           UsLens            *lens);

G_END_DECLS
