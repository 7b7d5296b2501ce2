/* fuzz-lens.c — the link lens (core/us-lens*.c, core/us-lookalike.c)
 *
 * The input is one link, any bytes. The lens reads it with every reader
 * (the core's WHATWG and RFC 3986 parsers, GLib's GUri, libcurl's URL API,
 * uriparser) and looks for every trick. Checked: no crash (the outside
 * libraries are called safely: C strings never given a NUL byte); every
 * finding has a code of the table, a severity of warning or note and a
 * span inside the input; every text the lens gives (headline, readings,
 * errors, display host, registrable domain, messages, sources, details) is
 * valid UTF-8 without a raw control, bidirectional control or invisible
 * character; the host's spans inside the input. One input in four also
 * asks every cell whether it differs from the browser's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "fuzz-common.h"
#include "us-chars-private.h"
#include "us-lens-private.h"

static void
check_display (const char *text)
{
  fuzz_check_text (text, FALSE);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar u = g_utf8_get_char (p);

      fuzz_check (u < 0x80 || (us_unichar_bidi_control_name (u) == NULL && !us_lookalike_is_invisible (u) &&
                               u != 0x2028 && u != 0x2029));
    }
}

/* Once, before the first input: the well-known domains of the source tree,
 * unless told otherwise. The core reads them (and the public suffix list)
 * once, on the first lens (us-lookalike.c, us-psl.c), never per input. */
int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  if (g_getenv ("URISCOPE_DATADIR") == NULL)
    g_setenv ("URISCOPE_DATADIR", FUZZ_DATADIR, TRUE);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const char *text = size > 0 ? (const char *) data : "";
  UsLens *lens;
  gsize s, e;

  lens = us_lens_new (text, size, NULL);
  fuzz_check (lens != NULL);
  check_display (us_lens_get_headline (lens));
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      const UsLensReading *reading = us_lens_get_reading (lens, (UsLensReader) r);

      for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
        {
          const char *v = us_lens_reading_get_field (reading, (UsLensField) f);

          if (v != NULL)
            check_display (v);
        }
      if (reading->error != NULL)
        check_display (reading->error);
    }
  if (us_lens_get_display_host (lens) != NULL)
    check_display (us_lens_get_display_host (lens));
  if (us_lens_get_registrable_domain (lens) != NULL)
    check_display (us_lens_get_registrable_domain (lens));
  if (us_lens_get_host_span (lens, &s, &e))
    fuzz_check (s <= e && e <= size);
  if (us_lens_get_registrable_domain_span (lens, &s, &e))
    fuzz_check (s <= e && e <= size);

  for (guint i = 0; i < us_lens_get_n_findings (lens); i++)
    {
      const UsLensFinding *f = us_lens_get_finding (lens, i);
      UsLensCode code;

      fuzz_check ((guint) f->code < US_LENS_CODE_COUNT);
      fuzz_check (us_lens_code_from_name (us_lens_code_name (f->code), &code) && code == f->code);
      fuzz_check (f->severity == US_SEVERITY_WARNING || f->severity == US_SEVERITY_NOTE);
      fuzz_check (f->start <= f->end && f->end <= size);
      check_display (f->message);
      check_display (f->source);
      if (f->detail != NULL)
        check_display (f->detail);
    }

  if (fuzz_choice (data, size, 4) == 0)
    for (guint r = 0; r < US_LENS_READER_COUNT; r++)
      for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
        (void) us_lens_field_differs (lens, (UsLensReader) r, (UsLensField) f);

  us_lens_unref (lens);
  return 0;
}
