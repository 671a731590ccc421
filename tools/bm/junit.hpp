#pragma once
// JUnit XML reports for CI systems (bm validate --junit, bm conformance verify --junit). One <testcase> per checked
// item; a divergence is a <failure>, an invalid or unreadable input an <error>.
#include <string>
#include <vector>

namespace bm::cli {

struct JunitCase {
  std::string name;     // the log file
  std::string failure;  // empty: passed
  bool error = false;   // invalid input (an <error>) rather than a verdict (<failure>)
  std::string details;  // the full report text
  std::string kind =
      {};  // the failure's or error's type attribute; empty: "divergence" (or "invalid_log" for an error)
};

// The whole document for the cases so far.
std::string junit_xml(const std::string& suite, const std::vector<JunitCase>& cases);
// Writes it to `path` through a temporary file and a rename, so a reader (or an interrupted
// run) always sees a complete, well-formed report of every case finished so far.
void write_junit(const std::string& path, const std::string& suite, const std::vector<JunitCase>& cases);

}  // namespace bm::cli
