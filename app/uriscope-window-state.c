/* uriscope-window-state.c — the window's size and maximized state, kept
 *
 * The window opens as large as it was last closed, or maximized if it
 * was: its "default-width", "default-height" and "maximized" properties
 * are bound to the application's "window-width", "window-height" and
 * "window-maximized" keys.
 *
 * The binding reads the keys (when the window is made, and whenever they
 * change); the window writes them once, when it is closed (close-request),
 * as GTK recommends for gtk_window_get_default_size(): a binding that
 * wrote too would write the key at every step of a resize, and a window a
 * test or a caller sizes with gtk_window_set_default_size() would become
 * the size of every later window of the process. So a window that is
 * destroyed without being closed (the tests' windows) leaves the keys as
 * they were. GTK keeps the default size as the user resizes the window,
 * but not as it maximizes it: a maximized window keeps the size it
 * unmaximizes to in the keys (test-settings-bound checks both).
 *
 * Presentation mode (F5) is not kept: it hides the header bar and the
 * page switcher for a projector, and a window that opened without them,
 * at the desk the next day, would hide the very controls that leave it.
 * What a lecture needs from one start to the next (the text size, the
 * window's size, the spec, the base) is kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "uriscope-window-private.h"

/* Binds the window's size and state to the settings (if any). A key
 * locked by the administrator leaves the window resizable: the binding
 * only reads. */
void
uriscope_window_init_state (UriscopeWindow *self)
{
  if (self->settings == NULL)
    return;
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_GET);
}

/* Keeps the window's size and state for the next start: called as the
 * window is closed. */
void
uriscope_window_save_state (UriscopeWindow *self)
{
  int width, height;

  if (self->settings == NULL)
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (width > 0)
    g_settings_set_int (self->settings, "window-width", width);
  if (height > 0)
    g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
}

/* Unbinds what uriscope_window_init_state() bound: the settings outlive
 * the window. */
void
uriscope_window_dispose_state (UriscopeWindow *self)
{
  g_settings_unbind (self, "default-width");
  g_settings_unbind (self, "default-height");
  g_settings_unbind (self, "maximized");
}
