// The timeline's event handlers (viz/timeline_events.cpp): rows from a log's own events, the
// reveal of a face-down room, unknown event types; and the engine's timeline built from the
// caller's own replay (bm replay --viz replays once).
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "bm/replay/replay.hpp"
#include "bm/viz/timeline.hpp"

using namespace bm;

namespace {

std::string scenario(const std::string& name) { return std::string(BM_SOURCE_DIR) + "/corpus/scenarios/" + name; }

// A classic 2-player log: the scenario's header line, then one action line with `events`.
std::string log_with_events(const std::string& events) {
  const std::string text = read_log_file(scenario("G-12_damage-accumulates-death-and-wound.jsonl"));
  return text.substr(0, text.find('\n') + 1) + R"({"action":{"type":"pass"},"events":)" + events +
         R"(,"i":0,"phase":"build","player":0,"round":1,"type":"action"})" + "\n";
}

std::vector<std::string> rows(const viz::Timeline& t) {
  std::vector<std::string> out;
  for (const auto& b : t.phases)
    for (const auto& it : b.items) out.push_back(it.text);
  return out;
}

// G-4, G-11: a room placed face down is revealed on its own row; only the row's "(face down)"
// suffix changes, never the same words inside a card's name.
TEST(TimelineEvents, RoomBuiltRevealsTheFaceDownSuffix) {
  const viz::Timeline t = viz::timeline_from_log(
      log_with_events(R"([{"e":"room_placed","player":0,"card":"Odd (face down) Room","stack":0},)"
                      R"({"e":"room_built","player":0,"card":"Odd (face down) Room","stack":1}])"),
      "t", nullptr, nullptr);
  const auto r = rows(t);
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0], "P0 builds Odd (face down) Room on stack 0 (revealed at stack 1)");
  EXPECT_EQ(t.phases.back().items[0].events, (std::vector<std::string>{"room_placed", "room_built"}));
}

TEST(TimelineEvents, RoomBuiltWithoutAPlacementIsBuiltAtOnce) {
  const viz::Timeline t = viz::timeline_from_log(
      log_with_events(R"([{"e":"room_built","player":1,"card":"BM018","stack":2}])"), "t", nullptr, nullptr);
  const auto r = rows(t);
  ASSERT_EQ(r.size(), 1u);
  EXPECT_NE(r[0].find(" at stack 2 (at once)"), std::string::npos) << r[0];
}

// An event type this bm does not know (a front end's, or the never-emitted
// "hero_stays_placeholder") is a plain row with its name, seat and card.
TEST(TimelineEvents, UnknownEventTypeIsAPlainRow) {
  const viz::Timeline t = viz::timeline_from_log(
      log_with_events(
          R"([{"e":"hero_stays_placeholder","player":1,"card":"X9"},{"e":"shuffle","deck":"room","size":3}])"),
      "t", nullptr, nullptr);
  EXPECT_EQ(rows(t), (std::vector<std::string>{"hero_stays_placeholder P1 X9"}));
}

// BM2-29: an item's reward that cancels a spell at once (Ring of Invisibility) is an activation
// with no stack, the spell it cancels as its target; the spell's own row ends "cancelled" (G-18).
TEST(TimelineEvents, AnItemsCancelShowsWhatCancelledTheSpell) {
  const viz::Timeline t = viz::timeline_from_log(
      log_with_events(R"([{"e":"cast","player":1,"card":"BM046","target_player":0,"target":"BM019"},)"
                      R"({"e":"activated","player":0,"card":"THK020","target":"BM046"},)"
                      R"({"e":"cancelled","player":1,"card":"BM046"}])"),
      "t", nullptr, nullptr);
  const auto r = rows(t);
  ASSERT_EQ(r.size(), 2u);
  EXPECT_NE(r[0].find("P1 casts Freeze"), std::string::npos) << r[0];
  EXPECT_NE(r[0].find(" ⇒ cancelled"), std::string::npos) << r[0];
  EXPECT_EQ(r[1], "P0 activates THK020 → Freeze");
}

// A hero killed outside a room (a spell) is a run of its own, with the soul (G-12).
TEST(TimelineEvents, KilledWithoutEnteringIsARunOfItsOwn) {
  const viz::Timeline t = viz::timeline_from_log(
      log_with_events(R"([{"e":"hero_killed","player":0,"card":"H1","room":"R1"}])"), "t", nullptr, nullptr);
  ASSERT_EQ(t.phases.back().items.size(), 1u);
  const viz::Item& it = t.phases.back().items[0];
  EXPECT_EQ(it.kind, viz::ItemKind::run);
  EXPECT_EQ(it.run.outcome, "killed");
  EXPECT_EQ(it.run.killer, "R1");
  EXPECT_EQ(it.text, "H1 in P0 ✝ killed by R1 (soul)");
}

// A bm2 log on the printed cards: a scenario's header line, then one adventure action line per
// (action, events) pair.
std::string printed_log_with(const std::vector<std::pair<std::string, std::string>>& steps) {
  const std::string text = read_log_file(scenario("BM2-37_pet-monster-reward-used-like-a-spell.jsonl"));
  std::string out = text.substr(0, text.find('\n') + 1);
  for (std::size_t i = 0; i < steps.size(); ++i)
    out += R"({"action":)" + steps[i].first + R"(,"events":)" + steps[i].second + R"(,"i":)" + std::to_string(i) +
           R"(,"phase":"adventure","player":)" + std::to_string(i % 2) + R"(,"round":1,"type":"action"})" + "\n";
  return out;
}

// BM2-37: Magic Mirror's cast names the item whose reward it borrows (the action's `borrow`);
// the cast event alone says only "casts Magic Mirror".
TEST(TimelineEvents, MirrorCastNamesTheBorrowedItem) {
  const viz::Timeline t = viz::timeline_from_log(
      printed_log_with(
          {{R"({"borrow":"THK003","card":"THK011","stack":1,"target":"TNL019","target_player":1,"type":"cast"})",
            R"([{"e":"cast","player":0,"card":"THK011","target_player":1,"target":"TNL019"}])"}}),
      "t", nullptr, nullptr);
  const auto r = rows(t);
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0], "P0 casts Magic Mirror on Incubus Gym (P1), borrowing Inquisitor's Robes's reward");
}

// An item used with its own reward (no `borrow`) borrows nothing: no such words.
TEST(TimelineEvents, OrdinaryItemCastNamesNoBorrowedItem) {
  const viz::Timeline t = viz::timeline_from_log(
      printed_log_with({{R"({"card":"THK018","stack":1,"target":"TNL019","target_player":1,"type":"cast"})",
                         R"([{"e":"cast","player":0,"card":"THK018","target_player":1,"target":"TNL019"}])"}}),
      "t", nullptr, nullptr);
  const auto r = rows(t);
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0], "P0 casts Pet Monster on Incubus Gym (P1)");
  EXPECT_EQ(r[0].find("borrowing"), std::string::npos);
}

// BM2-29, BM2-37: a borrowed reward that cancels (Ring of Invisibility's) has no cast of its
// own: the cancelled spell's row names the Mirror and the item it borrowed.
TEST(TimelineEvents, MirrorCancelNamesTheBorrowedItem) {
  const viz::Timeline t = viz::timeline_from_log(
      printed_log_with(
          {{R"({"card":"TNL059","target":"TNL079","target_player":0,"type":"cast"})",
            R"([{"e":"cast","player":0,"card":"TNL059","target_player":0,"target":"TNL079"}])"},
           {R"({"borrow":"THK020","card":"THK011","type":"cancel"})",
            R"([{"e":"item_face_down","player":1,"card":"THK011"},{"e":"cancelled","player":0,"card":"TNL059"}])"}}),
      "t", nullptr, nullptr);
  const auto r = rows(t);
  ASSERT_FALSE(r.empty());
  EXPECT_EQ(r[0],
            "P0 casts It's On! on Hookshot Joe (P0) ⇒ cancelled by Magic Mirror, borrowing Ring of "
            "Invisibility's reward");
}

// bm replay --viz: the timeline built from the caller's replay (ReplayTimeline::attach) is the
// one timeline_from_replay builds, and the log is replayed once.
TEST(TimelineEvents, ReplayTimelineFromTheCallersOwnReplay) {
  const std::string path = scenario("G-12_damage-accumulates-death-and-wound.jsonl");
  const std::string text = read_log_file(path);
  ReplayOptions opt;
  viz::ReplayTimeline rt(text, path, opt);
  rt.attach(opt);
  int stops = 0;
  opt.on_stop = [&](const Engine&, const GameState&) { ++stops; };
  const ReplayVerdict v = replay_log_text(text, path, opt);
  ASSERT_TRUE(v.ok) << v.message;
  EXPECT_EQ(stops, 1);
  const viz::Timeline mine = rt.finish(v);
  const viz::ReplayedTimeline theirs = viz::timeline_from_replay(text, path, ReplayOptions{});
  EXPECT_EQ(viz::timeline_to_json(mine), viz::timeline_to_json(theirs.timeline));
  EXPECT_FALSE(mine.phases.empty());
}

}  // namespace
