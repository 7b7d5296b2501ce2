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
echo "ratio to uriparser: $(( a * 100 / u / 100 )).$(( a * 100 / u % 100 ))"
