/* us-diagnostic.h — what is wrong with a reference, as data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(URISCOPE_INSIDE) && !defined(URISCOPE_COMPILATION)
# error "Only <uriscope.h> can be included directly."
#endif

#include "us-rule.h"
#include "us-version.h"

G_BEGIN_DECLS

typedef enum {
  US_SEVERITY_ERROR,
  US_SEVERITY_WARNING,
  US_SEVERITY_NOTE,
} UsSeverity;

/**
 * UsDiagCode:
 *
 * One code per kind of problem; us_diag_code_name() gives the stable
 * kebab-case name used in JSON and tests. There is deliberately no catch-all
 * "malformed".
 */
typedef enum {
  US_DIAG_LEADING_WHITESPACE,
  US_DIAG_TRAILING_WHITESPACE,
  US_DIAG_SPACE,
  US_DIAG_EXCLUDED_CHAR,
  US_DIAG_CONTROL_CHAR,
  US_DIAG_NON_ASCII,
  US_DIAG_NON_ASCII_HOST,
  US_DIAG_INVALID_UTF8,
  US_DIAG_MISPLACED_BRACKET,
  US_DIAG_EXTRA_HASH,
  US_DIAG_AT_IN_USERINFO,
  US_DIAG_PCT_TRUNCATED,
  US_DIAG_PCT_BAD_HEX,
  US_DIAG_PCT_UNICODE_ESCAPE,
  US_DIAG_PCT_NOT_ALLOWED,
  US_DIAG_SCHEME_BAD_START,
  US_DIAG_SCHEME_BAD_CHAR,
  US_DIAG_NOT_A_SCHEME,
  US_DIAG_COLON_IN_FIRST_SEGMENT,
  US_DIAG_PORT_NOT_DIGITS,
  US_DIAG_IP_LITERAL_UNTERMINATED,
  US_DIAG_IP_LITERAL_EMPTY,
  US_DIAG_IP_LITERAL_TRAILING,
  US_DIAG_IPV6_UNBRACKETED,
  US_DIAG_IPV6_TOO_MANY_GROUPS,
  US_DIAG_IPV6_TOO_FEW_GROUPS,
  US_DIAG_IPV6_DOUBLE_COMPRESSION,
  US_DIAG_IPV6_GROUP_TOO_LONG,
  US_DIAG_IPV6_EMPTY_GROUP,
  US_DIAG_IPV6_BAD_IPV4,
  US_DIAG_IPV6_BAD_CHAR,
  US_DIAG_ZONE_ID,
  US_DIAG_IPVFUTURE_BAD_VERSION,
  US_DIAG_IPVFUTURE_NO_DOT,
  US_DIAG_IPVFUTURE_NO_TAIL,
  US_DIAG_IPVFUTURE_BAD_CHAR,
  US_DIAG_IPV4_LIKE_REG_NAME,
  US_DIAG_NOT_ABSOLUTE,
  US_DIAG_FRAGMENT_IN_ABSOLUTE,
  /* RFC 2396 */
  US_DIAG_NOT_A_SERVER,
  US_DIAG_RELATIVE_WITHOUT_PATH,
  US_DIAG_EMPTY_OPAQUE_PART,
  US_DIAG_IPV4_OCTET_RANGE,
  /* RFC 1808 */
  US_DIAG_EMPTY_FIRST_SEGMENT,
  US_DIAG_NOT_GENERIC_RL,
  /* RFC 1738 */
  US_DIAG_NOT_IN_SCHEME_SYNTAX,
  US_DIAG_SCHEME_PART_MISSING,
  US_DIAG_HOST_LABEL,
  US_DIAG_FTPTYPE,
  US_DIAG_GENERIC_SCHEME,
  US_DIAG_PROSPERO_LINK,
  /* RFC 3987 */
  US_DIAG_NOT_UCSCHAR,
  US_DIAG_IPRIVATE_OUTSIDE_QUERY,
  US_DIAG_BIDI_MIXED,
  US_DIAG_BIDI_ENDS,
  US_DIAG_BIDI_FORMAT_CHAR,
  US_DIAG_INVISIBLE_CHAR,
  /* Pasted text (us-parse-paste.c) */
  US_DIAG_DELIMITERS,
  US_DIAG_CLOSING_DELIMITER,
  US_DIAG_WINDOWS_PATH,
  US_DIAG_JAVASCRIPT_URL,
  US_DIAG_DATA_URL,
  US_DIAG_WRAPPED_LINES,
  US_DIAG_MISSING_SCHEME,
  /* WHATWG URL Standard: one per validation error, in the order of
   * us-whatwg-error-list.h, the standard's table (us_diag_code_whatwg_name()
   * gives its name): US_DIAG_WHATWG_DOMAIN_TO_ASCII,
   * US_DIAG_WHATWG_INVALID_REVERSE_SOLIDUS, … */
#define US_WHATWG_ERROR(id, name, code_name, section, arg, message, fix) US_DIAG_WHATWG_##id,
#include "us-whatwg-error-list.h"
#undef US_WHATWG_ERROR
  /* the parser failed without a validation error of its own (a safety
   * net: the parser always names one) */
  US_DIAG_WHATWG_FAILURE,
} UsDiagCode;

#define US_DIAG_CODE_COUNT (US_DIAG_WHATWG_FAILURE + 1)
#define US_DIAG_WHATWG_FIRST US_DIAG_WHATWG_DOMAIN_TO_ASCII
/* the last code of a validation error (before US_DIAG_WHATWG_FAILURE) */
#define US_DIAG_WHATWG_LAST (US_DIAG_WHATWG_FAILURE - 1)

/**
 * UsDiagnostic:
 * @code: what is wrong
 * @severity: error (makes the input invalid), warning or note
 * @rule: the rule that was being matched (pchar, query, reg-name …)
 * @has_fix: whether a fix-it is known
 * @expected_id: what that rule allows at this point, in ABNF
 *   ("unreserved / pct-encoded / sub-delims / \":\" / \"@\""), as an index
 *   into the core's table of such texts: us_diagnostic_get_expected()
 *   gives the text (0: none)
 * @fix_len: the length of @fix_text
 * @start: byte offset of the first offending byte in the input
 * @end: byte offset just past the span
 * @fix_start: where the replacement starts (may differ from @start: "./"
 *   is inserted at the start of the path)
 * @fix_end: where it ends; equal to @fix_start for an insertion
 * @fix_text: the replacement, owned by the result, @fix_len bytes (no NUL
 *   inside, NUL-terminated)
 *
 * Messages are built at presentation time: us_result_format_message().
 * A diagnostic takes 32 bytes (72 before issue 24): a 1 MB line of "%"
 * has a million of them under each spec, and --spec all holds six specs'
 * at once. The small fields share one word; the offsets are 32-bit, as
 * no input is over %US_MAX_INPUT (8 MiB) and no fix is over four times
 * that; the texts of @expected, a few dozen fixed ones, are numbered.
 */
typedef struct {
  UsDiagCode code : 8;
  UsSeverity severity : 3;
  guint has_fix : 1;
  UsRule rule : 10;
  guint expected_id : 10;
  guint32 fix_len;
  guint32 start;
  guint32 end;
  guint32 fix_start;
  guint32 fix_end;
  const char *fix_text;
} UsDiagnostic;

US_PUBLIC
const char *us_diagnostic_get_expected (const UsDiagnostic *diagnostic);
US_PUBLIC
const char *us_diag_code_name     (UsDiagCode code);
US_PUBLIC
gboolean    us_diag_code_from_name (const char *name,
                                    UsDiagCode *out_code);
US_PUBLIC
const char *us_diag_code_whatwg_name (UsDiagCode code);
US_PUBLIC
const char *us_severity_name      (UsSeverity severity);
US_PUBLIC
const char *us_severity_label     (UsSeverity severity);

G_END_DECLS
