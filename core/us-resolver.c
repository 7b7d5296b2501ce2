/* us-resolver.c — what the resolution algorithms share
 *
 * The resolver of one run (UsResolver, us-resolve-private.h): its scratch
 * memory, the recording of steps and buffer rows (nothing is recorded,
 * and nothing costs, without US_RESOLVE_TRACE), the issues, and the
 * recomposition of components (RFC 3986 §5.3). The algorithms
 * (us-resolve-rfc3986.c, us-resolve-legacy.c, us-resolve-whatwg.c) and the
 * normalization (us-normalize.c) call into it; it calls none of them:
 * us_resolve() (us-resolve.c) sits above them all.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-resolve-private.h"

/* How much of a buffer a row of the table keeps. */
#define ROW_TEXT_MAX 512

static void
string_free (gpointer data)
{
  g_string_free (data, TRUE);
}

/* @size bytes of scratch memory that live as long as the run. */
char *
us_resolver_alloc (UsResolver *r,
                   gsize       size)
{
  char *block;

  /* Keep blocks aligned for anything. */
  size = (size + 15) & ~(gsize) 15;
  if (size <= sizeof r->space - r->used)
    {
      block = r->space + r->used;
      r->used += size;
      return block;
    }
  block = g_malloc (size);
  if (r->blocks == NULL)
    r->blocks = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (r->blocks, block);
  return block;
}

/* A scratch buffer that lives as long as the run: components may point in. */
GString *
us_resolver_buffer (UsResolver *r,
                    gsize       reserve)
{
  GString *buffer = g_string_sized_new (reserve);

  if (r->buffers == NULL)
    r->buffers = g_ptr_array_new_with_free_func (string_free);
  g_ptr_array_add (r->buffers, buffer);
  return buffer;
}

/* The step's record; us_resolver_step() calls it only with a trace. */
void
us_resolver_step_traced (UsResolver    *r,
                         const char    *id,
                         UsBranch       branch,
                         const UsParts *parts)
{
  UsStep *step;

  step = g_new0 (UsStep, 1);
  step->id = id;
  step->branch = branch;
  for (guint i = 0; i < US_PART_COUNT; i++)
    {
      if (parts != NULL && parts->v[i].def)
        {
          step->parts[i] = us_memdup0 (parts->v[i].p, parts->v[i].len);
          step->lens[i] = parts->v[i].len;
        }
    }
  g_ptr_array_add (r->res->steps, step);
}

/* Records one row of a buffer table; the output keeps its end, the input
 * its start (where the next rule applies), each at most ROW_TEXT_MAX bytes. */
void
us_resolver_row (UsResolver *r,
                 const char *id,
                 const char *output,
                 gsize       output_len,
                 const char *input,
                 gsize       input_len)
{
  UsBufferRow row = { 0 };

  if (!r->trace)
    return;
  if (r->res->rows->len >= US_MAX_BUFFER_ROWS)
    {
      r->res->rows_omitted++;
      return;
    }

  row.id = id;
  row.output_cut = output_len > ROW_TEXT_MAX;
  row.output_len = MIN (output_len, ROW_TEXT_MAX);
  row.output = us_memdup0 (output + (output_len - row.output_len), row.output_len);
  if (input != NULL)
    {
      row.input_cut = input_len > ROW_TEXT_MAX;
      row.input_len = MIN (input_len, ROW_TEXT_MAX);
      row.input = us_memdup0 (input, row.input_len);
    }
  g_array_append_val (r->res->rows, row);
}

void
us_resolver_issue (UsResolver     *r,
                   UsResolveIssue  issue)
{
  for (guint i = 0; i < r->res->n_issues; i++)
    if (r->res->issues[i] == issue)
      return;
  g_assert (r->res->n_issues < G_N_ELEMENTS (r->res->issues));
  r->res->issues[r->res->n_issues++] = issue;
  if (issue == US_RESOLVE_ISSUE_BASE_INVALID || issue == US_RESOLVE_ISSUE_REFERENCE_INVALID)
    r->res->from_invalid_input = TRUE;
}

/* The other answer the RFC allows (@alternative, taken), as @kind, for a
 * reference that repeats the base's scheme, with the issue that says
 * there are two, in place of one given before; nothing changes when it
 * is the target's bytes (a reference with an authority reads the same
 * both ways: "Also allowed" said the target again). */
void
us_resolver_offer_alternative (UsResolver    *r,
                               char          *alternative,
                               gsize          len,
                               UsAlternative  kind)
{
  UsResolution *res = r->res;

  if (alternative == NULL || (res->target != NULL && len == res->target_len &&
                              memcmp (alternative, res->target, len) == 0))
    {
      g_free (alternative);
      return;
    }
  g_free (res->alternative);
  res->alternative = alternative;
  res->alternative_len = len;
  res->alternative_kind = kind;
  us_resolver_issue (r, US_RESOLVE_ISSUE_SAME_SCHEME);
}

/* @span's bytes at @p, with @delim before them unless it is NUL; returns
 * the end. */
static inline char *
put_part (char       *p,
          char        delim,
          UsSpan      span)
{
  if (delim != '\0')
    *p++ = delim;
  if (span.len > 0)
    memcpy (p, span.p, span.len);
  return p + span.len;
}

/* RFC 3986 §5.3 (and RFC 2396 step 7, RFC 1808 step 7, which say the same,
 * RFC 1808 with ";" params): a delimiter for each defined component, and
 * the path always. */
char *
us_parts_recompose (const UsParts *t,
                    gsize         *len)
{
  const UsSpan *v = t->v;
  gsize size;
  char *out, *p;

  /* Written out part by part, without a loop: this runs for every
   * resolution. */
  size = (v[US_PART_SCHEME].def ? v[US_PART_SCHEME].len + 1 : 0) +
         (v[US_PART_AUTHORITY].def ? v[US_PART_AUTHORITY].len + 2 : 0) +
         (v[US_PART_PATH].def ? v[US_PART_PATH].len : 0) +
         (v[US_PART_PARAMS].def ? v[US_PART_PARAMS].len + 1 : 0) +
         (v[US_PART_QUERY].def ? v[US_PART_QUERY].len + 1 : 0) +
         (v[US_PART_FRAGMENT].def ? v[US_PART_FRAGMENT].len + 1 : 0);

  /* One allocation of the exact size. */
  p = out = g_malloc (size + 1);
  if (v[US_PART_SCHEME].def)
    {
      p = put_part (p, '\0', v[US_PART_SCHEME]);
      *p++ = ':';
    }
  if (v[US_PART_AUTHORITY].def)
    {
      *p++ = '/';
      p = put_part (p, '/', v[US_PART_AUTHORITY]);
    }
  if (v[US_PART_PATH].def)
    p = put_part (p, '\0', v[US_PART_PATH]);
  if (v[US_PART_PARAMS].def)
    p = put_part (p, ';', v[US_PART_PARAMS]);
  if (v[US_PART_QUERY].def)
    p = put_part (p, '?', v[US_PART_QUERY]);
  if (v[US_PART_FRAGMENT].def)
    p = put_part (p, '#', v[US_PART_FRAGMENT]);
  *p = '\0';
  *len = size;
  return out;
}

/* RFC 3986 §3.3: "If a URI does not contain an authority component, then
 * the path cannot begin with two slash characters ("//")." Yet the
 * algorithms can leave such a path: remove_dot_segments (RFC 3986 §5.2.4)
 * turns "/.//b" into "//b", RFC 2396 step 6c and RFC 1808 step 6a turn
 * "/.//b" into "//b" too, and recomposition (§5.3, step 7) writes it after
 * "a:" as "a://b", where "b" is read as an authority. A known defect of the
 * RFCs (raised on the uri@w3.org list in August 2022, "Incompleteness of
 * reference resolution algorithm in RFC 3986"; the RFC's two verified
 * errata, 2525 and 7590, are about a reference and a hyperlink, and none
 * fixes it). The WHATWG URL Standard writes "/." before such a path when it
 * serializes a URL whose host is null, which keeps it a path: "a:/.//b".
 * The answer stays as the RFC computes it (the trace is the RFC's
 * algorithm); the issue says what it would be read as, and gives the safe
 * form. @alternative: @t is the other answer the RFC allows. */
void
us_resolver_check_path (UsResolver    *r,
                        const UsParts *t,
                        gboolean       alternative)
{
  UsResolution *res = r->res;
  UsSpan path = t->v[US_PART_PATH];
  UsParts safe;
  char *guarded;
  gsize start, end;

  if (!t->v[US_PART_SCHEME].def || t->v[US_PART_AUTHORITY].def || path.len < 2 || path.p[0] != '/' ||
      path.p[1] != '/' || res->unsafe != NULL)
    return;

  safe = *t;

  guarded = us_resolver_alloc (r, path.len + 2);
  memcpy (guarded, "/.", 2);
  memcpy (guarded + 2, path.p, path.len);
  safe.v[US_PART_PATH] = us_span (guarded, path.len + 2);
  res->unsafe = us_parts_recompose (t, &res->unsafe_len);
  res->safe = us_parts_recompose (&safe, &res->safe_len);
  res->unsafe_is_alternative = alternative;
  /* A parser reads an authority after "scheme://", up to the first "/", "?"
   * or "#" (RFC 1808's ";params" included). No scheme of the three splits
   * holds a ":". */
  start = (const char *) memchr (res->unsafe, ':', res->unsafe_len) - res->unsafe + 3;
  end = start;
  while (end < res->unsafe_len && res->unsafe[end] != '/' && res->unsafe[end] != '?' && res->unsafe[end] != '#')
    end++;
  res->read_as = us_memdup0 (res->unsafe + start, end - start);
  res->read_as_len = end - start;
  us_resolver_issue (r, US_RESOLVE_ISSUE_PATH_BECOMES_AUTHORITY);
}
