/* test-window-link-page.c — the window's Link page, under Xvfb
 *
 * Split from test-window.c: the readers' cells and the findings of a link
 * on the Link page, the characters they mark in the field, a nested URL
 * inspected and Back, and Back forgotten once another reference is shown;
 * a long host whole in its cells at 800×600; the status line's verdict
 * and the readers' marks that agree; the headline not selected whole by
 * keyboard focus.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-link-page.h"
#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-link-page-private.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-window-private.h"

/* ---- The Link page ------------------------------------------------------- */

/* The texts of the labels of @widget and under it, one a line. */
static void
append_label_texts (GtkWidget *widget,
                    GString   *out)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    append_label_texts (child, out);
}

/* The row of the findings list whose texts hold @code, or NULL. */
static GtkListBoxRow *
finding_row (UriscopeLinkPage *page,
             const char       *code)
{
  GtkListBox *list = uriscope_link_page_get_findings (page);
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (list, i)) != NULL; i++)
    {
      g_autoptr(GString) texts = g_string_new (NULL);
      g_autofree char *needle = g_strconcat ("\n", code, " · ", NULL);

      g_string_append_c (texts, '\n');
      append_label_texts (GTK_WIDGET (row), texts);
      if (strstr (texts->str, needle) != NULL)
        return row;
    }
  return NULL;
}

static void
assert_tagged (GtkTextBuffer *buffer,
               const char    *tag_name,
               const char    *expected)
{
  g_autofree char *ranges = tagged_ranges (buffer, tag_name);

  g_assert_cmpstr (ranges, ==, expected);
}

static gboolean
has_tag_at (GtkTextBuffer *buffer,
            const char    *tag_name,
            int            offset)
{
  GtkTextTag *tag = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), tag_name);
  GtkTextIter iter;

  gtk_text_buffer_get_iter_at_offset (buffer, &iter, offset);
  return gtk_text_iter_has_tag (&iter, tag);
}

/* Whether @label is drawn bold and underlined (not only in a colour). */
static gboolean
is_marked (GtkLabel *label)
{
  PangoAttrList *attrs = gtk_label_get_attributes (label);
  GSList *list = attrs != NULL ? pango_attr_list_get_attributes (attrs) : NULL;
  gboolean bold = FALSE, underlined = FALSE;

  for (GSList *l = list; l != NULL; l = l->next)
    {
      PangoAttribute *attr = l->data;

      bold |= attr->klass->type == PANGO_ATTR_WEIGHT && ((PangoAttrInt *) attr)->value >= PANGO_WEIGHT_BOLD;
      underlined |= attr->klass->type == PANGO_ATTR_UNDERLINE && ((PangoAttrInt *) attr)->value != PANGO_UNDERLINE_NONE;
    }
  g_slist_free_full (list, (GDestroyNotify) pango_attribute_destroy);
  return bold && underlined && gtk_widget_has_css_class (GTK_WIDGET (label), "lens-differs");
}

/* The Link page (Alt+5): the headline, each reader's reading with the
 * cells that are not what a browser reads marked (bold, underlined and
 * tinted), a refusal across its row, the registrable domain and the
 * host as an address bar shows it, the findings; in the field, while the
 * page is shown, the registrable domain in bold and each finding's
 * characters underlined, with its message on hover; activating a finding
 * selects its characters. Brought up to date only while shown. The window
 * still fits 800×600. */
static void
test_link_page (void)
{
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));
  UriscopeLinkPage *page = URISCOPE_LINK_PAGE (uriscope_window_get_link_page (window));
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
  int minimum_width, minimum_height;

  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));

  uriscope_window_set_text (window, "http://example.com\\@evil.com/");
  wait_idle ();
  /* Not shown, not read. */
  g_assert_null (uriscope_link_page_get_lens (page));
  assert_tagged (buffer, "finding", "");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "link");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpstr (uriscope_window_get_page (window), ==, "link");
  g_assert_cmpstr (uriscope_window_get_page_title (window, "link"), ==, "Link");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (page)));
  g_assert_nonnull (uriscope_link_page_get_lens (page));
  g_assert_cmpstr (uriscope_link_page_get_headline (page), ==,
                   "A browser goes to example.com; GLib and curl go to evil.com; RFC 3986 finds the link invalid but reads the host as evil.com; uriparser refuses the link.");

  /* The readers: a browser's host as it is, GLib's marked. */
  {
    GtkLabel *browser_host = uriscope_link_page_get_cell (page, US_LENS_READER_WHATWG, US_LENS_FIELD_HOST);
    GtkLabel *glib_host = uriscope_link_page_get_cell (page, US_LENS_READER_GLIB, US_LENS_FIELD_HOST);
    GtkLabel *glib_scheme = uriscope_link_page_get_cell (page, US_LENS_READER_GLIB, US_LENS_FIELD_SCHEME);
    GtkLabel *refusal = uriscope_link_page_get_refusal (page, US_LENS_READER_URIPARSER);

    g_assert_cmpstr (gtk_label_get_text (browser_host), ==, "example.com");
    g_assert_false (is_marked (browser_host));
    g_assert_cmpstr (gtk_label_get_text (glib_host), ==, "evil.com");
    g_assert_true (is_marked (glib_host));
    g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (glib_host)));
    g_assert_true (g_str_has_suffix (gtk_widget_get_tooltip_text (GTK_WIDGET (glib_host)), "Not what a browser reads."));
    g_assert_cmpstr (gtk_label_get_text (glib_scheme), ==, "http");
    g_assert_false (is_marked (glib_scheme));
    /* uriparser refuses the link, across its row */
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (refusal)));
    g_assert_true (g_str_has_prefix (gtk_label_get_text (refusal), "Refuses the link: "));
    g_assert_false (gtk_widget_get_visible (GTK_WIDGET (uriscope_link_page_get_cell (page, US_LENS_READER_URIPARSER,
                                                                                     US_LENS_FIELD_HOST))));
    g_assert_nonnull (find_widget (GTK_WIDGET (page), label_contains, "Bold and underlined: not what a browser reads."));
  }
  g_assert_cmpstr (uriscope_link_page_get_display_host (page), ==, "example.com");
  g_assert_nonnull (find_widget (GTK_WIDGET (page), label_contains, "example.com"));

  /* The findings, each a row. */
  g_assert_nonnull (finding_row (page, "readers-disagree"));
  g_assert_nonnull (finding_row (page, "userinfo-before-host"));
  g_assert_nonnull (finding_row (page, "backslash"));
  g_assert_null (finding_row (page, "nested-url"));

  /* In the field: the registrable domain in bold, the findings underlined,
   * the backslash among them. */
  assert_tagged (buffer, "registrable", "7-18 ");
  g_assert_true (has_tag_at (buffer, "finding", 18));
  g_assert_false (has_tag_at (buffer, "finding", 2));

  /* Activating the backslash's row selects it in the field. */
  {
    GtkTextIter a, b;

    g_signal_emit_by_name (uriscope_link_page_get_findings (page), "row-activated", finding_row (page, "backslash"));
    wait_idle ();
    g_assert_true (gtk_text_buffer_get_selection_bounds (buffer, &a, &b));
    g_assert_cmpint (gtk_text_iter_get_offset (&a), ==, 18);
    g_assert_cmpint (gtk_text_iter_get_offset (&b), ==, 19);
  }

  /* 800×600 holds it (the whole scrolls). */
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  wait_frame (GTK_WIDGET (window));
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum_width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, 800, &minimum_height, NULL, NULL, NULL);
  g_test_message ("minimum size on the link page: %d×%d", minimum_width, minimum_height);
  g_assert_cmpint (minimum_width, <=, 800);
  g_assert_cmpint (minimum_height, <=, 600);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 800);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, 600);

  /* Typed into: read again at once. */
  {
    GtkTextIter end;

    gtk_text_buffer_get_end_iter (buffer, &end);
    gtk_text_buffer_place_cursor (buffer, &end);
    window_type_text (window, "x");
    g_assert_cmpstr (us_lens_get_input (uriscope_link_page_get_lens (page), NULL), ==, "http://example.com\\@evil.com/x");
    g_assert_true (has_tag_at (buffer, "finding", 18));
  }

  /* Another page: no lens, no marks; back, read and marked again. */
  uriscope_window_show_page (window, "breakdown");
  wait_frame (GTK_WIDGET (window));
  assert_tagged (buffer, "finding", "");
  assert_tagged (buffer, "registrable", "");
  uriscope_window_set_text (window, "http://example.com\\@evil.com/");
  g_assert_null (uriscope_link_page_get_lens (page));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "link");
  wait_frame (GTK_WIDGET (window));
  g_assert_true (has_tag_at (buffer, "finding", 18));
  assert_tagged (buffer, "registrable", "7-18 ");
  /* Tall enough to show the page under the field. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 1024);
  wait_frame (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-link.png");

  /* A plain link: every reader agrees, nothing found, nothing marked. */
  uriscope_window_set_text (window, "https://www.example.com/a?b=c");
  wait_idle ();
  g_assert_cmpstr (uriscope_link_page_get_headline (page), ==, "Every reader goes to www.example.com.");
  g_assert_null (gtk_list_box_get_row_at_index (uriscope_link_page_get_findings (page), 0));
  g_assert_nonnull (find_widget (GTK_WIDGET (page), label_contains, "None of the tricks the lens knows is in this link."));
  assert_tagged (buffer, "finding", "");
  assert_tagged (buffer, "registrable", "12-23 ");
  g_assert_false (is_marked (uriscope_link_page_get_cell (page, US_LENS_READER_GLIB, US_LENS_FIELD_HOST)));
  uriscope_window_show_page (window, "breakdown");
  destroy_window (GTK_WINDOW (window));
}

/* A link that holds another: Inspect opens the nested URL in the window,
 * Back returns to the link it was found in. A homograph: the address bar's
 * form is punycode, the findings say what it looks like. */
static void
test_link_nested (void)
{
  const char *redirect = "https://example.com/redirect?url=https%3A%2F%2Fevil.com%2Fx";
  UriscopeWindow *window = window_new_shown ();
  UriscopeLinkPage *page = URISCOPE_LINK_PAGE (uriscope_window_get_link_page (window));
  GtkListBoxRow *row;
  GtkWidget *inspect, *back;

  uriscope_window_set_text (window, redirect);
  uriscope_window_show_page (window, "link");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpstr (uriscope_link_page_get_headline (page), ==, "Every reader goes to example.com.");
  row = finding_row (page, "nested-url");
  g_assert_nonnull (row);
  g_assert_nonnull (find_widget (GTK_WIDGET (row), label_contains, "→ https://evil.com/x"));
  inspect = find_widget (GTK_WIDGET (row), label_contains, "Inspect");
  g_assert_nonnull (inspect);
  inspect = gtk_widget_get_ancestor (inspect, GTK_TYPE_BUTTON);
  g_assert_true (gtk_widget_get_mapped (inspect));
  g_assert_cmpuint (uriscope_link_page_get_n_back (page), ==, 0);
  g_assert_null (find_widget (GTK_WIDGET (page), label_contains, "Back to "));

  /* One click: the nested URL in the inspector, still on the Link page. */
  g_signal_emit_by_name (inspect, "clicked");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpstr (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), NULL), ==, "https://evil.com/x");
  g_assert_cmpstr (uriscope_window_get_page (window), ==, "link");
  g_assert_cmpstr (uriscope_link_page_get_headline (page), ==, "Every reader goes to evil.com.");
  g_assert_cmpuint (uriscope_link_page_get_n_back (page), ==, 1);
  back = find_widget (GTK_WIDGET (page), label_contains, "Back to https://example.com/redirect?url=");
  g_assert_nonnull (back);
  back = gtk_widget_get_ancestor (back, GTK_TYPE_BUTTON);
  g_assert_true (gtk_widget_get_mapped (back));
  save_screenshot (GTK_WIDGET (window), "screenshot-link-inspected.png");

  /* Back returns, and has nowhere more to go. */
  g_signal_emit_by_name (back, "clicked");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpstr (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), NULL), ==, redirect);
  g_assert_cmpuint (uriscope_link_page_get_n_back (page), ==, 0);
  g_assert_false (gtk_widget_get_visible (back));
  g_assert_nonnull (finding_row (page, "nested-url"));
  g_assert_false (uriscope_link_page_go_back (page));

  /* Inspect opens the nested URL's bytes as decoded, not the display
   * form of its row: "%E2%80%AE" is an RLO, "%09" a tab. */
  {
    static const char raw[] = "https://evil.com/a\342\200\256b\tc";
    const char *text;
    gsize len;

    uriscope_window_set_text (window, "https://example.com/r?url=https%3A%2F%2Fevil.com%2Fa%E2%80%AEb%09c");
    wait_frame (GTK_WIDGET (window));
    row = finding_row (page, "nested-url");
    g_assert_nonnull (row);
    g_assert_nonnull (find_widget (GTK_WIDGET (row), label_contains, "→ https://evil.com/a<U+202E>b␉c"));
    inspect = gtk_widget_get_ancestor (find_widget (GTK_WIDGET (row), label_contains, "Inspect"), GTK_TYPE_BUTTON);
    g_signal_emit_by_name (inspect, "clicked");
    wait_frame (GTK_WIDGET (window));
    text = uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), &len);
    g_assert_cmpmem (text, len, raw, sizeof (raw) - 1);
    g_assert_true (uriscope_link_page_go_back (page));
    wait_frame (GTK_WIDGET (window));
  }

  /* A homograph of apple.com. */
  uriscope_window_set_text (window, "https://\xd0\xb0\xd1\x80\xd1\x80\xd3\x8f\xd0\xb5.com/");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpstr (uriscope_link_page_get_display_host (page), ==, "xn--80ak6aa92e.com");
  g_assert_nonnull (finding_row (page, "whole-script-lookalike"));
  g_assert_nonnull (finding_row (page, "lookalike-domain"));
  g_assert_nonnull (finding_row (page, "punycode"));
  g_assert_true (has_tag_at (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)), "finding", 8));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 1024);
  wait_frame (GTK_WIDGET (window));
  save_screenshot (GTK_WIDGET (window), "screenshot-link-homograph.png");
  uriscope_window_show_page (window, "breakdown");
  destroy_window (GTK_WINDOW (window));
}

/* Clicks the Inspect button of the nested URL's finding. */
static void
inspect_nested (UriscopeWindow   *window,
                UriscopeLinkPage *page)
{
  GtkListBoxRow *row = finding_row (page, "nested-url");
  GtkWidget *inspect;

  g_assert_nonnull (row);
  inspect = gtk_widget_get_ancestor (find_widget (GTK_WIDGET (row), label_contains, "Inspect"), GTK_TYPE_BUTTON);
  g_assert_nonnull (inspect);
  g_signal_emit_by_name (inspect, "clicked");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpstr (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), NULL), ==, "https://evil.com/");
  g_assert_cmpuint (uriscope_link_page_get_n_back (page), ==, 1);
}

/* Whether the Back button is on the screen. */
static gboolean
back_shown (UriscopeLinkPage *page)
{
  GtkWidget *label = find_widget (GTK_WIDGET (page), label_contains, "Back to ");

  return label != NULL && gtk_widget_get_mapped (gtk_widget_get_ancestor (label, GTK_TYPE_BUTTON));
}

/* Back returns from the nested URL inspected, and from nothing else: once
 * another link is set, pasted in the field or typed, it goes. A change of
 * base reads the same nested URL again and keeps it. */
static void
test_link_back_forgotten (void)
{
  const char *redirect = "https://example.com/redirect?url=https%3A%2F%2Fevil.com%2F";
  UriscopeWindow *window = window_new_shown ();
  UriscopeLinkPage *page = URISCOPE_LINK_PAGE (uriscope_window_get_link_page (window));
  g_autofree char *base = g_strdup (uriscope_resolution_page_get_base (uriscope_window_get_resolution_page (window)));

  uriscope_window_set_text (window, redirect);
  uriscope_window_show_page (window, "link");
  wait_frame (GTK_WIDGET (window));

  /* Set, as a paste by the button, a drop or the history does. */
  inspect_nested (window, page);
  g_assert_true (back_shown (page));
  uriscope_window_set_base (window, "http://a/b/c/d;p?q");
  wait_frame (GTK_WIDGET (window));
  g_assert_true (back_shown (page));
  uriscope_window_set_text (window, "https://example.org/");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpuint (uriscope_link_page_get_n_back (page), ==, 0);
  g_assert_false (back_shown (page));
  g_assert_false (uriscope_link_page_go_back (page));

  /* Pasted in the field. */
  uriscope_window_set_text (window, redirect);
  wait_frame (GTK_WIDGET (window));
  inspect_nested (window, page);
  window_replace_text (window, "https://example.net/");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpuint (uriscope_link_page_get_n_back (page), ==, 0);
  g_assert_false (back_shown (page));

  /* Typed, and on another page meanwhile. */
  uriscope_window_set_text (window, redirect);
  wait_frame (GTK_WIDGET (window));
  inspect_nested (window, page);
  uriscope_window_show_page (window, "breakdown");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.focus-input", NULL);
  window_type_text (window, "x");
  uriscope_window_show_page (window, "link");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpuint (uriscope_link_page_get_n_back (page), ==, 0);
  g_assert_false (back_shown (page));

  /* Back still returns from the nested URL shown. */
  uriscope_window_set_text (window, redirect);
  wait_frame (GTK_WIDGET (window));
  inspect_nested (window, page);
  g_assert_true (uriscope_link_page_go_back (page));
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpstr (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), NULL), ==, redirect);
  uriscope_window_set_base (window, base);
  uriscope_window_show_page (window, "breakdown");
  destroy_window (GTK_WINDOW (window));
}

/* Every character of a long host is on the screen at 800×600: its cells
 * wrap, no "…" in its middle (where a look-alike hides). */
static void
test_link_host_whole (void)
{
  const char *host = "paypal.com.evil.com.example-very-long-domain-name-here.co.uk";
  g_autofree char *link = g_strconcat ("https://", host, "/login", NULL);
  UriscopeWindow *window = window_new_shown ();
  UriscopeLinkPage *page = URISCOPE_LINK_PAGE (uriscope_window_get_link_page (window));

  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  uriscope_window_set_text (window, link);
  uriscope_window_show_page (window, "link");
  wait_frame (GTK_WIDGET (window));
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      GtkLabel *cell = uriscope_link_page_get_cell (page, r, US_LENS_FIELD_HOST);

      if (!gtk_widget_get_visible (GTK_WIDGET (cell)))
        continue;
      g_assert_cmpstr (gtk_label_get_text (cell), ==, host);
      g_assert_cmpint (gtk_label_get_ellipsize (cell), ==, PANGO_ELLIPSIZE_NONE);
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (cell)));
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (cell)), <, 800);
    }
  uriscope_window_show_page (window, "breakdown");
  destroy_window (GTK_WINDOW (window));
}

/* One truth: the status line and the Link page read the same fact. A
 * tester saw "a browser reads it the same" over a page that marked RFC
 * 3986's path "/a/./b/../%7Euser/…" as not what a browser reads: RFC
 * 3986's target has its dot segments removed (§5.2.2), as a browser's
 * path has; case and percent-encoding are normalizations. */
static void
test_link_agrees_with_status (void)
{
  UriscopeWindow *window = window_new_shown ();
  UriscopeLinkPage *page = URISCOPE_LINK_PAGE (uriscope_window_get_link_page (window));
  const char *status;

  uriscope_window_set_text (window, "HTTP://Us%65r@Example.COM:80/a/./b/../%7Euser/%e2%82%ac?q=%41#Frag");
  uriscope_window_show_page (window, "link");
  wait_frame (GTK_WIDGET (window));
  status = uriscope_status_line_get_status (window->status);
  g_test_message ("status: %s", status);
  g_assert_nonnull (strstr (status, "a browser reads it the same"));
  g_assert_cmpstr (gtk_label_get_text (uriscope_link_page_get_cell (page, US_LENS_READER_RFC3986, US_LENS_FIELD_PATH)),
                   ==, "/a/%7Euser/%e2%82%ac");
  for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
    {
      GtkLabel *cell = uriscope_link_page_get_cell (page, US_LENS_READER_RFC3986, (UsLensField) f);

      g_assert_false (is_marked (cell));
      g_assert_null (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (cell)) ?: "", "Not what a browser reads"));
    }
  /* uriparser keeps the dot segments: its path is marked, and said so. */
  g_assert_true (is_marked (uriscope_link_page_get_cell (page, US_LENS_READER_URIPARSER, US_LENS_FIELD_PATH)));
  uriscope_window_show_page (window, "breakdown");
  destroy_window (GTK_WINDOW (window));
}

/* A relative link goes nowhere read alone, as the lens reads it; with a
 * base on the Resolution page, the Link page says where a browser goes
 * from a page there (it said only "goes nowhere without a base"). The
 * same analysis as the Resolution page: its href. */
static void
test_link_against_base (void)
{
  UriscopeWindow *window = window_new_shown ();
  UriscopeLinkPage *page = URISCOPE_LINK_PAGE (uriscope_window_get_link_page (window));
  const char *line;

  uriscope_window_set_base (window, "http://example.com/b/c/d;p?q");
  uriscope_window_set_text (window, "../../g?x#y");
  uriscope_window_show_page (window, "link");
  wait_frame (GTK_WIDGET (window));
  line = uriscope_link_page_get_against_base (page);
  g_test_message ("%s", line);
  g_assert_nonnull (line);
  g_assert_nonnull (strstr (line, "http://example.com/b/c/d;p?q"));
  g_assert_nonnull (strstr (line, "http://example.com/g?x#y"));
  /* An absolute link goes where it says: no line. */
  uriscope_window_set_text (window, "http://other.example/x");
  wait_frame (GTK_WIDGET (window));
  g_assert_null (uriscope_link_page_get_against_base (page));
  /* No base: none either. */
  uriscope_window_set_base (window, "");
  uriscope_window_set_text (window, "../../g");
  wait_frame (GTK_WIDGET (window));
  g_assert_null (uriscope_link_page_get_against_base (page));
  uriscope_window_show_page (window, "breakdown");
  destroy_window (GTK_WINDOW (window));
}

/* Keyboard focus that lands on the Link page (a tab button focused, then
 * Alt+5) does not select the whole headline: a tester saw it turn into
 * selected text. It stays selectable for the mouse. */
static void
test_link_headline_focus (void)
{
  UriscopeWindow *window = window_new_shown ();
  UriscopeLinkPage *page = URISCOPE_LINK_PAGE (uriscope_window_get_link_page (window));
  GtkWidget *tab = gtk_widget_get_first_child (GTK_WIDGET (window->page_tabs));
  GtkLabel *headline;
  GtkWidget *focus;
  int start, end;

  uriscope_window_set_text (window, "http://example.com\\@evil.com/");
  uriscope_window_show_page (window, "breakdown");
  wait_frame (GTK_WIDGET (window));
  g_assert_nonnull (tab);
  g_assert_true (gtk_widget_grab_focus (tab));
  if (!press_keys (GTK_WINDOW (window), "alt+5"))
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "link");
  wait_frame (GTK_WIDGET (window));
  g_assert_cmpstr (uriscope_window_get_page (window), ==, "link");
  headline = GTK_LABEL (find_widget (GTK_WIDGET (page), label_contains, uriscope_link_page_get_headline (page)));
  g_assert_nonnull (headline);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_test_message ("focus on %s", focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
  g_assert_false (gtk_label_get_selection_bounds (headline, &start, &end));
  g_assert_true (focus != GTK_WIDGET (headline));
  /* Still selectable, for the mouse. */
  g_assert_true (gtk_label_get_selectable (headline));
  /* Tab on from the tab button into the page: the focus lands on what is
   * first in it, never the headline, and nothing is selected. */
  for (int i = 0; i < 40 && (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (page))); i++)
    {
      if (!press_keys (GTK_WINDOW (window), "Tab"))
        gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
      wait_frame (GTK_WIDGET (window));
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_assert_false (gtk_label_get_selection_bounds (headline, &start, &end));
    }
  g_test_message ("then on %s", focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (page)));
  g_assert_true (focus != GTK_WIDGET (headline));
  g_assert_false (gtk_label_get_selection_bounds (headline, &start, &end));
  /* A double click still selects a word of it. */
  if (click_widget (GTK_WINDOW (window), GTK_WIDGET (headline)) &&
      click_widget (GTK_WINDOW (window), GTK_WIDGET (headline)))
    {
      wait_frame (GTK_WIDGET (window));
      g_assert_true (gtk_label_get_selection_bounds (headline, &start, &end));
      g_assert_cmpint (start, <, end);
    }
  uriscope_window_show_page (window, "breakdown");
  destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/window/link-page", test_link_page);
  g_test_add_func ("/window/link-nested", test_link_nested);
  g_test_add_func ("/window/link-back-forgotten", test_link_back_forgotten);
  g_test_add_func ("/window/link-host-whole", test_link_host_whole);
  g_test_add_func ("/window/link-agrees-with-status", test_link_agrees_with_status);
  g_test_add_func ("/window/link-headline-focus", test_link_headline_focus);
  g_test_add_func ("/window/link-against-base", test_link_against_base);
  return g_test_run ();
}
