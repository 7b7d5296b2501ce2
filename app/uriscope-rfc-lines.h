/* uriscope-rfc-lines.h — which lines of an RFC's resolution algorithm ran
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <uriscope.h>

G_BEGIN_DECLS

/**
 * UriscopeRfcLines:
 * @section: the section of the RFC ("5.2.2")
 * @first: the first line that ran, counted from 0 (the heading) in
 *   uriscope_rfc_lines_get_text()'s text of @section
 * @last: the last (inclusive)
 * @key: the range a class is looking for, kept in view when the step's
 *   ranges do not all fit (the merge in §5.2.2 for a relative path, not
 *   the lines that copy the base's authority after it); when no range of
 *   a step is, its last is
 */
typedef struct {
  const char *section;
  guint first;
  guint last;
  gboolean key;
} UriscopeRfcLines;

/* The most ranges one step or rule highlights. */
#define URISCOPE_RFC_LINES_MAX 6

const char  *uriscope_rfc_lines_document     (UsSpec            spec);
const char  *uriscope_rfc_lines_main_section (UsSpec            spec);
const char  *uriscope_rfc_lines_get_text     (UsSpec            spec,
                                              const char       *section);
const guint8 *uriscope_rfc_lines_breaks    (UsSpec            spec,
                                              const char       *section,
                                              guint            *n);
guint        uriscope_rfc_lines_for_step     (UsSpec            spec,
                                              UsBranch          branch,
                                              UsBranch          path_branch,
                                              UriscopeRfcLines *out);
guint        uriscope_rfc_lines_for_rule     (UsSpec            spec,
                                              const char       *rule,
                                              UriscopeRfcLines *out);
char        *uriscope_rfc_lines_dup_rule_text (UsSpec           spec,
                                               const char      *rule);
char        *uriscope_rfc_lines_dup_text     (UsSpec                  spec,
                                              const UriscopeRfcLines *lines,
                                              guint                   n);
gboolean     uriscope_rfc_lines_is_path_branch (UsBranch        branch);

G_END_DECLS
