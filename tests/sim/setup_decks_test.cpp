// A game's setup (C-1..C-4, S-2, SO-1, BM2-1/BM2-2) deals from the decks the engine collected once
// for its number of players (Engine::start) and shuffles them in place in the state's zones. Two
// other ways through the same setup must give the same game, event for event: decks collected
// afresh (an observer that wants the options the collection reads) and shuffles handed to a
// chance source as lists (SeededChance, the same draws). Every preset at every player count it
// seats, on every card set it is played with.
#include <gtest/gtest.h>

#include <cstdint>
#include <span>
#include <vector>

#include "bm/game/chance.hpp"
#include "support/preset_cases.hpp"

namespace {

using namespace bm;

class WantsOptions : public Observer {
 public:
  void on_event(const GameState&, const Event&) override {}
  void on_option_consulted(const GameState&, const char*, std::span<const int>) override { ++reports; }
  int reports = 0;
};

TEST(SetupDecks, KeptDecksInPlaceShufflesAndFreshListsStartTheSameGame) {
  int cases = 0;
  for (const test::PresetCase& pc : test::every_preset_case()) {
    const Engine engine = pc.engine();
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      EventSink kept_events, fresh_events, listed_events;
      const GameState kept = engine.start(pc.players, seed, &kept_events);
      WantsOptions observer;
      const GameState fresh = engine.start(pc.players, seed, &fresh_events, nullptr, &observer);
      SeededChance chance;
      const GameState listed = engine.start(pc.players, seed, &listed_events, &chance);
      EXPECT_TRUE(kept == fresh) << pc.name() << " seed " << seed;
      EXPECT_TRUE(kept == listed) << pc.name() << " seed " << seed;
      EXPECT_EQ(engine.hash(kept), engine.hash(fresh)) << pc.name() << " seed " << seed;
      EXPECT_EQ(engine.hash(kept), engine.hash(listed)) << pc.name() << " seed " << seed;
      EXPECT_TRUE(kept_events == fresh_events) << pc.name() << " seed " << seed;
      EXPECT_TRUE(kept_events == listed_events) << pc.name() << " seed " << seed;
      // Every card of the set was dealt once: each is in one zone, or is a seat's boss (C-3).
      std::size_t dealt = static_cast<std::size_t>(kept.arena.used());
      for (int p = 0; p < kept.num_players; ++p) dealt += kept.players[static_cast<std::size_t>(p)].boss >= 0 ? 1 : 0;
      EXPECT_EQ(dealt, static_cast<std::size_t>(pc.cards->instances())) << pc.name() << " seed " << seed;
    }
    ++cases;
  }
  EXPECT_GT(cases, 20);  // every preset, player count and card set (tests/support/preset_cases.hpp)
}

}  // namespace
