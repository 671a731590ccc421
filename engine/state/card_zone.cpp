// The flat card zones (bm/state/card_zone.hpp): one array, zone after zone.
#include "bm/state/card_zone.hpp"

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string>
#include <utility>

namespace bm {

void CardArena::copy_ids(const CardArena& o) {
  std::memcpy(ids.data(), o.ids.data(), static_cast<std::size_t>(o.used()) * sizeof(int));
}

void CardArena::too_many() {
  throw std::length_error("the state's card zones would hold more than " + std::to_string(kWords) +
                          " cards (a card set holds at most that many)");
}

void CardArena::replace(ZoneId z, int pos, int erase, const int* src, int n) {
  const int at = begin_of(z) + pos;
  const int total = used();
  const int grow = n - erase;
  if (total + grow > kWords) too_many();
  const int tail = total - (at + erase);  // the cards after the replaced ones, to shift
  if (grow != 0 && tail > 0)
    std::memmove(ids.data() + at + n, ids.data() + at + erase, static_cast<std::size_t>(tail) * sizeof(int));
  if (n > 0) std::memcpy(ids.data() + at, src, static_cast<std::size_t>(n) * sizeof(int));
  if (grow != 0) shift_after(z, grow);
}

void CardArena::swap_zones(ZoneId a, ZoneId b) {
  if (a == b) return;
  if (b < a) std::swap(a, b);
  const int ab = begin_of(a), ae = end_of(a), bb = begin_of(b), be = end_of(b);
  // A | between | B  ->  B | between | A: two rotations of the run, every card's order kept.
  int* const base = ids.data();
  std::rotate(base + ab, base + bb, base + be);                                      // B | A | between
  std::rotate(base + ab + (be - bb), base + ab + (be - bb) + (ae - ab), base + be);  // B | between | A
  const auto d = static_cast<std::int16_t>((be - bb) - (ae - ab));
  for (int j = static_cast<int>(a) + 1; j <= static_cast<int>(b); ++j)
    start[static_cast<std::size_t>(j)] = static_cast<std::int16_t>(start[static_cast<std::size_t>(j)] + d);
}

void Zone::resize(std::size_t n) {
  const auto have = size();
  if (n <= have) {
    arena().replace(id_, static_cast<int>(n), static_cast<int>(have - n), nullptr, 0);
    return;
  }
  const std::vector<int> fill(n - have, 0);
  arena().replace(id_, static_cast<int>(have), 0, fill.data(), static_cast<int>(fill.size()));
}

}  // namespace bm
