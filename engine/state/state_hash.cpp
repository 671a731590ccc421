// The state hash (docs/state-hash.md): one walk over every field of GameState, fed to a Hasher
// (the legacy chain, Engine::hash of a legacy engine), to a word buffer (state_hash_words, the
// same words), or to the flat little-endian encoding that XXH3-64 hashes (hash v2), so all see
// the same fields in the same order by construction.
#include "bm/state/state_hash.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <span>

#include "bm/cards/items.hpp"
#include "bm/core/hash.hpp"
#include "xxh3_avx2.hpp"

// Header-only xxHash (docs/state-hash.md#hash-v2): nothing to link, a WebAssembly build needs only the header.
#define XXH_INLINE_ALL
#include <xxhash.h>

namespace bm {

namespace {

// The walk's field kinds: add_int (a game quantity), add_bool, add_len (a count), add_wide (round
// and action count) and add_u64 (an RNG word). The legacy chain adds each as one 64-bit word.
template <class Base>
class LegacySink : public Base {
 public:
  using Base::Base;
  void add_len(std::size_t n) { this->add(n); }
  void add_wide(long long v) { this->add_int(v); }
  void add_u64(std::uint64_t w) { this->add(w); }
};

// Collects the words a Hasher would add.
class WordBuffer {
 public:
  explicit WordBuffer(std::vector<std::uint64_t>& out) : out_(out) {}
  void add(std::uint64_t v) { out_.push_back(v); }
  void add_int(long long v) { add(static_cast<std::uint64_t>(v)); }
  void add_bool(bool b) { add(b ? 1u : 0u); }

 private:
  std::vector<std::uint64_t>& out_;
};
using WordSink = LegacySink<WordBuffer>;
using ChainSink = LegacySink<Hasher>;

// Hash v2's encoding (docs/state-hash.md#hash-v2): 16-bit little-endian units; an integer or a
// count as its value modulo 2^16 (-1 -> FF FF), a boolean 0 or 1, round and the action count as
// 32 bits (low unit first), an RNG word as 64 bits (lowest unit first). Each unit is written as
// its little-endian bytes whatever the host, so no struct layout, padding or byte order enters
// it. `Out::put(unit)` stores one unit; this base gives every field kind in terms of it.
template <class Out>
class UnitSink {
 public:
  void add_int(long long v) { out().put(static_cast<std::uint32_t>(static_cast<std::uint64_t>(v) & 0xFFFFu)); }
  void add_bool(bool b) { out().put(b ? 1u : 0u); }
  void add_len(std::size_t n) { out().put(static_cast<std::uint32_t>(n & 0xFFFFu)); }
  void add_wide(long long v) {
    const auto u = static_cast<std::uint64_t>(v);
    out().put(static_cast<std::uint32_t>(u & 0xFFFFu));
    out().put(static_cast<std::uint32_t>((u >> 16) & 0xFFFFu));
  }
  void add_u64(std::uint64_t w) {
    for (int k = 0; k < 4; ++k) out().put(static_cast<std::uint32_t>((w >> (16 * k)) & 0xFFFFu));
  }

 protected:
  // A unit as the 16-bit word whose bytes in memory are its little-endian encoding: the value
  // itself on a little-endian host, its bytes swapped elsewhere.
  static std::uint16_t le16(std::uint32_t u) {
    const auto v = static_cast<std::uint16_t>(u & 0xFFFFu);
    if constexpr (std::endian::native == std::endian::little) return v;
    return static_cast<std::uint16_t>(((v & 0xFFu) << 8) | (v >> 8));
  }

 private:
  Out& out() { return static_cast<Out&>(*this); }
};

// The encoding as bytes (state_encoding_v2): every unit appended to a vector, whatever the size.
class ByteSink : public UnitSink<ByteSink> {
 public:
  void put(std::uint32_t u) {
    bytes_.push_back(static_cast<unsigned char>(u & 0xFFu));
    bytes_.push_back(static_cast<unsigned char>((u >> 8) & 0xFFu));
  }
  std::vector<unsigned char> take() { return std::move(bytes_); }

 private:
  std::vector<unsigned char> bytes_;
};

// The buffer XXH3-64 hashes in one call: 8 KiB, far more than a state's encoding (a 4-player
// classic state is about 1 KiB).
constexpr std::size_t kFlatUnits = 4096;

// The encoding written into a buffer of kFlatUnits units through a pointer, then hashed.
// kChecked = false: the caller has made sure the whole encoding fits (unit_bound(s) <= kFlatUnits),
// so a unit is one store and no write checks for room. kChecked = true (a state that may not
// fit, none in practice): a write that would not fit first sends the buffer on through XXH3's
// streaming interface, which gives the same value as one call over all the bytes.
template <bool kChecked>
class FlatSink : public UnitSink<FlatSink<kChecked>> {
  using Base = UnitSink<FlatSink<kChecked>>;

 public:
  void put(std::uint32_t u) {
    room(1);
    *p_++ = Base::le16(u);
  }
  // A vector: its length, then its elements (the same units as add_len and add_int each), with
  // one room check for the whole run.
  void add_vec(std::span<const int> v) {
    if constexpr (kChecked) {
      if (1 + v.size() > kFlatUnits) {
        this->add_len(v.size());
        for (int x : v) this->add_int(x);
        return;
      }
    }
    room(1 + v.size());
    std::uint16_t* out = p_;
    out[0] = Base::le16(static_cast<std::uint32_t>(v.size() & 0xFFFFu));
    for (std::size_t k = 0; k < v.size(); ++k) out[k + 1] = Base::le16(static_cast<std::uint32_t>(v[k]));
    p_ += 1 + v.size();
  }
  std::uint64_t value() {
    const std::size_t bytes = 2 * static_cast<std::size_t>(p_ - buf_.data());
    if (!streaming_) {
#if defined(BM_XXH3_AVX2)
      // The same value from AVX2 code where the processor has it (xxh3_avx2.cpp).
      if (detail::xxh3_avx2_usable()) return detail::xxh3_64_avx2(buf_.data(), bytes);
#endif
      return XXH3_64bits(buf_.data(), bytes);
    }
    XXH3_64bits_update(&st_, buf_.data(), bytes);
    return XXH3_64bits_digest(&st_);
  }

 private:
  void room(std::size_t n) {
    if constexpr (kChecked) {
      if (static_cast<std::size_t>(buf_.data() + kFlatUnits - p_) < n) flush();
    }
  }
  void flush() {
    if (!streaming_) {
      XXH3_64bits_reset(&st_);
      streaming_ = true;
    }
    XXH3_64bits_update(&st_, buf_.data(), 2 * static_cast<std::size_t>(p_ - buf_.data()));
    p_ = buf_.data();
  }
  // Not zeroed: only the units before p_ are read, and st_ only after XXH3_64bits_reset. Of
  // 16-bit words, not bytes, so that a store into it cannot alias the pointer p_ and the
  // compiler keeps p_ in a register (a byte store may alias anything).
  std::array<std::uint16_t, kFlatUnits> buf_;
  std::uint16_t* p_ = buf_.data();
  bool streaming_ = false;
  XXH3_state_t st_;
};

template <class Sink>
void hash_vec(Sink& h, std::span<const int> v) {
  if constexpr (requires { h.add_vec(v); }) {
    h.add_vec(v);
  } else {
    h.add_len(v.size());
    for (int x : v) h.add_int(x);
  }
}

template <class Sink>
void hash_dungeon(Sink& h, const Dungeon& dungeon) {
  h.add_len(dungeon.size());
  for (const auto& r : dungeon) {
    hash_vec(h, r.cards);
    h.add_bool(r.face_down);
    h.add_bool(r.deactivated);
    h.add_int(r.bonus_damage);
    h.add_bool(r.used_this_round);
    h.add_bool(r.triggered_this_round);
    h.add_int(r.tokens);
  }
}

// G-12: the damage heroes took while waiting at this entrance (Lightning Bolt!), hashed only when
// one has some, so every other state keeps its hash: how many, then per such hero its place in
// the queue and its damage.
template <class Sink>
void hash_waiting_damage(Sink& h, std::span<const WaitingHero> entrance) {
  std::size_t n = 0;
  for (const auto& w : entrance) n += w.damage != 0 ? 1 : 0;
  if (n == 0) return;
  h.add_len(n);
  for (std::size_t i = 0; i < entrance.size(); ++i)
    if (entrance[i].damage != 0) {
      h.add_len(i);
      h.add_int(entrance[i].damage);
    }
}

template <class Sink>
void hash_player(Sink& h, const PlayerState& p) {
  h.add_int(p.boss);
  hash_vec(h, p.boss_choices);
  h.add_bool(p.eliminated);
  h.add_bool(p.leveled_up);
  h.add_bool(p.mulligan_done);
  hash_vec(h, p.hand);
  hash_dungeon(h, p.dungeon);
  h.add_len(p.entrance.size());
  for (const auto& w : p.entrance) {
    h.add_int(w.hero);
    h.add_int(w.health_bonus);
  }
  hash_waiting_damage(h, p.entrance);
  h.add_len(p.score.size());
  for (const auto& sc : p.score) {
    h.add_int(sc.hero);
    h.add_bool(sc.soul);
  }
  h.add_bool(p.built_this_phase);
  h.add_bool(p.gained_soul_this_round);
  h.add_bool(p.trepidation);
  h.add_bool(p.jackpot);
  h.add_int(p.crush_bonus);
  h.add_int(p.minion);
  h.add_int(p.minion_card);
  for (int x : p.boss_treasure) h.add_int(x);
}

// Decks, piles, the town/city, landmarks, market and out-of-game cards. Kept out of line: inlined
// into Engine::hash (as g++ does once the state's lists are InlineVecs) a hash took 2,732
// instructions instead of 2,608 when the lists came in; 2,466 instead of 2,451 once the walk
// stopped copying them (docs/figures/speed.md, "The state's lists held in place" and the section after it).
template <class Sink>
[[gnu::noinline]] void hash_zones(Sink& h, const GameState& s) {
  hash_vec(h, s.boss_deck);
  hash_vec(h, s.room_deck);
  hash_vec(h, s.spell_deck);
  hash_vec(h, s.ordinary_heroes);
  hash_vec(h, s.epic_heroes);
  hash_vec(h, s.discard);
  hash_vec(h, s.spell_discard);
  hash_vec(h, s.town);
  h.add_int(s.city_left);
  h.add_len(s.landmarks.size());
  for (const auto& l : s.landmarks) hash_vec(h, l);
  hash_vec(h, s.market);
  h.add_int(s.first_player);
  h.add_bool(s.failed_reveal);
  hash_vec(h, s.out_of_game);
  hash_vec(h, s.resolving);
}

// BM2-37: the rewards stack items borrow (Magic Mirror), hashed only when one does, so every other
// state keeps its hash: how many, then per such item its stack index and the item borrowed.
template <class Sink>
void hash_borrowed(Sink& h, std::span<const StackItem> stack) {
  std::size_t n = 0;
  for (const auto& it : stack) n += it.borrowed >= 0 ? 1 : 0;
  if (n == 0) return;
  h.add_len(n);
  for (std::size_t i = 0; i < stack.size(); ++i)
    if (stack[i].borrowed >= 0) {
      h.add_len(i);
      h.add_int(stack[i].borrowed);
    }
}

// The spell stack and the agenda.
template <class Sink>
void hash_work(Sink& h, const GameState& s) {
  h.add_len(s.stack.size());
  for (const auto& it : s.stack) {
    for (int x : {it.card, it.controller, it.target_player, it.target_card, it.target_stack, it.x}) h.add_int(x);
    h.add_bool(it.is_spell);
    h.add_bool(it.cancelled);
  }
  hash_borrowed(h, s.stack);
  h.add_len(s.agenda.size());
  for (const auto& t : s.agenda) {
    for (int x : {as_int(t.kind), t.player, t.step}) h.add_int(x);
    for (int x : t.payload) h.add_int(x);
    const Answer& an = t.answer;
    for (int x : {an.pick, an.slot, an.slot2, an.player, an.option}) h.add_int(x);
  }
}

// The decision, the running hero, the round flags, the result and the RNG position.
template <class Sink>
void hash_control(Sink& h, const GameState& s) {
  for (int x : {as_int(s.decision.kind), s.decision.player}) h.add_int(x);
  for (int x : s.decision.payload) h.add_int(x);
  for (int x : {s.run.player, s.run.hero, s.run.damage, s.run.health_bonus, s.run.room}) h.add_int(x);
  h.add_bool(s.run.in_room);
  h.add_bool(s.no_build_this_round);
  h.add_bool(s.hero_moved_this_round);
  h.add_bool(s.hero_revealed_this_round);
  hash_vec(h, s.reveal_log);
  h.add_wide(s.actions);
  h.add_bool(s.over);
  hash_vec(h, s.winners);
  h.add_int(s.end_rule);
  for (auto w : s.rng.words()) h.add_u64(w);
}

// Item zones (BM2-2..BM2-4, S-COMPAT-2): hashed only when items are in play (bm/cards/items.hpp), so every
// other game keeps its hashes.
template <class Sink>
void hash_bm2(Sink& h, const GameState& s) {
  hash_vec(h, s.item_deck);
  hash_vec(h, s.items_waiting);
  h.add_len(s.hero_items.size());
  for (const auto& hi : s.hero_items) {
    h.add_int(hi.hero);
    h.add_int(hi.item);
  }
  for (const auto& p : s.players) {
    h.add_int(p.active_item);
    h.add_int(p.gained_item);
    hash_vec(h, p.scored_items);
  }
}

// The printed Boss Monster 2 effects until the end of the round (GameState::round_marks): hashed
// only when there are some, so every game that makes none keeps its hashes.
template <class Sink>
void hash_round_marks(Sink& h, const GameState& s) {
  if (s.round_marks.empty()) return;
  h.add_len(s.round_marks.size());
  for (const auto& m : s.round_marks)
    for (int x : {static_cast<int>(m.kind), m.player, m.card, m.value}) h.add_int(x);
}

// Covers every field of GameState (docs/state-hash.md), cards as instance indices, the RNG
// position included: equal hashes <=> equal futures under equal actions. A list added here is
// counted in unit_bound (below) too, or a long one could overrun the unchecked writer's buffer.
template <class Sink>
void hash_state(Sink& h, const GameState& s, bool bm2) {
  h.add_int(s.num_players);
  h.add_wide(s.round);
  h.add_int(static_cast<int>(s.phase));
  h.add_int(s.active);
  hash_vec(h, s.order);
  for (const auto& p : s.players) hash_player(h, p);
  hash_zones(h, s);
  hash_work(h, s);
  hash_control(h, s);
  if (bm2) hash_bm2(h, s);
  hash_round_marks(h, s);
}

// At least the number of units hash_state writes for `s` (hash v2), so that an unchecked
// FlatSink may be used when it is at most kFlatUnits (tests/core/state_hash_v2_test.cpp holds it
// against the encoding of every state of random games of every preset). Every card is in one
// zone of the arena and each zone is written at most once, with its length: at most
// arena.used() + kArenaZones units for all of them. The rest is counted field group by field
// group with room to spare (the fixed fields of the state: 50; of a seat: 21; of a stack: 6).
std::size_t unit_bound(const GameState& s) {
  constexpr std::size_t kTask = 3 + std::tuple_size_v<decltype(Task::payload)> + 5;
  std::size_t n = 64 + static_cast<std::size_t>(s.arena.used()) + kArenaZones + s.order.size();
  for (const PlayerState& p : s.players) n += 32 + 6 * p.dungeon.size() + 4 * p.entrance.size() + 2 * p.score.size();
  for (const auto& l : s.landmarks) n += 1 + l.size();
  n += 10 * s.stack.size() + kTask * s.agenda.size() + s.reveal_log.size() + s.winners.size();
  n += 2 * s.hero_items.size() + 4 * s.round_marks.size();
  return n;
}

// Hashes runs[first .. first + kLanes) in lock step up to the shortest, then each one's rest.
constexpr std::size_t kLanes = 4;

void hash_lanes(std::span<const std::span<const std::uint64_t>> runs, std::size_t first, std::span<std::uint64_t> out) {
  std::array<Hasher, kLanes> h{};
  std::array<const std::uint64_t*, kLanes> w{};
  std::size_t common = runs[first].size();
  for (std::size_t l = 0; l < kLanes; ++l) {
    w[l] = runs[first + l].data();
    common = std::min(common, runs[first + l].size());
  }
  for (std::size_t i = 0; i < common; ++i)
    for (std::size_t l = 0; l < kLanes; ++l) h[l].add(w[l][i]);
  for (std::size_t l = 0; l < kLanes; ++l) {
    for (std::size_t i = common; i < runs[first + l].size(); ++i) h[l].add(w[l][i]);
    out[first + l] = h[l].value();
  }
}

}  // namespace

std::uint64_t Engine::hash(const GameState& s) const { return hash(s, state_hash_); }

std::uint64_t Engine::hash(const GameState& s, StateHashKind kind) const {
  if (kind == StateHashKind::xxh3_v2) {
    const bool items = items_in_play(rules_, cards_);
    if (unit_bound(s) <= kFlatUnits) {
      FlatSink<false> f;
      hash_state(f, s, items);
      return f.value();
    }
    FlatSink<true> f;
    hash_state(f, s, items);
    return f.value();
  }
  ChainSink h;
  hash_state(h, s, items_in_play(rules_, cards_));
  return h.value();
}

std::vector<unsigned char> state_encoding_v2(const Engine& engine, const GameState& s) {
  ByteSink b;
  hash_state(b, s, items_in_play(engine.rules(), engine.cards()));
  return b.take();
}

std::size_t state_encoding_v2_bound(const GameState& s) { return unit_bound(s); }

std::uint64_t xxh3_64(std::span<const unsigned char> bytes) { return XXH3_64bits(bytes.data(), bytes.size()); }

void state_hash_words(const Engine& engine, const GameState& s, std::vector<std::uint64_t>& out) {
  WordSink sink(out);
  hash_state(sink, s, items_in_play(engine.rules(), engine.cards()));
}

std::uint64_t hash_words(std::span<const std::uint64_t> words) {
  Hasher h;
  for (std::uint64_t v : words) h.add(v);
  return h.value();
}

void hash_words_many(std::span<const std::span<const std::uint64_t>> runs, std::span<std::uint64_t> out) {
  std::size_t k = 0;
  for (; k + kLanes <= runs.size(); k += kLanes) hash_lanes(runs, k, out);
  for (; k < runs.size(); ++k) out[k] = hash_words(runs[k]);
}

}  // namespace bm
