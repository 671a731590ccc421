#pragma once
// A ruleset is data (JSON): the family plus every interpretation option (docs/rules-mapping.md).
// Each option cites the rule or interpretation point (IP-n) it settles and the seeds behind
// each reading. Options that settle points every seed is silent on are marked "seeds silent".
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace bm {

enum class Family : int { classic, super, solo, bm2 };

struct Ruleset {
  std::string name = "classic";
  std::string description;
  Family family = Family::classic;

  // IP-1: is The Fool in the hero deck? (001: yes -> 13/17/25 ordinary; 003: no -> 12/16/24)
  bool fool_in_deck = true;
  // IP-2 / C-16 Classic mode: cards discarded from the 5-room + 2-spell starting hand
  // (001: 0, 003: 2 chosen simultaneously).
  int starting_discard = 0;
  // IP-3: a hero dies when damage >= health (001, 000, 002, 004) or > health (003 "exceeds").
  bool death_exceeds = false;
  // IP-4: end-of-game tie-break: lowest XP (classic, 001/003) or highest XP (Super, 000/002).
  bool tie_highest_xp = false;
  // IP-5: turn order: decreasing XP in every phase (001) or highest XP first then clockwise (003).
  bool order_clockwise = false;
  // IP-6: both hero decks empty before anyone wins: "end_after_round" ends the game after the
  // first round that could reveal no hero and scores souls - wounds; "play_out_town" goes on
  // while heroes wait in town or at entrances, ending after a round in which none moved.
  bool deck_out_play_out = false;
  // IP-7: a 2-player (or last-survivor) game: the remaining player wins at once, or plays on.
  bool last_standing_plays_on = false;
  // C-14 (001) vs 003: heroes revealed per round = starting players (001) or players left (003).
  bool heroes_per_remaining_player = false;
  // C-8/C-12 (001) vs 003: build-phase spells by the active player then the others in XP
  // order (001), or only by the active player (003).
  bool build_spells_active_only = false;
  // Seeds silent: one discard pile for rooms and spells (001/003 speak of "the discard pile")
  // or separate piles (004, Boss Monster 2).
  bool separate_discards = false;
  // Seeds silent: an empty room/spell deck draws nothing, or reshuffles that kind's discards.
  bool reshuffle_empty_deck = false;
  // Seeds silent: a hero sent back to town (Fear, G-22) joins the back of the row (newest), or
  // takes its place by reveal order.
  bool returned_hero_by_reveal_order = false;
  // G-23: mulligan allowed (4 advanced rooms, or 4 rooms sharing a treasure type).
  bool mulligan = true;
  // C-16 variants (seed 001).
  bool hard_mode = false;
  bool i_choose_you = false;
  bool machinations = false;
  bool immortality = false;
  // Safety nets that make every game terminate (IP-6): documented, never silent.
  int max_rounds = 100;
  int max_actions = 20000;

  std::uint64_t hash() const;
};

std::string family_name(Family f);
// Parses and validates a ruleset; unknown keys, wrong types, impossible values -> InputError
// naming the JSON path.
Ruleset load_ruleset(const nlohmann::json& j, const std::string& source);
Ruleset load_ruleset_file(const std::string& path);
nlohmann::json ruleset_to_json(const Ruleset& r);

struct Preset {
  std::string name;
  std::string summary;
};
std::vector<Preset> preset_list();
// Looks up a built-in preset by name; returns false when there is none.
bool find_preset(const std::string& name, Ruleset& out);
// `--rules` argument: a preset name, or a path to a ruleset JSON file.
Ruleset resolve_ruleset(const std::string& name_or_path);

// Documentation of each option: key, rule IDs, readings and the seeds behind them.
struct OptionDoc {
  const char* key;
  const char* rules;
  const char* readings;
};
const std::vector<OptionDoc>& option_docs();

}  // namespace bm
