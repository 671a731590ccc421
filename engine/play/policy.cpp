#include "play/policy.hpp"

#include "core/error.hpp"

namespace bm {
namespace {

class RandomPolicy final : public Policy {
 public:
  explicit RandomPolicy(std::uint64_t seed) : rng_(seed ^ 0x5EEDF00DCAFEULL) {}
  std::size_t choose(const Engine&, const GameState&, const std::vector<Action>& legal) override {
    return static_cast<std::size_t>(rng_.below(legal.size()));
  }

 private:
  Rng rng_;
};

class FirstPolicy final : public Policy {
 public:
  std::size_t choose(const Engine&, const GameState&, const std::vector<Action>&) override { return 0; }
};

}  // namespace

std::vector<std::string> policy_names() { return {"random", "first"}; }

std::unique_ptr<Policy> make_policy(const std::string& name, std::uint64_t seed) {
  if (name == "random") return std::make_unique<RandomPolicy>(seed);
  if (name == "first") return std::make_unique<FirstPolicy>();
  throw InputError("--policy '" + name + "': unknown policy (random, first)");
}

}  // namespace bm
