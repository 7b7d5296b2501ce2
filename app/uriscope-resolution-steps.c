/* uriscope-resolution-steps.c — a resolution as steps to step through
 *
 * For a teacher in front of a class: each step of the resolution is a row
 * (uriscope-step-row.c: the RFC's step id as a badge, the branch in words,
 * the components after it with those it changed emphasised); beside them
 * the algorithm in the RFC's own words with the lines that ran for the
 * current step highlighted and scrolled into view (uriscope-rfc-lines.c
 * says which); under them the buffer table of remove_dot_segments
 * (uriscope-buffer-table.c). Under the WHATWG URL Standard the rows are
 * the basic URL parser's states, and beside them the state's description.
 *
 * Previous and Next (the actions steps.previous, steps.next, steps.first,
 * steps.last; Alt+Left/Right, Page Up/Down, Left/Right) go one step at a
 * time. The positions are the steps and, for RFC 3986, the rows of the
 * buffer table after the 5.2.4 step (its sub-steps); for RFC 2396 and RFC
 * 1808 the buffer's rows are steps already. Unless "Show all" is on, the
 * rows after the current one are hidden (a slice of the model) and the
 * buffer table shows its rows up to the current one.
 *
 * Nothing is built until a resolution is set; the rows are a list view
 * over a model of indices, bound when shown (the core keeps at most 1,000
 * steps and rows, and cuts buffers to 512 bytes).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-resolution-steps.h"
#include "uriscope-rfc-lines.h"
#include "uriscope-step-row.h"

#define MORE_ROW G_MAXUINT

/* Characters of the target shown (a megabyte path makes a megabyte target). */
#define TARGET_CHARS 300

typedef struct {
  guint row;         /* the list row (a step, or a state step) */
  int buffer_row;    /* the buffer table's row this position is, or -1 */
  guint revealed;    /* buffer rows shown at this position */
} Position;

struct _UriscopeResolutionSteps {
  GtkBox parent_instance;

  GtkButton *previous;
  GtkButton *next;
  GtkLabel *position;
  GtkLabel *title;
  GtkToggleButton *show_all;
  GtkListView *list;
  UriscopeBufferTable *table;
  GtkLabel *target;
  GtkLabel *issues;
  GtkLabel *text_title;
  GtkTextView *text;

  UsResolution *res;
  gboolean whatwg;
  GArray *rows;              /* guint: the step (state step) of each list row, MORE_ROW for "…" */
  GArray *positions;         /* of Position */
  guint current;
  GtkStringList *items;
  GtkSliceListModel *slice;
  GtkSingleSelection *selection;
  GtkTextTag *ran;
  char *sections_shown;      /* "5.2.2 5.2.4": the text view holds these */
  GArray *section_starts;    /* guint: the first line of each */
  gboolean updating;
};

G_DEFINE_FINAL_TYPE (UriscopeResolutionSteps, uriscope_resolution_steps, GTK_TYPE_BOX)

enum { STEP_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static const char *
input_of (const UsResult *result,
          gsize          *len)
{
  *len = 0;
  return result != NULL ? us_result_get_input (result, len) : NULL;
}

/* The step @step's components are compared with: the step before that is
 * not a parse; for the first such, the base's (RFC 3986 builds a new
 * target T) or the reference's (RFC 2396 and RFC 1808 complete the
 * reference). None for the parse steps themselves. */
static const UsStep *
before_of (UriscopeResolutionSteps *self,
           guint                    step)
{
  const UsStep *s = us_resolution_get_step (self->res, step);
  const UsStep *base = NULL, *ref = NULL;

  if (s->branch == US_BRANCH_PARSE_BASE || s->branch == US_BRANCH_PARSE_REFERENCE)
    return NULL;
  for (guint i = step; i-- > 0;)
    {
      const UsStep *p = us_resolution_get_step (self->res, i);

      if (p->branch == US_BRANCH_PARSE_BASE)
        base = base != NULL ? base : p;
      else if (p->branch == US_BRANCH_PARSE_REFERENCE)
        ref = ref != NULL ? ref : p;
      else
        return p;
    }
  return us_resolution_get_spec (self->res) == US_SPEC_RFC3986 ? base : ref;
}

/* The state step before @step with a state (the record it changed). */
static const UsStateStep *
state_before_of (UriscopeResolutionSteps *self,
                 guint                    step)
{
  for (guint i = step; i-- > 0;)
    {
      const UsStateStep *p = us_resolution_get_state_step (self->res, i);

      if (p->state != NULL)
        return p;
    }
  return NULL;
}

static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  data)
{
  gtk_list_item_set_child (item, uriscope_step_row_new ());
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             UriscopeResolutionSteps  *self)
{
  UriscopeStepRow *row = URISCOPE_STEP_ROW (gtk_list_item_get_child (item));
  guint index = gtk_list_item_get_position (item);
  guint step = g_array_index (self->rows, guint, index);

  if (step == MORE_ROW)
    uriscope_step_row_show_more (row, us_resolution_get_state_steps_omitted (self->res));
  else if (self->whatwg)
    {
      const UsStateStep *s = us_resolution_get_state_step (self->res, step);
      gboolean is_base = s->state == NULL && step == 0;
      gsize len;
      const char *input = input_of (us_resolution_get_reference_result (self->res), &len);

      uriscope_step_row_show_state_step (row, s, is_base ? s : state_before_of (self, step), input, len,
                                         is_base ? NULL : us_resolution_get_reference_result (self->res));
    }
  else
    uriscope_step_row_show_step (row, us_resolution_get_step (self->res, step), before_of (self, step),
                                 us_resolution_get_spec (self->res) == US_SPEC_RFC1808);
}

/* ---- the RFC text -------------------------------------------------------- */

/* Shows @sections (space-separated) in the text view, unless shown. */
static void
show_sections (UriscopeResolutionSteps *self,
               UsSpec                   spec,
               const char              *sections)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text);
  g_auto(GStrv) names = g_strsplit (sections, " ", -1);
  GString *text = g_string_new (NULL);
  guint line = 0;

  if (g_strcmp0 (sections, self->sections_shown) == 0)
    return;
  g_free (self->sections_shown);
  self->sections_shown = g_strdup (sections);
  g_array_set_size (self->section_starts, 0);
  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *body = uriscope_rfc_lines_get_text (spec, names[i]);

      g_array_append_val (self->section_starts, line);
      if (body == NULL)
        continue;
      if (text->len > 0)
        {
          g_string_append (text, "\n\n");
          line += 2;
          g_array_index (self->section_starts, guint, i) = line;
        }
      g_string_append (text, body);
      for (const char *p = body; *p; p++)
        line += *p == '\n';
    }
  gtk_text_buffer_set_text (buffer, text->str, (int) text->len);
  g_string_free (text, TRUE);
}

/* Highlights @n ranges of lines in the sections shown and scrolls the first
 * into view. */
static void
highlight (UriscopeResolutionSteps *self,
           const UriscopeRfcLines  *lines,
           guint                    n)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text);
  g_auto(GStrv) names = g_strsplit (self->sections_shown != NULL ? self->sections_shown : "", " ", -1);
  GtkTextIter start, end;
  gboolean scrolled = FALSE;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_remove_tag (buffer, self->ran, &start, &end);
  for (guint r = 0; r < n; r++)
    for (guint s = 0; names[s] != NULL; s++)
      {
        guint base;

        if (!g_str_equal (names[s], lines[r].section))
          continue;
        base = g_array_index (self->section_starts, guint, s);
        gtk_text_buffer_get_iter_at_line (buffer, &start, (int) (base + lines[r].first));
        gtk_text_buffer_get_iter_at_line (buffer, &end, (int) (base + lines[r].last));
        gtk_text_iter_forward_to_line_end (&end);
        gtk_text_buffer_apply_tag (buffer, self->ran, &start, &end);
        if (!scrolled)
          {
            GtkTextMark *mark = gtk_text_buffer_get_mark (buffer, "ran");

            gtk_text_buffer_move_mark (buffer, mark, &start);
            gtk_text_view_scroll_to_mark (self->text, mark, 0.05, TRUE, 0.0, 0.3);
            scrolled = TRUE;
          }
      }
}

/* "5.2.1" < "5.2.2" < "5.2.4" < "5.3": the order of the RFC. */
static int
compare_sections (gconstpointer a,
                  gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The last branch before @step that chose where the path comes from. */
static UsBranch
path_branch_before (UriscopeResolutionSteps *self,
                    guint                    step)
{
  for (guint i = step; i-- > 0;)
    {
      UsBranch b = us_resolution_get_step (self->res, i)->branch;

      if (uriscope_rfc_lines_is_path_branch (b))
        return b;
    }
  return US_BRANCH_RELATIVE_PATH;
}

static void
show_text (UriscopeResolutionSteps *self,
           const Position          *pos)
{
  UsSpec spec = us_resolution_get_spec (self->res);
  UriscopeRfcLines lines[URISCOPE_RFC_LINES_MAX];
  const char *main_section = uriscope_rfc_lines_main_section (spec);
  g_autoptr(GPtrArray) sections = g_ptr_array_new ();
  g_autofree char *key = NULL;
  g_autofree char *heading = NULL;
  guint step = g_array_index (self->rows, guint, pos->row);
  guint n;

  if (self->whatwg)
    {
      const UsStateStep *s = step != MORE_ROW ? us_resolution_get_state_step (self->res, step) : NULL;
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text);
      g_autofree char *body = s != NULL ? g_strdup_printf ("%s\n\n%s\n\n(%s)", s->state != NULL ? s->state : s->branch,
                                                           s->description, s->branch) : g_strdup ("");

      gtk_label_set_text (self->text_title, _("URL Standard §4.4, the basic URL parser"));
      gtk_text_view_set_wrap_mode (self->text, GTK_WRAP_WORD_CHAR);
      gtk_text_buffer_set_text (buffer, body, -1);
      g_clear_pointer (&self->sections_shown, g_free);
      return;
    }

  if (pos->buffer_row >= 0 && uriscope_buffer_table_is_sub_steps (self->table))
    n = uriscope_rfc_lines_for_rule (spec, uriscope_buffer_table_get_rule (self->table, (guint) pos->buffer_row),
                                     lines);
  else
    n = uriscope_rfc_lines_for_step (spec, us_resolution_get_step (self->res, step)->branch,
                                     path_branch_before (self, step), lines);
  g_ptr_array_add (sections, (gpointer) main_section);
  for (guint r = 0; r < n; r++)
    if (!g_ptr_array_find_with_equal_func (sections, lines[r].section, g_str_equal, NULL))
      g_ptr_array_add (sections, (gpointer) lines[r].section);
  g_ptr_array_sort (sections, compare_sections);
  g_ptr_array_add (sections, NULL);
  key = g_strjoinv (" ", (char **) sections->pdata);
  show_sections (self, spec, key);
  highlight (self, lines, n);
  {
    g_autofree char *with_marks = g_strjoinv (", §", (char **) sections->pdata);

    heading = g_strdup_printf ("%s §%s", uriscope_rfc_lines_document (spec), with_marks);
  }
  gtk_label_set_text (self->text_title, heading);
}

/* ---- stepping ------------------------------------------------------------ */

static void
update (UriscopeResolutionSteps *self)
{
  guint n = self->positions->len;
  gboolean all = gtk_toggle_button_get_active (self->show_all);
  const Position *pos;
  g_autofree char *where = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "steps.previous", n > 0 && self->current > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "steps.first", n > 0 && self->current > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "steps.next", n > 0 && self->current + 1 < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "steps.last", n > 0 && self->current + 1 < n);
  if (n == 0)
    {
      gtk_label_set_text (self->position, "");
      gtk_slice_list_model_set_size (self->slice, 0);
      return;
    }
  pos = &g_array_index (self->positions, Position, self->current);

  self->updating = TRUE;
  gtk_slice_list_model_set_size (self->slice, all ? self->rows->len : pos->row + 1);
  gtk_single_selection_set_selected (self->selection, pos->row);
  self->updating = FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self->list), "list.scroll-to-item", "u", pos->row);
  uriscope_buffer_table_reveal (self->table, all ? G_MAXUINT : pos->revealed, pos->buffer_row);
  show_text (self, pos);

  /* TRANSLATORS: the position in the steps: "Step 3 of 12" */
  where = g_strdup_printf (_("Step %u of %u"), self->current + 1, n);
  gtk_label_set_text (self->position, where);
  gtk_widget_set_visible (GTK_WIDGET (self->target), all || self->current + 1 == n);
}

static void
go (UriscopeResolutionSteps *self,
    guint                    index)
{
  if (self->positions->len == 0)
    return;
  index = MIN (index, self->positions->len - 1);
  if (index == self->current)
    return;
  self->current = index;
  update (self);
  g_signal_emit (self, signals[STEP_CHANGED], 0, index);
}

static void
step_action (GtkWidget  *widget,
             const char *action,
             GVariant   *parameter)
{
  UriscopeResolutionSteps *self = URISCOPE_RESOLUTION_STEPS (widget);

  if (g_str_equal (action, "steps.previous"))
    go (self, self->current > 0 ? self->current - 1 : 0);
  else if (g_str_equal (action, "steps.next"))
    go (self, self->current + 1);
  else if (g_str_equal (action, "steps.first"))
    go (self, 0);
  else
    go (self, self->positions->len > 0 ? self->positions->len - 1 : 0);
}

/* A row clicked: its first position. */
static void
selected_cb (GtkSingleSelection      *selection,
             GParamSpec              *pspec,
             UriscopeResolutionSteps *self)
{
  guint row = gtk_single_selection_get_selected (selection);

  if (self->updating || row == GTK_INVALID_LIST_POSITION)
    return;
  for (guint i = 0; i < self->positions->len; i++)
    if (g_array_index (self->positions, Position, i).row == row)
      {
        if (g_array_index (self->positions, Position, self->current).row != row)
          go (self, i);
        return;
      }
}

static void
show_all_cb (GtkToggleButton         *button,
             GParamSpec              *pspec,
             UriscopeResolutionSteps *self)
{
  if (self->positions->len > 0)
    {
      update (self);
      g_signal_emit (self, signals[STEP_CHANGED], 0, self->current);
    }
}

static void
add_position (UriscopeResolutionSteps *self,
              guint                    row,
              int                      buffer_row)
{
  guint revealed = self->positions->len > 0 ? g_array_index (self->positions, Position, self->positions->len - 1).revealed : 0;
  Position pos = { row, buffer_row, buffer_row >= 0 ? MAX (revealed, (guint) buffer_row + 1) : revealed };

  g_array_append_val (self->positions, pos);
}

static void
fill (UriscopeResolutionSteps *self)
{
  UsResolution *res = self->res;
  UsSpec spec = us_resolution_get_spec (res);
  guint n = self->whatwg ? us_resolution_get_n_state_steps (res) : us_resolution_get_n_steps (res);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  gboolean sub_steps = uriscope_buffer_table_is_sub_steps (self->table), subs_done = FALSE;

  for (guint i = 0; i < n; i++)
    {
      guint row;

      if (self->whatwg && i == n - 1 && us_resolution_get_state_steps_omitted (res) > 0)
        {
          guint more = MORE_ROW;

          g_array_append_val (self->rows, more);
        }
      row = self->rows->len;
      g_array_append_val (self->rows, i);
      add_position (self, row, self->whatwg || sub_steps ? -1 : uriscope_buffer_table_row_of_step (self->table, i));
      if (sub_steps && !subs_done && us_resolution_get_step (res, i)->branch == US_BRANCH_REMOVE_DOT_SEGMENTS)
        {
          for (guint b = 0; b < uriscope_buffer_table_get_n_rows (self->table); b++)
            add_position (self, row, (int) b);
          subs_done = TRUE;
        }
    }
  for (guint i = 0; i < self->rows->len; i++)
    g_ptr_array_add (names, g_strdup_printf ("%u", i));
  g_ptr_array_add (names, NULL);
  gtk_string_list_splice (self->items, 0, 0, (const char * const *) names->pdata);

  {
    gsize ref_len, base_len;
    const char *ref = input_of (us_resolution_get_reference_result (res), &ref_len);
    const char *base = input_of (us_resolution_get_base_result (res), &base_len);
    g_autofree char *ref_shown = us_render_quoted (ref != NULL ? ref : "", ref_len, 60);
    g_autofree char *base_shown = us_render_quoted (base != NULL ? base : "", base_len, 60);
    g_autofree char *title = NULL;

    if (spec == US_SPEC_WHATWG && base == NULL)
      title = g_strdup_printf (_("The parse of “%s”, state by state (WHATWG URL Standard §4.4)"), ref_shown);
    else if (spec == US_SPEC_WHATWG)
      title = g_strdup_printf (_("“%s” against “%s” (WHATWG URL Standard §4.4)"), ref_shown, base_shown);
    else
      title = g_strdup_printf (_("“%s” against “%s” (%s %s)"), ref_shown, base_shown, us_spec_title (spec),
                               spec == US_SPEC_RFC1808 ? "§4" : "§5.2");
    gtk_label_set_text (self->title, title);
  }
  {
    gsize len;
    const char *target = us_resolution_get_target (res, &len);
    g_autofree char *shown = target != NULL ? us_render_quoted (target, len, TARGET_CHARS) : NULL;
    g_autofree char *line = target != NULL ? g_strdup_printf (_("Target: %s"), shown) : g_strdup (_("No target."));
    GString *issues = g_string_new (NULL);

    gtk_label_set_text (self->target, line);
    for (guint i = 0; i < us_resolution_get_n_issues (res); i++)
      {
        g_autofree char *issue = us_resolution_format_issue (res, us_resolution_get_issue (res, i));

        g_string_append_printf (issues, "%s• %s", issues->len > 0 ? "\n" : "", issue);
      }
    gtk_label_set_text (self->issues, issues->str);
    gtk_widget_set_visible (GTK_WIDGET (self->issues), issues->len > 0);
    g_string_free (issues, TRUE);
  }
}

/**
 * uriscope_resolution_steps_set_resolution:
 * @res: (nullable): a resolution made with %US_RESOLVE_TRACE
 *
 * Shows @res's steps from the first.
 */
void
uriscope_resolution_steps_set_resolution (UriscopeResolutionSteps *self,
                                          UsResolution            *res)
{
  GtkTextBuffer *buffer;

  g_return_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self));

  uriscope_steps_style_ensure (GTK_WIDGET (self));
  self->updating = TRUE;
  gtk_slice_list_model_set_size (self->slice, 0);
  gtk_string_list_splice (self->items, 0, g_list_model_get_n_items (G_LIST_MODEL (self->items)), NULL);
  self->updating = FALSE;
  g_array_set_size (self->rows, 0);
  g_array_set_size (self->positions, 0);
  g_clear_pointer (&self->res, us_resolution_unref);
  g_clear_pointer (&self->sections_shown, g_free);
  buffer = gtk_text_view_get_buffer (self->text);
  gtk_text_buffer_set_text (buffer, "", 0);
  gtk_text_view_set_wrap_mode (self->text, GTK_WRAP_NONE);
  self->current = 0;
  self->res = res != NULL ? us_resolution_ref (res) : NULL;
  self->whatwg = res != NULL && us_resolution_get_spec (res) == US_SPEC_WHATWG;
  uriscope_buffer_table_set_resolution (self->table, self->whatwg ? NULL : res);
  gtk_label_set_text (self->title, "");
  gtk_label_set_text (self->target, "");
  gtk_label_set_text (self->text_title, "");
  gtk_widget_set_visible (GTK_WIDGET (self->issues), FALSE);
  if (res != NULL)
    fill (self);
  update (self);
  g_signal_emit (self, signals[STEP_CHANGED], 0, 0u);
}

/* How many positions there are: the steps, and RFC 3986's buffer rows. */
guint
uriscope_resolution_steps_get_n_steps (UriscopeResolutionSteps *self)
{
  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), 0);
  return self->positions->len;
}

guint
uriscope_resolution_steps_get_current (UriscopeResolutionSteps *self)
{
  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), 0);
  return self->current;
}

void
uriscope_resolution_steps_set_current (UriscopeResolutionSteps *self,
                                       guint                    index)
{
  g_return_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self));
  go (self, index);
}

gboolean
uriscope_resolution_steps_get_show_all (UriscopeResolutionSteps *self)
{
  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), FALSE);
  return gtk_toggle_button_get_active (self->show_all);
}

void
uriscope_resolution_steps_set_show_all (UriscopeResolutionSteps *self,
                                        gboolean                 show_all)
{
  g_return_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self));
  gtk_toggle_button_set_active (self->show_all, show_all);
}

/* The current step's id ("5.2.4"), or its state ("scheme state"). */
const char *
uriscope_resolution_steps_get_current_id (UriscopeResolutionSteps *self)
{
  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), NULL);
  if (self->positions->len == 0)
    return NULL;
  return uriscope_resolution_steps_get_row_badge (self, g_array_index (self->positions, Position, self->current).row);
}

/* The lines highlighted in the text beside, joined by newlines. */
char *
uriscope_resolution_steps_dup_highlighted (UriscopeResolutionSteps *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text);
  GString *out = g_string_new (NULL);
  int lines = gtk_text_buffer_get_line_count (buffer);

  for (int l = 0; l < lines; l++)
    {
      GtkTextIter start, end;
      g_autofree char *text = NULL;

      gtk_text_buffer_get_iter_at_line (buffer, &start, l);
      if (!gtk_text_iter_has_tag (&start, self->ran))
        continue;
      end = start;
      if (!gtk_text_iter_ends_line (&end))
        gtk_text_iter_forward_to_line_end (&end);
      text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
      g_string_append_printf (out, "%s%s", out->len > 0 ? "\n" : "", text);
    }
  return g_string_free (out, FALSE);
}

guint
uriscope_resolution_steps_get_n_visible_rows (UriscopeResolutionSteps *self)
{
  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->slice));
}

/* The badge of list row @row: the step id, the state, or "…". */
const char *
uriscope_resolution_steps_get_row_badge (UriscopeResolutionSteps *self,
                                         guint                    row)
{
  guint step;

  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self) && row < self->rows->len, NULL);
  step = g_array_index (self->rows, guint, row);
  if (step == MORE_ROW)
    return "…";
  if (self->whatwg)
    {
      const UsStateStep *s = us_resolution_get_state_step (self->res, step);

      return s->state != NULL ? s->state : s->branch;
    }
  return us_resolution_get_step (self->res, step)->id;
}

/* What row @row emphasises: bits 1 << UsPart, or 1 << UsRecordField. */
guint
uriscope_resolution_steps_get_row_changed (UriscopeResolutionSteps *self,
                                           guint                    row)
{
  guint step;

  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self) && row < self->rows->len, 0);
  step = g_array_index (self->rows, guint, row);
  if (step == MORE_ROW)
    return 0;
  if (self->whatwg)
    {
      const UsStateStep *s = us_resolution_get_state_step (self->res, step);

      return s->state == NULL && step == 0 ? 0 : uriscope_state_step_changed_fields (s, state_before_of (self, step));
    }
  return uriscope_step_changed_parts (us_resolution_get_step (self->res, step), before_of (self, step));
}

/**
 * uriscope_resolution_steps_get_current_span:
 *
 * The bytes of the reference the current step works on, for the field to
 * follow the steps: the input a state of the URL parser read; for the
 * RFCs, the reference's components the step took (all of it for its
 * parse, none for the base's).
 *
 * Returns: FALSE when the step reads none of the reference
 */
gboolean
uriscope_resolution_steps_get_current_span (UriscopeResolutionSteps *self,
                                            gsize                   *start,
                                            gsize                   *end)
{
  static const UsComponent components[US_PART_COUNT] = {
    [US_PART_SCHEME] = US_COMPONENT_SCHEME,
    [US_PART_AUTHORITY] = US_COMPONENT_AUTHORITY,
    [US_PART_PATH] = US_COMPONENT_PATH,
    [US_PART_PARAMS] = US_COMPONENT_PATH,
    [US_PART_QUERY] = US_COMPONENT_QUERY,
    [US_PART_FRAGMENT] = US_COMPONENT_FRAGMENT,
  };
  const UsResult *ref;
  const UsStep *step;
  guint row, index, changed;
  gboolean found = FALSE;

  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), FALSE);
  if (self->positions->len == 0)
    return FALSE;
  row = g_array_index (self->positions, Position, self->current).row;
  index = g_array_index (self->rows, guint, row);
  if (index == MORE_ROW)
    return FALSE;
  if (self->whatwg)
    {
      const UsStateStep *s = us_resolution_get_state_step (self->res, index);

      *start = s->start;
      *end = s->end;
      return s->state != NULL && s->end > s->start;
    }
  ref = us_resolution_get_reference_result (self->res);
  step = us_resolution_get_step (self->res, index);
  if (ref == NULL || step->branch == US_BRANCH_PARSE_BASE)
    return FALSE;
  if (step->branch == US_BRANCH_PARSE_REFERENCE)
    {
      us_result_get_input (ref, end);
      *start = 0;
      return *end > 0;
    }
  changed = uriscope_resolution_steps_get_row_changed (self, row);
  for (guint p = 0; p < US_PART_COUNT; p++)
    {
      gsize a, b;

      if ((changed & (1u << p)) == 0 || !us_result_get_component (ref, components[p], &a, &b))
        continue;
      *start = found ? MIN (*start, a) : a;
      *end = found ? MAX (*end, b) : b;
      found = TRUE;
    }
  return found && *end > *start;
}

/* The buffer table's row the current position is, -1 for none. */
int
uriscope_resolution_steps_get_current_buffer_row (UriscopeResolutionSteps *self)
{
  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), -1);
  if (self->positions->len == 0)
    return -1;
  return g_array_index (self->positions, Position, self->current).buffer_row;
}

UriscopeBufferTable *
uriscope_resolution_steps_get_buffer_table (UriscopeResolutionSteps *self)
{
  g_return_val_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self), NULL);
  return self->table;
}

static void
uriscope_resolution_steps_dispose (GObject *object)
{
  UriscopeResolutionSteps *self = URISCOPE_RESOLUTION_STEPS (object);

  if (self->list != NULL)
    gtk_list_view_set_model (self->list, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), URISCOPE_TYPE_RESOLUTION_STEPS);
  g_clear_object (&self->selection);
  g_clear_pointer (&self->res, us_resolution_unref);
  G_OBJECT_CLASS (uriscope_resolution_steps_parent_class)->dispose (object);
}

static void
uriscope_resolution_steps_finalize (GObject *object)
{
  UriscopeResolutionSteps *self = URISCOPE_RESOLUTION_STEPS (object);

  g_array_unref (self->rows);
  g_array_unref (self->positions);
  g_array_unref (self->section_starts);
  g_free (self->sections_shown);
  G_OBJECT_CLASS (uriscope_resolution_steps_parent_class)->finalize (object);
}

static void
uriscope_resolution_steps_class_init (UriscopeResolutionStepsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const struct { guint key; GdkModifierType mods; const char *action; } keys[] = {
    { GDK_KEY_Left, GDK_ALT_MASK, "steps.previous" }, { GDK_KEY_Right, GDK_ALT_MASK, "steps.next" },
    { GDK_KEY_Page_Up, 0, "steps.previous" }, { GDK_KEY_Page_Down, 0, "steps.next" },
    { GDK_KEY_Left, 0, "steps.previous" }, { GDK_KEY_Right, 0, "steps.next" },
    { GDK_KEY_Home, GDK_ALT_MASK, "steps.first" }, { GDK_KEY_End, GDK_ALT_MASK, "steps.last" },
  };

  object_class->dispose = uriscope_resolution_steps_dispose;
  object_class->finalize = uriscope_resolution_steps_finalize;

  /**
   * UriscopeResolutionSteps::step-changed:
   * @index: the position now current
   */
  signals[STEP_CHANGED] = g_signal_new ("step-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  g_type_ensure (URISCOPE_TYPE_BUFFER_TABLE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/uriscope/Uriscope/uriscope-resolution-steps.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, previous);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, next);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, position);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, title);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, show_all);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, list);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, table);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, target);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, issues);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, text_title);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, text);

  gtk_widget_class_install_action (widget_class, "steps.previous", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "steps.next", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "steps.first", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "steps.last", NULL, step_action);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_action (widget_class, keys[i].key, keys[i].mods, keys[i].action, NULL);
}

static void
uriscope_resolution_steps_init (UriscopeResolutionSteps *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkTextBuffer *buffer;
  GtkTextIter start;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_array_new (FALSE, FALSE, sizeof (guint));
  self->positions = g_array_new (FALSE, FALSE, sizeof (Position));
  self->section_starts = g_array_new (FALSE, FALSE, sizeof (guint));

  self->items = gtk_string_list_new (NULL);
  self->slice = gtk_slice_list_model_new (G_LIST_MODEL (self->items), 0, 0);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->slice));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  g_signal_connect (self->selection, "notify::selected", G_CALLBACK (selected_cb), self);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row_cb), self);
  gtk_list_view_set_factory (self->list, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (self->list, GTK_SELECTION_MODEL (g_object_ref (self->selection)));
  g_signal_connect (self->show_all, "notify::active", G_CALLBACK (show_all_cb), self);

  buffer = gtk_text_view_get_buffer (self->text);
  self->ran = gtk_text_buffer_create_tag (buffer, "ran", "weight", PANGO_WEIGHT_BOLD,
                                          "paragraph-background", "#fce88a", "foreground", "#1a1a1a", NULL);
  gtk_text_buffer_get_start_iter (buffer, &start);
  gtk_text_buffer_create_mark (buffer, "ran", &start, TRUE);
  update (self);
}

GtkWidget *
uriscope_resolution_steps_new (void)
{
  return g_object_new (URISCOPE_TYPE_RESOLUTION_STEPS, NULL);
}
