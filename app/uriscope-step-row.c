/* uriscope-step-row.c — one step of a resolution as a row
 *
 * A badge with the RFC's step id ("5.2.3", "6c"), or for the WHATWG URL
 * Standard the parser's state; what the step did in words; then the
 * components after the step (RFC) or the fields of the URL record after it
 * (WHATWG) as small labelled cells. A component the step changed is
 * emphasised three ways, so that colour is never needed: a "◆" before its
 * name, its value in bold and underlined, and a heavier frame. An
 * undefined component reads "undefined", an empty one "empty": the two
 * differ in every RFC.
 *
 * Values are shown through us_quote() (controls and bytes that are
 * not UTF-8 named) and cut to SHOWN_CHARS: a megabyte path stays cheap.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-exercises.h"
#include "uriscope-palette.h"
#include "uriscope-step-row.h"
#include "uriscope-text.h"
#include "uriscope-wrap-layout.h"

#define N_CELLS MAX (US_PART_COUNT, US_RECORD_FIELD_COUNT)
#define SHOWN_CHARS 80

struct _UriscopeStepRow {
  GtkBox parent_instance;

  GtkLabel *badge;
  GtkLabel *description;
  GtkLabel *read;
  GtkLabel *failure;
  GtkLabel *errors;
  GtkWidget *cells_box;
  GtkWidget *cells[N_CELLS];       /* each a box: its name above its value */
  GtkLabel *names[N_CELLS];
  GtkLabel *values[N_CELLS];
  int path_cell;             /* the path's cell, -1 for none */
};

G_DEFINE_FINAL_TYPE (UriscopeStepRow, uriscope_step_row, GTK_TYPE_BOX)

static const char style[] =
  ".step-row { padding: 6px 4px; }\n"
  "listview.steps-list > row:selected, columnview.buffer-table > listview > row:selected,"
  " list.ladder-list > row:selected {"
  "  background-color: alpha(@uriscope_accent_bg_color, 0.2); box-shadow: inset 6px 0 @uriscope_accent_bg_color; }\n"
  ".step-row.pending { opacity: 0.35; }\n"
  ".step-badge { font-family: monospace; font-weight: bold; font-size: 125%; padding: 2px 10px;"
  "  border-radius: 8px; background-color: alpha(@uriscope_accent_bg_color, 0.16); color: @uriscope_accent_color; }\n"
  ".step-description { font-size: 115%; }\n"
  ".step-cell { padding: 2px 8px; border-radius: 6px; border: 1px solid alpha(currentColor, 0.2); }\n"
  ".step-cell.changed { border: 3px solid @uriscope_accent_color; background-color: alpha(@uriscope_accent_bg_color, 0.14); }\n"
  ".step-cell.in-progress { border: 3px dashed @uriscope_accent_color; background-color: transparent; }\n"
  ".step-cell-value { font-family: monospace; font-size: 120%; }\n"
  ".step-cell-value.undefined { font-style: italic; opacity: 0.6; }\n"
  ".step-failure { color: @uriscope_error_color; font-weight: bold; }\n"
  ".step-errors { color: @uriscope_error_color; }\n"
  ".steps-rfc-text { font-size: 118%; }\n"
  ".steps-position { font-size: 115%; font-weight: bold; }\n"
  ".buffer-cell { font-family: monospace; font-size: 120%; padding: 2px 6px; }\n"
  ".steps-note { padding: 6px 10px; border-radius: 6px; border: 2px solid @uriscope_warning_color;"
  "  background-color: alpha(@uriscope_warning_color, 0.12); font-size: 110%; }\n"
  ".ladder-text { font-family: monospace; font-size: 135%; }\n"
  ".ladder-changes { font-size: 112%; }\n";

/* The widgets' style, once per display (the window's style sheet is not
 * theirs to change). */
void
uriscope_steps_style_ensure (GtkWidget *widget)
{
  GdkDisplay *display = gtk_widget_get_display (widget);
  GtkCssProvider *provider;

  /* The colours it names (@uriscope_accent_color…). */
  uriscope_palette_ensure_css (widget);
  if (display == NULL || g_object_get_data (G_OBJECT (display), "uriscope-steps-style") != NULL)
    return;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider, style, -1);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_set_data_full (G_OBJECT (display), "uriscope-steps-style", provider, g_object_unref);
}

static gboolean
same_value (const char *a,
            gsize       a_len,
            const char *b,
            gsize       b_len)
{
  if ((a == NULL) != (b == NULL))
    return FALSE;
  return a == NULL || (a_len == b_len && memcmp (a, b, a_len) == 0);
}

/* The components @step changed from @before, as bits 1 << UsPart (none
 * when @before is NULL). */
guint
uriscope_step_changed_parts (const UsStep *step,
                             const UsStep *before)
{
  guint changed = 0;

  for (guint i = 0; before != NULL && i < US_PART_COUNT; i++)
    if (!same_value (step->parts[i], step->lens[i], before->parts[i], before->lens[i]))
      changed |= 1u << i;
  return changed;
}

/* The fields @step changed from @before (from an empty record when
 * @before is NULL), as bits 1 << UsRecordField. */
guint
uriscope_state_step_changed_fields (const UsStateStep *step,
                                    const UsStateStep *before)
{
  guint changed = 0;

  for (guint f = 0; f < US_RECORD_FIELD_COUNT; f++)
    {
      gboolean same = before != NULL ? same_value (step->record[f], step->lens[f], before->record[f], before->lens[f])
                                     : step->record[f] == NULL || step->lens[f] == 0;

      if (!same)
        changed |= 1u << f;
    }
  return changed;
}

static void
show_cell (UriscopeStepRow *self,
           guint            i,
           const char      *name,
           const char      *value,
           gsize            len,
           gboolean         cut_start,
           gboolean         changed)
{
  g_autofree char *caption = changed ? g_strdup_printf ("◆ %s", name) : g_strdup (name);
  g_autofree char *shown = NULL;
  g_autofree char *markup = NULL;

  gtk_widget_set_visible (self->cells[i], TRUE);
  gtk_label_set_text (self->names[i], caption);
  gtk_widget_remove_css_class (self->cells[i], "in-progress");
  if (changed)
    gtk_widget_add_css_class (self->cells[i], "changed");
  else
    gtk_widget_remove_css_class (self->cells[i], "changed");

  if (value == NULL || len == 0)
    {
      /* TRANSLATORS: a component that is not there at all, or there and empty */
      const char *word = value == NULL ? C_("component", "undefined") : C_("component", "empty");

      markup = g_markup_printf_escaped (changed ? "<b><u>%s</u></b>" : "%s", word);
      gtk_widget_add_css_class (GTK_WIDGET (self->values[i]), "undefined");
    }
  else
    {
      if (cut_start && len > SHOWN_CHARS)
        {
          g_autofree char *end = us_quote (value + len - SHOWN_CHARS, SHOWN_CHARS, SHOWN_CHARS);

          shown = g_strconcat ("…", end, NULL);
        }
      else
        shown = us_quote (value, len, SHOWN_CHARS);
      markup = g_markup_printf_escaped (changed ? "<b><u>%s</u></b>" : "%s", shown);
      gtk_widget_remove_css_class (GTK_WIDGET (self->values[i]), "undefined");
    }
  gtk_label_set_markup (self->values[i], markup);
}

static void
hide_cells_from (UriscopeStepRow *self,
                 guint            first)
{
  for (guint i = first; i < N_CELLS; i++)
    gtk_widget_set_visible (self->cells[i], FALSE);
}

static void
set_accessible (UriscopeStepRow *self,
                const char      *badge,
                const char      *description,
                GString         *changed)
{
  g_autofree char *label = NULL;

  if (changed->len > 0)
    /* TRANSLATORS: a row's accessible label: the step id, what it did, the components it changed */
    label = g_strdup_printf (_("Step %s: %s Changed: %s."), badge, description, changed->str);
  else
    /* TRANSLATORS: a row's accessible label: the step id and what it did */
    label = g_strdup_printf (_("Step %s: %s"), badge, description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* The steps of RFC 2396 §5.2 6a–6d that remove what matches, if any. */
static gboolean
is_removal (UsBranch branch)
{
  return branch == US_BRANCH_REMOVE_DOT_SLASH || branch == US_BRANCH_REMOVE_TRAILING_DOT ||
         branch == US_BRANCH_REMOVE_DOTDOT || branch == US_BRANCH_REMOVE_TRAILING_DOTDOT;
}

/**
 * uriscope_step_row_show_step:
 * @before: (nullable): the step whose components @step's are compared
 *   with, NULL to emphasise none
 * @with_params: RFC 1808 (";params" is a component of its own)
 */
void
uriscope_step_row_show_step (UriscopeStepRow *self,
                             const UsStep    *step,
                             const UsStep    *before,
                             gboolean         with_params)
{
  guint changed = uriscope_step_changed_parts (step, before);
  g_autoptr(GString) words = g_string_new (NULL);
  guint cell = 0;

  g_return_if_fail (URISCOPE_IS_STEP_ROW (self));

  self->path_cell = -1;
  gtk_label_set_text (self->badge, step->id);
  /* never cut: at 800 px "5.2.4" read "5.2…" and the class lost the
   * section (its minimum was the ellipsis) */
  gtk_label_set_width_chars (self->badge, (int) strlen (step->id));
  uriscope_text_set_tooltip (GTK_WIDGET (self->badge), NULL);
  /* RFC 2396's removals run whether or not anything matches: said as if
   * they acted, 6f "A final “segment/..” is removed" over a path that
   * stayed "/../g". */
  if (changed == 0 && is_removal (step->branch))
    {
      g_autofree char *text = g_strdup_printf ("%s %s", us_branch_describe (step->branch),
                                               _("None here: the path is unchanged."));

      gtk_label_set_text (self->description, text);
    }
  else
    gtk_label_set_text (self->description, us_branch_describe (step->branch));
  gtk_widget_set_visible (GTK_WIDGET (self->read), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->failure), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->errors), FALSE);
  gtk_widget_set_visible (self->cells_box, step->branch != US_BRANCH_NOT_RESOLVABLE);
  for (guint i = 0; i < US_PART_COUNT; i++)
    {
      if (i == US_PART_PARAMS && !with_params)
        continue;
      if (i == US_PART_PATH)
        self->path_cell = (int) cell;
      show_cell (self, cell++, uriscope_part_title (i), step->parts[i], step->lens[i], i == US_PART_PATH,
                 (changed & (1u << i)) != 0);
      if (changed & (1u << i))
        g_string_append_printf (words, "%s%s", words->len > 0 ? ", " : "", uriscope_part_title (i));
    }
  hide_cells_from (self, cell);
  set_accessible (self, step->id, us_branch_describe (step->branch), words);
}

/* The validation errors a state step met, a line each, as the command
 * line prints them ("error[invalid-reverse-solidus]: …"). */
static void
show_errors (UriscopeStepRow   *self,
             const UsStateStep *step,
             const UsResult    *result)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint k = 0; result != NULL && k < step->n_errors; k++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (result, us_result_get_met_diagnostic (result, step->first_error + k));
      g_autofree char *message = d != NULL ? us_result_format_message (result, d) : NULL;
      /* A message may hold the whole host. */
      g_autofree char *shown = message != NULL ? uriscope_text_message_excerpt (message) : NULL;

      if (d != NULL)
        g_string_append_printf (text, "%s%s[%s]: %s", text->len > 0 ? "\n" : "",
                                us_severity_label (d->severity), us_diag_code_whatwg_name (d->code), shown);
    }
  gtk_label_set_text (self->errors, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->errors), text->len > 0);
}

/**
 * uriscope_step_row_show_state_step:
 * @before: (nullable): the step before (NULL: compared with an empty record)
 * @input: the reference parsed, which @step's start and end are in
 * @result: (nullable): its parse, whose validation errors the step met
 *
 * The fields shown are those not null and those the step changed.
 */
void
uriscope_step_row_show_state_step (UriscopeStepRow   *self,
                                   const UsStateStep *step,
                                   const UsStateStep *before,
                                   const char        *input,
                                   gsize              input_len,
                                   const UsResult    *result)
{
  guint changed = uriscope_state_step_changed_fields (step, before);
  g_autoptr(GString) words = g_string_new (NULL);
  const char *badge = step->state != NULL ? step->state : step->branch;
  guint cell = 0;

  g_return_if_fail (URISCOPE_IS_STEP_ROW (self));

  self->path_cell = -1;
  gtk_label_set_text (self->badge, badge);
  /* a state's name cut only past 10 characters, whole in the tooltip */
  gtk_label_set_width_chars (self->badge, (int) MIN (g_utf8_strlen (badge, -1), 10));
  uriscope_text_set_tooltip (GTK_WIDGET (self->badge), badge);
  gtk_label_set_text (self->description, step->description);
  show_errors (self, step, result);
  if (input != NULL && step->end > step->start && step->end <= input_len)
    {
      g_autofree char *read = us_quote (input + step->start, step->end - step->start, SHOWN_CHARS);
      /* TRANSLATORS: the input a state of the URL parser read; %s is that text */
      g_autofree char *text = g_strdup_printf (_("read “%s”"), read);

      gtk_label_set_text (self->read, text);
      gtk_widget_set_visible (GTK_WIDGET (self->read), TRUE);
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->read), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->failure), step->failure);
  gtk_widget_set_visible (self->cells_box, TRUE);
  for (guint f = 0; f < US_RECORD_FIELD_COUNT; f++)
    {
      gboolean is_changed = (changed & (1u << f)) != 0;

      if (step->record[f] == NULL && !is_changed)
        continue;
      show_cell (self, cell++, uriscope_record_field_title (f), step->record[f], step->lens[f],
                 f == US_RECORD_PATH && step->cut[f], is_changed);
      if (is_changed)
        g_string_append_printf (words, "%s%s", words->len > 0 ? ", " : "", uriscope_record_field_title (f));
    }
  hide_cells_from (self, cell);
  if (step->failure)
    g_string_append_printf (words, "%s%s", words->len > 0 ? "; " : "", _("failure"));
  set_accessible (self, badge, step->description, words);
}

/**
 * uriscope_step_row_show_path_so_far:
 *
 * Shows the path while remove_dot_segments is under way (the step's row
 * shown with uriscope_step_row_show_step()): the output buffer so far
 * then the input buffer, in italics, the cell framed dashed and named
 * "path so far", so that the answer is not given away.
 */
void
uriscope_step_row_show_path_so_far (UriscopeStepRow *self,
                                    const char      *output,
                                    gsize            output_len,
                                    gboolean         output_cut,
                                    const char      *input,
                                    gsize            input_len,
                                    gboolean         input_cut)
{
  g_autofree char *out = us_quote (output != NULL ? output : "", output_len, SHOWN_CHARS / 2);
  g_autofree char *in = us_quote (input != NULL ? input : "", input_len, SHOWN_CHARS / 2);
  g_autofree char *markup = NULL;
  GtkWidget *cell;

  g_return_if_fail (URISCOPE_IS_STEP_ROW (self));
  if (self->path_cell < 0)
    return;
  cell = self->cells[self->path_cell];
  gtk_widget_remove_css_class (cell, "changed");
  gtk_widget_add_css_class (cell, "in-progress");
  gtk_widget_remove_css_class (GTK_WIDGET (self->values[self->path_cell]), "undefined");
  /* TRANSLATORS: the name of the path's cell while remove_dot_segments is under way */
  gtk_label_set_text (self->names[self->path_cell], _("path so far (output + input buffer)"));
  markup = g_markup_printf_escaped ("<i>%s%s<span alpha=\"60%%\"> + </span>%s%s</i>", output_cut ? "…" : "", out,
                                    in, input_cut ? "…" : "");
  gtk_label_set_markup (self->values[self->path_cell], markup);
}

/* The text of the path's cell, NULL when the row has none (for tests). */
const char *
uriscope_step_row_get_path_text (UriscopeStepRow *self)
{
  g_return_val_if_fail (URISCOPE_IS_STEP_ROW (self), NULL);
  return self->path_cell >= 0 ? gtk_label_get_text (self->values[self->path_cell]) : NULL;
}

/* The row that stands for the steps a trace left out. */
void
uriscope_step_row_show_more (UriscopeStepRow *self,
                             guint            omitted)
{
  g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "… and %u more step",
                                                        "… and %u more steps", omitted), omitted);

  gtk_label_set_text (self->badge, "…");
  gtk_label_set_width_chars (self->badge, 1);
  uriscope_text_set_tooltip (GTK_WIDGET (self->badge), NULL);
  gtk_label_set_text (self->description, text);
  gtk_widget_set_visible (GTK_WIDGET (self->read), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->failure), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->errors), FALSE);
  gtk_widget_set_visible (self->cells_box, FALSE);
  self->path_cell = -1;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

/* A step not reached yet, dimmed. */
void
uriscope_step_row_set_pending (UriscopeStepRow *self,
                               gboolean         pending)
{
  if (pending)
    gtk_widget_add_css_class (GTK_WIDGET (self), "pending");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "pending");
}

static void
uriscope_step_row_class_init (UriscopeStepRowClass *klass)
{
  gtk_widget_class_set_accessible_role (GTK_WIDGET_CLASS (klass), GTK_ACCESSIBLE_ROLE_GROUP);
}

static GtkLabel *
new_label (const char *css_class,
           gboolean    wrap)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (wrap)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
    }
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return GTK_LABEL (label);
}

static void
uriscope_step_row_init (UriscopeStepRow *self)
{
  GtkWidget *body = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (GTK_BOX (self), 12);
  gtk_widget_add_css_class (GTK_WIDGET (self), "step-row");
  self->path_cell = -1;

  self->badge = new_label ("step-badge", FALSE);
  gtk_widget_set_valign (GTK_WIDGET (self->badge), GTK_ALIGN_START);
  gtk_label_set_max_width_chars (self->badge, 18);
  gtk_label_set_ellipsize (self->badge, PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->badge));

  gtk_widget_set_hexpand (body, TRUE);
  gtk_box_append (GTK_BOX (self), body);
  self->description = new_label ("step-description", TRUE);
  gtk_box_append (GTK_BOX (body), GTK_WIDGET (self->description));
  self->read = new_label ("monospace", TRUE);
  gtk_box_append (GTK_BOX (body), GTK_WIDGET (self->read));
  self->failure = new_label ("step-failure", TRUE);
  /* TRANSLATORS: the URL parser returned failure in this step */
  gtk_label_set_text (self->failure, _("✗ Failure: the parser stops here"));
  gtk_box_append (GTK_BOX (body), GTK_WIDGET (self->failure));
  self->errors = new_label ("step-errors", TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->errors), FALSE);
  gtk_box_append (GTK_BOX (body), GTK_WIDGET (self->errors));

  self->cells_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_layout_manager (self->cells_box, uriscope_wrap_layout_new_from_start (6));
  gtk_box_append (GTK_BOX (body), self->cells_box);
  for (guint i = 0; i < N_CELLS; i++)
    {
      GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

      gtk_widget_add_css_class (cell, "step-cell");
      /* Wrapped: "path so far (output + input buffer)" on one line
       * made the stepper wider than an 800-pixel window at 200 %. */
      self->names[i] = new_label ("caption", TRUE);
      self->values[i] = new_label ("step-cell-value", FALSE);
      gtk_label_set_ellipsize (self->values[i], PANGO_ELLIPSIZE_MIDDLE);
      gtk_label_set_max_width_chars (self->values[i], 40);
      gtk_box_append (GTK_BOX (cell), GTK_WIDGET (self->names[i]));
      gtk_box_append (GTK_BOX (cell), GTK_WIDGET (self->values[i]));
      gtk_box_append (GTK_BOX (self->cells_box), cell);
      self->cells[i] = cell;
      gtk_widget_set_visible (self->cells[i], FALSE);
    }
}

GtkWidget *
uriscope_step_row_new (void)
{
  return g_object_new (URISCOPE_TYPE_STEP_ROW, NULL);
}
