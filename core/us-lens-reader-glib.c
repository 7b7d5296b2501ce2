/* us-lens-reader-glib.c — the link as GLib's GUri reads it
 *
 * g_uri_parse() with G_URI_FLAGS_NONE: what a GNOME program that takes a
 * link does (GtkUriLauncher, g_app_info_launch_default_for_uri(), GIO's
 * network addresses all start here). With no flags GLib is not strict,
 * percent-decodes the user information, the path and the host, and writes
 * a host of Unicode in ASCII (IDNA), all without a word; its parts are
 * shown as it gives them. It reads a C string, so an input holding a NUL
 * byte is not given to it (it would see only what comes before).
 *
 * Parsing only: g_uri_parse() opens nothing and looks nothing up.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-lens-private.h"

const char *
us_lens_glib_version (void)
{
  static char *version;

  if (g_once_init_enter (&version))
    g_once_init_leave (&version, g_strdup_printf ("GLib %u.%u.%u", glib_major_version,
                                                  glib_minor_version, glib_micro_version));
  return version;
}

void
us_lens_read_glib (const char *text,
                   gsize       len,
                   UsLensRaw  *out)
{
  const char *nul = memchr (text, '\0', len);
  g_autoptr(GError) error = NULL;
  g_autoptr(GUri) uri = NULL;
  const char *s;

  if (nul != NULL)
    {
      out->error = us_lens_nul_error ("GLib", (gsize) (nul - text));
      return;
    }
  uri = g_uri_parse (text, G_URI_FLAGS_NONE, &error);
  if (uri == NULL)
    {
      out->error = g_strdup (error->message);
      return;
    }
  if ((s = g_uri_get_scheme (uri)) != NULL)
    us_lens_raw_set (out, US_LENS_FIELD_SCHEME, s, strlen (s));
  if ((s = g_uri_get_userinfo (uri)) != NULL)
    us_lens_raw_set (out, US_LENS_FIELD_USERINFO, s, strlen (s));
  if ((s = g_uri_get_host (uri)) != NULL)
    us_lens_raw_set (out, US_LENS_FIELD_HOST, s, strlen (s));
  if (g_uri_get_port (uri) >= 0)
    {
      g_autofree char *port = g_strdup_printf ("%d", g_uri_get_port (uri));

      us_lens_raw_set (out, US_LENS_FIELD_PORT, port, strlen (port));
    }
  s = g_uri_get_path (uri);
  us_lens_raw_set (out, US_LENS_FIELD_PATH, s, strlen (s));
  if ((s = g_uri_get_query (uri)) != NULL)
    us_lens_raw_set (out, US_LENS_FIELD_QUERY, s, strlen (s));
  if ((s = g_uri_get_fragment (uri)) != NULL)
    us_lens_raw_set (out, US_LENS_FIELD_FRAGMENT, s, strlen (s));
}
