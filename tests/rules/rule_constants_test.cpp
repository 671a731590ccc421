// The rules' numbers as every preset reads them (engine/include/bm/rules/constants.hpp): each expected
// value is the rule's own number (G-2, BM2-9, C-13, SO-5, SO-4, SO-8, IP-13, BM2-2, BM2-6),
// written here independently of the header.
#include <gtest/gtest.h>

#include <string>

#include "bm/rules/constants.hpp"
#include "bm/rules/ruleset.hpp"
#include "support/scenario.hpp"

using namespace bm;

namespace {
using bm::test::preset;
}  // namespace

// G-2: five rooms in every family; BM2-9 seven_rooms: seven, in the bm2 family only.
TEST(RuleConstants, RoomMaximum) {
  for (const Preset& p : preset_list()) EXPECT_EQ(max_rooms(preset(p.name)), 5) << p.name;
  Ruleset bm2 = preset("bm2");
  bm2.seven_rooms = true;
  EXPECT_TRUE(seven_rooms_rule(bm2));
  EXPECT_EQ(max_rooms(bm2), 7);
  Ruleset classic = preset("classic");
  classic.seven_rooms = true;  // not a classic option: never read outside bm2
  EXPECT_FALSE(seven_rooms_rule(classic));
  EXPECT_EQ(max_rooms(classic), 5);
}

// C-13, S-END-2, BM2-8: ten souls; C-13, SO-6: five wounds.
TEST(RuleConstants, SoulsAndWounds) {
  for (const Preset& p : preset_list()) {
    EXPECT_EQ(souls_to_win(preset(p.name)), 10) << p.name;
    EXPECT_EQ(wounds_to_lose(preset(p.name)), 5) << p.name;
  }
}

// SO-5: four tokens on a room in solo; no cap otherwise (S-TOK-1; the supply is IP-10).
TEST(RuleConstants, RoomTokenCap) {
  EXPECT_EQ(room_token_cap(preset("solo")), 4);
  EXPECT_EQ(room_token_cap(preset("super")), 0);
  EXPECT_EQ(room_token_cap(preset("classic")), 0);
}

// SO-4: thresholds 1, 2, 3, 4 by city slot; SO-8 challenge: 2, 3, IP-13 (challenge_slot3), 5.
TEST(RuleConstants, SoloBaitThresholds) {
  Ruleset r = preset("solo");
  r.challenge = false;
  for (int k = 0; k < 4; ++k) EXPECT_EQ(solo_bait_threshold(r, k), k + 1);
  r.challenge = true;
  for (int slot3 : {3, 4}) {
    r.challenge_slot3 = slot3;
    EXPECT_EQ(solo_bait_threshold(r, 0), 2);
    EXPECT_EQ(solo_bait_threshold(r, 1), 3);
    EXPECT_EQ(solo_bait_threshold(r, 2), slot3);
    EXPECT_EQ(solo_bait_threshold(r, 3), 5);
  }
}

// BM2-2: 1 item with 2-3 players, 2 with 4, 3 with 5-6; BM2-6/BM2-8 apply from 5 players, bm2 only.
TEST(RuleConstants, Bm2PlayerCounts) {
  const int items[] = {0, 0, 1, 1, 2, 3, 3};
  for (int n = 2; n <= 6; ++n) EXPECT_EQ(bm2_items_per_round(n), items[n]) << n;
  const Ruleset bm2 = preset("bm2");
  EXPECT_FALSE(bm2_many_players(bm2, 4));
  EXPECT_TRUE(bm2_many_players(bm2, 5));
  EXPECT_TRUE(bm2_many_players(bm2, 6));
  EXPECT_FALSE(bm2_many_players(preset("classic"), 5));
}
