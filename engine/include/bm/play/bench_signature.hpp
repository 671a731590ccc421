#pragma once
// The determinism signature (like Stockfish's `bench`): a fixed list of seeded games over
// every preset and player count; their final state hashes folded into one 64-bit value.
// tests/sim/bench_signature_test.cpp pins it, so any change of engine behaviour is deliberate.
#include <cstdint>

namespace bm {

struct SignatureResult {
  std::uint64_t signature = 0;
  int games = 0;
  long long actions = 0;
};

SignatureResult bench_signature();

}  // namespace bm
