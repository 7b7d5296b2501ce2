/* uriscope-node.c — one node of the breakdown tree, as the list of its children
 *
 * The tree list model asks a node for its children and the node is itself
 * that list (GListModel). Child objects are made as rows ask for them and
 * then kept: after the next parse, uriscope_node_update() moves the same
 * objects onto the new result and tells the model only what changed — the
 * children kept at both ends (same rules, in order) are updated in place,
 * the ones between are spliced, and so is a child that gained its first
 * child or lost its last: GtkTreeListModel asks once per row whether it
 * can unfold, and a row made without children never showed any. Rows,
 * expansion and the selection
 * survive a keystroke, and a row whose text or span changed is told through
 * its properties ("rule", "text", "span"), to which the row's labels are
 * bound; a row whose text and span stayed is not told anything.
 *
 * Those notifications wait until the whole tree has moved. A label reads
 * its node through the tree list model, which answers from what each
 * parent last told it, and a child is moved before its parent says which
 * of its children went: a kept child told at once is looked for at its
 * old place, and on GTK 4.8 the host kept after a userinfo that went
 * kept showing its old span.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-node.h"

/* Text shown for a node, in characters; the details show all of it. */
#define SHOWN_TEXT_MAX 200

struct _UriscopeNode {
  GObject parent_instance;
  UsResult *result;
  guint index;
  GPtrArray *children;          /* of UriscopeNode or NULL, once asked */
  guint text_changed : 1;       /* to be notified, once the tree moved */
  guint span_changed : 1;
};

enum {
  PROP_0,
  PROP_RULE,
  PROP_TEXT,
  PROP_SPAN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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
  guint n = get_n_items (model);

  if (position >= n)
    return NULL;
  if (self->children == NULL)
    {
      self->children = g_ptr_array_new_full (n, (GDestroyNotify) g_object_unref);
      g_ptr_array_set_size (self->children, n);
    }
  if (g_ptr_array_index (self->children, position) == NULL)
    g_ptr_array_index (self->children, position) =
      uriscope_node_new (self->result, us_result_get_child (self->result, self->index, position));
  return g_object_ref (g_ptr_array_index (self->children, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static void
uriscope_node_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  UriscopeNode *self = URISCOPE_NODE (object);

  switch (prop_id)
    {
    case PROP_RULE:
      g_value_set_string (value, us_rule_name (uriscope_node_get_node (self)->rule));
      break;
    case PROP_TEXT:
      g_value_take_string (value, uriscope_node_dup_text (self));
      break;
    case PROP_SPAN:
      g_value_take_string (value, uriscope_node_dup_span (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
uriscope_node_finalize (GObject *object)
{
  UriscopeNode *self = URISCOPE_NODE (object);

  g_clear_pointer (&self->children, g_ptr_array_unref);
  g_clear_pointer (&self->result, us_result_unref);
  G_OBJECT_CLASS (uriscope_node_parent_class)->finalize (object);
}

static void
uriscope_node_class_init (UriscopeNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = uriscope_node_get_property;
  object_class->finalize = uriscope_node_finalize;

  properties[PROP_RULE] = g_param_spec_string ("rule", NULL, NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SPAN] = g_param_spec_string ("span", NULL, NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
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

/* Whether a row showing node @a can show node @b: the same rule, and
 * children on both or on neither — GtkTreeListModel asks once per row
 * whether it can unfold, so a node that gains its first child or loses
 * its last one needs a new row. */
static gboolean
same_row (const UsNode *a,
          const UsNode *b)
{
  return a->rule == b->rule && (a->n_children == 0) == (b->n_children == 0);
}

static gboolean
same_child_row (UsResult *old,
                guint     old_index,
                guint     j,
                UsResult *result,
                guint     index,
                guint     k)
{
  return same_row (us_result_get_node (old, us_result_get_child (old, old_index, j)),
                   us_result_get_node (result, us_result_get_child (result, index, k)));
}

/* Whether @self can be moved onto node @index of @result. */
gboolean
uriscope_node_can_update (UriscopeNode *self,
                          UsResult     *result,
                          guint         index)
{
  g_return_val_if_fail (URISCOPE_IS_NODE (self), FALSE);
  return same_row (uriscope_node_get_node (self), us_result_get_node (result, index));
}

/* Moves @self and its children onto node @index of @result, telling
 * the list models at once; adds to @moved the nodes whose text or span
 * changed, to be notified once every node moved. */
static void
move_node (UriscopeNode *self,
           UsResult     *result,
           guint         index,
           GPtrArray    *moved)
{
  UsResult *old = self->result;
  guint old_index = self->index;
  const UsNode *a = us_result_get_node (old, old_index);
  const UsNode *b = us_result_get_node (result, index);
  const char *a_text = us_result_get_input (old, NULL) + a->start;
  const char *b_text = us_result_get_input (result, NULL) + b->start;
  gboolean text_changed = a->end - a->start != b->end - b->start || memcmp (a_text, b_text, b->end - b->start) != 0;
  gboolean span_changed = a->start != b->start || a->end != b->end;
  guint n_old = a->n_children, n_new = b->n_children;
  guint head = 0, tail = 0, removed, added;

  g_return_if_fail (same_row (a, b));

  self->result = us_result_ref (result);
  self->index = index;

  /* Children with the same rules at both ends are the same children,
   * unless one gained its first child or lost its last (same_row). */
  while (head < MIN (n_old, n_new) && same_child_row (old, old_index, head, result, index, head))
    head++;
  while (tail < MIN (n_old, n_new) - head &&
         same_child_row (old, old_index, n_old - 1 - tail, result, index, n_new - 1 - tail))
    tail++;
  removed = n_old - head - tail;
  added = n_new - head - tail;

  if (self->children != NULL)
    {
      for (guint k = 0; k < head; k++)
        {
          UriscopeNode *child = g_ptr_array_index (self->children, k);

          if (child != NULL)
            move_node (child, result, us_result_get_child (result, index, k), moved);
        }
      for (guint k = 0; k < tail; k++)
        {
          UriscopeNode *child = g_ptr_array_index (self->children, n_old - 1 - k);

          if (child != NULL)
            move_node (child, result, us_result_get_child (result, index, n_new - 1 - k), moved);
        }
      g_ptr_array_remove_range (self->children, head, removed);
      for (guint k = 0; k < added; k++)
        g_ptr_array_insert (self->children, (int) (head + k), NULL);
    }
  us_result_unref (old);

  if (removed > 0 || added > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), head, removed, added);
  if (text_changed || span_changed)
    {
      self->text_changed |= text_changed;
      self->span_changed |= span_changed;
      g_ptr_array_add (moved, g_object_ref (self));
    }
}

/* Moves @self onto node @index of @result, for which
 * uriscope_node_can_update() holds, then notifies "text" and "span" of
 * the nodes where they changed, the tree list model now knowing where
 * every node is. */
void
uriscope_node_update (UriscopeNode *self,
                      UsResult     *result,
                      guint         index)
{
  g_autoptr(GPtrArray) moved = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_if_fail (URISCOPE_IS_NODE (self));
  g_return_if_fail (uriscope_node_can_update (self, result, index));

  move_node (self, result, index, moved);
  for (guint i = 0; i < moved->len; i++)
    {
      UriscopeNode *node = g_ptr_array_index (moved, i);

      if (node->text_changed)
        g_object_notify_by_pspec (G_OBJECT (node), properties[PROP_TEXT]);
      if (node->span_changed)
        g_object_notify_by_pspec (G_OBJECT (node), properties[PROP_SPAN]);
      node->text_changed = node->span_changed = FALSE;
    }
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

  return us_quote (input + node->start, node->end - node->start, SHOWN_TEXT_MAX);
}

/* The node's bytes, as "[start, end)". */
char *
uriscope_node_dup_span (UriscopeNode *self)
{
  const UsNode *node = uriscope_node_get_node (self);

  return g_strdup_printf ("[%" G_GSIZE_FORMAT ", %" G_GSIZE_FORMAT ")", node->start, node->end);
}
