/* window-common.h — helpers shared by the GUI tests (under Xvfb)
 *
 * Waiting for the main loop, a painted frame or a quiet window; PNG
 * screenshots in the build directory; a window around a widget; finding
 * a widget in a tree; the block under the field unfolded; real keys through xdotool; the ranges a text tag
 * covers; a window shown, typed into and its field's text replaced; the
 * reference waited for; a buffer's text; the error ranges the core gives;
 * a list's rows; the first Fix button; the history's first entries.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "uriscope-window.h"

G_BEGIN_DECLS

void       wait_idle       (void);
void       wait_frame      (GtkWidget  *widget);
void       settle          (GtkWidget  *widget);
void       wait_until      (gboolean  (*done) (gpointer),
                            gpointer    data);
GdkTexture *render_widget  (GtkWidget  *widget);
guint      paragraphs_not_drawn (GtkTextView *view,
                                 GtkTextTag  *tag);
void       save_screenshot (GtkWidget  *widget,
                            const char *name);
GtkWindow *window_with     (GtkWidget  *child,
                            int         width,
                            int         height);
void       destroy_window  (GtkWindow  *window);
gboolean   window_test_init (int        *argc,
                             char     ***argv);
GtkWidget *find_widget     (GtkWidget  *widget,
                            gboolean  (*match) (GtkWidget *, gconstpointer),
                            gconstpointer data);
gboolean   label_contains  (GtkWidget    *widget,
                            gconstpointer text);
char      *clipboard_text  (GtkWidget  *widget);
gboolean   has_action      (GtkWidget     *widget,
                            gconstpointer  action);
void       unfold_top      (GtkWidget    *window);
void       report_wide     (GtkWidget  *widget,
                            int         limit,
                            int         depth);
gboolean   press_keys      (GtkWindow  *window,
                            const char *keys);
gboolean   click_widget    (GtkWindow  *window,
                            GtkWidget  *widget);
char      *tagged_ranges   (GtkTextBuffer *buffer,
                            const char    *tag_name);
UriscopeWindow *window_new_shown (void);
void       window_type_text (UriscopeWindow *window,
                             const char     *text);
void       window_replace_text (UriscopeWindow *window,
                                const char     *text);
void       wait_reference  (UriscopeWindow *window,
                            const char     *text);
char      *buffer_text     (GtkTextBuffer *buffer);
char      *expected_ranges (UsResult   *result,
                            UsSeverity  severity,
                            gsize       limit);
guint      count_rows      (GtkListBox *box);
GtkButton *first_fix_button (GtkWidget *widget);
gboolean   history_starts_with (gpointer data);

G_END_DECLS
