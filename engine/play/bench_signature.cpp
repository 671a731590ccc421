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
    // Boss Monster 2 plays its synthetic set (items); every other preset the classic cards.
    const Engine engine(rules.family == Family::bm2 ? builtin_synthetic_bm2_cards() : builtin_classic_cards(), rules);
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
