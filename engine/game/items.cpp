// Boss Monster 2 (seed 004; docs/design/bm2-plan.md): items (BM2-2..BM2-4, BM2-7; in Super too: S-COMPAT-2), portable
// rooms (BM2-5); the dungeon size (G-2, BM2-9) is max_rooms (rules/constants.hpp). Every item is always in exactly one
// place: the item deck, waiting in town, carried by a hero (GameState::hero_items), a boss's active item, a boss's item
// just gained (while it chooses which to keep), a scoring area face down, or the "resolving" zone while it is used like
// a spell.
#include <algorithm>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/cards/items.hpp"
#include "bm/core/mutation.hpp"
#include "game/internal.hpp"

namespace bm::detail {

bool bm2_family(const Ctx& c) { return c.rs.family == Family::bm2; }

bool items_in_play(const Ctx& c) { return bm::items_in_play(c.rs, c.cs); }

int item_of_hero(const GameState& s, int hero) {
  for (const auto& hi : s.hero_items)
    if (hi.hero == hero) return hi.item;
  return -1;
}

bool can_carry_item(const Ctx& c, int hero, int item) {
  // BM2-3: one item per hero, and one the hero may carry (no star icon; treasure or universal).
  if (item_of_hero(c.s, hero) >= 0 || !item_fits_hero(c.design(item), c.design(hero))) return false;
  // IP-40 (Boss Monster 2): a hybrid hero (BM2-12) and an item of one of its two types:
  // either_type lets it attach, never only a universal item.
  if (!bm2_family(c) || c.design(hero).hero_type != HeroType::hybrid || c.design(item).is_universal_item()) return true;
  c.consulted("hybrid_item");
  return !c.rs.hybrid_item_never;
}

namespace {

// `hero` now carries `item` (GameState::hero_items stays sorted by hero).
void carry(Ctx& c, int hero, int item) {
  const HeroItem hi{hero, item};
  auto& v = c.s.hero_items;
  v.insert(
      std::upper_bound(v.begin(), v.end(), hi, [](const HeroItem& a, const HeroItem& b) { return a.hero < b.hero; }),
      hi);
  c.emit(EventType::item_given, -1, item, hero);
}

}  // namespace

void assign_items(Ctx& c) {
  // BM2-3: each waiting item, in reveal order (seed 004 silent on which item first), goes to
  // the first hero in town that can carry it, starting from the hero in town the longest
  // (town index 0). Items no hero can carry keep waiting. S-COMPAT-2 (Super): the same, over the
  // city row from its leftmost slot (town index 0, the hero next to drop to a landmark: S-CITY-2);
  // heroes at landmarks are not in the row, so they are never given one.
  GameState& s = c.s;
  std::vector<int> heroes = s.town.vec();
  if (mutated(Mutant::item_to_landmark))  // S-COMPAT-2 broken on purpose (test-only bm-mutant)
    for (const auto& l : s.landmarks) heroes.insert(heroes.end(), l.begin(), l.end());
  std::vector<int> still;
  for (int item : s.items_waiting) {
    int to = -1;
    for (int hero : heroes)
      if (can_carry_item(c, hero, item)) {
        to = hero;
        break;
      }
    if (to < 0) {
      still.push_back(item);
      continue;
    }
    carry(c, to, item);
  }
  s.items_waiting = still;
}

void reveal_items(Ctx& c, int count) {
  GameState& s = c.s;
  for (int i = 0; i < count && !s.item_deck.empty(); ++i) {  // BM2-2; S-COMPAT-2: 1 a round
    const int item = s.item_deck.back();
    s.item_deck.pop_back();
    s.items_waiting.push_back(item);
    c.emit(EventType::item_revealed, -1, item);
  }
  assign_items(c);
}

namespace {

int take_hero_item(Ctx& c, int hero) {
  auto& v = c.s.hero_items;
  for (auto it = v.begin(); it != v.end(); ++it)
    if (it->hero == hero) {
      const int item = it->item;
      v.erase(it);
      return item;
    }
  return -1;
}

void face_down(Ctx& c, int p, int item, int hero) {
  c.seat(p).scored_items.push_back(item);
  c.emit(EventType::item_face_down, p, item, hero);
}

}  // namespace

void item_on_hero_killed(Ctx& c, int p, int hero) {
  // BM2-7: a defeated hero's item becomes the boss's, in its scoring area; BM2-4: one active
  // item at a time, so a second one means choosing which to keep (as_int(EngineEffect::keep_item)).
  const int item = take_hero_item(c, hero);
  if (item < 0) return;
  PlayerState& pl = c.seat(p);
  if (pl.gained_item >= 0) return face_down(c, p, item, hero);  // a choice already pending: it cannot be used now
  c.emit(EventType::item_gained, p, item, hero);
  // IP-46 (Boss Monster 2): at_once lets the boss use it from now on; next_round marks it until
  // the end of the round.
  if (bm2_family(c)) c.consulted("boss_item_use");
  if (bm2_family(c) && c.rs.item_next_round) add_mark(c, MarkKind::item_new, p, item, 1);
  if (pl.active_item < 0) {
    pl.active_item = item;
    return;
  }
  pl.gained_item = item;
  push_engine_effect(c, EngineEffect::keep_item, p);
}

void item_on_hero_wounds(Ctx& c, int p, int hero) {
  // BM2-7: a surviving hero's item goes face down to the scoring area of the boss it wounded.
  take_item_face_down(c, p, hero);
}

int take_item_face_down(Ctx& c, int p, int hero) {
  const int item = take_hero_item(c, hero);
  if (item >= 0) face_down(c, p, item, hero);
  return item;
}

void item_turn_face_down(Ctx& c, int p) {
  // BM2-39: turned over unused, so its boss side does not fire; it stays in the scoring area.
  PlayerState& pl = c.seat(p);
  const int item = pl.active_item;
  if (item < 0) return;
  pl.active_item = -1;
  face_down(c, p, item, -1);
}

bool item_turn_face_up(Ctx& c, int p, int item) {
  // BM2-39: a face-down item of p's scoring area is turned face up again (its boss side does not
  // fire). BM2-4: a boss holds one active item, so beside an active one it is a second item
  // gained, and p keeps one of the two (the keep-one choice of a kill, BM2-36).
  PlayerState& pl = c.seat(p);
  if (pl.gained_item >= 0 || !remove_from(pl.scored_items, item)) return false;
  c.emit(EventType::item_face_up, p, item);
  if (pl.active_item < 0) {
    pl.active_item = item;
    return true;
  }
  pl.gained_item = item;
  push_engine_effect(c, EngineEffect::keep_item, p);
  return true;
}

bool give_loose_item(Ctx& c, int item, int hero) {
  // BM2-3's treasure match set aside by a card's text (Orcish Smithy): an item waiting in town
  // goes to `hero`, which must carry none (one item per hero, BM2-3).
  if (item_of_hero(c.s, hero) >= 0 || !remove_from(c.s.items_waiting, item)) return false;
  carry(c, hero, item);
  return true;
}

void item_leaves_game(Ctx& c, int hero) {
  // BM2-32: a hero removed from the game takes its item with it (no effect reaches either).
  const int item = take_hero_item(c, hero);
  if (item >= 0) c.s.out_of_game.push_back(item);
}

bool item_usable_now(const Ctx& c, int p, int item) {
  // IP-46 next_round (UG): an item gained this round is used from the next round.
  return c.s.round_marks.empty() || mark_total(c, MarkKind::item_new, p, item) == 0;
}

void item_used(Ctx& c, int p, int item) {
  // BM2-4: used like a spell, then turned face down (never discarded), cancelled or not.
  face_down(c, p, item, -1);
}

bool run_item_effect(Ctx& c, const Task& t) {
  if (t.ability() != as_int(EngineEffect::keep_item)) return false;
  PlayerState& pl = c.seat(t.player);
  if (t.step == 0) {
    if (pl.gained_item < 0) return true;
    if (bm2_family(c)) c.consulted("second_item");  // IP-51: the readings part at this choice
    ask(c, t, t.player);
    return true;
  }
  // The item not kept is turned face down: it stays in the scoring area (seed 004: "one of the
  // two cannot be used now").
  const int kept = t.answer.pick;
  const int other = kept == pl.active_item ? pl.gained_item : pl.active_item;
  pl.active_item = kept;
  pl.gained_item = -1;
  face_down(c, t.player, other, -1);
  return true;
}

namespace {

// BM2-36 under IP-51 use_old_first (UG, FAQ): the old face-up item's uses at the keep-one choice,
// its own casts and targets, as in a spell window of the phase under way (BM2-37: build or
// adventure; none in another phase), unless IP-46 next_round keeps it for the next round.
void old_item_casts(const Ctx& c, int p, std::vector<Action>& out) {
  const int item = c.seat(p).active_item;
  if (item < 0 || !item_usable_now(c, p, item)) return;
  const int phase = c.s.phase == Phase::build       ? as_int(WindowPhase::build)
                    : c.s.phase == Phase::adventure ? as_int(WindowPhase::adventure)
                                                    : 0;
  if (!(window_traits(c, item) & kTraitPhases & phase)) return;
  if (const auto casts = ability_def(c.design(item).ability).casts) casts(c, p, item, out);
}

}  // namespace

bool item_choice_options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  if (t.ability() != as_int(EngineEffect::keep_item)) return false;
  const PlayerState& pl = c.seat(t.player);
  for (int item : {pl.active_item, pl.gained_item}) {
    if (item < 0) continue;
    out.push_back(choose_card(t.player, item));
  }
  if (use_old_item_offered(c, t.player)) old_item_casts(c, t.player, out);
  return true;
}

bool use_old_item_offered(const Ctx& c, int p) {
  // IP-51: keep_one (rulebook 004, the default) never offers it.
  if (!bm2_family(c) || !c.rs.use_old_item_first || c.s.agenda.empty()) return false;
  const Task& t = c.s.agenda.back();
  return t.kind == TaskKind::effect && t.ability() == as_int(EngineEffect::keep_item) && t.player == p &&
         c.seat(p).active_item >= 0 && c.seat(p).gained_item >= 0;
}

void use_old_item_now(Ctx& c, const Action& a) {
  // BM2-36 (IP-51 use_old_first): the old item is used now, like a spell (cast, answered and turned
  // face down as any item use, BM2-4), and the keep-one choice ends with the new item face up,
  // whatever becomes of the old one's use.
  PlayerState& pl = c.seat(a.player);
  c.s.agenda.pop_back();  // the keep_item choice
  const int gained = pl.gained_item;
  do_cast(c, a);  // the old item leaves active_item for the resolving zone
  pl.active_item = gained;
  pl.gained_item = -1;
}

void portable_actions(const Ctx& c, int p, std::vector<Action>& out) {
  // BM2-5: once per round in the build phase the owner may take a visible portable room back
  // into hand (a room back in hand can only come back face down, so "once" holds by itself).
  if (!bm2_family(c)) return;
  const auto& dg = c.seat(p).dungeon;
  for (int j = 0; j < static_cast<int>(dg.size()); ++j) {
    const RoomSlot& r = dg[static_cast<std::size_t>(j)];
    if (!slot_visible(r) || !c.design(r.top()).portable || room_protected(c, p, j)) continue;
    Action a = make_action(ActionType::take_back, p);
    a.card = r.top();
    a.slot = j;
    out.push_back(a);
  }
}

void do_portable_return(Ctx& c, const Action& a) {
  auto& dg = c.seat(a.player).dungeon;
  RoomSlot& r = dg[static_cast<std::size_t>(a.slot)];
  r.cards.pop_back();
  r.bonus_damage = 0;
  r.used_this_round = false;
  r.triggered_this_round = false;
  end_room_marks(c, a.card);  // BM2-20, BM2-21: marks on it end as it leaves the dungeon
  hand_add(c, a.player, a.card);
  c.emit(EventType::room_returned, a.player, a.card, a.slot);
  if (r.cards.empty()) dg.erase(dg.begin() + a.slot);
  else on_room_uncovered(c, a.player, a.slot);  // BM2-45: the room beneath is uncovered (BM2-16)
}

}  // namespace bm::detail
