/* us-lens.c — where does this link really go? The link lens
 *
 * People paste links to ask where they go and whether they are what they
 * look like. The answer depends on who reads the link, and the classic
 * tricks live in the differences between readers (Orange Tsai, "A New Era
 * of SSRF", 2017; Claroty and Snyk, "Exploiting URL Parsing Confusion",
 * 2022; RFC 3986 §7.6). The lens reads one link five ways — a browser
 * (the core's WHATWG URL Standard parser), RFC 3986 (the core), GLib's
 * GUri, libcurl's URL API and uriparser — and says:
 *
 *  - each reader's scheme, user information, host, port and path, or why
 *    it refuses the link (and its query and fragment, as it gives them,
 *    not compared: what copies a reading copies all of it);
 *  - where each goes: its host, made canonical (lower case, IDNA's ASCII
 *    form, an IPv4 address in dotted decimal, an IPv6 address in brackets)
 *    so that only real differences count; when the readers that read a
 *    scheme go to different hosts, that is the headline ("A browser goes
 *    to example.com; GLib and curl go to evil.com."); each reader is
 *    named as its row shows it, and a finding that speaks of the host
 *    ends with the same grouping (us_lens_say_hosts());
 *  - the host as a browser's address bar shows it (Unicode, unless a
 *    label fails the look-alike checks of us-lookalike.c, then punycode,
 *    as Chromium does) and its registrable domain (libpsl), with the span
 *    of both in the input, for the field to emphasise;
 *  - findings (us-lens-findings.c): every trick found, each with a code,
 *    a severity, the span of its characters, a message and its source.
 *
 * The lens is in several files: the readers' names (us-lens-names.c),
 * where each goes and the headline (us-lens-destinations.c), the display
 * host (us-lens-display.c), the cells that differ (us-lens-differs.c), and
 * here the lens itself, which reads the link and asks each in turn.
 *
 * Everything is computed once, and kept: the lens is immutable and
 * refcounted like a parse result. The work is linear in the input: each
 * reader is linear (measured on megabyte inputs of every shape), the host
 * checks are per label with labels of DNS length, and the findings are
 * scans of the input.
 *
 * The readers parse only: nothing opens a socket, looks up a name or reads
 * a file (but the public suffix list and the list of well-known domains,
 * each read once). test-lens runs the lens under strace to check it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-chars-private.h"
#include "us-lens-private.h"
#include "us-parse.h"

/* ---- the lens ---- */

/* Whether hosts @a and @b, in display form, read alike but for ASCII case
 * and the brackets around an IPv6 address (GLib and uriparser write it
 * without them). */
static gboolean
same_text_shown (const char *a,
                 const char *b)
{
  gsize la = strlen (a), lb = strlen (b);

  if (la >= 2 && a[0] == '[' && a[la - 1] == ']')
    a++, la -= 2;
  if (lb >= 2 && b[0] == '[' && b[lb - 1] == ']')
    b++, lb -= 2;
  if (la != lb)
    return FALSE;
  /* Byte for byte first (the common case), then but for ASCII case. */
  if (memcmp (a, b, la) == 0)
    return TRUE;
  return g_ascii_strncasecmp (a, b, la) == 0;
}

static void
make_readings (UsLens *self)
{
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      const UsLensRaw *raw = &self->raw[r];
      UsLensReading *reading = &self->readings[r];
      const char **fields[US_LENS_FIELD_COUNT] = {
        &reading->scheme, &reading->userinfo, &reading->host, &reading->port, &reading->path,
      };

      reading->reader = (UsLensReader) r;
      for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
        if (raw->part[f].has)
          {
            /* Printable ASCII is its own display form (the common case):
             * shown from the raw copy. */
            gsize n = raw->part[f].len;
            gboolean plain = us_lens_printable_prefix (raw->part[f].text, n) == n;

            *fields[f] = plain ? raw->part[f].text
                               : us_lens_keep (self, us_quote (raw->part[f].text, raw->part[f].len, 0));
          }
      if (raw->error != NULL)
        reading->error = us_lens_keep (self, us_quote (raw->error, strlen (raw->error), 0));
      else if (r != US_LENS_READER_WHATWG && self->keys[r] != NULL && us_lens_key_is_host (self->keys[r]) &&
               reading->host != NULL)
        {
          /* The host the headline names for the reader, where its row
           * shows it in another form (beyond case and brackets) */
          const char *named = us_lens_host_for_people_shown (self, r);

          if (!same_text_shown (named, reading->host))
            reading->lookup = us_lens_keep (self, g_strdup (named));
        }
    }
}

static UsLens *lens_new (const char *text,
                         gsize       len,
                         UsResult   *whatwg,
                         UsResult   *rfc3986);

/**
 * us_lens_new:
 * @text: the link; any bytes, NUL and invalid UTF-8 included
 * @len: its length in bytes
 * @error: set only for an input over %US_MAX_INPUT
 *
 * Reads the link with every reader and looks for every trick.
 *
 * Returns: (transfer full) (nullable): the lens
 */
UsLens *
us_lens_new (const char  *text,
             gsize        len,
             GError     **error)
{
  g_return_val_if_fail (text != NULL || len == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (len > US_MAX_INPUT)
    {
      us_set_too_long_error (error, len);
      return NULL;
    }
  return lens_new (text != NULL ? text : "", len, NULL, NULL);
}

/* us_lens_new_from_results: the lens from the readings an analysis has
 * already made of the link alone, under the URL Standard and RFC 3986
 * (with or without their trees), so nothing is parsed twice. */
UsLens *
us_lens_new_from_results (UsResult *whatwg,
                          UsResult *rfc3986)
{
  const char *text, *other;
  gsize len, other_len;

  g_return_val_if_fail (whatwg != NULL && us_result_get_spec (whatwg) == US_SPEC_WHATWG, NULL);
  g_return_val_if_fail (rfc3986 != NULL && us_result_get_spec (rfc3986) == US_SPEC_RFC3986, NULL);
  text = us_result_get_input (whatwg, &len);
  other = us_result_get_input (rfc3986, &other_len);
  g_return_val_if_fail (len == other_len && memcmp (text, other, len) == 0, NULL);

  return lens_new (text, len, whatwg, rfc3986);
}

static UsLens *
lens_new (const char *text,
          gsize       len,
          UsResult   *whatwg,
          UsResult   *rfc3986)
{
  UsLens *self;

  self = g_new0 (UsLens, 1);
  self->ref_count = 1;
  self->input = g_malloc (len + 1);
  if (len > 0)
    memcpy (self->input, text, len);
  self->input[len] = '\0';
  self->len = len;
  self->findings = g_array_new (FALSE, FALSE, sizeof (UsLensFinding));
  self->strings = g_ptr_array_new_with_free_func (g_free);
  self->raw = g_new0 (UsLensRaw, US_LENS_READER_COUNT);
  /* The readers' parts in one block (more only for a part longer than
   * what is left of it): one allocation a lens, not one a part; with
   * them the schemes, the keys and the hosts named for people, five
   * readers' worth. */
  self->chunk = g_string_chunk_new (MIN (len, G_MAXSIZE / 16) * 6 + 256);
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    self->raw[r].chunk = self->chunk;

  self->whatwg = whatwg != NULL ? us_result_ref (whatwg)
                                : us_parse (self->input, len, US_SPEC_WHATWG, US_PARSE_NO_TREE, NULL);
  self->rfc3986 = rfc3986 != NULL ? us_result_ref (rfc3986)
                                  : us_parse (self->input, len, US_SPEC_RFC3986, US_PARSE_NO_TREE, NULL);
  us_lens_read_whatwg (self->whatwg, &self->raw[US_LENS_READER_WHATWG]);
  us_lens_read_rfc3986 (self->rfc3986, &self->raw[US_LENS_READER_RFC3986]);
  us_lens_read_glib (self->input, len, &self->raw[US_LENS_READER_GLIB]);
  us_lens_read_curl (self->input, len, &self->raw[US_LENS_READER_CURL]);
  us_lens_read_uriparser (self->input, len, &self->raw[US_LENS_READER_URIPARSER]);

  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      const UsLensPart *scheme = &self->raw[r].part[US_LENS_FIELD_SCHEME];

      if (!scheme->has)
        continue;
      /* Most readers read the scheme as the one before: its lower case
       * shared. */
      for (guint q = 0; q < r && self->schemes[r] == NULL; q++)
        {
          const UsLensPart *other = &self->raw[q].part[US_LENS_FIELD_SCHEME];

          if (other->has && other->len == scheme->len && memcmp (other->text, scheme->text, scheme->len) == 0)
            self->schemes[r] = self->schemes[q];
        }
      if (self->schemes[r] == NULL)
        self->schemes[r] = us_lens_chunk_strdown (self, scheme->text, scheme->len);
    }
  us_lens_compute_host (self);
  us_lens_compute_destinations (self);
  us_lens_compute_differs (self);
  make_readings (self);
  us_lens_find (self);
  return self;
}

UsLens *
us_lens_ref (UsLens *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
us_lens_unref (UsLens *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_int_dec_and_test (&self->ref_count))
    return;
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    us_lens_raw_clear (&self->raw[r]);
  g_free (self->raw);
  g_string_chunk_free (self->chunk);
  g_free (self->headline);
  g_free (self->disagreement);
  g_free (self->hosts);
  g_free (self->ascii_host);
  g_free (self->display_host);
  g_free (self->registrable_domain);
  g_free (self->ascii_registrable_domain);
  g_free (self->lookalike_of);
  if (self->xn_labels != NULL)
    {
      for (guint i = 0; i < self->xn_labels->len; i++)
        us_lookalike_label_clear (&g_array_index (self->xn_labels, UsLensLabel, i).check);
      g_array_unref (self->xn_labels);
    }
  g_clear_pointer (&self->host_labels, g_array_unref);
  g_clear_pointer (&self->input_labels, g_array_unref);
  g_array_unref (self->findings);
  g_ptr_array_unref (self->strings);
  us_result_unref (self->whatwg);
  us_result_unref (self->rfc3986);
  g_free (self->input);
  g_free (self);
}

const char *
us_lens_get_input (const UsLens *self,
                   gsize        *len)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (len != NULL)
    *len = self->len;
  return self->input;
}

/**
 * us_lens_get_result:
 * @spec: %US_SPEC_WHATWG or %US_SPEC_RFC3986
 *
 * Returns: (transfer none) (nullable): the parse the lens made (without a
 *   tree); NULL for another spec
 */
UsResult *
us_lens_get_result (const UsLens *self,
                    UsSpec        spec)
{
  g_return_val_if_fail (self != NULL, NULL);
  return spec == US_SPEC_WHATWG ? self->whatwg : spec == US_SPEC_RFC3986 ? self->rfc3986 : NULL;
}

const UsLensReading *
us_lens_get_reading (const UsLens *self,
                     UsLensReader  reader)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT, NULL);
  return &self->readings[reader];
}

/**
 * us_lens_get_reading_raw:
 * @len: (out): the length of the part in bytes
 *
 * Part @field of what @reader reads, as the reader gives it: the bytes,
 * not the display form of UsLensReading (a zero-width space is itself,
 * not "<U+200B>"), for output that carries text exactly (JSON, a copy).
 * Not NUL-terminated; it may hold any byte. Any part below
 * %US_LENS_PART_COUNT: the query and the fragment too (without their "?"
 * and "#").
 *
 * Returns: (nullable): the part, or %NULL when the reader gives none
 */
const char *
us_lens_get_reading_raw (const UsLens *self,
                         UsLensReader  reader,
                         UsLensField   field,
                         gsize        *len)
{
  const UsLensPart *part;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT, NULL);
  g_return_val_if_fail ((guint) field < US_LENS_PART_COUNT, NULL);
  part = &self->raw[reader].part[field];
  *len = part->has ? part->len : 0;
  if (!part->has)
    return NULL;
  return part->text != NULL ? part->text : "";
}

const char *
us_lens_reading_get_field (const UsLensReading *reading,
                           UsLensField          field)
{
  g_return_val_if_fail (reading != NULL, NULL);
  switch (field)
    {
    case US_LENS_FIELD_SCHEME: return reading->scheme;
    case US_LENS_FIELD_USERINFO: return reading->userinfo;
    case US_LENS_FIELD_HOST: return reading->host;
    case US_LENS_FIELD_PORT: return reading->port;
    case US_LENS_FIELD_PATH: return reading->path;
    /* kept raw only: us_lens_get_reading_raw() */
    case US_LENS_FIELD_QUERY: case US_LENS_FIELD_FRAGMENT: return NULL;
    default: g_return_val_if_reached (NULL);
    }
}

/**
 * us_lens_field_differs:
 *
 * Whether @reader reads @field otherwise than a browser does, for a table
 * to mark the cell: the scheme but for case; the host by where it leads
 * (us_lens_canonical_host()); the port but for the scheme's default; the
 * user information and the path but for percent-encoding (and "" for "/"
 * after a host). RFC 3986, which reads on past an error, is compared by
 * the parts it recovers, as they are shown. FALSE when a browser refuses
 * the link or the reader refuses it with no part, and for the browser
 * itself. Computed once, with the lens.
 */
gboolean
us_lens_field_differs (const UsLens *self,
                       UsLensReader  reader,
                       UsLensField   field)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT, FALSE);
  g_return_val_if_fail ((guint) field < US_LENS_FIELD_COUNT, FALSE);

  return self->differs[reader][field];
}

/**
 * us_lens_readers_disagree:
 *
 * Returns: whether the readers that read the link (with a scheme) go to
 *   different hosts, or read different schemes
 */
gboolean
us_lens_readers_disagree (const UsLens *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->disagree;
}

/**
 * us_lens_get_lookup_host:
 * @reader: a reader whose reading has a lookup (#UsLensReading)
 *
 * The host @reader goes to, exactly (not in display form: for JSON), in
 * the canonical form that compares readers (us_lens_canonical_host()).
 *
 * Returns: the host, or %NULL when the reader's row shows where it goes
 */
const char *
us_lens_get_lookup_host (const UsLens *self,
                         UsLensReader  reader)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (reader < US_LENS_READER_COUNT, NULL);

  return self->readings[reader].lookup != NULL ? self->keys[reader] : NULL;
}

/**
 * us_lens_get_headline:
 *
 * Returns: who goes where, in one sentence, each reader as its row shows
 *   it: "A browser goes to example.com; GLib and curl go to evil.com; RFC
 *   3986 finds the link invalid but reads the host as evil.com; uriparser
 *   refuses the link.", or "Every reader goes to example.com."
 */
const char *
us_lens_get_headline (const UsLens *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->headline;
}

/**
 * us_lens_get_display_host:
 *
 * Returns: (nullable): the browser's host as its address bar shows it
 *   (Unicode, or punycode for a label that looks like what it is not);
 *   NULL when a browser refuses the link or it has no host
 */
const char *
us_lens_get_display_host (const UsLens *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->display_host;
}

/**
 * us_lens_get_host_span:
 *
 * Returns: whether a browser reads a host, and then its span in the input
 */
gboolean
us_lens_get_host_span (const UsLens *self,
                       gsize        *start,
                       gsize        *end)
{
  g_return_val_if_fail (self != NULL, FALSE);
  if (!self->has_host_span)
    return FALSE;
  *start = self->host_start;
  *end = self->host_end;
  return TRUE;
}

/**
 * us_lens_get_registrable_domain:
 *
 * Returns: (nullable): the registrable domain of the browser's host (the
 *   public suffix and one label more, from the Public Suffix List), in the
 *   form of the display host; NULL for an IP address, a public suffix
 *   itself or no host
 */
const char *
us_lens_get_registrable_domain (const UsLens *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->registrable_domain;
}

/**
 * us_lens_get_registrable_domain_span:
 *
 * Returns: whether the registrable domain's characters are known in the
 *   input, and then their span (to emphasise, as an address bar does)
 */
gboolean
us_lens_get_registrable_domain_span (const UsLens *self,
                                     gsize        *start,
                                     gsize        *end)
{
  g_return_val_if_fail (self != NULL, FALSE);
  if (!self->has_rd_span)
    return FALSE;
  *start = self->rd_start;
  *end = self->rd_end;
  return TRUE;
}

guint
us_lens_get_n_findings (const UsLens *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->findings->len;
}

const UsLensFinding *
us_lens_get_finding (const UsLens *self,
                     guint         index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->findings->len, NULL);
  return &g_array_index (self->findings, UsLensFinding, index);
}

guint
us_lens_count_severity (const UsLens *self,
                        UsSeverity    severity)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);
  for (guint i = 0; i < self->findings->len; i++)
    n += g_array_index (self->findings, UsLensFinding, i).severity == severity;
  return n;
}

