/* uriscope-history.c — the references inspected recently
 *
 * Kept in the "history" key, the most recent first, each once, at most
 * HISTORY_MAX of them; references too long to be worth a menu item (or
 * that a menu could not show) are not kept. A password is never kept: each
 * reference is masked (uriscope-mask.c) before it reaches the key, and
 * noted as it was, for this session only (uriscope-session-passwords.c):
 * recalled, it comes back whole while the process runs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-history.h"
#include "uriscope-mask.h"
#include "uriscope-session-passwords.h"

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

        uriscope_session_passwords_note (texts[i]);
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

/* Forgets @text, one of the kept references. */
void
uriscope_history_remove (GSettings  *settings,
                         const char *text)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) old = NULL;
  g_auto(GStrv) history = NULL;

  if (settings == NULL || text == NULL)
    return;
  uriscope_session_passwords_forget (text);
  old = g_settings_get_strv (settings, "history");
  for (guint i = 0; old[i] != NULL; i++)
    if (!g_str_equal (old[i], text))
      g_strv_builder_add (builder, old[i]);
  history = g_strv_builder_end (builder);
  if (g_strv_length (history) != g_strv_length (old))
    g_settings_set_strv (settings, "history", (const char *const *) history);
}

/* Puts back @texts, the references Clear History forgot, under those kept
 * since. */
void
uriscope_history_restore (GSettings         *settings,
                          const char *const *texts)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) now = NULL;
  g_auto(GStrv) history = NULL;
  guint n = 0;

  if (settings == NULL || texts == NULL)
    return;
  now = g_settings_get_strv (settings, "history");
  for (guint i = 0; now[i] != NULL && n < HISTORY_MAX; i++, n++)
    g_strv_builder_add (builder, now[i]);
  for (guint i = 0; texts[i] != NULL && n < HISTORY_MAX; i++)
    if (keepable (texts[i]) && !g_strv_contains ((const char *const *) now, texts[i]))
      {
        /* As they were kept: masked. */
        g_autofree char *masked = uriscope_mask_password (texts[i]);

        g_strv_builder_add (builder, masked);
        n++;
      }
  history = g_strv_builder_end (builder);
  g_settings_set_strv (settings, "history", (const char *const *) history);
}

/* Forgets them all, and their passwords (Undo brings the references
 * back, masked). */
void
uriscope_history_clear (GSettings *settings)
{
  uriscope_session_passwords_clear ();
  if (settings != NULL)
    g_settings_set_strv (settings, "history", NULL);
}

/* The number of references kept. */
guint
uriscope_history_count (GSettings *settings)
{
  g_auto(GStrv) history = settings ? g_settings_get_strv (settings, "history") : NULL;

  return history ? g_strv_length (history) : 0;
}
