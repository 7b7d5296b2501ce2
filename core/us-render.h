/* us-render.h — (to leave) the old name of us_unichar_is_escaped()
 *
 * The text renderer this header declared is the command line's now
 * (app/cli/cli-text.h), and the core's one escaping is us-quote.h. Only
 * core/us-lens.c still includes this header, for the escaping test under
 * its old name; once it includes "us-quote.h" and calls
 * us_unichar_is_escaped(), delete this file. Not part of <uriscope.h>.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "us-quote.h"

#define us_render_unichar_is_escaped us_unichar_is_escaped
