#pragma once
// Every built-in preset at every player count its family allows (C-1, S-1/S-BOARD-1, SO-1,
// BM2-8: player_range) with every built-in card set it is played with (builtin_card_sets_for),
// so that a test looping over them covers a new preset, family or card set without being
// edited. Used by the random-game test (tests/sim/random_sim_test.cpp); one case per preset and
// card set for the replay fast-path tests (tests/replay/). Also one engine per
// preset and random states reached by the random policy, for the snapshot tests
// (tests/snapshot/, docs/snapshot.md).
#include <cstdint>
#include <memory>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/game/engine.hpp"
#include "bm/play/policy.hpp"
#include "bm/rules/ruleset.hpp"

namespace bm::test {

struct PresetCase {
  std::string preset;
  Ruleset rules;
  int players = 2;
  const CardSet* cards = nullptr;

  // The engine of this case: its ruleset on its card set.
  Engine engine() const { return Engine(*cards, rules); }

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

// One case per built-in preset with each built-in card set in turn (classic, synthetic Super,
// synthetic bm2: also the sets its family is not played with) at one player count: 1 in solo,
// 6 for the bm2 preset of 5-6 players (bm2_players 2), else 3. For the tests that compare two
// forms of every action, event or hash over many states.
inline std::vector<PresetCase> preset_card_set_samples() {
  std::vector<PresetCase> out;
  for (const CardSet* set :
       {&builtin_classic_cards(), &builtin_synthetic_super_cards(), &builtin_synthetic_bm2_cards()})
    for (const Preset& p : preset_list()) {
      PresetCase c;
      c.preset = p.name;
      if (!find_preset(p.name, c.rules)) throw std::runtime_error("preset_card_set_samples: no preset " + p.name);
      c.cards = set;
      c.players = c.rules.family == Family::solo                              ? 1
                  : c.rules.family == Family::bm2 && c.rules.bm2_players == 2 ? 6
                                                                              : 3;
      out.push_back(c);
    }
  return out;
}

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

// Plays `games` complete games of the case, seeds g * `seed_step` + players (g = 1..games), the
// "random" and "spells" policies in turn, and calls `at(s)` at every state before its action; stops
// as soon as `at` returns false (a fatal test failure).
template <class At>
void walk_random_games(const PresetCase& pc, const Engine& engine, int games, std::uint64_t seed_step, At at) {
  for (int g = 1; g <= games; ++g) {
    const std::uint64_t seed = static_cast<std::uint64_t>(g) * seed_step + static_cast<std::uint64_t>(pc.players);
    auto policy = make_policy(g % 2 == 0 ? "spells" : "random", seed);
    GameState s = engine.start(pc.players, seed);
    std::vector<Action> legal;
    while (!s.over) {
      if (!at(s)) return;
      engine.legal_actions(s, legal);
      engine.apply_trusted(s, legal[policy->choose(engine, s, legal)]);
    }
  }
}

}  // namespace bm::test
