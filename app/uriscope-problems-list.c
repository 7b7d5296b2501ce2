/* uriscope-problems-list.c — the reference's problems, with their fixes
 *
 * One row a diagnostic of the core (at most MAX_LISTED_DIAGNOSTICS, the
 * field still marks every one): severity, message and a Fix button when
 * there is a fix, which emits "apply-fix" with the bytes to replace and
 * their replacement. Activating a row emits "problem-activated" with the
 * byte the problem starts at. Fix All (the window's win.fix-all) is shown
 * when anything can be fixed.
 *
 * The list scrolls, but never shrinks below its first three rows (all
 * of them when there are fewer): in a window of 768 pixels the page under
 * it would otherwise leave it a strip of one row. Their height depends on
 * the width the messages wrap at, so it is measured again when the rows
 * change and when the list is given another width.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-problems-list.h"
#include "uriscope-text.h"
#include "uriscope-width-bin.h"
#include "uriscope-problems-list-private.h"

/* Diagnostics listed at most; the field still marks every one. */
#define MAX_LISTED_DIAGNOSTICS 200

/* Rows the list shows at least, and its natural height at most (pixels,
 * unless those rows need more). */
#define ROWS_SHOWN_AT_LEAST 3
#define NATURAL_HEIGHT_MAX 180

struct _UriscopeProblemsList {
  GtkBox parent_instance;

  GtkWidget *fix_all;
  GtkWidget *scroller;
  GtkListBox *diagnostics;

  UsResult *result;
  GtkWidget *more;             /* the "… and N more" row, if any */
  guint n_rows;                /* diagnostic rows in the list */
  int rows_height;             /* the scroller's least height, or 0 */
  guint measure_source;
};

G_DEFINE_FINAL_TYPE (UriscopeProblemsList, uriscope_problems_list, GTK_TYPE_BOX)

enum {
  SIGNAL_APPLY_FIX,
  SIGNAL_PROBLEM_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
apply_fix_cb (GtkButton            *button,
              UriscopeProblemsList *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "diagnostic"));
  const UsDiagnostic *d;
  g_autofree char *fix = NULL;

  if (self->result == NULL || index >= us_result_get_n_diagnostics (self->result))
    return;
  d = us_result_get_diagnostic (self->result, index);
  /* Every edit parses again and replaces the result: keep the fix. */
  fix = g_strndup (d->fix_text, d->fix_len);
  g_signal_emit (self, signals[SIGNAL_APPLY_FIX], 0, (guint64) d->fix_start, (guint64) d->fix_end, fix);
}

/* A row of the list: severity, message and a Fix button when there is a
 * fix. Rows are kept and refilled after each parse: creating forty rows
 * with their buttons took 11 ms a keystroke. */
static GtkWidget *
diagnostic_row_new (UriscopeProblemsList *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *severity = gtk_label_new (NULL);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *fix = gtk_button_new_with_label (_("Fix"));
  GtkWidget *bin;

  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_label_set_xalign (GTK_LABEL (severity), 0);
  gtk_box_append (GTK_BOX (box), severity);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* The message's width asked for no height (uriscope-width-bin.c): the
   * row's box asked a wrapping label its width for its height, which
   * GTK 4.8 finds by laying it out again and again (30 layouts of a
   * 143-character message after a 1 MB paste). */
  bin = uriscope_width_bin_new (label);
  gtk_widget_set_hexpand (bin, TRUE);
  gtk_box_append (GTK_BOX (box), bin);
  gtk_widget_set_valign (fix, GTK_ALIGN_CENTER);
  g_signal_connect (fix, "clicked", G_CALLBACK (apply_fix_cb), self);
  gtk_box_append (GTK_BOX (box), fix);
  return box;
}

static void
diagnostic_row_set (UriscopeProblemsList *self,
                    GtkWidget            *box,
                    guint                 index,
                    const UsDiagnostic   *d,
                    gboolean              offered)
{
  static const char *const classes[] = { "error", "warning", "note" };
  GtkWidget *severity = gtk_widget_get_first_child (box);
  GtkWidget *bin = gtk_widget_get_next_sibling (severity);
  GtkWidget *label = uriscope_width_bin_get_child (URISCOPE_WIDTH_BIN (bin));
  GtkWidget *fix = gtk_widget_get_next_sibling (bin);
  /* The fix in words only where it is offered: one that would lose the
   * link's meaning is not proposed (us_analysis_dup_offered_fixes()). */
  g_autofree char *words = us_result_format_message_at (self->result, index, offered);
  /* A message may hold the whole host. */
  g_autofree char *message = uriscope_text_message_excerpt (words);

  /* Only what changed is set: restyling 200 unchanged rows took 100 ms. */
  if (!gtk_widget_has_css_class (severity, classes[d->severity]))
    {
      gtk_label_set_text (GTK_LABEL (severity), us_severity_label (d->severity));
      gtk_widget_set_css_classes (severity, (const char *[]) { "diagnostic-severity", classes[d->severity], NULL });
    }
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), message) != 0)
    gtk_label_set_text (GTK_LABEL (label), message);
  gtk_widget_set_visible (fix, offered);
  if (offered)
    {
      g_autofree char *tip = NULL;
      g_autofree char *shown = us_quote (d->fix_text, d->fix_len, 60);

      tip = d->fix_len > 0 ? g_strdup_printf (_("Replace with “%s”"), shown) : g_strdup (_("Remove it"));
      /* A link wrapped over lines: the fix joins them, and says so. Set
       * only when it changes: GTK 4.8 lays a button's label out again,
       * and its row with it, even when the text is the same. */
      const char *name = d->code == US_DIAG_WRAPPED_LINES ? _("Join the lines") : _("Fix");

      if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (fix)), name) != 0)
        gtk_button_set_label (GTK_BUTTON (fix), name);
      if (g_strcmp0 (gtk_widget_get_tooltip_text (fix), tip) != 0)
        {
          gtk_widget_set_tooltip_text (fix, tip);
          /* The button says only "Fix": its tooltip says what it does. */
          gtk_accessible_update_property (GTK_ACCESSIBLE (fix), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tip, -1);
        }
      g_object_set_data (G_OBJECT (fix), "diagnostic", GUINT_TO_POINTER (index));
    }
}

/* The scroller's least height: its first rows' at the list's width. */
static void
update_least_height (UriscopeProblemsList *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self->diagnostics));
  guint rows = MIN (self->n_rows, ROWS_SHOWN_AT_LEAST);
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (self->scroller);
  int height = 0;

  for (guint i = 0; i < rows; i++)
    {
      int min = 0;

      gtk_widget_measure (GTK_WIDGET (gtk_list_box_get_row_at_index (self->diagnostics, (int) i)),
                          GTK_ORIENTATION_VERTICAL, width > 0 ? width : -1, &min, NULL, NULL, NULL);
      height += min;
    }
  /* The boxed list's border above and below. */
  if (height > 0)
    height += 2;
  if (height == self->rows_height)
    return;
  self->rows_height = height;
  /* The least never above the most: no most while the least changes (a
   * tall list getting less tall, zoomed, had its most set under its
   * least). */
  if (height > NATURAL_HEIGHT_MAX)
    {
      gtk_scrolled_window_set_max_content_height (scroller, -1);
      gtk_scrolled_window_set_min_content_height (scroller, height);
      gtk_scrolled_window_set_max_content_height (scroller, height);
    }
  else
    {
      gtk_scrolled_window_set_min_content_height (scroller, height > 0 ? height : -1);
      gtk_scrolled_window_set_max_content_height (scroller, NATURAL_HEIGHT_MAX);
    }
}

static gboolean
measure_cb (gpointer data)
{
  UriscopeProblemsList *self = data;

  self->measure_source = 0;
  update_least_height (self);
  return G_SOURCE_REMOVE;
}

/* Given another width (the scroller's horizontal page), the messages wrap
 * otherwise: measured again once this allocation is over. */
static void
width_changed_cb (GtkAdjustment        *adjustment,
                  GParamSpec           *pspec,
                  UriscopeProblemsList *self)
{
  if (self->n_rows > 0 && self->measure_source == 0)
    self->measure_source = g_idle_add (measure_cb, self);
}

/**
 * uriscope_problems_list_show:
 * @result: (nullable): the parse whose diagnostics to list
 * @offered: (nullable) (array): for each diagnostic, whether its fix is
 *   offered (us_analysis_dup_offered_fixes()); NULL: none is
 */
void
uriscope_problems_list_show (UriscopeProblemsList *self,
                             UsResult             *result,
                             const gboolean       *offered)
{
  guint n = result ? us_result_get_n_diagnostics (result) : 0;
  guint shown = MIN (n, MAX_LISTED_DIAGNOSTICS);
  gboolean any_fix = FALSE;
  GtkListBoxRow *row;

  g_return_if_fail (URISCOPE_IS_PROBLEMS_LIST (self));

  if (result != self->result)
    {
      g_clear_pointer (&self->result, us_result_unref);
      self->result = result ? us_result_ref (result) : NULL;
    }
  /* "… and N more" goes while the rows change, and comes back after them
   * (its row kept while there are as many rows and more). */
  if (self->more != NULL && (n <= shown || self->n_rows != shown))
    {
      gtk_list_box_remove (self->diagnostics, self->more);
      self->more = NULL;
    }
  for (; self->n_rows > shown; self->n_rows--)
    gtk_list_box_remove (self->diagnostics, GTK_WIDGET (gtk_list_box_get_row_at_index (self->diagnostics, (int) self->n_rows - 1)));
  for (; self->n_rows < shown; self->n_rows++)
    gtk_list_box_append (self->diagnostics, diagnostic_row_new (self));
  for (guint i = 0; i < shown; i++)
    {
      row = gtk_list_box_get_row_at_index (self->diagnostics, (int) i);
      diagnostic_row_set (self, gtk_list_box_row_get_child (row), i, us_result_get_diagnostic (result, i),
                          offered != NULL && offered[i]);
    }
  if (n > shown)
    {
      g_autofree char *more = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "… and %u more problem, marked in the field",
                                                            "… and %u more problems, marked in the field",
                                                            n - shown),
                                               n - shown);
      if (self->more == NULL)
        {
          GtkWidget *label = gtk_label_new (more);

          gtk_list_box_append (self->diagnostics, label);
          self->more = gtk_widget_get_parent (label);
        }
      else
        {
          GtkLabel *label = GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (self->more)));

          if (g_strcmp0 (gtk_label_get_text (label), more) != 0)
            gtk_label_set_text (label, more);
        }
    }
  /* The list takes no room when there is nothing to list. */
  gtk_widget_set_visible (self->scroller, n > 0);
  update_least_height (self);
  /* Fix All is offered when any fix is. */
  for (guint i = 0; offered != NULL && i < n && !any_fix; i++)
    any_fix = offered[i];
  gtk_widget_set_visible (self->fix_all, any_fix);
}

/* Activating a problem puts the cursor on it. */
static void
row_activated_cb (GtkListBox           *box,
                  GtkListBoxRow        *row,
                  UriscopeProblemsList *self)
{
  int index = gtk_list_box_row_get_index (row);

  if (self->result == NULL || index < 0 || (guint) index >= MIN (self->n_rows, us_result_get_n_diagnostics (self->result)))
    return;
  g_signal_emit (self, signals[SIGNAL_PROBLEM_ACTIVATED], 0,
                 (guint64) us_result_get_diagnostic (self->result, (guint) index)->start);
}

GtkListBox *
uriscope_problems_list_get_list_box (UriscopeProblemsList *self)
{
  return self->diagnostics;
}

GtkWidget *
uriscope_problems_list_get_fix_all (UriscopeProblemsList *self)
{
  return self->fix_all;
}

static void
uriscope_problems_list_dispose (GObject *object)
{
  UriscopeProblemsList *self = URISCOPE_PROBLEMS_LIST (object);

  g_clear_handle_id (&self->measure_source, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), URISCOPE_TYPE_PROBLEMS_LIST);
  g_clear_pointer (&self->result, us_result_unref);
  G_OBJECT_CLASS (uriscope_problems_list_parent_class)->dispose (object);
}

static void
uriscope_problems_list_class_init (UriscopeProblemsListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_problems_list_dispose;

  /**
   * UriscopeProblemsList::apply-fix:
   * @start: the first byte of the reference to replace
   * @end: the byte after the last
   * @replacement: what goes there
   */
  signals[SIGNAL_APPLY_FIX] = g_signal_new ("apply-fix", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                            0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                            G_TYPE_UINT64, G_TYPE_UINT64, G_TYPE_STRING);
  /**
   * UriscopeProblemsList::problem-activated:
   * @byte: where the problem starts in the reference
   */
  signals[SIGNAL_PROBLEM_ACTIVATED] = g_signal_new ("problem-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT64);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/uriscope/Uriscope/uriscope-problems-list.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeProblemsList, fix_all);
  gtk_widget_class_bind_template_child (widget_class, UriscopeProblemsList, scroller);
  gtk_widget_class_bind_template_child (widget_class, UriscopeProblemsList, diagnostics);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
}

static void
uriscope_problems_list_init (UriscopeProblemsList *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (self->scroller)), "notify::page-size",
                    G_CALLBACK (width_changed_cb), self);
}
