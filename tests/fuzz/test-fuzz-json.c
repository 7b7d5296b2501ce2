/* test-fuzz-json.c — the fuzz targets' JSON reader (fuzz-json.c)
 *
 * fuzz-render-json trusts fuzz_json_is_object() for most inputs, so it is
 * tested here on its own: objects of every kind of value are accepted,
 * and each way a text falls short of RFC 8259 (or is not an object) is
 * refused.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "fuzz-json.h"

static gboolean
is_object (const char *text)
{
  return fuzz_json_is_object (text, strlen (text));
}

static void
test_accepts (void)
{
  static const char *good[] = {
    "{}",
    " { } ",
    "{\"a\":1}",
    "{\"a\": -0.5e+10, \"b\": [true, false, null, \"x\", {}, []], \"c\": {\"d\": 0}}",
    "{\"esc\":\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\uD83D\\uDE00\"}",
    "{\"n\":[0, -1, 12, 1.25, 1E5, 2e-3]}",
    "{\"utf8\":\"caf\xc3\xa9\"}",
    "{\r\n\t\"a\" : [ 1 , 2 ] }",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_test_message ("%s", good[i]);
      g_assert_true (is_object (good[i]));
    }
}

static void
test_refuses (void)
{
  static const char *bad[] = {
    "", " ", "[]", "\"a\"", "1", "null",
    "{", "}", "{\"a\"}", "{\"a\":}", "{\"a\" 1}", "{a:1}", "{\"a\":1,}", "{,}",
    "{\"a\":1}{}", "{\"a\":1} x", "{\"a\":[1,]}", "{\"a\":[1 2]}", "{\"a\":[}",
    "{\"a\":01}", "{\"a\":1.}", "{\"a\":.5}", "{\"a\":1e}", "{\"a\":+1}", "{\"a\":-}",
    "{\"a\":tru}", "{\"a\":True}", "{\"a\":nul}", "{\"a\":\"x}", "{\"a\":\"\\x\"}",
    "{\"a\":\"\\u12G4\"}", "{\"a\":\"\\u12\"}", "{\"a\":\"\t\"}", "{\"a\":\"\n\"}",
    "{'a':1}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_test_message ("%s", bad[i]);
      g_assert_false (is_object (bad[i]));
    }
  /* A NUL byte inside the length is a raw control character. */
  g_assert_false (fuzz_json_is_object ("{\"a\":\"\0\"}", 8));
  /* The length is the end: what follows is not read. */
  g_assert_true (fuzz_json_is_object ("{}x", 2));
}

static void
test_depth (void)
{
  GString *deep = g_string_new ("{\"a\":");

  for (guint i = 0; i < 100; i++)
    g_string_append_c (deep, '[');
  for (guint i = 0; i < 100; i++)
    g_string_append_c (deep, ']');
  g_string_append_c (deep, '}');
  g_assert_true (is_object (deep->str));
  g_string_truncate (deep, 5);
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  /* Refused (too deep, and unclosed), without overflowing the stack. */
  g_assert_false (is_object (deep->str));
  g_string_free (deep, TRUE);
}

/* The reader passes plain bytes eight at a time, in strings and in the
 * UTF-8 check: a byte it must stop at is found at every offset of a long
 * string, and the bytes JSON allows raw still pass there. */
static void
test_long_strings (void)
{
  static const struct {
    const char *bytes;
    gboolean ok;
  } at[] = {
    { "\t", FALSE }, { "\x1f", FALSE }, { "\x01", FALSE }, { "\"", FALSE }, { "\\x", FALSE },
    { "\xff", FALSE }, { "\xc3", FALSE }, { "\xed\xa0\x80", FALSE }, { "\xc0\xaf", FALSE },
    { "\\n", TRUE }, { "\\\"", TRUE }, { "\\u00e9", TRUE }, { "\x7f", TRUE }, { "\xc3\xa9", TRUE },
    { "\xe2\x82\xac", TRUE }, { "\xf0\x9f\x98\x80", TRUE }, { "~", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (at); i++)
    for (guint k = 0; k <= 24; k++)
      {
        g_autoptr(GString) text = g_string_new ("{\"key\":\"");

        for (guint n = 0; n < k; n++)
          g_string_append_c (text, 'a' + n % 26);
        g_string_append (text, at[i].bytes);
        g_string_append (text, "0123456789abcdefghijklm\"}");
        g_assert_cmpint (is_object (text->str), ==, at[i].ok);
      }
  /* NUL at every offset of a long string. */
  for (guint k = 0; k <= 24; k++)
    {
      char text[] = "{\"key\":\"abcdefghijklmnopqrstuvwxyz0123456789\"}";

      text[7 + k] = '\0';
      g_assert_false (fuzz_json_is_object (text, sizeof text - 1));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fuzz-json/accepts", test_accepts);
  g_test_add_func ("/fuzz-json/refuses", test_refuses);
  g_test_add_func ("/fuzz-json/depth", test_depth);
  g_test_add_func ("/fuzz-json/long-strings", test_long_strings);
  return g_test_run ();
}
