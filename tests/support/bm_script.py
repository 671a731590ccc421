"""The one harness of the suite's Python scripts that run bm: each is run as `SCRIPT BM [WORKDIR
...]`, runs bm (in WORKDIR when there is one) and collects the checks that fail; `finish` prints
how many failed and exits 1 when any did, so a failed check always fails the test.

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
    from bm_script import BM, WORK, expect, failures, finish, fresh_workdir, run
"""
import os
import shutil
import subprocess
import sys

BM = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else "bm"
WORK = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else None
failures = []


def run(*args, input=None, env=None, timeout=600, bm=None):
    """bm ARGS in WORKDIR (the current directory without one): (exit code, stdout, stderr).
    Standard input is INPUT (text), or nothing; ENV adds variables to the environment; BM
    runs another program (the mutant build) with the same arguments."""
    p = subprocess.run([bm or BM] + [str(a) for a in args], capture_output=True, text=True, timeout=timeout,
                       cwd=WORK, env=dict(os.environ, **env) if env else None,
                       input=input, stdin=None if input is not None else subprocess.DEVNULL)
    return p.returncode, p.stdout, p.stderr


def expect(cond, what):
    """A check: when COND is false, WHAT is a failure (printed now, counted by finish)."""
    if not cond:
        failures.append(what)
        print("FAIL:", what)
    return bool(cond)


def fresh_workdir():
    """WORKDIR emptied and made again: the script's files start from nothing."""
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(WORK)


def finish(name):
    """Ends the script: NAME's failure count, exit 1 when a check failed, else 0."""
    print(f"{name}: {len(failures)} failure(s)")
    sys.exit(1 if failures else 0)
