#!/usr/bin/env bash
# corpus/regressions/: every log verifies (with every invariant checked; a regression log may stop
# right after the bug, without a result line) and names the commit that fixed its bug.
# Usage: check_regressions.sh BM SOURCE_DIR
set -u
BM="$1"; SRC="$2"
fail=0; n=0
for f in "$SRC"/corpus/regressions/*.jsonl; do
  [ -e "$f" ] || continue
  n=$((n+1))
  if ! "$BM" validate --check --allow-incomplete --quiet "$f" > /tmp/bm-regression.$$ 2>&1; then
    echo "FAIL $(basename "$f"):"; sed 's/^/    /' /tmp/bm-regression.$$; fail=$((fail+1)); continue
  fi
  commit=$(head -1 "$f" | python3 -c 'import json,sys; print(json.load(sys.stdin).get("scenario",{}).get("fixed_in",""))')
  if [ -z "$commit" ]; then echo "FAIL $(basename "$f"): no scenario.fixed_in in the header"; fail=$((fail+1)); continue; fi
  if git -C "$SRC" rev-parse --git-dir >/dev/null 2>&1 && ! git -C "$SRC" cat-file -e "$commit^{commit}" 2>/dev/null; then
    # A shallow clone may lack old commits: only a full history can prove the id wrong.
    if [ "$(git -C "$SRC" rev-parse --is-shallow-repository 2>/dev/null)" != "true" ]; then
      echo "FAIL $(basename "$f"): fixed_in $commit is not a commit of this repository"; fail=$((fail+1)); continue
    fi
  fi
  grep -q "$(basename "$f")" "$SRC/corpus/regressions/README.md" || { echo "FAIL $(basename "$f"): not listed in corpus/regressions/README.md"; fail=$((fail+1)); continue; }
done
rm -f /tmp/bm-regression.$$
echo "regressions: $((n-fail)) passed, $fail failed"
[ $fail -eq 0 ]
