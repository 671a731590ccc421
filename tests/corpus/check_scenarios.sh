#!/usr/bin/env bash
# The scenario corpus (corpus/README.md). Usage: check_scenarios.sh BM SOURCE_DIR [GENERATOR...]
#  1. every generator (tests/scenario_gen/gen_*.cpp) runs; what it writes must equal the
#     committed corpus/scenarios/ byte for byte, and every committed scenario has a generator
#     (without GENERATORs, as in the asan build, which does not build them: skipped, and said);
#  2. `bm validate --check --allow-incomplete` accepts every scenario (a scenario stops once its
#     situation is shown, so most have no result line; each expected event and result is checked,
#     and every invariant holds from the arranged state on: no position the rules forbid);
#  3. the index: every scenario cites known rule IDs; every ID in corpus/README.md's index has
#     a scenario citing it; every G, C, S and SO rule is indexed or listed as not observable;
#     every interpretation point in the index has scenarios under two different rulesets; each
#     index row lists exactly the scenarios citing that ID (tools/corpus/index.py writes it).
set -u
BM="$1"; SRC="$2"; shift 2
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
if [ $# -eq 0 ]; then
  echo "note: no generators given (built with BM_ONCE_TARGETS only): regeneration not checked here; validation and index checked"
else
  for gen in "$@"; do
    if ! "$gen" "$tmp" > "$tmp/gen.out" 2>&1; then
      echo "FAIL generator $(basename "$gen"):"; sed 's/^/    /' "$tmp/gen.out"; fail=1
    fi
  done
  for f in "$tmp"/*.jsonl; do
    [ -e "$f" ] || continue
    name=$(basename "$f")
    if [ ! -f "$SRC/corpus/scenarios/$name" ]; then echo "FAIL $name: generated but not committed (run the generator into corpus/scenarios/)"; fail=1
    elif ! cmp -s "$f" "$SRC/corpus/scenarios/$name"; then echo "FAIL $name: the committed file differs from what its generator writes now"; fail=1; fi
  done
  for f in "$SRC"/corpus/scenarios/*.jsonl; do
    [ -e "$f" ] || continue
    [ -f "$tmp/$(basename "$f")" ] || { echo "FAIL $(basename "$f"): committed but no generator writes it"; fail=1; }
  done
fi
if ! "$BM" validate --check --allow-incomplete --quiet "$SRC"/corpus/scenarios/*.jsonl > "$tmp/validate.out" 2>&1; then
  echo "FAIL bm validate:"; sed 's/^/    /' "$tmp/validate.out"; fail=1
fi
python3 - "$SRC" <<'PY' || fail=1
import glob, json, os, re, sys
src = sys.argv[1]
ID = r"(?:G|C|S|SO|IP|BM2)(?:-[A-Z]+)?-[0-9]+"
known = set(re.findall(r"\b" + ID + r"\b", open(os.path.join(src, "docs/rules-mapping.md"), encoding="utf-8").read()))
problems = []
cites, rulesets = {}, {}
for path in sorted(glob.glob(os.path.join(src, "corpus/scenarios/*.jsonl"))):
    name = os.path.basename(path)
    header = json.loads(open(path, encoding="utf-8").readline())
    ids = header.get("scenario", {}).get("rules", [])
    if not ids: problems.append(f"{name}: no scenario.rules in the header")
    if ids and not name.startswith(ids[0] + "_"): problems.append(f"{name}: the file name must start with its first rule ID {ids[0]}_")
    for i in ids:
        if i not in known: problems.append(f"{name}: cites unknown rule ID {i} (not in docs/rules-mapping.md)")
        cites.setdefault(i, set()).add(name)
    rulesets[name] = json.dumps(header.get("ruleset", {}).get("options", {}), sort_keys=True)
readme = open(os.path.join(src, "corpus/README.md"), encoding="utf-8").read()
index = {}
for line in readme.splitlines():
    m = re.match(r"^\|\s*(" + ID + r")\s*\|(.*)\|\s*$", line)
    if m: index.setdefault(m.group(1), []).extend(re.findall(r"scenarios/([^)\s]+\.jsonl)", m.group(2)))
not_observable = set(re.findall(r"^- \*\*(" + ID + r")\*\*", readme, re.M))
for link in re.findall(r"\]\((scenarios/[^)]+)\)", readme):
    if not os.path.isfile(os.path.join(src, "corpus", link)): problems.append(f"README links to missing {link}")
for i, files in sorted(index.items()):
    if i not in known: problems.append(f"README index: unknown rule ID {i}")
    if not files: problems.append(f"README index: {i} lists no scenario file")
    for f in files:
        if f not in cites.get(i, set()): problems.append(f"README index: {i} lists {f}, which does not cite {i} in its header")
    missing = cites.get(i, set()) - set(files)
    if missing: problems.append(f"README index: {i} misses {sorted(missing)} (run python3 tools/corpus/index.py)")
    if i.startswith("IP-") and len({rulesets.get(f) for f in files}) < 2:
        problems.append(f"README index: {i} needs scenarios under both readings (two different rulesets)")
for i in sorted(cites):
    if i not in index: problems.append(f"scenarios cite {i} but the README index has no row for it")
for i in sorted(known):
    if re.match(r"^(G|C|S|SO)-", i) and i not in index and i not in not_observable:
        problems.append(f"{i}: neither in the index nor listed as not observable")
for p in problems: print("FAIL", p)
print(f"index: {len(index)} rule IDs indexed, {len(cites)} cited, {len(not_observable)} not observable, {len(problems)} problems")
sys.exit(1 if problems else 0)
PY
n=$(ls "$SRC"/corpus/scenarios/*.jsonl 2>/dev/null | wc -l)
if [ "$fail" = 0 ]; then echo "$n passed, 0 failed"; else echo "0 passed, 1 failed"; fi
exit $fail
