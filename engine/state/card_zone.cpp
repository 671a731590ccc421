// The flat card zones (bm/state/card_zone.hpp): one array, zone after zone.
#include "bm/state/card_zone.hpp"

#include <cstring>
#include <stdexcept>
#include <string>

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
