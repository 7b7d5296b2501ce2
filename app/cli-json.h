/* cli-json.h — the JSON Lines form of a result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>
#include <uriscope.h>

G_BEGIN_DECLS

JsonNode *cli_json_result        (const UsResult *result);
JsonNode *cli_json_unparsed      (const char     *input,
                                  gsize           len,
                                  UsSpec          spec);
void      cli_json_add_resolution (JsonNode          *node,
                                   const UsResolution *resolution,
                                   const char        *base);
void      cli_json_add_normalization (JsonNode              *node,
                                      const UsNormalization *normalization,
                                      const UsNormalization *other);
void      cli_json_add_iri_mapping (JsonNode           *node,
                                    const char         *member,
                                    const UsIriMapping *mapping);
JsonNode *cli_json_input_error   (gsize           len,
                                  UsSpec          spec,
                                  const GError   *error);
char     *cli_json_to_line       (JsonNode       *node,
                                  gsize          *len);

G_END_DECLS
