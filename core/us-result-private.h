/* us-result-private.h — how parsers build a result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include "us-diagnostic-private.h"
#include "us-result.h"

G_BEGIN_DECLS

typedef struct _UsFixBlock UsFixBlock;

struct _UsResult {
  gint ref_count;
  UsSpec spec;
  UsRule start_rule;
  gsize len;
  char *input;               /* len bytes + NUL, owned */

  UsNode *nodes;
  guint n_nodes;
  guint n_nodes_alloc;
  gboolean no_tree;          /* US_PARSE_NO_TREE: only the root is kept */
  guint *children;           /* n_nodes - 1 entries, in the tail of the
                              * node buffer when they fit there */

  UsDiagnostic *diagnostics;
  guint n_diagnostics;
  guint n_diagnostics_alloc;
  const char *last_expected;  /* the last text of "expected" numbered, */
  guint last_expected_id;    /* and its number (us_result_add_diagnostic()) */
  guint n_errors;
  UsFixBlock *fixes;         /* blocks holding the fix texts, a chain whose
                              * head takes short texts; NULL when none */
  gsize fix_block_free;      /* bytes left in the head */
  const char *last_fix;      /* the last fix text copied, shared by the */
  gsize last_fix_len;        /* next when the same (a "%25" a byte) */

  gboolean non_ascii;         /* a component holds a byte over 0x7F */

  gboolean comp_defined[US_COMPONENT_COUNT];
  gsize comp_start[US_COMPONENT_COUNT];
  gsize comp_end[US_COMPONENT_COUNT];

  /* Under the WHATWG URL Standard (us-parse-whatwg.c); NULL, FALSE and
   * zero otherwise. The record itself is opaque here: this layer sits
   * below the parsers. */
  gpointer url;              /* the URL record */
  GDestroyNotify url_free;
  char *url_host;            /* its host, serialized; NULL when null */
  gboolean url_host_ipv4;    /* the host is an IPv4 address */
  gboolean url_special;      /* the scheme is special */
  gboolean url_failed;       /* the parser returned failure */
  guint url_failure;         /* the diagnostic at which it did */
  guint *met;                /* the diagnostics in the order the parser met
                              * them (indices); NULL: the order they have */
};

/* The message of @diagnostic; without the words that say a browser refuses
 * the link when @with_refusal is FALSE (us-diagnostic.c). */
char     *us_result_format_message_full (const UsResult     *self,
                                         const UsDiagnostic *diagnostic,
                                         gboolean            with_refusal);
char     *us_whatwg_format_message (const UsResult     *self,
                                    const UsDiagnostic *diagnostic,
                                    const char        **suffix);

/* An exact copy of @len bytes, NUL bytes included, with a NUL after them
 * (g_strndup() stops at the first NUL, which inputs may hold). */
static inline char *
us_memdup0 (const char *p,
            gsize       len)
{
  char *copy = g_malloc (len + 1);

  if (len > 0)
    memcpy (copy, p, len);
  copy[len] = '\0';
  return copy;
}

/* The node buffer starts with this many nodes, in the result's own
 * allocation, with room for their child lists after them: a typical URL
 * needs 11–19 (85 % of a corpus of the web's URLs need at most 16), and
 * the result with a URL of up to 127 bytes stays within the sizes the
 * allocator serves from its per-thread cache. A result without a tree has
 * room for its root alone there. */
#define US_RESULT_INITIAL_NODES 16

UsResult *us_result_new           (UsSpec       spec,
                                   UsRule       start_rule,
                                   const char  *text,
                                   gsize        len,
                                   gboolean     no_tree);
void      us_result_grow_nodes    (UsResult    *self);
void          us_result_reserve_diagnostics (UsResult *self,
                                             guint     n);
UsDiagnostic *us_result_add_diagnostic (UsResult   *self,
                                        UsDiagCode  code,
                                        UsSeverity  severity,
                                        UsRule      rule,
                                        const char *expected,
                                        gsize       start,
                                        gsize       end);
guint     us_result_expected_id   (const char  *text);
void      us_result_set_fix       (UsResult     *self,
                                   UsDiagnostic *diagnostic,
                                   gsize         fix_start,
                                   gsize         fix_end,
                                   const char   *text,
                                   gsize         text_len);
void      us_result_finish        (UsResult    *self);
void      us_result_sort_diagnostics (UsResult *self);

/* The node builder is inline: parsers call it for every node, and a typical
 * URL has a dozen or two. Nodes are added in pre-order; each counts itself
 * in its parent and keeps its place among its siblings (in first_child,
 * until us_result_finish() lays out the child lists in one pass).
 *
 * Without a tree the buffer holds the root, counted, and a node past it,
 * US_RESULT_SINK, that every other node becomes: the builders write it
 * and nothing reads it, so that the test is made only when the buffer is
 * full, and the root keeps the span it was given. */
#define US_RESULT_SINK 1

static inline guint
us_result_open_node (UsResult *self,
                     UsRule    rule,
                     guint     parent,
                     gsize     start)
{
  UsNode *node;

  if (G_UNLIKELY (self->n_nodes == self->n_nodes_alloc))
    {
      if (self->no_tree)
        return US_RESULT_SINK;
      us_result_grow_nodes (self);
    }

  node = &self->nodes[self->n_nodes];
  node->rule = rule;
  node->parent = parent;
  /* Until us_result_finish(): the node's place among its siblings. */
  node->first_child = parent != US_NO_NODE ? self->nodes[parent].n_children++ : 0;
  node->n_children = 0;
  node->start = start;
  node->end = start;
  return self->n_nodes++;
}

static inline void
us_result_close_node (UsResult *self,
                      guint     node,
                      gsize     end)
{
  self->nodes[node].end = end;
}

static inline guint
us_result_add_node (UsResult *self,
                    UsRule    rule,
                    guint     parent,
                    gsize     start,
                    gsize     end)
{
  guint node = us_result_open_node (self, rule, parent, start);

  us_result_close_node (self, node, end);
  return node;
}

static inline void
us_result_set_component (UsResult    *self,
                         UsComponent  component,
                         gsize        start,
                         gsize        end)
{
  self->comp_defined[component] = TRUE;
  self->comp_start[component] = start;
  self->comp_end[component] = end;
}

G_END_DECLS
