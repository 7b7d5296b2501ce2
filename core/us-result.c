/* us-result.c — the parse result: nodes, diagnostics, components
 *
 * A result is built once by a parser (the us_result_open_node() family) and
 * is immutable after us_result_finish(). It owns a copy of the input, so every
 * span points into memory it owns, and it is shared by reference counting.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-chars-private.h"
#include "us-parse-private.h"

/* Sizes are rounded up to 128 bytes, so that results of short references of
 * different lengths come from the same few bins of the allocator's cache
 * instead of each length missing its own. */
#define ROUND_SIZE(n) (((n) + 127) & ~(gsize) 127)

/* The first node buffer of a result with a tree, and its child lists, in
 * the result's allocation between the struct and the input (the struct's
 * size is a multiple of a node's alignment, and so is a node's). */
#define BLOCK_NODES_SIZE (US_RESULT_INITIAL_NODES * (sizeof (UsNode) + sizeof (guint)))
/* Without a tree: the root, and the node every other one becomes. */
#define BLOCK_NODES_NO_TREE 2
G_STATIC_ASSERT (sizeof (UsResult) % G_ALIGNOF (UsNode) == 0);
G_STATIC_ASSERT (sizeof (UsNode) % G_ALIGNOF (guint) == 0);

static inline UsNode *
block_nodes (UsResult *self)
{
  return (UsNode *) (void *) (self + 1);
}

static inline guint *
block_children (UsResult *self)
{
  return (guint *) (void *) (block_nodes (self) + US_RESULT_INITIAL_NODES);
}

/* A block of fix texts (us_result_set_fix()). */
struct _UsFixBlock {
  UsFixBlock *next;
  gsize size;                /* of text[] */
  char text[];
};

/* Whether the node buffer is an allocation of its own. */
static inline gboolean
nodes_owned (UsResult *self)
{
  return self->nodes != block_nodes (self);
}

UsResult *
us_result_new (UsSpec      spec,
               UsRule      start_rule,
               const char *text,
               gsize       len,
               gboolean    no_tree)
{
  UsResult *self;

  gsize block = no_tree ? BLOCK_NODES_NO_TREE * sizeof (UsNode) : BLOCK_NODES_SIZE;

  /* The struct, the first node buffer with its child lists and the input
   * copy are one allocation; not zeroed, as the fields are set here (calloc
   * costs more than the parse of a short URL). */
  self = g_malloc (ROUND_SIZE (sizeof (UsResult) + block + len + 1));
  self->ref_count = 1;
  self->spec = spec;
  self->start_rule = start_rule;
  self->len = len;
  self->input = (char *) (self + 1) + block;
  if (len > 0)
    memcpy (self->input, text, len);
  self->input[len] = '\0';

  self->n_nodes = 0;
  self->non_ascii = FALSE;
  self->no_tree = no_tree;
  self->n_nodes_alloc = no_tree ? 1 : US_RESULT_INITIAL_NODES;
  self->nodes = block_nodes (self);
  self->children = NULL;

  self->diagnostics = NULL;
  self->n_diagnostics = 0;
  self->n_diagnostics_alloc = 0;
  self->last_expected = NULL;
  self->last_expected_id = 0;
  self->last_fix = NULL;
  self->last_fix_len = 0;
  self->n_errors = 0;
  self->fixes = NULL;
  self->fix_block_free = 0;

  memset (self->comp_defined, 0, sizeof self->comp_defined);

  self->url = NULL;
  self->url_free = NULL;
  self->url_host = NULL;
  self->url_host_ipv4 = FALSE;
  self->url_special = FALSE;
  self->url_failed = FALSE;
  self->url_failure = G_MAXUINT;
  self->met = NULL;
  return self;
}

UsResult *
us_result_ref (UsResult *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
us_result_unref (UsResult *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_int_dec_and_test (&self->ref_count))
    return;

  if (!self->no_tree && self->children != block_children (self) &&
      self->children != (guint *) (void *) (self->nodes + self->n_nodes))
    g_free (self->children);
  if (nodes_owned (self))
    g_free (self->nodes);
  if (self->diagnostics != NULL)
    g_free (self->diagnostics);
  while (self->fixes != NULL)
    {
      UsFixBlock *next = self->fixes->next;

      g_free (self->fixes);
      self->fixes = next;
    }
  if (self->url != NULL)
    self->url_free (self->url);
  if (self->url_host != NULL)
    g_free (self->url_host);
  if (self->met != NULL)
    g_free (self->met);
  g_free (self);
}

/* Builder ---------------------------------------------------------------- */

void
us_result_grow_nodes (UsResult *self)
{
  if (!nodes_owned (self))
    {
      UsNode *old = self->nodes;

      self->nodes = g_new (UsNode, self->n_nodes_alloc * 2);
      memcpy (self->nodes, old, self->n_nodes_alloc * sizeof (UsNode));
    }
  else
    self->nodes = g_renew (UsNode, self->nodes, self->n_nodes_alloc * 2);
  self->n_nodes_alloc *= 2;
}

/* Room for @n more diagnostics at once, where the parser knows how many
 * it adds: the array then never doubles (a doubling holds the old and the
 * new array together, 32 bytes a diagnostic each, for a megabyte of
 * errors). */
void
us_result_reserve_diagnostics (UsResult *self,
                               guint     n)
{
  if (self->n_diagnostics + n <= self->n_diagnostics_alloc)
    return;
  self->n_diagnostics_alloc = self->n_diagnostics + n;
  self->diagnostics = g_renew (UsDiagnostic, self->diagnostics, self->n_diagnostics_alloc);
}

/* The texts of UsDiagnostic's "expected", numbered (0 is none). They are
 * static strings, a few dozen in the parsers' tables, so a diagnostic
 * keeps a 10-bit number instead of a pointer; the table is shared by
 * every thread, and only grows. */
G_STATIC_ASSERT (US_DIAG_CODE_COUNT <= 1 << 8);
G_STATIC_ASSERT (US_RULE_COUNT <= 1 << 10);
G_STATIC_ASSERT (US_SEVERITY_NOTE < 1 << 2);
G_STATIC_ASSERT (US_MAX_INPUT < G_MAXUINT32 / 4);
#define N_EXPECTED (1 << 10)

static const char *expected_texts[N_EXPECTED];
static guint n_expected = 1;
G_LOCK_DEFINE_STATIC (expected_texts);

guint
us_result_expected_id (const char *text)
{
  guint id = 0;

  if (text == NULL)
    return 0;
  G_LOCK (expected_texts);
  for (guint i = 1; i < n_expected && id == 0; i++)
    if (expected_texts[i] == text || strcmp (expected_texts[i], text) == 0)
      id = i;
  if (id == 0)
    {
      /* The parsers' texts are far fewer than N_EXPECTED. */
      g_assert (n_expected < N_EXPECTED);
      g_atomic_pointer_set (&expected_texts[n_expected], text);
      id = n_expected++;
    }
  G_UNLOCK (expected_texts);
  return id;
}

/**
 * us_diagnostic_get_expected:
 * @diagnostic: a diagnostic
 *
 * Returns: (nullable): what the rule allows where @diagnostic is, in
 *   ABNF ("unreserved / pct-encoded / sub-delims / \":\" / \"@\""), a static
 *   string; %NULL when the parser names nothing
 */
const char *
us_diagnostic_get_expected (const UsDiagnostic *diagnostic)
{
  g_return_val_if_fail (diagnostic != NULL, NULL);
  /* A number is set before any diagnostic holds it, and never changes. */
  return g_atomic_pointer_get (&expected_texts[diagnostic->expected_id]);
}

UsDiagnostic *
us_result_add_diagnostic (UsResult   *self,
                          UsDiagCode  code,
                          UsSeverity  severity,
                          UsRule      rule,
                          const char *expected,
                          gsize       start,
                          gsize       end)
{
  UsDiagnostic *d;

  if (self->n_diagnostics == self->n_diagnostics_alloc)
    {
      self->n_diagnostics_alloc = MAX (8, self->n_diagnostics_alloc * 2);
      self->diagnostics = g_renew (UsDiagnostic, self->diagnostics, self->n_diagnostics_alloc);
    }

  d = &self->diagnostics[self->n_diagnostics++];
  memset (d, 0, sizeof *d);
  d->code = code;
  d->severity = severity;
  d->rule = rule;
  /* a run of one scanner's diagnostics has one text: numbered once */
  if (expected != self->last_expected)
    {
      self->last_expected = expected;
      self->last_expected_id = us_result_expected_id (expected);
    }
  d->expected_id = self->last_expected_id;
  d->start = (guint32) start;
  d->end = (guint32) end;
  if (severity == US_SEVERITY_ERROR)
    self->n_errors++;
  return d;
}

/* Fix texts are copied into blocks, one allocation for many (a diagnostic
 * a byte is the common case of bad input): the first of FIX_FIRST_SIZE
 * bytes, which the allocator serves from its per-thread cache (most bad
 * references have a fix or two), the next of FIX_BLOCK_SIZE; a text longer
 * than a quarter of that gets a block of its own. Blocks are chained, the
 * one that takes short texts at the head. */
#define FIX_FIRST_SIZE 256
#define FIX_BLOCK_SIZE 4096

/* @diagnostic must be the one most recently added. */
void
us_result_set_fix (UsResult     *self,
                   UsDiagnostic *diagnostic,
                   gsize         fix_start,
                   gsize         fix_end,
                   const char   *text,
                   gsize         text_len)
{
  UsFixBlock *block;
  char *copy;

  /* The same text as the last fix (the fix of each byte of a run of bad
   * bytes, "%25" for each "%"): one copy for both. */
  if (self->last_fix != NULL && text_len == self->last_fix_len &&
      memcmp (self->last_fix, text, text_len) == 0)
    {
      copy = (char *) self->last_fix;
      goto set;
    }
  if (text_len + 1 > FIX_BLOCK_SIZE / 4)
    {
      block = g_malloc (sizeof (UsFixBlock) + text_len + 1);
      block->size = text_len + 1;
      copy = block->text;
      /* Behind the head, which keeps taking short texts. */
      if (self->fixes != NULL)
        {
          block->next = self->fixes->next;
          self->fixes->next = block;
        }
      else
        {
          block->next = NULL;
          self->fixes = block;
          self->fix_block_free = 0;
        }
    }
  else
    {
      if (self->fix_block_free < text_len + 1)
        {
          gsize size = self->fixes == NULL && text_len + 1 <= FIX_FIRST_SIZE - sizeof (UsFixBlock) ?
                       FIX_FIRST_SIZE : FIX_BLOCK_SIZE;

          block = g_malloc (size);
          block->next = self->fixes;
          block->size = size - sizeof (UsFixBlock);
          self->fixes = block;
          self->fix_block_free = block->size;
        }
      block = self->fixes;
      copy = block->text + block->size - self->fix_block_free;
      self->fix_block_free -= text_len + 1;
    }
  memcpy (copy, text, text_len);
  copy[text_len] = '\0';
  self->last_fix = copy;
  self->last_fix_len = text_len;

set:
  diagnostic->has_fix = TRUE;
  diagnostic->fix_start = (guint32) fix_start;
  diagnostic->fix_end = (guint32) fix_end;
  diagnostic->fix_text = copy;
  diagnostic->fix_len = (guint32) text_len;
}

static int
compare_diagnostics (gconstpointer a,
                     gconstpointer b,
                     gpointer      user_data)
{
  const UsDiagnostic *da = a;
  const UsDiagnostic *db = b;

  if (da->start != db->start)
    return da->start < db->start ? -1 : 1;
  if (da->severity != db->severity)
    return da->severity < db->severity ? -1 : 1;
  return 0;
}

/* Lays out the child lists (children of a node contiguous, in text order)
 * and sorts the diagnostics by position. Nodes were created in pre-order,
 * counted in their parents, each with its place among its siblings in
 * first_child: one forward pass sets each node's first slot (the count of
 * the children of the nodes before it) and puts the node in its parent's
 * list, whose first slot is known by then, as a parent comes before its
 * children. The lists go after the first node buffer, or in the tail of a
 * grown one when they fit there, which they nearly always do. */
void
us_result_finish (UsResult *self)
{
  UsNode *nodes = self->nodes;
  guint n = self->n_nodes;
  guint next = nodes[0].n_children;
  gsize tail = (self->n_nodes_alloc - n) * sizeof (UsNode);
  guint *children;

  g_assert (n > 0);

  if (self->no_tree)
    /* No child lists: an empty one after the root. */
    self->children = (guint *) (void *) (nodes + 1);
  else if (nodes == block_nodes (self))
    self->children = block_children (self);
  else if (tail >= (n - 1) * sizeof (guint) && tail > 0)
    self->children = (guint *) (void *) (nodes + n);
  else
    self->children = g_new (guint, MAX (n - 1, 1));

  children = self->children;
  nodes[0].first_child = 0;
  for (guint i = 1; i < n; i++)
    {
      UsNode *node = &nodes[i];

      children[nodes[node->parent].first_child + node->first_child] = i;
      node->first_child = next;
      next += node->n_children;
    }

  /* The array as long as its diagnostics, where the doublings left much
   * room (--spec all keeps every spec's result). */
  if (self->n_diagnostics_alloc - self->n_diagnostics > 256)
    {
      self->n_diagnostics_alloc = self->n_diagnostics;
      self->diagnostics = g_renew (UsDiagnostic, self->diagnostics, self->n_diagnostics_alloc);
    }
  us_result_sort_diagnostics (self);
}

/* The diagnostics in the order of their spans; g_qsort_with_data() is a
 * stable merge sort, so those of one span keep their order. The parsers
 * nearly always add them in order: one pass finds out, and spares the
 * n log n of the sort (a diagnostic a byte made it the most of a parse). */
void
us_result_sort_diagnostics (UsResult *self)
{
  for (guint i = 1; i < self->n_diagnostics; i++)
    if (compare_diagnostics (&self->diagnostics[i - 1], &self->diagnostics[i], NULL) > 0)
      {
        g_qsort_with_data (self->diagnostics, (gint) self->n_diagnostics,
                           sizeof (UsDiagnostic), compare_diagnostics, NULL);
        return;
      }
}

/* Accessors -------------------------------------------------------------- */

/* The input as parsed (NUL-terminated for convenience, but it may contain
 * NUL bytes itself: use @len). */
const char *
us_result_get_input (const UsResult *self,
                     gsize          *len)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (len)
    *len = self->len;
  return self->input;
}

UsSpec
us_result_get_spec (const UsResult *self)
{
  g_return_val_if_fail (self != NULL, US_SPEC_RFC3986);
  return self->spec;
}

UsRule
us_result_get_start_rule (const UsResult *self)
{
  g_return_val_if_fail (self != NULL, US_RULE_NONE);
  return self->start_rule;
}

/* Valid means: no error diagnostic. Warnings and notes do not count. */
gboolean
us_result_is_valid (const UsResult *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->n_errors == 0;
}

guint
us_result_get_n_nodes (const UsResult *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_nodes;
}

const UsNode *
us_result_get_node (const UsResult *self,
                    guint           index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->n_nodes, NULL);
  return &self->nodes[index];
}

/* The index of the @k-th child of @node, in O(1). */
guint
us_result_get_child (const UsResult *self,
                     guint           node,
                     guint           k)
{
  g_return_val_if_fail (self != NULL, US_NO_NODE);
  g_return_val_if_fail (node < self->n_nodes, US_NO_NODE);
  g_return_val_if_fail (k < self->nodes[node].n_children, US_NO_NODE);
  return self->children[self->nodes[node].first_child + k];
}

/* The deepest node whose span holds the byte at @offset (the root when no
 * other does). Children are in text order and do not overlap, so each level
 * is a binary search: O(depth · log width). */
guint
us_result_node_at (const UsResult *self,
                   gsize           offset)
{
  guint cur = 0;

  g_return_val_if_fail (self != NULL, US_NO_NODE);

  for (;;)
    {
      const UsNode *node = &self->nodes[cur];
      const guint *kids = self->children + node->first_child;
      guint lo = 0, hi = node->n_children;
      guint found = US_NO_NODE;

      while (lo < hi)
        {
          guint mid = lo + (hi - lo) / 2;
          const UsNode *c = &self->nodes[kids[mid]];

          if (offset < c->start)
            hi = mid;
          else if (offset >= c->end)
            lo = mid + 1;
          else
            {
              found = kids[mid];
              break;
            }
        }
      if (found == US_NO_NODE)
        return cur;
      cur = found;
    }
}

/* The first node (in pre-order) that matched @rule, or %US_NO_NODE. */
guint
us_result_find_rule (const UsResult *self,
                     UsRule          rule)
{
  g_return_val_if_fail (self != NULL, US_NO_NODE);

  for (guint i = 0; i < self->n_nodes; i++)
    if (self->nodes[i].rule == rule)
      return i;
  return US_NO_NODE;
}

guint
us_result_get_n_diagnostics (const UsResult *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_diagnostics;
}

const UsDiagnostic *
us_result_get_diagnostic (const UsResult *self,
                          guint           index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->n_diagnostics, NULL);
  return &self->diagnostics[index];
}

guint
us_result_count_severity (const UsResult *self,
                          UsSeverity      severity)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 0; i < self->n_diagnostics; i++)
    if (self->diagnostics[i].severity == severity)
      n++;
  return n;
}

/* The index of the diagnostic the parser met @k-th: the WHATWG URL
 * Standard's validation errors are kept by position, like every spec's
 * diagnostics, and also in the order the state machine reported them.
 * For the other specs, @k itself. */
guint
us_result_get_met_diagnostic (const UsResult *self,
                              guint           k)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (k < self->n_diagnostics, 0);
  return self->met != NULL ? self->met[k] : k;
}

/* FALSE when the component is undefined; an empty component is defined with
 * *start == *end (RFC 3986 §5.3 depends on the difference). */
gboolean
us_result_get_component (const UsResult *self,
                         UsComponent     component,
                         gsize          *start,
                         gsize          *end)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail ((guint) component < US_COMPONENT_COUNT, FALSE);

  if (!self->comp_defined[component])
    return FALSE;
  if (start)
    *start = self->comp_start[component];
  if (end)
    *end = self->comp_end[component];
  return TRUE;
}

/* A copy of the component's raw text, or NULL when it is undefined. */
char *
us_result_dup_component (const UsResult *self,
                         UsComponent     component)
{
  gsize start, end;

  if (!us_result_get_component (self, component, &start, &end))
    return NULL;
  return us_memdup0 (self->input + start, end - start);
}

const char *
us_component_name (UsComponent component)
{
  static const char *const names[US_COMPONENT_COUNT] = {
    "scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment",
  };

  g_return_val_if_fail ((guint) component < US_COMPONENT_COUNT, NULL);
  return names[component];
}


static int
compare_fix_starts (gconstpointer a,
                    gconstpointer b,
                    gpointer      user_data)
{
  const UsDiagnostic *da = *(const UsDiagnostic *const *) a;
  const UsDiagnostic *db = *(const UsDiagnostic *const *) b;

  if (da->fix_start != db->fix_start)
    return da->fix_start < db->fix_start ? -1 : 1;
  /* An insertion goes before a replacement that starts at the same place. */
  return (da->fix_end != da->fix_start) - (db->fix_end != db->fix_start);
}

/* The input with every fix-it of every diagnostic applied, or NULL when no
 * diagnostic has one. A fix whose span overlaps an earlier fix is skipped. */
char *
us_result_dup_fixed (const UsResult *self,
                     gsize          *len)
{
  return us_result_dup_fixed_some (self, NULL, len);
}

/**
 * us_result_dup_fixed_some:
 * @offered: (nullable): one flag per diagnostic, whether its fix is applied
 *   (us_analysis_dup_offered_fixes()); NULL for every fix
 *
 * Returns: (transfer full) (nullable): the input with those fix-its
 *   applied, or NULL when none is
 */
char *
us_result_dup_fixed_some (const UsResult *self,
                          const gboolean *offered,
                          gsize          *len)
{
  g_autoptr(GPtrArray) fixes = NULL;
  GString *out;
  gsize pos = 0;

  g_return_val_if_fail (self != NULL, NULL);

  /* No fix at all, the common case (this runs for every input under every
   * spec the command line writes): nothing to gather. */
  {
    guint i = 0;

    while (i < self->n_diagnostics && !(self->diagnostics[i].has_fix && (offered == NULL || offered[i])))
      i++;
    if (i == self->n_diagnostics)
      return NULL;
  }

  fixes = g_ptr_array_new ();
  for (guint i = 0; i < self->n_diagnostics; i++)
    if (self->diagnostics[i].has_fix && (offered == NULL || offered[i]))
      g_ptr_array_add (fixes, &self->diagnostics[i]);
  if (fixes->len == 0)
    return NULL;
  g_qsort_with_data (fixes->pdata, (gint) fixes->len, sizeof (gpointer),
                     compare_fix_starts, NULL);

  out = g_string_sized_new (self->len + 16);
  for (guint i = 0; i < fixes->len; i++)
    {
      const UsDiagnostic *d = g_ptr_array_index (fixes, i);

      if (d->fix_start < pos)
        continue;
      g_string_append_len (out, self->input + pos, d->fix_start - pos);
      g_string_append_len (out, d->fix_text, d->fix_len);
      pos = d->fix_end;
    }
  g_string_append_len (out, self->input + pos, self->len - pos);
  if (len)
    *len = out->len;
  return g_string_free (out, FALSE);
}
