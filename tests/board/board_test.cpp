// The Super Boss Monster city board as data (engine/board, docs/board.md): the built-in board
// matches S-BOARD-1..3, S-CITY-1, SO-2/SO-3; its IP-10/IP-11/IP-12 values are data with
// documented sources; it round-trips through JSON with the same hash; bad boards are rejected
// with InputError naming the source and the JSON path.
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "bm/board/board.hpp"
#include "bm/cards/card.hpp"
#include "bm/core/error.hpp"
#include "support/expect.hpp"

using namespace bm;

namespace {
using bm::test::mentions;
using nlohmann::json;

const Landmark& lm(const BoardDef& b, const char* id) {
  const Landmark* l = b.find_landmark(id);
  if (l == nullptr) throw std::runtime_error(std::string("no landmark ") + id);
  return *l;
}

}  // namespace

TEST(BoardBuiltin, Loads) {
  const BoardDef& b = builtin_super_board();
  EXPECT_EQ(b.id, "super");
  EXPECT_EQ(b.min_players, 2);
  EXPECT_EQ(b.max_players, 4);
  EXPECT_NE(b.hash, 0u);
}

// S-BOARD-1: five landmarks, left to right (SO-2 example: the Temple is leftmost).
TEST(BoardBuiltin, FiveLandmarksWithTheirTreasure) {
  const BoardDef& b = builtin_super_board();
  ASSERT_EQ(b.landmarks.size(), 5u);
  const std::vector<std::string> order = {"temple", "stadium", "library", "hideout", "tavern"};
  for (std::size_t i = 0; i < order.size(); ++i) EXPECT_EQ(b.landmarks[i].id, order[i]);
  EXPECT_EQ(lm(b, "temple").treasure, kCleric);
  EXPECT_EQ(lm(b, "stadium").treasure, kFighter);
  EXPECT_EQ(lm(b, "library").treasure, kMage);
  EXPECT_EQ(lm(b, "hideout").treasure, kThief);
  EXPECT_EQ(lm(b, "tavern").treasure, -1);
  for (int t = 0; t < kTreasureTypes; ++t) {
    ASSERT_NE(b.landmark_for_treasure(t), nullptr);
    EXPECT_EQ(b.landmark_for_treasure(t)->treasure, t);
  }
  EXPECT_EQ(b.landmark_for_treasure(-1), nullptr);
  // S-BOARD-2: one hero per landmark, the Tavern holds any number, stacked.
  for (const auto& l : b.landmarks) EXPECT_EQ(l.stack, l.id == "tavern") << l.id;
  EXPECT_EQ(b.tavern().id, "tavern");
}

// S-BOARD-2/3: 3 action spaces on each landmark but the Tavern; a summon space on all five.
TEST(BoardBuiltin, ActionSpacesPerLandmark) {
  const BoardDef& b = builtin_super_board();
  for (const auto& l : b.landmarks) {
    EXPECT_EQ(l.spaces.size(), l.id == "tavern" ? 1u : 3u) << l.id;
    int summons = 0;
    for (const auto& s : l.spaces) {
      summons += s.kind == SpaceKind::summon ? 1 : 0;
      EXPECT_FALSE(s.source.empty()) << s.id;
      EXPECT_EQ(s.id.rfind(l.id + ".", 0), 0u) << s.id;
    }
    EXPECT_EQ(summons, 1) << l.id;
    EXPECT_EQ(l.find_space(SpaceKind::treasure) != nullptr, l.id != "tavern") << l.id;
    EXPECT_FALSE(l.source.empty()) << l.id;
  }
  EXPECT_NE(lm(b, "temple").find_space(SpaceKind::market_card), nullptr);
  EXPECT_NE(lm(b, "stadium").find_space(SpaceKind::draw_room), nullptr);
  EXPECT_NE(lm(b, "library").find_space(SpaceKind::draw_spell_discard_spell), nullptr);
  const ActionSpace* dmg = lm(b, "hideout").find_space(SpaceKind::temporary_damage);
  ASSERT_NE(dmg, nullptr);
  EXPECT_EQ(dmg->damage, 2);  // S-BOARD-3: +2 until end of round
  ASSERT_NE(b.find_space("stadium.draw_room"), nullptr);
  EXPECT_EQ(b.find_space("nowhere"), nullptr);
}

// IP-11: summon health tokens are data; the text gives +2 (Stadium, Hideout) and a lowering
// token (Tavern); Temple and Library are documented guesses.
TEST(BoardBuiltin, SummonHealthTokens) {
  const BoardDef& b = builtin_super_board();
  EXPECT_EQ(lm(b, "stadium").find_space(SpaceKind::summon)->health_token, 2);
  EXPECT_EQ(lm(b, "hideout").find_space(SpaceKind::summon)->health_token, 2);
  EXPECT_LT(lm(b, "tavern").find_space(SpaceKind::summon)->health_token, 0);
  for (const char* id : {"temple", "library", "tavern"}) {
    const ActionSpace* s = lm(b, id).find_space(SpaceKind::summon);
    EXPECT_TRUE(mentions(s->source, "IP-11 default")) << id << ": " << s->source;
  }
  EXPECT_EQ(lm(b, "temple").find_space(SpaceKind::summon)->health_token, 0);
  EXPECT_EQ(lm(b, "library").find_space(SpaceKind::summon)->health_token, 0);
}

// IP-12 default: a hero on a landmark covers every space but the summon space.
TEST(BoardBuiltin, HeroCoversNonSummonSpaces) {
  const BoardDef& b = builtin_super_board();
  for (const auto& l : b.landmarks)
    for (const auto& s : l.spaces) EXPECT_EQ(s.covered_by_hero, s.kind != SpaceKind::summon) << s.id;
}

// S-BOARD-1, S-CITY-1/2: city slots = players; market = 1 spell + one room per player.
TEST(BoardBuiltin, CityAndMarketByPlayerCount) {
  const BoardDef& b = builtin_super_board();
  for (int n = 2; n <= 4; ++n) {
    EXPECT_EQ(b.city_slots(n), n) << n << " players";
    EXPECT_EQ(b.market_spells(n), 1) << n << " players";
    EXPECT_EQ(b.market_rooms(n), n) << n << " players";
  }
}

// SO-2/SO-3: the solo side uses 4 city slots and a market of 1 spell + 2 rooms.
TEST(BoardBuiltin, SoloSide) {
  const BoardDef& b = builtin_super_board();
  EXPECT_EQ(b.solo.city_slots, 4);
  EXPECT_EQ(b.solo.market_spells, 1);
  EXPECT_EQ(b.solo.market_rooms, 2);
  EXPECT_FALSE(b.solo.source.empty());
}

// IP-10: 28 tokens (000) vs 24 (002) vs unlimited; default unlimited, count 28.
TEST(BoardBuiltin, DamageTokenSupply) {
  const BoardDef& b = builtin_super_board();
  EXPECT_EQ(b.damage_tokens.count, 28);
  EXPECT_FALSE(b.damage_tokens.finite);
  EXPECT_TRUE(mentions(b.damage_tokens.source, "IP-10"));
}

TEST(BoardFormat, RoundTripKeepsHash) {
  const BoardDef& b = builtin_super_board();
  const json j = board_to_json(b);
  const BoardDef again = load_board(j, "round-trip");
  EXPECT_EQ(again.hash, b.hash);
  EXPECT_EQ(board_to_json(again), j);
  // The file on disk is the embedded copy.
  const BoardDef file = load_board_file(std::string(BM_SOURCE_DIR) + "/engine/board/data/super_board.json");
  EXPECT_EQ(file.hash, b.hash);
}

TEST(BoardFormat, HashCoversValues) {
  json j = board_to_json(builtin_super_board());
  j["landmarks"][0]["spaces"][2]["health_token"] = 2;  // override the IP-11 Temple guess
  const BoardDef b = load_board(j, "override");
  EXPECT_EQ(b.find_space("temple.summon")->health_token, 2);
  EXPECT_NE(b.hash, builtin_super_board().hash);
  json k = board_to_json(builtin_super_board());
  k["damage_tokens"]["finite"] = true;
  k["damage_tokens"]["count"] = 24;
  const BoardDef c = load_board(k, "finite-24");
  EXPECT_TRUE(c.damage_tokens.finite);
  EXPECT_EQ(c.damage_tokens.count, 24);
  EXPECT_NE(c.hash, builtin_super_board().hash);
}

TEST(BoardFormat, MissingFileIsInputError) { EXPECT_THROW(load_board_file("/nonexistent/board.json"), InputError); }

// Every bad board is an InputError naming the source, the JSON path and the field.
TEST(BoardFormat, BadBoardsRejectedWithPath) {
  struct Bad {
    const char* what;
    std::function<void(json&)> mutate;
    const char* path;     // expected in the message (source + JSON path)
    const char* message;  // expected in the message
  };
  auto space = [](json& j, int l, int s) -> json& {
    return j["landmarks"][static_cast<std::size_t>(l)]["spaces"][static_cast<std::size_t>(s)];
  };
  const std::vector<Bad> bads = {
      {"unknown top-level field", [](json& j) { j["extra"] = 1; }, "bad.json: field 'extra'", "unknown field"},
      {"wrong format", [](json& j) { j["format"] = "bm-cards"; }, "bad.json: field 'format'", "bm-board"},
      {"wrong version", [](json& j) { j["version"] = 2; }, "bad.json: field 'version'", "unsupported"},
      {"missing id", [](json& j) { j.erase("id"); }, "bad.json: field 'id'", "missing"},
      {"missing source", [](json& j) { j.erase("source"); }, "bad.json: field 'source'", "missing"},
      {"players not an object", [](json& j) { j["players"] = 4; }, "bad.json: field 'players'", "must be an object"},
      {"absurd max players", [](json& j) { j["players"]["max"] = 100; }, "bad.json: players: field 'max'",
       "out of range"},
      {"min players as string", [](json& j) { j["players"]["min"] = "2"; }, "bad.json: players: field 'min'",
       "must be an integer"},
      {"max below min", [](json& j) { j["players"]["max"] = 1; }, "bad.json: players: field 'max'", "out of range"},
      {"city slot icon above max", [](json& j) { j["city"]["slots"][2]["min_players"] = 5; },
       "bad.json: city.slots[2]: field 'min_players'", "out of range"},
      {"city slot unknown field", [](json& j) { j["city"]["slots"][0]["icon"] = 2; },
       "bad.json: city.slots[0]: field 'icon'", "unknown field"},
      {"no city slots", [](json& j) { j["city"]["slots"] = json::array(); }, "bad.json: city: field 'slots'",
       "must hold 1 to"},
      {"city slot not an object", [](json& j) { j["city"]["slots"][1] = 2; }, "bad.json: city.slots[1]",
       "expected a JSON object"},
      {"no city slot for 2 players",
       [](json& j) {
         j["city"]["slots"] = json::array({json{{"min_players", 3}}, json{{"min_players", 4}}});
       },
       "bad.json: city.slots", "no city slot for 2 players"},
      {"missing landmark", [](json& j) { j["landmarks"].erase(4); }, "bad.json: field 'landmarks'",
       "missing landmark \"tavern\""},
      {"landmarks not an array", [](json& j) { j["landmarks"] = json::object(); }, "bad.json: field 'landmarks'",
       "must be an array"},
      {"landmarks out of the S-BOARD-1 order", [](json& j) { std::swap(j["landmarks"][0], j["landmarks"][1]); },
       "bad.json: landmarks[0]: field 'id'", "out of order: position 0 must be \"temple\""},
      {"duplicate landmark", [](json& j) { j["landmarks"][1]["id"] = "temple"; }, "bad.json: landmarks[1]: field 'id'",
       "duplicate landmark \"temple\""},
      {"six landmarks", [](json& j) { j["landmarks"].push_back(j["landmarks"][0]); }, "bad.json: field 'landmarks'",
       "more than 5"},
      {"unknown landmark", [](json& j) { j["landmarks"][0]["id"] = "castle"; }, "bad.json: landmarks[0]: field 'id'",
       "unknown landmark \"castle\""},
      {"unknown landmark field", [](json& j) { j["landmarks"][2]["capacity"] = 1; },
       "bad.json: landmarks[2]: field 'capacity'", "unknown field"},
      {"unknown treasure", [](json& j) { j["landmarks"][0]["treasure"] = "gold"; },
       "bad.json: landmarks[0]: field 'treasure'", "unknown treasure type"},
      {"treasure wrong type", [](json& j) { j["landmarks"][0]["treasure"] = 1; },
       "bad.json: landmarks[0]: field 'treasure'", "must be a string or null"},
      {"treasure used twice", [](json& j) { j["landmarks"][1]["treasure"] = "cleric"; },
       "bad.json: landmarks[1]: field 'treasure'", "already belongs to landmark \"temple\""},
      {"tavern with treasure", [](json& j) { j["landmarks"][4]["treasure"] = "cleric"; },
       "bad.json: landmarks[4]: field 'treasure'", "Tavern has no treasure"},
      {"landmark without treasure", [](json& j) { j["landmarks"][3]["treasure"] = nullptr; },
       "bad.json: landmarks[3]: field 'treasure'", "needs a treasure type"},
      {"tavern not stacked", [](json& j) { j["landmarks"][4]["stack"] = false; },
       "bad.json: landmarks[4]: field 'stack'", "must be true"},
      {"stack as string", [](json& j) { j["landmarks"][0]["stack"] = "no"; }, "bad.json: landmarks[0]: field 'stack'",
       "must be true or false"},
      {"landmark without source", [](json& j) { j["landmarks"][0].erase("source"); },
       "bad.json: landmarks[0]: field 'source'", "missing"},
      {"absurd health token", [&](json& j) { space(j, 0, 2)["health_token"] = 50; },
       "bad.json: landmarks[0].spaces[2]: field 'health_token'", "out of range"},
      {"fractional health token", [&](json& j) { space(j, 1, 2)["health_token"] = 1.5; },
       "bad.json: landmarks[1].spaces[2]: field 'health_token'", "not a whole number"},
      {"summon without health token", [&](json& j) { space(j, 4, 0).erase("health_token"); },
       "bad.json: landmarks[4].spaces[0]: field 'health_token'", "missing"},
      {"health token on a treasure space", [&](json& j) { space(j, 0, 0)["health_token"] = 1; },
       "bad.json: landmarks[0].spaces[0]: field 'health_token'", "unknown field"},
      {"unknown space kind", [&](json& j) { space(j, 0, 1)["kind"] = "teleport"; },
       "bad.json: landmarks[0].spaces[1]: field 'kind'", "unknown action-space kind"},
      {"duplicate space id", [&](json& j) { space(j, 1, 0)["id"] = "temple.treasure"; },
       "bad.json: landmarks[1].spaces[0]: field 'id'", "duplicate action-space id"},
      {"bad space id", [&](json& j) { space(j, 0, 0)["id"] = "Temple Treasure"; },
       "bad.json: landmarks[0].spaces[0]: field 'id'", "lower-case"},
      {"covered summon space", [&](json& j) { space(j, 2, 2)["covered_by_hero"] = true; },
       "bad.json: landmarks[2].spaces[2]: field 'covered_by_hero'", "cannot cover"},
      {"missing covered_by_hero", [&](json& j) { space(j, 2, 0).erase("covered_by_hero"); },
       "bad.json: landmarks[2].spaces[0]: field 'covered_by_hero'", "missing"},
      {"no summon space", [](json& j) { j["landmarks"][0]["spaces"].erase(2); },
       "bad.json: landmarks[0]: field 'spaces'", "exactly one summon space"},
      {"two treasure spaces",
       [&](json& j) {
         json extra = space(j, 0, 0);
         extra["id"] = "temple.treasure2";
         j["landmarks"][0]["spaces"].push_back(extra);
       },
       "bad.json: landmarks[0]: field 'spaces'", "at most one treasure space"},
      {"treasure space on the tavern",
       [](json& j) {
         j["landmarks"][4]["spaces"].push_back(
             json{{"id", "tavern.treasure"}, {"kind", "treasure"}, {"covered_by_hero", true}, {"source", "x"}});
       },
       "bad.json: landmarks[4].spaces[1]: field 'kind'", "needs a landmark with a treasure type"},
      {"too many spaces",
       [](json& j) {
         json& sp = j["landmarks"][3]["spaces"];
         for (int i = 0; i < 6; ++i)
           sp.push_back(json{{"id", "hideout.x" + std::to_string(i)},
                             {"kind", "draw_room"},
                             {"covered_by_hero", true},
                             {"source", "x"}});
       },
       "bad.json: landmarks[3]: field 'spaces'", "more than 8"},
      {"zero temporary damage", [&](json& j) { space(j, 3, 1)["damage"] = 0; },
       "bad.json: landmarks[3].spaces[1]: field 'damage'", "out of range"},
      {"space source empty", [&](json& j) { space(j, 3, 2)["source"] = ""; },
       "bad.json: landmarks[3].spaces[2]: field 'source'", "must not be empty"},
      {"market slot kind", [](json& j) { j["market"]["slots"][0]["kind"] = "item"; },
       "bad.json: market.slots[0]: field 'kind'", "\"spell\" or \"room\""},
      {"market slot icon below min", [](json& j) { j["market"]["slots"][4]["min_players"] = 1; },
       "bad.json: market.slots[4]: field 'min_players'", "out of range"},
      {"market unknown field", [](json& j) { j["market"]["refill"] = true; }, "bad.json: market: field 'refill'",
       "unknown field"},
      {"solo without city slots", [](json& j) { j["solo"]["city_slots"] = 0; }, "bad.json: solo: field 'city_slots'",
       "out of range"},
      {"absurd solo market", [](json& j) { j["solo"]["market"]["rooms"] = 100; },
       "bad.json: solo.market: field 'rooms'", "out of range"},
      {"empty solo market",
       [](json& j) {
         j["solo"]["market"] = json{{"spells", 0}, {"rooms", 0}};
       },
       "bad.json: solo.market: field 'rooms'", "at least one card"},
      {"missing solo", [](json& j) { j.erase("solo"); }, "bad.json: field 'solo'", "missing"},
      {"negative damage tokens", [](json& j) { j["damage_tokens"]["count"] = -1; },
       "bad.json: damage_tokens: field 'count'", "out of range"},
      {"finite as number", [](json& j) { j["damage_tokens"]["finite"] = 1; }, "bad.json: damage_tokens: field 'finite'",
       "must be true or false"},
  };
  const json good = board_to_json(builtin_super_board());
  for (const auto& bad : bads) {
    json j = good;
    bad.mutate(j);
    try {
      load_board(j, "bad.json");
      ADD_FAILURE() << bad.what << ": accepted";
    } catch (const InputError& e) {
      const std::string msg = e.what();
      EXPECT_TRUE(mentions(msg, bad.path)) << bad.what << ": " << msg;
      EXPECT_TRUE(mentions(msg, bad.message)) << bad.what << ": " << msg;
    }
  }
}

// Whole boards written out: not an object; an empty object; a board with no landmarks.
TEST(BoardFormat, BadWholeBoards) {
  struct Bad {
    const char* text;
    const char* expect;
  };
  const std::vector<Bad> bads = {
      {R"([])", "bad.json: expected a JSON object"},
      {R"({})", "bad.json: field 'format': missing"},
      {R"({"format": "bm-board", "version": 1, "id": "x", "source": "s",
           "players": {"min": 2, "max": 2},
           "city": {"source": "s", "slots": [{"min_players": 2}, {"min_players": 2}]},
           "landmarks": [],
           "market": {"source": "s", "slots": [{"kind": "spell", "min_players": 2}]},
           "solo": {"source": "s", "city_slots": 4, "market": {"spells": 1, "rooms": 2}},
           "damage_tokens": {"count": 24, "finite": true, "source": "s"}})",
       "bad.json: field 'landmarks': missing landmark \"temple\""},
  };
  for (const auto& bad : bads) {
    try {
      load_board(json::parse(bad.text), "bad.json");
      ADD_FAILURE() << bad.text << ": accepted";
    } catch (const InputError& e) { EXPECT_TRUE(mentions(e.what(), bad.expect)) << e.what(); }
  }
}
