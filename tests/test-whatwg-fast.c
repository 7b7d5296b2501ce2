/* test-whatwg-fast.c — the WHATWG fast path against the state machine
 *
 * us-whatwg-fast.c parses the common absolute URLs (printable ASCII) byte
 * by byte, and leaves every other input to the state machine of
 * us-whatwg.c; us_whatwg_parse() takes the fast path whenever it answers.
 * So for every input it answers, its record must be the state machine's:
 * this program parses each input both ways — us_whatwg_parse_fast(), and
 * us_whatwg_parse_traced() with a trace, which always runs the state
 * machine — and compares failure, href, every getter of the URL API, and
 * the validation errors with their spans, in order, and where it read
 * each part; and the result us_parse_whatwg() builds from the fast path
 * against the one built from the state machine's record (tree,
 * components, diagnostics with their fixes).
 *
 * The inputs: every line of the bench corpus (tests/data/bench/), every input of
 * tests/data/wpt/urltestdata.json, and variations of each (the scheme
 * upper-cased, spaces, tabs and newlines around and inside, credentials,
 * ports, dot segments, percent-encoded bytes, queries and fragments). The
 * test also checks that the fast path answered for most of the corpus, so
 * that it stays a test of something.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "test-common.h"
#include "us-parse-private.h"
#include "us-whatwg.h"

typedef struct {
  guint inputs;
  guint fast;      /* the fast path answered */
} Counts;

static char *
describe (const UsWhatwgUrl *url)
{
  GString *s = g_string_new (NULL);
  const UsWhatwgError *errors;
  guint n_errors;
  g_autofree char *href = us_whatwg_url_href (url);

  g_string_append_printf (s, "failure=%d href=%s\n", us_whatwg_url_get_failure (url),
                          href != NULL ? href : "(null)");
  for (int g = 0; g < US_URL_GETTER_COUNT; g++)
    {
      g_autofree char *v = us_whatwg_url_get (url, (UsUrlGetter) g);

      g_string_append_printf (s, "%s=%s\n", us_url_getter_name ((UsUrlGetter) g),
                              v != NULL ? v : "(null)");
    }
  /* where the input holds each part: the tree is built from these */
  for (int k = 0; k < US_WHATWG_N_PARTS; k++)
    if (url->spans[k].defined)
      g_string_append_printf (s, "part %d [%" G_GSIZE_FORMAT ",%" G_GSIZE_FORMAT ")\n", k,
                              url->spans[k].start, url->spans[k].end);
  errors = us_whatwg_url_get_errors (url, &n_errors);
  for (guint i = 0; i < n_errors; i++)
    g_string_append_printf (s, "error %s[%" G_GSIZE_FORMAT ",%" G_GSIZE_FORMAT ")%s\n",
                            us_whatwg_error_name (errors[i].type), errors[i].start,
                            errors[i].end, errors[i].is_failure ? " failure" : "");
  return g_string_free (s, FALSE);
}

/* The tree, the components and the diagnostics of @result, one a line. */
static char *
describe_result (UsResult *result)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < us_result_get_n_nodes (result); i++)
    {
      const UsNode *node = us_result_get_node (result, i);

      g_string_append_printf (s, "node %u %s parent %u children %u [%" G_GSIZE_FORMAT ",%" G_GSIZE_FORMAT ")\n",
                              i, us_rule_name (node->rule), node->parent, node->n_children,
                              node->start, node->end);
    }
  for (int c = 0; c < US_COMPONENT_COUNT; c++)
    {
      gsize start, end;

      if (us_result_get_component (result, (UsComponent) c, &start, &end))
        g_string_append_printf (s, "%s [%" G_GSIZE_FORMAT ",%" G_GSIZE_FORMAT ")\n",
                                us_component_name ((UsComponent) c), start, end);
    }
  for (guint i = 0; i < us_result_get_n_diagnostics (result); i++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (result, i);

      g_string_append_printf (s, "diagnostic %d [%" G_GSIZE_FORMAT ",%" G_GSIZE_FORMAT ") fix %d [%"
                              G_GSIZE_FORMAT ",%" G_GSIZE_FORMAT ") %.*s\n",
                              d->code, (gsize) d->start, (gsize) d->end, d->has_fix, (gsize) d->fix_start, (gsize) d->fix_end,
                              d->has_fix ? (int) d->fix_len : 0, d->has_fix ? d->fix_text : "");
    }
  return g_string_free (s, FALSE);
}

/* The result us_parse_whatwg() builds (from the fast path's record and
 * where it saw the path's segments) against the one built from the state
 * machine's record. */
static void
check_result (const char *input,
              gsize       len)
{
  UsWhatwgTrace trace = { g_ptr_array_new_with_free_func (us_whatwg_step_free), 0 };
  g_autoptr(UsResult) fast = us_parse_whatwg (input, len, US_PARSE_DEFAULT);
  g_autoptr(UsResult) slow = us_parse_whatwg_record (input, len, US_PARSE_DEFAULT,
                                                     us_whatwg_parse_traced (input, len, NULL, &trace));
  g_autofree char *fast_text = describe_result (fast);
  g_autofree char *slow_text = describe_result (slow);

  g_assert_cmpstr (fast_text, ==, slow_text);
  g_ptr_array_unref (trace.steps);
}

static void
check_input (Counts     *counts,
             const char *input,
             gsize       len)
{
  UsWhatwgUrl *fast = us_whatwg_parse_fast (input, len, NULL);
  UsWhatwgTrace trace = { g_ptr_array_new_with_free_func (us_whatwg_step_free), 0 };
  UsWhatwgUrl *slow;
  g_autofree char *fast_text = NULL;
  g_autofree char *slow_text = NULL;

  counts->inputs++;
  if (fast == NULL)
    {
      g_ptr_array_unref (trace.steps);
      return;
    }
  counts->fast++;
  slow = us_whatwg_parse_traced (input, len, NULL, &trace);
  fast_text = describe (fast);
  slow_text = describe (slow);
  if (g_strcmp0 (fast_text, slow_text) != 0)
    {
      g_autofree char *escaped = g_strescape (input, NULL);

      g_test_message ("input \"%s\"", escaped);
    }
  g_assert_cmpstr (fast_text, ==, slow_text);
  us_whatwg_url_free (fast);
  us_whatwg_url_free (slow);
  g_ptr_array_unref (trace.steps);
  check_result (input, len);
}

/* The input and its variations. */
static void
check_with_variations (Counts     *counts,
                       const char *input)
{
  static const char *const prefixes[] = { " ", "\t", "HTTP://", "https://u:p@" };
  static const char *const suffixes[] = {
    " ", "\n", "/../x/./y", "?q=a b#f`g", ":80/", "%2e%2E/%zz", "\\a\\..\\b", "#\t#",
  };
  gsize len = strlen (input);
  const char *colon = strchr (input, ':');

  check_input (counts, input, len);
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *v = g_strconcat (input, suffixes[i], NULL);

      check_input (counts, v, strlen (v));
    }
  for (guint i = 0; i < G_N_ELEMENTS (prefixes); i++)
    {
      g_autofree char *v = NULL;

      if (i >= 2 && colon != NULL && g_str_has_prefix (colon, "://"))
        v = g_strconcat (prefixes[i], colon + 3, NULL);   /* another scheme */
      else
        v = g_strconcat (prefixes[i], input, NULL);
      check_input (counts, v, strlen (v));
    }
  if (colon != NULL)
    {
      /* the scheme upper-cased, and a tab inside the input */
      g_autofree char *upper = g_strdup (input);
      g_autofree char *tabbed = g_strdup_printf ("%.*s\t%s", (int) (len / 2), input, input + len / 2);

      for (char *p = upper; p < upper + (colon - input); p++)
        *p = g_ascii_toupper (*p);
      check_input (counts, upper, len);
      check_input (counts, tabbed, strlen (tabbed));
    }
}

static void
test_bench (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bench", name, NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  Counts counts = { 0, 0 };
  guint n_lines = 0, fast_lines = 0;

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s: %s", path, error->message);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      guint before;

      if (lines[i][0] == '\0')
        continue;
      n_lines++;
      before = counts.fast;
      check_input (&counts, lines[i], strlen (lines[i]));
      fast_lines += counts.fast - before;
      check_with_variations (&counts, lines[i]);
    }
  g_test_message ("%s: %u lines, %u on the fast path; %u inputs, %u on the fast path",
                  name, n_lines, fast_lines, counts.inputs, counts.fast);
  g_assert_cmpuint (n_lines, >, 1000);
  /* most of the corpus is what the fast path is for */
  g_assert_cmpuint (fast_lines, >, n_lines / 2);
}

static void
test_wpt (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "wpt", "urltestdata.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *array;
  Counts counts = { 0, 0 };

  if (!json_parser_load_from_file (parser, path, &error))
    g_error ("%s: %s", path, error->message);
  array = json_node_get_array (json_parser_get_root (parser));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *o;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        continue;   /* a comment */
      o = json_node_get_object (node);
      if (!json_object_has_member (o, "input"))
        continue;
      check_with_variations (&counts, json_object_get_string_member (o, "input"));
    }
  g_test_message ("urltestdata.json: %u inputs, %u on the fast path", counts.inputs, counts.fast);
  g_assert_cmpuint (counts.fast, >, 100);
}

/* The same, with the fast path's runs read byte by byte (as where the
 * processor has no SSSE3), then sixteen bytes at a time again. */
static void
test_bench_bytewise (gconstpointer data)
{
  us_whatwg_runs_set_vector (FALSE);
  test_bench (data);
  us_whatwg_runs_set_vector (TRUE);
}

static void
test_wpt_bytewise (void)
{
  us_whatwg_runs_set_vector (FALSE);
  test_wpt ();
  us_whatwg_runs_set_vector (TRUE);
}

int
main (int argc, char **argv)
{
  test_init (&argc, &argv);
  g_test_add_data_func ("/whatwg/fast/bench/urls-web", "urls-web.txt", test_bench);
  g_test_add_data_func ("/whatwg/fast/bench/urls-files", "urls-files.txt", test_bench);
  g_test_add_func ("/whatwg/fast/wpt", test_wpt);
  g_test_add_data_func ("/whatwg/fast/bytewise/bench/urls-files", "urls-files.txt", test_bench_bytewise);
  g_test_add_func ("/whatwg/fast/bytewise/wpt", test_wpt_bytewise);
  return g_test_run ();
}
