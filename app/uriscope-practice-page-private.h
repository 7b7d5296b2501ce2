/* uriscope-practice-page-private.h — what the tests look at in uriscope-practice-page
 *
 * The accessors here serve the tests only: they reach the widget's parts
 * and state to check what it shows. The product's code does not call them
 * and does not include this header; a test includes it beside the public
 * one (as gnome-text-editor keeps its seams in *-private.h headers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-practice-page.h"

G_BEGIN_DECLS

guint          uriscope_practice_page_get_exercise (UriscopePracticePage *self);
UriscopeLevel  uriscope_practice_page_get_level    (UriscopePracticePage *self);
const char    *uriscope_practice_page_get_feedback (UriscopePracticePage *self);
void           uriscope_practice_page_get_score    (UriscopePracticePage *self,
                                                    UriscopeLevel         level,
                                                    guint                *answered,
                                                    guint                *right);
gboolean       uriscope_practice_page_get_steps_shown (UriscopePracticePage *self);

G_END_DECLS
