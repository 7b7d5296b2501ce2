/* test-palette.c — the field's tints and marks keep the text readable
 *
 * On a projector: the text, the selected node's and the control symbols'
 * colours keep 7:1 (WCAG AAA) over every tint and mark, light and dark;
 * the tints and marks differ from one another and from the background;
 * the underlines keep 3:1 over whatever they sit on. For a washed-out
 * projector (WCAG's non-text contrast, 3:1): each component's tint keeps
 * 3:1 against the view and the window or, where it cannot while keeping
 * the text at 7:1 (all of them, light and dark), its outline does, and
 * against the tint too; the breakdown tree's selected row keeps 3:1
 * against the view and the window, its text 7:1 on it, and the style
 * sheet shows those colours. And the contrast ratio itself against
 * WCAG's known values.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-palette.h"
#include "uriscope-palette-private.h"

#define TEXT_CONTRAST 7.0
#define LINE_CONTRAST 3.0
#define TINT_DISTANCE 15.0
#define BACKGROUND_DISTANCE 10.0
#define NON_TEXT_CONTRAST 3.0

static const char *const component_names[] = { "scheme", "authority", "path", "query", "fragment" };

typedef struct {
  const char *name;
  const GdkRGBA *color;
} Named;

/* The backgrounds a character of the field can have. */
static guint
backgrounds (const UriscopePalette *p,
             Named                  out[])
{
  guint n = 0;

  out[n++] = (Named) { "view", &p->view };
  out[n++] = (Named) { "window", &p->window };
  for (guint k = 0; k < URISCOPE_PALETTE_N_COMPONENTS; k++)
    out[n++] = (Named) { component_names[k], &p->component[k] };
  out[n++] = (Named) { "error", &p->error_background };
  out[n++] = (Named) { "warning", &p->warning_background };
  return n;
}

static GdkRGBA
rgba (const char *spec)
{
  GdkRGBA color;

  g_assert_true (gdk_rgba_parse (&color, spec));
  return color;
}

static void
test_contrast_ratio (void)
{
  GdkRGBA black = rgba ("#000"), white = rgba ("#fff"), grey = rgba ("#777777");
  GdkRGBA text = rgba ("rgba(0,0,0,0.8)"), dark_grey = rgba ("#333333");
  GdkRGBA half_black = rgba ("rgba(0,0,0,0.5)");

  g_assert_cmpfloat_with_epsilon (uriscope_palette_contrast (&black, &white, NULL), 21.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (uriscope_palette_contrast (&white, &black, NULL), 21.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (uriscope_palette_contrast (&grey, &grey, NULL), 1.0, 1e-9);
  /* #777 on white: the well-known 4.48. */
  g_assert_cmpfloat_with_epsilon (uriscope_palette_contrast (&grey, &white, NULL), 4.48, 0.01);
  /* Translucent colours are composited: black at 80 % on white is #333. */
  g_assert_cmpfloat_with_epsilon (uriscope_palette_contrast (&text, &white, NULL),
                                  uriscope_palette_contrast (&dark_grey, &white, NULL), 0.05);
  g_assert_cmpfloat_with_epsilon (uriscope_palette_contrast (&dark_grey, &white, NULL), 12.63, 0.01);
  /* A translucent colour over a base: half black on white is a grey of
   * 0.5, luminance 0.214 … */
  g_assert_cmpfloat_with_epsilon (uriscope_palette_luminance (&half_black, &white), 0.2140, 0.0005);
  /* … and over black, black. */
  g_assert_cmpfloat_with_epsilon (uriscope_palette_contrast (&white, &half_black, &black), 21.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (uriscope_palette_distance (&black, &white, NULL), 100.0, 0.01);
  g_assert_cmpfloat_with_epsilon (uriscope_palette_distance (&grey, &grey, NULL), 0.0, 1e-9);
}

static void
check_style (gboolean dark)
{
  const UriscopePalette *p = uriscope_palette_get (dark);
  const Named texts[] = {
    { "text", &p->text }, { "selected text", &p->selected_text }, { "control symbol", &p->control_text },
  };
  const Named lines[] = {
    { "error underline", &p->error_underline }, { "warning underline", &p->warning_underline },
    { "note underline", &p->note_underline },
  };
  Named bg[16];
  guint n = backgrounds (p, bg);

  for (guint i = 0; i < n; i++)
    {
      for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
        {
          double c = uriscope_palette_contrast (texts[t].color, bg[i].color, &p->view);

          g_test_message ("%s: %s over %s: %.2f", dark ? "dark" : "light", texts[t].name, bg[i].name, c);
          if (c < TEXT_CONTRAST)
            g_error ("%s: %s over %s has a contrast of %.2f, under %.1f",
                     dark ? "dark" : "light", texts[t].name, bg[i].name, c, TEXT_CONTRAST);
        }
      for (guint l = 0; l < G_N_ELEMENTS (lines); l++)
        {
          double c = uriscope_palette_contrast (lines[l].color, bg[i].color, &p->view);

          if (c < LINE_CONTRAST)
            g_error ("%s: %s over %s has a contrast of %.2f, under %.1f",
                     dark ? "dark" : "light", lines[l].name, bg[i].name, c, LINE_CONTRAST);
        }
    }

  /* Each tint and mark apart from every other, and from the view and the
   * window (the first two). */
  for (guint i = 0; i < n; i++)
    for (guint j = MAX (i + 1, 2); j < n; j++)
      {
        double d = uriscope_palette_distance (bg[i].color, bg[j].color, &p->view);
        double least = i < 2 ? BACKGROUND_DISTANCE : TINT_DISTANCE;

        g_test_message ("%s: ΔE %s–%s: %.1f", dark ? "dark" : "light", bg[i].name, bg[j].name, d);
        if (d < least)
          g_error ("%s: %s and %s are only %.1f apart (ΔE), under %.0f",
                   dark ? "dark" : "light", bg[i].name, bg[j].name, d, least);
      }
}

/* A tint or its outline, and the tree's selection, stand out from the
 * view and the window at 3:1. */
static void
check_non_text (gboolean dark)
{
  const UriscopePalette *p = uriscope_palette_get (dark);
  const char *style = dark ? "dark" : "light";
  const Named grounds[] = { { "view", &p->view }, { "window", &p->window } };
  g_autofree char *css = uriscope_palette_css (p);

  for (guint k = 0; k < URISCOPE_PALETTE_N_COMPONENTS; k++)
    {
      const GdkRGBA *tint = &p->component[k];
      const GdkRGBA *outline = &p->outline[k];
      gboolean tint_enough = TRUE;

      for (guint g = 0; g < G_N_ELEMENTS (grounds); g++)
        tint_enough &= uriscope_palette_contrast (tint, grounds[g].color, &p->view) >= NON_TEXT_CONTRAST;
      if (tint_enough)
        continue;
      /* The tint alone is too faint: its outline must not be. */
      for (guint g = 0; g < G_N_ELEMENTS (grounds); g++)
        {
          double c = uriscope_palette_contrast (outline, grounds[g].color, &p->view);

          g_test_message ("%s: %s outline over %s: %.2f", style, component_names[k], grounds[g].name, c);
          if (c < NON_TEXT_CONTRAST)
            g_error ("%s: the %s tint and its outline have a contrast of %.2f over the %s, under %.1f",
                     style, component_names[k], c, grounds[g].name, NON_TEXT_CONTRAST);
        }
      if (uriscope_palette_contrast (outline, tint, &p->view) < NON_TEXT_CONTRAST)
        g_error ("%s: the %s outline has a contrast of %.2f over its tint, under %.1f", style,
                 component_names[k], uriscope_palette_contrast (outline, tint, &p->view), NON_TEXT_CONTRAST);
    }

  for (guint g = 0; g < G_N_ELEMENTS (grounds); g++)
    {
      double c = uriscope_palette_contrast (&p->selection, grounds[g].color, &p->view);

      g_test_message ("%s: selection over %s: %.2f", style, grounds[g].name, c);
      if (c < NON_TEXT_CONTRAST)
        g_error ("%s: the selected row has a contrast of %.2f over the %s, under %.1f",
                 style, c, grounds[g].name, NON_TEXT_CONTRAST);
    }
  if (uriscope_palette_contrast (&p->selection_text, &p->selection, &p->view) < TEXT_CONTRAST)
    g_error ("%s: the selected row's text has a contrast of %.2f, under %.1f", style,
             uriscope_palette_contrast (&p->selection_text, &p->selection, &p->view), TEXT_CONTRAST);

  /* The style sheet shows these colours, and on the tree's rows. */
  g_assert_nonnull (strstr (css, "columnview.breakdown-tree > listview > row:selected"));
  for (guint i = 0; i < 2; i++)
    {
      const GdkRGBA *color = i == 0 ? &p->selection : &p->selection_text;
      g_autofree char *hex = g_strdup_printf ("#%02x%02x%02x", (int) (color->red * 255 + .5),
                                              (int) (color->green * 255 + .5), (int) (color->blue * 255 + .5));

      g_assert_nonnull (strstr (css, hex));
    }
}

static void
test_non_text_light (void)
{
  check_non_text (FALSE);
}

static void
test_non_text_dark (void)
{
  check_non_text (TRUE);
}

static void
test_light (void)
{
  check_style (FALSE);
}

static void
test_dark (void)
{
  const UriscopePalette *light = uriscope_palette_get (FALSE);
  const UriscopePalette *dark = uriscope_palette_get (TRUE);

  check_style (TRUE);
  g_assert_true (light != dark);
  /* Light text on the dark view, dark on the light. */
  g_assert_cmpfloat (uriscope_palette_luminance (&dark->text, &dark->view), >, 0.9);
  g_assert_cmpfloat (uriscope_palette_luminance (&light->text, &light->view), <, 0.05);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/palette/contrast-ratio", test_contrast_ratio);
  g_test_add_func ("/palette/light", test_light);
  g_test_add_func ("/palette/dark", test_dark);
  g_test_add_func ("/palette/non-text/light", test_non_text_light);
  g_test_add_func ("/palette/non-text/dark", test_non_text_dark);

  return g_test_run ();
}
