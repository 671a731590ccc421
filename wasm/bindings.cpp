// The WebAssembly referee's C ABI (docs/web.md): clients/wasm/ wraps it as
// createReferee(). One call = one export `bm_NAME(referee, a, a_len, b, b_len)` over a referee
// handle and two byte strings; its answer (or its error message) stays in one buffer until the
// next call, read with bm_out_data() and bm_out_size(). Returns 0 on success, 1 when the answer
// is an error message (bad use of the API; the JavaScript side throws it).
//
// One module serves any number of referees: bm_open makes one (its own `bm serve`: its games
// and the handshake's limits, as one `bm serve` process) and answers its handle, bm_close
// forgets it and everything it holds, so a host that creates and drops referees does not grow.
// The exports that hold no state (validate, steps, signature, version, referees) ignore the handle.
//
// To add an export: one function here, its name in wasm/CMakeLists.txt (BM_WASM_EXPORTS) and
// one method in clients/wasm/referee.cjs.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <map>
#include <memory>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"
#include "bm/rules/ruleset.hpp"
#include "bm/play/bench_signature.hpp"
#include "bm/serve/server.hpp"
#include "bm/validate/validate_core.hpp"
#include "bm/steps/steps.hpp"

namespace {

std::string g_out;  // the last call's answer

// The open referees by handle, each one `bm serve`.
std::map<std::uint32_t, std::unique_ptr<bm::serve::Server>> g_referees;
std::uint32_t g_last_handle = 0;

bm::serve::Server& referee(std::uint32_t handle) {
  const auto it = g_referees.find(handle);
  if (it == g_referees.end())
    throw bm::InputError("referee " + std::to_string(handle) + " is not open (disposed, or never opened)");
  return *it->second;
}

std::string_view view(const char* p, std::size_t n) { return n == 0 ? std::string_view() : std::string_view(p, n); }

// validate()'s options (docs/web.md#the-api): the verdict-changing options of `bm validate`, as
// a JSON object. The card set and the board are those `start` takes (docs/protocol.md#start): a
// built-in one by name, or the object itself, as `bm validate --cards FILE` / `--board FILE`
// read it from a file.
struct ValidateRequest {
  bm::validate::Options o;
  std::string name = "log.jsonl";
  bm::CardSet cards;   // o.cards points here when the caller sent a card-set object
  bm::BoardDef board;  // o.board points here when the caller sent a board object
};

void read_validate_options(std::string_view text, ValidateRequest& r) {
  bm::validate::Options& o = r.o;
  if (text.empty()) return;
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
      r.name = value.get<std::string>();
    } else if (key == "set") {
      // As `bm validate --set OPTION=VALUE` (the one setting parser, engine/rules/ruleset.cpp).
      if (!value.is_array()) throw bm::InputError("validate options: 'set' is an array of \"OPTION=VALUE\" strings");
      for (const auto& s : value) {
        if (!s.is_string()) throw bm::InputError("validate options: 'set' is an array of \"OPTION=VALUE\" strings");
        o.set.push_back(bm::parse_option_setting(s.get<std::string>()));
      }
    } else if (key == "cards") {
      if (value.is_string()) {
        o.cards = bm::find_builtin_card_set(value.get<std::string>());
        if (!o.cards)
          throw bm::InputError("validate options: cards '" + value.get<std::string>() +
                               "': no such built-in card set (or give a card-set object)");
      } else if (value.is_object()) {
        r.cards = bm::load_card_set(value, "validate options: cards");
        o.cards = &r.cards;
      } else {
        throw bm::InputError("validate options: 'cards' must be a built-in card set id or a card-set object");
      }
    } else if (key == "board") {
      if (value.is_string() && value.get<std::string>() == bm::builtin_super_board().id) {
        o.board = &bm::builtin_super_board();
      } else if (value.is_object()) {
        r.board = bm::load_board(value, "validate options: board");
        o.board = &r.board;
      } else {
        throw bm::InputError("validate options: 'board' must be \"" + bm::builtin_super_board().id +
                             "\" or a board object");
      }
    } else {
      throw bm::InputError("validate options: unknown option '" + key +
                           "' (check, allow_incomplete, implicit_passes, set, cards, board, name)");
    }
  }
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

// A new referee, its own `bm serve` with no games -> its handle, as decimal text.
int bm_open(std::uint32_t, const char*, std::size_t, const char*, std::size_t) {
  return guarded([] {
    // Handles are never reused, so a stale handle can never reach another referee's games.
    if (g_last_handle == UINT32_MAX) throw bm::InputError("this module has opened 2^32-1 referees: load a new one");
    g_referees.emplace(++g_last_handle, std::make_unique<bm::serve::Server>());
    return std::to_string(g_last_handle);
  });
}

// Forgets a referee and every game it holds.
int bm_close(std::uint32_t handle, const char*, std::size_t, const char*, std::size_t) {
  return guarded([&] {
    referee(handle);  // refuses a handle that is not open
    g_referees.erase(handle);
    return std::string();
  });
}

// The number of referees open in this module, as decimal text: what a host that creates and
// drops referees checks to see that they are freed.
int bm_referees(std::uint32_t, const char*, std::size_t, const char*, std::size_t) {
  return guarded([] { return std::to_string(g_referees.size()); });
}

// One request line -> the answer line the referee's `bm serve` writes for it (without the
// newline; "" for a blank line, which bm serve does not answer).
int bm_request(std::uint32_t handle, const char* line, std::size_t n, const char*, std::size_t) {
  return guarded([&] { return referee(handle).answer_line(view(line, n)); });
}

// A log's text and validate()'s options -> the `bm validate --json` report entry for that log.
int bm_validate(std::uint32_t, const char* log, std::size_t n, const char* options, std::size_t m) {
  return guarded([&] {
    ValidateRequest r;
    read_validate_options(view(options, m), r);
    return bm::validate::validate_json(std::string(log, n), r.name, r.o);
  });
}

// The determinism signature (engine/include/bm/play/bench_signature.hpp), as `bm bench --signature` computes it.
int bm_signature(std::uint32_t, const char*, std::size_t, const char*, std::size_t) {
  return guarded([] {
    const bm::SignatureResult r = bm::bench_signature();
    return nlohmann::json{{"signature", bm::hex64(r.signature)}, {"games", r.games}, {"actions", r.actions}}.dump();
  });
}

// A log's text and {"name"} -> the replay viewer's steps (steps/steps.hpp): every
// step's state, legal actions and events in words, and the first divergence with its rules.
int bm_steps(std::uint32_t, const char* log, std::size_t n, const char* options, std::size_t m) {
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
int bm_version(std::uint32_t, const char*, std::size_t, const char*, std::size_t) {
  return guarded([] { return std::string(BM_VERSION); });
}

}  // extern "C"
