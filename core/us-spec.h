/* us-spec.h — the URI specifications Uriscope reads
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(URISCOPE_INSIDE) && !defined(URISCOPE_COMPILATION)
# error "Only <uriscope.h> can be included directly."
#endif

#include <glib.h>
#include "us-version.h"

G_BEGIN_DECLS

/**
 * UsSpec:
 *
 * A specification is a value handed to the core (us_parse (text, len,
 * US_SPEC_RFC3986, …)), never a separate entry point.
 */
typedef enum {
  US_SPEC_RFC3986,
  US_SPEC_RFC3987,
  US_SPEC_RFC2396,
  US_SPEC_RFC1808,
  US_SPEC_RFC1738,
  US_SPEC_WHATWG,
} UsSpec;

#define US_SPEC_COUNT 6

US_PUBLIC
const char *us_spec_to_string   (UsSpec       spec);
US_PUBLIC
gboolean    us_spec_from_string (const char  *name,
                                 UsSpec      *out_spec);
US_PUBLIC
const char *us_spec_title       (UsSpec       spec);
US_PUBLIC
gboolean    us_spec_is_available (UsSpec      spec);
US_PUBLIC
gboolean    us_spec_can_resolve (UsSpec       spec);
US_PUBLIC
const char *us_spec_resolution_section (UsSpec spec);

G_END_DECLS
