// Engine: legal actions, applying actions (with rule-citing errors), state hash.
#include "game/engine.hpp"

#include <algorithm>
#include <sstream>

#include "core/error.hpp"
#include "core/hash.hpp"
#include "game/internal.hpp"

namespace bm {

using namespace detail;

namespace {

Ctx ctx(const CardSet& cs, const Ruleset& rs, const BoardDef& bd, const GameState& s, EventSink* ev = nullptr, ChanceSource* ch = nullptr,
        Observer* obs = nullptr) {
  return Ctx{cs, rs, const_cast<GameState&>(s), ev, ch, bd, obs};
}

void build_actions(const Ctx& c, int p, std::vector<Action>& out) {
  if (c.s.no_build_this_round) return;  // BM049 Kobold Strike
  int last = -1;
  for (int card : c.P(p).hand) {
    if (c.d(card).kind != CardKind::room || c.cs.design_of(card) == last) continue;
    last = c.cs.design_of(card);
    Action a;
    a.type = ActionType::build;
    a.player = p;
    a.card = card;
    if (can_build_new_stack(c, p) && !c.d(card).advanced) {  // G-3: advanced rooms only on top of a room
      a.slot = kNewStack;
      out.push_back(a);
    }
    for (int j = 0; j < static_cast<int>(c.P(p).dungeon.size()); ++j)
      if (can_build_on(c, p, j, card)) {
        a.slot = j;
        out.push_back(a);
      }
  }
}

Action simple(ActionType t, int p) {
  Action a;
  a.type = t;
  a.player = p;
  return a;
}

// The rule behind each kind of decision, for error messages.
const char* decision_rule(const GameState& s) {
  switch (s.decision.kind) {
    case D_ChooseBoss: return "C-16 (I choose you!)";
    case D_Mulligan: return "G-23";
    case D_Discard: return "IP-2";
    case D_Build: return s.decision.a == 1 ? "C-4, G-3, G-4" : "C-8, G-3, G-4, G-16, G-17";
    case D_Window: return s.decision.a == W_Build ? "C-8, C-12, G-16, G-17" : "C-10, C-12, G-16, G-17";
    case D_Respond: return "G-18 (cancels; in Super also S-9 answers)";
    case D_MarketPick: return "S-CITY-4";
    case D_PlaceMinion: return "S-CITY-4, S-BOARD-4, S-BOARD-5";
    case D_Choose: return "the effect being resolved";
    default: return "-";
  }
}

// The most specific rule an illegal action breaks.
std::string diagnose(const Ctx& c, const Action& a) {
  const GameState& s = c.s;
  const int p = a.player;
  if (p != s.decision.player)
    return "C-5/C-12: player " + std::to_string(s.decision.player) + " must decide now, not player " + std::to_string(p);
  if (p < 0 || p >= s.num_players) return "no such player";
  const PlayerState& pl = c.P(p);
  auto in_hand = [&](int card) { return std::find(pl.hand.begin(), pl.hand.end(), card) != pl.hand.end(); };
  if (a.type == ActionType::build) {
    if (s.decision.kind != D_Build) return std::string(decision_rule(s)) + ": no build is possible in this decision";
    if (s.no_build_this_round) return "BM049 Kobold Strike: no rooms can be built this round";
    if (a.card < 0 || a.card >= c.cs.instances() || !in_hand(a.card)) return "G-19: that card is not in the player's hand";
    if (c.d(a.card).kind != CardKind::room) return "G-3: only rooms are built";
    if (a.slot == kNewStack && c.d(a.card).advanced) return "G-3: an advanced room is built only on top of a room sharing a treasure type, never as a new stack";
    if (a.slot == kNewStack) return std::string(seven_rooms_rule(c.rs) ? "G-2 / BM2-9" : "G-2") + ": at most " + std::to_string(max_rooms(c.rs)) + " rooms (stacks) in a dungeon";
    if (a.slot < 0 || a.slot >= static_cast<int>(pl.dungeon.size())) return "G-3: there is no such stack";
    const RoomSlot& r = pl.dungeon[static_cast<std::size_t>(a.slot)];
    if (r.face_down) return "G-5: no building on a face-down room";
    if (r.deactivated) return "G-8: no building on a deactivated room";
    if (c.d(a.card).advanced && c.d(r.top()).ability == Ability::neanderthal_cave)
      return "BM018 Neanderthal Cave: advanced rooms cannot be built on it";
    if (c.d(a.card).advanced) return "G-3: an advanced room only on a room sharing a treasure type";
    return "G-3";
  }
  if (a.type == ActionType::cast) {
    const bool item = a.card >= 0 && a.card == pl.active_item;
    if (a.card >= 0 && a.card < c.cs.instances() && c.d(a.card).kind == CardKind::item && !item)
      return "BM2-4: a boss uses only its own active (face-up) item";
    if (a.card < 0 || a.card >= c.cs.instances() || (!in_hand(a.card) && !item)) return "G-19: that card is not in the player's hand";
    if (c.d(a.card).kind != CardKind::spell && !item) return "G-16: only spells are cast";
    const bool answer = s.decision.kind == D_Respond && super_family(c);  // S-9
    if (s.decision.kind != D_Build && s.decision.kind != D_Window && !answer)
      return std::string(decision_rule(s)) + ": no spell can be cast in this decision";
    const int phase = s.decision.kind == D_Build ? W_Build : answer ? (s.phase == Phase::build ? W_Build : W_Adventure) : s.decision.a;
    if (!(c.d(a.card).phase & phase)) return "G-16: the spell's phase icon does not allow this phase";
    if (s.decision.kind == D_Build && s.decision.a == 1) return "C-4: no spells during the first build";
    return "G-18: not a legal target for this spell";
  }
  if (a.type == ActionType::take_back) {
    if (s.decision.kind != D_Build || s.decision.a != 0) return "BM2-5: a portable room is taken back only in your build turn of a round's build phase";
    if (c.rs.family != Family::bm2) return "BM2-5: portable rooms are a Boss Monster 2 rule (family bm2)";
    return "BM2-5: only a visible portable room on top of one of your stacks can be taken back";
  }
  if (a.type == ActionType::activate) return "G-17: that room has no ability that can be activated now (once per round, costs, targets)";
  if (a.type == ActionType::cancel) return "G-18: no cancel is available";
  if (a.type == ActionType::market_pick) {
    if (s.decision.kind != D_MarketPick) return std::string(decision_rule(s)) + ": no market pick in this decision";
    return "S-CITY-4: that card is not in the market";
  }
  if (a.type == ActionType::place_minion) {
    if (s.decision.kind != D_PlaceMinion) return std::string(decision_rule(s)) + ": no minion placement in this decision";
    if (a.option == kMinionRoom) return "S-BOARD-5: the minion goes only on an action space of one of your own visible rooms";
    if (a.option == kMinionBoss) return "S-BOARD-5: your boss's action space is usable only after its Level Up";
    return "S-BOARD-4/S-BOARD-5: that action space holds a minion, is covered by a hero (IP-12), or is a summon space with no hero";
  }
  return decision_rule(s);
}

}  // namespace

Engine::Engine(const CardSet& cards, const Ruleset& rules) : Engine(cards, rules, builtin_super_board()) {}
Engine::Engine(const CardSet& cards, const Ruleset& rules, const BoardDef& board) : cards_(cards), rules_(rules), board_(&board) {}

PlayerRange player_range(const Ruleset& rules, const BoardDef& board) {
  if (rules.family == Family::solo) return {1, 1};                                  // SO-1
  if (rules.family == Family::super) return {board.min_players, board.max_players};  // S-1, S-BOARD-1
  if (rules.family == Family::bm2)                                                   // BM2-2, BM2-6
    return rules.bm2_players == 1 ? PlayerRange{2, 4} : rules.bm2_players == 2 ? PlayerRange{kBm2ManyPlayers, kMaxPlayers} : PlayerRange{2, kMaxPlayers};
  return {2, 4};                                                                     // C-1
}

GameState Engine::start(int players, std::uint64_t seed, EventSink* events, ChanceSource* chance, Observer* observer) const {
  const PlayerRange range = player_range(rules_, *board_);
  if (rules_.family == Family::solo) {
    if (players != 1) throw InputError("--players " + std::to_string(players) + ": the solo family is for 1 player (SO-1)");
  } else if (rules_.family == Family::super) {
    if (players < range.min || players > range.max)
      throw InputError("--players " + std::to_string(players) + ": the super family on board '" + board_->id + "' is for " +
                       std::to_string(board_->min_players) + "-" + std::to_string(board_->max_players) + " players (S-1, S-BOARD-1)");
  } else if (rules_.family == Family::bm2 && (players < range.min || players > range.max)) {
    throw InputError("--players " + std::to_string(players) + ": ruleset '" + rules_.name + "' (family bm2, bm2_players) is for " +
                     std::to_string(range.min) + "-" + std::to_string(range.max) + " players (BM2-2, BM2-6; presets bm2 2-4, bm2-6p 5-6)");
  } else if (players < range.min || players > range.max) {
    throw InputError("--players " + std::to_string(players) + ": the classic family is for 2-4 players (C-1)");
  }
  GameState s;
  Ctx c = ctx(cards_, rules_, *board_, s, events, chance, observer);
  setup_game(c, players, seed);
  advance(c);
  return s;
}

std::vector<Action> Engine::legal_actions(const GameState& s) const {
  std::vector<Action> out;
  if (s.over) return out;
  const Ctx c = ctx(cards_, rules_, *board_, s);
  const int p = s.decision.player;
  switch (s.decision.kind) {
    case D_ChooseBoss:
      for (int b : c.P(p).boss_choices) {
        Action a = simple(ActionType::choose_boss, p);
        a.card = b;
        out.push_back(a);
      }
      break;
    case D_Mulligan:
      out.push_back(simple(ActionType::keep, p));
      out.push_back(simple(ActionType::mulligan, p));
      break;
    case D_Discard: {
      int last = -1;
      for (int card : c.P(p).hand)
        if (c.cs.design_of(card) != last) {
          last = c.cs.design_of(card);
          Action a = simple(ActionType::discard, p);
          a.card = card;
          out.push_back(a);
        }
      break;
    }
    case D_Build:
      build_actions(c, p, out);
      out.push_back(simple(ActionType::pass_build, p));
      if (s.decision.a == 0) {
        portable_actions(c, p, out);  // BM2-5
        spell_casts(c, p, W_Build, out);
        room_activations(c, p, out);
      }
      break;
    case D_Window:
      spell_casts(c, p, s.decision.a, out);
      room_activations(c, p, out);
      out.push_back(simple(ActionType::pass, p));
      break;
    case D_Respond:
      cancel_responses(c, p, out);
      if (super_family(c)) {
        // S-9: any player, the same one too, may answer with a spell or a room ability.
        spell_casts(c, p, s.phase == Phase::build ? W_Build : W_Adventure, out);
        room_activations(c, p, out);
      }
      out.push_back(simple(ActionType::pass, p));
      break;
    case D_MarketPick:
      market_actions(c, p, out);
      break;
    case D_PlaceMinion:
      minion_actions(c, p, out);
      if (rules_.minion_optional) out.push_back(simple(ActionType::pass, p));
      break;
    case D_Choose:
      out = choice_options(c, s.agenda.back());
      break;
    default:
      break;
  }
  return out;
}

bool Engine::is_legal(const GameState& s, const Action& a) const {
  const auto legal = legal_actions(s);
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}

std::string Engine::explain_illegal(const GameState& s, const Action& a) const {
  if (s.over) return "the game is over (" + std::string(end_reason_name(static_cast<EndReason>(s.end_rule))) + "): no action is legal";
  const auto legal = legal_actions(s);
  const Ctx c = ctx(cards_, rules_, *board_, s);
  std::ostringstream m;
  m << "illegal action: " << describe(s, a) << "\n  rule: " << diagnose(c, a) << "\n  round " << s.round << ", phase "
    << phase_name(s.phase) << ", decision: " << decision_name(s) << " by player " << s.decision.player << "\n  legal instead ("
    << legal.size() << "):";
  for (std::size_t i = 0; i < legal.size() && i < 40; ++i) m << "\n    - " << describe(s, legal[i]);
  if (legal.size() > 40) m << "\n    ... and " << (legal.size() - 40) << " more";
  return m.str();
}

void Engine::apply(GameState& s, const Action& a, EventSink* events, ChanceSource* chance, Observer* observer) const {
  if (s.over) throw IllegalAction(explain_illegal(s, a));
  const auto legal = legal_actions(s);
  if (std::find(legal.begin(), legal.end(), a) == legal.end()) throw IllegalAction(explain_illegal(s, a));
  Ctx c = ctx(cards_, rules_, *board_, s, events, chance, observer);
  const Decision d = s.decision;
  s.decision = Decision{};
  s.actions += 1;
  const int p = a.player;
  PlayerState& pl = c.P(p);
  switch (d.kind) {
    case D_ChooseBoss: {  // C-16 I choose you!: keep one, the other leaves the game
      s.agenda.pop_back();
      pl.boss = a.card;
      for (int b : pl.boss_choices)
        if (b != a.card) s.out_of_game.push_back(b);
      pl.boss_choices.clear();
      c.emit(EventType::boss_chosen, p, a.card);
      break;
    }
    case D_Mulligan:  // G-23 (seed 001:190): the whole hand goes back; new cards are drawn
      s.agenda.pop_back();
      pl.mulligan_done = true;
      if (a.type == ActionType::mulligan) {
        c.emit(EventType::mulligan, p);
        for (int card : pl.hand) (c.d(card).kind == CardKind::room ? s.room_deck : s.spell_deck).push_back(card);
        pl.hand.clear();
        shuffle_deck(c, s.room_deck, ChanceKind::room_deck);
        shuffle_deck(c, s.spell_deck, ChanceKind::spell_deck);
        for (int i = 0; i < kStartingRooms; ++i) draw_card(c, p, CardKind::room);
        for (int i = 0; i < kStartingSpells; ++i) draw_card(c, p, CardKind::spell);
      }
      break;
    case D_Discard:  // IP-2: discarded face down; no player acts on another's choice
      s.agenda.back().a -= 1;
      hand_remove(c, p, a.card);
      to_discard(c, a.card);
      c.emit(EventType::discard, p, a.card);
      break;
    case D_Build:
      if (a.type == ActionType::build) {  // G-4: face down until the reveal
        hand_remove(c, p, a.card);
        place_room(c, p, a.card, a.slot, true);
        pl.built_this_phase = true;
        c.emit(EventType::room_placed, p, a.card, a.slot);
      } else if (a.type == ActionType::pass_build) {
        pl.built_this_phase = true;
        c.emit(EventType::build_passed, p);
      } else if (a.type == ActionType::cast) {
        do_cast(c, a);
      } else if (a.type == ActionType::take_back) {
        do_portable_return(c, a);  // BM2-5: the build turn is asked again (T_BuildTurn)
      } else {
        do_activate(c, a);
      }
      break;
    case D_Window:
      if (a.type == ActionType::pass) s.agenda.back().b += 1;
      else if (a.type == ActionType::cast) do_cast(c, a);
      else do_activate(c, a);
      break;
    case D_Respond:
      if (a.type == ActionType::pass) {
        s.agenda.back().b += 1;
      } else if (a.type == ActionType::cancel) {
        s.agenda.back().b = super_family(c) ? 0 : s.agenda.back().b + 1;
        do_cancel(c, a);
      } else {
        // S-9: an answer; once it has resolved every player may answer again.
        s.agenda.back().b = 0;
        if (a.type == ActionType::cast) do_cast(c, a);
        else do_activate(c, a);
      }
      break;
    case D_MarketPick:
      s.agenda.back().step = 1;
      apply_market_pick(c, a);
      break;
    case D_PlaceMinion:
      s.agenda.pop_back();
      if (a.type == ActionType::place_minion) apply_place_minion(c, a);
      break;
    case D_Choose:
      apply_choice(c, s.agenda.back(), a);
      break;
    default:
      throw std::logic_error("apply: no decision pending");
  }
  if (s.actions >= rules_.max_actions) {
    // Safety net (IP-6): documented in the ruleset; never reached by a sane game.
    end_game_scored(c, EndReason::max_actions);
    return;
  }
  advance(c);
}

PlayerScore Engine::score(const GameState& s, int player) const {
  const Ctx c = ctx(cards_, rules_, *board_, s);
  return PlayerScore{souls_of(c, player), wounds_of(c, player)};
}

std::uint64_t Engine::hash(const GameState& s) const {
  // Covers every field of GameState (docs/state-hash.md), cards as instance indices, the RNG
  // position included: equal hashes <=> equal futures under equal actions.
  Hasher h;
  auto vec = [&](const std::vector<int>& v) {
    h.add(v.size());
    for (int x : v) h.add_int(x);
  };
  h.add_int(s.num_players);
  h.add_int(s.round);
  h.add_int(static_cast<int>(s.phase));
  h.add_int(s.active);
  vec(s.order);
  for (const auto& p : s.players) {
    h.add_int(p.boss);
    vec(p.boss_choices);
    h.add_bool(p.eliminated);
    h.add_bool(p.leveled_up);
    h.add_bool(p.mulligan_done);
    vec(p.hand);
    h.add(p.dungeon.size());
    for (const auto& r : p.dungeon) {
      vec(r.cards);
      h.add_bool(r.face_down);
      h.add_bool(r.deactivated);
      h.add_int(r.bonus_damage);
      h.add_bool(r.used_this_round);
      h.add_bool(r.triggered_this_round);
      h.add_int(r.tokens);
    }
    h.add(p.entrance.size());
    for (const auto& w : p.entrance) {
      h.add_int(w.hero);
      h.add_int(w.health_bonus);
    }
    h.add(p.score.size());
    for (const auto& sc : p.score) {
      h.add_int(sc.hero);
      h.add_bool(sc.soul);
    }
    h.add_bool(p.built_this_phase);
    h.add_bool(p.gained_soul_this_round);
    h.add_bool(p.trepidation);
    h.add_bool(p.jackpot);
    h.add_int(p.crush_bonus);
    h.add_int(p.minion);
    h.add_int(p.minion_card);
    for (int x : p.boss_treasure) h.add_int(x);
  }
  vec(s.boss_deck);
  vec(s.room_deck);
  vec(s.spell_deck);
  vec(s.ordinary_heroes);
  vec(s.epic_heroes);
  vec(s.discard);
  vec(s.spell_discard);
  vec(s.town);
  h.add_int(s.city_left);
  h.add(s.landmarks.size());
  for (const auto& l : s.landmarks) vec(l);
  vec(s.market);
  h.add_int(s.first_player);
  h.add_bool(s.failed_reveal);
  vec(s.out_of_game);
  vec(s.resolving);
  h.add(s.stack.size());
  for (const auto& it : s.stack) {
    for (int x : {it.card, it.controller, it.target_player, it.target_card, it.target_stack, it.x}) h.add_int(x);
    h.add_bool(it.is_spell);
    h.add_bool(it.cancelled);
  }
  h.add(s.agenda.size());
  for (const auto& t : s.agenda)
    for (int x : {t.kind, t.player, t.step, t.a, t.b, t.c, t.d, t.e, t.ch_val, t.ch_slot, t.ch_slot2, t.ch_player, t.ch_option}) h.add_int(x);
  for (int x : {s.decision.kind, s.decision.player, s.decision.a, s.decision.b}) h.add_int(x);
  for (int x : {s.run.player, s.run.hero, s.run.damage, s.run.health_bonus, s.run.room}) h.add_int(x);
  h.add_bool(s.run.in_room);
  h.add_bool(s.no_build_this_round);
  h.add_bool(s.hero_moved_this_round);
  h.add_bool(s.hero_revealed_this_round);
  vec(s.reveal_log);
  h.add_int(s.actions);
  h.add_bool(s.over);
  vec(s.winners);
  h.add_int(s.end_rule);
  for (auto w : s.rng.words()) h.add(w);
  if (rules_.family == Family::bm2) {
    // Boss Monster 2 zones (BM2-2..BM2-4): hashed only for bm2, so every other game keeps its hashes.
    vec(s.item_deck);
    vec(s.items_waiting);
    h.add(s.hero_items.size());
    for (const auto& hi : s.hero_items) {
      h.add_int(hi.hero);
      h.add_int(hi.item);
    }
    for (const auto& p : s.players) {
      h.add_int(p.active_item);
      h.add_int(p.gained_item);
      vec(p.scored_items);
    }
  }
  return h.value();
}

std::string Engine::decision_name(const GameState& s) const {
  if (s.over) return "none (game over)";
  switch (s.decision.kind) {
    case D_ChooseBoss: return "choose your boss (C-16 I choose you!)";
    case D_Mulligan: return "keep or mulligan the starting hand (G-23)";
    case D_Discard: return "discard from the starting hand (IP-2)";
    case D_Build: return s.decision.a == 1 ? "first build, before round 1 (C-4, G-3)" : "build turn (C-8, G-3, G-4)";
    case D_Window: return s.decision.a == W_Build ? "build-phase spell window (C-8, C-12)" : "adventure spell window (C-10, C-12)";
    case D_Respond: return super_family(ctx(cards_, rules_, *board_, s)) ? "answer window: cancel, cast or activate, last in first out (G-18, S-9)" : "cancel window (G-18)";
    case D_MarketPick: return "take one card from the market (S-CITY-4)";
    case D_PlaceMinion: return "place your minion on an action space (S-CITY-4, S-BOARD-4, S-BOARD-5)";
    case D_Choose: {
      const Task& t = s.agenda.back();
      if (t.a == E_Machinations) return "Machinations: take a random room or spell? (C-16)";
      if (t.a == E_Summon) return "summon: choose the dungeon whose entrance receives " + card_label(cards_, t.b) + " (S-BOARD-3)";
      if (t.a == E_TempleTake) return "Temple: take one card left in the market (S-BOARD-3)";
      if (t.a == E_LibraryDiscard) return "Library: discard one spell (S-BOARD-3)";
      if (t.a == E_KeepItem) return "keep one active item; the other is turned face down (BM2-4)";
      std::string src = t.b >= 0 ? " of " + card_label(cards_, t.b) : "";
      return "choice for " + std::string(ability_key(static_cast<Ability>(t.a))) + src;
    }
    default: return "none";
  }
}

std::string Engine::describe(const GameState& s, const Action& a) const {
  std::ostringstream o;
  auto card = [&](int x) { return (x >= 0 && x < cards_.instances()) ? card_label(cards_, x) : std::string("card#") + std::to_string(x); };
  o << "P" << a.player << " ";
  switch (a.type) {
    case ActionType::keep: o << "keeps the starting hand"; break;
    case ActionType::mulligan: o << "mulligans"; break;
    case ActionType::choose_boss: o << "keeps boss " << card(a.card); break;
    case ActionType::discard: o << "discards " << card(a.card); break;
    case ActionType::build:
      o << "builds " << card(a.card) << (a.slot == kNewStack ? " on a new stack" : " on stack " + std::to_string(a.slot));
      break;
    case ActionType::pass_build: o << "builds nothing this round"; break;
    case ActionType::cast:
      o << "casts " << card(a.card);
      if (a.target_card >= 0) o << " on " << card(a.target_card);
      if (a.target_player >= 0) o << " (player " << a.target_player << ")";
      break;
    case ActionType::activate:
      o << "activates " << card(a.card) << " (stack " << a.slot << ")";
      if (a.slot2 >= 0) o << " destroying stack " << a.slot2;
      if (a.target_card >= 0) o << " targeting " << card(a.target_card);
      if (a.target_player >= 0) o << " against player " << a.target_player;
      break;
    case ActionType::pass: o << "passes"; break;
    case ActionType::cancel:
      if (a.slot >= 0) o << "cancels with All-Seeing Eye, discarding " << card(a.card);
      else o << "cancels with " << card(a.card);
      break;
    case ActionType::choose:
      o << "chooses";
      if (a.card >= 0) o << " " << card(a.card);
      if (a.target_player >= 0) o << " player " << a.target_player;
      if (a.slot == kNewStack) o << " on a new stack";
      else if (a.slot >= 0) o << " stack " << a.slot;
      if (a.slot2 >= 0) o << " and stack " << a.slot2;
      if (a.option >= 0) o << " option " << a.option;
      break;
    case ActionType::decline: o << "declines"; break;
    case ActionType::market_pick: o << "takes " << card(a.card) << " from the market"; break;
    case ActionType::place_minion:
      o << "places the minion on " << minion_space_name(*board_, a.option);
      if (a.option == kMinionRoom) o << " " << card(a.card);
      break;
    case ActionType::take_back: o << "takes the portable room " << card(a.card) << " (stack " << a.slot << ") back into hand"; break;
  }
  (void)s;
  return o.str();
}

}  // namespace bm
