/* test-json-strict.h — a strict RFC 8259 checker for the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean json_is_strict (const char *text,
                         gsize       len);

G_END_DECLS
