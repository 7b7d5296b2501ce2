/* us-parse.h — parsing a reference under a spec
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(URISCOPE_INSIDE) && !defined(URISCOPE_COMPILATION)
# error "Only <uriscope.h> can be included directly."
#endif

#include "us-result.h"
#include "us-version.h"

G_BEGIN_DECLS

/* The largest input us_parse() accepts: 8 MiB. A 1 MB data: URI is the design
 * case; the cap keeps the worst case (a node per byte) within memory. */
#define US_MAX_INPUT ((gsize) 8 * 1024 * 1024)

#define US_ERROR (us_error_quark ())
US_PUBLIC
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

/**
 * UsUrlGetter:
 *
 * The getters of the URL API (URL Standard §6.1), named as
 * web-platform-tests names them (us_url_getter_name()): what a browser's
 * `new URL (text)` gives for a reference read under %US_SPEC_WHATWG.
 */
typedef enum {
  US_URL_HREF,
  US_URL_PROTOCOL,
  US_URL_USERNAME,
  US_URL_PASSWORD,
  US_URL_HOST,
  US_URL_HOSTNAME,
  US_URL_PORT,
  US_URL_PATHNAME,
  US_URL_SEARCH,
  US_URL_HASH,
  US_URL_ORIGIN,
} UsUrlGetter;

#define US_URL_GETTER_COUNT 11

US_PUBLIC
const char *us_url_getter_name  (UsUrlGetter     getter);
US_PUBLIC
char       *us_result_dup_url   (const UsResult *result,
                                 UsUrlGetter     getter);

US_PUBLIC
UsResult *us_parse (const char    *text,
                    gsize          len,
                    UsSpec         spec,
                    UsParseFlags   flags,
                    GError       **error);

G_END_DECLS
