// Errors the sanitizer build must stop at, one per argument: the check that the asan stage's
// flags and its test preset's options still report each class (tests/sanitizers/canary.sh).
// Built only with BM_SANITIZE. The values come from argc, so the compiler cannot fold them.
#include <climits>
#include <cstdio>
#include <cstring>
#include <string>

namespace {

int overflow(int base) {
  volatile int big = INT_MAX - 1;
  return big + base;  // undefined: signed overflow when base >= 2 (UBSan, a trap in this build)
}

int shift(int base) {
  volatile int by = 30 + base;
  return 1 << by;  // undefined: shift past the width when base >= 2
}

int heap_read(int base) {
  int* p = new int[4]{1, 2, 3, 4};
  int* volatile q = p;        // its size unknown here, so only AddressSanitizer can see the read
  const int v = q[2 + base];  // out of bounds when base >= 2 (AddressSanitizer)
  delete[] p;
  return v;
}

int leak(int base) {
  auto* p = new std::string(static_cast<std::size_t>(64 + base), 'x');  // never freed (LeakSanitizer)
  return static_cast<int>(p->size());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: sanitizer_canary overflow|shift|heap_read|leak\n");
    return 2;
  }
  const int base = argc;  // 2
  int r = 0;
  if (std::strcmp(argv[1], "overflow") == 0) r = overflow(base);
  else if (std::strcmp(argv[1], "shift") == 0) r = shift(base);
  else if (std::strcmp(argv[1], "heap_read") == 0) r = heap_read(base);
  else if (std::strcmp(argv[1], "leak") == 0) r = leak(base);
  else return 2;
  std::printf("%d\n", r);
  return 0;
}
