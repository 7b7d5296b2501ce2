/* us-iri.h — IRIs to URIs and back (RFC 3987 §3.1, §3.2), step by step
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
 * UsIriStep:
 * @US_IRI_STEP_UCS: §3.1 step 1a: the IRI as UCS characters (UTF-8)
 * @US_IRI_STEP_NFC: §3.1 step 1b: NFC, only for an IRI from a non-digital
 *   source; shown, not applied
 * @US_IRI_STEP_ENCODE: §3.1 step 2: every ucschar and iprivate
 *   percent-encoded as its UTF-8 octets
 * @US_IRI_STEP_TO_ASCII: §3.1, for ireg-name: the host name by IDNA
 *   ToASCII (another answer, for schemes whose host is a domain name)
 * @US_URI_STEP_DECODE: §3.2 step 2: percent-encodings decoded, but those of
 *   "%", reserved characters and characters not allowed in URIs
 * @US_URI_STEP_UTF8: §3.2 step 3: octets that are not UTF-8 re-encoded
 * @US_URI_STEP_INAPPROPRIATE: §3.2 step 4: characters an IRI should not
 *   hold (not ucschar, iprivate outside the query, bidi formatting
 *   characters) re-encoded
 * @US_URI_STEP_TO_UNICODE: IDNA ToUnicode of the host name (another
 *   answer)
 */
typedef enum {
  US_IRI_STEP_UCS,
  US_IRI_STEP_NFC,
  US_IRI_STEP_ENCODE,
  US_IRI_STEP_TO_ASCII,
  US_URI_STEP_DECODE,
  US_URI_STEP_UTF8,
  US_URI_STEP_INAPPROPRIATE,
  US_URI_STEP_TO_UNICODE,
} UsIriStep;

typedef struct _UsIriMapping UsIriMapping;

US_PUBLIC
UsIriMapping *us_iri_to_uri                (const char         *text,
                                            gsize               len);
US_PUBLIC
UsIriMapping *us_iri_to_uri_result         (const UsResult     *result);
US_PUBLIC
UsIriMapping *us_uri_to_iri                (const char         *text,
                                            gsize               len);
US_PUBLIC
UsIriMapping *us_iri_mapping_ref           (UsIriMapping       *self);
US_PUBLIC
void          us_iri_mapping_unref         (UsIriMapping       *self);

US_PUBLIC
gboolean      us_iri_mapping_is_to_uri     (const UsIriMapping *self);
US_PUBLIC
const char   *us_iri_mapping_get_result    (const UsIriMapping *self,
                                            gsize              *len);
US_PUBLIC
const char   *us_iri_mapping_get_alternative (const UsIriMapping *self);
US_PUBLIC
guint         us_iri_mapping_get_n_steps   (const UsIriMapping *self);
US_PUBLIC
UsIriStep     us_iri_mapping_get_step      (const UsIriMapping *self,
                                            guint               index,
                                            const char        **text,
                                            gsize              *text_len);
US_PUBLIC
guint         us_iri_mapping_get_n_changes (const UsIriMapping *self,
                                            guint               index);
US_PUBLIC
void          us_iri_mapping_get_change    (const UsIriMapping *self,
                                            guint               index,
                                            guint               change,
                                            const char        **from,
                                            const char        **to);
US_PUBLIC
void          us_iri_mapping_get_change_raw (const UsIriMapping *self,
                                             guint               index,
                                             guint               change,
                                             const char        **from,
                                             gsize              *from_len,
                                             const char        **to,
                                             gsize              *to_len);
US_PUBLIC
gboolean      us_iri_mapping_changes_anything (const UsIriMapping *self);

US_PUBLIC
const char   *us_iri_step_id               (UsIriStep           step);
US_PUBLIC
const char   *us_iri_step_describe         (UsIriStep           step);
US_PUBLIC
char         *us_iri_mapping_format        (const UsIriMapping *self,
                                            const char         *id_open,
                                            const char         *id_close);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UsIriMapping, us_iri_mapping_unref)

G_END_DECLS
