/* us-lens-reader-core.c — the link as a browser and as RFC 3986 read it
 *
 * The core's own two readings: the WHATWG URL Standard's (a browser's: the
 * URL API's getters of the URL record; the reason it refuses the link) and
 * RFC 3986's (the components as spans of the input; the first error, but
 * the parts read on past it, as the parser recovers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-lens-private.h"
#include "us-parse.h"

void
us_lens_read_whatwg (UsResult  *whatwg,
                     UsLensRaw *out)
{
  g_autofree char *href = us_result_dup_url (whatwg, US_URL_HREF);
  g_autofree char *protocol = NULL;
  g_autofree char *username = NULL;
  g_autofree char *password = NULL;
  g_autofree char *port = NULL;
  g_autofree char *path = NULL;
  gsize scheme_len;

  if (href == NULL)
    {
      out->error = us_result_format_url_refusal (whatwg);
      if (out->error == NULL)
        out->error = g_strdup (_("a browser refuses the link"));
      return;
    }
  protocol = us_result_dup_url (whatwg, US_URL_PROTOCOL);
  scheme_len = strlen (protocol);
  if (scheme_len > 0 && protocol[scheme_len - 1] == ':')
    scheme_len--;
  us_lens_raw_set (out, US_LENS_FIELD_SCHEME, protocol, scheme_len);

  username = us_result_dup_url (whatwg, US_URL_USERNAME);
  password = us_result_dup_url (whatwg, US_URL_PASSWORD);
  if (*username != '\0' || *password != '\0')
    {
      g_autofree char *userinfo = *password != '\0' ? g_strconcat (username, ":", password, NULL)
                                                    : g_strdup (username);

      us_lens_raw_set (out, US_LENS_FIELD_USERINFO, userinfo, strlen (userinfo));
    }
  /* The URL has a host (perhaps empty, as in "file:///") when "//" follows
   * its scheme in the href; the getter gives "" for no host too. */
  if (strncmp (href + scheme_len + 1, "//", 2) == 0)
    {
      g_autofree char *host = us_result_dup_url (whatwg, US_URL_HOSTNAME);

      us_lens_raw_set (out, US_LENS_FIELD_HOST, host, strlen (host));
    }
  port = us_result_dup_url (whatwg, US_URL_PORT);
  if (*port != '\0')
    us_lens_raw_set (out, US_LENS_FIELD_PORT, port, strlen (port));
  path = us_result_dup_url (whatwg, US_URL_PATHNAME);
  us_lens_raw_set (out, US_LENS_FIELD_PATH, path, strlen (path));
}

void
us_lens_read_rfc3986 (UsResult  *rfc3986,
                      UsLensRaw *out)
{
  static const UsComponent components[US_LENS_FIELD_COUNT] = {
    US_COMPONENT_SCHEME, US_COMPONENT_USERINFO, US_COMPONENT_HOST, US_COMPONENT_PORT, US_COMPONENT_PATH,
  };
  gsize len;
  const char *input = us_result_get_input (rfc3986, &len);

  for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
    {
      gsize start, end;

      if (us_result_get_component (rfc3986, components[f], &start, &end))
        us_lens_raw_set (out, (UsLensField) f, input + start, end - start);
    }
  if (!out->part[US_LENS_FIELD_PATH].has)
    us_lens_raw_set (out, US_LENS_FIELD_PATH, "", 0);
  if (!us_result_is_valid (rfc3986))
    for (guint i = 0; i < us_result_get_n_diagnostics (rfc3986); i++)
      {
        const UsDiagnostic *d = us_result_get_diagnostic (rfc3986, i);

        if (d->severity == US_SEVERITY_ERROR)
          {
            out->error = us_result_format_message (rfc3986, d);
            break;
          }
      }
}
