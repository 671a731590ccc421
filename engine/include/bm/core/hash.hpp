#pragma once
// Stable 64-bit hashing used for state hashes, card-set and ruleset hashes.
// Defined entirely by the integer operations below: identical on every compiler and platform.
#include <cstdint>
#include <string_view>

namespace bm {

class Hasher {
 public:
  void add(std::uint64_t v) {
    h_ ^= v + 0x9E3779B97F4A7C15ULL + (h_ << 6) + (h_ >> 2);
    h_ = mix(h_);
  }
  void add_int(long long v) { add(static_cast<std::uint64_t>(v)); }
  void add_bool(bool b) { add(b ? 1u : 0u); }
  void add_str(std::string_view s) {
    add(s.size());
    for (char ch : s) add(static_cast<unsigned char>(ch));
  }
  std::uint64_t value() const { return h_; }

  static std::uint64_t mix(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

 private:
  std::uint64_t h_ = 0x84222325CBF29CE4ULL;
};

// Lower-case 16-digit hexadecimal form used in logs and reports.
std::string hex64(std::uint64_t v);
// Reads exactly hex64's form: 16 digits 0-9 a-f (no upper case, sign or space); false otherwise.
bool parse_hex64(std::string_view s, std::uint64_t& out);

}  // namespace bm
