#!/usr/bin/env bash
# Graphviz is loaded when bm first draws, not at every start (viz/render.cpp): bm does not link
# its libraries, a command that draws nothing leaves them unloaded, and bm viz still renders.
# usage: graphviz_on_demand.sh BM WORKDIR
set -u
BM="$1"; W="$2"
rm -rf "$W"; mkdir -p "$W"
fail=0
if ldd "$BM" | grep -E 'lib(gvc|cgraph)\.so'; then echo "FAIL bm links Graphviz: every bm start would load it"; fail=1; fi
"$BM" play --seed 3 --out "$W/g.jsonl" > /dev/null || { echo "FAIL bm play"; exit 1; }
# The libraries a process has loaded when it exits, as the dynamic loader reports them.
loaded() { LD_DEBUG=files "$BM" "$@" 2>&1 >/dev/null | grep -c 'file=libgvc\.so.*generating link map'; }
n=$(loaded validate -q "$W/g.jsonl")
[ "$n" = 0 ] || { echo "FAIL bm validate loaded libgvc ($n times)"; fail=1; }
n=$(loaded viz "$W/g.jsonl" -o "$W/g.svg")
[ "$n" = 1 ] || { echo "FAIL bm viz -o g.svg loaded libgvc $n times, not once"; fail=1; }
head -c 300 "$W/g.svg" | grep -q '<svg' || { echo "FAIL bm viz wrote no SVG"; fail=1; }
[ $fail = 0 ] && echo "graphviz: not linked, not loaded by bm validate, loaded once by bm viz, which rendered"
exit $fail
