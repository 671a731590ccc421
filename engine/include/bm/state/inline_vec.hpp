#pragma once
// A list of plain values held in place up to N of them, used as the std::vector it replaces
// (push_back, insert, erase, iteration, [], ==). Past N it moves to the heap, so N is no limit of
// the game: it is chosen, per list of the state, about the most that random games of every preset hold
// (docs/decisions.md, "The flat state's fourth step"), so that a copy of a state allocates
// nothing for them and copies only the elements in use. T must be trivially copyable (copied as bytes).
// Iterators are pointers: like a vector's, they last until the list next grows. It becomes a
// std::vector only when asked for (vec()): a reader takes a std::span, so no call copies it unseen.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <new>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace bm {

template <class T, std::size_t N>
class InlineVec {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                "an InlineVec holds plain values, copied as bytes");
  static_assert(N > 0 && N < (std::size_t{1} << 16));

 public:
  using value_type = T;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using reference = T&;
  using const_reference = const T&;
  using pointer = T*;
  using const_pointer = const T*;
  using iterator = T*;
  using const_iterator = const T*;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;

  InlineVec() : p_(local()) {}
  InlineVec(std::initializer_list<T> init) : p_(local()) { assign(init.begin(), init.end()); }
  explicit InlineVec(const std::vector<T>& v) : p_(local()) { assign(v.begin(), v.end()); }
  InlineVec(const InlineVec& o) : p_(local()) { copy_from(o); }
  InlineVec(InlineVec&& o) noexcept : p_(local()) { take(o); }
  InlineVec& operator=(const InlineVec& o) {
    if (this != &o) copy_from(o);
    return *this;
  }
  InlineVec& operator=(InlineVec&& o) noexcept {
    if (this != &o) {
      release();
      take(o);
    }
    return *this;
  }
  InlineVec& operator=(std::initializer_list<T> init) {
    assign(init.begin(), init.end());
    return *this;
  }
  InlineVec& operator=(const std::vector<T>& v) {
    assign(v.begin(), v.end());
    return *this;
  }
  ~InlineVec() { release(); }

  // ---- as std::vector's --------------------------------------------------------------------
  std::size_t size() const { return n_; }
  bool empty() const { return n_ == 0; }
  std::size_t capacity() const { return cap_; }
  static constexpr std::size_t inline_capacity() { return N; }
  T* data() { return p_; }
  const T* data() const { return p_; }
  T* begin() { return data(); }
  T* end() { return data() + n_; }
  const T* begin() const { return data(); }
  const T* end() const { return data() + n_; }
  const T* cbegin() const { return begin(); }
  const T* cend() const { return end(); }
  reverse_iterator rbegin() { return reverse_iterator(end()); }
  reverse_iterator rend() { return reverse_iterator(begin()); }
  const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
  const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }
  T& operator[](std::size_t i) { return data()[i]; }
  const T& operator[](std::size_t i) const { return data()[i]; }
  T& at(std::size_t i) {
    check(i);
    return data()[i];
  }
  const T& at(std::size_t i) const {
    check(i);
    return data()[i];
  }
  T& front() { return data()[0]; }
  const T& front() const { return data()[0]; }
  T& back() { return data()[n_ - 1]; }
  const T& back() const { return data()[n_ - 1]; }

  void clear() { n_ = 0; }
  void reserve(std::size_t n) {
    if (n > cap_) grow(n);
  }
  void push_back(const T& v) {
    if (n_ == cap_) {
      const T copy = v;  // v may be an element of this list
      grow(n_ + 1);
      data()[n_++] = copy;
      return;
    }
    data()[n_++] = v;
  }
  template <class... A>
  T& emplace_back(A&&... a) {
    push_back(T{std::forward<A>(a)...});
    return back();
  }
  void pop_back() { --n_; }
  void resize(std::size_t n, const T& v = T{}) {
    reserve(n);
    for (std::size_t i = n_; i < n; ++i) data()[i] = v;
    n_ = static_cast<std::uint32_t>(n);
  }
  void assign(std::size_t n, const T& v) {
    n_ = 0;
    resize(n, v);
  }
  template <class It>
  requires(!std::is_integral_v<It>) void assign(It first, It last) {
    const auto n = static_cast<std::size_t>(std::distance(first, last));
    n_ = 0;
    reserve(n);
    std::copy(first, last, data());
    n_ = static_cast<std::uint32_t>(n);
  }
  T* insert(const T* pos, const T& v) {
    const auto at = static_cast<std::size_t>(pos - data());
    const T copy = v;
    reserve(n_ + 1);
    T* d = data();
    std::memmove(d + at + 1, d + at, (n_ - at) * sizeof(T));
    d[at] = copy;
    ++n_;
    return d + at;
  }
  template <class It>
  requires(!std::is_integral_v<It>) T* insert(const T* pos, It first, It last) {
    const auto at = static_cast<std::size_t>(pos - data());
    const std::vector<T> add(first, last);  // the source may be this list
    reserve(n_ + add.size());
    T* d = data();
    std::memmove(d + at + add.size(), d + at, (n_ - at) * sizeof(T));
    std::copy(add.begin(), add.end(), d + at);
    n_ += static_cast<std::uint32_t>(add.size());
    return d + at;
  }
  T* erase(const T* pos) { return erase(pos, pos + 1); }
  T* erase(const T* first, const T* last) {
    T* d = data();
    const auto a = static_cast<std::size_t>(first - d);
    const auto b = static_cast<std::size_t>(last - d);
    std::memmove(d + a, d + b, (n_ - b) * sizeof(T));
    n_ -= static_cast<std::uint32_t>(b - a);
    return d + a;
  }

  // As std::erase_if of a vector: drops the elements `pred` holds for, keeping the others' order.
  template <class Pred>
  friend std::size_t erase_if(InlineVec& v, Pred pred) {
    T* kept = std::remove_if(v.begin(), v.end(), pred);
    const auto gone = static_cast<std::size_t>(v.end() - kept);
    v.n_ -= static_cast<std::uint32_t>(gone);
    return gone;
  }

  std::vector<T> vec() const { return std::vector<T>(begin(), end()); }
  explicit operator std::vector<T>() const { return vec(); }  // a copy on the heap: only when asked for

  friend bool operator==(const InlineVec& a, const InlineVec& b) {
    return a.n_ == b.n_ && std::equal(a.begin(), a.end(), b.begin());
  }
  friend bool operator==(const InlineVec& a, const std::vector<T>& b) {
    return a.n_ == b.size() && std::equal(a.begin(), a.end(), b.begin());
  }

 private:
  T* local() { return std::launder(reinterpret_cast<T*>(buf_)); }
  const T* local() const { return std::launder(reinterpret_cast<const T*>(buf_)); }
  void check(std::size_t i) const {
    if (i >= n_)
      throw std::out_of_range("index " + std::to_string(i) + " past the list's " + std::to_string(n_) + " elements");
  }
  // Room for at least `need` elements: the heap, at twice the room so far.
  void grow(std::size_t need) {
    std::size_t cap = std::max<std::size_t>(need, 2 * static_cast<std::size_t>(cap_));
    if constexpr (sizeof(std::size_t) > sizeof(std::uint32_t))  // (a 32-bit size_t cannot pass it)
      if (cap > std::size_t{0xFFFFFFFFu}) throw std::length_error("a state list past 2^32 elements");
    T* h = static_cast<T*>(::operator new(cap * sizeof(T)));
    if (n_ > 0) std::memcpy(static_cast<void*>(h), data(), n_ * sizeof(T));
    release();
    p_ = h;
    cap_ = static_cast<std::uint32_t>(cap);
  }
  bool on_heap() const { return p_ != local(); }
  void release() {
    if (on_heap()) ::operator delete(p_);
    p_ = local();
    cap_ = N;
  }
  void copy_from(const InlineVec& o) {
    n_ = 0;
    reserve(o.n_);
    if (o.n_ > 0) std::memcpy(static_cast<void*>(data()), o.data(), o.n_ * sizeof(T));
    n_ = o.n_;
  }
  void take(InlineVec& o) {
    n_ = o.n_;
    if (o.on_heap()) {
      p_ = o.p_;
      cap_ = o.cap_;
      o.p_ = o.local();
      o.cap_ = N;
    } else if (o.n_ > 0) {
      std::memcpy(static_cast<void*>(local()), o.local(), o.n_ * sizeof(T));
    }
    o.n_ = 0;
  }

  T* p_;  // the elements: buf_ while they fit in place, else the heap
  std::uint32_t n_ = 0;
  std::uint32_t cap_ = N;
  alignas(T) unsigned char buf_[N * sizeof(T)];
};

}  // namespace bm
