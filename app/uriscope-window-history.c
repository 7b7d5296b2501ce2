/* uriscope-window-history.c — where the window's references come from
 *
 * The recent references: a reference is kept when it is left (replaced
 * by a paste, an example, a pick from the history), when the window
 * closes, when Enter is pressed, and when the typing pauses; each pause
 * of the same edited reference replaces what the last one kept, so the
 * history holds references, not their keystrokes. uriscope-history.c
 * masks passwords; recalled, a masked reference is whole again while the
 * session knows its password, else its password is asked for
 * (uriscope_window_recall()).
 *
 * "history" and "last-input" are read and written by hand, not bound
 * like the window's other keys: no widget property holds them (the
 * history is a list this code edits; the last reference is the field's
 * bytes, kept masked, half a second after an edit, and read once at the
 * start), and a binding would write the field's text at every keystroke.
 * Every call goes through the window's settings, the application's one
 * GSettings (uriscope_application_settings()).
 *
 * Pasting and dropping: one reference, or several — one a line, or links
 * found in prose (uriscope-paste.c). Of several, the first is inspected
 * at once, the others put in the recent references as before, and the
 * link picker (uriscope-link-picker.c) opens under the field, listing
 * them all: picking one shows its exact bytes; Escape, or a click
 * elsewhere, keeps the first. Ctrl+V in the field reads the same bytes:
 * into an empty field or over the whole reference selected it is such a
 * paste, else they go in where the cursor is. A toast that only said where the others
 * went made the user open the history menu and find them again, their
 * bytes sanitized on the way; the picker keeps every byte.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-history.h"
#include "uriscope-history-popover.h"
#include "uriscope-mask.h"
#include "uriscope-paste.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-session-passwords.h"
#include "uriscope-text.h"
#include "uriscope-window-private.h"

/* A pause in typing this long (ms) keeps the reference in the history. */
#define HISTORY_PAUSE 1000

/* Pasted lines offered in the history besides the first, at most. */
#define OFFERED_MAX 19

/* The recent references ------------------------------------------------------- */

void
uriscope_window_record_reference (UriscopeWindow *self)
{
  gsize len;
  const char *text = uriscope_reference_buffer_get_text (self->reference, &len);

  g_clear_handle_id (&self->history_source, g_source_remove);
  if (!self->unrecorded || !self->has_text || memchr (text, '\0', len) != NULL)
    return;
  uriscope_history_replace (self->settings, self->recorded, text);
  g_free (self->recorded);
  self->recorded = g_strdup (text);
  self->unrecorded = FALSE;
}

static gboolean
history_pause_cb (gpointer data)
{
  UriscopeWindow *self = data;

  self->history_source = 0;
  uriscope_window_record_reference (self);
  return G_SOURCE_REMOVE;
}

/* The user changed the reference (typed, fixed, undid). */
void
uriscope_window_reference_edited (UriscopeWindow *self)
{
  self->unrecorded = TRUE;
  g_clear_handle_id (&self->history_source, g_source_remove);
  self->history_source = g_timeout_add (HISTORY_PAUSE, history_pause_cb, self);
}

/* The reference is about to be replaced by another: it is kept, and the
 * next one starts afresh. */
void
uriscope_window_leave_reference (UriscopeWindow *self)
{
  uriscope_window_record_reference (self);
  g_clear_pointer (&self->recorded, g_free);
  self->unrecorded = TRUE;
}

void
uriscope_window_clear_history (UriscopeWindow *self)
{
  g_auto(GStrv) cleared = self->settings != NULL ? g_settings_get_strv (self->settings, "history") : NULL;
  AdwToast *toast = adw_toast_new (_("Cleared the recent references"));

  uriscope_history_clear (self->settings);
  /* The reference on screen comes back only once it is edited or left. */
  g_clear_handle_id (&self->history_source, g_source_remove);
  g_clear_pointer (&self->recorded, g_free);
  self->unrecorded = FALSE;
  /* Undo puts them back (win.restore-history). */
  if (cleared != NULL && cleared[0] != NULL)
    {
      adw_toast_set_button_label (toast, _("_Undo"));
      adw_toast_set_action_name (toast, "win.restore-history");
      adw_toast_set_action_target_value (toast, g_variant_new_strv ((const char *const *) cleared, -1));
    }
  adw_toast_overlay_add_toast (self->toasts, toast);
}

/* Shows @text, a reference kept masked (a recent reference, the last
 * reference): as it was when this session still knows it
 * (uriscope-session-passwords.c). Else the bullets, which are not its
 * characters, are not read as if typed (they made it invalid, offered
 * fixes that percent-encoded them, and a browser line that rewrote the
 * link): the password is left blank, the cursor where it goes, and the
 * notice asks for it until it is typed (update_bytes_notice()). Left
 * untouched, the blank reference is not kept as another recent one. */
void
uriscope_window_recall (UriscopeWindow *self,
                        const char     *text)
{
  g_autofree char *known = g_strdup (uriscope_session_passwords_lookup (text));
  g_autofree char *blank = NULL;
  gsize at;

  if (known != NULL || !uriscope_mask_is_masked (text))
    {
      uriscope_window_set_text (self, known != NULL ? known : text);
      return;
    }
  blank = uriscope_mask_blank (text, &at);
  uriscope_window_set_text (self, blank);
  self->unrecorded = FALSE;
  self->password_wanted = TRUE;
  gtk_label_set_text (self->notice, _("The password in this reference was not kept: Uriscope never saves one. "
                                      "Type it where the cursor is."));
  gtk_widget_set_visible (GTK_WIDGET (self->notice), TRUE);
  uriscope_reference_field_place_cursor (self->field, at);
}

void
uriscope_window_history_changed (UriscopeWindow *self)
{
  guint n = uriscope_history_count (self->settings);

  gtk_widget_set_sensitive (GTK_WIDGET (self->history_button), n > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.clear-history", n > 0);
}

static void
history_changed_cb (GSettings      *settings,
                    const char     *key,
                    UriscopeWindow *self)
{
  uriscope_window_history_changed (self);
}

/* Enter keeps the reference in the recent references. */
void
uriscope_window_keep_reference (UriscopeWindow *self)
{
  self->unrecorded = TRUE;
  uriscope_window_record_reference (self);
}

/* The last reference, for the next start ---------------------------------- */

static gboolean
save_cb (gpointer data)
{
  UriscopeWindow *self = data;
  gsize len;
  const char *text = uriscope_reference_buffer_get_text (self->reference, &len);

  self->save_source = 0;
  if (self->settings != NULL && self->has_text && g_utf8_validate (text, (gssize) len, NULL) &&
      memchr (text, '\0', len) == NULL)
    {
      /* Never a password (uriscope-mask.c); this session keeps it. */
      g_autofree char *masked = uriscope_mask_password (text);

      uriscope_session_passwords_note (text);
      g_settings_set_string (self->settings, "last-input", masked);
    }
  return G_SOURCE_REMOVE;
}

/* Keeps the reference shown for the next start, in a while. */
void
uriscope_window_save_later (UriscopeWindow *self)
{
  if (self->save_source == 0)
    self->save_source = g_timeout_add (500, save_cb, self);
}

/* Pasting ------------------------------------------------------------------ */

/* A link picked in the list: the field shows its exact bytes. */
static void
link_picked_cb (UriscopeLinkPicker *picker,
                guint               index,
                UriscopeWindow     *self)
{
  GBytes *link = uriscope_link_picker_get_link (picker, index);
  g_autoptr(GBytes) kept = link != NULL ? g_bytes_ref (link) : NULL;

  gtk_popover_popdown (GTK_POPOVER (picker));
  if (kept != NULL)
    uriscope_window_set_bytes (self, g_bytes_get_data (kept, NULL), g_bytes_get_size (kept));
}

/* The first of several references is inspected; the others, in their
 * order, go on top of the recent references, and the link picker, under
 * the field, lists them all to pick another (Escape keeps the first). */
static void
offer_references (UriscopeWindow           *self,
                  GPtrArray                *lines,
                  const UriscopePastePlace *places,
                  const char               *heading)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) others = NULL;
  g_autofree char *note = NULL;

  for (guint i = 1; i < lines->len && i <= OFFERED_MAX; i++)
    {
      GBytes *line = g_ptr_array_index (lines, i);
      g_autofree char *text = uriscope_text_sanitize (g_bytes_get_data (line, NULL), g_bytes_get_size (line), NULL, NULL);

      g_strv_builder_add (builder, text);
    }
  others = g_strv_builder_end (builder);
  uriscope_window_set_bytes (self, g_bytes_get_data (g_ptr_array_index (lines, 0), NULL),
                             g_bytes_get_size (g_ptr_array_index (lines, 0)));
  uriscope_history_add_all (self->settings, (const char *const *) others);

  if (lines->len <= OFFERED_MAX + 1)
    note = g_strdup (_("Enter or a click inspects a link, Escape keeps the first. All of them are in the recent references too."));
  else
    note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Enter or a click inspects a link, Escape keeps the first. The first %u is in the recent references too.",
                                         "Enter or a click inspects a link, Escape keeps the first. The first %u are in the recent references too.",
                                         OFFERED_MAX + 1),
                            OFFERED_MAX + 1);
  if (self->link_picker == NULL)
    {
      self->link_picker = URISCOPE_LINK_PICKER (uriscope_link_picker_new ());
      gtk_widget_set_parent (GTK_WIDGET (self->link_picker), GTK_WIDGET (self->field));
      g_signal_connect (self->link_picker, "link-picked", G_CALLBACK (link_picked_cb), self);
    }
  uriscope_link_picker_set_links (self->link_picker, heading, note, lines, places);
  gtk_popover_popup (GTK_POPOVER (self->link_picker));
}

/* Pasted or dropped text: one reference, or one a line (uriscope-paste.c). */
static void
take_text (UriscopeWindow *self,
           const char     *bytes,
           gsize           len,
           gboolean        dropped)
{
  gboolean from_text;
  g_autoptr(GArray) places = NULL;
  g_autoptr(GPtrArray) lines = uriscope_paste_split (bytes, len, &from_text, &places);
  g_autofree char *heading = NULL;

  if (lines == NULL)
    {
      uriscope_window_set_bytes (self, bytes, uriscope_paste_line_length (bytes, len));
      return;
    }
  /* One link out of text, or one line beside comments or prose. */
  if (lines->len == 1)
    {
      uriscope_window_set_bytes (self, g_bytes_get_data (g_ptr_array_index (lines, 0), NULL),
                                 g_bytes_get_size (g_ptr_array_index (lines, 0)));
      return;
    }
  if (from_text)
    heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "%u link was found in the text",
                                            "%u links were found in the text",
                                            lines->len),
                               lines->len);
  else if (dropped)
    heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "%u reference was dropped, one a line",
                                            "%u references were dropped, one a line",
                                            lines->len),
                               lines->len);
  else
    heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "%u reference was pasted, one a line",
                                            "%u references were pasted, one a line",
                                            lines->len),
                               lines->len);
  offer_references (self, lines, (const UriscopePastePlace *) places->data, heading);
}

/* The clipboard's bytes, read: another reference (or several) for the
 * window's paste, and for Ctrl+V in the field (@in_field) when the field
 * is empty or the whole reference selected; else they go into the
 * reference where the cursor is. */
static void
pasted (GObject        *source,
        GAsyncResult   *res,
        UriscopeWindow *self,
        gboolean        in_field)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = uriscope_paste_read_finish (GDK_CLIPBOARD (source), res, &error);

  if (bytes == NULL)
    adw_toast_overlay_add_toast (self->toasts, adw_toast_new (error->message));
  else if (!in_field || uriscope_reference_buffer_whole_selected (self->reference))
    take_text (self, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), FALSE);
  else
    uriscope_reference_buffer_insert_at_cursor (self->reference, g_bytes_get_data (bytes, NULL),
                                                g_bytes_get_size (bytes));
}

static void
paste_read_cb (GObject      *source,
               GAsyncResult *res,
               gpointer      data)
{
  g_autoptr(UriscopeWindow) self = data;

  pasted (source, res, self, FALSE);
}

void
uriscope_window_paste (UriscopeWindow *self)
{
  uriscope_paste_read_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), paste_read_cb, g_object_ref (self));
}

static void
field_paste_read_cb (GObject      *source,
                     GAsyncResult *res,
                     gpointer      data)
{
  g_autoptr(UriscopeWindow) self = data;

  pasted (source, res, self, TRUE);
}

/* Ctrl+V in the field: the clipboard's bytes, as the window pastes them.
 * GTK's own paste takes GDK's text, which a byte that is not UTF-8 stops
 * and a NUL cuts short, and put 1 MB into the field whole. Into an empty
 * field or over the whole reference selected, a paste is another
 * reference (links taken out of text, several offered); else its bytes
 * go in where the cursor is. */
static void
field_paste_cb (GtkTextView    *view,
                UriscopeWindow *self)
{
  g_signal_stop_emission_by_name (view, "paste-clipboard");
  uriscope_paste_read_async (gtk_widget_get_clipboard (GTK_WIDGET (view)), field_paste_read_cb, g_object_ref (self));
}

/* Dropping ------------------------------------------------------------------ */

/* A dropped text is taken as a pasted one; of dropped files or URIs, the
 * first is inspected, the others go to the recent references, and the
 * link picker lists them all. */
static gboolean
drop_cb (GtkDropTarget  *target,
         const GValue   *value,
         double          x,
         double          y,
         UriscopeWindow *self)
{
  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      GSList *files = g_value_get_boxed (value);
      guint n = g_slist_length (files);
      g_autoptr(GPtrArray) uris = NULL;
      g_autoptr(GArray) places = NULL;
      g_autofree char *heading = NULL;

      if (n == 0)
        return FALSE;
      if (n == 1)
        {
          g_autofree char *uri = g_file_get_uri (files->data);

          uriscope_window_set_text (self, uri);
          return TRUE;
        }
      /* Several, as a text/uri-list would hold them: one a line. */
      uris = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
      places = g_array_new (FALSE, FALSE, sizeof (UriscopePastePlace));
      for (GSList *l = files; l != NULL; l = l->next)
        {
          char *uri = g_file_get_uri (l->data);
          UriscopePastePlace place = { uris->len + 1, 0 };

          g_ptr_array_add (uris, g_bytes_new_take (uri, strlen (uri)));
          g_array_append_val (places, place);
        }
      heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u reference was dropped",
                                              "%u references were dropped", n),
                                 n);
      offer_references (self, uris, (const UriscopePastePlace *) places->data, heading);
      return TRUE;
    }
  if (G_VALUE_HOLDS (value, G_TYPE_STRING))
    {
      const char *text = g_value_get_string (value);

      if (text != NULL)
        take_text (self, text, strlen (text), TRUE);
      return text != NULL;
    }
  return FALSE;
}

/* The history's popover, the drop target, and the history followed. */
void
uriscope_window_init_history (UriscopeWindow *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);

  gtk_drop_target_set_gtypes (drop, (GType[]) { GDK_TYPE_FILE_LIST, G_TYPE_STRING }, 2);
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
  g_signal_connect (uriscope_reference_field_get_view (self->field), "paste-clipboard", G_CALLBACK (field_paste_cb), self);
  gtk_menu_button_set_popover (self->history_button, uriscope_history_popover_new (self->settings));
  if (self->settings != NULL)
    g_signal_connect (self->settings, "changed::history", G_CALLBACK (history_changed_cb), self);
  uriscope_window_history_changed (self);
}

/* The reference on screen is kept as the window closes. */
void
uriscope_window_dispose_history (UriscopeWindow *self)
{
  if (self->save_source != 0)
    {
      g_source_remove (self->save_source);
      save_cb (self);
    }
  if (self->settings != NULL && self->has_text)
    uriscope_window_record_reference (self);
  g_clear_handle_id (&self->history_source, g_source_remove);
  g_clear_pointer (&self->recorded, g_free);
  if (self->link_picker != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->link_picker));
      self->link_picker = NULL;
    }
}
