// S-9: last in, first out. Any player, the same one too, may answer a spell or room ability
// with another; the later one resolves first. (G-18 in classic lets only the other players
// cancel.) Expected values come from the digest and docs/research/super-solo-notes.md
// section 4, never from engine output.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

namespace {

json cast_of(const Scenario& sc, const std::string& card) {
  const auto casts = legal_with(sc, "cast", card);
  return casts.empty() ? json() : casts.front();
}

}  // namespace

// S-9: the caster answers their own spell (Princess in Peril) with Freeze; Freeze, played
// later, resolves first.
TEST(SuperLifo, CasterAnswersOwnSpellLaterResolvesFirst_S_9) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_hand(0, {"BM051", "BM046"});
  sc.set_dungeon(1, {"BM011"});
  sc.set_city({kFighter4});
  sc.start_build();
  ASSERT_EQ(sc.decision(), DecisionKind::build);
  ASSERT_EQ(sc.to_move(), 0);
  sc.act({{"type", "cast"}, {"card", "BM051"}, {"target", kFighter4}});
  ASSERT_EQ(sc.decision(), DecisionKind::respond);
  ASSERT_EQ(sc.to_move(), 0) << "S-9: the same player may answer";
  const json freeze = {{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 1}, {"target", "BM011"}};
  ASSERT_TRUE(sc.can(freeze)) << "legal casts: " << cast_of(sc, "BM046").dump();
  sc.act(freeze);
  sc.pass_until([](const Scenario& x) { return x.saw("resolved", {{"card", "BM051"}}); });
  const int fr = find_event(sc, "resolved", {{"card", "BM046"}});
  const int pr = find_event(sc, "resolved", {{"card", "BM051"}});
  ASSERT_NE(fr, -1);
  ASSERT_NE(pr, -1);
  EXPECT_LT(fr, pr) << "the later spell resolves first";
  EXPECT_LT(find_event(sc, "deactivated", {{"player", 1}, {"card", "BM011"}}),
            find_event(sc, "hero_to_entrance", {{"card", kFighter4}}));
  EXPECT_EQ(sc.entrance_ids(0), std::vector<std::string>{kFighter4});
}

// S-9: another player answers with a spell of their own (not only a cancel); it resolves first.
TEST(SuperLifo, OtherPlayerAnswersWithSpell_S_9) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_hand(0, {"BM051"});
  sc.set_hand(1, {"BM046"});
  sc.set_dungeon(0, {"BM011"});
  sc.set_city({kFighter4});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 0);
  sc.act({{"type", "cast"}, {"card", "BM051"}, {"target", kFighter4}});
  // Seat 0 has nothing to answer with; seat 1 is asked.
  ASSERT_EQ(sc.decision(), DecisionKind::respond);
  ASSERT_EQ(sc.to_move(), 1);
  sc.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 0}, {"target", "BM011"}});
  sc.pass_until([](const Scenario& x) { return x.saw("resolved", {{"card", "BM051"}}); });
  EXPECT_LT(find_event(sc, "resolved", {{"card", "BM046"}}), find_event(sc, "resolved", {{"card", "BM051"}}));
  EXPECT_TRUE(sc.s.players[0].dungeon[0].deactivated);
}

// S-9: the caster may even cancel their own spell (any player, the same one too).
TEST(SuperLifo, CasterMayCancelOwnSpell_S_9) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_hand(0, {"BM051", "BM043"});
  sc.set_city({kFighter4});
  sc.start_build();
  sc.act({{"type", "cast"}, {"card", "BM051"}, {"target", kFighter4}});
  ASSERT_EQ(sc.decision(), DecisionKind::respond);
  ASSERT_EQ(sc.to_move(), 0);
  bool cancel = false;
  for (const auto& j : sc.legal_json()) cancel = cancel || j["type"] == "cancel";
  EXPECT_TRUE(cancel);
}

// S-9 / G-16: in a Super answer window a spell still needs its phase icon; the error names
// G-16, not "no spell can be cast" (answers are legal there).
TEST(SuperLifo, AnswerWithWrongPhaseSpellNamesG16_S_9) {
  auto sc = super_board("super", {"BM001", "BM003"});
  // Princess in Peril (build), Freeze (both: opens the answer window), Annihilator (adventure)
  sc.set_hand(0, {"BM051", "BM046", "BM040"});
  sc.set_dungeon(1, {"BM011"});
  sc.set_city({kFighter4});
  sc.start_build();
  sc.act({{"type", "cast"}, {"card", "BM051"}, {"target", kFighter4}});
  ASSERT_EQ(sc.decision(), DecisionKind::respond);
  Action a;
  a.type = ActionType::cast;
  a.player = sc.to_move();
  a.card = sc.card("BM040");
  const std::string msg = sc.engine.explain_illegal(sc.s, a);
  EXPECT_NE(msg.find("G-16: the spell's phase icon"), std::string::npos) << msg;
}
