/* us-whatwg.h — the WHATWG URL Standard's basic URL parser (internal)
 *
 * The URL Standard (url.spec.whatwg.org, as of July 2026) as implemented
 * by jsdom's whatwg-url: the basic URL parser without state override, the
 * URL record, its serializer, the URL API's getters and the validation
 * errors the parser meets, each with the byte span of the input it concerns.
 *
 * Where the prose and whatwg-url differ, the code follows whatwg-url and
 * says so in a comment next to the difference.
 *
 * Not installed: only the core and its tests include this header.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "uriscope.h"

G_BEGIN_DECLS

/* The standard's ASCII digit, ASCII hex digit and ASCII alpha. */
static inline gboolean
us_whatwg_is_ascii_digit (gunichar c)
{
  return c >= '0' && c <= '9';
}

static inline gboolean
us_whatwg_is_ascii_hex (gunichar c)
{
  return us_whatwg_is_ascii_digit (c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static inline gboolean
us_whatwg_is_ascii_alpha (gunichar c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* The validation errors, in the order of us-whatwg-error-list.h (the
 * standard's table). us_whatwg_error_name() gives the exact names. */
typedef enum {
#define US_WHATWG_ERROR(id, name, code_name, section, arg, message, fix) US_WHATWG_ERROR_##id,
#include "us-whatwg-error-list.h"
#undef US_WHATWG_ERROR
  US_WHATWG_N_ERRORS
} UsWhatwgErrorType;

/* One validation error. @start and @end are byte offsets into the input
 * exactly as the caller gave it (before trimming and tab or newline
 * removal); @end may equal @start when the error is at the end of the
 * input. @is_failure is TRUE for the error at which the parser returned
 * failure (at most one per parse). */
typedef struct {
  UsWhatwgErrorType type;
  gsize start;
  gsize end;
  gboolean is_failure;
} UsWhatwgError;

typedef enum {
  US_WHATWG_HOST_NONE,      /* null */
  US_WHATWG_HOST_DOMAIN,
  US_WHATWG_HOST_IPV4,
  US_WHATWG_HOST_IPV6,
  US_WHATWG_HOST_OPAQUE,
  US_WHATWG_HOST_EMPTY,     /* the empty host, "" */
} UsWhatwgHostKind;

typedef struct {
  UsWhatwgHostKind kind;
  char *name;               /* DOMAIN and OPAQUE: the host; else NULL */
  guint32 ipv4;
  guint16 ipv6[8];
} UsWhatwgHost;

/* The parts of the input the parser read each component of the URL
 * record from: byte spans of the input as given (tab or newline bytes that
 * were removed may lie inside). A part the input does not hold is
 * undefined; an empty one is defined with start == end ("http://a?" has an
 * empty query, "http://a" none). The path runs from the end of the
 * authority (or of the scheme's ":") to the query or fragment, its leading
 * "/" included, as in RFC 3986. */
typedef enum {
  US_WHATWG_PART_SCHEME,
  US_WHATWG_PART_AUTHORITY,
  US_WHATWG_PART_USERINFO,
  US_WHATWG_PART_USERNAME,
  US_WHATWG_PART_PASSWORD,
  US_WHATWG_PART_HOST,
  US_WHATWG_PART_PORT,
  US_WHATWG_PART_PATH,
  US_WHATWG_PART_QUERY,
  US_WHATWG_PART_FRAGMENT,
  US_WHATWG_N_PARTS
} UsWhatwgPart;

typedef struct {
  gboolean defined;
  gsize start;
  gsize end;
} UsWhatwgSpan;

/* The URL record. Strings are UTF-8 (in practice ASCII: the parser
 * percent-encodes everything else), never NULL unless said, and never
 * hold a NUL byte (the parser percent-encodes it, or fails on it).
 *
 * The record, its errors and all its strings (the host's name too) are
 * one allocation, which us_whatwg_url_free() frees: a parse costs one
 * malloc() and one free() for the record, whatever it holds. Never
 * us_whatwg_host_clear() its host. */
typedef struct _UsWhatwgUrl UsWhatwgUrl;

struct _UsWhatwgUrl {
  /*< private >*/
  gboolean failure;
  UsWhatwgError *errors;    /* n_errors of them, in the record's block */
  guint n_errors;
  gboolean ascii_input;     /* the input is known to be ASCII (the fast
                             * path's): no byte of it is above 0x7F */

  /*< public, read-only >*/
  char *scheme;
  char *username;
  char *password;
  UsWhatwgHost host;
  int port;                 /* -1 for null */
  gboolean has_opaque_path;
  /* The URL path serializer's output: for a path that is a list, "/" and
   * the segment for each segment ("" for an empty list, "/" for one empty
   * segment). A segment never holds "/" (the path state ends it there),
   * so the list is what lies between the slashes. With an opaque path,
   * the opaque path itself. */
  char *path;
  char *query;              /* NULL for null */
  char *fragment;           /* NULL for null */

  /* where the input holds each part (see UsWhatwgPart); also filled, as
   * far as the parser got, on failure */
  UsWhatwgSpan spans[US_WHATWG_N_PARTS];
  gboolean special;         /* the scheme is special */
};

/* Parses @len bytes at @input (UTF-8; invalid sequences become U+FFFD, one
 * per maximal invalid subpart, as the WHATWG UTF-8 decoder does; NUL bytes
 * are ordinary code points) against @base (NULL for none; a base that is
 * itself a failure counts as none). Never returns NULL: see
 * us_whatwg_url_get_failure(). */
UsWhatwgUrl *us_whatwg_parse          (const char        *input,
                                       gsize              len,
                                       const UsWhatwgUrl *base);
void         us_whatwg_url_free       (UsWhatwgUrl       *url);
gboolean     us_whatwg_url_get_failure (const UsWhatwgUrl *url);

/* The validation errors in the order the parser met them; valid also when
 * the parse failed. */
const UsWhatwgError *us_whatwg_url_get_errors (const UsWhatwgUrl *url,
                                               guint             *n_errors);
const char  *us_whatwg_error_name     (UsWhatwgErrorType  type);

/* The URL serializer and the URL API's getters, as web-platform-tests
 * names them. Each returns a newly allocated string (g_free()); on a
 * failed parse each returns NULL. */
char        *us_whatwg_url_href       (const UsWhatwgUrl *url);
char        *us_whatwg_url_href_spans (const UsWhatwgUrl *url,
                                       UsWhatwgSpan       spans[US_WHATWG_N_PARTS]);
char        *us_whatwg_url_protocol   (const UsWhatwgUrl *url);
char        *us_whatwg_url_username   (const UsWhatwgUrl *url);
char        *us_whatwg_url_password   (const UsWhatwgUrl *url);
char        *us_whatwg_url_host       (const UsWhatwgUrl *url);
char        *us_whatwg_url_hostname   (const UsWhatwgUrl *url);
char        *us_whatwg_url_port       (const UsWhatwgUrl *url);
char        *us_whatwg_url_pathname   (const UsWhatwgUrl *url);
char        *us_whatwg_url_search     (const UsWhatwgUrl *url);
char        *us_whatwg_url_hash       (const UsWhatwgUrl *url);
char        *us_whatwg_url_origin     (const UsWhatwgUrl *url);
/* The getter @getter of the ones above. */
char        *us_whatwg_url_get        (const UsWhatwgUrl *url,
                                       UsUrlGetter        getter);

/* The host serializer. */
char        *us_whatwg_host_serialize (const UsWhatwgHost *host);
gboolean     us_whatwg_host_parse_string (const char   *text,
                                          gsize         len,
                                          gboolean      special,
                                          UsWhatwgHost *host);
char        *us_whatwg_host_to_string (const char        *text,
                                       gsize              len,
                                       gboolean           special);

/* ---- the trace (us-whatwg-trace.c) ---- */

/* What one step of the parser did: a branch of a state of the basic URL
 * parser (the _RUN branches: the state's ordinary code points, one step
 * for a run of them), or one of the steps around the state machine. Names
 * and the standard's words: us_whatwg_branch_name(),
 * us_whatwg_branch_describe(). */
typedef enum {
  US_WHATWG_BRANCH_NONE,
  US_WHATWG_BRANCH_BASE,
  US_WHATWG_BRANCH_NO_BASE,
  US_WHATWG_BRANCH_TRIM,
  US_WHATWG_BRANCH_TAB_NEWLINE,
  US_WHATWG_BRANCH_SCHEME_START_ALPHA,
  US_WHATWG_BRANCH_SCHEME_START_OTHER,
  US_WHATWG_BRANCH_SCHEME_RUN,
  US_WHATWG_BRANCH_SCHEME_FILE,
  US_WHATWG_BRANCH_SCHEME_SPECIAL_RELATIVE,
  US_WHATWG_BRANCH_SCHEME_SPECIAL,
  US_WHATWG_BRANCH_SCHEME_PATH_OR_AUTHORITY,
  US_WHATWG_BRANCH_SCHEME_OPAQUE_PATH,
  US_WHATWG_BRANCH_SCHEME_START_OVER,
  US_WHATWG_BRANCH_NO_SCHEME_FAILURE,
  US_WHATWG_BRANCH_NO_SCHEME_FRAGMENT,
  US_WHATWG_BRANCH_NO_SCHEME_FILE,
  US_WHATWG_BRANCH_NO_SCHEME_RELATIVE,
  US_WHATWG_BRANCH_SPECIAL_RELATIVE_SLASHES,
  US_WHATWG_BRANCH_SPECIAL_RELATIVE_RELATIVE,
  US_WHATWG_BRANCH_PATH_OR_AUTHORITY_SLASH,
  US_WHATWG_BRANCH_PATH_OR_AUTHORITY_PATH,
  US_WHATWG_BRANCH_RELATIVE_SLASH,
  US_WHATWG_BRANCH_RELATIVE_BACKSLASH,
  US_WHATWG_BRANCH_RELATIVE_QUERY,
  US_WHATWG_BRANCH_RELATIVE_FRAGMENT,
  US_WHATWG_BRANCH_RELATIVE_EOF,
  US_WHATWG_BRANCH_RELATIVE_PATH,
  US_WHATWG_BRANCH_RELATIVE_SLASH_SPECIAL,
  US_WHATWG_BRANCH_RELATIVE_SLASH_AUTHORITY,
  US_WHATWG_BRANCH_RELATIVE_SLASH_PATH,
  US_WHATWG_BRANCH_AUTHORITY_SLASHES,
  US_WHATWG_BRANCH_AUTHORITY_SLASHES_MISSING,
  US_WHATWG_BRANCH_IGNORE_SLASHES_EXTRA,
  US_WHATWG_BRANCH_IGNORE_SLASHES_DONE,
  US_WHATWG_BRANCH_AUTHORITY_RUN,
  US_WHATWG_BRANCH_AUTHORITY_AT,
  US_WHATWG_BRANCH_AUTHORITY_HOST_MISSING,
  US_WHATWG_BRANCH_AUTHORITY_END,
  US_WHATWG_BRANCH_HOST_RUN,
  US_WHATWG_BRANCH_HOST_PORT,
  US_WHATWG_BRANCH_HOST_END,
  US_WHATWG_BRANCH_HOST_MISSING,
  US_WHATWG_BRANCH_HOST_FAILURE,
  US_WHATWG_BRANCH_PORT_RUN,
  US_WHATWG_BRANCH_PORT_END,
  US_WHATWG_BRANCH_PORT_DEFAULT,
  US_WHATWG_BRANCH_PORT_OUT_OF_RANGE,
  US_WHATWG_BRANCH_PORT_INVALID,
  US_WHATWG_BRANCH_FILE_SLASH,
  US_WHATWG_BRANCH_FILE_BASE_QUERY,
  US_WHATWG_BRANCH_FILE_BASE_FRAGMENT,
  US_WHATWG_BRANCH_FILE_BASE_EOF,
  US_WHATWG_BRANCH_FILE_BASE_PATH,
  US_WHATWG_BRANCH_FILE_BASE_DRIVE,
  US_WHATWG_BRANCH_FILE_PATH,
  US_WHATWG_BRANCH_FILE_SLASH_HOST,
  US_WHATWG_BRANCH_FILE_SLASH_PATH,
  US_WHATWG_BRANCH_FILE_HOST_RUN,
  US_WHATWG_BRANCH_FILE_HOST_DRIVE,
  US_WHATWG_BRANCH_FILE_HOST_EMPTY,
  US_WHATWG_BRANCH_FILE_HOST_HOST,
  US_WHATWG_BRANCH_FILE_HOST_FAILURE,
  US_WHATWG_BRANCH_PATH_START_SPECIAL,
  US_WHATWG_BRANCH_PATH_START_QUERY,
  US_WHATWG_BRANCH_PATH_START_FRAGMENT,
  US_WHATWG_BRANCH_PATH_START_PATH,
  US_WHATWG_BRANCH_PATH_START_EOF,
  US_WHATWG_BRANCH_PATH_RUN,
  US_WHATWG_BRANCH_PATH_SEGMENT,
  US_WHATWG_BRANCH_PATH_DRIVE,
  US_WHATWG_BRANCH_PATH_DOUBLE_DOT,
  US_WHATWG_BRANCH_PATH_SINGLE_DOT,
  US_WHATWG_BRANCH_OPAQUE_PATH_RUN,
  US_WHATWG_BRANCH_OPAQUE_PATH_QUERY,
  US_WHATWG_BRANCH_OPAQUE_PATH_FRAGMENT,
  US_WHATWG_BRANCH_OPAQUE_PATH_SPACE,
  US_WHATWG_BRANCH_QUERY_RUN,
  US_WHATWG_BRANCH_QUERY_FRAGMENT,
  US_WHATWG_BRANCH_QUERY_EOF,
  US_WHATWG_BRANCH_FRAGMENT_RUN,
  US_WHATWG_N_BRANCHES
} UsWhatwgBranch;

const char  *us_whatwg_branch_name     (UsWhatwgBranch branch);
const char  *us_whatwg_branch_describe (UsWhatwgBranch branch);

/* The steps of one parse (UsStateStep): at most US_MAX_STATE_STEPS - 1
 * first ones and the last; the rest are counted in @omitted. */
typedef struct {
  GPtrArray *steps;         /* of UsStateStep * */
  guint omitted;
} UsWhatwgTrace;

/* Parses as us_whatwg_parse() does and records the steps in @trace (when
 * not NULL), after any steps it already holds. */
UsWhatwgUrl *us_whatwg_parse_traced   (const char        *input,
                                       gsize              len,
                                       const UsWhatwgUrl *base,
                                       UsWhatwgTrace     *trace);

/* A new step, its record empty. */
UsStateStep *us_whatwg_step_new       (const char        *state,
                                       UsWhatwgBranch     branch);
void         us_whatwg_step_free      (gpointer           step);
/* Sets @field of @step to @len bytes at @text (NULL: null), keeping the
 * first (or with @keep_end the last) 512 bytes, cut at a UTF-8 boundary. */
void         us_whatwg_step_set       (UsStateStep       *step,
                                       UsRecordField      field,
                                       const char        *text,
                                       gsize              len,
                                       gboolean           keep_end);
/* Sets every field of @step from @url (the base's record). */
void         us_whatwg_step_set_url   (UsStateStep       *step,
                                       const UsWhatwgUrl *url);

/* ---- between the parser's files (us-whatwg*.c) ---- */

/* The parser's view of the input: the code points the state machine reads
 * (after decoding, trimming and tab or newline removal), each with the
 * byte span it came from in the caller's input. */
typedef struct {
  const gunichar *cp;
  const gsize *cp_start;    /* n_cp + 1 entries: the last is the end */
  const gsize *cp_end;
  gsize n_cp;
  GArray *errors;           /* NULL when nobody listens */
} UsWhatwgInput;

void         us_whatwg_input_error    (const UsWhatwgInput *in,
                                       UsWhatwgErrorType    type,
                                       gsize                byte_start,
                                       gsize                byte_end);

/* The host parser on the code points [@start, @end) of @in. Returns FALSE
 * for failure; otherwise fills @host (us_whatwg_host_clear() it). */
gboolean     us_whatwg_host_parse     (const UsWhatwgInput *in,
                                       gsize                start,
                                       gsize                end,
                                       gboolean             is_opaque,
                                       UsWhatwgHost        *host);
void         us_whatwg_host_clear     (UsWhatwgHost        *host);
void         us_whatwg_host_copy      (UsWhatwgHost        *dest,
                                       const UsWhatwgHost  *src);

/* UTF-8 decoding with replacement: the code points of @len bytes at
 * @bytes (with room for one more), and when @starts is not NULL each
 * one's first byte (plus two last entries @len). Returns the number of
 * code points; free *@cps (and *@starts) with g_free(). */
gsize        us_whatwg_utf8_decode    (const guchar *bytes,
                                       gsize         len,
                                       gunichar    **cps,
                                       gsize       **starts);

/* The standard's URL code points. */
gboolean     us_whatwg_is_url_code_point (gunichar c);

/* The classes of a byte, as bits of us_whatwg_byte_classes(): the
 * percent-encode sets (every byte above 0x7E is in each), whether the
 * byte is an ASCII URL code point, and the runs the fast path
 * (us-whatwg-fast.c) copies as they are. */
enum {
  US_WHATWG_SET_C0 = 1 << 0,            /* C0 control percent-encode set */
  US_WHATWG_SET_FRAGMENT = 1 << 1,      /* fragment percent-encode set */
  US_WHATWG_SET_QUERY = 1 << 2,         /* query percent-encode set */
  US_WHATWG_SET_SPECIAL_QUERY = 1 << 3, /* special-query percent-encode set */
  US_WHATWG_SET_PATH = 1 << 4,          /* path percent-encode set */
  US_WHATWG_SET_USERINFO = 1 << 5,      /* userinfo percent-encode set */
  US_WHATWG_URL_UNIT = 1 << 6,          /* an ASCII URL code point */
  US_WHATWG_SCHEME = 1 << 7,            /* ASCII alphanumeric, "+", "-", "." */
  US_WHATWG_HEX = 1 << 8,               /* ASCII hex digit */
  /* URL code points, but for "%" (checked for its two hex digits) and
   * those that end the part: */
  US_WHATWG_PLAIN_PATH = 1 << 9,        /* and "/", "?" */
  US_WHATWG_PLAIN_OPAQUE_PATH = 1 << 10, /* and "?" */
  US_WHATWG_PLAIN_QUERY = 1 << 11,      /* and "'" (special-query set) */
  US_WHATWG_PLAIN_FRAGMENT = 1 << 12,
  /* printable ASCII but "/", "?", "#", "\\", "@", ":", "[" and "%" */
  US_WHATWG_PLAIN_AUTHORITY = 1 << 13,
  US_WHATWG_LDH = 1 << 14,              /* ASCII alphanumeric, "-" */
};

/* The table of the byte classes, 256 entries. */
const guint16 *us_whatwg_byte_classes (void);

/* Appends @c UTF-8 encoded, each byte percent-encoded when it is in the
 * percent-encode set @set (one of the US_WHATWG_SET_ bits); only once
 * us_whatwg_byte_classes() has made the table, as every parse does
 * first. */
void         us_whatwg_append_encoded (GString       *out,
                                       gunichar       c,
                                       guint          set);

/* Appends the code points of @len bytes at @bytes (decoded as the parser
 * decodes its input) as the parser writes them into @part (the path,
 * query, fragment or an opaque host; an opaque path when @opaque_path):
 * percent-encoded where that part's percent-encode set says so. */
void         us_whatwg_encode_for_part (GString      *out,
                                        const char   *bytes,
                                        gsize         len,
                                        UsWhatwgPart  part,
                                        gboolean      special,
                                        gboolean      opaque_path);

/* A record for @n_errors errors and @n_bytes bytes of strings, which start
 * at *@strings; n_errors is 0 and nothing else is set (us-whatwg-url.c). */
UsWhatwgUrl *us_whatwg_url_alloc      (guint          n_errors,
                                       gsize          n_bytes,
                                       char         **strings);

/* Unicode ToASCII (or, @to_unicode, ToUnicode) of @len bytes of UTF-8 at
 * @domain through ICU's UTS #46, as the standard asks for it
 * (us-whatwg-idna.c): with @strict, UseSTD3ASCIIRules; with
 * @every_error, every error ICU records counts (whatwg-url's beStrict but
 * for UseSTD3ASCIIRules), else the hyphen and DNS length checks do not.
 * NULL on an error that counts; else *@out_len bytes (they may hold NUL
 * bytes) and a terminator. */
char        *us_whatwg_idna_process   (gboolean    strict,
                                       gboolean    to_unicode,
                                       const char *domain,
                                       gsize       len,
                                       gboolean    every_error,
                                       gsize      *out_len);

/* A string of the record being built, NULL standing for "" (the state
 * machine's and the trace recorder's). */
static inline const char *
str_or_empty (const GString *s)
{
  return s != NULL ? s->str : "";
}

static inline gsize
len_or_0 (const GString *s)
{
  return s != NULL ? s->len : 0;
}

/* The URL record being built, as the trace recorder reads it (the state
 * machine's, us-whatwg.c). */
typedef struct {
  const char *scheme;
  const GString *username;      /* NULL for "" */
  const GString *password;      /* NULL for "" */
  const UsWhatwgHost *host;
  guint host_gen;               /* bumped as the host changes */
  int port;                     /* -1 for null */
  gboolean has_opaque_path;
  const GString *path;          /* serialized, or opaque */
  const GString *query;         /* NULL for null */
  const GString *fragment;      /* NULL for null */
  const GString *buffer;
  const UsWhatwgInput *in;
  gsize raw_start;              /* the code points a state that only */
  gsize raw_len;                /* copies them has read */
} UsWhatwgBuilding;

/* The trace recorder (us-whatwg-recorder.c): the trace it fills (NULL
 * when nobody records one) and the step it has open. */
typedef struct {
  UsWhatwgTrace *trace;
  UsStateStep *step;            /* the open step (a run that may go on) */
  gboolean step_done;           /* it has its record: the next opens another */
  int step_state;               /* the state machine's state of the step */
  gboolean step_raw;            /* that state only copies code points */
  guint step_host_gen;          /* the host the open step's record shows */
  char *step_host;              /* serialized, for the record */
} UsWhatwgRecorder;

/* A step before the state machine: @branch over the bytes [@start, @end),
 * with the validation error it met (the last one of @errors so far). */
void         us_whatwg_recorder_input_step (UsWhatwgTrace          *trace,
                                            UsWhatwgBranch          branch,
                                            gsize                   start,
                                            gsize                   end,
                                            GArray                 *errors);
void         us_whatwg_recorder_before (UsWhatwgRecorder       *rec,
                                        int                     state,
                                        const UsWhatwgBuilding *url);
void         us_whatwg_recorder_after  (UsWhatwgRecorder       *rec,
                                        const UsWhatwgBuilding *url,
                                        int                     state,
                                        const char             *state_name,
                                        gboolean                raw,
                                        UsWhatwgBranch          run,
                                        UsWhatwgBranch          noted,
                                        gssize                  pointer,
                                        gssize                  new_pointer,
                                        guint                   errors_before,
                                        gboolean                failure);
void         us_whatwg_recorder_finish (UsWhatwgRecorder       *rec,
                                        const UsWhatwgBuilding *url);

/* The domain to ASCII of an ASCII name, lowercased, without ICU (see
 * us-whatwg-host.c): 1 when UTS #46 records no error, 0 when it records
 * one, -1 when ICU must decide (an "xn--" label). */
int          us_whatwg_ascii_domain_verdict (const char *lower,
                                             gsize       len);
/* ends in a number checker, on @len bytes of ASCII at @s */
gboolean     us_whatwg_ends_in_a_number (const char *s,
                                         gsize       len);

/* Where the segments of a path that is a list end in the input, as the
 * fast path met them: segment k ends at ends[k] and the next one begins
 * one byte later (after its "/" or "\\"); the first begins after the
 * path's first byte when that is a slash, else where the path begins.
 * n_ends is US_WHATWG_SEGMENTS_UNKNOWN when the fast path did not parse
 * the input, or met more segments than it keeps: then whoever needs them
 * finds them in the input. The tree's path-segment nodes are built from
 * these (us-parse-whatwg.c), so that the path is read once. */
#define US_WHATWG_SEGMENTS_UNKNOWN G_MAXUINT

typedef struct {
  guint n_ends;
  gsize ends[32];
} UsWhatwgSegments;

/* The runs of bytes the fast path copies as they are, found sixteen
 * bytes at a time (us-whatwg-runs.c). */
typedef enum {
  US_WHATWG_RUN_DOMAIN,     /* US_WHATWG_LDH, and "." */
  US_WHATWG_RUN_PATH,       /* US_WHATWG_PLAIN_PATH, and "/" */
  US_WHATWG_RUN_QUERY,      /* US_WHATWG_PLAIN_QUERY */
  US_WHATWG_RUN_FRAGMENT,   /* US_WHATWG_PLAIN_FRAGMENT */
  US_WHATWG_N_RUNS
} UsWhatwgRun;

/* Whether the fast path finds its runs sixteen bytes at a time (SSSE3,
 * asked once); the tests turn that off with us_whatwg_runs_set_vector()
 * to run its byte-by-byte loops too, and back on. The two functions
 * below are only for when it says yes. */
gboolean     us_whatwg_runs_vector    (void);
void         us_whatwg_runs_set_vector (gboolean     enabled);
/* Where the run @run that begins at @i ends, in the @n bytes at @s. */
gsize        us_whatwg_skip_run_vector (const char  *s,
                                        gsize        i,
                                        gsize        n,
                                        UsWhatwgRun  run);
/* The same for US_WHATWG_RUN_DOMAIN from @a, storing its bytes
 * lowercased at @out (and up to sixteen bytes more, whatever they are),
 * and in *@simple whether its labels are plain by the simplest test: no
 * "-", none empty, the whole at most 63 bytes (FALSE says nothing: look
 * closer, and copy the bytes anew); where its last label begins in
 * *@label when simple. */
gsize        us_whatwg_scan_domain_vector (const char *s,
                                           gsize       a,
                                           gsize       n,
                                           char       *out,
                                           gboolean   *simple,
                                           gsize      *label);

/* The run of US_WHATWG_RUN_PATH from @i (the start of a segment): copies
 * it to @out (and up to sixteen bytes more, whatever they are), adds
 * where its segments end (each "/" in it) to @segments, and gives the
 * last "/" in *@last_slash (G_MAXSIZE for none); returns where it ends.
 * A segment in it that begins with "." (a dot segment, perhaps) is for
 * the byte-by-byte loop: then it returns @i, and @segments is as it
 * was. */
gsize        us_whatwg_copy_path_vector (const char       *s,
                                         gsize             i,
                                         gsize             n,
                                         char             *out,
                                         UsWhatwgSegments *segments,
                                         gsize            *last_slash);

/* The fast path of us_whatwg_parse_traced(), without a trace: the record
 * for an input it can parse on its bytes, or NULL, having done nothing,
 * for one it leaves to the state machine (us-whatwg-fast.c). It fills
 * @segments (when not NULL) as far as it goes. */
UsWhatwgUrl *us_whatwg_parse_fast     (const char        *input,
                                       gsize              len,
                                       UsWhatwgSegments  *segments);

/* us_whatwg_parse() without a base, and where the path's segments end
 * when the fast path parsed the input (else n_ends is
 * US_WHATWG_SEGMENTS_UNKNOWN). */
UsWhatwgUrl *us_whatwg_parse_segments (const char        *input,
                                       gsize              len,
                                       UsWhatwgSegments  *segments);

G_END_DECLS
