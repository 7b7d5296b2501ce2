/* test-window-width.c — nothing wider than the window, at every step
 *
 * Under Xvfb, the window at 800×600 and 1024×768, at 100 %, 150 % and
 * 200 % zoom: ../../../g stepped through under RFC 3986 and RFC 2396 (the
 * note on ".." above the root appears on the way), with the answer hidden
 * and revealed; every example of the Examples menu on every page, and
 * (at 100 % and 200 %), and every example of the Resolution Examples menu
 * on the Resolution page (its last step, at 800×600); at every step every widget shown lies
 * inside the window's width (its bounds computed in the window's
 * coordinates). The widget that does not is named. At every zoom every
 * page tab is in view, whole, not behind a sideways scroll (zoomed, the
 * tabs may wrap onto a second row). At every size and zoom the Base field
 * shows RFC 3986's base whole, and the Breakdown page with a rule's panel
 * shown fits, no label in it cut short; stepping through ../../../g at
 * 100 % and 200 %, the RFC pane's lines of the rule that ran are in its
 * view. No label shown wraps with Pango's inserted hyphens. test-window-width-es
 * runs it in Spanish.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-link-page.h"
#include "uriscope-resolution-page.h"
#include "uriscope-resolution-steps.h"
#include "uriscope-rfc-pane.h"
#include "uriscope-rule-panel.h"
#include "uriscope-turning-paned.h"
#include "uriscope-window.h"
#include "uriscope-zoom.h"
#include "window-common.h"
#include "uriscope-link-page-private.h"
#include "uriscope-resolution-page-private.h"
#include "uriscope-resolution-steps-private.h"
#include "uriscope-window-private.h"
#include "uriscope-zoom-private.h"

#define SCHEMA_ID "io.github.uriscope.Uriscope"

static UriscopeZoom *zoom;

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

/* The widgets under @widget whose minimum width, for any height, is over
 * 300 pixels (said when the test fails). */
static void
dump_min (GtkWidget *widget,
          int        depth)
{
  int min = 0;

  if (!gtk_widget_get_visible (widget))
    return;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min < 300)
    return;
  g_test_message ("%*s%s minimum %d%s%.60s", depth * 2, "", G_OBJECT_TYPE_NAME (widget), min,
                  GTK_IS_LABEL (widget) ? " " : "", GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : "");
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    dump_min (c, depth + 1);
}

static gboolean
hyphens_off (PangoAttribute *attribute,
             gpointer        data)
{
  return attribute->klass->type == PANGO_ATTR_INSERT_HYPHENS && !((PangoAttrInt *) attribute)->value &&
         attribute->start_index == 0 && attribute->end_index == PANGO_ATTR_INDEX_TO_TEXT_END;
}

/* Whether @widget is a label or text view shown that wraps with Pango's
 * inserted hyphens on (at 800 px and 300 %, "remove_dot_segmen-" / "ts"
 * read as a hyphen in the name; the RFC pane broke "T.pa-" / "th);"). */
static gboolean
hyphenating (GtkWidget    *widget,
             gconstpointer data)
{
  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  if (GTK_IS_LABEL (widget) && gtk_label_get_wrap (GTK_LABEL (widget)))
    {
      PangoAttrList *attrs = gtk_label_get_attributes (GTK_LABEL (widget));
      PangoAttrList *copy = attrs != NULL ? pango_attr_list_copy (attrs) : NULL;
      PangoAttrList *found = copy != NULL ? pango_attr_list_filter (copy, hyphens_off, NULL) : NULL;

      g_clear_pointer (&copy, pango_attr_list_unref);
      if (found == NULL)
        return TRUE;
      pango_attr_list_unref (found);
    }
  if (GTK_IS_TEXT_VIEW (widget) && gtk_text_view_get_wrap_mode (GTK_TEXT_VIEW (widget)) != GTK_WRAP_NONE)
    {
      /* a tag that turns them off over the text, from its first
       * character to its last */
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget));
      GtkTextIter start, end;
      gboolean off = gtk_text_buffer_get_char_count (buffer) == 0;
      GSList *tags;

      gtk_text_buffer_get_bounds (buffer, &start, &end);
      tags = gtk_text_iter_get_tags (&start);
      for (GSList *t = tags; t != NULL && !off; t = t->next)
        {
          gboolean set = FALSE, hyphens = TRUE;

          g_object_get (t->data, "insert-hyphens-set", &set, "insert-hyphens", &hyphens, NULL);
          off = set && !hyphens && gtk_text_iter_forward_to_tag_toggle (&start, t->data) &&
                gtk_text_iter_equal (&start, &end);
          gtk_text_buffer_get_start_iter (buffer, &start);
        }
      g_slist_free (tags);
      if (!off)
        return TRUE;
    }
  return FALSE;
}

/* Every widget shown lies inside the window's width, itself no wider
 * than @width; no label shown wraps with hyphens. */
static void
assert_inside (UriscopeWindow *window,
               int             width,
               const char     *what)
{
  /* The window's content (the toplevel adds its shadow around it). */
  GtkWidget *content = gtk_window_get_child (GTK_WINDOW (window));
  GtkWidget *pages = gtk_widget_get_ancestor (GTK_WIDGET (uriscope_window_get_resolution_page (window)), GTK_TYPE_STACK);
  GtkWidget *bad;
  int w = gtk_widget_get_width (content);

  bad = outside (content, content, w);
  if (bad != NULL || w > width)
    {
      graphene_rect_t b;

      if (bad == NULL || !gtk_widget_compute_bounds (bad, content, &b))
        graphene_rect_init (&b, 0, 0, 0, 0);
      g_test_message ("%s: a %s at x %.0f, %.0f wide (%s), outside %d (the window %d wide)", what,
                      bad ? G_OBJECT_TYPE_NAME (bad) : "(none)", b.origin.x, b.size.width,
                      bad && GTK_IS_LABEL (bad) ? gtk_label_get_text (GTK_LABEL (bad)) : "", w, width);
      save_screenshot (GTK_WIDGET (window), "screenshot-width-failure.png");
      name_wide (content, MIN (w, width), 0);
      dump_min (content, 0);
      name_children (pages, 6);
    }
  g_assert_cmpint (w, <=, width);
  g_assert_null (bad);
  bad = find_widget (content, hyphenating, NULL);
  if (bad != NULL)
    g_test_message ("%s: a %s wraps with hyphens: %.60s", what, G_OBJECT_TYPE_NAME (bad),
                    GTK_IS_LABEL (bad) ? gtk_label_get_text (GTK_LABEL (bad)) : "");
  g_assert_null (bad);
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
      g_autofree char *what = g_strdup_printf ("%d×%d at %.0f %%, %s, step %u of %u", width, height,
                                               uriscope_zoom_get_level (zoom) * 100, us_spec_to_string (spec),
                                               i + 1, n);

      uriscope_resolution_steps_set_current (steps, i);
      wait_frame (GTK_WIDGET (window));
      assert_inside (window, width, what);
    }
}

static const int sizes[][2] = { { 800, 600 }, { 1024, 768 } };
static const double levels[] = { 1.0, 1.5, 2.0 };

/* A window of sizes[@z] at zoom levels[@l], shown. */
static UriscopeWindow *
window_at (guint l,
           guint z)
{
  UriscopeWindow *window;

  uriscope_zoom_set_level (zoom, levels[l]);
  window = URISCOPE_WINDOW (uriscope_window_new (NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), sizes[z][0], sizes[z][1]);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
test_resolution_fits (void)
{
  static const UsSpec specs[] = { US_SPEC_RFC3986, US_SPEC_RFC2396 };

  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      for (guint s = 0; s < G_N_ELEMENTS (specs); s++)
        /* Zoomed, the answer revealed only (the widest). */
        for (guint reveal = l > 0; reveal < 2; reveal++)
          {
            UriscopeWindow *window;

            window = window_at (l, z);
            wait_frame (GTK_WIDGET (window));
            check_steps (window, sizes[z][0], sizes[z][1], specs[s], reveal);
            destroy_window (GTK_WINDOW (window));
          }
  uriscope_zoom_set_level (zoom, 1.0);
}

/* At 800×600 and 1024×768, at 100 %, 150 % and 200 % zoom, every page tab
 * is in view, whole, inside the window (in Spanish too: "Normalización"
 * is the longest title): no tab behind a sideways scroll, none cut at the
 * right edge. At 100 % they are one row; zoomed, they may wrap. */
static void
test_page_tabs_fit (void)
{
  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      {
        UriscopeWindow *window;
        GtkWidget *content;
        graphene_rect_t bounds;
        guint n = 0;
        double first_y = -1;

        window = window_at (l, z);
        wait_frame (GTK_WIDGET (window));
        content = gtk_window_get_child (GTK_WINDOW (window));
        for (GtkWidget *tab = gtk_widget_get_first_child (window->page_tabs); tab != NULL;
             tab = gtk_widget_get_next_sibling (tab))
          {
            int min = 0;

            if (!gtk_widget_get_visible (tab))
              continue;
            n++;
            g_assert_true (gtk_widget_compute_bounds (tab, content, &bounds));
            gtk_widget_measure (tab, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
            g_test_message ("%d×%d at %.0f %%: a tab at x %.0f, y %.0f, %.0f wide (needs %d)", sizes[z][0],
                            sizes[z][1], levels[l] * 100, bounds.origin.x, bounds.origin.y, bounds.size.width, min);
            if (first_y < 0)
              first_y = bounds.origin.y;
            if (l == 0)
              g_assert_cmpfloat (bounds.origin.y, ==, first_y);
            /* In the window, and whole (as wide as it needs). */
            g_assert_cmpfloat (bounds.origin.x, >=, 0);
            g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (content));
            g_assert_cmpfloat (bounds.size.width, >=, min);
            /* Not clipped by what holds it. */
            for (GtkWidget *up = gtk_widget_get_parent (tab); up != content; up = gtk_widget_get_parent (up))
              {
                graphene_rect_t clip;

                g_assert_true (gtk_widget_compute_bounds (up, content, &clip));
                g_assert_cmpfloat (bounds.origin.x, >=, clip.origin.x - 0.5);
                g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, clip.origin.x + clip.size.width + 0.5);
                g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, clip.origin.y + clip.size.height + 0.5);
              }
          }
        g_assert_cmpuint (n, >=, 6);
        destroy_window (GTK_WINDOW (window));
      }
  uriscope_zoom_set_level (zoom, 1.0);
}

/* At 800×600 and 1024×768, at 100 %, 150 % and 200 % zoom, the Base
 * field on the Resolution page shows RFC 3986's base whole: a tester saw
 * "http://a/b/c/(" at 200 %, the entry squeezed to its minimum beside the
 * switch's label. */
static void
test_base_whole (void)
{
  static const char base[] = "http://a/b/c/d;p?q";

  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      {
        UriscopeWindow *window;
        GtkEntry *entry;
        GtkWidget *text = NULL;
        g_autoptr(PangoLayout) layout = NULL;
        int text_width = 0;

        window = window_at (l, z);
        uriscope_window_set_spec (window, US_SPEC_RFC3986);
        uriscope_window_set_base (window, base);
        uriscope_window_show_page (window, "resolution");
        uriscope_window_set_text (window, "../../../g");
        wait_frame (GTK_WIDGET (window));
        entry = uriscope_resolution_page_get_base_entry (uriscope_window_get_resolution_page (window));
        for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (entry)); child != NULL;
             child = gtk_widget_get_next_sibling (child))
          if (GTK_IS_TEXT (child))
            text = child;
        g_assert_nonnull (text);
        layout = gtk_widget_create_pango_layout (text, base);
        pango_layout_get_pixel_size (layout, &text_width, NULL);
        g_test_message ("%d×%d at %.0f %%: the base's text %d px wide, %d px shown", sizes[z][0], sizes[z][1],
                        levels[l] * 100, text_width, gtk_widget_get_width (text));
        g_assert_cmpint (gtk_widget_get_width (text), >=, text_width);
        assert_inside (window, sizes[z][0], "the base whole");
        destroy_window (GTK_WINDOW (window));
      }
  uriscope_zoom_set_level (zoom, 1.0);
}

/* The first label shown under @widget given less width than its minimum
 * (a GtkPaned that may shrink a child does that: its text is cut off,
 * though inside the window), or NULL. */
static GtkWidget *
squeezed (GtkWidget *widget)
{
  int min = 0;

  if (!gtk_widget_get_mapped (widget) || g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkGizmo") ||
      GTK_IS_SCROLLBAR (widget))
    return NULL;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  /* What a scrolled window scrolls sideways may be narrower. */
  if (GTK_IS_SCROLLABLE (widget) && GTK_IS_SCROLLED_WINDOW (gtk_widget_get_parent (widget)))
    {
      GtkPolicyType h;

      gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (gtk_widget_get_parent (widget)), &h, NULL);
      if (h == GTK_POLICY_AUTOMATIC || h == GTK_POLICY_ALWAYS)
        return NULL;
    }
  if (GTK_IS_LABEL (widget) && gtk_widget_get_width (widget) + 6 < min)
    {
      g_test_message ("a %s %d wide, needing %d%s%.60s", G_OBJECT_TYPE_NAME (widget), gtk_widget_get_width (widget),
                      min, GTK_IS_LABEL (widget) ? ": " : "", GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : "");
      for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL; up = gtk_widget_get_parent (up))
        g_test_message ("  in a %s %d wide", G_OBJECT_TYPE_NAME (up), gtk_widget_get_width (up));
      return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = squeezed (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_turning_paned (GtkWidget    *widget,
                  gconstpointer data)
{
  return URISCOPE_IS_TURNING_PANED (widget);
}

static gboolean
is_mapped_rule_panel (GtkWidget    *widget,
                      gconstpointer data)
{
  return URISCOPE_IS_RULE_PANEL (widget) && gtk_widget_get_mapped (widget);
}

/* At 800×600 and 1024×768, at 100 %, 150 % and 200 % zoom, the Breakdown
 * page with a rule selected (scheme: its RFC text, railroad diagram and
 * SVG button) lies inside the window: a tester saw the rule panel cut at
 * the right at 800×600 even at 100 % ("RFC 398", half a diagram). */
static void
test_rule_panel_fits (void)
{
  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      {
        g_autofree char *what = g_strdup_printf ("%d×%d at %.0f %%, the Breakdown page's rule panel",
                                                 sizes[z][0], sizes[z][1], levels[l] * 100);
        UriscopeWindow *window;
        UriscopeBreakdownPage *page;
        GtkWidget *turning;
        GtkOrientation before;
        gsize start = 0, end = 0;

        window = window_at (l, z);
        page = uriscope_window_get_breakdown_page (window);
        uriscope_window_set_spec (window, US_SPEC_RFC3986);
        uriscope_window_set_text (window, "http://a/b/c/d;p?q");
        uriscope_window_show_page (window, "breakdown");
        wait_frame (GTK_WIDGET (window));
        turning = find_widget (GTK_WIDGET (page), is_turning_paned, NULL);
        g_assert_nonnull (turning);
        before = uriscope_turning_paned_get_orientation (URISCOPE_TURNING_PANED (turning));
        /* The scheme, bytes 0 to 4. */
        uriscope_breakdown_page_select_at (page, 0);
        for (guint f = 0; f < 4; f++)
          wait_frame (GTK_WIDGET (window));
        g_assert_true (uriscope_breakdown_page_get_selected_span (page, &start, &end));
        g_test_message ("%s: selected [%" G_GSIZE_FORMAT ", %" G_GSIZE_FORMAT ")", what, start, end);
        g_assert_nonnull (find_widget (GTK_WIDGET (page), is_mapped_rule_panel, NULL));
        /* The panel coming did not turn the panes (the page jumped). */
        g_assert_cmpint (uriscope_turning_paned_get_orientation (URISCOPE_TURNING_PANED (turning)), ==, before);
        /* Below the tree at 800 px; beside it at 1024 px and 100 %. */
        if (sizes[z][0] == 800)
          g_assert_cmpint (uriscope_turning_paned_get_orientation (URISCOPE_TURNING_PANED (turning)), ==,
                           GTK_ORIENTATION_VERTICAL);
        else if (l == 0)
          g_assert_cmpint (uriscope_turning_paned_get_orientation (URISCOPE_TURNING_PANED (turning)), ==,
                           GTK_ORIENTATION_HORIZONTAL);
        assert_inside (window, sizes[z][0], what);
        g_assert_null (squeezed (GTK_WIDGET (page)));
        destroy_window (GTK_WINDOW (window));
      }
  uriscope_zoom_set_level (zoom, 1.0);
}

/* At 800×600 and 1024×768, at 100 %, 150 % and 200 %, the Link page
 * with a link whose every part is long, and a base: the window keeps
 * the screen's width (in Spanish at 200 % the table's headings made it
 * 834 px), and no part of a reading is cut short with "…" (a port 8080
 * read "80…"). */
static void
test_link_page_fits (void)
{
  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      {
        g_autofree char *what = g_strdup_printf ("%d×%d at %.0f %%, the Link page", sizes[z][0], sizes[z][1],
                                                 levels[l] * 100);
        UriscopeWindow *window;
        UriscopeLinkPage *page;

        window = window_at (l, z);
        page = uriscope_window_get_link_page (window);
        uriscope_window_set_base (window, "http://example.com/b/c/d;p?q");
        uriscope_window_set_text (window,
                                  "https://user-name:pass@xn--bcher-kva.example-site.com:8080/a/%7Ecfoo/some-long-file-name.html?q=1#f");
        uriscope_window_show_page (window, "link");
        settle (GTK_WIDGET (window));
        assert_inside (window, sizes[z][0], what);
        for (guint r = 0; r < US_LENS_READER_COUNT; r++)
          for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
            {
              GtkLabel *cell = uriscope_link_page_get_cell (page, r, (UsLensField) f);

              if (gtk_widget_get_mapped (GTK_WIDGET (cell)) && pango_layout_is_ellipsized (gtk_label_get_layout (cell)))
                g_error ("%s: \"%s\" cut short", what, gtk_label_get_text (cell));
            }
        destroy_window (GTK_WINDOW (window));
      }
  uriscope_zoom_set_level (zoom, 1.0);
}

static gboolean
is_text_view (GtkWidget    *widget,
              gconstpointer data)
{
  return GTK_IS_TEXT_VIEW (widget);
}

/* At 800×600 and 1024×768, at 100 %, 150 % and 200 %, in the RFC pane
 * beside step 3 of ../../../g (§5.2.2's pseudo-code), "remove_dot_segments"
 * is on one line wherever it comes, where the pane is 30 characters wide
 * (at 100 % it always is): a tester saw "remove_dot_segm" /
 * "ents(T.path)" at 100 % in Spanish, fifteen spaces of indent left of it.
 * The spaces lines start with are drawn narrower in a narrow pane. */
static void
test_rfc_names_whole (void)
{
  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      {
        UriscopeWindow *window;
        UriscopeResolutionSteps *steps;
        GtkTextView *view;
        GtkTextBuffer *buffer;
        GtkTextIter iter, match, match_end;
        guint found = 0;

        window = window_at (l, z);
        steps = uriscope_resolution_page_get_steps (uriscope_window_get_resolution_page (window));
        uriscope_window_set_spec (window, US_SPEC_RFC3986);
        uriscope_window_set_base (window, "http://a/b/c/d;p?q");
        uriscope_window_show_page (window, "resolution");
        uriscope_window_set_text (window, "../../../g");
        uriscope_resolution_steps_set_show_all (steps, FALSE);
        settle (GTK_WIDGET (window));
        for (guint i = 0; i < 2; i++)
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (steps), "steps.next", NULL));
        settle (GTK_WIDGET (window));
        view = GTK_TEXT_VIEW (find_widget (GTK_WIDGET (steps->rfc_pane), is_text_view, NULL));
        g_assert_nonnull (view);
        buffer = gtk_text_view_get_buffer (view);
        gtk_text_buffer_get_start_iter (buffer, &iter);
        while (gtk_text_iter_forward_search (&iter, "remove_dot_segments(", 0, &match, &match_end, NULL))
          {
            GdkRectangle first, second, last;
            GtkTextIter end = match_end, next = match;
            int columns;

            gtk_text_iter_backward_chars (&end, 2);
            gtk_text_iter_forward_char (&next);
            gtk_text_view_get_iter_location (view, &match, &first);
            gtk_text_view_get_iter_location (view, &next, &second);
            gtk_text_view_get_iter_location (view, &end, &last);
            /* A pane of 30 characters holds the pseudo-code's longest
             * run, "remove_dot_segments(T.path);", and its margins; at
             * 800×600 and 200 % it has about 18, and a name longer than
             * that must break. */
            columns = (gtk_widget_get_width (GTK_WIDGET (view)) - 16) / MAX (second.x - first.x, 1);
            if (columns < 30)
              {
                g_test_message ("%d×%d at %.0f %%: a pane of %d characters", sizes[z][0], sizes[z][1],
                                levels[l] * 100, columns);
                found = G_MAXUINT;
                break;
              }
            if (first.y != last.y)
              g_error ("%d×%d at %.0f %%: \"remove_dot_segments\" broken over two lines (at %d and %d px)",
                       sizes[z][0], sizes[z][1], levels[l] * 100, first.y, last.y);
            found++;
            iter = match_end;
          }
        if (found != G_MAXUINT)
          g_test_message ("%d×%d at %.0f %%: %u calls, each on one line", sizes[z][0], sizes[z][1],
                          levels[l] * 100, found);
        g_assert_cmpuint (found, >=, 2);
        /* 100 % at both sizes is wide enough. */
        if (levels[l] <= 1.0)
          g_assert_cmpuint (found, !=, G_MAXUINT);
        destroy_window (GTK_WINDOW (window));
      }
  uriscope_zoom_set_level (zoom, 1.0);
}

/* Zoomed from 100 % to 200 % at 1024×768, the Breakdown page turns its
 * panes, the rule panel below the tree: the tree keeps half the height.
 * The handle was placed during the zoom and GtkPaned scaled it by a stale
 * size: three rows of tree over an empty panel. */
static void
test_tree_half_after_zoom (void)
{
  UriscopeWindow *window;
  UriscopeBreakdownPage *page;
  GtkWidget *turning, *paned;
  int tree, whole;

  uriscope_zoom_set_level (zoom, 1.0);
  window = URISCOPE_WINDOW (uriscope_window_new (NULL));
  page = uriscope_window_get_breakdown_page (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 768);
  gtk_window_present (GTK_WINDOW (window));
  uriscope_window_set_spec (window, US_SPEC_RFC3986);
  uriscope_window_set_text (window, "https://user@www.example.com:8080/path/to/file.html?q=1&r=2#frag");
  uriscope_window_show_page (window, "breakdown");
  settle (GTK_WIDGET (window));
  turning = find_widget (GTK_WIDGET (page), is_turning_paned, NULL);
  g_assert_nonnull (turning);
  g_assert_cmpint (uriscope_turning_paned_get_orientation (URISCOPE_TURNING_PANED (turning)), ==,
                   GTK_ORIENTATION_HORIZONTAL);
  for (double level = 1.25; level <= 2.0; level += 0.25)
    {
      uriscope_zoom_set_level (zoom, level);
      wait_frame (GTK_WIDGET (window));
    }
  settle (GTK_WIDGET (window));
  g_assert_cmpint (uriscope_turning_paned_get_orientation (URISCOPE_TURNING_PANED (turning)), ==,
                   GTK_ORIENTATION_VERTICAL);
  paned = gtk_widget_get_first_child (turning);
  g_assert_true (GTK_IS_PANED (paned));
  tree = gtk_widget_get_height (gtk_paned_get_start_child (GTK_PANED (paned)));
  whole = gtk_widget_get_height (paned);
  g_test_message ("1024×768, zoomed to 200 %%: the tree %d px of %d", tree, whole);
  save_screenshot (GTK_WIDGET (window), "screenshot-breakdown-zoomed-200.png");
  g_assert_cmpint (tree * 5, >=, whole * 2);
  destroy_window (GTK_WINDOW (window));
  uriscope_zoom_set_level (zoom, 1.0);
}

/* At 800×600 and 1024×768, at 100 % and 200 % zoom, ../../../g under
 * RFC 3986 and RFC 2396: at every step the RFC pane's lines of the rule
 * that ran are in its view (a tester saw them below the pane at 200 %,
 * RFC 2396's steps 11 and 14: two wrapped lines of context took the
 * pane's height). */
static void
test_rfc_highlight_in_view (void)
{
  static const UsSpec specs[] = { US_SPEC_RFC3986, US_SPEC_RFC2396 };

  for (guint l = 0; l < G_N_ELEMENTS (levels); l += 2)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      for (guint s = 0; s < G_N_ELEMENTS (specs); s++)
        {
          UriscopeWindow *window;
          UriscopeResolutionSteps *steps;
          GtkTextView *view;
          GtkTextTag *ran;
          guint n, highlighted = 0;

          window = window_at (l, z);
          steps = uriscope_resolution_page_get_steps (uriscope_window_get_resolution_page (window));
          uriscope_window_set_spec (window, specs[s]);
          uriscope_window_set_base (window, "http://a/b/c/d;p?q");
          uriscope_window_show_page (window, "resolution");
          uriscope_window_set_text (window, "../../../g");
          wait_frame (GTK_WIDGET (window));
          n = uriscope_resolution_steps_get_n_steps (steps);
          g_assert_cmpuint (n, >, 10);
          view = GTK_TEXT_VIEW (find_widget (GTK_WIDGET (steps->rfc_pane), is_text_view, NULL));
          g_assert_nonnull (view);
          ran = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (gtk_text_view_get_buffer (view)), "ran");
          g_assert_nonnull (ran);
          for (guint i = 0; i < n; i++)
            {
              g_autofree char *lines = NULL;
              gboolean in_view;
              guint not_drawn;

              uriscope_resolution_steps_set_current (steps, i);
              /* The pane scrolls again on the next frames. */
              for (guint f = 0; f < 10; f++)
                wait_frame (GTK_WIDGET (window));
              lines = uriscope_resolution_steps_dup_highlighted (steps);
              if (lines == NULL || *lines == '\0')
                continue;
              highlighted++;
              in_view = uriscope_rfc_pane_highlight_in_view (steps->rfc_pane);
              g_test_message ("%d×%d at %.0f %%, %s, step %u of %u: the rule's lines %s", sizes[z][0],
                              sizes[z][1], levels[l] * 100, us_spec_to_string (specs[s]), i + 1, n,
                              in_view ? "in view" : "OUT OF VIEW");
              if (!in_view)
                save_screenshot (GTK_WIDGET (window), "screenshot-rfc-highlight-failure.png");
              g_assert_true (in_view);
              /* and every paragraph highlighted is drawn so (GTK 4.8 drew
               * only the first of a range tagged in one call) */
              not_drawn = paragraphs_not_drawn (view, ran);
              if (not_drawn > 0)
                save_screenshot (GTK_WIDGET (window), "screenshot-rfc-highlight-failure.png");
              g_assert_cmpuint (not_drawn, ==, 0);
            }
          g_assert_cmpuint (highlighted, >, 0);
          destroy_window (GTK_WINDOW (window));
        }
  uriscope_zoom_set_level (zoom, 1.0);
}

/* At 800×600 and 1024×768, at 100 %, 150 % and 200 % zoom, the copy
 * buttons of a reference with every component lie above the spec badges:
 * a GtkFlowBox asked for one row and, given less width, drew its fifth
 * button over the badges (a tester saw "consulta" on "RFC 2396: válida"). */
static void
test_copy_buttons_above_badges (void)
{
  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      {
        UriscopeWindow *window;
        GtkWidget *badges, *button;
        graphene_rect_t badge_bounds, button_bounds;
        guint shown = 0;

        window = window_at (l, z);
        uriscope_window_set_spec (window, US_SPEC_RFC3986);
        uriscope_window_set_text (window, "HTTP://Example.COM:80/a/./b/../c/%7euser?q#frag");
        wait_frame (GTK_WIDGET (window));
        wait_frame (GTK_WIDGET (window));
        badges = GTK_WIDGET (uriscope_window_get_spec_badges (window));
        button = find_widget (GTK_WIDGET (window), has_action, "win.copy-component");
        g_assert_nonnull (button);
        if (!gtk_widget_is_drawable (badges))
          {
            /* folded away in the compact layout: nothing to overlap */
            destroy_window (GTK_WINDOW (window));
            continue;
          }
        g_assert_true (gtk_widget_compute_bounds (badges, GTK_WIDGET (window), &badge_bounds));
        for (button = gtk_widget_get_first_child (gtk_widget_get_parent (button)); button != NULL;
             button = gtk_widget_get_next_sibling (button))
          {
            if (!gtk_widget_is_drawable (button))
              continue;
            shown++;
            g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (window), &button_bounds));
            g_test_message ("%d×%d at %.0f %%: a copy button's bottom at %.0f, the badges' top at %.0f", sizes[z][0],
                            sizes[z][1], levels[l] * 100, button_bounds.origin.y + button_bounds.size.height,
                            badge_bounds.origin.y);
            g_assert_cmpfloat (button_bounds.origin.y + button_bounds.size.height, <=, badge_bounds.origin.y);
          }
        g_assert_cmpuint (shown, ==, 5);
        destroy_window (GTK_WINDOW (window));
      }
  uriscope_zoom_set_level (zoom, 1.0);
}

static gboolean
is_main_menu_button (GtkWidget    *widget,
                     gconstpointer data)
{
  return GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget));
}

/* The targets of the items of @menu (and its sections and submenus)
 * whose action is @action, into @targets. */
static void
collect_targets (GMenuModel *menu,
                 const char *action,
                 GPtrArray  *targets)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuLinkIter) links = NULL;
      GVariant *target;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action) &&
          (target = g_menu_model_get_item_attribute_value (menu, i, G_MENU_ATTRIBUTE_TARGET, NULL)) != NULL)
        g_ptr_array_add (targets, target);
      links = g_menu_model_iterate_item_links (menu, i);
      while (g_menu_link_iter_next (links))
        {
          g_autoptr(GMenuModel) linked = g_menu_link_iter_get_value (links);

          collect_targets (linked, action, targets);
        }
    }
}

static GPtrArray *
menu_targets (UriscopeWindow *window,
              const char     *action)
{
  GtkWidget *button = find_widget (GTK_WIDGET (window), is_main_menu_button, NULL);
  GPtrArray *targets = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);

  g_assert_nonnull (button);
  collect_targets (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button)), action, targets);
  return targets;
}

/* Every example of the Examples menu, on every page, at 100 % and 200 %;
 * every example of the Resolution Examples menu on the Resolution page, at
 * its last step, at 800×600. */
static void
test_examples_fit (void)
{
  static const char *const pages[] = { "breakdown", "resolution", "normalization", "query", "link" };

  for (guint l = 0; l < G_N_ELEMENTS (levels); l += 2)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      {
        UriscopeWindow *window;
        UriscopeResolutionSteps *steps;
        g_autoptr(GPtrArray) examples = NULL;
        g_autoptr(GPtrArray) rfc_examples = NULL;

        window = window_at (l, z);
        steps = uriscope_resolution_page_get_steps (uriscope_window_get_resolution_page (window));
        wait_frame (GTK_WIDGET (window));
        examples = menu_targets (window, "win.example");
        rfc_examples = menu_targets (window, "win.rfc-example");
        g_assert_cmpuint (examples->len, >=, 10);
        g_assert_cmpuint (rfc_examples->len, >=, 40);

        uriscope_window_set_spec (window, US_SPEC_RFC3986);
        for (guint e = 0; e < examples->len; e++)
          {
            g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), "win.example",
                                                               g_ptr_array_index (examples, e)));
            for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
              {
                g_autofree char *what = g_strdup_printf ("%d×%d at %.0f %%, %s on the %s page", sizes[z][0],
                                                         sizes[z][1], levels[l] * 100,
                                                         g_variant_get_string (g_ptr_array_index (examples, e), NULL),
                                                         pages[p]);

                uriscope_window_show_page (window, pages[p]);
                wait_frame (GTK_WIDGET (window));
                assert_inside (window, sizes[z][0], what);
              }
          }

        uriscope_window_show_page (window, "resolution");
        for (guint e = 0; e < rfc_examples->len && sizes[z][0] == 800; e++)
          {
            GVariant *target = g_ptr_array_index (rfc_examples, e);
            g_autofree char *example = g_variant_print (target, FALSE);
            guint n;

            g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), "win.rfc-example", target));
            n = uriscope_resolution_steps_get_n_steps (steps);
            if (n > 0)
              {
                g_autofree char *what = g_strdup_printf ("%d×%d at %.0f %%, %s, step %u", sizes[z][0],
                                                         sizes[z][1], levels[l] * 100, example, n);

                uriscope_resolution_steps_set_current (steps, n - 1);
                wait_frame (GTK_WIDGET (window));
                assert_inside (window, sizes[z][0], what);
              }
          }
        destroy_window (GTK_WINDOW (window));
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

  g_test_add_func ("/window-width/resolution-fits", test_resolution_fits);
  g_test_add_func ("/window-width/examples-fit", test_examples_fit);
  g_test_add_func ("/window-width/page-tabs-fit", test_page_tabs_fit);
  g_test_add_func ("/window-width/base-whole", test_base_whole);
  g_test_add_func ("/window-width/rule-panel-fits", test_rule_panel_fits);
  g_test_add_func ("/window-width/tree-half-after-zoom", test_tree_half_after_zoom);
  g_test_add_func ("/window-width/rfc-names-whole", test_rfc_names_whole);
  g_test_add_func ("/window-width/link-page-fits", test_link_page_fits);
  g_test_add_func ("/window-width/copy-buttons-above-badges", test_copy_buttons_above_badges);
  g_test_add_func ("/window-width/rfc-highlight-in-view", test_rfc_highlight_in_view);
  status = g_test_run ();
  g_object_unref (zoom);
  return status;
}
