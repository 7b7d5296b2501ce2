/* test-window-clipboard.c — copies never hang the window (under Xvfb)
 *
 * On X11, GTK 4.8 hangs for good when it hands over 256 KiB or more
 * (uriscope-clipboard.c says why). Here: the limit at its boundary (the
 * limit itself copies and an X client reads it back, a byte more is
 * refused); a 1 MB reference is not handed to the clipboard, the window
 * says why and saves all of it, and its main loop keeps answering while
 * another X client reads the clipboard; 200 KB copies and reads back
 * whole through xclip, the main loop answering throughout; GTK's own
 * copy from a selectable label of 300 KB is taken back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "uriscope-clipboard.h"
#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-clipboard-private.h"

static UriscopeWindow *
new_window (void)
{
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));

  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));
  return window;
}

/* A 10 ms timeout that notes the longest wait between two of its calls:
 * how long the main loop went without answering. */
typedef struct {
  guint id;
  guint ticks;
  gint64 last;
  gint64 longest;
} Ticker;

static gboolean
tick_cb (gpointer data)
{
  Ticker *t = data;
  gint64 now = g_get_monotonic_time ();

  t->longest = MAX (t->longest, now - t->last);
  t->last = now;
  t->ticks++;
  return G_SOURCE_CONTINUE;
}

static void
ticker_start (Ticker *t)
{
  t->ticks = 0;
  t->longest = 0;
  t->last = g_get_monotonic_time ();
  t->id = g_timeout_add (10, tick_cb, t);
}

/* Stops @t and asserts the main loop never went half a second unanswered
 * (a hang is for good; a busy window under ASan may take a few frames). */
static void
ticker_check (Ticker *t)
{
  gint64 until = g_get_monotonic_time () + 150 * 1000;

  /* Still answering afterwards: 10 ms ticks keep coming. */
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  tick_cb (t);
  g_source_remove (t->id);
  g_test_message ("main loop: %u ticks, longest gap %" G_GINT64_FORMAT " ms", t->ticks, t->longest / 1000);
  g_assert_cmpuint (t->ticks, >=, 10);
  g_assert_cmpint (t->longest, <, G_USEC_PER_SEC / 2);
}

typedef struct {
  gboolean done;
  GBytes *out;
} Read;

static void
read_cb (GObject      *source,
         GAsyncResult *res,
         gpointer      data)
{
  Read *read = data;
  g_autoptr(GError) error = NULL;

  g_subprocess_communicate_finish (G_SUBPROCESS (source), res, &read->out, NULL, &error);
  g_assert_no_error (error);
  read->done = TRUE;
}

static gboolean
is_done (gpointer data)
{
  return ((Read *) data)->done;
}

/* What another X client (xclip) reads from the clipboard, read while the
 * main loop runs; NULL without xclip. Asserts it took less than 10 s. */
static GBytes *
xclip_read (void)
{
  g_autofree char *xclip = g_find_program_in_path ("xclip");
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  Read read = { FALSE, NULL };

  if (xclip == NULL)
    return NULL;
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, xclip, "-o", "-selection", "clipboard", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_async (process, NULL, NULL, read_cb, &read);
  wait_until (is_done, &read);
  return read.out;
}

static void
assert_bytes (GBytes     *bytes,
              const char *text,
              gsize       len)
{
  gsize n;
  const char *data = g_bytes_get_data (bytes, &n);

  g_assert_cmpuint (n, ==, len);
  g_assert_true (memcmp (data, text, len) == 0);
}

/* A reference of @len bytes with a long query: "http://h/?q=aaaa…". */
static char *
long_reference (gsize len)
{
  char *text = g_malloc (len + 1);
  const char *head = "http://h/?q=";

  memset (text, 'a', len);
  memcpy (text, head, strlen (head));
  text[len] = '\0';
  return text;
}

/* The limit, computed and at its boundary --------------------------------------- */

static void
count_cb (AdwToast *toast,
          guint    *count)
{
  (*count)++;
}

static void
test_limit (void)
{
  UriscopeWindow *window;
  g_autoptr(AdwToast) first = NULL;
  g_autoptr(AdwToast) second = NULL;
  guint first_dismissed = 0, second_dismissed = 0;
  GdkDisplay *display;
  gsize limit;
  g_autofree char *at = NULL;
  g_autoptr(GBytes) read = NULL;
  const char *text;

  /* GTK 4.8 starts INCR at MIN (262144, request size - 100) bytes. */
  g_assert_cmpuint (uriscope_clipboard_limit_for_request_size (4194303), ==, 262144 - URISCOPE_CLIPBOARD_MARGIN);
  g_assert_cmpuint (uriscope_clipboard_limit_for_request_size (65535), ==, 65435 - URISCOPE_CLIPBOARD_MARGIN);
  g_assert_cmpuint (uriscope_clipboard_limit_for_request_size (100), ==, 0);
  /* The most any target may take: the bytes, a NUL, bytes ≥ 0x80
   * twice, ASCII half as long again after an ESC. */
  g_assert_cmpuint (uriscope_clipboard_text_transfer_size ("abc", 3), ==, 4);
  g_assert_cmpuint (uriscope_clipboard_text_transfer_size ("\xc3\xa9", 2), ==, 5);
  g_assert_cmpuint (uriscope_clipboard_text_transfer_size ("\x1b$Bab", 5), ==, 5 + 3 + 1);
  text = uriscope_clipboard_refusal_message (1000000, 258048);
  g_assert_nonnull (strstr (text, "1.0\xc2\xa0MB"));
  g_assert_nonnull (strstr (text, "258.0\xc2\xa0kB"));
  g_free ((char *) text);
  /* just over, the two sizes round alike: the bytes are given */
  text = uriscope_clipboard_refusal_message (258049, 258048);
  g_test_message ("%s", text);
  g_assert_true (strstr (text, "258049") != NULL || strstr (text, "258,049") != NULL);
  g_assert_true (strstr (text, "258048") != NULL || strstr (text, "258,048") != NULL);
  g_free ((char *) text);

  window = new_window ();
  display = gtk_widget_get_display (GTK_WIDGET (window));
  limit = uriscope_clipboard_get_limit (display);
  /* Xvfb has BIG-REQUESTS. */
  g_assert_cmpuint (limit, ==, 262144 - URISCOPE_CLIPBOARD_MARGIN);

  /* limit - 1 ASCII bytes take limit with the NUL: copied, read back. */
  at = long_reference (limit - 1);
  g_assert_true (uriscope_clipboard_copy_text (GTK_WIDGET (window), at, -1, NULL));
  g_assert_null (uriscope_clipboard_get_refusal (GTK_WIDGET (window)));
  read = xclip_read ();
  if (read != NULL)
    assert_bytes (read, at, limit - 1);

  /* One more byte: refused, the clipboard keeps what it had. */
  {
    GdkContentProvider *before = gdk_clipboard_get_content (gtk_widget_get_clipboard (GTK_WIDGET (window)));
    g_autofree char *over = long_reference (limit);

    g_assert_false (uriscope_clipboard_copy_text (GTK_WIDGET (window), over, -1, NULL));
    g_assert_true (gdk_clipboard_get_content (gtk_widget_get_clipboard (GTK_WIDGET (window))) == before);
    first = g_object_ref (uriscope_clipboard_get_refusal (GTK_WIDGET (window)));
    g_signal_connect (first, "dismissed", G_CALLBACK (count_cb), &first_dismissed);
    /* Refused again (Copy Text twice from the Breakdown tree's menu):
     * one offer on the screen, the first gone. */
    g_assert_false (uriscope_clipboard_copy_text (GTK_WIDGET (window), over, -1, NULL));
    g_assert_cmpuint (first_dismissed, ==, 1);
    second = g_object_ref (uriscope_clipboard_get_refusal (GTK_WIDGET (window)));
    g_assert_true (second != first);
    g_signal_connect (second, "dismissed", G_CALLBACK (count_cb), &second_dismissed);
  }
  /* Another reference: the offer to save goes (it stayed for minutes),
   * and the first does not come back from the overlay's queue. */
  uriscope_window_set_text (window, "http://example.com/");
  wait_frame (GTK_WIDGET (window));
  g_assert_null (uriscope_clipboard_get_refusal (GTK_WIDGET (window)));
  g_assert_cmpuint (first_dismissed, ==, 1);
  g_assert_cmpuint (second_dismissed, ==, 1);
  g_assert_null (find_widget (GTK_WIDGET (window), label_contains, "Not copied"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* 1 MB: refused, said, saved whole, and the window keeps answering ---------------- */

static void
saved_cb (GObject      *source,
          GAsyncResult *res,
          gpointer      data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (uriscope_clipboard_save_finish (G_FILE (source), res, &error));
  g_assert_no_error (error);
  *(gboolean *) data = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

static void
test_large_refused (void)
{
  UriscopeWindow *window = new_window ();
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_autofree char *text = long_reference (1000 * 1000);
  GdkContentProvider *before;
  AdwToast *toast;
  GBytes *kept;
  g_autoptr(GBytes) read = NULL;
  Ticker ticker;
  g_autofree char *dir = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *saved = NULL;
  gsize saved_len;
  gboolean done = FALSE;
  g_autoptr(GError) error = NULL;

  uriscope_window_set_text (window, text);
  wait_frame (GTK_WIDGET (window));
  gdk_clipboard_set_text (clipboard, "marker");
  before = gdk_clipboard_get_content (clipboard);

  ticker_start (&ticker);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-all", NULL);
  /* Not handed to the clipboard... */
  g_assert_true (gdk_clipboard_get_content (clipboard) == before);
  /* ...and said, with its size and a way to save it. */
  toast = uriscope_clipboard_get_refusal (GTK_WIDGET (window));
  g_assert_nonnull (toast);
  g_assert_nonnull (strstr (adw_toast_get_title (toast), "1.0\xc2\xa0MB"));
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, _("Save…"));
  /* Another X client still reads what the clipboard had, at once. */
  read = xclip_read ();
  if (read != NULL)
    assert_bytes (read, "marker", 6);
  ticker_check (&ticker);

  /* Save… writes all of it. */
  kept = g_object_get_data (G_OBJECT (toast), "bytes");
  g_assert_nonnull (kept);
  assert_bytes (kept, text, strlen (text));
  dir = g_dir_make_tmp ("uriscope-clipboard-XXXXXX", &error);
  g_assert_no_error (error);
  file = g_file_new_build_filename (dir, "copied.txt", NULL);
  uriscope_clipboard_save_async (file, kept, NULL, saved_cb, &done);
  wait_until (is_true, &done);
  g_assert_true (g_file_load_contents (file, NULL, &saved, &saved_len, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (saved_len, ==, strlen (text));
  g_assert_true (memcmp (saved, text, saved_len) == 0);
  g_file_delete (file, NULL, NULL);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* 200 KB: copied, and read back whole by another X client ------------------------ */

static void
test_200k_reads_back (void)
{
  UriscopeWindow *window;
  g_autofree char *text = long_reference (200 * 1000);
  g_autoptr(GBytes) read = NULL;
  Ticker ticker;
  g_autofree char *xclip = g_find_program_in_path ("xclip");

  if (xclip == NULL)
    {
      g_test_skip ("needs xclip");
      return;
    }
  window = new_window ();
  uriscope_window_set_text (window, text);
  wait_frame (GTK_WIDGET (window));
  ticker_start (&ticker);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-all", NULL);
  g_assert_null (uriscope_clipboard_get_refusal (GTK_WIDGET (window)));
  read = xclip_read ();
  assert_bytes (read, text, strlen (text));
  ticker_check (&ticker);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* GTK's own copy (a selectable label's Ctrl+C) of 300 KB: taken back ------------- */

static void
test_label_copy_taken_back (void)
{
  UriscopeWindow *window = new_window ();
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_autofree char *text = long_reference (300 * 1000);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *other = gtk_window_new ();
  g_autoptr(GBytes) read = NULL;
  Ticker ticker;

  /* A label in a window of its own: the guard speaks in the window. */
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_window_set_child (GTK_WINDOW (other), label);
  gtk_label_select_region (GTK_LABEL (label), 0, -1);
  gdk_clipboard_set_text (clipboard, "marker");

  ticker_start (&ticker);
  g_signal_emit_by_name (label, "copy-clipboard");
  g_assert_nonnull (uriscope_clipboard_get_refusal (GTK_WIDGET (window)));
  /* Nothing to hand over: an X client reads nothing, and at once. */
  g_assert_null (gdk_clipboard_get_content (clipboard));
  read = xclip_read ();
  if (read != NULL)
    g_assert_cmpuint (g_bytes_get_size (read), ==, 0);
  ticker_check (&ticker);

  /* 1,000 bytes are left on the clipboard. */
  gtk_label_select_region (GTK_LABEL (label), 0, 1000);
  g_signal_emit_by_name (label, "copy-clipboard");
  g_assert_nonnull (gdk_clipboard_get_content (clipboard));
  g_clear_pointer (&read, g_bytes_unref);
  read = xclip_read ();
  if (read != NULL)
    assert_bytes (read, text, 1000);
  gtk_window_destroy (GTK_WINDOW (other));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/clipboard/limit", test_limit);
  g_test_add_func ("/clipboard/large-refused", test_large_refused);
  g_test_add_func ("/clipboard/200k-reads-back", test_200k_reads_back);
  g_test_add_func ("/clipboard/label-copy-taken-back", test_label_copy_taken_back);
  return g_test_run ();
}
