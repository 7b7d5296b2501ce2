/* uriscope-window.c — the inspector window
 *
 * One reference in a large monospace field; every keystroke parses it again
 * and updates everything from the core's result: the tags in the field (one
 * small fixed palette, re-applied after each parse), the list of
 * diagnostics with their Fix buttons, the breakdown tree, the resolution
 * against the base and the normalization ladder. Nothing here re-derives
 * what the core computed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-browser-line.h"
#include "uriscope-history.h"
#include "uriscope-link-page.h"
#include "uriscope-mask.h"
#include "uriscope-node.h"
#include "uriscope-paste.h"
#include "uriscope-query-table.h"
#include "uriscope-spec-badges.h"
#include "uriscope-text.h"
#include "uriscope-tree.h"
#include "uriscope-window.h"

/* Diagnostics listed at most; the field still marks every one. */
#define MAX_LISTED_DIAGNOSTICS 200

/* A reference longer than this is shown in the field a part at a time:
 * Pango lays out a paragraph as a whole, about 1.5 µs a character, so a
 * 1 MB line took 2 s a keystroke. The core still reads all of it. */
#define LARGE_INPUT (16 * 1024)
#define PART_SIZE (8 * 1024)

/* The field marks at most this many problems at once; a reference with
 * more in what the field holds is shown in smaller parts (down to
 * MIN_PART_SIZE bytes). GtkTextBuffer keeps a line's tags as a list that
 * each new tag is placed by walking, and the reference is one line: 5,000
 * separate errors in 10 KB cost 2.3 billion instructions (a second) a
 * keystroke, 1,000 cost a twenty-fifth of that. */
#define MAX_FIELD_MARKS 1000
#define MIN_PART_SIZE 256

/* The components tinted in the field and offered for copying. */
static const UsComponent components[] = {
  US_COMPONENT_SCHEME, US_COMPONENT_AUTHORITY, US_COMPONENT_PATH, US_COMPONENT_QUERY, US_COMPONENT_FRAGMENT,
};

/* Their names on the copy buttons, and the toasts that say they were
 * copied: translated, these are words, not the grammar's rule names. */
static const struct {
  const char *label;
  const char *copied;
} component_texts[] = {
  { NC_("component", "scheme"), N_("Copied the scheme") },
  { NC_("component", "authority"), N_("Copied the authority") },
  { NC_("component", "path"), N_("Copied the path") },
  { NC_("component", "query"), N_("Copied the query") },
  { NC_("component", "fragment"), N_("Copied the fragment") },
};

/* A pause in typing this long (ms) keeps the reference in the history. */
#define HISTORY_PAUSE 1000

/* Pasted lines offered in the history besides the first, at most. */
#define OFFERED_MAX 19

/* Characters of a node's text shown in the details. */
#define DETAILS_MAX 600

/* Characters of a line shown on the resolution and normalization pages;
 * the rest is counted (uriscope_text_cap_lines), the copy buttons copy
 * all of it. */
#define PAGE_LINE_MAX 1000

struct _UriscopeWindow {
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toasts;
  AdwWindowTitle *title;
  GtkDropDown *spec_dropdown;
  GtkMenuButton *history_button;
  GtkWidget *components;
  GtkTextView *input;
  GtkWidget *part_bar;
  GtkLabel *part_label;
  GtkLabel *notice;
  GtkLabel *status;
  UriscopeSpecBadges *spec_badges;
  UriscopeBrowserLine *browser_line;
  UriscopeQueryTable *query_table;
  UriscopeLinkPage *link_page;
  GtkListBox *diagnostics;
  GtkStack *pages;
  GtkColumnView *tree;
  GtkLabel *details;
  GtkEntry *base;
  GtkSwitch *compat;
  GtkLabel *target;
  GtkLabel *trace;
  GtkLabel *normalized;
  GtkLabel *ladder;

  GtkWidget *component_buttons[G_N_ELEMENTS (components)];
  GMenu *history_menu;
  GtkWidget *more;             /* the "… and N more" row, if any */
  guint n_rows;                /* diagnostic rows in the list */
  GtkTextBuffer *buffer;
  GtkTextTag *tag_severity[3];
  GtkTextTag *tag_selected;
  GtkTextTag *tag_component[5];
  GtkTextTag *tag_control;       /* a control character, shown as a symbol */
  GtkTextTag *tag_browser;       /* a browser reads it otherwise */
  GtkTextTag *tag_registrable;   /* the registrable domain (Link page) */
  GtkTextTag *tag_finding;       /* a finding of the link lens (Link page) */
  GtkTextTag *tag_no_hyphens;    /* no "-" where a line wraps in the reference */
  gboolean replaying;            /* the field's undo history is applied */

  GSettings *settings;
  UsSpec specs[US_SPEC_COUNT];
  guint n_specs;

  char *text;                  /* the reference, as parsed */
  gsize text_len;
  gsize view_start;            /* the bytes of it the field holds */
  gsize view_end;
  gsize part_size;             /* parts start at its multiples */
  gboolean new_reference;      /* the field is filled with a new reference */
  UsResult *result;
  UsResolution *resolution;
  UsNormalization *normalization;
  GtkTreeListModel *tree_model;
  GtkSingleSelection *selection;
  gboolean syncing;
  guint save_source;

  GtkWidget *fix_all;
  guint history_source;        /* pending: keep the typed reference */
  char *recorded;              /* the reference as last kept while edited */
  gboolean unrecorded;         /* the reference changed since it was kept */
  gboolean preedit;            /* an input method is composing */
  AdwToast *offer_toast;       /* the toast offering pasted references */
};

G_DEFINE_FINAL_TYPE (UriscopeWindow, uriscope_window, ADW_TYPE_APPLICATION_WINDOW)

static void update_fix_all (UriscopeWindow *self);
static void tag_link (UriscopeWindow *self);
static void reference_edited (UriscopeWindow *self);
static void show_selected (UriscopeWindow *self);

static void update (UriscopeWindow *self);
static void buffer_changed_cb (GtkTextBuffer *buffer, UriscopeWindow *self);
static void insert_text_cb (GtkTextBuffer *buffer, GtkTextIter *location, const char *text, int len,
                            UriscopeWindow *self);
static void delete_range_cb (GtkTextBuffer *buffer, GtkTextIter *start, GtkTextIter *end, UriscopeWindow *self);

static UsSpec
current_spec (UriscopeWindow *self)
{
  guint i = gtk_drop_down_get_selected (self->spec_dropdown);

  return i < self->n_specs ? self->specs[i] : US_SPEC_RFC3986;
}

/* Byte offsets of the core to iterators of the buffer, which holds the
 * bytes [view_start, view_end) of the reference; offsets outside are
 * clamped to its ends. Calls come mostly in increasing order, so the
 * conversion goes on from the last one. */
typedef struct {
  const char *text;
  gsize last_byte;
  glong last_char;
} OffsetMap;

static void
offset_map_init (UriscopeWindow *self,
                 OffsetMap      *map)
{
  map->text = self->text;
  map->last_byte = self->view_start;
  map->last_char = 0;
}

static void
iter_at_byte (UriscopeWindow *self,
              OffsetMap      *map,
              gsize           byte,
              GtkTextIter    *iter)
{
  byte = CLAMP (byte, self->view_start, self->view_end);
  map->last_char += g_utf8_pointer_to_offset (map->text + map->last_byte, map->text + byte);
  map->last_byte = byte;
  gtk_text_buffer_get_iter_at_offset (self->buffer, iter, (int) map->last_char);
}

/* The byte of the reference at a position of the field. */
static gsize
byte_at_iter (UriscopeWindow    *self,
              const GtkTextIter *iter)
{
  const char *shown = self->text + self->view_start;

  return self->view_start + (gsize) (g_utf8_offset_to_pointer (shown, gtk_text_iter_get_offset (iter)) - shown);
}

static void
tag_span (UriscopeWindow *self,
          OffsetMap      *map,
          GtkTextTag     *tag,
          gsize           start,
          gsize           end)
{
  GtkTextIter a, b;

  if (end <= self->view_start || start >= self->view_end)
    return;

  iter_at_byte (self, map, start, &a);
  iter_at_byte (self, map, end, &b);
  gtk_text_buffer_apply_tag (self->buffer, tag, &a, &b);
}

/* Parts of a long reference ------------------------------------------------ */

/* Whether the field holds only a part of the reference. */
static gboolean
holds_part (UriscopeWindow *self)
{
  return self->view_start > 0 || self->view_end < self->text_len;
}

static gsize
char_boundary (UriscopeWindow *self,
               gsize           byte)
{
  byte = MIN (byte, self->text_len);
  while (byte > 0 && byte < self->text_len && (self->text[byte] & 0xC0) == 0x80)
    byte--;
  return byte;
}

/* Puts bytes [view_start, view_end) of the reference into the field.
 * When the field holds (or held) only a part, this is not an edit the
 * user could undo: the undo history would mix parts. */
static void
fill_field (UriscopeWindow *self,
            gboolean        was_part)
{
  gboolean part = holds_part (self);
  gsize shown_len;
  g_autofree char *shown = uriscope_text_to_shown (self->text + self->view_start, self->view_end - self->view_start,
                                                   &shown_len);

  g_signal_handlers_block_by_func (self->buffer, buffer_changed_cb, self);
  g_signal_handlers_block_by_func (self->buffer, insert_text_cb, self);
  g_signal_handlers_block_by_func (self->buffer, delete_range_cb, self);
  if (part || was_part)
    gtk_text_buffer_begin_irreversible_action (self->buffer);
  gtk_text_buffer_set_text (self->buffer, shown, (int) shown_len);
  if (part || was_part)
    gtk_text_buffer_end_irreversible_action (self->buffer);
  g_signal_handlers_unblock_by_func (self->buffer, delete_range_cb, self);
  g_signal_handlers_unblock_by_func (self->buffer, insert_text_cb, self);
  g_signal_handlers_unblock_by_func (self->buffer, buffer_changed_cb, self);
  update (self);
}

/* Shows the part of the reference from @start on, at least up to @end. */
static void
show_part (UriscopeWindow *self,
           gsize           start,
           gsize           end)
{
  gboolean was_part = holds_part (self);

  self->view_start = char_boundary (self, start);
  self->view_end = char_boundary (self, MAX (end, self->view_start + self->part_size));
  fill_field (self, was_part);
}

/* The problems marked in the field if it held [start, end). */
static guint
count_marks (UriscopeWindow *self,
             gsize           start,
             gsize           end)
{
  guint n = 0;

  for (guint i = 0; i < us_result_get_n_diagnostics (self->result); i++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (self->result, i);

      n += d->end > start && d->start < end;
    }
  return n;
}

/* After a parse: when the field holds more problems than it can mark
 * quickly, it shows a smaller part, the one around the cursor (the first
 * for a new reference); when a
 * reference it showed in parts only because of its problems has few
 * enough, the whole of it again. Returns whether the field was filled
 * again (and so everything updated). */
static gboolean
fit_part (UriscopeWindow *self)
{
  guint marks;
  gsize cursor, size;
  GtkTextIter iter;

  if (self->result == NULL)
    return FALSE;
  if (holds_part (self) && self->text_len <= LARGE_INPUT &&
      count_marks (self, 0, self->text_len) <= MAX_FIELD_MARKS)
    {
      gboolean was_part = TRUE;

      self->part_size = PART_SIZE;
      self->view_start = 0;
      self->view_end = self->text_len;
      fill_field (self, was_part);
      return TRUE;
    }
  marks = count_marks (self, self->view_start, self->view_end);
  if (marks <= MAX_FIELD_MARKS || self->view_end - self->view_start <= MIN_PART_SIZE)
    return FALSE;
  /* A power of two of about the length that holds MAX_FIELD_MARKS at
   * this density, smaller than what the field holds now. */
  size = MAX (self->view_end - self->view_start, 1);
  size = (gsize) ((double) size * MAX_FIELD_MARKS / marks);
  self->part_size = MIN_PART_SIZE;
  while (self->part_size * 2 <= size)
    self->part_size *= 2;
  gtk_text_buffer_get_iter_at_mark (self->buffer, &iter, gtk_text_buffer_get_insert (self->buffer));
  cursor = self->new_reference ? 0 : byte_at_iter (self, &iter);
  show_part (self, cursor - cursor % self->part_size, 0);
  return TRUE;
}

/* Brings byte @byte of the reference into the field. */
static void
reveal_byte (UriscopeWindow *self,
             gsize           byte)
{
  if (byte >= self->view_start && (byte < self->view_end || self->view_end == self->text_len))
    return;
  show_part (self, byte - byte % self->part_size, 0);
}

static void
update_part_bar (UriscopeWindow *self)
{
  gboolean part = holds_part (self);
  g_autofree char *text = NULL;
  g_autofree char *total = NULL;
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;

  gtk_widget_set_visible (self->part_bar, part);
  if (!part)
    return;
  total = g_strdup_printf ("%'" G_GSIZE_FORMAT, self->text_len);
  from = g_strdup_printf ("%'" G_GSIZE_FORMAT, self->view_start);
  to = g_strdup_printf ("%'" G_GSIZE_FORMAT, self->view_end);
  if (self->text_len > LARGE_INPUT)
    /* TRANSLATORS: the numbers are byte counts and offsets, already formatted */
    text = g_strdup_printf (_("The reference is %s bytes long: the field shows bytes %s–%s, a part at a time, to stay quick. Everything else reads the whole reference."),
                            total, from, to);
  else
    {
      g_autofree char *problems = g_strdup_printf ("%'u", self->result ? us_result_get_n_diagnostics (self->result) : 0);

      /* TRANSLATORS: the first number is a count of problems, the others
       * byte offsets, already formatted */
      text = g_strdup_printf (_("The reference has %s problems: the field shows bytes %s–%s, a part at a time, to mark each one quickly. Everything else reads the whole reference."),
                              problems, from, to);
    }
  gtk_label_set_text (self->part_label, text);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.previous-part", self->view_start > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-part", self->view_end < self->text_len);
}

static void
previous_part_action (GtkWidget  *widget,
                      const char *action,
                      GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  show_part (self, self->view_start > self->part_size ? self->view_start - self->part_size : 0, 0);
}

static void
next_part_action (GtkWidget  *widget,
                  const char *action,
                  GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  if (self->view_end < self->text_len)
    show_part (self, self->view_end, 0);
}

/* Copies @text and says so (@message) in a toast. */
static void
copy_to_clipboard (UriscopeWindow *self,
                   const char     *text,
                   const char     *message)
{
  AdwToast *toast = adw_toast_new (message);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
  adw_toast_set_timeout (toast, 2);
  /* Shown at once, before a longer toast still waiting to be read. */
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);

  adw_toast_overlay_add_toast (self->toasts, toast);
}

static void
apply_fix_cb (GtkButton      *button,
              UriscopeWindow *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "diagnostic"));
  const UsDiagnostic *d;
  GtkTextIter a, b;
  OffsetMap map;
  g_autofree char *fix = NULL;
  gsize start, end;

  if (self->result == NULL || index >= us_result_get_n_diagnostics (self->result))
    return;
  d = us_result_get_diagnostic (self->result, index);
  /* Every edit parses again and replaces the result: keep the fix. */
  fix = g_strndup (d->fix_text, d->fix_len);
  start = d->fix_start;
  end = d->fix_end;
  if (start < self->view_start || end > self->view_end)
    show_part (self, start - start % self->part_size, end);
  offset_map_init (self, &map);
  iter_at_byte (self, &map, start, &a);
  iter_at_byte (self, &map, end, &b);
  /* One user action: Ctrl+Z undoes the fix in one step. */
  gtk_text_buffer_begin_user_action (self->buffer);
  gtk_text_buffer_delete (self->buffer, &a, &b);
  gtk_text_buffer_insert (self->buffer, &a, fix, -1);
  gtk_text_buffer_end_user_action (self->buffer);
}

/* A row of the list: severity, message and a Fix button when there is a
 * fix. Rows are kept and refilled after each parse: creating forty rows
 * with their buttons took 11 ms a keystroke. */
static GtkWidget *
diagnostic_row_new (UriscopeWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *severity = gtk_label_new (NULL);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *fix = gtk_button_new_with_label (_("Fix"));

  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_label_set_xalign (GTK_LABEL (severity), 0);
  gtk_box_append (GTK_BOX (box), severity);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_valign (fix, GTK_ALIGN_CENTER);
  g_signal_connect (fix, "clicked", G_CALLBACK (apply_fix_cb), self);
  gtk_box_append (GTK_BOX (box), fix);
  return box;
}

static void
diagnostic_row_set (UriscopeWindow     *self,
                    GtkWidget          *box,
                    guint               index,
                    const UsDiagnostic *d)
{
  static const char *const classes[] = { "error", "warning", "note" };
  GtkWidget *severity = gtk_widget_get_first_child (box);
  GtkWidget *label = gtk_widget_get_next_sibling (severity);
  GtkWidget *fix = gtk_widget_get_next_sibling (label);
  g_autofree char *message = us_result_format_message (self->result, d);

  /* Only what changed is set: restyling 200 unchanged rows took 100 ms. */
  if (!gtk_widget_has_css_class (severity, classes[d->severity]))
    {
      gtk_label_set_text (GTK_LABEL (severity), us_severity_label (d->severity));
      gtk_widget_set_css_classes (severity, (const char *[]) { "diagnostic-severity", classes[d->severity], NULL });
    }
  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), message) != 0)
    gtk_label_set_text (GTK_LABEL (label), message);
  gtk_widget_set_visible (fix, d->has_fix);
  if (d->has_fix)
    {
      g_autofree char *tip = NULL;
      g_autofree char *shown = us_render_quoted (d->fix_text, d->fix_len, 60);

      tip = d->fix_len > 0 ? g_strdup_printf (_("Replace with “%s”"), shown) : g_strdup (_("Remove it"));
      if (g_strcmp0 (gtk_widget_get_tooltip_text (fix), tip) != 0)
        gtk_widget_set_tooltip_text (fix, tip);
      g_object_set_data (G_OBJECT (fix), "diagnostic", GUINT_TO_POINTER (index));
    }
}

static void
update_diagnostics (UriscopeWindow *self)
{
  guint n = self->result ? us_result_get_n_diagnostics (self->result) : 0;
  guint shown = MIN (n, MAX_LISTED_DIAGNOSTICS);
  GtkListBoxRow *row;

  if (self->more != NULL)
    {
      gtk_list_box_remove (self->diagnostics, self->more);
      self->more = NULL;
    }
  for (; self->n_rows > shown; self->n_rows--)
    gtk_list_box_remove (self->diagnostics, GTK_WIDGET (gtk_list_box_get_row_at_index (self->diagnostics, (int) self->n_rows - 1)));
  for (; self->n_rows < shown; self->n_rows++)
    gtk_list_box_append (self->diagnostics, diagnostic_row_new (self));
  for (guint i = 0; i < shown; i++)
    {
      row = gtk_list_box_get_row_at_index (self->diagnostics, (int) i);
      diagnostic_row_set (self, gtk_list_box_row_get_child (row), i, us_result_get_diagnostic (self->result, i));
    }
  if (n > shown)
    {
      g_autofree char *more = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "… and %u more problem, marked in the field",
                                                            "… and %u more problems, marked in the field",
                                                            n - shown),
                                               n - shown);

      GtkWidget *label = gtk_label_new (more);

      gtk_list_box_append (self->diagnostics, label);
      self->more = gtk_widget_get_parent (label);
    }
  /* The list's scrolled window takes no room when there is nothing to list. */
  gtk_widget_set_visible (gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (self->diagnostics))), n > 0);
}

/* The length of the control character at @p (C0, DEL or C1), 0 if none. */
static gsize
control_length (const char *p,
                const char *end)
{
  guchar c = (guchar) p[0];

  if (c < 0x20 || c == 0x7F)
    return 1;
  if (c == 0xC2 && p + 1 < end && (guchar) p[1] >= 0x80 && (guchar) p[1] < 0xA0)
    return 2;
  return 0;
}

/* Marks the control characters the field holds, each run at once. */
static void
tag_controls (UriscopeWindow *self)
{
  const char *end = self->text + self->view_end;
  OffsetMap map;

  offset_map_init (self, &map);
  for (const char *p = self->text + self->view_start; p < end;)
    {
      const char *run = p;
      gsize n;

      while (p < end && (n = control_length (p, end)) > 0)
        p += n;
      if (p > run)
        tag_span (self, &map, self->tag_control, (gsize) (run - self->text), (gsize) (p - self->text));
      else
        p++;
    }
}

static void
update_tags (UriscopeWindow *self)
{
  GtkTextIter start, end;
  OffsetMap map;

  gtk_text_buffer_get_bounds (self->buffer, &start, &end);
  gtk_text_buffer_remove_all_tags (self->buffer, &start, &end);
  gtk_text_buffer_apply_tag (self->buffer, self->tag_no_hyphens, &start, &end);
  tag_controls (self);
  if (self->result == NULL)
    return;
  offset_map_init (self, &map);

  for (guint k = 0; k < G_N_ELEMENTS (components); k++)
    {
      gsize a, b;

      if (us_result_get_component (self->result, components[k], &a, &b) && b > a)
        tag_span (self, &map, self->tag_component[k], a, b);
    }
  /* At most MAX_FIELD_MARKS of them in what the field holds (fit_part()). */
  for (guint i = 0; i < us_result_get_n_diagnostics (self->result); i++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (self->result, i);

      tag_span (self, &map, self->tag_severity[d->severity], d->start, MAX (d->end, d->start));
    }
  /* Where a browser reads otherwise, overlined; a few hundred at most in
   * what the field holds (the line under the field says the rest). */
  {
    guint n;
    const UsBrowserSpan *spans = uriscope_browser_line_get_spans (self->browser_line, self->view_start,
                                                                  self->view_end, &n);

    for (guint i = 0; i < n && n <= MAX_FIELD_MARKS / 4; i++)
      tag_span (self, &map, self->tag_browser, spans[i].start, spans[i].end);
  }
  tag_link (self);
}

/* Whether the Link page is on the screen. */
static gboolean
link_shown (UriscopeWindow *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "link") == 0;
}

/* While the Link page is shown: the registrable domain in bold, as an
 * address bar shows it, and the findings' characters underlined (a few
 * hundred at most in what the field holds). */
static void
tag_link (UriscopeWindow *self)
{
  UsLens *lens = link_shown (self) ? uriscope_link_page_get_lens (self->link_page) : NULL;
  guint n, tagged = 0;
  gsize a, b;
  OffsetMap map;

  if (lens == NULL || self->text == NULL)
    return;
  offset_map_init (self, &map);
  if (us_lens_get_registrable_domain_span (lens, &a, &b))
    tag_span (self, &map, self->tag_registrable, a, b);
  n = us_lens_get_n_findings (lens);
  for (guint i = 0; i < n && tagged < MAX_FIELD_MARKS / 4; i++)
    {
      const UsLensFinding *f = us_lens_get_finding (lens, i);
      gsize end = f->end;

      if (f->end <= self->view_start || f->start >= self->view_end)
        continue;
      /* An empty span marks the character after it. */
      if (end <= f->start && f->start < self->text_len)
        end = (gsize) (g_utf8_next_char (self->text + f->start) - self->text);
      tag_span (self, &map, self->tag_finding, f->start, end);
      tagged++;
    }
}

static void
update_link_tags (UriscopeWindow *self)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (self->buffer, &start, &end);
  gtk_text_buffer_remove_tag (self->buffer, self->tag_registrable, &start, &end);
  gtk_text_buffer_remove_tag (self->buffer, self->tag_finding, &start, &end);
  tag_link (self);
}

/* A copy button for each component present, its text in the tooltip. */
static void
update_components (UriscopeWindow *self)
{
  for (guint k = 0; k < G_N_ELEMENTS (components); k++)
    {
      gsize a = 0, b = 0;
      gboolean present = self->result != NULL && us_result_get_component (self->result, components[k], &a, &b);

      gtk_widget_set_visible (self->component_buttons[k], present);
      if (present)
        {
          g_autofree char *shown = us_render_quoted (self->text + a, b - a, 200);

          if (g_strcmp0 (gtk_widget_get_tooltip_text (self->component_buttons[k]), shown) != 0)
            gtk_widget_set_tooltip_text (self->component_buttons[k], shown);
        }
    }
}

static void
update_tree (UriscopeWindow *self)
{
  gboolean syncing = self->syncing;

  self->syncing = TRUE;
  uriscope_tree_show (self->tree_model, self->result);
  self->syncing = syncing;
  show_selected (self);
}

static void
update_resolution (UriscopeWindow *self)
{
  const char *base = gtk_editable_get_text (GTK_EDITABLE (self->base));
  UsSpec spec = current_spec (self);
  g_autofree char *text = NULL;
  g_autofree char *shown_text = NULL;
  const char *target;
  gsize len;

  g_clear_pointer (&self->resolution, us_resolution_unref);
  /* A browser has no backward-compatible reading: the switch and its label
   * are for the RFCs. */
  gtk_widget_set_visible (GTK_WIDGET (self->compat), spec != US_SPEC_WHATWG);
  gtk_widget_set_visible (gtk_widget_get_prev_sibling (GTK_WIDGET (self->compat)), spec != US_SPEC_WHATWG);
  gtk_entry_set_placeholder_text (self->base, spec == US_SPEC_WHATWG ? _("No base: the parse alone, state by state") : NULL);
  if (!us_spec_can_resolve (spec))
    {
      gtk_label_set_text (self->target, "");
      gtk_label_set_text (self->trace, _("This specification has no resolution algorithm in this version."));
      return;
    }
  /* Under the URL Standard, no base is a parse of its own, traced state
   * by state. */
  if (spec == US_SPEC_WHATWG && base[0] == '\0')
    base = NULL;
  self->resolution = us_resolve (spec, base, base ? strlen (base) : 0, self->text, self->text_len,
                                 US_RESOLVE_TRACE | (gtk_switch_get_active (self->compat) ? US_RESOLVE_COMPAT : 0),
                                 NULL);
  if (self->resolution == NULL)
    return;
  target = us_resolution_get_target (self->resolution, &len);
  if (target != NULL)
    {
      g_autofree char *quoted = us_render_quoted (target, len, 0);
      g_autofree char *shown = uriscope_text_cap_lines (quoted, PAGE_LINE_MAX);

      gtk_label_set_text (self->target, shown);
    }
  else
    gtk_label_set_text (self->target, _("No target"));
  text = us_render_resolution (self->resolution, self->text, self->text_len, base, base ? strlen (base) : 0, 0);
  shown_text = uriscope_text_cap_lines (text, PAGE_LINE_MAX);
  gtk_label_set_text (self->trace, shown_text);
}

static void
update_normalization (UriscopeWindow *self)
{
  g_autofree char *text = NULL;
  g_autofree char *quoted = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *shown_text = NULL;
  const char *normal;
  gsize len;

  g_clear_pointer (&self->normalization, us_normalization_unref);
  if (current_spec (self) == US_SPEC_RFC3987)
    {
      /* An IRI is normalized as the URI it maps to (§3.1), which the
       * ladder shows and the copy button copies; RFC 3986's rungs would
       * leave its characters alone, and copy the IRI back. */
      g_autoptr(UsIriMapping) mapping = us_iri_to_uri (self->text, self->text_len);
      gsize uri_len;
      const char *uri = us_iri_mapping_get_result (mapping, &uri_len);

      self->normalization = us_normalize (uri, uri_len, NULL);
    }
  else
    self->normalization = us_normalize (self->text, self->text_len, NULL);

  if (self->normalization == NULL)
    return;
  normal = us_normalization_get_normalized (self->normalization, &len);
  quoted = us_render_quoted (normal, len, 0);
  shown = uriscope_text_cap_lines (quoted, PAGE_LINE_MAX);
  gtk_label_set_text (self->normalized, shown);
  text = us_render_normalization (self->normalization, NULL, 0);
  /* Under RFC 3987, the IRI's mappings first (§3.1 and §3.2), step by
   * step; the ladder after them is RFC 3986's, for the URI. */
  if (current_spec (self) == US_SPEC_RFC3987)
    {
      g_autoptr(UsIriMapping) to_uri = us_iri_to_uri (self->text, self->text_len);
      g_autoptr(UsIriMapping) to_iri = us_uri_to_iri (self->text, self->text_len);
      g_autofree char *a = us_render_iri_mapping (to_uri, 0);
      g_autofree char *b = us_render_iri_mapping (to_iri, 0);
      char *all = g_strconcat (a, "\n", b, "\n", text, NULL);

      g_free (text);
      text = all;
    }
  shown_text = uriscope_text_cap_lines (text, PAGE_LINE_MAX);
  gtk_label_set_text (self->ladder, shown_text);
}

/* The resolution and normalization pages are brought up to date only when
 * shown: each keystroke then pays for what is on the screen. */
static void
update_pages (UriscopeWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->pages);

  if (g_strcmp0 (page, "resolution") == 0)
    update_resolution (self);
  else if (g_strcmp0 (page, "normalization") == 0)
    update_normalization (self);
}

static void
page_changed_cb (GtkStack       *stack,
                 GParamSpec     *pspec,
                 UriscopeWindow *self)
{
  if (self->text != NULL)
    {
      update_resolution (self);
      update_normalization (self);
      update_link_tags (self);
    }
}

/* The Link page read the reference as it came on the screen. */
static void
lens_changed_cb (UriscopeLinkPage *page,
                 UriscopeWindow   *self)
{
  update_link_tags (self);
}

/* A nested URL inspected, or Back. */
static void
open_reference_cb (UriscopeLinkPage *page,
                   GBytes           *reference,
                   UriscopeWindow   *self)
{
  gsize len;
  const char *bytes = g_bytes_get_data (reference, &len);

  uriscope_window_set_bytes (self, bytes != NULL ? bytes : "", len);
}

/* Activating a finding selects its characters in the field. */
static void
finding_activated_cb (UriscopeLinkPage *page,
                      guint64           start,
                      guint64           end,
                      UriscopeWindow   *self)
{
  GtkTextIter a, b;
  OffsetMap map;

  if (self->text == NULL || start > self->text_len)
    return;
  end = CLAMP (end, start, self->text_len);
  if (start < self->view_start || end > self->view_end)
    show_part (self, start - start % self->part_size, end);
  offset_map_init (self, &map);
  iter_at_byte (self, &map, start, &a);
  iter_at_byte (self, &map, end, &b);
  gtk_text_buffer_select_range (self->buffer, &a, &b);
  gtk_widget_grab_focus (GTK_WIDGET (self->input));
}

static void
update_status (UriscopeWindow *self)
{
  g_autofree char *status = NULL;
  UsSpec spec = current_spec (self);

  if (self->result == NULL)
    {
      /* Every spec of the selector has a parser: only the size cap is left. */
      g_autoptr(GError) error = NULL;

      us_set_too_long_error (&error, self->text_len);
      status = g_strdup (error->message);
    }
  else
    {
      guint errors = us_result_count_severity (self->result, US_SEVERITY_ERROR);
      guint warnings = us_result_count_severity (self->result, US_SEVERITY_WARNING);

      if (errors == 0 && warnings == 0)
        status = g_strdup_printf (_("Valid %s reference."), us_spec_title (spec));
      else if (errors == 0)
        status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Valid %s reference, with %u warning.",
                                               "Valid %s reference, with %u warnings.", warnings),
                                  us_spec_title (spec), warnings);
      else
        status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Not a valid %s reference: %u error.",
                                               "Not a valid %s reference: %u errors.", errors),
                                  us_spec_title (spec), errors);
    }
  gtk_label_set_text (self->status, status);
  adw_window_title_set_subtitle (self->title, status);
}

static gboolean
save_cb (gpointer data)
{
  UriscopeWindow *self = data;

  self->save_source = 0;
  if (self->settings != NULL && self->text != NULL && g_utf8_validate (self->text, (gssize) self->text_len, NULL) &&
      memchr (self->text, '\0', self->text_len) == NULL)
    {
      /* Never a password (uriscope-mask.c). */
      g_autofree char *masked = uriscope_mask_password (self->text);

      g_settings_set_string (self->settings, "last-input", masked);
    }
  return G_SOURCE_REMOVE;
}

/* Everything from the text: one parse, then every view. */
static void
update (UriscopeWindow *self)
{
  /* The reference follows the field's edits as they are made
   * (insert_text_cb, delete_range_cb). */
  if (self->text == NULL)
    self->text = g_strdup ("");

  g_clear_pointer (&self->result, us_result_unref);
  if (us_spec_is_available (current_spec (self)))
    self->result = us_parse (self->text, self->text_len, current_spec (self), US_PARSE_DEFAULT, NULL);
  if (fit_part (self))
    return;

  uriscope_browser_line_update (self->browser_line, self->result);
  /* The lens is read only while its page is shown, before the tags. */
  uriscope_link_page_show (self->link_page, self->text, self->text_len);
  update_tags (self);
  update_diagnostics (self);
  update_tree (self);
  uriscope_query_table_show (self->query_table, self->result);
  update_pages (self);
  update_status (self);
  uriscope_spec_badges_update (self->spec_badges, self->text, self->text_len, self->result);
  update_components (self);
  update_part_bar (self);
  update_fix_all (self);

  if (self->save_source == 0)
    self->save_source = g_timeout_add (500, save_cb, self);
}

static void
buffer_changed_cb (GtkTextBuffer  *buffer,
                   UriscopeWindow *self)
{
  update (self);
  reference_edited (self);
}


/* Edits of the field -------------------------------------------------------- *
 *
 * The field shows a symbol for each control character (Unicode's Control
 * Pictures, uriscope_text_to_shown), one character for one, so its text is
 * not the reference: each edit is made on the reference as it happens.
 * Text typed, pasted or dropped is taken as it is, and shown with
 * symbols; text the undo history puts back is text the field showed, so
 * its symbols are controls again (a Control Picture typed as such is read
 * back as a control only when it is redone). */

/* Replaces bytes [start, end) of the reference, which the field holds. */
static void
splice_text (UriscopeWindow *self,
             gsize           start,
             gsize           end,
             const char     *insert,
             gsize           insert_len)
{
  gsize len = self->text_len - (end - start) + insert_len;
  char *text = g_malloc (len + 1);

  memcpy (text, self->text, start);
  memcpy (text + start, insert, insert_len);
  memcpy (text + start + insert_len, self->text + end, self->text_len - end);
  text[len] = '\0';
  g_free (self->text);
  self->text = text;
  self->text_len = len;
  self->view_end = self->view_end - (end - start) + insert_len;
}

static void
insert_text_cb (GtkTextBuffer  *buffer,
                GtkTextIter    *location,
                const char     *text,
                int             len,
                UriscopeWindow *self)
{
  gsize byte, chars_len, shown_len;
  g_autofree char *chars = NULL;
  g_autofree char *shown = NULL;

  if (self->text == NULL)
    self->text = g_strdup ("");
  byte = byte_at_iter (self, location);
  if (self->replaying)
    chars = uriscope_text_from_shown (text, (gsize) len, &chars_len);
  else
    {
      chars = g_strndup (text, (gsize) len);
      chars_len = (gsize) len;
    }
  splice_text (self, byte, byte, chars, chars_len);
  shown = uriscope_text_to_shown (chars, chars_len, &shown_len);
  if (shown_len != (gsize) len || memcmp (shown, text, shown_len) != 0)
    {
      /* The symbols go in instead, and into the undo history. */
      g_signal_stop_emission_by_name (buffer, "insert-text");
      g_signal_handlers_block_by_func (buffer, insert_text_cb, self);
      gtk_text_buffer_insert (buffer, location, shown, (int) shown_len);
      g_signal_handlers_unblock_by_func (buffer, insert_text_cb, self);
    }
}

static void
delete_range_cb (GtkTextBuffer  *buffer,
                 GtkTextIter    *start,
                 GtkTextIter    *end,
                 UriscopeWindow *self)
{
  if (self->text != NULL)
    splice_text (self, byte_at_iter (self, start), byte_at_iter (self, end), "", 0);
}

static void
replay_begin_cb (GtkTextBuffer  *buffer,
                 UriscopeWindow *self)
{
  self->replaying = TRUE;
}

static void
replay_end_cb (GtkTextBuffer  *buffer,
               UriscopeWindow *self)
{
  self->replaying = FALSE;
}

/* Copying from the field copies the reference's characters, not the
 * symbols shown for its controls. */
static gboolean
copy_selection (UriscopeWindow *self)
{
  GtkTextIter a, b;
  g_autofree char *text = NULL;
  gsize start, end;

  if (!gtk_text_buffer_get_selection_bounds (self->buffer, &a, &b))
    return FALSE;
  start = byte_at_iter (self, &a);
  end = byte_at_iter (self, &b);
  text = g_strndup (self->text + start, end - start);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self->input)), text);
  return TRUE;
}

static void
copy_field_cb (GtkTextView    *view,
               UriscopeWindow *self)
{
  if (copy_selection (self))
    g_signal_stop_emission_by_name (view, "copy-clipboard");
}

static void
cut_field_cb (GtkTextView    *view,
              UriscopeWindow *self)
{
  if (copy_selection (self))
    {
      g_signal_stop_emission_by_name (view, "cut-clipboard");
      gtk_text_buffer_delete_selection (self->buffer, TRUE, gtk_text_view_get_editable (view));
    }
}

/* Moving the cursor selects the deepest node there. */
static void
cursor_moved_cb (GtkTextBuffer  *buffer,
                 GParamSpec     *pspec,
                 UriscopeWindow *self)
{
  GtkTextIter iter;
  int offset;
  gsize byte;
  guint node;

  if (self->syncing || self->result == NULL || self->text == NULL)
    return;
  g_object_get (buffer, "cursor-position", &offset, NULL);
  gtk_text_buffer_get_iter_at_offset (buffer, &iter, offset);
  byte = byte_at_iter (self, &iter);
  if (byte >= self->text_len)
    byte = self->text_len > 0 ? self->text_len - 1 : 0;
  if (self->text_len == 0)
    return;
  node = us_result_node_at (self->result, byte);

  self->syncing = TRUE;
  gtk_single_selection_set_selected (self->selection, uriscope_tree_find_row (self->tree_model, node));
  self->syncing = FALSE;
  show_selected (self);
}

static void
show_details (UriscopeWindow *self,
              UriscopeNode   *node)
{
  const UsNode *n = uriscope_node_get_node (node);
  const char *abnf = us_rule_abnf (n->rule);
  const char *input = us_result_get_input (uriscope_node_get_result (node), NULL);
  /* A long node is shown in its first characters, decoded as far. */
  gsize len = MIN (n->end - n->start, DETAILS_MAX * 3);
  g_autofree char *text = us_render_quoted (input + n->start, n->end - n->start, DETAILS_MAX);
  g_autoptr(GBytes) bytes = uriscope_text_pct_decode (input + n->start, len);
  g_autofree char *decoded = us_render_quoted (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), DETAILS_MAX);
  g_autofree char *markup = NULL;
  g_autofree char *e_abnf = g_markup_escape_text (abnf ? abnf : _("(described in prose, not in the ABNF)"), -1);
  g_autofree char *e_text = g_markup_escape_text (text, -1);
  g_autofree char *e_decoded = g_markup_escape_text (decoded, -1);

  markup = g_strdup_printf ("<b>%s</b>   %s §%s\n\n<tt>%s</tt>\n\n%s  <tt>%s</tt>\n%s  <tt>%s</tt>\n%s  [%" G_GSIZE_FORMAT ", %" G_GSIZE_FORMAT ")",
                            us_rule_name (n->rule), us_rule_document (n->rule), us_rule_section (n->rule),
                            e_abnf, _("Text:"), e_text, _("Decoded:"), e_decoded, _("Bytes:"), n->start, n->end);
  gtk_label_set_markup (self->details, markup);
}

/* The selected node's characters are highlighted in the field and its
 * rule shown; after a parse the same node may sit elsewhere. */
static void
show_selected (UriscopeWindow *self)
{
  GtkTreeListRow *row = gtk_single_selection_get_selected_item (self->selection);
  GtkTextIter start, end;
  UriscopeNode *node;
  OffsetMap map;

  gtk_text_buffer_get_bounds (self->buffer, &start, &end);
  gtk_text_buffer_remove_tag (self->buffer, self->tag_selected, &start, &end);
  if (row == NULL)
    {
      gtk_label_set_text (self->details, _("Select a node of the tree, or move the cursor in the reference."));
      return;
    }
  node = gtk_tree_list_row_get_item (row);
  offset_map_init (self, &map);
  tag_span (self, &map, self->tag_selected, uriscope_node_get_node (node)->start, uriscope_node_get_node (node)->end);
  show_details (self, node);
  g_object_unref (node);
}

static void
selection_changed_cb (GtkSingleSelection *selection,
                      GParamSpec         *pspec,
                      UriscopeWindow     *self)
{
  GtkTreeListRow *row = gtk_single_selection_get_selected_item (selection);

  if (self->syncing)
    return;
  if (row != NULL)
    {
      g_autoptr(UriscopeNode) node = gtk_tree_list_row_get_item (row);

      reveal_byte (self, uriscope_node_get_node (node)->start);
    }
  show_selected (self);
}

/* What the field shows for the control character at @byte, if there is
 * one there, for its tooltip. */
static char *
control_note (UriscopeWindow *self,
              gsize           byte)
{
  gunichar c, picture;

  if (byte >= self->text_len || control_length (self->text + byte, self->text + self->text_len) == 0)
    return NULL;
  c = g_utf8_get_char (self->text + byte);
  picture = uriscope_text_control_picture (c);
  if (picture != 0)
    {
      char symbol[8] = { 0 };

      g_unichar_to_utf8 (picture, symbol);
      /* TRANSLATORS: %s is a symbol such as ␊, U+%04X the character's code */
      return g_strdup_printf (_("“%s” stands for the control character U+%04X."), symbol, c);
    }
  /* TRANSLATORS: a C1 control is drawn as a box holding its code */
  return g_strdup_printf (_("The box is the control character U+%04X."), c);
}

/* Hovering a marked character shows its message, and what a symbol in
 * place of a control character stands for. */
static gboolean
query_tooltip_cb (GtkWidget      *widget,
                  int             x,
                  int             y,
                  gboolean        keyboard,
                  GtkTooltip     *tooltip,
                  UriscopeWindow *self)
{
  GtkTextIter iter;
  int bx, by;
  gsize byte;
  g_autofree char *note = NULL;
  g_autoptr(GString) tip = g_string_new (NULL);
  UsLens *lens;

  if (self->result == NULL || self->text == NULL)
    return FALSE;
  if (keyboard)
    gtk_text_buffer_get_iter_at_mark (self->buffer, &iter, gtk_text_buffer_get_insert (self->buffer));
  else
    {
      gtk_text_view_window_to_buffer_coords (self->input, GTK_TEXT_WINDOW_WIDGET, x, y, &bx, &by);
      if (!gtk_text_view_get_iter_at_location (self->input, &iter, bx, by))
        return FALSE;
    }
  byte = byte_at_iter (self, &iter);
  note = control_note (self, byte);
  for (guint i = 0; i < us_result_get_n_diagnostics (self->result); i++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (self->result, i);

      if (byte >= d->start && byte < MAX (d->end, d->start + 1))
        {
          g_autofree char *message = us_result_format_message (self->result, d);

          g_string_append (tip, message);
          break;
        }
    }
  /* On the Link page, the findings there. */
  lens = link_shown (self) ? uriscope_link_page_get_lens (self->link_page) : NULL;
  for (guint i = 0; lens != NULL && i < us_lens_get_n_findings (lens); i++)
    {
      const UsLensFinding *f = us_lens_get_finding (lens, i);

      if (byte >= f->start && byte < MAX (f->end, f->start + 1))
        g_string_append_printf (tip, "%s%s", tip->len > 0 ? "\n" : "", f->message);
    }
  if (note != NULL)
    g_string_append_printf (tip, "%s%s", tip->len > 0 ? "\n" : "", note);
  if (tip->len == 0)
    return FALSE;
  gtk_tooltip_set_text (tooltip, tip->str);
  return TRUE;
}

/* Actions ------------------------------------------------------------------ */

/* The recent references ---------------------------------------------------- *
 *
 * A reference is kept when it is left (replaced by a paste, an example, a
 * pick from the history), when the window closes, when Enter is pressed,
 * and when the typing pauses; each pause of the same edited reference
 * replaces what the last one kept, so the history holds references, not
 * their keystrokes. uriscope-history.c masks passwords. */

static void
record_reference (UriscopeWindow *self)
{
  g_clear_handle_id (&self->history_source, g_source_remove);
  if (!self->unrecorded || self->text == NULL || memchr (self->text, '\0', self->text_len) != NULL)
    return;
  uriscope_history_replace (self->settings, self->recorded, self->text);
  g_free (self->recorded);
  self->recorded = g_strdup (self->text);
  self->unrecorded = FALSE;
}

static gboolean
history_pause_cb (gpointer data)
{
  UriscopeWindow *self = data;

  self->history_source = 0;
  record_reference (self);
  return G_SOURCE_REMOVE;
}

/* The user changed the reference (typed, fixed, undid). */
static void
reference_edited (UriscopeWindow *self)
{
  self->unrecorded = TRUE;
  g_clear_handle_id (&self->history_source, g_source_remove);
  self->history_source = g_timeout_add (HISTORY_PAUSE, history_pause_cb, self);
}

/* The reference is about to be replaced by another: it is kept, and the
 * next one starts afresh. */
static void
leave_reference (UriscopeWindow *self)
{
  record_reference (self);
  g_clear_pointer (&self->recorded, g_free);
  self->unrecorded = TRUE;
}

static void
clear_history_action (GtkWidget  *widget,
                      const char *action,
                      GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  uriscope_history_clear (self->settings);
  /* The reference on screen comes back only once it is edited or left. */
  g_clear_handle_id (&self->history_source, g_source_remove);
  g_clear_pointer (&self->recorded, g_free);
  self->unrecorded = FALSE;
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (_("Cleared the recent references")));
}

/* Pasting ------------------------------------------------------------------ */

/* The first of several references is inspected; the others, in their
 * order, go on top of the recent references, and a toast opens them. */
static void
offer_references (UriscopeWindow *self,
                  GPtrArray      *lines,
                  const char     *message)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) others = NULL;
  AdwToast *toast;

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
  /* A new offer replaces the last at once, ahead of other toasts. */
  if (self->offer_toast != NULL)
    adw_toast_dismiss (self->offer_toast);
  toast = adw_toast_new (message);
  adw_toast_set_button_label (toast, _("_Show"));
  adw_toast_set_action_name (toast, "win.show-history");
  adw_toast_set_timeout (toast, 10);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_set_weak_pointer (&self->offer_toast, toast);
  adw_toast_overlay_add_toast (self->toasts, toast);
}

/* Pasted or dropped text: one reference, or one a line (uriscope-paste.c). */
static void
take_text (UriscopeWindow *self,
           const char     *bytes,
           gsize           len,
           gboolean        dropped)
{
  g_autoptr(GPtrArray) lines = uriscope_paste_split (bytes, len);
  g_autofree char *message = NULL;

  if (lines == NULL)
    {
      uriscope_window_set_bytes (self, bytes, len);
      return;
    }
  if (dropped)
    message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "%u more reference was dropped, one a line: it is in the recent references",
                                            "%u more references were dropped, one a line: they are in the recent references",
                                            lines->len - 1),
                               lines->len - 1);
  else
    message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "%u more reference was pasted, one a line: it is in the recent references",
                                            "%u more references were pasted, one a line: they are in the recent references",
                                            lines->len - 1),
                               lines->len - 1);
  offer_references (self, lines, message);
}

static void
paste_read_cb (GObject      *source,
               GAsyncResult *res,
               gpointer      data)
{
  g_autoptr(UriscopeWindow) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = uriscope_paste_read_finish (GDK_CLIPBOARD (source), res, &error);

  if (bytes == NULL)
    adw_toast_overlay_add_toast (self->toasts, adw_toast_new (error->message));
  else
    take_text (self, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), FALSE);
}

static void
paste_action (GtkWidget  *widget,
              const char *action,
              GVariant   *param)
{
  uriscope_paste_read_async (gtk_widget_get_clipboard (widget), paste_read_cb, g_object_ref (widget));
}

/* Keys, undo, Fix All --------------------------------------------------------- */

/* Whether the focus is in an editable other than the reference, which
 * keeps its own Ctrl+Z even with nothing to undo. */
static gboolean
focus_in_other_editable (UriscopeWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  return focus != NULL && focus != GTK_WIDGET (self->input) && (GTK_IS_EDITABLE (focus) || GTK_IS_TEXT_VIEW (focus));
}

/* Ctrl+Z and Shift+Ctrl+Z reach the window when no focused widget took
 * them — after a Fix button was clicked, say: they undo and redo the
 * reference's edits. */
static void
undo_action (GtkWidget  *widget,
             const char *action,
             GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  if (!focus_in_other_editable (self))
    gtk_text_buffer_undo (self->buffer);
}

static void
redo_action (GtkWidget  *widget,
             const char *action,
             GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  if (!focus_in_other_editable (self))
    gtk_text_buffer_redo (self->buffer);
}

/* Enter types no newline into the reference, which is one line: it keeps
 * the reference in the recent references, as an address bar takes what
 * was typed. An input method composing text gets its Enter. */
static gboolean
input_key_pressed_cb (GtkEventControllerKey *controller,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      UriscopeWindow        *self)
{
  if ((keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter) || self->preedit)
    return FALSE;
  self->unrecorded = TRUE;
  record_reference (self);
  return TRUE;
}

static void
preedit_changed_cb (GtkTextView    *view,
                    const char     *preedit,
                    UriscopeWindow *self)
{
  self->preedit = preedit != NULL && preedit[0] != '\0';
}

/* Every fix-it at once (the core's us_result_dup_fixed), one step for
 * Ctrl+Z; a reference shown a part at a time is replaced whole, which the
 * field's undo, holding one part, cannot take back. */
static void
fix_all_action (GtkWidget  *widget,
                const char *action,
                GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);
  g_autofree char *fixed = NULL;
  GtkTextIter a, b;
  gsize len;

  if (self->result == NULL || (fixed = us_result_dup_fixed (self->result, &len)) == NULL)
    return;
  if (holds_part (self) || len > LARGE_INPUT)
    {
      gboolean was_part = holds_part (self);

      g_free (self->text);
      self->text = g_steal_pointer (&fixed);
      self->text_len = len;
      self->view_start = 0;
      self->part_size = PART_SIZE;
      self->view_end = len > LARGE_INPUT ? char_boundary (self, PART_SIZE) : len;
      self->new_reference = TRUE;
      fill_field (self, was_part);
      self->new_reference = FALSE;
      reference_edited (self);
      return;
    }
  gtk_text_buffer_get_bounds (self->buffer, &a, &b);
  gtk_text_buffer_begin_user_action (self->buffer);
  gtk_text_buffer_delete (self->buffer, &a, &b);
  gtk_text_buffer_insert (self->buffer, &a, fixed, (int) len);
  gtk_text_buffer_end_user_action (self->buffer);
}

/* Fix All is offered when anything can be fixed. */
static void
update_fix_all (UriscopeWindow *self)
{
  gboolean any = FALSE;

  for (guint i = 0; self->result != NULL && !any && i < us_result_get_n_diagnostics (self->result); i++)
    any = us_result_get_diagnostic (self->result, i)->has_fix;
  gtk_widget_set_visible (self->fix_all, any);
}

static void
copy_target_action (GtkWidget  *widget,
                    const char *action,
                    GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);
  const char *target = self->resolution ? us_resolution_get_target (self->resolution, NULL) : NULL;

  if (target != NULL)
    copy_to_clipboard (self, target, _("Copied the target"));
}

static void
copy_normalized_action (GtkWidget  *widget,
                        const char *action,
                        GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  if (self->normalization != NULL)
    copy_to_clipboard (self, us_normalization_get_normalized (self->normalization, NULL), _("Copied the normalized form"));
}

static void
copy_component_action (GtkWidget  *widget,
                       const char *action,
                       GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);
  guint k = g_variant_get_uint32 (param);
  gsize a, b;
  g_autofree char *text = NULL;

  if (self->result == NULL || k >= G_N_ELEMENTS (components) ||
      !us_result_get_component (self->result, components[k], &a, &b))
    return;
  text = g_strndup (self->text + a, b - a);
  copy_to_clipboard (self, text, _(component_texts[k].copied));
}

/* A reference of the history whose password was masked says so. */
static void
show_masked_notice (UriscopeWindow *self)
{
  if (!uriscope_mask_is_masked (self->text))
    return;
  gtk_label_set_text (self->notice, _("The password in this reference was not kept: it shows as “•••”. Uriscope never saves a password."));
  gtk_widget_set_visible (GTK_WIDGET (self->notice), TRUE);
}

static void
history_action (GtkWidget  *widget,
                const char *action,
                GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  uriscope_window_set_text (self, g_variant_get_string (param, NULL));
  show_masked_notice (self);
}

static void
show_history_action (GtkWidget  *widget,
                     const char *action,
                     GVariant   *param)
{
  gtk_menu_button_popup (URISCOPE_WINDOW (widget)->history_button);
}

static void
history_changed_cb (GSettings      *settings,
                    const char     *key,
                    UriscopeWindow *self)
{
  guint n = uriscope_history_count (settings);

  uriscope_history_fill_menu (settings, self->history_menu);
  gtk_widget_set_sensitive (GTK_WIDGET (self->history_button), n > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.clear-history", n > 0);
}

static void
show_page_action (GtkWidget  *widget,
                  const char *action,
                  GVariant   *param)
{
  uriscope_window_show_page (URISCOPE_WINDOW (widget), g_variant_get_string (param, NULL));
}

/* A dropped text is inspected; of dropped files or URIs, the first is
 * inspected and the others go to the recent references. */
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

      if (n == 0)
        return FALSE;
      for (guint i = n; i-- > 1;)
        {
          g_autofree char *uri = g_file_get_uri (g_slist_nth_data (files, i));

          uriscope_history_add (self->settings, uri);
        }
      {
        g_autofree char *first = g_file_get_uri (files->data);

        uriscope_window_set_text (self, first);
      }
      if (n > 1)
        {
          g_autofree char *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                   "%u more reference dropped: it is in the recent references",
                                                                   "%u more references dropped: they are in the recent references",
                                                                   n - 1),
                                                      n - 1);

          adw_toast_overlay_add_toast (self->toasts, adw_toast_new (message));
        }
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

/* Activating a problem puts the cursor on it. */
static void
diagnostic_activated_cb (GtkListBox     *box,
                         GtkListBoxRow  *row,
                         UriscopeWindow *self)
{
  int index = gtk_list_box_row_get_index (row);
  const UsDiagnostic *d;
  GtkTextIter iter;
  OffsetMap map;

  if (self->result == NULL || index < 0 || (guint) index >= MIN (self->n_rows, us_result_get_n_diagnostics (self->result)))
    return;
  d = us_result_get_diagnostic (self->result, (guint) index);
  reveal_byte (self, d->start);
  offset_map_init (self, &map);
  iter_at_byte (self, &map, d->start, &iter);
  gtk_text_buffer_place_cursor (self->buffer, &iter);
  gtk_widget_grab_focus (GTK_WIDGET (self->input));
}

static void
copy_all_action (GtkWidget  *widget,
                 const char *action,
                 GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  copy_to_clipboard (self, uriscope_window_get_text (self, NULL), _("Copied the whole reference"));
}

static void
example_action (GtkWidget  *widget,
                const char *action,
                GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  uriscope_window_set_text (self, g_variant_get_string (param, NULL));
  gtk_stack_set_visible_child_name (self->pages, "breakdown");
}

static void
resolution_example_action (GtkWidget  *widget,
                           const char *action,
                           GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  uriscope_window_set_base (self, "http://a/b/c/d;p?q");
  uriscope_window_set_text (self, g_variant_get_string (param, NULL));
  gtk_stack_set_visible_child_name (self->pages, "resolution");
}

static void
focus_input_action (GtkWidget  *widget,
                    const char *action,
                    GVariant   *param)
{
  gtk_widget_grab_focus (GTK_WIDGET (URISCOPE_WINDOW (widget)->input));
}

static void
focus_base_action (GtkWidget  *widget,
                   const char *action,
                   GVariant   *param)
{
  UriscopeWindow *self = URISCOPE_WINDOW (widget);

  gtk_stack_set_visible_child_name (self->pages, "resolution");
  gtk_widget_grab_focus (GTK_WIDGET (self->base));
}

/* The base is read like the reference: its bad characters underlined and
 * tinted (the entry's attributes take byte offsets, as the core gives
 * them), their messages in the tooltip. */
static void
mark_base (UriscopeWindow *self)
{
  const char *base = gtk_editable_get_text (GTK_EDITABLE (self->base));
  g_autoptr(UsResult) result = NULL;
  PangoAttrList *attrs = pango_attr_list_new ();
  GString *tip = g_string_new (NULL);

  if (us_spec_is_available (current_spec (self)))
    result = us_parse (base, strlen (base), current_spec (self), US_PARSE_DEFAULT, NULL);
  for (guint i = 0; result != NULL && i < us_result_get_n_diagnostics (result); i++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (result, i);
      g_autofree char *message = NULL;

      if (d->severity != US_SEVERITY_ERROR)
        continue;
      PangoAttribute *marks[] = {
        pango_attr_underline_new (PANGO_UNDERLINE_ERROR),
        pango_attr_background_new (0xE000, 0x1C00, 0x2400),
        pango_attr_background_alpha_new (0x3000),
      };

      for (guint m = 0; m < G_N_ELEMENTS (marks); m++)
        {
          marks[m]->start_index = (guint) d->start;
          marks[m]->end_index = (guint) MAX (d->end, d->start + 1);
          pango_attr_list_insert (attrs, marks[m]);
        }
      message = us_result_format_message (result, d);
      if (tip->len > 0)
        g_string_append_c (tip, '\n');
      g_string_append (tip, message);
    }
  gtk_entry_set_attributes (self->base, attrs);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->base), tip->len > 0 ? tip->str : NULL);
  pango_attr_list_unref (attrs);
  g_string_free (tip, TRUE);
}

static void
base_changed_cb (GtkEditable    *editable,
                 UriscopeWindow *self)
{
  if (self->settings != NULL)
    {
      g_autofree char *masked = uriscope_mask_password (gtk_editable_get_text (editable));

      g_settings_set_string (self->settings, "base", masked);
    }
  mark_base (self);
  update_resolution (self);
}

static void
compat_changed_cb (GtkSwitch      *sw,
                   GParamSpec     *pspec,
                   UriscopeWindow *self)
{
  if (self->settings != NULL)
    g_settings_set_boolean (self->settings, "compat", gtk_switch_get_active (sw));
  update_resolution (self);
}

static void
spec_changed_cb (GtkDropDown    *dropdown,
                 GParamSpec     *pspec,
                 UriscopeWindow *self)
{
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "spec", us_spec_to_string (current_spec (self)));
  uriscope_spec_badges_set_spec (self->spec_badges, current_spec (self));
  if (self->buffer != NULL)
    {
      mark_base (self);
      update (self);
    }
}

/* A badge clicked: read the reference under its spec. */
static void
spec_activated_cb (UriscopeSpecBadges *badges,
                   guint               spec,
                   UriscopeWindow     *self)
{
  for (guint i = 0; i < self->n_specs; i++)
    if (self->specs[i] == (UsSpec) spec)
      gtk_drop_down_set_selected (self->spec_dropdown, i);
}

/* GObject ------------------------------------------------------------------ */

static void
uriscope_window_dispose (GObject *object)
{
  UriscopeWindow *self = URISCOPE_WINDOW (object);

  if (self->save_source != 0)
    {
      g_source_remove (self->save_source);
      save_cb (self);
    }
  if (self->settings != NULL && self->text != NULL)
    record_reference (self);
  g_clear_handle_id (&self->history_source, g_source_remove);
  g_clear_pointer (&self->recorded, g_free);
  g_clear_weak_pointer (&self->offer_toast);
  if (self->tree != NULL)

    gtk_column_view_set_model (self->tree, NULL);
  g_clear_object (&self->selection);
  g_clear_object (&self->tree_model);
  gtk_widget_dispose_template (GTK_WIDGET (self), URISCOPE_TYPE_WINDOW);
  g_clear_pointer (&self->result, us_result_unref);
  g_clear_pointer (&self->resolution, us_resolution_unref);
  g_clear_pointer (&self->normalization, us_normalization_unref);
  g_clear_object (&self->settings);
  g_clear_object (&self->history_menu);
  g_clear_pointer (&self->text, g_free);
  G_OBJECT_CLASS (uriscope_window_parent_class)->dispose (object);
}

static void
uriscope_window_class_init (UriscopeWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = uriscope_window_dispose;

  g_type_ensure (URISCOPE_TYPE_SPEC_BADGES);
  g_type_ensure (URISCOPE_TYPE_BROWSER_LINE);
  g_type_ensure (URISCOPE_TYPE_QUERY_TABLE);
  g_type_ensure (URISCOPE_TYPE_LINK_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/uriscope/Uriscope/uriscope-window.ui");
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, title);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, spec_dropdown);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, history_button);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, components);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, input);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, part_bar);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, part_label);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, notice);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, spec_badges);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, browser_line);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, query_table);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, link_page);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, status);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, diagnostics);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, pages);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, tree);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, details);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, base);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, compat);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, target);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, trace);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, normalized);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, ladder);
  gtk_widget_class_bind_template_child (widget_class, UriscopeWindow, fix_all);

  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "win.copy-target", NULL, copy_target_action);
  gtk_widget_class_install_action (widget_class, "win.copy-normalized", NULL, copy_normalized_action);
  gtk_widget_class_install_action (widget_class, "win.example", "s", example_action);
  gtk_widget_class_install_action (widget_class, "win.resolution-example", "s", resolution_example_action);
  gtk_widget_class_install_action (widget_class, "win.focus-input", NULL, focus_input_action);
  gtk_widget_class_install_action (widget_class, "win.previous-part", NULL, previous_part_action);
  gtk_widget_class_install_action (widget_class, "win.next-part", NULL, next_part_action);
  gtk_widget_class_install_action (widget_class, "win.copy-all", NULL, copy_all_action);
  gtk_widget_class_install_action (widget_class, "win.copy-component", "u", copy_component_action);
  gtk_widget_class_install_action (widget_class, "win.history", "s", history_action);
  gtk_widget_class_install_action (widget_class, "win.show-history", NULL, show_history_action);
  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_action);
  gtk_widget_class_install_action (widget_class, "win.focus-base", NULL, focus_base_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.fix-all", NULL, fix_all_action);
  gtk_widget_class_install_action (widget_class, "win.clear-history", NULL, clear_history_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.paste", NULL);
  /* Reached only when the focused widget does not paste itself. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "win.paste", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.show-history", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_ALT_MASK, "win.show-page", "s", "breakdown");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_ALT_MASK, "win.show-page", "s", "resolution");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_3, GDK_ALT_MASK, "win.show-page", "s", "normalization");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_4, GDK_ALT_MASK, "win.show-page", "s", "query");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_5, GDK_ALT_MASK, "win.show-page", "s", "link");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_CONTROL_MASK, "win.focus-input", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, GDK_CONTROL_MASK, "win.focus-base", NULL);
  /* Reached only when the focused widget does not undo itself. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
}

static void
uriscope_window_init (UriscopeWindow *self)
{
  g_autoptr(GtkStringList) spec_names = gtk_string_list_new (NULL);
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  static const char *const component_colors[] = {
    "rgba(53,132,228,0.10)", "rgba(46,194,126,0.10)", "rgba(120,120,120,0.07)", "rgba(229,165,10,0.12)", "rgba(145,65,172,0.10)",
  };

  gtk_widget_init_template (GTK_WIDGET (self));
  self->part_size = PART_SIZE;

  self->buffer = gtk_text_view_get_buffer (self->input);
  /* Colour is never the only signal: errors are underlined, warnings
   * underlined in a second style, notes dotted, and each is in the list. */
  self->tag_severity[US_SEVERITY_ERROR] = gtk_text_buffer_create_tag (self->buffer, "error",
                                                                      "underline", PANGO_UNDERLINE_ERROR,
                                                                      "underline-rgba", &(GdkRGBA) { 0.88, 0.11, 0.14, 1 },
                                                                      "background-rgba", &(GdkRGBA) { 0.88, 0.11, 0.14, 0.18 },
                                                                      NULL);
  self->tag_severity[US_SEVERITY_WARNING] = gtk_text_buffer_create_tag (self->buffer, "warning",
                                                                        "underline", PANGO_UNDERLINE_DOUBLE,
                                                                        "underline-rgba", &(GdkRGBA) { 0.9, 0.6, 0.0, 1 },
                                                                        "background-rgba", &(GdkRGBA) { 0.9, 0.6, 0.0, 0.15 },
                                                                        NULL);
  self->tag_severity[US_SEVERITY_NOTE] = gtk_text_buffer_create_tag (self->buffer, "note",
                                                                     "underline", PANGO_UNDERLINE_SINGLE,
                                                                     "underline-rgba", &(GdkRGBA) { 0.2, 0.5, 0.9, 1 },
                                                                     NULL);
  for (guint k = 0; k < G_N_ELEMENTS (self->tag_component); k++)
    {
      GdkRGBA color;
      g_autofree char *name = g_strdup_printf ("component-%u", k);

      gdk_rgba_parse (&color, component_colors[k]);
      self->tag_component[k] = gtk_text_buffer_create_tag (self->buffer, name, "background-rgba", &color, NULL);
      gtk_text_tag_set_priority (self->tag_component[k], 0);
    }
  self->tag_selected = gtk_text_buffer_create_tag (self->buffer, "selected-node",
                                                   "weight", PANGO_WEIGHT_BOLD,
                                                   "foreground-rgba", &(GdkRGBA) { 0.1, 0.37, 0.71, 1 },
                                                   NULL);
  /* The symbol of a control character stands out from the characters
   * that are there, in a colour of its own. */
  self->tag_control = gtk_text_buffer_create_tag (self->buffer, "control",
                                                  "foreground-rgba", &(GdkRGBA) { 0.55, 0.2, 0.6, 1 },
                                                  NULL);
  gtk_text_tag_set_priority (self->tag_control, 0);
  /* Where a browser reads otherwise: a line above, apart from the
   * underlines of the diagnostics. */
  self->tag_browser = gtk_text_buffer_create_tag (self->buffer, "browser",
                                                  "overline", PANGO_OVERLINE_SINGLE,
                                                  NULL);
  /* The link lens, while its page is shown: the registrable domain in
   * bold, as an address bar emphasises it; a finding's characters with an
   * orange error-style underline (wavy; dotted in GTK 4.8), under the
   * problems' marks where both are, and its message on hover. */
  self->tag_registrable = gtk_text_buffer_create_tag (self->buffer, "registrable",
                                                      "weight", PANGO_WEIGHT_BOLD,
                                                      NULL);
  self->tag_finding = gtk_text_buffer_create_tag (self->buffer, "finding",
                                                  "underline", PANGO_UNDERLINE_ERROR,
                                                  "underline-rgba", &(GdkRGBA) { 0.85, 0.45, 0.0, 1 },
                                                  NULL);
  gtk_text_tag_set_priority (self->tag_finding, gtk_text_tag_get_priority (self->tag_severity[US_SEVERITY_ERROR]));
  self->tag_no_hyphens = gtk_text_buffer_create_tag (self->buffer, "no-hyphens", "insert-hyphens", FALSE, NULL);
  gtk_text_tag_set_priority (self->tag_no_hyphens, 0);
  /* Nor in the labels that show URI text. */
  {
    GtkLabel *labels[] = { self->target, self->trace, self->normalized, self->ladder, self->details };
    PangoAttrList *attrs = pango_attr_list_new ();

    pango_attr_list_insert (attrs, pango_attr_insert_hyphens_new (FALSE));
    for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
      gtk_label_set_attributes (labels[i], attrs);
    pango_attr_list_unref (attrs);
  }

  for (guint i = 0; i < US_SPEC_COUNT; i++)
    if (us_spec_is_available ((UsSpec) i))
      {
        self->specs[self->n_specs++] = (UsSpec) i;
        gtk_string_list_append (spec_names, us_spec_title ((UsSpec) i));
      }
  gtk_drop_down_set_model (self->spec_dropdown, G_LIST_MODEL (spec_names));

  self->tree_model = uriscope_tree_model_new ();
  self->selection = gtk_single_selection_new (G_LIST_MODEL (g_object_ref (self->tree_model)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_column_view_set_model (self->tree, GTK_SELECTION_MODEL (self->selection));
  uriscope_tree_add_columns (self->tree);

  for (guint k = 0; k < G_N_ELEMENTS (components); k++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *content = adw_button_content_new ();

      adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), "edit-copy-symbolic");
      adw_button_content_set_label (ADW_BUTTON_CONTENT (content), g_dpgettext2 (NULL, "component", component_texts[k].label));
      gtk_button_set_child (GTK_BUTTON (button), content);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.copy-component");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", k);
      gtk_widget_add_css_class (button, "flat");
      gtk_box_append (GTK_BOX (self->components), button);
      self->component_buttons[k] = button;
    }

  {
    GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);

    gtk_drop_target_set_gtypes (drop, (GType[]) { GDK_TYPE_FILE_LIST, G_TYPE_STRING }, 2);
    g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), self);
    gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
  }
  g_signal_connect (self->diagnostics, "row-activated", G_CALLBACK (diagnostic_activated_cb), self);
  self->history_menu = g_menu_new ();
  gtk_menu_button_set_menu_model (self->history_button, G_MENU_MODEL (self->history_menu));

  schema = g_settings_schema_source_lookup (source, "io.github.uriscope.Uriscope", TRUE);
  if (schema != NULL)
    {
      g_autofree char *spec_name = NULL;
      g_autofree char *base = NULL;
      UsSpec spec;

      self->settings = g_settings_new ("io.github.uriscope.Uriscope");
      spec_name = g_settings_get_string (self->settings, "spec");
      if (us_spec_from_string (spec_name, &spec))
        for (guint i = 0; i < self->n_specs; i++)
          if (self->specs[i] == spec)
            gtk_drop_down_set_selected (self->spec_dropdown, i);
      base = g_settings_get_string (self->settings, "base");
      gtk_editable_set_text (GTK_EDITABLE (self->base), base);
      gtk_switch_set_active (self->compat, g_settings_get_boolean (self->settings, "compat"));
      g_signal_connect (self->settings, "changed::history", G_CALLBACK (history_changed_cb), self);
    }
  else
    gtk_editable_set_text (GTK_EDITABLE (self->base), "http://a/b/c/d;p?q");
  history_changed_cb (self->settings, "history", self);

  g_signal_connect (self->buffer, "changed", G_CALLBACK (buffer_changed_cb), self);
  g_signal_connect (self->buffer, "insert-text", G_CALLBACK (insert_text_cb), self);
  g_signal_connect (self->buffer, "delete-range", G_CALLBACK (delete_range_cb), self);
  g_signal_connect (self->buffer, "undo", G_CALLBACK (replay_begin_cb), self);
  g_signal_connect_after (self->buffer, "undo", G_CALLBACK (replay_end_cb), self);
  g_signal_connect (self->buffer, "redo", G_CALLBACK (replay_begin_cb), self);
  g_signal_connect_after (self->buffer, "redo", G_CALLBACK (replay_end_cb), self);
  g_signal_connect (self->input, "copy-clipboard", G_CALLBACK (copy_field_cb), self);
  g_signal_connect (self->input, "cut-clipboard", G_CALLBACK (cut_field_cb), self);
  g_signal_connect (self->buffer, "notify::cursor-position", G_CALLBACK (cursor_moved_cb), self);
  g_signal_connect (self->selection, "notify::selected-item", G_CALLBACK (selection_changed_cb), self);
  g_signal_connect (self->input, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    /* Before the field's own handling, which would type a newline. */
    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect (keys, "key-pressed", G_CALLBACK (input_key_pressed_cb), self);
    gtk_widget_add_controller (GTK_WIDGET (self->input), keys);
    g_signal_connect (self->input, "preedit-changed", G_CALLBACK (preedit_changed_cb), self);
  }
  g_signal_connect (self->base, "changed", G_CALLBACK (base_changed_cb), self);
  g_signal_connect (self->compat, "notify::active", G_CALLBACK (compat_changed_cb), self);
  g_signal_connect (self->spec_dropdown, "notify::selected", G_CALLBACK (spec_changed_cb), self);
  uriscope_spec_badges_set_spec (self->spec_badges, current_spec (self));
  g_signal_connect (self->spec_badges, "spec-activated", G_CALLBACK (spec_activated_cb), self);
  /* "Read as a Browser": the same signal, for WHATWG. */
  g_signal_connect (self->browser_line, "spec-activated", G_CALLBACK (spec_activated_cb), self);
  g_signal_connect (self->pages, "notify::visible-child", G_CALLBACK (page_changed_cb), self);
  g_signal_connect (self->link_page, "lens-changed", G_CALLBACK (lens_changed_cb), self);
  g_signal_connect (self->link_page, "open-reference", G_CALLBACK (open_reference_cb), self);
  g_signal_connect (self->link_page, "finding-activated", G_CALLBACK (finding_activated_cb), self);
  mark_base (self);

  if (self->settings != NULL)
    {
      g_autofree char *last = g_settings_get_string (self->settings, "last-input");

      uriscope_window_set_text (self, last);
      show_masked_notice (self);
    }
  else
    update (self);
}

/* Public ------------------------------------------------------------------- */

GtkWidget *
uriscope_window_new (GtkApplication *application)
{
  return g_object_new (URISCOPE_TYPE_WINDOW, "application", application, NULL);
}

/* Replaces the reference; inspected at once. The text is shown exactly,
 * trailing newlines and surrounding white space included (and flagged);
 * bytes the field cannot hold are replaced and the user told which. */
void
uriscope_window_set_bytes (UriscopeWindow *self,
                           const char     *bytes,
                           gsize           len)
{
  g_autofree char *notice = NULL;
  gboolean was_part;

  g_return_if_fail (URISCOPE_IS_WINDOW (self));

  was_part = holds_part (self);
  /* The reference the user leaves is a recent one. */
  if (self->text != NULL)
    leave_reference (self);
  g_free (self->text);
  self->text = uriscope_text_sanitize (bytes, len, &self->text_len, &notice);
  gtk_label_set_text (self->notice, notice ? notice : "");
  gtk_widget_set_visible (GTK_WIDGET (self->notice), notice != NULL);
  self->view_start = 0;
  self->part_size = PART_SIZE;
  self->view_end = self->text_len > LARGE_INPUT ? char_boundary (self, PART_SIZE) : self->text_len;
  /* A new reference starts with no node selected. */
  self->syncing = TRUE;
  self->new_reference = TRUE;
  fill_field (self, was_part);
  self->new_reference = FALSE;
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  self->syncing = FALSE;
  show_selected (self);
}

void
uriscope_window_set_text (UriscopeWindow *self,
                          const char     *text)
{
  uriscope_window_set_bytes (self, text ? text : "", text ? strlen (text) : 0);
}

/* The whole reference, which the field may hold only a part of. */
const char *
uriscope_window_get_text (UriscopeWindow *self,
                          gsize          *len)
{
  if (len != NULL)
    *len = self->text_len;
  return self->text ? self->text : "";
}

void
uriscope_window_set_base (UriscopeWindow *self,
                          const char     *base)
{
  g_return_if_fail (URISCOPE_IS_WINDOW (self));

  gtk_editable_set_text (GTK_EDITABLE (self->base), base ? base : "");
}

void
uriscope_window_set_compat (UriscopeWindow *self,
                            gboolean        compat)
{
  gtk_switch_set_active (self->compat, compat);
}

/* For tests: the result shown, and the widgets that show it. */
UsResult *
uriscope_window_get_result (UriscopeWindow *self)
{
  return self->result;
}

UsResolution *
uriscope_window_get_resolution (UriscopeWindow *self)
{
  return self->resolution;
}

GtkTextBuffer *
uriscope_window_get_buffer (UriscopeWindow *self)
{
  return self->buffer;
}

GtkSingleSelection *
uriscope_window_get_selection (UriscopeWindow *self)
{
  return self->selection;
}

GtkListBox *
uriscope_window_get_diagnostics (UriscopeWindow *self)
{
  return self->diagnostics;
}

const char *
uriscope_window_get_target_text (UriscopeWindow *self)
{
  return gtk_label_get_text (self->target);
}

void
uriscope_window_show_page (UriscopeWindow *self,
                           const char     *name)
{
  gtk_stack_set_visible_child_name (self->pages, name);
}

AdwWindowTitle *
uriscope_window_get_title (UriscopeWindow *self)
{
  return self->title;
}

const char *
uriscope_window_get_page_title (UriscopeWindow *self,
                                const char     *name)
{
  GtkWidget *child = gtk_stack_get_child_by_name (self->pages, name);

  return child ? gtk_stack_page_get_title (gtk_stack_get_page (self->pages, child)) : NULL;
}

/* The notice about replaced bytes, or %NULL when there is none. */
const char *
uriscope_window_get_notice (UriscopeWindow *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->notice)) ? gtk_label_get_text (self->notice) : NULL;
}

const char *
uriscope_window_get_page (UriscopeWindow *self)
{
  return gtk_stack_get_visible_child_name (self->pages);
}

const char *
uriscope_window_get_base (UriscopeWindow *self)
{
  return gtk_editable_get_text (GTK_EDITABLE (self->base));
}

gboolean
uriscope_window_get_compat (UriscopeWindow *self)
{
  return gtk_switch_get_active (self->compat);
}

GtkEntry *
uriscope_window_get_base_entry (UriscopeWindow *self)
{
  return self->base;
}

GtkWidget *
uriscope_window_get_spec_badges (UriscopeWindow *self)
{
  return GTK_WIDGET (self->spec_badges);
}

GtkWidget *
uriscope_window_get_browser_line (UriscopeWindow *self)
{
  return GTK_WIDGET (self->browser_line);
}

GtkWidget *
uriscope_window_get_link_page (UriscopeWindow *self)
{
  return GTK_WIDGET (self->link_page);
}

/* The text of the selected node's details. */
const char *
uriscope_window_get_details_text (UriscopeWindow *self)
{
  return gtk_label_get_text (self->details);
}

/* The text of the normalization page. */
const char *
uriscope_window_get_ladder_text (UriscopeWindow *self)
{
  return gtk_label_get_text (self->ladder);
}

/* The spec the reference is read under. */
UsSpec
uriscope_window_get_spec (UriscopeWindow *self)
{
  return current_spec (self);
}
