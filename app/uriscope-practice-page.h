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
void           uriscope_practice_page_paste        (UriscopePracticePage *self);
void           uriscope_practice_page_set_exercise (UriscopePracticePage *self,
                                                    guint                 index);
void           uriscope_practice_page_next         (UriscopePracticePage *self);
void           uriscope_practice_page_set_level    (UriscopePracticePage *self,
                                                    UriscopeLevel         level);
gboolean       uriscope_practice_page_answer       (UriscopePracticePage *self,
                                                    const char           *text);
const char    *uriscope_practice_page_get_divergent_step (UriscopePracticePage *self,
                                                          guint                *step,
                                                          guint                *row);
void           uriscope_practice_page_reset_score  (UriscopePracticePage *self);

/* uriscope-practice-scores.c */
void           uriscope_practice_scores_load     (GSettings     *settings,
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
