/* cli-text-private.h — what the two files of the text renderer share
 *
 * The ANSI colours of a terminal (--color), and two helpers of
 * cli-text.c that cli-text-steps.c uses too: the colour of a severity and
 * the columns a text takes in its display form.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cli-text.h"

G_BEGIN_DECLS

#define ANSI_RESET  "\033[0m"
#define ANSI_BOLD   "\033[1m"
#define ANSI_DIM    "\033[2m"
#define ANSI_RED    "\033[1;31m"
#define ANSI_YELLOW "\033[1;33m"
#define ANSI_CYAN   "\033[1;36m"
#define ANSI_GREEN  "\033[1;32m"

const char *cli_text_severity_color (UsSeverity  severity);
guint       cli_text_display_width  (const char *text,
                                     gsize       len);

G_END_DECLS
