// One metadata table per enum (engine/include/bm/game/kinds.hpp): every enumerator of every
// kind enum has a unique non-empty name, rule IDs of a valid shape, and a timeline rendering;
// names round-trip; the names are the exact strings logs and snapshots have always used.
#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "bm/game/engine.hpp"
#include "bm/game/kinds.hpp"
#include "bm/state/state.hpp"
#include "bm/viz/timeline.hpp"

namespace bm {
namespace {

// G-12, C-4, IP-2, SO-6, BM2-5, S-8, S-CITY-4, S-END-2 ...
bool valid_rule_id(const std::string& id) {
  static const std::regex shape("^((G|C|IP|SO|BM2)-[0-9]+|S-([A-Z]+-)?[0-9]+)$");
  return std::regex_match(id, shape);
}

std::vector<std::string> ids_of(const char* rules) {
  std::istringstream in(rules);
  std::vector<std::string> out;
  for (std::string id; in >> id;) out.push_back(id);
  return out;
}

// The visualizer's rows (viz::ItemKind) and the other renderings kinds.hpp documents.
std::set<std::string> renderings() {
  std::set<std::string> r{"events", "phase", "seat", "hidden"};
  for (int k = 0; k <= static_cast<int>(viz::ItemKind::other); ++k)
    r.insert(viz::item_kind_name(static_cast<viz::ItemKind>(k)));
  return r;
}

template <class E>
void check_table(const char* what) {
  SCOPED_TRACE(what);
  const auto rows = kind_rows<E>();
  ASSERT_FALSE(rows.empty());
  const std::set<std::string> shown = renderings();
  std::set<std::string> names;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const KindInfo& k = rows[i];
    ASSERT_NE(k.name, nullptr);
    const std::string name = k.name;
    SCOPED_TRACE(name);
    EXPECT_FALSE(name.empty());
    EXPECT_TRUE(names.insert(name).second) << "duplicate name";
    // Round trip: enumerator -> row -> name -> enumerator -> name.
    const E e = kind_at<E>(i);
    EXPECT_EQ(&kind_info(e), &k);
    E back{};
    ASSERT_TRUE(kind_from_name(name, back));
    EXPECT_EQ(back, e);
    EXPECT_EQ(std::string(kind_info(back).name), name);
    // Rule IDs: at least one, each of a valid shape, in both readings.
    for (bool super_like : {false, true}) {
      const auto ids = ids_of(rules_for(k, super_like));
      EXPECT_FALSE(ids.empty()) << "no rule ID (super_like " << super_like << ")";
      for (const auto& id : ids) EXPECT_TRUE(valid_rule_id(id)) << "rule ID '" << id << "'";
    }
    EXPECT_EQ(shown.count(k.row), 1u) << "timeline rendering '" << k.row << "'";
    EXPECT_FALSE(std::string(k.label).empty());
  }
  E none{};
  EXPECT_FALSE(kind_from_name("no_such_kind", none));
}

TEST(Kinds, EveryTableIsComplete) {
  check_table<ActionType>("ActionType");
  check_table<EventType>("EventType");
  check_table<TaskKind>("TaskKind");
  check_table<DecisionKind>("DecisionKind");
  check_table<EngineEffect>("EngineEffect");
  check_table<Phase>("Phase");
  check_table<EndReason>("EndReason");
}

TEST(Kinds, SizesMatchTheEnums) {
  EXPECT_EQ(kind_rows<EventType>().size(), static_cast<std::size_t>(EventType::count_));
  EXPECT_EQ(kind_rows<ActionType>().size(), static_cast<std::size_t>(ActionType::take_back) + 1);
  EXPECT_EQ(kind_rows<TaskKind>().size(), static_cast<std::size_t>(TaskKind::market_discard));
  EXPECT_EQ(kind_rows<DecisionKind>().size(), static_cast<std::size_t>(DecisionKind::place_minion) + 1);
  EXPECT_EQ(kind_rows<Phase>().size(), static_cast<std::size_t>(Phase::minion) + 1);
  EXPECT_EQ(kind_rows<EndReason>().size(), static_cast<std::size_t>(EndReason::deck_out_empty) + 1);
}

// Snapshots and hashes store these numbers: they never move.
TEST(Kinds, NumericValuesAreFixed) {
  EXPECT_EQ(as_int(TaskKind::choose_boss), 1);
  EXPECT_EQ(as_int(TaskKind::effect), 20);
  EXPECT_EQ(as_int(TaskKind::end_check), 22);
  EXPECT_EQ(as_int(TaskKind::market_discard), 27);
  EXPECT_EQ(as_int(DecisionKind::none), 0);
  EXPECT_EQ(as_int(DecisionKind::choose), 7);
  EXPECT_EQ(as_int(DecisionKind::place_minion), 9);
  EXPECT_EQ(as_int(WindowPhase::build), 1);
  EXPECT_EQ(as_int(WindowPhase::adventure), 2);
  EXPECT_EQ(as_int(EngineEffect::machinations), 1000);
  EXPECT_EQ(as_int(EngineEffect::keep_item), 1004);
}

// The names logs and snapshots use (a rename here would break every stored log).
TEST(Kinds, LogNamesAreUnchanged) {
  EXPECT_STREQ(action_type_name(ActionType::take_back), "take_back");
  EXPECT_STREQ(action_type_name(ActionType::place_minion), "place_minion");
  EXPECT_STREQ(event_type_name(EventType::item_face_down), "item_face_down");
  EXPECT_STREQ(event_type_name(EventType::round_start), "round_start");
  EXPECT_STREQ(kind_info(TaskKind::adventure_turn).name, "adventure_turn");
  EXPECT_STREQ(kind_info(EngineEffect::summon).name, "engine.summon");
  EXPECT_STREQ(end_reason_name(EndReason::super_failed_reveal), "S-END-2.IP-9.failed_reveal");
  EXPECT_STREQ(end_reason_name(EndReason::bm2_souls), "BM2-8.souls");
  EXPECT_STREQ(end_reason_name(EndReason::score_all), "IP-49.score_all");
  EXPECT_STREQ(end_reason_name(EndReason::deck_out_empty), "IP-6.end_when_empty");
  EXPECT_STREQ(phase_name(Phase::end_of_round), "end_of_round");
  ActionType a{};
  ASSERT_TRUE(action_type_from_name("take_back", a));
  EXPECT_EQ(a, ActionType::take_back);
}

// Replay cites and the visualizer shows the table's rules, with the Super reading where the
// family has one.
TEST(Kinds, EventRulesFollowTheFamily) {
  EXPECT_EQ(rules_of_event("bait", false), "G-15 C-9");
  EXPECT_EQ(rules_of_event("bait", true), "S-BAIT-1 G-15");
  EXPECT_EQ(rules_of_event("item_given", false), "BM2-3");
  EXPECT_EQ(rules_of_event("damage", true), "G-12 G-13");
  EXPECT_EQ(rules_of_event("no_such_event", false), "");
  EXPECT_EQ(rule_list("C-8 G-3 G-4"), "C-8, G-3, G-4");
}

// A number means what it says: the Super column of a row lists Super's and solo's
// rules together ("S-END-2 SO-6"); what replay cites, bm compare counts and the pictures show for
// a game is only its own family's. At cb637d3 replay cited SO-6 for a Super game's game_end.
TEST(Kinds, CitedRulesAreTheFamilysOwn) {
  EXPECT_EQ(rules_of_event("game_end", Family::super), "S-END-2");
  EXPECT_EQ(rules_of_event("game_end", Family::solo), "S-END-2 SO-6");
  EXPECT_EQ(rules_of_event("game_end", Family::classic), "C-13 C-14");
  EXPECT_EQ(rules_of_event("bait", Family::bm2), "G-15 C-9");
  EXPECT_TRUE(rule_in_family("G-12", Family::solo));
  EXPECT_FALSE(rule_in_family("SO-6", Family::super));
  EXPECT_FALSE(rule_in_family("S-CITY-2", Family::classic));
  EXPECT_FALSE(rule_in_family("BM2-5", Family::classic));
  EXPECT_TRUE(rule_in_family("C-13", Family::bm2));
  EXPECT_FALSE(rule_in_family("D-3", Family::classic));
  EXPECT_EQ(rules_in_family("S-CITY-1 S-CITY-2 SO-2 SO-3 G-14", Family::super), "S-CITY-1 S-CITY-2 G-14");
}

// The `fields` column of the task and decision tables names, in payload order, fields of the
// catalog (BM_TASK_FIELDS, BM_DECISION_FIELDS) whose accessor reads that payload position.
template <class Kind>
void check_fields(std::span<const FieldInfo> catalog, int payload, const char* what) {
  std::set<std::string> used;
  for (std::size_t i = 0; i < kind_rows<Kind>().size(); ++i) {
    const KindInfo& k = kind_rows<Kind>()[i];
    const auto names = field_names(k);
    EXPECT_LE(static_cast<int>(names.size()), payload) << what << " " << k.name;
    for (std::size_t j = 0; j < names.size(); ++j) {
      const FieldInfo* f = find_field(catalog, names[j]);
      ASSERT_NE(f, nullptr) << what << " " << k.name << ": field '" << names[j] << "' is not in the catalog";
      EXPECT_EQ(f->index, static_cast<int>(j)) << what << " " << k.name << ": field '" << names[j] << "'";
      used.insert(std::string(names[j]));
    }
  }
  for (const FieldInfo& f : catalog) EXPECT_TRUE(used.count(f.name)) << what << " field " << f.name << " is unused";
}

TEST(Kinds, TaskAndDecisionFieldsNameTheirPayload) {
  check_fields<TaskKind>(task_fields(), Task::kPayload, "task");
  check_fields<DecisionKind>(decision_fields(), Decision::kPayload, "decision");
  // The accessors read the positions the catalog gives.
  Task t;
  t.payload = {10, 11, 12, 13, 14};
  for (const FieldInfo& f : task_fields()) EXPECT_EQ(t.payload[static_cast<std::size_t>(f.index)], 10 + f.index);
  EXPECT_EQ(t.window_phase(), 10);
  EXPECT_EQ(t.cursor(), 11);
  EXPECT_EQ(t.target_player(), 12);
  EXPECT_EQ(t.target_card(), 13);
  EXPECT_EQ(t.target_stack(), 14);
  Decision d;
  d.payload = {20, 21};
  EXPECT_EQ(d.ability(), 20);
  EXPECT_EQ(d.effect_step(), 21);
  EXPECT_EQ(field_names(kind_info(TaskKind::window)), (std::vector<std::string_view>{"window_phase", "cursor"}));
  EXPECT_TRUE(field_names(kind_info(TaskKind::bait)).empty());
}

// The round marks' one table (state/state.hpp kMarkKinds): each kind but `none` has a unique
// name that round-trips and the rule IDs that make it (bm serve's state view shows them).
TEST(Kinds, EveryRoundMarkNamesItsRules) {
  std::set<std::string_view> names;
  for (std::size_t k = 1; k < kMarkKinds.size(); ++k) {
    const MarkKind kind = static_cast<MarkKind>(k);
    EXPECT_TRUE(names.insert(mark_kind_name(kind)).second) << mark_kind_name(kind);
    MarkKind back = MarkKind::none;
    EXPECT_TRUE(mark_kind_from_name(mark_kind_name(kind), back) && back == kind) << mark_kind_name(kind);
    const std::vector<std::string> rules = ids_of(std::string(mark_kind_rules(kind)).c_str());
    EXPECT_FALSE(rules.empty()) << mark_kind_name(kind);
    for (const std::string& id : rules) EXPECT_TRUE(valid_rule_id(id)) << mark_kind_name(kind) << ": " << id;
  }
  EXPECT_EQ(mark_kind_name(MarkKind::castle_waits), "castle_waits");  // the last row is the last enumerator
}

}  // namespace
}  // namespace bm
