/* us-resolve.h — resolving a reference against a base, step by step
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
 * UsPart:
 *
 * The components resolution works on. RFC 3986 and RFC 2396 have five;
 * RFC 1808 also splits ";params" off the path.
 */
typedef enum {
  US_PART_SCHEME,
  US_PART_AUTHORITY,
  US_PART_PATH,
  US_PART_PARAMS,
  US_PART_QUERY,
  US_PART_FRAGMENT,
} UsPart;

#define US_PART_COUNT 6

typedef enum {
  US_RESOLVE_DEFAULT = 0,
  US_RESOLVE_TRACE   = 1 << 0,  /* record the steps and the buffer table */
  US_RESOLVE_COMPAT  = 1 << 1,  /* the backward-compatible reading of "http:g" */
  US_RESOLVE_TREES   = 1 << 2,  /* the base and reference results with their trees */
} UsResolveFlags;

/**
 * UsBranch:
 *
 * What one step of an algorithm did, in the words of its RFC
 * (us_branch_describe()).
 */
typedef enum {
  US_BRANCH_PARSE_BASE,              /* the base was split into its components */
  US_BRANCH_PARSE_REFERENCE,         /* the reference was split into its components */
  US_BRANCH_COMPAT_SCHEME,           /* non-strict: R.scheme equal to Base.scheme was ignored */
  US_BRANCH_STRICT_SCHEME,           /* strict: R.scheme equal to Base.scheme was kept */
  US_BRANCH_REF_SCHEME,              /* R has a scheme: it is the target */
  US_BRANCH_REF_AUTHORITY,           /* R has an authority: scheme from the base */
  US_BRANCH_EMPTY_PATH_REF_QUERY,    /* R's path is empty, its query defined */
  US_BRANCH_EMPTY_PATH_BASE_QUERY,   /* R's path is empty, the base's query is kept */
  US_BRANCH_ABSOLUTE_PATH,           /* R's path starts with "/" */
  US_BRANCH_RELATIVE_PATH,           /* R's path is merged with the base's */
  US_BRANCH_MERGE_EMPTY_BASE_PATH,   /* 5.2.3: base with authority and empty path */
  US_BRANCH_MERGE_LAST_SEGMENT,      /* 5.2.3: all but the last segment of the base path */
  US_BRANCH_REMOVE_DOT_SEGMENTS,
  US_BRANCH_FRAGMENT,                /* T.fragment = R.fragment */
  US_BRANCH_RECOMPOSE,
  /* RFC 2396 §5.2 and RFC 1808 §4 */
  US_BRANCH_CURRENT_DOCUMENT,        /* 2396 step 2 */
  US_BRANCH_NOT_CURRENT_DOCUMENT,    /* 2396 step 2: query and fragment are the reference's */
  US_BRANCH_EMPTY_REFERENCE,         /* 1808 step 2a: the whole base */
  US_BRANCH_INHERIT_SCHEME,          /* step 3 (2396) / 2c (1808) */
  US_BRANCH_INHERIT_AUTHORITY,       /* step 4 (2396) / 3 (1808) */
  US_BRANCH_INHERIT_PATH,            /* 1808 step 5 */
  US_BRANCH_INHERIT_PARAMS,          /* 1808 step 5a */
  US_BRANCH_KEEP_PARAMS,             /* 1808 step 5a, params of the reference */
  US_BRANCH_INHERIT_QUERY,           /* 1808 step 5b */
  US_BRANCH_KEEP_QUERY,              /* 1808 step 5b, query of the reference */
  US_BRANCH_BUFFER_BASE,             /* 6a (2396): the base path but its last segment */
  US_BRANCH_BUFFER_APPEND,           /* 6b (2396) / 6 (1808): the reference path appended */
  US_BRANCH_REMOVE_DOT_SLASH,        /* "./" removed */
  US_BRANCH_REMOVE_TRAILING_DOT,     /* final "." removed */
  US_BRANCH_REMOVE_DOTDOT,           /* "<segment>/../" removed */
  US_BRANCH_REMOVE_TRAILING_DOTDOT,  /* final "<segment>/.." removed */
  US_BRANCH_LEADING_DOTDOT,          /* 2396 6g: ".." above the root: an error, kept */
  US_BRANCH_NO_LEADING_DOTDOT,       /* 2396 6g: nothing above the root */
  US_BRANCH_NEW_PATH,                /* 2396 6h */
  US_BRANCH_NOT_RESOLVABLE,          /* the algorithm cannot run */
} UsBranch;

/**
 * UsStep:
 * @id: the RFC's step id ("5.2.2", "5.2.4", "6c")
 * @branch: what was done
 * @parts: the target's components after the step, NULL when undefined; for
 *   the parse steps, the components of the base or of the reference
 * @lens: their lengths (components may hold any byte)
 */
typedef struct {
  const char *id;
  UsBranch branch;
  char *parts[US_PART_COUNT];
  gsize lens[US_PART_COUNT];
} UsStep;

/**
 * UsBufferRow:
 * @id: the rule applied ("1", "2A" … "2E" for RFC 3986 §5.2.4; "6a" … for
 *   the buffer of RFC 2396 §5.2 and RFC 1808 §4)
 * @output: the output buffer after it (RFC 3986), or the buffer
 * @input: the input buffer after it (RFC 3986), or NULL
 * @output_cut: @output shows only the end of a longer buffer
 * @input_cut: @input shows only the start of a longer buffer
 *
 * Buffers are cut to their last (output) or first (input) 512 bytes, so the
 * table of a megabyte path stays small; lengths are the shown lengths.
 */
typedef struct {
  const char *id;
  char *output;
  gsize output_len;
  char *input;
  gsize input_len;
  gboolean output_cut;
  gboolean input_cut;
} UsBufferRow;

/* The most rows a table keeps; the rest are counted. */
#define US_MAX_BUFFER_ROWS 1000

/**
 * UsRecordField:
 *
 * The fields of the URL record of the WHATWG URL Standard a state step
 * shows, and the parser's buffer (which is not part of the record but is
 * where the states gather code points).
 */
typedef enum {
  US_RECORD_SCHEME,
  US_RECORD_USERNAME,
  US_RECORD_PASSWORD,
  US_RECORD_HOST,
  US_RECORD_PORT,
  US_RECORD_PATH,
  US_RECORD_QUERY,
  US_RECORD_FRAGMENT,
  US_RECORD_BUFFER,
} UsRecordField;

#define US_RECORD_FIELD_COUNT 9

/**
 * UsStateStep:
 * @state: the state of the basic URL parser, as the URL Standard names it
 *   ("scheme start state"); NULL for the steps before the state machine
 *   (the base parsed, code points removed from the input)
 * @branch: what the state did, a stable name ("scheme-special")
 * @description: the same in the standard's words (translated)
 * @start: the first byte of the input (as given) the step read
 * @end: the byte after the last it read (@start when it read none)
 * @first_error: the validation errors the step met: indices
 *   @first_error … @first_error + @n_errors - 1 of
 *   us_result_get_met_diagnostic() of the reference's result
 * @n_errors: how many
 * @failure: the parser returned failure in this step
 * @record: the URL record after the step (the base's record for the step
 *   "base"): each field serialized, NULL when null; the host as the host
 *   serializer writes it, the port in decimal, the path as the URL
 *   serializer writes it, the buffer's code points in UTF-8
 * @lens: their lengths in bytes (the buffer may hold NUL)
 * @cut: the field is longer than shown: shown are its first 512 bytes,
 *   or for the path its last 512
 *
 * One step of the WHATWG basic URL parser (us_resolve() with
 * %US_SPEC_WHATWG and %US_RESOLVE_TRACE): a run of one state over
 * ordinary code points, or one branch of a state.
 */
typedef struct {
  const char *state;
  const char *branch;
  const char *description;
  gsize start;
  gsize end;
  guint first_error;
  guint n_errors;
  gboolean failure;
  char *record[US_RECORD_FIELD_COUNT];
  gsize lens[US_RECORD_FIELD_COUNT];
  gboolean cut[US_RECORD_FIELD_COUNT];
} UsStateStep;

/* The most state steps a trace keeps: the first ones and the last; the
 * rest are counted. */
#define US_MAX_STATE_STEPS 1000

typedef enum {
  US_RESOLVE_ISSUE_BASE_NOT_ABSOLUTE,   /* error: no scheme, nothing to resolve against */
  US_RESOLVE_ISSUE_BASE_INVALID,        /* warning: resolved all the same */
  US_RESOLVE_ISSUE_REFERENCE_INVALID,   /* warning: resolved all the same */
  US_RESOLVE_ISSUE_BASE_FRAGMENT,       /* note: a base's fragment is not used */
  US_RESOLVE_ISSUE_SAME_SCHEME,         /* note: strict and compatible answers differ */
  US_RESOLVE_ISSUE_DOTDOT_ABOVE_ROOT,   /* 2396 6g: the RFC calls it an error */
  US_RESOLVE_ISSUE_PATH_BECOMES_AUTHORITY, /* warning: a path "//b" without an authority */
  US_RESOLVE_ISSUE_BASE_FAILURE,        /* WHATWG: the base is not a URL; parsed without one */
  US_RESOLVE_ISSUE_FAILURE,             /* WHATWG: the parser returned failure */
} UsResolveIssue;

typedef enum {
  US_ALTERNATIVE_NONE,
  US_ALTERNATIVE_COMPAT,     /* the backward-compatible "http:g" answer */
  US_ALTERNATIVE_STRICT,     /* the strict answer, when --compat chose the other */
  US_ALTERNATIVE_DOTDOT_REMOVED, /* 2396: ".." above the root removed */
} UsAlternative;

typedef struct _UsResolution UsResolution;

US_PUBLIC
UsResolution      *us_resolve                    (UsSpec          spec,
                                                  const char     *base,
                                                  gsize           base_len,
                                                  const char     *reference,
                                                  gsize           reference_len,
                                                  UsResolveFlags  flags,
                                                  GError        **error);
US_PUBLIC
UsResolution      *us_resolve_reading            (UsSpec          spec,
                                                  const char     *base,
                                                  gsize           base_len,
                                                  UsResult       *reference,
                                                  UsResolveFlags  flags,
                                                  GError        **error);

/**
 * us_resolution_ref:
 * @self: a resolution
 *
 * Adds a reference to @self.
 *
 * Returns: (transfer full): @self
 */
US_PUBLIC
UsResolution      *us_resolution_ref             (UsResolution   *self);

/**
 * us_resolution_unref:
 * @self: (transfer full): a resolution
 *
 * Drops a reference to @self, and frees it when it was the last one.
 */
US_PUBLIC
void               us_resolution_unref           (UsResolution   *self);

/**
 * us_resolution_get_spec:
 * @self: a resolution
 *
 * The specification whose algorithm ran.
 *
 * Returns: the spec
 */
US_PUBLIC
UsSpec             us_resolution_get_spec        (const UsResolution *self);

/**
 * us_resolution_get_target:
 * @self: a resolution
 * @len: (out) (optional): the target's length in bytes
 *
 * The target URI (under %US_SPEC_WHATWG, the href).
 *
 * Returns: (transfer none) (nullable): its bytes, NUL-terminated; %NULL
 *   when the algorithm could not run
 */
US_PUBLIC
const char        *us_resolution_get_target      (const UsResolution *self,
                                                  gsize              *len);

/**
 * us_resolution_is_from_invalid_input:
 * @self: a resolution
 *
 * Whether the base or the reference breaks the spec's grammar: resolved
 * all the same.
 *
 * Returns: %TRUE when the target comes from invalid input
 */
US_PUBLIC
gboolean           us_resolution_is_from_invalid_input (const UsResolution *self);

/**
 * us_resolution_get_alternative:
 * @self: a resolution
 * @len: (out) (optional): the alternative's length in bytes
 * @kind: (out) (optional): which alternative it is
 *
 * The other answer the RFC allows (us_alternative_describe() says which).
 *
 * Returns: (transfer none) (nullable): the answer, or %NULL when there is
 *   only one
 */
US_PUBLIC
const char        *us_resolution_get_alternative (const UsResolution *self,
                                                  gsize              *len,
                                                  UsAlternative      *kind);

/**
 * us_resolution_get_base_result:
 * @self: a resolution
 *
 * The base as the spec reads it (with its tree when %US_RESOLVE_TREES or
 * %US_RESOLVE_TRACE was asked for).
 *
 * Returns: (transfer none) (nullable): the result, owned by @self, or
 *   %NULL
 */
US_PUBLIC
const UsResult    *us_resolution_get_base_result (const UsResolution *self);

/**
 * us_resolution_get_reference_result:
 * @self: a resolution
 *
 * The reference as the spec reads it (with its tree when %US_RESOLVE_TREES
 * or %US_RESOLVE_TRACE was asked for).
 *
 * Returns: (transfer none) (nullable): the result, owned by @self, or
 *   %NULL
 */
US_PUBLIC
const UsResult    *us_resolution_get_reference_result (const UsResolution *self);

/**
 * us_resolution_get_safe_form:
 * @self: a resolution
 * @len: (out) (optional): its length in bytes
 *
 * With %US_RESOLVE_ISSUE_PATH_BECOMES_AUTHORITY: the answer (the target,
 * or the alternative) with "/." before its path, which keeps the path a
 * path.
 *
 * Returns: (transfer none) (nullable): the safe form, or %NULL otherwise
 */
US_PUBLIC
const char        *us_resolution_get_safe_form   (const UsResolution *self,
                                                  gsize              *len);

/**
 * us_resolution_get_safe_target:
 * @self: a resolution
 * @len: (out) (optional): its length in bytes
 *
 * The safe form of the target itself (us_resolution_get_safe_form()),
 * when the target as the RFC writes it would be read with another
 * authority ("http:" "//evil.com" written "http://evil.com").
 *
 * Returns: (transfer none) (nullable): the safe target, or %NULL when the
 *   target means what the algorithm computed
 */
US_PUBLIC
const char        *us_resolution_get_safe_target (const UsResolution *self,
                                                  gsize              *len);

/**
 * us_resolution_get_n_issues:
 * @self: a resolution
 *
 * How many issues the resolution has.
 *
 * Returns: the number of issues
 */
US_PUBLIC
guint              us_resolution_get_n_issues    (const UsResolution *self);

/**
 * us_resolution_get_issue:
 * @self: a resolution
 * @index: an issue, below us_resolution_get_n_issues()
 *
 * One issue of the resolution (its words: us_resolution_format_issue()).
 *
 * Returns: the issue
 */
US_PUBLIC
UsResolveIssue     us_resolution_get_issue       (const UsResolution *self,
                                                  guint               index);

/**
 * us_resolve_issue_severity:
 * @issue: an issue
 *
 * How grave the issue is: %US_RESOLVE_ISSUE_BASE_NOT_ABSOLUTE and the
 * URL Standard's failures are errors (no target).
 *
 * Returns: the severity
 */
US_PUBLIC
UsSeverity         us_resolve_issue_severity     (UsResolveIssue      issue);

/**
 * us_resolve_issue_name:
 * @issue: an issue
 *
 * The issue's stable name, for JSON ("base-not-absolute").
 *
 * Returns: (transfer none): a static string
 */
US_PUBLIC
const char        *us_resolve_issue_name         (UsResolveIssue      issue);

/**
 * us_resolution_format_issue:
 * @self: a resolution
 * @issue: one of its issues
 *
 * The issue in words, naming the section of the spec whose algorithm ran.
 *
 * Returns: (transfer full): the sentence, translated; free with g_free()
 */
US_PUBLIC
char              *us_resolution_format_issue    (const UsResolution *self,
                                                  UsResolveIssue      issue);

/**
 * us_resolution_get_n_steps:
 * @self: a resolution
 *
 * How many steps were recorded (with %US_RESOLVE_TRACE; 0 otherwise).
 *
 * Returns: the number of steps
 */
US_PUBLIC
guint              us_resolution_get_n_steps     (const UsResolution *self);

/**
 * us_resolution_get_step:
 * @self: a resolution
 * @index: a step, below us_resolution_get_n_steps()
 *
 * One step of the RFC's algorithm, in the order it ran.
 *
 * Returns: (transfer none): the step, owned by @self
 */
US_PUBLIC
const UsStep      *us_resolution_get_step        (const UsResolution *self,
                                                  guint               index);

/**
 * us_resolution_get_n_rows:
 * @self: a resolution
 *
 * How many rows of the dot-segment buffer table were kept (with
 * %US_RESOLVE_TRACE; at most %US_MAX_BUFFER_ROWS).
 *
 * Returns: the number of rows
 */
US_PUBLIC
guint              us_resolution_get_n_rows      (const UsResolution *self);

/**
 * us_resolution_get_row:
 * @self: a resolution
 * @index: a row, below us_resolution_get_n_rows()
 *
 * One row of the buffer table of RFC 3986 §5.2.4 (or of the buffer of
 * RFC 2396 §5.2 and RFC 1808 §4).
 *
 * Returns: (transfer none): the row, owned by @self
 */
US_PUBLIC
const UsBufferRow *us_resolution_get_row         (const UsResolution *self,
                                                  guint               index);

/**
 * us_resolution_get_rows_omitted:
 * @self: a resolution
 *
 * The rows past %US_MAX_BUFFER_ROWS, counted but not kept.
 *
 * Returns: the number of rows left out
 */
US_PUBLIC
guint              us_resolution_get_rows_omitted (const UsResolution *self);

/**
 * us_resolution_get_n_state_steps:
 * @self: a resolution
 *
 * Under %US_SPEC_WHATWG with %US_RESOLVE_TRACE: how many steps of the
 * parser were kept, state by state (the first %US_MAX_STATE_STEPS - 1 and
 * the last).
 *
 * Returns: the number of state steps; 0 otherwise
 */
US_PUBLIC
guint              us_resolution_get_n_state_steps (const UsResolution *self);

/**
 * us_resolution_get_state_step:
 * @self: a resolution
 * @index: a step, below us_resolution_get_n_state_steps()
 *
 * One step of the URL Standard's basic URL parser.
 *
 * Returns: (transfer none): the step, owned by @self
 */
US_PUBLIC
const UsStateStep *us_resolution_get_state_step  (const UsResolution *self,
                                                  guint               index);

/**
 * us_resolution_get_state_steps_omitted:
 * @self: a resolution
 *
 * The state steps left out between the first ones and the last.
 *
 * Returns: the number of steps left out
 */
US_PUBLIC
guint              us_resolution_get_state_steps_omitted (const UsResolution *self);

/**
 * us_record_field_name:
 * @field: a field of the URL record
 *
 * The field's name as the URL Standard names the URL record's fields
 * ("buffer" for the parser's buffer).
 *
 * Returns: (transfer none): a static string
 */
US_PUBLIC
const char        *us_record_field_name          (UsRecordField       field);

/**
 * us_part_name:
 * @part: a component of resolution
 *
 * The component's stable name ("scheme", "authority", "path", "params",
 * "query", "fragment").
 *
 * Returns: (transfer none): a static string
 */
US_PUBLIC
const char        *us_part_name                  (UsPart              part);

/**
 * us_branch_name:
 * @branch: what a step did
 *
 * The branch's stable name, for JSON ("merge-last-segment").
 *
 * Returns: (transfer none): a static string
 */
US_PUBLIC
const char        *us_branch_name                (UsBranch            branch);

/**
 * us_branch_describe:
 * @branch: what a step did
 *
 * What the step did, in words.
 *
 * Returns: (transfer none): a static string, translated
 */
US_PUBLIC
const char        *us_branch_describe            (UsBranch            branch);

/**
 * us_alternative_describe:
 * @kind: which alternative
 *
 * The alternative answer in words.
 *
 * Returns: (transfer none): a static string, translated; "" for
 *   %US_ALTERNATIVE_NONE
 */
US_PUBLIC
const char        *us_alternative_describe       (UsAlternative       kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UsResolution, us_resolution_unref)

G_END_DECLS
