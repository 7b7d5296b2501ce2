/* uriscope-main.c — the window's entry point
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "uriscope-application.h"
#include "uriscope-log.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(UriscopeApplication) app = NULL;
  const char *localedir = g_getenv ("URISCOPE_LOCALEDIR");

  g_log_set_writer_func (uriscope_log_writer, NULL, NULL);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = uriscope_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
