/* uriscope-lens-findings.c — the link lens's findings, as rows
 *
 * On the Link page, every finding of the lens (us_lens_get_finding()) as a
 * row like the problems under the field: its severity (in words, not only
 * a colour), its message, its code and source, and the value it names
 * ("→ apple.com"). Activating a row emits "finding-activated" with the
 * finding's span: the window selects its characters in the field. A
 * nested URL's row has an Inspect button, which emits "inspect" with the
 * URL's bytes as decoded (UsLensFinding.value, not the display form). At most MAX_LISTED rows; the count says how many there are.
 *
 * Rows are kept and refilled as the reference changes: only what changed
 * is set again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-lens-findings.h"
#include "uriscope-text.h"
#include "uriscope-width-bin.h"

/* Findings listed at most. */
#define MAX_LISTED 100

/* Characters of a message or a value shown at most. */
#define TEXT_CHARS 600

typedef struct {
  GtkWidget *row;            /* the GtkListBoxRow */
  GtkLabel *severity;
  GtkLabel *message;
  GtkLabel *meta;            /* code and source */
  GtkLabel *detail;
  GtkWidget *inspect;
} FindingRow;

struct _UriscopeLensFindings {
  GtkBox parent_instance;

  GtkLabel *count;
  GtkLabel *placeholder;
  GtkListBox *list;

  GArray *rows;              /* of FindingRow */
  GtkWidget *more;           /* the "… and N more" row */
  PangoAttrList *plain;
  UsLens *lens;              /* the lens the rows show */
};

G_DEFINE_FINAL_TYPE (UriscopeLensFindings, uriscope_lens_findings, GTK_TYPE_BOX)

enum {
  SIGNAL_FINDING_ACTIVATED,
  SIGNAL_INSPECT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Only what changed is set. */
static void
set_text (GtkLabel   *label,
          const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_text (label, text);
}

static void
inspect_clicked_cb (GtkButton            *button,
                    UriscopeLensFindings *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "finding"));
  const UsLensFinding *f;
  g_autoptr(GBytes) url = NULL;

  if (self->lens == NULL || index >= us_lens_get_n_findings (self->lens))
    return;
  f = us_lens_get_finding (self->lens, index);
  /* The nested URL's bytes as decoded, not its display form (where a tab
   * is "␉" and an RLO "<U+202E>"). */
  if (f->code != US_LENS_NESTED_URL || f->value == NULL)
    return;
  url = g_bytes_new (f->value, f->value_len);
  g_signal_emit (self, signals[SIGNAL_INSPECT], 0, url);
}

static void
row_new (UriscopeLensFindings *self,
         FindingRow           *row)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *texts_bin;
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
  /* The texts' width asked for no height (uriscope-width-bin.c): the row's
   * box allocating them asked each wrapping label its width for its height,
   * which GTK 4.8 finds by laying it out about 20 times. */
  texts_bin = uriscope_width_bin_new (texts);
  gtk_widget_set_hexpand (texts_bin, TRUE);

  row->inspect = gtk_button_new_with_mnemonic (_("_Inspect"));
  gtk_widget_set_tooltip_text (row->inspect, _("Inspect this link in turn; Back returns here"));
  gtk_widget_set_valign (row->inspect, GTK_ALIGN_CENTER);
  g_signal_connect (row->inspect, "clicked", G_CALLBACK (inspect_clicked_cb), self);

  gtk_box_append (GTK_BOX (box), GTK_WIDGET (row->severity));
  gtk_box_append (GTK_BOX (box), texts_bin);
  gtk_box_append (GTK_BOX (box), row->inspect);
  gtk_list_box_append (self->list, box);
  row->row = gtk_widget_get_parent (box);
}

static void
row_set (FindingRow          *row,
         guint                index,
         const UsLensFinding *f)
{
  static const char *const classes[] = { "error", "warning", "note" };
  g_autofree char *message = uriscope_text_excerpt (f->message, -1, TEXT_CHARS, URISCOPE_EXCERPT_LENGTH);
  g_autofree char *code = g_markup_escape_text (us_lens_code_name (f->code), -1);
  g_autofree char *source = g_markup_escape_text (f->source != NULL ? f->source : "", -1);
  g_autofree char *meta = g_strdup_printf ("<tt>%s</tt> · %s", code, source);

  if (!gtk_widget_has_css_class (GTK_WIDGET (row->severity), classes[f->severity]))
    {
      gtk_label_set_text (row->severity, us_severity_label (f->severity));
      gtk_widget_set_css_classes (GTK_WIDGET (row->severity),
                                  (const char *[]) { "diagnostic-severity", classes[f->severity], NULL });
    }
  set_text (row->message, message);
  if (g_strcmp0 (gtk_label_get_label (row->meta), meta) != 0)
    gtk_label_set_markup (row->meta, meta);
  gtk_widget_set_visible (GTK_WIDGET (row->detail), f->detail != NULL);
  if (f->detail != NULL)
    {
      g_autofree char *detail = uriscope_text_excerpt (f->detail, -1, TEXT_CHARS, URISCOPE_EXCERPT_LENGTH);
      g_autofree char *text = g_strconcat ("→ ", detail, NULL);

      set_text (row->detail, text);
    }
  gtk_widget_set_visible (row->inspect, f->code == US_LENS_NESTED_URL && f->value != NULL);
  g_object_set_data (G_OBJECT (row->inspect), "finding", GUINT_TO_POINTER (index));
}

/**
 * uriscope_lens_findings_show:
 * @lens: the link lens
 *
 * Lists the findings of @lens.
 */
void
uriscope_lens_findings_show (UriscopeLensFindings *self,
                             UsLens               *lens)
{
  guint n, shown;
  g_autofree char *count = NULL;

  g_return_if_fail (URISCOPE_IS_LENS_FINDINGS (self));
  g_return_if_fail (lens != NULL);

  g_clear_pointer (&self->lens, us_lens_unref);
  self->lens = us_lens_ref (lens);
  n = us_lens_get_n_findings (lens);
  shown = MIN (n, MAX_LISTED);
  if (self->more != NULL)
    {
      gtk_list_box_remove (self->list, self->more);
      self->more = NULL;
    }
  for (; self->rows->len > shown; g_array_set_size (self->rows, self->rows->len - 1))
    gtk_list_box_remove (self->list, g_array_index (self->rows, FindingRow, self->rows->len - 1).row);
  while (self->rows->len < shown)
    {
      FindingRow row;

      row_new (self, &row);
      g_array_append_val (self->rows, row);
    }
  for (guint i = 0; i < shown; i++)
    row_set (&g_array_index (self->rows, FindingRow, i), i, us_lens_get_finding (lens, i));
  if (n > shown)
    {
      g_autofree char *more = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "… and %u more finding",
                                                            "… and %u more findings", n - shown),
                                               n - shown);
      GtkWidget *label = gtk_label_new (more);

      gtk_list_box_append (self->list, label);
      self->more = gtk_widget_get_parent (label);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->more), FALSE);
    }
  if (n > 0)
    /* TRANSLATORS: how many findings the link lens lists */
    count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u finding", "%u findings", n), n);
  set_text (self->count, count != NULL ? count : "");
  gtk_widget_set_visible (GTK_WIDGET (self->placeholder), n == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->list), n > 0);
}

/* The list of rows, for tests. */
GtkListBox *
uriscope_lens_findings_get_list (UriscopeLensFindings *self)
{
  g_return_val_if_fail (URISCOPE_IS_LENS_FINDINGS (self), NULL);
  return self->list;
}

/* Activating a finding selects its characters in the field (the window). */
static void
row_activated_cb (GtkListBox           *box,
                  GtkListBoxRow        *row,
                  UriscopeLensFindings *self)
{
  int index = gtk_list_box_row_get_index (row);
  const UsLensFinding *f;

  if (self->lens == NULL || index < 0 || (guint) index >= MIN (self->rows->len, us_lens_get_n_findings (self->lens)))
    return;
  f = us_lens_get_finding (self->lens, (guint) index);
  g_signal_emit (self, signals[SIGNAL_FINDING_ACTIVATED], 0, (guint64) f->start, (guint64) f->end);
}

static void
uriscope_lens_findings_dispose (GObject *object)
{
  UriscopeLensFindings *self = URISCOPE_LENS_FINDINGS (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), URISCOPE_TYPE_LENS_FINDINGS);
  g_clear_pointer (&self->lens, us_lens_unref);
  G_OBJECT_CLASS (uriscope_lens_findings_parent_class)->dispose (object);
}

static void
uriscope_lens_findings_finalize (GObject *object)
{
  UriscopeLensFindings *self = URISCOPE_LENS_FINDINGS (object);

  g_array_unref (self->rows);
  pango_attr_list_unref (self->plain);
  G_OBJECT_CLASS (uriscope_lens_findings_parent_class)->finalize (object);
}

static void
uriscope_lens_findings_class_init (UriscopeLensFindingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_lens_findings_dispose;
  object_class->finalize = uriscope_lens_findings_finalize;

  /**
   * UriscopeLensFindings::finding-activated:
   * @start: the byte offset of the finding's first byte in the reference
   * @end: just past its last
   */
  signals[SIGNAL_FINDING_ACTIVATED] =
    g_signal_new ("finding-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT64, G_TYPE_UINT64);
  /**
   * UriscopeLensFindings::inspect:
   * @url: (type GBytes): the nested URL of a finding, to inspect in turn
   */
  signals[SIGNAL_INSPECT] =
    g_signal_new ("inspect", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BYTES);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/uriscope/Uriscope/uriscope-lens-findings.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeLensFindings, count);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLensFindings, placeholder);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLensFindings, list);
}

static void
uriscope_lens_findings_init (UriscopeLensFindings *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = g_array_new (FALSE, FALSE, sizeof (FindingRow));
  /* No "-" where a line of URI text wraps. */
  self->plain = pango_attr_list_new ();
  pango_attr_list_insert (self->plain, pango_attr_insert_hyphens_new (FALSE));
  g_signal_connect (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);
}
