/* abnf-spec.h — each spec's grammar for the ABNF matcher
 *
 * What test-abnf.c and the differential fuzz target share: the grammar of
 * a spec as the core holds it, ready for abnf.c; RFC 3987's code points
 * projected onto placeholder bytes; RFC 1738 read strictly.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <uriscope.h>

#include "abnf.h"

G_BEGIN_DECLS

/* The bytes that stand for a ucschar and an iprivate in a projected IRI
 * (abnf_spec_project_iri()). */
#define ABNF_PLACEHOLDER_UCSCHAR  0x80
#define ABNF_PLACEHOLDER_IPRIVATE 0x81

AbnfGrammar *abnf_spec_grammar      (UsSpec       spec);
GString     *abnf_spec_project_iri  (const char  *text,
                                     gsize        len);
gboolean     abnf_spec_strict_1738  (AbnfGrammar *g,
                                     const char  *text,
                                     gsize        len);
gboolean     abnf_spec_match        (AbnfGrammar *g,
                                     UsSpec       spec,
                                     const char  *rule,
                                     const char  *text,
                                     gsize        len);

G_END_DECLS
