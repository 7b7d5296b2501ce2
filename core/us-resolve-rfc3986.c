/* us-resolve-rfc3986.c — RFC 3986 §5.2, transcribed step by step
 *
 * Scope. §5.2.1 (the base is parsed; it must have a scheme), §5.2.2 (the
 * transform, strict, with the non-strict reading of a reference that
 * repeats the base's scheme given as the alternative answer, or chosen with
 * US_RESOLVE_COMPAT), §5.2.3 (merge), §5.2.4 (remove_dot_segments, with the
 * two-buffer table of the RFC), §5.3 (recomposition, undefined ≠ empty).
 *
 * Both inputs are parsed with the RFC 3986 grammar: their components come
 * from it, and its diagnostics say whether the target comes from invalid
 * input. A base's fragment is ignored (§5.1).
 *
 * remove_dot_segments works on the two buffers the RFC describes, in time
 * linear in the path: the input buffer is a cursor into a private copy
 * (replacing a prefix with "/" overwrites one byte), and rule C removes the
 * output's last segment by a backward scan that each byte suffers at most
 * once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-parse-private.h"
#include "us-resolve-private.h"

/* A component the grammar found, or undefined. */
static inline UsSpan
component (const UsResult *result,
           UsComponent     c)
{
  if (!result->comp_defined[c])
    return us_span_undefined ();
  return us_span (result->input + result->comp_start[c], result->comp_end[c] - result->comp_start[c]);
}

/* The components the grammar found. Internal fields, not the accessors:
 * this runs twice for every resolution. RFC 3986 has no params. */
static void
split (const UsResult *result,
       UsParts        *parts)
{
  parts->v[US_PART_SCHEME] = component (result, US_COMPONENT_SCHEME);
  parts->v[US_PART_AUTHORITY] = component (result, US_COMPONENT_AUTHORITY);
  parts->v[US_PART_PATH] = component (result, US_COMPONENT_PATH);
  parts->v[US_PART_PARAMS] = us_span_undefined ();
  parts->v[US_PART_QUERY] = component (result, US_COMPONENT_QUERY);
  parts->v[US_PART_FRAGMENT] = component (result, US_COMPONENT_FRAGMENT);
}

#define ROW(id) \
  G_STMT_START { \
    if (r->trace) \
      us_resolver_row (r, id, out, o, in + i, n - i); \
  } G_STMT_END

/* §5.2.4 remove_dot_segments: @path of @len bytes, into scratch memory
 * (normalization uses it too, §6.2.2.3). The
 * output never grows longer than the input, so both buffers are plain
 * arrays of @len bytes. */
UsSpan
us_remove_dot_segments (UsResolver *r,
                        const char *path,
                        gsize       len)
{
  char *out = us_resolver_alloc (r, len + 1);
  char *in = us_resolver_alloc (r, len + 1);
  gsize i = 0, n = len, o = 0;

  if (len > 0)
    memcpy (in, path, len);

  /* 1. The input buffer is initialized with the now-appended path
   *    components and the output buffer is initialized to the empty
   *    string. */
  ROW ("1");

  /* 2. While the input buffer is not empty, loop as follows: */
  while (i < n)
    {
      const char *s = in + i;
      gsize rem = n - i;

      /* A. If the input buffer begins with a prefix of "../" or "./", then
       *    remove that prefix from the input buffer; otherwise, */
      if (rem >= 3 && memcmp (s, "../", 3) == 0)
        {
          i += 3;
          ROW ("2A");
        }
      else if (rem >= 2 && memcmp (s, "./", 2) == 0)
        {
          i += 2;
          ROW ("2A");
        }
      /* B. if the input buffer begins with a prefix of "/./" or "/.", where
       *    "." is a complete path segment, then replace that prefix with
       *    "/" in the input buffer; otherwise, */
      else if (rem >= 3 && memcmp (s, "/./", 3) == 0)
        {
          i += 2;
          ROW ("2B");
        }
      else if (rem == 2 && memcmp (s, "/.", 2) == 0)
        {
          in[i + 1] = '/';
          i += 1;
          ROW ("2B");
        }
      /* C. if the input buffer begins with a prefix of "/../" or "/..",
       *    where ".." is a complete path segment, then replace that prefix
       *    with "/" in the input buffer and remove the last segment and its
       *    preceding "/" (if any) from the output buffer; otherwise, */
      else if ((rem >= 4 && memcmp (s, "/../", 4) == 0) || (rem == 3 && memcmp (s, "/..", 3) == 0))
        {
          if (rem == 3)
            in[i + 2] = '/';
          i += 2 + (rem >= 4);
          while (o > 0 && out[o - 1] != '/')
            o--;
          if (o > 0)
            o--;
          ROW ("2C");
        }
      /* D. if the input buffer consists only of "." or "..", then remove
       *    that from the input buffer; otherwise, */
      else if ((rem == 1 && s[0] == '.') || (rem == 2 && s[0] == '.' && s[1] == '.'))
        {
          i = n;
          ROW ("2D");
        }
      /* E. move the first path segment in the input buffer to the end of
       *    the output buffer, including the initial "/" character (if any)
       *    and any subsequent characters up to, but not including, the next
       *    "/" character or the end of the input buffer. */
      else
        {
          const char *slash = rem > 1 ? memchr (s + 1, '/', rem - 1) : NULL;
          gsize seg = slash ? (gsize) (slash - s) : rem;

          memcpy (out + o, s, seg);
          o += seg;
          i += seg;
          ROW ("2E");
        }
    }

  /* 3. Finally, the output buffer is returned as the result of
   *    remove_dot_segments. */
  out[o] = '\0';
  return us_span (out, o);
}

#undef ROW

/* §5.2.3 Merge Paths */
static UsSpan
merge (UsResolver    *r,
       const UsParts *base,
       UsSpan         ref_path,
       UsBranch      *branch)
{
  UsSpan bp = base->v[US_PART_PATH];
  char *merged;
  gsize keep;

  /* If the base URI has a defined authority component and an empty path,
   * then return a string consisting of "/" concatenated with the
   * reference's path; otherwise, */
  if (base->v[US_PART_AUTHORITY].def && bp.len == 0)
    {
      merged = us_resolver_alloc (r, ref_path.len + 1);
      merged[0] = '/';
      memcpy (merged + 1, ref_path.p, ref_path.len);
      *branch = US_BRANCH_MERGE_EMPTY_BASE_PATH;
      return us_span (merged, ref_path.len + 1);
    }

  /* return a string consisting of the reference's path component appended
   * to all but the last segment of the base URI's path (i.e., excluding any
   * characters after the right-most "/" in the base URI path, or excluding
   * the entire base URI path if it does not contain any "/" characters). */
  keep = us_path_directory_len (bp);
  merged = us_resolver_alloc (r, keep + ref_path.len);
  if (keep > 0)
    memcpy (merged, bp.p, keep);
  if (ref_path.len > 0)
    memcpy (merged + keep, ref_path.p, ref_path.len);
  *branch = US_BRANCH_MERGE_LAST_SEGMENT;
  return us_span (merged, keep + ref_path.len);
}

/* Whether @path has a complete "." or ".." segment, the only thing that
 * rules A to D of §5.2.4 act on: without one, rule E alone runs, and
 * moves the whole path, unchanged, to the output. */
static gboolean
has_dot_segment (const char *path,
                 gsize       len)
{
  const char *end = path + len;
  const char *p = path;

  while (p < end && (p = memchr (p, '.', (gsize) (end - p))) != NULL)
    {
      if (p == path || p[-1] == '/')
        {
          const char *q = p + 1;

          if (q < end && *q == '.')
            q++;
          if (q == end || *q == '/')
            return TRUE;
        }
      p++;
    }
  return FALSE;
}

/* remove_dot_segments; without a trace to record, a path with no dot
 * segment is its own answer, without the two buffers. */
static UsSpan
dot_removed (UsResolver *r,
             UsSpan      path)
{
  if (!r->trace && path.len > 0 && !has_dot_segment (path.p, path.len))
    return path;
  return us_remove_dot_segments (r, path.p, path.len);
}

/* §5.2.2 Transform References. @strict chooses the strict reading of a
 * reference that repeats the base's scheme; @alternative says the answer is
 * the other one the RFC allows. Returns the target. */
static char *
transform (UsResolver    *r,
           const UsParts *base,
           UsParts        ref,
           gboolean       strict,
           gboolean       alternative,
           gsize         *len)
{
  UsParts t = { 0 };
  UsBranch branch;

  /* -- A non-strict parser may ignore a scheme in the reference
   * -- if it is identical to the base URI's scheme. */
  if (us_span_equal_ascii_case (ref.v[US_PART_SCHEME], base->v[US_PART_SCHEME]))
    {
      if (!strict)
        ref.v[US_PART_SCHEME] = us_span_undefined ();
      us_resolver_step (r, "5.2.2", strict ? US_BRANCH_STRICT_SCHEME : US_BRANCH_COMPAT_SCHEME, &ref);
    }

  if (ref.v[US_PART_SCHEME].def)
    {
      /* T.scheme = R.scheme; T.authority = R.authority;
       * T.path = remove_dot_segments(R.path); T.query = R.query; */
      t.v[US_PART_SCHEME] = ref.v[US_PART_SCHEME];
      t.v[US_PART_AUTHORITY] = ref.v[US_PART_AUTHORITY];
      t.v[US_PART_PATH] = ref.v[US_PART_PATH];
      t.v[US_PART_QUERY] = ref.v[US_PART_QUERY];
      us_resolver_step (r, "5.2.2", US_BRANCH_REF_SCHEME, &t);
      t.v[US_PART_PATH] = dot_removed (r, ref.v[US_PART_PATH]);
      us_resolver_step (r, "5.2.4", US_BRANCH_REMOVE_DOT_SEGMENTS, &t);
    }
  else
    {
      if (ref.v[US_PART_AUTHORITY].def)
        {
          /* T.authority = R.authority; T.path = remove_dot_segments(R.path);
           * T.query = R.query; */
          t.v[US_PART_SCHEME] = base->v[US_PART_SCHEME];
          t.v[US_PART_AUTHORITY] = ref.v[US_PART_AUTHORITY];
          t.v[US_PART_PATH] = ref.v[US_PART_PATH];
          t.v[US_PART_QUERY] = ref.v[US_PART_QUERY];
          us_resolver_step (r, "5.2.2", US_BRANCH_REF_AUTHORITY, &t);
          t.v[US_PART_PATH] = dot_removed (r, ref.v[US_PART_PATH]);
          us_resolver_step (r, "5.2.4", US_BRANCH_REMOVE_DOT_SEGMENTS, &t);
        }
      else
        {
          t.v[US_PART_SCHEME] = base->v[US_PART_SCHEME];
          t.v[US_PART_AUTHORITY] = base->v[US_PART_AUTHORITY];

          if (ref.v[US_PART_PATH].len == 0)
            {
              /* T.path = Base.path; T.query = R.query if defined, else
               * Base.query */
              t.v[US_PART_PATH] = base->v[US_PART_PATH];
              if (ref.v[US_PART_QUERY].def)
                {
                  t.v[US_PART_QUERY] = ref.v[US_PART_QUERY];
                  us_resolver_step (r, "5.2.2", US_BRANCH_EMPTY_PATH_REF_QUERY, &t);
                }
              else
                {
                  t.v[US_PART_QUERY] = base->v[US_PART_QUERY];
                  us_resolver_step (r, "5.2.2", US_BRANCH_EMPTY_PATH_BASE_QUERY, &t);
                }
            }
          else if (ref.v[US_PART_PATH].p[0] == '/')
            {
              /* T.path = remove_dot_segments(R.path); T.query = R.query; */
              t.v[US_PART_PATH] = ref.v[US_PART_PATH];
              t.v[US_PART_QUERY] = ref.v[US_PART_QUERY];
              us_resolver_step (r, "5.2.2", US_BRANCH_ABSOLUTE_PATH, &t);
              t.v[US_PART_PATH] = dot_removed (r, ref.v[US_PART_PATH]);
              us_resolver_step (r, "5.2.4", US_BRANCH_REMOVE_DOT_SEGMENTS, &t);
            }
          else
            {
              /* T.path = merge(Base.path, R.path);
               * T.path = remove_dot_segments(T.path); T.query = R.query; */
              t.v[US_PART_PATH] = ref.v[US_PART_PATH];
              t.v[US_PART_QUERY] = ref.v[US_PART_QUERY];
              us_resolver_step (r, "5.2.2", US_BRANCH_RELATIVE_PATH, &t);
              t.v[US_PART_PATH] = merge (r, base, ref.v[US_PART_PATH], &branch);
              us_resolver_step (r, "5.2.3", branch, &t);
              t.v[US_PART_PATH] = dot_removed (r, t.v[US_PART_PATH]);
              us_resolver_step (r, "5.2.4", US_BRANCH_REMOVE_DOT_SEGMENTS, &t);
            }
        }
    }

  /* T.fragment = R.fragment; */
  t.v[US_PART_FRAGMENT] = ref.v[US_PART_FRAGMENT];
  us_resolver_step (r, "5.2.2", US_BRANCH_FRAGMENT, &t);

  /* §5.3 Component Recomposition. §5.2.4 can leave a path that begins
   * with "//" where T.authority is undefined ("/.//b" → "//b"), which §5.3
   * writes as "a://b", and §3.3 forbids: a known defect of the RFC that
   * no verified erratum fixes (see us-resolve.c). The target stays as the RFC computes it, and the
   * issue gives the safe form (us_resolver_check_path()). */
  us_resolver_check_path (r, &t, alternative);
  us_resolver_step (r, "5.3", US_BRANCH_RECOMPOSE, &t);
  return us_parts_recompose (&t, len);
}

void
us_resolve_rfc3986 (UsResolver *r,
                    const char *base,
                    gsize       base_len,
                    const char *reference,
                    gsize       reference_len)
{
  UsResolution *res = r->res;
  UsParts b, ref;
  gboolean compat = (res->flags & US_RESOLVE_COMPAT) != 0;

  /* §5.2.1 Pre-parse the Base URI */
  /* The grammar trees only when a trace is asked for: without one, the
   * components and the diagnostics are all the algorithm needs. */
  /* Under RFC 3987 the base and the reference are IRIs, read by its
   * grammar (§2.2); the algorithm is RFC 3986's (§6.5). */
  if (res->spec == US_SPEC_RFC3987)
    {
      res->base_result = us_parse_rfc3987 (base, base_len, us_resolver_parse_flags (r));
      if (res->reference_result == NULL)
        res->reference_result = us_parse_rfc3987 (reference, reference_len, us_resolver_parse_flags (r));
    }
  else
    {
      res->base_result = us_parse_rfc3986 (base, base_len, us_resolver_parse_flags (r));
      if (res->reference_result == NULL)
        res->reference_result = us_parse_rfc3986 (reference, reference_len, us_resolver_parse_flags (r));
    }
  split (res->base_result, &b);
  split (res->reference_result, &ref);

  /* A base URI is stripped of any fragment (§5.1). */
  if (b.v[US_PART_FRAGMENT].def)
    {
      us_resolver_issue (r, US_RESOLVE_ISSUE_BASE_FRAGMENT);
      b.v[US_PART_FRAGMENT] = us_span_undefined ();
    }
  us_resolver_step (r, "5.2.1", US_BRANCH_PARSE_BASE, &b);

  /* Only the scheme is required to be present in a base URI. */
  if (!b.v[US_PART_SCHEME].def)
    {
      us_resolver_issue (r, US_RESOLVE_ISSUE_BASE_NOT_ABSOLUTE);
      us_resolver_step (r, "5.2.1", US_BRANCH_NOT_RESOLVABLE, NULL);
      return;
    }
  if (!us_result_is_valid (res->base_result))
    us_resolver_issue (r, US_RESOLVE_ISSUE_BASE_INVALID);
  if (!us_result_is_valid (res->reference_result))
    us_resolver_issue (r, US_RESOLVE_ISSUE_REFERENCE_INVALID);

  us_resolver_step (r, "5.2.2", US_BRANCH_PARSE_REFERENCE, &ref);

  res->target = transform (r, &b, ref, !compat, FALSE, &res->target_len);

  /* Where the RFC allows two answers, the other one too (untraced). */
  if (us_span_equal_ascii_case (ref.v[US_PART_SCHEME], b.v[US_PART_SCHEME]))
    {
      UsResolver quiet;
      gsize len = 0;
      char *other;

      us_resolver_init (&quiet, res, FALSE);
      other = transform (&quiet, &b, ref, compat, TRUE, &len);
      us_resolver_clear (&quiet);
      us_resolver_offer_alternative (r, other, len, compat ? US_ALTERNATIVE_STRICT : US_ALTERNATIVE_COMPAT);
    }
}
