/* uriscope-step-row.h — one step of a resolution as a row
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_STEP_ROW (uriscope_step_row_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeStepRow, uriscope_step_row, URISCOPE, STEP_ROW, GtkBox)

GtkWidget  *uriscope_step_row_new             (void);
void        uriscope_step_row_show_step       (UriscopeStepRow   *self,
                                               const UsStep      *step,
                                               const UsStep      *before,
                                               gboolean           with_params);
void        uriscope_step_row_show_state_step (UriscopeStepRow   *self,
                                               const UsStateStep *step,
                                               const UsStateStep *before,
                                               const char        *input,
                                               gsize              input_len,
                                               const UsResult    *result);
void        uriscope_step_row_show_more       (UriscopeStepRow   *self,
                                               guint              omitted);
void        uriscope_step_row_show_path_so_far (UriscopeStepRow  *self,
                                                const char       *output,
                                                gsize             output_len,
                                                gboolean          output_cut,
                                                const char       *input,
                                                gsize             input_len,
                                                gboolean          input_cut);
const char *uriscope_step_row_get_path_text   (UriscopeStepRow   *self);
void        uriscope_step_row_set_pending     (UriscopeStepRow   *self,
                                               gboolean           pending);

void        uriscope_steps_style_ensure       (GtkWidget         *widget);

guint       uriscope_step_changed_parts       (const UsStep      *step,
                                               const UsStep      *before);
guint       uriscope_state_step_changed_fields (const UsStateStep *step,
                                                const UsStateStep *before);

G_END_DECLS
