#!/usr/bin/env bash
# Runs bm on every malformed input of corpus/bad/ (see corpus/bad/README.md) and on a few huge
# inputs generated here, and checks each exit code and error message.
# usage: bad_corpus.sh BM SOURCE_DIR [FILTER]   (FILTER: only cases whose path contains it)
set -u
BM="$1"; SRC="$2"; FILTER="${3:-}"
CORPUS="$SRC/corpus/bad"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pass=0; fail=0

# run_case LABEL FILE EXPECT_CODE EXPECT_SUBSTRING SECONDS: runs the reader that FILE's folder
# names, with a time limit, and compares.
run_case() {
  local label=$1 file=$2 want=$3 sub=$4 limit=$5 folder
  # Bash's own expansions and clock, not basename, dirname or date: a process start costs
  # milliseconds here, and this runs for each of some 300 cases.
  folder=${file%/*}; folder=${folder##*/}
  local -a cmd
  case "$folder" in
    log) cmd=("$BM" replay "$file") ;;
    validate) cmd=("$BM" validate "$file") ;;
    ruleset) cmd=("$BM" play --rules "$file") ;;
    cards) cmd=("$BM" play --cards "$file") ;;
    board) cmd=("$BM" play --rules super --board "$file") ;;
    report) cmd=("$BM" check merge "$file") ;;
    viz) cmd=("$BM" viz --source log "$file" -o /dev/null) ;;  # the timeline read from the file alone
    *) echo "FAIL $label: unknown case folder '$folder' (log, validate, ruleset, cards, board, report, viz)"; fail=$((fail+1)); return ;;
  esac
  local start end got
  start=$EPOCHSECONDS
  timeout "$limit" "${cmd[@]}" >"$tmp/out" 2>&1; got=$?
  end=$EPOCHSECONDS
  local why=""
  if [ "$got" = 124 ]; then why="timed out after ${limit}s"
  elif [ "$got" -ge 128 ]; then why="killed by signal $((got-128)) (crash)"
  elif [ "$got" = 3 ]; then why="internal error (exit 3)"
  elif [ "$got" != "$want" ]; then why="exit $got, expected $want"
  elif ! grep -qF -- "$sub" "$tmp/out"; then why="output lacks: $sub"
  fi
  if [ -z "$why" ]; then
    echo "PASS $label ($((end-start))s)"; pass=$((pass+1))
  else
    echo "FAIL $label: $why"
    head -c 600 "$tmp/out" | head -4 | sed 's/^/  | /'
    fail=$((fail+1))
  fi
}

# 1. The committed cases: FILE plus FILE.expect (line 1 exit code, line 2 substring).
while IFS= read -r expect; do
  file=${expect%.expect}
  label=${file#"$CORPUS/"}
  [ -n "$FILTER" ] && [[ "$label" != *"$FILTER"* ]] && continue
  if [ ! -f "$file" ]; then echo "FAIL $label: $expect has no input file"; fail=$((fail+1)); continue; fi
  want=; sub=; { IFS= read -r want; IFS= read -r sub; } < "$expect"
  if ! [[ "$want" =~ ^[12]$ ]] || [ -z "$sub" ]; then
    echo "FAIL $label: $expect must hold an exit code (1 or 2) and a non-empty substring"; fail=$((fail+1)); continue
  fi
  run_case "$label" "$file" "$want" "$sub" 60
done < <(find "$CORPUS" -mindepth 2 -type f -name '*.expect' | LC_ALL=C sort)
# Every input file needs its .expect.
while IFS= read -r f; do
  [ -f "$f.expect" ] || { echo "FAIL ${f#"$CORPUS/"}: no .expect next to it"; fail=$((fail+1)); }
done < <(find "$CORPUS" -mindepth 2 -type f ! -name '*.expect' | LC_ALL=C sort)

# 2. Huge inputs, generated here (never committed); each must be rejected quickly with exit 2.
gen() {  # gen FOLDER NAME WANT SUBSTRING PYTHON: writes $tmp/gen/FOLDER/NAME with the Python snippet (p = the path, h = a valid classic header line, base = the lines of a valid classic log)
  local folder=$1 name=$2 want=$3 sub=$4 code=$5
  [ -n "$FILTER" ] && [[ "generated/$folder/$name" != *"$FILTER"* ]] && return
  mkdir -p "$tmp/gen/$folder"
  python3 - "$tmp/gen/$folder/$name" "$tmp/header.json" "$tmp/base.jsonl" <<PY || { echo "FAIL generated/$folder/$name: generator failed"; fail=$((fail+1)); return; }
import json, sys
p = sys.argv[1]
h = open(sys.argv[2]).read().strip()
base = open(sys.argv[3]).read().splitlines()
$code
PY
  run_case "generated/$folder/$name" "$tmp/gen/$folder/$name" "$want" "$sub" 20
  rm -f "$tmp/gen/$folder/$name"
}
"$BM" play --seed 3 --out "$tmp/base.jsonl" >/dev/null 2>&1 || { echo "FAIL setup: bm play did not write a base log"; fail=$((fail+1)); }
head -n 1 "$tmp/base.jsonl" > "$tmp/header.json"

gen log long_line_20mib.jsonl 2 "long_line_20mib.jsonl:2: line longer than 8 MiB" \
  'open(p, "w").write(h + "\n" + "{\"type\":\"action\",\"pad\":\"" + "x" * (20 << 20) + "\"}\n")'
gen log long_header_20mib.jsonl 2 "long_header_20mib.jsonl:1: line longer than 8 MiB" \
  'open(p, "w").write("{\"type\":\"header\",\"pad\":\"" + "x" * (20 << 20) + "\"}\n")'
gen log no_newline_20mib.jsonl 2 "no_newline_20mib.jsonl:1: line longer than 8 MiB" \
  'open(p, "w").write("[" * (20 << 20))'
gen log many_wrong_lines.jsonl 2 "many_wrong_lines.jsonl:3: field 'i'" '
lines = base[:2]
bad = "{\"action\":{\"type\":\"pass\"},\"i\":7,\"phase\":\"build\",\"player\":0,\"round\":1,\"type\":\"action\"}"
open(p, "w").write("\n".join(lines + [bad] * 200000) + "\n")'
gen log many_unknown_lines.jsonl 2 "many_unknown_lines.jsonl:2: field 'type'" '
open(p, "w").write(h + "\n" + "{\"type\":\"noise\",\"n\":1}\n" * 200000)'
gen log deep_open_brackets.jsonl 2 "deep_open_brackets.jsonl:2:" \
  'open(p, "w").write(h + "\n" + "[" * 100000 + "\n")'
gen log deep_balanced_brackets.jsonl 2 "deep_balanced_brackets.jsonl:2:" \
  'open(p, "w").write(h + "\n" + "[" * 100000 + "]" * 100000 + "\n")'
gen log deep_in_action.jsonl 2 "deep_in_action.jsonl:3:1:266: invalid JSON: nested deeper than 256 levels" '
lines = base[:2]
open(p, "w").write("\n".join(lines) + "\n{\"action\":" + "[" * 100000 + "]" * 100000 + ",\"i\":0,\"player\":0,\"type\":\"action\"}\n")'
# 400,000 {} in one line (1.2 MB): linear, a fraction of a second (the
# duplicate-key check in the parser callback made it quadratic, 42 s, beyond this 20 s limit).
gen log empty_objects_400k.jsonl 2 "empty_objects_400k.jsonl:2: field 'pad': unknown field" \
  'open(p, "w").write(h + "\n" + "{\"type\":\"action\",\"pad\":[" + ",".join(["{}"] * 400000) + "]}\n")'
gen log deep_objects.jsonl 2 "deep_objects.jsonl:1:" \
  'open(p, "w").write("{\"a\":" * 100000 + "1" + "}" * 100000 + "\n")'
# bm viz --source log reads the file without the replayer, through the same parse
# entry: a value nested 100,000 deep in an action, an event or the result line is refused with
# its place (it crashed, SIGSEGV, where --source engine exited 2).
for where in action event result; do
  gen viz "deep_in_${where}.jsonl" 2 "invalid JSON: nested deeper than 256 levels" "
deep = '[' * 100000 + ']' * 100000
lines = list(base)
for k, l in enumerate(lines):
    j = json.loads(l)
    if '$where' == 'action' and j['type'] == 'action':
        lines[k] = l.replace('{\"action\":', '{\"action\":{\"card\":' + deep + ',', 1); break
    if '$where' == 'event' and j['type'] == 'action' and j.get('events'):
        lines[k] = l.replace('\"events\":[{', '\"events\":[{\"card\":' + deep + ',', 1); break
    if '$where' == 'result' and j['type'] == 'result':
        lines[k] = l[:-1] + ',\"scores\":' + deep + '}'; break
open(p, 'w').write(chr(10).join(lines) + chr(10))"
done
gen ruleset huge_2mib.json 2 "huge_2mib.json: file larger than" '
open(p, "w").write("{\"format\":\"bm-ruleset\",\"version\":1,\"family\":\"classic\",\"name\":\"" + "n" * (2 << 20) + "\"}")'
gen ruleset deep_name.json 2 "deep_name.json:1:317: invalid JSON: nested deeper than 256 levels" \
  'open(p, "w").write("{\"format\":\"bm-ruleset\",\"version\":1,\"family\":\"classic\",\"name\":" + "[" * 100000 + "]" * 100000 + "}")'
gen cards huge_80mib.json 2 "huge_80mib.json: file larger than" '
with open(p, "w") as f:
    f.write("{\"format\":\"bm-cards\",\"version\":1,\"id\":\"x\",\"cards\":[")
    f.write("0," * (40 << 20) + "0]}")'
gen cards designs_3000.json 2 "designs_3000.json: field 'cards': more than 2000 designs" '
cs = [{"id": "R%d" % i, "name": "r", "kind": "room", "quantity": 1, "room_type": "trap", "advanced": False, "damage": 1, "treasure": {}} for i in range(3000)]
json.dump({"format": "bm-cards", "version": 1, "id": "x", "base": "classic", "cards": cs}, open(p, "w"))'
gen cards instances_5000.json 2 "instances_5000.json: more than 1024 card instances" '
cs = [{"id": "R%d" % i, "name": "r", "kind": "room", "quantity": 20, "room_type": "trap", "advanced": False, "damage": 1, "treasure": {}} for i in range(250)]
json.dump({"format": "bm-cards", "version": 1, "id": "x", "base": "classic", "cards": cs}, open(p, "w"))'
gen board deep_format.json 2 "deep_format.json:1:266: invalid JSON: nested deeper than 256 levels" \
  'open(p, "w").write("{\"format\":" + "[" * 100000 + "]" * 100000 + "}")'
gen cards deep_unclosed.json 2 "deep_unclosed.json:1:257: invalid JSON: nested deeper than 256 levels" \
  'open(p, "w").write("[" * 100000)'

# 3. Hostile files: every reader ends quickly on an endless device and a directory.
hostile() {  # hostile FOLDER NAME PATH SUBSTRING
  [ -n "$FILTER" ] && [[ "hostile/$1/$2" != *"$FILTER"* ]] && return
  mkdir -p "$tmp/hostile/$1"
  ln -sfn "$3" "$tmp/hostile/$1/$2"
  run_case "hostile/$1/$2" "$tmp/hostile/$1/$2" 2 "$4" 20
}
for folder in log ruleset cards board report; do
  case "$folder" in
    log) sub="line longer than 8 MiB" ;; ruleset) sub="file larger than 1 MiB" ;; *) sub="file larger than 64 MiB" ;;
  esac
  hostile "$folder" zero /dev/zero "zero$([ "$folder" = log ] && echo :1): $sub"
  hostile "$folder" directory "$tmp" "directory: is a directory"
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
