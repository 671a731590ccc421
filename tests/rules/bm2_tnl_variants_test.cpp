// BM2-44: The Next Level rulebook's variants in a Boss Monster 2 game (TNL rulebook l. 3251-3268),
// the classic options of C-16 played by the bm2 family: Classic Mode (`starting_discard`, IP-2),
// Hard Mode (`hard_mode`, IP-24), I Choose You (`i_choose_you`, IP-25) and Unlimited Lives
// (`immortality`, IP-27). Each test plays the variant and asserts what the rulebook says happens
// (which heroes are in the deck, how many bosses are dealt and kept, how many cards each hand
// keeps, who is eliminated and who wins), against the same game without it.
#include <gtest/gtest.h>

#include <span>

#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

namespace bm::test::bm2_tnl {
using namespace bm::detail;
namespace {

// The bm2 preset (`name`) with the settings `set` ("option=value") applied.
Ruleset bm2_with(std::initializer_list<std::string> set, const std::string& name = "bm2") {
  std::vector<OptionSetting> settings;
  for (const auto& s : set) settings.push_back(parse_option_setting(s));
  return apply_option_settings(preset(name), settings);
}

// A game of the printed cards, the bm2 presets' own default set (`bm2+tools-of-hero-kind`).
Scenario printed_game(const Ruleset& r, int players, std::uint64_t seed) {
  return Scenario(default_card_set(r), r, players, seed);
}

// The printed ordinary heroes of 4 health (TNL rulebook hero list, docs/cards.md): two of each
// class. The four dark heroes have 6.
const std::vector<std::string> kFourHealthHeroes = {"TNL073", "TNL074", "TNL079", "TNL080",
                                                    "TNL085", "TNL086", "TNL091", "TNL092"};
const std::vector<std::string> kDarkHeroes = {"TNL077", "TNL083", "TNL089", "TNL095"};

bool holds(const Scenario& sc, std::span<const int> zone, const std::string& id) {
  return std::find(zone.begin(), zone.end(), sc.card(id)) != zone.end();
}

}  // namespace

// ---------------------------------------------------------------------------- Hard Mode

// BM2-44 Hard Mode (C-16): every ordinary hero of 4 printed health leaves the hero deck. The
// printed set's ordinary heroes are the 25 of TNL073..TNL097 (IP-50's house reading puts each in
// every game); eight have 4 health, so 17 are left, none of them of 4 health, the dark heroes
// (6 health) still in. The epic deck does not change. At two and at five players alike.
TEST(Rule_BM2_44, HardModeLeavesNoFourHealthOrdinaryHero) {
  for (const auto& [name, players] : {std::pair<std::string, int>{"bm2", 2}, {"bm2-6p", 5}}) {
    SCOPED_TRACE(name);
    const Scenario plain = printed_game(preset(name), players, 3);
    const Scenario hard = printed_game(bm2_with({"hard_mode=true"}, name), players, 3);
    EXPECT_EQ(plain.s.ordinary_heroes.size(), 25u);
    EXPECT_EQ(hard.s.ordinary_heroes.size(), 17u);
    EXPECT_EQ(hard.s.epic_heroes.size(), plain.s.epic_heroes.size());
    for (int h : hard.s.ordinary_heroes) EXPECT_NE(hard.cards.of(h).health, 4) << hard.cards.id_of(h);
    for (const auto& id : kFourHealthHeroes) {
      EXPECT_TRUE(holds(plain, plain.s.ordinary_heroes, id)) << id;
      EXPECT_TRUE(holds(hard, hard.s.out_of_game, id)) << id;
    }
    for (const auto& id : kDarkHeroes) EXPECT_TRUE(holds(hard, hard.s.ordinary_heroes, id)) << id;
    hard.check_conservation();
  }
}

// ---------------------------------------------------------------------------- I Choose You

// BM2-44 I Choose You (C-16): each player is dealt two bosses, keeps one, and the other leaves the
// game; at six players the printed set's twelve bosses are all dealt.
TEST(Rule_BM2_44, IChooseYouDealsTwoBossesAndKeepsOne) {
  Scenario sc = printed_game(bm2_with({"i_choose_you=true"}), 3, 7);
  std::vector<int> dealt, kept;
  for (int p = 0; p < 3; ++p) {
    ASSERT_EQ(sc.decision(), DecisionKind::choose_boss);
    ASSERT_EQ(sc.to_move(), p);
    const auto legal = sc.legal();
    ASSERT_EQ(legal.size(), 2u);
    for (const auto& a : legal) dealt.push_back(a.card);
    kept.push_back(legal[1].card);
    sc.engine.apply(sc.s, legal[1], &sc.events);
  }
  std::sort(dealt.begin(), dealt.end());
  EXPECT_EQ(std::unique(dealt.begin(), dealt.end()), dealt.end()) << "six different bosses dealt";
  for (int p = 0; p < 3; ++p)
    EXPECT_EQ(sc.s.players[static_cast<std::size_t>(p)].boss, kept[static_cast<std::size_t>(p)]);
  for (int b : dealt) {
    if (contains(kept, b)) continue;
    EXPECT_TRUE(contains(sc.s.out_of_game, b)) << sc.cards.id_of(b);
  }
  sc.check_conservation();
  // Six players: twelve bosses dealt, two each.
  const Scenario six = printed_game(bm2_with({"i_choose_you=true"}, "bm2-6p"), 6, 7);
  std::vector<int> all;
  for (const auto& pl : six.s.players) {
    EXPECT_EQ(pl.boss_choices.size(), 2u);
    all.insert(all.end(), pl.boss_choices.begin(), pl.boss_choices.end());
  }
  std::sort(all.begin(), all.end());
  EXPECT_EQ(std::unique(all.begin(), all.end()) - all.begin(), 12);
}

// C-3 under I Choose You: two bosses for each player. The 8 classic bosses deal four players, not
// five (the game is refused at setup, naming the variant); the printed set's 12 deal six.
TEST(Rule_BM2_44, IChooseYouNeedsTwoBossesForEachPlayer) {
  const Ruleset any = bm2_with({"i_choose_you=true", "bm2_players=any"});
  EXPECT_EQ(bosses_dealt(any, 5), 10);
  EXPECT_TRUE(deals_bosses(builtin_synthetic_bm2_cards(), any, 4));
  EXPECT_FALSE(deals_bosses(builtin_synthetic_bm2_cards(), any, 5));
  EXPECT_TRUE(deals_bosses(default_card_set(any), any, 6));
  EXPECT_TRUE(deals_bosses(builtin_synthetic_bm2_cards(), preset("bm2-6p"), 6));  // one boss each
  const Engine engine(builtin_synthetic_bm2_cards(), any);
  try {
    (void)engine.start(5, 1);
    ADD_FAILURE() << "five players set up with 8 bosses under I Choose You";
  } catch (const InputError& e) { EXPECT_NE(std::string(e.what()).find("BM2-44"), std::string::npos) << e.what(); }
}

// ---------------------------------------------------------------------------- Classic Mode

// BM2-44 Classic Mode (IP-2 `starting_discard: 2`): after the deal of five rooms and two spells and
// the BM2-1 setup discards (four rooms, two spells), each player discards two cards of their
// choice before the first build: hands of five, and each card on the pile of its kind (BM2-1's
// separate piles): 4 + 2 + 6 cards on the piles after three players.
TEST(Rule_BM2_44, ClassicModeEachPlayerDiscardsTwoAtSetup) {
  Ruleset r = bm2_with({"starting_discard=2", "mulligan=false"});
  Scenario sc = printed_game(r, 3, 5);
  int rooms = 0, spells = 0;
  for (int p = 0; p < 3; ++p)
    for (int k = 0; k < 2; ++k) {
      ASSERT_EQ(sc.decision(), DecisionKind::discard);
      ASSERT_EQ(sc.to_move(), p);
      const int chosen = sc.s.players[static_cast<std::size_t>(p)].hand.back();
      (sc.cards.of(chosen).kind == CardKind::spell ? spells : rooms) += 1;
      sc.act({{"type", "discard"}, {"card", sc.cards.id_of(chosen)}});
      // On the pile of its kind (a copy of the same design: the action names the design).
      const auto& pile = sc.cards.of(chosen).kind == CardKind::spell ? sc.s.spell_discard : sc.s.discard;
      EXPECT_TRUE(contains(sc.ids(pile), sc.cards.id_of(chosen)));
    }
  EXPECT_EQ(sc.decision(), DecisionKind::build);  // then the first build (C-4)
  for (const auto& pl : sc.s.players) EXPECT_EQ(pl.hand.size(), 5u);
  EXPECT_EQ(sc.s.discard.size(), static_cast<std::size_t>(4 + rooms));
  EXPECT_EQ(sc.s.spell_discard.size(), static_cast<std::size_t>(2 + spells));
  sc.check_conservation();
  // Without it the hands keep seven cards and the first decision is the first build.
  const Scenario plain = printed_game(bm2_with({"mulligan=false"}), 3, 5);
  EXPECT_EQ(plain.decision(), DecisionKind::build);
  for (const auto& pl : plain.s.players) EXPECT_EQ(pl.hand.size(), 7u);
}

// ---------------------------------------------------------------------------- Unlimited Lives

namespace {
// Two players on the synthetic bm2 cards: seat 0 (Gorgona) has 1 soul and 6 wounds, seat 1
// (Robobo) 10 souls; the hero decks still hold heroes. Played through the end of round 1.
Scenario ten_souls_and_six_wounds(const Ruleset& r) {
  Scenario sc = board(r, {"BM008", "BM004"}, 11, &builtin_synthetic_bm2_cards());
  sc.add_score(0, "BM056", true);
  for (const char* h : {"BM057", "BM058", "BM059", "BM060", "BM061", "BM062"}) sc.add_score(0, h, false);
  for (const char* h : {"BM081", "BM082", "BM083", "BM084", "BM085"}) sc.add_score(1, h, true);  // epic: 10
  sc.start_end_of_round();
  sc.pass_until([](const Scenario& x) { return x.s.round > 1 || x.s.over; });
  return sc;
}
}  // namespace

// BM2-44 Unlimited Lives: nobody is eliminated at five wounds and ten souls end nothing; the game
// goes on while the hero decks hold heroes. Without it (BM2-8) seat 0 is out and seat 1 wins.
TEST(Rule_BM2_44, UnlimitedLivesFiveWoundsKeepPlaying) {
  const Scenario sc = ten_souls_and_six_wounds(bm2_with({"immortality=true"}));
  EXPECT_FALSE(sc.s.over);
  EXPECT_EQ(sc.s.round, 2);
  for (const auto& pl : sc.s.players) EXPECT_FALSE(pl.eliminated);
  EXPECT_FALSE(sc.saw("eliminated"));
  const Scenario plain = ten_souls_and_six_wounds(preset("bm2"));
  ASSERT_TRUE(plain.s.over);
  EXPECT_EQ(plain.s.winners, (std::vector<int>{1}));
}

// BM2-44 Unlimited Lives: the game ends at the end of the round in which both hero decks are
// empty; the best souls minus wounds wins: seat 0 has 7 souls and 5 wounds (2), seat 1 3 souls
// (3): seat 1 wins, and nobody is eliminated.
TEST(Rule_BM2_44, UnlimitedLivesEndsWhenTheHeroDecksAreEmpty) {
  Scenario sc = board(bm2_with({"immortality=true"}), {"BM008", "BM004"}, 11, &builtin_synthetic_bm2_cards());
  sc.empty_hero_decks();
  give(sc, 0, 7, 5);
  give(sc, 1, 3, 0);
  sc.start_end_of_round();
  sc.pass_until([](const Scenario& x) { return x.s.over; });
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(static_cast<EndReason>(sc.s.end_rule), EndReason::immortality_decks);
  EXPECT_EQ(sc.s.winners, (std::vector<int>{1}));
  for (const auto& pl : sc.s.players) EXPECT_FALSE(pl.eliminated);
}

// BM2-44 Unlimited Lives at five players, where BM2-8 already eliminates nobody: it takes away
// the end by ten souls, so the game goes on (BM2-8 alone ends it, Rule_BM2_8 tests).
TEST(Rule_BM2_44, UnlimitedLivesAtFivePlayersTenSoulsEndNothing) {
  Scenario sc = board(bm2_with({"immortality=true"}, "bm2-6p"), {"BM008", "BM004", "BM005", "BM006", "BM001"}, 11,
                      &builtin_synthetic_bm2_cards());
  for (const char* h : {"BM081", "BM082", "BM083", "BM084", "BM085"}) sc.add_score(1, h, true);  // 10 souls
  sc.start_end_of_round();
  sc.pass_until([](const Scenario& x) { return x.s.round > 1 || x.s.over; });
  EXPECT_FALSE(sc.s.over);
  EXPECT_EQ(sc.s.round, 2);
}

// ---------------------------------------------------------------------------- the rulesets

// The variants became bm2 options after the bm2 presets' hashes were published: each is written
// only when chosen, loads back, and changes the hash only then.
TEST(Rule_BM2_44, VariantsWrittenOnlyWhenChosen) {
  const Ruleset base = preset("bm2");
  for (const auto& [key, other] : std::vector<std::pair<std::string, std::string>>{
           {"starting_discard", "2"}, {"hard_mode", "true"}, {"i_choose_you", "true"}, {"immortality", "true"}}) {
    SCOPED_TRACE(key);
    EXPECT_FALSE(ruleset_to_json(base)["options"].contains(key));
    const Ruleset set = bm2_with({key + "=" + other});
    EXPECT_EQ(ruleset_to_json(set)["options"][key].dump(), other);
    EXPECT_NE(set.hash(), base.hash());
    EXPECT_EQ(load_ruleset(ruleset_to_json(set), "test").hash(), set.hash());
    const std::string def = key == "starting_discard" ? "0" : "false";
    EXPECT_EQ(bm2_with({key + "=" + def}).hash(), base.hash());
  }
}

// Unlimited Lives (C-16's Immortality) leaves the options about elimination and the deck end
// without meaning, in a bm2 game and in a classic one alike (one end check serves both): their
// other readings are refused, naming C-16 and BM2-44; their defaults are accepted.
TEST(Rule_BM2_44, UnlimitedLivesRefusesMeaninglessReadings) {
  for (const char* family : {"bm2", "classic"}) {
    for (const char* s : {"deck_out=end_when_empty", "deck_out=play_out_town", "last_player_standing=plays_on",
                          "heroes_per_round=remaining_players", "everyone_out=no_winner"}) {
      SCOPED_TRACE(std::string(family) + " " + s);
      try {
        bm2_with({"immortality=true", s}, family);
        ADD_FAILURE() << "accepted";
      } catch (const InputError& e) {
        const std::string what = e.what();
        EXPECT_NE(what.find("BM2-44"), std::string::npos) << what;
        EXPECT_NE(what.find("C-16"), std::string::npos) << what;
      }
      EXPECT_NO_THROW(bm2_with({s}, family));
    }
    EXPECT_NO_THROW(bm2_with({"immortality=true", "deck_out=end_after_round", "last_player_standing=wins"}, family));
  }
}

}  // namespace bm::test::bm2_tnl
