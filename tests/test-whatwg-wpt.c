/* test-whatwg-wpt.c — the WHATWG URL parser against web-platform-tests
 *
 * One test path per case of tests/data/wpt/urltestdata.json
 * (/whatwg/wpt/urltestdata/NNNN, NNNN the case's index among the file's
 * objects) and of toascii.json (/whatwg/wpt/toascii/NNNN, through the host
 * parser: "https://" + input + "/", then the hostname or failure), and a
 * table of validation errors with their byte spans
 * (/whatwg/errors/NN).
 *
 * The JSON strings are JavaScript strings: a lone surrogate becomes U+FFFD
 * before the parser sees it (as the URL constructor's USVString conversion
 * does), and U+0000 is kept as a NUL byte (json-glib would cut the string
 * there, so the file's "\u0000" escapes are swapped for a stand-in first).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "us-whatwg.h"

/* U+10FFFF stands in for U+0000 while json-glib reads the file; the data
 * has no U+10FFFF of its own (checked when loading). */
#define NUL_STANDIN "\xF4\x8F\xBF\xBF"

/* Cases that fail only because ICU 72 (Unicode 15.0, UTS #46 revision 29)
 * has older IDNA data than the tests expect. Each is reported as
 * incomplete, not as passed or failed. None now: the seven there were
 * (U+180E, U+206B, U+04C0, U+2F868, U+2183, U+1E9E twice) pass since
 * core/us-whatwg-host.c maps the characters whose UTS #46 status changed
 * after Unicode 15.0 before ICU sees them. */
typedef struct {
  const char *file;
  const char *input;
  const char *reason;
} KnownMiss;

static const KnownMiss known_misses[] = {
  { NULL, NULL, NULL }
};

static GPtrArray *cases_to_free;

typedef struct {
  char *input;
  gsize input_len;
  char *base;           /* NULL for none */
  gsize base_len;
  gboolean failure;
  char *expect[US_URL_GETTER_COUNT];     /* href, protocol, ..., origin (NULL when not given) */
} UrlCase;

typedef struct {
  char *input;
  gsize input_len;
  char *output;         /* NULL for failure */
} AsciiCase;

/* The file's text with each "\u0000" escape replaced by the stand-in's
 * escape. */
static char *
load_json_text (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "wpt", name, NULL);
  g_autofree char *text = NULL;
  gsize len;
  GString *out;
  g_autoptr(GError) error = NULL;

  if (!g_file_get_contents (path, &text, &len, &error))
    g_error ("%s: %s", path, error->message);
  g_assert_null (g_strstr_len (text, (gssize) len, NUL_STANDIN));
  g_assert_null (strstr (text, "\\uDBFF\\uDFFF"));
  out = g_string_sized_new (len);
  for (gsize i = 0; i < len; i++)
    {
      if (text[i] == '\\' && i + 1 < len)
        {
          if (text[i + 1] == 'u' && i + 5 < len && strncmp (text + i + 2, "0000", 4) == 0)
            {
              g_string_append (out, "\\uDBFF\\uDFFF");
              i += 5;
            }
          else
            {
              g_string_append_c (out, text[i]);
              g_string_append_c (out, text[i + 1]);
              i++;
            }
          continue;
        }
      g_string_append_c (out, text[i]);
    }
  return g_string_free (out, FALSE);
}

/* A JSON string as the URL constructor sees it: lone surrogates (which
 * json-glib writes as 3-byte sequences) become U+FFFD, the stand-in
 * becomes U+0000. */
static char *
js_string (const char *s,
           gsize      *len_out)
{
  GString *out = g_string_new (NULL);
  gsize len = strlen (s);

  for (gsize i = 0; i < len; i++)
    {
      const guchar *u = (const guchar *) s + i;

      if (u[0] == 0xED && i + 2 < len && u[1] >= 0xA0 && u[1] <= 0xBF)
        {
          g_string_append (out, "\xEF\xBF\xBD");
          i += 2;
        }
      else if (i + 3 < len && memcmp (u, NUL_STANDIN, 4) == 0)
        {
          g_string_append_c (out, '\0');
          i += 3;
        }
      else
        g_string_append_c (out, s[i]);
    }
  *len_out = out->len;
  return g_string_free (out, FALSE);
}

static const char *
known_miss (const char *file,
            const char *input)
{
  for (gsize i = 0; known_misses[i].file != NULL; i++)
    if (g_str_equal (known_misses[i].file, file) && g_str_equal (known_misses[i].input, input))
      return known_misses[i].reason;
  return NULL;
}

static void
url_case_free (gpointer data)
{
  UrlCase *c = data;

  g_free (c->input);
  g_free (c->base);
  for (int i = 0; i < US_URL_GETTER_COUNT; i++)
    g_free (c->expect[i]);
  g_free (c);
}

static void
ascii_case_free (gpointer data)
{
  AsciiCase *c = data;

  g_free (c->input);
  g_free (c->output);
  g_free (c);
}

static char *
escape (const char *s,
        gsize       len)
{
  GString *out = g_string_new (NULL);

  for (gsize i = 0; i < len; i++)
    {
      guchar b = (guchar) s[i];

      if (b < 0x20 || b == 0x7F || b == '\\')
        g_string_append_printf (out, "\\x%02X", b);
      else
        g_string_append_c (out, (char) b);
    }
  return g_string_free (out, FALSE);
}

static void
test_url_case (gconstpointer data)
{
  const UrlCase *c = data;
  UsWhatwgUrl *base = NULL;
  UsWhatwgUrl *url;
  gboolean failed;
  g_autofree char *shown = escape (c->input, c->input_len);
  const char *miss;

  if (c->base != NULL)
    base = us_whatwg_parse (c->base, c->base_len, NULL);
  url = us_whatwg_parse (c->input, c->input_len, base);
  /* A base that fails to parse makes the URL constructor throw. */
  failed = (base != NULL && us_whatwg_url_get_failure (base)) || us_whatwg_url_get_failure (url);

  miss = known_miss ("urltestdata", c->input);
  if (miss != NULL)
    {
      g_test_incomplete (miss);
      goto out;
    }

  if (c->failure)
    {
      if (!failed)
        {
          g_autofree char *href = us_whatwg_url_href (url);

          g_test_message ("input «%s»: expected failure, got %s", shown, href);
          g_test_fail ();
        }
      goto out;
    }
  if (failed)
    {
      g_test_message ("input «%s» base «%s»: unexpected failure (href %s)",
                      shown, c->base ? c->base : "", c->expect[0]);
      g_test_fail ();
      goto out;
    }
  for (int i = 0; i < US_URL_GETTER_COUNT; i++)
    {
      g_autofree char *got = NULL;

      if (c->expect[i] == NULL)
        continue;
      got = us_whatwg_url_get (url, (UsUrlGetter) i);
      if (g_strcmp0 (got, c->expect[i]) != 0)
        {
          g_test_message ("input «%s» base «%s»: %s is «%s», expected «%s»",
                          shown, c->base ? c->base : "", us_url_getter_name ((UsUrlGetter) i), got, c->expect[i]);
          g_test_fail ();
        }
    }

out:
  us_whatwg_url_free (url);
  us_whatwg_url_free (base);
}

static void
test_ascii_case (gconstpointer data)
{
  const AsciiCase *c = data;
  GString *text = g_string_new ("https://");
  UsWhatwgUrl *url;
  const char *miss;

  g_string_append_len (text, c->input, (gssize) c->input_len);
  g_string_append_c (text, '/');
  url = us_whatwg_parse (text->str, text->len, NULL);

  miss = known_miss ("toascii", c->input);
  if (miss != NULL)
    g_test_incomplete (miss);
  else if (c->output == NULL)
    {
      if (!us_whatwg_url_get_failure (url))
        {
          g_autofree char *hostname = us_whatwg_url_hostname (url);

          g_test_message ("input «%s»: expected failure, got %s", c->input, hostname);
          g_test_fail ();
        }
    }
  else if (us_whatwg_url_get_failure (url))
    {
      g_test_message ("input «%s»: unexpected failure, expected %s", c->input, c->output);
      g_test_fail ();
    }
  else
    {
      g_autofree char *hostname = us_whatwg_url_hostname (url);
      g_autofree char *pathname = us_whatwg_url_pathname (url);

      if (g_strcmp0 (hostname, c->output) != 0)
        {
          g_test_message ("input «%s»: hostname «%s», expected «%s»", c->input, hostname, c->output);
          g_test_fail ();
        }
      g_assert_cmpstr (pathname, ==, "/");
    }
  us_whatwg_url_free (url);
  g_string_free (text, TRUE);
}

static char *
member_string (JsonObject *o,
               const char *name)
{
  JsonNode *n = json_object_get_member (o, name);

  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    return NULL;
  return g_strdup (json_node_get_string (n));
}

static void
add_urltestdata (void)
{
  g_autofree char *text = load_json_text ("urltestdata.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *array;
  guint k = 0;

  if (!json_parser_load_from_data (parser, text, -1, &error))
    g_error ("urltestdata.json: %s", error->message);
  array = json_node_get_array (json_parser_get_root (parser));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *o;
      UrlCase *c;
      g_autofree char *raw_input = NULL;
      g_autofree char *raw_base = NULL;
      g_autofree char *path = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        continue;
      o = json_node_get_object (node);
      c = g_new0 (UrlCase, 1);
      raw_input = member_string (o, "input");
      c->input = js_string (raw_input, &c->input_len);
      raw_base = member_string (o, "base");
      if (raw_base != NULL)
        c->base = js_string (raw_base, &c->base_len);
      c->failure = json_object_has_member (o, "failure") &&
                   json_object_get_boolean_member (o, "failure");
      for (int j = 0; j < US_URL_GETTER_COUNT; j++)
        c->expect[j] = member_string (o, us_url_getter_name ((UsUrlGetter) j));
      g_ptr_array_add (cases_to_free, c);
      g_ptr_array_add (cases_to_free, NULL);   /* marks a UrlCase */
      path = g_strdup_printf ("/whatwg/wpt/urltestdata/%04u", k++);
      g_test_add_data_func (path, c, test_url_case);
    }
}

static void
add_toascii (void)
{
  g_autofree char *text = load_json_text ("toascii.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *array;
  guint k = 0;

  if (!json_parser_load_from_data (parser, text, -1, &error))
    g_error ("toascii.json: %s", error->message);
  array = json_node_get_array (json_parser_get_root (parser));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *o;
      AsciiCase *c;
      g_autofree char *raw = NULL;
      g_autofree char *path = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        continue;
      o = json_node_get_object (node);
      c = g_new0 (AsciiCase, 1);
      raw = member_string (o, "input");
      c->input = js_string (raw, &c->input_len);
      c->output = member_string (o, "output");
      g_ptr_array_add (cases_to_free, c);
      g_ptr_array_add (cases_to_free, GINT_TO_POINTER (1));   /* marks an AsciiCase */
      path = g_strdup_printf ("/whatwg/wpt/toascii/%04u", k++);
      g_test_add_data_func (path, c, test_ascii_case);
    }
}

/* ---- validation errors with their byte spans ---- */

typedef struct {
  const char *input;
  const char *base;      /* NULL for none */
  /* "name start end" joined by "; ", a "!" after the failing one */
  const char *errors;
} ErrorCase;

static const ErrorCase error_cases[] = {
  { "https://example.org/", NULL, "" },
  /* trimming: one error for all of it, spanning the front, else the back */
  { "  https://example.org/  ", NULL,
    "invalid-URL-unit 0 2" },
  { "https://example.org/ \t", NULL,
    "invalid-URL-unit 20 22" },
  /* tab or newline removal: one error, at the first */
  { "ht\ttps://exa\nmple.org/", NULL,
    "invalid-URL-unit 2 3" },
  { " \t http://\xC3\xA9\tx.org/ ", NULL,
    "invalid-URL-unit 0 3; invalid-URL-unit 12 13" },
  { "https://example.org\\path\\file", NULL,
    "invalid-reverse-solidus 19 20; invalid-reverse-solidus 24 25" },
  /* credentials: each span is the userinfo its U+0040 (@) ends */
  { "https://user:pa ss@example.org/", NULL,
    "invalid-credentials 8 19" },
  { "https://a@b@example.org/", NULL,
    "invalid-credentials 8 10; invalid-credentials 10 12" },
  { "https://user:pass@/", NULL,
    "invalid-credentials 8 18; host-missing 18 19!" },
  { "https://example.org:8x/", NULL,
    "port-invalid 21 22!" },
  { "https://example.org:70000/", NULL,
    "port-out-of-range 20 25!" },
  /* non-ASCII hosts */
  { "https://\xC3\x89Xample.org/\xC3\xA9>", NULL,
    "invalid-URL-unit 23 24" },
  { "https://\xE2\x91\xA0.\xE2\x91\xA1.\xE2\x91\xA2.\xE2\x91\xA3/", NULL,
    "IPv4-non-ASCII-input 8 23" },
  { "https://a\xE2\x80\x8D" "b.org/", NULL,
    "domain-to-ASCII 8 17!" },
  /* percent-encoded hosts */
  { "https://exam%70le.org/", NULL,
    "domain-percent-encoded 12 15" },
  { "https://%30/", NULL,
    "domain-percent-encoded 8 11; IPv4-too-few-parts 8 11" },
  /* IPv4: parts pinned in an ASCII host */
  { "https://0x7f.1/", NULL,
    "IPv4-too-few-parts 8 14; IPv4-non-decimal-part 8 12" },
  { "https://127.0.0.1./", NULL,
    "domain-to-ASCII 8 18; IPv4-empty-part 17 18" },
  { "https://1.2.3.4.5/", NULL,
    "IPv4-too-many-parts 8 17!" },
  { "https://1.2.3.256/", NULL,
    "IPv4-out-of-range-part 14 17!" },
  /* IPv6 */
  { "https://[1:2::01]/", NULL,
    "IPv6-piece-leading-zero 14 16" },
  { "https://[1:2:3]/", NULL,
    "IPv6-too-few-pieces 8 15!" },
  { "http://[::1.2.3.400]/", NULL,
    "IPv4-in-IPv6-out-of-range-part 16 19!" },
  { "https://[::1", NULL,
    "IPv6-unclosed 8 12!" },
  /* opaque hosts: all invalid code points first, then bad percent signs */
  { "foo://exa[mple/", NULL,
    "host-invalid-code-point 9 10!" },
  { "foo://a%zz\xC3\xA9`/", NULL,
    "invalid-URL-unit 12 13; invalid-URL-unit 7 8" },
  { "https://#x", NULL,
    "host-missing 8 9!" },
  { "https:example.org", NULL,
    "special-scheme-missing-following-solidus 6 7" },
  { "https://////example.com///", NULL,
    "special-scheme-missing-following-solidus 8 9; special-scheme-missing-following-solidus 9 10; "
    "special-scheme-missing-following-solidus 10 11; special-scheme-missing-following-solidus 11 12" },
  /* file URLs and Windows drive letters */
  { "file:c:/x", NULL,
    "special-scheme-missing-following-solidus 4 5" },
  { "file://c:/x", NULL,
    "file-invalid-Windows-drive-letter-host 7 9" },
  { "file:c|/x", "file:///d:/y",
    "special-scheme-missing-following-solidus 4 5; file-invalid-Windows-drive-letter 5 7; invalid-URL-unit 6 7" },
  /* missing scheme */
  { "\xF0\x9F\x92\xA9", NULL,
    "missing-scheme-non-relative-URL 0 4!" },
  { "foo", "mailto:x@y",
    "missing-scheme-non-relative-URL 0 3!" },
  { "#x", "mailto:x@y", "" },
  { "https://ex ample.org/", NULL,
    "domain-to-ASCII 8 20!" },
  { "https://example.com./", NULL,
    "domain-to-ASCII 8 20" },
  /* opaque paths */
  { "sc: a b?x", NULL,
    "invalid-URL-unit 3 4; invalid-URL-unit 5 6" },
};

static char *
error_summary (const UsWhatwgUrl *url)
{
  GString *out = g_string_new (NULL);
  const UsWhatwgError *e;
  guint n;

  e = us_whatwg_url_get_errors (url, &n);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s %" G_GSIZE_FORMAT " %" G_GSIZE_FORMAT "%s",
                            i > 0 ? "; " : "", us_whatwg_error_name (e[i].type),
                            e[i].start, e[i].end, e[i].is_failure ? "!" : "");
  return g_string_free (out, FALSE);
}

static void
test_error_case (gconstpointer data)
{
  const ErrorCase *c = data;
  UsWhatwgUrl *base = NULL;
  UsWhatwgUrl *url;
  g_autofree char *summary = NULL;

  if (c->base != NULL)
    {
      base = us_whatwg_parse (c->base, strlen (c->base), NULL);
      g_assert_false (us_whatwg_url_get_failure (base));
    }
  url = us_whatwg_parse (c->input, strlen (c->input), base);
  summary = error_summary (url);
  g_assert_cmpstr (summary, ==, c->errors);
  us_whatwg_url_free (url);
  us_whatwg_url_free (base);
}

static void
test_error_names (void)
{
  static const char *const names[] = {
    "domain-to-ASCII", "domain-to-Unicode", "domain-invalid-code-point",
    "domain-percent-encoded", "host-invalid-code-point", "IPv4-empty-part",
    "IPv4-too-few-parts", "IPv4-too-many-parts", "IPv4-non-numeric-part",
    "IPv4-non-decimal-part", "IPv4-out-of-range-part", "IPv4-non-ASCII-input",
    "IPv6-unclosed", "IPv6-invalid-compression", "IPv6-too-many-pieces",
    "IPv6-multiple-compression", "IPv6-invalid-code-point", "IPv6-too-few-pieces",
    "IPv6-piece-leading-zero", "IPv4-in-IPv6-too-many-pieces",
    "IPv4-in-IPv6-invalid-code-point", "IPv4-in-IPv6-out-of-range-part",
    "IPv4-in-IPv6-too-few-parts", "invalid-URL-unit",
    "special-scheme-missing-following-solidus", "missing-scheme-non-relative-URL",
    "invalid-reverse-solidus", "invalid-credentials", "host-missing",
    "port-out-of-range", "port-invalid", "file-invalid-Windows-drive-letter",
    "file-invalid-Windows-drive-letter-host",
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == US_WHATWG_N_ERRORS);
  for (guint i = 0; i < US_WHATWG_N_ERRORS; i++)
    g_assert_cmpstr (us_whatwg_error_name (i), ==, names[i]);
}

/* Odd bytes: no crash, and every span inside the input. */
static void
test_robust (void)
{
  /* each with its length: some hold NUL bytes */
#define S(s) { s, sizeof (s) - 1 }
  static const struct { const char *s; gsize len; } inputs[] = {
    S (""), S (" "), S ("\t"), S ("\xFF"), S ("a:\xC3"), S ("http://\xED\xA0\x80/"),
    S ("http://a\0b/"), S ("file:\0"), S ("x:\0"), S ("http://[\0]"), S ("http://0x\0"),
    S ("\xF0\x9F"), S ("a:/\xE0\x80\x80"), S ("foo://\0@\0:\0"), S ("file://\0/"),
    S ("http://\xC3\xA9\0.com"), S ("http://%00/"), S ("http://%C3/"), S ("x://%zz\x7F/"),
  };
#undef S

  for (gsize i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      UsWhatwgUrl *url = us_whatwg_parse (inputs[i].s, inputs[i].len, NULL);
      const UsWhatwgError *e;
      guint n;

      e = us_whatwg_url_get_errors (url, &n);
      for (guint k = 0; k < n; k++)
        {
          g_assert_cmpuint (e[k].start, <=, e[k].end);
          g_assert_cmpuint (e[k].end, <=, inputs[i].len);
        }
      if (!us_whatwg_url_get_failure (url))
        g_free (us_whatwg_url_href (url));
      us_whatwg_url_free (url);
    }
}

/* A megabyte of each kind of component. */
static void
test_large (void)
{
  static const char *const heads[] = { "http://", "http://a/", "http://a/?", "x:", "http://[", "http://a@" };
  static const char fills[] = { 'a', '.', '%', '@', '1', ':' };

  for (gsize h = 0; h < G_N_ELEMENTS (heads); h++)
    for (gsize f = 0; f < G_N_ELEMENTS (fills); f++)
      {
        GString *s = g_string_new (heads[h]);
        UsWhatwgUrl *url;
        gint64 t0 = g_get_monotonic_time ();

        for (int i = 0; i < 1 << 20; i++)
          g_string_append_c (s, fills[f]);
        url = us_whatwg_parse (s->str, s->len, NULL);
        if (!us_whatwg_url_get_failure (url))
          g_free (us_whatwg_url_href (url));
        us_whatwg_url_free (url);
        g_string_free (s, TRUE);
        g_test_message ("%s + 1 MiB of '%c': %.3f s", heads[h], fills[f],
                        (g_get_monotonic_time () - t0) / 1e6);
      }
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);

  cases_to_free = g_ptr_array_new ();
  add_urltestdata ();
  add_toascii ();
  for (gsize i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/whatwg/errors/%02" G_GSIZE_FORMAT, i);

      g_test_add_data_func (path, &error_cases[i], test_error_case);
    }
  g_test_add_func ("/whatwg/error-names", test_error_names);
  g_test_add_func ("/whatwg/robust", test_robust);
  g_test_add_func ("/whatwg/large", test_large);

  ret = g_test_run ();

  for (guint i = 0; i < cases_to_free->len; i += 2)
    {
      if (g_ptr_array_index (cases_to_free, i + 1) == NULL)
        url_case_free (g_ptr_array_index (cases_to_free, i));
      else
        ascii_case_free (g_ptr_array_index (cases_to_free, i));
    }
  g_ptr_array_unref (cases_to_free);
  return ret;
}
