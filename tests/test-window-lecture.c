/* test-window-lecture.c — a lecture without surprises: the window's layout
 *
 * Under Xvfb, at 800×600 and 1024×768, at 100 % and 200 % zoom: a long
 * reference is whole in the field (the field grows with its wrapped lines
 * and with the zoom, every line inside the field, the field inside the
 * window); a low window folds the block under the field on its own,
 * giving the Resolution page's stepper most of its height, the fold-away
 * button unfolding it still, and a tall one folds nothing (at 1024×768
 * the stepper's note on ".." above the root is shown whole when its step
 * comes); at 200 % the
 * window fits a 1024-pixel screen and the header bar's icons are larger;
 * the keyboard shortcuts window fits 800×600, at 200 % too. Run in
 * English and in Spanish (test-window-lecture-es).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "uriscope-resolution-page.h"
#include "uriscope-window.h"
#include "uriscope-zoom.h"
#include "window-common.h"
#include "uriscope-buffer-table-private.h"
#include "uriscope-resolution-steps-private.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-window-private.h"

#define SCHEMA_ID "io.github.uriscope.Uriscope"

static UriscopeZoom *zoom;

static const int sizes[][2] = { { 800, 600 }, { 1024, 768 } };
static const double levels[] = { 1.0, 2.0 };

static UriscopeWindow *
new_window (int width,
            int height)
{
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));
  return window;
}

/* A reference of @len characters, with a scheme and host to see. */
static char *
long_reference (guint len)
{
  GString *s = g_string_new ("https://www.example.com/");

  for (guint i = 0; s->len < len; i++)
    g_string_append_printf (s, "%c", "abcdefghij/klmnop?qrs=tuv&wxyz"[i % 30]);
  g_string_truncate (s, len);
  return g_string_free (s, FALSE);
}

/* The field's first and last characters lie inside the field's scroller,
 * and the scroller inside the window's content. */
static void
assert_field_whole (UriscopeWindow *window,
                    const char     *what)
{
  GtkTextView *view = uriscope_reference_field_get_view (uriscope_window_get_reference_field (window));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (view), GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *outer = gtk_widget_get_ancestor (gtk_widget_get_parent (scroller), GTK_TYPE_SCROLLED_WINDOW);
  GtkTextIter iter;
  graphene_rect_t bounds;
  int lines = 0;

  g_assert_nonnull (outer);
  gtk_text_buffer_get_start_iter (buffer, &iter);
  gtk_text_view_backward_display_line_start (view, &iter);
  do
    {
      GdkRectangle rect;
      int x, y;
      graphene_point_t top, bottom;

      lines++;
      gtk_text_view_get_iter_location (view, &iter, &rect);
      gtk_text_view_buffer_to_window_coords (view, GTK_TEXT_WINDOW_WIDGET, rect.x, rect.y, &x, &y);
      g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), scroller, &GRAPHENE_POINT_INIT (x, y), &top));
      g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), scroller,
                                               &GRAPHENE_POINT_INIT (x, y + rect.height), &bottom));
      if (top.y < -0.5 || bottom.y > gtk_widget_get_height (scroller) + 0.5)
        {
          save_screenshot (GTK_WIDGET (window), "screenshot-field-cut.png");
          g_error ("%s: line %d of the field at y %.0f–%.0f, outside the field's %d px", what, lines,
                   top.y, bottom.y, gtk_widget_get_height (scroller));
        }
    }
  while (gtk_text_view_forward_display_line (view, &iter) && !gtk_text_iter_is_end (&iter));
  g_assert_true (gtk_widget_compute_bounds (scroller, outer, &bounds));
  g_test_message ("%s: %d lines in a field %d px high, at y %.0f of %d", what, lines,
                  gtk_widget_get_height (scroller), bounds.origin.y, gtk_widget_get_height (outer));
  g_assert_cmpfloat (bounds.origin.y, >=, -0.5);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (outer) + 0.5);
}

/* A 200-character reference is whole in the field at 800×600 and
 * 1024×768, at 100 % and 200 %, on the Breakdown and Resolution pages. */
static void
test_field_grows (void)
{
  g_autofree char *reference = long_reference (200);

  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      {
        UriscopeWindow *window;

        uriscope_zoom_set_level (zoom, levels[l]);
        window = new_window (sizes[z][0], sizes[z][1]);
        uriscope_window_set_text (window, reference);
        for (guint p = 0; p < 2; p++)
          {
            g_autofree char *what = g_strdup_printf ("%d×%d at %.0f %%, %s", sizes[z][0], sizes[z][1],
                                                     levels[l] * 100, p ? "resolution" : "breakdown");

            uriscope_window_show_page (window, p ? "resolution" : "breakdown");
            settle (GTK_WIDGET (window));
            assert_field_whole (window, what);
          }
        if (z == 0 && l == 1)
          save_screenshot (GTK_WIDGET (window), "screenshot-field-800x600-200.png");
        /* A short reference: the field one line high again. */
        {
          GtkTextView *view = uriscope_reference_field_get_view (uriscope_window_get_reference_field (window));
          GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (view), GTK_TYPE_SCROLLED_WINDOW);
          GtkTextIter start;
          GdkRectangle line;

          uriscope_window_set_text (window, "http://a/b");
          settle (GTK_WIDGET (window));
          gtk_text_buffer_get_start_iter (gtk_text_view_get_buffer (view), &start);
          gtk_text_view_get_iter_location (view, &start, &line);
          g_assert_cmpint (gtk_widget_get_height (scroller), <, 2 * line.height);
          assert_field_whole (window, "a short reference");
        }
        gtk_window_destroy (GTK_WINDOW (window));
      }
  uriscope_zoom_set_level (zoom, 1.0);
}

static gboolean
is_fold_toggle (GtkWidget    *widget,
                gconstpointer data)
{
  return GTK_IS_TOGGLE_BUTTON (widget) &&
         g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "view-reveal-symbolic") == 0;
}

/* Resizes @window and waits for it to take the size (less the few
 * pixels of its frame). */
static void
resize (UriscopeWindow *window,
        int             width,
        int             height)
{
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  for (guint i = 0; i < 50 && ABS (gtk_widget_get_height (GTK_WIDGET (window)) - height) > 16; i++)
    wait_frame (GTK_WIDGET (window));
  settle (GTK_WIDGET (window));
  g_assert_cmpint (ABS (gtk_widget_get_height (GTK_WIDGET (window)) - height), <=, 16);
}

/* Steps through ../../../g to its last step, where the note on ".."
 * above the root has come: it is whole and in view. */
static void
step_to_note (UriscopeWindow *window,
              GtkWidget      *steps)
{
  UriscopeResolutionSteps *s = URISCOPE_RESOLUTION_STEPS (steps);
  UriscopeBufferTable *table = uriscope_resolution_steps_get_buffer_table (s);

  uriscope_window_set_text (window, "../../../g");
  uriscope_resolution_steps_set_show_all (s, FALSE);
  settle (GTK_WIDGET (window));
  g_assert_nonnull (uriscope_buffer_table_get_note (table));
  for (guint i = 1; i < 14; i++)
    {
      int natural = 0, width;

      g_assert_true (gtk_widget_activate_action (steps, "steps.next", NULL));
      settle (GTK_WIDGET (window));
      /* The table as high as its rows, the steps above it the rest (they
       * were given the height in proportion to what each asked: at 200 %
       * 190 px of steps over 160 px of nothing under a one-row table). */
      width = gtk_widget_get_width (GTK_WIDGET (table));
      gtk_widget_measure (GTK_WIDGET (table), GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
      if (gtk_widget_get_height (GTK_WIDGET (table)) > natural + 2)
        g_error ("step %u: the buffer table %d px high, its rows %d", i + 1,
                 gtk_widget_get_height (GTK_WIDGET (table)), natural);
    }
  settle (GTK_WIDGET (window));
  g_test_message ("step 14 of ../../../g: %s, buffer row %d", uriscope_resolution_steps_get_current_id (s),
                  uriscope_resolution_steps_get_current_buffer_row (s));
  g_assert_cmpuint (uriscope_resolution_steps_get_current (s), ==, 13);
  g_assert_true (uriscope_buffer_table_note_in_view (table));
}

/* At 800×600 the block under the field folds on its own and the
 * Resolution page's stepper gets most of the height; the fold-away button
 * unfolds it; at 1024×768 and taller nothing is folded, and the block
 * comes back as the window grows; one the user folded stays folded. */
static void
test_compact (void)
{
  UriscopeWindow *window = new_window (800, 600);
  GtkWidget *problems = GTK_WIDGET (uriscope_window_get_problems_list (window));
  GtkWidget *badges = GTK_WIDGET (uriscope_window_get_spec_badges (window));
  GtkWidget *steps = GTK_WIDGET (uriscope_resolution_page_get_steps (uriscope_window_get_resolution_page (window)));
  GtkWidget *toggle = find_widget (GTK_WIDGET (window), is_fold_toggle, NULL);

  g_assert_nonnull (toggle);
  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  uriscope_window_set_text (window, "../../../g h|");
  uriscope_window_show_page (window, "resolution");
  settle (GTK_WIDGET (window));
  g_test_message ("800×600: the stepper %d px high", gtk_widget_get_height (steps));
  save_screenshot (GTK_WIDGET (window), "screenshot-compact-800x600.png");
  g_assert_true (uriscope_window_is_compact (window));
  g_assert_false (gtk_widget_is_drawable (problems));
  g_assert_false (gtk_widget_is_drawable (badges));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)));
  g_assert_cmpint (gtk_widget_get_height (steps), >, gtk_widget_get_height (GTK_WIDGET (window)) / 2);
  /* The note whole at 800×600 too (in a scroller of its own, it showed
   * 2.5 of its 4 lines in Spanish). */
  step_to_note (window, steps);
  save_screenshot (GTK_WIDGET (window), "screenshot-compact-800x600-note.png");
  uriscope_window_set_text (window, "../../../g h|");
  settle (GTK_WIDGET (window));

  /* The user unfolds it. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
  settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_is_drawable (problems));
  g_assert_true (gtk_widget_is_drawable (badges));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), FALSE);
  settle (GTK_WIDGET (window));

  /* Tall again: back. */
  resize (window, 1024, 768);
  g_assert_false (uriscope_window_is_compact (window));
  g_assert_true (gtk_widget_is_drawable (problems));
  g_assert_true (gtk_widget_is_drawable (badges));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)));
  save_screenshot (GTK_WIDGET (window), "screenshot-compact-1024x768.png");

  /* Stepping through ../../../g, the step where ".." climbs above the
   * root: its note was at the window's bottom edge; it is shown whole. */
  step_to_note (window, steps);

  /* Folded by the user when tall: stays folded through a low window. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), FALSE);
  resize (window, 800, 600);
  g_assert_true (uriscope_window_is_compact (window));
  resize (window, 1024, 768);
  g_assert_false (gtk_widget_is_drawable (problems));
  gtk_window_destroy (GTK_WINDOW (window));

  /* A new window at 1024×768 folds nothing. */
  window = new_window (1024, 768);
  uriscope_window_set_text (window, "http://exa mple.com/a b?q=|#x");
  settle (GTK_WIDGET (window));
  g_assert_false (uriscope_window_is_compact (window));
  g_assert_true (gtk_widget_is_drawable (GTK_WIDGET (uriscope_window_get_problems_list (window))));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_header_bar (GtkWidget    *widget,
               gconstpointer data)
{
  return ADW_IS_HEADER_BAR (widget);
}

static gboolean
is_header_image (GtkWidget    *widget,
                 gconstpointer data)
{
  return GTK_IS_IMAGE (widget) && gtk_widget_get_mapped (widget) &&
         g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), data) == 0;
}

/* The allocated size of the header bar's image of @icon. */
static int
header_icon_width (UriscopeWindow *window,
                   const char     *icon)
{
  GtkWidget *header = find_widget (GTK_WIDGET (window), is_header_bar, NULL);
  GtkWidget *image;

  g_assert_nonnull (header);
  image = find_widget (header, is_header_image, icon);
  g_assert_nonnull (image);
  /* The icon's size: a button may stretch its image one way. */
  return MIN (gtk_widget_get_width (image), gtk_widget_get_height (image));
}

/* At 200 % on a 1024×768 screen the window is no wider than the screen,
 * on every page, and the header bar's icons are larger than at 100 %. */
static void
test_zoom_fits (void)
{
  static const char *const pages[] = { "breakdown", "resolution", "normalization", "query", "link", "practice" };
  static const char *const icons[] = { "edit-paste-symbolic", "open-menu-symbolic", "view-reveal-symbolic" };
  int at_100[G_N_ELEMENTS (icons)];

  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      UriscopeWindow *window;

      uriscope_zoom_set_level (zoom, levels[l]);
      window = new_window (1024, 768);
      uriscope_window_set_text (window, "https://example.com/redirect?url=https%3A%2F%2Fevil.com%2Fx&next=http://\xd0\xb0pple.com/a b");
      for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
        {
          int min = 0, nat = 0;

          uriscope_window_show_page (window, pages[p]);
          settle (GTK_WIDGET (window));
          gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
          g_test_message ("%.0f %%, %s: the window's minimum width %d, its width %d", levels[l] * 100, pages[p], min,
                          gtk_widget_get_width (GTK_WIDGET (window)));
          if (min > 1024 || gtk_widget_get_width (GTK_WIDGET (window)) > 1024)
            {
              report_wide (GTK_WIDGET (window), 900, 0);
              save_screenshot (GTK_WIDGET (window), "screenshot-zoom-too-wide.png");
            }
          g_assert_cmpint (min, <=, 1024);
          g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 1024);
        }
      uriscope_window_show_page (window, "breakdown");
      settle (GTK_WIDGET (window));
      for (guint i = 0; i < G_N_ELEMENTS (icons); i++)
        {
          int width = header_icon_width (window, icons[i]);

          g_test_message ("%.0f %%: %s %d px", levels[l] * 100, icons[i], width);
          if (l == 0)
            at_100[i] = width;
          else
            g_assert_cmpint (width, >, at_100[i]);
        }
      if (l == 1)
        save_screenshot (GTK_WIDGET (window), "screenshot-zoom-1024x768-200.png");
      gtk_window_destroy (GTK_WINDOW (window));
    }
  uriscope_zoom_set_level (zoom, 1.0);
}

/* The keyboard shortcuts window fits an 800×600 screen (it needed 1,620
 * pixels once, and 928 at 200 % in Spanish), every section of it, at
 * 100 %, 150 % and 200 %. */
static void
test_shortcuts_fit (void)
{
  static const double shortcut_levels[] = { 1.0, 1.5, 2.0 };
  static const char *const sections[] = { "shortcuts", "pages", "view" };

  for (guint l = 0; l < G_N_ELEMENTS (shortcut_levels); l++)
    {
      g_autoptr(GtkBuilder) builder = NULL;
      GtkWindow *overlay;

      uriscope_zoom_set_level (zoom, shortcut_levels[l]);
      builder = gtk_builder_new_from_resource ("/io/github/uriscope/Uriscope/gtk/help-overlay.ui");
      overlay = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      g_assert_nonnull (overlay);
      gtk_window_present (overlay);
      for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
        {
          int min = 0, nat = 0, min_height = 0;

          g_object_set (overlay, "section-name", sections[i], NULL);
          settle (GTK_WIDGET (overlay));
          gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
          gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_VERTICAL, nat, &min_height, NULL, NULL, NULL);
          g_test_message ("%.0f %%, %s: the shortcuts window %d (natural %d) × %d", shortcut_levels[l] * 100,
                          sections[i], min, nat, min_height);
          if (l == 0 && i == 0)
            save_screenshot (GTK_WIDGET (overlay), "screenshot-shortcuts.png");
          g_assert_cmpint (nat, <=, 800);
          g_assert_cmpint (min_height, <=, 600);
        }
      gtk_window_destroy (overlay);
    }
  uriscope_zoom_set_level (zoom, 1.0);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GSettings) settings = NULL;
  int status;

  if (!window_test_init (&argc, &argv))
    return 77;
  settings = g_settings_new (SCHEMA_ID);
  zoom = uriscope_zoom_new (settings);

  g_test_add_func ("/lecture/field-grows", test_field_grows);
  g_test_add_func ("/lecture/compact", test_compact);
  g_test_add_func ("/lecture/zoom-fits", test_zoom_fits);
  g_test_add_func ("/lecture/shortcuts-fit", test_shortcuts_fit);
  status = g_test_run ();
  g_object_unref (zoom);
  return status;
}
