/* us-char-mark.h — the characters a view must show as a mark, and their names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(URISCOPE_INSIDE) && !defined(URISCOPE_COMPILATION)
#error "Only <uriscope.h> can be included directly."
#endif

#include <glib.h>

G_BEGIN_DECLS

gboolean    us_char_is_marked         (gunichar c);
gboolean    us_char_is_bidi_control   (gunichar c);
const char *us_char_mark_name         (gunichar c);
char       *us_char_mark_label        (gunichar c);
char       *us_char_lookalike_script  (gunichar c);
gunichar    us_char_lookalike_latin   (gunichar c);

G_END_DECLS
