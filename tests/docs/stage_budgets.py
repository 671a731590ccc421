#!/usr/bin/env python3
"""README.md's "CI stages and their budgets" table must be tools/setup.sh's `budget` table:
the same stages, in the order setup.sh runs them, with the same budgets, and a total row that is
their sum and at most the 40 minutes a clean-clone .ci/run may take on this project's machine type
(the 60 the project allows, less room for a slower machine).
Usage: stage_budgets.py REPO"""
import re
import sys

root = sys.argv[1]
setup = open(f"{root}/tools/setup.sh", encoding="utf-8").read()
readme = open(f"{root}/README.md", encoding="utf-8").read()
errors = []

block = re.search(r"declare -A budget=\((.*?)\n\)", setup, re.S)
if not block:
    sys.exit("stage_budgets: no `declare -A budget=(...)` table in tools/setup.sh")
budget = {name: int(sec) for name, sec in re.findall(r'\["([^"]+)"\]=(\d+)', block.group(1))}
# The test mode's stages, in the order they run: the install, then the `test)` branch.
test_branch = setup[setup.index("  test)"):]
run_order = ["install packages"] + re.findall(r'^\s*stage "([^"]+)"', test_branch, re.M)

section = readme[readme.index("### CI stages and their budgets"):]
rows = re.findall(r"^\| ([^|*]+?) \| (\d+) \| [^|]+\|$", section, re.M)
total = re.search(r"^\| \*\*total\*\* \| \*\*(\d+)\*\* \|", section, re.M)

if [r[0] for r in rows] != run_order:
    errors.append(f"README stages {[r[0] for r in rows]} are not setup.sh's test stages in order {run_order}")
for name, sec in rows:
    if budget.get(name) != int(sec):
        errors.append(f"stage '{name}': README budget {sec}, setup.sh budget {budget.get(name)}")
for name in run_order:
    if name not in budget:
        errors.append(f"setup.sh stage '{name}' has no budget")
want = sum(budget.get(n, 0) for n in run_order)
if not total or int(total.group(1)) != want:
    errors.append(f"README total {total.group(1) if total else None} is not the budgets' sum {want}")
if want > 2400:
    errors.append(f"the budgets add up to {want} s, over the 40 minutes a clean-clone .ci/run may take")
for e in errors:
    print("stage_budgets:", e)
sys.exit(1 if errors else 0)
