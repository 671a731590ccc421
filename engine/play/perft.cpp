#include "bm/play/perft.hpp"

namespace bm {

namespace {

// One vector of legal actions per level, reused across the whole walk (no allocation per node
// once the levels have grown).
std::uint64_t count(const Engine& e, const GameState& s, int depth, std::vector<std::vector<Action>>& levels) {
  if (depth == 0) return 1;
  if (s.over) return 0;
  std::vector<Action>& legal = levels[static_cast<std::size_t>(depth)];
  e.legal_actions(s, legal);
  if (depth == 1) return legal.size();
  std::uint64_t n = 0;
  for (const Action& a : legal) {
    GameState next = s;
    e.apply_trusted(next, a);  // a is from legal_actions of this very state
    n += count(e, next, depth - 1, levels);
  }
  return n;
}

}  // namespace

std::uint64_t perft(const Engine& e, const GameState& s, int depth) {
  std::vector<std::vector<Action>> levels(static_cast<std::size_t>(depth > 0 ? depth + 1 : 1));
  return count(e, s, depth, levels);
}

std::vector<std::pair<Action, std::uint64_t>> perft_divide(const Engine& e, const GameState& s, int depth) {
  std::vector<std::pair<Action, std::uint64_t>> out;
  if (depth < 1 || s.over) return out;
  std::vector<std::vector<Action>> levels(static_cast<std::size_t>(depth + 1));
  for (const Action& a : e.legal_actions(s)) {
    GameState next = s;
    e.apply_trusted(next, a);
    out.emplace_back(a, count(e, next, depth - 1, levels));
  }
  return out;
}

}  // namespace bm
