#!/bin/sh
# bench-cli-modes.sh CLI [N] — uriscope-cli end to end in each output mode
# (--quiet, text, --json, --spec all --json, --lens --quiet): instructions
# per link under callgrind over N links of the corpus (every 24th line of
# urls-web.txt, 2,000 by default), minus a run on one line (the start-up),
# and wall time per URL over the whole corpus (both files; best of 3).
# SAVE=DIR keeps each mode's output on the N links in DIR, to compare
# byte for byte (cmp) before and after a change.
set -eu
cli=$1
n=${2:-2000}
here=$(dirname "$0")
data=$here/../data/bench
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
awk 'NR % 24 == 0' "$data/urls-web.txt" | head -n "$n" > "$tmp/links"
head -n 1 "$tmp/links" > "$tmp/one"
cat "$data/urls-web.txt" "$data/urls-files.txt" > "$tmp/all"
lines=$(wc -l < "$tmp/links")
all=$(wc -l < "$tmp/all")

count() {
  input=$1
  shift
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$cli" "$@" < "$input" 2>&1 >/dev/null |
    sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
wall() {
  b=""
  for _ in 1 2 3; do
    t0=$(date +%s%N)
    "$cli" "$@" < "$tmp/all" > /dev/null || true
    t1=$(date +%s%N)
    t=$(( (t1 - t0) / 1000 ))
    if [ -z "$b" ] || [ "$t" -lt "$b" ]; then b=$t; fi
  done
  echo "$b"
}

echo "uriscope-cli per link: instructions (callgrind, $lines links, minus start-up), wall (${all} URLs, best of 3)"
for mode in "--quiet" "" "--json" "--spec all --json" "--lens --quiet"; do
  # shellcheck disable=SC2086
  if [ -n "${SAVE:-}" ]; then
    name=$(echo "x$mode" | tr -c 'a-z0-9\n' '_')
    "$cli" $mode < "$tmp/links" > "$SAVE/$name.out" || true
  fi
  if command -v valgrind >/dev/null 2>&1; then
    # shellcheck disable=SC2086
    i=$(( ($(count "$tmp/links" $mode) - $(count "$tmp/one" $mode)) / (lines - 1) ))
  else
    i="-"
  fi
  # shellcheck disable=SC2086
  w=$(wall $mode)
  printf '  %-22s %9s instructions  %6d.%d us/URL\n' "${mode:-(text)}" "$i" \
    $(( w / all )) $(( (w * 10 / all) % 10 ))
done
