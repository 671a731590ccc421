#!/usr/bin/env bash
# Script checks: every Python file passes pyflakes (unused imports and names, undefined names,
# f-strings without a placeholder), every JavaScript file parses (node --check), and every shell
# script passes ShellCheck under the repository's .shellcheckrc (which says why each check it
# leaves out is left out). The files are the ones git tracks or would track, as for the C++
# format check.
#   usage: check_scripts.sh python|js|shell [REPO]   exit 0 clean, 1 findings, 2 tool missing
set -uo pipefail
mode="${1:-}" repo="${2:-$(cd "$(dirname "$0")/../.." && pwd)}"
cd "$repo" || exit 2
# files PATTERN...: NUL-separated; a copy without .git (the planted test's) holds only such files.
files() {
  if [ -e .git ]; then git ls-files -z --cached --others --exclude-standard -- "$@"; return; fi
  local names=() p
  for p in "$@"; do names+=(-o -name "$p"); done
  find . -path ./.git -prune -o -type f \( "${names[@]:1}" \) -printf '%P\0' | sort -z
}
need() { command -v "$1" >/dev/null || { echo "check_scripts: $1 is not installed (tools/setup.sh test installs it)" >&2; exit 2; }; }
case "$mode" in
  python)
    need pyflakes3
    n=$(files '*.py' | tr -cd '\0' | wc -c)
    files '*.py' | xargs -0 -r pyflakes3
    rc=$?
    ;;
  js)
    need node
    n=0 rc=0
    while IFS= read -r -d '' f; do
      n=$((n + 1))
      node --check "$f" || { echo "$f: node --check fails"; rc=1; }
    done < <(files '*.js' '*.mjs' '*.cjs')
    ;;
  shell)
    need shellcheck
    # .ci/run is a bash script without the .sh ending.
    n=$( (files '*.sh'; printf '.ci/run\0') | tr -cd '\0' | wc -c)
    (files '*.sh'; printf '.ci/run\0') | xargs -0 -r shellcheck -f gcc
    rc=$?
    ;;
  *) echo "usage: check_scripts.sh python|js|shell [REPO]" >&2; exit 2 ;;
esac
[ "$rc" -eq 0 ] && { echo "check_scripts $mode: $n file(s) clean"; exit 0; }
echo "check_scripts $mode: findings above (in $n file(s))"
exit 1
