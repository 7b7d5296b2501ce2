/* us-char-mark.h — the characters a view must show as a mark, and their names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(URISCOPE_INSIDE) && !defined(URISCOPE_COMPILATION)
#error "Only <uriscope.h> can be included directly."
#endif

#include <glib.h>
#include "us-version.h"

G_BEGIN_DECLS

US_PUBLIC
gboolean    us_char_is_marked         (gunichar c);
US_PUBLIC
gboolean    us_char_is_bidi_control   (gunichar c);
US_PUBLIC
const char *us_char_mark_name         (gunichar c);
US_PUBLIC
char       *us_char_mark_label        (gunichar c);
US_PUBLIC
char       *us_char_lookalike_script  (gunichar c);
US_PUBLIC
gunichar    us_char_lookalike_latin   (gunichar c);

G_END_DECLS
