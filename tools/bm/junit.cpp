#include "tools/bm/junit.hpp"


#include "core/error.hpp"
#include "core/file_write.hpp"

namespace bm::cli {

std::string xml_escape(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto b = static_cast<unsigned char>(text[i]);
    if (b < 0x80) {
      switch (b) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&apos;"; break;
        default: out += (b < 0x20 && b != '\n' && b != '\t' && b != '\r') || b == 0x7f ? '?' : static_cast<char>(b);
      }
      ++i;
      continue;
    }
    // A well-formed UTF-8 sequence is copied; anything else becomes '?'.
    const std::size_t len = (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xe ? 3 : (b >> 3) == 0x1e ? 4 : 0;
    bool ok = len > 0 && i + len <= text.size();
    for (std::size_t k = 1; ok && k < len; ++k) ok = (static_cast<unsigned char>(text[i + k]) >> 6) == 0x2;
    if (ok) {
      out.append(text, i, len);
      i += len;
    } else {
      out += '?';
      ++i;
    }
  }
  return out;
}

std::string junit_xml(const std::string& suite, const std::vector<JunitCase>& cases) {
  int failures = 0, errors = 0;
  for (const auto& c : cases) {
    if (c.failure.empty()) continue;
    (c.error ? errors : failures) += 1;
  }
  std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  const std::string counts = "tests=\"" + std::to_string(cases.size()) + "\" failures=\"" + std::to_string(failures) + "\" errors=\"" +
                             std::to_string(errors) + "\"";
  x += "<testsuites name=\"" + xml_escape(suite) + "\" " + counts + ">\n";
  x += "  <testsuite name=\"" + xml_escape(suite) + "\" " + counts + ">\n";
  for (const auto& c : cases) {
    x += "    <testcase classname=\"" + xml_escape(suite) + "\" name=\"" + xml_escape(c.name) + "\"";
    if (c.failure.empty()) {
      x += "/>\n";
      continue;
    }
    const char* tag = c.error ? "error" : "failure";
    x += ">\n      <" + std::string(tag) + " message=\"" + xml_escape(c.failure) + "\" type=\"" + (c.error ? "invalid_log" : "divergence") + "\">" +
         xml_escape(c.details) + "</" + tag + ">\n    </testcase>\n";
  }
  x += "  </testsuite>\n</testsuites>\n";
  return x;
}

void write_junit(const std::string& path, const std::string& suite, const std::vector<JunitCase>& cases) {
  write_file_atomic(path, junit_xml(suite, cases), "--junit");
}

}  // namespace bm::cli
