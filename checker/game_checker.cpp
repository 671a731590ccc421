// The per-game invariant checker. Every check names its invariant ID (checker/invariants.cpp,
// docs/invariants.md); the rule IDs come from the catalog.
#include "bm/checker/game_checker.hpp"

#include <algorithm>
#include <array>
#include <span>

#include "bm/cards/icons.hpp"
#include "bm/cards/items.hpp"
#include "bm/checker/coverage.hpp"
#include "bm/checker/invariants.hpp"
#include "bm/game/kinds.hpp"
#include "bm/rules/constants.hpp"
#include "bm/state/census.hpp"
#include "bm/state/structure.hpp"
#include "bm/state/minion_codes.hpp"

namespace bm {

namespace {

int phase_rank(bool super_like, Phase p) {
  if (super_like) {
    switch (p) {  // S-8: city, build, minion, bait, adventure, end of round
      case Phase::city: return 0;
      case Phase::build: return 1;
      case Phase::minion: return 2;
      case Phase::bait: return 3;
      case Phase::adventure: return 4;
      case Phase::end_of_round: return 5;
      default: return -1;
    }
  }
  switch (p) {  // C-6: beginning, build, bait, adventure, end of round
    case Phase::beginning: return 0;
    case Phase::build: return 1;
    case Phase::bait: return 2;
    case Phase::adventure: return 3;
    case Phase::end_of_round: return 4;
    default: return -1;
  }
}

std::string seat(int p) { return "player " + std::to_string(p); }

// "0,2": the players of a winner list (INV-WINNER messages).
std::string comma_list(std::span<const int> players) {
  std::string out;
  for (int p : players) {
    if (!out.empty()) out += ',';
    out += std::to_string(p);
  }
  return out;
}

}  // namespace

std::string Violation::to_text() const {
  return invariant + " (" + rules + "): " + message + " [action " + std::to_string(action) + ", round " +
         std::to_string(round) + ", phase " + phase + "]";
}

GameChecker::GameChecker(const Engine& engine, CheckOptions opt) : engine_(engine), opt_(opt) {
  super_ = engine.rules().family == Family::super;
  solo_ = engine.rules().family == Family::solo;
  bm2_ = engine.rules().family == Family::bm2;
  items_ = items_in_play(engine.rules(), engine.cards());
  seven_rooms_ = seven_rooms_rule(engine.rules());
  rooms_max_ = max_rooms(engine.rules());  // G-2, BM2-9 (rules/constants.hpp: kLevelUpRooms is G-10)
  if (opt_.coverage) coverage_.assign(coverage_slots(), 0);
}

int GameChecker::counted_stacks(const GameState& s, int p) const {
  // BM2-9: the rooms of a dungeon for "the fifth room is built": every stack except a new one
  // still face down (a face-down room on an existing stack covers a room that still counts)
  // and a deactivated one (G-8).
  int n = 0;
  for (const auto& r : s.players[static_cast<std::size_t>(p)].dungeon)  // an emptied stack is on its way out
    n += (r.cards.empty() || (r.face_down && r.cards.size() == 1) || r.deactivated) ? 0 : 1;
  return n;
}

void GameChecker::observe_fifth_rooms(const GameState& s, bool reopening) {
  // A room reopening at the end of the round (C-11) builds nothing: the count it restores is
  // not a fifth room built.
  stacks_seen_.resize(static_cast<std::size_t>(s.num_players), 0);
  fifth_rooms_.resize(static_cast<std::size_t>(s.num_players), 0);
  for (int p = 0; p < s.num_players; ++p) {
    const int now = counted_stacks(s, p);
    int& was = stacks_seen_[static_cast<std::size_t>(p)];
    if (!reopening && was < kLevelUpRooms && now >= kLevelUpRooms) ++fifth_rooms_[static_cast<std::size_t>(p)];
    was = now;
  }
}

void GameChecker::fail(const GameState& s, const char* invariant, const std::string& message) {
  if (failed_) return;
  failed_ = true;
  violation_.invariant = invariant;
  violation_.rules = invariant_rules(invariant, engine_.rules().family);
  violation_.message = message;
  violation_.action = action_;
  violation_.round = s.round;
  violation_.phase = phase_name(s.phase);
}

// ---- small recomputations from the state and the card designs --------------------------

int GameChecker::treasure(const GameState& s, int p, int t) const {
  // G-15 with G-6, G-8, G-9: visible, active rooms; the boss's icon; BM030 doubles the rooms;
  // S-BOARD-3 treasure spaces add to the boss.
  const CardSet& cs = engine_.cards();
  const PlayerState& pl = s.players[static_cast<std::size_t>(p)];
  const auto ti = static_cast<std::size_t>(t);
  int rooms = 0;
  for (const auto& r : pl.dungeon) {
    if (r.cards.empty() || r.face_down || r.deactivated) continue;
    // BM2-21: for the round, a room may show no treasure (Decapitator) or one more icon (Secret Stash).
    int icons = cs.of(r.top()).treasure[ti];
    for (const RoundMark& m : s.round_marks)
      if (m.player == p && m.card == r.top()) {
        if (m.kind == MarkKind::no_treasure) icons = -1000;
        else if (m.kind == MarkKind::stash && m.value == t) ++icons;
      }
    rooms += std::max(icons, 0);
  }
  if (pl.jackpot) rooms *= 2;
  return rooms + (pl.boss >= 0 ? cs.of(pl.boss).treasure[ti] : 0) + pl.boss_treasure[ti];
}

int GameChecker::souls(const GameState& s, int p) const {
  int n = 0;
  for (const auto& h : s.players[static_cast<std::size_t>(p)].score) n += h.soul ? engine_.cards().of(h.hero).souls : 0;
  return n;
}

int GameChecker::wounds(const GameState& s, int p) const {
  int n = 0;
  for (const auto& h : s.players[static_cast<std::size_t>(p)].score) n += h.soul ? 0 : engine_.cards().of(h.hero).souls;
  return n;
}

int GameChecker::active_rooms(const GameState& s, int p) const {
  // G-8: a deactivated room is left out of every count of rooms, the five of Level Up too (G-10).
  int n = 0;
  for (const auto& r : s.players[static_cast<std::size_t>(p)].dungeon)
    n += (!r.cards.empty() && !r.face_down && !r.deactivated) ? 1 : 0;
  return n;
}

std::vector<int> GameChecker::live(const GameState& s) const {
  std::vector<int> out;
  for (int p = 0; p < s.num_players; ++p)
    if (!s.players[static_cast<std::size_t>(p)].eliminated) out.push_back(p);
  return out;
}

int GameChecker::best_by_score(const GameState& s, const std::vector<int>& cands) const {
  // C-13 / S-END-2: souls - wounds, then the IP-4 tie-break (lowest XP classic, highest Super).
  int best = -1;
  for (int p : cands) {
    if (best < 0) {
      best = p;
      continue;
    }
    const int a = souls(s, p) - wounds(s, p), b = souls(s, best) - wounds(s, best);
    const int xa = engine_.cards().of(s.players[static_cast<std::size_t>(p)].boss).xp;
    const int xb = engine_.cards().of(s.players[static_cast<std::size_t>(best)].boss).xp;
    if (a > b || (a == b && (engine_.rules().tie_highest_xp ? xa > xb : xa < xb))) best = p;
  }
  return best;
}

bool GameChecker::barred(const GameState& s, int p) const {
  if (std::find(cannot_win_.begin(), cannot_win_.end(), p) == cannot_win_.end()) return false;
  return !(bm2_many_players(engine_.rules(), s.num_players) && engine_.rules().cannot_win_no_effect);  // IP-43
}

std::vector<int> GameChecker::scored_winner(const GameState& s, const std::vector<int>& players) const {
  std::vector<int> cands;
  for (int p : players)
    if (!barred(s, p)) cands.push_back(p);
  const int best = best_by_score(s, cands);
  return best < 0 ? std::vector<int>{} : std::vector<int>{best};
}

void GameChecker::observe_entrances(const GameState& s) {
  if (entrance_front_.size() != static_cast<std::size_t>(s.num_players)) {  // runs at every event: sized once
    entrance_front_.resize(static_cast<std::size_t>(s.num_players), -1);
    entrance_size_.resize(static_cast<std::size_t>(s.num_players), 0);
  }
  for (int p = 0; p < s.num_players; ++p) {
    const auto& e = s.players[static_cast<std::size_t>(p)].entrance;
    entrance_front_[static_cast<std::size_t>(p)] = e.empty() ? -1 : e.front().hero;
    entrance_size_[static_cast<std::size_t>(p)] = static_cast<int>(e.size());
  }
}

// ---- hooks ---------------------------------------------------------------------------------

void GameChecker::after_setup(const GameState& s) {
  const auto n = static_cast<std::size_t>(s.num_players);
  level_ups_.resize(n, 0);
  builds_.resize(n, 0);
  minions_.resize(n, 0);
  observe_entrances(s);
  run_hero_ = s.run.hero;
  if (seven_rooms_) {
    // A snapshot may start with five rooms already built: they count as leveled up.
    stacks_seen_.assign(n, 0);
    fifth_rooms_.assign(n, 0);
    for (int p = 0; p < s.num_players; ++p) {
      stacks_seen_[static_cast<std::size_t>(p)] = counted_stacks(s, p);
      level_ups_[static_cast<std::size_t>(p)] = s.players[static_cast<std::size_t>(p)].leveled_up ? 1 : 0;
      fifth_rooms_[static_cast<std::size_t>(p)] = level_ups_[static_cast<std::size_t>(p)];
    }
  }
  // A game that starts from a snapshot (a scenario log, docs/log-format.md) may already have
  // heroes at the landmarks: they count as sent there (after a real setup there are none).
  at_landmarks_.clear();
  for (const auto& l : s.landmarks) at_landmarks_.insert(at_landmarks_.end(), l.begin(), l.end());
  given_item_.assign(static_cast<std::size_t>(engine_.cards().instances()), -1);  // a snapshot's items count as given
  for (const HeroItem& hi : s.hero_items) given_item_[static_cast<std::size_t>(hi.hero)] = hi.item;
  check_state(s);
}

// BM2-21 (INV-ADVANCED-ON-SHARED): an icon added to a room for the round (a `stash` mark) ends
// as the room is covered, so the state after a build cannot show why an advanced room may sit on
// it. Every such mark is remembered here, before each action (by a build, Wild Monster's choice
// or any other placement alike).
void GameChecker::note_added_icons(const GameState& s) {
  for (const RoundMark& m : s.round_marks)
    if (m.kind == MarkKind::stash && m.card >= 0) added_icons_.insert({m.card, m.value});
}

void GameChecker::before_action(const GameState& s, const std::vector<Action>& legal, const Action& chosen) {
  if (failed_) return;
  if (opt_.coverage) {
    ++coverage_[coverage_slot(s.decision.kind)];
    ++coverage_[coverage_slot(chosen.type)];
  }
  action_ = s.actions;
  level_ups_.resize(static_cast<std::size_t>(s.num_players), 0);
  builds_.resize(static_cast<std::size_t>(s.num_players), 0);
  minions_.resize(static_cast<std::size_t>(s.num_players), 0);
  observe_entrances(s);
  run_hero_ = s.run.hero;
  note_added_icons(s);
  // INV-LEGAL (C-5, C-12): only the deciding player acts; something is legal until the end.
  hit(Inv::Legal);
  if (s.over) return fail(s, "INV-LEGAL", "an action was chosen after the game ended");
  if (legal.empty())
    return fail(s, "INV-LEGAL",
                "no legal action while the game is not over (decision: " + engine_.decision_name(s) + ")");
  for (const Action& a : legal)
    if (a.player != s.decision.player)
      return fail(s, "INV-LEGAL",
                  "a legal action belongs to " + seat(a.player) + " while " + seat(s.decision.player) +
                      " decides: " + engine_.describe(s, a));
  if (opt_.legal_every > 0 && action_ % opt_.legal_every == 0)
    for (std::size_t i = 0; i < legal.size(); ++i)
      for (std::size_t j = i + 1; j < legal.size(); ++j)
        if (legal[i] == legal[j])
          return fail(s, "INV-LEGAL", "the legal list repeats " + engine_.describe(s, legal[i]));
  // INV-ELIMINATED (C-14): the engine's state invariant (state/structure.hpp), as the readers apply it.
  if (const auto f = decider_fault(s)) return fail(s, f->invariant, f->message + ": " + engine_.decision_name(s));
  // INV-ONE-BUILD (G-4): one build action per player per build phase.
  if (chosen.type == ActionType::build) hit(Inv::OneBuild);
  if (chosen.type == ActionType::build && ++builds_[static_cast<std::size_t>(chosen.player)] > 1)
    return fail(s, "INV-ONE-BUILD",
                seat(chosen.player) + " builds a second room in one build phase: " + engine_.describe(s, chosen));
}

void GameChecker::apply_failed(const GameState& s, const Action& a, const std::string& what) {
  fail(s, "INV-LEGAL", "the engine listed " + engine_.describe(s, a) + " as legal but refused to apply it: " + what);
}

void GameChecker::after_action(const GameState& s) {
  if (failed_) return;
  check_state(s);
  if (failed_) return;
  run_hero_ = s.run.hero;
  if (opt_.hash_every > 0 && action_ % opt_.hash_every == 0) {
    hit(Inv::HashClone);
    const GameState copy = s;  // INV-HASH-CLONE: the hash is a function of the state
    if (engine_.hash(copy) != engine_.hash(s))
      fail(s, "INV-HASH-CLONE", "a copy of the state hashes differently from the state");
  }
}

void GameChecker::on_option_consulted(const GameState&, const char* key, std::span<const int>) {
  if (opt_.coverage) consulted_.insert(key);
}

void GameChecker::on_event(const GameState& s, const Event& e) {
  if (failed_) return;
  if (opt_.coverage) {
    ++coverage_[coverage_slot(e.type)];
    if (e.type == EventType::phase && e.a >= 0 && e.a < static_cast<int>(kind_rows<Phase>().size()))
      ++coverage_[coverage_slot(static_cast<Phase>(e.a))];
  }
  check_hero_fifo(s);
  if (failed_) return;
  run_hero_ = s.run.hero;
  if (seven_rooms_ && e.type != EventType::level_up) observe_fifth_rooms(s, e.type == EventType::reactivated);
  switch (e.type) {
    case EventType::phase: on_phase_event(s, e); break;
    case EventType::round_start: on_round_start(s); break;
    case EventType::hero_revealed: on_hero_revealed(s, e); break;
    case EventType::bait:
    case EventType::hero_stays: check_bait_event(s, e); break;
    case EventType::level_up: {
      if (e.player < 0) break;
      on_level_up(s, e);
      break;
    }
    case EventType::room_built: placed_ = true; break;
    case EventType::room_placed: on_room_placed(s, e); break;
    case EventType::damage: {
      if (e.card < 0) break;
      on_damage(s, e);
      break;
    }
    case EventType::hero_killed:
    case EventType::hero_to_town:  // G-22: sent back instead of dying (Extra Life, BM2-39): it goes no further
      if (e.card == must_die_) must_die_ = -1;
      break;
    case EventType::enters_room:
    case EventType::hero_wounds: on_hero_moves_on(s, e); break;
    case EventType::minion_placed:
      hit(Inv::MinionOne);
      if (e.player >= 0 && ++minions_[static_cast<std::size_t>(e.player)] > 1)
        return fail(s, "INV-MINION-ONE", seat(e.player) + " places a second minion this round");
      break;
    case EventType::hero_to_landmark:
      at_landmarks_.push_back(e.card);
      check_landmark_treasure(s, e);
      break;
    case EventType::summon: on_summon(s, e); break;
    case EventType::item_given: on_item_given(s, e); break;
    case EventType::item_gained:
    case EventType::item_face_down:  // the hero (if any) no longer carries it (BM2-7)
      if (e.a >= 0 && e.a < static_cast<int>(given_item_.size())) given_item_[static_cast<std::size_t>(e.a)] = -1;
      break;
    case EventType::game_end: check_end_event(s, e); break;
    default: break;
  }
  observe_entrances(s);
}

void GameChecker::check_hero_fifo(const GameState& s) {
  const CardSet& cs = engine_.cards();
  // INV-HERO-FIFO (G-14): a hero starting through a dungeon was first at its entrance.
  if (s.run.hero >= 0 && s.run.hero != run_hero_ && s.run.player >= 0 &&
      static_cast<std::size_t>(s.run.player) < entrance_front_.size()) {
    const int front = entrance_front_[static_cast<std::size_t>(s.run.player)];
    if (front >= 0 && entrance_size_[static_cast<std::size_t>(s.run.player)] >= 2)
      hit(Inv::HeroFifo);  // an order to keep
    if (front >= 0 && front != s.run.hero)
      return fail(s, "INV-HERO-FIFO",
                  cs.id_of(s.run.hero) + " went into " + seat(s.run.player) + "'s dungeon before " + cs.id_of(front) +
                      ", which had waited longer at the entrance");
  }
}

void GameChecker::on_phase_event(const GameState& s, const Event& e) {
  const auto ph = static_cast<Phase>(e.a);
  check_level_ups_at_phase(s, ph);
  if (failed_) return;
  // INV-ITEM-MATCH: items are assigned in the beginning phase (BM2-3), in Super in the city phase (S-COMPAT-2).
  const Phase assigning = super_ ? Phase::city : Phase::beginning;
  if (items_ && phase_ == assigning && ph != assigning) check_items_assigned(s);
  if (in_bait_ && ph != Phase::bait) {
    in_bait_ = false;
    if (bait_next_ != bait_row_.size())
      return fail(s, "INV-BAIT-ORDER",
                  "bait decided " + std::to_string(bait_next_) + " of the " + std::to_string(bait_row_.size()) +
                      " heroes in the row");
  }
  if (ph == Phase::end_of_round) {  // BM2-30, BM2-40: read before the round's marks clear
    cannot_win_.clear();
    wounds_harmless_.clear();
    // an eliminated player keeps the count it was eliminated with (checked for the rest of the game)
    extra_wounds_.resize(static_cast<std::size_t>(s.num_players), 0);
    for (int p = 0; p < s.num_players; ++p)
      if (!s.players[static_cast<std::size_t>(p)].eliminated) extra_wounds_[static_cast<std::size_t>(p)] = 0;
    for (const RoundMark& m : s.round_marks) {
      if (m.kind == MarkKind::cannot_win) cannot_win_.push_back(m.player);
      if (m.kind == MarkKind::wounds_harmless) wounds_harmless_.push_back(m.player);  // Extra Life's reward
      if (m.kind == MarkKind::extra_wound && m.player >= 0 && m.player < s.num_players)
        extra_wounds_[static_cast<std::size_t>(m.player)] += m.value;  // Vorpal Blade's power-up
    }
  }
  if (ph == Phase::bait) {
    bait_row_ = s.town.vec();
    bait_next_ = 0;
    in_bait_ = true;
    plan_tie_split(s);  // BM2-6, BM2-42 (INV-BAIT-STRICT)
  }
  if (ph == Phase::build) std::fill(builds_.begin(), builds_.end(), 0);
  if (s.round >= 1) {
    hit(Inv::PhaseOrder);
    const int rank = phase_rank(super_ || solo_, ph);
    if (rank < 0 || rank <= phase_rank_)
      return fail(s, "INV-PHASE-ORDER",
                  std::string("phase ") + phase_name(ph) + " comes after " + phase_name(phase_) + " in round " +
                      std::to_string(s.round));
    phase_rank_ = rank;
  }
  phase_ = ph;
}

// The Level Ups owed when the phase changes to `ph` (INV-LEVELUP-ONCE).
void GameChecker::check_level_ups_at_phase(const GameState& s, Phase ph) {
  if (seven_rooms_ && ph != phase_) {
    // INV-LEVELUP-ONCE (BM2-9): one Level Up for every time the dungeon reached its fifth room.
    for (int p : live(s)) {
      hit(Inv::LevelUpOnce);
      const int want = fifth_rooms_[static_cast<std::size_t>(p)], got = level_ups_[static_cast<std::size_t>(p)];
      if (got != want)
        return fail(s, "INV-LEVELUP-ONCE",
                    seat(p) + "'s dungeon reached its fifth room " + std::to_string(want) +
                        " time(s) but its boss leveled up " + std::to_string(got) +
                        " time(s) (BM2-9: every fifth room, never the sixth or seventh)");
    }
  } else if ((phase_ == Phase::build || phase_ == Phase::end_of_round) && ph != phase_) {
    // INV-LEVELUP-ONCE (G-10, G-8): mandatory by the end of the build phase with five active
    // rooms, and by the end of the round when a deactivated room held it back (it reopens).
    for (int p : live(s))
      if (active_rooms(s, p) >= kLevelUpRooms && (hit(Inv::LevelUpOnce), level_ups_[static_cast<std::size_t>(p)] == 0))
        return fail(s, "INV-LEVELUP-ONCE",
                    seat(p) + "'s dungeon has five active rooms at the end of the " + phase_name(phase_) +
                        " phase but its boss never leveled up");
  }
}

void GameChecker::on_round_start(const GameState& s) {
  check_new_round(s);
  phase_rank_ = -1;
  reveals_this_round_ = 0;
  std::fill(minions_.begin(), minions_.end(), 0);
}

void GameChecker::on_hero_revealed(const GameState& s, const Event& e) {
  const CardSet& cs = engine_.cards();
  ++reveals_this_round_;
  if (e.card >= 0 && cs.of(e.card).is_epic()) hit(Inv::EpicLast);
  if (e.card >= 0 && cs.of(e.card).is_epic() && !s.ordinary_heroes.empty())
    return fail(s, "INV-EPIC-LAST",
                "epic hero " + cs.id_of(e.card) + " revealed while " + std::to_string(s.ordinary_heroes.size()) +
                    " ordinary heroes remain");
}

void GameChecker::on_level_up(const GameState& s, const Event& e) {
  const auto p = static_cast<std::size_t>(e.player);
  hit(Inv::LevelUpOnce);
  if (seven_rooms_) {
    observe_fifth_rooms(s);
    if (++level_ups_[p] > fifth_rooms_[p])
      return fail(s, "INV-LEVELUP-ONCE",
                  seat(e.player) + "'s boss levels up without a new fifth room (BM2-9: never on the sixth or seventh)");
  } else if (++level_ups_[p] > 1) {
    return fail(s, "INV-LEVELUP-ONCE", seat(e.player) + "'s boss levels up a second time");
  }
  // Under BM2-9 the fifth room is counted at the reveal (above): a Level Up resolved earlier
  // that destroyed one of this dungeon's rooms does not undo the build that reached it.
  if (!seven_rooms_ && active_rooms(s, e.player) < kLevelUpRooms)
    return fail(s, "INV-LEVELUP-ONCE",
                seat(e.player) + "'s boss levels up with " + std::to_string(active_rooms(s, e.player)) +
                    " active rooms (G-8: a deactivated room is not counted)");
}

void GameChecker::on_room_placed(const GameState& s, const Event& e) {
  const CardSet& cs = engine_.cards();
  placed_ = true;
  hit(Inv::RoomsMax);
  if (e.player >= 0 &&
      s.players[static_cast<std::size_t>(e.player)].dungeon.size() > static_cast<std::size_t>(rooms_max_))
    return fail(s, "INV-ROOMS-MAX",
                seat(e.player) + " placed " + cs.id_of(e.card) + " as stack number " + std::to_string(rooms_max_ + 1) +
                    " (at most " + std::to_string(rooms_max_) + ")");
}

void GameChecker::on_damage(const GameState& s, const Event& e) {
  // BM2-14: the Health the hero has now, as the engine reckons it from its printed Health, the
  // run's bonus, its own ability (Druid) and its item's power-up (BM2-38). The invariant checks
  // what the run does with that Health: a dead hero goes no further.
  const int health = engine_.hero_health(s, e.card);
  const bool dead = engine_.rules().death_exceeds ? e.b > health : e.b >= health;
  if (dead) {
    must_die_ = e.card;
    hit(Inv::HeroDeath);
  }
}

// INV-HERO-DEATH: a hero whose damage reached its health goes no further.
void GameChecker::on_hero_moves_on(const GameState& s, const Event& e) {
  const CardSet& cs = engine_.cards();
  if (e.card >= 0 && e.card == must_die_)
    return fail(s, "INV-HERO-DEATH",
                cs.id_of(e.card) +
                    "'s damage reached its health (IP-3: " + (engine_.rules().death_exceeds ? "exceeds" : "reaches") +
                    ") but it " + (e.type == EventType::enters_room ? "entered another room" : "reached the boss"));
}

// INV-LANDMARK-TREASURE (S-CITY-2, S-COMPAT-1, IP-33), outside solo (SO-2 fills from the left):
// seen at the moment of the event, so the hero already stands on landmark e.a.
void GameChecker::check_landmark_treasure(const GameState& s, const Event& e) {
  if (solo_) return;
  const CardDesign& h = engine_.cards().of(e.card);
  if (h.to_landmark >= 0) return;  // S-CITY-3: sent straight there on reveal
  const BoardDef& b = engine_.board();
  const auto free_now = [&](std::size_t li) { return b.landmarks[li].stack || s.landmarks[li].empty(); };
  std::vector<std::size_t> candidates;  // the landmarks of its icons, in the reading's order
  if (engine_.rules().two_icons_first_icon) {
    for (int t : printed_icons(h))
      if (const Landmark* l = b.landmark_for_treasure(t))
        candidates.push_back(static_cast<std::size_t>(l - b.landmarks.data()));
  } else {
    for (std::size_t li = 0; li < b.landmarks.size(); ++li) {
      const int t = b.landmarks[li].treasure;
      if (t >= 0 && h.treasure[static_cast<std::size_t>(t)] > 0) candidates.push_back(li);
    }
  }
  hit(Inv::LandmarkTreasure);
  const std::size_t to = static_cast<std::size_t>(e.a);
  for (std::size_t li : candidates) {
    if (li == to) return;
    if (free_now(li))
      return fail(s, "INV-LANDMARK-TREASURE",
                  engine_.cards().id_of(e.card) + " went to " + b.landmarks[to].id + " while " + b.landmarks[li].id +
                      ", which the IP-33 reading puts first, was free");
  }
  if (!b.landmarks[to].stack)
    return fail(s, "INV-LANDMARK-TREASURE",
                engine_.cards().id_of(e.card) + " went to " + b.landmarks[to].id + ", which matches none of its icons");
}

void GameChecker::on_summon(const GameState& s, const Event& e) {
  const CardSet& cs = engine_.cards();
  auto it = std::find(at_landmarks_.begin(), at_landmarks_.end(), e.card);
  if (it == at_landmarks_.end())
    return fail(s, "INV-LANDMARK", "summoned " + cs.id_of(e.card) + ", which was never sent to a landmark");
  at_landmarks_.erase(it);
}

// INV-BAIT-STRICT in solo (SO-4, SO-8, IP-13): the loosest and the strictest thresholds of the
// city slots, as the slot a hero takes depends on the D1 reading.
void GameChecker::check_solo_bait(const GameState& s, int hero, bool lured) {
  const CardSet& cs = engine_.cards();
  const CardDesign& h = cs.of(hero);
  const Ruleset& r = engine_.rules();
  if (h.lure != Lure::treasure) return;
  int value = 0;
  for (int t = 0; t < kTreasureTypes; ++t)
    if (h.treasure[static_cast<std::size_t>(t)] > 0) value += treasure(s, 0, t);
  int lowest = solo_bait_threshold(r, 0), highest = lowest;  // SO-4, SO-8, IP-13: over the city slots
  for (int k = 1; k < kSoloSlots; ++k) {
    lowest = std::min(lowest, solo_bait_threshold(r, k));
    highest = std::max(highest, solo_bait_threshold(r, k));
  }
  if (lured && value < lowest)
    return fail(s, "INV-BAIT-STRICT",
                cs.id_of(hero) + " was lured with " + std::to_string(value) +
                    " matching treasure, below every slot's threshold (SO-4)");
  if (!lured && value >= highest)
    return fail(s, "INV-BAIT-STRICT",
                cs.id_of(hero) + " stayed although the dungeon has " + std::to_string(value) +
                    " matching treasure, enough for every slot (SO-4)");
}

// G-15, C-9, BM2-13: every live dungeon's value for hero `h` as bait counts it, by seat (The
// Fool: minus the souls, so the fewest is the highest; The Brothers: souls - wounds; otherwise
// the matching treasure); 0 for a player out of the game.
std::vector<int> GameChecker::bait_values(const GameState& s, const CardDesign& h) const {
  std::vector<int> value(static_cast<std::size_t>(s.num_players), 0);
  for (int p : live(s)) {
    int v = 0;
    if (h.lure == Lure::fewest_souls) v = -souls(s, p);  // BM080 The Fool: the strictly fewest souls
    else if (h.lure == Lure::best_score) v = souls(s, p) - wounds(s, p);
    else
      for (int t = 0; t < kTreasureTypes; ++t)
        if (h.treasure[static_cast<std::size_t>(t)] > 0) v += treasure(s, p, t);
    value[static_cast<std::size_t>(p)] = v;
  }
  return value;
}

// BM2-27: a hero held in town for the round (Doc Scarecrow's `not_lured` mark).
bool GameChecker::held_in_town(const GameState& s, int hero) const {
  return std::any_of(s.round_marks.begin(), s.round_marks.end(),
                     [&](const RoundMark& m) { return m.kind == MarkKind::not_lured && m.card == hero; });
}

// BM2-6, BM2-42 (5-6 players): the players a tie over `hero` is shared among, in the order a pass
// deals to them: turn order; under crash_landing the highest boss XP first (turn order among equal
// XP). Empty when the hero is no shared tie: a strict best, no treasure at all, a hero lured by
// its own condition (BM2-13, The Brothers) or held in town (BM2-27).
std::vector<int> GameChecker::shared_tie(const GameState& s, int hero) const {
  const CardSet& cs = engine_.cards();
  const CardDesign& h = cs.of(hero);
  std::vector<int> tied;
  if (h.lure == Lure::best_score || held_in_town(s, hero)) return tied;
  const std::vector<int> value = bait_values(s, h);
  const std::vector<int> players = live(s);
  if (players.empty()) return tied;
  int best = value[static_cast<std::size_t>(players.front())];
  for (int p : players) best = std::max(best, value[static_cast<std::size_t>(p)]);
  for (int p : s.order)
    if (!s.players[static_cast<std::size_t>(p)].eliminated && value[static_cast<std::size_t>(p)] == best)
      tied.push_back(p);
  if (tied.size() < 2 || (h.lure != Lure::fewest_souls && best <= 0)) return {};
  if (engine_.rules().bm2_tie_split == TieSplit::crash_landing) {
    const auto xp = [&](int p) {
      const int boss = s.players[static_cast<std::size_t>(p)].boss;
      return boss >= 0 ? cs.of(boss).xp : 0;
    };
    std::stable_sort(tied.begin(), tied.end(), [&](int a, int b) { return xp(a) > xp(b); });
  }
  return tied;
}

// INV-BAIT-STRICT at the start of a bait phase of a 5-6 player bm2 game: where the reading in
// force deals each shared tie of the row (tie_plan_). BM2-6 turn_order: the heroes tied between
// the same players go one each, in row order, to those players in pass order; the rest stay.
// BM2-42 crash_landing: per treasure type (the same icons and lure) and tied players, only full
// passes, one hero to each tied player while at least as many heroes as players remain; the rest
// (count mod players) stay in town.
void GameChecker::plan_tie_split(const GameState& s) {
  const Ruleset& r = engine_.rules();
  tie_plan_.assign(bait_row_.size(), kNoSharedTie);
  if (!bm2_many_players(r, s.num_players) || r.bm2_tie_split == TieSplit::stays) return;
  const bool crash = r.bm2_tie_split == TieSplit::crash_landing;
  struct Group {
    std::vector<int> tied;
    const CardDesign* kind;         // crash_landing: the heroes' icons and lure
    std::vector<std::size_t> rows;  // the group's heroes, by place in the row
  };
  std::vector<Group> groups;
  for (std::size_t i = 0; i < bait_row_.size(); ++i) {
    std::vector<int> tied = shared_tie(s, bait_row_[i]);
    if (tied.empty()) continue;
    const CardDesign& h = engine_.cards().of(bait_row_[i]);
    auto g = std::find_if(groups.begin(), groups.end(), [&](const Group& x) {
      return x.tied == tied && (!crash || (x.kind->treasure == h.treasure && x.kind->lure == h.lure));
    });
    if (g == groups.end()) g = groups.insert(groups.end(), Group{std::move(tied), &h, {}});
    g->rows.push_back(i);
  }
  for (const Group& g : groups) {
    const std::size_t n = g.rows.size(), k = g.tied.size();
    const std::size_t dealt = crash ? n - n % k : std::min(n, k);
    for (std::size_t j = 0; j < n; ++j) tie_plan_[g.rows[j]] = j < dealt ? g.tied[j % k] : -1;
  }
}

// INV-BAIT-STRICT for a shared tie: the hero went where the plan deals it (`want`, -1 in town);
// `got` is the player it went to, -1 when it stayed.
void GameChecker::check_tie_dealt(const GameState& s, int hero, int got, int want) {
  if (got == want) return;
  const bool crash = engine_.rules().bm2_tie_split == TieSplit::crash_landing;
  const std::string rule = crash ? "BM2-42 (bm2_tie_split crash_landing: only full passes, the highest XP first)"
                                 : "BM2-6 (bm2_tie_split turn_order: one each, in turn order)";
  const std::string id = engine_.cards().id_of(hero);
  if (want < 0)
    return fail(s, "INV-BAIT-STRICT",
                id + " went to " + seat(got) + "'s dungeon, but under " + rule + " it stays in town: " +
                    (crash ? "too few tied heroes are left for a full pass" : "each tied player already has one"));
  return fail(s, "INV-BAIT-STRICT",
              id + (got < 0 ? " stayed in town" : " went to " + seat(got) + "'s dungeon") + ", but under " + rule +
                  " the pass deals it to " + seat(want));
}

void GameChecker::check_bait_event(const GameState& s, const Event& e) {
  const CardSet& cs = engine_.cards();
  const int hero = e.card;
  hit(Inv::BaitStrict);
  if (in_bait_) {
    hit(Inv::BaitOrder);
    if (bait_next_ >= bait_row_.size() || bait_row_[bait_next_] != hero)
      return fail(s, "INV-BAIT-ORDER",
                  "bait decided " + cs.id_of(hero) + " out of row order" +
                      (bait_next_ < bait_row_.size() ? " (next in the row: " + cs.id_of(bait_row_[bait_next_]) + ")"
                                                     : std::string()));
    ++bait_next_;
  }
  const CardDesign& h = cs.of(hero);
  const bool lured = e.type == EventType::bait;
  const Ruleset& r = engine_.rules();
  if (solo_) return check_solo_bait(s, hero, lured);
  // BM2-27: a hero held in town for the round (Doc Scarecrow's `not_lured` mark) is not lured.
  if (held_in_town(s, hero)) {
    if (lured)
      return fail(s, "INV-BAIT-STRICT", cs.id_of(hero) + " was lured although held in town this round (BM2-27)");
    return;
  }
  // BM2-6, BM2-42: a shared tie of this bait's row goes where the reading in force deals it.
  if (in_bait_ && bait_next_ - 1 < tie_plan_.size() && tie_plan_[bait_next_ - 1] != kNoSharedTie)
    return check_tie_dealt(s, hero, lured ? e.player : -1, tie_plan_[bait_next_ - 1]);
  const std::vector<int> players = live(s);
  const std::vector<int> value = bait_values(s, h);
  const bool fool = h.lure == Lure::fewest_souls;
  const bool best_score = h.lure == Lure::best_score;  // BM2-13 (The Brothers): the best souls - wounds
  int best = -1, at_best = 0;
  for (int p : players) {
    const int v = value[static_cast<std::size_t>(p)];
    if (best < 0 || v > value[static_cast<std::size_t>(best)]) {
      best = p;
      at_best = 1;
    } else if (v == value[static_cast<std::size_t>(best)]) {
      ++at_best;
    }
  }
  const bool has_winner =
      best >= 0 && at_best == 1 && (fool || best_score || value[static_cast<std::size_t>(best)] > 0);
  auto values = [&] {
    std::string t;
    for (int p : players)
      t += (t.empty() ? "" : ", ") + seat(p) + " " +
           std::to_string(fool ? -value[static_cast<std::size_t>(p)] : value[static_cast<std::size_t>(p)]);
    return t + (fool ? " souls" : best_score ? " souls - wounds" : " matching treasure");
  };
  // BM2-6: a tied hero dealt to one of the tied players (a game that started inside its bait
  // phase has no plan of the row; never one lured by its own condition, BM2-13)
  if (lured && !has_winner && !best_score && bm2_many_players(r, s.num_players) && r.bm2_tie_split != TieSplit::stays &&
      best >= 0 && (fool || value[static_cast<std::size_t>(best)] > 0) &&
      value[static_cast<std::size_t>(e.player)] == value[static_cast<std::size_t>(best)])
    return;
  if (lured && (!has_winner || best != e.player))
    return fail(s, "INV-BAIT-STRICT",
                cs.id_of(hero) + " went to " + seat(e.player) + "'s dungeon without the strict " +
                    (fool ? "minimum" : "maximum") + " (" + values() + ")");
  if (!lured && has_winner)
    return fail(s, "INV-BAIT-STRICT",
                cs.id_of(hero) + " stayed in town although " + seat(best) + " has the strict " +
                    (fool ? "minimum" : "maximum") + " (" + values() + ")");
}

void GameChecker::check_new_round(const GameState& s) {
  if (s.round < 2) return;
  hit(Inv::EndTrigger);
  const Ruleset& r = engine_.rules();
  const bool decks_empty = s.ordinary_heroes.empty() && s.epic_heroes.empty();
  const std::string prev = "round " + std::to_string(s.round - 1);
  const std::vector<int> players = live(s);
  if (solo_) {
    if (wounds(s, 0) >= wounds_to_lose(r))
      return fail(s, "INV-END-TRIGGER",
                  "SO-6: the player ended " + prev + " with " + std::to_string(wounds_to_lose(r)) +
                      " wounds and the game went on");
    if (decks_empty)
      return fail(s, "INV-END-TRIGGER", "SO-6: the last hero was revealed by " + prev + " and the game went on");
    return;
  }
  if (super_) {
    for (int p : players)
      if (souls(s, p) >= souls_to_win(r))
        return fail(s, "INV-END-TRIGGER",
                    "S-END-2: " + seat(p) + " ended " + prev + " with " + std::to_string(souls(s, p)) +
                        " souls and the game went on");
    if (!r.deck_out_failed_reveal && decks_empty)
      return fail(s, "INV-END-TRIGGER",
                  "S-END-2 / IP-9: the city deck was empty at the check after " + prev + " and the game went on");
    return;
  }
  if (r.immortality) {
    if (decks_empty)
      return fail(s, "INV-END-TRIGGER",
                  "C-16 Immortality: both hero decks were empty after " + prev + " and the game went on");
    return;
  }
  const bool bm2_many = bm2_many_players(r, s.num_players);  // BM2-8: no elimination at 5-6 players
  if (bm2_many)
    for (int p = 0; p < s.num_players; ++p)
      if (s.players[static_cast<std::size_t>(p)].eliminated)
        return fail(s, "INV-ELIMINATED", "BM2-8: " + seat(p) + " was eliminated in a game of 5-6 players");
  // IP-49 score_all ends after a round with ten souls of a player who may win it, or five wounds,
  // unless nobody may win this round (BM2-30).
  const bool someone_may_win = !scored_winner(s, players).empty();
  for (int p : players) {
    const bool barred_p = barred(s, p);  // BM2-30
    if (r.end_score_all && someone_may_win &&
        (wounds(s, p) >= wounds_to_lose(r) || (souls(s, p) >= souls_to_win(r) && !barred_p)))
      return fail(s, "INV-END-TRIGGER",
                  "IP-49 (end_rule score_all): " + seat(p) + " ended " + prev + " with " + std::to_string(souls(s, p)) +
                      " souls and " + std::to_string(wounds(s, p)) + " wounds and the game went on");
    if (wounds(s, p) >= wounds_to_lose(r) && !bm2_many && !wounds_harmless(p))  // BM2-40: Extra Life's reward
      return fail(s, "INV-END-TRIGGER",
                  "C-13: " + seat(p) + " ended " + prev + " with " + std::to_string(wounds(s, p)) +
                      " wounds and was not eliminated");
    if (souls(s, p) >= souls_to_win(r) && !barred_p)
      return fail(s, "INV-END-TRIGGER",
                  "C-13: " + seat(p) + " ended " + prev + " with " + std::to_string(souls(s, p)) +
                      " souls and the game went on");
  }
  if (players.size() == 1 && s.num_players >= 2 && !r.last_standing_plays_on)
    return fail(s, "INV-END-TRIGGER",
                "C-14 / IP-7: only " + seat(players.front()) + " is left after " + prev + " and the game went on");
  check_deck_out_went_on(s, decks_empty, prev);
}

// IP-6: a new round began although the ruleset's deck_out reading had ended the game; the "no
// hero moved" half of play_out_town rests on flags only the engine keeps (not checked).
void GameChecker::check_deck_out_went_on(const GameState& s, bool decks_empty, const std::string& prev) {
  const Ruleset& r = engine_.rules();
  if (!decks_empty) return;
  if (r.deck_out == DeckOut::end_after_round && reveals_this_round_ == 0)
    return fail(s, "INV-END-TRIGGER",
                "IP-6 (end_after_round): no hero could be revealed in " + prev + " and the game went on");
  if (r.deck_out == DeckOut::end_when_empty)  // BM2-43: the end of the round in which the decks ran out
    return fail(s, "INV-END-TRIGGER",
                "IP-6 (end_when_empty): both hero decks were empty after " + prev + " and the game went on");
}

void GameChecker::check_end_event(const GameState& s, const Event& e) {
  const auto why = static_cast<EndReason>(e.a);
  const bool decks_empty = s.ordinary_heroes.empty() && s.epic_heroes.empty();
  const std::vector<int> players = live(s);
  const std::string reason = end_reason_name(why);
  auto end_fail = [&](const std::string& m) {
    fail(s, "INV-END-TRIGGER", "the game ended by " + reason + " but " + m);
  };
  hit(Inv::EndTrigger);
  hit(Inv::SafetyNet);
  if (why == EndReason::max_rounds || why == EndReason::max_actions) {
    if (opt_.allow_safety_net) return;  // a limit an outside ruleset set (CheckOptions)
    return fail(s, "INV-SAFETY-NET",
                "the game needed the " + reason + " safety net to end (round " + std::to_string(s.round) + ", " +
                    std::to_string(s.actions) + " actions)");
  }
  if (why != EndReason::solo_tavern && phase_ != Phase::end_of_round)
    return end_fail(std::string("outside the end-of-round check (in phase ") + phase_name(phase_) + ")");
  std::vector<int> expected;
  classic_end_winners(s, why, decks_empty, players, end_fail, expected);
  if (failed_) return;  // the state does not allow this ending (INV-END-TRIGGER)
  check_winners(s, expected, players);
}

// IP-6: the deck_out reading an end reason of the hero decks running out belongs to.
namespace {
DeckOut deck_out_reading(EndReason why) {
  if (why == EndReason::deck_out_stalled) return DeckOut::play_out_town;
  return why == EndReason::deck_out_empty ? DeckOut::end_when_empty : DeckOut::end_after_round;
}
}  // namespace

// The winners of the classic and bm2 endings (C-13, C-14, C-16, IP-6, BM2-8); the others go on
// to city_end_winners. end_fail when the state does not allow the ending.
void GameChecker::classic_end_winners(const GameState& s, EndReason why, bool decks_empty,
                                      const std::vector<int>& players, const EndFail& end_fail,
                                      std::vector<int>& expected) {
  const Ruleset& r = engine_.rules();
  switch (why) {
    case EndReason::souls_win: {
      std::vector<int> winners;
      // BM2-40 (Extra Life's reward): wounds that cannot make a player lose this round do not
      // keep it from winning on souls either.
      for (int p : players)
        if ((wounds(s, p) < wounds_to_lose(r) || wounds_harmless(p)) && souls(s, p) >= souls_to_win(r))
          winners.push_back(p);
      if (super_ || solo_ || r.immortality || r.end_score_all || winners.empty() || bm2_many_players(r, s.num_players))
        return end_fail("no player has " + std::to_string(souls_to_win(r)) + " souls and fewer than " +
                        std::to_string(wounds_to_lose(r)) +
                        " wounds (C-13), or the game has 5-6 players (BM2-8) or scores all (IP-49)");
      expected = {best_by_score(s, winners)};
      break;
    }
    case EndReason::all_eliminated:
    case EndReason::all_out_best_score:
      // C-13 / IP-37: every player left has five wounds; no_winner: nobody wins; best_score:
      // the best souls minus wounds of them all, then the tie-break (IP-4).
      if (super_ || solo_ || r.immortality || r.end_score_all || bm2_many_players(r, s.num_players))
        return end_fail("no one is eliminated in this game (C-16, IP-49, BM2-8, S-END-2, SO-6)");
      if (r.all_out_no_winner != (why == EndReason::all_eliminated))
        return end_fail("the ruleset's IP-37 reading (everyone_out) ends it the other way");
      for (int p : players)
        if (wounds(s, p) + check_extra_wounds(p) < wounds_to_lose(r))  // BM2-40: Vorpal Blade's extra wound
          return end_fail(seat(p) + " has fewer than " + std::to_string(wounds_to_lose(r)) + " wounds (C-13)");
      if (why == EndReason::all_out_best_score) expected = {best_by_score(s, players)};
      break;
    case EndReason::last_standing:
      if (players.size() != 1 || r.last_standing_plays_on)
        return end_fail(std::to_string(players.size()) + " players are left (C-14, IP-7)");
      expected = players;
      break;
    case EndReason::immortality_decks:
      if (!r.immortality || !decks_empty) return end_fail("Immortality is off or a hero deck is not empty (C-16)");
      expected = scored_winner(s, players);
      break;
    case EndReason::deck_out:
    case EndReason::deck_out_stalled:
    case EndReason::deck_out_empty:  // IP-6; end_when_empty (BM2-43): also the round that revealed the last heroes
      if (super_ || solo_ || r.immortality || !decks_empty || r.deck_out != deck_out_reading(why) ||
          (why != EndReason::deck_out_empty && reveals_this_round_ > 0))
        return end_fail(
            "a hero deck is not empty, a hero was revealed this round, or the ruleset's IP-6 reading differs");
      expected = scored_winner(s, players);
      break;
    case EndReason::score_all: {
      // IP-49 score_all: a player who may win has ten souls, or one has five wounds; every player
      // who may win this round is scored (BM2-30).
      bool any = false;
      for (int p : players)
        any = any || (souls(s, p) >= souls_to_win(r) && !barred(s, p)) || wounds(s, p) >= wounds_to_lose(r);
      expected = scored_winner(s, players);
      if (!r.end_score_all || !any || expected.empty())
        return end_fail("the ruleset does not score all (IP-49), no player who may win has " +
                        std::to_string(souls_to_win(r)) + " souls and none has " + std::to_string(wounds_to_lose(r)) +
                        " wounds, or nobody may win this round (BM2-30)");
      break;
    }
    case EndReason::bm2_souls: {
      bool any = false;
      for (int p : players) any = any || souls(s, p) >= souls_to_win(r);
      if (!bm2_many_players(r, s.num_players) || !any)
        return end_fail("no player has " + std::to_string(souls_to_win(r)) +
                        " souls in a Boss Monster 2 game of 5-6 players (BM2-8)");
      expected = scored_winner(s, players);  // BM2-30: not a player who cannot win this round
      break;
    }
    default: return city_end_winners(s, why, decks_empty, players, end_fail, expected);
  }
}

// The winners of the super and solo endings (S-END-2, IP-9, SO-6); end_fail when the state
// does not allow the ending, or it is no ending of any family.
void GameChecker::city_end_winners(const GameState& s, EndReason why, bool decks_empty, const std::vector<int>& players,
                                   const EndFail& end_fail, std::vector<int>& expected) {
  const Ruleset& r = engine_.rules();
  switch (why) {
    case EndReason::super_souls: {
      bool any = false;
      for (int p : players) any = any || souls(s, p) >= souls_to_win(r);
      if (!super_ || !any) return end_fail("no player has " + std::to_string(souls_to_win(r)) + " souls (S-END-2)");
      expected = {best_by_score(s, players)};
      break;
    }
    case EndReason::super_deck_empty:
    case EndReason::super_failed_reveal:
      if (!super_ || !decks_empty || r.deck_out_failed_reveal != (why == EndReason::super_failed_reveal))
        return end_fail("the city deck is not empty or the ruleset's IP-9 reading differs (S-END-2)");
      expected = {best_by_score(s, players)};
      break;
    case EndReason::solo_wounds:
      if (!solo_ || wounds(s, 0) < wounds_to_lose(r))
        return end_fail("the player has fewer than " + std::to_string(wounds_to_lose(r)) + " wounds (SO-6)");
      expected = {0};
      break;
    case EndReason::solo_deck_empty:
      if (!solo_ || !decks_empty) return end_fail("heroes remain to be revealed (SO-6)");
      expected = {0};
      break;
    case EndReason::solo_tavern: {
      bool tavern = false;
      const BoardDef& b = engine_.board();
      for (std::size_t li = 0; li < b.landmarks.size() && li < s.landmarks.size(); ++li)
        tavern = tavern || (b.landmarks[li].stack && !s.landmarks[li].empty());
      if (!solo_ || !tavern) return end_fail("no hero is in the Tavern (SO-6)");
      expected = {0};
      break;
    }
    default: return end_fail("that is not an ending of this family");
  }
}

// INV-WINNER: the game's winners are those the rules give for its ending.
void GameChecker::check_winners(const GameState& s, const std::vector<int>& expected, const std::vector<int>& players) {
  hit(Inv::Winner);
  if (s.winners != expected) {
    const std::string got = comma_list(s.winners), want = comma_list(expected);
    std::string scores;
    for (int p : players)
      scores += (scores.empty() ? "" : "; ") + seat(p) + " " + std::to_string(souls(s, p)) + " souls " +
                std::to_string(wounds(s, p)) + " wounds XP " +
                std::to_string(engine_.cards().of(s.players[static_cast<std::size_t>(p)].boss).xp);
    return fail(s, "INV-WINNER", "winner [" + got + "], the rules give [" + want + "] (" + scores + ")");
  }
}

void GameChecker::check_state(const GameState& s) {
  if (failed_) return;
  // Sampled checks: every `every` actions, at setup and at the end.
  const int every = std::max(1, opt_.state_every);
  const bool due = action_ < 0 || action_ % every == 0 || s.over;
  const CardSet& cs = engine_.cards();
  // INV-CARDS-CONSERVED: the census fingerprint when due (a lost or repeated card stays so);
  // the full census every 4 x state_every actions, at every action when state_every is 1, and
  // whenever the fingerprint is off (it names the card).
  const bool full_check = every == 1 || action_ < 0 || action_ % (4 * every) == 0 || s.over;
  if (census_expected_.count == 0) census_expected_ = census_sum_expected(cs.instances());
  if (due) hit(Inv::CardsConserved);
  if (full_check || (due && !(census_sum(s) == census_expected_))) {
    card_census(s, cs.instances(), census_);
    for (int c = 0; c < cs.instances(); ++c) {
      const int n = census_[static_cast<std::size_t>(c)];
      if (n != 1)
        return fail(s, "INV-CARDS-CONSERVED", "card " + cs.id_of(c) + " is in " + std::to_string(n) + " places");
    }
    if (!(census_sum(s) == census_expected_))
      return fail(s, "INV-CARDS-CONSERVED", "a card outside the card set is in play");
  }
  for (int p = 0; p < s.num_players; ++p) {
    const PlayerState& pl = s.players[static_cast<std::size_t>(p)];
    hit(Inv::RoomsMax);
    if (pl.eliminated) hit(Inv::Eliminated);
    if (pl.dungeon.size() > static_cast<std::size_t>(rooms_max_))
      return fail(s, "INV-ROOMS-MAX", seat(p) + "'s dungeon has " + std::to_string(pl.dungeon.size()) + " stacks");
    // INV-ADVANCED-ON-SHARED: every stack every `state_every` actions, and at every placement (on_event).
    // The test itself is the engine's structural invariant (state/structure.hpp), which the snapshot
    // and position readers apply too.
    for (std::size_t k = 0; k < pl.dungeon.size() && (due || placed_); ++k) {
      const auto& cards = pl.dungeon[k].cards;
      for (int c : cards)
        if (cs.of(c).advanced) hit(Inv::AdvancedOnShared);
      const auto seen = [this, &cs](int lower, int upper) {
        for (int t = 0; t < kTreasureTypes; ++t)
          if (cs.of(upper).treasure[static_cast<std::size_t>(t)] > 0 && added_icons_.count({lower, t}) > 0) return true;
        return false;
      };
      // The stack is named only for a fault's message: this runs for every stack after every action.
      if (stack_fault(cs, cards, std::string(), seen)) {
        const auto f = stack_fault(cs, cards, "stack " + std::to_string(k) + " of " + seat(p), seen);
        return fail(s, f->invariant, f->message);
      }
    }
    // INV-ELIMINATED: the engine's state invariant (state/structure.hpp), which the readers apply too.
    if (const auto f = eliminated_fault(engine_.rules(), cs, s, p, check_extra_wounds(p)))
      return fail(s, f->invariant, f->message);
    if (!due) continue;  // INV-SCORE-AREA: when due
    hit(Inv::ScoreArea);
    const PlayerScore sc = engine_.score(s, p);
    if (sc.souls != souls(s, p) || sc.wounds != wounds(s, p))
      return fail(s, "INV-SCORE-AREA",
                  seat(p) + " is scored " + std::to_string(sc.souls) + " souls " + std::to_string(sc.wounds) +
                      " wounds; the scoring area holds " + std::to_string(souls(s, p)) + " souls " +
                      std::to_string(wounds(s, p)) + " wounds");
  }
  placed_ = false;
  // INV-END-TRIGGER facets that hold at every moment (state/structure.hpp: the solo Tavern, five
  // wounds before the adventure phase), as the readers of positions apply them.
  if (const auto f = end_trigger_fault(engine_.rules(), cs, engine_.board(), s))
    return fail(s, f->invariant, f->message);
  if (super_ || solo_) check_super_state(s);
  if (items_ && due) check_item_state(s);
  if (items_ && super_ && due) check_landmark_items(s);
}

void GameChecker::check_item_state(const GameState& s) {
  // The engine's state invariants of items (state/structure.hpp), which the readers apply too.
  const auto carried = static_cast<std::uint64_t>(s.hero_items.size());
  if (carried > 0)
    for (Inv i : {Inv::ItemOnePerHero, Inv::ItemNoStar, Inv::ItemMatch, Inv::ItemHolder}) hit(i, carried);
  for (const auto& pl : s.players)
    if (pl.active_item >= 0 || pl.gained_item >= 0) hit(Inv::ItemActiveOne);
  if (const auto f = item_fault(engine_.cards(), s)) return fail(s, f->invariant, f->message);
}

void GameChecker::check_items_assigned(const GameState& s) {
  // INV-ITEM-MATCH (BM2-3): at the end of the beginning phase (S-COMPAT-2, Super: the city phase) no waiting item
  // fits a hero in town.
  const CardSet& cs = engine_.cards();
  for (int item : s.items_waiting)
    for (int hero : s.town) {
      hit(Inv::ItemMatch);
      const CardDesign& h = cs.of(hero);
      bool carries = false;
      for (const auto& hi : s.hero_items) carries = carries || hi.hero == hero;
      // IP-40 never: an item of a hybrid hero's types (BM2-12) does not attach to it, only a
      // universal item does.
      const bool hybrid_refuses =
          engine_.rules().hybrid_item_never && h.hero_type == HeroType::hybrid && !cs.of(item).is_universal_item();
      if (h.no_items || carries || hybrid_refuses) continue;
      if (shares_icon(cs.of(item), h))
        return fail(s, "INV-ITEM-MATCH",
                    "item " + cs.id_of(item) + " still waits at the end of the " + phase_name(phase_) +
                        " phase although " + cs.id_of(hero) + " in town could carry it");
    }
}

void GameChecker::on_item_given(const GameState& s, const Event& e) {
  // INV-ITEM-LANDMARK (S-COMPAT-2): "heroes at landmarks are not given items": only a hero in the city is.
  if (!super_ || e.a < 0 || e.a >= engine_.cards().instances()) return;
  hit(Inv::ItemLandmark);
  const CardSet& cs = engine_.cards();
  if (std::find(s.town.begin(), s.town.end(), e.a) == s.town.end())
    return fail(s, "INV-ITEM-LANDMARK",
                cs.id_of(e.card) + " is given to " + cs.id_of(e.a) + ", which is not in the city");
  given_item_[static_cast<std::size_t>(e.a)] = e.card;
}

void GameChecker::check_landmark_items(const GameState& s) {
  // INV-ITEM-LANDMARK (S-COMPAT-2): a hero at a landmark keeps the item it was given in the city, and gains none.
  const CardSet& cs = engine_.cards();
  for (const auto& l : s.landmarks)
    for (int hero : l) {
      hit(Inv::ItemLandmark);
      int carried = -1;
      for (const HeroItem& hi : s.hero_items)
        if (hi.hero == hero) carried = hi.item;
      const int given = given_item_[static_cast<std::size_t>(hero)];
      if (carried == given) continue;
      return fail(s, "INV-ITEM-LANDMARK",
                  cs.id_of(hero) + " at a landmark carries " + (carried < 0 ? "no item" : cs.id_of(carried)) +
                      "; in the city it was given " + (given < 0 ? "none" : cs.id_of(given)));
    }
}

void GameChecker::check_super_state(const GameState& s) {
  const Ruleset& r = engine_.rules();
  const BoardDef& b = engine_.board();
  // The state invariants are the engine's (state/structure.hpp), which the readers of positions
  // apply too; what the checker adds is the history: which heroes were sent to the landmarks.
  hit(Inv::CitySlots);
  if (s.landmarks.size() != b.landmarks.size())
    return fail(s, "INV-LANDMARK",
                "the state has " + std::to_string(s.landmarks.size()) + " landmarks, the board " +
                    std::to_string(b.landmarks.size()));
  if (const auto f = city_fault(r, b, s)) return fail(s, f->invariant, f->message);
  std::size_t heroes_at = 0;
  for (const auto& l : s.landmarks) heroes_at += l.size();
  if (heroes_at != at_landmarks_.size())
    return fail(s, "INV-LANDMARK",
                std::to_string(heroes_at) + " heroes are at the landmarks, " + std::to_string(at_landmarks_.size()) +
                    " were sent there and not summoned");
  const int every = std::max(1, opt_.state_every);
  if (heroes_at > 0 && (action_ < 0 || action_ % every == 0 || s.over)) {  // which heroes: sampled (a stray hero stays)
    hit(Inv::Landmark);
    std::vector<int> at;
    for (const auto& l : s.landmarks) at.insert(at.end(), l.begin(), l.end());
    std::sort(at.begin(), at.end());
    std::vector<int> sent = at_landmarks_;
    std::sort(sent.begin(), sent.end());
    if (at != sent)
      return fail(s, "INV-LANDMARK", "the heroes at the landmarks differ from those sent there and not summoned");
  }
  for (int p = 0; p < s.num_players; ++p) {
    const PlayerState& pl = s.players[static_cast<std::size_t>(p)];
    if (pl.minion >= kMinionRoom) hit(Inv::MinionOwn);
    if (pl.minion >= 0 && pl.minion < kMinionRoom) hit(Inv::MinionSpace);
    if (const auto f = minion_fault(s, p)) return fail(s, f->invariant, f->message);
    for (const auto& rs : pl.dungeon)
      if (rs.tokens > 0) hit(Inv::Tokens);
  }
  if (const auto f = minion_space_fault(s)) return fail(s, f->invariant, f->message);
  if (const auto f = tokens_fault(r, s)) return fail(s, f->invariant, f->message);
  if (s.phase == Phase::bait || s.phase == Phase::adventure || s.phase == Phase::end_of_round) hit(Inv::MarketCleared);
  if (const auto f = market_fault(s)) return fail(s, f->invariant, f->message);
}

}  // namespace bm
