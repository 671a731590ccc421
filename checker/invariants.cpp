#include "bm/checker/invariants.hpp"

#include <iterator>

namespace bm {

// The invariant catalog (docs/invariants.md): a data table, one row per invariant.
constexpr InvariantInfo kCatalog[] = {
    // Dungeons
    {"INV-ROOMS-MAX", "G-2, BM2-9", "classic super solo bm2",
     "No dungeon ever holds more than five stacks (visible rooms; the boss is not a room), after any action or "
     "placement; seven under the BM2-9 home rule (seven_rooms)."},
    {"INV-ONE-BUILD", "G-4, C-4, S-BUILD-1", "classic super solo bm2",
     "Each player takes at most one build action per build phase (extra rooms come only from card effects)."},
    {"INV-ADVANCED-ON-SHARED", "G-3", "classic super solo bm2",
     "Every advanced room sits directly on a room sharing a treasure type with it; none starts a stack."},
    {"INV-LEVELUP-ONCE", "G-10, G-8, BM2-9", "classic super solo bm2",
     "Level Up fires at most once per player per game, only when the dungeon has five active rooms (a deactivated "
     "room is not counted, G-8), and always by the end of the build phase in which it first has five, or by the "
     "end of the round when a deactivated room held it back; under the BM2-9 home rule (seven_rooms) it fires "
     "exactly once each time a build takes the dungeon from four active rooms or fewer to five or more (never on "
     "the sixth or seventh)."},
    // Heroes
    {"INV-EPIC-LAST", "G-24, SO-2", "classic super solo bm2",
     "No epic hero is revealed while ordinary heroes remain in their deck."},
    {"INV-BAIT-ORDER", "G-15, C-15, S-BAIT-1, IP-14", "classic super solo bm2",
     "Bait looks at the heroes of the town or city row in row order, each exactly once."},
    {"INV-BAIT-STRICT", "G-15, C-9, S-BAIT-1, SO-4, SO-8, BM2-6, BM2-42", "classic super solo bm2",
     "A hero goes only to the dungeon with the strictly highest matching treasure (The Fool: strictly fewest souls); "
     "on a tie or zero it stays (Boss Monster 2 with 5-6 players: the tied heroes go to the tied players as the "
     "reading in force deals them, one each in turn order (BM2-6) or in full passes only, the highest XP first "
     "(BM2-42), and the rest stay); in solo it meets its slot's threshold."},
    {"INV-HERO-FIFO", "G-14, S-ADV-1", "classic super solo bm2",
     "The hero that starts through a dungeon is the one that has waited longest at its entrance."},
    {"INV-HERO-DEATH", "G-12, IP-3", "classic super solo bm2",
     "A hero whose damage reaches its health (the IP-3 threshold of the ruleset) dies in that room: it never enters "
     "another room or reaches the boss."},
    // Cards and scores
    {"INV-CARDS-CONSERVED", "G-1, C-1, C-14, S-1, BM2-2, BM2-3, BM2-4, BM2-7", "classic super solo bm2",
     "Every card instance is in exactly one place at all times (items too: the item deck, waiting in town, on a "
     "hero, a boss's active or just-gained item, face down in a scoring area, or being used); the total never "
     "changes."},
    {"INV-SCORE-AREA", "G-12, G-20", "classic super solo bm2",
     "Souls and wounds are exactly what the scoring area holds (face down souls, face up wounds; ordinary 1, epic "
     "2)."},
    {"INV-ELIMINATED", "C-14, BM2-8, IP-49", "classic bm2",
     "An eliminated player holds no hand, dungeon or entrance cards and is never asked to decide."},
    // Rounds and the end
    {"INV-PHASE-ORDER", "C-6, S-8", "classic super solo bm2",
     "The phases of a round come in the family's order, none twice."},
    {"INV-END-TRIGGER", "C-13, C-14, C-16, IP-6, IP-7, S-END-2, IP-9, SO-6, BM2-8, IP-49", "classic super solo bm2",
     "The game ends exactly when an end condition holds: never a new round while one holds, never an ending whose "
     "condition does not hold, and only at the end-of-round check (the solo Tavern: at once)."},
    {"INV-WINNER", "C-13, IP-4, S-END-2, SO-6, BM2-8", "classic super solo bm2",
     "The winner follows the family's ranking: at least 10 souls first (classic), then souls minus wounds, then the "
     "IP-4 XP tie-break."},
    {"INV-SAFETY-NET", "IP-31, IP-32, IP-6", "classic super solo bm2",
     "No game needs the max_rounds or max_actions safety net to end."},
    // Super and solo board
    {"INV-MINION-SPACE", "S-BOARD-5", "super solo", "No two minions ever share a board action space."},
    {"INV-MINION-ONE", "S-CITY-4, S-BOARD-5", "super solo", "Each player places at most one minion per round."},
    {"INV-MINION-OWN", "S-BOARD-5", "super solo",
     "A minion on a room stands on a visible room of its owner's dungeon; on the boss only after Level Up."},
    {"INV-CITY-SLOTS", "S-BOARD-1, SO-2", "super solo", "The city never holds more heroes than it has slots."},
    {"INV-LANDMARK", "S-BOARD-2, S-BOARD-4, S-CITY-2, S-CITY-3", "super solo",
     "At most one hero per landmark except the Tavern; heroes reach landmarks only by overflow or a straight arrival "
     "and leave only by a summon."},
    {"INV-LANDMARK-TREASURE", "S-CITY-2, S-COMPAT-1, IP-33", "super",
     "A hero pushed out of the city goes to a free landmark of one of its treasure icons, the first one the IP-33 "
     "reading names (left to right on the board, or in printed icon order), and to the Tavern only when none is "
     "free."},
    {"INV-MARKET-CLEARED", "S-MINION-1", "super solo",
     "The market is empty from the bait phase to the end of the round."},
    {"INV-TOKENS", "S-TOK-1, SO-5, IP-10", "super solo",
     "Damage tokens are never negative, at most four per room in solo, and never more than a finite supply."},
    // Boss Monster 2 items, and the same items in Super (S-COMPAT-2: a card set with item cards)
    {"INV-ITEM-ONE-PER-HERO", "BM2-3, S-COMPAT-2", "bm2 super", "No hero ever carries more than one item."},
    {"INV-ITEM-NO-STAR", "BM2-3, S-COMPAT-2", "bm2 super",
     "No hero with the star icon (no_items) ever carries an item."},
    {"INV-ITEM-MATCH", "BM2-2, BM2-3, S-COMPAT-2", "bm2 super",
     "A hero carries only an item sharing one of its treasure icons or a universal item, and at the end of the "
     "beginning phase (Super: the city phase) no revealed item waits while a hero in town could carry it."},
    {"INV-ITEM-HOLDER", "BM2-3, BM2-7, S-COMPAT-2", "bm2 super",
     "A hero carrying an item is in play (town, an entrance, a dungeon; Super: or a landmark): a killed or wounding "
     "hero has handed its item to that boss."},
    {"INV-ITEM-ACTIVE-ONE", "BM2-4, S-COMPAT-2", "bm2 super",
     "A boss has at most one active item; a second one exists only while that boss's keep-one choice is pending."},
    {"INV-ITEM-LANDMARK", "S-COMPAT-2", "super",
     "An item is given only to a hero in the city, never to one at a landmark, and a hero at a landmark carries "
     "exactly the item it was given in the city (none stays none; one it had stays with it)."},
    // The engine itself
    {"INV-LEGAL", "C-5, C-12", "classic super solo bm2",
     "Legal actions exist exactly while the game is not over, all belong to the deciding player, none repeats, and "
     "the engine applies each one it lists."},
    {"INV-HASH-CLONE", "docs/state-hash.md", "classic super solo bm2",
     "A copy of the state has the same hash as the state."},
    {"INV-DETERMINISM", "brief: determinism", "classic super solo bm2",
     "The same seed, ruleset and choices give the same game: the same actions and the same final state hash."},
};

const std::vector<InvariantInfo>& invariant_catalog() {
  static const std::vector<InvariantInfo> list(std::begin(kCatalog), std::end(kCatalog));
  return list;
}

static_assert(std::size(kCatalog) == kInvariants, "Inv and the catalog list the same invariants");

const InvariantInfo* find_invariant(const std::string& id) {
  for (const auto& i : invariant_catalog())
    if (id == i.id) return &i;
  return nullptr;
}

std::string invariant_rules(const std::string& id, Family f) {
  const InvariantInfo* info = find_invariant(id);
  return info ? rule_list(rules_in_family(info->rules, f)) : "";
}

}  // namespace bm
