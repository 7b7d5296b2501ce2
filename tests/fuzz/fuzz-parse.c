/* fuzz-parse.c — libFuzzer target for the parsers
 *
 * Any bytes: parse them as a reference and as an absolute URI, check every
 * invariant of the result, render everything that can be rendered, and ask
 * for the node and terminal class at every offset.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#include "test-common.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const UsParseFlags flags[] = { US_PARSE_DEFAULT, US_PARSE_ABSOLUTE };

  for (guint f = 0; f < G_N_ELEMENTS (flags); f++)
    {
      g_autoptr(UsResult) result = us_parse ((const char *) data, size, US_SPEC_RFC3986, flags[f], NULL);
      g_autofree char *report = NULL;
      g_autofree char *line = NULL;
      g_autofree char *fixed = NULL;
      gsize fixed_len = 0;

      if (result == NULL)
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
          g_autoptr(UsResult) again = us_parse (fixed, fixed_len, US_SPEC_RFC3986, flags[f], NULL);

          if (again == NULL)
            abort ();
          test_check_invariants (again);
        }
    }
  return 0;
}
