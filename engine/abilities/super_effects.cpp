// Effects of the Super city board's action spaces that ask a question (S-BOARD-3: summon,
// Temple, Library). Same step-machine shape as the card abilities (engine/abilities/cards/):
// a step acts, or asks (DecisionKind::choose) and continues with the answer. The synthetic cards (SYN-*)
// have their own units there.
#include <algorithm>

#include "abilities/common.hpp"

namespace bm::detail {

bool run_super_effect(Ctx& c, const Task& tk) {
  Task t = tk;
  const int p = t.player;
  GameState& s = c.s;
  switch (t.ability()) {
    case as_int(EngineEffect::summon):  // S-BOARD-3: the summoner chooses any dungeon, their own included
      if (t.step == 0) ask(c, t, p);
      else summon_hero(c, t.summoned_hero(), t.landmark(), t.answer.player);
      return true;
    case as_int(EngineEffect::temple_take):  // S-BOARD-3 Temple: one card left in the market
      if (t.step == 0) {
        if (!s.market.empty()) ask(c, t, p);
      } else {
        auto it = std::find(s.market.begin(), s.market.end(), t.answer.pick);
        if (it != s.market.end()) {
          s.market.erase(it);
          hand_add(c, p, t.answer.pick);
          c.emit(EventType::market_pick, p, t.answer.pick);
        }
      }
      return true;
    case as_int(EngineEffect::library_discard):  // S-BOARD-3 Library: then discard one spell (the new one too)
      if (t.step == 0) ask(c, t, p);
      else if (hand_remove(c, p, t.answer.pick)) {
        to_discard(c, t.answer.pick);
        c.emit(EventType::discard, p, t.answer.pick);
      }
      return true;
    default: return false;
  }
}

bool super_choice_options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  const int p = t.player;
  switch (t.ability()) {
    case as_int(EngineEffect::summon):
      for (int q : live_players_in_order(c)) out.push_back(choose_player(p, q));
      return true;
    case as_int(EngineEffect::temple_take):
      per_design(
          c, c.s.market, p, [](int) { return true; }, out);
      return true;
    case as_int(EngineEffect::library_discard):
      per_design(
          c, c.seat(p).hand, p, [&](int card) { return c.design(card).kind == CardKind::spell; }, out);
      return true;
    default: return false;
  }
}

}  // namespace bm::detail
