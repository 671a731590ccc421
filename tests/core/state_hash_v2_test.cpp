// Hash v2 (docs/state-hash.md#hash-v2): XXH3-64 (seed 0) over the flat 16-bit
// little-endian encoding of the state. The encoding's layout is checked against the document's
// field list restated here (its length from the state's zone sizes, its first units and its RNG
// tail decoded by hand), XXH3 against its published value for the empty input, and the value
// of a fresh 2-player classic start is pinned, so another engine can check its own.
#include <gtest/gtest.h>

#include <span>

#include "bm/core/hash.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/rules/ruleset.hpp"
#include "bm/state/state_hash.hpp"
#include "support/drive.hpp"
#include "support/preset_cases.hpp"

namespace bm {
namespace {

// The document's walk, counted: the number of 16-bit units of a state without items in play.
std::size_t units_by_the_document(const GameState& s) {
  auto vec = [](std::span<const int> v) { return 1 + v.size(); };
  std::size_t n = 1 + 2 + 1 + 1 + vec(s.order);  // num_players, round (2), phase, active, order
  for (const PlayerState& p : s.players) {
    n += 1 + vec(p.boss_choices) + 3 + vec(p.hand);
    n += 1;  // dungeon length
    for (const RoomSlot& r : p.dungeon) n += vec(r.cards) + 6;
    n += 1 + 2 * p.entrance.size() + 1 + 2 * p.score.size();
    n += 4 + 3 + 4;  // four flags, crush_bonus, minion, minion_card, boss_treasure
  }
  for (const auto* v : {&s.boss_deck, &s.room_deck, &s.spell_deck, &s.ordinary_heroes, &s.epic_heroes, &s.discard,
                        &s.spell_discard, &s.town})
    n += vec(*v);
  n += 1 + 1;  // city_left, landmarks length
  for (const auto& l : s.landmarks) n += vec(l);
  n += vec(s.market) + 1 + 1 + vec(s.out_of_game) + vec(s.resolving);
  n += 1 + 8 * s.stack.size() + 1 + 13 * s.agenda.size();
  n += 4 + 6 + 3 + vec(s.reveal_log) + 2 + 1 + vec(s.winners) + 1 + 16;
  return n;
}

unsigned unit(const std::vector<unsigned char>& b, std::size_t k) {
  return static_cast<unsigned>(b[2 * k]) | (static_cast<unsigned>(b[2 * k + 1]) << 8);
}

TEST(StateHashV2, Xxh3IsThePublishedFunction) {
  // XXH3_64bits of no bytes, seed 0 (xxHash's reference value).
  EXPECT_EQ(xxh3_64({}), 0x2D06800538D394C2ULL);
}

TEST(StateHashV2, EncodingOfAFreshTwoPlayerStartFollowsTheDocument) {
  const Engine e = test::engine_for("classic");
  const GameState s = e.start(2, 1);
  const std::vector<unsigned char> b = state_encoding_v2(e, s);
  ASSERT_EQ(b.size(), 2 * units_by_the_document(s));
  EXPECT_EQ(unit(b, 0), 2u);                                                   // num_players
  EXPECT_EQ(unit(b, 1) | (unit(b, 2) << 16), static_cast<unsigned>(s.round));  // round, 32 bits
  EXPECT_EQ(unit(b, 3), static_cast<unsigned>(s.phase));
  EXPECT_EQ(unit(b, 4), static_cast<unsigned>(s.active) & 0xFFFFu);
  EXPECT_EQ(unit(b, 5), 2u);  // order: its length, then the seats
  EXPECT_EQ(unit(b, 6), static_cast<unsigned>(s.order[0]));
  EXPECT_EQ(unit(b, 7), static_cast<unsigned>(s.order[1]));
  EXPECT_EQ(unit(b, 8), static_cast<unsigned>(s.players[0].boss));  // seat 0 begins
  // The last 32 bytes: the four RNG words, each little-endian.
  const auto words = s.rng.words();
  for (std::size_t w = 0; w < 4; ++w)
    for (std::size_t k = 0; k < 8; ++k)
      ASSERT_EQ(b[b.size() - 32 + 8 * w + k], static_cast<unsigned char>((words[w] >> (8 * k)) & 0xFFu));
  // The hash is XXH3-64 of exactly these bytes, and differs from the legacy chain's value.
  EXPECT_EQ(e.hash(s), xxh3_64(b));
  EXPECT_EQ(e.hash(s, StateHashKind::xxh3_v2), xxh3_64(b));
  EXPECT_NE(e.hash(s, StateHashKind::legacy), e.hash(s));
  // Pinned (docs/state-hash.md#hash-v2): bm play --seed 1 logs this on its setup line.
  EXPECT_EQ(b.size(), 610u);
  EXPECT_EQ(hex64(e.hash(s)), "ee4f629c3f30be44");
}

TEST(StateHashV2, MinusOneIsFfFfAndEveryChangeChangesTheHash) {
  const Engine e = test::engine_for("classic");
  GameState s = e.start(2, 1);
  const std::vector<unsigned char> before = state_encoding_v2(e, s);
  // run.player is -1 outside a dungeon run: FF FF somewhere after the agenda.
  ASSERT_EQ(s.run.player, -1);
  const std::uint64_t h0 = e.hash(s);
  s.players[1].hand.push_back(s.room_deck.back());
  EXPECT_EQ(state_encoding_v2(e, s).size(), before.size() + 2);
  EXPECT_NE(e.hash(s), h0);
  GameState t = e.start(2, 1);
  t.actions = 65536;  // beyond 16 bits: the action count is 32 bits wide
  EXPECT_NE(e.hash(t), h0);
}

TEST(StateHashV2, LogsNameItAndTheLegacyEngineWritesNone) {
  Engine e = test::engine_for("classic");
  const auto h = log_header(e, 1, 2);
  EXPECT_EQ(h["state_hash"], "xxh3-v2");
  EXPECT_EQ(h["version"], "1.5");
  e.set_state_hash(StateHashKind::legacy);
  const auto old = log_header(e, 1, 2);
  EXPECT_FALSE(old.contains("state_hash"));
  EXPECT_EQ(old["version"], "1.2");
}

// The hash writes a state's encoding into a fixed buffer with no check per unit when the
// state's bound fits it, else through a checked writer; state_encoding_v2 appends to a vector.
// At every state of random games of every preset and card set, the bound holds and the hash is
// XXH3-64 of the vector's bytes: the fast writer writes exactly the encoding, no more.
class StateHashV2Games : public ::testing::TestWithParam<test::PresetCase> {};

TEST_P(StateHashV2Games, EveryStateHashesItsEncodingWithinItsBound) {
  const test::PresetCase& pc = GetParam();
  const Engine engine = pc.engine();
  test::walk_random_games(pc, engine, 6, 7717u, [&](GameState& s) {
    const std::vector<unsigned char> b = state_encoding_v2(engine, s);
    EXPECT_LE(b.size(), 2 * state_encoding_v2_bound(s)) << pc.name() << " action " << s.actions;
    EXPECT_EQ(engine.hash(s), xxh3_64(b)) << pc.name() << " action " << s.actions;
    return !HasFailure();
  });
}

INSTANTIATE_TEST_SUITE_P(AllPresets, StateHashV2Games, ::testing::ValuesIn(test::every_preset_case()),
                         [](const auto& param_info) { return param_info.param.name(); });

TEST(StateHashV2, AStateLargerThanTheBufferHashesAllItsBytes) {
  // 700 agenda tasks of 13 units each: about 18 KiB of encoding, more than the 8 KiB buffer, so
  // the checked writer sends it on through XXH3's streaming interface; the value is still
  // XXH3-64 of all the bytes, and it depends on the last task too.
  const Engine e = test::engine_for("classic");
  GameState s = e.start(2, 1);
  Task t = s.agenda.front();
  for (int k = 0; k < 700; ++k) s.agenda.push_back(t);
  const std::vector<unsigned char> b = state_encoding_v2(e, s);
  ASSERT_GT(b.size(), 8192u);
  EXPECT_EQ(e.hash(s), xxh3_64(b));
  const std::uint64_t before = e.hash(s);
  s.agenda.back().step += 1;
  EXPECT_NE(e.hash(s), before);
  EXPECT_EQ(e.hash(s), xxh3_64(state_encoding_v2(e, s)));
}

}  // namespace
}  // namespace bm
