#!/bin/sh
# bench-lens-callgrind.sh BENCH FILE… — instructions per link under
# callgrind for the link lens, the plain RFC 3986 parse and each reader
# alone (each run minus a run that only loads the corpus and the lens's
# lists): stable figures on a noisy machine, as bench-callgrind.sh gives
# for the parsers.
set -eu
bench=$1
shift
if ! command -v valgrind >/dev/null 2>&1; then
  echo "valgrind is not installed: no instruction counts"
  exit 0
fi
lines=$(cat "$@" | wc -l)
count() {
  mode=$1
  shift
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bench" --only="$mode" "$@" 2>&1 >/dev/null |
    sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}
base=$(count none "$@")
parse=$(( ($(count parse "$@") - base) / lines ))
echo "instructions per link (callgrind, $lines links):"
printf '  %-28s %8d\n' "RFC 3986 parse (us_parse)" "$parse"
for mode in lens whatwg glib curl uriparser; do
  n=$(( ($(count $mode "$@") - base) / lines ))
  printf '  %-28s %8d  ratio to the RFC 3986 parse %d.%02d\n' "$mode" "$n" \
    $((n * 100 / parse / 100)) $((n * 100 / parse % 100))
done
