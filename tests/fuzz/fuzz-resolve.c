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
 * base's. Under the WHATWG URL Standard: the state steps are well-formed
 * (spans inside the reference, the validation errors of the steps those
 * of the reference's result, in order, the failure marked at the last
 * step), the last step's record is the URL record, and the target is the
 * href of the parse against the parsed base, which parses to itself. Each input is resolved under one spec, strict or compatible
 * (fuzz_choice()); one in 8 also has its issues formatted and the
 * resolution rendered.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cli-text.h"
#include "core-test-helpers.h"
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

/* The trace of the WHATWG basic URL parser. */
static void
check_state_trace (const UsResolution *res,
                   gsize               ref_len)
{
  guint n = us_resolution_get_n_state_steps (res);
  const UsResult *ref = us_resolution_get_reference_result (res);
  const char *target = us_resolution_get_target (res, NULL);
  gboolean base_failed = FALSE;
  guint next_error = 0;

  fuzz_check (us_resolution_get_n_steps (res) == 0);
  fuzz_check (n > 0 && n <= US_MAX_STATE_STEPS);
  fuzz_check (us_resolution_get_state_steps_omitted (res) == 0 || n == US_MAX_STATE_STEPS);
  for (guint i = 0; i < n; i++)
    {
      const UsStateStep *step = us_resolution_get_state_step (res, i);

      fuzz_check (step->branch != NULL && step->description != NULL && step->description[0] != '\0');
      fuzz_check (step->start <= step->end && step->end <= ref_len);
      if (g_str_equal (step->branch, "no-base"))
        base_failed = TRUE;
      /* the errors of the kept steps, in the order met (a cut trace
       * skips some before the last step) */
      if (step->n_errors > 0)
        {
          fuzz_check (step->first_error >= next_error);
          fuzz_check (step->first_error + step->n_errors <= us_result_get_n_diagnostics (ref));
          fuzz_check (us_resolution_get_state_steps_omitted (res) > 0 || step->first_error == next_error ||
                      step->state == NULL);
          next_error = step->first_error + step->n_errors;
        }
      fuzz_check (!step->failure || i == n - 1);
      for (guint f = 0; f < US_RECORD_FIELD_COUNT; f++)
        {
          fuzz_check (step->record[f] != NULL || step->lens[f] == 0);
          fuzz_check (step->lens[f] <= 512);
          fuzz_check_bytes (step->record[f], step->lens[f]);
        }
    }
  if (!base_failed)
    {
      const UsStateStep *last = us_resolution_get_state_step (res, n - 1);

      fuzz_check (last->failure == (target == NULL));
      fuzz_check (us_resolution_get_state_steps_omitted (res) > 0 ||
                  next_error == us_result_get_n_diagnostics (ref));
      /* the last record is the URL's */
      if (target != NULL)
        {
          g_autofree char *scheme = us_result_dup_url (ref, US_URL_PROTOCOL);
          g_autofree char *search = us_result_dup_url (ref, US_URL_SEARCH);

          fuzz_check (last->record[US_RECORD_SCHEME] != NULL &&
                      strlen (scheme) == last->lens[US_RECORD_SCHEME] + 1 &&
                      memcmp (scheme, last->record[US_RECORD_SCHEME], last->lens[US_RECORD_SCHEME]) == 0);
          if (last->record[US_RECORD_QUERY] != NULL && last->lens[US_RECORD_QUERY] > 0 &&
              !last->cut[US_RECORD_QUERY])
            fuzz_check (g_str_equal (search + 1, last->record[US_RECORD_QUERY]));
        }
    }
}

/* Under the URL Standard: the target is what the parser gives with the
 * base, and it reads again as itself. */
static void
check_whatwg_target (const UsResolution *res,
                     const char         *base,
                     gsize               base_len,
                     const char         *ref,
                     gsize               ref_len)
{
  g_autoptr(UsResult) b = us_parse (base, base_len, US_SPEC_WHATWG, US_PARSE_NO_TREE, NULL);
  gsize len = 0;
  const char *target = us_resolution_get_target (res, &len);
  g_autofree char *href = us_result_dup_url (us_resolution_get_reference_result (res), US_URL_HREF);
  g_autofree char *base_href = us_result_dup_url (b, US_URL_HREF);

  if (base_href == NULL)
    {
      fuzz_check (target == NULL);
      return;
    }
  fuzz_check ((target == NULL) == (href == NULL));
  if (target != NULL)
    {
      g_autoptr(UsResult) t = fuzz_parse_checked (US_SPEC_WHATWG, target, len, US_PARSE_NO_TREE);
      g_autofree char *again = us_result_dup_url (t, US_URL_HREF);

      fuzz_check (strlen (href) == len && memcmp (href, target, len) == 0);
      fuzz_check (again != NULL && g_str_equal (again, href));
    }
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
  /* The checks' second resolution and parses: no features of their own
   * (fuzz_quiet_begin()); the rendering below is code under test. */
  fuzz_quiet_begin ();
  quiet = us_resolve (spec, base, base_len, ref, ref_len, flags, NULL);
  fuzz_check (res != NULL && quiet != NULL);
  a = us_resolution_get_target (res, &a_len);
  b = us_resolution_get_target (quiet, &b_len);
  /* The trace changes nothing. */
  fuzz_check ((a == NULL) == (b == NULL));
  fuzz_check (a == NULL || (a_len == b_len && memcmp (a, b, a_len) == 0));
  fuzz_check (us_resolution_get_n_issues (res) == us_resolution_get_n_issues (quiet));
  if (spec == US_SPEC_WHATWG)
    {
      check_state_trace (res, ref_len);
      check_whatwg_target (res, base, base_len, ref, ref_len);
    }
  else
    {
      check_trace (res);
      check_target (spec, res, base, base_len, ref, ref_len);
    }
  fuzz_quiet_end ();
  if (sampled)
    {
      g_autofree char *text = cli_text_resolution (res, ref, ref_len, base, base_len, CLI_TEXT_DEFAULT);

      fuzz_check_text (text, TRUE);
      for (guint i = 0; i < us_resolution_get_n_issues (res); i++)
        {
          g_autofree char *issue = us_resolution_format_issue (res, us_resolution_get_issue (res, i));

          fuzz_check_text (issue, FALSE);
        }
    }
  return 0;
}
