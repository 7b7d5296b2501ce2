/* uriscope-step-positions.c — the rows and positions of a resolution's steps
 *
 * What the step-through view (uriscope-resolution-steps.c) steps through,
 * worked out from a UsResolution: the list's rows, one per step (for the
 * WHATWG URL Standard, per state step, with a "…" row before the last
 * when the trace left some out), and the positions Previous and Next go
 * to: the steps and, for RFC 3986, the rows of the buffer table after
 * the 5.2.4 step (its sub-steps); for RFC 2396 and RFC 1808 the buffer's
 * rows are steps already. Each position says how many buffer rows are
 * revealed at it.
 *
 * And the title above the steps; for a step: what its components are compared with, what it
 * changed, its row (uriscope-step-row.c), its badge, the RFC's lines that
 * ran, and the bytes of the reference it works on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-step-positions.h"

static gboolean
is_whatwg (UsResolution *res)
{
  return us_resolution_get_spec (res) == US_SPEC_WHATWG;
}

static void
add_position (GArray *positions,
              guint   row,
              int     buffer_row)
{
  guint revealed = positions->len > 0 ? g_array_index (positions, UriscopeStepPosition, positions->len - 1).revealed : 0;
  UriscopeStepPosition pos = { row, buffer_row, buffer_row >= 0 ? MAX (revealed, (guint) buffer_row + 1) : revealed };

  g_array_append_val (positions, pos);
}

/**
 * uriscope_step_positions_fill:
 * @table: the buffer table, its resolution set (none for the WHATWG URL
 *   Standard)
 * @rows: (element-type guint): appended to: the step (state step) of each
 *   list row, %URISCOPE_STEP_MORE_ROW for "…"
 * @positions: (element-type UriscopeStepPosition): appended to
 */
void
uriscope_step_positions_fill (UsResolution        *res,
                              UriscopeBufferTable *table,
                              GArray              *rows,
                              GArray              *positions)
{
  gboolean whatwg = is_whatwg (res);
  guint n = whatwg ? us_resolution_get_n_state_steps (res) : us_resolution_get_n_steps (res);
  gboolean sub_steps = uriscope_buffer_table_is_sub_steps (table), subs_done = FALSE;

  for (guint i = 0; i < n; i++)
    {
      guint row;

      if (whatwg && i == n - 1 && us_resolution_get_state_steps_omitted (res) > 0)
        {
          guint more = URISCOPE_STEP_MORE_ROW;

          g_array_append_val (rows, more);
        }
      row = rows->len;
      g_array_append_val (rows, i);
      add_position (positions, row, whatwg || sub_steps ? -1 : uriscope_buffer_table_row_of_step (table, i));
      if (sub_steps && !subs_done && us_resolution_get_step (res, i)->branch == US_BRANCH_REMOVE_DOT_SEGMENTS)
        {
          for (guint b = 0; b < uriscope_buffer_table_get_n_rows (table); b++)
            add_position (positions, row, (int) b);
          subs_done = TRUE;
        }
    }
}

/* The step @step's components are compared with: the step before that is
 * not a parse; for the first such, the base's (RFC 3986 builds a new
 * target T) or the reference's (RFC 2396 and RFC 1808 complete the
 * reference). None for the parse steps themselves. */
const UsStep *
uriscope_step_positions_before (UsResolution *res,
                                guint         step)
{
  const UsStep *s = us_resolution_get_step (res, step);
  const UsStep *base = NULL, *ref = NULL;

  if (s->branch == US_BRANCH_PARSE_BASE || s->branch == US_BRANCH_PARSE_REFERENCE)
    return NULL;
  for (guint i = step; i-- > 0;)
    {
      const UsStep *p = us_resolution_get_step (res, i);

      if (p->branch == US_BRANCH_PARSE_BASE)
        base = base != NULL ? base : p;
      else if (p->branch == US_BRANCH_PARSE_REFERENCE)
        ref = ref != NULL ? ref : p;
      else
        return p;
    }
  return us_resolution_get_spec (res) == US_SPEC_RFC3986 ? base : ref;
}

/* The state step before @step with a state (the record it changed). */
const UsStateStep *
uriscope_step_positions_state_before (UsResolution *res,
                                      guint         step)
{
  for (guint i = step; i-- > 0;)
    {
      const UsStateStep *p = us_resolution_get_state_step (res, i);

      if (p->state != NULL)
        return p;
    }
  return NULL;
}

static const char *
input_of (const UsResult *result,
          gsize          *len)
{
  *len = 0;
  return result != NULL ? us_result_get_input (result, len) : NULL;
}

/* The title above the steps: the reference against the base (or its
 * parse alone, for the URL Standard), and the algorithm's section. */
char *
uriscope_step_positions_title (UsResolution *res)
{
  UsSpec spec = us_resolution_get_spec (res);
  gsize ref_len, base_len;
  const char *ref = input_of (us_resolution_get_reference_result (res), &ref_len);
  const char *base = input_of (us_resolution_get_base_result (res), &base_len);
  g_autofree char *ref_shown = us_quote (ref != NULL ? ref : "", ref_len, 60);
  g_autofree char *base_shown = us_quote (base != NULL ? base : "", base_len, 60);

  if (spec == US_SPEC_WHATWG && base == NULL)
    return g_strdup_printf (_("The parse of “%s”, state by state (WHATWG URL Standard §4.4)"), ref_shown);
  if (spec == US_SPEC_WHATWG)
    return g_strdup_printf (_("“%s” against “%s” (WHATWG URL Standard §4.4)"), ref_shown, base_shown);
  return g_strdup_printf (_("“%s” against “%s” (%s)"), ref_shown, base_shown,
                          us_spec_resolution_section (spec));
}

/* Shows step @step (a state step for the WHATWG URL Standard, or
 * %URISCOPE_STEP_MORE_ROW) in @row, what it changed emphasised. */
void
uriscope_step_positions_show_row (UsResolution    *res,
                                  guint            step,
                                  UriscopeStepRow *row)
{
  if (step == URISCOPE_STEP_MORE_ROW)
    uriscope_step_row_show_more (row, us_resolution_get_state_steps_omitted (res));
  else if (is_whatwg (res))
    {
      const UsStateStep *s = us_resolution_get_state_step (res, step);
      gboolean is_base = s->state == NULL && step == 0;
      gsize len;
      const char *input = input_of (us_resolution_get_reference_result (res), &len);

      uriscope_step_row_show_state_step (row, s, is_base ? s : uriscope_step_positions_state_before (res, step),
                                         input, len, is_base ? NULL : us_resolution_get_reference_result (res));
    }
  else
    uriscope_step_row_show_step (row, us_resolution_get_step (res, step), uriscope_step_positions_before (res, step),
                                 us_resolution_get_spec (res) == US_SPEC_RFC1808);
}

/* The badge of step @step: its id, its state, or "…". */
const char *
uriscope_step_positions_badge (UsResolution *res,
                               guint         step)
{
  if (step == URISCOPE_STEP_MORE_ROW)
    return "…";
  if (is_whatwg (res))
    {
      const UsStateStep *s = us_resolution_get_state_step (res, step);

      return s->state != NULL ? s->state : s->branch;
    }
  return us_resolution_get_step (res, step)->id;
}

/* What step @step changed: bits 1 << UsPart, or 1 << UsRecordField. */
guint
uriscope_step_positions_changed (UsResolution *res,
                                 guint         step)
{
  if (step == URISCOPE_STEP_MORE_ROW)
    return 0;
  if (is_whatwg (res))
    {
      const UsStateStep *s = us_resolution_get_state_step (res, step);

      return s->state == NULL && step == 0 ? 0 : uriscope_state_step_changed_fields (s, uriscope_step_positions_state_before (res, step));
    }
  return uriscope_step_changed_parts (us_resolution_get_step (res, step), uriscope_step_positions_before (res, step));
}

/* The last branch before @step that chose where the path comes from. */
static UsBranch
path_branch_before (UsResolution *res,
                    guint         step)
{
  for (guint i = step; i-- > 0;)
    {
      UsBranch b = us_resolution_get_step (res, i)->branch;

      if (uriscope_rfc_lines_is_path_branch (b))
        return b;
    }
  return US_BRANCH_RELATIVE_PATH;
}

/**
 * uriscope_step_positions_rfc_lines:
 * @buffer_row: the buffer table's row the position is, or -1
 * @lines: (out caller-allocates) (array fixed-size=URISCOPE_RFC_LINES_MAX)
 *
 * The lines of the RFC that ran at a position of step @step (one of the
 * RFCs'): those of its buffer row's rule for RFC 3986's sub-steps.
 *
 * Returns: how many ranges of lines
 */
guint
uriscope_step_positions_rfc_lines (UsResolution        *res,
                                   guint                step,
                                   UriscopeBufferTable *table,
                                   int                  buffer_row,
                                   UriscopeRfcLines    *lines)
{
  UsSpec spec = us_resolution_get_spec (res);

  if (buffer_row >= 0 && uriscope_buffer_table_is_sub_steps (table))
    return uriscope_rfc_lines_for_rule (spec, uriscope_buffer_table_get_rule (table, (guint) buffer_row), lines);
  return uriscope_rfc_lines_for_step (spec, us_resolution_get_step (res, step)->branch,
                                      path_branch_before (res, step), lines);
}

/**
 * uriscope_step_positions_span:
 *
 * The bytes of the reference step @step works on: the input a state of
 * the URL parser read; for the RFCs, the reference's components the step
 * took (all of it for its parse, none for the base's).
 *
 * Returns: FALSE when the step reads none of the reference
 */
gboolean
uriscope_step_positions_span (UsResolution *res,
                              guint         step,
                              gsize        *start,
                              gsize        *end)
{
  static const UsComponent components[US_PART_COUNT] = {
    [US_PART_SCHEME] = US_COMPONENT_SCHEME,
    [US_PART_AUTHORITY] = US_COMPONENT_AUTHORITY,
    [US_PART_PATH] = US_COMPONENT_PATH,
    [US_PART_PARAMS] = US_COMPONENT_PATH,
    [US_PART_QUERY] = US_COMPONENT_QUERY,
    [US_PART_FRAGMENT] = US_COMPONENT_FRAGMENT,
  };
  const UsResult *ref;
  const UsStep *s;
  guint changed;
  gboolean found = FALSE;

  if (step == URISCOPE_STEP_MORE_ROW)
    return FALSE;
  if (is_whatwg (res))
    {
      const UsStateStep *state = us_resolution_get_state_step (res, step);

      *start = state->start;
      *end = state->end;
      return state->state != NULL && state->end > state->start;
    }
  ref = us_resolution_get_reference_result (res);
  s = us_resolution_get_step (res, step);
  if (ref == NULL || s->branch == US_BRANCH_PARSE_BASE)
    return FALSE;
  if (s->branch == US_BRANCH_PARSE_REFERENCE)
    {
      us_result_get_input (ref, end);
      *start = 0;
      return *end > 0;
    }
  changed = uriscope_step_positions_changed (res, step);
  for (guint p = 0; p < US_PART_COUNT; p++)
    {
      gsize a, b;

      if ((changed & (1u << p)) == 0 || !us_result_get_component (ref, components[p], &a, &b))
        continue;
      *start = found ? MIN (*start, a) : a;
      *end = found ? MAX (*end, b) : b;
      found = TRUE;
    }
  return found && *end > *start;
}
