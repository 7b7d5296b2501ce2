/* uriscope-rfc-text.h — sections of the RFC texts built into the application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *uriscope_rfc_text_section (const char *document,
                                 const char *section);

G_END_DECLS
