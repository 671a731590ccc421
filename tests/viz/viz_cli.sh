#!/usr/bin/env bash
# bm viz and bm replay --viz (docs/visualizer.md):
#   1. a long 4-player Super game and a game of every preset render as SVG that is well-formed
#      XML (python3's XML parser) and as PNG; the SVG carries the tooltips (rule IDs, actions);
#   2. --json reports the hero runs, and they agree with the log's own events (who killed whom);
#   3. --compare of two readings of one seed: exit 0, a first difference; of a game with itself:
#      none; bm replay --viz on a divergent log: exit 1, a picture with the divergence marked;
#   4. --split N of the 4-player game: ceil(rounds / N) pages, each holding exactly its rounds
#      (the setup with the first), and an index that links every page and gives each seat's
#      boss and final score as the log's result line has them;
#   5. bad usage and bad input: exit 2 with a message, never a crash; the picture is written
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
# A log whose later action records a different event (a seat changed): the picture marks that
# action's rows on both sides (not only the phase), both sides name the bosses the log's setup
# dealt, and the note holds the replayer's whole message.
python3 - "$W/a.jsonl" "$W/changed.jsonl" > "$W/changed.out" <<'EOF2' || bad "could not make a divergent log: $(cat "$W/changed.out")"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
for l in lines:
    if l["type"] == "action" and l["i"] >= 15 and any("player" in e for e in l.get("events", [])):
        e = next(e for e in l["events"] if "player" in e)
        e["player"] = (e["player"] + 1) % 3
        print(l["i"])
        break
open(sys.argv[2], "w").write("".join(json.dumps(l, separators=(",", ":")) + "\n" for l in lines))
EOF2
"$BM" replay "$W/changed.jsonl" --json > "$W/changed.json" 2> /dev/null
"$BM" replay "$W/changed.jsonl" --viz "$W/changed.dot" > /dev/null 2>&1; rc=$?
[ $rc -eq 1 ] || bad "bm replay --viz on the changed log exited $rc, expected 1"
python3 - "$W/changed.dot" "$W/changed.json" "$(cat "$W/changed.out")" "$W/a.jsonl" > "$W/mark.out" 2>&1 <<'EOF2' || bad "divergence picture: $(head -5 "$W/mark.out")"
import html, json, re, sys
dot, verdict, changed = open(sys.argv[1]).read(), json.load(open(sys.argv[2])), int(sys.argv[3])
assert verdict["action_index"] == changed and verdict["what"] == "event", verdict
sides = {"a": [], "b": []}
for line in dot.splitlines():
    m = re.match(r"\s*([ab])_p\d+ \[label=", line)
    if m:
        sides[m.group(1)] += [int(n) for n in re.findall(r"▶ #(\d+)", line)]
assert sides["a"] and sides["b"], f"marked rows: {sides}"
assert set(sides["a"]) == set(sides["b"]) == {changed}, f"marked rows {sides}, the changed action is {changed}"
result = json.loads(open(sys.argv[4]).read().splitlines()[-1])
heads = {s: next(l for l in dot.splitlines() if l.strip().startswith(s + "_head ")) for s in "ab"}
for sc in result["scores"]:
    for s in "ab":
        assert "(%s)" % sc["boss"] in heads[s], f"side {s} does not name P{sc['player']}'s boss {sc['boss']}"
text = html.unescape(dot.replace('<BR ALIGN="LEFT"/>', " "))
assert "diverges here: action %d" % changed in text
assert verdict["message"] in text, "the note does not hold the whole message: " + verdict["message"]
print("marked", sides)
EOF2
# bm compare --out: the pair's picture marks, on both sides, the rows of the action where the
# logs part, and among them the row of the differing event's type.
"$BM" compare --rules classic --rules classic-house --games 5 --players 3 --seed 9 --out "$W/cmp" --json > "$W/cmp.json" \
  || bad "bm compare --out exited $?"
python3 - "$W/cmp/compare.svg" "$W/cmp.json" > "$W/cmp.out" 2>&1 <<'EOF2' || bad "bm compare picture: $(head -5 "$W/cmp.out")"
import json, re, sys
svg, ex = open(sys.argv[1]).read(), json.load(open(sys.argv[2]))["example"]
etype = re.search(r'"e":"([a-z_]+)"', ex["why"]).group(1)
marked = {"a": [], "b": []}
for node in re.split(r'<g id="node', svg)[1:]:
    side = re.search(r"<title>([ab])_", node)
    if side:
        marked[side.group(1)] += re.findall(r'differs here · action (\d+) [^"]*events ([a-z_ ]+)"', node)
assert marked["a"] and marked["b"], marked
for s in "ab":
    assert {int(a) for a, _ in marked[s]} == {ex["action"]}, (s, marked[s], ex["action"])
    assert any(etype in ev.split() for _, ev in marked[s]), f"side {s}: no marked row with a {etype} event: {marked[s]}"
print("marked", marked)
EOF2
"$BM" replay "$SRC/corpus/examples/front-end-divergent.jsonl" --viz "$W/div-fe.dot" > /dev/null 2>&1
grep -q 'a_head .*Cerebellus (BM005) (dealt from the log.s setup)' "$W/div-fe.dot" \
  || bad "the log's side of a declared-chance divergence does not name its bosses"
"$BM" viz "$SRC/corpus/examples/front-end-divergent.jsonl" -o "$W/div2.dot" 2> /dev/null; rc=$?
[ $rc -eq 1 ] || bad "bm viz on a divergent log exited $rc, expected 1 (drawn, diverges)"
grep -q "replay stopped at line 15, action 12" "$W/div2.dot" || bad "bm viz does not say where the replay stopped"
"$BM" viz "$SRC/corpus/examples/front-end-divergent.jsonl" --source log -o "$W/div3.dot" 2> /dev/null || bad "--source log exited $? (the file's own account draws without the engine)"
"$BM" viz "$W/a.jsonl" --rounds 2..3 --player 1 -o "$W/part.dot" 2> /dev/null || bad "--rounds 2..3 --player 1 exited $?"
grep -q "Round 1<" "$W/part.dot" && bad "--rounds 2..3 drew round 1"
grep -q "Round 2<" "$W/part.dot" || bad "--rounds 2..3 did not draw round 2"

# 4. --split: pages of N rounds and their index.
for n in 3 5; do
  "$BM" viz "$W/super4.jsonl" --split $n -o "$W/pages$n" --format dot --json > "$W/pages$n.json" 2> "$W/pages.err" \
    || bad "--split $n exited $?: $(cat "$W/pages.err")"
  python3 - "$W/super4.jsonl" "$W/pages$n" $n "$W/pages$n.json" > "$W/pages.out" 2>&1 <<'EOF2' || bad "--split $n: $(head -5 "$W/pages.out")"
import glob, json, math, os, re, sys
log = [json.loads(l) for l in open(sys.argv[1])]
d, n = sys.argv[2], int(sys.argv[3])
result = log[-1]
assert result["type"] == "result"
rounds = max(l["round"] for l in log if l["type"] == "action")
assert rounds == result["rounds"] and rounds > n, (rounds, result["rounds"])
files = sorted(glob.glob(d + "/page-*.dot"), key=lambda f: int(re.search(r"page-(\d+)", f).group(1)))
assert len(files) == math.ceil(rounds / n), (len(files), rounds, n)
seen = []
for k, f in enumerate(files):
    dot = open(f).read()
    got = sorted(set(int(r) for r in re.findall(r"<B>Round (\d+)</B>", dot)) | ({0} if "Setup (round 0)" in dot else set()))
    want = ([0] if k == 0 else []) + list(range(k * n + 1, min((k + 1) * n, rounds) + 1))
    assert got == want, f"{f}: rounds {got}, expected {want}"
    seen += got
assert seen == list(range(0, rounds + 1)), seen
index = open(d + "/index.html").read()
links = re.findall(r'<a href="([^"]+)">', index)
assert links == [os.path.basename(f) for f in files], links
for s in result["scores"]:
    row = re.search(r"<tr><td[^>]*>P%d[^<]*</td><td>[^<]*\(%s\)</td><td class=\"souls\">(\d+)</td><td class=\"wounds\">(\d+)</td>"
                    % (s["player"], s["boss"]), index)
    assert row and (int(row.group(1)), int(row.group(2))) == (s["souls"], s["wounds"]), f"score of P{s['player']}: {row and row.groups()}"
assert "winner P%d" % result["winner"] in index and result["end_reason"] in index
summary = json.load(open(sys.argv[4]))
assert [p["file"] for p in summary["pages"]] == files and summary["index"] == d + "/index.html"
print(len(files), "pages")
EOF2
done
"$BM" viz "$W/super4.jsonl" --split 6 -o "$W/pages-svg/" 2> "$W/pages.err" || bad "--split 6 (svg) exited $?: $(cat "$W/pages.err")"
grep -q "wrote 2 pages and $W/pages-svg/index.html" "$W/pages.err" || bad "--split 6: $(cat "$W/pages.err")"
for f in "$W/pages-svg/page-1.svg" "$W/pages-svg/page-2.svg"; do xml_ok "$f"; done
"$BM" viz "$SRC/corpus/examples/front-end-divergent.jsonl" --split 1 -o "$W/pages-div" --format dot 2> /dev/null; rc=$?
[ $rc -eq 1 ] || bad "--split of a divergent log exited $rc, expected 1"
grep -q "replay stopped at line 15, action 12" "$W/pages-div/index.html" || bad "--split: the index does not say where the replay stopped"

# 5. Bad usage and input: exit 2, a message, no partial picture.
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
expect2 "--split without -o" "$BM" viz "$W/a.jsonl" --split 2
expect2 "--split -1" "$BM" viz "$W/a.jsonl" --split -1 -o "$W/p"
expect2 "--split with --compare" "$BM" viz "$W/a.jsonl" --split 2 --compare "$W/b.jsonl" -o "$W/p"
echo keep > "$W/afile"
expect2 "--split into a file" "$BM" viz "$W/a.jsonl" --split 2 -o "$W/afile"
[ "$(cat "$W/afile")" = keep ] || bad "--split replaced a regular file named as its directory"
[ -e "$W/p" ] && bad "--split with bad usage made its directory"
"$BM" viz "$W/a.jsonl" -o "$W/no/such/dir/x.svg" > "$W/out" 2> "$W/err"
[ $? -eq 4 ] && grep -q "writing $W/no/such/dir/x.svg" "$W/err" || bad "unwritable output: not exit 4 with 'writing FILE'"
[ -e "$W/no/such/dir/x.svg" ] && bad "a picture was left at an unwritable path"
expect2 "invalid compare log" "$BM" viz "$W/a.jsonl" --compare "$W/trunc.jsonl"
sed 's/"BM0[0-9][0-9]"/"BM999"/' "$W/a.jsonl" > "$W/unknown-card.jsonl"
expect2 "unknown card id" "$BM" viz "$W/unknown-card.jsonl"

[ $fail -eq 0 ] && echo "viz_cli: all checks passed"
exit $fail
