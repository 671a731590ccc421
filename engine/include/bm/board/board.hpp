#pragma once
// The Super Boss Monster city board as data (docs/board.md): the city row (hero slots with
// player-count icons), the five landmarks with their action spaces, the market row, the solo
// side and the damage-token supply. Rules S-BOARD-1..6, S-CITY-1/2/4, S-TOK-1/3, SO-2/3.
// Values the rulebooks do not print are data with documented defaults, never hidden constants:
// IP-10 (damage-token supply), IP-11 (summon health tokens), IP-12 (spaces a hero covers).
// This is data only: no game flow reads it yet.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace bm {

// What a minion on an action space does in the minion phase (S-BOARD-3).
enum class SpaceKind : int {
  treasure,                  // the boss gains the landmark's treasure icon until end of round
  summon,                    // send the landmark's hero (Tavern: top hero) to any entrance + health token
  market_card,               // Temple: take one card left in the market, if any
  draw_room,                 // Stadium: draw the top room
  draw_spell_discard_spell,  // Library: draw the top spell, then discard one spell
  temporary_damage,          // Hideout: last room deals +damage until end of round (not tokens)
};
enum class MarketSlotKind : int { spell, room };

std::string_view space_kind_name(SpaceKind k);
std::string_view market_slot_kind_name(MarketSlotKind k);

struct ActionSpace {
  std::string id;  // unique on the board, e.g. "stadium.summon"
  SpaceKind kind = SpaceKind::treasure;
  // IP-12: a hero on this landmark covers this space, so no minion may be placed on it
  // (S-BOARD-4). Always false for a summon space (it needs the hero, S-BOARD-3).
  bool covered_by_hero = false;
  int health_token = 0;  // summon only (IP-11): added to the summoned hero's health (S-TOK-3)
  int damage = 0;        // temporary_damage only: bonus damage of the last room this round
  std::string source;    // where the space and its values come from (seed, rule ID or default)
};

struct Landmark {
  std::string id;  // temple, stadium, library, hideout, tavern
  std::string name;
  int treasure = -1;   // Treasure index (cards/card.hpp); -1 = none (Tavern)
  bool stack = false;  // holds any number of heroes, stacked (Tavern); otherwise at most one (S-BOARD-2)
  std::vector<ActionSpace> spaces;
  std::string source;

  // First space of this kind, or nullptr.
  const ActionSpace* find_space(SpaceKind k) const;
};

// One hero slot of the city row, listed left to right; used when players >= min_players
// (the player-count icon; S-BOARD-1, S-CITY-2).
struct CitySlot {
  int min_players = 2;
};

// One market slot (bottom row), listed left to right; used when players >= min_players (S-CITY-1).
struct MarketSlot {
  MarketSlotKind kind = MarketSlotKind::room;
  int min_players = 2;
};

// The solo side of the board (SO-1..SO-3). Landmarks and action spaces are those of the front.
struct SoloSide {
  int city_slots = 4;     // SO-2: the 4 city slots of the 4-player game
  int market_spells = 1;  // SO-3: 1 spell + 2 rooms
  int market_rooms = 2;
  std::string source;
};

// IP-10: damage tokens in the box (000: 28, 002: 24) and whether that count limits the
// tokens on the table.
struct DamageTokenSupply {
  int count = 28;
  bool finite = false;
  std::string source;
};

struct BoardDef {
  std::string id;
  std::string name;
  std::string source;
  int min_players = 2;
  int max_players = 4;
  std::vector<CitySlot> city;  // left to right
  std::string city_source;
  std::vector<Landmark> landmarks;  // left to right (SO-2 reads this order)
  std::vector<MarketSlot> market;   // left to right
  std::string market_source;
  SoloSide solo;
  DamageTokenSupply damage_tokens;
  std::uint64_t hash = 0;  // content hash over the canonical JSON (board_to_json)

  // City slots / market cards used with this many players (min_players..max_players).
  int city_slots(int players) const;
  int market_spells(int players) const;
  int market_rooms(int players) const;
  const Landmark* find_landmark(std::string_view id) const;
  // The landmark whose treasure type is `treasure` (S-CITY-2 overflow), or nullptr.
  const Landmark* landmark_for_treasure(int treasure) const;
  const Landmark& tavern() const;
  const ActionSpace* find_space(std::string_view space_id) const;
};

// Landmark ids every board must define, in the rulebooks' order (S-BOARD-1).
const std::vector<std::string>& landmark_ids();

// Parses and validates a board; throws InputError("<source>: landmarks[1].spaces[2]: field
// 'health_token': ...") on unknown fields, wrong types, missing landmarks, duplicate ids and
// out-of-range numbers.
BoardDef load_board(const nlohmann::json& j, const std::string& source);
BoardDef load_board_file(const std::string& path);
// The Super Boss Monster board compiled into the binary (engine/board/data/super_board.json).
const BoardDef& builtin_super_board();
// The board of an engine whose family plays without one (classic, bm2): no city, landmark or
// market (id "none"). Such an engine never reads its board; only the super and solo families do.
const BoardDef& no_board();
// Canonical JSON of a board (what its hash covers).
nlohmann::json board_to_json(const BoardDef& b);
// A board's hash (BoardDef::hash, a Super log header's `board.hash`): the Hasher over
// board_to_json(b).dump(). load_board sets it; the built-in board carries it known.
std::uint64_t board_hash(const BoardDef& b);

}  // namespace bm
