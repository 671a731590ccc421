#include "tools/bm/junit.hpp"

#include "bm/core/file_write.hpp"
#include "bm/core/text_escape.hpp"

namespace bm::cli {

// Every name and message goes through the one XML escaping (core/text_escape.hpp).

std::string junit_xml(const std::string& suite, const std::vector<JunitCase>& cases) {
  int failures = 0, errors = 0;
  for (const auto& c : cases) {
    if (c.failure.empty()) continue;
    (c.error ? errors : failures) += 1;
  }
  std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  const std::string counts = "tests=\"" + std::to_string(cases.size()) + "\" failures=\"" + std::to_string(failures) +
                             "\" errors=\"" + std::to_string(errors) + "\"";
  x += "<testsuites name=\"" + xml_escape(suite) + "\" " + counts + ">\n";
  x += "  <testsuite name=\"" + xml_escape(suite) + "\" " + counts + ">\n";
  for (const auto& c : cases) {
    x += "    <testcase classname=\"" + xml_escape(suite) + "\" name=\"" + xml_escape(c.name) + "\"";
    if (c.failure.empty()) {
      x += "/>\n";
      continue;
    }
    const char* tag = c.error ? "error" : "failure";
    x += ">\n      <" + std::string(tag) + " message=\"" + xml_escape(c.failure) + "\" type=\"" +
         (!c.kind.empty() ? c.kind
          : c.error       ? "invalid_log"
                          : "divergence") +
         "\">" + xml_escape(c.details) + "</" + tag + ">\n    </testcase>\n";
  }
  x += "  </testsuite>\n</testsuites>\n";
  return x;
}

void write_junit(const std::string& path, const std::string& suite, const std::vector<JunitCase>& cases) {
  write_file_atomic(path, junit_xml(suite, cases));
}

}  // namespace bm::cli
