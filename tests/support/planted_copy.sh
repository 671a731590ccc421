# shellcheck shell=bash
# shellcheck disable=SC2034  # mode, here and copy are the sourcing script's to use
# Sourced by the "planted" tests (tests/docs/planted.sh, tests/style/planted.sh) with their own
# arguments, MODE REPO WORKDIR: a check must pass on a fresh copy of the repository and fail,
# naming the place, once a violation is planted in that copy. Sets $mode, $repo, $work, $here (the
# sourcing script's folder) and $copy (the repository's tracked and unignored files, copied to
# $work/copy) and defines fail, expect and the steps of every planted test: passes_clean CMD...
# runs the check CMD on the copy as it is (it must pass; its command kept in $check),
# fails_planted runs it again after the planting (it must fail; its report in $work/planted.txt),
# and reported PATTERN WHAT [REPORT] fails the test unless that report (or REPORT) matches PATTERN.
set -euo pipefail
mode="$1" repo="$2" work="$3"
here="$(cd "$(dirname "$0")" && pwd)"
rm -rf "$work" && mkdir -p "$work/copy"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf -) | tar -xf - -C "$work/copy"
copy="$work/copy"
fail() { echo "FAIL: $*"; exit 1; }
expect() {  # expect STATUS LOG -- command...: the command exits STATUS (its output kept in LOG)
  local want="$1" log="$2"; shift 3
  set +e; "$@" >"$log" 2>&1; local got=$?; set -e
  [ "$got" = "$want" ] || { cat "$log"; fail "$* exited $got, expected $want"; }
}
passes_clean() { check=("$@"); expect 0 "$work/clean.txt" -- "${check[@]}"; }
fails_planted() { expect 1 "$work/planted.txt" -- "${check[@]}"; }
reported() { grep -q "$1" "${3:-$work/planted.txt}" || fail "$2 was not reported"; }
