#pragma once
// Helpers for the Super Boss Monster and solo per-rule tests (tests/rules/super_*_test.cpp,
// tests/rules/solo_*_test.cpp). They only arrange situations and drive plain decisions;
// every expected value stays in the tests, derived from the rules digest
// (docs/rules/: S-*, SO-*, IP-8..IP-13) and the research notes
// (docs/research/super-solo-notes.md, worked examples in section 1.5).
#include <functional>
#include <initializer_list>
#include <string>
#include <vector>

#include "bm/cards/card_set.hpp"
#include "rules/rule_helpers.hpp"

namespace bm::rules_test {

using bm::test::sorted;

// Heroes of the built-in classic set used by the Super tests (treasure, health).
inline const std::string kCleric4 = "BM056", kCleric6 = "BM058", kCleric8 = "BM060";
inline const std::string kFighter4 = "BM062", kFighter6 = "BM064", kFighter8 = "BM066";
inline const std::string kMage4 = "BM068", kMage6 = "BM070", kMage8 = "BM072";
inline const std::string kThief4 = "BM074", kThief6 = "BM076", kThief8 = "BM078";

// A Super / solo game played through its setup (S-3..S-5: each player keeps the first boss
// dealt, keeps the hand, builds nothing) up to round 1's first market pick, then cleared:
// empty hands, dungeons, city, landmarks, market, minions. Bosses as given (seat order);
// the first-player marker on seat 0, order clockwise (S-7). Call a start_* jump next.
inline Scenario super_board(const Ruleset& r, std::initializer_list<std::string> bosses, std::uint64_t seed = 11,
                            const CardSet* cs = nullptr) {
  const int n = static_cast<int>(bosses.size());
  Scenario sc = cs ? Scenario(*cs, r, n, seed) : Scenario(r, n, seed);
  sc.finish_super_setup();
  sc.clear_board();
  int p = 0;
  for (const auto& b : bosses) sc.set_boss(p++, b);
  sc.set_first_player(0);
  return sc;
}
inline Scenario super_board(const std::string& preset_name, std::initializer_list<std::string> bosses,
                            std::uint64_t seed = 11, const CardSet* cs = nullptr) {
  return super_board(preset(preset_name), bosses, seed, cs);
}

// Runs the given tasks (in execution order) and then stops at a harmless pause so that the
// state right after them can be inspected (the pause is a boss-choice decision with nothing
// to choose: never continue a scenario past it; start another jump instead).
inline void run_then_pause(Scenario& sc, std::initializer_list<TaskKind> in_order, Phase phase) {
  std::vector<Task> agenda;
  agenda.push_back(task(TaskKind::choose_boss, 0));  // the pause
  std::vector<TaskKind> kinds(in_order);
  for (auto it = kinds.rbegin(); it != kinds.rend(); ++it) agenda.push_back(task(*it));
  run_agenda(sc, agenda, phase);
}
inline bool paused(const Scenario& sc) { return !sc.s.over && sc.s.decision.kind == DecisionKind::choose_boss; }

// The readable form of p's legal actions of one type ("place_minion", "cast", ...).
inline std::vector<json> legal_of(const Scenario& sc, const std::string& type) {
  std::vector<json> out;
  for (const auto& j : sc.legal_json())
    if (j["type"] == type) out.push_back(j);
  return out;
}

// The place_minion action on a board space ("hideout.treasure").
inline json minion_on(const std::string& space) { return json{{"type", "place_minion"}, {"space", space}}; }
// The place_minion action on the player's own room `card` at stack `stack` (S-BOARD-5).
inline json minion_on_room(const std::string& card, int stack) {
  return json{{"type", "place_minion"}, {"space", "room"}, {"card", card}, {"stack", stack}};
}

// Plays on with plain choices until `stop` holds or the game ends: passes every window,
// cancel window and build turn, keeps the hand, takes the first market card, places the
// minion on the first legal space that is not a summon space (else the first one) and answers
// every other question with its first option. Returns false when the game ended.
inline bool autoplay_until(Scenario& sc, const std::function<bool(const Scenario&)>& stop) {
  for (int guard = 0; guard < 20000; ++guard) {
    if (sc.s.over) return false;
    if (stop(sc)) return true;
    const auto legal = sc.legal();
    if (legal.empty()) throw std::runtime_error("autoplay_until: no legal action");
    const Action* pick = nullptr;
    for (const auto& a : legal)
      if (!pick && (a.type == ActionType::pass || a.type == ActionType::pass_build || a.type == ActionType::keep))
        pick = &a;
    if (!pick && sc.s.decision.kind == DecisionKind::place_minion) {
      for (std::size_t i = 0; i < legal.size() && !pick; ++i) {
        const json j = action_to_json(sc.cards, legal[i], &sc.engine.board());
        const std::string space = j.value("space", std::string());
        if (space.find("summon") == std::string::npos) pick = &legal[i];
      }
    }
    if (!pick) pick = &legal.front();
    sc.engine.apply(sc.s, *pick, &sc.events);
  }
  throw std::runtime_error("autoplay_until: no progress");
}

// Plays on (autoplay_until) until the current round `r` is over or the game ends.
inline void autoplay_round(Scenario& sc, int r) {
  autoplay_until(sc, [r](const Scenario& x) { return x.s.round > r; });
}

// The end reason of a finished game ("S-END-2.souls", "SO-6.tavern", ...).
inline std::string end_reason(const Scenario& sc) { return end_reason_name(static_cast<EndReason>(sc.s.end_rule)); }

// The health bonus of the hero waiting at p's entrance (S-TOK-3 health tokens), or -99.
inline int entrance_bonus(const Scenario& sc, int p, const std::string& hero) {
  for (const auto& w : sc.s.players[static_cast<std::size_t>(p)].entrance)
    if (sc.cards.id_of(w.hero) == hero) return w.health_bonus;
  return -99;
}

// p's treasure value of type t as bait counts it (rooms + boss + treasure spaces, G-15).
inline int treasure_of(Scenario& sc, int p, int t) {
  detail::Ctx c{sc.cards, sc.rules, sc.s, nullptr, nullptr, sc.engine.board()};
  return detail::treasure_value(c, p, t);
}

inline std::vector<std::string> ids_of(std::initializer_list<std::string> v) { return std::vector<std::string>(v); }

}  // namespace bm::rules_test
