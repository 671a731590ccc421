#pragma once
// "Did you mean": the one suggestion mechanism. Every place that refuses an
// unknown name (a command, an option, a preset, a ruleset option or its value, a rule ID, a
// card id, a bm serve method) asks it for the nearest known name, by edit distance.
#include <string>
#include <vector>

namespace bm {

// The edit distance between a and b (insertions, deletions, substitutions and swaps of two
// neighbours each cost 1), compared without case and without the separators '-' and '_'.
std::size_t edit_distance(const std::string& a, const std::string& b);

// The candidate nearest to `word`, when it is near enough to be a slip (at most 1 edit for
// words of up to 4 letters, 2 up to 8, else 3, and fewer edits than the word has letters;
// separators do not count); among equally near ones, the first. Empty when none is, or when `word` is one
// of the candidates.
std::string nearest_name(const std::string& word, const std::vector<std::string>& candidates);

// " (did you mean 'X'?)" for the nearest candidate, or "" when there is none: appended to the
// message that refuses `word`.
std::string did_you_mean(const std::string& word, const std::vector<std::string>& candidates);

}  // namespace bm
