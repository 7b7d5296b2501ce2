/* uriscope-field-marks.c — the marks of the reference field
 *
 * One small fixed palette of tags, re-applied after each parse: the
 * components tinted, the diagnostics underlined, the control characters
 * in a colour of their own, and on the Link page the registrable domain
 * and the lens's findings. Also what hovering a character tells.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "uriscope-field-marks.h"
#include "uriscope-palette.h"
#include "uriscope-text.h"

const UsComponent uriscope_components[URISCOPE_N_COMPONENTS] = {
  US_COMPONENT_SCHEME, US_COMPONENT_AUTHORITY, US_COMPONENT_PATH, US_COMPONENT_QUERY, US_COMPONENT_FRAGMENT,
};

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
      map->last_byte += MAX (uriscope_text_char_length (map->text + map->last_byte, map->text + map->text_len), 1);
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

/* The tints and marks of the light or the dark style (uriscope-palette.c:
 * the text keeps a contrast of 7:1 over each), set on the tags. */
static void
apply_palette (GtkTextBuffer *buffer)
{
  const UriscopePalette *palette = uriscope_palette_for_style ();
  GtkTextTagTable *table = gtk_text_buffer_get_tag_table (buffer);

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

  /* Colour is never the only signal: errors are underlined, warnings
   * underlined in a second style, notes dotted, and each is in the list;
   * the delimiters between the components are bold. */
  error = gtk_text_buffer_create_tag (buffer, "error", "underline", PANGO_UNDERLINE_ERROR, NULL);
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
  /* Where a browser reads otherwise: a line above, apart from the
   * underlines of the diagnostics. */
  gtk_text_buffer_create_tag (buffer, "browser", "overline", PANGO_OVERLINE_SINGLE, NULL);
  /* The link lens, while its page is shown: the registrable domain in
   * bold, as an address bar emphasises it; a finding's characters with an
   * orange error-style underline (wavy; dotted in GTK 4.8), under the
   * problems' marks where both are, and its message on hover. */
  gtk_text_buffer_create_tag (buffer, "registrable", "weight", PANGO_WEIGHT_BOLD, NULL);
  tag = gtk_text_buffer_create_tag (buffer, "finding",
                                    "underline", PANGO_UNDERLINE_ERROR,
                                    "underline-rgba", &(GdkRGBA) { 0.85, 0.45, 0.0, 1 },
                                    NULL);
  gtk_text_tag_set_priority (tag, gtk_text_tag_get_priority (error));
  tag = gtk_text_buffer_create_tag (buffer, "no-hyphens", "insert-hyphens", FALSE, NULL);
  gtk_text_tag_set_priority (tag, 0);

  apply_palette (buffer);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (apply_palette), buffer, G_CONNECT_SWAPPED);
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

/* The length of the control character at @p (C0, DEL or C1), 0 if none.
 * A NUL is not one: the field shows it as U+FFFD, as a byte that is not
 * UTF-8. */
static gsize
control_length (const char *p,
                const char *end)
{
  guchar c = (guchar) p[0];

  if ((c >= 0x01 && c < 0x20) || c == 0x7F)
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
  if (result == NULL)
    return;
  *map = first;
  marks_result (map, result);
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
  if (tip->len == 0)
    {
      g_string_free (tip, TRUE);
      return NULL;
    }
  return g_string_free (tip, FALSE);
}
