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

US_PUBLIC
UsResult           *us_result_ref               (UsResult       *self);
US_PUBLIC
void                us_result_unref             (UsResult       *self);

US_PUBLIC
const char         *us_result_get_input         (const UsResult *self,
                                                 gsize          *len);
US_PUBLIC
UsSpec              us_result_get_spec          (const UsResult *self);
US_PUBLIC
UsRule              us_result_get_start_rule    (const UsResult *self);
US_PUBLIC
gboolean            us_result_is_valid          (const UsResult *self);

US_PUBLIC
guint               us_result_get_n_nodes       (const UsResult *self);
US_PUBLIC
const UsNode       *us_result_get_node          (const UsResult *self,
                                                 guint           index);
US_PUBLIC
guint               us_result_get_child         (const UsResult *self,
                                                 guint           node,
                                                 guint           k);
US_PUBLIC
guint               us_result_node_at           (const UsResult *self,
                                                 gsize           offset);
US_PUBLIC
guint               us_result_find_rule         (const UsResult *self,
                                                 UsRule          rule);

US_PUBLIC
guint               us_result_get_n_diagnostics (const UsResult *self);
US_PUBLIC
const UsDiagnostic *us_result_get_diagnostic    (const UsResult *self,
                                                 guint           index);
US_PUBLIC
guint               us_result_count_severity    (const UsResult *self,
                                                 UsSeverity      severity);
US_PUBLIC
char               *us_result_format_message    (const UsResult     *self,
                                                 const UsDiagnostic *diagnostic);
US_PUBLIC
guint               us_result_get_met_diagnostic (const UsResult *self,
                                                  guint           k);
US_PUBLIC
char               *us_result_format_url_refusal (const UsResult *self);

US_PUBLIC
gboolean            us_result_get_component     (const UsResult *self,
                                                 UsComponent     component,
                                                 gsize          *start,
                                                 gsize          *end);
US_PUBLIC
char               *us_result_dup_component     (const UsResult *self,
                                                 UsComponent     component);
US_PUBLIC
const char         *us_component_name           (UsComponent     component);


US_PUBLIC
char               *us_result_dup_fixed         (const UsResult *self,
                                                 gsize          *len);
US_PUBLIC
char               *us_result_dup_fixed_some    (const UsResult *self,
                                                 const gboolean *offered,
                                                 gsize          *len);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UsResult, us_result_unref)

G_END_DECLS
