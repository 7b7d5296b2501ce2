/* uriscope-normalization-page.h — the normalized reference and its ladder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

#include "uriscope-normalization-ladder.h"

G_BEGIN_DECLS

#define URISCOPE_TYPE_NORMALIZATION_PAGE (uriscope_normalization_page_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeNormalizationPage, uriscope_normalization_page, URISCOPE, NORMALIZATION_PAGE, GtkBox)

void             uriscope_normalization_page_update (UriscopeNormalizationPage *self,
                                                     UsSpec                     spec,
                                                     UsAnalysis                *analysis);
UsNormalization *uriscope_normalization_page_get_normalization (UriscopeNormalizationPage *self);
UriscopeNormalizationLadder *uriscope_normalization_page_get_ladder (UriscopeNormalizationPage *self);

G_END_DECLS
