// The built-in card sets and board carry their hashes known instead of computing them at every
// process start (engine/cards/card_set.cpp builtin_card_set, engine/board/board.cpp
// builtin_super_board). A known value that is not the computed one would write a wrong
// `cards.hash` or `board.hash` into every log and refuse every log written before: each value is
// checked here against card_set_hash / board_hash of the set as read, in every build type.
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/core/hash.hpp"

using namespace bm;

TEST(BuiltinCardSets, KnownHashIsTheComputedOne) {
  for (const std::string& id : builtin_card_set_ids()) {
    const CardSet* set = find_builtin_card_set(id);
    ASSERT_NE(set, nullptr) << id;
    EXPECT_EQ(hex64(set->hash), hex64(card_set_hash(*set)))
        << "built-in card set '" << id << "': its known hash is not its computed hash";
  }
}

TEST(BuiltinCardSets, KnownHashIsTheLoadedFilesHash) {
  // The same set loaded the way any card-set file is (load_card_set computes the hash).
  const CardSet& classic = builtin_classic_cards();
  const CardSet again = load_card_set(card_set_to_json(classic), "classic again");
  EXPECT_EQ(hex64(again.hash), hex64(classic.hash));
  EXPECT_EQ(hex64(classic.hash), "0d2f8af6dc4562a3");  // every classic log's cards.hash
}

TEST(BuiltinBoard, KnownHashIsTheComputedOne) {
  const BoardDef& b = builtin_super_board();
  EXPECT_EQ(hex64(b.hash), hex64(board_hash(b)));
  EXPECT_EQ(hex64(load_board(board_to_json(b), "super again").hash), hex64(b.hash));
  EXPECT_EQ(hex64(b.hash), "45df17d215c5f999");  // every Super log's board.hash
}
