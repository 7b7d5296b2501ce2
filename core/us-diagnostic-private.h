/* us-diagnostic-private.h — the core's own words for what is wrong: a
 * character named in a message, the error of an input over the limit
 *
 * Helpers of the core's files (and the command line's, which reads input
 * too long to parse); not part of the public API.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* us-diagnostic-names.c */
char *us_describe_char      (const char *text,
                             gsize       len,
                             gsize       offset);

/* us-parse.c: the error for an input of @len bytes, over %US_MAX_INPUT */
void  us_set_too_long_error (GError    **error,
                             gsize       len);

G_END_DECLS
