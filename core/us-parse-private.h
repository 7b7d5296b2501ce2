/* us-parse-private.h — the parsers behind us_parse()
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "us-result-private.h"

G_BEGIN_DECLS

UsResult *us_parse_rfc3986 (const char   *text,
                            gsize         len,
                            UsParseFlags  flags);

UsResult *us_parse_rfc2396 (const char   *text,
                            gsize         len,
                            UsParseFlags  flags);

UsResult *us_parse_rfc1808 (const char   *text,
                            gsize         len,
                            UsParseFlags  flags);

UsResult *us_parse_rfc1738 (const char   *text,
                            gsize         len,
                            UsParseFlags  flags);

G_END_DECLS
