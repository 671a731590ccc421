#include "support/scenario.hpp"

#include <algorithm>
#include <stdexcept>

#include <gtest/gtest.h>

#include "bm/state/census.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"

namespace bm::test {

using namespace detail;
using nlohmann::json;

Ruleset preset(const std::string& name) {
  Ruleset r;
  if (!find_preset(name, r)) throw std::runtime_error("no preset " + name);
  return r;
}

const CardSet& family_cards(const Ruleset& r) {
  return r.family == Family::bm2 ? builtin_synthetic_bm2_cards() : builtin_classic_cards();
}
Engine engine_for(const Ruleset& r) { return Engine(family_cards(r), r); }
Engine engine_for(const std::string& preset_name) { return engine_for(preset(preset_name)); }

namespace {
template <class Cards>
bool erase_one(Cards& v, int card) {
  auto it = std::find(v.begin(), v.end(), card);
  if (it == v.end()) return false;
  v.erase(it);
  return true;
}
}  // namespace

Scenario::Scenario(const std::string& p, int players, std::uint64_t seed) : Scenario(preset(p), players, seed) {}

Scenario::Scenario(const Ruleset& r, int players, std::uint64_t seed)
    : Scenario(builtin_classic_cards(), r, players, seed) {}

Scenario::Scenario(const CardSet& cs, const Ruleset& r, int players, std::uint64_t seed)
    : cards(cs), rules(r), engine(cards, rules), s(engine.start(players, seed, &events)) {}

int Scenario::card(const std::string& id, int copy) const {
  const int d = cards.find(id);
  if (d < 0) throw std::runtime_error("unknown card id " + id);
  if (copy >= cards.designs[static_cast<std::size_t>(d)].quantity)
    throw std::runtime_error("no copy " + std::to_string(copy) + " of " + id);
  return cards.first_instance[static_cast<std::size_t>(d)] + copy;
}

Zone& Scenario::deck_of(int c) {
  const CardDesign& d = cards.of(c);
  switch (d.kind) {
    case CardKind::room: return s.room_deck;
    case CardKind::spell: return s.spell_deck;
    case CardKind::hero: return d.is_epic() ? s.epic_heroes : s.ordinary_heroes;
    case CardKind::item: return s.item_deck;
    default: return s.out_of_game;
  }
}

void Scenario::remove_everywhere(int c) {
  for (auto* v : {&s.room_deck, &s.spell_deck, &s.ordinary_heroes, &s.epic_heroes, &s.discard, &s.spell_discard,
                  &s.town, &s.out_of_game, &s.boss_deck, &s.resolving, &s.market, &s.item_deck, &s.items_waiting})
    if (erase_one(*v, c)) return;
  for (auto& l : s.landmarks)
    if (erase_one(l, c)) return;
  for (auto it = s.hero_items.begin(); it != s.hero_items.end(); ++it)
    if (it->item == c) {
      s.hero_items.erase(it);
      return;
    }
  for (auto& pl : s.players) {
    if (pl.boss == c) throw std::runtime_error("cannot move a boss in play");
    if (erase_one(pl.hand, c)) return;
    if (erase_one(pl.scored_items, c)) return;
    if (pl.active_item == c) {
      pl.active_item = -1;
      return;
    }
    for (std::size_t i = 0; i < pl.dungeon.size(); ++i)
      if (erase_one(pl.dungeon[i].cards, c)) {
        if (pl.dungeon[i].cards.empty()) pl.dungeon.erase(pl.dungeon.begin() + static_cast<long>(i));
        return;
      }
    for (std::size_t i = 0; i < pl.entrance.size(); ++i)
      if (pl.entrance[i].hero == c) {
        pl.entrance.erase(pl.entrance.begin() + static_cast<long>(i));
        return;
      }
    for (std::size_t i = 0; i < pl.score.size(); ++i)
      if (pl.score[i].hero == c) {
        pl.score.erase(pl.score.begin() + static_cast<long>(i));
        return;
      }
  }
  throw std::runtime_error("card " + cards.id_of(c) + " not found anywhere");
}

void Scenario::clear_board() {
  forget_derived(s);
  for (auto& pl : s.players) {
    for (int c : pl.hand) deck_of(c).push_back(c);
    pl.hand.clear();
    for (auto& r : pl.dungeon)
      for (int c : r.cards) deck_of(c).push_back(c);
    pl.dungeon.clear();
    for (auto& w : pl.entrance) deck_of(w.hero).push_back(w.hero);
    pl.entrance.clear();
    for (auto& h : pl.score) deck_of(h.hero).push_back(h.hero);
    pl.score.clear();
  }
  for (int c : s.town) deck_of(c).push_back(c);
  s.town.clear();
  s.city_left = 0;
  // Super / solo: landmarks, market, minions and the treasure of treasure spaces.
  for (auto& l : s.landmarks) {
    for (int c : l) deck_of(c).push_back(c);
    l.clear();
  }
  for (int c : s.market) deck_of(c).push_back(c);
  s.market.clear();
  for (auto& pl : s.players) {
    pl.minion = kMinionHome;
    pl.minion_card = -1;
    pl.boss_treasure = {};
  }
  for (int c : s.discard) deck_of(c).push_back(c);
  s.discard.clear();
  for (int c : s.spell_discard) deck_of(c).push_back(c);
  s.spell_discard.clear();
}

void Scenario::set_boss(int p, const std::string& id) {
  forget_derived(s);
  const int b = card(id);
  auto& pl = s.players[static_cast<std::size_t>(p)];
  bool swapped = false;
  for (auto& other : s.players)
    if (other.boss == b) {
      std::swap(other.boss, pl.boss);
      swapped = true;
      break;
    }
  if (!swapped) {
    erase_one(s.out_of_game, b);
    s.out_of_game.push_back(pl.boss);
    pl.boss = b;
  }
  if (rules.super_like()) {
    // S-7: the order stays clockwise from the first-player marker (set_first_player moves it).
    set_first_player(s.first_player < 0 ? 0 : s.first_player);
    return;
  }
  // Turn order follows the bosses' XP (C-5, IP-5): recompute it.
  std::vector<int> seats;
  for (int q = 0; q < s.num_players; ++q) seats.push_back(q);
  std::stable_sort(seats.begin(), seats.end(), [&](int a, int c) {
    return cards.of(s.players[static_cast<std::size_t>(a)].boss).xp >
           cards.of(s.players[static_cast<std::size_t>(c)].boss).xp;
  });
  if (rules.order_clockwise)
    for (int k = 0; k < s.num_players; ++k) seats[static_cast<std::size_t>(k)] = (seats.front() + k) % s.num_players;
  s.order = seats;
}

void Scenario::set_hand(int p, std::initializer_list<std::string> ids) {
  forget_derived(s);
  auto& pl = s.players[static_cast<std::size_t>(p)];
  for (int c : pl.hand) deck_of(c).push_back(c);
  pl.hand.clear();
  for (const auto& id : ids) add_to_hand(p, id);
}

void Scenario::add_to_hand(int p, const std::string& id) {
  forget_derived(s);
  const int d = cards.find(id);
  for (int k = 0; k < cards.designs[static_cast<std::size_t>(d)].quantity; ++k) {
    const int c = card(id, k);
    auto& h = s.players[static_cast<std::size_t>(p)].hand;
    if (std::find(h.begin(), h.end(), c) != h.end()) continue;
    bool placed = false;
    for (const auto& pl : s.players)
      for (const auto& r : pl.dungeon) placed = placed || std::find(r.cards.begin(), r.cards.end(), c) != r.cards.end();
    for (const auto& pl : s.players) placed = placed || std::find(pl.hand.begin(), pl.hand.end(), c) != pl.hand.end();
    if (placed) continue;
    remove_everywhere(c);
    h.insert(std::upper_bound(h.begin(), h.end(), c), c);
    return;
  }
  throw std::runtime_error("no free copy of " + id);
}

namespace {
int free_copy(const Scenario& sc, const std::string& id) {
  const int d = sc.cards.find(id);
  for (int k = 0; k < sc.cards.designs[static_cast<std::size_t>(d)].quantity; ++k) {
    const int c = sc.card(id, k);
    bool used = false;
    for (const auto& pl : sc.s.players) {
      used = used || std::find(pl.hand.begin(), pl.hand.end(), c) != pl.hand.end();
      for (const auto& r : pl.dungeon) used = used || std::find(r.cards.begin(), r.cards.end(), c) != r.cards.end();
      for (const auto& w : pl.entrance) used = used || w.hero == c;
      for (const auto& h : pl.score) used = used || h.hero == c;
    }
    used = used || std::find(sc.s.town.begin(), sc.s.town.end(), c) != sc.s.town.end();
    used = used || std::find(sc.s.market.begin(), sc.s.market.end(), c) != sc.s.market.end();
    for (const auto& l : sc.s.landmarks) used = used || std::find(l.begin(), l.end(), c) != l.end();
    if (!used) return c;
  }
  throw std::runtime_error("no free copy of " + id);
}
}  // namespace

void Scenario::set_dungeon(int p, std::initializer_list<std::string> ids) {
  forget_derived(s);
  auto& pl = s.players[static_cast<std::size_t>(p)];
  for (auto& r : pl.dungeon)
    for (int c : r.cards) deck_of(c).push_back(c);
  pl.dungeon.clear();
  for (const auto& id : ids) {
    const int c = free_copy(*this, id);
    remove_everywhere(c);
    pl.dungeon.add_back().cards.push_back(c);
  }
}

void Scenario::stack_on(int p, int slot, const std::string& id) {
  forget_derived(s);
  const int c = free_copy(*this, id);
  remove_everywhere(c);
  s.players[static_cast<std::size_t>(p)].dungeon[static_cast<std::size_t>(slot)].cards.push_back(c);
}

void Scenario::set_town(std::initializer_list<std::string> heroes) {
  forget_derived(s);
  for (int c : s.town) deck_of(c).push_back(c);
  s.town.clear();
  for (const auto& id : heroes) {
    const int c = card(id);
    remove_everywhere(c);
    s.town.push_back(c);
  }
  s.city_left = static_cast<int>(s.town.size());
}

// ---- Super / solo ----------------------------------------------------------------------

void Scenario::finish_super_setup() {
  for (int guard = 0; guard < 1000; ++guard) {
    if (s.over) throw std::runtime_error("finish_super_setup: the game ended");
    if (s.decision.kind == DecisionKind::market_pick) return;
    const auto now = legal();
    const Action* pick = nullptr;
    for (const auto& a : now) {
      const bool plain = a.type == ActionType::choose_boss || a.type == ActionType::keep ||
                         a.type == ActionType::pass_build || a.type == ActionType::pass;
      if (plain && !pick) pick = &a;
    }
    if (!pick) throw std::runtime_error("finish_super_setup: unexpected decision " + engine.decision_name(s));
    engine.apply(s, *pick, &events);
  }
  throw std::runtime_error("finish_super_setup: no progress");
}

void Scenario::set_city(std::initializer_list<std::string> heroes) { set_town(heroes); }

int Scenario::landmark_index(const std::string& id) const {
  const auto& lms = engine.board().landmarks;
  for (std::size_t i = 0; i < lms.size(); ++i)
    if (lms[i].id == id) return static_cast<int>(i);
  throw std::runtime_error("no landmark " + id);
}

void Scenario::set_landmark(const std::string& landmark, std::initializer_list<std::string> heroes) {
  forget_derived(s);
  auto& l = s.landmarks.at(static_cast<std::size_t>(landmark_index(landmark)));
  for (int c : l) deck_of(c).push_back(c);
  l.clear();
  for (const auto& id : heroes) {
    const int c = card(id);
    remove_everywhere(c);
    l.push_back(c);
  }
}

void Scenario::set_market(std::initializer_list<std::string> ids) {
  forget_derived(s);
  for (int c : s.market) deck_of(c).push_back(c);
  s.market.clear();
  for (const auto& id : ids) {
    const int c = free_copy(*this, id);
    remove_everywhere(c);
    s.market.push_back(c);
  }
}

void Scenario::set_first_player(int p) {
  forget_derived(s);
  s.first_player = p;
  s.order.clear();
  for (int k = 0; k < s.num_players; ++k) s.order.push_back((p + k) % s.num_players);
}

void Scenario::set_minion(int p, const std::string& space, int slot) {
  forget_derived(s);
  auto& pl = s.players[static_cast<std::size_t>(p)];
  pl.minion_card = -1;
  if (space == "room") {
    pl.minion = kMinionRoom;
    pl.minion_card = pl.dungeon.at(static_cast<std::size_t>(slot)).top();
    return;
  }
  if (space == "boss") {
    pl.minion = kMinionBoss;
    return;
  }
  const BoardDef& b = engine.board();
  for (int k = 0; k < space_count(b); ++k)
    if (space_at(b, k).id == space) {
      pl.minion = k;
      return;
    }
  throw std::runtime_error("no action space " + space);
}

void Scenario::set_tokens(int p, int slot, int n) {
  forget_derived(s);
  s.players[static_cast<std::size_t>(p)].dungeon.at(static_cast<std::size_t>(slot)).tokens = n;
}

std::vector<std::string> Scenario::landmark_heroes(const std::string& landmark) const {
  return ids(s.landmarks.at(static_cast<std::size_t>(landmark_index(landmark))));
}

std::vector<std::string> Scenario::market_ids() const { return ids(s.market); }

void Scenario::add_entrance(int p, const std::string& hero) {
  forget_derived(s);
  const int c = card(hero);
  remove_everywhere(c);
  s.players[static_cast<std::size_t>(p)].entrance.push_back(WaitingHero{c, 0});
}

void Scenario::add_score(int p, const std::string& hero, bool soul) {
  forget_derived(s);
  const int c = card(hero);
  remove_everywhere(c);
  s.players[static_cast<std::size_t>(p)].score.push_back(ScoredHero{c, soul});
}

void Scenario::to_discard(const std::string& id) {
  forget_derived(s);
  const int c = free_copy(*this, id);
  remove_everywhere(c);
  (rules.separate_discards && cards.of(c).kind == CardKind::spell ? s.spell_discard : s.discard).push_back(c);
}

void Scenario::give_item(const std::string& hero, const std::string& item) {
  forget_derived(s);
  const int it = card(item);
  if (!erase_one(s.item_deck, it)) throw std::runtime_error(item + " is not in the item deck");
  const HeroItem hi{card(hero), it};
  s.hero_items.insert(std::upper_bound(s.hero_items.begin(), s.hero_items.end(), hi,
                                       [](const HeroItem& a, const HeroItem& b) { return a.hero < b.hero; }),
                      hi);
}

void Scenario::set_active_item(int p, const std::string& item) {
  forget_derived(s);
  const int it = card(item);
  if (!erase_one(s.item_deck, it)) throw std::runtime_error(item + " is not in the item deck");
  s.players[static_cast<std::size_t>(p)].active_item = it;
}

void Scenario::add_face_down_item(int p, const std::string& item) {
  forget_derived(s);
  const int it = card(item);
  if (!erase_one(s.item_deck, it)) throw std::runtime_error(item + " is not in the item deck");
  s.players[static_cast<std::size_t>(p)].scored_items.push_back(it);
}

void Scenario::add_waiting_item(const std::string& item) {
  forget_derived(s);
  const int it = card(item);
  if (!erase_one(s.item_deck, it)) throw std::runtime_error(item + " is not in the item deck");
  s.items_waiting.push_back(it);
}

void Scenario::deck_top(const std::string& id) {
  forget_derived(s);
  const int d = cards.find(id);
  for (int k = 0; k < cards.designs[static_cast<std::size_t>(d)].quantity; ++k) {
    const int c = card(id, k);
    auto& deck = deck_of(c);
    if (std::find(deck.begin(), deck.end(), c) != deck.end()) {
      erase_one(deck, c);
      deck.push_back(c);
      return;
    }
  }
  const int c = free_copy(*this, id);
  remove_everywhere(c);
  deck_of(c).push_back(c);
}

void Scenario::empty_hero_decks() {
  forget_derived(s);
  for (int c : s.ordinary_heroes) s.out_of_game.push_back(c);
  for (int c : s.epic_heroes) s.out_of_game.push_back(c);
  s.ordinary_heroes.clear();
  s.epic_heroes.clear();
}

void Scenario::run_agenda(std::vector<Task> bottom_to_top, Phase phase) {
  // BM2-3 / S-COMPAT-2: an item given during the setup to a hero the arrangement put back into
  // a deck goes back to the bottom of the item deck (a hero out of play carries nothing).
  std::vector<int> in_play = s.town.vec();
  for (const auto& l : s.landmarks) in_play.insert(in_play.end(), l.begin(), l.end());
  for (const auto& pl : s.players)
    for (const auto& w : pl.entrance) in_play.push_back(w.hero);
  for (auto it = s.hero_items.begin(); it != s.hero_items.end();)
    if (std::find(in_play.begin(), in_play.end(), it->hero) == in_play.end()) {
      s.item_deck.insert(s.item_deck.begin(), it->item);
      it = s.hero_items.erase(it);
    } else {
      ++it;
    }
  s.agenda = std::move(bottom_to_top);
  s.stack.clear();
  s.decision = Decision{};
  s.run = Run{};
  s.phase = phase;
  Ctx c{cards, rules, s, &events, nullptr, engine.board()};
  advance(c);
}

void Scenario::set_agenda(std::initializer_list<TaskKind> bottom_to_top, Phase phase) {
  if (s.round == 0) s.round = 1;
  std::vector<Task> agenda;
  for (TaskKind k : bottom_to_top) {
    Task t;
    t.kind = k;
    agenda.push_back(t);
  }
  run_agenda(std::move(agenda), phase);
}

void Scenario::start_round() { set_agenda({TaskKind::round_start}, Phase::end_of_round); }
void Scenario::start_build() {
  if (rules.super_like())
    set_agenda(
        {TaskKind::end_of_round, TaskKind::adventure, TaskKind::bait, TaskKind::minion_phase, TaskKind::build_phase},
        Phase::city);  // S-8
  else
    set_agenda({TaskKind::end_of_round, TaskKind::adventure, TaskKind::bait, TaskKind::build_phase}, Phase::beginning);
}
void Scenario::start_bait() { set_agenda({TaskKind::end_of_round, TaskKind::adventure, TaskKind::bait}, Phase::build); }
void Scenario::start_adventure() { set_agenda({TaskKind::end_of_round, TaskKind::adventure}, Phase::bait); }
void Scenario::start_end_of_round() { set_agenda({TaskKind::end_of_round}, Phase::adventure); }
void Scenario::start_city() {
  s.failed_reveal = false;
  s.hero_revealed_this_round = false;
  s.hero_moved_this_round = false;
  set_agenda({TaskKind::end_of_round, TaskKind::adventure, TaskKind::bait, TaskKind::minion_phase,
              TaskKind::build_phase, TaskKind::city},
             Phase::end_of_round);
}
void Scenario::start_minion_phase() {
  set_agenda({TaskKind::end_of_round, TaskKind::adventure, TaskKind::bait, TaskKind::minion_phase}, Phase::build);
}

json Scenario::readable(const Action& a) const {
  return action_to_json(cards, a, rules.super_like() ? &engine.board() : nullptr);
}

std::vector<json> Scenario::legal_json() const {
  std::vector<json> out;
  for (const auto& a : legal()) {
    json j = readable(a);
    j["player"] = a.player;
    out.push_back(j);
  }
  return out;
}

bool Scenario::can(const json& want) const {
  for (const auto& a : legal()) {
    json j = readable(a);
    if (want.contains("player")) j["player"] = a.player;
    if (j == want) return true;
  }
  return false;
}

void Scenario::act(const json& want) {
  for (const auto& a : legal()) {
    json j = readable(a);
    if (want.contains("player")) j["player"] = a.player;
    if (j == want) {
      engine.apply(s, a, &events);
      return;
    }
  }
  std::string all;
  for (const auto& j : legal_json()) all += "\n  " + j.dump();
  throw std::runtime_error("action not legal now: " + want.dump() + " (decision: " + engine.decision_name(s) +
                           ", player " + std::to_string(to_move()) + "); legal:" + all);
}

bool Scenario::pass_until(const std::function<bool(const Scenario&)>& stop) {
  for (int guard = 0; guard < 10000; ++guard) {
    if (s.over) return false;
    if (stop(*this)) return true;
    const auto legal_now = legal();
    const Action* pick = pass_action(legal_now);
    if (!pick) return true;  // a real decision (choose, discard, ...) is pending
    engine.apply(s, *pick, &events);
  }
  throw std::runtime_error("pass_until: no progress");
}

bool Scenario::pass_to_phase(Phase phase) {
  return pass_until([phase](const Scenario& sc) { return sc.s.phase == phase; });
}

void Scenario::pass_round() {
  const int r = s.round;
  pass_until([r](const Scenario& sc) { return sc.s.round > r; });
}

void Scenario::finish_round(int r) {
  pass_until([r](const Scenario& sc) { return sc.s.round > r; });
}

std::vector<std::string> Scenario::ids(std::span<const int> cs) const {
  std::vector<std::string> out;
  for (int c : cs) out.push_back(cards.id_of(c));
  return out;
}

std::vector<std::string> Scenario::discard_ids() const {
  std::vector<std::string> out = ids(s.discard);
  for (const auto& id : ids(s.spell_discard)) out.push_back(id);
  return out;
}

std::vector<int> Scenario::damage_to(const std::string& hero) const {
  std::vector<int> out;
  for (const auto& e : events_of("damage"))
    if (e["card"] == hero) out.push_back(e["amount"].get<int>());
  return out;
}

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

std::vector<std::string> Scenario::dungeon_ids(int p) const {
  std::vector<std::string> out;
  for (const auto& r : s.players[static_cast<std::size_t>(p)].dungeon)
    out.push_back(r.face_down ? "?" : cards.id_of(r.top()));
  return out;
}
std::vector<std::string> Scenario::hand_ids(int p) const {
  std::vector<std::string> out;
  for (int c : s.players[static_cast<std::size_t>(p)].hand) out.push_back(cards.id_of(c));
  return out;
}
std::vector<std::string> Scenario::town_ids() const {
  std::vector<std::string> out;
  for (int c : s.town) out.push_back(cards.id_of(c));
  return out;
}
std::vector<std::string> Scenario::entrance_ids(int p) const {
  std::vector<std::string> out;
  for (const auto& w : s.players[static_cast<std::size_t>(p)].entrance) out.push_back(cards.id_of(w.hero));
  return out;
}
std::vector<std::string> Scenario::score_ids(int p, bool soul) const {
  std::vector<std::string> out;
  for (const auto& h : s.players[static_cast<std::size_t>(p)].score)
    if (h.soul == soul) out.push_back(cards.id_of(h.hero));
  return out;
}

std::vector<json> Scenario::events_of(const std::string& type) const { return events_since(*this, 0, type); }

bool Scenario::saw(const std::string& type, const json& fields) const { return find_event(*this, type, fields) >= 0; }

void Scenario::check_conservation() const {
  const std::vector<int> seen = card_census(s, cards.instances());
  for (int c = 0; c < cards.instances(); ++c)
    ASSERT_EQ(seen[static_cast<std::size_t>(c)], 1) << "card " << cards.id_of(c) << " (instance " << c << ") is in "
                                                    << seen[static_cast<std::size_t>(c)] << " places";
}

// ---- building a game -------------------------------------------------------------------

namespace {
// The one construction behind board() and super_board(): a game on `cs` (classic when null),
// optionally played through the Super setup, then cleared, with the bosses seat by seat.
Scenario cleared(const Ruleset& r, std::initializer_list<std::string> bosses, std::uint64_t seed, const CardSet* cs,
                 bool super_setup) {
  const int n = static_cast<int>(bosses.size());
  Scenario sc(cs ? *cs : builtin_classic_cards(), r, n, seed);
  if (super_setup) sc.finish_super_setup();
  sc.clear_board();
  int p = 0;
  for (const auto& b : bosses) sc.set_boss(p++, b);
  if (super_setup) sc.set_first_player(0);
  return sc;
}
}  // namespace

Scenario board(const Ruleset& r, std::initializer_list<std::string> bosses, std::uint64_t seed, const CardSet* cs) {
  return cleared(r, bosses, seed, cs, false);
}
Scenario board(const std::string& preset_name, std::initializer_list<std::string> bosses, std::uint64_t seed,
               const CardSet* cs) {
  return cleared(preset(preset_name), bosses, seed, cs, false);
}
Scenario super_board(const Ruleset& r, std::initializer_list<std::string> bosses, std::uint64_t seed,
                     const CardSet* cs) {
  return cleared(r, bosses, seed, cs, true);
}
Scenario super_board(const std::string& preset_name, std::initializer_list<std::string> bosses, std::uint64_t seed,
                     const CardSet* cs) {
  return cleared(preset(preset_name), bosses, seed, cs, true);
}
Scenario two_players(std::uint64_t seed) { return board("classic", {"BM004", "BM008"}, seed); }

Scenario hero_at_seat0(std::uint64_t seed, std::initializer_list<std::string> rooms, const std::string& hero) {
  Scenario sc = two_players(seed);
  sc.set_dungeon(0, rooms);
  sc.add_entrance(0, hero);
  return sc;
}

const CardSet& classic_with_tnl_cards() {
  static const CardSet set = [] {
    json cards = card_set_to_json(builtin_classic_cards())["cards"];
    const json tnl = card_set_to_json(builtin_bm2_cards());  // kept alive while its cards are read
    for (const auto& c : tnl["cards"]) {
      const std::string kind = c["kind"];
      if ((kind == "room" || kind == "spell") && !c.contains("ability_pending") && !c.contains("unknown"))
        cards.push_back(c);
    }
    return load_card_set(json{{"format", "bm-cards"},
                              {"version", 1},
                              {"id", "classic+tnl-implemented"},
                              {"name", "classic with the implemented TNL rooms and spells"},
                              {"cards", cards}},
                         "classic_with_tnl_cards");
  }();
  return set;
}

CardSet bm2_synthetic_plus(const std::vector<std::string>& ids, const std::string& id) {
  const json all = card_set_to_json(builtin_bm2_cards());
  json f = {{"format", "bm-cards"},    {"version", 1},          {"id", id}, {"name", id},
            {"base", "bm2-synthetic"}, {"cards", json::array()}};
  for (const json& c : all["cards"])
    if (std::find(ids.begin(), ids.end(), c["id"].get<std::string>()) != ids.end()) f["cards"].push_back(c);
  return load_card_set(f, id);
}

Scenario tnl_two_players(std::uint64_t seed) {
  return board("classic", {"BM004", "BM008"}, seed, &classic_with_tnl_cards());
}

const CardSet& bm2_with_thk_items() {
  static const CardSet set = [] {
    json cards = json::array();
    const json thk = card_set_to_json(builtin_tools_of_hero_kind_cards());  // kept alive while read
    for (const auto& c : thk["cards"])
      if (!c.contains("ability_pending") && !c.contains("unknown")) cards.push_back(c);
    return load_card_set(json{{"format", "bm-cards"},
                              {"version", 1},
                              {"id", "bm2-synthetic+thk-implemented"},
                              {"name", "bm2-synthetic with the implemented Tools of Hero-Kind cards"},
                              {"base", "bm2-synthetic"},
                              {"cards", cards}},
                         "bm2_with_thk_items");
  }();
  return set;
}

Scenario thk_two_players(std::uint64_t seed) { return board("bm2", {"BM004", "BM008"}, seed, &bm2_with_thk_items()); }

Scenario thk_carrier_round(std::uint64_t seed, std::initializer_list<std::string> rooms, const std::string& hero,
                           const std::string& item) {
  return thk_carrier_round(seed, rooms, {hero}, hero, item);
}

Scenario thk_carrier_round(std::uint64_t seed, std::initializer_list<std::string> rooms,
                           std::initializer_list<std::string> queue, const std::string& carrier,
                           const std::string& item) {
  Scenario sc = thk_two_players(seed);
  sc.set_dungeon(0, rooms);
  for (const std::string& hero : queue) sc.add_entrance(0, hero);
  if (!item.empty()) sc.give_item(carrier, item);
  sc.start_adventure();
  sc.finish_round(1);
  return sc;
}

void fill_solo_city(Scenario& sc) {
  sc.set_city({kCleric6, kFighter4, kMage4, kThief4});
  sc.set_landmark("temple", {kCleric8});
  sc.set_landmark("stadium", {kFighter6});
  sc.set_landmark("library", {kMage6});
  sc.set_landmark("hideout", {kThief6});
}

void solo_city_before_the_tavern(Scenario& sc) {
  fill_solo_city(sc);
  sc.empty_hero_decks();
  sc.deck_top(kThief8);
  sc.deck_top(kMage8);
  sc.deck_top(kFighter8);  // first
}

void give(Scenario& sc, int p, int souls, int wounds, HeroOrder order, std::initializer_list<std::string> avoid) {
  auto used = [&](const std::string& id) {
    if (std::find(avoid.begin(), avoid.end(), id) != avoid.end()) return true;
    const int c = sc.card(id);
    for (const auto& pl : sc.s.players) {
      for (const auto& h : pl.score)
        if (h.hero == c) return true;
      for (const auto& w : pl.entrance)
        if (w.hero == c) return true;
    }
    return std::find(sc.s.town.begin(), sc.s.town.end(), c) != sc.s.town.end();
  };
  // The classic heroes BM056..BM096 when the set holds them, else the set's heroes in its order
  // (the printed sets), from the lowest id or the highest.
  std::vector<std::string> heroes;
  if (sc.cards.find("BM056") >= 0) {
    for (int n = 56; n <= 96; ++n) heroes.push_back("BM0" + std::to_string(n));
  } else {
    for (const auto& d : sc.cards.designs)
      if (d.kind == CardKind::hero) heroes.push_back(d.id);
  }
  if (order == HeroOrder::highest_first) std::reverse(heroes.begin(), heroes.end());
  auto pick = [&](bool epic) -> std::string {
    for (const std::string& id : heroes)
      if (sc.cards.of(sc.card(id)).is_epic() == epic && !used(id)) return id;
    return "";
  };
  for (const bool soul : {true, false}) {
    int left = soul ? souls : wounds;
    while (left > 0) {
      std::string id = left >= 2 ? pick(true) : pick(false);
      if (id.empty()) id = pick(left < 2);
      if (id.empty()) throw std::runtime_error("give: out of heroes");
      sc.add_score(p, id, soul);
      left -= sc.cards.of(sc.card(id)).souls;
    }
  }
}

Task task(TaskKind kind, int player, int step) {
  Task t;
  t.kind = kind;
  t.player = player;
  t.step = step;
  return t;
}

void run_then_pause(Scenario& sc, std::initializer_list<TaskKind> in_order, Phase phase) {
  std::vector<Task> agenda;
  agenda.push_back(task(TaskKind::choose_boss, 0));  // the pause
  std::vector<TaskKind> kinds(in_order);
  for (auto it = kinds.rbegin(); it != kinds.rend(); ++it) agenda.push_back(task(*it));
  sc.run_agenda(agenda, phase);
}
bool paused(const Scenario& sc) { return !sc.s.over && sc.s.decision.kind == DecisionKind::choose_boss; }

int hand_card(const Scenario& sc, int p, const std::string& id) {
  for (int c : sc.s.players[static_cast<std::size_t>(p)].hand)
    if (sc.cards.id_of(c) == id) return c;
  throw std::runtime_error(id + " is not in the hand of player " + std::to_string(p));
}

}  // namespace bm::test
