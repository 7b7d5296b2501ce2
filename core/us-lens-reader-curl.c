/* us-lens-reader-curl.c — the link as libcurl reads it
 *
 * libcurl's URL API (curl_url_set (CURLUPART_URL), then curl_url_get() of
 * each part): what curl and the many C programs built on libcurl fetch.
 * For a transfer's URL libcurl itself calls it with CURLU_GUESS_SCHEME and
 * CURLU_NON_SUPPORT_SCHEME (lib/url.c, parseurlandfillconn()); the lens
 * takes the second, so that a link of any scheme is split as curl splits
 * it, and not the first: with it curl reads "example.com/x" as
 * "http://example.com/x", while the lens reads the link as written, as the
 * other readers do (without a scheme, a link goes nowhere). libcurl checks
 * that it supports the scheme only when it transfers.
 *
 * curl rewrites what it reads: a host written as a number in another form
 * ("0x7f.1", "2130706433") becomes the dotted address, dot segments are
 * removed from the path, the scheme is in lower case; a host of Unicode is
 * kept as it is (libcurl writes it in ASCII, with libidn2, only to look
 * it up). It refuses URLs over 8,000,000 bytes. It reads a C string, so an
 * input holding a NUL byte is not given to it.
 *
 * Parsing only: the URL API opens nothing and looks nothing up (the
 * no-network test of test-lens runs the lens under strace).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <curl/curl.h>
#include <string.h>

#include "us-lens-private.h"

const char *
us_lens_curl_version (void)
{
  static char *version;

  if (g_once_init_enter (&version))
    {
      const curl_version_info_data *info = curl_version_info (CURLVERSION_NOW);

      g_once_init_leave (&version, g_strdup_printf ("libcurl %s", info->version));
    }
  return version;
}

static void
get (CURLU      *url,
     CURLUPart   what,
     UsLensRaw  *out,
     UsLensField field)
{
  char *value = NULL;

  if (curl_url_get (url, what, &value, 0) == CURLUE_OK && value != NULL)
    us_lens_raw_set (out, field, value, strlen (value));
  curl_free (value);
}

void
us_lens_read_curl (const char *text,
                   gsize       len,
                   UsLensRaw  *out)
{
  const char *nul = memchr (text, '\0', len);
  CURLU *url;
  CURLUcode rc;
  char *user = NULL, *password = NULL;

  if (nul != NULL)
    {
      out->error = us_lens_nul_error ("curl", (gsize) (nul - text));
      return;
    }
  url = curl_url ();
  if (url == NULL)
    {
      out->error = g_strdup (curl_url_strerror (CURLUE_OUT_OF_MEMORY));
      return;
    }
  rc = curl_url_set (url, CURLUPART_URL, text, CURLU_NON_SUPPORT_SCHEME);
  if (rc != CURLUE_OK)
    {
      out->error = g_strdup (curl_url_strerror (rc));
      curl_url_cleanup (url);
      return;
    }
  get (url, CURLUPART_SCHEME, out, US_LENS_FIELD_SCHEME);
  /* curl splits the user information in two. */
  if (curl_url_get (url, CURLUPART_USER, &user, 0) == CURLUE_OK && user != NULL)
    {
      g_autofree char *userinfo = NULL;

      if (curl_url_get (url, CURLUPART_PASSWORD, &password, 0) == CURLUE_OK && password != NULL)
        userinfo = g_strconcat (user, ":", password, NULL);
      else
        userinfo = g_strdup (user);
      us_lens_raw_set (out, US_LENS_FIELD_USERINFO, userinfo, strlen (userinfo));
    }
  curl_free (user);
  curl_free (password);
  get (url, CURLUPART_HOST, out, US_LENS_FIELD_HOST);
  get (url, CURLUPART_PORT, out, US_LENS_FIELD_PORT);
  get (url, CURLUPART_PATH, out, US_LENS_FIELD_PATH);
  if (!out->part[US_LENS_FIELD_PATH].has)
    us_lens_raw_set (out, US_LENS_FIELD_PATH, "", 0);
  get (url, CURLUPART_QUERY, out, US_LENS_FIELD_QUERY);
  get (url, CURLUPART_FRAGMENT, out, US_LENS_FIELD_FRAGMENT);
  curl_url_cleanup (url);
}
