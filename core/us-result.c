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

UsResult *
us_result_new (UsSpec      spec,
               UsRule      start_rule,
               const char *text,
               gsize       len,
               gboolean    no_tree)
{
  UsResult *self;

  /* The struct and the input copy are one allocation; not zeroed, as the
   * fields are set here (calloc costs more than the parse of a short URL). */
  self = g_malloc (ROUND_SIZE (sizeof (UsResult) + len + 1));
  self->ref_count = 1;
  self->spec = spec;
  self->start_rule = start_rule;
  self->len = len;
  self->input = (char *) (self + 1);
  if (len > 0)
    memcpy (self->input, text, len);
  self->input[len] = '\0';

  self->n_nodes = 0;
  self->non_ascii = FALSE;
  self->no_tree = no_tree;
  if (no_tree)
    {
      self->n_nodes_alloc = G_N_ELEMENTS (self->inline_nodes);
      self->nodes = self->inline_nodes;
    }
  else
    {
      self->n_nodes_alloc = US_RESULT_INITIAL_NODES;
      self->nodes = g_new (UsNode, self->n_nodes_alloc);
    }
  self->children = NULL;

  self->diagnostics = NULL;
  self->n_diagnostics = 0;
  self->n_diagnostics_alloc = 0;
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

  if (self->children != (guint *) (self->nodes + self->n_nodes))
    g_free (self->children);
  if (self->nodes != self->inline_nodes)
    g_free (self->nodes);
  g_free (self->diagnostics);
  if (self->fixes)
    g_ptr_array_unref (self->fixes);
  if (self->url != NULL)
    self->url_free (self->url);
  g_free (self->url_host);
  g_free (self->met);
  g_free (self);
}

/* Builder ---------------------------------------------------------------- */

void
us_result_grow_nodes (UsResult *self)
{
  if (self->nodes == self->inline_nodes)
    {
      self->nodes = g_new (UsNode, self->n_nodes_alloc * 2);
      memcpy (self->nodes, self->inline_nodes, sizeof self->inline_nodes);
    }
  else
    self->nodes = g_renew (UsNode, self->nodes, self->n_nodes_alloc * 2);
  self->n_nodes_alloc *= 2;
}

/* Room for @n more diagnostics at once, where the parser knows how many
 * it adds: the array then never doubles (a doubling holds the old and the
 * new array together, 80 bytes a diagnostic each, for a megabyte of
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
  d->expected = expected;
  d->start = start;
  d->end = end;
  if (severity == US_SEVERITY_ERROR)
    self->n_errors++;
  return d;
}

/* Fix texts are copied into blocks of this size, one allocation for many
 * (a diagnostic a byte is the common case of bad input); a longer text
 * gets a block of its own. */
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
  char *copy;

  if (self->fixes == NULL)
    self->fixes = g_ptr_array_new_with_free_func (g_free);
  if (text_len + 1 > FIX_BLOCK_SIZE / 4)
    {
      copy = g_malloc (text_len + 1);
      /* Before the last block, which keeps taking short texts. */
      g_ptr_array_insert (self->fixes, self->fixes->len > 0 ? (int) self->fixes->len - 1 : 0, copy);
    }
  else
    {
      if (self->fix_block_free < text_len + 1)
        {
          g_ptr_array_add (self->fixes, g_malloc (FIX_BLOCK_SIZE));
          self->fix_block_free = FIX_BLOCK_SIZE;
        }
      copy = (char *) g_ptr_array_index (self->fixes, self->fixes->len - 1) + FIX_BLOCK_SIZE - self->fix_block_free;
      self->fix_block_free -= text_len + 1;
    }
  memcpy (copy, text, text_len);
  copy[text_len] = '\0';

  diagnostic->has_fix = TRUE;
  diagnostic->fix_start = fix_start;
  diagnostic->fix_end = fix_end;
  diagnostic->fix_text = copy;
  diagnostic->fix_len = text_len;
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
 * and sorts the diagnostics by position. Nodes were created in pre-order and
 * counted in their parents, so one pass sets each node's first slot and one
 * pass, in index order, fills the slots in text order. The lists go in the
 * tail of the node buffer when they fit, which they nearly always do. */
void
us_result_finish (UsResult *self)
{
  guint n = self->n_nodes;
  guint next = 0;
  gsize tail = (self->n_nodes_alloc - n) * sizeof (UsNode);

  g_assert (n > 0);

  if (tail >= (n - 1) * sizeof (guint) && tail > 0)
    self->children = (guint *) (self->nodes + n);
  else
    self->children = g_new (guint, MAX (n - 1, 1));

  for (guint i = 0; i < n; i++)
    {
      self->nodes[i].first_child = next;
      next += self->nodes[i].n_children;
      /* Reused as the fill counter below; restored by the fill. */
      self->nodes[i].n_children = 0;
    }
  for (guint i = 1; i < n; i++)
    {
      UsNode *parent = &self->nodes[self->nodes[i].parent];

      self->children[parent->first_child + parent->n_children++] = i;
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

const char *
us_terminal_name (UsTerminal terminal)
{
  switch (terminal)
    {
    case US_TERMINAL_NONE: return "none";
    case US_TERMINAL_INVALID: return "invalid";
    case US_TERMINAL_ALPHA: return "ALPHA";
    case US_TERMINAL_DIGIT: return "DIGIT";
    case US_TERMINAL_HEXDIG: return "HEXDIG";
    case US_TERMINAL_UNRESERVED: return "unreserved";
    case US_TERMINAL_SUB_DELIMS: return "sub-delims";
    case US_TERMINAL_PCT_ENCODED: return "pct-encoded";
    case US_TERMINAL_LITERAL: return "literal";
    default: return NULL;
    }
}

static UsTerminal
classify_in (guchar c,
             guint  allowed)
{
  if (!us_char_in (c, allowed))
    return US_TERMINAL_INVALID;
  if (us_char_in (c, US_SET_UNRESERVED))
    return US_TERMINAL_UNRESERVED;
  if (us_char_in (c, US_CH_SUB_DELIM))
    return US_TERMINAL_SUB_DELIMS;
  return US_TERMINAL_LITERAL;
}

/* The older specs have no sub-delims: their classes are alpha, digit, the
 * rest of their unreserved set (@unreserved), escapes, and the quoted
 * characters of each rule. */
static UsTerminal
classify_in_older (guchar c,
                   guint  allowed,
                   guint  unreserved)
{
  if (!us_char_in (c, allowed))
    return US_TERMINAL_INVALID;
  if (us_char_in (c, US_CH_ALPHA))
    return US_TERMINAL_ALPHA;
  if (us_char_in (c, US_CH_DIGIT))
    return US_TERMINAL_DIGIT;
  if (us_char_in (c, unreserved))
    return US_TERMINAL_UNRESERVED;
  return US_TERMINAL_LITERAL;
}

#define classify_in_2396(c, allowed) classify_in_older (c, allowed, US_SET_UNRESERVED_2396)
#define classify_in_1808(c, allowed) classify_in_older (c, allowed, US_SET_UNRESERVED_1808)

static UsTerminal
terminal_at_2396 (const UsNode   *node,
                  gsize           offset,
                  guchar          c)
{
  switch (node->rule)
    {
    case US_RULE_2396_URI_REFERENCE:
      /* "#" is the root's own character; only the white space around the
       * reference is outside every child. */
      if (c == '#')
        return US_TERMINAL_LITERAL;
      return us_char_in (c, US_CH_WHITESPACE) ? US_TERMINAL_NONE : US_TERMINAL_INVALID;
    case US_RULE_2396_ABSOLUTE_URI:
    case US_RULE_2396_RELATIVE_URI:
    case US_RULE_2396_HIER_PART:
    case US_RULE_2396_NET_PATH:
    case US_RULE_2396_ABS_PATH:
    case US_RULE_2396_PATH_SEGMENTS:
    case US_RULE_2396_REL_PATH:
    case US_RULE_2396_AUTHORITY:
    case US_RULE_2396_SERVER:
    case US_RULE_2396_HOSTPORT:
    case US_RULE_2396_HOST:
    case US_RULE_2396_HOSTNAME:
      return c == ':' || c == '?' || c == '/' || c == '@' || c == '.'
             ? US_TERMINAL_LITERAL : US_TERMINAL_INVALID;
    case US_RULE_2396_SCHEME:
      if (offset == node->start)
        return us_char_in (c, US_CH_ALPHA) ? US_TERMINAL_ALPHA : US_TERMINAL_INVALID;
      return classify_in_2396 (c, US_SET_SCHEME);
    case US_RULE_2396_PORT:
    case US_RULE_2396_IPV4ADDRESS:
      return c == '.' && node->rule == US_RULE_2396_IPV4ADDRESS ? US_TERMINAL_LITERAL
             : us_char_in (c, US_CH_DIGIT) ? US_TERMINAL_DIGIT : US_TERMINAL_INVALID;
    case US_RULE_2396_DOMAINLABEL:
    case US_RULE_2396_TOPLABEL:
      return classify_in_2396 (c, US_SET_LABEL_2396);
    case US_RULE_2396_ESCAPED:
      return US_TERMINAL_PCT_ENCODED;
    case US_RULE_2396_USERINFO:
      return classify_in_2396 (c, US_SET_USERINFO_2396);
    case US_RULE_2396_REG_NAME:
      return classify_in_2396 (c, US_SET_REG_NAME_2396);
    case US_RULE_2396_REL_SEGMENT:
      return classify_in_2396 (c, US_SET_REL_SEGMENT_2396);
    case US_RULE_2396_SEGMENT:
      /* The ";" before each param is the segment's own. */
      return c == ';' ? US_TERMINAL_LITERAL : classify_in_2396 (c, US_SET_PCHAR_2396);
    case US_RULE_2396_PARAM:
      return classify_in_2396 (c, US_SET_PCHAR_2396);
    case US_RULE_2396_OPAQUE_PART:
    case US_RULE_2396_QUERY:
    case US_RULE_2396_FRAGMENT:
      return classify_in_2396 (c, US_SET_URIC_2396);
    default:
      return US_TERMINAL_INVALID;
    }
}

/* RFC 1808: unreserved (alpha, digit, safe, extra), escape, and the quoted
 * characters of each rule. */
static UsTerminal
terminal_at_1808 (const UsNode *node,
                  gsize         offset,
                  guchar        c)
{
  switch (node->rule)
    {
    case US_RULE_1808_URL:
      if (c == '#')
        return US_TERMINAL_LITERAL;
      return us_char_in (c, US_CH_WHITESPACE) ? US_TERMINAL_NONE : US_TERMINAL_INVALID;
    case US_RULE_1808_ABSOLUTE_URL:
      /* The second form: scheme ":" *( uchar | reserved ) */
      return c == ':' ? US_TERMINAL_LITERAL : classify_in_1808 (c, US_SET_URIC_1808);
    case US_RULE_1808_GENERIC_RL:
    case US_RULE_1808_RELATIVE_URL:
    case US_RULE_1808_NET_PATH:
    case US_RULE_1808_ABS_PATH:
    case US_RULE_1808_REL_PATH:
    case US_RULE_1808_PATH:
    case US_RULE_1808_PARAMS:
      return c == ':' || c == '/' || c == ';' || c == '?' ? US_TERMINAL_LITERAL : US_TERMINAL_INVALID;
    case US_RULE_1808_SCHEME:
      return classify_in_1808 (c, US_SET_SCHEME);
    case US_RULE_1808_ESCAPE:
      return US_TERMINAL_PCT_ENCODED;
    case US_RULE_1808_FSEGMENT:
    case US_RULE_1808_SEGMENT:
      return classify_in_1808 (c, US_SET_PCHAR_1808);
    case US_RULE_1808_PARAM:
      return classify_in_1808 (c, US_SET_PARAM_1808);
    case US_RULE_1808_NET_LOC:
      return classify_in_1808 (c, US_SET_NET_LOC_1808);
    case US_RULE_1808_QUERY:
    case US_RULE_1808_FRAGMENT:
      return classify_in_1808 (c, US_SET_URIC_1808);
    default:
      return US_TERMINAL_INVALID;
    }
}

/* RFC 1738: the pieces admit what us-parse-rfc1738.c scans them with; the
 * delimiters between them (":", "//", "/", "?", ";type=", "%09", "@")
 * belong to the scheme's production and are its literals. */
static UsTerminal
terminal_at_1738 (const UsNode *node,
                  guchar        c)
{
  switch (node->rule)
    {
    case US_RULE_1738_SCHEME:
      return classify_in_1808 (c, US_CH_LOWER | US_CH_DIGIT | US_CH_SCHEME_MARK);
    case US_RULE_1738_PORT:
    case US_RULE_1738_DIGITS:
    case US_RULE_1738_HOSTNUMBER:
      return c == '.' ? US_TERMINAL_LITERAL : us_char_in (c, US_CH_DIGIT) ? US_TERMINAL_DIGIT : US_TERMINAL_INVALID;
    case US_RULE_1738_DOMAINLABEL:
    case US_RULE_1738_TOPLABEL:
      return classify_in_1808 (c, US_SET_LABEL_2396);
    case US_RULE_1738_GROUP:
      return classify_in_1808 (c, US_CH_ALPHA | US_CH_DIGIT | US_CH_GROUP_MARK);
    case US_RULE_1738_ESCAPE:
      return US_TERMINAL_PCT_ENCODED;
    case US_RULE_1738_USER:
    case US_RULE_1738_PASSWORD:
      return classify_in_1808 (c, US_SET_1738_LOGIN);
    case US_RULE_1738_HSEGMENT:
    case US_RULE_1738_SEARCH:
      return classify_in_1808 (c, US_SET_1738_HSEGMENT);
    case US_RULE_1738_FSEGMENT:
    case US_RULE_1738_PSEGMENT:
      return classify_in_1808 (c, US_SET_1738_FSEGMENT);
    case US_RULE_1738_FIELDNAME:
    case US_RULE_1738_FIELDVALUE:
      return classify_in_1808 (c, US_SET_1738_FIELD);
    case US_RULE_1738_ARTICLE:
      /* Its "@" and host are its own. */
      return c == '@' ? US_TERMINAL_LITERAL : classify_in_1808 (c, US_SET_1738_ARTICLE);
    case US_RULE_1738_DATABASE:
    case US_RULE_1738_WTYPE:
    case US_RULE_1738_WPATH:
      return classify_in_1808 (c, US_SET_1738_UCHAR);
    case US_RULE_1738_SCHEMEPART:
    case US_RULE_1738_URLPATH:
    case US_RULE_1738_GTYPE:
    case US_RULE_1738_SELECTOR:
    case US_RULE_1738_GOPHERP_STRING:
    case US_RULE_1738_ENCODED822ADDR:
      return classify_in_1808 (c, US_SET_URIC_1808);
    case US_RULE_1738_URL:
    case US_RULE_1630_PREFIXEDURL:
      return us_char_in (c, US_CH_WHITESPACE) ? US_TERMINAL_NONE
             : us_char_in (c, US_SET_URIC_1808) ? US_TERMINAL_LITERAL : US_TERMINAL_INVALID;
    default:
      return us_char_in (c, US_SET_URIC_1808) ? US_TERMINAL_LITERAL : US_TERMINAL_INVALID;
    }
}

/* Under the URL Standard, which has no grammar: the class of a byte by
 * itself, the delimiters literal; outside every part of the URL, the
 * white space the parser trims is outside the reference. */
static UsTerminal
terminal_at_whatwg (const UsResult *self,
                    const UsNode   *node,
                    gsize           offset,
                    guchar          c)
{
  if (node->rule == US_RULE_WHATWG_URL && us_char_in (c, US_CH_WHITESPACE) &&
      (node->n_children == 0 || offset < self->nodes[self->children[node->first_child]].start ||
       offset >= self->nodes[self->children[node->first_child + node->n_children - 1]].end))
    return US_TERMINAL_NONE;
  if (us_char_in (c, US_CH_ALPHA))
    return US_TERMINAL_ALPHA;
  if (us_char_in (c, US_CH_DIGIT))
    return US_TERMINAL_DIGIT;
  if (c >= 0x80 || us_char_in (c, US_CH_UNRES_MARK))
    return US_TERMINAL_UNRESERVED;
  if (us_char_in (c, US_CH_SUB_DELIM))
    return US_TERMINAL_SUB_DELIMS;
  if (c == '%')
    return US_TERMINAL_PCT_ENCODED;
  if (c == ':' || c == '/' || c == '?' || c == '#' || c == '@' || c == '[' || c == ']')
    return US_TERMINAL_LITERAL;
  return US_TERMINAL_INVALID;
}

/* Which terminal class of the grammar matched the byte at @offset, judged
 * from the deepest node there: '/' in a path is the literal "/", 'a' in a
 * segment is unreserved, '4' in a dec-octet is DIGIT. Bytes that no rule
 * admits there are US_TERMINAL_INVALID (a diagnostic covers them). */
UsTerminal
us_result_terminal_at (const UsResult *self,
                       gsize           offset)
{
  const UsNode *node;
  UsRule rule;
  guchar c;

  g_return_val_if_fail (self != NULL, US_TERMINAL_NONE);
  g_return_val_if_fail (offset < self->len, US_TERMINAL_NONE);

  node = &self->nodes[us_result_node_at (self, offset)];
  c = (guchar) self->input[offset];
  rule = node->rule;

  if (us_rule_spec (rule) == US_SPEC_WHATWG)
    return terminal_at_whatwg (self, node, offset, c);

  /* An IRI's rules are RFC 3986's, with UCS characters where no error is. */
  if (us_rule_spec (rule) == US_SPEC_RFC3987)
    {
      rule = us_rule_3987_to_3986 (rule);
      if (c >= 0x80)
        {
          for (guint i = 0; i < self->n_diagnostics; i++)
            if (self->diagnostics[i].severity == US_SEVERITY_ERROR &&
                self->diagnostics[i].start <= offset && offset < self->diagnostics[i].end)
              return US_TERMINAL_INVALID;
          return US_TERMINAL_UNRESERVED;
        }
    }

  switch (rule)
    {
    case US_RULE_3986_URI_REFERENCE:
    case US_RULE_3986_ABSOLUTE_URI:
      /* Only surrounding white space is outside every child. */
      if (node->n_children == 0 || offset < self->nodes[self->children[node->first_child]].start ||
          offset >= self->nodes[self->children[node->first_child]].end)
        return us_char_in (c, US_CH_WHITESPACE) ? US_TERMINAL_NONE : US_TERMINAL_INVALID;
      return c == ':' || c == '?' || c == '#' ? US_TERMINAL_LITERAL : US_TERMINAL_INVALID;
    case US_RULE_3986_URI:
    case US_RULE_3986_RELATIVE_REF:
    case US_RULE_3986_HIER_PART:
    case US_RULE_3986_RELATIVE_PART:
    case US_RULE_3986_AUTHORITY:
    case US_RULE_3986_IP_LITERAL:
    case US_RULE_3986_IPV6ADDRESS:
    case US_RULE_3986_LS32:
    case US_RULE_3986_IPV4ADDRESS:
    case US_RULE_3986_PATH_ABEMPTY:
    case US_RULE_3986_PATH_ABSOLUTE:
    case US_RULE_3986_PATH_NOSCHEME:
    case US_RULE_3986_PATH_ROOTLESS:
      return c == ':' || c == '?' || c == '#' || c == '/' || c == '@' ||
             c == '[' || c == ']' || c == '.'
             ? US_TERMINAL_LITERAL : US_TERMINAL_INVALID;
    case US_RULE_3986_SCHEME:
      if (offset == node->start)
        return us_char_in (c, US_CH_ALPHA) ? US_TERMINAL_ALPHA : US_TERMINAL_INVALID;
      if (us_char_in (c, US_CH_ALPHA))
        return US_TERMINAL_ALPHA;
      if (us_char_in (c, US_CH_DIGIT))
        return US_TERMINAL_DIGIT;
      return us_char_in (c, US_CH_SCHEME_MARK) ? US_TERMINAL_LITERAL : US_TERMINAL_INVALID;
    case US_RULE_3986_PORT:
    case US_RULE_3986_DEC_OCTET:
      return us_char_in (c, US_CH_DIGIT) ? US_TERMINAL_DIGIT : US_TERMINAL_INVALID;
    case US_RULE_3986_H16:
      return us_char_in (c, US_SET_HEXDIG) ? US_TERMINAL_HEXDIG : US_TERMINAL_INVALID;
    case US_RULE_3986_PCT_ENCODED:
      return US_TERMINAL_PCT_ENCODED;
    case US_RULE_3986_IPVFUTURE:
      {
        const char *dot = memchr (self->input + node->start, '.', node->end - node->start);
        gsize dot_at = dot ? (gsize) (dot - self->input) : node->end;

        if (offset == node->start)
          return c == 'v' || c == 'V' ? US_TERMINAL_LITERAL : US_TERMINAL_INVALID;
        if (offset < dot_at)
          return us_char_in (c, US_SET_HEXDIG) ? US_TERMINAL_HEXDIG : US_TERMINAL_INVALID;
        if (offset == dot_at)
          return US_TERMINAL_LITERAL;
        return classify_in (c, US_SET_IPVFUTURE);
      }
    case US_RULE_3986_USERINFO:
      return classify_in (c, US_SET_USERINFO);
    case US_RULE_3986_HOST:
    case US_RULE_3986_REG_NAME:
    case US_RULE_3986_LABEL:
      return classify_in (c, US_SET_REG_NAME);
    case US_RULE_3986_SEGMENT_NZ_NC:
      return classify_in (c, US_SET_NZ_NC);
    case US_RULE_3986_SEGMENT:
    case US_RULE_3986_SEGMENT_NZ:
      return classify_in (c, US_SET_PCHAR);
    case US_RULE_3986_QUERY:
    case US_RULE_3986_FRAGMENT:
      return classify_in (c, US_SET_QUERY);
    default:
      switch (us_rule_spec (node->rule))
        {
        case US_SPEC_RFC1808:
          return terminal_at_1808 (node, offset, c);
        case US_SPEC_RFC1738:
          return terminal_at_1738 (node, c);
        default:
          return terminal_at_2396 (node, offset, c);
        }
    }
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
