/* uriscope-cli.c — the command-line inspector
 *
 *   uriscope-cli [--spec SPEC] [--base BASE [--compat]] [--normalize]
 *                [--equivalent OTHER] [--json] [--quiet] [URI …]
 *
 * Exit status: 0 when every input is valid, 1 when any is not (or, with
 * --lens, when the lens warns), 2 on usage errors (and read errors). With
 * no URI arguments, or for an argument "-", standard input is read, one
 * reference per line; an empty line is the empty reference.
 *
 * This file reads the options and the inputs and says what to print; the
 * text is written by cli-text.c and cli-text-steps.c (colours with
 * --color), the JSON Lines by cli-json.c. The long texts (the report, a
 * trace, a normalization, the lens) go to standard output as they are
 * made, never whole in memory: a 1 MB line's report is hundreds of
 * megabytes (issue 24). Nor are the readings under several specs held
 * together: with --spec all each spec's goes once it is written, or, for
 * the matrix, once it is counted and its errors mapped (us-error-map.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <glib/gi18n.h>
#include <uriscope.h>
#include "us-diagnostic-private.h"
#include "us-error-map-private.h"

#include "cli-input.h"
#include "cli-json.h"
#include "cli-text.h"

typedef struct {
  UsSpec specs[US_SPEC_COUNT];
  guint n_specs;
  gboolean all_specs;       /* --spec all: a matrix in text output */
  gboolean json;
  CliJsonWriter *writer;    /* with --json: the output */
  gboolean quiet;
  char *base;
  gboolean trace;           /* --trace: the WHATWG parser's steps without a base */
  gboolean lens;            /* --lens: every reader's reading, the findings */
  gboolean compat;
  gboolean normalize;
  UsAnalysis *other;        /* --equivalent OTHER, analysed once */
  CliTextFlags render;
  guint n_done;
  gboolean all_valid;
} Cli;

static gboolean
parse_spec_option (Cli         *cli,
                   const char  *value,
                   GError     **error)
{
  UsSpec spec;

  cli->n_specs = 0;
  cli->all_specs = g_ascii_strcasecmp (value, "all") == 0;
  if (cli->all_specs)
    {
      for (guint i = 0; i < US_SPEC_COUNT; i++)
        if (us_spec_is_available ((UsSpec) i))
          cli->specs[cli->n_specs++] = (UsSpec) i;
      return TRUE;
    }
  if (!us_spec_from_string (value, &spec))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Unknown spec “%s”: use rfc3986, rfc3987, rfc2396, rfc1808, rfc1738, whatwg or all"),
                   value);
      return FALSE;
    }
  if (!us_spec_is_available (spec))
    {
      g_autoptr(GString) names = g_string_new (NULL);

      for (guint i = 0; i < US_SPEC_COUNT; i++)
        if (us_spec_is_available ((UsSpec) i))
          g_string_append_printf (names, "%s%s", names->len ? ", " : "", us_spec_to_string ((UsSpec) i));
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("This version of Uriscope cannot parse %s yet; available: %s"),
                   us_spec_title (spec), names->str);
      return FALSE;
    }
  cli->specs[cli->n_specs++] = spec;
  return TRUE;
}

static void
write_out (const char *text,
           gsize       len)
{
  fwrite (text, 1, len, stdout);
}

/* The text output of --spec all: the matrix of the specs, then the target
 * under each spec that resolved. The readings were counted and mapped
 * (@rows, @maps) and let go, the first aside; the two the first difference
 * names are read again for its words. */
static void
write_matrix (Cli        *cli,
              UsAnalysis *analysis,
              GArray     *rows,
              GPtrArray  *maps,
              GString    *targets)
{
  if (cli->n_done++ > 0)
    write_out ("\n", 1);
  if (rows->len > 0)
    {
      UsDifference found;
      g_autofree char *words = NULL;
      g_autofree char *matrix = NULL;
      UsSpec first = g_array_index (rows, CliMatrixRow, 0).spec;

      if (us_error_map_find_difference ((UsErrorMap *const *) maps->pdata, maps->len, &found))
        {
          UsResult *pair[2] = {
            us_analysis_get_result (analysis, g_array_index (rows, CliMatrixRow, found.rejecting).spec),
            us_analysis_get_result (analysis, g_array_index (rows, CliMatrixRow, found.accepting).spec),
          };
          UsDifference difference = { 0, 1, us_result_first_error_at (pair[0], found.offset), found.offset };

          words = us_format_difference (pair, &difference);
        }
      /* The analysis' browser reading of the first: made once, its
       * browser's side shared with the other specs' readings. */
      matrix = cli_text_matrix_rows (us_analysis_get_result (analysis, first),
                                     (const CliMatrixRow *) (void *) rows->data, rows->len, words,
                                     first != US_SPEC_WHATWG ? us_analysis_get_browser_reading (analysis, first) : NULL,
                                     cli->render);
      write_out (matrix, strlen (matrix));
    }
  write_out (targets->str, targets->len);
}

/* The query's decoded parameters, as the JSON's "query_params": one a
 * line, "name = value", escaped as all input in text output. */
static void
write_query_params (UsResult *result)
{
  g_autoptr(GArray) params = us_result_dup_query_params (result);

  if (params->len == 0)
    return;
  write_out ("\n", 1);
  {
    const char *title = _("Query parameters, decoded (URL Standard §5.1):\n");

    write_out (title, strlen (title));
  }
  for (guint i = 0; i < params->len; i++)
    {
      const UsQueryParam *param = &g_array_index (params, UsQueryParam, i);
      g_autofree char *name = us_quote (param->name, param->name_len, 0);
      g_autofree char *value = us_quote (param->value, param->value_len, 0);
      g_autofree char *line = g_strdup_printf ("  %s = %s\n", name, value);

      write_out (line, strlen (line));
    }
}

/* The report with what a browser does added to its first line, so the
 * line every reader starts with says what the spec says and what a
 * browser does ("… — RFC 3986: valid · a browser goes to example.com"). */
static void
write_report (Cli        *cli,
              UsAnalysis *analysis,
              UsSpec      spec,
              UsResult   *result)
{
  g_autofree gboolean *offered = us_analysis_dup_offered_fixes (analysis, spec);
  g_autofree char *fix_all = NULL;
  g_autofree char *clause = NULL;
  g_autofree char *head_end = NULL;

  if (spec == US_SPEC_WHATWG)
    {
      g_autofree char *href = us_result_dup_url (result, US_URL_HREF);

      clause = g_strdup (href != NULL ? _("a browser reads it") : _("a browser refuses it"));
    }
  else
    clause = us_browser_reading_format_short (us_analysis_get_browser_reading (analysis, spec));
  if (clause != NULL)
    head_end = g_strconcat (" · ", clause, NULL);
  cli_text_write_report_checked (stdout, result, offered, head_end, cli->render);
  /* Fix All, offered only when the fixed text keeps the link's host. */
  fix_all = us_analysis_format_fix_all (analysis, spec);
  if (fix_all != NULL)
    {
      write_out ("\n", 1);
      write_out (fix_all, strlen (fix_all));
      write_out ("\n", 1);
    }
  write_query_params (result);
}

/* The text of the normalization under @spec: RFC 3986's ladder (for an IRI,
 * of the URI it maps to), or under the URL Standard the href; then, with
 * --equivalent, the answer. */
static void
write_normalization (Cli        *cli,
                     UsAnalysis *analysis,
                     UsSpec      spec)
{
  write_out ("\n", 1);
  if (spec == US_SPEC_WHATWG)
    {
      gsize len;
      g_autofree char *href = us_analysis_get_href (analysis, &len);
      g_autofree char *shown = href != NULL ? us_quote (href, len, 0) : NULL;
      g_autofree char *line = shown != NULL
                              ? g_strdup_printf (_("Normalized (a browser’s href, URL Standard §4.5): %s\n"), shown)
                              : g_strdup (_("No normal form: a browser refuses this link (URL Standard §4.5).\n"));

      write_out (line, strlen (line));
    }
  else
    {
      UsNormalization *n = us_analysis_get_normalization (analysis, spec);

      if (n != NULL)
        cli_text_write_normalization (stdout, n, cli->render);
    }
  if (cli->other != NULL)
    {
      g_autofree char *words = us_analysis_format_equivalence (analysis, cli->other, spec);

      write_out (words, strlen (words));
      write_out ("\n", 1);
    }
}

/* Analyses one input (once: us_analysis_new()) and prints what every
 * chosen spec makes of it: the grammar, then the resolution against the
 * base (where one was given), the normalization and equivalence (when
 * asked), an IRI's mappings. With --spec all, the text output is the
 * matrix instead, and the target under each spec. */
static void
process (Cli        *cli,
         const char *input,
         gsize       len,
         gsize       full_len)
{
  gboolean matrix = cli->all_specs && !cli->json && !cli->quiet;
  /* Only the matrix gathers each spec's counts and error map (this runs
   * for every line). */
  g_autoptr(GArray) rows = matrix ? g_array_new (FALSE, FALSE, sizeof (CliMatrixRow)) : NULL;
  g_autoptr(GPtrArray) maps = matrix ? g_ptr_array_new_with_free_func ((GDestroyNotify) us_error_map_free) : NULL;
  g_autoptr(GString) targets = matrix ? g_string_new (NULL) : NULL;
  g_autoptr(UsAnalysis) analysis = NULL;
  g_autoptr(GError) too_long = NULL;
  UsLens *lens = NULL;

  if (full_len > len)
    us_set_too_long_error (&too_long, full_len);
  else
    {
      /* The matrix shows each spec's target, not the steps to it: the
       * steps of a megabyte's resolution under five specs are hundreds of
       * megabytes (issue 24). */
      UsAnalysisFlags flags = cli->quiet ? US_ANALYSIS_NO_TREE : matrix ? US_ANALYSIS_DEFAULT : US_ANALYSIS_TRACE;

      analysis = us_analysis_new (input, len, cli->base, cli->base ? strlen (cli->base) : 0,
                                  flags | (cli->compat ? US_ANALYSIS_COMPAT : 0));
      if (us_analysis_get_error (analysis) != NULL)
        too_long = g_error_copy (us_analysis_get_error (analysis));
      else if (cli->lens)
        lens = us_analysis_get_lens (analysis);
    }
  /* --lens: a warning (or worse) among the findings is a failure too. */
  if (lens != NULL &&
      us_lens_count_severity (lens, US_SEVERITY_WARNING) + us_lens_count_severity (lens, US_SEVERITY_ERROR) > 0)
    cli->all_valid = FALSE;

  for (guint s = 0; s < cli->n_specs; s++)
    {
      UsSpec spec = cli->specs[s];
      UsResult *result;
      UsResolution *resolution = NULL;
      gboolean normalize = (cli->normalize || cli->other != NULL) && us_spec_can_normalize (spec);
      const UsIriMapping *to_uri = NULL;
      const UsIriMapping *to_iri = NULL;

      if (too_long != NULL)
        {
          cli->all_valid = FALSE;
          if (cli->json && !cli->quiet)
            cli_json_input_error (cli->writer, full_len, spec, too_long);
          else if (!cli->quiet)
            g_printerr ("uriscope-cli: %s\n", too_long->message);
          continue;
        }

      /* The spec before is written (or, for the matrix, counted and
       * mapped): its readings go before this one's are made, so that a long
       * line's six readings are never held at once (issue 24). The matrix
       * keeps the first, whose input and browser's reading it shows. */
      if (s > 0 && (!matrix || s > 1))
        us_analysis_release (analysis, cli->specs[s - 1]);
      result = us_analysis_get_result (analysis, spec);
      if (cli->base != NULL)
        resolution = us_analysis_get_resolution (analysis, spec);
      else if (cli->trace && spec == US_SPEC_WHATWG && !cli->quiet)
        resolution = us_analysis_get_traced_resolution (analysis, spec);
      /* Under RFC 3987, the mappings that change something. */
      if (spec == US_SPEC_RFC3987 && !cli->quiet)
        {
          to_uri = us_analysis_get_iri_to_uri (analysis);
          to_iri = us_analysis_get_uri_to_iri (analysis);
          if (!us_iri_mapping_changes_anything (to_uri))
            to_uri = NULL;
          if (!us_iri_mapping_changes_anything (to_iri))
            to_iri = NULL;
        }

      if (us_analysis_get_verdict (analysis, spec) != US_ANALYSIS_VALID)
        cli->all_valid = FALSE;
      if (cli->other != NULL && us_spec_can_normalize (spec) &&
          !us_equivalence_is_equivalent (us_analysis_compare (analysis, cli->other, spec, NULL)))
        cli->all_valid = FALSE;
      if (cli->quiet)
        continue;

      if (cli->json)
        {
          g_autofree gboolean *offered = us_analysis_dup_offered_fixes (analysis, spec);

          cli_json_begin_result (cli->writer, result, offered);
          cli_json_add_verdict (cli->writer, analysis, spec);
          if (resolution != NULL)
            cli_json_add_resolution (cli->writer, resolution, cli->base, cli->base ? strlen (cli->base) : 0);
          if (normalize && spec == US_SPEC_WHATWG)
            cli_json_add_href_normalization (cli->writer, analysis);
          else if (normalize && us_analysis_get_normalization (analysis, spec) != NULL)
            cli_json_add_normalization (cli->writer, us_analysis_get_normalization (analysis, spec));
          if (normalize && cli->other != NULL)
            cli_json_add_equivalence (cli->writer, analysis, cli->other, spec);
          if (to_uri != NULL)
            cli_json_add_iri_mapping (cli->writer, "iri_to_uri", to_uri);
          if (to_iri != NULL)
            cli_json_add_iri_mapping (cli->writer, "uri_to_iri", to_iri);
          if (lens != NULL)
            cli_json_add_lens (cli->writer, lens);
          cli_json_end_input (cli->writer);
        }
      else if (matrix)
        {
          CliMatrixRow row;

          cli_matrix_row_count (&row, result);
          g_array_append_val (rows, row);
          g_ptr_array_add (maps, us_error_map_new (result));
          if (resolution != NULL && cli->base != NULL)
            {
              gsize target_len;
              const char *target = us_resolution_get_target (resolution, &target_len);

              if (target != NULL)
                {
                  /* Escaped as all input in text output: no control of the
                   * reference may reach the terminal. */
                  g_autofree char *shown = us_quote (target, target_len, 0);

                  g_string_append_printf (targets, _("Target under %s: %s\n"), us_spec_title (spec), shown);
                }
              else
                g_string_append_printf (targets, _("No target under %s\n"), us_spec_title (spec));
            }
        }
      else
        {
          if (cli->n_done++ > 0)
            write_out ("\n", 1);
          write_report (cli, analysis, spec, result);
          /* Under an RFC, how a browser reads it, when otherwise. */
          if (spec != US_SPEC_WHATWG)
            {
              g_autofree char *browser = cli_text_browser_reading (us_analysis_get_browser_reading (analysis, spec),
                                                                   cli->render);

              if (*browser != '\0')
                {
                  write_out ("\n", 1);
                  write_out (browser, strlen (browser));
                }
            }
          if (resolution != NULL)
            {
              write_out ("\n", 1);
              cli_text_write_resolution (stdout, resolution, input, len, cli->base,
                                         cli->base ? strlen (cli->base) : 0, cli->render);
            }
          if (normalize)
            write_normalization (cli, analysis, spec);
          for (guint k = 0; k < 2; k++)
            {
              const UsIriMapping *mapping = k == 0 ? to_uri : to_iri;
              g_autofree char *text = mapping ? cli_text_iri_mapping (mapping, cli->render) : NULL;

              if (text != NULL)
                {
                  write_out ("\n", 1);
                  write_out (text, strlen (text));
                }
            }
        }
    }
  if (matrix)
    write_matrix (cli, analysis, rows, maps, targets);
  if (lens != NULL && !cli->json && !cli->quiet)
    {
      write_out ("\n", 1);
      cli_text_write_lens (stdout, lens, cli->render);
    }
}

/* Every line of standard input, one reference each; FALSE on a read error
 * (then @error is set). */
static gboolean
process_stdin (Cli     *cli,
               GError **error)
{
  g_autoptr(CliLineReader) reader = cli_line_reader_new (stdin, US_MAX_INPUT);
  const char *line;
  gsize len, full_len;

  while (cli_line_reader_next (reader, &line, &len, &full_len, error))
    process (cli, line, len, full_len);
  return error == NULL || *error == NULL;
}

/* Refuses an option that no chosen spec defines (exit 2): --base under
 * RFC 1738 alone, --normalize and --equivalent under RFC 2396, RFC 1808 or
 * RFC 1738 alone. With --spec all, each spec does what it defines. */
static gboolean
check_options (Cli         *cli,
               gboolean     equivalent,
               GError     **error)
{
  if (cli->all_specs || cli->n_specs != 1)
    return TRUE;
  if (cli->base != NULL && !us_spec_can_resolve (cli->specs[0]))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                   _("%s defines no resolution of relative references (RFC 1808 §4 does, for the same URLs): "
                     "use --spec rfc1808, or leave out --base"),
                   us_spec_title (cli->specs[0]));
      return FALSE;
    }
  if ((cli->normalize || equivalent) && !us_spec_can_normalize (cli->specs[0]))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                   _("%s defines no normal form to compare references by (RFC 2396 §6 leaves it to each scheme): "
                     "use --spec rfc3986, rfc3987 or whatwg"),
                   us_spec_title (cli->specs[0]));
      return FALSE;
    }
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  Cli cli = { .specs = { US_SPEC_RFC3986 }, .n_specs = 1, .all_valid = TRUE };
  g_autofree char *spec = NULL;
  g_autofree char *base_option = NULL;
  g_autofree char *other_text = NULL;
  g_autoptr(UsAnalysis) other = NULL;
  g_autoptr(CliJsonWriter) writer = NULL;
  g_autofree char *color = NULL;
  gboolean version = FALSE;
  g_auto(GStrv) uris = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  const char *localedir;
  const GOptionEntry entries[] = {
    { "spec", 's', 0, G_OPTION_ARG_STRING, &spec,
      N_("Read the references under SPEC: rfc3986 (the default), rfc3987, rfc2396, rfc1808, rfc1738, whatwg, or all"),
      N_("SPEC") },
    /* References are bytes, taken as they are (FILENAME: GOption converts a
     * STRING to UTF-8 and refuses bytes that are not), as on standard input. */
    { "base", 'b', 0, G_OPTION_ARG_FILENAME, &cli.base,
      N_("Resolve every reference against BASE and show each step of the algorithm"), N_("BASE") },
    { "trace", 't', 0, G_OPTION_ARG_NONE, &cli.trace,
      N_("Under whatwg: show the parser’s steps, state by state, also without --base"), NULL },
    { "lens", 'l', 0, G_OPTION_ARG_NONE, &cli.lens,
      N_("Show where the link really goes: what a browser, RFC 3986, GLib, curl and uriparser read, and the tricks in it"), NULL },
    { "compat", 0, 0, G_OPTION_ARG_NONE, &cli.compat,
      N_("With --base: read a reference that repeats the base’s scheme (“http:g”) the backward-compatible way"), NULL },
    { "normalize", 'n', 0, G_OPTION_ARG_NONE, &cli.normalize,
      N_("Show the normalization: RFC 3986 §6.2.2 and §6.2.3 rung by rung (for an IRI, of the URI it maps to), or under whatwg the href"), NULL },
    { "equivalent", 'e', 0, G_OPTION_ARG_FILENAME, &other_text,
      N_("Say whether each reference is equivalent to OTHER, and at which rung of normalization"), N_("OTHER") },
    { "json", 'j', 0, G_OPTION_ARG_NONE, &cli.json,
      N_("Print one JSON object per input (JSON Lines)"), NULL },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &cli.quiet,
      N_("Print nothing; the exit status says whether every input is valid"), NULL },
    { "color", 0, 0, G_OPTION_ARG_STRING, &color,
      N_("Colour the text output: auto (on a terminal), always or never"), N_("WHEN") },
    { "version", 'V', 0, G_OPTION_ARG_NONE, &version,
      N_("Print the version and exit"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &uris, NULL, N_("[URI…]") },
    { NULL }
  };

  /* The arrays of a long line's readings (a diagnostic a byte, a URL
   * record, the steps) are megabytes each, freed spec by spec. glibc
   * raises its threshold for mapping a block of its own to the size of the
   * largest one freed, and from then on serves such arrays from the heap,
   * which it cannot give back while a later block sits above them: a
   * fixed threshold keeps each in a mapping of its own, returned when it
   * is freed (issue 24: --spec all --base --json on a 1 MB line, 244 MB
   * peak with the heap, 169 MB without). */
#ifdef __GLIBC__
  mallopt (M_MMAP_THRESHOLD, 256 * 1024);
#endif
  setlocale (LC_ALL, "");
  localedir = g_getenv ("URISCOPE_LOCALEDIR");
  bindtextdomain (GETTEXT_PACKAGE, localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
                                _("Parse URI references into their grammar tree and show every character that breaks the grammar.\n"
                                  "With no URI arguments, or where an argument is “-”, read standard input, one reference per line\n"
                                  "(a line ends at LF or CR LF; an empty line is the empty reference)."));
  g_option_context_set_description (context,
                                    _("Exit status: 0 when every input is valid (and resolves, and is equivalent to OTHER, when asked),\n"
                                      "1 when any is not (with --lens, also when the lens warns: a finding of severity warning or error),\n"
                                      "2 on usage errors."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("uriscope-cli: %s\n", error->message);
      g_printerr (_("Try “uriscope-cli --help” for more information.\n"));
      return 2;
    }

  if (version)
    {
      g_print ("uriscope-cli %s\n", PACKAGE_VERSION);
      return 0;
    }

  base_option = cli.base;
  if (other_text != NULL && strlen (other_text) > US_MAX_INPUT)
    {
      us_set_too_long_error (&error, strlen (other_text));
      g_printerr ("uriscope-cli: %s\n", error->message);
      return 2;
    }
  if (cli.compat && cli.base == NULL)
    {
      g_printerr (_("uriscope-cli: --compat needs --base\n"));
      return 2;
    }
  if (cli.base != NULL && strlen (cli.base) > US_MAX_INPUT)
    {
      us_set_too_long_error (&error, strlen (cli.base));
      g_printerr ("uriscope-cli: %s\n", error->message);
      return 2;
    }

  if (spec != NULL && !parse_spec_option (&cli, spec, &error))
    {
      g_printerr ("uriscope-cli: %s\n", error->message);
      return 2;
    }
  if (!check_options (&cli, other_text != NULL, &error))
    {
      g_printerr ("uriscope-cli: %s\n", error->message);
      return 2;
    }
  /* The other reference is read against the same base, once. */
  if (other_text != NULL)
    other = cli.other = us_analysis_new (other_text, strlen (other_text), cli.base,
                                         cli.base ? strlen (cli.base) : 0,
                                         cli.compat ? US_ANALYSIS_COMPAT : 0);

  if (color == NULL || g_strcmp0 (color, "auto") == 0)
    {
      const char *term = g_getenv ("TERM");

      if (isatty (STDOUT_FILENO) && g_getenv ("NO_COLOR") == NULL && g_strcmp0 (term, "dumb") != 0)
        cli.render |= CLI_TEXT_COLOR;
    }
  else if (g_strcmp0 (color, "always") == 0)
    cli.render |= CLI_TEXT_COLOR;
  else if (g_strcmp0 (color, "never") != 0)
    {
      g_printerr (_("uriscope-cli: --color takes auto, always or never, not “%s”\n"), color);
      return 2;
    }

  /* Output goes out in large blocks: a line at a time is slow for 100,000. */
  setvbuf (stdout, NULL, _IOFBF, 1 << 16);
  if (cli.json)
    writer = cli.writer = cli_json_writer_new (stdout);

  if (uris != NULL && uris[0] != NULL)
    {
      for (guint i = 0; uris[i] != NULL; i++)
        {
          gsize len = strlen (uris[i]);

          /* "-" is standard input, read where it stands among the others. */
          if (strcmp (uris[i], "-") == 0)
            {
              if (!process_stdin (&cli, &error))
                break;
            }
          else
            process (&cli, uris[i], MIN (len, US_MAX_INPUT), len);
        }
    }
  else
    process_stdin (&cli, &error);
  if (error != NULL)
    {
      fflush (stdout);
      g_printerr ("uriscope-cli: %s\n", error->message);
      return 2;
    }

  if (fflush (stdout) != 0)
    {
      g_printerr (_("uriscope-cli: could not write the output\n"));
      return 2;
    }
  return cli.all_valid ? 0 : 1;
}
