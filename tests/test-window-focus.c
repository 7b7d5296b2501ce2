/* test-window-focus.c — the keyboard stays the window's after a menu
 *
 * An example chosen from the main menu with the keyboard (F10, arrows,
 * Enter): GTK 4.8 left the window's focus on the activated menu item,
 * inside the hidden popover, so no key (Tab, Alt+Right, F5) reached the
 * window until a click. After the menu closes, the focus is back where it
 * was (the field), and F5 enters presentation mode. Real key presses
 * through the X server (xdotool), as a lecturer's keyboard sends them;
 * skipped without xdotool. And Ctrl+L selects the whole reference, as an
 * address bar does, a long one shown in part too: what is typed next
 * replaces it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-problems-list.h"
#include "uriscope-reference-buffer.h"
#include "uriscope-reference-field.h"
#include "uriscope-window.h"
#include "uriscope-log.h"
#include "window-common.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-window-private.h"

static gboolean
text_changed (gpointer data)
{
  UriscopeWindow *window = data;
  UriscopeReferenceBuffer *ref = uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window));
  gsize len;
  const char *text = uriscope_reference_buffer_get_text (ref, &len);

  return len != strlen ("http://a/") || memcmp (text, "http://a/", len) != 0;
}

static gboolean
focus_in_window (gpointer data)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (data));

  return focus != NULL && gtk_widget_get_mapped (focus) && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) == NULL;
}

static gboolean
presenting (gpointer data)
{
  return !gtk_widget_is_drawable (GTK_WIDGET (uriscope_window_get_problems_list (data)));
}

/* F10 opens the main menu; Right opens "Examples", Down and Enter choose
 * its second entry (the first is the section's title). */
static void
test_menu_keyboard (void)
{
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));
  GtkWidget *field = GTK_WIDGET (uriscope_window_get_reference_field (window));

  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));
  uriscope_window_set_text (window, "http://a/");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.focus-input", NULL);
  wait_frame (GTK_WIDGET (window));
  if (!press_keys (GTK_WINDOW (window), "F10"))
    {
      g_test_skip ("no xdotool, or not X11");
      destroy_window (GTK_WINDOW (window));
      return;
    }
  wait_frame (GTK_WIDGET (window));
  /* the menu button's tooltip is off while its menu is open ("Main menu"
   * stayed over the menu) */
  g_assert_false (gtk_widget_get_has_tooltip (GTK_WIDGET (window->main_menu_button)));
  press_keys (GTK_WINDOW (window), "Right Down Return");
  wait_until (text_changed, window);
  g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (window->main_menu_button)));
  wait_until (focus_in_window, window);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), field));

  press_keys (GTK_WINDOW (window), "F5");
  wait_until (presenting, window);
  destroy_window (GTK_WINDOW (window));
}

/* Ctrl+L selects the whole reference, as an address bar does: typing
 * then replaces it instead of adding to its end; a reference shown a part
 * at a time is selected whole, not only the part. */
static void
test_ctrl_l_selects (void)
{
  UriscopeWindow *window = window_new_shown ();
  UriscopeReferenceField *field = uriscope_window_get_reference_field (window);
  UriscopeReferenceBuffer *ref = uriscope_reference_field_get_reference (field);
  g_autofree char *long_one = g_strdup_printf ("http://h/?q=%0*d", 10000, 0);
  gsize start = 1, end = 0;

  uriscope_window_set_text (window, "http://old.example/");
  /* The focus elsewhere, the cursor in the middle of the reference. */
  uriscope_reference_field_place_cursor (field, 5);
  gtk_widget_grab_focus (GTK_WIDGET (uriscope_window_get_problems_list (window)));
  wait_frame (GTK_WIDGET (window));
  if (!press_keys (GTK_WINDOW (window), "ctrl+l"))
    {
      g_test_skip ("no xdotool, or not X11");
      destroy_window (GTK_WINDOW (window));
      return;
    }
  wait_frame (GTK_WIDGET (window));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (uriscope_reference_field_get_view (field))));
  g_assert_true (uriscope_reference_buffer_get_selected (ref, &start, &end));
  g_assert_cmpuint (start, ==, 0);
  g_assert_cmpuint (end, ==, strlen ("http://old.example/"));
  press_keys (GTK_WINDOW (window), "x");
  wait_reference (window, "x");

  /* Shown a part at a time: the whole reference. */
  uriscope_window_set_text (window, long_one);
  wait_frame (GTK_WIDGET (window));
  g_assert_true (uriscope_reference_buffer_holds_part (ref));
  press_keys (GTK_WINDOW (window), "ctrl+l");
  wait_frame (GTK_WIDGET (window));
  g_assert_true (uriscope_reference_buffer_whole_selected (ref));
  g_assert_true (uriscope_reference_buffer_get_selected (ref, &start, &end));
  g_assert_cmpuint (start, ==, 0);
  g_assert_cmpuint (end, ==, strlen (long_one));
  press_keys (GTK_WINDOW (window), "y");
  wait_reference (window, "y");
  destroy_window (GTK_WINDOW (window));
}

/* The one GTK warning window_test_init() lets pass (window-common.c):
 * written, the test going on; any other warning still ends the test. */
static void
test_late_trough_only (void)
{
  if (g_test_subprocess ())
    {
      if (g_strcmp0 (g_getenv ("URISCOPE_TEST_WARNING"), "late-trough") == 0)
        g_log_structured ("Gtk", G_LOG_LEVEL_WARNING,
                          "MESSAGE", "Trying to snapshot %s %p without a current allocation", "GtkGizmo", (void *) 0x1);
      else
        g_log_structured ("Gtk", G_LOG_LEVEL_WARNING,
                          "MESSAGE", "Trying to snapshot %s %p without a current allocation", "GtkFrame", (void *) 0x1);
      g_printerr ("went on\n");
      return;
    }
  g_setenv ("URISCOPE_TEST_WARNING", "late-trough", TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDOUT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*Trying to snapshot GtkGizmo 0x1 without a current allocation*went on*");
  g_setenv ("URISCOPE_TEST_WARNING", "other", TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDOUT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*Trying to snapshot GtkFrame*");
  g_test_trap_assert_stderr_unmatched ("*went on*");
  g_unsetenv ("URISCOPE_TEST_WARNING");
}

/* The window's own log writer writes that warning once, and says the
 * others are left out (a day of pasting wrote it 252 times). */
static void
test_late_trough_once (void)
{
  if (g_test_subprocess ())
    {
      const GLogField fields[] = {
        { "GLIB_DOMAIN", "Gtk", -1 },
        { "MESSAGE", "Trying to snapshot GtkGizmo 0x1 without a current allocation", -1 },
        { "PRIORITY", "4", -1 },
      };

      for (guint i = 0; i < 3; i++)
        g_assert_cmpint (uriscope_log_writer (G_LOG_LEVEL_WARNING, fields, G_N_ELEMENTS (fields), NULL), ==,
                         G_LOG_WRITER_HANDLED);
      g_printerr ("went on\n");
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDOUT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*Trying to snapshot GtkGizmo 0x1 without a current allocation*not written again*went on*");
  g_test_trap_assert_stderr_unmatched ("*GtkGizmo*GtkGizmo*");
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/window-focus/menu-keyboard", test_menu_keyboard);
  g_test_add_func ("/window-focus/ctrl-l-selects", test_ctrl_l_selects);
  g_test_add_func ("/window-focus/late-trough-only", test_late_trough_only);
  g_test_add_func ("/window-focus/late-trough-once", test_late_trough_once);
  return g_test_run ();
}
