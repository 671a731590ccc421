// The standalone driver: every fuzz target also builds under g++ (and any build
// without libFuzzer) as a program that runs the target on the files it is given, so the default
// test suite replays every seed corpus and every regression on each CI run.
//
//   fuzz-<target> FILE|DIR...    runs each file (a directory's files in name order); exit 0
//
// A finding aborts (fuzz/targets/finding.hpp), as under libFuzzer, after naming the file.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "bm/core/error.hpp"
#include "bm/core/file_read.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);
// Optional, as in libFuzzer: a target that defines it (the decision fuzzer's start table) is
// initialised once before its first input.
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int* argc, char*** argv);

namespace fs = std::filesystem;

// libFuzzer's -max_len is far below this; a seed larger than it is a mistake, not an input.
constexpr std::size_t kMaxInput = std::size_t{64} << 20;

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s FILE|DIR...  (runs the fuzz target on each input; see docs/fuzzing.md)\n", argv[0]);
    return 2;
  }
  std::vector<fs::path> files;
  for (int i = 1; i < argc; ++i) {
    const fs::path p(argv[i]);
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<fs::path> in;
      for (const auto& e : fs::recursive_directory_iterator(p))
        if (e.is_regular_file()) in.push_back(e.path());
      std::sort(in.begin(), in.end());
      if (in.empty()) {
        std::fprintf(stderr, "%s: %s: no inputs in this directory\n", argv[0], argv[i]);
        return 2;
      }
      files.insert(files.end(), in.begin(), in.end());
    } else if (fs::is_regular_file(p, ec)) {
      files.push_back(p);
    } else {
      std::fprintf(stderr, "%s: %s: no such file or directory\n", argv[0], argv[i]);
      return 2;
    }
  }
  if (LLVMFuzzerInitialize) LLVMFuzzerInitialize(&argc, &argv);
  for (const auto& f : files) {
    std::string bytes;
    try {
      // bm's one capped reader (core/file_read.hpp); a fuzz input has no line structure.
      bytes = bm::read_text_file(f.string(), bm::ReadLimits{kMaxInput, kMaxInput});
    } catch (const bm::InputError& e) {
      std::fprintf(stderr, "%s: %s\n", argv[0], e.what());
      return 2;
    }
    std::fprintf(stderr, "%s\n", f.string().c_str());  // names the input before a finding aborts
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  }
  std::fprintf(stderr, "%s: %zu inputs, no finding\n", argv[0], files.size());
  return 0;
}
