/* us-compare.c — where specs part ways on one input
 *
 * The results of one input under several specs are compared character by
 * character: the first difference is the lowest byte where one spec has an
 * error and another reads the same byte without one. Its explanation names
 * the rule the accepting spec matched there and gives the rejecting spec's
 * own message: "“[” (U+005B) at byte 7 is part of IP-literal under RFC
 * 3986, but under RFC 2396: “[” is not allowed in …".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "us-compare.h"
#include "us-result-private.h"

/* One result's errors in order of position, walked once from the left. */
typedef struct {
  const UsResult *result;
  guint *order;     /* the diagnostics by start, when they are not already */
  guint next;       /* the first diagnostic (in that order) not yet passed */
  gsize reach;      /* the furthest end of the errors passed */
} Sweep;

static const UsDiagnostic *
sweep_diagnostic (const Sweep *s,
                  guint        k)
{
  return &s->result->diagnostics[s->order ? s->order[k] : k];
}

/* Moves past the diagnostics that are not errors. */
static void
sweep_skip (Sweep *s)
{
  while (s->next < s->result->n_diagnostics &&
         sweep_diagnostic (s, s->next)->severity != US_SEVERITY_ERROR)
    s->next++;
}

static int
compare_by_start (gconstpointer a,
                  gconstpointer b,
                  gpointer      user_data)
{
  const UsResult *result = user_data;
  gsize sa = result->diagnostics[*(const guint *) a].start;
  gsize sb = result->diagnostics[*(const guint *) b].start;

  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

static void
sweep_init (Sweep          *s,
            const UsResult *result)
{
  *s = (Sweep) { result, NULL, 0, 0 };
  /* Results come sorted (us_result_finish()); sort an index otherwise,
   * stably, so that of two errors at one byte the first is named. */
  for (guint i = 1; i < result->n_diagnostics; i++)
    if (result->diagnostics[i].start < result->diagnostics[i - 1].start)
      {
        s->order = g_new (guint, result->n_diagnostics);
        for (guint k = 0; k < result->n_diagnostics; k++)
          s->order[k] = k;
        g_qsort_with_data (s->order, (gint) result->n_diagnostics, sizeof (guint),
                           compare_by_start, (gpointer) result);
        break;
      }
  sweep_skip (s);
}

/* The start of the next error, or G_MAXSIZE when none is left. */
static gsize
sweep_head (const Sweep *s)
{
  return s->next < s->result->n_diagnostics ? sweep_diagnostic (s, s->next)->start : G_MAXSIZE;
}

/* Passes the errors that start before @offset. */
static void
sweep_advance (Sweep *s,
               gsize  offset)
{
  while (sweep_head (s) < offset)
    {
      s->reach = MAX (s->reach, sweep_diagnostic (s, s->next)->end);
      s->next++;
      sweep_skip (s);
    }
}

/* Whether an error covers byte @offset (an empty span covers the byte it
 * stands before), once the errors before it are passed. */
static gboolean
sweep_covers (const Sweep *s,
              gsize        offset)
{
  return sweep_head (s) == offset || s->reach > offset;
}

/**
 * us_find_difference:
 * @results: results of one input under different specs
 * @n_results: how many
 * @difference: (out): the first difference
 *
 * One walk from left to right over the errors of every result, each sorted
 * by position: at each byte where an error starts, which results have an
 * error covering it. Of the rejecting results at the lowest such byte, the
 * first in @results is named, with its first error there and the first
 * result that accepts the byte.
 *
 * Returns: TRUE when two of the specs part ways somewhere: one has an error
 *   where another has none
 */
gboolean
us_find_difference (UsResult *const *results,
                    guint            n_results,
                    UsDifference    *difference)
{
  g_autofree Sweep *sweeps = NULL;
  gboolean found = FALSE;

  g_return_val_if_fail (results != NULL || n_results == 0, FALSE);
  g_return_val_if_fail (difference != NULL, FALSE);

  if (n_results < 2)
    return FALSE;
  sweeps = g_new (Sweep, n_results);
  for (guint r = 0; r < n_results; r++)
    sweep_init (&sweeps[r], results[r]);

  while (!found)
    {
      gsize offset = G_MAXSIZE;

      for (guint r = 0; r < n_results; r++)
        offset = MIN (offset, sweep_head (&sweeps[r]));
      if (offset == G_MAXSIZE)
        break;
      for (guint r = 0; r < n_results; r++)
        sweep_advance (&sweeps[r], offset);

      for (guint r = 0; r < n_results && !found; r++)
        {
          if (sweep_head (&sweeps[r]) != offset)
            continue;
          for (guint a = 0; a < n_results; a++)
            if (a != r && !sweep_covers (&sweeps[a], offset))
              {
                const Sweep *s = &sweeps[r];

                *difference = (UsDifference) { r, a, s->order ? s->order[s->next] : s->next, offset };
                found = TRUE;
                break;
              }
        }
      /* Nobody accepts this byte: on to the next error. */
      for (guint r = 0; r < n_results; r++)
        sweep_advance (&sweeps[r], offset + 1);
    }
  for (guint r = 0; r < n_results; r++)
    g_free (sweeps[r].order);
  return found;
}

/**
 * us_format_difference:
 *
 * Returns: (transfer full): the difference in words, translated
 */
char *
us_format_difference (UsResult *const    *results,
                      const UsDifference *difference)
{
  const UsResult *rejecting, *accepting;
  g_autofree char *what = NULL;
  g_autofree char *why = NULL;
  g_autofree char *byte = NULL;
  const UsNode *node;

  g_return_val_if_fail (results != NULL && difference != NULL, NULL);

  rejecting = results[difference->rejecting];
  accepting = results[difference->accepting];
  why = us_result_format_message (rejecting, &rejecting->diagnostics[difference->diagnostic]);
  byte = g_strdup_printf ("%" G_GSIZE_FORMAT, difference->offset);
  if (difference->offset >= rejecting->len)
    /* TRANSLATORS: the first %s is a spec ("RFC 3986"), the second a message */
    return g_strdup_printf (_("The end of the input is fine under %s, but under %s: %s"),
                            us_spec_title (accepting->spec), us_spec_title (rejecting->spec), why);

  what = us_describe_char (rejecting->input, rejecting->len, difference->offset);
  node = &accepting->nodes[us_result_node_at (accepting, difference->offset)];
  /* TRANSLATORS: "“[” (U+005B) at byte 7 is part of IP-literal under RFC 3986, but under RFC 2396: <message>" */
  return g_strdup_printf (_("%s at byte %s is part of %s under %s, but under %s: %s"),
                          what, byte, us_rule_name (node->rule), us_spec_title (accepting->spec),
                          us_spec_title (rejecting->spec), why);
}
