#pragma once
// A ruleset is data (JSON): the family plus every interpretation option (docs/rules-mapping.md).
// Each option cites the rule or interpretation point (IP-n) it settles and the seeds behind
// each reading. Options that settle points every seed is silent on are marked "seeds silent".
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace bm {

enum class Family : int { classic, super, solo, bm2 };
// IP-6 (Ruleset::deck_out): the readings of option `deck_out`, in the option table's order.
enum class DeckOut : int { end_after_round, play_out_town, end_when_empty };
// IP-30 (Ruleset::bm2_tie_split): the readings of option `bm2_tie_split`, in the table's order.
enum class TieSplit : int { turn_order, stays, crash_landing };

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
  // while heroes wait in town or at entrances, ending after a round in which none moved;
  // "end_when_empty" (BM2-43, the Crash Landing rulebook's 5-6 player end) ends it at the end of
  // the round in which both decks ran out, heroes still waiting or not. The last is written in
  // rulesets and logs only when chosen.
  DeckOut deck_out = DeckOut::end_after_round;
  // IP-7: a 2-player (or last-survivor) game: the remaining player wins at once, or plays on.
  bool last_standing_plays_on = false;
  // C-14 (001) vs 003: heroes revealed per round = starting players (001) or players left (003).
  bool heroes_per_remaining_player = false;
  // C-8/C-12 (001) vs 003: build-phase spells by the active player then the others in XP
  // order (001), or only by the active player (003).
  bool build_spells_active_only = false;
  // IP-35 (C-12, G-18): the answer window after another player's spell. active_priority (001
  // l. 154, l. 424; 004 l. 41): the active player may first play any spells and room abilities
  // of the phase, which resolve before that spell (a spell whose target they destroy is
  // cancelled, G-18), and anyone else may only cancel it. cancel_only (003 is silent; the
  // engine before the option): the window offers cancels alone.
  bool answer_cancel_only = false;
  // Seeds silent: one discard pile for rooms and spells (001/003 speak of "the discard pile")
  // or separate piles (004, Boss Monster 2).
  bool separate_discards = false;
  // Seeds silent: an empty room/spell deck draws nothing, or reshuffles that kind's discards.
  bool reshuffle_empty_deck = false;
  // IP-16: heroes lured to one dungeon together enter in the order they came out of the hero
  // deck, and a hero sent back to town (Fear, G-22) takes its place in the row by that order
  // (seed 001, bait phase and the C-15 tip); or (back_of_town, no rulebook) it joins the row
  // as the newest and heroes enter in row order.
  bool returned_hero_by_reveal_order = true;
  // G-23: mulligan allowed (4 advanced rooms, or 4 rooms sharing a treasure type).
  bool mulligan = true;
  // C-16 variants (seed 001).
  bool hard_mode = false;
  bool i_choose_you = false;
  bool machinations = false;
  bool immortality = false;
  // IP-37 (C-13, BM2-8 at 2-4 players; the seeds say each player with five wounds loses and
  // nothing more): when every player left ends the round with five or more wounds, the best
  // souls minus wounds among them wins, then the tie-break (best_score, the publisher's
  // Advanced Rules Guide), or nobody wins (no_winner, bm's reading before the option).
  bool all_out_no_winner = false;
  // IP-38 (BM017 Minotaur's Maze; no seed has the card's text): the Maze sends back each hero
  // once per adventure phase and never when the room to its left is missing or deactivated
  // (each_hero, the publisher's Advanced Rules Guide), or only the first hero to enter it each
  // round, a first room using its trigger up (once_per_round, bm's reading before the option).
  bool maze_once_per_round = false;
  // IP-48 (C-8, C-10, C-12, G-18; classic only): how spells and room abilities resolve.
  // active_priority (2013: seeds 001/003): the active player's spells and effects first, an
  // answer window over another player's spell (IP-35), room abilities at once. lifo (the 10th
  // Anniversary rulebook, 2023): no priority; every spell and room ability goes on one stack,
  // any player (the same one too) may answer it, the last one played resolves first (the Super
  // family's S-9 path).
  bool resolution_lifo = false;
  // IP-49 (C-13, C-14; classic only): what ends the game. eliminate (2013): five wounds lose
  // (eliminated with 3-4 players), ten souls win. score_all (the 10th Anniversary rulebook):
  // the game ends after a full round in which anyone has ten souls or five wounds; nobody is
  // eliminated; the best souls minus wounds wins, then the tie-break (IP-4).
  bool end_score_all = false;

  // ---- Super / solo families (seeds 000, 002; docs/research/super-solo-notes.md) ----------
  // Serialized (and hashed) only for those families, so classic rulesets keep their hashes.
  // D1, IP-15: an arriving hero takes the leftmost free city slot (queue: the tips
  // box 000:327, 002:543-554) or the rightmost free slot (the main text 000:224, 002:330).
  bool city_arrival_rightmost = false;
  // IP-8: overflow drops one hero per arriving hero (per_arrival: both worked examples) or
  // keeps dropping the leftmost while heroes > free slots (drain_literal: 000:224 literal).
  bool city_overflow_drain = false;
  // IP-9: the game ends when the city deck is empty at the end-of-round check (002:686) or
  // after a round in which a hero had to be revealed and the deck was empty (000:388).
  bool deck_out_failed_reveal = false;
  // IP-10: damage tokens on the table: 0 = unlimited (default), N = a finite supply of N
  // (000: 28, 002: 24); a gain beyond the supply is lost.
  int token_supply = 0;
  // IP-11: summon health tokens override per landmark (temple, stadium, library, hideout,
  // tavern); kBoardValue = the value in the board definition (docs/board.md).
  static constexpr int kBoardValue = -1000;
  std::array<int, 5> summon_health{kBoardValue, kBoardValue, kBoardValue, kBoardValue, kBoardValue};
  // IP-12: a hero on a landmark covers that landmark's treasure and effect spaces (the board's
  // covered_by_hero flags: whole_landmark) or covers nothing (none).
  bool landmark_cover_none = false;
  // IP-33 (S-COMPAT-1, D2): a hero with two treasure icons leaving the city takes the first
  // free matching landmark from left to right on the board (left_to_right, 002:299-304), or
  // the landmark of its first printed icon first (first_icon, 000:206; the card's icon_order).
  bool two_icons_first_icon = false;
  // IP-36 (S-TOK-1): the damage tokens of a room covered by a new room go back to the supply
  // when the new room is built, at the reveal (at_reveal: 000 l. 271, a room counts as built
  // once revealed), or as soon as it is placed face down on top (at_placement: 000 l. 261).
  bool cover_tokens_at_placement = false;
  // Q11 (seeds silent): the minion must be placed when a legal space exists (000:230
  // imperative) or may stay home.
  bool minion_optional = false;
  // SO-8: challenge mode (thresholds 2, 3, IP-13, 5; the title gets the prefix "True").
  bool challenge = false;
  // IP-13: the challenge threshold of city slot 3 (002 "and so on": 4; 000 silent).
  int challenge_slot3 = 4;

  // ---- Boss Monster 2 family (seed 004; docs/design/bm2-plan.md) ---------------------------
  // Serialized (and hashed) only for bm2.
  // BM2-9 home rule: up to 7 visible rooms; Level Up each time the fifth room is built.
  bool seven_rooms = false;
  // Which player counts the ruleset is for: 0 = 2-6 (any), 1 = 2-4 (preset bm2), 2 = 5-6
  // (preset bm2-6p; BM2-6, BM2-8 apply from 5 players whatever this says).
  int bm2_players = 0;
  // IP-30, BM2-6 (5-6 players, seed 004 silent on how): the tied heroes, in town order, go one
  // each to the tied players in turn order, the excess stays (turn_order); every tied hero stays,
  // as at 2-4 players (stays), for comparison; or (crash_landing, BM2-42) the tied heroes of one
  // treasure type are dealt in full passes, one to each tied player, the longest-waiting to the
  // highest XP first, while a full pass is possible; the rest stay. The last is written in
  // rulesets and logs only when chosen.
  TieSplit bm2_tie_split = TieSplit::turn_order;
  // IP-50: card facts no source gives (docs/cards.md "Unknown facts"). false (`refuse`): a card set
  // holding such a design is not played. true (`house`, a house reading): a hero whose only unknown
  // fact is its player-count icon is in every game (C-2); a design with any other unknown fact is
  // set aside at setup, out of the game. Written in rulesets and logs only when `house`.
  bool unknown_facts_house = false;
  // IP-45: the round's items are revealed after its heroes (false, `after_heroes`: rulebook 004,
  // BM2-2) or before them (true, `before_heroes`: the Tools of Hero-Kind rules card, FAQ, UG;
  // BM2-35): each goes to the longest-waiting matching hero in town, and the heroes revealed
  // afterwards take the items still waiting. Written in rulesets and logs only when `before_heroes`.
  bool items_before_heroes = false;
  // IP-46: an item a boss gains is usable at once (false, `at_once`: rulebook 004, BM2-4) or
  // from the next round (true, `next_round`: UG; BM2-37). Written only when `next_round`.
  bool item_next_round = false;
  // IP-40: an item of either of a hybrid hero's two treasure types attaches to it (false,
  // `either_type`), or only a universal item does (true, `never`). Written only when `never`.
  bool hybrid_item_never = false;
  // IP-43: "cannot win this round" (BM2-30) at five or six players keeps that player's souls
  // from ending the game this round (false, `blocks_end`) or does nothing there (true,
  // `no_effect`: BM2-8 scores everyone). Written only when `no_effect`.
  bool cannot_win_no_effect = false;
  // IP-39: when a dark hero's +3 Health may be bought (BM2-11). false (`in_dungeon`): only while the
  // hero waits at a dungeon's entrance or goes through it, by an opponent of its owner; true
  // (`spell_timing`): whenever a spell could be cast (G-17), also while it is in town, where any
  // player may buy it. Written in rulesets and logs only when `spell_timing`.
  bool dark_boost_spell_timing = false;
  // IP-42: the end-of-round triggers (BM2-25: Blockpile Puzzle, Inner Sanctum, Shellda, Nicolius)
  // act in turn order after the "until end of round" effects end and the rooms reactivate (false,
  // `turn_order_after_expiry`), or in the same order before they end (true, `before_expiry`).
  // Both come before the end-of-game check. Written only when `before_expiry`.
  bool end_triggers_before_expiry = false;
  // IP-44: a hero Another Castle moves to an opponent whose adventure turn is still to come runs
  // through that dungeon this round (false, `runs_if_to_come`), or waits for the next adventure
  // phase (true, `always_waits`). Written only when `always_waits`.
  bool castle_always_waits = false;
  // IP-51: a boss that gains a second active item keeps one of the two, the other face down
  // unused (false, `keep_one`: rulebook 004, BM2-4), or may also use the old one at once, like a
  // spell, and keep the new one face up (true, `use_old_first`: UG, FAQ; BM2-36). Written only
  // when `use_old_first`.
  bool use_old_item_first = false;

  bool super_like() const { return family == Family::super || family == Family::solo; }

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
// Ruleset::hash from the ruleset's JSON (ruleset_to_json's), for a writer that has already made it
// (a log header, a snapshot): the JSON is not made a second time.
std::uint64_t ruleset_hash_of(const nlohmann::json& ruleset_json);

struct Preset {
  std::string name;
  std::string summary;
};
std::vector<Preset> preset_list();
// Looks up a built-in preset by name; returns false when there is none.
bool find_preset(const std::string& name, Ruleset& out);
// `--rules` argument: a preset name, or a path to a ruleset JSON file.
Ruleset resolve_ruleset(const std::string& name_or_path);

// The option table (engine/rules/ruleset.cpp, kOptionDocs): every ruleset option is an
// interpretation point (IP-n, docs/rules/interpretation-points.md) with its rule IDs, the
// families it applies to and each reading with its meaning and rulebook sources. `bm rules
// options`, `--set`, `bm compare --ip` and the serve handshake read it; tests/docs/options.py
// checks the documentation against it.
enum class OptionKind { boolean, choice, integer, object };
struct OptionReading {
  const char* value = nullptr;  // as written after --set: true, at_least, 28, {"temple":2}; "" = absent
  const char* meaning = "";
  const char* sources = "";  // rulebook lines ("rulebook 001 l. 124; rulebook 003 l. 69") or "no rulebook"
};
constexpr int kMaxReadings = 3;
struct OptionDoc {
  const char* key;
  const char* ip;     // the interpretation point it settles: "IP-3"
  const char* rules;  // every rule ID it changes, the IP first: "IP-3, G-12"
  const char* title;  // the IP's title
  OptionKind kind;
  OptionReading readings[kMaxReadings];             // default first; unused ones have value nullptr
  const char* families = "classic super solo bm2";  // families the option applies to
  int min = 0, max = 0;                             // integer options: the allowed range
};
// Does option `key` apply to family `f`? (A ruleset naming an option of another family is
// rejected: it would silently do nothing.)
bool option_applies(const OptionDoc& d, Family f);
const std::vector<OptionDoc>& option_docs();
// The option named `key`, or null.
const OptionDoc* find_option(const std::string& key);
// The fact the readings of option `key` turn on where the engine consults it (bm compare's
// example names it): words, with {0}, {1}, ... for the numbers the engine gives at that point
// (Observer::on_option_consulted's values); "" for an option with one reading.
const char* option_fact(const std::string& key);
// The fact with the numbers put in ("damage 3 dealt to a hero of health 3").
std::string option_fact_text(const std::string& key, std::span<const int> values);
// The option settling interpretation point `ip` ("IP-3"), or null.
const OptionDoc* find_option_by_ip(const std::string& ip);
// Rule IDs of `rules` ("IP-3, G-12") as a list.
std::vector<std::string> option_rule_ids(const OptionDoc& d);
// The readings a --set VALUE may name, as one line: "at_least, exceeds" (integers: "1..10000").
std::string option_allowed_values(const OptionDoc& d);
// The readings as one line of text (the serve handshake's "readings").
std::string option_readings_text(const OptionDoc& d);

// One option setting (`--set OPTION=VALUE`, or an entry of bm serve's `set`): the option and
// its value as JSON text (typed: true, "at_least", 28, {"temple":2}).
struct OptionSetting {
  std::string key;
  std::string value_json;
};
// The one parser of `--set OPTION=VALUE`: the option must exist and VALUE be one of its
// readings (true/false, a name, a whole number, a JSON object); InputError naming the allowed
// values otherwise.
OptionSetting parse_option_setting(const std::string& text);
// An OptionSetting from a JSON value (bm serve's `set` object); InputError for an unknown option.
OptionSetting option_setting(const std::string& key, const nlohmann::json& value);
// `r` with the settings applied, validated like a ruleset file (the option must belong to the
// ruleset's family, the value be allowed); the name gains the settings ("classic
// death_threshold=exceeds"). `source` names the input in errors ("--set").
Ruleset apply_option_settings(const Ruleset& r, const std::vector<OptionSetting>& set,
                              const std::string& source = "--set");
// The JSON text of option `key` in `r` (as ruleset_to_json writes it), or "" when the family
// does not write it.
std::string option_value_json(const Ruleset& r, const std::string& key);

}  // namespace bm
