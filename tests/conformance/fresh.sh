#!/usr/bin/env bash
# corpus/conformance/ is exactly what tools/conformance/generate.py writes with this bm (the
# vectors and their README's coverage table): a change to the engine that changes a vector
# shows here and in conformance.verify, and the fix is to run the generator again.
# usage: fresh.sh BM SRC WORKDIR
set -euo pipefail
BM=$1 SRC=$2 WORK=$3
rm -rf "$WORK" && mkdir -p "$WORK"
python3 "$SRC/tools/conformance/generate.py" "$BM" "$SRC" "$WORK/out"
if ! diff -r "$SRC/corpus/conformance" "$WORK/out" >"$WORK/diff.txt"; then
  head -c 3000 "$WORK/diff.txt"
  echo "FAIL: corpus/conformance/ is stale: run python3 tools/conformance/generate.py build/tools/bm/bm . corpus/conformance"
  exit 1
fi
echo "ok: corpus/conformance/ is what the generator writes"
