#include "bm/cards/card_set.hpp"

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "bm/board/board.hpp"
#include "bm/core/text_at.hpp"
#include "bm/cards/card_name.hpp"
#include "bm/core/error.hpp"
#include "bm/cards/icons.hpp"
#include "bm/cards/items.hpp"
#include "bm/core/json_read.hpp"
#include "bm/core/suggest.hpp"
#include "bm/rules/ruleset.hpp"

namespace bm::embedded {
extern const char* const classic_cards;
extern const char* const super_synthetic_cards;
extern const char* const bm2_synthetic_cards;
extern const char* const bm2_cards;
extern const char* const tools_of_hero_kind_cards;
}  // namespace bm::embedded

namespace bm {

using nlohmann::json;

std::string_view kind_name(CardKind k) {
  switch (k) {
    case CardKind::boss: return "boss";
    case CardKind::room: return "room";
    case CardKind::spell: return "spell";
    case CardKind::hero: return "hero";
    case CardKind::item: return "item";
  }
  return "?";
}

std::string_view treasure_name(int t) {
  static constexpr std::string_view names[] = {"cleric", "fighter", "mage", "thief"};
  return (t >= 0 && t < kTreasureTypes) ? names[t] : "?";
}

int CardSet::find(std::string_view design_id) const {
  // The ids of a set mostly share their length and prefix ("BM012", "BM013"): the last bytes are
  // compared first, so most designs that differ cost one byte, not a memcmp call (which
  // libFuzzer's hooks also trace in the fuzz builds; a log or a declared chance names cards by id).
  for (std::size_t i = 0; i < designs.size(); ++i) {
    const std::string& d = designs[i].id;
    if (d.size() == design_id.size() && (d.empty() || d.back() == design_id.back()) && d == design_id)
      return static_cast<int>(i);
  }
  return -1;
}

void CardSet::prerender_ids() {
  quoted_ids.clear();
  quoted_ids.reserve(designs.size());
  for (const auto& d : designs) {
    // What nlohmann's dump() writes without escaping (json_plain), else left to it.
    quoted_ids.push_back(json_plain(d.id) ? "\"" + d.id + "\"" : std::string());
  }
}

std::string card_id_hint(const CardSet& set, const std::string& id) {
  std::vector<std::string> ids;
  for (const auto& d : set.designs) ids.push_back(d.id);
  return did_you_mean(id, ids);
}

std::string card_name_with_id(const CardSet& cards, std::string_view design_id) {
  const int d = cards.find(design_id);
  if (d < 0) return std::string(design_id);
  std::string out = cards.designs[static_cast<std::size_t>(d)].name;
  out.append(" (").append(design_id).append(")");
  return out;
}

bool item_ability_allowed(Ability a) {
  switch (a) {
    case Ability::annihilator:
    case Ability::giant_size:
    case Ability::freeze:
    case Ability::fear:
    case Ability::exhaustion:
    case Ability::teleportation: return true;
    default: return item_unit(a);
  }
}

bool item_unit(Ability a) {
  switch (a) {  // the Tools of Hero-Kind items with their unit (BM2-38 power-up, BM2-4 reward)
    case Ability::oversized_sword:
    case Ability::claws_of_the_berserker:
    case Ability::boots_of_jumping:
    case Ability::pet_monster:
    case Ability::ten_foot_pole:
    case Ability::goblin_suit:
    case Ability::ice_rod:
    case Ability::necronomicon:
    case Ability::antimagic_lizard:
    case Ability::holy_hand_grenade:
    case Ability::extra_life:
    case Ability::inquisitors_robes:
    case Ability::staff_of_healing:
    case Ability::vorpal_blade:
    case Ability::cheat_code:
    case Ability::the_bomb:
    case Ability::bag_of_holding:
    case Ability::ring_of_invisibility:
    case Ability::star_of_invulnerability:
    case Ability::magic_mirror: return true;
    default: return false;
  }
}

std::vector<int> printed_icons(const CardDesign& d) {
  if (!d.icon_order.empty()) return d.icon_order;
  std::vector<int> order;
  for (int t = 0; t < kTreasureTypes; ++t)
    if (d.treasure[static_cast<std::size_t>(t)] > 0) order.push_back(t);
  return order;
}

bool item_fits_hero(const CardDesign& item, const CardDesign& hero) {
  if (hero.no_items) return false;
  if (item.is_universal_item()) return true;
  for (int t = 0; t < kTreasureTypes; ++t)
    if (item.treasure[static_cast<std::size_t>(t)] > 0 && hero.treasure[static_cast<std::size_t>(t)] > 0) return true;
  return false;
}

bool items_in_play(const Ruleset& rules, const CardSet& cards) {
  if (rules.family == Family::bm2) return true;  // BM2-2
  if (rules.family != Family::super) return false;
  for (const CardDesign& d : cards.designs)  // S-COMPAT-2: the card set decides
    if (d.kind == CardKind::item) return true;
  return false;
}

namespace {

int treasure_index(const std::string& s) {
  for (int t = 0; t < kTreasureTypes; ++t)
    if (treasure_name(t) == s) return t;
  return -1;
}

void read_treasure(const JsonReader& r, const json& c, CardDesign& d, bool required) {
  if (!c.contains("treasure")) {
    if (required) r.fail("treasure", "missing (an object such as {\"cleric\": 1})");
    return;
  }
  const json& t = c["treasure"];
  if (!t.is_object()) r.fail("treasure", "must be an object mapping treasure type to icon count");
  for (auto it = t.begin(); it != t.end(); ++it) {
    const int idx = treasure_index(it.key());
    if (idx < 0) r.fail("treasure." + it.key(), "unknown treasure type (expected cleric, fighter, mage or thief)");
    if (!it.value().is_number_integer() || it.value().get<long long>() < 0 || it.value().get<long long>() > 9)
      r.fail("treasure." + it.key(), "must be an integer from 0 to 9");
    d.treasure[static_cast<std::size_t>(idx)] = it.value().get<int>();
  }
}

// S-COMPAT-1 / IP-33 "icon_order": the hero's treasure icons in printed order, each type with
// icons exactly once (a hero with two icons names both). Absent = cleric, fighter, mage, thief.
void read_icon_order(const JsonReader& r, const json& c, CardDesign& d) {
  if (!c.contains("icon_order")) return;
  const json& o = c["icon_order"];
  if (!o.is_array()) r.fail("icon_order", "must be an array of treasure types, first printed icon first");
  int types = 0;
  for (int v : d.treasure) types += v > 0 ? 1 : 0;
  for (const auto& e : o) {
    const int idx = e.is_string() ? treasure_index(e.get<std::string>()) : -1;
    if (idx < 0) r.fail("icon_order", "unknown treasure type (expected cleric, fighter, mage or thief)");
    if (d.treasure[static_cast<std::size_t>(idx)] <= 0)
      r.fail("icon_order", "names " + std::string(treasure_name(idx)) + ", which is not in the hero's treasure");
    if (std::find(d.icon_order.begin(), d.icon_order.end(), idx) != d.icon_order.end())
      r.fail("icon_order", "names " + std::string(treasure_name(idx)) + " twice");
    d.icon_order.push_back(idx);
  }
  if (static_cast<int>(d.icon_order.size()) != types)
    r.fail("icon_order", "must name each of the hero's " + std::to_string(types) + " treasure types once");
}

// An ability key field ("ability", "action_space"): absent or null = none.
Ability read_ability(const JsonReader& r, const json& c, const char* key) {
  Ability a = Ability::none;
  if (!c.contains(key) || c[key].is_null()) return a;
  const std::string k = r.str(key, 1, 64);
  if (!ability_from_key(k, a)) r.fail(key, "unknown ability '" + k + "' (see `bm cards abilities`)");
  return a;
}

// S-CITY-3 "to_landmark": a landmark id of landmark_ids(), stored as its index; absent or null = -1.
int read_landmark(const JsonReader& r, const json& c) {
  if (!c.contains("to_landmark") || c["to_landmark"].is_null()) return -1;
  const std::string id = r.str("to_landmark", 1, 32);
  const auto& ids = landmark_ids();
  const auto it = std::find(ids.begin(), ids.end(), id);
  if (it == ids.end()) {
    std::string list;
    for (const auto& l : ids) list += (list.empty() ? std::string() : std::string(", ")) + l;
    r.fail("to_landmark", "unknown landmark '" + id + "' (expected one of " + list + ")");
  }
  return static_cast<int>(it - ids.begin());
}

// The facts a source mark may name ("one_source", "inferred", "unknown"; docs/cards.md).
constexpr const char* kFacts[] = {"name",  "title",   "xp",          "treasure",    "double_icon",
                                  "type",  "damage",  "health",      "player_icon", "quantity",
                                  "phase", "ability", "effect_cost", "hero_side",   "boss_side"};

std::vector<std::string> read_facts(const JsonReader& r, const json& c, const char* key) {
  std::vector<std::string> out;
  if (!c.contains(key)) return out;
  if (!c[key].is_array()) r.fail(key, "must be an array of fact names");
  for (const auto& e : c[key]) {
    const std::string f = e.is_string() ? e.get<std::string>() : std::string();
    if (std::find(std::begin(kFacts), std::end(kFacts), f) == std::end(kFacts)) {
      std::string list;
      for (const char* k : kFacts) list += (list.empty() ? "" : ", ") + std::string(k);
      r.fail(key, "unknown fact '" + f + "' (expected one of " + list + ")");
    }
    if (std::find(out.begin(), out.end(), f) != out.end()) r.fail(key, "names '" + f + "' twice");
    out.push_back(f);
  }
  return out;
}

// Source marks and the pending flag, for every kind. An unknown fact must be written as an
// explicit null in its field (never a guessed value): only these facts can be unknown.
void read_provenance(const JsonReader& r, const json& c, CardDesign& d) {
  d.sources = r.opt_str("sources", "", 1, 300);
  d.one_source = read_facts(r, c, "one_source");
  d.inferred = read_facts(r, c, "inferred");
  d.unknown = read_facts(r, c, "unknown");
  d.ability_pending = c.contains("ability_pending") && r.boolean("ability_pending");
  static const std::map<std::string, const char*> field_of = {
      {"treasure", "treasure"}, {"player_icon", "min_players"}, {"phase", "phase"}, {"ability", "ability"}};
  for (const auto& f : d.unknown) {
    const auto it = field_of.find(f);
    if (it == field_of.end())
      r.fail("unknown", "fact '" + f + "' cannot be unknown (only treasure, player_icon, phase and ability can)");
    if (!c.contains(it->second) || !c[it->second].is_null())
      r.fail(it->second, "the fact is listed in 'unknown', so the field must be null");
  }
  if (d.ability_pending && d.ability != Ability::none)
    r.fail("ability_pending",
           "a card whose ability is implemented ('" + std::string(ability_key(d.ability)) + "') is not pending");
}

// One card being read: its reader, its JSON and its kind as written (for the messages).
struct CardInput {
  const JsonReader& r;
  const json& c;
  const std::string& kind;
  // Fields that belong to other kinds get a precise message (not just "unknown field").
  void only_for(const char* key, const char* kinds) const {
    if (c.contains(key)) r.fail(key, std::string("only ") + kinds + " have this field (this card is a " + kind + ")");
  }
};

void read_boss(const CardInput& in, CardDesign& d) {
  const JsonReader& r = in.r;
  d.kind = CardKind::boss;
  in.only_for("to_landmark", "heroes");
  r.allow_only({"id", "name", "kind", "quantity", "text", "ability", "exercises", "title", "xp", "treasure",
                "action_space", "sources", "one_source", "inferred", "unknown", "ability_pending"});
  d.title = r.opt_str("title", "", 0, 120);
  d.xp = r.integer("xp", 0, 100000);
  read_treasure(r, in.c, d, true);
  d.action_space = read_ability(r, in.c, "action_space");
}

void read_room(const CardInput& in, CardDesign& d) {
  const JsonReader& r = in.r;
  const json& c = in.c;
  d.kind = CardKind::room;
  in.only_for("to_landmark", "heroes");
  r.allow_only({"id", "name", "kind", "quantity", "text", "ability", "exercises", "room_type", "advanced", "damage",
                "treasure", "action_space", "portable", "sources", "one_source", "inferred", "unknown",
                "ability_pending"});
  d.portable = c.contains("portable") && r.boolean("portable");  // BM2-5
  const std::string rt = r.str("room_type", 1, 16);
  if (rt == "monster") d.room_type = RoomType::monster;
  else if (rt == "trap") d.room_type = RoomType::trap;
  else r.fail("room_type", "must be \"monster\" or \"trap\", got \"" + rt + "\"");
  d.advanced = r.boolean("advanced");
  if (c.contains("damage") && c["damage"].is_string()) {
    if (c["damage"].get<std::string>() != "*")
      r.fail("damage", "must be an integer or \"*\" (computed by the ability)");
    d.damage_computed = true;
    if (d.ability != Ability::monsters_ballroom)
      r.fail("damage", "\"*\" needs an ability that computes damage (monsters_ballroom)");
  } else {
    d.damage = r.integer("damage", 0, 99);
  }
  read_treasure(r, c, d, true);
  d.action_space = read_ability(r, c, "action_space");
}

void read_spell(const CardInput& in, CardDesign& d) {
  const JsonReader& r = in.r;
  d.kind = CardKind::spell;
  in.only_for("action_space", "rooms and bosses");
  in.only_for("to_landmark", "heroes");
  r.allow_only({"id", "name", "kind", "quantity", "text", "ability", "exercises", "phase", "sources", "one_source",
                "inferred", "unknown", "ability_pending"});
  if (in.c.contains("phase") && in.c["phase"].is_null() && d.fact_unknown("phase")) return;  // no source gives it
  const std::string ph = r.str("phase", 1, 16);
  if (ph == "build") d.phase = kPhaseBuild;
  else if (ph == "adventure") d.phase = kPhaseAdventure;
  else if (ph == "both") d.phase = kPhaseBoth;
  else r.fail("phase", "must be \"build\", \"adventure\" or \"both\", got \"" + ph + "\"");
}

// BM2-11..BM2-13: "hero_type" and what each type requires of the hero's other facts.
void read_hero_type(const JsonReader& r, const json& c, CardDesign& d) {
  const std::string ht = r.opt_str("hero_type", "standard", 1, 16);
  int types = 0;
  for (int v : d.treasure) types += v > 0 ? 1 : 0;
  if (ht == "standard") d.hero_type = HeroType::standard;
  else if (ht == "dark") d.hero_type = HeroType::dark;
  else if (ht == "hybrid") d.hero_type = HeroType::hybrid;
  else if (ht == "special") d.hero_type = HeroType::special;
  else r.fail("hero_type", "must be \"standard\", \"dark\", \"hybrid\" or \"special\", got \"" + ht + "\"");
  if (d.hero_type == HeroType::dark && d.hero_kind != HeroKind::ordinary)
    r.fail("hero_type", "a dark hero is an ordinary hero (BM2-11)");
  if (d.hero_type == HeroType::hybrid && (d.hero_kind != HeroKind::epic || (types != 2 && !d.fact_unknown("treasure"))))
    r.fail("hero_type", "a hybrid hero is an epic hero with two treasure types (BM2-12)");
  if (d.hero_type == HeroType::special && types != 0) r.fail("hero_type", "a special hero has no treasure (BM2-13)");
  (void)c;
}

void read_hero(const CardInput& in, CardDesign& d) {
  const JsonReader& r = in.r;
  const json& c = in.c;
  d.kind = CardKind::hero;
  in.only_for("action_space", "rooms and bosses");
  r.allow_only({"id",         "name",        "kind",     "quantity",       "text",        "ability",
                "exercises",  "hero_kind",   "treasure", "health",         "min_players", "souls",
                "lure",       "to_landmark", "no_items", "icon_order",     "hero_type",   "sources",
                "one_source", "inferred",    "unknown",  "ability_pending"});
  d.no_items = c.contains("no_items") && r.boolean("no_items");  // BM2-3 star icon
  const std::string hk = r.str("hero_kind", 1, 16);
  if (hk == "ordinary") d.hero_kind = HeroKind::ordinary;
  else if (hk == "epic") d.hero_kind = HeroKind::epic;
  else r.fail("hero_kind", "must be \"ordinary\" or \"epic\", got \"" + hk + "\"");
  if (!d.fact_unknown("treasure")) read_treasure(r, c, d, true);
  read_icon_order(r, c, d);
  d.health = r.integer("health", 1, 99);
  // No source gives it: 0 = unknown (the design is not playable, so no deck reads it).
  d.min_players = d.fact_unknown("player_icon") ? 0 : r.integer("min_players", 1, 6);
  d.souls = r.integer("souls", 1, 9);
  const std::string lure = r.opt_str("lure", "treasure", 1, 32);
  if (lure == "treasure") d.lure = Lure::treasure;
  else if (lure == "fewest_souls") d.lure = Lure::fewest_souls;
  else if (lure == "best_score") d.lure = Lure::best_score;
  else r.fail("lure", "must be \"treasure\", \"fewest_souls\" or \"best_score\", got \"" + lure + "\"");
  d.to_landmark = read_landmark(r, c);
  read_hero_type(r, c, d);
}

void read_item(const CardInput& in, CardDesign& d) {
  const JsonReader& r = in.r;
  // BM2-2..BM2-4: treasure icons match heroes; the ability is the adventure spell it acts as.
  d.kind = CardKind::item;
  in.only_for("action_space", "rooms and bosses");
  in.only_for("to_landmark", "heroes");
  r.allow_only({"id", "name", "kind", "quantity", "text", "ability", "exercises", "treasure", "hero_side", "boss_side",
                "sources", "one_source", "inferred", "unknown", "ability_pending"});
  read_treasure(r, in.c, d, true);
  d.hero_side = r.opt_str("hero_side", "", 1, 400);
  d.boss_side = r.opt_str("boss_side", "", 1, 400);
  bool any = false;
  for (int t : d.treasure) any = any || t > 0;
  if (!any) r.fail("treasure", "an item needs at least one treasure icon (all four = universal, BM2-3)");
  if (!d.ability_pending && !item_ability_allowed(d.ability))
    r.fail("ability",
           "an item acts as an adventure spell for its boss (BM2-4): one of annihilator, giant_size, freeze, fear, "
           "exhaustion, teleportation; or it names the unit of a Tools of Hero-Kind item (its power-up and reward, "
           "BM2-38, BM2-37)");
  // BM2-37: a Tools of Hero-Kind item's reward is used whenever its holder could cast a spell;
  // an item acting as a classic spell is that adventure spell (BM2-4).
  d.phase = !d.ability_pending && item_unit(d.ability) ? kPhaseBoth : kPhaseAdventure;
}

CardDesign read_card(const json& c, const std::string& where) {
  CardDesign d;
  JsonReader r(c, where);
  r.require_object();
  d.id = r.str("id", 1, 32);
  r.rename(where + ": card " + d.id);
  d.name = r.str("name", 1, 120);
  const std::string kind = r.str("kind", 1, 16);
  d.quantity = r.integer("quantity", 1, 20);
  d.text = r.opt_str("text", "", 0, 400);
  d.ability = read_ability(r, c, "ability");
  d.exercises = r.opt_str("exercises", "", 1, 200);
  if (d.is_synthetic() && d.exercises.empty())
    r.fail("exercises", "missing: a synthetic card (id starting with \"SYN-\") must name the rule it exercises");
  read_provenance(r, c, d);
  const CardInput in{r, c, kind};
  if (kind == "boss") read_boss(in, d);
  else if (kind == "room") read_room(in, d);
  else if (kind == "spell") read_spell(in, d);
  else if (kind == "hero") read_hero(in, d);
  else if (kind == "item") read_item(in, d);
  else r.fail("kind", "must be boss, room, spell, hero or item, got \"" + kind + "\"");
  return d;
}

}  // namespace

namespace {

// "base": one built-in set id or an array of them; their designs come first, in that order.
std::vector<const CardSet*> read_bases(const JsonReader& r, const json& j) {
  std::vector<const CardSet*> out;
  if (!j.contains("base")) return out;
  const json& b = j["base"];
  std::vector<std::string> ids;
  if (b.is_string()) ids.push_back(b.get<std::string>());
  else if (b.is_array() && !b.empty())
    for (const auto& e : b) ids.push_back(e.is_string() ? e.get<std::string>() : std::string("?"));
  else r.fail("base", "must be a built-in set id or a non-empty array of them");
  for (const auto& id : ids) {
    const CardSet* set = find_builtin_card_set(id);
    if (!set) {
      std::string list;
      for (const auto& k : builtin_card_set_ids()) list += (list.empty() ? "" : ", ") + k;
      r.fail("base", "unknown base set '" + id + "' (the built-in sets are " + list + ")");
    }
    out.push_back(set);
  }
  return out;
}

void count_instances(CardSet& set, const std::string& source) {
  int total = 0;
  for (std::size_t di = 0; di < set.designs.size(); ++di) {
    set.first_instance.push_back(total);
    for (int q = 0; q < set.designs[di].quantity; ++q) set.instance_design.push_back(static_cast<int>(di));
    total += set.designs[di].quantity;
  }
  // The state holds every card of the set in one fixed array (state/card_zone.hpp).
  if (total > kMaxCardInstances)
    throw InputError(source + ": more than " + std::to_string(kMaxCardInstances) + " card instances");
  set.prerender_ids();
  set.has_ability.assign(static_cast<std::size_t>(Ability::count_), false);
  for (const auto& d : set.designs) set.has_ability[static_cast<std::size_t>(d.ability)] = true;
  if (set.expansion) return;  // an expansion is played only combined with a full set
  auto count_kind = [&](CardKind k) {
    int n = 0;
    for (const auto& d : set.designs) n += d.kind == k ? d.quantity : 0;
    return n;
  };
  const std::string hint = " (a set that only adds cards to another one is marked \"expansion\": true)";
  if (count_kind(CardKind::boss) < 2) throw InputError(source + ": a card set needs at least 2 bosses" + hint);
  if (count_kind(CardKind::room) < 10) throw InputError(source + ": a card set needs at least 10 rooms" + hint);
  if (count_kind(CardKind::hero) < 2) throw InputError(source + ": a card set needs at least 2 heroes" + hint);
}

}  // namespace

namespace {

// load_card_set without the hash.
CardSet read_card_set(const json& j, const std::string& source) {
  JsonReader r(j, source);
  r.require_object();
  r.allow_only({"format", "version", "id", "name", "base", "expansion", "cards"});
  if (r.str("format", 1, 32) != "bm-cards") r.fail("format", "must be \"bm-cards\" (is this a card-set file?)");
  const int version = r.integer("version", 0, 1000000);
  if (version != 1) r.fail("version", "unsupported card-set version " + std::to_string(version) + " (this bm reads 1)");
  CardSet set;
  set.id = r.str("id", 1, 64);
  set.name = r.opt_str("name", set.id, 0, 200);
  set.expansion = j.contains("expansion") && r.boolean("expansion");
  // "base": start from every design of the named built-in sets, then append this file's cards.
  // The canonical JSON (and so the hash) covers the full resulting set and has no "base" key.
  std::map<std::string, std::string> seen;  // design id -> where it was defined
  for (const CardSet* b : read_bases(r, j)) {
    for (std::size_t i = 0; i < b->designs.size(); ++i) {
      const auto [it, fresh] =
          seen.emplace(b->designs[i].id, "the base set '" + b->id + "' (its cards[" + std::to_string(i) + "])");
      if (!fresh)
        r.fail("base", "set '" + b->id + "' repeats card " + b->designs[i].id + " (already in " + it->second + ")");
      set.designs.push_back(b->designs[i]);
    }
  }
  if (!j.contains("cards") || !j["cards"].is_array()) r.fail("cards", "must be an array of cards");
  const json& cards = j["cards"];
  if (cards.size() > 2000) r.fail("cards", "more than 2000 designs");
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const std::string where = source + ": cards[" + std::to_string(i) + "]";
    CardDesign d = read_card(cards[i], where);
    const auto [it, fresh] = seen.emplace(d.id, "cards[" + std::to_string(i) + "]");
    if (!fresh)
      throw InputError(where + ": card " + d.id + ": duplicate card id (already defined in " + it->second + ")");
    set.designs.push_back(std::move(d));
  }
  count_instances(set, source);
  return set;
}

}  // namespace

CardSet load_card_set(const json& j, const std::string& source) {
  CardSet set = read_card_set(j, source);
  set.hash = card_set_hash(set);
  return set;
}

std::uint64_t card_set_hash(const CardSet& set) { return canonical_json_hash(card_set_to_json(set)); }

CardSet combine_card_sets(const std::vector<const CardSet*>& parts) {
  if (parts.size() == 1) return *parts[0];
  json j{{"format", "bm-cards"}, {"version", 1}};
  std::string id;
  std::string name;
  std::string listed;
  bool expansion = true;
  json cards = json::array();
  for (const CardSet* p : parts) {
    id += (id.empty() ? "" : "+") + p->id;
    name += (name.empty() ? "" : " + ") + p->name;
    listed += (listed.empty() ? "" : ",") + p->id;
    expansion = expansion && p->expansion;
    const json part = card_set_to_json(*p);  // kept alive while its cards are copied
    for (const auto& c : part["cards"]) cards.push_back(c);
  }
  j["id"] = id.substr(0, 64);
  j["name"] = name.substr(0, 200);
  if (expansion) j["expansion"] = true;
  j["cards"] = std::move(cards);
  return load_card_set(j, "card sets '" + listed + "'");
}

std::string unplayable_cards(const CardSet& set, bool unknown_facts_house) {
  std::vector<const CardDesign*> pending;
  std::vector<const CardDesign*> unknown;
  for (const auto& d : set.designs) {
    if (d.ability_pending) pending.push_back(&d);
    if (!d.unknown.empty() && !unknown_facts_house) unknown.push_back(&d);
  }
  const auto first_few = [](const std::vector<const CardDesign*>& ds) {
    std::string out;
    for (std::size_t i = 0; i < ds.size() && i < 4; ++i) out += (i ? ", " : "") + ds[i]->id + " " + ds[i]->name;
    return out + (ds.size() > 4 ? ", ..." : "");
  };
  std::string why;
  if (set.expansion)
    why = "it is an expansion (it only adds cards to another set: combine them, e.g. --cards bm2," + set.id + ")";
  if (!pending.empty())
    why += (why.empty() ? "" : "; ") + std::to_string(pending.size()) +
           (pending.size() == 1 ? " card design prints an ability that is" : " card designs print abilities that are") +
           " not implemented yet (" + first_few(pending) + ")";
  if (!unknown.empty())
    why += (why.empty() ? "" : "; ") + std::to_string(unknown.size()) +
           (unknown.size() == 1 ? " card design has" : " card designs have") + " facts no source gives (" +
           first_few(unknown) + "; the ruleset option unknown_facts: house (IP-50) plays a house reading of them)";
  if (why.empty()) return why;
  return "card set '" + set.id + "' cannot be played: " + why +
         ". It can be listed, exported and hashed (`bm cards list`); see docs/cards.md, \"Pending abilities\"";
}

CardSet load_card_set_file(const std::string& path) { return load_card_set(read_json_file(path), path); }

namespace {

const char* hero_type_name(HeroType t) {
  switch (t) {
    case HeroType::standard: return "standard";
    case HeroType::dark: return "dark";
    case HeroType::hybrid: return "hybrid";
    case HeroType::special: return "special";
  }
  return "?";
}

// Source marks (Boss Monster 2 and Tools of Hero-Kind sets), written only when set.
void write_provenance(const CardDesign& d, json& c) {
  if (!d.sources.empty()) c["sources"] = d.sources;
  if (!d.one_source.empty()) c["one_source"] = d.one_source;
  if (!d.inferred.empty()) c["inferred"] = d.inferred;
  if (!d.unknown.empty()) c["unknown"] = d.unknown;
  if (d.ability_pending) c["ability_pending"] = true;
}

}  // namespace

json card_set_to_json(const CardSet& set) {
  json cards = json::array();
  for (const auto& d : set.designs) {
    json c;
    c["id"] = d.id;
    c["name"] = d.name;
    c["kind"] = std::string(kind_name(d.kind));
    c["quantity"] = d.quantity;
    if (!d.text.empty()) c["text"] = d.text;
    if (d.ability != Ability::none) c["ability"] = std::string(ability_key(d.ability));
    // Fields added for the Super family: written only when set, so sets without
    // them (the classic set) keep their canonical JSON and hash.
    if (!d.exercises.empty()) c["exercises"] = d.exercises;
    if ((d.kind == CardKind::room || d.kind == CardKind::boss) && d.action_space != Ability::none)
      c["action_space"] = std::string(ability_key(d.action_space));
    if (d.kind == CardKind::hero && d.to_landmark >= 0)
      c["to_landmark"] = landmark_ids()[static_cast<std::size_t>(d.to_landmark)];
    // Boss Monster 2 fields, likewise only when set.
    if (d.kind == CardKind::room && d.portable) c["portable"] = true;
    if (d.kind == CardKind::hero && d.no_items) c["no_items"] = true;
    // S-COMPAT-1 / IP-33, likewise only when set.
    if (d.kind == CardKind::hero && !d.icon_order.empty()) {
      json order = json::array();
      for (int t : d.icon_order) order.push_back(std::string(treasure_name(t)));
      c["icon_order"] = order;
    }
    write_provenance(d, c);
    json t = json::object();
    for (int k = 0; k < kTreasureTypes; ++k)
      if (d.treasure[static_cast<std::size_t>(k)] > 0)
        t[std::string(treasure_name(k))] = d.treasure[static_cast<std::size_t>(k)];
    switch (d.kind) {
      case CardKind::boss:
        if (!d.title.empty()) c["title"] = d.title;
        c["xp"] = d.xp;
        c["treasure"] = t;
        break;
      case CardKind::room:
        c["room_type"] = d.room_type == RoomType::monster ? "monster" : "trap";
        c["advanced"] = d.advanced;
        if (d.damage_computed) c["damage"] = "*";
        else c["damage"] = d.damage;
        c["treasure"] = t;
        break;
      case CardKind::spell:
        c["phase"] = d.phase == kPhaseBuild ? "build" : d.phase == kPhaseAdventure ? "adventure" : "both";
        break;
      case CardKind::hero:
        c["hero_kind"] = d.hero_kind == HeroKind::epic ? "epic" : "ordinary";
        c["treasure"] = t;
        c["health"] = d.health;
        c["min_players"] = d.min_players;
        c["souls"] = d.souls;
        c["lure"] = d.lure == Lure::treasure       ? "treasure"
                    : d.lure == Lure::fewest_souls ? "fewest_souls"
                                                   : "best_score";
        if (d.hero_type != HeroType::standard) c["hero_type"] = hero_type_name(d.hero_type);
        break;
      case CardKind::item:
        c["treasure"] = t;
        if (!d.hero_side.empty()) c["hero_side"] = d.hero_side;
        if (!d.boss_side.empty()) c["boss_side"] = d.boss_side;
        break;
    }
    // An unknown fact is written as null, as in the file (docs/cards.md "Source marks").
    if (d.fact_unknown("treasure")) c["treasure"] = nullptr;
    if (d.fact_unknown("player_icon")) c["min_players"] = nullptr;
    if (d.fact_unknown("phase")) c["phase"] = nullptr;
    if (d.fact_unknown("ability")) c["ability"] = nullptr;
    cards.push_back(std::move(c));
  }
  json out{{"format", "bm-cards"}, {"version", 1}, {"id", set.id}, {"name", set.name}, {"cards", cards}};
  if (set.expansion) out["expansion"] = true;  // written only when set: other sets keep their hashes
  return out;
}

bool designs_have_ability(const CardSet& set, Ability a) {
  return std::any_of(set.designs.begin(), set.designs.end(), [a](const CardDesign& d) { return d.ability == a; });
}

namespace {

// A built-in set read from the file compiled into the binary, with its hash given rather than
// computed: the hash is card_set_hash's (the canonical JSON built and dumped), which was more
// than a third of the instructions of a process start that validates one classic log (3.7M of
// 17.3M). Each value below is what card_set_hash gives for that file:
// BuiltinCardSets.KnownHashIsTheComputedOne checks it in every build, so that an edited card file
// with a stale value here fails, naming both values. (Not checked at start, even in a Debug
// build: the check would cost there what the known value saves, and CI's cross-build stage runs
// hundreds of Debug processes.) The values are also the `cards.hash` that logs, docs and the
// corpus carry for these sets.
CardSet builtin_card_set(std::string_view text, const char* file, const std::string& id, std::uint64_t hash) {
  CardSet set = read_card_set(parse_json_text(text, file), "built-in card set '" + id + "'");
  set.hash = hash;
  return set;
}

}  // namespace

const CardSet& builtin_classic_cards() {
  static const CardSet set = builtin_card_set(embedded::classic_cards, "classic.json", "classic", 0x0d2f8af6dc4562a3);
  return set;
}

const CardSet& builtin_synthetic_super_cards() {
  static const CardSet set =
      builtin_card_set(embedded::super_synthetic_cards, "super_synthetic.json", "super-synthetic", 0x3265a0e3f78852c9);
  return set;
}

const CardSet& builtin_synthetic_bm2_cards() {
  static const CardSet set =
      builtin_card_set(embedded::bm2_synthetic_cards, "bm2_synthetic.json", "bm2-synthetic", 0x5b6f37a7a8e8c84f);
  return set;
}

const CardSet& builtin_bm2_cards() {
  static const CardSet set = builtin_card_set(embedded::bm2_cards, "bm2.json", "bm2", 0x9da3b126f23a106e);
  return set;
}

const CardSet& builtin_tools_of_hero_kind_cards() {
  static const CardSet set = builtin_card_set(embedded::tools_of_hero_kind_cards, "tools_of_hero_kind.json",
                                              "tools-of-hero-kind", 0x1488a5d72b2ebdfa);
  return set;
}

// The printed cards a bm2 game plays by default (default_card_set_id): The Next Level with the
// Tools of Hero-Kind items, since seed 004's family has items (BM2-2). It is exactly the
// combination `--cards bm2,tools-of-hero-kind` (combine_card_sets: same id, designs and hash),
// built in so that the referee, the signature and the checker name it like any other set.
const CardSet& builtin_bm2_printed_cards() {
  static const CardSet set = combine_card_sets({&builtin_bm2_cards(), &builtin_tools_of_hero_kind_cards()});
  return set;
}

const CardSet* find_builtin_card_set(std::string_view id) {
  if (id == "classic") return &builtin_classic_cards();
  if (id == "super-synthetic") return &builtin_synthetic_super_cards();
  if (id == "bm2-synthetic") return &builtin_synthetic_bm2_cards();
  if (id == "bm2") return &builtin_bm2_cards();
  if (id == "tools-of-hero-kind") return &builtin_tools_of_hero_kind_cards();
  // Its id, or the combination it is asked as (--cards bm2,tools-of-hero-kind).
  if (id == kBm2PrintedCardsId || id == "bm2,tools-of-hero-kind") return &builtin_bm2_printed_cards();
  return nullptr;
}

const std::vector<std::string>& builtin_card_set_ids() {
  static const std::vector<std::string> ids = {"classic", "super-synthetic",    "bm2-synthetic",
                                               "bm2",     "tools-of-hero-kind", kBm2PrintedCardsId};
  return ids;
}

std::vector<const CardSet*> builtin_card_sets_for(const Ruleset& rules) {
  std::vector<const CardSet*> sets{&builtin_classic_cards()};
  if (rules.super_like()) sets.push_back(&builtin_synthetic_super_cards());
  if (rules.family == Family::bm2) sets.push_back(&builtin_synthetic_bm2_cards());
  // IP-50: no source gives the printed heroes' player-count icons; only the house reading
  // (every such hero in every game) can set the printed cards up.
  if (rules.family == Family::bm2 && rules.unknown_facts_house) sets.push_back(&builtin_bm2_printed_cards());
  return sets;
}

int bosses_dealt(const Ruleset& rules, int players) { return players * (rules.i_choose_you ? 2 : 1); }

bool deals_bosses(const CardSet& set, const Ruleset& rules, int players) {
  int bosses = 0;
  for (const auto& d : set.designs)
    if (d.kind == CardKind::boss && d.unknown.empty()) bosses += d.quantity;
  return bosses >= bosses_dealt(rules, players);
}

std::string default_card_set_id(const Ruleset& rules) {
  // BM2-2: the bm2 family is played with items, so with the printed Tools of Hero-Kind ones.
  return rules.family == Family::bm2 ? kBm2PrintedCardsId : "classic";
}

const CardSet& default_card_set(const Ruleset& rules) {
  const CardSet* set = find_builtin_card_set(default_card_set_id(rules));
  return set ? *set : builtin_classic_cards();
}

}  // namespace bm
