#!/usr/bin/env bash
# The hostile-input classes' acceptance, "every class has a test that fails on c0654dd and passes after", made
# reproducible: for each class (1-12, and each sub-item of 8) the probe of the suite test that
# covers it, run against the bm given, each under a time limit in its own process group (the
# old bm hangs on /dev/zero and FIFOs: the whole group is killed), in a temporary directory.
# One line per class: number, name, the suite test, PASS/FAIL/SKIP, what was observed.
# The suite's shell tests are reused as they are (tests/cli/io_faults.sh CLASS,
# tests/format/bad_corpus.sh FILTER, tests/checker/*.sh, tests/cli/options_test.py,
# tests/docs/examples.py BM SRC DIR help, tests/docs/log_version.py); classes whose suite test is
# a C++ unit test or a check inside tests/cli/run_cli_tests.sh get the same command here.
# Results: docs/figures/hostile-baseline.md.
#
# usage: classes.sh BM [--mutant BM_MUTANT] [--src DIR] [--limit SECONDS] [--table]
#   --mutant  bm-mutant of the same commit (class 4 needs a finding; default: next to BM)
#   --src     source tree whose docs and log-format constants class 12 checks (default: this one)
#   --limit   seconds one command may take inside a probe (default 10)
#   --table   Markdown table rows instead of plain lines
# Exit 0 when no class FAILs (SKIPs allowed), 1 otherwise, 2 on bad usage.
set -u
usage() { sed -n '/^# usage:/,/^# Exit/p' "$0" | sed 's/^# //' >&2; exit 2; }
[ $# -ge 1 ] || usage
HERE=$(cd "$(dirname "$0")/.." && pwd)
REPO=$(cd "$HERE/.." && pwd)
BM=$(realpath "$1") || usage
shift
ARGS=("$@")
MUTANT="$(dirname "$BM")/bm-mutant"
SRC=$REPO
LIMIT=10
TABLE=0
while [ $# -gt 0 ]; do
  case "$1" in
    --mutant) MUTANT=$(realpath "$2") || usage; shift 2 ;;
    --src) SRC=$(realpath "$2") || usage; shift 2 ;;
    --limit) LIMIT=$2; shift 2 ;;
    --table) TABLE=1; shift ;;
    *) usage ;;
  esac
done
[ -x "$BM" ] || { echo "classes.sh: $BM is not a program" >&2; exit 2; }
[[ "$LIMIT" =~ ^[1-9][0-9]*$ ]] || usage
[ -x "$MUTANT" ] || MUTANT=""

# As root, a bm of the kind the first hostile-input round describes renames its output over /dev/null or /dev/full
# and so replaces them for the whole machine: run in a mount namespace of our own whose /dev is
# a tmpfs with fresh device nodes (and its own pseudo-terminals, for script(1)).
private_dev() {
  mount -t tmpfs -o size=64k,mode=755 tmpfs /dev || return 1
  mknod -m 666 /dev/null c 1 3 && mknod -m 666 /dev/zero c 1 5 && mknod -m 666 /dev/full c 1 7 &&
    mknod -m 666 /dev/random c 1 8 && mknod -m 666 /dev/urandom c 1 9 && mknod -m 666 /dev/tty c 5 0 || return 1
  ln -s /proc/self/fd /dev/fd && ln -s fd/0 /dev/stdin && ln -s fd/1 /dev/stdout && ln -s fd/2 /dev/stderr
  mkdir -p /dev/pts /dev/shm
  mount -t devpts -o newinstance,ptmxmode=0666 devpts /dev/pts 2>/dev/null && ln -s pts/ptmx /dev/ptmx
  return 0
}
# heal_dev: after each probe, the private /dev's nodes are devices again (an old bm may have
# renamed a regular file over one of them).
heal_dev() {
  [ "$PRIVATE_DEV" = yes ] || return 0
  local node
  for node in "null 1 3" "zero 1 5" "full 1 7" "random 1 8" "urandom 1 9"; do
    # shellcheck disable=SC2086  # the node's name and numbers are its words
    set -- $node
    [ -c "/dev/$1" ] || { rm -f "/dev/$1" && mknod -m 666 "/dev/$1" c "$2" "$3"; }
  done
  find /dev -maxdepth 1 -type f -delete 2>/dev/null
  return 0
}
PRIVATE_DEV=no
if [ "$(id -u)" = 0 ]; then
  if [ -z "${HOSTILE_NAMESPACE:-}" ] && unshare -m --propagation private true 2>/dev/null; then
    exec env HOSTILE_NAMESPACE=1 unshare -m --propagation private bash "$(realpath "$0")" "$BM" "${ARGS[@]}"
  fi
  [ -n "${HOSTILE_NAMESPACE:-}" ] && private_dev && PRIVATE_DEV=yes
else
  PRIVATE_DEV=unneeded # not root: nothing outside the temporary directory can be replaced
fi

W=$(mktemp -d)
GROUP=""
cleanup() {
  [ -n "$GROUP" ] && kill -KILL -- "-$GROUP" 2>/dev/null
  # A probe killed at its limit cannot unmount its tmpfs itself.
  while read -r _ dir _; do
    case "$dir" in "$W"/*) umount "$dir" 2>/dev/null ;; esac
  done </proc/mounts
  rm -rf "$W"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
failed=0

# limited SECONDS LOG CMD...: CMD in a process group of its own, killed whole after SECONDS
# (exit 124 then); output to LOG.
limited() {
  local secs=$1 log=$2 start=$SECONDS
  shift 2
  setsid "$@" >"$log" 2>&1 </dev/null &
  GROUP=$!
  while kill -0 "$GROUP" 2>/dev/null; do
    if [ $((SECONDS - start)) -ge "$secs" ]; then
      kill -KILL -- "-$GROUP" 2>/dev/null
      wait "$GROUP" 2>/dev/null
      GROUP=""
      return 124
    fi
    sleep 0.1
  done
  wait "$GROUP"
  local rc=$?
  GROUP=""
  heal_dev
  return $rc
}

# report N NAME TEST RESULT OBSERVED
report() {
  local obs
  obs=$(printf '%s' "$5" | LC_ALL=C tr '\n\t|' '  /' | LC_ALL=C tr -c '[:print:]' '?' | cut -c1-150)
  [ "$4" = FAIL ] && failed=$((failed + 1))
  if [ "$TABLE" = 1 ]; then
    printf '| %s | %s | %s | %s | %s |\n' "$1" "$2" "$3" "$4" "$obs"
  else
    printf '%-3s %-24s %-34s %-4s %s\n' "$1" "$2" "$3" "$4" "$obs"
  fi
}

# script_probe N NAME TEST SECONDS CMD...: a suite script; PASS when it exits 0. Observed: its
# first FAIL line (else its last line), and the exit code.
script_probe() {
  local n=$1 name=$2 test=$3 secs=$4 log="$W/$1.log"
  shift 4
  limited "$secs" "$log" "$@"
  local rc=$? last first
  last=$(grep -v '^ ' "$log" | tail -n 1)
  first=$(grep -m1 '^FAIL' "$log")
  [ -n "$first" ] && [ "$first" != "$last" ] && last="$last; first: $first"
  if [ "$rc" = 0 ]; then report "$n" "$name" "$test" PASS "exit 0: $last"
  elif [ "$rc" = 124 ]; then report "$n" "$name" "$test" FAIL "killed after ${secs}s; ${last:-no output}"
  else report "$n" "$name" "$test" FAIL "exit $rc: $last"; fi
}

# run_bm LOG CMD...: one bm command under the limit; stdout to LOG.out, stderr to LOG.err.
run_bm() {
  local log=$1
  shift
  limited "$LIMIT" "$log.all" bash -c '"$@" >"$0.out" 2>"$0.err"' "$log" "$@"
}
# said LOG RC: "exit RC: first line of stderr (else stdout)".
said() {
  local line
  line=$(head -n 1 "$1.err" 2>/dev/null)
  [ -n "$line" ] || line=$(head -n 1 "$1.out" 2>/dev/null)
  [ "$2" = 124 ] && echo "killed after ${LIMIT}s: $line" || echo "exit $2: $line"
}

mkdir -p "$W/d" && cd "$W/d" || exit 1
"$BM" play --seed 3 --out g.jsonl >/dev/null 2>&1 || { echo "classes.sh: $BM play failed" >&2; exit 1; }
IOF=(env IO_FAULTS_LIMIT="$LIMIT" bash "$HERE/cli/io_faults.sh" "$BM")

# ---- Writers
if [ "$PRIVATE_DEV" = no ]; then
  report 1 "special files replaced" cli.io_faults SKIP "root without a private /dev (unshare): probing could replace the machine's /dev/null"
  report 2 "write errors ignored" cli.io_faults SKIP "root without a private /dev (unshare): probing could replace the machine's /dev/full"
else
  script_probe 1 "special files replaced" cli.io_faults 300 "${IOF[@]}" "$W/c1" class1
  script_probe 2 "write errors ignored" cli.io_faults 300 "${IOF[@]}" "$W/c2" class2
fi
limited 120 "$W/2d.log" "${IOF[@]}" "$W/c2d" full-disk
rc=$?
case $rc in
  0) report 2 "write errors: full disk" cli.full_disk PASS "exit 0: $(tail -n 1 "$W/2d.log")" ;;
  77) report 2 "write errors: full disk" cli.full_disk SKIP "$(tail -n 1 "$W/2d.log")" ;;
  *) report 2 "write errors: full disk" cli.full_disk FAIL "exit $rc: $(grep -m1 '^FAIL' "$W/2d.log")" ;;
esac
script_probe 3 "output destroyed first" cli.io_faults 300 "${IOF[@]}" "$W/c3" class3
if [ -n "$MUTANT" ]; then
  script_probe 4 "paths from data" checker.paths_from_data 120 bash "$HERE/checker/paths_from_data.sh" "$BM" "$MUTANT" "$W/c4"
else
  report 4 "paths from data" checker.paths_from_data SKIP "no bm-mutant (--mutant): a finding log is needed"
fi

# 5: an unknown field named with ESC, U+FFFF and U+FFFE (cli.end_to_end validate-hostile,
# tests/core/text_escape_test.cpp): the JUnit report parses as XML 1.0, and no raw ESC reaches
# the terminal.
python3 - <<'PY'
import json
lines = open("g.jsonl").read().splitlines()
a = json.loads(lines[1]); a["\x1b[2J\uffff\ufffe"] = 1
open("x5.jsonl", "w").write("\n".join([lines[0], json.dumps(a)] + lines[2:]) + "\n")
PY
run_bm "$W/5" "$BM" validate x5.jsonl --junit x5.xml
rc=$?
obs=$(said "$W/5" $rc)
xml=$(python3 -c '
import sys, xml.etree.ElementTree as ET
try:
    m = ET.parse("x5.xml").getroot().find("testsuite").find("testcase").find("error").get("message")
    print("ok" if "\ufffd[2J\ufffd\ufffd" in m else "message " + ascii(m)[:60])
except Exception as e:
    print("JUnit: " + str(e)[:80])' 2>&1)
if [ "$rc" = 2 ] && [ "$xml" = ok ] && ! LC_ALL=C grep -q "$(printf '\033')" "$W/5.out" "$W/5.err"; then
  report 5 "invalid XML" "cli.end_to_end, text_escape_test" PASS "$obs"
else
  LC_ALL=C grep -q "$(printf '\033')" "$W/5.out" "$W/5.err" && xml="$xml; raw ESC printed"
  report 5 "invalid XML" "cli.end_to_end, text_escape_test" FAIL "$xml; $obs"
fi

# ---- Readers
script_probe 6 "unbounded readers" cli.io_faults 300 "${IOF[@]}" "$W/c6" class6
# 7: 400,000 {} in one line, and nesting 100,000 deep (format.bad_corpus's generated cases).
limited 60 "$W/7a.log" bash "$HERE/format/bad_corpus.sh" "$BM" "$REPO" generated/log/empty_objects_400k
rc7a=$?
limited 60 "$W/7b.log" bash "$HERE/format/bad_corpus.sh" "$BM" "$REPO" deep_
rc7b=$?
obs="$(grep -m1 '^\(PASS\|FAIL\)' "$W/7a.log"); deep_*: $(tail -n 1 "$W/7b.log"), $(grep -m1 '^FAIL' "$W/7b.log")"
[ "$rc7a" = 0 ] && [ "$rc7b" = 0 ] && r=PASS || r=FAIL
report 7 "quadratic JSON" "format.bad_corpus, file_io_test" "$r" "$obs"

# ---- 8: the small ones
# 8a: an unknown field inside an event is an invalid log (exit 2), not a divergence (exit 1).
python3 - <<'PY'
import json
lines = open("g.jsonl").read().splitlines()
out, done = [], False
for l in lines:
    j = json.loads(l)
    if not done and j["type"] == "action" and j.get("events"):
        j["events"][0]["extra"] = 1
        done = True
    out.append(json.dumps(j))
open("extra.jsonl", "w").write("\n".join(out) + "\n")
PY
run_bm "$W/8a" "$BM" replay extra.jsonl
rc=$?
[ "$rc" = 2 ] && grep -q "field 'events\[0\].extra': unknown field" "$W/8a.err" && r=PASS || r=FAIL
report 8a "unknown field in an event" "format.bad_corpus log/event_unknown_field" "$r" "$(said "$W/8a" $rc)"

run_bm "$W/8b" "$BM" check --games 5 --max-failures -1 --quiet
rc=$?
[ "$rc" = 2 ] && grep -q -- "--max-failures -1" "$W/8b.err" && r=PASS || r=FAIL
report 8b "--max-failures -1" "cli.end_to_end check-max-failures-negative" "$r" "$(said "$W/8b" $rc)"

limited 60 "$W/8c1.log" bash "$HERE/format/bad_corpus.sh" "$BM" "$REPO" report/failures_string
rc1=$?
limited 60 "$W/8c2.log" bash "$HERE/format/bad_corpus.sh" "$BM" "$REPO" report/campaign_games_negative
rc2=$?
obs="$(grep -m1 '^\(PASS\|FAIL\)' "$W/8c1.log"); $(grep -m1 '^\(PASS\|FAIL\)' "$W/8c2.log")"
[ "$rc1" = 0 ] && [ "$rc2" = 0 ] && r=PASS || r=FAIL
report 8c "merge: bad report types" "format.bad_corpus report/" "$r" "$obs"

mkdir -p adir
run_bm "$W/8d" "$BM" fuzz log adir -o fuzz.jsonl
rc=$?
[ "$rc" = 2 ] && grep -q "adir: is a directory" "$W/8d.err" && [ ! -e fuzz.jsonl ] && r=PASS || r=FAIL
report 8d "fuzz log DIR" "cli.io_faults directory: fuzz log" "$r" "$(said "$W/8d" $rc)"

run_bm "$W/8e" "$BM" replay ''
rc=$?
[ "$rc" = 2 ] && grep -qF "'': empty file name" "$W/8e.err" && r=PASS || r=FAIL
report 8e "replay ''" "cli.end_to_end replay-empty-name" "$r" "$(said "$W/8e" $rc)"

"$BM" rules show classic | python3 -c "
import json, sys
r = json.load(sys.stdin); r['name'] = 'evil\nname\x1b[2J'; json.dump(r, open('nl.json', 'w'))"
run_bm "$W/8f" "$BM" play --rules nl.json --seed 1
rc=$?
obs=$(grep -m1 "game: evil" "$W/8f.out" | cat -v)
[ "$rc" = 0 ] && grep -qF 'game: evil\x0aname\x1b[2J, 2 players' "$W/8f.out" && r=PASS || r=FAIL
report 8f "ruleset name printed raw" "cli.end_to_end ruleset-name-newline" "$r" "exit $rc: ${obs:-$(said "$W/8f" $rc)}"

head -c 3000 /dev/urandom >garbage.jsonl
run_bm "$W/8g" "$BM" validate g.jsonl garbage.jsonl
rc=$?
# The reason on stderr as an error, and on stdout beside the verdict too (a CI job may keep only stdout).
if [ "$rc" = 2 ] && grep -q "^bm: error: invalid log .*garbage.jsonl" "$W/8g.err" && grep -q "^    .*garbage.jsonl:1" "$W/8g.out"; then r=PASS; else r=FAIL; fi
report 8g "invalid log on stdout" "cli.end_to_end validate-invalid-stderr" "$r" "$(said "$W/8g" $rc)"

cp g.jsonl g2.jsonl
run_bm "$W/8h" "$BM" replay g.jsonl g2.jsonl
rc=$?
[ "$rc" = 0 ] && [ "$(grep -c '^verified' "$W/8h.out")" = 2 ] && r=PASS || r=FAIL
report 8h "replay LOG LOG..." "docs.examples (README: replay found/*)" "$r" "$(said "$W/8h" $rc)"

# 8i: the JUnit report is not rewritten whole after every log (quadratic): while bm waits for
# its fourth log (a FIFO that this script holds open and fills later), the report on disk must
# not hold all three logs done (bm rewrites it after 1, 2, 4, 8, ... logs: linear in all).
cp g.jsonl g2.jsonl && cp g.jsonl g3.jsonl
rm -f fifo8 r8.xml
mkfifo fifo8
exec 3<>fifo8 # read-write: never blocks; bm's read of the FIFO waits for its content
setsid "$BM" validate g.jsonl g2.jsonl g3.jsonl fifo8 --junit r8.xml >"$W/8i.out" 2>"$W/8i.err" </dev/null 3<&- &
GROUP=$!
start=$SECONDS
cases=unknown
while kill -0 "$GROUP" 2>/dev/null && [ $((SECONDS - start)) -lt "$LIMIT" ]; do
  # The three logs are done once bm has the FIFO open.
  if [ -n "$(find "/proc/$GROUP/fd" -lname "*fifo8" 2>/dev/null)" ]; then
    sleep 0.5
    cases=$(grep -o "<testcase" r8.xml 2>/dev/null | wc -l)
    break
  fi
  sleep 0.05
done
cat g.jsonl >&3
exec 3>&-
while kill -0 "$GROUP" 2>/dev/null && [ $((SECONDS - start)) -lt $((2 * LIMIT)) ]; do sleep 0.1; done
kill -KILL -- "-$GROUP" 2>/dev/null
wait "$GROUP"
rc=$?
GROUP=""
total=$(grep -o "<testcase" r8.xml 2>/dev/null | wc -l)
if [ "$cases" != unknown ] && [ "$cases" -lt 3 ] && [ "$total" = 4 ] && [ "$rc" = 0 ]; then r=PASS; else r=FAIL; fi
report 8i "JUnit rewritten per log" "hostile.classes (this probe)" "$r" "exit $rc; cases in the report after 3 logs: $cases; at the end: $total"

# ---- Interruption and honest output
script_probe 9 "Ctrl-C on check" checker.interrupt 300 bash "$HERE/checker/interrupt.sh" "$BM" "" "$W/c9"
script_probe 10 "flags ignored" cli.options 120 python3 "$HERE/cli/options_test.py" "$BM"
script_probe 11 "examples rot (bm help viz)" docs.examples 120 python3 "$HERE/docs/examples.py" "$BM" "$REPO" "$W/c11" help viz

# 12: the docs and schema of SRC against its code (docs.log_version), and the bm given reads a
# classic log labelled with any version it knows (1.4) and refuses one it does not know (1.6),
# naming the versions it knows. The log is the committed front-end example, a
# legacy-hash classic log (bm's own logs say 1.5 with hash v2).
limited 60 "$W/12a.log" python3 "$HERE/docs/log_version.py" "$SRC"
rc12=$?
sed '1s/"version":"1\.[0-9]"/"version":"1.4"/' "$REPO/corpus/examples/front-end-export.jsonl" >v14.jsonl
sed '1s/"version":"1\.[0-9]"/"version":"1.6"/' "$REPO/corpus/examples/front-end-export.jsonl" >v16.jsonl
run_bm "$W/12" "$BM" replay v14.jsonl
rc=$?
run_bm "$W/12b" "$BM" replay v16.jsonl
rc16=$?
obs="$(grep -m1 '^FAIL' "$W/12a.log" || tail -n 1 "$W/12a.log"); classic 1.4: $(said "$W/12" $rc); 1.6: $(said "$W/12b" $rc16)"
[ "$rc12" = 0 ] && [ "$rc" = 0 ] && [ "$rc16" = 2 ] && grep -q "knows log versions" "$W/12b.err" && r=PASS || r=FAIL
report 12 "one log-format version" "docs.log_version, cli.end_to_end" "$r" "$obs"

# ---- Round 2: R2-N is class N of the second hostile-input round. One block, in class order.
NOLEAK="ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
# R2-3: links planted inside an output directory (check's failures.jsonl and report.json,
# compare's compare.svg, viz --split's index.html) must never redirect a write: the file they
# name stays as it was (file_io_test LinksPlantedInAnOutputDirectoryAreNeverFollowed).
mkdir -p r3 && (
  cd r3 || exit 1
  echo x >v
  mkdir -p c1 c2 cmp p
  ln -sf ../v c1/failures.jsonl && ln -sf ../v c2/report.json && ln -sf ../v cmp/compare.svg && ln -sf ../v p/index.html
)
codes=""
run_bm "$W/r3a" "$BM" check --games 20 --out r3/c1 --quiet; codes="$codes check:$?"
run_bm "$W/r3b" "$BM" check --games 20 --out r3/c2 --quiet; codes="$codes check:$?"
run_bm "$W/r3c" "$BM" compare --ip IP-3 --games 200 --json --out r3/cmp; codes="$codes compare:$?"
run_bm "$W/r3d" "$BM" viz g.jsonl --split 2 -o r3/p --format dot; codes="$codes viz:$?"
victim=$(head -c 40 r3/v | tr -c "[:print:]\n" "?")
[ "$victim" = x ] && r=PASS || r=FAIL
report R2-3 "links in an output dir" "file_io_test, cli.output_dirs" "$r" "the file the links name: '$victim'; exits$codes"

# R2-7: one run per output directory: while one bm check writes D, a second one is refused
# (exit 2, naming the holder) instead of both exiting 0 and one report.json lost.
setsid timeout $((3 * LIMIT)) "$BM" check --games 100000000 --jobs 1 --out r7 --quiet >"$W/r7first.log" 2>&1 </dev/null &
first=$!
start=$SECONDS
while [ ! -e r7/failures.jsonl ] && [ $((SECONDS - start)) -lt "$LIMIT" ]; do sleep 0.1; done
sleep 0.3
run_bm "$W/r7" "$BM" check --games 5 --out r7 --quiet
rc=$?
kill -KILL -- "-$first" 2>/dev/null
wait "$first" 2>/dev/null
[ "$rc" = 2 ] && grep -q "in use by another bm run (bm check, pid [0-9]*)" "$W/r7.err" && r=PASS || r=FAIL
report R2-7 "two runs, one --out" "file_io_test, cli.output_dirs" "$r" "second run: $(said "$W/r7" $rc)"

# R2-8: a FIFO planted inside a directory bm fills (check's failures.jsonl, a viz --split page)
# or reads (a conformance vector) is refused at once (exit 4; 2 for a read), never opened to
# block, and left where it was.
mkdir -p r8c r8p r8v
mkfifo r8c/failures.jsonl r8p/page-1.dot r8v/zz.json
cp "$REPO/corpus/conformance/$(ls "$REPO/corpus/conformance" | grep -m1 '\.json$')" r8v/
run_bm "$W/r8a" "$BM" check --games 5 --out r8c --quiet; rca=$?
run_bm "$W/r8b" "$BM" viz g.jsonl --split 1 -o r8p --format dot; rcb=$?
run_bm "$W/r8c" "$BM" conformance verify r8v; rcc=$?
if [ "$rca" = 4 ] && [ "$rcb" = 4 ] && [ -p r8p/page-1.dot ] && [ "$rcc" = 2 ] && grep -q "a FIFO" "$W/r8c.err"; then r=PASS; else r=FAIL; fi
report R2-8 "FIFO in an output dir" "file_io_test, cli.output_dirs" "$r" "check: $(said "$W/r8a" $rca); viz: $(said "$W/r8b" $rcb); conformance: $(said "$W/r8c" $rcc)"

# R2-9: a full disk during viz --split leaves the old pages and index exactly as they were
# (the new pages go to a fresh directory swapped in whole), not new pages beside old ones.
if [ "$(id -u)" != 0 ]; then
  report R2-9 "full disk: mixed outputs" "file_io_test, cli.output_dirs" SKIP "not root: cannot mount a small tmpfs"
else
  mkdir -p r9 r9m
  "$BM" viz g.jsonl --split 1 -o r9m --format svg >/dev/null 2>&1
  one=$(stat -c %s r9m/page-1.svg 2>/dev/null || echo 0)
  if ! mount -t tmpfs -o size=2m tmpfs r9 2>/dev/null; then
    report R2-9 "full disk: mixed outputs" "file_io_test, cli.output_dirs" SKIP "mount tmpfs failed here"
  else
    run_bm "$W/r9a" "$BM" viz g.jsonl --split 1 -o r9/pages --format dot
    before=$(cd r9/pages && for f in *; do echo "$f $(cksum <"$f")"; done)
    avail=$(df --output=avail -B1 r9 | tail -n 1)
    fill=$(((avail - one - 16384) / 4096))
    [ "$fill" -gt 0 ] && dd if=/dev/zero of=r9/fill bs=4096 count="$fill" 2>/dev/null
    # Rendering runs Graphviz's plugins (fontconfig, cairo), whose caches an ASan build's leak
    # check at exit may count and turn exit 4 into 1; this probe judges the exit code and the
    # files, so leak checking (done by viz.cli and the unit tests) is off for it.
    run_bm "$W/r9b" env "$NOLEAK" "$BM" viz g.jsonl --split 1 -o r9/pages --format svg
    rc=$?
    after=$(cd r9/pages && for f in *; do echo "$f $(cksum <"$f")"; done)
    left=$(ls -A r9 | grep -v '^pages$\|^fill$' | tr '\n' ' ')
    umount r9
    if [ "$rc" = 4 ] && [ "$before" = "$after" ] && [ -z "$left" ]; then r=PASS; else r=FAIL; fi
    report R2-9 "full disk: mixed outputs" "file_io_test, cli.output_dirs" $r "$(said "$W/r9b" $rc); pages kept whole: $([ "$before" = "$after" ] && echo yes || echo "no: $(echo "$after" | cut -d' ' -f1 | tr '\n' ' ')")${left:+; left beside: $left}"
  fi
fi

# R2-11: the command line's streams and exit codes: data on stdout without human text
# (play --out - | replay -), a stray argument refused (exit 2), "-" refused as a directory,
# -o out.pdf a PDF (or refused), and a closed pipe a quiet SIGPIPE death that docs/cli.md states.
bad11=""
bash -c 'set -o pipefail; "$0" play --seed 3 --out - 2>/dev/null | "$0" replay - >/dev/null 2>&1' "$BM" </dev/null
rc=$?; [ "$rc" = 0 ] || bad11="$bad11 play --out - | replay -: exit $rc;"
run_bm "$W/r11b" "$BM" play mygame.jsonl --seed 4
rc=$?; [ "$rc" = 2 ] || bad11="$bad11 play mygame.jsonl: exit $rc;"
run_bm "$W/r11c" "$BM" check --out - --games 5 --quiet
rc=$?; { [ "$rc" = 2 ] && [ ! -e ./- ]; } || bad11="$bad11 check --out -: exit $rc$([ -e ./- ] && echo ', made a directory -');"
run_bm "$W/r11d" env "$NOLEAK" "$BM" viz g.jsonl -o out.pdf  # as R2-9: exit code and file judged
rc=$?; { [ "$rc" = 2 ] || { [ "$rc" = 0 ] && [ "$(head -c 4 out.pdf)" = "%PDF" ]; }; } ||
  bad11="$bad11 viz -o out.pdf: exit $rc, starts '$(head -c 8 out.pdf 2>/dev/null | tr -c '[:print:]' '?')';"
bash -c '"$0" play --rules super --players 4 --seed 3 --out - 2>"$1" | head -c 1 >/dev/null; exit "${PIPESTATUS[0]}"' "$BM" "$W/r11e.err"
rc=$?; { [ "$rc" = 141 ] && [ ! -s "$W/r11e.err" ] && grep -q SIGPIPE "$SRC/docs/cli.md"; } ||
  bad11="$bad11 closed pipe: exit $rc, docs/cli.md $(grep -q SIGPIPE "$SRC/docs/cli.md" && echo says || echo 'does not say') SIGPIPE;"
[ -z "$bad11" ] && r=PASS || r=FAIL
report R2-11 "streams and exit codes" "cli.output_dirs, cli.options" "$r" "${bad11:-all 5 forms as documented}"
# ---- end of round 2
# ---- Round 3 (hostile input, third round): R3-N is item N. Output directories: bm never
# deletes, opens for writing or writes through what it did not write there (file_io_test
# NothingBmDidNotWriteIsReplacedInAnOutputDirectory, cli.output_dirs, which plants every kind at
# every name of every command).
# R3-1: a user's folder under a name bm writes (compare.svg, index.html) is refused, exit 4, kept.
mkdir -p r31c/compare.svg/sub r31p/index.html/sub
echo mine >r31c/compare.svg/sub/mine.txt; echo mine >r31p/index.html/sub/mine.txt
run_bm "$W/r31a" "$BM" compare --ip IP-3 --games 20 --out r31c; rca=$?
run_bm "$W/r31b" "$BM" viz g.jsonl --split 2 -o r31p --format dot; rcb=$?
if [ "$rca" = 4 ] && [ "$rcb" = 4 ] && [ "$(cat r31c/compare.svg/sub/mine.txt r31p/index.html/sub/mine.txt 2>/dev/null)" = "$(printf 'mine\nmine')" ] &&
  grep -q "r31c/compare.svg: a directory is in its place" "$W/r31a.err"; then r=PASS; else r=FAIL; fi
report R3-1 "user's folder at a bm name" "file_io_test, cli.output_dirs" "$r" "compare: $(said "$W/r31a" $rca); viz: $(said "$W/r31b" $rcb)"
# R3-2: a hard link planted at the lock (or a file bm writes) is refused, the file it names kept.
mkdir -p r32a r32b && echo precious >r32v && ln r32v r32a/.bm-lock && ln r32v r32b/failures.jsonl
run_bm "$W/r32a" "$BM" check --games 5 --quiet --out r32a; rca=$?
run_bm "$W/r32b" "$BM" check --games 5 --quiet --out r32b; rcb=$?
[ "$rca" = 4 ] && [ "$rcb" = 4 ] && [ "$(cat r32v)" = precious ] && grep -q "a file with another hard link" "$W/r32a.err" && r=PASS || r=FAIL
report R3-2 "hard link at the lock" "file_io_test, cli.output_dirs" "$r" "lock: $(said "$W/r32a" $rca); failures.jsonl: $(said "$W/r32b" $rcb)"
# R3-4: a run killed during bm compare --out leaves its new directory beside; the next run removes
# it and says so.
setsid "$BM" compare --ip IP-3 --games 1000000 --out r34 >/dev/null 2>&1 </dev/null &
kpid=$!
start=$SECONDS
while ! ls -A | grep -q "^\.r34\.bm-new-$kpid-" && [ $((SECONDS - start)) -lt "$LIMIT" ]; do sleep 0.1; done
kill -KILL -- "-$kpid" 2>/dev/null; wait "$kpid" 2>/dev/null
had=$(ls -A | grep -c "^\.r34\.bm-new-$kpid-")
run_bm "$W/r34" "$BM" compare --ip IP-3 --games 20 --out r34; rc=$?
left=$(ls -A | grep -c "^\.r34\.bm-new-")
[ "$had" -ge 1 ] && [ "$rc" = 0 ] && [ "$left" = 0 ] && grep -q "left by an interrupted bm run (pid $kpid)" "$W/r34.err" && r=PASS || r=FAIL
report R3-4 "killed run's leftovers" "file_io_test, cli.output_dirs" "$r" "left by the kill: $had, after the next run: $left; $(said "$W/r34" $rc)"
# R3-5: bm man --out through the one output-directory writer (a planted link refused, a missing
# directory made), and --viewer FIFO refused at once as BM_VIEWER=FIFO is.
mkdir -p r35 && echo precious >r35v && ln -s ../r35v r35/bm.1 && mkfifo r35f
run_bm "$W/r35a" "$BM" man --out r35; rca=$?
run_bm "$W/r35b" "$BM" man --out r35new/man1; rcb=$?
run_bm "$W/r35c" "$BM" viz g.jsonl --html -o r35.html --viewer r35f; rcc=$?
if [ "$rca" = 4 ] && [ "$(cat r35v)" = precious ] && [ "$rcb" = 0 ] && [ -f r35new/man1/bm.1 ] && [ "$rcc" = 2 ] &&
  grep -q "a FIFO, not a regular file" "$W/r35c.err"; then r=PASS; else r=FAIL; fi
report R3-5 "man --out, --viewer FIFO" "file_io_test, cli.output_dirs" "$r" "man link: $(said "$W/r35a" $rca); viewer: $(said "$W/r35c" $rcc)"
# ---- end of round 3
# ---- Round 2, input classes: R2-1, R2-2, R2-4, R2-5, R2-6, R2-10. Each probe is
# tests/hostile/r2_input.py CLASS (it runs the suite's scripts where there are some:
# tests/format/bad_corpus.sh generated/viz, tests/cli/thread_limit.sh); exit 77 is SKIP.
r2_probe() {  # r2_probe N NAME TEST SECONDS CLASS
  local n=$1 name=$2 test=$3 secs=$4 log="$W/$1.log"
  limited "$secs" "$log" python3 "$HERE/hostile/r2_input.py" "$5" "$BM" "$REPO" "$W/$1"
  local rc=$? last
  last=$(tail -n 1 "$log")
  case $rc in
    0) report "$n" "$name" "$test" PASS "$last" ;;
    77) report "$n" "$name" "$test" SKIP "$last" ;;
    124) report "$n" "$name" "$test" FAIL "killed after ${secs}s; $last" ;;
    *) report "$n" "$name" "$test" FAIL "exit $rc: $last" ;;
  esac
}
r2_probe R2-1 "serve: deep nesting" "serve.end_to_end, style.json_parse" 120 r2-1
r2_probe R2-2 "viz --source log nesting" "format.bad_corpus generated/viz" 120 r2-2
r2_probe R2-4 "memory per log line" "ForwardLines.*, replay.stream_memory" 120 r2-4
r2_probe R2-5 "serve: bytes held" "serve.end_to_end held_bytes" 240 r2-5
r2_probe R2-6 "no threads available" "cli.thread_limit, Workers.*" 120 r2-6
r2_probe R2-10 "conformance: bad vectors" "conformance.verify" 120 r2-10
# ---- end of round 2 input classes

[ "$failed" = 0 ]
