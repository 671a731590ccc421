#!/usr/bin/env bash
# bm check interrupted: SIGINT or SIGTERM stops the workers, report.json is
# written marked incomplete with exactly the games played so far, every failure already in
# failures.jsonl is in the report, the summary says so, and the exit code is 130.
# No timing threshold: the signal is sent once the run has visibly started (failures.jsonl
# exists, or has a finding), whenever that is.
set -u
BM="$1"; MUTANT="$2"; WORK="$3"
rm -rf "$WORK"; mkdir -p "$WORK"
fail=0
bad() { echo "FAIL $*"; fail=$((fail+1)); }

# run NAME SIGNAL WAIT_FOR_FINDING PROGRAM ARGS...: starts a campaign far too long to finish,
# waits until it has started (and, if asked, found something), sends SIGNAL and checks it all.
run() {
  local name=$1 sig=$2 finding=$3; shift 3
  local out="$WORK/$name"
  "$@" --games 100000000000 --out "$out" >"$WORK/$name.stdout" 2>"$WORK/$name.stderr" &
  local pid=$! waited=0
  while kill -0 "$pid" 2>/dev/null; do
    if [ "$finding" = yes ]; then [ -s "$out/failures.jsonl" ] && break
    else [ -e "$out/failures.jsonl" ] && break; fi
    # A run that has not started in a minute never will (c0654dd planned every game first).
    waited=$((waited + 1))
    [ "$waited" -ge 1200 ] && { bad "$name: no failures.jsonl after a minute"; break; }
    sleep 0.05
  done
  kill -"$sig" "$pid"
  wait "$pid"; local rc=$?
  [ "$rc" = 130 ] || bad "$name: exit $rc, expected 130"
  grep -q "interrupted: .* the report is incomplete" "$WORK/$name.stdout" || bad "$name: no partial summary"
  grep -q "report: $out/report.json" "$WORK/$name.stdout" || bad "$name: summary does not name the report"
  python3 - "$out" "$finding" <<'PY' || bad "$name: report.json"
import json, sys
out, finding = sys.argv[1], sys.argv[2] == "yes"
r = json.load(open(out + "/report.json"))
assert r["complete"] is False and r["interrupted"] is True, (r["complete"], r["interrupted"])
played = r["games_played"]
assert 0 <= played < r["campaign"]["games"], played
assert sum(c["games"] for c in r["cells"]) == played, "cell games do not add up to games_played"
assert sum(r["endings"].values()) == played, "endings do not add up to games_played"
# Every finding journalled before the stop is a game of the report, and none is missing.
found = {json.loads(l)["game"] for l in open(out + "/failures.jsonl") if json.loads(l)["stage"] == "found"}
assert r["failures_total"] == len(found), (r["failures_total"], len(found))
assert all(g < played for g in found), "a journalled finding lies beyond the games played"
assert sum(c["failures"] for c in r["cells"]) == len(found)
if finding:
    assert found, "no finding before the signal"
    assert r["failures_total"] > 0
PY
}

run sigint-1job INT no "$BM" check
run sigterm-2jobs TERM no "$BM" check --jobs 2 --all-presets
if [ -x "$MUTANT" ]; then
  run sigint-findings INT yes "$MUTANT" check --mutant lifo_heroes --shrinks-per-invariant 1 --shrink-attempts 50
  run sigterm-findings-2jobs TERM yes "$MUTANT" check --mutant lifo_heroes --jobs 2 --shrinks-per-invariant 1 --shrink-attempts 50
fi

# The progress line (stderr on a terminal) shows elapsed time and an ETA: run under script(1)
# for a pseudo-terminal when it is there.
if command -v script >/dev/null; then
  script -qec "$BM check --games 3000 --jobs 1" /dev/null >"$WORK/tty.txt" 2>&1
  grep -aq "elapsed, ETA [0-9]*:[0-9][0-9]" "$WORK/tty.txt" || bad "progress line: no elapsed time and ETA"
fi

[ "$fail" = 0 ] && echo "interrupt: all passed" || echo "interrupt: $fail failed"
[ "$fail" = 0 ]
