// No snapshot that loads may crash the engine (docs/snapshot.md, validation): valid snapshots
// of every preset are mutated at random (integers, strings, arrays, fields); every mutant
// either is rejected with an InputError or loads, and then 200 random legal actions run with
// only InputError / IllegalAction allowed. Meant to run under AddressSanitizer/UBSan too.
#include <algorithm>
#include <cstdlib>

#include <gtest/gtest.h>

#include "bm/core/error.hpp"
#include "bm/core/rng.hpp"
#include "support/preset_cases.hpp"
#include "support/sanitizer_share.hpp"
#include "bm/state/census.hpp"
#include "bm/state/snapshot.hpp"

namespace {

using namespace bm;
using nlohmann::json;

// Every node of `j` with its JSON pointer (the root excluded).
void collect(const json& j, const json::json_pointer& at, std::vector<json::json_pointer>& out) {
  if (!at.empty()) out.push_back(at);
  if (j.is_object())
    for (const auto& [k, v] : j.items()) collect(v, at / k, out);
  else if (j.is_array())
    for (std::size_t i = 0; i < j.size(); ++i) collect(j[i], at / i, out);
}

std::size_t pick(Rng& r, std::size_t n) { return static_cast<std::size_t>(r.below(n)); }

void mutate(json& doc, Rng& r) {
  std::vector<json::json_pointer> nodes;
  collect(doc, json::json_pointer(), nodes);
  // Half the time a node of the engine's continuation (agenda, decision, stack, run), where a
  // wrong integer is most likely to mislead the engine.
  std::vector<json::json_pointer> risky;
  for (const auto& p : nodes) {
    const std::string ps = p.to_string();
    for (const char* pre : {"/state/agenda/", "/state/decision/", "/state/stack/", "/state/run/"})
      if (ps.starts_with(pre)) risky.push_back(p);
  }
  const json::json_pointer at =
      !risky.empty() && r.below(2) ? risky[pick(r, risky.size())] : nodes[pick(r, nodes.size())];
  json& n = doc[at];
  if (n.is_number_integer()) {
    const long long v = n.get<long long>();
    const long long choices[] = {
        v + 1,      v - 1,      -1, 0, 1, 2, 3, 4, 5, 100, 101, -2, static_cast<long long>(r.below(200)) - 5,
        1000000000, -1000000000};
    n = choices[pick(r, std::size(choices))];
  } else if (n.is_string()) {
    // Another string of the document (often a card id: a card moves or duplicates), or junk.
    std::vector<json::json_pointer> strings;
    for (const auto& p : nodes)
      if (doc[p].is_string()) strings.push_back(p);
    const int k = r.below_int(4);
    if (k == 0) n = "BM000";
    else if (k == 1) n = n.get<std::string>() + "#1";
    else n = json(doc[strings[pick(r, strings.size())]]);
  } else if (n.is_boolean()) {
    n = !n.get<bool>();
  } else if (n.is_null()) {
    n = r.below(2) ? json(0) : json("BM001");
  } else if (n.is_array()) {
    const int k = r.below_int(5);
    if (k == 0 && !n.empty()) n.erase(pick(r, n.size()));
    else if (k == 1 && !n.empty()) n.push_back(n[pick(r, n.size())]);
    else if (k == 2 && n.size() > 1) std::swap(n[pick(r, n.size())], n[pick(r, n.size())]);
    else if (k == 3 && !n.empty()) {
      // Move an element to another array of the document (a card changes zone).
      std::vector<json::json_pointer> arrays;
      for (const auto& p : nodes)
        if (doc[p].is_array() && p != at && !at.to_string().starts_with(p.to_string() + "/") &&
            !p.to_string().starts_with(at.to_string() + "/"))
          arrays.push_back(p);
      if (!arrays.empty()) {
        const std::size_t i = pick(r, n.size());
        json moved = n[i];
        n.erase(i);
        doc[arrays[pick(r, arrays.size())]].push_back(moved);
      }
    } else {
      n = json::array();
    }
  } else if (n.is_object()) {
    const int k = r.below_int(3);
    if (k == 0 && !n.empty()) n.erase(n.begin());
    else if (k == 1) n["x"] = 1;
    else n = json::object();
  }
}

TEST(SnapshotMutation, LoadedMutantsNeverCrashTheEngine) {
  // BM_SNAPSHOT_MUTATION_SCALE=n multiplies the number of base states (a longer stress run);
  // BM_SNAPSHOT_MUTATION_SEED picks another stream of mutants.
  const char* scale_env = std::getenv("BM_SNAPSHOT_MUTATION_SCALE");
  const char* seed_env = std::getenv("BM_SNAPSHOT_MUTATION_SEED");
  const int scale = scale_env ? std::max(1, std::atoi(scale_env)) : 1;
  Rng r(seed_env ? std::strtoull(seed_env, nullptr, 10) : 20240601u);
  int mutants = 0, loaded = 0, played = 0;
  for (const auto& pe : bm::test::preset_engines()) {
    const Engine& e = *pe.engine;
    // Under the sanitizers 2 base states a preset (support/sanitizer_share.hpp); the snapshot
    // fuzzer mutates snapshots under ASan + UBSan in the fuzz stage too.
    for (int base = 0; base < bm::test::sanitizer_count(6, 3) * scale; ++base) {
      const int players = pe.min_players + base % (pe.max_players - pe.min_players + 1);
      const int steps = static_cast<int>(r.below(250));
      const GameState s = bm::test::random_state(e, players, r.next(), steps);
      const json doc = snapshot_document(e, s);
      for (int m = 0; m < 16; ++m) {
        json mut = doc;
        const int times = 1 + r.below_int(3);
        for (int t = 0; t < times; ++t) mutate(mut, r);
        ++mutants;
        GameState g;
        try {
          g = snapshot_from_document(e, mut, "mutant");
        } catch (const InputError&) { continue; }
        ++loaded;
        // A loaded state keeps the card census (every card exactly once).
        for (int c : card_census(g, e.cards().instances())) ASSERT_EQ(c, 1);
        auto policy = make_policy("random", r.next());
        try {
          for (int i = 0; i < 200 && !g.over; ++i) {
            const auto legal = e.legal_actions(g);
            if (legal.empty()) break;
            e.apply(g, legal[policy->choose(e, g, legal)]);
            ++played;
          }
        } catch (const InputError&) {
        } catch (const IllegalAction&) {
        } catch (const std::exception& ex) {
          ADD_FAILURE() << pe.preset << ": a loaded mutant made the engine throw " << ex.what() << "\n" << mut.dump();
        }
      }
    }
  }
  RecordProperty("mutants", mutants);
  RecordProperty("loaded", loaded);
  std::cout << "[ snapshot mutation ] " << mutants << " mutants, " << loaded << " loaded, " << played
            << " actions played\n";
  EXPECT_GT(loaded, 0);
}

}  // namespace
