#pragma once
// Loading and validating card sets (docs/cards.md). Errors name the source, card id and field.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "bm/cards/card.hpp"

namespace bm {

// The most card instances a card set may hold (load_card_set refuses more): the state holds every
// card of its set in one fixed array (bm/state/card_zone.hpp).
inline constexpr int kMaxCardInstances = 1024;

struct Ruleset;

// Parses and validates a card set; throws InputError("<source>: card BMnnn: field 'damage': ...").
CardSet load_card_set(const nlohmann::json& j, const std::string& source);
CardSet load_card_set_file(const std::string& path);
// The classic set compiled into the binary (engine/cards/data/classic.json; docs/cards.md).
const CardSet& builtin_classic_cards();
// The synthetic Super-family test set compiled into the binary (engine/cards/data/
// super_synthetic.json, id "super-synthetic"): the classic set plus the SYN-... cards
// (docs/cards.md "Synthetic cards"). Not printed cards.
const CardSet& builtin_synthetic_super_cards();
// Synthetic Boss Monster 2 cards (items, a star hero, a portable room) on top of classic.
const CardSet& builtin_synthetic_bm2_cards();
// The printed Boss Monster 2 (The Next Level) cards (engine/cards/data/bm2.json, id "bm2") and
// the Tools of Hero-Kind expansion (tools_of_hero_kind.json, id "tools-of-hero-kind"): facts
// with source marks. Every design has its ability; the printed heroes' unknown facts need the
// ruleset option unknown_facts: house (IP-50), and the expansion is played only with `bm2`.
const CardSet& builtin_bm2_cards();
const CardSet& builtin_tools_of_hero_kind_cards();
// "bm2+tools-of-hero-kind": the printed Boss Monster 2 cards with the Tools of Hero-Kind items,
// the same set (designs, id, hash) as the combination --cards bm2,tools-of-hero-kind, by which
// name find_builtin_card_set finds it too. The bm2 family's default set (default_card_set_id),
// played only under unknown_facts: house (IP-50: no source gives the printed heroes'
// player-count icons).
inline constexpr const char* kBm2PrintedCardsId = "bm2+tools-of-hero-kind";
const CardSet& builtin_bm2_printed_cards();
// Several sets as one ("--cards bm2,tools-of-hero-kind"): their designs in order, id "a+b",
// validated (ids unique across them) and hashed like any set. One set is returned as it is.
CardSet combine_card_sets(const std::vector<const CardSet*>& parts);
// Why a game cannot use this set (an expansion alone, cards with pending abilities or unknown
// facts: count and first few), or "" when it can. `unknown_facts_house`: the ruleset plays the
// IP-50 house reading, so unknown facts are no reason (setup sets such designs aside).
std::string unplayable_cards(const CardSet& set, bool unknown_facts_house = false);
// Some design of the set has ability `a` (a rule or a record that only one card needs is kept
// only in games whose cards hold it). Inline: the round's history asks it at every hero that
// enters a room (count_history); a set built without its table reads the designs.
bool designs_have_ability(const CardSet& set, Ability a);
inline bool set_has_ability(const CardSet& set, Ability a) {
  const auto i = static_cast<std::size_t>(a);
  if (i < set.has_ability.size()) return set.has_ability[i];  // filled by count_instances
  return designs_have_ability(set, a);
}
// BM2-4: the adventure-spell abilities an item may carry.
bool item_ability_allowed(Ability a);
// The ability is a Tools of Hero-Kind item's own unit (its power-up and its reward).
bool item_unit(Ability a);
// BM2-3: may this hero carry this item at all? Never a hero with the star icon; otherwise a
// shared treasure icon, or any hero for a universal item (one item per hero is the caller's).
bool item_fits_hero(const CardDesign& item, const CardDesign& hero);
// The built-in set with this id ("classic", "super-synthetic", ...; also
// "bm2,tools-of-hero-kind" for kBm2PrintedCardsId), or nullptr.
const CardSet* find_builtin_card_set(std::string_view id);
// Ids of the built-in sets, in a fixed order.
const std::vector<std::string>& builtin_card_set_ids();
// The built-in sets a ruleset's family is played and checked with by default (bm check's cells,
// the random-game tests): the classic set always; for super and solo also the synthetic Super
// cards (room and boss action spaces, damage tokens, straight-to-landmark heroes: S-BOARD-5,
// S-TOK-1, S-CITY-3); for bm2 also the synthetic items, star hero and portable room
// (BM2-2..BM2-5), and the printed cards (kBm2PrintedCardsId) when the ruleset plays
// unknown_facts: house (IP-50; the bm2 presets do). Classic first.
std::vector<const CardSet*> builtin_card_sets_for(const Ruleset& rules);
// C-3: the bosses a game of `players` players is dealt: one each, or two each under I choose you
// (C-16, IP-25; BM2-44 in bm2; S-3 in Super and solo, where it is always on).
int bosses_dealt(const Ruleset& rules, int players);
// Can this set deal them? Its bosses without an unknown fact (IP-50 sets the others aside) are
// at least bosses_dealt. Engine::start refuses a game it cannot set up (C-3); bm check and the
// random-game generators leave such a set and player count out.
bool deals_bosses(const CardSet& set, const Ruleset& rules, int players);
// The one answer to "which cards does this ruleset play when none are named" (bm play, perft,
// compare, bench, the referee, the fuzzers): its id (a built-in id find_builtin_card_set knows)
// and the set. Classic, Super and solo: the classic cards; Boss Monster 2: the printed cards
// with the Tools of Hero-Kind items (kBm2PrintedCardsId; bm2-synthetic stays for tests).
std::string default_card_set_id(const Ruleset& rules);
const CardSet& default_card_set(const Ruleset& rules);
// " (did you mean 'BM027'?)" for an id not in the set, or "" (bm::did_you_mean).
std::string card_id_hint(const CardSet& set, const std::string& id);
// Canonical JSON of a card set (what its hash covers).
nlohmann::json card_set_to_json(const CardSet& set);
// A card set's hash (CardSet::hash, a log header's `cards.hash`): the Hasher over
// card_set_to_json(set).dump(). load_card_set sets it; the built-in sets carry it known.
std::uint64_t card_set_hash(const CardSet& set);

}  // namespace bm
