/* test-window-breakdown.c — the field's tags and the Breakdown page, under Xvfb
 *
 * Split from test-window.c. The tags in the field are the core's
 * diagnostics (byte offsets turned into character offsets, non-ASCII
 * included), and the field draws an error's dots under its characters
 * alone; the tree's rows are the core's nodes, selecting a row
 * highlights its span and moving the cursor selects the node there; typing
 * keeps the tree's rows and its selection, and the tree unfolded follows
 * every keystroke under several specs; every cell shown says what the new
 * parse says of its node after a paste or a keystroke, and a row whose
 * text and span stayed is not told anything; at most 200 problems are listed; a
 * long reference, or a short one with thousands of problems, is shown a
 * part at a time, each part tagged as the core says. Screenshots of a
 * dense reference and of a typed tree are written to the build directory.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-spec-badges.h"
#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-breakdown-page-private.h"
#include "uriscope-problems-list-private.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-spec-badges-private.h"
#include "uriscope-window-private.h"

/* The tree's rows, each unfolded as it comes, as "depth rule [start, end)"
 * lines in the order shown. */
static char *
tree_rows_text (UriscopeWindow *window)
{
  GListModel *rows = gtk_single_selection_get_model (uriscope_breakdown_page_get_selection (uriscope_window_get_breakdown_page (window)));
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(GtkTreeListRow) row = g_list_model_get_item (rows, i);
      g_autoptr(GObject) node = gtk_tree_list_row_get_item (row);
      g_autofree char *rule = NULL;
      g_autofree char *span = NULL;

      gtk_tree_list_row_set_expanded (row, TRUE);
      g_object_get (node, "rule", &rule, "span", &span, NULL);
      g_string_append_printf (out, "%u %s %s\n", gtk_tree_list_row_get_depth (row), rule, span);
    }
  return g_string_free (out, FALSE);
}

/* The core's nodes in pre-order, as tree_rows_text() gives rows. */
static char *
node_rows_text (UsResult *result)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; result != NULL && i < us_result_get_n_nodes (result); i++)
    {
      const UsNode *node = us_result_get_node (result, i);
      guint depth = 0;

      for (guint p = i; us_result_get_node (result, p)->parent != US_NO_NODE; p = us_result_get_node (result, p)->parent)
        depth++;
      g_string_append_printf (out, "%u %s [%" G_GSIZE_FORMAT ", %" G_GSIZE_FORMAT ")\n",
                              depth, us_rule_name (node->rule), node->start, node->end);
    }
  return g_string_free (out, FALSE);
}

static void
test_tags_match_diagnostics (void)
{
  const char *inputs[] = {
    "http://exa mple.com/a b?q=|#x",
    "http://münchen.de/Оля?q=é|",
    "1a:b:c",
    "http://[::1/x",
    "日本/a b",
  };
  UriscopeWindow *window = window_new_shown ();

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      g_autofree char *got = NULL;
      g_autofree char *want = NULL;

      uriscope_window_set_text (window, inputs[i]);
      wait_idle ();
      got = tagged_ranges (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)), "error");
      want = expected_ranges (uriscope_window_get_result (window), US_SEVERITY_ERROR, G_MAXSIZE);
      g_test_message ("%s", inputs[i]);
      g_assert_cmpstr (got, ==, want);
      g_assert_cmpstr (got, !=, "");
    }
  destroy_window (GTK_WINDOW (window));
}

/* Adds to @xs the horizontal centre of each colour node of @color under
 * @node (and to @ys, if given, the vertical one), @dx and @dy its offset
 * (the field's nodes are translations, clips and containers). */
static void
collect_dots_at (GskRenderNode *node,
                 float          dx,
                 float          dy,
                 const GdkRGBA *color,
                 GArray        *xs,
                 GArray        *ys)
{
  graphene_rect_t bounds;

  switch ((int) gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        collect_dots_at (gsk_container_node_get_child (node, i), dx, dy, color, xs, ys);
      break;
    case GSK_TRANSFORM_NODE:
      {
        float x = 0, y = 0;

        if (gsk_transform_get_category (gsk_transform_node_get_transform (node)) >= GSK_TRANSFORM_CATEGORY_2D_TRANSLATE)
          gsk_transform_to_translate (gsk_transform_node_get_transform (node), &x, &y);
        collect_dots_at (gsk_transform_node_get_child (node), dx + x, dy + y, color, xs, ys);
      }
      break;
    case GSK_CLIP_NODE:
      collect_dots_at (gsk_clip_node_get_child (node), dx, dy, color, xs, ys);
      break;
    case GSK_ROUNDED_CLIP_NODE:
      collect_dots_at (gsk_rounded_clip_node_get_child (node), dx, dy, color, xs, ys);
      break;
    case GSK_DEBUG_NODE:
      collect_dots_at (gsk_debug_node_get_child (node), dx, dy, color, xs, ys);
      break;
    case GSK_OPACITY_NODE:
      collect_dots_at (gsk_opacity_node_get_child (node), dx, dy, color, xs, ys);
      break;
    case GSK_COLOR_NODE:
      if (gdk_rgba_equal (gsk_color_node_get_color (node), color))
        {
          float x, y;

          gsk_render_node_get_bounds (node, &bounds);
          x = dx + bounds.origin.x + bounds.size.width / 2;
          y = dy + bounds.origin.y + bounds.size.height / 2;
          g_array_append_val (xs, x);
          if (ys != NULL)
            g_array_append_val (ys, y);
        }
      break;
    default:
      break;
    }
}

static void
collect_dots (GskRenderNode *node,
              float          dx,
              const GdkRGBA *color,
              GArray        *xs)
{
  collect_dots_at (node, dx, 0, color, xs, NULL);
}

/* An error's dotted underline is drawn by the field itself (GTK 4.8's
 * costs 200,000 instructions a run): dots in the error colour under the
 * bad characters and nowhere else; none for a reference without errors. */
static void
test_error_dots (void)
{
  UriscopeWindow *window = window_new_shown ();
  GtkTextView *view = uriscope_reference_field_get_view (uriscope_window_get_reference_field (window));
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
  GtkTextTag *error = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), "error");
  const char *inputs[] = { "http://example.com/ab", "http://example.com/a b|c" };

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      g_autoptr(GdkRGBA) color = NULL;
      g_autoptr(GArray) xs = g_array_new (FALSE, FALSE, sizeof (float));
      g_autoptr(GskRenderNode) node = NULL;
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      guint under_space = 0, under_bar = 0;

      uriscope_window_set_text (window, inputs[i]);
      wait_idle ();
      wait_frame (GTK_WIDGET (window));
      g_object_get (error, "underline-rgba", &color, NULL);
      g_assert_nonnull (color);
      GTK_WIDGET_GET_CLASS (view)->snapshot (GTK_WIDGET (view), snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      g_assert_nonnull (node);
      collect_dots (node, 0, color, xs);
      g_test_message ("%s: %u dots", inputs[i], xs->len);
      if (i == 0)
        {
          g_assert_cmpuint (xs->len, ==, 0);
          continue;
        }
      for (guint k = 0; k < xs->len; k++)
        {
          float x = g_array_index (xs, float, k);
          gboolean placed = FALSE;

          for (int offset = 20; offset <= 22; offset += 2)
            {
              GtkTextIter iter;
              GdkRectangle where;
              int wx, wy;

              gtk_text_buffer_get_iter_at_offset (buffer, &iter, offset);
              gtk_text_view_get_iter_location (view, &iter, &where);
              gtk_text_view_buffer_to_window_coords (view, GTK_TEXT_WINDOW_WIDGET, where.x, where.y, &wx, &wy);
              if (x >= wx && x <= wx + where.width)
                {
                  placed = TRUE;
                  if (offset == 20)
                    under_space++;
                  else
                    under_bar++;
                }
            }
          g_assert_true (placed);
        }
      g_assert_cmpuint (under_space, >, 0);
      g_assert_cmpuint (under_bar, >, 0);
    }
  destroy_window (GTK_WINDOW (window));
}

/* A long reference is one paragraph: the field draws its marks (the
 * outlines, the dots, the chips) on the display lines in sight only. It
 * walked the whole paragraph at each frame of the cursor's blink, and a
 * 20,000-character host kept a processor busy. */
static void
test_marks_in_sight (void)
{
  UriscopeWindow *window = window_new_shown ();
  GtkTextView *view = uriscope_reference_field_get_view (uriscope_window_get_reference_field (window));
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
  GtkTextTag *error = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), "error");
  GString *text = g_string_new ("http://example.com/");
  g_autoptr(GdkRGBA) color = NULL;
  g_autoptr(GArray) xs = g_array_new (FALSE, FALSE, sizeof (float));
  g_autoptr(GArray) ys = g_array_new (FALSE, FALSE, sizeof (float));
  g_autoptr(GskRenderNode) node = NULL;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GdkRectangle visible, line, last;
  GtkTextIter iter;
  guint outside = 0;

  for (guint i = 0; i < 1000; i++)
    g_string_append (text, "a b");
  uriscope_window_set_text (window, text->str);
  g_string_free (text, TRUE);
  wait_idle ();
  wait_frame (GTK_WIDGET (window));
  /* the text is taller than the field: most of it is out of sight */
  gtk_text_view_get_visible_rect (view, &visible);
  gtk_text_buffer_get_start_iter (buffer, &iter);
  gtk_text_view_get_iter_location (view, &iter, &line);
  gtk_text_buffer_get_end_iter (buffer, &iter);
  gtk_text_view_get_iter_location (view, &iter, &last);
  g_assert_cmpint (last.y, >, visible.y + visible.height + 4 * line.height);
  g_object_get (error, "underline-rgba", &color, NULL);
  g_assert_nonnull (color);
  GTK_WIDGET_GET_CLASS (view)->snapshot (GTK_WIDGET (view), snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  collect_dots_at (node, 0, 0, color, xs, ys);
  for (guint k = 0; k < ys->len; k++)
    if (g_array_index (ys, float, k) > gtk_widget_get_height (GTK_WIDGET (view)) + 2 * line.height)
      outside++;
  g_test_message ("%u dots, %u far below the field (%d px tall)", ys->len, outside,
                  gtk_widget_get_height (GTK_WIDGET (view)));
  g_assert_cmpuint (ys->len, >, 10);
  g_assert_cmpuint (outside, ==, 0);
  destroy_window (GTK_WINDOW (window));
}

static void
test_tree_and_selection (void)
{
  UriscopeWindow *window = window_new_shown ();
  GtkSingleSelection *selection = uriscope_breakdown_page_get_selection (uriscope_window_get_breakdown_page (window));
  GListModel *rows;
  UsResult *result;
  g_autofree char *selected = NULL;
  GtkTextIter iter;

  uriscope_window_set_text (window, "http://é.com/a%20b?q");
  wait_idle ();
  result = uriscope_window_get_result (window);
  rows = gtk_single_selection_get_model (selection);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, us_result_get_n_nodes (result));

  /* Selecting the pct-encoded row highlights its three characters. */
  for (guint i = 0; i < us_result_get_n_nodes (result); i++)
    if (us_result_get_node (result, i)->rule == US_RULE_3986_PCT_ENCODED)
      gtk_single_selection_set_selected (selection, i);
  wait_idle ();
  selected = tagged_ranges (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)), "selected-node");
  /* "http://é.com/a" is 14 characters. */
  g_assert_cmpstr (selected, ==, "14-17 ");

  /* Moving the cursor onto the "q" selects the query. */
  gtk_text_buffer_get_iter_at_offset (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)), &iter, 19);
  gtk_text_buffer_place_cursor (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)), &iter);
  wait_idle ();
  g_assert_cmpuint (gtk_single_selection_get_selected (selection), ==,
                    us_result_find_rule (result, US_RULE_3986_QUERY));
  destroy_window (GTK_WINDOW (window));
}

/* Typing keeps the tree's objects, so its rows, and the selection. */
static void
test_tree_kept_while_typing (void)
{
  UriscopeWindow *window = window_new_shown ();
  GtkSingleSelection *selection = uriscope_breakdown_page_get_selection (uriscope_window_get_breakdown_page (window));
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
  GListModel *rows = gtk_single_selection_get_model (selection);
  g_autoptr(GtkTreeListRow) root_row = NULL;
  g_autoptr(GObject) root_before = NULL;
  g_autoptr(GObject) root_after = NULL;
  g_autoptr(GObject) query_before = NULL;
  g_autofree char *highlighted = NULL;
  GtkTreeListRow *selected;
  guint query;
  GtkTextIter end;

  uriscope_window_set_text (window, "http://a/b?q");
  wait_idle ();
  root_row = g_list_model_get_item (rows, 0);
  root_before = gtk_tree_list_row_get_item (root_row);
  query = us_result_find_rule (uriscope_window_get_result (window), US_RULE_3986_QUERY);
  gtk_single_selection_set_selected (selection, query);
  wait_idle ();
  query_before = gtk_tree_list_row_get_item (gtk_single_selection_get_selected_item (selection));

  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert (buffer, &end, "r", 1);
  wait_idle ();
  g_clear_object (&root_row);
  root_row = g_list_model_get_item (rows, 0);
  root_after = gtk_tree_list_row_get_item (root_row);
  g_assert_true (root_after == root_before);
  selected = gtk_single_selection_get_selected_item (selection);
  g_assert_nonnull (selected);
  {
    g_autoptr(GObject) query_after = gtk_tree_list_row_get_item (selected);

    g_assert_true (query_after == query_before);
  }
  /* The highlight follows the node: "qr" is characters 11–13. */
  highlighted = tagged_ranges (buffer, "selected-node");
  g_assert_cmpstr (highlighted, ==, "11-13 ");
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, us_result_get_n_nodes (uriscope_window_get_result (window)));

  /* A new segment is a new row, in its place. */
  gtk_text_buffer_get_iter_at_offset (buffer, &end, 10);
  gtk_text_buffer_insert (buffer, &end, "/c", 2);
  wait_idle ();
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, us_result_get_n_nodes (uriscope_window_get_result (window)));
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(GtkTreeListRow) row = g_list_model_get_item (rows, i);
      g_autoptr(GObject) node = gtk_tree_list_row_get_item (row);
      g_autofree char *rule = NULL;

      g_object_get (node, "rule", &rule, NULL);
      g_assert_cmpstr (rule, ==, us_rule_name (us_result_get_node (uriscope_window_get_result (window), i)->rule));
    }
  destroy_window (GTK_WINDOW (window));
}

/* Adds to @cells the tree's cells bound to a row: the widgets set up with
 * their list item (uriscope-tree.c), the rule's expander and the labels. */
static void
collect_cells (GtkWidget *widget,
               GPtrArray *cells)
{
  if (g_object_get_data (G_OBJECT (widget), "uriscope-list-item") != NULL)
    g_ptr_array_add (cells, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_cells (child, cells);
}

/* Asserts that every bound cell of the tree shows what the window's
 * result says of the node of its row (rows are nodes in pre-order, the
 * tree unfolded): its rule, its text and "[start, end)". Returns the
 * number of cells checked. */
static guint
assert_cells_match_result (UriscopeWindow *window)
{
  GtkColumnView *tree = uriscope_breakdown_page_get_tree (uriscope_window_get_breakdown_page (window));
  UsResult *result = uriscope_window_get_result (window);
  const char *input = us_result_get_input (result, NULL);
  g_autoptr(GPtrArray) cells = g_ptr_array_new ();
  guint checked = 0;

  wait_frame (GTK_WIDGET (window));
  collect_cells (GTK_WIDGET (tree), cells);
  for (guint i = 0; i < cells->len; i++)
    {
      GtkWidget *cell = g_ptr_array_index (cells, i);
      GtkListItem *item = g_object_get_data (G_OBJECT (cell), "uriscope-list-item");
      guint position = gtk_list_item_get_position (item);
      const UsNode *node;
      g_autofree char *span = NULL;
      g_autofree char *text = NULL;
      const char *shown;

      /* Widgets kept for reuse, bound to no row, show nothing. */
      if (gtk_list_item_get_item (item) == NULL || !gtk_widget_get_mapped (cell))
        continue;
      g_assert_cmpuint (position, <, us_result_get_n_nodes (result));
      node = us_result_get_node (result, position);
      span = g_strdup_printf ("[%" G_GSIZE_FORMAT ", %" G_GSIZE_FORMAT ")", node->start, node->end);
      /* As uriscope-node.c shows it: 200 characters at most. */
      text = us_quote (input + node->start, node->end - node->start, 200);
      if (GTK_IS_TREE_EXPANDER (cell))
        shown = gtk_label_get_label (GTK_LABEL (gtk_tree_expander_get_child (GTK_TREE_EXPANDER (cell))));
      else
        shown = gtk_label_get_label (GTK_LABEL (cell));
      /* The cells of a row are its columns in order: rule, text, bytes. */
      if (GTK_IS_TREE_EXPANDER (cell))
        g_assert_cmpstr (shown, ==, us_rule_name (node->rule));
      else if (gtk_widget_get_prev_sibling (gtk_widget_get_parent (cell)) != NULL &&
               gtk_widget_get_next_sibling (gtk_widget_get_parent (cell)) == NULL)
        g_assert_cmpstr (shown, ==, span);
      else
        g_assert_cmpstr (shown, ==, text);
      checked++;
    }
  return checked;
}

/* Counts in @told the notifications of each node. */
static void
count_notify_cb (GObject    *node,
                 GParamSpec *pspec,
                 GHashTable *told)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (told, node));

  g_hash_table_insert (told, g_object_ref (node), GUINT_TO_POINTER (n + 1));
}

/* A kept row shows its node as the new parse has it: after a paste that
 * drops the userinfo, the host's row is the same row and says where the
 * host is now, and so do the rows after a character typed in the middle. */
static void
test_tree_cells_follow_spans (void)
{
  UriscopeWindow *window = window_new_shown ();
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
  GtkTextIter iter;

  uriscope_window_set_text (window, "https://bob:pw@example.com/x");
  wait_idle ();
  g_assert_cmpuint (assert_cells_match_result (window), >=, 3 * 8);
  uriscope_window_set_text (window, "https://example.com/y");
  wait_idle ();
  g_assert_cmpuint (assert_cells_match_result (window), >=, 3 * 8);

  /* A character typed in the middle of the host: the spans after it
   * move by one. */
  gtk_text_buffer_get_iter_at_offset (buffer, &iter, 12);
  gtk_text_buffer_insert (buffer, &iter, "z", 1);
  wait_idle ();
  g_assert_cmpstr (us_result_get_input (uriscope_window_get_result (window), NULL), ==, "https://examzple.com/y");
  g_assert_cmpuint (assert_cells_match_result (window), >=, 3 * 8);

  /* A character typed at the end: the rows whose text and span stay
   * (the scheme, the authority and the host's) are not told anything. */
  {
    UsResult *before = us_result_ref (uriscope_window_get_result (window));
    g_autoptr(GHashTable) told = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);
    g_autoptr(GPtrArray) nodes = g_ptr_array_new_with_free_func (g_object_unref);
    GListModel *rows = gtk_single_selection_get_model (uriscope_breakdown_page_get_selection (uriscope_window_get_breakdown_page (window)));
    guint kept = 0, changed = 0;

    for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
      {
        g_autoptr(GtkTreeListRow) row = g_list_model_get_item (rows, i);
        GObject *node = gtk_tree_list_row_get_item (row);

        g_ptr_array_add (nodes, node);
        g_signal_connect (node, "notify", G_CALLBACK (count_notify_cb), told);
      }
    gtk_text_buffer_get_end_iter (buffer, &iter);
    gtk_text_buffer_insert (buffer, &iter, "w", 1);
    wait_idle ();
    g_assert_cmpuint (assert_cells_match_result (window), >=, 3 * 8);
    g_assert_cmpuint (nodes->len, ==, us_result_get_n_nodes (uriscope_window_get_result (window)));
    for (guint i = 0; i < nodes->len; i++)
      {
        GObject *node = g_ptr_array_index (nodes, i);
        const UsNode *a = us_result_get_node (before, i);
        const UsNode *b = us_result_get_node (uriscope_window_get_result (window), i);
        gboolean same = a->start == b->start && a->end == b->end;

        g_signal_handlers_disconnect_by_func (node, count_notify_cb, told);
        g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (told, node)), ==, same ? 0 : 2);
        kept += same;
        changed += !same;
      }
    g_assert_cmpuint (kept, >=, 6);
    g_assert_cmpuint (changed, >=, 4);
    us_result_unref (before);
  }

  /* An "@" typed in the middle of the host makes its start a userinfo:
   * the host's row is kept and says where the host is now, and the rows
   * after it theirs. */
  gtk_text_buffer_get_iter_at_offset (buffer, &iter, 9);
  gtk_text_buffer_insert (buffer, &iter, "@", 1);
  wait_idle ();
  g_assert_cmpstr (us_result_get_input (uriscope_window_get_result (window), NULL), ==, "https://e@xamzple.com/yw");
  g_assert_cmpuint (us_result_find_rule (uriscope_window_get_result (window), US_RULE_3986_USERINFO), !=, US_NO_NODE);
  g_assert_cmpuint (assert_cells_match_result (window), >=, 3 * 9);
  destroy_window (GTK_WINDOW (window));
}

/* Typed key by key from an empty field, under several specs, the tree
 * unfolded shows every node of the core after every keystroke: a row
 * made while its node had no children gains them when the node does. */
static void
test_tree_follows_typing (void)
{
  static const char *const references[] = {
    "http://example.com/over/there",
    "foo://user@[::1]:80/a/b?q#f",
    "../a/./b",
    "http://r\xc3\xa9sum\xc3\xa9.example/\xe6\x97\xa5\xe6\x9c\xac?q=\xc3\xa9#\xc3\x9f",
  };
  static const UsSpec specs[] = { US_SPEC_RFC3986, US_SPEC_RFC3987, US_SPEC_RFC2396, US_SPEC_RFC1738 };
  UriscopeWindow *window = window_new_shown ();
  UriscopeSpecBadges *badges = URISCOPE_SPEC_BADGES (uriscope_window_get_spec_badges (window));
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));

  for (guint s = 0; s < G_N_ELEMENTS (specs); s++)
    {
      g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, specs[s]), "clicked");
      for (guint r = 0; r < G_N_ELEMENTS (references); r++)
        {
          uriscope_window_set_text (window, "");
          wait_idle ();
          for (const char *p = references[r]; *p != '\0'; p = g_utf8_next_char (p))
            {
              g_autofree char *rows = NULL;
              g_autofree char *nodes = NULL;
              GtkTextIter end;

              gtk_text_buffer_get_end_iter (buffer, &end);
              gtk_text_buffer_insert (buffer, &end, p, (int) (g_utf8_next_char (p) - p));
              wait_idle ();
              rows = tree_rows_text (window);
              nodes = node_rows_text (uriscope_window_get_result (window));
              if (g_strcmp0 (rows, nodes) != 0)
                g_test_message ("%s, typed “%.*s”", us_spec_title (specs[s]),
                                (int) (g_utf8_next_char (p) - references[r]), references[r]);
              g_assert_cmpstr (rows, ==, nodes);
            }
        }
    }
  /* The first one typed again under RFC 3986, for a look. */
  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_RFC3986), "clicked");
  uriscope_window_set_text (window, "");
  for (const char *p = references[0]; *p != '\0'; p++)
    {
      GtkTextIter end;

      gtk_text_buffer_get_end_iter (buffer, &end);
      gtk_text_buffer_insert (buffer, &end, p, 1);
      wait_idle ();
    }
  wait_frame (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-typed-tree.png");
  destroy_window (GTK_WINDOW (window));
}

/* At most 200 problems are listed, then a count; rows go as problems go. */
static void
test_many_diagnostics (void)
{
  UriscopeWindow *window = window_new_shown ();
  GString *text = g_string_new ("http://a/");

  for (guint i = 0; i < 300; i++)
    g_string_append (text, "a b");
  uriscope_window_set_text (window, text->str);
  wait_idle ();
  g_assert_cmpuint (us_result_get_n_diagnostics (uriscope_window_get_result (window)), >=, 300);
  g_assert_cmpuint (count_rows (uriscope_problems_list_get_list_box (uriscope_window_get_problems_list (window))), ==, 201);
  uriscope_window_set_text (window, "http://a/a b");
  wait_idle ();
  g_assert_cmpuint (count_rows (uriscope_problems_list_get_list_box (uriscope_window_get_problems_list (window))), ==, 1);
  uriscope_window_set_text (window, "http://a/");
  wait_idle ();
  g_assert_cmpuint (count_rows (uriscope_problems_list_get_list_box (uriscope_window_get_problems_list (window))), ==, 0);
  g_string_free (text, TRUE);
  destroy_window (GTK_WINDOW (window));
}

/* A long reference: the field holds a part, everything else all of it. */
static void
test_long_reference_in_parts (void)
{
  UriscopeWindow *window = window_new_shown ();
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
  GString *text = g_string_new ("http://example.com/");
  g_autofree char *shown = NULL;
  g_autofree char *errors = NULL;
  g_autofree char *want = NULL;
  GtkTextIter start;
  gsize len;
  const char *full;

  while (text->len < 100 * 1024)
    g_string_append (text, text->len % 1000 < 10 ? "é b/" : "segment/");
  uriscope_window_set_text (window, text->str);
  wait_idle ();
  full = uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), &len);
  g_assert_cmpuint (len, ==, text->len);
  g_assert_cmpmem (full, len, text->str, text->len);
  shown = buffer_text (buffer);
  g_assert_cmpuint (strlen (shown), <=, 4 * 1024);
  g_assert_cmpuint (strlen (shown), >, 4 * 1024 - 4);
  g_assert_true (g_str_has_prefix (text->str, shown));
  /* The error tags in the part are the core's errors that fall in it. */
  errors = tagged_ranges (buffer, "error");
  want = expected_ranges (uriscope_window_get_result (window), US_SEVERITY_ERROR, strlen (shown));
  g_assert_cmpstr (errors, ==, want);
  g_assert_cmpstr (errors, !=, "");

  /* The next part, and an edit in it, land in the right place. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-part", NULL);
  wait_idle ();
  g_free (shown);
  shown = buffer_text (buffer);
  {
    gsize offset = (gsize) (strstr (text->str + 4000, shown) - text->str);

    g_assert_cmpuint (offset, >, 4 * 1024 - 4);
    g_assert_cmpuint (offset, <=, 4 * 1024);
    gtk_text_buffer_get_start_iter (buffer, &start);
    gtk_text_buffer_insert (buffer, &start, "XY", 2);
    wait_idle ();
    full = uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), &len);
    g_assert_cmpuint (len, ==, text->len + 2);
    g_assert_cmpmem (full, offset, text->str, offset);
    g_assert_cmpmem (full + offset, 2, "XY", 2);
    g_assert_cmpmem (full + offset + 2, len - offset - 2, text->str + offset, text->len - offset);
    g_assert_cmpmem (us_result_get_input (uriscope_window_get_result (window), NULL), len, full, len);
  }
  /* A short reference is whole in the field again. */
  uriscope_window_set_text (window, "http://a/b");
  wait_idle ();
  g_free (shown);
  shown = buffer_text (buffer);
  g_assert_cmpstr (shown, ==, "http://a/b");
  g_string_free (text, TRUE);
  /* Over the core's cap, the window says so rather than showing nothing. */
  {
    g_autofree char *huge = g_strnfill (US_MAX_INPUT + 1, 'a');

    uriscope_window_set_text (window, huge);
    wait_idle ();
    g_assert_null (uriscope_window_get_result (window));
    g_assert_nonnull (strstr (adw_window_title_get_subtitle (uriscope_window_get_title (window)),
                              "Uriscope reads at most 8388608 bytes"));
    uriscope_window_set_text (window, "http://a/b");
    wait_idle ();
  }
  destroy_window (GTK_WINDOW (window));
}

/* A short reference with thousands of problems is shown a part at a time
 * too, each part marking at most 1,000 of them: every one is marked in its
 * part, and a keystroke stays quick (tests/test-window-scaling.c counts
 * it). When the problems are fixed, the field holds all of it again. */
static void
test_dense_problems_in_parts (void)
{
  UriscopeWindow *window = window_new_shown ();
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
  GString *text = g_string_new ("http://a/");
  g_autofree char *shown = NULL;
  g_autofree char *errors = NULL;
  g_autofree char *want = NULL;
  guint in_part = 0;
  gsize len;

  /* 1,600 spaces: 8,000 bytes once each is %20, still whole in the field. */
  while (text->len < 4800)
    g_string_append (text, "a b");
  uriscope_window_set_text (window, text->str);
  wait_idle ();
  g_assert_cmpuint (us_result_get_n_diagnostics (uriscope_window_get_result (window)), >, 1500);
  shown = buffer_text (buffer);
  g_assert_true (g_str_has_prefix (text->str, shown));
  g_assert_cmpuint (strlen (shown), <, text->len);
  g_assert_cmpuint (strlen (shown), >=, 256);
  for (guint i = 0; i < us_result_get_n_diagnostics (uriscope_window_get_result (window)); i++)
    in_part += us_result_get_diagnostic (uriscope_window_get_result (window), i)->end <= strlen (shown);
  g_assert_cmpuint (in_part, <=, 1000);
  g_assert_cmpuint (in_part, >, 100);
  errors = tagged_ranges (buffer, "error");
  want = expected_ranges (uriscope_window_get_result (window), US_SEVERITY_ERROR, strlen (shown));
  g_assert_cmpstr (errors, ==, want);
  {
    g_autofree char *bar = g_strdup_printf ("problems: the field shows bytes 0–%'" G_GSIZE_FORMAT ", a part at a time",
                                            strlen (shown));

    g_assert_nonnull (find_widget (GTK_WIDGET (window), label_contains, bar));
  }
  save_screenshot (GTK_WIDGET (window), "screenshot-dense.png");

  /* The next part follows the first. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.next-part", NULL);
  wait_idle ();
  {
    g_autofree char *next = buffer_text (buffer);

    g_assert_cmpmem (next, strlen (next), text->str + strlen (shown), strlen (next));
  }

  /* Fix All: the whole reference in the field again, one piece. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.fix-all", NULL);
  wait_idle ();
  g_free (shown);
  shown = buffer_text (buffer);
  uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), &len);
  g_assert_cmpuint (strlen (shown), ==, len);
  g_assert_nonnull (strstr (shown, "a%20b"));
  g_string_free (text, TRUE);
  destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/window/tags-match-diagnostics", test_tags_match_diagnostics);
  g_test_add_func ("/window/error-dots", test_error_dots);
  g_test_add_func ("/window/marks-in-sight", test_marks_in_sight);
  g_test_add_func ("/window/tree-and-selection", test_tree_and_selection);
  g_test_add_func ("/window/tree-kept-while-typing", test_tree_kept_while_typing);
  g_test_add_func ("/window/many-diagnostics", test_many_diagnostics);
  g_test_add_func ("/window/long-reference-in-parts", test_long_reference_in_parts);
  g_test_add_func ("/window/dense-problems-in-parts", test_dense_problems_in_parts);
  g_test_add_func ("/window/tree-follows-typing", test_tree_follows_typing);
  g_test_add_func ("/window/tree-cells-follow-spans", test_tree_cells_follow_spans);

  return g_test_run ();
}
