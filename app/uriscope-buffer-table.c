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
 * nothing until shown). The slice is a window of at most WINDOW_ROWS rows
 * (the first, or those around the current row), and a line under the
 * table says which of how many: GTK 4.8's list views lay out every row
 * of their model up to about two hundred, not only those on screen, and a
 * table of 250 rows laid out again on each keystroke is half a second.
 *
 * When ".." climbs above the root, a note says what the RFCs do: RFC 3986
 * §5.4.2 drops it (2C with no segment left to remove), RFC 2396 keeps it
 * and calls it an error (step 6g; the resolution has the issue), RFC 1808
 * keeps it (its §5.2 gives "../../../g" = "http://a/../g"). The note comes
 * under the table, which at 1024×768 put it at the window's bottom edge:
 * when it appears (and while its row is current) the window's scroller
 * shows it whole, on the frames after (note_tick_cb()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-buffer-rows.h"
#include "uriscope-buffer-table.h"
#include "uriscope-list-scroll.h"
#include "uriscope-rfc-lines.h"
#include "uriscope-text.h"
#include "uriscope-width-bin.h"
#include "uriscope-buffer-table-private.h"

/* The most rows in the model at once. */
#define WINDOW_ROWS 24
/* The frames the note is kept in view for after it appears. */
#define NOTE_FRAMES 8

struct _UriscopeBufferTable {
  GtkBox parent_instance;

  GtkLabel *heading;
  GtkColumnView *view;
  GtkColumnViewColumn *input_column;
  GtkLabel *note;
  GtkLabel *more;
  GtkLabel *window;          /* "Rows 1–24 of 250: …" */

  GArray *rows;              /* of UriscopeBufferRow */
  GtkStringList *items;      /* "0" … "n-1" */
  GtkSliceListModel *slice;
  GtkSingleSelection *selection;
  UsSpec spec;
  gboolean legacy;
  char *note_text;
  int note_row;              /* the row the note is about */
  guint n_revealed;
  guint first;               /* the first row in the window */
  guint note_tick;           /* showing the note: note_tick_cb() */
  guint note_frames;
};

G_DEFINE_FINAL_TYPE (UriscopeBufferTable, uriscope_buffer_table, GTK_TYPE_BOX)

static void
setup_cb (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          gpointer                  data)
{
  GtkWidget *label = gtk_label_new (NULL);
  guint column = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (factory), "column"));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* Cut where a narrow table (800 px) loses the least: the output
   * buffer at its start (the rules act at its end), the input buffer at
   * its end (they act at its start: "/../g", not "… c/../../../g"), what
   * moved at its end and never under 14 characters ("– “/..” off the
   * input" read "… removed"; it is whole in the tooltip). */
  gtk_label_set_ellipsize (GTK_LABEL (label), column == 1 ? PANGO_ELLIPSIZE_START : PANGO_ELLIPSIZE_END);
  if (column == 3)
    gtk_label_set_width_chars (GTK_LABEL (label), 14);
  gtk_widget_add_css_class (label, "buffer-cell");
  gtk_list_item_set_child (item, label);
  uriscope_list_scroll_mark_item (label, item);
  g_object_set_data (G_OBJECT (label), "column", GUINT_TO_POINTER (column));
}

/* The label's "column": 0 the rule, 1 the output, 2 the input, 3 what moved */
static void
bind_label (GtkWidget   *widget,
            GtkListItem *item,
            gpointer     data)
{
  UriscopeBufferTable *self = data;
  guint column = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "column"));
  GtkStringObject *object = gtk_list_item_get_item (item);
  GtkLabel *label = GTK_LABEL (widget);
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
      uriscope_text_set_tooltip (GTK_WIDGET (label), row->tooltip);
      break;
    case 1:
    case 2:
      markup = uriscope_buffer_row_cell_markup (row, column == 2);
      gtk_label_set_markup (label, markup);
      break;
    default:
      markup = uriscope_buffer_row_moved_words (row);
      gtk_label_set_text (label, markup);
      gtk_widget_set_tooltip_text (widget, markup);
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

static void
bind_cb (GtkSignalListItemFactory *factory,
         GtkListItem              *item,
         UriscopeBufferTable      *self)
{
  bind_label (gtk_list_item_get_child (item), item, self);
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

  g_array_set_size (self->rows, 0);
  g_clear_pointer (&self->note_text, g_free);
  self->note_row = -1;
  self->spec = res != NULL ? us_resolution_get_spec (res) : US_SPEC_RFC3986;
  if (res != NULL)
    self->legacy = uriscope_buffer_rows_fill (self->rows, res, &self->note_text, &self->note_row);

  /* as many rows as before: the cells there are show the new rows (new
   * cells would cost their style) */
  if (old == self->rows->len)
    uriscope_list_scroll_foreach_child (inner_list (GTK_WIDGET (self->view)), bind_label, self);
  else
    {
      gtk_slice_list_model_set_size (self->slice, 0);
      gtk_slice_list_model_set_offset (self->slice, 0);
      self->n_revealed = self->first = 0;
      for (guint i = 0; i < self->rows->len; i++)
        g_ptr_array_add (names, g_strdup_printf ("%u", i));
      g_ptr_array_add (names, NULL);
      gtk_string_list_splice (self->items, 0, old, (const char * const *) names->pdata);
    }

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
  gtk_widget_set_visible (GTK_WIDGET (self->window), FALSE);
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

/* The note's own box, which holds it. */
static GtkWidget *
note_box (UriscopeBufferTable *self)
{
  return gtk_widget_get_parent (GTK_WIDGET (self->note));
}

/* The viewport of the scroller the table is in (the window's), if any. */
static GtkWidget *
outer_viewport (UriscopeBufferTable *self)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (self));

  return parent != NULL ? gtk_widget_get_ancestor (parent, GTK_TYPE_VIEWPORT) : NULL;
}

/* On the frames after the note appears (the table and the lists above
 * it settle their heights over a few), the window's scroller moved by as
 * much as it takes to show the note whole. */
static gboolean
note_tick_cb (GtkWidget     *widget,
              GdkFrameClock *clock,
              gpointer       data)
{
  UriscopeBufferTable *self = URISCOPE_BUFFER_TABLE (widget);
  GtkWidget *viewport = outer_viewport (self);
  GtkWidget *box = note_box (self);
  GtkAdjustment *adj = viewport != NULL ? gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (viewport)) : NULL;
  graphene_rect_t bounds;
  float height = viewport != NULL ? gtk_widget_get_height (viewport) : 0;

  if (adj != NULL && gtk_widget_is_drawable (box) && height > 0 && gtk_widget_compute_bounds (box, viewport, &bounds))
    {
      double shift = 0;

      if (bounds.origin.y < 0 || bounds.size.height > height)
        shift = bounds.origin.y;
      else if (bounds.origin.y + bounds.size.height > height)
        shift = bounds.origin.y + bounds.size.height - height;
      if (shift > 0.5 || shift < -0.5)
        gtk_adjustment_set_value (adj, gtk_adjustment_get_value (adj) + shift);
    }
  if (++self->note_frames < NOTE_FRAMES)
    return G_SOURCE_CONTINUE;
  self->note_tick = 0;
  return G_SOURCE_REMOVE;
}

/**
 * uriscope_buffer_table_reveal:
 * @n_revealed: how many rows are shown (G_MAXUINT: all)
 * @current: the row selected, -1 for none
 *
 * The model holds a window of the rows revealed: the first WINDOW_ROWS,
 * or those around @current (it at the bottom while stepping forward).
 */
void
uriscope_buffer_table_reveal (UriscopeBufferTable *self,
                              guint                n_revealed,
                              int                  current)
{
  guint n = MIN (n_revealed, self->rows->len);
  GtkWidget *list = inner_list (GTK_WIDGET (self->view));
  guint first = 0, size;
  gboolean note, note_was;

  g_return_if_fail (URISCOPE_IS_BUFFER_TABLE (self));

  if (current >= 0 && (guint) current < n && n > WINDOW_ROWS)
    first = MIN ((guint) MAX (current - WINDOW_ROWS / 2, 0), n - WINDOW_ROWS);
  size = MIN (n - first, WINDOW_ROWS);
  self->n_revealed = n;
  self->first = first;
  if (gtk_slice_list_model_get_offset (self->slice) != first || gtk_slice_list_model_get_size (self->slice) != size)
    {
      /* the offset first, the size after: never more than the window */
      gtk_slice_list_model_set_size (self->slice, MIN (size, gtk_slice_list_model_get_size (self->slice)));
      gtk_slice_list_model_set_offset (self->slice, first);
      gtk_slice_list_model_set_size (self->slice, size);
    }
  gtk_single_selection_set_selected (self->selection, current >= 0 && (guint) current < n ? (guint) current - first
                                                                                           : GTK_INVALID_LIST_POSITION);
  note_was = gtk_widget_get_visible (GTK_WIDGET (self->note));
  note = self->note_text != NULL && self->note_row >= 0 && (guint) self->note_row < n;
  gtk_widget_set_visible (GTK_WIDGET (self->note), note);
  /* The note comes under the table, at the window's bottom edge at
   * 1024×768 (or below it): the window's scroller shows it whole, and
   * again at each step after its row (each adds a row above it, which
   * would push it out of view once the frames of its first showing are
   * over). */
  if (note && (!note_was || current >= self->note_row))
    {
      self->note_frames = 0;
      if (self->note_tick == 0)
        self->note_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), note_tick_cb, NULL, NULL);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->more), n == self->rows->len && n > 0 &&
                          gtk_label_get_text (self->more)[0] != '\0');
  if (size < n)
    {
      g_autofree char *text = NULL;

      if (first + size < self->rows->len)
        /* TRANSLATORS: under the buffer table when it shows some of its rows: "Rows 1–24 of 250: …" */
        text = g_strdup_printf (_("Rows %u–%u of %u: step on to see the rest"), first + 1, first + size,
                                self->rows->len);
      else
        /* TRANSLATORS: under the buffer table when it shows its last rows: "Rows 227–250 of 250" */
        text = g_strdup_printf (_("Rows %u–%u of %u"), first + 1, first + size, self->rows->len);
      gtk_label_set_text (self->window, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->window), size < n);
  if (list != NULL && current >= 0 && (guint) current < n)
    {
      gtk_widget_activate_action (list, "list.scroll-to-item", "u", (guint) current - first);
      uriscope_list_scroll_keep_in_view (list, GTK_SCROLLABLE (self->view), NULL, (guint) current - first);
    }
}

guint
uriscope_buffer_table_get_n_revealed (UriscopeBufferTable *self)
{
  g_return_val_if_fail (URISCOPE_IS_BUFFER_TABLE (self), 0);
  return self->n_revealed;
}

/* How many rows the model holds (the window of those revealed). */
guint
uriscope_buffer_table_get_n_shown (UriscopeBufferTable *self)
{
  g_return_val_if_fail (URISCOPE_IS_BUFFER_TABLE (self), 0);
  return gtk_slice_list_model_get_size (self->slice);
}

/* The line that says which rows are shown, NULL when all are. */
const char *
uriscope_buffer_table_get_window_text (UriscopeBufferTable *self)
{
  g_return_val_if_fail (URISCOPE_IS_BUFFER_TABLE (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->window)) ? gtk_label_get_text (self->window) : NULL;
}

/* The widget of row @row's rule cell, NULL when not shown (for tests). */
GtkWidget *
uriscope_buffer_table_get_row_widget (UriscopeBufferTable *self,
                                      guint                row)
{
  GtkWidget *list = inner_list (GTK_WIDGET (self->view));

  g_return_val_if_fail (URISCOPE_IS_BUFFER_TABLE (self), NULL);
  if (list == NULL || row < self->first || row - self->first >= gtk_slice_list_model_get_size (self->slice))
    return NULL;
  return uriscope_list_scroll_find_row (list, row - self->first);
}

/* Whether the current row is all in the visible area (for tests). */
gboolean
uriscope_buffer_table_current_in_view (UriscopeBufferTable *self)
{
  int current = uriscope_buffer_table_get_current (self);

  return current >= 0 && uriscope_list_scroll_is_in_view (inner_list (GTK_WIDGET (self->view)),
                                                          uriscope_buffer_table_get_row_widget (self, (guint) current));
}

/* Whether the note on ".." above the root is shown, its box as high as
 * all its lines at its width, and all of it in the visible area of the
 * scroller the table is in (for tests). */
gboolean
uriscope_buffer_table_note_in_view (UriscopeBufferTable *self)
{
  GtkWidget *viewport = outer_viewport (self);
  int needed = 0;

  g_return_val_if_fail (URISCOPE_IS_BUFFER_TABLE (self), FALSE);
  if (!gtk_widget_is_drawable (GTK_WIDGET (self->note)))
    return FALSE;
  gtk_widget_measure (GTK_WIDGET (self->note), GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (GTK_WIDGET (self->note)),
                      &needed, NULL, NULL, NULL);
  if (gtk_widget_get_height (note_box (self)) < needed)
    return FALSE;
  return viewport == NULL || uriscope_list_scroll_is_in_view (viewport, note_box (self));
}

/* The row selected, -1 for none. */
int
uriscope_buffer_table_get_current (UriscopeBufferTable *self)
{
  guint selected = gtk_single_selection_get_selected (self->selection);

  return selected == GTK_INVALID_LIST_POSITION ? -1 : (int) (selected + self->first);
}

/* The buffers after row @row (the output buffer, for the legacy RFCs the
 * one buffer, and the input buffer, NULL for them), each maybe cut. */
void
uriscope_buffer_table_get_buffers (UriscopeBufferTable *self,
                                   guint                row,
                                   const char         **output,
                                   gsize               *output_len,
                                   gboolean            *output_cut,
                                   const char         **input,
                                   gsize               *input_len,
                                   gboolean            *input_cut)
{
  const UriscopeBufferRow *r;

  g_return_if_fail (URISCOPE_IS_BUFFER_TABLE (self) && row < self->rows->len);
  r = &g_array_index (self->rows, UriscopeBufferRow, row);
  *output = r->output;
  *output_len = r->output_len;
  *output_cut = r->output_cut;
  *input = r->input;
  *input_len = r->input_len;
  *input_cut = r->input_cut;
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

  if (self->note_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->note_tick);
  self->note_tick = 0;
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
  /* Wrapped: at 200 % "remove_dot_segments (RFC 3986 §5.2.4)" on one
   * line made the window wider than a 1024-pixel screen. */
  gtk_label_set_wrap (self->heading, TRUE);
  gtk_label_set_wrap_mode (self->heading, PANGO_WRAP_WORD_CHAR);
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
  /* Narrow (800 px at 200 %, or in Spanish), the columns scroll sideways:
   * the scrollbar stays shown, so that the cut columns are seen to be
   * there (an overlay scrollbar hid them until the pointer came by). It
   * is always there: GTK 4.8 counts a scrollbar that comes and goes out
   * of the height asked for, and the one row shown at 200 % was half
   * hidden under it. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_ALWAYS, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_overlay_scrolling (GTK_SCROLLED_WINDOW (scroller), FALSE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 320);
  gtk_widget_set_vexpand (scroller, FALSE);
  gtk_box_append (GTK_BOX (self), scroller);

  self->window = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->window, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->window), "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->window), FALSE);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->window));

  self->more = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->more, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->more), "dim-label");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->more));

  self->note = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->note, 0);
  gtk_label_set_wrap (self->note, TRUE);
  gtk_label_set_wrap_mode (self->note, PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (GTK_WIDGET (self->note), "steps-note");
  {
    /* The note wraps at the page's width. Given a height instead (the
     * paned above gives the table what is left), a wrapping label asks
     * for the width that fits its text in it: 1,360 px for two lines of
     * this note, and the page ran off both sides at 800×600. The bin
     * asks its width for no height; its height is all of the note's at
     * that width (in a scroller of its own, it showed 2.5 of its 4
     * lines at 800 px in Spanish): the table's rows above give way. */
    GtkWidget *note_bin = uriscope_width_bin_new (GTK_WIDGET (self->note));

    gtk_box_append (GTK_BOX (self), note_bin);
    g_object_bind_property (self->note, "visible", note_bin, "visible", G_BINDING_SYNC_CREATE);
  }
}

GtkWidget *
uriscope_buffer_table_new (void)
{
  return g_object_new (URISCOPE_TYPE_BUFFER_TABLE, NULL);
}
