#!/usr/bin/env bash
# Regenerates docs/figures/compare.md: `bm compare --all-ips` for the default campaign (every
# option with two readings or more, on each family's preset, every player count; 200 games
# each, seeds 1..200, random policy), and the IP-3 example pair's picture
# (docs/figures/compare-ip3.svg).
#   bash tools/figures/compare.sh [BM]        (BM: the bm binary, default build/tools/bm/bm)
# The table is deterministic: the same bm writes the same file.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BM="${1:-$root/build/tools/bm/bm}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
games=200
{
  echo "# How often each reading matters (bm compare --all-ips)"
  echo
  echo "Each row plays the same $games seeds (1..$games) with the random policy for every seat under"
  echo "the option's default reading (A) and each other reading (B; an option with three readings has a"
  echo "row for each), on the preset of the family"
  echo "(classic, super, solo, bm2), and gives the share of games whose outcome (winner, end"
  echo "reason, number of rounds or final scores) differs, and each part of it. 0.0% means the"
  echo "reading never changed a result in these games (for some options it cannot: \`bm2_tie_split\`"
  echo "applies only to 5-6 players, \`challenge_slot3\` only in challenge mode, the safety limits"
  echo "have one reading and are not listed). Regenerate with \`bash tools/figures/compare.sh\`;"
  echo "one IP in depth: \`bm compare --ip IP-3 --games 2000 --out cmp/\` ([cli.md](../cli.md#bm-compare))."
  echo
  "$BM" compare --all-ips --games "$games"
  echo
  echo "The smallest IP-3 example of \`bm compare --ip IP-3 --games $games\` (A above, B below; the"
  echo "phase where the logs part is marked): [compare-ip3.svg](compare-ip3.svg)."
} > "$tmp/compare.md"
(cd "$tmp" && "$BM" compare --ip IP-3 --games "$games" --out ip3 > /dev/null)  # relative: no temporary path in the picture
cp "$tmp/compare.md" "$root/docs/figures/compare.md"
cp "$tmp/ip3/compare.svg" "$root/docs/figures/compare-ip3.svg"
echo "compare: docs/figures/compare.md and compare-ip3.svg written"
