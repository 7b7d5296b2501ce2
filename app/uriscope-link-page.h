/* uriscope-link-page.h — where does this link really go? The link lens
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

#include "uriscope-lens-readers.h"

G_BEGIN_DECLS

#define URISCOPE_TYPE_LINK_PAGE (uriscope_link_page_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeLinkPage, uriscope_link_page, URISCOPE, LINK_PAGE, GtkBox)

void        uriscope_link_page_show         (UriscopeLinkPage *self,
                                             UsAnalysis       *analysis);
UsLens     *uriscope_link_page_get_lens     (UriscopeLinkPage *self);
gboolean    uriscope_link_page_go_back      (UriscopeLinkPage *self);

G_END_DECLS
