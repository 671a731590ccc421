// IP-50: card facts no source gives. No source gives the player-count icon of any printed Boss
// Monster 2 hero, nor Necromancer's treasure and ability (docs/cards.md "Unknown facts"). By
// default a set holding them is refused; the house reading `unknown_facts: house` puts a hero whose
// only unknown fact is its icon in every game (C-2) and sets any other such design aside at setup.
#include <gtest/gtest.h>

#include <algorithm>
#include <span>
#include <string>
#include <vector>

#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "bm/game/engine.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

namespace card_unknown_facts {
using bm::CardSet;
using nlohmann::json;

// bm2-synthetic plus Elfstar (TNL073: only its icon unknown) and Necromancer (TNL100: its
// treasure, icon and ability unknown), their facts as the built-in bm2 set records them.
const CardSet& with_unknowns() {
  static const CardSet cs = bm::test::bm2_synthetic_plus({"TNL073", "TNL100"}, "unknown-facts");
  return cs;
}

std::vector<std::string> ids(const CardSet& cs, std::span<const int> cards) {
  std::vector<std::string> out;
  for (int c : cards) out.push_back(cs.id_of(c));
  return out;
}

// Counts the consultations of IP-50 (Observer::on_option_consulted: bm compare counts them).
class UnknownFactsConsulted : public bm::Observer {
 public:
  void on_event(const bm::GameState&, const bm::Event&) override {}
  void on_option_consulted(const bm::GameState&, const char* key, std::span<const int>) override {
    if (std::string(key) == "unknown_facts") ++times;
  }
  int times = 0;
};

// The bm2 presets write the house reading (their default set is the printed cards); the
// option's default, refuse, is what a ruleset that does not write it plays.
bm::Ruleset bm2_refusing() {
  bm::Ruleset rules = bm::test::preset("bm2");
  rules.unknown_facts_house = false;
  return rules;
}

TEST(Rule_IP50, RefusedByDefaultNamingTheHouseReading) {
  const bm::Engine engine(with_unknowns(), bm2_refusing());
  try {
    (void)engine.start(2, 7);
    FAIL() << "a set with unknown facts was played";
  } catch (const bm::InputError& e) {
    const std::string m = e.what();
    EXPECT_NE(m.find("2 card designs have facts no source gives (TNL073 Elfstar, TNL100 Necromancer"),
              std::string::npos)
        << m;
    EXPECT_NE(m.find("unknown_facts: house (IP-50)"), std::string::npos) << m;
  }
}

TEST(Rule_IP50, HouseReadingPlaysTheIconlessHeroInEveryGameAndSetsTheRestAside) {
  bm::Ruleset rules = bm::test::preset("bm2");
  rules.unknown_facts_house = true;
  for (const int players : {2, 3, 4}) {
    SCOPED_TRACE(players);
    const bm::Engine engine(with_unknowns(), rules);
    UnknownFactsConsulted seen;
    const bm::GameState s = engine.start(players, 7, nullptr, nullptr, &seen);
    EXPECT_EQ(seen.times, 2);  // once for each design with an unknown fact
    const CardSet& cs = with_unknowns();
    // Elfstar is an ordinary hero: in the ordinary deck, in town or at an entrance, never set aside.
    EXPECT_FALSE(bm::test::contains(ids(cs, s.out_of_game), "TNL073"));
    EXPECT_TRUE(bm::test::contains(ids(cs, s.ordinary_heroes), "TNL073") ||
                bm::test::contains(ids(cs, s.town), "TNL073"));
    // Necromancer's treasure and ability are unknown: out of the game from the start.
    EXPECT_TRUE(bm::test::contains(ids(cs, s.out_of_game), "TNL100"));
    EXPECT_FALSE(bm::test::contains(ids(cs, s.epic_heroes), "TNL100"));
  }
}

TEST(Rule_IP50, TheHouseReadingIsWrittenOnlyWhenChosen) {
  bm::Ruleset rules = bm2_refusing();
  EXPECT_FALSE(bm::ruleset_to_json(rules)["options"].contains("unknown_facts"));  // refuse: not written
  EXPECT_FALSE(bm::load_ruleset(bm::ruleset_to_json(rules), "refuse.json").unknown_facts_house);
  rules.unknown_facts_house = true;
  const json j = bm::ruleset_to_json(rules);
  EXPECT_EQ(j["options"]["unknown_facts"], "house");
  EXPECT_TRUE(bm::load_ruleset(j, "house.json").unknown_facts_house);
  EXPECT_NE(rules.hash(), bm2_refusing().hash());
}

// The bm2 presets play the printed cards by default, which only the house reading sets up (no
// source gives the printed heroes' player-count icons), so both write it; no other preset does.
TEST(Rule_IP50, TheBm2PresetsPlayTheHouseReading) {
  for (const bm::Preset& p : bm::preset_list()) {
    const bm::Ruleset rules = bm::test::preset(p.name);
    const bool bm2 = rules.family == bm::Family::bm2;
    EXPECT_EQ(rules.unknown_facts_house, bm2) << p.name;
    EXPECT_EQ(bm::ruleset_to_json(rules)["options"].contains("unknown_facts"), bm2) << p.name;
  }
}

}  // namespace card_unknown_facts
