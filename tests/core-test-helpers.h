/* core-test-helpers.h — what the tests ask of the core that the core itself
 * never asks (tests/core-test-helpers.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <uriscope.h>

G_BEGIN_DECLS

char *us_abnf_node_to_string      (const UsAbnfNode *node);
char *us_recompose                (char * const      parts[US_PART_COUNT],
                                   const gsize       lens[US_PART_COUNT],
                                   gsize            *len);
char *us_whatwg_domain_to_unicode (const char       *domain,
                                   gboolean         *had_error);

G_END_DECLS
