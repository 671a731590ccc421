#pragma once
// Scenario harness for rule and card tests (XMage-style per-card scenarios). Starts a real
// seeded game, then arranges the exact situation a test needs by moving named cards between
// zones (every card stays in exactly one place), and jumps to the start of a phase. Tests
// then drive decisions by readable actions and assert outcomes the rules dictate.
#include <functional>
#include <initializer_list>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/cards/card_set.hpp"
#include "bm/game/engine.hpp"
#include "game/internal.hpp"
#include "bm/log/action_json.hpp"

namespace bm::test {

class Scenario {
 public:
  explicit Scenario(const std::string& preset = "classic", int players = 2, std::uint64_t seed = 1);
  Scenario(const Ruleset& rules, int players, std::uint64_t seed);
  // A game on another card set (e.g. builtin_synthetic_super_cards(), issue 3).
  Scenario(const CardSet& cards, const Ruleset& rules, int players, std::uint64_t seed);

  // ---- arranging (call before a phase jump) ----
  // The instance of card `id` (copy k of that design).
  int card(const std::string& id, int copy = 0) const;
  // Empties every hand, dungeon, entrance, scoring area and the town into the decks
  // (heroes back to their hero deck), leaving bosses in place.
  void clear_board();
  void set_boss(int p, const std::string& id);
  void set_hand(int p, std::initializer_list<std::string> ids);
  void add_to_hand(int p, const std::string& id);
  // Dungeon from the entrance (index 0) toward the boss; one room per stack.
  void set_dungeon(int p, std::initializer_list<std::string> ids);
  // Puts `id` on top of stack `slot` of p's dungeon.
  void stack_on(int p, int slot, const std::string& id);
  void set_town(std::initializer_list<std::string> heroes);
  void add_entrance(int p, const std::string& hero);
  void add_score(int p, const std::string& hero, bool soul);
  void to_discard(const std::string& id);
  // Puts `id` on top of its deck (the next card drawn).
  void deck_top(const std::string& id);
  void empty_hero_decks();  // heroes moved out of the game (for deck-out tests)

  // ---- Boss Monster 2 (BM2-3, BM2-4) ----
  // Hero `hero` carries item `item` (taken from the item deck).
  void give_item(const std::string& hero, const std::string& item);
  // Item `item` (from the item deck) is p's boss's active item.
  void set_active_item(int p, const std::string& item);

  // ---- Super / solo families (S-*, SO-*) ----
  // Plays the setup the plain way (each player keeps the first boss dealt, keeps the hand,
  // builds nothing first) and stops at round 1's first market pick (S-CITY-4).
  void finish_super_setup();
  // The city row, left to right, packed from the left (GameState::city_left = size).
  void set_city(std::initializer_list<std::string> heroes);
  // Heroes on a landmark ("temple", "stadium", "library", "hideout", "tavern"); for the
  // Tavern the last one listed is the top of the stack.
  void set_landmark(const std::string& landmark, std::initializer_list<std::string> heroes);
  void set_market(std::initializer_list<std::string> ids);
  // The first-player marker and the clockwise order from it (S-3, S-7).
  void set_first_player(int p);
  // Stands p's minion on a board space ("hideout.treasure"), on the own room of stack `slot`
  // ("room"), or on the boss ("boss"), as if placed in the city phase.
  void set_minion(int p, const std::string& space, int slot = -1);
  void set_tokens(int p, int slot, int n);  // damage tokens on the room of stack `slot` (S-TOK-1)
  int landmark_index(const std::string& id) const;
  std::vector<std::string> landmark_heroes(const std::string& landmark) const;
  std::vector<std::string> market_ids() const;

  // ---- jumping: clears the agenda and starts the given point of the current round ----
  void start_round();  // next round: beginning phase
  void start_build();  // build phase of the current round (heroes/draws skipped)
  void start_bait();
  void start_adventure();
  void start_end_of_round();
  // Super (S-8): the city phase of the current round, then build, minion, bait, adventure, end.
  void start_city();
  // Super: the minion phase of the current round (S-MINION-1), then bait, adventure, end.
  void start_minion_phase();

  // ---- driving ----
  std::vector<Action> legal() const { return engine.legal_actions(s); }
  std::vector<nlohmann::json> legal_json() const;
  // Applies the legal action whose readable form equals `j` (player = who decides now).
  void act(const nlohmann::json& j);
  bool can(const nlohmann::json& j) const;
  // Passes every spell window / cancel window / optional build until `stop` is true or a
  // decision that is not a pass-able window is pending. Returns false when the game ended.
  bool pass_until(const std::function<bool(const Scenario&)>& stop);
  // Passes every window and builds nothing until the game reaches `phase` (or ends).
  bool pass_to_phase(Phase phase);
  // Passes everything until the round ends (next round's first decision) or the game ends.
  void pass_round();
  // Passes everything until round `r` is over (the first decision of a later round, or the
  // end). Unlike pass_round() it stays right when act() already carried the game past r.
  void finish_round(int r);
  int to_move() const { return engine.to_move(s); }
  DecisionKind decision() const { return s.decision.kind; }

  // ---- observing ----
  int souls(int p) const { return engine.score(s, p).souls; }
  int wounds(int p) const { return engine.score(s, p).wounds; }
  std::vector<std::string> dungeon_ids(int p) const;  // visible top cards, entrance first
  std::vector<std::string> hand_ids(int p) const;
  std::vector<std::string> town_ids() const;
  std::vector<std::string> entrance_ids(int p) const;
  std::vector<std::string> score_ids(int p, bool souls) const;
  std::vector<std::string> ids(const std::vector<int>& cards) const;     // card ids, same order
  std::vector<std::string> discard_ids() const;                          // discard pile(s), pile order
  std::vector<int> damage_to(const std::string& hero) const;             // damage amounts, in order
  std::vector<nlohmann::json> events_of(const std::string& type) const;  // all events seen so far
  bool saw(const std::string& type, const nlohmann::json& fields = nlohmann::json::object()) const;
  // Every card in exactly one place, and the total never changes.
  void check_conservation() const;

  const CardSet& cards;
  Ruleset rules;
  Engine engine;
  EventSink events;  // every event since the start (declared before s: start() fills it)
  GameState s;

 private:
  void remove_everywhere(int card);
  nlohmann::json readable(const Action& a) const;  // action_to_json (with the board in Super)
  void set_agenda(std::initializer_list<TaskKind> bottom_to_top, Phase phase);
  std::vector<int>& deck_of(int card);
};

// A sorted copy (compare card-id lists whose order the rules do not fix).
std::vector<std::string> sorted(std::vector<std::string> v);

}  // namespace bm::test
