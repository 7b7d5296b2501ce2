/* uriparser-validate.c — the end-to-end baseline for the CLI benchmark
 *
 * Reads standard input one line at a time and validates each line with
 * uriparser, as `uriscope-cli --quiet` does with the full analysis. Exit 0
 * when every line is valid, 1 otherwise.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <uriparser/Uri.h>

int main (void);

int
main (void)
{
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  int all_valid = 1;

  while ((len = getline (&line, &cap, stdin)) >= 0)
    {
      UriUriA uri;
      const char *error_pos;

      if (len > 0 && line[len - 1] == '\n')
        len--;
      if (uriParseSingleUriExA (&uri, line, line + len, &error_pos) == URI_SUCCESS)
        uriFreeUriMembersA (&uri);
      else
        all_valid = 0;
    }
  free (line);
  return all_valid ? 0 : 1;
}
