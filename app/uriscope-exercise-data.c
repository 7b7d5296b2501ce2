/* uriscope-exercise-data.c — the RFCs' examples of resolution, as exercises
 *
 * Every example of RFC 3986 §5.4, RFC 2396 Appendix C and RFC 1808 §5,
 * copied from the RFC texts (data/rfc/), in their order. Each has the
 * target as the RFC prints it and the target a strict resolver gives (the
 * same URI but for the RFCs' notations: RFC 2396's "(current document)",
 * RFC 1808's "<URL:…>"), and the RFC's second answer where it gives one.
 *
 * Levels: easy for one step of §5.2.2 on a plain segment; medium for
 * merging with dot segments and for several components at once; hard for
 * the abnormal examples (and the normal examples of an older RFC that RFC
 * 3986 calls abnormal); master class for the examples whose answer under
 * RFC 2396 or RFC 1808 is not RFC 3986's, for "http:g" (strict and
 * backward-compatible answers) and for "//g" (a network-path reference).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "uriscope-exercises.h"

#define E URISCOPE_LEVEL_EASY
#define M URISCOPE_LEVEL_MEDIUM
#define H URISCOPE_LEVEL_HARD
#define X URISCOPE_LEVEL_MASTER

#define BASE_3986 "http://a/b/c/d;p?q"
#define BASE_2396 "http://a/b/c/d;p?q"
#define BASE_1808 "http://a/b/c/d;p?q#f"

#define R3986(section, abnormal, level, ref, printed, target, alt) \
  { URISCOPE_EXERCISE_RESOLVE, level, US_SPEC_RFC3986, section, abnormal, \
    BASE_3986, BASE_3986, ref, printed, target, alt, 0, 0, US_RULE_NONE, { 0 }, 0 }
#define R2396(section, abnormal, level, ref, printed, target, alt) \
  { URISCOPE_EXERCISE_RESOLVE, level, US_SPEC_RFC2396, section, abnormal, \
    BASE_2396, BASE_2396, ref, printed, target, alt, 0, 0, US_RULE_NONE, { 0 }, 0 }
#define R1808(section, abnormal, level, ref, printed, target) \
  { URISCOPE_EXERCISE_RESOLVE, level, US_SPEC_RFC1808, section, abnormal, \
    BASE_1808, "<URL:" BASE_1808 ">", ref, printed, target, NULL, 0, 0, US_RULE_NONE, { 0 }, 0 }

/* RFC 3986 §5.4.1 Normal Examples */
#define N3986(level, ref, target) R3986 ("§5.4.1", FALSE, level, ref, "\"" target "\"", target, NULL)
/* RFC 3986 §5.4.2 Abnormal Examples */
#define A3986(level, ref, target) R3986 ("§5.4.2", TRUE, level, ref, "\"" target "\"", target, NULL)
/* RFC 2396 Appendix C.1 Normal Examples */
#define N2396(level, ref, target) R2396 ("Appendix C.1", FALSE, level, ref, target, target, NULL)
/* RFC 2396 Appendix C.2 Abnormal Examples */
#define A2396(level, ref, target) R2396 ("Appendix C.2", TRUE, level, ref, target, target, NULL)
/* RFC 1808 §5.1 Normal Examples */
#define N1808(level, ref, target) R1808 ("§5.1", FALSE, level, ref, "<URL:" target ">", target)
/* RFC 1808 §5.2 Abnormal Examples */
#define A1808(level, ref, target) R1808 ("§5.2", TRUE, level, ref, "<URL:" target ">", target)

static const UriscopeExercise resolution_exercises[] = {
  /* RFC 3986 §5.4.1 Normal Examples */
  N3986 (E, "g:h", "g:h"),
  N3986 (E, "g", "http://a/b/c/g"),
  N3986 (M, "./g", "http://a/b/c/g"),
  N3986 (E, "g/", "http://a/b/c/g/"),
  N3986 (E, "/g", "http://a/g"),
  N3986 (X, "//g", "http://g"),
  N3986 (E, "?y", "http://a/b/c/d;p?y"),
  N3986 (E, "g?y", "http://a/b/c/g?y"),
  N3986 (E, "#s", "http://a/b/c/d;p?q#s"),
  N3986 (E, "g#s", "http://a/b/c/g#s"),
  N3986 (M, "g?y#s", "http://a/b/c/g?y#s"),
  N3986 (M, ";x", "http://a/b/c/;x"),
  N3986 (E, "g;x", "http://a/b/c/g;x"),
  N3986 (M, "g;x?y#s", "http://a/b/c/g;x?y#s"),
  N3986 (M, "", "http://a/b/c/d;p?q"),
  N3986 (M, ".", "http://a/b/c/"),
  N3986 (M, "./", "http://a/b/c/"),
  N3986 (M, "..", "http://a/b/"),
  N3986 (M, "../", "http://a/b/"),
  N3986 (M, "../g", "http://a/b/g"),
  N3986 (M, "../..", "http://a/"),
  N3986 (M, "../../", "http://a/"),
  N3986 (M, "../../g", "http://a/g"),

  /* RFC 3986 §5.4.2 Abnormal Examples */
  A3986 (H, "../../../g", "http://a/g"),
  A3986 (H, "../../../../g", "http://a/g"),
  A3986 (H, "/./g", "http://a/g"),
  A3986 (H, "/../g", "http://a/g"),
  A3986 (H, "g.", "http://a/b/c/g."),
  A3986 (H, ".g", "http://a/b/c/.g"),
  A3986 (H, "g..", "http://a/b/c/g.."),
  A3986 (H, "..g", "http://a/b/c/..g"),
  A3986 (H, "./../g", "http://a/b/g"),
  A3986 (H, "./g/.", "http://a/b/c/g/"),
  A3986 (H, "g/./h", "http://a/b/c/g/h"),
  A3986 (H, "g/../h", "http://a/b/c/h"),
  A3986 (H, "g;x=1/./y", "http://a/b/c/g;x=1/y"),
  A3986 (H, "g;x=1/../y", "http://a/b/c/y"),
  A3986 (H, "g?y/./x", "http://a/b/c/g?y/./x"),
  A3986 (H, "g?y/../x", "http://a/b/c/g?y/../x"),
  A3986 (H, "g#s/./x", "http://a/b/c/g#s/./x"),
  A3986 (H, "g#s/../x", "http://a/b/c/g#s/../x"),
  /* "for strict parsers" / "for backward compatibility" */
  R3986 ("§5.4.2", TRUE, X, "http:g",
         "\"http:g\" (for strict parsers) / \"http://a/b/c/g\" (for backward compatibility)",
         "http:g", "http://a/b/c/g"),

  /* RFC 2396 Appendix C.1 Normal Examples */
  N2396 (E, "g:h", "g:h"),
  N2396 (E, "g", "http://a/b/c/g"),
  N2396 (M, "./g", "http://a/b/c/g"),
  N2396 (E, "g/", "http://a/b/c/g/"),
  N2396 (E, "/g", "http://a/g"),
  N2396 (X, "//g", "http://g"),
  /* Not RFC 3986's: RFC 2396 merges the empty path. */
  N2396 (X, "?y", "http://a/b/c/?y"),
  N2396 (E, "g?y", "http://a/b/c/g?y"),
  R2396 ("Appendix C.1", FALSE, E, "#s", "(current document)#s", "http://a/b/c/d;p?q#s", NULL),
  N2396 (E, "g#s", "http://a/b/c/g#s"),
  N2396 (M, "g?y#s", "http://a/b/c/g?y#s"),
  N2396 (M, ";x", "http://a/b/c/;x"),
  N2396 (E, "g;x", "http://a/b/c/g;x"),
  N2396 (M, "g;x?y#s", "http://a/b/c/g;x?y#s"),
  N2396 (M, ".", "http://a/b/c/"),
  N2396 (M, "./", "http://a/b/c/"),
  N2396 (M, "..", "http://a/b/"),
  N2396 (M, "../", "http://a/b/"),
  N2396 (M, "../g", "http://a/b/g"),
  N2396 (M, "../..", "http://a/"),
  N2396 (M, "../../", "http://a/"),
  N2396 (M, "../../g", "http://a/g"),

  /* RFC 2396 Appendix C.2 Abnormal Examples */
  R2396 ("Appendix C.2", TRUE, H, "", "(current document)", "http://a/b/c/d;p?q", NULL),
  /* Not RFC 3986's: ".." above the root is kept ("some implementations"
   * give "http://a/g"). */
  R2396 ("Appendix C.2", TRUE, X, "../../../g", "http://a/../g", "http://a/../g", "http://a/g"),
  R2396 ("Appendix C.2", TRUE, X, "../../../../g", "http://a/../../g", "http://a/../../g", "http://a/g"),
  /* Not RFC 3986's: an absolute path is not cleaned of dot segments. */
  A2396 (X, "/./g", "http://a/./g"),
  A2396 (X, "/../g", "http://a/../g"),
  A2396 (H, "g.", "http://a/b/c/g."),
  A2396 (H, ".g", "http://a/b/c/.g"),
  A2396 (H, "g..", "http://a/b/c/g.."),
  A2396 (H, "..g", "http://a/b/c/..g"),
  A2396 (H, "./../g", "http://a/b/g"),
  A2396 (H, "./g/.", "http://a/b/c/g/"),
  A2396 (H, "g/./h", "http://a/b/c/g/h"),
  A2396 (H, "g/../h", "http://a/b/c/h"),
  A2396 (H, "g;x=1/./y", "http://a/b/c/g;x=1/y"),
  A2396 (H, "g;x=1/../y", "http://a/b/c/y"),
  A2396 (H, "g?y/./x", "http://a/b/c/g?y/./x"),
  A2396 (H, "g?y/../x", "http://a/b/c/g?y/../x"),
  A2396 (H, "g#s/./x", "http://a/b/c/g#s/./x"),
  A2396 (H, "g#s/../x", "http://a/b/c/g#s/../x"),
  /* "for validating parsers" | "for backwards compatibility" */
  R2396 ("Appendix C.2", TRUE, X, "http:g",
         "http:g (for validating parsers) | http://a/b/c/g (for backwards compatibility)",
         "http:g", "http://a/b/c/g"),

  /* RFC 1808 §5.1 Normal Examples */
  N1808 (E, "g:h", "g:h"),
  N1808 (E, "g", "http://a/b/c/g"),
  N1808 (M, "./g", "http://a/b/c/g"),
  N1808 (E, "g/", "http://a/b/c/g/"),
  N1808 (E, "/g", "http://a/g"),
  N1808 (X, "//g", "http://g"),
  N1808 (E, "?y", "http://a/b/c/d;p?y"),
  N1808 (E, "g?y", "http://a/b/c/g?y"),
  N1808 (H, "g?y/./x", "http://a/b/c/g?y/./x"),
  N1808 (E, "#s", "http://a/b/c/d;p?q#s"),
  N1808 (E, "g#s", "http://a/b/c/g#s"),
  N1808 (H, "g#s/./x", "http://a/b/c/g#s/./x"),
  N1808 (M, "g?y#s", "http://a/b/c/g?y#s"),
  /* Not RFC 3986's: the base's last segment keeps, its params go. */
  N1808 (X, ";x", "http://a/b/c/d;x"),
  N1808 (E, "g;x", "http://a/b/c/g;x"),
  N1808 (M, "g;x?y#s", "http://a/b/c/g;x?y#s"),
  N1808 (M, ".", "http://a/b/c/"),
  N1808 (M, "./", "http://a/b/c/"),
  N1808 (M, "..", "http://a/b/"),
  N1808 (M, "../", "http://a/b/"),
  N1808 (M, "../g", "http://a/b/g"),
  N1808 (M, "../..", "http://a/"),
  N1808 (M, "../../", "http://a/"),
  N1808 (M, "../../g", "http://a/g"),

  /* RFC 1808 §5.2 Abnormal Examples */
  /* Not RFC 3986's: the base's fragment too. */
  A1808 (X, "", "http://a/b/c/d;p?q#f"),
  A1808 (X, "../../../g", "http://a/../g"),
  A1808 (X, "../../../../g", "http://a/../../g"),
  A1808 (X, "/./g", "http://a/./g"),
  A1808 (X, "/../g", "http://a/../g"),
  A1808 (H, "g.", "http://a/b/c/g."),
  A1808 (H, ".g", "http://a/b/c/.g"),
  A1808 (H, "g..", "http://a/b/c/g.."),
  A1808 (H, "..g", "http://a/b/c/..g"),
  A1808 (H, "./../g", "http://a/b/g"),
  A1808 (H, "./g/.", "http://a/b/c/g/"),
  A1808 (H, "g/./h", "http://a/b/c/g/h"),
  A1808 (H, "g/../h", "http://a/b/c/h"),
  A1808 (X, "http:g", "http:g"),
  A1808 (X, "http:", "http:"),
};

/* The resolution exercises, in the RFCs' order: RFC 3986, 2396, 1808. */
const UriscopeExercise *
uriscope_exercise_data_get (guint *n)
{
  *n = G_N_ELEMENTS (resolution_exercises);
  return resolution_exercises;
}
