/* us-browser.c — how a browser reads what an RFC reads
 *
 * A reference read under one of the RFCs is read again as a browser reads
 * it, by the WHATWG URL Standard's basic URL parser (us-whatwg.c), and the
 * two readings are compared part by part: does the browser go to the same
 * host, does it refuse the link, does it remove or rewrite characters? The
 * answer is a verdict, the cause in words ("RFC 3986 reads the host as
 * evil.com; a browser reads example.com, because it reads “\” as “/” in an
 * http URL"), the browser's href, the host each side reads, and the bytes
 * of the input and of the href that differ.
 *
 * What counts as reading the same: the rewrites RFC 3986 itself calls
 * equivalent (§6.2.2 and §6.2.3) are not differences, since they take the
 * reader nowhere else and the Normalization page already shows them: the
 * case of the scheme, of the host and of percent-encodings, percent-encoded
 * unreserved characters, dot segments, the default or an empty port, "/"
 * for the empty path of an http URL, and "localhost" or no "//" in a file
 * URL (RFC 8089). So "HTTP://Example.COM:80/a/../b", which a browser writes
 * "http://example.com/b", reads the same. Under RFC 3987 the IRI-to-URI
 * mapping of §3.1 (non-ASCII characters percent-encoded as UTF-8) is also
 * no difference; a host name written in ASCII (IDNA) is, since the text of
 * the host changes. Everything else a browser does is a difference: the
 * characters it removes (spaces and controls around the link, tabs and
 * newlines in it), "\" read as "/", slashes it supplies after "http:",
 * hosts it reads as IPv4 addresses, percent-encoding it adds.
 *
 * Where the causes come from: the validation errors of the WHATWG parse
 * (each with its span in the input as given) say where the browser read
 * "\" as "/" or supplied slashes; a scan of the input finds what the
 * browser removes before it parses; the parts compared token by token (a
 * byte or a "%XX") find the rest: a common prefix and suffix, the
 * percent-encodings added inside them, and the middle that differs.
 * Everything is one pass or two over the input and the href: linear.
 *
 * A relative reference is not compared: a browser resolves it against the
 * page's address, which is not known here.
 *
 * The work is in four files: us-browser-parts.c sets out the parts of each
 * reading as spans, us-browser-diff.c compares them token by token and
 * gathers the parser's changes, this file weighs the differences into the
 * verdict, its cause and the spans to mark, and us-browser-words.c says
 * the verdict in words.
 *
 * What depends on the browser's reading alone (its href and the href's
 * parts, its scheme and host, the parser's changes) is computed once per
 * input and shared by the readings of every RFC (us_browser_read_sharing(),
 * which the analysis uses): under --spec all it was paid five times. So is
 * the comparison itself, with each RFC that reads the parts where the
 * first did (most inputs, under most RFCs): it depends on nothing else.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-browser-private.h"
#include "us-result-private.h"
#include "us-scheme-private.h"
#include "us-whatwg.h"

/* The special schemes of the URL Standard (§4.1). */
static gboolean
is_special (const char *scheme)
{
  return scheme != NULL && us_scheme_is_special (scheme, strlen (scheme));
}

static gboolean
spans_touch (const Change *a,
             const Change *b)
{
  return a->start <= b->end && b->start <= a->end;
}

static void
append_span (GArray *spans,
             gsize   start,
             gsize   end)
{
  if (end <= start)
    return;
  if (spans->len > 0)
    {
      UsBrowserSpan *last = &g_array_index (spans, UsBrowserSpan, spans->len - 1);

      if (start <= last->end)
        {
          last->end = MAX (last->end, end);
          return;
        }
    }
  g_array_append_val (spans, ((UsBrowserSpan) { start, end }));
}

/* The cause of another host, of the parser's changes before the end of
 * the host: slashes supplied first (the RFC then reads no host at all),
 * then "\" read as "/", a drive letter, characters removed. */
static const Change *
other_host_cause (const GArray *parsed,
                  gsize         limit)
{
  static const UsBrowserCause order[] = {
    US_BROWSER_CAUSE_MISSING_SLASHES, US_BROWSER_CAUSE_REVERSE_SOLIDUS, US_BROWSER_CAUSE_DRIVE_LETTER,
    US_BROWSER_CAUSE_TAB_NEWLINE, US_BROWSER_CAUSE_SPACE_AROUND,
  };

  for (guint o = 0; o < G_N_ELEMENTS (order); o++)
    for (guint i = 0; i < parsed->len; i++)
      {
        const Change *c = &g_array_index (parsed, Change, i);

        if (c->cause == order[o] && c->start < limit)
          return c;
      }
  return NULL;
}

static BrowserSide *
browser_side_new (UsResult *whatwg)
{
  BrowserSide *side = g_new0 (BrowserSide, 1);
  const Part *bp;

  side->ref_count = 1;
  side->href = us_browser_href_parts (whatwg, &side->browser);
  if (side->href == NULL)
    return side;
  side->href_len = strlen (side->href);
  bp = side->browser.p;
  side->scheme = g_strndup (side->href + bp[PART_SCHEME].start, bp[PART_SCHEME].end - bp[PART_SCHEME].start);
  if (bp[PART_HOST].def)
    side->host = g_strndup (side->href + bp[PART_HOST].start, bp[PART_HOST].end - bp[PART_HOST].start);
  side->special = is_special (side->scheme);
  /* A URL without a host whose path does not begin with "/" ("mailto:a",
   * "javascript:alert(1)") has an opaque path, which is never split. */
  side->opaque_path = !bp[PART_HOST].def &&
                      (!bp[PART_PATH].def || bp[PART_PATH].end == bp[PART_PATH].start ||
                       side->href[bp[PART_PATH].start] != '/');
  side->parsed = us_browser_parser_changes (whatwg, g_strcmp0 (side->scheme, "file") == 0);
  return side;
}

static void
browser_side_unref (BrowserSide *side)
{
  if (!g_atomic_int_dec_and_test (&side->ref_count))
    return;
  g_free (side->href);
  g_free (side->scheme);
  g_free (side->host);
  if (side->parsed != NULL)
    g_array_free (side->parsed, TRUE);
  g_free (side);
}

static UsBrowserReading *read_with (UsResult               *result,
                                    UsResult               *whatwg,
                                    BrowserSide            *side,
                                    const UsBrowserReading *sibling);

/**
 * us_browser_read:
 * @result: a reference read under one of the RFCs
 * @whatwg: (nullable): the same input read under %US_SPEC_WHATWG, when the
 *   caller has it; else it is parsed here
 *
 * Compares how the RFC reads the reference with how a browser does.
 *
 * Returns: (transfer full) (nullable): the comparison; NULL when @result
 *   is itself of the WHATWG URL Standard
 */
UsBrowserReading *
us_browser_read (UsResult *result,
                 UsResult *whatwg)
{
  g_return_val_if_fail (result != NULL, NULL);
  g_return_val_if_fail (whatwg == NULL || whatwg->spec == US_SPEC_WHATWG, NULL);
  g_return_val_if_fail (whatwg == NULL ||
                        (whatwg->len == result->len && memcmp (whatwg->input, result->input, result->len) == 0),
                        NULL);

  return read_with (result, whatwg, NULL, NULL);
}

/* As us_browser_read() with @sibling's browser reading: the WHATWG
 * result, and what is computed from it alone (BrowserSide), shared. When
 * the RFC reads the parts where @sibling's RFC reads them (most inputs,
 * under most RFCs), the comparison is @sibling's too (same_comparison()). */
UsBrowserReading *
us_browser_read_sharing (UsResult               *result,
                         const UsBrowserReading *sibling)
{
  g_return_val_if_fail (result != NULL && sibling != NULL, NULL);
  g_return_val_if_fail (sibling->whatwg->len == result->len &&
                        memcmp (sibling->whatwg->input, result->input, result->len) == 0, NULL);

  return read_with (result, sibling->whatwg, sibling->side, sibling);
}

static gboolean
same_part (const Part *a,
           const Part *b)
{
  return a->def == b->def && (!a->def || (a->start == b->start && a->end == b->end));
}

/* Whether the comparison of @result's reading, whose parts are @rfc, is
 * @sibling's: everything read_with() finds depends on the input, the
 * browser's side, the RFC's parts and whether non-ASCII percent-encoded is
 * the same (RFC 3987), and on nothing else of the RFC's result. */
static gboolean
same_comparison (const UsResult         *result,
                 const Parts            *rfc,
                 const UsBrowserReading *sibling)
{
  if ((result->spec == US_SPEC_RFC3987) != (sibling->result->spec == US_SPEC_RFC3987) ||
      !same_part (&rfc->authority, &sibling->rfc.authority))
    return FALSE;
  for (guint i = 0; i < N_PARTS; i++)
    if (!same_part (&rfc->p[i], &sibling->rfc.p[i]))
      return FALSE;
  return TRUE;
}

static UsBrowserReading *
read_with (UsResult               *result,
           UsResult               *whatwg,
           BrowserSide            *side,
           const UsBrowserReading *sibling)
{
  UsBrowserReading *self;
  const Part *bp;
  Compare cmp;
  const GArray *parsed;
  HostLevel host;
  gsize limit;

  if (result->spec == US_SPEC_WHATWG)
    return NULL;

  self = g_new0 (UsBrowserReading, 1);
  self->ref_count = 1;
  self->result = us_result_ref (result);
  self->whatwg = whatwg != NULL ? us_result_ref (whatwg)
                                : us_parse (result->input, result->len, US_SPEC_WHATWG, US_PARSE_NO_TREE, NULL);
  us_browser_rfc_parts (result, &self->rfc);

  if (side != NULL)
    g_atomic_int_inc (&side->ref_count);
  else
    side = browser_side_new (self->whatwg);
  self->side = side;
  self->href = side->href;
  self->browser = side->browser;
  if (sibling != NULL && same_comparison (result, &self->rfc, sibling))
    {
      self->verdict = sibling->verdict;
      self->cause = sibling->cause;
      self->main = sibling->main;
      self->host_differs = sibling->host_differs;
      self->href_len = sibling->href_len;
      self->scheme = sibling->scheme;
      self->host = sibling->host;
      self->special = sibling->special;
      self->opaque_path = sibling->opaque_path;
      /* never changed once made: shared */
      self->spans = g_array_ref (sibling->spans);
      self->href_spans = g_array_ref (sibling->href_spans);
      return self;
    }
  self->spans = g_array_new (FALSE, FALSE, sizeof (UsBrowserSpan));
  self->href_spans = g_array_new (FALSE, FALSE, sizeof (UsBrowserSpan));
  if (self->href == NULL)
    {
      const UsDiagnostic *d = self->whatwg->url_failure < self->whatwg->n_diagnostics
                              ? &self->whatwg->diagnostics[self->whatwg->url_failure] : NULL;

      if (d != NULL && d->code == US_DIAG_WHATWG_MISSING_SCHEME_NON_RELATIVE_URL)
        self->verdict = US_BROWSER_NEEDS_BASE;
      else
        {
          self->verdict = US_BROWSER_FAILS;
          self->cause = US_BROWSER_CAUSE_FAILURE;
          if (d != NULL)
            {
              self->main = (Change) { US_BROWSER_CAUSE_FAILURE, 0, d->start, d->end, FALSE, 0, 0 };
              append_span (self->spans, d->start, d->end);
            }
        }
      return self;
    }

  self->href_len = side->href_len;
  bp = self->browser.p;
  self->scheme = side->scheme;
  self->host = side->host;
  self->special = side->special;
  self->opaque_path = side->opaque_path;

  cmp = (Compare) { self, result->input, result->len, result->spec == US_SPEC_RFC3987, self->special,
                    g_array_new (FALSE, FALSE, sizeof (Change)) };
  parsed = side->parsed;

  /* The parts in order, so that the changes come sorted; a scheme
   * written as the browser writes it (the common case) has none. */
  {
    const Part *rs = &self->rfc.p[PART_SCHEME], *bs = &bp[PART_SCHEME];

    if (!(rs->def && bs->def && rs->end - rs->start == bs->end - bs->start &&
          memcmp (cmp.in + rs->start, self->href + bs->start, rs->end - rs->start) == 0))
      {
        g_autoptr(GArray) a = us_browser_tokenize (cmp.in, *rs, TRUE);
        g_autoptr(GArray) b = us_browser_tokenize (self->href, *bs, TRUE);

        us_browser_compare_tokens (&cmp, PART_SCHEME, a, b, 0, 0);
      }
  }
  us_browser_compare_userinfo (&cmp);
  host = us_browser_compare_host (&cmp);
  us_browser_compare_port (&cmp);
  if (!us_browser_compare_tail (&cmp))
    {
      us_browser_compare_path (&cmp);
      us_browser_compare_part (&cmp, PART_QUERY, FALSE);
      us_browser_compare_part (&cmp, PART_FRAGMENT, FALSE);
    }

  self->host_differs = host != HOST_EQUAL;
  if (host == HOST_DIFFERENT || host == HOST_IPV4)
    {
      const Change *cause;
      gsize host_start, host_end;

      /* Where the browser's host ends in the input, or the RFC's. */
      limit = self->rfc.authority.def ? self->rfc.authority.end : 0;
      if (us_result_get_component (self->whatwg, US_COMPONENT_HOST, &host_start, &host_end))
        limit = MAX (limit, host_end);
      if (limit == 0)
        limit = result->len;
      cause = other_host_cause (parsed, limit);
      self->verdict = US_BROWSER_OTHER_HOST;
      if (cause == NULL || (host == HOST_IPV4 && cause->cause != US_BROWSER_CAUSE_MISSING_SLASHES))
        {
          const Part *rp = &self->rfc.p[PART_HOST];
          gsize at = rp->def ? rp->start : self->rfc.p[PART_PATH].start;

          self->main = (Change) { host == HOST_IPV4 ? US_BROWSER_CAUSE_IPV4 : US_BROWSER_CAUSE_OTHER, PART_HOST,
                                  at, rp->def ? rp->end : at, FALSE, 0, 0 };
        }
      else
        self->main = *cause;
      self->cause = self->main.cause;
      /* The input: the parser's changes, and the host when nothing else
       * explains it, in order. */
      {
        gboolean pending = self->main.cause == US_BROWSER_CAUSE_IPV4 || self->main.cause == US_BROWSER_CAUSE_OTHER;

        for (guint i = 0; i < parsed->len; i++)
          {
            const Change *c = &g_array_index (parsed, Change, i);

            if (pending && self->main.start < c->start)
              {
                append_span (self->spans, self->main.start, self->main.end);
                pending = FALSE;
              }
            append_span (self->spans, c->start, c->end);
          }
        if (pending)
          append_span (self->spans, self->main.start, self->main.end);
      }
    }
  else if (parsed->len > 0 || cmp.changes->len > 0)
    {
      guint i = 0, k = 0;
      const Change *first_p = parsed->len > 0 ? &g_array_index (parsed, Change, 0) : NULL;
      const Change *first_c = cmp.changes->len > 0 ? &g_array_index (cmp.changes, Change, 0) : NULL;
      const Change *first;

      self->verdict = US_BROWSER_REWRITTEN;
      /* Both lists are in order: merged. */
      while (i < parsed->len || k < cmp.changes->len)
        {
          const Change *p = i < parsed->len ? &g_array_index (parsed, Change, i) : NULL;
          const Change *c = k < cmp.changes->len ? &g_array_index (cmp.changes, Change, k) : NULL;

          if (p != NULL && (c == NULL || p->start <= c->start))
            {
              append_span (self->spans, p->start, p->end);
              i++;
            }
          else
            {
              append_span (self->spans, c->start, c->end);
              k++;
            }
        }
      /* The first difference names the cause; of a parser's change and a
       * part's that overlap, the parser's, which knows why. */
      if (first_c != NULL && (first_p == NULL || (first_c->start < first_p->start && !spans_touch (first_p, first_c))))
        first = first_c;
      else
        first = first_p;
      /* A host written otherwise is told first: the line names both. */
      if (host == HOST_SAME_NAME)
        for (guint h = 0; h < cmp.changes->len; h++)
          if (g_array_index (cmp.changes, Change, h).part == PART_HOST)
            first = &g_array_index (cmp.changes, Change, h);
      self->main = *first;
      self->cause = first->cause;
    }
  else
    self->verdict = US_BROWSER_SAME;

  if (self->verdict == US_BROWSER_OTHER_HOST || self->verdict == US_BROWSER_REWRITTEN)
    {
      gboolean host_marked = FALSE;

      for (guint k = 0; k < cmp.changes->len; k++)
        {
          const Change *c = &g_array_index (cmp.changes, Change, k);

          /* The host of another host is marked in the href: where it
           * comes in order. */
          if (self->verdict == US_BROWSER_OTHER_HOST && !host_marked && c->part > PART_HOST &&
              self->browser.p[PART_HOST].def)
            {
              append_span (self->href_spans, self->browser.p[PART_HOST].start, self->browser.p[PART_HOST].end);
              host_marked = TRUE;
            }
          if (c->has_href)
            {
              append_span (self->href_spans, c->hstart, c->hend);
              host_marked = host_marked || c->part == PART_HOST;
            }
        }
      if (self->verdict == US_BROWSER_OTHER_HOST && !host_marked && self->browser.p[PART_HOST].def)
        append_span (self->href_spans, self->browser.p[PART_HOST].start, self->browser.p[PART_HOST].end);
    }
  g_array_free (cmp.changes, TRUE);
  return self;
}

UsBrowserReading *
us_browser_reading_ref (UsBrowserReading *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
us_browser_reading_unref (UsBrowserReading *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_int_dec_and_test (&self->ref_count))
    return;
  us_result_unref (self->result);
  us_result_unref (self->whatwg);
  browser_side_unref (self->side);
  g_array_unref (self->spans);
  g_array_unref (self->href_spans);
  g_free (self);
}

UsBrowserVerdict
us_browser_reading_get_verdict (const UsBrowserReading *self)
{
  g_return_val_if_fail (self != NULL, US_BROWSER_SAME);
  return self->verdict;
}

/* Whether there is something to say: a browser refuses the link, goes to
 * another host, or rewrites it. */
gboolean
us_browser_reading_differs (const UsBrowserReading *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->verdict == US_BROWSER_FAILS || self->verdict == US_BROWSER_OTHER_HOST ||
         self->verdict == US_BROWSER_REWRITTEN;
}

UsBrowserCause
us_browser_reading_get_cause (const UsBrowserReading *self)
{
  g_return_val_if_fail (self != NULL, US_BROWSER_CAUSE_NONE);
  return self->cause;
}

/* The RFC's reading compared. */
UsResult *
us_browser_reading_get_result (const UsBrowserReading *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->result;
}

/* The browser's reading: the same input under %US_SPEC_WHATWG. */
UsResult *
us_browser_reading_get_whatwg (const UsBrowserReading *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->whatwg;
}

/**
 * us_browser_reading_get_href:
 *
 * Returns: (nullable): what a browser reads, as its URL serializer writes
 *   it (ASCII); NULL when it refuses the link or needs a base
 */
const char *
us_browser_reading_get_href (const UsBrowserReading *self,
                             gsize                  *len)
{
  g_return_val_if_fail (self != NULL, NULL);
  if (len)
    *len = self->href_len;
  return self->href;
}

/**
 * us_browser_reading_get_host:
 *
 * Returns: (nullable): the host a browser reads, serialized ("" for the
 *   empty host of a file URL); NULL for none
 */
const char *
us_browser_reading_get_host (const UsBrowserReading *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->host;
}

/**
 * us_browser_reading_get_rfc_host:
 *
 * Returns: (nullable): the host the RFC reads, @len bytes of the input as
 *   written (not NUL-terminated); NULL for none
 */
const char *
us_browser_reading_get_rfc_host (const UsBrowserReading *self,
                                 gsize                  *len)
{
  const Part *p;

  g_return_val_if_fail (self != NULL, NULL);
  p = &self->rfc.p[PART_HOST];
  if (len)
    *len = p->def ? p->end - p->start : 0;
  return p->def ? self->result->input + p->start : NULL;
}

/**
 * us_browser_reading_get_spans:
 *
 * Returns: the bytes of the input where the readings differ, in order,
 *   none empty, none touching another
 */
const UsBrowserSpan *
us_browser_reading_get_spans (const UsBrowserReading *self,
                              guint                  *n_spans)
{
  g_return_val_if_fail (self != NULL && n_spans != NULL, NULL);
  *n_spans = self->spans->len;
  return (const UsBrowserSpan *) (void *) self->spans->data;
}

/**
 * us_browser_reading_get_href_spans:
 *
 * Returns: the bytes of the href that differ from what the RFC reads, in
 *   order (characters a browser removes have none)
 */
const UsBrowserSpan *
us_browser_reading_get_href_spans (const UsBrowserReading *self,
                                   guint                  *n_spans)
{
  g_return_val_if_fail (self != NULL && n_spans != NULL, NULL);
  *n_spans = self->href_spans->len;
  return (const UsBrowserSpan *) (void *) self->href_spans->data;
}
