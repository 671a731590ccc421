#include "bm/play/bench_signature.hpp"

#include "bm/cards/card_set.hpp"
#include "bm/core/hash.hpp"
#include "bm/play/play.hpp"

namespace bm {

SignatureResult bench_signature() {
  SignatureResult r;
  Hasher h;
  for (const auto& p : preset_list()) {
    Ruleset rules;
    find_preset(p.name, rules);
    // Each preset's default cards (default_card_set): the signature changes when one changes.
    const Engine engine(default_card_set(rules), rules);
    const PlayerRange range = player_range(rules, engine.board());
    const int lo = rules.family == Family::solo ? 1 : range.min, hi = rules.family == Family::solo ? 1 : range.max;
    for (int players = lo; players <= hi; ++players)
      for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        PlayOptions opt;
        opt.players = players;
        opt.seed = seed;
        opt.policy = "random";
        const GameState s = play_game(engine, opt);
        h.add(engine.hash(s));
        r.games += 1;
        r.actions += s.actions;
      }
  }
  r.signature = h.value();
  return r;
}

}  // namespace bm
