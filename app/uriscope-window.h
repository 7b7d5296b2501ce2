/* uriscope-window.h — the inspector window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <uriscope.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_WINDOW (uriscope_window_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeWindow, uriscope_window, URISCOPE, WINDOW, AdwApplicationWindow)

GtkWidget          *uriscope_window_new             (GtkApplication *application);
void                uriscope_window_set_text        (UriscopeWindow *self,
                                                     const char     *text);
void                uriscope_window_set_bytes       (UriscopeWindow *self,
                                                     const char     *bytes,
                                                     gsize           len);
const char         *uriscope_window_get_text        (UriscopeWindow *self,
                                                     gsize          *len);
void                uriscope_window_set_base        (UriscopeWindow *self,
                                                     const char     *base);
void                uriscope_window_set_compat      (UriscopeWindow *self,
                                                     gboolean        compat);
void                uriscope_window_show_page       (UriscopeWindow *self,
                                                     const char     *name);

/* What the window shows, for tests. */
UsResult           *uriscope_window_get_result      (UriscopeWindow *self);
UsResolution       *uriscope_window_get_resolution  (UriscopeWindow *self);
GtkTextBuffer      *uriscope_window_get_buffer      (UriscopeWindow *self);
GtkSingleSelection *uriscope_window_get_selection   (UriscopeWindow *self);
GtkListBox         *uriscope_window_get_diagnostics (UriscopeWindow *self);
const char         *uriscope_window_get_target_text (UriscopeWindow *self);
AdwWindowTitle     *uriscope_window_get_title       (UriscopeWindow *self);
const char         *uriscope_window_get_page_title  (UriscopeWindow *self,
                                                     const char     *name);
const char         *uriscope_window_get_page        (UriscopeWindow *self);
const char         *uriscope_window_get_notice      (UriscopeWindow *self);
const char         *uriscope_window_get_base        (UriscopeWindow *self);
gboolean            uriscope_window_get_compat      (UriscopeWindow *self);
GtkEntry           *uriscope_window_get_base_entry  (UriscopeWindow *self);
GtkWidget          *uriscope_window_get_spec_badges (UriscopeWindow *self);
GtkWidget          *uriscope_window_get_browser_line (UriscopeWindow *self);
GtkWidget          *uriscope_window_get_link_page   (UriscopeWindow *self);
UsSpec              uriscope_window_get_spec        (UriscopeWindow *self);
const char         *uriscope_window_get_ladder_text (UriscopeWindow *self);
const char         *uriscope_window_get_details_text (UriscopeWindow *self);

G_END_DECLS
