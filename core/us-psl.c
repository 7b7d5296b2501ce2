/* us-psl.c — the Public Suffix List, loaded once
 *
 * A leaf of the core: Debian's list (the publicsuffix package) when it is
 * there, else the one libpsl was built with. The scanner's missing-scheme
 * note and the lens's registrable domain read the same list.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>

#include "us-psl-private.h"

const psl_ctx_t *
us_psl_context (void)
{
  static const psl_ctx_t *ctx;

  if (g_once_init_enter (&ctx))
    {
      const psl_ctx_t *loaded = psl_latest (NULL);

      if (loaded == NULL)
        loaded = psl_builtin ();
      g_once_init_leave (&ctx, loaded);
    }
  return ctx;
}
