/* us-lens-base.c — what the link lens's parts share
 *
 * The lens (us-lens.c) reads the link with its readers (us-lens-reader-
 * *.c), then looks for tricks (us-lens-findings.c, us-lens-tricks.c). All
 * of them keep their texts in the lens and write for people the same
 * way; those shared pieces live here, below all of them, so that the
 * readers and the findings call down into this file and never back up
 * into us-lens.c: a reader's raw parts, the words for a NUL byte a library
 * cannot be given, the strings kept as long as the lens, a finding added (at most US_LENS_MAX_FINDINGS_PER_CODE of
 * a code), and the one sentence of who reads which host.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-chars-private.h"
#include "us-lens-private.h"

/* ---- raw readings ---- */

void
us_lens_raw_set (UsLensRaw   *raw,
                 UsLensField  field,
                 const char  *text,
                 gsize        len)
{
  UsLensPart *p = &raw->part[field];

  if (raw->chunk != NULL)
    p->text = g_string_chunk_insert_len (raw->chunk, len > 0 ? text : "", (gssize) len);
  else
    {
      g_free (p->text);
      p->text = g_malloc (len + 1);
      if (len > 0)
        memcpy (p->text, text, len);
      p->text[len] = '\0';
    }
  p->len = len;
  p->has = TRUE;
}

void
us_lens_raw_clear (UsLensRaw *raw)
{
  for (guint f = 0; f < US_LENS_PART_COUNT; f++)
    {
      if (raw->chunk == NULL)
        g_free (raw->part[f].text);
      raw->part[f].text = NULL;
    }
  g_clear_pointer (&raw->error, g_free);
}

char *
us_lens_nul_error (const char *reader_title,
                   gsize       offset)
{
  g_autofree char *at = g_strdup_printf ("%" G_GSIZE_FORMAT, offset);

  /* TRANSLATORS: the first %s is a library ("GLib", "curl"), the second a byte offset */
  return g_strdup_printf (_("the link holds a NUL byte (at byte %s), and %s reads text only up to the first one: it is not given the link"),
                          at, reader_title);
}

/* Keeps @text for as long as the lens lives. */
const char *
us_lens_keep (UsLens *self,
              char   *text)
{
  if (text != NULL)
    g_ptr_array_add (self->strings, text);
  return text;
}

char *
us_lens_chunk_copy (UsLens     *self,
                    const char *text,
                    gsize       len)
{
  return g_string_chunk_insert_len (self->chunk, len > 0 ? text : "", (gssize) len);
}

char *
us_lens_chunk_strdown (UsLens     *self,
                       const char *text,
                       gsize       len)
{
  char *out = us_lens_chunk_copy (self, text, len);

  for (gsize i = 0; i < len; i++)
    if (out[i] >= 'A' && out[i] <= 'Z')
      out[i] = (char) (out[i] + ('a' - 'A'));
  return out;
}

/* ---- findings ---- */

/* Whether the lens holds as many findings of @code as it keeps. */
gboolean
us_lens_code_full (const UsLens *self,
                   UsLensCode    code)
{
  return self->per_code[code] >= US_LENS_MAX_FINDINGS_PER_CODE;
}

/**
 * us_lens_add_finding_value:
 * @message: (transfer full): the message, in display form
 * @source: a static string
 * @detail: (transfer full) (nullable): in display form
 * @value: (nullable): the raw value (a nested URL), copied
 */
void
us_lens_add_finding_value (UsLens     *self,
                           UsLensCode  code,
                           UsSeverity  severity,
                           gsize       start,
                           gsize       end,
                           char       *message,
                           const char *source,
                           char       *detail,
                           const char *value,
                           gsize       value_len)
{
  UsLensFinding f;
  char *kept = NULL;

  if (us_lens_code_full (self, code))
    {
      g_free (message);
      g_free (detail);
      return;
    }
  self->per_code[code]++;
  end = MIN (end, self->len);
  start = MIN (start, end);
  if (value != NULL)
    {
      kept = g_malloc (value_len + 1);
      if (value_len > 0)
        memcpy (kept, value, value_len);
      kept[value_len] = '\0';
    }
  f = (UsLensFinding) {
    code, severity, start, end,
    us_lens_keep (self, message), source, us_lens_keep (self, detail),
    us_lens_keep (self, kept), kept != NULL ? value_len : 0,
  };
  g_array_append_val (self->findings, f);
}

/**
 * us_lens_add_finding:
 * @message: (transfer full): the message, in display form
 * @source: a static string
 * @detail: (transfer full) (nullable): in display form
 */
void
us_lens_add_finding (UsLens     *self,
                     UsLensCode  code,
                     UsSeverity  severity,
                     gsize       start,
                     gsize       end,
                     char       *message,
                     const char *source,
                     char       *detail)
{
  us_lens_add_finding_value (self, code, severity, start, end, message, source, detail, NULL, 0);
}
