/* us-resolve-private.h — what the resolution algorithms share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "us-parse.h"
#include "us-resolve.h"
#include "us-result-private.h"

G_BEGIN_DECLS

struct _UsResolution {
  gint ref_count;
  UsSpec spec;
  UsResolveFlags flags;
  UsResult *base_result;        /* RFC 3986: the grammar's verdicts */
  UsResult *reference_result;
  char *target;                 /* NULL when the algorithm could not run */
  gsize target_len;
  char *alternative;
  gsize alternative_len;
  UsAlternative alternative_kind;
  gboolean from_invalid_input;
  /* US_RESOLVE_ISSUE_PATH_BECOMES_AUTHORITY: the answer written as the RFC
   * recomposes it, and with "/." before its path */
  char *unsafe;
  gsize unsafe_len;
  char *safe;
  gsize safe_len;
  char *read_as;                /* the authority a parser would read */
  gsize read_as_len;
  gboolean unsafe_is_alternative;
  UsResolveIssue issues[8];     /* each kind at most once */
  guint n_issues;
  GPtrArray *steps;             /* UsStep*, NULL without a trace */
  GArray *rows;                 /* UsBufferRow, NULL without a trace */
  guint rows_omitted;
  GPtrArray *state_steps;       /* UsStateStep* (WHATWG), NULL without a trace */
  guint state_steps_omitted;
};

/* A component: a span of bytes, or undefined. */
typedef struct {
  const char *p;
  gsize len;
  gboolean def;
} UsSpan;

typedef struct {
  UsSpan v[US_PART_COUNT];
} UsParts;

/* One run of an algorithm: where its trace goes (if anywhere) and the
 * buffers its components point into. */
/* Scratch memory of one run: a bump allocator over a first block that
 * lives on the stack (enough for the paths of ordinary URLs), then blocks
 * from the heap. Components may point into it until the run ends. */
#define US_RESOLVER_INLINE 1024

typedef struct {
  UsResolution *res;
  gboolean trace;
  GPtrArray *buffers;           /* GString*, freed at the end */
  GPtrArray *blocks;            /* heap blocks, freed at the end */
  gsize used;
  char space[US_RESOLVER_INLINE];
} UsResolver;

/* How the algorithms parse their inputs: with the trees when a trace or
 * US_RESOLVE_TREES asks for them. */
static inline UsParseFlags
us_resolver_parse_flags (const UsResolver *r)
{
  return r->trace || (r->res->flags & US_RESOLVE_TREES) ? US_PARSE_DEFAULT : US_PARSE_NO_TREE;
}

static inline void
us_resolver_init (UsResolver   *r,
                  UsResolution *res,
                  gboolean      trace)
{
  r->res = res;
  r->trace = trace;
  r->buffers = NULL;
  r->blocks = NULL;
  r->used = 0;
}

static inline void
us_resolver_clear (UsResolver *r)
{
  if (r->buffers)
    g_ptr_array_unref (r->buffers);
  if (r->blocks)
    g_ptr_array_unref (r->blocks);
  r->buffers = NULL;
  r->blocks = NULL;
}

char    *us_resolver_alloc    (UsResolver      *r,
                               gsize            size);

static inline UsSpan
us_span (const char *p,
         gsize       len)
{
  UsSpan s = { p, len, TRUE };
  return s;
}

static inline UsSpan
us_span_undefined (void)
{
  UsSpan s = { NULL, 0, FALSE };
  return s;
}

static inline gboolean
us_span_equal_ascii_case (UsSpan a,
                          UsSpan b)
{
  if (!a.def || !b.def || a.len != b.len)
    return FALSE;
  /* Inline ASCII case folding: g_ascii_tolower() is a call a byte. */
  for (gsize i = 0; i < a.len; i++)
    {
      guchar x = (guchar) a.p[i], y = (guchar) b.p[i];

      if (x >= 'A' && x <= 'Z')
        x += 'a' - 'A';
      if (y >= 'A' && y <= 'Z')
        y += 'a' - 'A';
      if (x != y)
        return FALSE;
    }
  return TRUE;
}

/* The length of @path up to and including its last "/" (0 without one):
 * "all but the last segment", which every merge of the three RFCs keeps. */
static inline gsize
us_path_directory_len (UsSpan path)
{
  gsize keep = path.len;

  while (keep > 0 && path.p[keep - 1] != '/')
    keep--;
  return keep;
}

GString *us_resolver_buffer   (UsResolver      *r,
                               gsize            reserve);
void     us_resolver_step_traced (UsResolver   *r,
                                  const char   *id,
                                  UsBranch      branch,
                                  const UsParts *parts);

/* Records a step of the algorithm, with a trace only: without one, the
 * algorithms' steps cost a test each, not a call. */
static inline void
us_resolver_step (UsResolver    *r,
                  const char    *id,
                  UsBranch       branch,
                  const UsParts *parts)
{
  if (r->trace)
    us_resolver_step_traced (r, id, branch, parts);
}
void     us_resolver_row      (UsResolver      *r,
                               const char      *id,
                               const char      *output,
                               gsize            output_len,
                               const char      *input,
                               gsize            input_len);
void     us_resolver_offer_alternative (UsResolver    *r,
                                        char          *alternative,
                                        gsize          len,
                                        UsAlternative  kind);
void     us_resolver_issue    (UsResolver      *r,
                               UsResolveIssue   issue);
char    *us_parts_recompose   (const UsParts   *parts,
                               gsize           *len);
void     us_resolver_check_path (UsResolver    *r,
                                 const UsParts *t,
                                 gboolean       alternative);

UsSpan   us_remove_dot_segments (UsResolver    *r,
                                 const char    *path,
                                 gsize          len);

void     us_resolve_rfc3986   (UsResolver      *r,
                               const char      *base,
                               gsize            base_len,
                               const char      *reference,
                               gsize            reference_len);
void     us_resolve_rfc2396   (UsResolver      *r,
                               const char      *base,
                               gsize            base_len,
                               const char      *reference,
                               gsize            reference_len);
void     us_resolve_whatwg    (UsResolver      *r,
                               const char      *base,
                               gsize            base_len,
                               const char      *reference,
                               gsize            reference_len);
void     us_resolve_rfc1808   (UsResolver      *r,
                               const char      *base,
                               gsize            base_len,
                               const char      *reference,
                               gsize            reference_len);

G_END_DECLS
