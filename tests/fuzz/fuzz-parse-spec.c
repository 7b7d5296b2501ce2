/* fuzz-parse-spec.c — fuzz-parse-rfc3986 … fuzz-parse-rfc1738: one parser
 *
 * Built once per spec, with FUZZ_SPEC set to it. Every input: one parse as
 * a reference, with the cheap checks of every result (spans in bounds and
 * nested, children in order, valid exactly when no error, the same verdict
 * and diagnostics without the tree). One input in 16 (fuzz_sampled()) also
 * gets the expensive ones: every message built, the parse from the absolute
 * start rule, the node and terminal class at every offset, and the fixed
 * text parsed again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "fuzz-common.h"
#include "test-terminal.h"

#ifndef FUZZ_SPEC
# error "FUZZ_SPEC must name the spec (meson sets it)"
#endif

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const char *text = (const char *) data;
  g_autoptr(UsResult) result = fuzz_parse_checked (FUZZ_SPEC, text, size, US_PARSE_DEFAULT);

  if (fuzz_sampled (data, size, 16))
    {
      g_autoptr(UsResult) absolute = fuzz_parse_checked (FUZZ_SPEC, text, size, US_PARSE_ABSOLUTE);
      g_autofree char *fixed = NULL;
      gsize fixed_len = 0;

      /* What follows checks the parses: no features of its own
       * (fuzz_quiet_begin()). */
      fuzz_quiet_begin ();
      test_check_messages (result);
      test_check_messages (absolute);
      /* An absolute URI is a reference too. */
      fuzz_check (!us_result_is_valid (absolute) || us_result_is_valid (result));
      for (gsize i = 0; i < size; i++)
        {
          guint node = us_result_node_at (result, i);

          fuzz_check (node < us_result_get_n_nodes (result));
          fuzz_check (us_result_get_node (result, node)->start <= i && i < us_result_get_node (result, node)->end);
          fuzz_check (us_result_terminal_at (result, i) <= US_TERMINAL_LITERAL);
        }
      fixed = us_result_dup_fixed (result, &fixed_len);
      if (fixed != NULL)
        {
          g_autoptr(UsResult) again = fuzz_parse_checked (FUZZ_SPEC, fixed, fixed_len, US_PARSE_DEFAULT);

          test_check_messages (again);
        }
      fuzz_quiet_end ();
    }
  return 0;
}
