/* uriscope-session-passwords.h — the references whose passwords were masked, as they were, for this session
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void        uriscope_session_passwords_note   (const char *text);
const char *uriscope_session_passwords_lookup (const char *masked);
void        uriscope_session_passwords_forget (const char *masked);
void        uriscope_session_passwords_clear  (void);

G_END_DECLS
