/* us-printf.c — g_strdup_printf() without the printf machinery
 *
 * The core's sentences (a diagnostic's message, the verdict line) are
 * built from translated formats that hold only "%s", "%u" and "%%" (so do
 * their translations: msgfmt --check-format keeps a translation to its
 * msgid's directives). us_strdup_printf() gives the text g_strdup_printf()
 * gives for them, in two passes over the format (the arguments and the
 * length, then the text), without vasprintf's stream: that cost more than
 * the rest of the verdict, and most of a diagnostic's message (callgrind,
 * --spec all --json: 6,900 instructions a message). A format holding
 * anything else (a width, "%d", a translation with "%1$s") goes to
 * g_strdup_vprintf().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "us-printf-private.h"

char *
us_strdup_printf (const char *format,
                  ...)
{
  const char *args_s[8];
  guint args_u[8];
  gsize total = 0, n = 0;
  char *text, *o;
  va_list args;

  /* First pass: the directives, the arguments and the length. */
  va_start (args, format);
  for (const char *p = format; *p != '\0'; p++)
    {
      if (*p != '%')
        {
          total++;
          continue;
        }
      p++;
      if (*p == '%')
        total++;
      else if ((*p == 's' || *p == 'u') && n < G_N_ELEMENTS (args_s))
        {
          if (*p == 's')
            {
              args_s[n] = va_arg (args, const char *);
              if (args_s[n] == NULL)
                args_s[n] = "(null)";
              total += strlen (args_s[n]);
            }
          else
            {
              args_s[n] = NULL;
              args_u[n] = va_arg (args, guint);
              total += 10;
            }
          n++;
        }
      else
        {
          va_end (args);
          va_start (args, format);
          text = g_strdup_vprintf (format, args);
          va_end (args);
          return text;
        }
    }
  va_end (args);

  /* Second pass: the text. */
  o = text = g_malloc (total + 1);
  n = 0;
  for (const char *p = format; *p != '\0'; p++)
    {
      if (*p != '%')
        {
          *o++ = *p;
          continue;
        }
      p++;
      if (*p == '%')
        *o++ = '%';
      else if (*p == 's')
        {
          gsize len = strlen (args_s[n]);

          memcpy (o, args_s[n++], len);
          o += len;
        }
      else
        {
          char digits[16];
          char *d = digits + sizeof digits;
          guint v = args_u[n++];

          do
            *--d = (char) ('0' + v % 10);
          while ((v /= 10) != 0);
          memcpy (o, d, digits + sizeof digits - d);
          o += digits + sizeof digits - d;
        }
    }
  *o = '\0';
  return text;
}
