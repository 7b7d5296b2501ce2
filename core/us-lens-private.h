/* us-lens-private.h — the lens inside: the reader interface, the lens
 * record, the look-alike checks and the public suffix list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>

#include "us-diagnostic-private.h"
#include "us-lens.h"
#include "us-result.h"

G_BEGIN_DECLS

/* ---- the reader interface ----
 *
 * Each reader fills one UsLensRaw: the parts as the library gives them, as
 * bytes (they may hold anything the input held), or why it refuses the
 * link. The outside libraries each sit in a file of their own
 * (us-lens-reader-glib.c, -curl.c, -uriparser.c); the core's two readings
 * in us-lens-reader-core.c. A reader parses only: no socket, no name
 * lookup, no file. */

typedef struct {
  gboolean has;      /* the reader found this part */
  char *text;        /* owned, NUL-terminated; may hold NUL bytes */
  gsize len;
} UsLensPart;

typedef struct {
  UsLensPart part[US_LENS_PART_COUNT];
  char *error;       /* owned; NULL when the reader reads the link */
  GStringChunk *chunk; /* borrowed: where the parts are kept (the lens's,
                        * freed with it, rather than 25 allocations a
                        * link); NULL: each part is its own allocation */
} UsLensRaw;

void        us_lens_raw_set          (UsLensRaw      *raw,
                                      UsLensField     field,
                                      const char     *text,
                                      gsize           len);
void        us_lens_raw_clear        (UsLensRaw      *raw);
/* The message for an input holding a NUL byte, which a reader of C
 * strings cannot be given whole. */
char       *us_lens_nul_error        (const char     *reader_title,
                                      gsize           offset);

UsLens     *us_lens_new_from_results (UsResult       *whatwg,
                                      UsResult       *rfc3986);

void        us_lens_read_whatwg      (UsResult       *whatwg,
                                      UsLensRaw      *out);
void        us_lens_read_rfc3986     (UsResult       *rfc3986,
                                      UsLensRaw      *out);
void        us_lens_read_glib        (const char     *text,
                                      gsize           len,
                                      UsLensRaw      *out);
char       *us_lens_curl_message     (int             code,
                                      gboolean        translated);
int         us_lens_curl_messages_differ (void);
void        us_lens_read_curl        (const char     *text,
                                      gsize           len,
                                      UsLensRaw      *out);
void        us_lens_read_uriparser   (const char     *text,
                                      gsize           len,
                                      UsLensRaw      *out);
const char *us_lens_glib_version     (void);
const char *us_lens_curl_version     (void);
const char *us_lens_uriparser_version (void);

/* ---- the public suffix list (us-lens-psl.c) ---- */

char       *us_lens_psl_registrable_domain (const char *ascii_host);

/* ---- look-alikes (us-lookalike.c) ---- */

/* Why a label of a host is shown in punycode rather than Unicode, after
 * Chromium's IDNSpoofChecker::SafeToDisplayAsUnicode(). */
typedef enum {
  US_LABEL_SAFE,
  US_LABEL_NOT_IDNA,          /* ToUnicode fails, or the label is too long */
  US_LABEL_MIXED_SCRIPT,      /* beyond UTS #39's highly restrictive level */
  US_LABEL_WHOLE_SCRIPT,      /* wholly of one script's Latin look-alikes */
  US_LABEL_NOT_ALLOWED,       /* a character outside UTS #39's identifier
                               * profile, or other ICU spoof checks */
  US_LABEL_DEVIATION,         /* ß, ς, ZWJ, ZWNJ: IDNA 2003 and 2008 differ */
  US_LABEL_TLD_SPECIFIC,      /* þ, ð outside .is; ə outside .az */
  US_LABEL_MIDDLE_DOT,        /* · outside Catalan's l·l under .cat */
} UsLabelVerdict;

typedef struct {
  UsLabelVerdict verdict;
  char *unicode;              /* the label in Unicode (NULL for NOT_IDNA) */
  char *scripts;              /* MIXED_SCRIPT: "Latin, Cyrillic";
                               * WHOLE_SCRIPT: "Cyrillic" */
  char *latin;                /* WHOLE_SCRIPT: what it reads as in Latin */
} UsLabelCheck;

void        us_lookalike_check_label  (const char     *ascii_label,
                                       gsize           len,
                                       const char     *tld,
                                       gsize           tld_len,
                                       UsLabelCheck   *out);
void        us_lookalike_label_clear  (UsLabelCheck   *check);
char       *us_lookalike_skeleton     (const char     *text,
                                       gsize           len);
const char *us_lookalike_find_domain  (const char     *host,
                                       gsize           len,
                                       const char     *unicode_host);
const char *us_lookalike_known_domain (const char     *name,
                                       gsize           len);
const char *us_lookalike_list_path    (void);
gboolean    us_lookalike_is_invisible (gunichar        c);
gboolean    us_lookalike_is_dot       (gunichar        c);
char       *us_lookalike_to_ascii     (const char     *label,
                                       gsize           len);

/* ---- the lens ---- */

/* g_ascii_strdown (@text, @len) without a call per character: the lens
 * lowers every reader's scheme and host. */
static inline char *
us_lens_strdown (const char *text,
                 gsize       len)
{
  char *out = g_malloc (len + 1);

  for (gsize i = 0; i < len; i++)
    {
      char c = text[i];

      out[i] = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }
  out[len] = '\0';
  return out;
}

/* How many bytes @text starts with that are printable ASCII (0x20 to
 * 0x7e): eight at a time, as every reader's every part is checked so (a
 * part that is all of them is its own display form). A word holds a byte
 * below 0x20 when subtracting 0x20 from each byte borrows into its top
 * bit; one above 0x7e when adding 1 sets it, or it is set already. */
static inline gsize
us_lens_printable_prefix (const char *text,
                          gsize       n)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  const guint64 highs = ones * 0x80;
  gsize i = 0;

  for (; i + 8 <= n; i += 8)
    {
      guint64 w;

      memcpy (&w, text + i, 8);
      if ((((w - ones * 0x20) & ~w) | ((w + ones) | w)) & highs)
        break;
    }
  while (i < n && (guchar) text[i] >= 0x20 && (guchar) text[i] < 0x7f)
    i++;
  return i;
}

/* The first byte from @i on, below @end, that is below 0x0e (a tab, a
 * newline, a carriage return are), at or above 0x80, or @stop; @end
 * when none is: eight bytes at a time, for the findings' scans of the
 * whole input, where most bytes are plain. The bytes it stops at are
 * the candidates only: the caller looks again. */
static inline gsize
us_lens_skip_plain (const char *text,
                    gsize       i,
                    gsize       end,
                    char        stop)
{
  const guint64 ones = G_GUINT64_CONSTANT (0x0101010101010101);
  const guint64 highs = ones * 0x80;

  for (; i + 8 <= end; i += 8)
    {
      guint64 w, x;

      memcpy (&w, text + i, 8);
      x = w ^ (ones * (guchar) stop);
      if ((((w - ones * 0x0e) & ~w) | w | ((x - ones) & ~x)) & highs)
        break;
    }
  while (i < end && (guchar) text[i] >= 0x0e && (guchar) text[i] < 0x80 && text[i] != stop)
    i++;
  return i;
}

typedef struct {
  gsize start;
  gsize end;
} UsLensSpan;

typedef struct {
  guint index;                 /* in host_labels */
  UsLabelCheck check;
} UsLensLabel;

struct _UsLens {
  gint ref_count;
  char *input;                 /* len bytes + NUL, owned */
  gsize len;
  UsResult *whatwg;
  UsResult *rfc3986;

  UsLensRaw *raw;              /* US_LENS_READER_COUNT of them, in an
                                * allocation of their own: with them the
                                * lens would be over 1 KB, which glibc's
                                * malloc serves only after merging every
                                * small free chunk (malloc_consolidate),
                                * some 1,000 instructions a lens */
  GStringChunk *chunk;         /* the readers' parts, freed at once */
  UsLensReading readings[US_LENS_READER_COUNT];
  /* keys, schemes and people_hosts live in the chunk (or are static),
   * one shared by the readers that agree: not freed one by one. */
  const char *keys[US_LENS_READER_COUNT];     /* where each reader goes: its host,
                                         * canonical ("" for none); NULL
                                         * when it reads no scheme or
                                         * refuses the link (RFC 3986,
                                         * which reads on past an error,
                                         * has one beside its error) */
  gboolean canonical[US_LENS_READER_COUNT]; /* the key is the browser's
                                         * host parser's reading */
  const char *schemes[US_LENS_READER_COUNT];  /* the scheme, lower case */
  const char *people_hosts[US_LENS_READER_COUNT]; /* us_lens_host_for_people()'s
                                         * answer, once asked (NULL before) */
  const char *people_display_host;            /* the display host as a sentence
                                         * names it, quoted once */
  guint8 host_hidden[US_LENS_READER_COUNT]; /* host_shows_hidden(): 0 not
                                         * asked yet, 1 no, 2 yes */
  gboolean disagree;
  char *headline;
  char *disagreement;          /* the headline as a finding's message */
  char *hosts;                 /* who reads which host, for a finding's
                                * message (us_lens_say_hosts()) */
  gboolean hosts_said;         /* hosts worked out (on a finding's asking) */
  gboolean differs[US_LENS_READER_COUNT][US_LENS_FIELD_COUNT];

  /* The browser's host. */
  char *ascii_host;            /* serialized; NULL for none */
  gboolean special;            /* a special scheme (URL Standard §4.2) */
  gboolean host_is_domain;     /* a domain, not an IP address or opaque */
  gboolean has_host_span;
  gsize host_start;
  gsize host_end;
  char *display_host;
  GArray *xn_labels;           /* UsLensLabel: the punycode labels */
  GArray *host_labels;         /* UsLensSpan: every label of ascii_host */
  GArray *input_labels;        /* UsLensSpan: the same labels in the input,
                                * or NULL when they cannot be matched */
  char *lookalike_of;          /* the well-known domain the host looks like */
  char *registrable_domain;    /* in the display host's form */
  char *ascii_registrable_domain; /* as the Public Suffix List gives it for ascii_host (one lookup a link) */
  gboolean has_rd_span;
  gsize rd_start;
  gsize rd_end;

  GArray *findings;            /* UsLensFinding */
  GPtrArray *strings;          /* what the findings and readings point to */
  guint per_code[US_LENS_CODE_COUNT];
};

const char *us_lens_keep             (UsLens         *self,
                                      char           *text);
/* Copies into the lens's chunk (freed with the lens, no allocation of
 * its own): @text as it is, or in ASCII lower case. */
char       *us_lens_chunk_copy       (UsLens         *self,
                                      const char     *text,
                                      gsize           len);
char       *us_lens_chunk_strdown    (UsLens         *self,
                                      const char     *text,
                                      gsize           len);
gboolean    us_lens_code_full        (const UsLens   *self,
                                      UsLensCode      code);
void        us_lens_add_finding      (UsLens         *self,
                                      UsLensCode      code,
                                      UsSeverity      severity,
                                      gsize           start,
                                      gsize           end,
                                      char           *message,
                                      const char     *source,
                                      char           *detail);
void        us_lens_add_finding_value (UsLens        *self,
                                       UsLensCode     code,
                                       UsSeverity     severity,
                                       gsize          start,
                                       gsize          end,
                                       char          *message,
                                       const char    *source,
                                       char          *detail,
                                       const char    *value,
                                       gsize          value_len);
void        us_lens_find             (UsLens         *self);
/* us-lens-tricks.c: the findings of issue 21's table */
void        us_lens_find_tricks      (UsLens         *self);
const char *us_lens_say_hosts        (const UsLens   *self);
char       *us_lens_canonical_host   (const char     *host,
                                      gsize           len,
                                      const char     *scheme,
                                      gboolean       *canonical);
char       *us_lens_display_host_for (const char     *ascii_host,
                                      gboolean       *unsafe);
GArray     *us_lens_split_input_labels (const char   *in,
                                        gsize         start,
                                        gsize         end);
/* us-lens-names.c: the reader as the subject of a sentence */
const char *us_lens_reader_subject   (UsLensReader    reader);
/* us-lens-destinations.c */
gboolean    us_lens_key_is_host      (const char     *key);
char       *us_lens_host_for_people  (UsLens         *self,
                                      guint           r);
const char *us_lens_host_for_people_shown (UsLens    *self,
                                           guint      r);
void        us_lens_compute_destinations (UsLens     *self);
char       *us_lens_compute_say_hosts (UsLens        *self);
/* us-lens-display.c */
void        us_lens_compute_host     (UsLens         *self);
/* us-lens-differs.c */
void        us_lens_compute_differs  (UsLens         *self);

G_END_DECLS
