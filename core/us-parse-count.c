/* us-parse-count.c — how many times each spec's parser was entered
 *
 * A leaf of the core (it calls nothing of it): the parsers note each entry
 * (us_parse_note_entry()), and tests check with it that one analysis reads
 * an input once per spec, whatever the views ask.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "us-parse-private.h"

static gint parser_entries[US_SPEC_COUNT];

void
us_parse_note_entry (UsSpec spec)
{
  if ((guint) spec < US_SPEC_COUNT)
    g_atomic_int_inc (&parser_entries[spec]);
}

guint
us_parse_get_entries (UsSpec spec)
{
  g_return_val_if_fail ((guint) spec < US_SPEC_COUNT, 0);
  return (guint) g_atomic_int_get (&parser_entries[spec]);
}
