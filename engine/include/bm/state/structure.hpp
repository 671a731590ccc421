#pragma once
// The structural invariants (issue 30 §1): facts about one GameState that every state a game can
// reach satisfies, whatever happened before. They are the checker's invariants of the same IDs
// (checker/invariants.cpp, docs/invariants.md), stated here, in the engine, so that the checker
// (after every action) and the readers of arranged states (a snapshot line, bm serve's `start`
// with a `position`, `load`) apply the same test: an arranged state that breaks one is refused,
// naming the invariant and its rule.
#include <optional>
#include <string>
#include <vector>

#include "bm/cards/card_set.hpp"

namespace bm {

struct StructureFault {
  const char* invariant;  // "INV-ADVANCED-ON-SHARED"
  const char* rules;      // "G-3"
  std::string message;    // what is wrong, with the card ids
};

// G-3 (INV-ADVANCED-ON-SHARED): in a dungeon stack `cards` (bottom room first), an advanced room
// never starts the stack and always sits on a room sharing at least one treasure type. `where`
// names the stack in the message ("stack 0 of P1").
std::optional<StructureFault> stack_fault(const CardSet& cs, const std::vector<int>& cards, const std::string& where);

}  // namespace bm
