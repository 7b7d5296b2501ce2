/* test-window-layout.c — the window's size and its presentation mode, under Xvfb
 *
 * The window fits 800×600 at its normal size (the spec badges, the
 * browser line and the top block give way), and the presentation mode
 * (win.presentation, F5) shows only the reference and the page, until
 * F5 or Escape.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-problems-list-private.h"
#include "uriscope-resolution-steps-private.h"
#include "uriscope-window-private.h"

static void
assert_fits (UriscopeWindow *window,
             const char     *what)
{
  int min_width = 0, min_height = 0;

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, 800, &min_height, NULL, NULL, NULL);
  g_test_message ("%s: minimum %d×%d", what, min_width, min_height);
  if (min_width > 800)
    report_wide (GTK_WIDGET (window), 780, 0);
  g_assert_cmpint (min_width, <=, 800);
  g_assert_cmpint (min_height, <=, 600);
}

/* At 800×600, with a reference that fills every part: problems, a
 * browser reading that differs, every spec's badge, a long query. */
static void
test_fits_800_600 (void)
{
  static const char *const pages[] = { "breakdown", "resolution", "normalization", "query", "link" };
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));
  g_autoptr(GString) long_ref = g_string_new ("http://example.com/");
  const char *references[] = {
    "http://exa mple.com\\a b/../c?q=|&long=parameter-value-that-goes-on-and-on#x y",
    "https://example.com/redirect?url=https%3A%2F%2Fevil.com%2Fx&next=http://\xd0\xb0pple.com/",
    "http://[::1/%u041E",
    NULL,
  };

  /* A reference shown a part at a time (the bar over the field). */
  for (guint i = 0; i < 3000; i++)
    g_string_append (long_ref, "a b|");
  references[G_N_ELEMENTS (references) - 1] = long_ref->str;
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  for (guint r = 0; r < G_N_ELEMENTS (references); r++)
    {
      uriscope_window_set_text (window, references[r]);
      for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
        {
          g_autofree char *what = g_strdup_printf ("reference %u, %s", r, pages[i]);

          uriscope_window_show_page (window, pages[i]);
          wait_frame (GTK_WIDGET (window));
          assert_fits (window, what);
        }
    }
  /* The window takes the size it was given. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 800);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, 600);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_drawable_header_bar (GtkWidget    *widget,
                        gconstpointer data)
{
  return ADW_IS_HEADER_BAR (widget) && gtk_widget_is_drawable (widget);
}

static gboolean
is_toggle_button (GtkWidget    *widget,
                  gconstpointer data)
{
  return GTK_IS_TOGGLE_BUTTON (widget) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "view-reveal-symbolic") == 0;
}

/* Whether @widget has a shortcut whose trigger reads @trigger and whose
 * action is @action. */
static gboolean
has_shortcut (GtkWidget  *widget,
              const char *trigger,
              const char *action)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *text = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
          GtkShortcutAction *named = gtk_shortcut_get_action (shortcut);

          if (g_strcmp0 (text, trigger) == 0 && GTK_IS_NAMED_ACTION (named) &&
              g_strcmp0 (gtk_named_action_get_action_name (GTK_NAMED_ACTION (named)), action) == 0)
            return TRUE;
        }
    }
  return FALSE;
}

/* F5 shows only the reference and the page; F5 or Escape leaves. */
static void
test_presentation (void)
{
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));
  GtkWidget *field = GTK_WIDGET (uriscope_window_get_reference_field (window));
  GtkWidget *problems = GTK_WIDGET (uriscope_window_get_problems_list (window));
  GtkWidget *page = GTK_WIDGET (uriscope_window_get_breakdown_page (window));
  GtkWidget *badges = GTK_WIDGET (uriscope_window_get_spec_badges (window));
  g_autofree char *overlay = NULL;
  GBytes *bytes = g_resources_lookup_data ("/io/github/uriscope/Uriscope/gtk/help-overlay.ui", 0, NULL);

  gtk_window_present (GTK_WINDOW (window));
  uriscope_window_set_text (window, "http://exa mple.com/");
  uriscope_window_show_page (window, "breakdown");
  wait_frame (GTK_WIDGET (window));
  g_assert_true (gtk_widget_is_drawable (problems));
  g_assert_true (gtk_widget_is_drawable (badges));

  g_assert_true (has_shortcut (GTK_WIDGET (window), "F5", "win.presentation"));
  g_assert_true (has_shortcut (GTK_WIDGET (window), "Escape", "win.leave-presentation"));
  /* The shortcut is listed. */
  overlay = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_bytes_unref (bytes);
  g_assert_nonnull (strstr (overlay, ">F5<"));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.presentation", NULL);
  wait_frame (GTK_WIDGET (window));
  g_assert_true (gtk_widget_is_drawable (field));
  g_assert_true (gtk_widget_is_drawable (page));
  g_assert_false (gtk_widget_is_drawable (problems));
  g_assert_false (gtk_widget_is_drawable (badges));
  g_assert_null (find_widget (GTK_WIDGET (window), is_drawable_header_bar, NULL));
  /* The page still follows the reference. */
  uriscope_window_set_text (window, "http://example.com/");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpuint (us_result_count_severity (uriscope_window_get_result (window), US_SEVERITY_ERROR), ==, 0);

  /* Escape leaves it, and does nothing more. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-presentation", NULL);
  wait_frame (GTK_WIDGET (window));
  g_assert_true (gtk_widget_is_drawable (problems));
  g_assert_nonnull (find_widget (GTK_WIDGET (window), is_drawable_header_bar, NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-presentation", NULL);
  wait_frame (GTK_WIDGET (window));
  g_assert_true (gtk_widget_is_drawable (problems));

  /* F5 twice comes back. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.presentation", NULL);
  wait_frame (GTK_WIDGET (window));
  g_assert_false (gtk_widget_is_drawable (problems));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.presentation", NULL);
  wait_frame (GTK_WIDGET (window));
  g_assert_true (gtk_widget_is_drawable (problems));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* How many of the problems list's first rows lie wholly inside its
 * scroller. */
static guint
problem_rows_in_view (UriscopeWindow *window)
{
  GtkListBox *list = uriscope_problems_list_get_list_box (uriscope_window_get_problems_list (window));
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (list), GTK_TYPE_SCROLLED_WINDOW);
  GtkListBoxRow *row;
  guint n = 0;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (list, i)) != NULL; i++)
    {
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (row), scroller, &bounds));
      if (bounds.origin.y < -0.5 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (scroller) + 0.5)
        break;
      n++;
    }
  return n;
}

/* At 1024×768 and 1366×768 the problems list shows its first three rows
 * (all of them when there are fewer, and no more room than they take),
 * and the window stays on the screen; at 800×600 too, the whole
 * scrolling. */
static void
test_problems_rows (void)
{
  static const struct {
    int width, height;
  } sizes[] = { { 1024, 768 }, { 1366, 768 }, { 800, 600 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));
      GtkListBox *list = uriscope_problems_list_get_list_box (uriscope_window_get_problems_list (window));
      GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (list), GTK_TYPE_SCROLLED_WINDOW);

      gtk_window_set_default_size (GTK_WINDOW (window), sizes[i].width, sizes[i].height);
      gtk_window_present (GTK_WINDOW (window));
      uriscope_window_show_page (window, "breakdown");
      uriscope_window_set_text (window, "http://exa mple.com/a b|c^d");
      settle (GTK_WIDGET (window));
      /* At 800×600 the block folds on its own: unfolded by its button. */
      if (uriscope_window_is_compact (window))
        {
          unfold_top (GTK_WIDGET (window));
          settle (GTK_WIDGET (window));
        }
      g_test_message ("%d×%d: %u rows in view, the list %d high, the window %d×%d", sizes[i].width, sizes[i].height,
                      problem_rows_in_view (window), gtk_widget_get_height (scroller),
                      gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)));
      g_assert_nonnull (gtk_list_box_get_row_at_index (list, 3));
      g_assert_cmpuint (problem_rows_in_view (window), >=, 3);
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, sizes[i].height);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, sizes[i].width);
      if (sizes[i].width == 1024)
        save_screenshot (GTK_WIDGET (window), "screenshot-problems-1024x768.png");

      /* Two problems: both, in about the room they take (not a third
       * row's more). */
      uriscope_window_set_text (window, "http://example.com/a b|c");
      settle (GTK_WIDGET (window));
      g_assert_nonnull (gtk_list_box_get_row_at_index (list, 1));
      g_assert_null (gtk_list_box_get_row_at_index (list, 2));
      g_assert_cmpuint (problem_rows_in_view (window), ==, 2);
      g_assert_cmpint (gtk_widget_get_height (scroller), <=,
                       gtk_widget_get_height (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0))) +
                       gtk_widget_get_height (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 1))) + 16);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

static gboolean
shows_ran_lines (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_TEXT_VIEW (widget) &&
         gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget))),
                                    "ran") != NULL;
}

/* Whether the last run of lines tagged "ran" (the rule that ran) is all
 * in the visible area of @view, or from its top quarter down when it is
 * taller; its first line in @first. */
static gboolean
last_ran_in_view (GtkTextView  *view,
                  char        **first)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextTag *ran = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), "ran");
  int line = gtk_text_buffer_get_line_count (buffer) - 1, last, top, bottom, height;
  GtkTextIter start, end;
  GdkRectangle visible;

  for (; line >= 0; line--)
    {
      gtk_text_buffer_get_iter_at_line (buffer, &start, line);
      if (gtk_text_iter_has_tag (&start, ran))
        break;
    }
  g_assert_cmpint (line, >=, 0);
  last = line;
  while (line > 0)
    {
      gtk_text_buffer_get_iter_at_line (buffer, &start, line - 1);
      if (!gtk_text_iter_has_tag (&start, ran))
        break;
      line--;
    }
  gtk_text_buffer_get_iter_at_line (buffer, &start, line);
  end = start;
  gtk_text_iter_forward_to_line_end (&end);
  *first = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  gtk_text_view_get_line_yrange (view, &start, &top, &height);
  gtk_text_buffer_get_iter_at_line (buffer, &end, last);
  gtk_text_view_get_line_yrange (view, &end, &bottom, &height);
  bottom += height;
  gtk_text_view_get_visible_rect (view, &visible);
  return top >= visible.y && (bottom <= visible.y + visible.height || top <= visible.y + visible.height / 4);
}

/* Stepping through remove_dot_segments at 1024×768 in presentation mode,
 * the RFC pane shows the rule that ran (2B, 2C and 2E of RFC 3986 §5.2.4
 * here, not only "2. While the input buffer…" above them), and at the
 * end §5.3's lines. */
static void
test_rfc_rule_in_view (void)
{
  static const char *const rules[] = {
    "B.  if the input buffer begins", "C.  if the input buffer begins", "E.  move the first path segment",
  };
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));
  UriscopeResolutionSteps *steps = uriscope_resolution_page_get_steps (uriscope_window_get_resolution_page (window));
  g_autofree char *base = g_strdup (uriscope_resolution_page_get_base (uriscope_window_get_resolution_page (window)));
  guint seen[G_N_ELEMENTS (rules)] = { 0 };

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 768);
  gtk_window_present (GTK_WINDOW (window));
  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  uriscope_window_set_text (window, "a/./b/../c/../../g/h/./i/../j/k/l/m/n/../o/p");
  uriscope_window_show_page (window, "resolution");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.presentation", NULL);
  settle (GTK_WIDGET (window));
  uriscope_resolution_steps_set_current (steps, 0);
  for (guint i = 0; i < 200 && g_strcmp0 (uriscope_resolution_steps_get_current_id (steps), "5.3") != 0; i++)
    {
      g_autofree char *lines = NULL;
      g_autofree char *first = NULL;
      GtkTextView *view;
      gboolean in_view;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (steps), "steps.next", NULL));
      settle (GTK_WIDGET (window));
      lines = uriscope_resolution_steps_dup_highlighted (steps);
      for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
        if (strstr (lines, rules[r]) != NULL)
          seen[r]++;
      view = GTK_TEXT_VIEW (find_widget (GTK_WIDGET (steps), shows_ran_lines, NULL));
      g_assert_nonnull (view);
      g_clear_pointer (&first, g_free);
      in_view = last_ran_in_view (view, &first);
      g_test_message ("%s, buffer row %d: “%s”", uriscope_resolution_steps_get_current_id (steps),
                      uriscope_resolution_steps_get_current_buffer_row (steps), g_strstrip (first));
      if (!in_view || !uriscope_resolution_steps_current_in_view (steps))
        {
          save_screenshot (GTK_WIDGET (window), "screenshot-rfc-rule-not-in-view.png");
          g_error ("step %s (buffer row %d): the lines that ran are not in view:\n%s",
                   uriscope_resolution_steps_get_current_id (steps),
                   uriscope_resolution_steps_get_current_buffer_row (steps), lines);
        }
    }
  g_assert_cmpstr (uriscope_resolution_steps_get_current_id (steps), ==, "5.3");
  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    g_assert_cmpuint (seen[r], >, 0);
  save_screenshot (GTK_WIDGET (window), "screenshot-rfc-recomposition.png");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-presentation", NULL);
  uriscope_window_set_base (window, base);
  uriscope_window_show_page (window, "breakdown");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The top block folds away, and the page gets its height (at 1024×768,
 * where it is not folded on its own). */
static void
test_top_folds (void)
{
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));
  GtkWidget *problems = GTK_WIDGET (uriscope_window_get_problems_list (window));
  GtkWidget *page = GTK_WIDGET (uriscope_window_get_breakdown_page (window));
  GtkWidget *toggle;
  int before;

  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 768);
  gtk_window_present (GTK_WINDOW (window));
  uriscope_window_set_text (window, "http://exa mple.com/a b?q=|#x");
  uriscope_window_show_page (window, "breakdown");
  wait_frame (GTK_WIDGET (window));
  before = gtk_widget_get_height (page);
  toggle = find_widget (GTK_WIDGET (window), is_toggle_button, NULL);
  g_assert_nonnull (toggle);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), FALSE);
  wait_frame (GTK_WIDGET (window));
  wait_frame (GTK_WIDGET (window));
  g_assert_false (gtk_widget_is_drawable (problems));
  g_assert_cmpint (gtk_widget_get_height (page), >, before);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
  wait_frame (GTK_WIDGET (window));
  g_assert_true (gtk_widget_is_drawable (problems));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/window-layout/fits-800-600", test_fits_800_600);
  g_test_add_func ("/window-layout/presentation", test_presentation);
  g_test_add_func ("/window-layout/top-folds", test_top_folds);
  g_test_add_func ("/window-layout/rfc-rule-in-view", test_rfc_rule_in_view);
  g_test_add_func ("/window-layout/problems-rows", test_problems_rows);
  return g_test_run ();
}
