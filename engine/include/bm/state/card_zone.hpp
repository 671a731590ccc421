#pragma once
// The state's card zones held flat: every card of the shared zones (decks, piles, town, market,
// items) sits in ONE fixed array of the state, zone after zone, each zone a run of card ids
// (CardArena). A copy of it copies one run of ints, with no allocation; it is the first part of
// the flat state (docs/decisions.md, "The flat state, step by step"): the player zones follow.
//
// A `Zone` is a member of GameState that names its zone and finds the state's arena by its own
// offset to it, which stays right in every copy of the state (the offset is relative). So a zone
// is used as a std::vector<int> was (push_back, insert, erase, iteration, [], ==), but it cannot
// be copied out of its state (use vec()) and a reference into it lasts only until the next change
// of ANY zone (a change shifts the zones after it). Iterators hold an index, not an address: a
// loop over one zone may change the others.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "bm/cards/card_set.hpp"
#include "bm/rules/constants.hpp"

namespace bm {

// The most room stacks a dungeon holds: 7 (BM2-9 seven_rooms; G-2: 5 otherwise), and one more
// for the mutation test's sixth-room mutant (core/mutation.hpp), which must build it to be caught.
inline constexpr int kDungeonCapacity = kMaxRoomsSeven + 1;
// Every seat's dungeon stacks (Dungeon): kDungeonCapacity zones a seat, seat after seat.
inline constexpr int kRoomZones = kMaxPlayers * kDungeonCapacity;

// The zones of the arena, in the arena's order: every seat's dungeon stacks, then the shared
// zones, then each seat's own zones (PlayerZone) seat after seat, so the arena has room for
// kMaxPlayers seats' zones whatever the game's number of players (a seat not in the game keeps
// its zones empty). A change of a zone moves the starts of the zones after it only: the zones
// that change most (decks, piles, hands) come last, the stacks that change only at a build or a
// destruction first.
enum class ZoneId : std::uint8_t {
  rooms_ = 0,  // the first seat's stack 0 (room_zone_id)
  boss_deck = kRoomZones,
  room_deck,
  spell_deck,
  ordinary_heroes,
  epic_heroes,
  discard,
  spell_discard,
  town,
  market,
  out_of_game,
  resolving,
  item_deck,
  items_waiting,
  players_  // the first seat's first zone (player_zone_id)
};
// A seat's own card zones (PlayerState) but its stacks, in the arena's order within the seat.
enum class PlayerZone : std::uint8_t { boss_choices, hand, scored_items, count_ };
inline constexpr int kSharedZones = static_cast<int>(ZoneId::players_) - static_cast<int>(ZoneId::boss_deck);
inline constexpr int kZonesPerSeat = static_cast<int>(PlayerZone::count_);
inline constexpr int kArenaZones = kRoomZones + kSharedZones + kZonesPerSeat * kMaxPlayers;
// The arena's zone `k` of seat `seat` (0 <= seat < kMaxPlayers).
constexpr ZoneId player_zone_id(int seat, PlayerZone k) {
  return static_cast<ZoneId>(static_cast<int>(ZoneId::players_) + kZonesPerSeat * seat + static_cast<int>(k));
}
// The zone of room stack `stack` of seat `seat`'s dungeon (0 <= stack < kDungeonCapacity).
constexpr ZoneId room_zone_id(int seat, int stack) { return static_cast<ZoneId>(kDungeonCapacity * seat + stack); }

struct CardArena {
  static constexpr int kWords = kMaxCardInstances;  // every card is in exactly one zone
  static_assert(kWords <= 32767, "zone starts are 16-bit");
  // Zone z holds ids[start[z] .. start[z + 1]); 16-bit, so that a change's shift of the starts
  // after it is a few vector adds.
  std::array<std::int16_t, kArenaZones + 1> start{};
  std::array<int, kWords> ids;  // only ids[0 .. used()) are ever read

  CardArena() = default;
  CardArena(const CardArena& o) : start(o.start) { copy_ids(o); }
  CardArena& operator=(const CardArena& o) {
    start = o.start;
    copy_ids(o);
    return *this;
  }
  bool operator==(const CardArena& o) const {
    return start == o.start && std::equal(ids.data(), ids.data() + used(), o.ids.data());
  }
  int used() const { return start[kArenaZones]; }
  int begin_of(ZoneId z) const { return start[static_cast<std::size_t>(z)]; }
  int end_of(ZoneId z) const { return start[static_cast<std::size_t>(z) + 1]; }
  int size_of(ZoneId z) const { return end_of(z) - begin_of(z); }
  // Replaces `erase` cards at `pos` of zone z by the n cards at `src` (which may not point into
  // this arena): the zones after z shift. Throws std::length_error past kWords.
  void replace(ZoneId z, int pos, int erase, const int* src, int n);
  // One card on top of zone z (its end), and the top card off it: replace's common cases.
  void push(ZoneId z, int card) {
    const int at = end_of(z);
    const int total = used();
    if (total >= kWords) too_many();
    if (total > at)
      std::memmove(ids.data() + at + 1, ids.data() + at, static_cast<std::size_t>(total - at) * sizeof(int));
    ids[static_cast<std::size_t>(at)] = card;
    shift_after(z, 1);
  }
  void pop(ZoneId z) {
    const int at = end_of(z) - 1;
    const int total = used();
    if (total > at + 1)
      std::memmove(ids.data() + at, ids.data() + at + 1, static_cast<std::size_t>(total - at - 1) * sizeof(int));
    shift_after(z, -1);
  }
  // A group of `count` zones in a row, first..first+count-1 (a dungeon's stacks), whose cards move
  // between zones as whole zones do. Each keeps every card's order and moves only zone starts or
  // the cards between the two zones.
  // Empties zone first+k and gives each later zone of the group its next one's cards: the group's
  // last zone ends empty.
  void drop_from_group(ZoneId first, int count, int k) {
    const int f = static_cast<int>(first);
    const auto z = static_cast<ZoneId>(f + k);
    replace(z, 0, size_of(z), nullptr, 0);
    for (int j = f + k + 1; j < f + count; ++j)
      start[static_cast<std::size_t>(j)] = start[static_cast<std::size_t>(j) + 1];
  }
  // Gives each zone of the group its previous one's cards: zone `first` ends empty. The group's
  // last zone must be empty (its cards would join the zone before it otherwise).
  void open_group_front(ZoneId first, int count) {
    const int f = static_cast<int>(first);
    for (int j = f + count - 1; j > f; --j) start[static_cast<std::size_t>(j)] = start[static_cast<std::size_t>(j) - 1];
  }
  // Swaps the cards of zones a and b (a < b): the cards between them move by the difference.
  void swap_zones(ZoneId a, ZoneId b);

 private:
  void copy_ids(const CardArena& o);
  [[noreturn]] static void too_many();
  // Moves the starts of the zones after z by `grow`: branch-free over a fixed run of the starts,
  // in 16-bit lanes throughout, so that the compiler makes it a few vector compares and adds. A
  // zone past the dungeon stacks (the zones that change most: decks, piles, hands) moves only
  // the last kArenaZones + 1 - kRoomZones starts; a stack moves them all.
  void shift_after(ZoneId z, int grow) {
    if (static_cast<int>(z) >= kRoomZones) shift_run<kRoomZones>(z, grow);
    else shift_run<0>(z, grow);
  }
  template <int From>
  void shift_run(ZoneId z, int grow) {
    const auto zi = static_cast<std::int16_t>(z);
    const auto g = static_cast<std::int16_t>(grow);
    for (std::size_t k = From; k < start.size(); ++k)
      start[k] = static_cast<std::int16_t>(start[k] + (kIndex[k] > zi ? g : std::int16_t{0}));
  }
  static constexpr std::array<std::int16_t, kArenaZones + 1> kIndex = [] {
    std::array<std::int16_t, kArenaZones + 1> a{};
    for (std::size_t k = 0; k < a.size(); ++k) a[k] = static_cast<std::int16_t>(k);
    return a;
  }();
};

class Zone {
 public:
  using value_type = int;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;

  // An index into the zone; `Z` is Zone or const Zone (a const iterator).
  template <class Z>
  class Iter {
   public:
    using iterator_category = std::random_access_iterator_tag;
    using value_type = int;
    using difference_type = std::ptrdiff_t;
    using pointer = std::conditional_t<std::is_const_v<Z>, const int*, int*>;
    using reference = std::conditional_t<std::is_const_v<Z>, const int&, int&>;
    Iter() = default;
    Iter(Z* z, difference_type i) : z_(z), i_(i) {}
    operator Iter<const Zone>() const requires(!std::is_const_v<Z>) { return {z_, i_}; }
    reference operator*() const { return z_->at_index(i_); }
    reference operator[](difference_type n) const { return z_->at_index(i_ + n); }
    Iter& operator++() { return ++i_, *this; }
    Iter& operator--() { return --i_, *this; }
    Iter operator++(int) { return {z_, i_++}; }
    Iter operator--(int) { return {z_, i_--}; }
    Iter& operator+=(difference_type n) { return i_ += n, *this; }
    Iter& operator-=(difference_type n) { return i_ -= n, *this; }
    friend Iter operator+(Iter a, difference_type n) { return a += n; }
    friend Iter operator+(difference_type n, Iter a) { return a += n; }
    friend Iter operator-(Iter a, difference_type n) { return a -= n; }
    friend difference_type operator-(const Iter& a, const Iter& b) { return a.i_ - b.i_; }
    friend bool operator==(const Iter& a, const Iter& b) { return a.i_ == b.i_; }
    friend auto operator<=>(const Iter& a, const Iter& b) { return a.i_ <=> b.i_; }
    difference_type index() const { return i_; }

   private:
    Z* z_ = nullptr;
    difference_type i_ = 0;
  };
  using iterator = Iter<Zone>;
  using const_iterator = Iter<const Zone>;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;

  // Binds the zone `id` of the arena `a`, a member of the same state as this zone.
  Zone(ZoneId id, const CardArena* a)
      : off_(static_cast<std::int32_t>(reinterpret_cast<const char*>(a) - reinterpret_cast<const char*>(this))),
        id_(id) {}

  std::size_t size() const { return static_cast<std::size_t>(arena().size_of(id_)); }
  bool empty() const { return size() == 0; }
  const int* data() const { return arena().ids.data() + arena().begin_of(id_); }
  std::span<const int> span() const { return {data(), size()}; }
  operator std::span<const int>() const { return span(); }
  std::vector<int> vec() const { return {data(), data() + size()}; }

  int operator[](std::size_t i) const { return data()[i]; }
  int& operator[](std::size_t i) { return at_index(static_cast<std::ptrdiff_t>(i)); }
  // The zone's cards to reorder where they are (a shuffle): valid until the next change of any zone.
  std::span<int> in_place() { return {arena().ids.data() + arena().begin_of(id_), size()}; }
  int at(std::size_t i) const {  // as std::vector's: std::out_of_range past the end
    if (i >= size())
      throw std::out_of_range("card zone index " + std::to_string(i) + " past its " + std::to_string(size()) +
                              " cards");
    return data()[i];
  }
  int front() const { return data()[0]; }
  int back() const { return arena().ids[static_cast<std::size_t>(arena().end_of(id_) - 1)]; }

  const_iterator begin() const { return {this, 0}; }
  const_iterator end() const { return {this, static_cast<std::ptrdiff_t>(size())}; }
  iterator begin() { return {this, 0}; }
  iterator end() { return {this, static_cast<std::ptrdiff_t>(size())}; }
  const_iterator cbegin() const { return begin(); }
  const_iterator cend() const { return end(); }
  const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
  const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }

  void push_back(int card) { arena().push(id_, card); }
  void pop_back() { arena().pop(id_); }
  iterator insert(const_iterator pos, int card) {
    arena().replace(id_, static_cast<int>(pos.index()), 0, &card, 1);
    return {this, pos.index()};
  }
  // Inserts a range of ints (a vector's, a span's or another zone's: copied first).
  template <class It>
  iterator insert(const_iterator pos, It first, It last) {
    splice(static_cast<int>(pos.index()), 0, first, last);
    return {this, pos.index()};
  }
  iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
  iterator erase(const_iterator first, const_iterator last) {
    arena().replace(id_, static_cast<int>(first.index()), static_cast<int>(last - first), nullptr, 0);
    return {this, first.index()};
  }
  void clear() {
    if (const int n = arena().size_of(id_); n > 0) arena().replace(id_, 0, n, nullptr, 0);
  }
  void reserve(std::size_t) {}  // the arena has room for every card of the set
  void resize(std::size_t n);   // shrinks, or grows with 0 entries (as std::vector<int>'s)
  template <class It>
  void assign(It first, It last) {
    splice(0, static_cast<int>(size()), first, last);
  }
  Zone& operator=(std::span<const int> cards) {
    assign(cards.begin(), cards.end());
    return *this;
  }
  Zone& operator=(const std::vector<int>& cards) { return *this = std::span<const int>(cards); }
  Zone& operator=(std::initializer_list<int> cards) {
    return *this = std::span<const int>(cards.begin(), cards.size());
  }

  bool operator==(const Zone& o) const { return std::equal(data(), data() + size(), o.data(), o.data() + o.size()); }
  friend bool operator==(const Zone& z, const std::vector<int>& v) {
    return std::equal(z.data(), z.data() + z.size(), v.begin(), v.end());
  }

 private:
  friend struct GameState;
  friend struct PlayerState;
  friend struct RoomSlot;
  friend class Dungeon;
  // Only a state copies its zones (each copy keeps its place in the copied state, so its offset
  // to the arena holds), with its players' (each at the same seat); a zone copied anywhere else
  // would point at nothing.
  Zone(const Zone&) = default;
  Zone& operator=(const Zone&) = default;

  // Replaces `erase` cards at `pos` by [first, last): straight from a vector's or a span's ints
  // when they are not in the arena (whose change would move them), else through a copy.
  template <class It>
  void splice(int pos, int erase, It first, It last) {
    if constexpr (std::contiguous_iterator<It> && std::is_same_v<std::iter_value_t<It>, int>) {
      const int* src = std::to_address(first);
      const auto n = static_cast<int>(last - first);
      const std::less<const int*> before;
      const int* lo = arena().ids.data();
      if (n == 0 || before(src + n - 1, lo) || !before(src, lo + CardArena::kWords)) {
        arena().replace(id_, pos, erase, src, n);
        return;
      }
    }
    const std::vector<int> cards(first, last);
    arena().replace(id_, pos, erase, cards.data(), static_cast<int>(cards.size()));
  }

  const CardArena& arena() const {
    return *reinterpret_cast<const CardArena*>(reinterpret_cast<const char*>(this) + off_);
  }
  CardArena& arena() { return *reinterpret_cast<CardArena*>(reinterpret_cast<char*>(this) + off_); }
  int& at_index(std::ptrdiff_t i) { return arena().ids[static_cast<std::size_t>(arena().begin_of(id_) + i)]; }
  const int& at_index(std::ptrdiff_t i) const {
    return arena().ids[static_cast<std::size_t>(arena().begin_of(id_) + i)];
  }

  std::int32_t off_;
  ZoneId id_;
};

}  // namespace bm
