#pragma once
// Helpers shared by the room scenario tests (tests/cards/rooms_*_test.cpp). They only arrange,
// drive and read a Scenario; every expected value stays in the tests.
#include <algorithm>
#include <initializer_list>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "support/scenario.hpp"

namespace bm::test::rooms {

using bm::test::sorted;

using nlohmann::json;
using Ids = std::vector<std::string>;

// Sets the bosses seat by seat (Scenario::set_boss recomputes the turn order, C-5/IP-5).
inline void bosses(Scenario& sc, std::initializer_list<std::string> ids) {
  int p = 0;
  for (const auto& id : ids) sc.set_boss(p++, id);
}

inline bool choosing(const Scenario& s) { return s.decision() == bm::DecisionKind::choose; }

// Passes every window / build turn until `a` is legal for the player to move, then takes it.
inline void when_legal(Scenario& sc, const json& a) {
  sc.pass_until([&](const Scenario& s) { return s.can(a); });
  sc.act(a);
}

// Events of `type` from event index `from` up to the next round_start (the current round).
inline std::vector<json> since(const Scenario& sc, std::size_t from, const std::string& type) {
  std::vector<json> out;
  for (std::size_t i = from; i < sc.events.size(); ++i) {
    json j = bm::event_to_json(sc.cards, sc.events[i]);
    if (j["e"] == "round_start") break;
    if (j["e"] == type) out.push_back(j);
  }
  return out;
}

// Passes everything until phase `ph` of the current round is over (at once if it already is).
// The next decision may be in the next round: count draws and the like with since().
inline void finish(Scenario& sc, bm::Phase ph) {
  const int r = sc.s.round;
  sc.pass_until([=](const Scenario& s) { return s.s.phase != ph || s.s.round != r; });
}

// Seat 0 Robobo (400 XP), seat 1 Gorgona (500 XP): seat 1 acts first in every phase (C-5).
inline Scenario two_players(std::uint64_t seed) {
  Scenario sc("classic", 2, seed);
  sc.clear_board();
  bosses(sc, {"BM004", "BM008"});
  return sc;
}

}  // namespace bm::test::rooms
