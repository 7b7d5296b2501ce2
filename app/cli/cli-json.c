/* cli-json.c — one JSON object per input line
 *
 * The object is written member by member as the result is read (see
 * cli-json-writer.c), never built whole: an input with a diagnostic per byte
 * costs the output's size in time and a few blocks of memory.
 *
 * JSON strings are Unicode text without NUL, so an input holding NUL bytes
 * or bytes that are not UTF-8 cannot be carried as it is: "input" then shows
 * it with U+FFFD in their place, and "input_base64" carries the exact bytes,
 * which all the byte offsets refer to; so do "base_base64" and
 * "other_base64" for the base and the reference to compare with, which come
 * from the command line. Nothing is dropped silently.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cli-json.h"

/* "start" and "end" members: a half-open byte span. */
static void
add_span (CliJsonWriter *writer,
          gsize          start,
          gsize          end)
{
  cli_json_writer_key (writer, CLI_JSON_KEY ("start"));
  cli_json_writer_int (writer, (gint64) start);
  cli_json_writer_key (writer, CLI_JSON_KEY ("end"));
  cli_json_writer_int (writer, (gint64) end);
}

/* A string member (@len may be -1), or null; the member's name as
 * CLI_JSON_KEY() gives it. */
static void
add_string (CliJsonWriter *writer,
            const char    *key,
            gsize          key_len,
            const char    *value,
            gssize         len)
{
  cli_json_writer_key (writer, key, key_len);
  cli_json_writer_string (writer, value, len);
}

/* The same, for a name that is not a literal. */
static void
add_string_named (CliJsonWriter *writer,
                  const char    *name,
                  const char    *value,
                  gssize         len)
{
  cli_json_writer_member (writer, name);
  cli_json_writer_string (writer, value, len);
}

/* The member of a name computed at run time that is written for every
 * input (a component's, a URL getter's): escaped once, kept in @slot. */
static void
add_cached_key (CliJsonWriter  *writer,
                GString       **slot,
                const char     *name)
{
  if (*slot == NULL)
    {
      *slot = g_string_new ("\"");
      cli_json_append_escaped (*slot, name, strlen (name));
      g_string_append (*slot, "\":");
    }
  cli_json_writer_key (writer, (*slot)->str, (*slot)->len);
}

/* A string member whose value is one of a fixed set of names (a
 * severity's, a diagnostic code's, a rule's), or null: "key":"value"
 * escaped once a name, kept in @slots[@index] (of @n_slots), and copied.
 * A diagnostic has four: written a key and a value each, scanned for what
 * to escape, they were most of the writer's work on a diagnostic. */
static void
add_name_member (CliJsonWriter  *writer,
                 GString       **slots,
                 guint           n_slots,
                 guint           index,
                 const char     *key,
                 gsize           key_len,
                 const char     *value)
{
  GString **slot = index < n_slots ? &slots[index] : NULL;

  if (slot == NULL)
    {
      add_string (writer, key, key_len, value, -1);
      return;
    }
  if (*slot == NULL)
    {
      *slot = g_string_new_len (key, key_len);
      if (value == NULL)
        g_string_append (*slot, "null");
      else
        {
          g_string_append_c (*slot, '"');
          cli_json_append_escaped (*slot, value, strlen (value));
          g_string_append_c (*slot, '"');
        }
    }
  cli_json_writer_raw_member (writer, (*slot)->str, (*slot)->len);
}

static void
add_boolean (CliJsonWriter *writer,
             const char    *key,
             gsize          key_len,
             gboolean       value)
{
  cli_json_writer_key (writer, key, key_len);
  cli_json_writer_boolean (writer, value);
}

static void
add_tree (CliJsonWriter  *writer,
          const UsResult *result,
          guint           index)
{
  const UsNode *node = us_result_get_node (result, index);

  /* each rule's opening ({"rule":NAME,"start":) made once, kept for the run */
  static GString *prefixes[US_RULE_COUNT];
  GString **prefix = (guint) node->rule < US_RULE_COUNT ? &prefixes[node->rule] : NULL;
  g_autoptr(GString) other = NULL;

  if (prefix == NULL)
    prefix = &other;
  if (*prefix == NULL)
    {
      *prefix = g_string_new (NULL);
      cli_json_writer_node_prefix (*prefix, us_rule_name (node->rule));
    }
  /* {"rule", "start", "end", "children": [ in one copy; a leaf closed in it */
  cli_json_writer_node (writer, (*prefix)->str, (*prefix)->len, node->start, node->end,
                        node->n_children == 0);
  if (node->n_children == 0)
    return;
  /* Recursion follows the grammar's depth (at most a dozen levels), never
   * the length of the input: segments are siblings, not descendants. */
  for (guint k = 0; k < node->n_children; k++)
    add_tree (writer, result, us_result_get_child (result, index, k));
  cli_json_writer_end_node (writer);
}

/* A text the user gave (the input, the base, the other reference), or one
 * decoded from it: as a string and, when that cannot carry it exactly,
 * also in base64 as "NAME_base64". */
static void
add_given_text (CliJsonWriter *writer,
                const char    *name,
                const char    *text,
                gsize          len)
{
  add_string_named (writer, name, text, text != NULL ? (gssize) len : -1);
  if (text != NULL && !cli_json_is_exact (text, len))
    {
      g_autofree char *b64_name = g_strconcat (name, "_base64", NULL);
      g_autofree char *b64 = g_base64_encode ((const guchar *) text, len);

      add_string_named (writer, b64_name, b64, -1);
    }
}

/* "query_params": the query as name-value pairs (URL Standard §5.1), under
 * every spec; [] when there is no query. A decoded name or value may hold
 * NUL ("%00"): then "name_base64" or "value_base64" carries it exactly. */
static void
add_query_params (CliJsonWriter  *writer,
                  const UsResult *result)
{
  g_autoptr(GArray) params = us_result_dup_query_params (result);

  cli_json_writer_key (writer, CLI_JSON_KEY ("query_params"));
  cli_json_writer_begin_array (writer);
  for (guint i = 0; i < params->len; i++)
    {
      const UsQueryParam *param = &g_array_index (params, UsQueryParam, i);

      cli_json_writer_begin_object (writer);
      add_given_text (writer, "name", param->name, param->name_len);
      add_given_text (writer, "value", param->value, param->value_len);
      add_span (writer, param->start, param->end);
      cli_json_writer_end_object (writer);
    }
  cli_json_writer_end_array (writer);
}

/* Opens the object of one input: "input" (and "input_base64"), "spec". */
static void
begin_input (CliJsonWriter *writer,
             const char    *input,
             gsize          len,
             UsSpec         spec)
{
  cli_json_writer_begin_object (writer);
  add_given_text (writer, "input", input, len);
  add_string (writer, CLI_JSON_KEY ("spec"), us_spec_to_string (spec), -1);
}

static void
add_diagnostic (CliJsonWriter  *writer,
                const UsResult *result,
                guint           index,
                gboolean        offered)
{
  const UsDiagnostic *d = us_result_get_diagnostic (result, index);
  g_autofree char *message = us_result_format_message_at (result, index, offered);

  static GString *severities[US_SEVERITY_NOTE + 1];
  static GString *codes[US_DIAG_CODE_COUNT];
  static GString *rules[US_RULE_COUNT];
  static GString *whatwg[US_DIAG_CODE_COUNT];

  cli_json_writer_begin_object (writer);
  add_span (writer, d->start, d->end);
  add_name_member (writer, severities, G_N_ELEMENTS (severities), (guint) d->severity,
                   CLI_JSON_KEY ("severity"), us_severity_name (d->severity));
  add_name_member (writer, codes, G_N_ELEMENTS (codes), (guint) d->code,
                   CLI_JSON_KEY ("code"), us_diag_code_name (d->code));
  add_name_member (writer, rules, G_N_ELEMENTS (rules), (guint) d->rule,
                   CLI_JSON_KEY ("rule"), us_rule_name (d->rule));
  add_string (writer, CLI_JSON_KEY ("expected"), us_diagnostic_get_expected (d), -1);
  add_string (writer, CLI_JSON_KEY ("message"), message, -1);
  /* Under the URL Standard, the validation error's own name. */
  if (us_result_get_spec (result) == US_SPEC_WHATWG)
    add_name_member (writer, whatwg, G_N_ELEMENTS (whatwg), (guint) d->code,
                     CLI_JSON_KEY ("whatwg"), us_diag_code_whatwg_name (d->code));
  cli_json_writer_key (writer, CLI_JSON_KEY ("fix"));
  if (d->has_fix && offered)
    {
      cli_json_writer_begin_object (writer);
      add_span (writer, d->fix_start, d->fix_end);
      add_string (writer, CLI_JSON_KEY ("text"), d->fix_text, -1);
      cli_json_writer_end_object (writer);
    }
  else
    cli_json_writer_null (writer);
  cli_json_writer_end_object (writer);
}

/* Opens the object of a parsed input: the input, the spec, the verdict,
 * the components, the tree and the diagnostics, each with its fix-it
 * where it is @offered (us_analysis_dup_offered_fixes(); none when
 * NULL). */
void
cli_json_begin_result (CliJsonWriter  *writer,
                       const UsResult *result,
                       const gboolean *offered)
{
  static const UsComponent order[] = {
    US_COMPONENT_SCHEME, US_COMPONENT_USERINFO, US_COMPONENT_HOST, US_COMPONENT_PORT,
    US_COMPONENT_PATH, US_COMPONENT_QUERY, US_COMPONENT_FRAGMENT, US_COMPONENT_AUTHORITY,
  };
  gsize len;
  const char *input = us_result_get_input (result, &len);

  begin_input (writer, input, len, us_result_get_spec (result));
  add_boolean (writer, CLI_JSON_KEY ("valid"), us_result_is_valid (result));

  cli_json_writer_key (writer, CLI_JSON_KEY ("components"));
  cli_json_writer_begin_object (writer);
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      static GString *keys[G_N_ELEMENTS (order)];
      gsize start, end;
      gboolean present = us_result_get_component (result, order[i], &start, &end);

      add_cached_key (writer, &keys[i], us_component_name (order[i]));
      cli_json_writer_string (writer, present ? input + start : NULL, present ? (gssize) (end - start) : -1);
    }
  cli_json_writer_end_object (writer);

  cli_json_writer_key (writer, CLI_JSON_KEY ("tree"));
  add_tree (writer, result, 0);

  /* In the order the parser met them: by position for the grammars, and
   * for the URL Standard the order of its state machine. */
  cli_json_writer_key (writer, CLI_JSON_KEY ("diagnostics"));
  cli_json_writer_begin_array (writer);
  for (guint i = 0; i < us_result_get_n_diagnostics (result); i++)
    {
      guint k = us_result_get_met_diagnostic (result, i);

      add_diagnostic (writer, result, k, offered != NULL && offered[k]);
    }
  cli_json_writer_end_array (writer);

  add_query_params (writer, result);

  /* Under the URL Standard: what the URL API's getters give, or null when
   * a browser refuses the link. */
  if (us_result_get_spec (result) == US_SPEC_WHATWG)
    {
      g_autofree char *href = us_result_dup_url (result, US_URL_HREF);

      cli_json_writer_key (writer, CLI_JSON_KEY ("url"));
      if (href == NULL)
        cli_json_writer_null (writer);
      else
        {
          cli_json_writer_begin_object (writer);
          for (guint g = 0; g < US_URL_GETTER_COUNT; g++)
            {
              static GString *keys[US_URL_GETTER_COUNT];
              g_autofree char *value = us_result_dup_url (result, (UsUrlGetter) g);

              add_cached_key (writer, &keys[g], us_url_getter_name ((UsUrlGetter) g));
              cli_json_writer_string (writer, value, -1);
            }
          cli_json_writer_end_object (writer);
        }
    }
}

/* For a spec whose grammar is not built yet (resolution only): the input,
 * and "valid": null, as nothing was checked. */
void
cli_json_begin_unparsed (CliJsonWriter *writer,
                         const char    *input,
                         gsize          len,
                         UsSpec         spec)
{
  begin_input (writer, input, len, spec);
  cli_json_writer_key (writer, CLI_JSON_KEY ("valid"));
  cli_json_writer_null (writer);
}

/* Closes the object of one input, and its line. */
void
cli_json_end_input (CliJsonWriter *writer)
{
  cli_json_writer_end_object (writer);
  cli_json_writer_end_line (writer);
}

static void
add_parts (CliJsonWriter *writer,
           const UsStep  *step,
           UsSpec         spec)
{
  cli_json_writer_begin_object (writer);
  for (guint i = 0; i < US_PART_COUNT; i++)
    {
      if (i == US_PART_PARAMS && spec != US_SPEC_RFC1808)
        continue;
      add_string_named (writer, us_part_name (i), step->parts[i], step->parts[i] ? (gssize) step->lens[i] : -1);
    }
  cli_json_writer_end_object (writer);
}

/* The steps of the WHATWG basic URL parser: the state, the branch, the
 * bytes of the reference it read, the standard's names of the validation
 * errors it met, and the URL record after it (and the buffer). */
static void
add_state_steps (CliJsonWriter      *writer,
                 const UsResolution *res)
{
  const UsResult *ref = us_resolution_get_reference_result (res);

  for (guint i = 0; i < us_resolution_get_n_state_steps (res); i++)
    {
      const UsStateStep *step = us_resolution_get_state_step (res, i);

      cli_json_writer_begin_object (writer);
      add_string (writer, CLI_JSON_KEY ("state"), step->state, -1);
      add_string (writer, CLI_JSON_KEY ("branch"), step->branch, -1);
      add_string (writer, CLI_JSON_KEY ("description"), step->description, -1);
      add_span (writer, step->start, step->end);
      add_boolean (writer, CLI_JSON_KEY ("failure"), step->failure);
      cli_json_writer_key (writer, CLI_JSON_KEY ("errors"));
      cli_json_writer_begin_array (writer);
      for (guint k = 0; ref != NULL && k < step->n_errors; k++)
        {
          const UsDiagnostic *d = us_result_get_diagnostic (ref, us_result_get_met_diagnostic (ref, step->first_error + k));

          cli_json_writer_string (writer, us_diag_code_whatwg_name (d->code), -1);
        }
      cli_json_writer_end_array (writer);
      cli_json_writer_key (writer, CLI_JSON_KEY ("record"));
      cli_json_writer_begin_object (writer);
      for (guint f = 0; f < US_RECORD_FIELD_COUNT; f++)
        add_string_named (writer, us_record_field_name (f), step->record[f],
                    step->record[f] != NULL ? (gssize) step->lens[f] : -1);
      cli_json_writer_end_object (writer);
      cli_json_writer_key (writer, CLI_JSON_KEY ("cut"));
      cli_json_writer_begin_array (writer);
      for (guint f = 0; f < US_RECORD_FIELD_COUNT; f++)
        if (step->cut[f])
          cli_json_writer_string (writer, us_record_field_name (f), -1);
      cli_json_writer_end_array (writer);
      cli_json_writer_end_object (writer);
    }
}

/* Adds "resolution" to the object of one input: the base, the target (null
 * when there is none), the other answer where the RFC allows two, the
 * issues, every step and the buffer table. */
void
cli_json_add_resolution (CliJsonWriter      *writer,
                         const UsResolution *res,
                         const char         *base,
                         gsize               base_len)
{
  UsSpec spec = us_resolution_get_spec (res);
  gsize len;
  const char *target = us_resolution_get_target (res, &len);
  UsAlternative kind;
  gsize alt_len;
  const char *alt = us_resolution_get_alternative (res, &alt_len, &kind);

  cli_json_writer_key (writer, CLI_JSON_KEY ("resolution"));
  cli_json_writer_begin_object (writer);
  add_given_text (writer, "base", base, base_len);
  add_string (writer, CLI_JSON_KEY ("target"), target, target ? (gssize) len : -1);
  add_boolean (writer, CLI_JSON_KEY ("from_invalid_input"), us_resolution_is_from_invalid_input (res));
  {
    gsize safe_len;
    const char *safe = us_resolution_get_safe_target (res, &safe_len);

    /* Where the target, written out, would be read with another authority:
     * the form that keeps its path a path. */
    add_string (writer, CLI_JSON_KEY ("safe_target"), safe, safe ? (gssize) safe_len : -1);
  }

  cli_json_writer_key (writer, CLI_JSON_KEY ("alternative"));
  if (alt != NULL)
    {
      cli_json_writer_begin_object (writer);
      add_string (writer, CLI_JSON_KEY ("target"), alt, (gssize) alt_len);
      add_string (writer, CLI_JSON_KEY ("kind"), kind == US_ALTERNATIVE_COMPAT ? "compat"
                                  : kind == US_ALTERNATIVE_STRICT ? "strict" : "dotdot-removed", -1);
      add_string (writer, CLI_JSON_KEY ("description"), us_alternative_describe (kind), -1);
      cli_json_writer_end_object (writer);
    }
  else
    cli_json_writer_null (writer);

  cli_json_writer_key (writer, CLI_JSON_KEY ("issues"));
  cli_json_writer_begin_array (writer);
  for (guint i = 0; i < us_resolution_get_n_issues (res); i++)
    {
      UsResolveIssue issue = us_resolution_get_issue (res, i);
      g_autofree char *message = us_resolution_format_issue (res, issue);

      cli_json_writer_begin_object (writer);
      add_string (writer, CLI_JSON_KEY ("code"), us_resolve_issue_name (issue), -1);
      add_string (writer, CLI_JSON_KEY ("severity"), us_severity_name (us_resolve_issue_severity (issue)), -1);
      add_string (writer, CLI_JSON_KEY ("message"), message, -1);
      cli_json_writer_end_object (writer);
    }
  cli_json_writer_end_array (writer);

  cli_json_writer_key (writer, CLI_JSON_KEY ("steps"));
  cli_json_writer_begin_array (writer);
  if (spec == US_SPEC_WHATWG)
    add_state_steps (writer, res);
  for (guint i = 0; i < us_resolution_get_n_steps (res); i++)
    {
      const UsStep *step = us_resolution_get_step (res, i);

      cli_json_writer_begin_object (writer);
      add_string (writer, CLI_JSON_KEY ("step"), step->id, -1);
      add_string (writer, CLI_JSON_KEY ("branch"), us_branch_name (step->branch), -1);
      add_string (writer, CLI_JSON_KEY ("description"), us_branch_describe (step->branch), -1);
      cli_json_writer_key (writer, CLI_JSON_KEY ("components"));
      add_parts (writer, step, spec);
      cli_json_writer_end_object (writer);
    }
  cli_json_writer_end_array (writer);

  cli_json_writer_key (writer, CLI_JSON_KEY ("dot_segments"));
  cli_json_writer_begin_array (writer);
  for (guint i = 0; i < us_resolution_get_n_rows (res); i++)
    {
      const UsBufferRow *row = us_resolution_get_row (res, i);

      cli_json_writer_begin_object (writer);
      add_string (writer, CLI_JSON_KEY ("step"), row->id, -1);
      add_string (writer, CLI_JSON_KEY ("output"), row->output, (gssize) row->output_len);
      add_string (writer, CLI_JSON_KEY ("input"), row->input, row->input ? (gssize) row->input_len : -1);
      add_boolean (writer, CLI_JSON_KEY ("output_cut"), row->output_cut);
      add_boolean (writer, CLI_JSON_KEY ("input_cut"), row->input_cut);
      cli_json_writer_end_object (writer);
    }
  cli_json_writer_end_array (writer);
  cli_json_writer_key (writer, CLI_JSON_KEY ("dot_segments_omitted"));
  cli_json_writer_int (writer, us_resolution_get_rows_omitted (res));
  if (spec == US_SPEC_WHATWG)
    {
      /* the steps left out before the last (US_MAX_STATE_STEPS) */
      cli_json_writer_key (writer, CLI_JSON_KEY ("steps_omitted"));
      cli_json_writer_int (writer, us_resolution_get_state_steps_omitted (res));
    }
  cli_json_writer_end_object (writer);
}

/* "lens": what each reader makes of the link ("readers": "reader",
 * "scheme", "userinfo", "host", "port", "path", "error", each null when
 * the reader gives none), the "headline" when they disagree, the
 * "registrable_domain", the "display_host" (as an address bar shows it)
 * and the "findings" ("code", "severity", "start", "end", "message",
 * "source", "detail", and for a nested URL its decoded bytes as "value").
 * The readers' parts are exact (an invisible character as its JSON escape,
 * "\u200b"; with "NAME_base64" when a part is not text JSON carries
 * exactly); the sentences for people (the headline, messages, details, an
 * error) are in the display form of the text output. */
void
cli_json_add_lens (CliJsonWriter *writer,
                   const UsLens  *lens)
{
  cli_json_writer_key (writer, CLI_JSON_KEY ("lens"));
  cli_json_writer_begin_object (writer);
  cli_json_writer_key (writer, CLI_JSON_KEY ("readers"));
  cli_json_writer_begin_array (writer);
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      const UsLensReading *reading = us_lens_get_reading (lens, r);

      cli_json_writer_begin_object (writer);
      add_string (writer, CLI_JSON_KEY ("reader"), us_lens_reader_name (r), -1);
      for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
        {
          gsize len;
          const char *part = us_lens_get_reading_raw (lens, r, f, &len);

          /* exactly, as JSON escapes: no display form */
          add_given_text (writer, us_lens_field_name (f), part, len);
        }
      add_string (writer, CLI_JSON_KEY ("error"), reading->error, -1);
      add_string (writer, CLI_JSON_KEY ("goes_to"), us_lens_get_lookup_host (lens, r), -1);
      cli_json_writer_end_object (writer);
    }
  cli_json_writer_end_array (writer);
  add_string (writer, CLI_JSON_KEY ("headline"), us_lens_get_headline (lens), -1);
  add_string (writer, CLI_JSON_KEY ("registrable_domain"), us_lens_get_registrable_domain (lens), -1);
  add_string (writer, CLI_JSON_KEY ("display_host"), us_lens_get_display_host (lens), -1);
  cli_json_writer_key (writer, CLI_JSON_KEY ("findings"));
  cli_json_writer_begin_array (writer);
  for (guint i = 0; i < us_lens_get_n_findings (lens); i++)
    {
      const UsLensFinding *f = us_lens_get_finding (lens, i);

      cli_json_writer_begin_object (writer);
      add_string (writer, CLI_JSON_KEY ("code"), us_lens_code_name (f->code), -1);
      add_string (writer, CLI_JSON_KEY ("severity"), us_severity_name (f->severity), -1);
      add_span (writer, f->start, f->end);
      add_string (writer, CLI_JSON_KEY ("message"), f->message, -1);
      add_string (writer, CLI_JSON_KEY ("source"), f->source, -1);
      add_string (writer, CLI_JSON_KEY ("detail"), f->detail, -1);
      /* a nested URL exactly, decoded (with "value_base64" when it is not
       * text JSON carries exactly) */
      if (f->value != NULL)
        add_given_text (writer, "value", f->value, f->value_len);
      cli_json_writer_end_object (writer);
    }
  cli_json_writer_end_array (writer);
  cli_json_writer_end_object (writer);
}

/* RFC 3987 §3.1 or §3.2 as @member of the object: "steps" (each with
 * "step", "description", "text" and "changes", each with "from" and "to"),
 * "result" and "alternative" (the IDNA form, or null). */
void
cli_json_add_iri_mapping (CliJsonWriter      *writer,
                          const char         *member,
                          const UsIriMapping *mapping)
{
  gsize len;
  const char *result = us_iri_mapping_get_result (mapping, &len);

  cli_json_writer_member (writer, member);
  cli_json_writer_begin_object (writer);
  cli_json_writer_key (writer, CLI_JSON_KEY ("steps"));
  cli_json_writer_begin_array (writer);
  for (guint i = 0; i < us_iri_mapping_get_n_steps (mapping); i++)
    {
      const char *text;
      gsize text_len;
      UsIriStep step = us_iri_mapping_get_step (mapping, i, &text, &text_len);

      cli_json_writer_begin_object (writer);
      add_string (writer, CLI_JSON_KEY ("step"), us_iri_step_id (step), -1);
      add_string (writer, CLI_JSON_KEY ("description"), us_iri_step_describe (step), -1);
      add_string (writer, CLI_JSON_KEY ("text"), text, (gssize) text_len);
      cli_json_writer_key (writer, CLI_JSON_KEY ("changes"));
      cli_json_writer_begin_array (writer);
      for (guint k = 0; k < us_iri_mapping_get_n_changes (mapping, i); k++)
        {
          const char *from, *to;
          gsize from_len, to_len;

          /* exactly, as JSON escapes: no display form */
          us_iri_mapping_get_change_raw (mapping, i, k, &from, &from_len, &to, &to_len);
          cli_json_writer_begin_object (writer);
          add_given_text (writer, "from", from, from_len);
          add_given_text (writer, "to", to, to_len);
          cli_json_writer_end_object (writer);
        }
      cli_json_writer_end_array (writer);
      cli_json_writer_end_object (writer);
    }
  cli_json_writer_end_array (writer);
  add_string (writer, CLI_JSON_KEY ("result"), result, (gssize) len);
  add_string (writer, CLI_JSON_KEY ("alternative"), us_iri_mapping_get_alternative (mapping), -1);
  cli_json_writer_end_object (writer);
}

/* Adds "verdict": the line every view starts with (what the spec says,
 * and what a browser does), and, under an RFC, "browser": how a browser
 * reads the link (the same facts as the text's "In a browser" line). */
void
cli_json_add_verdict (CliJsonWriter *writer,
                      UsAnalysis    *analysis,
                      UsSpec         spec)
{
  g_autofree char *verdict = us_analysis_format_verdict (analysis, spec);
  UsBrowserReading *reading = us_analysis_get_browser_reading (analysis, spec);

  add_string (writer, CLI_JSON_KEY ("verdict"), verdict, -1);
  if (spec == US_SPEC_WHATWG)
    return;
  cli_json_writer_key (writer, CLI_JSON_KEY ("browser"));
  if (reading == NULL)
    {
      cli_json_writer_null (writer);
      return;
    }
  {
    gsize href_len, rfc_host_len;
    const char *href = us_browser_reading_get_href (reading, &href_len);
    const char *host = us_browser_reading_get_host (reading);
    const char *rfc_host = us_browser_reading_get_rfc_host (reading, &rfc_host_len);
    g_autofree char *message = us_browser_reading_format (reading);

    cli_json_writer_begin_object (writer);
    add_string (writer, CLI_JSON_KEY ("verdict"), us_browser_verdict_name (us_browser_reading_get_verdict (reading)), -1);
    add_string (writer, CLI_JSON_KEY ("cause"), us_browser_cause_name (us_browser_reading_get_cause (reading)), -1);
    add_string (writer, CLI_JSON_KEY ("href"), href, href != NULL ? (gssize) href_len : -1);
    add_string (writer, CLI_JSON_KEY ("host"), href != NULL ? host : NULL, -1);
    add_given_text (writer, "rfc_host", rfc_host, rfc_host_len);
    add_boolean (writer, CLI_JSON_KEY ("differs"), us_browser_reading_differs (reading));
    add_string (writer, CLI_JSON_KEY ("message"), message, -1);
    /* What differs: the bytes of the input and of the href, [start, end). */
    for (guint k = 0; k < 2; k++)
      {
        guint n;
        const UsBrowserSpan *spans = k == 0 ? us_browser_reading_get_spans (reading, &n)
                                            : us_browser_reading_get_href_spans (reading, &n);

        cli_json_writer_member (writer, k == 0 ? "input_spans" : "href_spans");
        cli_json_writer_begin_array (writer);
        for (guint i = 0; i < n; i++)
          {
            cli_json_writer_begin_object (writer);
            add_span (writer, spans[i].start, spans[i].end);
            cli_json_writer_end_object (writer);
          }
        cli_json_writer_end_array (writer);
      }
    cli_json_writer_end_object (writer);
  }
}

/* Adds "equivalence": whether the input is equivalent to the other
 * reference under @spec (us_analysis_compare()), and why in words. */
void
cli_json_add_equivalence (CliJsonWriter *writer,
                          UsAnalysis    *analysis,
                          UsAnalysis    *other,
                          UsSpec         spec)
{
  gsize olen;
  const char *oinput = us_analysis_get_input (other, &olen);
  int rung;
  UsEquivalence answer = us_analysis_compare (analysis, other, spec, &rung);
  g_autofree char *message = us_analysis_format_equivalence (analysis, other, spec);

  cli_json_writer_key (writer, CLI_JSON_KEY ("equivalence"));
  cli_json_writer_begin_object (writer);
  add_given_text (writer, "other", oinput, olen);
  add_boolean (writer, CLI_JSON_KEY ("equivalent"), us_equivalence_is_equivalent (answer));
  add_string (writer, CLI_JSON_KEY ("answer"), us_equivalence_name (answer), -1);
  add_string (writer, CLI_JSON_KEY ("rung"), answer == US_EQUIVALENCE_SAME_STRING ? "identical"
                              : answer == US_EQUIVALENCE_AT_RUNG ? us_rung_name (rung) : NULL, -1);
  add_string (writer, CLI_JSON_KEY ("message"), message, -1);
  cli_json_writer_end_object (writer);
}

/* Adds "normalization" under the URL Standard: the href, which is its
 * normal form (§4.5), or null when a browser refuses the link. */
void
cli_json_add_href_normalization (CliJsonWriter *writer,
                                 UsAnalysis    *analysis)
{
  gsize len;
  g_autofree char *href = us_analysis_get_href (analysis, &len);

  cli_json_writer_key (writer, CLI_JSON_KEY ("normalization"));
  cli_json_writer_begin_object (writer);
  add_string (writer, CLI_JSON_KEY ("normalized"), href, href != NULL ? (gssize) len : -1);
  cli_json_writer_end_object (writer);
}

/* Adds "normalization" (each rung with its result and changes, and the
 * normal form). */
void
cli_json_add_normalization (CliJsonWriter         *writer,
                            const UsNormalization *n)
{
  gsize len;
  const char *normal = us_normalization_get_normalized (n, &len);

  cli_json_writer_key (writer, CLI_JSON_KEY ("normalization"));
  cli_json_writer_begin_object (writer);
  cli_json_writer_key (writer, CLI_JSON_KEY ("rungs"));
  cli_json_writer_begin_array (writer);
  for (guint r = 0; r < US_RUNG_COUNT; r++)
    {
      gsize rlen;
      const char *result = us_normalization_get_result (n, r, &rlen);

      cli_json_writer_begin_object (writer);
      add_string (writer, CLI_JSON_KEY ("rung"), us_rung_name (r), -1);
      add_string (writer, CLI_JSON_KEY ("section"), us_rung_section (r), -1);
      add_string (writer, CLI_JSON_KEY ("result"), result, (gssize) rlen);
      cli_json_writer_key (writer, CLI_JSON_KEY ("changes"));
      cli_json_writer_begin_array (writer);
      for (guint k = 0; k < us_normalization_get_n_changes (n, r); k++)
        {
          g_autofree char *words = us_change_format (us_normalization_get_change (n, r, k));

          cli_json_writer_string (writer, words, -1);
        }
      cli_json_writer_end_array (writer);
      cli_json_writer_end_object (writer);
    }
  cli_json_writer_end_array (writer);
  add_string (writer, CLI_JSON_KEY ("normalized"), normal, (gssize) len);
  add_boolean (writer, CLI_JSON_KEY ("from_invalid_input"), us_normalization_is_from_invalid_input (n));
  cli_json_writer_end_object (writer);
}

/* For an input the core refused (over the size cap): its length, and why,
 * on a line of its own. The input itself is not repeated, not even cut
 * short. */
void
cli_json_input_error (CliJsonWriter *writer,
                      gsize          len,
                      UsSpec         spec,
                      const GError  *error)
{
  cli_json_writer_begin_object (writer);
  cli_json_writer_key (writer, CLI_JSON_KEY ("input"));
  cli_json_writer_null (writer);
  cli_json_writer_key (writer, CLI_JSON_KEY ("length"));
  cli_json_writer_int (writer, (gint64) len);
  add_string (writer, CLI_JSON_KEY ("spec"), us_spec_to_string (spec), -1);
  add_boolean (writer, CLI_JSON_KEY ("valid"), FALSE);
  add_string (writer, CLI_JSON_KEY ("error"), error->message, -1);
  cli_json_end_input (writer);
}
