/* uriscope-reference-buffer.c — the reference, and the part of it the field holds
 *
 * The field shows a symbol for each control character (Unicode's Control
 * Pictures, uriscope_text_to_shown), one character for one, so its text is
 * not the reference: each edit is made on the reference as it happens.
 * Text typed, pasted or dropped is taken as it is, and shown with
 * symbols; text the undo history puts back is text the field showed, so
 * its symbols are controls again (a Control Picture typed as such is read
 * back as a control only when it is redone).
 *
 * The reference's bytes are the truth, whatever they are: the core reads
 * them (as uriscope-cli does), its offsets count them, and a fix replaces
 * them. The field shows each NUL and each byte that is not part of valid
 * UTF-8 as one U+FFFD (uriscope_text_to_shown), and a position of the
 * field maps to the byte it shows, so an edit anywhere changes only the
 * bytes it covers: the other bad bytes stay as they were, and a U+FFFD the
 * user types or pastes is the character U+FFFD. The undo history holds
 * the text the field showed; the bytes behind each U+FFFD it deletes are
 * kept (the last DELETED_KEPT deletions that held one), and text it puts
 * back is matched against them, so Ctrl+Z after a fix restores the exact
 * bytes. (Text deleted a keystroke at a time comes back in one piece; its
 * U+FFFDs then take the kept bytes most recent first.)
 *
 * A long reference, or one with many problems, is held a part at a time.
 * "reference-changed" says the reference or the part held changed (the
 * window parses it again, then calls uriscope_reference_buffer_fit() and
 * uriscope_reference_field_update_marks()); "reference-edited" that the
 * user changed it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "uriscope-field-marks.h"
#include "uriscope-reference-buffer.h"
#include "uriscope-text.h"

/* A reference longer than this is shown in the field a part at a time:
 * Pango lays out a paragraph as a whole, about 1.5 µs a character, so a
 * 1 MB line took 2 s a keystroke, and an 8 KiB part alone (12 million
 * instructions of Pango every 2 KiB) most of a 100 KB reference's
 * keystroke. The core still reads all of it. A part of 4 KiB is some 50
 * lines of the field, which shows 9 before it scrolls. */
#define LARGE_INPUT (8 * 1024)
#define PART_SIZE (4 * 1024)

/* A reference with more than URISCOPE_MAX_FIELD_MARKS problems in what
 * the field holds is shown in smaller parts, down to this many bytes. */
#define MIN_PART_SIZE 256

/* Deletions whose U+FFFDs the undo history may put back, at most. */
#define DELETED_KEPT 64

/* Text deleted from the field that showed a U+FFFD, and the bytes it
 * stood for. */
typedef struct {
  char *shown;
  gsize shown_len;
  char *bytes;
  gsize len;
} Deleted;

struct _UriscopeReferenceBuffer {
  GtkTextBuffer parent_instance;

  gboolean replaying;          /* the undo history is applied */

  char *text;                  /* the reference, as parsed */
  gsize text_len;
  gsize view_start;            /* the bytes of it the buffer holds */
  gsize view_end;
  gsize part_size;             /* parts start at its multiples */
  gboolean new_reference;      /* filled with a new reference */
  gboolean replacing_all;      /* uriscope_reference_buffer_replace_all() */
  UsResult *result;            /* the last parse */
  GQueue deleted;              /* of Deleted, the last first */
  const char *inserting;       /* bytes behind the text being inserted */
  gsize inserting_len;
  gboolean whole_selected;     /* Ctrl+A while the field holds a part */
  gboolean whole_deleted;      /* ... and an edit over it: undo cleared */
  guint part_source;           /* show_cursor_part_cb() */
};

G_DEFINE_FINAL_TYPE (UriscopeReferenceBuffer, uriscope_reference_buffer, GTK_TYPE_TEXT_BUFFER)

enum {
  SIGNAL_REFERENCE_CHANGED,
  SIGNAL_REFERENCE_EDITED,
  SIGNAL_REFERENCE_EMPTIED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void changed_cb (GtkTextBuffer *buffer, UriscopeReferenceBuffer *self);
static void insert_text_cb (GtkTextBuffer *buffer, GtkTextIter *location, const char *text, int len,
                            UriscopeReferenceBuffer *self);
static void delete_range_cb (GtkTextBuffer *buffer, GtkTextIter *start, GtkTextIter *end,
                             UriscopeReferenceBuffer *self);


static void
deleted_free (gpointer data)
{
  Deleted *d = data;

  g_free (d->shown);
  g_free (d->bytes);
  g_free (d);
}

/* @len bytes, any of them NUL, and a NUL after them. */
static char *
dup_bytes (const char *bytes,
           gsize       len)
{
  char *copy = g_malloc (len + 1);

  memcpy (copy, bytes, len);
  copy[len] = '\0';
  return copy;
}

/* @map for the bytes of the reference the buffer holds. */
void
uriscope_reference_buffer_map (UriscopeReferenceBuffer *self,
                               UriscopeOffsetMap       *map)
{
  uriscope_offset_map_init (map, GTK_TEXT_BUFFER (self), self->text, self->text_len, self->view_start, self->view_end);
}

/* The byte of the reference at a position of the buffer. */
gsize
uriscope_reference_buffer_byte_at_iter (UriscopeReferenceBuffer *self,
                                        const GtkTextIter       *iter)
{
  const char *shown = self->text + self->view_start;

  return self->view_start +
    (gsize) (uriscope_text_shown_skip (shown, self->text + self->view_end, gtk_text_iter_get_offset (iter)) - shown);
}

/* The position of byte @byte of the reference, clamped to what is held. */
void
uriscope_reference_buffer_iter_at_byte (UriscopeReferenceBuffer *self,
                                        gsize                    byte,
                                        GtkTextIter             *iter)
{
  UriscopeOffsetMap map;

  uriscope_reference_buffer_map (self, &map);
  uriscope_offset_map_iter (&map, byte, iter);
}

/* Parts of a long reference ------------------------------------------------ */

/* Whether the field holds only a part of the reference. */
gboolean
uriscope_reference_buffer_holds_part (UriscopeReferenceBuffer *self)
{
  return self->view_start > 0 || self->view_end < self->text_len;
}

/* @byte, or the start of the character it is inside (a byte that is not
 * UTF-8 is a character of its own). */
static gsize
char_boundary (UriscopeReferenceBuffer *self,
               gsize                    byte)
{
  const char *end = self->text + self->text_len;

  byte = MIN (byte, self->text_len);
  for (gsize back = 1; back <= 3 && back <= byte && byte < self->text_len; back++)
    if (uriscope_text_char_length (self->text + byte - back, end) > back)
      return byte - back;
  return byte;
}

/* Puts bytes [view_start, view_end) of the reference into the field.
 * When the field holds (or held) only a part, this is not an edit the
 * user could undo: the undo history would mix parts. */
static void
fill_field (UriscopeReferenceBuffer *self,
            gboolean                 was_part)
{
  gboolean part = uriscope_reference_buffer_holds_part (self);
  gsize shown_len;
  g_autofree char *shown = uriscope_text_to_shown (self->text + self->view_start, self->view_end - self->view_start,
                                                   &shown_len);

  self->whole_selected = FALSE;
  g_signal_handlers_block_by_func (GTK_TEXT_BUFFER (self), changed_cb, self);
  g_signal_handlers_block_by_func (GTK_TEXT_BUFFER (self), insert_text_cb, self);
  g_signal_handlers_block_by_func (GTK_TEXT_BUFFER (self), delete_range_cb, self);
  if (part || was_part)
    gtk_text_buffer_begin_irreversible_action (GTK_TEXT_BUFFER (self));
  gtk_text_buffer_set_text (GTK_TEXT_BUFFER (self), shown, (int) shown_len);
  if (part || was_part)
    gtk_text_buffer_end_irreversible_action (GTK_TEXT_BUFFER (self));
  g_signal_handlers_unblock_by_func (GTK_TEXT_BUFFER (self), delete_range_cb, self);
  g_signal_handlers_unblock_by_func (GTK_TEXT_BUFFER (self), insert_text_cb, self);
  g_signal_handlers_unblock_by_func (GTK_TEXT_BUFFER (self), changed_cb, self);
  g_signal_emit (self, signals[SIGNAL_REFERENCE_CHANGED], 0);
}

/* Shows the part of the reference from @start on, at least up to @end. */
static void
show_part (UriscopeReferenceBuffer *self,
           gsize                    start,
           gsize                    end)
{
  gboolean was_part = uriscope_reference_buffer_holds_part (self);

  self->view_start = char_boundary (self, start);
  self->view_end = char_boundary (self, MAX (end, self->view_start + self->part_size));
  fill_field (self, was_part);
}

/* Brings bytes [start, end) of the reference into the buffer. */
void
uriscope_reference_buffer_show_range (UriscopeReferenceBuffer *self,
                                      gsize                    start,
                                      gsize                    end)
{
  if (start < self->view_start || end > self->view_end)
    show_part (self, start - start % self->part_size, end);
}

/* The problems marked in the field if it held [start, end). */
static guint
count_marks (UriscopeReferenceBuffer *self,
             gsize                    start,
             gsize                    end)
{
  guint n = 0;

  for (guint i = 0; i < us_result_get_n_diagnostics (self->result); i++)
    {
      const UsDiagnostic *d = us_result_get_diagnostic (self->result, i);

      n += d->end > start && d->start < end;
    }
  return n;
}

/* Shows the part around the cursor, the cursor kept at its byte. */
static void
show_cursor_part (UriscopeReferenceBuffer *self,
                  gsize                    cursor)
{
  GtkTextIter iter;

  self->part_size = PART_SIZE;
  show_part (self, cursor - cursor % self->part_size, 0);
  uriscope_reference_buffer_iter_at_byte (self, cursor, &iter);
  gtk_text_buffer_place_cursor (GTK_TEXT_BUFFER (self), &iter);
}

static gboolean
show_cursor_part_cb (gpointer data)
{
  UriscopeReferenceBuffer *self = data;
  GtkTextIter iter;

  self->part_source = 0;
  if (!uriscope_reference_buffer_holds_part (self) && self->text_len > LARGE_INPUT)
    {
      gtk_text_buffer_get_iter_at_mark (GTK_TEXT_BUFFER (self), &iter, gtk_text_buffer_get_insert (GTK_TEXT_BUFFER (self)));
      show_cursor_part (self, uriscope_reference_buffer_byte_at_iter (self, &iter));
    }
  return G_SOURCE_REMOVE;
}

/**
 * uriscope_reference_buffer_fit:
 * @result: (nullable): the parse of the reference
 *
 * Takes the parse of the reference. When the field holds more problems
 * than it can mark quickly, it shows a smaller part, the one around the
 * cursor (the first for a new reference); when a reference it showed in
 * parts only because of its problems has few enough, the whole of it
 * again.
 *
 * Returns: whether the field was filled again (and "changed" emitted)
 */
gboolean
uriscope_reference_buffer_fit (UriscopeReferenceBuffer *self,
                               UsResult                *result)
{
  guint marks;
  gsize cursor, size;
  GtkTextIter iter;

  g_clear_pointer (&self->result, us_result_unref);
  self->result = result ? us_result_ref (result) : NULL;
  if (self->result == NULL)
    return FALSE;
  if (uriscope_reference_buffer_holds_part (self) && self->text_len <= LARGE_INPUT &&
      count_marks (self, 0, self->text_len) <= URISCOPE_MAX_FIELD_MARKS)
    {
      self->part_size = PART_SIZE;
      self->view_start = 0;
      self->view_end = self->text_len;
      fill_field (self, TRUE);
      return TRUE;
    }
  /* A long text dropped into a short reference: the part around the
   * cursor, as for a long reference, once the edit is over (the part is
   * not an edit the user could undo, which cannot start inside one). */
  if (!uriscope_reference_buffer_holds_part (self) && self->text_len > LARGE_INPUT && self->part_source == 0)
    self->part_source = g_idle_add_full (G_PRIORITY_HIGH, show_cursor_part_cb, self, NULL);
  marks = count_marks (self, self->view_start, self->view_end);
  if (marks <= URISCOPE_MAX_FIELD_MARKS || self->view_end - self->view_start <= MIN_PART_SIZE)
    return FALSE;
  /* A power of two of about the length that holds MAX_FIELD_MARKS at
   * this density, smaller than what the field holds now. */
  size = MAX (self->view_end - self->view_start, 1);
  size = (gsize) ((double) size * URISCOPE_MAX_FIELD_MARKS / marks);
  self->part_size = MIN_PART_SIZE;
  while (self->part_size * 2 <= size)
    self->part_size *= 2;
  gtk_text_buffer_get_iter_at_mark (GTK_TEXT_BUFFER (self), &iter, gtk_text_buffer_get_insert (GTK_TEXT_BUFFER (self)));
  cursor = self->new_reference ? 0 : uriscope_reference_buffer_byte_at_iter (self, &iter);
  show_part (self, cursor - cursor % self->part_size, 0);
  return TRUE;
}

/* Brings byte @byte of the reference into the field. */
void
uriscope_reference_buffer_reveal (UriscopeReferenceBuffer *self,
                                  gsize                    byte)
{
  if (byte >= self->view_start && (byte < self->view_end || self->view_end == self->text_len))
    return;
  show_part (self, byte - byte % self->part_size, 0);
}

/* The bytes of the reference the field holds. */
void
uriscope_reference_buffer_get_shown (UriscopeReferenceBuffer *self,
                                     gsize                   *start,
                                     gsize                   *end)
{
  *start = self->view_start;
  *end = self->view_end;
}

void
uriscope_reference_buffer_previous_part (UriscopeReferenceBuffer *self)
{
  show_part (self, self->view_start > self->part_size ? self->view_start - self->part_size : 0, 0);
}

void
uriscope_reference_buffer_next_part (UriscopeReferenceBuffer *self)
{
  if (self->view_end < self->text_len)
    show_part (self, self->view_end, 0);
}

/* Edits ----------------------------------------------------------------------- */

/* Replaces bytes [start, end) of the reference, which the field holds. */
static void
splice_text (UriscopeReferenceBuffer *self,
             gsize                    start,
             gsize                    end,
             const char              *insert,
             gsize                    insert_len)
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

#define REPLACEMENT "\xEF\xBF\xBD"

/* Keeps the bytes behind the U+FFFDs of bytes [start, end) of the
 * reference, which the field is deleting. */
static void
keep_deleted (UriscopeReferenceBuffer *self,
              gsize                    start,
              gsize                    end)
{
  g_autofree char *shown = NULL;
  gsize shown_len;
  Deleted *d;

  shown = uriscope_text_to_shown (self->text + start, end - start, &shown_len);
  if (g_strstr_len (shown, (gssize) shown_len, REPLACEMENT) == NULL)
    return;
  d = g_new (Deleted, 1);
  d->shown = g_steal_pointer (&shown);
  d->shown_len = shown_len;
  d->bytes = dup_bytes (self->text + start, end - start);
  d->len = end - start;
  g_queue_push_head (&self->deleted, d);
  if (g_queue_get_length (&self->deleted) > DELETED_KEPT)
    deleted_free (g_queue_pop_tail (&self->deleted));
}

/* The bytes for @chars (the reference's characters for @text, which the
 * undo history puts back): the bytes of the last deletion that showed
 * @text, else @chars with each U+FFFD taking the bytes behind the kept
 * U+FFFDs, the last deleted first. */
static char *
restore_deleted (UriscopeReferenceBuffer *self,
                 const char              *text,
                 gsize                    len,
                 const char              *chars,
                 gsize                    chars_len,
                 gsize                   *out_len)
{
  GString *out;
  GList *l = self->deleted.head;
  const char *k = NULL, *k_end = NULL;

  for (GList *m = self->deleted.head; m != NULL; m = m->next)
    {
      Deleted *d = m->data;

      if (d->shown_len == len && memcmp (d->shown, text, len) == 0)
        {
          char *bytes = g_steal_pointer (&d->bytes);

          *out_len = d->len;
          g_queue_delete_link (&self->deleted, m);
          deleted_free (d);
          return bytes;
        }
    }
  out = g_string_sized_new (chars_len + 1);
  for (const char *p = chars, *end = chars + chars_len; p < end;)
    {
      gsize n;

      if (end - p < 3 || memcmp (p, REPLACEMENT, 3) != 0)
        {
          g_string_append_c (out, *p++);
          continue;
        }
      p += 3;
      /* The next U+FFFD the kept deletions showed. */
      for (;;)
        {
          while (k != NULL && k < k_end && (n = uriscope_text_char_length (k, k_end)) > 0 &&
                 !(n == 3 && memcmp (k, REPLACEMENT, 3) == 0))
            k += n;
          if (k != NULL && k < k_end)
            break;
          if (l == NULL)
            break;
          k = ((Deleted *) l->data)->bytes;
          k_end = k + ((Deleted *) l->data)->len;
          l = l->next;
        }
      if (k == NULL || k >= k_end)
        {
          g_string_append (out, REPLACEMENT);
          continue;
        }
      n = uriscope_text_shown_char_bytes (k, k_end);
      g_string_append_len (out, k, (gssize) n);
      k += n;
    }
  *out_len = out->len;
  return g_string_free (out, FALSE);
}

static void
insert_text_cb (GtkTextBuffer           *buffer,
                GtkTextIter             *location,
                const char              *text,
                int                      len,
                UriscopeReferenceBuffer *self)
{
  gsize byte, chars_len, shown_len;
  g_autofree char *chars = NULL;
  g_autofree char *shown = NULL;

  byte = uriscope_reference_buffer_byte_at_iter (self, location);
  if (self->inserting != NULL)
    {
      chars = dup_bytes (self->inserting, self->inserting_len);
      chars_len = self->inserting_len;
      self->inserting = NULL;
    }
  else if (self->replaying)
    {
      chars = uriscope_text_from_shown (text, (gsize) len, &chars_len);
      if (g_strstr_len (text, len, REPLACEMENT) != NULL)
        {
          g_autofree char *plain = g_steal_pointer (&chars);

          chars = restore_deleted (self, text, (gsize) len, plain, chars_len, &chars_len);
        }
    }
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
delete_range_cb (GtkTextBuffer           *buffer,
                 GtkTextIter             *start,
                 GtkTextIter             *end,
                 UriscopeReferenceBuffer *self)
{
  gsize a = uriscope_reference_buffer_byte_at_iter (self, start);
  gsize b = uriscope_reference_buffer_byte_at_iter (self, end);

  /* Ctrl+A over a part, then typing, pasting or deleting: the whole
   * reference goes, not the part alone (which glued what was typed to the
   * rest). The field's undo, which knows the part only, is cleared once
   * the edit is done (whole_deleted_cb()); the reference was kept in the
   * recent references ("reference-emptied"). */
  if (self->whole_selected && a == self->view_start && b == self->view_end && !self->replaying)
    {
      self->whole_selected = FALSE;
      g_signal_emit (self, signals[SIGNAL_REFERENCE_EMPTIED], 0);
      g_free (self->text);
      self->text = g_strdup ("");
      self->text_len = 0;
      self->view_start = self->view_end = 0;
      self->whole_deleted = TRUE;
      return;
    }

  /* The user deleting the whole reference (select all, then type over
   * it): what follows is another reference. Said while the text is still
   * the old one. */
  if (a == 0 && b == self->text_len && self->text_len > 0 && !self->replaying && !self->replacing_all)
    g_signal_emit (self, signals[SIGNAL_REFERENCE_EMPTIED], 0);
  keep_deleted (self, a, b);
  splice_text (self, a, b, "", 0);
}

/* Inserts @bytes, which may be any bytes, at @iter: the field gets the
 * text it shows for them, the reference the bytes. */
static void
insert_bytes (UriscopeReferenceBuffer *self,
              GtkTextIter             *iter,
              const char              *bytes,
              gsize                    len)
{
  g_autofree char *shown = NULL;
  gsize shown_len;

  shown = uriscope_text_to_shown (bytes, len, &shown_len);
  self->inserting = bytes;
  self->inserting_len = len;
  gtk_text_buffer_insert (GTK_TEXT_BUFFER (self), iter, shown, (int) shown_len);
  self->inserting = NULL;
}

static void
changed_cb (GtkTextBuffer           *buffer,
            UriscopeReferenceBuffer *self)
{
  g_signal_emit (self, signals[SIGNAL_REFERENCE_CHANGED], 0);
  g_signal_emit (self, signals[SIGNAL_REFERENCE_EDITED], 0);
}

static void
replay_begin_cb (GtkTextBuffer           *buffer,
                 UriscopeReferenceBuffer *self)
{
  self->replaying = TRUE;
}

static void
replay_end_cb (GtkTextBuffer           *buffer,
               UriscopeReferenceBuffer *self)
{
  self->replaying = FALSE;
}

/* Replaces bytes [start, end) of the reference with @text, as one user
 * action: Ctrl+Z undoes it in one step. */
void
uriscope_reference_buffer_replace (UriscopeReferenceBuffer *self,
                                   gsize                    start,
                                   gsize                    end,
                                   const char              *text)
{
  g_autofree char *insert = g_strdup (text);
  GtkTextIter a, b;
  UriscopeOffsetMap map;

  uriscope_reference_buffer_show_range (self, start, end);
  uriscope_reference_buffer_map (self, &map);
  uriscope_offset_map_iter (&map, start, &a);
  uriscope_offset_map_iter (&map, end, &b);
  gtk_text_buffer_begin_user_action (GTK_TEXT_BUFFER (self));
  gtk_text_buffer_delete (GTK_TEXT_BUFFER (self), &a, &b);
  insert_bytes (self, &a, insert, strlen (insert));
  gtk_text_buffer_end_user_action (GTK_TEXT_BUFFER (self));
}

/* Inserts @bytes, which may be any bytes, over the selection or at the
 * cursor, as one user action (a paste into the field). */
void
uriscope_reference_buffer_insert_at_cursor (UriscopeReferenceBuffer *self,
                                            const char              *bytes,
                                            gsize                    len)
{
  GtkTextBuffer *buffer = GTK_TEXT_BUFFER (self);
  g_autofree char *insert = NULL;
  GtkTextIter iter;
  gsize start, end;

  if (!uriscope_reference_buffer_get_selected (self, &start, &end))
    {
      gtk_text_buffer_get_iter_at_mark (buffer, &iter, gtk_text_buffer_get_insert (buffer));
      start = end = uriscope_reference_buffer_byte_at_iter (self, &iter);
    }
  /* Long: the reference is spliced and the part around the cursor shown,
   * as a long reference is (the field's undo cannot take it back). */
  if (self->text_len - (end - start) + len > LARGE_INPUT)
    {
      splice_text (self, start, end, bytes, len);
      show_cursor_part (self, start + len);
      g_signal_emit (self, signals[SIGNAL_REFERENCE_EDITED], 0);
      return;
    }
  insert = dup_bytes (bytes, len);
  gtk_text_buffer_begin_user_action (buffer);
  gtk_text_buffer_delete_selection (buffer, TRUE, TRUE);
  gtk_text_buffer_get_iter_at_mark (buffer, &iter, gtk_text_buffer_get_insert (buffer));
  insert_bytes (self, &iter, insert, len);
  gtk_text_buffer_end_user_action (buffer);
}

/* Selects all the field holds (Ctrl+A); when it holds a part, the whole
 * reference counts as selected: an edit over the selection replaces all
 * of it, and a copy takes all of it. */
void
uriscope_reference_buffer_select_whole (UriscopeReferenceBuffer *self)
{
  GtkTextIter a, b;

  gtk_text_buffer_get_bounds (GTK_TEXT_BUFFER (self), &a, &b);
  gtk_text_buffer_select_range (GTK_TEXT_BUFFER (self), &b, &a);
  self->whole_selected = uriscope_reference_buffer_holds_part (self);
}

/* Whether the selection is the whole reference, or the reference is
 * empty: a paste then brings another reference. */
gboolean
uriscope_reference_buffer_whole_selected (UriscopeReferenceBuffer *self)
{
  GtkTextIter a, b;

  if (self->text_len == 0 || self->whole_selected)
    return TRUE;
  return !uriscope_reference_buffer_holds_part (self) &&
         gtk_text_buffer_get_selection_bounds (GTK_TEXT_BUFFER (self), &a, &b) &&
         gtk_text_iter_is_start (&a) && gtk_text_iter_is_end (&b);
}

/* The bytes of the reference selected (all of it after Ctrl+A over a
 * part); FALSE when nothing is. */
gboolean
uriscope_reference_buffer_get_selected (UriscopeReferenceBuffer *self,
                                        gsize                   *start,
                                        gsize                   *end)
{
  GtkTextIter a, b;

  if (!gtk_text_buffer_get_selection_bounds (GTK_TEXT_BUFFER (self), &a, &b))
    return FALSE;
  if (self->whole_selected)
    {
      *start = 0;
      *end = self->text_len;
      return TRUE;
    }
  *start = uriscope_reference_buffer_byte_at_iter (self, &a);
  *end = uriscope_reference_buffer_byte_at_iter (self, &b);
  return TRUE;
}

/* The selection no longer all the field holds: no longer the whole. */
static void
mark_set_cb (GtkTextBuffer           *buffer,
             const GtkTextIter       *location,
             GtkTextMark             *mark,
             UriscopeReferenceBuffer *self)
{
  GtkTextIter a, b;

  if (!self->whole_selected ||
      (mark != gtk_text_buffer_get_insert (buffer) && mark != gtk_text_buffer_get_selection_bound (buffer)))
    return;
  if (!gtk_text_buffer_get_selection_bounds (buffer, &a, &b) || !gtk_text_iter_is_start (&a) || !gtk_text_iter_is_end (&b))
    self->whole_selected = FALSE;
}

static gboolean
clear_undo_cb (gpointer data)
{
  GtkTextBuffer *buffer = data;

  gtk_text_buffer_begin_irreversible_action (buffer);
  gtk_text_buffer_end_irreversible_action (buffer);
  return G_SOURCE_REMOVE;
}

/* The edit that deleted the whole of a reference held a part at a time
 * is done: the field's undo history, which would put back one part as
 * the reference, is cleared — right after, since GTK ends the history's
 * user action only after this signal. */
static void
whole_deleted_cb (GtkTextBuffer           *buffer,
                  UriscopeReferenceBuffer *self)
{
  if (!self->whole_deleted)
    return;
  self->whole_deleted = FALSE;
  g_idle_add_full (G_PRIORITY_HIGH, clear_undo_cb, g_object_ref (buffer), g_object_unref);
}

/* Shows the new reference self->text from its start. */
static void
start_reference (UriscopeReferenceBuffer *self,
                 gboolean                 was_part)
{
  self->view_start = 0;
  self->part_size = PART_SIZE;
  self->view_end = self->text_len > LARGE_INPUT ? char_boundary (self, PART_SIZE) : self->text_len;
  self->new_reference = TRUE;
  fill_field (self, was_part);
  self->new_reference = FALSE;
}

/* Replaces the whole reference as the user's edit, one step for Ctrl+Z;
 * a reference shown a part at a time is replaced whole, which the
 * field's undo, holding one part, cannot take back. */
void
uriscope_reference_buffer_replace_all (UriscopeReferenceBuffer *self,
                                       const char              *text,
                                       gsize                    len)
{
  GtkTextIter a, b;

  if (uriscope_reference_buffer_holds_part (self) || len > LARGE_INPUT)
    {
      gboolean was_part = uriscope_reference_buffer_holds_part (self);

      g_free (self->text);
      self->text = dup_bytes (text, len);
      self->text_len = len;
      start_reference (self, was_part);
      g_signal_emit (self, signals[SIGNAL_REFERENCE_EDITED], 0);
      return;
    }
  gtk_text_buffer_get_bounds (GTK_TEXT_BUFFER (self), &a, &b);
  gtk_text_buffer_begin_user_action (GTK_TEXT_BUFFER (self));
  /* An edit of this reference (Fix All), not another one. */
  self->replacing_all = TRUE;
  gtk_text_buffer_delete (GTK_TEXT_BUFFER (self), &a, &b);
  self->replacing_all = FALSE;
  insert_bytes (self, &a, text, len);
  gtk_text_buffer_end_user_action (GTK_TEXT_BUFFER (self));
}


/**
 * uriscope_reference_buffer_set_bytes:
 * @notice: (out) (optional): which bytes the field shows as U+FFFD, or
 *   %NULL
 *
 * Replaces the reference with @bytes, kept as they are: shown exactly,
 * trailing newlines and surrounding white space included.
 */
void
uriscope_reference_buffer_set_bytes (UriscopeReferenceBuffer  *self,
                                     const char               *bytes,
                                     gsize                     len,
                                     char                    **notice)
{
  gboolean was_part = uriscope_reference_buffer_holds_part (self);

  g_free (self->text);
  self->text = dup_bytes (bytes, len);
  self->text_len = len;
  if (notice != NULL)
    *notice = uriscope_reference_buffer_dup_notice (self);
  start_reference (self, was_part);
}

/* Which bytes of the reference the field shows as U+FFFD, as a sentence
 * for the user, or %NULL when there are none. */
char *
uriscope_reference_buffer_dup_notice (UriscopeReferenceBuffer *self)
{
  char *notice = NULL;

  if (uriscope_text_has_bad_bytes (self->text, self->text_len))
    g_free (uriscope_text_sanitize (self->text, self->text_len, NULL, &notice));
  return notice;
}

/* The whole reference, which the field may hold only a part of. */
const char *
uriscope_reference_buffer_get_text (UriscopeReferenceBuffer *self,
                                    gsize                   *len)
{
  if (len != NULL)
    *len = self->text_len;
  return self->text;
}

/* Whether the reference is held a part at a time for its length. */
gboolean
uriscope_reference_buffer_is_large (UriscopeReferenceBuffer *self)
{
  return self->text_len > LARGE_INPUT;
}

/* The last parse. */
UsResult *
uriscope_reference_buffer_get_result (UriscopeReferenceBuffer *self)
{
  return self->result;
}

/* GObject ------------------------------------------------------------------ */

static void
uriscope_reference_buffer_finalize (GObject *object)
{
  UriscopeReferenceBuffer *self = URISCOPE_REFERENCE_BUFFER (object);

  g_clear_pointer (&self->result, us_result_unref);
  g_clear_handle_id (&self->part_source, g_source_remove);
  g_queue_clear_full (&self->deleted, deleted_free);
  g_free (self->text);
  G_OBJECT_CLASS (uriscope_reference_buffer_parent_class)->finalize (object);
}

/* The tags, once the tag table is set (a construct property). */
static void
uriscope_reference_buffer_constructed (GObject *object)
{
  G_OBJECT_CLASS (uriscope_reference_buffer_parent_class)->constructed (object);
  uriscope_field_marks_create_tags (GTK_TEXT_BUFFER (object));
}

static void
uriscope_reference_buffer_class_init (UriscopeReferenceBufferClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = uriscope_reference_buffer_constructed;
  object_class->finalize = uriscope_reference_buffer_finalize;

  signals[SIGNAL_REFERENCE_CHANGED] = g_signal_new ("reference-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_REFERENCE_EDITED] = g_signal_new ("reference-edited", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * UriscopeReferenceBuffer::reference-emptied:
   *
   * The user is deleting the whole reference (not Ctrl+Z, not Fix All):
   * emitted before it is gone, so that it can be kept as it was; what is
   * typed next is another reference.
   */
  signals[SIGNAL_REFERENCE_EMPTIED] = g_signal_new ("reference-emptied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
uriscope_reference_buffer_init (UriscopeReferenceBuffer *self)
{
  GtkTextBuffer *buffer = GTK_TEXT_BUFFER (self);

  self->text = g_strdup ("");
  self->part_size = PART_SIZE;
  g_queue_init (&self->deleted);
  g_signal_connect (buffer, "changed", G_CALLBACK (changed_cb), self);
  g_signal_connect (buffer, "insert-text", G_CALLBACK (insert_text_cb), self);
  g_signal_connect (buffer, "delete-range", G_CALLBACK (delete_range_cb), self);
  g_signal_connect (buffer, "mark-set", G_CALLBACK (mark_set_cb), self);
  g_signal_connect_after (buffer, "end-user-action", G_CALLBACK (whole_deleted_cb), self);
  g_signal_connect (buffer, "undo", G_CALLBACK (replay_begin_cb), self);
  g_signal_connect_after (buffer, "undo", G_CALLBACK (replay_end_cb), self);
  g_signal_connect (buffer, "redo", G_CALLBACK (replay_begin_cb), self);
  g_signal_connect_after (buffer, "redo", G_CALLBACK (replay_end_cb), self);
}
