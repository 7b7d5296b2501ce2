/* test-window-copy.c — copying rows and readings (under Xvfb)
 *
 * A row of the breakdown tree copies the characters its node matched,
 * exactly (a zero-width space is itself, not "<U+200B>"), or its rule's
 * name: from its context menu's actions, Ctrl+C and Shift+F10 as real
 * keys (through xdotool, when there is one). A reader's row of the Link
 * page copies its name and parts, a tab between each, or its host, from
 * its copy button, Ctrl+C on it and its context menu: the whole reading,
 * query and fragment included, or, over the clipboard's limit, nothing,
 * said in the refusal's toast. The browser line
 * copies the href a browser reads. Under RFC 3987, Copy the target copies
 * the target; where there is none, it is disabled and says why.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-breakdown-page.h"
#include "uriscope-browser-line.h"
#include "uriscope-clipboard.h"
#include "uriscope-lens-readers.h"
#include "uriscope-link-page.h"
#include "uriscope-resolution-page.h"
#include "uriscope-tree.h"
#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-breakdown-page-private.h"
#include "uriscope-clipboard-private.h"
#include "uriscope-lens-readers-private.h"
#include "uriscope-link-page-private.h"
#include "uriscope-window-private.h"

static UriscopeWindow *
new_window (void)
{
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));

  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));
  return window;
}

/* Puts a mark on the clipboard, to see a copy replace it. */
static void
clear_clipboard (UriscopeWindow *window)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (window)), "(before)");
}

static void
assert_copied (UriscopeWindow *window,
               const char     *want)
{
  g_autofree char *copied = clipboard_text (GTK_WIDGET (window));

  g_test_message ("copied: %s", copied);
  g_assert_cmpstr (copied, ==, want);
}

static gboolean
popover_visible (gpointer data)
{
  return gtk_widget_get_visible (data);
}

/* The first node of the shown result with rule @name. */
static guint
node_with_rule (UsResult   *result,
                const char *name)
{
  for (guint i = 0; i < us_result_get_n_nodes (result); i++)
    if (g_strcmp0 (us_rule_name (us_result_get_node (result, i)->rule), name) == 0)
      return i;
  g_assert_not_reached ();
}

/* The breakdown tree's row of the path: its text copied as it is, its rule's
 * name, from the actions of its context menu and from real keys. */
static void
test_tree_row (void)
{
  UriscopeWindow *window = new_window ();
  UriscopeBreakdownPage *page = uriscope_window_get_breakdown_page (window);
  GtkColumnView *tree = uriscope_breakdown_page_get_tree (page);
  GtkPopover *menu = uriscope_breakdown_page_get_context_menu (page);
  GtkSingleSelection *selection = uriscope_breakdown_page_get_selection (page);
  GtkTreeListModel *model = GTK_TREE_LIST_MODEL (gtk_single_selection_get_model (selection));
  /* A zero-width space in the path: the cell shows a mark, the copy is
   * the character. */
  const char *reference = "http://example.com/a\xe2\x80\x8b" "b";
  guint row;

  uriscope_window_set_text (window, reference);
  uriscope_window_show_page (window, "breakdown");
  wait_frame (GTK_WIDGET (window));
  row = uriscope_tree_find_row (model, node_with_rule (uriscope_window_get_result (window), "path-abempty"));
  g_assert_cmpuint (row, !=, GTK_INVALID_LIST_POSITION);
  gtk_single_selection_set_selected (selection, row);
  wait_frame (GTK_WIDGET (window));

  clear_clipboard (window);
  gtk_widget_activate_action (GTK_WIDGET (tree), "breakdown.copy-text", NULL);
  assert_copied (window, "/a\xe2\x80\x8b" "b");
  clear_clipboard (window);
  gtk_widget_activate_action (GTK_WIDGET (tree), "breakdown.copy-rule", NULL);
  assert_copied (window, "path-abempty");

  /* The context menu opens on the selected row and offers both. */
  gtk_widget_activate_action (GTK_WIDGET (tree), "breakdown.context-menu", NULL);
  wait_until (popover_visible, menu);
  gtk_popover_popdown (menu);
  wait_frame (GTK_WIDGET (window));

  /* Real keys on the tree: Ctrl+C copies the selected row's text,
   * Shift+F10 opens its menu. */
  gtk_widget_grab_focus (GTK_WIDGET (tree));
  clear_clipboard (window);
  if (press_keys (GTK_WINDOW (window), "ctrl+c"))
    {
      assert_copied (window, "/a\xe2\x80\x8b" "b");
      g_assert_false (gtk_widget_get_visible (GTK_WIDGET (menu)));
      press_keys (GTK_WINDOW (window), "shift+F10");
      wait_until (popover_visible, menu);
      gtk_popover_popdown (menu);
    }
  else
    g_test_message ("no xdotool: the keys not pressed");
  destroy_window (GTK_WINDOW (window));
}

static gboolean
has_focus (gpointer widget)
{
  return gtk_widget_has_focus (widget);
}

/* A reader's row: its name and parts, a tab between each, as the reader
 * gives them; its host alone from the context menu. */
static void
test_reader_row (void)
{
  UriscopeWindow *window = new_window ();
  UriscopeLensReaders *readers = uriscope_link_page_get_readers (uriscope_window_get_link_page (window));
  GtkButton *copy = uriscope_lens_readers_get_copy_button (readers, US_LENS_READER_CURL);
  GtkPopover *menu = uriscope_lens_readers_get_context_menu (readers);
  g_autofree char *want = NULL;

  uriscope_window_set_text (window, "http://user@example.com:8080/p\xe2\x80\x8bq");
  uriscope_window_show_page (window, "link");
  wait_frame (GTK_WIDGET (window));
  want = g_strconcat (us_lens_reader_title (US_LENS_READER_CURL),
                      "\thttp\tuser\texample.com\t8080\t/p\xe2\x80\x8bq", NULL);

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (copy)));
  clear_clipboard (window);
  g_signal_emit_by_name (copy, "clicked");
  assert_copied (window, want);

  /* Ctrl+C and the context menu act on the row that has the focus. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (copy)));
  clear_clipboard (window);
  gtk_widget_activate_action (GTK_WIDGET (readers), "readers.copy-focused", NULL);
  assert_copied (window, want);
  gtk_widget_activate_action (GTK_WIDGET (readers), "readers.context-menu", NULL);
  wait_until (popover_visible, menu);
  clear_clipboard (window);
  gtk_widget_activate_action (GTK_WIDGET (menu), "readers.copy-host", NULL);
  assert_copied (window, "example.com");
  gtk_popover_popdown (menu);
  wait_frame (GTK_WIDGET (window));

  /* A click on a row's cell chooses the row: Ctrl+C copies it, and it is
   * marked (a tester clicked a row, pressed Ctrl+C and got nothing). */
  gtk_widget_grab_focus (GTK_WIDGET (uriscope_window_get_reference_field (window)));
  wait_frame (GTK_WIDGET (window));
  if (click_widget (GTK_WINDOW (window), GTK_WIDGET (uriscope_lens_readers_get_cell (readers, US_LENS_READER_CURL,
                                                                                      US_LENS_FIELD_HOST))))
    {
      wait_until (has_focus, copy);
      g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (uriscope_lens_readers_get_cell (
                                                 readers, US_LENS_READER_CURL, US_LENS_FIELD_PATH)),
                                               "reader-chosen"));
      g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (uriscope_lens_readers_get_cell (
                                                  readers, US_LENS_READER_GLIB, US_LENS_FIELD_PATH)),
                                                "reader-chosen"));
      clear_clipboard (window);
      press_keys (GTK_WINDOW (window), "ctrl+c");
      assert_copied (window, want);
    }

  /* As real keys, on the row's copy button. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (copy)));
  clear_clipboard (window);
  if (press_keys (GTK_WINDOW (window), "ctrl+c"))
    {
      assert_copied (window, want);
      press_keys (GTK_WINDOW (window), "Menu");
      wait_until (popover_visible, menu);
      gtk_popover_popdown (menu);
    }
  destroy_window (GTK_WINDOW (window));
}

static gboolean
has_icon (GtkWidget     *widget,
          gconstpointer  icon)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), icon) == 0;
}

/* Every reader's row copies the whole reading, the query and the fragment
 * the table does not show included; a row over the clipboard's limit (a
 * megabyte of query) is refused and said, from the button, Ctrl+C and
 * the context menu alike: never a row copied without its query (a tester
 * got "Browser\thttp\t\texample.com\t\t/" for a megabyte of query). */
static void
test_reader_row_whole (void)
{
  UriscopeWindow *window = new_window ();
  UriscopeLensReaders *readers = uriscope_link_page_get_readers (uriscope_window_get_link_page (window));
  GtkPopover *menu = uriscope_lens_readers_get_context_menu (readers);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  GString *huge = g_string_new ("http://example.com/?");

  uriscope_window_set_text (window, "http://example.com/a?q=b#Frag");
  uriscope_window_show_page (window, "link");
  wait_frame (GTK_WIDGET (window));
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      g_autofree char *copied = NULL;

      clear_clipboard (window);
      g_signal_emit_by_name (uriscope_lens_readers_get_copy_button (readers, r), "clicked");
      copied = clipboard_text (GTK_WIDGET (window));
      g_test_message ("%s copies: %s", us_lens_reader_title (r), copied);
      g_assert_true (g_str_has_prefix (copied, us_lens_reader_title (r)));
      g_assert_true (g_str_has_suffix (copied, "\t?q=b\t#Frag"));
    }

  /* A megabyte of query: refused and said, the clipboard as it was. */
  while (huge->len < 1000 * 1000 + 20)
    g_string_append_c (huge, 'a');
  uriscope_window_set_text (window, huge->str);
  wait_frame (GTK_WIDGET (window));
  g_assert_null (uriscope_clipboard_get_refusal (GTK_WIDGET (window)));
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      GtkButton *copy = uriscope_lens_readers_get_copy_button (readers, r);
      GdkContentProvider *before;
      AdwToast *toast;

      gdk_clipboard_set_text (clipboard, "marker");
      before = gdk_clipboard_get_content (clipboard);
      g_signal_emit_by_name (copy, "clicked");
      g_assert_true (gdk_clipboard_get_content (clipboard) == before);
      toast = uriscope_clipboard_get_refusal (GTK_WIDGET (window));
      g_assert_nonnull (toast);
      g_assert_true (g_str_has_prefix (adw_toast_get_title (toast), "Not copied: "));
      adw_toast_dismiss (toast);
      g_assert_null (uriscope_clipboard_get_refusal (GTK_WIDGET (window)));

      /* Ctrl+C on the row, and its context menu's Copy Row. */
      g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (copy)));
      gtk_widget_activate_action (GTK_WIDGET (readers), "readers.copy-focused", NULL);
      g_assert_true (gdk_clipboard_get_content (clipboard) == before);
      toast = uriscope_clipboard_get_refusal (GTK_WIDGET (window));
      g_assert_nonnull (toast);
      adw_toast_dismiss (toast);
      gtk_widget_activate_action (GTK_WIDGET (readers), "readers.context-menu", NULL);
      wait_until (popover_visible, menu);
      gtk_widget_activate_action (GTK_WIDGET (menu), "readers.copy-row", NULL);
      g_assert_true (gdk_clipboard_get_content (clipboard) == before);
      toast = uriscope_clipboard_get_refusal (GTK_WIDGET (window));
      g_assert_nonnull (toast);
      adw_toast_dismiss (toast);
      gtk_popover_popdown (menu);
      wait_frame (GTK_WIDGET (window));
    }
  g_string_free (huge, TRUE);
  destroy_window (GTK_WINDOW (window));
}

/* The browser line copies what a browser reads, not its display form. */
static void
test_browser_line (void)
{
  UriscopeWindow *window = new_window ();
  GtkWidget *line = GTK_WIDGET (uriscope_window_get_browser_line (window));
  GtkWidget *button;

  /* A browser drops the tab and reads the backslash as a slash. */
  uriscope_window_set_text (window, "http://example.com\\a\tb");
  wait_frame (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_visible (line));
  button = find_widget (line, has_icon, "edit-copy-symbolic");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  clear_clipboard (window);
  g_signal_emit_by_name (button, "clicked");
  assert_copied (window, "http://example.com/ab");
  destroy_window (GTK_WINDOW (window));
}

/* Bytes that are not UTF-8 go on the clipboard (UTF-8 text only) written
 * %XX, as a Fix writes them; a NUL stays a NUL. GTK had cut "caf" + 0xE9
 * to "caf" and written 0xE9 + "x" as "\E9x". */
static void
test_not_utf8 (void)
{
  UriscopeWindow *window = new_window ();
  static const char reference[] = "http://a/caf\xe9x";
  gsize encoded_len = 0;
  g_autofree char *encoded = NULL;
  guint row;

  uriscope_window_set_bytes (window, reference, sizeof reference - 1);
  uriscope_window_show_page (window, "breakdown");
  wait_frame (GTK_WIDGET (window));
  clear_clipboard (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-all", NULL));
  assert_copied (window, "http://a/caf%E9x");

  row = uriscope_tree_find_row (GTK_TREE_LIST_MODEL (gtk_single_selection_get_model (
                                  uriscope_breakdown_page_get_selection (uriscope_window_get_breakdown_page (window)))),
                                node_with_rule (uriscope_window_get_result (window), "path-abempty"));
  gtk_single_selection_set_selected (uriscope_breakdown_page_get_selection (uriscope_window_get_breakdown_page (window)), row);
  wait_frame (GTK_WIDGET (window));
  clear_clipboard (window);
  gtk_widget_activate_action (GTK_WIDGET (uriscope_breakdown_page_get_tree (uriscope_window_get_breakdown_page (window))),
                              "breakdown.copy-text", NULL);
  assert_copied (window, "/caf%E9x");

  /* the one place that writes them: lone, truncated and NUL-mixed bytes */
  g_assert_null (uriscope_clipboard_encode_bad_bytes ("caf\xc3\xa9", 5, &encoded_len));
  g_assert_null (uriscope_clipboard_encode_bad_bytes ("a\0b", 3, &encoded_len));
  encoded = uriscope_clipboard_encode_bad_bytes ("a\0\xe2\x82" "b\xff", 6, &encoded_len);
  g_assert_nonnull (encoded);
  g_assert_cmpmem (encoded, encoded_len, "a\0%E2%82b%FF", 12);
  destroy_window (GTK_WINDOW (window));
}

/* Under RFC 3987 (its resolution is RFC 3986's, on IRIs), Copy the target
 * copies the target, characters beyond ASCII as they are. */
static void
test_iri_target (void)
{
  UriscopeWindow *window = new_window ();
  GtkWidget *button;

  uriscope_window_set_spec (window, US_SPEC_RFC3987);
  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  uriscope_window_set_text (window, "../r\xc3\xa9sum\xc3\xa9");
  uriscope_window_show_page (window, "resolution");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpint (uriscope_window_get_spec (window), ==, US_SPEC_RFC3987);
  clear_clipboard (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-target", NULL);
  assert_copied (window, "http://a/b/r\xc3\xa9sum\xc3\xa9");

  /* A base without a scheme: no target, nothing to copy; the button is
   * disabled and says why, rather than copying nothing silently. */
  uriscope_window_set_base (window, "a/b");
  wait_frame (GTK_WIDGET (window));
  button = find_widget (GTK_WIDGET (window), has_action, "win.copy-target");
  g_assert_nonnull (button);
  g_assert_false (gtk_widget_is_sensitive (button));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (button), "no target"));
  clear_clipboard (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-target", NULL);
  assert_copied (window, "(before)");
  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  wait_frame (GTK_WIDGET (window));
  g_assert_true (gtk_widget_is_sensitive (button));
  uriscope_window_set_spec (window, US_SPEC_RFC3986);
  destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/copy/tree-row", test_tree_row);
  g_test_add_func ("/copy/reader-row", test_reader_row);
  g_test_add_func ("/copy/reader-row-whole", test_reader_row_whole);
  g_test_add_func ("/copy/browser-line", test_browser_line);
  g_test_add_func ("/copy/iri-target", test_iri_target);
  g_test_add_func ("/copy/not-utf8", test_not_utf8);

  return g_test_run ();
}
