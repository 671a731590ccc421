// The Boss Monster 2 interpretation points that are ruleset options of the bm2 family, one
// section each. Each reading is played and its outcome asserted (who carries which item, whether
// a boss may use an item, whether the game ends, which pile a card goes to); each option made
// after the bm2 presets' hashes were published is written in a ruleset only when not the default.
#include <gtest/gtest.h>

#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

namespace bm::test::bm2_options {
using namespace bm::detail;
namespace {

// The bm2 preset (`name`) with `set` ("option=value") applied.
Ruleset bm2_with(const std::string& set, const std::string& name = "bm2") {
  return apply_option_settings(preset(name), {parse_option_setting(set)});
}

// A cleared bm2 board on the synthetic bm2 cards (or `cs`).
Scenario bm2_board(const Ruleset& r, std::initializer_list<std::string> bosses, const CardSet* cs = nullptr) {
  return board(r, bosses, 11, cs ? cs : &builtin_synthetic_bm2_cards());
}

// A late bm2 option: absent from the preset's JSON, written with its other reading, and the
// hash changes only then.
void expect_written_only_when_set(const std::string& key, const std::string& def, const std::string& other) {
  const Ruleset base = preset("bm2");
  EXPECT_FALSE(ruleset_to_json(base)["options"].contains(key)) << key;
  const Ruleset set = bm2_with(key + "=" + other);
  EXPECT_EQ(ruleset_to_json(set)["options"][key], other) << key;
  EXPECT_NE(set.hash(), base.hash()) << key;
  EXPECT_EQ(bm2_with(key + "=" + def).hash(), base.hash()) << key;
  EXPECT_FALSE(ruleset_to_json(bm2_with(key + "=" + def))["options"].contains(key)) << key;
  EXPECT_THROW(apply_option_settings(preset("classic"), {parse_option_setting(key + "=" + other)}), InputError)
      << key << " is an option of the bm2 family only";
  // It loads back from its JSON with the same reading.
  EXPECT_EQ(load_ruleset(ruleset_to_json(set), "test").hash(), set.hash()) << key;
}

}  // namespace

// ---------------------------------------------------------------------------- IP-45

// IP-45: four players, two items. A cleric waits in town; the round reveals the fighter Boden
// first, and the items are a cleric item then a fighter item. after_heroes (rulebook 004): the
// heroes come out, then the items: the cleric item to the cleric waiting longest, the fighter
// item to Boden. before_heroes (FAQ, UG; BM2-35): the cleric item goes to the cleric before any
// hero is revealed; the fighter item waits in town and Boden takes it once revealed. The same
// heroes carry the same items; the order of the events is each reading's.
Scenario item_reveal_round(const std::string& reading) {
  Scenario sc = bm2_board(bm2_with("item_reveal=" + reading), {"BM008", "BM004", "BM005", "BM006"});
  sc.empty_hero_decks();
  sc.set_town({"BM056"});  // Nick the Masher, cleric
  sc.deck_top("BM068");    // mage: revealed second
  sc.deck_top("BM062");    // Boden the Pantless, fighter: revealed first
  sc.deck_top("SYN-I02");  // fighter item: revealed second
  sc.deck_top("SYN-I01");  // cleric item: revealed first
  sc.start_round();
  EXPECT_EQ(item_of(sc, "BM056"), sc.card("SYN-I01")) << reading;
  EXPECT_EQ(item_of(sc, "BM062"), sc.card("SYN-I02")) << reading;
  EXPECT_EQ(item_of(sc, "BM068"), -1) << reading;
  EXPECT_TRUE(sc.s.items_waiting.empty()) << reading;
  sc.check_conservation();
  return sc;
}

TEST(Rule_IP45, AfterHeroesRevealsTheHeroesFirst) {
  const Scenario sc = item_reveal_round("after_heroes");
  const int boden = find_event(sc, "hero_revealed", {{"card", "BM062"}});
  const int tiegand = find_event(sc, "hero_revealed", {{"card", "BM068"}});
  ASSERT_GE(boden, 0);
  ASSERT_GT(tiegand, boden);
  // Both items come out after the last hero, and each is given after it is revealed.
  EXPECT_GT(find_event(sc, "item_revealed", {{"card", "SYN-I01"}}), tiegand);
  EXPECT_GT(find_event(sc, "item_given", {{"card", "SYN-I01"}, {"hero", "BM056"}}), tiegand);
  EXPECT_GT(find_event(sc, "item_given", {{"card", "SYN-I02"}, {"hero", "BM062"}}),
            find_event(sc, "item_revealed", {{"card", "SYN-I02"}}));
  EXPECT_FALSE(sc.rules.items_before_heroes);
}

TEST(Rule_IP45, BeforeHeroesGivesTheItemsToTheWaitingHeroesFirst) {
  const Scenario sc = item_reveal_round("before_heroes");
  const int boden = find_event(sc, "hero_revealed", {{"card", "BM062"}});
  ASSERT_GE(boden, 0);
  // The cleric item is revealed and given to Nick before any hero of the round is revealed.
  EXPECT_LT(find_event(sc, "item_given", {{"card", "SYN-I01"}, {"hero", "BM056"}}), boden);
  // The fighter item is revealed before Boden, who is revealed and only then takes it.
  EXPECT_LT(find_event(sc, "item_revealed", {{"card", "SYN-I02"}}), boden);
  EXPECT_GT(find_event(sc, "item_given", {{"card", "SYN-I02"}, {"hero", "BM062"}}), boden);
  EXPECT_GT(find_event(sc, "item_given", {{"card", "SYN-I02"}, {"hero", "BM062"}}),
            find_event(sc, "hero_revealed", {{"card", "BM068"}}));
  EXPECT_TRUE(sc.rules.items_before_heroes);
}

// IP-45 came after the bm2 presets' hashes were published: written only when before_heroes.
TEST(Rule_IP45, WrittenOnlyWhenBeforeHeroes) {
  expect_written_only_when_set("item_reveal", "after_heroes", "before_heroes");
}

// ---------------------------------------------------------------------------- IP-46

// IP-46: seat 0's dungeon (Neanderthal Cave 3, Golem Factory 2) kills Boden (fighter, 4 health)
// carrying the fighter item, and seat 0 gains it (BM2-7); Nick (cleric, 4 health) waits
// at the entrance behind him. In the window before Nick enters (BM2-7), seat 0 holds Freeze.
Scenario item_gain_round(const std::string& reading) {
  Scenario sc = bm2_board(bm2_with("boss_item_use=" + reading), {"BM008", "BM004"});
  sc.set_dungeon(0, {"BM018", "BM016"});
  sc.add_entrance(0, "BM062");
  sc.add_entrance(0, "BM056");
  sc.give_item("BM062", "SYN-I02");
  sc.set_hand(0, {"BM046"});
  sc.start_adventure();
  EXPECT_TRUE(sc.pass_until([](const Scenario& x) {
    return x.saw("item_gained", {{"player", 0}, {"card", "SYN-I02"}}) && x.to_move() == 0 &&
           !legal_with(x, "cast", "BM046").empty();
  })) << reading;
  EXPECT_EQ(sc.s.players[0].active_item, sc.card("SYN-I02")) << reading;
  return sc;
}

// at_once (rulebook 004): the item just gained is offered like a spell before the next hero.
TEST(Rule_IP46, AtOnceTheGainedItemIsUsableBeforeTheNextHero) {
  Scenario sc = item_gain_round("at_once");
  EXPECT_FALSE(legal_with(sc, "cast", "SYN-I02").empty());
  EXPECT_TRUE(sc.s.round_marks.empty());
}

// next_round (UG): not this round (no cast offered, a cast refused naming IP-46); it is still
// seat 0's active item, and usable from the next round (the mark is gone at the end of the round).
TEST(Rule_IP46, NextRoundTheGainedItemWaitsForTheNextRound) {
  Scenario sc = item_gain_round("next_round");
  EXPECT_TRUE(legal_with(sc, "cast", "SYN-I02").empty());
  Action a;
  a.type = ActionType::cast;
  a.player = 0;
  a.card = sc.card("SYN-I02");
  const std::string msg = illegal_message(sc, a);
  EXPECT_TRUE(mentions(msg, "IP-46")) << msg;
  ASSERT_TRUE(sc.pass_until([](const Scenario& x) { return x.s.round > 1 || x.s.phase == Phase::game_over; }));
  EXPECT_EQ(sc.s.players[0].active_item, sc.card("SYN-I02"));
  EXPECT_TRUE(sc.s.round_marks.empty());  // the item_new mark ends with the round
  sc.check_conservation();
}

TEST(Rule_IP46, WrittenOnlyWhenNextRound) { expect_written_only_when_set("boss_item_use", "at_once", "next_round"); }

// ---------------------------------------------------------------------------- IP-51

// IP-51 (BM2-4, BM2-36): seat 0 holds the Synthetic Whetstone face up (as Giant Size: a Monster
// Room +3 damage this round). Its dungeon (Neanderthal Cave 3, Golem Factory 2) kills Boden
// (4 health) carrying the Synthetic Prism (universal, as Freeze), so seat 0 gains a second active
// item and chooses which to keep (BM2-4). Delatorious (8 health) comes next: 5 damage without the
// Whetstone, 8 with it on the Cave. Seat 1 holds `seat1_hand` (Counterspell, or nothing).
Scenario second_item_choice(const std::string& reading, std::initializer_list<std::string> seat1_hand = {}) {
  Scenario sc = bm2_board(bm2_with("second_item=" + reading), {"BM008", "BM004"});
  sc.set_dungeon(0, {"BM018", "BM016"});
  sc.add_entrance(0, "BM062");  // Boden the Pantless, 4 health
  sc.add_entrance(0, "BM060");  // Delatorious, 8 health
  sc.give_item("BM062", "SYN-I05");
  sc.set_active_item(0, "SYN-I02");
  sc.set_hand(1, seat1_hand);
  sc.start_adventure();
  EXPECT_TRUE(sc.pass_until(choosing)) << reading;
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM062"}, {"player", 0}})) << reading;
  EXPECT_EQ(sc.s.players[0].gained_item, sc.card("SYN-I05")) << reading;
  return sc;
}

// The Whetstone on seat 0's Cave (stack 0), as its cast is written.
const json kWhetstoneOnCave = {
    {"type", "cast"}, {"card", "SYN-I02"}, {"target_player", 0}, {"target", "BM018"}, {"stack", 0}};

Action cast_of(const Scenario& sc, const std::string& card) {
  Action a;
  a.type = ActionType::cast;
  a.player = 0;
  a.card = sc.card(card);
  a.target_player = 0;
  a.target_card = sc.card("BM018");
  a.slot = 0;
  return a;
}

// keep_one (rulebook 004, the default): neither item is used at the choice; a cast is refused
// citing BM2-36. Keeping the Prism turns the Whetstone face down unused, so Delatorious takes 5
// and wounds seat 0.
TEST(Rule_IP51, KeepOneTheOldItemCannotBeUsedNow) {
  Scenario sc = second_item_choice("keep_one");
  EXPECT_TRUE(legal_of(sc, "cast").empty());
  const std::string msg = illegal_message(sc, cast_of(sc, "SYN-I02"));
  EXPECT_TRUE(mentions(msg, "BM2-36") && mentions(msg, "keep_one")) << msg;
  sc.act({{"type", "choose"}, {"card", "SYN-I05"}});
  sc.finish_round(sc.s.round);
  EXPECT_TRUE(sc.saw("hero_wounds", {{"card", "BM060"}, {"player", 0}}));
  EXPECT_FALSE(sc.saw("cast", {{"card", "SYN-I02"}}));
  EXPECT_EQ(sc.s.players[0].active_item, sc.card("SYN-I05"));
  EXPECT_EQ(sc.s.players[0].scored_items, (std::vector<int>{sc.card("SYN-I02")}));
  sc.check_conservation();
}

// use_old_first (UG, FAQ): at the choice seat 0 uses the Whetstone on the Cave, and the Prism is
// face up at once. The Prism is usable in the window before Delatorious, who takes 6 + 2 = 8 and
// dies; the Whetstone lies face down, used.
TEST(Rule_IP51, UseOldFirstTheOldItemActsThenTheNewOneIsFaceUp) {
  Scenario sc = second_item_choice("use_old_first");
  ASSERT_TRUE(sc.can(kWhetstoneOnCave));
  sc.act(kWhetstoneOnCave);
  EXPECT_EQ(sc.s.players[0].active_item, sc.card("SYN-I05"));
  EXPECT_EQ(sc.s.players[0].gained_item, -1);
  ASSERT_TRUE(sc.pass_until([](const Scenario& x) {
    return x.s.stack.empty() && x.to_move() == 0 && !legal_with(x, "cast", "SYN-I05").empty();
  }));
  EXPECT_TRUE(sc.saw("resolved", {{"card", "SYN-I02"}}));
  EXPECT_FALSE(sc.saw("enters_room", {{"card", "BM060"}}));
  sc.finish_round(sc.s.round);
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM060"}, {"player", 0}}));
  EXPECT_EQ(sc.s.players[0].active_item, sc.card("SYN-I05"));
  EXPECT_EQ(sc.s.players[0].scored_items, (std::vector<int>{sc.card("SYN-I02")}));
  sc.check_conservation();
}

// use_old_first: only the old item may be played at that moment: not the new one, not a spell.
TEST(Rule_IP51, UseOldFirstOnlyTheOldItemIsPlayed) {
  Scenario sc = second_item_choice("use_old_first");
  sc.set_hand(0, {"BM047"});  // Giant Size, an adventure spell with the same targets
  EXPECT_TRUE(legal_with(sc, "cast", "BM047").empty());
  EXPECT_TRUE(legal_with(sc, "cast", "SYN-I05").empty());
  for (const char* card : {"BM047", "SYN-I05"}) {
    const std::string msg = illegal_message(sc, cast_of(sc, card));
    EXPECT_TRUE(mentions(msg, "BM2-36") && mentions(msg, "only the old face-up item")) << msg;
  }
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "SYN-I02"}}));
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "SYN-I05"}}));
}

// use_old_first: the old item's use is answered like any item use; seat 1's Counterspell cancels
// it (face down all the same, BM2-4), and the Prism stays face up: Delatorious takes 5 and wounds.
TEST(Rule_IP51, UseOldFirstCancelledTheNewItemIsStillKept) {
  Scenario sc = second_item_choice("use_old_first", {"BM043"});
  sc.act(kWhetstoneOnCave);
  ASSERT_TRUE(sc.pass_until([](const Scenario& x) {
    return x.to_move() == 1 && x.can({{"type", "cancel"}, {"card", "BM043"}});
  }));
  sc.act({{"type", "cancel"}, {"card", "BM043"}});
  sc.finish_round(sc.s.round);
  EXPECT_TRUE(sc.saw("cancelled", {{"card", "SYN-I02"}}));
  EXPECT_TRUE(sc.saw("hero_wounds", {{"card", "BM060"}, {"player", 0}}));
  EXPECT_EQ(sc.s.players[0].active_item, sc.card("SYN-I05"));
  EXPECT_EQ(sc.s.players[0].scored_items, (std::vector<int>{sc.card("SYN-I02")}));
  sc.check_conservation();
}

TEST(Rule_IP51, WrittenOnlyWhenUseOldFirst) {
  expect_written_only_when_set("second_item", "keep_one", "use_old_first");
}

// ---------------------------------------------------------------------------- IP-40

// The synthetic bm2 cards plus TNL104 Swordmage, an epic hybrid hero (fighter + mage, BM2-12).
// No source gives its player-count icon (IP-50); the test set gives it `min_players` 2, a
// stand-in so that the set can be played, not a fact.
const CardSet& hybrid_cards() {
  static const CardSet cs = [] {
    const json all = card_set_to_json(builtin_bm2_cards());
    json f = {{"format", "bm-cards"},    {"version", 1},          {"id", "ip40-hybrid"}, {"name", "IP-40 hybrid"},
              {"base", "bm2-synthetic"}, {"cards", json::array()}};
    for (json c : all["cards"]) {
      if (c["id"] != "TNL104") continue;
      c.erase("unknown");
      c["min_players"] = 2;
      f["cards"].push_back(c);
    }
    return load_card_set(f, "ip40-hybrid");
  }();
  return cs;
}

// Swordmage waits in town before Boden (fighter); the round reveals the fighter item.
Scenario hybrid_round(const std::string& reading, const std::string& item) {
  Scenario sc = bm2_board(bm2_with("hybrid_item=" + reading), {"BM008", "BM004"}, &hybrid_cards());
  sc.empty_hero_decks();
  sc.set_town({"TNL104", "BM062"});
  sc.deck_top(item);
  sc.start_round();
  sc.check_conservation();
  return sc;
}

// either_type: the fighter item goes to the first hero showing a fighter icon, the hybrid.
TEST(Rule_IP40, EitherTypeTheHybridTakesAnItemOfOneOfItsTypes) {
  const Scenario sc = hybrid_round("either_type", "SYN-I02");
  EXPECT_EQ(item_of(sc, "TNL104"), sc.card("SYN-I02"));
  EXPECT_EQ(item_of(sc, "BM062"), -1);
}

// never: the hybrid is passed by; Boden, the next fighter in town, takes it. A universal item
// (the Prism) still goes to the hybrid.
TEST(Rule_IP40, NeverOnlyAUniversalItemAttachesToTheHybrid) {
  const Scenario sc = hybrid_round("never", "SYN-I02");
  EXPECT_EQ(item_of(sc, "TNL104"), -1);
  EXPECT_EQ(item_of(sc, "BM062"), sc.card("SYN-I02"));
  const Scenario uni = hybrid_round("never", "SYN-I05");
  EXPECT_EQ(item_of(uni, "TNL104"), uni.card("SYN-I05"));
}

TEST(Rule_IP40, WrittenOnlyWhenNever) { expect_written_only_when_set("hybrid_item", "either_type", "never"); }

// ---------------------------------------------------------------------------- IP-43

// Seat 0 has ten souls and cannot win this round (BM2-30: the mark Meddling Kids! leaves); no
// other seat has ten. Returns the state after this round's end check.
Scenario cannot_win_round(const std::string& reading, const std::string& preset_name,
                          std::initializer_list<std::string> bosses) {
  Scenario sc = bm2_board(bm2_with("cannot_win_5_6=" + reading, preset_name), bosses);
  give(sc, 0, 10, 0);
  give(sc, 1, 3, 0);
  sc.s.round_marks.push_back(RoundMark{MarkKind::cannot_win, 0, -1, 1});
  sc.start_end_of_round();
  // Passes until the next round starts, or the game ends (then pass_until says false).
  sc.pass_until([](const Scenario& x) { return x.s.round > 1 || x.s.phase == Phase::game_over; });
  EXPECT_TRUE(sc.s.round > 1 || sc.s.phase == Phase::game_over) << reading;
  return sc;
}

// blocks_end: at five players seat 0's souls do not end the game this round.
TEST(Rule_IP43, BlocksEndTheGameGoesOnAtFivePlayers) {
  const Scenario sc = cannot_win_round("blocks_end", "bm2-6p", {"BM008", "BM004", "BM005", "BM006", "BM001"});
  EXPECT_NE(sc.s.phase, Phase::game_over);
  EXPECT_EQ(sc.s.round, 2);
}

// no_effect: at five players the souls end the game; everyone is scored (BM2-8) and seat 0's
// 10 souls minus 0 wounds is the best.
TEST(Rule_IP43, NoEffectTheSoulsEndTheGameAtFivePlayers) {
  const Scenario sc = cannot_win_round("no_effect", "bm2-6p", {"BM008", "BM004", "BM005", "BM006", "BM001"});
  ASSERT_EQ(sc.s.phase, Phase::game_over);
  EXPECT_EQ(sc.s.winners, std::vector<int>{0});
  EXPECT_EQ(end_reason(sc), "BM2-8.souls");
}

// With two to four players both readings keep seat 0 from winning this round (BM2-30).
TEST(Rule_IP43, NoEffectStillBlocksWithFourPlayers) {
  const Scenario sc = cannot_win_round("no_effect", "bm2", {"BM008", "BM004", "BM005", "BM006"});
  EXPECT_NE(sc.s.phase, Phase::game_over);
}

TEST(Rule_IP43, WrittenOnlyWhenNoEffect) { expect_written_only_when_set("cannot_win_5_6", "blocks_end", "no_effect"); }

// ---------------------------------------------------------------------------- IP-42

// IP-42: seat 0 (Robobo) has five rooms, Blockpile Puzzle (TNL047) among them (on the Bottomless
// Pit), and its Golem Factory was deactivated this round, so the dungeon counts four rooms (G-8)
// and its Level Up waits for the end of the round, when the Factory reopens (BM2-24, C-11). Seat
// 1's dungeon is empty, so Robobo's Level Up asks nothing of anyone. At the end of the round the
// Puzzle makes seat 0 destroy a room (BM2-25): it destroys the Neanderthal Cave. Returns the
// state once the next round has begun.
Scenario blockpile_round(const std::string& reading) {
  static const CardSet cs = bm2_synthetic_plus({"TNL047"}, "tnl-blockpile");
  Scenario sc = bm2_board(bm2_with("end_of_round_order=" + reading), {"BM004", "BM008"}, &cs);
  sc.set_dungeon(0, {"BM016", "BM018", "BM021", "BM027", "BM035"});
  sc.stack_on(0, 3, "TNL047");  // on the Bottomless Pit (thief, G-3)
  sc.s.players[0].dungeon[0].deactivated = true;
  sc.start_end_of_round();
  EXPECT_TRUE(sc.pass_until([](const Scenario& x) { return choosing(x) || x.s.round > 1; }));
  EXPECT_TRUE(choosing(sc)) << reading;
  sc.act({{"type", "choose"}, {"card", "BM018"}, {"stack", 1}});
  sc.finish_round(1);
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"BM016", "BM021", "TNL047", "BM035"}));
  sc.check_conservation();
  return sc;
}

// turn_order_after_expiry: the Factory reopens, the five rooms level Robobo up, and only then
// does the Puzzle destroy the Cave.
TEST(Rule_IP42, AfterExpiryTheReopenedDungeonLevelsUpFirst) {
  const Scenario sc = blockpile_round("turn_order_after_expiry");
  EXPECT_TRUE(sc.s.players[0].leveled_up);
  const int level_up = find_event(sc, "level_up", {{"player", 0}});
  const int destroyed = find_event(sc, "destroyed", {{"card", "BM018"}, {"player", 0}});
  ASSERT_GE(level_up, 0);
  EXPECT_GT(destroyed, level_up);
}

// before_expiry: the Puzzle destroys the Cave while the Factory is still deactivated; when it
// reopens the dungeon has four rooms: no Level Up.
TEST(Rule_IP42, BeforeExpiryThePuzzleLeavesFourRoomsNoLevelUp) {
  const Scenario sc = blockpile_round("before_expiry");
  EXPECT_FALSE(sc.s.players[0].leveled_up);
  EXPECT_LT(find_event(sc, "level_up", {{"player", 0}}), 0);
  const int destroyed = find_event(sc, "destroyed", {{"card", "BM018"}, {"player", 0}});
  const int reactivated = find_event(sc, "reactivated", {{"card", "BM016"}, {"player", 0}});
  ASSERT_GE(destroyed, 0);
  EXPECT_GT(reactivated, destroyed);
}

TEST(Rule_IP42, WrittenOnlyWhenBeforeExpiry) {
  expect_written_only_when_set("end_of_round_order", "turn_order_after_expiry", "before_expiry");
}

// ---------------------------------------------------------------------------- IP-44

// IP-44: seat 1 (Gorgona, 500 XP) has its adventure turn before seat 0 (Robobo, 400 XP; C-10).
// The fighter (8 Health) takes 2 in seat 1's Golem Factory; seat 1 casts Another Castle (TNL057)
// and sends it to seat 0, whose turn is still to come (BM2-33). Returns the state once round 1
// is over.
Scenario castle_round(const std::string& reading) {
  static const CardSet cs = bm2_synthetic_plus({"TNL057"}, "tnl-castle");
  Scenario sc = bm2_board(bm2_with("another_castle=" + reading), {"BM004", "BM008"}, &cs);
  sc.set_dungeon(1, {"BM016", "BM018"});
  sc.set_dungeon(0, {"BM021", "BM027"});
  sc.add_entrance(1, kFighter8);
  sc.set_hand(1, {"TNL057"});
  sc.start_adventure();
  EXPECT_TRUE(sc.pass_until([](const Scenario& x) {
    return x.s.run.player == 1 && x.s.run.in_room && x.s.run.room == 0 && x.to_move() == 1;
  }));
  sc.act(cast_hero("TNL057", 0, kFighter8));
  EXPECT_TRUE(sc.saw("hero_to_entrance", {{"player", 0}, {"card", kFighter8}, {"by", 1}}));
  sc.finish_round(1);
  EXPECT_TRUE(sc.score_ids(1, false).empty()) << reading;  // it left seat 1's dungeon alive
  sc.check_conservation();
  return sc;
}

// runs_if_to_come: it runs through seat 0's rooms this round and wounds seat 0's boss.
TEST(Rule_IP44, RunsIfToComeTheHeroRunsThroughThatDungeonThisRound) {
  const Scenario sc = castle_round("runs_if_to_come");
  EXPECT_TRUE(sc.saw("enters_room", {{"card", kFighter8}, {"room", "BM027"}}));
  EXPECT_EQ(sc.score_ids(0, false), ids_of({kFighter8}));
  EXPECT_TRUE(sc.entrance_ids(0).empty());
}

// always_waits: it stays at seat 0's entrance through seat 0's turn and waits for round 2.
TEST(Rule_IP44, AlwaysWaitsTheHeroWaitsForTheNextAdventurePhase) {
  const Scenario sc = castle_round("always_waits");
  EXPECT_FALSE(sc.saw("enters_room", {{"card", kFighter8}, {"room", "BM027"}}));
  EXPECT_TRUE(sc.score_ids(0, false).empty());
  EXPECT_EQ(sc.entrance_ids(0), ids_of({kFighter8}));
}

TEST(Rule_IP44, WrittenOnlyWhenAlwaysWaits) {
  expect_written_only_when_set("another_castle", "runs_if_to_come", "always_waits");
}

// ---------------------------------------------------------------------------- IP-47

// IP-47 shared (the TNL rulebook): the BM2-1 setup discards its four rooms and two spells to one
// pile; separate (rulebook 004, the default): a pile per kind.
TEST(Rule_IP47, SharedPutsTheSetupDiscardsOnOnePile) {
  for (const bool shared : {false, true}) {
    SCOPED_TRACE(shared);
    const Ruleset r = shared ? bm2_with("discard_piles=shared") : preset("bm2");
    Scenario sc(builtin_synthetic_bm2_cards(), r, 3, 5);
    EXPECT_EQ(count_events(sc, "setup_discard"), 6);
    EXPECT_EQ(sc.s.discard.size(), shared ? 6u : 4u);
    EXPECT_EQ(sc.s.spell_discard.size(), shared ? 0u : 2u);
    int spells = 0;
    for (int c : sc.s.discard) spells += sc.cards.of(c).kind == CardKind::spell ? 1 : 0;
    EXPECT_EQ(spells, shared ? 2 : 0);
    sc.check_conservation();
  }
}

// A spell cast in a bm2 game goes to the spell pile (separate) or the one pile (shared).
TEST(Rule_IP47, ACastSpellGoesToItsPile) {
  for (const bool shared : {false, true}) {
    SCOPED_TRACE(shared);
    Scenario sc = bm2_board(shared ? bm2_with("discard_piles=shared") : preset("bm2"), {"BM008", "BM004"});
    sc.set_dungeon(0, {"BM018"});
    sc.set_dungeon(1, {"BM016"});
    sc.add_entrance(0, "BM060");
    sc.set_hand(0, {"BM046"});  // Freeze
    sc.start_adventure();
    when_legal(sc, cast_room("BM046", 1, "BM016", 0));
    ASSERT_TRUE(sc.saw("resolved", {{"card", "BM046"}}));
    const int freeze = sc.card("BM046");
    EXPECT_EQ(contains(sc.s.discard, freeze), shared);
    EXPECT_EQ(contains(sc.s.spell_discard, freeze), !shared);
  }
}

// The bm2 presets have always written discard_piles: "separate"; shared is written and hashed.
TEST(Rule_IP47, BothReadingsAreWritten) {
  EXPECT_EQ(ruleset_to_json(preset("bm2"))["options"]["discard_piles"], "separate");
  EXPECT_TRUE(preset("bm2").separate_discards);
  const Ruleset shared = bm2_with("discard_piles=shared");
  EXPECT_FALSE(shared.separate_discards);
  EXPECT_EQ(ruleset_to_json(shared)["options"]["discard_piles"], "shared");
  EXPECT_NE(shared.hash(), preset("bm2").hash());
}

}  // namespace bm::test::bm2_options
