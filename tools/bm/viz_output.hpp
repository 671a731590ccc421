#pragma once
// Writing a picture for bm viz and bm replay --viz (docs/visualizer.md).
#include <string>

namespace bm::cli {

// The picture format: `format` if given (dot, svg, png, pdf), else the extension of `out`'s file
// name (.svg, .png, .pdf; .dot, .gv or none: dot). Throws InputError for an unknown format and for
// an extension bm cannot write (out.jpg: never DOT text under a picture's name, issue 31 §11).
std::string picture_format(const std::string& format, const std::string& out);

// DOT rendered in `format` (dot: the text itself).
std::string picture_bytes(const std::string& dot, const std::string& format);

// Renders DOT in `format` and writes it to `out` ("-": standard output, unless `quiet_stdout`,
// then nothing is written there). The file is written whole (a temporary renamed over it).
// Returns the bytes of the picture.
std::size_t write_picture(const std::string& dot, const std::string& format, const std::string& out, bool quiet_stdout);

}  // namespace bm::cli
