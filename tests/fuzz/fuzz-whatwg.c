/* fuzz-whatwg.c — the WHATWG URL Standard's parser (core/us-whatwg.c)
 *
 * The input is a base, a newline, and an input (no newline: the input
 * alone, with no base). The base is parsed, then the input against it
 * when the base is not a failure. For every parse: no crash; every
 * validation error has a known name and a span inside what was parsed;
 * at most one error is the failure, and only in a failed parse; a parse
 * that does not fail has every getter, and its href, parsed again with no
 * base, does not fail and gives the same href (the serializer's output is
 * the parser's fixed point). Each input checks the getters or the reparse,
 * one of the two (fuzz_choice()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-whatwg.h"
#include "fuzz-common.h"

static void
check_errors (const UsWhatwgUrl *url,
              gsize              len)
{
  guint n, failures = 0;
  const UsWhatwgError *errors = us_whatwg_url_get_errors (url, &n);

  for (guint i = 0; i < n; i++)
    {
      fuzz_check (errors[i].type < US_WHATWG_N_ERRORS);
      fuzz_check (us_whatwg_error_name (errors[i].type) != NULL);
      fuzz_check (errors[i].start <= errors[i].end && errors[i].end <= len);
      failures += errors[i].is_failure;
    }
  fuzz_check (failures <= 1);
  fuzz_check (failures == 0 || us_whatwg_url_get_failure (url));
}

static void
check_getters (const UsWhatwgUrl *url)
{
  for (guint i = 0; i < US_URL_GETTER_COUNT; i++)
    {
      g_autofree char *value = us_whatwg_url_get (url, (UsUrlGetter) i);

      fuzz_check (value != NULL);
      fuzz_check (g_utf8_validate (value, -1, NULL));
    }
}

static void
check_reparse (const UsWhatwgUrl *url)
{
  g_autofree char *href = us_whatwg_url_href (url);
  UsWhatwgUrl *again;
  g_autofree char *href2 = NULL;

  fuzz_check (href != NULL);
  /* The parse of the href checks the first: no features of its own. */
  fuzz_quiet_begin ();
  again = us_whatwg_parse (href, strlen (href), NULL);
  fuzz_check (!us_whatwg_url_get_failure (again));
  href2 = us_whatwg_url_href (again);
  fuzz_check (href2 != NULL && strcmp (href, href2) == 0);
  us_whatwg_url_free (again);
  fuzz_quiet_end ();
}

static void
check (const UsWhatwgUrl *url,
       gsize              len,
       guint              choice)
{
  check_errors (url, len);
  if (us_whatwg_url_get_failure (url))
    return;
  if (choice == 0)
    check_getters (url);
  else
    check_reparse (url);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  /* The plain program passes NULL for an empty input, which memchr() does
   * not take. */
  const uint8_t *nl = size > 0 ? memchr (data, '\n', size) : NULL;
  const char *text = size > 0 ? (const char *) data : "";
  guint choice = fuzz_choice (data, size, 2);
  UsWhatwgUrl *base = NULL;
  UsWhatwgUrl *url;

  if (nl != NULL)
    {
      gsize base_len = (gsize) (nl - data);

      base = us_whatwg_parse (text, base_len, NULL);
      check (base, base_len, choice);
      url = us_whatwg_parse ((const char *) nl + 1, size - base_len - 1, base);
      check (url, size - base_len - 1, choice);
    }
  else
    {
      url = us_whatwg_parse (text, size, NULL);
      check (url, size, choice);
    }
  us_whatwg_url_free (url);
  if (base != NULL)
    us_whatwg_url_free (base);
  return 0;
}
