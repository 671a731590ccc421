// The dark heroes of Boss Monster 2 (The Next Level), TNL077 Vampire, TNL083 Barbarian, TNL089
// Witch, TNL095 Hitman (BM2-11): once per round in total, one opponent of the player whose
// dungeon the hero is at may discard a Room card of the hero's treasure type to give it +3 Health
// until the end of the round (an activated ability, G-17). Where the hero may be is IP-39
// (`dark_hero_boost`: `in_dungeon`, at a dungeon only; `spell_timing`, also in town). The games
// play the bm2 rules on the synthetic bm2 cards plus the four heroes, under `unknown_facts: house`
// (IP-50: no source gives their player-count icon, so the house reading puts them in every game).
#include <gtest/gtest.h>

#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "bm/rules/ruleset.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

namespace bm2_dark_heroes_TNL077_TNL095 {
using namespace bm::test;

const bm::CardSet& dark_cards() {
  static const bm::CardSet cs = bm2_synthetic_plus({"TNL077", "TNL083", "TNL089", "TNL095"}, "tnl-dark-heroes");
  return cs;
}

// Seat 0 Robobo (400 XP), seat 1 Gorgona (500 XP, acts first, C-5); IP-50 house; IP-39 as given.
Scenario dark_game(std::uint64_t seed, bool spell_timing) {
  bm::Ruleset r = preset("bm2");
  r.unknown_facts_house = true;
  r.dark_boost_spell_timing = spell_timing;
  Scenario sc = board(r, {"BM004", "BM008"}, seed, &dark_cards());
  // Seat 1 holds two cleric rooms (Succubus Spa, Specter's Sanctum) and a fighter room (Golem
  // Factory); seat 0, the owner, a cleric room (Open Grave).
  sc.set_hand(1, {"BM012", "BM011", "BM016"});
  sc.set_hand(0, {"BM010"});
  return sc;
}

bool some_activation(const Scenario& s) { return !legal_of(s, "activate").empty(); }

// dark_game (IP-39 in_dungeon) with `hero` at seat 0's entrance before Beast Menagerie and
// Neanderthal Cave (4 + 3 damage, neither acts on a hero that enters); the adventure phase started.
Scenario dark_hero_at_seat0(std::uint64_t seed, const std::string& hero) {
  Scenario sc = dark_game(seed, false);
  sc.set_dungeon(0, {"BM019", "BM018"});
  sc.add_entrance(0, hero);
  sc.start_adventure();
  return sc;
}

// The Vampire (cleric, Health 6) at seat 0's entrance; seat 0's Beast Menagerie and Neanderthal
// Cave deal 4 + 3 = 7 (neither acts on a hero that enters). Seat 1 pays a cleric room: the Vampire
// has 9 Health and reaches the boss (a wound, G-12); the ability is used once this round.
TEST(Card_TNL077_DarkHeroes, AnOpponentBuysThreeHealthOncePerRound) {
  Scenario sc = dark_hero_at_seat0(77, "TNL077");
  ASSERT_TRUE(sc.pass_until(some_activation));
  EXPECT_EQ(sc.to_move(), 1);  // the owner has no activation, only an opponent
  // One activation per cleric room design of the hand; the fighter room cannot pay.
  EXPECT_EQ(legal_of(sc, "activate").size(), 2u);
  sc.act({{"type", "activate"}, {"card", "TNL077"}, {"target_player", 0}, {"target", "BM012"}});
  EXPECT_TRUE(sc.saw("bonus", {{"player", 1}, {"card", "TNL077"}, {"amount", 3}}));
  EXPECT_TRUE(legal_of(sc, "activate").empty());  // once per round in total
  EXPECT_TRUE(contains(sc.discard_ids(), std::string("BM012")));
  EXPECT_FALSE(contains(sc.hand_ids(1), std::string("BM012")));
  EXPECT_TRUE(contains(sc.hand_ids(1), std::string("BM011")));
  sc.finish_round(1);
  EXPECT_EQ(sc.damage_to("TNL077"), (std::vector<int>{4, 3}));
  EXPECT_FALSE(sc.saw("hero_killed"));
  EXPECT_EQ(sc.score_ids(0, false), ids_of({"TNL077"}));
}

// Without the boost the same rooms kill it (7 damage reach its 6 Health, G-12): the soul is seat 0's.
TEST(Card_TNL077_DarkHeroes, WithoutTheBoostTheRoomsKillIt) {
  Scenario sc = dark_hero_at_seat0(78, "TNL077");
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("hero_killed", {{"player", 0}, {"card", "TNL077"}}));
  EXPECT_EQ(sc.score_ids(0, true), ids_of({"TNL077"}));
}

// The Barbarian (fighter) is bought with the fighter room only.
TEST(Card_TNL083_DarkHeroes, PaidWithARoomOfItsOwnTreasure) {
  Scenario sc = dark_hero_at_seat0(83, "TNL083");
  ASSERT_TRUE(sc.pass_until(some_activation));
  EXPECT_EQ(legal_of(sc, "activate"),
            (std::vector<json>{
                {{"type", "activate"}, {"player", 1}, {"card", "TNL083"}, {"target_player", 0}, {"target", "BM016"}}}));
}

// The Vampire in town, lured by seat 0's cleric Dracolich Lair (3) and Beast Menagerie (4): 7
// damage. IP-39 in_dungeon: in the build phase nobody may buy its Health (the refusal names
// IP-39), and the rooms kill it. spell_timing: seat 1 buys it in its build turn; lured with its +3,
// it survives seat 0's dungeon.
TEST(Card_TNL077_DarkHeroes, InTownOnlyUnderSpellTiming) {
  for (const bool spell_timing : {false, true}) {
    SCOPED_TRACE(spell_timing);
    Scenario sc = dark_game(79, spell_timing);
    sc.set_dungeon(0, {"BM013", "BM019"});
    sc.set_town({"TNL077"});
    sc.start_build();
    ASSERT_TRUE(build_turn_of(sc, 1));
    const json buy = {{"type", "activate"}, {"card", "TNL077"}, {"target", "BM012"}};
    EXPECT_EQ(sc.can(buy), spell_timing);
    if (spell_timing) {
      sc.act(buy);
    } else {
      bm::Action a;
      a.type = bm::ActionType::activate;
      a.player = 1;
      a.card = sc.card("TNL077");
      a.target_card = hand_card(sc, 1, "BM012");
      const std::string m = illegal_message(sc, a);
      EXPECT_NE(m.find("IP-39"), std::string::npos) << m;
      EXPECT_NE(m.find("round 1, phase build"), std::string::npos) << m;
    }
    sc.finish_round(1);
    EXPECT_EQ(sc.damage_to("TNL077"), (std::vector<int>{3, 4}));
    if (spell_timing) {
      EXPECT_EQ(sc.score_ids(0, false), ids_of({"TNL077"}));
    } else {
      EXPECT_EQ(sc.score_ids(0, true), ids_of({"TNL077"}));
    }
  }
}

// IP-39 is written in a ruleset only when it is not the default, so the bm2 presets keep their hash.
TEST(Card_TNL077_DarkHeroes, TheOptionIsWrittenOnlyWhenNotTheDefault) {
  bm::Ruleset rules = preset("bm2");
  EXPECT_FALSE(bm::ruleset_to_json(rules)["options"].contains("dark_hero_boost"));
  rules.dark_boost_spell_timing = true;
  const json j = bm::ruleset_to_json(rules);
  EXPECT_EQ(j["options"]["dark_hero_boost"], "spell_timing");
  EXPECT_TRUE(bm::load_ruleset(j, "dark.json").dark_boost_spell_timing);
  EXPECT_NE(rules.hash(), preset("bm2").hash());
  json classic = bm::ruleset_to_json(preset("classic"));
  classic["options"]["dark_hero_boost"] = "spell_timing";  // a bm2 option only
  EXPECT_THROW((void)bm::load_ruleset(classic, "classic.json"), bm::InputError);
}

}  // namespace bm2_dark_heroes_TNL077_TNL095
