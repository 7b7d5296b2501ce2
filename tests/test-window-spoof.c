/* test-window-spoof.c — the field never displays a spoof
 *
 * Each invisible, bidirectional and format character of the reference is
 * a visible mark in the field holding its short name, with a tooltip; a
 * bidi control reorders nothing (each character of the RLO link lies to
 * the right of the one before it on screen); "goo" U+200B "gle" is not
 * drawn as "google"; a Cyrillic letter in a host is marked, its script and
 * the Latin letter it imitates in the tooltip; and the reference keeps its
 * exact characters, through a deletion and its undo.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-reference-buffer.h"
#include "uriscope-reference-field.h"
#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-window-private.h"

#define RLO "\xe2\x80\xae"
#define ZWSP "\xe2\x80\x8b"

static UriscopeWindow *
new_window (void)
{
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));
  uriscope_window_set_spec (window, US_SPEC_WHATWG);
  return window;
}

static UriscopeReferenceField *
field (UriscopeWindow *window)
{
  return uriscope_window_get_reference_field (window);
}

static void
set_reference (UriscopeWindow *window,
               const char     *text)
{
  uriscope_window_set_bytes (window, text, strlen (text));
  wait_idle ();
  wait_frame (GTK_WIDGET (window));
}

/* Where the field draws its character at @offset. */
static GdkRectangle
char_rect (UriscopeWindow *window,
           int             offset)
{
  GtkTextView *view = uriscope_reference_field_get_view (field (window));
  GtkTextIter iter;
  GdkRectangle rect;

  gtk_text_buffer_get_iter_at_offset (gtk_text_view_get_buffer (view), &iter, offset);
  gtk_text_view_get_iter_location (view, &iter, &rect);
  return rect;
}

/* The reference is exactly @text. */
static void
assert_reference (UriscopeWindow *window,
                  const char     *text)
{
  gsize n;
  const char *bytes = uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (field (window)), &n);

  g_assert_cmpmem (bytes, n, text, strlen (text));
}

/* "https://evil.com/" RLO "gpj.exe" is not "https://evil.com/exe.jpg":
 * each character is drawn to the right of the one before it. */
static void
test_bidi_order (void)
{
  static const char text[] = "https://evil.com/" RLO "gpj.exe";
  UriscopeWindow *window = new_window ();
  glong n = g_utf8_strlen (text, -1);
  GdkRectangle last;

  set_reference (window, text);
  save_screenshot (GTK_WIDGET (window), "spoof-bidi.png");
  g_assert_cmpint (gtk_text_buffer_get_char_count (uriscope_reference_field_get_buffer (field (window))), ==, n);
  last = char_rect (window, 0);
  for (int i = 1; i < n; i++)
    {
      GdkRectangle rect = char_rect (window, i);

      /* on the same line (a mark is not as tall as a letter) */
      g_assert_cmpint (rect.y, <, last.y + last.height);
      g_assert_cmpint (last.y, <, rect.y + rect.height);
      g_assert_cmpint (rect.x, >, last.x);
      last = rect;
    }
  assert_reference (window, text);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Each of these has a mark with room for its name, and a tooltip naming
 * it. */
static void
test_marks (void)
{
  static const struct {
    const char *utf8;
    const char *name;
    const char *code;
  } cases[] = {
    { RLO, "RLO", "U+202E" },
    { ZWSP, "ZWSP", "U+200B" },
    { "\xe2\x80\x8c", "ZWNJ", "U+200C" },
    { "\xe2\x80\x8d", "ZWJ", "U+200D" },
    { "\xef\xbb\xbf", "BOM", "U+FEFF" },
    { "\xe2\x81\xa6", "LRI", "U+2066" },
    { "\xe2\x81\xa1", "U+2061", "U+2061" },
  };
  UriscopeWindow *window = new_window ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strconcat ("http://a/x", cases[i].utf8, "y", NULL);
      g_autofree char *tip = NULL;
      g_autofree char *tag = g_strdup_printf ("mark-%u", (guint) strlen (cases[i].name));
      g_autofree char *ranges = NULL;
      GdkRectangle x = char_rect (window, 9);
      GdkRectangle mark;

      set_reference (window, text);
      x = char_rect (window, 9);
      mark = char_rect (window, 10);
      /* wider than a letter of the field for each letter of its name */
      g_assert_cmpint (mark.width, >=, x.width * (int) strlen (cases[i].name) * 2 / 3);
      ranges = tagged_ranges (uriscope_reference_field_get_buffer (field (window)), tag);
      g_assert_cmpstr (ranges, ==, "10-11 ");
      tip = uriscope_reference_field_dup_tooltip (field (window), 10);
      g_assert_nonnull (tip);
      g_assert_nonnull (strstr (tip, cases[i].name));
      g_assert_nonnull (strstr (tip, cases[i].code));
      assert_reference (window, text);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* "goo" ZWSP "gle" is not drawn as "google": the mark lies between the
 * "o" and the "g"; deleting the mark and undoing it puts the ZWSP back. */
static void
test_not_google (void)
{
  static const char text[] = "https://goo" ZWSP "gle.com/";
  UriscopeWindow *window = new_window ();
  GtkTextBuffer *buffer;
  GtkTextIter a, b;
  GdkRectangle o, mark, g;

  set_reference (window, text);
  save_screenshot (GTK_WIDGET (window), "spoof-zwsp.png");
  o = char_rect (window, 10);
  mark = char_rect (window, 11);
  g = char_rect (window, 12);
  g_assert_cmpint (mark.x, >=, o.x + o.width);
  g_assert_cmpint (g.x - (o.x + o.width), >=, 2 * o.width);
  g_assert_cmpint (g.x, >=, mark.x + mark.width);

  buffer = uriscope_reference_field_get_buffer (field (window));
  gtk_text_buffer_get_iter_at_offset (buffer, &a, 11);
  gtk_text_buffer_get_iter_at_offset (buffer, &b, 12);
  gtk_text_buffer_delete_interactive (buffer, &a, &b, TRUE);
  wait_idle ();
  assert_reference (window, "https://google.com/");
  uriscope_reference_field_undo (field (window));
  wait_idle ();
  assert_reference (window, text);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The Cyrillic "а" of "pаypal.com" is marked, and its tooltip names its
 * script and the Latin letter; a Latin host has no such mark. */
static void
test_lookalike (void)
{
  UriscopeWindow *window = new_window ();
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (field (window));
  g_autofree char *ranges = NULL;
  g_autofree char *tip = NULL;
  g_autofree char *none = NULL;

  set_reference (window, "https://p\xd0\xb0ypal.com/\xd0\xb0");
  save_screenshot (GTK_WIDGET (window), "spoof-lookalike.png");
  ranges = tagged_ranges (buffer, "lookalike");
  g_assert_cmpstr (ranges, ==, "9-10 ");
  tip = uriscope_reference_field_dup_tooltip (field (window), 9);
  g_assert_nonnull (tip);
  g_assert_nonnull (strstr (tip, "Cyrillic"));
  g_assert_nonnull (strstr (tip, "“a”"));

  set_reference (window, "https://paypal.com/");
  none = tagged_ranges (buffer, "lookalike");
  g_assert_cmpstr (none, ==, "");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/window-spoof/bidi-order", test_bidi_order);
  g_test_add_func ("/window-spoof/marks", test_marks);
  g_test_add_func ("/window-spoof/not-google", test_not_google);
  g_test_add_func ("/window-spoof/lookalike", test_lookalike);
  return g_test_run ();
}
