/* uriscope-reveal-button.h — the "Reveal answer" control of the stepper and the ladder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void uriscope_reveal_button_show (GtkToggleButton *button,
                                  gboolean         at_last,
                                  const char      *name);

G_END_DECLS
