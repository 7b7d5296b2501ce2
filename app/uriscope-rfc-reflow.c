/* uriscope-rfc-reflow.c — an RFC's text as paragraphs that wrap at any width
 *
 * The RFCs are set in 72 columns with hard line breaks. In a pane
 * narrower than that (at 800 px, or zoomed for a class) every line was
 * wrapped again on its own: a full line, then a stub of one or two words,
 * then the next full line, a ragged column. Here the lines of a paragraph
 * of prose are joined into one, which the view then wraps at its width.
 *
 * A line continues the one above when the one above was broken only
 * because this line's first word did not fit in the 72 columns, at the
 * indent of the text above (for the first line of an item, the indent of
 * the text after its marker: "A.  If the input…" / "    then remove…").
 * Never joined: a line that starts an item ("2.", "B.", "o"); pseudo-code
 * and grammar ("T.path = …;", "host = IP-literal / …", "endif;",
 * "/ path-absolute"); and the lines a caller keeps at the start of a
 * paragraph (the window keeps the first line of every range of lines a
 * step highlights, and the line after it, so that a highlight is always
 * whole paragraphs).
 *
 * uriscope_rfc_reflow_indent() gives each line of a text view a hanging
 * indent: its continuation starts under the line's first word, or under
 * the text after its item's marker, so the pseudo-code keeps its shape;
 * and turns off the hyphens Pango inserts where a word is broken.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-rfc-reflow.h"

/* The RFCs' 72 columns less the body's indent of 3, which the sections'
 * text leaves out (uriscope-rfc-text.c): a line was broken there when the
 * next word passed it. */
#define LINE_WIDTH 69

/* The spaces @line starts with. */
guint
uriscope_rfc_reflow_indent_of (const char *line)
{
  guint n = 0;

  while (line[n] == ' ')
    n++;
  return n;
}

/* The width of an item's marker and the spaces after it at @p ("2.  ",
 * "A.  ", "o  ", "(a) "), 0 when @p starts no item. */
static guint
marker_width (const char *p)
{
  guint n = 0;

  if (p[0] == '(' && g_ascii_isalnum (p[1]) && p[2] == ')')
    n = 3;
  else if ((p[0] == 'o' || p[0] == '-' || p[0] == '*') && p[1] == ' ')
    n = 1;
  else
    {
      while (g_ascii_isdigit (p[n]) && n < 2)
        n++;
      if (n == 0 && g_ascii_isalpha (p[0]))
        n = 1;
      if (n == 0 || (p[n] != '.' && p[n] != ')'))
        return 0;
      n++;
    }
  if (p[n] != ' ')
    return 0;
  while (p[n] == ' ')
    n++;
  return p[n] != '\0' ? n : 0;
}

/* The column a line's continuation starts at: under its first word, or
 * under the text after its marker. */
static guint
hang_of (const char *line)
{
  guint indent = uriscope_rfc_reflow_indent_of (line);

  return indent + marker_width (line + indent);
}

/* Pseudo-code or grammar: an assignment or definition ("T.path = …",
 * "URI = scheme …", "query =/ …"), "else", "endif", an alternative or
 * comment of ABNF ("/ path-absolute", "; comment"). (A statement ending in
 * ";" or "then" is short: such lines are never full.) */
static gboolean
is_code (const char *line)
{
  const char *text = line + uriscope_rfc_reflow_indent_of (line);
  if (text[0] == '\0')
    return FALSE;
  if (text[0] == '/' || text[0] == ';' || text[0] == '|')
    return TRUE;
  if (g_str_equal (text, "else") || g_str_has_prefix (text, "endif"))
    return TRUE;
  /* a first word, then "=", "=/" or "::=" (the first word may be
   * followed by spaces that align the signs) */
  for (const char *p = text; *p != '\0' && *p != ' '; p++)
    if (p[1] == ' ')
      {
        const char *q = p + 1;

        while (*q == ' ')
          q++;
        return (q[0] == '=' && (q[1] == ' ' || q[1] == '/')) || g_str_has_prefix (q, "::= ");
      }
  return FALSE;
}

static gsize
first_word_length (const char *text)
{
  gsize n = 0;

  while (text[n] != '\0' && text[n] != ' ')
    n++;
  return n;
}

/**
 * uriscope_rfc_reflow_continues:
 * @above: (nullable): a line of a section's text (its indent as in
 *   uriscope_rfc_text_section())
 * @next: the line after it
 *
 * Returns: whether @next continues the paragraph whose last line is
 *   @above
 */
gboolean
uriscope_rfc_reflow_continues (const char *above,
                               const char *next)
{
  guint indent = uriscope_rfc_reflow_indent_of (next);

  if (above == NULL || above[uriscope_rfc_reflow_indent_of (above)] == '\0' || next[indent] == '\0')
    return FALSE;
  if (indent != hang_of (above))
    return FALSE;
  if (marker_width (next + indent) > 0 || is_code (above) || is_code (next))
    return FALSE;
  return strlen (above) + 1 + first_word_length (next + indent) > LINE_WIDTH;
}

/**
 * uriscope_rfc_reflow:
 * @text: an RFC's text, lines as in the RFC
 * @keep: (nullable) (array length=n_keep): a line whose byte is not 0
 *   starts a paragraph
 * @starts: (out caller-allocates): set to one guint for each line of
 *   @text, the character offset in the result where its text starts
 *
 * Returns: @text with each paragraph of prose on one line
 */
char *
uriscope_rfc_reflow (const char   *text,
                     const guint8 *keep,
                     guint         n_keep,
                     GArray       *starts)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_sized_new (strlen (text));
  glong chars = 0;

  g_array_set_size (starts, 0);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      gboolean kept = i < n_keep && keep != NULL && keep[i] != 0;
      const char *part = lines[i];
      guint start;

      if (i > 0 && !kept && uriscope_rfc_reflow_continues (lines[i - 1], lines[i]))
        {
          /* the line above was this paragraph's last: it is now
           * followed by a space, and this line's text without its
           * indent */
          part += uriscope_rfc_reflow_indent_of (part);
          g_string_append_c (out, ' ');
          chars++;
          start = (guint) chars;
        }
      else
        {
          if (i > 0)
            {
              g_string_append_c (out, '\n');
              chars++;
            }
          start = (guint) chars + uriscope_rfc_reflow_indent_of (part);
        }
      g_array_append_val (starts, start);
      g_string_append (out, part);
      chars += g_utf8_strlen (part, -1);
    }
  return g_string_free (out, FALSE);
}

/* The least characters a wrapped line keeps beside its hanging indent:
 * "remove_dot_segments(T.path);", the longest run of the pseudo-code
 * without a space, whole (28, and two for the view's margins, which the
 * estimate below leaves out: at 28 it broke after "(T.p"). */
#define MIN_TEXT_COLUMNS 30

/* The view's hang tags (hang_tag()), in a GPtrArray; each knows its
 * indent and marker (INDENT_KEY, MARKER_KEY). */
#define HANGS_KEY "uriscope-rfc-reflow-hangs"
#define INDENT_KEY "uriscope-rfc-reflow-indent"
#define MARKER_KEY "uriscope-rfc-reflow-marker"

/* The tag of the lines whose continuation hangs under the text after
 * @indent spaces and a marker @marker characters wide. */
static GtkTextTag *
hang_tag (GtkTextView *view,
          guint        indent,
          guint        marker)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  g_autofree char *name = g_strdup_printf ("uriscope-hang-%u-%u", indent, marker);
  GtkTextTag *tag = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), name);

  if (tag == NULL)
    {
      tag = gtk_text_buffer_create_tag (buffer, name, NULL);
      g_object_set_data (G_OBJECT (tag), INDENT_KEY, GUINT_TO_POINTER (indent));
      g_object_set_data (G_OBJECT (tag), MARKER_KEY, GUINT_TO_POINTER (marker));
      g_ptr_array_add (g_object_get_data (G_OBJECT (view), HANGS_KEY), g_object_ref (tag));
    }
  return tag;
}

/* The width of a character as the view draws its text (monospace): ten
 * characters of its first line that has them after its indent, measured. The widget's
 * font is not the text's (a style sheet makes the text 118 % of it, the
 * zoom more): taken from the widget, the hangs were scaled as if the
 * text were a third narrower than it is. */
static int
text_char_width (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  int lines = gtk_text_buffer_get_line_count (buffer);

  for (int l = 0; l < lines; l++)
    {
      GtkTextIter a, b;
      GdkRectangle ra, rb;

      gtk_text_buffer_get_iter_at_line (buffer, &a, l);
      if (gtk_text_iter_get_chars_in_line (&a) < 11)
        continue;
      /* past the spaces the line starts with: they are drawn narrower */
      while (gtk_text_iter_get_char (&a) == ' ')
        gtk_text_iter_forward_char (&a);
      if (gtk_text_iter_get_chars_in_line (&a) - gtk_text_iter_get_line_offset (&a) < 11)
        continue;
      b = a;
      gtk_text_iter_forward_chars (&b, 10);
      gtk_text_view_get_iter_location (view, &a, &ra);
      gtk_text_view_get_iter_location (view, &b, &rb);
      if (ra.y == rb.y && rb.x > ra.x)
        return MAX ((rb.x - ra.x + 5) / 10, 1);
    }
  return 0;
}

/* Fits the lines' indents to the view's font and width. The spaces a
 * line starts with are drawn narrower, by one scale for all (the tag
 * "uriscope-indent"), and each hang is as wide as the line's scaled
 * spaces and its marker, so that a continuation starts under its first
 * word: the pseudo-code's shape is kept while no line is left less than
 * MIN_TEXT_COLUMNS characters beside its indent (at 800 px and 200 %,
 * fifteen spaces of indent before "T.path =" left a few columns, and
 * "remove_dot_segments" broke; an 8-character hang left "m-o-v-e" a
 * letter a line). Run again whenever the view's size changes; a tag is
 * set only when it changes, so the lines laid out again do not call for
 * another round. */
static void
fit_hangs (GtkTextView *view)
{
  GtkTextTagTable *table = gtk_text_buffer_get_tag_table (gtk_text_view_get_buffer (view));
  GPtrArray *hangs = g_object_get_data (G_OBJECT (view), HANGS_KEY);
  GtkTextTag *indent_tag = gtk_text_tag_table_lookup (table, "uriscope-indent");
  int char_width, width;
  double scale = 1, shown;
  gboolean scale_set;

  width = gtk_widget_get_width (GTK_WIDGET (view));
  if (hangs == NULL || indent_tag == NULL || width <= 0)
    return;
  char_width = text_char_width (view);
  if (char_width == 0)
    {
      PangoFontMetrics *metrics = pango_context_get_metrics (gtk_widget_get_pango_context (GTK_WIDGET (view)), NULL, NULL);

      char_width = MAX (PANGO_PIXELS (pango_font_metrics_get_approximate_char_width (metrics)), 1);
      pango_font_metrics_unref (metrics);
    }
  for (guint i = 0; i < hangs->len; i++)
    {
      GObject *tag = g_ptr_array_index (hangs, i);
      guint indent = GPOINTER_TO_UINT (g_object_get_data (tag, INDENT_KEY));
      guint marker = GPOINTER_TO_UINT (g_object_get_data (tag, MARKER_KEY));
      double room = (double) (width - 16) / char_width - MIN_TEXT_COLUMNS - marker;

      if (indent > 0)
        scale = MIN (scale, room / indent);
    }
  /* Pango takes no scale of 0: a hundredth is no width. */
  scale = CLAMP (scale, 0.01, 1);
  g_object_get (indent_tag, "scale", &shown, "scale-set", &scale_set, NULL);
  if (scale < 1 && (!scale_set || ABS (shown - scale) > 0.005))
    g_object_set (indent_tag, "scale", scale, NULL);
  else if (scale >= 1 && scale_set)
    g_object_set (indent_tag, "scale-set", FALSE, NULL);
  for (guint i = 0; i < hangs->len; i++)
    {
      GObject *tag = g_ptr_array_index (hangs, i);
      guint indent = GPOINTER_TO_UINT (g_object_get_data (tag, INDENT_KEY));
      guint marker = GPOINTER_TO_UINT (g_object_get_data (tag, MARKER_KEY));
      int px = (int) ((indent * scale + marker) * char_width);
      int margin;

      g_object_get (tag, "left-margin", &margin, NULL);
      if (margin != 8 + px)
        g_object_set (tag, "left-margin", 8 + px, "indent", -px, NULL);
    }
}

#define FIT_SOURCE_KEY "uriscope-rfc-reflow-fit-source"

static gboolean
fit_idle_cb (gpointer data)
{
  GtkTextView *view = data;

  g_object_set_data (G_OBJECT (view), FIT_SOURCE_KEY, NULL);
  fit_hangs (view);
  return G_SOURCE_REMOVE;
}

/* The adjustments change while the view is being allocated: the tags are
 * set after it (set during it, the view's lines were laid out again
 * mid-allocation, and GTK drew a part of it with no allocation). */
static void
size_changed_cb (GtkAdjustment *adjustment,
                 GtkTextView   *view)
{
  guint id;

  if (g_object_get_data (G_OBJECT (view), FIT_SOURCE_KEY) != NULL)
    return;
  id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, fit_idle_cb, g_object_ref (view), g_object_unref);
  g_object_set_data (G_OBJECT (view), FIT_SOURCE_KEY, GUINT_TO_POINTER (id));
}

/**
 * uriscope_rfc_reflow_indent:
 *
 * Tags each line of @view's text with its hanging indent: a wrapped
 * line's continuation starts under its first word, or under the text
 * after its item's marker; in a narrow view the spaces lines start with
 * are drawn narrower, all by one scale, and the hangs with them
 * (fit_hangs()), following the view's size and font.
 */
void
uriscope_rfc_reflow_indent (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextTagTable *tags = gtk_text_buffer_get_tag_table (buffer);
  int lines = gtk_text_buffer_get_line_count (buffer);
  GtkTextTag *no_hyphens = gtk_text_tag_table_lookup (tags, "uriscope-no-hyphens");
  GtkTextTag *indent_tag = gtk_text_tag_table_lookup (tags, "uriscope-indent");
  GtkTextIter all_start, all_end;

  /* No "-" where a name or a call wraps ("remove_dot_segments(T.pa-" /
   * "th);"): Pango inserts one wherever a text view breaks a word. */
  if (no_hyphens == NULL)
    no_hyphens = gtk_text_buffer_create_tag (buffer, "uriscope-no-hyphens", "insert-hyphens", FALSE, NULL);
  if (indent_tag == NULL)
    indent_tag = gtk_text_buffer_create_tag (buffer, "uriscope-indent", NULL);
  if (g_object_get_data (G_OBJECT (view), HANGS_KEY) == NULL)
    {
      g_object_set_data_full (G_OBJECT (view), HANGS_KEY, g_ptr_array_new_with_free_func (g_object_unref),
                              (GDestroyNotify) g_ptr_array_unref);
      /* the width (the horizontal page) and the font (the lines'
       * heights, the vertical) */
      g_signal_connect_object (gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view)), "changed",
                               G_CALLBACK (size_changed_cb), view, 0);
      g_signal_connect_object (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (view)), "changed",
                               G_CALLBACK (size_changed_cb), view, 0);
    }
  gtk_text_buffer_get_bounds (buffer, &all_start, &all_end);
  gtk_text_buffer_apply_tag (buffer, no_hyphens, &all_start, &all_end);
  for (int l = 0; l < lines; l++)
    {
      GtkTextIter start, end;
      g_autofree char *text = NULL;
      guint indent, marker;

      gtk_text_buffer_get_iter_at_line (buffer, &start, l);
      end = start;
      if (!gtk_text_iter_ends_line (&end))
        gtk_text_iter_forward_to_line_end (&end);
      text = gtk_text_iter_get_slice (&start, &end);
      indent = uriscope_rfc_reflow_indent_of (text);
      if (text[indent] == '\0')
        continue;
      marker = hang_of (text) - indent;
      if (indent > 0)
        {
          GtkTextIter spaces_end = start;

          gtk_text_iter_forward_chars (&spaces_end, (int) indent);
          gtk_text_buffer_apply_tag (buffer, indent_tag, &start, &spaces_end);
        }
      if (indent + marker > 0)
        gtk_text_buffer_apply_tag (buffer, hang_tag (view, indent, marker), &start, &end);
    }
  fit_hangs (view);
}
