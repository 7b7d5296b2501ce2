/* uriscope-history-popover.c — the recent references, each one to open or forget
 *
 * The history button's popover: a row a kept reference (the "history"
 * key, the most recent first), shown shortened; a click or Enter opens it
 * (win.history), its delete button or the Delete key on it forgets that
 * one alone (uriscope_history_remove()); Clear History under them
 * (win.clear-history, whose toast offers Undo). It follows the key.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>
#include <uriscope.h>

#include "uriscope-history.h"
#include "uriscope-history-popover.h"
#include "uriscope-history-popover-private.h"

/* Characters of a reference shown in its row. */
#define SHOWN_CHARS 60

struct _UriscopeHistoryPopover {
  GtkPopover parent_instance;

  GSettings *settings;         /* the window's, not owned (weak) */
  GtkListBox *list;
};

G_DEFINE_FINAL_TYPE (UriscopeHistoryPopover, uriscope_history_popover, GTK_TYPE_POPOVER)

/* The reference of the row holding @widget. */
static const char *
row_text (GtkWidget *widget)
{
  GtkWidget *row = gtk_widget_get_ancestor (widget, GTK_TYPE_LIST_BOX_ROW);

  return row != NULL ? g_object_get_data (G_OBJECT (row), "uriscope-reference") : NULL;
}

/* Forgets the reference of @row, the focus going to the row that takes
 * its place. */
static void
forget_row (UriscopeHistoryPopover *self,
            GtkListBoxRow          *row)
{
  int index = gtk_list_box_row_get_index (row);
  g_autofree char *text = g_strdup (g_object_get_data (G_OBJECT (row), "uriscope-reference"));
  GtkListBoxRow *next;

  uriscope_history_remove (self->settings, text);
  /* The rows were made again (history_changed_cb). */
  next = gtk_list_box_get_row_at_index (self->list, index);
  if (next == NULL && index > 0)
    next = gtk_list_box_get_row_at_index (self->list, index - 1);
  if (next != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (next));
}

static void
delete_clicked_cb (GtkButton              *button,
                   UriscopeHistoryPopover *self)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_LIST_BOX_ROW);

  if (row != NULL)
    forget_row (self, GTK_LIST_BOX_ROW (row));
}

/* The Delete key: forgets the reference of the row with the focus. */
static void
remove_focused_action (GtkWidget  *widget,
                       const char *action,
                       GVariant   *param)
{
  UriscopeHistoryPopover *self = URISCOPE_HISTORY_POPOVER (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *row = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW) : NULL;

  if (row != NULL && gtk_widget_is_ancestor (row, GTK_WIDGET (self->list)))
    forget_row (self, GTK_LIST_BOX_ROW (row));
}

static void
row_activated_cb (GtkListBox             *list,
                  GtkListBoxRow          *row,
                  UriscopeHistoryPopover *self)
{
  g_autofree char *text = g_strdup (row_text (GTK_WIDGET (row)));

  if (text == NULL)
    return;
  gtk_popover_popdown (GTK_POPOVER (self));
  gtk_widget_activate_action (GTK_WIDGET (self), "win.history", "s", text);
}

static GtkWidget *
new_row (const char *text)
{
  g_autofree char *shown = us_quote (text, strlen (text), SHOWN_CHARS);
  /* TRANSLATORS: a button's name; %s is a reference of the history */
  g_autofree char *name = g_strdup_printf (_("Forget “%s”"), shown);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (shown);
  GtkWidget *delete = gtk_button_new_from_icon_name ("edit-delete-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), SHOWN_CHARS);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_margin_start (label, 6);
  gtk_box_append (GTK_BOX (box), label);

  gtk_widget_add_css_class (delete, "flat");
  gtk_widget_set_valign (delete, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (delete, _("Forget this reference (Delete)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (delete), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_box_append (GTK_BOX (box), delete);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, shown, -1);
  g_object_set_data_full (G_OBJECT (row), "uriscope-reference", g_strdup (text), g_free);
  return row;
}

/* The rows, made again from the key. */
static void
history_changed_cb (GSettings              *settings,
                    const char             *key,
                    UriscopeHistoryPopover *self)
{
  g_auto(GStrv) history = self->settings != NULL ? g_settings_get_strv (self->settings, "history") : NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  for (guint i = 0; history != NULL && history[i] != NULL; i++)
    {
      GtkWidget *row = new_row (history[i]);

      g_signal_connect (gtk_widget_get_last_child (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row))), "clicked",
                        G_CALLBACK (delete_clicked_cb), self);
      gtk_list_box_append (self->list, row);
    }
}

/**
 * uriscope_history_popover_new:
 * @settings: (nullable): where the history is kept
 */
GtkWidget *
uriscope_history_popover_new (GSettings *settings)
{
  UriscopeHistoryPopover *self = g_object_new (URISCOPE_TYPE_HISTORY_POPOVER, NULL);

  if (settings != NULL)
    {
      /* Not kept alive by the popover: the window's handlers of its
       * signals must go with the window. */
      g_set_weak_pointer (&self->settings, settings);
      g_signal_connect_object (settings, "changed::history", G_CALLBACK (history_changed_cb), self, 0);
    }
  history_changed_cb (settings, "history", self);
  return GTK_WIDGET (self);
}

/* The list of references, for the tests. */
GtkListBox *
uriscope_history_popover_get_list (UriscopeHistoryPopover *self)
{
  g_return_val_if_fail (URISCOPE_IS_HISTORY_POPOVER (self), NULL);
  return self->list;
}

static void
uriscope_history_popover_dispose (GObject *object)
{
  UriscopeHistoryPopover *self = URISCOPE_HISTORY_POPOVER (object);

  g_clear_weak_pointer (&self->settings);
  G_OBJECT_CLASS (uriscope_history_popover_parent_class)->dispose (object);
}

static void
uriscope_history_popover_class_init (UriscopeHistoryPopoverClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = uriscope_history_popover_dispose;
  gtk_widget_class_install_action (widget_class, "history.remove-focused", NULL, remove_focused_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "history.remove-focused", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Delete, 0, "history.remove-focused", NULL);
}

static void
uriscope_history_popover_init (UriscopeHistoryPopover *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *clear = gtk_button_new ();
  /* The label a child of its own: GTK 4.8 names a button with a mnemonic
   * label twice (see uriscope-browser-line.ui). */
  GtkWidget *clear_label = gtk_label_new_with_mnemonic (_("_Clear History"));

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_list_box_set_activate_on_single_click (self->list, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Recent references"), -1);
  g_signal_connect (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 480);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->list));
  gtk_box_append (GTK_BOX (box), scroller);

  gtk_label_set_mnemonic_widget (GTK_LABEL (clear_label), clear);
  gtk_button_set_child (GTK_BUTTON (clear), clear_label);
  gtk_widget_add_css_class (clear, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (clear), "win.clear-history");
  gtk_box_append (GTK_BOX (box), clear);

  gtk_popover_set_child (GTK_POPOVER (self), box);
}
