/* uriscope-clipboard.h — every copy the window makes, bounded
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Bytes kept below the X11 threshold, for what the estimate may miss. */
#define URISCOPE_CLIPBOARD_MARGIN 4096

gsize     uriscope_clipboard_limit_for_request_size (glong        max_request_units);
gsize     uriscope_clipboard_get_limit              (GdkDisplay  *display);
gsize     uriscope_clipboard_text_transfer_size     (const char  *text,
                                                     gsize        len);
char     *uriscope_clipboard_refusal_message        (gsize        size,
                                                     gsize        limit);
void      uriscope_clipboard_dismiss_refusal        (GtkWidget   *widget);

char     *uriscope_clipboard_encode_bad_bytes       (const char  *text,
                                                     gsize        len,
                                                     gsize       *out_len);
gboolean  uriscope_clipboard_copy_text              (GtkWidget   *widget,
                                                     const char  *text,
                                                     gssize       len,
                                                     const char  *message);
gboolean  uriscope_clipboard_copy_bytes             (GtkWidget   *widget,
                                                     const char  *mime_type,
                                                     GBytes      *bytes,
                                                     const char  *message,
                                                     const char  *save_name);
gboolean  uriscope_clipboard_copy_svg               (GtkWidget   *widget,
                                                     GBytes      *svg,
                                                     const char  *save_name);

void      uriscope_clipboard_guard                  (GtkWidget   *window);

void      uriscope_clipboard_save_async             (GFile              *file,
                                                     GBytes             *bytes,
                                                     GCancellable       *cancellable,
                                                     GAsyncReadyCallback callback,
                                                     gpointer            data);
gboolean  uriscope_clipboard_save_finish            (GFile              *file,
                                                     GAsyncResult       *result,
                                                     GError            **error);

G_END_DECLS
