/* test-whatwg-differential.c — the WHATWG URL parser against whatwg-url
 *
 * The reference implementation, jsdom's whatwg-url (the version pinned in
 * tests/whatwg-oracle/package.json), runs under Node as
 * tests/whatwg-oracle/oracle.js; this program gives it many inputs, one
 * batch per base, parses each with us_whatwg_parse() against the same base
 * and compares: failure, href and every getter of the URL API, and the
 * names of the validation errors in the order they were met. Every
 * disagreement is reported and fails the test.
 *
 * The inputs: every line of tests/data/bench/urls-web.txt and
 * urls-files.txt, and 120,000 generated ones (a fixed seed, so the same
 * every run): compositions of scheme-ish
 * prefixes, slashes, userinfo, hosts of every kind, ports, paths with dot
 * segments and drive letters, queries and fragments, with tabs, newlines,
 * C0 controls, spaces, non-ASCII and invalid UTF-8 mixed in; and 20,000
 * made of queries (another fixed seed): pieces of names and values, "&",
 * "=", "+", percent-encoded bytes well- and ill-formed, raw bytes, tabs,
 * NUL. Each is tried with no base and with five bases (special, file,
 * non-special, opaque path, IPv6 with credentials and port).
 *
 * The query as name-value pairs is compared too: for every input that
 * parses, the entries of whatwg-url's `searchParams` against
 * us_query_parse() on the span the parser read the query from (or, when
 * the query is the base's, on the URL record's query), and with no base
 * also against us_result_dup_query_params() of us_parse().
 *
 * The C side gets bytes; JavaScript gets a string. The oracle gets the
 * bytes decoded as us_whatwg_parse() decodes them (one U+FFFD per maximal
 * ill-formed subpart, NUL kept), and checks that this is what the Encoding
 * Standard's UTF-8 decoder (TextDecoder) makes of the same bytes; here we
 * check that us_whatwg_parse() gives the same answer for the bytes and for
 * their decoded form.
 *
 * Not failures, only reported: how often Node's own URL class (ada)
 * differs from whatwg-url, with up to 30 examples.
 *
 * Skips when there is no node, no tests/whatwg-oracle/node_modules
 * (build-aux/setup --tests installs it) or the oracle does not run.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <string.h>

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "us-whatwg.h"
#include "test-common.h"

#define N_GENERATED 120000
#define SEED 20260717
#define N_QUERY_GENERATED 20000
#define QUERY_SEED 20260718
#define MAX_ADA_EXAMPLES 28   /* in all, 7 of each kind */

static const char *const bases[] = {
  NULL,
  "http://example.com/a/b?q#f",
  "file:///C:/dir/file",
  "sc://host/path",
  "data:text/plain,x",
  "about:blank",
  "https://user:pw@[::1]:8080/x/y/",
};

static const char *const base_names[] = {
  "none", "http", "file", "non-special", "data", "about", "ipv6-credentials",
};

typedef struct {
  GBytes *raw;          /* what us_whatwg_parse() gets */
  char *decoded;        /* the same decoded and encoded again: valid UTF-8, may hold NUL */
  gsize decoded_len;
  gboolean is_valid;    /* raw is valid UTF-8 (then decoded is raw) */
} Input;

static GPtrArray *inputs;       /* of Input * */
static char *node_path;
static char *oracle_path;

/* ---- the inputs ---- */

static void
input_free (gpointer data)
{
  Input *in = data;

  g_bytes_unref (in->raw);
  g_free (in->decoded);
  g_free (in);
}

static void
add_input (const char *bytes,
           gsize       len)
{
  Input *in = g_new0 (Input, 1);
  g_autofree gunichar *cps = NULL;
  gsize n = us_whatwg_utf8_decode ((const guchar *) bytes, len, &cps, NULL);
  GString *decoded = g_string_sized_new (len);

  for (gsize i = 0; i < n; i++)
    g_string_append_unichar (decoded, cps[i]);
  in->raw = g_bytes_new (bytes, len);
  in->is_valid = decoded->len == len && memcmp (decoded->str, bytes, len) == 0;
  in->decoded_len = decoded->len;
  in->decoded = g_string_free (decoded, FALSE);
  g_ptr_array_add (inputs, in);
}

static void
add_bench_file (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bench", name, NULL);
  g_autofree char *text = NULL;
  gsize len;
  g_autoptr(GError) error = NULL;
  gsize start = 0;

  if (!g_file_get_contents (path, &text, &len, &error))
    g_error ("%s: %s", path, error->message);
  for (gsize i = 0; i <= len; i++)
    {
      if (i < len && text[i] != '\n')
        continue;
      if (i > start || i < len)
        add_input (text + start, i - start);
      start = i + 1;
    }
}

static const char *const prefixes[] = {
  "http:", "https:", "HTTP:", "hTtPs:", "file:", "FILE:", "ws:", "wss:", "ftp:",
  "sc:", "foo+bar.-1:", "javascript:", "JavaScript:", "data:", "blob:", "mailto:",
  "about:", "urn:", "h\ttp:", "fi\nle:", "1http:", "-x:", "ht tp:", "h%74tp:", "\xc3\xa9x:",
  "blob:http:", "blob:https://", "blob:file://", "blob:sc:", "", "", "", "", "", "",
};

static const char *const slashes[] = {
  "", "", "/", "//", "//", "//", "///", "////", "\\", "\\\\", "/\\", "\\/", "\\\\\\", " //", "/ /",
};

static const char *const userinfos[] = {
  "", "", "", "", "user@", "user:pass@", ":@", "@", ":", "u@@", "us%20er:p%3Aw@", "a:b:c@",
  "\xc3\xa9:\xc3\xbc@", "user:@", "@@@", "a b:c d@", "u\\ser@", "u/ser@", "u?ser@", "u#ser@",
  "%@", "%zz:%41@", "[::1]@", "u\x01:\x7f@",
};

static const char *const hosts[] = {
  "example.com", "EXAMPLE.COM", "ExAmPlE.CoM.", "a.b-c.d", "localhost", "LOCALHOST", "x",
  "xn--nxasmq6b.com", "xn--", "xn--a.com", "xn--zca", "xn--zca.de", "XN--ZCA", "xn--ls8h",
  "xn--a-ecp.ru", "xn--1ch.com", "xn---", "a.xn--b",
  "fa\xc3\x9f.de", "\xc3\x9f", "FA\xc3\x9f.DE",
  "\xd9\x85\xd8\xab\xd8\xa7\xd9\x84.\xd8\xa5\xd8\xae\xd8\xaa\xd8\xa8\xd8\xa7\xd8\xb1",
  "\xd7\x91\xd7\x93\xd7\x99\xd7\xa7\xd7\x94.\xd7\x99\xd7\xa9\xd7\xa8\xd7\x90\xd7\x9c",
  "a\xd7\x90", "\xd7\x90" "1", "1\xd7\x90", "\xd9\xa1.com", "\xd8\xa8\xd9\xa1\xdb\xb1",
  "\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e.jp", "\xef\xbc\xa6\xef\xbc\xb5\xef\xbc\xac\xef\xbc\xac.com",
  "a\xe3\x80\x82" "b", "a\xef\xbc\x8e" "b", "a\xe2\x92\x88" "b", "E\xcc\x81.com", "\xc3\xa9.com",
  "a\xc2\xad" "b", "\xc2\xad", "a\xe2\x80\x8d" "b", "\xe2\x80\x8d", "\xef\xbf\xbd", "\xe2\x98\x83.net",
  /* characters newer than ICU 72's data (core/us-idna-new.c): Kirat Rai,
   * its vowel signs that compose, Garay (right to left, capitals mapped),
   * CJK Extension J, a new mark first, Punycode of Kirat Rai */
  "\U00016D43\U00016D4A.example", "\U00016D43\U00016D63\U00016D67", "\U00010D4A\U00010D70.com",
  "\U00010D50\U00010D40" "1", "\U000323B0.jp", "\u0897" "a.com", "xn--8h0foas.example",
  "%65xample.com", "%41.com", "%zz", "%", "%2", "ex%00ample", "ex%2eample", "%e2%98%83", "%ef%bc%a1",
  "%C3%9F", "%ff", "ex ample", "ex<ample", "ex^ample", "a|b", "a%b", "a\x7f" "b", "a\x01" "b",
  "a*b", "a~b", "a'b", "a\"b", "a`b", "a{b}", "a,b", "a;b", "a=b", "a&b", "a!b", "a$b", "a(b)", "a+b",
  "1.2.3.4", "0x7f.1", "0177.0.0.1", "4294967295", "4294967296", "1.2.3", "1.2", "1", "0",
  "1.2.3.4.5", "1..2", "1.2.3.4.", "1.2.3.4..", "0x", "0X", "09.1", "1.2.3.08", "256.0.0.1",
  "0xffffffff", "0x100000000", "999999999999999999", "00000000000000000001", "0x0000000000001",
  "1.256", "1.65536", "1.16777216", "1.0x", "0x1.0X2", "0..0x300", "1.2.3.0x", "foo.1", "foo.0x1",
  "1.2.foo", "foo.09", "foo.1.", "1e1", "0x1g", "\xef\xbc\x91.\xef\xbc\x92.\xef\xbc\x93.\xef\xbc\x94",
  "\xd9\xa1.\xd9\xa2", "%31.2.3.4", "1.2.3.%34", "%30x10",
  "[::1]", "[::]", "[1:2:3:4:5:6:7:8]", "[1:2:3:4:5:6:7:8:9]", "[::ffff:1.2.3.4]", "[::1.2.3.4.5]",
  "[::1.2.3]", "[1::2::3]", "[:1]", "[1:]", "[0001::]", "[00001::]", "[::1", "::1]", "[]", "[ ::1]",
  "[::1%eth0]", "[v1.x]", "[::127.0.0.0x1]", "[FFFF::]", "[::1.2.3.04]", "[::1.2.3.256]", "[1:2:3:4:5:6:1.2.3.4]",
  "[1:2:3:4:5:6:7:1.2.3.4]", "[::1.]", "[::.1]", "[1::1.2]", "[:]", "[:::]", "[1:0:0:2:0:0:0:3]",
  "[0:0:1:0:0:1:0:0]", "[::%31]", "[::\xef\xbc\x91]", "[a:b]", "[::g]", "[1:2:3:4:5:6:7::]",
  "[::1:2:3:4:5:6:7]", "[1:2:3:4:5:6:7:8::]", "[::1]:", "[::1]x", "[[::1]]", "[::1]]", "[::1.2.3.4x]",
  "", "", ".", "..", "a..b", "a.", ".a", "-a", "a-", "ab--c", "a_b", "\xe1\xba\x9e", "\xcf\x82",
  "\xe2\x84\xaa", "\xe2\x80\x8c", "a\xe2\x80\x8c" "b", "\xe0\xa5\x8d\xe2\x80\x8c",
  "x\xcd\x8f", "\xe2\x80\xae", "\xf0\x9f\x92\xa9", "\xf3\xa0\x80\x81", "\xe2\x80\xa8",
  "\xea\xb0\x80.com", "\xe1\x84\x80\xe1\x85\xa1", "\xc3\x83\xc2\xa9", "\x80", "\xff.com", "a\xe2\x82" "b",
};

static const char *const ports[] = {
  "", "", "", "", ":", ":80", ":443", ":8080", ":0", ":65535", ":65536", ":99999999999999999999",
  ":8a", ":-1", ": 80", ":0080", ":21", ":00000000000000000000080", ":1.2", ":+1", ":\xef\xbc\x98",
  ":80:80", ":4294967377", ":21\t", ":%38",
};

static const char *const segments[] = {
  "", "a", "b", "index.html", ".", "..", "%2e", "%2E", ".%2e", "%2e%2E", "%2e.", ".%2E", "%2e%2",
  "...", "C:", "C|", "c:", "z|", "Z:x", "C%3A", "C%7C", "C:x", "a b", "%", "%zz", "%2", "%41", "%25",
  "\xc3\xa9", "x\ty", "x\ny", "x\ry", "\\", "..\\", "a\\b", "~user", "%00", "\xc3\xbf", "\xff",
  "\xed\xa0\x80", "\xc0\xaf", "\xf4\x90\x80\x80", "\xe2\x82", "<>", "\"`{}", "'", "^|", "@:", ";a=b",
  "\x01\x1f", "\x7f", "\xef\xbf\xbd", "\xef\xbb\xbf", "\xf0\x9f\x92\xa9", "a\x00\x62",
};

static const char *const queries[] = {
  "", "", "", "?", "?a=b", "?a b", "?'\"<>", "?\xc3\xa9", "?%zz", "??", "?a#", "?\x01\x7f", "?`{}",
  "?\\/", "?\xff", "?%41%2", "?'", "?\t=\n",
};

static const char *const fragments[] = {
  "", "", "", "#", "#x", "#a b", "#`", "#\xc3\xa9", "#\x00", "#<>\"", "##", "#?x", "#%zz", "#\xff",
  "#{}", "#\x7f", "#'",
};

/* Bytes that go anywhere: controls, spaces, tabs and newlines, and
 * invalid UTF-8. */
static const char *const noise[] = {
  "\t", "\n", "\r", " ", "\x00", "\x01", "\x1f", "\x7f", "\xc3\xa9", "\xff", "\xc3", "\xe2\x82",
  "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xc0\xaf", "\xef\xbb\xbf", "\xc2\xa0", "\xe3\x80\x80", "%",
  "\\", "/", "#", "?", "@", ":", "[", "]", ".", "\xf0\x9f\x92", "\x80\x80", "\xf8\x88\x80\x80\x80",
};

static const char *const c0_and_space[] = { " ", "\x00", "\x01", "\t", "\n", "\r", "\x1f", "\x0c", "\x0b" };

#define PICK(rand, array) ((array)[g_rand_int_range ((rand), 0, G_N_ELEMENTS (array))])

/* A host: from the table, or labels made of pieces of hosts. */
static void
append_host (GRand   *rand,
             GString *s)
{
  if (g_rand_int_range (rand, 0, 4) != 0)
    {
      g_string_append (s, PICK (rand, hosts));
      return;
    }
  for (int i = g_rand_int_range (rand, 1, 4); i > 0; i--)
    {
      const char *h = PICK (rand, hosts);
      gsize len = strlen (h);
      gsize cut = len > 0 ? (gsize) g_rand_int_range (rand, 0, (gint32) len + 1) : 0;

      /* not in the middle of a UTF-8 sequence, mostly */
      while (cut > 0 && cut < len && ((guchar) h[cut] & 0xC0) == 0x80 && g_rand_int_range (rand, 0, 8) != 0)
        cut--;
      g_string_append_len (s, h, (gssize) cut);
      if (i > 1)
        g_string_append (s, g_rand_boolean (rand) ? "." : PICK (rand, noise));
    }
}

static void
append_path (GRand    *rand,
             GString  *s,
             gboolean  is_file)
{
  int n = g_rand_int_range (rand, 0, 5);

  if (is_file && g_rand_int_range (rand, 0, 3) == 0)
    {
      static const char *const drives[] = { "C:", "C|", "/C:", "/C|", "//C:", "c:", "C:/", "/C:/", "C", "/c|/" };

      g_string_append (s, PICK (rand, drives));
    }
  for (int i = 0; i < n; i++)
    {
      if (i > 0 || g_rand_boolean (rand))
        g_string_append (s, g_rand_int_range (rand, 0, 5) == 0 ? "\\" : "/");
      g_string_append (s, PICK (rand, segments));
    }
  if (n > 0 && g_rand_int_range (rand, 0, 3) == 0)
    g_string_append_c (s, '/');
}

static void
generate_one (GRand   *rand,
              GString *s)
{
  const char *prefix = PICK (rand, prefixes);
  gboolean is_file = g_ascii_strncasecmp (prefix, "file", 4) == 0 || prefix[0] == '\0';

  g_string_truncate (s, 0);
  if (g_rand_int_range (rand, 0, 10) == 0)
    for (int i = g_rand_int_range (rand, 1, 4); i > 0; i--)
      g_string_append (s, PICK (rand, c0_and_space));
  g_string_append (s, prefix);
  g_string_append (s, PICK (rand, slashes));
  if (g_rand_int_range (rand, 0, 6) != 0)
    {
      g_string_append (s, PICK (rand, userinfos));
      append_host (rand, s);
      g_string_append (s, PICK (rand, ports));
    }
  append_path (rand, s, is_file);
  g_string_append (s, PICK (rand, queries));
  g_string_append (s, PICK (rand, fragments));
  if (g_rand_int_range (rand, 0, 10) == 0)
    for (int i = g_rand_int_range (rand, 1, 4); i > 0; i--)
      g_string_append (s, PICK (rand, c0_and_space));

  /* noise: inserted, or a byte replaced */
  for (int i = g_rand_int_range (rand, 0, 6) - 3; i > 0; i--)
    {
      gsize at = (gsize) g_rand_int_range (rand, 0, (gint32) s->len + 1);

      if (g_rand_boolean (rand) || at == s->len)
        g_string_insert (s, (gssize) at, PICK (rand, noise));
      else
        s->str[at] = (char) g_rand_int_range (rand, 0, 256);
    }
}

static void
generate_inputs (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (SEED);
  g_autoptr(GString) s = g_string_new (NULL);

  for (guint i = 0; i < N_GENERATED; i++)
    {
      generate_one (rand, s);
      add_input (s->str, s->len);
    }
}

/* Inputs made of queries: a prefix that reaches the query state (or not),
 * then pieces. */
static const char *const query_prefixes[] = {
  "http://h/?", "http://h/?", "http://h/?", "https://h?", "sc://h?", "sc:?", "mailto:x?", "file:///p?",
  "data:,x?", "?", "", "http://h", "http://h/p#",
};

/* "" is the NUL byte. */
static const char *const query_pieces[] = {
  "a", "b", "name", "=", "=", "&", "&", "&", "+", "%", "%2B", "%2b", "%20", "%3D", "%26", "%C3%A9", "%c3",
  "%A9", "%E2%82", "%ED%A0%80", "%F0%9F%98%80", "%F0%9F%98", "%FF", "%C0%AF", "%00", "%zz", "%4", "%%",
  "%EF%BB%BF", "\xef\xbb\xbf", "\xc3\xa9", "\xff", "\xc3", "\xe2\x82", "\xed\xa0\x80", "\t", "\n", "\r",
  " ", "'", "\"", "#", "?", "", "\x01", "\x7f", ";", "\\", "<>", "`",
};

static void
generate_query_inputs (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (QUERY_SEED);
  g_autoptr(GString) s = g_string_new (NULL);

  for (guint i = 0; i < N_QUERY_GENERATED; i++)
    {
      g_string_assign (s, PICK (rand, query_prefixes));
      for (int k = g_rand_int_range (rand, 0, 13); k > 0; k--)
        {
          const char *piece = PICK (rand, query_pieces);

          g_string_append_len (s, piece, piece[0] == '\0' ? 1 : (gssize) strlen (piece));
        }
      add_input (s->str, s->len);
    }
}

/* ---- talking to the oracle ---- */

static void
append_json_string (GString    *out,
                    const char *s,
                    gsize       len)
{
  g_string_append_c (out, '"');
  for (gsize i = 0; i < len; i++)
    {
      guchar b = (guchar) s[i];

      if (b == '"' || b == '\\')
        {
          g_string_append_c (out, '\\');
          g_string_append_c (out, (char) b);
        }
      else if (b < 0x20)
        g_string_append_printf (out, "\\u%04x", b);
      else
        g_string_append_c (out, (char) b);
    }
  g_string_append_c (out, '"');
}

static void
append_request (GString     *out,
                const Input *in,
                const char  *base)
{
  g_string_append (out, "{\"input\":");
  append_json_string (out, in->decoded, in->decoded_len);
  g_string_append (out, ",\"base\":");
  if (base != NULL)
    append_json_string (out, base, strlen (base));
  else
    g_string_append (out, "null");
  if (!in->is_valid)
    {
      gsize len;
      const guchar *raw = g_bytes_get_data (in->raw, &len);

      g_string_append (out, ",\"bytes\":\"");
      for (gsize i = 0; i < len; i++)
        g_string_append_printf (out, "%02x", raw[i]);
      g_string_append_c (out, '"');
    }
  g_string_append (out, "}\n");
}

/* Runs the oracle on @request; returns its output lines, or NULL (with
 * @why set) when it does not run. */
/* The lines of @len bytes at @data, as g_strsplit() would give them (a
 * last empty string after a last newline), found with memchr():
 * g_strsplit() calls strstr() once a line, which AddressSanitizer's
 * interceptor makes measure the whole rest of the text each time —
 * quadratic in the oracle's 100 MB of output. */
static char **
split_lines (const char *data,
             gsize       len)
{
  GPtrArray *lines = g_ptr_array_new ();
  const char *p = data, *end = data + len;

  for (;;)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));

      if (nl == NULL)
        {
          g_ptr_array_add (lines, g_strndup (p, (gsize) (end - p)));
          break;
        }
      g_ptr_array_add (lines, g_strndup (p, (gsize) (nl - p)));
      p = nl + 1;
    }
  g_ptr_array_add (lines, NULL);
  return (char **) g_ptr_array_free (lines, FALSE);
}

static char **
run_oracle (GString  *request,
            char    **why)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) stdin_bytes = NULL;
  g_autoptr(GBytes) stdout_bytes = NULL;
  g_autoptr(GBytes) stderr_bytes = NULL;
  gsize len;
  const char *data;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  proc = g_subprocess_launcher_spawn (launcher, &error, node_path, oracle_path, NULL);
  if (proc == NULL)
    {
      *why = g_strdup_printf ("cannot run node: %s", error->message);
      return NULL;
    }
  stdin_bytes = g_bytes_new (request->str, request->len);
  if (!g_subprocess_communicate (proc, stdin_bytes, NULL, &stdout_bytes, &stderr_bytes, &error))
    {
      *why = g_strdup_printf ("talking to the oracle: %s", error->message);
      return NULL;
    }
  if (!g_subprocess_get_if_exited (proc) || g_subprocess_get_exit_status (proc) != 0)
    {
      data = g_bytes_get_data (stderr_bytes, &len);
      *why = g_strdup_printf ("the oracle failed: %.*s", (int) MIN (len, 2000), data);
      return NULL;
    }
  data = g_bytes_get_data (stdout_bytes, &len);
  return split_lines (data, len);
}

/* ---- comparing ---- */

static char *
shown (const char *s,
       gsize       len)
{
  GString *out = g_string_new (NULL);
  gboolean valid = g_utf8_validate_len (s, len, NULL);

  for (gsize i = 0; i < len; i++)
    {
      guchar b = (guchar) s[i];

      if (b < 0x20 || b == 0x7F || b == '\\' || (b >= 0x80 && !valid))
        g_string_append_printf (out, "\\x%02X", b);
      else
        g_string_append_c (out, (char) b);
    }
  return g_string_free (out, FALSE);
}

static char *
c_error_names (const UsWhatwgUrl *url)
{
  guint n;
  const UsWhatwgError *errors = us_whatwg_url_get_errors (url, &n);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      g_string_append (out, us_whatwg_error_name (errors[i].type));
    }
  return g_string_free (out, FALSE);
}

static char *
oracle_error_names (JsonObject *o)
{
  JsonArray *a = json_object_get_array_member (o, "errors");
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      g_string_append (out, json_array_get_string_element (a, i));
    }
  return g_string_free (out, FALSE);
}

static const char *
member (JsonObject *o,
        const char *name)
{
  JsonNode *n = json_object_get_member (o, name);

  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return NULL;
  return json_node_get_string (n);
}

/* "failure" or the href, for messages */
static char *
c_summary (const UsWhatwgUrl *url)
{
  g_autofree char *errors = c_error_names (url);

  if (us_whatwg_url_get_failure (url))
    return g_strdup_printf ("failure [%s]", errors);
  else
    {
      g_autofree char *href = us_whatwg_url_href (url);

      return g_strdup_printf ("«%s» [%s]", href, errors);
    }
}

static char *
oracle_summary (JsonObject *o)
{
  g_autofree char *errors = oracle_error_names (o);

  if (json_object_get_boolean_member (o, "failure"))
    return g_strdup_printf ("failure [%s]", errors);
  return g_strdup_printf ("«%s» [%s]", member (o, "href"), errors);
}

/* Compares one answer; returns the first difference, or NULL. */
static char *
difference (const UsWhatwgUrl *url,
            JsonObject        *o)
{
  gboolean c_failure = us_whatwg_url_get_failure (url);
  gboolean js_failure = json_object_get_boolean_member (o, "failure");
  g_autofree char *c_errors = c_error_names (url);
  g_autofree char *js_errors = oracle_error_names (o);

  if (c_failure != js_failure)
    return g_strdup ("failure");
  if (!c_failure)
    for (int i = 0; i < US_URL_GETTER_COUNT; i++)
      {
        g_autofree char *got = us_whatwg_url_get (url, (UsUrlGetter) i);
        const char *want = member (o, us_url_getter_name ((UsUrlGetter) i));

        if (g_strcmp0 (got, want) != 0)
          return g_strdup_printf ("%s «%s», whatwg-url «%s»", us_url_getter_name ((UsUrlGetter) i), got, want);
      }
  if (!g_str_equal (c_errors, js_errors))
    return g_strdup ("errors");
  return NULL;
}

/* Same answer for the bytes and for their decoded form: failure, href and
 * error names. */
static gboolean
same_parse (const UsWhatwgUrl *a,
            const UsWhatwgUrl *b)
{
  g_autofree char *sa = c_summary (a);
  g_autofree char *sb = c_summary (b);

  return g_str_equal (sa, sb);
}

/* ---- the query as name-value pairs ---- */

/* The pairs as "NAME=VALUE&…", each string as the hex of its bytes, as
 * the oracle gives them. */
static char *
params_hex (GArray *params)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < params->len; i++)
    {
      const UsQueryParam *p = &g_array_index (params, UsQueryParam, i);

      if (i > 0)
        g_string_append_c (out, '&');
      for (gsize k = 0; k < p->name_len; k++)
        g_string_append_printf (out, "%02x", (guchar) p->name[k]);
      g_string_append_c (out, '=');
      for (gsize k = 0; k < p->value_len; k++)
        g_string_append_printf (out, "%02x", (guchar) p->value[k]);
    }
  return g_string_free (out, FALSE);
}

static char *
oracle_params_hex (JsonObject *o)
{
  JsonArray *a = json_object_get_array_member (o, "search_params");
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonArray *pair = json_array_get_array_element (a, i);

      if (i > 0)
        g_string_append_c (out, '&');
      g_string_append_printf (out, "%s=%s", json_array_get_string_element (pair, 0),
                              json_array_get_string_element (pair, 1));
    }
  return g_string_free (out, FALSE);
}

/* searchParams of @url, parsed from @raw: from the span the parser read
 * the query from, or from the record's query when it is the base's. */
static GArray *
c_search_params (const UsWhatwgUrl *url,
                 const char        *raw)
{
  const UsWhatwgSpan *span = &url->spans[US_WHATWG_PART_QUERY];

  if (span->defined)
    return us_query_parse (raw, span->start, span->end, US_QUERY_URL_INPUT);
  if (url->query != NULL)
    return us_query_parse (url->query, 0, strlen (url->query), US_QUERY_DEFAULT);
  return us_query_parse (NULL, 0, 0, US_QUERY_DEFAULT);
}

/* How Node's URL (ada) differs from whatwg-url. */
typedef enum {
  ADA_ONLY_NODE_FAILS,
  ADA_ONLY_WHATWG_URL_FAILS,
  ADA_CARET,            /* the same once "%5E" is read as "^": whatwg-url percent-encodes U+005E in paths */
  ADA_OTHER,
  ADA_N_KINDS
} AdaKind;

static const char *const ada_kind_names[ADA_N_KINDS] = {
  "only ada fails", "only whatwg-url fails", "\"^\" in the path", "other",
};

/* examples shown, over all bases */
static guint ada_shown[ADA_N_KINDS];

static AdaKind
ada_kind (const char *ada,
          const char *href)
{
  g_autofree char *unescaped = NULL;
  g_auto(GStrv) parts = NULL;

  if (ada == NULL)
    return ADA_ONLY_NODE_FAILS;
  if (href == NULL)
    return ADA_ONLY_WHATWG_URL_FAILS;
  parts = g_strsplit (href, "%5E", -1);
  unescaped = g_strjoinv ("^", parts);
  return g_str_equal (unescaped, ada) ? ADA_CARET : ADA_OTHER;
}

static void
test_base (gconstpointer data)
{
  guint b = GPOINTER_TO_UINT (data);
  const char *base_text = bases[b];
  UsWhatwgUrl *base = NULL;
  g_autoptr(GString) request = g_string_new (NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(GStrv) lines = NULL;
  g_autofree char *why = NULL;
  guint n_compared = 0, n_skipped = 0, n_disagree = 0, n_decode = 0, n_ada = 0, n_make_valid = 0;
  guint n_ada_kind[ADA_N_KINDS] = { 0 };
  guint n_params = 0, n_pairs = 0, n_params_disagree = 0;

  if (node_path == NULL)
    {
      g_test_skip ("no node, or no tests/whatwg-oracle/node_modules (build-aux/setup --tests)");
      return;
    }

  if (base_text != NULL)
    base = us_whatwg_parse (base_text, strlen (base_text), NULL);

  /* Whether the oracle runs at all here (too old a Node, say): if not,
   * a skip, not a failure. */
  g_string_append (request, "{\"input\":\"http://a/\",\"base\":null}\n");
  lines = run_oracle (request, &why);
  if (lines == NULL)
    {
      g_test_skip (why);
      us_whatwg_url_free (base);
      return;
    }
  g_clear_pointer (&lines, g_strfreev);
  g_string_truncate (request, 0);

  for (guint i = 0; i < inputs->len; i++)
    append_request (request, g_ptr_array_index (inputs, i), base_text);
  lines = run_oracle (request, &why);
  if (lines == NULL)
    {
      g_test_message ("%s", why);
      g_test_fail ();
      us_whatwg_url_free (base);
      return;
    }
  g_assert_cmpuint (g_strv_length (lines), >=, inputs->len);

  for (guint i = 0; i < inputs->len; i++)
    {
      const Input *in = g_ptr_array_index (inputs, i);
      gsize len;
      const char *raw = g_bytes_get_data (in->raw, &len);
      g_autoptr(GError) error = NULL;
      JsonObject *o;
      UsWhatwgUrl *url;
      g_autofree char *diff = NULL;
      g_autofree char *input_shown = NULL;

      if (!json_parser_load_from_data (parser, lines[i], -1, &error))
        g_error ("oracle line %u: %s", i, error->message);
      o = json_node_get_object (json_parser_get_root (parser));
      if (json_object_has_member (o, "skip"))
        {
          /* the base fails in whatwg-url: it must here too */
          g_assert_true (base != NULL && us_whatwg_url_get_failure (base));
          n_skipped++;
          continue;
        }
      g_assert_true (base == NULL || !us_whatwg_url_get_failure (base));
      n_compared++;

      url = us_whatwg_parse (raw, len, base);
      input_shown = shown (raw, len);

      /* the decoding: what the oracle got is what we parse */
      if (!in->is_valid)
        {
          UsWhatwgUrl *again = us_whatwg_parse (in->decoded, in->decoded_len, base);
          g_autofree char *made_valid = g_utf8_make_valid (raw, (gssize) len);

          if (!json_object_get_boolean_member (o, "decoded") || !same_parse (url, again))
            {
              g_test_message ("decoding differs: input «%s» base «%s»", input_shown,
                              base_text ? base_text : "(none)");
              n_decode++;
            }
          if (strlen (made_valid) != in->decoded_len || memcmp (made_valid, in->decoded, in->decoded_len) != 0)
            n_make_valid++;
          us_whatwg_url_free (again);
        }

      diff = difference (url, o);
      if (diff != NULL)
        {
          g_autofree char *c = c_summary (url);
          g_autofree char *js = oracle_summary (o);

          g_test_message ("DISAGREE input «%s» base «%s»: %s\n  uriscope:   %s\n  whatwg-url: %s",
                          input_shown, base_text ? base_text : "(none)", diff, c, js);
          n_disagree++;
        }

      /* searchParams: the same entries, in the same order */
      if (!us_whatwg_url_get_failure (url) && !json_object_get_boolean_member (o, "failure"))
        {
          g_autoptr(GArray) params = c_search_params (url, raw);
          g_autofree char *got = params_hex (params);
          g_autofree char *want = oracle_params_hex (o);

          n_params++;
          n_pairs += params->len;
          if (!g_str_equal (got, want))
            {
              g_test_message ("DISAGREE searchParams: input «%s» base «%s»\n  uriscope:   %s\n  whatwg-url: %s",
                              input_shown, base_text ? base_text : "(none)", got, want);
              n_params_disagree++;
            }
        }
      /* and through the result, with no base: none on failure */
      if (base_text == NULL)
        {
          g_autoptr(UsResult) result = us_parse (raw, len, US_SPEC_WHATWG, US_PARSE_NO_TREE, NULL);
          g_autoptr(GArray) params = us_result_dup_query_params (result);
          g_autofree char *got = params_hex (params);
          g_autofree char *want = json_object_get_boolean_member (o, "failure") ? g_strdup ("")
                                  : oracle_params_hex (o);

          if (!g_str_equal (got, want))
            {
              g_test_message ("DISAGREE us_result_dup_query_params: input «%s»\n  uriscope:   %s\n  whatwg-url: %s",
                              input_shown, got, want);
              n_params_disagree++;
            }
        }

      /* Node's own URL (ada) against whatwg-url: a finding, not a failure */
      {
        const char *ada = member (o, "node_href");
        const char *href = member (o, "href");

        if (g_strcmp0 (ada, href) != 0)
          {
            AdaKind kind = ada_kind (ada, href);

            if (ada_shown[kind]++ < MAX_ADA_EXAMPLES / ADA_N_KINDS)
              g_test_message ("ada differs (%s): input «%s» base «%s»: node URL %s%s%s, whatwg-url %s%s%s",
                              ada_kind_names[kind], input_shown, base_text ? base_text : "(none)",
                              ada ? "«" : "", ada ? ada : "failure", ada ? "»" : "",
                              href ? "«" : "", href ? href : "failure", href ? "»" : "");
            n_ada_kind[kind]++;
            n_ada++;
          }
      }
      us_whatwg_url_free (url);
    }

  g_test_message ("base %s: %u inputs compared, %u skipped (base fails), %u disagreements, "
                  "%u decoding differences; %u inputs where g_utf8_make_valid() decodes otherwise; "
                  "%u where Node's URL (ada) differs from whatwg-url (%u %s, %u %s, %u %s, %u %s)",
                  base_text ? base_text : "(none)", n_compared, n_skipped, n_disagree, n_decode,
                  n_make_valid, n_ada,
                  n_ada_kind[0], ada_kind_names[0], n_ada_kind[1], ada_kind_names[1],
                  n_ada_kind[2], ada_kind_names[2], n_ada_kind[3], ada_kind_names[3]);
  g_test_message ("base %s: searchParams compared for %u inputs (%u pairs), %u disagreements",
                  base_text ? base_text : "(none)", n_params, n_pairs, n_params_disagree);
  us_whatwg_url_free (base);
  if (n_decode > 0 || n_disagree > 0 || n_params_disagree > 0)
    g_test_fail ();
}

/* Finds node and the oracle; leaves node_path NULL when either is
 * missing. */
static void
find_oracle (void)
{
  g_autofree char *node = g_find_program_in_path ("node");
  g_autofree char *modules = g_test_build_filename (G_TEST_DIST, "whatwg-oracle", "node_modules",
                                                    "whatwg-url", "package.json", NULL);

  oracle_path = g_test_build_filename (G_TEST_DIST, "whatwg-oracle", "oracle.js", NULL);
  if (node != NULL && g_file_test (modules, G_FILE_TEST_EXISTS))
    node_path = g_steal_pointer (&node);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  test_init (&argc, &argv);
  /* an oracle that exits early must not kill us while we write to it */
  signal (SIGPIPE, SIG_IGN);

  inputs = g_ptr_array_new_with_free_func (input_free);
  find_oracle ();
  if (node_path != NULL)
    {
      add_bench_file ("urls-web.txt");
      add_bench_file ("urls-files.txt");
      generate_inputs ();
      generate_query_inputs ();
    }

  for (guint b = 0; b < G_N_ELEMENTS (bases); b++)
    {
      g_autofree char *path = g_strdup_printf ("/whatwg/differential/base-%s", base_names[b]);

      g_test_add_data_func (path, GUINT_TO_POINTER (b), test_base);
    }
  ret = g_test_run ();
  g_ptr_array_unref (inputs);
  g_free (node_path);
  g_free (oracle_path);
  return ret;
}
