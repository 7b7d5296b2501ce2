/* test-settings-bound.c — the settings bound to the widgets, both ways (under Xvfb)
 *
 * The application owns one GSettings; the widgets are bound to its keys
 * rather than copying them. For each bound key — "compat", "base",
 * "zoom", "practice-level", "window-width", "window-height" and
 * "window-maximized" — changing the widget changes the key, and changing
 * the key (through another GSettings on the same backend, as dconf-editor
 * or a second instance would) changes the widget. The base is stored
 * with its password masked, and the key's echo of that masked base does
 * not mask what the entry shows. A window's size is kept when it is
 * closed, not when a test destroys it; a window sized by its caller
 * opens at that size whatever the keys say.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-application.h"
#include "uriscope-exercises.h"
#include "uriscope-practice-page.h"
#include "uriscope-resolution-page.h"
#include "uriscope-window.h"
#include "uriscope-zoom.h"
#include "window-common.h"
#include "uriscope-application-private.h"
#include "uriscope-practice-page-private.h"
#include "uriscope-resolution-page-private.h"
#include "uriscope-window-private.h"
#include "uriscope-zoom-private.h"
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

#define SCHEMA_ID "io.github.uriscope.Uriscope"
#define MASKED_BASE "http://u:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@h/p"

/* Another GSettings on the process's memory backend: a change made
 * there is a change made elsewhere. */
static GSettings *
other_settings (void)
{
  g_assert_nonnull (uriscope_application_settings ());
  return g_settings_new (SCHEMA_ID);
}

static void
count_cb (gpointer  object,
          guint    *count)
{
  (*count)++;
}

/* The compat switch and "compat"; the page says it changed either way. */
static void
test_compat (void)
{
  g_autoptr(GSettings) settings = other_settings ();
  UriscopeWindow *window;
  UriscopeResolutionPage *page;
  guint changed = 0;

  g_settings_reset (settings, "compat");
  window = window_new_shown ();
  page = uriscope_window_get_resolution_page (window);
  g_signal_connect (page, "changed", G_CALLBACK (count_cb), &changed);
  g_assert_false (uriscope_resolution_page_get_compat (page));

  uriscope_resolution_page_set_compat (page, TRUE);
  g_assert_true (g_settings_get_boolean (settings, "compat"));
  g_assert_cmpuint (changed, ==, 1);

  g_settings_set_boolean (settings, "compat", FALSE);
  g_assert_false (uriscope_resolution_page_get_compat (page));
  g_assert_cmpuint (changed, ==, 2);

  destroy_window (GTK_WINDOW (window));
  /* The settings outlive the window: a change now reaches nothing. */
  g_settings_set_boolean (settings, "compat", TRUE);
  g_settings_reset (settings, "compat");
}

/* The base entry and "base": stored masked, shown as typed; a base set
 * elsewhere is shown and read again. */
static void
test_base (void)
{
  g_autoptr(GSettings) settings = other_settings ();
  UriscopeWindow *window;
  UriscopeResolutionPage *page;
  GtkEditable *entry;
  g_autofree char *kept = NULL;
  guint changed = 0;

  g_settings_reset (settings, "base");
  window = window_new_shown ();
  page = uriscope_window_get_resolution_page (window);
  entry = GTK_EDITABLE (uriscope_resolution_page_get_base_entry (page));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "http://a/b/c/d;p?q");
  g_signal_connect (page, "changed", G_CALLBACK (count_cb), &changed);

  gtk_editable_set_text (entry, "http://x/y/z");
  kept = g_settings_get_string (settings, "base");
  g_assert_cmpstr (kept, ==, "http://x/y/z");
  g_clear_pointer (&kept, g_free);

  g_assert_cmpuint (changed, >, 0);
  changed = 0;

  g_settings_set_string (settings, "base", "http://k/l");
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "http://k/l");
  g_assert_cmpstr (uriscope_resolution_page_get_base (page), ==, "http://k/l");
  g_assert_cmpuint (changed, >, 0);

  /* A password: the key holds the mask, the entry what was typed. */
  gtk_editable_set_text (entry, "http://u:secret@h/p");
  kept = g_settings_get_string (settings, "base");
  g_assert_cmpstr (kept, ==, MASKED_BASE);
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "http://u:secret@h/p");
  /* The key's echo of that masked base (a backend such as dconf
   * notifying the write back; the memory backend does not, so the
   * notification is emitted here) leaves the password in the entry;
   * another masked base is shown. */
  g_signal_emit_by_name (uriscope_application_settings (), "changed::base", g_intern_static_string ("base"));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "http://u:secret@h/p");
  g_settings_set_string (settings, "base", "http://v:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@h/");
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "http://v:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@h/");
  gtk_editable_set_text (entry, "http://u:secret@h/p");
  destroy_window (GTK_WINDOW (window));

  /* The next window shows the base as kept: masked. */
  window = window_new_shown ();
  entry = GTK_EDITABLE (uriscope_resolution_page_get_base_entry (uriscope_window_get_resolution_page (window)));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, MASKED_BASE);
  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "base");
}

/* The zoom's "level" and "zoom", clamped; a disposed zoom follows the key
 * no more. */
static void
test_zoom (void)
{
  g_autoptr(GSettings) settings = other_settings ();
  UriscopeZoom *zoom;
  double level;

  g_settings_reset (settings, "zoom");
  zoom = uriscope_zoom_new (uriscope_application_settings ());
  g_assert_cmpfloat (uriscope_zoom_get_level (zoom), ==, 1.0);

  g_object_set (zoom, "level", 1.5, NULL);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "zoom"), 1.5, 1e-9);
  uriscope_zoom_in (zoom);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "zoom"), 1.75, 1e-9);
  uriscope_zoom_set_level (zoom, 7.0);
  g_assert_cmpfloat (uriscope_zoom_get_level (zoom), ==, URISCOPE_ZOOM_MAX);
  g_assert_cmpfloat (g_settings_get_double (settings, "zoom"), ==, URISCOPE_ZOOM_MAX);

  g_settings_set_double (settings, "zoom", 0.8);
  g_assert_cmpfloat_with_epsilon (uriscope_zoom_get_level (zoom), 0.8, 1e-9);
  g_object_get (zoom, "level", &level, NULL);
  g_assert_cmpfloat_with_epsilon (level, 0.8, 1e-9);

  /* Disposed (its actions' owner may still hold it): unbound. */
  g_object_run_dispose (G_OBJECT (zoom));
  g_settings_set_double (settings, "zoom", 2.0);
  g_assert_cmpfloat_with_epsilon (uriscope_zoom_get_level (zoom), 0.8, 1e-9);
  g_object_unref (zoom);

  /* A new one reads the key. */
  zoom = uriscope_zoom_new (uriscope_application_settings ());
  g_assert_cmpfloat (uriscope_zoom_get_level (zoom), ==, 2.0);
  g_object_unref (zoom);
  g_settings_reset (settings, "zoom");
}

static gboolean
is_drop_down (GtkWidget    *widget,
              gconstpointer data)
{
  return GTK_IS_DROP_DOWN (widget);
}

/* The practice page's level drop-down and "practice-level". */
static void
test_practice_level (void)
{
  g_autoptr(GSettings) settings = other_settings ();
  UriscopePracticePage *page;
  GtkDropDown *drop;
  GtkWindow *window;
  g_autofree char *kept = NULL;

  g_settings_reset (settings, "practice-level");
  page = URISCOPE_PRACTICE_PAGE (uriscope_practice_page_new (uriscope_application_settings ()));
  window = window_with (GTK_WIDGET (page), 800, 600);
  drop = GTK_DROP_DOWN (find_widget (GTK_WIDGET (page), is_drop_down, NULL));
  g_assert_nonnull (drop);
  g_assert_cmpuint (gtk_drop_down_get_selected (drop), ==, URISCOPE_LEVEL_EASY);

  /* Chosen in the drop-down: kept, and the exercise is of that level. */
  gtk_drop_down_set_selected (drop, URISCOPE_LEVEL_HARD);
  kept = g_settings_get_string (settings, "practice-level");
  g_assert_cmpstr (kept, ==, "hard");
  g_clear_pointer (&kept, g_free);
  g_assert_cmpint (uriscope_practice_page_get_level (page), ==, URISCOPE_LEVEL_HARD);
  g_assert_cmpint (uriscope_exercises_get (uriscope_practice_page_get_exercise (page))->level, ==, URISCOPE_LEVEL_HARD);

  /* Chosen by the page (an exercise of another level shown): kept. */
  uriscope_practice_page_set_level (page, URISCOPE_LEVEL_MEDIUM);
  kept = g_settings_get_string (settings, "practice-level");
  g_assert_cmpstr (kept, ==, "medium");
  g_clear_pointer (&kept, g_free);
  g_assert_cmpuint (gtk_drop_down_get_selected (drop), ==, URISCOPE_LEVEL_MEDIUM);

  /* Changed elsewhere: the drop-down, the level and the exercise follow. */
  g_settings_set_string (settings, "practice-level", "master");
  g_assert_cmpuint (gtk_drop_down_get_selected (drop), ==, URISCOPE_LEVEL_MASTER);
  g_assert_cmpint (uriscope_practice_page_get_level (page), ==, URISCOPE_LEVEL_MASTER);
  g_assert_cmpint (uriscope_exercises_get (uriscope_practice_page_get_exercise (page))->level, ==, URISCOPE_LEVEL_MASTER);
  destroy_window (window);

  /* A new page starts at the level kept, with an exercise of it. */
  page = URISCOPE_PRACTICE_PAGE (uriscope_practice_page_new (uriscope_application_settings ()));
  window = window_with (GTK_WIDGET (page), 800, 600);
  g_assert_cmpint (uriscope_practice_page_get_level (page), ==, URISCOPE_LEVEL_MASTER);
  g_assert_cmpint (uriscope_exercises_get (uriscope_practice_page_get_exercise (page))->level, ==, URISCOPE_LEVEL_MASTER);
  destroy_window (window);
  g_settings_set_string (settings, "practice-level", "easy");
  g_settings_reset (settings, "practice-level");
}

static void
reset_window_keys (GSettings *settings)
{
  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  g_settings_reset (settings, "window-maximized");
}

static void
assert_default_size (GtkWindow *window,
                     int        width,
                     int        height)
{
  int w, h;

  gtk_window_get_default_size (window, &w, &h);
  g_assert_cmpint (w, ==, width);
  g_assert_cmpint (h, ==, height);
}

static void
assert_kept_size (GSettings *settings,
                  int        width,
                  int        height,
                  gboolean   maximized)
{
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, width);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, height);
  g_assert_cmpint (g_settings_get_boolean (settings, "window-maximized"), ==, maximized);
}

static gboolean
window_is_gone (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* Closes @window as its close button would, and waits for it to go. */
static void
close_window (GtkWindow *window)
{
  gpointer alive = window;

  g_object_add_weak_pointer (G_OBJECT (window), &alive);
  gtk_window_close (window);
  wait_until (window_is_gone, &alive);
}

/* The window's default size and "maximized" and the three keys. */
static void
test_window_size (void)
{
  g_autoptr(GSettings) settings = other_settings ();
  UriscopeWindow *window;
  int frame;

  reset_window_keys (settings);
  /* The defaults are the window's own size (its template's). */
  assert_kept_size (settings, 1100, 820, FALSE);

  /* The keys, read as the window is made. */
  g_settings_set_int (settings, "window-width", 900);
  g_settings_set_int (settings, "window-height", 700);
  window = window_new_shown ();
  assert_default_size (GTK_WINDOW (window), 900, 700);
  /* (The default size counts the frame drawn around the window's
   * content, a few pixels.) */
  frame = 900 - gtk_widget_get_width (GTK_WIDGET (window));
  g_assert_cmpint (frame, >=, 0);
  g_assert_cmpint (frame, <, 40);
  g_assert_false (gtk_window_is_maximized (GTK_WINDOW (window)));

  /* Changed while it is open: it follows. */
  g_settings_set_int (settings, "window-width", 1000);
  assert_default_size (GTK_WINDOW (window), 1000, 700);
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, 1000 - frame);

  /* Resized, then destroyed (as the tests do): nothing kept. */
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 480);
  wait_frame (GTK_WIDGET (window));
  destroy_window (GTK_WINDOW (window));
  assert_kept_size (settings, 1000, 700, FALSE);

  /* Resized, then closed: its size is kept. */
  window = window_new_shown ();
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, 800 - frame);
  close_window (GTK_WINDOW (window));
  assert_kept_size (settings, 800, 600, FALSE);

  /* A caller's size wins over the keys. */
  window = URISCOPE_WINDOW (uriscope_window_new (NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 768);
  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));
  assert_default_size (GTK_WINDOW (window), 1024, 768);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, 1024 - frame);
  destroy_window (GTK_WINDOW (window));

  /* Maximized before it shows, then closed: kept maximized, with the
   * size to unmaximize to. */
  window = URISCOPE_WINDOW (uriscope_window_new (NULL));
  gtk_window_maximize (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));
  g_assert_true (gtk_window_is_maximized (GTK_WINDOW (window)));
  close_window (GTK_WINDOW (window));
  assert_kept_size (settings, 800, 600, TRUE);

  /* The next window opens maximized (GTK maximizes a window as it maps
   * it; under Xvfb, with no window manager, a window already mapped does
   * not change its state: the key is tested on new windows). */
  window = window_new_shown ();
  g_assert_true (gtk_window_is_maximized (GTK_WINDOW (window)));
  destroy_window (GTK_WINDOW (window));
  /* The key unset: the next one does not. */
  g_settings_set_boolean (settings, "window-maximized", FALSE);
  window = window_new_shown ();
  g_assert_false (gtk_window_is_maximized (GTK_WINDOW (window)));
  assert_default_size (GTK_WINDOW (window), 800, 600);
  close_window (GTK_WINDOW (window));
  assert_kept_size (settings, 800, 600, FALSE);

  reset_window_keys (settings);
}

typedef struct {
  GtkWidget *widget;
  int width;
} WidthWait;

static gboolean
width_is (gpointer data)
{
  WidthWait *wait = data;

  return gtk_widget_get_width (wait->widget) == wait->width;
}

/* Resized from outside, as a user dragging its edge (through the window
 * manager) does: the size GTK tracks is the one kept. */
static void
test_resized_by_user (void)
{
#ifdef GDK_WINDOWING_X11
  g_autoptr(GSettings) settings = other_settings ();
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  g_autofree char *xid = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  UriscopeWindow *window;
  GdkSurface *surface;
  WidthWait wait;
  int width, height, frame;

  reset_window_keys (settings);
  window = window_new_shown ();
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  if (xdotool == NULL || !GDK_IS_X11_SURFACE (surface))
    {
      destroy_window (GTK_WINDOW (window));
      g_test_skip ("needs xdotool and X11");
      return;
    }
  frame = 1100 - gtk_widget_get_width (GTK_WIDGET (window));
  xid = g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (surface));
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_NONE, &error, xdotool, "windowsize", "--sync", xid, "900", "650", NULL);
  g_assert_no_error (error);
  g_subprocess_wait_check (process, NULL, &error);
  g_assert_no_error (error);
  /* The X window's size is the surface's, frame included. */
  wait = (WidthWait) { GTK_WIDGET (window), 900 - frame };
  wait_until (width_is, &wait);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_test_message ("resized to 900×650: default size %d×%d", width, height);
  close_window (GTK_WINDOW (window));
  assert_kept_size (settings, width, height, FALSE);
  g_assert_cmpint (width, ==, 900);
  g_assert_cmpint (height, ==, 650);
  reset_window_keys (settings);
#else
  g_test_skip ("needs X11");
#endif
}

/* Ctrl+Q closes the windows, so their size is kept as on closing one. */
static void
test_quit_keeps_size (void)
{
  g_autoptr(GSettings) settings = other_settings ();
  g_autoptr(UriscopeApplication) app = uriscope_application_new ();
  g_autoptr(GError) error = NULL;
  GtkWidget *window;
  gpointer alive;

  reset_window_keys (settings);
  g_application_set_application_id (G_APPLICATION (app), "io.github.uriscope.Uriscope.TestSettings");
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_COMMAND_LINE | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  window = uriscope_window_new (GTK_APPLICATION (app));
  alive = window;
  g_object_add_weak_pointer (G_OBJECT (window), &alive);
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 640);
  gtk_window_present (GTK_WINDOW (window));
  wait_frame (window);
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  wait_until (window_is_gone, &alive);
  assert_kept_size (settings, 960, 640, FALSE);
  reset_window_keys (settings);
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/settings-bound/compat", test_compat);
  g_test_add_func ("/settings-bound/base", test_base);
  g_test_add_func ("/settings-bound/zoom", test_zoom);
  g_test_add_func ("/settings-bound/practice-level", test_practice_level);
  g_test_add_func ("/settings-bound/window-size", test_window_size);
  g_test_add_func ("/settings-bound/resized-by-user", test_resized_by_user);
  g_test_add_func ("/settings-bound/quit-keeps-size", test_quit_keeps_size);

  return g_test_run ();
}
