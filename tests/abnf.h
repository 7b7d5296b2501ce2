/* abnf.h — a deliberately simple ABNF (RFC 5234) reader, matcher and generator
 *
 * Test-only, and independent of the parsers it checks: it reads a grammar
 * text and accepts exactly the language it defines, by full backtracking
 * (the set of every position each element can end at), ambiguities included.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The matcher works on inputs of at most this many bytes. */
#define ABNF_MAX_INPUT 255

typedef struct _AbnfGrammar AbnfGrammar;

AbnfGrammar *abnf_grammar_new    (void);
gboolean     abnf_grammar_add    (AbnfGrammar *self,
                                  const char  *text,
                                  GError     **error);
gboolean     abnf_grammar_check  (AbnfGrammar *self,
                                  GError     **error);
gboolean     abnf_grammar_has_rule (AbnfGrammar *self,
                                  const char  *name);
void         abnf_grammar_free   (AbnfGrammar *self);

gboolean     abnf_match          (AbnfGrammar *self,
                                  const char  *rule,
                                  const char  *text,
                                  gsize        len);
void         abnf_generate       (AbnfGrammar *self,
                                  const char  *rule,
                                  GRand       *rand,
                                  GString     *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbnfGrammar, abnf_grammar_free)

G_END_DECLS
