/* uriscope-paste.h — text from the clipboard, as bytes, and its lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * UriscopePastePlace:
 * @line: the line of the pasted text the reference is on, from 1
 * @column: for a link taken out of prose, the character of the line it
 *   starts at, from 1; 0 when the reference is the whole line
 *
 * Where a reference of a paste was, for the user to tell them apart.
 */
typedef struct {
  guint line;
  guint column;
} UriscopePastePlace;


void       uriscope_paste_read_async  (GdkClipboard        *clipboard,
                                       GAsyncReadyCallback  callback,
                                       gpointer             data);
GBytes    *uriscope_paste_read_finish (GdkClipboard        *clipboard,
                                       GAsyncResult        *result,
                                       GError             **error);
gsize      uriscope_paste_line_length (const char *bytes,
                                       gsize       len);
GPtrArray *uriscope_paste_split       (const char          *bytes,
                                       gsize                len,
                                       gboolean            *from_text,
                                       GArray             **places);

G_END_DECLS
