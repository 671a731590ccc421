// Round structure: C-6, C-7, G-24, C-15. Expected values come from the digest and seeds.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

// C-6: a round is beginning, build, bait, adventure, end of round.
TEST(Rule_C6, RoundPhasesInOrder) {
  Scenario sc = board("classic", {"BM001", "BM004"});
  const int from = event_count(sc);
  sc.start_round();
  const int round = sc.s.round;
  sc.pass_until([round](const Scenario& x) { return x.s.round > round; });
  std::vector<std::string> phases;
  const auto ev = all_events(sc);
  int starts = 0;
  for (std::size_t i = static_cast<std::size_t>(from); i < ev.size(); ++i) {
    if (ev[i]["e"] == "round_start" && ++starts == 2) break;
    if (ev[i]["e"] == "phase") phases.push_back(ev[i]["phase"]);
  }
  EXPECT_EQ(phases, (std::vector<std::string>{"beginning", "build", "bait", "adventure", "end_of_round"}));
}

// C-7: the beginning reveals one hero per player into town, then each player draws one room;
// nobody decides anything before the build phase.
TEST(Rule_C7, OneHeroPerPlayerThenOneRoomEach) {
  Scenario sc = board("classic", {"BM001", "BM004", "BM005"});
  const int from = event_count(sc);
  sc.start_round();
  EXPECT_EQ(sc.s.phase, Phase::build);  // first decision
  EXPECT_EQ(count_events(sc, "hero_revealed", json::object(), from), 3);
  EXPECT_EQ(sc.town_ids().size(), 3u);
  for (int p = 0; p < 3; ++p) {
    const auto hand = sc.s.players[static_cast<std::size_t>(p)].hand.vec();
    ASSERT_EQ(hand.size(), 1u);
    EXPECT_EQ(sc.cards.of(hand[0]).kind, CardKind::room);
  }
  // The heroes come before the draws.
  EXPECT_LT(find_event(sc, "hero_revealed", json::object(), from), find_event(sc, "draw", json::object(), from));
}

// G-24: every ordinary hero is revealed before any epic hero; when the ordinary deck runs
// out mid-reveal, epics make up the number.
TEST(Rule_G24, OrdinaryHeroesBeforeEpic) {
  Scenario sc = board("classic", {"BM001", "BM004"});
  sc.empty_hero_decks();
  sc.deck_top("BM062");
  sc.deck_top("BM064");  // ordinary deck, top: Fire's Breath, then Boden
  sc.deck_top("BM081");  // epic deck: Katelyn
  sc.start_round();
  EXPECT_EQ(sc.town_ids(), (std::vector<std::string>{"BM064", "BM062"}));
  EXPECT_EQ(sc.s.epic_heroes.size(), 1u);
}

TEST(Rule_G24, EpicsOnlyOnceOrdinaryRunOut) {
  Scenario sc = board("classic", {"BM001", "BM004"});
  sc.empty_hero_decks();
  sc.deck_top("BM062");
  sc.deck_top("BM081");
  sc.deck_top("BM085");  // epic deck top: Frankov
  sc.start_round();
  EXPECT_EQ(sc.town_ids(), (std::vector<std::string>{"BM062", "BM085"}));
  EXPECT_TRUE(sc.s.ordinary_heroes.empty());
}

// C-15: heroes wait in a row, longest-waiting first; one that leaves makes the rest close up,
// and new arrivals join behind.
TEST(Rule_C15, TownRowClosesUpNewArrivalsBehind) {
  Scenario sc = board("classic", {"BM004", "BM008"});  // Robobo (fighter), Gorgona (thief)
  sc.set_town({"BM062", "BM056"});                     // Boden (fighter) is lured, Nick (cleric) stays
  sc.deck_top("BM058");                                // next ordinary heroes: Acacia, then Delatorious (clerics)
  sc.deck_top("BM060");
  const int r = round_now(sc);
  sc.start_bait();
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM062"}, {"player", 0}}));
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", "BM056"}}));
  sc.finish_round(r);  // next round's beginning has revealed two more heroes
  EXPECT_EQ(sc.town_ids(), (std::vector<std::string>{"BM056", "BM060", "BM058"}));
}
