/* uriscope-session-passwords.c — the references whose passwords were masked, as they were, for this session
 *
 * What is stored never holds a password (uriscope-mask.c): the recent
 * references and the last reference keep "user:•••@". Recalled as they
 * were stored, the bullets were read as the reference's characters — not
 * valid, fixes that percent-encoded them, a browser line that rewrote the
 * link — though the session had seen the password a moment before.
 *
 * So each reference masked on its way to the settings is noted here,
 * under its masked form, as it was: recalling the masked form while the
 * process runs gives it back whole (uriscope_window_recall()). Nothing
 * here is written anywhere; it goes with the process. The most recent
 * NOTED_MAX are kept (the history holds 20, and the last reference one
 * more); forgetting a recent reference, or clearing them, forgets its
 * password too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-mask.h"
#include "uriscope-session-passwords.h"

#define NOTED_MAX 32

typedef struct {
  char *masked;
  char *text;
} Noted;

/* The most recent first. */
static GQueue noted = G_QUEUE_INIT;

static void
noted_free (Noted *n)
{
  /* Not left in freed memory either. */
  memset (n->text, 0, strlen (n->text));
  g_free (n->text);
  g_free (n->masked);
  g_free (n);
}

static GList *
find (const char *masked)
{
  for (GList *l = noted.head; l != NULL; l = l->next)
    if (g_str_equal (((Noted *) l->data)->masked, masked))
      return l;
  return NULL;
}

/* @text is being stored masked: its masked form recalls it, while the
 * process runs. A text without a password is not noted. */
void
uriscope_session_passwords_note (const char *text)
{
  g_autofree char *masked = NULL;
  Noted *n;

  if (text == NULL)
    return;
  masked = uriscope_mask_password (text);
  if (g_str_equal (masked, text))
    return;
  uriscope_session_passwords_forget (masked);
  n = g_new (Noted, 1);
  n->masked = g_steal_pointer (&masked);
  n->text = g_strdup (text);
  g_queue_push_head (&noted, n);
  while (noted.length > NOTED_MAX)
    noted_free (g_queue_pop_tail (&noted));
}

/* The reference @masked was masked from, or %NULL when this session did
 * not see it (or forgot it). Valid until the next call here. */
const char *
uriscope_session_passwords_lookup (const char *masked)
{
  GList *l = masked != NULL ? find (masked) : NULL;

  return l != NULL ? ((Noted *) l->data)->text : NULL;
}

void
uriscope_session_passwords_forget (const char *masked)
{
  GList *l = masked != NULL ? find (masked) : NULL;

  if (l == NULL)
    return;
  noted_free (l->data);
  g_queue_delete_link (&noted, l);
}

void
uriscope_session_passwords_clear (void)
{
  g_queue_clear_full (&noted, (GDestroyNotify) noted_free);
}
