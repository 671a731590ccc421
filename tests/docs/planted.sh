#!/usr/bin/env bash
# The docs checks fail when they should: each runs on a temporary copy of the repository,
# first clean (it must pass, so the copy is a fair one), then with planted violations (it must
# fail and name each one).
#   planted.sh self_contained|rule_ids REPO WORKDIR
set -euo pipefail
mode="$1" repo="$2" work="$3"
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../support/planted_copy.sh"

case "$mode" in
  self_contained)
    check=(python3 "$here/self_contained.py" "$copy")
    expect 0 "$work/clean.txt" -- "${check[@]}"
    # Pieces, so that this script does not plant in the repository itself.
    w="/wo""rk/sha""red/rules/digest.md" s="../sha""red/seeds/001.txt"
    echo "See $w for the rule." >>"$copy/docs/rules/README.md"
    echo "// the seed: $s" >>"$copy/engine/include/bm/rules/ruleset.hpp"
    # The frozen card-set name is allowed only in the files that must hold it.
    echo "name: Boss Monster (classic), built-in set from sha""red/cards/classic" >>"$copy/docs/cards.md"
    expect 1 "$work/planted.txt" -- "${check[@]}"
    grep -q "^docs/rules/README.md:" "$work/planted.txt" || fail "the planted docs line was not reported"
    grep -q "^engine/include/bm/rules/ruleset.hpp:" "$work/planted.txt" || fail "the planted code line was not reported"
    grep -q "^docs/cards.md:" "$work/planted.txt" || fail "the frozen name outside its files was not reported"
    ;;
  rule_ids)
    check=(python3 "$here/rule_ids.py" "$copy")
    # Pieces, so that this script does not cite unknown IDs itself.
    g99="G-""99" ip99="IP-""99" g98="G-""98"
    # Shapes that are not rule IDs must not be reported.
    echo "// not IDs: INV-BAIT-STRICT SYN-C-1 BM046 bm2-6p IP-3x the proposed IP-99" >>"$copy/engine/include/bm/rules/ruleset.hpp"
    expect 0 "$work/clean.txt" -- "${check[@]}"
    echo "// $g99 does not exist" >>"$copy/engine/include/bm/rules/ruleset.hpp"
    printf '\n### G-1 · A second entry\n- Statement: x\n- Sources: y\n- Options: none\n' >>"$copy/docs/rules/classic.md"
    printf '\n### %s · No readings\n- Statement: x\n- Sources: y\n- Options: none\n' "$ip99" >>"$copy/docs/rules/interpretation-points.md"
    # An entry naming a file, a link and a scenario that do not exist.
    printf '\n### %s · Names\n- Statement: see `tests/rules/gone_test.cpp` and [x](../gone.md)\n- Sources: y\n- Options: none\n- Note: shown by %s_a-scenario-that-is-not-there\n' "$g98" "$g98" >>"$copy/docs/rules/general.md"
    expect 1 "$work/planted.txt" -- "${check[@]}"
    grep -q "^$g99: cited but has no entry" "$work/planted.txt" || fail "the unknown $g99 was not reported"
    grep -q "G-1 has a second entry" "$work/planted.txt" || fail "the duplicate G-1 was not reported"
    grep -q "G-1 belongs in docs/rules/general.md" "$work/planted.txt" || fail "the misplaced G-1 was not reported"
    grep -q "$ip99: an interpretation point needs" "$work/planted.txt" || fail "the IP entry without readings was not reported"
    grep -q "$g98 names tests/rules/gone_test.cpp" "$work/planted.txt" || fail "the missing file was not reported"
    grep -q "$g98 links to ../gone.md" "$work/planted.txt" || fail "the missing link target was not reported"
    grep -q "$g98 names scenario ${g98}_a-scenario-that-is-not-there" "$work/planted.txt" || fail "the missing scenario was not reported"
    ;;
  *) echo "usage: planted.sh self_contained|rule_ids REPO WORKDIR"; exit 2 ;;
esac
echo "ok: $mode fails on planted violations"
