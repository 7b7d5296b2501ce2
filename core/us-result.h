/* us-result.h — the immutable result of one parse
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(URISCOPE_INSIDE) && !defined(URISCOPE_COMPILATION)
# error "Only <uriscope.h> can be included directly."
#endif

#include "us-diagnostic.h"
#include "us-version.h"

G_BEGIN_DECLS

#define US_NO_NODE G_MAXUINT

/**
 * UsNode:
 * @rule: the grammar rule that matched
 * @parent: index of the parent node, %US_NO_NODE for the root
 * @first_child: index of the first child in the result's child list, so that
 *   the k-th child is us_result_get_child (result, node, k)
 * @n_children: number of children
 * @start: byte offset of the first byte of the match
 * @end: byte offset just past it (half-open)
 *
 * Nodes are stored in pre-order: node 0 is the root.
 */
typedef struct {
  UsRule rule;
  guint parent;
  guint first_child;
  guint n_children;
  gsize start;
  gsize end;
} UsNode;

typedef enum {
  US_COMPONENT_SCHEME,
  US_COMPONENT_AUTHORITY,
  US_COMPONENT_USERINFO,
  US_COMPONENT_HOST,
  US_COMPONENT_PORT,
  US_COMPONENT_PATH,
  US_COMPONENT_QUERY,
  US_COMPONENT_FRAGMENT,
} UsComponent;

#define US_COMPONENT_COUNT 8


typedef struct _UsResult UsResult;

/**
 * us_result_ref:
 * @self: a result
 *
 * Adds a reference to @self.
 *
 * Returns: (transfer full): @self
 */
US_PUBLIC
UsResult           *us_result_ref               (UsResult       *self);

/**
 * us_result_unref:
 * @self: (transfer full): a result
 *
 * Drops a reference to @self, and frees it when it was the last one.
 */
US_PUBLIC
void                us_result_unref             (UsResult       *self);

/**
 * us_result_get_input:
 * @self: a result
 * @len: (out) (optional): the input's length in bytes
 *
 * The input as parsed.
 *
 * Returns: (transfer none): its bytes, NUL-terminated for convenience; it
 *   may hold NUL bytes itself: use @len
 */
US_PUBLIC
const char         *us_result_get_input         (const UsResult *self,
                                                 gsize          *len);

/**
 * us_result_get_spec:
 * @self: a result
 *
 * The specification the input was read under.
 *
 * Returns: the spec
 */
US_PUBLIC
UsSpec              us_result_get_spec          (const UsResult *self);

/**
 * us_result_get_start_rule:
 * @self: a result
 *
 * The rule the parse started from: the spec's reference rule
 * (URI-reference), or absolute-URI with %US_PARSE_ABSOLUTE.
 *
 * Returns: the rule of the root node
 */
US_PUBLIC
UsRule              us_result_get_start_rule    (const UsResult *self);

/**
 * us_result_is_valid:
 * @self: a result
 *
 * Whether the input is valid under the spec: no diagnostic of severity
 * %US_SEVERITY_ERROR (warnings and notes do not count).
 *
 * Returns: %TRUE when valid
 */
US_PUBLIC
gboolean            us_result_is_valid          (const UsResult *self);

/**
 * us_result_get_n_nodes:
 * @self: a result
 *
 * How many nodes the tree has (1, the root alone, with
 * %US_PARSE_NO_TREE).
 *
 * Returns: the number of nodes
 */
US_PUBLIC
guint               us_result_get_n_nodes       (const UsResult *self);

/**
 * us_result_get_node:
 * @self: a result
 * @index: a node, below us_result_get_n_nodes(); 0 is the root
 *
 * One node of the tree, in pre-order.
 *
 * Returns: (transfer none): the node, owned by @self
 */
US_PUBLIC
const UsNode       *us_result_get_node          (const UsResult *self,
                                                 guint           index);

/**
 * us_result_get_child:
 * @self: a result
 * @node: a node
 * @k: a child of @node, below its @n_children
 *
 * The index of the @k-th child of @node, in O(1).
 *
 * Returns: the child's index
 */
US_PUBLIC
guint               us_result_get_child         (const UsResult *self,
                                                 guint           node,
                                                 guint           k);

/**
 * us_result_node_at:
 * @self: a result
 * @offset: a byte offset into the input
 *
 * The deepest node whose span holds the byte at @offset (the root when no
 * other does). Children are in text order and do not overlap, so each
 * level is a binary search: O(depth · log width).
 *
 * Returns: the node's index
 */
US_PUBLIC
guint               us_result_node_at           (const UsResult *self,
                                                 gsize           offset);

/**
 * us_result_find_rule:
 * @self: a result
 * @rule: a grammar rule
 *
 * The first node, in pre-order, that matched @rule.
 *
 * Returns: the node's index, or %US_NO_NODE when none did
 */
US_PUBLIC
guint               us_result_find_rule         (const UsResult *self,
                                                 UsRule          rule);

/**
 * us_result_get_n_diagnostics:
 * @self: a result
 *
 * How many diagnostics (errors, warnings and notes) the reading has.
 *
 * Returns: the number of diagnostics
 */
US_PUBLIC
guint               us_result_get_n_diagnostics (const UsResult *self);

/**
 * us_result_get_diagnostic:
 * @self: a result
 * @index: a diagnostic, below us_result_get_n_diagnostics()
 *
 * One diagnostic, in the order of the input.
 *
 * Returns: (transfer none): the diagnostic, owned by @self; its message is
 *   us_result_format_message()
 */
US_PUBLIC
const UsDiagnostic *us_result_get_diagnostic    (const UsResult *self,
                                                 guint           index);

/**
 * us_result_count_severity:
 * @self: a result
 * @severity: a severity
 *
 * How many diagnostics of @severity the reading has.
 *
 * Returns: the number of diagnostics
 */
US_PUBLIC
guint               us_result_count_severity    (const UsResult *self,
                                                 UsSeverity      severity);
US_PUBLIC
char               *us_result_format_message    (const UsResult     *self,
                                                 const UsDiagnostic *diagnostic);
US_PUBLIC
char               *us_result_format_message_at (const UsResult     *self,
                                                 guint               index,
                                                 gboolean            offered);

/**
 * us_result_get_met_diagnostic:
 * @self: a result
 * @k: a diagnostic, in the order met, below us_result_get_n_diagnostics()
 *
 * The index of the diagnostic the parser met @k-th: the WHATWG URL
 * Standard's validation errors are kept by position, like every spec's
 * diagnostics, and also in the order the state machine reported them.
 * For the other specs, @k itself.
 *
 * Returns: the diagnostic's index
 */
US_PUBLIC
guint               us_result_get_met_diagnostic (const UsResult *self,
                                                  guint           k);
US_PUBLIC
char               *us_result_format_url_refusal (const UsResult *self);

/**
 * us_result_get_component:
 * @self: a result
 * @component: a component
 * @start: (out) (optional): the byte offset where it starts
 * @end: (out) (optional): the byte offset just past it
 *
 * Where a component is in the input. An empty component is defined, with
 * @start equal to @end: RFC 3986 §5.3 depends on the difference.
 *
 * Returns: %FALSE when the component is undefined
 */
US_PUBLIC
gboolean            us_result_get_component     (const UsResult *self,
                                                 UsComponent     component,
                                                 gsize          *start,
                                                 gsize          *end);

/**
 * us_result_dup_component:
 * @self: a result
 * @component: a component
 *
 * A copy of the component's raw text, as it is in the input.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL when the
 *   component is undefined; free with g_free()
 */
US_PUBLIC
char               *us_result_dup_component     (const UsResult *self,
                                                 UsComponent     component);

/**
 * us_component_name:
 * @component: a component
 *
 * The component's stable name ("scheme", "authority", "userinfo", "host",
 * "port", "path", "query", "fragment").
 *
 * Returns: (transfer none): a static string
 */
US_PUBLIC
const char         *us_component_name           (UsComponent     component);


/**
 * us_result_dup_fixed:
 * @self: a result
 * @len: (out) (optional): the length of the fixed text in bytes
 *
 * The input with every fix-it of every diagnostic applied. A fix whose
 * span overlaps an earlier fix is skipped.
 *
 * Returns: (transfer full) (nullable): the fixed text, or %NULL when no
 *   diagnostic has a fix; free with g_free()
 */
US_PUBLIC
char               *us_result_dup_fixed         (const UsResult *self,
                                                 gsize          *len);
US_PUBLIC
char               *us_result_dup_fixed_some    (const UsResult *self,
                                                 const gboolean *offered,
                                                 gsize          *len);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UsResult, us_result_unref)

G_END_DECLS
