#!/usr/bin/env bash
# under a process limit no worker thread can start, yet `bm check --jobs 64` and
# `bm validate --jobs 64` finish with the same results as --jobs 1, say so in one warning on
# standard error (naming --jobs and the reason), and exit 0; before, check aborted (SIGABRT)
# and validate ended as "internal error: Resource temporarily unavailable" (exit 3).
# The limit is RLIMIT_NPROC = 1 (prlimit): the user's processes already reach it, so every new
# thread is refused with EAGAIN. Root ignores RLIMIT_NPROC, so as root the commands run as
# the unprivileged user 65534 (setpriv) in a directory it can read.
#   thread_limit.sh BM WORKDIR     exit 0 pass, 1 fail, 77 skipped (no prlimit or setpriv)
set -u
BM=$(realpath "$1") W=$2
command -v prlimit >/dev/null || { echo "SKIP: no prlimit"; exit 77; }
rm -rf "$W" && mkdir -p "$W" && chmod 755 "$W" || exit 1
# LeakSanitizer (the asan build) needs a thread of its own at exit to look for leaks, which the
# limit refuses ("LeakSanitizer has encountered a fatal error"): leak checking is off for the
# limited commands; the same commands run leak-checked in the rest of the suite.
asan_opts="ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
run_limited=(env "$asan_opts" prlimit --nproc=1)
if [ "$(id -u)" = 0 ]; then
  command -v setpriv >/dev/null || { echo "SKIP: root without setpriv"; exit 77; }
  run_limited=(setpriv --reuid=65534 --regid=65534 --clear-groups env "$asan_opts" prlimit --nproc=1)
  # The user must reach bm and the work directory.
  d=$(dirname "$BM")
  while [ "$d" != / ]; do [ -x "$d" ] || { echo "SKIP: $d not searchable by others"; exit 77; }; d=$(dirname "$d"); done
fi
fail=0
"$BM" play --seed 3 --out "$W/g.jsonl" >/dev/null && "$BM" play --seed 4 --out "$W/h.jsonl" >/dev/null || exit 1
chmod 644 "$W"/*.jsonl
# check: the summary without its timing (games/s) equals the one-worker run's.
"$BM" check --games 40 --seed 5 --jobs 1 >"$W/one.out" 2>"$W/one.err"
(cd "$W" && "${run_limited[@]}" "$BM" check --games 40 --seed 5 --jobs 64 >"$W/many.out" 2>"$W/many.err")
rc=$?
strip() { sed 's/[0-9]* games\/s, //' "$1"; }
if [ "$rc" != 0 ] || ! grep -q "^bm: warning: --jobs 64: only 0 worker threads could be started" "$W/many.err" ||
  [ "$(strip "$W/one.out")" != "$(strip "$W/many.out")" ]; then
  echo "FAIL check --jobs 64 under a process limit: exit $rc: $(head -c 300 "$W/many.err")"
  fail=1
else
  echo "PASS check --jobs 64: exit 0, $(head -n 1 "$W/many.err" | cut -c1-100)"
fi
"$BM" validate "$W/g.jsonl" "$W/h.jsonl" >"$W/v1.out" 2>&1
(cd "$W" && "${run_limited[@]}" "$BM" validate --jobs 64 g.jsonl h.jsonl >"$W/v64.out" 2>"$W/v64.err")
rc=$?
if [ "$rc" != 0 ] || ! grep -q "^bm: warning: --jobs 64: only 0 worker threads could be started" "$W/v64.err" ||
  [ "$(grep -c '^valid' "$W/v64.out")" != 2 ]; then
  echo "FAIL validate --jobs 64 under a process limit: exit $rc: $(head -c 300 "$W/v64.err")"
  fail=1
else
  echo "PASS validate --jobs 64: exit 0, two logs valid"
fi
exit $fail
