/* uriscope-paste.h — text from the clipboard, as bytes, and its lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void       uriscope_paste_read_async  (GdkClipboard        *clipboard,
                                       GAsyncReadyCallback  callback,
                                       gpointer             data);
GBytes    *uriscope_paste_read_finish (GdkClipboard        *clipboard,
                                       GAsyncResult        *result,
                                       GError             **error);
GPtrArray *uriscope_paste_split       (const char          *bytes,
                                       gsize                len,
                                       gboolean            *from_text);

G_END_DECLS
