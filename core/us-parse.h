/* us-parse.h — parsing a reference under a spec
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(URISCOPE_INSIDE) && !defined(URISCOPE_COMPILATION)
# error "Only <uriscope.h> can be included directly."
#endif

#include "us-result.h"

G_BEGIN_DECLS

/* The largest input us_parse() accepts: 8 MiB. A 1 MB data: URI is the design
 * case; the cap keeps the worst case (a node per byte) within memory. */
#define US_MAX_INPUT ((gsize) 8 * 1024 * 1024)

#define US_ERROR (us_error_quark ())
GQuark us_error_quark (void);

typedef enum {
  US_ERROR_SPEC_UNAVAILABLE,
  US_ERROR_TOO_LONG,
} UsError;

/**
 * UsParseFlags:
 * @US_PARSE_DEFAULT: start from the spec's reference rule (URI-reference)
 * @US_PARSE_ABSOLUTE: start from absolute-URI, as a base URI must
 * @US_PARSE_NO_TREE: components and diagnostics only: the tree is the root
 *   node alone (for callers that only judge or resolve, such as
 *   `uriscope-cli --quiet`)
 */
typedef enum {
  US_PARSE_DEFAULT  = 0,
  US_PARSE_ABSOLUTE = 1 << 0,
  US_PARSE_NO_TREE  = 1 << 1,
} UsParseFlags;

void      us_set_too_long_error (GError **error,
                                 gsize    len);

UsResult *us_parse (const char    *text,
                    gsize          len,
                    UsSpec         spec,
                    UsParseFlags   flags,
                    GError       **error);

G_END_DECLS
