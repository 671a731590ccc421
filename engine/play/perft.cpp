#include "bm/play/perft.hpp"

#include <string>

namespace bm {

namespace {

// One walk: one vector of legal actions per level, reused across the whole walk (no
// allocation per node once the levels have grown), the chance source and the node budget.
struct Walk {
  const Engine& e;
  ChanceSource* chance;
  std::uint64_t max_nodes;
  std::uint64_t nodes = 0;
  std::vector<std::vector<Action>> levels;

  void visit() {
    if (++nodes > max_nodes && max_nodes != 0) throw PerftLimitReached(max_nodes);
  }

  std::uint64_t count(const GameState& s, int depth) {
    if (depth == 0) return 1;
    if (s.over) return 0;
    visit();
    std::vector<Action>& legal = levels[static_cast<std::size_t>(depth)];
    e.legal_actions(s, legal);
    if (depth == 1) return legal.size();
    std::uint64_t n = 0;
    for (const Action& a : legal) n += count(after(s, a), depth - 1);
    return n;
  }

  GameState after(const GameState& s, const Action& a) {
    visit();
    GameState next = s;
    e.apply_trusted(next, a, nullptr, chance);  // a is from legal_actions of this very state
    return next;
  }

  std::vector<std::pair<Action, std::uint64_t>> divide(const GameState& s, int depth) {
    std::vector<std::pair<Action, std::uint64_t>> out;
    if (depth < 1 || s.over) return out;
    visit();
    for (const Action& a : e.legal_actions(s)) out.emplace_back(a, count(after(s, a), depth - 1));
    return out;
  }
};

Walk walk(const Engine& e, int depth, const PerftOptions& opt) {
  return Walk{e, opt.chance, opt.max_nodes, 0,
              std::vector<std::vector<Action>>(static_cast<std::size_t>(depth > 0 ? depth + 1 : 1))};
}

}  // namespace

std::uint64_t perft(const Engine& e, const GameState& s, int depth, const PerftOptions& opt) {
  Walk w = walk(e, depth, opt);
  return w.count(s, depth);
}

std::vector<std::pair<Action, std::uint64_t>> perft_divide(const Engine& e, const GameState& s, int depth,
                                                           const PerftOptions& opt) {
  Walk w = walk(e, depth, opt);
  return w.divide(s, depth);
}

PerftCounts perft_counts(const Engine& e, const GameState& s, int depth, bool divide, const PerftOptions& opt) {
  Walk w = walk(e, depth, opt);
  PerftCounts out;
  for (int d = 1; d <= depth; ++d) out.counts.push_back(w.count(s, d));
  if (divide) out.divide = w.divide(s, depth);
  out.nodes = w.nodes;
  return out;
}

}  // namespace bm
