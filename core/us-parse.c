/* us-parse.c — us_parse(): limits, then the spec's parser
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "us-parse-private.h"

/**
 * us_error_quark:
 *
 * The domain of the errors of us_parse(), us_resolve(), us_normalize()
 * and us_lens_new(): misuse and limits (#UsError), never a syntax problem.
 *
 * Returns: the quark of %US_ERROR
 */
G_DEFINE_QUARK (us-error-quark, us_error)

/* The error for an input of @len bytes, over %US_MAX_INPUT. */
void
us_set_too_long_error (GError **error,
                       gsize    len)
{
  g_autofree char *have = g_strdup_printf ("%" G_GSIZE_FORMAT, len);
  g_autofree char *cap = g_strdup_printf ("%" G_GSIZE_FORMAT, US_MAX_INPUT);

  g_set_error (error, US_ERROR, US_ERROR_TOO_LONG,
               _("The input is %s bytes long; Uriscope reads at most %s bytes"), have, cap);
}

/**
 * us_parse:
 * @text: the reference; any bytes, NUL and invalid UTF-8 included
 * @len: its length in bytes
 * @spec: the specification to read it under
 * @flags: where to start in the grammar
 * @error: set for misuse and limits only (unavailable spec, input over
 *   %US_MAX_INPUT); syntax problems are diagnostics in the result
 *
 * Returns: (transfer full) (nullable): the result, with its whole tree and
 *   every diagnostic even when the reference is invalid
 */
UsResult *
us_parse (const char    *text,
          gsize          len,
          UsSpec         spec,
          UsParseFlags   flags,
          GError       **error)
{
  g_return_val_if_fail (text != NULL || len == 0, NULL);
  g_return_val_if_fail ((guint) spec < US_SPEC_COUNT, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (len > US_MAX_INPUT)
    {
      us_set_too_long_error (error, len);
      return NULL;
    }

  switch (spec)
    {
    case US_SPEC_RFC3986:
      return us_parse_rfc3986 (text ? text : "", len, flags);
    case US_SPEC_RFC3987:
      return us_parse_rfc3987 (text ? text : "", len, flags);
    case US_SPEC_RFC2396:
      return us_parse_rfc2396 (text ? text : "", len, flags);
    case US_SPEC_RFC1808:
      return us_parse_rfc1808 (text ? text : "", len, flags);
    case US_SPEC_RFC1738:
      return us_parse_rfc1738 (text ? text : "", len, flags);
    case US_SPEC_WHATWG:
      return us_parse_whatwg (text ? text : "", len, flags);
    default:
      g_set_error (error, US_ERROR, US_ERROR_SPEC_UNAVAILABLE,
                   _("This version of Uriscope cannot parse %s yet"),
                   us_spec_title (spec));
      return NULL;
    }
}
