/* cli-json.h — the JSON Lines form of a result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <uriscope.h>

#include "cli-json-writer.h"

G_BEGIN_DECLS

void cli_json_begin_result      (CliJsonWriter         *writer,
                                 const UsResult        *result,
                                 const gboolean        *offered);
void cli_json_begin_unparsed    (CliJsonWriter         *writer,
                                 const char            *input,
                                 gsize                  len,
                                 UsSpec                 spec);
void cli_json_add_resolution    (CliJsonWriter         *writer,
                                 const UsResolution    *resolution,
                                 const char            *base,
                                 gsize                  base_len);
void cli_json_add_verdict       (CliJsonWriter         *writer,
                                 UsAnalysis            *analysis,
                                 UsSpec                 spec);
void cli_json_add_normalization (CliJsonWriter         *writer,
                                 const UsNormalization *normalization);
void cli_json_add_href_normalization (CliJsonWriter    *writer,
                                 UsAnalysis            *analysis);
void cli_json_add_equivalence   (CliJsonWriter         *writer,
                                 UsAnalysis            *analysis,
                                 UsAnalysis            *other,
                                 UsSpec                 spec);
void cli_json_add_iri_mapping   (CliJsonWriter         *writer,
                                 const char            *member,
                                 const UsIriMapping    *mapping);
void cli_json_add_lens          (CliJsonWriter         *writer,
                                 const UsLens          *lens);
void cli_json_end_input         (CliJsonWriter         *writer);
void cli_json_input_error       (CliJsonWriter         *writer,
                                 gsize                  len,
                                 UsSpec                 spec,
                                 const GError          *error);

G_END_DECLS
