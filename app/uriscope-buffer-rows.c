/* uriscope-buffer-rows.c — the rows of the buffer table and what moved in each
 *
 * The rows of the buffer table (uriscope-buffer-table.c) made from a
 * resolution: RFC 3986's two buffers after each rule of remove_dot_segments
 * (us_resolution_get_row()), or, for RFC 2396 and RFC 1808, the path after
 * each step that rewrites it (6a–6h, 6–6d).
 *
 * What moved is worked out from the row before: the segment the rule
 * appended to the output buffer (2E), the one it took off the output (2C)
 * or off the input (2A, 2B, 2D); for one buffer, what differs once the
 * common start and end are left out. A cell shows it in place, bold and
 * underlined when appended, struck through and dimmed when removed; the
 * last column says it in words.
 *
 * When ".." climbs above the root, a note says what the RFCs do: RFC 3986
 * §5.4.2 drops it (2C with no segment left to remove), RFC 2396 keeps it
 * and calls it an error (step 6g; the resolution has the issue), RFC 1808
 * keeps it (its §5.2 gives "../../../g" = "http://a/../g"). The note gives
 * no example: it comes before the last step, and for "../../../g" the
 * example is the answer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-buffer-rows.h"

/* Bytes of a buffer a cell shows. */
#define CELL_BYTES 96

static void
row_clear (gpointer data)
{
  UriscopeBufferRow *row = data;

  g_free (row->output);
  g_free (row->input);
  g_free (row->moved);
  g_free (row->tooltip);
}

/* The rows of a table, to fill (uriscope_buffer_rows_fill()); cleared
 * with their buffers. */
GArray *
uriscope_buffer_rows_new (void)
{
  GArray *rows = g_array_new (FALSE, TRUE, sizeof (UriscopeBufferRow));

  g_array_set_clear_func (rows, row_clear);
  return rows;
}

static gboolean
is_buffer_branch (UsBranch branch)
{
  return branch >= US_BRANCH_BUFFER_BASE && branch <= US_BRANCH_NEW_PATH;
}

/* What changed from @old to @new (one buffer): the common start and end
 * left out, what is left of @old was removed, else what is left of @new
 * was added. */
static void
mark_difference (UriscopeBufferRow *row,
                 const char        *old,
                 gsize              old_len,
                 const char        *new,
                 gsize              new_len,
                 gboolean           in_input)
{
  gsize p = 0, s = 0;

  while (p < old_len && p < new_len && old[p] == new[p])
    p++;
  while (s < old_len - p && s < new_len - p && old[old_len - 1 - s] == new[new_len - 1 - s])
    s++;
  row->in_input = in_input;
  row->moved_at = p;
  if (old_len - p - s > 0)
    {
      row->moved = g_strndup (old + p, old_len - p - s);
      row->removed = TRUE;
    }
  else if (new_len - p - s > 0)
    row->moved = g_strndup (new + p, new_len - p - s);
}

/* RFC 3986: the output buffer grew (2E) or lost its last segment (2C);
 * else the input lost its start (2A, 2B, 2D). */
static void
mark_rfc3986 (UriscopeBufferRow       *row,
              const UriscopeBufferRow *prev)
{
  if (row->output_cut || prev->output_cut || row->input_cut || prev->input_cut || prev->input == NULL)
    return;
  if (row->output_len != prev->output_len)
    mark_difference (row, prev->output, prev->output_len, row->output, row->output_len, FALSE);
  else if (row->input != NULL && row->input_len < prev->input_len)
    {
      row->in_input = TRUE;
      row->removed = TRUE;
      row->moved_at = 0;
      row->moved = g_strndup (prev->input, prev->input_len - row->input_len);
    }
}

/**
 * uriscope_buffer_rows_fill:
 * @rows: (element-type UriscopeBufferRow): appended to
 * @note: (out) (transfer full): the note on ".." above the root, or %NULL
 * @note_row: (out): the row the note is about, unchanged without a note
 *
 * The rows of @res's table: the core's rows of remove_dot_segments for
 * RFC 3986, the steps that rewrite the buffer for RFC 2396 and RFC 1808.
 *
 * Returns: whether the rows are those of a legacy RFC (one buffer)
 */
gboolean
uriscope_buffer_rows_fill (GArray        *rows,
                           UsResolution  *res,
                           char         **note,
                           int           *note_row)
{
  guint n = us_resolution_get_n_rows (res);
  gboolean legacy = n == 0;
  UsSpec spec = us_resolution_get_spec (res);

  *note = NULL;
  if (!legacy)
    for (guint i = 0; i < n; i++)
      {
        const UsBufferRow *b = us_resolution_get_row (res, i);
        UriscopeBufferRow row = { b->id, 0, US_BRANCH_REMOVE_DOT_SEGMENTS, g_strndup (b->output, b->output_len),
                                  b->output_len, b->input ? g_strndup (b->input, b->input_len) : NULL, b->input_len,
                                  b->output_cut, b->input_cut, NULL, FALSE, FALSE, 0, NULL };

        if (i > 0)
          mark_rfc3986 (&row, &g_array_index (rows, UriscopeBufferRow, i - 1));
        /* 2C with no segment to remove: ".." above the root */
        if (*note == NULL && i > 0 && g_str_equal (b->id, "2C") &&
            row.output_len == g_array_index (rows, UriscopeBufferRow, i - 1).output_len)
          {
            *note_row = (int) i;
            /* No example of §5.4.2 here: for "../../../g" it is the
             * answer, and the note comes before the last step. */
            *note = g_strdup (_("“..” climbs above the root: the output buffer has no segment left to "
                                "remove, so RFC 3986 drops the “..” (§5.4.2). RFC 2396 keeps it and calls "
                                "it an error."));
          }
        g_array_append_val (rows, row);
      }
  else
    for (guint i = 0; i < us_resolution_get_n_steps (res); i++)
      {
        const UsStep *step = us_resolution_get_step (res, i);
        const char *path = step->parts[US_PART_PATH];
        UriscopeBufferRow row = { step->id, i, step->branch, g_strndup (path ? path : "", step->lens[US_PART_PATH]),
                                  step->lens[US_PART_PATH], NULL, 0, FALSE, FALSE, NULL, FALSE, FALSE, 0, NULL };

        if (!is_buffer_branch (step->branch))
          {
            g_free (row.output);
            continue;
          }
        if (rows->len > 0)
          {
            const UriscopeBufferRow *prev = &g_array_index (rows, UriscopeBufferRow, rows->len - 1);

            mark_difference (&row, prev->output, prev->output_len, row.output, row.output_len, FALSE);
          }
        if (step->branch == US_BRANCH_LEADING_DOTDOT && *note == NULL)
          {
            g_autofree char *issue = us_resolution_format_issue (res, US_RESOLVE_ISSUE_DOTDOT_ABOVE_ROOT);

            *note_row = (int) rows->len;
            /* TRANSLATORS: %s is the resolution's issue, in words */
            *note = g_strdup_printf (_("%s RFC 3986 §5.4.2 drops such “..” segments instead."), issue);
          }
        g_array_append_val (rows, row);
      }

  /* RFC 1808 has no step 6g: a ".." left at the start stays. */
  if (legacy && spec == US_SPEC_RFC1808 && rows->len > 0 && *note == NULL)
    {
      const UriscopeBufferRow *last = &g_array_index (rows, UriscopeBufferRow, rows->len - 1);

      if (g_str_has_prefix (last->output, "/..") || g_str_has_prefix (last->output, ".."))
        {
          *note_row = (int) rows->len - 1;
          *note = g_strdup (_("“..” climbs above the root: RFC 1808 keeps it in the path (§5.2, "
                              "its abnormal examples); RFC 3986 §5.4.2 drops it."));
        }
    }
  return legacy;
}

/* @text escaped, struck through and dimmed (@kind '-'), bold and
 * underlined ('+'), or plain. */
static void
append_escaped (GString    *out,
                char        kind,
                const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  if (kind == '-')
    g_string_append_printf (out, "<s><span alpha=\"60%%\">%s</span></s>", escaped);
  else if (kind == '+')
    g_string_append_printf (out, "<b><u>%s</u></b>", escaped);
  else
    g_string_append (out, escaped);
}

/* The buffer as the cell shows it, the part that moved marked: at most
 * CELL_BYTES of it, the end of the output and the start of the input
 * (where the rules work). */
char *
uriscope_buffer_row_cell_markup (const UriscopeBufferRow *row,
                                 gboolean                 input)
{
  const char *text = input ? row->input : row->output;
  gsize len = input ? row->input_len : row->output_len;
  gboolean cut = input ? row->input_cut : row->output_cut;
  gboolean marked = row->moved != NULL && row->in_input == input && row->moved_at <= len;
  gsize from = 0, to = len, at = row->moved_at;
  GString *out = g_string_new (NULL);

  if (text == NULL)
    return g_string_free (out, FALSE);
  if (!input && len > CELL_BYTES)
    from = marked ? MIN (len - CELL_BYTES, at) : len - CELL_BYTES;
  else if (input && len > CELL_BYTES)
    to = CELL_BYTES;
  if ((cut && !input) || from > 0)
    g_string_append (out, "…");
  if (!marked || at < from || at > to)
    {
      g_autofree char *all = us_quote (text + from, to - from, 0);

      append_escaped (out, ' ', all);
    }
  else
    {
      gsize moved_len = strlen (row->moved);
      gsize rest = MIN (row->removed ? at : at + moved_len, to);
      g_autofree char *before = us_quote (text + from, at - from, 0);
      g_autofree char *moved = us_quote (row->moved, moved_len, 0);
      g_autofree char *after = us_quote (text + rest, to - rest, 0);

      append_escaped (out, ' ', before);
      append_escaped (out, row->removed ? '-' : '+', moved);
      append_escaped (out, ' ', after);
    }
  if ((cut && input) || to < len)
    g_string_append (out, "…");
  return g_string_free (out, FALSE);
}

/* What moved, in words for the last column ("+ “/g” appended"). */
char *
uriscope_buffer_row_moved_words (const UriscopeBufferRow *row)
{
  g_autofree char *shown = NULL;

  if (row->moved == NULL)
    return g_strdup ("");
  shown = us_quote (row->moved, strlen (row->moved), 40);
  if (!row->removed)
    /* TRANSLATORS: in the buffer table: %s was appended to the buffer */
    return g_strdup_printf (_("+ “%s” appended"), shown);
  if (row->in_input)
    /* TRANSLATORS: in the buffer table: %s was taken off the input buffer */
    return g_strdup_printf (_("− “%s” off the input"), shown);
  /* TRANSLATORS: in the buffer table: %s was taken off the (output) buffer */
  return g_strdup_printf (_("− “%s” removed"), shown);
}
