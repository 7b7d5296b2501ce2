/* uriscope-resolution-steps-private.h — the step-through view's insides,
 * for its queries (uriscope-resolution-steps-query.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-resolution-steps.h"
#include "uriscope-rfc-pane.h"

G_BEGIN_DECLS

struct _UriscopeResolutionSteps {
  GtkBox parent_instance;

  GtkButton *previous;
  GtkButton *next;
  GtkLabel *position;
  GtkLabel *title;
  GtkToggleButton *show_all;
  GtkListView *list;
  UriscopeBufferTable *table;
  GtkLabel *issues;
  GtkLabel *window;
  UriscopeRfcPane *rfc_pane;
  GtkPaned *steps_paned;

  UsResolution *res;
  gboolean whatwg;
  GArray *rows;              /* guint: the step (state step) of each list row, URISCOPE_STEP_MORE_ROW for "…" */
  GArray *positions;         /* of UriscopeStepPosition */
  guint current;
  GtkStringList *items;
  GtkSliceListModel *slice;
  GtkSingleSelection *selection;
  gboolean updating;
  guint first;               /* the first row in the model */
  guint dots_row;            /* the 5.2.4 row with sub-steps, G_MAXUINT for none */
  char *input_issues;        /* the issues of the base and the reference, a line each */
  char *all_issues;          /* and those of the answer, shown with it */
  guint fit_table_source;    /* fit_table_cb() to come */
};

/* For the tests: what they look at, not used by the product. */
GtkWidget   *uriscope_resolution_steps_new            (void);
void         uriscope_resolution_steps_set_current    (UriscopeResolutionSteps *self,
                                                       guint                    index);
void         uriscope_resolution_steps_set_show_all   (UriscopeResolutionSteps *self,
                                                       gboolean                 show_all);
/* for tests */
const char  *uriscope_resolution_steps_get_current_id (UriscopeResolutionSteps *self);
char        *uriscope_resolution_steps_dup_highlighted (UriscopeResolutionSteps *self);
guint        uriscope_resolution_steps_get_n_visible_rows (UriscopeResolutionSteps *self);
guint        uriscope_resolution_steps_get_row_changed (UriscopeResolutionSteps *self,
                                                        guint                    row);
int          uriscope_resolution_steps_get_current_buffer_row (UriscopeResolutionSteps *self);
const char  *uriscope_resolution_steps_get_row_path   (UriscopeResolutionSteps *self,
                                                       guint                    row);
UriscopeBufferTable *uriscope_resolution_steps_get_buffer_table (UriscopeResolutionSteps *self);
gboolean     uriscope_resolution_steps_current_in_view (UriscopeResolutionSteps *self);

G_END_DECLS
