# tap.sh — the TAP counting the shell tests share (test-po.sh,
# test-install.sh, test-install-library.sh source it before anything else):
# ok NAME and notok NAME print a numbered line; check NAME COMMAND runs
# COMMAND and says which; $fail is 1 once anything failed.
#
# SPDX-License-Identifier: GPL-3.0-or-later
n=0
fail=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); fail=1; echo "not ok $n - $1"; }
check() { if eval "$2"; then ok "$1"; else notok "$1"; fi; }
