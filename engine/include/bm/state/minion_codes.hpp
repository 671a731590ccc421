#pragma once
// Where a Super minion stands (PlayerState::minion) and where a place_minion action puts it
// (Action::option): a board action space by its flattened index (board/spaces.hpp), or one of
// these codes. The log writes them as "room" and "boss" (docs/log-format.md).

namespace bm {

inline constexpr int kMinionHome = -1;   // S-END-1: home (not placed, or back at the end of round)
inline constexpr int kMinionRoom = 100;  // S-BOARD-5: the action space of one of the player's own rooms (minion_card)
inline constexpr int kMinionBoss = 101;  // S-BOARD-5: the player's boss's action space (after its Level Up)

}  // namespace bm
