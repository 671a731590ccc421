// engine/core/suggest: the one "did you mean" mechanism. Every refusal of an
// unknown name asks it (tests/cli/conventions_test.py checks each place end to end).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "bm/core/error.hpp"
#include "bm/core/json_read.hpp"
#include "bm/core/suggest.hpp"

namespace bm {
namespace {

TEST(Suggest, EditDistanceCountsInsertionsDeletionsSubstitutionsAndSwaps) {
  EXPECT_EQ(edit_distance("aply", "apply"), 1u);      // insertion
  EXPECT_EQ(edit_distance("replayy", "replay"), 1u);  // deletion
  EXPECT_EQ(edit_distance("seef", "seed"), 1u);       // substitution
  EXPECT_EQ(edit_distance("rpelay", "replay"), 1u);   // two neighbours swapped
  EXPECT_EQ(edit_distance("", "abc"), 3u);
  EXPECT_EQ(edit_distance("kitten", "sitting"), 3u);
}

TEST(Suggest, CaseAndSeparatorsDoNotCount) {
  EXPECT_EQ(edit_distance("g-10", "G-10"), 0u);
  EXPECT_EQ(edit_distance("death-threshold", "death_threshold"), 0u);
  EXPECT_EQ(edit_distance("G10", "G-10"), 0u);
  EXPECT_EQ(edit_distance("--sed", "--seed"), 1u);
}

TEST(Suggest, NearestIsTheClosestWithinTheWordsSlipLimit) {
  // D10 is one edit from G10, G-10 none: a missing separator is not a slip of a letter.
  const std::vector<std::string> ids = {"D10", "G-1", "G-10", "G-11", "C-10"};
  EXPECT_EQ(nearest_name("G10", ids), "G-10");
  EXPECT_EQ(nearest_name("g-10", ids), "G-10");
  EXPECT_EQ(nearest_name("aply", {"apply", "legal", "start"}), "apply");
  EXPECT_EQ(nearest_name("exceds", {"at_least", "exceeds"}), "exceeds");
  // Too far to be a slip: nothing is suggested.
  EXPECT_EQ(nearest_name("frobnicate", {"play", "replay", "validate"}), "");
  EXPECT_EQ(nearest_name("xy", {"play"}), "");
  // A short word is allowed one edit only, and never as many edits as it has characters.
  EXPECT_EQ(nearest_name("pl", {"play"}), "");
  EXPECT_EQ(nearest_name("q", {"x"}), "");
  EXPECT_EQ(nearest_name("--x", {"--o"}), "");  // "x" and "o": the dashes are no letters
  // The word itself is not "meant" as something else.
  EXPECT_EQ(nearest_name("play", {"play", "plat"}), "");
}

TEST(Suggest, TiesGoToTheFirstCandidate) {
  EXPECT_EQ(nearest_name("BM02", {"BM002", "BM020"}), "BM002");
  EXPECT_EQ(nearest_name("BM02", {"BM020", "BM002"}), "BM020");
}

TEST(Suggest, DidYouMeanIsTheMessageTail) {
  EXPECT_EQ(did_you_mean("replya", {"play", "replay"}), " (did you mean 'replay'?)");
  EXPECT_EQ(did_you_mean("zzzzzz", {"play", "replay"}), "");
}

// The strict JSON reader's unknown fields (rulesets, card sets, boards, logs, snapshots) name the
// nearest allowed field: the class of "a field misspelt in a file".
TEST(Suggest, JsonReaderNamesTheNearestAllowedField) {
  const nlohmann::json j = {{"famly", "classic"}};
  try {
    JsonReader(j, "r.json").allow_only({"format", "version", "name", "family"});
    FAIL() << "a misspelt field was accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()),
              "r.json: field 'famly': unknown field (did you mean 'family'?) (allowed: format, version, name, family)");
  }
}

}  // namespace
}  // namespace bm
