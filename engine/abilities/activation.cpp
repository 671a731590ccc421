// Activated room abilities (G-17): which rooms p can activate now, and activating one (the
// cost, then the effect; Super: onto the stack, S-9). Each room's activations and cost are its
// ability's (AbilityDef::activations, ::pay_cost in engine/abilities/cards/).
#include <stdexcept>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {

namespace {
// Does `offer` (owner, hero) find an action for some hero with an activated ability of its own: the
// hero going through a dungeon, those waiting at a dungeon's entrance, and those in town (owner
// -1)? Stops at the first that does.
template <class Offer>
bool any_hero(const Ctx& c, Offer offer) {
  if (c.s.run.player >= 0 && c.s.run.hero >= 0 && offer(c.s.run.player, c.s.run.hero)) return true;
  for (int q : c.s.order) {  // the live players in turn order (live_players_in_order, without its list)
    if (c.seat(q).eliminated) continue;
    for (const WaitingHero& w : c.seat(q).entrance)
      if (offer(q, w.hero)) return true;
  }
  for (int hero : c.s.town)
    if (offer(-1, hero)) return true;
  return false;
}

// BM2-11 (G-17): the activations p may make on the heroes with an activated ability of their own:
// the hero going through a dungeon, those waiting at a dungeon's entrance, and those in town
// (owner -1; the ability's hook decides where it may be used, IP-39).
void hero_activations(const Ctx& c, int p, std::vector<Action>& out, bool first_only) {
  const auto offer = [&](int owner, int hero) {
    if (!(window_traits(c, hero) & kTraitActivations)) return false;
    const std::size_t before = out.size();
    ability_def(c.design(hero).ability).hero_activations(c, p, owner, hero, out);
    return first_only && out.size() > before;
  };
  any_hero(c, offer);
}
}  // namespace

bool heroes_may_activate(const Ctx& c) {
  return c.hero_activations &&
         any_hero(c, [&](int, int hero) { return (window_traits(c, hero) & kTraitActivations) != 0; });
}

void room_activations(const Ctx& c, int p, std::vector<Action>& out, bool first_only, bool heroes) {
  const PlayerState& pl = c.seat(p);
  if (pl.eliminated) return;
  const std::size_t start = out.size();
  // G-17, BM2-31: none in a card set without a room or boss that has an activated ability.
  for (int i = 0; c.room_activations && i < static_cast<int>(pl.dungeon.size()); ++i) {
    const RoomSlot& r = pl.dungeon[static_cast<std::size_t>(i)];
    if (!slot_active(r) || !(window_traits(c, r.top()) & kTraitActivations)) continue;
    const std::size_t before = out.size();
    if (const auto acts = room_def(c, r.top()).activations) acts(c, p, i, out);  // BM2-29
    if (first_only && out.size() > before) return;
  }
  // BM2-31: a levelled-up boss whose lasting ability is activated (Doc Scarecrow), slot kBossSlot.
  const AbilityDef* boss = c.room_activations ? lasting_boss(c, p) : nullptr;
  if (boss && boss->activations) boss->activations(c, p, kBossSlot, out);
  if ((first_only && out.size() > start) || !heroes || !c.hero_activations) return;
  hero_activations(c, p, out, first_only);
}

void do_activate(Ctx& c, const Action& a) {
  const int p = a.player;
  // The room activated, the boss whose lasting ability it is (BM2-31, kBossSlot) or the hero whose
  // own ability it is (BM2-11: the action names the hero, no stack).
  const bool hero = a.slot < 0 && a.card >= 0 && c.design(a.card).kind == CardKind::hero;
  const int room = a.slot >= 0 ? c.seat(p).dungeon[static_cast<std::size_t>(a.slot)].top()
                   : hero      ? a.card
                               : c.seat(p).boss;
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
