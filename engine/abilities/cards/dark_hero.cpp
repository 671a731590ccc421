// TNL077 Vampire, TNL083 Barbarian, TNL089 Witch, TNL095 Hitman (dark heroes, BM2-11): once per
// round in total, one opponent of the player whose dungeon the hero is in may discard a Room card
// showing the hero's treasure type to give the hero +3 Health until the end of the round. It is an
// activated ability (G-17), offered wherever a spell could be cast (activation.cpp
// hero_activations), one action per design of room that may pay: the `activate` names the hero,
// `target_player` the dungeon's owner and `target` the room paid. Where the hero may be (IP-39,
// option `dark_hero_boost`): `in_dungeon`, waiting at a dungeon's entrance or going through it;
// `spell_timing`, also in town, where it is in no one's dungeon and any player may buy it. The
// bonus is a `dark_health` round mark on the hero (player -1: one use in total, whoever bought
// it), read by zones.cpp hero_health wherever the hero goes this round (BM2-14: its Health rises
// at once); the mark is made as the cost is paid, so the ability is used once per round.
#include <algorithm>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_dark_hero {

constexpr int kHealth = 3;

// Once per round in total (BM2-11).
bool used(const Ctx& c, int hero) {
  for (const RoundMark& m : c.s.round_marks)
    if (m.kind == MarkKind::dark_health && m.card == hero) return true;
  return false;
}

// A Room card showing one of the hero's treasure types.
bool pays(const Ctx& c, int hero, int card) {
  const CardDesign& room = c.design(card);
  const CardDesign& h = c.design(hero);
  if (room.kind != CardKind::room) return false;
  for (std::size_t t = 0; t < static_cast<std::size_t>(kTreasureTypes); ++t)
    if (h.treasure[t] > 0 && room.treasure[t] > 0) return true;
  return false;
}

void activations(const Ctx& c, int p, int owner, int hero, std::vector<Action>& out) {
  if (owner == p || used(c, hero)) return;  // an opponent of the dungeon's owner, once per round
  const auto& hand = c.seat(p).hand;
  if (owner < 0 && !c.rs.dark_boost_spell_timing) {  // IP-39 in_dungeon: none in town (asked only when p could pay)
    if (std::any_of(hand.begin(), hand.end(), [&](int card) { return pays(c, hero, card); }))
      c.consulted("dark_hero_boost");
    return;
  }
  const std::size_t first = out.size();
  per_design(
      c, hand, p, [&](int card) { return pays(c, hero, card); }, out);
  if (owner < 0 && out.size() > first) c.consulted("dark_hero_boost");  // IP-39 spell_timing: in town too
  for (std::size_t i = first; i < out.size(); ++i) {
    const int paid = out[i].card;
    out[i] = make_action(ActionType::activate, p);
    out[i].card = hero;
    out[i].target_player = owner;
    out[i].target_card = paid;
  }
}

// The cost: the room discarded; the mark is the round's one use (its Health comes as it resolves).
void pay(Ctx& c, const Action& a) {
  add_mark(c, MarkKind::dark_health, -1, a.card, 0);
  discard_from_hand(c, a.player, a.target_card);
}

void run(Ctx& c, Task t) {
  const int hero = t.source();
  for (RoundMark& m : c.s.round_marks)
    if (m.kind == MarkKind::dark_health && m.card == hero) m.value += kHealth;
  c.emit(EventType::bonus, t.player, hero, kHealth);  // `player`: who bought it
}

constexpr AbilityDef def = {.run = run, .pay_cost = pay, .hero_activations = activations};

}  // namespace card_dark_hero

const AbilityDef ability_defs::dark_hero = card_dark_hero::def;

}  // namespace bm::detail
