/* uriscope-tree.c — the breakdown tree: columns, updates and finding rows
 *
 * One GtkTreeListModel lives as long as the window, over a store holding
 * the root node. Each parse moves the existing nodes onto the new result
 * (uriscope_node_update), so GTK rebinds only the rows that changed: on
 * GTK 4.8 replacing the model costs every row, about 20 ms for a hundred.
 * The cells' labels are bound to the node's properties and follow them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-node.h"
#include "uriscope-tree.h"

static GListModel *
create_children_cb (gpointer item,
                    gpointer user_data)
{
  UriscopeNode *node = item;

  if (uriscope_node_get_node (node)->n_children == 0)
    return NULL;
  return G_LIST_MODEL (g_object_ref (node));
}

/* A tree with every row expanded, until the user folds one. */
GtkTreeListModel *
uriscope_tree_model_new (void)
{
  return gtk_tree_list_model_new (G_LIST_MODEL (g_list_store_new (URISCOPE_TYPE_NODE)), FALSE, TRUE,
                                  create_children_cb, NULL, NULL);
}

/* Shows @result (or nothing, for %NULL) keeping what can be kept. */
void
uriscope_tree_show (GtkTreeListModel *model,
                    UsResult         *result)
{
  GListStore *roots = G_LIST_STORE (gtk_tree_list_model_get_model (model));
  g_autoptr(UriscopeNode) root = g_list_model_get_item (G_LIST_MODEL (roots), 0);

  if (result == NULL || us_result_get_n_nodes (result) == 0)
    g_list_store_remove_all (roots);
  else if (root != NULL && uriscope_node_can_update (root, result, 0))
    uriscope_node_update (root, result, 0);
  else
    {
      g_autoptr(UriscopeNode) fresh = uriscope_node_new (result, 0);

      g_list_store_splice (roots, 0, root != NULL, (gpointer *) &fresh, 1);
    }
}

/* The row of node @node of the shown result, its ancestors unfolded;
 * GTK_INVALID_LIST_POSITION if there is none. */
guint
uriscope_tree_find_row (GtkTreeListModel *model,
                        guint             node)
{
  g_autoptr(GtkTreeListRow) row = gtk_tree_list_model_get_row (model, 0);
  g_autoptr(UriscopeNode) root = row ? gtk_tree_list_row_get_item (row) : NULL;
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (guint));
  UsResult *result;

  if (root == NULL)
    return GTK_INVALID_LIST_POSITION;
  result = uriscope_node_get_result (root);
  if (node >= us_result_get_n_nodes (result))
    return GTK_INVALID_LIST_POSITION;

  /* The child positions from the root down to the node. */
  for (guint i = node; i != 0; i = us_result_get_node (result, i)->parent)
    {
      guint parent = us_result_get_node (result, i)->parent;
      guint k = 0;

      while (us_result_get_child (result, parent, k) != i)
        k++;
      g_array_prepend_val (path, k);
    }
  for (guint d = 0; d < path->len && row != NULL; d++)
    {
      GtkTreeListRow *child;

      gtk_tree_list_row_set_expanded (row, TRUE);
      child = gtk_tree_list_row_get_child_row (row, g_array_index (path, guint, d));
      g_object_unref (row);
      row = child;
    }
  return row ? gtk_tree_list_row_get_position (row) : GTK_INVALID_LIST_POSITION;
}

/* A property of the row's node, for binding a cell to it. */
static GtkExpression *
node_property (const char *property)
{
  GtkExpression *row = gtk_property_expression_new (GTK_TYPE_LIST_ITEM, NULL, "item");
  GtkExpression *node = gtk_property_expression_new (GTK_TYPE_TREE_LIST_ROW, row, "item");

  return gtk_property_expression_new (URISCOPE_TYPE_NODE, node, property);
}

static GtkWidget *
cell_label (gboolean monospace)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  if (monospace)
    gtk_widget_add_css_class (label, "monospace");
  return label;
}

static void
setup_rule_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  data)
{
  GtkWidget *expander = gtk_tree_expander_new ();
  GtkWidget *label = cell_label (FALSE);

  gtk_tree_expander_set_child (GTK_TREE_EXPANDER (expander), label);
  gtk_list_item_set_child (item, expander);
  g_object_set_data (G_OBJECT (expander), "uriscope-list-item", item);
  gtk_expression_bind (gtk_property_expression_new (GTK_TYPE_LIST_ITEM, NULL, "item"), expander, "list-row", item);
  gtk_expression_bind (node_property ("rule"), label, "label", item);
}

/* A monospace cell bound to the node property named by @data. */
static void
setup_label_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  data)
{
  GtkWidget *label = cell_label (TRUE);

  gtk_list_item_set_child (item, label);
  g_object_set_data (G_OBJECT (label), "uriscope-list-item", item);
  gtk_expression_bind (node_property (data), label, "label", item);
}

static void
add_column (GtkColumnView *view,
            const char    *title,
            GCallback      setup,
            const char    *property,
            gboolean       expand)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *column;

  g_signal_connect (factory, "setup", setup, (gpointer) property);
  column = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_expand (column, expand);
  gtk_column_view_column_set_resizable (column, TRUE);
  gtk_column_view_append_column (view, column);
  g_object_unref (column);
}

/* The row of the tree at (@x, @y) of @view, GTK_INVALID_LIST_POSITION
 * for none (a heading, the space under the rows). */
guint
uriscope_tree_row_at (GtkColumnView *view,
                      double         x,
                      double         y)
{
  GtkWidget *widget = gtk_widget_pick (GTK_WIDGET (view), x, y, GTK_PICK_DEFAULT);

  /* Each cell's widget knows its list item (set up above). */
  for (; widget != NULL && widget != GTK_WIDGET (view); widget = gtk_widget_get_parent (widget))
    {
      GtkListItem *item = g_object_get_data (G_OBJECT (widget), "uriscope-list-item");

      if (item != NULL)
        return gtk_list_item_get_position (item);
    }
  return GTK_INVALID_LIST_POSITION;
}

/* Rule (with the expander), text and bytes. */
void
uriscope_tree_add_columns (GtkColumnView *view)
{
  add_column (view, _("Rule"), G_CALLBACK (setup_rule_cb), NULL, FALSE);
  add_column (view, _("Text"), G_CALLBACK (setup_label_cb), "text", TRUE);
  add_column (view, _("Bytes"), G_CALLBACK (setup_label_cb), "span", FALSE);
}
