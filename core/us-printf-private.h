/* us-printf-private.h — g_strdup_printf() without the printf machinery
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *us_strdup_printf (const char *format,
                        ...) G_GNUC_PRINTF (1, 2);

G_END_DECLS
