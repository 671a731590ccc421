#pragma once
// Writing a whole file so that a reader, or a run killed half-way, never sees half of it:
// the text goes to PATH.tmp, which is then renamed over PATH. Used for reports and logs that
// are rewritten while a long run goes on (bm validate --junit, bm check's report and findings).
#include <string>

namespace bm {

// Throws InputError ("<what> '<path>': ...") when the file cannot be written or replaced.
void write_file_atomic(const std::string& path, const std::string& text, const std::string& what);

}  // namespace bm
