#!/bin/sh
# bench-cli.sh CLI VALIDATOR FILE… — end to end: `uriscope-cli --quiet`
# reading the corpus on standard input, against a line-reading uriparser
# validator; the best of 5 runs each, in milliseconds, and the ratio.
set -eu
cli=$1 validator=$2
shift 2
corpus=$(mktemp)
trap 'rm -f "$corpus"' EXIT
cat "$@" > "$corpus"
lines=$(wc -l < "$corpus")

best() {
  b=""
  for _ in 1 2 3 4 5; do
    t0=$(date +%s%N)
    "$@" < "$corpus" > /dev/null || true
    t1=$(date +%s%N)
    t=$(( (t1 - t0) / 1000 ))
    if [ -z "$b" ] || [ "$t" -lt "$b" ]; then b=$t; fi
  done
  echo "$b"
}

a=$(best "$cli" --quiet)
u=$(best "$validator")
echo "corpus: $lines lines, best of 5 runs"
echo "uriscope-cli --quiet        $((a / 1000)).$(( (a % 1000) / 100 )) ms  $(( a * 1000 / lines )) ns/line"
echo "uriparser line validator    $((u / 1000)).$(( (u % 1000) / 100 )) ms  $(( u * 1000 / lines )) ns/line"
printf 'ratio to uriparser: %d.%02d\n' $(( a * 100 / u / 100 )) $(( a * 100 / u % 100 ))

# Instruction counts are stable where wall time is not.
if command -v valgrind >/dev/null 2>&1; then
  count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" < "$corpus" 2>&1 >/dev/null |
      sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
  }
  ia=$(count "$cli" --quiet)
  iu=$(count "$validator")
  echo "instructions (callgrind): uriscope-cli --quiet $((ia / lines))/line, uriparser validator $((iu / lines))/line"
  printf 'instruction ratio to uriparser: %d.%02d\n' $(( ia * 100 / iu / 100 )) $(( ia * 100 / iu % 100 ))
fi
