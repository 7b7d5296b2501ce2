/* uriscope.h — the one public header of liburiscope
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#define URISCOPE_INSIDE
# include "us-spec.h"
# include "us-quote.h"
# include "us-rule.h"
# include "us-diagnostic.h"
# include "us-result.h"
# include "us-compare.h"
# include "us-browser.h"
# include "us-char-mark.h"
# include "us-parse.h"
# include "us-query.h"
# include "us-resolve.h"
# include "us-normalize.h"
# include "us-iri.h"
# include "us-lens.h"
# include "us-abnf.h"
# include "us-analysis.h"
# include "us-fix-check.h"
# include "us-paste-wrap.h"
#undef URISCOPE_INSIDE
