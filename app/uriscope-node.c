/* uriscope-node.c — one node of a parse result, as the list of its children
 *
 * A small object made on demand: the tree list model asks a node for its
 * children, and the node is itself that list (GListModel), creating the
 * child objects as rows need them. The result is shared, never copied.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "uriscope-node.h"

struct _UriscopeNode {
  GObject parent_instance;
  UsResult *result;
  guint index;
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (UriscopeNode, uriscope_node, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
get_item_type (GListModel *model)
{
  return URISCOPE_TYPE_NODE;
}

static guint
get_n_items (GListModel *model)
{
  UriscopeNode *self = URISCOPE_NODE (model);

  return us_result_get_node (self->result, self->index)->n_children;
}

static gpointer
get_item (GListModel *model,
          guint       position)
{
  UriscopeNode *self = URISCOPE_NODE (model);

  if (position >= get_n_items (model))
    return NULL;
  return uriscope_node_new (self->result, us_result_get_child (self->result, self->index, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static void
uriscope_node_finalize (GObject *object)
{
  UriscopeNode *self = URISCOPE_NODE (object);

  g_clear_pointer (&self->result, us_result_unref);
  G_OBJECT_CLASS (uriscope_node_parent_class)->finalize (object);
}

static void
uriscope_node_class_init (UriscopeNodeClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = uriscope_node_finalize;
}

static void
uriscope_node_init (UriscopeNode *self)
{
}

UriscopeNode *
uriscope_node_new (UsResult *result,
                   guint     index)
{
  UriscopeNode *self = g_object_new (URISCOPE_TYPE_NODE, NULL);

  self->result = us_result_ref (result);
  self->index = index;
  return self;
}

UsResult *
uriscope_node_get_result (UriscopeNode *self)
{
  g_return_val_if_fail (URISCOPE_IS_NODE (self), NULL);
  return self->result;
}

guint
uriscope_node_get_index (UriscopeNode *self)
{
  g_return_val_if_fail (URISCOPE_IS_NODE (self), 0);
  return self->index;
}

const UsNode *
uriscope_node_get_node (UriscopeNode *self)
{
  g_return_val_if_fail (URISCOPE_IS_NODE (self), NULL);
  return us_result_get_node (self->result, self->index);
}

/* The node's text as shown (escapes for what cannot be shown). */
char *
uriscope_node_dup_text (UriscopeNode *self)
{
  const UsNode *node = uriscope_node_get_node (self);
  const char *input = us_result_get_input (self->result, NULL);

  return us_render_quoted (input + node->start, node->end - node->start, 200);
}

/* The rules from the root down to this node ("URI-reference/URI/scheme"),
 * to find the same node again in the next parse. */
char *
uriscope_node_dup_path (UriscopeNode *self)
{
  GString *path = g_string_new (NULL);

  for (guint i = self->index; i != US_NO_NODE; i = us_result_get_node (self->result, i)->parent)
    {
      if (path->len > 0)
        g_string_prepend_c (path, '/');
      g_string_prepend (path, us_rule_name (us_result_get_node (self->result, i)->rule));
    }
  return g_string_free (path, FALSE);
}
