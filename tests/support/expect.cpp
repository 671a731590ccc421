#include "support/expect.hpp"

#include <gtest/gtest.h>

namespace bm::test {

std::vector<json> all_events(const Scenario& sc) {
  std::vector<json> out;
  for (const auto& e : sc.events) out.push_back(event_to_json(sc.cards, e));
  return out;
}

int event_count(const Scenario& sc) { return static_cast<int>(sc.events.size()); }

bool matches(const json& j, const std::string& type, const json& fields) {
  if (j["e"] != type) return false;
  for (auto it = fields.begin(); it != fields.end(); ++it)
    if (!j.contains(it.key()) || j[it.key()] != it.value()) return false;
  return true;
}

int find_event(const Scenario& sc, const std::string& type, const json& fields, int from) {
  const auto ev = all_events(sc);
  for (int i = std::max(from, 0); i < static_cast<int>(ev.size()); ++i)
    if (matches(ev[static_cast<std::size_t>(i)], type, fields)) return i;
  return -1;
}

int count_events(const Scenario& sc, const std::string& type, const json& fields, int from, int to) {
  const auto ev = all_events(sc);
  const int end = to < 0 ? static_cast<int>(ev.size()) : std::min(to, static_cast<int>(ev.size()));
  int n = 0;
  for (int i = std::max(from, 0); i < end; ++i) n += matches(ev[static_cast<std::size_t>(i)], type, fields) ? 1 : 0;
  return n;
}

std::vector<json> events_since(const Scenario& sc, std::size_t from, const std::string& type, const json& fields) {
  std::vector<json> out;
  for (std::size_t i = from; i < sc.events.size(); ++i) {
    json j = event_to_json(sc.cards, sc.events[i]);
    if (matches(j, type, fields)) out.push_back(j);
  }
  return out;
}

std::vector<json> events_this_round(const Scenario& sc, std::size_t from, const std::string& type) {
  std::vector<json> out;
  for (std::size_t i = from; i < sc.events.size(); ++i) {
    json j = event_to_json(sc.cards, sc.events[i]);
    if (j["e"] == "round_start") break;
    if (j["e"] == type) out.push_back(j);
  }
  return out;
}

std::vector<std::string> hand_in_round(const Scenario& sc, int p, int r) {
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

std::string end_reason(const Scenario& sc) { return end_reason_name(static_cast<EndReason>(sc.s.end_rule)); }

namespace {
const WaitingHero* waiting_at(const Scenario& sc, int p, const std::string& hero) {
  for (const auto& w : sc.s.players[static_cast<std::size_t>(p)].entrance)
    if (sc.cards.id_of(w.hero) == hero) return &w;
  return nullptr;
}
}  // namespace

int entrance_bonus(const Scenario& sc, int p, const std::string& hero) {
  const WaitingHero* w = waiting_at(sc, p, hero);
  return w ? w->health_bonus : -99;
}

int entrance_damage(const Scenario& sc, int p, const std::string& hero) {
  const WaitingHero* w = waiting_at(sc, p, hero);
  return w ? w->damage : -99;
}

int treasure_of(Scenario& sc, int p, int t) {
  detail::Ctx c{sc.cards, sc.rules, sc.s, nullptr, nullptr, sc.engine.board()};
  return detail::treasure_value(c, p, t);
}

int item_of(const Scenario& sc, const std::string& hero) { return detail::item_of_hero(sc.s, sc.card(hero)); }

bool asked_to_level_up(const Scenario& sc, const std::string& boss) {
  return sc.decision() == bm::DecisionKind::choose && sc.saw("level_up", {{"player", 0}, {"card", boss}});
}

void expect_only_the_carrier_gets_through(const Scenario& sc, const std::string& hero, bool carried,
                                          const std::vector<int>& with, const std::vector<int>& without) {
  EXPECT_EQ(sc.damage_to(hero), carried ? with : without);
  EXPECT_EQ(sc.score_ids(0, false), carried ? ids_of({hero}) : Ids{});
}

void expect_freeze_cancelled(const Scenario& sc, bool used) {
  EXPECT_EQ(sc.saw("cancelled", {{"player", 1}, {"card", "BM046"}}), used);
  EXPECT_EQ(sc.damage_to(kFighter6), used ? (std::vector<int>{3, 4}) : (std::vector<int>{3, 0}));
  EXPECT_EQ(sc.score_ids(0, true), used ? ids_of({kFighter6}) : Ids{});
  EXPECT_EQ(sc.score_ids(0, false), used ? Ids{} : ids_of({kFighter6}));
}

}  // namespace bm::test
