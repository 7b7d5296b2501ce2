/* uriscope-history-popover.h — the recent references, each one to open or forget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_HISTORY_POPOVER (uriscope_history_popover_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeHistoryPopover, uriscope_history_popover, URISCOPE, HISTORY_POPOVER, GtkPopover)

GtkWidget  *uriscope_history_popover_new      (GSettings              *settings);

G_END_DECLS
