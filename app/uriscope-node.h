/* uriscope-node.h — one node of the breakdown tree, as the list of its children
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <uriscope.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_NODE (uriscope_node_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeNode, uriscope_node, URISCOPE, NODE, GObject)

UriscopeNode   *uriscope_node_new        (UsResult      *result,
                                          guint          index);
gboolean        uriscope_node_can_update (UriscopeNode  *self,
                                          UsResult      *result,
                                          guint          index);
void            uriscope_node_update     (UriscopeNode  *self,
                                          UsResult      *result,
                                          guint          index);
UsResult       *uriscope_node_get_result (UriscopeNode  *self);
guint           uriscope_node_get_index  (UriscopeNode  *self);
const UsNode   *uriscope_node_get_node   (UriscopeNode  *self);
char           *uriscope_node_dup_text   (UriscopeNode  *self);
char           *uriscope_node_dup_span   (UriscopeNode  *self);

G_END_DECLS
