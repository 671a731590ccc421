// The standalone driver (issue 6): every fuzz target also builds under g++ (and any build
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
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace fs = std::filesystem;

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
  for (const auto& f : files) {
    std::ifstream in(f, std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "%s: %s: cannot read\n", argv[0], f.string().c_str());
      return 2;
    }
    const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::fprintf(stderr, "%s\n", f.string().c_str());  // names the input before a finding aborts
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  }
  std::fprintf(stderr, "%s: %zu inputs, no finding\n", argv[0], files.size());
  return 0;
}
