/* us-idna-private.h — UTS #46 processing of a domain name through ICU
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <unicode/uidna.h>

G_BEGIN_DECLS

const UIDNA *us_idna_get             (gboolean     strict);

/* ToASCII (or ToUnicode when @to_unicode) of @len bytes of UTF-8 at
 * @name, as ICU gives it for the whole name, in linear time: the result
 * (*@out_len bytes and a NUL) and, in *@errors, the UIDNA_ERROR_* bits
 * recorded; NULL when ICU could not run at all. */
char        *us_idna_process         (const UIDNA *idna,
                                      gboolean     to_unicode,
                                      const char  *name,
                                      gsize        len,
                                      uint32_t    *errors,
                                      gsize       *out_len);

/* The same, with the name given to ICU whole up to @whole_max bytes and
 * in chunks of @chunk_labels labels above (for the tests). */
char        *us_idna_process_chunked (const UIDNA *idna,
                                      gboolean     to_unicode,
                                      const char  *name,
                                      gsize        len,
                                      gsize        whole_max,
                                      guint        chunk_labels,
                                      uint32_t    *errors,
                                      gsize       *out_len);

/* us-idna-new.c: the characters ICU's UTS #46 disallows and whatwg-url's
 * (tr46) does not, mostly those assigned after ICU's Unicode version. */
gboolean     us_idna_new_has         (gunichar     c);

/* UTS #46 processing of @len bytes of UTF-8 at @name as tr46 does it
 * (CheckBidi, CheckJoiners, nontransitional; UseSTD3ASCIIRules when
 * @use_std3; CheckHyphens and VerifyDnsLength when @strict): ToASCII, or
 * ToUnicode
 * when @to_unicode. Returns the result (*@out_len bytes and a NUL), or
 * NULL when tr46 records an error. For a name holding a character of
 * us_idna_new_has(), in Unicode or in a Punycode label. */
char        *us_idna_new_process     (const char  *name,
                                      gsize        len,
                                      gboolean     to_unicode,
                                      gboolean     use_std3,
                                      gboolean     strict,
                                      gsize       *out_len);

G_END_DECLS
