/* fuzz-json.c — whether a text is one JSON object, without building it
 *
 * fuzz-render-json checks that the CLI's JSON line is one valid JSON
 * text, an object. json-glib's parser answered that by building the whole
 * document (a GObject, a hash table a member, a node a value) and freeing
 * it again: half of every execution's time, all of it allocations, for a
 * yes or no. The tests' strict reader of RFC 8259 (../test-json-strict.c,
 * which allocates nothing and bounds its depth) answers it instead; this
 * adds that the value is an object. The target still gives json-glib the
 * inputs fuzz_sampled() picks, and both must accept the line: the two
 * readings are compared.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "fuzz-json.h"
#include "test-json-strict.h"

/* Whether the @len bytes of @text are one JSON text whose value is an
 * object. */
gboolean
fuzz_json_is_object (const char *text,
                     gsize       len)
{
  gsize i = 0;

  while (i < len && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
    i++;
  return i < len && text[i] == '{' && json_is_strict (text, len);
}
