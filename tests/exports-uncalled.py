#!/usr/bin/env python3
# exports-uncalled.py SRCDIR EXPORTED — the exported functions that nothing
# in the core, the window or the command line calls.
#
# EXPORTED lists liburiscope.so's functions (nm -D), one a line. Reads
# core/, app/ and app/cli/ with comments and string literals removed: a
# function is called when its name appears in a .c file other than at the
# start of a line (where GNU style puts the name of a function being
# defined), or in a header's #define (US_ERROR stands for us_error_quark()).
# Prints, sorted, the exported functions no such place names: the tests'
# test-install-library compares them with tests/data/install/library-only.txt,
# the functions kept public for the library's users alone, each with why.
import glob
import os
import re
import sys

src, exported_path = sys.argv[1], sys.argv[2]
with open(exported_path, encoding='utf-8') as f:
    exported = set(f.read().split())

name = re.compile(r'\bus_[a-z0-9_]+\b')
definition = re.compile(r'^us_[a-z0-9_]+ *\(')
# Comments and string literals, kept as many line breaks as they held.
noise = re.compile(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S)

called = set()
for folder in ('core', 'app', os.path.join('app', 'cli')):
    for path in sorted(glob.glob(os.path.join(src, folder, '*.[ch]'))):
        with open(path, encoding='utf-8') as f:
            text = noise.sub(lambda m: '\n' * m.group(0).count('\n'), f.read())
        in_define = False
        for line in text.split('\n'):
            if path.endswith('.h'):
                in_define = in_define or line.lstrip().startswith('#define')
                if in_define:
                    called.update(name.findall(line))
                in_define = in_define and line.rstrip().endswith('\\')
            elif not definition.match(line):
                called.update(name.findall(line))

for symbol in sorted(exported - called):
    print(symbol)
