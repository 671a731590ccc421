// Setup and the round structure of the classic family: C-1..C-16 and the G-* rules they use.
#include <algorithm>
#include <array>
#include <span>

#include "abilities/ability_def.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "bm/core/mutation.hpp"
#include "game/internal.hpp"

namespace bm::detail {
namespace {

// G-15: what p's dungeon offers hero h: its matching treasure; for a hero whose lure is
// fewest_souls (the_fool, engine/abilities/cards/the_fool.cpp), p's souls (the fewest wins);
// best_score (BM2-13, the_brothers.cpp), p's souls minus wounds (the most wins).
int bait_value(const Ctx& c, const CardDesign& h, int p) {
  if (h.lure == Lure::fewest_souls) return souls_of(c, p);
  if (h.lure == Lure::best_score) return souls_of(c, p) - wounds_of(c, p);
  int v = 0;
  for (int t = 0; t < kTreasureTypes; ++t)
    if (h.treasure[static_cast<std::size_t>(t)] > 0) v += treasure_value(c, p, t);
  return v;
}

bool both_hero_decks_empty(const Ctx& c) { return c.s.ordinary_heroes.empty() && c.s.epic_heroes.empty(); }

// G-23 (seed 001:190): 4 advanced rooms, or 4 rooms sharing a treasure type.
bool mulligan_eligible(const Ctx& c, int p) {
  int advanced = 0;
  int per[kTreasureTypes] = {0, 0, 0, 0};
  for (int card : c.seat(p).hand) {
    const auto& d = c.design(card);
    if (d.kind != CardKind::room) continue;
    advanced += d.advanced ? 1 : 0;
    for (int t = 0; t < kTreasureTypes; ++t) per[t] += d.treasure[static_cast<std::size_t>(t)] > 0 ? 1 : 0;
  }
  if (advanced >= kMulliganRooms) return true;
  for (int t = 0; t < kTreasureTypes; ++t)
    if (per[t] >= kMulliganRooms) return true;
  return false;
}

void deal_starting_hand(Ctx& c, int p) {
  // C-3 / IP-2: 5 rooms + 2 spells.
  for (int i = 0; i < kStartingRooms; ++i) draw_card(c, p, CardKind::room);
  for (int i = 0; i < kStartingSpells; ++i) draw_card(c, p, CardKind::spell);
}

void reveal_heroes(Ctx& c) {
  // C-7: one hero per player (C-14: per starting player, seed 001; per remaining player,
  // seed 003). G-24: ordinary heroes before any epic.
  int n = c.s.num_players;
  const int live = static_cast<int>(live_players_in_order(c).size());
  if (live < n) c.consulted("heroes_per_round");  // C-14: the readings differ once someone is out
  if (c.rs.heroes_per_remaining_player) n = live;
  for (int i = 0; i < n; ++i) {
    auto& deck = !c.s.ordinary_heroes.empty() ? c.s.ordinary_heroes : c.s.epic_heroes;
    if (deck.empty()) break;
    const int hero = deck.back();
    deck.pop_back();
    c.s.town.push_back(hero);
    c.s.reveal_log.push_back(hero);
    c.s.hero_revealed_this_round = true;
    c.emit(EventType::hero_revealed, -1, hero);
  }
}

// BM2-6 (5-6 players): the players tied for the best value for `hero` (G-15), in turn order;
// empty when there is no tie (or the value is 0).
std::vector<int> tied_players(const Ctx& c, int hero) {
  std::vector<int> out;
  int best_val = 0;
  bool tie = false;
  lure_target(c, hero, best_val, tie);
  if (!tie) return out;
  for (int p : live_players_in_order(c))
    if (bait_value(c, c.design(hero), p) == best_val) out.push_back(p);
  return out;
}

// BM2-6, BM2-42 (5-6 players): the tied heroes dealt together. Under bm2_tie_split turn_order
// the heroes tied between the same players, who get one each in turn order (limit: as many
// heroes as players); under crash_landing the tied heroes of one treasure type (the same icons,
// the same lure) tied between the same players, dealt in full passes only (limit: counted before
// the bait, count_tie_groups).
struct TieGroup {
  std::vector<int> tied;                   // the tied players, in the order a pass deals to them
  std::array<int, kTreasureTypes> type{};  // crash_landing: the heroes' treasure icons
  Lure lure = Lure::treasure;              // crash_landing: the heroes' lure
  std::size_t dealt = 0;                   // heroes of the group decided so far
  std::size_t limit = 0;                   // how many of them the tied players get
};

int boss_xp(const Ctx& c, int p) {
  const int boss = c.seat(p).boss;
  return boss >= 0 ? c.design(boss).xp : 0;
}

// The group of tied heroes `hero` belongs to, added to `groups` when it is the first.
TieGroup& tie_group(const Ctx& c, int hero, std::vector<TieGroup>& groups) {
  TieGroup g;
  g.tied = tied_players(c, hero);
  if (c.rs.bm2_tie_split == TieSplit::crash_landing) {
    // BM2-42: each pass gives the longest-waiting hero to the highest XP first (turn order among
    // equal XP); the groups are per treasure type.
    std::stable_sort(g.tied.begin(), g.tied.end(), [&c](int a, int b) { return boss_xp(c, a) > boss_xp(c, b); });
    g.type = c.design(hero).treasure;
    g.lure = c.design(hero).lure;
  } else {
    g.limit = g.tied.size();  // BM2-6 turn_order: at most one hero per tied player
  }
  for (auto& x : groups)
    if (x.tied == g.tied && x.type == g.type && x.lure == g.lure) return x;
  groups.push_back(std::move(g));
  return groups.back();
}

// Is `hero` a tie the 5-6 player sharing deals out? BM2-13: never a hero lured by its own
// condition (best_score); BM2-27: never a hero held in town.
bool shared_tie(const Ctx& c, int hero, int best, bool tie) {
  return best < 0 && tie && c.design(hero).lure != Lure::best_score && !held_in_town(c, hero);
}

// BM2-42 (bm2_tie_split crash_landing): before any hero is dealt, the tied heroes of each group
// in town are counted; a group is dealt only in full passes, one hero to each tied player, while
// at least as many heroes as tied players remain, so the rest (count mod players) stays.
void count_tie_groups(const Ctx& c, std::vector<TieGroup>& groups) {
  for (int hero : c.s.town) {
    int best_val = 0;
    bool tie = false;
    const int best = lure_target(c, hero, best_val, tie);
    if (shared_tie(c, hero, best, tie)) ++tie_group(c, hero, groups).limit;
  }
  if (mutated(Mutant::tie_partial_pass)) return;
  for (auto& g : groups) g.limit -= g.tied.empty() ? g.limit : g.limit % g.tied.size();
}

// BM2-6 / BM2-42: the tied player `hero` goes to, or -1 when it stays in town.
int deal_tied(const Ctx& c, int hero, std::vector<TieGroup>& groups) {
  TieGroup& g = tie_group(c, hero, groups);
  if (g.tied.empty() || g.dealt >= g.limit) return -1;
  return g.tied[g.dealt++ % g.tied.size()];
}

void do_bait(Ctx& c) {
  // G-15 / C-9: each hero in town order goes to the dungeon with the strictly highest value.
  // No spells or abilities in the bait phase. Ties and zero stay in town (IP-14: a hero that
  // stays keeps its place ahead of newer arrivals).
  // BM2-6 (5-6 players, bm2_tie_split turn_order): the heroes tied between the same players
  // are dealt out one each, in town order, to those players in turn order; the excess stays.
  // BM2-42 (crash_landing): in full passes per treasure type (count_tie_groups).
  const bool split = bm2_many_players(c.rs, c.s.num_players) && c.rs.bm2_tie_split != TieSplit::stays;
  std::vector<TieGroup> groups;
  if (split && c.rs.bm2_tie_split == TieSplit::crash_landing) count_tie_groups(c, groups);
  // Where each town hero goes (-1: stays), by town position: held in place for a town of up to 64
  // heroes (no heap on a random game's path), on the heap past that. Local to this
  // call, so an observer that runs another game from an event in between cannot disturb it.
  InlineVec<int, 64> target;
  target.assign(c.s.town.size(), -1);
  bool any_lured = false;
  for (std::size_t i = 0; i < c.s.town.size(); ++i) {  // the town is not changed before every hero has been decided
    const int hero = c.s.town[i];
    if (held_in_town(c, hero)) {  // BM2-27: Doc Scarecrow keeps it from being lured this round
      c.emit(EventType::hero_stays, -1, hero, 0);
      continue;
    }
    int best_val = 0;
    bool tie = false;
    int best = lure_target(c, hero, best_val, tie);
    if (best < 0 && tie && bm2_many_players(c.rs, c.s.num_players)) c.consulted("bm2_tie_split");  // BM2-6
    // BM2-13: a hero lured by its own condition (best_score) stays in town on a tie, at any
    // player count (shared_tie).
    if (split && shared_tie(c, hero, best, tie)) best = deal_tied(c, hero, groups);
    if (best < 0) {
      c.emit(EventType::hero_stays, -1, hero, tie ? 1 : 0);
      continue;
    }
    target[i] = best;
    any_lured = true;
    c.s.hero_moved_this_round = true;
    c.emit(EventType::bait, best, hero, best_val);
    count_history(c, MarkKind::lured, best, 1, Ability::super_effective);  // BM2-27, BM2-28
  }
  // G-15 (seed 001, bait phase): heroes going to one dungeon together arrive in the order
  // their cards came out of the hero deck, behind any hero already waiting there (G-14).
  // IP-16 back_of_town instead takes the town row's order, where a returned hero is newest.
  if (!any_lured) return;
  for (int p = 0; p < c.s.num_players; ++p) {
    // Player p's heroes join the entrance in town order, then (G-15) are ordered by reveal there.
    auto& entrance = c.seat(p).entrance;
    const auto first = static_cast<std::ptrdiff_t>(entrance.size());
    for (std::size_t i = 0; i < c.s.town.size(); ++i)
      if (target[i] == p) entrance.push_back(WaitingHero{c.s.town[i], 0});
    const auto by_reveal = [&](const WaitingHero& a, const WaitingHero& b) {
      return reveal_rank(c.s, a.hero) < reveal_rank(c.s, b.hero);
    };
    if (!std::is_sorted(entrance.begin() + first, entrance.end(), by_reveal)) {
      c.consulted("returned_hero");  // IP-16
      if (c.rs.returned_hero_by_reveal_order) std::stable_sort(entrance.begin() + first, entrance.end(), by_reveal);
    }
  }
  // The heroes that stay keep their order (IP-14).
  std::size_t kept = 0;
  for (std::size_t i = 0; i < c.s.town.size(); ++i)
    if (target[i] < 0) c.s.town[kept++] = c.s.town[i];
  c.s.town.resize(kept);
}

void eliminate(Ctx& c, int p) {
  // C-14: an eliminated player's cards leave the game (not the discard pile).
  PlayerState& pl = c.seat(p);
  pl.eliminated = true;
  auto& out = c.s.out_of_game;
  for (int card : pl.hand) out.push_back(card);
  for (const auto& r : pl.dungeon) out.insert(out.end(), r.cards.begin(), r.cards.end());
  for (const auto& w : pl.entrance) {
    out.push_back(w.hero);
    // BM2-3: an item carried by a hero leaving the game leaves with it.
    for (auto it = c.s.hero_items.begin(); it != c.s.hero_items.end(); ++it)
      if (it->hero == w.hero) {
        out.push_back(it->item);
        c.s.hero_items.erase(it);
        break;
      }
  }
  // The boss and the scoring area stay where they are, out of play (no effect targets an eliminated player):
  // the final result still shows the souls and wounds the player was eliminated with.
  pl.hand.clear();
  pl.dungeon.clear();
  pl.entrance.clear();
  c.emit(EventType::eliminated, p);
}

// Best player among `cands` by souls - wounds, then the tie-break (C-13, IP-4). -1 if none.
// The one comparison (pick_by_score) that Engine::end_decision reports.
int best_by_score(const Ctx& c, std::span<const int> cands) {
  std::vector<ScoreCandidate> in_order;
  for (int p : cands) in_order.push_back(score_candidate(c, p));
  const ScorePick pick = pick_by_score(in_order, c.rs.tie_highest_xp);
  if (pick.xp_consulted) c.consulted("tie_break");  // IP-4: the readings pick different players
  return pick.winner;
}

void finish(Ctx& c, EndReason why, std::vector<int> winners) {
  c.s.over = true;
  c.s.phase = Phase::game_over;
  c.s.end_rule = static_cast<int>(why);
  c.s.winners = std::move(winners);
  c.s.decision = Decision{};
  c.s.agenda.clear();
  c.emit(EventType::game_end, c.s.winners.empty() ? -1 : c.s.winners.front(), -1, static_cast<int>(why));
}

// C-13, BM2-8, IP-49: every player left is scored, but not one who cannot win this round
// (BM2-30, may_win_this_round): the best of the others wins, and nobody when none is left.
void score_live_and_finish(Ctx& c, EndReason why) {
  std::vector<int> cands;
  for (int p : live_players_in_order(c))
    if (may_win_this_round(c, p)) cands.push_back(p);
  const int best = best_by_score(c, cands);
  finish(c, why, best < 0 ? std::vector<int>{} : std::vector<int>{best});
}

// C-13 / IP-37: every player left ends the round with five or more wounds. The seeds say each of
// them loses and no more; the publisher's guide (best_score) compares them all by souls minus
// wounds, then by the ruleset's tie-break (IP-4). The mixed case (some with ten souls, the others
// with five wounds) is not this: C-13 speaks there, and the ten-soul players win (end_check).
void everyone_out(Ctx& c, const std::vector<int>& losers) {
  c.consulted("everyone_out");  // IP-37: the readings end this game differently
  if (c.rs.all_out_no_winner || mutated(Mutant::all_out_no_winner)) return finish(c, EndReason::all_eliminated, {});
  finish(c, EndReason::all_out_best_score, {best_by_score(c, losers)});
}

// IP-49 end_rule score_all (the 10th Anniversary rulebook): the game ends after a round in
// which any player has ten souls or five wounds; nobody is eliminated (eliminates(), C-14 and
// IP-7 never apply) and every player is scored (end_check). Consulted where the readings part:
// someone has reached either mark. BM2-30 (a card set holding Meddling Kids!): a player who
// cannot win this round ends nothing with its ten souls and is not scored as a winner
// (score_live_and_finish); when no player left may win this round, the game goes on.
bool score_all_reached(const Ctx& c, const SeatList& live) {
  bool reached = false;
  for (int p : live)
    reached = reached || souls_of(c, p) >= souls_to_win(c.rs) || wounds_of(c, p) >= wounds_to_lose(c.rs);
  if (reached && c.rs.family == Family::classic) c.consulted("end_rule");
  if (!reached || !c.rs.end_score_all || mutated(Mutant::score_all_ignored)) return false;
  if (c.s.round_marks.empty()) return true;
  bool ends = false, someone_may_win = false;
  for (int p : live) {
    const bool may_win = may_win_this_round(c, p);
    someone_may_win = someone_may_win || may_win;
    ends = ends || (may_win && souls_of(c, p) >= souls_to_win(c.rs)) || wounds_of(c, p) >= wounds_to_lose(c.rs);
  }
  return ends && someone_may_win;
}

EndReason deck_out_reason(DeckOut d) {
  switch (d) {
    case DeckOut::end_after_round: return EndReason::deck_out;
    case DeckOut::play_out_town: return EndReason::deck_out_stalled;
    case DeckOut::end_when_empty: return EndReason::deck_out_empty;
  }
  return EndReason::deck_out;
}

// IP-6: no 2013 rulebook says what ends the game when both hero decks are empty (the caller
// checks that they are). end_after_round: a round that could reveal no hero; play_out_town: a
// round in which no hero was revealed and none moved; end_when_empty (BM2-43, the Crash Landing
// rulebook's 5-6 player end): the round in which they ran out, heroes waiting in town or not.
bool deck_out_ends(const Ctx& c) {
  c.consulted("deck_out");  // end_when_empty ends the game now; the others may not
  switch (c.rs.deck_out) {
    case DeckOut::end_after_round: return !c.s.hero_revealed_this_round;
    case DeckOut::play_out_town: return !c.s.hero_revealed_this_round && !c.s.hero_moved_this_round;
    case DeckOut::end_when_empty: return true;
  }
  return false;
}

void end_check(Ctx& c) {
  if (super_family(c)) return super_end_check(c);
  const SeatList live = live_players_in_order(c);
  auto score_all = [&](EndReason why) { score_live_and_finish(c, why); };
  const bool no_elimination = bm2_many_players(c.rs, c.s.num_players);

  c.consulted("immortality");  // C-16, BM2-44: decides how every classic and bm2 end check goes
  if (score_all_reached(c, live)) return score_all(EndReason::score_all);
  if (c.rs.immortality) {
    // C-16 Immortality, BM2-44 Unlimited Lives (TNL rulebook l. 3264-3268): no elimination, and no
    // end by souls (at five or six players either, where BM2-8 ends on ten souls); the game ends at
    // the end of the round in which both hero decks are empty, the best souls minus wounds winning.
    if (both_hero_decks_empty(c)) return score_all(EndReason::immortality_decks);
  } else {
    // C-13: >= 5 wounds loses whatever the souls; >= 10 souls (and < 5 wounds) wins.
    std::vector<int> winners, losers;
    for (int p : live) {
      if (loses_by_wounds(c, p)) losers.push_back(p);
      else if (reaches_soul_win(c, p)) winners.push_back(p);
    }
    // BM2-8 (5-6 players): no elimination; once someone has 10 souls the best souls - wounds
    // of all players wins.
    if (!winners.empty() && no_elimination) return score_all(EndReason::bm2_souls);
    if (!winners.empty()) return finish(c, EndReason::souls_win, {best_by_score(c, winners)});
    if (!losers.empty()) {
      if (losers.size() == live.size()) return everyone_out(c, losers);
      for (int p : losers) eliminate(c, p);
      const SeatList left = live_players_in_order(c);
      if (left.size() == 1) c.consulted("last_player_standing");  // IP-7
      if (left.size() == 1 && !c.rs.last_standing_plays_on) return finish(c, EndReason::last_standing, {left.front()});
    }
    if (both_hero_decks_empty(c) && deck_out_ends(c)) return score_all(deck_out_reason(c.rs.deck_out));
  }
  if (c.s.round >= c.rs.max_rounds) return score_all(EndReason::max_rounds);
  // BM2-30, BM2-40: the marks that last until this check have been read.
  erase_if(c.s.round_marks, [](const RoundMark& m) { return lasts_to_end_check(m.kind); });
  c.push(TaskKind::round_start);
}

// G-10 / G-8 / BM2-24: a dungeon that reached five rooms while one of them was deactivated levels up
// when that room reopens at the end of the round, before the end check (the publisher's Advanced
// Rules Guide: end of turn (a) "until end of turn" effects end, (b) deactivated rooms turn
// upright, (c) the end-of-game check; a Level Up held back by a deactivated room fires at (b)).
// Pushed last, so it resolves first, in turn order. Not under BM2-9 seven_rooms, whose Level Up
// comes with a build that takes the dungeon to five counted rooms.
void level_up_on_reopen(Ctx& c) {
  if (seven_rooms_rule(c.rs)) return;
  const SeatList live = live_players_in_order(c);
  for (auto it = live.rbegin(); it != live.rend(); ++it)
    if (!c.seat(*it).leveled_up && counted_rooms(c, *it) >= kLevelUpRooms)
      c.push(TaskKind::level_up_check, *it).rooms_before() = -1;
}

// C-11: "until end of round" effects expire; deactivated rooms reopen. "Turn" on classic
// cards means the round (seed 003 calls the round "turno").
void expire_round(Ctx& c) {
  for (int p = 0; p < c.s.num_players; ++p) {
    PlayerState& pl = c.seat(p);
    for (std::size_t i = 0; i < pl.dungeon.size(); ++i) {
      RoomSlot& r = pl.dungeon[i];
      if (r.deactivated) {
        r.deactivated = false;
        c.emit(EventType::reactivated, p, r.top(), static_cast<int>(i));
      }
      r.bonus_damage = 0;
      r.used_this_round = false;
      r.triggered_this_round = false;
    }
    for (auto& w : pl.entrance) w = WaitingHero{w.hero};  // G-22: no bonus or damage carries to a later round
    pl.trepidation = false;
    pl.jackpot = false;
    pl.crush_bonus = 0;
  }
  c.s.no_build_this_round = false;
  // The printed BM2 effects until end of round, and the round's history; BM2-30's "cannot win
  // this round" and BM2-40's wounds for this round last until this round's end check reads them
  // (end_check).
  erase_if(c.s.round_marks, [](const RoundMark& m) { return !lasts_to_end_check(m.kind); });
  c.s.active = -1;
}

// BM2-25: the rooms' end-of-round triggers in turn order, each dungeon's rooms from the entrance
// (the player does not reorder their own); the lasting Level Ups that trigger at the end of the
// round (Shellda, Nicolius; BM2-31) act before them, in turn order (pushed after them).
void push_round_triggers(Ctx& c, const std::vector<std::array<int, 2>>& triggers, const SeatList& lasting) {
  for (auto it = triggers.rbegin(); it != triggers.rend(); ++it)
    push_effect(c, c.design((*it)[1]).ability, (*it)[0], (*it)[1]);
  for (auto it = lasting.rbegin(); it != lasting.rend(); ++it)
    push_effect(c, c.design(c.seat(*it).boss).ability, *it, c.seat(*it).boss);
}

// After the expiry: Machinations (C-16) and a Level Up held back by a deactivated room (BM2-24),
// which resolve before the end check pushed before them.
void after_expiry(Ctx& c) {
  for (int p : live_players_in_order(c))
    if (!c.seat(p).gained_soul_this_round) {
      c.consulted("machinations");  // C-16: someone gained no soul this round
      break;
    }
  if (c.rs.machinations) {
    // C-16 Machinations: a player who gained no soul this round may take a random room or
    // spell (from the top of that deck) at end of round.
    const SeatList live = live_players_in_order(c);
    for (auto it = live.rbegin(); it != live.rend(); ++it)
      if (!c.seat(*it).gained_soul_this_round) push_engine_effect(c, EngineEffect::machinations, *it);
  }
  level_up_on_reopen(c);
}

// `step` 1: IP-42 before_expiry, the expiry after this end of round's triggers have acted.
void end_of_round(Ctx& c, int step) {
  if (step == 1) {
    expire_round(c);
    c.push(TaskKind::end_check);
    return after_expiry(c);
  }
  c.s.phase = Phase::end_of_round;
  c.emit(EventType::phase, -1, -1, static_cast<int>(Phase::end_of_round));
  // BM2-25: the end-of-round triggers, read before the room flags clear (Inner Sanctum asks
  // whether a hero entered it this round).
  const auto triggers = end_of_round_triggers(c);
  const SeatList lasting = lasting_end_of_round(c);  // BM2-31: their conditions read the round too
  const bool any_trigger = !triggers.empty() || !lasting.empty();
  if (any_trigger) c.consulted("end_of_round_order");  // IP-42: the readings order them differently
  if (any_trigger && c.rs.end_triggers_before_expiry) {
    // IP-42 before_expiry: the triggers act first, then the expiry, the reopened rooms' Level Up
    // and the end-of-game check (step 1, pushed first, resolves after them).
    c.s.active = -1;
    c.push(TaskKind::end_of_round, -1, 1);
    return push_round_triggers(c, triggers, lasting);
  }
  expire_round(c);
  c.push(TaskKind::end_check);
  // IP-42 turn_order_after_expiry: after the expiry, after a Level Up held back by a deactivated
  // room and before the end-of-game check (pushed first of the end-of-round work, they resolve
  // last of it).
  push_round_triggers(c, triggers, lasting);
  if (super_family(c)) super_end_of_round(c);
  after_expiry(c);
}

void start_round(Ctx& c) {
  if (super_family(c)) return super_start_round(c);
  c.s.round += 1;
  c.s.hero_moved_this_round = false;
  c.s.hero_revealed_this_round = false;
  for (auto& pl : c.s.players) pl.gained_soul_this_round = false;
  c.emit(EventType::round_start, -1, -1, c.s.round);
  // C-6: beginning, build, bait, adventure, end of round.
  c.push(TaskKind::end_of_round);
  c.push(TaskKind::adventure);
  c.push(TaskKind::bait);
  c.push(TaskKind::build_phase);
  c.push(TaskKind::beginning);
}

void reveal_rooms(Ctx& c) {
  // G-4: every face-down room is revealed together, then it is "built". C-8: Level Up and
  // on-build effects in turn order (for each player: Level Up first, G-10).
  // Every room revealed, player by player in seat order: player p's are all_built[from[p], from[p+1]).
  // Held in place (no heap on this path): a seat holds at most 8 stacks (max_rooms,
  // one more under a mutant); the heap takes any more.
  InlineVec<int, kMaxPlayers * 8> all_built;
  std::array<std::size_t, kMaxPlayers + 1> from{};
  std::array<int, kMaxPlayers> before{};  // BM2-9: rooms before this build
  const bool seven_rooms = seven_rooms_rule(c.rs);
  for (int p = 0; p < c.s.num_players; ++p) {
    from[static_cast<std::size_t>(p)] = all_built.size();
    auto& dg = c.seat(p).dungeon;
    for (const auto& r : dg)  // G-8: a deactivated room is not counted
      before[static_cast<std::size_t>(p)] += ((!r.face_down || r.cards.size() > 1) && !r.deactivated) ? 1 : 0;
    for (std::size_t i = 0; i < dg.size(); ++i)
      if (dg[i].face_down) {
        dg[i].face_down = false;
        if (dg[i].tokens > 0 && dg[i].cards.size() > 1 && !cover_tokens_at_placement(c)) {
          // S-BUILD-1 / S-TOK-1, IP-36 at_reveal: the room beneath is covered when the new one
          // is built, at the reveal (G-4): its tokens return to the supply. (at_placement: they
          // returned when the room was placed, place_room.)
          c.emit(EventType::tokens_returned, p, dg[i].cards[dg[i].cards.size() - 2], dg[i].tokens);
          dg[i].tokens = 0;
        }
        c.emit(EventType::room_built, p, dg[i].top(), static_cast<int>(i));
        all_built.push_back(dg[i].top());
      }
  }
  from[static_cast<std::size_t>(c.s.num_players)] = all_built.size();
  // The rooms player p revealed.
  auto built = [&](int p) {
    return std::span<const int>(all_built.data() + from[static_cast<std::size_t>(p)],
                                from[static_cast<std::size_t>(p) + 1] - from[static_cast<std::size_t>(p)]);
  };
  const SeatList live = live_players_in_order(c);
  for (auto it = live.rbegin(); it != live.rend(); ++it) {
    const auto cards = built(*it);
    for (auto ct = cards.rbegin(); ct != cards.rend(); ++ct) c.push(TaskKind::on_build, *it).card() = *ct;
    // The count rides on the task only under BM2-9 (other games keep their agenda, so their hashes).
    c.push(TaskKind::level_up_check, *it).rooms_before() =
        seven_rooms ? fifth_room_mark(c, *it, before[static_cast<std::size_t>(*it)]) : -1;
  }
  // "When you build another room" abilities trigger at the moment of building (rooms revealed
  // together do not trigger each other: the triggering room must already be built).
  for (auto it = live.rbegin(); it != live.rend(); ++it)
    for (int card : built(*it))
      built_room_triggers(c, *it, card, std::span<const int>(all_built.data(), all_built.size()));
}

// The list the window test builds into (has_window_options): one per thread,
// kept from call to call so that a test that finds an action allocates only the first time.
// Cleared on every use and read only for emptiness, never carried from one
// call to the next: it holds no game state, and a game stays a pure function of its inputs.
std::vector<Action>& window_scratch() {
  thread_local std::vector<Action> scratch;
  scratch.clear();
  return scratch;
}

// Does a window of `phase` open for `p` (C-10, C-12: a spell to cast, G-16, BM2-4; a room
// ability to activate, G-17)? The legal list's own builders, stopping at the first card or room
// that offers an action: nothing is built for a player who has none.
bool has_window_options(const Ctx& c, int p, int phase) {
  std::vector<Action>& tmp = window_scratch();
  spell_casts(c, p, phase, tmp, true);
  if (!tmp.empty()) return true;
  room_activations(c, p, tmp, true);
  return !tmp.empty();
}

// Does a window of `phase` open for `p`: the window's list (C-10, C-12: the spells to cast, G-16,
// BM2-4; the room, boss and hero abilities to activate, G-17), built in full into the state's
// memo (GameState::window_memo), which the legal list asked right after reuses (take_window_memo).
// `heroes`: whether any hero may be activated now (heroes_may_activate, the same for every
// player). With an observer that wants the options consulted, the early-exit test alone
// (has_window_options) and no memo: the abilities a full list asks may report options that the
// test never reaches.
bool reports_options(const Ctx& c) { return c.obs && c.obs->wants_options(); }

bool window_list(Ctx& c, int p, int phase, bool heroes) {
  WindowMemo& m = c.s.window_memo;
  m.stamp = -1;
  if (reports_options(c)) return has_window_options(c, p, phase);
  m.actions.clear();
  spell_casts(c, p, phase, m.actions);
  room_activations(c, p, m.actions, false, heroes);
  return !m.actions.empty();
}

// The memo (window_list, task_respond) holds the list of the decision just made (none from the
// window_list of an observer that wants the options).
void keep_window_memo(Ctx& c) {
  WindowMemo& m = c.s.window_memo;
  if (reports_options(c) && c.s.decision.kind == DecisionKind::window) return;
  m.stamp = c.s.actions;
  m.kind = c.s.decision.kind;
  m.player = c.s.decision.player;
}

// Turn order (C-5, IP-5). Needs bosses, so computed after the boss choice.
void compute_order(Ctx& c) {
  GameState& s = c.s;
  std::vector<int> seats(static_cast<std::size_t>(s.num_players));
  for (int p = 0; p < s.num_players; ++p) seats[static_cast<std::size_t>(p)] = p;
  std::stable_sort(seats.begin(), seats.end(),
                   [&](int a, int b) { return c.design(c.seat(a).boss).xp > c.design(c.seat(b).boss).xp; });
  std::vector<int> clockwise(seats.size());
  for (int k = 0; k < s.num_players; ++k) clockwise[static_cast<std::size_t>(k)] = (seats.front() + k) % s.num_players;
  if (clockwise != seats) c.consulted("turn_order");  // IP-5: the readings give different orders
  s.order = c.rs.order_clockwise ? clockwise : seats;
}

}  // namespace

bool take_window_memo(const GameState& s, std::vector<Action>& out) {
  const WindowMemo& m = s.window_memo;
  if (m.stamp != s.actions || m.kind != s.decision.kind || m.player != s.decision.player) return false;
  out.insert(out.end(), m.actions.begin(), m.actions.end());
  return true;
}

bool push_round_from(Ctx& c, Phase ph) {
  // C-6 (classic, bm2) and S-8 (super, solo): a round's phases and their tasks, first first.
  struct Step {
    Phase phase;
    TaskKind task;
  };
  static constexpr Step kClassic[] = {{Phase::beginning, TaskKind::beginning},
                                      {Phase::build, TaskKind::build_phase},
                                      {Phase::bait, TaskKind::bait},
                                      {Phase::adventure, TaskKind::adventure}};
  static constexpr Step kSuper[] = {{Phase::city, TaskKind::city},
                                    {Phase::build, TaskKind::build_phase},
                                    {Phase::minion, TaskKind::minion_phase},
                                    {Phase::bait, TaskKind::bait},
                                    {Phase::adventure, TaskKind::adventure}};
  const std::span<const Step> steps = super_family(c) ? std::span<const Step>(kSuper) : std::span<const Step>(kClassic);
  std::size_t from = steps.size();
  for (std::size_t i = 0; i < steps.size(); ++i)
    if (steps[i].phase == ph) from = i;
  if (from == steps.size()) return false;
  c.push(TaskKind::end_of_round);
  for (std::size_t i = steps.size(); i-- > from;) c.push(steps[i].task);
  return true;
}

void set_phase(Ctx& c, Phase ph) {
  c.s.phase = ph;
  c.emit(EventType::phase, -1, -1, static_cast<int>(ph));
}

int lure_target(const Ctx& c, int hero, int& best_val, bool& tie) {
  const CardDesign& h = c.design(hero);
  const SeatList live = live_players_in_order(c);
  int best = -1;
  best_val = 0;
  tie = false;
  if (h.lure == Lure::fewest_souls || h.lure == Lure::best_score) {
    // Lure::fewest_souls (the_fool): goes to the player with the (strictly) fewest souls;
    // Lure::best_score (the_brothers, BM2-13): the (strictly) best souls minus wounds, which
    // may be 0 or below. A tie keeps the hero in town.
    const int sign = h.lure == Lure::best_score ? -1 : 1;
    best_val = 1 << 30;
    for (int p : live) {
      const int v = sign * bait_value(c, h, p);
      if (v < best_val) {
        best_val = v;
        best = p;
        tie = false;
      } else if (v == best_val) tie = true;
    }
    best_val *= sign;  // the value itself (the bait event reports it)
  } else {
    for (int p : live) {
      const int v = bait_value(c, h, p);
      if (v > best_val) {
        best_val = v;
        best = p;
        tie = false;
      } else if (v == best_val && v > 0) tie = true;
    }
  }
  return tie && !mutated(Mutant::bait_tie_first) ? -1 : best;
}

namespace {

// ---- the agenda's tasks: one handler per TaskKind (run_task dispatches) -------------------

// A spell/ability window of `phase`, active player `p` first (cursor 0).
void push_window(Ctx& c, int p, WindowPhase phase) {
  Task& w = c.push(TaskKind::window, p);
  w.window_phase() = as_int(phase);
  w.cursor() = 0;
}

void task_choose_boss(Ctx& c, Task t) {  // C-16 I choose you! (S-3)
  c.decide(DecisionKind::choose_boss, t.player);
  c.push(t);
}

void task_mulligan(Ctx& c, Task t) {  // G-23 (S-4)
  const bool eligible = !c.seat(t.player).mulligan_done && mulligan_eligible(c, t.player);
  if (eligible) c.consulted("mulligan");  // G-23: a hand that may be mulliganed
  if (c.rs.mulligan && eligible) {
    c.push(t);
    c.decide(DecisionKind::mulligan, t.player);
  }
}

void task_start_discard(Ctx& c, Task t) {  // IP-2
  if (t.discards_left() > 0 && !c.seat(t.player).hand.empty()) {
    c.push(t);
    c.decide(DecisionKind::discard, t.player).discards_left() = t.discards_left();
  }
}

void task_first_build(Ctx& c, Task) {
  // C-4: before round 1 each player may build one room face down (no spells).
  // S-5: clockwise from the first player (S-3).
  if (super_family(c)) super_setup_order(c);
  else compute_order(c);
  for (auto& pl : c.s.players) pl.built_this_phase = false;
  set_phase(c, Phase::setup);
  for (auto it = c.s.order.rbegin(); it != c.s.order.rend(); ++it) c.push(TaskKind::build_turn, *it, 1);
}

void task_reveal(Ctx& c, Task) { reveal_rooms(c); }  // G-4, C-8

void task_round_start(Ctx& c, Task) { start_round(c); }  // C-6 (S-8)

void task_beginning(Ctx& c, Task t) {  // C-7, BM2-2
  const auto live = live_players_in_order(c);
  if (bm2_family(c)) {
    // BM2-2 (seed 004 l. 21-28): in turn order each player draws a room first; then one hero
    // per player is revealed, then the items (BM2-3 hands them out). Step 0 opens the phase and
    // queues the draws ahead of step 1, which reveals.
    if (t.step == 0) {
      set_phase(c, Phase::beginning);
      c.push(TaskKind::beginning, -1, 1);
      for (auto it = live.rbegin(); it != live.rend(); ++it) c.push(TaskKind::begin_draw, *it);
      return;
    }
    const int items = bm2_items_per_round(c.s.num_players);
    // IP-45: the readings order the events of every beginning that reveals an item.
    if (!c.s.item_deck.empty()) c.consulted("item_reveal");
    if (!c.rs.items_before_heroes) {
      reveal_heroes(c);
      reveal_items(c, items);  // BM2-2, BM2-3
      return;
    }
    // IP-45 before_heroes (BM2-35): the items go to the heroes already waiting in town, then the
    // heroes revealed afterwards take the items still waiting (assign_items again: those heroes
    // are the newest in town, and each waiting item goes to the first of them that can carry it).
    reveal_items(c, items);
    reveal_heroes(c);
    assign_items(c);
    return;
  }
  set_phase(c, Phase::beginning);
  reveal_heroes(c);
  // C-7: then each player draws one room (a room ability may replace that draw: begin_draw).
  for (auto it = live.rbegin(); it != live.rend(); ++it) c.push(TaskKind::begin_draw, *it);
}

void task_begin_draw(Ctx& c, Task t) {  // C-7 (a room ability may replace the draw)
  begin_draw(c, t.player);
}

void task_build_phase(Ctx& c, Task) {  // C-8
  set_phase(c, Phase::build);
  c.push(TaskKind::reveal);
  const auto live = live_players_in_order(c);
  for (auto it = live.rbegin(); it != live.rend(); ++it) c.push(TaskKind::build_turn, *it, 0);
  for (int p : live) c.seat(p).built_this_phase = false;  // G-4: one room per player per round
}

void task_build_turn(Ctx& c, Task t) {  // C-8, G-3, G-4
  PlayerState& pl = c.seat(t.player);
  if (pl.eliminated) return;
  c.s.active = t.player;  // t.step: 0 = a round's build turn, 1 = the first build (C-4, no spells)
  if (pl.built_this_phase) {
    // The build choice is final (G-4); now the window: active player, then the others.
    if (t.step == 0) push_window(c, t.player, WindowPhase::build);
    return;
  }
  c.push(t);
  c.decide(DecisionKind::build, t.player).first_build() = t.step;
}

void task_window(Ctx& c, Task t) {
  // C-10 / C-12: priority list = active player first, then the others in turn order.
  const int phase = t.window_phase();
  SeatList prio = priority_order(c, t.player);
  if (phase == as_int(WindowPhase::build) && prio.size() > 1 && c.obs && t.cursor() == 0 &&
      std::any_of(prio.begin() + 1, prio.end(), [&](int q) { return has_window_options(c, q, phase); }))
    c.consulted("build_spells");  // C-8: another player could cast in the build phase
  if (phase == as_int(WindowPhase::build) && c.rs.build_spells_active_only && prio.size() > 1) prio.resize(1);
  int k = t.cursor();
  const bool heroes = heroes_may_activate(c);  // BM2-11, asked once for every player
  while (k < static_cast<int>(prio.size()) && !window_list(c, prio[static_cast<std::size_t>(k)], phase, heroes)) ++k;
  if (k >= static_cast<int>(prio.size())) return;
  t.cursor() = k;
  c.push(t);
  c.decide(DecisionKind::window, prio[static_cast<std::size_t>(k)]).window_phase() = phase;
  keep_window_memo(c);
}

void task_level_up_check(Ctx& c, Task t) {
  // G-10: once per game, when the dungeon first has five rooms (mandatory, 001). G-8: a
  // deactivated room is left out of the count, as of every count of rooms (000 l. 677,
  // 001 l. 402, 002 l. 1230-1233), so a fifth room revealed while another is deactivated
  // gives no Level Up yet. BM2-9 seven_rooms: every time a build takes the dungeon to its
  // fifth counted room, never on the sixth or seventh (rooms_before = those before the build,
  // kLevelUpRooms when the build did not reach a fifth room). Whether it did is decided at the
  // reveal: a Level Up resolved before this one that destroys a room does not undo the build.
  PlayerState& pl = c.seat(t.player);
  if (pl.eliminated) return;
  const int rooms = mutated(Mutant::level_up_deactivated) ? visible_rooms(c, t.player) : counted_rooms(c, t.player);
  if (bm2_family(c) && rooms >= kLevelUpRooms) c.consulted("seven_rooms");  // BM2-9
  if (seven_rooms_rule(c.rs)) {
    if (t.rooms_before() < 0 || t.rooms_before() >= kLevelUpRooms) return;
  } else if ((pl.leveled_up && !mutated(Mutant::level_up_twice)) || rooms < kLevelUpRooms) {
    return;
  }
  pl.leveled_up = true;
  c.emit(EventType::level_up, t.player, pl.boss);
  // BM2-31: a lasting Level Up does nothing at once; its hooks act from now on (lasting_boss).
  if (!ability_def(c.design(pl.boss).ability).lasting) push_effect(c, c.design(pl.boss).ability, t.player, pl.boss);
}

void task_on_build(Ctx& c, Task t) { on_room_built_triggers(c, t.player, t.card()); }  // G-11

void task_bait(Ctx& c, Task) {  // G-15, C-9 (S-BAIT-1)
  set_phase(c, Phase::bait);
  if (super_family(c)) super_bait(c);
  else do_bait(c);
}

void task_adventure(Ctx& c, Task) {  // C-10
  set_phase(c, Phase::adventure);
  const auto live = live_players_in_order(c);
  for (auto it = live.rbegin(); it != live.rend(); ++it) c.push(TaskKind::adventure_turn, *it, 0);
}

// BM2-17: the running hero's own ability (Archer) or its item's power-up (Boots of Jumping)
// passes the room of stack `slot` by.
bool powers_skip(const Ctx& c, int p, int slot) {
  if (!powers_may_run(c)) return false;
  for (const AbilityDef* d : running_powers(c))
    if (d->hero_skips && d->hero_skips(c, p, slot)) return true;
  return false;
}

// BM2-38: the damage p's room `slot` deals the running hero, after its item's power-up
// (Goblin Suit).
int damage_to_runner(const Ctx& c, int p, int slot) {
  int dmg = room_damage(c, p, slot);
  if (!powers_may_run(c)) return dmg;
  for (const AbilityDef* d : running_powers(c))
    if (d->hero_room_damage) dmg = d->hero_room_damage(c, p, slot, dmg);
  return dmg;
}

// BM2-38: the power-ups that act while their carrier waits at p's entrance (`hero_waits`: Staff of
// Healing), read as `starting` (the hero that has just left the entrance) starts through.
void waiting_items(Ctx& c, int p, int starting) {
  if (c.s.hero_items.empty()) return;
  auto act = [&](int hero) {
    const int item = item_of_hero(c.s, hero);
    if (item < 0) return;
    if (const auto waits = ability_def(c.design(item).ability).hero_waits) waits(c, p, item);
  };
  act(starting);
  for (const WaitingHero& w : c.seat(p).entrance) act(w.hero);
}

// BM2-14: the Health each hero starting through p's dungeon gets this round: Party Up's marks
// (card -1) and those an item gave (card = the item: Staff of Healing).
int party_total(const Ctx& c, int p) {
  int n = 0;
  for (const RoundMark& m : c.s.round_marks)
    if (m.kind == MarkKind::party_up && m.player == p) n += m.value;
  return n;
}

// A carried item's power-up hook `h` with (p, args...), while the hero is still running in p's
// dungeon (each hook may end the run).
template <typename Hook, typename... Args>
void carried_hook(Ctx& c, int p, Hook AbilityDef::*h, Args... args) {
  if (!powers_may_run(c)) return;
  for (const AbilityDef* d : running_powers(c))
    if (d->*h && c.s.run.player == p) (d->*h)(c, p, args...);
}

// BM2-38: the carried item's power-up as the hero enters p's room `slot`, before the room's
// ability and damage (The Bomb); true when the hero no longer stands in that room.
bool carrier_enters(Ctx& c, int p, int slot) {
  if (!powers_may_run(c)) return c.s.run.player != p;
  for (const AbilityDef* d : running_powers(c))
    if (d->hero_enters && c.s.run.player == p && d->hero_enters(c, p, slot)) return true;
  return c.s.run.player != p;
}

// G-14: the hero at p's entrance that goes in next, first in first out; entrance.end() when none.
// IP-44 always_waits: a hero Another Castle moved here this round (a `castle_waits` mark) waits
// for the next adventure phase, and the heroes behind it go on.
WaitingHero* next_runner(const Ctx& c, PlayerState& pl, int p) {
  auto& e = pl.entrance;
  if (e.empty()) return e.end();
  if (mutated(Mutant::lifo_heroes)) return e.end() - 1;
  if (c.s.round_marks.empty()) return e.begin();
  return std::find_if(e.begin(), e.end(),
                      [&](const WaitingHero& w) { return mark_total(c, MarkKind::castle_waits, p, w.hero) == 0; });
}

void task_adventure_turn(Ctx& c, Task t) {
  // C-10: players with heroes at their entrance, in turn order; the active player runs
  // every hero there, one at a time, first in first out (G-14).
  GameState& s = c.s;
  PlayerState& pl = c.seat(t.player);
  const auto next_in = next_runner(c, pl, t.player);
  if (pl.eliminated || next_in == pl.entrance.end() || pl.trepidation) {
    if (s.active == t.player) s.active = -1;
    return;
  }
  s.active = t.player;
  if (t.step == 0) {
    // A window before the first hero enters (seeds silent; G-17 allows abilities whenever
    // a spell could be cast): without it Trepidation could never reach the first dungeon.
    c.push(TaskKind::adventure_turn, t.player, 1);
    push_window(c, t.player, WindowPhase::adventure);
    return;
  }
  const WaitingHero w = *next_in;
  pl.entrance.erase(next_in);
  s.run = Run{t.player, w.hero, w.damage, w.health_bonus, -1, false};  // G-12: the damage taken while waiting
  count_history(c, MarkKind::heroes_entered, t.player, 1, Ability::meddling_kids);  // BM2-28
  waiting_items(c, t.player, w.hero);  // BM2-38: Staff of Healing, before the Health below
  if (const int party = party_total(c, t.player); party > 0) {
    // BM2-14: Party Up (and Staff of Healing), for each hero starting through this dungeon
    s.run.health_bonus += party;
    c.emit(EventType::bonus, t.player, w.hero, party);
  }
  // IP-38 each_hero: a Minotaur's Maze remembers only the hero now running (each hero goes
  // through a dungeon once per adventure phase), so the next hero may be sent back too.
  if (!c.rs.maze_once_per_round && !mutated(Mutant::maze_first_hero_only))
    for (RoomSlot& r : pl.dungeon) r.triggered_this_round = false;
  s.hero_moved_this_round = true;
  carried_hook(c, t.player, &AbilityDef::hero_starts);  // BM2-38: as the carrier starts through
  // BM2-7: an item window before *each* hero enters the dungeon (S-COMPAT-2: "the usual rules
  // for items" in Super too).
  c.push(TaskKind::adventure_turn, t.player, items_in_play(c) ? 0 : 1);
  c.push(TaskKind::hero_next, t.player);
}

// BM2-17 (Shortcut!): the hero has rooms left to skip; uses one up.
bool skips_room(Ctx& c, int hero) {
  auto& v = c.s.round_marks;
  for (auto it = v.begin(); it != v.end(); ++it)
    if (it->kind == MarkKind::skip && it->card == hero && it->value > 0) {
      if (--it->value == 0) v.erase(it);
      return true;
    }
  return false;
}

void task_hero_next(Ctx& c, Task t) {  // G-13, G-14
  Run& run = c.s.run;
  if (run.player != t.player) return;  // the hero died, fled or was sent away
  if (t.step == 0 && run.in_room && survive_trigger_ready(c, t.player, run.room)) {
    // BM2-18: the hero leaves this room alive; the room's "survived" effect comes first (Collapsing
    // Bridge, Bom-Boy Factory: BM2-19, a room destroyed then lets the hero go on to the next room).
    c.push(TaskKind::hero_next, t.player, 1);
    on_room_survived(c, t.player, run.room);
    return;
  }
  // BM2-18: then the carried item's (Ice Rod), on the room the hero still stands in.
  if (run.in_room) carried_hook(c, t.player, &AbilityDef::hero_left_room, run.room);
  if (run.player != t.player) return;
  PlayerState& pl = c.seat(t.player);
  const int next = run.room + 1;
  if (next >= static_cast<int>(pl.dungeon.size())) {
    carried_hook(c, t.player, &AbilityDef::hero_survives);           // BM2-38: "if the carrier survives"
    if (run.player == t.player) hero_wounds(c, t.player, run.hero);  // G-12: reached the boss alive
    return;
  }
  run.room = next;
  c.push(TaskKind::hero_next, t.player);
  // BM2-17: a hero that skips this room (Archer's own ability; a Shortcut! mark) neither enters it
  // nor takes its damage; no ability of the room acts on it, it is not survived, and no window
  // opens there.
  if (powers_skip(c, t.player, next) || skips_room(c, run.hero)) {
    run.in_room = false;
    return;
  }
  run.in_room = true;
  c.emit(EventType::enters_room, t.player, run.hero, pl.dungeon[static_cast<std::size_t>(next)].top(), next);
  if (carrier_enters(c, t.player, next)) return;  // BM2-38: The Bomb
  if (const int fountain = room_mark_total(c, MarkKind::fountain, t.player, next); fountain > 0) {
    run.health_bonus += fountain;  // BM2-14: Fairy Fountain, before the room's ability and damage (BM2-38)
    c.emit(EventType::bonus, t.player, run.hero, fountain);
  }
  // G-13: the room's ability first (its on_enter, abilities/ability_def.hpp), then the damage.
  if (on_room_entered(c, t.player, next)) return;
  const int dmg = damage_to_runner(c, t.player, next);
  run.damage += dmg;
  c.emit(EventType::damage, t.player, run.hero, dmg, run.damage);
  // C-10: after each room's damage, a spell/ability window, active player first.
  push_window(c, t.player, WindowPhase::adventure);
  if (hero_dead(c, run.damage, hero_health(c, run.hero, run.health_bonus)))
    kill_hero(c, t.player, run.hero, next);  // "dies in this room" triggers after damage
}

void task_respond(Ctx& c, Task t) {
  // G-18: after a spell is cast, the other players may cancel it; C-12 (IP-35): the active
  // player may first play spells and abilities, which resolve before it.
  GameState& s = c.s;
  const int i = t.stack_index();
  if (s.stack.empty() || i >= static_cast<int>(s.stack.size()) || s.stack[static_cast<std::size_t>(i)].cancelled)
    return;
  const StackItem& it = s.stack[static_cast<std::size_t>(i)];
  // Super (S-9) and IP-48 lifo: every player may answer, the one who just played first, then
  // in turn order (Super: clockwise). Classic active_priority: the active player first (C-12),
  // then the others in turn order; never the caster.
  const bool lifo = lifo_stack(c);
  if (t.cursor() == 0 && c.rs.family == Family::classic) c.consulted("resolution");  // IP-48: a stack opened
  SeatList prio = priority_order(c, lifo ? it.controller : (s.active >= 0 ? s.active : it.controller));
  // IP-35: the readings differ when the active player could play something before the spell.
  if (c.obs && !lifo && t.cursor() == 0 && s.active >= 0 && s.active != it.controller &&
      has_window_options(c, s.active, answer_window_phase(c)))
    c.consulted("answer_window");
  int k = t.cursor();
  std::vector<Action>& tmp = c.s.window_memo.actions;  // kept for the legal list (keep_window_memo)
  c.s.window_memo.stamp = -1;
  while (k < static_cast<int>(prio.size())) {
    const int q = prio[static_cast<std::size_t>(k)];
    tmp.clear();
    if (q != it.controller || lifo) answer_actions(c, q, tmp);
    if (!tmp.empty()) break;
    ++k;
  }
  if (k >= static_cast<int>(prio.size())) return;
  t.cursor() = k;
  c.push(t);
  c.decide(DecisionKind::respond, prio[static_cast<std::size_t>(k)]).stack_index() = i;
  keep_window_memo(c);
}

void task_resolve(Ctx& c, Task) { resolve_top(c); }                  // G-18
void task_effect(Ctx& c, Task t) { run_effect(c, t); }               // engine/abilities
void task_end_of_round(Ctx& c, Task t) { end_of_round(c, t.step); }  // C-11, IP-42
void task_end_check(Ctx& c, Task) { end_check(c); }                  // C-13, C-14, IP-6, IP-7
// Super / solo: game/city.cpp.
void task_city(Ctx& c, Task t) { super_run_task(c, t); }            // S-CITY-1..3
void task_market_turn(Ctx& c, Task t) { super_run_task(c, t); }     // S-CITY-4
void task_minion_phase(Ctx& c, Task t) { super_run_task(c, t); }    // S-MINION-1
void task_minion_effect(Ctx& c, Task t) { super_run_task(c, t); }   // S-BOARD-3
void task_market_discard(Ctx& c, Task t) { super_run_task(c, t); }  // S-MINION-1

// One handler per row of BM_TASK_KINDS, in its order (a missing handler does not compile).
using TaskHandler = void (*)(Ctx&, Task);
#define BM_TASK_HANDLER(e, ...) &task_##e,
constexpr TaskHandler kTaskHandlers[] = {BM_TASK_KINDS(BM_TASK_HANDLER)};
#undef BM_TASK_HANDLER

}  // namespace

void run_task(Ctx& c, Task t) {
  const int i = as_int(t.kind) - kind_first<TaskKind>();
  if (i < 0 || i >= static_cast<int>(std::size(kTaskHandlers)))
    throw std::logic_error("unknown engine task " + std::to_string(as_int(t.kind)));
  kTaskHandlers[static_cast<std::size_t>(i)](c, t);
}

void end_game_scored(Ctx& c, EndReason why) { score_live_and_finish(c, why); }

void advance(Ctx& c) {
  while (!c.s.over && c.s.decision.kind == DecisionKind::none) {
    if (c.s.agenda.empty()) throw std::logic_error("engine agenda empty before the game ended");
    Task t = c.s.agenda.back();
    c.s.agenda.pop_back();
    run_task(c, t);
  }
}

namespace {

// The options every setup reads whatever the deal (Observer::on_option_consulted): C-16's I
// choose you! (one boss or two to choose from), IP-2's starting discards (both BM2-44's too). IP-29's player range
// is not reported: it decides only whether a game of that many players may start, never a
// point inside a game (a game both readings allow plays the same under both).
void consult_setup_options(const Ctx& c) {
  c.consulted("i_choose_you");
  c.consulted("starting_discard");
}

// The players' seats, each as it sits down. (The state's lists are held in place, InlineVec, and
// its zones in the card array: nothing is reserved.)
void prepare_seats(Ctx& c) { c.s.players.reset(static_cast<std::size_t>(c.s.num_players)); }

// IP-50 house reading (the only way a design with an unknown fact gets here: otherwise the set is
// refused before setup, engine.cpp): a hero whose only unknown fact is its player-count icon is in
// every game (its min_players is 0, C-2); any other design with an unknown fact is set aside.
bool set_aside_unknown(const Ctx& c, SetupDecks& decks, int card) {
  const CardDesign& d = c.design(card);
  if (d.unknown.empty()) return false;
  c.consulted("unknown_facts");
  if (d.kind == CardKind::hero && d.unknown.size() == 1 && d.fact_unknown("player_icon")) return false;
  decks.out.push_back(card);
  return true;
}

// C-2 / S-2: a hero goes into its deck by its player-count icon, or out of the game. SO-1 (solo):
// remove the ordinary heroes with the 4-player icon; SO-1 names no epic hero of the built-in
// classic set (docs/cards.md).
void hero_to_deck(const Ctx& c, SetupDecks& decks, int card, int players) {
  const CardDesign& d = c.design(card);
  bool in = d.min_players <= players;
  if (c.rs.family == Family::solo) in = d.is_epic() || d.min_players <= 3;
  if (d.lure == Lure::fewest_souls && in) c.consulted("fool_in_deck");  // IP-1
  if (d.lure == Lure::fewest_souls && !c.rs.fool_in_deck) in = false;
  // C-16, BM2-44 Hard mode: an ordinary hero of 4 printed health leaves the deck. The printed
  // health decides (a dark hero's bought +3, BM2-11, comes in play, never at setup).
  if (!d.is_epic() && d.health == kHardModeHeroHealth && in) c.consulted("hard_mode");
  if (c.rs.hard_mode && !d.is_epic() && d.health == kHardModeHeroHealth) in = false;
  if (!in) decks.out.push_back(card);
  else (d.is_epic() ? decks.epic : decks.ordinary).push_back(card);
}

}  // namespace

// C-1 / C-2: the decks from the card set, unshuffled; heroes by player-count icon; IP-1 The Fool;
// C-16 Hard mode. A function of the card set, the rules and the number of players alone (the
// engine keeps one per number of players it seats: Engine::start), but for the options it
// reports to an observer that wants them.
SetupDecks collect_decks(const Ctx& c, int players) {
  SetupDecks d;
  for (int card = 0; card < c.cs.instances(); ++card) {
    if (set_aside_unknown(c, d, card)) continue;
    switch (c.design(card).kind) {
      case CardKind::boss: d.boss.push_back(card); break;
      case CardKind::room: d.room.push_back(card); break;
      case CardKind::spell: d.spell.push_back(card); break;
      case CardKind::item:  // BM2-2, S-COMPAT-2: bm2, and Super with item cards
        (items_in_play(c) ? d.item : d.out).push_back(card);
        break;
      case CardKind::hero: hero_to_deck(c, d, card, players); break;
    }
  }
  return d;
}

namespace {

// The decks to the state's zones, each written once, then shuffled there (one chance draw each,
// in this order): every card is in its zone before any event.
void deal_decks(Ctx& c, const SetupDecks& d) {
  GameState& s = c.s;
  s.boss_deck = d.boss;
  s.room_deck = d.room;
  s.spell_deck = d.spell;
  s.ordinary_heroes = d.ordinary;
  s.epic_heroes = d.epic;
  s.out_of_game = d.out;
  s.item_deck = d.item;
  if (super_family(c)) s.landmarks.assign(c.bd.landmarks.size(), {});  // S-BOARD-2
  shuffle_deck(c, s.boss_deck, ChanceKind::boss_deck);
  shuffle_deck(c, s.room_deck, ChanceKind::room_deck);
  shuffle_deck(c, s.spell_deck, ChanceKind::spell_deck);
  shuffle_deck(c, s.ordinary_heroes, ChanceKind::ordinary_deck);
  shuffle_deck(c, s.epic_heroes, ChanceKind::epic_deck);
  if (!s.item_deck.empty()) shuffle_deck(c, s.item_deck, ChanceKind::item_deck);
}

// C-3: each player's boss (two to choose from under C-16 and BM2-44's I choose you) from the top
// of the shuffled boss deck; the unused bosses leave the game.
void deal_bosses(Ctx& c, int players) {
  GameState& s = c.s;
  const int per = c.rs.i_choose_you ? 2 : 1;
  if (static_cast<int>(s.boss_deck.size()) < bosses_dealt(c.rs, players))
    throw InputError("card set has " + std::to_string(s.boss_deck.size()) + " bosses; " + std::to_string(players) +
                     " players need " + std::to_string(bosses_dealt(c.rs, players)) +
                     (per == 2 ? " (C-3; two each under I choose you, C-16, BM2-44)" : " (C-3)"));
  for (int p = 0; p < players; ++p) {
    for (int k = 0; k < per; ++k) {
      const int boss = s.boss_deck.back();
      s.boss_deck.pop_back();
      c.seat(p).boss_choices.push_back(boss);
      c.emit(EventType::deal_boss, p, boss);
    }
    if (per == 1) {
      c.seat(p).boss = c.seat(p).boss_choices.front();
      c.seat(p).boss_choices.clear();
    }
  }
  const std::vector<int> unused = s.boss_deck.vec();
  s.boss_deck.clear();
  s.out_of_game.insert(s.out_of_game.end(), unused.begin(), unused.end());
}

}  // namespace

void setup_game(Ctx& c, int players, std::uint64_t seed, const SetupDecks* decks) {
  GameState& s = c.s;
  s.rng.seed(seed);
  s.num_players = players;
  // The engine's decks for this number of players, or made here (reporting the options the
  // collection reads, Ctx::consulted, to an observer that wants them).
  SetupDecks own;
  if (!decks) {
    own = collect_decks(c, players);
    decks = &own;
  }
  prepare_seats(c);
  deal_decks(c, *decks);
  consult_setup_options(c);
  deal_bosses(c, players);
  const int per = c.rs.i_choose_you ? 2 : 1;  // C-16, BM2-44 I choose you: two bosses, keep one
  for (int p = 0; p < players; ++p) deal_starting_hand(c, p);
  if (bm2_family(c)) {
    // BM2-1: then the top 4 rooms and the top 2 spells start their discard piles.
    auto discard_top = [&](Zone& deck, int n) {
      for (int i = 0; i < n && !deck.empty(); ++i) {
        const int card = deck.back();
        deck.pop_back();
        to_discard(c, card);
        c.emit(EventType::setup_discard, -1, card);
      }
    };
    discard_top(s.room_deck, kBm2SetupRoomDiscards);
    discard_top(s.spell_deck, kBm2SetupSpellDiscards);
  }
  // Agenda (bottom first): round 1, first build + reveal, discards, mulligans, boss choices.
  c.push(TaskKind::round_start);
  c.push(TaskKind::reveal);
  c.push(TaskKind::first_build);
  // IP-2, C-16, BM2-44 Classic mode: each discards two after the BM2-1 setup discards.
  if (c.rs.starting_discard > 0)
    for (int p = players - 1; p >= 0; --p) c.push(TaskKind::start_discard, p).discards_left() = c.rs.starting_discard;
  for (int p = players - 1; p >= 0; --p) c.push(TaskKind::mulligan, p);
  if (per == 2)
    for (int p = players - 1; p >= 0; --p) c.push(TaskKind::choose_boss, p);
}

// BM2-27: hero `hero` is kept from being lured this round (a `not_lured` mark: Doc Scarecrow).
bool held_in_town(const Ctx& c, int hero) {
  const auto& v = c.s.round_marks;
  return std::any_of(v.begin(), v.end(),
                     [&](const RoundMark& m) { return m.kind == MarkKind::not_lured && m.card == hero; });
}

// BM2-30: a player who cannot win this round (Meddling Kids!) may not; at five or six players
// (BM2-8) that holds under IP-43 blocks_end, and no_effect lets the mark do nothing.
bool may_win_this_round(const Ctx& c, int p) {
  if (c.s.round_marks.empty() || mark_total(c, MarkKind::cannot_win, p, -1) == 0) return true;
  if (!bm2_many_players(c.rs, c.s.num_players)) return false;
  c.consulted("cannot_win_5_6");  // IP-43
  return c.rs.cannot_win_no_effect;
}

// C-13, S-END-2, BM2-8: the player has the souls that end the game at the end check. BM2-30: not
// a player who cannot win this round (may_win_this_round): at five or six players that player's
// souls do not end the game this round (IP-43 blocks_end).
bool reaches_soul_win(const Ctx& c, int p) {
  return may_win_this_round(c, p) && souls_of(c, p) >= souls_to_win(c.rs) - (mutated(Mutant::early_soul_win) ? 1 : 0) &&
         !mutated(Mutant::skip_soul_check);
}

}  // namespace bm::detail
