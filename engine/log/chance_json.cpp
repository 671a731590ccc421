#include "bm/log/chance_json.hpp"

#include <algorithm>

#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "bm/core/json_read.hpp"

namespace bm {

using nlohmann::json;

namespace {

constexpr ChanceKind kAllKinds[] = {ChanceKind::boss_deck,     ChanceKind::room_deck, ChanceKind::spell_deck,
                                    ChanceKind::ordinary_deck, ChanceKind::epic_deck, ChanceKind::random_card_from_hand,
                                    ChanceKind::item_deck};

bool is_shuffle_kind(ChanceKind k) { return k != ChanceKind::random_card_from_hand; }

std::string ids_of(const CardSet& cs, std::span<const int> cards, std::size_t most = 12) {
  std::string out;
  for (std::size_t i = 0; i < cards.size() && i < most; ++i) out += (i ? ", " : "") + cs.id_of(cards[i]);
  if (cards.size() > most) out += ", ... (" + std::to_string(cards.size()) + " cards)";
  return out.empty() ? "none" : out;
}

// The deck a declared order stands for: each design, top first, takes the first not yet used
// copy of that design in `deck` (the deck before the shuffle). Copies are interchangeable in
// the readable log, so writer and reader must pick copies the same way. Returns the failing
// position, or -1 when every design was found; `out` is bottom first (engine decks: top = back()).
int canonical_deck(const CardSet& cs, const std::vector<int>& deck, const std::vector<int>& designs_top_first,
                   std::vector<int>& out) {
  std::vector<int> pool = deck;
  std::vector<int> top_first;
  top_first.reserve(deck.size());
  for (std::size_t k = 0; k < designs_top_first.size(); ++k) {
    auto it = std::find_if(pool.begin(), pool.end(),
                           [&](int c) { return c >= 0 && cs.design_of(c) == designs_top_first[k]; });
    if (it == pool.end()) return static_cast<int>(k);
    top_first.push_back(*it);
    *it = -1;
  }
  out.assign(top_first.rbegin(), top_first.rend());
  return -1;
}

}  // namespace

bool chance_kind_from_name(const std::string& name, ChanceKind& out) {
  for (ChanceKind k : kAllKinds)
    if (name == chance_kind_name(k)) {
      out = k;
      return true;
    }
  return false;
}

// ---- RecordingChance ---------------------------------------------------------------------

void RecordingChance::shuffle(ChanceKind what, std::vector<int>& cards, Rng&) {
  const std::vector<int> before = cards;
  rng_.shuffle(cards);
  json order = json::array();
  std::vector<int> designs;
  for (auto it = cards.rbegin(); it != cards.rend(); ++it) {  // top first
    order.push_back(cs_.id_of(*it));
    designs.push_back(cs_.design_of(*it));
  }
  canonical_deck(cs_, before, designs, cards);  // the copies a reader of this order takes
  pending_.push_back({{"shuffle", chance_kind_name(what)}, {"order", std::move(order)}});
}

int RecordingChance::pick(ChanceKind what, std::span<const int> options, Rng&) {
  const int i = rng_.below_int(static_cast<int>(options.size()));
  // Copies of one design are interchangeable: a declared pick names the design, and the reader
  // takes the first option of that design. Record exactly that option so both sides agree.
  const int design = cs_.design_of(options[static_cast<std::size_t>(i)]);
  int first = i;
  for (std::size_t k = 0; k < options.size(); ++k)
    if (cs_.design_of(options[k]) == design) {
      first = static_cast<int>(k);
      break;
    }
  pending_.push_back({{"pick", chance_kind_name(what)}, {"card", cs_.id_of(options[static_cast<std::size_t>(first)])}});
  return first;
}

json RecordingChance::take() {
  json out = std::move(pending_);
  pending_ = json::array();
  return out;
}

// ---- DeclaredChance ----------------------------------------------------------------------

void DeclaredChance::load(const json& list, const std::string& where) {
  decls_.clear();
  raw_.clear();
  next_ = 0;
  where_ = where;
  if (list.is_null()) return;
  if (!list.is_array()) throw InputError(where + ": field 'chance': must be an array of declared outcomes");
  for (std::size_t i = 0; i < list.size(); ++i) {
    const json& d = list[i];
    const std::string at = where + ": field 'chance[" + std::to_string(i) + "]'";
    if (!d.is_object())
      throw InputError(json_field_error(
          where, "chance[" + std::to_string(i) + "]",
          json_type_problem("an object {\"shuffle\":DECK,\"order\":[...]} or {\"pick\":KIND,\"card\":ID}", d)));
    Decl out;
    const bool sh = d.contains("shuffle");
    if (sh == d.contains("pick")) throw InputError(at + ": needs exactly one of \"shuffle\" or \"pick\"");
    const std::string path = "chance[" + std::to_string(i) + "]";
    if (sh) check_json_object(d, where, path, {"shuffle", "order"}, {});
    else check_json_object(d, where, path, {"pick", "card"}, {});
    const json& kind = d[sh ? "shuffle" : "pick"];
    if (!kind.is_string() || !chance_kind_from_name(kind.get<std::string>(), out.kind) ||
        is_shuffle_kind(out.kind) != sh)
      throw InputError(
          at + ": unknown " + (sh ? "deck " : "pick kind ") + kind.dump() +
          (sh ? " (boss_deck, room_deck, spell_deck, ordinary_heroes, epic_heroes)" : " (random_card_from_hand)"));
    out.is_shuffle = sh;
    auto design = [&](const json& id, const std::string& field) {
      if (!id.is_string()) throw InputError(at + ": field '" + field + "': must be a card id string");
      const int dsg = cs_.find(id.get<std::string>());
      if (dsg < 0)
        throw InputError(at + ": field '" + field + "': unknown card id " + id.dump() + " in card set '" + cs_.id +
                         "'" + card_id_hint(cs_, id.get<std::string>()));
      return dsg;
    };
    if (sh) {
      if (!d.contains("order") || !d["order"].is_array())
        throw InputError(at + ": field 'order': must be an array of card ids, top first");
      const json& order = d["order"];
      if (order.size() > static_cast<std::size_t>(cs_.instances()))
        throw InputError(at + ": field 'order': " + std::to_string(order.size()) +
                         " cards, more than the card set has");
      for (std::size_t k = 0; k < order.size(); ++k)
        out.designs.push_back(design(order[k], "order[" + std::to_string(k) + "]"));
    } else {
      if (!d.contains("card")) throw InputError(at + ": field 'card': missing");
      out.designs.push_back(design(d["card"], "card"));
    }
    decls_.push_back(std::move(out));
    raw_.push_back(d);
  }
}

const DeclaredChance::Decl& DeclaredChance::take(ChanceKind what, bool is_shuffle) {
  if (next_ >= decls_.size())
    throw ChanceDivergence(std::string("the engine needs ") + (is_shuffle ? "a shuffle of the " : "a random pick (") +
                           chance_kind_name(what) + (is_shuffle ? "" : ")") + " here, but " + where_ +
                           " declares no more chance outcomes (" + std::to_string(decls_.size()) +
                           " declared, all used)");
  const Decl& d = decls_[next_];
  if (d.kind != what)
    throw ChanceDivergence(std::string("the engine needs ") + (is_shuffle ? "a shuffle of the " : "a random pick (") +
                           chance_kind_name(what) + (is_shuffle ? "" : ")") + " here, but " + where_ + " declares " +
                           raw_[next_].dump().substr(0, 120) + " (chance outcome " + std::to_string(next_) +
                           " of the line)");
  ++next_;
  return d;
}

void DeclaredChance::shuffle(ChanceKind what, std::vector<int>& cards, Rng&) {
  const Decl& d = take(what, true);
  const std::string which = std::string(chance_kind_name(what));
  if (d.designs.size() != cards.size())
    throw ChanceDivergence("impossible declared shuffle of the " + which + ": " + std::to_string(d.designs.size()) +
                           " cards declared, the deck holds " + std::to_string(cards.size()) + " (" +
                           ids_of(cs_, cards) + ")");
  std::vector<int> out;
  const int bad = canonical_deck(cs_, cards, d.designs, out);
  if (bad >= 0)
    throw ChanceDivergence(
        "impossible declared shuffle of the " + which + ": card " + std::to_string(bad) + " of the order (" +
        cs_.designs[static_cast<std::size_t>(d.designs[static_cast<std::size_t>(bad)])].id +
        ") is not in that deck, or more copies of it are declared than the deck holds (the deck holds: " +
        ids_of(cs_, cards, 80) + ")");
  cards = std::move(out);
}

int DeclaredChance::pick(ChanceKind what, std::span<const int> options, Rng&) {
  const Decl& d = take(what, false);
  for (std::size_t k = 0; k < options.size(); ++k)
    if (cs_.design_of(options[k]) == d.designs[0]) return static_cast<int>(k);
  throw ChanceDivergence("impossible declared random pick (" + std::string(chance_kind_name(what)) +
                         "): " + cs_.designs[static_cast<std::size_t>(d.designs[0])].id +
                         " is not among the cards it picks from (" + ids_of(cs_, options, 80) + ")");
}

}  // namespace bm
