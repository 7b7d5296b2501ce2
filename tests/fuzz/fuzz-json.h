/* fuzz-json.h — whether a text is one JSON object (fuzz-json.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean fuzz_json_is_object (const char *text,
                              gsize       len);

G_END_DECLS
