#include "scenario_gen/scenario_writer.hpp"

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <stdexcept>

#include "bm/core/error.hpp"
#include "bm/log/action_json.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/replay/replay.hpp"
#include "bm/state/snapshot.hpp"
#include "support/refusal.hpp"

namespace bm::test {

using nlohmann::json;

ScenarioWriter::ScenarioWriter(Scenario& sc, std::string name, std::vector<std::string> rules, std::string title,
                               std::string expect)
    : sc_(sc), name_(std::move(name)), chance_(sc.cards, 1) {
  meta_ = {{"rules", rules}, {"title", title}, {"expect", expect}};
}

void ScenarioWriter::begin() {
  if (begun_) throw std::runtime_error(name_ + ": begin() twice");
  begun_ = true;
  header_ = log_header(sc_.engine, 0, sc_.s.num_players, true);
  header_["events"] = "partial";
  header_["engine"] = "bm scenario corpus";
  header_["scenario"] = meta_;
  snapshot_ = {{"type", "snapshot"}, {"state", state_to_json(sc_.engine, sc_.s)}};
}

void ScenarioWriter::check_begun() const {
  if (!begun_) throw std::runtime_error(name_ + ": begin() first");
}

void ScenarioWriter::apply(const Action& a) {
  const Engine& e = sc_.engine;
  Line l;
  l.action = action_to_json(sc_.cards, a, sc_.rules.super_like() ? &e.board() : nullptr);
  l.player = a.player;
  l.round = sc_.s.round;
  l.phase = phase_name(sc_.s.phase);
  EventSink ev;
  e.apply(sc_.s, a, &ev, &chance_);
  for (const auto& x : ev) sc_.events.push_back(x);
  l.chance = chance_.take();
  l.engine_events = events_to_json(sc_.cards, ev);
  lines_.push_back(std::move(l));
}

void ScenarioWriter::act(const json& want) {
  check_begun();
  for (const auto& a : sc_.engine.legal_actions(sc_.s))
    if (action_to_json(sc_.cards, a, sc_.rules.super_like() ? &sc_.engine.board() : nullptr) == want) {
      apply(a);
      return;
    }
  std::string all;
  for (const auto& j : sc_.legal_json()) all += "\n  " + j.dump();
  throw std::runtime_error(name_ + ": action not legal now: " + want.dump() +
                           " (decision: " + sc_.engine.decision_name(sc_.s) + "); legal:" + all);
}

bool ScenarioWriter::pass_until(const std::function<bool(const GameState&)>& stop) {
  check_begun();
  for (int guard = 0; guard < 10000; ++guard) {
    if (sc_.s.over) return false;
    if (stop(sc_.s)) return true;
    const auto legal = sc_.engine.legal_actions(sc_.s);
    const Action* pick = pass_action(legal);
    if (!pick) return true;
    apply(*pick);
  }
  throw std::runtime_error(name_ + ": pass_until made no progress");
}

bool ScenarioWriter::pass_until_phase(Phase p) {
  return pass_until([p](const GameState& s) { return s.phase == p; });
}

void ScenarioWriter::pass_round() {
  const int r = sc_.s.round;
  pass_until([r](const GameState& s) { return s.round > r; });
}

void ScenarioWriter::play_to_end() {
  const auto over = [](const GameState& s) { return s.over; };
  for (int guard = 0; guard < 1000; ++guard) {
    if (!pass_until(over) || sc_.s.over) return;
    json pick;
    for (json j : sc_.legal_json()) {
      j.erase("player");
      const std::string type = j.value("type", std::string());
      if (type == "market_pick" && pick.is_null()) pick = j;
      const std::string space = j.value("space", std::string());
      if (type == "place_minion" && pick.is_null() && space.size() > 9 && space.substr(space.size() - 9) == ".treasure")
        pick = j;
    }
    if (pick.is_null())
      throw std::runtime_error(name_ + ": play_to_end: unexpected decision " + sc_.engine.decision_name(sc_.s));
    act(pick);
  }
  throw std::runtime_error(name_ + ": play_to_end made no progress");
}

void ScenarioWriter::expect(const json& event) {
  check_begun();
  expects_.push_back({lines_.size(), event});
}

void ScenarioWriter::expect_not(const json& event) {
  check_begun();
  absent_.push_back({lines_.size(), event});
}

void ScenarioWriter::expect_result(const json& fields) { result_ = fields; }

void ScenarioWriter::refuse(const json& action) {
  check_begun();
  const std::string rule = meta_["rules"][0].get<std::string>();
  const BoardDef* board = sc_.rules.super_like() ? &sc_.engine.board() : nullptr;
  const Action a = action_from_json(sc_.cards, sc_.s, sc_.s.decision.player, action, name_ + ": refuse", board);
  std::string why;
  try {
    GameState copy = sc_.s;
    sc_.engine.apply(copy, a);
  } catch (const IllegalAction& e) { why = e.what(); }
  if (why.empty())
    throw std::runtime_error(name_ + ": the rules forbid " + action.dump() + " but the engine applied it");
  if (refusal_rule(why) != rule)
    throw std::runtime_error(name_ + ": the engine refuses " + action.dump() + " but does not cite " + rule +
                             " first: " + why);
  header_["scenario"]["refuses"] = {{"action", action}, {"rule", rule}};
  refused_at_ = lines_.size() + 1;
}

void ScenarioWriter::save(const std::string& dir) {
  try {
    write(dir);
  } catch (const std::exception&) {
    // SCEN_DEBUG=1: show every engine event of each recorded decision, to settle whether the
    // engine or the expectation is wrong.
    if (std::getenv("SCEN_DEBUG"))
      for (std::size_t i = 0; i < lines_.size(); ++i)
        std::cerr << "  decision " << i << " " << lines_[i].action.dump() << ": " << lines_[i].engine_events.dump()
                  << "\n";
    throw;
  }
}

void ScenarioWriter::write(const std::string& dir) {
  if (!begun_) throw std::runtime_error(name_ + ": nothing recorded");
  if (lines_.empty()) throw std::runtime_error(name_ + ": a scenario records at least one decision");
  if (refused_at_ && refused_at_ != lines_.size() + 1)
    throw std::runtime_error(name_ + ": refuse() must come after the last decision");
  // Place each expected event on the line where the engine produced it: in the order given,
  // each after the previous one and not before the decision it was stated before.
  std::vector<json> placed(lines_.size(), json::array());
  std::size_t li = 0, ei = 0;
  for (const Expectation& x : expects_) {
    if (li < x.from_line) li = x.from_line, ei = 0;
    bool found = false;
    for (; li < lines_.size() && !found; ++li, ei = 0) {
      const json& have = lines_[li].engine_events;
      for (; ei < have.size() && !found; ++ei)
        if (bm::observed(x.event, have[ei])) {
          found = true;
          placed[li].push_back(x.event);
        }
      if (found) break;  // stay on this line: the next expectation may follow on it
    }
    if (!found)
      throw std::runtime_error(name_ + ": the rules say " + x.event.dump() + " happens (after decision " +
                               std::to_string(x.from_line) +
                               "), but the engine did not produce it there (check the engine, or the reading of " +
                               meta_["rules"].dump() + ")");
  }
  for (const Expectation& x : absent_)
    for (std::size_t k = x.from_line; k < lines_.size(); ++k)
      for (const auto& have : lines_[k].engine_events)
        if (bm::observed(x.event, have))
          throw std::runtime_error(name_ + ": the rules say " + x.event.dump() +
                                   " must not happen, but the engine produced " + have.dump() + " at decision " +
                                   std::to_string(k));
  std::string text = header_.dump() + "\n" + snapshot_.dump() + "\n";
  for (std::size_t i = 0; i < lines_.size(); ++i) {
    json l{{"type", "action"},           {"i", i},
           {"round", lines_[i].round},   {"phase", lines_[i].phase},
           {"player", lines_[i].player}, {"action", lines_[i].action}};
    if (!placed[i].empty()) l["events"] = placed[i];
    if (lines_[i].chance.is_array() && !lines_[i].chance.empty()) l["chance"] = lines_[i].chance;
    text += l.dump() + "\n";
  }
  if (!result_.is_null()) {
    if (!sc_.s.over) throw std::runtime_error(name_ + ": expect_result() but the game is not over");
    json r = result_;
    r["type"] = "result";
    text += r.dump() + "\n";
  }
  ReplayOptions o;
  o.cards = &sc_.cards;
  const ReplayVerdict v = replay_log_text(text, name_ + ".jsonl", o);
  if (!v.ok) throw std::runtime_error(name_ + ": the written scenario does not verify: " + v.to_json().dump());
  const std::string path = dir + "/" + name_ + ".jsonl";
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  if (!f) throw std::runtime_error("cannot write " + path);
  f << text;
}

int run_generator(int argc, char** argv,
                  const std::vector<std::pair<std::string, std::function<void(const std::string&)>>>& all) {
  if (argc != 2) {
    std::cerr << "usage: " << argv[0] << " OUT_DIR   (writes the scenarios of this generator into OUT_DIR)\n";
    return 2;
  }
  int failed = 0;
  for (const auto& [name, make] : all) {
    try {
      make(argv[1]);
      std::cout << "wrote " << name << "\n";
    } catch (const std::exception& e) {
      std::cerr << "FAILED " << name << ": " << e.what() << "\n";
      ++failed;
    }
  }
  std::cout << all.size() - static_cast<std::size_t>(failed) << " passed, " << failed << " failed\n";
  return failed ? 1 : 0;
}

void immortality_end_board(Scenario& sc) {
  for (const char* h : {"BM081", "BM083", "BM085", "BM087", "BM089"}) sc.add_score(0, h, true);  // 10 souls
  for (const char* h : {"BM056", "BM058", "BM060", "BM064"}) sc.add_score(0, h, false);          // 4 wounds
  for (const char* h : {"BM091", "BM093", "BM095"}) sc.add_score(1, h, true);                    // 6 souls
  sc.add_entrance(0, "BM066");                                                                   // the 5th wound
  sc.empty_hero_decks();
  sc.start_build();
}

void expect_immortality_end(ScenarioWriter& w) {
  w.begin();
  w.expect({{"e", "hero_wounds"}, {"player", 0}, {"card", "BM066"}});
  w.expect({{"e", "game_end"}, {"player", 1}, {"end_reason", "C-16.immortality_decks_empty"}});
  w.expect_not({{"e", "eliminated"}});
  w.pass_round();
  w.expect_result({{"winner", 1}, {"end_reason", "C-16.immortality_decks_empty"}});
}

}  // namespace bm::test
