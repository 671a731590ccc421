// bm serve fuzzer: the input is a session of request lines, fed one by one to a
// fresh server (serve/, as `bm serve` reads them from standard input). Nothing a client
// sends may stop the server or be an internal error: every line gets exactly one answer, a
// JSON object {"jsonrpc":"2.0","id":...} with either "result" or an "error" whose code is not
// -32603 (a bug in bm), and the server goes on to the next line.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "bm/core/error.hpp"
#include "bm/core/json_read.hpp"
#include "fuzz/targets/finding.hpp"
#include "bm/serve/rpc.hpp"
#include "bm/serve/server.hpp"

namespace {

void check_answer(const std::string& line, const std::string& answer) {
  const char* next = "the input is the reproducer: bm serve < INPUT answers each line";
  if (answer.find('\n') != std::string::npos) bm::fuzz::finding("serve_fuzzer", "an answer spans lines", next);
  nlohmann::json a;
  try {
    a = bm::parse_json_text(answer, "answer");
  } catch (const bm::InputError& e) {
    bm::fuzz::finding("serve_fuzzer", std::string("an answer is not JSON: ") + e.what(), next);
  }
  if (!a.is_object() || a.value("jsonrpc", "") != "2.0" || !a.contains("id") ||
      a.contains("result") == a.contains("error"))
    bm::fuzz::finding("serve_fuzzer", "an answer is not a JSON-RPC response: " + answer.substr(0, 200), next);
  if (a.contains("error")) {
    const nlohmann::json& e = a["error"];
    if (!e.is_object() || !e.contains("code") || !e["code"].is_number_integer() || !e.contains("message"))
      bm::fuzz::finding("serve_fuzzer", "an error answer without code and message: " + answer.substr(0, 200), next);
    if (e["code"] == bm::serve::kInternalError)
      bm::fuzz::finding("serve_fuzzer",
                        "internal error answering " + line.substr(0, 200) + ": " + e.value("message", ""), next);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  bm::serve::Server server;
  // The server's own loop (Server::run) skips blank lines and drops a '\r' before the newline;
  // lines longer than kMaxLineBytes never reach handle() (LineReader refuses them).
  for (std::size_t pos = 0; pos < text.size();) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string line(text.substr(pos, end - pos));
    pos = end + 1;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos || line.size() > bm::serve::kMaxLineBytes) continue;
    check_answer(line, server.handle(line));
  }
  return 0;
}
