#pragma once
// Writing a picture for bm viz and bm replay --viz (docs/visualizer.md).
#include <string>

namespace bm::cli {

// The picture format: `format` if given (dot, svg, png), else the extension of `out` (.svg,
// .png; anything else: dot). Throws InputError for an unknown format.
std::string picture_format(const std::string& format, const std::string& out);

// Renders DOT in `format` and writes it to `out` ("-": standard output, unless `quiet_stdout`,
// then nothing is written there). The file is written whole (a temporary renamed over it).
// Returns the bytes of the picture.
std::size_t write_picture(const std::string& dot, const std::string& format, const std::string& out, bool quiet_stdout);

}  // namespace bm::cli
