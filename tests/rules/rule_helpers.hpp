#pragma once
// Small helpers shared by the per-rule tests (tests/rules/*_test.cpp). They only arrange
// situations and read events; every expected value stays in the tests, derived from the
// rules and the rulebooks they cite (docs/rules/).
#include <algorithm>
#include <functional>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "bm/core/error.hpp"
#include "support/scenario.hpp"

namespace bm::rules_test {

using bm::test::Scenario;
using nlohmann::json;

inline Ruleset preset(const std::string& name) {
  Ruleset r;
  if (!find_preset(name, r)) throw std::runtime_error("no preset " + name);
  return r;
}

// A cleared board (empty hands, dungeons, town, scores) with one boss per seat.
inline Scenario board(const Ruleset& r, std::initializer_list<std::string> bosses, std::uint64_t seed = 11) {
  Scenario sc(r, static_cast<int>(bosses.size()), seed);
  sc.clear_board();
  int p = 0;
  for (const auto& b : bosses) sc.set_boss(p++, b);
  return sc;
}
inline Scenario board(const std::string& preset_name, std::initializer_list<std::string> bosses,
                      std::uint64_t seed = 11) {
  return board(preset(preset_name), bosses, seed);
}

// Replaces the engine agenda (bottom first) and runs it to the next decision.
inline void run_agenda(Scenario& sc, std::vector<Task> bottom_to_top, Phase phase) {
  sc.s.agenda = std::move(bottom_to_top);
  sc.s.stack.clear();
  sc.s.decision = Decision{};
  sc.s.run = Run{};
  sc.s.phase = phase;
  detail::Ctx c{sc.cards, sc.rules, sc.s, &sc.events, nullptr, sc.engine.board()};
  detail::advance(c);
}

inline Task task(TaskKind kind, int player = -1, int step = 0) {
  Task t;
  t.kind = kind;
  t.player = player;
  t.step = step;
  return t;
}

// The instance of design `id` in p's hand (throws when there is none).
inline int hand_card(const Scenario& sc, int p, const std::string& id) {
  for (int c : sc.s.players[static_cast<std::size_t>(p)].hand)
    if (sc.cards.id_of(c) == id) return c;
  throw std::runtime_error(id + " is not in the hand of player " + std::to_string(p));
}

inline std::vector<json> all_events(const Scenario& sc) {
  std::vector<json> out;
  for (const auto& e : sc.events) out.push_back(event_to_json(sc.cards, e));
  return out;
}

inline bool matches(const json& j, const std::string& type, const json& fields) {
  if (j["e"] != type) return false;
  for (auto it = fields.begin(); it != fields.end(); ++it)
    if (!j.contains(it.key()) || j[it.key()] != it.value()) return false;
  return true;
}

// Index of the first event of `type` with `fields` at or after `from`, or -1.
inline int find_event(const Scenario& sc, const std::string& type, const json& fields = json::object(), int from = 0) {
  const auto ev = all_events(sc);
  for (int i = std::max(from, 0); i < static_cast<int>(ev.size()); ++i)
    if (matches(ev[static_cast<std::size_t>(i)], type, fields)) return i;
  return -1;
}

// Events of `type` with `fields` in [from, to) (to < 0: up to the last event).
inline int count_events(const Scenario& sc, const std::string& type, const json& fields = json::object(), int from = 0,
                        int to = -1) {
  const auto ev = all_events(sc);
  const int end = to < 0 ? static_cast<int>(ev.size()) : std::min(to, static_cast<int>(ev.size()));
  int n = 0;
  for (int i = std::max(from, 0); i < end; ++i) n += matches(ev[static_cast<std::size_t>(i)], type, fields) ? 1 : 0;
  return n;
}

inline int event_count(const Scenario& sc) { return static_cast<int>(sc.events.size()); }

// One pending decision, as the tests record it.
struct Seen {
  DecisionKind kind;
  int player;
  Phase phase;
  bool operator==(const Seen&) const = default;
};
inline std::ostream& operator<<(std::ostream& o, const Seen& d) {
  return o << "{kind " << kind_info(d.kind).name << ", player " << d.player << ", phase " << phase_name(d.phase) << "}";
}

// Like Scenario::pass_until, recording every decision passed.
inline std::vector<Seen> pass_recording(Scenario& sc, const std::function<bool(const Scenario&)>& stop) {
  std::vector<Seen> seen;
  for (int guard = 0; guard < 10000; ++guard) {
    if (sc.s.over || stop(sc)) return seen;
    const auto legal = sc.legal();
    const Action* pick = nullptr;
    for (const auto& a : legal)
      if (a.type == ActionType::pass || a.type == ActionType::pass_build || a.type == ActionType::keep ||
          a.type == ActionType::decline) {
        pick = &a;
        break;
      }
    if (!pick) return seen;
    seen.push_back(Seen{sc.s.decision.kind, sc.s.decision.player, sc.s.phase});
    sc.engine.apply(sc.s, *pick, &sc.events);
  }
  throw std::runtime_error("pass_recording: no progress");
}

// Gives p heroes in the scoring area worth `souls` souls (face down) and `wounds` wounds
// (face up), using heroes nobody holds yet (epic heroes count 2, ordinary 1; G-12).
inline void give(Scenario& sc, int p, int souls, int wounds) {
  auto used = [&](int c) {
    for (const auto& pl : sc.s.players) {
      for (const auto& h : pl.score)
        if (h.hero == c) return true;
      for (const auto& w : pl.entrance)
        if (w.hero == c) return true;
    }
    return std::find(sc.s.town.begin(), sc.s.town.end(), c) != sc.s.town.end();
  };
  auto pick = [&](bool epic) -> std::string {
    for (int n = 56; n <= 96; ++n) {
      const std::string id = "BM0" + std::to_string(n);
      const int c = sc.card(id);
      if (sc.cards.of(c).is_epic() == epic && !used(c)) return id;
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

// The message of the IllegalAction that applying `a` throws ("" when it does not throw).
inline std::string illegal_message(Scenario& sc, const Action& a) {
  try {
    sc.engine.apply(sc.s, a, &sc.events);
  } catch (const IllegalAction& e) { return e.what(); }
  return "";
}

}  // namespace bm::rules_test

namespace bm::rules_test {

// Passes every window and optional choice until the current phase (or round) is over.
inline void finish_phase(Scenario& sc) {
  const Phase ph = sc.s.phase;
  const int r = sc.s.round;
  sc.pass_until([ph, r](const Scenario& x) { return x.s.phase != ph || x.s.round != r; });
}

inline bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// Card ids of the spells p may cast now, and of the rooms p may activate now.
inline std::vector<std::string> castable(const Scenario& sc) {
  std::vector<std::string> out;
  for (const auto& j : sc.legal_json())
    if (j["type"] == "cast" && std::find(out.begin(), out.end(), j["card"]) == out.end()) out.push_back(j["card"]);
  std::sort(out.begin(), out.end());
  return out;
}
inline std::vector<std::string> activatable(const Scenario& sc) {
  std::vector<std::string> out;
  for (const auto& j : sc.legal_json())
    if (j["type"] == "activate" && std::find(out.begin(), out.end(), j["card"]) == out.end()) out.push_back(j["card"]);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace bm::rules_test

namespace bm::rules_test {

// The round a phase jump (start_build, start_bait, ...) plays in: the harness starts round 1
// when the game has not started one yet.
inline int round_now(const Scenario& sc) { return std::max(sc.s.round, 1); }

}  // namespace bm::rules_test
