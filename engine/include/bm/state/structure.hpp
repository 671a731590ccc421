#pragma once
// The state invariants: facts about one GameState that every state a game can reach satisfies,
// whatever happened before. They are the checker's invariants of the same IDs
// (checker/invariants.cpp, docs/invariants.md), stated here, in the engine, so that the checker
// (after every action) and every reader of a position (a log's snapshot line, bm serve's `start`
// with a `position`, `load`, a conformance vector's position) apply the same test: a state the
// readers accept is never one the checker flags, and one that breaks an invariant is refused,
// naming the field, the invariant and its rule.
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/rules/ruleset.hpp"
#include "bm/state/state.hpp"

namespace bm {

struct StructureFault {
  const char* invariant;   // "INV-ADVANCED-ON-SHARED"
  const char* rules;       // "G-3"
  std::string message;     // what is wrong, with the card ids and the rule
  std::string field = {};  // the field at fault, as a path into a snapshot's state ("state.players[1].hand")
};

// G-3 (INV-ADVANCED-ON-SHARED): in a dungeon stack `cards` (bottom room first), an advanced room
// never starts the stack and always sits on a room sharing at least one treasure type. `where`
// names the stack in the message ("stack 0 of P1").
// BM2-3: a hero may carry an item that shares one of its treasure icons, or a universal item.
bool shares_icon(const CardDesign& item, const CardDesign& hero);

// BM2-21: a treasure icon added for the round (Secret Stash) lets an advanced room be built on a
// room that shares no printed type, and the icon ends as the room is covered, so no later state
// shows why the pair is legal. `built_on_added_icon(lower, upper)` (card instances) names the
// pairs seen built so (the checker watches every build); without it, such a pair is accepted
// whenever the set holds a card that adds icons (adds_treasure_icons), as a snapshot cannot know.
std::optional<StructureFault> stack_fault(const CardSet& cs, std::span<const int> cards, const std::string& where,
                                          const std::function<bool(int lower, int upper)>& built_on_added_icon = {});
// BM2-21: the set holds a card whose ability adds a treasure icon to a room for the round.
bool adds_treasure_icons(const CardSet& cs);

// INV-ELIMINATED (C-14, C-16, BM2-8, S-END-2) for player `p`: only a game that eliminates has an
// eliminated player, only one found with five wounds at an end check, and their hand, dungeon
// and entrance left the game.
// `extra_wounds`: wounds counted at the end check on top of the scoring area (BM2-40, Vorpal
// Blade's `extra_wound` mark, gone once the check is over); -1 when unknown (a snapshot): then a
// set holding a card that adds such wounds (adds_check_wounds) accepts any count.
std::optional<StructureFault> eliminated_fault(const Ruleset& r, const CardSet& cs, const GameState& s, int p,
                                               int extra_wounds = -1);
// BM2-40: the set holds a card that adds wounds at a round's end check (Vorpal Blade).
bool adds_check_wounds(const CardSet& cs);
// BM2-40: the set holds a card whose reward keeps its boss's wounds from making it lose at one
// end check (Extra Life), so a player may begin a round with five wounds and still play.
bool spares_wounded(const CardSet& cs);
// THK022 Orcish Smithy: the set holds a card that hands an item to any hero, treasure and star
// icon ignored (BM2-3's matching then holds only for the items dealt in the beginning phase).
bool hands_items_freely(const CardSet& cs);

// INV-ELIMINATED (C-14): the player the engine waits for is not eliminated.
std::optional<StructureFault> decider_fault(const GameState& s);

// INV-END-TRIGGER facets that hold at every moment: wounds come only from heroes reaching a boss
// in the adventure phase and the end-of-round check settles them, so from the next round's start
// to the adventure a live player of a game that eliminates (C-13, C-14, BM2-8) has fewer than
// five wounds, and a solo player too (SO-6); a hero in the solo Tavern ends the game at once (SO-6).
std::optional<StructureFault> end_trigger_fault(const Ruleset& r, const CardSet& cs, const BoardDef& b,
                                                const GameState& s);

// INV-MINION-OWN (S-BOARD-5) for player `p`: a minion on a room stands on a visible top room of the
// player's own dungeon, one on the boss only after the boss's Level Up.
std::optional<StructureFault> minion_fault(const GameState& s, int p);

// INV-MINION-SPACE (S-BOARD-5): no two minions share a board action space.
std::optional<StructureFault> minion_space_fault(const GameState& s);

// INV-TOKENS (S-TOK-1, SO-5, IP-10): damage tokens are never negative, at most four a room in
// solo, and no more on the table than a finite supply.
std::optional<StructureFault> tokens_fault(const Ruleset& r, const GameState& s);

// INV-MARKET-CLEARED (S-MINION-1): the market is empty from the bait phase to the end of the round.
std::optional<StructureFault> market_fault(const GameState& s);

// INV-CITY-SLOTS (S-BOARD-1, SO-2) and INV-LANDMARK (S-BOARD-2): the city holds at most its slots,
// a landmark other than the Tavern at most one hero. Expects one list per landmark of the board.
std::optional<StructureFault> city_fault(const Ruleset& r, const BoardDef& b, const GameState& s);

// INV-ITEM-ONE-PER-HERO, INV-ITEM-NO-STAR, INV-ITEM-MATCH, INV-ITEM-HOLDER, INV-ITEM-ACTIVE-ONE
// (BM2-3, BM2-4, BM2-7, S-COMPAT-2): the items heroes and bosses hold.
std::optional<StructureFault> item_fault(const CardSet& cs, const GameState& s);

// Every state invariant above, on a whole state (super/solo ones only in those families, the
// item ones only where items are played): the first fault found. The readers of positions call
// this once the state is otherwise well formed (engine/state/snapshot.cpp).
std::optional<StructureFault> state_fault(const Ruleset& r, const CardSet& cs, const BoardDef& b, const GameState& s);

}  // namespace bm
