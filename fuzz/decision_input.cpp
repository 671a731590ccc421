#include "fuzz/decision_input.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <utility>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/rules/ruleset.hpp"

namespace bm {

namespace {

const std::vector<Preset>& presets() {
  static const std::vector<Preset> list = preset_list();
  return list;
}

Ruleset preset_rules(std::size_t i) {
  Ruleset r;
  find_preset(presets()[i].name, r);
  return r;
}

}  // namespace

CheckOptions decision_check_options(bool strict) {
  CheckOptions c;  // the sampling of bm check (checker/include/bm/checker/game_checker.hpp)
  if (strict) {
    c.state_every = 1;
    c.legal_every = 1;
    c.hash_every = 1;
  }
  return c;
}

DecisionSetup decode_decision_setup(const std::uint8_t* data, std::size_t size) {
  auto at = [&](std::size_t i) -> std::uint8_t { return i < size ? data[i] : std::uint8_t{0}; };
  DecisionSetup d;
  d.preset = at(0) % presets().size();
  d.ruleset = presets()[d.preset].name;
  const PlayerRange r = player_range(preset_rules(d.preset), builtin_super_board());
  d.players = r.min + at(1) % (r.max - r.min + 1);
  const Ruleset pr = preset_rules(d.preset);
  d.synthetic_cards = (pr.super_like() || pr.family == Family::bm2) && (at(2) & 1u) != 0;
  d.seed = static_cast<std::uint32_t>(at(3)) | static_cast<std::uint32_t>(at(4)) << 8 |
           static_cast<std::uint32_t>(at(5)) << 16 | static_cast<std::uint32_t>(at(6)) << 24;
  return d;
}

const Engine& decision_engine(const DecisionSetup& d) {
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

DecisionGame play_decision_input(const std::uint8_t* data, std::size_t size, const CheckOptions& check,
                                 LogWriter* log) {
  DecisionGame out;
  out.setup = decode_decision_setup(data, size);
  std::size_t next = kDecisionHeaderBytes;
  PlayChecked p;
  p.players = out.setup.players;
  p.seed = out.setup.seed;
  p.check = check;
  p.log = log;
  p.choose = [&](std::uint32_t n, std::uint32_t& k) {
    if (n <= 1) return true;  // a forced decision takes no byte
    const std::size_t width = n > 256 ? 2 : 1;
    if (next + width > size) return false;  // the input ran out: the game stops here
    k = data[next];
    if (width == 2) k |= static_cast<std::uint32_t>(data[next + 1]) << 8;
    next += width;
    return true;
  };
  out.game = play_checked(decision_engine(out.setup), p);
  out.bytes_used = std::min(next, size);
  return out;
}

std::vector<std::uint8_t> encode_decision_input(const DecisionSetup& d, const std::vector<std::uint32_t>& choices,
                                                const std::vector<std::uint32_t>& legal_sizes) {
  const PlayerRange r = player_range(preset_rules(d.preset), builtin_super_board());
  std::vector<std::uint8_t> out{static_cast<std::uint8_t>(d.preset),
                                static_cast<std::uint8_t>(d.players - r.min),
                                static_cast<std::uint8_t>(d.synthetic_cards ? 1 : 0),
                                static_cast<std::uint8_t>(d.seed & 0xffu),
                                static_cast<std::uint8_t>(d.seed >> 8 & 0xffu),
                                static_cast<std::uint8_t>(d.seed >> 16 & 0xffu),
                                static_cast<std::uint8_t>(d.seed >> 24 & 0xffu)};
  for (std::size_t i = 0; i < choices.size() && i < legal_sizes.size(); ++i) {
    const std::uint32_t n = legal_sizes[i];
    if (n <= 1) continue;
    const std::uint32_t k = choices[i] % n;
    out.push_back(static_cast<std::uint8_t>(k & 0xffu));
    if (n > 256) out.push_back(static_cast<std::uint8_t>(k >> 8 & 0xffu));
  }
  return out;
}

}  // namespace bm
