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
  echo "the reading the family's preset plays (A: the family's default, \`highest_xp\` for Super's"
  echo "tie-break, \`separate\` discard piles for bm2) and each other reading (B; an option with three"
  echo "readings has a row for each), on the preset of the family (classic, super, solo, bm2), with the"
  echo "family's default cards. *consulted*: in how many games the engine reached a point where the option's"
  echo "readings can decide differently (a hero dealt exactly its health, IP-3; a tie, IP-4; ...);"
  echo "\"never\" means the question never arose in these games (\`bm2_tie_split\` needs 5-6 players,"
  echo "\`challenge_slot3\` challenge mode, \`two_icon_landmark\` the two-icon heroes of"
  echo "\`--cards super-synthetic\`, \`token_supply\` a gain the finite supply cannot give whole;"
  echo "\`bm2_players\` decides only which player counts may start, and both readings allow these),"
  echo "a count with 0.0% that it arose and made no difference. Then the"
  echo "share of games whose outcome differs (something a player would notice: the winner, the"
  echo "ending in words, the number of rounds or the final scores) and each part of it, and *label"
  echo "only*: the games whose end reasons differ only by the reading's name (IP-9's empty_at_check"
  echo "and failed_reveal ending the same round alike). The safety limits have one reading and are"
  echo "not listed. Regenerate with \`bash tools/figures/compare.sh\`; one IP in depth:"
  echo "\`bm compare --ip IP-3 --games 2000 --out cmp/\` ([cli.md](../cli.md#bm-compare))."
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
