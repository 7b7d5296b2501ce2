/* uriscope-palette.h — the field's tints and marks, light and dark
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* In the order of the reference's components. */
typedef enum {
  URISCOPE_PALETTE_SCHEME,
  URISCOPE_PALETTE_AUTHORITY,
  URISCOPE_PALETTE_PATH,
  URISCOPE_PALETTE_QUERY,
  URISCOPE_PALETTE_FRAGMENT,
  URISCOPE_PALETTE_N_COMPONENTS
} UriscopePaletteComponent;

typedef struct {
  GdkRGBA view;                  /* the field's background (Adwaita's view_bg_color) */
  GdkRGBA window;                /* the window's (window_bg_color) */
  GdkRGBA text;                  /* the field's text (view_fg_color) */
  GdkRGBA component[URISCOPE_PALETTE_N_COMPONENTS];
  GdkRGBA error_background;      /* replaces a component's tint */
  GdkRGBA error_underline;
  GdkRGBA warning_background;
  GdkRGBA warning_underline;
  GdkRGBA note_underline;
  GdkRGBA selected_text;         /* the selected node's characters (bold) */
  GdkRGBA control_text;          /* the symbol shown for a control character */
  GdkRGBA outline[URISCOPE_PALETTE_N_COMPONENTS]; /* around each component */
  GdkRGBA selection;             /* the breakdown tree's selected row */
  GdkRGBA selection_text;        /* the text on it */
  /* The window's own colours for text and marks, as libadwaita defines
   * them for the style (the style sheets' @uriscope_error_color and so
   * on, uriscope_palette_css()). */
  GdkRGBA error_text;
  GdkRGBA warning_text;
  GdkRGBA success_text;
  GdkRGBA accent_text;
  GdkRGBA accent_background;
} UriscopePalette;

const UriscopePalette *uriscope_palette_get        (gboolean       dark);
const UriscopePalette *uriscope_palette_for_style  (void);
gboolean               uriscope_palette_is_dark    (GtkWidget     *widget);
const UriscopePalette *uriscope_palette_for_widget (GtkWidget     *widget);
char                  *uriscope_palette_css        (const UriscopePalette *palette);
void                   uriscope_palette_ensure_css (GtkWidget     *widget);
double                 uriscope_palette_luminance  (const GdkRGBA *color,
                                                    const GdkRGBA *base);

G_END_DECLS
