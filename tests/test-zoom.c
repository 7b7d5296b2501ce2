/* test-zoom.c — Ctrl++, Ctrl+− and Ctrl+0 scale the window's text
 *
 * Under Xvfb, with real key presses (xdotool) when there is xdotool: two
 * steps up make the field's and a label's text 1.25 times as large (the
 * font their Pango contexts use, and a label's measured height), Ctrl+0
 * brings it back, the level is kept in the "zoom" key and read back by a
 * new zoom object and a new application; the level stays within its range.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "uriscope-application.h"
#include "uriscope-window.h"
#include "uriscope-zoom.h"
#include "window-common.h"
#include "uriscope-application-private.h"
#include "uriscope-zoom-private.h"

#define SCHEMA_ID "io.github.uriscope.Uriscope"

static gboolean
timeout_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Iterates until @zoom is at @level (10 s at most). */
static void
wait_level (UriscopeZoom *zoom,
            double        level)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  guint tick = g_timeout_add (20, timeout_cb, NULL);

  while (!G_APPROX_VALUE (uriscope_zoom_get_level (zoom), level, 1e-6) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
  g_assert_cmpfloat_with_epsilon (uriscope_zoom_get_level (zoom), level, 1e-6);
}

/* The size in pixels of the font @widget lays its text out with. */
static double
font_px (GtkWidget *widget)
{
  PangoContext *context = gtk_widget_get_pango_context (widget);
  const PangoFontDescription *font = pango_context_get_font_description (context);
  double size = pango_font_description_get_size (font) / (double) PANGO_SCALE;

  if (!pango_font_description_get_size_is_absolute (font))
    size *= pango_cairo_context_get_resolution (context) / 72.0;
  return size;
}

static int
natural_height (GtkWidget *widget)
{
  int natural;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

/* A matcher for find_widget(): a mapped widget of @type and, for a label,
 * one that shows text. */
static gboolean
is_shown_of_type (GtkWidget    *widget,
                  gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type)) && gtk_widget_get_mapped (widget) &&
         (!GTK_IS_LABEL (widget) || gtk_label_get_text (GTK_LABEL (widget))[0] != '\0');
}

/* Presses @keys, or, without xdotool, activates @action @times times. */
static void
keys_or_action (GtkApplication *app,
                GtkWindow      *window,
                const char     *keys,
                const char     *action,
                guint           times)
{
  if (press_keys (window, keys))
    return;
  for (guint i = 0; i < times; i++)
    g_action_group_activate_action (G_ACTION_GROUP (app), action, NULL);
}

static UriscopeApplication *
started_application (void)
{
  static guint n;
  UriscopeApplication *app = uriscope_application_new ();
  g_autofree char *id = g_strdup_printf ("io.github.uriscope.Uriscope.Test%u", n++);
  g_autoptr(GError) error = NULL;

  /* Not the one instance: each test has its own (an application, once
   * on the bus, stays there until the end of the process). */
  g_application_set_application_id (G_APPLICATION (app), id);
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_COMMAND_LINE | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (uriscope_application_get_zoom (app));
  return app;
}

static gboolean
action_enabled (GActionGroup *group,
                const char   *name)
{
  return g_action_group_get_action_enabled (group, name);
}

/* Steps, the range's ends, the actions' states, the key. */
static void
test_levels (void)
{
  g_autoptr(GSettings) settings = g_settings_new (SCHEMA_ID);
  g_autoptr(GSettings) other = NULL;
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  UriscopeZoom *zoom;
  g_autofree char *css = NULL;

  g_settings_reset (settings, "zoom");
  zoom = uriscope_zoom_new (settings);
  uriscope_zoom_add_actions (zoom, G_ACTION_MAP (group));
  g_assert_cmpfloat (uriscope_zoom_get_level (zoom), ==, 1.0);
  g_assert_true (action_enabled (G_ACTION_GROUP (group), "zoom-in"));
  g_assert_true (action_enabled (G_ACTION_GROUP (group), "zoom-out"));
  g_assert_false (action_enabled (G_ACTION_GROUP (group), "zoom-reset"));

  g_action_group_activate_action (G_ACTION_GROUP (group), "zoom-in", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (group), "zoom-in", NULL);
  g_assert_cmpfloat_with_epsilon (uriscope_zoom_get_level (zoom), 1.25, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "zoom"), 1.25, 1e-9);
  g_assert_true (action_enabled (G_ACTION_GROUP (group), "zoom-reset"));
  uriscope_zoom_out (zoom);
  g_assert_cmpfloat_with_epsilon (uriscope_zoom_get_level (zoom), 1.1, 1e-9);
  g_action_group_activate_action (G_ACTION_GROUP (group), "zoom-reset", NULL);
  g_assert_cmpfloat (uriscope_zoom_get_level (zoom), ==, 1.0);
  uriscope_zoom_out (zoom);
  g_assert_cmpfloat_with_epsilon (uriscope_zoom_get_level (zoom), 0.9, 1e-9);
  /* Between two steps, the next one. */
  uriscope_zoom_set_level (zoom, 1.3);
  uriscope_zoom_in (zoom);
  g_assert_cmpfloat_with_epsilon (uriscope_zoom_get_level (zoom), 1.5, 1e-9);

  /* Clamped at both ends. */
  uriscope_zoom_set_level (zoom, 10.0);
  g_assert_cmpfloat (uriscope_zoom_get_level (zoom), ==, URISCOPE_ZOOM_MAX);
  g_assert_cmpfloat (g_settings_get_double (settings, "zoom"), ==, URISCOPE_ZOOM_MAX);
  g_assert_false (action_enabled (G_ACTION_GROUP (group), "zoom-in"));
  uriscope_zoom_in (zoom);
  g_assert_cmpfloat (uriscope_zoom_get_level (zoom), ==, URISCOPE_ZOOM_MAX);
  uriscope_zoom_set_level (zoom, 0.01);
  g_assert_cmpfloat (uriscope_zoom_get_level (zoom), ==, URISCOPE_ZOOM_MIN);
  g_assert_false (action_enabled (G_ACTION_GROUP (group), "zoom-out"));
  g_assert_true (action_enabled (G_ACTION_GROUP (group), "zoom-in"));
  uriscope_zoom_out (zoom);
  g_assert_cmpfloat (uriscope_zoom_get_level (zoom), ==, URISCOPE_ZOOM_MIN);
  uriscope_zoom_set_level (zoom, NAN);
  g_assert_cmpfloat (uriscope_zoom_get_level (zoom), ==, URISCOPE_ZOOM_MIN);

  /* The key, changed elsewhere (another instance, dconf), applies. */
  g_settings_set_double (settings, "zoom", 1.75);
  g_assert_cmpfloat_with_epsilon (uriscope_zoom_get_level (zoom), 1.75, 1e-9);

  /* Kept: a new object reads it back. */
  uriscope_zoom_set_level (zoom, 2.0);
  g_object_unref (zoom);
  /* Its actions outlive it, disabled. */
  g_assert_false (action_enabled (G_ACTION_GROUP (group), "zoom-in"));
  other = g_settings_new (SCHEMA_ID);
  zoom = uriscope_zoom_new (other);
  g_assert_cmpfloat (uriscope_zoom_get_level (zoom), ==, 2.0);
  g_object_unref (zoom);

  /* The style sheet: nothing at 1, the DPI scaled otherwise, with a point
   * whatever the locale. */
  css = uriscope_zoom_css (1.0, 96);
  g_assert_cmpstr (css, ==, "");
  g_free (css);
  css = uriscope_zoom_css (1.5, 96);
  g_assert_nonnull (strstr (css, "-gtk-dpi: 144.000;"));
  g_free (css);
  /* every button's icon and the tree's expanders grow with the text (only
   * the header bar's did) */
  css = uriscope_zoom_css (2.0, 96);
  g_assert_nonnull (strstr (css, "button image, expander { -gtk-icon-size: 32px; }"));
  g_free (css);
  css = uriscope_zoom_css (7.0, 120);
  g_assert_nonnull (strstr (css, "-gtk-dpi: 360.000;"));

  g_settings_reset (settings, "zoom");
}

/* The application's shortcuts. */
static void
test_accels (void)
{
  g_autoptr(UriscopeApplication) app = started_application ();
  const struct {
    const char *accel;
    const char *action;
  } accels[] = {
    { "<Control>plus", "app.zoom-in" },
    { "<Control>equal", "app.zoom-in" },
    { "<Control>KP_Add", "app.zoom-in" },
    { "<Control>minus", "app.zoom-out" },
    { "<Control>KP_Subtract", "app.zoom-out" },
    { "<Control>0", "app.zoom-reset" },
    { "<Control>KP_0", "app.zoom-reset" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    {
      g_auto(GStrv) actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (app), accels[i].accel);

      g_assert_true (g_strv_contains ((const char *const *) actions, accels[i].action));
    }
}

typedef struct {
  double field;
  double label;
  int label_height;
} Sizes;

static Sizes
measure (GtkWidget *field,
         GtkWidget *label)
{
  wait_frame (field);
  wait_frame (field);
  return (Sizes) { font_px (field), font_px (label), natural_height (label) };
}

/* Ctrl++ twice, then Ctrl+0, Ctrl+− on the window; its text follows. */
static void
test_keys_scale_text (void)
{
  g_autoptr(GSettings) settings = g_settings_new (SCHEMA_ID);
  g_autoptr(UriscopeApplication) app = NULL;
  UriscopeZoom *zoom;
  GtkWidget *window, *field, *label;
  Sizes before, after;

  g_settings_reset (settings, "zoom");
  app = started_application ();
  zoom = uriscope_application_get_zoom (app);
  g_assert_cmpfloat (uriscope_zoom_get_level (zoom), ==, 1.0);
  window = uriscope_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  wait_frame (window);
  field = find_widget (window, is_shown_of_type, GSIZE_TO_POINTER (GTK_TYPE_TEXT_VIEW));
  label = find_widget (window, is_shown_of_type, GSIZE_TO_POINTER (GTK_TYPE_LABEL));
  g_assert_nonnull (field);
  g_assert_nonnull (label);
  before = measure (field, label);
  g_test_message ("at 1.0: field %.2f px, label %.2f px, %d px high", before.field, before.label, before.label_height);
  g_assert_cmpfloat (before.field, >, before.label);

  /* Ctrl++ as most keyboards type it (Shift+=), and Ctrl+=. */
  keys_or_action (GTK_APPLICATION (app), GTK_WINDOW (window), "ctrl+plus ctrl+equal", "zoom-in", 2);
  wait_level (zoom, 1.25);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "zoom"), 1.25, 1e-9);
  after = measure (field, label);
  g_test_message ("at 1.25: field %.2f px, label %.2f px, %d px high", after.field, after.label, after.label_height);
  g_assert_cmpfloat_with_epsilon (after.field / before.field, 1.25, 0.01);
  g_assert_cmpfloat_with_epsilon (after.label / before.label, 1.25, 0.01);
  g_assert_cmpfloat ((double) after.label_height / before.label_height, >=, 1.15);

  keys_or_action (GTK_APPLICATION (app), GTK_WINDOW (window), "ctrl+0", "zoom-reset", 1);
  wait_level (zoom, 1.0);
  after = measure (field, label);
  g_assert_cmpfloat_with_epsilon (after.field, before.field, 0.01);
  g_assert_cmpfloat_with_epsilon (after.label, before.label, 0.01);
  g_assert_cmpint (after.label_height, ==, before.label_height);

  keys_or_action (GTK_APPLICATION (app), GTK_WINDOW (window), "ctrl+minus", "zoom-out", 1);
  wait_level (zoom, 0.9);
  after = measure (field, label);
  g_assert_cmpfloat_with_epsilon (after.field / before.field, 0.9, 0.01);

  /* A restart: a new application, a new window, the level kept. */
  uriscope_zoom_set_level (zoom, 2.0);
  destroy_window (GTK_WINDOW (window));
  g_clear_object (&app);
  app = started_application ();
  zoom = uriscope_application_get_zoom (app);
  g_assert_cmpfloat (uriscope_zoom_get_level (zoom), ==, 2.0);
  window = uriscope_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  wait_frame (window);
  field = find_widget (window, is_shown_of_type, GSIZE_TO_POINTER (GTK_TYPE_TEXT_VIEW));
  g_assert_cmpfloat_with_epsilon (measure (field, field).field / before.field, 2.0, 0.01);
  destroy_window (GTK_WINDOW (window));

  g_settings_reset (settings, "zoom");
}

/* A popover (a menu) gets its font back from Adwaita ("font: initial"),
 * and labels in pt (.title-2, .caption): they follow too. */
static void
test_popover_and_pt_sizes (void)
{
  g_autoptr(GSettings) settings = g_settings_new (SCHEMA_ID);
  g_autoptr(UriscopeZoom) zoom = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *title = gtk_label_new ("Title");
  GtkWidget *caption = gtk_label_new ("Caption");
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *inside = gtk_label_new ("In a popover");
  double sizes[3];

  g_settings_reset (settings, "zoom");
  zoom = uriscope_zoom_new (settings);
  gtk_widget_add_css_class (title, "title-2");
  gtk_widget_add_css_class (caption, "caption");
  gtk_popover_set_child (GTK_POPOVER (popover), inside);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), caption);
  gtk_box_append (GTK_BOX (box), button);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  gtk_popover_popup (GTK_POPOVER (popover));
  wait_frame (window);
  wait_frame (popover);
  sizes[0] = font_px (title);
  sizes[1] = font_px (caption);
  sizes[2] = font_px (inside);

  uriscope_zoom_set_level (zoom, 1.5);
  wait_frame (window);
  wait_frame (popover);
  g_assert_cmpfloat_with_epsilon (font_px (title) / sizes[0], 1.5, 0.01);
  g_assert_cmpfloat_with_epsilon (font_px (caption) / sizes[1], 1.5, 0.01);
  g_assert_cmpfloat_with_epsilon (font_px (inside) / sizes[2], 1.5, 0.01);

  gtk_popover_popdown (GTK_POPOVER (popover));
  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "zoom");
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/zoom/levels", test_levels);
  g_test_add_func ("/zoom/accels", test_accels);
  g_test_add_func ("/zoom/keys-scale-text", test_keys_scale_text);
  g_test_add_func ("/zoom/popover-and-pt-sizes", test_popover_and_pt_sizes);

  return g_test_run ();
}
