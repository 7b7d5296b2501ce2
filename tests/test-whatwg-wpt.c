/* test-whatwg-wpt.c — the WHATWG URL parser against web-platform-tests
 *
 * One test path per case of tests/data/wpt/urltestdata.json
 * (/whatwg/wpt/urltestdata/NNNN, NNNN the case's index among the file's
 * objects) and of toascii.json (/whatwg/wpt/toascii/NNNN, through the host
 * parser: "https://" + input + "/", then the hostname or failure); one per
 * case of IdnaTestV2.json (/whatwg/wpt/IdnaTestV2/NNNN, as WPT's
 * url/IdnaTestV2.any.js runs it) and of percent-encoding.json
 * (/whatwg/wpt/percent-encoding/NN, UTF-8 only, as WPT's
 * url/percent-encoding.window.js runs it); and a table of validation errors
 * with their byte spans (/whatwg/errors/NN).
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

/* Cases of urltestdata.json and toascii.json (IdnaTestV2.json's are in
 * idna_misses below) that fail only because ICU 72 (Unicode 15.0, UTS #46
 * revision 29) has older IDNA data than the tests expect. Each is reported as
 * incomplete, not as passed or failed. None now: the seven there were
 * (U+180E, U+206B, U+04C0, U+2F868, U+2183, U+1E9E twice) pass since
 * core/us-whatwg-host.c maps the characters whose UTS #46 status changed
 * after Unicode 15.0 before ICU sees them (and core/us-idna-new.c takes the
 * names holding a character assigned since). */
typedef struct {
  const char *file;
  const char *input;
  const char *reason;
} KnownMiss;

static const KnownMiss known_misses[] = {
  { NULL, NULL, NULL }
};

/* The cases of IdnaTestV2.json we do not pass, by input (as the parser
 * sees it), each with what we give (the host, or NULL for failure) and why.
 * Such a case is reported as incomplete while we still give exactly that,
 * and fails when we give anything else: when it starts passing (drop it
 * from here) or fails another way. None now: the three there were (CJK
 * ideographs of Extension J, U+32931 and U+32B9A, which ICU 72's Unicode
 * 15.0 has unassigned and so disallowed) pass since core/us-idna-new.c
 * processes a name holding a character newer than ICU's data as tr46
 * does. */
typedef struct {
  const char *input;
  const char *got;
  const char *reason;
} IdnaMiss;

static const IdnaMiss idna_misses[] = {
  { NULL, NULL, NULL }
};

/* the cases, each with its free function, freed after the run */
typedef struct {
  gpointer data;
  GDestroyNotify free_func;
} CaseToFree;

static GArray *cases_to_free;

static void
keep_case (gpointer       data,
           GDestroyNotify free_func)
{
  CaseToFree k = { data, free_func };

  g_array_append_val (cases_to_free, k);
}

/* what the IdnaTestV2 and percent-encoding cases came to, for the summaries */
static guint idna_cases, idna_run, idna_passed, idna_missed;
static guint percent_passed;

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

typedef struct {
  char *input;
  gsize input_len;
  char *output;         /* NULL for failure */
  char *comment;        /* NULL for none */
} IdnaCase;

typedef struct {
  char *input;
  gsize input_len;
  char *output;         /* the "utf-8" output */
} PercentCase;

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

/* Whether @len bytes at @text are the field @field of @step's record. */
static gboolean
record_is (const UsStateStep *step,
           UsRecordField      field,
           const char        *text)
{
  if (text == NULL || step->record[field] == NULL)
    return text == NULL && step->record[field] == NULL;
  return step->cut[field] || (strlen (text) == step->lens[field] && memcmp (text, step->record[field], step->lens[field]) == 0);
}

/* The same case through us_resolve(): the target is the href (none on
 * failure), with or without a trace; the trace's errors are the
 * reference's, in order, the failure marked at its last step, and the last
 * step's record is the URL record. */
static void
check_resolution (const UrlCase     *c,
                  const UsWhatwgUrl *url,
                  gboolean           failed)
{
  g_autoptr(UsResolution) res = us_resolve (US_SPEC_WHATWG, c->base, c->base_len, c->input, c->input_len,
                                            US_RESOLVE_TRACE, NULL);
  g_autoptr(UsResolution) quiet = us_resolve (US_SPEC_WHATWG, c->base, c->base_len, c->input, c->input_len, 0, NULL);
  g_autofree char *href = failed ? NULL : us_whatwg_url_href (url);
  const UsResult *ref = us_resolution_get_reference_result (res);
  guint n = us_resolution_get_n_state_steps (res);
  const UsStateStep *last;
  guint errors = 0;

  g_assert_cmpstr (us_resolution_get_target (res, NULL), ==, href);
  g_assert_cmpstr (us_resolution_get_target (quiet, NULL), ==, href);
  g_assert_cmpuint (us_resolution_get_n_state_steps (quiet), ==, 0);
  g_assert_cmpuint (n, >, 0);
  last = us_resolution_get_state_step (res, n - 1);
  if (c->base != NULL && g_str_equal (us_resolution_get_state_step (res, 0)->branch, "no-base"))
    {
      g_assert_cmpuint (n, ==, 1);
      return;
    }
  g_assert_cmpint (last->failure, ==, failed);
  for (guint i = 0; i < n; i++)
    {
      const UsStateStep *step = us_resolution_get_state_step (res, i);

      g_assert_cmpuint (step->start, <=, step->end);
      g_assert_cmpuint (step->end, <=, c->input_len);
      g_assert_true (!step->failure || i == n - 1);
      if (step->n_errors > 0)
        g_assert_cmpuint (step->first_error, ==, errors);
      errors += step->n_errors;
    }
  g_assert_cmpuint (errors, ==, us_result_get_n_diagnostics (ref));
  if (!failed)
    {
      g_autofree char *host = url->host.kind != US_WHATWG_HOST_NONE ? us_whatwg_host_serialize (&url->host) : NULL;
      g_autofree char *port = url->port >= 0 ? g_strdup_printf ("%d", url->port) : NULL;
      g_autofree char *path = us_whatwg_url_pathname (url);

      g_assert_true (record_is (last, US_RECORD_SCHEME, url->scheme));
      g_assert_true (record_is (last, US_RECORD_USERNAME, url->username));
      g_assert_true (record_is (last, US_RECORD_PASSWORD, url->password));
      g_assert_true (record_is (last, US_RECORD_HOST, host));
      g_assert_true (record_is (last, US_RECORD_PORT, port));
      g_assert_true (record_is (last, US_RECORD_PATH, path));
      g_assert_true (record_is (last, US_RECORD_QUERY, url->query));
      g_assert_true (record_is (last, US_RECORD_FRAGMENT, url->fragment));
    }
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
  check_resolution (c, url, failed);

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

/* ---- IdnaTestV2.json ---- */

/* @len bytes of UTF-8 at @s for a message, each character outside
 * printable ASCII written as <U+XXXX>. */
static char *
escape_unicode (const char *s,
                gsize       len)
{
  GString *out = g_string_new (NULL);
  gunichar *cps;
  gsize n = us_whatwg_utf8_decode ((const guchar *) s, len, &cps, NULL);

  for (gsize i = 0; i < n; i++)
    {
      if (cps[i] >= 0x20 && cps[i] < 0x7F)
        g_string_append_c (out, (char) cps[i]);
      else
        g_string_append_printf (out, "<U+%04X>", cps[i]);
    }
  g_free (cps);
  return g_string_free (out, FALSE);
}

/* IdnaTestV2.any.js's encodeHostEndingCodePoints(): ":", "/", "?", "#"
 * and "\\" as encodeURIComponent() writes them, so that they reach the
 * host parser instead of ending the host. */
static void
append_host_ending_encoded (GString    *out,
                            const char *s,
                            gsize       len)
{
  for (gsize i = 0; i < len; i++)
    {
      if (strchr (":/?#\\", s[i]) != NULL && s[i] != '\0')
        g_string_append_printf (out, "%%%02X", (guchar) s[i]);
      else
        g_string_append_c (out, s[i]);
    }
}

/* What IdnaTestV2.any.js checks of new URL("https://" + encoded input +
 * "/x"): a TypeError when output is null; else host, hostname, pathname
 * and href. Returns NULL when the case passes, else what went wrong;
 * *got is set to the host we give (NULL for failure). */
static char *
idna_check (const IdnaCase *c,
            char          **got)
{
  GString *text = g_string_new ("https://");
  UsWhatwgUrl *url;
  char *problem = NULL;

  append_host_ending_encoded (text, c->input, c->input_len);
  g_string_append (text, "/x");
  url = us_whatwg_parse (text->str, text->len, NULL);
  *got = us_whatwg_url_get_failure (url) ? NULL : us_whatwg_url_host (url);

  if (c->output == NULL)
    {
      if (*got != NULL)
        problem = g_strdup_printf ("expected failure, got host «%s»", *got);
    }
  else if (*got == NULL)
    problem = g_strdup_printf ("unexpected failure, expected «%s»", c->output);
  else
    {
      g_autofree char *hostname = us_whatwg_url_hostname (url);
      g_autofree char *pathname = us_whatwg_url_pathname (url);
      g_autofree char *href = us_whatwg_url_href (url);
      g_autofree char *want_href = g_strdup_printf ("https://%s/x", c->output);

      if (!g_str_equal (*got, c->output))
        problem = g_strdup_printf ("host «%s», expected «%s»", *got, c->output);
      else if (!g_str_equal (hostname, c->output))
        problem = g_strdup_printf ("hostname «%s», expected «%s»", hostname, c->output);
      else if (!g_str_equal (pathname, "/x"))
        problem = g_strdup_printf ("pathname «%s», expected «/x»", pathname);
      else if (!g_str_equal (href, want_href))
        problem = g_strdup_printf ("href «%s», expected «%s»", href, want_href);
    }
  us_whatwg_url_free (url);
  g_string_free (text, TRUE);
  return problem;
}

static const IdnaMiss *
idna_miss (const IdnaCase *c)
{
  for (gsize i = 0; idna_misses[i].input != NULL; i++)
    if (strlen (idna_misses[i].input) == c->input_len &&
        memcmp (idna_misses[i].input, c->input, c->input_len) == 0)
      return &idna_misses[i];
  return NULL;
}

static void
test_idna_case (gconstpointer data)
{
  const IdnaCase *c = data;
  const IdnaMiss *miss = idna_miss (c);
  g_autofree char *shown = escape_unicode (c->input, c->input_len);
  g_autofree char *got = NULL;
  g_autofree char *problem = idna_check (c, &got);

  idna_run++;
  if (miss == NULL)
    {
      if (problem != NULL)
        {
          g_test_message ("ToASCII(«%s»)%s%s: %s", shown, c->comment ? " " : "",
                          c->comment ? c->comment : "", problem);
          g_test_fail ();
        }
      else
        idna_passed++;
    }
  else if (problem == NULL)
    {
      g_test_message ("ToASCII(«%s»): listed as a miss (%s) but passes now; drop it from idna_misses",
                      shown, miss->reason);
      g_test_fail ();
    }
  else if (g_strcmp0 (got, miss->got) != 0)
    {
      g_test_message ("ToASCII(«%s»): listed as a miss giving «%s» (%s), now %s",
                      shown, miss->got ? miss->got : "failure", miss->reason, problem);
      g_test_fail ();
    }
  else
    {
      idna_missed++;
      g_test_message ("ToASCII(«%s»): %s", shown, problem);
      g_test_incomplete (miss->reason);
    }
}

static void
test_idna_summary (void)
{
  guint listed = 0;

  for (gsize i = 0; idna_misses[i].input != NULL; i++)
    listed++;
  g_test_message ("IdnaTestV2.json: %u cases run of %u, %u passed, %u listed misses (of %u listed)",
                  idna_run, idna_cases, idna_passed, idna_missed, listed);
  /* after a full run, every listed miss must have been met */
  if (idna_run == idna_cases && idna_missed != listed)
    {
      g_test_message ("a listed miss matched no case of IdnaTestV2.json");
      g_test_fail ();
    }
}

/* ---- percent-encoding.json ---- */

/* What the HTML parser makes of the numeric character reference "&#xN;"
 * (HTML Standard, numeric character reference end state). */
static gunichar
html_numeric_reference (gunichar c)
{
  /* 0x80 to 0x9F as windows-1252 reads them; 0 where kept as is */
  static const guint16 c1[32] = {
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
    0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
  };

  if (c == 0 || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
    return 0xFFFD;
  if (c >= 0x80 && c <= 0x9F && c1[c - 0x80] != 0)
    return c1[c - 0x80];
  return c;
}

/* WPT's percent-encoding.window.js loads resources/percent-encoding.py,
 * which serves, in the document's encoding (UTF-8 here),
 * <a href="https://doesnotmatter.invalid/?R#R"> with R the input's code
 * points as numeric character references; the link's search must be "?"
 * and its hash "#" followed by the "utf-8" output. */
static void
test_percent_case (gconstpointer data)
{
  const PercentCase *c = data;
  GString *text = g_string_new ("https://doesnotmatter.invalid/?");
  GString *value = g_string_new (NULL);
  gunichar *cps;
  gsize n = us_whatwg_utf8_decode ((const guchar *) c->input, c->input_len, &cps, NULL);
  g_autofree char *shown = escape_unicode (c->input, c->input_len);
  g_autofree char *want_search = g_strdup_printf ("?%s", c->output);
  g_autofree char *want_hash = g_strdup_printf ("#%s", c->output);
  g_autofree char *search = NULL;
  g_autofree char *hash = NULL;
  UsWhatwgUrl *url;

  for (gsize i = 0; i < n; i++)
    g_string_append_unichar (value, html_numeric_reference (cps[i]));
  g_string_append_len (text, value->str, (gssize) value->len);
  g_string_append_c (text, '#');
  g_string_append_len (text, value->str, (gssize) value->len);
  url = us_whatwg_parse (text->str, text->len, NULL);
  g_assert_false (us_whatwg_url_get_failure (url));
  search = us_whatwg_url_search (url);
  hash = us_whatwg_url_hash (url);
  if (!g_str_equal (search, want_search))
    {
      g_test_message ("input «%s»: search «%s», expected «%s»", shown, search, want_search);
      g_test_fail ();
    }
  if (!g_str_equal (hash, want_hash))
    {
      g_test_message ("input «%s»: hash «%s», expected «%s»", shown, hash, want_hash);
      g_test_fail ();
    }
  if (g_str_equal (search, want_search) && g_str_equal (hash, want_hash))
    percent_passed++;
  us_whatwg_url_free (url);
  g_free (cps);
  g_string_free (value, TRUE);
  g_string_free (text, TRUE);
}

static void
test_percent_summary (void)
{
  g_test_message ("percent-encoding.json (utf-8): %u passed, no listed misses", percent_passed);
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
      keep_case (c, url_case_free);
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
      keep_case (c, ascii_case_free);
      path = g_strdup_printf ("/whatwg/wpt/toascii/%04u", k++);
      g_test_add_data_func (path, c, test_ascii_case);
    }
}

static void
idna_case_free (gpointer data)
{
  IdnaCase *c = data;

  g_free (c->input);
  g_free (c->output);
  g_free (c->comment);
  g_free (c);
}

static void
percent_case_free (gpointer data)
{
  PercentCase *c = data;

  g_free (c->input);
  g_free (c->output);
  g_free (c);
}

/* IdnaTestV2.any.js: comments skipped, and the case with the empty input
 * (new URL() cannot take an empty host); NNNN is the case's index among
 * the file's objects, so the empty one's number is unused. */
static void
add_idna (void)
{
  g_autofree char *text = load_json_text ("IdnaTestV2.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *array;
  guint k = 0;

  if (!json_parser_load_from_data (parser, text, -1, &error))
    g_error ("IdnaTestV2.json: %s", error->message);
  array = json_node_get_array (json_parser_get_root (parser));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *o;
      IdnaCase *c;
      g_autofree char *raw = NULL;
      g_autofree char *path = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        continue;
      o = json_node_get_object (node);
      path = g_strdup_printf ("/whatwg/wpt/IdnaTestV2/%04u", k++);
      raw = member_string (o, "input");
      if (*raw == '\0')
        continue;
      c = g_new0 (IdnaCase, 1);
      c->input = js_string (raw, &c->input_len);
      c->output = member_string (o, "output");
      c->comment = member_string (o, "comment");
      keep_case (c, idna_case_free);
      g_test_add_data_func (path, c, test_idna_case);
      idna_cases++;
    }
  g_test_add_func ("/whatwg/wpt/IdnaTestV2/summary", test_idna_summary);
}

/* percent-encoding.window.js, the "utf-8" output of each case (comments
 * skipped). */
static void
add_percent_encoding (void)
{
  g_autofree char *text = load_json_text ("percent-encoding.json");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *array;
  guint k = 0;

  if (!json_parser_load_from_data (parser, text, -1, &error))
    g_error ("percent-encoding.json: %s", error->message);
  array = json_node_get_array (json_parser_get_root (parser));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *o;
      PercentCase *c;
      g_autofree char *raw = NULL;
      g_autofree char *path = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        continue;
      o = json_node_get_object (node);
      c = g_new0 (PercentCase, 1);
      raw = member_string (o, "input");
      c->input = js_string (raw, &c->input_len);
      c->output = member_string (json_object_get_object_member (o, "output"), "utf-8");
      g_assert_nonnull (c->output);
      keep_case (c, percent_case_free);
      path = g_strdup_printf ("/whatwg/wpt/percent-encoding/%02u", k++);
      g_test_add_data_func (path, c, test_percent_case);
    }
  g_test_add_func ("/whatwg/wpt/percent-encoding/summary", test_percent_summary);
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

  cases_to_free = g_array_new (FALSE, FALSE, sizeof (CaseToFree));
  add_urltestdata ();
  add_toascii ();
  add_idna ();
  add_percent_encoding ();
  for (gsize i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/whatwg/errors/%02" G_GSIZE_FORMAT, i);

      g_test_add_data_func (path, &error_cases[i], test_error_case);
    }
  g_test_add_func ("/whatwg/error-names", test_error_names);
  g_test_add_func ("/whatwg/robust", test_robust);
  g_test_add_func ("/whatwg/large", test_large);

  ret = g_test_run ();

  for (guint i = 0; i < cases_to_free->len; i++)
    {
      CaseToFree *k = &g_array_index (cases_to_free, CaseToFree, i);

      k->free_func (k->data);
    }
  g_array_unref (cases_to_free);
  return ret;
}
