// Card movement between zones, counting, and the shared primitives every rule uses.
#include <algorithm>
#include <array>
#include <map>
#include <span>
#include <string_view>
#include <type_traits>

#include "abilities/ability_def.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/core/mutation.hpp"
#include "game/internal.hpp"

namespace bm::detail {

void hand_add(Ctx& c, int p, int card) {
  auto& h = c.seat(p).hand;
  h.insert(std::upper_bound(h.begin(), h.end(), card), card);  // hands are kept sorted (G-19)
}

bool hand_remove(Ctx& c, int p, int card) {
  auto& h = c.seat(p).hand;
  auto it = std::find(h.begin(), h.end(), card);
  if (it == h.end()) return false;
  h.erase(it);
  return true;
}

int hand_find_design(const Ctx& c, int p, int design) {
  for (int card : c.seat(p).hand.span())
    if (c.cs.design_of(card) == design) return card;
  return -1;
}

namespace {

constexpr std::size_t kFamilyCount = 4;  // Family: classic, super, solo, bm2
static_assert(static_cast<std::size_t>(Family::bm2) + 1 == kFamilyCount, "a family the table below does not count");

// Whether option `key` of the option table applies to family `f`, or true for a key the table
// does not have (reported, a test catches it). Built once from the table: report_consulted runs
// at every point a checked game consults an option, and looking the key up by a copied string
// and testing the family by building strings each time was about a quarter of a checked solo
// game's instructions (docs/decisions.md).
bool consulted_option_applies(const char* key, Family f) {
  static const std::map<std::string_view, std::array<bool, kFamilyCount>> table = [] {
    std::map<std::string_view, std::array<bool, kFamilyCount>> t;
    for (const OptionDoc& d : option_docs()) {
      std::array<bool, kFamilyCount>& applies = t[d.key];
      for (std::size_t k = 0; k < kFamilyCount; ++k) applies[k] = option_applies(d, static_cast<Family>(k));
    }
    return t;
  }();
  const auto it = table.find(key);
  return it == table.end() || it->second[static_cast<std::size_t>(f)];
}

}  // namespace

void Ctx::emit_to_listeners(const Event& e) {
  if (ev) ev->push_back(e);
  if (obs) obs->on_event(s, e);
}

void report_consulted(const Ctx& c, const char* key, std::span<const int> values) {
  if (consulted_option_applies(key, c.rs.family)) c.obs->on_option_consulted(c.s, key, values);
}

Zone& discard_for(Ctx& c, CardKind kind) {
  // Seeds 001/003 name one discard pile; `discard_piles: separate` follows seed 004.
  if (kind == CardKind::spell) c.consulted("discard_piles");  // a spell's pile: the readings differ
  if (c.rs.separate_discards && kind == CardKind::spell) return c.s.spell_discard;
  return c.s.discard;
}

void to_discard(Ctx& c, int card) {
  discard_for(c, c.design(card).kind).push_back(card);
  // BM2-34: a lasting Level Up may take a room headed for the discard pile (Torix Uz'Kali).
  if (c.design(card).kind == CardKind::room) room_discarded_triggers(c, card);
}

namespace {
// One shuffle of a deck held in a list or in a zone of the state (in place: a chance source is
// handed a list), and its event.
template <class Deck>
void shuffle_any(Ctx& c, Deck& deck, ChanceKind what) {
  if (!c.chance) {
    if constexpr (std::is_same_v<Deck, std::vector<int>>) {
      c.s.rng.shuffle(deck);
    } else {
      std::span<int> cards = deck.in_place();
      c.s.rng.shuffle(cards);
    }
  } else if constexpr (std::is_same_v<Deck, std::vector<int>>) {
    c.chance->shuffle(what, deck, c.s.rng);
  } else {
    std::vector<int> cards = deck.vec();
    c.chance->shuffle(what, cards, c.s.rng);
    deck = cards;
  }
  c.emit(EventType::shuffle, -1, -1, static_cast<int>(what), static_cast<int>(deck.size()));
}
}  // namespace

void shuffle_deck(Ctx& c, std::vector<int>& deck, ChanceKind what) { shuffle_any(c, deck, what); }
void shuffle_deck(Ctx& c, Zone& deck, ChanceKind what) { shuffle_any(c, deck, what); }

int pick_random(Ctx& c, std::span<const int> options, ChanceKind what) {
  const int i = c.chance ? c.chance->pick(what, options, c.s.rng) : c.s.rng.below_int(static_cast<int>(options.size()));
  return options[static_cast<std::size_t>(i)];
}

int draw_card(Ctx& c, int p, CardKind kind) {
  const int card = take_top(c, p, kind);
  if (card < 0) return -1;
  hand_add(c, p, card);
  c.emit(EventType::draw, p, card);
  return card;
}

int take_top(Ctx& c, int p, CardKind kind) {
  auto& deck = kind == CardKind::room ? c.s.room_deck : c.s.spell_deck;
  if (deck.empty()) c.consulted("empty_deck");
  if (deck.empty() && c.rs.reshuffle_empty_deck) {
    // `empty_deck: reshuffle_discard` (seeds silent): that kind's discards form a new deck.
    auto& pile = discard_for(c, kind);
    std::vector<int> keep;
    for (int card : pile) {
      if (c.design(card).kind == kind) deck.push_back(card);
      else keep.push_back(card);
    }
    pile = keep;
    if (!deck.empty()) {
      c.emit(EventType::deck_reshuffled, -1, -1, static_cast<int>(kind));
      shuffle_deck(c, deck, kind == CardKind::room ? ChanceKind::room_deck : ChanceKind::spell_deck);
    }
  }
  if (deck.empty()) {
    c.emit(EventType::draw_failed, p, -1, static_cast<int>(kind));
    return -1;
  }
  const int card = deck.back();
  deck.pop_back();
  return card;
}

int visible_rooms(const Ctx& c, int p) {
  int n = 0;
  for (const auto& r : c.seat(p).dungeon) n += slot_visible(r) ? 1 : 0;
  return n;
}

int counted_rooms(const Ctx& c, int p) {
  int n = 0;
  for (const auto& r : c.seat(p).dungeon) n += slot_active(r) ? 1 : 0;
  return n;
}

int find_slot(const Ctx& c, int p, int top_card) {
  // No such seat (a target never declared): no such room, as for a room gone (G-18).
  if (p < 0 || p >= c.s.num_players) return -1;
  const auto& dg = c.seat(p).dungeon;
  for (std::size_t i = 0; i < dg.size(); ++i)
    if (slot_visible(dg[i]) && dg[i].top() == top_card) return static_cast<int>(i);
  return -1;
}

bool room_has(const Ctx& c, const RoomSlot& r, Ability a) { return slot_active(r) && c.design(r.top()).ability == a; }

int room_icons(const Ctx& c, int p, const RoomSlot& r, int t) {
  // BM2-21: until the end of the round, a room's treasure may be removed (Decapitator: it shows
  // none, its printed icons and any added one) or get one more icon (Secret Stash), both while
  // the room is the active top of its stack.
  int n = c.design(r.top()).treasure[static_cast<std::size_t>(t)];
  if (!slot_active(r)) return n;
  for (const RoundMark& m : c.s.round_marks)
    if (m.player == p && m.card == r.top()) {
      if (m.kind == MarkKind::no_treasure) return 0;
      if (m.kind == MarkKind::stash && m.value == t) ++n;
    }
  return n;
}

int room_damage(const Ctx& c, int p, int slot) {
  const auto& dg = c.seat(p).dungeon;
  const RoomSlot& r = dg[static_cast<std::size_t>(slot)];
  if (!slot_active(r)) return 0;  // G-8: a deactivated room deals no damage
  // BM2-20: Fairy Fountain sets it to 0 until end of round; later bonuses do not raise it.
  if (room_mark_total(c, MarkKind::fountain, p, slot) > 0) return 0;
  // A printed "*" is computed by the room's ability (AbilityDef::base_damage).
  const AbilityDef& own = room_def(c, r.top());  // BM2-29: none when blanked
  int dmg = own.base_damage ? own.base_damage(c, p, slot) : c.design(r.top()).damage;
  dmg += r.bonus_damage;
  // The other rooms' passive bonuses (AbilityDef::damage_aura); a deactivated room gives none
  // and is an empty space for adjacency (G-8).
  for (int j = 0; j < static_cast<int>(dg.size()); ++j) {
    if (j == slot || !slot_active(dg[static_cast<std::size_t>(j)])) continue;
    const AbilityDef& other = room_def(c, dg[static_cast<std::size_t>(j)].top());
    if (other.damage_aura) dmg += other.damage_aura(c, p, j, slot);
  }
  dmg += c.seat(p).crush_bonus;  // this round's bonus to all your rooms (the_crushinator)
  dmg += r.tokens;               // S-TOK-1: damage tokens count only while the room is active
  // BM2-31: a levelled-up boss's lasting bonus (Killa), read after the rooms'.
  if (const AbilityDef* boss = lasting_boss(c, p); boss && boss->damage_aura)
    dmg += boss->damage_aura(c, p, kBossSlot, slot);
  return std::max(0, dmg);  // BM2-20: a room's damage never goes below 0 (Rust Monster Pen's -1)
}

int treasure_value(const Ctx& c, int p, int t) {
  // G-15 with G-9: the boss's icon counts; only visible, active rooms count (G-6, G-8).
  const PlayerState& pl = c.seat(p);
  int rooms = 0;
  // BM2-21: the round's marks may change a room's icons (room_icons); without any, its printed ones.
  const bool marks = !c.s.round_marks.empty();
  for (const auto& r : pl.dungeon)
    if (slot_active(r))
      rooms += marks ? room_icons(c, p, r, t) : c.design(r.top()).treasure[static_cast<std::size_t>(t)];
  if (pl.jackpot) rooms *= 2;  // your rooms' treasure doubled this round (jackpot_stash)
  // S-BOARD-3: treasure spaces give the boss that icon until end of round (0 in classic).
  return rooms + c.design(pl.boss).treasure[static_cast<std::size_t>(t)] +
         pl.boss_treasure[static_cast<std::size_t>(t)];
}

int souls_of(const Ctx& c, int p) {
  int n = 0;
  for (const auto& h : c.seat(p).score) n += h.soul ? c.design(h.hero).souls : 0;
  return n;
}

int wounds_of(const Ctx& c, int p) {
  int n = 0;
  for (const auto& h : c.seat(p).score) n += h.soul ? 0 : c.design(h.hero).souls;
  return n;
}

bool loses_by_wounds(const Ctx& c, int p) {
  if (!eliminates(c.rs, c.s.num_players)) return false;                         // C-16, IP-49, S-END-2, BM2-8
  if (c.s.round_marks.empty()) return wounds_of(c, p) >= wounds_to_lose(c.rs);  // C-13, BM2-8
  // BM2-40: this round, the player's wounds cannot make it lose (Extra Life's reward), or it holds
  // extra wounds until this check (Vorpal Blade's power-up).
  if (mark_total(c, MarkKind::wounds_harmless, p, -1) > 0) return false;
  return wounds_of(c, p) + mark_total(c, MarkKind::extra_wound, p, -1) >= wounds_to_lose(c.rs);
}

bool can_destroy(const Ctx& c, int p, int slot) {
  if (slot < 0 || slot >= static_cast<int>(c.seat(p).dungeon.size())) return false;
  const RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  if (room_protected(c, p, slot)) return false;  // S-BOARD-6: a room holding a minion
  return slot_visible(r) && !r.deactivated;      // G-5 face-down, G-8 deactivated: not destroyable
}

void destroy_room(Ctx& c, int p, int slot, int by) {
  // G-7: the top card goes to the discard pile; the card beneath becomes visible (revealed,
  // not built: no on-build, G-11); an empty stack closes up toward the boss.
  auto& dg = c.seat(p).dungeon;
  // "When another room of yours is destroyed" (Trigger::other_room_destroyed): the rooms in play
  // before this destruction (not one it uncovers).
  std::vector<int> recyclers;
  for (std::size_t i = 0; i < dg.size(); ++i)
    if (static_cast<int>(i) != slot && slot_active(dg[i]) &&
        room_def(c, dg[i].top()).trigger == Trigger::other_room_destroyed)
      recyclers.push_back(dg[i].top());
  RoomSlot& r = dg[static_cast<std::size_t>(slot)];
  const int card = r.top();
  const Trigger own_trigger = room_def(c, card).trigger;  // BM2-29: read while its marks last
  r.cards.pop_back();
  to_discard(c, card);
  end_room_marks(c, card);                                              // BM2-20, BM2-21
  count_history(c, MarkKind::rooms_destroyed, p, 1, Ability::oh_yeah);  // BM2-28
  if (mutated(Mutant::duplicate_on_destroy)) to_discard(c, card);
  c.emit(EventType::destroyed, p, card, slot, by);
  if (r.tokens > 0) {  // Q25: a destroyed room's tokens go back to the supply
    c.emit(EventType::tokens_returned, p, card, r.tokens);
    r.tokens = 0;
  }
  r.bonus_damage = 0;
  r.used_this_round = false;
  r.triggered_this_round = false;
  const bool removed = r.cards.empty();
  if (removed) dg.erase(dg.begin() + slot);
  else c.emit(EventType::room_revealed, p, r.top(), slot);
  if (c.s.run.player == p) {
    Run& run = c.s.run;
    if (removed && slot < run.room) run.room -= 1;
    else if (removed && slot == run.room) {
      // The hero's room is gone: it stands where the room was and goes on to the next one.
      run.room -= 1;
      run.in_room = false;
    }
  }
  for (int rc : recyclers) push_effect(c, c.design(rc).ability, p, rc);
  // A room whose own destruction triggers it (Trigger::destroyed: Cursed Tomb); it is in the
  // discard pile by now, its owner p controls the effect.
  if (own_trigger == Trigger::destroyed) push_effect(c, c.design(card).ability, p, card);
  // BM2-31: a lasting Level Up told who destroyed which room and what it uncovered (Eclipse).
  lasting_boss_trigger(c, p, Trigger::other_room_destroyed, by, removed ? -1 : r.top());
  if (!removed) on_room_uncovered(c, p, slot);  // BM2-16: its effect comes first (pushed last)
}

void deactivate_room(Ctx& c, int p, int slot) {
  RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  r.deactivated = true;  // G-8: until end of round (C-11 reopens it)
  c.emit(EventType::deactivated, p, r.top(), slot);
}

bool can_build_on(const Ctx& c, int p, int slot, int card) {
  const auto& dg = c.seat(p).dungeon;
  if (slot < 0 || slot >= static_cast<int>(dg.size())) return false;
  const RoomSlot& r = dg[static_cast<std::size_t>(slot)];
  if (!slot_visible(r) || r.deactivated) return false;  // G-5, G-8
  if (room_protected(c, p, slot)) return false;         // S-BOARD-6: a room holding a minion
  const CardDesign& nd = c.design(card);
  if (nd.advanced) {
    if (room_def(c, r.top()).refuses_advanced) return false;  // AbilityDef::refuses_advanced (BM2-29)
    bool shares = false;                                      // G-3: advanced only on a room sharing a treasure type
    for (int t = 0; t < kTreasureTypes; ++t)
      shares = shares || (nd.treasure[static_cast<std::size_t>(t)] > 0 && room_icons(c, p, r, t) > 0);  // BM2-21
    if (!shares) return false;
  }
  return true;
}

bool cover_tokens_at_placement(const Ctx& c) {
  // IP-36 (S-TOK-1), read by place_room and reveal_rooms alike.
  return c.rs.cover_tokens_at_placement != mutated(Mutant::cover_tokens_other_time);
}

bool can_build_new_stack(const Ctx& c, int p) {
  // G-2: at most 5 stacks (face-down new stacks count: they will be rooms at the reveal);
  // BM2-9 seven_rooms: at most 7 (max_rooms, rules/constants.hpp).
  return static_cast<int>(c.seat(p).dungeon.size()) < max_rooms(c.rs) + (mutated(Mutant::sixth_room) ? 1 : 0);
}

void place_room(Ctx& c, int p, int card, int slot, bool face_down) {
  auto& dg = c.seat(p).dungeon;
  if (slot < 0) {
    RoomSlot& r = dg.add_front();  // G-3: a new stack enters on the entrance side
    r.cards.push_back(card);
    r.face_down = face_down;
    if (c.s.run.player == p) c.s.run.room += 1;
  } else {
    RoomSlot& r = dg[static_cast<std::size_t>(slot)];
    // S-TOK-1: a room built at once on top (an effect, not the face-down build) returns the
    // covered room's tokens now. A face-down build returns them now only under IP-36
    // at_placement; at_reveal, reveal_rooms returns them when the room on top is built.
    if (face_down && r.tokens > 0) c.consulted("cover_token_return");  // IP-36: the readings differ here
    if (r.tokens > 0 && (!face_down || cover_tokens_at_placement(c))) {
      c.emit(EventType::tokens_returned, p, r.top(), r.tokens);
      r.tokens = 0;
    }
    end_room_marks(c, r.top());  // BM2-20, BM2-21: a covered room loses its marks
    r.cards.push_back(card);
    r.face_down = face_down;
    r.bonus_damage = 0;
    r.used_this_round = false;
    r.triggered_this_round = false;
  }
}

int fifth_room_mark(const Ctx& c, int p, int before) {
  const int now = mutated(Mutant::level_up_deactivated) ? visible_rooms(c, p) : counted_rooms(c, p);
  return now >= kLevelUpRooms ? before : kLevelUpRooms;
}

void after_built(Ctx& c, int p, int card) {
  // G-10: Level Up after the reveal and before that room's own on-build effect.
  c.push(TaskKind::on_build, p).card() = card;
  // BM2-9: the rooms counted before this build (a room built by an effect is face up at once;
  // G-8: a deactivated room is not counted).
  int before = counted_rooms(c, p);
  for (const auto& r : c.seat(p).dungeon)
    if (r.cards.size() == 1 && r.top() == card) before -= 1;
  c.push(TaskKind::level_up_check, p).rooms_before() = seven_rooms_rule(c.rs) ? fifth_room_mark(c, p, before) : -1;
  built_room_triggers(c, p, card, std::span<const int>(&card, 1));
}

void add_mark(Ctx& c, MarkKind k, int player, int card, int value) {
  c.s.round_marks.push_back(RoundMark{k, player, card, value});
}

int mark_total(const Ctx& c, MarkKind k, int player, int card) {
  int n = 0;
  for (const RoundMark& m : c.s.round_marks)
    if (m.kind == k && m.player == player && m.card == card) n += m.value;
  return n;
}

int room_mark_total(const Ctx& c, MarkKind k, int p, int slot) {
  if (c.s.round_marks.empty()) return 0;
  const RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  return slot_active(r) ? mark_total(c, k, p, r.top()) : 0;
}

void end_room_marks(Ctx& c, int card) {
  auto& v = c.s.round_marks;
  v.erase(std::remove_if(v.begin(), v.end(),
                         [&](const RoundMark& m) {
                           return m.card == card && (m.kind == MarkKind::fountain || m.kind == MarkKind::stash ||
                                                     m.kind == MarkKind::no_treasure || m.kind == MarkKind::blanked);
                         }),
          v.end());
}

namespace {
bool history_kept(const Ctx& c, Ability reader) { return set_has_ability(c.cs, reader); }
}  // namespace

void remember_card(Ctx& c, MarkKind k, int player, int card, Ability reader) {
  if (history_kept(c, reader)) add_mark(c, k, player, card, 1);
}

void count_history(Ctx& c, MarkKind k, int player, int n, Ability reader) {
  if (!history_kept(c, reader)) return;
  for (RoundMark& m : c.s.round_marks)
    if (m.kind == k && m.player == player) {
      m.value += n;
      return;
    }
  add_mark(c, k, player, -1, n);
}

int hero_health(const Ctx& c, int hero, int bonus) {
  int health = c.design(hero).health + bonus;
  // BM2-11: a dark hero's +3 Health, bought this round wherever it stood (a `dark_health` mark).
  if (!c.s.round_marks.empty()) health += mark_total(c, MarkKind::dark_health, -1, hero);
  // BM2-14: the running hero's own ability (Druid) or its item's power-up (BM2-38, Oversized
  // Sword) may change its Health.
  if (c.s.run.hero != hero || !powers_may_run(c)) return health;
  for (const AbilityDef* def : running_powers(c))
    if (def->hero_health) health += def->hero_health(c, c.s.run.player, hero);
  return health;
}

bool hero_dead(const Ctx& c, int damage, int health) {
  if (damage == health) c.consulted("death_threshold", {damage, health});  // IP-3: the only case the readings differ
  return c.rs.death_exceeds ? damage > health : damage >= health;
}

void end_run(Ctx& c) { c.s.run = Run{}; }

void kill_hero(Ctx& c, int p, int hero, int room_slot) {
  // BM2-38: the power-up of the item the hero carries through p's dungeon may save it from
  // death there (`hero_escapes`: Extra Life, BM2-39).
  if (c.s.run.player == p && c.s.run.hero == hero)
    for (const AbilityDef* def : running_powers(c))
      if (def->hero_escapes && def->hero_escapes(c, p)) return;
  // G-12: dead hero face down in the scoring area of the dungeon it died in.
  PlayerState& pl = c.seat(p);
  const bool first_kill = !pl.gained_soul_this_round;
  pl.score.push_back(ScoredHero{hero, true});
  pl.gained_soul_this_round = true;
  count_history(c, MarkKind::souls_gained, p, c.design(hero).souls, Ability::nicolius);  // BM2-28
  const int room_card = room_slot >= 0 ? pl.dungeon[static_cast<std::size_t>(room_slot)].top() : -1;
  c.emit(EventType::hero_killed, p, hero, room_card, room_slot);
  if (c.s.run.hero == hero) end_run(c);
  item_on_hero_killed(c, p, hero);                                  // BM2-7
  if (room_slot >= 0) on_hero_death_triggers(c, p, room_slot);      // G-13: after damage
  if (first_kill) lasting_boss_trigger(c, p, Trigger::first_kill);  // BM2-31 (Angstigoth)
}

void hero_wounds(Ctx& c, int p, int hero) {
  c.seat(p).score.push_back(ScoredHero{hero, false});  // G-12: face up = wound
  c.emit(EventType::hero_wounds, p, hero);
  remember_card(c, MarkKind::got_through, p, hero, Ability::star_of_invulnerability);  // BM2-28
  if (c.s.run.hero == hero) end_run(c);
  item_on_hero_wounds(c, p, hero);  // BM2-7
}

int reveal_rank(const GameState& s, int hero) {
  return static_cast<int>(std::find(s.reveal_log.begin(), s.reveal_log.end(), hero) - s.reveal_log.begin());
}

void hero_to_town(Ctx& c, int hero) {
  // G-22: damage is not kept. Where it stands in the row: IP-16 (option `returned_hero`).
  if (super_family(c)) {
    // S-END-1: a hero sent back to the city arrives like a new hero (000:378), now (Q16).
    c.emit(EventType::hero_to_town, -1, hero);
    if (c.s.run.hero == hero) end_run(c);
    city_arrival(c, hero);
    return;
  }
  auto& town = c.s.town;
  if (std::any_of(town.begin(), town.end(), [&](int h) { return reveal_rank(c.s, h) > reveal_rank(c.s, hero); }))
    c.consulted("returned_hero");  // IP-16: the readings put it at different places in the row
  if (c.rs.returned_hero_by_reveal_order) {
    // IP-16 reveal_order (seed 001, C-15 tip): the longer a hero has been in the game, the
    // nearer the deck; the hero takes its place by when it came out of the hero deck.
    const int rank = reveal_rank(c.s, hero);
    auto it = std::find_if(town.begin(), town.end(), [&](int h) { return reveal_rank(c.s, h) > rank; });
    town.insert(it, hero);
  } else {
    town.push_back(hero);  // IP-16 back_of_town: the newest in the row
  }
  c.emit(EventType::hero_to_town, -1, hero);
  if (c.s.run.hero == hero) end_run(c);
}

SeatList live_players_in_order(const Ctx& c) {
  SeatList out;
  for (int p : c.s.order)
    if (!c.seat(p).eliminated) out.push_back(p);
  return out;
}

SeatList priority_order(const Ctx& c, int active) {
  // C-12: the active player first, then the others in turn order (IP-5 decides that order).
  // Super (S-7, S-9): the active player, then clockwise.
  if (active < 0) return live_players_in_order(c);
  SeatList out;
  if (!c.seat(active).eliminated) out.push_back(active);
  // IP-5 seed 003: after the active player, clockwise (seat order) from them. Built only where
  // it is the answer or an observer compares the readings (a window asks often).
  const bool clockwise_rule = super_family(c) || c.rs.order_clockwise;
  if (!clockwise_rule && !c.obs) {  // the turn order alone: the others live in turn order
    for (int q : c.s.order)
      if (q != active && !c.seat(q).eliminated) out.push_back(q);
    return out;
  }
  const SeatList live = live_players_in_order(c);
  SeatList clockwise = out;
  for (int k = 1; k < c.s.num_players; ++k) {
    const int q = (active + k) % c.s.num_players;
    if (!c.seat(q).eliminated) clockwise.push_back(q);
  }
  if (super_family(c)) return clockwise;
  for (int q : live)
    if (q != active) out.push_back(q);
  if (c.obs && out != clockwise) c.consulted("turn_order");  // the readings give different priorities
  return c.rs.order_clockwise ? clockwise : out;
}

std::string card_label(const CardSet& cs, int card) {
  if (card < 0) return "-";
  return cs.id_of(card) + " " + cs.of(card).name;
}

}  // namespace bm::detail
