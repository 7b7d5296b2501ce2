/* uriscope-field-view.c — the reference field's text view, which draws the marks of invisible characters
 *
 * The field holds a stand-in for each invisible, bidirectional, format and
 * line-breaking character (uriscope_text_stand_in(): a private-use
 * character, one for one, so offsets, copying and fixes keep counting the
 * reference's characters, and no bidi control reorders the field). The
 * marks' tags (uriscope-field-marks.c) hide the box Pango draws for a
 * stand-in and widen it with letter spacing to the room of the mark; this
 * view then draws, above the text, a chip over each stand-in holding the
 * character's short name ("RLO", "ZWSP") or its code point. GTK 4.8 has
 * no way to give a zero-width character room without a character of
 * width in its place (a GtkTextTag sets no PangoAttrShape, and a child
 * anchor adds a character of its own), hence the stand-ins.
 *
 * Bidi controls get a red chip, the other invisible characters a blue one;
 * each holds white text (over 7:1 on either).
 *
 * It also outlines each component of the reference (the tags
 * "component-0" to "component-4") in the palette's outline colour: the
 * tints alone are too faint for a washed-out projector (they keep the
 * text at 7:1, so they cannot keep 3:1 against the view), and colour is
 * never the only signal. Only the display lines in sight are outlined
 * (and dotted, and given chips).
 *
 * And it draws the dotted underline of the errors and the lens's findings
 * (the tags "error" and "finding", in their underline colour; see
 * snapshot_dots() for why not Pango's).
 *
 * The tints and outlines are those for the text it draws, light or dark
 * (uriscope_palette_for_widget()), set again at each change of its style.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "uriscope-field-marks.h"
#include "uriscope-field-view.h"
#include "uriscope-palette.h"
#include "uriscope-text.h"
#include "uriscope.h"

struct _UriscopeFieldView {
  GtkTextView parent_instance;
};

G_DEFINE_FINAL_TYPE (UriscopeFieldView, uriscope_field_view, GTK_TYPE_TEXT_VIEW)

/* The marks' text, relative to the field's font. */
#define CHIP_SCALE 0.7

static void
snapshot_chip (GtkTextView *view,
               GtkSnapshot *snapshot,
               GtkTextIter *iter,
               gunichar     c)
{
  static const GdkRGBA bidi = { 0.608, 0.110, 0.110, 1 };    /* #9B1C1C */
  static const GdkRGBA other = { 0.165, 0.290, 0.541, 1 };   /* #2A4A8A */
  static const GdkRGBA white = { 1, 1, 1, 1 };
  g_autofree char *label = us_char_mark_label (c);
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (view), label);
  PangoFontDescription *font;
  GdkRectangle rect;
  GskRoundedRect chip;
  int w, h;

  gtk_text_view_get_iter_location (view, iter, &rect);
  font = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));
  pango_font_description_set_size (font, (int) (pango_font_description_get_size (font) * CHIP_SCALE));
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_size (layout, &w, &h);

  gsk_rounded_rect_init_from_rect (&chip,
                                   &GRAPHENE_RECT_INIT (rect.x + 1, rect.y + 1,
                                                        MAX (rect.width - 2, 2), MAX (rect.height - 2, 2)),
                                   3);
  gtk_snapshot_push_rounded_clip (snapshot, &chip);
  gtk_snapshot_append_color (snapshot, us_char_is_bidi_control (c) ? &bidi : &other, &chip.bounds);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (rect.x + (rect.width - w) / 2.f,
                                                           rect.y + (rect.height - h) / 2.f));
  gtk_snapshot_append_layout (snapshot, layout, &white);
  gtk_snapshot_restore (snapshot);
}

/* The width of a component's outline, inside its characters' boxes. */
#define OUTLINE_WIDTH 2.f

typedef void (*BoxFunc) (const graphene_rect_t *box,
                         gpointer               data);

/* Calls @func with the box [@start, @end) covers on each display line. */
static void
for_each_line_box (GtkTextView       *view,
                   const GtkTextIter *start,
                   const GtkTextIter *end,
                   BoxFunc            func,
                   gpointer           data)
{
  GtkTextIter s = *start, last = *end;
  GdkRectangle first, final;

  if (gtk_text_iter_compare (&s, end) >= 0)
    return;
  /* On one display line (a bad character, most often): no walk along the
   * lines, which costs more than the two places. */
  gtk_text_iter_backward_char (&last);
  gtk_text_view_get_iter_location (view, &s, &first);
  gtk_text_view_get_iter_location (view, &last, &final);
  if (final.y == first.y)
    {
      if (final.x + final.width > first.x)
        func (&GRAPHENE_RECT_INIT (first.x, first.y, final.x + final.width - first.x, first.height), data);
      return;
    }
  while (gtk_text_iter_compare (&s, end) < 0)
    {
      GtkTextIter next = s;
      float right;

      if (!gtk_text_view_forward_display_line (view, &next) || gtk_text_iter_compare (&next, end) > 0)
        next = *end;
      last = next;
      gtk_text_iter_backward_char (&last);
      gtk_text_view_get_iter_location (view, &s, &first);
      gtk_text_view_get_iter_location (view, &last, &final);
      right = final.y == first.y ? final.x + final.width : first.x + first.width;
      if (right > first.x)
        func (&GRAPHENE_RECT_INIT (first.x, first.y, right - first.x, first.height), data);
      if (gtk_text_iter_equal (&next, &s))
        break;
      s = next;
    }
}

/* Calls @func with each display line's box of each range of the tag
 * @name between @from and @to. */
static void
for_each_tag_box (GtkTextView       *view,
                  const char        *name,
                  const GtkTextIter *from,
                  const GtkTextIter *to,
                  BoxFunc            func,
                  gpointer           data)
{
  GtkTextTagTable *table = gtk_text_buffer_get_tag_table (gtk_text_view_get_buffer (view));
  GtkTextTag *tag = gtk_text_tag_table_lookup (table, name);
  GtkTextIter a = *from, b;

  if (tag == NULL)
    return;
  if (!gtk_text_iter_has_tag (&a, tag) && !gtk_text_iter_forward_to_tag_toggle (&a, tag))
    return;
  while (gtk_text_iter_compare (&a, to) < 0)
    {
      b = a;
      gtk_text_iter_forward_to_tag_toggle (&b, tag);
      if (gtk_text_iter_compare (&b, to) > 0)
        b = *to;
      for_each_line_box (view, &a, &b, func, data);
      a = b;
      if (!gtk_text_iter_forward_to_tag_toggle (&a, tag))
        break;
    }
}

typedef struct {
  GtkSnapshot *snapshot;
  GdkRGBA color;
} Outline;

static void
outline_box (const graphene_rect_t *box,
             gpointer               data)
{
  Outline *outline = data;
  const float w[4] = { OUTLINE_WIDTH, OUTLINE_WIDTH, OUTLINE_WIDTH, OUTLINE_WIDTH };
  const GdkRGBA c[4] = { outline->color, outline->color, outline->color, outline->color };
  GskRoundedRect rounded;

  gsk_rounded_rect_init_from_rect (&rounded, box, 3);
  gtk_snapshot_append_border (outline->snapshot, &rounded, w, c);
}

/* Outlines each component in sight, between @from and @to. */
static void
snapshot_outlines (GtkTextView       *view,
                   GtkSnapshot       *snapshot,
                   const GtkTextIter *from,
                   const GtkTextIter *to)
{
  const UriscopePalette *palette = uriscope_palette_for_widget (GTK_WIDGET (view));

  for (guint k = 0; k < URISCOPE_PALETTE_N_COMPONENTS; k++)
    {
      g_autofree char *name = g_strdup_printf ("component-%u", k);
      Outline outline = { snapshot, palette->outline[k] };

      for_each_tag_box (view, name, from, to, outline_box, &outline);
    }
}

/* The error-style underline of the tags "error" and "finding": a row of
 * square dots under the characters, above the component's outline. GTK
 * 4.8 draws Pango's error underline of each run into an offscreen of its
 * own (a repeat node of a rounded clip), some 200,000 instructions a run
 * under the cairo renderer: 21 bad characters in a 2 KB reference cost 4.6
 * million a keystroke. Colour nodes cost little to draw, and a dot that
 * did not move is not drawn again (GSK compares the frames' nodes; one
 * cairo node over the field would make the whole field drawn again). */
typedef struct {
  GtkSnapshot *snapshot;
  GdkRGBA color;
} Dots;

static void
dot_box (const graphene_rect_t *box,
         gpointer               data)
{
  Dots *dots = data;
  float d = MAX (2.f, roundf (box->size.height / 7.f));
  float y = box->origin.y + box->size.height - OUTLINE_WIDTH - d;

  for (float x = box->origin.x + d / 2.f; x + d <= box->origin.x + box->size.width + 0.5f; x += 2.f * d)
    gtk_snapshot_append_color (dots->snapshot, &dots->color, &GRAPHENE_RECT_INIT (x, y, d, d));
}

/* The dots of the tag @name, in its "underline-rgba". */
static void
snapshot_dots (GtkTextView       *view,
               GtkSnapshot       *snapshot,
               const char        *name,
               const GtkTextIter *from,
               const GtkTextIter *to)
{
  GtkTextTag *tag = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (gtk_text_view_get_buffer (view)), name);
  g_autoptr(GdkRGBA) color = NULL;
  Dots dots = { snapshot, { 0, 0, 0, 1 } };

  if (tag == NULL)
    return;
  g_object_get (tag, "underline-rgba", &color, NULL);
  if (color != NULL)
    dots.color = *color;
  for_each_tag_box (view, name, from, to, dot_box, &dots);
}

static void
uriscope_field_view_snapshot_layer (GtkTextView      *view,
                                    GtkTextViewLayer  layer,
                                    GtkSnapshot      *snapshot)
{
  GtkTextViewClass *parent = GTK_TEXT_VIEW_CLASS (uriscope_field_view_parent_class);
  GdkRectangle visible;
  GtkTextIter iter, end;

  if (parent->snapshot_layer != NULL)
    parent->snapshot_layer (view, layer, snapshot);
  if (layer != GTK_TEXT_VIEW_LAYER_ABOVE_TEXT)
    return;
  /* The display lines in sight, not their paragraphs: a reference is one
   * paragraph, and a 20,000-character host walked whole at each blink of
   * the cursor kept a processor busy. */
  gtk_text_view_get_visible_rect (view, &visible);
  gtk_text_view_get_iter_at_location (view, &iter, visible.x, visible.y);
  gtk_text_view_backward_display_line_start (view, &iter);
  /* (from the left edge: an iter at its display line's end already does
   * not move, and the call says FALSE as at the text's end) */
  gtk_text_view_get_iter_at_location (view, &end, visible.x, visible.y + visible.height);
  gtk_text_view_forward_display_line_end (view, &end);
  snapshot_outlines (view, snapshot, &iter, &end);
  /* A finding's dots under a problem's where both are. */
  snapshot_dots (view, snapshot, "finding", &iter, &end);
  snapshot_dots (view, snapshot, "error", &iter, &end);
  for (; gtk_text_iter_compare (&iter, &end) < 0; gtk_text_iter_forward_char (&iter))
    {
      gunichar c = uriscope_text_marked_char (gtk_text_iter_get_char (&iter));

      if (c != 0)
        snapshot_chip (view, snapshot, &iter, c);
    }
}

/* The tints for the text this view draws (uriscope_palette_is_dark()),
 * set again whenever its style changes: a light or dark style asked for
 * through libadwaita, or GTK_THEME, which libadwaita does not see. */
static void
update_palette (GtkWidget *widget)
{
  uriscope_field_marks_set_palette (gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget)),
                                    uriscope_palette_for_widget (widget));
}

static void
uriscope_field_view_css_changed (GtkWidget         *widget,
                                 GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (uriscope_field_view_parent_class)->css_changed (widget, change);
  update_palette (widget);
}

static void
uriscope_field_view_class_init (UriscopeFieldViewClass *klass)
{
  GTK_WIDGET_CLASS (klass)->css_changed = uriscope_field_view_css_changed;
  GTK_TEXT_VIEW_CLASS (klass)->snapshot_layer = uriscope_field_view_snapshot_layer;
}

static void
uriscope_field_view_init (UriscopeFieldView *self)
{
  g_signal_connect (self, "notify::buffer", G_CALLBACK (update_palette), NULL);
}
