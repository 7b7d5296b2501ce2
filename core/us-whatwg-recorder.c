/* us-whatwg-recorder.c — the trace recorder of the basic URL parser
 *
 * When a trace is asked for, the state machine (us-whatwg.c) tells the
 * recorder about each code point it reads: the state, the branch the state
 * took (us-whatwg-trace.c has the words for each), the validation errors
 * it met, and the URL record as it stands (UsWhatwgBuilding). The recorder
 * makes the steps of the trace out of it: one step for a run of a state's
 * ordinary code points, one for each other branch, each with the bytes of
 * the input it read and a copy of the record after it (the scheme, the
 * credentials, the host serialized, the port, the end of the path, the
 * query, the fragment and the buffer, each cut to a field's worth). A
 * trace keeps US_MAX_STATE_STEPS steps at most: the first ones and the
 * last, whose record is filled only when the parse ends, so a long run
 * costs no copies. The steps before the state machine (the trimming, the
 * tabs and newlines removed) are recorded here too.
 *
 * Without a trace nothing here runs: the state machine checks first.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-whatwg.h"

/* Adds @step to the trace: the first US_MAX_STATE_STEPS - 1 steps are
 * kept, then the last one replaces the one before it (its record is only
 * filled when it is done, so a long run costs no copies). */
static void
trace_add (UsWhatwgTrace *trace,
           UsStateStep   *step)
{
  if (trace->steps->len >= US_MAX_STATE_STEPS)
    {
      g_ptr_array_remove_index (trace->steps, trace->steps->len - 1);
      trace->omitted++;
    }
  g_ptr_array_add (trace->steps, step);
}

/* Fills the record of the open step from the URL being built; once the
 * trace is full, only for the last step (@final), when the parse ends. */
static void
trace_record (UsWhatwgRecorder       *rec,
              const UsWhatwgBuilding *p,
              gboolean                final)
{
  UsStateStep *step = rec->step;
  gsize len;
  gboolean raw = rec->step_raw;

  rec->step_done = TRUE;
  if (rec->trace->steps->len >= US_MAX_STATE_STEPS && !final)
    return;

  us_whatwg_step_set (step, US_RECORD_SCHEME, p->scheme, strlen (p->scheme), FALSE);
  us_whatwg_step_set (step, US_RECORD_USERNAME, str_or_empty (p->username), len_or_0 (p->username), FALSE);
  us_whatwg_step_set (step, US_RECORD_PASSWORD, str_or_empty (p->password), len_or_0 (p->password), FALSE);
  if (rec->step_host == NULL || rec->step_host_gen != p->host_gen)
    {
      g_free (rec->step_host);
      rec->step_host = p->host->kind != US_WHATWG_HOST_NONE ? us_whatwg_host_serialize (p->host) : NULL;
      rec->step_host_gen = p->host_gen;
    }
  if (rec->step_host != NULL)
    us_whatwg_step_set (step, US_RECORD_HOST, rec->step_host, strlen (rec->step_host), FALSE);
  if (p->port >= 0)
    {
      char port[16];

      len = (gsize) g_snprintf (port, sizeof port, "%d", p->port);
      us_whatwg_step_set (step, US_RECORD_PORT, port, len, FALSE);
    }
  if (p->has_opaque_path)
    us_whatwg_step_set (step, US_RECORD_PATH, p->path->str, p->path->len, TRUE);
  else
    {
      /* the end of the path: enough segments from the last for a field
       * (each is "/" and the segment, from a "/" to the next) */
      g_autoptr(GString) path = g_string_new (NULL);
      gsize first = p->path->len;
      gsize total = 0;

      while (first > 0 && total <= 512)
        {
          gsize k = first - 1;

          while (p->path->str[k] != '/')
            k--;
          total += first - k;
          first = k;
        }
      if (first > 0)
        g_string_append (path, "…");
      g_string_append_len (path, p->path->str + first, (gssize) (p->path->len - first));
      us_whatwg_step_set (step, US_RECORD_PATH, path->str, path->len, TRUE);
      step->cut[US_RECORD_PATH] |= first > 0;
    }
  if (p->query != NULL)
    us_whatwg_step_set (step, US_RECORD_QUERY, p->query->str, p->query->len, FALSE);
  if (p->fragment != NULL)
    us_whatwg_step_set (step, US_RECORD_FRAGMENT, p->fragment->str, p->fragment->len, FALSE);
  if (raw)
    {
      /* the buffer is the code points read, up to a field's worth */
      g_autoptr(GString) buffer = g_string_new (NULL);
      gsize end = MIN (p->raw_start + p->raw_len, p->in->n_cp);

      for (gsize i = p->raw_start; i < end && buffer->len <= 512; i++)
        g_string_append_unichar (buffer, p->in->cp[i]);
      us_whatwg_step_set (step, US_RECORD_BUFFER, buffer->str, buffer->len, FALSE);
      step->cut[US_RECORD_BUFFER] |= p->raw_start + p->raw_len > end || buffer->len > 512;
    }
  else
    us_whatwg_step_set (step, US_RECORD_BUFFER, p->buffer->str, p->buffer->len, FALSE);
}

/* Before a code point, in the state @state: the open step ends if the
 * state moved on. */
void
us_whatwg_recorder_before (UsWhatwgRecorder       *rec,
                           int                     state,
                           const UsWhatwgBuilding *url)
{
  if (rec->step != NULL && !rec->step_done && rec->step_state != state)
    trace_record (rec, url, FALSE);
}

/* After the state @state (named @state_name; @raw: it only copies code
 * points) ran on the code point at @pointer, leaving the pointer at
 * @new_pointer, having taken @noted (US_WHATWG_BRANCH_NONE: its ordinary
 * run, @run): extends the open run, or opens a step; a step that took a
 * branch other than its state's run is done. */
void
us_whatwg_recorder_after (UsWhatwgRecorder       *rec,
                          const UsWhatwgBuilding *url,
                          int                     state,
                          const char             *state_name,
                          gboolean                raw,
                          UsWhatwgBranch          run,
                          UsWhatwgBranch          noted,
                          gssize                  pointer,
                          gssize                  new_pointer,
                          guint                   errors_before,
                          gboolean                failure)
{
  UsWhatwgBranch branch = noted != US_WHATWG_BRANCH_NONE ? noted : run;
  gsize n = url->in->n_cp;
  gsize from = MIN ((gsize) MAX (pointer, 0), n);
  gsize to = MIN ((gsize) MAX (pointer, new_pointer) + 1, n);
  gsize byte_from = url->in->cp_start[from];
  gsize byte_to = to > from ? url->in->cp_end[to - 1] : byte_from;
  guint errors = url->in->errors->len;

  if (rec->step != NULL && !rec->step_done && rec->step_state == state)
    {
      /* the run goes on, perhaps to its branch */
      rec->step->end = MAX (rec->step->end, byte_to);
      rec->step->n_errors += errors - errors_before;
      if (branch != run)
        {
          rec->step->branch = us_whatwg_branch_name (branch);
          rec->step->description = us_whatwg_branch_describe (branch);
        }
    }
  else
    {
      rec->step = us_whatwg_step_new (state_name, branch);
      rec->step->start = byte_from;
      rec->step->end = byte_to;
      rec->step->first_error = errors_before;
      rec->step->n_errors = errors - errors_before;
      rec->step_state = state;
      rec->step_raw = raw;
      rec->step_done = FALSE;
      trace_add (rec->trace, rec->step);
    }
  rec->step->failure = failure;
  if (branch != run || failure || run == US_WHATWG_BRANCH_NONE)
    trace_record (rec, url, FALSE);
}

/* When the parse ends: the last step's record, if it has none yet (or
 * only the one it had while the trace was full); and the recorder's own
 * memory. */
void
us_whatwg_recorder_finish (UsWhatwgRecorder       *rec,
                           const UsWhatwgBuilding *url)
{
  if (rec->step != NULL && (!rec->step_done || rec->step->record[US_RECORD_SCHEME] == NULL))
    trace_record (rec, url, TRUE);
  g_clear_pointer (&rec->step_host, g_free);
}

/* A step before the state machine: @branch over the bytes [@start, @end),
 * with the validation error it met (the last one so far). */
void
us_whatwg_recorder_input_step (UsWhatwgTrace  *trace,
                               UsWhatwgBranch  branch,
                               gsize           start,
                               gsize           end,
                               GArray         *errors)
{
  UsStateStep *step = us_whatwg_step_new (NULL, branch);

  step->start = start;
  step->end = end;
  step->first_error = errors->len - 1;
  step->n_errors = 1;
  trace_add (trace, step);
}
