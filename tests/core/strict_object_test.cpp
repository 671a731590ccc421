// The one strict JSON object check (core/json_read: check_json_object) at every reader that
// uses it: an unknown, a missing and a mistyped field give the one wording,
//   WHERE: field 'PATH': unknown field (allowed: ...) | missing (required: ...) | must be T, got U
// whichever reader (snapshot, position, declared chance, action, every log line and header
// field) met it.
#include <gtest/gtest.h>

#include <functional>

#include "bm/core/error.hpp"
#include "bm/core/json_read.hpp"
#include "bm/log/action_json.hpp"
#include "bm/log/chance_json.hpp"
#include "bm/replay/replay.hpp"
#include "bm/rules/ruleset.hpp"
#include "bm/state/position.hpp"
#include "bm/state/snapshot.hpp"
#include "support/drive.hpp"

namespace bm {
namespace {

using nlohmann::json;

std::string strict_error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const InputError& e) { return e.what(); }
  return "";
}

#define EXPECT_SAYS(text, part) \
  EXPECT_NE((text).find(part), std::string::npos) << "'" << (part) << "' not in: " << (text)

TEST(StrictObject, TheOneWording) {
  const json j = json::parse(R"({"id": 1, "famly": 2})");
  EXPECT_EQ(json_object_problem(j, "x.json", "", {"id"}, {"family"}),
            "x.json: field 'famly': unknown field (did you mean 'family'?) (allowed: id, family)");
  EXPECT_EQ(json_object_problem(json::object(), "x.json", "cards", {"id", "hash"}, {"url"}),
            "x.json: field 'cards.id': missing (required: id, hash)");
  EXPECT_EQ(json_object_problem(json::array(), "x.json", "cards", {"id"}, {}),
            "x.json: field 'cards': must be an object, got array");
  EXPECT_EQ(json_object_problem(j, "", "a[2]", {"id"}, {"famly"}), "");
  const std::string long_key(200, 'k');
  const json big{{long_key, 1}};
  EXPECT_EQ(json_object_problem(big, "w", "", {}, {"a"}),
            "w: field '" + long_key.substr(0, 80) + "': unknown field (allowed: a)");  // a hostile key is cut
  EXPECT_EQ(strict_error_of([&] {
              JsonReader(j, "r.json").object("", {"id", "family"}, {});
            }),
            "r.json: field 'famly': unknown field (did you mean 'family'?) (allowed: id, family)");
}

TEST(StrictObject, SnapshotFieldsHaveTheOneWording) {
  const Engine e = test::engine_for("classic");
  const json good = snapshot_document(e, e.start(2, 7));
  auto err = [&](const std::function<void(json&)>& change) {
    json doc = good;
    change(doc);
    return strict_error_of([&] { snapshot_from_document(e, doc, "s.json"); });
  };
  EXPECT_SAYS(err([](json& d) { d["state"]["players"][0]["zz"] = 1; }),
              "s.json: field 'state.players[0].zz': unknown field (allowed: boss,");
  EXPECT_SAYS(err([](json& d) { d["state"]["players"][1].erase("hand"); }),
              "s.json: field 'state.players[1].hand': missing (required: boss,");
  EXPECT_SAYS(err([](json& d) { d["state"]["players"][0] = 3; }),
              "s.json: field 'state.players[0]': must be an object, got number");
  // The decision's fields of its kind (the second check of the snapshot reader).
  EXPECT_SAYS(err([](json& d) { d["state"]["decision"]["zz"] = 1; }),
              "s.json: field 'state.decision.zz': unknown field (allowed: kind, player");
  EXPECT_SAYS(err([](json& d) { d["state"]["decision"].erase("player"); }),
              "s.json: field 'state.decision.player': missing");
  EXPECT_SAYS(err([](json& d) { d["state"]["decision"].erase("kind"); }),
              "s.json: field 'state.decision.kind': missing");
  // A dungeon stack: the one list of its fields (kRoomStackFields), shared with positions.
  EXPECT_SAYS(err([](json& d) {
                d["state"]["players"][0]["dungeon"] = json::array({{{"zz", 1}}});
              }),
              "s.json: field 'state.players[0].dungeon[0].zz': unknown field (allowed: cards, face_down,");
}

TEST(StrictObject, PositionFieldsHaveTheOneWording) {
  const Engine e = test::engine_for("classic");
  auto err = [&](const json& pos) { return strict_error_of([&] { start_from_position(e, pos, "p.json", 1); }); };
  EXPECT_SAYS(err(json{{"zz", 1}}), "p.json: field 'position.zz': unknown field (allowed: round, phase,");
  json pos{
      {"round", 1}, {"phase", "build"}, {"order", {0, 1}}, {"players", json::array({json::object(), json::object()})}};
  pos["decks"] = {{"bosess", json::array()}};
  EXPECT_SAYS(err(pos), "p.json: field 'position.decks.bosess': unknown field (did you mean 'bosses'?)");
  EXPECT_SAYS(err(json::array()), "p.json: field 'position': must be an object, got array");
  EXPECT_SAYS(err(json{{"round", 1}}),
              "p.json: field 'position.phase': missing (required: round, phase, order, players)");
}

TEST(StrictObject, DeclaredChanceAndActionsHaveTheOneWording) {
  DeclaredChance dc(builtin_classic_cards());
  auto chance = [&](const json& d) { return strict_error_of([&] { dc.load(json::array({d}), "l.jsonl:3"); }); };
  EXPECT_SAYS(chance(json{{"pick", "random_card_from_hand"}, {"card", "BM001"}, {"zz", 1}}),
              "l.jsonl:3: field 'chance[0].zz': unknown field (allowed: pick, card)");
  EXPECT_SAYS(chance(json{{"shuffle", "room_deck"}}),
              "l.jsonl:3: field 'chance[0].order': missing (required: shuffle, order)");
  EXPECT_SAYS(chance(json(2)), "l.jsonl:3: field 'chance[0]': must be an object");
  const Engine e = test::engine_for("classic");
  const GameState s = e.start(2, 7);
  auto action = [&](const json& a) {
    return strict_error_of([&] { action_from_json(e.cards(), s, 0, a, "l.jsonl:4"); });
  };
  EXPECT_SAYS(action(json{{"type", "pass"}, {"crad", "BM001"}}),
              "l.jsonl:4: field 'action.crad': unknown field (did you mean 'card'?) (allowed: type, card,");
  EXPECT_SAYS(action(json::object()), "l.jsonl:4: field 'action.type': missing (required: type)");
  EXPECT_SAYS(action(json::array()), "l.jsonl:4: field 'action': must be an object, got array");
  EXPECT_SAYS(action(json{{"type", 3}}), "l.jsonl:4: field 'action.type': must be a string, got number");
}

// Every object of a log: its lines and the header's objects.
TEST(StrictObject, LogObjectsHaveTheOneWording) {
  const Engine e = test::engine_for("classic");
  std::vector<json> good;
  for (const std::string& l : test::log_lines(test::played_log(e, 2, 3))) good.push_back(json::parse(l));
  auto err = [&](const std::function<void(std::vector<json>&)>& change) {
    std::vector<json> lines = good;
    change(lines);
    std::string text;
    for (const json& l : lines) text += l.dump() + "\n";
    const ReplayVerdict v = replay_log_text(text, "t.jsonl", ReplayOptions{});
    EXPECT_TRUE(v.input_error) << v.message;
    return v.message;
  };
  const json scenario{{"rules", {"G-1"}}, {"title", "t"}, {"expect", "x"}};
  EXPECT_SAYS(err([](auto& l) { l[0]["zz"] = 1; }), "t.jsonl:1: field 'zz': unknown field (allowed: type, format,");
  EXPECT_SAYS(err([](auto& l) { l[0].erase("players"); }), "t.jsonl:1: field 'players': missing (required: type,");
  EXPECT_SAYS(err([](auto& l) { l[0]["cards"]["url"] = "x"; }),
              "t.jsonl:1: field 'cards.url': unknown field (allowed: hash, id)");
  EXPECT_SAYS(err([](auto& l) { l[0]["cards"].erase("hash"); }),
              "t.jsonl:1: field 'cards.hash': missing (required: hash)");
  EXPECT_SAYS(err([](auto& l) { l[0]["cards"] = "classic"; }),
              "t.jsonl:1: field 'cards': must be an object, got string");
  EXPECT_SAYS(err([&](auto& l) {
                l[0]["scenario"] = scenario;
                l[0]["scenario"]["zz"] = 1;
              }),
              "t.jsonl:1: field 'scenario.zz': unknown field (allowed: rules, title, expect, fixed_in, refuses)");
  EXPECT_SAYS(err([&](auto& l) {
                l[0]["scenario"] = scenario;
                l[0]["scenario"].erase("title");
              }),
              "t.jsonl:1: field 'scenario.title': missing (required: rules, title, expect)");
  EXPECT_SAYS(err([](auto& l) {
                l[0]["reduced"] = json{{"zz", 1}};
              }),
              "t.jsonl:1: field 'reduced.zz': unknown field (allowed: by, log,");
  EXPECT_SAYS(err([](auto& l) { l[0]["reduced"] = 1; }), "t.jsonl:1: field 'reduced': must be an object, got number");
  EXPECT_SAYS(err([](auto& l) {
                l[0]["violation"] = json{{"invariant", "INV-X"}};
              }),
              "t.jsonl:1: field 'violation.action': missing (required: invariant, action)");
  EXPECT_SAYS(err([](auto& l) { l[1]["zz"] = 1; }),
              "t.jsonl:2: field 'zz': unknown field (allowed: type, events, hash, chance)");
  EXPECT_SAYS(err([](auto& l) { l[2]["zz"] = 1; }), "t.jsonl:3: field 'zz': unknown field (allowed: type, i, round,");
  EXPECT_SAYS(err([](auto& l) { l.back()["zz"] = 1; }), "field 'zz': unknown field (allowed: type, winner,");
  std::size_t ev = 2;  // the first action line with events
  while (ev + 1 < good.size() && (!good[ev].contains("events") || good[ev]["events"].empty())) ++ev;
  EXPECT_SAYS(err([&](auto& l) { l[ev]["events"][0]["zz"] = 1; }),
              "t.jsonl:" + std::to_string(ev + 1) + ": field 'events[0].zz': unknown field (allowed: e, player, card");
}

}  // namespace
}  // namespace bm
