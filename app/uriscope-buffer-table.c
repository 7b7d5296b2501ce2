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
 * and marks what moved, worked out from the row before: the segment the
 * rule appended to the output buffer (2E) in bold and underlined, the one
 * it took off the output (2C) or off the input (2A, 2B, 2D) struck
 * through in place, and the same in words in the last column. The rows
 * are revealed one at a time as the steps are stepped through (a slice of
 * the model: a thousand rows cost nothing until shown).
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
#include <string.h>

#include "uriscope-buffer-table.h"
#include "uriscope-rfc-lines.h"

/* Bytes of a buffer a cell shows. */
#define CELL_BYTES 160

typedef struct {
  const char *rule;
  guint step;              /* legacy: the step the row is */
  UsBranch branch;
  char *output;            /* the buffer for the legacy RFCs */
  gsize output_len;
  char *input;             /* NULL for the legacy RFCs */
  gsize input_len;
  gboolean output_cut;
  gboolean input_cut;
  char *moved;             /* NULL when nothing is marked */
  gboolean removed;
  gboolean in_input;
  gsize moved_at;          /* where in the buffer it is (was) */
  char *tooltip;           /* made when first shown */
} Row;

struct _UriscopeBufferTable {
  GtkBox parent_instance;

  GtkLabel *heading;
  GtkColumnView *view;
  GtkColumnViewColumn *input_column;
  GtkLabel *note;
  GtkLabel *more;

  GArray *rows;              /* of Row */
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
row_clear (gpointer data)
{
  Row *row = data;

  g_free (row->output);
  g_free (row->input);
  g_free (row->moved);
  g_free (row->tooltip);
}

static gboolean
is_buffer_branch (UsBranch branch)
{
  return branch >= US_BRANCH_BUFFER_BASE && branch <= US_BRANCH_NEW_PATH;
}

/* What changed from @old to @new (one buffer): the common start and end
 * left out, what is left of @old was removed, else what is left of @new
 * was added. */
static void
mark_difference (Row        *row,
                 const char *old,
                 gsize       old_len,
                 const char *new,
                 gsize       new_len,
                 gboolean    in_input)
{
  gsize p = 0, s = 0;

  while (p < old_len && p < new_len && old[p] == new[p])
    p++;
  while (s < old_len - p && s < new_len - p && old[old_len - 1 - s] == new[new_len - 1 - s])
    s++;
  row->in_input = in_input;
  row->moved_at = p;
  if (old_len - p - s > 0)
    {
      row->moved = g_strndup (old + p, old_len - p - s);
      row->removed = TRUE;
    }
  else if (new_len - p - s > 0)
    row->moved = g_strndup (new + p, new_len - p - s);
}

/* RFC 3986: the output buffer grew (2E) or lost its last segment (2C);
 * else the input lost its start (2A, 2B, 2D). */
static void
mark_rfc3986 (Row       *row,
              const Row *prev)
{
  if (row->output_cut || prev->output_cut || row->input_cut || prev->input_cut || prev->input == NULL)
    return;
  if (row->output_len != prev->output_len)
    mark_difference (row, prev->output, prev->output_len, row->output, row->output_len, FALSE);
  else if (row->input != NULL && row->input_len < prev->input_len)
    {
      row->in_input = TRUE;
      row->removed = TRUE;
      row->moved_at = 0;
      row->moved = g_strndup (prev->input, prev->input_len - row->input_len);
    }
}

static void
fill_rows (UriscopeBufferTable *self,
           UsResolution        *res)
{
  guint n = us_resolution_get_n_rows (res);

  self->legacy = n == 0;
  if (!self->legacy)
    for (guint i = 0; i < n; i++)
      {
        const UsBufferRow *b = us_resolution_get_row (res, i);
        Row row = { b->id, 0, US_BRANCH_REMOVE_DOT_SEGMENTS, g_strndup (b->output, b->output_len), b->output_len,
                    b->input ? g_strndup (b->input, b->input_len) : NULL, b->input_len, b->output_cut, b->input_cut,
                    NULL, FALSE, FALSE, 0, NULL };

        if (i > 0)
          mark_rfc3986 (&row, &g_array_index (self->rows, Row, i - 1));
        /* 2C with no segment to remove: ".." above the root */
        if (self->note_text == NULL && i > 0 && g_str_equal (b->id, "2C") &&
            row.output_len == g_array_index (self->rows, Row, i - 1).output_len)
          {
            self->note_row = (int) i;
            self->note_text = g_strdup (_("“..” climbs above the root: the output buffer has no segment left to "
                                          "remove, so RFC 3986 drops the “..” (§5.4.2: “../../../g” gives "
                                          "“http://a/g”). RFC 2396 keeps it and calls it an error."));
          }
        g_array_append_val (self->rows, row);
      }
  else
    for (guint i = 0; i < us_resolution_get_n_steps (res); i++)
      {
        const UsStep *step = us_resolution_get_step (res, i);
        const char *path = step->parts[US_PART_PATH];
        Row row = { step->id, i, step->branch, g_strndup (path ? path : "", step->lens[US_PART_PATH]),
                    step->lens[US_PART_PATH], NULL, 0, FALSE, FALSE, NULL, FALSE, FALSE, 0, NULL };

        if (!is_buffer_branch (step->branch))
          {
            g_free (row.output);
            continue;
          }
        if (self->rows->len > 0)
          {
            const Row *prev = &g_array_index (self->rows, Row, self->rows->len - 1);

            mark_difference (&row, prev->output, prev->output_len, row.output, row.output_len, FALSE);
          }
        if (step->branch == US_BRANCH_LEADING_DOTDOT && self->note_text == NULL)
          {
            g_autofree char *issue = us_resolution_format_issue (res, US_RESOLVE_ISSUE_DOTDOT_ABOVE_ROOT);

            self->note_row = (int) self->rows->len;
            /* TRANSLATORS: %s is the resolution's issue, in words */
            self->note_text = g_strdup_printf (_("%s RFC 3986 §5.4.2 drops such “..” segments instead."), issue);
          }
        g_array_append_val (self->rows, row);
      }

  /* RFC 1808 has no step 6g: a ".." left at the start stays. */
  if (self->legacy && self->spec == US_SPEC_RFC1808 && self->rows->len > 0 && self->note_text == NULL)
    {
      const Row *last = &g_array_index (self->rows, Row, self->rows->len - 1);

      if (g_str_has_prefix (last->output, "/..") || g_str_has_prefix (last->output, ".."))
        {
          self->note_row = (int) self->rows->len - 1;
          self->note_text = g_strdup (_("“..” climbs above the root: RFC 1808 keeps it in the path (its §5.2 gives "
                                        "“../../../g” = “http://a/../g”); RFC 3986 §5.4.2 drops it."));
        }
    }
}

/* @text escaped, struck through and dimmed (@kind '-'), bold and
 * underlined ('+'), or plain. */
static void
append_escaped (GString    *out,
                char        kind,
                const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  if (kind == '-')
    g_string_append_printf (out, "<s><span alpha=\"60%%\">%s</span></s>", escaped);
  else if (kind == '+')
    g_string_append_printf (out, "<b><u>%s</u></b>", escaped);
  else
    g_string_append (out, escaped);
}

/* The buffer as the cell shows it, the part that moved marked: at most
 * CELL_BYTES of it, the end of the output and the start of the input
 * (where the rules work). */
static char *
cell_markup (const Row *row,
             gboolean   input)
{
  const char *text = input ? row->input : row->output;
  gsize len = input ? row->input_len : row->output_len;
  gboolean cut = input ? row->input_cut : row->output_cut;
  gboolean marked = row->moved != NULL && row->in_input == input && row->moved_at <= len;
  gsize from = 0, to = len, at = row->moved_at;
  GString *out = g_string_new (NULL);

  if (text == NULL)
    return g_string_free (out, FALSE);
  if (!input && len > CELL_BYTES)
    from = marked ? MIN (len - CELL_BYTES, at) : len - CELL_BYTES;
  else if (input && len > CELL_BYTES)
    to = CELL_BYTES;
  if ((cut && !input) || from > 0)
    g_string_append (out, "…");
  if (!marked || at < from || at > to)
    {
      g_autofree char *all = us_render_quoted (text + from, to - from, 0);

      append_escaped (out, ' ', all);
    }
  else
    {
      gsize moved_len = strlen (row->moved);
      gsize rest = MIN (row->removed ? at : at + moved_len, to);
      g_autofree char *before = us_render_quoted (text + from, at - from, 0);
      g_autofree char *moved = us_render_quoted (row->moved, moved_len, 0);
      g_autofree char *after = us_render_quoted (text + rest, to - rest, 0);

      append_escaped (out, ' ', before);
      append_escaped (out, row->removed ? '-' : '+', moved);
      append_escaped (out, ' ', after);
    }
  if ((cut && input) || to < len)
    g_string_append (out, "…");
  return g_string_free (out, FALSE);
}

static char *
moved_words (const Row *row)
{
  g_autofree char *shown = NULL;

  if (row->moved == NULL)
    return g_strdup ("");
  shown = us_render_quoted (row->moved, strlen (row->moved), 40);
  if (!row->removed)
    /* TRANSLATORS: in the buffer table: %s was appended to the buffer */
    return g_strdup_printf (_("+ “%s” appended"), shown);
  if (row->in_input)
    /* TRANSLATORS: in the buffer table: %s was taken off the input buffer */
    return g_strdup_printf (_("− “%s” off the input"), shown);
  /* TRANSLATORS: in the buffer table: %s was taken off the (output) buffer */
  return g_strdup_printf (_("− “%s” removed"), shown);
}

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
  Row *row = &g_array_index (self->rows, Row, index);
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
      markup = cell_markup (row, column == 2);
      gtk_label_set_markup (label, markup);
      break;
    default:
      markup = moved_words (row);
      gtk_label_set_text (label, markup);
      break;
    }
  if (column == 0)
    {
      /* TRANSLATORS: accessible label of a row of the buffer table: the rule, then what moved */
      g_autofree char *words = moved_words (row);
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
    fill_rows (self, res);

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
    if (g_array_index (self->rows, Row, i).step == step)
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
  return g_array_index (self->rows, Row, row).rule;
}

/* What moved in @row ("/c"): appended to the buffer, or (@removed) taken
 * off it; NULL when nothing is marked. */
const char *
uriscope_buffer_table_get_moved (UriscopeBufferTable *self,
                                 guint                row,
                                 gboolean            *removed)
{
  const Row *r;

  g_return_val_if_fail (URISCOPE_IS_BUFFER_TABLE (self) && row < self->rows->len, NULL);
  r = &g_array_index (self->rows, Row, row);
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
  self->rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_array_set_clear_func (self->rows, row_clear);
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
