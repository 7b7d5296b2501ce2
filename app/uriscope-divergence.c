/* uriscope-divergence.c — where a wrong answer to a resolution went
 *
 * The answer is split into the six components of the steps (us_parse()
 * under the exercise's spec; RFC 1808 splits ";params" off the path at
 * the first ";"). For each component that differs from the target's:
 *
 *  - the path: the buffer of the dot-segment removal, row after row (RFC
 *    3986 §5.2.4: the output buffer followed by the input buffer, that is
 *    the path as it would be with no further rule; RFC 2396 §5.2 step 6
 *    and RFC 1808 §4 step 6: the buffer after each sub-step). Going down
 *    the table, the buffer comes closer to the answer's path as long as the
 *    answer did what the table does; the first row after which it is
 *    further from it (fewer bytes in common at the start and the end) is
 *    where the answer went another way ("../g" answered "http://a/b/c/g":
 *    rule 2C, which removed "c/.."). When the table never moves away, the
 *    answer's path was already another before dot segments were removed:
 *    the first step that built a path the answer does not start with (the
 *    merge of §5.2.3, the buffer of RFC 2396 step 6a) — or, when the
 *    answer removed ".." above the root where RFC 2396 and RFC 1808 keep
 *    it, the step that kept it;
 *  - any other component: the last step that changed it, or, when no step
 *    changed it (it stays undefined), the step that chose the branch.
 *
 * The earliest of these steps is the divergent step.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-exercises.h"

static const char * const part_titles[US_PART_COUNT] = {
  N_("scheme"), N_("authority"), N_("path"), N_("params"), N_("query"), N_("fragment"),
};

/* The component as a sentence names it (translated): "path". */
const char *
uriscope_part_title (UsPart part)
{
  g_return_val_if_fail (part < US_PART_COUNT, NULL);
  return _(part_titles[part]);
}

/* The fields of the URL Standard's URL record (and the parser's buffer),
 * as the step rows name them: words, not the spec's identifiers. */
static const char * const record_field_titles[US_RECORD_FIELD_COUNT] = {
  N_("scheme"), N_("username"), N_("password"), N_("host"), N_("port"), N_("path"), N_("query"), N_("fragment"),
  /* TRANSLATORS: the URL parser's buffer, where it gathers what it reads */
  N_("buffer"),
};

/* A field of the URL record as a step row names it (translated). */
const char *
uriscope_record_field_title (UsRecordField field)
{
  g_return_val_if_fail ((guint) field < US_RECORD_FIELD_COUNT, NULL);
  return _(record_field_titles[field]);
}

/* What a rule of the buffer table of RFC 3986 §5.2.4 does (translated),
 * or NULL for an id that is not one. */
const char *
uriscope_buffer_rule_describe (const char *id)
{
  static const struct { const char *id; const char *words; } rules[] = {
    { "1", N_("The input buffer starts as the path; the output buffer is empty.") },
    { "2A", N_("A prefix “../” or “./” is removed from the input buffer.") },
    { "2B", N_("A prefix “/./” or a final “/.” is replaced by “/” in the input buffer.") },
    { "2C", N_("A prefix “/../” or a final “/..” is replaced by “/”, and the last segment of the output buffer is removed with the “/” before it.") },
    { "2D", N_("An input buffer of only “.” or “..” is removed.") },
    { "2E", N_("The first path segment of the input buffer, with its “/” if any, moves to the end of the output buffer.") },
  };

  for (guint i = 0; id != NULL && i < G_N_ELEMENTS (rules); i++)
    if (strcmp (id, rules[i].id) == 0)
      return _(rules[i].words);
  return NULL;
}

typedef struct {
  char *parts[US_PART_COUNT];
  gsize lens[US_PART_COUNT];
} Parts;

static void
set_part (Parts      *parts,
          UsPart      part,
          const char *text,
          gsize       start,
          gsize       end)
{
  parts->parts[part] = g_strndup (text + start, end - start);
  parts->lens[part] = end - start;
}

static void
parts_clear (Parts *parts)
{
  for (guint i = 0; i < US_PART_COUNT; i++)
    g_free (parts->parts[i]);
}

/* @answer split into the components the steps show. */
static void
split_answer (UsSpec      spec,
              const char *answer,
              Parts      *parts)
{
  gsize len = strlen (answer), start, end, path_start = 0, path_end = len;
  g_autoptr(UsResult) result = us_parse (answer, len, spec, US_PARSE_DEFAULT, NULL);

  memset (parts, 0, sizeof *parts);
  if (result == NULL)
    return;
  if (us_result_get_component (result, US_COMPONENT_SCHEME, &start, &end))
    {
      set_part (parts, US_PART_SCHEME, answer, start, end);
      path_start = end + 1;
    }
  if (us_result_get_component (result, US_COMPONENT_AUTHORITY, &start, &end))
    {
      set_part (parts, US_PART_AUTHORITY, answer, start, end);
      path_start = end;
    }
  if (us_result_get_component (result, US_COMPONENT_FRAGMENT, &start, &end))
    {
      set_part (parts, US_PART_FRAGMENT, answer, start, end);
      path_end = start - 1;
    }
  if (us_result_get_component (result, US_COMPONENT_QUERY, &start, &end))
    {
      set_part (parts, US_PART_QUERY, answer, start, end);
      path_end = start - 1;
    }
  path_start = MIN (path_start, path_end);
  if (spec == US_SPEC_RFC1808)
    {
      const char *semicolon = memchr (answer + path_start, ';', path_end - path_start);

      if (semicolon != NULL)
        {
          set_part (parts, US_PART_PARAMS, answer, semicolon + 1 - answer, path_end);
          path_end = semicolon - answer;
        }
    }
  set_part (parts, US_PART_PATH, answer, path_start, path_end);
}

static gboolean
same_part (const char *a,
           gsize       a_len,
           const char *b,
           gsize       b_len)
{
  if (a == NULL || b == NULL)
    return a == b;
  return a_len == b_len && memcmp (a, b, a_len) == 0;
}

static gboolean
is_parse_step (const UsStep *step)
{
  return step->branch == US_BRANCH_PARSE_BASE || step->branch == US_BRANCH_PARSE_REFERENCE;
}

static gboolean
is_removal_step (const UsStep *step)
{
  switch (step->branch)
    {
    case US_BRANCH_REMOVE_DOT_SEGMENTS:
    case US_BRANCH_REMOVE_DOT_SLASH:
    case US_BRANCH_REMOVE_TRAILING_DOT:
    case US_BRANCH_REMOVE_DOTDOT:
    case US_BRANCH_REMOVE_TRAILING_DOTDOT:
    case US_BRANCH_LEADING_DOTDOT:
    case US_BRANCH_NO_LEADING_DOTDOT:
    case US_BRANCH_NEW_PATH:
      return TRUE;
    default:
      return FALSE;
    }
}

/* How close @buffer is to @path: the bytes they have in common at the
 * start and at the end, at most the shorter length (equal strings: all). */
static gsize
closeness (const char *buffer,
           gsize       buffer_len,
           const char *path,
           gsize       path_len)
{
  gsize shorter = MIN (buffer_len, path_len), head = 0, tail = 0;

  while (head < shorter && buffer[head] == path[head])
    head++;
  while (tail < shorter && buffer[buffer_len - 1 - tail] == path[path_len - 1 - tail])
    tail++;
  return MIN (head + tail, shorter);
}

/* The last step (not a parse) that changed @part; without one, the first
 * step that is not a parse. */
static guint
step_setting (const UsResolution *resolution,
              UsPart              part)
{
  guint n = us_resolution_get_n_steps (resolution), first = G_MAXUINT, last = G_MAXUINT;
  const char *before = NULL;
  gsize before_len = 0;

  for (guint i = 0; i < n; i++)
    {
      const UsStep *step = us_resolution_get_step (resolution, i);

      if (is_parse_step (step))
        continue;
      if (first == G_MAXUINT)
        first = i;
      if (!same_part (before, before_len, step->parts[part], step->lens[part]))
        last = i;
      before = step->parts[part];
      before_len = step->lens[part];
    }
  return last != G_MAXUINT ? last : first;
}

/* Where the answer's @path went another way (see above). */
static void
path_divergence (const UsResolution *resolution,
                 const char         *path,
                 gsize               path_len,
                 UriscopeDivergence *out)
{
  guint n = us_resolution_get_n_steps (resolution), removal = n;
  const char *before = NULL;
  gsize before_len = 0;
  guint changed = G_MAXUINT;

  out->row = G_MAXUINT;
  for (guint i = 0; i < n && removal == n; i++)
    if (is_removal_step (us_resolution_get_step (resolution, i)))
      removal = i;

  if (removal < n && us_resolution_get_step (resolution, removal)->branch == US_BRANCH_REMOVE_DOT_SEGMENTS)
    {
      gsize last = 0;

      /* RFC 3986 §5.2.4: the rows of the buffer table */
      for (guint r = 0; r < us_resolution_get_n_rows (resolution); r++)
        {
          const UsBufferRow *row = us_resolution_get_row (resolution, r);
          g_autofree char *buffer = g_strconcat (row->output, row->input != NULL ? row->input : "", NULL);
          gsize close = closeness (buffer, strlen (buffer), path, path_len);

          if (r > 0 && close < last)
            {
              out->step = removal;
              out->row = r;
              return;
            }
          last = close;
        }
    }
  else if (removal < n)
    {
      /* RFC 2396 §5.2 step 6, RFC 1808 §4 step 6: the buffer, sub-step
       * after sub-step */
      const UsStep *previous = us_resolution_get_step (resolution, removal - 1);
      gsize last = closeness (previous->parts[US_PART_PATH], previous->lens[US_PART_PATH], path, path_len);

      for (guint i = removal; i < n && is_removal_step (us_resolution_get_step (resolution, i)); i++)
        {
          const UsStep *step = us_resolution_get_step (resolution, i);
          gsize close = closeness (step->parts[US_PART_PATH], step->lens[US_PART_PATH], path, path_len);

          if (close < last)
            {
              out->step = i;
              return;
            }
          last = close;
        }
      for (guint i = removal; i < n; i++)
        if (us_resolution_get_step (resolution, i)->branch == US_BRANCH_LEADING_DOTDOT &&
            !(path_len >= 3 && memcmp (path, "/..", 3) == 0))
          {
            out->step = i;
            return;
          }
    }

  /* The path before the dot segments were removed: the first step that
   * built one the answer does not start with (the reference's own
   * relative path, merged by a later step, aside). */
  for (guint i = 0; i < removal; i++)
    {
      const UsStep *step = us_resolution_get_step (resolution, i);
      const char *p = step->parts[US_PART_PATH];
      gsize len = step->lens[US_PART_PATH];
      gboolean later_change = FALSE;

      if (is_parse_step (step) || same_part (before, before_len, p, len))
        continue;
      before = p;
      before_len = len;
      changed = i;
      for (guint k = i + 1; k < removal; k++)
        if (!same_part (p, len, us_resolution_get_step (resolution, k)->parts[US_PART_PATH],
                        us_resolution_get_step (resolution, k)->lens[US_PART_PATH]))
          later_change = TRUE;
      if (p != NULL && later_change && (len == 0 || p[0] != '/'))
        continue;
      if (p == NULL || len > path_len || memcmp (p, path, len) != 0)
        {
          out->step = i;
          return;
        }
    }
  out->step = changed != G_MAXUINT ? changed : step_setting (resolution, US_PART_PATH);
}

/**
 * uriscope_exercises_find_divergence:
 * @resolution: a resolution traced (%US_RESOLVE_TRACE)
 * @spec: the spec to split @answer under
 * @answer: a wrong answer, cleaned (uriscope_exercise_clean_answer())
 *
 * Finds the first step of @resolution where @answer went another way.
 *
 * Returns: %FALSE when @answer has the target's components
 */
gboolean
uriscope_exercises_find_divergence (const UsResolution *resolution,
                                    UsSpec              spec,
                                    const char         *answer,
                                    UriscopeDivergence *divergence)
{
  guint n = us_resolution_get_n_steps (resolution);
  const UsStep *last;
  Parts parts;
  gboolean found = FALSE;

  g_return_val_if_fail (divergence != NULL, FALSE);
  if (n == 0)
    return FALSE;
  last = us_resolution_get_step (resolution, n - 1);
  split_answer (spec, answer, &parts);
  for (UsPart part = 0; part < US_PART_COUNT; part++)
    {
      UriscopeDivergence here = { 0, G_MAXUINT, part, NULL };

      if (same_part (parts.parts[part], parts.lens[part], last->parts[part], last->lens[part]))
        continue;
      if (part == US_PART_PATH)
        path_divergence (resolution, parts.parts[part] != NULL ? parts.parts[part] : "",
                         parts.lens[part], &here);
      else
        here.step = step_setting (resolution, part);
      if (here.step == G_MAXUINT)
        continue;
      if (!found || here.step < divergence->step ||
          (here.step == divergence->step && here.row != G_MAXUINT && here.row < divergence->row))
        {
          *divergence = here;
          found = TRUE;
        }
    }
  parts_clear (&parts);
  if (found)
    divergence->id = divergence->row != G_MAXUINT
                     ? us_resolution_get_row (resolution, divergence->row)->id
                     : us_resolution_get_step (resolution, divergence->step)->id;
  return found;
}

/* The divergence in words: "Your path differs from step 5.2.4, rule 2C:
 * …" (translated). */
char *
uriscope_divergence_describe (const UsResolution       *resolution,
                              const UriscopeDivergence *divergence)
{
  const UsStep *step = us_resolution_get_step (resolution, divergence->step);

  if (divergence->row != G_MAXUINT)
    {
      const char *rule = us_resolution_get_row (resolution, divergence->row)->id;
      const char *words = uriscope_buffer_rule_describe (rule);

      /* TRANSLATORS: the first %s is a component ("path"), the second a step
       * of RFC 3986 ("5.2.4"), the third a rule of its buffer table ("2C"),
       * the last what the rule does */
      return g_strdup_printf (_("Your %s differs from step %s, rule %s: %s"),
                              uriscope_part_title (divergence->part), step->id, rule,
                              words != NULL ? words : "");
    }
  /* TRANSLATORS: the first %s is a component ("path"), the second a step of
   * the RFC ("5.2.3"), the last what the step does */
  return g_strdup_printf (_("Your %s differs from step %s: %s"),
                          uriscope_part_title (divergence->part), step->id,
                          us_branch_describe (step->branch));
}
