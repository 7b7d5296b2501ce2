/* uriscope-exercises-private.h — what the tests look at in uriscope-exercises
 *
 * The accessors here serve the tests only: they reach the widget's parts
 * and state to check what it shows. The product's code does not call them
 * and does not include this header; a test includes it beside the public
 * one (as gnome-text-editor keeps its seams in *-private.h headers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-exercises.h"

G_BEGIN_DECLS

guint                   uriscope_exercises_count   (UsSpec                  spec,
                                                    UriscopeExerciseKind    kind);
guint                   uriscope_exercises_count_level (UriscopeLevel       level);

G_END_DECLS
