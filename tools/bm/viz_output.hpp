#pragma once
// Writing a picture for bm viz and bm replay --viz (docs/visualizer.md).
#include <string>

#include "bm/viz/timeline.hpp"

namespace bm::cli {

// The picture format: `format` if given (dot, svg, png, pdf), else the extension of `out`'s file
// name (.svg, .png, .pdf; .dot, .gv or none: dot). Throws InputError for an unknown format and for
// an extension bm cannot write (out.jpg: never DOT text under a picture's name).
std::string picture_format(const std::string& format, const std::string& out);

// DOT rendered in `format` (dot: the text itself).
std::string picture_bytes(const std::string& dot, const std::string& format);

// Renders DOT in `format` and writes it to `out` ("-": standard output, unless `quiet_stdout`,
// then nothing is written there). The file is written whole (a temporary renamed over it).
// Returns the bytes of the picture.
std::size_t write_picture(const std::string& dot, const std::string& format, const std::string& out, bool quiet_stdout);

// --rounds A..B (also A, A.. or ..B; round 0 is the setup) and --player P as a filter of the
// timeline. Throws InputError for a malformed range or seat.
viz::VizFilter parse_rounds(const std::string& spec, int player);

// The rounds of a picture of a divergence (bm replay --viz, bm compare --out): --rounds `spec`
// when given ("all": the whole game), else the round before the divergence's `divergence_round`,
// its own and the one after (no divergence, -1: the whole game).
viz::VizFilter picture_rounds(const std::string& spec, int divergence_round);

}  // namespace bm::cli
