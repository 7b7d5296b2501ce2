/* uriscope-window-private.h — the window's parts, for its own files
 *
 * uriscope-window.c wires the parts to the current parse,
 * uriscope-window-actions.c holds the win.* actions and their keys,
 * uriscope-window-history.c the recent references, the last reference
 * kept for the next start, pasting and dropping (the link picker),
 * uriscope-window-state.c the window's size kept for the next start.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-breakdown-page.h"
#include "uriscope-browser-line.h"
#include "uriscope-field-marks.h"
#include "uriscope-link-page.h"
#include "uriscope-link-picker.h"
#include "uriscope-normalization-page.h"
#include "uriscope-problems-list.h"
#include "uriscope-query-table.h"
#include "uriscope-reference-field.h"
#include "uriscope-resolution-page.h"
#include "uriscope-spec-badges.h"
#include "uriscope-status-line.h"
#include "uriscope-window.h"

G_BEGIN_DECLS

struct _UriscopeWindow {
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toasts;
  GtkWidget *header_bar;
  AdwWindowTitle *title;
  GtkDropDown *spec_dropdown;
  GtkMenuButton *history_button;
  GtkMenuButton *main_menu_button;
  GtkWidget *focus_before_menu;  /* weak */
  GtkRevealer *top_revealer;
  GtkWidget *top_details;
  GtkWidget *page_switcher;
  GtkWidget *page_tabs;
  UriscopeReferenceField *field;
  UriscopeReferenceBuffer *reference;
  GtkLabel *notice;
  UriscopeStatusLine *status;
  UriscopeSpecBadges *spec_badges;
  UriscopeBrowserLine *browser_line;
  UriscopeProblemsList *problems;
  GtkStack *pages;
  UriscopeBreakdownPage *breakdown;
  UriscopeResolutionPage *resolution;
  UriscopeNormalizationPage *normalization;
  UriscopeQueryTable *query_table;
  UriscopeLinkPage *link_page;

  GMenu *rfc_examples_menu;
  GtkWidget *rule_panel;
  GtkWidget *practice;
  GSettings *settings;
  UsSpec specs[US_SPEC_COUNT];
  guint n_specs;

  gboolean has_text;           /* a reference was shown */
  guint serial;                /* counts the updates */
  guint resolution_serial;     /* the update the Resolution page shows */
  guint normalization_serial;  /* the update the Normalization page shows */
  UsAnalysis *analysis;        /* the reference's, for every part */
  UsResult *result;            /* its reading under the spec chosen */
  gboolean syncing;            /* a new reference is put in the field */
  gboolean bytes_notice;       /* the notice names bytes shown as U+FFFD */
  gboolean password_wanted;    /* ... or asks for a password not kept */
  guint save_source;
  gboolean presentation;
  gboolean compact;            /* the window is low: the top block folded */
  gboolean compact_folded;     /* ... by the window, to unfold when tall */
  guint compact_source;        /* pending: the window's height looked at */

  guint history_source;        /* pending: keep the typed reference */
  char *recorded;              /* the reference as last kept while edited */
  gboolean unrecorded;         /* the reference changed since it was kept */
  UriscopeLinkPicker *link_picker; /* the links of the last paste, under the field */
};

UsSpec   uriscope_window_current_spec         (UriscopeWindow *self);
void     uriscope_window_copy_to_clipboard    (UriscopeWindow *self,
                                               const char     *text,
                                               gssize          len,
                                               const char     *message);
void     uriscope_window_set_presentation     (UriscopeWindow *self,
                                               gboolean        presentation);
void     uriscope_window_class_add_actions    (GtkWidgetClass *widget_class);

/* uriscope-window-teaching.c */
void     uriscope_window_init_teaching        (UriscopeWindow *self);

/* uriscope-window-history.c */
void     uriscope_window_record_reference     (UriscopeWindow *self);
void     uriscope_window_reference_edited     (UriscopeWindow *self);
void     uriscope_window_keep_reference       (UriscopeWindow *self);
void     uriscope_window_save_later           (UriscopeWindow *self);
void     uriscope_window_leave_reference      (UriscopeWindow *self);
void     uriscope_window_clear_history        (UriscopeWindow *self);
void     uriscope_window_recall               (UriscopeWindow *self,
                                               const char     *text);
void     uriscope_window_history_changed      (UriscopeWindow *self);
void     uriscope_window_paste                (UriscopeWindow *self);
void     uriscope_window_init_history         (UriscopeWindow *self);
void     uriscope_window_dispose_history      (UriscopeWindow *self);

/* uriscope-window-state.c */
void     uriscope_window_init_state           (UriscopeWindow *self);
void     uriscope_window_save_state           (UriscopeWindow *self);
void     uriscope_window_dispose_state        (UriscopeWindow *self);

/* For the tests: what they look at, not used by the product. */
void                       uriscope_window_set_compat             (UriscopeWindow *self,
                                                                   gboolean        compat);
const char                *uriscope_window_get_page               (UriscopeWindow *self);
const char                *uriscope_window_get_page_title         (UriscopeWindow *self,
                                                                   const char     *name);
UsResult                  *uriscope_window_get_result             (UriscopeWindow *self);
UsSpec                     uriscope_window_get_spec               (UriscopeWindow *self);
AdwWindowTitle            *uriscope_window_get_title              (UriscopeWindow *self);
const char                *uriscope_window_get_notice             (UriscopeWindow *self);
gboolean                   uriscope_window_is_compact             (UriscopeWindow *self);
/* The window's parts. */
UriscopeReferenceField    *uriscope_window_get_reference_field    (UriscopeWindow *self);
UriscopeProblemsList      *uriscope_window_get_problems_list      (UriscopeWindow *self);
UriscopeBreakdownPage     *uriscope_window_get_breakdown_page     (UriscopeWindow *self);
UriscopeResolutionPage    *uriscope_window_get_resolution_page    (UriscopeWindow *self);
UriscopeNormalizationPage *uriscope_window_get_normalization_page (UriscopeWindow *self);
UriscopeSpecBadges        *uriscope_window_get_spec_badges        (UriscopeWindow *self);
UriscopeBrowserLine       *uriscope_window_get_browser_line       (UriscopeWindow *self);
UriscopeLinkPage          *uriscope_window_get_link_page          (UriscopeWindow *self);
UriscopeLinkPicker        *uriscope_window_get_link_picker        (UriscopeWindow *self);

G_END_DECLS
