/* uriscope-lens-readers.c — what each reader makes of a link, as a table
 *
 * On the Link page, one row per reader of the link lens (a browser, RFC
 * 3986, GLib, curl, uriparser): scheme, user information, host, port and
 * path, as the core gives them (us_lens_get_reading(), in display form).
 * A reader that refuses the link says why across its row; RFC 3986 reads
 * on past an error, so its parts are shown with the error under them. A
 * cell that is not what a browser reads (us_lens_field_differs()) is bold
 * and underlined, tinted, and says so in its tooltip and to assistive
 * technologies: colour is never the only signal. A line under the table
 * says what the marks mean.
 *
 * The table is a GtkGrid of labels made once and refilled: a keystroke
 * sets only the texts that changed. Each cell shows at most CELL_CHARS
 * characters and asks for at most a few dozen columns; a host, a user
 * information and a path wrap (nothing of them hidden behind "…"): a
 * megabyte of path must not become a megabyte-wide label.
 *
 * Each row copies its reading: its copy button, Ctrl+C on it (a click on
 * a row gives it the focus, and the row that has it is marked), or its
 * context menu (a right click anywhere on the row, the Menu key or
 * Shift+F10) put the reader's name and its parts on the clipboard, a tab
 * between each, the parts as the reader gives them (not the display form
 * shown: a zero-width space is itself), or the host alone. The query and
 * the fragment, which the table does not show, follow as "?query" and
 * "#fragment" when the reader reads them, and RFC 3986's error when it has
 * one: a copy never leaves out part of a reading (a tester's megabyte
 * query was silently dropped). A reader that refuses the link copies its
 * name and why, whole (not the excerpt its row shows). Through
 * uriscope-clipboard.c, which refuses, with a toast that offers to save
 * it, a row too large for the clipboard.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "uriscope-clipboard.h"
#include "uriscope-lens-readers.h"
#include "uriscope-text.h"
#include "uriscope-lens-readers-private.h"

/* Characters of a cell, and of an error, shown at most. */
#define CELL_CHARS 200
#define TEXT_CHARS 600

struct _UriscopeLensReaders {
  GtkBox parent_instance;

  GtkGrid *grid;
  GtkLabel *legend;
  GtkLabel *cells[US_LENS_READER_COUNT][US_LENS_FIELD_COUNT];
  GtkLabel *refusals[US_LENS_READER_COUNT];  /* across the row */
  GtkLabel *rfc3986_error;                   /* under RFC 3986's parts */
  GtkButton *copy_buttons[US_LENS_READER_COUNT];
  int rows[US_LENS_READER_COUNT];            /* each reader's row of the grid */
  GtkWidget *menu;                           /* a row's context menu */
  int menu_reader;                           /* the row it is for */
  UsLens *lens;                              /* the lens shown */
  PangoAttrList *plain;
  PangoAttrList *marked;                     /* bold and underlined */
};

G_DEFINE_FINAL_TYPE (UriscopeLensReaders, uriscope_lens_readers, GTK_TYPE_BOX)

/* Only what changed is set. */
static void
set_text (GtkLabel   *label,
          const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0)
    gtk_label_set_text (label, text);
}

/* A cell: the reader's value, marked when it is not what a browser reads. */
static void
set_cell (UriscopeLensReaders *self,
          GtkLabel            *cell,
          const char          *value,
          gboolean             differs)
{
  g_autofree char *shown = NULL;
  g_autofree char *tip = NULL;
  const char *text;
  GtkAlign align;

  if (value == NULL || *value == '\0')
    /* TRANSLATORS: in the readers' table, a part a reader does not read
     * while a browser does */
    text = differs ? _("(none)") : "";
  else
    text = shown = uriscope_text_excerpt (value, -1, CELL_CHARS, URISCOPE_EXCERPT_MARK);
  set_text (cell, text);
  /* A wrapping cell longer than its widest line fills its place in the
   * grid (its text at the top, set in build_grid()): its lines fill the
   * column anyway. GTK 4.8 asks a wrapping label aligned otherwise its
   * width for its height, which it finds by laying it out again and
   * again, twice each allocation: after a 1 MB paste, 88 layouts of the
   * path cells' 200 characters. A shorter cell keeps its tint as wide as
   * its text, on the reader's first line. Every cell wraps. */
  align = g_utf8_strlen (text, -1) > gtk_label_get_max_width_chars (cell) ? GTK_ALIGN_FILL : GTK_ALIGN_START;
  gtk_widget_set_halign (GTK_WIDGET (cell), align);
  gtk_widget_set_valign (GTK_WIDGET (cell), align);
  if (differs != gtk_widget_has_css_class (GTK_WIDGET (cell), "lens-differs"))
    {
      if (differs)
        {
          gtk_widget_add_css_class (GTK_WIDGET (cell), "lens-differs");
          gtk_label_set_attributes (cell, self->marked);
          gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                          _("Not what a browser reads"), -1);
        }
      else
        {
          gtk_widget_remove_css_class (GTK_WIDGET (cell), "lens-differs");
          gtk_label_set_attributes (cell, self->plain);
          gtk_accessible_reset_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
        }
    }
  if (differs)
    tip = g_strconcat (text, "\n", _("Not what a browser reads."), NULL);
  else if (*text != '\0')
    tip = g_strdup (text);
  if (g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (cell)), tip) != 0)
    gtk_widget_set_tooltip_text (GTK_WIDGET (cell), tip);
}

/**
 * uriscope_lens_readers_show:
 * @lens: the link lens
 *
 * Shows what each reader of @lens makes of the link.
 */
void
uriscope_lens_readers_show (UriscopeLensReaders *self,
                            UsLens              *lens)
{
  gboolean any_differs = FALSE;
  const UsLensReading *rfc3986;

  g_return_if_fail (URISCOPE_IS_LENS_READERS (self));
  g_return_if_fail (lens != NULL);

  if (self->lens != lens)
    {
      g_clear_pointer (&self->lens, us_lens_unref);
      self->lens = us_lens_ref (lens);
    }
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      const UsLensReading *reading = us_lens_get_reading (lens, r);
      /* RFC 3986 reads on past an error: its parts, the error under them. */
      gboolean refused = reading->error != NULL && r != US_LENS_READER_RFC3986;

      for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
        {
          gboolean differs = !refused && us_lens_field_differs (lens, r, f);

          gtk_widget_set_visible (GTK_WIDGET (self->cells[r][f]), !refused);
          if (!refused && f == US_LENS_FIELD_HOST && reading->lookup != NULL)
            {
              /* the host as the reader writes it, and where it goes, as
               * the headline names it */
              g_autofree char *host = uriscope_text_excerpt (reading->host, -1, CELL_CHARS, URISCOPE_EXCERPT_MARK);
              /* TRANSLATORS: a reader's host cell: the host as the reader writes it ("ⓖⓞⓞⓖⓛⓔ.com"), then where it goes ("google.com") */
              g_autofree char *both = g_strdup_printf (_("%s → goes to %s"), host, reading->lookup);

              set_cell (self, self->cells[r][f], both, differs);
            }
          else if (!refused)
            set_cell (self, self->cells[r][f], us_lens_reading_get_field (reading, f), differs);
          any_differs |= differs;
        }
      gtk_widget_set_visible (GTK_WIDGET (self->refusals[r]), refused);
      if (refused)
        {
          g_autofree char *error = uriscope_text_excerpt (reading->error, -1, TEXT_CHARS, URISCOPE_EXCERPT_LENGTH);
          /* TRANSLATORS: across a reader's row of the table: why it refuses the link */
          g_autofree char *text = g_strdup_printf (_("Refuses the link: %s"), error);

          set_text (self->refusals[r], text);
        }
    }
  rfc3986 = us_lens_get_reading (lens, US_LENS_READER_RFC3986);
  gtk_widget_set_visible (GTK_WIDGET (self->rfc3986_error), rfc3986->error != NULL);
  if (rfc3986->error != NULL)
    {
      g_autofree char *error = uriscope_text_excerpt (rfc3986->error, -1, TEXT_CHARS, URISCOPE_EXCERPT_LENGTH);
      /* TRANSLATORS: under RFC 3986's row of the table, which reads on past an error */
      g_autofree char *text = g_strdup_printf (_("Not a valid URI: %s"), error);

      set_text (self->rfc3986_error, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->legend), any_differs);
}

/* Copying a row --------------------------------------------------------------- */

/* Reader @r's row as text: its name and its parts as the reader gives
 * them, a tab between each; or its name and why it refuses the link. */
static GString *
row_text (UriscopeLensReaders *self,
          guint                r)
{
  const UsLensReading *reading = us_lens_get_reading (self->lens, r);
  GString *out = g_string_new (us_lens_reader_title (r));

  if (reading->error != NULL && r != US_LENS_READER_RFC3986)
    {
      g_string_append_c (out, '\t');
      /* TRANSLATORS: across a reader's row of the table: why it refuses the link */
      g_string_append_printf (out, _("Refuses the link: %s"), reading->error);
      return out;
    }
  for (guint f = 0; f < US_LENS_PART_COUNT; f++)
    {
      gsize len;
      const char *part = us_lens_get_reading_raw (self->lens, r, f, &len);

      /* The query and the fragment only when read, each after its
       * delimiter: the table has no column for them. */
      if (f >= US_LENS_FIELD_COUNT && part == NULL)
        continue;
      g_string_append_c (out, '\t');
      if (f == US_LENS_FIELD_QUERY)
        g_string_append_c (out, '?');
      else if (f == US_LENS_FIELD_FRAGMENT)
        g_string_append_c (out, '#');
      if (part != NULL)
        g_string_append_len (out, part, (gssize) len);
    }
  if (reading->error != NULL)
    {
      g_string_append_c (out, '\t');
      /* TRANSLATORS: under RFC 3986's row of the table, which reads on past an error */
      g_string_append_printf (out, _("Not a valid URI: %s"), reading->error);
    }
  return out;
}

/* Copies reader @r's row, or its host (@host) as the reader gives it. */
static void
copy_row (UriscopeLensReaders *self,
          int                  r,
          gboolean             host)
{
  g_autofree char *title = NULL;
  g_autofree char *message = NULL;

  if (self->lens == NULL || r < 0 || r >= US_LENS_READER_COUNT)
    return;
  /* A toast's title is markup (libadwaita 1.2). */
  title = g_markup_escape_text (us_lens_reader_title (r), -1);
  if (host)
    {
      gsize len;
      const char *part = us_lens_get_reading_raw (self->lens, r, US_LENS_FIELD_HOST, &len);

      /* TRANSLATORS: a toast; %s is a reader of links ("curl 7.88") */
      message = g_strdup_printf (_("Copied the host %s reads"), title);
      uriscope_clipboard_copy_text (GTK_WIDGET (self), part != NULL ? part : "", (gssize) len, message);
    }
  else
    {
      GString *text = row_text (self, (guint) r);

      /* TRANSLATORS: a toast; %s is a reader of links ("curl 7.88") */
      message = g_strdup_printf (_("Copied what %s reads"), title);
      uriscope_clipboard_copy_text (GTK_WIDGET (self), text->str, (gssize) text->len, message);
      g_string_free (text, TRUE);
    }
}

/* The reader whose row holds @widget (a cell, a child of one), or -1. */
static int
reader_of (UriscopeLensReaders *self,
           GtkWidget           *widget)
{
  int column, row;

  while (widget != NULL && gtk_widget_get_parent (widget) != GTK_WIDGET (self->grid))
    widget = gtk_widget_get_parent (widget);
  if (widget == NULL || GTK_IS_NATIVE (widget))
    return -1;
  gtk_grid_query_child (self->grid, widget, &column, &row, NULL, NULL);
  /* The line under RFC 3986's parts is its row's too. */
  for (int r = US_LENS_READER_COUNT - 1; r >= 0; r--)
    if (row >= self->rows[r])
      return row <= self->rows[r] + (r == US_LENS_READER_RFC3986) ? r : -1;
  return -1;
}

/* The reader whose row has the keyboard focus, or -1. */
static int
focused_reader (UriscopeLensReaders *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->grid)))
    return -1;
  return reader_of (self, focus);
}

static void
popup_menu_at (UriscopeLensReaders *self,
               int                  reader,
               double               x,
               double               y)
{
  gsize len;

  self->menu_reader = reader;
  /* A reader that refuses the link reads no host. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "readers.copy-host",
                                 (us_lens_get_reading (self->lens, reader)->error == NULL ||
                                  reader == US_LENS_READER_RFC3986) &&
                                 us_lens_get_reading_raw (self->lens, reader, US_LENS_FIELD_HOST, &len) != NULL);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->menu), &(GdkRectangle) { (int) x, (int) y, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->menu));
}

/* The context menu's items, for the row it was opened on; Ctrl+C, for
 * the row that has the focus. */
static void
copy_action (GtkWidget  *widget,
             const char *action,
             GVariant   *param)
{
  UriscopeLensReaders *self = URISCOPE_LENS_READERS (widget);

  if (g_str_equal (action, "readers.copy-focused"))
    copy_row (self, focused_reader (self), FALSE);
  else
    copy_row (self, self->menu_reader, g_str_equal (action, "readers.copy-host"));
}

/* The Menu key or Shift+F10: the context menu of the focused row, under
 * its copy button. */
static void
context_menu_action (GtkWidget  *widget,
                     const char *action,
                     GVariant   *param)
{
  UriscopeLensReaders *self = URISCOPE_LENS_READERS (widget);
  int r = focused_reader (self);
  graphene_rect_t bounds;

  if (r < 0 || self->lens == NULL || !gtk_widget_compute_bounds (GTK_WIDGET (self->copy_buttons[r]), GTK_WIDGET (self->grid), &bounds))
    return;
  popup_menu_at (self, r, bounds.origin.x + bounds.size.width / 2, bounds.origin.y + bounds.size.height);
}

static void
right_click_cb (GtkGestureClick     *gesture,
                int                  n_press,
                double               x,
                double               y,
                UriscopeLensReaders *self)
{
  int r = reader_of (self, gtk_widget_pick (GTK_WIDGET (self->grid), x, y, GTK_PICK_DEFAULT));

  if (r < 0 || self->lens == NULL)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  popup_menu_at (self, r, x, y);
}

/* A click on a row chooses it: the focus goes to its copy button, so that
 * Ctrl+C and the Menu key work on it (a label takes no focus). */
static void
left_click_cb (GtkGestureClick     *gesture,
               int                  n_press,
               double               x,
               double               y,
               UriscopeLensReaders *self)
{
  int r = reader_of (self, gtk_widget_pick (GTK_WIDGET (self->grid), x, y, GTK_PICK_DEFAULT));

  if (r >= 0 && self->lens != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->copy_buttons[r]));
}

/* The row that has the focus is marked: its cells tinted, a bar at its
 * start. */
static void
mark_row (UriscopeLensReaders *self,
          int                  reader,
          gboolean             chosen)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->grid)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) && reader_of (self, child) == reader)
      {
        if (chosen)
          gtk_widget_add_css_class (child, "reader-chosen");
        else
          gtk_widget_remove_css_class (child, "reader-chosen");
      }
}

static void
copy_focus_enter_cb (GtkEventControllerFocus *controller,
                     UriscopeLensReaders     *self)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  mark_row (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "uriscope-reader")), TRUE);
}

static void
copy_focus_leave_cb (GtkEventControllerFocus *controller,
                     UriscopeLensReaders     *self)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  mark_row (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "uriscope-reader")), FALSE);
}

static void
copy_clicked_cb (GtkButton           *button,
                 UriscopeLensReaders *self)
{
  copy_row (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "uriscope-reader")), FALSE);
}

static void
setup_context_menu (UriscopeLensReaders *self)
{
  g_autoptr(GMenu) model = g_menu_new ();
  GtkEventController *controller;
  GtkGesture *click;

  g_menu_append (model, _("_Copy Row"), "readers.copy-row");
  g_menu_append (model, _("Copy _Host"), "readers.copy-host");
  self->menu = gtk_popover_menu_new_from_model (G_MENU_MODEL (model));
  gtk_popover_set_has_arrow (GTK_POPOVER (self->menu), FALSE);
  gtk_widget_set_halign (self->menu, GTK_ALIGN_START);
  gtk_widget_set_parent (self->menu, GTK_WIDGET (self->grid));

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (right_click_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->grid), GTK_EVENT_CONTROLLER (click));

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (left_click_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->grid), GTK_EVENT_CONTROLLER (click));

  controller = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Control>c"),
                                                          gtk_named_action_new ("readers.copy-focused")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("Menu|<Shift>F10"),
                                                          gtk_named_action_new ("readers.context-menu")));
  gtk_widget_add_controller (GTK_WIDGET (self->grid), controller);
}

/* Reader @reader's copy button. */
GtkButton *
uriscope_lens_readers_get_copy_button (UriscopeLensReaders *self,
                                       UsLensReader         reader)
{
  g_return_val_if_fail (URISCOPE_IS_LENS_READERS (self), NULL);
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT, NULL);
  return self->copy_buttons[reader];
}

/* The rows' context menu, for the tests. */
GtkPopover *
uriscope_lens_readers_get_context_menu (UriscopeLensReaders *self)
{
  g_return_val_if_fail (URISCOPE_IS_LENS_READERS (self), NULL);
  return GTK_POPOVER (self->menu);
}

/* The label of a reader's part. */
GtkLabel *
uriscope_lens_readers_get_cell (UriscopeLensReaders *self,
                                UsLensReader         reader,
                                UsLensField          field)
{
  g_return_val_if_fail (URISCOPE_IS_LENS_READERS (self), NULL);
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT && (guint) field < US_LENS_FIELD_COUNT, NULL);
  return self->cells[reader][field];
}

/* The label across a reader's row, visible when it refuses the link. */
GtkLabel *
uriscope_lens_readers_get_refusal (UriscopeLensReaders *self,
                                   UsLensReader         reader)
{
  g_return_val_if_fail (URISCOPE_IS_LENS_READERS (self), NULL);
  g_return_val_if_fail ((guint) reader < US_LENS_READER_COUNT, NULL);
  return self->refusals[reader];
}

/* A label that wraps a long text and asks for no width of its own. */
static GtkLabel *
wrapped_label (UriscopeLensReaders *self)
{
  GtkLabel *label = GTK_LABEL (gtk_label_new (NULL));

  gtk_widget_set_visible (GTK_WIDGET (label), FALSE);
  gtk_label_set_xalign (label, 0);
  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (label, 10);
  gtk_label_set_max_width_chars (label, 10);
  gtk_label_set_attributes (label, self->plain);
  gtk_widget_add_css_class (GTK_WIDGET (label), "lens-cell");
  return label;
}

/* The labels: a heading row, then a row per reader (and one more under
 * RFC 3986's, for its error). */
static void
build_grid (UriscopeLensReaders *self)
{
  static const char *const headings[US_LENS_FIELD_COUNT] = {
    N_("Scheme"), N_("User information"), N_("Host"), N_("Port"), N_("Path"),
  };
  /* Widest a cell asks to be, in characters; each wraps. */
  static const int widths[US_LENS_FIELD_COUNT] = { 10, 24, 36, 6, 36 };
  int row = 0;

  for (guint c = 0; c <= US_LENS_FIELD_COUNT; c++)
    {
      GtkWidget *label = gtk_label_new (c == 0 ? _("Reader") : _(headings[c - 1]));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      /* "User information" on two lines rather than "User informati…"
       * (at 200 % its one line took the width the host and the path
       * needed), as wide as its longest word where there is room, broken
       * inside a word only where there is not (kept whole, "Información"
       * made the page wider than 800 px at 200 % in Spanish). */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 12);
      gtk_widget_set_valign (label, GTK_ALIGN_END);
      gtk_widget_add_css_class (label, "caption-heading");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "lens-cell");
      gtk_grid_attach (self->grid, label, (int) c, row, 1, 1);
    }
  for (guint r = 0; r < US_LENS_READER_COUNT; r++)
    {
      GtkWidget *title = gtk_label_new (us_lens_reader_title (r));

      row++;
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_widget_set_valign (title, GTK_ALIGN_START);
      gtk_widget_set_tooltip_text (title, us_lens_reader_version (r));
      gtk_widget_add_css_class (title, "heading");
      gtk_widget_add_css_class (title, "lens-cell");
      gtk_grid_attach (self->grid, title, 0, row, 1, 1);
      for (guint f = 0; f < US_LENS_FIELD_COUNT; f++)
        {
          GtkLabel *cell = GTK_LABEL (gtk_label_new (NULL));

          gtk_label_set_xalign (cell, 0);
          /* Nothing of a reading is hidden behind "…" (the middle of a
           * host is where a look-alike hides; a port 8080 cut to "80…"
           * read as port 80): every part wraps, within its excerpt of
           * CELL_CHARS: after a "/" or a "-" where there is one (a path
           * broke as "/path/to/fil", "e.html" at 200 %), anywhere in a
           * longer run. */
          gtk_label_set_wrap (cell, TRUE);
          gtk_label_set_wrap_mode (cell, PANGO_WRAP_WORD_CHAR);
          gtk_label_set_yalign (cell, 0);
          gtk_label_set_max_width_chars (cell, widths[f]);
          gtk_label_set_attributes (cell, self->plain);
          gtk_widget_set_hexpand (GTK_WIDGET (cell), f == US_LENS_FIELD_HOST || f == US_LENS_FIELD_PATH);
          /* A marked cell's tint as wide as its text (set_cell()). */
          gtk_widget_set_halign (GTK_WIDGET (cell), GTK_ALIGN_START);
          /* On the reader's first line when a neighbour wraps. */
          gtk_widget_set_valign (GTK_WIDGET (cell), GTK_ALIGN_START);
          gtk_widget_add_css_class (GTK_WIDGET (cell), "monospace");
          gtk_widget_add_css_class (GTK_WIDGET (cell), "lens-cell");
          gtk_grid_attach (self->grid, GTK_WIDGET (cell), (int) f + 1, row, 1, 1);
          self->cells[r][f] = cell;
        }
      /* In the cells' place when the reader refuses the link. */
      self->refusals[r] = wrapped_label (self);
      gtk_widget_add_css_class (GTK_WIDGET (self->refusals[r]), "lens-refusal");
      gtk_grid_attach (self->grid, GTK_WIDGET (self->refusals[r]), 1, row, US_LENS_FIELD_COUNT, 1);
      {
        GtkWidget *copy = gtk_button_new_from_icon_name ("edit-copy-symbolic");
        /* TRANSLATORS: a button's tooltip and name; %s is a reader of links ("curl 7.88") */
        g_autofree char *name = g_strdup_printf (_("Copy what %s reads"), us_lens_reader_title (r));

        gtk_widget_add_css_class (copy, "flat");
        gtk_widget_add_css_class (copy, "lens-copy");
        gtk_widget_set_valign (copy, GTK_ALIGN_START);
        gtk_widget_set_tooltip_text (copy, name);
        gtk_accessible_update_property (GTK_ACCESSIBLE (copy), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
        g_object_set_data (G_OBJECT (copy), "uriscope-reader", GINT_TO_POINTER (r));
        g_signal_connect (copy, "clicked", G_CALLBACK (copy_clicked_cb), self);
        {
          GtkEventController *focus = gtk_event_controller_focus_new ();

          g_signal_connect (focus, "enter", G_CALLBACK (copy_focus_enter_cb), self);
          g_signal_connect (focus, "leave", G_CALLBACK (copy_focus_leave_cb), self);
          gtk_widget_add_controller (copy, focus);
        }
        gtk_grid_attach (self->grid, copy, US_LENS_FIELD_COUNT + 1, row, 1, 1);
        self->copy_buttons[r] = GTK_BUTTON (copy);
        self->rows[r] = row;
      }
      if (r == US_LENS_READER_RFC3986)
        {
          row++;
          self->rfc3986_error = wrapped_label (self);
          gtk_widget_add_css_class (GTK_WIDGET (self->rfc3986_error), "dim-label");
          gtk_widget_add_css_class (GTK_WIDGET (self->rfc3986_error), "caption");
          gtk_grid_attach (self->grid, GTK_WIDGET (self->rfc3986_error), 1, row, US_LENS_FIELD_COUNT, 1);
        }
    }
}

static void
uriscope_lens_readers_dispose (GObject *object)
{
  UriscopeLensReaders *self = URISCOPE_LENS_READERS (object);

  g_clear_pointer (&self->menu, gtk_widget_unparent);
  g_clear_pointer (&self->lens, us_lens_unref);
  G_OBJECT_CLASS (uriscope_lens_readers_parent_class)->dispose (object);
}

static void
uriscope_lens_readers_finalize (GObject *object)
{
  UriscopeLensReaders *self = URISCOPE_LENS_READERS (object);

  pango_attr_list_unref (self->plain);
  pango_attr_list_unref (self->marked);
  G_OBJECT_CLASS (uriscope_lens_readers_parent_class)->finalize (object);
}

static void
uriscope_lens_readers_class_init (UriscopeLensReadersClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = uriscope_lens_readers_dispose;
  G_OBJECT_CLASS (klass)->finalize = uriscope_lens_readers_finalize;
  gtk_widget_class_install_action (widget_class, "readers.copy-row", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "readers.copy-host", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "readers.copy-focused", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "readers.context-menu", NULL, context_menu_action);
}

static void
uriscope_lens_readers_init (UriscopeLensReaders *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);

  /* No "-" where a line of URI text wraps; a marked cell is bold and
   * underlined besides its colour. */
  self->plain = pango_attr_list_new ();
  pango_attr_list_insert (self->plain, pango_attr_insert_hyphens_new (FALSE));
  self->marked = pango_attr_list_copy (self->plain);
  pango_attr_list_insert (self->marked, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_attr_list_insert (self->marked, pango_attr_underline_new (PANGO_UNDERLINE_SINGLE));

  self->grid = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_column_spacing (self->grid, 6);
  gtk_grid_set_row_spacing (self->grid, 2);
  gtk_widget_add_css_class (GTK_WIDGET (self->grid), "card");
  gtk_widget_add_css_class (GTK_WIDGET (self->grid), "lens-readers");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("What each reader makes of the link"), -1);
  build_grid (self);
  setup_context_menu (self);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->grid));

  self->legend = GTK_LABEL (gtk_label_new (_("Bold and underlined: not what a browser reads.")));
  gtk_widget_set_visible (GTK_WIDGET (self->legend), FALSE);
  gtk_label_set_xalign (self->legend, 0);
  gtk_label_set_wrap (self->legend, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->legend), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->legend), "caption");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->legend));
}
