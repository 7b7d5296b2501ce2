/* test-whatwg-resolve.c — resolution as a browser does it, and its trace
 *
 * us_resolve() under US_SPEC_WHATWG is the basic URL parser with a base
 * (the URL constructor, URL Standard §6.1). Every case of WPT's
 * urltestdata.json goes through it too (test-whatwg-wpt.c); here: the
 * examples of RFC 3986 §5.4 as a browser reads them, the exact trace of a
 * few parses, failures, and traces of long inputs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cli-text.h"
#include "test-common.h"

/* RFC 3986 §5.4's base and references, with the targets whatwg-url 17.3.0
 * gives (`new URL (reference, base).href`). Where a browser parts from the
 * RFC: "//g" gets the path "/", "http:g" is relative (RFC 3986's
 * backward-compatible reading), "\" is "/" and tabs and newlines go. */
static const struct {
  const char *reference;
  const char *target;
} examples[] = {
  { "g:h", "g:h" },
  { "g", "http://a/b/c/g" },
  { "./g", "http://a/b/c/g" },
  { "g/", "http://a/b/c/g/" },
  { "/g", "http://a/g" },
  { "//g", "http://g/" },
  { "?y", "http://a/b/c/d;p?y" },
  { "g?y", "http://a/b/c/g?y" },
  { "#s", "http://a/b/c/d;p?q#s" },
  { "g#s", "http://a/b/c/g#s" },
  { "g?y#s", "http://a/b/c/g?y#s" },
  { ";x", "http://a/b/c/;x" },
  { "g;x", "http://a/b/c/g;x" },
  { "g;x?y#s", "http://a/b/c/g;x?y#s" },
  { "", "http://a/b/c/d;p?q" },
  { ".", "http://a/b/c/" },
  { " ./", "http://a/b/c/" },
  { "..", "http://a/b/" },
  { "../", "http://a/b/" },
  { "../g", "http://a/b/g" },
  { "../..", "http://a/" },
  { "../../", "http://a/" },
  { "../../g", "http://a/g" },
  { "../../../g", "http://a/g" },
  { "../../../../g", "http://a/g" },
  { "/./g", "http://a/g" },
  { "/../g", "http://a/g" },
  { "g.", "http://a/b/c/g." },
  { ".g", "http://a/b/c/.g" },
  { "g..", "http://a/b/c/g.." },
  { "..g", "http://a/b/c/..g" },
  { "./../g", "http://a/b/g" },
  { "./g/.", "http://a/b/c/g/" },
  { "g/./h", "http://a/b/c/g/h" },
  { "g/../h", "http://a/b/c/h" },
  { "g;x=1/./y", "http://a/b/c/g;x=1/y" },
  { "g;x=1/../y", "http://a/b/c/y" },
  { "g?y/./x", "http://a/b/c/g?y/./x" },
  { "g?y/../x", "http://a/b/c/g?y/../x" },
  { "g#s/./x", "http://a/b/c/g#s/./x" },
  { "g#s/../x", "http://a/b/c/g#s/../x" },
  { "http:g", "http://a/b/c/g" },
  { "\\\\evil.com/x", "http://evil.com/x" },
  { "..\\g", "http://a/b/g" },
  { "\tg\n", "http://a/b/c/g" },
  { "//[::1]:080/x", "http://[::1]/x" },
};

#define BASE "http://a/b/c/d;p?q"

static UsResolution *
resolve (const char     *base,
         const char     *reference,
         UsResolveFlags  flags)
{
  g_autoptr(GError) error = NULL;
  UsResolution *res = us_resolve (US_SPEC_WHATWG, base, base ? strlen (base) : 0,
                                  reference, strlen (reference), flags, &error);

  g_assert_no_error (error);
  g_assert_nonnull (res);
  return res;
}

static void
test_rfc3986_examples (void)
{
  g_assert_true (us_spec_can_resolve (US_SPEC_WHATWG));
  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autoptr(UsResolution) res = resolve (BASE, examples[i].reference, US_RESOLVE_TRACE);

      g_test_message ("%s", examples[i].reference);
      g_assert_cmpstr (us_resolution_get_target (res, NULL), ==, examples[i].target);
      g_assert_cmpint (us_resolution_get_spec (res), ==, US_SPEC_WHATWG);
      /* the base comes first, as its record */
      g_assert_cmpstr (us_resolution_get_state_step (res, 0)->branch, ==, "base");
      g_assert_cmpstr (us_resolution_get_state_step (res, 0)->record[US_RECORD_PATH], ==, "/b/c/d;p");
      g_assert_cmpuint (us_resolution_get_n_steps (res), ==, 0);
    }
}

typedef struct {
  const char *state;
  const char *branch;
  gsize start;
  gsize end;
  guint n_errors;
} Expected;

static void
assert_steps (const UsResolution *res,
              const Expected     *expected,
              guint               n)
{
  g_assert_cmpuint (us_resolution_get_n_state_steps (res), ==, n);
  for (guint i = 0; i < n; i++)
    {
      const UsStateStep *step = us_resolution_get_state_step (res, i);

      g_test_message ("step %u: %s %s [%" G_GSIZE_FORMAT ",%" G_GSIZE_FORMAT ")", i,
                      step->state, step->branch, step->start, step->end);
      g_assert_cmpstr (step->state, ==, expected[i].state);
      g_assert_cmpstr (step->branch, ==, expected[i].branch);
      g_assert_cmpuint (step->start, ==, expected[i].start);
      g_assert_cmpuint (step->end, ==, expected[i].end);
      g_assert_cmpuint (step->n_errors, ==, expected[i].n_errors);
      g_assert_nonnull (step->description);
      g_assert_cmpstr (step->description, !=, "");
    }
}

/* "..\g" (tab inside) against the RFC's base: the base, the tab removed,
 * no scheme, relative, "..\" shortening the path (the "\" read as "/"),
 * the segment "g", the query. */
static void
test_trace_relative (void)
{
  static const Expected expected[] = {
    { NULL, "base", 0, 0, 0 },
    { NULL, "tab-newline", 4, 5, 1 },
    { "scheme start state", "scheme-start-other", 0, 1, 0 },
    { "no scheme state", "no-scheme-relative", 0, 1, 0 },
    { "relative state", "relative-path", 0, 1, 0 },
    { "path state", "path-double-dot", 0, 3, 1 },
    { "path state", "path-segment", 3, 7, 0 },
    { "query state", "query-eof", 7, 8, 0 },
  };
  g_autoptr(UsResolution) res = resolve (BASE, "..\\g\tx?y", US_RESOLVE_TRACE);
  const UsStateStep *path = us_resolution_get_state_step (res, 5);
  const UsStateStep *last = us_resolution_get_state_step (res, 7);
  const UsResult *ref = us_resolution_get_reference_result (res);

  assert_steps (res, expected, G_N_ELEMENTS (expected));
  g_assert_cmpstr (us_resolution_get_target (res, NULL), ==, "http://a/b/gx?y");
  g_assert_cmpstr (path->record[US_RECORD_PATH], ==, "/b");
  g_assert_cmpstr (last->record[US_RECORD_PATH], ==, "/b/gx");
  g_assert_cmpstr (last->record[US_RECORD_QUERY], ==, "y");
  g_assert_null (last->record[US_RECORD_FRAGMENT]);
  g_assert_null (last->record[US_RECORD_PORT]);
  /* the error of the step "..\" is the reverse solidus */
  g_assert_cmpstr (us_diag_code_whatwg_name (us_result_get_diagnostic (ref, us_result_get_met_diagnostic (ref, path->first_error))->code),
                   ==, "invalid-reverse-solidus");
  g_assert_true (us_resolution_is_from_invalid_input (res));
  g_assert_cmpuint (us_resolution_get_n_issues (res), ==, 1);
  g_assert_cmpint (us_resolution_get_issue (res, 0), ==, US_RESOLVE_ISSUE_REFERENCE_INVALID);
}

/* Without a base: the parse alone, state by state; runs of ordinary code
 * points are one step each. */
static void
test_trace_no_base (void)
{
  static const Expected expected[] = {
    { "scheme start state", "scheme-start-alpha", 0, 1, 0 },
    { "scheme state", "scheme-special", 1, 5, 0 },
    { "special authority slashes state", "authority-slashes", 5, 7, 0 },
    { "special authority ignore slashes state", "ignore-slashes-done", 7, 8, 0 },
    { "authority state", "authority-at", 7, 12, 1 },
    { "authority state", "authority-end", 12, 29, 0 },
    { "host state", "host-port", 12, 26, 1 },
    { "port state", "port-default", 26, 29, 0 },
    { "path start state", "path-start-special", 28, 29, 0 },
    { "path state", "path-segment", 29, 31, 0 },
    { "path state", "path-single-dot", 31, 33, 0 },
    { "path state", "path-segment", 33, 34, 0 },
  };
  g_autoptr(UsResolution) res = resolve (NULL, "HTTP://user@ex%41mple.com:80/a/./b", US_RESOLVE_TRACE);
  const UsStateStep *host = us_resolution_get_state_step (res, 6);
  const UsStateStep *last = us_resolution_get_state_step (res, 11);

  assert_steps (res, expected, G_N_ELEMENTS (expected));
  g_assert_cmpstr (us_resolution_get_target (res, NULL), ==, "http://user@example.com/a/b");
  g_assert_cmpstr (host->record[US_RECORD_HOST], ==, "example.com");
  g_assert_cmpstr (host->record[US_RECORD_USERNAME], ==, "user");
  g_assert_cmpstr (us_resolution_get_state_step (res, 1)->record[US_RECORD_SCHEME], ==, "http");
  g_assert_cmpstr (us_resolution_get_state_step (res, 0)->record[US_RECORD_BUFFER], ==, "h");
  g_assert_cmpstr (last->record[US_RECORD_PATH], ==, "/a/b");
  g_assert_null (us_resolution_get_base_result (res));
}

/* Where the parser gives up, the last step says so, and there is no
 * target; a base that is not a URL makes the constructor throw. */
static void
test_failure (void)
{
  g_autoptr(UsResolution) res = resolve (BASE, "http://[::1/", US_RESOLVE_TRACE);
  guint n = us_resolution_get_n_state_steps (res);
  const UsStateStep *last = us_resolution_get_state_step (res, n - 1);
  g_autofree char *issue = NULL;

  g_assert_null (us_resolution_get_target (res, NULL));
  g_assert_true (last->failure);
  g_assert_cmpstr (last->state, ==, "host state");
  g_assert_cmpstr (last->branch, ==, "host-failure");
  g_assert_cmpuint (us_resolution_get_n_issues (res), ==, 1);
  g_assert_cmpint (us_resolution_get_issue (res, 0), ==, US_RESOLVE_ISSUE_FAILURE);
  g_assert_cmpint (us_resolve_issue_severity (US_RESOLVE_ISSUE_FAILURE), ==, US_SEVERITY_ERROR);
  issue = us_resolution_format_issue (res, US_RESOLVE_ISSUE_FAILURE);
  g_assert_nonnull (strstr (issue, "IPv6-unclosed"));

  {
    g_autoptr(UsResolution) nobase = resolve ("not a URL", "g", US_RESOLVE_TRACE);

    g_assert_null (us_resolution_get_target (nobase, NULL));
    g_assert_cmpuint (us_resolution_get_n_state_steps (nobase), ==, 1);
    g_assert_cmpstr (us_resolution_get_state_step (nobase, 0)->branch, ==, "no-base");
    g_assert_cmpint (us_resolution_get_issue (nobase, 0), ==, US_RESOLVE_ISSUE_BASE_FAILURE);
    g_assert_nonnull (us_resolution_get_reference_result (nobase));
  }
  {
    /* no scheme and no base */
    g_autoptr(UsResolution) alone = resolve (NULL, "g", US_RESOLVE_TRACE);

    g_assert_null (us_resolution_get_target (alone, NULL));
    g_assert_cmpstr (us_resolution_get_state_step (alone, us_resolution_get_n_state_steps (alone) - 1)->branch,
                     ==, "no-scheme-failure");
  }
}

/* A megabyte path of 500,000 segments: the first steps and the last are
 * kept, each field of a record at most 512 bytes (the path's end). */
static void
test_long (void)
{
  GString *ref = g_string_new ("http://a/");
  g_autoptr(UsResolution) res = NULL;
  g_autoptr(UsResolution) quiet = NULL;
  const UsStateStep *last;
  gsize len;

  while (ref->len < 1000000)
    g_string_append (ref, "x/");
  g_string_append (ref, "end?q#f");
  res = resolve (BASE, ref->str, US_RESOLVE_TRACE);
  quiet = resolve (BASE, ref->str, 0);
  g_assert_cmpuint (us_resolution_get_n_state_steps (res), ==, US_MAX_STATE_STEPS);
  g_assert_cmpuint (us_resolution_get_state_steps_omitted (res), >, 490000);
  last = us_resolution_get_state_step (res, US_MAX_STATE_STEPS - 1);
  g_assert_cmpstr (last->state, ==, "fragment state");
  g_assert_cmpstr (last->record[US_RECORD_QUERY], ==, "q");
  g_assert_true (last->cut[US_RECORD_PATH]);
  g_assert_cmpuint (last->lens[US_RECORD_PATH], <=, 512);
  g_assert_true (g_str_has_suffix (last->record[US_RECORD_PATH], "/x/x/end"));
  g_assert_cmpstr (us_resolution_get_target (res, &len), ==, us_resolution_get_target (quiet, NULL));
  g_assert_cmpuint (len, ==, ref->len);
  g_string_free (ref, TRUE);

  /* a megabyte host: one step, its record cut */
  ref = g_string_new ("http://");
  while (ref->len < 1000000)
    g_string_append (ref, "a.");
  g_string_append (ref, "b/");
  g_clear_pointer (&res, us_resolution_unref);
  res = resolve (NULL, ref->str, US_RESOLVE_TRACE);
  g_assert_cmpuint (us_resolution_get_n_state_steps (res), <, 20);
  for (guint i = 0; i < us_resolution_get_n_state_steps (res); i++)
    for (guint f = 0; f < US_RECORD_FIELD_COUNT; f++)
      g_assert_cmpuint (us_resolution_get_state_step (res, i)->lens[f], <=, 512);
  g_string_free (ref, TRUE);
}

/* The text of a trace: the states and the branches in words, each
 * validation error named, the changed fields of the record. */
static void
test_render (void)
{
  g_autoptr(UsResolution) res = resolve (BASE, "..\\g", US_RESOLVE_TRACE);
  g_autofree char *text = cli_text_resolution (res, "..\\g", 4, BASE, strlen (BASE), CLI_TEXT_DEFAULT);
  g_autoptr(UsResolution) alone = resolve (NULL, "http://a/", US_RESOLVE_TRACE);
  g_autofree char *parse = cli_text_resolution (alone, "http://a/", 9, NULL, 0, CLI_TEXT_DEFAULT);

  g_assert_nonnull (strstr (text, "(WHATWG URL Standard §4.4, the basic URL parser with a base)"));
  g_assert_nonnull (strstr (text, "  path state “..\\”\n"));
  g_assert_nonnull (strstr (text, "error[invalid-reverse-solidus]"));
  g_assert_nonnull (strstr (text, "path “/b”"));
  g_assert_nonnull (strstr (text, "Target: http://a/b/g\n"));
  g_assert_nonnull (strstr (parse, "state by state"));
  g_assert_nonnull (strstr (parse, "  host state “a/”\n"));
  g_assert_null (strstr (parse, "Target:"));
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/whatwg/resolve/rfc3986-examples", test_rfc3986_examples);
  g_test_add_func ("/whatwg/resolve/trace-relative", test_trace_relative);
  g_test_add_func ("/whatwg/resolve/trace-no-base", test_trace_no_base);
  g_test_add_func ("/whatwg/resolve/failure", test_failure);
  g_test_add_func ("/whatwg/resolve/long", test_long);
  g_test_add_func ("/whatwg/resolve/render", test_render);

  return g_test_run ();
}
