/* uriscope-rfc-text.c — sections of the RFC texts built into the application
 *
 * The texts are the IETF's, unchanged (data/rfc/), compiled into the
 * application's resources. A section is cut out of the running text as a
 * reader sees it: from its heading to the next heading, the page footers,
 * form feeds and page headers taken out with the blank lines around them
 * (one put back where a paragraph ended at the foot of the page), and the
 * body's indent removed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "uriscope-rfc-reflow.h"
#include "uriscope-rfc-text.h"

#define RFC_RESOURCE_PATH "/io/github/uriscope/Uriscope/rfc/"

/* "RFC 3986" → "rfc3986.txt" */
static char *
resource_name (const char *document)
{
  GString *name = g_string_new (RFC_RESOURCE_PATH "rfc");

  for (const char *p = document; *p; p++)
    if (g_ascii_isdigit (*p))
      g_string_append_c (name, *p);
  g_string_append (name, ".txt");
  return g_string_free (name, FALSE);
}

/* A page footer: "Berners-Lee, et al.   Standards Track   [Page 28]". */
static gboolean
is_footer (const char *line)
{
  return strstr (line, "[Page ") != NULL && g_str_has_suffix (line, "]");
}

/* A page header: "RFC 3986   URI Generic Syntax   January 2005". */
static gboolean
is_header (const char *line)
{
  if (line[0] == '\f')
    line++;
  return line[0] == '\0' || (g_str_has_prefix (line, "RFC ") && g_ascii_isdigit (line[4]));
}

/* Headings start at the left margin ("5.2.2.  Transform References",
 * "Appendix A.  Collected ABNF"); the body is indented. */
static gboolean
is_heading (const char *line)
{
  return g_ascii_isdigit (line[0]) || g_str_has_prefix (line, "Appendix ");
}

/* The heading of @section: the section number, an optional dot, then a
 * space ("4.  Resolving", "5.2. Resolving", "5.2.2.  Transform"). */
static gboolean
is_heading_of (const char *line,
               const char *section)
{
  gsize n = strlen (section);

  if (strncmp (line, section, n) != 0)
    return FALSE;
  line += n;
  if (*line == '.')
    line++;
  return *line == ' ';
}

static guint
indent_of (const char *line)
{
  guint n = 0;

  while (line[n] == ' ')
    n++;
  return line[n] ? n : G_MAXUINT;
}

/* Whether a page break between @above and @line ended a paragraph: the
 * blank lines around a page break were taken out with it, and a
 * paragraph ending at the foot of a page ran into the next ("…the result
 * of remove_dot_segments." / "Note that dot-segments…"). It did when the
 * line above ends a sentence or opens a list or a block (".", ":") and
 * the next line's first word would have fitted after it. */
static gboolean
is_paragraph_break (const char *above,
                    const char *line,
                    guint       indent)
{
  gsize len;

  if (indent_of (above) == G_MAXUINT || indent_of (line) == G_MAXUINT)
    return FALSE;
  len = strlen (above);
  if (len == 0 || (above[len - 1] != '.' && above[len - 1] != ':'))
    return FALSE;
  return !uriscope_rfc_reflow_continues (above + indent, line + indent);
}

/* The section @section of @document, cut out of the running text; %NULL
 * when it is not there. */
static char *
cut_section (const char *document,
             const char *section)
{
  g_autofree char *name = resource_name (document);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (name, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) kept = NULL;
  g_autoptr(GArray) breaks = NULL;   /* guint: the lines after a page break */
  guint indent = G_MAXUINT;
  GString *out;
  guint i;

  if (bytes == NULL || section == NULL || section[0] == '\0')
    return NULL;
  {
    g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));

    lines = g_strsplit (text, "\n", -1);
  }
  for (i = 0; lines[i]; i++)
    if (is_heading_of (lines[i], section))
      break;
  if (lines[i] == NULL)
    return NULL;

  kept = g_ptr_array_new ();
  breaks = g_array_new (FALSE, FALSE, sizeof (guint));
  g_ptr_array_add (kept, lines[i]);
  for (i++; lines[i] && !is_heading (lines[i]); i++)
    {
      if (is_footer (lines[i]))
        {
          /* The blank lines before the footer, the form feed and header
           * after it, and the blank lines after the header. */
          while (kept->len > 1 && indent_of (g_ptr_array_index (kept, kept->len - 1)) == G_MAXUINT)
            g_ptr_array_remove_index (kept, kept->len - 1);
          for (i++; lines[i] && is_header (lines[i]); i++)
            ;
          while (lines[i] && indent_of (lines[i]) == G_MAXUINT)
            i++;
          if (lines[i] == NULL || is_heading (lines[i]))
            break;
          g_array_append_val (breaks, kept->len);
        }
      g_ptr_array_add (kept, lines[i]);
      indent = MIN (indent, indent_of (lines[i]));
    }
  while (kept->len > 1 && indent_of (g_ptr_array_index (kept, kept->len - 1)) == G_MAXUINT)
    g_ptr_array_remove_index (kept, kept->len - 1);

  out = g_string_new (g_ptr_array_index (kept, 0));
  for (guint b = 0, k = 1; k < kept->len; k++)
    {
      const char *line = g_ptr_array_index (kept, k);
      gboolean after_break = b < breaks->len && g_array_index (breaks, guint, b) == k;

      g_string_append_c (out, '\n');
      if (after_break)
        b++;
      if (after_break && is_paragraph_break (g_ptr_array_index (kept, k - 1), line, indent))
        g_string_append_c (out, '\n');
      if (indent_of (line) != G_MAXUINT)
        g_string_append (out, line + (indent == G_MAXUINT ? 0 : indent));
    }
  return g_string_free (out, FALSE);
}

/**
 * uriscope_rfc_text_section:
 * @document: "RFC 3986", "RFC 2396", "RFC 1808", "RFC 1738", "RFC 3987"
 *   or "RFC 5234"
 * @section: a section number ("5.2.2") or an appendix ("Appendix A")
 *
 * Returns: (transfer full) (nullable): the section's text, its heading the
 * first line, or %NULL when the document or the section is not there
 */
char *
uriscope_rfc_text_section (const char *document,
                           const char *section)
{
  /* Cut once a run: the rule panel shows a section each time the cursor
   * enters another rule, and cutting it out of the whole RFC costs some
   * 4 million instructions. A few dozen sections at most; "" stands for
   * a section that is not there. */
  static GHashTable *cut;
  g_autofree char *key = NULL;
  const char *text;

  if (section == NULL || section[0] == '\0')
    return NULL;
  if (cut == NULL)
    cut = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  key = g_strconcat (document, "\n", section, NULL);
  text = g_hash_table_lookup (cut, key);
  if (text == NULL)
    {
      char *made = cut_section (document, section);

      text = made != NULL ? made : g_strdup ("");
      g_hash_table_insert (cut, g_steal_pointer (&key), (char *) text);
    }
  return text[0] != '\0' ? g_strdup (text) : NULL;
}
