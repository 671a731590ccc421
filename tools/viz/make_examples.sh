#!/usr/bin/env bash
# Regenerates the example pictures of docs/visualizer.md (docs/figures/viz-*.svg):
#   bash tools/viz/make_examples.sh [BM]        (BM: the bm binary, default build/tools/bm/bm)
# Run from anywhere; it writes into the source tree. The DOT is bm's and deterministic; the SVG
# is Graphviz's rendering of it (Debian's graphviz 2.42 here), so another Graphviz version may
# draw the same DOT slightly differently.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BM="${1:-$root/build/tools/bm/bm}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cd "$root"
# A whole classic game: 2 players, seed 7 (7 rounds, 53 actions, C-14 last player standing).
"$BM" play --rules classic --players 2 --seed 7 --out "$tmp/classic-2p-seed7.jsonl" > /dev/null
(cd "$tmp" && "$BM" viz classic-2p-seed7.jsonl -o "$root/docs/figures/viz-classic-2p-seed7.svg")
# A divergence: the front-end example whose action 12 the engine does not reproduce.
"$BM" replay corpus/examples/front-end-divergent.jsonl --viz docs/figures/viz-divergence.svg > /dev/null || true
# Two readings of one seed side by side (classic and classic-house, 3 players, seed 9), rounds 4-5:
# they first differ in round 5 (separate discard piles: Dark Altar takes another card).
"$BM" play --rules classic --players 3 --seed 9 --out "$tmp/classic.jsonl" > /dev/null
"$BM" play --rules classic-house --players 3 --seed 9 --out "$tmp/classic-house.jsonl" > /dev/null
(cd "$tmp" && "$BM" viz classic.jsonl --compare classic-house.jsonl --rounds 4..5 -o "$root/docs/figures/viz-compare.svg")
echo "make_examples: docs/figures/viz-*.svg written"
