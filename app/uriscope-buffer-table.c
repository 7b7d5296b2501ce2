/* uriscope-buffer-table.c — the buffer of remove_dot_segments as a table
 *
 * RFC 3986 §5.2.4 describes remove_dot_segments with two buffers and
 * prints, for its examples, a table of both after each rule ("2E:  /a
 * /b/c/./../../g"); the core records that table (us_resolution_get_row()).
 * RFC 2396 §5.2 step 6 and RFC 1808 §4 step 6 work on one buffer, a step
 * per rewrite (6a–6h, 6–6d): their table is made from those steps, the
 * path after each.
 *
 * Each row names its rule (the rule's text from the RFC as its tooltip)
 * and marks what moved, worked out from the row before
 * (uriscope-buffer-rows.c): the segment the rule appended to the output
 * buffer (2E) in bold and underlined, the one it took off the output (2C)
 * or off the input (2A, 2B, 2D) struck through in place, and the same in
 * words in the last column. The rows are revealed one at a time as the
 * steps are stepped through (a slice of the model: a thousand rows cost
 * nothing until shown).
 *
 * When ".." climbs above the root, a note says what the RFCs do: RFC 3986
 * §5.4.2 drops it (2C with no segment left to remove), RFC 2396 keeps it
 * and calls it an error (step 6g; the resolution has the issue), RFC 1808
 * keeps it (its §5.2 gives "../../../g" = "http://a/../g").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-buffer-rows.h"
#include "uriscope-buffer-table.h"
#include "uriscope-rfc-lines.h"

struct _UriscopeBufferTable {
  GtkBox parent_instance;

  GtkLabel *heading;
  GtkColumnView *view;
  GtkColumnViewColumn *input_column;
  GtkLabel *note;
  GtkLabel *more;

  GArray *rows;              /* of UriscopeBufferRow */
  GtkStringList *items;      /* "0" … "n-1" */
  GtkSliceListModel *slice;
  GtkSingleSelection *selection;
  UsSpec spec;
  gboolean legacy;
  char *note_text;
  int note_row;              /* the row the note is about */
};

G_DEFINE_FINAL_TYPE (UriscopeBufferTable, uriscope_buffer_table, GTK_TYPE_BOX)

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          gpointer                  data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_START);
  gtk_widget_add_css_class (label, "buffer-cell");
  gtk_list_item_set_child (item, label);
}

/* @data: 0 the rule, 1 the output, 2 the input, 3 what moved */
static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         UriscopeBufferTable      *self)
{
  guint column = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (factory), "column"));
  GtkStringObject *object = gtk_list_item_get_item (item);
  GtkLabel *label = GTK_LABEL (gtk_list_item_get_child (item));
  guint index = (guint) g_ascii_strtoull (gtk_string_object_get_string (object), NULL, 10);
  UriscopeBufferRow *row = &g_array_index (self->rows, UriscopeBufferRow, index);
  g_autofree char *markup = NULL;

  switch (column)
    {
    case 0:
      gtk_label_set_markup (label, "");
      gtk_label_set_text (label, row->rule);
      if (row->tooltip == NULL)
        {
          UriscopeRfcLines lines[URISCOPE_RFC_LINES_MAX];
          guint n = uriscope_rfc_lines_for_step (self->spec, row->branch, US_BRANCH_RELATIVE_PATH, lines);

          row->tooltip = self->legacy ? uriscope_rfc_lines_dup_text (self->spec, lines, n)
                                      : uriscope_rfc_lines_dup_rule_text (self->spec, row->rule);
        }
      gtk_widget_set_tooltip_text (GTK_WIDGET (label), row->tooltip);
      break;
    case 1:
    case 2:
      markup = uriscope_buffer_row_cell_markup (row, column == 2);
      gtk_label_set_markup (label, markup);
      break;
    default:
      markup = uriscope_buffer_row_moved_words (row);
      gtk_label_set_text (label, markup);
      break;
    }
  if (column == 0)
    {
      /* TRANSLATORS: accessible label of a row of the buffer table: the rule, then what moved */
      g_autofree char *words = uriscope_buffer_row_moved_words (row);
      g_autofree char *a11y = g_strdup_printf (_("Rule %s. %s"), row->rule, words);

      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }
}

static GtkColumnViewColumn *
add_column (UriscopeBufferTable *self,
            const char          *title,
            guint                column,
            gboolean             expand)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *col;

  g_object_set_data (G_OBJECT (factory), "column", GUINT_TO_POINTER (column));
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cb), self);
  col = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_expand (col, expand);
  gtk_column_view_column_set_resizable (col, TRUE);
  gtk_column_view_append_column (self->view, col);
  g_object_unref (col);
  return col;
}

/**
 * uriscope_buffer_table_set_resolution:
 * @res: (nullable): the resolution; its rows, or for RFC 2396 and RFC
 *   1808 its buffer steps, make the table (none revealed yet)
 */
void
uriscope_buffer_table_set_resolution (UriscopeBufferTable *self,
                                      UsResolution        *res)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint old = g_list_model_get_n_items (G_LIST_MODEL (self->items));
  guint omitted = res != NULL ? us_resolution_get_rows_omitted (res) : 0;

  g_return_if_fail (URISCOPE_IS_BUFFER_TABLE (self));

  gtk_slice_list_model_set_size (self->slice, 0);
  g_array_set_size (self->rows, 0);
  g_clear_pointer (&self->note_text, g_free);
  self->note_row = -1;
  self->spec = res != NULL ? us_resolution_get_spec (res) : US_SPEC_RFC3986;
  if (res != NULL)
    self->legacy = uriscope_buffer_rows_fill (self->rows, res, &self->note_text, &self->note_row);

  for (guint i = 0; i < self->rows->len; i++)
    g_ptr_array_add (names, g_strdup_printf ("%u", i));
  g_ptr_array_add (names, NULL);
  gtk_string_list_splice (self->items, 0, old, (const char * const *) names->pdata);

  gtk_column_view_column_set_visible (self->input_column, !self->legacy);
  gtk_label_set_text (self->heading, self->legacy ? _("The buffer of step 6") :
                      /* TRANSLATORS: remove_dot_segments is the RFC's name, keep it */
                      _("remove_dot_segments (RFC 3986 §5.2.4)"));
  gtk_label_set_text (self->note, self->note_text != NULL ? self->note_text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note), FALSE);
  if (omitted > 0)
    {
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "… and %u more row",
                                                            "… and %u more rows", omitted), omitted);

      gtk_label_set_text (self->more, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->more), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self), self->rows->len > 0);
}

guint
uriscope_buffer_table_get_n_rows (UriscopeBufferTable *self)
{
  g_return_val_if_fail (URISCOPE_IS_BUFFER_TABLE (self), 0);
  return self->rows->len;
}

/* Whether the rows are sub-steps of a step (RFC 3986's 5.2.4) rather than
 * steps themselves (RFC 2396, RFC 1808). */
gboolean
uriscope_buffer_table_is_sub_steps (UriscopeBufferTable *self)
{
  g_return_val_if_fail (URISCOPE_IS_BUFFER_TABLE (self), FALSE);
  return !self->legacy && self->rows->len > 0;
}

/* The legacy RFCs: the row that is step @step, or -1. */
int
uriscope_buffer_table_row_of_step (UriscopeBufferTable *self,
                                   guint                step)
{
  for (guint i = 0; self->legacy && i < self->rows->len; i++)
    if (g_array_index (self->rows, UriscopeBufferRow, i).step == step)
      return (int) i;
  return -1;
}

/* The list view inside a column view, which has the scrolling action. */
static GtkWidget *
inner_list (GtkWidget *view)
{
  for (GtkWidget *child = gtk_widget_get_first_child (view); child; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      return child;
  return NULL;
}

/**
 * uriscope_buffer_table_reveal:
 * @n_revealed: how many rows are shown (G_MAXUINT: all)
 * @current: the row selected, -1 for none
 */
void
uriscope_buffer_table_reveal (UriscopeBufferTable *self,
                              guint                n_revealed,
                              int                  current)
{
  guint n = MIN (n_revealed, self->rows->len);
  GtkWidget *list = inner_list (GTK_WIDGET (self->view));

  g_return_if_fail (URISCOPE_IS_BUFFER_TABLE (self));

  gtk_slice_list_model_set_size (self->slice, n);
  gtk_single_selection_set_selected (self->selection, current >= 0 && (guint) current < n ? (guint) current
                                                                                           : GTK_INVALID_LIST_POSITION);
  gtk_widget_set_visible (GTK_WIDGET (self->note), self->note_text != NULL && self->note_row >= 0 &&
                          (guint) self->note_row < n);
  gtk_widget_set_visible (GTK_WIDGET (self->more), n == self->rows->len && n > 0 &&
                          gtk_label_get_text (self->more)[0] != '\0');
  if (list != NULL && current >= 0 && (guint) current < n)
    gtk_widget_activate_action (list, "list.scroll-to-item", "u", (guint) current);
}

guint
uriscope_buffer_table_get_n_revealed (UriscopeBufferTable *self)
{
  g_return_val_if_fail (URISCOPE_IS_BUFFER_TABLE (self), 0);
  return gtk_slice_list_model_get_size (self->slice);
}

/* The row selected, -1 for none. */
int
uriscope_buffer_table_get_current (UriscopeBufferTable *self)
{
  guint selected = gtk_single_selection_get_selected (self->selection);

  return selected == GTK_INVALID_LIST_POSITION ? -1 : (int) selected;
}

/* "2C", "6e" */
const char *
uriscope_buffer_table_get_rule (UriscopeBufferTable *self,
                                guint                row)
{
  g_return_val_if_fail (URISCOPE_IS_BUFFER_TABLE (self) && row < self->rows->len, NULL);
  return g_array_index (self->rows, UriscopeBufferRow, row).rule;
}

/* What moved in @row ("/c"): appended to the buffer, or (@removed) taken
 * off it; NULL when nothing is marked. */
const char *
uriscope_buffer_table_get_moved (UriscopeBufferTable *self,
                                 guint                row,
                                 gboolean            *removed)
{
  const UriscopeBufferRow *r;

  g_return_val_if_fail (URISCOPE_IS_BUFFER_TABLE (self) && row < self->rows->len, NULL);
  r = &g_array_index (self->rows, UriscopeBufferRow, row);
  if (removed != NULL)
    *removed = r->removed;
  return r->moved;
}

/* The note on ".." above the root, NULL when the case does not occur. */
const char *
uriscope_buffer_table_get_note (UriscopeBufferTable *self)
{
  g_return_val_if_fail (URISCOPE_IS_BUFFER_TABLE (self), NULL);
  return self->note_text;
}

static void
uriscope_buffer_table_dispose (GObject *object)
{
  UriscopeBufferTable *self = URISCOPE_BUFFER_TABLE (object);

  if (self->view != NULL)
    gtk_column_view_set_model (self->view, NULL);
  g_clear_object (&self->selection);
  g_clear_pointer (&self->rows, g_array_unref);
  g_clear_pointer (&self->note_text, g_free);
  G_OBJECT_CLASS (uriscope_buffer_table_parent_class)->dispose (object);
}

static void
uriscope_buffer_table_class_init (UriscopeBufferTableClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = uriscope_buffer_table_dispose;
}

static void
uriscope_buffer_table_init (UriscopeBufferTable *self)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 4);
  self->rows = uriscope_buffer_rows_new ();
  self->note_row = -1;

  self->heading = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->heading, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->heading), "heading");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->heading));

  self->items = gtk_string_list_new (NULL);
  self->slice = gtk_slice_list_model_new (G_LIST_MODEL (self->items), 0, 0);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->slice));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  self->view = GTK_COLUMN_VIEW (gtk_column_view_new (GTK_SELECTION_MODEL (g_object_ref (self->selection))));
  gtk_widget_add_css_class (GTK_WIDGET (self->view), "data-table");
  gtk_widget_add_css_class (GTK_WIDGET (self->view), "buffer-table");
  gtk_column_view_set_show_column_separators (self->view, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The buffer table of remove_dot_segments"), -1);
  /* TRANSLATORS: column of the buffer table: the RFC's rule (2A … 2E, 6a … 6h) */
  add_column (self, _("Rule"), 0, FALSE);
  add_column (self, _("Output buffer"), 1, TRUE);
  self->input_column = add_column (self, _("Input buffer"), 2, TRUE);
  /* TRANSLATORS: column of the buffer table: what the rule moved */
  add_column (self, _("Moved"), 3, FALSE);

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->view));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 320);
  gtk_widget_set_vexpand (scroller, FALSE);
  gtk_box_append (GTK_BOX (self), scroller);

  self->more = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->more, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->more), "dim-label");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->more));

  self->note = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->note, 0);
  gtk_label_set_wrap (self->note, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->note), "steps-note");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->note));
}

GtkWidget *
uriscope_buffer_table_new (void)
{
  return g_object_new (URISCOPE_TYPE_BUFFER_TABLE, NULL);
}
