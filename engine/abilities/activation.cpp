// Activated room abilities (G-17): which rooms p can activate now, and activating one (the
// cost, then the effect; Super: onto the stack, S-9). Each room's activations and cost are its
// ability's (AbilityDef::activations, ::pay_cost in engine/abilities/cards/).
#include <stdexcept>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {

void room_activations(const Ctx& c, int p, std::vector<Action>& out, bool first_only) {
  const PlayerState& pl = c.seat(p);
  if (pl.eliminated) return;
  for (int i = 0; i < static_cast<int>(pl.dungeon.size()); ++i) {
    const RoomSlot& r = pl.dungeon[static_cast<std::size_t>(i)];
    if (!slot_active(r) || !(window_traits(c, r.top()) & kTraitActivations)) continue;
    const std::size_t before = out.size();
    if (const auto acts = room_def(c, r.top()).activations) acts(c, p, i, out);  // BM2-29
    if (first_only && out.size() > before) return;
  }
  // BM2-31: a levelled-up boss whose lasting ability is activated (Doc Scarecrow), slot kBossSlot.
  const AbilityDef* boss = lasting_boss(c, p);
  if (boss && boss->activations) boss->activations(c, p, kBossSlot, out);
}

void do_activate(Ctx& c, const Action& a) {
  const int p = a.player;
  // The room activated, or the boss whose lasting ability it is (BM2-31, kBossSlot).
  const int room = a.slot == kBossSlot ? c.seat(p).boss : c.seat(p).dungeon[static_cast<std::size_t>(a.slot)].top();
  const Ability ab = c.design(room).ability;
  c.emit(EventType::activated, p, room, a.slot, a.target_card);
  const auto pay = ability_def(ab).pay_cost;
  if (!pay) throw std::logic_error("activate: room has no activated ability");
  pay(c, a);
  if (c.rs.family == Family::classic) c.consulted("resolution");  // IP-48: at once, or on the stack
  if (lifo_stack(c)) {
    // S-9 and IP-48 lifo: a room ability can be answered like a spell; it resolves last in,
    // first out.
    StackItem it;
    it.card = room;
    it.controller = p;
    it.is_spell = false;
    it.target_player = a.target_player;
    it.target_card = a.target_card;
    c.s.stack.push_back(it);
    push_resolve_and_window(c);  // G-18 / S-9: it resolves after an answer window over it
    return;
  }
  push_effect(c, ab, p, room, a.target_player, a.target_card);
}

}  // namespace bm::detail
