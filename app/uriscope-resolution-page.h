/* uriscope-resolution-page.h — the reference resolved against a base
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

#include "uriscope-resolution-steps.h"

G_BEGIN_DECLS

#define URISCOPE_TYPE_RESOLUTION_PAGE (uriscope_resolution_page_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeResolutionPage, uriscope_resolution_page, URISCOPE, RESOLUTION_PAGE, GtkBox)

void          uriscope_resolution_page_set_settings    (UriscopeResolutionPage *self,
                                                        GSettings              *settings);
void          uriscope_resolution_page_set_spec        (UriscopeResolutionPage *self,
                                                        UsSpec                  spec);
void          uriscope_resolution_page_update          (UriscopeResolutionPage *self,
                                                        UsAnalysis             *analysis);
gboolean      uriscope_resolution_page_has_target      (UriscopeResolutionPage *self);
UsResolution *uriscope_resolution_page_get_resolution  (UriscopeResolutionPage *self);
void          uriscope_resolution_page_set_base        (UriscopeResolutionPage *self,
                                                        const char             *base);
const char   *uriscope_resolution_page_get_base        (UriscopeResolutionPage *self);
void          uriscope_resolution_page_set_compat      (UriscopeResolutionPage *self,
                                                        gboolean                compat);
gboolean      uriscope_resolution_page_get_compat      (UriscopeResolutionPage *self);
void          uriscope_resolution_page_focus_base      (UriscopeResolutionPage *self);
UriscopeResolutionSteps *uriscope_resolution_page_get_steps (UriscopeResolutionPage *self);

const char   *uriscope_resolution_page_get_message     (UriscopeResolutionPage *self);

G_END_DECLS
