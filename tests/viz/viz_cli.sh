#!/usr/bin/env bash
# bm viz and bm replay --viz (issue 7, docs/visualizer.md):
#   1. a long 4-player Super game and a game of every preset render as SVG that is well-formed
#      XML (python3's XML parser) and as PNG; the SVG carries the tooltips (rule IDs, actions);
#   2. --json reports the hero runs, and they agree with the log's own events (who killed whom);
#   3. --compare of two readings of one seed: exit 0, a first difference; of a game with itself:
#      none; bm replay --viz on a divergent log: exit 1, a picture with the divergence marked;
#   4. bad usage and bad input: exit 2 with a message, never a crash; the picture is written
#      whole or not at all.
# Usage: viz_cli.sh BM WORKDIR SOURCE_DIR
set -u
BM="$1"; W="$2"; SRC="$3"
rm -rf "$W"; mkdir -p "$W"
fail=0
bad() { echo "FAIL: $*"; fail=$((fail+1)); }
xml_ok() { python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' "$1" 2>"$W/xml.err" || { bad "$1 is not well-formed XML: $(head -c 300 "$W/xml.err")"; return 1; }; }

# 1. Pictures.
"$BM" play --rules super --players 4 --seed 2 --out "$W/super4.jsonl" > /dev/null || bad "bm play super 4 failed"
"$BM" viz "$W/super4.jsonl" -o "$W/super4.svg" 2> "$W/viz.err" || bad "bm viz super4 exited $?: $(cat "$W/viz.err")"
xml_ok "$W/super4.svg"
grep -q 'xlink:title="action [0-9]* · log line [0-9]* · rules S&#45;' "$W/super4.svg" || bad "the SVG has no tooltip with an action and Super rule IDs"
"$BM" viz "$W/super4.jsonl" -o "$W/super4.png" 2> /dev/null || bad "bm viz png exited $?"
[ "$(head -c 4 "$W/super4.png" | tail -c 3)" = "PNG" ] || bad "super4.png is not a PNG"
for p in $("$BM" rules list --json | python3 -c 'import json,sys; print(" ".join(x["name"] for x in json.load(sys.stdin)))'); do
  case "$p" in solo*) n=1 ;; bm2-6p) n=6 ;; *) n=3 ;; esac
  "$BM" play --rules "$p" --players "$n" --seed 4 --out "$W/$p.jsonl" > /dev/null || { bad "bm play $p failed"; continue; }
  "$BM" viz "$W/$p.jsonl" --format svg > "$W/$p.svg" 2> "$W/$p.err" || bad "$p: bm viz exited $?: $(cat "$W/$p.err")"
  xml_ok "$W/$p.svg"
done

# 2. --json: each hero run agrees with the log's events (the room of a hero_killed event is the
#    run's killer; a hero_wounds event is a run ending in a wound), in the same dungeon.
"$BM" viz "$W/super4.jsonl" --json -o "$W/super4.dot" > "$W/super4.json" || bad "bm viz --json exited $?"
python3 - "$W/super4.jsonl" "$W/super4.json" > "$W/runs.out" 2>&1 <<'EOF' || bad "hero runs disagree with the log: $(head -5 "$W/runs.out")"
import json, sys
log = [json.loads(l) for l in open(sys.argv[1])]
want = []
for line in log:
    for e in line.get("events", []):
        if e["e"] == "hero_killed":
            want.append((e["card"], e["player"], "killed", e.get("room", "")))
        elif e["e"] == "hero_wounds":
            want.append((e["card"], e["player"], "wound", ""))
viz = json.load(open(sys.argv[2]))
got = []
for ph in viz["timeline"]["phases"]:
    for it in ph["items"]:
        if it["kind"] == "run" and it["run"]["outcome"] in ("killed", "wound"):
            r = it["run"]
            got.append((r["hero"], r["dungeon"], r["outcome"], r["killer"]))
assert want, "the game has no kill and no wound"
assert got == want, f"runs {got[:5]} ... vs log {want[:5]} ..."
assert viz["format"] == "dot" and viz["diverged"] is False
print(len(got), "runs agree")
EOF

# 3. Comparisons and divergences.
"$BM" play --rules classic --players 3 --seed 9 --out "$W/a.jsonl" > /dev/null
"$BM" play --rules classic-house --players 3 --seed 9 --out "$W/b.jsonl" > /dev/null
"$BM" viz "$W/a.jsonl" --compare "$W/b.jsonl" --json -o "$W/ab.svg" > "$W/ab.json"; rc=$?
[ $rc -eq 0 ] || bad "--compare of two valid logs exited $rc"
xml_ok "$W/ab.svg"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["first_difference"] is not None, d.get("first_difference")' "$W/ab.json" \
  || bad "classic vs classic-house, seed 9: no first difference reported"
"$BM" viz "$W/a.jsonl" --compare "$W/a.jsonl" --json -o "$W/aa.dot" > "$W/aa.json" || bad "--compare with itself exited $?"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["first_difference"] is None' "$W/aa.json" || bad "a game compared with itself differs"
"$BM" replay "$SRC/corpus/examples/front-end-divergent.jsonl" --viz "$W/div.svg" > "$W/div.out" 2> "$W/div.err"; rc=$?
[ $rc -eq 1 ] || bad "bm replay --viz on a divergent log exited $rc, expected 1"
xml_ok "$W/div.svg" && { grep -q "diverges here: action 12 (line 15)" "$W/div.svg" || bad "the divergence picture does not mark action 12, line 15"; }
"$BM" viz "$SRC/corpus/examples/front-end-divergent.jsonl" -o "$W/div2.dot" 2> /dev/null; rc=$?
[ $rc -eq 1 ] || bad "bm viz on a divergent log exited $rc, expected 1 (drawn, diverges)"
grep -q "replay stopped at line 15, action 12" "$W/div2.dot" || bad "bm viz does not say where the replay stopped"
"$BM" viz "$SRC/corpus/examples/front-end-divergent.jsonl" --source log -o "$W/div3.dot" 2> /dev/null || bad "--source log exited $? (the file's own account draws without the engine)"
"$BM" viz "$W/a.jsonl" --rounds 2..3 --player 1 -o "$W/part.dot" 2> /dev/null || bad "--rounds 2..3 --player 1 exited $?"
grep -q "Round 1<" "$W/part.dot" && bad "--rounds 2..3 drew round 1"
grep -q "Round 2<" "$W/part.dot" || bad "--rounds 2..3 did not draw round 2"

# 4. Bad usage and input: exit 2, a message, no partial picture.
expect2() {
  local what="$1"; shift
  "$@" > "$W/out" 2> "$W/err"; local rc=$?
  [ $rc -eq 2 ] || bad "$what: exit $rc, expected 2"
  [ -s "$W/err" ] || bad "$what: no message"
}
expect2 "missing log" "$BM" viz
expect2 "no such file" "$BM" viz "$W/nope.jsonl"
printf '{"type":"header","format":"bm-log"' > "$W/trunc.jsonl"
expect2 "truncated JSON" "$BM" viz "$W/trunc.jsonl"
expect2 "truncated JSON, --source log" "$BM" viz "$W/trunc.jsonl" --source log
head -c 0 /dev/null > "$W/empty.jsonl"
expect2 "empty file" "$BM" viz "$W/empty.jsonl"
expect2 "unknown format" "$BM" viz "$W/a.jsonl" --format gif
expect2 "bad rounds" "$BM" viz "$W/a.jsonl" --rounds 5..2
expect2 "rounds not numbers" "$BM" viz "$W/a.jsonl" --rounds x..y
expect2 "rounds absent from the game" "$BM" viz "$W/a.jsonl" --rounds 900..
expect2 "player out of range" "$BM" viz "$W/a.jsonl" --player 3
expect2 "player absurd" "$BM" viz "$W/a.jsonl" --player 99999999999
expect2 "unknown source" "$BM" viz "$W/a.jsonl" --source guess
"$BM" viz "$W/a.jsonl" -o "$W/no/such/dir/x.svg" > "$W/out" 2> "$W/err"
[ $? -eq 4 ] && grep -q "writing $W/no/such/dir/x.svg" "$W/err" || bad "unwritable output: not exit 4 with 'writing FILE'"
[ -e "$W/no/such/dir/x.svg" ] && bad "a picture was left at an unwritable path"
expect2 "invalid compare log" "$BM" viz "$W/a.jsonl" --compare "$W/trunc.jsonl"
sed 's/"BM0[0-9][0-9]"/"BM999"/' "$W/a.jsonl" > "$W/unknown-card.jsonl"
expect2 "unknown card id" "$BM" viz "$W/unknown-card.jsonl"

[ $fail -eq 0 ] && echo "viz_cli: all checks passed"
exit $fail
