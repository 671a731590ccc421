#include "tools/bm/viz_output.hpp"

#include <cctype>
#include <iostream>

#include "bm/core/error.hpp"
#include "bm/core/file_write.hpp"
#include "bm/rules/constants.hpp"
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

viz::VizFilter parse_rounds(const std::string& spec, int player) {
  viz::VizFilter f;
  f.player = player;
  if (player < -1 || player >= kMaxPlayers)
    throw InputError("--player " + std::to_string(player) + ": a seat is 0.." + std::to_string(kMaxPlayers - 1));
  if (spec.empty()) return f;
  const auto num = [&](const std::string& s) {
    if (s.empty() || s.size() > 6 || s.find_first_not_of("0123456789") != std::string::npos)
      throw InputError("--rounds '" + spec + "': expected A..B, A, A.. or ..B with round numbers (0 = setup)");
    return std::stoi(s);
  };
  const auto dots = spec.find("..");
  if (dots == std::string::npos) {
    f.round_from = f.round_to = num(spec);
  } else {
    const std::string a = spec.substr(0, dots), b = spec.substr(dots + 2);
    if (a.empty() && b.empty()) throw InputError("--rounds '" + spec + "': give at least one end");
    f.round_from = a.empty() ? 0 : num(a);
    f.round_to = b.empty() ? -1 : num(b);
  }
  if (f.round_to >= 0 && f.round_to < f.round_from)
    throw InputError("--rounds '" + spec + "': the first round is after the last");
  return f;
}

viz::VizFilter picture_rounds(const std::string& spec, int divergence_round) {
  if (spec == "all") return viz::VizFilter{};
  if (!spec.empty() || divergence_round < 0) return parse_rounds(spec, -1);
  // The round before the divergence (how the state came about), its own and the one after: a
  // picture a person reads on one screen, where the whole game was thousands of pixels wide.
  viz::VizFilter f;
  f.round_from = divergence_round > 0 ? divergence_round - 1 : 0;
  f.round_to = divergence_round + 1;
  return f;
}

}  // namespace bm::cli
