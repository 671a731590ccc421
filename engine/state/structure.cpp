#include "bm/state/structure.hpp"

namespace bm {

std::optional<StructureFault> stack_fault(const CardSet& cs, const std::vector<int>& cards, const std::string& where) {
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const CardDesign& d = cs.of(cards[i]);
    if (!d.advanced) continue;
    // G-3: an advanced room is built only on top of a room sharing a treasure type, never as a new stack.
    if (i == 0)
      return StructureFault{"INV-ADVANCED-ON-SHARED", "G-3",
                            "advanced room " + cs.id_of(cards[i]) + " starts " + where +
                                " (G-3: an advanced room is built only on a room sharing a treasure type)"};
    bool shares = false;
    for (int t = 0; t < kTreasureTypes; ++t)
      shares = shares || (d.treasure[static_cast<std::size_t>(t)] > 0 &&
                          cs.of(cards[i - 1]).treasure[static_cast<std::size_t>(t)] > 0);
    if (!shares)
      return StructureFault{"INV-ADVANCED-ON-SHARED", "G-3",
                            "advanced room " + cs.id_of(cards[i]) + " sits on " + cs.id_of(cards[i - 1]) +
                                ", which shares no treasure type, in " + where + " (G-3)"};
  }
  return std::nullopt;
}

}  // namespace bm
