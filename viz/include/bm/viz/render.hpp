#pragma once
// Graphviz in-process (docs/visualizer.md): libcgraph parses DOT, libgvc lays it out
// and renders SVG or PNG. Linked rather than running `dot`, so bm needs no program on PATH,
// reports Graphviz's own error messages, and the fuzzers and tests parse in-process.
#include <string>

namespace bm::viz {

// Parses DOT with Graphviz's own parser (agmemread). Returns "" when it parses, else
// Graphviz's message.
std::string dot_parse_error(const std::string& dot);

// Lays out DOT with `dot` and renders it ("svg" or "png"). Throws InputError for an unknown
// format and std::runtime_error with Graphviz's messages when it fails (HTML-like labels are
// only checked here, at layout).
std::string render_dot(const std::string& dot, const std::string& format);

}  // namespace bm::viz
