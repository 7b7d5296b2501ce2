/* us-rule-private.h — each spec's whole grammar, for the tests
 *
 * The window and the command line ask for one rule's definition
 * (us_rule_abnf(), public); only the tests read a whole grammar: the
 * independent ABNF matcher (tests/abnf-spec.c) and the checks of the text
 * against the RFCs (test-grammar-text). So these are not exported by
 * liburiscope.so and this header is not installed (issue 23).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "us-rule.h"

G_BEGIN_DECLS

/* The whole grammar of @spec as its document prints it: a static string;
 * NULL for a spec without a grammar (the URL Standard). */
const char *us_grammar_abnf            (UsSpec spec);

/* The rules @spec's grammar leans on from another document: for RFC 1738,
 * RFC 1630's "url:" prefix and its schemes mid, cid and afs; a static
 * string, or NULL. */
const char *us_grammar_abnf_supplement (UsSpec spec);

G_END_DECLS
