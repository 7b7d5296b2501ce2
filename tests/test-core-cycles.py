#!/usr/bin/env python3
# test-core-cycles.py LIBRARY [NM] — the core's files call one way
#
# Reads the defined and the undefined symbols of each object file of the
# core's library (nm), draws an arrow from a file to each file whose
# function or data it uses, and finds the strongly connected components
# (Tarjan). A component of more than one file is a call cycle: files that
# cannot be read, tested or moved one without the other. None is allowed;
# each is printed with the symbols on its arrows, so that the smallest
# move that breaks it (a helper moved down a layer, core/README.md) shows.
# TAP output.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import collections
import subprocess
import sys

lib = sys.argv[1]
nm = sys.argv[2] if len(sys.argv) > 2 else 'nm'
out = subprocess.run([nm, '-A', lib], capture_output=True, text=True, check=True).stdout

defined = {}
used = collections.defaultdict(set)
objects = set()
for line in out.splitlines():
    # "lib.a:file.c.o:0000000000000000 T name" or "lib.a:file.c.o:                 U name"
    head, _, rest = line.rpartition(':')
    obj = head.rsplit(':', 1)[-1].rsplit('/', 1)[-1]
    if obj.endswith('.c.o'):
        obj = obj[:-2]
    parts = rest.split()
    if len(parts) == 3:
        kind, sym = parts[1], parts[2]
    elif len(parts) == 2:
        kind, sym = parts
    else:
        continue
    objects.add(obj)
    if kind in ('T', 'D', 'B', 'R'):
        defined[sym] = obj
    elif kind == 'U':
        used[obj].add(sym)

arrows = collections.defaultdict(set)
why = collections.defaultdict(list)
for obj, syms in used.items():
    for sym in sorted(syms):
        to = defined.get(sym)
        if to is not None and to != obj:
            arrows[obj].add(to)
            why[(obj, to)].append(sym)

index, low, on_stack, stack, components = {}, {}, set(), [], []
counter = 0


def connect(v):
    global counter
    work = [(v, iter(sorted(arrows[v])))]
    index[v] = low[v] = counter
    counter += 1
    stack.append(v)
    on_stack.add(v)
    while work:
        node, it = work[-1]
        advanced = False
        for w in it:
            if w not in index:
                index[w] = low[w] = counter
                counter += 1
                stack.append(w)
                on_stack.add(w)
                work.append((w, iter(sorted(arrows[w]))))
                advanced = True
                break
            if w in on_stack:
                low[node] = min(low[node], index[w])
        if advanced:
            continue
        work.pop()
        if work:
            low[work[-1][0]] = min(low[work[-1][0]], low[node])
        if low[node] == index[node]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == node:
                    break
            components.append(sorted(component))


for v in sorted(objects):
    if v not in index:
        connect(v)

knots = [c for c in components if len(c) > 1]
print('1..2')
print('%s 1 - the core has %d files and %d arrows between them' %
      ('ok' if len(objects) > 40 else 'not ok', len(objects), sum(len(a) for a in arrows.values())))
if not knots:
    print('ok 2 - no call cycle between the core\'s files')
    sys.exit(0)
for c in knots:
    print('# a cycle of %d files: %s' % (len(c), ' '.join(c)))
    members = set(c)
    for a in c:
        for b in sorted(arrows[a] & members):
            print('#   %s -> %s (%s)' % (a, b, ', '.join(why[(a, b)][:5])))
print('not ok 2 - %d call cycles between the core\'s files' % len(knots))
sys.exit(1)
