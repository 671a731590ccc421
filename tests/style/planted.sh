#!/usr/bin/env bash
# The structure checks fail when they should: each runs on a temporary copy of the
# repository, first as it is (its verdict must equal the real tree's), then with a planted
# violation (it must fail and name it).
#   planted.sh layers|function_length|json_parse|scripts|unity_names|issue_refs REPO WORKDIR
# shellcheck source=../support/planted_copy.sh
. "$(dirname "$0")/../support/planted_copy.sh"

case "$mode" in
  layers)
    passes_clean python3 "$here/check_layers.py" "$copy"
    # The lowest layer reaching for a library above it, and a checker file for the engine's internals.
    echo '#include "bm/serve/rpc.hpp"' >>"$copy/engine/core/hash.cpp"
    echo '#include "game/internal.hpp"' >>"$copy/checker/invariants.cpp"
    echo '#include "abilities/common.hpp"' >>"$copy/viz/dot.cpp"
    echo '#include "game/internal.hpp"' >>"$copy/engine/include/bm/log/log_writer.hpp"
    fails_planted
    reported "^engine/core/hash.cpp:.*serve/include/bm/serve/rpc.hpp (libraries, layer 5) from core (layer 0): a lower layer must not" \
      "the upward include"
    reported "^checker/invariants.cpp:.*internal.hpp, private" "the private include"
    reported "^viz/dot.cpp:.*common.hpp, private to engine/" "the include of an engine-private header"
    reported "^engine/include/bm/log/log_writer.hpp:.*public header includes engine/game/internal.hpp" \
      "a public header including a private one"
    # A library reaching up into a program's file, and the top layer's other folder doing the
    # same (no arrow up, but tools/ holds programs only), a library's private header from
    # outside it, and C++ in a folder no layer names.
    echo '#include "tools/bm/cli.hpp"' >>"$copy/serve/server.cpp"
    echo '#include "tools/bm/terminal.hpp"' >>"$copy/wasm/bindings.cpp"
    echo '#include "serve/game_setup.hpp"' >>"$copy/steps/steps.cpp"
    mkdir -p "$copy/planted_lib" && echo 'int planted_unplaced = 0;' >"$copy/planted_lib/unplaced.cpp"
    fails_planted
    reported "^serve/server.cpp:.*includes tools/bm/cli.hpp" "the library's include of tools/"
    reported "^wasm/bindings.cpp:.*includes tools/bm/terminal.hpp: tools/ holds programs" \
      "wasm's include of tools/"
    reported "^steps/steps.cpp:.*serve/game_setup.hpp, private to serve/" "the include of serve's private header"
    reported "^planted_lib/unplaced.cpp:.*C++ in a folder no layer names" "the unplaced folder"
    ;;
  function_length)
    passes_clean python3 "$here/check_function_length.py" "$copy"
    {
      echo "namespace bm { int planted_long_function(int x) {"
      for i in $(seq 1 80); do echo "  x += $i;"; done
      echo "  return x; } }"
    } >>"$copy/engine/core/hash.cpp"
    # The same in the WebAssembly bindings: every folder check_layers.py places is walked.
    {
      echo "namespace bm { int planted_long_binding(int x) {"
      for i in $(seq 1 80); do echo "  x += $i;"; done
      echo "  return x; } }"
    } >>"$copy/wasm/bindings.cpp"
    fails_planted
    reported "^engine/core/hash.cpp:.*planted_long_function is 82 lines" "the planted long function"
    reported "^wasm/bindings.cpp:.*planted_long_binding is 82 lines" "the planted long function in wasm/"
    ;;
  json_parse)
    passes_clean python3 "$here/check_json_parse.py" "$copy"
    # A parse that skips the one entry point's limits (bm serve's request lines).
    echo 'static auto planted = nlohmann::json::parse("[]");' >>"$copy/serve/server.cpp"
    echo 'static auto planted2 = nlohmann::json::accept("[]");' >>"$copy/viz/timeline.cpp"
    fails_planted
    reported "^serve/server.cpp:.*direct JSON parse 'json::parse('" "the planted json::parse"
    reported "^viz/timeline.cpp:.*direct JSON parse 'json::accept('" "the planted json::accept"
    ;;
  scripts)
    # The copy is a fair one when the quick checks pass on it as they do on the tree (ShellCheck's
    # clean pass, the slowest, is style.scripts_shell's on the tree itself).
    for lang in python js; do expect 0 "$work/clean-$lang.txt" -- bash "$here/check_scripts.sh" "$lang" "$copy"; done
    # An unused import, a JavaScript file that does not parse, an unquoted variable in a test.
    echo 'import planted_unused_module' >>"$copy/tools/perft/table.py"
    echo 'function planted( {' >>"$copy/clients/js/bmserve.js"
    echo 'planted=$(ls $1)' >>"$copy/tests/support/planted_copy.sh"
    expect 1 "$work/planted-python.txt" -- bash "$here/check_scripts.sh" python "$copy"
    reported "^tools/perft/table.py:.*'planted_unused_module' imported but unused" "the unused import" "$work/planted-python.txt"
    expect 1 "$work/planted-js.txt" -- bash "$here/check_scripts.sh" js "$copy"
    reported "^clients/js/bmserve.js: node --check fails" "the JavaScript syntax error" "$work/planted-js.txt"
    expect 1 "$work/planted-shell.txt" -- bash "$here/check_scripts.sh" shell "$copy"
    reported "^tests/support/planted_copy.sh:.*\[SC2086\]" "the unquoted variable" "$work/planted-shell.txt"
    ;;
  unity_names)
    passes_clean python3 "$here/check_unity_names.py" "$copy"
    # A helper's using-declaration outside every namespace, and one helper name in two test files.
    echo 'using bm::test::log_lines;' >>"$copy/tests/replay/fast_path_test.cpp"
    echo 'namespace { int planted_twin() { return 1; } }' >>"$copy/tests/rules/end_test.cpp"
    echo 'namespace bm { namespace { int planted_twin() { return 2; } } }' >>"$copy/tests/replay/fast_path_test.cpp"
    echo 'namespace { int planted_twin() { return 3; } }' >>"$copy/tests/steps/steps_test.cpp"
    fails_planted
    reported "^tests/replay/fast_path_test.cpp:[0-9]*: using bm::test::log_lines outside every namespace" \
      "the using-declaration outside every namespace"
    reported "^helper planted_twin in (anonymous) is defined in 2 test files (tests/rules/end_test.cpp:[0-9]*, tests/steps/steps_test.cpp:[0-9]*)" \
      "the helper defined in two test files"
    # The one in bm's anonymous namespace is another function: not the same helper.
    if grep -q "planted_twin in bm::" "$work/planted.txt"; then fail "a helper in another namespace was reported"; fi
    ;;
  issue_refs)
    check=(python3 "$here/check_issue_refs.py" "$copy")
    expect 0 "$work/clean.txt" -- "${check[@]}"
    # The word in pieces, so that this script does not hold a reference itself: in a doc, in a
    # heading's anchor, and wrapped onto the next line of a C++ and of a CMake comment.
    w="iss""ue"
    echo "See $w 12 (planted-doc) for why." >>"$copy/README.md"
    echo "[below](#planted-anchor-$w-3)" >>"$copy/docs/cards.md"
    printf '// the planted-cpp limit of %ss\n// 31 and 32\n' "$w" >>"$copy/engine/core/hash.cpp"
    printf '# the planted-cmake bound of %s\n#   #7\n' "${w^}" >>"$copy/tests/CMakeLists.txt"
    # Words that only look like it: an issue without a number, a word ending in it.
    echo "planted-none: an $w number, an $w tracker with 5 labels, t$w 4" >>"$copy/docs/decisions.md"
    expect 1 "$work/planted.txt" -- "${check[@]}"
    grep -q "^README.md:[0-9]*: See .*(planted-doc)" "$work/planted.txt" || fail "the reference in a doc was not reported"
    grep -q "^docs/cards.md:[0-9]*: .*planted-anchor" "$work/planted.txt" || fail "the reference in an anchor was not reported"
    grep -q "^engine/core/hash.cpp:[0-9]*: // the planted-cpp" "$work/planted.txt" ||
      fail "the reference wrapped in a C++ comment was not reported"
    grep -q "^tests/CMakeLists.txt:[0-9]*: # the planted-cmake" "$work/planted.txt" ||
      fail "the reference wrapped in a CMake comment was not reported"
    if grep -q "planted-none" "$work/planted.txt"; then fail "words without a number were reported"; fi
    ;;
  *) echo "usage: planted.sh layers|function_length|json_parse|scripts|unity_names|issue_refs REPO WORKDIR" >&2; exit 2 ;;
esac
echo "planted $mode: reported"
