/* us-parse-private.h — the parsers behind us_parse()
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "us-parse.h"
#include "us-result-private.h"

G_BEGIN_DECLS

/* Each spec's parser notes each time it is entered (the grammars in
 * us_parse_pasted(), the URL Standard's in us_whatwg_parse_traced()). */
void      us_parse_note_entry  (UsSpec spec);
guint     us_parse_get_entries (UsSpec spec);

UsResult *us_parse_rfc3986 (const char   *text,
                            gsize         len,
                            UsParseFlags  flags);

UsResult *us_parse_rfc3986_grammar (const char   *text,
                                    gsize         len,
                                    UsParseFlags  flags,
                                    gboolean      iri);
UsResult *us_parse_rfc3987 (const char   *text,
                            gsize         len,
                            UsParseFlags  flags);
UsRule    us_rule_3986_to_3987 (UsRule rule);
UsResult *us_parse_rfc2396 (const char   *text,
                            gsize         len,
                            UsParseFlags  flags);

UsResult *us_parse_rfc1808 (const char   *text,
                            gsize         len,
                            UsParseFlags  flags);

UsResult *us_parse_rfc1738 (const char   *text,
                            gsize         len,
                            UsParseFlags  flags);

UsResult *us_parse_whatwg  (const char   *text,
                            gsize         len,
                            UsParseFlags  flags);
/* @record: a UsWhatwgUrl (us-whatwg.h), taken */
UsResult *us_parse_whatwg_record (const char   *text,
                                  gsize         len,
                                  UsParseFlags  flags,
                                  gpointer      record);

G_END_DECLS
