// The referee: bm serve and bm validate over real games of every family.
//
// - One legal action per readable form: no two entries of a legal list share a form, and the
//   form reaches exactly the action its index names (docs/log-format.md#actions).
// - Every refusal cites a rule ID (engine/include/bm/game/refusal.hpp), a card's text too.
// - A front end that never sends `pass` finishes every game: `finish` (serve) and the result
//   line (bm validate --implicit-passes) pass the optional decisions left.
// - Under implicit passes a refusal gives the rule at the decision the action was meant for.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "bm/cards/card_set.hpp"
#include "bm/game/implicit_passes.hpp"
#include "bm/game/refusal.hpp"
#include "bm/log/action_json.hpp"
#include "bm/play/policy.hpp"
#include "bm/replay/replay.hpp"
#include "bm/state/snapshot.hpp"
#include "support/preset_cases.hpp"
#include "support/sanitizer_share.hpp"
#include "support/scenario.hpp"
#include "bm/serve/rpc.hpp"
#include "bm/serve/server.hpp"

namespace {

using bm::ActionType;
using bm::DecisionKind;
using bm::ReplayWhat;
using nlohmann::json;

// One request to an in-process server: the answer object ({"result"} or {"error"}).
json call(bm::serve::Server& srv, const std::string& method, const json& params) {
  const json req{{"jsonrpc", "2.0"}, {"id", 1}, {"method", method}, {"params", params}};
  return json::parse(srv.handle(req.dump()));
}
json ok(bm::serve::Server& srv, const std::string& method, const json& params) {
  const json a = call(srv, method, params);
  EXPECT_TRUE(a.contains("result")) << method << " " << params.dump().substr(0, 300) << " -> "
                                    << a.dump().substr(0, 600);
  return a.contains("result") ? a["result"] : json();
}

// A refusal's data: a rule ID, always (docs/protocol.md#illegal-actions).
void expect_refusal_with_rule(const json& answer, const std::string& what) {
  ASSERT_TRUE(answer.contains("error")) << what << ": " << answer.dump().substr(0, 300);
  EXPECT_EQ(answer["error"]["code"], bm::serve::kIllegalAction) << what;
  const json& rule = answer["error"]["data"]["rule"];
  ASSERT_TRUE(rule.is_string()) << what << ": " << answer.dump().substr(0, 600);
  EXPECT_TRUE(bm::is_rule_id(rule.get<std::string>())) << what << ": " << rule;
}

// ------------------------------------------------------------------ one action per form

// BM2-4: a boss that gains a second copy of its active item keeps one; the two copies are the
// same item, so the question has one answer, and its form (the design id) reaches it.
TEST(Referee_OneActionPerForm, TwoCopiesOfOneItemAreOneChoice) {
  using namespace bm::test;
  Scenario sc = board("bm2", {"BM008", "BM004"}, 2, &bm::builtin_synthetic_bm2_cards());
  sc.set_dungeon(0, {"BM018", "BM016"});
  sc.add_entrance(0, "BM056");               // cleric, health 4: dies in the dungeon, its item goes to P0
  sc.give_item("BM056", "SYN-I04");          // the first copy
  const int second = sc.card("SYN-I04", 1);  // the second copy: P0's active item
  auto& deck = sc.s.item_deck;
  ASSERT_NE(std::find(deck.begin(), deck.end(), second), deck.end());
  deck.erase(std::find(deck.begin(), deck.end(), second));
  sc.s.players[0].active_item = second;
  sc.start_adventure();
  sc.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::choose; });
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  const auto legal = sc.engine.legal_actions(sc.s);
  ASSERT_EQ(legal.size(), 1u) << "BM2-4: keeping one of two Synthetic Lockpicks is one choice";
  EXPECT_EQ(legal[0].type, ActionType::choose);
  sc.act({{"type", "choose"}, {"card", "SYN-I04"}});
  const auto& pl = sc.s.players[0];
  ASSERT_GE(pl.active_item, 0);
  EXPECT_EQ(sc.engine.cards().of(pl.active_item).id, "SYN-I04");
  ASSERT_EQ(pl.scored_items.size(), 1u);  // the other copy, face down
  EXPECT_EQ(sc.engine.cards().of(pl.scored_items[0]).id, "SYN-I04");
  sc.check_conservation();
}

// ------------------------------------------------------------------ refusals cite a rule

TEST(Referee_Refusals, ARefusalCannotBeMadeWithoutARule) {
  static_assert(!std::is_default_constructible_v<bm::RuleId>);
  static_assert(!std::is_default_constructible_v<bm::Refusal>);
  EXPECT_THROW(bm::RuleId(""), std::logic_error);
  EXPECT_THROW(bm::RuleId("BM049 Kobold Strike"), std::logic_error);
  EXPECT_THROW(bm::Refusal(bm::RuleId("G-3"), "x", "C-8, G-3"), std::logic_error);  // the cite starts with the rule
  EXPECT_EQ(bm::Refusal(bm::RuleId("S-BOARD-6"), "no building").text(), "S-BOARD-6: no building");
}

// Kobold Strike: "no rooms can be built this round" (G-4's one room a round taken away).
TEST(Referee_Refusals, ACardsTextCitesTheRuleItChangesAndTheCard) {
  using namespace bm::test;
  Scenario sc = board("classic", {"BM008", "BM004"}, 2);
  sc.set_hand(0, {"BM016"});
  sc.start_build();
  sc.s.no_build_this_round = true;  // as BM049 Kobold Strike leaves it
  bm::Action a;
  a.type = ActionType::build;
  a.player = sc.to_move();
  a.card = sc.card("BM016");
  a.slot = bm::kNewStack;
  const bm::Refusal r = sc.engine.refusal(sc.s, a);
  EXPECT_EQ(r.rule.str(), "G-4");
  EXPECT_EQ(r.card, "BM049");
  EXPECT_NE(sc.engine.explain_illegal(sc.s, a).find("rule: G-4: BM049 Kobold Strike"), std::string::npos);
}

// A finished game refuses `suggest` with the rule that ended it.
TEST(Referee_Refusals, SuggestOnAFinishedGameCitesTheEndRule) {
  bm::serve::Server srv;
  const std::string g = ok(srv, "start", {{"rules", "classic"}, {"seed", 3}})["game"];
  for (int k = 0; k < 5000 && !ok(srv, "state", {{"game", g}})["over"].get<bool>(); ++k)
    ok(srv, "apply", {{"game", g}, {"index", ok(srv, "suggest", {{"game", g}})["index"]}});
  const json a = call(srv, "suggest", {{"game", g}});
  expect_refusal_with_rule(a, "suggest after the end");
  EXPECT_FALSE(a["error"]["data"]["why"].get<std::string>().empty());
}

// ------------------------------------------------------------------ implicit passes

// G-3 under implicit passes: an advanced room as a new stack, sent while a spell window is
// open before the player's build turn, is refused with G-3 at that build turn.
TEST(Referee_ImplicitPasses, RefusalNamesTheRuleAtTheDecisionMeantFor) {
  const bm::Engine e = bm::test::engine_for("classic");
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 40 && checked < 3; ++seed) {
    bm::serve::Server srv;
    const std::string g = ok(srv, "start", {{"rules", "classic"}, {"players", 3}, {"seed", seed}})["game"];
    for (int k = 0; k < 600 && checked < 3; ++k) {
      const json legal = ok(srv, "legal", {{"game", g}});
      if (legal["actions"].empty()) break;
      const json snap = ok(srv, "snapshot", {{"game", g}});
      // The state through the engine: the next build turn past the optional windows open now.
      bm::GameState t = bm::snapshot_from_document(e, snap["snapshot"], "snapshot");
      const bool optional_now = legal["decision"]["kind"] == "window" || legal["decision"]["kind"] == "respond";
      if (optional_now) {
        bm::GameState u = t;
        bm::pass_until(e, u, [](const bm::GameState& x) { return x.decision.kind == DecisionKind::build; });
        if (!u.over && u.decision.kind == DecisionKind::build && u.decision.first_build() == 0) {
          for (int c : u.players[static_cast<std::size_t>(u.decision.player)].hand)
            if (e.cards().of(c).kind == bm::CardKind::room && e.cards().of(c).advanced) {
              const json act{{"type", "build"}, {"card", e.cards().of(c).id}, {"stack", "new"}};
              const json a =
                  call(srv, "apply",
                       {{"game", g}, {"implicit_passes", true}, {"player", u.decision.player}, {"action", act}});
              expect_refusal_with_rule(a, "advanced room on a new stack");
              EXPECT_EQ(a["error"]["data"]["rule"], "G-3") << a.dump().substr(0, 800);
              EXPECT_EQ(a["error"]["data"]["decision"]["kind"], "build");
              EXPECT_GT(a["error"]["data"]["after_passes"].get<int>(), 0);
              EXPECT_EQ(ok(srv, "snapshot", {{"game", g}}), snap);  // the game is unchanged
              // bm validate --implicit-passes reads the same line the same way.
              std::string text;
              int actions = 0;
              const json log = ok(srv, "log", {{"game", g}});
              for (const auto& l : log["lines"]) {
                text += l.get<std::string>() + "\n";
                actions += json::parse(l.get<std::string>())["type"] == "action";
              }
              text += json{{"type", "action"}, {"i", actions}, {"player", u.decision.player}, {"action", act}}.dump();
              bm::ReplayOptions ro;
              ro.implicit_passes = true;
              const bm::ReplayVerdict v = bm::replay_log_text(text + "\n", "meant-for", ro);
              EXPECT_EQ(v.what, ReplayWhat::illegal_action) << v.message;
              EXPECT_NE(v.message.find("rule: G-3: "), std::string::npos) << v.message;
              EXPECT_NE(v.message.find("meant for"), std::string::npos) << v.message;
              EXPECT_EQ(v.round, u.round);
              ++checked;
              break;
            }
        }
      }
      ok(srv, "apply", {{"game", g}, {"index", ok(srv, "suggest", {{"game", g}})["index"]}});
    }
  }
  EXPECT_GE(checked, 1) << "no seed reached a window before a build turn with an advanced room in hand";
}

// ------------------------------------------------------------------ the property, every family

// A log line without what a front end that never models bm's windows could not write: its pass
// lines are dropped, the rest renumbered, events and hashes left out (both optional).
std::string pass_free_log(const json& lines) {
  std::string out;
  int i = 0;
  for (const auto& l : lines) {
    json j = json::parse(l.get<std::string>());
    if (j["type"] == "action") {
      if (j["action"]["type"] == "pass" || j["action"]["type"] == "decline") continue;
      j["i"] = i++;
      j.erase("events");
      j.erase("hash");
    }
    out += j.dump() + "\n";
  }
  return out;
}

std::string text_of(const json& lines) {
  std::string out;
  for (const auto& l : lines) out += l.get<std::string>() + "\n";
  return out;
}

// Over every preset, player count and card set, the policies in turn: two games from one seed
// through bm serve, one applying each action by its form, the other by its index, must stay
// equal; no legal list repeats a form; every refusal (a stale action sent again) cites a rule
// ID; the log serve writes validates. Then a front end that never sends `pass` plays the same
// configuration: it acts at an optional decision now and then, else at the next mandatory
// decision (implicit passes), and ends with `finish`; its serve log validates, and so does its
// own pass-free log under --implicit-passes (the result line passes the last windows). Under the
// sanitizers (support/sanitizer_share.hpp): every fifth case (5 and the 6 policies have no common
// factor, so every policy still plays) and each preset's first.
TEST(Referee_Property, EveryFamilyPlayerCountAndPolicy) {
  const auto cases = bm::test::every_preset_case();
  const auto policies = bm::policy_names();
  int games = 0, refusals = 0, finished_by_passes = 0, chosen = 0;
  for (std::size_t ci = 0; ci < cases.size(); ++ci) {
    const auto& pc = cases[ci];
    if (!bm::test::sanitizer_case(ci, 5, ci == 0 || cases[ci - 1].preset != pc.preset)) continue;
    ++chosen;
    const std::string policy = policies[ci % policies.size()];
    const std::uint64_t seed = 11 + ci;
    SCOPED_TRACE(pc.name() + " policy " + policy);
    bm::serve::Server srv;
    json start{
        {"rules", pc.preset}, {"players", pc.players}, {"seed", seed}, {"cards", pc.cards->id}, {"policy", policy}};
    const std::string a = ok(srv, "start", start)["game"];
    const std::string b = ok(srv, "start", start)["game"];
    json last_form;
    for (int step = 0; step < 3000; ++step) {
      const json legal = ok(srv, "legal", {{"game", a}});
      if (legal["actions"].empty()) break;
      std::set<std::string> forms;
      for (const auto& x : legal["actions"])
        EXPECT_TRUE(forms.insert(x["action"].dump()).second)
            << "step " << step << ": form " << x["action"].dump() << " offered twice";
      if (!last_form.is_null() && !forms.count(last_form.dump())) {
        expect_refusal_with_rule(call(srv, "apply", {{"game", a}, {"action", last_form}}), last_form.dump());
        ++refusals;
      }
      const int k = ok(srv, "suggest", {{"game", a}})["index"];
      const json form = json::parse(legal["actions"][static_cast<std::size_t>(k)]["action"].dump());
      const json ra = ok(srv, "apply", {{"game", a}, {"action", form}});
      const json rb = ok(srv, "apply", {{"game", b}, {"index", k}});
      ASSERT_EQ(ra["hash"], rb["hash"]) << "step " << step << ": the form " << form.dump() << " and index " << k
                                        << " reach different states";
      last_form = form;
    }
    ASSERT_TRUE(ok(srv, "state", {{"game", a}})["over"].get<bool>());
    expect_refusal_with_rule(call(srv, "suggest", {{"game", a}}), "suggest after the end");
    bm::ReplayOptions ro;
    ro.cards = pc.cards;
    ro.require_result = true;
    const bm::ReplayVerdict v = bm::replay_log_text(text_of(ok(srv, "log", {{"game", a}})["lines"]), "served", ro);
    EXPECT_TRUE(v.ok) << v.message;
    ++games;

    // The front end without windows.
    const std::string f = ok(srv, "start", start)["game"];
    std::uint64_t rng = seed * 0x9E3779B97F4A7C15ull + 1;
    auto below = [&rng](std::size_t n) {
      rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
      return static_cast<std::size_t>(rng % n);
    };
    bool over = false;
    for (int step = 0; step < 3000 && !over; ++step) {
      const json legal = ok(srv, "legal", {{"game", f}});
      std::vector<json> acts;  // what this front end can send at the decision open now
      for (const auto& x : legal["actions"])
        if (x["action"]["type"] != "pass" && x["action"]["type"] != "decline") acts.push_back(x["action"]);
      const bool optional = acts.size() < legal["actions"].size();
      if (!acts.empty() && (!optional || below(4) == 0)) {
        const json r = ok(srv, "apply", {{"game", f}, {"implicit_passes", true}, {"action", acts[below(acts.size())]}});
        over = r.value("over", false);
        continue;
      }
      // Nothing to send here: the next mandatory decision, past the optional ones (its legal
      // actions through a copy of the game), else the game ends by passes.
      const json snap = ok(srv, "snapshot", {{"game", f}});
      const bm::Engine e = pc.engine();
      bm::GameState t = bm::snapshot_from_document(e, snap["snapshot"], "snapshot");
      if (bm::passes_end_game(e, t)) {
        const json r = ok(srv, "finish", {{"game", f}});
        EXPECT_TRUE(r.value("over", false));
        ++finished_by_passes;
        over = true;
        break;
      }
      const auto next = e.legal_actions(t);
      ASSERT_FALSE(next.empty());
      const bm::Action pick = next[below(next.size())];
      const json r =
          ok(srv, "apply",
             {{"game", f},
              {"implicit_passes", true},
              {"player", pick.player},
              {"action", bm::action_to_json(e.cards(), pick, pc.rules.super_like() ? &e.board() : nullptr)}});
      over = r.value("over", false);
    }
    ASSERT_TRUE(over) << "the front end without passes did not finish its game";
    const json lines = ok(srv, "log", {{"game", f}})["lines"];
    const bm::ReplayVerdict served = bm::replay_log_text(text_of(lines), "served", ro);
    EXPECT_TRUE(served.ok) << served.message;
    bm::ReplayOptions ip = ro;
    ip.implicit_passes = true;
    const bm::ReplayVerdict own = bm::replay_log_text(pass_free_log(lines), "pass-free", ip);
    EXPECT_TRUE(own.ok) << own.message;
  }
  RecordProperty("games", games);
  RecordProperty("refusals", refusals);
  EXPECT_EQ(games, chosen);
  EXPECT_GT(refusals, 100);
  EXPECT_GT(finished_by_passes, 0);
}

}  // namespace
