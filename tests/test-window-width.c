/* test-window-width.c — nothing wider than the window, at every step
 *
 * Under Xvfb, the window at 800×600 and 1024×768: ../../../g stepped
 * through under RFC 3986 and RFC 2396 (the note on ".." above the root
 * appears on the way), with the answer hidden and revealed; at every step
 * every widget shown lies inside the window's width (its bounds computed
 * in the window's coordinates). The widget that does not is named.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-resolution-page.h"
#include "uriscope-resolution-steps.h"
#include "uriscope-window.h"
#include "window-common.h"

/* The first visible widget under @widget that lies outside [0, @width) of
 * @window, or NULL; ignores what a scrolled window clips. */
static GtkWidget *
outside (GtkWidget *widget,
         GtkWidget *window,
         double     width)
{
  graphene_rect_t bounds;

  /* GTK's own parts (a scrollbar's slider, an entry's text) are their
   * widget's business. */
  if (!gtk_widget_get_mapped (widget) || g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkGizmo") ||
      GTK_IS_SCROLLBAR (widget))
    return NULL;
  if (gtk_widget_compute_bounds (widget, window, &bounds) &&
      (bounds.origin.x < -2 || bounds.origin.x + bounds.size.width > width + 2))
    return widget;
  /* What a scrolled window scrolls sideways may be wider: a scrollbar
   * reaches it. One that never scrolls sideways clips: its content must
   * fit. */
  if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkPolicyType h;

      gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (widget), &h, NULL);
      if (h == GTK_POLICY_AUTOMATIC || h == GTK_POLICY_ALWAYS)
        return NULL;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = outside (child, window, width);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Each child's minimum width at its height, down @depth levels. */
static void
name_children (GtkWidget *widget,
               int        depth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      int min = 0, nat = 0;

      if (!gtk_widget_get_visible (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, gtk_widget_get_height (child), &min, &nat, NULL, NULL);
      g_test_message ("%*s%s min %d nat %d (height %d)%s%.60s", (6 - depth) * 2, "", G_OBJECT_TYPE_NAME (child), min, nat,
                      gtk_widget_get_height (child),
                      GTK_IS_LABEL (child) ? " " : "", GTK_IS_LABEL (child) ? gtk_label_get_text (GTK_LABEL (child)) : "");
      if (depth > 0 && min > 300)
        name_children (child, depth - 1);
    }
}

/* The widgets under @widget whose minimum width, at their height, is over
 * @width: what makes the page too wide (said when the test fails). */
static void
name_wide (GtkWidget *widget,
           int        width,
           int        depth)
{
  int min = 0, nat = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, gtk_widget_get_height (widget), &min, &nat, NULL, NULL);
  if (min <= width || !gtk_widget_get_visible (widget))
    return;
  g_test_message ("%*s%s min %d nat %d%s%s", depth * 2, "", G_OBJECT_TYPE_NAME (widget), min, nat,
                  GTK_IS_LABEL (widget) ? " " : "", GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : "");
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    name_wide (child, width, depth + 1);
}

static void
check_steps (UriscopeWindow *window,
             int             width,
             int             height,
             UsSpec          spec,
             gboolean        reveal)
{
  UriscopeResolutionPage *page = uriscope_window_get_resolution_page (window);
  UriscopeResolutionSteps *steps = uriscope_resolution_page_get_steps (page);
  guint n;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  uriscope_window_set_spec (window, spec);
  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  uriscope_window_show_page (window, "resolution");
  uriscope_window_set_text (window, "../../../g");
  uriscope_resolution_steps_set_show_all (steps, reveal);
  wait_frame (GTK_WIDGET (window));
  n = uriscope_resolution_steps_get_n_steps (steps);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *bad;
      /* The window's content (the toplevel adds its shadow around it). */
      GtkWidget *content = gtk_window_get_child (GTK_WINDOW (window));
      int w;

      uriscope_resolution_steps_set_current (steps, i);
      wait_frame (GTK_WIDGET (window));
      w = gtk_widget_get_width (content);
      g_assert_cmpint (w, <=, width);
      bad = outside (content, content, w);
      if (bad != NULL)
        {
          graphene_rect_t b;

          if (!gtk_widget_compute_bounds (bad, content, &b))
            graphene_rect_init (&b, 0, 0, 0, 0);
          g_test_message ("%dx%d, %s, step %u of %u: a %s at x %.0f, %.0f wide (%s), outside %d",
                          width, height, us_spec_to_string (spec), i + 1, n, G_OBJECT_TYPE_NAME (bad),
                          b.origin.x, b.size.width,
                          GTK_IS_LABEL (bad) ? gtk_label_get_text (GTK_LABEL (bad)) : "", w);
          save_screenshot (GTK_WIDGET (window), "screenshot-width-failure.png");
          name_wide (GTK_WIDGET (page), w, 0);
          name_children (GTK_WIDGET (page), 6);
        }
      g_assert_null (bad);
    }
}

static void
test_resolution_fits (void)
{
  static const int sizes[][2] = { { 800, 600 }, { 1024, 768 } };
  static const UsSpec specs[] = { US_SPEC_RFC3986, US_SPEC_RFC2396 };

  for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
    for (guint s = 0; s < G_N_ELEMENTS (specs); s++)
      for (guint reveal = 0; reveal < 2; reveal++)
        {
          UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));

          gtk_window_set_default_size (GTK_WINDOW (window), sizes[z][0], sizes[z][1]);
          gtk_window_present (GTK_WINDOW (window));
          wait_frame (GTK_WIDGET (window));
          check_steps (window, sizes[z][0], sizes[z][1], specs[s], reveal);
          gtk_window_destroy (GTK_WINDOW (window));
        }
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/window-width/resolution-fits", test_resolution_fits);
  return g_test_run ();
}
