/* test-window.c — the window, driven as a person would, under Xvfb
 *
 * The tags in the field are the core's diagnostics (byte offsets turned
 * into character offsets, non-ASCII included), the tree's rows are the
 * core's nodes, selecting a row highlights its span and moving the cursor
 * selects the node there; resolution shows the RFC's target and the
 * compatible switch changes "http:g"; a Fix applies and undoes; the tree
 * keeps its rows and selection across keystrokes; a long reference is
 * shown a part at a time and bytes the field cannot hold are named; the
 * clipboard works with another X client (xclip); the command line and the
 * settings reach the window. Screenshots of a few inputs are written to the
 * build directory (look at them).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "uriscope-application.h"
#include "uriscope-exercises.h"
#include "uriscope-mask.h"
#include "uriscope-practice-page.h"

#include "uriscope-rule-panel.h"
#include "uriscope-browser-line.h"
#include "uriscope-spec-badges.h"
#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-breakdown-page-private.h"
#include "uriscope-browser-line-private.h"
#include "uriscope-normalization-page-private.h"
#include "uriscope-problems-list-private.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-resolution-page-private.h"
#include "uriscope-resolution-steps-private.h"
#include "uriscope-rule-panel-private.h"
#include "uriscope-spec-badges-private.h"
#include "uriscope-window-private.h"

/* The error ranges the core's diagnostics give, in characters, for the
 * diagnostics ending at or before byte @limit. */
static char *
expected_ranges (UsResult   *result,
                 UsSeverity  severity,
                 gsize       limit)
{
  GString *out = g_string_new (NULL);
  gsize len;
  const char *text = us_result_get_input (result, &len);
  gsize last_end = 0;
  glong last_start = -1;

  for (guint i = 0; i < us_result_get_n_diagnostics (result); i++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (result, i);
      glong s, e;

      if (d->severity != severity || d->end > limit)
        continue;
      s = g_utf8_pointer_to_offset (text, text + d->start);
      e = g_utf8_pointer_to_offset (text, text + d->end);
      /* Adjacent spans merge into one tagged range. */
      if (last_start >= 0 && (gsize) s == last_end)
        {
          g_string_truncate (out, out->len - 1);
          while (out->len > 0 && out->str[out->len - 1] != '-')
            g_string_truncate (out, out->len - 1);
          g_string_append_printf (out, "%ld ", e);
        }
      else
        g_string_append_printf (out, "%ld-%ld ", s, e);
      last_start = s;
      last_end = (gsize) e;
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

static void
test_resolution (void)
{
  UriscopeWindow *window = window_new_shown ();

  /* The page is brought up to date when shown, as a person would see it. */
  uriscope_window_show_page (window, "resolution");
  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  uriscope_window_set_compat (window, FALSE);
  uriscope_window_set_text (window, "../g");
  wait_idle ();
  g_assert_cmpstr (uriscope_resolution_page_get_target_text (uriscope_window_get_resolution_page (window)), ==, "http://a/b/g");

  uriscope_window_set_text (window, "http:g");
  wait_idle ();
  g_assert_cmpstr (uriscope_resolution_page_get_target_text (uriscope_window_get_resolution_page (window)), ==, "http:g");
  uriscope_window_set_compat (window, TRUE);
  wait_idle ();
  g_assert_cmpstr (uriscope_resolution_page_get_target_text (uriscope_window_get_resolution_page (window)), ==, "http://a/b/c/g");
  uriscope_window_set_compat (window, FALSE);

  /* The base is marked like the reference: the space, byte 8. */
  uriscope_window_set_base (window, "http://a b/c");
  wait_idle ();
  {
    PangoAttrList *attrs = gtk_entry_get_attributes (uriscope_resolution_page_get_base_entry (uriscope_window_get_resolution_page (window)));
    g_autoptr(PangoAttrIterator) it = NULL;
    PangoAttribute *underline = NULL;

    g_assert_nonnull (attrs);
    it = pango_attr_list_get_iterator (attrs);
    do
      if ((underline = pango_attr_iterator_get (it, PANGO_ATTR_UNDERLINE)) != NULL)
        break;
    while (pango_attr_iterator_next (it));
    g_assert_nonnull (underline);
    g_assert_cmpuint (underline->start_index, ==, 8);
    g_assert_cmpuint (underline->end_index, ==, 9);
    g_assert_nonnull (gtk_widget_get_tooltip_text (GTK_WIDGET (uriscope_resolution_page_get_base_entry (uriscope_window_get_resolution_page (window)))));
  }
  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  wait_idle ();
  g_assert_null (gtk_widget_get_tooltip_text (GTK_WIDGET (uriscope_resolution_page_get_base_entry (uriscope_window_get_resolution_page (window)))));
  destroy_window (GTK_WINDOW (window));
}

/* The first Fix button of the list. */
static GtkButton *
first_fix_button (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkButton *found;

      if (GTK_IS_BUTTON (child))
        return GTK_BUTTON (child);
      if ((found = first_fix_button (child)) != NULL)
        return found;
    }
  return NULL;
}

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

static char *
buffer_text (GtkTextBuffer *buffer)
{
  GtkTextIter a, b;

  gtk_text_buffer_get_bounds (buffer, &a, &b);
  return gtk_text_buffer_get_text (buffer, &a, &b, TRUE);
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

static guint
count_rows (GtkListBox *box)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (box, (int) n) != NULL)
    n++;
  return n;
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
  g_assert_cmpuint (strlen (shown), <=, 8 * 1024);
  g_assert_cmpuint (strlen (shown), >, 8 * 1024 - 4);
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
    gsize offset = (gsize) (strstr (text->str + 8000, shown) - text->str);

    g_assert_cmpuint (offset, >, 8 * 1024 - 4);
    g_assert_cmpuint (offset, <=, 8 * 1024);
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

  while (text->len < 6000)
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

/* Bytes the field cannot hold become U+FFFD, flagged, and are named; a
 * NUL is a control character, shown as its picture "␀" (U+2400). */
static void
test_bytes_replaced (void)
{
  UriscopeWindow *window = window_new_shown ();
  g_autofree char *shown = NULL;
  const char *notice;
  UsResult *result;

  uriscope_window_set_bytes (window, "http://a/\xff\0b", 12);
  wait_idle ();
  shown = buffer_text (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)));
  g_assert_cmpstr (shown, ==, "http://a/\xef\xbf\xbd\xe2\x90\x80" "b");
  notice = uriscope_window_get_notice (window);
  g_assert_nonnull (notice);
  g_assert_nonnull (strstr (notice, "\\xFF at byte 9"));
  g_assert_null (strstr (notice, "\\x00"));
  result = uriscope_window_get_result (window);
  g_assert_false (us_result_is_valid (result));
  g_assert_cmpuint (us_result_get_diagnostic (result, 0)->start, ==, 9);

  uriscope_window_set_text (window, "http://a/b");
  wait_idle ();
  g_assert_null (uriscope_window_get_notice (window));
  destroy_window (GTK_WINDOW (window));
}

static void
communicate_cb (GObject      *source,
                GAsyncResult *res,
                gpointer      data)
{
  char **out = data;
  g_autoptr(GError) error = NULL;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), res, out, NULL, &error);
  g_assert_no_error (error);
}

static gboolean
clipboard_is_remote (gpointer clipboard)
{
  g_main_context_iteration (NULL, FALSE);
  return !gdk_clipboard_is_local (clipboard) &&
         gdk_content_formats_contain_gtype (gdk_clipboard_get_formats (clipboard), G_TYPE_STRING);
}

static gboolean
field_is_pasted (gpointer window)
{
  g_autofree char *shown = buffer_text (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)));

  g_main_context_iteration (NULL, FALSE);
  /* The field shows the newline as its symbol. */
  return g_strcmp0 (shown, "http://x/a b\xe2\x90\x8a") == 0 &&
         g_strcmp0 (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), NULL), "http://x/a b\n") == 0;
}

static gboolean
is_set (gpointer out)
{
  return *(char **) out != NULL;
}

/* Paste from another X client, copy back to it. */
static void
test_clipboard_with_xclip (void)
{
  g_autofree char *xclip = g_find_program_in_path ("xclip");
  UriscopeWindow *window;
  GdkClipboard *clipboard;
  g_autoptr(GSubprocess) in = NULL;
  g_autoptr(GSubprocess) out = NULL;
  g_autoptr(GError) error = NULL;
  char *copied = NULL;

  if (xclip == NULL)
    {
      g_test_skip ("needs xclip");
      return;
    }
  window = window_new_shown ();
  clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  in = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE, &error, xclip, "-selection", "clipboard", "-i", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (in, "http://x/a b\n", NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  wait_until (clipboard_is_remote, clipboard);

  /* The trailing newline is shown, and flagged. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  wait_until (field_is_pasted, window);
  g_assert_false (us_result_is_valid (uriscope_window_get_result (window)));

  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  uriscope_window_set_text (window, "../g");
  uriscope_window_show_page (window, "resolution");
  wait_idle ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-target", NULL);
  out = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, xclip, "-selection", "clipboard", "-o", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (out, NULL, NULL, communicate_cb, &copied);
  wait_until (is_set, &copied);
  g_assert_cmpstr (copied, ==, "http://a/b/g");
  g_free (copied);
  destroy_window (GTK_WINDOW (window));
}

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

/* What the user left is there at the next start (memory backend). */
static void
test_settings_restored (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = window_new_shown ();
  g_auto(GStrv) history = NULL;

  uriscope_window_set_text (window, "http://first/");
  uriscope_window_set_base (window, "http://x/y/z");
  uriscope_window_set_compat (window, TRUE);
  uriscope_window_set_text (window, "typed but not yet saved");
  destroy_window (GTK_WINDOW (window));

  window = window_new_shown ();
  g_assert_cmpstr (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), NULL), ==, "typed but not yet saved");
  g_assert_cmpstr (uriscope_resolution_page_get_base (uriscope_window_get_resolution_page (window)), ==, "http://x/y/z");
  g_assert_true (uriscope_resolution_page_get_compat (uriscope_window_get_resolution_page (window)));
  history = g_settings_get_strv (settings, "history");
  g_assert_cmpstr (history[0], ==, "typed but not yet saved");
  g_assert_true (g_strv_contains ((const char *const *) history, "http://first/"));
  destroy_window (GTK_WINDOW (window));

  g_settings_reset (settings, "base");
  g_settings_reset (settings, "compat");
  g_settings_reset (settings, "last-input");
  g_settings_reset (settings, "history");
}

/* The badges show the reference under every spec, with the first
 * difference; clicking one switches the window to that spec, and the
 * dropdown moves the badges. */
static gboolean
is_rule_panel (GtkWidget     *widget,
               gconstpointer  data)
{
  return URISCOPE_IS_RULE_PANEL (widget);
}

static void
test_spec_badges (void)
{
  UriscopeWindow *window = window_new_shown ();
  UriscopeSpecBadges *badges = URISCOPE_SPEC_BADGES (uriscope_window_get_spec_badges (window));
  GtkWidget *b3986 = uriscope_spec_badges_get_button (badges, US_SPEC_RFC3986);
  GtkWidget *b2396 = uriscope_spec_badges_get_button (badges, US_SPEC_RFC2396);
  GtkWidget *b1808 = uriscope_spec_badges_get_button (badges, US_SPEC_RFC1808);
  GtkWidget *bwhatwg = uriscope_spec_badges_get_button (badges, US_SPEC_WHATWG);

  g_assert_nonnull (b3986);
  g_assert_nonnull (b2396);
  g_assert_nonnull (b1808);
  g_assert_nonnull (bwhatwg);

  uriscope_window_set_text (window, "http://[::1]/a~b");
  wait_idle ();
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (b3986)), ==, "RFC 3986: valid");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (b2396)), ==, "RFC 2396: 2 errors");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (b1808)), ==, "RFC 1808: 3 errors");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (bwhatwg)), ==, "WHATWG: valid");
  g_assert_true (gtk_widget_has_css_class (b2396, "spec-invalid"));
  g_assert_true (g_str_has_prefix (uriscope_spec_badges_get_difference (badges),
                                   "First difference: “[” (U+005B) at byte 7 is part of IP-literal under RFC 3986, but under RFC 2396"));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (b3986)));

  /* A click on the RFC 2396 badge reads the reference under RFC 2396. */
  g_signal_emit_by_name (b2396, "clicked");
  wait_idle ();
  g_assert_cmpint (uriscope_window_get_spec (window), ==, US_SPEC_RFC2396);
  g_assert_cmpint (us_result_get_spec (uriscope_window_get_result (window)), ==, US_SPEC_RFC2396);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (b2396)));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (b3986)));
  wait_frame (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-specs.png");

  /* Under RFC 3987, the normalization page shows the IRI's mappings. */
  uriscope_window_set_text (window, "http://r\xc3\xa9sum\xc3\xa9.example.org/");
  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_RFC3987), "clicked");
  uriscope_window_show_page (window, "normalization");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpint (uriscope_window_get_spec (window), ==, US_SPEC_RFC3987);
  g_assert_nonnull (strstr (uriscope_normalization_page_get_mappings_text (uriscope_window_get_normalization_page (window)),
                            "URI: http://r%C3%A9sum%C3%A9.example.org/\n"
                            "With the host name in IDNA form: http://xn--rsum-bpad.example.org/\n"));
  save_screenshot (GTK_WIDGET (window), "screenshot-iri.png");
  uriscope_window_show_page (window, "breakdown");

  /* Under RFC 1738, the rule of the node under the cursor is RFC 1738's. */
  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_RFC1738), "clicked");
  uriscope_window_set_text (window, "ftp://ftp.is.co.za/rfc/rfc1808.txt;type=x");
  {
    GtkTextIter iter;

    gtk_text_buffer_get_iter_at_offset (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)), &iter, 40);
    gtk_text_buffer_place_cursor (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)), &iter);
  }
  wait_frame (GTK_WIDGET (window));
  g_assert_true (g_str_has_prefix (uriscope_breakdown_page_get_details_text (uriscope_window_get_breakdown_page (window)), "ftptype   RFC 1738"));
  {
    UriscopeRulePanel *panel = URISCOPE_RULE_PANEL (find_widget (GTK_WIDGET (window), is_rule_panel, NULL));

    /* the rule drawn is the node's (its paragraph is RFC 1738 §3.2.2,
     * which describes the type in prose) */
    g_assert_cmpint (uriscope_rule_panel_get_rule (panel), ==, uriscope_breakdown_page_get_selected_rule (uriscope_window_get_breakdown_page (window)));
    g_assert_cmpstr (us_rule_name (uriscope_rule_panel_get_rule (panel)), ==, "ftptype");
  }
  save_screenshot (GTK_WIDGET (window), "screenshot-rfc1738.png");

  /* Valid everywhere: no difference shown. */
  uriscope_window_set_text (window, "http://a/b");
  wait_idle ();
  g_assert_null (uriscope_spec_badges_get_difference (badges));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (b1808)), ==, "RFC 1808: valid");

  g_signal_emit_by_name (b3986, "clicked");
  wait_idle ();
  g_assert_cmpint (uriscope_window_get_spec (window), ==, US_SPEC_RFC3986);
  destroy_window (GTK_WINDOW (window));
}

/* Under an RFC, a line under the field says when a browser reads the link
 * otherwise, naming the cause, with what the browser reads and the
 * characters that differ marked (bold and underlined, not only coloured);
 * in the field, those characters are overlined. "Read as a Browser"
 * switches to the WHATWG URL Standard, where the line has nothing to say;
 * so has it for a link a browser reads the same. The window still fits
 * 800×600 with the line shown. */
static void
test_browser_line (void)
{
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));
  UriscopeBrowserLine *line = URISCOPE_BROWSER_LINE (uriscope_window_get_browser_line (window));
  UriscopeSpecBadges *badges = URISCOPE_SPEC_BADGES (uriscope_window_get_spec_badges (window));
  int minimum_width, minimum_height;

  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));
  /* At 800×600 the block under the field folds on its own: unfolded. */
  unfold_top (GTK_WIDGET (window));
  g_assert_cmpint (uriscope_window_get_spec (window), ==, US_SPEC_RFC3986);

  uriscope_window_set_text (window, "http://example.com\\@evil.com/");
  wait_frame (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (line)));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (line)));
  g_assert_cmpstr (uriscope_browser_line_get_explanation (line), ==,
                   "RFC 3986 reads the host as evil.com; a browser reads example.com, "
                   "because it reads “\\” as “/” in an http URL");
  g_assert_nonnull (find_widget (GTK_WIDGET (line), label_contains, "a browser reads example.com"));
  g_assert_cmpstr (uriscope_browser_line_get_href_markup (line), ==,
                   "A browser reads: <tt>http://<b><u>example.com</u></b>/<b><u>@evil.com/</u></b></tt>");
  g_assert_nonnull (find_widget (GTK_WIDGET (line), label_contains, "http://example.com/@evil.com/"));
  {
    g_autofree char *ranges = tagged_ranges (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)), "browser");

    g_assert_cmpstr (ranges, ==, "18-19 ");
  }
  save_screenshot (GTK_WIDGET (window), "screenshot-browser.png");

  /* 800×600 holds it: with a valid reference (a problem listed takes its
   * own room), the line under the field still leaves room for the rest. */
  uriscope_window_set_text (window, "http://0x7f.1/");
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  wait_frame (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (line)));
  g_assert_true (g_str_has_prefix (uriscope_browser_line_get_explanation (line),
                                   "RFC 3986 reads the host as 0x7f.1; a browser reads 127.0.0.1, because "));
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum_width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, 800, &minimum_height, NULL, NULL, NULL);
  g_test_message ("minimum size with the browser line: %d×%d", minimum_width, minimum_height);
  g_assert_cmpint (minimum_width, <=, 800);
  g_assert_cmpint (minimum_height, <=, 600);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 800);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, 600);
  save_screenshot (GTK_WIDGET (window), "screenshot-browser-ipv4.png");
  uriscope_window_set_text (window, "http://example.com\\@evil.com/");

  /* Under another RFC too, in its own words. */
  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_RFC2396), "clicked");
  wait_idle ();
  g_assert_true (g_str_has_prefix (uriscope_browser_line_get_explanation (line),
                                   "RFC 2396 reads the host as evil.com; a browser reads example.com"));

  /* The button reads it as a browser does: nothing more to say. */
  g_signal_emit_by_name (gtk_widget_get_ancestor (find_widget (GTK_WIDGET (line), label_contains, "Read as a Browser"),
                                                  GTK_TYPE_BUTTON),
                         "clicked");
  wait_idle ();
  g_assert_cmpint (uriscope_window_get_spec (window), ==, US_SPEC_WHATWG);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (line)));
  g_assert_null (uriscope_browser_line_get_explanation (line));
  {
    g_autofree char *ranges = tagged_ranges (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)), "browser");

    g_assert_cmpstr (ranges, ==, "");
  }

  /* A refusal: the explanation, and no href. */
  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_RFC3986), "clicked");
  uriscope_window_set_text (window, "http://exa mple.com/");
  wait_idle ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (line)));
  g_assert_true (g_str_has_prefix (uriscope_browser_line_get_explanation (line),
                                   "RFC 3986 reads the host as exa mple.com; a browser refuses the link: "));
  g_assert_null (uriscope_browser_line_get_href_markup (line));

  /* Read the same: hidden, nothing marked. */
  uriscope_window_set_text (window, "http://example.com/");
  wait_frame (GTK_WIDGET (window));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (line)));
  g_assert_null (uriscope_browser_line_get_explanation (line));
  {
    g_autofree char *ranges = tagged_ranges (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)), "browser");

    g_assert_cmpstr (ranges, ==, "");
  }
  /* Rewrites RFC 3986 calls equivalent: hidden too. */
  uriscope_window_set_text (window, "HTTP://Example.COM:80/a/../b");
  wait_idle ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (line)));

  /* Markup in the reference stays text. */
  uriscope_window_set_text (window, "http://a/<b>&amp;\\x");
  wait_idle ();
  g_assert_cmpstr (uriscope_browser_line_get_href_markup (line), ==,
                   "A browser reads: <tt>http://a/<b><u>%3C</u></b>b<b><u>%3E</u></b>&amp;amp;<b><u>/</u></b>x</tt>");
  destroy_window (GTK_WINDOW (window));
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

/* Under the URL Standard the Resolution page is the parser's with a base,
 * state by state; without a base, the parse alone. */
static void
test_whatwg_resolution (void)
{
  UriscopeWindow *window = window_new_shown ();
  UriscopeSpecBadges *badges = URISCOPE_SPEC_BADGES (uriscope_window_get_spec_badges (window));
  UsResolution *res;

  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  uriscope_window_set_text (window, "..\\g");
  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_WHATWG), "clicked");
  uriscope_window_show_page (window, "resolution");
  uriscope_resolution_steps_set_show_all (uriscope_resolution_page_get_steps (uriscope_window_get_resolution_page (window)), TRUE);
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpint (uriscope_window_get_spec (window), ==, US_SPEC_WHATWG);
  g_assert_cmpstr (uriscope_resolution_page_get_target_text (uriscope_window_get_resolution_page (window)), ==, "http://a/b/g");
  res = uriscope_resolution_page_get_resolution (uriscope_window_get_resolution_page (window));
  g_assert_cmpuint (us_resolution_get_n_state_steps (res), ==, 6);
  /* the steps: the path state read "..\", the validation error it met */
  {
    UriscopeResolutionSteps *steps = uriscope_resolution_page_get_steps (uriscope_window_get_resolution_page (window));
    gboolean path_state = FALSE;

    for (guint i = 0; i < uriscope_resolution_steps_get_n_visible_rows (steps); i++)
      path_state = path_state || g_strcmp0 (uriscope_resolution_steps_get_row_badge (steps, i), "path state") == 0;
    g_assert_true (path_state);
  }
  g_assert_nonnull (find_widget (GTK_WIDGET (window), label_contains, "read “..\\”"));
  g_assert_nonnull (find_widget (GTK_WIDGET (window), label_contains, "error[invalid-reverse-solidus]: "));
  save_screenshot (GTK_WIDGET (window), "screenshot-whatwg-resolution.png");

  /* no base: the parse, state by state */
  uriscope_window_set_base (window, "");
  uriscope_window_set_text (window, "HTTP://a:80/b");
  wait_frame (GTK_WIDGET (window));
  res = uriscope_resolution_page_get_resolution (uriscope_window_get_resolution_page (window));
  g_assert_cmpstr (us_resolution_get_state_step (res, 0)->state, ==, "scheme start state");
  g_assert_cmpstr (uriscope_resolution_page_get_target_text (uriscope_window_get_resolution_page (window)), ==, "http://a/b");
  g_assert_cmpstr (uriscope_resolution_steps_get_row_badge (uriscope_resolution_page_get_steps (uriscope_window_get_resolution_page (window)), 0),
                   ==, "scheme start state");
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

/* A reference of about @len bytes made of path segments. */
static char *
long_url (gsize len)
{
  GString *text = g_string_new ("http://example.com/");

  while (text->len < len)
    g_string_append_printf (text, "segment%u/", (guint) text->len);
  return g_string_free (text, FALSE);
}

/* A 2,000-character reference on the Resolution and the Normalization
 * tabs wraps: the window keeps its width (it grew to 15,000 px), and
 * wants no more than the screen; long values are cut with a marker, the
 * copy buttons still copy all of them. */
static void
test_long_values_wrap (void)
{
  static const char *const pages[] = { "resolution", "normalization" };
  UriscopeWindow *window = window_new_shown ();
  g_autofree char *url = long_url (2000);
  int width = gtk_widget_get_width (GTK_WIDGET (window));

  g_assert_cmpint (width, <=, 1280);
  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      int minimum, natural;

      uriscope_window_show_page (window, pages[i]);
      uriscope_window_set_text (window, url);
      wait_frame (GTK_WIDGET (window));
      g_test_message ("%s: width %d", pages[i], gtk_widget_get_width (GTK_WIDGET (window)));
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, width);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
      g_assert_cmpint (minimum, <=, 1280);
      g_assert_cmpint (natural, <=, 1280);
      if (i == 0)
        {
          g_assert_cmpint (strncmp (uriscope_resolution_page_get_target_text (uriscope_window_get_resolution_page (window)), url, 300), ==, 0);
          g_assert_nonnull (strstr (uriscope_resolution_page_get_target_text (uriscope_window_get_resolution_page (window)), "more characters not shown"));
          save_screenshot (GTK_WIDGET (window), "screenshot-long-resolution.png");
        }
      else
        save_screenshot (GTK_WIDGET (window), "screenshot-long-normalization.png");
    }
  /* Back to a short one, the window is no wider. */
  uriscope_window_set_text (window, "../g");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, width);
  uriscope_window_show_page (window, "breakdown");
  destroy_window (GTK_WINDOW (window));
}

/* A megabyte data: URI with the Resolution, then the Normalization tab
 * open is painted in seconds (it took 231 s in Pango): values are shown
 * cut, with a marker saying how much is hidden. The bound is generous:
 * only a freeze breaks it. */
static void
test_huge_value_painted (void)
{
  static const char *const pages[] = { "resolution", "normalization" };
  UriscopeWindow *window = window_new_shown ();
  GString *data = g_string_new ("data:text/plain;base64,");

  while (data->len < 1024 * 1024)
    g_string_append (data, "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=");
  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      gint64 start;
      double seconds;
      int natural;

      uriscope_window_set_text (window, "../g");
      uriscope_window_show_page (window, pages[i]);
      wait_frame (GTK_WIDGET (window));
      start = g_get_monotonic_time ();
      uriscope_window_set_text (window, data->str);
      wait_frame (GTK_WIDGET (window));
      seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
      g_test_message ("%s: painted in %.2f s", pages[i], seconds);
      g_assert_cmpfloat (seconds, <, 10);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      g_assert_cmpint (natural, <=, 1280);
    }
  /* The target is cut and says how much; Copy copies all of it. */
  uriscope_window_show_page (window, "resolution");
  wait_idle ();
  g_assert_cmpuint (strlen (uriscope_resolution_page_get_target_text (uriscope_window_get_resolution_page (window))), <, 8 * 1024);
  g_assert_nonnull (strstr (uriscope_resolution_page_get_target_text (uriscope_window_get_resolution_page (window)), "more characters not shown"));
  g_assert_cmpint (strncmp (data->str, uriscope_resolution_page_get_target_text (uriscope_window_get_resolution_page (window)), 300), ==, 0);
  g_assert_cmpstr (us_resolution_get_target (uriscope_resolution_page_get_resolution (uriscope_window_get_resolution_page (window)), NULL), ==, data->str);
  uriscope_window_set_text (window, "../g");
  uriscope_window_show_page (window, "breakdown");
  g_string_free (data, TRUE);
  destroy_window (GTK_WINDOW (window));
}

/* Input: clipboard bytes, keys, history, copy, fix all, pasted lines ----- */

static gboolean
is_menu_button_with_icon (GtkWidget     *widget,
                          gconstpointer  icon)
{
  return GTK_IS_MENU_BUTTON (widget) && g_strcmp0 (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)), icon) == 0;
}

/* Whether @model (or a section or submenu of it) has an item for @action. */
static gboolean
menu_has_action (GMenuModel *model,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) && g_strcmp0 (name, action) == 0)
        return TRUE;
      while (g_menu_link_iter_next (links))
        {
          g_autoptr(GMenuModel) link = g_menu_link_iter_get_value (links);

          if (menu_has_action (link, action))
            return TRUE;
        }
    }
  return FALSE;
}

typedef struct {
  UriscopeWindow *window;
  const char *text;
} FieldIs;

static gboolean
field_is (gpointer data)
{
  FieldIs *f = data;

  g_main_context_iteration (NULL, FALSE);
  return g_strcmp0 (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (f->window)), NULL), f->text) == 0;
}

/* Waits until the reference is @text (10 s at most). */
static void
wait_field (UriscopeWindow *window,
            const char     *text)
{
  FieldIs f = { window, text };
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (!field_is (&f) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), NULL), ==, text);
}

/* Puts @len bytes on the clipboard from another X client, offered as the
 * single X target @target, and waits until the window sees them. */
static gboolean
xclip_put (UriscopeWindow *window,
           const char     *target,
           const char     *bytes,
           gsize           len)
{
  g_autofree char *xclip = g_find_program_in_path ("xclip");
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_autoptr(GSubprocess) in = NULL;
  g_autoptr(GBytes) data = g_bytes_new (bytes, len);
  g_autoptr(GError) error = NULL;

  if (xclip == NULL)
    return FALSE;
  /* Owning the clipboard first makes the change to xclip's visible. */
  gdk_clipboard_set_text (clipboard, "");
  in = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE, &error, xclip, "-selection", "clipboard", "-t", target, "-i", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate (in, data, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  wait_until (clipboard_is_remote, clipboard);
  return TRUE;
}

/* Passwords are masked before anything is stored, in any reference. */
static void
test_mask_password (void)
{
  static const struct { const char *in, *out; } cases[] = {
    { "http://user:secret@host/", "http://user:" URISCOPE_MASK "@host/" },
    { "ftp://u:p%40ss@h/", "ftp://u:" URISCOPE_MASK "@h/" },
    { "http://u:p@ss@h/x?y#z", "http://u:" URISCOPE_MASK "@h/x?y#z" },
    { "//u:pw@h", "//u:" URISCOPE_MASK "@h" },
    { "  <http://u:pw@h/>", "  <http://u:" URISCOPE_MASK "@h/>" },
    { "http://u:pa:ss@h", "http://u:" URISCOPE_MASK "@h" },
    { "http://us\xc3\xa9r:p\xc3\xa4ss@h\xc3\xb4st/", "http://us\xc3\xa9r:" URISCOPE_MASK "@h\xc3\xb4st/" },
    { "http://a/?next=http://u:pw@h/", "http://a/?next=http://u:" URISCOPE_MASK "@h/" },
    { "http://a/\nftp://u:pw@h/", "http://a/\nftp://u:" URISCOPE_MASK "@h/" },
    /* A password being typed, before its "@", reads as a port. */
    { "http://user:secr", "http://user:" URISCOPE_MASK },
    { "http://user:my secret@host/", "http://user:" URISCOPE_MASK "@host/" },
    /* No password: left alone. */
    { "http://user@host/", "http://user@host/" },
    { "http://u:@h/", "http://u:@h/" },
    { "http://host:8080/a:b", "http://host:8080/a:b" },
    { "http://[::1]:80/", "http://[::1]:80/" },
    { "http://[fe80::a", "http://[fe80::a" },
    { "http://host/a//b:c", "http://host/a//b:c" },
    { "mailto:a:b@c", "mailto:a:b@c" },
    { "https://medium.com/@user", "https://medium.com/@user" },
    { "", "" },
    { "//", "//" },
    { "http://u:" URISCOPE_MASK "@h/", "http://u:" URISCOPE_MASK "@h/" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *masked = uriscope_mask_password (cases[i].in);

      g_assert_cmpstr (masked, ==, cases[i].out);
      g_assert_true (uriscope_mask_is_masked (masked) == (strstr (cases[i].out, URISCOPE_MASK) != NULL));
    }
}

/* Bytes that are not UTF-8 on the clipboard reach the reference as they
 * are, shown as U+FFFD and named in the notice (a NUL as "␀"), under every target an
 * application offers text as (GDK's own text conversion made them "\BB"). */
static void
test_clipboard_bytes (void)
{
  static const char *const targets[] = { "UTF8_STRING", "text/plain;charset=utf-8", "text/plain" };
  static const char bytes[] = "http://a/\xbb\xff\0b";
  UriscopeWindow *window = window_new_shown ();

  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      const char *notice;
      gsize len;
      const char *input;

      g_test_message ("target %s", targets[i]);
      uriscope_window_set_text (window, "");
      if (!xclip_put (window, targets[i], bytes, sizeof bytes - 1))
        {
          destroy_window (GTK_WINDOW (window));
          g_test_skip ("needs xclip");
          return;
        }
      gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
      /* The reference is compared up to its NUL, the field in full. */
      wait_field (window, "http://a/\xbb\xff");
      {
        g_autofree char *shown = buffer_text (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)));

        g_assert_cmpstr (shown, ==, "http://a/\xef\xbf\xbd\xef\xbf\xbd\xe2\x90\x80" "b");
      }
      notice = uriscope_window_get_notice (window);
      g_assert_nonnull (notice);
      g_assert_nonnull (strstr (notice, "\\xBB at byte 9"));
      g_assert_nonnull (strstr (notice, "\\xFF at byte 10"));
      g_assert_null (strstr (notice, "\\x00"));
      /* What is read is the bytes themselves, as uriscope-cli reads them;
       * the field shows each bad byte as one U+FFFD, flagged, and the NUL
       * as "␀". */
      input = us_result_get_input (uriscope_window_get_result (window), &len);
      g_assert_cmpmem (input, len, bytes, sizeof bytes - 1);
      g_assert_cmpuint (us_result_get_diagnostic (uriscope_window_get_result (window), 0)->start, ==, 9);
    }
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
  wait_field (window, "http://a/bx");
  history = g_settings_get_strv (settings, "history");
  g_assert_cmpstr (history[0], ==, "http://a/b");

  /* A Fix clicked (the button takes the focus), then Ctrl+Z. */
  uriscope_window_set_text (window, "http://a/b c");
  wait_idle ();
  fix = first_fix_button (GTK_WIDGET (uriscope_problems_list_get_list_box (uriscope_window_get_problems_list (window))));
  gtk_widget_grab_focus (GTK_WIDGET (fix));
  g_signal_emit_by_name (fix, "clicked");
  wait_field (window, "http://a/b%20c");
  g_assert_false (gtk_widget_has_focus (field));
  press_keys (GTK_WINDOW (window), "ctrl+z");
  wait_field (window, "http://a/b c");
  press_keys (GTK_WINDOW (window), "shift+ctrl+z");
  wait_field (window, "http://a/b%20c");

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

static gboolean
history_starts_with (gpointer data)
{
  const char *const *want = data;
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  g_auto(GStrv) history = g_settings_get_strv (settings, "history");

  g_main_context_iteration (NULL, FALSE);
  for (guint i = 0; want[i] != NULL; i++)
    if (g_strcmp0 (history[i], want[i]) != 0)
      return FALSE;
  return TRUE;
}

/* A typed reference is kept once the typing pauses, once per reference
 * however often it pauses; the history can be cleared from its menu and
 * the main menu. */
static void
test_history_typed (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = window_new_shown ();
  GtkWidget *history_button;
  g_auto(GStrv) history = NULL;

  uriscope_window_set_text (window, "");
  g_settings_reset (settings, "history");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.focus-input", NULL);
  window_type_text (window, "http://typed/");
  wait_until (history_starts_with, (const char *[]) { "http://typed/", NULL });
  window_type_text (window, "x");
  wait_until (history_starts_with, (const char *[]) { "http://typed/x", NULL });
  history = g_settings_get_strv (settings, "history");
  g_assert_cmpuint (g_strv_length (history), ==, 1);

  /* Replaced by an example: kept once, the example after it. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.example", "s", "http://example/");
  window_type_text (window, "y");
  wait_until (history_starts_with, (const char *[]) { "http://example/y", "http://typed/x", NULL });
  g_clear_pointer (&history, g_strfreev);
  history = g_settings_get_strv (settings, "history");
  g_assert_cmpuint (g_strv_length (history), ==, 2);

  /* Clear History: in the history's menu and in the main menu. */
  history_button = find_widget (GTK_WIDGET (window), is_menu_button_with_icon, "document-open-recent-symbolic");
  g_assert_nonnull (history_button);
  /* Ctrl+H opens it: the references, then Clear History. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL);
  {
    GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (history_button));

    wait_frame (GTK_WIDGET (popover));
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
    g_assert_nonnull (find_widget (GTK_WIDGET (popover), label_contains, "http://example/y"));
    g_assert_nonnull (find_widget (GTK_WIDGET (popover), label_contains, "Clear History"));
    save_screenshot (GTK_WIDGET (popover), "screenshot-history.png");
    gtk_popover_popdown (popover);
  }

  g_assert_nonnull (find_widget (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (history_button))), has_action,
                                 "win.clear-history"));
  g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (find_widget (GTK_WIDGET (window), is_menu_button_with_icon,
                                                                                                   "open-menu-symbolic"))),
                                  "win.clear-history"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.clear-history", NULL);
  wait_idle ();
  g_clear_pointer (&history, g_strfreev);
  history = g_settings_get_strv (settings, "history");
  g_assert_cmpuint (g_strv_length (history), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (history_button));
  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

static void
settings_changed_cb (GSettings  *settings,
                     const char *key,
                     gpointer    data)
{
  static const char *const secrets[] = { "secret", "p%40ss", "p@ss", "hunter2" };
  g_autoptr(GVariant) value = g_settings_get_value (settings, key);
  g_autofree char *printed = g_variant_print (value, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (secrets); i++)
    if (strstr (printed, secrets[i]) != NULL)
      g_error ("GSettings key %s was given a password: %s", key, printed);
  (*(guint *) data)++;
}

/* No password ever reaches GSettings — history, last reference, base —
 * typed, pasted or replaced, under any spec; picked from the history, a
 * reference shows its mask, and the notice says why. */
static void
test_history_no_password (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = window_new_shown ();
  UriscopeSpecBadges *badges = URISCOPE_SPEC_BADGES (uriscope_window_get_spec_badges (window));
  guint writes = 0;
  gulong id = g_signal_connect (settings, "changed", G_CALLBACK (settings_changed_cb), &writes);
  g_auto(GStrv) history = NULL;
  g_autofree char *last = NULL;
  g_autofree char *base = NULL;

  /* Every key is read once, so that the memory backend reports changes. */
  g_free (g_settings_get_string (settings, "last-input"));
  g_free (g_settings_get_string (settings, "base"));
  g_strfreev (g_settings_get_strv (settings, "history"));
  uriscope_window_set_base (window, "ftp://u:p%40ss@h/");
  uriscope_window_set_text (window, "");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.focus-input", NULL);
  window_type_text (window, "http://user:secret@host/");
  wait_until (history_starts_with, (const char *[]) { "http://user:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@host/", NULL });
  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_RFC1738), "clicked");
  uriscope_window_set_text (window, "ftp://u:p%40ss@h/");
  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_RFC3987), "clicked");
  uriscope_window_set_text (window, "http://us\xc3\xa9r:hunter2@h\xc3\xb4st/");
  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_RFC3986), "clicked");
  uriscope_window_set_text (window, "http://user:secret@host/");
  destroy_window (GTK_WINDOW (window));
  wait_idle ();
  g_assert_cmpuint (writes, >, 3);

  history = g_settings_get_strv (settings, "history");
  last = g_settings_get_string (settings, "last-input");
  base = g_settings_get_string (settings, "base");
  g_assert_cmpstr (last, ==, "http://user:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@host/");
  g_assert_cmpstr (base, ==, "ftp://u:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@h/");
  g_assert_true (g_strv_contains ((const char *const *) history, "ftp://u:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@h/"));
  g_assert_true (g_strv_contains ((const char *const *) history, "http://us\xc3\xa9r:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@h\xc3\xb4st/"));

  /* Picked from the history, the masked reference is shown masked. */
  window = window_new_shown ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history", "s", "ftp://u:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@h/");
  wait_field (window, "ftp://u:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@h/");
  g_assert_nonnull (uriscope_window_get_notice (window));
  g_assert_nonnull (strstr (uriscope_window_get_notice (window), "password"));
  destroy_window (GTK_WINDOW (window));
  g_signal_handler_disconnect (settings, id);
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
  g_settings_reset (settings, "base");
  g_settings_reset (settings, "spec");
}

/* The notice that a password was masked is about the reference that holds
 * the mask: it stays while an edit keeps the mask, and goes once another
 * reference is pasted or typed in the field or set, at start-up as after
 * picking a recent reference. */
static void
test_masked_notice_follows (void)
{
  static const char masked[] = "https://user:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@example.com/";
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window;
  g_autofree char *edited = g_strconcat (masked, "a", NULL);

  /* The last reference, masked, at start-up; another pasted in the field. */
  g_settings_set_string (settings, "last-input", masked);
  window = window_new_shown ();
  wait_field (window, masked);
  g_assert_nonnull (uriscope_window_get_notice (window));
  g_assert_nonnull (strstr (uriscope_window_get_notice (window), "password"));
  window_replace_text (window, "https://example.com/");
  wait_field (window, "https://example.com/");
  g_assert_null (uriscope_window_get_notice (window));

  /* Picked from the history; an edit keeping the mask keeps the notice,
   * one typed over it does not. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history", "s", masked);
  wait_field (window, masked);
  g_assert_nonnull (uriscope_window_get_notice (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.focus-input", NULL);
  window_type_text (window, "a");
  wait_field (window, edited);
  g_assert_nonnull (uriscope_window_get_notice (window));
  window_replace_text (window, "");
  window_type_text (window, "https://example.org/");
  wait_field (window, "https://example.org/");
  g_assert_null (uriscope_window_get_notice (window));

  /* Set, as a paste by the button or a drop does. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history", "s", masked);
  wait_field (window, masked);
  g_assert_nonnull (uriscope_window_get_notice (window));
  uriscope_window_set_text (window, "https://example.net/");
  g_assert_null (uriscope_window_get_notice (window));
  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

/* Under RFC 3987, the copy button of the normalization page copies what
 * the page shows on top. */
static void
test_copy_iri_normalized (void)
{
  UriscopeWindow *window = window_new_shown ();
  UriscopeSpecBadges *badges = URISCOPE_SPEC_BADGES (uriscope_window_get_spec_badges (window));
  GtkWidget *button;
  g_autofree char *copied = NULL;

  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_RFC3987), "clicked");
  uriscope_window_set_text (window, "HTTP://r\xc3\xa9sum\xc3\xa9.example.org/%7ea/./b");
  uriscope_window_show_page (window, "normalization");
  wait_frame (GTK_WIDGET (window));
  button = find_widget (GTK_WIDGET (window), has_action, "win.copy-normalized");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  copied = clipboard_text (GTK_WIDGET (window));
  g_test_message ("copied: %s", copied);
  g_assert_cmpstr (copied, ==, "http://r%C3%A9sum%C3%A9.example.org/~a/b");
  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_RFC3986), "clicked");
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
  wait_field (window, want);
  wait_frame (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-fix-all.png");
  gtk_text_buffer_undo (buffer);
  wait_field (window, "http://example.com/a b?q=|#x");
  gtk_text_buffer_redo (buffer);
  wait_field (window, want);

  /* A host cannot hold a space: Fix All would leave an error (never %20
   * in a host), so it changes nothing, and a toast says why. */
  uriscope_window_set_text (window, "http://exa mple.com/a b?q=|#x");
  wait_idle ();
  g_assert_true (gtk_widget_is_visible (button));
  g_signal_emit_by_name (button, "clicked");
  wait_idle ();
  wait_field (window, "http://exa mple.com/a b?q=|#x");

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

/* Several lines pasted are several references: the first is inspected,
 * the others offered in the recent references, in their order, and the
 * link picker lists them all; blank lines and a CR before the LF are not
 * references. */
static void
test_paste_lines (void)
{
  static const char lines[] = "http://a/1\r\nhttp://a/2\n\n  \nhttp://a/3\n";
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = window_new_shown ();

  uriscope_window_set_text (window, "");
  g_settings_reset (settings, "history");
  if (!xclip_put (window, "UTF8_STRING", lines, sizeof lines - 1))
    {
      destroy_window (GTK_WINDOW (window));
      g_test_skip ("needs xclip");
      return;
    }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  wait_field (window, "http://a/1");
  wait_until (history_starts_with, (const char *[]) { "http://a/2", "http://a/3", NULL });
  g_assert_nonnull (find_widget (GTK_WIDGET (window), label_contains, "3 references were pasted, one a line"));
  g_assert_nonnull (find_widget (GTK_WIDGET (window), label_contains, "Line 5"));
  wait_frame (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-paste-lines.png");

  /* One line and its newline: one reference, the newline kept (flagged). */
  xclip_put (window, "UTF8_STRING", "http://a/4\n", 11);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  wait_field (window, "http://a/4\n");

  /* Dropped lines are several references too. */
  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
    GtkDropTarget *drop = NULL;
    GValue value = G_VALUE_INIT;
    gboolean taken = FALSE;

    for (guint i = 0; drop == NULL && i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_DROP_TARGET (controller))
          drop = GTK_DROP_TARGET (controller);
      }
    g_assert_nonnull (drop);
    g_value_init (&value, G_TYPE_STRING);
    g_value_set_string (&value, "http://a/5\nhttp://a/6");
    g_signal_emit_by_name (drop, "drop", &value, 10.0, 10.0, &taken);
    g_value_unset (&value);
    g_assert_true (taken);
    wait_field (window, "http://a/5");
    wait_until (history_starts_with, (const char *[]) { "http://a/6", NULL });
    g_assert_nonnull (find_widget (GTK_WIDGET (window), label_contains, "2 references were dropped, one a line"));
  }

  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

/* The window's field. */
static GtkWidget *
find_text_view (GtkWidget *widget)
{
  if (GTK_IS_TEXT_VIEW (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_text_view (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The reference the window reads, as a string. */
static const char *
reference_text (UriscopeWindow *window)
{
  return us_result_get_input (uriscope_window_get_result (window), NULL);
}

/* Control characters show as their symbols (Control Pictures) while the
 * parse sees the bytes; the diagnostics' tags cover the symbols; edits,
 * undo and redo around them keep the bytes; copying copies the bytes;
 * no "-" is put where a line wraps inside the reference. */
static void
test_control_pictures (void)
{
  UriscopeWindow *window = window_new_shown ();
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
  const char *text = "http://a/b\nc\td\x1b" "e\x7f" "f\xc2\x85g";
  g_autofree char *shown = NULL;
  g_autofree char *errors = NULL;
  g_autofree char *want = NULL;
  g_autofree char *controls = NULL;
  GtkTextIter iter, end;

  uriscope_window_set_text (window, text);
  wait_idle ();
  shown = buffer_text (buffer);
  /* ␊ ␉ ␛ ␡; the C1 control is Pango's box with its code. */
  g_assert_cmpstr (shown, ==, "http://a/b\xe2\x90\x8a" "c\xe2\x90\x89" "d\xe2\x90\x9b" "e\xe2\x90\xa1" "f\xc2\x85g");
  g_assert_cmpstr (reference_text (window), ==, text);
  g_assert_cmpstr (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), NULL), ==, text);
  errors = tagged_ranges (buffer, "error");
  want = expected_ranges (uriscope_window_get_result (window), US_SEVERITY_ERROR, G_MAXSIZE);
  g_assert_cmpstr (errors, ==, want);
  /* The symbols are characters 10, 12, 14 and 16, each flagged. */
  g_assert_nonnull (strstr (errors, "10-11 "));
  g_assert_nonnull (strstr (errors, "12-13 "));
  g_assert_nonnull (strstr (errors, "14-15 "));
  g_assert_nonnull (strstr (errors, "16-17 "));
  controls = tagged_ranges (buffer, "control");
  g_assert_cmpstr (controls, ==, "10-11 12-13 14-15 16-17 18-19 ");
  {
    GtkTextTag *tag = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), "no-hyphens");
    gboolean hyphens = TRUE;

    g_assert_nonnull (tag);
    g_object_get (tag, "insert-hyphens", &hyphens, NULL);
    g_assert_false (hyphens);
    gtk_text_buffer_get_start_iter (buffer, &iter);
    g_assert_true (gtk_text_iter_has_tag (&iter, tag));
  }

  /* Typing before the ␊, deleting the ␉. */
  gtk_text_buffer_get_iter_at_offset (buffer, &iter, 10);
  gtk_text_buffer_insert (buffer, &iter, "X", 1);
  wait_idle ();
  g_assert_cmpstr (reference_text (window), ==, "http://a/bX\nc\td\x1b" "e\x7f" "f\xc2\x85g");
  gtk_text_buffer_get_iter_at_offset (buffer, &iter, 13);
  end = iter;
  gtk_text_iter_forward_char (&end);
  gtk_text_buffer_delete (buffer, &iter, &end);
  wait_idle ();
  g_assert_cmpstr (reference_text (window), ==, "http://a/bX\ncd\x1b" "e\x7f" "f\xc2\x85g");

  /* Enter and Tab as typed (a user action each): shown as symbols, read
   * as controls, undone and redone as controls. */
  gtk_text_buffer_get_end_iter (buffer, &iter);
  gtk_text_buffer_begin_user_action (buffer);
  gtk_text_buffer_insert_interactive (buffer, &iter, "\n\t", -1, TRUE);
  gtk_text_buffer_end_user_action (buffer);
  wait_idle ();
  g_assert_cmpstr (reference_text (window), ==, "http://a/bX\ncd\x1b" "e\x7f" "f\xc2\x85g\n\t");
  g_free (shown);
  shown = buffer_text (buffer);
  g_assert_true (g_str_has_suffix (shown, "g\xe2\x90\x8a\xe2\x90\x89"));
  gtk_text_buffer_undo (buffer);
  wait_idle ();
  g_assert_cmpstr (reference_text (window), ==, "http://a/bX\ncd\x1b" "e\x7f" "f\xc2\x85g");
  gtk_text_buffer_redo (buffer);
  wait_idle ();
  g_assert_cmpstr (reference_text (window), ==, "http://a/bX\ncd\x1b" "e\x7f" "f\xc2\x85g\n\t");

  /* Deleting the ␛ and undoing it brings the ESC back. */
  gtk_text_buffer_get_iter_at_offset (buffer, &iter, 14);
  end = iter;
  gtk_text_iter_forward_char (&end);
  gtk_text_buffer_begin_user_action (buffer);
  gtk_text_buffer_delete_interactive (buffer, &iter, &end, TRUE);
  gtk_text_buffer_end_user_action (buffer);
  wait_idle ();
  g_assert_cmpstr (reference_text (window), ==, "http://a/bX\ncde\x7f" "f\xc2\x85g\n\t");
  gtk_text_buffer_undo (buffer);
  wait_idle ();
  g_assert_cmpstr (reference_text (window), ==, "http://a/bX\ncd\x1b" "e\x7f" "f\xc2\x85g\n\t");

  /* A Control Picture typed as such is that character, not a control. */
  gtk_text_buffer_get_end_iter (buffer, &iter);
  gtk_text_buffer_insert (buffer, &iter, "\xe2\x90\x8a", -1);
  wait_idle ();
  g_assert_true (g_str_has_suffix (reference_text (window), "\n\t\xe2\x90\x8a"));

  /* Copying the field copies the bytes: "X␊cd" is "X\ncd". */
  {
    GtkWidget *view = find_text_view (GTK_WIDGET (window));
    GdkContentProvider *content;
    GValue value = G_VALUE_INIT;

    gtk_text_buffer_get_iter_at_offset (buffer, &iter, 10);
    gtk_text_buffer_get_iter_at_offset (buffer, &end, 14);
    gtk_text_buffer_select_range (buffer, &iter, &end);
    g_signal_emit_by_name (view, "copy-clipboard");
    content = gdk_clipboard_get_content (gtk_widget_get_clipboard (view));
    g_assert_nonnull (content);
    g_value_init (&value, G_TYPE_STRING);
    g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
    g_assert_cmpstr (g_value_get_string (&value), ==, "X\ncd");
    g_value_unset (&value);
  }
  uriscope_window_set_text (window, "http://a/b\nc\td\x1b" "e\x7f" "f");
  wait_frame (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-controls.png");
  destroy_window (GTK_WINDOW (window));
}

/* Pasted shapes the core reads (a Windows path, a quoted reference, a
 * javascript: link) are listed with their fixes, and Fix All makes them
 * the reference meant. */
static void
test_pasted_shapes (void)
{
  static const struct { const char *pasted, *fixed; } cases[] = {
    { "C:\\Users\\me\\a b.txt", "file:///C:/Users/me/a%20b.txt" },
    { "\"http://a/b\"", "http://a/b" },
    { "javascript:alert(1)", NULL },
  };
  UriscopeWindow *window = window_new_shown ();
  GtkWidget *fix_all = find_widget (GTK_WIDGET (window), has_action, "win.fix-all");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      if (!xclip_put (window, "UTF8_STRING", cases[i].pasted, strlen (cases[i].pasted)))
        {
          destroy_window (GTK_WINDOW (window));
          g_test_skip ("needs xclip");
          return;
        }
      gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
      wait_field (window, cases[i].pasted);
      g_assert_cmpuint (count_rows (uriscope_problems_list_get_list_box (uriscope_window_get_problems_list (window))), >, 0);
      g_assert_true (gtk_widget_get_visible (fix_all) == (cases[i].fixed != NULL));
      if (i == 0)
        {
          wait_frame (GTK_WIDGET (window));
          save_screenshot (GTK_WIDGET (window), "screenshot-pasted-shapes.png");
        }
      if (cases[i].fixed != NULL)
        {
          g_signal_emit_by_name (fix_all, "clicked");
          wait_field (window, cases[i].fixed);
        }
    }
  destroy_window (GTK_WINDOW (window));
}

static gboolean
visible_button_labelled (GtkWidget    *widget,
                         gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_is_visible (widget) &&
         g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* Whether the history holds each of @data (a NULL-terminated list), and
 * no line of prose or comment. */
static gboolean
history_holds (gpointer data)
{
  const char *const *want = data;
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  g_auto(GStrv) history = g_settings_get_strv (settings, "history");

  g_main_context_iteration (NULL, FALSE);
  for (guint i = 0; history[i] != NULL; i++)
    g_assert_true (strstr (history[i], "See these") == NULL && history[i][0] != '#');
  for (guint i = 0; want[i] != NULL; i++)
    if (!g_strv_contains ((const char *const *) history, want[i]))
      return FALSE;
  return TRUE;
}

/* Clipboard text as people copy it: links are taken out of prose (the
 * first inspected, all listed to pick one), text/uri-list comments and lines
 * without a link stay out of the field and the history, and a link wrapped
 * over two lines is one reference, with "Join the lines". */
static void
test_paste_text (void)
{
  static const char prose[] = "See these: \"http://a/1\" and <http://a/2>, or http://a/3.";
  static const char uri_list[] = "# a comment\r\nhttp://a/4\r\nhttp://a/5\r\n";
  static const char junk[] = "See these:\nhttp://a/6\nhttp://a/7\n";
  static const char wrapped[] = "https://example.com/a/very/long/pa\nth?x=1";
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = window_new_shown ();
  GtkWidget *join;

  uriscope_window_set_text (window, "");
  g_settings_reset (settings, "history");
  if (!xclip_put (window, "UTF8_STRING", prose, sizeof prose - 1))
    {
      destroy_window (GTK_WINDOW (window));
      g_test_skip ("needs xclip");
      return;
    }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  wait_field (window, "http://a/1");
  wait_until (history_starts_with, (const char *[]) { "http://a/2", "http://a/3", NULL });
  g_assert_nonnull (find_widget (GTK_WIDGET (window), label_contains, "3 links were found in the text"));

  xclip_put (window, "UTF8_STRING", uri_list, sizeof uri_list - 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  wait_field (window, "http://a/4");
  wait_until (history_holds, (const char *[]) { "http://a/5", "http://a/2", NULL });

  xclip_put (window, "UTF8_STRING", junk, sizeof junk - 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  wait_field (window, "http://a/6");
  wait_until (history_holds, (const char *[]) { "http://a/7", "http://a/5", NULL });

  xclip_put (window, "UTF8_STRING", wrapped, sizeof wrapped - 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  wait_field (window, wrapped);
  join = find_widget (GTK_WIDGET (window), visible_button_labelled, "Join the lines");
  g_assert_nonnull (join);
  wait_frame (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-paste-wrapped.png");
  g_signal_emit_by_name (join, "clicked");
  wait_field (window, "https://example.com/a/very/long/path?x=1");

  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

/* The labels of the copy buttons shown, each followed by a space. */
static char *
copy_button_labels (UriscopeWindow *window)
{
  GString *out = g_string_new (NULL);
  GtkWidget *button = find_widget (GTK_WIDGET (window), has_action, "win.copy-component");
  /* Each button in a cell of a flow box, the cell shown or hidden. */
  GtkWidget *cell = button != NULL ? gtk_widget_get_parent (button) : NULL;

  for (; cell != NULL; cell = gtk_widget_get_next_sibling (cell))
    {
      button = GTK_IS_FLOW_BOX_CHILD (cell) ? gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (cell)) : NULL;
      if (gtk_widget_get_visible (cell) && button != NULL && GTK_IS_BUTTON (button) &&
          ADW_IS_BUTTON_CONTENT (gtk_button_get_child (GTK_BUTTON (button))))
        g_string_append_printf (out, "%s ", adw_button_content_get_label (ADW_BUTTON_CONTENT (gtk_button_get_child (GTK_BUTTON (button)))));
    }
  return g_string_free (out, FALSE);
}

/* Under LANGUAGE=es the window speaks Spanish (run by its own meson test). */
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

  g_test_add_func ("/window/tags-match-diagnostics", test_tags_match_diagnostics);
  g_test_add_func ("/window/tree-and-selection", test_tree_and_selection);
  g_test_add_func ("/window/resolution", test_resolution);
  g_test_add_func ("/window/fix-and-undo", test_fix_and_undo);
  g_test_add_func ("/window/tree-kept-while-typing", test_tree_kept_while_typing);
  g_test_add_func ("/window/many-diagnostics", test_many_diagnostics);
  g_test_add_func ("/window/long-reference-in-parts", test_long_reference_in_parts);
  g_test_add_func ("/window/dense-problems-in-parts", test_dense_problems_in_parts);
  g_test_add_func ("/window/bytes-replaced", test_bytes_replaced);
  g_test_add_func ("/window/clipboard-with-xclip", test_clipboard_with_xclip);
  g_test_add_func ("/window/command-line", test_command_line);
  g_test_add_func ("/window/settings-restored", test_settings_restored);
  g_test_add_func ("/window/spec-badges", test_spec_badges);
  g_test_add_func ("/window/browser-line", test_browser_line);
  g_test_add_func ("/window/ui-files", test_ui_files);
  g_test_add_func ("/window/screenshots", test_screenshots);
  g_test_add_func ("/window/whatwg-resolution", test_whatwg_resolution);
  g_test_add_func ("/window/tree-follows-typing", test_tree_follows_typing);
  g_test_add_func ("/window/long-values-wrap", test_long_values_wrap);
  g_test_add_func ("/window/huge-value-painted", test_huge_value_painted);
  g_test_add_func ("/window/control-pictures", test_control_pictures);
  g_test_add_func ("/window/spanish", test_spanish);
  g_test_add_func ("/window/mask-password", test_mask_password);
  g_test_add_func ("/window/clipboard-bytes", test_clipboard_bytes);
  g_test_add_func ("/window/keyboard", test_keyboard);
  g_test_add_func ("/window/history-typed", test_history_typed);
  g_test_add_func ("/window/history-no-password", test_history_no_password);
  g_test_add_func ("/window/masked-notice-follows", test_masked_notice_follows);
  g_test_add_func ("/window/copy-iri-normalized", test_copy_iri_normalized);
  g_test_add_func ("/window/fix-all", test_fix_all);
  g_test_add_func ("/window/paste-lines", test_paste_lines);
  g_test_add_func ("/window/pasted-shapes", test_pasted_shapes);
  g_test_add_func ("/window/paste-text", test_paste_text);

  return g_test_run ();
}
