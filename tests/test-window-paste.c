/* test-window-paste.c — several links in one paste, one picked (under Xvfb)
 *
 * A paste holding several links shows the first and opens the link
 * picker under the field: one row a link, in order, with where it was in
 * the text. Real keys (xdotool, through the X server) move through it:
 * Down then Enter shows the second link, its exact bytes read by every
 * part of the window; Escape closes the list, the first link staying. A
 * paste of one link opens no list; a link holding U+202E is listed with
 * the character escaped, never as the character itself, which would
 * show the rest of the row reversed. Dropped files, several of them, are
 * listed the same way, and a paste of 150 links lists 100. The others
 * stay in the recent references, as they did before the picker. Ctrl+V
 * in the field takes the clipboard's bytes too (a NUL, a byte that is not
 * UTF-8, a megabyte shown a part at a time), and Ctrl+A over a long
 * reference selects and replaces all of it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-link-picker.h"
#include "uriscope-reference-buffer.h"
#include "uriscope-reference-field.h"
#include "uriscope-window.h"
#include "uriscope-paste.h"
#include "window-common.h"
#include "uriscope-link-picker-private.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-window-private.h"

#define RLO "\xe2\x80\xae"

static UriscopeWindow *
new_window (void)
{
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));
  return window;
}

/* Puts @text on the clipboard (the window's own) and pastes it as the
 * reference, as Shift+Ctrl+V and the Paste button do. */
static void
paste (UriscopeWindow *window,
       const char     *text)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), text);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
}

typedef struct {
  UriscopeWindow *window;
  const char *bytes;
  gsize len;
} FieldIs;

/* The field holds exactly the bytes, and the analysis read them. */
static gboolean
field_is (gpointer data)
{
  FieldIs *f = data;
  gsize n, m;
  const char *held = uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (f->window)), &n);
  UsResult *result = uriscope_window_get_result (f->window);
  const char *read = result != NULL ? us_result_get_input (result, &m) : NULL;

  return n == f->len && memcmp (held, f->bytes, n) == 0 && read != NULL && m == f->len && memcmp (read, f->bytes, m) == 0;
}

static void
wait_field (UriscopeWindow *window,
            const char     *text)
{
  FieldIs f = { window, text, strlen (text) };

  wait_until (field_is, &f);
}

static gboolean
picker_is_open (gpointer window)
{
  UriscopeLinkPicker *picker = uriscope_window_get_link_picker (window);

  return picker != NULL && gtk_widget_get_mapped (GTK_WIDGET (picker));
}

static gboolean
picker_is_closed (gpointer window)
{
  return !picker_is_open (window);
}

static GtkListBox *
picker_list (UriscopeWindow *window)
{
  return uriscope_link_picker_get_list_box (uriscope_window_get_link_picker (window));
}

/* The texts of the labels of row @index, each followed by "|". */
static char *
row_texts (GtkListBox *list,
           int         index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, index);
  GString *out = g_string_new (NULL);
  GPtrArray *stack = g_ptr_array_new ();

  g_assert_nonnull (row);
  g_ptr_array_add (stack, row);
  while (stack->len > 0)
    {
      GtkWidget *widget = g_ptr_array_steal_index (stack, 0);

      if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
        g_string_append_printf (out, "%s|", gtk_label_get_text (GTK_LABEL (widget)));
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (stack, child);
    }
  g_ptr_array_unref (stack);
  return g_string_free (out, FALSE);
}

static gboolean
history_holds (gpointer data)
{
  const char *const *want = data;
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  g_auto(GStrv) history = g_settings_get_strv (settings, "history");

  for (guint i = 0; want[i] != NULL; i++)
    if (!g_strv_contains ((const char *const *) history, want[i]))
      return FALSE;
  return TRUE;
}

/* Three links in a sentence: listed, the first shown; Down and Enter show
 * the second, exactly; the others are in the recent references. */
static void
test_pick_second (void)
{
  static const char prose[] = "See \"http://a/1\" and <http://a/2?q=%7E&x#f>, or http://a/3.";
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = new_window ();
  GtkListBox *list;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *third = NULL;

  g_settings_reset (settings, "history");
  paste (window, prose);
  wait_field (window, "http://a/1");
  wait_until (picker_is_open, window);
  list = picker_list (window);
  g_assert_cmpuint (count_rows (list), ==, 3);
  g_assert_cmpuint (uriscope_link_picker_get_n_links (uriscope_window_get_link_picker (window)), ==, 3);
  first = row_texts (list, 0);
  second = row_texts (list, 1);
  third = row_texts (list, 2);
  /* The link, where it was (characters from 1), the one shown. */
  g_assert_cmpstr (first, ==, "http://a/1|Line 1, character 6|Shown in the field|");
  g_assert_cmpstr (second, ==, "http://a/2?q=%7E&x#f|Line 1, character 23|");
  g_assert_cmpstr (third, ==, "http://a/3|Line 1, character 49|");
  g_assert_nonnull (find_widget (GTK_WIDGET (uriscope_window_get_link_picker (window)), label_contains,
                                 "3 links were found in the text"));
  /* As today, the others are in the recent references at once. */
  wait_until (history_holds, (const char *[]) { "http://a/2?q=%7E&x#f", "http://a/3", NULL });
  wait_frame (GTK_WIDGET (uriscope_window_get_link_picker (window)));

  /* The keyboard starts on the link shown. */
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0))));
  if (!press_keys (GTK_WINDOW (window), "Down Return"))
    {
      destroy_window (GTK_WINDOW (window));
      g_test_skip ("needs xdotool and X11");
      return;
    }
  wait_field (window, "http://a/2?q=%7E&x#f");
  wait_until (picker_is_closed, window);
  g_assert_true (us_result_is_valid (uriscope_window_get_result (window)));
  /* The first, left, is a recent reference too. */
  wait_until (history_holds, (const char *[]) { "http://a/1", "http://a/3", NULL });

  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

/* Escape closes the list; the first link stays, analysed. */
static void
test_escape_keeps_first (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = new_window ();
  GtkListBox *list;
  g_autofree char *rows = NULL;

  paste (window, "http://a/x\r\n# a comment\r\n\r\nhttp://a/y\r\nhttp://a/z\r\n");
  wait_field (window, "http://a/x");
  wait_until (picker_is_open, window);
  list = picker_list (window);
  g_assert_cmpuint (count_rows (list), ==, 3);
  /* Lines counted as pasted, the comment and the blank line too. */
  rows = row_texts (list, 2);
  g_assert_cmpstr (rows, ==, "http://a/z|Line 5|");
  g_assert_nonnull (find_widget (GTK_WIDGET (uriscope_window_get_link_picker (window)), label_contains,
                                 "3 references were pasted, one a line"));
  wait_frame (GTK_WIDGET (uriscope_window_get_link_picker (window)));
  if (!press_keys (GTK_WINDOW (window), "Down Escape"))
    {
      destroy_window (GTK_WINDOW (window));
      g_test_skip ("needs xdotool and X11");
      return;
    }
  wait_until (picker_is_closed, window);
  wait_idle ();
  wait_field (window, "http://a/x");

  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

/* One link, alone or in a sentence: no list. */
static void
test_one_link_no_list (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = new_window ();

  paste (window, "Have a look at <http://a/only>, it is fine.");
  wait_field (window, "http://a/only");
  wait_frame (GTK_WIDGET (window));
  g_assert_true (picker_is_closed (window));

  /* Nor after a list was shown and closed. */
  paste (window, "http://a/1\nhttp://a/2\n");
  wait_field (window, "http://a/1");
  wait_until (picker_is_open, window);
  gtk_popover_popdown (GTK_POPOVER (uriscope_window_get_link_picker (window)));
  wait_until (picker_is_closed, window);
  paste (window, "http://a/single");
  wait_field (window, "http://a/single");
  wait_frame (GTK_WIDGET (window));
  g_assert_true (picker_is_closed (window));

  /* One line as a terminal copies it: its line end is not the link's (the
   * CLI, reading lines, never sees it). */
  paste (window, "http://a/b%0A\n");
  wait_field (window, "http://a/b%0A");
  paste (window, "http://a/crlf\r\n");
  wait_field (window, "http://a/crlf");
  g_assert_cmpuint (uriscope_paste_line_length ("a\nb\n", 4), ==, 4);
  g_assert_cmpuint (uriscope_paste_line_length ("a\r\n", 3), ==, 1);
  g_assert_cmpuint (uriscope_paste_line_length ("a\n\n", 3), ==, 3);

  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

static gboolean
is_entry (GtkWidget    *widget,
          gconstpointer data)
{
  return GTK_IS_ENTRY (widget);
}

typedef struct {
  GtkEditable *entry;
  const char *text;
} EntryIs;

static gboolean
entry_is (gpointer data)
{
  EntryIs *e = data;

  return g_strcmp0 (gtk_editable_get_text (e->entry), e->text) == 0;
}

/* Ctrl+V on the Practice page, which hides the reference, goes into the
 * answer: it replaced the reference without a sign. */
static void
test_practice_page (void)
{
  UriscopeWindow *window = new_window ();
  GtkWidget *entry;
  EntryIs want;

  paste (window, "https://keep.example/");
  wait_field (window, "https://keep.example/");
  uriscope_window_show_page (window, "practice");
  wait_frame (GTK_WIDGET (window));
  paste (window, "http://a/g");
  entry = find_widget (window->practice, is_entry, NULL);
  g_assert_nonnull (entry);
  want = (EntryIs) { GTK_EDITABLE (entry), "http://a/g" };
  wait_until (entry_is, &want);
  wait_field (window, "https://keep.example/");
  destroy_window (GTK_WINDOW (window));
}

/* Whether a label under @widget holds @text, visible or not. */
static gboolean
any_label_holds (GtkWidget  *widget,
                 const char *text)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (any_label_holds (child, text))
      return TRUE;
  return FALSE;
}

/* A link holding U+202E RIGHT-TO-LEFT OVERRIDE is listed with it escaped;
 * picked, the field gets the character itself (the field marks it). A
 * long link is cut: it makes no wide list. */
static void
test_bidi_escaped (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = new_window ();
  g_autoptr(GString) text = g_string_new ("http://a/1\nhttp://evil.example/" RLO "gpj.exe\nhttp://a/");
  g_autofree char *row = NULL;
  g_autofree char *long_row = NULL;
  GtkWidget *picker;
  int width;

  for (guint i = 0; i < 2000; i++)
    g_string_append_c (text, 'a' + i % 26);
  g_string_append_c (text, '\n');
  paste (window, text->str);
  wait_field (window, "http://a/1");
  wait_until (picker_is_open, window);
  picker = GTK_WIDGET (uriscope_window_get_link_picker (window));
  row = row_texts (picker_list (window), 1);
  g_assert_cmpstr (row, ==, "http://evil.example/<U+202E>gpj.exe|Line 2|");
  g_assert_false (any_label_holds (picker, RLO));
  long_row = row_texts (picker_list (window), 2);
  g_assert_true (g_str_has_prefix (long_row, "http://a/abcdefgh"));
  g_assert_nonnull (strstr (long_row, "…|Line 3|"));
  g_assert_cmpuint (g_utf8_strlen (long_row, -1), <, 200);
  wait_frame (picker);
  width = gtk_widget_get_width (picker);
  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (width, <, 700);
  save_screenshot (picker, "screenshot-link-picker.png");

  /* Picked (a click is a row activated): the exact bytes. */
  gtk_widget_activate (GTK_WIDGET (gtk_list_box_get_row_at_index (picker_list (window), 1)));
  wait_field (window, "http://evil.example/" RLO "gpj.exe");
  wait_until (picker_is_closed, window);

  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

/* 150 links: 100 listed, a last row (not a link) says how many more;
 * the recent references hold the first 20. */
static void
test_many_links (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = new_window ();
  g_autoptr(GString) text = g_string_new (NULL);
  GtkListBoxRow *more;

  for (guint i = 1; i <= 150; i++)
    g_string_append_printf (text, "http://a/%u\n", i);
  paste (window, text->str);
  wait_field (window, "http://a/1");
  wait_until (picker_is_open, window);
  g_assert_cmpuint (count_rows (picker_list (window)), ==, 101);
  g_assert_cmpuint (uriscope_link_picker_get_n_links (uriscope_window_get_link_picker (window)), ==, 150);
  more = gtk_list_box_get_row_at_index (picker_list (window), 100);
  g_assert_false (gtk_list_box_row_get_activatable (more));
  g_assert_nonnull (find_widget (GTK_WIDGET (more), label_contains, "… and 50 more links, not listed"));
  g_assert_nonnull (find_widget (GTK_WIDGET (uriscope_window_get_link_picker (window)), label_contains,
                                 "The first 20 are in the recent references too."));
  g_assert_nonnull (find_widget (GTK_WIDGET (gtk_list_box_get_row_at_index (picker_list (window), 99)), label_contains,
                                 "Line 100"));

  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

/* Several files dropped: the first shown, all listed, one a line. */
static void
test_dropped_files (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = new_window ();
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  GtkDropTarget *drop = NULL;
  GValue value = G_VALUE_INIT;
  GSList *files = NULL;
  gboolean taken = FALSE;
  g_autofree char *rows = NULL;

  for (guint i = 0; drop == NULL && i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        drop = GTK_DROP_TARGET (controller);
    }
  g_assert_nonnull (drop);
  files = g_slist_append (files, g_file_new_for_uri ("file:///tmp/one"));
  files = g_slist_append (files, g_file_new_for_uri ("file:///tmp/two"));
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, gdk_file_list_new_from_list (files));
  g_slist_free_full (files, g_object_unref);
  g_signal_emit_by_name (drop, "drop", &value, 10.0, 10.0, &taken);
  g_value_unset (&value);
  g_assert_true (taken);
  wait_field (window, "file:///tmp/one");
  wait_until (picker_is_open, window);
  g_assert_cmpuint (count_rows (picker_list (window)), ==, 2);
  rows = row_texts (picker_list (window), 1);
  g_assert_cmpstr (rows, ==, "file:///tmp/two|Line 2|");
  g_assert_nonnull (find_widget (GTK_WIDGET (uriscope_window_get_link_picker (window)), label_contains,
                                 "2 references were dropped"));
  wait_until (history_holds, (const char *[]) { "file:///tmp/two", NULL });

  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

/* Puts @len bytes, any bytes, on the window's clipboard as text, and
 * pastes them with Ctrl+V in the field (its "paste-clipboard"). */
static void
paste_in_field (UriscopeWindow *window,
                const char     *bytes,
                gsize           len)
{
  g_autoptr(GBytes) data = g_bytes_new (bytes, len);
  g_autoptr(GdkContentProvider) provider = gdk_content_provider_new_for_bytes ("text/plain;charset=utf-8", data);
  GtkTextView *view = uriscope_reference_field_get_view (uriscope_window_get_reference_field (window));

  gdk_clipboard_set_content (gtk_widget_get_clipboard (GTK_WIDGET (window)), provider);
  g_signal_emit_by_name (view, "paste-clipboard");
}

static GtkTextBuffer *
field_buffer (UriscopeWindow *window)
{
  return uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
}

static void
place_cursor_at_end (UriscopeWindow *window)
{
  GtkTextIter end;

  gtk_text_buffer_get_end_iter (field_buffer (window), &end);
  gtk_text_buffer_place_cursor (field_buffer (window), &end);
}

/* Ctrl+V in the field takes the clipboard's bytes (GTK's own paste went
 * through GDK's text: a byte that is not UTF-8 stopped it, a NUL cut the
 * rest): inserted where the cursor is into a reference, a new reference
 * over an empty field or the whole one selected, links taken out of
 * text as Shift+Ctrl+V does. */
static void
test_field_paste_bytes (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = new_window ();
  static const char want[] = "http://example.com/caf\xE9\0x";
  FieldIs f = { window, want, sizeof want - 1 };

  uriscope_window_set_text (window, "http://example.com/");
  wait_field (window, "http://example.com/");
  place_cursor_at_end (window);
  paste_in_field (window, "caf\xE9\0x", 6);
  wait_until (field_is, &f);

  /* Over the whole reference selected: the links out of the text. */
  g_signal_emit_by_name (uriscope_reference_field_get_view (uriscope_window_get_reference_field (window)), "select-all", TRUE);
  paste_in_field (window, "See <https://a.example/x> and https://b.example/y.", 50);
  wait_field (window, "https://a.example/x");
  wait_until (picker_is_open, window);
  gtk_popover_popdown (GTK_POPOVER (uriscope_window_get_link_picker (window)));
  wait_until (picker_is_closed, window);

  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

/* Whether the field holds a part of the reference, of at most 8 KiB. */
static gboolean
holds_small_part (gpointer data)
{
  UriscopeReferenceBuffer *reference = uriscope_reference_field_get_reference (uriscope_window_get_reference_field (data));
  GtkTextIter end;

  gtk_text_buffer_get_end_iter (GTK_TEXT_BUFFER (reference), &end);
  return uriscope_reference_buffer_holds_part (reference) && gtk_text_iter_get_offset (&end) <= 8 * 1024;
}

/* 1 MB pasted into a short reference: the field shows a part of it (GTK
 * laid out the whole megabyte, and an arrow key then hung the window). */
static void
test_field_paste_large (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = new_window ();
  g_autofree char *query = g_strnfill (1024 * 1024, 'a');
  g_autofree char *want = g_strconcat ("http://example.com/?", query, NULL);
  FieldIs f = { window, want, strlen (want) };

  uriscope_window_set_text (window, "http://example.com/?");
  wait_field (window, "http://example.com/?");
  place_cursor_at_end (window);
  paste_in_field (window, query, strlen (query));
  wait_until (field_is, &f);
  wait_until (holds_small_part, window);

  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

/* Ctrl+A over a long reference, which the field holds a part at a time,
 * selects all of it: a copy takes all of it, and what is typed over it
 * replaces all of it (it replaced the part and glued the rest on). */
static void
test_select_all_of_part (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = new_window ();
  GtkTextView *view = uriscope_reference_field_get_view (uriscope_window_get_reference_field (window));
  GtkTextBuffer *buffer = field_buffer (window);
  g_autofree char *host = g_strnfill (20000, 'h');
  g_autofree char *long_text = g_strconcat ("https://", host, ".example/", NULL);
  g_autofree char *copied = NULL;

  uriscope_window_set_text (window, long_text);
  wait_field (window, long_text);
  g_assert_true (uriscope_reference_buffer_holds_part (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window))));

  g_signal_emit_by_name (view, "select-all", TRUE);
  g_signal_emit_by_name (view, "copy-clipboard");
  copied = clipboard_text (GTK_WIDGET (window));
  g_assert_cmpstr (copied, ==, long_text);

  /* Typing over it, as the text view types. */
  gtk_text_buffer_begin_user_action (buffer);
  gtk_text_buffer_delete_selection (buffer, TRUE, TRUE);
  gtk_text_buffer_insert_interactive_at_cursor (buffer, "https://x.example/", -1, TRUE);
  gtk_text_buffer_end_user_action (buffer);
  wait_field (window, "https://x.example/");

  /* A selection moved off the whole is a part's again. */
  uriscope_window_set_text (window, long_text);
  wait_field (window, long_text);
  g_signal_emit_by_name (view, "select-all", TRUE);
  {
    GtkTextIter a, b;

    gtk_text_buffer_get_iter_at_offset (buffer, &a, 8);
    gtk_text_buffer_get_iter_at_offset (buffer, &b, 10);
    gtk_text_buffer_select_range (buffer, &a, &b);
  }
  g_signal_emit_by_name (view, "copy-clipboard");
  g_clear_pointer (&copied, g_free);
  copied = clipboard_text (GTK_WIDGET (window));
  g_assert_cmpstr (copied, ==, "hh");

  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/window-paste/pick-second", test_pick_second);
  g_test_add_func ("/window-paste/escape-keeps-first", test_escape_keeps_first);
  g_test_add_func ("/window-paste/one-link-no-list", test_one_link_no_list);
  g_test_add_func ("/window-paste/bidi-escaped", test_bidi_escaped);
  g_test_add_func ("/window-paste/many-links", test_many_links);
  g_test_add_func ("/window-paste/dropped-files", test_dropped_files);
  g_test_add_func ("/window-paste/field-paste-bytes", test_field_paste_bytes);
  g_test_add_func ("/window-paste/field-paste-large", test_field_paste_large);
  g_test_add_func ("/window-paste/practice-page", test_practice_page);
  g_test_add_func ("/window-paste/select-all-of-part", test_select_all_of_part);
  return g_test_run ();
}
