/* us-quote.h — input text in its display form, for every text output
 *
 * The one escaping of the core (us-quote.c): what the window's labels, the
 * messages and the command line's text show of any input. us_quote() gives
 * a whole text, us_quote_append_char() one character at a time with the
 * columns it takes (for caret lines), us_unichar_is_escaped() whether a
 * character is shown as "<U+XXXX>".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(URISCOPE_INSIDE) && !defined(URISCOPE_COMPILATION)
# error "Only <uriscope.h> can be included directly."
#endif

#include <glib.h>
#include "us-version.h"

G_BEGIN_DECLS

US_PUBLIC
char     *us_quote              (const char *text,
                                 gsize       len,
                                 gsize       max_chars);
US_PUBLIC
gsize     us_quote_append_char  (GString    *out,
                                 const char *text,
                                 gsize       len,
                                 gsize       i,
                                 guint      *width);
US_PUBLIC
gboolean  us_unichar_is_escaped (gunichar    u);

G_END_DECLS
