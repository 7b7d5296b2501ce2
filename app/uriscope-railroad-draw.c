/* uriscope-railroad-draw.c — one railroad layout, drawn two ways
 *
 * The layout's operations (uriscope-railroad-layout.c) drawn with cairo,
 * for the widget (through gtk_snapshot_append_cairo()) and the PNG, and
 * written as SVG elements. The SVG is our own few lines of text rather
 * than cairo's SVG surface: cairo writes glyphs as outlines taken from
 * whatever fonts are installed, where <text> elements keep the words
 * searchable and the file the same on every machine that measures the
 * font the same (the golden test's tests/data/railroad/scheme.svg).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <pango/pangocairo.h>

#include "uriscope-railroad-layout.h"

/* A quarter circle's control points (kappa = 4/3 (√2 − 1)). */
#define KAPPA 0.5522847498

static void
curve_controls (const RrOp *op,
                double      c[4])
{
  double dx = op->x1 - op->x0, dy = op->y1 - op->y0;

  if (op->vertical_first)
    {
      c[0] = op->x0;                c[1] = op->y0 + KAPPA * dy;
      c[2] = op->x1 - KAPPA * dx;   c[3] = op->y1;
    }
  else
    {
      c[0] = op->x0 + KAPPA * dx;   c[1] = op->y0;
      c[2] = op->x1;                c[3] = op->y1 - KAPPA * dy;
    }
}

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  if (r <= 0)
    {
      cairo_rectangle (cr, x, y, w, h);
      return;
    }
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* Draws @layout on @cr in @colors; the link @focus gets a focus ring and
 * the link @hover a fill (-1: none). */
void
rr_layout_draw (RrLayout       *layout,
                cairo_t        *cr,
                const RrColors *colors,
                int             focus,
                int             hover)
{
  double lw = layout->line_width;

  cairo_save (cr);
  if (colors->background.alpha > 0)
    {
      gdk_cairo_set_source_rgba (cr, &colors->background);
      cairo_paint (cr);
    }
  cairo_set_line_width (cr, lw);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < layout->ops->len; i++)
    {
      const RrOp *op = &g_array_index (layout->ops, RrOp, i);
      double c[4];

      switch (op->kind)
        {
        case RR_OP_LINE:
        case RR_OP_CURVE:
          gdk_cairo_set_source_rgba (cr, &colors->fg);
          cairo_move_to (cr, op->x0, op->y0);
          if (op->kind == RR_OP_LINE)
            cairo_line_to (cr, op->x1, op->y1);
          else
            {
              curve_controls (op, c);
              cairo_curve_to (cr, c[0], c[1], c[2], c[3], op->x1, op->y1);
            }
          cairo_stroke (cr);
          break;
        case RR_OP_BOX:
          rounded_rect (cr, op->x0, op->y0, op->x1, op->y1, op->radius);
          if (op->box != RR_BOX_REFERENCE || (op->link >= 0 && op->link == hover))
            {
              gdk_cairo_set_source_rgba (cr, &colors->fill);
              cairo_fill_preserve (cr);
            }
          else if (colors->background.alpha > 0)
            {
              gdk_cairo_set_source_rgba (cr, &colors->background);
              cairo_fill_preserve (cr);
            }
          gdk_cairo_set_source_rgba (cr, op->link >= 0 ? &colors->link : &colors->fg);
          if (op->box == RR_BOX_PROSE)
            cairo_set_dash (cr, (double[]) { 3 * lw, 2 * lw }, 2, 0);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
          if (op->link >= 0 && op->link == focus)
            {
              rounded_rect (cr, op->x0 - 3 * lw, op->y0 - 3 * lw,
                            op->x1 + 6 * lw, op->y1 + 6 * lw, 2 * lw);
              cairo_set_line_width (cr, 2 * lw);
              gdk_cairo_set_source_rgba (cr, &colors->link);
              cairo_stroke (cr);
              cairo_set_line_width (cr, lw);
            }
          break;
        case RR_OP_TEXT:
          gdk_cairo_set_source_rgba (cr, op->link >= 0 ? &colors->link : &colors->fg);
          if (op->label)
            cairo_set_source_rgba (cr, colors->fg.red, colors->fg.green, colors->fg.blue,
                                   colors->fg.alpha * 0.7);
          cairo_move_to (cr, op->x0, op->y0);
          pango_cairo_show_layout (cr, op->layout);
          break;
        case RR_OP_DOT:
        default:
          gdk_cairo_set_source_rgba (cr, &colors->fg);
          cairo_arc (cr, op->x0, op->y0, op->radius, 0, 2 * G_PI);
          cairo_fill (cr);
          break;
        }
    }
  cairo_restore (cr);
}

static char *
svg_color (const GdkRGBA *rgba)
{
  return g_strdup_printf ("#%02x%02x%02x", (int) (rgba->red * 255 + 0.5),
                          (int) (rgba->green * 255 + 0.5), (int) (rgba->blue * 255 + 0.5));
}

/* Numbers in the SVG: two decimals at most, no trailing zeros, and never
 * the locale's decimal comma. */
static const char *
num (char  *buf,
     double value)
{
  char *end;

  g_ascii_formatd (buf, G_ASCII_DTOSTR_BUF_SIZE, "%.2f", value);
  end = buf + strlen (buf);
  while (end > buf && end[-1] == '0')
    *--end = '\0';
  if (end > buf && end[-1] == '.')
    *--end = '\0';
  if (strcmp (buf, "-0") == 0)
    strcpy (buf, "0");
  return buf;
}

/* @layout as an SVG document, its text as <text> elements in the layout's
 * font family, each stretched to the width Pango measured. */
char *
rr_layout_to_svg (RrLayout       *layout,
                  const RrColors *colors)
{
  GString *out = g_string_new (NULL);
  g_autofree char *fg = svg_color (&colors->fg);
  g_autofree char *link = svg_color (&colors->link);
  g_autofree char *fill = svg_color (&colors->fill);
  g_autofree char *bg = svg_color (&colors->background);
  g_autofree char *name = g_markup_escape_text (us_rule_name (layout->rule), -1);
  g_autofree char *family = g_markup_escape_text (layout->font, -1);
  char a[G_ASCII_DTOSTR_BUF_SIZE], b[G_ASCII_DTOSTR_BUF_SIZE];
  char c[G_ASCII_DTOSTR_BUF_SIZE], d[G_ASCII_DTOSTR_BUF_SIZE];
  char e[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append_printf (out,
                          "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%s\" height=\"%s\" "
                          "viewBox=\"0 0 %s %s\">\n"
                          "<title>%s</title>\n",
                          num (a, layout->width), num (b, layout->height),
                          num (c, layout->width), num (d, layout->height), name);
  if (colors->background.alpha > 0)
    g_string_append_printf (out, "<rect width=\"100%%\" height=\"100%%\" fill=\"%s\"/>\n", bg);
  g_string_append_printf (out,
                          "<g fill=\"none\" stroke=\"%s\" stroke-width=\"%s\" stroke-linecap=\"round\" "
                          "font-family=\"%s\" font-size=\"%s\">\n",
                          fg, num (a, layout->line_width), family, num (b, layout->font_size));
  for (guint i = 0; i < layout->ops->len; i++)
    {
      const RrOp *op = &g_array_index (layout->ops, RrOp, i);
      double k[4];

      switch (op->kind)
        {
        case RR_OP_LINE:
          g_string_append_printf (out, "<path d=\"M%s %sL%s %s\"/>\n", num (a, op->x0), num (b, op->y0),
                                  num (c, op->x1), num (d, op->y1));
          break;
        case RR_OP_CURVE:
          curve_controls (op, k);
          g_string_append_printf (out, "<path d=\"M%s %sC%s %s ", num (a, op->x0), num (b, op->y0),
                                  num (c, k[0]), num (d, k[1]));
          g_string_append_printf (out, "%s %s %s %s\"/>\n", num (a, k[2]), num (b, k[3]),
                                  num (c, op->x1), num (d, op->y1));
          break;
        case RR_OP_BOX:
          g_string_append_printf (out, "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" rx=\"%s\"",
                                  num (a, op->x0), num (b, op->y0), num (c, op->x1), num (d, op->y1),
                                  num (e, op->radius));
          g_string_append_printf (out, " fill=\"%s\"", op->box != RR_BOX_REFERENCE ? fill :
                                  colors->background.alpha > 0 ? bg : "none");
          if (op->link >= 0)
            g_string_append_printf (out, " stroke=\"%s\"", link);
          if (op->box == RR_BOX_PROSE)
            g_string_append_printf (out, " stroke-dasharray=\"%s %s\"",
                                    num (a, 3 * layout->line_width), num (b, 2 * layout->line_width));
          g_string_append (out, "/>\n");
          break;
        case RR_OP_TEXT:
          {
            g_autofree char *escaped = g_markup_escape_text (op->text, -1);
            int width;

            pango_layout_get_pixel_size (op->layout, &width, NULL);
            g_string_append_printf (out, "<text x=\"%s\" y=\"%s\" textLength=\"%s\" "
                                    "lengthAdjust=\"spacingAndGlyphs\" stroke=\"none\" fill=\"%s\"%s "
                                    "xml:space=\"preserve\">%s</text>\n",
                                    num (a, op->x0), num (b, op->baseline), num (c, width),
                                    op->link >= 0 ? link : fg, op->label ? " opacity=\"0.7\"" : "",
                                    escaped);
          }
          break;
        case RR_OP_DOT:
        default:
          g_string_append_printf (out, "<circle cx=\"%s\" cy=\"%s\" r=\"%s\" fill=\"%s\" stroke=\"none\"/>\n",
                                  num (a, op->x0), num (b, op->y0), num (c, op->radius), fg);
          break;
        }
    }
  g_string_append (out, "</g>\n</svg>\n");
  return g_string_free (out, FALSE);
}
