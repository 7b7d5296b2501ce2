/* us-lens-display.c — the browser's host, as its address bar shows it
 *
 * The host a browser reads, shown as Chromium's address bar shows it: each
 * punycode label in Unicode, unless it fails the look-alike checks of
 * us-lookalike.c (mixed scripts, a whole-script look-alike, characters
 * outside the identifier profile …), then in punycode; its registrable
 * domain (libpsl); and the span of both in the input, found by splitting
 * the input's host at what a browser reads as dots, for the field to
 * emphasise. Each label is checked once and kept for the findings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-chars-private.h"
#include "us-lens-private.h"
#include "us-scheme-private.h"

/* The labels of @host split on ".", each label [start, end). */
static GArray *
split_labels (const char *host,
              gsize       len)
{
  GArray *labels;
  gsize start = 0;
  guint n = 1;

  for (gsize i = 0; i < len; i++)
    n += host[i] == '.';
  labels = g_array_sized_new (FALSE, FALSE, sizeof (UsLensSpan), n);
  for (gsize i = 0; i <= len; i++)
    if (i == len || host[i] == '.')
      {
        UsLensSpan s = { start, i };

        g_array_append_val (labels, s);
        start = i + 1;
      }
  return labels;
}

/**
 * us_lens_display_host_for:
 * @ascii_host: a domain as a browser serializes it
 * @unsafe: (out) (optional): set when a label is kept in punycode
 *
 * Returns: (transfer full): the host as a browser's address bar shows it:
 *   each punycode label in Unicode unless us_lookalike_check_label()
 *   finds it unsafe
 */
char *
us_lens_display_host_for (const char *ascii_host,
                          gboolean   *unsafe)
{
  gsize len = strlen (ascii_host);
  g_autoptr(GArray) labels = split_labels (ascii_host, len);
  const UsLensSpan *tld = &g_array_index (labels, UsLensSpan, labels->len - 1);
  GString *out = g_string_sized_new (len);

  if (unsafe != NULL)
    *unsafe = FALSE;
  if (tld->start == tld->end && labels->len > 1)
    tld--;
  for (guint i = 0; i < labels->len; i++)
    {
      const UsLensSpan *s = &g_array_index (labels, UsLensSpan, i);
      UsLabelCheck check;

      if (i > 0)
        g_string_append_c (out, '.');
      us_lookalike_check_label (ascii_host + s->start, s->end - s->start,
                                ascii_host + tld->start, tld->end - tld->start, &check);
      if (check.verdict == US_LABEL_SAFE && check.unicode != NULL)
        g_string_append (out, check.unicode);
      else
        {
          g_string_append_len (out, ascii_host + s->start, s->end - s->start);
          if (check.verdict != US_LABEL_SAFE && unsafe != NULL)
            *unsafe = TRUE;
        }
      us_lookalike_label_clear (&check);
    }
  return g_string_free (out, FALSE);
}

static gboolean
is_special (const char *scheme)
{
  return scheme != NULL && us_scheme_is_special (scheme, strlen (scheme));
}

static gboolean
is_ipv4 (const char *host)
{
  guint parts = 1;

  if (*host == '\0')
    return FALSE;
  for (const char *p = host; *p != '\0'; p++)
    {
      if (*p == '.')
        parts++;
      else if (!g_ascii_isdigit (*p))
        return FALSE;
    }
  return parts == 4;
}

/* Splits the input's host [start, end) into labels at what a browser
 * reads as dots: ".", "%2E", and the dots UTS #46 maps to ".". */
GArray *
us_lens_split_input_labels (const char *in,
                            gsize       start,
                            gsize       end)
{
  GArray *labels;
  gsize label = start;
  guint dots = 1;

  /* Sized for the plain dots (the others are rare). */
  for (gsize i = start; i < end; i++)
    dots += in[i] == '.';
  labels = g_array_sized_new (FALSE, FALSE, sizeof (UsLensSpan), dots);
  for (gsize i = start; i < end;)
    {
      guchar c = (guchar) in[i];
      gsize n = 0;

      if (c == '.')
        n = 1;
      else if (c == '%' && i + 2 < end && in[i + 1] == '2' && (in[i + 2] == 'e' || in[i + 2] == 'E'))
        n = 3;
      else if (c >= 0x80 && (gsize) g_utf8_skip[c] <= end - i &&
               g_utf8_validate_len (in + i, g_utf8_skip[c], NULL) &&
               us_lookalike_is_dot (g_utf8_get_char (in + i)))
        n = g_utf8_skip[c];
      if (n == 0)
        {
          i++;
          continue;
        }
      g_array_append_val (labels, ((UsLensSpan) { label, i }));
      i += n;
      label = i;
    }
  g_array_append_val (labels, ((UsLensSpan) { label, end }));
  return labels;
}

/* Whether a label of @host is in punycode ("xn--", in any case). */
static gboolean
has_punycode_label (const char   *host,
                    const GArray *labels)
{
  for (guint i = 0; i < labels->len; i++)
    {
      const UsLensSpan *s = &g_array_index (labels, UsLensSpan, i);

      if (s->end - s->start >= 4 && g_ascii_strncasecmp (host + s->start, "xn--", 4) == 0)
        return TRUE;
    }
  return FALSE;
}

static void registrable_domain (UsLens *self);

void
us_lens_compute_host (UsLens *self)
{
  const UsLensRaw *b = &self->raw[US_LENS_READER_WHATWG];
  const UsLensSpan *tld;
  GString *display, *unicode;
  gsize start, end, hlen;
  gboolean has_unicode = FALSE;

  if (b->error != NULL || !b->part[US_LENS_FIELD_HOST].has || b->part[US_LENS_FIELD_HOST].len == 0)
    return;
  self->ascii_host = g_strdup (b->part[US_LENS_FIELD_HOST].text);
  hlen = strlen (self->ascii_host);
  self->special = is_special (self->schemes[US_LENS_READER_WHATWG]);
  self->host_is_domain = self->special && self->ascii_host[0] != '[' && !is_ipv4 (self->ascii_host);
  if (us_result_get_component (self->whatwg, US_COMPONENT_HOST, &start, &end) && end > start)
    {
      self->has_host_span = TRUE;
      self->host_start = start;
      self->host_end = end;
    }
  if (!self->host_is_domain)
    {
      self->display_host = us_quote (self->ascii_host, hlen, 0);
      return;
    }

  self->host_labels = split_labels (self->ascii_host, hlen);
  if (!has_punycode_label (self->ascii_host, self->host_labels))
    {
      /* No punycode label (the common case): the host is its own display
       * form and its own Unicode form, with nothing to build. */
      gsize alen = hlen;
      g_autofree char *bare = NULL;
      const char *found;

      if (alen > 0 && self->ascii_host[alen - 1] == '.')
        bare = g_strndup (self->ascii_host, --alen);
      found = us_lookalike_find_domain (self->ascii_host, alen, bare != NULL ? bare : self->ascii_host);
      if (found != NULL)
        self->lookalike_of = g_strdup (found);
      self->display_host = g_strdup (self->ascii_host);
      registrable_domain (self);
      return;
    }

  /* Each label checked once: the punycode ones in Unicode (after
   * Chromium), shown so unless they look like what they are not. */
  self->xn_labels = g_array_new (FALSE, FALSE, sizeof (UsLensLabel));
  tld = &g_array_index (self->host_labels, UsLensSpan, self->host_labels->len - 1);
  if (tld->start == tld->end && self->host_labels->len > 1)
    tld--;
  display = g_string_sized_new (hlen);
  unicode = g_string_sized_new (hlen);
  for (guint i = 0; i < self->host_labels->len; i++)
    {
      const UsLensSpan *s = &g_array_index (self->host_labels, UsLensSpan, i);
      const char *label = self->ascii_host + s->start;
      UsLensLabel entry = { i, { 0, } };

      if (i > 0)
        {
          g_string_append_c (display, '.');
          g_string_append_c (unicode, '.');
        }
      if (s->end - s->start < 4 || g_ascii_strncasecmp (label, "xn--", 4) != 0)
        {
          g_string_append_len (display, label, s->end - s->start);
          g_string_append_len (unicode, label, s->end - s->start);
          continue;
        }
      us_lookalike_check_label (label, s->end - s->start, self->ascii_host + tld->start, tld->end - tld->start, &entry.check);
      g_array_append_val (self->xn_labels, entry);
      if (entry.check.unicode != NULL)
        {
          g_string_append (unicode, entry.check.unicode);
          has_unicode = TRUE;
        }
      else
        g_string_append_len (unicode, label, s->end - s->start);
      if (entry.check.verdict == US_LABEL_SAFE && entry.check.unicode != NULL)
        g_string_append (display, entry.check.unicode);
      else
        g_string_append_len (display, label, s->end - s->start);
    }
  /* A host whose skeleton is that of a well-known domain: shown all in
   * ASCII, as Chromium does. */
  {
    gsize alen = hlen, ulen = unicode->len;
    const char *found;

    if (alen > 0 && self->ascii_host[alen - 1] == '.')
      alen--;
    if (ulen > 0 && unicode->str[ulen - 1] == '.')
      g_string_truncate (unicode, --ulen);
    found = us_lookalike_find_domain (self->ascii_host, alen, unicode->str);
    if (found != NULL)
      {
        self->lookalike_of = g_strdup (found);
        if (has_unicode)
          g_string_assign (display, self->ascii_host);
      }
  }
  self->display_host = g_string_free (display, FALSE);
  g_string_free (unicode, TRUE);
  registrable_domain (self);
}

/* The registrable domain of the browser's host, in the display host's
 * form, and its span in the input (the input's labels split once). */
static void
registrable_domain (UsLens *self)
{
  g_autofree char *rd = NULL;

  if (self->has_host_span)
    {
      self->input_labels = us_lens_split_input_labels (self->input, self->host_start, self->host_end);
      if (self->input_labels->len != self->host_labels->len)
        g_clear_pointer (&self->input_labels, g_array_unref);
    }

  rd = us_lens_psl_registrable_domain (self->ascii_host);
  self->ascii_registrable_domain = g_strdup (rd);
  if (rd != NULL)
    {
      guint k = 1, n_display = 1;
      const char *p;

      for (p = rd; *p != '\0'; p++)
        k += *p == '.';
      for (p = self->display_host; *p != '\0'; p++)
        n_display += *p == '.';
      /* The same labels of the display host (perhaps in Unicode). */
      if (k <= n_display)
        {
          guint skip = n_display - k;

          for (p = self->display_host; skip > 0; p++)
            skip -= *p == '.';
          self->registrable_domain = g_strdup (p);
        }
      if (self->input_labels != NULL && k <= self->input_labels->len)
        {
          self->has_rd_span = TRUE;
          self->rd_start = g_array_index (self->input_labels, UsLensSpan, self->input_labels->len - k).start;
          self->rd_end = self->host_end;
        }
    }
}
