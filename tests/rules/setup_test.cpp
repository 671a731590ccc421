// Setup rules: G-1, C-1..C-4, G-23 (mulligan), IP-1 (hero deck sizes), IP-2 (starting
// discard), C-5/IP-5 (turn order), C-16 (I choose you!, Hard mode, Classic mode).
// Expected values come from the digest and seeds 001/003, never from engine output.
#include <gtest/gtest.h>

#include <span>

#include "bm/core/error.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

namespace {

// G-23 as seed 001:190 states it: 4 advanced rooms, or 4 rooms sharing a treasure type.
bool mulligan_eligible(const Scenario& sc, int p) {
  int advanced = 0;
  int per_type[4] = {0, 0, 0, 0};
  for (int c : sc.s.players[static_cast<std::size_t>(p)].hand) {
    const CardDesign& d = sc.cards.of(c);
    if (d.kind != CardKind::room) continue;
    if (d.advanced) ++advanced;
    for (std::size_t t = 0; t < 4; ++t)
      if (d.treasure[t] > 0) ++per_type[t];
  }
  if (advanced >= 4) return true;
  for (int n : per_type)
    if (n >= 4) return true;
  return false;
}

int count_kind(std::span<const int> hand, const Scenario& sc, CardKind k) {
  int n = 0;
  for (int c : hand) n += sc.cards.of(c).kind == k ? 1 : 0;
  return n;
}

Ruleset no_mulligan(const std::string& name = "classic") {
  Ruleset r = preset(name);
  r.mulligan = false;
  return r;
}

}  // namespace

// ---------------------------------------------------------------------------- G-1, C-1

// C-1: 8 bosses, 75 rooms, 31 spells, 25 ordinary heroes, 16 epic heroes.
TEST(Rule_C1, ComponentCounts) {
  const CardSet& cs = builtin_classic_cards();
  int bosses = 0, rooms = 0, spells = 0, ordinary = 0, epic = 0;
  for (int c = 0; c < cs.instances(); ++c) {
    const CardDesign& d = cs.of(c);
    switch (d.kind) {
      case CardKind::boss: ++bosses; break;
      case CardKind::room: ++rooms; break;
      case CardKind::spell: ++spells; break;
      case CardKind::hero: (d.is_epic() ? epic : ordinary) += 1; break;
      case CardKind::item: ADD_FAILURE() << "the classic set has no items"; break;
    }
  }
  EXPECT_EQ(bosses, 8);
  EXPECT_EQ(rooms, 75);
  EXPECT_EQ(spells, 31);
  EXPECT_EQ(ordinary, 25);
  EXPECT_EQ(epic, 16);
}

// C-1: the classic game is for 2-4 players.
TEST(Rule_C1, TwoToFourPlayers) {
  const Engine e = engine_for("classic");
  EXPECT_THROW(e.start(1, 1), InputError);
  EXPECT_THROW(e.start(5, 1), InputError);
  for (int n = 2; n <= 4; ++n) EXPECT_NO_THROW(e.start(n, 1)) << n << " players";
}

// G-1: rooms show treasure icons and a damage value; treasure types are the four classic
// ones; heroes are ordinary (1 soul/wound) or epic (2), G-12.
TEST(Rule_G1, CardKindsAndTreasure) {
  const CardSet& cs = builtin_classic_cards();
  for (int c = 0; c < cs.instances(); ++c) {
    const CardDesign& d = cs.of(c);
    int icons = 0;
    for (int t : d.treasure) icons += t;
    if (d.kind == CardKind::room) {
      EXPECT_GE(icons, 1) << d.id << ": a room shows at least one treasure icon";
      EXPECT_GE(d.damage, 0) << d.id;
    }
    if (d.kind == CardKind::boss) { EXPECT_EQ(icons, 1) << d.id << ": a boss shows one treasure icon (G-9)"; }
    if (d.kind == CardKind::hero) {
      EXPECT_EQ(d.souls, d.is_epic() ? 2 : 1) << d.id;
      EXPECT_GT(d.health, 0) << d.id;
    }
  }
  // Advanced and ordinary rooms, monster and trap rooms both exist (G-1, G-21).
  EXPECT_TRUE(cs.of(cs.first_instance[static_cast<std::size_t>(cs.find("BM013"))]).advanced);   // Dracolich Lair
  EXPECT_FALSE(cs.of(cs.first_instance[static_cast<std::size_t>(cs.find("BM009"))]).advanced);  // Dark Altar
}

// ---------------------------------------------------------------------------- C-2, IP-1

struct DeckCase {
  int players;
  bool fool;
  std::size_t ordinary;
  std::size_t epic;
};

// C-2 / IP-1: 2 players drop the 3- and 4-player icons, 3 players the 4-player icon. With
// The Fool (seed 001): 13/17/25 ordinary; without it (seed 003): 12/16/24; epic 8/12/16.
TEST(Rule_IP1, HeroDeckSizesBothReadings) {
  const DeckCase cases[] = {{2, true, 13, 8},  {3, true, 17, 12},  {4, true, 25, 16},
                            {2, false, 12, 8}, {3, false, 16, 12}, {4, false, 24, 16}};
  for (const DeckCase& k : cases) {
    Ruleset r = no_mulligan();
    r.fool_in_deck = k.fool;
    Scenario sc(r, k.players, 5);  // before round 1: no hero has been revealed yet
    EXPECT_EQ(sc.s.ordinary_heroes.size(), k.ordinary) << k.players << " players, fool " << k.fool;
    EXPECT_EQ(sc.s.epic_heroes.size(), k.epic) << k.players << " players, fool " << k.fool;
    const int fool = sc.card("BM080");
    const bool in_deck =
        std::find(sc.s.ordinary_heroes.begin(), sc.s.ordinary_heroes.end(), fool) != sc.s.ordinary_heroes.end();
    EXPECT_EQ(in_deck, k.fool);
    // C-2: two separate decks; no hero above the player count.
    for (int h : sc.s.ordinary_heroes) {
      EXPECT_FALSE(sc.cards.of(h).is_epic());
      EXPECT_LE(sc.cards.of(h).min_players, k.players) << sc.cards.id_of(h);
    }
    for (int h : sc.s.epic_heroes) {
      EXPECT_TRUE(sc.cards.of(h).is_epic());
      EXPECT_LE(sc.cards.of(h).min_players, k.players) << sc.cards.id_of(h);
    }
    sc.check_conservation();
  }
}

TEST(Rule_IP1, PresetsFollowTheirSeeds) {
  EXPECT_TRUE(preset("classic").fool_in_deck);      // seed 001
  EXPECT_FALSE(preset("classic-es").fool_in_deck);  // seed 003
}

// C-16 Hard mode: every ordinary hero with 4 health is removed. 2 players: 13 - 4 (BM056,
// BM062, BM068, BM074) = 9; 4 players: 25 - 8 = 17. Epic decks are untouched.
TEST(Rule_C16, HardModeRemovesFourHealthOrdinaryHeroes) {
  const DeckCase cases[] = {{2, true, 9, 8}, {4, true, 17, 16}};
  for (const DeckCase& k : cases) {
    Ruleset r = no_mulligan();
    r.hard_mode = true;
    Scenario sc(r, k.players, 3);
    EXPECT_EQ(sc.s.ordinary_heroes.size(), k.ordinary) << k.players << " players";
    EXPECT_EQ(sc.s.epic_heroes.size(), k.epic) << k.players << " players";
    for (int h : sc.s.ordinary_heroes) EXPECT_NE(sc.cards.of(h).health, 4) << sc.cards.id_of(h);
  }
}

// ---------------------------------------------------------------------------- C-3, IP-2

// C-3: one random boss per player (all different); IP-2 seed 001: 5 rooms + 2 spells kept.
TEST(Rule_C3, OneBossEachAndFiveRoomsTwoSpells) {
  for (int players = 2; players <= 4; ++players) {
    Scenario sc(no_mulligan(), players, 17);
    std::vector<int> bosses;
    for (const auto& pl : sc.s.players) {
      ASSERT_GE(pl.boss, 0);
      EXPECT_EQ(sc.cards.of(pl.boss).kind, CardKind::boss);
      EXPECT_EQ(std::find(bosses.begin(), bosses.end(), pl.boss), bosses.end()) << "two players share a boss";
      bosses.push_back(pl.boss);
      EXPECT_EQ(count_kind(pl.hand, sc, CardKind::room), 5);
      EXPECT_EQ(count_kind(pl.hand, sc, CardKind::spell), 2);
      EXPECT_EQ(pl.hand.size(), 7u);
    }
    // IP-2 (001): no discard; the first decision is already the C-4 first build.
    EXPECT_EQ(sc.decision(), DecisionKind::build);
    EXPECT_TRUE(sc.s.discard.empty());
    int unused = 0;
    for (int c : sc.s.out_of_game) unused += sc.cards.of(c).kind == CardKind::boss ? 1 : 0;
    EXPECT_EQ(unused, 8 - players);
  }
}

// IP-2 seed 003 (= C-16 Classic mode): after drawing 5 rooms + 2 spells each player discards
// 2 cards of their own choice, before the first build.
TEST(Rule_IP2, DiscardTwoReading) {
  Ruleset r = no_mulligan();
  r.starting_discard = 2;
  Scenario sc(r, 2, 17);
  for (int p = 0; p < 2; ++p) {
    for (int k = 0; k < 2; ++k) {
      ASSERT_EQ(sc.decision(), DecisionKind::discard);
      ASSERT_EQ(sc.to_move(), p);
      // Discard = owner's choice (G-19): every option is a card of the player's own hand.
      for (const auto& a : sc.legal()) {
        ASSERT_EQ(a.type, ActionType::discard);
        const auto& h = sc.s.players[static_cast<std::size_t>(p)].hand;
        EXPECT_NE(std::find(h.begin(), h.end(), a.card), h.end());
      }
      const int chosen = sc.s.players[static_cast<std::size_t>(p)].hand.back();
      sc.act({{"type", "discard"}, {"card", sc.cards.id_of(chosen)}});
      EXPECT_NE(std::find(sc.s.discard.begin(), sc.s.discard.end(), chosen), sc.s.discard.end());
    }
  }
  EXPECT_EQ(sc.decision(), DecisionKind::build);  // then C-4
  EXPECT_EQ(sc.s.discard.size(), 4u);
  for (const auto& pl : sc.s.players) EXPECT_EQ(pl.hand.size(), 5u);
  sc.check_conservation();
}

TEST(Rule_IP2, KeepAllReadingAndPresets) {
  EXPECT_EQ(preset("classic").starting_discard, 0);           // seed 001
  EXPECT_EQ(preset("classic-es").starting_discard, 2);        // seed 003
  EXPECT_EQ(preset("classic-variants").starting_discard, 2);  // C-16 Classic mode
  Scenario sc(no_mulligan(), 2, 17);
  EXPECT_NE(sc.decision(), DecisionKind::discard);
  for (const auto& pl : sc.s.players) EXPECT_EQ(pl.hand.size(), 7u);
}

// ---------------------------------------------------------------------------- G-23

// G-23: the mulligan is offered exactly to starting hands with 4 advanced rooms or 4 rooms
// sharing a treasure type (seat 0 is asked first, then seat 1, then the first build).
TEST(Rule_G23, OfferedExactlyToEligibleHands) {
  int eligible_seen = 0, plain_seen = 0;
  for (std::uint64_t seed = 1; seed <= 150; ++seed) {
    Scenario sc("classic", 2, seed);
    const bool e0 = mulligan_eligible(sc, 0), e1 = mulligan_eligible(sc, 1);
    if (e0) {
      EXPECT_EQ(sc.decision(), DecisionKind::mulligan) << "seed " << seed;
      EXPECT_EQ(sc.to_move(), 0) << "seed " << seed;
    } else if (e1) {
      EXPECT_EQ(sc.decision(), DecisionKind::mulligan) << "seed " << seed;
      EXPECT_EQ(sc.to_move(), 1) << "seed " << seed;
    } else {
      EXPECT_EQ(sc.decision(), DecisionKind::build) << "seed " << seed;
    }
    (e0 || e1 ? eligible_seen : plain_seen) += 1;
  }
  ASSERT_GT(eligible_seen, 0);
  ASSERT_GT(plain_seen, 0);
}

namespace {
Scenario mulligan_scenario(std::initializer_list<std::string> hand, bool allowed = true) {
  Ruleset r = preset("classic");
  r.mulligan = allowed;
  Scenario sc = board(r, {"BM001", "BM004"}, 21);
  sc.set_hand(0, hand);
  for (auto& pl : sc.s.players) pl.mulligan_done = false;
  sc.s.round = 0;
  sc.run_agenda(
      {task(TaskKind::round_start), task(TaskKind::reveal), task(TaskKind::first_build), task(TaskKind::mulligan, 0)},
      Phase::setup);
  return sc;
}
}  // namespace

TEST(Rule_G23, FourRoomsSharingATreasureType) {
  // Four cleric rooms (Dark Altar, Open Grave, Specter's Sanctum, Succubus Spa).
  Scenario sc = mulligan_scenario({"BM009", "BM010", "BM011", "BM012", "BM016", "BM046", "BM045"});
  EXPECT_EQ(sc.decision(), DecisionKind::mulligan);
  EXPECT_EQ(sc.to_move(), 0);
}

TEST(Rule_G23, FourAdvancedRooms) {
  // Dracolich Lair (cleric), Beast Menagerie (fighter), All-Seeing Eye (mage), Recycling
  // Center (thief): no treasure type four times, but four advanced rooms.
  Scenario sc = mulligan_scenario({"BM013", "BM019", "BM025", "BM031", "BM009", "BM046", "BM045"});
  EXPECT_EQ(sc.decision(), DecisionKind::mulligan);
}

TEST(Rule_G23, ThreeOfATypeIsNotEnough) {
  // 3 cleric rooms + 2 fighter rooms, no advanced room: no mulligan, straight to C-4.
  Scenario sc = mulligan_scenario({"BM009", "BM010", "BM011", "BM015", "BM016", "BM046", "BM045"});
  EXPECT_EQ(sc.decision(), DecisionKind::build);
}

TEST(Rule_G23, DisabledByOption) {
  Scenario sc = mulligan_scenario({"BM009", "BM010", "BM011", "BM012", "BM016", "BM046", "BM045"}, false);
  EXPECT_EQ(sc.decision(), DecisionKind::build);
}

// G-23 (seed 001:190): the whole hand goes back into its decks and a new 5 rooms + 2 spells
// hand is drawn.
TEST(Rule_G23, MulliganRedrawsTheWholeHand) {
  Scenario sc = mulligan_scenario({"BM009", "BM010", "BM011", "BM012", "BM016", "BM046", "BM045"});
  ASSERT_EQ(sc.decision(), DecisionKind::mulligan);
  const std::size_t rooms_before = sc.s.room_deck.size(), spells_before = sc.s.spell_deck.size();
  sc.act({{"type", "mulligan"}});
  EXPECT_TRUE(sc.saw("mulligan", {{"player", 0}}));
  const auto& hand = sc.s.players[0].hand;
  EXPECT_EQ(count_kind(hand, sc, CardKind::room), 5);
  EXPECT_EQ(count_kind(hand, sc, CardKind::spell), 2);
  EXPECT_EQ(sc.s.room_deck.size(), rooms_before);  // 5 back, 5 drawn
  EXPECT_EQ(sc.s.spell_deck.size(), spells_before);
  sc.check_conservation();
}

TEST(Rule_G23, KeepLeavesTheHand) {
  Scenario sc = mulligan_scenario({"BM009", "BM010", "BM011", "BM012", "BM016", "BM046", "BM045"});
  const auto before = sc.hand_ids(0);
  sc.act({{"type", "keep"}});
  EXPECT_EQ(sc.hand_ids(0), before);
  EXPECT_FALSE(sc.saw("mulligan"));
}

// ---------------------------------------------------------------------------- C-4

namespace {
Scenario first_build_scenario(const Ruleset& r) {
  // Seat 0: Robobo (400 XP), seat 1: Draculord (900 XP).
  Scenario sc = board(r, {"BM004", "BM001"}, 23);
  sc.set_hand(0, {"BM022", "BM048"});  // Dark Laboratory (on build: draw 2 spells, discard 1), Jeopardy
  sc.set_hand(1, {"BM022", "BM048"});
  sc.s.round = 0;
  sc.run_agenda({task(TaskKind::round_start), task(TaskKind::reveal), task(TaskKind::first_build)}, Phase::setup);
  return sc;
}
}  // namespace

// C-4: before round 1 each player may build one room face down; no spells (Jeopardy is a
// "both" spell, yet not offered); all revealed together.
TEST(Rule_C4, FirstBuildFaceDownNoSpellsRevealedTogether) {
  Scenario sc = first_build_scenario(preset("classic"));
  ASSERT_EQ(sc.decision(), DecisionKind::build);
  EXPECT_EQ(sc.s.phase, Phase::setup);
  EXPECT_EQ(sc.to_move(), 1);  // C-5: decreasing XP (900 first)
  for (const auto& j : sc.legal_json()) EXPECT_NE(j["type"], "cast") << j.dump();
  EXPECT_TRUE(sc.can({{"type", "pass_build"}}));
  sc.act({{"type", "build"}, {"card", "BM022"}, {"stack", "new"}});
  EXPECT_EQ(sc.dungeon_ids(1), (std::vector<std::string>{"?"}));  // face down
  EXPECT_FALSE(sc.saw("room_built"));
  ASSERT_EQ(sc.to_move(), 0);
  for (const auto& j : sc.legal_json()) EXPECT_NE(j["type"], "cast") << j.dump();
  const int placed_last = event_count(sc);
  sc.act({{"type", "build"}, {"card", "BM022"}, {"stack", "new"}});
  // Both rooms revealed only after the last player's build, together.
  EXPECT_GE(find_event(sc, "room_built", {{"player", 1}}), placed_last);
  EXPECT_GE(find_event(sc, "room_built", {{"player", 0}}), placed_last);
}

// C-4: on-build effects of the first build resolve in decreasing XP order.
TEST(Rule_C4, OnBuildEffectsInDecreasingXp) {
  Scenario sc = first_build_scenario(preset("classic"));
  sc.act({{"type", "build"}, {"card", "BM022"}, {"stack", "new"}});
  sc.act({{"type", "build"}, {"card", "BM022"}, {"stack", "new"}});
  // Draculord's player (900) resolves Dark Laboratory first: draws 2, discards 1; the other
  // player has drawn nothing yet.
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  EXPECT_EQ(sc.to_move(), 1);
  EXPECT_EQ(sc.s.players[0].hand.size(), 1u);  // only Jeopardy
  sc.act(sc.legal_json().front());
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  EXPECT_EQ(sc.to_move(), 0);
  sc.act(sc.legal_json().front());
  // Then round 1 starts; both rooms are built (face up).
  EXPECT_EQ(sc.s.round, 1);
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM022"}));
  EXPECT_EQ(sc.dungeon_ids(1), (std::vector<std::string>{"BM022"}));
}

// ---------------------------------------------------------------------------- C-5, IP-5

namespace {
// 4 seats: BM003 King Croak 800, BM001 Draculord 900, BM004 Robobo 400, BM007 Cleopatra 850.
// Decreasing XP (seed 001): seats 1, 3, 0, 2. Highest XP then clockwise (seed 003): 1, 2, 3, 0.
Scenario order_scenario(bool clockwise) {
  Ruleset r = preset("classic");
  r.order_clockwise = clockwise;
  Scenario sc = board(r, {"BM003", "BM001", "BM004", "BM007"}, 31);
  sc.s.round = 0;
  sc.s.order.clear();  // the engine computes it at the first build (C-4)
  sc.run_agenda({task(TaskKind::round_start), task(TaskKind::reveal), task(TaskKind::first_build)}, Phase::setup);
  return sc;
}

// Who gets a build decision, until the phase is no longer `phase` (or the round changes).
std::vector<int> build_turns(Scenario& sc, Phase phase) {
  std::vector<int> who;
  const int round = sc.s.round;
  for (const Seen& d :
       pass_recording(sc, [phase, round](const Scenario& x) { return x.s.phase != phase || x.s.round != round; }))
    if (d.kind == DecisionKind::build) who.push_back(d.player);
  return who;
}

// Order in which dungeons run their heroes: every seat gets one hero at its entrance and an
// empty dungeon, so each hero goes straight to the boss.
std::vector<int> adventure_turns(Scenario& sc) {
  const char* heroes[] = {"BM056", "BM058", "BM062", "BM064"};
  for (int p = 0; p < 4; ++p) sc.add_entrance(p, heroes[p]);
  const int from = event_count(sc);
  sc.start_adventure();
  sc.pass_round();
  std::vector<int> who;
  const auto ev = all_events(sc);
  for (std::size_t i = static_cast<std::size_t>(from); i < ev.size() && ev[i]["e"] != "round_start"; ++i)
    if (ev[i]["e"] == "hero_wounds") who.push_back(ev[i]["player"].get<int>());
  return who;
}
}  // namespace

// C-5 / IP-5 xp_desc (seed 001): decreasing XP in the first build, the round build and the
// adventure turns.
TEST(Rule_IP5, DecreasingXpInEveryPhase) {
  Scenario sc = order_scenario(false);
  EXPECT_EQ(sc.s.order, (std::vector<int>{1, 3, 0, 2}));
  EXPECT_EQ(build_turns(sc, Phase::setup), (std::vector<int>{1, 3, 0, 2}));  // C-4 first build
  Scenario sc2 = order_scenario(false);
  sc2.start_build();
  EXPECT_EQ(build_turns(sc2, Phase::build), (std::vector<int>{1, 3, 0, 2}));  // C-8 round build
  Scenario sc3 = order_scenario(false);
  EXPECT_EQ(adventure_turns(sc3), (std::vector<int>{1, 3, 0, 2}));  // C-10
}

// C-5 / IP-5 xp_then_clockwise (seed 003): highest XP first, then clockwise (seat order).
TEST(Rule_IP5, HighestXpThenClockwise) {
  Scenario sc = order_scenario(true);
  EXPECT_EQ(sc.s.order, (std::vector<int>{1, 2, 3, 0}));
  EXPECT_EQ(build_turns(sc, Phase::setup), (std::vector<int>{1, 2, 3, 0}));
  Scenario sc2 = order_scenario(true);
  sc2.start_build();
  EXPECT_EQ(build_turns(sc2, Phase::build), (std::vector<int>{1, 2, 3, 0}));
  Scenario sc3 = order_scenario(true);
  EXPECT_EQ(adventure_turns(sc3), (std::vector<int>{1, 2, 3, 0}));
}

TEST(Rule_IP5, PresetsFollowTheirSeeds) {
  EXPECT_FALSE(preset("classic").order_clockwise);    // seed 001
  EXPECT_TRUE(preset("classic-es").order_clockwise);  // seed 003
}

// ---------------------------------------------------------------------------- C-16 I choose you!

// C-16 I choose you!: two bosses dealt to each player, each keeps one; the other leaves the
// game. Turn order (C-5) follows the kept bosses.
TEST(Rule_C16, IChooseYouDealsTwoKeepsOne) {
  Ruleset r = no_mulligan();
  r.i_choose_you = true;
  Scenario sc(r, 2, 41);
  std::vector<int> dealt, kept;
  for (int p = 0; p < 2; ++p) {
    ASSERT_EQ(sc.decision(), DecisionKind::choose_boss);
    ASSERT_EQ(sc.to_move(), p);
    const auto legal = sc.legal();
    ASSERT_EQ(legal.size(), 2u);
    EXPECT_NE(legal[0].card, legal[1].card);
    for (const auto& a : legal) {
      EXPECT_EQ(sc.cards.of(a.card).kind, CardKind::boss);
      dealt.push_back(a.card);
    }
    // Seat 0 keeps its lower-XP boss, seat 1 its higher-XP boss.
    const bool first_lower = sc.cards.of(legal[0].card).xp < sc.cards.of(legal[1].card).xp;
    const Action keep = (p == 0) == first_lower ? legal[0] : legal[1];
    kept.push_back(keep.card);
    sc.engine.apply(sc.s, keep, &sc.events);
  }
  std::sort(dealt.begin(), dealt.end());
  EXPECT_EQ(std::unique(dealt.begin(), dealt.end()), dealt.end()) << "four different bosses dealt";
  for (int p = 0; p < 2; ++p)
    EXPECT_EQ(sc.s.players[static_cast<std::size_t>(p)].boss, kept[static_cast<std::size_t>(p)]);
  for (int b : dealt)
    if (b != kept[0] && b != kept[1]) {
      EXPECT_NE(std::find(sc.s.out_of_game.begin(), sc.s.out_of_game.end(), b), sc.s.out_of_game.end());
    }
  const int xp0 = sc.cards.of(kept[0]).xp, xp1 = sc.cards.of(kept[1]).xp;
  EXPECT_EQ(sc.s.order, (xp0 > xp1 ? std::vector<int>{0, 1} : std::vector<int>{1, 0}));
  sc.check_conservation();
}

TEST(Rule_C16, IChooseYouOffByDefault) {
  Scenario sc(no_mulligan(), 2, 41);
  EXPECT_NE(sc.decision(), DecisionKind::choose_boss);
  for (const auto& pl : sc.s.players) EXPECT_TRUE(pl.boss_choices.empty());
}
