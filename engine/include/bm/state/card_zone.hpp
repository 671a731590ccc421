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
#include <initializer_list>
#include <iterator>
#include <span>
#include <type_traits>
#include <vector>

#include "bm/cards/card_set.hpp"

namespace bm {

// The zones of the arena, in the arena's order (the order the state hash walks them).
enum class ZoneId : std::uint8_t {
  boss_deck,
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
  count_
};
inline constexpr int kArenaZones = static_cast<int>(ZoneId::count_);

struct CardArena {
  static constexpr int kWords = kMaxCardInstances;  // every card is in exactly one zone
  std::array<int, kArenaZones + 1> start{};         // zone z holds ids[start[z] .. start[z + 1])
  std::array<int, kWords> ids;                      // only ids[0 .. used()) are ever read

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
  int size_of(ZoneId z) const { return start[static_cast<std::size_t>(z) + 1] - begin_of(z); }
  // Replaces `erase` cards at `pos` of zone z by the n cards at `src` (which may not point into
  // this arena): the zones after z shift. Throws std::length_error past kWords.
  void replace(ZoneId z, int pos, int erase, const int* src, int n);

 private:
  void copy_ids(const CardArena& o);
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
  int front() const { return data()[0]; }
  int back() const { return data()[size() - 1]; }

  const_iterator begin() const { return {this, 0}; }
  const_iterator end() const { return {this, static_cast<std::ptrdiff_t>(size())}; }
  iterator begin() { return {this, 0}; }
  iterator end() { return {this, static_cast<std::ptrdiff_t>(size())}; }
  const_iterator cbegin() const { return begin(); }
  const_iterator cend() const { return end(); }
  const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
  const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }

  void push_back(int card) { arena().replace(id_, static_cast<int>(size()), 0, &card, 1); }
  void pop_back() { arena().replace(id_, static_cast<int>(size()) - 1, 1, nullptr, 0); }
  iterator insert(const_iterator pos, int card) {
    arena().replace(id_, static_cast<int>(pos.index()), 0, &card, 1);
    return {this, pos.index()};
  }
  // Inserts a range of ints (a vector's, a span's or another zone's: copied first).
  template <class It>
  iterator insert(const_iterator pos, It first, It last) {
    const std::vector<int> cards(first, last);
    arena().replace(id_, static_cast<int>(pos.index()), 0, cards.data(), static_cast<int>(cards.size()));
    return {this, pos.index()};
  }
  iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
  iterator erase(const_iterator first, const_iterator last) {
    arena().replace(id_, static_cast<int>(first.index()), static_cast<int>(last - first), nullptr, 0);
    return {this, first.index()};
  }
  void clear() { arena().replace(id_, 0, static_cast<int>(size()), nullptr, 0); }
  void reserve(std::size_t) {}  // the arena has room for every card of the set
  void resize(std::size_t n);   // shrinks, or grows with 0 entries (as std::vector<int>'s)
  template <class It>
  void assign(It first, It last) {
    const std::vector<int> cards(first, last);
    arena().replace(id_, 0, static_cast<int>(size()), cards.data(), static_cast<int>(cards.size()));
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
  // Only a state copies its zones (each copy keeps its place in the copied state, so its offset
  // to the arena holds); a zone copied anywhere else would point at nothing.
  Zone(const Zone&) = default;
  Zone& operator=(const Zone&) = default;

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
