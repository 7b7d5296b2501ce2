/* uriscope-mask.h — references with their passwords masked, for storing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* What a masked password reads as: three bullets, which no password typed
 * is taken for and which the grammars flag or read as text. */
#define URISCOPE_MASK "\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2"

char     *uriscope_mask_password  (const char *text);
gboolean  uriscope_mask_is_masked (const char *text);
char     *uriscope_mask_blank     (const char *masked,
                                   gsize      *first);
gboolean  uriscope_mask_has_blank (const char *text);

G_END_DECLS
