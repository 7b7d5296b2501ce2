/* us-analysis.h — one input, analysed once, for every view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(URISCOPE_INSIDE) && !defined(URISCOPE_COMPILATION)
# error "Only <uriscope.h> can be included directly."
#endif

#include "us-browser.h"
#include "us-iri.h"
#include "us-lens.h"
#include "us-normalize.h"
#include "us-resolve.h"
#include "us-result.h"
#include "us-version.h"

G_BEGIN_DECLS

/**
 * UsAnalysisFlags:
 * @US_ANALYSIS_DEFAULT: results with their grammar trees; the steps of a
 *   resolution when asked for (us_analysis_get_traced_resolution())
 * @US_ANALYSIS_NO_TREE: components and diagnostics only, no steps (what an
 *   exit status needs)
 * @US_ANALYSIS_COMPAT: resolve a reference that repeats the base's scheme
 *   ("http:g") the backward-compatible way
 * @US_ANALYSIS_TRACE: every resolution with its steps from the start (a
 *   view that shows them all: the command line's text and JSON)
 */
typedef enum {
  US_ANALYSIS_DEFAULT = 0,
  US_ANALYSIS_NO_TREE = 1 << 0,
  US_ANALYSIS_COMPAT  = 1 << 1,
  US_ANALYSIS_TRACE   = 1 << 2,
} UsAnalysisFlags;

/**
 * UsAnalysisVerdict:
 * @US_ANALYSIS_VALID: valid under the spec, and resolved where a base was
 *   given
 * @US_ANALYSIS_INVALID: an error under the spec (or no target)
 * @US_ANALYSIS_TOO_LONG: the input is over %US_MAX_INPUT: not read
 */
typedef enum {
  US_ANALYSIS_VALID,
  US_ANALYSIS_INVALID,
  US_ANALYSIS_TOO_LONG,
} UsAnalysisVerdict;

/**
 * UsEquivalence:
 * @US_EQUIVALENCE_SAME_STRING: the same string
 * @US_EQUIVALENCE_AT_RUNG: equal from a rung of the normalization ladder on
 * @US_EQUIVALENCE_SAME_HREF: under the URL Standard, the same href
 * @US_EQUIVALENCE_NONE: not equivalent
 * @US_EQUIVALENCE_OTHER_HOST: the spec makes them equal, but a browser
 *   goes to another host with each: not equivalent
 */
typedef enum {
  US_EQUIVALENCE_SAME_STRING,
  US_EQUIVALENCE_AT_RUNG,
  US_EQUIVALENCE_SAME_HREF,
  US_EQUIVALENCE_NONE,
  US_EQUIVALENCE_OTHER_HOST,
} UsEquivalence;

typedef struct _UsAnalysis UsAnalysis;

US_PUBLIC
UsAnalysis        *us_analysis_new                 (const char      *text,
                                                    gsize            len,
                                                    const char      *base,
                                                    gsize            base_len,
                                                    UsAnalysisFlags  flags);
US_PUBLIC
UsAnalysis        *us_analysis_ref                 (UsAnalysis      *self);
US_PUBLIC
void               us_analysis_unref               (UsAnalysis      *self);

US_PUBLIC
void               us_analysis_release             (UsAnalysis      *self,
                                                    UsSpec           spec);

US_PUBLIC
const char        *us_analysis_get_input           (const UsAnalysis *self,
                                                    gsize           *len);
US_PUBLIC
const char        *us_analysis_get_base            (const UsAnalysis *self,
                                                    gsize           *len);
US_PUBLIC
const GError      *us_analysis_get_error           (const UsAnalysis *self);

US_PUBLIC
UsResult          *us_analysis_get_result          (UsAnalysis      *self,
                                                    UsSpec           spec);
US_PUBLIC
UsResult          *us_analysis_get_whatwg_alone    (UsAnalysis      *self);
US_PUBLIC
UsResolution      *us_analysis_get_resolution      (UsAnalysis      *self,
                                                    UsSpec           spec);
US_PUBLIC
UsResolution      *us_analysis_get_traced_resolution (UsAnalysis    *self,
                                                    UsSpec           spec);
US_PUBLIC
UsBrowserReading  *us_analysis_get_browser_reading (UsAnalysis      *self,
                                                    UsSpec           spec);
US_PUBLIC
UsNormalization   *us_analysis_get_normalization   (UsAnalysis      *self,
                                                    UsSpec           spec);
US_PUBLIC
UsIriMapping      *us_analysis_get_iri_to_uri      (UsAnalysis      *self);
US_PUBLIC
UsIriMapping      *us_analysis_get_uri_to_iri      (UsAnalysis      *self);
US_PUBLIC
UsLens            *us_analysis_get_lens            (UsAnalysis      *self);

US_PUBLIC
UsAnalysisVerdict  us_analysis_get_verdict         (UsAnalysis      *self,
                                                    UsSpec           spec);
US_PUBLIC
UsResult          *us_analysis_get_browser_result  (UsAnalysis      *self,
                                                    gboolean         against_base);
US_PUBLIC
char              *us_analysis_dup_browser_host    (UsAnalysis      *self,
                                                    gboolean         against_base);
US_PUBLIC
char              *us_analysis_get_href            (UsAnalysis      *self,
                                                    gsize           *len);
US_PUBLIC
char              *us_analysis_format_verdict      (UsAnalysis      *self,
                                                    UsSpec           spec);

US_PUBLIC
UsEquivalence      us_analysis_compare             (UsAnalysis      *self,
                                                    UsAnalysis      *other,
                                                    UsSpec           spec,
                                                    int             *rung);
US_PUBLIC
char              *us_analysis_format_equivalence  (UsAnalysis      *self,
                                                    UsAnalysis      *other,
                                                    UsSpec           spec);
US_PUBLIC
gboolean           us_equivalence_is_equivalent    (UsEquivalence    answer);
US_PUBLIC
const char        *us_equivalence_name             (UsEquivalence    answer);

US_PUBLIC
gboolean           us_spec_can_normalize           (UsSpec           spec);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UsAnalysis, us_analysis_unref)

G_END_DECLS
