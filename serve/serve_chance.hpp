#pragma once
// Declared chance through bm serve (docs/protocol.md#declared-chance). The client states each
// random outcome in the log's form ({"shuffle":KIND,"order":[...]}, {"pick":KIND,"card":ID})
// on the request that causes it. When the engine needs one more outcome than the request
// supplied, it stops with ChanceNeeded, which says what it needs: which deck and the cards in
// it, or which random pick and its options. The request is then answered with an error, the
// game stays as it was, and the client repeats the request with the outcome added.
#include <stdexcept>
#include <string>
#include <span>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/cards/card.hpp"
#include "bm/game/chance.hpp"
#include "bm/log/chance_json.hpp"

namespace bm::serve {

struct ChanceNeeded : std::runtime_error {
  explicit ChanceNeeded(nlohmann::json need_)
      : std::runtime_error("the game needs a chance outcome"), need(std::move(need_)) {}
  nlohmann::json need;  // {"shuffle":KIND,"cards":[...],"count":N} or {"pick":KIND,"options":[...]}
};

class ServeChance final : public ChanceSource {
 public:
  // `list`: the request's declarations (null: none). Throws RpcError(kChanceRejected) when
  // malformed.
  ServeChance(const CardSet& cs, const nlohmann::json& list);
  void shuffle(ChanceKind what, std::vector<int>& cards, Rng& rng) override;
  int pick(ChanceKind what, std::span<const int> options, Rng& rng) override;
  // After the engine is done: throws RpcError(kChanceRejected) if declarations were left over.
  void check_all_used() const;
  std::size_t used() const { return used_; }

 private:
  nlohmann::json ids(std::span<const int> cards) const;
  const CardSet& cs_;
  DeclaredChance inner_;
  std::size_t used_ = 0;
};

}  // namespace bm::serve
