/* uriscope-history.c — the references inspected recently
 *
 * Kept in the "history" key, the most recent first, each once, at most
 * HISTORY_MAX of them; references too long to be worth a menu item (or
 * that a menu could not show) are not kept. A password is never kept: each
 * reference is masked (uriscope-mask.c) before it reaches the key.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>
#include <uriscope.h>

#include "uriscope-history.h"
#include "uriscope-mask.h"

#define HISTORY_MAX 20
#define HISTORY_ITEM_MAX 4096

static gboolean
keepable (const char *text)
{
  return text != NULL && text[0] != '\0' && strlen (text) <= HISTORY_ITEM_MAX &&
         g_utf8_validate (text, -1, NULL);
}

/* Puts @texts (the first on top) before the kept references, leaving out
 * their older copies and @drop — the earlier state of a reference being
 * edited, which the first of @texts replaces. */
static void
history_put (GSettings         *settings,
             const char *const *texts,
             const char        *drop)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GPtrArray) added = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *dropped = NULL;
  g_auto(GStrv) old = NULL;
  g_auto(GStrv) history = NULL;
  guint n = 0;

  if (settings == NULL)
    return;
  for (guint i = 0; texts[i] != NULL; i++)
    if (keepable (texts[i]))
      {
        char *masked = uriscope_mask_password (texts[i]);

        if (g_ptr_array_find_with_equal_func (added, masked, g_str_equal, NULL))
          g_free (masked);
        else
          g_ptr_array_add (added, masked);
      }
  if (added->len == 0)
    return;
  dropped = uriscope_mask_password (drop);
  old = g_settings_get_strv (settings, "history");
  for (guint i = 0; i < added->len && n < HISTORY_MAX; i++, n++)
    g_strv_builder_add (builder, g_ptr_array_index (added, i));
  for (guint i = 0; old[i] != NULL && n < HISTORY_MAX; i++)
    if (!g_ptr_array_find_with_equal_func (added, old[i], g_str_equal, NULL) && g_strcmp0 (old[i], dropped) != 0)
      {
        /* Written before masking existed: masked now. */
        g_autofree char *masked = uriscope_mask_password (old[i]);

        g_strv_builder_add (builder, masked);
        n++;
      }
  history = g_strv_builder_end (builder);
  if (!g_strv_equal ((const char *const *) old, (const char *const *) history))
    g_settings_set_strv (settings, "history", (const char *const *) history);
}

void
uriscope_history_add (GSettings  *settings,
                      const char *text)
{
  history_put (settings, (const char *const[]) { text, NULL }, NULL);
}

/* @text replaces @old, which it is an edit of, or is added. */
void
uriscope_history_replace (GSettings  *settings,
                          const char *old,
                          const char *text)
{
  history_put (settings, (const char *const[]) { text, NULL }, old);
}

/* Several references at once, @texts[0] on top. */
void
uriscope_history_add_all (GSettings         *settings,
                          const char *const *texts)
{
  history_put (settings, texts, NULL);
}

void
uriscope_history_clear (GSettings *settings)
{
  if (settings != NULL)
    g_settings_set_strv (settings, "history", NULL);
}

/* One item a reference, shown shortened, opening it (win.history), then
 * Clear History. The two sections are made once and kept: only the
 * references' items change. (A new section each time made GTK 4.8's menu
 * keep every menu item it had made for the old one: 9 KB a paste, without
 * end, over a day of pasting; test-window-soak.) */
void
uriscope_history_fill_menu (GSettings *settings,
                            GMenu     *menu)
{
  g_auto(GStrv) history = settings ? g_settings_get_strv (settings, "history") : g_new0 (char *, 1);
  g_autoptr(GMenuModel) section = NULL;
  GMenu *references;

  if (g_menu_model_get_n_items (G_MENU_MODEL (menu)) != 2)
    {
      g_autoptr(GMenu) made = g_menu_new ();
      g_autoptr(GMenu) clear = g_menu_new ();

      g_menu_remove_all (menu);
      g_menu_append_section (menu, NULL, G_MENU_MODEL (made));
      g_menu_append (clear, _("_Clear History"), "win.clear-history");
      g_menu_append_section (menu, NULL, G_MENU_MODEL (clear));
    }
  section = g_menu_model_get_item_link (G_MENU_MODEL (menu), 0, G_MENU_LINK_SECTION);
  references = G_MENU (section);
  g_menu_remove_all (references);
  for (guint i = 0; history[i] != NULL; i++)
    {
      g_autofree char *shown = us_render_quoted (history[i], strlen (history[i]), 60);
      g_auto(GStrv) parts = g_strsplit (shown, "_", -1);
      /* Menus read an underscore as a mnemonic: double each one. */
      g_autofree char *label = g_strjoinv ("__", parts);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "win.history", g_variant_new_string (history[i]));
      g_menu_append_item (references, item);
    }
}

/* The number of references kept. */
guint
uriscope_history_count (GSettings *settings)
{
  g_auto(GStrv) history = settings ? g_settings_get_strv (settings, "history") : NULL;

  return history ? g_strv_length (history) : 0;
}
