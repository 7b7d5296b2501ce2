/* test-window-bytes.c — bytes that are not UTF-8, and NULs, in the window
 *
 * The field shows each such byte as U+FFFD and each NUL as "␀" (U+2400,
 * a control character's picture), but the reference keeps the bytes: the core reads them as uriscope-cli does, a Fix or Fix All
 * replaces them with the core's fix-it ("caf\xE9" becomes "caf%E9", a NUL
 * "%00", never "%EF%BF%BD"), the notice naming the bad bytes (not the
 * NULs, shown as what they are) goes once none is left and comes back with them on Ctrl+Z, which restores the exact
 * bytes; typing elsewhere keeps the other bad bytes; a reference shown a
 * part at a time is fixed the same way; the marks fall on the characters
 * shown for the bytes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-problems-list.h"
#include "uriscope-reference-buffer.h"
#include "uriscope-reference-field.h"
#include "uriscope-text.h"
#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-problems-list-private.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-window-private.h"

#define FFFD "\xef\xbf\xbd"
#define NUL_PICTURE "\xe2\x90\x80"

static UriscopeWindow *
new_window (void)
{
  UriscopeWindow *window = URISCOPE_WINDOW (uriscope_window_new (NULL));

  gtk_window_present (GTK_WINDOW (window));
  wait_frame (GTK_WIDGET (window));
  uriscope_window_set_spec (window, US_SPEC_RFC3986);
  return window;
}

static UriscopeReferenceBuffer *
reference (UriscopeWindow *window)
{
  return uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window));
}

/* What the field shows. */
static char *
field_text (UriscopeWindow *window)
{
  return buffer_text (uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window)));
}

/* The reference is @len bytes @bytes, and the core read exactly them. */
static void
assert_reference (UriscopeWindow *window,
                  const char     *bytes,
                  gsize           len)
{
  gsize n, input_len;
  const char *text = uriscope_reference_buffer_get_text (reference (window), &n);
  const char *input = us_result_get_input (uriscope_window_get_result (window), &input_len);

  g_assert_cmpmem (text, n, bytes, len);
  g_assert_cmpmem (input, input_len, bytes, len);
}

/* What uriscope-cli prints after "With every fix applied:" for @bytes:
 * the core's us_result_dup_fixed() on the bytes read as they are. */
static char *
cli_fixed (const char *bytes,
           gsize       len,
           gsize      *out_len)
{
  g_autoptr(UsResult) result = us_parse (bytes, len, US_SPEC_RFC3986, US_PARSE_DEFAULT, NULL);
  char *fixed = us_result_dup_fixed (result, out_len);

  g_assert_nonnull (fixed);
  return fixed;
}

/* Clicks the Fix of the first problem listed. */
static void
click_first_fix (UriscopeWindow *window)
{
  GtkButton *fix;

  wait_idle ();
  fix = first_fix_button (GTK_WIDGET (uriscope_problems_list_get_list_box (uriscope_window_get_problems_list (window))));
  g_assert_nonnull (fix);
  g_signal_emit_by_name (fix, "clicked");
  wait_idle ();
}

static void
undo (UriscopeWindow *window)
{
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  wait_idle ();
}

static void
redo (UriscopeWindow *window)
{
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  wait_idle ();
}

/* One Fix on a byte: the byte percent-encoded, as the CLI does. */
static void
check_one_fix (const char *bytes,
               gsize       len,
               const char *shown,
               const char *want,
               const char *named)
{
  UriscopeWindow *window = new_window ();
  gsize want_len;
  g_autofree char *cli = cli_fixed (bytes, len, &want_len);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  const char *notice;

  g_assert_cmpmem (cli, want_len, want, strlen (want));
  uriscope_window_set_bytes (window, bytes, len);
  wait_idle ();
  before = field_text (window);
  g_assert_cmpstr (before, ==, shown);
  assert_reference (window, bytes, len);
  notice = uriscope_window_get_notice (window);
  if (named != NULL)
    g_assert_nonnull (strstr (notice, named));
  else
    g_assert_null (notice);

  click_first_fix (window);
  assert_reference (window, want, strlen (want));
  after = field_text (window);
  g_assert_cmpstr (after, ==, want);
  g_assert_true (us_result_is_valid (uriscope_window_get_result (window)));
  g_assert_null (uriscope_window_get_notice (window));

  /* Ctrl+Z: the very bytes again, and the notice. */
  undo (window);
  assert_reference (window, bytes, len);
  undone = field_text (window);
  g_assert_cmpstr (undone, ==, shown);
  notice = uriscope_window_get_notice (window);
  if (named != NULL)
    g_assert_nonnull (strstr (notice, named));
  else
    g_assert_null (notice);

  redo (window);
  assert_reference (window, want, strlen (want));
  g_assert_null (uriscope_window_get_notice (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_fix_byte (void)
{
  static const char bytes[] = "http://a/caf\xe9";

  check_one_fix (bytes, sizeof bytes - 1, "http://a/caf" FFFD, "http://a/caf%E9", "\\xE9 at byte 12");
}

static void
test_fix_nul (void)
{
  static const char bytes[] = "http://a/a\0b";

  /* A NUL is shown as "␀", a control character, and needs no notice. */
  check_one_fix (bytes, sizeof bytes - 1, "http://a/a" NUL_PICTURE "b", "http://a/a%00b", NULL);
}

/* Fix All on a byte, a space and a NUL: what the CLI prints. */
static void
test_fix_all (void)
{
  static const char bytes[] = "http://a/caf\xe9 x\0b";
  UriscopeWindow *window = new_window ();
  gsize want_len;
  g_autofree char *want = cli_fixed (bytes, sizeof bytes - 1, &want_len);
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;

  g_assert_cmpmem (want, want_len, "http://a/caf%E9%20x%00b", 23);
  uriscope_window_set_bytes (window, bytes, sizeof bytes - 1);
  wait_idle ();
  g_assert_nonnull (uriscope_window_get_notice (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.fix-all", NULL);
  wait_idle ();
  assert_reference (window, want, want_len);
  after = field_text (window);
  g_assert_cmpstr (after, ==, want);
  g_assert_null (uriscope_window_get_notice (window));

  undo (window);
  assert_reference (window, bytes, sizeof bytes - 1);
  undone = field_text (window);
  g_assert_cmpstr (undone, ==, "http://a/caf" FFFD " x" NUL_PICTURE "b");
  g_assert_nonnull (uriscope_window_get_notice (window));
  g_assert_nonnull (strstr (uriscope_window_get_notice (window), "\\xE9 at byte 12"));
  g_assert_null (strstr (uriscope_window_get_notice (window), "\\x00"));

  /* Fixes one at a time come back one at a time. */
  click_first_fix (window);
  g_assert_null (uriscope_window_get_notice (window));
  click_first_fix (window);
  click_first_fix (window);
  assert_reference (window, want, want_len);
  g_assert_null (uriscope_window_get_notice (window));
  undo (window);
  undo (window);
  assert_reference (window, "http://a/caf%E9 x\0b", 19);
  undo (window);
  assert_reference (window, bytes, sizeof bytes - 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Typing or deleting elsewhere keeps the other bad bytes as they are; a
 * U+FFFD typed is the character U+FFFD. */
static void
test_typing_keeps_bytes (void)
{
  static const char bytes[] = "http://a/\xe9x\xff";
  UriscopeWindow *window = new_window ();
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
  GtkTextIter a, b;
  g_autofree char *shown = NULL;

  uriscope_window_set_bytes (window, bytes, sizeof bytes - 1);
  wait_idle ();

  gtk_text_buffer_get_end_iter (buffer, &a);
  gtk_text_buffer_insert_interactive (buffer, &a, "y", -1, TRUE);
  wait_idle ();
  assert_reference (window, "http://a/\xe9x\xffy", 13);

  /* The "x" between the two bytes. */
  gtk_text_buffer_get_iter_at_offset (buffer, &a, 10);
  gtk_text_buffer_get_iter_at_offset (buffer, &b, 11);
  gtk_text_buffer_delete_interactive (buffer, &a, &b, TRUE);
  wait_idle ();
  assert_reference (window, "http://a/\xe9\xffy", 12);
  shown = field_text (window);
  g_assert_cmpstr (shown, ==, "http://a/" FFFD FFFD "y");

  gtk_text_buffer_get_iter_at_offset (buffer, &a, 10);
  gtk_text_buffer_insert_interactive (buffer, &a, FFFD, -1, TRUE);
  wait_idle ();
  assert_reference (window, "http://a/\xe9" FFFD "\xffy", 15);
  g_assert_nonnull (strstr (uriscope_window_get_notice (window), "\\xFF at byte 13"));

  /* Deleting both bad bytes and the U+FFFD, then Ctrl+Z. */
  gtk_text_buffer_get_iter_at_offset (buffer, &a, 9);
  gtk_text_buffer_get_iter_at_offset (buffer, &b, 12);
  gtk_text_buffer_delete_interactive (buffer, &a, &b, TRUE);
  wait_idle ();
  assert_reference (window, "http://a/y", 10);
  g_assert_null (uriscope_window_get_notice (window));
  undo (window);
  assert_reference (window, "http://a/\xe9" FFFD "\xffy", 15);
  g_assert_nonnull (uriscope_window_get_notice (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* @prefix followed by @len bytes @tail. */
static GString *
joined (const GString *prefix,
        const char    *tail,
        gsize          len)
{
  GString *out = g_string_new_len (prefix->str, (gssize) prefix->len);

  g_string_append_len (out, tail, (gssize) len);
  return out;
}

/* A reference over 8 KiB, shown a part at a time, fixed in its bytes. */
static void
test_fix_in_part (void)
{
  g_autoptr(GString) prefix = g_string_new ("http://a/");
  g_autoptr(GString) bytes = NULL;
  g_autoptr(GString) half = NULL;
  g_autoptr(GString) want = NULL;
  UriscopeWindow *window = new_window ();

  while (prefix->len < 20000)
    g_string_append (prefix, "abcdefgh");
  g_string_append (prefix, "caf");
  bytes = joined (prefix, "\xe9\0b", 3);
  half = joined (prefix, "%E9\0b", 5);
  want = joined (prefix, "%E9%00b", 7);
  {
    gsize cli_len;
    g_autofree char *cli = cli_fixed (bytes->str, bytes->len, &cli_len);

    g_assert_cmpmem (cli, cli_len, want->str, want->len);
  }

  uriscope_window_set_bytes (window, bytes->str, bytes->len);
  wait_idle ();
  g_assert_true (uriscope_reference_buffer_holds_part (reference (window)));
  assert_reference (window, bytes->str, bytes->len);
  click_first_fix (window);
  assert_reference (window, half->str, half->len);
  /* Only the NUL is left: shown as "␀", no notice. */
  g_assert_null (uriscope_window_get_notice (window));
  click_first_fix (window);
  assert_reference (window, want->str, want->len);
  g_assert_null (uriscope_window_get_notice (window));
  undo (window);
  assert_reference (window, half->str, half->len);
  g_assert_null (uriscope_window_get_notice (window));
  undo (window);
  assert_reference (window, bytes->str, bytes->len);
  g_assert_nonnull (strstr (uriscope_window_get_notice (window), "\\xE9 at byte"));

  /* Fix All replaces the whole reference. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.fix-all", NULL);
  wait_idle ();
  assert_reference (window, want->str, want->len);
  g_assert_null (uriscope_window_get_notice (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The marks fall on the characters the bytes are shown as: a control's
 * symbol is a control, and so is a NUL's "␀" (its tooltip is the core's
 * message and the symbol's, not a box's); a bad byte's U+FFFD is not. */
static void
test_marks (void)
{
  static const char bytes[] = "http://a/\x01\xe9\0b";
  UriscopeWindow *window = new_window ();
  UriscopeReferenceField *field = uriscope_window_get_reference_field (window);
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (field);
  g_autofree char *shown = NULL;
  g_autofree char *controls = NULL;
  g_autofree char *errors = NULL;
  g_autofree char *tip = NULL;

  uriscope_window_set_bytes (window, bytes, sizeof bytes - 1);
  wait_idle ();
  shown = field_text (window);
  g_assert_cmpstr (shown, ==, "http://a/\xe2\x90\x81" FFFD NUL_PICTURE "b");
  controls = tagged_ranges (buffer, "control");
  g_assert_cmpstr (controls, ==, "9-10 11-12 ");
  errors = tagged_ranges (buffer, "error");
  g_assert_cmpstr (errors, ==, "9-12 ");
  tip = uriscope_reference_field_dup_tooltip (field, 11);
  g_assert_nonnull (tip);
  g_assert_nonnull (strstr (tip, "NUL"));
  g_assert_null (strstr (tip, "box"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A font the field can draw every Control Picture with (fonts-symbola,
 * which build-aux/setup installs): without one, "␊" and "␀" are boxes. */
static void
test_control_pictures_font (void)
{
  UriscopeWindow *window = new_window ();
  GtkWidget *view = GTK_WIDGET (uriscope_reference_field_get_view (uriscope_window_get_reference_field (window)));
  PangoContext *context = gtk_widget_get_pango_context (view);
  PangoFontset *fontset = pango_context_load_fontset (context, pango_context_get_font_description (context),
                                                      pango_context_get_language (context));

  g_assert_nonnull (fontset);
  for (gunichar c = 0x2400; c <= 0x2421; c++)
    {
      g_autoptr(PangoFont) font = NULL;

      if (c == 0x2420)
        continue;
      font = pango_fontset_get_font (fontset, c);
      if (font == NULL || !pango_font_has_char (font, c))
        g_error ("no font draws U+%04X (a control character's picture): install fonts-symbola", c);
    }
  g_object_unref (fontset);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Whether a reference holds a byte the field shows as U+FFFD (the notice
 * is shown then), read eight ASCII bytes at a time: the answer of a
 * validation of the whole text, a NUL being no bad byte, wherever the
 * character falls against the eight-byte steps. */
static void
test_bad_bytes_found (void)
{
  static const char *const characters[] = {
    "\xe9", "\xc3\xa9", "\xe2\x80\x8b", "\xf0\x9f\x98\x80", "\xf0\x9f\x98", "\xc3", "\x80",
    "\xed\xa0\x80", "\xc0\xaf", "\xff", "",
  };

  for (guint c = 0; c < G_N_ELEMENTS (characters); c++)
    for (guint at = 0; at < 20; at++)
      {
        g_autoptr(GString) text = g_string_new (NULL);
        const char *p, *end;
        gboolean bad = FALSE;

        for (guint i = 0; i < at; i++)
          g_string_append_c (text, i % 5 == 3 ? '\0' : 'a');
        g_string_append (text, characters[c]);
        g_string_append_len (text, "bc\0de", 6);
        for (p = text->str, end = text->str + text->len; !g_utf8_validate_len (p, (gsize) (end - p), &p); p++)
          if (*p != '\0')
            {
              bad = TRUE;
              break;
            }
        g_assert_cmpint (uriscope_text_has_bad_bytes (text->str, text->len), ==, bad);
        /* cut anywhere in the character */
        g_assert_cmpint (uriscope_text_has_bad_bytes (text->str, at + (strlen (characters[c]) + 1) / 2), ==,
                         strlen (characters[c]) > 1 || bad);
      }
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/window-bytes/bad-bytes-found", test_bad_bytes_found);
  g_test_add_func ("/window-bytes/fix-byte", test_fix_byte);
  g_test_add_func ("/window-bytes/fix-nul", test_fix_nul);
  g_test_add_func ("/window-bytes/fix-all", test_fix_all);
  g_test_add_func ("/window-bytes/typing-keeps-bytes", test_typing_keeps_bytes);
  g_test_add_func ("/window-bytes/fix-in-part", test_fix_in_part);
  g_test_add_func ("/window-bytes/marks", test_marks);
  g_test_add_func ("/window-bytes/control-pictures-font", test_control_pictures_font);
  return g_test_run ();
}
