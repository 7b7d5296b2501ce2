/* uriscope-link-page.c — where does this link really go? The link lens
 *
 * The Link page of the window, from the core's lens (us_lens_new(): five
 * readers, the host's checks, the registrable domain, the findings):
 *
 *  - the headline, who goes where, in large type, with a warning icon when
 *    the readers go to different hosts;
 *  - a table, one row per reader (a browser, RFC 3986, GLib, curl,
 *    uriparser): scheme, user information, host, port and path. A reader
 *    that refuses the link says why across its row; RFC 3986 reads on past
 *    an error, so its parts are shown with the error under them. A cell
 *    that is not what a browser reads is bold and underlined, tinted, and
 *    says so in its tooltip: colour is never the only signal;
 *  - the registrable domain (libpsl), and the host as a browser's address
 *    bar shows it, the registrable domain in bold and the rest dimmed, as
 *    address bars do;
 *  - the findings, as rows like the problems under the field: severity,
 *    message, code and source, and the value a finding names. Activating
 *    one emits "finding-activated" with its span (the window selects its
 *    characters in the field). A nested URL has an Inspect button: the
 *    reference goes on a small stack and "open-reference" asks the window
 *    to inspect the nested URL; the Back button over the page pops it.
 *
 * Like the query table, the page is brought up to date only while it is
 * shown: each keystroke pays for what is on the screen. The lens's texts
 * are in its display form (no raw control, bidirectional controls named);
 * long ones are cut short here, as a megabyte of path must not become a
 * megabyte-wide label.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-link-page.h"

/* Characters of a table cell, and of the other texts, shown at most. */
#define CELL_CHARS 200
#define TEXT_CHARS 600

/* Findings listed at most; the rest are counted. */
#define MAX_LISTED_FINDINGS 100

/* References kept for Back. */
#define MAX_BACK 20

typedef struct {
  GtkWidget *row;            /* the GtkListBoxRow */
  GtkLabel *severity;
  GtkLabel *message;
  GtkLabel *meta;            /* code and source */
  GtkLabel *detail;
  GtkWidget *inspect;
} FindingRow;

struct _UriscopeLinkPage {
  GtkBox parent_instance;

  GtkWidget *back_button;
  GtkLabel *back_label;
  GtkImage *headline_icon;
  GtkLabel *headline;
  GtkGrid *readers;
  GtkLabel *legend;
  GtkLabel *registrable;
  GtkLabel *display_host;
  GtkLabel *count;
  GtkLabel *no_findings;
  GtkListBox *findings;

  GtkLabel *cells[US_LENS_READER_COUNT][US_LENS_FIELD_COUNT];
  GtkLabel *refusals[US_LENS_READER_COUNT];  /* across the row */
  GtkLabel *rfc3986_error;                   /* under RFC 3986's parts */
  GArray *rows;                              /* of FindingRow */
  GtkWidget *more;                           /* the "… and N more" row */
  PangoAttrList *plain;
  PangoAttrList *marked;                     /* bold and underlined */

  UsLens *lens;              /* NULL while not up to date */
  GBytes *pending;           /* the reference, until the page is shown */
  char *display_text;        /* the display host as shown, or NULL */
  GPtrArray *back;           /* of GBytes: the references Back returns to */
};

G_DEFINE_FINAL_TYPE (UriscopeLinkPage, uriscope_link_page, GTK_TYPE_BOX)

enum {
  SIGNAL_OPEN_REFERENCE,
  SIGNAL_FINDING_ACTIVATED,
  SIGNAL_LENS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* @text, at most @max_chars characters of it, then "…". */
static char *
capped (const char *text,
        gsize       max_chars)
{
  const char *p = text;

  for (gsize i = 0; i < max_chars && *p != '\0'; i++)
    p = g_utf8_next_char (p);
  if (*p == '\0')
    return g_strdup (text);
  return g_strdup_printf ("%.*s…", (int) (p - text), text);
}

/* Only what changed is set: a label set again is laid out again. */
static void
set_text (GtkLabel   *label,
          const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_text (label, text);
}

static void
set_markup (GtkLabel   *label,
            const char *markup)
{
  if (g_strcmp0 (gtk_label_get_label (label), markup) != 0)
    gtk_label_set_markup (label, markup);
}

static void
set_tooltip (GtkWidget  *widget,
             const char *text)
{
  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) != 0)
    gtk_widget_set_tooltip_text (widget, text);
}

/* ---- Back ------------------------------------------------------------------ */

static void
update_back (UriscopeLinkPage *self)
{
  GBytes *top;
  g_autofree char *shown = NULL;
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->back_button, self->back->len > 0);
  if (self->back->len == 0)
    return;
  top = g_ptr_array_index (self->back, self->back->len - 1);
  shown = us_render_quoted (g_bytes_get_data (top, NULL), g_bytes_get_size (top), 80);
  /* TRANSLATORS: a button; %s is the reference it returns to */
  text = g_strdup_printf (_("Back to %s"), shown);
  set_text (self->back_label, text);
}

/**
 * uriscope_link_page_go_back:
 *
 * Asks for the reference a link was inspected from ("open-reference").
 *
 * Returns: whether there was one
 */
gboolean
uriscope_link_page_go_back (UriscopeLinkPage *self)
{
  g_autoptr(GBytes) previous = NULL;

  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), FALSE);

  if (self->back->len == 0)
    return FALSE;
  previous = g_ptr_array_steal_index (self->back, self->back->len - 1);
  update_back (self);
  g_signal_emit (self, signals[SIGNAL_OPEN_REFERENCE], 0, previous);
  return TRUE;
}

/* How many references Back can return to. */
guint
uriscope_link_page_get_n_back (UriscopeLinkPage *self)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), 0);
  return self->back->len;
}

static void
back_clicked_cb (GtkButton        *button,
                 UriscopeLinkPage *self)
{
  uriscope_link_page_go_back (self);
}

/* The nested URL of a finding, inspected in turn; Back returns here. */
static void
inspect_clicked_cb (GtkButton        *button,
                    UriscopeLinkPage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "finding"));
  const UsLensFinding *f;
  g_autoptr(GBytes) nested = NULL;
  const char *input;
  gsize len;

  if (self->lens == NULL || index >= us_lens_get_n_findings (self->lens))
    return;
  f = us_lens_get_finding (self->lens, index);
  if (f->detail == NULL)
    return;
  /* Copied first: inspecting it replaces the lens. */
  nested = g_bytes_new (f->detail, strlen (f->detail));
  input = us_lens_get_input (self->lens, &len);
  if (self->back->len == MAX_BACK)
    g_ptr_array_remove_index (self->back, 0);
  g_ptr_array_add (self->back, g_bytes_new (input, len));
  update_back (self);
  g_signal_emit (self, signals[SIGNAL_OPEN_REFERENCE], 0, nested);
}

/* ---- the headline and the readers ---------------------------------------- */

static void
show_headline (UriscopeLinkPage *self,
               const char       *text,
               gboolean          warning)
{
  g_autofree char *shown = capped (text != NULL ? text : "", TEXT_CHARS);

  set_text (self->headline, shown);
  gtk_image_set_from_icon_name (self->headline_icon, warning ? "dialog-warning-symbolic" : "mark-location-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->headline_icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  warning ? _("Warning") : _("Link"), -1);
  if (warning)
    gtk_widget_add_css_class (GTK_WIDGET (self->headline_icon), "lens-warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->headline_icon), "lens-warning");
}

/* A cell: the reader's value, marked when it is not what a browser reads. */
static void
set_cell (UriscopeLinkPage *self,
          GtkLabel         *cell,
          const char       *value,
          gboolean          differs)
{
  g_autofree char *shown = NULL;
  g_autofree char *tip = NULL;
  const char *text;

  if (value == NULL || *value == '\0')
    /* TRANSLATORS: in the readers' table, a part a reader does not read
     * while a browser does */
    text = differs ? _("(none)") : "";
  else
    text = shown = capped (value, CELL_CHARS);
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
  set_tooltip (GTK_WIDGET (cell), differs ? tip : *text != '\0' ? text : NULL);
}

static void
show_readers (UriscopeLinkPage *self)
{
  gboolean any_differs = FALSE;
  const UsLensReading *rfc3986 = us_lens_get_reading (self->lens, US_LENS_READER_RFC3986);

  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      const UsLensReading *reading = us_lens_get_reading (self->lens, r);
      /* RFC 3986 reads on past an error: its parts, the error under them. */
      gboolean refused = reading->error != NULL && r != US_LENS_READER_RFC3986;

      for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
        {
          gboolean differs = !refused && us_lens_field_differs (self->lens, r, f);

          gtk_widget_set_visible (GTK_WIDGET (self->cells[r][f]), !refused);
          if (!refused)
            set_cell (self, self->cells[r][f], us_lens_reading_get_field (reading, f), differs);
          any_differs |= differs;
        }
      gtk_widget_set_visible (GTK_WIDGET (self->refusals[r]), refused);
      if (refused)
        {
          g_autofree char *error = capped (reading->error, TEXT_CHARS);
          /* TRANSLATORS: across a reader's row of the table: why it refuses the link */
          g_autofree char *text = g_strdup_printf (_("Refuses the link: %s"), error);

          set_text (self->refusals[r], text);
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->rfc3986_error), rfc3986->error != NULL);
  if (rfc3986->error != NULL)
    {
      g_autofree char *error = capped (rfc3986->error, TEXT_CHARS);
      /* TRANSLATORS: under RFC 3986's row of the table, which reads on past an error */
      g_autofree char *text = g_strdup_printf (_("Not a valid URI: %s"), error);

      set_text (self->rfc3986_error, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->legend), any_differs);
}

/* The registrable domain, and the host as an address bar shows it: the
 * registrable domain in bold, what is before it dimmed. */
static void
show_host (UriscopeLinkPage *self)
{
  const char *domain = us_lens_get_registrable_domain (self->lens);
  const char *host = us_lens_get_display_host (self->lens);
  g_autofree char *markup = NULL;

  if (domain != NULL)
    {
      g_autofree char *shown = capped (domain, TEXT_CHARS);

      set_text (self->registrable, shown);
    }
  else
    set_text (self->registrable, _("None: the host is an IP address or a public suffix, or there is no host"));

  g_clear_pointer (&self->display_text, g_free);
  if (host == NULL)
    {
      g_autofree char *none = g_markup_escape_text (_("No host: a browser reads none here"), -1);

      markup = g_strdup_printf ("<span alpha=\"60%%\">%s</span>", none);
    }
  else
    {
      gsize host_len, domain_len = domain != NULL ? strlen (domain) : 0;

      self->display_text = capped (host, TEXT_CHARS);
      host_len = strlen (self->display_text);
      if (domain_len > 0 && domain_len <= host_len && g_str_has_suffix (self->display_text, domain) &&
          (domain_len == host_len || self->display_text[host_len - domain_len - 1] == '.'))
        {
          g_autofree char *before = g_markup_escape_text (self->display_text, (gssize) (host_len - domain_len));
          g_autofree char *emphasised = g_markup_escape_text (domain, -1);

          markup = g_strdup_printf ("<span alpha=\"60%%\">%s</span><b>%s</b>", before, emphasised);
        }
      else
        markup = g_markup_escape_text (self->display_text, -1);
    }
  set_markup (self->display_host, markup);
}

/* ---- the findings ---------------------------------------------------------- */

static void
finding_row_new (UriscopeLinkPage *self,
                 FindingRow       *row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkLabel *labels[4];

  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      labels[i] = GTK_LABEL (gtk_label_new (NULL));
      gtk_label_set_xalign (labels[i], 0);
      if (i > 0)
        {
          /* Wrapped, and wanting no width of its own. */
          gtk_label_set_wrap (labels[i], TRUE);
          gtk_label_set_wrap_mode (labels[i], i == 3 ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR);
          gtk_label_set_width_chars (labels[i], 10);
          gtk_label_set_max_width_chars (labels[i], 10);
          gtk_label_set_attributes (labels[i], self->plain);
          gtk_box_append (GTK_BOX (texts), GTK_WIDGET (labels[i]));
        }
    }
  row->severity = labels[0];
  row->message = labels[1];
  row->meta = labels[2];
  row->detail = labels[3];
  gtk_widget_set_valign (GTK_WIDGET (row->severity), GTK_ALIGN_START);
  gtk_widget_add_css_class (GTK_WIDGET (row->meta), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (row->meta), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (row->detail), "monospace");
  gtk_widget_set_hexpand (texts, TRUE);

  row->inspect = gtk_button_new_with_mnemonic (_("_Inspect"));
  gtk_widget_set_tooltip_text (row->inspect, _("Inspect this link in turn; Back returns here"));
  gtk_widget_set_valign (row->inspect, GTK_ALIGN_CENTER);
  g_signal_connect (row->inspect, "clicked", G_CALLBACK (inspect_clicked_cb), self);

  gtk_box_append (GTK_BOX (box), GTK_WIDGET (row->severity));
  gtk_box_append (GTK_BOX (box), texts);
  gtk_box_append (GTK_BOX (box), row->inspect);
  gtk_list_box_append (self->findings, box);
  row->row = gtk_widget_get_parent (box);
}

static void
finding_row_set (FindingRow          *row,
                 guint                index,
                 const UsLensFinding *f)
{
  static const char *const classes[] = { "error", "warning", "note" };
  g_autofree char *message = capped (f->message, TEXT_CHARS);
  g_autofree char *code = g_markup_escape_text (us_lens_code_name (f->code), -1);
  g_autofree char *source = g_markup_escape_text (f->source != NULL ? f->source : "", -1);
  g_autofree char *meta = g_strdup_printf ("<tt>%s</tt> · %s", code, source);
  gboolean nested = f->code == US_LENS_NESTED_URL && f->detail != NULL;

  if (!gtk_widget_has_css_class (GTK_WIDGET (row->severity), classes[f->severity]))
    {
      gtk_label_set_text (row->severity, us_severity_label (f->severity));
      gtk_widget_set_css_classes (GTK_WIDGET (row->severity),
                                  (const char *[]) { "diagnostic-severity", classes[f->severity], NULL });
    }
  set_text (row->message, message);
  set_markup (row->meta, meta);
  gtk_widget_set_visible (GTK_WIDGET (row->detail), f->detail != NULL);
  if (f->detail != NULL)
    {
      g_autofree char *detail = capped (f->detail, TEXT_CHARS);
      g_autofree char *text = g_strconcat ("→ ", detail, NULL);

      set_text (row->detail, text);
    }
  gtk_widget_set_visible (row->inspect, nested);
  g_object_set_data (G_OBJECT (row->inspect), "finding", GUINT_TO_POINTER (index));
}

static void
show_findings (UriscopeLinkPage *self)
{
  guint n = us_lens_get_n_findings (self->lens);
  guint shown = MIN (n, MAX_LISTED_FINDINGS);
  g_autofree char *count = NULL;

  if (self->more != NULL)
    {
      gtk_list_box_remove (self->findings, self->more);
      self->more = NULL;
    }
  for (; self->rows->len > shown; g_array_set_size (self->rows, self->rows->len - 1))
    gtk_list_box_remove (self->findings, g_array_index (self->rows, FindingRow, self->rows->len - 1).row);
  while (self->rows->len < shown)
    {
      FindingRow row;

      finding_row_new (self, &row);
      g_array_append_val (self->rows, row);
    }
  for (guint i = 0; i < shown; i++)
    finding_row_set (&g_array_index (self->rows, FindingRow, i), i, us_lens_get_finding (self->lens, i));
  if (n > shown)
    {
      g_autofree char *more = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "… and %u more finding",
                                                            "… and %u more findings", n - shown),
                                               n - shown);
      GtkWidget *label = gtk_label_new (more);

      gtk_list_box_append (self->findings, label);
      self->more = gtk_widget_get_parent (label);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->more), FALSE);
    }
  if (n > 0)
    /* TRANSLATORS: how many findings the link lens lists */
    count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u finding", "%u findings", n), n);
  set_text (self->count, count != NULL ? count : "");
  gtk_widget_set_visible (GTK_WIDGET (self->no_findings), n == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->findings), n > 0);
}

/* Activating a finding selects its characters in the field (the window). */
static void
row_activated_cb (GtkListBox       *box,
                  GtkListBoxRow    *row,
                  UriscopeLinkPage *self)
{
  int index = gtk_list_box_row_get_index (row);
  const UsLensFinding *f;

  if (self->lens == NULL || index < 0 || (guint) index >= MIN (self->rows->len, us_lens_get_n_findings (self->lens)))
    return;
  f = us_lens_get_finding (self->lens, (guint) index);
  g_signal_emit (self, signals[SIGNAL_FINDING_ACTIVATED], 0, (guint64) f->start, (guint64) f->end);
}

/* ---- the page --------------------------------------------------------------- */

static void
fill (UriscopeLinkPage *self,
      GBytes           *reference)
{
  g_autoptr(GError) error = NULL;
  gsize len;
  const char *text = g_bytes_get_data (reference, &len);

  g_clear_pointer (&self->lens, us_lens_unref);
  self->lens = us_lens_new (text != NULL ? text : "", len, &error);
  gtk_widget_set_visible (GTK_WIDGET (self->readers), self->lens != NULL);
  if (self->lens == NULL)
    {
      /* Only a reference over the core's size limit. */
      show_headline (self, error->message, FALSE);
      g_clear_pointer (&self->display_text, g_free);
      gtk_widget_set_visible (GTK_WIDGET (self->legend), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->findings), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->no_findings), FALSE);
      set_text (self->registrable, "");
      set_text (self->display_host, "");
      set_text (self->count, "");
      return;
    }
  show_headline (self, us_lens_get_headline (self->lens), us_lens_readers_disagree (self->lens));
  show_readers (self);
  show_host (self);
  show_findings (self);
}

/**
 * uriscope_link_page_show:
 * @text: (array length=len): the reference
 *
 * Reads @text with the lens and shows it: at once when the page is on the
 * screen, else when it comes on it (and then "lens-changed" is emitted).
 */
void
uriscope_link_page_show (UriscopeLinkPage *self,
                         const char       *text,
                         gsize             len)
{
  g_autoptr(GBytes) reference = NULL;

  g_return_if_fail (URISCOPE_IS_LINK_PAGE (self));

  g_clear_pointer (&self->lens, us_lens_unref);
  g_clear_pointer (&self->pending, g_bytes_unref);
  reference = g_bytes_new (text, len);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    fill (self, reference);
  else
    self->pending = g_steal_pointer (&reference);
}

static void
uriscope_link_page_map (GtkWidget *widget)
{
  UriscopeLinkPage *self = URISCOPE_LINK_PAGE (widget);

  GTK_WIDGET_CLASS (uriscope_link_page_parent_class)->map (widget);
  if (self->pending != NULL)
    {
      g_autoptr(GBytes) reference = g_steal_pointer (&self->pending);

      fill (self, reference);
      g_signal_emit (self, signals[SIGNAL_LENS_CHANGED], 0);
    }
}

/* The lens shown, or NULL while the page is not up to date (not shown). */
UsLens *
uriscope_link_page_get_lens (UriscopeLinkPage *self)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), NULL);
  return self->lens;
}

const char *
uriscope_link_page_get_headline (UriscopeLinkPage *self)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), NULL);
  return gtk_label_get_text (self->headline);
}

/* The label of a reader's part. */
GtkLabel *
uriscope_link_page_get_cell (UriscopeLinkPage *self,
                             UsLensReader      reader,
                             UsLensField       field)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), NULL);
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT && (guint) field < US_LENS_FIELD_COUNT, NULL);
  return self->cells[reader][field];
}

/* The label across a reader's row when it refuses the link (visible then). */
GtkLabel *
uriscope_link_page_get_refusal (UriscopeLinkPage *self,
                                UsLensReader      reader)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), NULL);
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT, NULL);
  return self->refusals[reader];
}

/* The host as an address bar shows it, or NULL for none. */
const char *
uriscope_link_page_get_display_host (UriscopeLinkPage *self)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), NULL);
  return self->display_text;
}

GtkListBox *
uriscope_link_page_get_findings (UriscopeLinkPage *self)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), NULL);
  return self->findings;
}

/* The table's labels: a heading row, then a row per reader (and one more
 * under RFC 3986's, for its error). */
static void
build_readers (UriscopeLinkPage *self)
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
      gtk_grid_attach (self->readers, label, (int) c, row, 1, 1);
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
      gtk_grid_attach (self->readers, title, 0, row, 1, 1);
      for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
        {
          GtkLabel *cell = GTK_LABEL (gtk_label_new (NULL));

          gtk_label_set_xalign (cell, 0);
          /* The end of a host is its registrable domain: cut in the middle. */
          gtk_label_set_ellipsize (cell, f == US_LENS_FIELD_HOST ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END);
          gtk_label_set_max_width_chars (cell, widths[f]);
          gtk_label_set_attributes (cell, self->plain);
          gtk_widget_set_hexpand (GTK_WIDGET (cell), f == US_LENS_FIELD_HOST || f == US_LENS_FIELD_PATH);
          gtk_widget_add_css_class (GTK_WIDGET (cell), "monospace");
          gtk_widget_add_css_class (GTK_WIDGET (cell), "lens-cell");
          gtk_grid_attach (self->readers, GTK_WIDGET (cell), (int) f + 1, row, 1, 1);
          self->cells[r][f] = cell;
        }
      /* In the cells' place when the reader refuses the link. */
      self->refusals[r] = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_set_visible (GTK_WIDGET (self->refusals[r]), FALSE);
      gtk_label_set_xalign (self->refusals[r], 0);
      gtk_label_set_wrap (self->refusals[r], TRUE);
      gtk_label_set_wrap_mode (self->refusals[r], PANGO_WRAP_WORD_CHAR);
      gtk_label_set_width_chars (self->refusals[r], 10);
      gtk_label_set_max_width_chars (self->refusals[r], 10);
      gtk_label_set_attributes (self->refusals[r], self->plain);
      gtk_widget_add_css_class (GTK_WIDGET (self->refusals[r]), "lens-refusal");
      gtk_widget_add_css_class (GTK_WIDGET (self->refusals[r]), "lens-cell");
      gtk_grid_attach (self->readers, GTK_WIDGET (self->refusals[r]), 1, row, US_LENS_FIELD_COUNT, 1);
      if (r == US_LENS_READER_RFC3986)
        {
          row++;
          self->rfc3986_error = GTK_LABEL (gtk_label_new (NULL));
          gtk_widget_set_visible (GTK_WIDGET (self->rfc3986_error), FALSE);
          gtk_label_set_xalign (self->rfc3986_error, 0);
          gtk_label_set_wrap (self->rfc3986_error, TRUE);
          gtk_label_set_wrap_mode (self->rfc3986_error, PANGO_WRAP_WORD_CHAR);
          gtk_label_set_width_chars (self->rfc3986_error, 10);
          gtk_label_set_max_width_chars (self->rfc3986_error, 10);
          gtk_label_set_attributes (self->rfc3986_error, self->plain);
          gtk_widget_add_css_class (GTK_WIDGET (self->rfc3986_error), "dim-label");
          gtk_widget_add_css_class (GTK_WIDGET (self->rfc3986_error), "caption");
          gtk_widget_add_css_class (GTK_WIDGET (self->rfc3986_error), "lens-cell");
          gtk_grid_attach (self->readers, GTK_WIDGET (self->rfc3986_error), 1, row, US_LENS_FIELD_COUNT, 1);
        }
    }
}

static void
uriscope_link_page_dispose (GObject *object)
{
  UriscopeLinkPage *self = URISCOPE_LINK_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), URISCOPE_TYPE_LINK_PAGE);
  g_clear_pointer (&self->lens, us_lens_unref);
  g_clear_pointer (&self->pending, g_bytes_unref);
  G_OBJECT_CLASS (uriscope_link_page_parent_class)->dispose (object);
}

static void
uriscope_link_page_finalize (GObject *object)
{
  UriscopeLinkPage *self = URISCOPE_LINK_PAGE (object);

  g_array_unref (self->rows);
  g_ptr_array_unref (self->back);
  g_free (self->display_text);
  pango_attr_list_unref (self->plain);
  pango_attr_list_unref (self->marked);
  G_OBJECT_CLASS (uriscope_link_page_parent_class)->finalize (object);
}

static void
uriscope_link_page_class_init (UriscopeLinkPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_link_page_dispose;
  object_class->finalize = uriscope_link_page_finalize;
  widget_class->map = uriscope_link_page_map;

  /**
   * UriscopeLinkPage::open-reference:
   * @reference: (type GBytes): a reference to inspect: a nested URL, or
   *   the reference Back returns to
   */
  signals[SIGNAL_OPEN_REFERENCE] =
    g_signal_new ("open-reference", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BYTES);
  /**
   * UriscopeLinkPage::finding-activated:
   * @start: the byte offset of the finding's first byte in the reference
   * @end: just past its last
   */
  signals[SIGNAL_FINDING_ACTIVATED] =
    g_signal_new ("finding-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT64, G_TYPE_UINT64);
  /**
   * UriscopeLinkPage::lens-changed:
   *
   * The page came on the screen and read the reference it was given
   * while hidden: uriscope_link_page_get_lens() has a new lens.
   */
  signals[SIGNAL_LENS_CHANGED] =
    g_signal_new ("lens-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/uriscope/Uriscope/uriscope-link-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, back_button);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, back_label);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, headline_icon);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, headline);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, readers);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, legend);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, registrable);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, display_host);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, count);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, no_findings);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, findings);
}

static void
uriscope_link_page_init (UriscopeLinkPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = g_array_new (FALSE, FALSE, sizeof (FindingRow));
  self->back = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  /* No "-" where a line of URI text wraps; a marked cell is bold and
   * underlined besides its colour. */
  self->plain = pango_attr_list_new ();
  pango_attr_list_insert (self->plain, pango_attr_insert_hyphens_new (FALSE));
  self->marked = pango_attr_list_copy (self->plain);
  pango_attr_list_insert (self->marked, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_attr_list_insert (self->marked, pango_attr_underline_new (PANGO_UNDERLINE_SINGLE));
  gtk_label_set_attributes (self->headline, self->plain);
  gtk_label_set_attributes (self->back_label, self->plain);
  gtk_label_set_attributes (self->registrable, self->plain);
  gtk_label_set_attributes (self->display_host, self->plain);

  build_readers (self);
  g_signal_connect (self->back_button, "clicked", G_CALLBACK (back_clicked_cb), self);
  g_signal_connect (self->findings, "row-activated", G_CALLBACK (row_activated_cb), self);
}
