/* uriscope-normalization-ladder.h — normalization rung by rung
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_NORMALIZATION_LADDER (uriscope_normalization_ladder_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeNormalizationLadder, uriscope_normalization_ladder, URISCOPE, NORMALIZATION_LADDER,
                      GtkBox)

void        uriscope_normalization_ladder_set_normalization (UriscopeNormalizationLadder *self,
                                                             UsNormalization             *normalization);
guint       uriscope_normalization_ladder_get_n_steps       (UriscopeNormalizationLadder *self);
void        uriscope_normalization_ladder_set_current       (UriscopeNormalizationLadder *self,
                                                             guint                        index);
gboolean    uriscope_normalization_ladder_get_show_all      (UriscopeNormalizationLadder *self);

void uriscope_normalization_ladder_bind_reveal (UriscopeNormalizationLadder *self,
                                               GSettings *settings);

G_END_DECLS
