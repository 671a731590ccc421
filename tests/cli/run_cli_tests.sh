#!/usr/bin/env bash
# End-to-end checks of the bm program: documented exit codes and real outputs.
set -u
BM="$1"; SRC="$2"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0; n=0
check() {  # check NAME EXPECTED_EXIT CMD...
  local name=$1 want=$2; shift 2
  n=$((n+1))
  "$@" >"$tmp/out" 2>"$tmp/err"; local got=$?
  if [ "$got" != "$want" ]; then
    echo "FAIL $name: exit $got, expected $want"; sed 's/^/  | /' "$tmp/err" | head -5; fail=$((fail+1))
  fi
}
check version 0 "$BM" --version
check help 0 "$BM" help play
check no-args 2 "$BM"
check unknown-command 2 "$BM" frobnicate
check play-log 0 "$BM" play --seed 5 --out "$tmp/g.jsonl"
grep -q '"type":"result"' "$tmp/g.jsonl" || { echo "FAIL play-log: no result line"; fail=$((fail+1)); }
check replay-ok 0 "$BM" replay "$tmp/g.jsonl"
# Same seed => byte-identical log.
check play-again 0 "$BM" play --seed 5 --out "$tmp/g2.jsonl"
cmp -s "$tmp/g.jsonl" "$tmp/g2.jsonl" || { echo "FAIL determinism: logs differ"; fail=$((fail+1)); }
# A tampered log diverges (exit 1).
sed '5s/"hash":"[0-9a-f]*"/"hash":"0000000000000000"/' "$tmp/g.jsonl" > "$tmp/bad.jsonl"
check replay-divergence 1 "$BM" replay "$tmp/bad.jsonl"
# A wrong round on an action line diverges (exit 1); a forged ruleset hash or a declared-chance
# header is invalid (exit 2).
python3 - "$tmp/g.jsonl" "$tmp" <<'PY'
import json, sys
lines = open(sys.argv[1]).read().splitlines()
def write(name, ls): open(sys.argv[2] + "/" + name, "w").write("\n".join(ls) + "\n")
a = [json.loads(l) for l in lines]
k = next(i for i, j in enumerate(a) if j["type"] == "action" and j["round"] >= 1)
b = [dict(j) for j in a]; b[k]["round"] += 1
write("round.jsonl", [json.dumps(j) for j in b])
c = [dict(j) for j in a]; c[0]["ruleset_hash"] = "0123456789abcdef"
write("rhash.jsonl", [json.dumps(j) for j in c])
d = [dict(j) for j in a]; d[0]["chance"] = "declared"
write("chance.jsonl", [json.dumps(j) for j in d])
PY
check replay-wrong-round 1 "$BM" replay "$tmp/round.jsonl"
check replay-forged-ruleset-hash 2 "$BM" replay "$tmp/rhash.jsonl"
# A seeded log relabelled "declared" declares no outcomes: the setup's first shuffle diverges.
check replay-declared-chance 1 "$BM" replay "$tmp/chance.jsonl"
grep -q "declares no more chance outcomes" "$tmp/out" || { echo "FAIL replay-declared-chance: message"; fail=$((fail+1)); }
# Truncated log line: invalid (exit 2).
head -c 300 "$tmp/g.jsonl" > "$tmp/trunc.jsonl"
check replay-truncated 2 "$BM" replay "$tmp/trunc.jsonl"
check replay-missing 2 "$BM" replay "$tmp/nope.jsonl"
check bad-players 2 "$BM" play --players 9
check bad-seed 2 "$BM" play --seed -4
check absurd-seed 2 "$BM" play --seed 999999999999999999999999
check bad-rules 2 "$BM" play --rules no-such-preset
echo '{"format":"bm-ruleset","version":1,"name":"x","family":"classic","options":{"death_threshold":"maybe"}}' > "$tmp/r.json"
check bad-rule-value 2 "$BM" play --rules "$tmp/r.json"
grep -q "options.*death_threshold" "$tmp/err" || { echo "FAIL bad-rule-value: message lacks the JSON path"; fail=$((fail+1)); }
echo '{"format":"bm-ruleset","version":1,"name":"x","family":"classic","options":{"deth":"at_least"}}' > "$tmp/r2.json"
check unknown-rule-key 2 "$BM" play --rules "$tmp/r2.json"
echo '{"format":"bm-ruleset","version":1,"name":"es","family":"classic","options":{"death_threshold":"exceeds"}}' > "$tmp/r3.json"
check user-rules 0 "$BM" play --rules "$tmp/r3.json" --seed 3
echo '{"format":"bm-cards","version":1,"id":"x","cards":[{"id":"X1","kind":"room","name":"n","quantity":1,"room_type":"lava","advanced":false,"damage":1,"treasure":{}}]}' > "$tmp/c.json"
check bad-cards 2 "$BM" play --cards "$tmp/c.json"
grep -q "X1" "$tmp/err" || { echo "FAIL bad-cards: message lacks the card id"; fail=$((fail+1)); }
echo '{"format":"bm-ruleset","version":1,"name":"x","family":"classic","options":{"max_rounds":1e400}}' > "$tmp/r4.json"
check number-overflow 2 "$BM" play --rules "$tmp/r4.json"
head -c 3000 /dev/urandom > "$tmp/garbage.json"
check garbage-cards 2 "$BM" play --cards "$tmp/garbage.json"
printf '{"format":"bm-ruleset","version":1,"name":"\xff\xfe","family":"classic"}' > "$tmp/utf.json"
check invalid-utf8 2 "$BM" play --rules "$tmp/utf.json"
python3 -c "print('['*200000 + ']'*200000)" > "$tmp/deep.json"
check deep-nesting 2 "$BM" play --cards "$tmp/deep.json"
python3 - "$tmp/g.jsonl" "$tmp/typed.jsonl" <<'PY'
import json, sys
lines = open(sys.argv[1]).read().splitlines()
h = json.loads(lines[0]); h["cards"]["id"] = 5; h["cards"]["hash"] = 7
open(sys.argv[2], "w").write(json.dumps(h) + "\n" + "\n".join(lines[1:]) + "\n")
PY
check replay-wrong-types 2 "$BM" replay "$tmp/typed.jsonl"
check cards-list 0 "$BM" cards list --json
# Exported sets and shown rulesets load back as files (round trip), and play the same game.
"$BM" cards export > "$tmp/set.json"; "$BM" rules show classic-es > "$tmp/es.json"
check export-roundtrip 0 "$BM" play --cards "$tmp/set.json" --rules "$tmp/es.json" --seed 9 --out "$tmp/rt.jsonl"
"$BM" play --rules classic-es --seed 9 --out "$tmp/rt2.jsonl" >/dev/null
cmp -s <(tail -n +2 "$tmp/rt.jsonl") <(tail -n +2 "$tmp/rt2.jsonl") || { echo "FAIL export-roundtrip: games differ"; fail=$((fail+1)); }
check cards-show 0 "$BM" cards show BM020
check cards-unknown 2 "$BM" cards show BM999
check rules-list 0 "$BM" rules list
check rules-show 0 "$BM" rules show classic-es
check rules-options 0 "$BM" rules options
check play-json 0 "$BM" play --seed 2 --players 4 --json
for key in winner scores rounds end_reason final_hash; do
  grep -q "\"$key\"" "$tmp/out" || { echo "FAIL play-json: no $key"; fail=$((fail+1)); }
done
# Super and solo families: end to end, with their logs verified by replay.
check super-4p 0 "$BM" play --rules super --players 4 --seed 3 --out "$tmp/s4.jsonl"
grep -q '"board":{"hash"' "$tmp/s4.jsonl" || { echo "FAIL super-4p: header lacks the board"; fail=$((fail+1)); }
grep -q '"type":"place_minion"' "$tmp/s4.jsonl" || { echo "FAIL super-4p: no minion placement"; fail=$((fail+1)); }
check super-replay 0 "$BM" replay "$tmp/s4.jsonl"
check super-synthetic 0 "$BM" play --rules super --players 3 --cards super-synthetic --seed 4 --out "$tmp/ss.jsonl"
check super-synthetic-replay 0 "$BM" replay --cards super-synthetic "$tmp/ss.jsonl"
check super-1p 2 "$BM" play --rules super --players 1
check solo-2p 2 "$BM" play --rules solo --players 2
check solo-json 0 "$BM" play --rules solo-challenge --seed 6 --json
python3 - "$tmp/out" <<'PY' || { echo "FAIL solo-json: score/title"; fail=$((fail+1)); }
import json, sys
j = json.load(open(sys.argv[1]))
assert j["players"] == 1 and isinstance(j["score"], int) and j["title"].startswith("True "), j
PY
python3 - "$tmp/s4.jsonl" "$tmp" <<'PY'
import json, sys
lines = open(sys.argv[1]).read().splitlines()
h = json.loads(lines[0]); h["board"]["hash"] = "0123456789abcdef"
open(sys.argv[2] + "/sboard.jsonl", "w").write(json.dumps(h) + "\n" + "\n".join(lines[1:]) + "\n")
PY
check super-wrong-board 2 "$BM" replay "$tmp/sboard.jsonl"
echo '{"format":"bm-ruleset","version":1,"name":"x","family":"super","options":{"immortality":true}}' > "$tmp/rs.json"
check super-classic-option 2 "$BM" play --rules "$tmp/rs.json"
grep -q "immortality" "$tmp/err" || { echo "FAIL super-classic-option: message lacks the option"; fail=$((fail+1)); }
echo '{"format":"bm-board"}' > "$tmp/b.json"
check bad-board 2 "$BM" play --rules super --board "$tmp/b.json"
# ---- declared chance, validate, JUnit, --until/--show-state/--snapshot ----
for r in "classic --players 3" "super --players 3" "solo"; do
  read -r -a rules_args <<<"$r"  # the preset and its player count: separate arguments
  check "play-declared-$r" 0 "$BM" play --rules "${rules_args[@]}" --seed 8 --chance declared --out "$tmp/d.jsonl"
  grep -q '"chance":\[' "$tmp/d.jsonl" || { echo "FAIL play-declared-$r: no declared outcomes"; fail=$((fail+1)); }
  head -1 "$tmp/d.jsonl" | grep -q '"seed"' && { echo "FAIL play-declared-$r: a declared log names a seed"; fail=$((fail+1)); }
done
check play-bad-chance 2 "$BM" play --chance maybe
check validate-example 0 "$BM" validate "$SRC/corpus/examples/front-end-export.jsonl"
check validate-divergent 1 "$BM" validate "$SRC/corpus/examples/front-end-divergent.jsonl" "$SRC/corpus/examples/front-end-export.jsonl" --junit "$tmp/r.xml"
grep -q "DIVERGENT .*front-end-divergent" "$tmp/out" || { echo "FAIL validate-divergent: verdict line"; fail=$((fail+1)); }
python3 - "$tmp/r.xml" <<'PY' || { echo "FAIL validate-junit: not the expected JUnit XML"; fail=$((fail+1)); }
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
suite = root.find("testsuite")
assert root.tag == "testsuites" and suite.get("tests") == "2" and suite.get("failures") == "1" and suite.get("errors") == "0", root.attrib
cases = {c.get("name").split("/")[-1]: c for c in suite.findall("testcase")}
assert cases["front-end-divergent.jsonl"].find("failure") is not None
assert "G-15" in cases["front-end-divergent.jsonl"].find("failure").get("message")
assert cases["front-end-export.jsonl"].find("failure") is None
PY
printf 'garbage\n' > "$tmp/garbage.jsonl"
check validate-invalid 2 "$BM" validate "$SRC/corpus/examples/front-end-export.jsonl" "$tmp/garbage.jsonl" --json
python3 - "$tmp/out" <<'PY' || { echo "FAIL validate-json: one verdict per log and a summary"; fail=$((fail+1)); }
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
assert [r.get("verdict") for r in rows[:2]] == ["valid", "invalid"], rows
assert rows[2] == {"summary": True, "logs": 2, "valid": 1, "divergent": 0, "incomplete": 0, "invalid": 1}, rows[2]
PY
# ---- bm validate is a gate. A log without its result line (an exporter that
# died mid-game) fails by default (exit 1, verdict incomplete); --allow-incomplete accepts it. ----
EX="$SRC/corpus/examples/front-end-export.jsonl"
head -n 10 "$EX" > "$tmp/mid.jsonl"          # header, setup, actions 0..7: round 2, player 0 to build
head -n -1 "$EX" > "$tmp/noresult.jsonl"     # every action (P1 took a fifth wound, C-14), no result line
head -n 2 "$EX" > "$tmp/setuponly.jsonl"     # header and setup only
check validate-incomplete 1 "$BM" validate "$EX" "$tmp/mid.jsonl" "$tmp/noresult.jsonl" "$tmp/setuponly.jsonl" --junit "$tmp/inc.xml"
grep -q "^INCOMPLETE .*mid.jsonl" "$tmp/out" || { echo "FAIL validate-incomplete: no INCOMPLETE verdict"; fail=$((fail+1)); }
grep -q "mid.jsonl: incomplete log: it ends at line 10, after action 7, without its result line, and the engine's game is not over (round 2, phase build, player 0 to decide: build turn (C-8" "$tmp/out" \
  || { echo "FAIL validate-incomplete: the message does not say where the log ends and what the engine waits for"; fail=$((fail+1)); }
grep -q "noresult.jsonl: incomplete log: it ends at line 17, after action 14, without its result line; the engine's game ended there (C-14.last_player_standing)" "$tmp/out" \
  || { echo "FAIL validate-incomplete: a finished game without its result line is not named as such"; fail=$((fail+1)); }
grep -q "setuponly.jsonl: incomplete log: it ends at line 2, before its first action" "$tmp/out" \
  || { echo "FAIL validate-incomplete: a log of only its setup"; fail=$((fail+1)); }
grep -q "^4 logs: 1 valid, 0 divergent, 3 incomplete, 0 invalid$" "$tmp/out" || { echo "FAIL validate-incomplete: summary"; fail=$((fail+1)); }
python3 - "$tmp/inc.xml" <<'PY' || { echo "FAIL validate-incomplete: JUnit report"; fail=$((fail+1)); }
import sys, xml.etree.ElementTree as ET
suite = ET.parse(sys.argv[1]).getroot().find("testsuite")
assert suite.get("tests") == "4" and suite.get("failures") == "3" and suite.get("errors") == "0", suite.attrib
cases = {c.get("name").split("/")[-1]: c for c in suite.findall("testcase")}
assert cases["front-end-export.jsonl"].find("failure") is None
for n in ("mid.jsonl", "noresult.jsonl", "setuponly.jsonl"):
    f = cases[n].find("failure")
    assert f is not None and f.get("type") == "incomplete" and "without its result line" in f.get("message"), n
PY
check validate-allow-incomplete 0 "$BM" validate "$EX" "$tmp/mid.jsonl" "$tmp/noresult.jsonl" "$tmp/setuponly.jsonl" --allow-incomplete
grep -q "^valid     .*mid.jsonl (8 actions; no result line, allowed)$" "$tmp/out" || { echo "FAIL validate-allow-incomplete: verdict line"; fail=$((fail+1)); }
grep -q "^4 logs: 4 valid, 0 divergent, 0 incomplete, 0 invalid$" "$tmp/out" || { echo "FAIL validate-allow-incomplete: summary"; fail=$((fail+1)); }
# --allow-incomplete accepts a missing result line, nothing else: a divergence still fails.
check validate-allow-incomplete-divergent 1 "$BM" validate "$SRC/corpus/examples/front-end-divergent.jsonl" "$tmp/mid.jsonl" --allow-incomplete
# Exit codes combine as documented: any invalid log -> 2; else any divergent or incomplete -> 1.
check validate-incomplete-and-invalid 2 "$BM" validate "$tmp/mid.jsonl" "$tmp/garbage.jsonl"
check validate-incomplete-and-divergent 1 "$BM" validate "$tmp/mid.jsonl" "$SRC/corpus/examples/front-end-divergent.jsonl"
# bm replay says what bm validate says of a log that stops mid-game: incomplete (exit 1), with the
# same sentence (one piece of code words it), the same --json kind; --allow-incomplete accepts it
# and still says it is incomplete, never "verified" alone.
check replay-incomplete 1 "$BM" replay "$tmp/mid.jsonl"
grep -q "^INCOMPLETE at line 10, round 2, phase build, player 0$" "$tmp/out" || { echo "FAIL replay-incomplete: heading"; fail=$((fail+1)); }
grep -q "verified" "$tmp/out" && { echo "FAIL replay-incomplete: an incomplete log is called verified"; fail=$((fail+1)); }
check replay-incomplete-json 1 "$BM" replay "$tmp/mid.jsonl" --json
cp "$tmp/out" "$tmp/replay-mid.json"
check validate-incomplete-json 1 "$BM" validate "$tmp/mid.jsonl" --json
python3 - "$tmp/replay-mid.json" "$tmp/out" <<'PY' || { echo "FAIL replay-incomplete-json: not validate's verdict"; fail=$((fail+1)); }
import json, sys
r = json.loads(open(sys.argv[1]).readline())
v = json.loads(open(sys.argv[2]).readline())
assert r["ok"] is False and r["kind"] == "incomplete" and r["what"] == "incomplete", r
assert r["message"] == v["message"] and v["verdict"] == "incomplete" and r["line"] == v["line"] == 10, (r, v)
assert r["message"].endswith("did the exporter stop mid-game? (bm validate and bm replay accept it with --allow-incomplete)"), r
assert "rules" not in r and v["rule"] is None, r  # an incomplete log breaks no rule
PY
check replay-allow-incomplete 0 "$BM" replay "$tmp/mid.jsonl" --allow-incomplete
grep -q "^incomplete, accepted (--allow-incomplete): 8 actions replayed;" "$tmp/out" || { echo "FAIL replay-allow-incomplete: verdict line"; fail=$((fail+1)); }
grep -q "mid.jsonl: incomplete log: it ends at line 10, after action 7, without its result line, and the engine's game is not over" "$tmp/out" \
  || { echo "FAIL replay-allow-incomplete: the sentence"; fail=$((fail+1)); }
check replay-allow-incomplete-json 0 "$BM" replay "$tmp/mid.jsonl" --allow-incomplete --json
grep -q '"incomplete":"[^"]*mid.jsonl: incomplete log: it ends at line 10' "$tmp/out" || { echo "FAIL replay-allow-incomplete-json: no incomplete field"; fail=$((fail+1)); }
check replay-finished-no-result 1 "$BM" replay "$tmp/noresult.jsonl"
grep -q "the engine's game ended there (C-14.last_player_standing): add the result line" "$tmp/out" || { echo "FAIL replay-finished-no-result: message"; fail=$((fail+1)); }
# --until reads a prefix: no result line needed.
check replay-incomplete-until 0 "$BM" replay "$tmp/mid.jsonl" --until 3
# --report says incomplete; --minimize has nothing to shrink (both exit 1, nothing written);
# --rehash rewrites an incomplete log only when it is accepted.
check replay-incomplete-report 1 "$BM" replay "$tmp/mid.jsonl" --report
grep -q "^# bm replay: incomplete log" "$tmp/out" || { echo "FAIL replay-incomplete-report: heading"; fail=$((fail+1)); }
check replay-incomplete-minimize 1 "$BM" replay "$tmp/mid.jsonl" --minimize -o "$tmp/mid-min.jsonl"
[ -e "$tmp/mid-min.jsonl" ] && { echo "FAIL replay-incomplete-minimize: a log was written"; fail=$((fail+1)); }
check replay-incomplete-rehash 1 "$BM" replay "$tmp/mid.jsonl" --rehash "$tmp/mid-v2.jsonl"
[ -e "$tmp/mid-v2.jsonl" ] && { echo "FAIL replay-incomplete-rehash: a log was written"; fail=$((fail+1)); }
check replay-incomplete-rehash-allowed 0 "$BM" replay "$tmp/mid.jsonl" --rehash "$tmp/mid-v2.jsonl" --allow-incomplete
[ -s "$tmp/mid-v2.jsonl" ] || { echo "FAIL replay-incomplete-rehash-allowed: nothing written"; fail=$((fail+1)); }
# The --json report: one entry per log (path, ok, verdict, message, rule, line, actions, result).
check validate-json-report 2 "$BM" validate "$EX" "$SRC/corpus/examples/front-end-divergent.jsonl" "$tmp/mid.jsonl" "$tmp/garbage.jsonl" --json
python3 - "$tmp/out" "$EX" <<'PY' || { echo "FAIL validate-json-report: entries"; fail=$((fail+1)); }
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
assert len(rows) == 5, rows
for r in rows[:4]:
    for k in ("path", "ok", "verdict", "message", "rule", "line", "actions", "result"):
        assert k in r, (k, r)
ok, div, mid, bad, summary = rows
# The exported game: player 1 took a fifth wound in round 4 (C-14), so player 0 wins; 15 decisions.
assert ok["path"] == sys.argv[2] and ok["ok"] is True and ok["verdict"] == "valid" and ok["line"] is None, ok
assert ok["actions"] == 15 and ok["result_line"] is True and ok["rule"] is None, ok
assert ok["result"]["winner"] == 0 and ok["result"]["end_reason"] == "C-14.last_player_standing", ok["result"]
assert [s["wounds"] for s in ok["result"]["scores"]] == [2, 5], ok["result"]
# The divergent export gives Boden (a fighter) to the dungeon without a fighter icon: G-15.
assert div["ok"] is False and div["verdict"] == "divergent" and div["rule"] == "G-15" and div["line"] == 15, div
assert div["actions"] == 13 and div["result"] is None, div
assert mid["ok"] is False and mid["verdict"] == "incomplete" and mid["kind"] == "incomplete", mid
assert mid["line"] == 10 and mid["actions"] == 8 and mid["rule"] is None and mid["result"] is None, mid
assert mid["round"] == 2 and mid["phase"] == "build" and mid["player"] == 0 and "without its result line" in mid["message"], mid
assert bad["ok"] is False and bad["verdict"] == "invalid" and bad["rule"] is None and bad["line"] == 1, bad
assert summary == {"summary": True, "logs": 4, "valid": 1, "divergent": 1, "incomplete": 1, "invalid": 1}, summary
PY
# The example of `bm help validate`: the scenarios stop mid-game on purpose.
check validate-help-example-scenarios 0 "$BM" validate "$SRC"/corpus/scenarios/*.jsonl --allow-incomplete --quiet
# Control characters from a log never reach the terminal raw, and the JUnit report stays valid
# XML 1.0 (engine/core/text_escape): an unknown header field named ESC [2J BEL SOH.
python3 - "$tmp/g.jsonl" "$tmp/hostile.jsonl" <<'PY'
import json, sys
lines = open(sys.argv[1]).read().splitlines()
h = json.loads(lines[0]); h["\u001b[2J\u0007\u0001"] = 1
open(sys.argv[2], "w").write(json.dumps(h) + "\n" + "\n".join(lines[1:]) + "\n")
PY
check replay-hostile 2 "$BM" replay "$tmp/hostile.jsonl"
grep -qF 'field '"'"'\x1b[2J\x07\x01'"'"': unknown field' "$tmp/err" || { echo "FAIL replay-hostile: control characters not shown as \\xNN"; fail=$((fail+1)); }
LC_ALL=C grep -q "$(printf '\033')" "$tmp/out" "$tmp/err" && { echo "FAIL replay-hostile: a raw ESC reached the terminal"; fail=$((fail+1)); }
check validate-hostile 2 "$BM" validate "$tmp/hostile.jsonl" --junit "$tmp/hostile.xml"
LC_ALL=C grep -q "$(printf '\033')" "$tmp/out" && { echo "FAIL validate-hostile: a raw ESC reached the terminal"; fail=$((fail+1)); }
python3 - "$tmp/hostile.xml" <<'PY' || { echo "FAIL validate-hostile: the JUnit report is not valid XML 1.0 with U+FFFD for the controls"; fail=$((fail+1)); }
import sys, xml.etree.ElementTree as ET
case = ET.parse(sys.argv[1]).getroot().find("testsuite").find("testcase")
assert "\ufffd[2J\ufffd\ufffd" in case.find("error").get("message"), case.find("error").get("message")
PY
check validate-none 2 "$BM" validate
# An invalid log's reason is an error on stderr (docs/cli.md's rule); stdout
# keeps the per-log line with the reason below it (a CI job may keep only stdout)
# and the summary.
check validate-invalid-stderr 2 "$BM" validate "$SRC/corpus/examples/front-end-export.jsonl" "$tmp/garbage.jsonl"
grep -q "^bm: error: invalid log .*garbage.jsonl: line 1" "$tmp/err" || { echo "FAIL validate-invalid-stderr: no bm: error on stderr"; fail=$((fail+1)); }
grep -q "^INVALID   .*garbage.jsonl$" "$tmp/out" || { echo "FAIL validate-invalid-stderr: per-log line"; fail=$((fail+1)); }
grep -q "^2 logs: 1 valid, 0 divergent, 0 incomplete, 1 invalid$" "$tmp/out" || { echo "FAIL validate-invalid-stderr: summary"; fail=$((fail+1)); }
grep -q "^    .*garbage.jsonl:1" "$tmp/out" || { echo "FAIL validate-invalid-stderr: the reason is not on stdout beside the verdict"; fail=$((fail+1)); }
# A negative failure budget is refused, not taken as "no limit".
check check-max-failures-negative 2 "$BM" check --games 5 --max-failures -1
grep -q "^bm: error: --max-failures -1: must be 0 or more" "$tmp/err" || { echo "FAIL check-max-failures-negative: message"; fail=$((fail+1)); }
check validate-unwritable-junit 4 "$BM" validate "$SRC/corpus/examples/front-end-export.jsonl" --junit /nonexistent/dir/r.xml
check replay-until 0 "$BM" replay "$tmp/g.jsonl" --until 3 --snapshot "$tmp/snap.json"
grep -q "state after action 3" "$tmp/out" || { echo "FAIL replay-until: no state printed"; fail=$((fail+1)); }
grep -q '"format": "bm-snapshot"' "$tmp/snap.json" || { echo "FAIL replay-until: no snapshot written"; fail=$((fail+1)); }
check replay-show-state 0 "$BM" replay "$tmp/g.jsonl" --show-state
grep -q "after round 1" "$tmp/out" || { echo "FAIL replay-show-state: no round summary"; fail=$((fail+1)); }
check replay-bad-until 2 "$BM" replay "$tmp/g.jsonl" --until -5
# A log that starts from the snapshot of action 3 and continues with actions 4.. verifies.
python3 - "$tmp/g.jsonl" "$tmp/snap.json" "$tmp/from-snap.jsonl" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
snap = json.load(open(sys.argv[2]))
out = [lines[0], {"type": "snapshot", "state": snap["state"]}]
for l in lines[2:]:
    if l["type"] == "action":
        if l["i"] < 4: continue
        l["i"] -= 4
    out.append(l)
open(sys.argv[3], "w").write("".join(json.dumps(l) + "\n" for l in out))
PY
check replay-from-snapshot 0 "$BM" replay "$tmp/from-snap.jsonl"
sed 's/"type": *"action"/"type":"action","extra":1/' "$tmp/g.jsonl" > "$tmp/extra.jsonl"
check replay-unknown-field 2 "$BM" replay "$tmp/extra.jsonl"
grep -q "^bm: error: invalid log: .*field 'extra': unknown field" "$tmp/err" || { echo "FAIL replay-unknown-field: message"; fail=$((fail+1)); }
# An invalid log is an input error like any other (docs/cli.md): on stderr, nothing on stdout.
[ -s "$tmp/out" ] && { echo "FAIL replay-unknown-field: the error went to stdout"; fail=$((fail+1)); }
# An empty file name says so (not ": cannot open file"); a ruleset name with a newline and an
# escape sequence is printed on one line, escaped.
check replay-empty-name 2 "$BM" replay ''
grep -qF "'': empty file name" "$tmp/err" || { echo "FAIL replay-empty-name: message"; fail=$((fail+1)); }
"$BM" rules show classic | python3 -c "
import json, sys
r = json.load(sys.stdin); r['name'] = 'evil\nname\x1b[2J'; json.dump(r, open(sys.argv[1], 'w'))" "$tmp/nl.json"
check ruleset-name-newline 0 "$BM" play --rules "$tmp/nl.json" --seed 1
grep -qF 'game: evil\x0aname\x1b[2J, 2 players' "$tmp/out" || { echo "FAIL ruleset-name-newline: not escaped on one line"; fail=$((fail+1)); }
# bm check: a clean campaign exits 0; --list; merge of a non-report is invalid.
check check-clean 0 "$BM" check --games 40 --quiet
grep -q "no invariant failed" "$tmp/out" || { echo "FAIL check-clean: summary"; fail=$((fail+1)); }
check check-list 0 "$BM" check --list
check check-merge-garbage 2 "$BM" check merge "$tmp/garbage.jsonl"
# --check: a real game passes every invariant; the checker ran.
check replay-check 0 "$BM" replay "$tmp/g.jsonl" --check --json
grep -q '"invariants_checked":true' "$tmp/out" || { echo "FAIL replay-check: invariants_checked"; fail=$((fail+1)); }
check validate-check 0 "$BM" validate "$tmp/g.jsonl" --check
# A finding of bm-mutant (corpus/examples/checker-finding-mutant.jsonl, lifo_heroes): the
# real engine sends the other hero in first (G-14), so the log diverges there.
check replay-mutant-finding 1 "$BM" replay "$SRC/corpus/examples/checker-finding-mutant.jsonl" --json
python3 -c 'import json,sys; v=json.load(open(sys.argv[1])); sys.exit(0 if v["what"]=="event" and "G-14" in v["rules"] and v["log_reports_violation"]["invariant"]=="INV-HERO-FIFO" and v["invariants_checked"] else 1)' "$tmp/out" \
  || { echo "FAIL replay-mutant-finding: verdict"; fail=$((fail+1)); }
# A violation in a log that says 1.2 is invalid (the field is 1.3).
sed '1s/"version":"1.3"/"version":"1.2"/' "$SRC/corpus/examples/checker-finding-mutant.jsonl" > "$tmp/v12.jsonl"
check replay-violation-old-version 2 "$BM" replay "$tmp/v12.jsonl"
grep -q "needs log version 1.3" "$tmp/err" || { echo "FAIL replay-violation-old-version: message"; fail=$((fail+1)); }
# bm replay --json on the same logs: the verdict as JSON, the bytes it quotes as U+FFFD (exit 3,
# an internal error, before ReplayVerdict::to_json, found by the log fuzzer).
for f in invalid_utf8 invalid_utf8_header; do
  check "replay-json-not-utf8-$f" 2 "$BM" replay "$SRC/corpus/bad/log/$f.jsonl" --json
  python3 -c 'import json, sys; v = json.load(open(sys.argv[1])); assert v["kind"] == "invalid_log" and "\ufffd" in v["message"], v' "$tmp/out" ||
    { echo "FAIL replay-json-not-utf8-$f: verdict"; fail=$((fail+1)); }
done
# A log whose bytes are not UTF-8 gets its --json entry (U+FFFD for the bytes it quotes), not an
# internal error (exit 3 before validate_core's report_line is the one --json writer).
check validate-json-not-utf8 2 "$BM" validate "$SRC/corpus/bad/log/invalid_utf8.jsonl" "$SRC/corpus/bad/log/invalid_utf8_header.jsonl" --json
python3 -c 'import json, sys; r = [json.loads(l) for l in open(sys.argv[1])]; assert [e["verdict"] for e in r[:2]] == ["invalid", "invalid"] and r[2]["invalid"] == 2, r' "$tmp/out" ||
  { echo "FAIL validate-json-not-utf8: entries"; fail=$((fail+1)); }

# ---- bm validate --jobs N replays N logs at once; the output (text, --json, --junit)
# is that of --jobs 1, in the order of the LOG arguments. Verdicts of every kind, and the
# scenario corpus for many logs of different lengths.
JOBS_LOGS=("$tmp/g.jsonl" "$SRC/corpus/examples/front-end-divergent.jsonl" "$tmp/mid.jsonl" "$tmp/garbage.jsonl" "$EX" "$tmp/bad.jsonl" "$SRC"/corpus/scenarios/*.jsonl)
check validate-jobs-1 2 "$BM" validate "${JOBS_LOGS[@]}" --json --junit "$tmp/j1.xml"
cp "$tmp/out" "$tmp/j1.out"
check validate-jobs-3 2 "$BM" validate "${JOBS_LOGS[@]}" --json --junit "$tmp/j3.xml" --jobs 3
cmp -s "$tmp/out" "$tmp/j1.out" || { echo "FAIL validate-jobs: --jobs 3 --json output differs from --jobs 1"; fail=$((fail+1)); }
cmp -s "$tmp/j3.xml" "$tmp/j1.xml" || { echo "FAIL validate-jobs: --jobs 3 JUnit report differs from --jobs 1"; fail=$((fail+1)); }
check validate-jobs-text-1 1 "$BM" validate "$SRC"/corpus/scenarios/*.jsonl "$tmp/bad.jsonl"
cp "$tmp/out" "$tmp/t1.out"
check validate-jobs-text-2 1 "$BM" validate "$SRC"/corpus/scenarios/*.jsonl "$tmp/bad.jsonl" --jobs 2
cmp -s "$tmp/out" "$tmp/t1.out" || { echo "FAIL validate-jobs: --jobs 2 text output differs from --jobs 1"; fail=$((fail+1)); }
check validate-jobs-zero 2 "$BM" validate "$tmp/g.jsonl" --jobs 0
grep -q -- "--jobs: must be between 1 and 256" "$tmp/err" || { echo "FAIL validate-jobs-zero: message"; fail=$((fail+1)); }
# --jobs 2 over many logs: 40 games in bm's form and in another writer's (every line's keys in
# reverse order, spaces after ':' and ','; the header cache and the setup line read both), and a
# divergent and an invalid one among them: byte for byte the output of --jobs 1, text and --json.
MANY=()
for s in $(seq 1 20); do
  "$BM" play --players 3 --seed "$s" --out "$tmp/many-$s.jsonl" >/dev/null 2>&1
  MANY+=("$tmp/many-$s.jsonl" "$tmp/many-f$s.jsonl")
  [ "$s" = 7 ] && MANY+=("$tmp/bad.jsonl" "$tmp/garbage.jsonl")
done
python3 - "$tmp" <<'PY'
import json, sys
def w(v):
    if isinstance(v, dict):
        return "{" + ", ".join(json.dumps(k) + ": " + w(v[k]) for k in reversed(list(v))) + "}"
    if isinstance(v, list):
        return "[" + ", ".join(w(x) for x in v) + "]"
    return json.dumps(v)
for s in range(1, 21):
    with open(f"{sys.argv[1]}/many-{s}.jsonl") as f, open(f"{sys.argv[1]}/many-f{s}.jsonl", "w") as o:
        o.writelines(w(json.loads(line)) + "\n" for line in f if line.strip())
PY
for mode in "" --json; do
  check "validate-jobs-many-1$mode" 2 "$BM" validate "${MANY[@]}" $mode
  cp "$tmp/out" "$tmp/m1.out"
  check "validate-jobs-many-2$mode" 2 "$BM" validate "${MANY[@]}" $mode --jobs 2
  cmp -s "$tmp/out" "$tmp/m1.out" || { echo "FAIL validate-jobs-many$mode: --jobs 2 output differs from --jobs 1"; fail=$((fail+1)); }
  grep -q "42 logs: 40 valid, 1 divergent, 0 incomplete, 1 invalid\|\"divergent\":1,.*\"valid\":40" "$tmp/out" ||
    { echo "FAIL validate-jobs-many$mode: summary"; fail=$((fail+1)); }
done
# Hash v2 (docs/state-hash.md): bm's logs name it; bm replay --rehash rewrites a legacy
# corpus log (verified first) so that it validates and differs only in the header's state_hash and
# version and in the hash values; a divergent log is not rewritten (exit 1, no file); a header
# naming hash v2 below version 1.5, or another state_hash, is invalid (exit 2).
head -n 1 "$tmp/g.jsonl" | grep -q '"state_hash":"xxh3-v2"' || { echo "FAIL hash-v2: bm play's header lacks state_hash"; fail=$((fail+1)); }
head -n 1 "$tmp/g.jsonl" | grep -q '"version":"1.5"' || { echo "FAIL hash-v2: bm play's header is not 1.5"; fail=$((fail+1)); }
LEGACY="$SRC/corpus/fuzz/log_fuzzer/legacy-play-super.jsonl"
check rehash 0 "$BM" replay "$LEGACY" --rehash "$tmp/rehashed.jsonl"
check rehash-validates 0 "$BM" validate "$tmp/rehashed.jsonl"
python3 - "$LEGACY" "$tmp/rehashed.jsonl" <<'PY' || fail=$((fail+1))
import json, sys
a = [json.loads(l) for l in open(sys.argv[1])]
b = [json.loads(l) for l in open(sys.argv[2])]
assert "state_hash" not in a[0] and b[0]["state_hash"] == "xxh3-v2" and b[0]["version"] == "1.5", "rehash: header"
changed = 0
for x, y in zip(a, b):
    keys = {"hash", "final_hash"} | ({"state_hash", "version"} if x["type"] == "header" else set())
    assert {k: v for k, v in x.items() if k not in keys} == {k: v for k, v in y.items() if k not in keys}, "rehash: " + x["type"]
    changed += sum(1 for k in ("hash", "final_hash") if k in x and x[k] != y[k])
assert len(a) == len(b) and changed >= len(a) - 1, "rehash: %d of %d lines got new hashes" % (changed, len(a))
PY
check rehash-divergent 1 "$BM" replay "$tmp/bad.jsonl" --rehash "$tmp/never.jsonl"
[ ! -e "$tmp/never.jsonl" ] || { echo "FAIL rehash-divergent: wrote a file"; fail=$((fail+1)); }
check rehash-over-input 2 "$BM" replay "$LEGACY" --rehash "$LEGACY"
# From standard input: the log is read once (it was read again for the rewrite: an empty text).
check rehash-stdin 0 sh -c '"$1" replay - --rehash "$2" < "$3"' sh "$BM" "$tmp/rehashed-stdin.jsonl" "$LEGACY"
check rehash-stdin-validates 0 "$BM" validate "$tmp/rehashed-stdin.jsonl"
sed '1s/"version":"1.5"/"version":"1.4"/' "$tmp/rehashed.jsonl" > "$tmp/v14.jsonl"
check hash-v2-needs-1.5 2 "$BM" replay "$tmp/v14.jsonl"
grep -q "field 'state_hash': needs log version 1.5" "$tmp/err" || { echo "FAIL hash-v2-needs-1.5: message"; fail=$((fail+1)); }
sed '1s/"state_hash":"xxh3-v2"/"state_hash":"md5"/' "$tmp/rehashed.jsonl" > "$tmp/md5.jsonl"
check hash-v2-unknown 2 "$BM" replay "$tmp/md5.jsonl"
sed '1s/"state_hash":"xxh3-v2",//' "$tmp/rehashed.jsonl" > "$tmp/nohash.jsonl"
check hash-v2-header-removed 1 "$BM" replay "$tmp/nohash.jsonl"  # 1.5 without state_hash: the legacy chain, so its v2 hashes differ
echo "cli: $((n-fail)) passed, $fail failed"
[ $fail -eq 0 ]
