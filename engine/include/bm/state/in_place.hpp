#pragma once
// A fixed array of N elements held in place, of which the first size() are in use, read as a
// vector of them was (size, [], at, iteration, front, back). The state's seats (Players) and each
// seat's dungeon stacks (Dungeon) are such arrays: an element has card zones that find the state's
// card array by their own offset (state/card_zone.hpp), so it is made once, at its fixed place,
// and never moves; what is "in use" changes, not where an element lives. The owner makes element
// i with make(i), and says how elements come into use and leave it.
#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>

namespace bm {

template <class T, std::size_t N>
class InPlace {
 public:
  std::size_t size() const { return n_; }
  bool empty() const { return n_ == 0; }
  T& operator[](std::size_t i) { return s_[i]; }
  const T& operator[](std::size_t i) const { return s_[i]; }
  T& at(std::size_t i) {  // as std::vector's: std::out_of_range past the elements in use
    check(i);
    return s_[i];
  }
  const T& at(std::size_t i) const {
    check(i);
    return s_[i];
  }
  T* begin() { return s_; }
  T* end() { return s_ + n_; }
  const T* begin() const { return s_; }
  const T* end() const { return s_ + n_; }
  T& front() { return s_[0]; }
  const T& front() const { return s_[0]; }
  T& back() { return s_[n_ - 1]; }
  const T& back() const { return s_[n_ - 1]; }

 protected:
  // Element i is make(i), made in its place (a prvalue: no copy or move of T is needed).
  template <class Make>
  explicit InPlace(Make make) : InPlace(make, std::make_index_sequence<N>{}) {}
  InPlace(const InPlace&) = default;
  InPlace& operator=(const InPlace&) = default;
  // The elements in use, equal one by one (the owner's operator==).
  bool same(const InPlace& o) const { return n_ == o.n_ && std::equal(begin(), end(), o.begin()); }

  T s_[N];
  std::size_t n_ = 0;

 private:
  template <class Make, std::size_t... I>
  InPlace(Make make, std::index_sequence<I...>) : s_{make(I)...} {}
  void check(std::size_t i) const {
    if (i >= n_) throw std::out_of_range("index " + std::to_string(i) + " past the " + std::to_string(n_) + " in use");
  }
};

}  // namespace bm
