/* uriscope-tree.h — the breakdown tree: columns, updates and finding rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

G_BEGIN_DECLS

GtkTreeListModel *uriscope_tree_model_new    (void);
void              uriscope_tree_add_columns  (GtkColumnView    *view);
void              uriscope_tree_show         (GtkTreeListModel *model,
                                              UsResult         *result);
guint             uriscope_tree_find_row     (GtkTreeListModel *model,
                                              guint             node);
guint             uriscope_tree_row_at       (GtkColumnView    *view,
                                              double            x,
                                              double            y);

G_END_DECLS
