/* uriscope-reveal-button.c — the "Reveal answer" control of the stepper and the ladder
 *
 * The control says which way it is: "Reveal answer" while the answer
 * waits for the last step, "Answer revealed" when it is pressed. At the
 * last step the answer is on the screen whatever the control says: there
 * it reads "Answer shown" and cannot be pressed (a tester at step 14 of
 * 14, the answer in front of the class, read "Reveal answer"). Its name
 * for a screen reader stays the same (setting the label changes it): the
 * state is the toggle's, pressed or not.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-reveal-button.h"

/**
 * uriscope_reveal_button_show:
 * @button: the control
 * @at_last: whether the last step is the current one
 * @name: its name for assistive technologies
 *
 * Sets the control's words and whether it can be pressed.
 */
void
uriscope_reveal_button_show (GtkToggleButton *button,
                             gboolean         at_last,
                             const char      *name)
{
  gboolean active = gtk_toggle_button_get_active (button);
  const char *label = active ? _("Answer revealed") : at_last ? _("Answer shown") : _("Reveal answer");

  if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), label) != 0)
    {
      gtk_button_set_label (GTK_BUTTON (button), label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (button), active || !at_last);
}
