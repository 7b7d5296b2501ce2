/* uriscope-breakdown-page.c — the parse tree and the selected node's details
 *
 * The core's nodes as a tree (uriscope-tree.c keeps one model and moves
 * its nodes onto each new parse), and beside it the selected node's rule,
 * its ABNF, its text and where it is. Under the details, rule_slot holds
 * a panel about the selected rule when one is set
 * (uriscope_breakdown_page_set_rule_panel()); it follows
 * "selection-changed" and uriscope_breakdown_page_get_selected_rule().
 *
 * The user selecting a row emits "node-chosen" with the node's first
 * byte (the window brings it into the field), then "selection-changed";
 * a new parse or uriscope_breakdown_page_select_at() emit only the latter.
 *
 * A row copies what its node matched, its exact characters (Ctrl+C, or
 * its context menu: a right click, the Menu key or Shift+F10), or its
 * rule's name, through uriscope-clipboard.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-breakdown-page.h"
#include "uriscope-clipboard.h"
#include "uriscope-node.h"
#include "uriscope-palette.h"
#include "uriscope-text.h"
#include "uriscope-tree.h"
#include "uriscope-breakdown-page-private.h"

/* Characters of a node's text shown in the details (its bytes are said
 * under it). */
#define DETAILS_MAX URISCOPE_TEXT_EXCERPT_CHARS

struct _UriscopeBreakdownPage {
  GtkBox parent_instance;

  GtkColumnView *tree;
  GtkLabel *details;
  GtkBox *rule_slot;

  UsResult *result;
  GtkTreeListModel *tree_model;
  GtkSingleSelection *selection;
  GtkWidget *menu;             /* a row's context menu, on the tree */
  gboolean syncing;
};

G_DEFINE_FINAL_TYPE (UriscopeBreakdownPage, uriscope_breakdown_page, GTK_TYPE_BOX)

enum {
  SIGNAL_NODE_CHOSEN,
  SIGNAL_SELECTION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_details (UriscopeBreakdownPage *self,
              UriscopeNode          *node)
{
  const UsNode *n = uriscope_node_get_node (node);
  const char *abnf = us_rule_abnf (n->rule);
  const char *input = us_result_get_input (uriscope_node_get_result (node), NULL);
  /* A long node is shown in its first characters, decoded as far. */
  gsize len = MIN (n->end - n->start, DETAILS_MAX * 3);
  g_autofree char *text = us_quote (input + n->start, n->end - n->start, DETAILS_MAX);
  g_autoptr(GBytes) bytes = uriscope_text_pct_decode (input + n->start, len);
  g_autofree char *decoded = us_quote (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), DETAILS_MAX);
  g_autofree char *markup = NULL;
  g_autofree char *e_text = g_markup_escape_text (text, -1);
  g_autofree char *e_decoded = g_markup_escape_text (decoded, -1);
  g_autofree char *e_abnf = NULL;

  /* A rule of the grammar is drawn under the details, its definition in
   * its RFC text (the rule panel): the details say where it matched. */
  if (abnf == NULL || us_rule_is_prose (n->rule))
    {
      g_autofree char *escaped = g_markup_escape_text (abnf ? abnf : _("(described in prose, not in the ABNF)"), -1);

      e_abnf = g_strdup_printf ("\n\n<tt>%s</tt>", escaped);
    }
  markup = g_strdup_printf ("<b>%s</b>   %s §%s%s\n\n%s  <tt>%s</tt>\n%s  <tt>%s</tt>\n%s  [%" G_GSIZE_FORMAT ", %" G_GSIZE_FORMAT ")",
                            us_rule_name (n->rule), us_rule_document (n->rule), us_rule_section (n->rule),
                            e_abnf ? e_abnf : "", _("Text:"), e_text, _("Decoded:"), e_decoded, _("Bytes:"), n->start, n->end);
  gtk_label_set_markup (self->details, markup);
}

/* The selected node's details; after a parse the same node may sit
 * elsewhere. */
static void
show_selected (UriscopeBreakdownPage *self)
{
  GtkTreeListRow *row = gtk_single_selection_get_selected_item (self->selection);

  if (row == NULL)
    gtk_label_set_text (self->details, _("Select a node of the tree, or move the cursor in the reference."));
  else
    {
      g_autoptr(UriscopeNode) node = gtk_tree_list_row_get_item (row);

      show_details (self, node);
    }
  g_signal_emit (self, signals[SIGNAL_SELECTION_CHANGED], 0);
}

static void
selection_changed_cb (GtkSingleSelection    *selection,
                      GParamSpec            *pspec,
                      UriscopeBreakdownPage *self)
{
  GtkTreeListRow *row = gtk_single_selection_get_selected_item (selection);

  if (self->syncing)
    return;
  if (row != NULL)
    {
      g_autoptr(UriscopeNode) node = gtk_tree_list_row_get_item (row);

      g_signal_emit (self, signals[SIGNAL_NODE_CHOSEN], 0, (guint64) uriscope_node_get_node (node)->start);
    }
  show_selected (self);
}

/**
 * uriscope_breakdown_page_show:
 * @result: (nullable): the parse to show
 *
 * Shows @result, keeping the rows and the selection that can be kept.
 */
void
uriscope_breakdown_page_show (UriscopeBreakdownPage *self,
                              UsResult              *result)
{
  gboolean syncing = self->syncing;

  g_return_if_fail (URISCOPE_IS_BREAKDOWN_PAGE (self));

  if (result != self->result)
    {
      g_clear_pointer (&self->result, us_result_unref);
      self->result = result ? us_result_ref (result) : NULL;
    }
  self->syncing = TRUE;
  uriscope_tree_show (self->tree_model, result);
  self->syncing = syncing;
  show_selected (self);
}

/* Selects the deepest node at byte @byte of the reference (the cursor
 * moved there). */
void
uriscope_breakdown_page_select_at (UriscopeBreakdownPage *self,
                                   gsize                  byte)
{
  guint node;

  if (self->syncing || self->result == NULL)
    return;
  node = us_result_node_at (self->result, byte);
  self->syncing = TRUE;
  gtk_single_selection_set_selected (self->selection, uriscope_tree_find_row (self->tree_model, node));
  self->syncing = FALSE;
  show_selected (self);
}

/* No node selected (a new reference). */
void
uriscope_breakdown_page_unselect (UriscopeBreakdownPage *self)
{
  self->syncing = TRUE;
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  self->syncing = FALSE;
  show_selected (self);
}

/* The bytes of the reference the selected node spans; FALSE for none. */
gboolean
uriscope_breakdown_page_get_selected_span (UriscopeBreakdownPage *self,
                                           gsize                 *start,
                                           gsize                 *end)
{
  GtkTreeListRow *row = gtk_single_selection_get_selected_item (self->selection);
  g_autoptr(UriscopeNode) node = NULL;

  if (row == NULL)
    return FALSE;
  node = gtk_tree_list_row_get_item (row);
  *start = uriscope_node_get_node (node)->start;
  *end = uriscope_node_get_node (node)->end;
  return TRUE;
}

/* The selected node's rule, US_RULE_NONE when none is selected. */
UsRule
uriscope_breakdown_page_get_selected_rule (UriscopeBreakdownPage *self)
{
  GtkTreeListRow *row = gtk_single_selection_get_selected_item (self->selection);
  g_autoptr(UriscopeNode) node = NULL;

  if (row == NULL)
    return US_RULE_NONE;
  node = gtk_tree_list_row_get_item (row);
  return uriscope_node_get_node (node)->rule;
}

/**
 * uriscope_breakdown_page_set_rule_panel:
 * @panel: (nullable): a widget about the selected rule
 *
 * Puts @panel under the details, in place of the last one.
 */
void
uriscope_breakdown_page_set_rule_panel (UriscopeBreakdownPage *self,
                                        GtkWidget             *panel)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rule_slot))) != NULL)
    gtk_box_remove (self->rule_slot, child);
  if (panel != NULL)
    gtk_box_append (self->rule_slot, panel);
  gtk_widget_set_visible (GTK_WIDGET (self->rule_slot), panel != NULL);
}

GtkSingleSelection *
uriscope_breakdown_page_get_selection (UriscopeBreakdownPage *self)
{
  return self->selection;
}

const char *
uriscope_breakdown_page_get_details_text (UriscopeBreakdownPage *self)
{
  return gtk_label_get_text (self->details);
}

/* Copying a row ------------------------------------------------------------- */

/* Copies the selected row's text, the characters its node matched as they
 * are (the cell shows them in display form, a long text cut short), or
 * its rule's name. */
static void
copy_action (GtkWidget  *widget,
             const char *action,
             GVariant   *param)
{
  UriscopeBreakdownPage *self = URISCOPE_BREAKDOWN_PAGE (widget);
  GtkTreeListRow *row = gtk_single_selection_get_selected_item (self->selection);
  g_autoptr(UriscopeNode) node = NULL;
  const UsNode *n;
  const char *input;

  if (row == NULL)
    return;
  node = gtk_tree_list_row_get_item (row);
  n = uriscope_node_get_node (node);
  if (g_str_equal (action, "breakdown.copy-rule"))
    {
      uriscope_clipboard_copy_text (widget, us_rule_name (n->rule), -1, _("Copied the rule’s name"));
      return;
    }
  input = us_result_get_input (uriscope_node_get_result (node), NULL);
  uriscope_clipboard_copy_text (widget, input + n->start, (gssize) (n->end - n->start),
                                _("Copied the text the rule matched"));
}

/* Shows the context menu at (@x, @y) of the tree. */
static void
popup_menu_at (UriscopeBreakdownPage *self,
               double                 x,
               double                 y)
{
  gtk_popover_set_pointing_to (GTK_POPOVER (self->menu), &(GdkRectangle) { (int) x, (int) y, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->menu));
}

/* The Menu key or Shift+F10: the context menu of the selected row, under
 * the row that has the focus. */
static void
context_menu_action (GtkWidget  *widget,
                     const char *action,
                     GVariant   *param)
{
  UriscopeBreakdownPage *self = URISCOPE_BREAKDOWN_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  graphene_rect_t bounds;

  if (gtk_single_selection_get_selected_item (self->selection) == NULL)
    return;
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->tree)) &&
      gtk_widget_compute_bounds (focus, GTK_WIDGET (self->tree), &bounds))
    popup_menu_at (self, bounds.origin.x + 24, bounds.origin.y + bounds.size.height);
  else
    popup_menu_at (self, 24, 24);
}

/* A right click selects the row under it and opens its context menu. */
static void
right_click_cb (GtkGestureClick       *gesture,
                int                    n_press,
                double                 x,
                double                 y,
                UriscopeBreakdownPage *self)
{
  guint position = uriscope_tree_row_at (self->tree, x, y);

  if (position == GTK_INVALID_LIST_POSITION)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_single_selection_set_selected (self->selection, position);
  popup_menu_at (self, x, y);
}

static void
setup_context_menu (UriscopeBreakdownPage *self)
{
  g_autoptr(GMenu) model = g_menu_new ();
  GtkEventController *controller;
  GtkGesture *click;

  g_menu_append (model, _("_Copy Text"), "breakdown.copy-text");
  g_menu_append (model, _("Copy _Rule Name"), "breakdown.copy-rule");
  self->menu = gtk_popover_menu_new_from_model (G_MENU_MODEL (model));
  gtk_popover_set_has_arrow (GTK_POPOVER (self->menu), FALSE);
  gtk_widget_set_halign (self->menu, GTK_ALIGN_START);
  gtk_widget_set_parent (self->menu, GTK_WIDGET (self->tree));

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (right_click_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->tree), GTK_EVENT_CONTROLLER (click));

  /* Ctrl+C, the Menu key and Shift+F10 on the tree's rows. */
  controller = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Control>c"),
                                                          gtk_named_action_new ("breakdown.copy-text")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("Menu|<Shift>F10"),
                                                          gtk_named_action_new ("breakdown.context-menu")));
  gtk_widget_add_controller (GTK_WIDGET (self->tree), controller);
}

/* The context menu, for the tests. */
GtkPopover *
uriscope_breakdown_page_get_context_menu (UriscopeBreakdownPage *self)
{
  return GTK_POPOVER (self->menu);
}

GtkColumnView *
uriscope_breakdown_page_get_tree (UriscopeBreakdownPage *self)
{
  return self->tree;
}

static void
uriscope_breakdown_page_dispose (GObject *object)
{
  UriscopeBreakdownPage *self = URISCOPE_BREAKDOWN_PAGE (object);

  g_clear_pointer (&self->menu, gtk_widget_unparent);

  if (self->tree != NULL)
    gtk_column_view_set_model (self->tree, NULL);
  g_clear_object (&self->selection);
  g_clear_object (&self->tree_model);
  gtk_widget_dispose_template (GTK_WIDGET (self), URISCOPE_TYPE_BREAKDOWN_PAGE);
  g_clear_pointer (&self->result, us_result_unref);
  G_OBJECT_CLASS (uriscope_breakdown_page_parent_class)->dispose (object);
}

static void
uriscope_breakdown_page_class_init (UriscopeBreakdownPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_breakdown_page_dispose;

  /**
   * UriscopeBreakdownPage::node-chosen:
   * @start: the node's first byte in the reference
   *
   * The user selected a node of the tree.
   */
  signals[SIGNAL_NODE_CHOSEN] = g_signal_new ("node-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT64);
  /**
   * UriscopeBreakdownPage::selection-changed:
   *
   * The selected node, or its place in a new parse, changed.
   */
  signals[SIGNAL_SELECTION_CHANGED] = g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/uriscope/Uriscope/uriscope-breakdown-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeBreakdownPage, tree);
  gtk_widget_class_bind_template_child (widget_class, UriscopeBreakdownPage, details);
  gtk_widget_class_bind_template_child (widget_class, UriscopeBreakdownPage, rule_slot);

  gtk_widget_class_install_action (widget_class, "breakdown.copy-text", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "breakdown.copy-rule", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "breakdown.context-menu", NULL, context_menu_action);
}

static void
uriscope_breakdown_page_init (UriscopeBreakdownPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The selected row, solid enough for a projector. */
  uriscope_palette_ensure_css (GTK_WIDGET (self));

  self->tree_model = uriscope_tree_model_new ();
  self->selection = gtk_single_selection_new (G_LIST_MODEL (g_object_ref (self->tree_model)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_column_view_set_model (self->tree, GTK_SELECTION_MODEL (self->selection));
  uriscope_tree_add_columns (self->tree);
  g_signal_connect (self->selection, "notify::selected-item", G_CALLBACK (selection_changed_cb), self);
  setup_context_menu (self);
}
