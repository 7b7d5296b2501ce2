/* uriscope-lens-readers.c — what each reader makes of a link, as a table
 *
 * On the Link page, one row per reader of the link lens (a browser, RFC
 * 3986, GLib, curl, uriparser): scheme, user information, host, port and
 * path, as the core gives them (us_lens_get_reading(), in display form).
 * A reader that refuses the link says why across its row; RFC 3986 reads
 * on past an error, so its parts are shown with the error under them. A
 * cell that is not what a browser reads (us_lens_field_differs()) is bold
 * and underlined, tinted, and says so in its tooltip and to assistive
 * technologies: colour is never the only signal. A line under the table
 * says what the marks mean.
 *
 * The table is a GtkGrid of labels made once and refilled: a keystroke
 * sets only the texts that changed. Each cell shows at most CELL_CHARS
 * characters and asks for at most a few dozen columns, ellipsized: a
 * megabyte of path must not become a megabyte-wide label.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-lens-readers.h"
#include "uriscope-text.h"

/* Characters of a cell, and of an error, shown at most. */
#define CELL_CHARS 200
#define TEXT_CHARS 600

struct _UriscopeLensReaders {
  GtkBox parent_instance;

  GtkGrid *grid;
  GtkLabel *legend;
  GtkLabel *cells[US_LENS_READER_COUNT][US_LENS_FIELD_COUNT];
  GtkLabel *refusals[US_LENS_READER_COUNT];  /* across the row */
  GtkLabel *rfc3986_error;                   /* under RFC 3986's parts */
  PangoAttrList *plain;
  PangoAttrList *marked;                     /* bold and underlined */
};

G_DEFINE_FINAL_TYPE (UriscopeLensReaders, uriscope_lens_readers, GTK_TYPE_BOX)

/* Only what changed is set. */
static void
set_text (GtkLabel   *label,
          const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_text (label, text);
}

/* A cell: the reader's value, marked when it is not what a browser reads. */
static void
set_cell (UriscopeLensReaders *self,
          GtkLabel            *cell,
          const char          *value,
          gboolean             differs)
{
  g_autofree char *shown = NULL;
  g_autofree char *tip = NULL;
  const char *text;

  if (value == NULL || *value == '\0')
    /* TRANSLATORS: in the readers' table, a part a reader does not read
     * while a browser does */
    text = differs ? _("(none)") : "";
  else
    text = shown = uriscope_text_excerpt (value, -1, CELL_CHARS, URISCOPE_EXCERPT_MARK);
  set_text (cell, text);
  if (differs != gtk_widget_has_css_class (GTK_WIDGET (cell), "lens-differs"))
    {
      if (differs)
        {
          gtk_widget_add_css_class (GTK_WIDGET (cell), "lens-differs");
          gtk_label_set_attributes (cell, self->marked);
          gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                          _("Not what a browser reads"), -1);
        }
      else
        {
          gtk_widget_remove_css_class (GTK_WIDGET (cell), "lens-differs");
          gtk_label_set_attributes (cell, self->plain);
          gtk_accessible_reset_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
        }
    }
  if (differs)
    tip = g_strconcat (text, "\n", _("Not what a browser reads."), NULL);
  else if (*text != '\0')
    tip = g_strdup (text);
  if (g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (cell)), tip) != 0)
    gtk_widget_set_tooltip_text (GTK_WIDGET (cell), tip);
}

/**
 * uriscope_lens_readers_show:
 * @lens: the link lens
 *
 * Shows what each reader of @lens makes of the link.
 */
void
uriscope_lens_readers_show (UriscopeLensReaders *self,
                            UsLens              *lens)
{
  gboolean any_differs = FALSE;
  const UsLensReading *rfc3986;

  g_return_if_fail (URISCOPE_IS_LENS_READERS (self));
  g_return_if_fail (lens != NULL);

  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      const UsLensReading *reading = us_lens_get_reading (lens, r);
      /* RFC 3986 reads on past an error: its parts, the error under them. */
      gboolean refused = reading->error != NULL && r != US_LENS_READER_RFC3986;

      for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
        {
          gboolean differs = !refused && us_lens_field_differs (lens, r, f);

          gtk_widget_set_visible (GTK_WIDGET (self->cells[r][f]), !refused);
          if (!refused && f == US_LENS_FIELD_HOST && reading->lookup != NULL)
            {
              /* the host as the reader writes it, and where it goes, as
               * the headline names it */
              g_autofree char *host = uriscope_text_excerpt (reading->host, -1, CELL_CHARS, URISCOPE_EXCERPT_MARK);
              /* TRANSLATORS: a reader's host cell: the host as the reader writes it ("ⓖⓞⓞⓖⓛⓔ.com"), then where it goes ("google.com") */
              g_autofree char *both = g_strdup_printf (_("%s → goes to %s"), host, reading->lookup);

              set_cell (self, self->cells[r][f], both, differs);
            }
          else if (!refused)
            set_cell (self, self->cells[r][f], us_lens_reading_get_field (reading, f), differs);
          any_differs |= differs;
        }
      gtk_widget_set_visible (GTK_WIDGET (self->refusals[r]), refused);
      if (refused)
        {
          g_autofree char *error = uriscope_text_excerpt (reading->error, -1, TEXT_CHARS, URISCOPE_EXCERPT_LENGTH);
          /* TRANSLATORS: across a reader's row of the table: why it refuses the link */
          g_autofree char *text = g_strdup_printf (_("Refuses the link: %s"), error);

          set_text (self->refusals[r], text);
        }
    }
  rfc3986 = us_lens_get_reading (lens, US_LENS_READER_RFC3986);
  gtk_widget_set_visible (GTK_WIDGET (self->rfc3986_error), rfc3986->error != NULL);
  if (rfc3986->error != NULL)
    {
      g_autofree char *error = uriscope_text_excerpt (rfc3986->error, -1, TEXT_CHARS, URISCOPE_EXCERPT_LENGTH);
      /* TRANSLATORS: under RFC 3986's row of the table, which reads on past an error */
      g_autofree char *text = g_strdup_printf (_("Not a valid URI: %s"), error);

      set_text (self->rfc3986_error, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->legend), any_differs);
}

/* The label of a reader's part. */
GtkLabel *
uriscope_lens_readers_get_cell (UriscopeLensReaders *self,
                                UsLensReader         reader,
                                UsLensField          field)
{
  g_return_val_if_fail (URISCOPE_IS_LENS_READERS (self), NULL);
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT && (guint) field < US_LENS_FIELD_COUNT, NULL);
  return self->cells[reader][field];
}

/* The label across a reader's row, visible when it refuses the link. */
GtkLabel *
uriscope_lens_readers_get_refusal (UriscopeLensReaders *self,
                                   UsLensReader         reader)
{
  g_return_val_if_fail (URISCOPE_IS_LENS_READERS (self), NULL);
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT, NULL);
  return self->refusals[reader];
}

/* A label that wraps a long text and asks for no width of its own. */
static GtkLabel *
wrapped_label (UriscopeLensReaders *self)
{
  GtkLabel *label = GTK_LABEL (gtk_label_new (NULL));

  gtk_widget_set_visible (GTK_WIDGET (label), FALSE);
  gtk_label_set_xalign (label, 0);
  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (label, 10);
  gtk_label_set_max_width_chars (label, 10);
  gtk_label_set_attributes (label, self->plain);
  gtk_widget_add_css_class (GTK_WIDGET (label), "lens-cell");
  return label;
}

/* The labels: a heading row, then a row per reader (and one more under
 * RFC 3986's, for its error). */
static void
build_grid (UriscopeLensReaders *self)
{
  static const char *const headings[US_LENS_FIELD_COUNT] = {
    N_("Scheme"), N_("User information"), N_("Host"), N_("Port"), N_("Path"),
  };
  /* Widest a cell asks to be, in characters; each can shrink to "…". */
  static const int widths[US_LENS_FIELD_COUNT] = { 10, 24, 36, 6, 36 };
  int row = 0;

  for (guint c = 0; c <= US_LENS_FIELD_COUNT; c++)
    {
      GtkWidget *label = gtk_label_new (c == 0 ? _("Reader") : _(headings[c - 1]));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (label, "caption-heading");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "lens-cell");
      gtk_grid_attach (self->grid, label, (int) c, row, 1, 1);
    }
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      GtkWidget *title = gtk_label_new (us_lens_reader_title (r));

      row++;
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_widget_set_valign (title, GTK_ALIGN_START);
      gtk_widget_set_tooltip_text (title, us_lens_reader_version (r));
      gtk_widget_add_css_class (title, "heading");
      gtk_widget_add_css_class (title, "lens-cell");
      gtk_grid_attach (self->grid, title, 0, row, 1, 1);
      for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
        {
          GtkLabel *cell = GTK_LABEL (gtk_label_new (NULL));

          gtk_label_set_xalign (cell, 0);
          /* The end of a host is its registrable domain: cut in the middle. */
          gtk_label_set_ellipsize (cell, f == US_LENS_FIELD_HOST ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END);
          gtk_label_set_max_width_chars (cell, widths[f]);
          gtk_label_set_attributes (cell, self->plain);
          gtk_widget_set_hexpand (GTK_WIDGET (cell), f == US_LENS_FIELD_HOST || f == US_LENS_FIELD_PATH);
          /* A marked cell's tint as wide as its text. */
          gtk_widget_set_halign (GTK_WIDGET (cell), GTK_ALIGN_START);
          gtk_widget_add_css_class (GTK_WIDGET (cell), "monospace");
          gtk_widget_add_css_class (GTK_WIDGET (cell), "lens-cell");
          gtk_grid_attach (self->grid, GTK_WIDGET (cell), (int) f + 1, row, 1, 1);
          self->cells[r][f] = cell;
        }
      /* In the cells' place when the reader refuses the link. */
      self->refusals[r] = wrapped_label (self);
      gtk_widget_add_css_class (GTK_WIDGET (self->refusals[r]), "lens-refusal");
      gtk_grid_attach (self->grid, GTK_WIDGET (self->refusals[r]), 1, row, US_LENS_FIELD_COUNT, 1);
      if (r == US_LENS_READER_RFC3986)
        {
          row++;
          self->rfc3986_error = wrapped_label (self);
          gtk_widget_add_css_class (GTK_WIDGET (self->rfc3986_error), "dim-label");
          gtk_widget_add_css_class (GTK_WIDGET (self->rfc3986_error), "caption");
          gtk_grid_attach (self->grid, GTK_WIDGET (self->rfc3986_error), 1, row, US_LENS_FIELD_COUNT, 1);
        }
    }
}

static void
uriscope_lens_readers_finalize (GObject *object)
{
  UriscopeLensReaders *self = URISCOPE_LENS_READERS (object);

  pango_attr_list_unref (self->plain);
  pango_attr_list_unref (self->marked);
  G_OBJECT_CLASS (uriscope_lens_readers_parent_class)->finalize (object);
}

static void
uriscope_lens_readers_class_init (UriscopeLensReadersClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = uriscope_lens_readers_finalize;
}

static void
uriscope_lens_readers_init (UriscopeLensReaders *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);

  /* No "-" where a line of URI text wraps; a marked cell is bold and
   * underlined besides its colour. */
  self->plain = pango_attr_list_new ();
  pango_attr_list_insert (self->plain, pango_attr_insert_hyphens_new (FALSE));
  self->marked = pango_attr_list_copy (self->plain);
  pango_attr_list_insert (self->marked, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_attr_list_insert (self->marked, pango_attr_underline_new (PANGO_UNDERLINE_SINGLE));

  self->grid = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_column_spacing (self->grid, 6);
  gtk_grid_set_row_spacing (self->grid, 2);
  gtk_widget_add_css_class (GTK_WIDGET (self->grid), "card");
  gtk_widget_add_css_class (GTK_WIDGET (self->grid), "lens-readers");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("What each reader makes of the link"), -1);
  build_grid (self);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->grid));

  self->legend = GTK_LABEL (gtk_label_new (_("Bold and underlined: not what a browser reads.")));
  gtk_widget_set_visible (GTK_WIDGET (self->legend), FALSE);
  gtk_label_set_xalign (self->legend, 0);
  gtk_label_set_wrap (self->legend, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->legend), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->legend), "caption");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->legend));
}
