/* us-scheme-private.h — the special schemes of the URL Standard and their
 * default ports: the one table every part of the core asks (see
 * us-scheme.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One special scheme: its name (lowercase) and its default port, -1 for
 * none (file). */
typedef struct {
  const char *name;
  int default_port;
} UsSpecialScheme;

/* The row of the special scheme of @len bytes at @name (ASCII letters in
 * any case), or NULL when the scheme is not special. */
const UsSpecialScheme *us_scheme_lookup        (const char *name,
                                                gsize       len);

/* Whether the scheme of @len bytes at @name is special (URL Standard §4.1). */
gboolean               us_scheme_is_special    (const char *name,
                                                gsize       len);

/* The default port of the scheme of @len bytes at @name: -1 for a scheme
 * without one (file, and every scheme that is not special). */
int                    us_scheme_default_port  (const char *name,
                                                gsize       len);

/* The whole table, in the standard's order; its length in *@n. */
const UsSpecialScheme *us_scheme_special_table (guint      *n);

G_END_DECLS
