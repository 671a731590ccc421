// TNL062 Meddling Kids! (spell of both phases, G-16), a two-option spell (BM2-26: the option and
// its condition are settled when it is cast). Option 0: an active room of any dungeon has no
// ability text until the end of the round (BM2-29: a GameState::round_marks `blanked` mark; the
// machinery reads every hook of a room through room_def, which gives a blanked room none, and an
// effect of that room already declared or triggered does nothing when it comes to resolve,
// effects.cpp run_effect). Its printed damage and treasure stay; the mark ends when the room is
// covered, destroyed or taken back to hand (end_room_marks). Option 1: a live player into whose
// dungeon three or more heroes came this round (BM2-28: heroes that started through it, the
// `heroes_entered` count kept by flow.cpp task_adventure_turn in games whose cards include this
// one) cannot win this round (BM2-30: a `cannot_win` mark read by reaches_soul_win at this
// round's end check; at five or six players that player's souls do not end the game this round
// under IP-43 blocks_end, the default, and no_effect lets the mark do nothing there). G-18:
// fizzles when the room is gone or deactivated, or the player is out.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_meddling_kids {

constexpr int kHeroesCame = 3;

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  room_targets(c, p, card, true, RoomType::monster, out);  // option 0: any active room
  for (int q : live_players_in_order(c)) {
    if (mark_total(c, MarkKind::heroes_entered, q, -1) < kHeroesCame) continue;  // BM2-28
    Action a = cast_action(p, card);
    a.target_player = q;
    a.option = 1;
    out.push_back(a);
  }
}

bool valid(const Ctx& c, const StackItem& it) {
  if (it.x == 1) return target_opponent_in_game(c, it);
  return target_room_active(c, it.target_player, it.target_card);
}

void run(Ctx& c, Task t) {
  if (cast_option(t) == 1) return add_mark(c, MarkKind::cannot_win, t.target_player(), -1, 1);  // BM2-30
  // Option 0 (BM2-29).
  blank_target_room(c, t);
}

}  // namespace card_meddling_kids

const AbilityDef ability_defs::meddling_kids = {.run = card_meddling_kids::run,
                                                .casts = card_meddling_kids::casts,
                                                .target_valid = card_meddling_kids::valid,
                                                .blanks_rooms = true};

}  // namespace bm::detail
