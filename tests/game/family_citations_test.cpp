// Every citation names its own family's rules (rule_in_family, the one table of which rule ID
// belongs to which family): the decisions' descriptions, the refusals of illegal actions and of
// a finished game, the checker's findings, a replay divergence and serve's implicit-pass
// refusals, over random games of every family (classic, super, solo, bm2, bm2-6p).
#include <gtest/gtest.h>

#include <functional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "bm/cards/card_set.hpp"
#include "bm/checker/invariants.hpp"
#include "bm/game/implicit_passes.hpp"
#include "bm/game/kinds.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/play.hpp"
#include "bm/play/policy.hpp"
#include "bm/replay/replay.hpp"
#include "bm/rules/ruleset.hpp"
#include "bm/state/snapshot.hpp"
#include "bm/serve/server.hpp"
#include "support/scenario.hpp"

namespace {

using nlohmann::json;

struct FamilyCase {
  const char* preset;
  int players;
};
// One preset per family, bm2-6p for Boss Monster 2's 5-6 players.
constexpr FamilyCase kFamilies[] = {{"classic", 3}, {"super", 2}, {"solo", 1}, {"bm2", 2}, {"bm2-6p", 5}};

// Every rule ID `text` cites belongs to `f`; `seen` collects them.
void expect_family(const std::string& text, bm::Family f, const std::string& where, std::set<std::string>& seen) {
  for (const std::string& id : bm::rule_ids_in(text)) {
    seen.insert(id);
    EXPECT_TRUE(bm::rule_in_family(id, f)) << where << " cites " << id << ", not a rule of the " << bm::family_name(f)
                                           << " family: " << text.substr(0, 400);
  }
}

// Illegal actions at state `s`: a legal action by a seat that is not deciding, a pass where none
// is legal, and an action legal at the previous decision (`stale`).
std::vector<bm::Action> illegal_probes(const bm::Engine& e, const bm::GameState& s,
                                       const std::vector<bm::Action>& legal, const bm::Action* stale) {
  std::vector<bm::Action> out;
  if (!legal.empty() && s.num_players > 1) {
    bm::Action other = legal.front();
    other.player = (other.player + 1) % s.num_players;
    out.push_back(other);
  }
  bm::Action pass;
  pass.type = bm::ActionType::pass;
  pass.player = e.to_move(s);
  out.push_back(pass);
  if (stale) out.push_back(*stale);
  std::vector<bm::Action> illegal;
  for (const bm::Action& a : out)
    if (!e.is_legal(s, a)) illegal.push_back(a);
  return illegal;
}

TEST(FamilyCitations, DecisionsAndRefusalsOfEveryFamilyCiteOnlyItsRules) {
  for (const FamilyCase& fc : kFamilies) {
    bm::Ruleset rules = bm::test::preset(fc.preset);
    const bm::Engine e = bm::test::engine_for(rules);
    std::set<std::string> seen;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      bm::GameState s = e.start(fc.players, seed);
      auto policy = bm::make_policy("random", seed);
      bm::Action last{};
      bool have_last = false;
      for (int step = 0; step < 4000 && !s.over; ++step) {
        const std::string at =
            std::string(fc.preset) + " seed " + std::to_string(seed) + " step " + std::to_string(step);
        expect_family(e.decision_name(s), rules.family, at + " decision", seen);
        const auto legal = e.legal_actions(s);
        for (const bm::Action& bad : illegal_probes(e, s, legal, have_last ? &last : nullptr)) {
          expect_family(e.refusal(s, bad).text(), rules.family, at + " refusal", seen);
          expect_family(e.explain_illegal(s, bad), rules.family, at + " explain_illegal", seen);
        }
        last = legal[policy->choose(e, s, legal)];
        have_last = true;
        e.apply(s, last);
      }
      ASSERT_TRUE(s.over) << fc.preset << " seed " << seed;
      expect_family(e.refusal(s, last).text(), rules.family, std::string(fc.preset) + " after the end", seen);
    }
    // The game's own window rules were cited, so the walk reached them.
    const bool super_like = rules.super_like();
    EXPECT_TRUE(seen.count(super_like ? "S-ADV-1" : "C-10")) << fc.preset;
    EXPECT_TRUE(seen.count(super_like ? "S-BUILD-1" : "C-8")) << fc.preset;
  }
}

// A Super adventure window is S-ADV-1's, clockwise (S-6: XP never orders actions); a classic
// one is C-10's, in XP order.
TEST(FamilyCitations, TheAdventureWindowCitesItsFamilysRule) {
  for (const char* preset : {"classic", "super"}) {
    bm::Ruleset rules = bm::test::preset(preset);
    const bm::Engine e = bm::test::engine_for(rules);
    auto policy = bm::make_policy("random", 7);
    bool found = false;
    for (std::uint64_t seed = 1; seed <= 10 && !found; ++seed) {
      bm::GameState s = e.start(2, seed);
      for (int step = 0; step < 4000 && !s.over && !found; ++step) {
        if (s.decision.kind == bm::DecisionKind::window &&
            s.decision.window_phase() == bm::as_int(bm::WindowPhase::adventure)) {
          const std::string name = e.decision_name(s);
          found = true;
          if (rules.super_like()) {
            EXPECT_NE(name.find("S-ADV-1"), std::string::npos) << name;
            EXPECT_EQ(name.find("C-10"), std::string::npos) << name;
            EXPECT_EQ(name.find("C-12"), std::string::npos) << name;
          } else {
            EXPECT_NE(name.find("C-10"), std::string::npos) << name;
            EXPECT_EQ(name.find("S-ADV-1"), std::string::npos) << name;
          }
        }
        const auto legal = e.legal_actions(s);
        e.apply(s, legal[policy->choose(e, s, legal)]);
      }
    }
    EXPECT_TRUE(found) << preset << ": no adventure window reached";
  }
}

// A checker finding cites the invariant's rules of the game's family: a classic game's
// INV-ROOMS-MAX is G-2's (not the bm2 home rule BM2-9), a Super game's safety net IP-31 and
// IP-32 (not classic's deck-out reading IP-6).
TEST(FamilyCitations, CheckerFindingsCiteTheGamesFamily) {
  for (const bm::InvariantInfo& inv : bm::invariant_catalog())
    for (bm::Family f : {bm::Family::classic, bm::Family::super, bm::Family::solo, bm::Family::bm2}) {
      const std::string cited = bm::invariant_rules(inv.id, f);
      std::set<std::string> seen;
      expect_family(cited, f, std::string(inv.id), seen);
    }
  EXPECT_EQ(bm::invariant_rules("INV-ROOMS-MAX", bm::Family::classic), "G-2");
  EXPECT_EQ(bm::invariant_rules("INV-ROOMS-MAX", bm::Family::bm2), "G-2, BM2-9");
  EXPECT_EQ(bm::invariant_rules("INV-SAFETY-NET", bm::Family::super), "IP-31, IP-32");
  EXPECT_EQ(bm::invariant_rules("INV-SAFETY-NET", bm::Family::classic), "IP-31, IP-32, IP-6");
}

// A game of `preset` whose first event of type `type` (with field `field`) is changed by `change`;
// `partial`: the header observes only some events and each line keeps only that type's events.
std::string planted_log(const char* preset, int players, std::uint64_t seed, const std::string& type,
                        const std::string& field, const std::function<void(json&)>& change, bool partial = false) {
  const bm::Engine e = bm::test::engine_for(preset);
  bm::PlayOptions opt;
  opt.players = players;
  opt.seed = seed;
  std::ostringstream text;
  {
    bm::LogWriter w(text, e);
    bm::play_game(e, opt, &w);
  }
  std::istringstream in(text.str());
  std::string out;
  bool changed = false;
  for (std::string line; std::getline(in, line);) {
    json j = json::parse(line);
    if (partial && j.value("type", "") == "header") j["events"] = "partial";
    if (partial && j.contains("events") && j["events"].is_array()) {
      json kept = json::array();
      for (const json& ev : j["events"])
        if (ev.value("e", "") == type) kept.push_back(ev);
      j["events"] = kept;
      j.erase("hash");
    }
    if (!changed && j.value("type", "") == "action")
      for (auto& ev : j["events"])
        if (ev.value("e", "") == type && ev.contains(field)) {
          change(ev);
          changed = true;
          break;
        }
    out += j.dump() + "\n";
  }
  EXPECT_TRUE(changed) << preset << ": no " << type << " event with " << field;
  return out;
}

std::set<std::string> cited(const bm::ReplayVerdict& v) { return {v.rules.begin(), v.rules.end()}; }

// A replay divergence in a damage event cites the damage rules (G-12, G-13), not every rule of
// the window the hero's run happened in (C-10, C-12, G-16, G-17); the room whose damage differs
// is named by its card id: the room the hero entered just before.
TEST(FamilyCitations, ADamageDivergenceNamesTheRoomAndCitesTheDamageRulesOnly) {
  for (bool partial : {false, true}) {
    const std::string log = planted_log(
        "classic", 2, 3, "damage", "amount", [](json& ev) { ev["amount"] = ev["amount"].get<int>() + 1; }, partial);
    const bm::ReplayVerdict v = bm::replay_log_text(log, "damage.jsonl", bm::ReplayOptions{});
    ASSERT_EQ(v.what, bm::ReplayWhat::event) << v.message;
    EXPECT_EQ(cited(v), (std::set<std::string>{"G-12", "G-13"})) << v.message;
    // Seed 3's first damage: Dartteon (BM072) in Brainsucker Hive (BM021), player 1's first room.
    EXPECT_NE(v.message.find("only `amount` differs; in room BM021; rules: G-12 G-13"), std::string::npos) << v.message;
  }
}

// Which dungeon a hero went to is the bait: the family's own bait rule (C-9 in classic, S-BAIT-1
// in Super) with G-15, whether the bait event or the hero's entering a room says it; never the
// rules of the window the replay stopped in.
TEST(FamilyCitations, ABaitDivergenceCitesTheFamilysBaitRule) {
  struct Case {
    const char* preset;
    int players;
    std::set<std::string> want;
  };
  for (const Case& c : {Case{"classic", 2, {"G-15", "C-9"}}, Case{"super", 2, {"S-BAIT-1", "G-15"}}})
    for (const char* type : {"bait", "enters_room"}) {
      const std::string log = planted_log(c.preset, c.players, 5, type, "player",
                                          [](json& ev) { ev["player"] = 1 - ev["player"].get<int>(); });
      const bm::ReplayVerdict v = bm::replay_log_text(log, "bait.jsonl", bm::ReplayOptions{});
      ASSERT_EQ(v.what, bm::ReplayWhat::event) << c.preset << " " << type << ": " << v.message;
      EXPECT_EQ(cited(v), c.want) << c.preset << " " << type << ": " << v.message;
    }
}

// Events of two different types: both types' rules, nothing else.
TEST(FamilyCitations, AnEventOfAnotherTypeCitesBothTypes) {
  const std::string log = planted_log("classic", 2, 3, "damage", "amount", [](json& ev) {
    ev = {{"e", "hero_stays"}, {"card", ev["card"]}, {"tie", 1}};
  });
  const bm::ReplayVerdict v = bm::replay_log_text(log, "other.jsonl", bm::ReplayOptions{});
  ASSERT_EQ(v.what, bm::ReplayWhat::event) << v.message;
  EXPECT_EQ(cited(v), (std::set<std::string>{"G-15", "G-12", "G-13"})) << v.message;
}

// Under implicit passes, an action whose decision never comes (the game ends when the optional
// windows open now are passed) is refused with the rule that ends the game, says so and gives
// after_passes; not the rule of the window open now (C-10, C-12).
TEST(FamilyCitations, AnImplicitPassRefusalWhereTheGameEndsCitesTheEnding) {
  int checked = 0;
  for (const FamilyCase& fc : kFamilies) {
    bm::Ruleset rules = bm::test::preset(fc.preset);
    // The cards the referee starts the preset with when none are named (default_card_set).
    const bm::Engine e(bm::default_card_set(rules), rules);
    const int before = checked;
    for (std::uint64_t seed = 5; seed < 9 && checked == before; ++seed) {
      bm::serve::Server srv;
      const json start{{"jsonrpc", "2.0"},
                       {"id", 1},
                       {"method", "start"},
                       {"params", {{"rules", fc.preset}, {"players", fc.players}, {"seed", seed}}}};
      const std::string g = json::parse(srv.handle(start.dump()))["result"]["game"];
      auto call = [&](const std::string& method, json params) {
        params["game"] = g;
        return json::parse(
            srv.handle(json{{"jsonrpc", "2.0"}, {"id", 2}, {"method", method}, {"params", params}}.dump()));
      };
      for (int step = 0; step < 5000; ++step) {
        const json snap = call("snapshot", json::object())["result"];
        bm::GameState t = bm::snapshot_from_document(e, snap["snapshot"], "snapshot");
        if (t.over) break;
        bm::GameState u = t;
        if (t.decision.kind != bm::DecisionKind::build && bm::passes_end_game(e, u)) {
          const json a = call("apply", {{"implicit_passes", true}, {"action", {{"type", "pass_build"}}}});
          ASSERT_TRUE(a.contains("error")) << a.dump().substr(0, 400);
          const json& d = a["error"]["data"];
          const std::string ending =
              bm::rules_in_family(bm::kind_info(static_cast<bm::EndReason>(u.end_rule)).rules, rules.family);
          EXPECT_EQ(d["rule"], ending.substr(0, ending.find(' '))) << a.dump().substr(0, 600);
          EXPECT_GT(d.value("after_passes", 0), 0) << a.dump().substr(0, 600);
          EXPECT_NE(d.value("why", "").find("the game ends"), std::string::npos) << a.dump().substr(0, 600);
          EXPECT_EQ(call("snapshot", json::object())["result"], snap);  // the game is unchanged
          std::set<std::string> seen;
          expect_family(d.value("why", ""), rules.family, std::string(fc.preset) + " implicit-pass refusal", seen);
          ++checked;
          break;
        }
        call("apply", {{"index", call("suggest", json::object())["result"]["index"]}});
      }
    }
  }
  EXPECT_GE(checked, 3) << "too few games ended on optional windows";
}

}  // namespace
