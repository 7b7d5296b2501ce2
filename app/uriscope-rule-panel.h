/* uriscope-rule-panel.h — a grammar rule: its diagram and its RFC text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "uriscope.h"
#include "uriscope-railroad.h"

G_BEGIN_DECLS

#define URISCOPE_TYPE_RULE_PANEL (uriscope_rule_panel_get_type ())
G_DECLARE_FINAL_TYPE (UriscopeRulePanel, uriscope_rule_panel, URISCOPE, RULE_PANEL, GtkBox)

GtkWidget        *uriscope_rule_panel_new          (void);
void              uriscope_rule_panel_set_rule     (UriscopeRulePanel *self,
                                                    UsRule             rule);
gboolean          uriscope_rule_panel_go_back      (UriscopeRulePanel *self);

G_END_DECLS
