#include "fuzz/decision_input.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <utility>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/play/policy.hpp"
#include "bm/rules/ruleset.hpp"

namespace bm {

namespace {

constexpr int kDepthParts = 5;  // DecisionStart::depth_part: 0..4

const std::vector<Preset>& presets() {
  static const std::vector<Preset> list = preset_list();
  return list;
}

Ruleset preset_rules(std::size_t i) {
  Ruleset r;
  find_preset(presets()[i].name, r);
  return r;
}

// The start table's games, kept for the process: each game's five starts (a copy of the checked
// game at each depth) and the policy's choices up to each.
struct StartCache {
  std::mutex mu;
  std::vector<std::unique_ptr<CheckedRun>> runs;  // by DecisionStart::index; null until its game is played
  std::vector<std::vector<std::uint32_t>> prefixes;
};

StartCache& start_cache() {
  static StartCache c;
  return c;
}

// The depth of each part, in actions of a policy game `length` actions long.
int depth_of(int part, std::size_t length) {
  const auto n = static_cast<int>(length);
  switch (part) {
    case 0: return 0;
    case 1: return n / 4;
    case 2: return n / 2;
    case 3: return 3 * n / 4;
    default: return std::max(0, n - 10);
  }
}

// Plays the game of start `first` (the first of its kDepthParts entries) and keeps a copy of the
// checked game at each part's depth. Caller holds the cache's lock.
void play_start_game(StartCache& c, const DecisionStart& first) {
  const Engine& engine = decision_engine(first);
  const CheckOptions check = decision_check_options();
  PlayChecked p;
  p.players = first.players;
  p.seed = first.seed;
  p.policy = first.policy;
  p.check = check;
  const CheckedGame whole = play_checked(engine, p);  // its length sets the depths
  CheckedRun r(engine, first.players, first.seed, check);
  for (int part = 0; part < kDepthParts; ++part) {
    const auto depth = static_cast<std::size_t>(depth_of(part, whole.choices.size()));
    while (!r.done() && r.choices().size() < depth) {
      r.legal();
      r.apply(whole.choices[r.choices().size()]);
    }
    const std::size_t i = first.index + static_cast<std::size_t>(part);
    c.runs[i] = std::make_unique<CheckedRun>(r);
    c.prefixes[i] = r.choices();
  }
}

const CheckedRun& start_run(const DecisionStart& d, const std::vector<std::uint32_t>** prefix = nullptr) {
  StartCache& c = start_cache();
  const std::lock_guard<std::mutex> lock(c.mu);
  if (c.runs.empty()) {
    c.runs.resize(decision_starts().size());
    c.prefixes.resize(decision_starts().size());
  }
  if (!c.runs[d.index]) play_start_game(c, decision_starts()[d.index - static_cast<std::size_t>(d.depth_part)]);
  if (prefix) *prefix = &c.prefixes[d.index];
  return *c.runs[d.index];
}

const DecisionStart& start_of(const std::uint8_t* data, std::size_t size) {
  const auto& t = decision_starts();
  return t[(size > 0 ? data[0] : 0u) % t.size()];
}

// The input's bytes after the header, played on from wherever `r` stands; returns the bytes used.
std::size_t play_bytes(CheckedRun& r, const std::uint8_t* data, std::size_t size) {
  std::size_t next = kDecisionHeaderBytes;
  int made = 0;
  while (!r.done()) {
    const auto n = static_cast<std::uint32_t>(r.legal().size());
    std::uint32_t k = 0;
    if (n > 1) {  // a forced decision takes no byte
      const std::size_t width = n > 256 ? 2 : 1;
      if (made == kFuzzedDecisions || next + width > size) break;  // the input ran out: the game stops here
      k = data[next];
      if (width == 2) k |= static_cast<std::uint32_t>(data[next + 1]) << 8;
      next += width;
      ++made;
    }
    r.apply(k);
  }
  return std::min(next, std::max(size, kDecisionHeaderBytes));
}

}  // namespace

const std::vector<DecisionStart>& decision_starts() {
  static const std::vector<DecisionStart> table = [] {
    std::vector<DecisionStart> t;
    const char* const policies[] = {"random", "spells", "bait"};
    std::uint32_t game = 0;
    for (std::size_t p = 0; p < presets().size(); ++p) {
      const Ruleset r = preset_rules(p);
      const PlayerRange range = player_range(r, builtin_super_board());
      const bool has_synthetic = r.super_like() || r.family == Family::bm2;
      for (int syn = 0; syn <= (has_synthetic ? 1 : 0); ++syn) {
        std::vector<int> counts{range.min};  // the family's fewest and most players (solo: 1)
        if (range.max != range.min) counts.push_back(range.max);
        for (const int n : counts) {
          ++game;
          for (int part = 0; part < kDepthParts; ++part) {
            DecisionStart d;
            d.index = t.size();
            d.preset = p;
            d.ruleset = presets()[p].name;
            d.players = n;
            d.synthetic_cards = syn == 1;
            d.seed = 100 + game;
            d.policy = policies[game % 3];
            d.depth_part = part;
            t.push_back(d);
          }
        }
      }
    }
    if (t.size() > 256) throw std::logic_error("decision_starts: more starts than byte 0 can name");
    return t;
  }();
  return table;
}

CheckOptions decision_check_options(bool strict) {
  CheckOptions c;  // the sampling of bm check (checker/include/bm/checker/game_checker.hpp)
  if (strict) {
    c.state_every = 1;
    c.legal_every = 1;
    c.hash_every = 1;
  }
  return c;
}

const Engine& decision_engine(const DecisionStart& d) {
  // Built on first use and kept for the process (a fuzzer runs millions of inputs).
  static std::mutex mu;
  static std::map<std::pair<std::size_t, bool>, std::unique_ptr<Engine>> engines;
  const std::lock_guard<std::mutex> lock(mu);
  auto& e = engines[{d.preset, d.synthetic_cards}];
  if (!e) {
    const bool bm2 = preset_rules(d.preset).family == Family::bm2;
    const CardSet& cards = !d.synthetic_cards ? builtin_classic_cards()
                           : bm2              ? builtin_synthetic_bm2_cards()
                                              : builtin_synthetic_super_cards();
    e = std::make_unique<Engine>(cards, preset_rules(d.preset), builtin_super_board());
  }
  return *e;
}

const std::vector<std::uint32_t>& decision_prefix(const DecisionStart& d) {
  const std::vector<std::uint32_t>* prefix = nullptr;
  start_run(d, &prefix);
  return *prefix;
}

void build_decision_starts() {
  for (const DecisionStart& d : decision_starts()) start_run(d);
}

DecisionGame play_decision_input(const std::uint8_t* data, std::size_t size) {
  DecisionGame out;
  out.start = start_of(data, size);
  CheckedRun r = start_run(out.start);  // the copy: state and checker as the prefix left them
  out.prefix_actions = r.choices().size();
  out.bytes_used = play_bytes(r, data, size);
  out.game = r.finish(true);
  return out;
}

DecisionGame play_decision_input_from_setup(const std::uint8_t* data, std::size_t size, const CheckOptions& check,
                                            LogWriter* log) {
  DecisionGame out;
  out.start = start_of(data, size);
  const std::vector<std::uint32_t>& prefix = decision_prefix(out.start);
  CheckedRun r(decision_engine(out.start), out.start.players, out.start.seed, check, log);
  for (const std::uint32_t k : prefix) {
    if (r.done()) break;
    r.legal();
    r.apply(k);
  }
  out.prefix_actions = r.choices().size();
  out.bytes_used = play_bytes(r, data, size);
  out.game = r.finish(true);
  return out;
}

std::vector<std::uint8_t> policy_decision_input(const DecisionStart& d, const std::string& policy, std::uint64_t seed,
                                                int decisions, CheckedGame& game) {
  CheckedRun r = start_run(d);
  const std::unique_ptr<Policy> chooser = make_policy(policy, seed);
  std::vector<std::uint8_t> out{static_cast<std::uint8_t>(d.index)};
  int made = 0;
  while (!r.done()) {
    const std::vector<Action>& legal = r.legal();
    const auto n = static_cast<std::uint32_t>(legal.size());
    std::uint32_t k = 0;
    if (n > 1) {
      if (made == decisions) break;
      k = static_cast<std::uint32_t>(chooser->choose(r.engine(), r.state(), legal));
      out.push_back(static_cast<std::uint8_t>(k & 0xffu));
      if (n > 256) out.push_back(static_cast<std::uint8_t>(k >> 8 & 0xffu));
      ++made;
    }
    r.apply(k);
  }
  game = r.finish(true);
  return out;
}

}  // namespace bm
