#include "bm/checker/failure_log.hpp"

#include <sstream>

#include "bm/core/file_write.hpp"
#include "bm/log/log_writer.hpp"

namespace bm {

using nlohmann::json;

json violation_annotation(const Violation& v, const FoundBy& found, const ShrinkStats* shrink) {
  json rules = json::array();
  std::string r = v.rules;
  for (std::size_t at = 0; at < r.size();) {
    std::size_t end = r.find(", ", at);
    if (end == std::string::npos) end = r.size();
    if (end > at) rules.push_back(r.substr(at, end - at));
    at = end + 2;
  }
  json j{{"invariant", v.invariant}, {"rules", rules},   {"message", v.message},
         {"action", v.action},       {"round", v.round}, {"phase", v.phase}};
  j["found"] = {{"ruleset", found.ruleset}, {"players", found.players}, {"seed", found.seed},
                {"policy", found.policy},   {"game", found.game},       {"actions", found.actions}};
  if (shrink) j["shrink"] = {{"attempts", shrink->attempts}};
  return j;
}

namespace {

std::string failure_log_text(const CardSet& cards, const BoardDef& board, const FailingGame& g,
                             const json& annotation) {
  std::ostringstream out;
  {
    const Engine engine(cards, g.rules, board);
    LogWriter log(out, engine);
    log.header(g.seed, g.players, annotation);
    EventSink events;
    GameState s = engine.start(g.players, g.seed, &events);
    log.setup(s, events);
    for (std::uint32_t want : g.choices) {
      if (s.over) break;
      const auto legal = engine.legal_actions(s);
      if (legal.empty()) break;
      const Action a = legal[want % static_cast<std::uint32_t>(legal.size())];
      events.clear();
      const int round = s.round;
      const Phase phase = s.phase;
      engine.apply(s, a, &events);
      log.action(round, phase, a, s, events);
    }
    if (s.over) log.result(s);
  }
  return out.str();
}

}  // namespace

void write_failure_log(const std::string& path, const CardSet& cards, const BoardDef& board, const FailingGame& g,
                       const json& annotation) {
  write_file_atomic(path, failure_log_text(cards, board, g, annotation));
}

void write_failure_log(OutputDir& dir, const std::string& name, const CardSet& cards, const BoardDef& board,
                       const FailingGame& g, const json& annotation) {
  dir.write_file(name, failure_log_text(cards, board, g, annotation));
}

}  // namespace bm
