/* uriscope-zoom.c — the size of the text in every window
 *
 * One object, owned by the application, holds the level (its "level"
 * property, bound to the application's "zoom" key: 0.5 to 3.0, 1.0
 * being the desktop's size, clamped here) and applies it to every window
 * of the display through a style provider: the windows, popovers and
 * tooltips get a CSS -gtk-dpi of the desktop's DPI times the level. Every
 * size GTK derives from the DPI follows: the desktop's font (the text
 * view, labels, the tree's rows, popovers, which Adwaita sets back to the
 * initial font), sizes in pt (Adwaita's .heading, .title-*, .caption and
 * the column view's header are in pt), rem and the percentages of
 * uriscope-window.css, and the widgets' Pango contexts, which the
 * diagrams draw with. Sizes in px (padding) stay as they are; the icons
 * of the header bar (a -gtk-icon-size in px) are scaled with the level,
 * so that its buttons are found as easily as the text is read.
 * A font-size on the window would not do: the pt sizes and popovers
 * would not follow, and a GtkSettings DPI would be the whole display's,
 * overridden by the desktop's own settings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "uriscope-zoom.h"
#include "uriscope-zoom-private.h"

#define DEFAULT_DPI 96.0
#define ICON_SIZE 16

/* As browsers step, a little at a time near 1 and more further out. */
static const double levels[] = {
  0.5, 0.67, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0,
};
#define EPSILON 0.005

struct _UriscopeZoom {
  GObject parent_instance;

  GtkCssProvider *provider;
  GdkDisplay *display;
  GtkSettings *gtk_settings;
  GPtrArray *actions;
  double level;
};

G_DEFINE_FINAL_TYPE (UriscopeZoom, uriscope_zoom, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LEVEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static double
clamp_level (double level)
{
  if (!(level >= URISCOPE_ZOOM_MIN)) /* NaN too */
    return URISCOPE_ZOOM_MIN;
  return MIN (level, URISCOPE_ZOOM_MAX);
}

/* The style sheet for @level on a desktop of @dpi (dots per inch); empty
 * at 1.0. */
char *
uriscope_zoom_css (double level,
                   double dpi)
{
  char number[G_ASCII_DTOSTR_BUF_SIZE];
  int icon;

  level = clamp_level (level);
  if (G_APPROX_VALUE (level, 1.0, EPSILON))
    return g_strdup ("");
  if (dpi <= 0)
    dpi = DEFAULT_DPI;
  /* Not printf: a decimal comma would make it no CSS. */
  g_ascii_formatd (number, sizeof number, "%.3f", dpi * level);
  /* The icons of buttons (the header bar's, the stepper's arrows, the
   * copy buttons) and the tree's expanders: 16 px at 1.0, never smaller.
   * Only the header bar's grew, and at 200 % the arrows beside "Step 3
   * of 12" stayed small. */
  icon = MAX ((int) (ICON_SIZE * level + 0.5), ICON_SIZE);
  return g_strdup_printf ("window, popover, tooltip { -gtk-dpi: %s; }\n"
                          "button image, expander { -gtk-icon-size: %dpx; }\n", number, icon);
}

static double
desktop_dpi (UriscopeZoom *self)
{
  int dpi = -1;

  if (self->gtk_settings != NULL)
    g_object_get (self->gtk_settings, "gtk-xft-dpi", &dpi, NULL);
  return dpi > 0 ? dpi / 1024.0 : DEFAULT_DPI;
}

static void
update_actions (UriscopeZoom *self)
{
  for (guint i = 0; i < self->actions->len; i++)
    {
      GSimpleAction *action = g_ptr_array_index (self->actions, i);
      const char *name = g_action_get_name (G_ACTION (action));
      gboolean enabled = TRUE;

      if (g_str_equal (name, "zoom-in"))
        enabled = self->level < URISCOPE_ZOOM_MAX - EPSILON;
      else if (g_str_equal (name, "zoom-out"))
        enabled = self->level > URISCOPE_ZOOM_MIN + EPSILON;
      else if (g_str_equal (name, "zoom-reset"))
        enabled = !G_APPROX_VALUE (self->level, 1.0, EPSILON);
      g_simple_action_set_enabled (action, enabled);
    }
}

static void
apply (UriscopeZoom *self)
{
  g_autofree char *css = uriscope_zoom_css (self->level, desktop_dpi (self));

  gtk_css_provider_load_from_data (self->provider, css, -1);
  update_actions (self);
}

/* Takes @level (clamped); the binding keeps it in the key. */
static void
take_level (UriscopeZoom *self,
            double        level)
{
  level = clamp_level (level);
  if (G_APPROX_VALUE (level, self->level, 1e-9))
    return;
  self->level = level;
  apply (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

static void
dpi_changed_cb (GtkSettings  *gtk_settings,
                GParamSpec   *pspec,
                UriscopeZoom *self)
{
  apply (self);
}

static void
uriscope_zoom_dispose (GObject *object)
{
  UriscopeZoom *self = URISCOPE_ZOOM (object);

  /* The settings outlive the object: no change of the key is to reach it
   * once disposed. */
  g_settings_unbind (self, "level");
  if (self->display != NULL)
    gtk_style_context_remove_provider_for_display (self->display, GTK_STYLE_PROVIDER (self->provider));
  g_clear_object (&self->display);
  if (self->gtk_settings != NULL)
    g_signal_handlers_disconnect_by_data (self->gtk_settings, self);
  g_clear_object (&self->gtk_settings);
  /* The actions may outlive the object. */
  for (guint i = 0; self->actions != NULL && i < self->actions->len; i++)
    {
      g_signal_handlers_disconnect_by_data (g_ptr_array_index (self->actions, i), self);
      g_simple_action_set_enabled (g_ptr_array_index (self->actions, i), FALSE);
    }
  g_clear_pointer (&self->actions, g_ptr_array_unref);

  G_OBJECT_CLASS (uriscope_zoom_parent_class)->dispose (object);
}

static void
uriscope_zoom_finalize (GObject *object)
{
  UriscopeZoom *self = URISCOPE_ZOOM (object);

  g_clear_object (&self->provider);

  G_OBJECT_CLASS (uriscope_zoom_parent_class)->finalize (object);
}

static void
uriscope_zoom_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  UriscopeZoom *self = URISCOPE_ZOOM (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      g_value_set_double (value, self->level);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
uriscope_zoom_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  UriscopeZoom *self = URISCOPE_ZOOM (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      uriscope_zoom_set_level (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
uriscope_zoom_class_init (UriscopeZoomClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = uriscope_zoom_dispose;
  object_class->finalize = uriscope_zoom_finalize;
  object_class->get_property = uriscope_zoom_get_property;
  object_class->set_property = uriscope_zoom_set_property;

  properties[PROP_LEVEL] =
    g_param_spec_double ("level", NULL, NULL,
                         URISCOPE_ZOOM_MIN, URISCOPE_ZOOM_MAX, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
uriscope_zoom_init (UriscopeZoom *self)
{
  self->level = 1.0;
  self->provider = gtk_css_provider_new ();
  self->actions = g_ptr_array_new_with_free_func (g_object_unref);
}

/* The level bound to @settings' "zoom" key (read from it, kept in it,
 * following it when it changes elsewhere), applied to the default
 * display's windows. @settings: the application's
 * (uriscope_application_settings()), or NULL when there are none: the
 * level is then not kept. */
UriscopeZoom *
uriscope_zoom_new (GSettings *settings)
{
  UriscopeZoom *self = g_object_new (URISCOPE_TYPE_ZOOM, NULL);

  self->display = gdk_display_get_default ();
  if (self->display != NULL)
    {
      g_object_ref (self->display);
      gtk_style_context_add_provider_for_display (self->display, GTK_STYLE_PROVIDER (self->provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      self->gtk_settings = g_object_ref (gtk_settings_get_for_display (self->display));
      g_signal_connect (self->gtk_settings, "notify::gtk-xft-dpi", G_CALLBACK (dpi_changed_cb), self);
    }

  /* Bound once the display is there: the key's level is applied at once. */
  if (settings != NULL)
    g_settings_bind (settings, "zoom", self, "level", G_SETTINGS_BIND_DEFAULT);
  return self;
}

double
uriscope_zoom_get_level (UriscopeZoom *self)
{
  g_return_val_if_fail (URISCOPE_IS_ZOOM (self), 1.0);

  return self->level;
}

/* Applies @level (clamped to the range); the "level" property changes
 * and the binding keeps it. */
void
uriscope_zoom_set_level (UriscopeZoom *self,
                         double        level)
{
  g_return_if_fail (URISCOPE_IS_ZOOM (self));

  take_level (self, level);
}

/* The next level up, or the largest. */
void
uriscope_zoom_in (UriscopeZoom *self)
{
  g_return_if_fail (URISCOPE_IS_ZOOM (self));

  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    if (levels[i] > self->level + EPSILON)
      {
        uriscope_zoom_set_level (self, levels[i]);
        return;
      }
  uriscope_zoom_set_level (self, URISCOPE_ZOOM_MAX);
}

/* The next level down, or the smallest. */
void
uriscope_zoom_out (UriscopeZoom *self)
{
  g_return_if_fail (URISCOPE_IS_ZOOM (self));

  for (guint i = G_N_ELEMENTS (levels); i > 0; i--)
    if (levels[i - 1] < self->level - EPSILON)
      {
        uriscope_zoom_set_level (self, levels[i - 1]);
        return;
      }
  uriscope_zoom_set_level (self, URISCOPE_ZOOM_MIN);
}

void
uriscope_zoom_reset (UriscopeZoom *self)
{
  g_return_if_fail (URISCOPE_IS_ZOOM (self));

  uriscope_zoom_set_level (self, 1.0);
}

static void
zoom_in_action (GSimpleAction *action,
                GVariant      *param,
                gpointer       data)
{
  uriscope_zoom_in (data);
}

static void
zoom_out_action (GSimpleAction *action,
                 GVariant      *param,
                 gpointer       data)
{
  uriscope_zoom_out (data);
}

static void
zoom_reset_action (GSimpleAction *action,
                   GVariant      *param,
                   gpointer       data)
{
  uriscope_zoom_reset (data);
}

/* Adds "zoom-in", "zoom-out" and "zoom-reset" to @map, each disabled
 * where it would do nothing. */
void
uriscope_zoom_add_actions (UriscopeZoom *self,
                           GActionMap   *map)
{
  static const GActionEntry entries[] = {
    { "zoom-in", zoom_in_action, NULL, NULL, NULL, { 0 } },
    { "zoom-out", zoom_out_action, NULL, NULL, NULL, { 0 } },
    { "zoom-reset", zoom_reset_action, NULL, NULL, NULL, { 0 } },
  };

  g_return_if_fail (URISCOPE_IS_ZOOM (self));

  g_action_map_add_action_entries (map, entries, G_N_ELEMENTS (entries), self);
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    g_ptr_array_add (self->actions, g_object_ref (g_action_map_lookup_action (map, entries[i].name)));
  update_actions (self);
}
