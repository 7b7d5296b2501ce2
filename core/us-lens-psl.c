/* us-lens-psl.c — the registrable domain, from the Public Suffix List
 *
 * libpsl with the list Debian's publicsuffix package keeps up to date
 * (psl_latest (NULL): the newer of that file and the copy built into
 * libpsl, read once; the built-in copy when there is no file). The
 * registrable domain is the public suffix and one label more
 * ("example.co.uk" of "www.example.co.uk"): what a browser's address bar
 * emphasises, since whoever holds it holds every name under it.
 *
 * A lookup costs libpsl about 2,000 instructions a label tried (a walk of
 * the list's DAFSA), some 8,000 for a usual host, more than any reader;
 * and a run of links (a page's, a log's, the command line's input) names
 * the same hosts again and again. So the answers for short hosts are
 * kept in a small table shared by every lens, without an allocation: a
 * slot per hash of the host, holding the host and where its registrable
 * domain starts in it (libpsl's answer is always a suffix of the host).
 * A host's answer is the same whoever asks, so nothing a lens shows
 * changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-lens-private.h"
#include "us-psl-private.h"

#define CACHE_SLOTS 512        /* a power of two */
#define CACHE_HOST_MAX 63      /* longer hosts are looked up every time */

typedef struct {
  char host[CACHE_HOST_MAX + 1]; /* "" for an empty slot */
  gint16 rd;                     /* where the answer starts; -1 for none */
} CacheSlot;

static GMutex cache_lock;
static CacheSlot cache[CACHE_SLOTS];

/**
 * us_lens_psl_registrable_domain:
 * @ascii_host: a domain as a browser serializes it (ASCII, lower case), a
 *   trailing dot allowed
 *
 * Returns: (transfer full) (nullable): its registrable domain, with the
 *   trailing dot if the host has one; NULL when it has none (a public
 *   suffix itself, "localhost", or no list at all)
 */
char *
us_lens_psl_registrable_domain (const char *ascii_host)
{
  const psl_ctx_t *ctx = us_psl_context ();
  const char *rd;
  gsize len;
  guint32 hash = 2166136261u;
  CacheSlot *slot;
  gint16 at;

  if (ctx == NULL || *ascii_host == '\0')
    return NULL;
  len = strlen (ascii_host);
  if (len > CACHE_HOST_MAX)
    {
      rd = psl_registrable_domain (ctx, ascii_host);
      return rd != NULL && *rd != '\0' && *rd != '.' ? g_strdup (rd) : NULL;
    }
  /* FNV-1a */
  for (gsize i = 0; i < len; i++)
    hash = (hash ^ (guchar) ascii_host[i]) * 16777619u;
  slot = &cache[hash & (CACHE_SLOTS - 1)];
  g_mutex_lock (&cache_lock);
  if (strcmp (slot->host, ascii_host) == 0)
    {
      at = slot->rd;
      g_mutex_unlock (&cache_lock);
      return at >= 0 ? g_strdup (ascii_host + at) : NULL;
    }
  g_mutex_unlock (&cache_lock);

  rd = psl_registrable_domain (ctx, ascii_host);
  if (rd != NULL && (rd < ascii_host || rd > ascii_host + len))
    /* Not a suffix of the host after all: not kept. */
    return *rd != '\0' && *rd != '.' ? g_strdup (rd) : NULL;
  at = rd != NULL && *rd != '\0' && *rd != '.' ? (gint16) (rd - ascii_host) : -1;
  g_mutex_lock (&cache_lock);
  memcpy (slot->host, ascii_host, len + 1);
  slot->rd = at;
  g_mutex_unlock (&cache_lock);
  return at >= 0 ? g_strdup (ascii_host + at) : NULL;
}
