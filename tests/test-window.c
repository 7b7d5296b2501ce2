/* test-window.c — the window, driven as a person would, under Xvfb
 *
 * The tags in the field are the core's diagnostics (byte offsets turned
 * into character offsets, non-ASCII included), the tree's rows are the
 * core's nodes, selecting a row highlights its span and moving the cursor
 * selects the node there; resolution shows the RFC's target and the
 * compatible switch changes "http:g"; a Fix applies and undoes. Screenshots
 * of a few inputs are written to the build directory (look at them).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "uriscope-window.h"

static void
wait_idle (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

/* Waits for the window to be laid out and painted. */
static void
wait_frame (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean painted = FALSE;
  gulong id;
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  wait_idle ();
  if (clock == NULL)
    return;
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (widget);
  while (!painted && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
  wait_idle ();
}

static UriscopeWindow *
new_window (void)
{
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));

  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));
  return window;
}

/* The character ranges carrying @tag_name, as "start-end " pairs. */
static char *
tagged_ranges (GtkTextBuffer *buffer,
               const char    *tag_name)
{
  GtkTextTag *tag = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), tag_name);
  GString *out = g_string_new (NULL);
  GtkTextIter iter;

  gtk_text_buffer_get_start_iter (buffer, &iter);
  for (;;)
    {
      if (gtk_text_iter_starts_tag (&iter, tag) || (gtk_text_iter_is_start (&iter) && gtk_text_iter_has_tag (&iter, tag)))
        {
          GtkTextIter end = iter;

          gtk_text_iter_forward_to_tag_toggle (&end, tag);
          g_string_append_printf (out, "%d-%d ", gtk_text_iter_get_offset (&iter), gtk_text_iter_get_offset (&end));
          iter = end;
          continue;
        }
      if (!gtk_text_iter_forward_to_tag_toggle (&iter, tag))
        break;
    }
  return g_string_free (out, FALSE);
}

/* The error ranges the core's diagnostics give, in characters. */
static char *
expected_ranges (UsResult   *result,
                 UsSeverity  severity)
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

      if (d->severity != severity)
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
  UriscopeWindow *window = new_window ();

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      g_autofree char *got = NULL;
      g_autofree char *want = NULL;

      uriscope_window_set_text (window, inputs[i]);
      wait_idle ();
      got = tagged_ranges (uriscope_window_get_buffer (window), "error");
      want = expected_ranges (uriscope_window_get_result (window), US_SEVERITY_ERROR);
      g_test_message ("%s", inputs[i]);
      g_assert_cmpstr (got, ==, want);
      g_assert_cmpstr (got, !=, "");
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_tree_and_selection (void)
{
  UriscopeWindow *window = new_window ();
  GtkSingleSelection *selection = uriscope_window_get_selection (window);
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
  selected = tagged_ranges (uriscope_window_get_buffer (window), "selected-node");
  /* "http://é.com/a" is 14 characters. */
  g_assert_cmpstr (selected, ==, "14-17 ");

  /* Moving the cursor onto the "q" selects the query. */
  gtk_text_buffer_get_iter_at_offset (uriscope_window_get_buffer (window), &iter, 19);
  gtk_text_buffer_place_cursor (uriscope_window_get_buffer (window), &iter);
  wait_idle ();
  g_assert_cmpuint (gtk_single_selection_get_selected (selection), ==,
                    us_result_find_rule (result, US_RULE_3986_QUERY));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_resolution (void)
{
  UriscopeWindow *window = new_window ();

  /* The page is brought up to date when shown, as a person would see it. */
  uriscope_window_show_page (window, "resolution");
  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  uriscope_window_set_compat (window, FALSE);
  uriscope_window_set_text (window, "../g");
  wait_idle ();
  g_assert_cmpstr (uriscope_window_get_target_text (window), ==, "http://a/b/g");

  uriscope_window_set_text (window, "http:g");
  wait_idle ();
  g_assert_cmpstr (uriscope_window_get_target_text (window), ==, "http:g");
  uriscope_window_set_compat (window, TRUE);
  wait_idle ();
  g_assert_cmpstr (uriscope_window_get_target_text (window), ==, "http://a/b/c/g");
  uriscope_window_set_compat (window, FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
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
  UriscopeWindow *window = new_window ();
  GtkTextBuffer *buffer = uriscope_window_get_buffer (window);
  GtkButton *fix;
  GtkTextIter a, b;
  g_autofree char *fixed = NULL;
  g_autofree char *undone = NULL;

  uriscope_window_set_text (window, "http://a/b c");
  wait_idle ();
  fix = first_fix_button (GTK_WIDGET (uriscope_window_get_diagnostics (window)));
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
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Renders the window to a PNG in the build directory. */
static void
save_screenshot (GtkWidget  *widget,
                 const char *name)
{
  GdkPaintable *paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                            name, NULL);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
  g_object_unref (paintable);
}

static void
test_screenshots (void)
{
  static const struct { const char *name, *page, *text; } shots[] = {
    { "screenshot-diagnostics.png", "breakdown", "http://exa mple.com/a b?q=|#x" },
    { "screenshot-resolution.png", "resolution", "../../g;x?y#s" },
    { "screenshot-normalization.png", "normalization", "HTTP://Example.COM:80/%7euser/./a/../b" },
  };
  UriscopeWindow *window = new_window ();

  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      uriscope_window_set_text (window, shots[i].text);
      uriscope_window_show_page (window, shots[i].page);
      wait_frame (GTK_WIDGET (window));
      save_screenshot (GTK_WIDGET (window), shots[i].name);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Under LANGUAGE=es the window speaks Spanish (run by its own meson test). */
static void
test_spanish (void)
{
  UriscopeWindow *window;
  g_autofree char *status = NULL;

  if (g_strcmp0 (g_getenv ("LANGUAGE"), "es") != 0)
    {
      g_test_skip ("needs LANGUAGE=es");
      return;
    }
  window = new_window ();
  uriscope_window_set_text (window, "http://a/b c");
  wait_idle ();
  status = g_strdup (adw_window_title_get_subtitle (uriscope_window_get_title (window)));
  g_assert_cmpstr (status, ==, "No es una referencia RFC 3986 válida: 1 error.");
  g_assert_cmpstr (uriscope_window_get_page_title (window, "breakdown"), ==, "Desglose");
  g_assert_cmpstr (uriscope_window_get_page_title (window, "resolution"), ==, "Resolución");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("URISCOPE_LOCALEDIR") ? g_getenv ("URISCOPE_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return 77;
    }
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-cursor-blink", FALSE, "gtk-enable-animations", FALSE, NULL);
  {
    /* The application loads its style sheet itself; windows made here
     * without the application get it the same way. */
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (css, "/io/github/uriscope/Uriscope/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }

  g_test_add_func ("/window/tags-match-diagnostics", test_tags_match_diagnostics);
  g_test_add_func ("/window/tree-and-selection", test_tree_and_selection);
  g_test_add_func ("/window/resolution", test_resolution);
  g_test_add_func ("/window/fix-and-undo", test_fix_and_undo);
  g_test_add_func ("/window/screenshots", test_screenshots);
  g_test_add_func ("/window/spanish", test_spanish);

  return g_test_run ();
}
