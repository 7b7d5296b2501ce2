/* test-window-soak.c — a day of pasting: the heap stays flat
 *
 * 1,000 pastes through the clipboard on every page, alternating links of
 * every kind (a plain link, an IDN look-alike, a broken one, a relative
 * reference, a long tracking link, a password), as someone who pastes
 * links all day does. The heap in use (glibc's mallinfo2, the bytes
 * malloc hands out) is read after the first 200 pastes of a page and after
 * the last; what grows between them is reported, and must stay under
 * 2 MB a page: anything kept per paste (a leak, a history without a
 * bound, a cache without a cap) grows far past that over 800 pastes, as
 * the recent references did while they were a GMenu rebuilt each paste
 * (7.6 MB: GTK 4.8 kept the menu items of every section replaced; they
 * are a popover list of their own now, uriscope-history-popover.c).
 * (Skipped in the sanitized run, URISCOPE_TEST_SANITIZED: mallinfo2
 * does not see AddressSanitizer's allocator.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <malloc.h>
#include <string.h>

#include "uriscope-window.h"
#include "window-common.h"

#define PASTES 1000
#define WARM_UP 200
#define MAX_GROWTH (2 * 1024 * 1024)

static const char *const links[] = {
  "https://www.example.com/search?q=uri&hl=en",
  "https://\xd0\xb0pple.com/login",
  "http://exa mple.com/a b?q=|#x",
  "../../g;x?y#s",
  "https://www.amazon.com/dp/B000000000/ref=sr_1_1?keywords=usb&qid=1700000000&utm_source=newsletter&utm_medium=email",
  "https://user:secret@example.com/private",
  "mailto:a@example.com?bcc=x@evil.com",
};

static gsize
heap_in_use (void)
{
  struct mallinfo2 info;

  malloc_trim (0);
  info = mallinfo2 ();
  return info.uordblks + info.hblkhd;
}

static void
paste (UriscopeWindow *window,
       const char     *text)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));

  gdk_clipboard_set_text (clipboard, text);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.paste", NULL);
  wait_idle ();
}

static void
test_soak (gconstpointer data)
{
  const char *page = data;
  UriscopeWindow *window;
  gsize before = 0, after;

  if (g_getenv ("URISCOPE_TEST_SANITIZED") != NULL)
    {
      g_test_skip ("AddressSanitizer's allocator: mallinfo2 does not see it");
      return;
    }
  window = URISCOPE_WINDOW (uriscope_window_new (NULL));
  gtk_window_present (GTK_WINDOW (window));
  uriscope_window_show_page (window, page);
  wait_frame (GTK_WIDGET (window));
  for (guint i = 0; i < PASTES; i++)
    {
      paste (window, links[i % G_N_ELEMENTS (links)]);
      if (i % 50 == 0)
        wait_frame (GTK_WIDGET (window));
      if (i + 1 == WARM_UP)
        before = heap_in_use ();
    }
  wait_frame (GTK_WIDGET (window));
  after = heap_in_use ();
  g_test_message ("%s: %u pastes, heap %.1f MB after %u, %.1f MB after %u: %+.2f MB",
                  page, PASTES, before / 1048576.0, WARM_UP, after / 1048576.0, PASTES,
                  ((double) after - (double) before) / 1048576.0);
  g_assert_cmpint ((gssize) after - (gssize) before, <, MAX_GROWTH);
  destroy_window (GTK_WINDOW (window));
  wait_idle ();
}

int
main (int   argc,
      char *argv[])
{
  static const char *const pages[] = { "breakdown", "resolution", "normalization", "query", "link" };

  if (!window_test_init (&argc, &argv))
    return 77;
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *path = g_strdup_printf ("/window-soak/%s", pages[i]);

      g_test_add_data_func (path, pages[i], test_soak);
    }
  return g_test_run ();
}
