// Snapshots round-trip (docs/snapshot.md): for random states of every preset (random player
// count, seed and number of random-policy steps, including mid-effect states and finished
// games), snapshot -> load -> snapshot gives identical JSON, the loaded state equals the
// original, and playing on from both gives the same actions, events and state hashes.
#include <gtest/gtest.h>

#include <algorithm>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "game/internal.hpp"
#include "support/preset_cases.hpp"
#include "bm/state/snapshot.hpp"

namespace {

using namespace bm;
using bm::test::preset_engines;
using bm::test::random_state;

struct Trace {
  std::vector<Action> actions;
  std::vector<EventSink> events;
  std::vector<std::uint64_t> hashes;
};

Trace play_on(const Engine& e, GameState s, std::uint64_t policy_seed, int steps) {
  Trace t;
  auto policy = make_policy("random", policy_seed);
  for (int i = 0; i < steps && !s.over; ++i) {
    const auto legal = e.legal_actions(s);
    const Action a = legal[policy->choose(e, s, legal)];
    EventSink ev;
    e.apply(s, a, &ev);
    t.actions.push_back(a);
    t.events.push_back(ev);
    t.hashes.push_back(e.hash(s));
  }
  return t;
}

RC_GTEST_PROP(SnapshotRoundTrip, EveryPresetRandomStates, ()) {
  const auto& engines = preset_engines();
  const auto& pe = engines[*rc::gen::inRange<std::size_t>(0, engines.size())];
  const Engine& e = *pe.engine;
  const int players = *rc::gen::inRange(pe.min_players, pe.max_players + 1);
  const auto seed = *rc::gen::arbitrary<std::uint64_t>();
  // Mostly early and mid-game states; sometimes far enough to finish the game.
  const int steps = *rc::gen::weightedOneOf<int>(
      {{6, rc::gen::inRange(0, 120)}, {3, rc::gen::inRange(120, 600)}, {1, rc::gen::just(100000)}});
  RC_TAG(pe.preset);
  const GameState s = random_state(e, players, seed, steps);
  if (s.over) RC_TAG("finished");
  if (s.decision.kind == DecisionKind::choose || !s.stack.empty()) RC_TAG("mid-effect");

  const nlohmann::json doc = snapshot_document(e, s);
  const std::string text = doc.dump(2);
  const GameState loaded = snapshot_from_document(e, nlohmann::json::parse(text), "snap");
  RC_ASSERT(loaded == s);
  RC_ASSERT(e.hash(loaded) == e.hash(s));
  RC_ASSERT(snapshot_document(e, loaded).dump(2) == text);
  // The bare state object too.
  RC_ASSERT(state_from_json(e, state_to_json(e, s), "state") == s);

  const auto policy_seed = *rc::gen::arbitrary<std::uint64_t>();
  const Trace a = play_on(e, s, policy_seed, 300);
  const Trace b = play_on(e, loaded, policy_seed, 300);
  RC_ASSERT(a.actions == b.actions);
  RC_ASSERT(a.hashes == b.hashes);
  RC_ASSERT(a.events == b.events);
}

// Every preset appears at least once, whatever RapidCheck draws (a deterministic sweep).
TEST(SnapshotRoundTrip, EveryPresetSweep) {
  for (const auto& pe : preset_engines()) {
    for (int players = pe.min_players; players <= pe.max_players; ++players) {
      for (int steps : {0, 7, 40, 150, 100000}) {
        const GameState s = random_state(*pe.engine, players, 1000u + static_cast<std::uint64_t>(steps), steps);
        const nlohmann::json doc = snapshot_document(*pe.engine, s);
        const GameState loaded = snapshot_from_document(*pe.engine, doc, "snap");
        ASSERT_TRUE(loaded == s) << pe.preset << " " << players << "p steps " << steps;
        ASSERT_EQ(snapshot_document(*pe.engine, loaded), doc) << pe.preset;
      }
    }
  }
}

// BM2-4: a boss's active item is cast like a spell and stands on the stack as one. A snapshot
// taken while it does must load (the validator once asked every spell item for a spell card:
// CheckerStateful found it). Plays bm2 games on the synthetic set until items have been on the
// stack several times, and round-trips each such state.
TEST(SnapshotRoundTrip, ItemCastLikeASpellOnTheStack) {
  int seen = 0;
  for (const auto& pe : preset_engines()) {
    if (pe.rules.family != Family::bm2 || pe.preset.find("+synthetic") == std::string::npos) continue;
    const Engine& e = *pe.engine;
    for (std::uint64_t seed = 1; seed <= 400 && seen < 20; ++seed) {
      GameState s = e.start(pe.min_players, seed);
      auto policy = make_policy("random", seed);
      for (int step = 0; step < 3000 && !s.over; ++step) {
        const bool item_on_stack = std::any_of(s.stack.begin(), s.stack.end(), [&](const StackItem& it) {
          return it.is_spell && e.cards().of(it.card).kind == CardKind::item;
        });
        if (item_on_stack) {
          ++seen;
          const nlohmann::json doc = snapshot_document(e, s);
          const GameState loaded = snapshot_from_document(e, doc, "snap");
          ASSERT_TRUE(loaded == s) << pe.preset << " seed " << seed << " step " << step;
          ASSERT_EQ(snapshot_document(e, loaded), doc);
        }
        const auto legal = e.legal_actions(s);
        e.apply(s, legal[policy->choose(e, s, legal)]);
      }
    }
  }
  EXPECT_GT(seen, 0) << "no bm2 game cast an item: the test would prove nothing";
}

}  // namespace
