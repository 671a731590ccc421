#!/usr/bin/env python3
"""Unity-batch name check (docs/architecture.md, the paragraph on style checks).

The test files are compiled in batches (a unity build, tests/CMakeLists.txt): a batch is one
translation unit, so what one file declares at file scope is seen by the files after it in its
batch, and every file's anonymous namespace is the same namespace. Two kinds of file-scope
names break a batch, or make a file compile only beside another one, as soon as the batches
move (a file is added, renamed or removed):

  using   a using-declaration of a name (`using bm::test::log_lines;`) outside every namespace:
          every later file of the batch sees the name, beside its own helper of that name, and
          a file may come to rely on another file's declaration without declaring it itself.
          Inside the file's namespace (`namespace bm { namespace {`) it reaches that namespace only.
  helper  the same free function name defined at file scope in an anonymous namespace (in the
          same enclosing namespace) of two test files: in one batch the second definition is a
          redefinition, or an overload that quietly changes which one a call takes.

The files are bm_tests' (the folders tests/CMakeLists.txt globs into BM_TEST_SOURCES), read
with comments, strings and character literals skipped; the braces of namespaces are told from
the others by the words before them.

usage: check_unity_names.py [ROOT]   (default: the repository this script is in)
Exit 0: fine; 1: findings (one line each); 2: bad usage.
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from bm_script import report  # noqa: E402

IDENT = re.compile(r"[A-Za-z_]\w*")
# Statement openers at namespace scope that are not a free function's definition.
NOT_FUNCTION = {"namespace", "class", "struct", "union", "enum", "extern", "typedef", "using", "static_assert"}


def strip_code(text):
    """The text with comments, string and character literals blanked (newlines kept)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif c == "R" and text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            m = re.match(r'R"([^(\s]*)\(', text[i:])
            if not m:
                out.append(c)
                i += 1
                continue
            end = text.find(")" + m.group(1) + '"', i)
            j = n if end < 0 else end + len(m.group(1)) + 2
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(c + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def strip_template_head(stmt):
    """`template <...> void f(...)` -> `void f(...)` (balanced angle brackets)."""
    while True:
        m = re.match(r"\s*template\s*<", stmt)
        if not m:
            return stmt
        depth, k = 1, m.end()
        while k < len(stmt) and depth:
            depth += {"<": 1, ">": -1}.get(stmt[k], 0)
            k += 1
        stmt = stmt[k:]


def function_name(stmt):
    """The name a namespace-scope statement ending in `{` defines as a free function, or None."""
    stmt = strip_template_head(re.sub(r"^\s*(#.*\n)*", "", stmt)).strip()
    words = IDENT.findall(stmt)
    if not words or words[0] in NOT_FUNCTION:
        return None
    depth, paren = 0, -1  # the first '(' outside template arguments (std::function<bool(int)> f(...))
    for k, ch in enumerate(stmt):
        depth += {"<": 1, ">": -1}.get(ch, 0)
        if ch == "(" and depth <= 0:
            paren = k
            break
    if paren < 0:
        return None
    head = stmt[:paren]
    if "=" in head or "operator" in head:  # a variable's initializer; an operator is its type's
        return None
    m = re.search(r"([A-Za-z_]\w*)\s*$", head)
    if not m or m.group(1).isupper():  # TEST(...), TEST_P(...), other macros
        return None
    if "::" in head[max(0, m.start() - 2) : m.start()]:  # a member defined out of its class
        return None
    return m.group(1)


def scan(text):
    """(using-declarations outside every namespace, helpers in an anonymous namespace) of one file:
    lists of (line, enclosing namespace path, name)."""
    code = strip_code(text)
    usings, helpers = [], []
    stack = []  # per open brace: the namespace's name ("" anonymous), or None (any other brace)
    stmt_start = 0
    i = 0
    while i < len(code):
        c = code[i]
        if c == "#" and code[code.rfind("\n", 0, i) + 1 : i].strip() == "":
            # A preprocessor line (continuations included) is no statement.
            j = i
            while True:
                j = code.find("\n", j)
                if j < 0 or code[j - 1] != "\\":
                    break
                j += 1
            i = len(code) if j < 0 else j
            if all(s is not None for s in stack):
                stmt_start = i
            continue
        at_ns_scope = all(s is not None for s in stack)
        if c == "{":
            stmt = code[stmt_start:i]
            m = re.search(r"(?:^|[;\s])namespace\s*([\w:]*)\s*$", stmt)
            if at_ns_scope and m:
                stack.append(m.group(1))
            else:
                if at_ns_scope and "" in stack:
                    name = function_name(stmt)
                    if name:
                        helpers.append((code.count("\n", 0, i) + 1, tuple(stack), name))
                stack.append(None)
            stmt_start = i + 1
        elif c == "}":
            if stack:
                stack.pop()
            if all(s is not None for s in stack):
                stmt_start = i + 1
        elif c == ";" and at_ns_scope:
            stmt = code[stmt_start:i].strip()
            m = re.match(r"using\s+(?!namespace\b)([\w:]+::(\w+))\s*$", stmt)
            if m and not stack:
                usings.append((code.count("\n", 0, stmt_start + code[stmt_start:i].index("using")) + 1, (), m.group(1)))
            stmt_start = i + 1
        i += 1
    return usings, helpers


def test_files(root):
    """The files of bm_tests, the target whose test files share batches: the folders of
    tests/CMakeLists.txt's `file(GLOB BM_TEST_SOURCES ...)` (each scenario generator is an
    executable of its own and shares no batch)."""
    with open(os.path.join(root, "tests", "CMakeLists.txt"), encoding="utf-8") as fh:
        cmake = fh.read()
    m = re.search(r"file\(GLOB BM_TEST_SOURCES[^)]*\)", cmake)
    folders = re.findall(r"\$\{CMAKE_CURRENT_SOURCE_DIR\}/(\w+)/\*\.cpp", m.group(0)) if m else []
    if not folders:
        print("check_unity_names: tests/CMakeLists.txt has no file(GLOB BM_TEST_SOURCES ...)", file=sys.stderr)
        sys.exit(2)
    out = []
    for folder in folders:
        d = os.path.join(root, "tests", folder)
        out += [os.path.join("tests", folder, f) for f in sorted(os.listdir(d)) if f.endswith(".cpp")]
    return out


def findings(root):
    problems = []
    defined = {}  # (namespace path, name) -> [(file, line)]
    for rel in test_files(root):
        with open(os.path.join(root, rel), encoding="utf-8") as fh:
            usings, helpers = scan(fh.read())
        for line, _, name in usings:
            problems.append(f"{rel}:{line}: using {name} outside every namespace: every later file of its unity "
                            "batch sees it; declare it inside the file's namespace")
        seen = set()
        for line, path, name in helpers:
            if (path, name) not in seen:
                seen.add((path, name))
                defined.setdefault((path, name), []).append((rel, line))
    for (path, name), where in sorted(defined.items()):
        if len(where) > 1:
            scope = "::".join(p or "(anonymous)" for p in path)
            places = ", ".join(f"{f}:{line}" for f, line in where)
            problems.append(f"helper {name} in {scope} is defined in {len(where)} test files ({places}): one unity "
                            "batch makes it a redefinition or an overload; name each after what it does")
    return problems


def main(argv):
    if len(argv) > 2:
        print(__doc__.strip().splitlines()[-2], file=sys.stderr)
        return 2
    root = argv[1] if len(argv) == 2 else os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    problems = findings(root)
    return report(problems, "check_unity_names")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
