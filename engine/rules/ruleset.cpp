#include "rules/ruleset.hpp"

#include <filesystem>

#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "core/hash.hpp"
#include "core/json_read.hpp"

namespace bm::embedded {
extern const char* const presets;
}

namespace bm {

using nlohmann::json;

std::string family_name(Family f) {
  switch (f) {
    case Family::classic: return "classic";
    case Family::super: return "super";
    case Family::solo: return "solo";
    case Family::bm2: return "bm2";
  }
  return "?";
}

const std::vector<OptionDoc>& option_docs() {
  static const std::vector<OptionDoc> docs = {
      {"fool_in_deck", "IP-1, C-2", "true: The Fool is in the hero deck, 13/17/25 ordinary heroes (seed 001); false: 12/16/24 (seed 003)"},
      {"starting_discard", "IP-2, C-3, C-16 Classic mode", "0: keep 5 rooms + 2 spells (seed 001); 2: discard 2, chosen simultaneously (seed 003; the C-16 Classic mode)"},
      {"death_threshold", "IP-3, G-12", "at_least: dies when damage >= health (seeds 001, 000, 002, 004); exceeds: damage > health (seed 003)"},
      {"tie_break", "IP-4, C-13, S-END-2", "lowest_xp (seeds 001, 003); highest_xp (seeds 000, 002)"},
      {"turn_order", "IP-5, C-5, C-12", "xp_desc: decreasing XP in every phase (seed 001); xp_then_clockwise: highest XP first, then clockwise (seed 003)"},
      {"deck_out", "IP-6", "end_after_round: the game ends after the first round that could reveal no hero, scored souls - wounds then the tie-break; play_out_town: play on while heroes wait, ending after a round in which no hero moved (no seed says)"},
      {"last_player_standing", "IP-7, C-14", "wins: the last player not eliminated wins at once; plays_on: they play on until a C-13 win or the IP-6 end (no seed says)"},
      {"heroes_per_round", "C-14, C-7", "starting_players: one hero per starting player (seed 001:361); remaining_players: one per player still in the game (seed 003:90)"},
      {"build_spells", "C-8, C-12, G-16", "active_then_others: the active player, then the others in turn order (seed 001:256); active_only: only the active player (seed 003:103)"},
      {"discard_piles", "G-19 (seeds silent)", "shared: one discard pile for rooms and spells (001 and 003 name one pile); separate: one per kind (seed 004)"},
      {"empty_deck", "G-16 (seeds silent)", "draw_nothing: a draw from an empty room or spell deck gives nothing; reshuffle_discard: shuffle that kind's discards into a new deck first"},
      {"returned_hero", "G-22, C-15, IP-14 (seeds silent)", "back_of_town: a hero sent back to town joins the row as the newest; reveal_order: it takes its place by reveal order"},
      {"mulligan", "G-23", "true: a starting hand with 4 advanced rooms or 4 rooms sharing a treasure type may be redrawn once (seed 001:190)"},
      {"hard_mode", "C-16", "remove every ordinary hero with 4 health (seed 001)"},
      {"i_choose_you", "C-16", "deal 2 bosses to each player, each keeps 1 (seed 001)"},
      {"machinations", "C-16, BM2-9", "a player who gained no soul this round may take a random room or spell at end of round (seed 001)"},
      {"immortality", "C-16", "no elimination at 5 wounds; the game ends when both hero decks are empty; highest souls - wounds wins (seed 001)"},
      {"max_rounds", "IP-6 safety", "the game ends after this many rounds (end_reason safety.max_rounds); default 100"},
      {"max_actions", "IP-6 safety", "the game ends after this many player actions (end_reason safety.max_actions); default 20000"},
  };
  return docs;
}

namespace {

bool pick(const JsonReader& r, const json& o, const char* key, const char* a, const char* b, bool def) {
  if (!o.contains(key)) return def;
  const std::string v = r.str(key, 1, 64);
  if (v == a) return false;
  if (v == b) return true;
  r.fail(key, std::string("must be \"") + a + "\" or \"" + b + "\", got \"" + v + "\"");
}

}  // namespace

Ruleset load_ruleset(const json& j, const std::string& source) {
  JsonReader r(j, source);
  r.require_object();
  r.allow_only({"format", "version", "name", "family", "description", "options"});
  if (r.str("format", 1, 32) != "bm-ruleset") r.fail("format", "must be \"bm-ruleset\" (is this a ruleset file?)");
  const int version = r.integer("version", 0, 1000000);
  if (version != 1) r.fail("version", "unsupported ruleset version " + std::to_string(version) + " (this bm reads 1)");
  Ruleset rs;
  rs.name = r.str("name", 1, 64);
  rs.description = r.opt_str("description", "", 0, 1000);
  const std::string fam = r.str("family", 1, 16);
  if (fam == "classic") rs.family = Family::classic;
  else if (fam == "super" || fam == "solo" || fam == "bm2")
    r.fail("family", "family \"" + fam + "\" is not implemented in this version of bm (only \"classic\")");
  else r.fail("family", "unknown family \"" + fam + "\" (classic, super, solo, bm2)");
  if (!j.contains("options")) return rs;
  const json& o = j["options"];
  JsonReader ro(o, source + ": options");
  ro.require_object();
  std::vector<const char*> keys;
  for (const auto& d : option_docs()) keys.push_back(d.key);
  for (auto it = o.begin(); it != o.end(); ++it) {
    bool known = false;
    for (const char* k : keys) known = known || it.key() == k;
    if (!known) ro.fail(it.key(), "unknown option (see `bm rules options`)");
  }
  rs.fool_in_deck = ro.opt_boolean("fool_in_deck", rs.fool_in_deck);
  rs.starting_discard = ro.opt_integer("starting_discard", rs.starting_discard, 0, 2);
  if (rs.starting_discard == 1) ro.fail("starting_discard", "must be 0 (seed 001) or 2 (seed 003 / Classic mode)");
  rs.death_exceeds = pick(ro, o, "death_threshold", "at_least", "exceeds", rs.death_exceeds);
  rs.tie_highest_xp = pick(ro, o, "tie_break", "lowest_xp", "highest_xp", rs.tie_highest_xp);
  rs.order_clockwise = pick(ro, o, "turn_order", "xp_desc", "xp_then_clockwise", rs.order_clockwise);
  rs.deck_out_play_out = pick(ro, o, "deck_out", "end_after_round", "play_out_town", rs.deck_out_play_out);
  rs.last_standing_plays_on = pick(ro, o, "last_player_standing", "wins", "plays_on", rs.last_standing_plays_on);
  rs.heroes_per_remaining_player = pick(ro, o, "heroes_per_round", "starting_players", "remaining_players", rs.heroes_per_remaining_player);
  rs.build_spells_active_only = pick(ro, o, "build_spells", "active_then_others", "active_only", rs.build_spells_active_only);
  rs.separate_discards = pick(ro, o, "discard_piles", "shared", "separate", rs.separate_discards);
  rs.reshuffle_empty_deck = pick(ro, o, "empty_deck", "draw_nothing", "reshuffle_discard", rs.reshuffle_empty_deck);
  rs.returned_hero_by_reveal_order = pick(ro, o, "returned_hero", "back_of_town", "reveal_order", rs.returned_hero_by_reveal_order);
  rs.mulligan = ro.opt_boolean("mulligan", rs.mulligan);
  rs.hard_mode = ro.opt_boolean("hard_mode", rs.hard_mode);
  rs.i_choose_you = ro.opt_boolean("i_choose_you", rs.i_choose_you);
  rs.machinations = ro.opt_boolean("machinations", rs.machinations);
  rs.immortality = ro.opt_boolean("immortality", rs.immortality);
  rs.max_rounds = ro.opt_integer("max_rounds", rs.max_rounds, 1, 10000);
  rs.max_actions = ro.opt_integer("max_actions", rs.max_actions, 10, 10000000);
  return rs;
}

json ruleset_to_json(const Ruleset& r) {
  json o;
  o["fool_in_deck"] = r.fool_in_deck;
  o["starting_discard"] = r.starting_discard;
  o["death_threshold"] = r.death_exceeds ? "exceeds" : "at_least";
  o["tie_break"] = r.tie_highest_xp ? "highest_xp" : "lowest_xp";
  o["turn_order"] = r.order_clockwise ? "xp_then_clockwise" : "xp_desc";
  o["deck_out"] = r.deck_out_play_out ? "play_out_town" : "end_after_round";
  o["last_player_standing"] = r.last_standing_plays_on ? "plays_on" : "wins";
  o["heroes_per_round"] = r.heroes_per_remaining_player ? "remaining_players" : "starting_players";
  o["build_spells"] = r.build_spells_active_only ? "active_only" : "active_then_others";
  o["discard_piles"] = r.separate_discards ? "separate" : "shared";
  o["empty_deck"] = r.reshuffle_empty_deck ? "reshuffle_discard" : "draw_nothing";
  o["returned_hero"] = r.returned_hero_by_reveal_order ? "reveal_order" : "back_of_town";
  o["mulligan"] = r.mulligan;
  o["hard_mode"] = r.hard_mode;
  o["i_choose_you"] = r.i_choose_you;
  o["machinations"] = r.machinations;
  o["immortality"] = r.immortality;
  o["max_rounds"] = r.max_rounds;
  o["max_actions"] = r.max_actions;
  json j = {{"format", "bm-ruleset"}, {"version", 1}, {"name", r.name}, {"family", family_name(r.family)}, {"options", o}};
  if (!r.description.empty()) j["description"] = r.description;
  return j;
}

std::uint64_t Ruleset::hash() const {
  // Covers the family and every option, not the name or description.
  json j = ruleset_to_json(*this);
  j.erase("name");
  j.erase("description");
  Hasher h;
  h.add_str(j.dump());
  return h.value();
}

namespace {
const json& presets_json() {
  static const json j = json::parse(embedded::presets);
  return j;
}
}  // namespace

std::vector<Preset> preset_list() {
  std::vector<Preset> out;
  for (const auto& p : presets_json()["presets"]) out.push_back({p["name"].get<std::string>(), p["description"].get<std::string>()});
  return out;
}

bool find_preset(const std::string& name, Ruleset& out) {
  for (const auto& p : presets_json()["presets"])
    if (p["name"] == name) {
      out = load_ruleset(p, "built-in preset '" + name + "'");
      return true;
    }
  return false;
}

Ruleset load_ruleset_file(const std::string& path) { return load_ruleset(read_json_file(path, 1u << 20), path); }

Ruleset resolve_ruleset(const std::string& name_or_path) {
  Ruleset r;
  if (find_preset(name_or_path, r)) return r;
  std::error_code ec;
  if (std::filesystem::is_regular_file(name_or_path, ec)) return load_ruleset_file(name_or_path);
  std::string names;
  for (const auto& p : preset_list()) names += (names.empty() ? "" : ", ") + p.name;
  throw InputError("--rules '" + name_or_path + "': neither a built-in preset (" + names + ") nor a readable file");
}

}  // namespace bm
