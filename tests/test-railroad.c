/* test-railroad.c — the rules drawn: UriscopeRailroad and UriscopeRulePanel
 *
 * Runs under Xvfb (tests/meson.build). The diagrams of a few rules have the
 * expected boxes and tracks; a rule reference is a link, by click and by
 * keyboard; the panel follows links and goes back; the exports are a
 * valid PNG of the widget's size and an SVG equal to the golden file
 * tests/data/railroad/scheme.svg. The font is pinned to "Sans 10" so that
 * the golden file is the same on every run; a machine whose Sans measures
 * differently gets other numbers, and the test then compares the SVG with
 * its numbers masked (and says so). To write the golden file again:
 *
 *   URISCOPE_UPDATE_GOLDEN=1 meson test -C build test-railroad
 *
 * Screenshots of the panel go to the build directory
 * (screenshot-railroad-*.png).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include <adwaita.h>

#include "uriscope-railroad.h"
#include "uriscope-rule-panel.h"
#include "window-common.h"
#include "uriscope-railroad-private.h"
#include "uriscope-rule-panel-private.h"

static UriscopeRailroad *
railroad_for (UsRule rule)
{
  UriscopeRailroad *railroad = URISCOPE_RAILROAD (uriscope_railroad_new ());

  g_object_ref_sink (railroad);
  uriscope_railroad_set_rule (railroad, rule);
  return railroad;
}

static void
assert_boxes (UsRule      rule,
              const char *expected)
{
  g_autoptr(UriscopeRailroad) railroad = railroad_for (rule);
  g_autofree char *boxes = uriscope_railroad_dump_boxes (railroad);

  g_assert_cmpstr (boxes, ==, expected);
}

static void
test_structure (void)
{
  g_autoptr(UriscopeRailroad) scheme = railroad_for (US_RULE_3986_SCHEME);
  g_autoptr(UriscopeRailroad) ipv6 = railroad_for (US_RULE_3986_IPV6ADDRESS);
  g_autoptr(UriscopeRailroad) octet = railroad_for (US_RULE_3986_DEC_OCTET);
  g_autoptr(GArray) tracks = uriscope_railroad_get_tracks (scheme);
  g_autoptr(GArray) ipv6_tracks = uriscope_railroad_get_tracks (ipv6);
  g_autoptr(GArray) octet_tracks = uriscope_railroad_get_tracks (octet);
  g_autofree char *octet_boxes = uriscope_railroad_dump_boxes (octet);
  g_autofree char *ipv6_boxes = uriscope_railroad_dump_boxes (ipv6);

  /* ALPHA, then a loop that may be empty over five tracks. */
  assert_boxes (US_RULE_3986_SCHEME, "ref ALPHA\nref ALPHA\nref DIGIT\nlit +\nlit -\nlit .\n");
  g_assert_cmpuint (tracks->len, ==, 1);
  g_assert_cmpuint (g_array_index (tracks, guint, 0), ==, 5);
  g_assert_cmpuint (uriscope_railroad_get_n_links (scheme), ==, 3);

  /* A loop labelled with its count. */
  assert_boxes (US_RULE_3986_H16, "ref HEXDIG\nlabel 1*4\n");
  assert_boxes (US_RULE_3986_PCT_ENCODED, "lit %\nref HEXDIG\nref HEXDIG\n");

  /* Nine tracks; the counted groups labelled. */
  g_assert_cmpuint (g_array_index (ipv6_tracks, guint, 0), ==, 9);
  g_assert_nonnull (strstr (ipv6_boxes, "label 6\n"));
  g_assert_nonnull (strstr (ipv6_boxes, "label *4\n"));
  g_assert_cmpuint (uriscope_railroad_get_n_links (ipv6), ==, 27);

  /* Five tracks, ranges as boxes. */
  g_assert_cmpuint (octet_tracks->len, ==, 1);
  g_assert_cmpuint (g_array_index (octet_tracks, guint, 0), ==, 5);
  g_assert_cmpstr (octet_boxes, ==,
                   "ref DIGIT\nrange %x31-39\nref DIGIT\nlit 1\nref DIGIT\nlabel 2\n"
                   "lit 2\nrange %x30-34\nref DIGIT\nlit 25\nrange %x30-35\n");

  /* RFC 2396 and RFC 1738. */
  assert_boxes (US_RULE_2396_HOSTNAME, "ref domainlabel\nlit .\nref toplabel\nlit .\n");
  assert_boxes (US_RULE_1738_FTPURL, "lit ftp://\nref login\nlit /\nref fpath\nlit ;type=\nref ftptype\n");

  /* A prose rule: one box saying so. */
  assert_boxes (US_RULE_WHATWG_HOST, "prose described in prose\n");
}

static void
rule_activated_cb (GtkWidget *widget,
                   int        rule,
                   int       *out)
{
  *out = rule;
}

static void
click_link (UriscopeRailroad *railroad,
            guint             link)
{
  graphene_rect_t area;

  g_assert_true (uriscope_railroad_get_link_area (railroad, link, &area));
  g_assert_true (uriscope_railroad_click (railroad, area.origin.x + area.size.width / 2,
                                          area.origin.y + area.size.height / 2));
}

static void
test_links (void)
{
  UriscopeRailroad *railroad = URISCOPE_RAILROAD (uriscope_railroad_new ());
  GtkWidget *window = GTK_WIDGET (window_with (GTK_WIDGET (railroad), 600, 300));
  int activated = US_RULE_NONE;

  uriscope_railroad_set_rule (railroad, US_RULE_3986_SCHEME);
  wait_frame (window);
  g_signal_connect (railroad, "rule-activated", G_CALLBACK (rule_activated_cb), &activated);

  /* A click on a box, and not between boxes. */
  click_link (railroad, 2);
  g_assert_cmpint (activated, ==, US_RULE_DIGIT);
  g_assert_cmpint (uriscope_railroad_get_focus_link (railroad), ==, 2);
  activated = US_RULE_NONE;
  g_assert_false (uriscope_railroad_click (railroad, 1, 1));
  g_assert_cmpint (activated, ==, US_RULE_NONE);

  /* Tab enters at the first link, walks them, then leaves. */
  gtk_widget_grab_focus (gtk_window_get_child (GTK_WINDOW (window)));
  gtk_window_set_focus (GTK_WINDOW (window), NULL);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (railroad), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (railroad)));
  g_assert_cmpint (uriscope_railroad_get_focus_link (railroad), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (railroad), "railroad.activate-focused", NULL));
  g_assert_cmpint (activated, ==, US_RULE_ALPHA);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (railroad), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (railroad), GTK_DIR_TAB_FORWARD));
  g_assert_cmpint (uriscope_railroad_get_focus_link (railroad), ==, 2);
  gtk_widget_activate_action (GTK_WIDGET (railroad), "railroad.activate-focused", NULL);
  g_assert_cmpint (activated, ==, US_RULE_DIGIT);
  g_assert_false (gtk_widget_child_focus (GTK_WIDGET (railroad), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (railroad), GTK_DIR_TAB_BACKWARD));
  g_assert_cmpint (uriscope_railroad_get_focus_link (railroad), ==, 1);

  /* The accessible name and description. */
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (railroad)), ==, GTK_ACCESSIBLE_ROLE_IMG);
  g_assert_cmpstr (uriscope_railroad_get_description (railroad), ==,
                   "the rule ALPHA, then zero or more of (one of (the rule ALPHA; the rule DIGIT; "
                   "the text “+”; the text “-”; the text “.”))");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_panel (void)
{
  UriscopeRulePanel *panel = URISCOPE_RULE_PANEL (uriscope_rule_panel_new ());
  GtkWidget *window = GTK_WIDGET (window_with (GTK_WIDGET (panel), 900, 600));
  UriscopeRailroad *railroad = uriscope_rule_panel_get_railroad (panel);
  g_autofree char *definition = NULL;
  int activated = US_RULE_NONE;

  g_signal_connect (panel, "rule-activated", G_CALLBACK (rule_activated_cb), &activated);
  uriscope_rule_panel_set_rule (panel, US_RULE_3986_URI);
  g_assert_cmpint (uriscope_railroad_get_rule (railroad), ==, US_RULE_3986_URI);
  definition = uriscope_rule_panel_dup_definition (panel);
  g_assert_true (g_str_has_prefix (g_strchug (definition), "URI         = scheme \":\" hier-part"));
  g_clear_pointer (&definition, g_free);

  /* URI's first link is scheme. */
  click_link (railroad, 0);
  g_assert_cmpint (activated, ==, US_RULE_3986_SCHEME);
  g_assert_cmpint (uriscope_rule_panel_get_rule (panel), ==, US_RULE_3986_SCHEME);
  g_assert_cmpint (uriscope_railroad_get_rule (railroad), ==, US_RULE_3986_SCHEME);
  definition = uriscope_rule_panel_dup_definition (panel);
  g_assert_nonnull (strstr (definition, "scheme      = ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" )"));

  /* The window following the panel keeps its history. */
  uriscope_rule_panel_set_rule (panel, US_RULE_3986_SCHEME);
  click_link (railroad, 0);
  g_assert_cmpint (uriscope_rule_panel_get_rule (panel), ==, US_RULE_ALPHA);
  g_assert_true (uriscope_rule_panel_go_back (panel));
  g_assert_cmpint (uriscope_rule_panel_get_rule (panel), ==, US_RULE_3986_SCHEME);
  g_assert_true (uriscope_rule_panel_go_back (panel));
  g_assert_cmpint (uriscope_rule_panel_get_rule (panel), ==, US_RULE_3986_URI);
  g_assert_cmpint (activated, ==, US_RULE_3986_URI);
  g_assert_false (uriscope_rule_panel_go_back (panel));

  /* A definition over continuation lines. */
  g_clear_pointer (&definition, g_free);
  uriscope_rule_panel_set_rule (panel, US_RULE_3986_IPV6ADDRESS);
  definition = uriscope_rule_panel_dup_definition (panel);
  g_assert_nonnull (strstr (definition, "/ [ *6( h16 \":\" ) h16 ] \"::\""));

  /* A prose rule, and a rule whose document is not built in. */
  uriscope_rule_panel_set_rule (panel, US_RULE_WHATWG_HOST);
  uriscope_rule_panel_set_rule (panel, US_RULE_1630_MIDADDRESS);
  wait_frame (window);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_text_view (GtkWidget     *widget,
              gconstpointer  data)
{
  return GTK_IS_TEXT_VIEW (widget);
}

/* Back shows the rule left with its RFC text where it was scrolled to, not
 * at the rule's definition again (a window low enough for the text, its
 * paragraphs wrapped at 900 px, to scroll more than 100 px past it). */
static void
test_panel_back_scroll (void)
{
  UriscopeRulePanel *panel = URISCOPE_RULE_PANEL (uriscope_rule_panel_new ());
  GtkWidget *window = GTK_WIDGET (window_with (GTK_WIDGET (panel), 900, 420));
  UriscopeRailroad *railroad = uriscope_rule_panel_get_railroad (panel);
  GtkWidget *text = find_widget (GTK_WIDGET (panel), is_text_view, NULL);
  GtkAdjustment *adjustment;
  double at_definition, left_at;

  g_assert_nonnull (text);
  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (text));
  uriscope_rule_panel_set_rule (panel, US_RULE_3986_URI);
  settle (window);
  at_definition = gtk_adjustment_get_value (adjustment);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment), >, at_definition + 100);

  /* The class reads on, below the definition, then follows a link. */
  gtk_adjustment_set_value (adjustment, at_definition + 100);
  settle (window);
  left_at = gtk_adjustment_get_value (adjustment);
  g_assert_cmpfloat (ABS (left_at - (at_definition + 100)), <, 1);
  click_link (railroad, 0);
  settle (window);
  g_assert_cmpint (uriscope_rule_panel_get_rule (panel), ==, US_RULE_3986_SCHEME);

  /* Back: the text where it was left. */
  g_assert_true (uriscope_rule_panel_go_back (panel));
  settle (window);
  g_assert_cmpint (uriscope_rule_panel_get_rule (panel), ==, US_RULE_3986_URI);
  g_assert_cmpfloat (ABS (gtk_adjustment_get_value (adjustment) - left_at), <, 1);

  /* A rule set anew is shown at its definition. */
  uriscope_rule_panel_set_rule (panel, US_RULE_3986_SCHEME);
  uriscope_rule_panel_set_rule (panel, US_RULE_3986_URI);
  settle (window);
  g_assert_cmpfloat (ABS (gtk_adjustment_get_value (adjustment) - at_definition), <, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every number replaced by "#". */
static char *
mask_numbers (const char *text)
{
  g_autoptr(GRegex) regex = g_regex_new ("-?[0-9]+(\\.[0-9]+)?", 0, 0, NULL);

  return g_regex_replace_literal (regex, text, -1, 0, "#", 0, NULL);
}

static void
test_svg_golden (void)
{
  g_autoptr(UriscopeRailroad) railroad = railroad_for (US_RULE_3986_SCHEME);
  g_autoptr(GBytes) svg = uriscope_railroad_to_svg (railroad);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "railroad", "scheme.svg", NULL);
  g_autofree char *golden = NULL;
  g_autofree char *text = g_strndup (g_bytes_get_data (svg, NULL), g_bytes_get_size (svg));
  g_autoptr(GError) error = NULL;

  if (g_getenv ("URISCOPE_UPDATE_GOLDEN") != NULL)
    {
      g_assert_true (g_file_set_contents (path, text, -1, &error));
      g_test_message ("wrote %s", path);
    }
  g_assert_true (g_file_get_contents (path, &golden, NULL, &error));
  g_assert_no_error (error);
  if (strcmp (text, golden) != 0)
    {
      g_autofree char *masked = mask_numbers (text);
      g_autofree char *masked_golden = mask_numbers (golden);

      g_test_message ("The SVG's numbers differ from %s (the font measures differently?); "
                      "comparing its structure only", path);
      g_assert_cmpstr (masked, ==, masked_golden);
    }
  g_assert_nonnull (strstr (text, "font-family=\"Sans\""));
  g_assert_nonnull (strstr (text, ">ALPHA</text>"));

  /* The file is the same. */
  {
    g_autofree char *out = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                             "railroad-scheme.svg", NULL);
    g_autofree char *written = NULL;

    g_assert_true (uriscope_railroad_write_svg (railroad, out, &error));
    g_assert_true (g_file_get_contents (out, &written, NULL, NULL));
    g_assert_cmpstr (written, ==, text);
  }
}

static void
test_png (void)
{
  UriscopeRailroad *railroad = URISCOPE_RAILROAD (uriscope_railroad_new ());
  GtkWidget *window = GTK_WIDGET (window_with (GTK_WIDGET (railroad), 400, 300));
  g_autofree char *out = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                           "railroad-ipv6address.png", NULL);
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) png = NULL;
  int width, height;

  g_assert_null (uriscope_railroad_to_png (railroad));
  uriscope_railroad_set_rule (railroad, US_RULE_3986_IPV6ADDRESS);
  wait_frame (window);
  gtk_widget_measure (GTK_WIDGET (railroad), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (railroad), GTK_ORIENTATION_VERTICAL, -1, NULL, &height, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (railroad)), ==, width);
  g_assert_true (uriscope_railroad_write_png (railroad, out, &error));
  g_assert_no_error (error);
  texture = gdk_texture_new_from_filename (out, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, height);
  png = uriscope_railroad_to_png (railroad);
  g_assert_cmpmem (g_bytes_get_data (png, NULL), 8, "\x89PNG\r\n\x1a\n", 8);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_screenshots (void)
{
  static const struct { UsRule rule; const char *name; } shots[] = {
    { US_RULE_3986_SCHEME, "screenshot-railroad-scheme.png" },
    { US_RULE_3986_IPV6ADDRESS, "screenshot-railroad-ipv6address.png" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      UriscopeRulePanel *panel = URISCOPE_RULE_PANEL (uriscope_rule_panel_new ());
      GtkWidget *window;

      gtk_widget_set_margin_start (GTK_WIDGET (panel), 12);
      gtk_widget_set_margin_end (GTK_WIDGET (panel), 12);
      gtk_widget_set_margin_top (GTK_WIDGET (panel), 12);
      gtk_widget_set_margin_bottom (GTK_WIDGET (panel), 12);
      uriscope_rule_panel_set_rule (panel, shots[i].rule);
      window = GTK_WIDGET (window_with (GTK_WIDGET (panel), 960, i == 0 ? 520 : 1000));
      for (guint k = 0; k < 5; k++)
        wait_frame (window);
      save_screenshot (window, shots[i].name);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;
  /* The golden SVG's font. */
  g_object_set (gtk_settings_get_default (),
                "gtk-font-name", "Sans 10",
                "gtk-xft-dpi", 96 * 1024,
                "gtk-cursor-blink", FALSE,
                "gtk-enable-animations", FALSE,
                NULL);

  g_test_add_func ("/railroad/structure", test_structure);
  g_test_add_func ("/railroad/links", test_links);
  g_test_add_func ("/railroad/panel", test_panel);
  g_test_add_func ("/railroad/panel-back-scroll", test_panel_back_scroll);
  g_test_add_func ("/railroad/svg-golden", test_svg_golden);
  g_test_add_func ("/railroad/png", test_png);
  g_test_add_func ("/railroad/screenshots", test_screenshots);

  return g_test_run ();
}
