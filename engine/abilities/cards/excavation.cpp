// THK025 Excavation (Tools of Hero-Kind spell; its phase icon is unknown, no source gives it, so
// the set leaves it unknown and IP-50's house reading sets it aside): turn one item in any
// scoring area face up or face down (BM2-39: turning it over never fires its boss side). Cast
// with option 0 on a boss's active item (turned face down unused) or option 1 on a face-down item
// (turned face up: that boss's active item, or beside one the keep-one choice, BM2-4, BM2-36).
// G-18: it fizzles when the item is no longer where it was targeted; the owner of an active item
// may still use it in answer first (BM2-37), and then nothing is left to turn.
#include <algorithm>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_excavation {

constexpr int kFaceDown = 0, kFaceUp = 1;

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  for (int q : live_players_in_order(c)) {
    const PlayerState& pl = c.seat(q);
    auto add = [&](int item, int option) {
      Action a = cast_action(p, card);
      a.target_player = q;
      a.target_card = item;
      a.option = option;
      out.push_back(a);
    };
    if (pl.active_item >= 0) add(pl.active_item, kFaceDown);
    if (pl.gained_item < 0)
      for (int item : pl.scored_items) add(item, kFaceUp);
  }
}

bool still_there(const Ctx& c, const StackItem& it) {
  const PlayerState& pl = c.seat(it.target_player);
  if (pl.eliminated) return false;
  if (it.x == kFaceDown) return pl.active_item == it.target_card;
  const auto& v = pl.scored_items;
  return pl.gained_item < 0 && std::find(v.begin(), v.end(), it.target_card) != v.end();
}

void run(Ctx& c, Task t) {
  if (cast_option(t) == kFaceDown) return item_turn_face_down(c, t.target_player());
  item_turn_face_up(c, t.target_player(), t.target_card());
}

constexpr AbilityDef def = {.run = run, .casts = casts, .target_valid = still_there};

}  // namespace card_excavation

const AbilityDef ability_defs::excavation = card_excavation::def;

}  // namespace bm::detail
