/* us-browser.h — how a browser reads what an RFC reads
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
 * UsBrowserVerdict:
 * @US_BROWSER_SAME: a browser reads what the RFC reads, up to the
 *   rewrites RFC 3986 §6.2.2 and §6.2.3 call equivalent (case of the scheme
 *   and host, percent-encoded unreserved characters, dot segments, the
 *   default or empty port, "/" for an empty path, "localhost" in a file
 *   URI); nothing to say
 * @US_BROWSER_NEEDS_BASE: a relative reference: a browser resolves it
 *   against the page's address, which is not known here; nothing to say
 * @US_BROWSER_FAILS: a browser refuses the link
 * @US_BROWSER_OTHER_HOST: a browser goes to another host
 * @US_BROWSER_REWRITTEN: the same host, but a browser removes or rewrites
 *   characters of the link
 */
typedef enum {
  US_BROWSER_SAME,
  US_BROWSER_NEEDS_BASE,
  US_BROWSER_FAILS,
  US_BROWSER_OTHER_HOST,
  US_BROWSER_REWRITTEN,
} UsBrowserVerdict;

/**
 * UsBrowserCause:
 * @US_BROWSER_CAUSE_NONE: no difference
 * @US_BROWSER_CAUSE_FAILURE: the URL parser returned failure
 * @US_BROWSER_CAUSE_REVERSE_SOLIDUS: "\" read as "/" in a special scheme
 * @US_BROWSER_CAUSE_MISSING_SLASHES: "http:" followed by no, one or more
 *   than two slashes (or backslashes) read as "http://"
 * @US_BROWSER_CAUSE_SPACE_AROUND: C0 controls and spaces around the link
 *   removed
 * @US_BROWSER_CAUSE_TAB_NEWLINE: a tab or newline inside the link removed
 * @US_BROWSER_CAUSE_IPV4: a host ending in a number read as an IPv4
 *   address (hexadecimal, octal, fewer than four parts)
 * @US_BROWSER_CAUSE_HOST_DECODED: the host percent-decoded
 * @US_BROWSER_CAUSE_HOST_TO_ASCII: the host name written in ASCII
 *   (IDNA ToASCII, UTS #46)
 * @US_BROWSER_CAUSE_DRIVE_LETTER: "C:" after "file://" read as a Windows
 *   drive letter, not a host
 * @US_BROWSER_CAUSE_PERCENT_ENCODED: characters percent-encoded
 * @US_BROWSER_CAUSE_NOT_UTF8: bytes that are not UTF-8 replaced by U+FFFD
 * @US_BROWSER_CAUSE_OTHER: a part read otherwise, for none of the above
 */
typedef enum {
  US_BROWSER_CAUSE_NONE,
  US_BROWSER_CAUSE_FAILURE,
  US_BROWSER_CAUSE_REVERSE_SOLIDUS,
  US_BROWSER_CAUSE_MISSING_SLASHES,
  US_BROWSER_CAUSE_SPACE_AROUND,
  US_BROWSER_CAUSE_TAB_NEWLINE,
  US_BROWSER_CAUSE_IPV4,
  US_BROWSER_CAUSE_HOST_DECODED,
  US_BROWSER_CAUSE_HOST_TO_ASCII,
  US_BROWSER_CAUSE_DRIVE_LETTER,
  US_BROWSER_CAUSE_PERCENT_ENCODED,
  US_BROWSER_CAUSE_NOT_UTF8,
  US_BROWSER_CAUSE_OTHER,
} UsBrowserCause;

/* A half-open byte span [start, end): of the input, or of the href. */
typedef struct {
  gsize start;
  gsize end;
} UsBrowserSpan;

typedef struct _UsBrowserReading UsBrowserReading;

US_PUBLIC
UsBrowserReading    *us_browser_read                   (UsResult               *result,
                                                        UsResult               *whatwg);

/**
 * us_browser_reading_ref:
 * @self: a browser reading
 *
 * Adds a reference to @self.
 *
 * Returns: (transfer full): @self
 */
US_PUBLIC
UsBrowserReading    *us_browser_reading_ref            (UsBrowserReading       *self);

/**
 * us_browser_reading_unref:
 * @self: (transfer full): a browser reading
 *
 * Drops a reference to @self, and frees it when it was the last one.
 */
US_PUBLIC
void                 us_browser_reading_unref          (UsBrowserReading       *self);

/**
 * us_browser_reading_get_verdict:
 * @self: a browser reading
 *
 * What a browser does with the link, beside the RFC's reading.
 *
 * Returns: the verdict
 */
US_PUBLIC
UsBrowserVerdict     us_browser_reading_get_verdict    (const UsBrowserReading *self);

/**
 * us_browser_reading_differs:
 * @self: a browser reading
 *
 * Whether there is something to say: a browser refuses the link, goes to
 * another host, or rewrites it.
 *
 * Returns: %TRUE for %US_BROWSER_FAILS, %US_BROWSER_OTHER_HOST and
 *   %US_BROWSER_REWRITTEN
 */
US_PUBLIC
gboolean             us_browser_reading_differs        (const UsBrowserReading *self);

/**
 * us_browser_reading_get_cause:
 * @self: a browser reading
 *
 * Why a browser reads the link otherwise.
 *
 * Returns: the cause, %US_BROWSER_CAUSE_NONE when it does not
 */
US_PUBLIC
UsBrowserCause       us_browser_reading_get_cause      (const UsBrowserReading *self);

/**
 * us_browser_reading_get_result:
 * @self: a browser reading
 *
 * The RFC's reading compared.
 *
 * Returns: (transfer none): the result, owned by @self
 */
US_PUBLIC
UsResult            *us_browser_reading_get_result     (const UsBrowserReading *self);

/**
 * us_browser_reading_get_whatwg:
 * @self: a browser reading
 *
 * The browser's reading: the same input under %US_SPEC_WHATWG.
 *
 * Returns: (transfer none): the result, owned by @self
 */
US_PUBLIC
UsResult            *us_browser_reading_get_whatwg     (const UsBrowserReading *self);
US_PUBLIC
const char          *us_browser_reading_get_href       (const UsBrowserReading *self,
                                                        gsize                  *len);
US_PUBLIC
const char          *us_browser_reading_get_host       (const UsBrowserReading *self);
US_PUBLIC
const char          *us_browser_reading_get_rfc_host   (const UsBrowserReading *self,
                                                        gsize                  *len);
US_PUBLIC
const UsBrowserSpan *us_browser_reading_get_spans      (const UsBrowserReading *self,
                                                        guint                  *n_spans);
US_PUBLIC
const UsBrowserSpan *us_browser_reading_get_href_spans (const UsBrowserReading *self,
                                                        guint                  *n_spans);
US_PUBLIC
char                *us_browser_reading_format         (const UsBrowserReading *self);
US_PUBLIC
char                *us_browser_reading_format_short   (const UsBrowserReading *self);

/**
 * us_browser_verdict_name:
 * @verdict: a verdict
 *
 * The verdict's stable name, for tests and scripts ("other-host").
 *
 * Returns: (transfer none): a static string
 */
US_PUBLIC
const char          *us_browser_verdict_name           (UsBrowserVerdict        verdict);

/**
 * us_browser_cause_name:
 * @cause: a cause
 *
 * The cause's stable name, for tests and scripts ("reverse-solidus").
 *
 * Returns: (transfer none): a static string
 */
US_PUBLIC
const char          *us_browser_cause_name             (UsBrowserCause          cause);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UsBrowserReading, us_browser_reading_unref)

G_END_DECLS
