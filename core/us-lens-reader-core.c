/* us-lens-reader-core.c — the link as a browser and as RFC 3986 read it
 *
 * The core's own two readings: the WHATWG URL Standard's (a browser's: what
 * the URL API's getters give, read from the URL record the parse made; the
 * reason it refuses the link) and
 * RFC 3986's (the components as spans of the input; the first error, but
 * the parts read on past it, as the parser recovers). A link with a
 * scheme is RFC 3986's target as it is (§5.2.2, of a reference that needs
 * no base): its path with the dot segments removed (§5.2.4), as a browser
 * removes them; "/a/./b/../c" goes to "/a/c", and the row says so, as
 * the status line's verdict does (us-browser.c counts dot segments as no
 * difference).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-lens-private.h"
#include "us-parse.h"
#include "us-resolve-private.h"
#include "us-result-private.h"
#include "us-whatwg.h"

void
us_lens_read_whatwg (UsResult  *whatwg,
                     UsLensRaw *out)
{
  /* The parts straight from the URL record the analysis's parse made (its
   * getters would copy each, and the href be serialized only to see
   * whether "//" follows the scheme, which is whether the host is null). */
  const UsWhatwgUrl *url = whatwg->url;
  char port[16];

  if (url == NULL || url->failure)
    {
      out->error = us_result_format_url_refusal (whatwg);
      if (out->error == NULL)
        out->error = g_strdup (_("a browser refuses the link"));
      return;
    }
  us_lens_raw_set (out, US_LENS_FIELD_SCHEME, url->scheme, strlen (url->scheme));
  if (*url->username != '\0' || *url->password != '\0')
    {
      g_autofree char *userinfo = *url->password != '\0' ? g_strconcat (url->username, ":", url->password, NULL)
                                                          : g_strdup (url->username);

      us_lens_raw_set (out, US_LENS_FIELD_USERINFO, userinfo, strlen (userinfo));
    }
  /* The URL has a host (perhaps empty, as in "file:///") when it is not
   * null: the href then has "//" after the scheme. */
  if (url->host.kind != US_WHATWG_HOST_NONE)
    {
      g_autofree char *host = us_whatwg_host_serialize (&url->host);

      us_lens_raw_set (out, US_LENS_FIELD_HOST, host, strlen (host));
    }
  if (url->port >= 0)
    {
      g_snprintf (port, sizeof port, "%d", url->port);
      us_lens_raw_set (out, US_LENS_FIELD_PORT, port, strlen (port));
    }
  us_lens_raw_set (out, US_LENS_FIELD_PATH, url->path, strlen (url->path));
  if (url->query != NULL)
    us_lens_raw_set (out, US_LENS_FIELD_QUERY, url->query, strlen (url->query));
  if (url->fragment != NULL)
    us_lens_raw_set (out, US_LENS_FIELD_FRAGMENT, url->fragment, strlen (url->fragment));
}

/* Whether @path has a segment "." or ".." (§5.2.4 has work to do). */
static gboolean
has_dot_segment (const char *path,
                 gsize       len)
{
  for (gsize i = 0; i < len;)
    {
      gsize end = i;

      while (end < len && path[end] != '/')
        end++;
      if ((end - i == 1 && path[i] == '.') || (end - i == 2 && path[i] == '.' && path[i + 1] == '.'))
        return TRUE;
      i = end + 1;
    }
  return FALSE;
}

void
us_lens_read_rfc3986 (UsResult  *rfc3986,
                      UsLensRaw *out)
{
  static const UsComponent components[US_LENS_PART_COUNT] = {
    US_COMPONENT_SCHEME, US_COMPONENT_USERINFO, US_COMPONENT_HOST, US_COMPONENT_PORT, US_COMPONENT_PATH,
    US_COMPONENT_QUERY, US_COMPONENT_FRAGMENT,
  };
  gsize len;
  const char *input = us_result_get_input (rfc3986, &len);

  for (guint f = 0; f < US_LENS_PART_COUNT; f++)
    {
      gsize start, end;

      if (us_result_get_component (rfc3986, components[f], &start, &end))
        us_lens_raw_set (out, (UsLensField) f, input + start, end - start);
    }
  if (!out->part[US_LENS_FIELD_PATH].has)
    us_lens_raw_set (out, US_LENS_FIELD_PATH, "", 0);
  /* §5.2.2: T.path = remove_dot_segments (R.path) when R has a scheme. */
  if (out->part[US_LENS_FIELD_SCHEME].has &&
      has_dot_segment (out->part[US_LENS_FIELD_PATH].text, out->part[US_LENS_FIELD_PATH].len))
    {
      UsResolver scratch;
      UsSpan path;

      us_resolver_init (&scratch, NULL, FALSE);
      path = us_remove_dot_segments (&scratch, out->part[US_LENS_FIELD_PATH].text, out->part[US_LENS_FIELD_PATH].len);
      us_lens_raw_set (out, US_LENS_FIELD_PATH, path.p, path.len);
      us_resolver_clear (&scratch);
    }
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
