// the log versions the replayer reads. Every version this bm knows (1.0 to
// kLogMinor) is read for every family whose features it has (classic from 1.0, super and solo
// from 1.1, bm2 from 1.4); a version it does not know (1.6, 1.10, 1.99, "1.04") is refused with a
// message naming the versions it knows. A log with "state_hash": "xxh3-v2" says 1.5 or
// later; the legacy-hash logs of this test may say any known version of their family. At 424f743 a classic log
// saying 1.4 was refused ("classic logs are version 1.0 to 1.3") and 1.5, 1.10 and 1.99 were read.
#include <string>

#include <gtest/gtest.h>

#include "bm/cards/card_set.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/replay/replay.hpp"
#include "support/drive.hpp"

namespace bm {
namespace {

// The log with its header's version replaced ("version":"1.2" or "1.4" as bm writes it).
std::string with_version(const std::string& log, const std::string& v) {
  std::string out = log;
  const std::string key = "\"version\":\"1.";
  const auto at = out.find(key);  // the header's own version (the ruleset's is a number)
  EXPECT_LT(at, out.find('\n'));
  const auto end = out.find('"', at + key.size());
  return out.replace(at + 11, end - (at + 11), v);
}

struct VersionCase {
  const char* preset;
  int players;
  int first_minor;  // the minor that introduced the family
};

TEST(LogVersions, EveryKnownVersionFromTheFamilysFirstIsRead) {
  for (const VersionCase& vc : {VersionCase{"classic", 2, 0}, VersionCase{"super", 2, 1}, VersionCase{"solo", 1, 1},
                                VersionCase{"bm2", 2, 4}}) {
    Ruleset r = bm::test::preset(vc.preset);
    Engine engine = test::engine_for(r);
    // Hash v2 logs say 1.5 (below); the version range of a family is that of the legacy hash.
    engine.set_state_hash(StateHashKind::xxh3_v2);
    const std::string v2_log = test::played_log(engine, vc.players, 5);
    engine.set_state_hash(StateHashKind::legacy);
    const std::string log = test::played_log(engine, vc.players, 5);
    for (int m = 0; m < kLogMinorHashV2; ++m) {
      const ReplayVerdict verdict =
          replay_log_text(with_version(v2_log, "1." + std::to_string(m)), "v2.jsonl", ReplayOptions{});
      EXPECT_TRUE(verdict.input_error) << vc.preset << " v2 at 1." << m;
      EXPECT_NE(verdict.message.find("needs log version 1." + std::to_string(kLogMinorHashV2)), std::string::npos)
          << verdict.message;
    }
    EXPECT_TRUE(replay_log_text(v2_log, "v2.jsonl", ReplayOptions{}).ok) << vc.preset;
    EXPECT_EQ(log_minor_range(r.family).min, vc.first_minor) << vc.preset;
    EXPECT_EQ(log_minor_range(r.family).max, kLogMinor) << vc.preset;
    for (int m = 0; m <= kLogMinor; ++m) {
      const std::string v = "1." + std::to_string(m);
      const ReplayVerdict verdict = replay_log_text(with_version(log, v), "v.jsonl", ReplayOptions{});
      if (m >= vc.first_minor) {
        EXPECT_TRUE(verdict.ok) << vc.preset << " " << v << ": " << verdict.message;
      } else {
        EXPECT_TRUE(verdict.input_error) << vc.preset << " " << v;
        EXPECT_NE(verdict.message.find("logs are version 1." + std::to_string(vc.first_minor)), std::string::npos)
            << verdict.message;
      }
    }
    for (const char* unknown : {"1.6", "1.10", "1.99", "1.04"}) {
      const ReplayVerdict verdict = replay_log_text(with_version(log, unknown), "v.jsonl", ReplayOptions{});
      EXPECT_TRUE(verdict.input_error) << vc.preset << " " << unknown;
      EXPECT_NE(verdict.message.find("this bm knows log versions 1.0 to 1." + std::to_string(kLogMinor)),
                std::string::npos)
          << verdict.message;
    }
  }
}

}  // namespace
}  // namespace bm
