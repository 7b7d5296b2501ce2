/* uriscope-list-scroll.h — keeping the current row of a list in view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef void (*UriscopeListScrollForeach) (GtkWidget   *child,
                                           GtkListItem *item,
                                           gpointer     data);

void        uriscope_list_scroll_mark_item   (GtkWidget     *child,
                                              GtkListItem   *item);
GtkWidget  *uriscope_list_scroll_find_row    (GtkWidget     *list,
                                              guint          position);
GtkWidget  *uriscope_list_scroll_find_child  (GtkWidget     *list,
                                              guint          position);
void        uriscope_list_scroll_keep_in_view (GtkWidget    *area,
                                               GtkScrollable *scrollable,
                                               GtkWidget     *row,
                                               guint          position);
void        uriscope_list_scroll_foreach_child (GtkWidget                 *list,
                                                UriscopeListScrollForeach  func,
                                                gpointer                   data);
gboolean    uriscope_list_scroll_is_in_view  (GtkWidget     *area,
                                              GtkWidget     *row);

G_END_DECLS
