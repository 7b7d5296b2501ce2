/* uriscope-link-page-private.h — what the tests look at in uriscope-link-page
 *
 * The accessors here serve the tests only: they reach the widget's parts
 * and state to check what it shows. The product's code does not call them
 * and does not include this header; a test includes it beside the public
 * one (as gnome-text-editor keeps its seams in *-private.h headers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "uriscope-link-page.h"

G_BEGIN_DECLS

guint       uriscope_link_page_get_n_back   (UriscopeLinkPage *self);
/* What the page shows, for tests. */
const char *uriscope_link_page_get_headline (UriscopeLinkPage *self);
const char *uriscope_link_page_get_against_base (UriscopeLinkPage *self);
GtkLabel   *uriscope_link_page_get_cell     (UriscopeLinkPage *self,
                                             UsLensReader      reader,
                                             UsLensField       field);
GtkLabel   *uriscope_link_page_get_refusal  (UriscopeLinkPage *self,
                                             UsLensReader      reader);
const char *uriscope_link_page_get_display_host (UriscopeLinkPage *self);
GtkListBox *uriscope_link_page_get_findings (UriscopeLinkPage *self);
UriscopeLensReaders *uriscope_link_page_get_readers (UriscopeLinkPage *self);

G_END_DECLS
