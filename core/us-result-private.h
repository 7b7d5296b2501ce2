/* us-result-private.h — how parsers build a result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope.h"

G_BEGIN_DECLS

struct _UsResult {
  gint ref_count;
  UsSpec spec;
  UsRule start_rule;
  gsize len;
  char *input;               /* len bytes + NUL, owned */

  UsNode *nodes;
  guint n_nodes;
  guint n_nodes_alloc;
  guint *children;           /* n_nodes - 1 entries */

  UsDiagnostic *diagnostics;
  guint n_diagnostics;
  guint n_diagnostics_alloc;
  guint n_errors;
  GPtrArray *fixes;          /* fix texts; NULL when none */

  gboolean comp_defined[US_COMPONENT_COUNT];
  gsize comp_start[US_COMPONENT_COUNT];
  gsize comp_end[US_COMPONENT_COUNT];
};

UsResult *us_result_new           (UsSpec       spec,
                                   UsRule       start_rule,
                                   const char  *text,
                                   gsize        len);
guint     us_result_open_node     (UsResult    *self,
                                   UsRule       rule,
                                   guint        parent,
                                   gsize        start);
void      us_result_close_node    (UsResult    *self,
                                   guint        node,
                                   gsize        end);
guint     us_result_add_node      (UsResult    *self,
                                   UsRule       rule,
                                   guint        parent,
                                   gsize        start,
                                   gsize        end);
void      us_result_set_node_rule (UsResult    *self,
                                   guint        node,
                                   UsRule       rule);
UsDiagnostic *us_result_add_diagnostic (UsResult   *self,
                                        UsDiagCode  code,
                                        UsSeverity  severity,
                                        UsRule      rule,
                                        const char *expected,
                                        gsize       start,
                                        gsize       end);
void      us_result_set_fix       (UsResult     *self,
                                   UsDiagnostic *diagnostic,
                                   gsize         fix_start,
                                   gsize         fix_end,
                                   const char   *text,
                                   gsize         text_len);
void      us_result_set_component (UsResult    *self,
                                   UsComponent  component,
                                   gsize        start,
                                   gsize        end);
void      us_result_finish        (UsResult    *self);

G_END_DECLS
