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
#include <glib/gi18n-lib.h>
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

/* curl's messages for what a parse can give, in curl 7.88's own words
 * (curl_url_strerror()), so that they are translated: "Rechaza el
 * enlace: Bad scheme" in Spanish. test-lens checks each against curl's. */
static const struct {
  CURLUcode code;
  const char *text;
} curl_messages[] = {
  { CURLUE_MALFORMED_INPUT, N_("Malformed input to a URL function") },
  { CURLUE_BAD_PORT_NUMBER, N_("Port number was not a decimal number between 0 and 65535") },
  { CURLUE_UNSUPPORTED_SCHEME, N_("Unsupported URL scheme") },
  { CURLUE_URLDECODE, N_("URL decode error, most likely because of rubbish in the input") },
  { CURLUE_OUT_OF_MEMORY, N_("A memory function failed") },
  { CURLUE_NO_SCHEME, N_("No scheme part in the URL") },
  { CURLUE_NO_HOST, N_("No host part in the URL") },
  { CURLUE_BAD_FILE_URL, N_("Bad file:// URL") },
  { CURLUE_BAD_FRAGMENT, N_("Bad fragment") },
  { CURLUE_BAD_HOSTNAME, N_("Bad hostname") },
  { CURLUE_BAD_IPV6, N_("Bad IPv6 address") },
  { CURLUE_BAD_LOGIN, N_("Bad login part") },
  { CURLUE_BAD_PASSWORD, N_("Bad password") },
  { CURLUE_BAD_PATH, N_("Bad path") },
  { CURLUE_BAD_QUERY, N_("Bad query") },
  { CURLUE_BAD_SCHEME, N_("Bad scheme") },
  { CURLUE_BAD_SLASHES, N_("Unsupported number of slashes following scheme") },
  { CURLUE_BAD_USER, N_("Bad user") },
};

/* For the tests: the first code whose message in curl_messages is not
 * curl's own (a libcurl that words it otherwise), or 0. */
int
us_lens_curl_messages_differ (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (curl_messages); i++)
    if (g_strcmp0 (curl_messages[i].text, curl_url_strerror (curl_messages[i].code)) != 0)
      return (int) curl_messages[i].code;
  return 0;
}

/* curl's message for @code, translated where curl_messages has it; the
 * untranslated one is curl_url_strerror()'s. */
char *
us_lens_curl_message (int        code,
                      gboolean   translated)
{
  for (guint i = 0; i < G_N_ELEMENTS (curl_messages); i++)
    if ((int) curl_messages[i].code == code)
      return g_strdup (translated ? _(curl_messages[i].text) : curl_messages[i].text);
  return g_strdup (curl_url_strerror ((CURLUcode) code));
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
      out->error = us_lens_curl_message (CURLUE_OUT_OF_MEMORY, TRUE);
      return;
    }
  rc = curl_url_set (url, CURLUPART_URL, text, CURLU_NON_SUPPORT_SCHEME);
  if (rc != CURLUE_OK)
    {
      out->error = us_lens_curl_message (rc, TRUE);
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
