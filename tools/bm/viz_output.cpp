#include "tools/bm/viz_output.hpp"

#include <cctype>
#include <iostream>

#include "bm/core/error.hpp"
#include "bm/core/file_write.hpp"
#include "bm/viz/render.hpp"

namespace bm::cli {

std::string picture_format(const std::string& format, const std::string& out) {
  if (!format.empty()) {
    if (format != "dot" && format != "svg" && format != "png" && format != "pdf")
      throw InputError("--format " + format + ": dot, svg, png or pdf");
    return format;
  }
  // The extension of the file name (not of a directory above it): .svg, .png, .pdf, .dot, .gv.
  const std::string name = out.substr(out.rfind('/') == std::string::npos ? 0 : out.rfind('/') + 1);
  const auto dot = name.rfind('.');
  if (dot == std::string::npos || dot == 0) return "dot";  // "-", a FIFO, /dev/stdout, "game"
  std::string ext = name.substr(dot + 1);
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (ext == "svg" || ext == "png" || ext == "pdf" || ext == "dot") return ext;
  if (ext == "gv") return "dot";
  throw InputError(out + ": bm draws .dot (or .gv), .svg, .png or .pdf, not ." + name.substr(dot + 1) +
                   "; say the format with --format (e.g. --format dot for DOT text under this name)");
}

std::string picture_bytes(const std::string& dot, const std::string& format) {
  return format == "dot" ? dot : viz::render_dot(dot, format);
}

std::size_t write_picture(const std::string& dot, const std::string& format, const std::string& out,
                          bool quiet_stdout) {
  const std::string data = picture_bytes(dot, format);
  if (out != "-" || !quiet_stdout) write_file_atomic(out, data);  // "-": standard output
  return data.size();
}

}  // namespace bm::cli
