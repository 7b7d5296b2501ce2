/* test-window-resolution.c — the Resolution and Normalization pages, under Xvfb
 *
 * Split from test-window.c. Resolution shows the RFC's target, the
 * compatible switch changes "http:g", and the base is marked as the
 * reference is; under the URL Standard the page is the parser's, state by
 * state. Long values wrap or are cut with a marker (the window keeps its
 * width, a megabyte is painted in seconds), the copy buttons copying all
 * of them; under RFC 3987 the Normalization page's copy button copies the
 * URI it shows on top.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-spec-badges.h"
#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-resolution-page-private.h"
#include "uriscope-resolution-steps-private.h"
#include "uriscope-spec-badges-private.h"
#include "uriscope-window-private.h"

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

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/window/resolution", test_resolution);
  g_test_add_func ("/window/whatwg-resolution", test_whatwg_resolution);
  g_test_add_func ("/window/long-values-wrap", test_long_values_wrap);
  g_test_add_func ("/window/huge-value-painted", test_huge_value_painted);
  g_test_add_func ("/window/copy-iri-normalized", test_copy_iri_normalized);

  return g_test_run ();
}
