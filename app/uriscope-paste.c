/* uriscope-paste.c — text from the clipboard, as bytes, and its lines
 *
 * The clipboard's text is read as the bytes it holds: GDK's own text
 * conversion turns a byte that is not UTF-8 into an escape such as "\BB",
 * which the field would show as four ordinary characters — a backslash
 * the clipboard never held. The window makes the bytes into text itself
 * (uriscope-text.c), naming each byte it replaces. Only a clipboard that
 * offers no plain text at all goes through GDK's conversion (other
 * charsets, say).
 *
 * Pasted text with several lines that are not blank is several references,
 * one a line; one line keeps its line end, which the grammar flags.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-paste.h"

static void
read_text_cb (GObject      *source,
              GAsyncResult *res,
              gpointer      data)
{
  g_autoptr(GTask) task = data;
  GdkClipboard *clipboard = GDK_CLIPBOARD (source);
  char *text = gdk_clipboard_read_text_finish (clipboard, res, NULL);
  g_autofree char *formats = NULL;

  if (text != NULL)
    {
      g_task_return_pointer (task, g_bytes_new_take (text, strlen (text)), (GDestroyNotify) g_bytes_unref);
      return;
    }
  formats = gdk_content_formats_to_string (gdk_clipboard_get_formats (clipboard));
  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("The clipboard holds no text (it offers: %s)"), formats[0] ? formats : _("nothing"));
}

static void
spliced_cb (GObject      *source,
            GAsyncResult *res,
            gpointer      data)
{
  g_autoptr(GTask) task = data;
  GMemoryOutputStream *out = G_MEMORY_OUTPUT_STREAM (source);
  g_autoptr(GError) error = NULL;

  if (g_output_stream_splice_finish (G_OUTPUT_STREAM (out), res, &error) < 0)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", _("The clipboard could not be read"));
  else
    g_task_return_pointer (task, g_memory_output_stream_steal_as_bytes (out), (GDestroyNotify) g_bytes_unref);
}

static void
read_stream_cb (GObject      *source,
                GAsyncResult *res,
                gpointer      data)
{
  GTask *task = data;
  g_autoptr(GInputStream) stream = gdk_clipboard_read_finish (GDK_CLIPBOARD (source), res, NULL, NULL);
  g_autoptr(GOutputStream) out = NULL;

  if (stream == NULL)
    {
      gdk_clipboard_read_text_async (GDK_CLIPBOARD (source), NULL, read_text_cb, task);
      return;
    }
  out = g_memory_output_stream_new_resizable ();
  g_output_stream_splice_async (out, stream, G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET,
                                G_PRIORITY_DEFAULT, NULL, spliced_cb, task);
}

/* Reads the clipboard's text as bytes. */
void
uriscope_paste_read_async (GdkClipboard        *clipboard,
                           GAsyncReadyCallback  callback,
                           gpointer             data)
{
  /* UTF8_STRING arrives as the first, unconverted. */
  static const char *raw_types[] = { "text/plain;charset=utf-8", "text/plain", NULL };
  GTask *task = g_task_new (clipboard, NULL, callback, data);

  g_task_set_source_tag (task, uriscope_paste_read_async);
  gdk_clipboard_read_async (clipboard, raw_types, G_PRIORITY_DEFAULT, NULL, read_stream_cb, task);
}

/* The bytes, or %NULL and an error that names what the clipboard holds. */
GBytes *
uriscope_paste_read_finish (GdkClipboard  *clipboard,
                            GAsyncResult  *result,
                            GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, clipboard), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

static gboolean
is_blank (const char *line,
          gsize       len)
{
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isspace (line[i]))
      return FALSE;
  return TRUE;
}

/* The references in pasted (or dropped) text: %NULL when it is one
 * reference — at most one line that is not blank, kept whole by the caller
 * —, else each line that is not blank, without its LF or CR LF, as GBytes. */
GPtrArray *
uriscope_paste_split (const char *bytes,
                      gsize       len)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  gsize start = 0;

  while (start < len)
    {
      const char *eol = memchr (bytes + start, '\n', len - start);
      gsize end = eol != NULL ? (gsize) (eol - bytes) : len;
      gsize line_end = end > start && bytes[end - 1] == '\r' ? end - 1 : end;

      if (!is_blank (bytes + start, line_end - start))
        g_ptr_array_add (lines, g_bytes_new (bytes + start, line_end - start));
      start = end + 1;
    }
  return lines->len > 1 ? g_steal_pointer (&lines) : NULL;
}
