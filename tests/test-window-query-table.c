/* test-window-query-table.c — the window's Query page, under Xvfb
 *
 * Split from test-window.c: the query's name-value pairs as typed, decoded,
 * with their spans and a copy button each, the count, the placeholder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-query-table.h"
#include "uriscope-spec-badges.h"
#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-query-table-private.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-spec-badges-private.h"
#include "uriscope-window-private.h"

/* ---- The query table ------------------------------------------------------ */

static gboolean
is_query_table (GtkWidget     *widget,
                gconstpointer  data)
{
  return URISCOPE_IS_QUERY_TABLE (widget);
}

/* The mapped copy buttons of the query table, in the order of the rows. */
static void
collect_copy_buttons (GtkWidget *widget,
                      GPtrArray *buttons)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "query-copy") && gtk_widget_get_mapped (widget))
    g_ptr_array_add (buttons, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_copy_buttons (child, buttons);
}

/* The rows as "name=value[start,end)" lines. */
static char *
query_rows_text (UriscopeQueryTable *table)
{
  GListModel *rows = uriscope_query_table_get_rows (table);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(UriscopeQueryRow) row = g_list_model_get_item (rows, i);
      gsize start, end;

      uriscope_query_row_get_span (row, &start, &end);
      g_string_append_printf (out, "%s=%s[%" G_GSIZE_FORMAT ",%" G_GSIZE_FORMAT ")\n",
                              uriscope_query_row_get_name (row, NULL), uriscope_query_row_get_value (row, NULL),
                              start, end);
    }
  return g_string_free (out, FALSE);
}

/* The Query page (Alt+4): the query's name-value pairs, decoded, as typed;
 * repeated names kept; a copy button per row copies the decoded value; a
 * line instead when there is no query or no pair; under the WHATWG URL
 * Standard, what searchParams holds. Brought up to date when shown. The
 * window still fits 800×600. */
static void
test_query_table (void)
{
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));
  UriscopeQueryTable *table;
  UriscopeSpecBadges *badges;
  g_autofree char *rows = NULL;
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  int minimum_width, minimum_height, resolution_height;

  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));
  table = URISCOPE_QUERY_TABLE (find_widget (GTK_WIDGET (window), is_query_table, NULL));
  badges = URISCOPE_SPEC_BADGES (uriscope_window_get_spec_badges (window));
  g_assert_nonnull (table);

  uriscope_window_set_text (window, "http://example.com/search");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "query");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpstr (uriscope_window_get_page (window), ==, "query");
  g_assert_cmpstr (uriscope_window_get_page_title (window, "query"), ==, "Query");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (table)));
  g_assert_cmpstr (uriscope_query_table_get_placeholder (table), ==, "The reference has no query.");
  g_assert_null (uriscope_query_table_get_count (table));

  /* Typed a character at a time, after what is there. */
  {
    GtkTextIter iter;

    gtk_text_buffer_get_end_iter (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)), &iter);
    gtk_text_buffer_place_cursor (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)), &iter);
  }
  window_type_text (window, "?q=caf%C3%A9+au+lait&tag=a&tag=b&=x&flag&%zz=100%");
  wait_frame (GTK_WIDGET (window));
  rows = query_rows_text (table);
  g_assert_cmpstr (rows, ==,
                   "q=café au lait[26,45)\n"
                   "tag=a[46,51)\n"
                   "tag=b[52,57)\n"
                   "=x[58,60)\n"
                   "flag=[61,65)\n"
                   "%zz=100%[66,74)\n");
  g_assert_cmpstr (uriscope_query_table_get_count (table), ==, "6 pairs");
  g_assert_null (uriscope_query_table_get_placeholder (table));
  g_assert_nonnull (find_widget (GTK_WIDGET (table), label_contains, "café au lait"));
  g_assert_nonnull (find_widget (GTK_WIDGET (table), label_contains, "6 pairs"));

  /* The copy button of the first row copies its decoded value. */
  collect_copy_buttons (GTK_WIDGET (table), buttons);
  g_assert_cmpuint (buttons->len, >=, 1);
  g_signal_emit_by_name (g_ptr_array_index (buttons, 0), "clicked");
  {
    g_autofree char *copied = clipboard_text (GTK_WIDGET (window));

    g_assert_cmpstr (copied, ==, "café au lait");
  }

  /* More keystrokes: the rows before the change are the same rows. */
  {
    GListModel *model = uriscope_query_table_get_rows (table);
    g_autoptr(UriscopeQueryRow) first = g_list_model_get_item (model, 0);
    g_autoptr(UriscopeQueryRow) again = NULL;
    g_autoptr(UriscopeQueryRow) last = NULL;

    window_type_text (window, "&tag=c");
    g_assert_cmpuint (g_list_model_get_n_items (model), ==, 7);
    again = g_list_model_get_item (model, 0);
    last = g_list_model_get_item (model, 6);
    g_assert_true (again == first);
    g_assert_cmpstr (uriscope_query_row_get_value (last, NULL), ==, "c");
  }

  /* The window still fits 800×600 on this page, which needs no more
   * height than the resolution page (with a problem listed, every page but
   * the breakdown needs more than 600). */
  uriscope_window_set_text (window, "http://example.com/search?q=caf%C3%A9+au+lait&tag=a&tag=b&=x&flag&n=%E2%9C%93");
  uriscope_window_show_page (window, "resolution");
  wait_frame (GTK_WIDGET (window));
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, 800, &resolution_height, NULL, NULL, NULL);
  uriscope_window_show_page (window, "query");
  /* back to 800×600: with the problems above, it had grown */
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  wait_frame (GTK_WIDGET (window));
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum_width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, 800, &minimum_height, NULL, NULL, NULL);
  g_test_message ("minimum size on the query page: %d×%d (resolution page: %d high); window %d×%d",
                  minimum_width, minimum_height, resolution_height,
                  gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_cmpint (minimum_width, <=, 800);
  g_assert_cmpint (minimum_height, <=, 600);
  g_assert_cmpint (minimum_height, <=, resolution_height);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 800);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, 600);
  g_assert_cmpstr (uriscope_query_table_get_count (table), ==, "6 pairs");
  save_screenshot (GTK_WIDGET (window), "screenshot-query.png");

  /* A query with no pair: a line says so. */
  uriscope_window_set_text (window, "http://example.com/?&&");
  wait_idle ();
  g_assert_cmpuint (g_list_model_get_n_items (uriscope_query_table_get_rows (table)), ==, 0);
  g_assert_cmpstr (uriscope_query_table_get_placeholder (table), ==, "The query holds no name-value pair.");

  /* Under the WHATWG URL Standard: the tab the browser drops is not in the
   * name; a link a browser refuses has no query (nor search parameters). */
  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_WHATWG), "clicked");
  uriscope_window_set_text (window, "http://h/?a\t=1&b=%41+%2B");
  wait_idle ();
  g_clear_pointer (&rows, g_free);
  rows = query_rows_text (table);
  g_assert_cmpstr (rows, ==, "a=1[10,14)\nb=A +[15,24)\n");
  uriscope_window_set_text (window, "http://h:99999/?a=1");
  wait_idle ();
  g_assert_cmpuint (g_list_model_get_n_items (uriscope_query_table_get_rows (table)), ==, 0);
  g_assert_cmpstr (uriscope_query_table_get_placeholder (table), ==, "The reference has no query.");

  /* Under RFC 1808, the ";params" are not the query. */
  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_RFC1808), "clicked");
  uriscope_window_set_text (window, "http://h/p;x=1?y=2&y=3");
  wait_idle ();
  g_clear_pointer (&rows, g_free);
  rows = query_rows_text (table);
  g_assert_cmpstr (rows, ==, "y=2[15,18)\ny=3[19,22)\n");

  /* Not shown, not updated; shown again, up to date. */
  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_RFC3986), "clicked");
  uriscope_window_show_page (window, "breakdown");
  wait_frame (GTK_WIDGET (window));
  uriscope_window_set_text (window, "http://h/?z=26");
  wait_idle ();
  {
    g_autoptr(UriscopeQueryRow) row = g_list_model_get_item (uriscope_query_table_get_rows (table), 0);

    g_assert_cmpstr (uriscope_query_row_get_name (row, NULL), ==, "y");
  }
  uriscope_window_show_page (window, "query");
  wait_frame (GTK_WIDGET (window));
  g_clear_pointer (&rows, g_free);
  rows = query_rows_text (table);
  g_assert_cmpstr (rows, ==, "z=26[10,14)\n");
  g_assert_cmpstr (uriscope_query_table_get_count (table), ==, "1 pair");
  uriscope_window_show_page (window, "breakdown");
  destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/window/query-table", test_query_table);
  return g_test_run ();
}
