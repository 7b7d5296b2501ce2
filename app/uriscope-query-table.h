/* uriscope-query-table.h — the query as a table of name-value pairs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_QUERY_ROW (uriscope_query_row_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeQueryRow, uriscope_query_row, URISCOPE, QUERY_ROW, GObject)

#define URISCOPE_TYPE_QUERY_TABLE (uriscope_query_table_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeQueryTable, uriscope_query_table, URISCOPE, QUERY_TABLE, GtkBox)

void        uriscope_query_table_show       (UriscopeQueryTable *self,
                                             UsResult           *result);

G_END_DECLS
