/* lens-helper.c — the link lens on the links given, as plain text
 *
 * A small program for the tests (test-lens runs it under strace to see
 * that the lens opens no socket) and for people measuring what the
 * readers do: lens-helper LINK… prints, for each link, the headline, the
 * display host and registrable domain, each reader's reading and every
 * finding. With no LINK it reads standard input, one link a line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "uriscope.h"

static void
show (const char *text,
      gsize       len)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(UsLens) lens = us_lens_new (text, len, &error);
  gsize s, e;

  if (lens == NULL)
    {
      printf ("error: %s\n", error->message);
      return;
    }
  printf ("headline: %s\n", us_lens_get_headline (lens));
  printf ("display host: %s\n", us_lens_get_display_host (lens) ? us_lens_get_display_host (lens) : "(none)");
  printf ("registrable domain: %s", us_lens_get_registrable_domain (lens) ? us_lens_get_registrable_domain (lens) : "(none)");
  if (us_lens_get_registrable_domain_span (lens, &s, &e))
    printf (" [%" G_GSIZE_FORMAT ",%" G_GSIZE_FORMAT ")", s, e);
  printf ("\n");
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      const UsLensReading *reading = us_lens_get_reading (lens, (UsLensReader) r);

      printf ("  %-9s", us_lens_reader_name ((UsLensReader) r));
      for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
        {
          const char *v = us_lens_reading_get_field (reading, (UsLensField) f);

          printf (" %s=%s%s%s%s", us_lens_field_name ((UsLensField) f), v ? "\"" : "", v ? v : "null", v ? "\"" : "",
                  us_lens_field_differs (lens, (UsLensReader) r, (UsLensField) f) ? "*" : "");
        }
      if (reading->error != NULL)
        printf (" error=\"%s\"", reading->error);
      printf ("\n");
    }
  for (guint i = 0; i < us_lens_get_n_findings (lens); i++)
    {
      const UsLensFinding *f = us_lens_get_finding (lens, i);

      printf ("  %s %s [%" G_GSIZE_FORMAT ",%" G_GSIZE_FORMAT "): %s (%s)%s%s\n", us_severity_name (f->severity),
              us_lens_code_name (f->code), f->start, f->end, f->message, f->source,
              f->detail ? " detail=" : "", f->detail ? f->detail : "");
    }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  if (argc > 1)
    for (int i = 1; i < argc; i++)
      {
        printf ("== %s\n", argv[i]);
        show (argv[i], strlen (argv[i]));
      }
  else
    {
      char *line = NULL;
      size_t cap = 0;
      ssize_t n;

      while ((n = getline (&line, &cap, stdin)) >= 0)
        {
          if (n > 0 && line[n - 1] == '\n')
            n--;
          show (line, (gsize) n);
        }
      free (line);
    }
  return 0;
}
