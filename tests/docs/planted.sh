#!/usr/bin/env bash
# The docs checks fail when they should: each runs on a temporary copy of the repository,
# first clean (it must pass, so the copy is a fair one), then with planted violations (it must
# fail and name each one).
#   planted.sh self_contained|rule_ids REPO WORKDIR
# shellcheck source=../support/planted_copy.sh
. "$(dirname "$0")/../support/planted_copy.sh"

case "$mode" in
  self_contained)
    passes_clean python3 "$here/self_contained.py" "$copy"
    # Pieces, so that this script does not plant in the repository itself.
    w="/wo""rk/sha""red/rules/digest.md" s="../sha""red/seeds/001.txt"
    echo "See $w for the rule." >>"$copy/docs/rules/README.md"
    echo "// the seed: $s" >>"$copy/engine/include/bm/rules/ruleset.hpp"
    # The frozen card-set name is allowed only in the files that must hold it.
    echo "name: Boss Monster (classic), built-in set from sha""red/cards/classic" >>"$copy/docs/cards.md"
    fails_planted
    reported "^docs/rules/README.md:" "the planted docs line"
    reported "^engine/include/bm/rules/ruleset.hpp:" "the planted code line"
    reported "^docs/cards.md:" "the frozen name outside its files"
    ;;
  rule_ids)
    # Pieces, so that this script does not cite unknown IDs itself.
    g99="G-""99" ip99="IP-""99" g98="G-""98"
    # Shapes that are not rule IDs must not be reported.
    echo "// not IDs: INV-BAIT-STRICT SYN-C-1 BM046 bm2-6p IP-3x the proposed IP-99" >>"$copy/engine/include/bm/rules/ruleset.hpp"
    passes_clean python3 "$here/rule_ids.py" "$copy"
    echo "// $g99 does not exist" >>"$copy/engine/include/bm/rules/ruleset.hpp"
    printf '\n### G-1 · A second entry\n- Statement: x\n- Sources: y\n- Options: none\n' >>"$copy/docs/rules/classic.md"
    printf '\n### %s · No readings\n- Statement: x\n- Sources: y\n- Options: none\n' "$ip99" >>"$copy/docs/rules/interpretation-points.md"
    # An entry naming a file, a link and a scenario that do not exist.
    printf '\n### %s · Names\n- Statement: see `tests/rules/gone_test.cpp` and [x](../gone.md)\n- Sources: y\n- Options: none\n- Note: shown by %s_a-scenario-that-is-not-there\n' "$g98" "$g98" >>"$copy/docs/rules/general.md"
    fails_planted
    reported "^$g99: cited but has no entry" "the unknown $g99"
    reported "G-1 has a second entry" "the duplicate G-1"
    reported "G-1 belongs in docs/rules/general.md" "the misplaced G-1"
    reported "$ip99: an interpretation point needs" "the IP entry without readings"
    reported "$g98 names tests/rules/gone_test.cpp" "the missing file"
    reported "$g98 links to ../gone.md" "the missing link target"
    reported "$g98 names scenario ${g98}_a-scenario-that-is-not-there" "the missing scenario"
    ;;
  *) echo "usage: planted.sh self_contained|rule_ids REPO WORKDIR"; exit 2 ;;
esac
echo "ok: $mode fails on planted violations"
