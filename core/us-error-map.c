/* us-error-map.c — where one reading has errors, without the reading
 *
 * The first difference between specs (us-compare.c) asks of each reading
 * only two things: at which bytes an error starts, and which bytes an
 * error covers (an error covers its span, and an empty one the byte it
 * stands before). An error map holds just that, as runs: the bytes where
 * errors start, and the bytes they cover, each a list of [start, end)
 * spans, neighbours merged. A megabyte of "%" has a million errors under
 * each spec, 32 bytes each, and one run in its map; the command line's
 * matrix of --spec all keeps the maps and lets each reading go as soon as
 * it is counted (issue 24), and reads again only the two readings the
 * difference names.
 *
 * us_error_map_find_difference() is the walk us_find_difference() makes:
 * the bytes where any error starts, from the left; at each, the first map
 * with an error starting there against the first map with no error
 * covering it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "us-error-map-private.h"
#include "us-result-private.h"

typedef struct {
  guint32 start;
  guint32 end;
} Run;

struct _UsErrorMap {
  GArray *starts;    /* Run: every byte of each starts an error */
  GArray *covered;   /* Run: every byte of each is under an error */
};

/* @span appended to @runs, merged with the last run when they touch. */
static void
add_run (GArray *runs,
         gsize   start,
         gsize   end)
{
  Run *last = runs->len > 0 ? &g_array_index (runs, Run, runs->len - 1) : NULL;

  if (last != NULL && start <= last->end)
    last->end = MAX (last->end, (guint32) end);
  else
    {
      Run run = { (guint32) start, (guint32) end };

      g_array_append_val (runs, run);
    }
}

static int
compare_starts (gconstpointer a,
                gconstpointer b)
{
  const Run *ra = a;
  const Run *rb = b;

  return ra->start < rb->start ? -1 : ra->start > rb->start ? 1 : 0;
}

/**
 * us_error_map_new:
 * @result: a reading
 *
 * Returns: (transfer full): where @result has errors
 */
UsErrorMap *
us_error_map_new (const UsResult *result)
{
  UsErrorMap *self = g_new (UsErrorMap, 1);
  g_autoptr(GArray) spans = NULL;
  gboolean sorted = TRUE;

  self->starts = g_array_new (FALSE, FALSE, sizeof (Run));
  self->covered = g_array_new (FALSE, FALSE, sizeof (Run));
  /* Results come sorted by start (us_result_finish()); the spans of the
   * errors are sorted here otherwise. */
  for (guint i = 1; i < result->n_diagnostics && sorted; i++)
    sorted = result->diagnostics[i].start >= result->diagnostics[i - 1].start;
  if (!sorted)
    {
      spans = g_array_new (FALSE, FALSE, sizeof (Run));
      for (guint i = 0; i < result->n_diagnostics; i++)
        if (result->diagnostics[i].severity == US_SEVERITY_ERROR)
          {
            Run span = { result->diagnostics[i].start, result->diagnostics[i].end };

            g_array_append_val (spans, span);
          }
      g_array_sort (spans, compare_starts);
    }
  for (guint i = 0; i < (spans != NULL ? spans->len : result->n_diagnostics); i++)
    {
      gsize start, end;

      if (spans != NULL)
        {
          start = g_array_index (spans, Run, i).start;
          end = g_array_index (spans, Run, i).end;
        }
      else if (result->diagnostics[i].severity != US_SEVERITY_ERROR)
        continue;
      else
        {
          start = result->diagnostics[i].start;
          end = result->diagnostics[i].end;
        }
      add_run (self->starts, start, start + 1);
      add_run (self->covered, start, MAX (end, start + 1));
    }
  return self;
}

void
us_error_map_free (UsErrorMap *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->starts);
  g_array_unref (self->covered);
  g_free (self);
}

/* A map walked from the left: the first run of each list not yet passed. */
typedef struct {
  const UsErrorMap *map;
  guint start_run;
  guint covered_run;
} Walk;

/* The first byte at or after @offset where an error starts, or
 * G_MAXSIZE; the runs before it passed. */
static gsize
walk_next_start (Walk  *w,
                 gsize  offset)
{
  const GArray *runs = w->map->starts;

  while (w->start_run < runs->len && g_array_index (runs, Run, w->start_run).end <= offset)
    w->start_run++;
  if (w->start_run == runs->len)
    return G_MAXSIZE;
  return MAX (offset, g_array_index (runs, Run, w->start_run).start);
}

/* Whether an error covers @offset; the runs before it passed. */
static gboolean
walk_covers (Walk  *w,
             gsize  offset)
{
  const GArray *runs = w->map->covered;

  while (w->covered_run < runs->len && g_array_index (runs, Run, w->covered_run).end <= offset)
    w->covered_run++;
  return w->covered_run < runs->len && g_array_index (runs, Run, w->covered_run).start <= offset;
}

/**
 * us_error_map_find_difference:
 * @maps: the maps of one input's readings under different specs
 * @n_maps: how many
 * @difference: (out): the first difference; its diagnostic is left for
 *   us_result_first_error_at() to find in the rejecting reading
 *
 * Returns: TRUE when one reading has an error where another has none
 */
gboolean
us_error_map_find_difference (UsErrorMap *const *maps,
                              guint              n_maps,
                              UsDifference      *difference)
{
  g_autofree Walk *walks = NULL;
  gsize offset = 0;

  if (n_maps < 2)
    return FALSE;
  walks = g_new (Walk, n_maps);
  for (guint m = 0; m < n_maps; m++)
    walks[m] = (Walk) { maps[m], 0, 0 };
  for (;;)
    {
      gsize next = G_MAXSIZE;

      for (guint m = 0; m < n_maps; m++)
        next = MIN (next, walk_next_start (&walks[m], offset));
      if (next == G_MAXSIZE)
        return FALSE;
      offset = next;
      for (guint r = 0; r < n_maps; r++)
        {
          if (walk_next_start (&walks[r], offset) != offset)
            continue;
          for (guint a = 0; a < n_maps; a++)
            if (a != r && !walk_covers (&walks[a], offset))
              {
                *difference = (UsDifference) { r, a, G_MAXUINT, offset };
                return TRUE;
              }
        }
      /* Nobody accepts this byte: on to the next error. */
      offset++;
    }
}

/**
 * us_result_first_error_at:
 * @result: a reading
 * @offset: a byte where one of its errors starts
 *
 * Returns: the first of the errors that start at @offset, in the order of
 *   @result's diagnostics (G_MAXUINT when none does)
 */
guint
us_result_first_error_at (const UsResult *result,
                          gsize           offset)
{
  for (guint i = 0; i < result->n_diagnostics; i++)
    if (result->diagnostics[i].start == offset && result->diagnostics[i].severity == US_SEVERITY_ERROR)
      return i;
  return G_MAXUINT;
}
