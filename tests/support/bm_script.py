"""The harness of the suite's bm command scripts (tests/cli/compare_test.py,
tests/cli/compare_bench_test.py, tests/viz/compare_marks_test.py): each is run as
`SCRIPT BM WORKDIR`, runs bm in WORKDIR and collects the checks that fail."""
import subprocess
import sys

BM, WORK = sys.argv[1], sys.argv[2]
failures = []


def run(*args):
    """bm ARGS in WORKDIR, no standard input: (exit code, stdout, stderr)."""
    p = subprocess.run([BM] + list(args), capture_output=True, text=True, timeout=600, cwd=WORK,
                       stdin=subprocess.DEVNULL)
    return p.returncode, p.stdout, p.stderr


def expect(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what)
