#include "serve_chance.hpp"

#include "bm/core/error.hpp"
#include "bm/serve/rpc.hpp"

namespace bm::serve {

using nlohmann::json;

ServeChance::ServeChance(const CardSet& cs, const json& list) : cs_(cs), inner_(cs) {
  if (!list.is_null() && !list.is_array())
    throw RpcError(kInvalidParams, "parameter 'chance' must be an array of declarations (docs/log-format.md)");
  try {
    inner_.load(list, "chance");
  } catch (const InputError& e) { throw RpcError(kChanceRejected, e.what()); }
}

json ServeChance::ids(std::span<const int> cards) const {
  json out = json::array();
  for (int c : cards) out.push_back(cs_.id_of(c));
  return out;
}

void ServeChance::shuffle(ChanceKind what, std::vector<int>& cards, Rng& rng) {
  if (inner_.unused() == 0)
    throw ChanceNeeded(json{{"shuffle", chance_kind_name(what)}, {"cards", ids(cards)}, {"count", cards.size()}});
  try {
    inner_.shuffle(what, cards, rng);
  } catch (const ChanceDivergence& e) { throw RpcError(kChanceRejected, e.what(), json{{"declaration", used_}}); }
  ++used_;
}

int ServeChance::pick(ChanceKind what, std::span<const int> options, Rng& rng) {
  if (inner_.unused() == 0) throw ChanceNeeded(json{{"pick", chance_kind_name(what)}, {"options", ids(options)}});
  int chosen = 0;
  try {
    chosen = inner_.pick(what, options, rng);
  } catch (const ChanceDivergence& e) { throw RpcError(kChanceRejected, e.what(), json{{"declaration", used_}}); }
  ++used_;
  return chosen;
}

void ServeChance::check_all_used() const {
  if (inner_.unused() > 0)
    throw RpcError(
        kChanceRejected,
        std::to_string(inner_.unused()) + " declaration(s) not used: the engine needed only " + std::to_string(used_),
        json{{"first_unused", inner_.first_unused()}});
}

}  // namespace bm::serve
