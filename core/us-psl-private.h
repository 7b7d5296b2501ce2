/* us-psl-private.h — the Public Suffix List, loaded once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <libpsl.h>

G_BEGIN_DECLS

const psl_ctx_t *us_psl_context (void);

G_END_DECLS
