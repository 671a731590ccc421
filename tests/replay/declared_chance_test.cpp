// Declared chance and partial observations (docs/log-format.md#declared-chance):
// logs from other front ends state their random outcomes instead of a seed, may omit our
// hashes and may observe only some events. Each test builds a log with bm's own writer,
// changes it the way a buggy front end would, and checks the replayer's verdict.
#include <sstream>

#include <gtest/gtest.h>

#include "bm/log/log_writer.hpp"
#include "bm/play/play.hpp"
#include "bm/replay/replay.hpp"
#include "support/drive.hpp"

namespace bm {
namespace {
using bm::test::log_lines;
using bm::test::played_log;

using nlohmann::json;

int min_players(const Ruleset& r) { return player_range(r, builtin_super_board()).min; }
int max_players(const Ruleset& r) { return player_range(r, builtin_super_board()).max; }

std::vector<json> declared_game(const std::string& preset_name, int players, std::uint64_t seed,
                                const CardSet& cards = builtin_classic_cards()) {
  const Engine engine(cards, bm::test::preset(preset_name));
  std::vector<json> lines;
  for (const std::string& l : log_lines(played_log(engine, players, seed, true))) lines.push_back(json::parse(l));
  return lines;
}

std::string text_of(const std::vector<json>& lines) {
  std::string t;
  for (const auto& l : lines) t += l.dump() + "\n";
  return t;
}

ReplayVerdict replay(const std::vector<json>& lines, const CardSet& cards = builtin_classic_cards()) {
  ReplayOptions o;
  o.cards = &cards;
  return replay_log_text(text_of(lines), "test.jsonl", o);
}

// The replay of `lines` fails at a chance line, its message naming `part`.
void expect_chance_refused(const std::vector<json>& lines, const std::string& part) {
  const ReplayVerdict v = replay(lines);
  ASSERT_FALSE(v.ok);
  EXPECT_EQ(v.what, ReplayWhat::chance);
  EXPECT_NE(v.message.find(part), std::string::npos) << v.message;
}

// The first line whose declarations contain a random pick (Succubus Spa, Specters' Sanctum).
int line_with_pick(const std::vector<json>& lines) {
  for (std::size_t i = 1; i < lines.size(); ++i)
    if (lines[i].contains("chance"))
      for (const auto& d : lines[i]["chance"])
        if (d.contains("pick")) return static_cast<int>(i);
  return -1;
}

TEST(DeclaredChance, EveryPresetAndPlayerCountVerifiesWithEveryHash) {
  for (const auto& p : preset_list()) {
    const Ruleset rules = bm::test::preset(p.name);
    for (int n = min_players(rules); n <= max_players(rules); ++n)
      for (std::uint64_t seed : {1u, 2u, 3u}) {
        const CardSet& cards = bm::test::family_cards(rules);
        const auto lines = declared_game(p.name, n, seed, cards);
        ASSERT_EQ(lines[0]["chance"], "declared");
        ASSERT_FALSE(lines[0].contains("seed")) << "a declared log names no seed";
        const ReplayVerdict v = replay(lines, cards);
        ASSERT_TRUE(v.ok) << p.name << " " << n << "p seed " << seed << ": " << v.to_json().dump();
        // setup + every action carries a hash, and all of them were checked
        EXPECT_EQ(v.hashes_checked, v.actions + 1);
        EXPECT_EQ(v.actions, lines.back()["actions"].get<int>());
      }
  }
}

TEST(DeclaredChance, SyntheticSuperCardsVerify) {
  for (std::uint64_t seed : {1u, 5u, 9u}) {
    const auto lines = declared_game("super", 3, seed, builtin_synthetic_super_cards());
    const ReplayVerdict v = replay(lines, builtin_synthetic_super_cards());
    EXPECT_TRUE(v.ok) << v.to_json().dump();
  }
}

TEST(DeclaredChance, TheSetupDeclaresTheFiveClassicDeckShuffles) {
  const auto lines = declared_game("classic", 2, 4);
  const json& ch = lines[1]["chance"];
  ASSERT_EQ(ch.size(), 5u);  // C-1/C-2: boss, room, spell, ordinary and epic hero decks
  EXPECT_EQ(ch[0]["shuffle"], "boss_deck");
  EXPECT_EQ(ch[0]["order"].size(), 8u);  // 8 bosses in the classic set
  // C-2: each player is dealt the top boss card; the first card declared goes to seat 0.
  bool dealt = false;
  for (const auto& e : lines[1]["events"])
    if (e["e"] == "deal_boss" && e["player"] == 0) {
      EXPECT_EQ(e["card"], ch[0]["order"][0]);
      dealt = true;
    }
  EXPECT_TRUE(dealt);
}

TEST(DeclaredChance, ACardThatIsNotInTheDeckIsAnImpossibleDeclaration) {
  auto lines = declared_game("classic", 2, 4);
  lines[1]["chance"][0]["order"][0] = "BM040";  // a spell declared in the boss deck
  const ReplayVerdict v = replay(lines);
  ASSERT_FALSE(v.ok);
  EXPECT_FALSE(v.input_error) << "a known card in the wrong deck is a divergence, not malformed input";
  EXPECT_EQ(v.what, ReplayWhat::chance);
  EXPECT_EQ(v.line, 2);
  EXPECT_NE(v.message.find("BM040) is not in that deck"), std::string::npos) << v.message;
}

TEST(DeclaredChance, TooManyCopiesOfACardIsImpossible) {
  auto lines = declared_game("classic", 2, 4);
  json& order = lines[1]["chance"][1]["order"];  // the room deck
  order[1] = order[0];
  order[2] = order[0];
  order[3] = order[0];
  order[4] = order[0];  // five copies of one room: no classic room has five
  expect_chance_refused(lines, "more copies of it are declared than the deck holds");
}

TEST(DeclaredChance, AShortOrderNamesBothSizes) {
  auto lines = declared_game("classic", 3, 4);
  lines[1]["chance"][2]["order"].erase(0);  // one spell missing
  expect_chance_refused(lines, "30 cards declared, the deck holds 31");
}

TEST(DeclaredChance, AMissingOrExtraOutcomeIsADivergence) {
  auto lines = declared_game("classic", 2, 4);
  auto fewer = lines;
  fewer[1]["chance"].erase(4);  // no epic-hero shuffle declared
  ReplayVerdict v = replay(fewer);
  ASSERT_FALSE(v.ok);
  EXPECT_EQ(v.what, ReplayWhat::chance);
  EXPECT_NE(v.message.find("the engine needs a shuffle of the epic_heroes"), std::string::npos) << v.message;
  auto more = lines;
  more[2]["chance"] = json::array({{{"pick", "random_card_from_hand"}, {"card", "BM009"}}});
  v = replay(more);
  ASSERT_FALSE(v.ok);
  EXPECT_EQ(v.what, ReplayWhat::chance);
  EXPECT_EQ(v.line, 3);
  EXPECT_NE(v.message.find("did not need"), std::string::npos) << v.message;
}

TEST(DeclaredChance, UnknownCardsAndMalformedDeclarationsAreInvalidInput) {
  auto lines = declared_game("classic", 2, 4);
  auto a = lines;
  a[1]["chance"][0]["order"][0] = "XX999";
  ReplayVerdict v = replay(a);
  EXPECT_TRUE(v.input_error);
  EXPECT_NE(v.message.find("unknown card id \"XX999\""), std::string::npos) << v.message;
  auto b = lines;
  b[1]["chance"][0]["shuffle"] = "hand";
  v = replay(b);
  EXPECT_TRUE(v.input_error);
  EXPECT_NE(v.message.find("chance[0]"), std::string::npos) << v.message;
  auto c = lines;
  c[1]["chance"][0]["seed"] = 3;
  v = replay(c);
  EXPECT_TRUE(v.input_error);
  EXPECT_NE(v.message.find("field 'chance[0].seed': unknown field"), std::string::npos) << v.message;
}

TEST(DeclaredChance, ARandomPickMustBeACardThePickCouldTake) {
  // Find a game where a random pick happened (Succubus Spa BM012 or Specters' Sanctum).
  std::vector<json> lines;
  int at = -1;
  for (std::uint64_t seed = 1; seed < 400 && at < 0; ++seed) {
    lines = declared_game("classic", 4, seed);
    at = line_with_pick(lines);
  }
  ASSERT_GE(at, 0) << "no random pick in 400 games";
  ASSERT_TRUE(replay(lines).ok);
  for (auto& d : lines[static_cast<std::size_t>(at)]["chance"])
    if (d.contains("pick")) d["card"] = "BM001";  // a boss: never in a hand
  const ReplayVerdict v = replay(lines);
  ASSERT_FALSE(v.ok);
  EXPECT_EQ(v.what, ReplayWhat::chance);
  EXPECT_EQ(v.line, at + 1);
  EXPECT_NE(v.message.find("BM001 is not among the cards it picks from"), std::string::npos) << v.message;
}

TEST(DeclaredChance, ASeededLogMayNotDeclareOutcomes) {
  const Engine engine = bm::test::engine_for("classic");
  std::ostringstream out;
  LogWriter w(out, engine);
  PlayOptions opt;
  play_game(engine, opt, &w);
  std::vector<json> lines;
  std::istringstream in(out.str());
  for (std::string l; std::getline(in, l);) lines.push_back(json::parse(l));
  ASSERT_TRUE(replay(lines).ok);
  lines[3]["chance"] = json::array();
  const ReplayVerdict v = replay(lines);
  EXPECT_TRUE(v.input_error);
  EXPECT_NE(v.message.find("only a log with \"chance\": \"declared\""), std::string::npos) << v.message;
}

// ---- partial observations ---------------------------------------------------------------

// What another front end typically exports: declared chance, no hashes, and only the events
// it records itself (who got which hero, which room killed it, wounds), plus the scores.
std::vector<json> as_front_end_export(std::vector<json> lines) {
  lines[0]["events"] = "partial";
  for (std::size_t i = 1; i < lines.size(); ++i) {
    json& l = lines[i];
    l.erase("hash");
    l.erase("final_hash");
    if (l.contains("events")) {
      json kept = json::array();
      for (const auto& e : l["events"])
        if (e["e"] == "bait" || e["e"] == "hero_killed" || e["e"] == "hero_wounds") kept.push_back(e);
      l["events"] = kept;
    }
    if (l["type"] == "result") {
      json scores = json::array();
      for (const auto& sc : l["scores"]) scores.push_back({{"souls", sc["souls"]}, {"wounds", sc["wounds"]}});
      l["scores"] = scores;
    }
  }
  return lines;
}

int line_with_event(const std::vector<json>& lines, const std::string& type) {
  for (std::size_t i = 2; i < lines.size(); ++i)
    if (lines[i].contains("events"))
      for (const auto& e : lines[i]["events"])
        if (e["e"] == type) return static_cast<int>(i);
  return -1;
}

TEST(PartialObservations, AFrontEndExportVerifiesWithoutHashes) {
  for (std::uint64_t seed : {2u, 6u, 11u}) {
    const auto lines = as_front_end_export(declared_game("classic", 3, seed));
    const ReplayVerdict v = replay(lines);
    ASSERT_TRUE(v.ok) << v.to_json().dump();
    EXPECT_TRUE(v.partial);
    EXPECT_EQ(v.hashes_checked, 0);
    EXPECT_GT(v.events_checked, 0);
  }
}

TEST(PartialObservations, TheWrongRoomKillingAHeroIsCaught) {
  std::vector<json> lines;
  int at = -1;
  for (std::uint64_t seed = 1; seed < 100 && at < 0; ++seed) {
    lines = as_front_end_export(declared_game("classic", 2, seed));
    at = line_with_event(lines, "hero_killed");
  }
  ASSERT_GE(at, 0);
  for (auto& e : lines[static_cast<std::size_t>(at)]["events"])
    if (e["e"] == "hero_killed") {
      e["player"] = 1 - e["player"].get<int>();  // the other player's dungeon killed it
      break;
    }
  const ReplayVerdict v = replay(lines);
  ASSERT_FALSE(v.ok);
  EXPECT_EQ(v.what, ReplayWhat::event);
  EXPECT_EQ(v.line, at + 1);
  EXPECT_EQ(v.expected["e"], "hero_killed");
  EXPECT_NE(v.message.find("which the engine did not produce here"), std::string::npos) << v.message;
}

TEST(PartialObservations, EventsOutOfOrderAreCaught) {
  std::vector<json> lines;
  int at = -1;
  for (std::uint64_t seed = 1; seed < 200 && at < 0; ++seed) {
    lines = as_front_end_export(declared_game("classic", 2, seed));
    for (std::size_t i = 2; i < lines.size() && at < 0; ++i)
      if (lines[i].contains("events") && lines[i]["events"].size() >= 2 &&
          lines[i]["events"][0] != lines[i]["events"][1])
        at = static_cast<int>(i);
  }
  ASSERT_GE(at, 0);
  json& ev = lines[static_cast<std::size_t>(at)]["events"];
  std::swap(ev[0], ev[1]);
  const ReplayVerdict v = replay(lines);
  ASSERT_FALSE(v.ok);
  EXPECT_EQ(v.what, ReplayWhat::event);
}

TEST(PartialObservations, AWrongFinalScoreIsCaught) {
  auto lines = as_front_end_export(declared_game("classic", 2, 3));
  json& last = lines.back();
  ASSERT_EQ(last["type"], "result");
  last["scores"][0]["souls"] = last["scores"][0]["souls"].get<int>() + 1;
  const ReplayVerdict v = replay(lines);
  ASSERT_FALSE(v.ok);
  EXPECT_EQ(v.what, ReplayWhat::result);
  EXPECT_NE(v.message.find("result field 'scores' differs"), std::string::npos) << v.message;
}

TEST(PartialObservations, ACompleteLogMustListEveryEvent) {
  auto lines = declared_game("classic", 2, 3);
  const int at = line_with_event(lines, "hero_revealed");
  ASSERT_GE(at, 0);
  json& ev = lines[static_cast<std::size_t>(at)]["events"];
  ev.erase(ev.size() - 1);
  const ReplayVerdict v = replay(lines);
  ASSERT_FALSE(v.ok);
  EXPECT_EQ(v.what, ReplayWhat::event);
}

}  // namespace
}  // namespace bm
