#pragma once
// Player policies: how a seat chooses among the legal actions. Policies are not rules; each
// has its own seeded stream, separate from the game's chance (brief: determinism).
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bm/core/rng.hpp"
#include "bm/game/engine.hpp"

namespace bm {

class Policy {
 public:
  virtual ~Policy() = default;
  virtual std::size_t choose(const Engine& e, const GameState& s, const std::vector<Action>& legal) = 0;
};

// "random": uniform over the legal actions. "first": always the first legal action.
// "spells": casts, activates and cancels whenever it can. "bait": builds for the greatest
// treasure lead, never passes a build, no spells. "hoard": keeps its cards (no spells, passes
// half its builds, keeps, declines). "stall": plays for the deck-out endings (IP-6, SO-6 (3)):
// with other players it casts no spells and keeps its treasure level with theirs so that no
// hero is lured; alone it builds the strongest rooms and casts whenever it can. Each seeded
// policy has its own stream.
std::unique_ptr<Policy> make_policy(const std::string& name, std::uint64_t seed);
std::vector<std::string> policy_names();

}  // namespace bm
