/* us-lens.h — where does this link really go? The link lens
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
 * UsLensReader:
 * @US_LENS_READER_WHATWG: a browser: the core's WHATWG URL Standard parser
 * @US_LENS_READER_RFC3986: RFC 3986, the core's parser
 * @US_LENS_READER_GLIB: GLib's GUri, g_uri_parse() with %G_URI_FLAGS_NONE,
 *   as GNOME programs read links
 * @US_LENS_READER_CURL: libcurl's URL API, with the flags libcurl itself
 *   uses for a transfer's URL, but not its guess of a scheme
 * @US_LENS_READER_URIPARSER: uriparser, uriParseSingleUriExA()
 *
 * Who reads the link. us_lens_reader_name() gives the stable name used in
 * JSON ("whatwg", "rfc3986", "glib", "curl", "uriparser").
 */
typedef enum {
  US_LENS_READER_WHATWG,
  US_LENS_READER_RFC3986,
  US_LENS_READER_GLIB,
  US_LENS_READER_CURL,
  US_LENS_READER_URIPARSER,
} UsLensReader;

#define US_LENS_READER_COUNT 5

/**
 * UsLensField:
 *
 * The parts of a reading. The first %US_LENS_FIELD_COUNT, in the order of
 * a reader's table row, are compared and shown (#UsLensReading); the
 * query and the fragment follow, kept as the reader gives them only
 * (us_lens_get_reading_raw(), up to %US_LENS_PART_COUNT), so that what
 * copies a reading copies all of it.
 */
typedef enum {
  US_LENS_FIELD_SCHEME,
  US_LENS_FIELD_USERINFO,
  US_LENS_FIELD_HOST,
  US_LENS_FIELD_PORT,
  US_LENS_FIELD_PATH,
  US_LENS_FIELD_QUERY,
  US_LENS_FIELD_FRAGMENT,
} UsLensField;

/* The parts of the table (and of JSON, and compared); then every part. */
#define US_LENS_FIELD_COUNT 5
#define US_LENS_PART_COUNT 7

/**
 * UsLensReading:
 * @reader: who read it
 * @scheme: the scheme as the reader gives it; %NULL when it finds none
 * @userinfo: the user information ("user" or "user:password")
 * @host: the host as the reader gives it (GLib and uriparser write an
 *   IPv6 address without brackets, curl and a browser with them)
 * @port: the port, in decimal; %NULL when none is given
 * @path: the path ("" for none)
 * @error: why the reader refuses the link, in words; %NULL when it reads
 *   it. RFC 3986 reads on past an error (as the core's parser recovers), so
 *   its parts are shown even beside an error.
 * @lookup: (nullable): where the reader goes when its row shows the host
 *   in another form: the host the headline names for it. curl keeps a
 *   host of Unicode as it is and writes it in IDNA's ASCII form only to
 *   look it up (a row's "ⓖⓞⓞⓖⓛⓔ.com" goes to google.com); GLib's
 *   "0x7f.1" goes to 127.0.0.1. %NULL when the row shows where it goes
 *   (but for case and an IPv6 address's brackets), and for a browser
 *
 * What one reader makes of the link. Every text is in the display form of
 * the project's text output (us-quote.c: control characters as Control
 * Pictures, bidirectional controls and invisible characters as <U+200B>,
 * bytes that are not UTF-8 as \xNN): valid UTF-8, never a raw control.
 */
typedef struct {
  UsLensReader reader;
  const char *scheme;
  const char *userinfo;
  const char *host;
  const char *port;
  const char *path;
  const char *error;
  const char *lookup;
} UsLensReading;

/**
 * UsLensCode:
 *
 * One code per kind of finding; us_lens_code_name() gives the stable
 * kebab-case name tests and tools rely on ("readers-disagree" …).
 */
typedef enum {
  US_LENS_READERS_DISAGREE,
  US_LENS_USERINFO_BEFORE_HOST,
  US_LENS_CREDENTIALS,
  US_LENS_NUMERIC_HOST,
  US_LENS_BACKSLASH,
  US_LENS_IGNORED_CHARACTERS,
  US_LENS_BIDI_CONTROL,
  US_LENS_INVISIBLE_CHARACTER,
  US_LENS_DOT_LOOKALIKE,
  US_LENS_MIXED_SCRIPT,
  US_LENS_WHOLE_SCRIPT_LOOKALIKE,
  US_LENS_LOOKALIKE_DOMAIN,
  US_LENS_PUNYCODE,
  US_LENS_DANGEROUS_SCHEME,
  US_LENS_NESTED_URL,
  US_LENS_DOUBLE_ENCODING,
  US_LENS_TARGET_EMBEDDING,
  US_LENS_DELIMITER_LOOKALIKE,
  US_LENS_ENCODED_HOST,
  US_LENS_IPV4_IN_IPV6,
  US_LENS_AT_AFTER_HOST,
  US_LENS_URL_IN_PATH,
  US_LENS_MAIL_HEADERS,
  US_LENS_REMOTE_FILE,
} UsLensCode;

#define US_LENS_CODE_COUNT 24

/* At most this many findings of one code: the rest are alike. */
#define US_LENS_MAX_FINDINGS_PER_CODE 100

/**
 * UsLensFinding:
 * @code: what the finding is about
 * @severity: %US_SEVERITY_WARNING (the link may not go where it seems to)
 *   or %US_SEVERITY_NOTE (worth knowing)
 * @start: byte offset of the first byte it is about, in the input
 * @end: byte offset just past the last (half-open)
 * @message: what it means, in plain words, translated; display form
 * @source: where the rule comes from ("RFC 3986 §7.6", "UTS #39 §5.2" …)
 * @detail: (nullable): the value the finding names, in display form: the
 *   nested URL, decoded (nested-url), the IPv4 address (numeric-host),
 *   the Latin look-alike (whole-script-lookalike), the well-known domain
 *   (lookalike-domain), the other form of the label (punycode), the scheme
 *   (dangerous-scheme), the well-known domain imitated (target-embedding),
 *   the character imitated (delimiter-lookalike), the host decoded
 *   (encoded-host), the IPv4 address (ipv4-in-ipv6), the link shown
 *   (url-in-path), the recipient or header added (mail-headers), the host
 *   (remote-file). For people to read, not to open: a control
 *   character in it is a Control Picture, a bidirectional control
 *   "<U+202E>"
 * @value: (nullable) (array length=value_len): the nested URL exactly as
 *   decoded, bytes (nested-url: the link to open in turn); it may hold
 *   any byte, NUL included, and is followed by a NUL not counted in
 *   @value_len. %NULL for the other codes
 * @value_len: the length of @value in bytes
 *
 * Messages start in lower case and end without a full stop, like the
 * core's diagnostics, after "warning[code]: " in the CLI (the headline,
 * us_lens_get_headline(), is a sentence of its own).
 */
typedef struct {
  UsLensCode code;
  UsSeverity severity;
  gsize start;
  gsize end;
  const char *message;
  const char *source;
  const char *detail;
  const char *value;
  gsize value_len;
} UsLensFinding;

typedef struct _UsLens UsLens;

US_PUBLIC
UsLens              *us_lens_new                    (const char     *text,
                                                     gsize           len,
                                                     GError        **error);

/**
 * us_lens_ref:
 * @self: a lens
 *
 * Adds a reference to @self.
 *
 * Returns: (transfer full): @self
 */
US_PUBLIC
UsLens              *us_lens_ref                    (UsLens         *self);

/**
 * us_lens_unref:
 * @self: (transfer full): a lens
 *
 * Drops a reference to @self, and frees it when it was the last one.
 */
US_PUBLIC
void                 us_lens_unref                  (UsLens         *self);

/**
 * us_lens_get_input:
 * @self: a lens
 * @len: (out) (optional): the input's length in bytes
 *
 * The link the lens read, as given.
 *
 * Returns: (transfer none): its bytes, NUL-terminated (it may hold NUL)
 */
US_PUBLIC
const char          *us_lens_get_input              (const UsLens   *self,
                                                     gsize          *len);
US_PUBLIC
UsResult            *us_lens_get_result             (const UsLens   *self,
                                                     UsSpec          spec);

/**
 * us_lens_get_reading:
 * @self: a lens
 * @reader: a reader
 *
 * What @reader makes of the link, in display form.
 *
 * Returns: (transfer none): the reading, owned by @self
 */
US_PUBLIC
const UsLensReading *us_lens_get_reading            (const UsLens   *self,
                                                     UsLensReader    reader);

/**
 * us_lens_reading_get_field:
 * @reading: a reading
 * @field: a part of it
 *
 * One part of a reading, by its #UsLensField (the same as the member of
 * #UsLensReading).
 *
 * Returns: (transfer none) (nullable): the part, or %NULL when the reader
 *   finds none (and for the query and the fragment, which a reading does
 *   not show: us_lens_get_reading_raw() gives them)
 */
US_PUBLIC
const char          *us_lens_reading_get_field      (const UsLensReading *reading,
                                                     UsLensField     field);
US_PUBLIC
const char          *us_lens_get_reading_raw        (const UsLens   *self,
                                                     UsLensReader    reader,
                                                     UsLensField     field,
                                                     gsize          *len);
US_PUBLIC
gboolean             us_lens_field_differs          (const UsLens   *self,
                                                     UsLensReader    reader,
                                                     UsLensField     field);
US_PUBLIC
gboolean             us_lens_readers_disagree       (const UsLens   *self);
US_PUBLIC
const char          *us_lens_get_headline           (const UsLens   *self);
US_PUBLIC
const char          *us_lens_get_lookup_host        (const UsLens   *self,
                                                     UsLensReader    reader);

US_PUBLIC
const char          *us_lens_get_display_host       (const UsLens   *self);
US_PUBLIC
gboolean             us_lens_get_host_span          (const UsLens   *self,
                                                     gsize          *start,
                                                     gsize          *end);
US_PUBLIC
const char          *us_lens_get_registrable_domain (const UsLens   *self);
US_PUBLIC
gboolean             us_lens_get_registrable_domain_span (const UsLens *self,
                                                          gsize        *start,
                                                          gsize        *end);

/**
 * us_lens_get_n_findings:
 * @self: a lens
 *
 * How many findings the lens has.
 *
 * Returns: the number of findings
 */
US_PUBLIC
guint                us_lens_get_n_findings         (const UsLens   *self);

/**
 * us_lens_get_finding:
 * @self: a lens
 * @index: a finding, below us_lens_get_n_findings()
 *
 * One finding of the lens.
 *
 * Returns: (transfer none): the finding, owned by @self
 */
US_PUBLIC
const UsLensFinding *us_lens_get_finding            (const UsLens   *self,
                                                     guint           index);

/**
 * us_lens_count_severity:
 * @self: a lens
 * @severity: %US_SEVERITY_WARNING or %US_SEVERITY_NOTE
 *
 * How many findings of @severity the lens has.
 *
 * Returns: the number of findings
 */
US_PUBLIC
guint                us_lens_count_severity         (const UsLens   *self,
                                                     UsSeverity      severity);

US_PUBLIC
const char          *us_lens_reader_name            (UsLensReader    reader);

/**
 * us_lens_reader_from_name:
 * @name: a name, as us_lens_reader_name() gives it
 * @out_reader: (out): the reader it names
 *
 * The reader a name stands for.
 *
 * Returns: %TRUE when @name names a reader
 */
US_PUBLIC
gboolean             us_lens_reader_from_name       (const char     *name,
                                                     UsLensReader   *out_reader);
US_PUBLIC
const char          *us_lens_reader_title           (UsLensReader    reader);
US_PUBLIC
const char          *us_lens_reader_version         (UsLensReader    reader);

/**
 * us_lens_field_name:
 * @field: a part of a reading
 *
 * The part's stable name, for JSON ("scheme", "userinfo", "host", "port",
 * "path"; "query", "fragment").
 *
 * Returns: (transfer none): a static string
 */
US_PUBLIC
const char          *us_lens_field_name             (UsLensField     field);
US_PUBLIC
const char          *us_lens_code_name              (UsLensCode      code);

/**
 * us_lens_code_from_name:
 * @name: a name, as us_lens_code_name() gives it
 * @out_code: (out): the code it names
 *
 * The finding's code a name stands for.
 *
 * Returns: %TRUE when @name names a code
 */
US_PUBLIC
gboolean             us_lens_code_from_name         (const char     *name,
                                                     UsLensCode     *out_code);

US_PUBLIC
const char          *us_lens_lookalike_list_path    (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UsLens, us_lens_unref)

G_END_DECLS
