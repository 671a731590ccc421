#pragma once
// A hero's treasure icons in the order the card prints them (S-COMPAT-1, IP-33): the card's
// icon_order, or, without one, cleric, fighter, mage, thief. The one definition for the engine
// (city.cpp) and the checker (INV-LANDMARK-TREASURE).
#include <vector>

#include "bm/cards/card.hpp"

namespace bm {

std::vector<int> printed_icons(const CardDesign& d);

}  // namespace bm
