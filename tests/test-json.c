/* test-json.c — the JSON output is strict JSON for any bytes, in bounded memory
 *
 * json-glib's parser is lenient (it reads a raw U+001F in a string, for one),
 * so the output is checked by a validator of RFC 8259's grammar
 * (test-json-strict.c), with cases of its own. Then: the one escaping
 * function of the CLI (cli_json_append_escaped()) and its writer, every
 * byte alone and inside each component under every spec and mode, bytes
 * that are not UTF-8 given on the command line as on standard input, and
 * the peak memory of a line with a million diagnostics.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "cli-json-writer.h"
#include "test-common.h"
#include "test-json-strict.h"

static void
test_validator (void)
{
  static const char *const good[] = {
    "{}", "[]", "0", "-0", "-12.5e+3", "1E9", "\"\"", "true", "null", " \t\r\n{ } \n",
    "{\"a\":[1,-2.5e-3,true,false,null,\"x\\u001f\\n\\\"\\\\\\/\\b\\f\\r\\t\"]}",
    "\"é € 😀\"", "\"\x7f\"", "[[[[]]],{\"\":{}}]", "{\"a\" : 1 , \"b\" :[ 2 ]}",
  };
  static const struct { const char *text; gsize len; } bad[] = {
    { "\"\x1f\"", 3 }, { "\"a\nb\"", 5 }, { "\"\t\"", 3 }, { "\"a\0b\"", 5 },
    { "\"\xff\"", 3 }, { "\"\xc3\"", 3 }, { "\"\xed\xa0\x80\"", 5 }, { "\"\xc0\xaf\"", 4 },
    { "{} x", 4 }, { "{}{}", 4 }, { "{}\n{}", 5 }, { "1 2", 3 }, { "", 0 }, { " ", 1 },
    { "{\"a\":1,}", 8 }, { "[1,]", 4 }, { "[,1]", 4 }, { "{\"a\"}", 5 }, { "{a:1}", 5 },
    { "{1:1}", 5 }, { "'a'", 3 }, { "NaN", 3 }, { "01", 2 }, { "1.", 2 }, { ".5", 2 },
    { "1e", 2 }, { "+1", 2 }, { "\"\\x\"", 4 }, { "\"\\u12\"", 6 }, { "\"\\u12g4\"", 8 },
    { "\"abc", 4 }, { "[", 1 }, { "{\"a\":}", 6 }, { "tru", 3 }, { "nul", 3 }, { "True", 4 },
    { "\"\\", 2 }, { "\"\\\0\"", 4 },
  };
  g_autoptr(GString) deep = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    if (!json_is_strict (good[i], strlen (good[i])))
      g_error ("strict JSON refused: %s", good[i]);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    if (json_is_strict (bad[i].text, bad[i].len))
      g_error ("not strict JSON, accepted: case %u", i);

  /* Nesting past the bound is refused, not a stack overflow. */
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  g_assert_false (json_is_strict (deep->str, deep->len));
}

/* ---- The escaping function and the writer -------------------------------- */

static char *
escape_quoted (const char *text,
               gsize       len)
{
  GString *out = g_string_new ("\"");

  cli_json_append_escaped (out, text, len);
  g_string_append_c (out, '"');
  return g_string_free (out, FALSE);
}

/* What json-glib reads back from a string escaped by the wrapper. */
static char *
read_back (const char *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  return g_strdup (json_node_get_string (json_parser_get_root (parser)));
}

/* What json-glib 1.6's generator writes for @text (valid UTF-8). */
static char *
json_glib_string (const char *text)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_VALUE);

  json_node_set_string (node, text);
  json_generator_set_root (gen, node);
  return json_generator_to_data (gen, NULL);
}

/* Every byte alone: strict JSON that reads back as the byte (U+FFFD for
 * NUL and for a byte that is not UTF-8), in json-glib's own escapes. */
static void
test_escape_every_byte (void)
{
  for (guint b = 0; b < 256; b++)
    {
      char byte = (char) b;
      g_autofree char *json = escape_quoted (&byte, 1);
      g_autofree char *back = NULL;

      if (!json_is_strict (json, strlen (json)))
        g_error ("byte 0x%02x escaped is not strict JSON: %s", b, json);
      back = read_back (json);
      if (b > 0 && b < 0x80)
        {
          g_autofree char *expected = g_strndup (&byte, 1);
          g_autofree char *theirs = json_glib_string (expected);

          g_assert_cmpstr (back, ==, expected);
          /* The same text as json-glib's generator, but for U+001F, which
           * json-glib 1.6 leaves raw. */
          if (b != 0x1f)
            g_assert_cmpstr (json, ==, theirs);
        }
      else
        g_assert_cmpstr (back, ==, "\xef\xbf\xbd");
    }
}

static void
test_escape_cases (void)
{
  static const struct { const char *in; gsize len; const char *out; } cases[] = {
    { "http://a/\x1f", 10, "\"http://a/\\u001f\"" },
    { "\x7f\x01\x1b", 3, "\"\\u007f\\u0001\\u001b\"" },
    /* C1 controls (U+0080, U+008A, U+009B CSI, U+009F); U+00A0 stays. */
    { "\xc2\x80\xc2\x8a\xc2\x9b\xc2\x9f\xc2\xa0", 10, "\"\\u0080\\u008a\\u009b\\u009f\xc2\xa0\"" },
    { "\"\\/\b\f\n\r\t", 8, "\"\\\"\\\\/\\b\\f\\n\\r\\t\"" },
    { "a\0b", 3, "\"a\xef\xbf\xbd" "b\"" },
    { "é€😀", 9, "\"é€😀\"" },
    /* Each byte that is not part of a valid sequence is one U+FFFD. */
    { "\xe2\x82", 2, "\"\xef\xbf\xbd\xef\xbf\xbd\"" },
    { "\xc3\xa9\xa9", 3, "\"é\xef\xbf\xbd\"" },
    { "\xed\xa0\x80", 3, "\"\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\"" },
    { "\xf4\x90\x80\x80", 4, "\"\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\"" },
    { "", 0, "\"\"" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *json = escape_quoted (cases[i].in, cases[i].len);

      g_assert_cmpstr (json, ==, cases[i].out);
      g_assert_true (json_is_strict (json, strlen (json)));
      g_assert_cmpint (cli_json_is_exact (cases[i].in, cases[i].len), ==,
                       g_utf8_validate_len (cases[i].in, cases[i].len, NULL));
    }
}

/* Writes through a writer into memory; returns what it wrote. */
typedef void (*WriteFunc) (CliJsonWriter *writer, gconstpointer data);

static char *
write_to_memory (WriteFunc     func,
                 gconstpointer data,
                 gsize        *len)
{
  char *text = NULL;
  size_t size = 0;
  FILE *stream = open_memstream (&text, &size);
  CliJsonWriter *writer = cli_json_writer_new (stream);

  func (writer, data);
  cli_json_writer_free (writer);
  fclose (stream);
  *len = size;
  return text;
}

static void
write_nested (CliJsonWriter *w,
              gconstpointer  data)
{
  cli_json_writer_begin_object (w);
  cli_json_writer_member (w, "a");
  cli_json_writer_begin_array (w);
  cli_json_writer_int (w, -1);
  cli_json_writer_boolean (w, TRUE);
  cli_json_writer_null (w);
  cli_json_writer_string (w, "x\x1f", -1);
  cli_json_writer_string (w, NULL, -1);
  cli_json_writer_begin_object (w);
  cli_json_writer_end_object (w);
  cli_json_writer_end_array (w);
  cli_json_writer_member (w, "b\n");
  cli_json_writer_begin_object (w);
  cli_json_writer_member (w, "c");
  cli_json_writer_string (w, "a\0b", 3);
  cli_json_writer_end_object (w);
  cli_json_writer_member (w, "d");
  cli_json_writer_begin_array (w);
  cli_json_writer_end_array (w);
  cli_json_writer_end_object (w);
  cli_json_writer_end_line (w);
  cli_json_writer_begin_array (w);
  cli_json_writer_int (w, G_MAXINT64);
  cli_json_writer_end_array (w);
  cli_json_writer_end_line (w);
}

/* Commas, nesting, every kind of value, one value per line. */
static void
test_writer_structure (void)
{
  gsize len;
  g_autofree char *text = write_to_memory (write_nested, NULL, &len);

  g_assert_cmpstr (text, ==,
                   "{\"a\":[-1,true,null,\"x\\u001f\",null,{}],\"b\\n\":{\"c\":\"a\xef\xbf\xbd" "b\"},\"d\":[]}\n"
                   "[9223372036854775807]\n");
}

/* A tree written node by node (cli_json_writer_node(), each opening made
 * by cli_json_writer_node_prefix(), a leaf closed in the same write) and
 * members given ready-quoted (cli_json_writer_key()): the same text the
 * member-by-member calls write, names escaped, a NULL name null. */
static void
node (CliJsonWriter *w,
      const char    *rule,
      gsize          start,
      gsize          end,
      gboolean       leaf)
{
  g_autoptr(GString) prefix = g_string_new (NULL);

  cli_json_writer_node_prefix (prefix, rule);
  cli_json_writer_node (w, prefix->str, prefix->len, start, end, leaf);
}

static void
write_nodes (CliJsonWriter *w,
             gconstpointer  data)
{
  cli_json_writer_begin_object (w);
  cli_json_writer_key (w, CLI_JSON_KEY ("tree"));
  node (w, "URI", 0, 18446744073709551615u, FALSE);
  node (w, "a\"b", 1, 2, TRUE);
  node (w, NULL, 10, 0, TRUE);
  node (w, "x", 3, 4, FALSE);
  node (w, "y", 3, 3, TRUE);
  cli_json_writer_end_node (w);
  cli_json_writer_end_node (w);
  cli_json_writer_key (w, CLI_JSON_KEY ("n"));
  cli_json_writer_int (w, 7);
  cli_json_writer_end_object (w);
  cli_json_writer_end_line (w);
}

static void
test_writer_nodes (void)
{
  gsize len;
  g_autofree char *text = write_to_memory (write_nodes, NULL, &len);

  g_assert_cmpstr (text, ==,
                   "{\"tree\":{\"rule\":\"URI\",\"start\":0,\"end\":18446744073709551615,\"children\":["
                   "{\"rule\":\"a\\\"b\",\"start\":1,\"end\":2,\"children\":[]},"
                   "{\"rule\":null,\"start\":10,\"end\":0,\"children\":[]},"
                   "{\"rule\":\"x\",\"start\":3,\"end\":4,\"children\":["
                   "{\"rule\":\"y\",\"start\":3,\"end\":3,\"children\":[]}]}]},\"n\":7}\n");
}

static void
write_one_string (CliJsonWriter *w,
                  gconstpointer  data)
{
  const GString *s = data;

  cli_json_writer_string (w, s->str, (gssize) s->len);
  cli_json_writer_end_line (w);
}

/* A long string is escaped piece by piece: the pieces must give exactly
 * what escaping the whole does, wherever the cuts fall among multi-byte
 * characters, stray continuation bytes and cut-short sequences. */
static void
test_writer_long_strings (void)
{
  static const char *const pieces[] = {
    "a", "\"", "\x1f", "\n", "\0", "é", "€", "😀", "\x80", "\xbf\xbf\xbf\xbf\xbf", "\xe2\x82",
    "\xf0\x9f\x98", "\xff", "\xed\xa0\x80", "\\", "\x7f",
  };
  static const gsize lens[] = { 1, 1, 1, 1, 1, 2, 3, 4, 1, 5, 2, 3, 1, 3, 1, 1 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (8259);

  for (guint round = 0; round < 60; round++)
    {
      g_autoptr(GString) s = g_string_new (NULL);
      g_autoptr(GString) expected = g_string_new ("\"");
      gsize target = 16 * 1024 * (1 + round % 5) + (round * 7) % 13;
      gsize len;
      g_autofree char *text = NULL;

      while (s->len < target)
        {
          guint k = g_rand_int_range (rand, 0, G_N_ELEMENTS (pieces));

          /* Mostly one kind of piece at a time, so long runs of each
           * meet the cuts. */
          for (guint r = g_rand_int_range (rand, 1, 2000); r > 0 && s->len < target; r--)
            g_string_append_len (s, pieces[k], lens[k]);
        }
      cli_json_append_escaped (expected, s->str, s->len);
      g_string_append (expected, "\"\n");
      text = write_to_memory (write_one_string, s, &len);
      g_assert_cmpmem (text, len, expected->str, expected->len);
      g_assert_true (json_is_strict (text, len - 1));
    }
}

/* ---- The CLI --------------------------------------------------------------- */

typedef struct {
  int status;
  GByteArray *out;
  glong max_rss_kb;   /* the child's peak resident set */
} CliRun;

static void
cli_run_clear (CliRun *run)
{
  g_clear_pointer (&run->out, g_byte_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliRun, cli_run_clear)

/* Runs the CLI with @args and @input on standard input (from a file, so
 * that nothing waits on a pipe); reads its output whole and measures it
 * with wait4(), as GSubprocess would reap it first. */
static void
run_cli (CliRun             *run,
         const char * const *args,
         const char         *input,
         gsize               len)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  const char *cli = g_getenv ("URISCOPE_CLI");
  int in_fd, out_fd = -1, wstatus;
  GPid pid;
  struct rusage usage;
  gsize done = 0;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  in_fd = g_file_open_tmp ("uriscope-json-XXXXXX", &path, &error);
  g_assert_no_error (error);
  g_unlink (path);
  while (done < len)
    {
      gssize n = write (in_fd, input + done, len - done);

      g_assert_cmpint (n, >, 0);
      done += n;
    }
  g_assert_cmpint (lseek (in_fd, 0, SEEK_SET), ==, 0);

  g_spawn_async_with_pipes_and_fds (NULL, (const char * const *) argv->pdata, NULL,
                                    G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                    in_fd, -1, -1, NULL, NULL, 0,
                                    &pid, NULL, &out_fd, NULL, &error);
  g_assert_no_error (error);
  close (in_fd);

  run->out = g_byte_array_new ();
  for (;;)
    {
      guint8 buf[1 << 16];
      gssize n = read (out_fd, buf, sizeof buf);

      if (n < 0 && errno == EINTR)
        continue;
      g_assert_cmpint (n, >=, 0);
      if (n == 0)
        break;
      g_byte_array_append (run->out, buf, n);
    }
  close (out_fd);

  while (wait4 (pid, &wstatus, 0, &usage) < 0)
    g_assert_cmpint (errno, ==, EINTR);
  g_assert_true (WIFEXITED (wstatus));
  run->status = WEXITSTATUS (wstatus);
  run->max_rss_kb = usage.ru_maxrss;
}

/* Every line of the output is strict JSON; returns how many there are. */
static guint
check_strict_lines (const CliRun *run,
                    const char   *what)
{
  const char *data = (const char *) run->out->data;
  const char *end = data + run->out->len;
  guint n = 0;

  if (run->out->len > 0)
    g_assert_cmpint (end[-1], ==, '\n');
  for (const char *line = data; line < end; n++)
    {
      const char *nl = memchr (line, '\n', end - line);

      if (!json_is_strict (line, nl - line) || line[0] != '{')
        g_error ("%s: line %u is not strict JSON: %.*s", what, n + 1, (int) MIN (nl - line, 400), line);
      line = nl + 1;
    }
  return n;
}

static guint
n_available_specs (void)
{
  guint n = 0;

  for (guint i = 0; i < US_SPEC_COUNT; i++)
    n += us_spec_is_available ((UsSpec) i);
  return n;
}

/* Where a byte goes: alone, then inside each component; the last two give
 * RFC 3987's mappings an IDNA alternative each, one of them with the byte
 * percent-encoded too, for uri_to_iri to decode. */
static const struct {
  const char *prefix;
  const char *suffix;
} places[] = {
  { "", "" },
  { "ht", "tp://u@h:1/p?q#f" },
  { "http://u", "v@h:1/p?q#f" },
  { "http://h", "x:1/p?q#f" },
  { "http://h:1", "2/p?q#f" },
  { "http://h:1/p", "q?q#f" },
  { "http://h:1/p?q", "r#f" },
  { "http://h:1/p?q#f", "g" },
  { "http://xn--bcher-kva.example/", "%" },
  { "http://bücher.example/", "/x" },
};

static void
append_placed (GString *out,
               guint    place,
               guchar   byte)
{
  g_string_append (out, places[place].prefix);
  g_string_append_c (out, (char) byte);
  g_string_append (out, places[place].suffix);
  if (g_str_equal (places[place].suffix, "%"))
    g_string_append_printf (out, "%02X", byte);
}

/* Every byte 0x00–0xFF but LF (which ends a line), alone and in every
 * component, one per line, under every spec and mode: one strict JSON
 * line per input and spec. */
static void
test_every_byte_every_spec (void)
{
  static const char *const specs[] = { "rfc3986", "rfc3987", "rfc2396", "rfc1808", "rfc1738", "whatwg", "all" };
  static const char *const modes[][5] = {
    { NULL },
    { "--base", "http://u@a:1/b/c/d;p?q#f", NULL },
    { "--base", "http:/b/c", "--compat", NULL },
    { "--normalize", "--equivalent", "http://h:1/p", NULL },
  };
  g_autoptr(GString) input = g_string_new (NULL);
  guint n_inputs = 0;

  for (guint b = 0; b < 256; b++)
    for (guint p = 0; p < G_N_ELEMENTS (places); p++)
      if (b != '\n')
        {
          append_placed (input, p, (guchar) b);
          g_string_append_c (input, '\n');
          n_inputs++;
        }

  for (guint s = 0; s < G_N_ELEMENTS (specs); s++)
    for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
      {
        g_autoptr(GPtrArray) args = g_ptr_array_new ();
        g_auto(CliRun) run = { 0 };
        g_autofree char *what = NULL;
        guint per_input = g_str_equal (specs[s], "all") ? n_available_specs () : 1;

        g_ptr_array_add (args, "--json");
        g_ptr_array_add (args, "--spec");
        g_ptr_array_add (args, (gpointer) specs[s]);
        for (guint k = 0; modes[m][k] != NULL; k++)
          g_ptr_array_add (args, (gpointer) modes[m][k]);
        g_ptr_array_add (args, NULL);
        what = g_strjoinv (" ", (char **) args->pdata);

        /* A spec refuses an option it does not define (exit 2, no
         * output): RFC 1738 has no resolution; RFC 2396, RFC 1808 and
         * RFC 1738 no normal form. */
        gboolean refused = (g_str_equal (specs[s], "rfc1738") && m == 1) ||
                           (g_str_equal (specs[s], "rfc1738") && m == 2) ||
                           (m == 3 && (g_str_equal (specs[s], "rfc2396") || g_str_equal (specs[s], "rfc1808") ||
                                       g_str_equal (specs[s], "rfc1738")));

        run_cli (&run, (const char * const *) args->pdata, input->str, input->len);
        if (refused)
          {
            g_assert_cmpint (run.status, ==, 2);
            g_assert_cmpuint (run.out->len, ==, 0);
            continue;
          }
        g_assert_cmpint (run.status, ==, 1);
        g_assert_cmpuint (check_strict_lines (&run, what), ==, n_inputs * per_input);
      }
}

/* "query_params" decodes what the query percent-encodes: every byte
 * decoded into a name and a value, alone and after a lead byte, and raw,
 * under every spec. Each line is strict JSON; a decoded NUL is carried in
 * base64, nothing else needs it (the decoding replaces what is not
 * UTF-8). */
static void
test_query_params_every_byte (void)
{
  g_autoptr(GString) input = g_string_new (NULL);
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  const char *data, *end;
  guint n_inputs = 0, n_base64 = 0;

  for (guint b = 0; b < 256; b++)
    {
      g_string_append_printf (input, "http://h/?%%%02X=%%%02X&%%C3%%%02X+=%%E2%%82%%%02X&", b, b, b, b);
      if (b != '\n' && b != '\r')
        g_string_append_c (input, (char) b);
      g_string_append (input, "=x\n");
      n_inputs++;
    }
  run_cli (&run, (const char *[]) { "--json", "--spec", "all", NULL }, input->str, input->len);
  g_assert_cmpuint (check_strict_lines (&run, "query_params"), ==, n_inputs * n_available_specs ());

  data = (const char *) run.out->data;
  end = data + run.out->len;
  for (const char *line = data; line < end; )
    {
      const char *nl = memchr (line, '\n', end - line);
      g_autoptr(GError) error = NULL;
      JsonArray *params;

      json_parser_load_from_data (parser, line, nl - line, &error);
      g_assert_no_error (error);
      params = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "query_params");
      g_assert_cmpuint (json_array_get_length (params), >=, 2);
      for (guint k = 0; k < json_array_get_length (params); k++)
        {
          JsonObject *p = json_array_get_object_element (params, k);
          const char *names[] = { "name", "value" };

          for (guint m = 0; m < G_N_ELEMENTS (names); m++)
            {
              g_autofree char *b64_name = g_strconcat (names[m], "_base64", NULL);
              const char *text = json_object_get_string_member (p, names[m]);

              g_assert_true (g_utf8_validate (text, -1, NULL));
              if (json_object_has_member (p, b64_name))
                {
                  gsize len;
                  g_autofree guchar *bytes = g_base64_decode (json_object_get_string_member (p, b64_name), &len);

                  g_assert_nonnull (memchr (bytes, '\0', len));
                  n_base64++;
                }
            }
        }
      line = nl + 1;
    }
  /* In the line of 0x00, under each spec: "%00" as a name and a value,
   * after a lead byte too ("%C3%00" is U+FFFD and NUL), and the raw NUL
   * as a name. */
  g_assert_cmpuint (n_base64, ==, 5 * n_available_specs ());
}

/* LF can only come through the command line: there it is one input; on
 * standard input it ends the line, making two. */
static void
test_line_feed (void)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) split = { 0 };
  static const char two[] = "http://a/\nb";

  g_ptr_array_add (args, g_strdup ("--json"));
  g_ptr_array_add (args, g_strdup ("--spec=all"));
  g_ptr_array_add (args, g_strdup ("--base=http://a/b\n/c"));
  for (guint p = 0; p < G_N_ELEMENTS (places); p++)
    {
      GString *uri = g_string_new (NULL);

      append_placed (uri, p, '\n');
      g_ptr_array_add (args, g_string_free (uri, FALSE));
    }
  g_ptr_array_add (args, NULL);
  run_cli (&run, (const char * const *) args->pdata, "", 0);
  g_assert_cmpuint (check_strict_lines (&run, "LF in arguments"), ==, G_N_ELEMENTS (places) * n_available_specs ());

  run_cli (&split, (const char *[]) { "--json", NULL }, two, sizeof two - 1);
  g_assert_cmpuint (check_strict_lines (&split, "LF on standard input"), ==, 2);
}

/* The base and the reference to compare with carry any byte too. */
static void
test_every_byte_in_options (void)
{
  static const char input[] = "g\n\n../x\n?y\n#z\n//h\n";

  for (guint p = 1; p < G_N_ELEMENTS (places); p++)
    {
      g_autoptr(GString) option = g_string_new (NULL);
      g_auto(CliRun) run = { 0 };
      g_auto(CliRun) eq = { 0 };

      /* All the bytes an argument can hold, at once. */
      g_string_append (option, places[p].prefix);
      for (guint b = 1; b < 256; b++)
        g_string_append_c (option, (char) b);
      g_string_append (option, places[p].suffix);

      run_cli (&run, (const char *[]) { "--json", "--spec", "all", "--base", option->str, NULL },
               input, sizeof input - 1);
      g_assert_cmpuint (check_strict_lines (&run, option->str), ==, 6 * n_available_specs ());

      run_cli (&eq, (const char *[]) { "--json", "--equivalent", option->str, NULL }, input, sizeof input - 1);
      g_assert_cmpuint (check_strict_lines (&eq, option->str), ==, 6);
    }
}

/* RFC 3987 §3.2's other answer (the IDNA host) holds the decoded bytes:
 * escaped like any other string. */
static void
test_uri_to_iri_alternative (void)
{
  static const char input[] = "http://xn--bcher-kva.example/\xff%C3%A9\n";
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *mapping;

  run_cli (&run, (const char *[]) { "--json", "--spec", "rfc3987", NULL }, input, sizeof input - 1);
  g_assert_cmpuint (check_strict_lines (&run, "uri_to_iri"), ==, 1);
  json_parser_load_from_data (parser, (const char *) run.out->data, run.out->len, &error);
  g_assert_no_error (error);
  mapping = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "uri_to_iri");
  g_assert_cmpstr (json_object_get_string_member (mapping, "alternative"), ==,
                   "http://bücher.example/\xef\xbf\xbdé");
}

/* Bytes that are not UTF-8 on the command line are read as they are, as on
 * standard input: the same output for the same bytes, in JSON and in text. */
static void
test_argv_like_stdin (void)
{
  static const char *const modes[][4] = {
    { "--json", "--spec=all", NULL },
    { "--json", "--spec=rfc3987", "--base=http://a/\xff/c", NULL },
    { "--spec=all", NULL },
    { "--normalize", NULL },
  };
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autoptr(GPtrArray) uris = g_ptr_array_new_with_free_func (g_free);

  for (guint b = 1; b < 256; b++)
    if (b != '\n')
      {
        /* Not last: a CR there would end the line on standard input. */
        char *uri = g_strdup_printf ("http://a/%c\xc3" "b%cz", b, b);

        g_ptr_array_add (uris, uri);
        g_string_append_printf (lines, "%s\n", uri);
      }

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      g_autoptr(GPtrArray) args = g_ptr_array_new ();
      g_auto(CliRun) from_argv = { 0 };
      g_auto(CliRun) from_stdin = { 0 };

      for (guint k = 0; modes[m][k] != NULL; k++)
        g_ptr_array_add (args, (gpointer) modes[m][k]);
      g_ptr_array_add (args, NULL);
      run_cli (&from_stdin, (const char * const *) args->pdata, lines->str, lines->len);
      g_ptr_array_remove_index (args, args->len - 1);
      for (guint i = 0; i < uris->len; i++)
        g_ptr_array_add (args, uris->pdata[i]);
      g_ptr_array_add (args, NULL);
      run_cli (&from_argv, (const char * const *) args->pdata, "", 0);

      g_assert_cmpint (from_argv.status, ==, 1);
      g_assert_cmpint (from_stdin.status, ==, 1);
      g_assert_cmpuint (from_argv.out->len, >, 0);
      g_assert_cmpmem (from_argv.out->data, from_argv.out->len, from_stdin.out->data, from_stdin.out->len);
      if (g_str_equal (modes[m][0], "--json"))
        check_strict_lines (&from_argv, modes[m][1]);
    }
}

static void
assert_base64_member (JsonObject *object,
                      const char *name,
                      const char *bytes)
{
  g_autofree char *b64_name = g_strconcat (name, "_base64", NULL);
  gsize len;
  g_autofree guchar *decoded = NULL;

  g_assert_cmpstr (json_object_get_string_member (object, name), ==, "http://a/\xef\xbf\xbd");
  decoded = g_base64_decode (json_object_get_string_member (object, b64_name), &len);
  g_assert_cmpmem (decoded, len, bytes, strlen (bytes));
}

/* Like the input, the base and the reference to compare with are carried
 * exactly in base64 when they are not UTF-8. */
static void
test_given_bytes_in_base64 (void)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *o;

  run_cli (&run, (const char *[]) { "--json", "--base", "http://a/\xff", "--equivalent", "http://a/\xfe",
                                    "http://a/\xfd", NULL }, "", 0);
  g_assert_cmpuint (check_strict_lines (&run, "base64"), ==, 1);
  json_parser_load_from_data (parser, (const char *) run.out->data, run.out->len, &error);
  g_assert_no_error (error);
  o = json_node_get_object (json_parser_get_root (parser));
  assert_base64_member (o, "input", "http://a/\xfd");
  assert_base64_member (json_object_get_object_member (o, "resolution"), "base", "http://a/\xff");
  assert_base64_member (json_object_get_object_member (o, "equivalence"), "other", "http://a/\xfe");
}

static gsize
count (const GByteArray *data,
       const char       *needle)
{
  gsize n = 0, len = strlen (needle);
  const guint8 *p = data->data, *end = data->data + data->len;

  while ((p = memchr (p, needle[0], end - p)) != NULL)
    {
      if ((gsize) (end - p) >= len && memcmp (p, needle, len) == 0)
        n++;
      p++;
    }
  return n;
}

static gboolean
starts_with (const GByteArray *data,
             const char       *prefix)
{
  return data->len >= strlen (prefix) && memcmp (data->data, prefix, strlen (prefix)) == 0;
}

/* One line of 1 MB with a diagnostic per byte, and a 1 MB data: URI: the
 * whole answer, in memory proportional to the input (it was 3 KB a byte). */
static void
test_big_lines_memory (void)
{
  const gsize size = 1000 * 1000;
  g_autoptr(GString) percents = g_string_new ("http://a/");
  g_autoptr(GString) data = g_string_new ("data:text/plain;base64,");
  const struct { GString *line; gsize diagnostics; } cases[] = {
    { percents, size }, { data, 1 },  /* data: has its note */
  };
  gboolean sanitized = g_getenv ("URISCOPE_TEST_SANITIZED") != NULL;

  for (gsize i = 0; i < size; i++)
    g_string_append_c (percents, '%');
  while (data->len < size)
    g_string_append (data, "SGVsbG8sIHdvcmxkIQ==");

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_auto(CliRun) run = { 0 };
      g_auto(CliRun) quiet = { 0 };
      g_auto(CliRun) quiet_whatwg = { 0 };
      GString *line = cases[c].line;
      /* The core's own result is about 100 bytes an input byte here; the
       * JSON also says how a browser reads the link: the URL Standard's
       * parse (a diagnostic per byte too, about 140 bytes an input byte)
       * and the comparison of the two readings (its marks, about 110). */
      glong limit_kb = (glong) ((32 * 1024 * 1024 + 400 * line->len) / 1024);
      /* Over the two parses alone (--quiet), the JSON costs buffers, a
       * few bytes an input byte (the input in base64) and the browser
       * reading's marks. */
      glong over_parse_kb = (glong) ((16 * 1024 * 1024 + 120 * line->len) / 1024);
      gint64 start = g_get_monotonic_time ();

      g_string_append_c (line, '\n');
      /* The parse alone first: a child's peak counts what it shares with
       * this process between fork() and exec(), so nothing big is held here
       * while it starts (the JSON output is 300 MB). */
      run_cli (&quiet, (const char *[]) { "--quiet", NULL }, line->str, line->len);
      run_cli (&quiet_whatwg, (const char *[]) { "--quiet", "--spec", "whatwg", NULL }, line->str, line->len);
      run_cli (&run, (const char *[]) { "--json", NULL }, line->str, line->len);
      g_test_message ("%zu bytes: %zu bytes of JSON, peak %ld KB, %.2f s", line->len, (gsize) run.out->len,
                      run.max_rss_kb, (g_get_monotonic_time () - start) / 1e6);
      g_assert_cmpint (run.status, ==, cases[c].diagnostics > 1 ? 1 : 0);
      g_assert_cmpuint (check_strict_lines (&run, "big line"), ==, 1);
      g_assert_true (starts_with (run.out, "{\"input\":\"http://a/%%%%") ||
                     starts_with (run.out, "{\"input\":\"data:"));
      g_assert_cmpuint (count (run.out, "\"severity\":"), ==, cases[c].diagnostics);
      g_test_message ("  with --quiet: peak %ld KB", quiet.max_rss_kb);
      if (!sanitized)
        {
          g_assert_cmpint (run.max_rss_kb, <, limit_kb);
          g_assert_cmpint (run.max_rss_kb, <, quiet.max_rss_kb + quiet_whatwg.max_rss_kb + over_parse_kb);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/json/validator", test_validator);
  g_test_add_func ("/json/escape-every-byte", test_escape_every_byte);
  g_test_add_func ("/json/escape-cases", test_escape_cases);
  g_test_add_func ("/json/writer-structure", test_writer_structure);
  g_test_add_func ("/json/writer-nodes", test_writer_nodes);
  g_test_add_func ("/json/writer-long-strings", test_writer_long_strings);
  g_test_add_func ("/json/every-byte-every-spec", test_every_byte_every_spec);
  g_test_add_func ("/json/query-params-every-byte", test_query_params_every_byte);
  g_test_add_func ("/json/line-feed", test_line_feed);
  g_test_add_func ("/json/every-byte-in-options", test_every_byte_in_options);
  g_test_add_func ("/json/uri-to-iri-alternative", test_uri_to_iri_alternative);
  g_test_add_func ("/json/argv-like-stdin", test_argv_like_stdin);
  g_test_add_func ("/json/given-bytes-in-base64", test_given_bytes_in_base64);
  g_test_add_func ("/json/big-lines-memory", test_big_lines_memory);

  return g_test_run ();
}
