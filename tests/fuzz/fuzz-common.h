/* fuzz-common.h — the checks the fuzz targets share
 *
 * Every target is built twice: with libFuzzer (meson -Dfuzzing=true, clang),
 * and as a plain program (fuzz-main.c) that the test suite runs over the
 * target's seed corpus and over tests/fuzz/regressions/. A failed check
 * aborts, which both count as a finding.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdint.h>
#include <stddef.h>

#include "test-common.h"

G_BEGIN_DECLS

int       LLVMFuzzerTestOneInput (const uint8_t *data,
                                  size_t         size);
/* The one-time setup of a target that has one (libFuzzer calls it before
 * the first input, fuzz-main.c too). */
int       LLVMFuzzerInitialize   (int           *argc,
                                  char        ***argv) __attribute__ ((weak));

#define fuzz_check(cond) \
  G_STMT_START { if (G_UNLIKELY (!(cond))) fuzz_fail (G_STRLOC, #cond); } G_STMT_END

G_NORETURN
void      fuzz_fail              (const char    *where,
                                  const char    *what);
guint32   fuzz_hash              (const uint8_t *data,
                                  size_t         size);
gboolean  fuzz_sampled           (const uint8_t *data,
                                  size_t         size,
                                  guint          one_in);
guint     fuzz_choice            (const uint8_t *data,
                                  size_t         size,
                                  guint          n);
UsResult *fuzz_parse_checked     (UsSpec         spec,
                                  const char    *text,
                                  gsize          len,
                                  UsParseFlags   flags);
void      fuzz_check_text        (const char    *text,
                                  gboolean       lines);
void      fuzz_check_bytes       (const char    *text,
                                  gsize          len);
void      fuzz_quiet_begin       (void);
void      fuzz_quiet_end         (void);

G_END_DECLS
