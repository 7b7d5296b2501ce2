/* uriscope-link-page.c — where does this link really go? The link lens
 *
 * The Link page of the window, from the core's lens (us_lens_new(): five
 * readers, the host's checks, the registrable domain, the findings):
 *
 *  - the headline, who goes where, in large type, with a warning icon when
 *    the readers go to different hosts; selectable with the mouse, but not
 *    focusable (a selectable label selects all of itself on keyboard
 *    focus, and the page's first focus landed on it);
 *  - for a relative link, when the Resolution page has a base, where a
 *    browser goes from a page at that base;
 *  - what each reader makes of the link, as a table
 *    (uriscope-lens-readers.c), the cells that are not what a browser
 *    reads marked;
 *  - the registrable domain (libpsl), and the host as a browser's address
 *    bar shows it, the registrable domain in bold and the rest dimmed, as
 *    address bars do;
 *  - the findings, as rows (uriscope-lens-findings.c). Activating one
 *    emits "finding-activated" with its span: the window selects its
 *    characters. A nested URL's Inspect button keeps the reference on a
 *    small stack and emits "open-reference" with the nested URL: the
 *    window inspects it. The Back button over the page pops the stack.
 *    The stack is about the references the page opened: once the window
 *    shows another (pasted, typed, picked from the history), it is
 *    forgotten and the Back button goes.
 *
 * Like the query table, the page is brought up to date only while it is
 * shown: each keystroke pays for what is on the screen. The lens's texts
 * are in its display form (no raw control, bidirectional controls named);
 * long ones are cut short here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-lens-findings.h"
#include "uriscope-lens-readers.h"
#include "uriscope-link-page.h"
#include "uriscope-text.h"
#include "uriscope-width-bin.h"
#include "uriscope-link-page-private.h"

/* Characters of the headline and of the hosts shown at most. */
#define TEXT_CHARS 600

/* References kept for Back. */
#define MAX_BACK 20

struct _UriscopeLinkPage {
  GtkBox parent_instance;

  GtkWidget *back_button;
  GtkLabel *back_label;
  GtkImage *headline_icon;
  GtkLabel *headline;
  GtkLabel *against_base;
  UriscopeLensReaders *readers;
  GtkLabel *registrable;
  GtkLabel *display_host;
  UriscopeLensFindings *findings;

  UsLens *lens;              /* NULL while not up to date */
  UsAnalysis *pending;       /* the reference's, until the page is shown */
  char *display_text;        /* the display host as shown, or NULL */
  GPtrArray *back;           /* of GBytes: the references Back returns to */
  GBytes *to_open;           /* the nested URL Inspect asked for */
  GBytes *opened;            /* the last reference the page asked for */
  guint open_source;
};

G_DEFINE_FINAL_TYPE (UriscopeLinkPage, uriscope_link_page, GTK_TYPE_BOX)

enum {
  SIGNAL_OPEN_REFERENCE,
  SIGNAL_FINDING_ACTIVATED,
  SIGNAL_LENS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Only what changed is set: a label set again is laid out again. */
static void
set_text (GtkLabel   *label,
          const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_text (label, text);
}

/* ---- Back ------------------------------------------------------------------ */

static void
update_back (UriscopeLinkPage *self)
{
  GBytes *top;
  g_autofree char *shown = NULL;
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->back_button, self->back->len > 0);
  if (self->back->len == 0)
    return;
  top = g_ptr_array_index (self->back, self->back->len - 1);
  shown = us_quote (g_bytes_get_data (top, NULL), g_bytes_get_size (top), 80);
  /* TRANSLATORS: a button; %s is the reference it returns to */
  text = g_strdup_printf (_("Back to %s"), shown);
  set_text (self->back_label, text);
}

/**
 * uriscope_link_page_go_back:
 *
 * Asks for the reference a link was inspected from ("open-reference").
 *
 * Returns: whether there was one
 */
gboolean
uriscope_link_page_go_back (UriscopeLinkPage *self)
{
  g_autoptr(GBytes) previous = NULL;

  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), FALSE);

  if (self->back->len == 0)
    return FALSE;
  previous = g_ptr_array_steal_index (self->back, self->back->len - 1);
  update_back (self);
  g_clear_pointer (&self->opened, g_bytes_unref);
  self->opened = g_bytes_ref (previous);
  g_signal_emit (self, signals[SIGNAL_OPEN_REFERENCE], 0, previous);
  return TRUE;
}

/* How many references Back can return to. */
guint
uriscope_link_page_get_n_back (UriscopeLinkPage *self)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), 0);
  return self->back->len;
}

static void
back_clicked_cb (GtkButton        *button,
                 UriscopeLinkPage *self)
{
  uriscope_link_page_go_back (self);
}

static gboolean
open_idle_cb (gpointer data)
{
  UriscopeLinkPage *self = data;
  g_autoptr(GBytes) reference = g_steal_pointer (&self->to_open);

  self->open_source = 0;
  g_clear_pointer (&self->opened, g_bytes_unref);
  self->opened = g_bytes_ref (reference);
  g_signal_emit (self, signals[SIGNAL_OPEN_REFERENCE], 0, reference);
  return G_SOURCE_REMOVE;
}

/* A nested URL, inspected in turn; Back returns here. The window is asked
 * once the click is over: inspecting it replaces the rows, the clicked
 * button's among them. */
static void
inspect_cb (UriscopeLensFindings *findings,
            GBytes               *url,
            UriscopeLinkPage     *self)
{
  const char *input;
  gsize len;

  if (self->lens == NULL || self->open_source != 0)
    return;
  input = us_lens_get_input (self->lens, &len);
  if (self->back->len == MAX_BACK)
    g_ptr_array_remove_index (self->back, 0);
  g_ptr_array_add (self->back, g_bytes_new (input, len));
  update_back (self);
  self->to_open = g_bytes_ref (url);
  self->open_source = g_idle_add (open_idle_cb, self);
}

static void
finding_activated_cb (UriscopeLensFindings *findings,
                      guint64               start,
                      guint64               end,
                      UriscopeLinkPage     *self)
{
  g_signal_emit (self, signals[SIGNAL_FINDING_ACTIVATED], 0, start, end);
}

/* ---- the page --------------------------------------------------------------- */

static void
show_headline (UriscopeLinkPage *self,
               const char       *text,
               gboolean          warning)
{
  g_autofree char *shown = uriscope_text_excerpt (text != NULL ? text : "", -1, TEXT_CHARS, URISCOPE_EXCERPT_LENGTH);

  set_text (self->headline, shown);
  gtk_image_set_from_icon_name (self->headline_icon, warning ? "dialog-warning-symbolic" : "mark-location-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->headline_icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  warning ? _("Warning") : _("Link"), -1);
  if (warning)
    gtk_widget_add_css_class (GTK_WIDGET (self->headline_icon), "lens-warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->headline_icon), "lens-warning");
}

/* The registrable domain, and the host as an address bar shows it: the
 * registrable domain in bold, what is before it dimmed. */
static void
show_host (UriscopeLinkPage *self)
{
  const char *domain = us_lens_get_registrable_domain (self->lens);
  const char *host = us_lens_get_display_host (self->lens);
  g_autofree char *markup = NULL;

  if (domain != NULL)
    {
      g_autofree char *shown = uriscope_text_excerpt (domain, -1, TEXT_CHARS, URISCOPE_EXCERPT_LENGTH);

      set_text (self->registrable, shown);
    }
  else
    set_text (self->registrable, _("None: the host is an IP address or a public suffix, or there is no host"));

  g_clear_pointer (&self->display_text, g_free);
  if (host == NULL)
    {
      g_autofree char *none = g_markup_escape_text (_("No host: a browser reads none here"), -1);

      markup = g_strdup_printf ("<span alpha=\"60%%\">%s</span>", none);
    }
  else
    {
      gsize host_len, domain_len = domain != NULL ? strlen (domain) : 0;

      self->display_text = uriscope_text_excerpt (host, -1, TEXT_CHARS, URISCOPE_EXCERPT_MARK);
      host_len = strlen (self->display_text);
      if (domain_len > 0 && domain_len <= host_len && g_str_has_suffix (self->display_text, domain) &&
          (domain_len == host_len || self->display_text[host_len - domain_len - 1] == '.'))
        {
          g_autofree char *before = g_markup_escape_text (self->display_text, (gssize) (host_len - domain_len));
          g_autofree char *emphasised = g_markup_escape_text (domain, -1);

          markup = g_strdup_printf ("<span alpha=\"60%%\">%s</span><b>%s</b>", before, emphasised);
        }
      else
        markup = g_markup_escape_text (self->display_text, -1);
    }
  if (g_strcmp0 (gtk_label_get_label (self->display_host), markup) != 0)
    gtk_label_set_markup (self->display_host, markup);
}

/* The lens reads the link alone, as it is pasted; a relative one goes
 * nowhere so. When the Resolution page has a base, a line says where a
 * browser goes from a page at that address (the analysis's reading
 * against its base, the one the Resolution page shows). */
static void
show_against_base (UriscopeLinkPage *self,
                   UsAnalysis       *analysis)
{
  gsize base_len = 0, href_len = 0;
  const char *base = us_analysis_get_base (analysis, &base_len);
  UsResult *alone = us_analysis_get_whatwg_alone (analysis);
  /* NULL when a browser refuses the link alone; the scheme, not the
   * whole href, which would serialize a megabyte's link again. */
  g_autofree char *alone_scheme = alone != NULL ? us_result_dup_url (alone, US_URL_PROTOCOL) : NULL;
  g_autofree char *href = NULL;
  g_autofree char *base_shown = NULL;
  g_autofree char *text = NULL;

  if (base == NULL || base_len == 0 || alone == NULL || alone_scheme != NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->against_base), FALSE);
      return;
    }
  href = us_analysis_get_href (analysis, &href_len);
  base_shown = us_quote (base, base_len, TEXT_CHARS);
  if (href != NULL)
    {
      g_autofree char *href_shown = us_quote (href, href_len, TEXT_CHARS);

      /* TRANSLATORS: "On a page at “http://a/b/c/d;p?q” (the Resolution page’s base), a browser goes to “http://a/g”." */
      text = g_strdup_printf (_("On a page at “%s” (the Resolution page’s base), a browser goes to “%s”."),
                              base_shown, href_shown);
    }
  else
    /* TRANSLATORS: "On a page at “foo bar” (the Resolution page’s base), a browser refuses it too." */
    text = g_strdup_printf (_("On a page at “%s” (the Resolution page’s base), a browser refuses it too."), base_shown);
  set_text (self->against_base, text);
  gtk_widget_set_visible (GTK_WIDGET (self->against_base), TRUE);
}

static void
fill (UriscopeLinkPage *self,
      UsAnalysis       *analysis)
{
  UsLens *lens = us_analysis_get_lens (analysis);
  gboolean read = lens != NULL;

  g_clear_pointer (&self->lens, us_lens_unref);
  self->lens = read ? us_lens_ref (lens) : NULL;
  gtk_widget_set_visible (GTK_WIDGET (self->readers), read);
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->registrable)), read);
  gtk_widget_set_visible (GTK_WIDGET (self->findings), read);
  if (!read)
    {
      /* Only a reference over the core's size limit. */
      show_headline (self, us_analysis_get_error (analysis)->message, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->against_base), FALSE);
      g_clear_pointer (&self->display_text, g_free);
      return;
    }
  show_headline (self, us_lens_get_headline (self->lens), us_lens_readers_disagree (self->lens));
  show_against_base (self, analysis);
  uriscope_lens_readers_show (self->readers, self->lens);
  show_host (self);
  uriscope_lens_findings_show (self->findings, self->lens);
}

/* Another reference than the one the page opened (by Inspect or Back):
 * Back would return from a link no longer shown. */
static void
forget_back (UriscopeLinkPage *self,
             UsAnalysis       *analysis)
{
  gsize len, opened_len = 0;
  const char *input = us_analysis_get_input (analysis, &len);
  const char *opened = self->opened != NULL ? g_bytes_get_data (self->opened, &opened_len) : NULL;

  if (self->back->len == 0 || self->open_source != 0)
    return;
  if (self->opened != NULL && opened_len == len && (len == 0 || memcmp (opened, input, len) == 0))
    return;
  g_ptr_array_set_size (self->back, 0);
  g_clear_pointer (&self->opened, g_bytes_unref);
  update_back (self);
}

/**
 * uriscope_link_page_show:
 * @analysis: the reference's analysis, whose lens the page shows
 *
 * Shows the lens of @analysis: at once when the page is on the screen,
 * else when it comes on it (and then "lens-changed" is emitted); the lens
 * is read only then.
 */
void
uriscope_link_page_show (UriscopeLinkPage *self,
                         UsAnalysis       *analysis)
{
  g_return_if_fail (URISCOPE_IS_LINK_PAGE (self));
  g_return_if_fail (analysis != NULL);

  forget_back (self, analysis);
  g_clear_pointer (&self->lens, us_lens_unref);
  g_clear_pointer (&self->pending, us_analysis_unref);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    fill (self, analysis);
  else
    self->pending = us_analysis_ref (analysis);
}

static void
uriscope_link_page_map (GtkWidget *widget)
{
  UriscopeLinkPage *self = URISCOPE_LINK_PAGE (widget);

  GTK_WIDGET_CLASS (uriscope_link_page_parent_class)->map (widget);
  if (self->pending != NULL)
    {
      g_autoptr(UsAnalysis) analysis = g_steal_pointer (&self->pending);

      fill (self, analysis);
      g_signal_emit (self, signals[SIGNAL_LENS_CHANGED], 0);
    }
}

/* The lens shown, or NULL while the page is not up to date (not shown). */
UsLens *
uriscope_link_page_get_lens (UriscopeLinkPage *self)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), NULL);
  return self->lens;
}

/* The line on where a relative link goes at the Resolution page's base,
 * NULL when it is not shown (for tests). */
const char *
uriscope_link_page_get_against_base (UriscopeLinkPage *self)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->against_base)) ? gtk_label_get_text (self->against_base) : NULL;
}

const char *
uriscope_link_page_get_headline (UriscopeLinkPage *self)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), NULL);
  return gtk_label_get_text (self->headline);
}

/* The label of a reader's part. */
GtkLabel *
uriscope_link_page_get_cell (UriscopeLinkPage *self,
                             UsLensReader      reader,
                             UsLensField       field)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), NULL);
  return uriscope_lens_readers_get_cell (self->readers, reader, field);
}

/* The readers' table. */
UriscopeLensReaders *
uriscope_link_page_get_readers (UriscopeLinkPage *self)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), NULL);
  return self->readers;
}

/* The label across a reader's row, visible when it refuses the link. */
GtkLabel *
uriscope_link_page_get_refusal (UriscopeLinkPage *self,
                                UsLensReader      reader)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), NULL);
  return uriscope_lens_readers_get_refusal (self->readers, reader);
}

/* The host as an address bar shows it, or NULL for none. */
const char *
uriscope_link_page_get_display_host (UriscopeLinkPage *self)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), NULL);
  return self->display_text;
}

GtkListBox *
uriscope_link_page_get_findings (UriscopeLinkPage *self)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PAGE (self), NULL);
  return uriscope_lens_findings_get_list (self->findings);
}

static void
uriscope_link_page_dispose (GObject *object)
{
  UriscopeLinkPage *self = URISCOPE_LINK_PAGE (object);

  g_clear_handle_id (&self->open_source, g_source_remove);
  g_clear_pointer (&self->to_open, g_bytes_unref);
  g_clear_pointer (&self->opened, g_bytes_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), URISCOPE_TYPE_LINK_PAGE);
  g_clear_pointer (&self->lens, us_lens_unref);
  g_clear_pointer (&self->pending, us_analysis_unref);
  G_OBJECT_CLASS (uriscope_link_page_parent_class)->dispose (object);
}

static void
uriscope_link_page_finalize (GObject *object)
{
  UriscopeLinkPage *self = URISCOPE_LINK_PAGE (object);

  g_ptr_array_unref (self->back);
  g_free (self->display_text);
  G_OBJECT_CLASS (uriscope_link_page_parent_class)->finalize (object);
}

static void
uriscope_link_page_class_init (UriscopeLinkPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_link_page_dispose;
  object_class->finalize = uriscope_link_page_finalize;
  widget_class->map = uriscope_link_page_map;

  /**
   * UriscopeLinkPage::open-reference:
   * @reference: (type GBytes): a reference to inspect: a nested URL, or
   *   the reference Back returns to
   */
  signals[SIGNAL_OPEN_REFERENCE] =
    g_signal_new ("open-reference", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BYTES);
  /**
   * UriscopeLinkPage::finding-activated:
   * @start: the byte offset of the finding's first byte in the reference
   * @end: just past its last
   */
  signals[SIGNAL_FINDING_ACTIVATED] =
    g_signal_new ("finding-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT64, G_TYPE_UINT64);
  /**
   * UriscopeLinkPage::lens-changed:
   *
   * The page came on the screen and read the reference it was given
   * while hidden: uriscope_link_page_get_lens() has a new lens.
   */
  signals[SIGNAL_LENS_CHANGED] =
    g_signal_new ("lens-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (URISCOPE_TYPE_WIDTH_BIN);
  g_type_ensure (URISCOPE_TYPE_LENS_READERS);
  g_type_ensure (URISCOPE_TYPE_LENS_FINDINGS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/uriscope/Uriscope/uriscope-link-page.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, back_button);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, back_label);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, headline_icon);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, headline);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, against_base);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, readers);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, registrable);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, display_host);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPage, findings);
}

static void
uriscope_link_page_init (UriscopeLinkPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->back = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);

  g_signal_connect (self->back_button, "clicked", G_CALLBACK (back_clicked_cb), self);
  g_signal_connect (self->findings, "inspect", G_CALLBACK (inspect_cb), self);
  g_signal_connect (self->findings, "finding-activated", G_CALLBACK (finding_activated_cb), self);
}
