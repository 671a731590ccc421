#pragma once
// A board's action spaces flattened in board order (landmark by landmark, each landmark's
// spaces in order): the index a minion's position and a place_minion action use
// (state/minion_codes.hpp).
#include "bm/board/board.hpp"

namespace bm {

int space_count(const BoardDef& b);
// The space at flattened `index`, and its landmark's index in `*landmark` when given.
const ActionSpace& space_at(const BoardDef& b, int index, int* landmark = nullptr);

}  // namespace bm
