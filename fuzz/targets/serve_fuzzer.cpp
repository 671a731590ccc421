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

constexpr const char* kNext = "the input is the reproducer: bm serve < INPUT answers each line";

// An answer parsed whole (parse_json_text: valid JSON, no repeated key) and read as a response.
void check_parsed(const std::string& line, const std::string& answer) {
  nlohmann::json a;
  try {
    a = bm::parse_json_text(answer, "answer");
  } catch (const bm::InputError& e) {
    bm::fuzz::finding("serve_fuzzer", std::string("an answer is not JSON: ") + e.what(), kNext);
  }
  if (!a.is_object() || a.value("jsonrpc", "") != "2.0" || !a.contains("id") ||
      a.contains("result") == a.contains("error"))
    bm::fuzz::finding("serve_fuzzer", "an answer is not a JSON-RPC response: " + answer.substr(0, 200), kNext);
  if (a.contains("error")) {
    const nlohmann::json& e = a["error"];
    if (!e.is_object() || !e.contains("code") || !e["code"].is_number_integer() || !e.contains("message"))
      bm::fuzz::finding("serve_fuzzer", "an error answer without code and message: " + answer.substr(0, 200), kNext);
    if (e["code"] == bm::serve::kInternalError)
      bm::fuzz::finding("serve_fuzzer",
                        "internal error answering " + line.substr(0, 200) + ": " + e.value("message", ""), kNext);
  }
}

// An id as dump writes it: an integer, a string, or (an error answer to a line without one) null.
bool plain_id(std::string_view id) {
  if (id == "null") return true;
  if (!id.empty() && id.front() == '"') return id.size() >= 2 && id.back() == '"';
  return !id.empty() && id.find_first_not_of("-0123456789") == std::string_view::npos;
}

// Whether the answer is, by its envelope, a response this check needs to read no further:
// nlohmann's dump of {"id":ID,"jsonrpc":"2.0","result":VALUE} (keys sorted), or of
// {"error":{"code":C,["data":D,]"message":"M"},"id":ID,"jsonrpc":"2.0"} with C not -32603.
// Quotes inside a dumped string are escaped, so a marker with its quotes is never inside one.
bool envelope_ok(std::string_view a) {
  constexpr std::string_view kResult = "{\"id\":", kResultKeys = ",\"jsonrpc\":\"2.0\",\"result\":";
  constexpr std::string_view kError = "{\"error\":{\"code\":", kId = "},\"id\":", kTail = ",\"jsonrpc\":\"2.0\"}";
  if (a.starts_with(kResult)) {
    const std::size_t keys = a.find(kResultKeys);
    if (keys == std::string_view::npos || !plain_id(a.substr(kResult.size(), keys - kResult.size()))) return false;
    const std::string_view value = a.substr(keys + kResultKeys.size());
    // apply's own text ({"decision":...,"events":...}: the engine's event writer, not nlohmann's)
    // is read whole.
    return value.size() >= 2 && a.back() == '}' && !value.starts_with("{\"decision\":");
  }
  if (!a.starts_with(kError) || !a.ends_with(kTail)) return false;
  const std::size_t comma = a.find(',', kError.size()), id = a.rfind(kId);
  if (comma == std::string_view::npos || id == std::string_view::npos || id < comma) return false;
  const std::string_view code = a.substr(kError.size(), comma - kError.size());
  return code != "-32603" && code.find_first_not_of("-0123456789") == std::string_view::npos && !code.empty() &&
         a.find("\"message\":\"", comma) < id &&
         plain_id(a.substr(id + kId.size(), a.size() - kTail.size() - id - kId.size()));
}

// The check of one answer. Server::handle writes it as nlohmann's dump of a response object,
// valid JSON by construction, or, on the fast path of `apply`, around bm's own text of the
// result. Re-parsing every answer was about a fifth of the fuzzer's time (a `cards` or view
// answer is up to 100 KiB), so an answer whose envelope says it is fine (envelope_ok) is not
// parsed; any other (apply's text, an internal error, anything unexpected) is parsed whole and
// read as before (docs/decisions.md).
void check_answer(const std::string& line, const std::string& answer) {
  if (answer.find('\n') != std::string::npos) bm::fuzz::finding("serve_fuzzer", "an answer spans lines", kNext);
  if (!envelope_ok(answer)) check_parsed(line, answer);
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
