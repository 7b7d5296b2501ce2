/* uriscope-normalization-ladder-private.h — what the tests look at in uriscope-normalization-ladder
 *
 * The accessors here serve the tests only: they reach the widget's parts
 * and state to check what it shows. The product's code does not call them
 * and does not include this header; a test includes it beside the public
 * one (as gnome-text-editor keeps its seams in *-private.h headers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-normalization-ladder.h"

G_BEGIN_DECLS

GtkWidget  *uriscope_normalization_ladder_new               (void);
guint       uriscope_normalization_ladder_get_current       (UriscopeNormalizationLadder *self);
void        uriscope_normalization_ladder_set_show_all      (UriscopeNormalizationLadder *self,
                                                             gboolean                     show_all);
/* for tests */
guint       uriscope_normalization_ladder_get_n_visible_rows (UriscopeNormalizationLadder *self);
const char *uriscope_normalization_ladder_get_shown_text     (UriscopeNormalizationLadder *self,
                                                              guint                        rung);
char       *uriscope_normalization_ladder_dup_marked         (UriscopeNormalizationLadder *self,
                                                              guint                        rung);
const char *uriscope_normalization_ladder_get_changes_text   (UriscopeNormalizationLadder *self,
                                                              guint                        rung);
gboolean    uriscope_normalization_ladder_current_in_view (UriscopeNormalizationLadder *self);

G_END_DECLS
