/* test-cli.c — the command-line contract that scripts rely on
 *
 * Exit statuses 0/1/2, standard input one reference per line (empty lines,
 * CR LF, NUL bytes, a line over the cap), JSON Lines that json-glib reads
 * back for every line of the benchmark corpus, --quiet, --help, --version,
 * no colour when the output is not a terminal, and the Spanish messages.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "test-common.h"

typedef struct {
  int status;
  GBytes *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_bytes_unref);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs the CLI with @args, feeding it @input (may be NULL) on stdin. */
static void
run_cli (Run                *run,
         GBytes             *input,
         const char         *language,
         const char * const *args)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                                                        G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GBytes) err = NULL;
  g_autoptr(GError) error = NULL;
  const char *cli = g_getenv ("URISCOPE_CLI");

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  g_subprocess_launcher_unsetenv (launcher, "LANGUAGE");
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  if (language)
    g_subprocess_launcher_setenv (launcher, "LANGUAGE", language, TRUE);

  proc = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  {
    g_autoptr(GBytes) none = g_bytes_new_static ("", 0);

    g_subprocess_communicate (proc, input ? input : none, NULL, &run->out, &err, &error);
  }
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  run->status = g_subprocess_get_exit_status (proc);
  run->err = g_strndup (g_bytes_get_data (err, NULL), g_bytes_get_size (err));
}

static char *
out_text (const Run *run)
{
  return g_strndup (g_bytes_get_data (run->out, NULL), g_bytes_get_size (run->out));
}

/* Parses JSON Lines; asserts every line is an object with the contract's
 * members, and returns them. */
static GPtrArray *
parse_json_lines_every (const Run *run,
                        guint      every)
{
  gsize size;
  const char *data = g_bytes_get_data (run->out, &size);
  const char *end = data + size;
  GPtrArray *objects = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  guint i = 0;

  /* Split by hand: g_strsplit() is quadratic under AddressSanitizer, whose
   * strstr() measures the whole rest of the text at every line. */
  g_assert_cmpuint (size, >, 0);
  g_assert_cmpint (end[-1], ==, '\n');
  for (const char *line = data; line < end; i++)
    {
      const char *nl = memchr (line, '\n', end - line);
      gsize len = (gsize) (nl - line);
      g_autoptr(JsonParser) parser = NULL;
      g_autoptr(GError) error = NULL;
      JsonObject *object;

      g_assert_nonnull (nl);
      /* Every line is one object; the sampled ones are read in full. */
      g_assert_true (len >= 2 && line[0] == '{' && line[len - 1] == '}');
      if (i % every != 0)
        {
          g_ptr_array_add (objects, json_node_new (JSON_NODE_NULL));
          line = nl + 1;
          continue;
        }

      parser = json_parser_new ();
      json_parser_load_from_data (parser, line, (gssize) len, &error);
      line = nl + 1;
      g_assert_no_error (error);
      g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
      object = json_node_get_object (json_parser_get_root (parser));
      g_assert_true (json_object_has_member (object, "input"));
      g_assert_true (json_object_has_member (object, "spec"));
      g_assert_true (json_object_has_member (object, "valid"));
      if (!json_object_has_member (object, "error") && !json_object_get_null_member (object, "valid"))
        {
          JsonObject *components = json_object_get_object_member (object, "components");
          const char *names[] = { "scheme", "userinfo", "host", "port", "path", "query", "fragment" };

          g_assert_true (json_object_has_member (object, "tree"));
          g_assert_true (json_object_has_member (object, "diagnostics"));
          /* under every spec, [] when there is no query */
          g_assert_true (JSON_NODE_HOLDS_ARRAY (json_object_get_member (object, "query_params")));
          for (guint k = 0; k < G_N_ELEMENTS (names); k++)
            g_assert_true (json_object_has_member (components, names[k]));
        }
      g_ptr_array_add (objects, json_node_ref (json_parser_get_root (parser)));
    }
  return objects;
}

static GPtrArray *
parse_json_lines (const Run *run)
{
  return parse_json_lines_every (run, 1);
}

static void
test_exit_status (void)
{
  g_auto(Run) valid = { 0 };
  g_auto(Run) invalid = { 0 };
  g_auto(Run) mixed = { 0 };
  g_auto(Run) bad_option = { 0 };
  g_auto(Run) bad_spec = { 0 };
  g_auto(Run) later_spec = { 0 };
  g_auto(Run) bad_color = { 0 };

  run_cli (&valid, NULL, NULL, (const char *[]) { "http://a/b", "", NULL });
  g_assert_cmpint (valid.status, ==, 0);
  run_cli (&invalid, NULL, NULL, (const char *[]) { "http://a/b c", NULL });
  g_assert_cmpint (invalid.status, ==, 1);
  run_cli (&mixed, NULL, NULL, (const char *[]) { "http://a/", "a b", "http://b/", NULL });
  g_assert_cmpint (mixed.status, ==, 1);

  run_cli (&bad_option, NULL, NULL, (const char *[]) { "--frobnicate", NULL });
  g_assert_cmpint (bad_option.status, ==, 2);
  g_assert_nonnull (strstr (bad_option.err, "--frobnicate"));
  run_cli (&bad_spec, NULL, NULL, (const char *[]) { "--spec", "rfc9999", "x", NULL });
  g_assert_cmpint (bad_spec.status, ==, 2);
  g_assert_nonnull (strstr (bad_spec.err, "Unknown spec “rfc9999”"));
  /* whatwg is a spec like the others: "x" alone has no scheme. */
  run_cli (&later_spec, NULL, NULL, (const char *[]) { "--spec=whatwg", "x", NULL });
  g_assert_cmpint (later_spec.status, ==, 1);
  g_assert_true (later_spec.err == NULL || later_spec.err[0] == '\0');
  run_cli (&bad_color, NULL, NULL, (const char *[]) { "--color=sometimes", "x", NULL });
  g_assert_cmpint (bad_color.status, ==, 2);
}

static void
test_help_and_version (void)
{
  g_auto(Run) help = { 0 };
  g_auto(Run) version = { 0 };
  g_autofree char *help_text = NULL;
  g_autofree char *version_text = NULL;

  run_cli (&help, NULL, NULL, (const char *[]) { "--help", NULL });
  g_assert_cmpint (help.status, ==, 0);
  help_text = out_text (&help);
  g_assert_nonnull (strstr (help_text, "--spec=SPEC"));
  g_assert_nonnull (strstr (help_text, "--json"));
  g_assert_nonnull (strstr (help_text, "--quiet"));
  g_assert_nonnull (strstr (help_text, "Exit status: 0"));

  run_cli (&version, NULL, NULL, (const char *[]) { "--version", NULL });
  g_assert_cmpint (version.status, ==, 0);
  version_text = out_text (&version);
  g_assert_cmpstr (version_text, ==, "uriscope-cli " PACKAGE_VERSION "\n");
}

/* --spec whatwg: the report in the URL record's terms, then what a browser
 * reads, or why it refuses the link; controls of the input escaped. */
static void
test_whatwg_text (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) refused = { 0 };
  g_autofree char *text = NULL;
  g_autofree char *refused_text = NULL;

  run_cli (&run, NULL, NULL, (const char *[]) { "--spec", "whatwg", "http://example.com\\@evil.com/", NULL });
  text = out_text (&run);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (text, ==,
                   "http://example.com\\@evil.com/ — WHATWG URL Standard: invalid (1 error, 0 warnings, 0 notes)"
                   " · a browser reads it\n"
                   "\n"
                   "url  [0,29)  http://example.com\\@evil.com/\n"
                   "├─ scheme  [0,4)  http\n"
                   "├─ host  [7,18)  example.com\n"
                   "└─ path  [18,29)  \\@evil.com/\n"
                   "   ├─ path-segment  [19,28)  @evil.com\n"
                   "   └─ path-segment  [29,29)\n"
                   "\n"
                   "error[invalid-reverse-solidus]: “\\” (U+005C) is read as “/” by a browser "
                   "(invalid-reverse-solidus, URL Standard §4.4); write “/” instead\n"
                   "  http://example.com\\@evil.com/\n"
                   "                    ^\n"
                   "\n"
                   "A browser reads: http://example.com/@evil.com/\n"
                   "\n"
                   "With every fix applied: http://example.com/@evil.com/\n");

  run_cli (&refused, NULL, NULL, (const char *[]) { "--spec", "whatwg", "http://a:99999/\033[31m", NULL });
  refused_text = out_text (&refused);
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_null (strchr (refused_text, '\033'));
  g_assert_true (g_str_has_suffix (refused_text,
                                   "\nA browser refuses this link: the port 99999 is over 65535 "
                                   "(port-out-of-range, URL Standard §4.4)\n"));
}

/* --spec whatwg --json: "url" with the URL API's getters (null on
 * failure), and each diagnostic's name in the standard, in the order the
 * parser met them. */
static void
test_whatwg_json (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(GPtrArray) objects = NULL;
  JsonObject *o, *url, *d;
  JsonArray *diagnostics;

  run_cli (&run, NULL, NULL, (const char *[]) { "--spec", "whatwg", "--json",
                                                 "http://example.com\\@evil.com/", "http://0x7f.1/", "foo", NULL });
  g_assert_cmpint (run.status, ==, 1);
  objects = parse_json_lines (&run);
  g_assert_cmpuint (objects->len, ==, 3);

  o = json_node_get_object (g_ptr_array_index (objects, 0));
  g_assert_cmpstr (json_object_get_string_member (o, "spec"), ==, "whatwg");
  g_assert_false (json_object_get_boolean_member (o, "valid"));
  url = json_object_get_object_member (o, "url");
  g_assert_cmpstr (json_object_get_string_member (url, "href"), ==, "http://example.com/@evil.com/");
  g_assert_cmpstr (json_object_get_string_member (url, "protocol"), ==, "http:");
  g_assert_cmpstr (json_object_get_string_member (url, "username"), ==, "");
  g_assert_cmpstr (json_object_get_string_member (url, "password"), ==, "");
  g_assert_cmpstr (json_object_get_string_member (url, "host"), ==, "example.com");
  g_assert_cmpstr (json_object_get_string_member (url, "hostname"), ==, "example.com");
  g_assert_cmpstr (json_object_get_string_member (url, "port"), ==, "");
  g_assert_cmpstr (json_object_get_string_member (url, "pathname"), ==, "/@evil.com/");
  g_assert_cmpstr (json_object_get_string_member (url, "search"), ==, "");
  g_assert_cmpstr (json_object_get_string_member (url, "hash"), ==, "");
  g_assert_cmpstr (json_object_get_string_member (url, "origin"), ==, "http://example.com");
  g_assert_cmpuint (json_object_get_size (url), ==, 11);
  diagnostics = json_object_get_array_member (o, "diagnostics");
  g_assert_cmpuint (json_array_get_length (diagnostics), ==, 1);
  d = json_array_get_object_element (diagnostics, 0);
  g_assert_cmpstr (json_object_get_string_member (d, "code"), ==, "invalid-reverse-solidus");
  g_assert_cmpstr (json_object_get_string_member (d, "whatwg"), ==, "invalid-reverse-solidus");
  g_assert_cmpint (json_object_get_int_member (d, "start"), ==, 18);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (d, "fix"), "text"), ==, "/");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (o, "components"), "host"), ==,
                   "example.com");

  /* the parser's order: the host's parts last, after the whole host */
  o = json_node_get_object (g_ptr_array_index (objects, 1));
  diagnostics = json_object_get_array_member (o, "diagnostics");
  g_assert_cmpuint (json_array_get_length (diagnostics), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (diagnostics, 0), "whatwg"), ==,
                   "IPv4-too-few-parts");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (diagnostics, 1), "whatwg"), ==,
                   "IPv4-non-decimal-part");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (o, "url"), "href"), ==,
                   "http://127.0.0.1/");

  o = json_node_get_object (g_ptr_array_index (objects, 2));
  g_assert_true (json_object_get_null_member (o, "url"));
  d = json_array_get_object_element (json_object_get_array_member (o, "diagnostics"), 0);
  g_assert_cmpstr (json_object_get_string_member (d, "whatwg"), ==, "missing-scheme-non-relative-URL");
  g_assert_true (g_str_has_suffix (json_object_get_string_member (d, "message"), "; a browser refuses this link"));
}

/* --spec whatwg --base: the reference parsed against the base, as
 * `new URL (reference, base)`: "url", the diagnostics and the target are
 * that parse's, and the trace is the parser's, state by state; --trace
 * gives the same trace without a base. */
static void
test_whatwg_base (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) trace = { 0 };
  g_auto(Run) text = { 0 };
  g_autoptr(GPtrArray) objects = NULL;
  g_autoptr(GPtrArray) traced = NULL;
  g_autofree char *out = NULL;
  JsonObject *o, *res, *step;
  JsonArray *steps, *diagnostics;

  run_cli (&run, NULL, NULL, (const char *[]) { "--spec", "whatwg", "--json", "--base", "http://a/b/c/d;p?q",
                                                 "..\\g", "//[::1", NULL });
  g_assert_cmpint (run.status, ==, 1);
  objects = parse_json_lines (&run);
  g_assert_cmpuint (objects->len, ==, 2);

  o = json_node_get_object (g_ptr_array_index (objects, 0));
  res = json_object_get_object_member (o, "resolution");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (o, "url"), "href"), ==, "http://a/b/g");
  g_assert_cmpstr (json_object_get_string_member (res, "target"), ==, "http://a/b/g");
  diagnostics = json_object_get_array_member (o, "diagnostics");
  g_assert_cmpuint (json_array_get_length (diagnostics), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (diagnostics, 0), "whatwg"), ==,
                   "invalid-reverse-solidus");
  steps = json_object_get_array_member (res, "steps");
  g_assert_cmpuint (json_array_get_length (steps), ==, 6);
  step = json_array_get_object_element (steps, 0);
  g_assert_true (json_object_get_null_member (step, "state"));
  g_assert_cmpstr (json_object_get_string_member (step, "branch"), ==, "base");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (step, "record"), "path"), ==,
                   "/b/c/d;p");
  step = json_array_get_object_element (steps, 4);
  g_assert_cmpstr (json_object_get_string_member (step, "state"), ==, "path state");
  g_assert_cmpstr (json_object_get_string_member (step, "branch"), ==, "path-double-dot");
  g_assert_cmpint (json_object_get_int_member (step, "start"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (step, "end"), ==, 3);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (step, "errors"), 0), ==,
                   "invalid-reverse-solidus");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (step, "record"), "path"), ==, "/b");
  g_assert_true (json_object_get_null_member (json_object_get_object_member (step, "record"), "query"));
  g_assert_cmpint (json_object_get_int_member (res, "steps_omitted"), ==, 0);

  /* a browser refuses: no url, no target, the failure at the last step */
  o = json_node_get_object (g_ptr_array_index (objects, 1));
  res = json_object_get_object_member (o, "resolution");
  g_assert_true (json_object_get_null_member (o, "url"));
  g_assert_true (json_object_get_null_member (res, "target"));
  steps = json_object_get_array_member (res, "steps");
  step = json_array_get_object_element (steps, json_array_get_length (steps) - 1);
  g_assert_true (json_object_get_boolean_member (step, "failure"));
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (json_object_get_array_member (res, "issues"), 0), "code"),
                   ==, "failure");

  run_cli (&trace, NULL, NULL, (const char *[]) { "--spec", "whatwg", "--json", "--trace", "http://a/", NULL });
  g_assert_cmpint (trace.status, ==, 0);
  traced = parse_json_lines (&trace);
  res = json_object_get_object_member (json_node_get_object (g_ptr_array_index (traced, 0)), "resolution");
  g_assert_true (json_object_get_null_member (res, "base"));
  g_assert_cmpstr (json_object_get_string_member (res, "target"), ==, "http://a/");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (json_object_get_array_member (res, "steps"), 0), "state"),
                   ==, "scheme start state");

  run_cli (&text, NULL, NULL, (const char *[]) { "--spec", "whatwg", "--trace", "http://a/", NULL });
  out = out_text (&text);
  g_assert_nonnull (strstr (out, "The parse of “http://a/”, state by state (WHATWG URL Standard §4.4, the basic URL parser)\n"
                                 "  scheme start state “h”\n"));
  g_assert_nonnull (strstr (out, "  host state “a/”\n"));
}

/* The text report: tree, carets, fixes; no colour into a pipe. */
static void
test_text_output (void)
{
  g_auto(Run) run = { 0 };
  g_autofree char *text = NULL;

  run_cli (&run, NULL, NULL, (const char *[]) { "http://exa mple.com/a b?q=|#x", NULL });
  text = out_text (&run);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_null (strchr (text, '\033'));
  /* The first line says what the spec says and what a browser does. */
  g_assert_true (g_str_has_prefix (text, "http://exa mple.com/a b?q=|#x — RFC 3986: invalid (3 errors, 0 warnings, 0 notes)"
                                         " · a browser refuses it\n\n"
                                         "URI-reference  [0,29)  http://exa mple.com/a b?q=|#x\n"
                                         "└─ URI  [0,29)  http://exa mple.com/a b?q=|#x\n"
                                         "   ├─ scheme  [0,4)  http\n"));
  g_assert_nonnull (strstr (text, "   │  │     └─ reg-name  [7,19)  exa mple.com\n"));
  g_assert_nonnull (strstr (text, "error[space]: space (U+0020) is not allowed in a path segment (pchar, RFC 3986 §3.3); percent-encode it as %20\n"
                                  "  http://exa mple.com/a b?q=|#x\n"
                                  "                       ^\n"));
  /* Then how a browser reads it: it refuses it. */
  /* No fix keeps a host a browser reads: none is offered for the
   * host's space (never %20 there), and the text says so. */
  g_assert_null (strstr (text, "exa%20mple"));
  g_assert_true (g_str_has_suffix (text, "No fix makes this link valid: with every fix applied, 1 error is left: "
                                         "http://exa mple.com/a%20b?q=%7C#x\n"
                                         "\n"
                                         "Query parameters, decoded (URL Standard §5.1):\n"
                                         "  q = |\n"
                                         "\n"
                                         "In a browser: RFC 3986 reads the host as exa mple.com; a browser refuses the link: "
                                         "the host “exa mple.com” is not a valid domain name (UTS #46) "
                                         "(domain-to-ASCII, URL Standard §3.3)\n"));
}

/* --lens: each reader's row, the cells that are not what a browser reads
 * marked "*" — RFC 3986's too, which reads on past its error and shows the
 * parts it recovers — and the findings, each message in lower case after
 * "warning[code]: ", like the diagnostics. */
/* --lens --json: the readers, the registrable domain and the findings; a
 * nested URL's decoded bytes exactly in "value", its display form in
 * "detail". */
static void
test_lens_json (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(GPtrArray) objects = NULL;
  JsonObject *lens;
  JsonArray *readers, *findings;
  gboolean nested = FALSE;

  run_cli (&run, NULL, NULL, (const char *[]) { "--json", "--lens",
                                                 "https://example.com/r?url=https%3A%2F%2Fevil.com%2F%E2%80%AEx", NULL });
  objects = parse_json_lines (&run);
  g_assert_cmpuint (objects->len, ==, 1);
  lens = json_object_get_object_member (json_node_get_object (g_ptr_array_index (objects, 0)), "lens");
  readers = json_object_get_array_member (lens, "readers");
  g_assert_cmpuint (json_array_get_length (readers), ==, 5);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (readers, 0), "reader"), ==, "whatwg");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (readers, 0), "host"), ==, "example.com");
  g_assert_cmpstr (json_object_get_string_member (lens, "registrable_domain"), ==, "example.com");
  findings = json_object_get_array_member (lens, "findings");
  for (guint i = 0; i < json_array_get_length (findings); i++)
    {
      JsonObject *f = json_array_get_object_element (findings, i);

      if (g_strcmp0 (json_object_get_string_member (f, "code"), "nested-url") != 0)
        continue;
      nested = TRUE;
      g_assert_cmpstr (json_object_get_string_member (f, "value"), ==, "https://evil.com/\xe2\x80\xaex");
      g_assert_cmpstr (json_object_get_string_member (f, "detail"), ==, "https://evil.com/<U+202E>x");
    }
  g_assert_true (nested);
}

static void
test_lens_text (void)
{
  g_auto(Run) run = { 0 };
  g_autofree char *text = NULL;

  run_cli (&run, NULL, NULL, (const char *[]) { "--lens", "http://example.com\\@evil.com/", NULL });
  text = out_text (&run);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (text, "  A browser goes to example.com; GLib and curl go to evil.com; "
                                  "RFC 3986 finds the link invalid but reads the host as evil.com; "
                                  "uriparser refuses the link.\n"));
  g_assert_nonnull (strstr (text, "  Browser    http                   example.com        /@evil.com/\n"
                                  "  RFC 3986   http    example.com\\*  evil.com*          /*\n"));
  g_assert_nonnull (strstr (text, "  GLib       http    example.com\\*  evil.com*          /*\n"));
  g_assert_nonnull (strstr (text, "  * not what a browser reads\n"));
  g_assert_nonnull (strstr (text, "\nwarning[readers-disagree]: a browser goes to example.com; GLib and curl go to evil.com; "
                                  "RFC 3986 finds the link invalid but reads the host as evil.com; "
                                  "uriparser refuses the link (Claroty and Snyk"));
  /* A finding that speaks of the host says who reads which, as the rows do. */
  g_assert_nonnull (strstr (text, "\nwarning[userinfo-before-host]: “example.com\\” before “@” looks like a host name "
                                  "(example.com), and the readers disagree on whether it is the user information: "
                                  "a browser reads the host as example.com; RFC 3986, GLib and curl read evil.com (RFC 3986 §7.6)\n"));
  g_assert_nonnull (strstr (text, "\nwarning[backslash]: a browser reads “\\” as “/”, so for it the host ends here; "
                                  "programs that follow RFC 3986 read on, up to the “@” or the next “/”: "
                                  "a browser reads the host as example.com; RFC 3986, GLib and curl read evil.com"));
}

/* --lens --json carries the same words as the text: the headline and each
 * finding's message. */
static void
test_lens_json_text (void)
{
  g_auto(Run) text_run = { 0 };
  g_auto(Run) json_run = { 0 };
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) objects = NULL;
  JsonObject *lens;
  JsonArray *findings;
  g_autofree char *headline = NULL;

  run_cli (&text_run, NULL, NULL, (const char *[]) { "--lens", "http://example.com\\@evil.com/", NULL });
  run_cli (&json_run, NULL, NULL, (const char *[]) { "--json", "--lens", "http://example.com\\@evil.com/", NULL });
  text = out_text (&text_run);
  objects = parse_json_lines (&json_run);
  g_assert_cmpuint (objects->len, ==, 1);
  lens = json_object_get_object_member (json_node_get_object (g_ptr_array_index (objects, 0)), "lens");
  headline = g_strdup_printf ("\n  %s\n", json_object_get_string_member (lens, "headline"));
  g_assert_nonnull (strstr (text, headline));
  findings = json_object_get_array_member (lens, "findings");
  g_assert_cmpuint (json_array_get_length (findings), ==, 3);
  for (guint i = 0; i < json_array_get_length (findings); i++)
    {
      JsonObject *f = json_array_get_object_element (findings, i);
      g_autofree char *line = g_strdup_printf ("\n%s[%s]: %s (%s)\n", json_object_get_string_member (f, "severity"),
                                               json_object_get_string_member (f, "code"),
                                               json_object_get_string_member (f, "message"),
                                               json_object_get_string_member (f, "source"));

      g_assert_nonnull (strstr (text, line));
      if (strcmp (json_object_get_string_member (f, "code"), "userinfo-before-host") == 0)
        g_assert_true (g_str_has_suffix (json_object_get_string_member (f, "message"),
                                         ": a browser reads the host as example.com; RFC 3986, GLib and curl read evil.com"));
    }
}

/* Under an RFC, a line says how a browser reads the link when it reads it
 * otherwise, with carets under the characters of its href that differ;
 * with --spec all, under the first difference. Escape sequences of the
 * input never reach the terminal. */
static void
test_browser_line (void)
{
  g_auto(Run) report = { 0 };
  g_auto(Run) same = { 0 };
  g_auto(Run) matrix = { 0 };
  g_auto(Run) agree = { 0 };
  g_auto(Run) escaped = { 0 };
  g_auto(Run) relative = { 0 };
  g_autofree char *text = NULL;

  run_cli (&report, NULL, NULL, (const char *[]) { "http://example.com\\@evil.com/", NULL });
  text = out_text (&report);
  g_assert_true (g_str_has_suffix (text, "\n"
                                         "In a browser: RFC 3986 reads the host as evil.com; a browser reads example.com, "
                                         "because it reads “\\” as “/” in an http URL\n"
                                         "A browser reads: http://example.com/@evil.com/\n"
                                         "                        ^^^^^^^^^^^ ^^^^^^^^^^\n"));
  g_clear_pointer (&text, g_free);

  /* Equivalent under RFC 3986 §6.2.2–6.2.3: nothing to say. */
  run_cli (&same, NULL, NULL, (const char *[]) { "HTTP://Example.COM:80/a/../b", NULL });
  text = out_text (&same);
  g_assert_null (strstr (text, "In a browser"));
  g_assert_null (strstr (text, "A browser reads"));
  g_clear_pointer (&text, g_free);

  run_cli (&matrix, NULL, NULL, (const char *[]) { "--spec", "all", "http://0x7f.1/", NULL });
  text = out_text (&matrix);
  g_assert_nonnull (strstr (text, "  WHATWG URL Standard  invalid (2 errors)\n"
                                  "First difference: "));
  g_assert_true (g_str_has_suffix (text, "(IPv4-too-few-parts, URL Standard §3.5)\n"
                                         "In a browser: RFC 3986 reads the host as 0x7f.1; a browser reads 127.0.0.1, "
                                         "because it reads a host that ends in a number as an IPv4 address, whose numbers "
                                         "may be hexadecimal (0x…), octal (0…) or fewer than four\n"
                                         "A browser reads: http://127.0.0.1/\n"
                                         "                        ^^^^^^^^^\n"));
  g_clear_pointer (&text, g_free);

  run_cli (&agree, NULL, NULL, (const char *[]) { "--spec", "all", "javascript:alert(1)", NULL });
  text = out_text (&agree);
  g_assert_true (g_str_has_suffix (text, "The specs agree on every character.\n"));
  g_clear_pointer (&text, g_free);

  /* An escape sequence (OSC 52) in the link: ESC is percent-encoded by
   * the browser, BEL at the end removed; neither reaches the terminal. */
  run_cli (&escaped, NULL, NULL, (const char *[]) { "--spec", "all", "http://a/b\033]52;c;QQ==\a", NULL });
  text = out_text (&escaped);
  g_assert_null (strchr (text, '\033'));
  g_assert_null (strchr (text, '\a'));
  g_assert_true (g_str_has_suffix (text, "In a browser: RFC 3986 and a browser read the same host, but a browser rewrites "
                                         "the link: it percent-encodes control character ESC (U+001B) as %1B\n"
                                         "A browser reads: http://a/b%1B]52;c;QQ==\n"
                                         "                           ^^^\n"));
  g_clear_pointer (&text, g_free);

  /* A relative reference needs the page's address: nothing to say. */
  run_cli (&relative, NULL, NULL, (const char *[]) { "--spec", "all", "../g", NULL });
  text = out_text (&relative);
  g_assert_null (strstr (text, "In a browser"));
}

static void
test_color_always (void)
{
  g_auto(Run) run = { 0 };
  g_autofree char *text = NULL;

  run_cli (&run, NULL, NULL, (const char *[]) { "--color=always", "a b", NULL });
  text = out_text (&run);
  g_assert_nonnull (strstr (text, "\033[1;31merror[space]\033[0m"));
}

/* Standard input: one reference per line, an empty line is the empty
 * reference, CR LF is a line end, and the last line needs no LF. */
static void
test_stdin_lines (void)
{
  static const char input[] = "http://a/\n\nb c\r\n#f";
  g_autoptr(GBytes) bytes = g_bytes_new_static (input, sizeof input - 1);
  g_auto(Run) run = { 0 };
  g_autoptr(GPtrArray) objects = NULL;
  const char *const inputs[] = { "http://a/", "", "b c", "#f" };
  const gboolean valid[] = { TRUE, TRUE, FALSE, TRUE };

  run_cli (&run, bytes, NULL, (const char *[]) { "--json", NULL });
  g_assert_cmpint (run.status, ==, 1);
  objects = parse_json_lines (&run);
  g_assert_cmpuint (objects->len, ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      JsonObject *o = json_node_get_object (g_ptr_array_index (objects, i));

      g_assert_cmpstr (json_object_get_string_member (o, "input"), ==, inputs[i]);
      g_assert_cmpint (json_object_get_boolean_member (o, "valid"), ==, valid[i]);
      g_assert_cmpstr (json_object_get_string_member (o, "spec"), ==, "rfc3986");
    }
}

/* "-" reads standard input where it stands among the arguments. */
static void
test_stdin_dash (void)
{
  static const char input[] = "http://b/\nhttp://c/\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (input, sizeof input - 1);
  g_auto(Run) run = { 0 };
  g_autoptr(GPtrArray) objects = NULL;
  const char *const inputs[] = { "http://a/", "http://b/", "http://c/", "http://d/" };

  run_cli (&run, bytes, NULL, (const char *[]) { "--json", "http://a/", "-", "http://d/", NULL });
  g_assert_cmpint (run.status, ==, 0);
  objects = parse_json_lines (&run);
  g_assert_cmpuint (objects->len, ==, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpstr (json_object_get_string_member (json_node_get_object (g_ptr_array_index (objects, i)), "input"),
                     ==, inputs[i]);
}

/* --lens: a warning among the findings makes the exit status 1, for a
 * reference the grammar accepts; a clean link keeps 0. */
static void
test_lens_exit_status (void)
{
  g_auto(Run) warned = { 0 };
  g_auto(Run) clean = { 0 };
  g_auto(Run) plain = { 0 };

  run_cli (&warned, NULL, NULL, (const char *[]) { "--lens", "--quiet", "http://paypal.com@evil.com/", NULL });
  run_cli (&clean, NULL, NULL, (const char *[]) { "--lens", "--quiet", "https://example.com/a?b=c", NULL });
  run_cli (&plain, NULL, NULL, (const char *[]) { "--quiet", "http://paypal.com@evil.com/", NULL });
  g_assert_cmpint (warned.status, ==, 1);
  g_assert_cmpint (clean.status, ==, 0);
  g_assert_cmpint (plain.status, ==, 0);
}

/* The text lists the query's parameters, decoded and escaped, after the
 * diagnostics; none without a query. */
static void
test_text_query_params (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) none = { 0 };
  g_autofree char *text = NULL;
  g_autofree char *none_text = NULL;

  run_cli (&run, NULL, NULL, (const char *[]) { "--color=never", "http://a/?q=caf%C3%A9+au+lait&x=%0A&q=2", NULL });
  text = out_text (&run);
  g_assert_nonnull (strstr (text, "\nQuery parameters, decoded (URL Standard §5.1):\n"
                                  "  q = café au lait\n"
                                  "  x = "));
  g_assert_nonnull (strstr (text, "\n  q = 2\n"));
  /* The decoded LF is escaped: it never reaches the terminal raw. */
  g_assert_null (strstr (text, "  x = \n"));
  run_cli (&none, NULL, NULL, (const char *[]) { "--color=never", "http://a/", NULL });
  none_text = out_text (&none);
  g_assert_null (strstr (none_text, "Query parameters"));
}

/* A link wrapped over two lines: the fix joins them (no %0A), and the
 * diagnostic says so. */
static void
test_wrapped_link (void)
{
  g_auto(Run) run = { 0 };
  g_autofree char *text = NULL;

  run_cli (&run, NULL, NULL, (const char *[]) { "--color=never", "https://example.com/a/very/long/pa\nth?x=1", NULL });
  text = out_text (&run);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (text, "error[wrapped-lines]: the link is wrapped over several lines"));
  g_assert_nonnull (strstr (text, "\nWith every fix applied: https://example.com/a/very/long/path?x=1\n"));
  g_assert_null (strstr (text, "%0A"));
}

/* The JSON of one reference, member by member. */
static void
test_json_members (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(GPtrArray) objects = NULL;
  JsonObject *o, *components, *tree, *diag, *fix;
  JsonArray *diagnostics;

  run_cli (&run, NULL, NULL, (const char *[]) { "--json", "http://a?q=|", NULL });
  objects = parse_json_lines (&run);
  o = json_node_get_object (g_ptr_array_index (objects, 0));
  components = json_object_get_object_member (o, "components");
  g_assert_cmpstr (json_object_get_string_member (components, "scheme"), ==, "http");
  g_assert_cmpstr (json_object_get_string_member (components, "host"), ==, "a");
  g_assert_cmpstr (json_object_get_string_member (components, "path"), ==, "");
  g_assert_cmpstr (json_object_get_string_member (components, "query"), ==, "q=|");
  g_assert_true (json_object_get_null_member (components, "fragment"));
  g_assert_true (json_object_get_null_member (components, "port"));
  g_assert_true (json_object_get_null_member (components, "userinfo"));

  tree = json_object_get_object_member (o, "tree");
  g_assert_cmpstr (json_object_get_string_member (tree, "rule"), ==, "URI-reference");
  g_assert_cmpint (json_object_get_int_member (tree, "end"), ==, 12);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (tree, "children")), ==, 1);

  diagnostics = json_object_get_array_member (o, "diagnostics");
  g_assert_cmpuint (json_array_get_length (diagnostics), ==, 1);
  diag = json_array_get_object_element (diagnostics, 0);
  g_assert_cmpint (json_object_get_int_member (diag, "start"), ==, 11);
  g_assert_cmpint (json_object_get_int_member (diag, "end"), ==, 12);
  g_assert_cmpstr (json_object_get_string_member (diag, "severity"), ==, "error");
  g_assert_cmpstr (json_object_get_string_member (diag, "code"), ==, "excluded-char");
  g_assert_cmpstr (json_object_get_string_member (diag, "rule"), ==, "query");
  g_assert_cmpstr (json_object_get_string_member (diag, "expected"), ==, "pchar / \"/\" / \"?\"");
  g_assert_cmpstr (json_object_get_string_member (diag, "message"), ==,
                   "“|” (U+007C) is not allowed in the query (query, RFC 3986 §3.4); percent-encode it as %7C");
  fix = json_object_get_object_member (diag, "fix");
  g_assert_cmpstr (json_object_get_string_member (fix, "text"), ==, "%7C");

  {
    JsonArray *params = json_object_get_array_member (o, "query_params");
    JsonObject *p;

    g_assert_cmpuint (json_array_get_length (params), ==, 1);
    p = json_array_get_object_element (params, 0);
    g_assert_cmpstr (json_object_get_string_member (p, "name"), ==, "q");
    g_assert_cmpstr (json_object_get_string_member (p, "value"), ==, "|");
    g_assert_cmpint (json_object_get_int_member (p, "start"), ==, 9);
    g_assert_cmpint (json_object_get_int_member (p, "end"), ==, 12);
    g_assert_cmpuint (json_object_get_size (p), ==, 4);
  }
}

/* "query_params" under every spec: the pairs in order, repeated names
 * kept, decoded ("+" a space, percent-decoded, U+FFFD for what is not
 * UTF-8), each with its span; a NUL carried in base64; [] without a query
 * and, under whatwg, when a browser refuses the link. */
static void
test_json_query_params (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) none = { 0 };
  g_autoptr(GPtrArray) objects = NULL;
  g_autoptr(GPtrArray) empty = NULL;
  static const struct { const char *name, *value; gint64 start, end; } want[] = {
    { "a", "1", 10, 13 }, { "b", "é x", 14, 24 }, { "a", "", 25, 26 }, { "", "=", 27, 29 },
    { "%zz", "\xef\xbf\xbd", 30, 37 }, { "n", "\xef\xbf\xbd", 38, 43 },
  };
  guint available = 0;

  for (guint i = 0; i < US_SPEC_COUNT; i++)
    available += us_spec_is_available ((UsSpec) i);
  run_cli (&run, NULL, NULL, (const char *[]) { "--spec", "all", "--json",
                                                 "http://h/?a=1&b=%C3%A9+x&a&==&%zz=%FF&n=%00#x=y", NULL });
  objects = parse_json_lines (&run);
  g_assert_cmpuint (objects->len, ==, available);
  for (guint i = 0; i < objects->len; i++)
    {
      JsonObject *o = json_node_get_object (g_ptr_array_index (objects, i));
      JsonArray *params = json_object_get_array_member (o, "query_params");
      const char *spec = json_object_get_string_member (o, "spec");
      /* RFC 1738's http URL has no fragment: "#x=y" is in its last value */
      gboolean fragment_in_query = g_str_equal (spec, "rfc1738");

      g_assert_cmpuint (json_array_get_length (params), ==, G_N_ELEMENTS (want));
      for (guint k = 0; k < G_N_ELEMENTS (want); k++)
        {
          JsonObject *p = json_array_get_object_element (params, k);
          gboolean last = k + 1 == G_N_ELEMENTS (want);

          g_assert_cmpstr (json_object_get_string_member (p, "name"), ==, want[k].name);
          g_assert_cmpint (json_object_get_int_member (p, "start"), ==, want[k].start);
          if (last && fragment_in_query)
            {
              g_assert_cmpstr (json_object_get_string_member (p, "value"), ==, "\xef\xbf\xbd#x=y");
              g_assert_cmpint (json_object_get_int_member (p, "end"), ==, want[k].end + 4);
            }
          else
            {
              g_assert_cmpstr (json_object_get_string_member (p, "value"), ==, want[k].value);
              g_assert_cmpint (json_object_get_int_member (p, "end"), ==, want[k].end);
            }
        }
      /* "%00": NUL, which a JSON string here does not carry: in base64 */
      {
        JsonObject *p = json_array_get_object_element (params, 5);
        gsize len;
        g_autofree guchar *bytes = g_base64_decode (json_object_get_string_member (p, "value_base64"), &len);

        g_assert_cmpmem (bytes, len, "\0#x=y", fragment_in_query ? 5 : 1);
        g_assert_false (json_object_has_member (p, "name_base64"));
        g_assert_false (json_object_has_member (json_array_get_object_element (params, 4), "value_base64"));
      }
    }

  run_cli (&none, NULL, NULL, (const char *[]) { "--spec", "all", "--json", "http://h/p", "http://h/p?", NULL });
  empty = parse_json_lines (&none);
  g_assert_cmpuint (empty->len, ==, 2 * available);
  for (guint i = 0; i < empty->len; i++)
    {
      JsonObject *o = json_node_get_object (g_ptr_array_index (empty, i));

      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "query_params")), ==, 0);
    }

  {
    g_auto(Run) refused = { 0 };
    g_autoptr(GPtrArray) lines = NULL;
    JsonObject *o;

    run_cli (&refused, NULL, NULL, (const char *[]) { "--spec", "whatwg", "--json", "http://h:99999/?a=1", NULL });
    lines = parse_json_lines (&refused);
    o = json_node_get_object (g_ptr_array_index (lines, 0));
    g_assert_true (json_object_get_null_member (o, "url"));
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "query_params")), ==, 0);
  }
}

/* Bytes JSON strings cannot carry: shown with U+FFFD, exact in base64. */
static void
test_json_nul_and_invalid_utf8 (void)
{
  static const char input[] = "a\0b\xff\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (input, sizeof input - 1);
  g_auto(Run) run = { 0 };
  g_autoptr(GPtrArray) objects = NULL;
  JsonObject *o;
  gsize len;
  g_autofree guchar *decoded = NULL;

  run_cli (&run, bytes, NULL, (const char *[]) { "--json", NULL });
  objects = parse_json_lines (&run);
  g_assert_cmpuint (objects->len, ==, 1);
  o = json_node_get_object (g_ptr_array_index (objects, 0));
  g_assert_cmpstr (json_object_get_string_member (o, "input"), ==, "a\xef\xbf\xbd" "b\xef\xbf\xbd");
  decoded = g_base64_decode (json_object_get_string_member (o, "input_base64"), &len);
  g_assert_cmpmem (decoded, len, input, 4);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "diagnostics")), ==, 2);
}

/* A line over the cap is reported as such, whole, never cut and parsed. */
static void
test_line_over_cap (void)
{
  gsize len = US_MAX_INPUT + 10;
  char *big = g_malloc (len + 2);
  g_autoptr(GBytes) bytes = NULL;
  g_auto(Run) run = { 0 };
  g_autoptr(GPtrArray) objects = NULL;
  JsonObject *o;

  memset (big, 'a', len);
  memcpy (big + len, "\nb", 2);
  bytes = g_bytes_new_take (big, len + 2);
  run_cli (&run, bytes, NULL, (const char *[]) { "--json", NULL });
  g_assert_cmpint (run.status, ==, 1);
  objects = parse_json_lines (&run);
  g_assert_cmpuint (objects->len, ==, 2);
  o = json_node_get_object (g_ptr_array_index (objects, 0));
  g_assert_true (json_object_get_null_member (o, "input"));
  g_assert_cmpint (json_object_get_int_member (o, "length"), ==, (gint64) len);
  g_assert_nonnull (strstr (json_object_get_string_member (o, "error"), "8388618 bytes long"));
  o = json_node_get_object (g_ptr_array_index (objects, 1));
  g_assert_cmpstr (json_object_get_string_member (o, "input"), ==, "b");
}

static GBytes *
read_corpus (guint *n_lines)
{
  g_autoptr(GString) all = g_string_new (NULL);
  const char *files[] = { "urls-web.txt", "urls-files.txt" };

  *n_lines = 0;
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bench", files[i], NULL);
      g_autofree char *contents = NULL;
      gsize len;
      g_autoptr(GError) error = NULL;

      g_file_get_contents (path, &contents, &len, &error);
      g_assert_no_error (error);
      g_string_append_len (all, contents, len);
      for (gsize k = 0; k < len; k++)
        *n_lines += contents[k] == '\n';
    }
  return g_string_free_to_bytes (g_steal_pointer (&all));
}

/* Every line of the corpus: one valid JSON object each, in order. */
static void
test_corpus_json_lines (void)
{
  guint n_lines;
  g_autoptr(GBytes) corpus = read_corpus (&n_lines);
  g_auto(Run) run = { 0 };
  g_autoptr(GPtrArray) objects = NULL;
  guint invalid = 0;
  /* Under the sanitizers (slow), every line is still checked to be one
   * object, and one line in twenty is read in full. */
  guint every = g_getenv ("URISCOPE_TEST_SANITIZED") ? 20 : 1;

  run_cli (&run, corpus, NULL, (const char *[]) { "--json", NULL });
  g_assert_cmpint (run.status, ==, 1);
  objects = parse_json_lines_every (&run, every);
  g_assert_cmpuint (objects->len, ==, n_lines);
  g_assert_cmpuint (n_lines, ==, 54217);
  for (guint i = 0; i < objects->len; i += every)
    invalid += !json_object_get_boolean_member (json_node_get_object (g_ptr_array_index (objects, i)), "valid");
  g_test_message ("%u of %u read corpus lines are invalid under RFC 3986", invalid, n_lines / every);
  if (every == 1)
    {
      /* The corpus README counts 337 lines holding characters RFC 3986 excludes. */
      g_assert_cmpuint (invalid, >=, 337);
      g_assert_cmpuint (invalid, <, 2000);
    }
}

/* --quiet prints nothing and still judges: 100,000 lines at a time. */
static void
test_quiet_many_lines (void)
{
  g_autoptr(GString) input = g_string_new (NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) bad_bytes = NULL;
  g_auto(Run) run = { 0 };
  g_auto(Run) bad = { 0 };

  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (input, "http://h%u.example/p/%u?q#f\n", i, i);
  bytes = g_bytes_new (input->str, input->len);
  run_cli (&run, bytes, NULL, (const char *[]) { "--quiet", NULL });
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (g_bytes_get_size (run.out), ==, 0);

  g_string_append (input, "bad line\n");
  bad_bytes = g_bytes_new (input->str, input->len);
  run_cli (&bad, bad_bytes, NULL, (const char *[]) { "-q", NULL });
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_cmpuint (g_bytes_get_size (bad.out), ==, 0);
}

/* --spec all gives one result per available spec. */
static void
test_spec_all (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(GPtrArray) objects = NULL;
  guint available = 0;

  for (guint i = 0; i < US_SPEC_COUNT; i++)
    available += us_spec_is_available ((UsSpec) i);
  run_cli (&run, NULL, NULL, (const char *[]) { "--spec", "all", "--json", "http://a/", NULL });
  objects = parse_json_lines (&run);
  g_assert_cmpuint (objects->len, ==, available);
  for (guint i = 0; i < objects->len; i++)
    {
      JsonObject *o = json_node_get_object (g_ptr_array_index (objects, i));

      g_assert_true (json_object_get_boolean_member (o, "valid"));
      g_assert_true (json_object_has_member (o, "tree"));
    }
}

/* In text, --spec all prints the matrix and the first difference; with a
 * base, the target under each spec. Invalid under one spec is exit 1. */
static void
test_spec_all_text (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) resolved = { 0 };
  g_autofree char *text = NULL;
  g_autofree char *targets = NULL;

  run_cli (&run, NULL, NULL, (const char *[]) { "--spec", "all", "?y", NULL });
  g_assert_cmpint (run.status, ==, 1);
  text = out_text (&run);
  g_assert_true (g_str_has_prefix (text, "?y — under every spec\n"
                                         "  RFC 3986             valid\n"
                                         "  RFC 3987             valid\n"
                                         "  RFC 2396             invalid (1 error)\n"
                                         "  RFC 1808             valid\n"
                                         "  RFC 1738             invalid (1 error)\n"
                                         "  WHATWG URL Standard  invalid (1 error)\n"
                                         "First difference: “?” (U+003F) at byte 0 is part of relative-ref under RFC 3986, "
                                         "but under RFC 2396: a relative URI must begin with a path"));

  run_cli (&resolved, NULL, NULL, (const char *[]) { "--spec", "all", "--base", "http://a/b/c/d;p?q", "?y", NULL });
  targets = out_text (&resolved);
  g_assert_nonnull (strstr (targets, "Target under RFC 3986: http://a/b/c/d;p?y\n"
                                     "Target under RFC 3987: http://a/b/c/d;p?y\n"
                                     "Target under RFC 2396: http://a/b/c/?y\n"
                                     "Target under RFC 1808: http://a/b/c/d;p?y\n"));
}

/* Every option under every spec (issue "One link, one reading"): --base,
 * --normalize and --equivalent work where the spec defines them and are
 * refused with exit 2 where it does not; an equivalence or a resolution a
 * browser reads to another host is not called good. */
static void
test_options_every_spec (void)
{
  static const struct {
    const char *args[8];
    int status;
    const char *out;        /* NULL: nothing asked of the output */
    const char *err;
  } cases[] = {
    /* WHATWG: equivalence is equality of the href */
    { { "--spec", "whatwg", "--equivalent", "http://evil.example/", "--quiet", "http://a/" }, 1, NULL, NULL },
    { { "--spec", "whatwg", "--equivalent", "HTTP://A/./b", "http://a/b" }, 0,
      "Equivalent to “HTTP://A/./b”: a browser makes the same href of both (URL Standard §4.5).\n", NULL },
    { { "--spec", "whatwg", "--normalize", "HTTP://A/./b" }, 0,
      "Normalized (a browser’s href, URL Standard §4.5): http://a/b\n", NULL },
    /* RFC 3987: RFC 3986's normalization through the URI, and resolution */
    { { "--spec", "rfc3987", "--equivalent", "http://r%C3%A9/~", "--quiet", "http://r\xc3\xa9/%7e" }, 0, NULL, NULL },
    { { "--spec", "rfc3987", "--base", "http://r\xc3\xa9/b/c", "../g" }, 0, "Target: http://r\xc3\xa9/g\n", NULL },
    /* refused where the spec defines none */
    { { "--spec", "rfc1738", "--base", "http://a/", "g" }, 2, NULL, "RFC 1738 defines no resolution" },
    { { "--spec", "rfc2396", "--normalize", "http://a/" }, 2, NULL, "RFC 2396 defines no normal form" },
    { { "--spec", "rfc1808", "--equivalent", "http://a/", "http://a/" }, 2, NULL, "RFC 1808 defines no normal form" },
    /* a browser sends them to different hosts: not equivalent */
    { { "--equivalent", "http:////evil.com", "http:///a/..//evil.com" }, 1,
      "but a browser goes to a with this link and to evil.com with the other.\n", NULL },
    /* the RFC's letter, read back with another authority: the safe target */
    { { "--base", "http:/b/c", "..//evil.com" }, 1,
      "Target: http://evil.com\nSafe target, with the same path: http:/.//evil.com\n", NULL },
    { { "--base", "a:/", ".//b" }, 1, "Safe target, with the same path: a:/.//b\n", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(Run) run = { 0 };
      g_autofree char *text = NULL;

      run_cli (&run, NULL, NULL, cases[i].args);
      text = out_text (&run);
      g_test_message ("case %u: exit %d", i, run.status);
      g_assert_cmpint (run.status, ==, cases[i].status);
      if (cases[i].out != NULL)
        g_assert_nonnull (strstr (text, cases[i].out));
      if (cases[i].err != NULL)
        g_assert_nonnull (strstr (run.err, cases[i].err));
      if (cases[i].status == 2)
        g_assert_cmpuint (g_bytes_get_size (run.out), ==, 0);
    }
}

/* The text's first line and browser line and the JSON's "verdict" and
 * "browser" say the same, under every RFC. */
static void
test_text_and_json_agree (void)
{
  static const char *const links[] = {
    "http://example.com\\@evil.com/", "http://exa mple.com/a b?q=|", "http://0x7f.1/", "http://example.com/",
    "../g", "HTTP://EXAMPLE.COM:80/%7e", "\xe2\x80\x9chttp://example.com/\xe2\x80\x9d",
  };
  static const char *const specs[] = { "rfc3986", "rfc3987", "rfc2396", "rfc1808", "rfc1738" };

  for (guint l = 0; l < G_N_ELEMENTS (links); l++)
    for (guint s = 0; s < G_N_ELEMENTS (specs); s++)
      {
        g_auto(Run) text_run = { 0 };
        g_auto(Run) json_run = { 0 };
        g_autoptr(GPtrArray) objects = NULL;
        g_autofree char *text = NULL;
        JsonObject *object, *browser;
        const char *message, *verdict, *clause;

        run_cli (&text_run, NULL, NULL, (const char *[]) { "--spec", specs[s], links[l], NULL });
        run_cli (&json_run, NULL, NULL, (const char *[]) { "--json", "--spec", specs[s], links[l], NULL });
        g_assert_cmpint (text_run.status, ==, json_run.status);
        text = out_text (&text_run);
        objects = parse_json_lines (&json_run);
        object = json_node_get_object (g_ptr_array_index (objects, 0));
        browser = json_object_get_object_member (object, "browser");
        verdict = json_object_get_string_member (object, "verdict");
        /* the verdict's browser half ends the text's first line */
        clause = strstr (verdict, " · ");
        g_assert_nonnull (clause);
        {
          g_autofree char *first = g_strndup (text, strcspn (text, "\n"));
          g_autofree char *half = g_strndup (clause, strlen (clause) - 1);   /* without its "." */

          g_assert_true (g_str_has_suffix (first, half));
        }
        /* the text's "In a browser" line is the JSON's message, when they differ */
        message = json_object_get_string_member (browser, "message");
        if (json_object_get_boolean_member (browser, "differs"))
          {
            g_autofree char *line = g_strdup_printf ("In a browser: %s\n", message);

            g_assert_nonnull (strstr (text, line));
          }
        else
          g_assert_null (strstr (text, "In a browser: "));
      }
}

/* At the 8 MiB cap, bytes that are not UTF-8 make an href longer than the
 * cap: the text, the JSON and the lens read the same host, and nothing
 * asserts. */
static void
test_cap_agrees (void)
{
  g_autoptr(GString) line = g_string_new ("http://a/");
  g_autoptr(GBytes) input = NULL;
  g_auto(Run) text_run = { 0 };
  g_auto(Run) json_run = { 0 };
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) objects = NULL;
  JsonObject *browser;

  for (guint i = 0; i < 932100; i++)
    g_string_append_c (line, (char) 0xFF);
  g_string_append_c (line, '\n');
  input = g_bytes_new (line->str, line->len);
  run_cli (&text_run, input, NULL, (const char *[]) { "--lens", NULL });
  run_cli (&json_run, input, NULL, (const char *[]) { "--json", "--lens", NULL });
  g_assert_true (text_run.err == NULL || *text_run.err == '\0');
  g_assert_true (json_run.err == NULL || *json_run.err == '\0');
  text = out_text (&text_run);
  g_assert_nonnull (strstr (text, "In a browser: RFC 3986 and a browser read the same host, but a browser rewrites "
                                  "the link"));
  g_assert_null (strstr (text, "reads no host"));
  objects = parse_json_lines (&json_run);
  browser = json_object_get_object_member (json_node_get_object (g_ptr_array_index (objects, 0)), "browser");
  g_assert_cmpstr (json_object_get_string_member (browser, "host"), ==, "a");
}

/* The JSON's browser reading says what differs: the backslash in the
 * input, and in the href the host and the path a browser reads. */
static void
test_json_browser_spans (void)
{
  g_auto(Run) run = { 0 };
  g_autoptr(GPtrArray) objects = NULL;
  JsonObject *browser;
  JsonArray *input_spans, *href_spans;

  run_cli (&run, NULL, NULL, (const char *[]) { "--json", "http://example.com\\@evil.com/", NULL });
  objects = parse_json_lines (&run);
  browser = json_object_get_object_member (json_node_get_object (g_ptr_array_index (objects, 0)), "browser");
  g_assert_cmpstr (json_object_get_string_member (browser, "verdict"), ==, "other-host");
  g_assert_cmpstr (json_object_get_string_member (browser, "cause"), ==, "reverse-solidus");
  g_assert_cmpstr (json_object_get_string_member (browser, "href"), ==, "http://example.com/@evil.com/");
  input_spans = json_object_get_array_member (browser, "input_spans");
  href_spans = json_object_get_array_member (browser, "href_spans");
  g_assert_cmpuint (json_array_get_length (input_spans), >, 0);
  g_assert_cmpuint (json_array_get_length (href_spans), >, 0);
  /* the backslash, byte 18, is among the input's spans */
  {
    gboolean backslash = FALSE;

    for (guint i = 0; i < json_array_get_length (input_spans); i++)
      {
        JsonObject *span = json_array_get_object_element (input_spans, i);

        backslash = backslash || (json_object_get_int_member (span, "start") <= 18 &&
                                  json_object_get_int_member (span, "end") > 18);
      }
    g_assert_true (backslash);
  }
}

/* The Spanish translation is used when asked for. */
static void
test_spanish (void)
{
  g_auto(Run) run = { 0 };
  g_autofree char *text = NULL;

  if (g_getenv ("URISCOPE_LOCALEDIR") == NULL)
    {
      g_test_skip ("URISCOPE_LOCALEDIR is not set");
      return;
    }
  run_cli (&run, NULL, "es", (const char *[]) { "http://a/b c", NULL });
  text = out_text (&run);
  g_assert_nonnull (strstr (text, "error[space]: el espacio (U+0020) no está permitido en un segmento de ruta "
                                  "(pchar, RFC 3986 §3.3); codifíquelo con porcentajes como %20"));
  g_assert_nonnull (strstr (text, "RFC 3986: no válida"));
}

/* --base: the trace for people, every step for programs. */
static void
test_resolution (void)
{
  g_auto(Run) text_run = { 0 };
  g_auto(Run) json_run = { 0 };
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) objects = NULL;
  JsonObject *res;
  JsonArray *steps, *rows;

  run_cli (&text_run, NULL, NULL, (const char *[]) { "--base", "http://a/b/c/d;p?q", "../g?y#s", NULL });
  g_assert_cmpint (text_run.status, ==, 0);
  text = out_text (&text_run);
  g_assert_nonnull (strstr (text, "Resolution of “../g?y#s” against “http://a/b/c/d;p?q” (RFC 3986 §5.2)\n"));
  g_assert_nonnull (strstr (text, "  5.2.3  The reference’s path replaces the last segment of the base’s path"));
  g_assert_nonnull (strstr (text, "         STEP  OUTPUT BUFFER  INPUT BUFFER\n"
                                  "         1                    /b/c/../g\n"
                                  "         2E    /b             /c/../g\n"
                                  "         2E    /b/c           /../g\n"
                                  "         2C    /b             /g\n"
                                  "         2E    /b/g\n"));
  g_assert_true (g_str_has_suffix (text, "Target: http://a/b/g?y#s\n"));

  run_cli (&json_run, NULL, NULL, (const char *[]) { "--json", "--base", "http://a/b/c/d;p?q", "http:g", NULL });
  objects = parse_json_lines (&json_run);
  res = json_object_get_object_member (json_node_get_object (g_ptr_array_index (objects, 0)), "resolution");
  g_assert_cmpstr (json_object_get_string_member (res, "base"), ==, "http://a/b/c/d;p?q");
  g_assert_cmpstr (json_object_get_string_member (res, "target"), ==, "http:g");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (res, "alternative"), "target"), ==,
                   "http://a/b/c/g");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (res, "alternative"), "kind"), ==,
                   "compat");
  steps = json_object_get_array_member (res, "steps");
  g_assert_cmpuint (json_array_get_length (steps), ==, 7);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (steps, 2), "branch"), ==,
                   "strict-scheme");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (json_array_get_object_element (steps, 6),
                                                                                 "components"), "path"), ==, "g");
  rows = json_object_get_array_member (res, "dot_segments");
  g_assert_cmpuint (json_array_get_length (rows), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (rows, 1), "step"), ==, "2E");
}

/* Standard input with --base: every line against the same base; bad bases
 * and unusable options are reported. */
static void
test_resolution_inputs (void)
{
  static const char input[] = "g\n\n../..\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (input, sizeof input - 1);
  g_auto(Run) run = { 0 };
  g_auto(Run) relative = { 0 };
  g_auto(Run) compat_alone = { 0 };
  g_auto(Run) legacy_alone = { 0 };
  g_auto(Run) legacy = { 0 };
  g_autoptr(GPtrArray) objects = NULL;
  g_autoptr(GPtrArray) legacy_objects = NULL;
  const char *const targets[] = { "http://a/b/c/g", "http://a/b/c/d;p?q", "http://a/" };
  g_autofree char *relative_text = NULL;

  run_cli (&run, bytes, NULL, (const char *[]) { "--json", "--base=http://a/b/c/d;p?q", NULL });
  g_assert_cmpint (run.status, ==, 0);
  objects = parse_json_lines (&run);
  g_assert_cmpuint (objects->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      JsonObject *o = json_node_get_object (g_ptr_array_index (objects, i));

      g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (o, "resolution"), "target"), ==,
                       targets[i]);
    }

  run_cli (&relative, NULL, NULL, (const char *[]) { "--base", "a/b", "c", NULL });
  g_assert_cmpint (relative.status, ==, 1);
  relative_text = out_text (&relative);
  g_assert_nonnull (strstr (relative_text, "No target.\nerror[base-not-absolute]: The base has no scheme"));

  run_cli (&compat_alone, NULL, NULL, (const char *[]) { "--compat", "g", NULL });
  g_assert_cmpint (compat_alone.status, ==, 2);
  /* RFC 1808 has its parser now: no base is needed. */
  run_cli (&legacy_alone, NULL, NULL, (const char *[]) { "--spec", "rfc1808", "g;x", NULL });
  g_assert_cmpint (legacy_alone.status, ==, 0);
  {
    g_autofree char *text = out_text (&legacy_alone);

    g_assert_nonnull (strstr (text, "params"));
  }

  run_cli (&legacy, NULL, NULL, (const char *[]) { "--json", "--spec", "rfc1808", "--base", "http://a/b/c/d;p?q#f",
                                                   ";x", NULL });
  g_assert_cmpint (legacy.status, ==, 0);
  legacy_objects = parse_json_lines (&legacy);
  {
    JsonObject *o = json_node_get_object (g_ptr_array_index (legacy_objects, 0));

    g_assert_true (json_object_get_boolean_member (o, "valid"));
    g_assert_cmpstr (json_object_get_string_member (o, "spec"), ==, "rfc1808");
    g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (o, "resolution"), "target"), ==,
                     "http://a/b/c/d;x");
  }
}

/* --normalize and --equivalent. */
static void
test_normalization (void)
{
  g_auto(Run) text_run = { 0 };
  g_auto(Run) json_run = { 0 };
  g_auto(Run) different = { 0 };
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) objects = NULL;
  JsonObject *o, *norm, *eq;

  run_cli (&text_run, NULL, NULL, (const char *[]) { "--normalize", "--equivalent", "http://example.com/",
                                                     "HTTP://Example.COM:80", NULL });
  g_assert_cmpint (text_run.status, ==, 0);
  text = out_text (&text_run);
  g_assert_nonnull (strstr (text, "Normalization of “HTTP://Example.COM:80” (RFC 3986 §6.2.2, §6.2.3)\n"
                                  "  6.2.2.1  Case: the scheme and the host in lower case, percent-encodings in upper case.\n"
                                  "           http://example.com:80\n"
                                  "           • scheme “HTTP” → “http”\n"));
  g_assert_nonnull (strstr (text, "           • port “80” is the default of http and is removed\n"));
  g_assert_true (g_str_has_suffix (text, "Normalized: http://example.com/\n"
                                         "Equivalent to “http://example.com/” from the scheme rung on (RFC 3986 §6.2.3).\n"));

  run_cli (&json_run, NULL, NULL, (const char *[]) { "--json", "--equivalent", "http://a/~b", "http://A/%7eb", NULL });
  objects = parse_json_lines (&json_run);
  o = json_node_get_object (g_ptr_array_index (objects, 0));
  norm = json_object_get_object_member (o, "normalization");
  eq = json_object_get_object_member (o, "equivalence");
  g_assert_cmpstr (json_object_get_string_member (norm, "normalized"), ==, "http://a/~b");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (norm, "rungs")), ==, 4);
  g_assert_true (json_object_get_boolean_member (eq, "equivalent"));
  g_assert_cmpstr (json_object_get_string_member (eq, "rung"), ==, "percent-encoding");

  run_cli (&different, NULL, NULL, (const char *[]) { "--equivalent", "http://a/b%2Fc", "http://a/b/c", NULL });
  g_assert_cmpint (different.status, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  test_init (&argc, &argv);

  g_test_add_func ("/cli/exit-status", test_exit_status);
  g_test_add_func ("/cli/help-and-version", test_help_and_version);
  g_test_add_func ("/cli/text-output", test_text_output);
  g_test_add_func ("/cli/browser-line", test_browser_line);
  g_test_add_func ("/cli/lens-text", test_lens_text);
  g_test_add_func ("/cli/lens-json", test_lens_json);
  g_test_add_func ("/cli/lens-json-text", test_lens_json_text);
  g_test_add_func ("/cli/color-always", test_color_always);
  g_test_add_func ("/cli/stdin-lines", test_stdin_lines);
  g_test_add_func ("/cli/stdin-dash", test_stdin_dash);
  g_test_add_func ("/cli/lens-exit-status", test_lens_exit_status);
  g_test_add_func ("/cli/text-query-params", test_text_query_params);
  g_test_add_func ("/cli/wrapped-link", test_wrapped_link);
  g_test_add_func ("/cli/json-members", test_json_members);
  g_test_add_func ("/cli/json-query-params", test_json_query_params);
  g_test_add_func ("/cli/json-nul-and-invalid-utf8", test_json_nul_and_invalid_utf8);
  g_test_add_func ("/cli/line-over-cap", test_line_over_cap);
  g_test_add_func ("/cli/corpus-json-lines", test_corpus_json_lines);
  g_test_add_func ("/cli/quiet-many-lines", test_quiet_many_lines);
  g_test_add_func ("/cli/spec-all", test_spec_all);
  g_test_add_func ("/cli/spec-all-text", test_spec_all_text);
  g_test_add_func ("/cli/spanish", test_spanish);
  g_test_add_func ("/cli/options-every-spec", test_options_every_spec);
  g_test_add_func ("/cli/text-and-json-agree", test_text_and_json_agree);
  g_test_add_func ("/cli/cap-agrees", test_cap_agrees);
  g_test_add_func ("/cli/json-browser-spans", test_json_browser_spans);
  g_test_add_func ("/cli/whatwg-text", test_whatwg_text);
  g_test_add_func ("/cli/whatwg-json", test_whatwg_json);
  g_test_add_func ("/cli/whatwg-base", test_whatwg_base);
  g_test_add_func ("/cli/resolution", test_resolution);
  g_test_add_func ("/cli/resolution-inputs", test_resolution_inputs);
  g_test_add_func ("/cli/normalization", test_normalization);

  return g_test_run ();
}
