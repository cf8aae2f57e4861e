#!/bin/sh
# written by seamc: Auggie runs this at Stop. It puts "seamc_event":"Stop" at the front of the JSON object
# Auggie writes on stdin, then hands it to seamc's hook runtime; the runtime's exit code is this script's.
sed '1s/^\([[:space:]]*\){/\1{"seamc_event":"Stop",/' | {
block() { echo "seamc: $1; the call is blocked" >&2; exit 2; }; command -v node >/dev/null || block 'node is not on PATH'; s=.seam/hooks/augment.cjs; for d in "$PWD"; do while [ ! -f "$d/$s" ] && [ "$d" != "${d%/*}" ]; do d=${d%/*}; done; [ -f "$d/$s" ] && exec node "$d/$s" --agent augment; done; block "no $s in or above the working directory"
}
