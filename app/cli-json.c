/* cli-json.c — one JSON object per input line, with json-glib
 *
 * JSON strings are Unicode text without NUL, so an input holding NUL bytes
 * or bytes that are not UTF-8 cannot be carried as it is: "input" then shows
 * it with U+FFFD in their place, and "input_base64" carries the exact bytes,
 * which all the byte offsets refer to. Nothing is dropped silently.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cli-json.h"

/* @text as a JSON-safe string; *altered tells whether it had to change. */
static char *
json_safe (const char *text,
           gsize       len,
           gboolean   *altered)
{
  GString *out;
  const char *p = text;
  const char *end = text + len;

  if (memchr (text, '\0', len) == NULL && g_utf8_validate_len (text, len, NULL))
    {
      if (altered)
        *altered = FALSE;
      return g_strndup (text, len);
    }

  if (altered)
    *altered = TRUE;
  out = g_string_sized_new (len + 8);
  while (p < end)
    {
      const char *bad;

      if (g_utf8_validate_len (p, end - p, &bad))
        bad = end;
      for (const char *q = p; q < bad; q++)
        {
          if (*q == '\0')
            g_string_append_unichar (out, 0xFFFD);
          else
            g_string_append_c (out, *q);
        }
      if (bad < end)
        {
          g_string_append_unichar (out, 0xFFFD);
          bad++;
        }
      p = bad;
    }
  return g_string_free (out, FALSE);
}

/* "start" and "end" members: a half-open byte span. */
static void
add_span (JsonBuilder *builder,
          gsize        start,
          gsize        end)
{
  json_builder_set_member_name (builder, "start");
  json_builder_add_int_value (builder, (gint64) start);
  json_builder_set_member_name (builder, "end");
  json_builder_add_int_value (builder, (gint64) end);
}

/* A string member, or null. */
static void
add_string_or_null (JsonBuilder *builder,
                    const char  *name,
                    const char  *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
add_tree (JsonBuilder    *builder,
          const UsResult *result,
          guint           index)
{
  const UsNode *node = us_result_get_node (result, index);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "rule");
  json_builder_add_string_value (builder, us_rule_name (node->rule));
  add_span (builder, node->start, node->end);
  json_builder_set_member_name (builder, "children");
  json_builder_begin_array (builder);
  /* Recursion follows the grammar's depth (at most a dozen levels), never
   * the length of the input: segments are siblings, not descendants. */
  for (guint k = 0; k < node->n_children; k++)
    add_tree (builder, result, us_result_get_child (result, index, k));
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
add_input (JsonBuilder *builder,
           const char  *input,
           gsize        len)
{
  gboolean altered;
  g_autofree char *safe = json_safe (input, len, &altered);

  json_builder_set_member_name (builder, "input");
  json_builder_add_string_value (builder, safe);
  if (altered)
    {
      g_autofree char *b64 = g_base64_encode ((const guchar *) input, len);

      json_builder_set_member_name (builder, "input_base64");
      json_builder_add_string_value (builder, b64);
    }
}

JsonNode *
cli_json_result (const UsResult *result)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  static const UsComponent order[] = {
    US_COMPONENT_SCHEME, US_COMPONENT_USERINFO, US_COMPONENT_HOST, US_COMPONENT_PORT,
    US_COMPONENT_PATH, US_COMPONENT_QUERY, US_COMPONENT_FRAGMENT, US_COMPONENT_AUTHORITY,
  };
  gsize len;
  const char *input = us_result_get_input (result, &len);

  json_builder_begin_object (builder);
  add_input (builder, input, len);
  json_builder_set_member_name (builder, "spec");
  json_builder_add_string_value (builder, us_spec_to_string (us_result_get_spec (result)));
  json_builder_set_member_name (builder, "valid");
  json_builder_add_boolean_value (builder, us_result_is_valid (result));

  json_builder_set_member_name (builder, "components");
  json_builder_begin_object (builder);
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      gsize start, end;

      g_autofree char *text = NULL;

      if (us_result_get_component (result, order[i], &start, &end))
        text = json_safe (input + start, end - start, NULL);
      add_string_or_null (builder, us_component_name (order[i]), text);
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "tree");
  add_tree (builder, result, 0);

  json_builder_set_member_name (builder, "diagnostics");
  json_builder_begin_array (builder);
  for (guint i = 0; i < us_result_get_n_diagnostics (result); i++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (result, i);
      g_autofree char *message = us_result_format_message (result, d);

      json_builder_begin_object (builder);
      add_span (builder, d->start, d->end);
      json_builder_set_member_name (builder, "severity");
      json_builder_add_string_value (builder, us_severity_name (d->severity));
      json_builder_set_member_name (builder, "code");
      json_builder_add_string_value (builder, us_diag_code_name (d->code));
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, us_rule_name (d->rule));
      add_string_or_null (builder, "expected", d->expected);
      json_builder_set_member_name (builder, "message");
      json_builder_add_string_value (builder, message);
      json_builder_set_member_name (builder, "fix");
      if (d->has_fix)
        {
          json_builder_begin_object (builder);
          add_span (builder, d->fix_start, d->fix_end);
          json_builder_set_member_name (builder, "text");
          json_builder_add_string_value (builder, d->fix_text);
          json_builder_end_object (builder);
        }
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* For a spec whose grammar is not built yet (resolution only): the input,
 * and "valid": null, as nothing was checked. */
JsonNode *
cli_json_unparsed (const char *input,
                   gsize       len,
                   UsSpec      spec)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  add_input (builder, input, len);
  json_builder_set_member_name (builder, "spec");
  json_builder_add_string_value (builder, us_spec_to_string (spec));
  json_builder_set_member_name (builder, "valid");
  json_builder_add_null_value (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static void
add_parts (JsonBuilder  *builder,
           const UsStep *step,
           UsSpec        spec)
{
  json_builder_begin_object (builder);
  for (guint i = 0; i < US_PART_COUNT; i++)
    {
      g_autofree char *text = NULL;

      if (i == US_PART_PARAMS && spec != US_SPEC_RFC1808)
        continue;
      if (step->parts[i] != NULL)
        text = json_safe (step->parts[i], step->lens[i], NULL);
      add_string_or_null (builder, us_part_name (i), text);
    }
  json_builder_end_object (builder);
}

/* Adds "resolution" to the object of one input: the base, the target (null
 * when there is none), the other answer where the RFC allows two, the
 * issues, every step and the buffer table. */
void
cli_json_add_resolution (JsonNode           *node,
                         const UsResolution *res,
                         const char         *base)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  UsSpec spec = us_resolution_get_spec (res);
  gsize len;
  const char *target = us_resolution_get_target (res, &len);
  UsAlternative kind;
  gsize alt_len;
  const char *alt = us_resolution_get_alternative (res, &alt_len, &kind);
  g_autofree char *safe_target = target ? json_safe (target, len, NULL) : NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "base");
  json_builder_add_string_value (builder, base);
  add_string_or_null (builder, "target", safe_target);
  json_builder_set_member_name (builder, "from_invalid_input");
  json_builder_add_boolean_value (builder, us_resolution_is_from_invalid_input (res));

  json_builder_set_member_name (builder, "alternative");
  if (alt != NULL)
    {
      g_autofree char *safe = json_safe (alt, alt_len, NULL);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "target");
      json_builder_add_string_value (builder, safe);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, kind == US_ALTERNATIVE_COMPAT ? "compat"
                                              : kind == US_ALTERNATIVE_STRICT ? "strict" : "dotdot-removed");
      json_builder_set_member_name (builder, "description");
      json_builder_add_string_value (builder, us_alternative_describe (kind));
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "issues");
  json_builder_begin_array (builder);
  for (guint i = 0; i < us_resolution_get_n_issues (res); i++)
    {
      UsResolveIssue issue = us_resolution_get_issue (res, i);
      g_autofree char *message = us_resolution_format_issue (res, issue);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "code");
      json_builder_add_string_value (builder, us_resolve_issue_name (issue));
      json_builder_set_member_name (builder, "severity");
      json_builder_add_string_value (builder, us_severity_name (us_resolve_issue_severity (issue)));
      json_builder_set_member_name (builder, "message");
      json_builder_add_string_value (builder, message);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "steps");
  json_builder_begin_array (builder);
  for (guint i = 0; i < us_resolution_get_n_steps (res); i++)
    {
      const UsStep *step = us_resolution_get_step (res, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "step");
      json_builder_add_string_value (builder, step->id);
      json_builder_set_member_name (builder, "branch");
      json_builder_add_string_value (builder, us_branch_name (step->branch));
      json_builder_set_member_name (builder, "description");
      json_builder_add_string_value (builder, us_branch_describe (step->branch));
      json_builder_set_member_name (builder, "components");
      add_parts (builder, step, spec);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "dot_segments");
  json_builder_begin_array (builder);
  for (guint i = 0; i < us_resolution_get_n_rows (res); i++)
    {
      const UsBufferRow *row = us_resolution_get_row (res, i);
      g_autofree char *output = json_safe (row->output, row->output_len, NULL);
      g_autofree char *input = row->input ? json_safe (row->input, row->input_len, NULL) : NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "step");
      json_builder_add_string_value (builder, row->id);
      json_builder_set_member_name (builder, "output");
      json_builder_add_string_value (builder, output);
      add_string_or_null (builder, "input", input);
      json_builder_set_member_name (builder, "output_cut");
      json_builder_add_boolean_value (builder, row->output_cut);
      json_builder_set_member_name (builder, "input_cut");
      json_builder_add_boolean_value (builder, row->input_cut);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "dot_segments_omitted");
  json_builder_add_int_value (builder, us_resolution_get_rows_omitted (res));
  json_builder_end_object (builder);

  json_object_set_member (json_node_get_object (node), "resolution", json_builder_get_root (builder));
}

/* Adds "normalization" (each rung with its result and changes, and the
 * normal form) and, with @other, "equivalence". */
/* RFC 3987 §3.1 or §3.2 as @member of the object: "steps" (each with
 * "step", "description", "text" and "changes", each with "from" and "to"),
 * "result" and "alternative" (the IDNA form, or null). */
void
cli_json_add_iri_mapping (JsonNode           *node,
                          const char         *member,
                          const UsIriMapping *mapping)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  gsize len;
  const char *result = us_iri_mapping_get_result (mapping, &len);
  g_autofree char *safe_result = json_safe (result, len, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "steps");
  json_builder_begin_array (builder);
  for (guint i = 0; i < us_iri_mapping_get_n_steps (mapping); i++)
    {
      const char *text;
      gsize text_len;
      UsIriStep step = us_iri_mapping_get_step (mapping, i, &text, &text_len);
      g_autofree char *safe = json_safe (text, text_len, NULL);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "step");
      json_builder_add_string_value (builder, us_iri_step_id (step));
      json_builder_set_member_name (builder, "description");
      json_builder_add_string_value (builder, us_iri_step_describe (step));
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, safe);
      json_builder_set_member_name (builder, "changes");
      json_builder_begin_array (builder);
      for (guint k = 0; k < us_iri_mapping_get_n_changes (mapping, i); k++)
        {
          const char *from, *to;

          us_iri_mapping_get_change (mapping, i, k, &from, &to);
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "from");
          json_builder_add_string_value (builder, from);
          json_builder_set_member_name (builder, "to");
          json_builder_add_string_value (builder, to);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "result");
  json_builder_add_string_value (builder, safe_result);
  json_builder_set_member_name (builder, "alternative");
  if (us_iri_mapping_get_alternative (mapping) != NULL)
    json_builder_add_string_value (builder, us_iri_mapping_get_alternative (mapping));
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);
  json_object_set_member (json_node_get_object (node), member, json_builder_get_root (builder));
}

void
cli_json_add_normalization (JsonNode              *node,
                            const UsNormalization *n,
                            const UsNormalization *other)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  gsize len;
  g_autofree char *normal = NULL;
  const char *text = us_normalization_get_normalized (n, &len);

  normal = json_safe (text, len, NULL);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "rungs");
  json_builder_begin_array (builder);
  for (guint r = 0; r < US_RUNG_COUNT; r++)
    {
      gsize rlen;
      const char *result = us_normalization_get_result (n, r, &rlen);
      g_autofree char *safe = json_safe (result, rlen, NULL);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "rung");
      json_builder_add_string_value (builder, us_rung_name (r));
      json_builder_set_member_name (builder, "section");
      json_builder_add_string_value (builder, us_rung_section (r));
      json_builder_set_member_name (builder, "result");
      json_builder_add_string_value (builder, safe);
      json_builder_set_member_name (builder, "changes");
      json_builder_begin_array (builder);
      for (guint k = 0; k < us_normalization_get_n_changes (n, r); k++)
        {
          g_autofree char *words = us_change_format (us_normalization_get_change (n, r, k));

          json_builder_add_string_value (builder, words);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "normalized");
  json_builder_add_string_value (builder, normal);
  json_builder_set_member_name (builder, "from_invalid_input");
  json_builder_add_boolean_value (builder, us_normalization_is_from_invalid_input (n));
  json_builder_end_object (builder);
  json_object_set_member (json_node_get_object (node), "normalization", json_builder_get_root (builder));

  if (other != NULL)
    {
      g_autoptr(JsonBuilder) eq = json_builder_new ();
      gsize olen;
      const char *oinput = us_normalization_get_input (other, &olen);
      g_autofree char *osafe = json_safe (oinput, olen, NULL);
      int rung;
      gboolean equivalent = us_equivalent (n, other, &rung);

      json_builder_begin_object (eq);
      json_builder_set_member_name (eq, "other");
      json_builder_add_string_value (eq, osafe);
      json_builder_set_member_name (eq, "equivalent");
      json_builder_add_boolean_value (eq, equivalent);
      add_string_or_null (eq, "rung", !equivalent ? NULL : rung < 0 ? "identical" : us_rung_name (rung));
      json_builder_end_object (eq);
      json_object_set_member (json_node_get_object (node), "equivalence", json_builder_get_root (eq));
    }
}

/* For an input the core refused (over the size cap): its length, and why.
 * The input itself is not repeated, not even cut short. */
JsonNode *
cli_json_input_error (gsize         len,
                      UsSpec        spec,
                      const GError *error)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "input");
  json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "length");
  json_builder_add_int_value (builder, (gint64) len);
  json_builder_set_member_name (builder, "spec");
  json_builder_add_string_value (builder, us_spec_to_string (spec));
  json_builder_set_member_name (builder, "valid");
  json_builder_add_boolean_value (builder, FALSE);
  json_builder_set_member_name (builder, "error");
  json_builder_add_string_value (builder, error->message);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

char *
cli_json_to_line (JsonNode *node,
                  gsize    *len)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();

  json_generator_set_root (gen, node);
  json_generator_set_pretty (gen, FALSE);
  return json_generator_to_data (gen, len);
}
