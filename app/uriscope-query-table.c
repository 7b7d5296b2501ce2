/* uriscope-query-table.c — the query as a table of name-value pairs
 *
 * Under every spec, the query read as `URLSearchParams` reads it (the URL
 * Standard's application/x-www-form-urlencoded parser, in the core:
 * us_result_dup_query_params()): one row per pair, in order, repeated
 * names kept, with the decoded name, the decoded value and a button that
 * copies the value. Over the table, how many pairs there are; a short
 * line instead when the reference has no query (under the WHATWG URL
 * Standard, a link a browser refuses never has one: the parser fails
 * before the query) or when the query holds no pair.
 *
 * The table is a page of the window: like the other pages but the
 * breakdown, it is brought up to date only while it is shown (a megabyte
 * of "a=1&" is a quarter of a million pairs, 25 ms to decode).
 *
 * What is shown is made safe to look at: controls as their symbols (as in
 * the field), bidirectional controls named ("<U+202E>") so that they cannot
 * reorder what is around them, long texts cut short (the copy button copies
 * all of it). At most MAX_ROWS rows; the count says how many there are.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-clipboard.h"
#include "uriscope-query-table.h"
#include "uriscope-text.h"
#include "uriscope-query-table-private.h"

/* Rows shown at most: a megabyte of "a&a&…" is half a million pairs. */
#define MAX_ROWS 1000

/* Characters of a name or value shown in its cell. */
#define SHOWN_CHARS 200

/* ---- one pair ---------------------------------------------------------- */

struct _UriscopeQueryRow {
  GObject parent_instance;

  char *name;
  gsize name_len;
  char *value;
  gsize value_len;
  gsize start;
  gsize end;
  char *shown_name;          /* made when first shown */
  char *shown_value;
};

G_DEFINE_FINAL_TYPE (UriscopeQueryRow, uriscope_query_row, G_TYPE_OBJECT)

static void
uriscope_query_row_finalize (GObject *object)
{
  UriscopeQueryRow *self = URISCOPE_QUERY_ROW (object);

  g_free (self->name);
  g_free (self->value);
  g_free (self->shown_name);
  g_free (self->shown_value);
  G_OBJECT_CLASS (uriscope_query_row_parent_class)->finalize (object);
}

static void
uriscope_query_row_class_init (UriscopeQueryRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = uriscope_query_row_finalize;
}

static void
uriscope_query_row_init (UriscopeQueryRow *self)
{
}

/* A row taking the strings of @param. */
static UriscopeQueryRow *
row_new_stealing (UsQueryParam *param)
{
  UriscopeQueryRow *self = g_object_new (URISCOPE_TYPE_QUERY_ROW, NULL);

  self->name = g_steal_pointer (&param->name);
  self->name_len = param->name_len;
  self->value = g_steal_pointer (&param->value);
  self->value_len = param->value_len;
  self->start = param->start;
  self->end = param->end;
  return self;
}

/* The decoded name (@len bytes: it may hold NUL). */
const char *
uriscope_query_row_get_name (UriscopeQueryRow *self,
                             gsize            *len)
{
  g_return_val_if_fail (URISCOPE_IS_QUERY_ROW (self), NULL);
  if (len != NULL)
    *len = self->name_len;
  return self->name;
}

/* The decoded value (@len bytes: it may hold NUL). */
const char *
uriscope_query_row_get_value (UriscopeQueryRow *self,
                              gsize            *len)
{
  g_return_val_if_fail (URISCOPE_IS_QUERY_ROW (self), NULL);
  if (len != NULL)
    *len = self->value_len;
  return self->value;
}

/* Where "name=value" is in the reference: byte offsets. */
void
uriscope_query_row_get_span (UriscopeQueryRow *self,
                             gsize            *start,
                             gsize            *end)
{
  g_return_if_fail (URISCOPE_IS_QUERY_ROW (self));
  *start = self->start;
  *end = self->end;
}

static gboolean
is_bidi_control (gunichar c)
{
  return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) ||
         (c >= 0x2066 && c <= 0x2069);
}

/* @text (valid UTF-8 but for NUL bytes) as a cell shows it: controls as
 * their symbols (NUL too), bidirectional controls named, at most
 * @max_chars characters. */
static char *
shown_text (const char *text,
            gsize       len,
            gsize       max_chars)
{
  GString *out = g_string_sized_new (MIN (len, 4 * max_chars) + 1);
  const char *p = text, *end = text + len;
  gsize chars = 0;

  while (p < end && chars < max_chars)
    {
      gunichar c = *p == '\0' ? 0 : g_utf8_get_char (p);

      if (c == 0)
        g_string_append_unichar (out, 0x2400);
      else if (uriscope_text_control_picture (c) != 0)
        g_string_append_unichar (out, uriscope_text_control_picture (c));
      else if (is_bidi_control (c))
        g_string_append_printf (out, "<U+%04X>", c);
      else
        g_string_append_unichar (out, c);
      p = *p == '\0' ? p + 1 : g_utf8_next_char (p);
      chars++;
    }
  if (p < end)
    g_string_append (out, "…");
  return g_string_free (out, FALSE);
}

static const char *
row_shown (UriscopeQueryRow *self,
           gboolean          value)
{
  char **shown = value ? &self->shown_value : &self->shown_name;

  if (*shown == NULL)
    *shown = value ? shown_text (self->value, self->value_len, SHOWN_CHARS)
                   : shown_text (self->name, self->name_len, SHOWN_CHARS);
  return *shown;
}

/* ---- the table --------------------------------------------------------- */

struct _UriscopeQueryTable {
  GtkBox parent_instance;

  GtkLabel *count;
  GtkLabel *placeholder;
  GtkWidget *scroller;
  GtkColumnView *view;

  GListStore *rows;          /* of UriscopeQueryRow */
  char *count_text;          /* NULL when there is no pair */
  char *placeholder_text;    /* NULL when there are pairs */
  gboolean pending;          /* a result waits for the table to be shown */
  UsResult *result;          /* that result (NULL for none) */
};

G_DEFINE_FINAL_TYPE (UriscopeQueryTable, uriscope_query_table, GTK_TYPE_BOX)

static void
setup_label_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (label, "monospace");
  gtk_list_item_set_child (item, label);
}

/* The name (@data NULL) or the value of the row in the cell. */
static void
bind_label_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  data)
{
  UriscopeQueryRow *row = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);
  gboolean value = data != NULL;
  gsize len = value ? row->value_len : row->name_len;

  if (len == 0)
    {
      /* TRANSLATORS: in the query table, a name or a value that is empty */
      gtk_label_set_text (GTK_LABEL (label), _("(empty)"));
      gtk_widget_set_tooltip_text (label, NULL);
      gtk_widget_add_css_class (label, "dim-label");
    }
  else
    {
      const char *text = row_shown (row, value);

      gtk_label_set_text (GTK_LABEL (label), text);
      gtk_widget_set_tooltip_text (label, text);
      gtk_widget_remove_css_class (label, "dim-label");
    }
}

/* Copies the decoded value of the row, all of it, NULs included;
 * uriscope-clipboard.c says so, or why not. */
static void
copy_clicked_cb (GtkButton   *button,
                 GtkListItem *item)
{
  UriscopeQueryRow *row = gtk_list_item_get_item (item);
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (row == NULL)
    return;
  name = shown_text (row->name, row->name_len, 40);
  /* TRANSLATORS: a toast; %s is the name of a query parameter */
  message = g_strdup_printf (_("Copied the value of “%s”"), name);
  uriscope_clipboard_copy_text (GTK_WIDGET (button), row->value, row->value_len, message);
}

static void
setup_copy_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  data)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("edit-copy-symbolic");

  gtk_widget_set_tooltip_text (button, _("Copy the decoded value"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Copy the decoded value"), -1);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "query-copy");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  g_signal_connect (button, "clicked", G_CALLBACK (copy_clicked_cb), item);
  gtk_list_item_set_child (item, button);
}

static void
add_column (UriscopeQueryTable *self,
            const char         *title,
            GCallback           setup,
            GCallback           bind,
            gpointer            data,
            gboolean            expand,
            int                 fixed_width)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *column;

  g_signal_connect (factory, "setup", setup, data);
  if (bind != NULL)
    g_signal_connect (factory, "bind", bind, data);
  column = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_expand (column, expand);
  gtk_column_view_column_set_resizable (column, fixed_width > 0);
  if (fixed_width > 0)
    gtk_column_view_column_set_fixed_width (column, fixed_width);
  gtk_column_view_append_column (self->view, column);
  g_object_unref (column);
}

/* Shows the first MAX_ROWS pairs of @params (NULL for none). The rows
 * that stay the same pair (name and value) are kept, their spans brought
 * up to date; only those after them are replaced, and bound again. */
static void
set_rows (UriscopeQueryTable *self,
          GArray             *params)
{
  GListModel *model = G_LIST_MODEL (self->rows);
  guint n = params != NULL ? MIN (params->len, MAX_ROWS) : 0;
  guint shown = g_list_model_get_n_items (model);
  guint same = 0;
  g_autofree gpointer *rows = NULL;

  for (; same < MIN (n, shown); same++)
    {
      g_autoptr(UriscopeQueryRow) row = g_list_model_get_item (model, same);
      const UsQueryParam *p = &g_array_index (params, UsQueryParam, same);

      if (row->name_len != p->name_len || row->value_len != p->value_len ||
          memcmp (row->name, p->name, p->name_len) != 0 || memcmp (row->value, p->value, p->value_len) != 0)
        break;
      row->start = p->start;
      row->end = p->end;
    }
  if (same == n && same == shown)
    return;

  rows = g_new (gpointer, n - same + 1);
  for (guint i = same; i < n; i++)
    rows[i - same] = row_new_stealing (&g_array_index (params, UsQueryParam, i));
  g_list_store_splice (self->rows, same, shown - same, rows, n - same);
  for (guint i = same; i < n; i++)
    g_object_unref (rows[i - same]);
}

static void
fill (UriscopeQueryTable *self,
      UsResult           *result)
{
  g_autoptr(GArray) params = NULL;
  gsize start, end;

  g_clear_pointer (&self->count_text, g_free);
  g_clear_pointer (&self->placeholder_text, g_free);
  if (result == NULL || !us_result_get_component (result, US_COMPONENT_QUERY, &start, &end))
    self->placeholder_text = g_strdup (_("The reference has no query."));
  else
    params = us_result_dup_query_params (result);
  if (params == NULL)
    ;
  else if (params->len == 0)
    self->placeholder_text = g_strdup (_("The query holds no name-value pair."));
  else if (params->len > MAX_ROWS)
    {
      g_autofree char *all = g_strdup_printf ("%'u", params->len);
      g_autofree char *shown = g_strdup_printf ("%'u", MAX_ROWS);

      /* TRANSLATORS: the first %s is a count over 1,000, the second 1,000; both already formatted */
      self->count_text = g_strdup_printf (_("%s pairs, the first %s shown"), all, shown);
    }
  else
    /* TRANSLATORS: how many name-value pairs the query holds */
    self->count_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u pair", "%u pairs", params->len),
                                        params->len);

  set_rows (self, params);
  gtk_label_set_text (self->count, self->count_text != NULL ? self->count_text : "");
  gtk_label_set_text (self->placeholder, self->placeholder_text != NULL ? self->placeholder_text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->placeholder), self->placeholder_text != NULL);
  gtk_widget_set_visible (self->scroller, self->placeholder_text == NULL);
}

/**
 * uriscope_query_table_show:
 * @result: (nullable): the parse shown in the window
 *
 * Shows the query of @result as name-value pairs: at once when the table
 * is on the screen, else when it comes on it.
 */
void
uriscope_query_table_show (UriscopeQueryTable *self,
                           UsResult           *result)
{
  g_return_if_fail (URISCOPE_IS_QUERY_TABLE (self));

  g_clear_pointer (&self->result, us_result_unref);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->pending = FALSE;
      fill (self, result);
    }
  else
    {
      self->pending = TRUE;
      self->result = result != NULL ? us_result_ref (result) : NULL;
    }
}

static void
uriscope_query_table_map (GtkWidget *widget)
{
  UriscopeQueryTable *self = URISCOPE_QUERY_TABLE (widget);

  GTK_WIDGET_CLASS (uriscope_query_table_parent_class)->map (widget);
  if (self->pending)
    {
      self->pending = FALSE;
      fill (self, self->result);
      g_clear_pointer (&self->result, us_result_unref);
    }
}

/* The rows shown (UriscopeQueryRow), for tests. */
GListModel *
uriscope_query_table_get_rows (UriscopeQueryTable *self)
{
  g_return_val_if_fail (URISCOPE_IS_QUERY_TABLE (self), NULL);
  return G_LIST_MODEL (self->rows);
}

/* "3 pairs", or NULL when the table shows none (as of when it was last
 * shown). */
const char *
uriscope_query_table_get_count (UriscopeQueryTable *self)
{
  g_return_val_if_fail (URISCOPE_IS_QUERY_TABLE (self), NULL);
  return self->count_text;
}

/* The line shown instead of the rows, or NULL. */
const char *
uriscope_query_table_get_placeholder (UriscopeQueryTable *self)
{
  g_return_val_if_fail (URISCOPE_IS_QUERY_TABLE (self), NULL);
  return self->placeholder_text;
}

static void
uriscope_query_table_dispose (GObject *object)
{
  UriscopeQueryTable *self = URISCOPE_QUERY_TABLE (object);

  if (self->view != NULL)
    gtk_column_view_set_model (self->view, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), URISCOPE_TYPE_QUERY_TABLE);
  g_clear_object (&self->rows);
  g_clear_pointer (&self->result, us_result_unref);
  G_OBJECT_CLASS (uriscope_query_table_parent_class)->dispose (object);
}

static void
uriscope_query_table_finalize (GObject *object)
{
  UriscopeQueryTable *self = URISCOPE_QUERY_TABLE (object);

  g_free (self->count_text);
  g_free (self->placeholder_text);
  G_OBJECT_CLASS (uriscope_query_table_parent_class)->finalize (object);
}

static void
uriscope_query_table_class_init (UriscopeQueryTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_query_table_dispose;
  object_class->finalize = uriscope_query_table_finalize;
  widget_class->map = uriscope_query_table_map;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/uriscope/Uriscope/uriscope-query-table.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeQueryTable, count);
  gtk_widget_class_bind_template_child (widget_class, UriscopeQueryTable, placeholder);
  gtk_widget_class_bind_template_child (widget_class, UriscopeQueryTable, scroller);
  gtk_widget_class_bind_template_child (widget_class, UriscopeQueryTable, view);
}

static void
uriscope_query_table_init (UriscopeQueryTable *self)
{
  g_autoptr(GtkNoSelection) selection = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->pending = TRUE;

  self->rows = g_list_store_new (URISCOPE_TYPE_QUERY_ROW);
  selection = gtk_no_selection_new (G_LIST_MODEL (g_object_ref (self->rows)));
  gtk_column_view_set_model (self->view, GTK_SELECTION_MODEL (selection));

  add_column (self, _("Name"), G_CALLBACK (setup_label_cb), G_CALLBACK (bind_label_cb), NULL, FALSE, 160);
  add_column (self, _("Decoded value"), G_CALLBACK (setup_label_cb), G_CALLBACK (bind_label_cb),
              GINT_TO_POINTER (1), TRUE, 0);
  add_column (self, _("Copy"), G_CALLBACK (setup_copy_cb), NULL, NULL, FALSE, 0);
}
