/* consumer.c — a program of someone else's, built against the installed
 * liburiscope with `pkg-config --cflags --libs uriscope-0` (by
 * tests/test-install-library.sh): it parses a link under RFC 3986,
 * resolves a reference against a base, and reads a link as a browser does
 * (the WHATWG URL Standard), printing what it found.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include <uriscope.h>

#if !US_CHECK_VERSION (0, 1, 0)
# error "liburiscope 0.1.0 or newer is needed"
#endif

static int
parse (void)
{
  const char *text = "http://exa mple.com/a b";
  g_autoptr(GError) error = NULL;
  g_autoptr(UsResult) result = us_parse (text, strlen (text), US_SPEC_RFC3986,
                                         US_PARSE_DEFAULT, &error);
  g_autofree char *host = NULL;
  g_autofree char *message = NULL;

  if (result == NULL)
    {
      fprintf (stderr, "us_parse: %s\n", error->message);
      return 1;
    }
  host = us_result_dup_component (result, US_COMPONENT_HOST);
  message = us_result_format_message (result, us_result_get_diagnostic (result, 0));
  printf ("RFC 3986: %s, %u errors, host \"%s\"\n",
          us_result_is_valid (result) ? "valid" : "invalid",
          us_result_count_severity (result, US_SEVERITY_ERROR), host);
  printf ("first error: %s, at byte %" G_GSIZE_FORMAT ", %s\n",
          us_diag_code_name (us_result_get_diagnostic (result, 0)->code),
          (gsize) us_result_get_diagnostic (result, 0)->start,
          message != NULL && message[0] != '\0' ? "with a message" : "without a message");
  return 0;
}

static int
resolve (void)
{
  const char *base = "http://a/b/c/d;p?q";
  const char *reference = "../g";
  g_autoptr(GError) error = NULL;
  g_autoptr(UsResolution) resolution = us_resolve (US_SPEC_RFC3986,
                                                   base, strlen (base),
                                                   reference, strlen (reference),
                                                   US_RESOLVE_TRACE, &error);
  gsize len = 0;
  const char *target;

  if (resolution == NULL)
    {
      fprintf (stderr, "us_resolve: %s\n", error->message);
      return 1;
    }
  target = us_resolution_get_target (resolution, &len);
  printf ("resolved: %.*s (%u steps)\n", (int) len, target,
          us_resolution_get_n_steps (resolution));
  return 0;
}

static int
read_as_browser (void)
{
  const char *text = "HTTP://EXAMPLE.com\\a/../b?c#d";
  g_autoptr(GError) error = NULL;
  g_autoptr(UsResult) result = us_parse (text, strlen (text), US_SPEC_WHATWG,
                                         US_PARSE_DEFAULT, &error);
  g_autofree char *href = NULL;
  g_autofree char *hostname = NULL;

  if (result == NULL)
    {
      fprintf (stderr, "us_parse: %s\n", error->message);
      return 1;
    }
  href = us_result_dup_url (result, US_URL_HREF);
  hostname = us_result_dup_url (result, US_URL_HOSTNAME);
  printf ("WHATWG: href %s, hostname %s, %u validation errors\n", href, hostname,
          us_result_count_severity (result, US_SEVERITY_ERROR));
  return 0;
}

int
main (void)
{
  if (parse () != 0 || resolve () != 0 || read_as_browser () != 0)
    return 1;
  return 0;
}
