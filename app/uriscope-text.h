/* uriscope-text.h — bytes from outside made into text the field can hold
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

char *uriscope_text_sanitize (const char *bytes,
                              gsize       len,
                              gsize      *out_len,
                              char      **notice);

GBytes *uriscope_text_pct_decode (const char *text,
                                  gsize       len);

/* Characters of text from the reference a label or a row shows at most. */
#define URISCOPE_TEXT_EXCERPT_CHARS 150
/* A message in words: at most this many characters, and no run of more
 * than URISCOPE_TEXT_WORD_CHARS without a space. */
#define URISCOPE_TEXT_MESSAGE_CHARS 1000
#define URISCOPE_TEXT_WORD_CHARS 60

/**
 * UriscopeExcerptFlags:
 * @URISCOPE_EXCERPT_MARK: a cut text ends with "…" alone (a cell of a row)
 * @URISCOPE_EXCERPT_LENGTH: a cut text ends with "…" and its full length,
 *   "… (20,000 characters)"
 */
typedef enum {
  URISCOPE_EXCERPT_MARK,
  URISCOPE_EXCERPT_LENGTH,
} UriscopeExcerptFlags;

char *uriscope_text_excerpt   (const char          *text,
                               gssize               len,
                               gsize                max_chars,
                               UriscopeExcerptFlags flags);
char *uriscope_text_message_excerpt (const char   *text);
void  uriscope_text_no_hyphens (GtkLabel           *label);
void  uriscope_text_no_hyphens_everywhere (void);

char *uriscope_text_cap_lines (const char *text,
                               gsize       max_chars);
char *uriscope_text_quote_excerpt (const char *text,
                                   gsize       len,
                                   gsize       max_chars);

gunichar uriscope_text_control_picture (gunichar    c);
gunichar uriscope_text_stand_in        (gunichar    c);
gunichar uriscope_text_marked_char     (gunichar    shown);
char    *uriscope_text_to_shown        (const char *text,
                                        gsize       len,
                                        gsize      *out_len);
gsize       uriscope_text_char_length   (const char *p,
                                         const char *end);
gsize       uriscope_text_shown_char_bytes (const char *p,
                                            const char *end);
gboolean    uriscope_text_has_bad_bytes (const char *text,
                                         gsize       len);
const char *uriscope_text_shown_skip    (const char *p,
                                         const char *end,
                                         glong       n);
char    *uriscope_text_from_shown      (const char *text,
                                        gsize       len,
                                        gsize      *out_len);

void     uriscope_text_set_tooltip     (GtkWidget  *widget,
                                        const char *text);

G_END_DECLS
