/* us-resolve.c — us_resolve(), the resolution it returns, and its trace
 *
 * The algorithms live beside this file, one per spec: us-resolve-rfc3986.c
 * (RFC 3986 §5.2) and us-resolve-legacy.c (RFC 2396 §5.2, RFC 1808 §4).
 * Here is what they share: the recording of steps and buffer rows (nothing
 * is recorded, and nothing costs, without US_RESOLVE_TRACE), the
 * recomposition of components, and the words for every branch and issue.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-resolve-private.h"
#include "us-chars-private.h"
#include "us-whatwg.h"

static void
step_free (gpointer data)
{
  UsStep *step = data;

  for (guint i = 0; i < US_PART_COUNT; i++)
    g_free (step->parts[i]);
  g_free (step);
}

static void
row_clear (gpointer data)
{
  UsBufferRow *row = data;

  g_free (row->output);
  g_free (row->input);
}

UsResolution *
us_resolution_ref (UsResolution *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
us_resolution_unref (UsResolution *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_int_dec_and_test (&self->ref_count))
    return;

  g_clear_pointer (&self->base_result, us_result_unref);
  g_clear_pointer (&self->reference_result, us_result_unref);
  g_free (self->target);
  /* Rarely set: no call to free NULL. */
  if (self->alternative != NULL)
    g_free (self->alternative);
  if (self->unsafe != NULL)
    {
      g_free (self->unsafe);
      g_free (self->safe);
      g_free (self->read_as);
    }
  if (self->steps)
    g_ptr_array_unref (self->steps);
  if (self->rows)
    g_array_unref (self->rows);
  if (self->state_steps)
    g_ptr_array_unref (self->state_steps);
  g_free (self);
}

/**
 * us_resolve:
 * @spec: whose algorithm to run: RFC 3986 §5.2, RFC 2396 §5.2, RFC 1808 §4,
 *   or the WHATWG URL Standard's basic URL parser with a base
 * @base: the base URI (any bytes); under %US_SPEC_WHATWG, NULL for none
 *   (the reference parsed alone, for its trace)
 * @reference: the reference to resolve against it (any bytes)
 * @flags: US_RESOLVE_TRACE to record every step; US_RESOLVE_COMPAT for the
 *   backward-compatible reading of a reference that repeats the base's
 *   scheme ("http:g")
 * @error: set for misuse and limits only (unavailable spec, input over
 *   %US_MAX_INPUT)
 *
 * Runs the spec's own algorithm, literally. Problems with the inputs are
 * issues of the result: a base without a scheme leaves no target; a base or
 * reference that breaks the grammar is resolved all the same, and the
 * result says it came from invalid input. Under %US_SPEC_WHATWG the trace
 * is the parser's, state by state (us_resolution_get_state_step()), and
 * the target is what a browser's `new URL (reference, base)` gives as
 * href, or none when it throws.
 *
 * Returns: (transfer full) (nullable): the resolution
 */
static UsResolution *resolve (UsSpec          spec,
                              const char     *base,
                              gsize           base_len,
                              const char     *reference,
                              gsize           reference_len,
                              UsResult       *read,
                              UsResolveFlags  flags,
                              GError        **error);

UsResolution *
us_resolve (UsSpec          spec,
            const char     *base,
            gsize           base_len,
            const char     *reference,
            gsize           reference_len,
            UsResolveFlags  flags,
            GError        **error)
{
  return resolve (spec, base, base_len, reference, reference_len, NULL, flags, error);
}

/**
 * us_resolve_reading:
 * @spec: one of the RFCs whose algorithm us_resolve() runs
 * @base: the base URI (any bytes)
 * @reference: the reference as already read under @spec (with its tree
 *   when a trace or %US_RESOLVE_TREES is asked for)
 * @flags: as for us_resolve()
 * @error: as for us_resolve()
 *
 * As us_resolve(), from a reading of the reference already made, which is
 * not parsed again. (The URL Standard reads the reference against the
 * base: under it, use us_resolve().)
 *
 * Returns: (transfer full) (nullable): the resolution
 */
UsResolution *
us_resolve_reading (UsSpec           spec,
                    const char      *base,
                    gsize            base_len,
                    UsResult        *reference,
                    UsResolveFlags   flags,
                    GError         **error)
{
  const char *text;
  gsize len;

  g_return_val_if_fail (reference != NULL && us_result_get_spec (reference) == spec, NULL);
  g_return_val_if_fail (spec != US_SPEC_WHATWG, NULL);
  text = us_result_get_input (reference, &len);
  return resolve (spec, base, base_len, text, len, reference, flags, error);
}

static UsResolution *
resolve (UsSpec          spec,
         const char     *base,
         gsize           base_len,
         const char     *reference,
         gsize           reference_len,
         UsResult       *read,
         UsResolveFlags  flags,
         GError        **error)
{
  UsResolution *self;
  UsResolver r;

  g_return_val_if_fail (base != NULL || base_len == 0, NULL);
  g_return_val_if_fail (reference != NULL || reference_len == 0, NULL);
  g_return_val_if_fail ((guint) spec < US_SPEC_COUNT, NULL);

  if (base_len > US_MAX_INPUT || reference_len > US_MAX_INPUT)
    {
      us_set_too_long_error (error, MAX (base_len, reference_len));
      return NULL;
    }
  if (!us_spec_can_resolve (spec))
    {
      g_set_error (error, US_ERROR, US_ERROR_SPEC_UNAVAILABLE,
                   _("This version of Uriscope cannot resolve references under %s yet"),
                   us_spec_title (spec));
      return NULL;
    }

  /* Not g_new0(): calloc() bypasses the allocator's per-thread cache. */
  self = g_new (UsResolution, 1);
  memset (self, 0, sizeof *self);
  self->ref_count = 1;
  self->spec = spec;
  self->flags = flags;
  /* The reading given is the reference's: the algorithm does not parse it
   * again (us_resolver_parse_flags()). */
  if (read != NULL)
    self->reference_result = us_result_ref (read);
  if (flags & US_RESOLVE_TRACE)
    {
      self->steps = g_ptr_array_new_with_free_func (step_free);
      self->rows = g_array_new (FALSE, FALSE, sizeof (UsBufferRow));
      g_array_set_clear_func (self->rows, row_clear);
      if (spec == US_SPEC_WHATWG)
        self->state_steps = g_ptr_array_new_with_free_func (us_whatwg_step_free);
    }

  us_resolver_init (&r, self, (flags & US_RESOLVE_TRACE) != 0);

  if (base == NULL && spec != US_SPEC_WHATWG)
    base = "";
  if (reference == NULL)
    reference = "";

  switch (spec)
    {
    case US_SPEC_RFC3986:
    case US_SPEC_RFC3987:   /* RFC 3987 §6.5: RFC 3986's algorithm on IRIs */
      us_resolve_rfc3986 (&r, base, base_len, reference, reference_len);
      break;
    case US_SPEC_RFC2396:
      us_resolve_rfc2396 (&r, base, base_len, reference, reference_len);
      break;
    case US_SPEC_RFC1808:
      us_resolve_rfc1808 (&r, base, base_len, reference, reference_len);
      break;
    case US_SPEC_WHATWG:
      us_resolve_whatwg (&r, base, base_len, reference, reference_len);
      break;
    case US_SPEC_RFC1738:
    default:
      g_assert_not_reached ();
    }

  us_resolver_clear (&r);
  return self;
}

/* Accessors -------------------------------------------------------------- */

UsSpec
us_resolution_get_spec (const UsResolution *self)
{
  g_return_val_if_fail (self != NULL, US_SPEC_RFC3986);
  return self->spec;
}

/* The target URI, or NULL when the algorithm could not run. */
const char *
us_resolution_get_target (const UsResolution *self,
                          gsize              *len)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (len)
    *len = self->target_len;
  return self->target;
}

gboolean
us_resolution_is_from_invalid_input (const UsResolution *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->from_invalid_input;
}

/* The other answer the RFC allows, or NULL when there is only one. */
const char *
us_resolution_get_alternative (const UsResolution *self,
                               gsize              *len,
                               UsAlternative      *kind)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (len)
    *len = self->alternative_len;
  if (kind)
    *kind = self->alternative_kind;
  return self->alternative;
}

/* RFC 3986 only: the base and the reference parsed against the grammar. */
const UsResult *
us_resolution_get_base_result (const UsResolution *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->base_result;
}

const UsResult *
us_resolution_get_reference_result (const UsResolution *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->reference_result;
}

/* With US_RESOLVE_ISSUE_PATH_BECOMES_AUTHORITY: the answer (the target, or
 * the alternative) with "/." before its path, which keeps the path a path;
 * NULL otherwise. */
const char *
us_resolution_get_safe_form (const UsResolution *self,
                             gsize              *len)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (len)
    *len = self->safe_len;
  return self->safe;
}

/* The safe form of the target itself (us_resolution_get_safe_form()),
 * when the target as the RFC writes it would be read with another
 * authority ("http:" "//evil.com" written "http://evil.com"); NULL when
 * the target means what the algorithm computed. */
const char *
us_resolution_get_safe_target (const UsResolution *self,
                               gsize              *len)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (self->safe == NULL || self->unsafe_is_alternative)
    {
      if (len)
        *len = 0;
      return NULL;
    }
  if (len)
    *len = self->safe_len;
  return self->safe;
}

guint
us_resolution_get_n_issues (const UsResolution *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_issues;
}

UsResolveIssue
us_resolution_get_issue (const UsResolution *self,
                         guint               index)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (index < self->n_issues, 0);
  return self->issues[index];
}

guint
us_resolution_get_n_steps (const UsResolution *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->steps ? self->steps->len : 0;
}

const UsStep *
us_resolution_get_step (const UsResolution *self,
                        guint               index)
{
  g_return_val_if_fail (self != NULL && self->steps != NULL, NULL);
  g_return_val_if_fail (index < self->steps->len, NULL);
  return g_ptr_array_index (self->steps, index);
}

guint
us_resolution_get_n_rows (const UsResolution *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->rows ? self->rows->len : 0;
}

const UsBufferRow *
us_resolution_get_row (const UsResolution *self,
                       guint               index)
{
  g_return_val_if_fail (self != NULL && self->rows != NULL, NULL);
  g_return_val_if_fail (index < self->rows->len, NULL);
  return &g_array_index (self->rows, UsBufferRow, index);
}

/* Rows past US_MAX_BUFFER_ROWS, counted but not kept. */
guint
us_resolution_get_rows_omitted (const UsResolution *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->rows_omitted;
}

/* Words ------------------------------------------------------------------ */

/* Under %US_SPEC_WHATWG with a trace: the parser's steps, state by state
 * (the first US_MAX_STATE_STEPS - 1 and the last); 0 otherwise. */
guint
us_resolution_get_n_state_steps (const UsResolution *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->state_steps ? self->state_steps->len : 0;
}

const UsStateStep *
us_resolution_get_state_step (const UsResolution *self,
                              guint               index)
{
  g_return_val_if_fail (self != NULL && self->state_steps != NULL, NULL);
  g_return_val_if_fail (index < self->state_steps->len, NULL);
  return g_ptr_array_index (self->state_steps, index);
}

/* The steps left out between the first ones and the last. */
guint
us_resolution_get_state_steps_omitted (const UsResolution *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->state_steps_omitted;
}

/* The field's name as the URL Standard names the URL record's fields
 * ("buffer" for the parser's buffer). */
const char *
us_record_field_name (UsRecordField field)
{
  static const char *const names[US_RECORD_FIELD_COUNT] = {
    "scheme", "username", "password", "host", "port", "path", "query", "fragment", "buffer",
  };

  g_return_val_if_fail ((guint) field < US_RECORD_FIELD_COUNT, "");
  return names[field];
}

const char *
us_part_name (UsPart part)
{
  static const char *const names[US_PART_COUNT] = {
    "scheme", "authority", "path", "params", "query", "fragment",
  };

  g_return_val_if_fail ((guint) part < US_PART_COUNT, NULL);
  return names[part];
}

static const struct {
  const char *name;
  const char *text;
} branches[] = {
  [US_BRANCH_PARSE_BASE] = { "parse-base", N_("The base is split into its components.") },
  [US_BRANCH_PARSE_REFERENCE] = { "parse-reference", N_("The reference is split into its components.") },
  [US_BRANCH_COMPAT_SCHEME] = { "compat-scheme", N_("The reference repeats the base’s scheme; the backward-compatible reading ignores it, so the reference is read as relative.") },
  [US_BRANCH_STRICT_SCHEME] = { "strict-scheme", N_("The reference repeats the base’s scheme; a strict parser keeps it, so the reference is absolute.") },
  [US_BRANCH_REF_SCHEME] = { "reference-scheme", N_("The reference has a scheme: the target takes the reference’s scheme, authority, path and query.") },
  [US_BRANCH_REF_AUTHORITY] = { "reference-authority", N_("The reference has an authority: the target takes its authority, path and query, and the base’s scheme.") },
  [US_BRANCH_EMPTY_PATH_REF_QUERY] = { "empty-path-reference-query", N_("The reference’s path is empty and it has a query: the target takes the base’s path and the reference’s query.") },
  [US_BRANCH_EMPTY_PATH_BASE_QUERY] = { "empty-path-base-query", N_("The reference’s path is empty and it has no query: the target takes the base’s path and query.") },
  [US_BRANCH_ABSOLUTE_PATH] = { "absolute-path", N_("The reference’s path starts with “/”: it replaces the base’s path.") },
  [US_BRANCH_RELATIVE_PATH] = { "relative-path", N_("The reference’s path is relative: it is merged with the base’s path.") },
  [US_BRANCH_MERGE_EMPTY_BASE_PATH] = { "merge-empty-base-path", N_("The base has an authority and an empty path: the merged path is “/” followed by the reference’s path.") },
  [US_BRANCH_MERGE_LAST_SEGMENT] = { "merge-last-segment", N_("The reference’s path replaces the last segment of the base’s path (everything after its last “/”).") },
  [US_BRANCH_REMOVE_DOT_SEGMENTS] = { "remove-dot-segments", N_("The “.” and “..” segments are removed from the path.") },
  [US_BRANCH_FRAGMENT] = { "fragment", N_("The target takes the reference’s fragment.") },
  [US_BRANCH_RECOMPOSE] = { "recompose", N_("The components are put together: a delimiter for each defined component.") },
  [US_BRANCH_CURRENT_DOCUMENT] = { "current-document", N_("The path is empty and the scheme, authority and query are undefined: the reference is to the current document.") },
  [US_BRANCH_NOT_CURRENT_DOCUMENT] = { "not-current-document", N_("The reference is not to the current document: its query and fragment are its own, not the base’s.") },
  [US_BRANCH_EMPTY_REFERENCE] = { "empty-reference", N_("The reference is empty: it is the whole base, fragment included.") },
  [US_BRANCH_INHERIT_SCHEME] = { "inherit-scheme", N_("The reference has no scheme: it takes the base’s.") },
  [US_BRANCH_INHERIT_AUTHORITY] = { "inherit-authority", N_("The reference has no authority: it takes the base’s.") },
  [US_BRANCH_INHERIT_PATH] = { "inherit-path", N_("The reference’s path is empty: it takes the base’s path.") },
  [US_BRANCH_INHERIT_PARAMS] = { "inherit-params", N_("The reference has no parameters: it takes the base’s.") },
  [US_BRANCH_KEEP_PARAMS] = { "keep-params", N_("The reference has parameters: they are kept, and resolution is done.") },
  [US_BRANCH_INHERIT_QUERY] = { "inherit-query", N_("The reference has no query: it takes the base’s.") },
  [US_BRANCH_KEEP_QUERY] = { "keep-query", N_("The reference has a query: it is kept.") },
  [US_BRANCH_BUFFER_BASE] = { "buffer-base", N_("The buffer gets the base’s path without its last segment.") },
  [US_BRANCH_BUFFER_APPEND] = { "buffer-append", N_("The reference’s path is appended to the buffer.") },
  [US_BRANCH_REMOVE_DOT_SLASH] = { "remove-dot-slash", N_("Every “./” that is a complete segment is removed.") },
  [US_BRANCH_REMOVE_TRAILING_DOT] = { "remove-trailing-dot", N_("A final “.” segment is removed.") },
  [US_BRANCH_REMOVE_DOTDOT] = { "remove-dotdot", N_("Every “segment/../” (segment not “..”) is removed, leftmost first, until none is left.") },
  [US_BRANCH_REMOVE_TRAILING_DOTDOT] = { "remove-trailing-dotdot", N_("A final “segment/..” (segment not “..”) is removed.") },
  [US_BRANCH_LEADING_DOTDOT] = { "leading-dotdot", N_("The path still starts with “..”: the RFC calls this an error, which implementations may keep, remove or refuse; it is kept here.") },
  [US_BRANCH_NO_LEADING_DOTDOT] = { "no-leading-dotdot", N_("No “..” is left above the root.") },
  [US_BRANCH_NEW_PATH] = { "new-path", N_("The buffer is the target’s path.") },
  [US_BRANCH_NOT_RESOLVABLE] = { "not-resolvable", N_("The algorithm cannot run: the base has no scheme.") },
};

/* The stable name of @branch, for JSON ("merge-last-segment"). */
const char *
us_branch_name (UsBranch branch)
{
  g_return_val_if_fail ((guint) branch < G_N_ELEMENTS (branches), NULL);
  return branches[branch].name;
}

/* What the step did, in words, translated. */
const char *
us_branch_describe (UsBranch branch)
{
  g_return_val_if_fail ((guint) branch < G_N_ELEMENTS (branches), NULL);
  return g_dgettext (GETTEXT_PACKAGE, branches[branch].text);
}

const char *
us_alternative_describe (UsAlternative kind)
{
  switch (kind)
    {
    case US_ALTERNATIVE_COMPAT:
      return _("backward-compatible reading (the reference’s scheme, equal to the base’s, ignored)");
    case US_ALTERNATIVE_STRICT:
      return _("strict reading (the reference’s scheme kept)");
    case US_ALTERNATIVE_DOTDOT_REMOVED:
      return _("with the “..” segments above the root removed, as some implementations do");
    case US_ALTERNATIVE_NONE:
    default:
      return "";
    }
}

UsSeverity
us_resolve_issue_severity (UsResolveIssue issue)
{
  switch (issue)
    {
    case US_RESOLVE_ISSUE_BASE_NOT_ABSOLUTE:
    case US_RESOLVE_ISSUE_BASE_FAILURE:
    case US_RESOLVE_ISSUE_FAILURE:
      return US_SEVERITY_ERROR;
    case US_RESOLVE_ISSUE_BASE_INVALID:
    case US_RESOLVE_ISSUE_REFERENCE_INVALID:
    case US_RESOLVE_ISSUE_DOTDOT_ABOVE_ROOT:
    case US_RESOLVE_ISSUE_PATH_BECOMES_AUTHORITY:
      return US_SEVERITY_WARNING;
    case US_RESOLVE_ISSUE_BASE_FRAGMENT:
    case US_RESOLVE_ISSUE_SAME_SCHEME:
    default:
      return US_SEVERITY_NOTE;
    }
}

const char *
us_resolve_issue_name (UsResolveIssue issue)
{
  switch (issue)
    {
    case US_RESOLVE_ISSUE_BASE_NOT_ABSOLUTE: return "base-not-absolute";
    case US_RESOLVE_ISSUE_BASE_INVALID: return "base-invalid";
    case US_RESOLVE_ISSUE_REFERENCE_INVALID: return "reference-invalid";
    case US_RESOLVE_ISSUE_BASE_FRAGMENT: return "base-fragment";
    case US_RESOLVE_ISSUE_SAME_SCHEME: return "same-scheme";
    case US_RESOLVE_ISSUE_DOTDOT_ABOVE_ROOT: return "dotdot-above-root";
    case US_RESOLVE_ISSUE_PATH_BECOMES_AUTHORITY: return "path-becomes-authority";
    case US_RESOLVE_ISSUE_BASE_FAILURE: return "base-failure";
    case US_RESOLVE_ISSUE_FAILURE: return "failure";
    default: g_return_val_if_reached (NULL);
    }
}

/* The issue in words, naming the section of the spec whose algorithm ran. */
char *
us_resolution_format_issue (const UsResolution *self,
                            UsResolveIssue      issue)
{
  const char *spec = us_spec_title (self->spec);
  const char *spec_section = us_spec_resolution_section (self->spec);

  switch (issue)
    {
    case US_RESOLVE_ISSUE_BASE_NOT_ABSOLUTE:
      return g_strdup_printf (_("The base has no scheme, so nothing can be resolved against it: %s needs an absolute base URI."),
                              spec_section);
    case US_RESOLVE_ISSUE_BASE_INVALID:
      if (self->spec == US_SPEC_WHATWG)
        return g_strdup (_("The base has validation errors (see its diagnostics); a browser reads it all the same, so the target comes from invalid input."));
      return g_strdup (_("The base breaks the grammar (see its diagnostics); the algorithm ran all the same, so the target comes from invalid input."));
    case US_RESOLVE_ISSUE_REFERENCE_INVALID:
      if (self->spec == US_SPEC_WHATWG)
        return g_strdup (_("The reference has validation errors (see its diagnostics); a browser reads it all the same, so the target comes from invalid input."));
      return g_strdup (_("The reference breaks the grammar (see its diagnostics); the algorithm ran all the same, so the target comes from invalid input."));
    case US_RESOLVE_ISSUE_BASE_FAILURE:
      return g_strdup (_("The base is not a URL a browser can parse (see its diagnostics): the URL constructor throws, so there is no target (URL Standard §6.1)."));
    case US_RESOLVE_ISSUE_FAILURE:
      {
        g_autofree char *why = self->reference_result != NULL ?
                               us_result_format_url_refusal (self->reference_result) : NULL;

        if (why != NULL)
          return g_strdup_printf (_("A browser refuses this reference against this base: %s"), why);
        return g_strdup (_("A browser refuses this reference against this base: the parser returns failure."));
      }
    case US_RESOLVE_ISSUE_BASE_FRAGMENT:
      return g_strdup (_("The base’s fragment is not used: a base URI is stripped of its fragment (RFC 3986 §5.1)."));
    case US_RESOLVE_ISSUE_SAME_SCHEME:
      return g_strdup_printf (_("The reference repeats the base’s scheme: %s allows a strict and a backward-compatible answer, and both are given."),
                              spec);
    case US_RESOLVE_ISSUE_DOTDOT_ABOVE_ROOT:
      return g_strdup (_("The path climbs above the root with “..”: RFC 2396 §5.2 step 6g calls this an error; the “..” segments are kept, and the answer without them is given too."));
    case US_RESOLVE_ISSUE_PATH_BECOMES_AUTHORITY:
      {
        g_autofree char *unsafe = us_quote (self->unsafe, self->unsafe_len, 80);
        g_autofree char *safe = us_quote (self->safe, self->safe_len, 80);
        g_autofree char *authority = us_quote (self->read_as, self->read_as_len, 80);

        if (self->unsafe_is_alternative)
          return g_strdup_printf (_("The other answer’s path begins with “//” and it has no authority: written out, “%s” would be read with the authority “%s” (RFC 3986 §3.3). Safe form, with “/.” before the path: “%s”."),
                                  unsafe, authority, safe);
        return g_strdup_printf (_("The target’s path begins with “//” and it has no authority: written as %s computes it, “%s”, it would be read with the authority “%s” (RFC 3986 §3.3). Safe form, with “/.” before the path: “%s”."),
                                spec_section, unsafe, authority, safe);
      }
    default:
      g_return_val_if_reached (NULL);
    }
}
