/* us-paste-wrap.h — a link wrapped over several lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(URISCOPE_INSIDE) && !defined(URISCOPE_COMPILATION)
#error "Only <uriscope.h> can be included directly."
#endif

#include <glib.h>
#include "us-version.h"

G_BEGIN_DECLS

US_PUBLIC
gboolean us_paste_is_wrapped (const char *text,
                              gsize       len);
US_PUBLIC
char    *us_paste_join_lines (const char *text,
                              gsize       len);

G_END_DECLS
