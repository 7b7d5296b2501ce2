/* cli-json-writer.h — JSON text written piece by piece, strings escaped in one place
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdio.h>
#include <glib.h>

G_BEGIN_DECLS

void     cli_json_append_escaped (GString    *out,
                                  const char *text,
                                  gsize       len);
gboolean cli_json_is_exact       (const char *text,
                                  gsize       len);

typedef struct _CliJsonWriter CliJsonWriter;

CliJsonWriter *cli_json_writer_new          (FILE          *stream);
CliJsonWriter *cli_json_writer_new_memory   (void);
void           cli_json_writer_free         (CliJsonWriter *self);
char          *cli_json_writer_free_to_text (CliJsonWriter *self,
                                             gsize         *len);
void           cli_json_writer_begin_object (CliJsonWriter *self);
void           cli_json_writer_end_object   (CliJsonWriter *self);
void           cli_json_writer_begin_array  (CliJsonWriter *self);
void           cli_json_writer_end_array    (CliJsonWriter *self);
void           cli_json_writer_member       (CliJsonWriter *self,
                                             const char    *name);
void           cli_json_writer_key          (CliJsonWriter *self,
                                             const char    *key,
                                             gsize          len);
void           cli_json_writer_raw_member   (CliJsonWriter *self,
                                             const char    *member,
                                             gsize          len);
void           cli_json_writer_node_prefix  (GString       *out,
                                             const char    *rule);
void           cli_json_writer_node         (CliJsonWriter *self,
                                             const char    *prefix,
                                             gsize          len,
                                             gsize          start,
                                             gsize          end,
                                             gboolean       leaf);
void           cli_json_writer_end_node     (CliJsonWriter *self);
void           cli_json_writer_rule_json    (GString       *out,
                                             const char    *rule);
void           cli_json_writer_string       (CliJsonWriter *self,
                                             const char    *text,
                                             gssize         len);
void           cli_json_writer_int          (CliJsonWriter *self,
                                             gint64         value);
void           cli_json_writer_boolean      (CliJsonWriter *self,
                                             gboolean       value);
void           cli_json_writer_null         (CliJsonWriter *self);
void           cli_json_writer_end_line     (CliJsonWriter *self);

/* The member name @name (a string literal needing no escape) as
 * cli_json_writer_key() takes it: "\"name\":" and its length. */
#define CLI_JSON_KEY(name) "\"" name "\":", sizeof ("\"" name "\":") - 1

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CliJsonWriter, cli_json_writer_free)

G_END_DECLS
