// The WebAssembly referee's C ABI (issue 33 §1; docs/web.md): clients/wasm/ wraps it as
// createReferee(). One call = one export `bm_NAME(a, a_len, b, b_len)` over two byte strings;
// its answer (or its error message) stays in one buffer until the next call, read with
// bm_out_data() and bm_out_size(). Returns 0 on success, 1 when the answer is an error message
// (bad use of the API; the JavaScript side throws it). The serve state (games) lives in the
// module between calls, as in one `bm serve` process.
//
// To add an export: one function here, its name in wasm/CMakeLists.txt (BM_WASM_EXPORTS) and
// one method in clients/wasm/referee.cjs.
#include <cstddef>
#include <exception>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"
#include "bm/rules/ruleset.hpp"
#include "tools/bm/bench_signature.hpp"
#include "tools/serve/server.hpp"
#include "tools/validate/validate_core.hpp"
#include "bm/steps/steps.hpp"

namespace {

std::string g_out;  // the last call's answer

bm::serve::Server& server() {
  static bm::serve::Server s;  // one `bm serve` for the module's lifetime
  return s;
}

std::string_view view(const char* p, std::size_t n) { return n == 0 ? std::string_view() : std::string_view(p, n); }

// validate()'s options (docs/web.md#the-webassembly-referee): the verdict-changing options of
// `bm validate`, as a JSON object.
bm::validate::Options validate_options(std::string_view text, std::string& name) {
  bm::validate::Options o;
  if (text.empty()) return o;
  const nlohmann::json j = bm::parse_json_text(text, "validate options");
  if (!j.is_object()) throw bm::InputError("validate options: a JSON object");
  for (const auto& [key, value] : j.items()) {
    if (key == "check" || key == "allow_incomplete" || key == "implicit_passes") {
      if (!value.is_boolean()) throw bm::InputError("validate options: '" + key + "' must be true or false");
      (key == "check"              ? o.check
       : key == "allow_incomplete" ? o.allow_incomplete
                                   : o.implicit_passes) = value.get<bool>();
    } else if (key == "name") {
      if (!value.is_string()) throw bm::InputError("validate options: 'name' must be a string");
      name = value.get<std::string>();
    } else if (key == "set") {
      // As `bm validate --set OPTION=VALUE` (the one setting parser, engine/rules/ruleset.cpp).
      if (!value.is_array()) throw bm::InputError("validate options: 'set' is an array of \"OPTION=VALUE\" strings");
      for (const auto& s : value) {
        if (!s.is_string()) throw bm::InputError("validate options: 'set' is an array of \"OPTION=VALUE\" strings");
        o.set.push_back(bm::parse_option_setting(s.get<std::string>()));
      }
    } else {
      throw bm::InputError("validate options: unknown option '" + key +
                           "' (check, allow_incomplete, implicit_passes, set, name)");
    }
  }
  return o;
}

template <class F>
int guarded(F&& f) {
  try {
    g_out = f();
    return 0;
  } catch (const std::exception& e) {
    g_out = e.what();
    return 1;
  }
}

}  // namespace

extern "C" {

const char* bm_out_data() { return g_out.data(); }
std::size_t bm_out_size() { return g_out.size(); }

// One request line -> the answer line `bm serve` writes for it (without the newline; "" for a
// blank line, which bm serve does not answer).
int bm_request(const char* line, std::size_t n, const char*, std::size_t) {
  return guarded([&] { return server().answer_line(view(line, n)); });
}

// A log's text and validate()'s options -> the `bm validate --json` report entry for that log.
int bm_validate(const char* log, std::size_t n, const char* options, std::size_t m) {
  return guarded([&] {
    std::string name = "log.jsonl";
    const bm::validate::Options o = validate_options(view(options, m), name);
    return bm::validate::validate_json(std::string(log, n), name, o);
  });
}

// The determinism signature (tools/bm/bench_signature.hpp), as `bm bench --signature` computes it.
int bm_signature(const char*, std::size_t, const char*, std::size_t) {
  return guarded([] {
    const bm::SignatureResult r = bm::bench_signature();
    return nlohmann::json{{"signature", bm::hex64(r.signature)}, {"games", r.games}, {"actions", r.actions}}.dump();
  });
}

// A log's text and {"name"} -> the replay viewer's steps (steps/steps.hpp; issue 33 §2): every
// step's state, legal actions and events in words, and the first divergence with its rules.
int bm_steps(const char* log, std::size_t n, const char* options, std::size_t m) {
  return guarded([&] {
    std::string name = "log.jsonl";
    if (m > 0) {
      const nlohmann::json j = bm::parse_json_text(view(options, m), "steps options");
      if (!j.is_object()) throw bm::InputError("steps options: a JSON object");
      for (const auto& [key, value] : j.items()) {
        if (key != "name") throw bm::InputError("steps options: unknown option '" + key + "' (name)");
        if (!value.is_string()) throw bm::InputError("steps options: 'name' must be a string");
        name = value.get<std::string>();
      }
    }
    return bm::steps::replay_steps(std::string(log, n), name, bm::ReplayOptions{})
        .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  });
}

// bm's version, as `bm --version` prints it after "bm ".
int bm_version(const char*, std::size_t, const char*, std::size_t) {
  return guarded([] { return std::string(BM_VERSION); });
}

}  // extern "C"
