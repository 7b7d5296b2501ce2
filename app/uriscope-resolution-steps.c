/* uriscope-resolution-steps.c — a resolution as steps to step through
 *
 * For a teacher in front of a class: each step of the resolution is a row
 * (uriscope-step-row.c: the RFC's step id as a badge, the branch in words,
 * the components after it with those it changed emphasised); beside them
 * the algorithm in the RFC's own words with the lines that ran for the
 * current step highlighted and scrolled into view (uriscope-rfc-pane.c;
 * uriscope-rfc-lines.c says which); under them the buffer table of
 * remove_dot_segments (uriscope-buffer-table.c). Under the WHATWG URL
 * Standard the rows are the basic URL parser's states, and beside them the
 * state's description.
 *
 * Previous and Next (the actions steps.previous, steps.next, steps.first,
 * steps.last; Alt+Left/Right, Page Up/Down, Left/Right) go one step at a
 * time. The positions are the steps and, for RFC 3986, the rows of the
 * buffer table after the 5.2.4 step (its sub-steps); for RFC 2396 and RFC
 * 1808 the buffer's rows are steps already (uriscope-step-positions.c
 * works them out). Unless "Show all" is on, the rows after the current
 * one are hidden (a slice of the model) and the buffer table shows its
 * rows up to the current one.
 *
 * Nothing is built until a resolution is set; the rows are a list view
 * over a model of indices, bound when shown (the core keeps at most 1,000
 * steps and rows, and cuts buffers to 512 bytes). The model is a window
 * of at most WINDOW_ROWS rows, those around the current one, with a line
 * saying which of how many: GTK 4.8's list views lay out every row of
 * their model (up to about two hundred) on each keystroke. The current
 * row is kept in view after each move (uriscope-list-scroll.c).
 *
 * While RFC 3986's buffer rows are stepped through, the 5.2.4 row does not
 * give the answer away: its path is the output buffer so far and the
 * input buffer, marked as in progress, until the last row.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-list-scroll.h"
#include "uriscope-resolution-steps-private.h"
#include "uriscope-reveal-button.h"
#include "uriscope-rfc-pane.h"
#include "uriscope-step-positions.h"
#include "uriscope-step-row.h"
#include "uriscope-text.h"
#include "uriscope-turning-paned.h"
#include "uriscope-width-bin.h"

/* The most list rows in the model at once. */
#define WINDOW_ROWS 48

G_DEFINE_FINAL_TYPE (UriscopeResolutionSteps, uriscope_resolution_steps, GTK_TYPE_BOX)

enum { STEP_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  data)
{
  GtkWidget *row = uriscope_step_row_new ();

  gtk_list_item_set_child (item, row);
  uriscope_list_scroll_mark_item (row, item);
}

/* Shows list row @row in @widget; the 5.2.4 row's path as it is so far
 * while the buffer rows before the last are stepped through. */
static void
show_row (UriscopeResolutionSteps *self,
          UriscopeStepRow         *widget,
          guint                    row)
{
  const UriscopeStepPosition *pos;
  guint n_buffer = uriscope_buffer_table_get_n_rows (self->table);

  uriscope_step_positions_show_row (self->res, g_array_index (self->rows, guint, row), widget);
  if (row != self->dots_row || gtk_toggle_button_get_active (self->show_all) || self->positions->len == 0)
    return;
  pos = &g_array_index (self->positions, UriscopeStepPosition, self->current);
  if (pos->row == row && (pos->buffer_row < 0 || (guint) pos->buffer_row + 1 < n_buffer))
    {
      const char *output, *input;
      gsize output_len, input_len;
      gboolean output_cut, input_cut;

      uriscope_buffer_table_get_buffers (self->table, (guint) MAX (pos->buffer_row, 0), &output, &output_len,
                                         &output_cut, &input, &input_len, &input_cut);
      uriscope_step_row_show_path_so_far (widget, output, output_len, output_cut, input, input_len, input_cut);
    }
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             UriscopeResolutionSteps  *self)
{
  show_row (self, URISCOPE_STEP_ROW (gtk_list_item_get_child (item)), self->first + gtk_list_item_get_position (item));
}

static void
rebind_cb (GtkWidget   *child,
           GtkListItem *item,
           gpointer     data)
{
  UriscopeResolutionSteps *self = data;

  show_row (self, URISCOPE_STEP_ROW (child), self->first + gtk_list_item_get_position (item));
}

/* ---- the RFC text -------------------------------------------------------- */

static void
show_text (UriscopeResolutionSteps    *self,
           const UriscopeStepPosition *pos)
{
  UriscopeRfcLines lines[URISCOPE_RFC_LINES_MAX];
  guint step = g_array_index (self->rows, guint, pos->row);
  guint n;

  if (self->whatwg)
    {
      const UsStateStep *s = step != URISCOPE_STEP_MORE_ROW ? us_resolution_get_state_step (self->res, step) : NULL;
      g_autofree char *body = s != NULL ? g_strdup_printf ("%s\n\n%s\n\n(%s)", s->state != NULL ? s->state : s->branch,
                                                           s->description, s->branch) : g_strdup ("");

      uriscope_rfc_pane_show_text (self->rfc_pane, _("URL Standard §4.4, the basic URL parser"), body);
      return;
    }
  n = uriscope_step_positions_rfc_lines (self->res, step, self->table, pos->buffer_row, lines);
  uriscope_rfc_pane_show_lines (self->rfc_pane, us_resolution_get_spec (self->res), lines, n);
}

/* ---- stepping ------------------------------------------------------------ */

/* The model: a window of the @n rows shown, @current in it (at the
 * bottom while stepping forward). */
static void
show_window (UriscopeResolutionSteps *self,
             guint                    n,
             guint                    current)
{
  guint first = 0, size;

  if (n > WINDOW_ROWS)
    first = MIN ((guint) MAX ((int) current - WINDOW_ROWS / 2, 0), n - WINDOW_ROWS);
  size = MIN (n - first, WINDOW_ROWS);
  if (first != self->first || size != gtk_slice_list_model_get_size (self->slice))
    {
      gtk_slice_list_model_set_size (self->slice, MIN (size, gtk_slice_list_model_get_size (self->slice)));
      gtk_slice_list_model_set_offset (self->slice, first);
      gtk_slice_list_model_set_size (self->slice, size);
      self->first = first;
    }
  if (size < n)
    {
      g_autofree char *text = NULL;

      if (first + size < self->rows->len)
        /* TRANSLATORS: under the steps when the list shows some of them: "Steps 1–48 of 300: …" */
        text = g_strdup_printf (_("Steps %u–%u of %u: step on to see the rest"), first + 1, first + size,
                                self->rows->len);
      else
        /* TRANSLATORS: under the steps when the list shows the last of them: "Steps 253–300 of 300" */
        text = g_strdup_printf (_("Steps %u–%u of %u"), first + 1, first + size, self->rows->len);
      gtk_label_set_text (self->window, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->window), size < n);
}

/* The issues under the steps: those about the answer only with it. */
static void
show_issues (UriscopeResolutionSteps *self,
             gboolean                 answer_shown)
{
  const char *text = answer_shown ? self->all_issues : self->input_issues;

  gtk_label_set_text (self->issues, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->issues), text != NULL && *text != '\0');
}

/* The dot-segment table as high as its rows and note, up to 3/5 of the
 * height, and the steps above it the rest. GtkPaned gives an end child
 * that does not resize its minimum height, and the table's scroller asks
 * for one row: the table showed one row at any size. Placed at each step
 * and when the height changes, once the allocation is over. */
static gboolean
fit_table_cb (gpointer data)
{
  UriscopeResolutionSteps *self = data;
  int width = gtk_widget_get_width (GTK_WIDGET (self->table));
  int height = gtk_widget_get_height (GTK_WIDGET (self->steps_paned));
  int min = 0, natural = 0, max_position = 0, room, want;

  self->fit_table_source = 0;
  if (width <= 0 || height <= 0)
    return G_SOURCE_REMOVE;
  gtk_widget_measure (GTK_WIDGET (self->table), GTK_ORIENTATION_VERTICAL, width, &min, &natural, NULL, NULL);
  /* the height the two share: max-position is it less the table's minimum */
  g_object_get (self->steps_paned, "max-position", &max_position, NULL);
  room = max_position + min;
  want = MAX (min, MIN (natural, height * 3 / 5));
  if (gtk_paned_get_position (self->steps_paned) != room - want)
    gtk_paned_set_position (self->steps_paned, room - want);
  return G_SOURCE_REMOVE;
}

static void
queue_fit_table (UriscopeResolutionSteps *self)
{
  if (self->fit_table_source == 0)
    self->fit_table_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, fit_table_cb, self, NULL);
}

static void
update (UriscopeResolutionSteps *self)
{
  guint n = self->positions->len;
  gboolean all = gtk_toggle_button_get_active (self->show_all);
  const UriscopeStepPosition *pos;
  g_autofree char *where = NULL;

  uriscope_reveal_button_show (self->show_all, n > 0 && self->current + 1 == n,
                               _("Reveal answer: every step at once"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "steps.previous", n > 0 && self->current > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "steps.first", n > 0 && self->current > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "steps.next", n > 0 && self->current + 1 < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "steps.last", n > 0 && self->current + 1 < n);
  if (n == 0)
    {
      gtk_label_set_text (self->position, "");
      gtk_slice_list_model_set_size (self->slice, 0);
      gtk_widget_set_visible (GTK_WIDGET (self->window), FALSE);
      /* no steps to step through: nothing to give away */
      show_issues (self, TRUE);
      return;
    }
  pos = &g_array_index (self->positions, UriscopeStepPosition, self->current);

  self->updating = TRUE;
  show_window (self, all ? self->rows->len : pos->row + 1, pos->row);
  gtk_single_selection_set_selected (self->selection, pos->row - self->first);
  self->updating = FALSE;
  if (self->dots_row != G_MAXUINT && self->dots_row >= self->first)
    {
      GtkWidget *dots = uriscope_list_scroll_find_child (GTK_WIDGET (self->list), self->dots_row - self->first);

      if (dots != NULL)
        show_row (self, URISCOPE_STEP_ROW (dots), self->dots_row);
    }
  gtk_widget_activate_action (GTK_WIDGET (self->list), "list.scroll-to-item", "u", pos->row - self->first);
  uriscope_list_scroll_keep_in_view (GTK_WIDGET (self->list), GTK_SCROLLABLE (self->list), NULL, pos->row - self->first);
  uriscope_buffer_table_reveal (self->table, all ? G_MAXUINT : pos->revealed, pos->buffer_row);
  queue_fit_table (self);
  show_text (self, pos);

  /* TRANSLATORS: the position in the steps: "Step 3 of 12" */
  where = g_strdup_printf (_("Step %u of %u"), self->current + 1, n);
  gtk_label_set_text (self->position, where);
  show_issues (self, all || self->current + 1 == n);
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
  row += self->first;
  for (guint i = 0; i < self->positions->len; i++)
    if (g_array_index (self->positions, UriscopeStepPosition, i).row == row)
      {
        if (g_array_index (self->positions, UriscopeStepPosition, self->current).row != row)
          go (self, i);
        return;
      }
}

static void
show_all_cb (GtkToggleButton         *button,
             GParamSpec              *pspec,
             UriscopeResolutionSteps *self)
{
  update (self);
  if (self->positions->len > 0)
    g_signal_emit (self, signals[STEP_CHANGED], 0, self->current);
}

/* Whether @issue is about the answer (".." kept above the root, a path
 * that would read as an authority, the parser's failure, answers that
 * differ with "http:g"): shown with the target, not from step 1, where
 * it would give the answer away. The others are about the base and the
 * reference, which are on the screen from the start. */
static gboolean
issue_tells_answer (UsResolveIssue issue)
{
  switch (issue)
    {
    case US_RESOLVE_ISSUE_SAME_SCHEME:
    case US_RESOLVE_ISSUE_DOTDOT_ABOVE_ROOT:
    case US_RESOLVE_ISSUE_PATH_BECOMES_AUTHORITY:
    case US_RESOLVE_ISSUE_FAILURE:
      return TRUE;
    case US_RESOLVE_ISSUE_BASE_NOT_ABSOLUTE:
    case US_RESOLVE_ISSUE_BASE_INVALID:
    case US_RESOLVE_ISSUE_REFERENCE_INVALID:
    case US_RESOLVE_ISSUE_BASE_FRAGMENT:
    case US_RESOLVE_ISSUE_BASE_FAILURE:
    default:
      return FALSE;
    }
}

static void
fill (UriscopeResolutionSteps *self)
{
  UsResolution *res = self->res;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  guint old = g_list_model_get_n_items (G_LIST_MODEL (self->items));

  uriscope_step_positions_fill (res, self->table, self->rows, self->positions);
  for (guint i = 0; i < self->positions->len; i++)
    if (g_array_index (self->positions, UriscopeStepPosition, i).buffer_row >= 0 &&
        uriscope_buffer_table_is_sub_steps (self->table))
      {
        self->dots_row = g_array_index (self->positions, UriscopeStepPosition, i).row;
        break;
      }
  /* The items are the rows' indices: the rows there were keep theirs,
   * and their widgets (rebound in uriscope_resolution_steps_set_resolution(),
   * where a row whose content is the same is not touched); only the rows
   * added or taken away at the end change the model (new widgets cost
   * their style, and a whole model replaced made the list bind every
   * row again at each keystroke that changed the number of steps). */
  if (old < self->rows->len)
    {
      for (guint i = old; i < self->rows->len; i++)
        g_ptr_array_add (names, g_strdup_printf ("%u", i));
      g_ptr_array_add (names, NULL);
      gtk_string_list_splice (self->items, old, 0, (const char * const *) names->pdata);
    }
  else if (old > self->rows->len)
    gtk_string_list_splice (self->items, self->rows->len, old - self->rows->len, NULL);

  {
    g_autofree char *title = uriscope_step_positions_title (res);

    /* Cut at its end when narrow (its start says what is resolved),
     * whole in its tooltip. */
    gtk_label_set_text (self->title, title);
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->title), title);
  }
  {
    GString *issues = g_string_new (NULL);
    GString *input_issues = g_string_new (NULL);

    for (guint i = 0; i < us_resolution_get_n_issues (res); i++)
      {
        UsResolveIssue kind = us_resolution_get_issue (res, i);
        g_autofree char *issue = us_resolution_format_issue (res, kind);
        g_autofree char *shown_issue = uriscope_text_message_excerpt (issue);

        /* said by the buffer table's note already, at its step */
        if (kind == US_RESOLVE_ISSUE_DOTDOT_ABOVE_ROOT && uriscope_buffer_table_get_note (self->table) != NULL)
          continue;
        g_string_append_printf (issues, "%s• %s", issues->len > 0 ? "\n" : "", shown_issue);
        if (!issue_tells_answer (kind))
          g_string_append_printf (input_issues, "%s• %s", input_issues->len > 0 ? "\n" : "", shown_issue);
      }
    self->all_issues = g_string_free (issues, FALSE);
    self->input_issues = g_string_free (input_issues, FALSE);
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
  g_return_if_fail (URISCOPE_IS_RESOLUTION_STEPS (self));

  uriscope_steps_style_ensure (GTK_WIDGET (self));
  self->dots_row = G_MAXUINT;
  g_array_set_size (self->rows, 0);
  g_array_set_size (self->positions, 0);
  g_clear_pointer (&self->res, us_resolution_unref);
  /* the sections stay loaded from one keystroke to the next */
  if (res == NULL || us_resolution_get_spec (res) == US_SPEC_WHATWG)
    uriscope_rfc_pane_clear (self->rfc_pane);
  self->current = 0;
  self->res = res != NULL ? us_resolution_ref (res) : NULL;
  self->whatwg = res != NULL && us_resolution_get_spec (res) == US_SPEC_WHATWG;
  uriscope_buffer_table_set_resolution (self->table, self->whatwg ? NULL : res);
  gtk_label_set_text (self->title, "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->title), NULL);
  g_clear_pointer (&self->input_issues, g_free);
  g_clear_pointer (&self->all_issues, g_free);
  show_issues (self, FALSE);
  self->updating = TRUE;
  if (res != NULL)
    fill (self);
  else
    gtk_string_list_splice (self->items, 0, g_list_model_get_n_items (G_LIST_MODEL (self->items)), NULL);
  self->updating = FALSE;
  update (self);
  if (res != NULL)
    uriscope_list_scroll_foreach_child (GTK_WIDGET (self->list), rebind_cb, self);
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

static void
uriscope_resolution_steps_dispose (GObject *object)
{
  UriscopeResolutionSteps *self = URISCOPE_RESOLUTION_STEPS (object);

  if (self->list != NULL)
    gtk_list_view_set_model (self->list, NULL);
  g_clear_handle_id (&self->fit_table_source, g_source_remove);
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
  g_free (self->input_issues);
  g_free (self->all_issues);
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
  g_type_ensure (URISCOPE_TYPE_RFC_PANE);
  g_type_ensure (URISCOPE_TYPE_WIDTH_BIN);
  g_type_ensure (URISCOPE_TYPE_TURNING_PANED);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/uriscope/Uriscope/uriscope-resolution-steps.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, previous);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, next);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, position);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, title);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, show_all);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, list);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, table);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, issues);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, window);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, rfc_pane);
  gtk_widget_class_bind_template_child (widget_class, UriscopeResolutionSteps, steps_paned);

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

  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_array_new (FALSE, FALSE, sizeof (guint));
  self->positions = g_array_new (FALSE, FALSE, sizeof (UriscopeStepPosition));
  self->dots_row = G_MAXUINT;

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
  /* a new height: max-position follows it */
  g_signal_connect_swapped (self->steps_paned, "notify::max-position", G_CALLBACK (queue_fit_table), self);
  update (self);
}

GtkWidget *
uriscope_resolution_steps_new (void)
{
  return g_object_new (URISCOPE_TYPE_RESOLUTION_STEPS, NULL);
}

/* The Reveal answer control follows the "reveal-answer" setting, both
 * ways: the teacher's choice survives a restart. */
void
uriscope_resolution_steps_bind_reveal (UriscopeResolutionSteps *self,
                                      GSettings               *settings)
{
  g_settings_bind (settings, "reveal-answer", self->show_all, "active", G_SETTINGS_BIND_DEFAULT);
}
