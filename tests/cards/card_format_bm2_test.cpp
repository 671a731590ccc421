// The printed Boss Monster 2 cards (set `bm2`, The Next Level) and the Tools of Hero-Kind
// expansion (set `tools-of-hero-kind`) as data (docs/cards.md): counts, source marks, unknown
// facts, pending abilities, combining sets. The expected numbers are the card facts' own
// totals (the box contents and the per-card CSV rows the sets were written from), never what
// bm prints.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "bm/game/engine.hpp"
#include "bm/rules/ruleset.hpp"
#include "support/expect.hpp"

using namespace bm;

namespace {
using bm::test::mentions;
using nlohmann::json;

int bm2_count(const CardSet& cs, CardKind k) {
  int n = 0;
  for (const auto& d : cs.designs) n += d.kind == k ? d.quantity : 0;
  return n;
}

const CardDesign& bm2_design(const CardSet& cs, const char* id) {
  const int di = cs.find(id);
  if (di < 0) throw std::runtime_error(std::string("no design ") + id);
  return cs.designs[static_cast<std::size_t>(di)];
}

// A minimal valid one-card room set around a card under test (the rest of the set pads it).
json bm2_hero_file(const json& hero) {
  json cards = json::array();
  for (int i = 0; i < 10; ++i)
    cards.push_back({{"id", "R" + std::to_string(i)},
                     {"kind", "room"},
                     {"name", "Room"},
                     {"quantity", 1},
                     {"room_type", "trap"},
                     {"advanced", false},
                     {"damage", 1},
                     {"treasure", {{"thief", 1}}}});
  for (int i = 0; i < 2; ++i)
    cards.push_back({{"id", "B" + std::to_string(i)},
                     {"kind", "boss"},
                     {"name", "Boss"},
                     {"quantity", 1},
                     {"xp", 100 + i},
                     {"treasure", {{"mage", 1}}}});
  cards.push_back({{"id", "H0"},
                   {"kind", "hero"},
                   {"name", "Hero"},
                   {"quantity", 1},
                   {"hero_kind", "ordinary"},
                   {"treasure", {{"mage", 1}}},
                   {"health", 4},
                   {"min_players", 2},
                   {"souls", 1}});
  cards.push_back(hero);
  return {{"format", "bm-cards"}, {"version", 1}, {"id", "t"}, {"cards", cards}};
}

// The InputError message of `f`, or "" when it does not throw one.
template <class F>
std::string bm2_input_error(F f) {
  try {
    f();
  } catch (const InputError& e) { return e.what(); }
  return "";
}

}  // namespace

// The box: 12 bosses, 75 room cards, 31 spell cards, 42 heroes (25 ordinary + 17 epic).
TEST(CardSetBm2, CountsAreTheBoxContents) {
  const CardSet& cs = builtin_bm2_cards();
  EXPECT_EQ(bm2_count(cs, CardKind::boss), 12);
  EXPECT_EQ(bm2_count(cs, CardKind::room), 75);
  EXPECT_EQ(bm2_count(cs, CardKind::spell), 31);
  EXPECT_EQ(bm2_count(cs, CardKind::hero), 42);
  EXPECT_EQ(bm2_count(cs, CardKind::item), 0);
  EXPECT_EQ(cs.designs.size(), 12u + 43u + 17u + 42u);  // 43 room and 17 spell designs
  int ordinary = 0, epic = 0;
  for (const auto& d : cs.designs)
    if (d.kind == CardKind::hero) (d.is_epic() ? epic : ordinary) += d.quantity;
  EXPECT_EQ(ordinary, 25);
  EXPECT_EQ(epic, 17);
}

// Room make-up of the facts: 36 monster and 39 trap cards; 13 advanced designs = 19 cards;
// every treasure type 27 icons over the 75 cards (Hatchling's Hoard one of each), as classic.
TEST(CardSetBm2, RoomMakeUpAndTreasureBalance) {
  const CardSet& cs = builtin_bm2_cards();
  int monster = 0, trap = 0, adv_designs = 0, adv_cards = 0;
  std::array<int, kTreasureTypes> icons{};
  for (const auto& d : cs.designs) {
    if (d.kind != CardKind::room) continue;
    (d.room_type == RoomType::monster ? monster : trap) += d.quantity;
    adv_designs += d.advanced ? 1 : 0;
    adv_cards += d.advanced ? d.quantity : 0;
    for (int t = 0; t < kTreasureTypes; ++t)
      icons[static_cast<std::size_t>(t)] += d.treasure[static_cast<std::size_t>(t)] * d.quantity;
  }
  EXPECT_EQ(monster, 36);
  EXPECT_EQ(trap, 39);
  EXPECT_EQ(adv_designs, 13);
  EXPECT_EQ(adv_cards, 19);
  for (int t = 0; t < kTreasureTypes; ++t) EXPECT_EQ(icons[static_cast<std::size_t>(t)], 27) << treasure_name(t);
}

// Heroes: four dark (ordinary), four hybrid (epic), two special star heroes (The Fool, The
// Brothers); no source gives any other hero's player-count icon, nor Necromancer's treasure
// and ability: they stay unknown (null), never invented.
TEST(CardSetBm2, HeroKindsAndUnknownFacts) {
  const CardSet& cs = builtin_bm2_cards();
  int dark = 0, hybrid = 0, special = 0, icon_unknown = 0;
  for (const auto& d : cs.designs) {
    if (d.kind != CardKind::hero) continue;
    dark += d.hero_type == HeroType::dark ? 1 : 0;
    hybrid += d.hero_type == HeroType::hybrid ? 1 : 0;
    special += d.hero_type == HeroType::special ? 1 : 0;
    icon_unknown += d.fact_unknown("player_icon") ? 1 : 0;
    if (d.hero_type == HeroType::dark) { EXPECT_FALSE(d.is_epic()) << d.id; }
    if (d.hero_type == HeroType::hybrid) { EXPECT_TRUE(d.is_epic()) << d.id; }
  }
  EXPECT_EQ(dark, 4);
  EXPECT_EQ(hybrid, 4);
  EXPECT_EQ(special, 2);
  EXPECT_EQ(icon_unknown, 40);
  const CardDesign& necro = bm2_design(cs, "TNL100");
  EXPECT_TRUE(necro.fact_unknown("treasure"));
  EXPECT_TRUE(necro.fact_unknown("ability"));
  const json j = card_set_to_json(cs)["cards"][static_cast<std::size_t>(cs.find("TNL100"))];
  EXPECT_TRUE(j["treasure"].is_null());
  EXPECT_TRUE(j["min_players"].is_null());
  EXPECT_TRUE(j["ability"].is_null());
  const CardDesign& archer = bm2_design(cs, "TNL112");  // fighter + thief
  EXPECT_EQ(archer.treasure[kFighter], 1);
  EXPECT_EQ(archer.treasure[kThief], 1);
  const CardDesign& brothers = bm2_design(cs, "TNL114");
  EXPECT_EQ(brothers.lure, Lure::best_score);  // BM2-13, played (the_brothers)
  EXPECT_EQ(brothers.ability, Ability::the_brothers);
  EXPECT_TRUE(brothers.no_items);
  EXPECT_EQ(brothers.min_players, 1);  // star: always in the deck (BM2-10), inferred
  EXPECT_EQ(brothers.inferred, std::vector<std::string>{"player_icon"});
  // The Fool's printed lure is the classic Fool's: mapped to its unit.
  EXPECT_EQ(bm2_design(cs, "TNL097").ability, Ability::the_fool);
  EXPECT_EQ(bm2_design(cs, "TNL097").lure, Lure::fewest_souls);
}

// Source marks: every design names its sources; Eclipse's treasure rests on one source.
TEST(CardSetBm2, SourceMarks) {
  for (const CardSet* cs : {&builtin_bm2_cards(), &builtin_tools_of_hero_kind_cards()})
    for (const auto& d : cs->designs) EXPECT_FALSE(d.sources.empty()) << d.id;
  EXPECT_EQ(bm2_design(builtin_bm2_cards(), "TNL012").one_source, std::vector<std::string>{"treasure"});
  EXPECT_EQ(bm2_design(builtin_bm2_cards(), "TNL012").treasure[kThief], 1);
}

// Tools of Hero-Kind: 20 items (4 per treasure type + 4 universal), 4 advanced rooms (1
// monster, 3 traps), 1 spell design x2 whose phase no source gives.
TEST(CardSetBm2, ToolsOfHeroKindCounts) {
  const CardSet& cs = builtin_tools_of_hero_kind_cards();
  EXPECT_TRUE(cs.expansion);
  EXPECT_EQ(bm2_count(cs, CardKind::item), 20);
  EXPECT_EQ(bm2_count(cs, CardKind::room), 4);
  EXPECT_EQ(bm2_count(cs, CardKind::spell), 2);
  EXPECT_EQ(bm2_count(cs, CardKind::boss) + bm2_count(cs, CardKind::hero), 0);
  std::array<int, kTreasureTypes> single{};
  int universal = 0, monster = 0;
  for (const auto& d : cs.designs) {
    if (d.kind == CardKind::room) {
      EXPECT_TRUE(d.advanced) << d.id;
      monster += d.room_type == RoomType::monster ? 1 : 0;
    }
    if (d.kind != CardKind::item) continue;
    EXPECT_FALSE(d.hero_side.empty()) << d.id;
    EXPECT_FALSE(d.boss_side.empty()) << d.id;
    if (d.is_universal_item()) ++universal;
    else
      for (int t = 0; t < kTreasureTypes; ++t)
        single[static_cast<std::size_t>(t)] += d.treasure[static_cast<std::size_t>(t)];
  }
  EXPECT_EQ(universal, 4);
  for (int n : single) EXPECT_EQ(n, 4);
  EXPECT_EQ(monster, 1);
  EXPECT_TRUE(bm2_design(cs, "THK025").fact_unknown("phase"));
}

// The Tools of Hero-Kind items with a unit (docs/cards.md "Pending abilities"): their own key,
// played in either phase (BM2-37); the rooms and the spell have their units; every other design
// of the set is still pending.
TEST(CardSetBm2, ToolsOfHeroKindItemUnits) {
  const CardSet& cs = builtin_tools_of_hero_kind_cards();
  std::vector<std::pair<std::string, std::string>> units = {
      {"THK005", "goblin_suit"}, {"THK006", "claws_of_the_berserker"}, {"THK007", "oversized_sword"},
      {"THK010", "ice_rod"},     {"THK015", "ten_foot_pole"},          {"THK017", "boots_of_jumping"},
      {"THK018", "pet_monster"}, {"THK002", "holy_hand_grenade"},      {"THK009", "antimagic_lizard"},
      {"THK012", "necronomicon"}};
  units.insert(units.end(), {{"THK001", "extra_life"},
                             {"THK003", "inquisitors_robes"},
                             {"THK004", "staff_of_healing"},
                             {"THK008", "vorpal_blade"}});
  units.insert(units.end(), {{"THK014", "cheat_code"},
                             {"THK016", "the_bomb"},
                             {"THK013", "bag_of_holding"},
                             {"THK020", "ring_of_invisibility"},
                             {"THK019", "star_of_invulnerability"},
                             {"THK011", "magic_mirror"}});
  // The rooms and the spell, which act on items (BM2-39), with their own units (not item units).
  const std::vector<std::pair<std::string, std::string>> others = {{"THK021", "burial_mound"},
                                                                   {"THK022", "orcish_smithy"},
                                                                   {"THK023", "artificers_workbench"},
                                                                   {"THK024", "magnetic_ceiling"},
                                                                   {"THK025", "excavation"}};
  int pending = 0;
  for (const auto& d : cs.designs) pending += d.ability_pending ? 1 : 0;
  EXPECT_EQ(pending, 25 - static_cast<int>(units.size() + others.size()));  // none left
  for (const auto& [id, key] : others) {
    const CardDesign& d = bm2_design(cs, id.c_str());
    EXPECT_FALSE(d.ability_pending) << id;
    EXPECT_EQ(ability_key(d.ability), key) << id;
    EXPECT_FALSE(item_unit(d.ability)) << id;
  }
  for (const auto& [id, key] : units) {
    const CardDesign& d = bm2_design(cs, id.c_str());
    EXPECT_FALSE(d.ability_pending) << id;
    EXPECT_EQ(ability_key(d.ability), key) << id;
    EXPECT_TRUE(item_unit(d.ability)) << id;
    EXPECT_EQ(d.phase, kPhaseBoth) << id;
  }
  EXPECT_EQ(bm2_design(builtin_synthetic_bm2_cards(), "SYN-I05").phase, kPhaseAdventure);  // a classic key
}

// --cards bm2,tools-of-hero-kind: one set, ids from both, a hash of its own that a file with
// "base": ["bm2", "tools-of-hero-kind"] reproduces.
TEST(CardSetBm2, CombinedSetsHashTheCombination) {
  const CardSet both = combine_card_sets({&builtin_bm2_cards(), &builtin_tools_of_hero_kind_cards()});
  EXPECT_EQ(both.id, "bm2+tools-of-hero-kind");
  EXPECT_FALSE(both.expansion);
  EXPECT_EQ(both.instances(), 160 + 26);
  EXPECT_NE(both.hash, builtin_bm2_cards().hash);
  json file = card_set_to_json(both);
  file["cards"] = json::array();
  file["base"] = {"bm2", "tools-of-hero-kind"};
  EXPECT_EQ(load_card_set(file, "f.json").hash, both.hash);
  const CardSet back = load_card_set(card_set_to_json(both), "export.json");  // bm cards export round trip
  EXPECT_EQ(back.hash, both.hash);
  EXPECT_TRUE(mentions(bm2_input_error([&] {
                         (void)combine_card_sets({&builtin_bm2_cards(), &builtin_bm2_cards()});
                       }),
                       "duplicate card id"));
}

// The bm2 family's default cards: the printed set with the Tools of Hero-Kind items (BM2-2: the
// family has items), built in as exactly the combination --cards bm2,tools-of-hero-kind, found
// by its id and by that name; bm2-synthetic stays built in, labelled as not printed.
TEST(CardSetBm2, Bm2PresetsDefaultToThePrintedCombination) {
  const CardSet both = combine_card_sets({&builtin_bm2_cards(), &builtin_tools_of_hero_kind_cards()});
  const CardSet* printed = find_builtin_card_set("bm2+tools-of-hero-kind");
  ASSERT_NE(printed, nullptr);
  EXPECT_EQ(find_builtin_card_set("bm2,tools-of-hero-kind"), printed);
  EXPECT_EQ(printed->id, both.id);
  EXPECT_EQ(printed->hash, both.hash);
  EXPECT_EQ(printed->instances(), 160 + 26);
  EXPECT_EQ(bm2_count(*printed, CardKind::item), 20);
  for (const char* preset : {"bm2", "bm2-6p"}) {
    Ruleset r;
    ASSERT_TRUE(find_preset(preset, r));
    EXPECT_EQ(default_card_set_id(r), "bm2+tools-of-hero-kind") << preset;
    EXPECT_EQ(&default_card_set(r), printed) << preset;
    const auto sets = builtin_card_sets_for(r);  // IP-50: the presets play the house reading
    EXPECT_NE(std::find(sets.begin(), sets.end(), printed), sets.end()) << preset;
    EXPECT_NE(std::find(sets.begin(), sets.end(), &builtin_synthetic_bm2_cards()), sets.end()) << preset;
    r.unknown_facts_house = false;  // refuse: the printed heroes cannot be set up, so not checked
    const auto refusing = builtin_card_sets_for(r);
    EXPECT_EQ(std::find(refusing.begin(), refusing.end(), printed), refusing.end()) << preset;
  }
  Ruleset classic;
  ASSERT_TRUE(find_preset("classic", classic));
  EXPECT_EQ(default_card_set_id(classic), "classic");
  EXPECT_TRUE(mentions(builtin_synthetic_bm2_cards().name, "not printed cards"));
  EXPECT_EQ(find_builtin_card_set("bm2-synthetic"), &builtin_synthetic_bm2_cards());
}

// Pending abilities and unknown facts: a game refuses the set, naming the count and the cards.
TEST(CardSetBm2, PlayRefusesPendingAndUnknown) {
  Ruleset r = bm::test::preset("bm2");
  r.unknown_facts_house = false;  // the option's default (the bm2 presets write house, IP-50)
  const Engine e(builtin_bm2_cards(), r);
  try {
    (void)e.start(2, 1);
    FAIL() << "a set with unknown facts was played";
  } catch (const InputError& err) {
    // Every TNL design that prints an ability has its unit (the 17 spells, the dark heroes,
    // Swordmage, Druid, Archer, The Brothers, every boss and room); the heroes' player-count icons
    // and Necromancer's ability are unknown (IP-50).
    EXPECT_FALSE(mentions(err.what(), "not implemented yet")) << err.what();
    EXPECT_TRUE(mentions(err.what(), "card designs have facts no source gives"));
  }
  const Engine thk(builtin_tools_of_hero_kind_cards(), r);
  EXPECT_TRUE(mentions(bm2_input_error([&] { (void)(void)thk.start(2, 1); }), "it is an expansion"));
  EXPECT_EQ(unplayable_cards(builtin_classic_cards()), "");
  EXPECT_EQ(unplayable_cards(builtin_synthetic_bm2_cards()), "");
}

// Bad inputs for the new fields (more in corpus/bad/cards).
TEST(CardSetBm2, BadProvenanceFields) {
  json h = {{"id", "H1"},    {"kind", "hero"},      {"name", "Hero"},
            {"quantity", 1}, {"hero_kind", "epic"}, {"treasure", {{"mage", 1}}},
            {"health", 12},  {"min_players", 2},    {"souls", 2}};
  json bad = h;
  bad["unknown"] = {"player_icon"};  // min_players is given, not null
  EXPECT_TRUE(
      mentions(bm2_input_error([&] { (void)load_card_set(bm2_hero_file(bad), "c.json"); }), "field 'min_players'"));
  bad = h;
  bad["unknown"] = {"health"};
  EXPECT_TRUE(
      mentions(bm2_input_error([&] { (void)load_card_set(bm2_hero_file(bad), "c.json"); }), "cannot be unknown"));
  bad = h;
  bad["one_source"] = {"colour"};
  EXPECT_TRUE(
      mentions(bm2_input_error([&] { (void)load_card_set(bm2_hero_file(bad), "c.json"); }), "unknown fact 'colour'"));
  bad = h;
  bad["hero_type"] = "hybrid";  // one treasure type
  EXPECT_TRUE(
      mentions(bm2_input_error([&] { (void)load_card_set(bm2_hero_file(bad), "c.json"); }), "two treasure types"));
  bad = h;
  bad["ability"] = "the_fool";
  bad["ability_pending"] = true;
  EXPECT_TRUE(mentions(bm2_input_error([&] { (void)load_card_set(bm2_hero_file(bad), "c.json"); }), "is not pending"));
  json ok = h;
  ok["lure"] = "best_score";  // BM2-13: played (The Brothers), no longer needs ability_pending
  EXPECT_EQ(load_card_set(bm2_hero_file(ok), "c.json").designs.back().lure, Lure::best_score);
  ok = h;
  ok["treasure"] = nullptr;
  ok["min_players"] = nullptr;
  ok["unknown"] = {"treasure", "player_icon"};
  ok["hero_type"] = "hybrid";
  EXPECT_EQ(load_card_set(bm2_hero_file(ok), "c.json").designs.back().min_players, 0);
}
