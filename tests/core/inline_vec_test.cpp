// The state's lists held in place (bm/state/inline_vec.hpp). The class of defects such a list
// invites, each checked here: an operation that does not do what std::vector's does (checked
// against vectors over long seeded sequences of random operations, across the move to the heap
// and back through copies), a copy or move that shares or loses elements once the list is on the
// heap, and a state copy that still allocates because a list of the state is not held in place.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <exception>
#include <span>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "bm/cards/card_set.hpp"
#include "bm/core/rng.hpp"
#include "bm/game/engine.hpp"
#include "bm/rules/ruleset.hpp"
#include "bm/state/state.hpp"

namespace bm {
namespace {

struct Pair {
  int a = -1;
  int b = 0;
  bool operator==(const Pair&) const = default;
};

template <std::size_t N>
void check_same(const InlineVec<Pair, N>& v, const std::vector<Pair>& m, int step) {
  ASSERT_EQ(v.size(), m.size()) << "step " << step;
  ASSERT_TRUE(v == m) << "step " << step;
  ASSERT_EQ(v.empty(), m.empty()) << "step " << step;
  if (!m.empty()) {
    ASSERT_EQ(v.front(), m.front()) << "step " << step;
    ASSERT_EQ(v.back(), m.back()) << "step " << step;
  }
  ASSERT_GE(v.capacity(), v.size());
}

// Random operations on an InlineVec of 4 in place and on a std::vector, side by side: every
// operation the state's code uses, with lists that grow past 4 (to the heap) and shrink again.
template <std::size_t N>
void run_against_vector(std::uint64_t seed) {
  Rng rng(seed);
  InlineVec<Pair, N> v;
  std::vector<Pair> m;
  for (int step = 0; step < 4000; ++step) {
    const int op = rng.below_int(12);
    const Pair x{rng.below_int(100), step};
    const std::size_t n = m.size();
    switch (op) {
      case 0:
      case 1:
        v.push_back(x);
        m.push_back(x);
        break;
      case 2:
        if (n > 0) {
          v.pop_back();
          m.pop_back();
        }
        break;
      case 3: {
        const auto at = static_cast<std::ptrdiff_t>(rng.below(n + 1));
        v.insert(v.begin() + at, x);
        m.insert(m.begin() + at, x);
        break;
      }
      case 4:
        if (n > 0) {
          const auto at = static_cast<std::ptrdiff_t>(rng.below(n));
          v.erase(v.begin() + at);
          m.erase(m.begin() + at);
        }
        break;
      case 5: {
        const auto a = static_cast<std::ptrdiff_t>(rng.below(n + 1));
        const auto b = a + static_cast<std::ptrdiff_t>(rng.below(n - static_cast<std::size_t>(a) + 1));
        v.erase(v.begin() + a, v.begin() + b);
        m.erase(m.begin() + a, m.begin() + b);
        break;
      }
      case 6: {
        const int cut = rng.below_int(100);
        erase_if(v, [&](const Pair& p) { return p.a < cut / 4; });
        std::erase_if(m, [&](const Pair& p) { return p.a < cut / 4; });
        break;
      }
      case 7: {  // a copy, then the copy goes on alone
        InlineVec<Pair, N> c = v;
        v.clear();
        c.push_back(x);
        m.push_back(x);
        v = c;
        break;
      }
      case 8: {  // a move out and back
        InlineVec<Pair, N> c = std::move(v);
        EXPECT_TRUE(v.empty());  // NOLINT: a moved-from list is empty, as documented
        v = std::move(c);
        break;
      }
      case 9:
        if (n > 0) {
          const std::size_t i = rng.below(n);
          v[i].b = -step;
          m[i].b = -step;
        }
        break;
      case 10: {  // insert a copy of its own element (the source is the list itself)
        if (n > 0) {
          const std::size_t i = rng.below(n);
          v.push_back(v[i]);
          m.push_back(m[i]);
        }
        break;
      }
      case 11:
        if (rng.below_int(8) == 0) {
          v.assign(m.begin(), m.begin() + static_cast<std::ptrdiff_t>(rng.below(n + 1)));
          m.assign(v.begin(), v.end());
        }
        break;
    }
    check_same(v, m, step);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

TEST(InlineVec, EveryOperationDoesWhatAVectorsDoesInPlaceAndOnTheHeap) {
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    run_against_vector<4>(seed);
    run_against_vector<1>(seed);
    if (HasFatalFailure()) return;
  }
}

TEST(InlineVec, ACopyOfAListOnTheHeapOwnsItsOwnElements) {
  InlineVec<int, 2> a{1, 2, 3, 4, 5};  // past 2: on the heap
  InlineVec<int, 2> b = a;
  b[0] = 9;
  b.push_back(6);
  EXPECT_EQ(a, (std::vector<int>{1, 2, 3, 4, 5}));
  EXPECT_EQ(b, (std::vector<int>{9, 2, 3, 4, 5, 6}));
  InlineVec<int, 2> c{7};
  c = a;  // into a list in place
  a.clear();
  EXPECT_EQ(c, (std::vector<int>{1, 2, 3, 4, 5}));
  b = InlineVec<int, 2>{8};  // a list on the heap takes a short one
  EXPECT_EQ(b, (std::vector<int>{8}));
}

// A state list never turns into a std::vector unasked: a function that still takes
// `const std::vector<T>&` must not compile with one, or every call would copy the list to the heap
// unseen (the state hash did so for each seat's entrance and the spell stack, once a state).
TEST(InlineVec, BecomesAVectorOnlyWhenAskedFor) {
  static_assert(!std::is_convertible_v<const InlineVec<int, 4>&, std::vector<int>>);
  static_assert(!std::is_convertible_v<const InlineVec<WaitingHero, kEntranceInPlace>&, std::vector<WaitingHero>>);
  static_assert(std::is_convertible_v<const InlineVec<int, 4>&, std::span<const int>>);
  const InlineVec<int, 2> a{1, 2, 3};
  EXPECT_EQ(a.vec(), (std::vector<int>{1, 2, 3}));
  EXPECT_EQ(static_cast<std::vector<int>>(a), (std::vector<int>{1, 2, 3}));
  const std::span<const int> view = a;
  EXPECT_EQ(view.data(), a.data());  // a view, not a copy
}

// at() checks its index as std::vector's does, and says which index and how many elements.
TEST(InlineVec, AtChecksItsIndexAsAVectorsDoes) {
  InlineVec<int, 2> a{4, 5, 6};  // on the heap
  EXPECT_EQ(a.at(2), 6);
  try {
    (void)a.at(3);
    FAIL() << "at(3) of three elements did not throw";
  } catch (const std::out_of_range& e) { EXPECT_STREQ(e.what(), "index 3 past the list's 3 elements"); }
  const InlineVec<int, 4> b;
  EXPECT_THROW((void)b.at(0), std::out_of_range);
}

// A state whose list has grown past its room copies it whole, and equals its copy.
TEST(InlineVec, AStateListPastItsRoomIsCopiedWhole) {
  GameState s;
  EXPECT_EQ(s.agenda.capacity(), kAgendaInPlace);
  EXPECT_EQ(s.order.capacity(), static_cast<std::size_t>(kMaxPlayers));
  s.agenda.resize(kAgendaInPlace + 1);
  s.agenda.back().player = 3;
  const GameState t = s;
  EXPECT_EQ(t.agenda.size(), kAgendaInPlace + 1);
  EXPECT_EQ(t.agenda.back().player, 3);
  EXPECT_TRUE(t == s);
}

// The in-place rooms are chosen above what real games hold, so that a state copy allocates
// nothing: every state of seeded random games of every preset and player count keeps every list
// in place. A rule change that makes a list longer fails here, and its room is raised with it.
TEST(InlineVec, EveryStateOfRandomGamesOfEveryPresetKeepsItsListsInPlace) {
  auto in_place = [](const auto& list) { return list.capacity() == list.inline_capacity(); };
  int states = 0;
  for (const Preset& p : preset_list()) {
    Ruleset r;
    ASSERT_TRUE(find_preset(p.name, r));
    const Engine e(default_card_set(r), r);
    for (int players = 1; players <= kMaxPlayers; ++players) {
      for (std::uint64_t g = 0; g < 6; ++g) {
        GameState s;
        try {
          s = e.start(players, 500 + g);
        } catch (const std::exception&) {
          break;  // not a player count of this preset
        }
        Rng pick(900 + g);
        std::vector<Action> legal;
        while (!s.over) {
          ++states;
          std::string moved;
          auto note = [&](const char* name, bool ok) {
            if (!ok && moved.empty()) moved = name;
          };
          note("order", in_place(s.order));
          note("stack", in_place(s.stack));
          note("agenda", in_place(s.agenda));
          note("reveal_log", in_place(s.reveal_log));
          note("winners", in_place(s.winners));
          note("round_marks", in_place(s.round_marks));
          note("hero_items", in_place(s.hero_items));
          for (const PlayerState& pl : s.players) {
            note("entrance", in_place(pl.entrance));
            note("score", in_place(pl.score));
          }
          ASSERT_EQ(moved, "") << p.name << ", " << players << " players, seed " << 500 + g << ", action " << s.actions
                               << ": this list of the state moved to the heap";
          e.legal_actions(s, legal);
          ASSERT_FALSE(legal.empty());
          e.apply(s, legal[pick.below(legal.size())]);
        }
      }
    }
  }
  EXPECT_GT(states, 10000);  // the games were played
}

}  // namespace
}  // namespace bm
