// The Super city phase: S-CITY-1 (market refill), S-CITY-2 (arrivals, overflow; D1 and IP-8
// both readings), S-CITY-4 (market pick and minion placement clockwise from the first player,
// no refill between picks), S-MINION-1 (market leftovers discarded after the last minion),
// SO-3 (solo market). Expected values come from the digest and the research notes
// (docs/research/super-solo-notes.md sections 1-2), never from engine output.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

namespace {

int kinds_in_market(const Scenario& sc, CardKind k) {
  int n = 0;
  for (int c : sc.s.market) n += sc.cards.of(c).kind == k ? 1 : 0;
  return n;
}

// The slots (city_arrival "slot") of the arrivals since `from`, in order.
std::vector<int> arrival_slots(const Scenario& sc, int from) {
  std::vector<int> out;
  const auto ev = all_events(sc);
  for (std::size_t i = static_cast<std::size_t>(from); i < ev.size(); ++i)
    if (ev[i]["e"] == "city_arrival") out.push_back(ev[i]["slot"].get<int>());
  return out;
}

std::vector<std::string> dropped(const Scenario& sc, int from) {
  std::vector<std::string> out;
  const auto ev = all_events(sc);
  for (std::size_t i = static_cast<std::size_t>(from); i < ev.size(); ++i)
    if (ev[i]["e"] == "hero_to_landmark") out.push_back(ev[i]["card"]);
  return out;
}

}  // namespace

// S-CITY-1 / S-BOARD-1: the market is refilled with 1 spell + one room per player.
TEST(SuperCity, MarketOneSpellPlusOneRoomPerPlayer_S_CITY_1) {
  for (int n = 2; n <= 4; ++n) {
    SCOPED_TRACE(n);
    Scenario sc("super", n, 4);
    sc.finish_super_setup();
    EXPECT_EQ(sc.s.market.size(), static_cast<std::size_t>(n + 1));
    EXPECT_EQ(kinds_in_market(sc, CardKind::spell), 1);
    EXPECT_EQ(kinds_in_market(sc, CardKind::room), n);
    EXPECT_EQ(count_events(sc, "market_refill"), n + 1);
    sc.check_conservation();
  }
}

// SO-3: the solo market holds 1 spell + 2 rooms.
TEST(SoloCity, MarketOneSpellTwoRooms_SO_3) {
  Scenario sc("solo", 1, 4);
  sc.finish_super_setup();
  EXPECT_EQ(kinds_in_market(sc, CardKind::spell), 1);
  EXPECT_EQ(kinds_in_market(sc, CardKind::room), 2);
  EXPECT_EQ(sc.s.market.size(), 3u);
}

// S-CITY-4: clockwise from the first player each player takes one market card and then places
// the minion; the market is not refilled between picks, so one card is left. S-MINION-1: the
// leftover is discarded after the last minion effect, leaving the market empty.
TEST(SuperCity, PickThenPlaceClockwiseLeftoverDiscarded_S_CITY_4_S_MINION_1) {
  auto sc = super_board("super", {"BM001", "BM003", "BM005"});
  sc.set_first_player(1);
  sc.empty_hero_decks();  // no arrivals: only the market matters here
  sc.deck_top("BM009");
  sc.deck_top("BM015");
  sc.deck_top("BM021");  // room deck top three
  sc.deck_top("BM046");  // spell deck top
  sc.start_city();
  ASSERT_EQ(sc.market_ids().size(), 4u);
  const std::vector<std::string> spaces = {"temple.treasure", "stadium.treasure", "library.treasure"};
  std::vector<std::pair<DecisionKind, int>> seen;  // (decision kind, player)
  std::vector<std::string> picked;
  for (int k = 0; k < 3; ++k) {
    seen.emplace_back(sc.decision(), sc.to_move());
    ASSERT_EQ(sc.decision(), DecisionKind::market_pick);
    const std::string card = legal_of(sc, "market_pick").front()["card"];
    picked.push_back(card);
    sc.act({{"type", "market_pick"}, {"card", card}});
    seen.emplace_back(sc.decision(), sc.to_move());
    ASSERT_EQ(sc.decision(), DecisionKind::place_minion);
    sc.act(minion_on(spaces[static_cast<std::size_t>(k)]));
  }
  const std::vector<std::pair<DecisionKind, int>> want = {
      {DecisionKind::market_pick, 1},  {DecisionKind::place_minion, 1}, {DecisionKind::market_pick, 2},
      {DecisionKind::place_minion, 2}, {DecisionKind::market_pick, 0},  {DecisionKind::place_minion, 0}};
  EXPECT_EQ(seen, want);
  ASSERT_EQ(sc.s.market.size(), 1u) << "no refill between picks";
  const std::string leftover = sc.market_ids().front();
  EXPECT_EQ(std::find(picked.begin(), picked.end(), leftover), picked.end());
  autoplay_until(sc, [](const Scenario& x) { return x.s.phase == Phase::bait || x.s.phase == Phase::adventure; });
  EXPECT_TRUE(sc.s.market.empty());
  const int disc = find_event(sc, "market_discard", {{"card", leftover}});
  ASSERT_NE(disc, -1);
  int last_minion = -1;
  for (int i = 0; (i = find_event(sc, "minion_effect", json::object(), i)) != -1; ++i) last_minion = i;
  EXPECT_GT(disc, last_minion) << "S-MINION-1: discarded after every minion acted";
  EXPECT_NE(std::find(sc.s.discard.begin(), sc.s.discard.end(), sc.card(leftover)), sc.s.discard.end());
  sc.check_conservation();
}

// S-CITY-4: no spells, room cards or activated abilities in the city phase: the market pick
// and the minion placement are the only actions offered.
TEST(SuperCity, NoSpellsInCityPhase_S_CITY_4) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_hand(0, {"BM046", "BM009"});
  sc.set_dungeon(0, {"BM010"});
  sc.start_city();
  ASSERT_EQ(sc.decision(), DecisionKind::market_pick);
  for (const auto& j : sc.legal_json()) EXPECT_EQ(j["type"], "market_pick") << j.dump();
  sc.act({{"type", "market_pick"}, {"card", legal_of(sc, "market_pick").front()["card"]}});
  for (const auto& j : sc.legal_json()) EXPECT_EQ(j["type"], "place_minion") << j.dump();
}

// S-CITY-2 / D1, reading queue (tips box 000:327, default): each arriving hero takes the
// leftmost free slot: an empty 3-slot city fills slots 1, 2, 3 in arrival order.
TEST(SuperCity, D1QueueFillsFromTheLeft_S_CITY_2) {
  auto sc = super_board("super", {"BM001", "BM003", "BM005"});
  sc.deck_top(kMage4);
  sc.deck_top(kFighter4);
  sc.deck_top(kCleric4);  // first
  const int from = event_count(sc);
  sc.start_city();
  EXPECT_EQ(arrival_slots(sc, from), (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(sc.town_ids(), ids_of({kCleric4, kFighter4, kMage4}));
}

// S-CITY-2 / D1, reading rightmost_free (main text 000:224): the first hero into an empty
// 3-slot city sits in slot 3, the next in slot 2, the third in slot 1; the newest hero is then
// the leftmost one.
TEST(SuperCity, D1RightmostFreeFillsFromTheRight_S_CITY_2) {
  Ruleset r = preset("super");
  r.city_arrival_rightmost = true;
  auto sc = super_board(r, {"BM001", "BM003", "BM005"});
  sc.deck_top(kMage4);
  sc.deck_top(kFighter4);
  sc.deck_top(kCleric4);  // first
  const int from = event_count(sc);
  sc.start_city();
  EXPECT_EQ(arrival_slots(sc, from), (std::vector<int>{2, 1, 0}));
  EXPECT_EQ(sc.town_ids(), ids_of({kMage4, kFighter4, kCleric4})) << "left to right";
}

// D1 rightmost_free with a hero already in slot 1: the next arrivals take slot 3, then slot 2.
TEST(SuperCity, D1RightmostFreeAfterPackedHero_S_CITY_2) {
  Ruleset r = preset("super");
  r.city_arrival_rightmost = true;
  auto sc = super_board(r, {"BM001", "BM003", "BM005"});
  sc.set_city({kThief4});
  sc.empty_hero_decks();
  sc.deck_top(kFighter4);
  sc.deck_top(kCleric4);  // first
  const int from = event_count(sc);
  sc.start_city();
  EXPECT_EQ(arrival_slots(sc, from), (std::vector<int>{2, 1}));
  EXPECT_EQ(sc.town_ids(), ids_of({kThief4, kFighter4, kCleric4}));
  EXPECT_TRUE(dropped(sc, from).empty());
}

// IP-8 per_arrival (default; notes section 1.3): 3 players, city [A, B], reveal C, D, E.
// C fills slot 3; D pushes A out; E pushes B out: 2 drops, city [C, D, E].
TEST(SuperCity, IP8PerArrivalWorkedExample) {
  auto sc = super_board("super", {"BM001", "BM003", "BM005"});
  sc.set_city({kCleric4, kFighter4});  // A (oldest), B
  sc.deck_top(kCleric6);               // E
  sc.deck_top(kThief4);                // D
  sc.deck_top(kMage4);                 // C, revealed first
  const int from = event_count(sc);
  sc.start_city();
  EXPECT_EQ(dropped(sc, from), ids_of({kCleric4, kFighter4}));
  EXPECT_EQ(sc.town_ids(), ids_of({kMage4, kThief4, kCleric6}));
  EXPECT_EQ(sc.landmark_heroes("temple"), ids_of({kCleric4}));
  EXPECT_EQ(sc.landmark_heroes("stadium"), ids_of({kFighter4}));
  sc.check_conservation();
}

// IP-8 drain_literal (000:224 literal; notes section 1.3): the same reveal keeps dropping the
// leftmost while heroes > free slots: city [E], 4 drops (A, B, C, D).
TEST(SuperCity, IP8DrainLiteralWorkedExample) {
  Ruleset r = preset("super");
  r.city_overflow_drain = true;
  auto sc = super_board(r, {"BM001", "BM003", "BM005"});
  sc.set_city({kCleric4, kFighter4});
  sc.deck_top(kCleric6);
  sc.deck_top(kThief4);
  sc.deck_top(kMage4);
  const int from = event_count(sc);
  sc.start_city();
  EXPECT_EQ(dropped(sc, from), ids_of({kCleric4, kFighter4, kMage4, kThief4}));
  EXPECT_EQ(sc.town_ids(), ids_of({kCleric6}));
  EXPECT_EQ(sc.landmark_heroes("library"), ids_of({kMage4}));
  EXPECT_EQ(sc.landmark_heroes("hideout"), ids_of({kThief4}));
  sc.check_conservation();
}

// IP-8 drain_literal applied to EX-OVERFLOW (notes section 1.3, D12): 3 heroes in the city, one
// arrives: the literal loop drops the mage and two more until one hero is left (3 drops,
// city [Krylchyk]), which is why the book example refutes it.
TEST(SuperCity, IP8DrainLiteralOnExOverflowDropsThree) {
  Ruleset r = preset("super");
  r.city_overflow_drain = true;
  auto sc = super_board(r, {"BM001", "BM003", "BM005"});
  sc.set_city({kMage4, kCleric4, kThief4});
  sc.empty_hero_decks();
  sc.deck_top(kFighter4);
  const int from = event_count(sc);
  sc.start_city();
  EXPECT_EQ(dropped(sc, from), ids_of({kMage4, kCleric4, kThief4}));
  EXPECT_EQ(sc.town_ids(), ids_of({kFighter4}));
}

// S-CITY-2: a dropped hero whose landmark is taken goes to the Tavern (on top of the stack).
TEST(SuperCity, DropToTavernWhenLandmarkTaken_S_CITY_2) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_city({kFighter4, kCleric4});
  sc.set_landmark("stadium", {kFighter8});
  sc.set_landmark("tavern", {kMage8});
  sc.empty_hero_decks();
  sc.deck_top(kThief4);
  sc.start_city();
  EXPECT_EQ(sc.landmark_heroes("stadium"), ids_of({kFighter8}));
  EXPECT_EQ(sc.landmark_heroes("tavern"), ids_of({kMage8, kFighter4})) << "the Tavern stacks; the newest on top";
  EXPECT_EQ(sc.town_ids(), ids_of({kCleric4, kThief4}));
  EXPECT_FALSE(sc.s.over) << "only solo ends at a Tavern arrival (SO-6)";
}

// S-COMPAT-1: a hero with no treasure icon (The Fool) that drops goes to the Tavern.
TEST(SuperCity, NoTreasureHeroDropsToTavern_S_COMPAT_1) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_city({"BM080", kCleric4});
  sc.empty_hero_decks();
  sc.deck_top(kThief4);
  sc.start_city();
  EXPECT_EQ(sc.landmark_heroes("tavern"), ids_of({"BM080"}));
  for (const char* l : {"temple", "stadium", "library", "hideout"}) EXPECT_TRUE(sc.landmark_heroes(l).empty()) << l;
}
