/* uriscope-problems-list.h — the reference's problems, with their fixes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_PROBLEMS_LIST (uriscope_problems_list_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeProblemsList, uriscope_problems_list, URISCOPE, PROBLEMS_LIST, GtkBox)

void        uriscope_problems_list_show         (UriscopeProblemsList *self,
                                                 UsResult             *result,
                                                 const gboolean       *offered);

GtkWidget  *uriscope_problems_list_get_fix_all  (UriscopeProblemsList *self);

G_END_DECLS
