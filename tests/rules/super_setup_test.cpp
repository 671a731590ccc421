// Super and solo setup and player order: S-2 (city deck by player icon, ordinary over epic),
// S-3 (two bosses, keep one; first player = most XP), S-4 (5 rooms + 2 spells), S-5 (first
// build clockwise from the first player), S-7 (clockwise order, the marker passes every
// round), SO-1 (solo deck). Expected values come from the digest and the research notes.
#include <gtest/gtest.h>

#include <span>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

namespace {

int count_if_in(const Scenario& sc, std::span<const int> v, const std::function<bool(const CardDesign&)>& f) {
  int n = 0;
  for (int c : v) n += f(sc.cards.of(c)) ? 1 : 0;
  return n;
}

bool in_vec(std::span<const int> v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// Every hero of the card set that is in the hero decks.
std::vector<int> deck_heroes(const Scenario& sc) {
  std::vector<int> v = sc.s.ordinary_heroes.vec();
  v.insert(v.end(), sc.s.epic_heroes.begin(), sc.s.epic_heroes.end());
  return v;
}

}  // namespace

// S-3: each player is dealt 2 bosses and keeps 1; the other leaves the game.
TEST(SuperSetup, TwoBossesDealtKeepOneOtherLeaves_S_3) {
  Scenario sc("super", 3, 5);
  EXPECT_EQ(count_events(sc, "deal_boss"), 6);
  for (int p = 0; p < 3; ++p) {
    ASSERT_EQ(sc.decision(), DecisionKind::choose_boss);
    ASSERT_EQ(sc.to_move(), p);
    const auto dealt = sc.s.players[static_cast<std::size_t>(p)].boss_choices.vec();
    ASSERT_EQ(dealt.size(), 2u);
    EXPECT_EQ(legal_of(sc, "choose_boss").size(), 2u);
    sc.act({{"type", "choose_boss"}, {"card", sc.cards.id_of(dealt[1])}});  // keep the second one
    EXPECT_EQ(sc.s.players[static_cast<std::size_t>(p)].boss, dealt[1]);
    EXPECT_TRUE(in_vec(sc.s.out_of_game, dealt[0])) << "the unkept boss leaves the game";
  }
  sc.check_conservation();
}

// S-3 / S-5 / S-7: the first-player marker goes to the boss with the most XP; the first build
// and the first market pick go clockwise from that player.
TEST(SuperSetup, FirstPlayerIsHighestXpThenClockwise_S_3_S_5_S_7) {
  for (std::uint64_t seed : {3u, 7u, 21u}) {
    SCOPED_TRACE(seed);
    Scenario sc("super", 3, seed);
    std::vector<int> builders;
    for (int guard = 0; guard < 100 && sc.decision() != DecisionKind::market_pick; ++guard) {
      if (sc.decision() == DecisionKind::choose_boss) {
        sc.engine.apply(sc.s, sc.legal().front(), &sc.events);
      } else if (sc.decision() == DecisionKind::mulligan) {
        sc.act({{"type", "keep"}});
      } else {
        ASSERT_EQ(sc.decision(), DecisionKind::build);
        builders.push_back(sc.to_move());
        sc.act({{"type", "pass_build"}});
      }
    }
    int first = 0;
    for (int p = 1; p < 3; ++p)
      if (sc.cards.of(sc.s.players[static_cast<std::size_t>(p)].boss).xp >
          sc.cards.of(sc.s.players[static_cast<std::size_t>(first)].boss).xp)
        first = p;
    EXPECT_EQ(sc.s.first_player, first);
    EXPECT_EQ(builders, (std::vector<int>{first, (first + 1) % 3, (first + 2) % 3})) << "S-5: first build clockwise";
    ASSERT_EQ(sc.decision(), DecisionKind::market_pick);
    EXPECT_EQ(sc.to_move(), first) << "S-CITY-4: the first player picks first";
  }
}

// S-4: the starting hand is 5 rooms + 2 spells; no starting discard.
TEST(SuperSetup, StartingHandFiveRoomsTwoSpells_S_4) {
  Scenario sc("super", 4, 9);
  for (const auto& pl : sc.s.players) {
    EXPECT_EQ(count_if_in(sc, pl.hand, [](const CardDesign& d) { return d.kind == CardKind::room; }), 5);
    EXPECT_EQ(count_if_in(sc, pl.hand, [](const CardDesign& d) { return d.kind == CardKind::spell; }), 2);
  }
}

// S-2 (as C-2): the city deck drops heroes by player-count icon; 4 players use all heroes.
// The built-in set: 13/17/25 ordinary and 8/12/16 epic for 2/3/4 players (The Fool in the
// deck: the super preset sets fool_in_deck, IP-1).
TEST(SuperSetup, HeroesRemovedByIcon_S_2) {
  const int ordinary[3] = {13, 17, 25}, epic[3] = {8, 12, 16};
  for (int n = 2; n <= 4; ++n) {
    SCOPED_TRACE(n);
    Scenario sc("super", n, 1);
    EXPECT_EQ(sc.s.ordinary_heroes.size(), static_cast<std::size_t>(ordinary[n - 2]));
    EXPECT_EQ(sc.s.epic_heroes.size(), static_cast<std::size_t>(epic[n - 2]));
    for (int c : deck_heroes(sc)) EXPECT_LE(sc.cards.of(c).min_players, n) << sc.cards.id_of(c);
    sc.check_conservation();
  }
}

// S-2 / G-24: one city deck, ordinary heroes on top of the epics: a reveal takes the last
// ordinary heroes first and then the epics (a round may mix them, notes section 6).
TEST(SuperSetup, OrdinaryHeroesBeforeEpics_S_2_G_24) {
  auto sc = super_board("super", {"BM001", "BM003", "BM005"});
  sc.empty_hero_decks();
  sc.deck_top("BM081");  // epic
  sc.deck_top("BM085");  // epic, on top of the epic deck
  sc.deck_top(kThief4);  // the only ordinary hero
  const int from = event_count(sc);
  sc.start_city();
  const auto ev = all_events(sc);
  std::vector<std::string> revealed;
  for (std::size_t i = static_cast<std::size_t>(from); i < ev.size(); ++i)
    if (ev[i]["e"] == "hero_revealed") revealed.push_back(ev[i]["card"]);
  EXPECT_EQ(revealed, (std::vector<std::string>{kThief4, "BM085", "BM081"}));
}

// S-7: the marker passes to the next player clockwise at the end of every round; each round
// the market picks start with the new first player.
TEST(SuperSetup, MarkerPassesClockwiseEachRound_S_7) {
  auto sc = super_board("super", {"BM001", "BM003", "BM005"});
  sc.set_first_player(2);
  sc.start_round();
  const int r = sc.s.round;
  std::vector<int> first_pickers;
  for (int k = 0; k < 3; ++k) {
    ASSERT_EQ(sc.decision(), DecisionKind::market_pick);
    first_pickers.push_back(sc.to_move());
    autoplay_round(sc, r + k);
    ASSERT_FALSE(sc.s.over);
    // The next round's first decision is its first market pick.
    autoplay_until(sc, [](const Scenario& x) { return x.decision() == DecisionKind::market_pick; });
  }
  EXPECT_EQ(first_pickers, (std::vector<int>{2, 0, 1}));
  EXPECT_GE(count_events(sc, "marker_pass"), 3);
}

// SO-1 with the built-in classic set: the solo deck removes every ordinary hero with the
// 4-player icon; SO-1's named removals (Explorer, Gladiator, ...; Archivist, ...) are Super
// cards the classic set does not contain, so every classic epic stays, and The Fool is out
// because the solo preset sets fool_in_deck: false (IP-1). SO-1's "12 + 12" counts the Super
// hero set and cannot hold here: the classic set gives 16 ordinary + 16 epic heroes.
TEST(SoloSetup, DeckWithoutFourPlayerOrdinaryHeroes_SO_1) {
  Scenario sc("solo", 1, 1);
  EXPECT_EQ(sc.s.ordinary_heroes.size(), 16u);
  EXPECT_EQ(sc.s.epic_heroes.size(), 16u);
  for (int c : sc.s.ordinary_heroes) {
    EXPECT_LE(sc.cards.of(c).min_players, 3) << sc.cards.id_of(c);
    EXPECT_NE(sc.cards.id_of(c), "BM080");
  }
  // SO-1: 2 bosses, keep 1.
  EXPECT_EQ(sc.decision(), DecisionKind::choose_boss);
  EXPECT_EQ(sc.s.players[0].boss_choices.size(), 2u);
  sc.check_conservation();
}

// SO-2 / S-2: solo reveals 3 heroes per round, ordinary first.
TEST(SoloSetup, ThreeHeroesPerRound_SO_2) {
  auto sc = super_board("solo", {"BM005"});
  const int from = event_count(sc);
  sc.start_city();
  EXPECT_EQ(count_events(sc, "hero_revealed", json::object(), from), 3);
  EXPECT_EQ(sc.s.town.size(), 3u);
}
