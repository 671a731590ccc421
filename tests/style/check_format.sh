#!/usr/bin/env bash
# Format check (issue 19): every C++ file git tracks is as clang-format (.clang-format at the
# top of the repository) writes it. Fix with:
#   git ls-files '*.cpp' '*.hpp' | xargs clang-format -i
#   usage: check_format.sh [REPO]      exit 0 formatted, 1 not, 2 clang-format missing
set -uo pipefail
repo="${1:-$(cd "$(dirname "$0")/../.." && pwd)}"
cd "$repo" || exit 2
command -v clang-format >/dev/null || { echo "check_format: clang-format is not installed (tools/setup.sh test installs it)" >&2; exit 2; }
[ -f .clang-format ] || { echo "check_format: $repo has no .clang-format" >&2; exit 2; }
bad=0
while IFS= read -r -d '' f; do
  if ! clang-format --dry-run --Werror "$f" >/dev/null 2>&1; then
    echo "not formatted: $f"
    bad=$((bad + 1))
  fi
done < <(git ls-files -z --cached --others --exclude-standard -- '*.cpp' '*.hpp')
echo "check_format: $bad file(s) not formatted"
[ "$bad" -eq 0 ]
