#include "tools/bm/viz_output.hpp"

#include <iostream>

#include "bm/core/error.hpp"
#include "bm/core/file_write.hpp"
#include "bm/viz/render.hpp"

namespace bm::cli {

std::string picture_format(const std::string& format, const std::string& out) {
  if (!format.empty()) {
    if (format != "dot" && format != "svg" && format != "png")
      throw InputError("--format " + format + ": dot, svg or png");
    return format;
  }
  const auto ends = [&](const char* ext) {
    const std::string e(ext);
    return out.size() > e.size() && out.compare(out.size() - e.size(), e.size(), e) == 0;
  };
  if (ends(".svg")) return "svg";
  if (ends(".png")) return "png";
  return "dot";
}

std::size_t write_picture(const std::string& dot, const std::string& format, const std::string& out,
                          bool quiet_stdout) {
  const std::string data = format == "dot" ? dot : viz::render_dot(dot, format);
  if (out != "-" || !quiet_stdout) write_file_atomic(out, data);  // "-": standard output
  return data.size();
}

}  // namespace bm::cli
