/* uriscope-history.h — the references inspected recently
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

void  uriscope_history_add       (GSettings         *settings,
                                  const char        *text);
void  uriscope_history_replace   (GSettings         *settings,
                                  const char        *old,
                                  const char        *text);
void  uriscope_history_add_all   (GSettings         *settings,
                                  const char *const *texts);
void  uriscope_history_remove    (GSettings         *settings,
                                  const char        *text);
void  uriscope_history_restore   (GSettings         *settings,
                                  const char *const *texts);
void  uriscope_history_clear     (GSettings         *settings);
guint uriscope_history_count     (GSettings         *settings);

G_END_DECLS
