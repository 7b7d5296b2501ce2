/* test-window-specs.c — the specs' badges and the browser line (under Xvfb)
 *
 * Split from test-window.c. The badges show the reference under every
 * spec with the first difference, and a click reads it under that spec
 * (the IRI's mappings under RFC 3987, RFC 1738's rules under RFC 1738).
 * Under an RFC, the line under the field says when a browser reads the
 * link otherwise, marks the characters that differ, and "Read as a
 * Browser" switches to the URL Standard; the window still fits 800×600
 * with the line shown. Screenshots are written to the build directory.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-rule-panel.h"
#include "uriscope-browser-line.h"
#include "uriscope-spec-badges.h"
#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-breakdown-page-private.h"
#include "uriscope-browser-line-private.h"
#include "uriscope-normalization-page-private.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-rule-panel-private.h"
#include "uriscope-spec-badges-private.h"
#include "uriscope-window-private.h"

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

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/window/spec-badges", test_spec_badges);
  g_test_add_func ("/window/browser-line", test_browser_line);

  return g_test_run ();
}
