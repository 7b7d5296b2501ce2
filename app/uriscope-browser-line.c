/* uriscope-browser-line.c — how a browser reads the reference, when otherwise
 *
 * Under the input, under one of the RFCs: when a browser reads the link
 * otherwise (another host, a refusal, characters removed or rewritten), an
 * icon, the core's explanation naming the cause (us_browser_reading_format())
 * and what the browser reads, with the characters that differ in bold and
 * underlined, so that colour is never the only signal. A button copies what
 * the browser reads (its exact characters, through uriscope-clipboard.c),
 * another switches the window to the WHATWG URL Standard, to see the
 * browser's reading whole.
 * Hidden when the browser reads the same, for a relative reference, and
 * under the WHATWG URL Standard itself.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-browser-line.h"
#include "uriscope-clipboard.h"
#include "uriscope-text.h"
#include "uriscope-width-bin.h"
#include "uriscope-browser-line-private.h"

/* Characters of the href shown at most; the rest is "…". */
#define HREF_MAX 400

struct _UriscopeBrowserLine {
  GtkBox parent_instance;

  GtkImage *icon;
  GtkLabel *explanation;
  GtkLabel *href;
  GtkButton *copy_button;
  GtkButton *read_button;

  UsBrowserReading *reading;   /* NULL while hidden */
  char *explanation_text;
  char *href_markup;
};

G_DEFINE_FINAL_TYPE (UriscopeBrowserLine, uriscope_browser_line, GTK_TYPE_BOX)

enum {
  SIGNAL_SPEC_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
append_escaped (GString    *out,
                const char *text,
                gsize       len)
{
  g_autofree char *shown = us_quote (text, len, 0);
  g_autofree char *escaped = g_markup_escape_text (shown, -1);

  g_string_append (out, escaped);
}

/* "A browser reads: <tt>http://<b><u>example.com</u></b>/…</tt>": the href
 * in its display form (no control character raw), escaped for markup, the
 * spans that differ in bold and underlined. */
static char *
href_markup (UsBrowserReading *reading)
{
  gsize len, shown, at = 0;
  const char *href = us_browser_reading_get_href (reading, &len);
  guint n, s = 0;
  const UsBrowserSpan *spans = us_browser_reading_get_href_spans (reading, &n);
  g_autofree char *label = g_markup_escape_text (_("A browser reads:"), -1);
  GString *out = g_string_new (NULL);

  shown = len;
  if (g_utf8_strlen (href, (gssize) len) > HREF_MAX)
    shown = (gsize) (g_utf8_offset_to_pointer (href, HREF_MAX) - href);
  g_string_append_printf (out, "%s <tt>", label);
  while (at < shown)
    {
      gboolean marked;
      gsize next;

      while (s < n && spans[s].end <= at)
        s++;
      marked = s < n && spans[s].start <= at;
      next = s >= n ? shown : marked ? MIN (spans[s].end, shown) : MIN (spans[s].start, shown);
      if (marked)
        g_string_append (out, "<b><u>");
      append_escaped (out, href + at, next - at);
      if (marked)
        g_string_append (out, "</u></b>");
      at = next;
    }
  if (shown < len)
    g_string_append (out, "…");
  g_string_append (out, "</tt>");
  return g_string_free (out, FALSE);
}

/**
 * uriscope_browser_line_update:
 * @reading: (nullable): how a browser reads what the window's spec reads
 *   (us_analysis_get_browser_reading(); NULL under the URL Standard)
 *
 * Shows the line when the browser's reading differs.
 */
void
uriscope_browser_line_update (UriscopeBrowserLine *self,
                              UsBrowserReading    *reading)
{
  gboolean warning;

  g_return_if_fail (URISCOPE_IS_BROWSER_LINE (self));

  g_clear_pointer (&self->reading, us_browser_reading_unref);
  g_clear_pointer (&self->explanation_text, g_free);
  g_clear_pointer (&self->href_markup, g_free);
  if (reading != NULL && us_browser_reading_differs (reading))
    self->reading = us_browser_reading_ref (reading);
  gtk_widget_set_visible (GTK_WIDGET (self), self->reading != NULL);
  if (self->reading == NULL)
    return;

  self->explanation_text = us_browser_reading_format (self->reading);
  {
    /* It may name the whole host. */
    g_autofree char *shown = uriscope_text_message_excerpt (self->explanation_text);

    gtk_label_set_text (self->explanation, shown);
  }
  if (us_browser_reading_get_href (self->reading, NULL) != NULL)
    {
      self->href_markup = href_markup (self->reading);
      gtk_label_set_markup (self->href, self->href_markup);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->href), self->href_markup != NULL);
  /* A browser that refuses the link reads nothing to copy. */
  gtk_widget_set_visible (GTK_WIDGET (self->copy_button), self->href_markup != NULL);

  /* Another host or a refusal is a warning; a rewrite, a note. */
  warning = us_browser_reading_get_verdict (self->reading) != US_BROWSER_REWRITTEN;
  gtk_image_set_from_icon_name (self->icon, warning ? "dialog-warning-symbolic" : "web-browser-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  warning ? _("Warning") : _("Note"), -1);
  if (warning)
    gtk_widget_add_css_class (GTK_WIDGET (self), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "warning");
}

/* The comparison shown, or NULL while the line is hidden. */
UsBrowserReading *
uriscope_browser_line_get_reading (UriscopeBrowserLine *self)
{
  g_return_val_if_fail (URISCOPE_IS_BROWSER_LINE (self), NULL);
  return self->reading;
}

/**
 * uriscope_browser_line_get_spans:
 * @n_spans: (out): how many
 *
 * Returns: the bytes of the reference where a browser reads otherwise that
 *   meet [@start, @end), in order (none while the line is hidden)
 */
const UsBrowserSpan *
uriscope_browser_line_get_spans (UriscopeBrowserLine *self,
                                 gsize                start,
                                 gsize                end,
                                 guint               *n_spans)
{
  const UsBrowserSpan *spans;
  guint n, lo = 0, hi;

  g_return_val_if_fail (URISCOPE_IS_BROWSER_LINE (self), NULL);
  g_return_val_if_fail (n_spans != NULL, NULL);

  *n_spans = 0;
  if (self->reading == NULL)
    return NULL;
  spans = us_browser_reading_get_spans (self->reading, &n);
  /* The first span that ends after @start, then those that begin before
   * @end: a long reference is shown a part at a time. */
  hi = n;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (spans[mid].end <= start)
        lo = mid + 1;
      else
        hi = mid;
    }
  for (hi = lo; hi < n && spans[hi].start < end; hi++)
    ;
  *n_spans = hi - lo;
  return spans + lo;
}

/* The explanation shown, or NULL while the line is hidden. */
const char *
uriscope_browser_line_get_explanation (UriscopeBrowserLine *self)
{
  g_return_val_if_fail (URISCOPE_IS_BROWSER_LINE (self), NULL);
  return self->explanation_text;
}

/* The markup of what a browser reads, or NULL when it reads nothing. */
const char *
uriscope_browser_line_get_href_markup (UriscopeBrowserLine *self)
{
  g_return_val_if_fail (URISCOPE_IS_BROWSER_LINE (self), NULL);
  return self->href_markup;
}

/* Copies the href a browser reads, as it is: the line shows its display
 * form ("<U+200B>" for an invisible character, "…" past HREF_MAX). */
static void
copy_clicked_cb (GtkButton           *button,
                 UriscopeBrowserLine *self)
{
  gsize len;
  const char *href = self->reading != NULL ? us_browser_reading_get_href (self->reading, &len) : NULL;

  if (href != NULL)
    uriscope_clipboard_copy_text (GTK_WIDGET (self), href, (gssize) len, _("Copied what a browser reads"));
}

static void
read_clicked_cb (GtkButton           *button,
                 UriscopeBrowserLine *self)
{
  g_signal_emit (self, signals[SIGNAL_SPEC_ACTIVATED], 0, (guint) US_SPEC_WHATWG);
}

static void
uriscope_browser_line_finalize (GObject *object)
{
  UriscopeBrowserLine *self = URISCOPE_BROWSER_LINE (object);

  g_clear_pointer (&self->reading, us_browser_reading_unref);
  g_free (self->explanation_text);
  g_free (self->href_markup);
  G_OBJECT_CLASS (uriscope_browser_line_parent_class)->finalize (object);
}

static void
uriscope_browser_line_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), URISCOPE_TYPE_BROWSER_LINE);
  G_OBJECT_CLASS (uriscope_browser_line_parent_class)->dispose (object);
}

static void
uriscope_browser_line_class_init (UriscopeBrowserLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_browser_line_dispose;
  object_class->finalize = uriscope_browser_line_finalize;

  /**
   * UriscopeBrowserLine::spec-activated:
   * @spec: %US_SPEC_WHATWG: the button asks to read the reference as a
   *   browser does (the signal of UriscopeSpecBadges, for one handler)
   */
  signals[SIGNAL_SPEC_ACTIVATED] =
    g_signal_new ("spec-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  g_type_ensure (URISCOPE_TYPE_WIDTH_BIN);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/uriscope/Uriscope/uriscope-browser-line.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeBrowserLine, icon);
  gtk_widget_class_bind_template_child (widget_class, UriscopeBrowserLine, explanation);
  gtk_widget_class_bind_template_child (widget_class, UriscopeBrowserLine, href);
  gtk_widget_class_bind_template_child (widget_class, UriscopeBrowserLine, copy_button);
  gtk_widget_class_bind_template_child (widget_class, UriscopeBrowserLine, read_button);
}

static void
uriscope_browser_line_init (UriscopeBrowserLine *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self->copy_button, "clicked", G_CALLBACK (copy_clicked_cb), self);
  g_signal_connect (self->read_button, "clicked", G_CALLBACK (read_clicked_cb), self);
}
