/* test-window-app.c — the application around the window (under Xvfb)
 *
 * Split from test-window.c. The command line reaches the window
 * (--base BASE REFERENCE opens the resolution); every .ui file of the
 * resource builds and the icons load from the source tree; under
 * LANGUAGE=es the window speaks Spanish on every page (run by the meson
 * test test-window-es, skipped otherwise). Screenshots of a few inputs on
 * each page are written to the build directory for the README (look at
 * them; build-aux/run lists them).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "uriscope-application.h"
#include "uriscope-exercises.h"
#include "uriscope-practice-page.h"
#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-normalization-page-private.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-resolution-page-private.h"
#include "uriscope-window-private.h"

typedef struct {
  char *text;
  char *base;
  char *page;
  char *target;
} Seen;

static gboolean
look_and_close_cb (gpointer data)
{
  GApplication *app = data;
  Seen *seen = g_object_get_data (G_OBJECT (app), "seen");
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (app));
  UriscopeWindow *window;

  if (active == NULL)
    return G_SOURCE_CONTINUE;
  window = URISCOPE_WINDOW (active);
  seen->text = g_strdup (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), NULL));
  seen->base = g_strdup (uriscope_resolution_page_get_base (uriscope_window_get_resolution_page (window)));
  seen->page = g_strdup (uriscope_window_get_page (window));
  seen->target = g_strdup (uriscope_resolution_page_get_target_text (uriscope_window_get_resolution_page (window)));
  gtk_window_destroy (active);
  return G_SOURCE_REMOVE;
}

/* uriscope --base BASE REFERENCE opens the resolution of REFERENCE. */
static void
test_command_line (void)
{
  g_autoptr(UriscopeApplication) app = uriscope_application_new ();
  char *argv[] = { (char *) "uriscope", (char *) "--base", (char *) "http://a/b/c/d;p?q", (char *) "../g", NULL };
  Seen seen = { NULL };
  int status;

  g_object_set_data (G_OBJECT (app), "seen", &seen);
  g_timeout_add (50, look_and_close_cb, app);
  status = g_application_run (G_APPLICATION (app), 4, argv);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (seen.text, ==, "../g");
  g_assert_cmpstr (seen.base, ==, "http://a/b/c/d;p?q");
  g_assert_cmpstr (seen.page, ==, "resolution");
  g_assert_cmpstr (seen.target, ==, "http://a/b/g");
  g_free (seen.text);
  g_free (seen.base);
  g_free (seen.page);
  g_free (seen.target);
}

/* Every .ui file of the resource builds: the window and the badges are
 * templates (every window test builds them), the shortcuts window is
 * loaded here as GtkApplication loads it. */
static void
test_ui_files (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/uriscope/Uriscope/gtk/help-overlay.ui");
  GObject *overlay = gtk_builder_get_object (builder, "help_overlay");
  UriscopeWindow *window = window_new_shown ();

  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  g_assert_true (URISCOPE_IS_SPEC_BADGES (uriscope_window_get_spec_badges (window)));

  /* The icons, from the source tree's hicolor theme, load and render. */
  {
    GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
    g_autofree char *icons = g_test_build_filename (G_TEST_DIST, "..", "data", "icons", NULL);
    static const char *const names[] = { "io.github.uriscope.Uriscope", "io.github.uriscope.Uriscope-symbolic" };

    gtk_icon_theme_add_search_path (theme, icons);
    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autoptr(GtkIconPaintable) icon = gtk_icon_theme_lookup_icon (theme, names[i], NULL, 16, 1,
                                                                       GTK_TEXT_DIR_NONE, 0);
        g_autoptr(GFile) file = gtk_icon_paintable_get_file (icon);
        g_autofree char *path = file ? g_file_get_path (file) : NULL;

        g_test_message ("%s: %s", names[i], path ? path : "(none)");
        g_assert_true (gtk_icon_theme_has_icon (theme, names[i]));
        g_assert_nonnull (path);
        g_assert_true (g_str_has_suffix (path, ".svg"));
      }
  }
  gtk_window_destroy (GTK_WINDOW (overlay));
  destroy_window (GTK_WINDOW (window));
}

static void
test_screenshots (void)
{
  static const struct { const char *name, *page, *text; } shots[] = {
    { "screenshot-diagnostics.png", "breakdown", "http://exa mple.com/a b?q=|#x" },
    { "screenshot-resolution.png", "resolution", "../../g;x?y#s" },
    { "screenshot-normalization.png", "normalization", "HTTP://Example.COM:80/%7euser/./a/../b" },
  };
  UriscopeWindow *window = window_new_shown ();

  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      uriscope_window_set_text (window, shots[i].text);
      uriscope_window_show_page (window, shots[i].page);
      if (i == 0)
        {
          /* The cursor on the space of the path shows its segment. */
          GtkTextIter iter;

          gtk_text_buffer_get_iter_at_offset (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)), &iter, 21);
          gtk_text_buffer_place_cursor (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)), &iter);
        }
      wait_frame (GTK_WIDGET (window));
      save_screenshot (GTK_WIDGET (window), shots[i].name);
    }

  /* A pasted megabyte, shown a part at a time; bytes that are not text. */
  {
    GString *data = g_string_new ("data:text/plain;base64,");

    while (data->len < 1024 * 1024)
      g_string_append (data, "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=");
    g_string_append (data, " \n");
    uriscope_window_set_text (window, data->str);
    uriscope_window_show_page (window, "breakdown");
    wait_frame (GTK_WIDGET (window));
    save_screenshot (GTK_WIDGET (window), "screenshot-long.png");
    g_string_free (data, TRUE);
  }
  uriscope_window_set_bytes (window, "http://example.com/caf\xe9/\0", 25);
  wait_frame (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-bytes.png");
  destroy_window (GTK_WINDOW (window));
}

/* The labels of the copy buttons shown, each followed by a space. */
static char *
copy_button_labels (UriscopeWindow *window)
{
  GString *out = g_string_new (NULL);
  GtkWidget *button = find_widget (GTK_WIDGET (window), has_action, "win.copy-component");
  /* The buttons side by side, each shown or hidden. */
  GtkWidget *first = button != NULL ? gtk_widget_get_first_child (gtk_widget_get_parent (button)) : NULL;

  for (button = first; button != NULL; button = gtk_widget_get_next_sibling (button))
    {
      if (gtk_widget_get_visible (button) && GTK_IS_BUTTON (button) &&
          ADW_IS_BUTTON_CONTENT (gtk_button_get_child (GTK_BUTTON (button))))
        g_string_append_printf (out, "%s ", adw_button_content_get_label (ADW_BUTTON_CONTENT (gtk_button_get_child (GTK_BUTTON (button)))));
    }
  return g_string_free (out, FALSE);
}

/* A visible label whose text is @text. */
static gboolean
label_is (GtkWidget     *widget,
          gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_is_visible (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text);
}

static gboolean
is_practice_page (GtkWidget     *widget,
                  gconstpointer  data)
{
  return URISCOPE_IS_PRACTICE_PAGE (widget);
}

/* Under LANGUAGE=es the window speaks Spanish (run by its own meson test). */
static void
test_spanish (void)
{
  static const char *const english_words[] = { "scheme", "authority", "path", "query", "fragment" };
  UriscopeWindow *window;
  UriscopePracticePage *practice;
  g_autofree char *status = NULL;
  g_autofree char *base = NULL;

  if (g_strcmp0 (g_getenv ("LANGUAGE"), "es") != 0)
    {
      g_test_skip ("needs LANGUAGE=es");
      return;
    }
  window = window_new_shown ();
  base = g_strdup (uriscope_resolution_page_get_base (uriscope_window_get_resolution_page (window)));
  uriscope_window_set_text (window, "http://a/b c");
  wait_idle ();
  status = g_strdup (adw_window_title_get_subtitle (uriscope_window_get_title (window)));
  /* what the spec says, and what a browser does */
  g_assert_cmpstr (status, ==, "No es una referencia RFC 3986 válida: 1 error · un navegador lo reescribe.");
  g_assert_cmpstr (uriscope_window_get_page_title (window, "breakdown"), ==, "Desglose");
  g_assert_cmpstr (uriscope_window_get_page_title (window, "resolution"), ==, "Resolución");

  /* The copy buttons name the components in Spanish, and so does the
   * toast that says one was copied; Fix All too. */
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (find_widget (GTK_WIDGET (window), has_action, "win.fix-all"))))), ==,
                   "Corregir _todo");
  uriscope_window_set_text (window, "http://a/b?q#f");
  wait_frame (GTK_WIDGET (window));
  {
    g_autofree char *labels = copy_button_labels (window);

    g_assert_cmpstr (labels, ==, "esquema autoridad ruta consulta fragmento ");
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-component", "u", 2);
  wait_frame (GTK_WIDGET (window));
  g_assert_nonnull (find_widget (GTK_WIDGET (window), label_contains, "Ruta copiada"));
  save_screenshot (GTK_WIDGET (window), "screenshot-spanish-copy.png");

  /* The components of the resolution's steps, the rungs of the ladder
   * and the RFCs' tables of examples, in Spanish too. */
  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  uriscope_window_set_text (window, "../g?y#s");
  uriscope_window_show_page (window, "resolution");
  gtk_widget_activate_action (GTK_WIDGET (uriscope_resolution_page_get_steps (uriscope_window_get_resolution_page (window))),
                              "steps.last", NULL);
  wait_frame (GTK_WIDGET (window));
  for (guint i = 0; i < G_N_ELEMENTS (english_words); i++)
    g_assert_null (find_widget (GTK_WIDGET (uriscope_window_get_resolution_page (window)), label_is, english_words[i]));
  g_assert_nonnull (find_widget (GTK_WIDGET (uriscope_window_get_resolution_page (window)), label_is, "autoridad"));
  g_assert_nonnull (find_widget (GTK_WIDGET (uriscope_window_get_resolution_page (window)), label_is, "fragmento"));
  save_screenshot (GTK_WIDGET (window), "screenshot-spanish-resolution.png");
  uriscope_window_set_text (window, "HTTP://Example.COM:80/%7ea/./b");
  uriscope_window_show_page (window, "normalization");
  gtk_widget_activate_action (GTK_WIDGET (uriscope_normalization_page_get_ladder (uriscope_window_get_normalization_page (window))),
                              "ladder.last", NULL);
  wait_frame (GTK_WIDGET (window));
  g_assert_nonnull (find_widget (GTK_WIDGET (window), label_is, "Normalización de mayúsculas y minúsculas"));
  g_assert_null (find_widget (GTK_WIDGET (window), label_is, "case"));
  g_assert_null (find_widget (GTK_WIDGET (window), label_is, "percent-encoding"));
  save_screenshot (GTK_WIDGET (window), "screenshot-spanish-ladder.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "practice"));
  wait_frame (GTK_WIDGET (window));
  practice = URISCOPE_PRACTICE_PAGE (find_widget (GTK_WIDGET (window), is_practice_page, NULL));
  for (guint i = 0; i < uriscope_exercises_get_n (); i++)
    {
      const UriscopeExercise *ex = uriscope_exercises_get (i);

      if (ex->kind == URISCOPE_EXERCISE_RESOLVE && ex->spec == US_SPEC_RFC3986 && g_str_equal (ex->reference, "g"))
        uriscope_practice_page_set_exercise (practice, i);
    }
  wait_frame (GTK_WIDGET (window));
  g_assert_nonnull (find_widget (GTK_WIDGET (window), label_contains, "Ejemplos normales"));
  g_assert_null (find_widget (GTK_WIDGET (window), label_contains, "Normal Examples"));
  uriscope_window_set_base (window, base);
  uriscope_window_show_page (window, "breakdown");
  destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/window/command-line", test_command_line);
  g_test_add_func ("/window/ui-files", test_ui_files);
  g_test_add_func ("/window/screenshots", test_screenshots);
  g_test_add_func ("/window/spanish", test_spanish);

  return g_test_run ();
}
