#pragma once
// Positions (docs/protocol.md#positions) written from an arranged Scenario, for the tests of
// start_from_position: what the players and the table show, by design id, decks top card first.
#include <algorithm>
#include <string>

#include <nlohmann/json.hpp>

#include "bm/state/snapshot.hpp"
#include "support/scenario.hpp"

namespace bm::test {

// A snapshot's card instance ("BM062#1") as a position names it: its design id ("BM062").
inline std::string design_of_copy(const nlohmann::json& card) {
  const std::string id = card.get<std::string>();
  return id.substr(0, id.find('#'));
}

inline nlohmann::json designs_of_copies(const nlohmann::json& cards, bool top_first) {
  nlohmann::json out = nlohmann::json::array();
  for (const nlohmann::json& c : cards) out.push_back(design_of_copy(c));
  if (top_first) std::reverse(out.begin(), out.end());  // a snapshot keeps a deck's top last
  return out;
}

// The zones of an arranged classic Scenario (one room a stack, nobody scored) as a position at the
// start of `phase` in round 1.
inline nlohmann::json position_of(const Scenario& sc, const std::string& phase) {
  const nlohmann::json st = bm::state_to_json(sc.engine, sc.s);
  nlohmann::json players = nlohmann::json::array();
  for (const nlohmann::json& pl : st["players"]) {
    nlohmann::json dungeon = nlohmann::json::array();
    for (const nlohmann::json& r : pl["dungeon"]) dungeon.push_back({{"cards", designs_of_copies(r["cards"], false)}});
    nlohmann::json entrance = nlohmann::json::array();
    for (const nlohmann::json& w : pl["entrance"]) entrance.push_back(design_of_copy(w["hero"]));
    players.push_back({{"boss", design_of_copy(pl["boss"])},
                       {"hand", designs_of_copies(pl["hand"], false)},
                       {"dungeon", dungeon},
                       {"entrance", entrance}});
  }
  return {{"round", 1},
          {"phase", phase},
          {"order", st["order"]},
          {"players", players},
          {"decks",
           {{"bosses", designs_of_copies(st["boss_deck"], true)},
            {"rooms", designs_of_copies(st["room_deck"], true)},
            {"spells", designs_of_copies(st["spell_deck"], true)},
            {"ordinary_heroes", designs_of_copies(st["ordinary_heroes"], true)},
            {"epic_heroes", designs_of_copies(st["epic_heroes"], true)}}},
          {"discard", designs_of_copies(st["discard"], true)},
          {"town", designs_of_copies(st["town"], false)},
          {"out_of_game", designs_of_copies(st["out_of_game"], false)}};
}

}  // namespace bm::test
