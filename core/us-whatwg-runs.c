/* us-whatwg-runs.c — the fast path's runs, sixteen bytes at a time
 *
 * The fast path (us-whatwg-fast.c) spends most of its time finding where
 * a run of bytes of one class ends: the labels of a domain, a segment of
 * a path, a query, a fragment. Byte by byte that is a load of the byte, a
 * load of its class and a test, four or five instructions a byte. With
 * SSSE3 it is a dozen instructions for sixteen bytes: a byte's class bit
 * is looked up by its two nibbles (PSHUFB on a table of sixteen bytes for
 * each), as simdjson and others classify bytes:
 *
 *   member (c) = (lo[c & 0xF] & hi[c >> 4]) != 0
 *
 * where hi[h] is the bit 1 << h for h < 8 (and 0 above, so no byte over
 * 0x7F is a member: no class of a run holds one) and lo[l] has bit h set
 * when the byte h * 16 + l is a member. The tables are made once from
 * us_whatwg_byte_classes(), so the two can never disagree.
 *
 * Only on x86-64, and only on a processor with SSSE3 (asked once, at
 * run time); elsewhere the fast path keeps its byte-by-byte loop, which
 * the tests also run (us_whatwg_runs_set_vector()). The sixteen bytes
 * read are always inside the input: the last block of a run is the last
 * sixteen bytes of the input, moved down; an input shorter than that is
 * read byte by byte. The domain's scan also stores its bytes
 * lowercased, sixteen at a time: the fast path's block has room for a
 * store of sixteen past the most it writes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "us-whatwg.h"

#if defined(__GNUC__) && defined(__x86_64__)
#define US_WHATWG_RUNS_SSSE3 1
#include <tmmintrin.h>
#endif

/* the nibble tables of each class bit */
typedef struct {
  guint8 lo[16];
  guint8 hi[16];
} RunTable;

static RunTable run_tables[US_WHATWG_N_RUNS];
static gboolean vector_on;

/* Whether the byte @c, of class @k, is in the run @run. */
static gboolean
in_run (UsWhatwgRun run,
        guint       c,
        guint16     k)
{
  switch (run)
    {
    case US_WHATWG_RUN_DOMAIN:
      return (k & US_WHATWG_LDH) != 0 || c == '.';
    case US_WHATWG_RUN_PATH:
      return (k & US_WHATWG_PLAIN_PATH) != 0 || c == '/';
    case US_WHATWG_RUN_QUERY:
      return (k & US_WHATWG_PLAIN_QUERY) != 0;
    case US_WHATWG_RUN_FRAGMENT:
      return (k & US_WHATWG_PLAIN_FRAGMENT) != 0;
    case US_WHATWG_N_RUNS:
    default:
      g_assert_not_reached ();
    }
}

gboolean
us_whatwg_runs_vector (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
#ifdef US_WHATWG_RUNS_SSSE3
      const guint16 *cls = us_whatwg_byte_classes ();

      for (guint run = 0; run < US_WHATWG_N_RUNS; run++)
        {
          RunTable *t = &run_tables[run];

          for (guint h = 0; h < 16; h++)
            t->hi[h] = h < 8 ? (guint8) (1u << h) : 0;
          for (guint l = 0; l < 16; l++)
            {
              t->lo[l] = 0;
              for (guint h = 0; h < 8; h++)
                if (in_run ((UsWhatwgRun) run, h * 16 + l, cls[h * 16 + l]))
                  t->lo[l] |= (guint8) (1u << h);
            }
          /* (no run holds a byte over 0x7F: the table could not say) */
          for (guint c = 0x80; c < 0x100; c++)
            g_assert (!in_run ((UsWhatwgRun) run, c, cls[c]));
        }
      __builtin_cpu_init ();
      vector_on = __builtin_cpu_supports ("ssse3");
#endif
      g_once_init_leave (&done, 1);
    }
  return vector_on;
}

void
us_whatwg_runs_set_vector (gboolean enabled)
{
  gboolean available;

  vector_on = FALSE;
  us_whatwg_runs_vector ();
#ifdef US_WHATWG_RUNS_SSSE3
  __builtin_cpu_init ();
  available = __builtin_cpu_supports ("ssse3");
#else
  available = FALSE;
#endif
  vector_on = enabled && available;
}

#ifdef US_WHATWG_RUNS_SSSE3

/* The bits of the bytes of @v that are not members, one a byte. */
__attribute__ ((target ("ssse3")))
static inline guint
non_members (__m128i        v,
             const RunTable *t)
{
  const __m128i nibble = _mm_set1_epi8 (0x0F);
  __m128i lo = _mm_and_si128 (v, nibble);
  __m128i hi = _mm_and_si128 (_mm_srli_epi16 (v, 4), nibble);
  __m128i m = _mm_and_si128 (_mm_shuffle_epi8 (_mm_loadu_si128 ((const __m128i *) (const void *) t->lo), lo),
                             _mm_shuffle_epi8 (_mm_loadu_si128 ((const __m128i *) (const void *) t->hi), hi));

  return (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (m, _mm_setzero_si128 ()));
}

/* pshufb indices that move a block down by k bytes: those at k on */
static const guint8 shift_down_indices[32] = {
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
  0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
};

/* The sixteen bytes from @i, in the @n bytes at @s (@n >= 16); where
 * fewer are left, those, then zero bytes (the last sixteen of the input,
 * moved down: never a read past its end). A zero byte is in no run. */
__attribute__ ((target ("ssse3")))
static inline __m128i
load_block (const char *s,
            gsize       i,
            gsize       n)
{
  __m128i v;

  if (G_LIKELY (i + 16 <= n))
    return _mm_loadu_si128 ((const __m128i *) (const void *) (s + i));
  v = _mm_loadu_si128 ((const __m128i *) (const void *) (s + n - 16));
  return _mm_shuffle_epi8 (v, _mm_loadu_si128 ((const __m128i *) (const void *)
                                               (shift_down_indices + (i - (n - 16)))));
}

__attribute__ ((target ("ssse3")))
gsize
us_whatwg_skip_run_vector (const char  *s,
                           gsize        i,
                           gsize        n,
                           UsWhatwgRun  run)
{
  const RunTable *t = &run_tables[run];

  if (G_UNLIKELY (n < 16))
    {
      while (i < n && (t->lo[(guchar) s[i] & 0xF] & t->hi[(guchar) s[i] >> 4]) != 0)
        i++;
      return i;
    }
  for (;; i += 16)
    {
      guint stop = non_members (load_block (s, i, n), t);

      if (stop != 0)
        return i + (gsize) __builtin_ctz (stop);
    }
}

__attribute__ ((target ("ssse3")))
gsize
us_whatwg_scan_domain_vector (const char *s,
                              gsize       a,
                              gsize       n,
                              char       *out,
                              gboolean   *simple,
                              gsize      *label)
{
  const RunTable *t = &run_tables[US_WHATWG_RUN_DOMAIN];
  const __m128i dot = _mm_set1_epi8 ('.');
  const __m128i hyphen = _mm_set1_epi8 ('-');
  const __m128i before_a = _mm_set1_epi8 ('A' - 1);
  const __m128i after_z = _mm_set1_epi8 ('Z' + 1);
  const __m128i case_bit = _mm_set1_epi8 (0x20);
  guint after_dot = 1;        /* the host's start counts as a dot */
  guint bad = 0;
  gsize i = a;

  *label = a;

  if (G_UNLIKELY (n < 16))
    {
      *simple = FALSE;
      return us_whatwg_skip_run_vector (s, a, n, US_WHATWG_RUN_DOMAIN);
    }
  for (;; i += 16, out += 16)
    {
      __m128i v = load_block (s, i, n);
      guint stop = non_members (v, t);
      guint in = stop != 0 ? (1u << __builtin_ctz (stop)) - 1 : 0xFFFF;   /* the run's bytes */
      guint dots = (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (v, dot)) & in;
      __m128i upper = _mm_and_si128 (_mm_cmpgt_epi8 (v, before_a), _mm_cmplt_epi8 (v, after_z));

      /* lowercased, as the host parser does first (the bytes past the
       * run are stored too, and overwritten later) */
      _mm_storeu_si128 ((__m128i *) (void *) out, _mm_add_epi8 (v, _mm_and_si128 (upper, case_bit)));
      /* a "-", or an empty label: a dot first or after a dot */
      bad |= ((guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (v, hyphen)) & in) |
             (dots & ((dots << 1) | after_dot));
      if (dots != 0)
        *label = i + (gsize) (31 - __builtin_clz (dots)) + 1;
      if (stop != 0)
        {
          gsize e = i + (gsize) __builtin_ctz (stop);

          /* no empty last label, and none longer than 63 bytes */
          *simple = bad == 0 && e > a && s[e - 1] != '.' && e - a <= 63;
          return e;
        }
      after_dot = dots >> 15;
    }
}

__attribute__ ((target ("ssse3")))
gsize
us_whatwg_copy_path_vector (const char       *s,
                            gsize             i,
                            gsize             n,
                            char             *out,
                            UsWhatwgSegments *segments,
                            gsize            *last_slash)
{
  const RunTable *t = &run_tables[US_WHATWG_RUN_PATH];
  const __m128i slash = _mm_set1_epi8 ('/');
  const __m128i dot = _mm_set1_epi8 ('.');
  guint n_ends = segments->n_ends;
  guint starts_carry = 1;     /* @i begins a segment */
  gsize from = i;

  *last_slash = G_MAXSIZE;
  if (G_UNLIKELY (n < 16))
    return from;
  for (;; i += 16, out += 16)
    {
      __m128i v = load_block (s, i, n);
      guint stop = non_members (v, t);
      guint in = stop != 0 ? (1u << __builtin_ctz (stop)) - 1 : 0xFFFF;   /* the run's bytes */
      guint slashes = (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (v, slash)) & in;
      guint dots = (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (v, dot)) & in;

      /* a segment that begins with "." is the byte-by-byte loop's */
      if (G_UNLIKELY ((dots & ((slashes << 1) | starts_carry)) != 0))
        return from;
      _mm_storeu_si128 ((__m128i *) (void *) out, v);
      if (slashes != 0)
        *last_slash = i + (gsize) (31 - __builtin_clz (slashes));
      for (; slashes != 0; slashes &= slashes - 1)
        {
          if (n_ends < G_N_ELEMENTS (segments->ends))
            segments->ends[n_ends++] = i + (gsize) __builtin_ctz (slashes);
          else
            n_ends = US_WHATWG_SEGMENTS_UNKNOWN;
        }
      if (stop != 0)
        {
          segments->n_ends = n_ends;
          return i + (gsize) __builtin_ctz (stop);
        }
      starts_carry = (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (v, slash)) >> 15;
    }
}

#else

gsize
us_whatwg_skip_run_vector (const char  *s,
                           gsize        i,
                           gsize        n,
                           UsWhatwgRun  run)
{
  g_assert_not_reached ();
}

gsize
us_whatwg_scan_domain_vector (const char *s,
                              gsize       a,
                              gsize       n,
                              char       *out,
                              gboolean   *simple,
                              gsize      *label)
{
  g_assert_not_reached ();
}

gsize
us_whatwg_copy_path_vector (const char       *s,
                            gsize             i,
                            gsize             n,
                            char             *out,
                            UsWhatwgSegments *segments,
                            gsize            *last_slash)
{
  g_assert_not_reached ();
}

#endif
