#!/usr/bin/env bash
# Output directories and the command line's streams, end to end (
# 11; docs/cli.md#output-directories). The mechanism is engine/core/file_write's OutputDir
# (tests/core/file_io_test.cpp); this checks that every command filling a directory goes
# through it: bm check --out, bm compare --out, bm viz --split -o.
# usage: output_dirs.sh BM WORKDIR
set -u
BM=$1 W=$2
SRC=$(cd "$(dirname "$0")/../.." && pwd)
T=60
rm -rf "$W"; mkdir -p "$W"; cd "$W" || exit 1
pass=0; fail=0
ok() { echo "PASS $1"; pass=$((pass+1)); }
bad() { echo "FAIL $1"; [ -f out.txt ] && head -c 400 out.txt | sed 's/^/  | /'; fail=$((fail+1)); }
# expect LABEL CODE SUBSTRING CMD...: runs CMD (60 s limit, stdout+stderr to out.txt).
expect() {
  local label=$1 want=$2 sub=$3; shift 3
  timeout "$T" "$@" >out.txt 2>&1 </dev/null; local got=$?
  if [ "$got" = "$want" ] && { [ -z "$sub" ] || grep -qF -- "$sub" out.txt; }; then ok "$label"
  else echo "  exit $got, wanted $want, substring '$sub'"; bad "$label"; fi
}
"$BM" play --seed 3 --out g.jsonl >/dev/null || { echo "FAIL setup: play"; exit 1; }
echo precious >victim

# Class 3: a link inside an output directory is never followed, nor removed: refused, exit 4.
mkdir -p c1 c2 cmp p
ln -s ../victim c1/failures.jsonl; ln -s ../victim c2/report.json; ln -s ../victim cmp/compare.svg; ln -s ../victim p/index.html
expect "check: link at failures.jsonl refused" 4 "c1/failures.jsonl: a symbolic link is in its place" "$BM" check --games 20 --out c1 --quiet
expect "check: link at report.json refused" 4 "c2/report.json: a symbolic link is in its place" "$BM" check --games 20 --out c2 --quiet
expect "compare: link at compare.svg refused" 4 "cmp/compare.svg: a symbolic link is in its place" "$BM" compare --ip IP-3 --games 200 --json --out cmp
[ -L cmp/compare.svg ] && ok "compare: the link stays" || bad "compare: the link stays"
expect "viz --split: link at index.html refused" 4 "p/index.html: a symbolic link is in its place" "$BM" viz g.jsonl --split 2 -o p --format dot
[ "$(cat victim)" = precious ] && ok "the linked file is untouched" || bad "the linked file is untouched: $(head -c 80 victim)"

# Class 7: one run per directory, the holder named; the lock ends with the run (a killed one too).
setsid timeout 120 "$BM" check --games 100000000 --jobs 1 --out busy --quiet >/dev/null 2>&1 </dev/null &
first=$!
for _ in $(seq 100); do [ -e busy/failures.jsonl ] && break; sleep 0.1; done
sleep 0.3
expect "check: a second run into a held --out" 2 "busy: in use by another bm run (bm check, pid " "$BM" check --games 5 --out busy --quiet --shard 1/2
expect "compare: into a held --out" 2 "in use by another bm run (bm check, pid " "$BM" compare --ip IP-3 --games 20 --out busy
expect "viz --split: into a held -o" 2 "in use by another bm run (bm check, pid " "$BM" viz g.jsonl --split 2 -o busy
kill -KILL -- "-$first" 2>/dev/null; wait "$first" 2>/dev/null
expect "check: the killed run's lock is gone" 0 "" "$BM" check --games 5 --out busy --quiet

# Class 8: FIFOs planted where bm writes or lists are refused or replaced, never opened to block.
mkdir -p f1 f2 f3 v
mkfifo f1/failures.jsonl f2/a.jsonl f3/page-1.dot v/zz.json
cp g.jsonl f2/keep.jsonl
cp "$(ls "$SRC"/corpus/conformance/game_bm2_2p_bm2-synthetic_*.json | head -n 1)" v/  # any synthetic bm2 game
expect "check: FIFO at failures.jsonl" 4 "f1/failures.jsonl: a FIFO is in its place" "$BM" check --games 5 --out f1 --quiet
expect "compare: FIFO at a.jsonl" 4 "f2/a.jsonl: a FIFO is in its place" "$BM" compare --ip IP-3 --games 200 --json --out f2
[ -p f2/a.jsonl ] && [ -f f2/keep.jsonl ] && ok "compare: the FIFO and the user's file kept" || bad "compare: the FIFO and the user's file kept"
expect "viz --split: FIFO at a page" 4 "f3/page-1.dot: a FIFO is in its place" "$BM" viz g.jsonl --split 1 -o f3 --format dot
expect "conformance verify: a FIFO vector in a directory" 2 "v/zz.json: a FIFO, not a regular file" "$BM" conformance verify v

# Class 9: a second split replaces the first whole (no page of the first left beside the second's).
"$BM" viz g.jsonl --split 1 -o two --format dot 2>/dev/null
n1=$(ls two | grep -c '^page-')
expect "viz --split again, 4 rounds a page" 0 "" "$BM" viz g.jsonl --split 4 -o two --format dot
n2=$(ls two | grep -c '^page-')
[ "$n1" -gt "$n2" ] && [ ! -e "two/page-$n1.dot" ] && ok "the second split's pages only ($n1 then $n2)" || bad "pages mixed: $n1 then $(ls two | tr '\n' ' ')"
[ -z "$(ls -A . | grep 'bm-new')" ] && ok "no new directory left beside" || bad "left beside: $(ls -A | grep bm-new)"

# Never delete or write through what bm did not write: for every command that fills an output
# directory, at every name it writes and at its lock, a directory (with a file inside), a
# symbolic link, a FIFO, a hard link and a file of the user's are refused, exit 4, naming the
# path, and left exactly as they were; and a second run replaces bm's own files of the first.
WRITERS=(
  "check|failures.jsonl report.json|$BM check --games 5 --quiet --out"
  "compare|a.jsonl b.jsonl compare.svg|$BM compare --ip IP-3 --games 20 --json --out"
  "viz --split|page-1.dot index.html|$BM viz g.jsonl --split 1 --format dot -o"
  "man|bm.1 bm-replay.1|$BM man --out"
)
plant() {  # plant KIND PATH
  case $1 in
    dir) mkdir -p "$2/sub" && echo mine >"$2/sub/mine.txt" ;;
    link) ln -s "$W/victim" "$2" ;;
    fifo) mkfifo "$2" ;;
    hardlink) ln "$W/victim" "$2" ;;
    file) echo mine >"$2" ;;
  esac
}
said_of() {  # the words bm says for a planted KIND
  case $1 in dir) echo "a directory" ;; link) echo "a symbolic link" ;; fifo) echo "a FIFO" ;;
    hardlink) echo "a file with another hard link" ;; file) echo "a file bm did not write" ;; esac
}
state() { stat -c '%F %i %h' "$1" 2>/dev/null; [ -f "$1" ] && cat "$1"; [ -d "$1" ] && cat "$1/sub/mine.txt"; }
i=0
for entry in "${WRITERS[@]}"; do
  IFS='|' read -r label names cmd <<<"$entry"
  read -r -a argv <<<"$cmd"  # the command's words (no name in it has a space)
  for name in $names .bm-lock; do
    for kind in dir link fifo hardlink file; do
      i=$((i + 1)); d=own$i
      mkdir -p "$d"; plant "$kind" "$d/$name"; before=$(state "$d/$name")
      sub="$d/$name: $(said_of "$kind")"
      [ "$name" = .bm-lock ] && [ "$kind" = file ] && sub="$d/.bm-lock: a file bm did not write"
      expect "$label: $kind at $name" 4 "$sub" "${argv[@]}" "$d"
      [ "$(state "$d/$name")" = "$before" ] && [ "$(cat victim)" = precious ] && ok "$label: $kind at $name untouched" ||
        bad "$label: $kind at $name untouched"
    done
  done
  d=own-twice-$i
  expect "$label: a first run" 0 "" "${argv[@]}" "$d"
  expect "$label: a second run replaces bm's own files" 0 "" "${argv[@]}" "$d"
done
[ -z "$(ls -A . | grep 'bm-new\|\.tmp-')" ] && ok "nothing left beside" || bad "left beside: $(ls -A | grep 'bm-new\|\.tmp-')"
# A long run is refused at its start, not after its games (60 s limit).
mkdir -p early1/report.json early2/compare.svg
expect "check: refused before its campaign" 4 "early1/report.json: a directory is in its place" "$BM" check --games 100000000 --quiet --out early1
expect "compare: refused before its games" 4 "early2/compare.svg: a directory is in its place" "$BM" compare --ip IP-3 --games 1000000 --out early2
expect "man: a missing --out is made" 0 "" "$BM" man --out made/man1
[ -f made/man1/bm.1 ] && ok "man: pages in the new directory" || bad "man: pages in the new directory"
expect "man help: the page of bm help" 0 "bm\\-help \\- " "$BM" man help

# A killed run leaves nothing for ever: the next run removes what it left (its new directory
# beside the output, its temporaries) and says so; a user's file it had moved comes back.
mkdir -p kd && echo mine >kd/mine.txt
setsid "$BM" compare --ip IP-3 --games 1000000 --out kd >/dev/null 2>&1 </dev/null &
victim_pid=$!
for _ in $(seq 100); do ls -A | grep -q "^\.kd\.bm-new-$victim_pid-" && break; sleep 0.1; done
kill -KILL -- "-$victim_pid" 2>/dev/null; wait "$victim_pid" 2>/dev/null
left=$(ls -A | grep "^\.kd\.bm-new-$victim_pid-")
[ -n "$left" ] && ok "compare killed: its new directory is left ($left)" || bad "compare killed: no new directory seen"
expect "the next run clears it and says so" 0 "bm: removed $W/$left, left by an interrupted bm run (pid $victim_pid)" \
  "$BM" compare --ip IP-3 --games 200 --json --out kd
[ -z "$(ls -A | grep '^\.kd\.bm-new-')" ] && [ "$(cat kd/mine.txt)" = mine ] && ok "nothing left beside kd, the user's file kept" ||
  bad "left beside kd: $(ls -A | grep '^\.kd\.bm-new-')"
sh -c 'exit 0' & gone_pid=$!; wait "$gone_pid"
echo half >".v2.jsonl.tmp-$gone_pid-0"; echo half >"kd/.a.jsonl.tmp-$gone_pid-3"
expect "replay --rehash clears a killed run's temporary" 0 "bm: removed .v2.jsonl.tmp-$gone_pid-0, left by an interrupted bm run (pid $gone_pid)" \
  "$BM" replay g.jsonl --rehash v2.jsonl
expect "an output directory's temporaries too" 0 "bm: removed kd/.a.jsonl.tmp-$gone_pid-3, left by an interrupted bm run" \
  "$BM" compare --ip IP-3 --games 200 --json --out kd
[ -z "$(ls -A . kd | grep '\.tmp-')" ] && ok "no temporary left" || bad "temporaries left: $(ls -A . kd | grep '\.tmp-')"

# Class 11: streams, stray arguments, "-" as a directory, picture formats.
bash -c 'set -o pipefail; "$0" play --seed 3 --out - 2>summary.txt | "$0" replay - >replayed.txt' "$BM" &&
  grep -q "^game: " summary.txt && grep -q "^verified" replayed.txt && ok "play --out - | replay -" || bad "play --out - | replay -"
"$BM" replay g.jsonl --until 5 --snapshot - 2>text.txt | python3 -c 'import json,sys; json.load(sys.stdin)' &&
  grep -q "verified" text.txt && ok "replay --snapshot -: JSON alone on stdout" || bad "replay --snapshot -"
"$BM" replay g.jsonl --viz - 2>text.txt | head -n 1 | grep -q "^digraph" && ok "replay --viz -: DOT alone on stdout" || bad "replay --viz -"
"$BM" validate g.jsonl --junit - 2>text.txt | python3 -c 'import sys, xml.dom.minidom as m; m.parseString(sys.stdin.read())' &&
  grep -q "^valid" text.txt && ok "validate --junit -: XML alone on stdout" || bad "validate --junit -"
"$BM" check --games 3 --quiet --junit - 2>text.txt | python3 -c 'import sys, xml.dom.minidom as m; m.parseString(sys.stdin.read())' &&
  grep -q "^bm check: 3 games" text.txt && ok "check --junit -: XML alone on stdout" || bad "check --junit -"
"$BM" fuzz seed --start 2 --seed 2 --out s.bin >/dev/null
"$BM" fuzz log s.bin -o - 2>text.txt | "$BM" replay - >/dev/null && grep -q "^no finding" text.txt &&
  ok "fuzz log -o -: the log alone on stdout" || bad "fuzz log -o -"
expect "play with a stray argument" 2 "unexpected argument 'mygame.jsonl'" "$BM" play mygame.jsonl --seed 4
expect "bench with a stray argument" 2 "unexpected argument 'extra'" "$BM" bench extra
expect "check --out -" 2 "--out -: a directory is expected" "$BM" check --out - --games 5 --quiet
expect "compare --out -" 2 "--out -: a directory is expected" "$BM" compare --ip IP-3 --games 5 --out -
[ ! -e ./- ] && ok "no directory named -" || bad "a directory named - was made"
expect "viz -o out.jpg refused" 2 "out.jpg: bm draws .dot (or .gv), .svg, .png or .pdf, not .jpg" "$BM" viz g.jsonl -o out.jpg
[ ! -e out.jpg ] && ok "nothing written to out.jpg" || bad "out.jpg written"
expect "viz -o out.pdf" 0 "" "$BM" viz g.jsonl -o out.pdf
[ "$(head -c 4 out.pdf)" = "%PDF" ] && ok "out.pdf is a PDF" || bad "out.pdf is a PDF: $(head -c 20 out.pdf | tr -c '[:print:]' '?')"
# A closed pipe: a quiet SIGPIPE death (141), no error text (the log is larger than a pipe holds).
bash -c '"$0" play --rules super --players 4 --seed 3 --out - 2>err.txt | head -c 1 >/dev/null; exit "${PIPESTATUS[0]}"' "$BM"
rc=$?
[ "$rc" = 141 ] && [ ! -s err.txt ] && ok "closed pipe: exit 141, quiet" || bad "closed pipe: exit $rc: $(cat err.txt)"

echo "output_dirs: $pass passed, $fail failed"
[ "$fail" = 0 ]
