/* cli-text-steps.c — a resolution, a normalization and an IRI mapping as text
 *
 * The step-by-step texts of the command line (--base, --trace,
 * --normalize, the IRI mappings of RFC 3987), as a teacher would write
 * them on the board: each step with the id its spec gives it, what it did
 * and the text after it. The words come from the core; the layout and the
 * colours are the command line's (cli-text-private.h). The long ones (a
 * trace of a 1 MB input, a normalization with a million changes) are
 * written out as they are made by their cli_text_write_*() forms.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cli-text-private.h"

/* The target's components after a step of a resolution, each quoted or
 * "undefined" (RFC 1808's params only under RFC 1808). */
static void
append_parts (GString        *out,
              const UsStep   *step,
              gboolean        with_params,
              CliTextFlags    flags)
{
  gboolean color = (flags & CLI_TEXT_COLOR) != 0;

  g_string_append (out, "         ");
  for (guint i = 0; i < US_PART_COUNT; i++)
    {
      if (i == US_PART_PARAMS && !with_params)
        continue;
      if (i > 0)
        g_string_append (out, "  ");
      g_string_append_printf (out, "%s%s%s ", color ? ANSI_DIM : "", us_part_name (i), color ? ANSI_RESET : "");
      if (step->parts[i] != NULL)
        {
          g_autofree char *shown = us_quote (step->parts[i], step->lens[i], 80);

          g_string_append_printf (out, "“%s”", shown);
        }
      else
        g_string_append (out, _("undefined"));
    }
  g_string_append_c (out, '\n');
}

/* The fields of a state step's record that differ from @prev's (all the
 * defined ones for the first step), as "host “a”  path “/b”". */
static void
append_record (GString           *out,
               const UsStateStep *step,
               const UsStateStep *prev,
               CliTextFlags       flags)
{
  gboolean color = (flags & CLI_TEXT_COLOR) != 0;
  gboolean any = FALSE;

  for (guint f = 0; f < US_RECORD_FIELD_COUNT; f++)
    {
      gboolean same = prev != NULL && step->lens[f] == prev->lens[f] &&
                      (step->record[f] == NULL) == (prev->record[f] == NULL) &&
                      (step->record[f] == NULL || memcmp (step->record[f], prev->record[f], step->lens[f]) == 0);

      if (same || (prev == NULL && (step->record[f] == NULL || step->lens[f] == 0)))
        continue;
      g_string_append (out, any ? "  " : "         ");
      any = TRUE;
      g_string_append_printf (out, "%s%s%s ", color ? ANSI_DIM : "", us_record_field_name (f), color ? ANSI_RESET : "");
      if (step->record[f] != NULL)
        {
          g_autofree char *shown = us_quote (step->record[f], step->lens[f], 80);

          g_string_append_printf (out, f == US_RECORD_PATH && step->cut[f] ? "“…%s”" : step->cut[f] ? "“%s…”" : "“%s”", shown);
        }
      else
        g_string_append (out, _("null"));
    }
  if (any)
    g_string_append_c (out, '\n');
}

/* The steps of the WHATWG basic URL parser: each state with the input it
 * read and the branch it took, the validation errors met, and the fields
 * of the URL record it changed. */
static void
append_state_steps (GString            *out,
                    FILE               *stream,
                    const UsResolution *res,
                    const char         *reference,
                    gsize               reference_len,
                    CliTextFlags        flags)
{
  gboolean color = (flags & CLI_TEXT_COLOR) != 0;
  const UsResult *ref = us_resolution_get_reference_result (res);
  const UsStateStep *prev = NULL;
  guint n = us_resolution_get_n_state_steps (res);

  for (guint i = 0; i < n; i++)
    {
      const UsStateStep *step = us_resolution_get_state_step (res, i);
      gboolean is_base = step->state == NULL && i == 0 &&
                         (g_str_equal (step->branch, "base") || g_str_equal (step->branch, "no-base"));

      if (i == n - 1 && us_resolution_get_state_steps_omitted (res) > 0)
        {
          guint omitted = us_resolution_get_state_steps_omitted (res);

          g_string_append (out, "  ");
          g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "… and %u more step", "… and %u more steps", omitted), omitted);
          g_string_append_c (out, '\n');
          prev = NULL;
        }
      g_string_append_printf (out, "  %s%s%s", color ? ANSI_CYAN : "",
                              step->state != NULL ? step->state : is_base ? _("base") : _("input"),
                              color ? ANSI_RESET : "");
      if (!is_base)
        {
          g_autofree char *read = us_quote (reference + step->start, step->end - step->start, 60);

          g_string_append_printf (out, " “%s”", read);
        }
      g_string_append_printf (out, "\n         %s\n", step->description);
      for (guint k = 0; ref != NULL && k < step->n_errors; k++)
        {
          guint index = us_result_get_met_diagnostic (ref, step->first_error + k);
          const UsDiagnostic *d = us_result_get_diagnostic (ref, index);

          g_autofree char *message = d != NULL ? us_result_format_message (ref, d) : NULL;

          if (d != NULL)
            g_string_append_printf (out, "         %s%s[%s]%s: %s\n", color ? ANSI_RED : "", us_severity_label (d->severity),
                                    us_diag_code_whatwg_name (d->code), color ? ANSI_RESET : "", message);
          /* a state may meet a validation error per byte of a long input */
          cli_text_spill (out, stream);
        }
      /* the base's record whole; the parser's from an empty record on */
      if (is_base || step->state != NULL)
        {
          append_record (out, step, is_base ? NULL : prev, flags);
          prev = is_base ? NULL : step;
        }
      cli_text_spill (out, stream);
    }
}

/* The buffer table of RFC 3986 §5.2.4, as the RFC prints it. */
static void
append_rows (GString            *out,
             FILE               *stream,
             const UsResolution *res)
{
  guint n = us_resolution_get_n_rows (res);
  guint width = (guint) strlen (_("OUTPUT BUFFER"));
  /* Each row's width, measured once: the column's width, then each row's
   * padding (up to US_MAX_BUFFER_ROWS rows of up to 512 bytes). */
  g_autofree guint *widths = g_new (guint, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    {
      const UsBufferRow *row = us_resolution_get_row (res, i);

      widths[i] = cli_text_display_width (row->output, row->output_len) + (row->output_cut ? 1 : 0);
      width = MAX (width, widths[i]);
    }
  width = MIN (width, 60);

  g_string_append_printf (out, "         %-5s %s", _("STEP"), _("OUTPUT BUFFER"));
  for (guint k = (guint) g_utf8_strlen (_("OUTPUT BUFFER"), -1); k < width + 2; k++)
    g_string_append_c (out, ' ');
  g_string_append_printf (out, "%s\n", _("INPUT BUFFER"));

  for (guint i = 0; i < n; i++)
    {
      const UsBufferRow *row = us_resolution_get_row (res, i);
      g_autofree char *output = us_quote (row->output, row->output_len, 0);
      g_autofree char *input = row->input ? us_quote (row->input, row->input_len, 0) : g_strdup ("");
      guint w = widths[i];

      g_string_append_printf (out, "         %-5s %s%s", row->id, row->output_cut ? "…" : "", output);
      if (*input != '\0')
        {
          for (guint k = w; k < width + 2; k++)
            g_string_append_c (out, ' ');
          g_string_append_printf (out, "%s%s", input, row->input_cut ? "…" : "");
        }
      g_string_append_c (out, '\n');
      cli_text_spill (out, stream);
    }
  if (us_resolution_get_rows_omitted (res) > 0)
    {
      guint omitted = us_resolution_get_rows_omitted (res);

      g_string_append (out, "         ");
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "… and %u more row", "… and %u more rows", omitted), omitted);
      g_string_append_c (out, '\n');
    }
}

/* The resolution as a teacher would write it on the board: every step with
 * the RFC's step id and what it did, the target's components after it, the
 * buffer table of remove_dot_segments, the target, the other answer where
 * the RFC allows two, and every issue. With a @stream, written to it (and
 * NULL returned). */
static char *
render_resolution (FILE               *stream,
                   const UsResolution *res,
                   const char         *reference,
                   gsize               reference_len,
                   const char         *base,
                   gsize               base_len,
                   CliTextFlags        flags)
{
  GString *out = g_string_new (NULL);
  gboolean color = (flags & CLI_TEXT_COLOR) != 0;
  UsSpec spec = us_resolution_get_spec (res);
  gboolean with_params = spec == US_SPEC_RFC1808;
  gboolean rows_shown = FALSE;
  g_autofree char *ref_shown = us_quote (reference, reference_len, 200);
  g_autofree char *base_shown = base != NULL ? us_quote (base, base_len, 200) : NULL;
  const char *target;
  gsize target_len;

  g_string_append_printf (out, "%s", color ? ANSI_BOLD : "");
  if (spec == US_SPEC_WHATWG && base == NULL)
    g_string_append_printf (out, _("The parse of “%s”, state by state (WHATWG URL Standard §4.4, the basic URL parser)"),
                            ref_shown);
  else if (spec == US_SPEC_WHATWG)
    g_string_append_printf (out, _("Resolution of “%s” against “%s” (WHATWG URL Standard §4.4, the basic URL parser with a base)"),
                            ref_shown, base_shown);
  else
    g_string_append_printf (out, _("Resolution of “%s” against “%s” (%s)"), ref_shown, base_shown,
                            us_spec_resolution_section (spec));
  g_string_append_printf (out, "%s\n", color ? ANSI_RESET : "");
  if (spec == US_SPEC_WHATWG)
    append_state_steps (out, stream, res, reference, reference_len, flags);

  for (guint i = 0; i < us_resolution_get_n_steps (res); i++)
    {
      const UsStep *step = us_resolution_get_step (res, i);

      g_string_append_printf (out, "  %s%-6s%s %s\n", color ? ANSI_CYAN : "", step->id,
                              color ? ANSI_RESET : "", us_branch_describe (step->branch));
      if (step->branch != US_BRANCH_NOT_RESOLVABLE)
        append_parts (out, step, with_params, flags);
      if (step->branch == US_BRANCH_REMOVE_DOT_SEGMENTS && !rows_shown && us_resolution_get_n_rows (res) > 0)
        {
          append_rows (out, stream, res);
          rows_shown = TRUE;
        }
      cli_text_spill (out, stream);
    }

  /* A parse without a base: the report above says what a browser reads. */
  if (base == NULL)
    return cli_text_finish (out, stream);

  target = us_resolution_get_target (res, &target_len);
  if (target != NULL)
    {
      g_autofree char *shown = us_quote (target, target_len, 0);

      g_string_append_printf (out, "%s%s %s%s\n", color ? ANSI_GREEN : "", _("Target:"), shown,
                              color ? ANSI_RESET : "");
    }
  else
    g_string_append_printf (out, "%s%s%s\n", color ? ANSI_RED : "", _("No target."), color ? ANSI_RESET : "");
  {
    gsize safe_len;
    const char *safe = us_resolution_get_safe_target (res, &safe_len);

    /* Written as the RFC computes it, the target goes to another host:
     * the form that keeps its path a path, on a line of its own. */
    if (safe != NULL)
      {
        g_autofree char *shown = us_quote (safe, safe_len, 0);

        g_string_append_printf (out, "%s%s %s%s\n", color ? ANSI_YELLOW : "", _("Safe target, with the same path:"),
                                shown, color ? ANSI_RESET : "");
      }
  }

  {
    gsize alt_len;
    UsAlternative kind;
    const char *alt = us_resolution_get_alternative (res, &alt_len, &kind);

    if (alt != NULL)
      {
        g_autofree char *shown = us_quote (alt, alt_len, 0);

        g_string_append_printf (out, "%s %s — %s\n", _("Also allowed:"), shown, us_alternative_describe (kind));
      }
  }

  for (guint i = 0; i < us_resolution_get_n_issues (res); i++)
    {
      UsResolveIssue issue = us_resolution_get_issue (res, i);
      UsSeverity severity = us_resolve_issue_severity (issue);
      g_autofree char *message = us_resolution_format_issue (res, issue);

      g_string_append_printf (out, "%s%s[%s]%s: %s\n", color ? cli_text_severity_color (severity) : "",
                              us_severity_label (severity), us_resolve_issue_name (issue),
                              color ? ANSI_RESET : "", message);
      cli_text_spill (out, stream);
    }
  return cli_text_finish (out, stream);
}

/**
 * cli_text_resolution:
 *
 * Returns: (transfer full): the resolution step by step (render_resolution())
 */
char *
cli_text_resolution (const UsResolution *res,
                     const char         *reference,
                     gsize               reference_len,
                     const char         *base,
                     gsize               base_len,
                     CliTextFlags        flags)
{
  return render_resolution (NULL, res, reference, reference_len, base, base_len, flags);
}

/**
 * cli_text_write_resolution:
 *
 * Writes cli_text_resolution()'s text to @stream as it is made.
 */
void
cli_text_write_resolution (FILE               *stream,
                           const UsResolution *res,
                           const char         *reference,
                           gsize               reference_len,
                           const char         *base,
                           gsize               base_len,
                           CliTextFlags        flags)
{
  g_return_if_fail (stream != NULL);
  render_resolution (stream, res, reference, reference_len, base, base_len, flags);
}

/* The ladder of RFC 3986 §6.2: each rung with its section, the string after
 * it and what it changed. Whether two references are equivalent is the
 * analysis's to say (us_analysis_format_equivalence()). With a @stream,
 * written to it (and NULL returned). */
static char *
render_normalization (FILE                  *stream,
                      const UsNormalization *n,
                      CliTextFlags           flags)
{
  GString *out = g_string_new (NULL);
  gboolean color = (flags & CLI_TEXT_COLOR) != 0;
  gsize len;
  const char *input = us_normalization_get_input (n, &len);
  g_autofree char *shown = us_quote (input, len, 200);

  g_string_append_printf (out, "%s", color ? ANSI_BOLD : "");
  g_string_append_printf (out, _("Normalization of “%s” (RFC 3986 §6.2.2, §6.2.3)"), shown);
  g_string_append_printf (out, "%s\n", color ? ANSI_RESET : "");

  for (guint r = 0; r < US_RUNG_COUNT; r++)
    {
      gsize rlen;
      const char *result = us_normalization_get_result (n, r, &rlen);
      g_autofree char *rshown = us_quote (result, rlen, 0);
      guint changes = us_normalization_get_n_changes (n, r);

      g_string_append_printf (out, "  %s%-8s%s %s\n", color ? ANSI_CYAN : "", us_rung_section (r),
                              color ? ANSI_RESET : "", us_rung_describe (r));
      g_string_append_printf (out, "           %s\n", rshown);
      if (changes == 0)
        g_string_append_printf (out, "           — %s\n", _("no change"));
      for (guint k = 0; k < changes; k++)
        {
          g_autofree char *words = us_change_format (us_normalization_get_change (n, r, k));

          g_string_append_printf (out, "           • %s\n", words);
          cli_text_spill (out, stream);
        }
      cli_text_spill (out, stream);
    }
  {
    gsize nlen;
    const char *normal = us_normalization_get_normalized (n, &nlen);
    g_autofree char *nshown = us_quote (normal, nlen, 0);

    g_string_append_printf (out, "%s%s %s%s\n", color ? ANSI_GREEN : "", _("Normalized:"), nshown,
                            color ? ANSI_RESET : "");
  }
  if (us_normalization_is_from_invalid_input (n))
    g_string_append_printf (out, "%s%s[%s]%s: %s\n", color ? ANSI_YELLOW : "", us_severity_label (US_SEVERITY_WARNING),
                            "invalid-input", color ? ANSI_RESET : "",
                            _("The reference breaks the grammar (see its diagnostics); it was normalized all the same."));

  return cli_text_finish (out, stream);
}

/**
 * cli_text_normalization:
 *
 * Returns: (transfer full): the ladder of RFC 3986 §6.2 (render_normalization())
 */
char *
cli_text_normalization (const UsNormalization *n,
                        CliTextFlags           flags)
{
  return render_normalization (NULL, n, flags);
}

/**
 * cli_text_write_normalization:
 *
 * Writes cli_text_normalization()'s text to @stream as it is made.
 */
void
cli_text_write_normalization (FILE                  *stream,
                              const UsNormalization *n,
                              CliTextFlags           flags)
{
  g_return_if_fail (stream != NULL);
  render_normalization (stream, n, flags);
}


/**
 * cli_text_iri_mapping:
 *
 * The core's words for the mapping (us_iri_mapping_format(), which the
 * normalization page shows too), with each step's id in bold in colour.
 */
char *
cli_text_iri_mapping (const UsIriMapping *mapping,
                      CliTextFlags        flags)
{
  gboolean color = (flags & CLI_TEXT_COLOR) != 0;

  g_return_val_if_fail (mapping != NULL, NULL);
  return us_iri_mapping_format (mapping, color ? ANSI_BOLD : NULL, color ? ANSI_RESET : NULL);
}
