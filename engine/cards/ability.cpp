#include "bm/cards/ability.hpp"

#include <array>

namespace bm {
namespace {
constexpr std::array<std::string_view, static_cast<int>(Ability::count_)> kKeys = {
#define BM_ABILITY_KEY(name) #name,
    BM_ABILITIES(BM_ABILITY_KEY)
#undef BM_ABILITY_KEY
};
}  // namespace

std::string_view ability_key(Ability a) { return kKeys[static_cast<std::size_t>(a)]; }

bool ability_from_key(std::string_view key, Ability& out) {
  for (std::size_t i = 0; i < kKeys.size(); ++i)
    if (kKeys[i] == key) {
      out = static_cast<Ability>(i);
      return true;
    }
  return false;
}

}  // namespace bm
