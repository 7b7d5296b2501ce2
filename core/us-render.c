/* us-render.c — the tree, the caret lines and the report as text
 *
 * What a terminal shows: input text in the display form of us-quote.c
 * (control characters as their Control Pictures, U+2400…, bidi controls as
 * <U+202E>, bytes that are not UTF-8 as \xNN), never raw, so that no escape
 * sequence of the input reaches the terminal and the caret under a
 * character always lands where the character is drawn. Long inputs are shown
 * as a window around each problem: printing the whole line for each of
 * thousands of diagnostics would be quadratic.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "us-browser.h"
#include "us-chars-private.h"
#include "us-compare.h"
#include "us-iri.h"
#include "us-lens.h"
#include "us-normalize.h"
#include "us-parse.h"
#include "us-render.h"
#include "us-resolve.h"
#include "us-result-private.h"

#define ANSI_RESET  "\033[0m"
#define ANSI_BOLD   "\033[1m"
#define ANSI_DIM    "\033[2m"
#define ANSI_RED    "\033[1;31m"
#define ANSI_YELLOW "\033[1;33m"
#define ANSI_CYAN   "\033[1;36m"
#define ANSI_GREEN  "\033[1;32m"

/* How many bytes of context a caret line shows on each side of its span. */
#define CONTEXT_BYTES 60
/* The longest span a caret line underlines in full. */
#define MAX_SPAN_BYTES 120

/**
 * us_render_quoted:
 *
 * Returns: (transfer full): @text in its display form, cut after
 *   @max_chars characters with "…" (0: no limit).
 */
char *
us_render_quoted (const char *text,
                  gsize       len,
                  gsize       max_chars)
{
  return us_quote (text, len, max_chars);
}

/* One line per node, nested with box-drawing characters:
 *
 *   URI-reference  [0,18)  http://example.com
 *   └─ URI  [0,18)  http://example.com
 *      ├─ scheme  [0,4)  http
 *
 * Iterative: an explicit stack of "is this ancestor the last child" bits. */
char *
us_render_tree (const UsResult *result,
                UsRenderFlags   flags)
{
  GString *out = g_string_new (NULL);
  g_autoptr(GArray) last = g_array_new (FALSE, FALSE, sizeof (gboolean));
  gboolean color = (flags & US_RENDER_COLOR) != 0;

  g_return_val_if_fail (result != NULL, NULL);

  for (guint i = 0; i < result->n_nodes; i++)
    {
      const UsNode *node = &result->nodes[i];
      g_autofree char *text = us_render_quoted (result->input + node->start,
                                                node->end - node->start, 60);
      guint depth = 0;
      gboolean is_last;

      /* The depth of this node is the length of its parent chain. */
      for (guint a = node->parent; a != US_NO_NODE; a = result->nodes[a].parent)
        depth++;
      g_array_set_size (last, depth + 1);

      is_last = node->parent == US_NO_NODE ||
                us_result_get_child (result, node->parent,
                                     result->nodes[node->parent].n_children - 1) == i;
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
    }
  return g_string_free (out, FALSE);
}

/* The tree on one line, for golden tests:
 *   URI-reference(URI(scheme"http" hier-part(…)))
 * A node with children lists them in parentheses; a leaf shows its text. */
char *
us_render_tree_line (const UsResult *result)
{
  GString *out = g_string_new (NULL);
  g_autoptr(GArray) open = g_array_new (FALSE, FALSE, sizeof (guint));

  g_return_val_if_fail (result != NULL, NULL);

  for (guint i = 0; i < result->n_nodes; i++)
    {
      const UsNode *node = &result->nodes[i];

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
          g_autofree char *text = us_render_quoted (result->input + node->start,
                                                    node->end - node->start, 0);

          g_string_append_printf (out, "\"%s\"", text);
        }
    }
  for (guint k = 0; k < open->len; k++)
    g_string_append_c (out, ')');
  return g_string_free (out, FALSE);
}

static const char *
severity_color (UsSeverity severity)
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

/* The input around the bytes [@start, @end) and a line of carets under
 * them, each line indented by two spaces:
 *   http://exa mple.com/
 *             ^
 */
static void
append_caret_lines (GString    *out,
                    const char *input,
                    gsize       len,
                    gsize       start,
                    gsize       end,
                    const char *color)
{
  g_autoptr(GString) line = g_string_new (NULL);
  g_autoptr(GString) carets = g_string_new (NULL);
  gsize ws, we, span_end;

  /* The window of input shown around the span. */
  span_end = MIN (end, start + MAX_SPAN_BYTES);
  ws = start > CONTEXT_BYTES ? char_start (input, start - CONTEXT_BYTES, 0) : 0;
  we = MIN (len, span_end + CONTEXT_BYTES);
  if (we < len)
    we = char_start (input, we, span_end);

  if (ws > 0)
    g_string_append (line, "…");
  if (ws > 0)
    g_string_append_c (carets, ' ');
  for (gsize i = ws; i < we;)
    {
      guint width;
      gsize n = us_quote_append_char (line, input, len, i, &width);
      gboolean under = (i >= start && i < span_end);

      for (guint k = 0; k < width; k++)
        g_string_append_c (carets, under ? '^' : ' ');
      i += n;
    }
  if (we < len)
    g_string_append (line, "…");
  /* An empty span, or one at the very end, still gets a caret. */
  if (start >= span_end || start >= we)
    g_string_append_c (carets, '^');
  while (carets->len > 0 && carets->str[carets->len - 1] == ' ')
    g_string_truncate (carets, carets->len - 1);

  g_string_append_printf (out, "  %s\n  %s%s%s\n", line->str,
                          color ? color : "", carets->str, color ? ANSI_RESET : "");
}

/* error[space]: space (U+0020) is not allowed in … ; percent-encode it as %20
 *   http://exa mple.com/
 *             ^
 */
static char *
render_diagnostic (const UsResult *result,
                   guint           index,
                   gboolean        offered,
                   UsRenderFlags   flags)
{
  const UsDiagnostic *d;
  gboolean color = (flags & US_RENDER_COLOR) != 0;
  GString *out = g_string_new (NULL);
  g_autofree char *message = NULL;

  d = &result->diagnostics[index];
  message = us_render_message (result, index, offered);

  g_string_append_printf (out, "%s%s[%s]%s: %s\n",
                          color ? severity_color (d->severity) : "",
                          us_severity_label (d->severity), us_diag_code_name (d->code),
                          color ? ANSI_RESET : "", message);
  append_caret_lines (out, result->input, result->len, d->start, d->end,
                      color ? severity_color (d->severity) : NULL);
  return g_string_free (out, FALSE);
}

char *
us_render_diagnostic (const UsResult *result,
                      guint           index,
                      UsRenderFlags   flags)
{
  g_return_val_if_fail (result != NULL, NULL);
  g_return_val_if_fail (index < result->n_diagnostics, NULL);
  return render_diagnostic (result, index, TRUE, flags);
}

/**
 * us_render_message:
 * @offered: whether the diagnostic's fix-it is offered
 *   (us_analysis_dup_offered_fixes()); when not, the message leaves it out
 *
 * Returns: (transfer full): the message of the diagnostic at @index
 */
char *
us_render_message (const UsResult *result,
                   guint           index,
                   gboolean        offered)
{
  UsDiagnostic without;

  g_return_val_if_fail (result != NULL, NULL);
  g_return_val_if_fail (index < result->n_diagnostics, NULL);
  if (offered || !result->diagnostics[index].has_fix)
    return us_result_format_message (result, &result->diagnostics[index]);
  without = result->diagnostics[index];
  without.has_fix = FALSE;
  return us_result_format_message (result, &without);
}

static char *render_report (const UsResult *result,
                            gboolean        checked,
                            const gboolean *offered,
                            UsRenderFlags   flags);

/* The whole text report: a summary line, the tree, every diagnostic with its
 * caret line, and the input with every fix applied. */
char *
us_render_report (const UsResult *result,
                  UsRenderFlags   flags)
{
  g_return_val_if_fail (result != NULL, NULL);
  return render_report (result, FALSE, NULL, flags);
}

/**
 * us_render_report_checked:
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
us_render_report_checked (const UsResult *result,
                          const gboolean *offered,
                          UsRenderFlags   flags)
{
  g_return_val_if_fail (result != NULL, NULL);
  return render_report (result, TRUE, offered, flags);
}

/* With @checked, only the fixes @offered (none when NULL) are in the
 * messages, and the line with every fix applied is left to the caller. */
static char *
render_report (const UsResult *result,
               gboolean        checked,
               const gboolean *offered,
               UsRenderFlags   flags)
{
  GString *out = g_string_new (NULL);
  g_autofree char *quoted = NULL;
  g_autofree char *tree = NULL;
  gboolean color = (flags & US_RENDER_COLOR) != 0;
  guint errors, warnings, notes;

  g_return_val_if_fail (result != NULL, NULL);

  errors = us_result_count_severity (result, US_SEVERITY_ERROR);
  warnings = us_result_count_severity (result, US_SEVERITY_WARNING);
  notes = us_result_count_severity (result, US_SEVERITY_NOTE);
  quoted = us_render_quoted (result->input, result->len, 200);

  g_string_append_printf (out, "%s%s%s — %s: ", color ? ANSI_BOLD : "", quoted,
                          color ? ANSI_RESET : "", us_spec_title (result->spec));
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
  g_string_append (out, "\n\n");

  tree = us_render_tree (result, flags);
  g_string_append (out, tree);

  for (guint i = 0; i < result->n_diagnostics; i++)
    {
      g_autofree char *diag = render_diagnostic (result, i, !checked || (offered != NULL && offered[i]), flags);

      g_string_append_c (out, '\n');
      g_string_append (out, diag);
    }

  if (!checked)
  {
    gsize fixed_len = 0;
    g_autofree char *fixed = us_result_dup_fixed (result, &fixed_len);

    if (fixed != NULL)
      {
        g_autofree char *shown = us_render_quoted (fixed, fixed_len, 0);

        g_string_append_printf (out, "\n%s %s\n", _("With every fix applied:"), shown);
      }
  }

  /* Under the URL Standard, what a browser makes of it. */
  if (result->spec == US_SPEC_WHATWG)
    {
      g_autofree char *href = us_result_dup_url (result, US_URL_HREF);
      g_autofree char *refusal = href == NULL ? us_result_format_url_refusal (result) : NULL;

      if (href != NULL)
        {
          g_autofree char *shown = us_render_quoted (href, strlen (href), 0);

          g_string_append_printf (out, "\n%s %s\n", _("A browser reads:"), shown);
        }
      else if (refusal != NULL)
        g_string_append_printf (out, "\n%s %s\n", _("A browser refuses this link:"), refusal);
    }
  return g_string_free (out, FALSE);
}

/**
 * us_render_iri_mapping:
 *
 * Returns: (transfer full): RFC 3987 §3.1 (IRI to URI) or §3.2 (URI to
 *   IRI), a line per step with the text after it and what it changed, then
 *   the result and the IDNA form of the host name where it differs
 */
char *
us_render_iri_mapping (const UsIriMapping *mapping,
                       UsRenderFlags       flags)
{
  GString *out = g_string_new (NULL);
  gboolean color = (flags & US_RENDER_COLOR) != 0;
  gsize len;
  const char *result;
  g_autofree char *shown = NULL;

  g_return_val_if_fail (mapping != NULL, NULL);

  g_string_append (out, us_iri_mapping_is_to_uri (mapping) ? _("IRI to URI (RFC 3987 §3.1)")
                                                           : _("URI to IRI (RFC 3987 §3.2)"));
  g_string_append_c (out, '\n');
  for (guint i = 0; i < us_iri_mapping_get_n_steps (mapping); i++)
    {
      const char *text;
      gsize text_len;
      UsIriStep step = us_iri_mapping_get_step (mapping, i, &text, &text_len);
      g_autofree char *quoted = us_render_quoted (text, text_len, 200);

      g_string_append_printf (out, "  %s%-9s%s %s\n", color ? ANSI_BOLD : "", us_iri_step_id (step),
                              color ? ANSI_RESET : "", us_iri_step_describe (step));
      if (step != US_IRI_STEP_NFC)
        g_string_append_printf (out, "            %s\n", quoted);
      for (guint k = 0; k < us_iri_mapping_get_n_changes (mapping, i); k++)
        {
          const char *from, *to;

          us_iri_mapping_get_change (mapping, i, k, &from, &to);
          if (step == US_IRI_STEP_NFC)
            /* TRANSLATORS: %s is the IRI in NFC */
            g_string_append_printf (out, _("            • its NFC form would be “%s”\n"), to);
          else if (g_utf8_validate (from, -1, NULL) && g_utf8_strlen (from, -1) == 1 && (guchar) from[0] >= 0x80)
            /* One character, which may be invisible (a bidi mark): its code point too. */
            g_string_append_printf (out, "            • “%s” (U+%04X) → “%s”\n", from,
                                    (guint) g_utf8_get_char (from), to);
          else
            g_string_append_printf (out, "            • “%s” → “%s”\n", from, to);
        }
    }
  result = us_iri_mapping_get_result (mapping, &len);
  shown = us_render_quoted (result, len, 0);
  g_string_append_printf (out, us_iri_mapping_is_to_uri (mapping) ? _("URI: %s\n") : _("IRI: %s\n"), shown);
  if (us_iri_mapping_get_alternative (mapping) != NULL)
    {
      const char *alternative = us_iri_mapping_get_alternative (mapping);
      g_autofree char *alt_shown = us_quote (alternative, strlen (alternative), 0);

      g_string_append_printf (out, _("With the host name in IDNA form: %s\n"), alt_shown);
    }
  return g_string_free (out, FALSE);
}

/**
 * us_render_matrix:
 * @results: one input under several specs
 *
 * Returns: (transfer full): a line per spec (valid, or the count of errors
 *   and warnings), then the first difference between the specs explained
 */
char *
us_render_matrix (UsResult *const *results,
                  guint            n_results,
                  UsRenderFlags    flags)
{
  GString *out = g_string_new (NULL);
  gboolean color = (flags & US_RENDER_COLOR) != 0;
  g_autofree char *quoted = NULL;
  UsDifference difference;
  int width = 8;

  g_return_val_if_fail (results != NULL && n_results > 0, NULL);

  /* The titles in a column ("RFC 3986", "WHATWG URL Standard"). */
  for (guint i = 0; i < n_results; i++)
    width = MAX (width, (int) strlen (us_spec_title (results[i]->spec)));

  quoted = us_render_quoted (results[0]->input, results[0]->len, 200);
  /* TRANSLATORS: %s is the input */
  g_string_append_printf (out, _("%s%s%s — under every spec"), color ? ANSI_BOLD : "", quoted,
                          color ? ANSI_RESET : "");
  g_string_append_c (out, '\n');
  for (guint i = 0; i < n_results; i++)
    {
      guint errors = us_result_count_severity (results[i], US_SEVERITY_ERROR);
      guint warnings = us_result_count_severity (results[i], US_SEVERITY_WARNING);
      g_autofree char *e = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u error", "%u errors", errors), errors);
      g_autofree char *w = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u warning", "%u warnings", warnings), warnings);

      g_string_append_printf (out, "  %-*s  ", width, us_spec_title (results[i]->spec));
      if (errors == 0)
        g_string_append_printf (out, "%s%s%s", color ? ANSI_GREEN : "", _("valid"), color ? ANSI_RESET : "");
      else
        g_string_append_printf (out, "%s%s%s (%s)", color ? ANSI_RED : "", _("invalid"), color ? ANSI_RESET : "", e);
      if (warnings > 0)
        g_string_append_printf (out, " (%s)", w);
      g_string_append_c (out, '\n');
    }
  if (us_find_difference (results, n_results, &difference))
    {
      g_autofree char *words = us_format_difference (results, &difference);

      /* TRANSLATORS: %s is the difference in words */
      g_string_append_printf (out, _("First difference: %s"), words);
    }
  else
    g_string_append (out, _("The specs agree on every character."));
  g_string_append_c (out, '\n');

  /* How a browser reads what the first RFC reads, when it reads otherwise.
   * The WHATWG result of the matrix may have been read against a base:
   * the browser's reading here is the one without. */
  if (us_result_get_spec (results[0]) != US_SPEC_WHATWG)
    {
      for (guint i = 1; i < n_results; i++)
        if (us_result_get_spec (results[i]) == US_SPEC_WHATWG)
          {
            g_autoptr(UsBrowserReading) reading = us_browser_read (results[0], NULL);
            g_autofree char *browser = us_render_browser_reading (reading, flags);

            g_string_append (out, browser);
            break;
          }
    }
  return g_string_free (out, FALSE);
}

static guint display_width (const char *text, gsize len);

/**
 * us_render_browser_reading:
 *
 * Returns: (transfer full): when a browser reads the reference otherwise
 *   than the RFC, the difference in words ("In a browser: RFC 3986 reads
 *   the host as evil.com; a browser reads example.com, because …"), then
 *   what the browser reads with a caret line under the characters that
 *   differ; "" when there is nothing to say
 */
char *
us_render_browser_reading (const UsBrowserReading *reading,
                           UsRenderFlags           flags)
{
  GString *out = g_string_new (NULL);
  gboolean color = (flags & US_RENDER_COLOR) != 0;
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

    for (guint k = display_width (label, strlen (label)) + 1; k > 0; k--)
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

/* Display width of @text (as us_render_quoted() shows it). */
static guint
display_width (const char *text,
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

static void
append_parts (GString        *out,
              const UsStep   *step,
              gboolean        with_params,
              UsRenderFlags   flags)
{
  gboolean color = (flags & US_RENDER_COLOR) != 0;

  g_string_append (out, "         ");
  for (guint i = 0; i < US_PART_COUNT; i++)
    {
      if (i == US_PART_PARAMS && !with_params)
        continue;
      if (i > 0)
        g_string_append (out, "  ");
      g_string_append_printf (out, "%s%s%s ", color ? ANSI_DIM : "", us_part_name (i), color ? ANSI_RESET : "");
      if (step->parts[i] != NULL)
        {
          g_autofree char *shown = us_render_quoted (step->parts[i], step->lens[i], 80);

          g_string_append_printf (out, "“%s”", shown);
        }
      else
        g_string_append (out, _("undefined"));
    }
  g_string_append_c (out, '\n');
}

/* The fields of a state step's record that differ from @prev's (all the
 * defined ones for the first step), as "host “a”  path “/b”". */
static void
append_record (GString           *out,
               const UsStateStep *step,
               const UsStateStep *prev,
               UsRenderFlags      flags)
{
  gboolean color = (flags & US_RENDER_COLOR) != 0;
  gboolean any = FALSE;

  for (guint f = 0; f < US_RECORD_FIELD_COUNT; f++)
    {
      gboolean same = prev != NULL && step->lens[f] == prev->lens[f] &&
                      (step->record[f] == NULL) == (prev->record[f] == NULL) &&
                      (step->record[f] == NULL || memcmp (step->record[f], prev->record[f], step->lens[f]) == 0);

      if (same || (prev == NULL && (step->record[f] == NULL || step->lens[f] == 0)))
        continue;
      g_string_append (out, any ? "  " : "         ");
      any = TRUE;
      g_string_append_printf (out, "%s%s%s ", color ? ANSI_DIM : "", us_record_field_name (f), color ? ANSI_RESET : "");
      if (step->record[f] != NULL)
        {
          g_autofree char *shown = us_render_quoted (step->record[f], step->lens[f], 80);

          g_string_append_printf (out, f == US_RECORD_PATH && step->cut[f] ? "“…%s”" : step->cut[f] ? "“%s…”" : "“%s”", shown);
        }
      else
        g_string_append (out, _("null"));
    }
  if (any)
    g_string_append_c (out, '\n');
}

/* The steps of the WHATWG basic URL parser: each state with the input it
 * read and the branch it took, the validation errors met, and the fields
 * of the URL record it changed. */
static void
append_state_steps (GString            *out,
                    const UsResolution *res,
                    const char         *reference,
                    gsize               reference_len,
                    UsRenderFlags       flags)
{
  gboolean color = (flags & US_RENDER_COLOR) != 0;
  const UsResult *ref = us_resolution_get_reference_result (res);
  const UsStateStep *prev = NULL;
  guint n = us_resolution_get_n_state_steps (res);

  for (guint i = 0; i < n; i++)
    {
      const UsStateStep *step = us_resolution_get_state_step (res, i);
      gboolean is_base = step->state == NULL && i == 0 &&
                         (g_str_equal (step->branch, "base") || g_str_equal (step->branch, "no-base"));

      if (i == n - 1 && us_resolution_get_state_steps_omitted (res) > 0)
        {
          guint omitted = us_resolution_get_state_steps_omitted (res);

          g_string_append (out, "  ");
          g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "… and %u more step", "… and %u more steps", omitted), omitted);
          g_string_append_c (out, '\n');
          prev = NULL;
        }
      g_string_append_printf (out, "  %s%s%s", color ? ANSI_CYAN : "",
                              step->state != NULL ? step->state : is_base ? _("base") : _("input"),
                              color ? ANSI_RESET : "");
      if (!is_base)
        {
          g_autofree char *read = us_render_quoted (reference + step->start, step->end - step->start, 60);

          g_string_append_printf (out, " “%s”", read);
        }
      g_string_append_printf (out, "\n         %s\n", step->description);
      for (guint k = 0; ref != NULL && k < step->n_errors; k++)
        {
          guint index = us_result_get_met_diagnostic (ref, step->first_error + k);
          const UsDiagnostic *d = us_result_get_diagnostic (ref, index);

          g_autofree char *message = d != NULL ? us_result_format_message (ref, d) : NULL;

          if (d != NULL)
            g_string_append_printf (out, "         %s%s[%s]%s: %s\n", color ? ANSI_RED : "", us_severity_label (d->severity),
                                    us_diag_code_whatwg_name (d->code), color ? ANSI_RESET : "", message);
        }
      /* the base's record whole; the parser's from an empty record on */
      if (is_base || step->state != NULL)
        {
          append_record (out, step, is_base ? NULL : prev, flags);
          prev = is_base ? NULL : step;
        }
    }
}

/* The buffer table of RFC 3986 §5.2.4, as the RFC prints it. */
static void
append_rows (GString            *out,
             const UsResolution *res)
{
  guint n = us_resolution_get_n_rows (res);
  guint width = (guint) strlen (_("OUTPUT BUFFER"));

  for (guint i = 0; i < n; i++)
    {
      const UsBufferRow *row = us_resolution_get_row (res, i);

      width = MAX (width, display_width (row->output, row->output_len) + (row->output_cut ? 1 : 0));
    }
  width = MIN (width, 60);

  g_string_append_printf (out, "         %-5s %s", _("STEP"), _("OUTPUT BUFFER"));
  for (guint k = (guint) g_utf8_strlen (_("OUTPUT BUFFER"), -1); k < width + 2; k++)
    g_string_append_c (out, ' ');
  g_string_append_printf (out, "%s\n", _("INPUT BUFFER"));

  for (guint i = 0; i < n; i++)
    {
      const UsBufferRow *row = us_resolution_get_row (res, i);
      g_autofree char *output = us_render_quoted (row->output, row->output_len, 0);
      g_autofree char *input = row->input ? us_render_quoted (row->input, row->input_len, 0) : g_strdup ("");
      guint w = display_width (row->output, row->output_len) + (row->output_cut ? 1 : 0);

      g_string_append_printf (out, "         %-5s %s%s", row->id, row->output_cut ? "…" : "", output);
      if (*input != '\0')
        {
          for (guint k = w; k < width + 2; k++)
            g_string_append_c (out, ' ');
          g_string_append_printf (out, "%s%s", input, row->input_cut ? "…" : "");
        }
      g_string_append_c (out, '\n');
    }
  if (us_resolution_get_rows_omitted (res) > 0)
    {
      guint omitted = us_resolution_get_rows_omitted (res);

      g_string_append (out, "         ");
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "… and %u more row", "… and %u more rows", omitted), omitted);
      g_string_append_c (out, '\n');
    }
}

/**
 * us_render_resolution:
 *
 * The resolution as a teacher would write it on the board: every step with
 * the RFC's step id and what it did, the target's components after it, the
 * buffer table of remove_dot_segments, the target, the other answer where
 * the RFC allows two, and every issue.
 */
char *
us_render_resolution (const UsResolution *res,
                      const char         *reference,
                      gsize               reference_len,
                      const char         *base,
                      gsize               base_len,
                      UsRenderFlags       flags)
{
  GString *out = g_string_new (NULL);
  gboolean color = (flags & US_RENDER_COLOR) != 0;
  UsSpec spec = us_resolution_get_spec (res);
  gboolean with_params = spec == US_SPEC_RFC1808;
  gboolean rows_shown = FALSE;
  g_autofree char *ref_shown = us_render_quoted (reference, reference_len, 200);
  g_autofree char *base_shown = base != NULL ? us_render_quoted (base, base_len, 200) : NULL;
  const char *target;
  gsize target_len;

  g_string_append_printf (out, "%s", color ? ANSI_BOLD : "");
  if (spec == US_SPEC_WHATWG && base == NULL)
    g_string_append_printf (out, _("The parse of “%s”, state by state (WHATWG URL Standard §4.4, the basic URL parser)"),
                            ref_shown);
  else if (spec == US_SPEC_WHATWG)
    g_string_append_printf (out, _("Resolution of “%s” against “%s” (WHATWG URL Standard §4.4, the basic URL parser with a base)"),
                            ref_shown, base_shown);
  else
    g_string_append_printf (out, _("Resolution of “%s” against “%s” (%s)"), ref_shown, base_shown,
                            us_spec_resolution_section (spec));
  g_string_append_printf (out, "%s\n", color ? ANSI_RESET : "");
  if (spec == US_SPEC_WHATWG)
    append_state_steps (out, res, reference, reference_len, flags);

  for (guint i = 0; i < us_resolution_get_n_steps (res); i++)
    {
      const UsStep *step = us_resolution_get_step (res, i);

      g_string_append_printf (out, "  %s%-6s%s %s\n", color ? ANSI_CYAN : "", step->id,
                              color ? ANSI_RESET : "", us_branch_describe (step->branch));
      if (step->branch != US_BRANCH_NOT_RESOLVABLE)
        append_parts (out, step, with_params, flags);
      if (step->branch == US_BRANCH_REMOVE_DOT_SEGMENTS && !rows_shown && us_resolution_get_n_rows (res) > 0)
        {
          append_rows (out, res);
          rows_shown = TRUE;
        }
    }

  /* A parse without a base: the report above says what a browser reads. */
  if (base == NULL)
    return g_string_free (out, FALSE);

  target = us_resolution_get_target (res, &target_len);
  if (target != NULL)
    {
      g_autofree char *shown = us_render_quoted (target, target_len, 0);

      g_string_append_printf (out, "%s%s %s%s\n", color ? ANSI_GREEN : "", _("Target:"), shown,
                              color ? ANSI_RESET : "");
    }
  else
    g_string_append_printf (out, "%s%s%s\n", color ? ANSI_RED : "", _("No target."), color ? ANSI_RESET : "");
  {
    gsize safe_len;
    const char *safe = us_resolution_get_safe_target (res, &safe_len);

    /* Written as the RFC computes it, the target goes to another host:
     * the form that keeps its path a path, on a line of its own. */
    if (safe != NULL)
      {
        g_autofree char *shown = us_render_quoted (safe, safe_len, 0);

        g_string_append_printf (out, "%s%s %s%s\n", color ? ANSI_YELLOW : "", _("Safe target, with the same path:"),
                                shown, color ? ANSI_RESET : "");
      }
  }

  {
    gsize alt_len;
    UsAlternative kind;
    const char *alt = us_resolution_get_alternative (res, &alt_len, &kind);

    if (alt != NULL)
      {
        g_autofree char *shown = us_render_quoted (alt, alt_len, 0);

        g_string_append_printf (out, "%s %s — %s\n", _("Also allowed:"), shown, us_alternative_describe (kind));
      }
  }

  for (guint i = 0; i < us_resolution_get_n_issues (res); i++)
    {
      UsResolveIssue issue = us_resolution_get_issue (res, i);
      UsSeverity severity = us_resolve_issue_severity (issue);
      g_autofree char *message = us_resolution_format_issue (res, issue);

      g_string_append_printf (out, "%s%s[%s]%s: %s\n", color ? severity_color (severity) : "",
                              us_severity_label (severity), us_resolve_issue_name (issue),
                              color ? ANSI_RESET : "", message);
    }
  return g_string_free (out, FALSE);
}

/**
 * us_render_normalization:
 *
 * The ladder of RFC 3986 §6.2: each rung with its section, the string after
 * it and what it changed. Whether two references are equivalent is the
 * analysis's to say (us_analysis_format_equivalence()).
 */
char *
us_render_normalization (const UsNormalization *n,
                         UsRenderFlags          flags)
{
  GString *out = g_string_new (NULL);
  gboolean color = (flags & US_RENDER_COLOR) != 0;
  gsize len;
  const char *input = us_normalization_get_input (n, &len);
  g_autofree char *shown = us_render_quoted (input, len, 200);

  g_string_append_printf (out, "%s", color ? ANSI_BOLD : "");
  g_string_append_printf (out, _("Normalization of “%s” (RFC 3986 §6.2.2, §6.2.3)"), shown);
  g_string_append_printf (out, "%s\n", color ? ANSI_RESET : "");

  for (guint r = 0; r < US_RUNG_COUNT; r++)
    {
      gsize rlen;
      const char *result = us_normalization_get_result (n, r, &rlen);
      g_autofree char *rshown = us_render_quoted (result, rlen, 0);
      guint changes = us_normalization_get_n_changes (n, r);

      g_string_append_printf (out, "  %s%-8s%s %s\n", color ? ANSI_CYAN : "", us_rung_section (r),
                              color ? ANSI_RESET : "", us_rung_describe (r));
      g_string_append_printf (out, "           %s\n", rshown);
      if (changes == 0)
        g_string_append_printf (out, "           — %s\n", _("no change"));
      for (guint k = 0; k < changes; k++)
        {
          g_autofree char *words = us_change_format (us_normalization_get_change (n, r, k));

          g_string_append_printf (out, "           • %s\n", words);
        }
    }
  {
    gsize nlen;
    const char *normal = us_normalization_get_normalized (n, &nlen);
    g_autofree char *nshown = us_render_quoted (normal, nlen, 0);

    g_string_append_printf (out, "%s%s %s%s\n", color ? ANSI_GREEN : "", _("Normalized:"), nshown,
                            color ? ANSI_RESET : "");
  }
  if (us_normalization_is_from_invalid_input (n))
    g_string_append_printf (out, "%s%s[%s]%s: %s\n", color ? ANSI_YELLOW : "", us_severity_label (US_SEVERITY_WARNING),
                            "invalid-input", color ? ANSI_RESET : "",
                            _("The reference breaks the grammar (see its diagnostics); it was normalized all the same."));

  return g_string_free (out, FALSE);
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

/**
 * us_render_lens:
 *
 * The link lens as a terminal shows it: the headline, each reader's
 * reading as a row of a table (a part that differs from what a browser
 * reads marked with "*"), the registrable domain and the host as an
 * address bar shows it, then every finding with its source and a caret
 * line under its characters.
 */
char *
us_render_lens (const UsLens  *lens,
                UsRenderFlags  flags)
{
  static const char *const headers[US_LENS_FIELD_COUNT] = {
    N_("SCHEME"), N_("USERINFO"), N_("HOST"), N_("PORT"), N_("PATH"),
  };
  GString *out = g_string_new (NULL);
  gboolean color = (flags & US_RENDER_COLOR) != 0;
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
  widths[0] = display_width (_("READER"), strlen (_("READER")));
  for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
    widths[f + 1] = display_width (_(headers[f]), strlen (_(headers[f])));
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
        widths[c] = MAX (widths[c], display_width (cells[r][c], strlen (cells[r][c])));
    }
  g_string_append (out, "\n  ");
  for (guint c = 0; c <= US_LENS_FIELD_COUNT; c++)
    {
      const char *h = c == 0 ? _("READER") : _(headers[c - 1]);

      g_string_append_printf (out, "%s%s%s", color ? ANSI_DIM : "", h, color ? ANSI_RESET : "");
      for (guint k = display_width (h, strlen (h)); c < US_LENS_FIELD_COUNT && k < widths[c] + 2; k++)
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
          for (guint k = display_width (cells[r][c], strlen (cells[r][c])); c < US_LENS_FIELD_COUNT && k < widths[c] + 2; k++)
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

      g_string_append_printf (out, "\n%s%s[%s]%s: %s (%s)\n", color ? severity_color (f->severity) : "",
                              us_severity_label (f->severity), us_lens_code_name (f->code),
                              color ? ANSI_RESET : "", f->message, f->source);
      append_caret_lines (out, input, len, f->start, f->end, color ? severity_color (f->severity) : NULL);
      if (f->detail != NULL)
        g_string_append_printf (out, "  → %s\n", f->detail);
    }
  return g_string_free (out, FALSE);
}
