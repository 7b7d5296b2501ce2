/* us-render.h — plain-text renderings of a result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(URISCOPE_INSIDE) && !defined(URISCOPE_COMPILATION)
# error "Only <uriscope.h> can be included directly."
#endif

#include "us-browser.h"
#include "us-lens.h"
#include "us-resolve.h"
#include "us-normalize.h"
#include "us-iri.h"

G_BEGIN_DECLS

typedef enum {
  US_RENDER_DEFAULT = 0,
  US_RENDER_COLOR   = 1 << 0,   /* ANSI colours, for terminals */
} UsRenderFlags;

char *us_render_tree_line  (const UsResult *result);
char *us_render_tree       (const UsResult *result,
                            UsRenderFlags   flags);
char *us_render_diagnostic (const UsResult *result,
                            guint           index,
                            UsRenderFlags   flags);
char *us_render_report     (const UsResult *result,
                            UsRenderFlags   flags);
char *us_render_report_checked (const UsResult *result,
                                const gboolean *offered,
                                UsRenderFlags   flags);
char *us_render_message    (const UsResult *result,
                            guint           index,
                            gboolean        offered);
char *us_render_matrix     (UsResult *const *results,
                            guint            n_results,
                            UsRenderFlags    flags);
char *us_render_lens       (const UsLens   *lens,
                            UsRenderFlags   flags);
char *us_render_browser_reading (const UsBrowserReading *reading,
                                 UsRenderFlags           flags);
char *us_render_resolution (const UsResolution *resolution,
                            const char         *reference,
                            gsize               reference_len,
                            const char         *base,
                            gsize               base_len,
                            UsRenderFlags       flags);
char *us_render_normalization (const UsNormalization *normalization,
                               UsRenderFlags          flags);
char *us_render_iri_mapping (const UsIriMapping *mapping,
                             UsRenderFlags       flags);
char *us_render_quoted     (const char     *text,
                            gsize           len,
                            gsize           max_chars);
gboolean us_render_unichar_is_escaped (gunichar u);

G_END_DECLS
