#!/usr/bin/env bash
# The sanitizer build still stops at each class of error it is there for, and says where, under
# the options the asan test preset gives (CMakePresets.json): UBSan's checks as traps that
# AddressSanitizer reports with the function, file and line (handle_sigill=1), AddressSanitizer's
# own reports, and LeakSanitizer's at exit.
# usage: canary.sh SANITIZER_CANARY SOURCE_DIR
set -u
CANARY="$1"; SRC="$2/tests/sanitizers/canary.cpp"
# at TEXT: canary.cpp's file:line of the line holding TEXT, as a report names it.
at() { echo "canary.cpp:$(grep -nF -- "$1" "$SRC" | head -1 | cut -d: -f1)"; }
pass=0; fail=0
# expect CASE SUBSTRING...: the run must fail (non-zero exit) and its output hold every substring.
expect() {
  local case=$1; shift
  local out code
  out=$("$CANARY" "$case" 2>&1); code=$?
  if [ "$code" = 0 ]; then echo "FAIL $case: exit 0, the error was not caught"; fail=$((fail+1)); return; fi
  for sub in "$@"; do
    if [[ "$out" != *"$sub"* ]]; then
      echo "FAIL $case: the report lacks: $sub"; printf '%s\n' "$out" | head -8 | sed 's/^/  | /'
      fail=$((fail+1)); return
    fi
  done
  echo "PASS $case (exit $code)"; pass=$((pass+1))
}
expect overflow "AddressSanitizer: ILL" "$(at 'big + base')"
expect shift "AddressSanitizer: ILL" "$(at '1 << by')"
expect heap_read "heap-buffer-overflow" "$(at 'q[2 + base]')"
expect leak "LeakSanitizer: detected memory leaks" "$(at 'new std::string')"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
