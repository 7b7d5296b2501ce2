/* uriscope-rfc-pane.c — an RFC's algorithm with the lines that ran highlighted
 *
 * The pane beside the resolution steps (uriscope-resolution-steps.c): the
 * sections of the RFC a step's lines are in (the algorithm's main section
 * always, those the lines call in order of the RFC), their text from the
 * RFC as the window quotes it (uriscope-rfc-lines.c), the lines that ran
 * in bold on yellow and scrolled into view; above, the
 * document and the sections ("RFC 3986 §5.2.2, §5.2.4"). The sections
 * are loaded only when they change, so stepping through one section
 * moves the highlight and nothing else; a keystroke that leaves the step's
 * lines as they were changes nothing in the view (a tag removed and put
 * back made the view lay its lines out again, twice a keystroke).
 *
 * The text wraps (at 1024 px a 72-column line does not fit): its
 * paragraphs of prose are joined into one line each, and each line has a
 * hanging indent, so that a line's continuation starts under its first
 * word and the pseudo-code keeps its shape (uriscope-rfc-reflow.c). A
 * paragraph starts wherever a step's range of lines starts or ends, and
 * the highlight is a paragraph background: it covers a wrapped line
 * whole.
 *
 * A step's ranges go from the general to the particular: the loop of
 * RFC 3986 §5.2.4 ("2. While the input buffer…"), then the rule of it
 * that ran (2A to 2E); the call in §5.2.2, then §5.3's lines. The last
 * range is the one a class is looking for, unless the table names
 * another (UriscopeRfcLines.key: the merge of a relative path, not the
 * lines after it that copy the base's authority): all the ranges are
 * shown when they fit the pane, else that one with a few lines above it. The scroll
 * is done again on the next frames: the wrapped lines' heights are only
 * estimates until the view validates them; and whenever the view's
 * height changes later (adjustment_changed_cb()).
 *
 * For the WHATWG URL Standard, whose parser's states have no lines of an
 * RFC, the pane shows a text as it is, wrapped (uriscope_rfc_pane_show_text()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-rfc-pane.h"
#include "uriscope-rfc-reflow.h"

struct _UriscopeRfcPane {
  GtkBox parent_instance;

  GtkLabel *title;
  GtkTextView *text;

  GtkTextTag *ran;
  GtkTextMark *ran_start;    /* the first range highlighted */
  GtkTextMark *ran_end;      /* the end of the last */
  GtkTextMark *rule_start;   /* the key range (UriscopeRfcLines.key), else */
  GtkTextMark *rule_end;     /* the last: the rule that ran */
  guint scroll_tick;
  guint scroll_frames;
  double page_size;          /* the view's height when last scrolled */
  char *sections_shown;      /* "5.2.2 5.2.4": the text view holds these */
  char *ran_shown;           /* the ranges highlighted, as highlight_key() */
  gboolean ran_found;        /* and whether any was in the text */
  GArray *section_starts;    /* guint: the first line of each, in line_starts */
  GArray *line_starts;       /* guint: where each line of the sections' text
                              * starts in the view's, in characters */
};

G_DEFINE_FINAL_TYPE (UriscopeRfcPane, uriscope_rfc_pane, GTK_TYPE_BOX)

/* Shows @sections (space-separated) in the text view, unless shown: each
 * as paragraphs that wrap (uriscope_rfc_reflow()), a paragraph starting
 * wherever a step's range of lines does, a blank line between sections. */
static void
show_sections (UriscopeRfcPane *self,
               UsSpec           spec,
               const char      *sections)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text);
  g_autoptr(GArray) starts = g_array_new (FALSE, FALSE, sizeof (guint));
  g_auto(GStrv) names = NULL;
  GString *text;
  guint chars = 0;

  if (g_strcmp0 (sections, self->sections_shown) == 0)
    return;
  names = g_strsplit (sections, " ", -1);
  text = g_string_new (NULL);
  g_free (self->sections_shown);
  self->sections_shown = g_strdup (sections);
  g_array_set_size (self->section_starts, 0);
  g_array_set_size (self->line_starts, 0);
  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *body = uriscope_rfc_lines_get_text (spec, names[i]);
      g_autofree char *flowed = NULL;
      const guint8 *breaks;
      guint n_breaks;

      g_array_append_val (self->section_starts, self->line_starts->len);
      if (body == NULL)
        continue;
      if (text->len > 0)
        {
          /* the blank line between sections is a line of its own */
          guint blank = chars + 1;

          g_string_append (text, "\n\n");
          chars += 2;
          g_array_append_val (self->line_starts, blank);
          g_array_index (self->section_starts, guint, i) = self->line_starts->len;
        }
      breaks = uriscope_rfc_lines_breaks (spec, names[i], &n_breaks);
      flowed = uriscope_rfc_reflow (body, breaks, n_breaks, starts);
      for (guint l = 0; l < starts->len; l++)
        {
          guint start = chars + g_array_index (starts, guint, l);

          g_array_append_val (self->line_starts, start);
        }
      g_string_append (text, flowed);
      chars += (guint) g_utf8_strlen (flowed, -1);
    }
  gtk_text_buffer_set_text (buffer, text->str, (int) text->len);
  g_clear_pointer (&self->ran_shown, g_free);
  self->ran_found = FALSE;
  g_string_free (text, TRUE);
  uriscope_rfc_reflow_indent (self->text);
}

/* The lines of the ranges highlighted in view: all of them when they fit,
 * else the key range's (the rule that ran), two lines of context above
 * it. */
static void
scroll_to_ran (UriscopeRfcPane *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text);
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->text));
  GtkTextIter first, rule, last;
  GdkRectangle visible, location;
  int first_y, rule_y, end_y, height, context, target;

  gtk_text_buffer_get_iter_at_mark (buffer, &first, self->ran_start);
  gtk_text_buffer_get_iter_at_mark (buffer, &rule, self->rule_start);
  gtk_text_buffer_get_iter_at_mark (buffer, &last, self->ran_end);
  gtk_text_view_get_visible_rect (self->text, &visible);
  if (visible.height <= 0)
    return;
  gtk_text_view_get_line_yrange (self->text, &first, &first_y, &height);
  gtk_text_view_get_line_yrange (self->text, &rule, &rule_y, &height);
  /* Two lines as shown, not as in the buffer: a wrapped line is several
   * (at 200 % zoom the rule's own line took three, and two of them as
   * context put the rule below the pane); never more than a quarter of
   * the pane. */
  gtk_text_view_get_iter_location (self->text, &rule, &location);
  context = MIN (2 * MAX (location.height, 1), visible.height / 4);
  gtk_text_view_get_line_yrange (self->text, &last, &end_y, &height);
  end_y += height;
  if (end_y - first_y + context <= visible.height)
    target = first_y - context / 2;
  else
    target = rule_y - context;
  target = MAX (target, 0);
  /* The adjustment counts from the view's top, the lines from the text's. */
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + target - visible.y);
}

static gboolean
scroll_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       data)
{
  UriscopeRfcPane *self = data;

  if (gtk_widget_get_height (widget) <= 0)
    return G_SOURCE_CONTINUE;
  scroll_to_ran (self);
  if (++self->scroll_frames < 8)
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

/* Whether the rule that ran (the key range highlighted) is in the view:
 * all of it, or its start in the top quarter. */
static gboolean
rule_in_view (UriscopeRfcPane *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text);
  GdkRectangle visible;
  GtkTextIter start, end;
  int top, bottom, height;

  gtk_text_buffer_get_iter_at_mark (buffer, &start, self->rule_start);
  gtk_text_buffer_get_iter_at_mark (buffer, &end, self->rule_end);
  if (!gtk_text_iter_has_tag (&start, self->ran))
    return FALSE;
  gtk_text_view_get_visible_rect (self->text, &visible);
  gtk_text_view_get_line_yrange (self->text, &start, &top, &height);
  gtk_text_view_get_line_yrange (self->text, &end, &bottom, &height);
  bottom += height;
  return top >= visible.y && (bottom <= visible.y + visible.height || top <= visible.y + visible.height / 4);
}

/* The view's height or the text's changed later than the frames of the
 * tick (a note or the answer appeared beside it, the window was resized,
 * the last lines were measured): the rule that ran is scrolled into view
 * again when the view's height changed or the rule left the view. */
static void
adjustment_changed_cb (GtkAdjustment   *adjustment,
                       UriscopeRfcPane *self)
{
  double page_size = gtk_adjustment_get_page_size (adjustment);
  gboolean resized = page_size != self->page_size;

  self->page_size = page_size;
  if (self->ran_found && (resized || !rule_in_view (self)))
    scroll_to_ran (self);
}

/* @n ranges of lines as a string, to compare. */
static char *
highlight_key (const UriscopeRfcLines *lines,
               guint                   n)
{
  GString *key = g_string_new (NULL);

  for (guint r = 0; r < n; r++)
    g_string_append_printf (key, "%s:%u-%u;", lines[r].section, lines[r].first, lines[r].last);
  return g_string_free (key, FALSE);
}

/* Tags @start to @end one line (one paragraph) at a time: tagged in one
 * call, a range across paragraphs had only its first drawn with the tag
 * (GTK 4.8; the buffer held the tag on them all). */
static void
apply_by_line (GtkTextBuffer     *buffer,
               GtkTextTag        *tag,
               const GtkTextIter *start,
               const GtkTextIter *end)
{
  GtkTextIter from = *start;

  while (gtk_text_iter_compare (&from, end) < 0)
    {
      GtkTextIter to = from;

      if (!gtk_text_iter_ends_line (&to))
        gtk_text_iter_forward_to_line_end (&to);
      if (gtk_text_iter_compare (&to, end) > 0)
        to = *end;
      gtk_text_buffer_apply_tag (buffer, tag, &from, &to);
      from = to;
      if (!gtk_text_iter_forward_line (&from))
        break;
    }
}

/* Highlights @n ranges of lines in the sections shown and scrolls them
 * into view (scroll_to_ran()); when they are highlighted already, only
 * scrolls again. */
static void
highlight (UriscopeRfcPane        *self,
           const UriscopeRfcLines *lines,
           guint                   n)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text);
  g_auto(GStrv) names = NULL;
  g_autofree char *key = highlight_key (lines, n);
  GtkTextIter start, end;
  gboolean found = FALSE, key_found = FALSE;

  if (g_strcmp0 (key, self->ran_shown) == 0)
    goto scroll;
  g_free (self->ran_shown);
  self->ran_shown = g_steal_pointer (&key);
  names = g_strsplit (self->sections_shown != NULL ? self->sections_shown : "", " ", -1);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_remove_tag (buffer, self->ran, &start, &end);
  for (guint r = 0; r < n; r++)
    for (guint s = 0; names[s] != NULL; s++)
      {
        guint base;

        if (!g_str_equal (names[s], lines[r].section))
          continue;
        base = g_array_index (self->section_starts, guint, s);
        if (base + lines[r].last >= self->line_starts->len)
          continue;
        gtk_text_buffer_get_iter_at_offset (buffer, &start,
                                            (int) g_array_index (self->line_starts, guint, base + lines[r].first));
        gtk_text_iter_set_line_offset (&start, 0);
        gtk_text_buffer_get_iter_at_offset (buffer, &end,
                                            (int) g_array_index (self->line_starts, guint, base + lines[r].last));
        if (!gtk_text_iter_ends_line (&end))
          gtk_text_iter_forward_to_line_end (&end);
        apply_by_line (buffer, self->ran, &start, &end);
        if (!found)
          gtk_text_buffer_move_mark (buffer, self->ran_start, &start);
        gtk_text_buffer_move_mark (buffer, self->ran_end, &end);
        if (!key_found)
          {
            gtk_text_buffer_move_mark (buffer, self->rule_start, &start);
            gtk_text_buffer_move_mark (buffer, self->rule_end, &end);
            key_found = lines[r].key;
          }
        found = TRUE;
      }
  self->ran_found = found;
scroll:
  if (!self->ran_found)
    return;
  scroll_to_ran (self);
  self->scroll_frames = 0;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->text), scroll_tick_cb, self, NULL);
}

/* "5.2.1" < "5.2.2" < "5.2.4" < "5.3": the order of the RFC. */
static int
compare_sections (gconstpointer a,
                  gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/**
 * uriscope_rfc_pane_show_lines:
 * @lines: (array length=n): the lines that ran
 *
 * Shows the main section of @spec's algorithm and those of @lines, the
 * lines highlighted and the first scrolled to.
 */
void
uriscope_rfc_pane_show_lines (UriscopeRfcPane        *self,
                              UsSpec                  spec,
                              const UriscopeRfcLines *lines,
                              guint                   n)
{
  g_autoptr(GPtrArray) sections = g_ptr_array_new ();
  g_autofree char *key = NULL;
  g_autofree char *with_marks = NULL;
  g_autofree char *heading = NULL;

  g_return_if_fail (URISCOPE_IS_RFC_PANE (self));

  g_ptr_array_add (sections, (gpointer) uriscope_rfc_lines_main_section (spec));
  for (guint r = 0; r < n; r++)
    if (!g_ptr_array_find_with_equal_func (sections, lines[r].section, g_str_equal, NULL))
      g_ptr_array_add (sections, (gpointer) lines[r].section);
  g_ptr_array_sort (sections, compare_sections);
  g_ptr_array_add (sections, NULL);
  key = g_strjoinv (" ", (char **) sections->pdata);
  show_sections (self, spec, key);
  highlight (self, lines, n);
  with_marks = g_strjoinv (", §", (char **) sections->pdata);
  heading = g_strdup_printf ("%s §%s", uriscope_rfc_lines_document (spec), with_marks);
  gtk_label_set_text (self->title, heading);
}

/* Shows @text as it is, wrapped, under @title (nothing highlighted). */
void
uriscope_rfc_pane_show_text (UriscopeRfcPane *self,
                             const char      *title,
                             const char      *text)
{
  g_return_if_fail (URISCOPE_IS_RFC_PANE (self));

  gtk_label_set_text (self->title, title);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->text), text, -1);
  uriscope_rfc_reflow_indent (self->text);
  g_clear_pointer (&self->sections_shown, g_free);
  g_clear_pointer (&self->ran_shown, g_free);
  self->ran_found = FALSE;
}

/* Empties the pane. */
void
uriscope_rfc_pane_clear (UriscopeRfcPane *self)
{
  g_return_if_fail (URISCOPE_IS_RFC_PANE (self));

  g_clear_pointer (&self->sections_shown, g_free);
  g_clear_pointer (&self->ran_shown, g_free);
  self->ran_found = FALSE;
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->text), "", 0);
  gtk_label_set_text (self->title, "");
}

/* Whether the lines of the last range highlighted (the rule that ran) are
 * all in the visible area, or from its top quarter down when they are
 * taller than it. */
gboolean
uriscope_rfc_pane_highlight_in_view (UriscopeRfcPane *self)
{
  g_return_val_if_fail (URISCOPE_IS_RFC_PANE (self), FALSE);
  return rule_in_view (self);
}

/* The lines highlighted, joined by newlines. */
char *
uriscope_rfc_pane_dup_highlighted (UriscopeRfcPane *self)
{
  GtkTextBuffer *buffer;
  GString *out;
  int lines;

  g_return_val_if_fail (URISCOPE_IS_RFC_PANE (self), NULL);

  buffer = gtk_text_view_get_buffer (self->text);
  out = g_string_new (NULL);
  lines = gtk_text_buffer_get_line_count (buffer);
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

static void
uriscope_rfc_pane_dispose (GObject *object)
{
  UriscopeRfcPane *self = URISCOPE_RFC_PANE (object);

  if (self->scroll_tick != 0 && self->text != NULL)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->text), self->scroll_tick);
  self->scroll_tick = 0;
  gtk_widget_dispose_template (GTK_WIDGET (object), URISCOPE_TYPE_RFC_PANE);
  G_OBJECT_CLASS (uriscope_rfc_pane_parent_class)->dispose (object);
}

static void
uriscope_rfc_pane_finalize (GObject *object)
{
  UriscopeRfcPane *self = URISCOPE_RFC_PANE (object);

  g_array_unref (self->section_starts);
  g_array_unref (self->line_starts);
  g_free (self->sections_shown);
  g_free (self->ran_shown);
  G_OBJECT_CLASS (uriscope_rfc_pane_parent_class)->finalize (object);
}

static void
uriscope_rfc_pane_class_init (UriscopeRfcPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_rfc_pane_dispose;
  object_class->finalize = uriscope_rfc_pane_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/uriscope/Uriscope/uriscope-rfc-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeRfcPane, title);
  gtk_widget_class_bind_template_child (widget_class, UriscopeRfcPane, text);
}

static void
uriscope_rfc_pane_init (UriscopeRfcPane *self)
{
  GtkTextBuffer *buffer;
  GtkTextIter start;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->section_starts = g_array_new (FALSE, FALSE, sizeof (guint));
  self->line_starts = g_array_new (FALSE, FALSE, sizeof (guint));
  buffer = gtk_text_view_get_buffer (self->text);
  self->ran = gtk_text_buffer_create_tag (buffer, "ran", "weight", PANGO_WEIGHT_BOLD,
                                          "paragraph-background", "#fce88a", "foreground", "#1a1a1a", NULL);
  gtk_text_buffer_get_start_iter (buffer, &start);
  self->ran_start = gtk_text_buffer_create_mark (buffer, "ran", &start, TRUE);
  self->ran_end = gtk_text_buffer_create_mark (buffer, "ran-end", &start, FALSE);
  self->rule_start = gtk_text_buffer_create_mark (buffer, "rule", &start, TRUE);
  self->rule_end = gtk_text_buffer_create_mark (buffer, "rule-end", &start, FALSE);
  g_signal_connect_object (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->text)), "changed",
                           G_CALLBACK (adjustment_changed_cb), self, 0);
}

GtkWidget *
uriscope_rfc_pane_new (void)
{
  return g_object_new (URISCOPE_TYPE_RFC_PANE, NULL);
}
