/* us-resolve-whatwg.c — a reference against a base, as a browser reads it
 *
 * Under the WHATWG URL Standard, resolution is the basic URL parser run
 * with a base: the URL constructor's `new URL (reference, base)` (URL
 * Standard §6.1): the base is parsed first, without a base, and when it is
 * failure the constructor throws; otherwise the reference is parsed
 * against the base's URL record and the target is its serialization
 * (href), or there is none when the parser returns failure. The trace is
 * the parser's, state by state (us-whatwg.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-parse-private.h"
#include "us-resolve-private.h"
#include "us-whatwg.h"

/* A step outside the state machine, its record the base's (or empty). */
static void
add_base_step (UsWhatwgTrace     *trace,
               UsWhatwgBranch     branch,
               const UsWhatwgUrl *base)
{
  UsStateStep *step = us_whatwg_step_new (NULL, branch);

  if (base != NULL)
    us_whatwg_step_set_url (step, base);
  g_ptr_array_add (trace->steps, step);
}

/* @base NULL: the reference is parsed without a base (the trace alone). */
void
us_resolve_whatwg (UsResolver *r,
                   const char *base,
                   gsize       base_len,
                   const char *reference,
                   gsize       reference_len)
{
  UsResolution *res = r->res;
  UsWhatwgTrace trace = { res->state_steps, 0 };
  UsWhatwgTrace *tp = r->trace ? &trace : NULL;
  UsParseFlags flags = us_resolver_parse_flags (r);
  const UsWhatwgUrl *base_url = NULL;
  UsWhatwgUrl *url;
  g_autofree char *href = NULL;

  if (base != NULL)
    {
      res->base_result = us_parse_whatwg (base, base_len, flags);
      base_url = res->base_result->url;
      if (us_whatwg_url_get_failure (base_url))
        {
          /* The URL constructor throws: no target. The reference is read
           * without a base, for its diagnostics. */
          if (tp != NULL)
            add_base_step (tp, US_WHATWG_BRANCH_NO_BASE, NULL);
          us_resolver_issue (r, US_RESOLVE_ISSUE_BASE_FAILURE);
          res->reference_result = us_parse_whatwg (reference, reference_len, flags);
          return;
        }
      if (tp != NULL)
        add_base_step (tp, US_WHATWG_BRANCH_BASE, base_url);
      if (!us_result_is_valid (res->base_result))
        us_resolver_issue (r, US_RESOLVE_ISSUE_BASE_INVALID);
    }

  url = us_whatwg_parse_traced (reference, reference_len, base_url, tp);
  res->state_steps_omitted = trace.omitted;
  href = us_whatwg_url_href (url);
  res->reference_result = us_parse_whatwg_record (reference, reference_len, flags, url);
  if (href == NULL)
    us_resolver_issue (r, US_RESOLVE_ISSUE_FAILURE);
  else
    {
      if (!us_result_is_valid (res->reference_result))
        us_resolver_issue (r, US_RESOLVE_ISSUE_REFERENCE_INVALID);
      res->target_len = strlen (href);
      res->target = g_steal_pointer (&href);
    }
}
