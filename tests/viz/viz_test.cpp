// The visualizer (docs/visualizer.md): every corpus log and random games of every
// preset draw as DOT that Graphviz's own parser accepts; the picture says who got which hero
// and which room killed it, as the rules dictate; the golden DOT of one scenario; divergences
// and comparisons highlight the right phase.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "bm/game/engine.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/play.hpp"
#include "bm/replay/replay.hpp"
#include "bm/rules/ruleset.hpp"
#include "bm/viz/dot.hpp"
#include "bm/viz/render.hpp"
#include "bm/viz/timeline.hpp"
#include "support/drive.hpp"

namespace fs = std::filesystem;
using namespace bm;

namespace {
using bm::test::played_log;

std::string corpus(const std::string& rel) { return std::string(BM_SOURCE_DIR) + "/corpus/" + rel; }

viz::ReplayedTimeline replayed(const std::string& path) {
  return viz::timeline_from_replay(read_log_file(path), path, ReplayOptions{});
}

std::vector<const viz::Item*> runs_of(const viz::Timeline& t, const std::string& hero) {
  std::vector<const viz::Item*> out;
  for (const auto& b : t.phases)
    for (const auto& it : b.items)
      if (it.kind == viz::ItemKind::run && it.run.hero == hero) out.push_back(&it);
  return out;
}

std::string play_log(const std::string& preset_name, int players, std::uint64_t seed) {
  const Engine engine(builtin_classic_cards(), bm::test::preset(preset_name));
  return played_log(engine, players, seed);
}

}  // namespace

// Every log of the corpus (scenarios, examples, regressions) draws, both as the engine replays
// it and as its file records it, and Graphviz parses both.
TEST(Viz, EveryCorpusLogDrawsAndParses) {
  int logs = 0;
  for (const char* dir : {"scenarios", "examples", "regressions"}) {
    for (const auto& f : fs::directory_iterator(corpus(dir))) {
      if (f.path().extension() != ".jsonl") continue;
      const std::string path = f.path().string();
      const std::string text = read_log_file(path);
      const viz::ReplayedTimeline r = viz::timeline_from_replay(text, path, ReplayOptions{});
      ASSERT_FALSE(r.timeline.phases.empty()) << path;
      EXPECT_EQ(viz::dot_parse_error(viz::timeline_dot(r.timeline)), "") << path;
      const viz::Timeline recorded = viz::timeline_from_log(text, path, nullptr, nullptr);
      EXPECT_EQ(viz::dot_parse_error(viz::timeline_dot(recorded)), "") << path;
      ++logs;
    }
  }
  EXPECT_GT(logs, 150);
}

// Random games of every preset and player count draw; each timeline accounts for every action.
TEST(Viz, RandomGamesOfEveryPresetDrawAndParse) {
  for (const auto& p : preset_list()) {
    const PlayerRange range = player_range(bm::test::preset(p.name), builtin_super_board());
    for (int n = range.min; n <= range.max; ++n) {
      for (std::uint64_t seed : {1u, 2u}) {
        const std::string log = play_log(p.name, n, seed);
        const viz::ReplayedTimeline r = viz::timeline_from_replay(log, p.name, ReplayOptions{});
        ASSERT_TRUE(r.verdict.ok) << p.name << " " << n << " " << seed << ": " << r.verdict.message;
        EXPECT_EQ(r.timeline.actions, r.verdict.actions) << p.name;
        ASSERT_TRUE(r.timeline.result.is_object()) << p.name;
        // The end is drawn: the last phase holds the game_end item.
        bool end_drawn = false;
        for (const auto& it : r.timeline.phases.back().items) end_drawn |= it.kind == viz::ItemKind::end;
        EXPECT_TRUE(end_drawn) << p.name << " " << n << " " << seed;
        EXPECT_EQ(viz::dot_parse_error(viz::timeline_dot(r.timeline)), "") << p.name << " " << n << " " << seed;
      }
    }
  }
}

// G-12, G-14 (corpus/scenarios/G-12_damage-accumulates-death-and-wound.jsonl): P0's dungeon is
// Golem Factory (2), Golem Factory (2), Neanderthal Cave (3). Boden (4 health) takes 2 + 2 and
// dies in the second Golem Factory: a soul for P0; Lord Van Ette (13) takes 2 + 2 + 3 = 7 and
// reaches the boss: a wound for P0.
TEST(Viz, HeroRunsShowWhichRoomKilledWhom) {
  const auto r = replayed(corpus("scenarios/G-12_damage-accumulates-death-and-wound.jsonl"));
  ASSERT_TRUE(r.verdict.ok) << r.verdict.message;
  const auto boden = runs_of(r.timeline, "BM062");
  ASSERT_EQ(boden.size(), 1u);
  EXPECT_EQ(boden[0]->run.dungeon, 0);
  EXPECT_EQ(boden[0]->run.rooms, (std::vector<std::string>{"BM016", "BM016"}));
  EXPECT_EQ(boden[0]->run.damage, 4);
  EXPECT_EQ(boden[0]->run.outcome, "killed");
  EXPECT_EQ(boden[0]->run.killer, "BM016");
  EXPECT_NE(boden[0]->text.find("killed by Golem Factory"), std::string::npos) << boden[0]->text;
  const auto lord = runs_of(r.timeline, "BM083");
  ASSERT_EQ(lord.size(), 1u);
  EXPECT_EQ(lord[0]->run.rooms, (std::vector<std::string>{"BM016", "BM016", "BM018"}));
  EXPECT_EQ(lord[0]->run.damage, 7);
  EXPECT_EQ(lord[0]->run.outcome, "wound");
  EXPECT_EQ(lord[0]->run.killer, "");
  // Both runs are in the adventure phase and cite G-12.
  for (const auto& b : r.timeline.phases)
    for (const auto& it : b.items)
      if (it.kind == viz::ItemKind::run) {
        EXPECT_EQ(b.phase, "adventure");
        EXPECT_NE(std::find(it.rules.begin(), it.rules.end(), "G-12"), it.rules.end());
      }
}

// G-13 (Minotaur's Maze): the hero is sent back before the Maze's damage, walks the Factory
// again and reaches the boss with 4 damage: the run shows the turn back.
TEST(Viz, SentBackHeroShowsTheTurn) {
  const auto r = replayed(corpus("scenarios/G-13_room-ability-before-damage.jsonl"));
  ASSERT_TRUE(r.verdict.ok) << r.verdict.message;
  const auto runs = runs_of(r.timeline, "BM060");
  ASSERT_EQ(runs.size(), 1u);
  EXPECT_EQ(runs[0]->run.damage, 4);
  EXPECT_EQ(runs[0]->run.outcome, "wound");
  EXPECT_EQ(runs[0]->run.rooms, (std::vector<std::string>{"BM016", "BM017", "BM016", "BM017"}));
  EXPECT_NE(runs[0]->text.find("↩"), std::string::npos) << runs[0]->text;
}

// The winner and scores drawn are the game's: C-14 last player standing in the example.
TEST(Viz, ResultAndEndTriggerAreDrawn) {
  const auto r = replayed(corpus("examples/front-end-export.jsonl"));
  ASSERT_TRUE(r.verdict.ok) << r.verdict.message;
  ASSERT_TRUE(r.timeline.result.is_object());
  EXPECT_EQ(r.timeline.result["end_reason"], "C-14.last_player_standing");
  const std::string dot = viz::timeline_dot(r.timeline);
  // The ending in words with the end reason beside (the end reasons' table).
  EXPECT_NE(dot.find("result: one player was left standing (C-14.last_player_standing), winner P" +
                     r.timeline.result["winner"].dump()),
            std::string::npos);
  bool eliminated = false;
  for (const auto& b : r.timeline.phases)
    for (const auto& it : b.items) eliminated |= it.kind == viz::ItemKind::elimination;
  EXPECT_TRUE(eliminated);
}

// Golden DOT (tests/viz/golden/): regenerate with
//   bm viz corpus/scenarios/G-12_damage-accumulates-death-and-wound.jsonl -o
//   tests/viz/golden/G-12_damage-accumulates-death-and-wound.dot
// after checking the change in the picture (docs/visualizer.md#golden-file).
TEST(Viz, GoldenDot) {
  const std::string name = "G-12_damage-accumulates-death-and-wound";
  const std::string path = "corpus/scenarios/" + name + ".jsonl";
  const std::string cwd_path = std::string(BM_SOURCE_DIR) + "/" + path;
  // The title names the log as given on the command line: relative to the source tree.
  const auto r = viz::timeline_from_replay(read_log_file(cwd_path), path, ReplayOptions{});
  std::ifstream in(std::string(BM_SOURCE_DIR) + "/tests/viz/golden/" + name + ".dot", std::ios::binary);
  ASSERT_TRUE(in) << "missing golden file";
  std::stringstream golden;
  golden << in.rdbuf();
  EXPECT_EQ(viz::timeline_dot(r.timeline), golden.str()) << "regenerate: see the comment above this test";
}

// A divergent log: the replay stops at the divergent action and the phase holding it (the
// replayer's own round and phase) is highlighted, in the log's account and in the engine's.
TEST(Viz, DivergenceHighlightsThePhaseOfTheDivergentAction) {
  const std::string path = corpus("examples/front-end-divergent.jsonl");
  const std::string text = read_log_file(path);
  auto r = viz::timeline_from_replay(text, path, ReplayOptions{});
  ASSERT_FALSE(r.verdict.ok);
  ASSERT_FALSE(r.verdict.input_error);
  int highlighted = 0;
  for (const auto& b : r.timeline.phases)
    if (b.highlight) {
      ++highlighted;
      EXPECT_EQ(b.round, r.verdict.round);
      EXPECT_EQ(b.phase, r.verdict.phase);
      EXPECT_LE(b.first_action, r.verdict.action_index);
      EXPECT_GE(b.last_action, r.verdict.action_index);
    }
  EXPECT_EQ(highlighted, 1);
  EXPECT_EQ(r.timeline.diverge_action, r.verdict.action_index);
  viz::Timeline recorded = viz::timeline_from_log(text, path, nullptr, nullptr);
  viz::mark_action(recorded, r.verdict.action_index, "diverges here");
  const std::string dot = viz::compare_dot(recorded, r.timeline, "the log says", "the engine replays");
  EXPECT_EQ(viz::dot_parse_error(dot), "");
  EXPECT_NE(dot.find("diverges here"), std::string::npos);
}

// --compare: a game against itself differs nowhere; against the same game cut short, first in
// the phase where the shorter one stops.
TEST(Viz, CompareFindsTheFirstDifferentPhase) {
  const std::string log = play_log("classic", 3, 11);
  auto a = viz::timeline_from_replay(log, "a", ReplayOptions{}).timeline;
  auto b = viz::timeline_from_replay(log, "b", ReplayOptions{}).timeline;
  EXPECT_EQ(viz::mark_first_difference(a, b), -1);
  // Keep the header, setup and the first 20 actions.
  std::istringstream in(log);
  std::string line, cut;
  for (int n = 0; std::getline(in, line) && n < 22; ++n) cut += line + "\n";
  auto c = viz::timeline_from_replay(cut, "c", ReplayOptions{}).timeline;
  const int at = viz::mark_first_difference(a, c);
  ASSERT_GE(at, 0);
  const auto& pa = a.phases[static_cast<std::size_t>(at)];
  EXPECT_TRUE(pa.highlight);
  // Everything before is identical, and the cut game's last action (19) is in that phase or
  // the cut game has no such phase.
  for (int i = 0; i < at; ++i)
    EXPECT_EQ(a.phases[static_cast<std::size_t>(i)].items.size(), c.phases[static_cast<std::size_t>(i)].items.size());
  if (static_cast<std::size_t>(at) < c.phases.size()) {
    EXPECT_GE(c.phases[static_cast<std::size_t>(at)].last_action, 19);
  }
  EXPECT_EQ(viz::dot_parse_error(viz::compare_dot(a, c, "a", "c")), "");
}

// --rounds and --player keep what they say.
TEST(Viz, FilterKeepsRoundsAndPlayer) {
  const auto r = viz::timeline_from_replay(play_log("classic", 3, 5), "g", ReplayOptions{});
  viz::VizFilter f;
  f.round_from = 2;
  f.round_to = 3;
  f.player = 1;
  const viz::Timeline t = viz::filter_timeline(r.timeline, f);
  ASSERT_FALSE(t.phases.empty());
  for (const auto& b : t.phases) {
    EXPECT_GE(b.round, 2);
    EXPECT_LE(b.round, 3);
    for (const auto& it : b.items) {
      EXPECT_TRUE(it.player == 1 || it.player < 0 || it.kind == viz::ItemKind::end) << it.text;
    }
  }
  f.round_from = 500;
  f.round_to = 600;
  EXPECT_THROW(viz::filter_timeline(r.timeline, f), InputError);
}

// Whatever a log's strings hold, the DOT escapes it: an unknown card id with quotes, angle
// brackets, control characters and a 5,000-character id in a recorded event still parses.
TEST(Viz, HostileStringsAreEscaped) {
  const std::string log = play_log("classic", 2, 3);
  std::istringstream in(log);
  std::string header, setup;
  std::getline(in, header);
  std::getline(in, setup);
  const std::string evil =
      R"({"action":{"type":"pass"},"events":[{"e":"cast","player":0,"card":"<B>\"}]; x -> y; \u0001"},{"e":"zz<>&","card":"\u00e9\u4e2d"}],"i":0,"phase":"b<a>d","player":0,"round":1,"type":"action"})";
  const std::string text = header + "\n" + setup + "\n" + evil + "\n" +
                           "{\"type\":\"action\",\"i\":1,\"events\":[{\"e\":\"cast\",\"card\":\"" +
                           std::string(5000, 'x') + "\"}]}\n";
  const viz::Timeline t = viz::timeline_from_log(text, "evil", nullptr, nullptr);
  EXPECT_EQ(viz::dot_parse_error(viz::timeline_dot(t)), "");
  EXPECT_NO_THROW(viz::render_dot(viz::timeline_dot(t), "svg"));
}

TEST(Viz, MalformedLogIsAnInputError) {
  EXPECT_THROW(viz::timeline_from_log("{\"type\":\"header\"}\n{not json\n", "bad", nullptr, nullptr), InputError);
  EXPECT_THROW(viz::timeline_from_log("", "empty", nullptr, nullptr), InputError);
  EXPECT_THROW(viz::timeline_from_replay("{\"type\":\"header\"", "trunc", ReplayOptions{}), InputError);
}

TEST(Viz, RenderSvgAndPng) {
  const auto r = replayed(corpus("scenarios/G-12_damage-accumulates-death-and-wound.jsonl"));
  const std::string svg = viz::render_dot(viz::timeline_dot(r.timeline), "svg");
  EXPECT_NE(svg.find("<svg"), std::string::npos);
  // The tooltip of Boden's run names its action, rules and events (Graphviz writes '-' as &#45;).
  EXPECT_NE(
      svg.find("action 1 · log line 4 · rules G&#45;12 G&#45;13 G&#45;14 · events enters_room damage hero_killed"),
      std::string::npos);
  const std::string png = viz::render_dot(viz::timeline_dot(r.timeline), "png");
  ASSERT_GT(png.size(), 8u);
  EXPECT_EQ(png.substr(1, 3), "PNG");
  EXPECT_THROW(viz::render_dot("digraph { a -> }", "svg"), std::runtime_error);
  EXPECT_THROW(viz::render_dot("digraph { a }", "gif"), InputError);
  EXPECT_NE(viz::dot_parse_error("digraph { a -> }"), "");
}
