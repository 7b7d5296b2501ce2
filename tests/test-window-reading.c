/* test-window-reading.c — one link, one reading, in the window
 *
 * Under Xvfb: one keystroke reads the reference once under each spec (the
 * parsers count their entries), whatever the page; the title says what
 * the spec says and what a browser does, as the command line's first line
 * and JSON do (us_analysis_format_verdict()); under the URL Standard with
 * a base, the title, the field and the Resolution page read the
 * reference against the base (the bar never says "refuses" over a page
 * that shows the resolution succeed); the Link page's browser row reads
 * the host the browser line names.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-browser-line.h"
#include "uriscope-link-page.h"
#include "uriscope-resolution-page.h"
#include "uriscope-resolution-steps.h"
#include "uriscope-window.h"
#include "us-parse-private.h"
#include "window-common.h"
#include "uriscope-resolution-page-private.h"
#include "uriscope-resolution-steps-private.h"
#include "uriscope-window-private.h"

static UriscopeWindow *
new_window (void)
{
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));

  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));
  return window;
}

static gboolean
button_labelled (GtkWidget     *widget,
                 gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_is_visible (widget) &&
         g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static const char *
subtitle (UriscopeWindow *window)
{
  return adw_window_title_get_subtitle (uriscope_window_get_title (window));
}

/* One keystroke, each page shown in turn: every spec's parser entered at
 * most once for the reference. The URL Standard's counts the base too
 * (read against it for its badge) and the link alone (the browser line
 * and the lens): three. The Resolution page reads the base too, the
 * Normalization page's ladder each rung's string after the first, and the
 * check of the fixes the link with them applied. */
static void
test_parse_once_a_keystroke (void)
{
  static const char *const pages[] = { "breakdown", "link", "query", "normalization", "resolution" };
  UriscopeWindow *window = new_window ();

  uriscope_window_set_spec (window, US_SPEC_RFC3986);
  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
    {
      guint before[US_SPEC_COUNT];

      uriscope_window_show_page (window, pages[p]);
      uriscope_window_set_text (window, "http://example.com\\@evil.com/");
      wait_frame (GTK_WIDGET (window));
      for (guint s = 0; s < US_SPEC_COUNT; s++)
        before[s] = us_parse_get_entries ((UsSpec) s);
      /* the keystroke */
      uriscope_window_set_text (window, "http://example.com\\@evil.com/x");
      wait_frame (GTK_WIDGET (window));
      for (guint s = 0; s < US_SPEC_COUNT; s++)
        {
          guint entries = us_parse_get_entries ((UsSpec) s) - before[s];
          gboolean resolution = g_str_equal (pages[p], "resolution");
          gboolean normalization = g_str_equal (pages[p], "normalization");
          /* RFC 3986 resolves on the Resolution page: the base is read;
           * its ladder reads each rung's string after the first. */
          guint most = s == US_SPEC_WHATWG ? 3
                       : resolution && s == US_SPEC_RFC3986 ? 2
                       : normalization && s == US_SPEC_RFC3986 ? 1 + US_RUNG_COUNT - 1 : 1;

          /* The link with its fixes applied is another text, read under
           * the spec and by a browser before a Fix is offered. */
          if (s == US_SPEC_RFC3986 || s == US_SPEC_WHATWG)
            most++;

          g_test_message ("%s page, %s: %u", pages[p], us_spec_to_string ((UsSpec) s), entries);
          g_assert_cmpuint (entries, <=, most);
        }
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The title says both verdicts, the same words as the command line's
 * JSON "verdict". */
static void
test_title_verdict (void)
{
  UriscopeWindow *window = new_window ();

  uriscope_window_set_spec (window, US_SPEC_RFC3986);
  uriscope_window_set_text (window, "http://example.com\\@evil.com/");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpstr (subtitle (window), ==, "Not a valid RFC 3986 reference: 1 error · a browser goes to example.com.");

  /* the fixed link: valid, and a browser reads it the same */
  uriscope_window_set_text (window, "http://exa%20mple.com/");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpstr (subtitle (window), ==, "Valid RFC 3986 reference · a browser refuses it.");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (uriscope_window_get_browser_line (window))));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Under the URL Standard with a base, everything above the pages reads the
 * reference against the base, as the Resolution page does. */
static void
test_whatwg_with_base (void)
{
  UriscopeWindow *window = new_window ();
  UriscopeResolutionPage *page = uriscope_window_get_resolution_page (window);

  uriscope_window_set_spec (window, US_SPEC_WHATWG);
  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  uriscope_window_show_page (window, "resolution");
  uriscope_window_set_text (window, "../../../g");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpstr (uriscope_resolution_page_get_target_text (page), ==, "http://a/g");
  /* and says which address it is read against: the Link page says the
   * link alone is refused */
  g_assert_cmpstr (subtitle (window), ==, "Without a base a browser refuses this link; on a page at "
                                          "“http://a/b/c/d;p?q” it reads it with no validation error.");
  g_assert_true (us_result_is_valid (uriscope_window_get_result (window)));

  /* no base: the link alone, which a browser refuses */
  uriscope_window_set_base (window, "");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpstr (subtitle (window), ==, "A browser refuses this link: 1 validation error.");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The Link page's browser row reads the host the title names. */
static void
test_link_page_agrees (void)
{
  UriscopeWindow *window = new_window ();
  UsLens *lens;

  uriscope_window_set_spec (window, US_SPEC_RFC3986);
  uriscope_window_show_page (window, "link");
  uriscope_window_set_text (window, "http://example.com\\@evil.com/");
  wait_frame (GTK_WIDGET (window));
  lens = uriscope_link_page_get_lens (uriscope_window_get_link_page (window));
  g_assert_nonnull (lens);
  g_assert_cmpstr (us_lens_reading_get_field (us_lens_get_reading (lens, US_LENS_READER_WHATWG), US_LENS_FIELD_HOST),
                   ==, "example.com");
  g_assert_nonnull (strstr (subtitle (window), "a browser goes to example.com"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The answer hidden until asked for (issue "A lecture without
 * surprises"): at step 1 the target is not on the screen; "Reveal answer"
 * shows it, says so, and is remembered. */
static void
test_answer_hidden (void)
{
  UriscopeWindow *window = new_window ();
  UriscopeResolutionPage *page = uriscope_window_get_resolution_page (window);
  UriscopeResolutionSteps *steps = uriscope_resolution_page_get_steps (page);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  GtkWidget *target;

  g_settings_set_boolean (settings, "reveal-answer", FALSE);
  uriscope_window_set_spec (window, US_SPEC_RFC3986);
  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  uriscope_window_show_page (window, "resolution");
  uriscope_window_set_text (window, "../../../g");
  wait_frame (GTK_WIDGET (window));
  g_assert_false (uriscope_resolution_steps_get_show_all (steps));
  g_assert_cmpuint (uriscope_resolution_steps_get_current (steps), ==, 0);
  g_assert_cmpuint (uriscope_resolution_steps_get_n_visible_rows (steps), ==, 1);
  target = find_widget (GTK_WIDGET (window), label_contains, "http://a/g");
  g_assert_true (target == NULL || !gtk_widget_is_visible (target));
  g_assert_nonnull (find_widget (GTK_WIDGET (window), button_labelled, "Reveal answer"));

  uriscope_resolution_steps_set_show_all (steps, TRUE);
  wait_frame (GTK_WIDGET (window));
  target = find_widget (GTK_WIDGET (window), label_contains, "http://a/g");
  g_assert_nonnull (target);
  g_assert_true (gtk_widget_is_visible (target));
  g_assert_nonnull (find_widget (GTK_WIDGET (window), button_labelled, "Answer revealed"));
  g_assert_true (g_settings_get_boolean (settings, "reveal-answer"));
  g_settings_set_boolean (settings, "reveal-answer", FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* At start the field has the focus: typing goes into the reference. */
static void
test_focus_at_start (void)
{
  UriscopeWindow *window = new_window ();
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  GtkWidget *field = GTK_WIDGET (uriscope_window_get_reference_field (window));

  g_assert_nonnull (focus);
  g_assert_true (focus == field || gtk_widget_is_ancestor (focus, field));
  g_assert_true (GTK_IS_TEXT_VIEW (focus));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/window-reading/parse-once-a-keystroke", test_parse_once_a_keystroke);
  g_test_add_func ("/window-reading/title-verdict", test_title_verdict);
  g_test_add_func ("/window-reading/whatwg-with-base", test_whatwg_with_base);
  g_test_add_func ("/window-reading/link-page-agrees", test_link_page_agrees);
  g_test_add_func ("/window-reading/answer-hidden", test_answer_hidden);
  g_test_add_func ("/window-reading/focus-at-start", test_focus_at_start);
  return g_test_run ();
}
