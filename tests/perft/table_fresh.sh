#!/usr/bin/env bash
# docs/perft.md holds bm perft's counts as they are now: written again by its command, it is the
# same page (a count that changes is a change of move generation, to explain in the commit).
# usage: table_fresh.sh BM SRC WORKDIR
set -euo pipefail
bm="$1" src="$2" work="$3"
mkdir -p "$work"
python3 "$src/tools/perft/table.py" "$bm" "$work/perft.md"
if ! diff -u "$src/docs/perft.md" "$work/perft.md"; then
  echo "FAIL: docs/perft.md is stale: python3 tools/perft/table.py build/tools/bm/bm docs/perft.md" >&2
  exit 1
fi
echo "ok: docs/perft.md is bm perft's table"
