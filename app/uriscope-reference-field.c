/* uriscope-reference-field.c — the field holding the reference
 *
 * One reference in a large monospace field (its text and marks are the
 * UriscopeReferenceBuffer's), the bar over a reference shown a part at a
 * time, and what the field does with keys, the clipboard and the pointer:
 * Enter is "activate" (the reference is one line), copying copies the
 * reference's characters rather than the symbols shown for its controls,
 * hovering a mark tells its message, and moving the cursor is
 * "cursor-moved" with the byte of the reference it is on.
 *
 * The field is as high as the reference's wrapped lines, at its width and
 * at the text's size (which follows the zoom), up to MAX_LINES lines: a
 * long reference, or any at 200 %, stays whole on the screen, its scheme
 * and host in view, rather than scrolling inside a field of two lines.
 * Longer, the field scrolls.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-clipboard.h"
#include "uriscope-field-marks.h"
#include "uriscope-field-view.h"
#include "uriscope-reference-field.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-width-bin.h"

struct _UriscopeReferenceField {
  GtkBox parent_instance;

  GtkWidget *heading;
  GtkScrolledWindow *scroller;
  GtkTextView *input;
  UriscopeReferenceBuffer *buffer;
  GtkWidget *part_bar;
  GtkLabel *part_label;

  gboolean preedit;            /* an input method is composing */
  UsLens *lens;                /* the link lens, while the Link page is shown */
  guint height_source;         /* pending: fit the field to its lines */
  guint layout_source;         /* pending: lay the text out once, fully */
};

/* The most lines the field grows to before it scrolls: a 200-character
 * reference at 200 % on an 800-pixel screen is whole. */
#define MAX_LINES 9

G_DEFINE_FINAL_TYPE (UriscopeReferenceField, uriscope_reference_field, GTK_TYPE_BOX)

enum {
  SIGNAL_ACTIVATE,
  SIGNAL_CURSOR_MOVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The field's height ----------------------------------------------------------- */

/* The height of one line of the field's text, in pixels. */
static int
line_height (UriscopeReferenceField *self)
{
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self->input));
  PangoFontMetrics *metrics = pango_context_get_metrics (context, NULL, NULL);
  int height = pango_font_metrics_get_height (metrics);

  if (height <= 0)
    height = pango_font_metrics_get_ascent (metrics) + pango_font_metrics_get_descent (metrics);
  pango_font_metrics_unref (metrics);
  return MAX (PANGO_PIXELS_CEIL (height), 1);
}

/* The field as high as its text at its width (laid out by the view),
 * between one line and MAX_LINES. */
static gboolean
fit_height (gpointer data)
{
  UriscopeReferenceField *self = data;
  GtkTextIter end;
  int y = 0, height = 0, margins, content, one, fitted;

  self->height_source = 0;
  if (gtk_widget_get_width (GTK_WIDGET (self->input)) <= 0)
    return G_SOURCE_REMOVE;
  gtk_text_buffer_get_end_iter (GTK_TEXT_BUFFER (self->buffer), &end);
  gtk_text_view_get_line_yrange (self->input, &end, &y, &height);
  margins = gtk_text_view_get_top_margin (self->input) + gtk_text_view_get_bottom_margin (self->input);
  content = y + height + margins;
  one = line_height (self);
  fitted = CLAMP (content, one + margins, MAX_LINES * one + margins);
  if (fitted != gtk_scrolled_window_get_min_content_height (self->scroller) ||
      fitted != gtk_scrolled_window_get_max_content_height (self->scroller))
    {
      /* The minimum never above the maximum, on the way. */
      gtk_scrolled_window_set_max_content_height (self->scroller, -1);
      gtk_scrolled_window_set_min_content_height (self->scroller, fitted);
      gtk_scrolled_window_set_max_content_height (self->scroller, fitted);
    }
  /* All of it fits: from its first line. (While the field was one line
   * tall, a paste of two lines had scrolled it to the cursor, and the
   * grown field kept that offset: the scheme and host out of sight, a
   * blank line below.) */
  if (content <= fitted)
    gtk_adjustment_set_value (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->input)), 0);
  /* A scrollbar only when the text is taller than the field: GTK 4.8
   * makes a scrolled window as high as its scrollbar's minimum (54 px
   * with Adwaita) whenever one may be shown, a one-line field two lines
   * high. */
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_NEVER,
                                  content > fitted ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER);
  return G_SOURCE_REMOVE;
}

/* The view lays its text out again (a new width, text or size of text)
 * and sets its adjustment: the field is fitted after the frame's layout,
 * not during it. */
static void
queue_fit_height (UriscopeReferenceField *self)
{
  if (self->height_source == 0)
    self->height_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, fit_height, self, NULL);
}

/* Laid out once a keystroke, not twice. GTK 4.8's text view sizes a changed
 * paragraph with a layout it does not keep ("size only"), then lays it out
 * again to draw it; at 2 KB each costs about 12 million instructions of
 * Pango, a third of a frame. A full layout asked for first (the cursor's
 * place, gtk_text_view_get_iter_location()) is kept, and both the sizing
 * and the drawing reuse it. Queued by a change of text or of a tag, at a
 * priority above GTK's validation and the frame clock's, so that it comes
 * after every mark of the keystroke and before either. */
static gboolean
lay_out_once (gpointer data)
{
  UriscopeReferenceField *self = data;
  GtkTextIter insert;
  GdkRectangle where;

  self->layout_source = 0;
  gtk_text_buffer_get_iter_at_mark (GTK_TEXT_BUFFER (self->buffer), &insert,
                                    gtk_text_buffer_get_insert (GTK_TEXT_BUFFER (self->buffer)));
  gtk_text_view_get_iter_location (self->input, &insert, &where);
  return G_SOURCE_REMOVE;
}

static void
queue_lay_out_once (UriscopeReferenceField *self)
{
  if (self->layout_source == 0 && gtk_widget_get_realized (GTK_WIDGET (self->input)))
    self->layout_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, lay_out_once, self, NULL);
}

/* In a low window (uriscope-window.c), the heading gives its line to the
 * reference; Ctrl+L still goes to the field. */
void
uriscope_reference_field_set_compact (UriscopeReferenceField *self,
                                      gboolean                compact)
{
  gtk_widget_set_visible (self->heading, !compact);
}

/* Parts of a long reference ------------------------------------------------ */

static void
update_part_bar (UriscopeReferenceField *self)
{
  g_autofree char *text = NULL;
  g_autofree char *total = NULL;
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;
  gsize len, start, end;
  UsResult *result = uriscope_reference_buffer_get_result (self->buffer);

  gtk_widget_set_visible (self->part_bar, uriscope_reference_buffer_holds_part (self->buffer));
  if (!uriscope_reference_buffer_holds_part (self->buffer))
    return;
  uriscope_reference_buffer_get_text (self->buffer, &len);
  uriscope_reference_buffer_get_shown (self->buffer, &start, &end);
  total = g_strdup_printf ("%'" G_GSIZE_FORMAT, len);
  from = g_strdup_printf ("%'" G_GSIZE_FORMAT, start);
  to = g_strdup_printf ("%'" G_GSIZE_FORMAT, end);
  if (uriscope_reference_buffer_is_large (self->buffer))
    /* TRANSLATORS: the numbers are byte counts and offsets, already formatted */
    text = g_strdup_printf (_("The reference is %s bytes long: the field shows bytes %s–%s, a part at a time, to stay quick. Everything else reads the whole reference."),
                            total, from, to);
  else
    {
      g_autofree char *problems = g_strdup_printf ("%'u", result ? us_result_get_n_diagnostics (result) : 0);

      /* TRANSLATORS: the first number is a count of problems, the others
       * byte offsets, already formatted */
      text = g_strdup_printf (_("The reference has %s problems: the field shows bytes %s–%s, a part at a time, to mark each one quickly. Everything else reads the whole reference."),
                              problems, from, to);
    }
  gtk_label_set_text (self->part_label, text);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "field.previous-part", start > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "field.next-part", end < len);
}

static void
part_action (GtkWidget  *widget,
             const char *action,
             GVariant   *param)
{
  UriscopeReferenceField *self = URISCOPE_REFERENCE_FIELD (widget);

  if (g_str_equal (action, "field.previous-part"))
    uriscope_reference_buffer_previous_part (self->buffer);
  else
    uriscope_reference_buffer_next_part (self->buffer);
}

/**
 * uriscope_reference_field_update_marks:
 * @spans: (array length=n_spans): where a browser reads otherwise
 * @lens: (nullable): the link lens, while the Link page is shown
 *
 * Marks the parse given to uriscope_reference_buffer_fit().
 */
void
uriscope_reference_field_update_marks (UriscopeReferenceField *self,
                                       const UsBrowserSpan    *spans,
                                       guint                   n_spans,
                                       UsLens                 *lens)
{
  UriscopeOffsetMap map;

  if (lens != self->lens)
    {
      g_clear_pointer (&self->lens, us_lens_unref);
      self->lens = lens ? us_lens_ref (lens) : NULL;
    }
  uriscope_reference_buffer_map (self->buffer, &map);
  uriscope_field_marks_update (&map, uriscope_reference_buffer_get_result (self->buffer), spans, n_spans, self->lens);
  update_part_bar (self);
}

/* The link lens's marks alone, again (@lens while the Link page is
 * shown, else NULL). */
void
uriscope_reference_field_set_lens (UriscopeReferenceField *self,
                                   UsLens                 *lens)
{
  UriscopeOffsetMap map;

  g_clear_pointer (&self->lens, us_lens_unref);
  self->lens = lens ? us_lens_ref (lens) : NULL;
  uriscope_reference_buffer_map (self->buffer, &map);
  uriscope_field_marks_relink (&map, self->lens);
}

/* The selected node's characters, [start, end) of the reference (none
 * if empty), highlighted. */
void
uriscope_reference_field_highlight (UriscopeReferenceField *self,
                                    gsize                   start,
                                    gsize                   end)
{
  UriscopeOffsetMap map;

  uriscope_reference_buffer_map (self->buffer, &map);
  uriscope_field_marks_highlight (&map, start, end);
}

/* The text of the bar over a reference shown a part at a time, or NULL. */
const char *
uriscope_reference_field_get_part_text (UriscopeReferenceField *self)
{
  return gtk_widget_get_visible (self->part_bar) ? gtk_label_get_text (self->part_label) : NULL;
}

/* Undo --------------------------------------------------------------------- */

/* Whether the focus is in an editable other than the reference, which
 * keeps its own Ctrl+Z even with nothing to undo. */
static gboolean
focus_in_other_editable (UriscopeReferenceField *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && focus != GTK_WIDGET (self->input) && (GTK_IS_EDITABLE (focus) || GTK_IS_TEXT_VIEW (focus));
}

/* Ctrl+Z and Shift+Ctrl+Z that no focused widget took (after a Fix button
 * was clicked, say) undo and redo the reference's edits. */
void
uriscope_reference_field_undo (UriscopeReferenceField *self)
{
  if (!focus_in_other_editable (self))
    gtk_text_buffer_undo (GTK_TEXT_BUFFER (self->buffer));
}

void
uriscope_reference_field_redo (UriscopeReferenceField *self)
{
  if (!focus_in_other_editable (self))
    gtk_text_buffer_redo (GTK_TEXT_BUFFER (self->buffer));
}

/* The clipboard -------------------------------------------------------------- */

/* Copying from the field copies the reference's characters, not the
 * symbols shown for its controls, through uriscope-clipboard.c (a
 * selection can be the whole of a 1 MB reference). Returns FALSE when
 * nothing is selected; sets *@copied to whether it was copied. */
static gboolean
copy_selection (UriscopeReferenceField *self,
                gboolean               *copied)
{
  gsize start, end;
  const char *reference = uriscope_reference_buffer_get_text (self->buffer, NULL);

  if (!uriscope_reference_buffer_get_selected (self->buffer, &start, &end))
    return FALSE;
  *copied = uriscope_clipboard_copy_text (GTK_WIDGET (self->input), reference + start, end - start, NULL);
  return TRUE;
}

static void
copy_field_cb (GtkTextView            *view,
               UriscopeReferenceField *self)
{
  gboolean copied;

  if (copy_selection (self, &copied))
    g_signal_stop_emission_by_name (view, "copy-clipboard");
}

static void
cut_field_cb (GtkTextView            *view,
              UriscopeReferenceField *self)
{
  gboolean copied;

  if (copy_selection (self, &copied))
    {
      g_signal_stop_emission_by_name (view, "cut-clipboard");
      /* Not cut when it could not be copied: nothing is lost. */
      if (copied)
        gtk_text_buffer_delete_selection (GTK_TEXT_BUFFER (self->buffer), TRUE, gtk_text_view_get_editable (view));
    }
}

/* Ctrl+A: all the field holds, and over a part the whole reference
 * (uriscope_reference_buffer_select_whole()). */
static void
select_all_cb (GtkTextView            *view,
               gboolean                select,
               UriscopeReferenceField *self)
{
  if (!select)
    return;
  g_signal_stop_emission_by_name (view, "select-all");
  uriscope_reference_buffer_select_whole (self->buffer);
}

/* The cursor and the keys ------------------------------------------------------ */

static void
cursor_moved_cb (GtkTextBuffer          *buffer,
                 GParamSpec             *pspec,
                 UriscopeReferenceField *self)
{
  GtkTextIter iter;
  int offset;
  gsize len, byte;

  uriscope_reference_buffer_get_text (self->buffer, &len);
  if (len == 0)
    return;
  g_object_get (buffer, "cursor-position", &offset, NULL);
  gtk_text_buffer_get_iter_at_offset (buffer, &iter, offset);
  byte = MIN (uriscope_reference_buffer_byte_at_iter (self->buffer, &iter), len - 1);
  g_signal_emit (self, signals[SIGNAL_CURSOR_MOVED], 0, (guint64) byte);
}

/* Puts the cursor on byte @byte of the reference, and the focus in the field. */
void
uriscope_reference_field_place_cursor (UriscopeReferenceField *self,
                                       gsize                   byte)
{
  GtkTextIter iter;

  uriscope_reference_buffer_reveal (self->buffer, byte);
  uriscope_reference_buffer_iter_at_byte (self->buffer, byte, &iter);
  gtk_text_buffer_place_cursor (GTK_TEXT_BUFFER (self->buffer), &iter);
  gtk_widget_grab_focus (GTK_WIDGET (self->input));
}

/* Selects bytes [start, end) of the reference, and focuses the field. */
void
uriscope_reference_field_select (UriscopeReferenceField *self,
                                 gsize                   start,
                                 gsize                   end)
{
  GtkTextIter a, b;
  gsize len;

  uriscope_reference_buffer_get_text (self->buffer, &len);
  if (start > len)
    return;
  end = CLAMP (end, start, len);
  uriscope_reference_buffer_show_range (self->buffer, start, end);
  uriscope_reference_buffer_iter_at_byte (self->buffer, start, &a);
  uriscope_reference_buffer_iter_at_byte (self->buffer, end, &b);
  gtk_text_buffer_select_range (GTK_TEXT_BUFFER (self->buffer), &a, &b);
  gtk_widget_grab_focus (GTK_WIDGET (self->input));
}

void
uriscope_reference_field_grab_focus (UriscopeReferenceField *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->input));
}

/* Ctrl+L: the focus in the field and the whole reference selected, as an
 * address bar does, so that what is typed next replaces it rather than
 * being added to its end; over a part shown, the whole reference, as
 * Ctrl+A selects it (uriscope_reference_buffer_select_whole()). */
void
uriscope_reference_field_focus_all (UriscopeReferenceField *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->input));
  uriscope_reference_buffer_select_whole (self->buffer);
}

/* Enter types no newline into the reference, which is one line: it is
 * "activate", as an address bar takes what was typed. An input method
 * composing text gets its Enter. */
static gboolean
key_pressed_cb (GtkEventControllerKey  *controller,
                guint                   keyval,
                guint                   keycode,
                GdkModifierType         state,
                UriscopeReferenceField *self)
{
  if ((keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter) || self->preedit)
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_ACTIVATE], 0);
  return TRUE;
}

static void
preedit_changed_cb (GtkTextView            *view,
                    const char             *preedit,
                    UriscopeReferenceField *self)
{
  self->preedit = preedit != NULL && preedit[0] != '\0';
}

/* Tooltips ----------------------------------------------------------------- */

/* What hovering byte @byte of the reference tells, or NULL. */
char *
uriscope_reference_field_dup_tooltip (UriscopeReferenceField *self,
                                      gsize                   byte)
{
  UsResult *result = uriscope_reference_buffer_get_result (self->buffer);
  gsize len;
  const char *text = uriscope_reference_buffer_get_text (self->buffer, &len);

  if (result == NULL)
    return NULL;
  return uriscope_field_marks_tooltip (text, len, byte, result, self->lens);
}

/* Hovering a marked character shows its message, and what a symbol in
 * place of a control character stands for. */
static gboolean
query_tooltip_cb (GtkWidget              *widget,
                  int                     x,
                  int                     y,
                  gboolean                keyboard,
                  GtkTooltip             *tooltip,
                  UriscopeReferenceField *self)
{
  GtkTextBuffer *buffer = GTK_TEXT_BUFFER (self->buffer);
  GtkTextIter iter;
  int bx, by;
  g_autofree char *tip = NULL;

  if (keyboard)
    gtk_text_buffer_get_iter_at_mark (buffer, &iter, gtk_text_buffer_get_insert (buffer));
  else
    {
      gtk_text_view_window_to_buffer_coords (self->input, GTK_TEXT_WINDOW_WIDGET, x, y, &bx, &by);
      if (!gtk_text_view_get_iter_at_location (self->input, &iter, bx, by))
        return FALSE;
    }
  tip = uriscope_reference_field_dup_tooltip (self, uriscope_reference_buffer_byte_at_iter (self->buffer, &iter));
  if (tip == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, tip);
  return TRUE;
}

/* Public ------------------------------------------------------------------- */

UriscopeReferenceBuffer *
uriscope_reference_field_get_reference (UriscopeReferenceField *self)
{
  return self->buffer;
}

GtkTextBuffer *
uriscope_reference_field_get_buffer (UriscopeReferenceField *self)
{
  return GTK_TEXT_BUFFER (self->buffer);
}

GtkTextView *
uriscope_reference_field_get_view (UriscopeReferenceField *self)
{
  return self->input;
}

/* GObject ------------------------------------------------------------------ */

static void
uriscope_reference_field_dispose (GObject *object)
{
  UriscopeReferenceField *self = URISCOPE_REFERENCE_FIELD (object);

  g_clear_handle_id (&self->height_source, g_source_remove);
  g_clear_handle_id (&self->layout_source, g_source_remove);
  g_clear_pointer (&self->lens, us_lens_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), URISCOPE_TYPE_REFERENCE_FIELD);
  G_OBJECT_CLASS (uriscope_reference_field_parent_class)->dispose (object);
}

static void
uriscope_reference_field_class_init (UriscopeReferenceFieldClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_reference_field_dispose;
  g_type_ensure (URISCOPE_TYPE_FIELD_VIEW);
  g_type_ensure (URISCOPE_TYPE_WIDTH_BIN);

  /**
   * UriscopeReferenceField::activate:
   *
   * Enter was pressed in the field.
   */
  signals[SIGNAL_ACTIVATE] = g_signal_new ("activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * UriscopeReferenceField::cursor-moved:
   * @byte: the byte of the reference the cursor is on
   */
  signals[SIGNAL_CURSOR_MOVED] = g_signal_new ("cursor-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                               0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT64);

  g_type_ensure (URISCOPE_TYPE_REFERENCE_BUFFER);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/uriscope/Uriscope/uriscope-reference-field.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeReferenceField, heading);
  gtk_widget_class_bind_template_child (widget_class, UriscopeReferenceField, scroller);
  gtk_widget_class_bind_template_child (widget_class, UriscopeReferenceField, input);
  gtk_widget_class_bind_template_child (widget_class, UriscopeReferenceField, buffer);
  gtk_widget_class_bind_template_child (widget_class, UriscopeReferenceField, part_bar);
  gtk_widget_class_bind_template_child (widget_class, UriscopeReferenceField, part_label);
  gtk_widget_class_install_action (widget_class, "field.previous-part", NULL, part_action);
  gtk_widget_class_install_action (widget_class, "field.next-part", NULL, part_action);
}

static void
uriscope_reference_field_init (UriscopeReferenceField *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->buffer, "notify::cursor-position", G_CALLBACK (cursor_moved_cb), self);
  g_signal_connect (self->input, "copy-clipboard", G_CALLBACK (copy_field_cb), self);
  g_signal_connect (self->input, "cut-clipboard", G_CALLBACK (cut_field_cb), self);
  g_signal_connect (self->input, "select-all", G_CALLBACK (select_all_cb), self);
  g_signal_connect (self->input, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);
  g_signal_connect (self->input, "preedit-changed", G_CALLBACK (preedit_changed_cb), self);
  g_signal_connect_swapped (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->input)), "changed",
                            G_CALLBACK (queue_fit_height), self);
  g_signal_connect_swapped (self->buffer, "changed", G_CALLBACK (queue_fit_height), self);
  g_signal_connect_swapped (self->buffer, "changed", G_CALLBACK (queue_lay_out_once), self);
  g_signal_connect_swapped (self->buffer, "apply-tag", G_CALLBACK (queue_lay_out_once), self);
  g_signal_connect_swapped (self->buffer, "remove-tag", G_CALLBACK (queue_lay_out_once), self);
  /* Before the field's own handling, which would type a newline. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->input), keys);
}
