/* us-spec.c — names of the specifications
 *
 * The specifications the core reads, each by the identifier of the command
 * line and of JSON ("rfc3986") and by the name people use ("RFC 3986"),
 * with what the core does under it: every one is parsed, the WHATWG URL
 * Standard's basic URL parser included, and every one but RFC 1738 (which
 * defines none) resolves a reference against a base, the URL Standard's
 * resolution being its parser run with a base URL; and where each
 * resolution algorithm is written.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "uriscope.h"

static const struct {
  const char *id;
  const char *title;
  gboolean available;
  gboolean resolves;
} specs[US_SPEC_COUNT] = {
  [US_SPEC_RFC3986] = { "rfc3986", "RFC 3986", TRUE, TRUE },
  /* RFC 3987 §6.5: IRIs are resolved as RFC 3986 resolves URIs. */
  [US_SPEC_RFC3987] = { "rfc3987", "RFC 3987", TRUE, TRUE },
  [US_SPEC_RFC2396] = { "rfc2396", "RFC 2396", TRUE, TRUE },
  [US_SPEC_RFC1808] = { "rfc1808", "RFC 1808", TRUE, TRUE },
  [US_SPEC_RFC1738] = { "rfc1738", "RFC 1738", TRUE, FALSE },
  /* Under the URL Standard, resolution is the basic URL parser run with
   * a base URL, traced state by state (us-resolve-whatwg.c). RFC 1738
   * defines no resolution: RFC 1808 does, for the same URLs. */
  [US_SPEC_WHATWG]  = { "whatwg",  "WHATWG URL Standard", TRUE, TRUE },
};

/**
 * us_spec_to_string:
 * @spec: a specification
 *
 * The identifier used on the command line and in JSON ("rfc3986").
 *
 * Returns: (transfer none): a static string
 */
const char *
us_spec_to_string (UsSpec spec)
{
  g_return_val_if_fail ((guint) spec < US_SPEC_COUNT, NULL);
  return specs[spec].id;
}

/**
 * us_spec_from_string:
 * @name: an identifier, as us_spec_to_string() gives it (any case)
 * @out_spec: (out) (optional): the specification it names
 *
 * The specification an identifier names.
 *
 * Returns: %TRUE when @name names one
 */
gboolean
us_spec_from_string (const char *name,
                     UsSpec     *out_spec)
{
  g_return_val_if_fail (name != NULL, FALSE);

  for (guint i = 0; i < US_SPEC_COUNT; i++)
    {
      if (g_ascii_strcasecmp (name, specs[i].id) == 0)
        {
          if (out_spec)
            *out_spec = (UsSpec) i;
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * us_spec_title:
 * @spec: a specification
 *
 * The name people use for it ("RFC 3986"); a proper name, not translated.
 *
 * Returns: (transfer none): a static string
 */
const char *
us_spec_title (UsSpec spec)
{
  g_return_val_if_fail ((guint) spec < US_SPEC_COUNT, NULL);
  return specs[spec].title;
}

/**
 * us_spec_is_available:
 * @spec: a specification
 *
 * Whether this build has a parser for @spec (every spec of #UsSpec has
 * one; us_parse() refuses a spec without one with
 * %US_ERROR_SPEC_UNAVAILABLE rather than guessing).
 *
 * Returns: %TRUE when us_parse() reads @spec
 */
gboolean
us_spec_is_available (UsSpec spec)
{
  g_return_val_if_fail ((guint) spec < US_SPEC_COUNT, FALSE);
  return specs[spec].available;
}

/**
 * us_spec_can_resolve:
 * @spec: a specification
 *
 * Whether us_resolve() runs @spec's resolution algorithm (RFC 3986 §5.2,
 * which RFC 3987 §6.5 applies to IRIs, RFC 2396 §5.2, RFC 1808 §4, and the
 * WHATWG URL Standard's basic URL parser with a base). RFC 1738 has none.
 *
 * Returns: %TRUE when @spec has a resolution algorithm
 */
gboolean
us_spec_can_resolve (UsSpec spec)
{
  g_return_val_if_fail ((guint) spec < US_SPEC_COUNT, FALSE);
  return specs[spec].resolves;
}

/**
 * us_spec_resolution_section:
 * @spec: a specification
 *
 * Where @spec's resolution algorithm is written: "RFC 3986 §5.2",
 * "RFC 3987 §6.5, RFC 3986 §5.2", "RFC 2396 §5.2", "RFC 1808 §4", "WHATWG
 * URL Standard §4.4". Proper names and section numbers: not translated.
 *
 * Returns: (transfer none) (nullable): a static string; %NULL for a spec
 *   with none
 */
const char *
us_spec_resolution_section (UsSpec spec)
{
  g_return_val_if_fail ((guint) spec < US_SPEC_COUNT, NULL);
  switch (spec)
    {
    case US_SPEC_RFC3986:
      return "RFC 3986 §5.2";
    case US_SPEC_RFC3987:
      return "RFC 3987 §6.5, RFC 3986 §5.2";
    case US_SPEC_RFC2396:
      return "RFC 2396 §5.2";
    case US_SPEC_RFC1808:
      return "RFC 1808 §4";
    case US_SPEC_WHATWG:
      return "WHATWG URL Standard §4.4";
    case US_SPEC_RFC1738:
    default:
      return NULL;
    }
}
