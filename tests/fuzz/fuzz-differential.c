/* fuzz-differential.c — every parser against the ABNF matcher
 *
 * The verdict of a spec's parser (valid or not) must be the verdict of
 * the independent ABNF matcher (tests/abnf.c) on the spec's own grammar
 * text, read the way tests/test-abnf.c reads it (tests/abnf-spec.c): from
 * the reference rule, and from the absolute rule with US_PARSE_ABSOLUTE.
 * Each input is compared under one spec (fuzz_choice()).
 *
 * The matcher keeps, for every element, the set of positions it can end
 * at, and remembers each rule's ends from each start: polynomial in the
 * length, never exponential, but still the slow part, and it takes at most
 * ABNF_MAX_INPUT (255) bytes. So only the first ABNF_MAX_INPUT bytes of an
 * input are compared (the cap of this target); the parsers alone see longer
 * inputs in the fuzz-parse-* targets. The matcher is built without
 * coverage feedback or sanitizers (tests/fuzz/meson.build): it is the
 * oracle, not what is fuzzed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "abnf-spec.h"
#include "fuzz-common.h"

typedef struct {
  UsSpec spec;
  const char *reference;
  const char *absolute;    /* NULL: the spec has no separate absolute rule */
} SpecRules;

static const SpecRules rules[] = {
  { US_SPEC_RFC3986, "URI-reference", "absolute-URI" },
  { US_SPEC_RFC3987, "IRI-reference", "absolute-IRI" },
  { US_SPEC_RFC2396, "URI-reference", "absoluteURI" },
  { US_SPEC_RFC1808, "URL", "absoluteURL" },
  { US_SPEC_RFC1738, "url", NULL },
};

/* Compares the verdicts, and returns the matcher's. @known_invalid: the
 * matcher need not run, the text is known not to match. */
static gboolean
compare (AbnfGrammar  *g,
         UsSpec        spec,
         const char   *rule,
         UsParseFlags  flags,
         const char   *text,
         gsize         len,
         gboolean      known_invalid)
{
  g_autoptr(UsResult) result = us_parse (text, len, spec, flags | US_PARSE_NO_TREE, NULL);
  gboolean by_parser = us_result_is_valid (result);
  gboolean by_abnf = !known_invalid && abnf_spec_match (g, spec, rule, text, len);

  if (by_parser != by_abnf)
    {
      g_autofree char *raw = g_strndup (text, len);
      g_autofree char *shown = g_strescape (raw, NULL);

      fprintf (stderr, "%s, %s: “%s”: the ABNF says %s, the parser %s\n", us_spec_to_string (spec), rule,
               shown, by_abnf ? "valid" : "invalid", by_parser ? "valid" : "invalid");
      abort ();
    }
  return by_abnf;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static AbnfGrammar *grammars[G_N_ELEMENTS (rules)];
  const char *text = (const char *) data;
  gsize len = MIN (size, ABNF_MAX_INPUT);

  /* One spec an input (fuzz_choice()). */
  guint i = fuzz_choice (data, size, G_N_ELEMENTS (rules));
  gboolean reference;

  if (grammars[i] == NULL)
    grammars[i] = abnf_spec_grammar (rules[i].spec);
  reference = compare (grammars[i], rules[i].spec, rules[i].reference, US_PARSE_DEFAULT, text, len, FALSE);
  /* Every absolute form is a reference: what is no reference is no
   * absolute form either, without asking the matcher. */
  if (rules[i].absolute != NULL)
    compare (grammars[i], rules[i].spec, rules[i].absolute, US_PARSE_ABSOLUTE, text, len, !reference);
  return 0;
}
