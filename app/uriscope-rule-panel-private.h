/* uriscope-rule-panel-private.h — what the tests look at in uriscope-rule-panel
 *
 * The accessors here serve the tests only: they reach the widget's parts
 * and state to check what it shows. The product's code does not call them
 * and does not include this header; a test includes it beside the public
 * one (as gnome-text-editor keeps its seams in *-private.h headers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-rule-panel.h"

G_BEGIN_DECLS

UsRule            uriscope_rule_panel_get_rule     (UriscopeRulePanel *self);
UriscopeRailroad *uriscope_rule_panel_get_railroad (UriscopeRulePanel *self);
char             *uriscope_rule_panel_dup_definition (UriscopeRulePanel *self);

G_END_DECLS
