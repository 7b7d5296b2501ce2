/* test-escape.c — no control of the input reaches the terminal
 *
 * Every C0 control, DEL, every C1 control (as UTF-8), every bidirectional
 * formatting character, the line and paragraph separators, bytes that are
 * not UTF-8 and a few real escape sequences (OSC 52, which writes the
 * clipboard; CSI; OSC 8) are put in every component of a reference, and in
 * every component of the base, and the CLI's text output (standard output
 * and standard error) is read in every text mode: the default, each spec,
 * --spec all with and without --base, --base, --normalize, --equivalent.
 * The output holds no byte 0x00–0x1F but "\n", no DEL, no C1 control, no
 * bidi control, no line separator, no character that shows as nothing
 * (U+200B, U+FEFF, U+00AD, format characters …), and is UTF-8: whatever the
 * input, it is shown escaped (core/us-quote.c), and the lens and JSON too
 * (JSON as "\u200b").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"
#include "test-run.h"
#include "us-quote.h"

/* The characters put in the input, each one at a time (GBytes: one is
 * NUL). */
static GPtrArray *
hostile_characters (void)
{
  static const char *const extra[] = {
    /* the bidi controls */
    "\xd8\x9c" /* U+061C ALM */, "\xe2\x80\x8e" /* LRM */, "\xe2\x80\x8f" /* RLM */,
    "\xe2\x80\xaa", "\xe2\x80\xab", "\xe2\x80\xac", "\xe2\x80\xad", "\xe2\x80\xae", /* LRE … RLO */
    "\xe2\x81\xa6", "\xe2\x81\xa7", "\xe2\x81\xa8", "\xe2\x81\xa9", /* LRI … PDI */
    /* line and paragraph separators */
    "\xe2\x80\xa8", "\xe2\x80\xa9",
    /* what shows as nothing: ZWSP, ZWNJ, ZWJ, BOM, soft hyphen, word
     * joiner, Mongolian vowel separator, a variation selector, Hangul
     * filler, a tag (U+E0041) */
    "\xe2\x80\x8b", "\xe2\x80\x8c", "\xe2\x80\x8d", "\xef\xbb\xbf", "\xc2\xad", "\xe2\x81\xa0",
    "\xe1\xa0\x8e", "\xef\xb8\x8f", "\xe3\x85\xa4", "\xf3\xa0\x81\x81",
    /* not UTF-8: a lone lead byte, a lone continuation byte, 0xFF, a
     * surrogate, an overlong NUL, a code point over U+10FFFF, a three-byte
     * character cut short */
    "\xc3", "\x80", "\xff", "\xed\xa0\x80", "\xc0\x80", "\xf4\x90\x80\x80", "\xe2\x80",
    /* sequences: OSC 52 (clipboard), ended by BEL and by ST; CSI; OSC 8
     * (hyperlink); C1 CSI; C1 OSC 52 ended by C1 ST */
    "\x1b]52;c;SGVsbG8=\x07", "\x1b]52;c;SGVsbG8=\x1b\\", "\x1b[2J\x1b[31m", "\x1b]8;;http://x/\x1b\\",
    "\xc2\x9b" "31m", "\xc2\x9d" "52;c;SGk=\xc2\x9c",
  };
  GPtrArray *chars = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);

  for (guint c = 0; c < 0x20; c++)
    {
      char byte = (char) c;

      g_ptr_array_add (chars, g_bytes_new (&byte, 1));
    }
  g_ptr_array_add (chars, g_bytes_new ("\x7f", 1));
  for (gunichar u = 0x80; u <= 0x9f; u++)
    {
      char buf[8];
      gint n = g_unichar_to_utf8 (u, buf);

      g_ptr_array_add (chars, g_bytes_new (buf, (gsize) n));
    }
  for (guint i = 0; i < G_N_ELEMENTS (extra); i++)
    g_ptr_array_add (chars, g_bytes_new (extra[i], strlen (extra[i])));
  return chars;
}

/* References with "X" where the character goes: in the scheme, the
 * userinfo, the host (a name, an IP literal, an internationalized name,
 * which RFC 3987 also shows in IDNA form), the port, the path, the query,
 * the fragment, a relative reference, dot segments, an opaque path. */
static const char *const templates[] = {
  "htXtp://a/b",
  "http://uX:pw@h/",
  "http://hX/p",
  "http://[::1X]/",
  "http://é.bX.com/",
  "http://h:8X/",
  "http://h/pX/q;x",
  "http://h/p?qX=1&r",
  "http://h/p#fX",
  "X",
  "../X/./g",
  "http://a/b/../cX/./d/%41",
  "mailto:uX@h",
  "data:,X",
  "ftp://h/fX;type=a",
};

/* The base, with the character in every component. */
static const char *const base_template = "http://uX@aX.éX:80/bX/c;pX?qX#fX";

typedef struct {
  const char *name;
  const char *args[6];
  gboolean takes_base;     /* "@" in args is the base */
} Mode;

static const Mode modes[] = {
  { "default", { NULL }, FALSE },
  { "rfc3987", { "--spec", "rfc3987" }, FALSE },
  { "rfc2396", { "--spec", "rfc2396" }, FALSE },
  { "rfc1808", { "--spec", "rfc1808" }, FALSE },
  { "rfc1738", { "--spec", "rfc1738" }, FALSE },
  { "all", { "--spec", "all" }, FALSE },
  { "normalize", { "--normalize" }, FALSE },
  { "base", { "--base", "http://a/b/c/d;p?q" }, FALSE },
  { "all-base", { "--spec", "all", "--base", "http://a/b/c/d;p?q" }, FALSE },
  { "rfc3987-base", { "--spec", "rfc3987", "--base", "http://a/b/c/d;p?q" }, FALSE },
  { "rfc2396-base", { "--spec", "rfc2396", "--base", "http://a/b/c/d;p?q" }, FALSE },
  { "rfc1808-base", { "--spec", "rfc1808", "--base", "http://a/b/c/d;p?q" }, FALSE },
  { "compat", { "--base", "http:/a/b", "--compat" }, FALSE },
  { "lens", { "--lens" }, FALSE },
  { "lens-rfc3987", { "--lens", "--spec", "rfc3987" }, FALSE },
  /* JSON: the characters as JSON escapes ("\u200b"), none raw */
  { "json", { "--json", "--lens", "--spec", "rfc3987" }, FALSE },
  /* the character in the base (or in OTHER) */
  { "in-base", { "--base", "@" }, TRUE },
  { "in-base-all", { "--spec", "all", "--base", "@" }, TRUE },
  { "in-base-rfc3987", { "--spec", "rfc3987", "--base", "@" }, TRUE },
  { "in-base-rfc2396", { "--spec", "rfc2396", "--base", "@" }, TRUE },
  { "in-base-rfc1808", { "--spec", "rfc1808", "--base", "@" }, TRUE },
  { "in-other", { "--equivalent", "@" }, TRUE },
};

/* Appends @template to @out with every "X" replaced by @c. */
static void
append_filled (GString    *out,
               const char *template,
               GBytes     *c)
{
  gsize len;
  const char *bytes = g_bytes_get_data (c, &len);

  for (const char *p = template; *p != '\0'; p++)
    {
      if (*p == 'X')
        g_string_append_len (out, bytes, (gssize) len);
      else
        g_string_append_c (out, *p);
    }
}

static char *
fill (const char  *template,
      GBytes      *c)
{
  GString *out = g_string_new (NULL);

  append_filled (out, template, c);
  return g_string_free (out, FALSE);
}

/* The character, for a failure message. */
static char *
describe (GBytes *c)
{
  gsize len;
  const char *bytes = g_bytes_get_data (c, &len);
  GString *out = g_string_new (NULL);

  for (gsize i = 0; i < len; i++)
    g_string_append_printf (out, "\\x%02X", (guchar) bytes[i]);
  return g_string_free (out, FALSE);
}

/* Where the text output has a byte or character a terminal could act on:
 * NULL when it has none, else a description. */
static char *
find_raw_control (const char *text,
                  gsize       len)
{
  const char *end = NULL;

  for (gsize i = 0; i < len; i++)
    {
      guchar c = (guchar) text[i];

      if ((c < 0x20 && c != '\n') || c == 0x7f)
        return g_strdup_printf ("byte 0x%02X at %" G_GSIZE_FORMAT, c, i);
    }
  if (!g_utf8_validate_len (text, len, &end))
    return g_strdup_printf ("bytes that are not UTF-8 at %" G_GSIZE_FORMAT, (gsize) (end - text));
  for (const char *p = text; p < text + len; p = g_utf8_next_char (p))
    {
      gunichar u = g_utf8_get_char (p);

      if ((u >= 0x80 && u <= 0x9f) || u == 0x061c || u == 0x200e || u == 0x200f ||
          (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069) || u == 0x2028 || u == 0x2029 ||
          g_unichar_type (u) == G_UNICODE_FORMAT || u == 0x00ad || u == 0x180e || u == 0xfe0f ||
          u == 0x3164 || (u >= 0x200b && u <= 0x200d) || u == 0xfeff)
        return g_strdup_printf ("U+%04X at %" G_GSIZE_FORMAT, (guint) u, (gsize) (p - text));
    }
  return NULL;
}

/* Runs the CLI in @mode, with @base for "@", on @input or on @args. */
static void
check_run (const Mode         *mode,
           const char         *base,
           const char * const *uris,
           GBytes             *input,
           const char         *what)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(TestRun) run = { 0 };
  gsize out_len, err_len;
  const char *out, *err;
  g_autofree char *bad_out = NULL;
  g_autofree char *bad_err = NULL;

  g_ptr_array_add (argv, (gpointer) test_run_cli_path ());
  for (guint i = 0; mode->args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) (strcmp (mode->args[i], "@") == 0 ? base : mode->args[i]));
  for (guint i = 0; uris != NULL && uris[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) uris[i]);
  g_ptr_array_add (argv, NULL);

  test_run (&run, (const char * const *) argv->pdata, input);
  g_assert_cmpint (run.status, >=, 0);
  g_assert_cmpint (run.status, <=, 1);
  out = g_bytes_get_data (run.out, &out_len);
  err = g_bytes_get_data (run.err, &err_len);
  g_assert_cmpuint (out_len, >, 0);
  bad_out = find_raw_control (out, out_len);
  bad_err = find_raw_control (err, err_len);
  if (bad_out != NULL || bad_err != NULL)
    g_test_fail_printf ("%s, %s: %s in %s", mode->name, what,
                        bad_out ? bad_out : bad_err, bad_out ? "standard output" : "standard error");
}

static void
test_mode (gconstpointer data)
{
  const Mode *mode = data;
  g_autoptr(GPtrArray) chars = hostile_characters ();
  g_autoptr(GBytes) lf = g_bytes_new_static ("\n", 1);

  if (mode->takes_base)
    {
      /* A run for each character (the base is one per run, and the command
       * line holds no NUL), reading references that take the base's
       * components. */
      static const char *const refs[] = { "", "g", "?y", "#s", "//h", "../..", NULL };

      for (guint c = 1; c < chars->len && !g_test_failed (); c++)
        {
          g_autofree char *base = fill (base_template, chars->pdata[c]);
          g_autofree char *what = describe (chars->pdata[c]);

          check_run (mode, base, refs, NULL, what);
        }
      return;
    }

  {
    /* Every character in every component, one reference a line on standard
     * input; a line cannot hold LF, which goes on the command line. */
    g_autoptr(GString) input = g_string_new (NULL);
    g_autoptr(GPtrArray) with_lf = g_ptr_array_new_with_free_func (g_free);
    g_autoptr(GBytes) bytes = NULL;

    for (guint t = 0; t < G_N_ELEMENTS (templates); t++)
      {
        for (guint c = 0; c < chars->len; c++)
          {
            if (g_bytes_equal (chars->pdata[c], lf))
              continue;
            append_filled (input, templates[t], chars->pdata[c]);
            g_string_append_c (input, '\n');
          }
        g_ptr_array_add (with_lf, fill (templates[t], lf));
      }
    g_ptr_array_add (with_lf, NULL);
    bytes = g_string_free_to_bytes (g_steal_pointer (&input));
    check_run (mode, NULL, NULL, bytes, "every character in every component");
    check_run (mode, NULL, (const char * const *) with_lf->pdata, NULL, "LF in every component");
  }
}

/* Runs the CLI on @args (NULL-terminated, after the program), and returns
 * its standard output as a string. */
static char *
run_out (const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(TestRun) run = { 0 };
  gsize len;
  const char *out;

  g_ptr_array_add (argv, (gpointer) test_run_cli_path ());
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  test_run (&run, (const char * const *) argv->pdata, NULL);
  g_assert_cmpint (run.status, >=, 0);
  g_assert_cmpint (run.status, <=, 1);
  out = g_bytes_get_data (run.out, &len);
  return g_strndup (out, len);
}

/* U+200B, U+200C, U+200D, U+FEFF and U+202E in the host, the path, the
 * query and the fragment: under every spec, and in the lens, the text
 * shows each as "<U+200B>" … (the tree, the diagnostics, the browser line,
 * the lens's headline and rows). */
static void
test_shown (void)
{
  static const char *const specs[] = { "rfc3986", "rfc3987", "rfc2396", "rfc1808", "rfc1738", "all" };
  static const char *const input =
    "http://ex\xe2\x80\x8b" "ample.com/p\xe2\x80\x8cq?a\xe2\x80\x8d" "b\xef\xbb\xbf#\xe2\x80\xae";
  static const char *const shown[] = { "ex<U+200B>ample.com", "p<U+200C>q", "a<U+200D>b<U+FEFF>", "#<U+202E>" };

  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    {
      const char *args[] = { "--lens", "--spec", specs[i], input, NULL };
      g_autofree char *out = run_out (args);

      g_test_message ("%s", specs[i]);
      for (guint k = 0; k < G_N_ELEMENTS (shown); k++)
        g_assert_nonnull (strstr (out, shown[k]));
      g_assert_null (strstr (out, "\xe2\x80\x8b"));
      g_assert_null (strstr (out, "\xef\xbb\xbf"));
    }
}

/* us_quote() with a limit gives the first characters of the display form
 * (each character of the text counts one, an escape whole), then "…" when
 * any are left, whatever the mix of plain ASCII (read a run at a time, no
 * further than the limit) and escaped characters. */
static void
test_quote_limit (void)
{
  static const char *const texts[] = {
    "abcdefghij",
    "ab\x01" "cd\xe2\x80\x8b" "ef\xff" "gh",
    "\xe2\x80\xae" "abc",
    "\x7f\x7f" "abcdefgh\xc3\xa9" "ab",
  };

  for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
    {
      gsize len = strlen (texts[t]);

      for (gsize max = 1; max <= len + 1; max++)
        {
          g_autofree char *cut = us_quote (texts[t], len, max);
          g_autoptr(GString) want = g_string_new (NULL);
          gsize i = 0, shown = 0;
          guint width;

          for (; i < len && shown < max; shown++)
            i += us_quote_append_char (want, texts[t], len, i, &width);
          if (i < len)
            g_string_append (want, "…");
          g_assert_cmpstr (cut, ==, want->str);
        }
    }
}

/* The lens's headline names each reader's host as its row shows it: no
 * "curl goes to example.com" over a row with "ex<U+200B>ample.com". */
static void
test_headline_rows (void)
{
  const char *args[] = { "--lens", "http://ex\xe2\x80\x8b" "ample.com/", NULL };
  g_autofree char *out = run_out (args);
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  const char *headline = NULL, *curl = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "Where the link goes") && lines[i + 1] != NULL)
        headline = lines[i + 1];
      if (g_str_has_prefix (lines[i], "  curl "))
        curl = lines[i];
    }
  g_assert_nonnull (headline);
  g_assert_nonnull (curl);
  g_assert_nonnull (strstr (curl, "ex<U+200B>ample.com"));
  g_assert_nonnull (strstr (headline, "curl goes to ex<U+200B>ample.com"));
  g_assert_null (strstr (headline, "curl go to example.com"));
  g_assert_null (strstr (headline, "and curl go"));
}

/* The JSON carries the exact characters, as JSON escapes: the readers'
 * parts and the IRI mapping's changes; a literal "<U+200B>" in the input
 * is not the same string. */
static void
test_json_exact (void)
{
  const char *args[] = { "--json", "--lens", "--spec", "rfc3987", "http://g\xe2\x80\x8boogle.com/p\xef\xbb\xbf", NULL };
  const char *literal[] = { "--json", "--lens", "http://g<U+200B>oogle.com/", NULL };
  g_autofree char *out = run_out (args);
  g_autofree char *lit = run_out (literal);

  g_assert_nonnull (strstr (out, "{\"reader\":\"curl\",\"scheme\":\"http\",\"userinfo\":null,\"host\":\"g\\u200boogle.com\""));
  g_assert_nonnull (strstr (out, "{\"from\":\"\\u200b\",\"to\":\"%E2%80%8B\"}"));
  g_assert_nonnull (strstr (out, "{\"from\":\"\\ufeff\",\"to\":\"%EF%BB%BF\"}"));
  g_assert_null (strstr (out, "\"host\":\"g<U+200B>oogle.com\""));
  g_assert_null (strstr (out, "\xe2\x80\x8b"));
  g_assert_null (strstr (lit, "g\\u200boogle"));
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      g_autofree char *path = g_strdup_printf ("/escape/%s", modes[m].name);

      g_test_add_data_func (path, &modes[m], test_mode);
    }
  g_test_add_func ("/escape/shown", test_shown);
  g_test_add_func ("/escape/headline-rows", test_headline_rows);
  g_test_add_func ("/escape/quote-limit", test_quote_limit);
  g_test_add_func ("/escape/json-exact", test_json_exact);
  return g_test_run ();
}
