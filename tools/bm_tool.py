"""The one helper the Python tools under tools/ share for running bm: `bm_output(BM, ARGS...)` is
bm's standard output, and a run whose exit code is not in OK stops the tool with a message naming
the command, its exit code and its standard error; `bm_json` parses that output.

tools/ has its own module rather than importing tests/support/bm_script.py: that harness names its
arguments by the running test's usage line (BM, WORKDIR, SRC) and collects failed checks for a
test's verdict, while a tool takes its own options (argparse, a default bm path, flags) and must
stop at the first command that fails. A tool imports it by its own path, so it runs from the
repository root as documented:

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    from bm_tool import bm_json, bm_output
"""
import json
import os
import subprocess
import sys


def bm_output(bm, *args, ok=(0,), cwd=None, timeout=None):
    """bm ARGS' standard output (in CWD when given); an exit code not in OK (None: any) stops the tool."""
    p = subprocess.run([bm] + [str(a) for a in args], capture_output=True, text=True, cwd=cwd, timeout=timeout)
    if ok is not None and p.returncode not in ok:
        sys.exit(f"{os.path.basename(sys.argv[0])}: bm {' '.join(str(a) for a in args)} failed "
                 f"(exit {p.returncode}): {p.stderr.strip()[:2000]}")
    return p.stdout


def bm_json(bm, *args, **kw):
    """bm ARGS' standard output parsed as JSON (bm_output's keywords)."""
    return json.loads(bm_output(bm, *args, **kw))
