#!/usr/bin/env bash
# Format check: every C++ file git tracks is as clang-format (.clang-format at the
# top of the repository) writes it. Fix with:
#   git ls-files '*.cpp' '*.hpp' | xargs clang-format -i
#   usage: check_format.sh [REPO]      exit 0 formatted, 1 not, 2 clang-format missing
set -uo pipefail
repo="${1:-$(cd "$(dirname "$0")/../.." && pwd)}"
cd "$repo" || exit 2
command -v clang-format >/dev/null || { echo "check_format: clang-format is not installed (tools/setup.sh test installs it)" >&2; exit 2; }
[ -f .clang-format ] || { echo "check_format: $repo has no .clang-format" >&2; exit 2; }
# One clang-format process for every file (a process per file spent most of its time starting:
# about 20 times the CPU); it names each unformatted file on stderr.
out="$(git ls-files -z --cached --others --exclude-standard -- '*.cpp' '*.hpp' \
       | xargs -0 -r clang-format --dry-run --Werror 2>&1 >/dev/null)"
rc=$?
bad_files="$(printf '%s\n' "$out" | sed -n 's/^\(.*\):[0-9]*:[0-9]*: error: code should be clang-formatted.*/\1/p' | sort -u)"
bad=0
[ -n "$bad_files" ] && bad=$(printf '%s\n' "$bad_files" | wc -l)
[ -n "$bad_files" ] && printf '%s\n' "$bad_files" | sed 's/^/not formatted: /'
# clang-format failing for another reason (a file it cannot read or parse) is a failure too.
if [ "$rc" -ne 0 ] && [ "$bad" -eq 0 ]; then
  printf '%s\n' "$out" | head -20
  echo "check_format: clang-format failed (exit $rc) without naming an unformatted file"
  exit 1
fi
echo "check_format: $bad file(s) not formatted"
[ "$bad" -eq 0 ]
