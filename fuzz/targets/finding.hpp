#pragma once
// What every fuzz target does with a finding: say what broke (rule or invariant IDs) and how to
// turn the input into something a person can read, then abort so libFuzzer (or the standalone
// driver, fuzz/standalone_main.cpp) keeps the input and fails the run.
#include <cstdio>
#include <cstdlib>
#include <string>

namespace bm::fuzz {

[[noreturn]] inline void finding(const char* target, const std::string& what, const char* next_step) {
  std::fprintf(stderr, "\n==bm-fuzz== FINDING in %s: %s\n==bm-fuzz== %s\n", target, what.c_str(), next_step);
  std::fflush(stderr);
  std::abort();
}

inline std::string text_of(const unsigned char* data, std::size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}

}  // namespace bm::fuzz
