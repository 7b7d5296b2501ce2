/* us-resolve-legacy.c — RFC 2396 §5.2 and RFC 1808 §4, step by step
 *
 * Scope. RFC 2396 §5.2 steps 1–7 with step 6's sub-steps a–h, and RFC 1808
 * §4 steps 1–7 with step 6's sub-steps a–d. Each splits its inputs with its
 * own rules: RFC 2396 Appendix B (the regular expression RFC 3986 kept) and
 * RFC 1808 §2.4 (fragment, scheme, net_loc, query, params, path, in that
 * order). The grammar trees of each spec (us-parse-rfc2396.c,
 * us-parse-rfc1808.c) judge the inputs and are kept in the resolution.
 *
 * Known differences from RFC 3986, all literal in the RFCs and all tested:
 * "?y" keeps the base path in RFC 1808 and RFC 3986 but drops its last
 * segment in RFC 2396; RFC 1808 inherits ";params"; ".." above the root is
 * kept (RFC 2396 6g calls it an error, which implementations may keep or
 * remove: both answers are given); "." and ".." are removed only from merged
 * relative paths, never from "/./g".
 *
 * The sub-steps are string rewrites in the RFCs ("all occurrences of …
 * removed, leftmost first, until none is left"); here each is one pass over
 * the segments, with a stack for "<segment>/../", which reaches the same
 * string in linear time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-chars-private.h"
#include "us-parse-private.h"
#include "us-resolve-private.h"

/* Splitting -------------------------------------------------------------- */

/* RFC 2396 Appendix B:
 *   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
 *    12            3  4          5       6  7        8 9      */
static void
split_2396 (const char *s,
            gsize       n,
            UsParts    *p)
{
  gsize i = 0, k;

  memset (p, 0, sizeof *p);

  for (k = 0; k < n && s[k] != ':' && s[k] != '/' && s[k] != '?' && s[k] != '#'; k++)
    ;
  if (k > 0 && k < n && s[k] == ':')
    {
      p->v[US_PART_SCHEME] = us_span (s, k);
      i = k + 1;
    }
  if (n - i >= 2 && s[i] == '/' && s[i + 1] == '/')
    {
      for (k = i + 2; k < n && s[k] != '/' && s[k] != '?' && s[k] != '#'; k++)
        ;
      p->v[US_PART_AUTHORITY] = us_span (s + i + 2, k - i - 2);
      i = k;
    }
  for (k = i; k < n && s[k] != '?' && s[k] != '#'; k++)
    ;
  p->v[US_PART_PATH] = us_span (s + i, k - i);
  i = k;
  if (i < n && s[i] == '?')
    {
      k = us_find_byte (s, i + 1, n, '#');
      p->v[US_PART_QUERY] = us_span (s + i + 1, k - i - 1);
      i = k;
    }
  if (i < n)
    p->v[US_PART_FRAGMENT] = us_span (s + i + 1, n - i - 1);
}

/* RFC 1808 §2.4.1–2.4.6. A part is defined when its delimiter is there (so
 * that recomposition gives back what was written); the algorithm itself
 * only asks whether a part is empty, as RFC 1808 does. The path keeps its
 * leading "/", as §2.4.6 suggests. */
static void
split_1808 (const char *s,
            gsize       n,
            UsParts    *p)
{
  gsize end, i = 0, k;

  memset (p, 0, sizeof *p);

  /* 2.4.1 the fragment: after the first "#" */
  end = us_find_byte (s, 0, n, '#');
  if (end < n)
    p->v[US_PART_FRAGMENT] = us_span (s + end + 1, n - end - 1);

  /* 2.4.2 the scheme: a ":" after the first character and before any
   * character not allowed in a scheme name */
  for (k = 0; k < end && (us_char_in ((guchar) s[k], US_CH_ALPHA | US_CH_DIGIT) ||
                          s[k] == '+' || s[k] == '.' || s[k] == '-'); k++)
    ;
  if (k > 0 && k < end && s[k] == ':')
    {
      p->v[US_PART_SCHEME] = us_span (s, k);
      i = k + 1;
    }

  /* 2.4.3 the network location: after "//", up to the next "/" */
  if (end - i >= 2 && s[i] == '/' && s[i + 1] == '/')
    {
      k = us_find_byte (s, i + 2, end, '/');
      p->v[US_PART_AUTHORITY] = us_span (s + i + 2, k - i - 2);
      i = k;
    }

  /* 2.4.4 the query: after the first "?" */
  k = us_find_byte (s, i, end, '?');
  if (k < end)
    {
      p->v[US_PART_QUERY] = us_span (s + k + 1, end - k - 1);
      end = k;
    }

  /* 2.4.5 the parameters: after the first ";" */
  k = us_find_byte (s, i, end, ';');
  if (k < end)
    {
      p->v[US_PART_PARAMS] = us_span (s + k + 1, end - k - 1);
      end = k;
    }

  /* 2.4.6 the path, with its leading "/" if any */
  p->v[US_PART_PATH] = us_span (s + i, end - i);
}

/* The grammar trees ------------------------------------------------------ */

/* Parses both inputs with the spec's own grammar; the trees only when a
 * trace is asked for, since the verdict and the diagnostics need none. */
static void
parse_inputs (UsResolver  *r,
              UsResult  *(*parse) (const char *, gsize, UsParseFlags),
              const char  *base,
              gsize        base_len,
              const char  *reference,
              gsize        reference_len)
{
  UsParseFlags flags = us_resolver_parse_flags (r);

  r->res->base_result = parse (base, base_len, flags);
  if (r->res->reference_result == NULL)
    r->res->reference_result = parse (reference, reference_len, flags);
}

/* Resolved all the same, but said: an input the grammar rejects. */
static void
report_invalid (UsResolver *r)
{
  if (!us_result_is_valid (r->res->base_result))
    us_resolver_issue (r, US_RESOLVE_ISSUE_BASE_INVALID);
  if (!us_result_is_valid (r->res->reference_result))
    us_resolver_issue (r, US_RESOLVE_ISSUE_REFERENCE_INVALID);
}

/* The path buffer of step 6 ---------------------------------------------- */

typedef struct {
  gsize start;
  gsize len;
} Seg;

static gboolean
seg_is (const char *s,
        Seg         seg,
        const char *text)
{
  gsize n = strlen (text);

  return seg.len == n && memcmp (s + seg.start, text, n) == 0;
}

/* The segments of a buffer, split at every "/". */
static GArray *
segments (const GString *buf)
{
  GArray *segs = g_array_new (FALSE, FALSE, sizeof (Seg));
  gsize i = 0;

  for (;;)
    {
      gsize slash = us_find_byte (buf->str, i, buf->len, '/');
      Seg seg = { i, slash - i };

      g_array_append_val (segs, seg);
      if (slash == buf->len)
        break;
      i = slash + 1;
    }
  return segs;
}

static GString *
join (UsResolver   *r,
      const char   *s,
      const Seg    *segs,
      guint         n,
      gsize         reserve)
{
  GString *out = us_resolver_buffer (r, reserve);

  for (guint j = 0; j < n; j++)
    {
      if (j > 0)
        g_string_append_c (out, '/');
      g_string_append_len (out, s + segs[j].start, segs[j].len);
    }
  return out;
}

/* "All occurrences of "./", where "." is a complete path segment, are
 * removed." */
static GString *
remove_dot_slash (UsResolver    *r,
                  const GString *buf)
{
  GString *out = us_resolver_buffer (r, buf->len);
  gsize i = 0;

  while (i < buf->len)
    {
      gboolean at_start = i == 0 || buf->str[i - 1] == '/';

      if (at_start && i + 1 < buf->len && buf->str[i] == '.' && buf->str[i + 1] == '/')
        {
          i += 2;
          continue;
        }
      {
        gsize slash = us_find_byte (buf->str, i, buf->len, '/');
        gsize next = slash < buf->len ? slash + 1 : slash;

        g_string_append_len (out, buf->str + i, next - i);
        i = next;
      }
    }
  return out;
}

/* "If the buffer string ends with "." as a complete path segment, that "."
 * is removed." */
static GString *
remove_trailing_dot (UsResolver    *r,
                     const GString *buf)
{
  GString *out = us_resolver_buffer (r, buf->len);
  gsize n = buf->len;

  if (n >= 1 && buf->str[n - 1] == '.' && (n == 1 || buf->str[n - 2] == '/'))
    n--;
  g_string_append_len (out, buf->str, n);
  return out;
}

/* Whether segment @j of a buffer starting with "/" is the empty one before
 * that root "/", which is no complete segment: "/../g" stays as it is. */
static gboolean
is_root (const GString *buf,
         guint          j)
{
  return j == 0 && buf->len > 0 && buf->str[0] == '/';
}

/* "All occurrences of "<segment>/../", where <segment> is a complete path
 * segment not equal to "..", are removed … iteratively, removing the
 * leftmost matching pattern on each iteration, until no matching pattern
 * remains." The removals nest like brackets, so a stack of kept segments
 * reaches the same string in one pass. */
static GString *
remove_dotdot (UsResolver    *r,
               const GString *buf)
{
  g_autoptr(GArray) segs = segments (buf);
  g_autoptr(GArray) kept = g_array_sized_new (FALSE, FALSE, sizeof (Seg), segs->len);
  g_autoptr(GArray) kept_index = g_array_sized_new (FALSE, FALSE, sizeof (guint), segs->len);

  for (guint j = 0; j < segs->len; j++)
    {
      Seg seg = g_array_index (segs, Seg, j);
      gboolean followed_by_slash = j + 1 < segs->len;

      if (followed_by_slash && seg_is (buf->str, seg, "..") && kept->len > 0)
        {
          Seg top = g_array_index (kept, Seg, kept->len - 1);
          guint top_index = g_array_index (kept_index, guint, kept->len - 1);

          if (!seg_is (buf->str, top, "..") && !is_root (buf, top_index))
            {
              g_array_set_size (kept, kept->len - 1);
              g_array_set_size (kept_index, kept_index->len - 1);
              continue;
            }
        }
      g_array_append_val (kept, seg);
      g_array_append_val (kept_index, j);
    }
  return join (r, buf->str, (const Seg *) (gpointer) kept->data, kept->len, buf->len);
}

/* "If the buffer string ends with "<segment>/..", where <segment> is a
 * complete path segment not equal to "..", that "<segment>/.." is
 * removed." */
static GString *
remove_trailing_dotdot (UsResolver    *r,
                        const GString *buf)
{
  g_autoptr(GArray) segs = segments (buf);
  GString *out = us_resolver_buffer (r, buf->len);
  guint k = segs->len;

  if (k >= 2 && seg_is (buf->str, g_array_index (segs, Seg, k - 1), "..") &&
      !seg_is (buf->str, g_array_index (segs, Seg, k - 2), "..") && !is_root (buf, k - 2))
    g_string_append_len (out, buf->str, g_array_index (segs, Seg, k - 2).start);
  else
    g_string_append_len (out, buf->str, buf->len);
  return out;
}

/* The number of ".." segments the buffer starts with (after its root). */
static guint
leading_dotdots (const GString *buf,
                 gsize         *after)
{
  g_autoptr(GArray) segs = segments (buf);
  guint j = is_root (buf, 0) ? 1 : 0;
  guint count = 0;

  for (; j < segs->len && seg_is (buf->str, g_array_index (segs, Seg, j), ".."); j++)
    count++;
  *after = j < segs->len ? g_array_index (segs, Seg, j).start : buf->len;
  return count;
}

static UsSpan
span_of (const GString *buf)
{
  return us_span (buf->str, buf->len);
}

/* Step 6's buffer, after its first sub-steps: the base path without its
 * last segment, then the reference path. */
static GString *
merged_buffer (UsResolver *r,
               UsSpan      base_path,
               UsSpan      ref_path)
{
  gsize keep = us_path_directory_len (base_path);
  GString *buf;

  buf = us_resolver_buffer (r, keep + ref_path.len);
  g_string_append_len (buf, base_path.p, keep);
  g_string_append_len (buf, ref_path.p, ref_path.len);
  return buf;
}

/* The four rewrites RFC 2396 names 6c–6f and RFC 1808 names 6a–6d. Each is
 * a step of the trace with the buffer as the path. */
static GString *
rewrite_dots (UsResolver  *r,
              UsParts     *t,
              GString     *buf,
              const char  *const ids[4])
{
  buf = remove_dot_slash (r, buf);
  t->v[US_PART_PATH] = span_of (buf);
  us_resolver_step (r, ids[0], US_BRANCH_REMOVE_DOT_SLASH, t);

  buf = remove_trailing_dot (r, buf);
  t->v[US_PART_PATH] = span_of (buf);
  us_resolver_step (r, ids[1], US_BRANCH_REMOVE_TRAILING_DOT, t);

  buf = remove_dotdot (r, buf);
  t->v[US_PART_PATH] = span_of (buf);
  us_resolver_step (r, ids[2], US_BRANCH_REMOVE_DOTDOT, t);

  buf = remove_trailing_dotdot (r, buf);
  t->v[US_PART_PATH] = span_of (buf);
  us_resolver_step (r, ids[3], US_BRANCH_REMOVE_TRAILING_DOTDOT, t);
  return buf;
}

/* Step 7. The rewrites of step 6 can leave a path that begins with "//"
 * where there is no authority ("/.//b" → "//b"), which step 7 writes as
 * "a://b": the issue says so (us_resolver_check_path()). */
static void
finish (UsResolver *r,
        const char *id,
        UsParts    *t)
{
  us_resolver_check_path (r, t, FALSE);
  us_resolver_step (r, id, US_BRANCH_RECOMPOSE, t);
  r->res->target = us_parts_recompose (t, &r->res->target_len);
}

/* RFC 2396 §5.2 ----------------------------------------------------------- */

/* Steps 3–7 for a reference that is not to the current document. @compat
 * removes a scheme equal to the base's (the loophole of step 3). Returns
 * the target; with @dotdot_removed set, also the answer without ".." above
 * the root (step 6g), when there is one. */
static char *
resolve_2396 (UsResolver    *r,
              const UsParts *b,
              UsParts        ref,
              gboolean       compat,
              gsize         *len,
              char         **dotdot_removed,
              gsize         *dotdot_removed_len)
{
  UsParts t = ref;

  /* 3) If the scheme component is defined, … the reference is interpreted
   *    as an absolute URI and we are done. … For backwards compatibility,
   *    an implementation may work around such references by removing the
   *    scheme if it matches that of the base URI. */
  if (us_span_equal_ascii_case (ref.v[US_PART_SCHEME], b->v[US_PART_SCHEME]))
    {
      if (compat)
        t.v[US_PART_SCHEME] = us_span_undefined ();
      us_resolver_step (r, "3", compat ? US_BRANCH_COMPAT_SCHEME : US_BRANCH_STRICT_SCHEME, &t);
    }
  if (t.v[US_PART_SCHEME].def)
    {
      us_resolver_step (r, "3", US_BRANCH_REF_SCHEME, &t);
      us_resolver_step (r, "7", US_BRANCH_RECOMPOSE, &t);
      return us_parts_recompose (&t, len);
    }
  t.v[US_PART_SCHEME] = b->v[US_PART_SCHEME];
  us_resolver_step (r, "3", US_BRANCH_INHERIT_SCHEME, &t);

  /* 4) If the authority component is defined, then the reference is a
   *    network-path and we skip to step 7. Otherwise, the reference URI's
   *    authority is inherited from the base URI's authority component. */
  if (t.v[US_PART_AUTHORITY].def)
    {
      us_resolver_step (r, "4", US_BRANCH_REF_AUTHORITY, &t);
      us_resolver_step (r, "7", US_BRANCH_RECOMPOSE, &t);
      return us_parts_recompose (&t, len);
    }
  t.v[US_PART_AUTHORITY] = b->v[US_PART_AUTHORITY];
  us_resolver_step (r, "4", US_BRANCH_INHERIT_AUTHORITY, &t);

  /* 5) If the path component begins with a slash character ("/"), then the
   *    reference is an absolute-path and we skip to step 7. */
  if (t.v[US_PART_PATH].len > 0 && t.v[US_PART_PATH].p[0] == '/')
    {
      us_resolver_step (r, "5", US_BRANCH_ABSOLUTE_PATH, &t);
      us_resolver_step (r, "7", US_BRANCH_RECOMPOSE, &t);
      return us_parts_recompose (&t, len);
    }

  /* 6) … we are resolving a relative-path reference. */
  {
    static const char *const ids[4] = { "6c", "6d", "6e", "6f" };
    GString *buf;
    gsize after;
    guint dotdots;

    /* a) All but the last segment of the base URI's path component is
     *    copied to the buffer. */
    t.v[US_PART_PATH] = us_span (b->v[US_PART_PATH].p, us_path_directory_len (b->v[US_PART_PATH]));
    us_resolver_step (r, "6a", US_BRANCH_BUFFER_BASE, &t);

    /* b) The reference's path component is appended to the buffer string. */
    buf = merged_buffer (r, b->v[US_PART_PATH], ref.v[US_PART_PATH]);
    t.v[US_PART_PATH] = span_of (buf);
    us_resolver_step (r, "6b", US_BRANCH_BUFFER_APPEND, &t);

    /* c) – f) */
    buf = rewrite_dots (r, &t, buf, ids);

    /* g) If the resulting buffer string still begins with one or more
     *    complete path segments of "..", then the reference is considered
     *    to be in error. Implementations may handle this error by retaining
     *    these components in the resolved path …, by removing them … */
    dotdots = leading_dotdots (buf, &after);
    if (dotdots > 0)
      {
        us_resolver_step (r, "6g", US_BRANCH_LEADING_DOTDOT, &t);
        if (dotdot_removed != NULL)
          {
            UsParts without = t;
            GString *cut = us_resolver_buffer (r, buf->len);

            if (is_root (buf, 0))
              g_string_append_c (cut, '/');
            g_string_append_len (cut, buf->str + after, buf->len - after);
            without.v[US_PART_PATH] = span_of (cut);
            /* "/..//g" without its ".." is "//g", an authority once
             * written out. */
            us_resolver_check_path (r, &without, TRUE);
            *dotdot_removed = us_parts_recompose (&without, dotdot_removed_len);
          }
      }
    else
      us_resolver_step (r, "6g", US_BRANCH_NO_LEADING_DOTDOT, &t);

    /* h) The remaining buffer string is the reference URI's new path. */
    us_resolver_step (r, "6h", US_BRANCH_NEW_PATH, &t);
  }

  /* 7) The resulting URI components … are recombined. Step 6c can leave
   *    a path that begins with "//" where there is no authority ("/.//b"
   *    → "//b"), read back as one: the issue says so. */
  us_resolver_check_path (r, &t, compat != ((r->res->flags & US_RESOLVE_COMPAT) != 0));
  us_resolver_step (r, "7", US_BRANCH_RECOMPOSE, &t);
  return us_parts_recompose (&t, len);
}

void
us_resolve_rfc2396 (UsResolver *r,
                    const char *base,
                    gsize       base_len,
                    const char *reference,
                    gsize       reference_len)
{
  UsResolution *res = r->res;
  gboolean compat = (res->flags & US_RESOLVE_COMPAT) != 0;
  UsParts b, ref;
  char *dotdot_removed = NULL;
  gsize dotdot_removed_len = 0;

  /* The grammar trees of RFC 2396 say whether the inputs are valid (and,
   * with a trace, what each part is); the algorithm itself splits them
   * with the regular expression of Appendix B, as the RFC does. */
  parse_inputs (r, us_parse_rfc2396, base, base_len, reference, reference_len);

  /* The base URI is … parsed into the four main components … only the
   * scheme component is required to be present. */
  split_2396 (base, base_len, &b);
  if (b.v[US_PART_FRAGMENT].def)
    {
      us_resolver_issue (r, US_RESOLVE_ISSUE_BASE_FRAGMENT);
      b.v[US_PART_FRAGMENT] = us_span_undefined ();
    }
  us_resolver_step (r, "5.2", US_BRANCH_PARSE_BASE, &b);
  if (!b.v[US_PART_SCHEME].def)
    {
      us_resolver_issue (r, US_RESOLVE_ISSUE_BASE_NOT_ABSOLUTE);
      us_resolver_step (r, "5.2", US_BRANCH_NOT_RESOLVABLE, NULL);
      return;
    }

  /* 1) The URI reference is parsed into the potential four components and
   *    fragment identifier. */
  split_2396 (reference, reference_len, &ref);
  report_invalid (r);
  us_resolver_step (r, "1", US_BRANCH_PARSE_REFERENCE, &ref);

  /* 2) If the path component is empty and the scheme, authority, and query
   *    components are undefined, then it is a reference to the current
   *    document and we are done. */
  if (ref.v[US_PART_PATH].len == 0 && !ref.v[US_PART_SCHEME].def &&
      !ref.v[US_PART_AUTHORITY].def && !ref.v[US_PART_QUERY].def)
    {
      UsParts t = b;

      t.v[US_PART_FRAGMENT] = ref.v[US_PART_FRAGMENT];
      us_resolver_step (r, "2", US_BRANCH_CURRENT_DOCUMENT, &t);
      finish (r, "7", &t);
      return;
    }
  us_resolver_step (r, "2", US_BRANCH_NOT_CURRENT_DOCUMENT, &ref);

  res->target = resolve_2396 (r, &b, ref, compat, &res->target_len,
                              &dotdot_removed, &dotdot_removed_len);
  if (dotdot_removed != NULL)
    {
      us_resolver_issue (r, US_RESOLVE_ISSUE_DOTDOT_ABOVE_ROOT);
      res->alternative = dotdot_removed;
      res->alternative_len = dotdot_removed_len;
      res->alternative_kind = US_ALTERNATIVE_DOTDOT_REMOVED;
    }

  /* Step 3's two readings of a reference that repeats the base's scheme. */
  if (us_span_equal_ascii_case (ref.v[US_PART_SCHEME], b.v[US_PART_SCHEME]))
    {
      UsResolver quiet;
      gsize len = 0;
      char *other;

      us_resolver_init (&quiet, res, FALSE);
      other = resolve_2396 (&quiet, &b, ref, !compat, &len, NULL, NULL);
      us_resolver_clear (&quiet);
      us_resolver_offer_alternative (r, other, len, compat ? US_ALTERNATIVE_STRICT : US_ALTERNATIVE_COMPAT);
    }
}

/* RFC 1808 §4 ------------------------------------------------------------- */

static gboolean
nonempty (UsSpan s)
{
  return s.def && s.len > 0;
}

void
us_resolve_rfc1808 (UsResolver *r,
                    const char *base,
                    gsize       base_len,
                    const char *reference,
                    gsize       reference_len)
{
  UsParts b, t;

  /* The grammar trees of §2.2 say whether the inputs are valid; the
   * algorithm splits them by the steps of §2.4, as the RFC does (they part
   * from the grammar on a "?" in the net_loc, for one). */
  parse_inputs (r, us_parse_rfc1808, base, base_len, reference, reference_len);

  /* Step 1: The base URL is established … If the base URL is the empty
   * string (unknown), the embedded URL is interpreted as an absolute URL.
   * A base without a scheme establishes nothing either. */
  split_1808 (base, base_len, &b);
  us_resolver_step (r, "2", US_BRANCH_PARSE_BASE, &b);
  if (!b.v[US_PART_SCHEME].def)
    {
      us_resolver_issue (r, US_RESOLVE_ISSUE_BASE_NOT_ABSOLUTE);
      us_resolver_step (r, "1", US_BRANCH_NOT_RESOLVABLE, NULL);
      return;
    }

  /* Step 2: Both the base and embedded URLs are parsed into their
   * component parts. */
  split_1808 (reference, reference_len, &t);
  report_invalid (r);
  us_resolver_step (r, "2", US_BRANCH_PARSE_REFERENCE, &t);

  /* a) If the embedded URL is entirely empty, it inherits the entire base
   *    URL (i.e., is set equal to the base URL) and we are done. */
  if (reference_len == 0)
    {
      us_resolver_step (r, "2a", US_BRANCH_EMPTY_REFERENCE, &b);
      finish (r, "7", &b);
      return;
    }

  /* b) If the embedded URL starts with a scheme name, it is interpreted as
   *    an absolute URL and we are done. */
  if (t.v[US_PART_SCHEME].def)
    {
      us_resolver_step (r, "2b", US_BRANCH_REF_SCHEME, &t);
      finish (r, "7", &t);
      return;
    }

  /* c) Otherwise, the embedded URL inherits the scheme of the base URL. */
  t.v[US_PART_SCHEME] = b.v[US_PART_SCHEME];
  us_resolver_step (r, "2c", US_BRANCH_INHERIT_SCHEME, &t);

  /* Step 3: If the embedded URL's <net_loc> is non-empty, we skip to Step
   * 7. Otherwise, the embedded URL inherits the <net_loc> (if any) of the
   * base URL. */
  if (nonempty (t.v[US_PART_AUTHORITY]))
    {
      us_resolver_step (r, "3", US_BRANCH_REF_AUTHORITY, &t);
      finish (r, "7", &t);
      return;
    }
  t.v[US_PART_AUTHORITY] = b.v[US_PART_AUTHORITY];
  us_resolver_step (r, "3", US_BRANCH_INHERIT_AUTHORITY, &t);

  /* Step 4: If the embedded URL path is preceded by a slash "/", the path
   * is not relative and we skip to Step 7. */
  if (t.v[US_PART_PATH].len > 0 && t.v[US_PART_PATH].p[0] == '/')
    {
      us_resolver_step (r, "4", US_BRANCH_ABSOLUTE_PATH, &t);
      finish (r, "7", &t);
      return;
    }

  /* Step 5: If the embedded URL path is empty (and not preceded by a
   * slash), then the embedded URL inherits the base URL path, and */
  if (t.v[US_PART_PATH].len == 0)
    {
      t.v[US_PART_PATH] = b.v[US_PART_PATH];
      us_resolver_step (r, "5", US_BRANCH_INHERIT_PATH, &t);

      /* a) if the embedded URL's <params> is non-empty, we skip to step 7;
       *    otherwise, it inherits the <params> of the base URL (if any) */
      if (nonempty (t.v[US_PART_PARAMS]))
        {
          us_resolver_step (r, "5a", US_BRANCH_KEEP_PARAMS, &t);
          finish (r, "7", &t);
          return;
        }
      t.v[US_PART_PARAMS] = b.v[US_PART_PARAMS];
      us_resolver_step (r, "5a", US_BRANCH_INHERIT_PARAMS, &t);

      /* b) if the embedded URL's <query> is non-empty, we skip to step 7;
       *    otherwise, it inherits the <query> of the base URL (if any) and
       *    we skip to step 7. */
      if (nonempty (t.v[US_PART_QUERY]))
        us_resolver_step (r, "5b", US_BRANCH_KEEP_QUERY, &t);
      else
        {
          t.v[US_PART_QUERY] = b.v[US_PART_QUERY];
          us_resolver_step (r, "5b", US_BRANCH_INHERIT_QUERY, &t);
        }
      finish (r, "7", &t);
      return;
    }

  /* Step 6: The last segment of the base URL's path … is removed and the
   * embedded URL's path is appended in its place. */
  {
    static const char *const ids[4] = { "6a", "6b", "6c", "6d" };
    GString *buf = merged_buffer (r, b.v[US_PART_PATH], t.v[US_PART_PATH]);

    t.v[US_PART_PATH] = span_of (buf);
    us_resolver_step (r, "6", US_BRANCH_BUFFER_APPEND, &t);
    rewrite_dots (r, &t, buf, ids);
  }

  /* Step 7: The resulting URL components … are recombined. */
  finish (r, "7", &t);
}
