#pragma once
// bm cards check: a front end's card list set against one of bm's card sets, card by card and
// fact by fact (docs/cli.md "bm cards check"). Their list is bm's card format, a plain JSON array
// of card records with bm's field names, or a CSV with a header row of those names.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/cards/card.hpp"

namespace bm::cli {

// One of their cards as read: the record with bm's field names, and where it is ("row 4",
// "cards[3]").
struct TheirCard {
  nlohmann::json record;
  std::string at;
};

// Reads their list (InputError naming the place on anything that is not a card list).
std::vector<TheirCard> read_their_cards(const std::string& path);

struct FactDifference {
  std::string card;   // bm's id
  std::string name;   // bm's name
  std::string field;  // "quantity", "treasure.thief", "damage", ...
  nlohmann::json theirs, ours;
  std::string at;  // where in their list
};

struct CardsReport {
  std::size_t compared = 0;  // their cards matched to one of bm's
  std::vector<FactDifference> differences;
  std::vector<const CardDesign*> missing;  // bm's cards their list does not have
  struct Extra {
    std::string id, name, at, hint;  // hint: bm's nearest name, or ""
  };
  std::vector<Extra> extra;  // their cards bm's set does not have
  struct Duplicate {
    std::string card, name, first, again;
  };
  std::vector<Duplicate> duplicates;  // two of their records for one of bm's cards
  std::vector<std::string> ignored;   // their field names that are not facts bm compares (with a hint)
  bool equal() const { return differences.empty() && missing.empty() && extra.empty() && duplicates.empty(); }
};

// Matches each of their cards to one of bm's by id (through `id_map`, their id -> bm's id, when
// it names it) or else by name without case and punctuation, and compares every fact their
// record gives.
CardsReport check_cards(const CardSet& ours, const std::vector<TheirCard>& theirs,
                        const nlohmann::json& id_map = nlohmann::json::object());

nlohmann::json report_json(const CardSet& ours, const CardsReport& r);
std::string report_text(const CardSet& ours, const std::string& their_path, const CardsReport& r);

}  // namespace bm::cli
