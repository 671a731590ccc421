// BM049 Kobold Strike (spell): no rooms are built this round (GameState::no_build_this_round,
// read by the build actions and their diagnosis); face-down rooms (G-4: built this round, not
// yet revealed) go back to their owners' hands. G-16.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_kobold_strike {

void casts(const Ctx&, int p, int card, std::vector<Action>& out) { out.push_back(cast_action(p, card)); }

void run(Ctx& c, Task t) {
  GameState& s = c.s;
  s.no_build_this_round = true;
  c.emit(EventType::no_builds, t.player);
  for (int q = 0; q < s.num_players; ++q) {
    auto& dg = c.seat(q).dungeon;
    for (int j = static_cast<int>(dg.size()) - 1; j >= 0; --j) {
      RoomSlot& r = dg[static_cast<std::size_t>(j)];
      if (!r.face_down) continue;
      const int card = r.top();
      r.cards.pop_back();
      r.face_down = false;
      hand_add(c, q, card);
      c.emit(EventType::room_returned, q, card, j);
      if (r.cards.empty()) dg.erase(dg.begin() + j);
    }
  }
}

constexpr AbilityDef def = {
    .run = run, .casts = casts, .refusal_rule = "G-4", .refusal = "no rooms can be built this round"};

}  // namespace card_kobold_strike

const AbilityDef ability_defs::kobold_strike = card_kobold_strike::def;

}  // namespace bm::detail
