/* us-normalize.h — RFC 3986 §6.2.2 and §6.2.3 normalization, rung by rung
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
 * UsRung:
 * @US_RUNG_CASE: §6.2.2.1: scheme and host in lower case, percent-encoding
 *   hex digits in upper case
 * @US_RUNG_PERCENT: §6.2.2.2: percent-encoded unreserved characters decoded
 *   (and nothing else: "%2F" never becomes "/")
 * @US_RUNG_PATH: §6.2.2.3: remove_dot_segments on the path
 * @US_RUNG_SCHEME: §6.2.3: default and empty ports removed, an empty path
 *   after an authority made "/" (http, https, ws, wss, ftp); "localhost"
 *   dropped from file URIs (RFC 8089 §3)
 *
 * The rungs of the ladder, in the order they apply; each works on the
 * result of the one before.
 */
typedef enum {
  US_RUNG_CASE,
  US_RUNG_PERCENT,
  US_RUNG_PATH,
  US_RUNG_SCHEME,
} UsRung;

#define US_RUNG_COUNT 4

typedef enum {
  US_CHANGE_SCHEME_CASE,
  US_CHANGE_HOST_CASE,
  US_CHANGE_HEX_CASE,
  US_CHANGE_DECODED,
  US_CHANGE_DECODED_DOT,
  US_CHANGE_DOT_SEGMENTS,
  US_CHANGE_DEFAULT_PORT,
  US_CHANGE_EMPTY_PORT,
  US_CHANGE_EMPTY_PATH,
  US_CHANGE_FILE_LOCALHOST,
  US_CHANGE_RELATIVE_DOTS_KEPT,
  US_CHANGE_PATH_NOT_AUTHORITY,   /* "/." kept before a path that begins with "//" */
  US_CHANGE_PATH_NOT_SCHEME,      /* "./" before a first segment with ":" */
  US_CHANGE_PORT_CASE,            /* an invalid port in lower case */
} UsChangeKind;

/**
 * UsChange:
 * @kind: what changed
 * @from: the text before (for ports, the port), @from_len bytes
 * @to: the text after (for ports, the scheme), @to_len bytes
 */
typedef struct {
  UsChangeKind kind;
  char *from;
  gsize from_len;
  char *to;
  gsize to_len;
} UsChange;

typedef struct _UsNormalization UsNormalization;

US_PUBLIC
UsNormalization *us_normalize                   (const char            *text,
                                                 gsize                  len,
                                                 GError               **error);
US_PUBLIC
UsNormalization *us_normalize_result            (UsResult              *result);
US_PUBLIC
UsNormalization *us_normalization_ref           (UsNormalization       *self);
US_PUBLIC
void             us_normalization_unref         (UsNormalization       *self);

US_PUBLIC
const char      *us_normalization_get_input     (const UsNormalization *self,
                                                 gsize                 *len);
US_PUBLIC
const char      *us_normalization_get_result    (const UsNormalization *self,
                                                 UsRung                 rung,
                                                 gsize                 *len);
US_PUBLIC
const char      *us_normalization_get_normalized (const UsNormalization *self,
                                                 gsize                 *len);
US_PUBLIC
guint            us_normalization_get_n_changes (const UsNormalization *self,
                                                 UsRung                 rung);
US_PUBLIC
const UsChange  *us_normalization_get_change    (const UsNormalization *self,
                                                 UsRung                 rung,
                                                 guint                  index);
US_PUBLIC
gboolean         us_normalization_is_from_invalid_input (const UsNormalization *self);

US_PUBLIC
const char      *us_rung_name                   (UsRung                 rung);
US_PUBLIC
const char      *us_rung_section                (UsRung                 rung);
US_PUBLIC
const char      *us_rung_describe               (UsRung                 rung);
US_PUBLIC
char            *us_change_format               (const UsChange        *change);

US_PUBLIC
gboolean         us_equivalent                  (const UsNormalization *a,
                                                 const UsNormalization *b,
                                                 int                   *rung);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UsNormalization, us_normalization_unref)

G_END_DECLS
