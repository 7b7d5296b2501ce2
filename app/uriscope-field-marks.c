/* uriscope-field-marks.c — the marks of the reference field
 *
 * One small fixed palette of tags, re-applied after each parse: the
 * components tinted, the diagnostics underlined, the control characters
 * in a colour of their own, the invisible characters' stand-ins made room
 * for their marks (drawn by uriscope-field-view.c), the letters of a host
 * that imitate Latin ones, and on the Link page the registrable domain
 * and the lens's findings. Also what hovering a character tells.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-field-marks.h"
#include "uriscope-palette.h"
#include "uriscope-text.h"

const UsComponent uriscope_components[URISCOPE_N_COMPONENTS] = {
  US_COMPONENT_SCHEME, US_COMPONENT_AUTHORITY, US_COMPONENT_PATH, US_COMPONENT_QUERY, US_COMPONENT_FRAGMENT,
};

/* The room of a mark: at most this many letters, each this many pixels,
 * and the padding, added to the stand-in's own box. */
#define MARK_MAX_LETTERS 8
#define MARK_LETTER_WIDTH 7
#define MARK_PADDING 6

/* The tags' names, by severity. */
static const char *const severity_tags[] = { "error", "warning", "note" };

void
uriscope_offset_map_init (UriscopeOffsetMap *map,
                          GtkTextBuffer     *buffer,
                          const char        *text,
                          gsize              text_len,
                          gsize              view_start,
                          gsize              view_end)
{
  map->buffer = buffer;
  map->text = text;
  map->text_len = text_len;
  map->view_start = view_start;
  map->view_end = view_end;
  map->last_byte = view_start;
  map->last_char = 0;
}

void
uriscope_offset_map_iter (UriscopeOffsetMap *map,
                          gsize              byte,
                          GtkTextIter       *iter)
{
  byte = CLAMP (byte, map->view_start, map->view_end);
  /* Each byte that is not UTF-8 is a character of the field (U+FFFD). */
  if (byte < map->last_byte)
    {
      map->last_byte = map->view_start;
      map->last_char = 0;
    }
  /* A byte inside a character counts that character. */
  while (map->last_byte < byte)
    {
      map->last_byte += uriscope_text_shown_char_bytes (map->text + map->last_byte, map->text + map->text_len);
      map->last_char++;
    }
  gtk_text_buffer_get_iter_at_offset (map->buffer, iter, (int) map->last_char);
}

void
uriscope_offset_map_tag (UriscopeOffsetMap *map,
                         GtkTextTag        *tag,
                         gsize              start,
                         gsize              end)
{
  GtkTextIter a, b;

  if (end <= map->view_start || start >= map->view_end)
    return;
  uriscope_offset_map_iter (map, start, &a);
  uriscope_offset_map_iter (map, end, &b);
  gtk_text_buffer_apply_tag (map->buffer, tag, &a, &b);
}

static GtkTextTag *
lookup (UriscopeOffsetMap *map,
        const char        *name)
{
  return gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (map->buffer), name);
}

/* The tints and marks of @palette, light or dark (uriscope-palette.c: the
 * text keeps a contrast of 7:1 over each), set on the tags: the style
 * manager's at first, then the one for the text the field's view draws
 * (uriscope-field-view.c, at each change of its style). A buffer without
 * the tags is left alone. */
void
uriscope_field_marks_set_palette (GtkTextBuffer         *buffer,
                                  const UriscopePalette *palette)
{
  GtkTextTagTable *table = gtk_text_buffer_get_tag_table (buffer);

  if (gtk_text_tag_table_lookup (table, "error") == NULL)
    return;

  g_object_set (gtk_text_tag_table_lookup (table, "error"),
                "underline-rgba", &palette->error_underline,
                "background-rgba", &palette->error_background, NULL);
  g_object_set (gtk_text_tag_table_lookup (table, "warning"),
                "underline-rgba", &palette->warning_underline,
                "background-rgba", &palette->warning_background, NULL);
  g_object_set (gtk_text_tag_table_lookup (table, "note"),
                "underline-rgba", &palette->note_underline, NULL);
  for (guint k = 0; k < URISCOPE_PALETTE_N_COMPONENTS; k++)
    {
      g_autofree char *name = g_strdup_printf ("component-%u", k);

      g_object_set (gtk_text_tag_table_lookup (table, name), "background-rgba", &palette->component[k], NULL);
    }
  g_object_set (gtk_text_tag_table_lookup (table, "selected-node"), "foreground-rgba", &palette->selected_text, NULL);
  g_object_set (gtk_text_tag_table_lookup (table, "control"), "foreground-rgba", &palette->control_text, NULL);
}

void
uriscope_field_marks_create_tags (GtkTextBuffer *buffer)
{
  GtkTextTag *error, *tag;

  /* Colour is never the only signal: errors are underlined with dots
   * (drawn by uriscope-field-view.c in the tag's underline colour),
   * warnings underlined twice, notes once, and each is in the list; the
   * delimiters between the components are bold. */
  error = gtk_text_buffer_create_tag (buffer, "error", NULL, NULL);
  gtk_text_buffer_create_tag (buffer, "warning", "underline", PANGO_UNDERLINE_DOUBLE, NULL);
  gtk_text_buffer_create_tag (buffer, "note", "underline", PANGO_UNDERLINE_SINGLE, NULL);
  for (guint k = 0; k < URISCOPE_PALETTE_N_COMPONENTS; k++)
    {
      g_autofree char *name = g_strdup_printf ("component-%u", k);

      tag = gtk_text_buffer_create_tag (buffer, name, NULL, NULL);
      gtk_text_tag_set_priority (tag, 0);
    }
  tag = gtk_text_buffer_create_tag (buffer, "delimiter", "weight", PANGO_WEIGHT_BOLD, NULL);
  gtk_text_tag_set_priority (tag, 0);
  gtk_text_buffer_create_tag (buffer, "selected-node", "weight", PANGO_WEIGHT_BOLD, NULL);
  /* The symbol of a control character stands out from the characters
   * that are there, in a colour of its own. */
  tag = gtk_text_buffer_create_tag (buffer, "control", NULL, NULL);
  gtk_text_tag_set_priority (tag, 0);
  /* An invisible character's stand-in: its box hidden (the view draws
   * the character's mark there) and room for a mark of N letters. */
  for (guint n = 1; n <= MARK_MAX_LETTERS; n++)
    {
      g_autofree char *name = g_strdup_printf ("mark-%u", n);

      tag = gtk_text_buffer_create_tag (buffer, name,
                                        "foreground-rgba", &(GdkRGBA) { 0, 0, 0, 0 },
                                        "letter-spacing", (int) (n * MARK_LETTER_WIDTH + MARK_PADDING) * PANGO_SCALE,
                                        NULL);
    }
  /* A letter of a host that looks like a Latin one: boxed in its own
   * colour, underlined (colour is not the only signal), its script and
   * the letter it imitates on hover. */
  gtk_text_buffer_create_tag (buffer, "lookalike",
                              "background-rgba", &(GdkRGBA) { 0.55, 0.25, 0.65, 0.25 },
                              "underline", PANGO_UNDERLINE_DOUBLE,
                              "underline-rgba", &(GdkRGBA) { 0.45, 0.15, 0.55, 1 },
                              NULL);
  /* Where a browser reads otherwise: a line above, apart from the
   * underlines of the diagnostics. */
  gtk_text_buffer_create_tag (buffer, "browser", "overline", PANGO_OVERLINE_SINGLE, NULL);
  /* The link lens, while its page is shown: the registrable domain in
   * bold, as an address bar emphasises it; a finding's characters with an
   * orange dotted underline (drawn by uriscope-field-view.c), under the
   * problems' marks where both are, and its message on hover. */
  gtk_text_buffer_create_tag (buffer, "registrable", "weight", PANGO_WEIGHT_BOLD, NULL);
  tag = gtk_text_buffer_create_tag (buffer, "finding",
                                    "underline-rgba", &(GdkRGBA) { 0.85, 0.45, 0.0, 1 },
                                    NULL);
  gtk_text_tag_set_priority (tag, gtk_text_tag_get_priority (error));
  tag = gtk_text_buffer_create_tag (buffer, "no-hyphens", "insert-hyphens", FALSE, NULL);
  gtk_text_tag_set_priority (tag, 0);

  uriscope_field_marks_set_palette (buffer, uriscope_palette_for_style ());
}

/* The components tinted and the diagnostics marked (at most
 * URISCOPE_MAX_FIELD_MARKS of them in what the field holds). */
static void
marks_result (UriscopeOffsetMap *map,
              UsResult          *result)
{
  GtkTextTag *severity[G_N_ELEMENTS (severity_tags)];
  GtkTextTag *delimiter = lookup (map, "delimiter");
  gsize last_end = 0;

  for (guint k = 0; k < URISCOPE_N_COMPONENTS; k++)
    {
      g_autofree char *name = g_strdup_printf ("component-%u", k);
      gsize a, b;

      if (!us_result_get_component (result, uriscope_components[k], &a, &b))
        continue;
      if (b > a)
        uriscope_offset_map_tag (map, lookup (map, name), a, b);
      /* what lies between two components: ":", "//", "?", "#" */
      if (a > last_end)
        uriscope_offset_map_tag (map, delimiter, last_end, a);
      last_end = MAX (last_end, b);
    }
  for (guint s = 0; s < G_N_ELEMENTS (severity_tags); s++)
    severity[s] = lookup (map, severity_tags[s]);
  for (guint i = 0; i < us_result_get_n_diagnostics (result); i++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (result, i);

      uriscope_offset_map_tag (map, severity[d->severity], d->start, MAX (d->end, d->start));
    }
}

/* The length of the control character at @p (C0, NUL included, DEL or
 * C1), 0 if none. */
static gsize
control_length (const char *p,
                const char *end)
{
  guchar c = (guchar) p[0];

  if (c < 0x20 || c == 0x7F)
    return 1;
  if (c == 0xC2 && p + 1 < end && (guchar) p[1] >= 0x80 && (guchar) p[1] < 0xA0)
    return 2;
  return 0;
}

/* Marks the control characters the field holds, each run at once. */
static void
marks_controls (UriscopeOffsetMap *map)
{
  GtkTextTag *tag = lookup (map, "control");
  const char *end = map->text + map->view_end;

  for (const char *p = map->text + map->view_start; p < end;)
    {
      const char *run = p;
      gsize n;

      while (p < end && (n = control_length (p, end)) > 0)
        p += n;
      if (p > run)
        uriscope_offset_map_tag (map, tag, (gsize) (run - map->text), (gsize) (p - map->text));
      else
        p++;
    }
}

/* Makes room for the mark of each invisible character's stand-in. */
static void
marks_invisible (UriscopeOffsetMap *map)
{
  GtkTextIter iter;

  gtk_text_buffer_get_start_iter (map->buffer, &iter);
  for (; !gtk_text_iter_is_end (&iter); gtk_text_iter_forward_char (&iter))
    {
      gunichar c = uriscope_text_marked_char (gtk_text_iter_get_char (&iter));
      g_autofree char *label = NULL;
      g_autofree char *name = NULL;
      GtkTextIter next = iter;

      if (c == 0)
        continue;
      label = us_char_mark_label (c);
      name = g_strdup_printf ("mark-%u", (guint) CLAMP (strlen (label), 1, MARK_MAX_LETTERS));
      gtk_text_iter_forward_char (&next);
      gtk_text_buffer_apply_tag (map->buffer, lookup (map, name), &iter, &next);
    }
}

/* Marks the letters of the host that look like Latin ones. */
static void
marks_lookalikes (UriscopeOffsetMap *map,
                  UsResult          *result)
{
  GtkTextTag *tag = lookup (map, "lookalike");
  gsize a, b;

  if (!us_result_get_component (result, US_COMPONENT_HOST, &a, &b))
    return;
  a = MAX (a, map->view_start);
  b = MIN (b, map->view_end);
  for (gsize i = a; i < b;)
    {
      gsize n = uriscope_text_char_length (map->text + i, map->text + b);

      if (n == 0)
        {
          i++;
          continue;
        }
      if (n > 1 && us_char_lookalike_latin (g_utf8_get_char (map->text + i)) != 0)
        uriscope_offset_map_tag (map, tag, i, i + n);
      i += n;
    }
}

/* The registrable domain in bold, as an address bar shows it, and the
 * findings' characters underlined (a few hundred at most in what the
 * field holds). */
static void
marks_link (UriscopeOffsetMap *map,
            UsLens            *lens)
{
  GtkTextTag *finding = lookup (map, "finding");
  guint n, tagged = 0;
  gsize a, b;

  if (lens == NULL || map->text == NULL)
    return;
  if (us_lens_get_registrable_domain_span (lens, &a, &b))
    uriscope_offset_map_tag (map, lookup (map, "registrable"), a, b);
  n = us_lens_get_n_findings (lens);
  for (guint i = 0; i < n && tagged < URISCOPE_MAX_FIELD_MARKS / 4; i++)
    {
      const UsLensFinding *f = us_lens_get_finding (lens, i);
      gsize end = f->end;

      if (f->end <= map->view_start || f->start >= map->view_end)
        continue;
      /* An empty span marks the character after it. */
      if (end <= f->start && f->start < map->text_len)
        end = (gsize) (g_utf8_next_char (map->text + f->start) - map->text);
      uriscope_offset_map_tag (map, finding, f->start, end);
      tagged++;
    }
}

/* Every mark again: the parse's, where a browser reads otherwise (a few
 * hundred at most in what the field holds; the line under the field says
 * the rest) and the lens's. */
void
uriscope_field_marks_update (UriscopeOffsetMap   *map,
                             UsResult            *result,
                             const UsBrowserSpan *spans,
                             guint                n_spans,
                             UsLens              *lens)
{
  GtkTextIter start, end;
  UriscopeOffsetMap first = *map;

  gtk_text_buffer_get_bounds (map->buffer, &start, &end);
  gtk_text_buffer_remove_all_tags (map->buffer, &start, &end);
  gtk_text_buffer_apply_tag (map->buffer, lookup (map, "no-hyphens"), &start, &end);
  marks_controls (map);
  marks_invisible (map);
  if (result == NULL)
    return;
  *map = first;
  marks_result (map, result);
  *map = first;
  marks_lookalikes (map, result);
  for (guint i = 0; i < n_spans && n_spans <= URISCOPE_MAX_FIELD_MARKS / 4; i++)
    uriscope_offset_map_tag (map, lookup (map, "browser"), spans[i].start, spans[i].end);
  *map = first;
  marks_link (map, lens);
}

/* The lens's marks alone, again. */
void
uriscope_field_marks_relink (UriscopeOffsetMap *map,
                             UsLens            *lens)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (map->buffer, &start, &end);
  gtk_text_buffer_remove_tag (map->buffer, lookup (map, "registrable"), &start, &end);
  gtk_text_buffer_remove_tag (map->buffer, lookup (map, "finding"), &start, &end);
  marks_link (map, lens);
}

/* The selected node's characters, [start, end) of the reference (none if
 * empty), highlighted. */
void
uriscope_field_marks_highlight (UriscopeOffsetMap *map,
                                gsize              start,
                                gsize              end)
{
  GtkTextIter a, b;
  GtkTextTag *tag = lookup (map, "selected-node");

  gtk_text_buffer_get_bounds (map->buffer, &a, &b);
  gtk_text_buffer_remove_tag (map->buffer, tag, &a, &b);
  if (end > start)
    uriscope_offset_map_tag (map, tag, start, end);
}

/* What the field shows for the control character at @byte, if there is
 * one there, for its tooltip. */
static char *
control_note (const char *text,
              gsize       text_len,
              gsize       byte)
{
  gunichar c, picture;

  if (byte >= text_len || control_length (text + byte, text + text_len) == 0)
    return NULL;
  c = g_utf8_get_char (text + byte);
  picture = uriscope_text_control_picture (c);
  if (picture != 0)
    {
      char symbol[8] = { 0 };

      g_unichar_to_utf8 (picture, symbol);
      /* TRANSLATORS: %s is a symbol such as ␊, U+%04X the character's code */
      return g_strdup_printf (_("“%s” stands for the control character U+%04X."), symbol, c);
    }
  /* TRANSLATORS: a C1 control is drawn as a box holding its code */
  return g_strdup_printf (_("The box is the control character U+%04X."), c);
}

/* What the field shows for the invisible character or the look-alike
 * letter at @byte, for its tooltip. */
static char *
mark_note (const char *text,
           gsize       text_len,
           gsize       byte,
           UsResult   *result)
{
  gsize n = byte < text_len ? uriscope_text_char_length (text + byte, text + text_len) : 0;
  gunichar c, latin;
  gsize a, b;

  if (n < 2)
    return NULL;
  c = g_utf8_get_char (text + byte);
  if (uriscope_text_stand_in (c) != 0)
    {
      g_autofree char *label = us_char_mark_label (c);

      if (us_char_is_bidi_control (c))
        /* TRANSLATORS: %s is a short name such as RLO, U+%04X its code */
        return g_strdup_printf (_("“%s” marks the bidirectional control character U+%04X: invisible elsewhere, it reorders the text after it. The field shows it in its place and keeps the text in the order it is read."), label, c);
      /* TRANSLATORS: %s is a short name such as ZWSP, U+%04X its code */
      return g_strdup_printf (_("“%s” marks the invisible character U+%04X: elsewhere it takes no room, so the text around it looks joined."), label, c);
    }
  latin = us_char_lookalike_latin (c);
  if (latin != 0 && result != NULL && us_result_get_component (result, US_COMPONENT_HOST, &a, &b) &&
      byte >= a && byte < b)
    {
      g_autofree char *script = us_char_lookalike_script (c);
      char letter[8] = { 0 };

      g_unichar_to_utf8 (c, letter);
      /* TRANSLATORS: “%s” is a letter, U+%04X its code, the second %s its
       * script as Unicode names it ("Cyrillic"), “%c” the Latin letter */
      return g_strdup_printf (_("“%s” (U+%04X) is a letter of the %s script that looks like the Latin “%c”."),
                              letter, c, script != NULL ? script : "?", (char) latin);
    }
  return NULL;
}

/* What hovering the character at @byte tells: the message of the problem
 * there, the lens's findings there (@lens while the Link page is shown),
 * and what a symbol in place of a control character stands for. NULL for
 * nothing. */
char *
uriscope_field_marks_tooltip (const char *text,
                              gsize       text_len,
                              gsize       byte,
                              UsResult   *result,
                              UsLens     *lens)
{
  g_autofree char *note = control_note (text, text_len, byte);
  g_autofree char *mark = mark_note (text, text_len, byte, result);
  GString *tip = g_string_new (NULL);

  for (guint i = 0; i < us_result_get_n_diagnostics (result); i++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (result, i);

      if (byte >= d->start && byte < MAX (d->end, d->start + 1))
        {
          g_autofree char *message = us_result_format_message (result, d);

          g_string_append (tip, message);
          break;
        }
    }
  for (guint i = 0; lens != NULL && i < us_lens_get_n_findings (lens); i++)
    {
      const UsLensFinding *f = us_lens_get_finding (lens, i);

      if (byte >= f->start && byte < MAX (f->end, f->start + 1))
        g_string_append_printf (tip, "%s%s", tip->len > 0 ? "\n" : "", f->message);
    }
  if (note != NULL)
    g_string_append_printf (tip, "%s%s", tip->len > 0 ? "\n" : "", note);
  if (mark != NULL)
    g_string_append_printf (tip, "%s%s", tip->len > 0 ? "\n" : "", mark);
  if (tip->len == 0)
    {
      g_string_free (tip, TRUE);
      return NULL;
    }
  return g_string_free (tip, FALSE);
}
