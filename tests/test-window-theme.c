/* test-window-theme.c — the field's tints follow the theme GTK draws (under Xvfb)
 *
 * Launched with GTK_THEME=Adwaita:dark, GTK draws the dark theme while
 * libadwaita's style manager says light: the field kept the light tints
 * under the dark theme's white text (1.3:1). The palette is chosen from
 * the colour the field's text is drawn in (uriscope_palette_is_dark()).
 * Here GTK_THEME is set in the process before GTK starts, as the user set
 * it, and the text keeps 7:1 over every tint and mark background, the
 * outlines drawn from the same palette; the spec badges', the problems'
 * and the steps' colours keep 4.5:1 on the dark window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "uriscope-palette.h"
#include "uriscope-palette-private.h"
#include "uriscope-reference-field.h"
#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-window-private.h"

#define TEXT_CONTRAST 7.0

static void
test_gtk_theme_dark (void)
{
  static const char *const backgrounds[] = {
    "component-0", "component-1", "component-2", "component-3", "component-4", "error", "warning",
  };
  UriscopeWindow *window = window_new_shown ();
  UriscopeReferenceField *field = uriscope_window_get_reference_field (window);
  GtkWidget *view = GTK_WIDGET (uriscope_reference_field_get_view (field));
  GtkTextTagTable *table = gtk_text_buffer_get_tag_table (uriscope_reference_field_get_buffer (field));
  GdkRGBA text;

  uriscope_window_set_text (window, "http://alice@example.com/private?q=1#f");
  wait_frame (GTK_WIDGET (window));
  g_test_message ("the style manager says %s", adw_style_manager_get_dark (adw_style_manager_get_default ()) ? "dark" : "light");
  /* GTK draws the dark theme: light text. */
  gtk_style_context_get_color (gtk_widget_get_style_context (view), &text);
  g_assert_cmpfloat (uriscope_palette_luminance (&text, NULL), >, 0.5);

  for (guint i = 0; i < G_N_ELEMENTS (backgrounds); i++)
    {
      GtkTextTag *tag = gtk_text_tag_table_lookup (table, backgrounds[i]);
      g_autoptr(GdkRGBA) background = NULL;
      double contrast;

      g_assert_nonnull (tag);
      g_object_get (tag, "background-rgba", &background, NULL);
      g_assert_nonnull (background);
      contrast = uriscope_palette_contrast (&text, background, NULL);
      if (contrast < TEXT_CONTRAST)
        g_error ("the text over %s: %.2f:1, under %.0f:1", backgrounds[i], contrast, TEXT_CONTRAST);
    }
  /* The outlines are drawn from the same palette. */
  g_assert_true (uriscope_palette_is_dark (view));
  g_assert_true (uriscope_palette_for_widget (view) == uriscope_palette_get (TRUE));
  save_screenshot (GTK_WIDGET (window), "screenshot-gtk-theme-dark.png");
  destroy_window (GTK_WINDOW (window));
}

static gboolean
has_class (GtkWidget     *widget,
           gconstpointer  name)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_has_css_class (widget, name);
}

/* The window's own colours follow the theme GTK draws too: libadwaita's
 * @error_color stays its light red under GTK_THEME=Adwaita:dark, and the
 * spec badges' "RFC 3987: 4 errors" and the problems' "error" were dark
 * red on dark grey. Each keeps 4.5:1 (WCAG AA) against the dark window
 * and view. */
static void
test_gtk_theme_dark_status (void)
{
  static const char *const classes[] = { "spec-invalid", "diagnostic-severity", "step-badge" };
  const UriscopePalette *dark = uriscope_palette_get (TRUE);
  UriscopeWindow *window = window_new_shown ();

  uriscope_window_set_text (window, "http://ex ample.com/a b/../../../g<>");
  uriscope_window_show_page (window, "resolution");
  wait_frame (GTK_WIDGET (window));
  wait_frame (GTK_WIDGET (window));
  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    {
      GtkWidget *widget = find_widget (GTK_WIDGET (window), has_class, classes[i]);
      GdkRGBA color;
      double on_window, on_view;

      g_assert_nonnull (widget);
      gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
      on_window = uriscope_palette_contrast (&color, &dark->window, NULL);
      on_view = uriscope_palette_contrast (&color, &dark->view, NULL);
      g_test_message ("%s: %.2f:1 on the window, %.2f:1 on the view", classes[i], on_window, on_view);
      g_assert_cmpfloat (on_window, >=, 4.5);
      g_assert_cmpfloat (on_view, >=, 4.5);
    }
  save_screenshot (GTK_WIDGET (window), "screenshot-gtk-theme-dark-status.png");
  destroy_window (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  /* As the user launched it: before GTK reads its settings. */
  g_setenv ("GTK_THEME", "Adwaita:dark", TRUE);
  if (!window_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/window-theme/gtk-theme-dark", test_gtk_theme_dark);
  g_test_add_func ("/window-theme/gtk-theme-dark-status", test_gtk_theme_dark_status);
  return g_test_run ();
}
