/* uriscope-lens-readers.h — what each reader makes of a link, as a table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <uriscope.h>

G_BEGIN_DECLS

#define URISCOPE_TYPE_LENS_READERS (uriscope_lens_readers_get_type ())

G_DECLARE_FINAL_TYPE (UriscopeLensReaders, uriscope_lens_readers, URISCOPE, LENS_READERS, GtkBox)

void      uriscope_lens_readers_show        (UriscopeLensReaders *self,
                                             UsLens              *lens);
GtkLabel *uriscope_lens_readers_get_cell    (UriscopeLensReaders *self,
                                             UsLensReader         reader,
                                             UsLensField          field);
GtkLabel *uriscope_lens_readers_get_refusal (UriscopeLensReaders *self,
                                             UsLensReader         reader);

G_END_DECLS
