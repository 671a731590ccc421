#pragma once
// Declared chance (docs/log-format.md#declared-chance): a log from another front end cannot
// reproduce our RNG, so it states every random outcome instead of a seed. Each setup, snapshot
// or action line may carry a "chance" array, consumed in order by the engine's chance seam
// (game/chance.hpp) while that line is re-executed:
//
//   {"shuffle":"room_deck","order":["BMnnn","BMmmm",...]} the deck after the shuffle, TOP FIRST
//   {"pick":"random_card_from_hand","card":"BMnnn"}         the card a random pick took
//
// RecordingChance writes such declarations (bm play --chance declared); DeclaredChance reads
// them back and checks each outcome was possible (the cards were in that deck, the picked card
// among the options). Both leave GameState::rng untouched, so a declared log's state hashes
// are the same whether it was written by bm or checked by bm.
#include <stdexcept>
#include <string>
#include <span>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/cards/card.hpp"
#include "bm/game/chance.hpp"

namespace bm {

// An outcome the engine could not take from the log: impossible, of the wrong kind, missing.
// A verdict (divergence, exit 1), not malformed input.
class ChanceDivergence : public std::runtime_error {
 public:
  explicit ChanceDivergence(const std::string& msg) : std::runtime_error(msg) {}
};

// Draws outcomes from its own seeded RNG and records them as declarations.
class RecordingChance final : public ChanceSource {
 public:
  RecordingChance(const CardSet& cs, std::uint64_t seed) : cs_(cs), rng_(seed) {}
  void shuffle(ChanceKind what, std::vector<int>& cards, Rng& state_rng) override;
  int pick(ChanceKind what, std::span<const int> options, Rng& state_rng) override;
  // The declarations recorded since the last take(), and forgets them.
  nlohmann::json take();

 private:
  const CardSet& cs_;
  Rng rng_;
  nlohmann::json pending_ = nlohmann::json::array();
};

// Takes outcomes from a log line's declarations and checks they were possible.
class DeclaredChance final : public ChanceSource {
 public:
  explicit DeclaredChance(const CardSet& cs) : cs_(cs) {}
  // The "chance" array of one line (null: none). Throws InputError naming `where` for
  // malformed declarations (not an array, unknown kind, unknown card id, wrong types).
  void load(const nlohmann::json& list, const std::string& where);
  void shuffle(ChanceKind what, std::vector<int>& cards, Rng& state_rng) override;
  int pick(ChanceKind what, std::span<const int> options, Rng& state_rng) override;
  // Declarations of the current line the engine did not use.
  std::size_t unused() const { return decls_.size() - next_; }
  const nlohmann::json& first_unused() const { return raw_[next_]; }
  // The declaration the engine asked for last (null before any).
  nlohmann::json last_taken() const {
    return next_ > 0 && next_ <= raw_.size() ? raw_[next_ - 1] : nlohmann::json(nullptr);
  }

 private:
  struct Decl {
    bool is_shuffle = true;
    ChanceKind kind{};
    std::vector<int> designs;  // shuffle: design indices, top first; pick: one design
  };
  const Decl& take(ChanceKind what, bool is_shuffle);
  const CardSet& cs_;
  std::vector<Decl> decls_;
  std::vector<nlohmann::json> raw_;
  std::size_t next_ = 0;
  std::string where_;
};

bool chance_kind_from_name(const std::string& name, ChanceKind& out);

}  // namespace bm
