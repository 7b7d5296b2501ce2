/* fuzz-resolve.c — resolution, with traces, under every spec that resolves
 *
 * The input is a base, a newline, and a reference (no newline: the input is
 * the base and the reference is empty). Under each spec, strict and
 * compatible: the trace changes nothing; the trace is well-formed (every
 * step named, every component readable for its length, the last step the
 * recomposition of the target or the reason there is none, the buffer table
 * within its bounds); a valid reference resolved against a valid absolute
 * base gives a target, which is a valid reference with a scheme (or, when
 * the RFC's answer reads a path "//b" as an authority, a valid safe form);
 * under RFC 3986 the target's path holds no dot segment unless it is the
 * base's. Each input is resolved under one spec, strict or compatible
 * (fuzz_choice()); one in 8 also has its issues formatted and the
 * resolution rendered.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "fuzz-common.h"

/* Whether @path has a complete "." or ".." segment. */
static gboolean
has_dot_segment (const char *path,
                 gsize       len)
{
  gsize start = 0;

  for (gsize i = 0; i <= len; i++)
    if (i == len || path[i] == '/')
      {
        gsize n = i - start;

        if ((n == 1 && path[start] == '.') || (n == 2 && path[start] == '.' && path[start + 1] == '.'))
          return TRUE;
        start = i + 1;
      }
  return FALSE;
}

static void
check_trace (const UsResolution *res)
{
  guint n = us_resolution_get_n_steps (res);
  gsize target_len = 0;
  const char *target = us_resolution_get_target (res, &target_len);
  const UsStep *last;

  fuzz_check (n > 0);
  for (guint i = 0; i < n; i++)
    {
      const UsStep *step = us_resolution_get_step (res, i);

      fuzz_check (step->id != NULL && step->id[0] != '\0');
      fuzz_check (step->branch <= US_BRANCH_NOT_RESOLVABLE);
      fuzz_check (us_branch_name (step->branch) != NULL);
      for (guint p = 0; p < US_PART_COUNT; p++)
        {
          fuzz_check (step->parts[p] != NULL || step->lens[p] == 0);
          fuzz_check_bytes (step->parts[p], step->lens[p]);
        }
    }
  last = us_resolution_get_step (res, n - 1);
  if (target == NULL)
    fuzz_check (last->branch == US_BRANCH_NOT_RESOLVABLE);
  else
    {
      gsize len;
      g_autofree char *again = us_recompose (last->parts, last->lens, &len);

      fuzz_check (last->branch == US_BRANCH_RECOMPOSE);
      fuzz_check (len == target_len && memcmp (again, target, len) == 0);
      /* A path "//…" without an authority is always reported. */
      if (last->parts[US_PART_AUTHORITY] == NULL && last->lens[US_PART_PATH] >= 2 &&
          memcmp (last->parts[US_PART_PATH], "//", 2) == 0)
        fuzz_check (us_resolution_get_safe_form (res, NULL) != NULL);
    }

  fuzz_check (us_resolution_get_n_rows (res) <= US_MAX_BUFFER_ROWS);
  for (guint i = 0; i < us_resolution_get_n_rows (res); i++)
    {
      const UsBufferRow *row = us_resolution_get_row (res, i);

      fuzz_check (row->id != NULL);
      fuzz_check (row->output_len <= 512 && row->input_len <= 512);
      fuzz_check_bytes (row->output, row->output_len);
      fuzz_check_bytes (row->input, row->input_len);
    }
  fuzz_check (us_resolution_get_rows_omitted (res) == 0 || us_resolution_get_n_rows (res) == US_MAX_BUFFER_ROWS);
}

static void
check_target (UsSpec              spec,
              const UsResolution *res,
              const char         *base,
              gsize               base_len,
              const char         *ref,
              gsize               ref_len)
{
  g_autoptr(UsResult) b = us_parse (base, base_len, spec, US_PARSE_ABSOLUTE | US_PARSE_NO_TREE, NULL);
  g_autoptr(UsResult) r = us_parse (ref, ref_len, spec, US_PARSE_NO_TREE, NULL);
  gsize len = 0, path_start, path_end;
  const char *target = us_resolution_get_target (res, &len);

  if (!us_result_is_valid (b) || !us_result_is_valid (r))
    return;
  /* RFC 2396 resolves against the base "of a hierarchical scheme" (§1.4):
   * against an opaque one ("a::" with "a/../" gives "a:", no URI) it says
   * nothing. */
  if (spec == US_SPEC_RFC2396 && !us_result_get_component (b, US_COMPONENT_AUTHORITY, NULL, NULL) &&
      !(us_result_get_component (b, US_COMPONENT_PATH, &path_start, &path_end) && path_end > path_start &&
        base[path_start] == '/'))
    return;
  fuzz_check (target != NULL);
  {
    g_autoptr(UsResult) t = fuzz_parse_checked (spec, target, len, US_PARSE_DEFAULT);
    gsize safe_len;
    const char *safe = us_resolution_get_safe_form (res, &safe_len);

    /* The RFCs can leave a path "//b" without an authority, which the
     * recomposed answer then reads as one: the answer stays the RFC's, the
     * issue path-becomes-authority says so and gives the safe form
     * (us_resolver_check_path()), which must be valid. */
    fuzz_check (us_result_is_valid (t) || safe != NULL);
    fuzz_check (us_result_get_component (t, US_COMPONENT_SCHEME, NULL, NULL));
    if (safe != NULL)
      {
        g_autoptr(UsResult) sr = fuzz_parse_checked (spec, safe, safe_len, US_PARSE_DEFAULT);

        fuzz_check (us_result_is_valid (sr));
      }
  }
  /* RFC 3986 §5.2.2: an empty reference path takes the base's path as it
   * is; any other goes through remove_dot_segments. */
  if (spec == US_SPEC_RFC3986 && us_result_get_component (r, US_COMPONENT_PATH, &path_start, &path_end) &&
      path_end > path_start)
    {
      const UsStep *last = us_resolution_get_step (res, us_resolution_get_n_steps (res) - 1);

      fuzz_check (!has_dot_segment (last->parts[US_PART_PATH], last->lens[US_PART_PATH]));
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const char *base = (const char *) data;
  /* The plain program passes NULL for an empty input, which memchr() does
   * not take. */
  const uint8_t *nl = size > 0 ? memchr (data, '\n', size) : NULL;
  gsize base_len = nl != NULL ? (gsize) (nl - data) : size;
  const char *ref = nl != NULL ? (const char *) nl + 1 : "";
  gsize ref_len = nl != NULL ? size - base_len - 1 : 0;
  gboolean sampled = fuzz_sampled (data, size, 8);
  UsSpec resolvable[US_SPEC_COUNT];
  guint n = 0, choice;
  UsSpec spec;
  UsResolveFlags flags;
  g_autoptr(UsResolution) res = NULL;
  g_autoptr(UsResolution) quiet = NULL;
  gsize a_len = 0, b_len = 0;
  const char *a, *b;

  for (guint s = 0; s < US_SPEC_COUNT; s++)
    if (us_spec_can_resolve ((UsSpec) s))
      resolvable[n++] = (UsSpec) s;
  choice = fuzz_choice (data, size, n * 2);
  spec = resolvable[choice / 2];
  flags = choice % 2 ? US_RESOLVE_COMPAT : US_RESOLVE_DEFAULT;

  res = us_resolve (spec, base, base_len, ref, ref_len, flags | US_RESOLVE_TRACE, NULL);
  quiet = us_resolve (spec, base, base_len, ref, ref_len, flags, NULL);
  fuzz_check (res != NULL && quiet != NULL);
  a = us_resolution_get_target (res, &a_len);
  b = us_resolution_get_target (quiet, &b_len);
  /* The trace changes nothing. */
  fuzz_check ((a == NULL) == (b == NULL));
  fuzz_check (a == NULL || (a_len == b_len && memcmp (a, b, a_len) == 0));
  fuzz_check (us_resolution_get_n_issues (res) == us_resolution_get_n_issues (quiet));
  check_trace (res);
  check_target (spec, res, base, base_len, ref, ref_len);
  if (sampled)
    {
      g_autofree char *text = us_render_resolution (res, ref, ref_len, base, base_len, US_RENDER_DEFAULT);

      fuzz_check_text (text, TRUE);
      for (guint i = 0; i < us_resolution_get_n_issues (res); i++)
        {
          g_autofree char *issue = us_resolution_format_issue (res, us_resolution_get_issue (res, i));

          fuzz_check_text (issue, FALSE);
        }
    }
  return 0;
}
