/* uriscope-history.c — the references inspected recently
 *
 * Kept in the "history" key, the most recent first, each once, at most
 * HISTORY_MAX of them; references too long to be worth a menu item (or
 * that a menu could not show) are not kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <uriscope.h>

#include "uriscope-history.h"

#define HISTORY_MAX 20
#define HISTORY_ITEM_MAX 4096

void
uriscope_history_add (GSettings  *settings,
                      const char *text)
{
  g_auto(GStrv) old = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) history = NULL;
  guint n = 1;

  if (settings == NULL || text == NULL || text[0] == '\0' || strlen (text) > HISTORY_ITEM_MAX)
    return;
  old = g_settings_get_strv (settings, "history");
  if (old[0] != NULL && g_strcmp0 (old[0], text) == 0)
    return;
  builder = g_strv_builder_new ();
  g_strv_builder_add (builder, text);
  for (guint i = 0; old[i] != NULL && n < HISTORY_MAX; i++)
    if (g_strcmp0 (old[i], text) != 0)
      {
        g_strv_builder_add (builder, old[i]);
        n++;
      }
  history = g_strv_builder_end (builder);
  g_settings_set_strv (settings, "history", (const char *const *) history);
}

/* One item a reference, shown shortened, opening it (win.history). */
void
uriscope_history_fill_menu (GSettings *settings,
                            GMenu     *menu)
{
  g_auto(GStrv) history = settings ? g_settings_get_strv (settings, "history") : g_new0 (char *, 1);

  g_menu_remove_all (menu);
  for (guint i = 0; history[i] != NULL; i++)
    {
      g_autofree char *shown = us_render_quoted (history[i], strlen (history[i]), 60);
      g_auto(GStrv) parts = g_strsplit (shown, "_", -1);
      /* Menus read an underscore as a mnemonic: double each one. */
      g_autofree char *label = g_strjoinv ("__", parts);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "win.history", g_variant_new_string (history[i]));
      g_menu_append_item (menu, item);
    }
}
