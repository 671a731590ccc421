#pragma once
// Shared helpers for the snapshot tests (docs/snapshot.md): engines for every preset and
// random game states reached by the random policy.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bm/cards/card_set.hpp"
#include "bm/game/engine.hpp"
#include "bm/play/policy.hpp"
#include "bm/rules/ruleset.hpp"

namespace bm::test {

struct PresetEngine {
  std::string preset;
  Ruleset rules;
  std::unique_ptr<Engine> engine;
  int min_players = 2, max_players = 4;
};

// One engine per built-in preset (classic card set); the super families also get one on the
// synthetic Super card set (SYN-*), named "<preset>+synthetic".
inline const std::vector<PresetEngine>& preset_engines() {
  static const std::vector<PresetEngine> all = [] {
    std::vector<PresetEngine> v;
    for (const Preset& p : preset_list()) {
      for (int synthetic = 0; synthetic < 2; ++synthetic) {
        PresetEngine pe;
        pe.preset = p.name + (synthetic ? "+synthetic" : "");
        if (!find_preset(p.name, pe.rules)) continue;
        const bool bm2 = pe.rules.family == Family::bm2;
        if (synthetic && !pe.rules.super_like() && !bm2) continue;
        // Boss Monster 2: "+synthetic" is the synthetic bm2 set (items, star hero, portable room).
        pe.engine =
            std::make_unique<Engine>(synthetic ? (bm2 ? builtin_synthetic_bm2_cards() : builtin_synthetic_super_cards())
                                               : builtin_classic_cards(),
                                     pe.rules);
        const PlayerRange pr = player_range(pe.rules, pe.engine->board());
        pe.min_players = pr.min;
        pe.max_players = pr.max;
        if (pe.rules.family == Family::solo) pe.min_players = pe.max_players = 1;
        else if (pe.rules.family == Family::super) {
          pe.min_players = pe.engine->board().min_players;
          pe.max_players = pe.engine->board().max_players;
        }
        v.push_back(std::move(pe));
      }
    }
    return v;
  }();
  return all;
}

// Plays `steps` random-policy actions (fewer if the game ends) from a new game.
inline GameState random_state(const Engine& e, int players, std::uint64_t seed, int steps) {
  GameState s = e.start(players, seed);
  auto policy = make_policy("random", seed ^ 0x51A9u);
  for (int i = 0; i < steps && !s.over; ++i) {
    const auto legal = e.legal_actions(s);
    e.apply(s, legal[policy->choose(e, s, legal)]);
  }
  return s;
}

}  // namespace bm::test
