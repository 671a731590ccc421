#pragma once
// The legacy state hash (docs/state-hash.md) as its packed input: the 64-bit words the legacy
// chain adds, in order. Hashing them gives exactly Engine::hash(s, StateHashKind::legacy); hashing many states' words
// at once overlaps their multiply chains (the replayer checks a batch of logged hashes so).
#include <cstdint>
#include <span>
#include <vector>

#include "bm/game/engine.hpp"

namespace bm {

// Hash v2 (docs/state-hash.md#hash-v2): the flat byte encoding of `s` that XXH3-64 hashes
// (xxh3_64(state_encoding_v2(e, s)) == e.hash(s, StateHashKind::xxh3_v2)), and XXH3-64 (seed 0).
std::vector<unsigned char> state_encoding_v2(const Engine& engine, const GameState& s);
std::uint64_t xxh3_64(std::span<const unsigned char> bytes);
// At least the number of 16-bit units of state_encoding_v2(e, s) (half its bytes): the hash
// writes the encoding into a fixed buffer with no check per unit when this bound fits it.
std::size_t state_encoding_v2_bound(const GameState& s);

// The legacy chain's packed input (a legacy engine's hash).
// Appends the words the legacy chain adds for `s` to `out`: hash_words(them) == engine.hash(s, legacy).
void state_hash_words(const Engine& engine, const GameState& s, std::vector<std::uint64_t>& out);

// The Hasher value after adding each word in order (docs/state-hash.md#algorithm).
std::uint64_t hash_words(std::span<const std::uint64_t> words);

// hash_words of each run, out[k] for runs[k] (out.size() >= runs.size()). The same values,
// computed several chains at a time: one chain waits on its multiplies, several overlap.
void hash_words_many(std::span<const std::span<const std::uint64_t>> runs, std::span<std::uint64_t> out);

}  // namespace bm
