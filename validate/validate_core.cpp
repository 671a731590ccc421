// bm validate's core, shared by the command line and the WebAssembly referee (validate_core.hpp).
#include "bm/validate/validate_core.hpp"

#include <memory>

#include "bm/checker/game_checker.hpp"

namespace bm::validate {

void use_game_checker(ReplayOptions& ro) {
  ro.monitor = [](const Engine& e) { return std::unique_ptr<GameMonitor>(new GameChecker(e)); };
}

ReplayOptions replay_options(const Options& o) {
  ReplayOptions ro;
  ro.cards = o.cards;
  ro.board = o.board;  // none: the built-in board for the families that play on one
  ro.check_always = o.check;
  ro.set = o.set;
  ro.require_result = !o.allow_incomplete;
  ro.implicit_passes = o.implicit_passes;
  use_game_checker(ro);
  return ro;
}

Verdict verdict_of(const ReplayVerdict& v) {
  if (v.ok) return Verdict::valid;
  if (v.input_error) return Verdict::invalid;
  return v.what == ReplayWhat::incomplete ? Verdict::incomplete : Verdict::divergent;
}

const char* verdict_name(Verdict k) {
  switch (k) {
    case Verdict::valid: return "valid";
    case Verdict::divergent: return "divergent";
    case Verdict::incomplete: return "incomplete";
    case Verdict::invalid: return "invalid";
  }
  return "invalid";
}

nlohmann::json report_entry(const std::string& path, const ReplayVerdict& v) {
  const Verdict k = verdict_of(v);
  nlohmann::json j = v.to_json();
  j["path"] = path;
  j["file"] = path;
  j["verdict"] = verdict_name(k);
  j["actions"] = v.actions;
  if (v.ok) {
    j["message"] = "valid: " + std::to_string(v.actions) + " actions" +
                   (v.result_line ? ", result line checked" : ", no result line (--allow-incomplete)");
    j["line"] = nullptr;
  }
  // The rule the log breaks: the first rule ID of a divergence's message (an illegal action's
  // own rule first); an incomplete or invalid log breaks no game rule.
  j["rule"] = k == Verdict::divergent && !v.rules.empty() ? nlohmann::json(v.rules.front()) : nlohmann::json(nullptr);
  if (!j.contains("result")) j["result"] = nullptr;
  return j;
}

std::string report_line(const nlohmann::json& entry) {
  return entry.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string validate_json(const std::string& log_text, const std::string& path, const Options& o) {
  return report_line(report_entry(path, replay_log_text(log_text, path, replay_options(o))));
}

}  // namespace bm::validate
