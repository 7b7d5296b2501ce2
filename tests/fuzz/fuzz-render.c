/* fuzz-render.c — fuzz-render-text, fuzz-render-json, fuzz-render-matrix:
 * the renderers of a result, and its JSON form
 *
 * Built once per family of outputs, with FUZZ_RENDER set to it (meson):
 * one family a target keeps each execution lean and each target's
 * coverage its own (the three shared one target, whose every execution
 * paid libFuzzer's bookkeeping for the features of all three). The input
 * is parsed under one spec (chosen by a hash of the bytes, so every spec
 * gets its share), and rendered one of the family's ways (fuzz_choice(),
 * independent of the spec's choice):
 *  - text: the report; the report in colour; the tree and the one-line
 *    tree; every diagnostic alone (of more than 8, the first of each code
 *    and the last);
 *  - json: the JSON line of the CLI (app/cli/cli-json.c, written to
 *    memory); the JSON line with the normalization and IRI members;
 *  - matrix: the matrix of every spec with the display form of the input,
 *    and how a browser reads what each RFC reads (us_browser_read(), and
 *    us_browser_read_sharing() as the analysis shares the browser's side).
 * The parses (and the analysis) that the renderers are given are the
 * parser targets' to fuzz: here they leave no coverage features
 * (fuzz_quiet_begin()), and only the renderers' code carries coverage
 * (tests/fuzz/meson.build: the family's files).
 * Text for a terminal must be UTF-8 with no raw control character but line
 * breaks (the colour form is only checked for UTF-8: it holds escape
 * sequences on purpose); the JSON line must be one line of valid JSON, an
 * object (fuzz-json.c reads it; json-glib too, for one input in 64).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "cli-json.h"
#include "cli-text.h"
#include "fuzz-common.h"
#include "fuzz-json.h"
#include "us-browser-private.h"

#define RENDER_TEXT 1
#define RENDER_JSON 2
#define RENDER_MATRIX 3

#ifndef FUZZ_RENDER
# error "FUZZ_RENDER must name the family of outputs (meson sets it)"
#endif

static const UsSpec specs[] = {
  US_SPEC_RFC3986, US_SPEC_RFC3987, US_SPEC_RFC2396, US_SPEC_RFC1808, US_SPEC_RFC1738, US_SPEC_WHATWG,
};

#if FUZZ_RENDER == RENDER_JSON
/* The CLI's JSON line of @result (with, when @more, the normalization
 * and the IRI mapping members): one line of valid JSON, an object. */
static void
check_json (const UsResult *result,
            gboolean        more,
            gboolean        sampled)
{
  g_autofree char *line = NULL;
  gsize len = 0;

  /* The writer keeps the line (the CLI's writes it to a stream in blocks,
   * the same bytes): no memory stream copying it as it grows. */
  {
    CliJsonWriter *writer = cli_json_writer_new_memory ();

    cli_json_begin_result (writer, result, NULL);
    if (more)
      {
        gsize input_len;
        const char *input = us_result_get_input (result, &input_len);
        UsSpec spec = us_result_get_spec (result);
        g_autoptr(UsAnalysis) analysis = NULL;
        UsNormalization *normalization;
        UsIriMapping *iri_to_uri;

        /* The analysis, and what the members below read of it (it keeps
         * each once made): made quiet, the renderers' input. */
        fuzz_quiet_begin ();
        analysis = us_analysis_new (input, input_len, NULL, 0, US_ANALYSIS_NO_TREE);
        (void) us_analysis_get_verdict (analysis, spec);
        (void) us_analysis_get_browser_reading (analysis, spec);
        (void) us_analysis_get_result (analysis, US_SPEC_WHATWG);
        normalization = us_analysis_get_normalization (analysis, US_SPEC_RFC3986);
        iri_to_uri = us_analysis_get_iri_to_uri (analysis);
        if (us_spec_can_normalize (spec))
          (void) us_analysis_get_normalization (analysis, spec);
        fuzz_quiet_end ();

        cli_json_add_verdict (writer, analysis, spec);
        cli_json_add_normalization (writer, normalization);
        cli_json_add_iri_mapping (writer, "iri_to_uri", iri_to_uri);
        if (us_spec_can_normalize (us_result_get_spec (result)))
          cli_json_add_equivalence (writer, analysis, analysis, us_result_get_spec (result));
      }
    cli_json_end_input (writer);
    line = cli_json_writer_free_to_text (writer, &len);
  }
  fuzz_check (len > 0 && line[len - 1] == '\n');
  line[len - 1] = '\0';
  /* One line (a line break inside is a control character here), UTF-8
   * with no raw control character, one JSON object. */
  fuzz_check_text (line, FALSE);
  fuzz_check (fuzz_json_is_object (line, len - 1));
  /* json-glib builds the whole document to say the same (fuzz-json.c):
   * only for the sampled inputs, as a second reading. */
  if (sampled)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();

      fuzz_check (json_parser_load_from_data (parser, line, (gssize) len - 1, NULL));
      fuzz_check (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
    }
}
#endif

#if FUZZ_RENDER == RENDER_TEXT
static void
check_text (const UsResult *result,
            guint           choice)
{
  switch (choice)
    {
    case 0:
      {
        g_autofree char *report = cli_text_report (result, CLI_TEXT_DEFAULT);

        fuzz_check_text (report, TRUE);
      }
      break;
    case 1:
      {
        g_autofree char *colored = cli_text_report (result, CLI_TEXT_COLOR);

        fuzz_check (g_utf8_validate (colored, -1, NULL));
      }
      break;
    case 2:
      {
        g_autofree char *tree = cli_text_tree (result, CLI_TEXT_DEFAULT);
        g_autofree char *line = cli_text_tree_line (result);

        fuzz_check_text (tree, TRUE);
        fuzz_check_text (line, FALSE);
      }
      break;
    default:
      {
        /* Each diagnostic alone: every one when there are a few; of many
         * (an input of 4 kB can have thousands, each drawn over the whole
         * input), the first of each code and the last: each drawing walks
         * the input again, the same code for the same code. */
        guint n = us_result_get_n_diagnostics (result);
        gboolean seen[US_DIAG_CODE_COUNT] = { FALSE };

        for (guint i = 0; i < n; i++)
          {
            UsDiagCode code = us_result_get_diagnostic (result, i)->code;
            g_autofree char *shown = NULL;

            fuzz_check ((guint) code < US_DIAG_CODE_COUNT);
            if (n > 8 && i < n - 1 && seen[code])
              continue;
            seen[code] = TRUE;
            shown = cli_text_diagnostic (result, i, CLI_TEXT_DEFAULT);
            fuzz_check_text (shown, TRUE);
          }
      }
      break;
    }
}
#endif

#if FUZZ_RENDER == RENDER_MATRIX
/* Whether two readings of the same input under the same RFC say the
 * same: verdict, cause, href, and the spans of the input and the href. */
static gboolean
same_reading (const UsBrowserReading *a,
              const UsBrowserReading *b)
{
  gsize alen, blen;
  const char *ahref = us_browser_reading_get_href (a, &alen);
  const char *bhref = us_browser_reading_get_href (b, &blen);

  if (us_browser_reading_get_verdict (a) != us_browser_reading_get_verdict (b) ||
      us_browser_reading_get_cause (a) != us_browser_reading_get_cause (b) ||
      (ahref == NULL) != (bhref == NULL) || alen != blen || (ahref != NULL && memcmp (ahref, bhref, alen) != 0))
    return FALSE;
  for (guint k = 0; k < 2; k++)
    {
      guint an, bn;
      const UsBrowserSpan *as = k == 0 ? us_browser_reading_get_spans (a, &an) : us_browser_reading_get_href_spans (a, &an);
      const UsBrowserSpan *bs = k == 0 ? us_browser_reading_get_spans (b, &bn) : us_browser_reading_get_href_spans (b, &bn);

      if (an != bn || (an > 0 && memcmp (as, bs, an * sizeof *as) != 0))
        return FALSE;
    }
  return TRUE;
}

/* The matrix of every spec, and how a browser reads the input under each
 * RFC: its words, and spans inside the input and the href, in order. The
 * readings are made as the analysis makes them for the command line
 * (us_analysis_get_browser_reading()): the first alone, the others sharing
 * its browser's side, and its comparison where an RFC reads the same parts
 * (us_browser_read_sharing()); the matrix shows the first. For the
 * @sampled inputs, each is checked against a reading made alone. */
static void
check_matrix (const char *text,
              gsize       size,
              gboolean    sampled)
{
  enum { N_RFCS = G_N_ELEMENTS (specs) - 1 };
  UsResult *all[G_N_ELEMENTS (specs)];
  UsBrowserReading *readings[N_RFCS];
  g_autofree char *matrix = NULL;
  g_autofree char *quoted = us_quote (text, size, 0);

  fuzz_quiet_begin ();
  for (guint s = 0; s < G_N_ELEMENTS (specs); s++)
    all[s] = us_parse (text, size, specs[s], US_PARSE_DEFAULT, NULL);
  fuzz_quiet_end ();
  readings[0] = us_browser_read (all[0], all[N_RFCS]);
  fuzz_check (readings[0] != NULL);
  for (guint s = 1; s < N_RFCS; s++)
    {
      readings[s] = us_browser_read_sharing (all[s], readings[0]);
      fuzz_check (readings[s] != NULL);
    }
  matrix = cli_text_matrix (all, G_N_ELEMENTS (specs), readings[0], CLI_TEXT_DEFAULT);
  fuzz_check_text (matrix, TRUE);
  fuzz_check_text (quoted, FALSE);
  for (guint s = 0; s < N_RFCS; s++)
    {
      UsBrowserReading *reading = readings[s];
      /* the first's words are the matrix's last lines, checked with it */
      g_autofree char *browser = s > 0 ? cli_text_browser_reading (reading, CLI_TEXT_DEFAULT) : NULL;
      gsize href_len = 0;
      const char *href = us_browser_reading_get_href (reading, &href_len);
      guint n;
      const UsBrowserSpan *spans = us_browser_reading_get_spans (reading, &n);

      if (browser != NULL)
        fuzz_check_text (browser, TRUE);
      for (guint k = 0; k < n; k++)
        fuzz_check (spans[k].start < spans[k].end && spans[k].end <= size &&
                    (k == 0 || spans[k - 1].end < spans[k].start));
      spans = us_browser_reading_get_href_spans (reading, &n);
      for (guint k = 0; k < n; k++)
        fuzz_check (href != NULL && spans[k].start < spans[k].end && spans[k].end <= href_len);
      if (sampled && s > 0)
        {
          g_autoptr(UsBrowserReading) alone = NULL;
          g_autofree char *alone_text = NULL;

          /* a check: the code it runs is the first reading's, no features */
          fuzz_quiet_begin ();
          alone = us_browser_read (all[s], all[N_RFCS]);
          alone_text = cli_text_browser_reading (alone, CLI_TEXT_DEFAULT);
          fuzz_quiet_end ();
          fuzz_check (same_reading (reading, alone));
          fuzz_check (strcmp (browser, alone_text) == 0);
        }
    }
  for (guint s = 0; s < N_RFCS; s++)
    us_browser_reading_unref (readings[s]);
  for (guint s = 0; s < G_N_ELEMENTS (specs); s++)
    us_result_unref (all[s]);
}
#endif

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const char *text = (const char *) data;
#if FUZZ_RENDER == RENDER_MATRIX
  check_matrix (text, size, fuzz_sampled (data, size, 16));
#else
  UsSpec spec = specs[fuzz_hash (data, size) % G_N_ELEMENTS (specs)];
  g_autoptr(UsResult) result = NULL;

  fuzz_quiet_begin ();
  result = us_parse (text, size, spec, US_PARSE_DEFAULT, NULL);
  fuzz_quiet_end ();

# if FUZZ_RENDER == RENDER_TEXT
  check_text (result, fuzz_choice (data, size, 4));
# else
  check_json (result, fuzz_choice (data, size, 2) == 1, fuzz_sampled (data, size, 64));
# endif
#endif
  return 0;
}
