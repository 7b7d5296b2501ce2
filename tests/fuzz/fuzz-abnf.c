/* fuzz-abnf.c — the grammar rules' reader (core/us-abnf.c)
 *
 * Any bytes, read as one rule in one spec's grammar (fuzz_choice()), give
 * a tree or an error, never both; and a tree prints (us_abnf_node_to_string())
 * to a text that reads back to itself.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "core-test-helpers.h"
#include "fuzz-common.h"

static const UsSpec specs[] = {
  US_SPEC_RFC3986, US_SPEC_RFC3987, US_SPEC_RFC2396, US_SPEC_RFC1808, US_SPEC_RFC1738,
};

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  UsSpec spec = specs[fuzz_choice (data, size, G_N_ELEMENTS (specs))];
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autoptr(UsAbnfNode) node = us_abnf_parse (spec, (const char *) data, size, &name, &error);

  fuzz_check ((node == NULL) != (error == NULL));
  fuzz_check ((node == NULL) == (name == NULL));
  if (node != NULL)
    {
      g_autofree char *text = us_abnf_node_to_string (node);
      g_autofree char *line = g_strconcat (name, " = ", text, NULL);
      g_autoptr(UsAbnfNode) again = us_abnf_parse (spec, line, -1, NULL, NULL);
      g_autofree char *text_again = NULL;

      fuzz_check (again != NULL);
      text_again = us_abnf_node_to_string (again);
      fuzz_check (g_strcmp0 (text, text_again) == 0);
    }
  return 0;
}
