/* cli-text.c — the tree, the caret lines and the report as text
 *
 * What a terminal shows of one input: input text in the display form of
 * the core's us_quote() (control characters as their Control Pictures,
 * U+2400…, bidi controls as <U+202E>, bytes that are not UTF-8 as \xNN),
 * never raw, so that no escape sequence of the input reaches the terminal
 * and the caret under a character always lands where the character is
 * drawn. Long inputs are shown as a window around each problem: printing
 * the whole line for each of thousands of diagnostics would be quadratic.
 * The words come from the core (the messages, the browser's reading, the
 * lens's findings); the layout and the colours are the command line's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cli-text-private.h"

/* How many bytes of context a caret line shows on each side of its span. */
#define CONTEXT_BYTES 60
/* The longest span a caret line underlines in full. */
#define MAX_SPAN_BYTES 120

/* One line per node, nested with box-drawing characters:
 *
 *   URI-reference  [0,18)  http://example.com
 *   └─ URI  [0,18)  http://example.com
 *      ├─ scheme  [0,4)  http
 *
 * Iterative: an explicit stack of "is this ancestor the last child" bits.
 * Appended to @out, spilled to @stream line by line. */
static void
append_tree (GString        *out,
             FILE           *stream,
             const UsResult *result,
             CliTextFlags    flags)
{
  g_autoptr(GArray) last = g_array_new (FALSE, FALSE, sizeof (gboolean));
  gboolean color = (flags & CLI_TEXT_COLOR) != 0;
  const char *input;

  input = us_result_get_input (result, NULL);
  for (guint i = 0; i < us_result_get_n_nodes (result); i++)
    {
      const UsNode *node = us_result_get_node (result, i);
      g_autofree char *text = us_quote (input + node->start, node->end - node->start, 60);
      guint depth = 0;
      gboolean is_last;

      /* The depth of this node is the length of its parent chain. */
      for (guint a = node->parent; a != US_NO_NODE; a = us_result_get_node (result, a)->parent)
        depth++;
      g_array_set_size (last, depth + 1);

      is_last = node->parent == US_NO_NODE ||
                us_result_get_child (result, node->parent,
                                     us_result_get_node (result, node->parent)->n_children - 1) == i;
      g_array_index (last, gboolean, depth) = is_last;

      for (guint k = 1; k < depth; k++)
        g_string_append (out, g_array_index (last, gboolean, k) ? "   " : "│  ");
      if (depth > 0)
        g_string_append (out, is_last ? "└─ " : "├─ ");

      g_string_append_printf (out, "%s%s%s  %s[%" G_GSIZE_FORMAT ",%" G_GSIZE_FORMAT ")%s",
                              color ? ANSI_BOLD : "", us_rule_name (node->rule), color ? ANSI_RESET : "",
                              color ? ANSI_DIM : "", node->start, node->end, color ? ANSI_RESET : "");
      if (node->end > node->start)
        g_string_append_printf (out, "  %s", text);
      g_string_append_c (out, '\n');
      cli_text_spill (out, stream);
    }
}

char *
cli_text_tree (const UsResult *result,
               CliTextFlags    flags)
{
  GString *out;

  g_return_val_if_fail (result != NULL, NULL);
  out = g_string_new (NULL);
  append_tree (out, NULL, result, flags);
  return g_string_free (out, FALSE);
}

/* The tree on one line, for golden tests:
 *   URI-reference(URI(scheme"http" hier-part(…)))
 * A node with children lists them in parentheses; a leaf shows its text. */
char *
cli_text_tree_line (const UsResult *result)
{
  GString *out = g_string_new (NULL);
  g_autoptr(GArray) open = g_array_new (FALSE, FALSE, sizeof (guint));
  const char *input;

  g_return_val_if_fail (result != NULL, NULL);

  input = us_result_get_input (result, NULL);
  for (guint i = 0; i < us_result_get_n_nodes (result); i++)
    {
      const UsNode *node = us_result_get_node (result, i);

      /* Close the nodes this one is not inside. */
      while (open->len > 0 && g_array_index (open, guint, open->len - 1) != node->parent)
        {
          g_string_append_c (out, ')');
          g_array_set_size (open, open->len - 1);
        }
      if (open->len > 0 && out->str[out->len - 1] != '(')
        g_string_append_c (out, ' ');

      g_string_append (out, us_rule_name (node->rule));
      if (node->n_children > 0)
        {
          g_string_append_c (out, '(');
          g_array_append_val (open, i);
        }
      else
        {
          g_autofree char *text = us_quote (input + node->start, node->end - node->start, 0);

          g_string_append_printf (out, "\"%s\"", text);
        }
    }
  for (guint k = 0; k < open->len; k++)
    g_string_append_c (out, ')');
  return g_string_free (out, FALSE);
}

/* The colour of a severity's label and of its carets. */
const char *
cli_text_severity_color (UsSeverity severity)
{
  switch (severity)
    {
    case US_SEVERITY_ERROR: return ANSI_RED;
    case US_SEVERITY_WARNING: return ANSI_YELLOW;
    case US_SEVERITY_NOTE:
    default: return ANSI_CYAN;
    }
}

/* Moves @i back to the start of the UTF-8 character it is in (at most three
 * bytes, not before @floor). */
static gsize
char_start (const char *text,
            gsize       i,
            gsize       floor)
{
  for (int k = 0; k < 3 && i > floor && ((guchar) text[i] & 0xC0) == 0x80; k++)
    i--;
  return i;
}

#define ONES G_GUINT64_CONSTANT (0x0101010101010101)
#define HIGHS G_GUINT64_CONSTANT (0x8080808080808080)

/* How many bytes from @p on (at most @n) are printable ASCII (U+0020 to
 * U+007E), which us_quote() shows as they are, eight at a time: a word is
 * printable when none of its bytes is under 0x20, over 0x7F or DEL. The
 * caret lines show thousands of windows of input for a long invalid one;
 * a call per character was most of their time. */
static gsize
printable_run (const char *p,
               gsize       n)
{
  gsize i = 0;

  for (; i + 8 <= n; i += 8)
    {
      guint64 w, del;

      memcpy (&w, p + i, 8);
      del = w ^ (ONES * 0x7f);
      if (((w | ((w - ONES * 0x20) & ~w) | ((del - ONES) & ~del)) & HIGHS) != 0)
        break;
    }
  while (i < n && (guchar) p[i] >= 0x20 && (guchar) p[i] < 0x7f)
    i++;
  return i;
}

/* Appends @n copies of @c. */
static void
append_repeated (GString *out,
                 char     c,
                 gsize    n)
{
  gsize at = out->len;

  g_string_set_size (out, at + n);
  memset (out->str + at, c, n);
}

/* The input around the bytes [@start, @end) and a line of carets under
 * them, each line indented by two spaces:
 *   http://exa mple.com/
 *             ^
 * The input's line is written straight into @out, and the caret line is
 * made from the display widths before and under the span: a line of
 * carets only has spaces, then carets (trailing spaces are cut). Every
 * diagnostic's drawing once built both lines in buffers of their own, a
 * byte at a time (3/4 of fuzz-render-text's time, mostly allocations). */
static void
append_caret_lines (GString    *out,
                    const char *input,
                    gsize       len,
                    gsize       start,
                    gsize       end,
                    const char *color)
{
  gsize ws, we, span_end;
  gsize before = 0, under = 0, after = 0;

  /* The window of input shown around the span. */
  span_end = MIN (end, start + MAX_SPAN_BYTES);
  ws = start > CONTEXT_BYTES ? char_start (input, start - CONTEXT_BYTES, 0) : 0;
  we = MIN (len, span_end + CONTEXT_BYTES);
  if (we < len)
    we = char_start (input, we, span_end);

  g_string_append (out, "  ");
  if (ws > 0)
    {
      g_string_append (out, "…");
      before = 1;
    }
  for (gsize i = ws; i < we;)
    {
      /* The part of the window (before, under or after the span) @i is in */
      gsize *width_of = i < start ? &before : i < span_end ? &under : &after;
      gsize part_end = i < start ? MIN (start, we) : i < span_end ? MIN (span_end, we) : we;
      gsize run = printable_run (input + i, part_end - i);
      guint width;

      /* Printable ASCII shows as itself, a column a byte: copied whole. */
      if (run > 0)
        {
          g_string_append_len (out, input + i, run);
          *width_of += run;
          i += run;
          continue;
        }
      i += us_quote_append_char (out, input, len, i, &width);
      *width_of += width;
    }
  if (we < len)
    g_string_append (out, "…");
  g_string_append (out, "\n  ");
  if (color != NULL)
    g_string_append (out, color);
  /* An empty span, or one at the very end, still gets a caret, after the
   * whole window; otherwise the carets under the span, if any is wide. */
  if (start >= span_end || start >= we)
    {
      append_repeated (out, ' ', before + under + after);
      g_string_append_c (out, '^');
    }
  else if (under > 0)
    {
      append_repeated (out, ' ', before);
      append_repeated (out, '^', under);
    }
  if (color != NULL)
    g_string_append (out, ANSI_RESET);
  g_string_append_c (out, '\n');
}

/* error[space]: space (U+0020) is not allowed in … ; percent-encode it as %20
 *   http://exa mple.com/
 *             ^
 * Appended to @out: the report draws every diagnostic into its own text,
 * with no buffer and no formatted copy per diagnostic. */
static void
append_diagnostic (GString        *out,
                   const UsResult *result,
                   guint           index,
                   gboolean        offered,
                   CliTextFlags    flags)
{
  const UsDiagnostic *d;
  gboolean color = (flags & CLI_TEXT_COLOR) != 0;
  g_autofree char *message = NULL;
  const char *input;
  gsize len;

  d = us_result_get_diagnostic (result, index);
  message = us_result_format_message_at (result, index, offered);

  /* "%s%s[%s]%s: %s\n" */
  if (color)
    g_string_append (out, cli_text_severity_color (d->severity));
  g_string_append (out, us_severity_label (d->severity));
  g_string_append_c (out, '[');
  g_string_append (out, us_diag_code_name (d->code));
  g_string_append_c (out, ']');
  if (color)
    g_string_append (out, ANSI_RESET);
  g_string_append (out, ": ");
  g_string_append (out, message);
  g_string_append_c (out, '\n');
  input = us_result_get_input (result, &len);
  append_caret_lines (out, input, len, d->start, d->end,
                      color ? cli_text_severity_color (d->severity) : NULL);
}

char *
cli_text_diagnostic (const UsResult *result,
                     guint           index,
                     CliTextFlags    flags)
{
  GString *out;

  g_return_val_if_fail (result != NULL, NULL);
  g_return_val_if_fail (index < us_result_get_n_diagnostics (result), NULL);
  out = g_string_new (NULL);
  append_diagnostic (out, result, index, TRUE, flags);
  return g_string_free (out, FALSE);
}

static char *render_report (FILE           *stream,
                            const UsResult *result,
                            gboolean        checked,
                            const gboolean *offered,
                            const char     *head_end,
                            CliTextFlags    flags);

/* The whole text report: a summary line, the tree, every diagnostic with its
 * caret line, and the input with every fix applied. */
char *
cli_text_report (const UsResult *result,
                 CliTextFlags    flags)
{
  g_return_val_if_fail (result != NULL, NULL);
  return render_report (NULL, result, FALSE, NULL, NULL, flags);
}

/**
 * cli_text_report_checked:
 * @offered: (nullable): one flag per diagnostic, whether its fix-it is
 *   offered (us_analysis_dup_offered_fixes())
 *
 * The report with only the offered fix-its in the messages, and without
 * the line with every fix applied: the caller writes the checked one
 * (us_analysis_format_fix_all()).
 *
 * Returns: (transfer full): the report
 */
char *
cli_text_report_checked (const UsResult *result,
                         const gboolean *offered,
                         CliTextFlags    flags)
{
  g_return_val_if_fail (result != NULL, NULL);
  return render_report (NULL, result, TRUE, offered, NULL, flags);
}

/**
 * cli_text_write_report_checked:
 * @stream: where the report goes
 * @head_end: (nullable): text added at the end of the report's first line
 *
 * Writes cli_text_report_checked()'s report to @stream as it is made, with
 * @head_end at the end of its first line (the command line adds what a
 * browser does there).
 */
void
cli_text_write_report_checked (FILE           *stream,
                               const UsResult *result,
                               const gboolean *offered,
                               const char     *head_end,
                               CliTextFlags    flags)
{
  g_return_if_fail (stream != NULL && result != NULL);
  render_report (stream, result, TRUE, offered, head_end, flags);
}

/* With @checked, only the fixes @offered (none when NULL) are in the
 * messages, and the line with every fix applied is left to the caller.
 * With a @stream, the report is written to it (and NULL returned). */
static char *
render_report (FILE           *stream,
               const UsResult *result,
               gboolean        checked,
               const gboolean *offered,
               const char     *head_end,
               CliTextFlags    flags)
{
  GString *out = g_string_new (NULL);
  g_autofree char *quoted = NULL;
  gboolean color = (flags & CLI_TEXT_COLOR) != 0;
  guint errors, warnings, notes;
  const char *input;
  gsize len;

  g_return_val_if_fail (result != NULL, NULL);

  errors = us_result_count_severity (result, US_SEVERITY_ERROR);
  warnings = us_result_count_severity (result, US_SEVERITY_WARNING);
  notes = us_result_count_severity (result, US_SEVERITY_NOTE);
  input = us_result_get_input (result, &len);
  quoted = us_quote (input, len, 200);

  g_string_append_printf (out, "%s%s%s — %s: ", color ? ANSI_BOLD : "", quoted,
                          color ? ANSI_RESET : "", us_spec_title (us_result_get_spec (result)));
  if (errors == 0)
    g_string_append_printf (out, "%s%s%s", color ? ANSI_GREEN : "", _("valid"), color ? ANSI_RESET : "");
  else
    g_string_append_printf (out, "%s%s%s", color ? ANSI_RED : "", _("invalid"), color ? ANSI_RESET : "");
  if (errors + warnings + notes > 0)
    {
      g_autofree char *e = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u error", "%u errors", errors), errors);
      g_autofree char *w = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u warning", "%u warnings", warnings), warnings);
      g_autofree char *n = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u note", "%u notes", notes), notes);

      g_string_append_printf (out, " (%s, %s, %s)", e, w, n);
    }
  if (head_end != NULL)
    g_string_append (out, head_end);
  g_string_append (out, "\n\n");

  append_tree (out, stream, result, flags);

  for (guint i = 0; i < us_result_get_n_diagnostics (result); i++)
    {
      g_string_append_c (out, '\n');
      append_diagnostic (out, result, i, !checked || (offered != NULL && offered[i]), flags);
      cli_text_spill (out, stream);
    }

  if (!checked)
  {
    gsize fixed_len = 0;
    g_autofree char *fixed = us_result_dup_fixed (result, &fixed_len);

    if (fixed != NULL)
      {
        g_autofree char *shown = us_quote (fixed, fixed_len, 0);

        g_string_append_printf (out, "\n%s %s\n", _("With every fix applied:"), shown);
      }
  }

  /* Under the URL Standard, what a browser makes of it. */
  if (us_result_get_spec (result) == US_SPEC_WHATWG)
    {
      g_autofree char *href = us_result_dup_url (result, US_URL_HREF);
      g_autofree char *refusal = href == NULL ? us_result_format_url_refusal (result) : NULL;

      if (href != NULL)
        {
          g_autofree char *shown = us_quote (href, strlen (href), 0);

          g_string_append_printf (out, "\n%s %s\n", _("A browser reads:"), shown);
        }
      else if (refusal != NULL)
        g_string_append_printf (out, "\n%s %s\n", _("A browser refuses this link:"), refusal);
    }
  return cli_text_finish (out, stream);
}

/**
 * cli_matrix_row_count:
 * @row: (out): the matrix's line for @result
 * @result: one input under one spec
 */
void
cli_matrix_row_count (CliMatrixRow   *row,
                      const UsResult *result)
{
  row->spec = us_result_get_spec (result);
  row->errors = us_result_count_severity (result, US_SEVERITY_ERROR);
  row->warnings = us_result_count_severity (result, US_SEVERITY_WARNING);
}

/**
 * cli_text_matrix:
 * @results: one input under several specs
 * @reading: (nullable): how a browser reads what the first reads, when
 *   the caller has it (us_analysis_get_browser_reading()); else it is
 *   read here
 *
 * Returns: (transfer full): a line per spec (valid, or the count of errors
 *   and warnings), then the first difference between the specs explained
 */
char *
cli_text_matrix (UsResult *const  *results,
                 guint             n_results,
                 UsBrowserReading *reading,
                 CliTextFlags      flags)
{
  g_autofree CliMatrixRow *rows = NULL;
  g_autofree char *words = NULL;
  UsDifference difference;

  g_return_val_if_fail (results != NULL && n_results > 0, NULL);

  rows = g_new (CliMatrixRow, n_results);
  for (guint i = 0; i < n_results; i++)
    cli_matrix_row_count (&rows[i], results[i]);
  if (us_find_difference (results, n_results, &difference))
    words = us_format_difference (results, &difference);
  return cli_text_matrix_rows (results[0], rows, n_results, words, reading, flags);
}

/**
 * cli_text_matrix_rows:
 * @first: the input under the first spec of @rows
 * @rows: a line per spec
 * @difference: (nullable): the first difference in words
 *   (us_format_difference()); NULL when the specs agree
 * @reading: (nullable): how a browser reads @first alone, when the
 *   caller has it; else it is read here
 *
 * Returns: (transfer full): the matrix, as cli_text_matrix() gives it
 */
char *
cli_text_matrix_rows (UsResult           *first,
                      const CliMatrixRow *rows,
                      guint               n_rows,
                      const char         *difference,
                      UsBrowserReading   *reading,
                      CliTextFlags        flags)
{
  GString *out = g_string_new (NULL);
  gboolean color = (flags & CLI_TEXT_COLOR) != 0;
  g_autofree char *quoted = NULL;
  int width = 8;
  const char *input;
  gsize len;

  g_return_val_if_fail (first != NULL && rows != NULL && n_rows > 0, NULL);

  /* The titles in a column ("RFC 3986", "WHATWG URL Standard"). */
  for (guint i = 0; i < n_rows; i++)
    width = MAX (width, (int) strlen (us_spec_title (rows[i].spec)));

  input = us_result_get_input (first, &len);
  quoted = us_quote (input, len, 200);
  /* TRANSLATORS: %s is the input */
  g_string_append_printf (out, _("%s%s%s — under every spec"), color ? ANSI_BOLD : "", quoted,
                          color ? ANSI_RESET : "");
  g_string_append_c (out, '\n');
  for (guint i = 0; i < n_rows; i++)
    {
      guint errors = rows[i].errors;
      guint warnings = rows[i].warnings;

      /* Each count is put in words only when it is shown: two formatted
       * strings a spec (and their allocations) on every matrix. */
      g_string_append_printf (out, "  %-*s  ", width, us_spec_title (rows[i].spec));
      if (errors == 0)
        g_string_append_printf (out, "%s%s%s", color ? ANSI_GREEN : "", _("valid"), color ? ANSI_RESET : "");
      else
        {
          g_string_append_printf (out, "%s%s%s (", color ? ANSI_RED : "", _("invalid"), color ? ANSI_RESET : "");
          g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u error", "%u errors", errors), errors);
          g_string_append_c (out, ')');
        }
      if (warnings > 0)
        {
          g_string_append (out, " (");
          g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u warning", "%u warnings", warnings), warnings);
          g_string_append_c (out, ')');
        }
      g_string_append_c (out, '\n');
    }
  if (difference != NULL)
    /* TRANSLATORS: %s is the difference in words */
    g_string_append_printf (out, _("First difference: %s"), difference);
  else
    g_string_append (out, _("The specs agree on every character."));
  g_string_append_c (out, '\n');

  /* How a browser reads what the first RFC reads, when it reads otherwise.
   * The WHATWG result of the matrix may have been read against a base:
   * the browser's reading here is the one without (the caller's, which
   * it shares with the other readings of the input, or one read here). */
  if (rows[0].spec != US_SPEC_WHATWG)
    {
      for (guint i = 1; i < n_rows; i++)
        if (rows[i].spec == US_SPEC_WHATWG)
          {
            g_autoptr(UsBrowserReading) read = reading != NULL ? us_browser_reading_ref (reading)
                                                               : us_browser_read (first, NULL);
            g_autofree char *browser = cli_text_browser_reading (read, flags);

            g_string_append (out, browser);
            break;
          }
    }
  return g_string_free (out, FALSE);
}

/**
 * cli_text_browser_reading:
 *
 * Returns: (transfer full): when a browser reads the reference otherwise
 *   than the RFC, the difference in words ("In a browser: RFC 3986 reads
 *   the host as evil.com; a browser reads example.com, because …"), then
 *   what the browser reads with a caret line under the characters that
 *   differ; "" when there is nothing to say
 */
char *
cli_text_browser_reading (const UsBrowserReading *reading,
                          CliTextFlags            flags)
{
  GString *out = g_string_new (NULL);
  gboolean color = (flags & CLI_TEXT_COLOR) != 0;
  g_autofree char *words = NULL;
  const char *href, *label;
  gsize href_len;

  g_return_val_if_fail (reading != NULL, NULL);

  if (!us_browser_reading_differs (reading))
    return g_string_free (out, FALSE);
  words = us_browser_reading_format (reading);
  /* TRANSLATORS: %s is how a browser reads the link otherwise, in words */
  g_string_append_printf (out, _("In a browser: %s"), words);
  g_string_append_c (out, '\n');

  href = us_browser_reading_get_href (reading, &href_len);
  if (href == NULL)
    return g_string_free (out, FALSE);
  label = _("A browser reads:");
  g_string_append_printf (out, "%s%s%s ", color ? ANSI_BOLD : "", label, color ? ANSI_RESET : "");
  {
    g_autoptr(GString) carets = g_string_new (NULL);
    guint n_spans, s = 0;
    const UsBrowserSpan *spans = us_browser_reading_get_href_spans (reading, &n_spans);
    gsize chars = 0, marked = 0;

    for (guint k = cli_text_display_width (label, strlen (label)) + 1; k > 0; k--)
      g_string_append_c (carets, ' ');
    /* The href as a terminal shows it, cut after 200 characters, with a
     * caret under each character of it that differs. */
    for (gsize i = 0; i < href_len;)
      {
        guint width;
        gsize n;
        gboolean mark;

        if (chars++ == 200)
          {
            g_string_append (out, "…");
            break;
          }
        while (s < n_spans && spans[s].end <= i)
          s++;
        mark = s < n_spans && spans[s].start <= i;
        n = us_quote_append_char (out, href, href_len, i, &width);
        for (guint w = 0; w < width; w++)
          g_string_append_c (carets, mark ? '^' : ' ');
        if (mark)
          marked = carets->len;
        i += n;
      }
    g_string_append_c (out, '\n');
    if (marked > 0)
      {
        g_string_truncate (carets, marked);
        g_string_append_printf (out, "%s%s%s\n", color ? ANSI_YELLOW : "", carets->str, color ? ANSI_RESET : "");
      }
  }
  return g_string_free (out, FALSE);
}

/* Display width of @text (as us_quote() shows it). */
guint
cli_text_display_width (const char *text,
                        gsize       len)
{
  g_autoptr(GString) scratch = g_string_new (NULL);
  guint total = 0;

  for (gsize i = 0; i < len;)
    {
      guint width;

      i += us_quote_append_char (scratch, text, len, i, &width);
      total += width;
    }
  return total;
}

/* @text (display form already) cut after @max characters with "…". */
static char *
cell_text (const char *text,
           glong       max)
{
  if (text == NULL)
    return g_strdup ("");
  if (g_utf8_strlen (text, -1) <= max)
    return g_strdup (text);
  {
    g_autofree char *head = g_utf8_substring (text, 0, max - 1);

    return g_strconcat (head, "…", NULL);
  }
}

/* The link lens as a terminal shows it: the headline, each reader's
 * reading as a row of a table (a part that differs from what a browser
 * reads marked with "*"), the registrable domain and the host as an
 * address bar shows it, then every finding with its source and a caret
 * line under its characters. With a @stream, written to it (and NULL
 * returned). */
static char *
render_lens (FILE          *stream,
             const UsLens  *lens,
             CliTextFlags   flags)
{
  static const char *const headers[US_LENS_FIELD_COUNT] = {
    N_("SCHEME"), N_("USERINFO"), N_("HOST"), N_("PORT"), N_("PATH"),
  };
  GString *out = g_string_new (NULL);
  gboolean color = (flags & CLI_TEXT_COLOR) != 0;
  char *cells[US_LENS_READER_COUNT][US_LENS_FIELD_COUNT + 1];
  guint widths[US_LENS_FIELD_COUNT + 1] = { 0 };
  gboolean any_differs = FALSE;
  const char *headline = us_lens_get_headline (lens);
  const char *registrable = us_lens_get_registrable_domain (lens);
  const char *display = us_lens_get_display_host (lens);
  gsize len;
  const char *input = us_lens_get_input (lens, &len);

  g_return_val_if_fail (lens != NULL, NULL);

  g_string_append_printf (out, "%s%s%s\n", color ? ANSI_BOLD : "", _("Where the link goes (the link lens)"),
                          color ? ANSI_RESET : "");
  if (headline != NULL)
    g_string_append_printf (out, "  %s\n", headline);

  /* the table: a column of reader titles, then one per part */
  widths[0] = cli_text_display_width (_("READER"), strlen (_("READER")));
  for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
    widths[f + 1] = cli_text_display_width (_(headers[f]), strlen (_(headers[f])));
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      const UsLensReading *reading = us_lens_get_reading (lens, r);

      cells[r][0] = g_strdup (us_lens_reader_title (r));
      for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
        {
          g_autofree char *text = cell_text (us_lens_reading_get_field (reading, f), 40);
          gboolean differs = us_lens_field_differs (lens, r, f);

          any_differs |= differs;
          cells[r][f + 1] = differs ? g_strconcat (text, "*", NULL) : g_steal_pointer (&text);
        }
      for (guint c = 0; c <= US_LENS_FIELD_COUNT; c++)
        widths[c] = MAX (widths[c], cli_text_display_width (cells[r][c], strlen (cells[r][c])));
    }
  g_string_append (out, "\n  ");
  for (guint c = 0; c <= US_LENS_FIELD_COUNT; c++)
    {
      const char *h = c == 0 ? _("READER") : _(headers[c - 1]);

      g_string_append_printf (out, "%s%s%s", color ? ANSI_DIM : "", h, color ? ANSI_RESET : "");
      for (guint k = cli_text_display_width (h, strlen (h)); c < US_LENS_FIELD_COUNT && k < widths[c] + 2; k++)
        g_string_append_c (out, ' ');
    }
  g_string_append_c (out, '\n');
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      const UsLensReading *reading = us_lens_get_reading (lens, r);

      g_string_append (out, "  ");
      for (guint c = 0; c <= US_LENS_FIELD_COUNT; c++)
        {
          gboolean differs = c > 0 && us_lens_field_differs (lens, r, c - 1);

          if (c > 0 && reading->error != NULL && r != US_LENS_READER_RFC3986)
            {
              /* TRANSLATORS: a reader's refusal of the link, in a table row */
              g_string_append_printf (out, _("refuses it: %s"), reading->error);
              break;
            }
          g_string_append_printf (out, "%s%s%s", differs && color ? ANSI_YELLOW : "", cells[r][c],
                                  differs && color ? ANSI_RESET : "");
          for (guint k = cli_text_display_width (cells[r][c], strlen (cells[r][c])); c < US_LENS_FIELD_COUNT && k < widths[c] + 2; k++)
            g_string_append_c (out, ' ');
        }
      /* the line ends where the text does */
      while (out->len > 0 && out->str[out->len - 1] == ' ')
        g_string_truncate (out, out->len - 1);
      g_string_append_c (out, '\n');
      if (r == US_LENS_READER_RFC3986 && reading->error != NULL)
        g_string_append_printf (out, "  %*s%s\n", (int) widths[0] + 2, "", reading->error);
      if (reading->lookup != NULL)
        {
          g_string_append_printf (out, "  %*s", (int) widths[0] + 2, "");
          /* TRANSLATORS: under a reader's row whose host is written in
           * another form: where the reader goes ("google.com") */
          g_string_append_printf (out, _("goes to %s"), reading->lookup);
          g_string_append_c (out, '\n');
        }
    }
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    for (guint c = 0; c <= US_LENS_FIELD_COUNT; c++)
      g_free (cells[r][c]);
  if (any_differs)
    g_string_append_printf (out, "  %s\n", _("* not what a browser reads"));

  g_string_append_c (out, '\n');
  g_string_append_printf (out, "  %s %s\n", _("Registrable domain:"), registrable != NULL ? registrable : _("none"));
  if (display != NULL)
    g_string_append_printf (out, "  %s %s\n", _("An address bar shows:"), display);

  for (guint i = 0; i < us_lens_get_n_findings (lens); i++)
    {
      const UsLensFinding *f = us_lens_get_finding (lens, i);

      g_string_append_printf (out, "\n%s%s[%s]%s: %s (%s)\n", color ? cli_text_severity_color (f->severity) : "",
                              us_severity_label (f->severity), us_lens_code_name (f->code),
                              color ? ANSI_RESET : "", f->message, f->source);
      append_caret_lines (out, input, len, f->start, f->end, color ? cli_text_severity_color (f->severity) : NULL);
      if (f->detail != NULL)
        g_string_append_printf (out, "  → %s\n", f->detail);
      cli_text_spill (out, stream);
    }
  return cli_text_finish (out, stream);
}

/**
 * cli_text_lens:
 *
 * Returns: (transfer full): the link lens as a terminal shows it
 */
char *
cli_text_lens (const UsLens  *lens,
               CliTextFlags   flags)
{
  g_return_val_if_fail (lens != NULL, NULL);
  return render_lens (NULL, lens, flags);
}

/**
 * cli_text_write_lens:
 *
 * Writes cli_text_lens()'s text to @stream as it is made.
 */
void
cli_text_write_lens (FILE          *stream,
                     const UsLens  *lens,
                     CliTextFlags   flags)
{
  g_return_if_fail (stream != NULL && lens != NULL);
  render_lens (stream, lens, flags);
}
