#include "bm/cards/card_set.hpp"

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "bm/board/board.hpp"
#include "bm/cards/card_name.hpp"
#include "bm/core/error.hpp"
#include "bm/cards/icons.hpp"
#include "bm/cards/items.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"
#include "bm/core/suggest.hpp"
#include "bm/rules/ruleset.hpp"

namespace bm::embedded {
extern const char* const classic_cards;
extern const char* const super_synthetic_cards;
extern const char* const bm2_synthetic_cards;
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
  for (std::size_t i = 0; i < designs.size(); ++i)
    if (designs[i].id == design_id) return static_cast<int>(i);
  return -1;
}

void CardSet::prerender_ids() {
  quoted_ids.clear();
  quoted_ids.reserve(designs.size());
  for (const auto& d : designs) {
    bool plain = true;  // what nlohmann's dump() writes without escaping
    for (char ch : d.id)
      if (ch == '"' || ch == '\\' || static_cast<unsigned char>(ch) < 0x20 || static_cast<unsigned char>(ch) >= 0x80)
        plain = false;
    quoted_ids.push_back(plain ? "\"" + d.id + "\"" : std::string());
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
  r.allow_only(
      {"id", "name", "kind", "quantity", "text", "ability", "exercises", "title", "xp", "treasure", "action_space"});
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
                "treasure", "action_space", "portable"});
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
  r.allow_only({"id", "name", "kind", "quantity", "text", "ability", "exercises", "phase"});
  const std::string ph = r.str("phase", 1, 16);
  if (ph == "build") d.phase = kPhaseBuild;
  else if (ph == "adventure") d.phase = kPhaseAdventure;
  else if (ph == "both") d.phase = kPhaseBoth;
  else r.fail("phase", "must be \"build\", \"adventure\" or \"both\", got \"" + ph + "\"");
}

void read_hero(const CardInput& in, CardDesign& d) {
  const JsonReader& r = in.r;
  const json& c = in.c;
  d.kind = CardKind::hero;
  in.only_for("action_space", "rooms and bosses");
  r.allow_only({"id", "name", "kind", "quantity", "text", "ability", "exercises", "hero_kind", "treasure", "health",
                "min_players", "souls", "lure", "to_landmark", "no_items", "icon_order"});
  d.no_items = c.contains("no_items") && r.boolean("no_items");  // BM2-3 star icon
  const std::string hk = r.str("hero_kind", 1, 16);
  if (hk == "ordinary") d.hero_kind = HeroKind::ordinary;
  else if (hk == "epic") d.hero_kind = HeroKind::epic;
  else r.fail("hero_kind", "must be \"ordinary\" or \"epic\", got \"" + hk + "\"");
  read_treasure(r, c, d, true);
  read_icon_order(r, c, d);
  d.health = r.integer("health", 1, 99);
  d.min_players = r.integer("min_players", 1, 6);
  d.souls = r.integer("souls", 1, 9);
  const std::string lure = r.opt_str("lure", "treasure", 1, 32);
  if (lure == "treasure") d.lure = Lure::treasure;
  else if (lure == "fewest_souls") d.lure = Lure::fewest_souls;
  else r.fail("lure", "must be \"treasure\" or \"fewest_souls\", got \"" + lure + "\"");
  d.to_landmark = read_landmark(r, c);
}

void read_item(const CardInput& in, CardDesign& d) {
  const JsonReader& r = in.r;
  // BM2-2..BM2-4: treasure icons match heroes; the ability is the adventure spell it acts as.
  d.kind = CardKind::item;
  in.only_for("action_space", "rooms and bosses");
  in.only_for("to_landmark", "heroes");
  r.allow_only({"id", "name", "kind", "quantity", "text", "ability", "exercises", "treasure"});
  read_treasure(r, in.c, d, true);
  bool any = false;
  for (int t : d.treasure) any = any || t > 0;
  if (!any) r.fail("treasure", "an item needs at least one treasure icon (all four = universal, BM2-3)");
  if (!item_ability_allowed(d.ability))
    r.fail("ability",
           "an item acts as an adventure spell for its boss (BM2-4): one of annihilator, giant_size, freeze, fear, "
           "exhaustion, teleportation");
  d.phase = kPhaseAdventure;
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

CardSet load_card_set(const json& j, const std::string& source) {
  JsonReader r(j, source);
  r.require_object();
  r.allow_only({"format", "version", "id", "name", "base", "cards"});
  if (r.str("format", 1, 32) != "bm-cards") r.fail("format", "must be \"bm-cards\" (is this a card-set file?)");
  const int version = r.integer("version", 0, 1000000);
  if (version != 1) r.fail("version", "unsupported card-set version " + std::to_string(version) + " (this bm reads 1)");
  CardSet set;
  set.id = r.str("id", 1, 64);
  set.name = r.opt_str("name", set.id, 0, 200);
  // "base": start from every design of a built-in set, then append this file's cards. The
  // canonical JSON (and so the hash) covers the full resulting set and has no "base" key.
  std::map<std::string, std::string> seen;  // design id -> where it was defined
  if (j.contains("base")) {
    const std::string base = r.str("base", 1, 64);
    if (base != "classic") r.fail("base", "unknown base set '" + base + "' (the only base is \"classic\")");
    const CardSet& b = builtin_classic_cards();
    for (std::size_t i = 0; i < b.designs.size(); ++i) {
      seen.emplace(b.designs[i].id, "the base set 'classic' (its cards[" + std::to_string(i) + "])");
      set.designs.push_back(b.designs[i]);
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
  int total = 0;
  for (std::size_t di = 0; di < set.designs.size(); ++di) {
    set.first_instance.push_back(total);
    for (int q = 0; q < set.designs[di].quantity; ++q) set.instance_design.push_back(static_cast<int>(di));
    total += set.designs[di].quantity;
  }
  if (total > 4000) throw InputError(source + ": more than 4000 card instances");
  set.prerender_ids();
  auto count_kind = [&](CardKind k) {
    int n = 0;
    for (const auto& d : set.designs) n += d.kind == k ? d.quantity : 0;
    return n;
  };
  if (count_kind(CardKind::boss) < 2) throw InputError(source + ": a card set needs at least 2 bosses");
  if (count_kind(CardKind::room) < 10) throw InputError(source + ": a card set needs at least 10 rooms");
  if (count_kind(CardKind::hero) < 2) throw InputError(source + ": a card set needs at least 2 heroes");
  Hasher h;
  h.add_str(card_set_to_json(set).dump());
  set.hash = h.value();
  return set;
}

CardSet load_card_set_file(const std::string& path) { return load_card_set(read_json_file(path), path); }

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
    // Fields added for the Super family (issue 3): written only when set, so sets without
    // them (the classic set) keep their canonical JSON and hash.
    if (!d.exercises.empty()) c["exercises"] = d.exercises;
    if ((d.kind == CardKind::room || d.kind == CardKind::boss) && d.action_space != Ability::none)
      c["action_space"] = std::string(ability_key(d.action_space));
    if (d.kind == CardKind::hero && d.to_landmark >= 0)
      c["to_landmark"] = landmark_ids()[static_cast<std::size_t>(d.to_landmark)];
    // Boss Monster 2 fields (issue 8), likewise only when set.
    if (d.kind == CardKind::room && d.portable) c["portable"] = true;
    if (d.kind == CardKind::hero && d.no_items) c["no_items"] = true;
    // S-COMPAT-1 / IP-33 (issue 22), likewise only when set.
    if (d.kind == CardKind::hero && !d.icon_order.empty()) {
      json order = json::array();
      for (int t : d.icon_order) order.push_back(std::string(treasure_name(t)));
      c["icon_order"] = order;
    }
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
        c["lure"] = d.lure == Lure::treasure ? "treasure" : "fewest_souls";
        break;
      case CardKind::item: c["treasure"] = t; break;
    }
    cards.push_back(std::move(c));
  }
  return json{{"format", "bm-cards"}, {"version", 1}, {"id", set.id}, {"name", set.name}, {"cards", cards}};
}

const CardSet& builtin_classic_cards() {
  static const CardSet set =
      load_card_set(parse_json_text(embedded::classic_cards, "classic.json"), "built-in card set 'classic'");
  return set;
}

const CardSet& builtin_synthetic_super_cards() {
  static const CardSet set = load_card_set(parse_json_text(embedded::super_synthetic_cards, "super_synthetic.json"),
                                           "built-in card set 'super-synthetic'");
  return set;
}

const CardSet& builtin_synthetic_bm2_cards() {
  static const CardSet set = load_card_set(parse_json_text(embedded::bm2_synthetic_cards, "bm2_synthetic.json"),
                                           "built-in card set 'bm2-synthetic'");
  return set;
}

const CardSet* find_builtin_card_set(std::string_view id) {
  if (id == "classic") return &builtin_classic_cards();
  if (id == "super-synthetic") return &builtin_synthetic_super_cards();
  if (id == "bm2-synthetic") return &builtin_synthetic_bm2_cards();
  return nullptr;
}

const std::vector<std::string>& builtin_card_set_ids() {
  static const std::vector<std::string> ids = {"classic", "super-synthetic", "bm2-synthetic"};
  return ids;
}

std::vector<const CardSet*> builtin_card_sets_for(const Ruleset& rules) {
  std::vector<const CardSet*> sets{&builtin_classic_cards()};
  if (rules.super_like()) sets.push_back(&builtin_synthetic_super_cards());
  if (rules.family == Family::bm2) sets.push_back(&builtin_synthetic_bm2_cards());
  return sets;
}

}  // namespace bm
