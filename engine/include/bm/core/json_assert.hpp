// nlohmann/json guards its own preconditions with JSON_ASSERT: a const `j["key"]` on a missing
// key, `*it` on an end iterator, and the like. By default that is assert(), compiled out under
// NDEBUG, which leaves undefined behaviour (the log fuzzer found a heap-buffer-overflow this way).
// Every translation unit of this project gets this header first (CMakeLists.txt forces it with
// -include), so a reader that forgot a check throws instead: bm reports an internal error
// (exit 3) and a fuzzer names the guard, never reading past a buffer. One mechanism for the
// whole class (non-negotiable 7); tests/core/json_assert_test.cpp shows it is active.
#pragma once

#include <stdexcept>
#include <string>

namespace bm::detail {

[[noreturn]] inline void json_assert_failed(const char* what) {
  throw std::logic_error(std::string("unchecked JSON access (nlohmann::json precondition '") + what +
                         "' failed): a reader used a value without checking that it exists");
}

}  // namespace bm::detail

#define JSON_ASSERT(x) ((x) ? static_cast<void>(0) : ::bm::detail::json_assert_failed(#x))
