/* us-abnf.h — one grammar rule's definition as an expression tree
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(URISCOPE_INSIDE) && !defined(URISCOPE_COMPILATION)
# error "Only <uriscope.h> can be included directly."
#endif

#include "us-rule.h"
#include "us-version.h"

G_BEGIN_DECLS

#define US_ABNF_ERROR (us_abnf_error_quark ())

typedef enum {
  US_ABNF_ERROR_NO_TEXT,   /* a prose rule: no definition to read */
  US_ABNF_ERROR_SYNTAX,
} UsAbnfError;

typedef enum {
  US_ABNF_ALTERNATION,    /* children: two or more */
  US_ABNF_CONCATENATION,  /* children: two or more */
  US_ABNF_REPETITION,     /* one child, min..max */
  US_ABNF_OPTION,         /* one child: [ … ] */
  US_ABNF_GROUP,          /* one child: ( … ) */
  US_ABNF_LITERAL,        /* text: the quoted string, without quotes */
  US_ABNF_NUMERIC,        /* text: "%x2E", "%x0D.0A" */
  US_ABNF_RANGE,          /* text: "%x41-5A"; lo, hi */
  US_ABNF_REFERENCE,      /* text: the rule name; rule: what it names */
  US_ABNF_PROSE,          /* text: between < and > */
} UsAbnfKind;

/* The max of a repetition without an upper bound ("*", "1*"). */
#define US_ABNF_UNBOUNDED G_MAXUINT

typedef struct _UsAbnfNode UsAbnfNode;

struct _UsAbnfNode {
  UsAbnfKind kind;
  GPtrArray *children;     /* UsAbnfNode*, never NULL (maybe empty) */
  guint min, max;          /* REPETITION */
  char *text;              /* LITERAL, NUMERIC, RANGE, REFERENCE, PROSE */
  gboolean case_sensitive; /* LITERAL: %s"…" (RFC 7405); FALSE otherwise */
  guint32 lo, hi;          /* RANGE, and NUMERIC's first value */
  UsRule rule;             /* REFERENCE: the rule named, or US_RULE_NONE */
};

US_PUBLIC
GQuark      us_abnf_error_quark    (void);

US_PUBLIC
UsAbnfNode *us_abnf_parse_rule     (UsRule            rule,
                                    GError          **error);
US_PUBLIC
UsAbnfNode *us_abnf_parse          (UsSpec            spec,
                                    const char       *text,
                                    gssize            len,
                                    char            **name,
                                    GError          **error);
US_PUBLIC
void        us_abnf_node_free      (UsAbnfNode       *node);
US_PUBLIC
UsAbnfNode *us_abnf_node_child     (const UsAbnfNode *node,
                                    guint             i);
US_PUBLIC
guint       us_abnf_node_n_children (const UsAbnfNode *node);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UsAbnfNode, us_abnf_node_free)

G_END_DECLS
