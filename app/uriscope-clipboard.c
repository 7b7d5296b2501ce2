/* uriscope-clipboard.c — every copy the window makes, bounded
 *
 * Why: on X11, GTK 4.8 hands a large selection over incrementally (the
 * ICCCM's INCR protocol), and its output stream then waits on a GCond in
 * g_output_stream_close() on the main thread for a PropertyNotify that
 * only that same main loop could deliver: the window hangs for good.
 * gdk/x11/gdkselectionoutputstream-x11.c starts INCR once the bytes
 * written reach gdk_x11_display_get_max_request_size(), which is
 * MIN (262144, the server's maximum request size - 100) — 256 KiB on any
 * server with BIG-REQUESTS (Xorg, Xvfb, Xwayland), about 64 KB without.
 *
 * What: every copy goes through here. What GTK would transfer is
 * estimated from above (uriscope_clipboard_text_transfer_size()): text
 * is offered as UTF8_STRING (its bytes) and as STRING, TEXT and
 * COMPOUND_TEXT, which GTK 4.8 passes through a text-list converter that
 * may make a byte ≥ 0x80 two and, after an ESC, ASCII half as long again,
 * plus a NUL. When that reaches the limit (the threshold less
 * URISCOPE_CLIPBOARD_MARGIN, so 252 KiB on a usual server), nothing is
 * put on the clipboard: a toast says how large it is and why, with a
 * Save… button that writes all of it to a file the user picks
 * (GtkFileChooserNative; GtkFileDialog is GTK 4.10), asynchronously.
 * A diagram is copied as PNG bytes ("image/png" only, of known size), not
 * as a texture, which GTK would also offer as BMP or TIFF, several times
 * larger.
 *
 * Only on X11: Wayland hands each transfer to a pipe written
 * asynchronously, with no INCR and no wait on the main thread, and
 * Broadway's clipboard is local to the process; there the limit is
 * G_MAXSIZE. The tests run on X11.
 *
 * GTK's own copies (Ctrl+C in a selectable label or a text view; an
 * entry holds at most 64 KiB)
 * do not come through uriscope_clipboard_copy_*(); uriscope_clipboard_guard()
 * watches the clipboard and takes back any text too large for it before
 * the main loop can answer a request for it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-clipboard.h"
#include "uriscope-clipboard-private.h"

#if defined (GDK_WINDOWING_X11) && defined (HAVE_XLIB)
#include <gdk/x11/gdkx.h>
#endif

/* GTK 4.8's cap on one property write, in bytes (see above). */
#define GTK_X11_MAX_PROPERTY 262144

/* The limit -------------------------------------------------------------------- */

/* The most bytes a copy may take on an X server whose maximum request
 * size is @max_request_units (what XExtendedMaxRequestSize(), or else
 * XMaxRequestSize(), gives; GTK uses the number as bytes). */
gsize
uriscope_clipboard_limit_for_request_size (glong max_request_units)
{
  gsize threshold;

  if (max_request_units <= 100)
    return 0;
  threshold = MIN (GTK_X11_MAX_PROPERTY, (gsize) max_request_units - 100);
  /* INCR starts at threshold bytes: stay a margin below. */
  return threshold > URISCOPE_CLIPBOARD_MARGIN ? threshold - URISCOPE_CLIPBOARD_MARGIN : 0;
}

/* The most bytes a copy may take on @display: G_MAXSIZE but on X11. */
gsize
uriscope_clipboard_get_limit (GdkDisplay *display)
{
#if defined (GDK_WINDOWING_X11) && defined (HAVE_XLIB)
  if (GDK_IS_X11_DISPLAY (display))
    {
      Display *xdisplay = gdk_x11_display_get_xdisplay (display);
      glong units = XExtendedMaxRequestSize (xdisplay);

      if (units <= 0)
        units = XMaxRequestSize (xdisplay);
      return uriscope_clipboard_limit_for_request_size (units);
    }
#endif
  return G_MAXSIZE;
}

/* The most bytes GTK may write for @len bytes of UTF-8 @text, whichever
 * target is asked for: UTF8_STRING is the bytes themselves; STRING, TEXT
 * and COMPOUND_TEXT go through a converter that may turn each byte
 * ≥ 0x80 into two, two ASCII bytes into three once an ESC has switched
 * to a two-byte set, and adds a NUL. */
gsize
uriscope_clipboard_text_transfer_size (const char *text,
                                       gsize       len)
{
  gsize high = 0;
  gboolean escape = FALSE;

  for (gsize i = 0; i < len; i++)
    {
      guchar c = text[i];

      if (c >= 0x80)
        high++;
      else if (c == 0x1b)
        escape = TRUE;
    }
  return len + high + (escape ? (len - high + 1) / 2 : 0) + 1;
}

/* What the toast says when @size bytes were not copied. */
char *
uriscope_clipboard_refusal_message (gsize size,
                                    gsize limit)
{
  g_autofree char *a = g_format_size (size);
  g_autofree char *b = g_format_size (limit);

  /* Just over: "258.0 kB, over the clipboard's 258.0 kB" read as a
   * contradiction; the bytes then. */
  if (g_str_equal (a, b))
    {
      g_free (a);
      g_free (b);
      a = g_format_size_full (size, G_FORMAT_SIZE_LONG_FORMAT);
      b = g_format_size_full (limit, G_FORMAT_SIZE_LONG_FORMAT);
    }

  /* TRANSLATORS: a toast, beside a button "Save…"; the first %s is a size
   * (1.0 MB), the second the clipboard's limit (258.0 kB). Keep it short:
   * a toast is one line, and at 800 px a longer one was cut. */
  return g_strdup_printf (_("Not copied: %s, over the clipboard’s %s"), a, b);
}

/* Toasts --------------------------------------------------------------------- */

static GtkWidget *
find_overlay_below (GtkWidget *widget)
{
  if (ADW_IS_TOAST_OVERLAY (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_overlay_below (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The toast overlay around @widget, or else the first in its window. */
static AdwToastOverlay *
find_overlay (GtkWidget *widget)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);

  if (overlay == NULL)
    overlay = find_overlay_below (GTK_WIDGET (gtk_widget_get_root (widget)));
  return overlay != NULL ? ADW_TOAST_OVERLAY (overlay) : NULL;
}

static void
show_toast (GtkWidget  *widget,
            const char *message)
{
  AdwToastOverlay *overlay = find_overlay (widget);
  AdwToast *toast;

  if (message == NULL || overlay == NULL)
    return;
  toast = adw_toast_new (message);
  adw_toast_set_timeout (toast, 2);
  /* Shown at once, before a longer toast still waiting to be read. */
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (overlay, toast);
}

/* Saving what was not copied ------------------------------------------------- */

void
uriscope_clipboard_save_async (GFile              *file,
                               GBytes             *bytes,
                               GCancellable       *cancellable,
                               GAsyncReadyCallback callback,
                               gpointer            data)
{
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                       cancellable, callback, data);
}

gboolean
uriscope_clipboard_save_finish (GFile         *file,
                                GAsyncResult  *result,
                                GError       **error)
{
  return g_file_replace_contents_finish (file, result, NULL, error);
}

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  g_autoptr(GtkWidget) window = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_basename (G_FILE (source));
  g_autofree char *message = NULL;

  if (uriscope_clipboard_save_finish (G_FILE (source), result, &error))
    /* TRANSLATORS: a toast; %s is a file name */
    message = g_strdup_printf (_("Saved “%s”"), name);
  else
    /* TRANSLATORS: a toast; the first %s is a file name, the second why */
    message = g_strdup_printf (_("Could not save “%s”: %s"), name, error->message);
  show_toast (window, message);
}

static void
save_response_cb (GtkNativeDialog *dialog,
                  int              response,
                  GtkWidget       *window)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL)
        uriscope_clipboard_save_async (file, g_object_get_data (G_OBJECT (dialog), "bytes"), NULL, saved_cb,
                                       g_object_ref (window));
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

static void
save_clicked_cb (AdwToast  *toast,
                 GtkWidget *window)
{
  GtkFileChooserNative *dialog;

  dialog = gtk_file_chooser_native_new (_("Save What Was Not Copied"),
                                        GTK_IS_WINDOW (window) ? GTK_WINDOW (window) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), g_object_get_data (G_OBJECT (toast), "save-name"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_object_set_data_full (G_OBJECT (dialog), "bytes", g_bytes_ref (g_object_get_data (G_OBJECT (toast), "bytes")),
                          (GDestroyNotify) g_bytes_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (save_response_cb), window, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
refusal_dismissed_cb (AdwToast        *toast,
                      AdwToastOverlay *overlay)
{
  if (g_object_get_data (G_OBJECT (overlay), "uriscope-clipboard-refusal") == toast)
    g_object_set_data (G_OBJECT (overlay), "uriscope-clipboard-refusal", NULL);
}

/* Says that @bytes (@size on the wire) were not copied, and offers to
 * save them as @save_name. One offer at a time: the one before, about an
 * earlier copy, goes first. Replaced without being dismissed (copied
 * twice from the Breakdown tree's menu), it was no longer the overlay's
 * to dismiss: the newer one, of high priority, put it back in the
 * overlay's queue, and it came back once the newer one went, over the
 * next references, whose reading dismisses only the one it knows. */
static void
refuse (GtkWidget  *widget,
        GBytes     *bytes,
        gsize       size,
        gsize       limit,
        const char *save_name)
{
  AdwToastOverlay *overlay = find_overlay (widget);
  g_autofree char *message = uriscope_clipboard_refusal_message (size, limit);
  GtkRoot *root = gtk_widget_get_root (widget);
  AdwToast *toast;

  if (overlay == NULL || root == NULL)
    {
      g_message ("%s", message);
      return;
    }
  uriscope_clipboard_dismiss_refusal (GTK_WIDGET (overlay));
  toast = adw_toast_new (message);
  adw_toast_set_button_label (toast, _("Save…"));
  adw_toast_set_timeout (toast, 15);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_object_set_data_full (G_OBJECT (toast), "bytes", g_bytes_ref (bytes), (GDestroyNotify) g_bytes_unref);
  g_object_set_data_full (G_OBJECT (toast), "save-name", g_strdup (save_name), g_free);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (save_clicked_cb), root, 0);
  g_object_set_data_full (G_OBJECT (overlay), "uriscope-clipboard-refusal", g_object_ref (toast), g_object_unref);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (refusal_dismissed_cb), overlay, 0);
  adw_toast_overlay_add_toast (overlay, toast);
}

/* The reference changed: the toast that offered to save what was not
 * copied of the last one goes (it stayed through later pastes). */
void
uriscope_clipboard_dismiss_refusal (GtkWidget *widget)
{
  AdwToastOverlay *overlay = find_overlay (widget);
  AdwToast *toast = overlay != NULL ? g_object_get_data (G_OBJECT (overlay), "uriscope-clipboard-refusal") : NULL;

  if (toast != NULL)
    adw_toast_dismiss (toast);
}

/* The toast that last said a copy was refused in @widget's window, while
 * it is shown or waiting (for the tests). */
AdwToast *
uriscope_clipboard_get_refusal (GtkWidget *widget)
{
  AdwToastOverlay *overlay = find_overlay (widget);

  return overlay != NULL ? g_object_get_data (G_OBJECT (overlay), "uriscope-clipboard-refusal") : NULL;
}

/* Copying ----------------------------------------------------------------------- */

/**
 * uriscope_clipboard_encode_bad_bytes:
 * @out_len: (out): the length of the result
 *
 * Returns: (nullable): @text with each byte that is not part of a UTF-8
 *   character written %XX, as a Fix writes it (NULs kept), or NULL when
 *   all of it is UTF-8. The clipboard carries UTF-8 text only: GTK cut
 *   "caf" + 0xE9 to "caf" and wrote 0xE9 + "x" as "\E9x".
 */
char *
uriscope_clipboard_encode_bad_bytes (const char *text,
                                     gsize       len,
                                     gsize      *out_len)
{
  const char *p = text, *end = text + len, *valid;
  GString *out = g_string_new (NULL);
  gboolean encoded = FALSE;

  while (p < end && !g_utf8_validate_len (p, (gsize) (end - p), &valid))
    {
      g_string_append_len (out, p, valid - p);
      if (*valid == '\0')
        g_string_append_c (out, '\0');
      else
        {
          g_string_append_printf (out, "%%%02X", (guchar) *valid);
          encoded = TRUE;
        }
      p = valid + 1;
    }
  if (!encoded)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  g_string_append_len (out, p, end - p);
  *out_len = out->len;
  return g_string_free (out, FALSE);
}

/* Copies @len bytes of @text (-1: up to its NUL), NULs included, bytes
 * that are not UTF-8 written %XX (uriscope_clipboard_encode_bad_bytes(),
 * and the toast says so), and says @message in a toast (none when NULL);
 * returns FALSE, saying why and offering to save it, when it is too large
 * to hand over. */
gboolean
uriscope_clipboard_copy_text (GtkWidget  *widget,
                              const char *text,
                              gssize      len,
                              const char *message)
{
  gsize n = len < 0 ? strlen (text) : (gsize) len;
  gsize size, limit = uriscope_clipboard_get_limit (gtk_widget_get_display (widget));
  GdkClipboard *clipboard = gtk_widget_get_clipboard (widget);
  gsize encoded_len = 0;
  g_autofree char *encoded = uriscope_clipboard_encode_bad_bytes (text, n, &encoded_len);
  g_autofree char *said = NULL;

  if (encoded != NULL)
    {
      text = encoded;
      n = encoded_len;
      /* TRANSLATORS: %s is what was copied ("Copied the path") */
      said = message != NULL ? g_strdup_printf (_("%s, the bytes that are not UTF-8 written as %%XX"), message)
                             : g_strdup (_("Copied, the bytes that are not UTF-8 written as %XX"));
      message = said;
    }
  size = uriscope_clipboard_text_transfer_size (text, n);
  if (size > limit)
    {
      g_autoptr(GBytes) bytes = g_bytes_new (text, n);

      refuse (widget, bytes, size, limit, _("copied.txt"));
      return FALSE;
    }
  if (memchr (text, '\0', n) == NULL)
    {
      g_autofree char *copy = g_strndup (text, n);

      gdk_clipboard_set_text (clipboard, copy);
    }
  else
    {
      /* "%00" decodes to NUL, which a C string would end at: the bytes
       * as they are. */
      g_autoptr(GBytes) bytes = g_bytes_new (text, n);
      g_autoptr(GdkContentProvider) provider = gdk_content_provider_new_for_bytes ("text/plain;charset=utf-8", bytes);

      gdk_clipboard_set_content (clipboard, provider);
    }
  show_toast (widget, message);
  return TRUE;
}

/* Copies @bytes as @mime_type, as uriscope_clipboard_copy_text() does. */
gboolean
uriscope_clipboard_copy_bytes (GtkWidget  *widget,
                               const char *mime_type,
                               GBytes     *bytes,
                               const char *message,
                               const char *save_name)
{
  gsize n;
  const char *data = g_bytes_get_data (bytes, &n);
  gsize size = g_str_has_prefix (mime_type, "text/plain") ? uriscope_clipboard_text_transfer_size (data, n) : n;
  gsize limit = uriscope_clipboard_get_limit (gtk_widget_get_display (widget));
  g_autoptr(GdkContentProvider) provider = NULL;

  if (size > limit)
    {
      refuse (widget, bytes, size, limit, save_name);
      return FALSE;
    }
  provider = gdk_content_provider_new_for_bytes (mime_type, bytes);
  gdk_clipboard_set_content (gtk_widget_get_clipboard (widget), provider);
  show_toast (widget, message);
  return TRUE;
}

/* Copies an SVG as an image and as its text. */
gboolean
uriscope_clipboard_copy_svg (GtkWidget  *widget,
                             GBytes     *svg,
                             const char *save_name)
{
  gsize n;
  const char *data = g_bytes_get_data (svg, &n);
  gsize size = uriscope_clipboard_text_transfer_size (data, n);
  gsize limit = uriscope_clipboard_get_limit (gtk_widget_get_display (widget));
  GdkContentProvider *providers[2];
  g_autoptr(GdkContentProvider) provider = NULL;

  if (size > limit)
    {
      refuse (widget, svg, size, limit, save_name);
      return FALSE;
    }
  providers[0] = gdk_content_provider_new_for_bytes ("image/svg+xml", svg);
  providers[1] = gdk_content_provider_new_for_bytes ("text/plain;charset=utf-8", svg);
  provider = gdk_content_provider_new_union (providers, 2);
  gdk_clipboard_set_content (gtk_widget_get_clipboard (widget), provider);
  return TRUE;
}

/* GTK's own copies ------------------------------------------------------------- */

/* The text @provider holds, when it is a string or a text buffer's copy. */
static char *
provider_text (GdkContentProvider *provider)
{
  g_autoptr(GdkContentFormats) formats = gdk_content_provider_ref_formats (provider);
  GValue value = G_VALUE_INIT;
  char *text = NULL;

  if (gdk_content_formats_contain_gtype (formats, G_TYPE_STRING))
    {
      g_value_init (&value, G_TYPE_STRING);
      if (gdk_content_provider_get_value (provider, &value, NULL))
        text = g_value_dup_string (&value);
    }
  else if (gdk_content_formats_contain_gtype (formats, GTK_TYPE_TEXT_BUFFER))
    {
      g_value_init (&value, GTK_TYPE_TEXT_BUFFER);
      if (gdk_content_provider_get_value (provider, &value, NULL) && g_value_get_object (&value) != NULL)
        {
          GtkTextBuffer *buffer = g_value_get_object (&value);
          GtkTextIter start, end;

          gtk_text_buffer_get_bounds (buffer, &start, &end);
          text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
        }
    }
  if (G_IS_VALUE (&value))
    g_value_unset (&value);
  return text;
}

static void
clipboard_changed_cb (GdkClipboard *clipboard,
                      GtkWidget    *window)
{
  GdkContentProvider *provider = gdk_clipboard_get_content (clipboard);
  GtkApplication *app = GTK_IS_WINDOW (window) ? gtk_window_get_application (GTK_WINDOW (window)) : NULL;
  GtkWindow *active = app != NULL ? gtk_application_get_active_window (app) : NULL;
  g_autofree char *text = NULL;
  gsize len, size, limit;

  if (provider == NULL || !gdk_clipboard_is_local (clipboard))
    return;
  /* Said once, in the window in use when it has a guard too. */
  if (active != NULL && active != GTK_WINDOW (window) &&
      g_object_get_data (G_OBJECT (active), "uriscope-clipboard-guard") != NULL)
    return;
  text = provider_text (provider);
  if (text == NULL)
    return;
  len = strlen (text);
  size = uriscope_clipboard_text_transfer_size (text, len);
  limit = uriscope_clipboard_get_limit (gdk_clipboard_get_display (clipboard));
  if (size <= limit)
    return;
  /* Taken back before the main loop can answer a request for it. */
  gdk_clipboard_set_content (clipboard, NULL);
  {
    g_autoptr(GBytes) bytes = g_bytes_new_take (g_steal_pointer (&text), len);

    refuse (window, bytes, size, limit, _("copied.txt"));
  }
}

/* Watches @window's clipboard for text that GTK's own copies put there
 * (an entry, a selectable label, a text view) too large to hand over. */
void
uriscope_clipboard_guard (GtkWidget *window)
{
  g_object_set_data (G_OBJECT (window), "uriscope-clipboard-guard", GINT_TO_POINTER (1));
  g_signal_connect_object (gtk_widget_get_clipboard (window), "changed", G_CALLBACK (clipboard_changed_cb),
                           window, 0);
}
