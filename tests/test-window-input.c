/* test-window-input.c — what reaches the field, and how it shows (under Xvfb)
 *
 * Split from test-window.c. Bytes the field cannot hold become U+FFFD,
 * flagged and named, and reach the reference as they are, from the window
 * and from another X client's clipboard (xclip) under every text target;
 * pasting from xclip and copying back to it; several lines pasted or
 * dropped are several references, links are taken out of prose and
 * uri-lists, a link wrapped over two lines is joined; pasted shapes (a
 * Windows path, a quoted link) are listed with their fixes; control
 * characters show as their Control Pictures while the parse, undo and copy
 * keep the bytes. Tests that need xclip skip without it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-problems-list-private.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-window-private.h"

/* Bytes the field cannot hold become U+FFFD, flagged, and are named; a
 * NUL is a control character, shown as its picture "␀" (U+2400). */
static void
test_bytes_replaced (void)
{
  UriscopeWindow *window = window_new_shown ();
  g_autofree char *shown = NULL;
  const char *notice;
  UsResult *result;

  uriscope_window_set_bytes (window, "http://a/\xff\0b", 12);
  wait_idle ();
  shown = buffer_text (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)));
  g_assert_cmpstr (shown, ==, "http://a/\xef\xbf\xbd\xe2\x90\x80" "b");
  notice = uriscope_window_get_notice (window);
  g_assert_nonnull (notice);
  g_assert_nonnull (strstr (notice, "\\xFF at byte 9"));
  g_assert_null (strstr (notice, "\\x00"));
  result = uriscope_window_get_result (window);
  g_assert_false (us_result_is_valid (result));
  g_assert_cmpuint (us_result_get_diagnostic (result, 0)->start, ==, 9);

  uriscope_window_set_text (window, "http://a/b");
  wait_idle ();
  g_assert_null (uriscope_window_get_notice (window));
  destroy_window (GTK_WINDOW (window));
}

static void
communicate_cb (GObject      *source,
                GAsyncResult *res,
                gpointer      data)
{
  char **out = data;
  g_autoptr(GError) error = NULL;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), res, out, NULL, &error);
  g_assert_no_error (error);
}

static gboolean
clipboard_is_remote (gpointer clipboard)
{
  g_main_context_iteration (NULL, FALSE);
  return !gdk_clipboard_is_local (clipboard) &&
         gdk_content_formats_contain_gtype (gdk_clipboard_get_formats (clipboard), G_TYPE_STRING);
}

static gboolean
field_is_pasted (gpointer window)
{
  g_autofree char *shown = buffer_text (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)));

  g_main_context_iteration (NULL, FALSE);
  /* The line end a copy from a terminal adds is not the link's: the
   * CLI, reading lines, never sees it (uriscope_paste_line_length()). */
  return g_strcmp0 (shown, "http://x/a b") == 0 &&
         g_strcmp0 (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), NULL), "http://x/a b") == 0;
}

static gboolean
is_set (gpointer out)
{
  return *(char **) out != NULL;
}

/* Paste from another X client, copy back to it. */
static void
test_clipboard_with_xclip (void)
{
  g_autofree char *xclip = g_find_program_in_path ("xclip");
  UriscopeWindow *window;
  GdkClipboard *clipboard;
  g_autoptr(GSubprocess) in = NULL;
  g_autoptr(GSubprocess) out = NULL;
  g_autoptr(GError) error = NULL;
  char *copied = NULL;

  if (xclip == NULL)
    {
      g_test_skip ("needs xclip");
      return;
    }
  window = window_new_shown ();
  clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  in = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE, &error, xclip, "-selection", "clipboard", "-i", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (in, "http://x/a b\n", NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  wait_until (clipboard_is_remote, clipboard);

  /* The trailing newline is left out; the space is flagged. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  wait_until (field_is_pasted, window);
  g_assert_false (us_result_is_valid (uriscope_window_get_result (window)));

  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  uriscope_window_set_text (window, "../g");
  uriscope_window_show_page (window, "resolution");
  wait_idle ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-target", NULL);
  out = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, xclip, "-selection", "clipboard", "-o", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (out, NULL, NULL, communicate_cb, &copied);
  wait_until (is_set, &copied);
  g_assert_cmpstr (copied, ==, "http://a/b/g");
  g_free (copied);
  destroy_window (GTK_WINDOW (window));
}

/* Puts @len bytes on the clipboard from another X client, offered as the
 * single X target @target, and waits until the window sees them. */
static gboolean
xclip_put (UriscopeWindow *window,
           const char     *target,
           const char     *bytes,
           gsize           len)
{
  g_autofree char *xclip = g_find_program_in_path ("xclip");
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_autoptr(GSubprocess) in = NULL;
  g_autoptr(GBytes) data = g_bytes_new (bytes, len);
  g_autoptr(GError) error = NULL;

  if (xclip == NULL)
    return FALSE;
  /* Owning the clipboard first makes the change to xclip's visible. */
  gdk_clipboard_set_text (clipboard, "");
  in = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE, &error, xclip, "-selection", "clipboard", "-t", target, "-i", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate (in, data, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  wait_until (clipboard_is_remote, clipboard);
  return TRUE;
}

/* Bytes that are not UTF-8 on the clipboard reach the reference as they
 * are, shown as U+FFFD and named in the notice (a NUL as "␀"), under every target an
 * application offers text as (GDK's own text conversion made them "\BB"). */
static void
test_clipboard_bytes (void)
{
  static const char *const targets[] = { "UTF8_STRING", "text/plain;charset=utf-8", "text/plain" };
  static const char bytes[] = "http://a/\xbb\xff\0b";
  UriscopeWindow *window = window_new_shown ();

  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      const char *notice;
      gsize len;
      const char *input;

      g_test_message ("target %s", targets[i]);
      uriscope_window_set_text (window, "");
      if (!xclip_put (window, targets[i], bytes, sizeof bytes - 1))
        {
          destroy_window (GTK_WINDOW (window));
          g_test_skip ("needs xclip");
          return;
        }
      gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
      /* The reference is compared up to its NUL, the field in full. */
      wait_reference (window, "http://a/\xbb\xff");
      {
        g_autofree char *shown = buffer_text (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)));

        g_assert_cmpstr (shown, ==, "http://a/\xef\xbf\xbd\xef\xbf\xbd\xe2\x90\x80" "b");
      }
      notice = uriscope_window_get_notice (window);
      g_assert_nonnull (notice);
      g_assert_nonnull (strstr (notice, "\\xBB at byte 9"));
      g_assert_nonnull (strstr (notice, "\\xFF at byte 10"));
      g_assert_null (strstr (notice, "\\x00"));
      /* What is read is the bytes themselves, as uriscope-cli reads them;
       * the field shows each bad byte as one U+FFFD, flagged, and the NUL
       * as "␀". */
      input = us_result_get_input (uriscope_window_get_result (window), &len);
      g_assert_cmpmem (input, len, bytes, sizeof bytes - 1);
      g_assert_cmpuint (us_result_get_diagnostic (uriscope_window_get_result (window), 0)->start, ==, 9);
    }
  destroy_window (GTK_WINDOW (window));
}

/* Pastes @text (through xclip, as another program's copy would come) into
 * an empty field with no history, and waits for the three links it holds:
 * http://a/1 inspected, http://a/2 and http://a/3 offered in the recent
 * references. FALSE, the window destroyed and the test skipped, without
 * xclip. */
static gboolean
paste_three_links (UriscopeWindow *window,
                   GSettings      *settings,
                   const char     *text,
                   gsize           len)
{
  uriscope_window_set_text (window, "");
  g_settings_reset (settings, "history");
  if (!xclip_put (window, "UTF8_STRING", text, len))
    {
      destroy_window (GTK_WINDOW (window));
      g_test_skip ("needs xclip");
      return FALSE;
    }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  wait_reference (window, "http://a/1");
  wait_until (history_starts_with, (const char *[]) { "http://a/2", "http://a/3", NULL });
  return TRUE;
}

/* Several lines pasted are several references: the first is inspected,
 * the others offered in the recent references, in their order, and the
 * link picker lists them all; blank lines and a CR before the LF are not
 * references. */
static void
test_paste_lines (void)
{
  static const char lines[] = "http://a/1\r\nhttp://a/2\n\n  \nhttp://a/3\n";
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = window_new_shown ();

  if (!paste_three_links (window, settings, lines, sizeof lines - 1))
    return;
  g_assert_nonnull (find_widget (GTK_WIDGET (window), label_contains, "3 references were pasted, one a line"));
  g_assert_nonnull (find_widget (GTK_WIDGET (window), label_contains, "Line 5"));
  wait_frame (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-paste-lines.png");

  /* One line and its newline: one reference, without the newline (a
   * terminal's copy adds it). */
  xclip_put (window, "UTF8_STRING", "http://a/4\n", 11);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  wait_reference (window, "http://a/4");

  /* Dropped lines are several references too. */
  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
    GtkDropTarget *drop = NULL;
    GValue value = G_VALUE_INIT;
    gboolean taken = FALSE;

    for (guint i = 0; drop == NULL && i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_DROP_TARGET (controller))
          drop = GTK_DROP_TARGET (controller);
      }
    g_assert_nonnull (drop);
    g_value_init (&value, G_TYPE_STRING);
    g_value_set_string (&value, "http://a/5\nhttp://a/6");
    g_signal_emit_by_name (drop, "drop", &value, 10.0, 10.0, &taken);
    g_value_unset (&value);
    g_assert_true (taken);
    wait_reference (window, "http://a/5");
    wait_until (history_starts_with, (const char *[]) { "http://a/6", NULL });
    g_assert_nonnull (find_widget (GTK_WIDGET (window), label_contains, "2 references were dropped, one a line"));
  }

  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

/* Pasted shapes the core reads (a Windows path, a quoted reference, a
 * javascript: link) are listed with their fixes, and Fix All makes them
 * the reference meant. */
static void
test_pasted_shapes (void)
{
  static const struct { const char *pasted, *fixed; } cases[] = {
    { "C:\\Users\\me\\a b.txt", "file:///C:/Users/me/a%20b.txt" },
    { "\"http://a/b\"", "http://a/b" },
    { "javascript:alert(1)", NULL },
  };
  UriscopeWindow *window = window_new_shown ();
  GtkWidget *fix_all = find_widget (GTK_WIDGET (window), has_action, "win.fix-all");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      if (!xclip_put (window, "UTF8_STRING", cases[i].pasted, strlen (cases[i].pasted)))
        {
          destroy_window (GTK_WINDOW (window));
          g_test_skip ("needs xclip");
          return;
        }
      gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
      wait_reference (window, cases[i].pasted);
      g_assert_cmpuint (count_rows (uriscope_problems_list_get_list_box (uriscope_window_get_problems_list (window))), >, 0);
      g_assert_true (gtk_widget_get_visible (fix_all) == (cases[i].fixed != NULL));
      if (i == 0)
        {
          wait_frame (GTK_WIDGET (window));
          save_screenshot (GTK_WIDGET (window), "screenshot-pasted-shapes.png");
        }
      if (cases[i].fixed != NULL)
        {
          g_signal_emit_by_name (fix_all, "clicked");
          wait_reference (window, cases[i].fixed);
        }
    }
  destroy_window (GTK_WINDOW (window));
}

static gboolean
visible_button_labelled (GtkWidget    *widget,
                         gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_is_visible (widget) &&
         g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* Whether the history holds each of @data (a NULL-terminated list), and
 * no line of prose or comment. */
static gboolean
history_holds (gpointer data)
{
  const char *const *want = data;
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  g_auto(GStrv) history = g_settings_get_strv (settings, "history");

  g_main_context_iteration (NULL, FALSE);
  for (guint i = 0; history[i] != NULL; i++)
    g_assert_true (strstr (history[i], "See these") == NULL && history[i][0] != '#');
  for (guint i = 0; want[i] != NULL; i++)
    if (!g_strv_contains ((const char *const *) history, want[i]))
      return FALSE;
  return TRUE;
}

/* Clipboard text as people copy it: links are taken out of prose (the
 * first inspected, all listed to pick one), text/uri-list comments and lines
 * without a link stay out of the field and the history, and a link wrapped
 * over two lines is one reference, with "Join the lines". */
static void
test_paste_text (void)
{
  static const char prose[] = "See these: \"http://a/1\" and <http://a/2>, or http://a/3.";
  static const char uri_list[] = "# a comment\r\nhttp://a/4\r\nhttp://a/5\r\n";
  static const char junk[] = "See these:\nhttp://a/6\nhttp://a/7\n";
  static const char wrapped[] = "https://example.com/a/very/long/pa\nth?x=1";
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = window_new_shown ();
  GtkWidget *join;

  if (!paste_three_links (window, settings, prose, sizeof prose - 1))
    return;
  g_assert_nonnull (find_widget (GTK_WIDGET (window), label_contains, "3 links were found in the text"));

  xclip_put (window, "UTF8_STRING", uri_list, sizeof uri_list - 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  wait_reference (window, "http://a/4");
  wait_until (history_holds, (const char *[]) { "http://a/5", "http://a/2", NULL });

  xclip_put (window, "UTF8_STRING", junk, sizeof junk - 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  wait_reference (window, "http://a/6");
  wait_until (history_holds, (const char *[]) { "http://a/7", "http://a/5", NULL });

  xclip_put (window, "UTF8_STRING", wrapped, sizeof wrapped - 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  wait_reference (window, wrapped);
  join = find_widget (GTK_WIDGET (window), visible_button_labelled, "Join the lines");
  g_assert_nonnull (join);
  wait_frame (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-paste-wrapped.png");
  g_signal_emit_by_name (join, "clicked");
  wait_reference (window, "https://example.com/a/very/long/path?x=1");

  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

/* The window's field. */
static GtkWidget *
find_text_view (GtkWidget *widget)
{
  if (GTK_IS_TEXT_VIEW (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_text_view (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The reference the window reads, as a string. */
static const char *
reference_text (UriscopeWindow *window)
{
  return us_result_get_input (uriscope_window_get_result (window), NULL);
}

/* Control characters show as their symbols (Control Pictures) while the
 * parse sees the bytes; the diagnostics' tags cover the symbols; edits,
 * undo and redo around them keep the bytes; copying copies the bytes;
 * no "-" is put where a line wraps inside the reference. */
static void
test_control_pictures (void)
{
  UriscopeWindow *window = window_new_shown ();
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
  const char *text = "http://a/b\nc\td\x1b" "e\x7f" "f\xc2\x85g";
  g_autofree char *shown = NULL;
  g_autofree char *errors = NULL;
  g_autofree char *want = NULL;
  g_autofree char *controls = NULL;
  GtkTextIter iter, end;

  uriscope_window_set_text (window, text);
  wait_idle ();
  shown = buffer_text (buffer);
  /* ␊ ␉ ␛ ␡; the C1 control is Pango's box with its code. */
  g_assert_cmpstr (shown, ==, "http://a/b\xe2\x90\x8a" "c\xe2\x90\x89" "d\xe2\x90\x9b" "e\xe2\x90\xa1" "f\xc2\x85g");
  g_assert_cmpstr (reference_text (window), ==, text);
  g_assert_cmpstr (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), NULL), ==, text);
  errors = tagged_ranges (buffer, "error");
  want = expected_ranges (uriscope_window_get_result (window), US_SEVERITY_ERROR, G_MAXSIZE);
  g_assert_cmpstr (errors, ==, want);
  /* The symbols are characters 10, 12, 14 and 16, each flagged. */
  g_assert_nonnull (strstr (errors, "10-11 "));
  g_assert_nonnull (strstr (errors, "12-13 "));
  g_assert_nonnull (strstr (errors, "14-15 "));
  g_assert_nonnull (strstr (errors, "16-17 "));
  controls = tagged_ranges (buffer, "control");
  g_assert_cmpstr (controls, ==, "10-11 12-13 14-15 16-17 18-19 ");
  {
    GtkTextTag *tag = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), "no-hyphens");
    gboolean hyphens = TRUE;

    g_assert_nonnull (tag);
    g_object_get (tag, "insert-hyphens", &hyphens, NULL);
    g_assert_false (hyphens);
    gtk_text_buffer_get_start_iter (buffer, &iter);
    g_assert_true (gtk_text_iter_has_tag (&iter, tag));
  }

  /* Typing before the ␊, deleting the ␉. */
  gtk_text_buffer_get_iter_at_offset (buffer, &iter, 10);
  gtk_text_buffer_insert (buffer, &iter, "X", 1);
  wait_idle ();
  g_assert_cmpstr (reference_text (window), ==, "http://a/bX\nc\td\x1b" "e\x7f" "f\xc2\x85g");
  gtk_text_buffer_get_iter_at_offset (buffer, &iter, 13);
  end = iter;
  gtk_text_iter_forward_char (&end);
  gtk_text_buffer_delete (buffer, &iter, &end);
  wait_idle ();
  g_assert_cmpstr (reference_text (window), ==, "http://a/bX\ncd\x1b" "e\x7f" "f\xc2\x85g");

  /* Enter and Tab as typed (a user action each): shown as symbols, read
   * as controls, undone and redone as controls. */
  gtk_text_buffer_get_end_iter (buffer, &iter);
  gtk_text_buffer_begin_user_action (buffer);
  gtk_text_buffer_insert_interactive (buffer, &iter, "\n\t", -1, TRUE);
  gtk_text_buffer_end_user_action (buffer);
  wait_idle ();
  g_assert_cmpstr (reference_text (window), ==, "http://a/bX\ncd\x1b" "e\x7f" "f\xc2\x85g\n\t");
  g_free (shown);
  shown = buffer_text (buffer);
  g_assert_true (g_str_has_suffix (shown, "g\xe2\x90\x8a\xe2\x90\x89"));
  gtk_text_buffer_undo (buffer);
  wait_idle ();
  g_assert_cmpstr (reference_text (window), ==, "http://a/bX\ncd\x1b" "e\x7f" "f\xc2\x85g");
  gtk_text_buffer_redo (buffer);
  wait_idle ();
  g_assert_cmpstr (reference_text (window), ==, "http://a/bX\ncd\x1b" "e\x7f" "f\xc2\x85g\n\t");

  /* Deleting the ␛ and undoing it brings the ESC back. */
  gtk_text_buffer_get_iter_at_offset (buffer, &iter, 14);
  end = iter;
  gtk_text_iter_forward_char (&end);
  gtk_text_buffer_begin_user_action (buffer);
  gtk_text_buffer_delete_interactive (buffer, &iter, &end, TRUE);
  gtk_text_buffer_end_user_action (buffer);
  wait_idle ();
  g_assert_cmpstr (reference_text (window), ==, "http://a/bX\ncde\x7f" "f\xc2\x85g\n\t");
  gtk_text_buffer_undo (buffer);
  wait_idle ();
  g_assert_cmpstr (reference_text (window), ==, "http://a/bX\ncd\x1b" "e\x7f" "f\xc2\x85g\n\t");

  /* A Control Picture typed as such is that character, not a control. */
  gtk_text_buffer_get_end_iter (buffer, &iter);
  gtk_text_buffer_insert (buffer, &iter, "\xe2\x90\x8a", -1);
  wait_idle ();
  g_assert_true (g_str_has_suffix (reference_text (window), "\n\t\xe2\x90\x8a"));

  /* Copying the field copies the bytes: "X␊cd" is "X\ncd". */
  {
    GtkWidget *view = find_text_view (GTK_WIDGET (window));
    GdkContentProvider *content;
    GValue value = G_VALUE_INIT;

    gtk_text_buffer_get_iter_at_offset (buffer, &iter, 10);
    gtk_text_buffer_get_iter_at_offset (buffer, &end, 14);
    gtk_text_buffer_select_range (buffer, &iter, &end);
    g_signal_emit_by_name (view, "copy-clipboard");
    content = gdk_clipboard_get_content (gtk_widget_get_clipboard (view));
    g_assert_nonnull (content);
    g_value_init (&value, G_TYPE_STRING);
    g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
    g_assert_cmpstr (g_value_get_string (&value), ==, "X\ncd");
    g_value_unset (&value);
  }
  uriscope_window_set_text (window, "http://a/b\nc\td\x1b" "e\x7f" "f");
  wait_frame (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-controls.png");
  destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/window/bytes-replaced", test_bytes_replaced);
  g_test_add_func ("/window/clipboard-with-xclip", test_clipboard_with_xclip);
  g_test_add_func ("/window/control-pictures", test_control_pictures);
  g_test_add_func ("/window/clipboard-bytes", test_clipboard_bytes);
  g_test_add_func ("/window/paste-lines", test_paste_lines);
  g_test_add_func ("/window/pasted-shapes", test_pasted_shapes);
  g_test_add_func ("/window/paste-text", test_paste_text);

  return g_test_run ();
}
