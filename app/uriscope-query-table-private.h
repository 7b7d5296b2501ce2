/* uriscope-query-table-private.h — what the tests look at in uriscope-query-table
 *
 * The accessors here serve the tests only: they reach the widget's parts
 * and state to check what it shows. The product's code does not call them
 * and does not include this header; a test includes it beside the public
 * one (as gnome-text-editor keeps its seams in *-private.h headers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-query-table.h"

G_BEGIN_DECLS

const char *uriscope_query_row_get_name  (UriscopeQueryRow *self,
                                          gsize            *len);
const char *uriscope_query_row_get_value (UriscopeQueryRow *self,
                                          gsize            *len);
void        uriscope_query_row_get_span  (UriscopeQueryRow *self,
                                          gsize            *start,
                                          gsize            *end);
GListModel *uriscope_query_table_get_rows   (UriscopeQueryTable *self);
const char *uriscope_query_table_get_count  (UriscopeQueryTable *self);
const char *uriscope_query_table_get_placeholder (UriscopeQueryTable *self);

G_END_DECLS
