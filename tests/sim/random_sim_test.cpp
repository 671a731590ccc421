// Random simulation in the spirit of OpenSpiel's RandomSimTest: thousands of seeded games over
// every preset and player count complete; after every action the basic invariants hold.
#include <algorithm>

#include <gtest/gtest.h>

#include "cards/card_set.hpp"
#include "state/census.hpp"
#include "game/internal.hpp"
#include "play/policy.hpp"

namespace {

using namespace bm;

void check_invariants(const Engine& e, const GameState& s, const std::string& where) {
  const CardSet& cs = e.cards();
  // Every card in exactly one place; the count never changes.
  const std::vector<int> seen = card_census(s, cs.instances());
  for (const auto& pl : s.players) {
    // G-2: at most 5 rooms (stacks) in a dungeon.
    ASSERT_LE(pl.dungeon.size(), 5u) << where;
    // Souls and wounds equal what the scoring area holds (G-12).
    int souls = 0, wounds = 0;
    for (const auto& h : pl.score) {
      if (h.soul) souls += cs.of(h.hero).souls;
      else wounds += cs.of(h.hero).souls;
    }
    const auto sc = e.score(s, static_cast<int>(&pl - s.players.data()));
    ASSERT_EQ(sc.souls, souls) << where;
    ASSERT_EQ(sc.wounds, wounds) << where;
  }
  for (int c = 0; c < cs.instances(); ++c) {
    ASSERT_EQ(seen[static_cast<std::size_t>(c)], 1) << where << ": card " << cs.id_of(c);
  }
  if (e.rules().super_like()) {
    const Ruleset& r = e.rules();
    const BoardDef& b = e.board();
    // S-BOARD-1 / SO-2: once arrivals are done the city never holds more heroes than slots.
    const int slots = r.family == Family::solo ? b.solo.city_slots : b.city_slots(s.num_players);
    ASSERT_LE(static_cast<int>(s.town.size()), slots) << where;
    // S-BOARD-2: at most one hero per landmark except the Tavern.
    ASSERT_EQ(s.landmarks.size(), b.landmarks.size()) << where;
    for (std::size_t li = 0; li < b.landmarks.size(); ++li)
      if (!b.landmarks[li].stack) {
        ASSERT_LE(s.landmarks[li].size(), 1u) << where << ": landmark " << b.landmarks[li].id;
      }
    std::vector<int> used;
    for (int p = 0; p < s.num_players; ++p) {
      const PlayerState& pl = s.players[static_cast<std::size_t>(p)];
      if (pl.minion == detail::kMinionHome) continue;
      if (pl.minion == detail::kMinionRoom) {
        // S-BOARD-5: a room space only in the player's own dungeon, on a visible room.
        bool own = false;
        for (const auto& rs : pl.dungeon) own = own || (!rs.cards.empty() && rs.top() == pl.minion_card);
        ASSERT_TRUE(own) << where << ": player " << p << "'s minion is on a room not in their dungeon";
      } else if (pl.minion == detail::kMinionBoss) {
        ASSERT_TRUE(pl.leveled_up) << where << ": boss action space before Level Up (S-BOARD-5)";
      } else {
        // S-BOARD-5: one minion per action space.
        ASSERT_TRUE(std::find(used.begin(), used.end(), pl.minion) == used.end()) << where << ": two minions on space " << pl.minion;
        used.push_back(pl.minion);
      }
    }
    for (const auto& pl : s.players)
      for (const auto& rs : pl.dungeon) {
        ASSERT_GE(rs.tokens, 0) << where;
        if (r.family == Family::solo) {
          ASSERT_LE(rs.tokens, 4) << where << ": SO-5 at most 4 tokens on a room";
        }
      }
    // S-MINION-1: the market's leftovers are discarded at the end of the minion phase.
    if (s.phase == Phase::bait || s.phase == Phase::adventure || s.phase == Phase::end_of_round) {
      ASSERT_TRUE(s.market.empty()) << where;
    }
  }
  // G-24: no epic hero is revealed while ordinary heroes remain in the deck.
  if (!s.ordinary_heroes.empty()) {
    for (int h : s.reveal_log) {
      ASSERT_FALSE(cs.of(h).is_epic()) << where << ": epic " << cs.id_of(h) << " revealed early";
    }
  }
}

struct SimCase {
  std::string preset;
  int players;
  bool synthetic = false;  // the synthetic Super card set (SYN-*) instead of the classic one
};

// S-BOARD-4 / S-CITY-2 / S-CITY-3: a hero is at a landmark only after the overflow or a
// straight-to-landmark arrival put it there (a hero_to_landmark event), and leaves only by a
// summon.
void track_landmarks(const Engine& e, const GameState& s, const EventSink& ev, std::vector<int>& dropped, const std::string& where) {
  for (const auto& x : ev) {
    if (x.type == EventType::hero_to_landmark) dropped.push_back(x.card);
    if (x.type == EventType::summon) {
      auto it = std::find(dropped.begin(), dropped.end(), x.card);
      ASSERT_TRUE(it != dropped.end()) << where << ": summoned a hero that was not at a landmark";
      dropped.erase(it);
    }
  }
  std::vector<int> at;
  for (const auto& l : s.landmarks) at.insert(at.end(), l.begin(), l.end());
  std::sort(at.begin(), at.end());
  std::vector<int> d = dropped;
  std::sort(d.begin(), d.end());
  ASSERT_EQ(at, d) << where << ": heroes at landmarks differ from those sent there";
  (void)e;
}

class RandomSim : public ::testing::TestWithParam<SimCase> {};

TEST_P(RandomSim, GamesCompleteLegallyAndKeepInvariants) {
  const SimCase sc = GetParam();
  Ruleset rules;
  ASSERT_TRUE(find_preset(sc.preset, rules));
  const Engine engine(sc.synthetic ? builtin_synthetic_super_cards() : builtin_classic_cards(), rules);
  const int games = 300;  // x 20 cases = 6,000 games; every tenth plays the `first` policy
  for (int g = 1; g <= games; ++g) {
    const std::uint64_t seed = static_cast<std::uint64_t>(g) * 7919u + static_cast<std::uint64_t>(sc.players);
    auto policy = make_policy(g % 10 == 0 ? "first" : "random", seed);
    EventSink ev;
    GameState s = engine.start(sc.players, seed, &ev);
    check_invariants(engine, s, "setup");
    std::vector<int> dropped;
    track_landmarks(engine, s, ev, dropped, "setup");
    int steps = 0;
    while (!s.over) {
      const auto legal = engine.legal_actions(s);
      ASSERT_FALSE(legal.empty()) << "no legal action but the game is not over: " << sc.preset << " seed " << seed << " step " << steps
                                   << ", decision " << engine.decision_name(s);
      const Action a = legal[policy->choose(engine, s, legal)];
      ASSERT_TRUE(engine.is_legal(s, a));
      ev.clear();
      engine.apply(s, a, &ev);
      const std::string where = sc.preset + " seed " + std::to_string(seed) + " action " + std::to_string(steps);
      check_invariants(engine, s, where);
      if (rules.super_like()) track_landmarks(engine, s, ev, dropped, where);
      if (::testing::Test::HasFatalFailure()) return;
      ASSERT_LT(++steps, rules.max_actions + 1);
    }
    EXPECT_NE(s.end_rule, static_cast<int>(EndReason::max_actions)) << "seed " << seed << " hit the action safety net";
  }
}

INSTANTIATE_TEST_SUITE_P(AllPresets, RandomSim,
                         ::testing::Values(SimCase{"classic", 2}, SimCase{"classic", 3}, SimCase{"classic", 4},
                                           SimCase{"classic-es", 2}, SimCase{"classic-es", 3}, SimCase{"classic-es", 4},
                                           SimCase{"classic-variants", 2}, SimCase{"classic-variants", 4},
                                           SimCase{"classic-immortality", 2}, SimCase{"classic-immortality", 4},
                                           SimCase{"classic-house", 2}, SimCase{"classic-house", 3},
                                           SimCase{"super", 2}, SimCase{"super", 3}, SimCase{"super", 4},
                                           SimCase{"super-literal", 3}, SimCase{"super", 3, true},
                                           SimCase{"solo", 1}, SimCase{"solo-challenge", 1}, SimCase{"solo", 1, true}),
                         [](const auto& param_info) {
                           std::string n = param_info.param.preset + "_" + std::to_string(param_info.param.players) + "p" +
                                           (param_info.param.synthetic ? "_synthetic" : "");
                           std::replace(n.begin(), n.end(), '-', '_');
                           return n;
                         });

// Determinism: same seed, same ruleset, same actions => identical state hashes.
TEST(Determinism, SameSeedSameGame) {
  Ruleset rules;
  ASSERT_TRUE(find_preset("classic", rules));
  const Engine engine(builtin_classic_cards(), rules);
  for (std::uint64_t seed : {1u, 2u, 99u}) {
    auto p1 = make_policy("random", seed);
    auto p2 = make_policy("random", seed);
    GameState a = engine.start(3, seed), b = engine.start(3, seed);
    while (!a.over) {
      ASSERT_EQ(engine.hash(a), engine.hash(b));
      const auto la = engine.legal_actions(a), lb = engine.legal_actions(b);
      ASSERT_EQ(la, lb);
      engine.apply(a, la[p1->choose(engine, a, la)]);
      engine.apply(b, lb[p2->choose(engine, b, lb)]);
      const GameState copy = a;  // clone -> same hash
      ASSERT_EQ(engine.hash(copy), engine.hash(a));
    }
    ASSERT_TRUE(b.over);
    EXPECT_EQ(engine.hash(a), engine.hash(b));
  }
}

}  // namespace
