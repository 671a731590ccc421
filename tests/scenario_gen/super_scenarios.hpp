#pragma once
// Helpers shared by the Super and solo scenario generators (gen_super_round.cpp, gen_solo.cpp):
// classic hero ids by treasure and health, a cleared Super board, scoring-area filler, and a
// plain recorded play-on. The harness's own Super helpers (tests/rules/super_helpers.hpp) use
// GoogleTest assertions, which a generator has no test to report to.
#include <functional>
#include <initializer_list>
#include <stdexcept>
#include <string>

#include "bm/cards/card_set.hpp"
#include "scenario_gen/scenario_writer.hpp"

namespace bm::test::super_scen {

using nlohmann::json;

// Heroes of the built-in classic set (treasure, health).
inline const std::string kCleric4 = "BM056", kCleric6 = "BM058", kCleric8 = "BM060";
inline const std::string kFighter4 = "BM062", kFighter6 = "BM064", kFighter8 = "BM066";
inline const std::string kMage4 = "BM068", kMage6 = "BM070", kMage8 = "BM072";
inline const std::string kThief4 = "BM074", kThief6 = "BM076", kThief8 = "BM078";

inline Ruleset preset(const std::string& name) {
  Ruleset r;
  if (!bm::find_preset(name, r)) throw std::runtime_error("no preset " + name);
  return r;
}

// A Super game played through its setup (each player keeps the first boss dealt, builds
// nothing first) to round 1's first market pick, then cleared: no hands, dungeons, city,
// landmarks, market or minions. Bosses by seat; the first-player marker on seat 0 (S-7).
inline Scenario super_board(const Ruleset& r, std::initializer_list<std::string> bosses,
                            const bm::CardSet* cs = nullptr, std::uint64_t seed = 11) {
  const int n = static_cast<int>(bosses.size());
  Scenario sc = cs ? Scenario(*cs, r, n, seed) : Scenario(r, n, seed);
  sc.finish_super_setup();
  sc.clear_board();
  int p = 0;
  for (const auto& b : bosses) sc.set_boss(p++, b);
  sc.set_first_player(0);
  return sc;
}

inline const bm::CardSet& syn() { return bm::builtin_synthetic_super_cards(); }

// Gives p heroes in the scoring area worth `souls` souls and `wounds` wounds, from heroes
// nobody holds (epic heroes count 2, ordinary 1).
inline void give(Scenario& sc, int p, int souls, int wounds, std::initializer_list<std::string> avoid = {}) {
  auto used = [&](const std::string& id) {
    for (const auto& a : avoid)
      if (a == id) return true;
    const int c = sc.card(id);
    for (const auto& pl : sc.s.players) {
      for (const auto& h : pl.score)
        if (h.hero == c) return true;
      for (const auto& w : pl.entrance)
        if (w.hero == c) return true;
    }
    for (int t : sc.s.town)
      if (t == c) return true;
    return false;
  };
  auto pick = [&](bool epic) -> std::string {
    for (int n = 96; n >= 56; --n) {  // from the end: the heroes the scenarios arrange are low numbers
      const std::string id = "BM0" + std::to_string(n);
      if (sc.cards.of(sc.card(id)).is_epic() == epic && !used(id)) return id;
    }
    return "";
  };
  for (const bool soul : {true, false}) {
    int left = soul ? souls : wounds;
    while (left > 0) {
      std::string id = left >= 2 ? pick(true) : pick(false);
      if (id.empty()) id = pick(left < 2);
      if (id.empty()) throw std::runtime_error("give: out of heroes");
      sc.add_score(p, id, soul);
      left -= sc.cards.of(sc.card(id)).souls;
    }
  }
}

// Plays on with plain decisions (recorded): passes, takes the first market card, places the
// minion on the first legal space that is not a summon space. Stops when `stop` holds or the
// game ends.
inline void play_until(ScenarioWriter& w, Scenario& sc, const std::function<bool(const bm::GameState&)>& stop) {
  for (int guard = 0; guard < 1000; ++guard) {
    if (!w.pass_until(stop)) return;
    if (stop(sc.s)) return;
    json pick;
    for (json j : sc.legal_json()) {
      j.erase("player");
      const std::string type = j.value("type", std::string());
      if (type == "market_pick" && pick.is_null()) pick = j;
      const std::string space = j.value("space", std::string());
      if (type == "place_minion" && pick.is_null() && space.size() > 9 && space.substr(space.size() - 9) == ".treasure")
        pick = j;
    }
    if (pick.is_null()) throw std::runtime_error("play_until: unexpected decision " + sc.engine.decision_name(sc.s));
    w.act(pick);
  }
  throw std::runtime_error("play_until: no progress");
}
inline bool over(const bm::GameState& s) { return s.over; }

}  // namespace bm::test::super_scen
