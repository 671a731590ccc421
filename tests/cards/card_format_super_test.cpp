// Card-set format for the Super family (docs/cards.md): the fields `action_space`
// (S-BOARD-5), `to_landmark` (S-CITY-3) and `exercises`, the top-level `base` key, and the
// built-in synthetic set engine/cards/data/super_synthetic.json (classic + SYN-... cards, which
// are not printed cards). The classic set's canonical JSON and hash are unchanged by the new
// fields; bad inputs are InputErrors naming the source, the card and the field.
#include <functional>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"
#include "support/expect.hpp"

using namespace bm;

namespace {
using bm::test::mentions;
using nlohmann::json;

const char* const kSynIds[] = {"SYN-R01", "SYN-R02", "SYN-B01", "SYN-S01", "SYN-H01",
                               "SYN-H02", "SYN-H03", "SYN-I07", "SYN-I08", "SYN-I09"};
constexpr std::size_t kSynDesigns = std::size(kSynIds);

json synthetic_file() { return read_json_file(std::string(BM_SOURCE_DIR) + "/engine/cards/data/super_synthetic.json"); }

const CardDesign& design(const CardSet& cs, const char* id) {
  const int di = cs.find(id);
  if (di < 0) throw std::runtime_error(std::string("no design ") + id);
  return cs.designs[static_cast<std::size_t>(di)];
}

// Index of a card in the file's "cards" array.
std::size_t at(const json& j, const char* id) {
  for (std::size_t i = 0; i < j["cards"].size(); ++i)
    if (j["cards"][i]["id"] == id) return i;
  throw std::runtime_error(std::string("no card ") + id + " in the file");
}

}  // namespace

// The classic set's canonical JSON and hash are those of bm 0.1.0 (docs/cards.md), with none of
// the new keys: the bench signature and every classic log header depend on them.
TEST(CardFormatSuper, ClassicHashAndCanonicalJsonUnchanged) {
  const CardSet& classic = builtin_classic_cards();
  EXPECT_EQ(hex64(classic.hash), "0d2f8af6dc4562a3");
  const json canon = card_set_to_json(classic);
  EXPECT_FALSE(canon.contains("base"));
  for (const auto& c : canon["cards"]) {
    EXPECT_FALSE(c.contains("action_space")) << c["id"];
    EXPECT_FALSE(c.contains("to_landmark")) << c["id"];
    EXPECT_FALSE(c.contains("exercises")) << c["id"];
  }
  for (const auto& d : classic.designs) {
    EXPECT_EQ(d.action_space, Ability::none) << d.id;
    EXPECT_EQ(d.to_landmark, -1) << d.id;
    EXPECT_TRUE(d.exercises.empty()) << d.id;
    EXPECT_FALSE(d.is_synthetic()) << d.id;
  }
}

// The synthetic set = every classic design (same facts, same order) + the 10 SYN designs (7, then
// the S-COMPAT-2 items SYN-I07..I09).
TEST(CardFormatSuper, SyntheticSetIsClassicPlusSynDesigns) {
  const CardSet& classic = builtin_classic_cards();
  const CardSet& syn = builtin_synthetic_super_cards();
  EXPECT_EQ(syn.id, "super-synthetic");
  EXPECT_TRUE(mentions(syn.name, "Synthetic"));
  ASSERT_EQ(syn.designs.size(), classic.designs.size() + kSynDesigns);
  const json cc = card_set_to_json(classic)["cards"];
  const json sc = card_set_to_json(syn)["cards"];
  for (std::size_t i = 0; i < classic.designs.size(); ++i) EXPECT_EQ(sc[i], cc[i]) << i;
  for (std::size_t k = 0; k < kSynDesigns; ++k) {
    const CardDesign& d = syn.designs[classic.designs.size() + k];
    EXPECT_EQ(d.id, kSynIds[k]);
    EXPECT_TRUE(d.is_synthetic()) << d.id;
    EXPECT_TRUE(mentions(d.name, "Synthetic")) << d.id;  // never mistaken for a printed card
    EXPECT_FALSE(d.exercises.empty()) << d.id;
    EXPECT_TRUE(mentions(d.exercises, "S-")) << d.id;  // names a rule ID of the digest
    EXPECT_FALSE(d.text.empty()) << d.id;
  }
  // 155 classic cards + SYN-R01 x2, SYN-S01 x2, SYN-I07 x2 and one of each other SYN design.
  EXPECT_EQ(syn.instances(), classic.instances() + 13);
  EXPECT_NE(syn.hash, classic.hash);
  EXPECT_EQ(find_builtin_card_set("classic"), &classic);
  EXPECT_EQ(find_builtin_card_set("super-synthetic"), &syn);
  EXPECT_EQ(find_builtin_card_set("super"), nullptr);
  EXPECT_EQ(builtin_card_set_ids(), (std::vector<std::string>{"classic", "super-synthetic", "bm2-synthetic", "bm2",
                                                              "tools-of-hero-kind", "bm2+tools-of-hero-kind"}));
  // The set that held bm2-synthetic plus the printed designs whose abilities existed went once
  // every printed design had its unit: its name is unknown like any other.
  EXPECT_EQ(find_builtin_card_set("bm2-implemented"), nullptr);
}

TEST(CardFormatSuper, SyntheticFieldsParsed) {
  const CardSet& syn = builtin_synthetic_super_cards();
  const CardDesign& r01 = design(syn, "SYN-R01");
  EXPECT_EQ(r01.kind, CardKind::room);
  EXPECT_EQ(r01.room_type, RoomType::monster);
  EXPECT_EQ(r01.damage, 1);
  EXPECT_EQ(r01.quantity, 2);
  EXPECT_EQ(r01.treasure[kFighter], 1);
  EXPECT_EQ(r01.ability, Ability::none);
  EXPECT_EQ(r01.action_space, Ability::syn_token_forge);
  EXPECT_TRUE(mentions(r01.exercises, "S-BOARD-5"));
  EXPECT_TRUE(mentions(r01.exercises, "S-BOARD-6"));
  EXPECT_TRUE(mentions(r01.exercises, "S-TOK-1"));

  const CardDesign& r02 = design(syn, "SYN-R02");
  EXPECT_EQ(r02.room_type, RoomType::trap);
  EXPECT_EQ(r02.damage, 2);
  EXPECT_EQ(r02.treasure[kThief], 1);
  EXPECT_EQ(r02.ability, Ability::none);
  EXPECT_EQ(r02.action_space, Ability::none);

  const CardDesign& b01 = design(syn, "SYN-B01");
  EXPECT_EQ(b01.kind, CardKind::boss);
  EXPECT_EQ(b01.title, "Test Boss");
  EXPECT_EQ(b01.xp, 525);
  EXPECT_EQ(b01.treasure[kThief], 1);
  EXPECT_EQ(b01.ability, Ability::none);
  EXPECT_EQ(b01.action_space, Ability::syn_token_dungeon);
  for (const auto& d : builtin_classic_cards().designs) {
    if (d.kind == CardKind::boss) {
      EXPECT_NE(d.xp, b01.xp) << d.id;  // no XP tie with a classic boss (C-5)
    }
  }

  const CardDesign& s01 = design(syn, "SYN-S01");
  EXPECT_EQ(s01.kind, CardKind::spell);
  EXPECT_EQ(s01.phase, kPhaseBoth);
  EXPECT_EQ(s01.quantity, 2);
  EXPECT_EQ(s01.ability, Ability::syn_power_surge);

  const CardDesign& h01 = design(syn, "SYN-H01");
  EXPECT_EQ(h01.hero_kind, HeroKind::ordinary);
  EXPECT_EQ(h01.treasure[kFighter], 1);
  EXPECT_EQ(h01.health, 6);
  EXPECT_EQ(h01.souls, 1);
  EXPECT_EQ(h01.to_landmark, 1);
  EXPECT_EQ(landmark_ids()[static_cast<std::size_t>(h01.to_landmark)], "stadium");

  const CardDesign& h02 = design(syn, "SYN-H02");
  EXPECT_EQ(h02.hero_kind, HeroKind::ordinary);
  EXPECT_EQ(h02.treasure, (std::array<int, kTreasureTypes>{0, 1, 0, 1}));  // fighter 1, thief 1
  EXPECT_EQ(h02.health, 6);
  EXPECT_EQ(h02.to_landmark, -1);
  EXPECT_EQ(h02.icon_order, (std::vector<int>{kThief, kFighter}));  // printed thief first (IP-33)

  const CardDesign& h03 = design(syn, "SYN-H03");
  EXPECT_TRUE(h03.is_epic());
  EXPECT_EQ(h03.treasure, (std::array<int, kTreasureTypes>{1, 1, 0, 0}));  // cleric 1, fighter 1
  EXPECT_EQ(h03.health, 12);
  EXPECT_EQ(h03.souls, 2);
  EXPECT_TRUE(h03.icon_order.empty());  // no icon_order: cleric, fighter, mage, thief
}

// The hash covers the canonical JSON of the full set (base cards included, no "base" key): the
// file on disk, the embedded copy and the exported full set all give the same hash.
TEST(CardFormatSuper, HashCoversTheFullSetWithoutBase) {
  const CardSet& syn = builtin_synthetic_super_cards();
  const json canon = card_set_to_json(syn);
  EXPECT_FALSE(canon.contains("base"));
  Hasher h;
  h.add_str(canon.dump());
  EXPECT_EQ(syn.hash, h.value());
  EXPECT_EQ(load_card_set(synthetic_file(), "super_synthetic.json").hash, syn.hash);
  const CardSet again = load_card_set(canon, "export.json");  // what `bm cards export` writes
  EXPECT_EQ(again.hash, syn.hash);
  EXPECT_EQ(again.designs.size(), syn.designs.size());
  const json& r01 = canon["cards"][static_cast<std::size_t>(syn.find("SYN-R01"))];
  EXPECT_EQ(r01["action_space"], "syn_token_forge");
  EXPECT_FALSE(r01.contains("to_landmark"));
  EXPECT_EQ(canon["cards"][static_cast<std::size_t>(syn.find("SYN-H01"))]["to_landmark"], "stadium");
  EXPECT_EQ(canon["cards"][static_cast<std::size_t>(syn.find("SYN-H02"))]["icon_order"],
            json::array({"thief", "fighter"}));
  EXPECT_FALSE(canon["cards"][static_cast<std::size_t>(syn.find("SYN-H03"))].contains("icon_order"));
  // Spelled-out defaults do not change the hash.
  json j = synthetic_file();
  j["cards"][at(j, "SYN-R02")]["action_space"] = nullptr;
  j["cards"][at(j, "SYN-H02")]["to_landmark"] = nullptr;
  j["cards"][at(j, "SYN-H03")]["action_space"] = nullptr;
  j["cards"][at(j, "SYN-R01")]["ability"] = "none";
  EXPECT_THROW(load_card_set(j, "x.json"), InputError);  // action_space on a hero, even null
  j["cards"][at(j, "SYN-H03")].erase("action_space");
  EXPECT_EQ(load_card_set(j, "x.json").hash, syn.hash);
}

// `exercises` is allowed on any card (required only for SYN- ids); a base-less file may hold
// synthetic cards too.
TEST(CardFormatSuper, ExercisesOnAnyCardAndSetsWithoutBase) {
  json j = card_set_to_json(builtin_classic_cards());
  j["cards"][0]["exercises"] = "G-10";
  j["cards"][0]["action_space"] = "syn_token_dungeon";
  const CardSet cs = load_card_set(j, "x.json");
  EXPECT_EQ(cs.designs[0].exercises, "G-10");
  EXPECT_EQ(cs.designs[0].action_space, Ability::syn_token_dungeon);
  EXPECT_NE(cs.hash, builtin_classic_cards().hash);
  EXPECT_EQ(card_set_to_json(cs)["cards"][0]["exercises"], "G-10");
}

// Every bad input is an InputError naming the source, the card position and id, and the field.
TEST(CardFormatSuper, BadInputsRejectedPrecisely) {
  struct Bad {
    const char* what;
    std::function<void(json&)> mutate;
    std::string where;    // expected in the message (source, card, field)
    std::string message;  // expected in the message
  };
  const json good = synthetic_file();
  auto card = [](json& j, const char* id) -> json& { return j["cards"][at(j, id)]; };
  auto pos = [&](const char* id) {
    return std::string("bad.json: cards[") + std::to_string(at(good, id)) + "]: card " + id;
  };
  const std::vector<Bad> bads = {
      {"to_landmark on a room", [&](json& j) { card(j, "SYN-R01")["to_landmark"] = "stadium"; },
       pos("SYN-R01") + ": field 'to_landmark'", "only heroes have this field (this card is a room)"},
      {"to_landmark on a boss", [&](json& j) { card(j, "SYN-B01")["to_landmark"] = "temple"; },
       pos("SYN-B01") + ": field 'to_landmark'", "only heroes"},
      {"to_landmark on a spell", [&](json& j) { card(j, "SYN-S01")["to_landmark"] = "temple"; },
       pos("SYN-S01") + ": field 'to_landmark'", "only heroes"},
      {"unknown landmark", [&](json& j) { card(j, "SYN-H01")["to_landmark"] = "arena"; },
       pos("SYN-H01") + ": field 'to_landmark'",
       "unknown landmark 'arena' (expected one of temple, stadium, library, hideout, tavern)"},
      {"landmark by index", [&](json& j) { card(j, "SYN-H01")["to_landmark"] = 1; },
       pos("SYN-H01") + ": field 'to_landmark'", "must be a string"},
      {"action_space on a spell", [&](json& j) { card(j, "SYN-S01")["action_space"] = "syn_token_forge"; },
       pos("SYN-S01") + ": field 'action_space'", "only rooms and bosses have this field (this card is a spell)"},
      {"action_space on a hero", [&](json& j) { card(j, "SYN-H02")["action_space"] = "syn_token_forge"; },
       pos("SYN-H02") + ": field 'action_space'", "only rooms and bosses"},
      {"unknown action_space key", [&](json& j) { card(j, "SYN-R01")["action_space"] = "zap"; },
       pos("SYN-R01") + ": field 'action_space'", "unknown ability 'zap'"},
      {"unknown boss action_space key", [&](json& j) { card(j, "SYN-B01")["action_space"] = "forge"; },
       pos("SYN-B01") + ": field 'action_space'", "unknown ability 'forge'"},
      {"unknown ability key", [&](json& j) { card(j, "SYN-S01")["ability"] = "power_surge"; },
       pos("SYN-S01") + ": field 'ability'", "unknown ability 'power_surge'"},
      {"duplicate id against the base", [&](json& j) { card(j, "SYN-R02")["id"] = "BM027"; },
       std::string("bad.json: cards[") + std::to_string(at(good, "SYN-R02")) + "]: card BM027",
       "duplicate card id (already defined in the base set 'classic' (its cards[26]))"},
      {"duplicate id in the file", [&](json& j) { card(j, "SYN-R02")["id"] = "SYN-R01"; },
       std::string("bad.json: cards[") + std::to_string(at(good, "SYN-R02")) + "]: card SYN-R01",
       std::string("duplicate card id (already defined in cards[") + std::to_string(at(good, "SYN-R01")) + "])"},
      {"unknown base", [](json& j) { j["base"] = "super"; }, "bad.json: field 'base'",
       "unknown base set 'super' (the built-in sets are classic, super-synthetic, bm2-synthetic, bm2, "
       "tools-of-hero-kind, bm2+tools-of-hero-kind)"},
      {"base not a string", [](json& j) { j["base"] = 1; }, "bad.json: field 'base'",
       "must be a built-in set id or a non-empty array of them"},
      {"SYN- card without exercises", [&](json& j) { card(j, "SYN-B01").erase("exercises"); },
       pos("SYN-B01") + ": field 'exercises'", "a synthetic card (id starting with \"SYN-\") must name the rule"},
      {"SYN- card with empty exercises", [&](json& j) { card(j, "SYN-H03")["exercises"] = ""; },
       pos("SYN-H03") + ": field 'exercises'", "must not be empty"},
      {"exercises not a string", [&](json& j) { card(j, "SYN-H03")["exercises"] = json::array({"S-COMPAT-1"}); },
       pos("SYN-H03") + ": field 'exercises'", "must be a string"},
      // S-COMPAT-1 / IP-33: icon_order names each of the hero's treasure types exactly once.
      {"icon_order not an array", [&](json& j) { card(j, "SYN-H02")["icon_order"] = "thief"; },
       pos("SYN-H02") + ": field 'icon_order'", "must be an array of treasure types"},
      {"icon_order unknown type",
       [&](json& j) {
         card(j, "SYN-H02")["icon_order"] = json::array({"thief", "bard"});
       },
       pos("SYN-H02") + ": field 'icon_order'", "unknown treasure type"},
      {"icon_order type the hero lacks",
       [&](json& j) {
         card(j, "SYN-H02")["icon_order"] = json::array({"thief", "mage"});
       },
       pos("SYN-H02") + ": field 'icon_order'", "names mage, which is not in the hero's treasure"},
      {"icon_order twice",
       [&](json& j) {
         card(j, "SYN-H02")["icon_order"] = json::array({"thief", "thief"});
       },
       pos("SYN-H02") + ": field 'icon_order'", "names thief twice"},
      {"icon_order missing a type", [&](json& j) { card(j, "SYN-H02")["icon_order"] = json::array({"thief"}); },
       pos("SYN-H02") + ": field 'icon_order'", "must name each of the hero's 2 treasure types once"},
      {"icon_order on a room", [&](json& j) { card(j, "SYN-R01")["icon_order"] = json::array({"fighter"}); },
       pos("SYN-R01") + ": field 'icon_order'", "unknown field"},
  };
  ASSERT_NO_THROW(load_card_set(good, "bad.json"));
  for (const auto& bad : bads) {
    json j = good;
    bad.mutate(j);
    try {
      load_card_set(j, "bad.json");
      ADD_FAILURE() << bad.what << ": accepted";
    } catch (const InputError& e) {
      const std::string msg = e.what();
      EXPECT_TRUE(mentions(msg, bad.where)) << bad.what << ": " << msg;
      EXPECT_TRUE(mentions(msg, bad.message)) << bad.what << ": " << msg;
    }
  }
}
