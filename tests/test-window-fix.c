/* test-window-fix.c — fixes applied and undone, by button and by key (under Xvfb)
 *
 * Split from test-window.c. A problem's Fix button applies its fix and
 * Ctrl+Z takes it back; Fix All applies every fix-it at once, as the core
 * does, and is undone in one step (in a reference shown a part at a time
 * too), and refuses, saying why, where it would leave an error. The keys
 * around them, pressed through xdotool: Tab leaves the field, Enter types
 * no newline and keeps the reference, Ctrl+Z and Shift+Ctrl+Z undo and
 * redo a fix from anywhere in the window but the base's entry.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-problems-list-private.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-resolution-page-private.h"
#include "uriscope-window-private.h"

static void
test_fix_and_undo (void)
{
  UriscopeWindow *window = window_new_shown ();
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
  GtkButton *fix;
  GtkTextIter a, b;
  g_autofree char *fixed = NULL;
  g_autofree char *undone = NULL;

  uriscope_window_set_text (window, "http://a/b c");
  wait_idle ();
  fix = first_fix_button (GTK_WIDGET (uriscope_problems_list_get_list_box (uriscope_window_get_problems_list (window))));
  g_assert_nonnull (fix);
  g_signal_emit_by_name (fix, "clicked");
  wait_idle ();
  gtk_text_buffer_get_bounds (buffer, &a, &b);
  fixed = gtk_text_buffer_get_text (buffer, &a, &b, TRUE);
  g_assert_cmpstr (fixed, ==, "http://a/b%20c");
  g_assert_true (us_result_is_valid (uriscope_window_get_result (window)));

  gtk_text_buffer_undo (buffer);
  wait_idle ();
  gtk_text_buffer_get_bounds (buffer, &a, &b);
  undone = gtk_text_buffer_get_text (buffer, &a, &b, TRUE);
  g_assert_cmpstr (undone, ==, "http://a/b c");
  destroy_window (GTK_WINDOW (window));
}

/* Fix All applies every fix-it at once, as the core does, and Ctrl+Z
 * takes it back in one step; in a reference shown a part at a time too. */
static void
test_fix_all (void)
{
  UriscopeWindow *window = window_new_shown ();
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
  GtkWidget *button = find_widget (GTK_WIDGET (window), has_action, "win.fix-all");
  g_autofree char *want = NULL;
  GString *long_text = g_string_new ("http://a/");

  g_assert_nonnull (button);
  uriscope_window_set_text (window, "http://example.com/a b?q=|#x");
  wait_idle ();
  want = us_result_dup_fixed (uriscope_window_get_result (window), NULL);
  g_assert_cmpstr (want, ==, "http://example.com/a%20b?q=%7C#x");
  g_assert_true (gtk_widget_is_visible (button));
  g_signal_emit_by_name (button, "clicked");
  wait_reference (window, want);
  wait_frame (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-fix-all.png");
  gtk_text_buffer_undo (buffer);
  wait_reference (window, "http://example.com/a b?q=|#x");
  gtk_text_buffer_redo (buffer);
  wait_reference (window, want);

  /* A host cannot hold a space: Fix All would leave an error (never %20
   * in a host), so it changes nothing, and a toast says why. */
  uriscope_window_set_text (window, "http://exa mple.com/a b?q=|#x");
  wait_idle ();
  g_assert_true (gtk_widget_is_visible (button));
  g_signal_emit_by_name (button, "clicked");
  wait_idle ();
  wait_reference (window, "http://exa mple.com/a b?q=|#x");

  uriscope_window_set_text (window, "http://a/b");
  wait_idle ();
  g_assert_false (gtk_widget_is_visible (button));

  /* Problems in the part shown and in the parts not shown. */
  while (long_text->len < 40 * 1024)
    g_string_append (long_text, long_text->len % 10000 < 8 ? "a b/" : "segment/");

  uriscope_window_set_text (window, long_text->str);
  wait_idle ();
  g_free (want);
  want = us_result_dup_fixed (uriscope_window_get_result (window), NULL);
  g_signal_emit_by_name (button, "clicked");
  wait_idle ();
  g_assert_cmpstr (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), NULL), ==, want);
  g_string_free (long_text, TRUE);
  destroy_window (GTK_WINDOW (window));
}

/* Tab leaves the field, Enter types no newline (it keeps the reference in
 * the recent references), Ctrl+Z and Shift+Ctrl+Z undo and redo a fix
 * from the window, but not while another field is focused. */
static void
test_keyboard (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = window_new_shown ();
  GtkWidget *field;
  GtkButton *fix;
  g_auto(GStrv) history = NULL;

  uriscope_window_set_text (window, "http://a/b");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.focus-input", NULL);
  wait_idle ();
  field = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (GTK_IS_TEXT_VIEW (field));
  if (!press_keys (GTK_WINDOW (window), "End Tab"))
    {
      destroy_window (GTK_WINDOW (window));
      g_test_skip ("needs xdotool");
      return;
    }
  /* Tab moves the focus on; then "x" types nowhere into the field. */
  press_keys (GTK_WINDOW (window), "x");
  wait_frame (GTK_WIDGET (window));
  g_assert_false (gtk_widget_has_focus (field));
  {
    g_autofree char *shown = buffer_text (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)));

    g_assert_cmpstr (shown, ==, "http://a/b");
  }

  /* Enter inserts nothing; the "x" after it comes right after the "b". */
  g_settings_reset (settings, "history");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.focus-input", NULL);
  press_keys (GTK_WINDOW (window), "End Return x");
  wait_reference (window, "http://a/bx");
  history = g_settings_get_strv (settings, "history");
  g_assert_cmpstr (history[0], ==, "http://a/b");

  /* A Fix clicked (the button takes the focus), then Ctrl+Z. */
  uriscope_window_set_text (window, "http://a/b c");
  wait_idle ();
  fix = first_fix_button (GTK_WIDGET (uriscope_problems_list_get_list_box (uriscope_window_get_problems_list (window))));
  gtk_widget_grab_focus (GTK_WIDGET (fix));
  g_signal_emit_by_name (fix, "clicked");
  wait_reference (window, "http://a/b%20c");
  g_assert_false (gtk_widget_has_focus (field));
  press_keys (GTK_WINDOW (window), "ctrl+z");
  wait_reference (window, "http://a/b c");
  press_keys (GTK_WINDOW (window), "shift+ctrl+z");
  wait_reference (window, "http://a/b%20c");

  /* In the base, Ctrl+Z belongs to the base, even with nothing to undo. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.focus-base", NULL);
  press_keys (GTK_WINDOW (window), "End ctrl+z y");
  {
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    while (!g_str_has_suffix (uriscope_resolution_page_get_base (uriscope_window_get_resolution_page (window)), "y") && g_get_monotonic_time () < deadline)
      g_main_context_iteration (NULL, TRUE);
  }
  g_assert_true (g_str_has_suffix (uriscope_resolution_page_get_base (uriscope_window_get_resolution_page (window)), "y"));
  {
    g_autofree char *shown = buffer_text (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)));

    g_assert_cmpstr (shown, ==, "http://a/b%20c");
  }
  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "base");
  g_settings_reset (settings, "last-input");
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/window/fix-and-undo", test_fix_and_undo);
  g_test_add_func ("/window/keyboard", test_keyboard);
  g_test_add_func ("/window/fix-all", test_fix_all);

  return g_test_run ();
}
