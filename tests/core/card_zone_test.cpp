// The flat card zones (bm/state/card_zone.hpp): every shared zone of a state in one array. The
// class of defects such a layout invites, each checked here: a zone that reads another state's
// array after a copy, a loop over one zone that skips or repeats cards when another zone changes
// (a change shifts the zones after it), any operation that does not do what std::vector<int>'s does
// (checked against vectors over long seeded sequences of random operations), a state holding more
// cards than the array, and a card set larger than the array refused when it is read.
#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <span>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "bm/core/rng.hpp"
#include "bm/state/state.hpp"
#include "support/scenario.hpp"

namespace bm {
namespace {

// Each zone of the arena as a member of the state, at its ZoneId: every seat's dungeon stacks,
// the shared zones, then each of the kMaxPlayers seats' own (all six, whatever the number of
// players).
std::array<Zone*, kArenaZones> zones_of(GameState& s) {
  std::array<Zone*, kArenaZones> z{};
  const std::array<Zone*, kSharedZones> shared{
      &s.boss_deck, &s.room_deck, &s.spell_deck,  &s.ordinary_heroes, &s.epic_heroes, &s.discard,      &s.spell_discard,
      &s.town,      &s.market,    &s.out_of_game, &s.resolving,       &s.item_deck,   &s.items_waiting};
  for (std::size_t i = 0; i < shared.size(); ++i) z[static_cast<std::size_t>(ZoneId::boss_deck) + i] = shared[i];
  for (int p = 0; p < kMaxPlayers; ++p) {
    PlayerState& pl = s.players[static_cast<std::size_t>(p)];
    z[static_cast<std::size_t>(player_zone_id(p, PlayerZone::boss_choices))] = &pl.boss_choices;
    z[static_cast<std::size_t>(player_zone_id(p, PlayerZone::hand))] = &pl.hand;
    z[static_cast<std::size_t>(player_zone_id(p, PlayerZone::scored_items))] = &pl.scored_items;
    for (int k = 0; k < kDungeonCapacity; ++k)
      z[static_cast<std::size_t>(room_zone_id(p, k))] = &pl.dungeon[static_cast<std::size_t>(k)].cards;
  }
  for (Zone* zone : z) EXPECT_NE(zone, nullptr) << "a zone of the arena missing from the list";
  return z;
}

TEST(CardZone, ACopyReadsAndChangesOnlyItsOwnCards) {
  GameState a;
  a.room_deck = {1, 2, 3};
  a.town = {7};
  GameState b = a;
  b.room_deck.push_back(4);
  b.discard.push_back(9);  // shifts the town in b's array, not in a's
  EXPECT_EQ(a.room_deck, (std::vector<int>{1, 2, 3}));
  EXPECT_TRUE(a.discard.empty());
  EXPECT_EQ(a.town, (std::vector<int>{7}));
  EXPECT_EQ(b.room_deck, (std::vector<int>{1, 2, 3, 4}));
  EXPECT_EQ(b.town, (std::vector<int>{7}));
  EXPECT_FALSE(a == b);
  GameState c;
  c = b;  // assignment, into a state with cards of its own
  EXPECT_EQ(c.discard, (std::vector<int>{9}));
  EXPECT_TRUE(c == b);
}

TEST(CardZone, EachSeatsZonesAreItsOwnInEveryCopy) {
  GameState a;
  a.players.reset(3);
  a.players[0].hand = {1, 2};
  a.players[2].hand = {5};
  a.players[1].scored_items = {8};
  GameState b = a;
  b.players[0].hand.push_back(3);  // shifts seat 1's and seat 2's zones in b's array only
  b.players[1].boss_choices = {40, 41};
  EXPECT_EQ(a.players[0].hand, (std::vector<int>{1, 2}));
  EXPECT_EQ(a.players[2].hand, (std::vector<int>{5}));
  EXPECT_TRUE(a.players[1].boss_choices.empty());
  EXPECT_EQ(b.players[0].hand, (std::vector<int>{1, 2, 3}));
  EXPECT_EQ(b.players[1].scored_items, (std::vector<int>{8}));
  EXPECT_EQ(b.players[2].hand, (std::vector<int>{5}));
  EXPECT_FALSE(a == b);
  GameState c;
  c = b;
  EXPECT_TRUE(c == b);
  EXPECT_EQ(c.players.size(), 3u);
  EXPECT_EQ(c.players[1].boss_choices, (std::vector<int>{40, 41}));
}

// A copy's seats out of play (kept as a reset leaves them) are seats of the copy: their zones
// find the copy's own array, not the original's, when the copy is reseated, given cards in those
// seats, and copied again.
TEST(CardZone, ACopysSeatsOutOfPlayUseTheCopysOwnArray) {
  GameState a;
  a.players.reset(2);
  a.players[1].hand = {4, 6};
  a.town = {7};
  auto b = std::make_unique<GameState>(a);  // elsewhere in memory than a
  EXPECT_TRUE(*b == a);
  b->players.reset(5);  // seats 2-4 come into play in the copy only
  b->players[4].hand = {11, 12};
  b->players[3].dungeon.add_back().cards.push_back(13);
  b->players[2].scored_items = {14};
  EXPECT_EQ(b->players[4].hand, (std::vector<int>{11, 12}));
  EXPECT_EQ(b->players[3].dungeon[0].cards, (std::vector<int>{13}));
  EXPECT_EQ(b->town, (std::vector<int>{7}));
  EXPECT_EQ(b->arena.used(), 5);
  EXPECT_EQ(a.arena.used(), 3);  // the original's array is untouched
  EXPECT_EQ(a.players.size(), 2u);
  EXPECT_EQ(a.players[1].hand, (std::vector<int>{4, 6}));
  EXPECT_TRUE(a.players[4].hand.empty());
  const GameState c = *b;  // a copy of the copy: five seats copied, one fresh
  EXPECT_TRUE(c == *b);
  EXPECT_EQ(c.players[4].hand, (std::vector<int>{11, 12}));
}

TEST(CardZone, ResettingTheSeatsEmptiesEverySeatEvenOnesNoLongerPlaying) {
  GameState s;
  s.players.reset(4);
  s.players[3].hand = {9, 10};
  s.players[3].boss = 2;
  s.players[0].dungeon.add_back().cards.push_back(5);
  s.players.reset(2);  // two seats now: seat 3's cards must not stay in the array
  EXPECT_EQ(s.players.size(), 2u);
  EXPECT_EQ(s.arena.used(), 0);
  EXPECT_TRUE(s.players[0].dungeon.empty());
  EXPECT_EQ(s.players[3].boss, -1);
  EXPECT_THROW(s.players.reset(kMaxPlayers + 1), std::length_error);
  // A seat cannot be copied out of its state (its zones would point at nothing): only whole
  // states are copied.
  static_assert(!std::is_copy_constructible_v<PlayerState>);
  static_assert(!std::is_copy_constructible_v<Dungeon>);   // nor a dungeon out of its seat
  static_assert(!std::is_copy_constructible_v<RoomSlot>);  // nor a stack out of its dungeon
  static_assert(!std::is_copy_assignable_v<RoomSlot>);
  static_assert(std::is_copy_constructible_v<GameState>);
}

TEST(CardZone, CardsTakenFromTheArrayItselfAreCopiedBeforeTheArrayMoves) {
  // A vector's or a span's ints go into the array straight, unless they are in the array: a
  // change moves the cards after it, so those are copied first.
  GameState s;
  s.town = {7, 8, 9};
  const std::span<const int> town = s.town.span();
  s.discard.assign(town.begin(), town.end());  // discard comes before town: the town shifts
  EXPECT_EQ(s.discard, (std::vector<int>{7, 8, 9}));
  EXPECT_EQ(s.town, (std::vector<int>{7, 8, 9}));
  const std::span<const int> again = s.town.span();
  s.town.insert(s.town.begin() + 1, again.begin(), again.end());  // a zone into itself
  EXPECT_EQ(s.town, (std::vector<int>{7, 7, 8, 9, 8, 9}));
  const std::vector<int> outside{1, 2};
  s.room_deck.insert(s.room_deck.end(), outside.begin(), outside.end());
  EXPECT_EQ(s.room_deck, (std::vector<int>{1, 2}));
  EXPECT_EQ(s.town, (std::vector<int>{7, 7, 8, 9, 8, 9}));
}

TEST(CardZone, AtChecksItsIndexAsAVectorsDoes) {
  GameState s;
  s.players.reset(2);
  s.players[1].hand = {4, 6};
  EXPECT_EQ(s.players[1].hand.at(1), 6);
  EXPECT_THROW((void)s.players[1].hand.at(2), std::out_of_range);
  EXPECT_THROW((void)s.town.at(0), std::out_of_range);
}

TEST(CardZone, ALoopOverOneZoneSeesEachCardOnceWhileAnEarlierZoneGrows) {
  GameState s;
  s.town = {10, 11, 12, 13};
  std::vector<int> seen;
  for (int hero : s.town) {
    seen.push_back(hero);
    s.room_deck.push_back(hero);  // room_deck comes before town in the array: town shifts right
    s.boss_deck.clear();
  }
  EXPECT_EQ(seen, (std::vector<int>{10, 11, 12, 13}));
  for (int card : s.room_deck) s.room_deck.size() < 8 ? s.discard.push_back(card) : void();
  EXPECT_EQ(s.discard, (std::vector<int>{10, 11, 12, 13}));
  EXPECT_EQ(s.town, (std::vector<int>{10, 11, 12, 13}));
}

// One random operation on zone k of the state and on its model vector.
void random_op(Rng& rng, Zone& z, std::vector<int>& m, int& next) {
  const int op = rng.below_int(8);
  const auto at = [&](bool end_ok) {
    const int n = static_cast<int>(m.size()) + (end_ok ? 1 : 0);
    return n == 0 ? 0 : rng.below_int(n);
  };
  if (op <= 1) {
    z.push_back(next);
    m.push_back(next++);
  } else if (op == 2 && !m.empty()) {
    z.pop_back();
    m.pop_back();
  } else if (op == 3) {
    const int i = at(true);
    z.insert(z.begin() + i, next);
    m.insert(m.begin() + i, next++);
  } else if (op == 4 && !m.empty()) {
    const int i = at(false), j = i + rng.below_int(static_cast<int>(m.size()) - i + 1);
    z.erase(z.begin() + i, z.begin() + j);
    m.erase(m.begin() + i, m.begin() + j);
  } else if (op == 5 && !m.empty()) {
    const int i = at(false);
    z[static_cast<std::size_t>(i)] = next;
    m[static_cast<std::size_t>(i)] = next++;
  } else if (op == 6 && rng.below_int(6) == 0) {
    z.clear();
    m.clear();
  } else if (op == 7) {
    const std::vector<int> more{next, next + 1};
    next += 2;
    z.insert(z.end(), more.begin(), more.end());
    m.insert(m.end(), more.begin(), more.end());
  }
}

TEST(CardZone, EveryOperationDoesWhatAVectorsDoes) {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Rng rng(seed);
    GameState s;
    std::array<std::vector<int>, kArenaZones> model;
    const auto zones = zones_of(s);
    int next = 0;
    for (int step = 0; step < 400; ++step) {
      const auto k = static_cast<std::size_t>(rng.below_int(kArenaZones));
      random_op(rng, *zones[k], model[k], next);
      if (step % 97 == 0) {
        const GameState copy = s;  // a copy holds the same cards
        ASSERT_TRUE(copy == s);
      }
      for (std::size_t z = 0; z < zones.size(); ++z)
        ASSERT_EQ(zones[z]->vec(), model[z]) << "seed " << seed << " step " << step << " zone " << z;
    }
  }
}

// A dungeon's stacks are zones of the array too (Dungeon): a new stack at the entrance side, a
// stack removed, two stacks swapped (G-6) move each stack's cards and flags together, and touch no
// other zone. Checked against a vector of (cards, flags) per seat over seeded random operations,
// with a bystander hand, and on copies of the state.
TEST(CardZone, DungeonStacksMoveWithTheirCardsAndFlags) {
  using Stack = std::pair<std::vector<int>, RoomFlags>;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Rng rng(seed);
    GameState s;
    s.players.reset(3);
    s.players[1].hand = {400, 401, 402};
    std::array<std::vector<Stack>, 3> model;
    int next = 0;
    auto same = [&](const GameState& g, int step) {
      for (std::size_t p = 0; p < 3; ++p) {
        const Dungeon& dg = g.players[p].dungeon;
        const auto& m = model[p];
        if (dg.size() != m.size()) return testing::AssertionFailure() << "seat " << p << " step " << step << " size";
        for (std::size_t k = 0; k < m.size(); ++k)
          if (dg[k].cards.vec() != m[k].first || !(static_cast<const RoomFlags&>(dg[k]) == m[k].second))
            return testing::AssertionFailure() << "seat " << p << " step " << step << " stack " << k;
        for (std::size_t k = m.size(); k < static_cast<std::size_t>(kDungeonCapacity); ++k)
          if (!dg[k].cards.empty()) return testing::AssertionFailure() << "seat " << p << " unbuilt stack " << k;
      }
      if (g.players[1].hand.vec() != std::vector<int>{400, 401, 402}) return testing::AssertionFailure() << "hand";
      return testing::AssertionSuccess();
    };
    for (int step = 0; step < 300; ++step) {
      const auto p = static_cast<std::size_t>(rng.below_int(3));
      Dungeon& dg = s.players[p].dungeon;
      auto& m = model[p];
      const int op = rng.below_int(7);
      const int n = static_cast<int>(m.size());
      const auto k = static_cast<std::size_t>(n > 0 ? rng.below_int(n) : 0);
      if (op == 0 && n < kDungeonCapacity) {
        dg.add_front().cards.push_back(next);
        m.insert(m.begin(), Stack{{next++}, {}});
      } else if (op == 1 && n < kDungeonCapacity) {
        dg.add_back().cards.push_back(next);
        m.push_back(Stack{{next++}, {}});
      } else if (op == 2 && n > 0) {
        dg.erase(dg.begin() + k);
        m.erase(m.begin() + static_cast<long>(k));
      } else if (op == 3 && n > 0) {
        const auto j = static_cast<std::size_t>(rng.below_int(n));
        dg.swap_stacks(k, j);
        std::swap(m[k], m[j]);
      } else if (op == 4 && n > 0) {
        dg[k].cards.push_back(next);
        m[k].first.push_back(next++);
      } else if (op == 5 && n > 0) {
        dg[k].tokens = m[k].second.tokens = rng.below_int(4);
        dg[k].face_down = m[k].second.face_down = !m[k].second.face_down;
        dg[k].bonus_damage = m[k].second.bonus_damage = rng.below_int(5) - 2;
      } else if (op == 6 && n > 0 && m[k].first.size() > 1) {
        dg[k].cards.pop_back();
        m[k].first.pop_back();
      }
      ASSERT_TRUE(same(s, step)) << "seed " << seed;
      if (step % 50 == 0) {
        const GameState copy = s;
        ASSERT_TRUE(copy == s);
        ASSERT_TRUE(same(copy, step)) << "copy, seed " << seed;
      }
    }
  }
  GameState s;
  s.players.reset(1);
  for (int k = 0; k < kDungeonCapacity; ++k) s.players[0].dungeon.add_front().cards.push_back(k);
  EXPECT_THROW(s.players[0].dungeon.add_front(), std::length_error);
  EXPECT_THROW(s.players[0].dungeon.add_back(), std::length_error);
  EXPECT_THROW(static_cast<void>(s.players[0].dungeon.at(static_cast<std::size_t>(kDungeonCapacity))),
               std::out_of_range);
}

TEST(CardZone, MoreCardsThanTheArrayHoldsIsRefusedNotWrittenPastIt) {
  GameState s;
  for (int i = 0; i < CardArena::kWords; ++i) (i % 2 ? s.discard : s.town).push_back(i);
  EXPECT_THROW(s.room_deck.push_back(1), std::length_error);
  EXPECT_EQ(s.town.size() + s.discard.size(), static_cast<std::size_t>(CardArena::kWords));
  EXPECT_TRUE(s.room_deck.empty());
}

TEST(CardZone, ACardSetLargerThanTheArrayIsRefusedWhenRead) {
  // The classic set with every design at 20 copies: 96 designs, 1,920 cards, past the 1,024 the
  // state holds.
  nlohmann::json j = card_set_to_json(builtin_classic_cards());
  for (auto& card : j["cards"]) card["quantity"] = 20;
  try {
    (void)load_card_set(j, "big.json");
    FAIL() << "a set of 1,920 cards was accepted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("more than 1024 card instances"), std::string::npos) << e.what();
  }
  for (auto& card : j["cards"]) card["quantity"] = 1;  // 96 cards: read
  EXPECT_NO_THROW((void)load_card_set(j, "small.json"));
}

}  // namespace
}  // namespace bm
