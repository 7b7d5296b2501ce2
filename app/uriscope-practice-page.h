/* uriscope-practice-page.h — the practice mode: exercises on the RFCs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "uriscope-exercises.h"

G_BEGIN_DECLS

#define URISCOPE_TYPE_PRACTICE_PAGE (uriscope_practice_page_get_type ())

G_DECLARE_FINAL_TYPE (UriscopePracticePage, uriscope_practice_page, URISCOPE, PRACTICE_PAGE, AdwBin)

GtkWidget     *uriscope_practice_page_new          (GSettings            *settings);
void           uriscope_practice_page_set_exercise (UriscopePracticePage *self,
                                                    guint                 index);
guint          uriscope_practice_page_get_exercise (UriscopePracticePage *self);
void           uriscope_practice_page_next         (UriscopePracticePage *self);
void           uriscope_practice_page_set_level    (UriscopePracticePage *self,
                                                    UriscopeLevel         level);
UriscopeLevel  uriscope_practice_page_get_level    (UriscopePracticePage *self);
gboolean       uriscope_practice_page_answer       (UriscopePracticePage *self,
                                                    const char           *text);
const char    *uriscope_practice_page_get_divergent_step (UriscopePracticePage *self,
                                                          guint                *step,
                                                          guint                *row);
const char    *uriscope_practice_page_get_feedback (UriscopePracticePage *self);
void           uriscope_practice_page_get_score    (UriscopePracticePage *self,
                                                    UriscopeLevel         level,
                                                    guint                *answered,
                                                    guint                *right);
void           uriscope_practice_page_reset_score  (UriscopePracticePage *self);
gboolean       uriscope_practice_page_get_steps_shown (UriscopePracticePage *self);

/* uriscope-practice-scores.c */
void           uriscope_practice_scores_load     (GSettings     *settings,
                                                  UriscopeLevel *level,
                                                  guint          scores[URISCOPE_N_LEVELS][2]);
void           uriscope_practice_scores_save     (GSettings     *settings,
                                                  guint          scores[URISCOPE_N_LEVELS][2]);
char          *uriscope_practice_scores_describe (const guint    score[2]);

/* uriscope-practice-steps.c */
void           uriscope_practice_steps_fill_resolution (GtkListBox               *steps,
                                                        const UsResolution       *resolution,
                                                        const UriscopeDivergence *divergence);
void           uriscope_practice_steps_fill_tree       (GtkListBox               *steps,
                                                        const UriscopeExercise   *exercise);

G_END_DECLS
