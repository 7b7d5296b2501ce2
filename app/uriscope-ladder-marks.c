/* uriscope-ladder-marks.c — what a rung of the normalization changed, marked
 *
 * The text after a rung of the normalization ladder
 * (uriscope-normalization-ladder.c) with what the rung changed marked in
 * it: what it put in bold and double underlined; what it took out (a
 * default port, an empty port, "localhost", dot segments) kept in the text
 * struck through and dimmed, so nothing relies on colour.
 *
 * The changes carry no offsets: each is found in the text before the
 * rung, in order, from where the last one was (the core lists them left
 * to right), and its place after the rung follows from the lengths of
 * those before it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-ladder-marks.h"
#include "uriscope-text.h"

/* Bytes of a rung's text shown: a long host or a megabyte query is cut
 * (Pango took seconds to wrap 4,000 characters of one word). */
#define SHOWN_BYTES URISCOPE_TEXT_EXCERPT_CHARS

/* What a change put in place of what, in the text: a port's change names
 * the port (and the scheme), and the port goes with its ":". */
static void
change_texts (const UsChange *c,
              char          **before,
              char          **after)
{
  switch (c->kind)
    {
    case US_CHANGE_DEFAULT_PORT:
      *before = g_strdup_printf (":%.*s", (int) c->from_len, c->from);
      *after = g_strdup ("");
      break;
    case US_CHANGE_EMPTY_PORT:
    case US_CHANGE_FILE_LOCALHOST:
      *before = g_strndup (c->from, c->from_len);
      *after = g_strdup ("");
      break;
    default:
      *before = g_strndup (c->from != NULL ? c->from : "", c->from_len);
      *after = g_strndup (c->to != NULL ? c->to : "", c->to_len);
      break;
    }
}

typedef struct {
  gsize at;        /* in the text after the rung */
  gsize len;       /* bytes put in there, marked bold */
  char *removed;   /* shown struck through before them, or NULL */
} Mark;

static void
mark_clear (gpointer data)
{
  g_free (((Mark *) data)->removed);
}

/* Where the empty path is, after the authority of @text ("http://a?q"). */
static gsize
empty_path_at (const char *text,
               gsize       len)
{
  const char *slashes = g_strstr_len (text, (gssize) len, "//");
  gsize i = slashes != NULL ? (gsize) (slashes - text) + 2 : 0;

  while (i < len && text[i] != '/' && text[i] != '?' && text[i] != '#')
    i++;
  return i;
}

static GArray *
find_marks (const UsNormalization *n,
            UsRung                 rung,
            const char            *before,
            gsize                  before_len)
{
  GArray *marks = g_array_new (FALSE, TRUE, sizeof (Mark));
  gsize cursor = 0;
  gssize delta = 0;

  g_array_set_clear_func (marks, mark_clear);
  for (guint i = 0; i < us_normalization_get_n_changes (n, rung); i++)
    {
      const UsChange *c = us_normalization_get_change (n, rung, i);
      g_autofree char *from = NULL;
      g_autofree char *to = NULL;
      gsize from_len, to_len, at, p = 0, s = 0;
      Mark mark = { 0 };

      change_texts (c, &from, &to);
      from_len = strlen (from);
      to_len = strlen (to);
      if (from_len == to_len && memcmp (from, to, from_len) == 0)
        continue;                    /* a note: nothing changed */
      if (from_len == 0)
        at = c->kind == US_CHANGE_EMPTY_PATH ? empty_path_at (before, before_len) : before_len;
      else
        {
          const char *found = cursor < before_len ? g_strstr_len (before + cursor, (gssize) (before_len - cursor), from)
                                                  : NULL;

          if (found == NULL)
            continue;
          at = (gsize) (found - before);
        }
      /* only what differs within the change ("/a/./b" → "/a/b": "./") */
      while (p < from_len && p < to_len && from[p] == to[p])
        p++;
      while (s < from_len - p && s < to_len - p && from[from_len - 1 - s] == to[to_len - 1 - s])
        s++;
      mark.at = (gsize) ((gssize) at + delta) + p;
      mark.len = to_len - p - s;
      /* a removal, or a rewrite of the path, shows what went */
      if (to_len - p - s == 0 || c->kind == US_CHANGE_DOT_SEGMENTS)
        mark.removed = from_len - p - s > 0 ? g_strndup (from + p, from_len - p - s) : NULL;
      g_array_append_val (marks, mark);
      delta += (gssize) to_len - (gssize) from_len;
      cursor = at + from_len;
    }
  return marks;
}

static void
append_piece (GString       *out,
              PangoAttrList *attrs,
              const char    *text,
              gsize          len,
              gboolean       inserted,
              gboolean       removed,
              GString       *marked)
{
  g_autofree char *valid = g_utf8_make_valid (text, (gssize) len);
  guint start = (guint) out->len;

  g_string_append (out, valid);
  if (!inserted && !removed)
    return;
  g_string_append_printf (marked, "%s%s%s", marked->len > 0 ? "|" : "", removed ? "-" : "+", valid);
  if (inserted)
    {
      PangoAttribute *a = pango_attr_weight_new (PANGO_WEIGHT_BOLD);
      PangoAttribute *u = pango_attr_underline_new (PANGO_UNDERLINE_DOUBLE);

      a->start_index = u->start_index = start;
      a->end_index = u->end_index = (guint) out->len;
      pango_attr_list_insert (attrs, a);
      pango_attr_list_insert (attrs, u);
    }
  else
    {
      PangoAttribute *st = pango_attr_strikethrough_new (TRUE);
      PangoAttribute *al = pango_attr_foreground_alpha_new (32768);

      st->start_index = al->start_index = start;
      st->end_index = al->end_index = (guint) out->len;
      pango_attr_list_insert (attrs, st);
      pango_attr_list_insert (attrs, al);
    }
}

/**
 * uriscope_ladder_marks_apply:
 * @shown_text: (out) (transfer full): the text shown, what was taken out included
 * @marked_spans: (out) (transfer full): the spans marked, "|"-separated, each
 *   "+" (put in) or "-" (taken out) and its text: "+http|-:80"
 *
 * The text after @rung with its changes marked, as a label shows it.
 *
 * Returns: (transfer full): the label's attributes
 */
PangoAttrList *
uriscope_ladder_marks_apply (const UsNormalization  *n,
                             UsRung                  rung,
                             char                  **shown_text,
                             char                  **marked_spans)
{
  gsize before_len, after_len;
  const char *before = rung == 0 ? us_normalization_get_input (n, &before_len)
                                 : us_normalization_get_result (n, rung - 1, &before_len);
  const char *after = us_normalization_get_result (n, rung, &after_len);
  g_autoptr(GArray) marks = find_marks (n, rung, before, before_len);
  PangoAttrList *attrs = pango_attr_list_new ();
  GString *out = g_string_new (NULL);
  GString *marked = g_string_new (NULL);
  gsize shown = MIN (after_len, SHOWN_BYTES), at = 0;

  for (guint i = 0; i < marks->len; i++)
    {
      Mark *m = &g_array_index (marks, Mark, i);

      if (m->at < at || m->at + m->len > shown)
        continue;
      append_piece (out, attrs, after + at, m->at - at, FALSE, FALSE, marked);
      if (m->removed != NULL)
        append_piece (out, attrs, m->removed, strlen (m->removed), FALSE, TRUE, marked);
      append_piece (out, attrs, after + m->at, m->len, m->len > 0, FALSE, marked);
      at = m->at + m->len;
    }
  append_piece (out, attrs, after + at, shown - at, FALSE, FALSE, marked);
  if (shown < after_len)
    g_string_append (out, "…");
  *shown_text = g_string_free (out, FALSE);
  *marked_spans = g_string_free (marked, FALSE);
  return attrs;
}
