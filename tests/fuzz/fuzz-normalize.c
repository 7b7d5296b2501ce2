/* fuzz-normalize.c — normalization and the IRI mappings
 *
 * Normalization: the normal form is the last rung's; everything is
 * equivalent to itself; a valid reference normalizes to a valid reference;
 * and what tests/test-common.c's test_check_normalized() checks of any
 * bytes: the normal form is a fixed point, and normalizing never changes
 * the scheme or the authority (but for case, percent-encoding, and what
 * the scheme-based rung may drop).
 *
 * IRI to URI (RFC 3987 §3.1): the result is ASCII, and mapping it again
 * changes nothing; a valid IRI gives a valid URI. URI to IRI (§3.2): UTF-8
 * in, UTF-8 out; a valid URI gives a valid IRI, and mapping that back gives
 * a valid URI. Every step's text is readable for its length.
 *
 * Each input is checked one of the three ways (fuzz_choice()); one in 8
 * also has its changes formatted and everything rendered.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cli-text.h"
#include "fuzz-common.h"

static gboolean
valid_under (UsSpec      spec,
             const char *text,
             gsize       len)
{
  g_autoptr(UsResult) result = us_parse (text, len, spec, US_PARSE_NO_TREE, NULL);

  return us_result_is_valid (result);
}

static void
check_normalization (const char *text,
                     gsize       len,
                     gboolean    sampled)
{
  g_autoptr(UsNormalization) n = us_normalize (text, len, NULL);
  gsize normal_len, last_len;
  const char *normal, *last;
  int rung;

  fuzz_check (n != NULL);
  normal = us_normalization_get_normalized (n, &normal_len);
  last = us_normalization_get_result (n, US_RUNG_COUNT - 1, &last_len);
  fuzz_check (normal_len == last_len && memcmp (normal, last, last_len) == 0);
  fuzz_check (us_equivalent (n, n, &rung) && rung == -1);
  for (guint r = 0; r < US_RUNG_COUNT; r++)
    {
      gsize rlen;
      const char *rtext = us_normalization_get_result (n, (UsRung) r, &rlen);

      fuzz_check_bytes (rtext, rlen);
      for (guint i = 0; i < us_normalization_get_n_changes (n, (UsRung) r); i++)
        {
          const UsChange *change = us_normalization_get_change (n, (UsRung) r, i);

          fuzz_check_bytes (change->from, change->from_len);
          fuzz_check_bytes (change->to, change->to_len);
          if (sampled)
            {
              g_autofree char *shown = us_change_format (change);

              fuzz_check_text (shown, FALSE);
            }
        }
    }

  /* A fixed point, and the same scheme and authority (see "http:/.//a",
   * which must not become "http://a/"). */
  fuzz_quiet_begin ();
  test_check_normalized (n, text, len);
  if (!us_normalization_is_from_invalid_input (n))
    fuzz_check (valid_under (US_SPEC_RFC3986, normal, normal_len));
  fuzz_quiet_end ();
  if (sampled)
    {
      g_autofree char *shown = cli_text_normalization (n, CLI_TEXT_DEFAULT);

      fuzz_check_text (shown, TRUE);
    }
}

/* What every mapping must hold: steps readable, changes shown. */
static void
check_mapping (const UsIriMapping *m,
               gboolean            to_uri,
               gboolean            sampled)
{
  gsize len;
  const char *result = us_iri_mapping_get_result (m, &len);

  fuzz_check (us_iri_mapping_is_to_uri (m) == to_uri);
  fuzz_check_bytes (result, len);
  fuzz_check (us_iri_mapping_get_n_steps (m) > 0);
  for (guint i = 0; i < us_iri_mapping_get_n_steps (m); i++)
    {
      const char *step_text;
      gsize step_len;

      us_iri_mapping_get_step (m, i, &step_text, &step_len);
      fuzz_check_bytes (step_text, step_len);
      for (guint c = 0; c < us_iri_mapping_get_n_changes (m, i); c++)
        {
          const char *from, *to;

          us_iri_mapping_get_change (m, i, c, &from, &to);
          fuzz_check (from != NULL && to != NULL);
          if (sampled)
            {
              fuzz_check_text (from, FALSE);
              fuzz_check_text (to, FALSE);
            }
        }
    }
  if (sampled)
    {
      g_autofree char *shown = cli_text_iri_mapping (m, CLI_TEXT_DEFAULT);

      fuzz_check_text (shown, TRUE);
    }
}

static void
check_iri_to_uri (const char *text,
                  gsize       len,
                  gboolean    sampled)
{
  g_autoptr(UsIriMapping) m = us_iri_to_uri (text, len);
  g_autoptr(UsIriMapping) again = NULL;
  gsize uri_len, again_len;
  const char *uri, *uri2;

  check_mapping (m, TRUE, sampled);
  uri = us_iri_mapping_get_result (m, &uri_len);
  for (gsize i = 0; i < uri_len; i++)
    fuzz_check ((guchar) uri[i] < 0x80);
  fuzz_quiet_begin ();
  again = us_iri_to_uri (uri, uri_len);
  uri2 = us_iri_mapping_get_result (again, &again_len);
  fuzz_check (again_len == uri_len && memcmp (uri, uri2, uri_len) == 0);
  if (valid_under (US_SPEC_RFC3987, text, len))
    fuzz_check (valid_under (US_SPEC_RFC3986, uri, uri_len));
  fuzz_quiet_end ();
}

static void
check_uri_to_iri (const char *text,
                  gsize       len,
                  gboolean    sampled)
{
  g_autoptr(UsIriMapping) m = us_uri_to_iri (text, len);
  gsize iri_len;
  const char *iri;

  check_mapping (m, FALSE, sampled);
  iri = us_iri_mapping_get_result (m, &iri_len);
  if (g_utf8_validate_len (text, len, NULL))
    fuzz_check (g_utf8_validate_len (iri, iri_len, NULL));
  fuzz_quiet_begin ();
  if (valid_under (US_SPEC_RFC3986, text, len))
    {
      g_autoptr(UsIriMapping) back = NULL;
      gsize back_len;
      const char *uri;

      fuzz_check (valid_under (US_SPEC_RFC3987, iri, iri_len));
      back = us_iri_to_uri (iri, iri_len);
      uri = us_iri_mapping_get_result (back, &back_len);
      fuzz_check (valid_under (US_SPEC_RFC3986, uri, back_len));
    }
  fuzz_quiet_end ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const char *text = (const char *) data;
  gboolean sampled = fuzz_sampled (data, size, 8);

  switch (fuzz_choice (data, size, 3))
    {
    case 0:
      check_normalization (text, size, sampled);
      break;
    case 1:
      check_iri_to_uri (text, size, sampled);
      break;
    default:
      check_uri_to_iri (text, size, sampled);
      break;
    }
  return 0;
}
