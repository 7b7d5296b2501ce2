/* fuzz-parse.c — libFuzzer target for the parsers, resolvers and normalizer
 *
 * Any bytes: parse them as a reference and as an absolute URI under every
 * spec that has a parser, check every invariant of the result, render everything that can be rendered, and ask
 * for the node and terminal class at every offset. Then cut them at the
 * first newline into a base and a reference, resolve under every spec with
 * a trace, and normalize them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "test-common.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const UsParseFlags flags[] = { US_PARSE_DEFAULT, US_PARSE_ABSOLUTE };

  for (guint k = 0; k < US_SPEC_COUNT * G_N_ELEMENTS (flags); k++)
    {
      UsSpec spec = (UsSpec) (k / G_N_ELEMENTS (flags));
      guint f = k % G_N_ELEMENTS (flags);
      g_autoptr(UsResult) result = NULL;
      g_autoptr(UsResult) bare = NULL;
      g_autofree char *report = NULL;
      g_autofree char *line = NULL;
      g_autofree char *fixed = NULL;
      gsize fixed_len = 0;

      if (!us_spec_is_available (spec))
        continue;
      result = us_parse ((const char *) data, size, spec, flags[f], NULL);
      bare = us_parse ((const char *) data, size, spec, flags[f] | US_PARSE_NO_TREE, NULL);
      if (result == NULL || bare == NULL)
        abort ();
      /* Without the tree, the same verdict and diagnostics. */
      if (us_result_is_valid (bare) != us_result_is_valid (result) ||
          us_result_get_n_diagnostics (bare) != us_result_get_n_diagnostics (result))
        abort ();
      test_check_invariants (result);
      report = us_render_report (result, US_RENDER_COLOR);
      line = us_render_tree_line (result);
      if (!g_utf8_validate (report, -1, NULL) || !g_utf8_validate (line, -1, NULL))
        abort ();
      for (gsize i = 0; i < size; i++)
        {
          us_result_node_at (result, i);
          us_result_terminal_at (result, i);
        }
      fixed = us_result_dup_fixed (result, &fixed_len);
      if (fixed != NULL)
        {
          g_autoptr(UsResult) again = us_parse (fixed, fixed_len, spec, flags[f], NULL);

          if (again == NULL)
            abort ();
          test_check_invariants (again);
        }
    }
  {
    const uint8_t *nl = memchr (data, '\n', size);
    gsize base_len = nl ? (gsize) (nl - data) : size;
    const char *ref = nl ? (const char *) nl + 1 : "";
    gsize ref_len = nl ? size - base_len - 1 : 0;
    const UsSpec specs[] = { US_SPEC_RFC3986, US_SPEC_RFC2396, US_SPEC_RFC1808 };

    for (guint s = 0; s < G_N_ELEMENTS (specs); s++)
      for (guint compat = 0; compat < 2; compat++)
        {
          g_autoptr(UsResolution) res = us_resolve (specs[s], (const char *) data, base_len, ref, ref_len,
                                                    US_RESOLVE_TRACE | (compat ? US_RESOLVE_COMPAT : 0), NULL);
          g_autoptr(UsResolution) quiet = us_resolve (specs[s], (const char *) data, base_len, ref, ref_len,
                                                      compat ? US_RESOLVE_COMPAT : 0, NULL);
          g_autofree char *text = us_render_resolution (res, ref, ref_len, (const char *) data, base_len, 0);
          gsize a_len = 0, b_len = 0;
          const char *a = us_resolution_get_target (res, &a_len);
          const char *b = us_resolution_get_target (quiet, &b_len);

          /* The trace changes nothing. */
          if ((a == NULL) != (b == NULL) || (a != NULL && (a_len != b_len || memcmp (a, b, a_len) != 0)))
            abort ();
          if (!g_utf8_validate (text, -1, NULL))
            abort ();
        }
  }
  {
    g_autoptr(UsNormalization) n = us_normalize ((const char *) data, size, NULL);
    g_autoptr(UsNormalization) again = NULL;
    g_autofree char *text = us_render_normalization (n, n, 0);
    gsize len;
    const char *normal = us_normalization_get_normalized (n, &len);
    int rung;

    /* Everything is equivalent to itself, and valid input normalizes to a
     * fixed point: normalizing the normal form changes nothing. */
    if (!us_equivalent (n, n, &rung) || rung != -1 || !g_utf8_validate (text, -1, NULL))
      abort ();
    again = us_normalize (normal, len, NULL);
    if (!us_normalization_is_from_invalid_input (n))
      {
        gsize len2;
        const char *normal2 = us_normalization_get_normalized (again, &len2);

        if (len2 != len || memcmp (normal, normal2, len) != 0)
          abort ();
      }
  }
  return 0;
}
