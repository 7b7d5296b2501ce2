/* uriscope-palette.c — the field's tints and marks, light and dark
 *
 * Chosen for a projector, which washes colours out: the text keeps a
 * contrast of at least 7:1 (WCAG AAA) over every tint and mark, the
 * selected node's and the control symbols' colours too; each background
 * differs from every other and from the view by a CIE76 ΔE of at least 15
 * (10 from the view and window); each underline keeps 3:1 (WCAG's
 * non-text contrast) against everything it can sit on. tests/test-palette.c
 * checks all of it. Colour is never the only signal: errors and warnings
 * are underlined (in two styles) and listed.
 *
 * A tint cannot both keep 3:1 against the view (non-text contrast, for a
 * washed-out projector) and keep the text at 7:1 over it: in light, a
 * tint dark enough leaves #333 text under 4.5:1; in dark, one light
 * enough leaves white text under 6:1. So each component is also outlined
 * (uriscope-field-view.c) in a colour of its own that keeps 3:1 against
 * the view, the window and its tint; the outlines also show where one
 * component ends and the next begins.
 *
 * The breakdown tree's selected row is solid, not a faint tint: 3:1 at
 * least against the view and the window (it is over 7:1 in light, 8:1 in
 * dark), its text 7:1 on it (uriscope_palette_css()).
 *
 *                 light    text    dark     text
 *   view          #ffffff  12.6    #1e1e1e  16.7
 *   window        #fafafa  12.1    #242424  15.5
 *   scheme        #c6dcf8   9.0    #1b3557  12.4
 *   authority     #c2ecd2   9.8    #17402a  11.7
 *   path          #dadada   9.0    #3e3e3e  10.7
 *   query         #f2eca0  10.4    #423d0b  11.0
 *   fragment      #e8d0f4   8.9    #3d2450  13.4
 *   error         #ffc9cc   8.7    #5c1a20  12.9
 *   warning       #ffd9ad   9.5    #54300a  11.6
 *
 * The light text is Adwaita's view_fg_color, black at 80 % (#333333 on
 * white); the dark text is white. Which of the two is drawn is read from
 * the field's own text colour (uriscope_palette_is_dark()), however the
 * dark style was asked for: libadwaita's style manager, or GTK_THEME.
 * The window's colours for errors, warnings, success and the accent
 * (uriscope_palette_css()) are libadwaita's own for the style drawn,
 * named @uriscope_error_color and so on, since libadwaita's @error_color
 * stays light under GTK_THEME.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "uriscope-palette.h"
#include "uriscope-palette-private.h"

#define RGB(hex) { ((hex) >> 16 & 0xff) / 255.f, ((hex) >> 8 & 0xff) / 255.f, ((hex) & 0xff) / 255.f, 1.f }

static const UriscopePalette light = {
  .view = RGB (0xffffff),
  .window = RGB (0xfafafa),
  .text = { 0, 0, 0, 0.8f },
  .component = {
    [URISCOPE_PALETTE_SCHEME] = RGB (0xc6dcf8),     /* blue */
    [URISCOPE_PALETTE_AUTHORITY] = RGB (0xc2ecd2),  /* green */
    [URISCOPE_PALETTE_PATH] = RGB (0xdadada),       /* grey */
    [URISCOPE_PALETTE_QUERY] = RGB (0xf2eca0),      /* yellow */
    [URISCOPE_PALETTE_FRAGMENT] = RGB (0xe8d0f4),   /* violet */
  },
  .error_background = RGB (0xffc9cc),
  .error_underline = RGB (0xc01c28),
  .warning_background = RGB (0xffd9ad),
  .warning_underline = RGB (0x9c5a00),
  .note_underline = RGB (0x1c5fb4),
  .selected_text = RGB (0x0a3d80),
  .control_text = RGB (0x5c1a6a),
  .outline = {
    [URISCOPE_PALETTE_SCHEME] = RGB (0x1c5fb4),
    [URISCOPE_PALETTE_AUTHORITY] = RGB (0x1f7a45),
    [URISCOPE_PALETTE_PATH] = RGB (0x6a6a6a),
    [URISCOPE_PALETTE_QUERY] = RGB (0x7a6a00),
    [URISCOPE_PALETTE_FRAGMENT] = RGB (0x8a3fb0),
  },
  .selection = RGB (0x1a4f96),
  .selection_text = RGB (0xffffff),
  .error_text = RGB (0xc01c28),
  .warning_text = RGB (0x9c6e03),
  .success_text = RGB (0x1b8553),
  .accent_text = RGB (0x1c71d8),
  .accent_background = RGB (0x3584e4),
};

static const UriscopePalette dark = {
  .view = RGB (0x1e1e1e),
  .window = RGB (0x242424),
  .text = RGB (0xffffff),
  .component = {
    [URISCOPE_PALETTE_SCHEME] = RGB (0x1b3557),
    [URISCOPE_PALETTE_AUTHORITY] = RGB (0x17402a),
    [URISCOPE_PALETTE_PATH] = RGB (0x3e3e3e),
    [URISCOPE_PALETTE_QUERY] = RGB (0x423d0b),
    [URISCOPE_PALETTE_FRAGMENT] = RGB (0x3d2450),
  },
  .error_background = RGB (0x5c1a20),
  .error_underline = RGB (0xff7b7b),
  .warning_background = RGB (0x54300a),
  .warning_underline = RGB (0xf8c35a),
  .note_underline = RGB (0x78aeed),
  .selected_text = RGB (0xbcdcff),
  .control_text = RGB (0xf4c8ff),
  .outline = {
    [URISCOPE_PALETTE_SCHEME] = RGB (0x78aeed),
    [URISCOPE_PALETTE_AUTHORITY] = RGB (0x57d38c),
    [URISCOPE_PALETTE_PATH] = RGB (0xa8a8a8),
    [URISCOPE_PALETTE_QUERY] = RGB (0xe0cf4a),
    [URISCOPE_PALETTE_FRAGMENT] = RGB (0xd4a6f2),
  },
  .selection = RGB (0x99c1f1),
  .selection_text = RGB (0x000000),
  .error_text = RGB (0xff7b63),
  .warning_text = RGB (0xf8e45c),
  .success_text = RGB (0x8ff0a4),
  .accent_text = RGB (0x78aeed),
  .accent_background = RGB (0x3584e4),
};

const UriscopePalette *
uriscope_palette_get (gboolean is_dark)
{
  return is_dark ? &dark : &light;
}

/* The palette for the style the application shows now, as libadwaita's
 * style manager says; uriscope_palette_for_widget() where a widget shows it. */
const UriscopePalette *
uriscope_palette_for_style (void)
{
  return uriscope_palette_get (adw_style_manager_get_dark (adw_style_manager_get_default ()));
}

/* The luminance at which text has the same contrast against black and
 * against white ((L + 0.05)² = 0.05 × 1.05): over it, text is light. */
#define LIGHT_TEXT_LUMINANCE 0.179

/* Whether @widget is drawn dark: its text is light. Decided from what is
 * drawn, the colour of the widget's text (the theme's view_fg_color, say),
 * and not only from the style manager, which says light under
 * GTK_THEME=Adwaita:dark while GTK draws the dark theme: the light tints
 * then sat under white text, at 1.3:1. Before @widget is in a window
 * (no style of its own yet), the style manager says. */
gboolean
uriscope_palette_is_dark (GtkWidget *widget)
{
  GdkRGBA color;

  if (widget == NULL || gtk_widget_get_root (widget) == NULL)
    return adw_style_manager_get_dark (adw_style_manager_get_default ());
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  return uriscope_palette_luminance (&color, NULL) > LIGHT_TEXT_LUMINANCE;
}

/* The palette that keeps @widget's text readable, light or dark. */
const UriscopePalette *
uriscope_palette_for_widget (GtkWidget *widget)
{
  return uriscope_palette_get (uriscope_palette_is_dark (widget));
}

static char *
hex (const GdkRGBA *color)
{
  return g_strdup_printf ("#%02x%02x%02x", (int) (color->red * 255 + .5),
                          (int) (color->green * 255 + .5), (int) (color->blue * 255 + .5));
}

/* The style sheet that shows @palette's selection on the breakdown tree
 * (a column view of class "breakdown-tree"), and names the window's
 * colours for text and marks: @uriscope_error_color, @uriscope_warning_color,
 * @uriscope_success_color, @uriscope_accent_color and
 * @uriscope_accent_bg_color. The window's style sheets use these rather
 * than libadwaita's @error_color and the rest, which stay light under
 * GTK_THEME=Adwaita:dark (libadwaita does not see it): dark red on the
 * dark theme's grey, 2:1. */
char *
uriscope_palette_css (const UriscopePalette *palette)
{
  g_autofree char *background = hex (&palette->selection);
  g_autofree char *text = hex (&palette->selection_text);
  g_autofree char *error = hex (&palette->error_text);
  g_autofree char *warning = hex (&palette->warning_text);
  g_autofree char *success = hex (&palette->success_text);
  g_autofree char *accent = hex (&palette->accent_text);
  g_autofree char *accent_bg = hex (&palette->accent_background);

  return g_strdup_printf ("@define-color uriscope_error_color %s;\n"
                          "@define-color uriscope_warning_color %s;\n"
                          "@define-color uriscope_success_color %s;\n"
                          "@define-color uriscope_accent_color %s;\n"
                          "@define-color uriscope_accent_bg_color %s;\n"
                          "columnview.breakdown-tree > listview > row:selected,\n"
                          "columnview.breakdown-tree > listview > row:selected:hover,\n"
                          "columnview.breakdown-tree > listview > row:selected:focus {\n"
                          "  background-color: %s;\n"
                          "  color: %s;\n"
                          "}\n", error, warning, success, accent, accent_bg, background, text);
}

/* What the display's palette style sheet shows, kept on the provider
 * (PALETTE_CSS_KEY), which every handler below holds. */
typedef struct {
  GWeakRef widget;                  /* the latest realized, if any */
  const UriscopePalette *loaded;
} PaletteCss;

#define PALETTE_CSS_KEY "uriscope-palette-css"

static void
palette_css_free (gpointer data)
{
  PaletteCss *css = data;

  g_weak_ref_clear (&css->widget);
  g_free (css);
}

/* Loads the palette the widget is drawn with (the style manager's word
 * while there is none) when it is not the one loaded. */
static gboolean
update_css (gpointer data)
{
  GtkCssProvider *provider = data;
  PaletteCss *css = g_object_get_data (G_OBJECT (provider), PALETTE_CSS_KEY);
  g_autoptr(GtkWidget) widget = g_weak_ref_get (&css->widget);
  const UriscopePalette *palette = widget != NULL ? uriscope_palette_for_widget (widget)
                                                  : uriscope_palette_for_style ();
  g_autofree char *text = NULL;

  if (palette != css->loaded)
    {
      css->loaded = palette;
      text = uriscope_palette_css (palette);
      gtk_css_provider_load_from_data (provider, text, -1);
    }
  return G_SOURCE_REMOVE;
}

static void
realized (GtkWidget      *widget,
          GtkCssProvider *provider)
{
  PaletteCss *css = g_object_get_data (G_OBJECT (provider), PALETTE_CSS_KEY);

  g_weak_ref_set (&css->widget, widget);
  update_css (provider);
}

/* The style manager's change reaches the widgets' colours with the next
 * frame: they are read after it. */
static void
dark_changed (GtkCssProvider *provider)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, update_css, g_object_ref (provider), g_object_unref);
}

/* Shows the palette @widget is drawn with (the tree's selection, the
 * window's colours) on its display: light or dark as its text is, from
 * when it is realized and whenever the style manager changes its mind;
 * until then, as the style manager says. Called from the init of a
 * widget every window has; the latest realized decides for the display. */
void
uriscope_palette_ensure_css (GtkWidget *widget)
{
  GdkDisplay *display = gtk_widget_get_display (widget);
  GtkCssProvider *provider;

  if (display == NULL)
    return;
  provider = g_object_get_data (G_OBJECT (display), PALETTE_CSS_KEY);
  if (provider == NULL)
    {
      PaletteCss *css = g_new0 (PaletteCss, 1);

      provider = gtk_css_provider_new ();
      g_weak_ref_init (&css->widget, NULL);
      g_object_set_data_full (G_OBJECT (provider), PALETTE_CSS_KEY, css, palette_css_free);
      update_css (provider);
      gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                               G_CALLBACK (dark_changed), provider, G_CONNECT_SWAPPED);
      g_object_set_data_full (G_OBJECT (display), PALETTE_CSS_KEY, provider, g_object_unref);
    }
  g_signal_connect_object (widget, "realize", G_CALLBACK (realized), provider, 0);
}

/* @color over @base (NULL: white), opaque. */
static GdkRGBA
composite (const GdkRGBA *color,
           const GdkRGBA *base)
{
  static const GdkRGBA white = { 1, 1, 1, 1 };
  GdkRGBA under = base != NULL ? composite (base, NULL) : white;
  double a = CLAMP (color->alpha, 0, 1);

  return (GdkRGBA) {
    color->red * a + under.red * (1 - a),
    color->green * a + under.green * (1 - a),
    color->blue * a + under.blue * (1 - a),
    1,
  };
}

static double
linear (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

/* The relative luminance (WCAG 2) of @color over @base. */
double
uriscope_palette_luminance (const GdkRGBA *color,
                            const GdkRGBA *base)
{
  GdkRGBA c = composite (color, base);

  return 0.2126 * linear (c.red) + 0.7152 * linear (c.green) + 0.0722 * linear (c.blue);
}

/* The contrast ratio (WCAG 2, 1 to 21) of @foreground over @background,
 * the background itself over @base (each may be translucent; NULL: white). */
double
uriscope_palette_contrast (const GdkRGBA *foreground,
                           const GdkRGBA *background,
                           const GdkRGBA *base)
{
  GdkRGBA bg = composite (background, base);
  double a = uriscope_palette_luminance (foreground, &bg);
  double b = uriscope_palette_luminance (&bg, NULL);

  return (MAX (a, b) + 0.05) / (MIN (a, b) + 0.05);
}

static void
to_lab (const GdkRGBA *color,
        const GdkRGBA *base,
        double         lab[3])
{
  GdkRGBA c = composite (color, base);
  double r = linear (c.red), g = linear (c.green), b = linear (c.blue);
  /* sRGB to XYZ, over the D65 white. */
  double xyz[3] = {
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  };
  double f[3];

  for (guint i = 0; i < 3; i++)
    f[i] = xyz[i] > 216.0 / 24389 ? cbrt (xyz[i]) : (24389.0 / 27 * xyz[i] + 16) / 116;
  lab[0] = 116 * f[1] - 16;
  lab[1] = 500 * (f[0] - f[1]);
  lab[2] = 200 * (f[1] - f[2]);
}

/* How far apart @a and @b look, each over @base: the CIE76 ΔE (about 2.3
 * is just noticeable). */
double
uriscope_palette_distance (const GdkRGBA *a,
                           const GdkRGBA *b,
                           const GdkRGBA *base)
{
  double la[3], lb[3];

  to_lab (a, base, la);
  to_lab (b, base, lb);
  return sqrt ((la[0] - lb[0]) * (la[0] - lb[0]) + (la[1] - lb[1]) * (la[1] - lb[1]) + (la[2] - lb[2]) * (la[2] - lb[2]));
}
