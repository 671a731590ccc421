#pragma once
// The chance seam. Every random outcome in a game passes through a ChanceSource: by default
// the game's own seeded RNG (GameState::rng); for logs from other front ends, a source that
// replays the outcomes the log declares and checks that each one was possible.
#include <span>
#include <vector>

#include "bm/core/rng.hpp"

namespace bm {

enum class ChanceKind : int {
  boss_deck,
  room_deck,
  spell_deck,
  ordinary_deck,
  epic_deck,              // shuffles
  random_card_from_hand,  // picks
  item_deck,              // shuffle (Boss Monster 2, BM2-2)
};

const char* chance_kind_name(ChanceKind k);

class ChanceSource {
 public:
  virtual ~ChanceSource() = default;
  // Reorders `cards` (top = back) in place.
  virtual void shuffle(ChanceKind what, std::vector<int>& cards, Rng& rng) = 0;
  // Picks an index in [0, options.size()); `options` are card instances.
  virtual int pick(ChanceKind what, std::span<const int> options, Rng& rng) = 0;
};

// The default source: the game's seeded RNG.
class SeededChance final : public ChanceSource {
 public:
  void shuffle(ChanceKind, std::vector<int>& cards, Rng& rng) override { rng.shuffle(cards); }
  int pick(ChanceKind, std::span<const int> options, Rng& rng) override {
    return rng.below_int(static_cast<int>(options.size()));
  }
};

}  // namespace bm
