/* incr-hang.c — GTK 4.8 on X11 hangs for good when another client reads
 * a clipboard of 256 KiB or more (an INCR transfer)
 *
 * Sets SIZE bytes of text on the clipboard and prints a heartbeat every
 * 100 ms. Read the clipboard from another X client (see run.sh): at
 * 262144 bytes or more the heartbeats stop and never come back; the main
 * thread waits in g_output_stream_close() (gdkselectionoutputstream-x11.c
 * waits on a GCond for a PropertyNotify that only this main loop could
 * deliver). Below 262144 bytes the reader gets the text and the
 * heartbeats go on.
 *
 * Build: cc incr-hang.c $(pkg-config --cflags --libs gtk4) -o incr-hang
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>

static gboolean
beat_cb (gpointer data)
{
  static int n;

  g_print ("beat %d\n", ++n);
  return G_SOURCE_CONTINUE;
}

static gboolean
quit_cb (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

int
main (int   argc,
      char *argv[])
{
  gsize size = argc > 1 ? strtoul (argv[1], NULL, 10) : 300000;
  char *text = g_malloc (size + 1);
  GMainLoop *loop = g_main_loop_new (NULL, FALSE);
  GtkWidget *window;

  gtk_init ();
  memset (text, 'a', size);
  text[size] = '\0';
  window = gtk_window_new ();
  gtk_window_present (GTK_WINDOW (window));
  gdk_clipboard_set_text (gtk_widget_get_clipboard (window), text);
  g_print ("set %zu bytes\n", size);
  g_timeout_add (100, beat_cb, NULL);
  g_timeout_add_seconds (4, quit_cb, loop);
  g_main_loop_run (loop);
  g_print ("done\n");
  g_free (text);
  return 0;
}
