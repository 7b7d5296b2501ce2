/* us-query.h — the query as name-value pairs, as URLSearchParams reads it
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

/**
 * UsQueryParam:
 * @name: the name, decoded: UTF-8, NUL-terminated, never NULL
 * @name_len: its length in bytes; it may hold NUL bytes ("%00" decodes to
 *   one), so use this rather than strlen()
 * @value: the value, decoded like @name ("" when the sequence has no "=")
 * @value_len: its length in bytes
 * @start: where the "name=value" sequence begins: a byte offset into the
 *   input exactly as given (the "&" around it not included)
 * @end: just past its last byte (half-open)
 *
 * One name-value pair of a query (URL Standard §5.1,
 * application/x-www-form-urlencoded parsing).
 */
typedef struct {
  char *name;
  gsize name_len;
  char *value;
  gsize value_len;
  gsize start;
  gsize end;
} UsQueryParam;

/**
 * UsQueryFlags:
 * @US_QUERY_DEFAULT: the bytes are the query itself, as a server receives it
 * @US_QUERY_URL_INPUT: the bytes are input to the WHATWG URL parser, which
 *   first decodes them as UTF-8 (one U+FFFD per maximal ill-formed
 *   subpart) and removes every ASCII tab or newline: the pairs are then
 *   those of `new URL (input).searchParams`
 */
typedef enum {
  US_QUERY_DEFAULT   = 0,
  US_QUERY_URL_INPUT = 1 << 0,
} UsQueryFlags;

US_PUBLIC
void    us_query_param_clear       (UsQueryParam   *param);

US_PUBLIC
GArray *us_query_parse             (const char     *text,
                                    gsize           start,
                                    gsize           end,
                                    UsQueryFlags    flags);
US_PUBLIC
GArray *us_result_dup_query_params (const UsResult *result);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (UsQueryParam, us_query_param_clear)

G_END_DECLS
