#pragma once
// A foreign-format log line written as bm writes it, read with simdjson's
// On-Demand API: only a fast path for the replayer. The text it produces is exactly what
// nlohmann::json::dump() writes for parse_json_text's value of the same line, and it produces
// one only for lines that parse_json_text accepts; on anything it is not sure of (a simdjson
// error, a duplicate key, deeper than kMaxDepth levels, an escape or a non-ASCII byte in a
// string, a number that is not a plain integer of at most 18 digits, a top level that is not
// an object) it says no and the caller takes the nlohmann path, whose verdicts and messages
// are the only ones (bad input never depends on this reader).
#include <memory>
#include <string>
#include <string_view>

namespace bm {

class CanonicalJson {
 public:
  // False when built without simdjson (BM_SIMDJSON off, the WebAssembly build).
  static bool available();
  // The calling thread's reader, shared by the replayer's header cache and fast path (one per
  // thread: its buffers and simdjson's parser are sized once, not once a log); nullptr when
  // simdjson is not available, not `wanted` (ReplayOptions::simdjson) or turned off by the
  // environment variable BM_NO_SIMDJSON (a measuring and test aid). Verdicts are the same
  // either way.
  static CanonicalJson* for_this_thread(bool wanted);
  CanonicalJson();
  ~CanonicalJson();
  CanonicalJson(const CanonicalJson&) = delete;
  CanonicalJson& operator=(const CanonicalJson&) = delete;
  // `out` = the compact, key-sorted text of the JSON object `text`; false: not sure (out unspecified).
  bool write(std::string_view text, std::string& out);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace bm
