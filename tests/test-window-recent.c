/* test-window-recent.c — the recent references, kept, forgotten, restored (under Xvfb)
 *
 * Typing over a whole reference (select all, then type) keeps it and
 * adds the new one, not replacing it; one reference is forgotten by its
 * row's delete button or the Delete key on its row; Clear History's toast
 * offers Undo, which puts the references back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-history-popover.h"
#include "uriscope-reference-buffer.h"
#include "uriscope-reference-field.h"
#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-history-popover-private.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-window-private.h"

static UriscopeWindow *
new_window (void)
{
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));

  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));
  return window;
}

/* Typing, as a person types: one character at a time at the cursor, over
 * the selection. */
static void
type_text (UriscopeWindow *window,
           const char     *text)
{
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gtk_text_buffer_delete_selection (buffer, TRUE, TRUE);
      gtk_text_buffer_insert_interactive_at_cursor (buffer, p, (int) (g_utf8_next_char (p) - p), TRUE);
      wait_idle ();
    }
}

static char *
joined_history (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  g_auto(GStrv) history = g_settings_get_strv (settings, "history");

  return g_strjoinv (" ", history);
}

static gboolean
history_is (gpointer data)
{
  g_autofree char *now = joined_history ();
  static char *last;

  if (g_strcmp0 (last, now) != 0)
    {
      g_test_message ("history now: %s (want %s)", now, (char *) data);
      g_free (last);
      last = g_strdup (now);
    }
  return g_str_equal (now, data);
}

static void
assert_history (const char *want)
{
  g_autofree char *now = joined_history ();

  g_test_message ("history: %s", now);
  g_assert_cmpstr (now, ==, want);
}

static gboolean
has_icon (GtkWidget     *widget,
          gconstpointer  icon)
{
  return GTK_IS_MENU_BUTTON (widget) && g_strcmp0 (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)), icon) == 0;
}

static UriscopeHistoryPopover *
history_popover (UriscopeWindow *window)
{
  GtkWidget *button = find_widget (GTK_WIDGET (window), has_icon, "document-open-recent-symbolic");

  g_assert_nonnull (button);
  return URISCOPE_HISTORY_POPOVER (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
}

/* The row of the popover showing @text. */
static GtkListBoxRow *
row_of (UriscopeHistoryPopover *popover,
        const char             *text)
{
  GtkListBox *list = uriscope_history_popover_get_list (popover);

  for (int i = 0; gtk_list_box_get_row_at_index (list, i) != NULL; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, i);

      if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "uriscope-reference"), text) == 0)
        return row;
    }
  return NULL;
}

static gboolean
is_button (GtkWidget     *widget,
           gconstpointer  data)
{
  return GTK_IS_BUTTON (widget);
}

static void
reset_history (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");

  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

/* Select all and type another reference: both are kept. */
static void
test_select_all_retype (void)
{
  UriscopeWindow *window = new_window ();
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
  GtkTextIter start, end;

  uriscope_window_set_text (window, "");
  reset_history ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.focus-input", NULL);
  type_text (window, "http://first/");
  wait_until (history_is, (gpointer) "http://first/");

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_select_range (buffer, &start, &end);
  type_text (window, "http://second/");
  wait_until (history_is, (gpointer) "http://second/ http://first/");
  /* Typing on is an edit of the second: still two. */
  type_text (window, "x");
  wait_until (history_is, (gpointer) "http://second/x http://first/");

  /* Fix All replaces the whole text too, but edits the reference. */
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_select_range (buffer, &start, &end);
  type_text (window, "http://a/b c");
  wait_until (history_is, (gpointer) "http://a/b c http://second/x http://first/");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.fix-all", NULL);
  wait_until (history_is, (gpointer) "http://a/b%20c http://second/x http://first/");
  destroy_window (GTK_WINDOW (window));
  reset_history ();
}

/* One reference forgotten: by its delete button, by Delete on its row. */
static void
test_forget_one (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window;
  UriscopeHistoryPopover *popover;
  GtkListBoxRow *row;
  GtkWidget *delete;

  reset_history ();
  g_settings_set_strv (settings, "history", (const char *const[]) { "http://a/", "http://b/", "http://c/", NULL });
  window = new_window ();
  popover = history_popover (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL);
  wait_frame (GTK_WIDGET (popover));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  save_screenshot (GTK_WIDGET (popover), "screenshot-history-forget.png");

  row = row_of (popover, "http://b/");
  g_assert_nonnull (row);
  delete = find_widget (GTK_WIDGET (row), is_button, NULL);
  g_assert_nonnull (delete);
  g_signal_emit_by_name (delete, "clicked");
  assert_history ("http://a/ http://c/");
  g_assert_null (row_of (popover, "http://b/"));

  /* The Delete key on a row. */
  row = row_of (popover, "http://c/");
  g_assert_nonnull (row);
  gtk_widget_grab_focus (GTK_WIDGET (row));
  if (press_keys (GTK_WINDOW (window), "Delete"))
    wait_until (history_is, (gpointer) "http://a/");
  else
    {
      gtk_widget_activate_action (GTK_WIDGET (popover), "history.remove-focused", NULL);
      assert_history ("http://a/");
    }

  /* A row opens its reference. */
  row = row_of (popover, "http://a/");
  g_assert_nonnull (row);
  g_signal_emit_by_name (row, "activate");
  wait_idle ();
  g_assert_cmpstr (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), NULL),
                   ==, "http://a/");
  destroy_window (GTK_WINDOW (window));
  reset_history ();
}

static gboolean
is_undo_button (GtkWidget     *widget,
                gconstpointer  data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "_Undo") == 0 &&
         gtk_widget_get_mapped (widget);
}

static gboolean
undo_shown (gpointer window)
{
  return find_widget (window, is_undo_button, NULL) != NULL;
}

/* Clear History, then its toast's Undo: the references are back. */
static void
test_clear_undo (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window;
  GtkWidget *undo;

  reset_history ();
  g_settings_set_strv (settings, "history", (const char *const[]) { "http://a/", "http://b/", NULL });
  window = new_window ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.clear-history", NULL);
  wait_idle ();
  assert_history ("");
  wait_until (undo_shown, window);
  save_screenshot (GTK_WIDGET (window), "screenshot-history-undo.png");
  undo = find_widget (GTK_WIDGET (window), is_undo_button, NULL);
  g_signal_emit_by_name (undo, "clicked");
  wait_idle ();
  assert_history ("http://a/ http://b/");
  destroy_window (GTK_WINDOW (window));
  reset_history ();
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/recent/select-all-retype", test_select_all_retype);
  g_test_add_func ("/recent/forget-one", test_forget_one);
  g_test_add_func ("/recent/clear-undo", test_clear_undo);

  return g_test_run ();
}
