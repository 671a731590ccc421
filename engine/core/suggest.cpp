// The one "did you mean" mechanism (engine/include/bm/core/suggest.hpp).
#include "bm/core/suggest.hpp"

#include <algorithm>
#include <cctype>

namespace bm {

namespace {

// Case and the word separators do not count: `G10` is `G-10` mistyped, `death-threshold` is
// `death_threshold`, `--sed` is compared with `--seed` as "sed" with "seed".
std::string folded(const std::string& s) {
  std::string out;
  for (char c : s)
    if (c != '-' && c != '_') out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Optimal string alignment: Levenshtein plus the swap of two neighbours (`aplpy`).
std::size_t osa_distance(const std::string& a, const std::string& b) {
  const std::size_t n = a.size(), m = b.size();
  std::vector<std::vector<std::size_t>> d(n + 1, std::vector<std::size_t>(m + 1, 0));
  for (std::size_t i = 0; i <= n; ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= m; ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= n; ++i)
    for (std::size_t j = 1; j <= m; ++j) {
      const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[n][m];
}

}  // namespace

std::size_t edit_distance(const std::string& a, const std::string& b) { return osa_distance(folded(a), folded(b)); }

std::string nearest_name(const std::string& word, const std::vector<std::string>& candidates) {
  if (word.size() > 200) return "";  // a long input is not a slip of a name
  const std::string w = folded(word);
  if (w.empty()) return "";
  const std::size_t limit = w.size() <= 4 ? 1 : w.size() <= 8 ? 2 : 3;
  std::string best;
  std::size_t best_d = limit + 1;
  for (const auto& c : candidates) {
    if (c == word) return "";
    const std::string f = folded(c);
    if (f.size() > w.size() + limit || w.size() > f.size() + limit) continue;  // too far apart anyway
    const std::size_t dist = osa_distance(w, f);
    if (dist < best_d && dist < w.size()) {
      best = c;
      best_d = dist;
    }
  }
  return best;
}

std::string did_you_mean(const std::string& word, const std::vector<std::string>& candidates) {
  const std::string n = nearest_name(word, candidates);
  return n.empty() ? "" : " (did you mean '" + n + "'?)";
}

}  // namespace bm
