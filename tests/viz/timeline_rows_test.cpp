// The event table's timeline rendering (engine/include/bm/game/kinds.hpp) is what the
// visualizer draws: over every corpus log, each timeline item sits in the row its first event's
// table entry names, and events the table marks "hidden", "phase" or "seat" never make an item.
#include <filesystem>
#include <string>

#include <gtest/gtest.h>

#include "bm/game/kinds.hpp"
#include "bm/replay/replay.hpp"
#include "bm/viz/timeline.hpp"

namespace fs = std::filesystem;
using namespace bm;

TEST(VizRows, EveryItemSitsInItsEventTableRow) {
  int items = 0;
  for (const char* dir : {"scenarios", "examples", "regressions"}) {
    for (const auto& f : fs::directory_iterator(std::string(BM_SOURCE_DIR) + "/corpus/" + dir)) {
      if (f.path().extension() != ".jsonl") continue;
      const std::string path = f.path().string();
      const viz::ReplayedTimeline r = viz::timeline_from_replay(read_log_file(path), path, ReplayOptions{});
      for (const auto& b : r.timeline.phases)
        for (const auto& it : b.items) {
          if (it.events.empty()) continue;  // an answer (choose, decline): the action table's "choice"
          EventType e{};
          ASSERT_TRUE(kind_from_name(it.events.front(), e)) << path << ": " << it.events.front();
          EXPECT_EQ(std::string(kind_info(e).row), viz::item_kind_name(it.kind))
              << path << ": " << it.events.front() << " \"" << it.text << "\"";
          ++items;
        }
    }
  }
  EXPECT_GT(items, 1000);
}

TEST(VizRows, AnswersAreChoiceRows) {
  EXPECT_STREQ(kind_info(ActionType::choose).row, viz::item_kind_name(viz::ItemKind::choice));
  EXPECT_STREQ(kind_info(ActionType::decline).row, viz::item_kind_name(viz::ItemKind::choice));
}
