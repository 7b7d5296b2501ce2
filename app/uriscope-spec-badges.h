/* uriscope-spec-badges.h — the reference under every spec, as badges
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_SPEC_BADGES (uriscope_spec_badges_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeSpecBadges, uriscope_spec_badges, URISCOPE, SPEC_BADGES, GtkBox)

void        uriscope_spec_badges_update     (UriscopeSpecBadges *self,
                                             UsAnalysis         *analysis);
void uriscope_spec_badges_set_spec    (UriscopeSpecBadges *self,
                                       UsSpec              spec);

G_END_DECLS
