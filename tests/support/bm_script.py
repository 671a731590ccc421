"""The one harness of the suite's Python scripts that run bm: each runs bm (in WORKDIR when it has
one), collects the checks that fail, and ends with `finish`, which prints how many failed and
exits 1 when any did, so a failed check always fails the test.

The script's arguments are named by the `usage:` line of its docstring (`usage: x_test.py BM SRC
WORKDIR`), in order; without one they are `BM [WORKDIR]`. BM is the program `run` starts, WORKDIR
the directory it runs in (WORK), SRC (or REPO) the source tree; ARGS holds every argument by name.

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
    from bm_script import BM, WORK, expect, failures, finish, fresh_workdir, output, run

A script that checks the repository rather than running bm ends with `return report(problems,
summary)`.
"""
import os
import re
import shutil
import subprocess
import sys


def _argument_names():
    """The names of the running script's arguments, from its docstring's usage line."""
    doc = getattr(sys.modules.get("__main__"), "__doc__", None) or ""
    m = re.search(r"^\s*usage: \S+((?: [A-Z][A-Z_]*)+)", doc, re.M)
    return m.group(1).split() if m else ["BM", "WORKDIR"]


ARGS = dict(zip(_argument_names(), sys.argv[1:]))
BM = os.path.abspath(ARGS["BM"]) if "BM" in ARGS else "bm"
WORK = os.path.abspath(ARGS["WORKDIR"]) if "WORKDIR" in ARGS else None
SRC = os.path.abspath(ARGS.get("SRC") or ARGS["REPO"]) if "SRC" in ARGS or "REPO" in ARGS else None
failures = []


def run(*args, input=None, env=None, timeout=600, bm=None):
    """bm ARGS in WORKDIR (the current directory without one): (exit code, stdout, stderr).
    Standard input is INPUT (text), or nothing; ENV adds variables to the environment; BM
    runs another program (the mutant build) with the same arguments."""
    p = subprocess.run([bm or BM] + [str(a) for a in args], capture_output=True, text=True, timeout=timeout,
                       cwd=WORK, env=dict(os.environ, **env) if env else None,
                       input=input, stdin=None if input is not None else subprocess.DEVNULL)
    return p.returncode, p.stdout, p.stderr


def output(*args, ok=(0,), **kw):
    """bm ARGS' standard output (run's keywords); an exit code not in OK is a failure that
    names the command and the start of its standard error."""
    code, out, err = run(*args, **kw)
    expect(code in ok, f"bm {' '.join(str(a) for a in args)}: exit {code}: {err.strip()[:300]}")
    return out


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


def report(problems, summary):
    """A checking script's ending: each of PROBLEMS printed as it is (a planted test reads these
    lines), then SUMMARY and their count; returns the exit code, 1 when there is any."""
    for p in problems:
        print(p)
    print(f"{summary}: {len(problems)} problem(s)")
    return 1 if problems else 0


def finish(name):
    """Ends the script: NAME's failure count, exit 1 when a check failed, else 0."""
    print(f"{name}: {len(failures)} failure(s)")
    sys.exit(1 if failures else 0)


def repo_root(argv, name, usage):
    """The repository a check reads: its one argument, or the tree this harness is in. Prints
    usage (more than one argument) or why (not a directory) and returns None on bad usage."""
    if len(argv) > 2:
        print(usage, file=sys.stderr)
        return None
    root = os.path.abspath(argv[1]) if len(argv) == 2 else os.path.dirname(
        os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    if not os.path.isdir(root):
        print(f"{name}: {root}: not a directory", file=sys.stderr)
        return None
    return root


def repo_texts(root, files):
    """(relative path, text) of each of files that is a regular file, not a link, read as UTF-8
    with undecodable bytes replaced."""
    for rel in files:
        path = os.path.join(root, rel)
        if os.path.islink(path) or not os.path.isfile(path):
            continue
        with open(path, "rb") as f:
            yield rel, f.read().decode("utf-8", errors="replace")
