/* us-analysis.c — one input, analysed once, for every view
 *
 * An analysis holds one reference (any bytes) and, optionally, the base it
 * is read against, and everything the views ask of them: the result under
 * each spec, the resolution under each spec, how a browser reads what each
 * RFC reads, the normalization, an IRI's mappings and the link lens. Each
 * is computed at most once, on first use, and then shared: the window's
 * field, badges, browser line and pages, and the command line's text and
 * JSON, all read the same objects, so no two views can disagree.
 *
 Under an RFC the result is the reference read alone, and a resolution
 * starts from it (us_resolve_reading()), so the parse is not run twice.
 * Under the URL Standard with a base, the result is the URL record of the
 * reference parsed against the base, as a browser reads a link on a page;
 * how a browser reads what an RFC reads is the reference read alone
 * (us_analysis_get_whatwg_alone()), as the RFCs' results are. Steps are
 * recorded only when a view asks for them
 * (us_analysis_get_traced_resolution()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "uriscope.h"
#include "us-browser-private.h"
#include "us-chars-private.h"
#include "us-lens-private.h"
#include "us-printf-private.h"
#include "us-result-private.h"

struct _UsAnalysis {
  gint ref_count;
  UsAnalysisFlags flags;
  char *input;
  gsize len;
  char *base;              /* NULL: no base */
  gsize base_len;
  GError *error;           /* the input or the base over US_MAX_INPUT */

  UsResult *results[US_SPEC_COUNT];
  UsResult *whatwg_alone;  /* the reference under the URL Standard, no base */
  UsResolution *resolutions[US_SPEC_COUNT];
  gboolean resolved[US_SPEC_COUNT];
  UsResolution *traced[US_SPEC_COUNT];   /* with the steps, when asked */
  UsBrowserReading *readings[US_SPEC_COUNT];
  gboolean read[US_SPEC_COUNT];
  UsNormalization *normalizations[US_SPEC_COUNT];
  gboolean normalized[US_SPEC_COUNT];
  UsIriMapping *to_uri;
  UsIriMapping *to_iri;
  UsLens *lens;
};

/**
 * us_analysis_new:
 * @text: the reference; any bytes, NUL and invalid UTF-8 included
 * @len: its length in bytes
 * @base: (nullable): the base to read it against, any bytes; NULL for none
 * @base_len: the base's length in bytes
 * @flags: whether trees and traces are wanted
 *
 * Starts the analysis of one input. Nothing is parsed until a part is
 * asked for. An input or base over %US_MAX_INPUT is not read: every getter
 * returns NULL and us_analysis_get_error() says why.
 *
 * Returns: (transfer full): the analysis
 */
UsAnalysis *
us_analysis_new (const char      *text,
                 gsize            len,
                 const char      *base,
                 gsize            base_len,
                 UsAnalysisFlags  flags)
{
  UsAnalysis *self;

  g_return_val_if_fail (text != NULL || len == 0, NULL);
  g_return_val_if_fail (base != NULL || base_len == 0, NULL);

  self = g_new0 (UsAnalysis, 1);
  self->ref_count = 1;
  self->flags = flags;
  if (len > US_MAX_INPUT || base_len > US_MAX_INPUT)
    us_set_too_long_error (&self->error, MAX (len, base_len));
  else
    {
      self->input = g_malloc (len + 1);
      if (len > 0)
        memcpy (self->input, text, len);
      self->input[len] = '\0';
      self->len = len;
      if (base != NULL)
        {
          self->base = g_malloc (base_len + 1);
          if (base_len > 0)
            memcpy (self->base, base, base_len);
          self->base[base_len] = '\0';
          self->base_len = base_len;
        }
    }
  return self;
}

/**
 * us_analysis_ref:
 * @self: an analysis
 *
 * Adds a reference to @self.
 *
 * Returns: (transfer full): @self
 */
UsAnalysis *
us_analysis_ref (UsAnalysis *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_int_inc (&self->ref_count);
  return self;
}

/**
 * us_analysis_unref:
 * @self: (transfer full): an analysis
 *
 * Drops a reference to @self, and frees it (and every reading it made)
 * when it was the last one.
 */
void
us_analysis_unref (UsAnalysis *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_int_dec_and_test (&self->ref_count))
    return;
  for (guint i = 0; i < US_SPEC_COUNT; i++)
    {
      g_clear_pointer (&self->results[i], us_result_unref);
      g_clear_pointer (&self->resolutions[i], us_resolution_unref);
      g_clear_pointer (&self->traced[i], us_resolution_unref);
      g_clear_pointer (&self->readings[i], us_browser_reading_unref);
      g_clear_pointer (&self->normalizations[i], us_normalization_unref);
    }
  g_clear_pointer (&self->whatwg_alone, us_result_unref);
  g_clear_pointer (&self->to_uri, us_iri_mapping_unref);
  g_clear_pointer (&self->to_iri, us_iri_mapping_unref);
  g_clear_pointer (&self->lens, us_lens_unref);
  g_clear_error (&self->error);
  g_free (self->input);
  g_free (self->base);
  g_free (self);
}

/**
 * us_analysis_release:
 * @self: an analysis
 * @spec: a spec whose readings are needed no more
 *
 * Drops what was computed under @spec: the result, the resolution and its
 * steps, the browser's reading, the normalization and, under RFC 3987, the
 * IRI's mappings. A view that writes the specs one after another (the
 * command line's JSON Lines) needs a spec's no more once it is written,
 * and a megabyte's readings under six specs at once are hundreds of
 * megabytes (issue 24). What is asked for again is computed again, the
 * same; the reading without a base that the browser's readings share
 * stays.
 */
void
us_analysis_release (UsAnalysis *self,
                     UsSpec      spec)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail ((guint) spec < US_SPEC_COUNT);

  g_clear_pointer (&self->results[spec], us_result_unref);
  g_clear_pointer (&self->resolutions[spec], us_resolution_unref);
  g_clear_pointer (&self->traced[spec], us_resolution_unref);
  self->resolved[spec] = FALSE;
  g_clear_pointer (&self->readings[spec], us_browser_reading_unref);
  self->read[spec] = FALSE;
  g_clear_pointer (&self->normalizations[spec], us_normalization_unref);
  self->normalized[spec] = FALSE;
  if (spec == US_SPEC_RFC3987)
    {
      g_clear_pointer (&self->to_uri, us_iri_mapping_unref);
      g_clear_pointer (&self->to_iri, us_iri_mapping_unref);
    }
}

/**
 * us_analysis_get_input:
 * @self: an analysis
 * @len: (out) (optional): the input's length in bytes
 *
 * The reference analysed.
 *
 * Returns: (transfer none) (nullable): its bytes, NUL-terminated (it may
 *   hold NUL); %NULL when it is over %US_MAX_INPUT
 */
const char *
us_analysis_get_input (const UsAnalysis *self,
                       gsize            *len)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (len != NULL)
    *len = self->len;
  return self->input;
}

/**
 * us_analysis_get_base:
 * @self: an analysis
 * @len: (out) (optional): the base's length in bytes
 *
 * The base the reference is resolved against.
 *
 * Returns: (transfer none) (nullable): its bytes, NUL-terminated; %NULL
 *   when there is none
 */
const char *
us_analysis_get_base (const UsAnalysis *self,
                      gsize            *len)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (len != NULL)
    *len = self->base_len;
  return self->base;
}

/**
 * us_analysis_get_error:
 * @self: an analysis
 *
 * Why nothing was read: an input or a base over %US_MAX_INPUT
 * (%US_ERROR_TOO_LONG).
 *
 * Returns: (transfer none) (nullable): the error, or %NULL when the input
 *   was read
 */
const GError *
us_analysis_get_error (const UsAnalysis *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->error;
}

static UsParseFlags
parse_flags (const UsAnalysis *self)
{
  return (self->flags & US_ANALYSIS_NO_TREE) ? US_PARSE_NO_TREE : US_PARSE_DEFAULT;
}

/* us_resolve() or, under an RFC, us_resolve_reading() from the
 * analysis's own reading of the reference. */
static UsResolution *
resolve (UsAnalysis     *self,
         UsSpec          spec,
         UsResolveFlags  flags)
{
  if (self->flags & US_ANALYSIS_COMPAT)
    flags |= US_RESOLVE_COMPAT;
  if (!(self->flags & US_ANALYSIS_NO_TREE))
    flags |= US_RESOLVE_TREES;
  if (spec == US_SPEC_WHATWG)
    return us_resolve (spec, self->base, self->base_len, self->input, self->len, flags, NULL);
  return us_resolve_reading (spec, self->base, self->base_len, us_analysis_get_result (self, spec), flags, NULL);
}

/**
 * us_analysis_get_resolution:
 * @self: the analysis
 * @spec: whose algorithm
 *
 * The reference resolved against the base under @spec, without its steps
 * (us_analysis_get_traced_resolution() has them).
 *
 * Returns: (transfer none) (nullable): the resolution; NULL without a
 *   base, or where @spec defines no resolution
 */
UsResolution *
us_analysis_get_resolution (UsAnalysis *self,
                            UsSpec      spec)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail ((guint) spec < US_SPEC_COUNT, NULL);

  if (self->traced[spec] != NULL)
    return self->traced[spec];
  if (self->resolved[spec])
    return self->resolutions[spec];
  self->resolved[spec] = TRUE;
  if (self->error != NULL || !us_spec_can_resolve (spec) || self->base == NULL)
    return NULL;
  if ((self->flags & US_ANALYSIS_TRACE) && !(self->flags & US_ANALYSIS_NO_TREE))
    return us_analysis_get_traced_resolution (self, spec);
  self->resolutions[spec] = resolve (self, spec, 0);
  return self->resolutions[spec];
}

/**
 * us_analysis_get_traced_resolution:
 * @self: the analysis
 * @spec: whose algorithm
 *
 * As us_analysis_get_resolution(), with every step of the algorithm (the
 * analysis made with %US_ANALYSIS_NO_TREE has no steps). Under the URL
 * Standard without a base, the parse alone, state by state.
 *
 * Returns: (transfer none) (nullable): the resolution
 */
UsResolution *
us_analysis_get_traced_resolution (UsAnalysis *self,
                                   UsSpec      spec)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail ((guint) spec < US_SPEC_COUNT, NULL);

  if (self->traced[spec] != NULL || self->error != NULL || !us_spec_can_resolve (spec))
    return self->traced[spec];
  if (self->flags & US_ANALYSIS_NO_TREE)
    return us_analysis_get_resolution (self, spec);
  if (self->base == NULL && spec != US_SPEC_WHATWG)
    return NULL;
  self->traced[spec] = resolve (self, spec, US_RESOLVE_TRACE);
  return self->traced[spec];
}

/**
 * us_analysis_get_result:
 * @self: the analysis
 * @spec: the spec to read the reference under
 *
 * The reference under @spec; under the URL Standard with a base, the URL
 * record of the reference read against the base.
 *
 * Returns: (transfer none) (nullable): the result; NULL only when the
 *   input is too long
 */
UsResult *
us_analysis_get_result (UsAnalysis *self,
                        UsSpec      spec)
{
  UsResolution *resolution;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail ((guint) spec < US_SPEC_COUNT, NULL);

  if (self->results[spec] != NULL || self->error != NULL)
    return self->results[spec];
  /* Under the URL Standard with a base, the reference is read against it:
   * the resolution's reading is the result. */
  if (self->base != NULL && spec == US_SPEC_WHATWG)
    {
      resolution = us_analysis_get_resolution (self, spec);
      if (resolution != NULL && us_resolution_get_reference_result (resolution) != NULL)
        {
          self->results[spec] = us_result_ref ((UsResult *) us_resolution_get_reference_result (resolution));
          return self->results[spec];
        }
    }
  if (spec == US_SPEC_WHATWG && self->base == NULL && self->whatwg_alone != NULL)
    self->results[spec] = us_result_ref (self->whatwg_alone);
  else
    self->results[spec] = us_parse (self->input, self->len, spec, parse_flags (self), NULL);
  return self->results[spec];
}

/**
 * us_analysis_get_whatwg_alone:
 * @self: the analysis
 *
 * The reference under the URL Standard with no base: what a browser reads
 * when the link stands alone (the browser readings and the lens).
 *
 * Returns: (transfer none) (nullable): the result; NULL when too long
 */
UsResult *
us_analysis_get_whatwg_alone (UsAnalysis *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (self->whatwg_alone != NULL || self->error != NULL)
    return self->whatwg_alone;
  if (self->base == NULL)
    self->whatwg_alone = us_result_ref (us_analysis_get_result (self, US_SPEC_WHATWG));
  else
    self->whatwg_alone = us_parse (self->input, self->len, US_SPEC_WHATWG, US_PARSE_NO_TREE, NULL);
  return self->whatwg_alone;
}

/**
 * us_analysis_get_browser_reading:
 * @self: the analysis
 * @spec: one of the RFCs
 *
 * How a browser reads what @spec reads (the reference alone).
 *
 * Returns: (transfer none) (nullable): the reading; NULL under the URL
 *   Standard (its result is the browser's reading) or when too long
 */
UsBrowserReading *
us_analysis_get_browser_reading (UsAnalysis *self,
                                 UsSpec      spec)
{
  UsResult *rfc;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail ((guint) spec < US_SPEC_COUNT, NULL);

  if (self->read[spec])
    return self->readings[spec];
  self->read[spec] = TRUE;
  if (self->error != NULL || spec == US_SPEC_WHATWG)
    return NULL;
  /* With a base the result is still the reference alone under an RFC. */
  rfc = us_analysis_get_result (self, spec);
  if (rfc == NULL)
    return NULL;
  /* The browser's side (its href, host, changes) is the same for every
   * RFC: computed with the first reading, shared by the others. */
  for (guint s = 0; s < US_SPEC_COUNT; s++)
    if (self->readings[s] != NULL)
      {
        self->readings[spec] = us_browser_read_sharing (rfc, self->readings[s]);
        return self->readings[spec];
      }
  self->readings[spec] = us_browser_read (rfc, us_analysis_get_whatwg_alone (self));
  return self->readings[spec];
}

/**
 * us_spec_can_normalize:
 * @spec: a specification
 *
 * Whether us_analysis_get_normalization() has something under @spec:
 * RFC 3986 §6, RFC 3987 §5.3 (through the URI an IRI maps to) and the URL
 * Standard (the href is its normal form, §4.5: two URLs are equal when
 * their hrefs are). RFC 2396 §6 leaves the normal form to each scheme,
 * RFC 1808 and RFC 1738 define none.
 *
 * Returns: %TRUE when @spec has a normal form
 */
gboolean
us_spec_can_normalize (UsSpec spec)
{
  return spec == US_SPEC_RFC3986 || spec == US_SPEC_RFC3987 || spec == US_SPEC_WHATWG;
}

/**
 * us_analysis_get_normalization:
 * @self: the analysis
 * @spec: %US_SPEC_RFC3986 or %US_SPEC_RFC3987 (as the URI the IRI maps to,
 *   RFC 3987 §5.3 and §3.1)
 *
 * The reference normalized rung by rung (RFC 3986 §6.2.2, §6.2.3). Under
 * the URL Standard there is no ladder: see us_analysis_get_href().
 *
 * Returns: (transfer none) (nullable): the normalization
 */
UsNormalization *
us_analysis_get_normalization (UsAnalysis *self,
                               UsSpec      spec)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail ((guint) spec < US_SPEC_COUNT, NULL);

  if (self->normalized[spec])
    return self->normalizations[spec];
  self->normalized[spec] = TRUE;
  if (self->error != NULL)
    return NULL;
  if (spec == US_SPEC_RFC3986)
    self->normalizations[spec] = us_normalize_result (us_analysis_get_result (self, US_SPEC_RFC3986));
  else if (spec == US_SPEC_RFC3987)
    {
      gsize uri_len;
      const char *uri = us_iri_mapping_get_result (us_analysis_get_iri_to_uri (self), &uri_len);

      /* An IRI that maps to itself is normalized from RFC 3986's reading
       * of it, the one every view shares. */
      if (uri_len == self->len && memcmp (uri, self->input, uri_len) == 0)
        self->normalizations[spec] = us_normalization_ref (us_analysis_get_normalization (self, US_SPEC_RFC3986));
      else
        self->normalizations[spec] = us_normalize (uri, uri_len, NULL);
    }
  return self->normalizations[spec];
}

/**
 * us_analysis_get_iri_to_uri:
 * @self: an analysis
 *
 * RFC 3987 §3.1: the input read as an IRI, mapped to a URI.
 *
 * Returns: (transfer none) (nullable): the mapping, owned by @self; %NULL
 *   when the input is over %US_MAX_INPUT
 */
UsIriMapping *
us_analysis_get_iri_to_uri (UsAnalysis *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (self->to_uri == NULL && self->error == NULL)
    self->to_uri = us_iri_to_uri_result (us_analysis_get_result (self, US_SPEC_RFC3987));
  return self->to_uri;
}

/**
 * us_analysis_get_uri_to_iri:
 * @self: an analysis
 *
 * RFC 3987 §3.2: the input read as a URI, mapped back to an IRI.
 *
 * Returns: (transfer none) (nullable): the mapping, owned by @self; %NULL
 *   when the input is over %US_MAX_INPUT
 */
UsIriMapping *
us_analysis_get_uri_to_iri (UsAnalysis *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (self->to_iri == NULL && self->error == NULL)
    self->to_iri = us_uri_to_iri (self->input, self->len);
  return self->to_iri;
}

/**
 * us_analysis_get_lens:
 * @self: the analysis
 *
 * The link lens on the reference alone, from this analysis's readings
 * under the URL Standard and RFC 3986.
 *
 * Returns: (transfer none) (nullable): the lens; NULL when too long
 */
UsLens *
us_analysis_get_lens (UsAnalysis *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (self->lens != NULL || self->error != NULL)
    return self->lens;
  /* The lens's RFC 3986 reading is of the reference alone: with a base it
   * is the resolution's reading of the reference, the same parse. */
  self->lens = us_lens_new_from_results (us_analysis_get_whatwg_alone (self),
                                         us_analysis_get_result (self, US_SPEC_RFC3986));
  return self->lens;
}

/**
 * us_analysis_get_verdict:
 * @self: the analysis
 * @spec: the spec
 *
 * Whether the reference is valid under @spec, and (with a base, where
 * @spec resolves) whether it resolved from valid input.
 *
 * Returns: the verdict
 */
UsAnalysisVerdict
us_analysis_get_verdict (UsAnalysis *self,
                         UsSpec      spec)
{
  UsResult *result;
  UsResolution *resolution;

  g_return_val_if_fail (self != NULL, US_ANALYSIS_INVALID);

  if (self->error != NULL)
    return US_ANALYSIS_TOO_LONG;
  result = us_analysis_get_result (self, spec);
  if (result == NULL || !us_result_is_valid (result))
    return US_ANALYSIS_INVALID;
  resolution = self->base != NULL ? us_analysis_get_resolution (self, spec) : NULL;
  /* A target that, written out, goes to another authority is no answer
   * to give without its safe form. */
  if (resolution != NULL && (us_resolution_get_target (resolution, NULL) == NULL ||
                             us_resolution_is_from_invalid_input (resolution) ||
                             us_resolution_get_safe_target (resolution, NULL) != NULL))
    return US_ANALYSIS_INVALID;
  return US_ANALYSIS_VALID;
}

/**
 * us_analysis_get_browser_result:
 * @self: the analysis
 * @against_base: read the link against the base, when there is one
 *
 * The URL Standard's reading a browser goes by: the link alone (as the
 * browser line and the lens read it), or against the base (as a browser
 * reads a link on a page).
 *
 * Returns: (transfer none) (nullable): the result; NULL when too long
 */
UsResult *
us_analysis_get_browser_result (UsAnalysis *self,
                                gboolean    against_base)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (against_base && self->base != NULL)
    return us_analysis_get_result (self, US_SPEC_WHATWG);
  return us_analysis_get_whatwg_alone (self);
}

/**
 * us_analysis_dup_browser_host:
 * @self: an analysis
 * @against_base: resolve against the base, when there is one
 *
 * The host a browser goes to (the host of us_analysis_get_browser_result()).
 *
 * Returns: (transfer full) (nullable): the host as the URL Standard
 *   serializes it, "" for a URL with no host or an empty one; %NULL when a
 *   browser refuses the link. Free with g_free()
 */
char *
us_analysis_dup_browser_host (UsAnalysis *self,
                              gboolean    against_base)
{
  UsResult *whatwg;

  g_return_val_if_fail (self != NULL, NULL);
  whatwg = us_analysis_get_browser_result (self, against_base);
  return whatwg != NULL ? us_result_dup_url (whatwg, US_URL_HOSTNAME) : NULL;
}

/**
 * us_analysis_get_href:
 * @self: an analysis
 * @len: (out) (optional): the href's length in bytes
 *
 * The href a browser makes of the reference (against the base, when there
 * is one).
 *
 * Returns: (transfer full) (nullable): the href, or %NULL when a browser
 *   refuses the link. Free with g_free()
 */
char *
us_analysis_get_href (UsAnalysis *self,
                      gsize      *len)
{
  UsResult *whatwg;
  char *href;

  g_return_val_if_fail (self != NULL, NULL);
  whatwg = us_analysis_get_result (self, US_SPEC_WHATWG);
  href = whatwg != NULL ? us_result_dup_url (whatwg, US_URL_HREF) : NULL;
  if (len != NULL)
    *len = href != NULL ? strlen (href) : 0;
  return href;
}

/**
 * us_analysis_format_verdict:
 * @self: the analysis
 * @spec: the spec chosen
 *
 * The one line every view starts with: what @spec says, and what a
 * browser does with the link ("Valid RFC 3986 reference · a browser goes
 * to example.com"). Characters of the input that could spoof or control a
 * display are escaped.
 *
 * Returns: (transfer full): the line
 */
char *
us_analysis_format_verdict (UsAnalysis *self,
                            UsSpec      spec)
{
  g_autofree char *spec_part = NULL;
  g_autofree char *browser = NULL;
  UsResult *result;
  guint errors, warnings;

  g_return_val_if_fail (self != NULL, NULL);

  if (self->error != NULL)
    return g_strdup (self->error->message);
  result = us_analysis_get_result (self, spec);
  errors = us_result_count_severity (result, US_SEVERITY_ERROR);
  warnings = us_result_count_severity (result, US_SEVERITY_WARNING);
  if (spec == US_SPEC_WHATWG)
    {
      /* The URL Standard's own verdict is the browser's. */
      g_autofree char *href = us_result_dup_url (result, US_URL_HREF);

      if (href == NULL)
        return us_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "A browser refuses this link: %u validation error.",
                                             "A browser refuses this link: %u validation errors.",
                                             errors), errors);
      if (self->base != NULL)
        {
          /* Read against the base (the window's Resolution page): say so
           * when the link alone is refused, as the Link page does. */
          UsResult *alone = us_analysis_get_whatwg_alone (self);
          g_autofree char *alone_href = alone != NULL ? us_result_dup_url (alone, US_URL_HREF) : NULL;

          if (alone != NULL && alone_href == NULL)
            {
              g_autofree char *base = us_quote (self->base, self->base_len, 60);

              if (errors == 0)
                return us_strdup_printf (_("Without a base a browser refuses this link; on a page at “%s” it reads it "
                                           "with no validation error."), base);
              return us_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "Without a base a browser refuses this link; on a page at “%s” it "
                                                   "reads it, with %u validation error.",
                                                   "Without a base a browser refuses this link; on a page at “%s” it "
                                                   "reads it, with %u validation errors.",
                                                   errors), base, errors);
            }
        }
      if (errors == 0)
        return g_strdup (_("A browser reads this link with no validation error."));
      return us_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "A browser reads this link, with %u validation error.",
                                           "A browser reads this link, with %u validation errors.",
                                           errors), errors);
    }
  if (errors == 0 && warnings == 0)
    spec_part = us_strdup_printf (_("Valid %s reference"), us_spec_title (spec));
  else if (errors == 0)
    spec_part = us_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Valid %s reference, with %u warning",
                                              "Valid %s reference, with %u warnings", warnings),
                                 us_spec_title (spec), warnings);
  else
    spec_part = us_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Not a valid %s reference: %u error",
                                              "Not a valid %s reference: %u errors", errors),
                                 us_spec_title (spec), errors);
  browser = us_browser_reading_format_short (us_analysis_get_browser_reading (self, spec));
  if (browser == NULL)
    return us_strdup_printf ("%s.", spec_part);
  /* TRANSLATORS: what the spec says, then what a browser does */
  return us_strdup_printf (_("%s · %s."), spec_part, browser);
}

/* The host for a sentence: its display form, or "no host". */
static char *
host_words (const char *host)
{
  if (host == NULL || *host == '\0')
    return g_strdup (_("no host"));
  return us_quote (host, strlen (host), 60);
}

/**
 * us_analysis_compare:
 * @self: the analysis
 * @other: the analysis of the other reference (with the same base)
 * @spec: %US_SPEC_RFC3986, %US_SPEC_RFC3987 or %US_SPEC_WHATWG
 *   (us_spec_can_normalize())
 * @rung: (out) (optional): with %US_EQUIVALENCE_AT_RUNG, the first rung
 *   of the ladder at which the two meet
 *
 * Whether the two references are equivalent under @spec: RFC 3986 §6.2's
 * ladder (RFC 3987 §5.3: through the URIs the IRIs map to); under the URL
 * Standard, equal hrefs (§4.5, URL equivalence). Two references a browser
 * sends to different hosts are never called equivalent, whatever the
 * ladder says: %US_EQUIVALENCE_OTHER_HOST.
 *
 * Returns: the answer
 */
UsEquivalence
us_analysis_compare (UsAnalysis *self,
                     UsAnalysis *other,
                     UsSpec      spec,
                     int        *rung)
{
  UsEquivalence answer = US_EQUIVALENCE_NONE;
  int r = -1;

  g_return_val_if_fail (self != NULL && other != NULL, US_EQUIVALENCE_NONE);
  g_return_val_if_fail (us_spec_can_normalize (spec), US_EQUIVALENCE_NONE);

  if (self->error != NULL || other->error != NULL)
    return US_EQUIVALENCE_NONE;
  if (spec == US_SPEC_WHATWG)
    {
      g_autofree char *a = us_analysis_get_href (self, NULL);
      g_autofree char *b = us_analysis_get_href (other, NULL);

      if (a != NULL && b != NULL && strcmp (a, b) == 0)
        answer = US_EQUIVALENCE_SAME_HREF;
    }
  else
    {
      UsNormalization *a = us_analysis_get_normalization (self, spec);
      UsNormalization *b = us_analysis_get_normalization (other, spec);

      if (a != NULL && b != NULL && us_equivalent (a, b, &r))
        answer = r < 0 ? US_EQUIVALENCE_SAME_STRING : US_EQUIVALENCE_AT_RUNG;
    }
  if (answer != US_EQUIVALENCE_NONE)
    {
      /* The hosts a browser goes to, each link read against the base
       * when there is one (the same base for both), else alone. */
      g_autofree char *a = us_analysis_dup_browser_host (self, TRUE);
      g_autofree char *b = us_analysis_dup_browser_host (other, TRUE);

      if (g_strcmp0 (a, b) != 0)
        answer = US_EQUIVALENCE_OTHER_HOST;
    }
  if (rung != NULL)
    *rung = r;
  return answer;
}

/**
 * us_equivalence_is_equivalent:
 * @answer: an answer of us_analysis_compare()
 *
 * Whether @answer says "equivalent".
 *
 * Returns: %TRUE for %US_EQUIVALENCE_SAME_STRING, %US_EQUIVALENCE_AT_RUNG
 *   and %US_EQUIVALENCE_SAME_HREF
 */
gboolean
us_equivalence_is_equivalent (UsEquivalence answer)
{
  return answer == US_EQUIVALENCE_SAME_STRING || answer == US_EQUIVALENCE_AT_RUNG ||
         answer == US_EQUIVALENCE_SAME_HREF;
}

/**
 * us_equivalence_name:
 * @answer: an answer of us_analysis_compare()
 *
 * The answer's stable name, for JSON and scripts: "same-string",
 * "at-rung", "same-href", "none", "other-host".
 *
 * Returns: (transfer none): a static string
 */
const char *
us_equivalence_name (UsEquivalence answer)
{
  static const char *const names[] = { "same-string", "at-rung", "same-href", "none", "other-host" };

  g_return_val_if_fail ((guint) answer < G_N_ELEMENTS (names), NULL);
  return names[answer];
}

/**
 * us_analysis_format_equivalence:
 * @self: the analysis
 * @other: the other reference's
 * @spec: as for us_analysis_compare()
 *
 * Returns: (transfer full): us_analysis_compare()'s answer in one
 *   translated sentence, the references in their display form
 */
char *
us_analysis_format_equivalence (UsAnalysis *self,
                                UsAnalysis *other,
                                UsSpec      spec)
{
  int rung;
  UsEquivalence answer = us_analysis_compare (self, other, spec, &rung);
  g_autofree char *oshown = us_quote (other->input != NULL ? other->input : "", other->len, 200);
  const char *section = spec == US_SPEC_RFC3987 ? "RFC 3987 §5.3" : "RFC 3986 §6.2";

  switch (answer)
    {
    case US_EQUIVALENCE_SAME_STRING:
      /* TRANSLATORS: the second %s is "RFC 3986 §6.2" or "RFC 3987 §5.3" */
      return g_strdup_printf (_("Equivalent to “%s”: the same string (%s)."), oshown, section);
    case US_EQUIVALENCE_AT_RUNG:
      /* TRANSLATORS: "Equivalent to “HTTP://a/” from the case rung on (RFC 3986 §6.2.2.1)." */
      return g_strdup_printf (_("Equivalent to “%s” from the %s rung on (RFC 3986 §%s)."), oshown,
                              us_rung_name (rung), us_rung_section (rung));
    case US_EQUIVALENCE_SAME_HREF:
      return g_strdup_printf (_("Equivalent to “%s”: a browser makes the same href of both (URL Standard §4.5)."),
                              oshown);
    case US_EQUIVALENCE_OTHER_HOST:
      {
        g_autofree char *ha = us_analysis_dup_browser_host (self, TRUE);
        g_autofree char *hb = us_analysis_dup_browser_host (other, TRUE);
        g_autofree char *a = host_words (ha);
        g_autofree char *b = host_words (hb);
        /* TRANSLATORS: "Not equivalent to “http:////evil.com”: RFC 3986 §6.2 makes them equal, but a browser goes to a with this link and to evil.com with the other." */
        return g_strdup_printf (_("Not equivalent to “%s”: %s makes them equal, but a browser goes to %s with this link and to %s with the other."),
                                oshown, spec == US_SPEC_WHATWG ? "URL Standard §4.5" : section, a, b);
      }
    case US_EQUIVALENCE_NONE:
    default:
      if (spec == US_SPEC_WHATWG)
        {
          g_autofree char *href = us_analysis_get_href (other, NULL);
          g_autofree char *hshown = href != NULL ? us_quote (href, strlen (href), 200) : NULL;

          if (hshown == NULL)
            return g_strdup_printf (_("Not equivalent to “%s”: a browser refuses that link (URL Standard §4.5)."), oshown);
          return g_strdup_printf (_("Not equivalent to “%s”, whose href is “%s” (URL Standard §4.5)."), oshown, hshown);
        }
      else
        {
          UsNormalization *n = us_analysis_get_normalization (other, spec);
          gsize nlen = 0;
          const char *normal = n != NULL ? us_normalization_get_normalized (n, &nlen) : "";
          g_autofree char *nshown = us_quote (normal, nlen, 200);

          /* TRANSLATORS: the third %s is "RFC 3986 §6.2" or "RFC 3987 §5.3" */
          return g_strdup_printf (_("Not equivalent to “%s”, whose normal form is “%s”: no rung of %s makes them equal."),
                                  oshown, nshown, section);
        }
    }
}
