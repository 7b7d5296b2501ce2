/* uriscope-link-picker.c — the links of a paste, to pick one from
 *
 * A paste (or a drop) may hold several links: one a line, or links in a
 * sentence copied from a page or a chat (uriscope-paste.c). The window
 * shows the first at once and opens this popover under the field, which
 * lists them all, each with where it was in the text ("Line 3", or "Line
 * 1, character 24" for a link taken out of prose), the first marked as
 * the one shown. Arrow keys move through the list, Enter or a click
 * emits "link-picked" with the link's index, and Escape or a click
 * elsewhere closes the popover, the first link staying in the field.
 *
 * A link is never shown raw: it comes from outside, and may hold bytes
 * that are not UTF-8, controls, or invisible and bidi characters (U+202E
 * would show the rest of the link reversed). Each row shows the link's
 * display form (us_quote(): "<U+202E>", "\xBB", Control
 * Pictures), cut after LINK_CHARS characters so that a long link makes
 * neither a wide popover nor a slow layout; the row's accessible name is
 * that display form too, its description where the link was. The window
 * keeps the exact bytes and takes them back with
 * uriscope_link_picker_get_link().
 *
 * At most LISTED_MAX links are listed: a pasted log with thousands of
 * URLs is not read one row at a time; a last row says how many more
 * there were.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <uriscope.h>

#include "uriscope-link-picker.h"
#include "uriscope-text.h"
#include "uriscope-link-picker-private.h"

/* Characters of a link a row shows at most, then "…". */
#define LINK_CHARS 100
/* Characters of the display form at most: an escape such as "<U+202E>"
 * takes eight for one character of the link. */
#define SHOWN_CHARS 240
/* Links listed at most. */
#define LISTED_MAX 100

struct _UriscopeLinkPicker {
  GtkPopover parent_instance;

  GtkLabel *heading;
  GtkLabel *note;
  GtkListBox *links;

  GPtrArray *bytes;            /* the links, as GBytes */
  GtkWidget *more;             /* the "… and N more" row, if any */
};

G_DEFINE_FINAL_TYPE (UriscopeLinkPicker, uriscope_link_picker, GTK_TYPE_POPOVER)

enum {
  SIGNAL_LINK_PICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Where the link was, in words. */
static char *
place_text (const UriscopePastePlace *place)
{
  if (place->column > 0)
    return g_strdup_printf (_("Line %u, character %u"), place->line, place->column);
  return g_strdup_printf (_("Line %u"), place->line);
}

static GtkWidget *
link_row_new (GBytes                   *link,
              const UriscopePastePlace *place,
              gboolean                  shown_now)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *caption = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label, *where;
  gsize len;
  const char *data = g_bytes_get_data (link, &len);
  g_autofree char *quoted = us_quote (data, len, LINK_CHARS);
  g_autofree char *shown = uriscope_text_excerpt (quoted, -1, SHOWN_CHARS, URISCOPE_EXCERPT_MARK);
  g_autofree char *where_text = place != NULL ? place_text (place) : NULL;

  gtk_widget_set_margin_start (box, 10);
  gtk_widget_set_margin_end (box, 10);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);

  label = gtk_label_new (shown);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_CHAR);
  /* As wide as the heading allows: a long link wraps, it never widens
   * the popover. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 50);
  gtk_widget_add_css_class (label, "monospace");
  gtk_box_append (GTK_BOX (box), label);

  where = gtk_label_new (where_text);
  gtk_label_set_xalign (GTK_LABEL (where), 0);
  gtk_widget_add_css_class (where, "caption");
  gtk_widget_add_css_class (where, "dim-label");
  gtk_box_append (GTK_BOX (caption), where);
  if (shown_now)
    {
      GtkWidget *now = gtk_label_new (_("Shown in the field"));

      gtk_widget_set_hexpand (now, TRUE);
      gtk_label_set_xalign (GTK_LABEL (now), 1);
      gtk_widget_add_css_class (now, "caption");
      gtk_widget_add_css_class (now, "accent");
      gtk_box_append (GTK_BOX (caption), now);
    }
  gtk_box_append (GTK_BOX (box), caption);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  /* Read as the link, then where it was (and that it is the one shown). */
  {
    g_autofree char *description = shown_now && where_text != NULL
                                   /* TRANSLATORS: where a pasted link was, then that the field shows it */
                                   ? g_strdup_printf (_("%s, shown in the field"), where_text)
                                   : g_strdup (where_text);

    gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, shown,
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description != NULL ? description : "",
                                    -1);
  }
  return row;
}

/**
 * uriscope_link_picker_set_links:
 * @heading: what the links are ("3 links were found in the text")
 * @note: (nullable): a line under it
 * @links: (element-type GBytes): the links, in their order, exactly as
 *   pasted
 * @places: (nullable) (array): where each was
 *
 * Lists @links, the first as the one the field shows, and puts the
 * keyboard on it.
 */
void
uriscope_link_picker_set_links (UriscopeLinkPicker       *self,
                                const char               *heading,
                                const char               *note,
                                GPtrArray                *links,
                                const UriscopePastePlace *places)
{
  GtkWidget *child;
  guint listed;

  g_return_if_fail (URISCOPE_IS_LINK_PICKER (self));
  g_return_if_fail (links != NULL);

  gtk_label_set_text (self->heading, heading);
  gtk_label_set_text (self->note, note != NULL ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note), note != NULL);
  g_ptr_array_ref (links);
  g_clear_pointer (&self->bytes, g_ptr_array_unref);
  self->bytes = links;
  self->more = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->links))) != NULL)
    gtk_list_box_remove (self->links, child);

  listed = MIN (links->len, LISTED_MAX);
  for (guint i = 0; i < listed; i++)
    gtk_list_box_append (self->links, link_row_new (g_ptr_array_index (links, i), places != NULL ? &places[i] : NULL, i == 0));
  if (links->len > listed)
    {
      g_autofree char *more = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "… and %u more link, not listed",
                                                            "… and %u more links, not listed",
                                                            links->len - listed),
                                               links->len - listed);
      GtkWidget *label = gtk_label_new (more);

      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_list_box_append (self->links, label);
      self->more = gtk_widget_get_parent (label);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->more), FALSE);
      gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (self->more), FALSE);
    }
  gtk_list_box_select_row (self->links, gtk_list_box_get_row_at_index (self->links, 0));
}

/* The number of links, listed or not. */
guint
uriscope_link_picker_get_n_links (UriscopeLinkPicker *self)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PICKER (self), 0);

  return self->bytes != NULL ? self->bytes->len : 0;
}

/**
 * uriscope_link_picker_get_link:
 *
 * Returns: (transfer none) (nullable): the link at @index, its exact bytes
 */
GBytes *
uriscope_link_picker_get_link (UriscopeLinkPicker *self,
                               guint               index)
{
  g_return_val_if_fail (URISCOPE_IS_LINK_PICKER (self), NULL);

  if (self->bytes == NULL || index >= self->bytes->len)
    return NULL;
  return g_ptr_array_index (self->bytes, index);
}

GtkListBox *
uriscope_link_picker_get_list_box (UriscopeLinkPicker *self)
{
  return self->links;
}

static void
row_activated_cb (GtkListBox         *box,
                  GtkListBoxRow      *row,
                  UriscopeLinkPicker *self)
{
  int index = gtk_list_box_row_get_index (row);

  if (GTK_WIDGET (row) == self->more || index < 0 || self->bytes == NULL || (guint) index >= self->bytes->len)
    return;
  g_signal_emit (self, signals[SIGNAL_LINK_PICKED], 0, (guint) index);
}

/* The keyboard starts on the link shown, so that Down goes to the next. */
static void
uriscope_link_picker_map (GtkWidget *widget)
{
  UriscopeLinkPicker *self = URISCOPE_LINK_PICKER (widget);
  GtkListBoxRow *first = gtk_list_box_get_row_at_index (self->links, 0);

  GTK_WIDGET_CLASS (uriscope_link_picker_parent_class)->map (widget);
  if (first != NULL)
    {
      gtk_list_box_select_row (self->links, first);
      gtk_widget_grab_focus (GTK_WIDGET (first));
    }
}

static void
uriscope_link_picker_dispose (GObject *object)
{
  UriscopeLinkPicker *self = URISCOPE_LINK_PICKER (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), URISCOPE_TYPE_LINK_PICKER);
  g_clear_pointer (&self->bytes, g_ptr_array_unref);
  G_OBJECT_CLASS (uriscope_link_picker_parent_class)->dispose (object);
}

static void
uriscope_link_picker_class_init (UriscopeLinkPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_link_picker_dispose;
  widget_class->map = uriscope_link_picker_map;

  /**
   * UriscopeLinkPicker::link-picked:
   * @index: the link picked, for uriscope_link_picker_get_link()
   */
  signals[SIGNAL_LINK_PICKED] = g_signal_new ("link-picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/uriscope/Uriscope/uriscope-link-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPicker, heading);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPicker, note);
  gtk_widget_class_bind_template_child (widget_class, UriscopeLinkPicker, links);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
}

static void
uriscope_link_picker_init (UriscopeLinkPicker *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
uriscope_link_picker_new (void)
{
  return g_object_new (URISCOPE_TYPE_LINK_PICKER, NULL);
}
