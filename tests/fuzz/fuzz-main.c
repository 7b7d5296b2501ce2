/* fuzz-main.c — a fuzz target as a plain program
 *
 * For the test suite, without libFuzzer: runs the target's
 * LLVMFuzzerInitialize() when it has one, then LLVMFuzzerTestOneInput() once
 * on every file named on the command line, and on every file of every
 * directory named. A failed check aborts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "fuzz-common.h"

static gboolean
run_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len;

  if (!g_file_get_contents (path, &data, &len, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return FALSE;
    }
  /* A copy of exactly len bytes, so that AddressSanitizer sees a read past
   * the end as libFuzzer's own runs do. */
  {
    g_autofree uint8_t *exact = g_memdup2 (data, len);

    LLVMFuzzerTestOneInput (exact, len);
  }
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  guint n = 0;

  if (LLVMFuzzerInitialize != NULL)
    LLVMFuzzerInitialize (&argc, &argv);
  for (int i = 1; i < argc; i++)
    {
      if (g_file_test (argv[i], G_FILE_TEST_IS_DIR))
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(GDir) dir = g_dir_open (argv[i], 0, &error);
          const char *name;

          if (dir == NULL)
            {
              fprintf (stderr, "%s\n", error->message);
              return 1;
            }
          while ((name = g_dir_read_name (dir)) != NULL)
            {
              g_autofree char *path = g_build_filename (argv[i], name, NULL);

              if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
                continue;
              if (!run_file (path))
                return 1;
              n++;
            }
        }
      else if (run_file (argv[i]))
        n++;
      else
        return 1;
    }
  printf ("%s: %u inputs, no finding\n", argv[0], n);
  return 0;
}
