/* fuzz-common.c — the checks the fuzz targets share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"

/* The coverage counters of the project's code (libFuzzer's inline 8-bit
 * counters, one section over every instrumented object), when there are
 * (a fuzzing build; the plain program has none). */
extern uint8_t __start___sancov_cntrs[] __attribute__ ((weak));
extern uint8_t __stop___sancov_cntrs[] __attribute__ ((weak));

static uint8_t *quiet_saved;
static gsize quiet_saved_len;

/* fuzz_quiet_begin() … fuzz_quiet_end(): what the checks ask of the core
 * in between (a second parse to compare with, a message built for every
 * diagnostic, the core's answer at every offset) leaves no coverage
 * features. The checks' own code is built without coverage (meson.build);
 * this is the same for the core code they call to check an answer, which
 * is not what the input exercises: its counters (a loop over every offset
 * of the input fills the counters of length classes) would make libFuzzer
 * keep inputs for the check's sake, and enlarge its feature set, whose
 * bookkeeping (the entropic schedule's rare features) costs per execution
 * in proportion to it. The counters are saved before and put back after,
 * so the code under test keeps exactly its own. Not nested. */
void
fuzz_quiet_begin (void)
{
  gsize len = __start___sancov_cntrs != NULL ? (gsize) (__stop___sancov_cntrs - __start___sancov_cntrs) : 0;

  if (len == 0)
    return;
  if (quiet_saved_len != len)
    {
      g_free (quiet_saved);
      quiet_saved = g_malloc (len);
      quiet_saved_len = len;
    }
  memcpy (quiet_saved, __start___sancov_cntrs, len);
}

void
fuzz_quiet_end (void)
{
  if (quiet_saved_len > 0)
    memcpy (__start___sancov_cntrs, quiet_saved, quiet_saved_len);
}

void
fuzz_fail (const char *where,
           const char *what)
{
  fprintf (stderr, "%s: check failed: %s\n", where, what);
  abort ();
}

/* Whether this input is one of the @one_in that also get the expensive
 * checks (messages, every offset, renderings): a hash of the bytes, so the
 * choice is the same on every run of the same input. */
gboolean
fuzz_sampled (const uint8_t *data,
              size_t         size,
              guint          one_in)
{
  return fuzz_hash (data, size) % one_in == 0;
}

/* FNV-1a of the bytes. */
guint32
fuzz_hash (const uint8_t *data,
           size_t         size)
{
  guint32 h = 2166136261u;

  for (size_t i = 0; i < size; i++)
    h = (h ^ data[i]) * 16777619u;
  return h;
}

/* The choice among @n ways of checking this input: another part of the
 * same hash as fuzz_sampled(), so the two are independent. Each input is
 * checked one way, the same on every run, and the inputs libFuzzer makes
 * from it are spread over all of them: every execution stays lean, and
 * coverage guides each way. */
guint
fuzz_choice (const uint8_t *data,
             size_t         size,
             guint          n)
{
  return (fuzz_hash (data, size) >> 16) % n;
}

/* The parse of @text under @spec with the cheap checks of every result
 * (test_check_structure()); for one input in 8, also without the tree: the
 * same verdict and the same diagnostics. */
UsResult *
fuzz_parse_checked (UsSpec        spec,
                    const char   *text,
                    gsize         len,
                    UsParseFlags  flags)
{
  UsResult *result = us_parse (text, len, spec, flags, NULL);
  g_autoptr(UsResult) bare = NULL;

  fuzz_check (result != NULL);
  test_check_structure (result);
  if (!fuzz_sampled ((const uint8_t *) text, len, 8))
    return result;
  bare = us_parse (text, len, spec, flags | US_PARSE_NO_TREE, NULL);
  fuzz_check (bare != NULL);
  fuzz_check (us_result_get_n_nodes (bare) == 1);
  fuzz_check (us_result_is_valid (bare) == us_result_is_valid (result));
  fuzz_check (us_result_get_n_diagnostics (bare) == us_result_get_n_diagnostics (result));
  for (guint i = 0; i < us_result_get_n_diagnostics (result); i++)
    {
      const UsDiagnostic *a = us_result_get_diagnostic (result, i);
      const UsDiagnostic *b = us_result_get_diagnostic (bare, i);

      fuzz_check (a->code == b->code && a->start == b->start && a->end == b->end);
    }
  return result;
}

#define ONES G_GUINT64_CONSTANT (0x0101010101010101)
#define HIGHS G_GUINT64_CONSTANT (0x8080808080808080)

/* Text for a terminal or a label: UTF-8, and no raw control character (C0,
 * DEL, C1) but the line breaks of a multi-line text when @lines.
 *
 * Every renderer target checks every text it makes this way, most of it
 * printable ASCII: that goes eight bytes at a time (a word with no byte
 * over 0x7E or under 0x20), the rest a byte at a time, and each run of
 * bytes over 0x7F is validated as UTF-8 on its own (an ASCII byte is a
 * character of its own and never part of another, so the text is UTF-8
 * exactly when every such run is). In such a run a C1 control is 0xC2
 * then 0x80 to 0x9F (0xC2 only ever leads a character). It was a
 * character at a time, decoded, after g_utf8_validate() over the whole:
 * a fifth of fuzz-render-json's instructions. */
void
fuzz_check_text (const char *text,
                 gboolean    lines)
{
  const guchar *p = (const guchar *) text;
  gsize len, i = 0;

  fuzz_check (text != NULL);
  len = strlen (text);
  while (i < len)
    {
      guchar c;

      for (; i + 8 <= len; i += 8)
        {
          guint64 w;

          memcpy (&w, p + i, 8);
          /* a byte over 0x7F, under 0x20 or DEL */
          if (((w | ((w - ONES * 0x20) & ~w) | ((w ^ (ONES * 0x7f)) - ONES)) & HIGHS) != 0)
            break;
        }
      if (i == len)
        break;
      c = p[i];
      if (c < 0x80)
        {
          fuzz_check ((c >= 0x20 && c != 0x7f) || (c == '\n' && lines));
          i++;
          continue;
        }
      {
        gsize end = i;

        while (end < len && p[end] >= 0x80)
          end++;
        fuzz_check (g_utf8_validate_len (text + i, end - i, NULL));
        for (; i < end; i++)
          fuzz_check (!(p[i] == 0xc2 && p[i + 1] < 0xa0));
      }
    }
}

/* Every byte of @text readable (AddressSanitizer checks the length). */
void
fuzz_check_bytes (const char *text,
                  gsize       len)
{
  guint sum = 0;

  fuzz_check (len == 0 || text != NULL);
  for (gsize i = 0; i < len; i++)
    sum += (guchar) text[i];
  /* Keeps the loop. */
  if (sum == G_MAXUINT)
    abort ();
}
