/* us-browser-private.h — how a browser reads what an RFC reads, inside
 *
 * The comparison's records, shared by its files: the parts of each reading
 * (us-browser-parts.c), the tokens and the differences found in them
 * (us-browser-diff.c), the verdict (us-browser.c) and its sentences
 * (us-browser-words.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "us-browser.h"
#include "us-result.h"

G_BEGIN_DECLS

/* The parts compared, in the order the input and the href hold them. */
enum {
  PART_SCHEME,
  PART_USERINFO,
  PART_HOST,
  PART_PORT,
  PART_PATH,
  PART_QUERY,
  PART_FRAGMENT,
  N_PARTS
};

typedef struct {
  gboolean def;
  gsize start;
  gsize end;
} Part;

typedef struct {
  Part p[N_PARTS];
  Part authority;
} Parts;

/* One token of a part: a byte, or a "%XX" standing for one. A token of
 * length 0 is a "/" that is not written (the empty path of an http URL). */
typedef struct {
  guint32 off;
  guint8 len;
  guchar byte;
} Tok;

/* One difference: its cause, the bytes of the input it concerns and,
 * when it has some, those of the href. */
typedef struct {
  UsBrowserCause cause;
  guint part;               /* for US_BROWSER_CAUSE_OTHER */
  gsize start;
  gsize end;
  gboolean has_href;
  gsize hstart;
  gsize hend;
} Change;

typedef enum {
  HOST_EQUAL,
  HOST_SAME_NAME,           /* the same host, written otherwise */
  HOST_IPV4,                /* read as an IPv4 address */
  HOST_DIFFERENT,
} HostLevel;

/* What the browser reads, which is the same whichever RFC's reading it is
 * compared with: its href and the href's parts, its scheme and host, the
 * parser's changes. The readings of one input under every RFC share one
 * (us_browser_read_sharing()): computed once, not once per RFC. */
typedef struct {
  gint ref_count;
  char *href;               /* NULL: a browser refuses the link */
  gsize href_len;
  char *scheme;
  char *host;               /* serialized; NULL for none */
  gboolean special;
  gboolean opaque_path;
  Parts browser;            /* spans of the href */
  GArray *parsed;           /* Change: us_browser_parser_changes() */
} BrowserSide;

struct _UsBrowserReading {
  gint ref_count;
  UsResult *result;
  UsResult *whatwg;
  BrowserSide *side;        /* owns href, scheme, host below */
  UsBrowserVerdict verdict;
  UsBrowserCause cause;
  Change main;              /* the difference that names the cause */
  gboolean host_differs;    /* the texts of the two hosts differ */
  const char *href;         /* the side's */
  gsize href_len;
  const char *scheme;       /* the browser's scheme */
  const char *host;         /* the browser's host, serialized; NULL for none */
  gboolean special;         /* the browser's scheme is special */
  gboolean opaque_path;     /* the browser's URL has an opaque path */
  Parts rfc;                /* spans of the input */
  Parts browser;            /* spans of the href */
  GArray *spans;            /* UsBrowserSpan, of the input */
  GArray *href_spans;       /* UsBrowserSpan, of the href */
};

/* The comparison under way: the changes found so far, in order. */
typedef struct {
  UsBrowserReading *self;
  const char *in;           /* the input */
  gsize in_len;
  gboolean iri;             /* RFC 3987: non-ASCII percent-encoded is the same */
  gboolean special;         /* the browser's scheme is special */
  GArray *changes;          /* Change, of the parts, in order */
} Compare;

/* us-browser.c: a reading that shares the browser's side of @sibling,
 * another RFC's reading of the same input */
UsBrowserReading *us_browser_read_sharing (UsResult               *result,
                                           const UsBrowserReading *sibling);

/* us-browser-parts.c: the two readings, as spans */
void      us_browser_rfc_parts          (const UsResult *r,
                                         Parts          *parts);
char     *us_browser_href_parts         (const UsResult *whatwg,
                                         Parts          *parts);

/* us-browser-diff.c: the tokens of a part, and the differences */
GArray   *us_browser_tokenize           (const char     *text,
                                         Part            part,
                                         gboolean        lower);
gboolean  us_browser_compare_tokens     (Compare        *cmp,
                                         guint           part,
                                         GArray         *ga,
                                         GArray         *gb,
                                         gsize           a_at,
                                         gsize           b_at);
gboolean  us_browser_compare_part       (Compare        *cmp,
                                         guint           part,
                                         gboolean        lower);
void      us_browser_compare_userinfo   (Compare        *cmp);
HostLevel us_browser_compare_host       (Compare        *cmp);
void      us_browser_compare_port       (Compare        *cmp);
void      us_browser_compare_path       (Compare        *cmp);
gboolean  us_browser_compare_tail       (Compare        *cmp);
GArray   *us_browser_parser_changes     (const UsResult *whatwg,
                                         gboolean        file);

G_END_DECLS
