/* uriscope-window.h — the inspector window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <uriscope.h>

#include "uriscope-breakdown-page.h"
#include "uriscope-browser-line.h"
#include "uriscope-link-page.h"
#include "uriscope-link-picker.h"
#include "uriscope-normalization-page.h"
#include "uriscope-problems-list.h"
#include "uriscope-reference-field.h"
#include "uriscope-resolution-page.h"
#include "uriscope-spec-badges.h"

G_BEGIN_DECLS

#define URISCOPE_TYPE_WINDOW (uriscope_window_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeWindow, uriscope_window, URISCOPE, WINDOW, AdwApplicationWindow)

GtkWidget                 *uriscope_window_new                    (GtkApplication *application);
void                       uriscope_window_set_text               (UriscopeWindow *self,
                                                                   const char     *text);
void                       uriscope_window_set_bytes              (UriscopeWindow *self,
                                                                   const char     *bytes,
                                                                   gsize           len);
void                       uriscope_window_set_spec               (UriscopeWindow *self,
                                                                   UsSpec          spec);
void                       uriscope_window_set_base               (UriscopeWindow *self,
                                                                   const char     *base);
void                       uriscope_window_show_page              (UriscopeWindow *self,
                                                                   const char     *name);

G_END_DECLS
