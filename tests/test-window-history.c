/* test-window-history.c — what the window keeps between runs (under Xvfb)
 *
 * Split from test-window.c. The reference, the base and the compatible
 * switch left are there at the next start (the memory GSettings backend);
 * a typed reference is kept in the history once the typing pauses, once,
 * and the history is cleared from its menu and the main menu; a password
 * is masked before anything reaches GSettings, in any reference, under any
 * spec; recalled, a masked reference is whole again while the session
 * knows its password, else the password is left blank and asked for, the
 * notice staying until it is typed. (test-window-recent.c has the recent references' own menu.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "uriscope-mask.h"
#include "uriscope-spec-badges.h"
#include "uriscope-window.h"
#include "window-common.h"
#include "uriscope-reference-field-private.h"
#include "uriscope-resolution-page-private.h"
#include "uriscope-spec-badges-private.h"
#include "uriscope-window-private.h"

/* What the user left is there at the next start (memory backend). */
static void
test_settings_restored (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = window_new_shown ();
  g_auto(GStrv) history = NULL;

  uriscope_window_set_text (window, "http://first/");
  uriscope_window_set_base (window, "http://x/y/z");
  uriscope_window_set_compat (window, TRUE);
  uriscope_window_set_text (window, "typed but not yet saved");
  destroy_window (GTK_WINDOW (window));

  window = window_new_shown ();
  g_assert_cmpstr (uriscope_reference_buffer_get_text (uriscope_reference_field_get_reference (uriscope_window_get_reference_field (window)), NULL), ==, "typed but not yet saved");
  g_assert_cmpstr (uriscope_resolution_page_get_base (uriscope_window_get_resolution_page (window)), ==, "http://x/y/z");
  g_assert_true (uriscope_resolution_page_get_compat (uriscope_window_get_resolution_page (window)));
  history = g_settings_get_strv (settings, "history");
  g_assert_cmpstr (history[0], ==, "typed but not yet saved");
  g_assert_true (g_strv_contains ((const char *const *) history, "http://first/"));
  destroy_window (GTK_WINDOW (window));

  g_settings_reset (settings, "base");
  g_settings_reset (settings, "compat");
  g_settings_reset (settings, "last-input");
  g_settings_reset (settings, "history");
}

/* Passwords are masked before anything is stored, in any reference. */
static void
test_mask_password (void)
{
  static const struct { const char *in, *out; } cases[] = {
    { "http://user:secret@host/", "http://user:" URISCOPE_MASK "@host/" },
    { "ftp://u:p%40ss@h/", "ftp://u:" URISCOPE_MASK "@h/" },
    { "http://u:p@ss@h/x?y#z", "http://u:" URISCOPE_MASK "@h/x?y#z" },
    { "//u:pw@h", "//u:" URISCOPE_MASK "@h" },
    { "  <http://u:pw@h/>", "  <http://u:" URISCOPE_MASK "@h/>" },
    { "http://u:pa:ss@h", "http://u:" URISCOPE_MASK "@h" },
    { "http://us\xc3\xa9r:p\xc3\xa4ss@h\xc3\xb4st/", "http://us\xc3\xa9r:" URISCOPE_MASK "@h\xc3\xb4st/" },
    { "http://a/?next=http://u:pw@h/", "http://a/?next=http://u:" URISCOPE_MASK "@h/" },
    { "http://a/\nftp://u:pw@h/", "http://a/\nftp://u:" URISCOPE_MASK "@h/" },
    /* A password being typed, before its "@", reads as a port. */
    { "http://user:secr", "http://user:" URISCOPE_MASK },
    { "http://user:my secret@host/", "http://user:" URISCOPE_MASK "@host/" },
    /* No password: left alone. */
    { "http://user@host/", "http://user@host/" },
    { "http://u:@h/", "http://u:@h/" },
    { "http://host:8080/a:b", "http://host:8080/a:b" },
    { "http://[::1]:80/", "http://[::1]:80/" },
    { "http://[fe80::a", "http://[fe80::a" },
    { "http://host/a//b:c", "http://host/a//b:c" },
    { "mailto:a:b@c", "mailto:a:b@c" },
    { "https://medium.com/@user", "https://medium.com/@user" },
    { "", "" },
    { "//", "//" },
    { "http://u:" URISCOPE_MASK "@h/", "http://u:" URISCOPE_MASK "@h/" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *masked = uriscope_mask_password (cases[i].in);

      g_assert_cmpstr (masked, ==, cases[i].out);
      g_assert_true (uriscope_mask_is_masked (masked) == (strstr (cases[i].out, URISCOPE_MASK) != NULL));
      /* Recalled without its password: blank, where it is to be typed. */
      if (uriscope_mask_is_masked (masked) && strchr (cases[i].in, '\n') == NULL)
        {
          gsize at;
          g_autofree char *blank = uriscope_mask_blank (masked, &at);

          g_assert_null (strstr (blank, URISCOPE_MASK));
          g_assert_true (uriscope_mask_has_blank (blank));
          g_assert_cmpint (blank[at - 1], ==, ':');
        }
    }
  {
    gsize at;
    g_autofree char *blank = uriscope_mask_blank ("http://user:" URISCOPE_MASK "@host/", &at);

    g_assert_cmpstr (blank, ==, "http://user:@host/");
    g_assert_cmpuint (at, ==, strlen ("http://user:"));
  }
  g_assert_false (uriscope_mask_has_blank ("http://user:pw@host/"));
  g_assert_false (uriscope_mask_has_blank ("http://user@host/"));
  g_assert_false (uriscope_mask_has_blank ("http://host:8080/"));
  g_assert_true (uriscope_mask_has_blank ("http://host:/"));
}

static gboolean
is_menu_button_with_icon (GtkWidget     *widget,
                          gconstpointer  icon)
{
  return GTK_IS_MENU_BUTTON (widget) && g_strcmp0 (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)), icon) == 0;
}

/* Whether @model (or a section or submenu of it) has an item for @action. */
static gboolean
menu_has_action (GMenuModel *model,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) && g_strcmp0 (name, action) == 0)
        return TRUE;
      while (g_menu_link_iter_next (links))
        {
          g_autoptr(GMenuModel) link = g_menu_link_iter_get_value (links);

          if (menu_has_action (link, action))
            return TRUE;
        }
    }
  return FALSE;
}

/* A typed reference is kept once the typing pauses, once per reference
 * however often it pauses; the history can be cleared from its menu and
 * the main menu. */
static void
test_history_typed (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = window_new_shown ();
  GtkWidget *history_button;
  g_auto(GStrv) history = NULL;

  uriscope_window_set_text (window, "");
  g_settings_reset (settings, "history");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.focus-input", NULL);
  window_type_text (window, "http://typed/");
  wait_until (history_starts_with, (const char *[]) { "http://typed/", NULL });
  window_type_text (window, "x");
  wait_until (history_starts_with, (const char *[]) { "http://typed/x", NULL });
  history = g_settings_get_strv (settings, "history");
  g_assert_cmpuint (g_strv_length (history), ==, 1);

  /* Replaced by an example: kept once, the example after it. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.example", "s", "http://example/");
  window_type_text (window, "y");
  wait_until (history_starts_with, (const char *[]) { "http://example/y", "http://typed/x", NULL });
  g_clear_pointer (&history, g_strfreev);
  history = g_settings_get_strv (settings, "history");
  g_assert_cmpuint (g_strv_length (history), ==, 2);

  /* Clear History: in the history's menu and in the main menu. */
  history_button = find_widget (GTK_WIDGET (window), is_menu_button_with_icon, "document-open-recent-symbolic");
  g_assert_nonnull (history_button);
  /* Ctrl+H opens it: the references, then Clear History. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL);
  {
    GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (history_button));

    wait_frame (GTK_WIDGET (popover));
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
    g_assert_nonnull (find_widget (GTK_WIDGET (popover), label_contains, "http://example/y"));
    g_assert_nonnull (find_widget (GTK_WIDGET (popover), label_contains, "Clear History"));
    save_screenshot (GTK_WIDGET (popover), "screenshot-history.png");
    gtk_popover_popdown (popover);
  }

  g_assert_nonnull (find_widget (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (history_button))), has_action,
                                 "win.clear-history"));
  g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (find_widget (GTK_WIDGET (window), is_menu_button_with_icon,
                                                                                                   "open-menu-symbolic"))),
                                  "win.clear-history"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.clear-history", NULL);
  wait_idle ();
  g_clear_pointer (&history, g_strfreev);
  history = g_settings_get_strv (settings, "history");
  g_assert_cmpuint (g_strv_length (history), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (history_button));
  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

static void
settings_changed_cb (GSettings  *settings,
                     const char *key,
                     gpointer    data)
{
  static const char *const secrets[] = { "secret", "p%40ss", "p@ss", "hunter2" };
  g_autoptr(GVariant) value = g_settings_get_value (settings, key);
  g_autofree char *printed = g_variant_print (value, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (secrets); i++)
    if (strstr (printed, secrets[i]) != NULL)
      g_error ("GSettings key %s was given a password: %s", key, printed);
  (*(guint *) data)++;
}

/* No password ever reaches GSettings — history, last reference, base —
 * typed, pasted or replaced, under any spec; picked from the history, a
 * reference shows its mask, and the notice says why. */
static void
test_history_no_password (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = window_new_shown ();
  UriscopeSpecBadges *badges = URISCOPE_SPEC_BADGES (uriscope_window_get_spec_badges (window));
  guint writes = 0;
  gulong id = g_signal_connect (settings, "changed", G_CALLBACK (settings_changed_cb), &writes);
  g_auto(GStrv) history = NULL;
  g_autofree char *last = NULL;
  g_autofree char *base = NULL;

  /* Every key is read once, so that the memory backend reports changes. */
  g_free (g_settings_get_string (settings, "last-input"));
  g_free (g_settings_get_string (settings, "base"));
  g_strfreev (g_settings_get_strv (settings, "history"));
  uriscope_window_set_base (window, "ftp://u:p%40ss@h/");
  uriscope_window_set_text (window, "");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.focus-input", NULL);
  window_type_text (window, "http://user:secret@host/");
  wait_until (history_starts_with, (const char *[]) { "http://user:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@host/", NULL });
  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_RFC1738), "clicked");
  uriscope_window_set_text (window, "ftp://u:p%40ss@h/");
  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_RFC3987), "clicked");
  uriscope_window_set_text (window, "http://us\xc3\xa9r:hunter2@h\xc3\xb4st/");
  g_signal_emit_by_name (uriscope_spec_badges_get_button (badges, US_SPEC_RFC3986), "clicked");
  uriscope_window_set_text (window, "http://user:secret@host/");
  destroy_window (GTK_WINDOW (window));
  wait_idle ();
  g_assert_cmpuint (writes, >, 3);

  history = g_settings_get_strv (settings, "history");
  last = g_settings_get_string (settings, "last-input");
  base = g_settings_get_string (settings, "base");
  g_assert_cmpstr (last, ==, "http://user:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@host/");
  g_assert_cmpstr (base, ==, "ftp://u:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@h/");
  g_assert_true (g_strv_contains ((const char *const *) history, "ftp://u:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@h/"));
  g_assert_true (g_strv_contains ((const char *const *) history, "http://us\xc3\xa9r:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@h\xc3\xb4st/"));

  /* Picked from the history, the masked reference is whole again: this
   * session saw its password (kept in memory, not in the settings). */
  window = window_new_shown ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history", "s", "ftp://u:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@h/");
  wait_reference (window, "ftp://u:p%40ss@h/");
  g_assert_null (uriscope_window_get_notice (window));
  destroy_window (GTK_WINDOW (window));
  g_signal_handler_disconnect (settings, id);
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
  g_settings_reset (settings, "base");
  g_settings_reset (settings, "spec");
}

/* A password the session no longer knows (the last reference at start-up,
 * a recent reference of an earlier run) is not read as the bullets that
 * stand for it: it is left blank, the cursor where it goes, and the notice
 * asks for it. The notice stays while it is blank, even through another
 * edit, and goes once it is typed, or another reference is pasted or
 * set, at start-up as after picking a recent reference. */
static void
test_masked_notice_follows (void)
{
  static const char masked[] = "https://user:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@example.com/";
  static const char blank[] = "https://user:@example.com/";
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window;
  GtkTextBuffer *buffer;
  GtkTextIter end;
  g_auto(GStrv) history = NULL;

  /* The last reference, masked, at start-up; another pasted in the field. */
  g_settings_set_string (settings, "last-input", masked);
  window = window_new_shown ();
  buffer = uriscope_reference_field_get_buffer (uriscope_window_get_reference_field (window));
  wait_reference (window, blank);
  g_assert_nonnull (uriscope_window_get_notice (window));
  g_assert_nonnull (strstr (uriscope_window_get_notice (window), "password"));
  window_replace_text (window, "https://example.com/");
  wait_reference (window, "https://example.com/");
  g_assert_null (uriscope_window_get_notice (window));

  /* Picked from the history; an edit elsewhere keeps the notice, the
   * password typed where the cursor was put ends it. */
  g_settings_reset (settings, "history");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history", "s", masked);
  wait_reference (window, blank);
  g_assert_nonnull (uriscope_window_get_notice (window));
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert_interactive (buffer, &end, "a", 1, TRUE);
  wait_reference (window, "https://user:@example.com/a");
  g_assert_nonnull (uriscope_window_get_notice (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  wait_reference (window, blank);
  {
    GtkTextIter cursor;

    gtk_text_buffer_get_iter_at_offset (buffer, &cursor, (int) strlen ("https://user:"));
    gtk_text_buffer_place_cursor (buffer, &cursor);
  }
  window_type_text (window, "pw");
  wait_reference (window, "https://user:pw@example.com/");
  g_assert_null (uriscope_window_get_notice (window));
  window_replace_text (window, "");
  window_type_text (window, "https://example.org/");
  wait_reference (window, "https://example.org/");
  g_assert_null (uriscope_window_get_notice (window));

  /* Clear History forgets the password typed too; then set, as a paste
   * by the button or a drop does. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.clear-history", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history", "s", masked);
  wait_reference (window, blank);
  g_assert_nonnull (uriscope_window_get_notice (window));
  uriscope_window_set_text (window, "https://example.net/");
  g_assert_null (uriscope_window_get_notice (window));
  /* The blank reference, left untouched, is not another recent one. */
  history = g_settings_get_strv (settings, "history");
  g_assert_false (g_strv_contains ((const char *const *) history, blank));
  destroy_window (GTK_WINDOW (window));
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

/* The user trial: a reference with a password pasted, Ctrl+L, more typed,
 * Enter, then picked from the history (Ctrl+H, Enter). It comes back as
 * it was typed — this session saw the password, which never reached the
 * settings — not with the bullets read as its characters ("Not valid: 3
 * errors", fixes encoding them as %E2%80%A2). A password of an earlier
 * session is asked for instead: left blank, the cursor where it goes, in
 * the field with the focus, and the reference read without the bullets. */
static void
test_history_recalls_password (void)
{
  /* Never seen by this process. */
  static const char masked[] = "http://bob:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@example.com/private";
  g_autoptr(GSettings) settings = g_settings_new ("io.github.uriscope.Uriscope");
  UriscopeWindow *window = window_new_shown ();
  UriscopeReferenceField *field = uriscope_window_get_reference_field (window);
  GtkTextBuffer *buffer = uriscope_reference_field_get_buffer (field);
  guint writes = 0;
  gulong id = g_signal_connect (settings, "changed", G_CALLBACK (settings_changed_cb), &writes);
  GtkTextIter cursor;
  g_auto(GStrv) history = NULL;

  g_strfreev (g_settings_get_strv (settings, "history"));
  g_free (g_settings_get_string (settings, "last-input"));
  uriscope_window_set_text (window, "http://alice:hunter2@example.com/private");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.focus-input", NULL);
  window_type_text (window, "?x");
  g_signal_emit_by_name (field, "activate");
  history = g_settings_get_strv (settings, "history");
  g_assert_cmpstr (history[0], ==, "http://alice:\xe2\x80\xa2\xe2\x80\xa2\xe2\x80\xa2@example.com/private?x");
  uriscope_window_set_text (window, "http://other.example/");

  /* Picked from the history: as it was typed. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history", "s", history[0]);
  wait_reference (window, "http://alice:hunter2@example.com/private?x");
  g_assert_null (uriscope_window_get_notice (window));
  g_assert_true (us_result_is_valid (uriscope_window_get_result (window)));

  /* Of an earlier session: the password asked for. */
  gtk_widget_grab_focus (GTK_WIDGET (uriscope_window_get_problems_list (window)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history", "s", masked);
  wait_reference (window, "http://bob:@example.com/private");
  g_assert_nonnull (uriscope_window_get_notice (window));
  g_assert_nonnull (strstr (uriscope_window_get_notice (window), "password"));
  g_assert_true (us_result_is_valid (uriscope_window_get_result (window)));
  g_assert_null (strstr (uriscope_window_get_title (window) != NULL ?
                         adw_window_title_get_subtitle (uriscope_window_get_title (window)) : "", "Not valid"));
  gtk_text_buffer_get_iter_at_mark (buffer, &cursor, gtk_text_buffer_get_insert (buffer));
  g_assert_cmpint (gtk_text_iter_get_offset (&cursor), ==, (int) strlen ("http://bob:"));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (uriscope_reference_field_get_view (field))));
  window_type_text (window, "hunter2");
  wait_reference (window, "http://bob:hunter2@example.com/private");
  g_assert_null (uriscope_window_get_notice (window));
  destroy_window (GTK_WINDOW (window));
  wait_idle ();
  g_clear_pointer (&history, g_strfreev);
  history = g_settings_get_strv (settings, "history");
  /* Kept once, masked, on top. */
  g_assert_cmpstr (history[0], ==, masked);
  g_assert_false (g_strv_contains ((const char *const *) history, "http://bob:@example.com/private"));
  g_assert_cmpuint (writes, >, 0);
  g_signal_handler_disconnect (settings, id);
  g_settings_reset (settings, "history");
  g_settings_reset (settings, "last-input");
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/window/settings-restored", test_settings_restored);
  g_test_add_func ("/window/mask-password", test_mask_password);
  g_test_add_func ("/window/history-typed", test_history_typed);
  g_test_add_func ("/window/history-no-password", test_history_no_password);
  g_test_add_func ("/window/masked-notice-follows", test_masked_notice_follows);
  g_test_add_func ("/window/history-recalls-password", test_history_recalls_password);

  return g_test_run ();
}
