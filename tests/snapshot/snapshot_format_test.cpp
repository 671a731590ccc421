// Snapshot format 2 writes every task and decision field by its name (docs/snapshot.md); the
// format 1 documents earlier programs wrote (positional a..e, ch_*) still load, to the very
// state those programs had.
//
// The format-1 documents in tests/snapshot/data/ were written by the format-1 program with
// `bm play --rules R --players N --seed S --out LOG` then `bm replay LOG --until A --snapshot F`;
// the hash below is the state hash that program recorded on action A's line of LOG.
#include <functional>
#include <initializer_list>
#include <sstream>

#include <gtest/gtest.h>

#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/play.hpp"
#include "bm/replay/replay.hpp"
#include "bm/state/snapshot.hpp"
#include "support/drive.hpp"

namespace bm {
namespace {
using bm::test::played_log;

using nlohmann::json;

struct Format1Case {
  const char* file;
  const char* preset;
  int players;
  std::uint64_t seed;
  int action;
  const char* hash;  // recorded by the format-1 program (the legacy state hash, docs/state-hash.md)
};

// classic 4p: an effect waiting for its second answer (answer.pick set) over a window task;
// super 3p: an effect with its answer and an on_build task; classic 3p: an adventure window.
constexpr Format1Case kCases[] = {
    {"format1-classic-4p-seed11-action57.json", "classic", 4, 11, 57, "e960bfdcf9034992"},
    {"format1-super-3p-seed5-action141.json", "super", 3, 5, 141, "63bb08c6abfcb3ba"},
    {"format1-classic-3p-seed3-action9.json", "classic", 3, 3, 9, "0c54a8be69f9f112"},
};

json fixture(const char* file) { return read_json_file(std::string(BM_SOURCE_DIR) + "/tests/snapshot/data/" + file); }

// The fixtures were written before the project made `returned_hero: reveal_order` (IP-16) the
// classic default: their ruleset hash names the classic preset of then, with back_of_town.
Engine fixture_engine_for(const std::string& preset_name) {
  Ruleset rules = test::preset(preset_name);
  if (preset_name == "classic") rules.returned_hero_by_reveal_order = false;
  return Engine(builtin_classic_cards(), rules);  // bm play's default card set, every family here
}

// The engine that plays the fixtures' games again: they also predate the active player's answers
// to another player's spell (IP-35 answer_window, whose option leaves the ruleset hash alone at its
// default): the program of then offered only cancels, the reading cancel_only.
Engine replaying_engine_for(const std::string& preset_name) {
  Ruleset rules = test::preset(preset_name);
  if (preset_name == "classic") {
    rules.returned_hero_by_reveal_order = false;
    rules.answer_cancel_only = true;
  }
  return Engine(builtin_classic_cards(), rules);
}

// The state after action `action` of the seeded game, by playing it and replaying its log: no
// snapshot code involved.
GameState played_until(const Engine& engine, int players, std::uint64_t seed, int action) {
  const std::string log = played_log(engine, players, seed);
  ReplayOptions ro;
  ro.until = action;
  GameState at;
  ro.on_stop = [&](const Engine&, const GameState& s) { at = s; };
  const ReplayVerdict v = replay_log_text(log, "played", ro);
  EXPECT_TRUE(v.ok) << v.message;
  return at;
}

std::string load_error(const Engine& e, const json& doc) {
  try {
    snapshot_from_document(e, doc, "snap");
  } catch (const InputError& x) { return x.what(); }
  return "";
}

#define EXPECT_REFUSED(engine, doc, ...)                                                    \
  do {                                                                                      \
    const std::string msg_ = load_error(engine, doc);                                       \
    ASSERT_FALSE(msg_.empty()) << "loaded, but should have been rejected";                  \
    for (const std::string& part : std::initializer_list<std::string>{__VA_ARGS__})         \
      EXPECT_NE(msg_.find(part), std::string::npos) << "'" << part << "' not in: " << msg_; \
  } while (0)

// The index of the last agenda task of `kind` in a document's state (-1: none).
int task_index(const json& doc, const char* kind) {
  const json& ag = doc["state"]["agenda"];
  for (int i = static_cast<int>(ag.size()) - 1; i >= 0; --i)
    if (ag[static_cast<std::size_t>(i)]["kind"] == kind) return i;
  return -1;
}

TEST(SnapshotFormat1, LoadsToTheIdenticalState) {
  for (const Format1Case& c : kCases) {
    SCOPED_TRACE(c.file);
    const Engine e = fixture_engine_for(c.preset);
    const json doc = fixture(c.file);
    ASSERT_EQ(doc["version"], "1.0");
    GameState s;
    ASSERT_NO_THROW(s = snapshot_from_document(e, doc, c.file));
    EXPECT_EQ(hex64(e.hash(s, StateHashKind::legacy)), c.hash);
    EXPECT_TRUE(s == played_until(replaying_engine_for(c.preset), c.players, c.seed, c.action));
    // A log's snapshot line has no version: the state alone is recognised as format 1.
    EXPECT_TRUE(state_from_json(e, doc["state"], "line") == s);
    // Written again it is format 2, which loads to the same state.
    const json v2 = snapshot_document(e, s);
    EXPECT_EQ(v2["version"], "2.0");
    EXPECT_TRUE(snapshot_from_document(e, json::parse(v2.dump()), "v2") == s);
    EXPECT_TRUE(state_from_json(e, v2["state"], "line") == s);
  }
}

TEST(SnapshotFormat1, FixturesHoldWhatTheyAreFor) {
  const Engine e = fixture_engine_for("classic");
  const GameState s = snapshot_from_document(e, fixture(kCases[0].file), "f");
  ASSERT_EQ(s.decision.kind, DecisionKind::choose);
  const Task& top = s.agenda.back();
  ASSERT_EQ(top.kind, TaskKind::effect);
  EXPECT_GE(top.answer.pick, 0);  // the first answer, kept while the second is asked
  EXPECT_EQ(s.decision.ability(), top.ability());
  EXPECT_EQ(s.decision.effect_step(), top.step);
}

TEST(SnapshotFormat2, WritesFieldsByName) {
  const Engine e = fixture_engine_for("classic");
  const GameState s = snapshot_from_document(e, fixture(kCases[0].file), "f");
  const json doc = snapshot_document(e, s);
  const json& ag = doc["state"]["agenda"];
  const json& effect = ag.back();
  const Task& t = s.agenda.back();
  EXPECT_EQ(effect["kind"], "effect");
  EXPECT_EQ(effect["ability"], std::string(ability_key(static_cast<Ability>(t.ability()))));
  EXPECT_EQ(effect["source"], e.cards().id_of(t.source()));
  for (const char* k : {"target_player", "target_card", "target_stack"}) EXPECT_TRUE(effect.contains(k)) << k;
  EXPECT_EQ(effect["answer"]["pick"], t.answer.pick);
  EXPECT_EQ(effect.size(), 9u);  // kind, player, step, five fields, answer
  const int w = task_index(doc, "window");
  ASSERT_GE(w, 0);
  const json& window = ag[static_cast<std::size_t>(w)];
  EXPECT_EQ(window["window_phase"], "adventure");
  EXPECT_EQ(window["cursor"], s.agenda[static_cast<std::size_t>(w)].cursor());
  EXPECT_EQ(window.size(), 5u);
  const json& d = doc["state"]["decision"];
  EXPECT_EQ(
      d,
      (json{
          {"kind", "choose"}, {"player", s.decision.player}, {"ability", effect["ability"]}, {"effect_step", t.step}}));
  const int b = task_index(doc, "adventure_turn");
  ASSERT_GE(b, 0);
  EXPECT_EQ(ag[static_cast<std::size_t>(b)].size(), 3u);  // no payload fields: kind, player, step
}

TEST(SnapshotFormat2, RoundTripsByteForByte) {
  for (const Format1Case& c : kCases) {
    SCOPED_TRACE(c.file);
    const Engine e = fixture_engine_for(c.preset);
    const GameState s = played_until(replaying_engine_for(c.preset), c.players, c.seed, c.action);
    const std::string text = snapshot_document(e, s).dump(2);
    const GameState back = snapshot_from_document(e, json::parse(text), "v2");
    EXPECT_TRUE(back == s);
    EXPECT_EQ(hex64(e.hash(back, StateHashKind::legacy)), c.hash);
    EXPECT_EQ(snapshot_document(e, back).dump(2), text);
  }
}

TEST(SnapshotFormat2, RefusesFieldsNotOfTheKind) {
  const Engine e = fixture_engine_for("classic");
  const json good = snapshot_document(e, snapshot_from_document(e, fixture(kCases[0].file), "f"));
  const std::string w = "state.agenda[" + std::to_string(task_index(good, "window")) + "]";
  auto window = [&](const std::function<void(json&)>& change) {
    json doc = good;
    change(doc["state"]["agenda"][static_cast<std::size_t>(task_index(good, "window"))]);
    return doc;
  };
  EXPECT_REFUSED(e, window([](json& t) { t["card"] = "BM020"; }), (w + ".card"), "not a field of a 'window' task",
                 "kind, player, step, window_phase, cursor");
  EXPECT_REFUSED(e, window([](json& t) { t["speed"] = 1; }), (w + ".speed': unknown field"),
                 "(allowed: kind, player, step, window_phase, cursor) (a 'window' task)");
  EXPECT_REFUSED(e, window([](json& t) { t["a"] = 2; }), (w + ".a': unknown field"), "format 1.x");
  EXPECT_REFUSED(e, window([](json& t) { t.erase("cursor"); }), (w + ".cursor': missing (required: kind,"));
  EXPECT_REFUSED(e, window([](json& t) { t["window_phase"] = "lunch"; }), (w + ".window_phase"),
                 "unknown window phase 'lunch'");
  EXPECT_REFUSED(e, window([](json& t) { t["answer"] = json::object(); }), "not a field of a 'window' task");
  json doc = good;
  doc["state"]["decision"]["first_build"] = 0;
  EXPECT_REFUSED(e, doc, "state.decision.first_build", "not a field of a 'choose' decision");
  doc = good;
  doc["state"]["agenda"].back()["answer"]["choice"] = 1;
  EXPECT_REFUSED(e, doc, ".answer.choice': unknown field");
  doc = good;
  doc["state"]["agenda"].back()["ability"] = "teleport_everything";
  EXPECT_REFUSED(e, doc, ".ability", "unknown effect 'teleport_everything'");
  // A format-2 state under a 1.x version is read as format 1, and the other way round.
  doc = good;
  doc["version"] = "1.0";
  EXPECT_REFUSED(e, doc, "field 'state.agenda[0].a': missing");
  doc = fixture(kCases[0].file);
  doc["version"] = "2.0";
  EXPECT_REFUSED(e, doc, "format 1.x");
}

TEST(SnapshotFormat1, RefusesValuesOutsideTheKindsFields) {
  const Engine e = fixture_engine_for("classic");
  const json good = fixture(kCases[0].file);
  const std::size_t w = static_cast<std::size_t>(task_index(good, "window"));
  json doc = good;
  doc["state"]["agenda"][w]["c"] = 5;  // a window has two fields (a, b)
  EXPECT_REFUSED(e, doc, ("state.agenda[" + std::to_string(w) + "].c"), "'window' has no field");
  doc = good;
  doc["state"]["agenda"][w]["ch_val"] = 3;
  EXPECT_REFUSED(e, doc, ".ch_val", "only an effect task has an answer");
  doc = good;
  doc["state"]["decision"]["x"] = 1;
  EXPECT_REFUSED(e, doc, "field 'state.decision.x': unknown field");
}

}  // namespace
}  // namespace bm
