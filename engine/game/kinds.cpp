// The metadata tables of game/kinds.hpp, generated from its X-macro rows.
#include "bm/game/kinds.hpp"

#include <algorithm>
#include <array>

namespace bm {

namespace {

// The optional seventh column (tasks, decisions): "" __VA_ARGS__ is "" when a table has none.
#define BM_KIND_ROW(e, name, rules, super_rules, row, label, ...) \
  KindInfo{name, rules, super_rules, row, label, "" __VA_ARGS__},
constexpr KindInfo kActions[] = {BM_ACTION_TYPES(BM_KIND_ROW)};
constexpr KindInfo kEvents[] = {BM_EVENTS(BM_KIND_ROW)};
constexpr KindInfo kTasks[] = {BM_TASK_KINDS(BM_KIND_ROW)};
constexpr KindInfo kDecisions[] = {BM_DECISION_KINDS(BM_KIND_ROW)};
constexpr KindInfo kEngineEffects[] = {BM_ENGINE_EFFECTS(BM_KIND_ROW)};
constexpr KindInfo kPhases[] = {BM_PHASES(BM_KIND_ROW)};
#undef BM_KIND_ROW
#define BM_END_ROW(e, name, rules, super_rules, row, label, words) \
  KindInfo{name, rules, super_rules, row, label, "", words},
constexpr KindInfo kEndReasons[] = {BM_END_REASONS(BM_END_ROW)};
#undef BM_END_ROW

static_assert(std::size(kEvents) == static_cast<std::size_t>(EventType::count_));

}  // namespace

template <>
std::span<const KindInfo> kind_rows<ActionType>() {
  return kActions;
}
template <>
std::span<const KindInfo> kind_rows<EventType>() {
  return kEvents;
}
template <>
std::span<const KindInfo> kind_rows<TaskKind>() {
  return kTasks;
}
template <>
std::span<const KindInfo> kind_rows<DecisionKind>() {
  return kDecisions;
}
template <>
std::span<const KindInfo> kind_rows<EngineEffect>() {
  return kEngineEffects;
}
template <>
std::span<const KindInfo> kind_rows<Phase>() {
  return kPhases;
}
template <>
std::span<const KindInfo> kind_rows<EndReason>() {
  return kEndReasons;
}

std::string rule_list(std::string_view ids) {
  std::string out;
  for (char ch : ids) {
    if (ch == ' ') out += ", ";
    else out += ch;
  }
  return out;
}

std::vector<std::string_view> field_names(const KindInfo& k) {
  std::vector<std::string_view> out;
  const std::string_view all = k.fields;
  std::size_t i = 0;
  while (i < all.size()) {
    const std::size_t j = std::min(all.find(' ', i), all.size());
    if (j > i) out.push_back(all.substr(i, j - i));
    i = j + 1;
  }
  return out;
}

std::string rules_of_event(const std::string& event_name, bool super_like) {
  EventType e{};
  return kind_from_name(event_name, e) ? rules_for(kind_info(e), super_like) : "";
}

bool rule_in_family(std::string_view id, Family f) {
  auto has = [id](std::string_view p) { return id.substr(0, p.size()) == p; };
  if (has("G-")) return true;
  if (has("SO-")) return f == Family::solo;
  if (has("BM2-")) return f == Family::bm2;
  if (has("C-")) return f == Family::classic || f == Family::bm2;
  if (has("S-")) return f == Family::super || f == Family::solo;
  if (has("IP-")) {
    const OptionDoc* d = find_option_by_ip(std::string(id));
    return !d || option_applies(*d, f);
  }
  return false;  // D1..D16: settled disagreements, not code paths
}

std::string rules_in_family(std::string_view ids, Family f) {
  std::string out;
  for (std::size_t i = 0; i < ids.size();) {
    const std::size_t j = std::min(ids.find_first_of(" ,", i), ids.size());
    const std::string_view id = ids.substr(i, j - i);
    if (!id.empty() && rule_in_family(id, f)) out.append(out.empty() ? "" : " ").append(id);
    i = j + 1;
  }
  return out;
}

std::string rules_of_event(const std::string& event_name, Family f) {
  return rules_in_family(rules_of_event(event_name, f == Family::super || f == Family::solo), f);
}

namespace {

// The rules that decide one field of an event, where they are narrower or other than the event
// table's row (every reading's IDs: rules_of_event_fields keeps the family's own). A field not
// listed here is decided by the rules of its event's row.
struct EventFieldRules {
  const char* event;
  const char* field;
  const char* rules;
};
constexpr const char* kBaitRules = "G-15 C-9 S-BAIT-1";  // which dungeon lures a hero
constexpr EventFieldRules kEventFieldRules[] = {
    {"damage", "amount", "G-12 G-13"},      // the room's damage (after its ability, G-13)
    {"damage", "total", "G-12"},            // damage accumulates over the rooms
    {"damage", "card", "G-14"},             // which hero: the order heroes go through
    {"damage", "player", kBaitRules},       // whose dungeon the hero is in
    {"enters_room", "player", kBaitRules},  // the dungeon the hero went to
    {"enters_room", "card", "G-14"},        // which hero goes next
    {"enters_room", "room", "G-12 G-14"},   // the way through the dungeon, room after room
    {"enters_room", "stack", "G-12 G-14"},
    {"hero_killed", "player", kBaitRules},  // whose soul: the dungeon the hero was in
    {"hero_wounds", "player", kBaitRules},  // whose wound: likewise
};

void add_ids(std::vector<std::string>& out, std::string_view ids) {
  for (std::size_t i = 0; i < ids.size();) {
    const std::size_t j = std::min(ids.find(' ', i), ids.size());
    std::string id(ids.substr(i, j - i));
    if (!id.empty() && std::find(out.begin(), out.end(), id) == out.end()) out.push_back(std::move(id));
    i = j + 1;
  }
}

}  // namespace

std::string rules_of_event_fields(const std::string& event_name, const std::vector<std::string>& fields, Family f) {
  const std::string row = rules_of_event(event_name, f);
  std::vector<std::string> ids;
  for (const std::string& field : fields) {
    const char* own = nullptr;
    for (const EventFieldRules& r : kEventFieldRules)
      if (event_name == r.event && field == r.field) own = r.rules;
    add_ids(ids, own ? rules_in_family(own, f) : row);
  }
  if (ids.empty()) return row;
  std::string out = ids.front();
  for (std::size_t k = 1; k < ids.size(); ++k) out += " " + ids[k];
  return out;
}

}  // namespace bm
