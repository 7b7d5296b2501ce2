/* uriscope-application.c — the application: one window, one instance
 *
 *   uriscope [--base BASE] [URI]
 *
 * A second launch hands its URI and base to the running instance, which
 * shows them in its window.
 *
 * The application owns the settings: uriscope_application_settings() looks
 * the schema up once and gives every part the same GSettings (the window,
 * its pages, the zoom), NULL when the schema is not installed (a build run
 * from its tree without GSETTINGS_SCHEMA_DIR): nothing is then kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-application.h"
#include "uriscope-window.h"
#include "uriscope-zoom.h"
#include "uriscope-application-private.h"

struct _UriscopeApplication {
  AdwApplication parent_instance;

  UriscopeZoom *zoom;
};

G_DEFINE_FINAL_TYPE (UriscopeApplication, uriscope_application, ADW_TYPE_APPLICATION)

/* The application's settings: looked up once, for the process (a window
 * made without the application, as the tests make them, gets the same);
 * NULL when the schema is not installed. */
GSettings *
uriscope_application_settings (void)
{
  static GSettings *settings;
  static gsize looked_up;

  if (g_once_init_enter (&looked_up))
    {
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
      g_autoptr(GSettingsSchema) schema = NULL;

      if (source != NULL)
        schema = g_settings_schema_source_lookup (source, "io.github.uriscope.Uriscope", TRUE);
      if (schema != NULL)
        settings = g_settings_new ("io.github.uriscope.Uriscope");
      g_once_init_leave (&looked_up, 1);
    }
  return settings;
}

static UriscopeWindow *
get_window (UriscopeApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (uriscope_window_new (GTK_APPLICATION (self)));
  return URISCOPE_WINDOW (window);
}

static void
uriscope_application_activate (GApplication *app)
{
  gtk_window_present (GTK_WINDOW (get_window (URISCOPE_APPLICATION (app))));
}

static int
uriscope_application_command_line (GApplication            *app,
                                   GApplicationCommandLine *command_line)
{
  UriscopeApplication *self = URISCOPE_APPLICATION (app);
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  UriscopeWindow *window = get_window (self);
  g_autofree char *base = NULL;
  g_autofree const char **uris = NULL;

  if (g_variant_dict_lookup (options, "base", "s", &base))
    {
      uriscope_window_set_base (window, base);
      uriscope_window_show_page (window, "resolution");
    }
  /* Taken as bytes: an argument need not be UTF-8, and the window says
   * which bytes it could not show. */
  if (g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &uris) && uris[0] != NULL)
    uriscope_window_set_bytes (window, uris[0], strlen (uris[0]));

  gtk_window_present (GTK_WINDOW (window));
  return 0;
}

static void
about_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       data)
{
  GtkApplication *app = data;
  const char *developers[] = { _("The Uriscope developers"), NULL };

  adw_show_about_window (gtk_application_get_active_window (app),
                         "application-name", "Uriscope",
                         "application-icon", "io.github.uriscope.Uriscope",
                         "version", PACKAGE_VERSION,
                         "comments", _("An inspector for URI references: every bad character, every step of resolution."),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "developers", developers,
                         NULL);
}

/* Ctrl+Q closes the windows before quitting, as their close button
 * would: a window keeps its size as it is closed (close-request,
 * uriscope-window-state.c), which quitting alone would skip. */
static void
quit_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       data)
{
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (data)));

  /* A copy, each held: a window closed leaves the application's list. */
  for (GList *l = windows; l != NULL; l = l->next)
    g_object_ref (l->data);
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free_full (windows, g_object_unref);
  g_application_quit (G_APPLICATION (data));
}

static void
uriscope_application_startup (GApplication *app)
{
  static const GActionEntry entries[] = {
    { "about", about_action, NULL, NULL, NULL, { 0 } },
    { "quit", quit_action, NULL, NULL, NULL, { 0 } },
  };
  const char *quit_accels[] = { "<Control>q", NULL };
  /* Ctrl++ is Ctrl+Shift+= on many keyboards: Ctrl+= too. */
  const char *zoom_in_accels[] = { "<Control>plus", "<Control>equal", "<Control>KP_Add", NULL };
  const char *zoom_out_accels[] = { "<Control>minus", "<Control>KP_Subtract", NULL };
  const char *zoom_reset_accels[] = { "<Control>0", "<Control>KP_0", NULL };
  UriscopeApplication *self = URISCOPE_APPLICATION (app);

  G_APPLICATION_CLASS (uriscope_application_parent_class)->startup (app);
  /* The windows' icon, from the theme (installed under hicolor). */
  gtk_window_set_default_icon_name ("io.github.uriscope.Uriscope");
  g_action_map_add_action_entries (G_ACTION_MAP (app), entries, G_N_ELEMENTS (entries), app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);

  /* The text size of every window (for a projector), kept in "zoom". */
  self->zoom = uriscope_zoom_new (uriscope_application_settings ());
  uriscope_zoom_add_actions (self->zoom, G_ACTION_MAP (app));
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.zoom-in", zoom_in_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.zoom-out", zoom_out_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.zoom-reset", zoom_reset_accels);
}

static void
uriscope_application_dispose (GObject *object)
{
  UriscopeApplication *self = URISCOPE_APPLICATION (object);

  g_clear_object (&self->zoom);

  G_OBJECT_CLASS (uriscope_application_parent_class)->dispose (object);
}

static void
uriscope_application_class_init (UriscopeApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = uriscope_application_dispose;
  app_class->activate = uriscope_application_activate;
  app_class->command_line = uriscope_application_command_line;
  app_class->startup = uriscope_application_startup;
}

static void
uriscope_application_init (UriscopeApplication *self)
{
  const GOptionEntry entries[] = {
    { "base", 'b', 0, G_OPTION_ARG_STRING, NULL, N_("Resolve the reference against BASE"), N_("BASE") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL, NULL, N_("[URI]") },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Inspect a URI reference: its grammar tree, every character that breaks the grammar, its resolution against a base."));
  g_application_set_option_context_description (G_APPLICATION (self),
                                                _("A running Uriscope takes the URI in its window. For terminals and scripts, see uriscope-cli --help."));
}

UriscopeApplication *
uriscope_application_new (void)
{
  return g_object_new (URISCOPE_TYPE_APPLICATION,
                       "application-id", "io.github.uriscope.Uriscope",
                       "flags", G_APPLICATION_HANDLES_COMMAND_LINE,
                       "resource-base-path", "/io/github/uriscope/Uriscope",
                       NULL);
}

/* The text size of the windows; NULL before the application starts up. */
UriscopeZoom *
uriscope_application_get_zoom (UriscopeApplication *self)
{
  g_return_val_if_fail (URISCOPE_IS_APPLICATION (self), NULL);

  return self->zoom;
}
