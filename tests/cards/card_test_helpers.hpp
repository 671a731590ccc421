#pragma once
// Small header-only helpers shared by the per-card scenarios in tests/cards (spells, Level
// Ups, heroes). They only read the Scenario; arranging and driving stay in tests/support.
#include <algorithm>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "support/scenario.hpp"

namespace bm::test::cards {

using bm::test::sorted;

using nlohmann::json;

inline bool has(const std::vector<std::string>& v, const std::string& id) {
  return std::find(v.begin(), v.end(), id) != v.end();
}

// Events of `type` whose fields include `fields`, from event index `from` on.
inline std::vector<json> events_since(const Scenario& sc, std::size_t from, const std::string& type,
                                      const json& fields = json::object()) {
  std::vector<json> out;
  for (std::size_t i = from; i < sc.events.size(); ++i) {
    json j = event_to_json(sc.cards, sc.events[i]);
    if (j["e"] != type) continue;
    bool ok = true;
    for (auto it = fields.begin(); it != fields.end(); ++it)
      ok = ok && j.contains(it.key()) && j[it.key()] == it.value();
    if (ok) out.push_back(j);
  }
  return out;
}

// Index of the first matching event, or -1.
inline long event_index(const Scenario& sc, const std::string& type, const json& fields = json::object()) {
  for (std::size_t i = 0; i < sc.events.size(); ++i) {
    json j = event_to_json(sc.cards, sc.events[i]);
    if (j["e"] != type) continue;
    bool ok = true;
    for (auto it = fields.begin(); it != fields.end(); ++it)
      ok = ok && j.contains(it.key()) && j[it.key()] == it.value();
    if (ok) return static_cast<long>(i);
  }
  return -1;
}

// The legal actions (readable form) of one type that name `card`.
inline std::vector<json> legal_with(const Scenario& sc, const std::string& type, const std::string& card) {
  std::vector<json> out;
  for (const auto& j : sc.legal_json())
    if (j["type"] == type && j.contains("card") && j["card"] == card) out.push_back(j);
  return out;
}

// p's hand as it was before the beginning phase of round r + 1 (C-7 draws removed).
inline std::vector<std::string> hand_in_round(const Scenario& sc, int p, int r) {
  std::vector<std::string> hand = sc.hand_ids(p);
  bool later = false;
  for (const auto& e : sc.events) {
    json j = event_to_json(sc.cards, e);
    if (j["e"] == "round_start" && j["round"].get<int>() > r) later = true;
    if (!later || j["e"] != "draw" || j["player"] != p) continue;
    auto it = std::find(hand.begin(), hand.end(), j["card"].get<std::string>());
    if (it != hand.end()) hand.erase(it);
  }
  return hand;
}

// Stop predicate: player p's own build turn (DecisionKind::build), not a spell window.
inline bool build_turn_of(const Scenario& sc, int p) {
  return sc.to_move() == p && sc.decision() == bm::DecisionKind::build;
}

inline bool choice_pending(const Scenario& sc) { return sc.decision() == bm::DecisionKind::choose; }

// Readable cast actions (engine/log/action_json.cpp).
inline json cast_room(const std::string& spell, int player, const std::string& room, int stack) {
  return json{{"type", "cast"}, {"card", spell}, {"target_player", player}, {"target", room}, {"stack", stack}};
}
inline json cast_hero(const std::string& spell, int player, const std::string& hero) {
  return json{{"type", "cast"}, {"card", spell}, {"target_player", player}, {"target", hero}};
}
inline json cast_plain(const std::string& spell) { return json{{"type", "cast"}, {"card", spell}}; }

}  // namespace bm::test::cards
