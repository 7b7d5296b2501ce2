/* uriscope-application.h — the application: one window, one instance
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "uriscope-zoom.h"

G_BEGIN_DECLS

#define URISCOPE_TYPE_APPLICATION (uriscope_application_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeApplication, uriscope_application, URISCOPE, APPLICATION, AdwApplication)

UriscopeApplication *uriscope_application_new      (void);
GSettings           *uriscope_application_settings (void);

G_END_DECLS
