// The replayer's fast path finds a logged action among the legal ones by the action's fields
// (read_action_text, action_text_is) and compares the line's events and fields with its bytes
// as the engine's rendering is produced (TextAt). A line that differs from bm's in one field of
// its action only is refused at that line with the reference path's verdict (the rule, the
// round and phase, what was legal), for every field an action has; a log in another writer's
// form is accepted as its own form is.
#include <gtest/gtest.h>

#include <sstream>
#include <utility>

#include "bm/cards/card_set.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/play.hpp"
#include "bm/replay/replay.hpp"
#include "support/drive.hpp"
#include "support/foreign_form.hpp"
#include "support/scenario.hpp"
#include "support/verdict_text.hpp"

namespace bm {
namespace {
using test::engine_for;
using test::log_lines;
using test::log_text;
using test::verdict_text;

// Logs whose actions hold every field between them: Magic Mirror's `borrow` and the swaps'
// `stack2` in printed Boss Monster 2 games of spell casters, a minion's `space` in Super.
std::vector<std::vector<std::string>> matcher_logs() {
  std::vector<std::vector<std::string>> logs;
  for (const auto& [name, players] :
       std::vector<std::pair<std::string, int>>{{"bm2", 4}, {"super", 3}, {"classic", 4}}) {
    const Ruleset rules = test::preset(name);
    const Engine engine = name == "bm2" ? Engine(builtin_bm2_printed_cards(), rules) : engine_for(rules);
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      std::ostringstream out;
      LogWriter w(out, engine);
      PlayOptions opt;
      opt.players = players;
      opt.seed = seed;
      opt.policy = "spells";
      play_game(engine, opt, &w);
      logs.push_back(log_lines(out.str()));
    }
  }
  return logs;
}

// Where the value of the action's `key` is on an action line as bm writes it: [begin, end).
std::pair<std::size_t, std::size_t> action_value(const std::string& line, const std::string& key) {
  const std::size_t action_end = line.find("},\"events\":");
  if (line.rfind("{\"action\":{", 0) != 0 || action_end == std::string::npos) return {0, 0};
  const std::size_t at = line.find("\"" + key + "\":");
  if (at == std::string::npos || at > action_end) return {0, 0};
  const std::size_t begin = at + key.size() + 3;
  return {begin, line.find_first_of(",}", begin)};
}

ReplayVerdict replay_lines(const std::vector<std::string>& lines, bool fast) {
  ReplayOptions opt;
  if (!fast) opt.on_step = [](const ReplayStep&) {};  // every fast path off: the reference path
  return replay_log_text(log_text(lines), "m.jsonl", opt);
}

// Values no action of the edited line holds there: another card, an unknown one, a number next
// to it, one out of range or not as bm writes it, another type, the wrong kind of value.
const std::vector<std::pair<std::string, std::vector<std::string>>>& field_edits() {
  static const std::vector<std::string> cards = {"\"BM001\"", "\"TNL001\"", "\"ZZ999\"", "7"};
  static const std::vector<std::pair<std::string, std::vector<std::string>>> edits = {
      {"type", {"\"pass\"", "\"build\"", "\"cast\"", "\"nope\"", "1"}},
      {"card", cards},
      {"target", cards},
      {"borrow", cards},
      {"stack", {"\"new\"", "0", "1", "2", "100", "-1", "01", "\"old\""}},
      {"stack2", {"0", "1", "2", "100", "\"new\""}},
      {"target_player", {"0", "1", "2", "6", "\"1\""}},
      {"option", {"0", "1", "2", "200", "1.0"}},
      {"space", {"\"room\"", "\"boss\"", "\"nowhere\"", "0"}}};
  return edits;
}

TEST(ReplayActionMatcher, ALineDifferentInOneActionFieldIsRefusedThereAsTheReferencePathRefusesIt) {
  const auto logs = matcher_logs();
  for (const auto& [key, values] : field_edits()) {
    int lines_edited = 0;
    for (const auto& lines : logs) {
      ASSERT_TRUE(replay_lines(lines, true).ok);
      for (std::size_t k = 2; k + 1 < lines.size() && lines_edited < 3; ++k) {
        const auto [begin, end] = action_value(lines[k], key);
        if (begin == 0) continue;
        ++lines_edited;
        std::vector<std::string> edited = values;
        const std::size_t key_at = begin - key.size() - 3;  // the whole member removed
        edited.push_back(lines[k].substr(0, key_at) + lines[k].substr(end + (lines[k][end] == ',' ? 1 : 0)));
        for (std::size_t e = 0; e < edited.size(); ++e) {
          auto bad = lines;
          if (e < values.size()) bad[k].replace(begin, end - begin, values[e]);
          else bad[k] = edited[e];
          if (bad[k] == lines[k]) continue;
          const ReplayVerdict fast = replay_lines(bad, true);
          EXPECT_FALSE(fast.ok) << bad[k];
          EXPECT_EQ(fast.line, static_cast<int>(k + 1)) << bad[k];
          EXPECT_EQ(verdict_text(fast), verdict_text(replay_lines(bad, false))) << bad[k];
        }
      }
    }
    EXPECT_GT(lines_edited, 0) << "no logged action holds " << key;
  }
}

TEST(ReplayActionMatcher, ALogInAnotherWritersFormIsAcceptedAsItsOwnForm) {
  for (const auto& lines : matcher_logs()) {
    std::vector<std::string> foreign;
    for (const std::string& l : lines) foreign.push_back(test::foreign_form(nlohmann::json::parse(l)));
    ASSERT_NE(foreign[3], lines[3]);
    const ReplayVerdict own = replay_lines(lines, true);
    ASSERT_TRUE(own.ok) << own.message;
    const ReplayVerdict v = replay_lines(foreign, true);
    EXPECT_TRUE(v.ok) << v.message;
    EXPECT_EQ(verdict_text(v), verdict_text(own));
  }
}

}  // namespace
}  // namespace bm
