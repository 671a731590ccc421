#include "bm/rules/ruleset.hpp"

#include <filesystem>
#include <iterator>
#include <tuple>

#include <nlohmann/json.hpp>

#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"

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

// Every ruleset option: key, rule IDs, readings and the seeds behind them (a data table, no logic;
// bm rules options and docs/rulesets.md read it).
constexpr OptionDoc kOptionDocs[] = {
    {"fool_in_deck", "IP-1, C-2",
     "true: The Fool is in the hero deck, 13/17/25 ordinary heroes (seed 001); false: 12/16/24 (seed 003)"},
    {"starting_discard", "IP-2, C-3, C-16 Classic mode",
     "0: keep 5 rooms + 2 spells (seed 001); 2: discard 2, chosen simultaneously (seed 003; the C-16 Classic mode)",
     "classic"},
    {"death_threshold", "IP-3, G-12",
     "at_least: dies when damage >= health (seeds 001, 000, 002, 004); exceeds: damage > health (seed 003)"},
    {"tie_break", "IP-4, C-13, S-END-2", "lowest_xp (seeds 001, 003); highest_xp (seeds 000, 002)",
     "classic super bm2"},
    {"turn_order", "IP-5, C-5, C-12",
     "xp_desc: decreasing XP in every phase (seed 001, seed 004 BM2-1); xp_then_clockwise: highest XP first, then "
     "clockwise (seed 003)",
     "classic bm2"},
    {"deck_out", "IP-6",
     "end_after_round: the game ends after the first round that could reveal no hero, scored souls - wounds then the "
     "tie-break; play_out_town: play on while heroes wait, ending after a round in which no hero moved (no seed "
     "says)",
     "classic bm2"},
    {"last_player_standing", "IP-7, C-14",
     "wins: the last player not eliminated wins at once; plays_on: they play on until a C-13 win or the IP-6 end (no "
     "seed says)",
     "classic bm2"},
    {"heroes_per_round", "C-14, C-7",
     "starting_players: one hero per starting player (seed 001:361); remaining_players: one per player still in the "
     "game (seed 003:90)",
     "classic bm2"},
    {"build_spells", "C-8, C-12, G-16",
     "active_then_others: the active player, then the others in turn order (seed 001:256); active_only: only the "
     "active player (seed 003:103)",
     "classic bm2"},
    {"discard_piles", "G-19 (seeds silent)",
     "shared: one discard pile for rooms and spells (001 and 003 name one pile); separate: one per kind (seed 004)"},
    {"empty_deck", "G-16 (seeds silent)",
     "draw_nothing: a draw from an empty room or spell deck gives nothing; reshuffle_discard: shuffle that kind's "
     "discards into a new deck first"},
    {"returned_hero", "IP-16, G-15, C-15, G-22",
     "reveal_order: heroes lured to one dungeon together enter in the order their cards came out of the hero deck, "
     "and a hero sent back to town takes its place in the row by that order (seed 001:296 bait phase, 001:347 "
     "C-15 town-order tip); back_of_town: a hero sent back to town joins the row as the newest and lured heroes "
     "enter in row order (no rulebook; the pre-issue-24 default, kept so older logs replay)",
     "classic bm2"},
    {"mulligan", "G-23",
     "true: a starting hand with 4 advanced rooms or 4 rooms sharing a treasure type may be redrawn once (seed "
     "001:190)"},
    {"hard_mode", "C-16", "remove every ordinary hero with 4 health (seed 001)", "classic"},
    {"i_choose_you", "C-16", "deal 2 bosses to each player, each keeps 1 (seed 001)", "classic"},
    {"machinations", "C-16, BM2-9",
     "a player who gained no soul this round may take a random room or spell at end of round (seed 001; seed 004 "
     "BM2-9)",
     "classic bm2"},
    {"immortality", "C-16",
     "no elimination at 5 wounds; the game ends when both hero decks are empty; highest souls - wounds wins (seed "
     "001)",
     "classic"},
    {"city_arrival_slot", "S-CITY-2, D1 (proposed IP-15)",
     "queue: an arriving hero takes the leftmost free city slot, so the row stays in arrival order (tips box, "
     "000:327, 002:543-554); rightmost_free: the rightmost free slot (main text, 000:224, 002:330)",
     "super solo"},
    {"city_overflow", "IP-8, S-CITY-2",
     "per_arrival: an arriving hero with no free slot pushes exactly the leftmost hero out (both worked examples, "
     "000:224 and 000:608; 002:341); drain_literal: after each arrival keep dropping the leftmost while heroes > "
     "free slots (000:224 literal)",
     "super solo"},
    {"super_deck_out", "IP-9, S-END-2",
     "empty_at_check: the game ends when the city deck is empty at the end-of-round check (002:686-687); "
     "failed_reveal: after a round in which a hero had to be revealed and the deck was empty (000:388, 000:76)",
     "super"},
    {"token_supply", "IP-10, S-TOK-1",
     "0: unlimited damage tokens (default); N: a finite supply of N tokens on the table, a gain beyond it is lost "
     "(000:69 counts 28, 002:54 counts 24)",
     "super solo"},
    {"summon_health", "IP-11, S-BOARD-3, S-TOK-3",
     "object {landmark: health token} overriding the board's summon tokens (the values are printed on the board, not "
     "in the text: Stadium/Hideout +2 (002:978), Tavern lowering (002:1465), Temple/Library unknown); absent "
     "landmarks keep the board value",
     "super solo"},
    {"landmark_cover", "IP-12, S-BOARD-4",
     "whole_landmark: a hero on a landmark covers its treasure and effect spaces (000:21, 002:42-45, 002:359); none: "
     "a hero covers nothing",
     "super solo"},
    {"minion_optional", "S-CITY-4 (seeds silent)",
     "false: the minion must be placed when a legal space exists (000:230 imperative); true: it may stay home",
     "super solo"},
    {"challenge", "SO-8",
     "true: solo challenge mode: bait thresholds 2, 3, challenge_slot3, 5 and the title prefix \"True\"", "solo"},
    {"challenge_slot3", "IP-13, SO-8",
     "the challenge threshold for city slot 3: 4 (002 \"and so on\") or 3; 000 is silent", "solo"},
    {"seven_rooms", "BM2-9 (home rule, seed 004)",
     "false: at most 5 rooms, Level Up once (G-2, G-10); true: up to 7 visible rooms, Level Up every time the fifth "
     "room is built, never on the sixth or seventh",
     "bm2"},
    {"bm2_players", "BM2-2, BM2-6, BM2-8",
     "any: 2-6 players; 2-4 (preset bm2); 5-6 (preset bm2-6p). The 5-6 player rules (3 items a round, bait ties "
     "split, no elimination) follow the player count",
     "bm2"},
    {"bm2_tie_split", "BM2-6 (5-6 players; seed 004 silent on how)",
     "turn_order: the tied heroes, in town order, go one each to the tied players in turn order, the excess stays in "
     "town; stays: every tied hero stays, as with 2-4 players (for comparison)",
     "bm2"},
    {"max_rounds", "IP-6 safety", "the game ends after this many rounds (end_reason safety.max_rounds); default 100"},
    {"max_actions", "IP-6 safety",
     "the game ends after this many player actions (end_reason safety.max_actions); default 20000"},
};

const std::vector<OptionDoc>& option_docs() {
  static const std::vector<OptionDoc> list(std::begin(kOptionDocs), std::end(kOptionDocs));
  return list;
}

bool option_applies(const OptionDoc& d, Family f) {
  std::string fams(" ");
  fams += d.families;
  fams += ' ';
  std::string want(" ");
  want += family_name(f);
  want += ' ';
  return fams.find(want) != std::string::npos;
}

namespace {

const char* kSummonLandmarks[] = {"temple", "stadium", "library", "hideout",
                                  "tavern"};  // IP-11, Ruleset::summon_health order
constexpr int kSummonLandmarkCount = static_cast<int>(std::size(kSummonLandmarks));
static_assert(kSummonLandmarkCount == static_cast<int>(std::tuple_size_v<decltype(Ruleset::summon_health)>));

bool pick(const JsonReader& r, const json& o, const char* key, const char* a, const char* b, bool def) {
  if (!o.contains(key)) return def;
  const std::string v = r.str(key, 1, 64);
  if (v == a) return false;
  if (v == b) return true;
  r.fail(key, std::string("must be \"") + a + "\" or \"" + b + "\", got \"" + v + "\"");
}

}  // namespace

namespace {

void read_family(const JsonReader& r, Ruleset& rs) {
  const std::string fam = r.str("family", 1, 16);
  if (fam == "classic") rs.family = Family::classic;
  else if (fam == "super") rs.family = Family::super;
  else if (fam == "solo") rs.family = Family::solo;
  else if (fam == "bm2") {
    // BM2-1 (seed 004): "the respective discard piles": one per kind.
    rs.family = Family::bm2;
    rs.separate_discards = true;
  } else r.fail("family", "unknown family \"" + fam + "\" (classic, super, solo, bm2)");
  if (rs.super_like()) {
    // S-3: two bosses, keep one; S-END-2: tie -> highest XP (IP-4 Super reading).
    rs.i_choose_you = true;
    rs.tie_highest_xp = true;
  }
}

// Every option given is one of option_docs() and belongs to the ruleset's family.
void check_option_keys(const JsonReader& ro, const json& o, Family family) {
  for (auto it = o.begin(); it != o.end(); ++it) {
    const OptionDoc* doc = nullptr;
    for (const auto& d : option_docs())
      if (it.key() == d.key) doc = &d;
    if (!doc) ro.fail(it.key(), "unknown option (see `bm rules options`)");
    if (!option_applies(*doc, family))
      ro.fail(it.key(), "option of the " + std::string(doc->families) + " famil" +
                            (std::string(doc->families).find(' ') == std::string::npos ? "y" : "ies") +
                            ", not of family \"" + family_name(family) + "\" (see `bm rules options`)");
  }
}

// The classic family's options (bm2 shares most of them; option_docs() cites each one's rules).
void read_classic_options(const JsonReader& ro, const json& o, Ruleset& rs) {
  rs.fool_in_deck = ro.opt_boolean("fool_in_deck", rs.fool_in_deck);
  rs.starting_discard = ro.opt_integer("starting_discard", rs.starting_discard, 0, 2);
  if (rs.starting_discard == 1) ro.fail("starting_discard", "must be 0 (seed 001) or 2 (seed 003 / Classic mode)");
  rs.death_exceeds = pick(ro, o, "death_threshold", "at_least", "exceeds", rs.death_exceeds);
  rs.tie_highest_xp = pick(ro, o, "tie_break", "lowest_xp", "highest_xp", rs.tie_highest_xp);
  rs.order_clockwise = pick(ro, o, "turn_order", "xp_desc", "xp_then_clockwise", rs.order_clockwise);
  rs.deck_out_play_out = pick(ro, o, "deck_out", "end_after_round", "play_out_town", rs.deck_out_play_out);
  rs.last_standing_plays_on = pick(ro, o, "last_player_standing", "wins", "plays_on", rs.last_standing_plays_on);
  rs.heroes_per_remaining_player =
      pick(ro, o, "heroes_per_round", "starting_players", "remaining_players", rs.heroes_per_remaining_player);
  rs.build_spells_active_only =
      pick(ro, o, "build_spells", "active_then_others", "active_only", rs.build_spells_active_only);
  rs.separate_discards = pick(ro, o, "discard_piles", "shared", "separate", rs.separate_discards);
  rs.reshuffle_empty_deck = pick(ro, o, "empty_deck", "draw_nothing", "reshuffle_discard", rs.reshuffle_empty_deck);
  rs.returned_hero_by_reveal_order =
      pick(ro, o, "returned_hero", "back_of_town", "reveal_order", rs.returned_hero_by_reveal_order);
  rs.mulligan = ro.opt_boolean("mulligan", rs.mulligan);
  rs.hard_mode = ro.opt_boolean("hard_mode", rs.hard_mode);
  rs.i_choose_you = ro.opt_boolean("i_choose_you", rs.i_choose_you);
  rs.machinations = ro.opt_boolean("machinations", rs.machinations);
  rs.immortality = ro.opt_boolean("immortality", rs.immortality);
}

// IP-11 "summon_health": {landmark: health token}.
void read_summon_health(const json& o, const std::string& source, Ruleset& rs) {
  JsonReader rh(o["summon_health"], source + ": options.summon_health");
  rh.require_object();
  for (auto it = o["summon_health"].begin(); it != o["summon_health"].end(); ++it) {
    int k = -1;
    for (int i = 0; i < kSummonLandmarkCount; ++i)
      if (it.key() == kSummonLandmarks[i]) k = i;
    if (k < 0) rh.fail(it.key(), "unknown landmark (temple, stadium, library, hideout, tavern)");
    rs.summon_health[static_cast<std::size_t>(k)] = rh.integer(kSummonLandmarks[k], -9, 9);
  }
}

// The options of the super and solo families (option_docs() cites each one's rules).
void read_super_options(const JsonReader& ro, const json& o, const std::string& source, Ruleset& rs) {
  rs.city_arrival_rightmost = pick(ro, o, "city_arrival_slot", "queue", "rightmost_free", rs.city_arrival_rightmost);
  rs.city_overflow_drain = pick(ro, o, "city_overflow", "per_arrival", "drain_literal", rs.city_overflow_drain);
  rs.deck_out_failed_reveal =
      pick(ro, o, "super_deck_out", "empty_at_check", "failed_reveal", rs.deck_out_failed_reveal);
  rs.token_supply = ro.opt_integer("token_supply", rs.token_supply, 0, 1000);
  if (o.contains("summon_health")) read_summon_health(o, source, rs);
  rs.landmark_cover_none = pick(ro, o, "landmark_cover", "whole_landmark", "none", rs.landmark_cover_none);
  rs.minion_optional = ro.opt_boolean("minion_optional", rs.minion_optional);
  rs.challenge = ro.opt_boolean("challenge", rs.challenge);
  rs.challenge_slot3 = ro.opt_integer("challenge_slot3", rs.challenge_slot3, 3, 4);
}

// The bm2 family's own options (BM2-2, BM2-6, BM2-8, BM2-9).
void read_bm2_options(const JsonReader& ro, const json& o, Ruleset& rs) {
  rs.seven_rooms = ro.opt_boolean("seven_rooms", rs.seven_rooms);
  if (o.contains("bm2_players")) {
    const std::string v = ro.str("bm2_players", 1, 16);
    if (v == "any") rs.bm2_players = 0;
    else if (v == "2-4") rs.bm2_players = 1;
    else if (v == "5-6") rs.bm2_players = 2;
    else ro.fail("bm2_players", "must be \"any\", \"2-4\" or \"5-6\", got \"" + v + "\"");
  }
  rs.bm2_tie_stays = pick(ro, o, "bm2_tie_split", "turn_order", "stays", rs.bm2_tie_stays);
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
  read_family(r, rs);
  if (!j.contains("options")) return rs;
  const json& o = j["options"];
  JsonReader ro(o, source + ": options");
  ro.require_object();
  check_option_keys(ro, o, rs.family);
  // In this order (the first bad option is the one reported): classic, super/solo, bm2, safety.
  read_classic_options(ro, o, rs);
  read_super_options(ro, o, source, rs);
  read_bm2_options(ro, o, rs);
  rs.max_rounds = ro.opt_integer("max_rounds", rs.max_rounds, 1, 10000);
  rs.max_actions = ro.opt_integer("max_actions", rs.max_actions, 10, 10000000);
  return rs;
}

json ruleset_to_json(const Ruleset& r) {
  json o;
  if (r.super_like()) {
    // Only the options of these families: classic rulesets keep their JSON and hash.
    o["fool_in_deck"] = r.fool_in_deck;
    o["death_threshold"] = r.death_exceeds ? "exceeds" : "at_least";
    if (r.family == Family::super) o["tie_break"] = r.tie_highest_xp ? "highest_xp" : "lowest_xp";
    o["discard_piles"] = r.separate_discards ? "separate" : "shared";
    o["empty_deck"] = r.reshuffle_empty_deck ? "reshuffle_discard" : "draw_nothing";
    o["mulligan"] = r.mulligan;
    o["city_arrival_slot"] = r.city_arrival_rightmost ? "rightmost_free" : "queue";
    o["city_overflow"] = r.city_overflow_drain ? "drain_literal" : "per_arrival";
    if (r.family == Family::super) o["super_deck_out"] = r.deck_out_failed_reveal ? "failed_reveal" : "empty_at_check";
    o["token_supply"] = r.token_supply;
    json sh = json::object();
    for (int i = 0; i < kSummonLandmarkCount; ++i)
      if (r.summon_health[static_cast<std::size_t>(i)] != Ruleset::kBoardValue)
        sh[kSummonLandmarks[i]] = r.summon_health[static_cast<std::size_t>(i)];
    if (!sh.empty()) o["summon_health"] = sh;
    o["landmark_cover"] = r.landmark_cover_none ? "none" : "whole_landmark";
    o["minion_optional"] = r.minion_optional;
    if (r.family == Family::solo) {
      o["challenge"] = r.challenge;
      o["challenge_slot3"] = r.challenge_slot3;
    }
    o["max_rounds"] = r.max_rounds;
    o["max_actions"] = r.max_actions;
    json j = {
        {"format", "bm-ruleset"}, {"version", 1}, {"name", r.name}, {"family", family_name(r.family)}, {"options", o}};
    if (!r.description.empty()) j["description"] = r.description;
    return j;
  }
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
  if (r.family == Family::bm2) {
    // Only the options of the bm2 family (so the JSON loads back), plus its own.
    for (const auto& d : option_docs())
      if (!option_applies(d, Family::bm2)) o.erase(d.key);
    o["seven_rooms"] = r.seven_rooms;
    o["bm2_players"] = r.bm2_players == 1 ? "2-4" : r.bm2_players == 2 ? "5-6" : "any";
    o["bm2_tie_split"] = r.bm2_tie_stays ? "stays" : "turn_order";
  }
  json j = {
      {"format", "bm-ruleset"}, {"version", 1}, {"name", r.name}, {"family", family_name(r.family)}, {"options", o}};
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
  for (const auto& p : presets_json()["presets"])
    out.push_back({p["name"].get<std::string>(), p["description"].get<std::string>()});
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
  // Any file but a preset name: a regular file, a FIFO, "-" (standard input); a directory is
  // refused by the reader ("is a directory").
  if (name_or_path == "-" || std::filesystem::exists(name_or_path, ec)) return load_ruleset_file(name_or_path);
  std::string names;
  for (const auto& p : preset_list()) names += (names.empty() ? "" : ", ") + p.name;
  throw InputError("--rules '" + name_or_path + "': neither a built-in preset (" + names + ") nor a readable file");
}

}  // namespace bm
