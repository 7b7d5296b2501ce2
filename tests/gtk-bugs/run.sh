#!/bin/sh
# run.sh SIZE — incr-hang.c against xclip under Xvfb: prints the bytes
# xclip read and whether incr-hang's main loop finished ("done") or hung.
# Needs xvfb-run and xclip; build incr-hang first (see incr-hang.c).
size=${1:-300000}
dir=$(dirname "$0")
xvfb-run -a sh -c "
  GDK_BACKEND=x11 timeout 10 '$dir/incr-hang' $size > incr-hang.log 2>&1 &
  sleep 2
  echo \"xclip read \$(timeout 3 xclip -o -selection clipboard | wc -c) bytes\"
  wait
  if grep -q done incr-hang.log; then echo 'main loop: finished'; else echo \"main loop: HUNG after \$(grep -c beat incr-hang.log) beats\"; fi
"
