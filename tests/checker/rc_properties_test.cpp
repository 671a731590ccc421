// Property tests of the invariant checker (docs/checking.md) with RapidCheck: games
// drawn from generated rulesets (presets and random option combinations), player counts, seeds,
// policies and card sets (tests/checker/rc_generators.hpp) complete under the GameChecker with
// no violation, and a game replays exactly from its recorded choices.
//
// Reproducing a failure: RapidCheck prints the minimal counterexample and a line
//   Some of your RapidCheck properties had failures. To reproduce these, run with:
//   RC_PARAMS="reproduce=<string>"
// Run that one property again with it (the same shrunk case, at once):
//   RC_PARAMS="reproduce=<string>" ./build/tests/bm_tests --gtest_filter='CheckerRc.GeneratedGamesKeepEveryInvariant'
// Longer or with a fixed seed: RC_PARAMS="max_success=2000 seed=42"; add verbose_progress=1
// (or verbose_shrinking=1) to watch it.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "bm/checker/checked_game.hpp"
#include "bm/checker/invariants.hpp"
#include "bm/core/hash.hpp"
#include "checker/rc_generators.hpp"

namespace {

using namespace bm;
using bm::rcgen::GameInputs;

void tag(const GameInputs& in) {
  RC_TAG(family_name(in.rules.family),
         in.rules.name.find("~rc") != std::string::npos ? "option combination" : "preset");
}

// Every generated game runs to its end under the GameChecker with no violation, and playing
// its choices again gives the same game (INV-DETERMINISM, verify_determinism).
RC_GTEST_PROP(CheckerRc, GeneratedGamesKeepEveryInvariant, ()) {
  const GameInputs in = *rcgen::genGameInputs();
  const Engine engine(in.card_set(), in.rules);
  PlayChecked p;
  p.players = in.players;
  p.seed = in.seed;
  p.policy = in.policy;
  p.verify_determinism = true;
  const CheckedGame g = play_checked(engine, p);
  RC_TAG(family_name(in.rules.family), std::string("ended ") + end_reason_name(static_cast<EndReason>(g.end_rule)));
  if (g.failed) RC_LOG() << "violation after " << g.actions << " actions: " << g.violation.to_text() << "\n";
  RC_ASSERT(!g.failed);
  RC_ASSERT(g.over);
  RC_ASSERT(g.actions == static_cast<int>(g.choices.size()));
}

// A game is identified by its inputs and its choice indices: replaying the recorded choices
// (forced, as the shrinker and the failure logs do) gives the same number of actions, the same
// end and the same final hash; a prefix of the choices replays to a game that took exactly those
// choices (a policy's index is always within the legal list, so `% legal` changes nothing).
RC_GTEST_PROP(CheckerRc, ForcedChoiceReplayIsDeterministic, ()) {
  const GameInputs in = *rcgen::genGameInputs();
  tag(in);
  const Engine engine(in.card_set(), in.rules);
  PlayChecked p;
  p.players = in.players;
  p.seed = in.seed;
  p.policy = in.policy;
  p.verify_determinism = true;  // also makes play_checked compute the final hash
  const CheckedGame first = play_checked(engine, p);
  if (first.failed) RC_LOG() << "first game: " << first.violation.to_text() << "\n";

  PlayChecked again = p;
  again.verify_determinism = false;
  again.policy = "first";  // ignored when forced: the choices decide
  again.forced = &first.choices;
  const CheckedGame second = play_checked(engine, again);
  RC_ASSERT(second.actions == first.actions);
  RC_ASSERT(second.final_hash == first.final_hash);
  RC_ASSERT(second.over == first.over);
  RC_ASSERT(second.end_rule == first.end_rule);
  RC_ASSERT(second.failed == first.failed);
  RC_ASSERT(second.choices == first.choices);

  const std::size_t cut = *rc::gen::inRange<std::size_t>(0, first.choices.size() + 1);
  const std::vector<std::uint32_t> prefix(first.choices.begin(),
                                          first.choices.begin() + static_cast<std::ptrdiff_t>(cut));
  again.forced = &prefix;
  const CheckedGame a = play_checked(engine, again);
  const CheckedGame b = play_checked(engine, again);
  RC_ASSERT(a.choices == prefix);
  RC_ASSERT(a.actions == static_cast<int>(cut));
  RC_ASSERT(a.final_hash == b.final_hash);
  RC_ASSERT(a.over == (cut == first.choices.size() && first.over));
}

// Every option combination the generators draw is a valid ruleset: load_ruleset accepts it
// (genRuleset never needs its fallback) and writes it back unchanged.
RC_GTEST_PROP(CheckerRc, OptionCombinationsLoad, ()) {
  const std::string family = *rcgen::genFamilyName();
  // Drawn as text: RapidCheck shows a std::string in a counterexample (a json would not print).
  const std::string text =
      *rc::gen::map(rcgen::genOptionsJson(family), [](const nlohmann::json& g) { return g.dump(); });
  const nlohmann::json j = nlohmann::json::parse(text);
  RC_TAG(family);
  Ruleset r;
  try {
    r = load_ruleset(j, "rc ruleset");
  } catch (const InputError& e) { RC_FAIL(std::string("load_ruleset refused a generated combination: ") + e.what()); }
  RC_ASSERT(family_name(r.family) == family);
  RC_ASSERT(ruleset_to_json(r) == j);
}

// A ruleset's hash (a log header's and a snapshot's ruleset_hash) covers its family and options,
// not its name or description: for every drawn combination, with any name and description, it is
// the hash of the dump of its JSON with those two members erased, whether taken from the ruleset
// (Ruleset::hash) or from JSON already made (ruleset_hash_of, the writers' way).
RC_GTEST_PROP(CheckerRc, RulesetHashIsItsJsonWithoutNameAndDescription, ()) {
  const std::string family = *rcgen::genFamilyName();
  const std::string text =
      *rc::gen::map(rcgen::genOptionsJson(family), [](const nlohmann::json& g) { return g.dump(); });
  Ruleset r = load_ruleset(nlohmann::json::parse(text), "rc ruleset");
  r.name = *rc::gen::arbitrary<std::string>();
  r.description = *rc::gen::arbitrary<std::string>();
  nlohmann::json j = ruleset_to_json(r);
  const std::uint64_t from_json = ruleset_hash_of(j);
  j.erase("name");
  j.erase("description");
  Hasher h;
  h.add_str(j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
  RC_ASSERT(from_json == h.value());
  RC_ASSERT(r.hash() == from_json);
  Ruleset renamed = r;
  renamed.name = "another name";
  renamed.description.clear();
  RC_ASSERT(renamed.hash() == r.hash());
}

// The catalog (checker/include/bm/checker/invariants.hpp) is well formed: unique IDs "INV-...", each with the rule
// IDs it enforces, the families it applies to and what it checks; find_invariant finds each.
TEST(CheckerRcCatalog, EveryInvariantHasAUniqueIdRulesAndWhat) {
  const auto& cat = invariant_catalog();
  ASSERT_FALSE(cat.empty());
  std::set<std::string> seen;
  for (const auto& i : cat) {
    ASSERT_NE(i.id, nullptr);
    const std::string id = i.id;
    EXPECT_TRUE(seen.insert(id).second) << "duplicate invariant ID " << id;
    EXPECT_EQ(id.rfind("INV-", 0), 0u) << id << " does not start with INV-";
    EXPECT_GT(id.size(), 4u) << id;
    ASSERT_NE(i.rules, nullptr) << id;
    EXPECT_FALSE(std::string(i.rules).empty()) << id << " names no rule";
    ASSERT_NE(i.what, nullptr) << id;
    EXPECT_FALSE(std::string(i.what).empty()) << id << " says not what it checks";
    ASSERT_NE(i.families, nullptr) << id;
    EXPECT_FALSE(std::string(i.families).empty()) << id << " applies to no family";
    std::string fams = std::string(" ") + i.families + " ";
    for (const char* f : {"classic", "super", "solo", "bm2"}) {
      const std::string w = std::string(" ") + f + " ";
      const auto at = fams.find(w);
      if (at != std::string::npos) fams.erase(at, w.size() - 1);
    }
    EXPECT_TRUE(std::all_of(fams.begin(), fams.end(), [](char c) { return c == ' '; }))
        << id << ": families \"" << i.families << "\" name something other than classic, super, solo, bm2";
    EXPECT_EQ(find_invariant(id), &i) << id;
  }
  EXPECT_EQ(find_invariant("INV-NO-SUCH-INVARIANT"), nullptr);
}

}  // namespace
