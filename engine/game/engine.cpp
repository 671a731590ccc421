// Engine: legal actions, applying actions (with rule-citing errors). The state hash: state/state_hash.cpp.
#include "bm/game/engine.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <initializer_list>
#include <mutex>
#include <sstream>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "game/internal.hpp"

namespace bm {

using namespace detail;

namespace {

Ctx ctx(const CardSet& cs, const Ruleset& rs, const BoardDef& bd, const CardSetTraits& traits, const GameState& s,
        EventSink* ev = nullptr, ChanceSource* ch = nullptr, Observer* obs = nullptr) {
  return Ctx{cs,
             rs,
             const_cast<GameState&>(s),
             ev,
             ch,
             bd,
             obs,
             traits.cards.empty() ? nullptr : traits.cards.data(),
             traits.room_activations,
             traits.hero_activations,
             traits.hero_powers,
             traits.rooms_blankable,
             traits.lasting_bosses,
             traits.end_of_round_rooms};
}

// One build action per room design in hand and stack it may go on: copies of a design in a hand
// are one form (the log names a card by its design), so a design offered once is not offered
// again, wherever its copies sit in the hand. The list needs no merge of copies (one_per_form).
void build_actions(const Ctx& c, int p, std::vector<Action>& out) {
  if (c.s.no_build_this_round) return;  // set by kobold_strike (engine/abilities/cards/)
  // The designs offered so far: a hand holds few rooms, so a short list searched in order.
  InlineVec<int, 32> offered;
  for (int card : c.seat(p).hand.span()) {  // a const state: no zone changes in the loop
    if (c.design(card).kind != CardKind::room) continue;
    const int design = c.cs.design_of(card);
    if (std::find(offered.begin(), offered.end(), design) != offered.end()) continue;
    offered.push_back(design);
    Action a;
    a.type = ActionType::build;
    a.player = p;
    a.card = card;
    if (can_build_new_stack(c, p) && !c.design(card).advanced) {  // G-3: advanced rooms only on top of a room
      a.slot = kNewStack;
      out.push_back(a);
    }
    for (int j = 0; j < static_cast<int>(c.seat(p).dungeon.size()); ++j)
      if (can_build_on(c, p, j, card)) {
        a.slot = j;
        out.push_back(a);
      }
  }
}

// Where a card instance is, as far as copies of one design are interchangeable there: a
// player's hand, a boss's items (active or just gained: BM2-4), a dungeon stack. Anything else
// is the card itself (never interchangeable with another copy).
struct CardPlace {
  int zone = 0, player = -1, index = -1;
  bool operator==(const CardPlace&) const = default;
};
CardPlace card_place(const GameState& s, int card) {
  if (card < 0) return {};
  auto has = [card](std::span<const int> v) { return std::find(v.begin(), v.end(), card) != v.end(); };
  for (int p = 0; p < s.num_players; ++p) {
    const PlayerState& pl = s.players[static_cast<std::size_t>(p)];
    if (has(pl.hand)) return {1, p, -1};
    if (card == pl.active_item || card == pl.gained_item) return {2, p, -1};
    for (std::size_t j = 0; j < pl.dungeon.size(); ++j)
      if (has(pl.dungeon[j].cards)) return {3, p, static_cast<int>(j)};
  }
  return {4, -1, card};
}

// One legal action per readable form: the log names cards by design
// (docs/log-format.md), so two actions that differ only in which copy of a design they take,
// from the same place (two copies in hand; the two Synthetic Lockpicks of BM2-4's keep-one
// choice), are one action to a log, a front end and the replayer: the first is kept, and the
// form reaches exactly it. Copies in different places are not merged: there the form must say
// which (its stack, its player), and the referee's property test (tests/serve/referee_test.cpp)
// finds any list where it does not. `copied_card`: CardSetTraits::copied, one byte a card
// instance (a read of the design's quantity was a fifth of the legal list's own time).
void one_per_form(const CardSet& cs, const std::vector<std::uint8_t>& copied_card, const GameState& s,
                  std::vector<Action>& out, std::size_t first = 0) {
  // The actions before `first` are one per form already and none has a form of those after it:
  // they stay as they are, unread.
  if (out.size() < first + 2) return;  // no two actions to merge
  auto copied = [&copied_card](int card) { return card >= 0 && copied_card[static_cast<std::size_t>(card)] != 0; };
  auto same_form = [&cs, &s](const Action& a, const Action& b) {
    auto design = [&cs](int card) { return card < 0 ? -1 : cs.design_of(card); };
    return a.type == b.type && a.player == b.player && a.slot == b.slot && a.slot2 == b.slot2 &&
           a.target_player == b.target_player && a.option == b.option && design(a.card) == design(b.card) &&
           design(a.target_card) == design(b.target_card) && design(a.borrow) == design(b.borrow) &&
           card_place(s, a.card) == card_place(s, b.card) &&
           card_place(s, a.target_card) == card_place(s, b.target_card);
  };
  // The fields same_form compares before card_place, mixed into one word: equal forms have equal
  // keys, so one integer compare rules most pairs out (a build list compares each
  // copied card with every one kept).
  auto form_key = [&cs](const Action& a) {
    auto design = [&cs](int card) { return card < 0 ? -1 : cs.design_of(card); };
    auto pair = [](int x, int y) {
      return static_cast<std::uint64_t>(static_cast<std::uint32_t>(x)) |
             (static_cast<std::uint64_t>(static_cast<std::uint32_t>(y)) << 32);
    };
    std::uint64_t k = 0;
    for (std::uint64_t v : {pair(static_cast<int>(a.type), a.player), pair(a.slot, a.slot2),
                            pair(a.target_player, a.option), pair(design(a.card), design(a.target_card))})
      k = (k ^ v) * 0x9E3779B97F4A7C15ull;
    return k;
  };
  // A duplicate's first copy is itself copied (its card, or its target, has a design with more
  // than one copy), so only the copied actions kept so far are compared. For a list of at most
  // kFast actions they sit in a table of 2 * kFast slots by their key's top bits (open
  // addressing, probed in order until an empty slot): an action is compared in full only with
  // the kept ones of its key, whatever the list's length. Past kFast, the whole kept list.
  constexpr std::size_t kFast = 64;
  constexpr std::size_t kSlots = 2 * kFast;  // at most half full
  static_assert(kSlots == 128, "a slot is a key's top 7 bits");
  std::array<std::uint64_t, kSlots> keys;
  std::array<std::uint8_t, kSlots> at_plus_1{};  // 0: empty; else the kept action's index past `first`, + 1
  std::size_t kept = first;
  const bool fast = out.size() - first <= kFast;
  for (std::size_t k = first; k < out.size(); ++k) {
    const Action& a = out[k];
    bool dup = false;
    if (copied(a.card) || copied(a.target_card)) {
      if (fast) {
        const std::uint64_t key = form_key(a);
        std::size_t slot = static_cast<std::size_t>(key >> 57);  // 7 bits: kSlots == 128
        for (; at_plus_1[slot] != 0 && !dup; slot = (slot + 1) % kSlots)
          dup = keys[slot] == key && same_form(out[first + at_plus_1[slot] - 1u], a);
        if (!dup) {
          keys[slot] = key;
          at_plus_1[slot] = static_cast<std::uint8_t>(kept - first + 1);
        }
      } else {
        for (std::size_t m = first; m < kept && !dup; ++m) dup = same_form(out[m], a);
      }
    }
    if (!dup) out[kept++] = a;
  }
  out.resize(kept);
}

// The rule IDs of the pending decision: its row of the decision table (game/kinds.hpp),
// narrowed where one kind has two readings: the first build (first_build() == 1: C-4 / S-5, no
// spells) and the window of the build phase or of the adventure. A classic or bm2 window opens in
// XP order (C-8, C-10); a Super or solo window is S-BUILD-1's or S-ADV-1's, clockwise, for XP
// never orders actions there (S-6). Only the rules of the game's family are cited
// (rules_in_family: the one table of which rule belongs to which family).
std::string decision_rules(const GameState& s, Family f) {
  const Decision& d = s.decision;
  const bool super_like = f == Family::super || f == Family::solo;
  std::string ids = rules_for(kind_info(d.kind), super_like);
  if (d.kind == DecisionKind::build && d.first_build() == 1) ids = super_like ? "S-5 G-3 G-4" : "C-4 G-3 G-4";
  if (d.kind == DecisionKind::window) {
    const bool build = d.window_phase() == as_int(WindowPhase::build);
    ids = (super_like ? (build ? "S-BUILD-1 S-6 " : "S-ADV-1 S-6 ") : (build ? "C-8 " : "C-10 ")) + ids;
  }
  return rules_in_family(ids, f);
}

// The rule behind the pending decision, for error messages ("C-8, G-3, G-4, G-16, G-17").
std::string decision_rule(const Ctx& c) { return rule_list(decision_rules(c.s, c.rs.family)); }

// The pending decision's rules as a refusal: "C-8, G-3, G-4, G-16, G-17: <why>".
Refusal decision_refusal(const Ctx& c, std::string why) {
  const std::string ids = decision_rules(c.s, c.rs.family);
  return Refusal(RuleId(std::string_view(ids).substr(0, ids.find(' '))), std::move(why), decision_rule(c));
}

// A refusal by a card's text (refusal.hpp): the rule the text changes, the card named.
Refusal card_refusal(const Ctx& c, int design) {
  const CardDesign& d = c.cs.designs[static_cast<std::size_t>(design)];
  const AbilityDef& def = ability_def(d.ability);
  return Refusal(RuleId(def.refusal_rule ? def.refusal_rule : ""), d.id + " " + d.name + ": " + def.refusal, {}, d.id);
}

// The design of the card set carrying `ab` (the first one), for a refusal by a round flag.
int design_with(const CardSet& cs, Ability ab) {
  for (std::size_t d = 0; d < cs.designs.size(); ++d)
    if (cs.designs[d].ability == ab) return static_cast<int>(d);
  return -1;
}

// Why a build is refused: the rule of the first check the legal builds (build_actions,
// can_build_on) would fail, in the same order.
Refusal diagnose_build(const Ctx& c, const Action& a) {
  const GameState& s = c.s;
  const PlayerState& pl = c.seat(a.player);
  if (s.decision.kind != DecisionKind::build) return decision_refusal(c, "no build is possible in this decision");
  if (s.no_build_this_round) {
    const int d = design_with(c.cs, Ability::kobold_strike);
    if (d >= 0) return card_refusal(c, d);
    return Refusal(RuleId(ability_def(Ability::kobold_strike).refusal_rule), "no rooms can be built this round");
  }
  if (a.card < 0 || a.card >= c.cs.instances() || std::find(pl.hand.begin(), pl.hand.end(), a.card) == pl.hand.end())
    return Refusal(RuleId("G-19"), "that card is not in the player's hand");
  if (c.design(a.card).kind != CardKind::room) return Refusal(RuleId("G-3"), "only rooms are built");
  if (a.slot == kNewStack && c.design(a.card).advanced)
    return Refusal(RuleId("G-3"),
                   "an advanced room is built only on top of a room sharing a treasure type, never as a new stack");
  if (a.slot == kNewStack)
    return Refusal(RuleId("G-2"), "at most " + std::to_string(max_rooms(c.rs)) + " rooms (stacks) in a dungeon",
                   seven_rooms_rule(c.rs) ? "G-2 / BM2-9" : "G-2");
  if (a.slot < 0 || a.slot >= static_cast<int>(pl.dungeon.size()))
    return Refusal(RuleId("G-3"), "there is no such stack");
  const RoomSlot& r = pl.dungeon[static_cast<std::size_t>(a.slot)];
  if (r.face_down) return Refusal(RuleId("G-5"), "no building on a face-down room");
  if (r.deactivated) return Refusal(RuleId("G-8"), "no building on a deactivated room");
  if (room_protected(c, a.player, a.slot))
    return Refusal(RuleId("S-BOARD-6"), "no building on a room that holds a minion");
  if (c.design(a.card).advanced && room_def(c, r.top()).refuses_advanced)  // BM2-29: none when blanked
    return card_refusal(c, c.cs.design_of(r.top()));
  if (c.design(a.card).advanced)
    return Refusal(RuleId("G-3"), "an advanced room only on a room sharing a treasure type");
  return Refusal(RuleId("G-3"), "not a place this room can be built");
}

// C-14: a spell or room ability aimed at an eliminated player, whose cards have left the game.
// False when the target breaks no such rule.
bool target_eliminated(const Ctx& c, const Action& a) {
  const int t = a.target_player;
  return t >= 0 && t < c.s.num_players && c.seat(t).eliminated;
}
Refusal target_refusal(const Action& a) {
  return Refusal(RuleId("C-14"),
                 "player " + std::to_string(a.target_player) + " was eliminated; their cards have left the game");
}

// BM2-38: a spell cast (or cast as a cancel) while a carrier of Ring of Invisibility waits at the
// caster's entrance or goes through its dungeon (spells_forbidden).
Refusal forbidden_spell_refusal() {
  return Refusal(RuleId("BM2-38"),
                 "a hero carrying Ring of Invisibility (THK020) waits at this player's entrance or goes through its "
                 "dungeon, so this player casts no spell; a face-up item or a room ability may still be used");
}

// A spell cast in a classic answer window that does not take one (C-12, IP-35, G-18).
Refusal answer_refusal(const Ctx& c, int p) {
  if (c.rs.answer_cancel_only)
    return Refusal(RuleId("IP-35"),
                   "answer_window cancel_only: only a cancel answers another player's spell; cast it in a spell "
                   "window instead",
                   "IP-35/G-18");
  if (c.s.active != p)
    return Refusal(RuleId("C-12"),
                   "only the active player (player " + std::to_string(c.s.active) +
                       ") plays spells before another player's spell resolves; the others may only cancel it",
                   "C-12/G-18");
  return Refusal(RuleId("C-12"), "the active player's own spell is answered only by the others' cancels", "C-12/G-18");
}

// BM2-37: a Magic Mirror cast or cancel whose borrowed item is missing, not face up on the table,
// or whose declared targets that item's reward does not allow.
Refusal borrow_refusal(const Ctx& c, const Action& a) {
  const int n = c.cs.instances();
  if (a.card < 0 || a.card >= n || !ability_def(c.design(a.card).ability).borrows_reward)
    return Refusal(RuleId("BM2-37"),
                   "only an item that borrows another item's reward (Magic Mirror) names a borrowed item");
  if (a.borrow < 0)
    return Refusal(RuleId("BM2-37"),
                   "Magic Mirror's reward has no effect of its own: the cast names the face-up item whose reward it "
                   "borrows (field borrow)");
  const auto ok = borrowable_items(c, a.card);
  if (a.borrow >= n || std::find(ok.begin(), ok.end(), a.borrow) == ok.end())
    return Refusal(RuleId("BM2-37"),
                   "Magic Mirror borrows the reward of another face-up item on the table (waiting in town, carried "
                   "by a hero, or another boss's active item), one that is not a Magic Mirror");
  return Refusal(RuleId("G-18"), "not a legal use of the borrowed item's reward now (its targets, its timing)");
}

// An activation of a hero's own ability (BM2-11: the dark heroes) that is not legal now.
Refusal hero_refusal(const Ctx& c, const Action& a) {
  const bool in_town = std::find(c.s.town.begin(), c.s.town.end(), a.card) != c.s.town.end();
  if (in_town && !c.rs.dark_boost_spell_timing)
    return Refusal(RuleId("IP-39"),
                   "dark_hero_boost in_dungeon: a dark hero's +3 Health is bought only while it waits at a dungeon's "
                   "entrance or goes through it, not while it is in town",
                   "IP-39/BM2-11");
  return Refusal(RuleId("BM2-11"),
                 "a dark hero's +3 Health is bought once per round in total, by an opponent of the owner of the "
                 "dungeon it is at, discarding a Room card of the hero's treasure type");
}

// BM2-36: a cast at a boss's keep-one choice of a second active item (BM2-4). Under IP-51's
// default keep_one (rulebook 004) neither item is used now; under use_old_first (UG, FAQ) the old
// face-up item may be, and nothing else.
Refusal keep_item_cast_refusal(const Ctx& c, const Action& a) {
  const PlayerState& pl = c.seat(a.player);
  const std::string keep = "choose the item kept, " + card_label(c.cs, pl.active_item) + " (the face-up one) or " +
                           card_label(c.cs, pl.gained_item) + " (just gained); the other is turned face down";
  if (!bm2_family(c))  // S-COMPAT-2: Super plays BM2-4 alone
    return Refusal(RuleId("BM2-4"), "while a boss chooses which of two items to keep, neither can be used now; " + keep,
                   "BM2-4/S-COMPAT-2");
  if (!use_old_item_offered(c, a.player))
    return Refusal(RuleId("BM2-36"),
                   "second_item keep_one (rulebook 004, the default): while a boss chooses which of two items to "
                   "keep, neither can be used now; " +
                       keep,
                   "BM2-36/IP-51/BM2-4");
  if (a.card != pl.active_item)
    return Refusal(RuleId("BM2-36"),
                   "second_item use_old_first: at this choice only the old face-up item " +
                       card_label(c.cs, pl.active_item) +
                       " may be used (the only thing played at that moment), then "
                       "the new one is kept face up; or " +
                       keep,
                   "BM2-36/IP-51");
  if (!item_usable_now(c, a.player, a.card))
    return Refusal(RuleId("IP-46"),
                   "boss_item_use next_round: an item gained this round is used from the next round (BM2-37)");
  if (a.borrow >= 0 || ability_def(c.design(a.card).ability).borrows_reward) return borrow_refusal(c, a);
  return Refusal(RuleId("G-18"), "not a legal use of the old item's reward now (its targets, its phase icon)",
                 "G-18/BM2-36");
}

// Why a cast is refused (G-16, G-18, G-19, BM2-4, BM2-36, IP-46, C-4, C-12, C-14, BM2-37, BM2-38).
Refusal diagnose_cast(const Ctx& c, const Action& a) {
  const GameState& s = c.s;
  const int p = a.player;
  const PlayerState& pl = c.seat(p);
  auto in_hand = [&](int card) { return std::find(pl.hand.begin(), pl.hand.end(), card) != pl.hand.end(); };
  if (s.decision.kind == DecisionKind::choose && !s.agenda.empty() &&
      s.agenda.back().ability() == as_int(EngineEffect::keep_item) && s.agenda.back().kind == TaskKind::effect)
    return keep_item_cast_refusal(c, a);
  const bool item = a.card >= 0 && a.card == pl.active_item;
  if (a.card >= 0 && a.card < c.cs.instances() && c.design(a.card).kind == CardKind::item && !item)
    return Refusal(RuleId("BM2-4"), "a boss uses only its own active (face-up) item");
  if (a.card < 0 || a.card >= c.cs.instances() || (!in_hand(a.card) && !item))
    return Refusal(RuleId("G-19"), "that card is not in the player's hand");
  if (c.design(a.card).kind != CardKind::spell && !item) return Refusal(RuleId("G-16"), "only spells are cast");
  if (item && !item_usable_now(c, p, a.card))
    return Refusal(RuleId("IP-46"),
                   "boss_item_use next_round: an item gained this round is used from the next round (BM2-37)");
  if (!item && spells_forbidden(c, p)) return forbidden_spell_refusal();
  // S-9 (Super), IP-48 lifo: anyone answers with a spell; C-12 (IP-35): the active player, before another's spell.
  const bool answer = s.decision.kind == DecisionKind::respond && (lifo_stack(c) || active_player_answers(c, p));
  if (s.decision.kind == DecisionKind::respond && !answer) return answer_refusal(c, p);
  if (s.decision.kind != DecisionKind::build && s.decision.kind != DecisionKind::window && !answer)
    return decision_refusal(c, "no spell can be cast in this decision");
  const int phase = s.decision.kind == DecisionKind::build ? as_int(WindowPhase::build)
                    : answer                               ? answer_window_phase(c)
                                                           : s.decision.window_phase();
  if (!(c.design(a.card).phase & phase))
    return Refusal(RuleId("G-16"), "the spell's phase icon does not allow this phase");
  if (s.decision.kind == DecisionKind::build && s.decision.first_build() == 1)
    return Refusal(RuleId("C-4"), "no spells during the first build");
  if (target_eliminated(c, a)) return target_refusal(a);
  if (a.borrow >= 0 || (item && ability_def(c.design(a.card).ability).borrows_reward)) return borrow_refusal(c, a);
  return Refusal(RuleId("G-18"), "not a legal target for this spell");
}

// The most specific rule an illegal action breaks.
Refusal diagnose(const Ctx& c, const Action& a) {
  const GameState& s = c.s;
  const int p = a.player;
  // Whose decision it is: the XP order and the active player's priority (C-5, C-12), or in
  // Super and solo the clockwise order from the first player (S-7: XP orders nothing, S-6).
  const bool super_like = super_family(c);
  if (p != s.decision.player)
    return Refusal(RuleId(super_like ? "S-7" : "C-5"),
                   "player " + std::to_string(s.decision.player) + " must decide now, not player " + std::to_string(p),
                   super_like ? "S-7" : "C-5/C-12");
  if (p < 0 || p >= s.num_players) return Refusal(RuleId(super_like ? "S-1" : "C-1"), "no such player");
  const PlayerState& pl = c.seat(p);
  auto in_hand = [&](int card) { return std::find(pl.hand.begin(), pl.hand.end(), card) != pl.hand.end(); };
  if (a.type == ActionType::build) return diagnose_build(c, a);
  if (a.type == ActionType::cast) return diagnose_cast(c, a);
  if (a.type == ActionType::take_back) {
    if (s.decision.kind != DecisionKind::build || s.decision.first_build() != 0)
      return Refusal(RuleId("BM2-5"), "a portable room is taken back only in your build turn of a round's build phase");
    if (c.rs.family != Family::bm2)
      return Refusal(RuleId("BM2-5"), "portable rooms are a Boss Monster 2 rule (family bm2)");
    return Refusal(RuleId("BM2-5"), "only a visible portable room on top of one of your stacks can be taken back");
  }
  if (a.type == ActionType::activate) {
    if (target_eliminated(c, a)) return target_refusal(a);
    if (a.card >= 0 && a.card < c.cs.instances() && c.design(a.card).kind == CardKind::hero) return hero_refusal(c, a);
    return Refusal(RuleId("G-17"),
                   "that room has no ability that can be activated now (once per round, costs, targets)");
  }
  if (a.type == ActionType::cancel) {
    if (a.borrow >= 0) return borrow_refusal(c, a);
    if (a.slot < 0 && a.card >= 0 && a.card < c.cs.instances() && in_hand(a.card) &&
        c.design(a.card).kind == CardKind::spell && spells_forbidden(c, p))
      return forbidden_spell_refusal();
    return Refusal(RuleId("G-18"), "no cancel is available");
  }
  if (a.type == ActionType::market_pick) {
    if (s.decision.kind != DecisionKind::market_pick) return decision_refusal(c, "no market pick in this decision");
    return Refusal(RuleId("S-CITY-4"), "that card is not in the market");
  }
  if (a.type == ActionType::place_minion) {
    if (s.decision.kind != DecisionKind::place_minion)
      return decision_refusal(c, "no minion placement in this decision");
    if (a.option == kMinionRoom)
      return Refusal(RuleId("S-BOARD-5"), "the minion goes only on an action space of one of your own visible rooms");
    if (a.option == kMinionBoss)
      return Refusal(RuleId("S-BOARD-5"), "your boss's action space is usable only after its Level Up");
    return Refusal(RuleId("S-BOARD-4"),
                   "that action space holds a minion, is covered by a hero (IP-12), or is a summon space with no hero",
                   "S-BOARD-4/S-BOARD-5");
  }
  return decision_refusal(c, "not an answer to this decision");
}

}  // namespace

// The traits of a card set (CardSetTraits, declared in game/internal.hpp): what an Engine reads
// first at every window and in its fast paths.
namespace detail {
CardSetTraits card_set_traits(const CardSet& cards) {
  CardSetTraits out;
  out.cards.reserve(static_cast<std::size_t>(cards.instances()));
  out.copied.reserve(static_cast<std::size_t>(cards.instances()));
  for (int card = 0; card < cards.instances(); ++card) {
    const std::uint8_t t = window_traits_of(cards.of(card));
    out.cards.push_back(t);
    out.copied.push_back(cards.designs[static_cast<std::size_t>(cards.design_of(card))].quantity > 1 ? 1 : 0);
    // G-17, BM2-11, BM2-31: an activated ability on a hero, or on anything else (a room, a boss).
    const CardDesign& d = cards.of(card);
    const bool hero = d.kind == CardKind::hero;
    if (t & kTraitActivations) (hero ? out.hero_activations : out.room_activations) = true;
    const AbilityDef& def = ability_def(d.ability);
    if (hero && def != AbilityDef{}) out.hero_powers = true;                       // BM2-11..BM2-17
    if (def.blanks_rooms || def.carrier_blanks_rooms) out.rooms_blankable = true;  // BM2-29
    if (d.kind == CardKind::boss && def.lasting) out.lasting_bosses = true;        // BM2-31
    if (def.trigger == Trigger::end_of_round) out.end_of_round_rooms = true;       // BM2-25
  }
  return out;
}
}  // namespace detail

Engine::Engine(const CardSet& cards, const Ruleset& rules) : Engine(cards, rules, builtin_super_board()) {}
Engine::Engine(const CardSet& cards, const Ruleset& rules, const BoardDef& board)
    : cards_(cards),
      rules_(rules),
      board_(&board),
      traits_(card_set_traits(cards)),
      unplayable_(unplayable_cards(cards, rules.unknown_facts_house)),
      decks_(std::make_shared<KeptDecks>()) {}

PlayerRange player_range(const Ruleset& rules, const BoardDef& board) {
  if (rules.family == Family::solo) return {1, 1};                                   // SO-1
  if (rules.family == Family::super) return {board.min_players, board.max_players};  // S-1, S-BOARD-1
  if (rules.family == Family::bm2)                                                   // BM2-2, BM2-6
    return rules.bm2_players == 1   ? PlayerRange{2, 4}
           : rules.bm2_players == 2 ? PlayerRange{kBm2ManyPlayers, kMaxPlayers}
                                    : PlayerRange{2, kMaxPlayers};
  return {2, 4};  // C-1
}

GameState Engine::start(int players, std::uint64_t seed, EventSink* events, ChanceSource* chance,
                        Observer* observer) const {
  const PlayerRange range = player_range(rules_, *board_);
  if (rules_.family == Family::solo) {
    if (players != 1)
      throw InputError("--players " + std::to_string(players) + ": the solo family is for 1 player (SO-1)");
  } else if (rules_.family == Family::super) {
    if (players < range.min || players > range.max)
      throw InputError("--players " + std::to_string(players) + ": the super family on board '" + board_->id +
                       "' is for " + std::to_string(board_->min_players) + "-" + std::to_string(board_->max_players) +
                       " players (S-1, S-BOARD-1)");
  } else if (rules_.family == Family::bm2 && (players < range.min || players > range.max)) {
    throw InputError("--players " + std::to_string(players) + ": ruleset '" + rules_.name +
                     "' (family bm2, bm2_players) is for " + std::to_string(range.min) + "-" +
                     std::to_string(range.max) + " players (BM2-2, BM2-6; presets bm2 2-4, bm2-6p 5-6)");
  } else if (players < range.min || players > range.max) {
    throw InputError("--players " + std::to_string(players) + ": the classic family is for 2-4 players (C-1)");
  }
  // A set holding cards whose printed ability is not implemented yet, or whose facts no source
  // gives, is refused before anything is dealt (docs/cards.md "Pending abilities").
  if (!unplayable_.empty()) throw InputError(unplayable_);
  GameState s;
  Ctx c = ctx(cards_, rules_, *board_, traits_, s, events, chance, observer);
  // The kept decks for this number of players, collected at its first game with no observer
  // (collect_decks reads the card set and the rules only); an observer that wants the options
  // the collection reads gets a collection made afresh.
  const SetupDecks* decks = nullptr;
  if (!observer || !observer->wants_options()) {
    const auto n = static_cast<std::size_t>(players);
    std::call_once(decks_->once[n],
                   [&] { decks_->decks[n] = collect_decks(ctx(cards_, rules_, *board_, traits_, s), players); });
    decks = &decks_->decks[n];
  }
  setup_game(c, players, seed, decks);
  advance(c);
  return s;
}

GameState Engine::start_at(GameState s, Phase phase, EventSink* events, ChanceSource* chance,
                           Observer* observer) const {
  if (!s.agenda.empty() || s.decision.kind != DecisionKind::none || s.over)
    throw InputError("a position starts at a phase boundary: no decision, no pending work, the game not over");
  Ctx c = ctx(cards_, rules_, *board_, traits_, s, events, chance, observer);
  if (!push_round_from(c, phase))
    throw InputError(
        std::string("a position cannot start at phase '") + phase_name(phase) + "' in the " +
        family_name(rules_.family) + " family (C-6, S-8: " +
        (rules_.super_like() ? "city, build, minion, bait, adventure" : "beginning, build, bait, adventure") + ")");
  advance(c);
  return s;
}

std::vector<Action> Engine::legal_actions(const GameState& s) const {
  std::vector<Action> out;
  legal_actions(s, out);
  return out;
}

void Engine::legal_actions(const GameState& s, std::vector<Action>& out) const {
  out.clear();
  if (s.over) return;
  const Ctx c = ctx(cards_, rules_, *board_, traits_, s);
  const int p = s.decision.player;
  std::size_t merge_from = 0;  // the actions before it need no merge of copies (one_per_form)
  switch (s.decision.kind) {
    case DecisionKind::choose_boss:
      for (int b : c.seat(p).boss_choices) {
        Action a = make_action(ActionType::choose_boss, p);
        a.card = b;
        out.push_back(a);
      }
      break;
    case DecisionKind::mulligan:
      out.push_back(make_action(ActionType::keep, p));
      out.push_back(make_action(ActionType::mulligan, p));
      break;
    case DecisionKind::discard: {
      int last = -1;
      for (int card : c.seat(p).hand)
        if (c.cs.design_of(card) != last) {
          last = c.cs.design_of(card);
          Action a = make_action(ActionType::discard, p);
          a.card = card;
          out.push_back(a);
        }
      break;
    }
    case DecisionKind::build:
      build_actions(c, p, out);  // one per form already (build_actions)
      out.push_back(make_action(ActionType::pass_build, p));
      merge_from = out.size();
      if (s.decision.first_build() == 0) {
        portable_actions(c, p, out);  // BM2-5
        spell_casts(c, p, as_int(WindowPhase::build), out);
        room_activations(c, p, out);
      }
      break;
    case DecisionKind::window:
      if (!take_window_memo(s, out)) {  // the list the window built when it stopped here
        spell_casts(c, p, s.decision.window_phase(), out);
        room_activations(c, p, out);
      }
      out.push_back(make_action(ActionType::pass, p));
      break;
    case DecisionKind::respond:
      // G-18 cancels; S-9 and C-12 (IP-35) spells and abilities too
      if (!take_window_memo(s, out)) answer_actions(c, p, out);
      out.push_back(make_action(ActionType::pass, p));
      break;
    case DecisionKind::market_pick: market_actions(c, p, out); break;
    case DecisionKind::place_minion:
      minion_actions(c, p, out);
      if (rules_.minion_optional) out.push_back(make_action(ActionType::pass, p));
      break;
    case DecisionKind::choose: choice_options(c, s.agenda.back(), out); break;
    default: break;
  }
  one_per_form(cards_, traits_.copied, s, out, merge_from);
}

bool Engine::is_legal(const GameState& s, const Action& a) const {
  const auto legal = legal_actions(s);
  return std::find(legal.begin(), legal.end(), a) != legal.end();
}

Refusal Engine::refusal(const GameState& s, const Action& a) const {
  if (s.over) {
    // The rule that ended the game (its end reason's row: C-13, C-14, SO-6, S-END-2, BM2-8, IP-6),
    // those of the game's family only (a Super game stopped by its round limit cites IP-31, not IP-6).
    const std::string ids = rules_in_family(kind_info(static_cast<EndReason>(s.end_rule)).rules, rules_.family);
    return Refusal(RuleId(std::string_view(ids).substr(0, ids.find(' '))),
                   "the game is over (" + std::string(end_reason_name(static_cast<EndReason>(s.end_rule))) +
                       "): no action is legal");
  }
  return diagnose(ctx(cards_, rules_, *board_, traits_, s), a);
}

std::string Engine::explain_illegal(const GameState& s, const Action& a) const {
  if (s.over)
    return "the game is over (" + std::string(end_reason_name(static_cast<EndReason>(s.end_rule))) +
           "): no action is legal\n  rule: " + refusal(s, a).text();
  const auto legal = legal_actions(s);
  std::ostringstream m;
  m << "illegal action: " << describe(s, a) << "\n  rule: " << refusal(s, a).text() << "\n  round " << s.round
    << ", phase " << phase_name(s.phase) << ", decision: " << decision_name(s) << " by player " << s.decision.player
    << "\n  legal instead (" << legal.size() << "):";
  for (std::size_t i = 0; i < legal.size() && i < 40; ++i) m << "\n    - " << describe(s, legal[i]);
  if (legal.size() > 40) m << "\n    ... and " << (legal.size() - 40) << " more";
  return m.str();
}

namespace {

void apply_choose_boss(Ctx& c, const Action& a) {  // C-16 I choose you!: keep one, the other leaves the game
  GameState& s = c.s;
  PlayerState& pl = c.seat(a.player);
  s.agenda.pop_back();
  pl.boss = a.card;
  for (int b : pl.boss_choices)
    if (b != a.card) s.out_of_game.push_back(b);
  pl.boss_choices.clear();
  c.emit(EventType::boss_chosen, a.player, a.card);
}

void apply_mulligan(Ctx& c, const Action& a) {  // G-23 (seed 001:190): the whole hand goes back; new cards are drawn
  GameState& s = c.s;
  const int p = a.player;
  PlayerState& pl = c.seat(p);
  s.agenda.pop_back();
  pl.mulligan_done = true;
  if (a.type != ActionType::mulligan) return;
  c.emit(EventType::mulligan, p);
  for (int card : pl.hand) (c.design(card).kind == CardKind::room ? s.room_deck : s.spell_deck).push_back(card);
  pl.hand.clear();
  shuffle_deck(c, s.room_deck, ChanceKind::room_deck);
  shuffle_deck(c, s.spell_deck, ChanceKind::spell_deck);
  for (int i = 0; i < kStartingRooms; ++i) draw_card(c, p, CardKind::room);
  for (int i = 0; i < kStartingSpells; ++i) draw_card(c, p, CardKind::spell);
}

void apply_discard(Ctx& c, const Action& a) {  // IP-2: discarded face down; no player acts on another's choice
  c.s.agenda.back().discards_left() -= 1;
  hand_remove(c, a.player, a.card);
  to_discard(c, a.card);
  c.emit(EventType::discard, a.player, a.card);
}

void apply_build(Ctx& c, const Action& a) {
  const int p = a.player;
  PlayerState& pl = c.seat(p);
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
    do_portable_return(c, a);  // BM2-5: the build turn is asked again (TaskKind::build_turn)
  } else {
    do_activate(c, a);
  }
}

void apply_window(Ctx& c, const Action& a) {
  if (a.type == ActionType::pass) c.s.agenda.back().cursor() += 1;
  else if (a.type == ActionType::cast) do_cast(c, a);
  else do_activate(c, a);
}

void apply_respond(Ctx& c, const Action& a) {
  Task& t = c.s.agenda.back();
  if (a.type == ActionType::pass) {
    t.cursor() += 1;
  } else if (a.type == ActionType::cancel) {
    t.cursor() = lifo_stack(c) ? 0 : t.cursor() + 1;
    do_cancel(c, a);
  } else {
    // S-9, IP-48 lifo: an answer; once it has resolved every player may answer again. C-12
    // (IP-35): the active player keeps the window after each answer, to play any number before
    // the spell.
    if (lifo_stack(c)) t.cursor() = 0;
    if (a.type == ActionType::cast) do_cast(c, a);
    else do_activate(c, a);
  }
}

// Performs a legal action answering decision `d` (the task that asked is on top of the agenda).
void apply_decision(Ctx& c, DecisionKind d, const Action& a) {
  GameState& s = c.s;
  switch (d) {
    case DecisionKind::choose_boss: return apply_choose_boss(c, a);
    case DecisionKind::mulligan: return apply_mulligan(c, a);
    case DecisionKind::discard: return apply_discard(c, a);
    case DecisionKind::build: return apply_build(c, a);
    case DecisionKind::window: return apply_window(c, a);
    case DecisionKind::respond: return apply_respond(c, a);
    case DecisionKind::market_pick: s.agenda.back().step = 1; return apply_market_pick(c, a);
    case DecisionKind::place_minion:
      s.agenda.pop_back();
      if (a.type == ActionType::place_minion) apply_place_minion(c, a);
      return;
    case DecisionKind::choose:
      // BM2-36 (IP-51 use_old_first): the old item used at the keep-one choice ends that choice.
      if (a.type == ActionType::cast) return use_old_item_now(c, a);
      return apply_choice(c, s.agenda.back(), a);
    default: throw std::logic_error("apply: no decision pending");
  }
}

}  // namespace

void Engine::apply(GameState& s, const Action& a, EventSink* events, ChanceSource* chance, Observer* observer) const {
  if (s.over || !is_legal(s, a)) throw IllegalAction(explain_illegal(s, a));
  apply_trusted(s, a, events, chance, observer);
}

void Engine::apply_trusted(GameState& s, const Action& a, EventSink* events, ChanceSource* chance,
                           Observer* observer) const {
  // The contract (engine.hpp): `a` is an element of legal_actions(s). Checked in debug builds only.
  assert(!s.over && is_legal(s, a) && "apply_trusted: the action is not in legal_actions (use apply)");
  Ctx c = ctx(cards_, rules_, *board_, traits_, s, events, chance, observer);
  const Decision d = s.decision;
  s.decision = Decision{};
  s.actions += 1;
  apply_decision(c, d.kind, a);
  if (s.actions >= rules_.max_actions) {
    // Safety net (IP-6): documented in the ruleset; never reached by a sane game.
    end_game_scored(c, EndReason::max_actions);
    return;
  }
  advance(c);
}

int Engine::hero_health(const GameState& s, int hero) const {
  const Ctx c = ctx(cards_, rules_, *board_, traits_, s);
  int bonus = 0;  // the running hero's, or a waiting hero's (Lightning Bolt! damages it there)
  if (s.run.hero == hero) bonus = s.run.health_bonus;
  else
    for (const PlayerState& pl : s.players)
      for (const WaitingHero& w : pl.entrance)
        if (w.hero == hero) bonus = w.health_bonus;
  return bm::hero_health(c, hero, bonus);
}

PlayerScore Engine::score(const GameState& s, int player) const {
  const Ctx c = ctx(cards_, rules_, *board_, traits_, s);
  PlayerScore sc;
  sc.souls = souls_of(c, player);
  sc.wounds = wounds_of(c, player);
  // C-13, C-14, BM2-8: removed during the game, or found losing by the end check that ended it.
  // The max_actions safety net can stop a game mid-round, before any end check (C-13: only after a full round).
  const bool end_checked = s.over && static_cast<EndReason>(s.end_rule) != EndReason::max_actions;
  // IP-37 best_score: the player it names the winner among everyone out is not reported as lost.
  const bool all_out_winner = s.over && static_cast<EndReason>(s.end_rule) == EndReason::all_out_best_score &&
                              std::find(s.winners.begin(), s.winners.end(), player) != s.winners.end();
  sc.eliminated = s.players[static_cast<std::size_t>(player)].eliminated ||
                  (end_checked && !all_out_winner && loses_by_wounds(c, player));
  return sc;
}

EndDecision Engine::end_decision(const GameState& s) const {
  std::vector<PlayerScore> scores;
  for (int p = 0; p < s.num_players; ++p) scores.push_back(score(s, p));
  return end_decision_of(ctx(cards_, rules_, *board_, traits_, s), scores);
}

// Engine::hash: engine/state/state_hash.cpp.

namespace {

// The pending DecisionKind::choose: the effect task on top of the agenda asks (an engine effect's label
// from its table, or the ability's key and source card).
std::string choice_name(const CardSet& cards, const Task& t) {
  if (t.ability() == as_int(EngineEffect::summon))
    return "summon: choose the dungeon whose entrance receives " + card_label(cards, t.summoned_hero()) +
           " (S-BOARD-3)";
  if (const KindInfo* e = find_kind_info(static_cast<EngineEffect>(t.ability())))
    return std::string(e->label) + " (" + rule_list(e->rules) + ")";  // each effect is one family's
  std::string src = t.source() >= 0 ? " of " + card_label(cards, t.source()) : "";
  return "choice for " + std::string(ability_key(static_cast<Ability>(t.ability()))) + src;
}

}  // namespace

// The decision's label and rules from the decision table (game/kinds.hpp), with the variants
// decision_rules names.
std::string Engine::decision_name(const GameState& s) const {
  if (s.over) return "none (game over)";
  const Decision& d = s.decision;
  const bool super_like = super_family(ctx(cards_, rules_, *board_, traits_, s));
  const std::string cite = " (" + rule_list(decision_rules(s, rules_.family)) + ")";
  switch (d.kind) {
    case DecisionKind::none: return "none";
    case DecisionKind::build:
      if (d.first_build() == 1) return "first build, before round 1" + cite;
      break;
    case DecisionKind::window:
      return std::string(d.window_phase() == as_int(WindowPhase::build) ? "build-phase spell window"
                                                                        : "adventure spell window") +
             cite;
    case DecisionKind::respond:
      if (super_like) return "answer window: cancel, cast or activate, last in first out" + cite;
      if (rules_.resolution_lifo)
        return "answer window: cancel, cast or activate, last in first out (IP-48, G-16, G-17, G-18)";
      if (active_player_answers(ctx(cards_, rules_, *board_, traits_, s), d.player))
        return "answer window: the active player's spells and abilities first, or cancel (C-12, G-16, G-17, G-18)";
      break;
    case DecisionKind::choose: return choice_name(cards_, s.agenda.back());
    default: break;
  }
  return kind_info(d.kind).label + cite;
}

std::string Engine::describe(const GameState& s, const Action& a) const {
  std::ostringstream o;
  auto card = [&](int x) {
    return (x >= 0 && x < cards_.instances()) ? card_label(cards_, x) : std::string("card#") + std::to_string(x);
  };
  o << "P" << a.player << " ";
  switch (a.type) {
    case ActionType::keep: o << "keeps the starting hand"; break;
    case ActionType::mulligan: o << "mulligans"; break;
    case ActionType::choose_boss: o << "keeps boss " << card(a.card); break;
    case ActionType::discard: o << "discards " << card(a.card); break;
    case ActionType::build:
      o << "builds " << card(a.card)
        << (a.slot == kNewStack ? " on a new stack" : " on stack " + std::to_string(a.slot));
      break;
    case ActionType::pass_build: o << "builds nothing this round"; break;
    case ActionType::cast:
      o << "casts " << card(a.card);
      if (a.borrow >= 0) o << " borrowing " << card(a.borrow) << "'s reward";  // BM2-37
      if (a.target_card >= 0) o << " on " << card(a.target_card);
      if (a.target_player >= 0) o << " (player " << a.target_player << ")";
      break;
    case ActionType::activate:
      o << "activates " << card(a.card);
      if (a.slot >= 0) o << " (stack " << a.slot << ")";  // none: a boss's lasting ability (BM2-31)
      if (a.slot2 >= 0) o << " destroying stack " << a.slot2;
      if (a.target_card >= 0) o << " targeting " << card(a.target_card);
      if (a.target_player >= 0) o << " against player " << a.target_player;
      break;
    case ActionType::pass: o << "passes"; break;
    case ActionType::cancel:
      if (a.target_card >= 0) o << "cancels with " << card(a.target_card) << ", discarding " << card(a.card);
      else if (a.slot >= 0) o << "cancels with All-Seeing Eye, discarding " << card(a.card);
      else o << "cancels with " << card(a.card);
      if (a.borrow >= 0) o << " borrowing " << card(a.borrow) << "'s reward";  // BM2-37
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
    case ActionType::take_back:
      o << "takes the portable room " << card(a.card) << " (stack " << a.slot << ") back into hand";
      break;
  }
  (void)s;
  return o.str();
}

}  // namespace bm
