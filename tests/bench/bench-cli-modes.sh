#!/bin/sh
# bench-cli-modes.sh CLI [N] — uriscope-cli end to end in each output mode
# (--quiet, text, --json, --spec all --json, --lens --quiet): instructions
# per link under callgrind over N links of the corpus (every 24th line of
# urls-web.txt, 2,000 by default), minus a run on one line (the start-up),
# and wall time per URL over the whole corpus (both files): ROUNDS rounds
# (3 by default), each running every mode once in turn, so that a busy
# moment of the machine does not fall on one mode only; the best and the
# median round of each mode, in nanoseconds per URL.
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
set -- "--quiet" "" "--json" "--spec all --json" "--lens --quiet"
# One line "MODE-INDEX NS-PER-URL" per mode and round in $tmp/wall.
rounds=${ROUNDS:-3}
r=0
while [ "$r" -lt "$rounds" ]; do
  k=0
  for mode in "$@"; do
    t0=$(date +%s%N)
    # shellcheck disable=SC2086
    "$cli" $mode < "$tmp/all" > /dev/null || true
    t1=$(date +%s%N)
    echo "$k $(( (t1 - t0) / all ))" >> "$tmp/wall"
    k=$((k + 1))
  done
  r=$((r + 1))
done
# wall INDEX: the best and the median ns per URL of mode INDEX.
wall() {
  awk -v k="$1" '$1 == k { print $2 }' "$tmp/wall" | sort -n |
    awk '{ v[NR] = $1 } END { printf "%d %d", v[1], NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

echo "uriscope-cli per link: instructions (callgrind, $lines links, minus start-up), wall ns/URL ($all URLs, best and median of $rounds alternating rounds)"
k=0
for mode in "$@"; do
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
  w=$(wall "$k")
  printf '  %-22s %9s instructions  best %7d  median %7d ns/URL\n' "${mode:-(text)}" "$i" "${w% *}" "${w#* }"
  k=$((k + 1))
done
