// Names used in logs, messages and documentation.
#include <array>
#include <string>

#include "game/engine.hpp"

namespace bm {

const char* action_type_name(ActionType t) {
  static constexpr std::array<const char*, 15> n = {"keep",   "mulligan", "choose_boss", "discard", "build",
                                                    "pass_build", "cast", "activate", "pass", "cancel",
                                                    "choose", "decline", "market_pick", "place_minion",
                                                    "take_back"};
  return n[static_cast<std::size_t>(t)];
}

bool action_type_from_name(const std::string& s, ActionType& out) {
  for (int i = 0; i <= static_cast<int>(ActionType::take_back); ++i)
    if (s == action_type_name(static_cast<ActionType>(i))) {
      out = static_cast<ActionType>(i);
      return true;
    }
  return false;
}

const char* event_type_name(EventType t) {
  static constexpr std::array<const char*, static_cast<std::size_t>(EventType::count_)> n = {
#define BM_EVENT_NAME(x) #x,
      BM_EVENTS(BM_EVENT_NAME)
#undef BM_EVENT_NAME
  };
  return n[static_cast<std::size_t>(t)];
}

const char* end_reason_name(EndReason r) {
  switch (r) {
    case EndReason::none: return "none";
    case EndReason::souls_win: return "C-13.souls";
    case EndReason::last_standing: return "C-14.last_player_standing";
    case EndReason::all_eliminated: return "C-13.all_eliminated";
    case EndReason::immortality_decks: return "C-16.immortality_decks_empty";
    case EndReason::deck_out: return "IP-6.end_after_round";
    case EndReason::deck_out_stalled: return "IP-6.play_out_town";
    case EndReason::max_rounds: return "safety.max_rounds";
    case EndReason::max_actions: return "safety.max_actions";
    case EndReason::super_souls: return "S-END-2.souls";
    case EndReason::super_deck_empty: return "S-END-2.IP-9.empty_at_check";
    case EndReason::super_failed_reveal: return "S-END-2.IP-9.failed_reveal";
    case EndReason::solo_wounds: return "SO-6.wounds";
    case EndReason::solo_tavern: return "SO-6.tavern";
    case EndReason::solo_deck_empty: return "SO-6.deck_empty";
    case EndReason::bm2_souls: return "BM2-8.souls";
  }
  return "?";
}

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::setup: return "setup";
    case Phase::beginning: return "beginning";
    case Phase::build: return "build";
    case Phase::bait: return "bait";
    case Phase::adventure: return "adventure";
    case Phase::end_of_round: return "end_of_round";
    case Phase::game_over: return "game_over";
    case Phase::city: return "city";
    case Phase::minion: return "minion";
  }
  return "?";
}

std::string solo_title(int score, bool challenge) {
  // SO-7 (seed 000 names; 002 words some differently, docs/research/super-solo-notes.md).
  const char* t = score < 0     ? "Loser"
                  : score <= 6  ? "Kobold"
                  : score <= 12 ? "Minion"
                  : score <= 16 ? "Mini Boss"
                  : score <= 21 ? "Boss"
                  : score <= 25 ? "Real Boss"
                  : score <= 28 ? "Dungeon Master"
                  : score <= 31 ? "Boss Monster"
                  : score <= 34 ? "Great Boss"
                  : score == 35 ? "Dungeon Lord"
                                : "Supreme Dungeon Lord";
  return challenge ? std::string("True ") + t : std::string(t);  // SO-8
}

const char* chance_kind_name(ChanceKind k) {
  switch (k) {
    case ChanceKind::boss_deck: return "boss_deck";
    case ChanceKind::room_deck: return "room_deck";
    case ChanceKind::spell_deck: return "spell_deck";
    case ChanceKind::ordinary_deck: return "ordinary_heroes";
    case ChanceKind::epic_deck: return "epic_heroes";
    case ChanceKind::random_card_from_hand: return "random_card_from_hand";
    case ChanceKind::item_deck: return "item_deck";
  }
  return "?";
}

}  // namespace bm
