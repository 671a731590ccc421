#!/usr/bin/env bash
# Regenerates docs/figures/hostile-baseline.md: the first round of hostile-input classes probed
# (tests/hostile/classes.sh) on c0654dd, the commit before them, and on this tree's bm, side by side.
#   bash tools/figures/hostile_baseline.sh BASE_BM BASE_SRC [BM]
#     BASE_BM   bm built from c0654dd;  BASE_SRC  that commit's source tree (class 12 checks its docs)
#     BM        this tree's bm (default build/tools/bm/bm; its bm-mutant next to it is used)
# Observed messages can vary between runs only where a timing is printed (a killed probe).
#   bash tools/figures/hostile_baseline.sh --round2 BASE_BM BASE_SRC [BM]
# the "Round 2" section alone (the second round's classes, rows R2-N), BASE = 424f743, the
# commit before them: it replaces the section of that name at the end of the file.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# side_by_side: the rows of $tmp/base.md and $tmp/here.md (same classes, same order) joined into
# one table row each: class, name, suite test, then the base's result and observation and ours.
side_by_side() {
  sed -i "s|$(realpath "$BASE_SRC")|BASE_SRC|g" "$tmp/base.md"
  paste -d '\t' "$tmp/base.md" "$tmp/here.md" | while IFS=$'\t' read -r b h; do
    IFS='|' read -r _ n name test bres bobs _ <<<"$b"
    IFS='|' read -r _ _ _ _ hres hobs _ <<<"$h"
    echo "|$n|$name|$test|$bres|$bobs|$hres|$hobs|"
  done
}
if [ "${1:-}" = --round2 ]; then
  shift
  [ $# -ge 2 ] || { sed -n '3,9p' "$0" | sed 's/^# //' >&2; exit 2; }
  BASE_BM="$1"; BASE_SRC="$2"; BM="${3:-$root/build/tools/bm/bm}"
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  base_commit=$(git -C "$BASE_SRC" rev-parse --short HEAD)
  here_commit=$(git -C "$root" describe --always --dirty)
  bash "$root/tests/hostile/classes.sh" "$BASE_BM" --src "$BASE_SRC" --limit 5 --table | grep '^| R2-' > "$tmp/base.md"
  bash "$root/tests/hostile/classes.sh" "$BM" --table | grep '^| R2-' > "$tmp/here.md"
  base_fail=$(grep -c '| FAIL |' "$tmp/base.md")
  here_pass=$(grep -c '| PASS |' "$tmp/here.md")
  rows=$(wc -l < "$tmp/here.md")
  cat <<EOF
## Round 2: the second round's classes on $base_commit and now

The second round of hostile input and faults has eleven classes; the probes of
\`tests/hostile/classes.sh\` labelled R2-N are class N (the round-1 classes above still run
first). The "before" column is $base_commit, the commit before that round, given 5 s
per command (a probe killed at its limit is a hang: a FIFO opened for blocking I/O); this tree
is at \`$here_commit\`. $base_fail of $rows probes FAIL on $base_commit, $here_pass of $rows PASS here.
Regenerate this section (424f743 built beside the repository as above; replace from this
heading to the end of the file):

    bash tools/figures/hostile_baseline.sh --round2 ../base-424f743/build/tools/bm/bm ../base-424f743

R2-6 needs \`prlimit\` (and as root \`setpriv\`, to run as an unprivileged user, whom
RLIMIT_NPROC binds); without them it is SKIP. The input classes run
\`tests/hostile/r2_input.py CLASS\`.

| class | name | suite test | $base_commit | observed on $base_commit | now | observed now |
|---|---|---|---|---|---|---|
EOF
  side_by_side
  exit 0
fi
[ $# -ge 2 ] || { sed -n '3,6p' "$0" | sed 's/^# //' >&2; exit 2; }
BASE_BM="$1"; BASE_SRC="$2"; BM="${3:-$root/build/tools/bm/bm}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
base_commit=$(git -C "$BASE_SRC" rev-parse --short HEAD)
here_commit=$(git -C "$root" describe --always --dirty)
# Round 1 only: the R2-* rows are the --round2 section's.
bash "$root/tests/hostile/classes.sh" "$BASE_BM" --src "$BASE_SRC" --limit 5 --table | grep -v '^| R2-' > "$tmp/base.md"
bash "$root/tests/hostile/classes.sh" "$BM" --table | grep -v '^| R2-' > "$tmp/here.md"
base_fail=$(grep -c '| FAIL |' "$tmp/base.md")
here_pass=$(grep -c '| PASS |' "$tmp/here.md")
rows=$(wc -l < "$tmp/here.md")
cat <<EOF
# Hostile input and faults: every class of the first round on c0654dd and now

The first round has twelve classes of hostile input and output faults (writers 1-5, readers 6-7, the
small ones of 8, interruption 9, ignored flags 10, rotting examples 11, one log-format version
12) and asks that each have a test that fails on c0654dd and passes after.
\`tests/hostile/classes.sh BM\` runs, for each class, the probe of the suite test that covers it
(the suite's own scripts where there are some: \`tests/cli/io_faults.sh CLASS\`,
\`tests/format/bad_corpus.sh FILTER\`, \`tests/checker/*.sh\`, \`tests/cli/options_test.py\`,
\`tests/docs/examples.py ... help viz\`, \`tests/docs/log_version.py\`), every command under a time
limit in a process group of its own, in a temporary directory; ctest runs it against the build
as \`hostile.classes\`, where every class must pass.

Measured: c0654dd (\`$base_commit\`) against this tree at \`$here_commit\`: $base_fail of $rows probes
FAIL on c0654dd, $here_pass of $rows PASS here. Regenerate (c0654dd built beside the repository):

    git worktree add --detach ../base-c0654dd c0654dd
    cmake -S ../base-c0654dd -B ../base-c0654dd/build -G Ninja -DCMAKE_BUILD_TYPE=Release -DBM_BUILD_TESTS=OFF -DBM_MUTATIONS=OFF
    cmake --build ../base-c0654dd/build -j1 --target bm    # and bm-mutant with -DBM_MUTATIONS=ON for class 4
    bash tools/figures/hostile_baseline.sh ../base-c0654dd/build/tools/bm/bm ../base-c0654dd > docs/figures/hostile-baseline.md

Class 4 needs a finding, so bm-mutant (\`-DBM_MUTATIONS=ON\`, target \`bm-mutant\`): without
one next to BM the row is SKIP. The old bm is given 5 s per command (\`--limit 5\`), this one
10 s; on c0654dd a probe killed at its limit is a hang (\`/dev/zero\`, FIFOs). As root the probes
run in a mount namespace with a private \`/dev\` (c0654dd renames files over \`/dev/null\`).
Class 9 on c0654dd: a command started in the background of a script inherits SIGINT ignored,
and c0654dd installs no handler of its own, so \`tests/checker/interrupt.sh\` waits for it to
stop until the probe's limit (this bm handles SIGINT and SIGTERM itself). Paths of the old
source tree are shown as BASE_SRC.

| class | name | suite test | c0654dd | observed on c0654dd | now | observed now |
|---|---|---|---|---|---|---|
EOF
side_by_side
