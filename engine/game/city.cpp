// The Super Boss Monster and solo families on the shared engine: the city row, landmarks,
// market, minions, Super bait and the Super / solo game end (S-1..S-9, S-BOARD-*, S-CITY-*,
// S-MINION-1, S-BAIT-1, S-END-*, S-TOK-*, SO-1..SO-8, IP-8..IP-13). Dungeons, building,
// the reveal, the adventure and every card ability stay the classic code paths (flow.cpp,
// zones.cpp, abilities/). Research and worked examples: docs/research/super-solo-notes.md.
#include <algorithm>

#include "abilities/common.hpp"
#include "bm/cards/icons.hpp"
#include "bm/core/mutation.hpp"
#include "game/internal.hpp"

namespace bm::detail {
namespace {

bool solo(const Ctx& c) { return c.rs.family == Family::solo; }

// S-COMPAT-2 (000 l.567, 002 l.1016): "reveal 1 item each round".
constexpr int kSuperItemsPerRound = 1;

// S-BOARD-1 / SO-2: city slots (solo: the 4 slots of the 4-player game).
int city_slots(const Ctx& c) { return solo(c) ? c.bd.solo.city_slots : c.bd.city_slots(c.s.num_players); }

// S-CITY-2: one hero per player; SO-2: 3 heroes a round in solo.
int heroes_per_round(const Ctx& c) { return solo(c) ? 3 : c.s.num_players; }

int tavern_index(const Ctx& c) {
  for (std::size_t i = 0; i < c.bd.landmarks.size(); ++i)
    if (c.bd.landmarks[i].stack) return static_cast<int>(i);
  return static_cast<int>(c.bd.landmarks.size()) - 1;
}

bool landmark_free(const Ctx& c, int li) {
  return c.bd.landmarks[static_cast<std::size_t>(li)].stack || c.s.landmarks[static_cast<std::size_t>(li)].empty();
}

// Slot (0 = leftmost) of the hero at position i of the city row (see GameState::city_left).
int slot_of(const Ctx& c, int i) {
  const int n = static_cast<int>(c.s.town.size());
  return i < c.s.city_left ? i : city_slots(c) - (n - i);
}

void to_landmark(Ctx& c, int hero, int li) {
  c.s.landmarks[static_cast<std::size_t>(li)].push_back(hero);
  c.emit(EventType::hero_to_landmark, -1, hero, li);
  // SO-6 (2): a hero moved into the Tavern ends a solo game at once, whatever the phase.
  if (solo(c) && c.bd.landmarks[static_cast<std::size_t>(li)].stack) end_game_scored(c, EndReason::solo_tavern);
}

// S-CITY-2, S-COMPAT-1, IP-33: the landmark of a hero's treasure outside solo, else the
// Tavern (also for a hero with no icon). A hero with two icons (D2): left_to_right (002:299-304)
// takes the first free matching landmark in the board's order; first_icon (000:206) tries its
// icons in printed order (the card's icon_order; none given = cleric, fighter, mage, thief).
namespace {

int landmark_left_to_right(const Ctx& c, const CardDesign& h) {
  const auto& lms = c.bd.landmarks;
  for (int li = 0; li < static_cast<int>(lms.size()); ++li) {
    const int t = lms[static_cast<std::size_t>(li)].treasure;
    if (t >= 0 && h.treasure[static_cast<std::size_t>(t)] > 0 && landmark_free(c, li)) return li;
  }
  return tavern_index(c);
}

int landmark_first_icon(const Ctx& c, const CardDesign& h) {
  for (int t : printed_icons(h)) {
    const Landmark* l = c.bd.landmark_for_treasure(t);
    if (!l) continue;
    const int li = static_cast<int>(l - c.bd.landmarks.data());
    if (landmark_free(c, li)) return li;
  }
  return tavern_index(c);
}

}  // namespace

int treasure_landmark(const Ctx& c, int hero) {
  const CardDesign& h = c.design(hero);
  const int ltr = landmark_left_to_right(c, h), first = landmark_first_icon(c, h);
  if (ltr != first) c.consulted("two_icon_landmark");  // IP-33: the readings send it to different landmarks
  return c.rs.two_icons_first_icon ? first : ltr;
}

// S-CITY-2, S-COMPAT-1, SO-2: where a hero pushed out of the city goes.
void drop_from_city(Ctx& c, int hero) {
  int target = tavern_index(c);
  if (solo(c) || mutated(Mutant::landmark_any_treasure)) {
    // SO-2: the first free landmark from the left, whatever its treasure.
    for (int li = 0; li < static_cast<int>(c.bd.landmarks.size()); ++li)
      if (!c.bd.landmarks[static_cast<std::size_t>(li)].stack && landmark_free(c, li)) {
        target = li;
        break;
      }
  } else {
    target = treasure_landmark(c, hero);
  }
  to_landmark(c, hero, target);
}

// The leftmost hero leaves the city for a landmark; the rest shift left.
void push_out_leftmost(Ctx& c) {
  const int out = c.s.town.front();
  c.s.town.erase(c.s.town.begin());
  town_removed(c);
  drop_from_city(c, out);
}

void reveal_city_heroes(Ctx& c) {
  GameState& s = c.s;
  for (int i = 0; i < heroes_per_round(c) && !s.over; ++i) {
    // S-2 / SO-2: ordinary heroes on top of the epic ones: one city deck.
    auto& deck = !s.ordinary_heroes.empty() ? s.ordinary_heroes : s.epic_heroes;
    if (deck.empty()) {
      s.failed_reveal = true;  // IP-9 failed_reveal (partial reveals reveal what is left)
      break;
    }
    const int hero = deck.back();
    deck.pop_back();
    s.reveal_log.push_back(hero);
    s.hero_revealed_this_round = true;
    c.emit(EventType::hero_revealed, -1, hero);
    city_arrival(c, hero);  // one at a time: a later drop sees landmarks earlier ones filled
  }
}

void refill_market(Ctx& c) {
  // S-CITY-1 / SO-3: 1 spell + one room per player (solo: 2 rooms). The market is empty here:
  // leftovers are discarded in the minion phase (S-MINION-1).
  const int spells = solo(c) ? c.bd.solo.market_spells : c.bd.market_spells(c.s.num_players);
  const int rooms = solo(c) ? c.bd.solo.market_rooms : c.bd.market_rooms(c.s.num_players);
  for (int i = 0; i < spells + rooms; ++i) {
    const int card = take_top(c, -1, i < spells ? CardKind::spell : CardKind::room);
    if (card < 0) continue;
    c.s.market.push_back(card);
    c.emit(EventType::market_refill, -1, card);
  }
}

bool space_occupied(const Ctx& c, int code) {
  for (const auto& pl : c.s.players)
    if (pl.minion == code) return true;
  return false;
}

Action minion_action(int p, int code) {
  Action a = make_action(ActionType::place_minion, p);
  a.option = code;
  return a;
}

void minion_effect(Ctx& c, int p) {
  PlayerState& pl = c.seat(p);
  const int code = pl.minion;
  if (code == kMinionHome) return;
  if (code == kMinionRoom) {
    // S-BOARD-5 / S-BOARD-6: the room's printed action; nothing if the room was deactivated.
    const int slot = find_slot(c, p, pl.minion_card);
    const bool works = slot >= 0 && slot_active(pl.dungeon[static_cast<std::size_t>(slot)]);
    c.emit(EventType::minion_effect, p, pl.minion_card, code, works ? 1 : 0);
    if (works) push_effect(c, c.design(pl.minion_card).action_space, p, pl.minion_card);
    return;
  }
  if (code == kMinionBoss) {
    c.emit(EventType::minion_effect, p, pl.boss, code, 1);
    push_effect(c, c.design(pl.boss).action_space, p, pl.boss);
    return;
  }
  int li = -1;
  const ActionSpace& sp = space_at(c.bd, code, &li);
  const Landmark& lm = c.bd.landmarks[static_cast<std::size_t>(li)];
  c.emit(EventType::minion_effect, p, -1, code, 1);
  switch (sp.kind) {
    case SpaceKind::treasure:  // the boss gains the landmark's icon until end of round
      if (lm.treasure >= 0) {
        pl.boss_treasure[static_cast<std::size_t>(lm.treasure)] += 1;
        c.emit(EventType::boss_treasure, p, -1, lm.treasure, 1);
      }
      return;
    case SpaceKind::summon: {  // must send the landmark's hero (Tavern: the top one) to any entrance
      const auto& heroes = c.s.landmarks[static_cast<std::size_t>(li)];
      if (heroes.empty()) return;
      const int hero = heroes.back();
      const auto live = live_players_in_order(c);
      if (live.size() == 1) return summon_hero(c, hero, li, live.front());
      Task& t = push_engine_effect(c, EngineEffect::summon, p);
      t.summoned_hero() = hero;
      t.landmark() = li;
      return;
    }
    case SpaceKind::market_card:  // Temple: take one card left in the market, if any
      if (!c.s.market.empty()) push_engine_effect(c, EngineEffect::temple_take, p);
      return;
    case SpaceKind::draw_room:  // Stadium
      draw_card(c, p, CardKind::room);
      return;
    case SpaceKind::draw_spell_discard_spell:  // Library: the discard only if a spell came (Q21)
      if (draw_card(c, p, CardKind::spell) >= 0) push_engine_effect(c, EngineEffect::library_discard, p);
      return;
    case SpaceKind::temporary_damage: {  // Hideout: the last room deals +N until end of round
      auto& dg = pl.dungeon;
      if (dg.empty()) return;
      dg.back().bonus_damage += sp.damage;
      c.emit(EventType::bonus, p, dg.back().top(), sp.damage);
      return;
    }
  }
}

}  // namespace

bool super_family(const Ctx& c) { return c.rs.super_like(); }

std::string minion_space_name(const BoardDef& b, int code) {
  if (code == kMinionRoom) return "room";
  if (code == kMinionBoss) return "boss";
  if (code >= 0 && code < space_count(b)) return space_at(b, code).id;
  return "space#" + std::to_string(code);
}

int summon_health_token(const Ctx& c, int landmark) {
  // IP-11: the ruleset may override the board's printed value.
  const auto& ids = landmark_ids();
  const std::string& id = c.bd.landmarks[static_cast<std::size_t>(landmark)].id;
  c.consulted("summon_health");  // IP-11: every summon reads the token
  for (std::size_t k = 0; k < ids.size() && k < c.rs.summon_health.size(); ++k)
    if (ids[k] == id && c.rs.summon_health[k] != Ruleset::kBoardValue) return c.rs.summon_health[k];
  const ActionSpace* sp = c.bd.landmarks[static_cast<std::size_t>(landmark)].find_space(SpaceKind::summon);
  return sp ? sp->health_token : 0;
}

void summon_hero(Ctx& c, int hero, int landmark, int target) {
  auto& heroes = c.s.landmarks[static_cast<std::size_t>(landmark)];
  auto it = std::find(heroes.begin(), heroes.end(), hero);
  if (it == heroes.end()) return;
  heroes.erase(it);
  const int token = summon_health_token(c, landmark);
  // S-BOARD-3 / S-TOK-3: to the back of the chosen entrance with the health token (Q17: the
  // token lasts until end of round, like every health bonus, G-22).
  c.seat(target).entrance.push_back(WaitingHero{hero, token});
  c.s.hero_moved_this_round = true;
  c.emit(EventType::summon, target, hero, landmark, token);
}

bool room_protected(const Ctx& c, int p, int slot) {
  // S-BOARD-6: a room holding its owner's minion cannot be covered or destroyed.
  const PlayerState& pl = c.seat(p);
  if (pl.minion != kMinionRoom || slot < 0 || slot >= static_cast<int>(pl.dungeon.size())) return false;
  const RoomSlot& r = pl.dungeon[static_cast<std::size_t>(slot)];
  return !r.cards.empty() && r.top() == pl.minion_card;
}

void add_tokens(Ctx& c, int p, int slot, int n) {
  RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  int add = n;
  if (room_token_cap(c.rs) > 0)
    add = std::min(add, room_token_cap(c.rs) - r.tokens);  // SO-5: at most 4 tokens on a room (solo)
  if (c.rs.token_supply > 0) {                             // IP-10: a finite supply; a gain beyond it is lost
    int on_table = 0;
    for (const auto& pl : c.s.players)
      for (const auto& o : pl.dungeon) on_table += o.tokens;
    // IP-10: the readings decide differently only where the supply runs short (an unlimited
    // supply gives the whole gain); bm compare counts this point on the finite reading's side.
    if (add > 0 && on_table + add > c.rs.token_supply) c.consulted("token_supply", {add, on_table, c.rs.token_supply});
    add = std::min(add, c.rs.token_supply - on_table);
  }
  if (add <= 0) return;
  r.tokens += add;
  c.emit(EventType::tokens, p, r.top(), add, r.tokens);
}

void town_removed(Ctx& c) { c.s.city_left = static_cast<int>(c.s.town.size()); }

void city_arrival(Ctx& c, int hero) {
  GameState& s = c.s;
  const CardDesign& d = c.design(hero);
  if (d.to_landmark >= 0 && d.to_landmark < static_cast<int>(c.bd.landmarks.size())) {
    // S-CITY-3: straight to its landmark on reveal (Q18, seeds silent: the Tavern if taken).
    to_landmark(c, hero, landmark_free(c, d.to_landmark) ? d.to_landmark : tavern_index(c));
    return;
  }
  const int slots = city_slots(c);
  auto& town = s.town;
  if (static_cast<int>(town.size()) >= slots) {
    // S-CITY-2 / IP-8: no free slot: everyone shifts left, the leftmost drops to a landmark.
    push_out_leftmost(c);  // may end a solo game (SO-6 (2)); the new hero still takes its slot
  }
  // D1: the leftmost free slot (queue) or the rightmost free slot; both sit just right of
  // the packed left part of the row.
  town.insert(town.begin() + s.city_left, hero);
  c.consulted("city_arrival_slot");  // D1, IP-15: every arrival takes a slot by the reading
  if (!c.rs.city_arrival_rightmost) s.city_left += 1;
  const int pos = static_cast<int>(std::find(town.begin(), town.end(), hero) - town.begin());
  c.emit(EventType::city_arrival, -1, hero, slot_of(c, pos));
  if (s.over) return;
  if (!town.empty() && static_cast<int>(town.size()) > slots - static_cast<int>(town.size()))
    c.consulted("city_overflow");  // IP-8: drain_literal would drop a hero now, per_arrival not
  if (c.rs.city_overflow_drain) {
    // IP-8 drain_literal (000:224 literal): drop the leftmost while heroes > free slots.
    while (!s.over && !town.empty() && static_cast<int>(town.size()) > slots - static_cast<int>(town.size()))
      push_out_leftmost(c);
  }
}

void super_setup_order(Ctx& c) {
  // S-3: the boss with the most XP takes the first-player marker (Q19, seeds silent on equal
  // XP: the lower seat). S-7: clockwise from the first player.
  int first = 0;
  for (int p = 1; p < c.s.num_players; ++p)
    if (c.design(c.seat(p).boss).xp > c.design(c.seat(first).boss).xp) first = p;
  c.s.first_player = first;
  c.emit(EventType::marker_pass, first);
  super_round_order(c);
}

void super_round_order(Ctx& c) {
  GameState& s = c.s;
  s.order.clear();
  for (int k = 0; k < s.num_players; ++k) s.order.push_back((s.first_player + k) % s.num_players);
}

void super_start_round(Ctx& c) {
  GameState& s = c.s;
  s.round += 1;
  s.hero_moved_this_round = false;
  s.hero_revealed_this_round = false;
  s.failed_reveal = false;
  for (auto& pl : s.players) pl.gained_soul_this_round = false;
  super_round_order(c);
  c.emit(EventType::round_start, -1, -1, s.round);
  // S-8: city, build, minion, bait, adventure, end of round (no classic beginning draw).
  c.push(TaskKind::end_of_round);
  c.push(TaskKind::adventure);
  c.push(TaskKind::bait);
  c.push(TaskKind::minion_phase);
  c.push(TaskKind::build_phase);
  c.push(TaskKind::city);
}

namespace {

// IP-12: a minion about to be placed could take a space the landmark_cover readings treat
// differently (a free space of a landmark with a hero on it that the hero would cover).
bool cover_matters(const Ctx& c) {
  int code = 0;
  for (std::size_t li = 0; li < c.bd.landmarks.size(); ++li)
    for (const auto& sp : c.bd.landmarks[li].spaces) {
      const int k = code++;
      if (sp.kind != SpaceKind::summon && sp.covered_by_hero && !c.s.landmarks[li].empty() && !space_occupied(c, k))
        return true;
    }
  return false;
}

}  // namespace

void super_run_task(Ctx& c, const Task& t) {
  GameState& s = c.s;
  switch (t.kind) {
    case TaskKind::city: {
      set_phase(c, Phase::city);
      refill_market(c);
      reveal_city_heroes(c);
      if (s.over) return;
      // S-COMPAT-2: then 1 item a round, to the first hero in the city that can carry it (BM2-3).
      if (items_in_play(c)) reveal_items(c, kSuperItemsPerRound);
      // S-CITY-4: clockwise from the first player, take a market card, then place the minion.
      const auto live = live_players_in_order(c);
      for (auto it = live.rbegin(); it != live.rend(); ++it) c.push(TaskKind::market_turn, *it, 0);
      return;
    }
    case TaskKind::market_turn: {
      if (t.step == 0 && !s.market.empty()) {
        c.push(t);
        c.decide(DecisionKind::market_pick, t.player);
        return;
      }
      std::vector<Action> spaces;
      minion_actions(c, t.player, spaces);
      if (spaces.empty()) return;                           // no legal space: the minion stays home
      c.consulted("minion_optional");                       // Q11: the minion must go, or may stay home
      if (cover_matters(c)) c.consulted("landmark_cover");  // IP-12
      Task again = t;
      again.step = 1;
      c.push(again);
      c.decide(DecisionKind::place_minion, t.player);
      return;
    }
    case TaskKind::minion_phase: {
      // S-MINION-1: minion effects clockwise from the first player (no spells, D4); then the
      // market's leftovers are discarded.
      set_phase(c, Phase::minion);
      c.push(TaskKind::market_discard);
      const auto live = live_players_in_order(c);
      for (auto it = live.rbegin(); it != live.rend(); ++it) c.push(TaskKind::minion_effect, *it);
      return;
    }
    case TaskKind::minion_effect: minion_effect(c, t.player); return;
    case TaskKind::market_discard:
      for (int card : s.market) {
        to_discard(c, card);
        c.emit(EventType::market_discard, -1, card);
      }
      s.market.clear();
      return;
    default: throw std::logic_error("not a Super task " + std::to_string(as_int(t.kind)));
  }
}

void market_actions(const Ctx& c, int p, std::vector<Action>& out) {
  per_design(
      c, c.s.market, p, [](int) { return true; }, out, ActionType::market_pick);
}

void apply_market_pick(Ctx& c, const Action& a) {
  auto& m = c.s.market;
  m.erase(std::find(m.begin(), m.end(), a.card));
  hand_add(c, a.player, a.card);
  c.emit(EventType::market_pick, a.player, a.card);
}

void minion_actions(const Ctx& c, int p, std::vector<Action>& out) {
  const PlayerState& pl = c.seat(p);
  if (pl.minion != kMinionHome) return;
  // Landmark spaces (S-BOARD-2..4): one minion each; a summon space needs a hero there; a
  // hero covers its landmark's other spaces (IP-12).
  int code = 0;
  for (std::size_t li = 0; li < c.bd.landmarks.size(); ++li) {
    const auto& heroes = c.s.landmarks[li];
    for (const auto& sp : c.bd.landmarks[li].spaces) {
      const int k = code++;
      if (space_occupied(c, k) && !mutated(Mutant::shared_minion_space)) continue;
      if (sp.kind == SpaceKind::summon) {
        if (heroes.empty()) continue;
      } else if (!heroes.empty() && sp.covered_by_hero && !c.rs.landmark_cover_none) {
        continue;
      }
      out.push_back(minion_action(p, k));
    }
  }
  // S-BOARD-5: an action space on one of your own visible rooms, or on your boss after its
  // Level Up; never on another player's dungeon.
  for (int j = 0; j < static_cast<int>(pl.dungeon.size()); ++j) {
    const RoomSlot& r = pl.dungeon[static_cast<std::size_t>(j)];
    if (!slot_visible(r) || c.design(r.top()).action_space == Ability::none) continue;
    Action a = minion_action(p, kMinionRoom);
    a.card = r.top();
    a.slot = j;
    out.push_back(a);
  }
  if (pl.leveled_up && c.design(pl.boss).action_space != Ability::none) out.push_back(minion_action(p, kMinionBoss));
}

void apply_place_minion(Ctx& c, const Action& a) {
  PlayerState& pl = c.seat(a.player);
  pl.minion = a.option;
  pl.minion_card = a.option == kMinionRoom ? a.card : -1;
  c.emit(EventType::minion_placed, a.player, pl.minion_card, a.option);
}

void super_bait(Ctx& c) {
  // S-BAIT-1: from the leftmost city hero; G-15 strict maximum (treasure spaces count); ties
  // and unmatched heroes stay in the city. Landmark heroes are never lured (S-BOARD-4).
  // SO-4 / SO-8 (solo): the hero in slot k needs at least threshold[k] matching treasure;
  // slots are read once at the start of the phase (Q8 snapshot).
  GameState& s = c.s;
  const std::vector<int> city = s.town.vec();
  std::vector<int> slot(city.size());
  for (std::size_t i = 0; i < city.size(); ++i) slot[i] = slot_of(c, static_cast<int>(i));
  std::vector<int> stay;
  std::vector<std::vector<int>> lured(static_cast<std::size_t>(s.num_players));
  for (std::size_t i = 0; i < city.size(); ++i) {
    const int hero = city[i];
    int value = 0;
    bool tie = false;
    int target = -1;
    if (solo(c) && c.design(hero).lure == Lure::treasure) {
      const int at = std::clamp(slot[i], 0, kSoloSlots - 1);
      c.consulted("challenge");                                       // SO-8: the threshold of every treasure hero
      if (c.rs.challenge && at == 2) c.consulted("challenge_slot3");  // IP-13: slot 3 in challenge mode
      const int need = solo_bait_threshold(c.rs, at);                 // SO-4, SO-8, IP-13
      for (int t = 0; t < kTreasureTypes; ++t)
        if (c.design(hero).treasure[static_cast<std::size_t>(t)] > 0) value += treasure_value(c, 0, t);
      if (value >= need) target = 0;
    } else {
      target = lure_target(c, hero, value, tie);
    }
    if (target < 0) {
      stay.push_back(hero);
      c.emit(EventType::hero_stays, -1, hero, tie ? 1 : 0);
      continue;
    }
    lured[static_cast<std::size_t>(target)].push_back(hero);
    s.hero_moved_this_round = true;
    c.emit(EventType::bait, target, hero, value);
  }
  // G-15: several heroes going to one dungeon keep the order in which they came from the
  // deck (under D1 rightmost_free the city row is not in that order).
  auto rank = [&](int h) {  // the latest reveal of that hero
    return std::find(s.reveal_log.rbegin(), s.reveal_log.rend(), h) - s.reveal_log.rbegin();
  };
  for (int p = 0; p < s.num_players; ++p) {
    auto& heroes = lured[static_cast<std::size_t>(p)];
    std::stable_sort(heroes.begin(), heroes.end(), [&](int a, int b) { return rank(a) > rank(b); });
    for (int h : heroes) c.seat(p).entrance.push_back(WaitingHero{h, 0});
  }
  const bool left = stay.size() != s.town.size();
  s.town = stay;
  if (left) town_removed(c);  // S-CITY-2: whenever a hero leaves, the rest shift left
}

void super_end_of_round(Ctx& c) {
  // S-END-1: treasure spaces expire, minions go home, the marker passes clockwise (S-7).
  GameState& s = c.s;
  for (int p = 0; p < s.num_players; ++p) {
    PlayerState& pl = c.seat(p);
    pl.boss_treasure = {};
    if (pl.minion != kMinionHome) c.emit(EventType::minion_home, p);
    pl.minion = kMinionHome;
    pl.minion_card = -1;
  }
  s.first_player = (s.first_player + 1) % s.num_players;
  c.emit(EventType::marker_pass, s.first_player);
}

void super_end_check(Ctx& c) {
  GameState& s = c.s;
  const bool decks_empty = s.ordinary_heroes.empty() && s.epic_heroes.empty();
  if (solo(c)) {
    // SO-6: (1) 5 wounds, (3) the last hero was revealed this round; (2) is immediate
    // (to_landmark). 10 souls does not end a solo game.
    if (wounds_of(c, 0) >= wounds_to_lose(c.rs)) return end_game_scored(c, EndReason::solo_wounds);
    if (decks_empty) return end_game_scored(c, EndReason::solo_deck_empty);
  } else {
    // S-END-2: after the full round; no elimination; everyone scored souls - wounds, tie ->
    // highest XP (IP-4 Super reading, the ruleset's tie_break).
    for (int p : live_players_in_order(c))
      if (reaches_soul_win(c, p)) return end_game_scored(c, EndReason::super_souls);
    if (s.failed_reveal || decks_empty) c.consulted("super_deck_out");  // IP-9: a reading ends the game now
    if (c.rs.deck_out_failed_reveal) {
      if (s.failed_reveal) return end_game_scored(c, EndReason::super_failed_reveal);
    } else if (decks_empty) {
      return end_game_scored(c, EndReason::super_deck_empty);
    }
  }
  if (s.round >= c.rs.max_rounds) return end_game_scored(c, EndReason::max_rounds);
  c.push(TaskKind::round_start);
}

}  // namespace bm::detail
