/* uriscope-log.c — GTK 4.8's warning of a late scrollbar trough, once
 *
 * GTK 4.8 on X11 handles a key in the frame it paints, and its text view
 * validates the lines the key changed while painting them
 * (gtk_text_view_paint() flushes the validation still queued): the
 * reference field's adjustments move during the paint, its scrollbar
 * queues its trough's allocation too late for that frame, and GTK skips
 * the trough with "Trying to snapshot GtkGizmo … without a current
 * allocation" and draws it at the next frame. Nothing is lost, but a day
 * of pasting wrote it 252 times on the terminal. The window writes it the
 * first time, saying that the others are left out; every other message
 * goes to GLib's default writer. The tests let it through, not fatal,
 * with the same test (uriscope_log_is_late_trough()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-log.h"

/* Whether the message in @fields is GTK's late trough warning. */
gboolean
uriscope_log_is_late_trough (const GLogField *fields,
                             gsize            n_fields)
{
  const char *domain = NULL, *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    if (strcmp (fields[i].key, "GLIB_DOMAIN") == 0 && fields[i].length < 0)
      domain = fields[i].value;
    else if (strcmp (fields[i].key, "MESSAGE") == 0 && fields[i].length < 0)
      message = fields[i].value;
  return g_strcmp0 (domain, "Gtk") == 0 && message != NULL &&
         g_str_has_prefix (message, "Trying to snapshot GtkGizmo ") &&
         g_str_has_suffix (message, " without a current allocation");
}

/* The window's log writer: the late trough warning once, the rest as GLib
 * writes it. */
GLogWriterOutput
uriscope_log_writer (GLogLevelFlags   log_level,
                     const GLogField *fields,
                     gsize            n_fields,
                     gpointer         user_data)
{
  static gboolean written;

  if ((log_level & G_LOG_LEVEL_MASK) == G_LOG_LEVEL_WARNING && uriscope_log_is_late_trough (fields, n_fields))
    {
      GLogWriterOutput out;

      if (written)
        return G_LOG_WRITER_HANDLED;
      written = TRUE;
      out = g_log_writer_standard_streams (log_level, fields, n_fields, user_data);
      g_printerr ("(GTK 4.8 draws that trough at the next frame; the same warning is not written again)\n");
      return out;
    }
  return g_log_writer_default (log_level, fields, n_fields, user_data);
}
