// Pins the determinism signature (bm bench). A change here must be deliberate: update the
// constant in the same commit as the behaviour change, and say why in the commit message.
#include <gtest/gtest.h>

#include "bm/core/hash.hpp"
#include "bm/play/bench_signature.hpp"

TEST(BenchSignature, Pinned) {
  const bm::SignatureResult r = bm::bench_signature();
  EXPECT_EQ(bm::hex64(r.signature), "999a961bedacd08a")
      << "engine behaviour changed: if deliberate, update the pinned signature";
}
