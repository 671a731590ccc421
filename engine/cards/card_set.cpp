#include "cards/card_set.hpp"

#include <fstream>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "core/hash.hpp"
#include "core/json_read.hpp"

namespace bm::embedded {
extern const char* const classic_cards;
}

namespace bm {

using nlohmann::json;

std::string_view kind_name(CardKind k) {
  switch (k) {
    case CardKind::boss: return "boss";
    case CardKind::room: return "room";
    case CardKind::spell: return "spell";
    case CardKind::hero: return "hero";
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
    if (idx < 0)
      r.fail("treasure." + it.key(), "unknown treasure type (expected cleric, fighter, mage or thief)");
    if (!it.value().is_number_integer() || it.value().get<long long>() < 0 ||
        it.value().get<long long>() > 9)
      r.fail("treasure." + it.key(), "must be an integer from 0 to 9");
    d.treasure[static_cast<std::size_t>(idx)] = it.value().get<int>();
  }
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
  std::string ability = "none";
  if (c.contains("ability") && !c["ability"].is_null()) ability = r.str("ability", 1, 64);
  if (!ability_from_key(ability, d.ability))
    r.fail("ability", "unknown ability '" + ability + "' (see `bm cards abilities`)");

  if (kind == "boss") {
    d.kind = CardKind::boss;
    r.allow_only({"id", "name", "kind", "quantity", "text", "ability", "title", "xp", "treasure"});
    d.title = r.opt_str("title", "", 0, 120);
    d.xp = r.integer("xp", 0, 100000);
    read_treasure(r, c, d, true);
  } else if (kind == "room") {
    d.kind = CardKind::room;
    r.allow_only({"id", "name", "kind", "quantity", "text", "ability", "room_type", "advanced",
                  "damage", "treasure"});
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
  } else if (kind == "spell") {
    d.kind = CardKind::spell;
    r.allow_only({"id", "name", "kind", "quantity", "text", "ability", "phase"});
    const std::string ph = r.str("phase", 1, 16);
    if (ph == "build") d.phase = kPhaseBuild;
    else if (ph == "adventure") d.phase = kPhaseAdventure;
    else if (ph == "both") d.phase = kPhaseBoth;
    else r.fail("phase", "must be \"build\", \"adventure\" or \"both\", got \"" + ph + "\"");
  } else if (kind == "hero") {
    d.kind = CardKind::hero;
    r.allow_only({"id", "name", "kind", "quantity", "text", "ability", "hero_kind", "treasure",
                  "health", "min_players", "souls", "lure"});
    const std::string hk = r.str("hero_kind", 1, 16);
    if (hk == "ordinary") d.hero_kind = HeroKind::ordinary;
    else if (hk == "epic") d.hero_kind = HeroKind::epic;
    else r.fail("hero_kind", "must be \"ordinary\" or \"epic\", got \"" + hk + "\"");
    read_treasure(r, c, d, true);
    d.health = r.integer("health", 1, 99);
    d.min_players = r.integer("min_players", 1, 6);
    d.souls = r.integer("souls", 1, 9);
    const std::string lure = r.opt_str("lure", "treasure", 1, 32);
    if (lure == "treasure") d.lure = Lure::treasure;
    else if (lure == "fewest_souls") d.lure = Lure::fewest_souls;
    else r.fail("lure", "must be \"treasure\" or \"fewest_souls\", got \"" + lure + "\"");
  } else {
    r.fail("kind", "must be boss, room, spell or hero, got \"" + kind + "\"");
  }
  return d;
}

}  // namespace

CardSet load_card_set(const json& j, const std::string& source) {
  JsonReader r(j, source);
  r.require_object();
  r.allow_only({"format", "version", "id", "name", "cards"});
  if (r.str("format", 1, 32) != "bm-cards")
    r.fail("format", "must be \"bm-cards\" (is this a card-set file?)");
  const int version = r.integer("version", 0, 1000000);
  if (version != 1)
    r.fail("version", "unsupported card-set version " + std::to_string(version) + " (this bm reads 1)");
  CardSet set;
  set.id = r.str("id", 1, 64);
  set.name = r.opt_str("name", set.id, 0, 200);
  if (!j.contains("cards") || !j["cards"].is_array()) r.fail("cards", "must be an array of cards");
  const json& cards = j["cards"];
  if (cards.size() > 2000) r.fail("cards", "more than 2000 designs");
  std::set<std::string> seen;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    CardDesign d = read_card(cards[i], source + ": cards[" + std::to_string(i) + "]");
    if (!seen.insert(d.id).second)
      throw InputError(source + ": cards[" + std::to_string(i) + "]: card " + d.id +
                       ": duplicate card id");
    set.designs.push_back(std::move(d));
  }
  int total = 0;
  for (std::size_t di = 0; di < set.designs.size(); ++di) {
    set.first_instance.push_back(total);
    for (int q = 0; q < set.designs[di].quantity; ++q) set.instance_design.push_back(static_cast<int>(di));
    total += set.designs[di].quantity;
  }
  if (total > 4000) throw InputError(source + ": more than 4000 card instances");
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

CardSet load_card_set_file(const std::string& path) {
  return load_card_set(read_json_file(path), path);
}

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
    json t = json::object();
    for (int k = 0; k < kTreasureTypes; ++k)
      if (d.treasure[static_cast<std::size_t>(k)] > 0) t[std::string(treasure_name(k))] = d.treasure[static_cast<std::size_t>(k)];
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
    }
    cards.push_back(std::move(c));
  }
  return json{{"format", "bm-cards"}, {"version", 1}, {"id", set.id}, {"name", set.name}, {"cards", cards}};
}

const CardSet& builtin_classic_cards() {
  static const CardSet set =
      load_card_set(json::parse(embedded::classic_cards), "built-in card set 'classic'");
  return set;
}

}  // namespace bm
