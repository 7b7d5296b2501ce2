/* us-lens-psl.c — the registrable domain, from the Public Suffix List
 *
 * libpsl with the list Debian's publicsuffix package keeps up to date
 * (psl_latest (NULL): the newer of that file and the copy built into
 * libpsl, read once; the built-in copy when there is no file). The
 * registrable domain is the public suffix and one label more
 * ("example.co.uk" of "www.example.co.uk"): what a browser's address bar
 * emphasises, since whoever holds it holds every name under it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-lens-private.h"
#include "us-psl-private.h"

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

  if (ctx == NULL || *ascii_host == '\0')
    return NULL;
  rd = psl_registrable_domain (ctx, ascii_host);
  return rd != NULL && *rd != '\0' && *rd != '.' ? g_strdup (rd) : NULL;
}
