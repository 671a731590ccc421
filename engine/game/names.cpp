// Names used in logs, messages and documentation.
#include <string>

#include "bm/game/engine.hpp"

namespace bm {

// Every enum's name comes from its table (game/kinds.hpp).
const char* action_type_name(ActionType t) { return kind_info(t).name; }
bool action_type_from_name(const std::string& s, ActionType& out) { return kind_from_name(s, out); }
const char* event_type_name(EventType t) { return kind_info(t).name; }
const char* end_reason_name(EndReason r) {
  const KindInfo* k = find_kind_info(r);
  return k ? k->name : "?";
}
std::string end_reason_text(const std::string& name) {
  EndReason r{};
  if (!kind_from_name(name, r)) return name;
  return std::string(kind_info(r).words) + " (" + name + ")";
}
bool same_ending(const std::string& a, const std::string& b) {
  EndReason ra{}, rb{};
  if (a == b) return true;
  if (!kind_from_name(a, ra) || !kind_from_name(b, rb)) return false;
  return std::string(kind_info(ra).words) == kind_info(rb).words;
}
const char* phase_name(Phase p) {
  const KindInfo* k = find_kind_info(p);
  return k ? k->name : "?";
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
