#pragma once
// Every built-in preset at every player count its family allows (C-1, S-1/S-BOARD-1, SO-1,
// BM2-8: player_range) with every built-in card set it is played with (builtin_card_sets_for),
// so that a test looping over them covers a new preset, family or card set without being
// edited. Used by the random-game test (tests/sim/random_sim_test.cpp).
#include <ostream>
#include <string>
#include <vector>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/game/engine.hpp"
#include "bm/rules/ruleset.hpp"

namespace bm::test {

struct PresetCase {
  std::string preset;
  Ruleset rules;
  int players = 2;
  const CardSet* cards = nullptr;

  // A gtest-safe name: classic_2p, super_3p_super_synthetic, bm2_6p_5p_bm2_synthetic.
  std::string name() const {
    std::string n = preset + "_" + std::to_string(players) + "p";
    if (cards->id != "classic") n += "_" + cards->id;
    for (char& ch : n)
      if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9'))) ch = '_';
    return n;
  }
};

// gtest prints a parameter with this (the test list shows the case, not its bytes).
inline void PrintTo(const PresetCase& c, std::ostream* os) { *os << c.name(); }

inline std::vector<PresetCase> every_preset_case() {
  std::vector<PresetCase> out;
  for (const Preset& p : preset_list()) {
    PresetCase c;
    c.preset = p.name;
    if (!find_preset(p.name, c.rules)) continue;
    const PlayerRange range = player_range(c.rules, builtin_super_board());
    for (const CardSet* set : builtin_card_sets_for(c.rules))
      for (int n = range.min; n <= range.max; ++n) {
        c.players = n;
        c.cards = set;
        out.push_back(c);
      }
  }
  return out;
}

}  // namespace bm::test
