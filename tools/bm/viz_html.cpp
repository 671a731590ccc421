// bm viz --html: see tools/bm/viz_html.hpp.
#include "tools/bm/viz_html.hpp"

#include <cstdlib>
#include <filesystem>
#include <system_error>

#include <nlohmann/json.hpp>

#include "bm/core/error.hpp"
#include "bm/core/file_read.hpp"

namespace bm::cli {

namespace {

constexpr const char* kPageName = "bm-viewer.html";
constexpr const char* kLogElement = "<script id=\"bm-log\" type=\"application/json\">null</script>";
// The page (module and all) is a few MB; the cap keeps a wrong --viewer from filling memory.
constexpr ReadLimits kPageLimits{std::size_t{64} << 20, std::size_t{64} << 20};

bool is_file(const std::filesystem::path& p) {
  std::error_code ec;
  return std::filesystem::is_regular_file(p, ec);
}

}  // namespace

std::string find_viewer_page(const std::string& flag) {
  namespace fs = std::filesystem;
  // --viewer and BM_VIEWER name the page the same way, read by the same rule: a regular file
  // (a FIFO would block for ever, a device never end), its errors naming the file.
  if (!flag.empty()) return read_text_file(flag, kPageLimits, FileTypes::regular);
  if (const char* env = std::getenv("BM_VIEWER"); env && *env) {
    try {
      return read_text_file(env, kPageLimits, FileTypes::regular);
    } catch (const InputError& e) {
      throw InputError(std::string("BM_VIEWER=") + e.what() + " (the viewer page " + kPageName + ")");
    }
  }
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  std::string looked = "--viewer FILE, $BM_VIEWER";
  if (!ec) {
    for (const fs::path& p : {exe.parent_path() / kPageName, exe.parent_path() / ".." / "share" / "bm" / kPageName}) {
      if (is_file(p)) return read_text_file(p.string(), kPageLimits);
    }
    looked += ", " + std::string(kPageName) + " next to bm and in ../share/bm/ beside it";
  }
  throw InputError(
      std::string("bm viz --html: the viewer page ") + kPageName + " was not found (looked at " + looked +
      "). Build it with `cmake --preset wasm && cmake --build build-wasm` (docs/web.md#the-replay-viewer), "
      "then pass --viewer build-wasm/viewer/" +
      kPageName + " or set BM_VIEWER to it");
}

std::string page_with_log(const std::string& page, const std::string& log_text, const std::string& log_name) {
  const std::size_t at = page.find(kLogElement);
  if (at == std::string::npos || page.find(kLogElement, at + 1) != std::string::npos)
    throw InputError(std::string("bm viz --html: the viewer page has no single `") + kLogElement +
                     "` element: not a bm viewer page (" + kPageName + ")");
  // Invalid UTF-8 in the log is replaced, not refused: the page shows the replayer's verdict.
  std::string json = nlohmann::json{{"name", log_name}, {"text", log_text}}.dump(
      -1, ' ', false, nlohmann::json::error_handler_t::replace);
  std::string safe;
  safe.reserve(json.size());
  for (char c : json) {
    if (c == '<') safe += "\\u003c";
    else safe += c;
  }
  const std::string open = "<script id=\"bm-log\" type=\"application/json\">";
  return page.substr(0, at) + open + safe + "</script>" + page.substr(at + std::string(kLogElement).size());
}

}  // namespace bm::cli
