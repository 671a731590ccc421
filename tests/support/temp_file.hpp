#pragma once
// A temporary file holding `text`, removed by the destructor: for the tests that read a file
// through the capped reader (engine/core/file_read.*) or the log reader.
#include <unistd.h>

#include <cstdlib>
#include <string>

#include <gtest/gtest.h>

namespace bm::test {

struct TempFile {
  std::string name;
  explicit TempFile(const std::string& text) {
    char tmpl[] = "/tmp/bm-test-XXXXXX";
    const int fd = ::mkstemp(tmpl);
    EXPECT_GE(fd, 0);
    name = tmpl;
    std::size_t done = 0;
    while (done < text.size()) {
      const ssize_t w = ::write(fd, text.data() + done, text.size() - done);
      if (w <= 0) break;
      done += static_cast<std::size_t>(w);
    }
    ::close(fd);
  }
  ~TempFile() { ::unlink(name.c_str()); }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
};

}  // namespace bm::test
