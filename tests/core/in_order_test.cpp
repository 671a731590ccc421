// in_order (bm/core/in_order.hpp): the items bm validate, bm conformance verify and bm check
// work on, `jobs` at a time, reported in item order; a window bounds how far the workers run
// ahead of the reports; `more` stops the starting with the first items done; an exception is
// rethrown at its item's turn.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <thread>
#include <vector>

#include "bm/core/in_order.hpp"

namespace {

// Some work whose length varies from item to item, so the workers finish out of order.
std::uint64_t busy(std::size_t k) {
  std::uint64_t x = k + 1;
  for (std::size_t i = 0; i < 200 * (k % 7); ++i) x = x * 6364136223846793005ULL + 1442695040888963407ULL;
  return x;
}

TEST(InOrder, EveryItemIsReportedOnceInItemOrderForAnyJobsAndWindow) {
  const std::size_t n = 700;
  for (int jobs : {1, 2, 3, 8})
    for (std::size_t window : {std::size_t{0}, std::size_t{1}, std::size_t{5}, std::size_t{256}}) {
      bm::InOrderOptions opt;
      opt.jobs = jobs;
      opt.window = window;
      std::vector<std::size_t> order;
      bool right = true;
      bm::in_order<std::uint64_t>(n, opt, busy, [&](std::size_t k, std::uint64_t&& v) {
        order.push_back(k);
        right = right && v == busy(k);
      });
      ASSERT_EQ(order.size(), n) << "jobs " << jobs << ", window " << window;
      for (std::size_t k = 0; k < n; ++k) ASSERT_EQ(order[k], k) << "jobs " << jobs << ", window " << window;
      EXPECT_TRUE(right) << "a report got another item's result";
    }
}

// Item 0 is slow: without the window the other workers would do every later item meanwhile.
TEST(InOrder, NoItemStartsAWindowOrMorePastTheNextOneToReport) {
  for (int jobs : {2, 4}) {
    bm::InOrderOptions opt;
    opt.jobs = jobs;
    opt.window = 4;
    std::atomic<std::size_t> reported{0}, farthest{0};
    bm::in_order<int>(
        300, opt,
        [&](std::size_t k) {
          const std::size_t ahead = k - reported.load();  // items past the next one to report
          if (ahead > farthest.load()) farthest.store(ahead);
          if (k == 0) std::this_thread::sleep_for(std::chrono::milliseconds(30));
          return 0;
        },
        [&](std::size_t, int&&) { reported.fetch_add(1); });
    EXPECT_EQ(reported.load(), 300u);
    // The item being reported has left its slot: at most the window past the last one reported.
    EXPECT_LE(farthest.load(), 4u) << "jobs " << jobs << ": a worker ran " << farthest.load() << " items ahead";
  }
}

TEST(InOrder, MoreStopsTheStartingAndTheFirstItemsAreAllReported) {
  for (int jobs : {1, 2, 3}) {
    bm::InOrderOptions opt;
    opt.jobs = jobs;
    opt.window = 16;
    std::atomic<int> started{0};
    opt.more = [&] { return started.load() < 37; };
    std::vector<std::size_t> order;
    bm::in_order<std::uint64_t>(
        500, opt,
        [&](std::size_t k) {
          started.fetch_add(1);
          return busy(k);
        },
        [&](std::size_t k, std::uint64_t&&) { order.push_back(k); });
    // A worker that passed `more` just before the 37th item started may start one more.
    ASSERT_GE(order.size(), 37u) << "jobs " << jobs;
    EXPECT_LE(order.size(), 37u + static_cast<std::size_t>(jobs)) << "jobs " << jobs;
    EXPECT_EQ(order.size(), static_cast<std::size_t>(started.load())) << "an item started was not reported";
    for (std::size_t k = 0; k < order.size(); ++k) ASSERT_EQ(order[k], k) << "jobs " << jobs;
  }
}

TEST(InOrder, AnExceptionIsRethrownAtItsItemsTurnAfterTheItemsBeforeIt) {
  for (int jobs : {1, 2, 3})
    for (bool in_report : {false, true}) {
      bm::InOrderOptions opt;
      opt.jobs = jobs;
      opt.window = 8;
      std::vector<std::size_t> order;
      try {
        bm::in_order<std::uint64_t>(
            400, opt,
            [&](std::size_t k) {
              if (k == 50 && !in_report) throw std::runtime_error("item 50");
              return busy(k);
            },
            [&](std::size_t k, std::uint64_t&&) {
              if (k == 50 && in_report) throw std::runtime_error("item 50");
              order.push_back(k);
            });
        FAIL() << "no exception, jobs " << jobs;
      } catch (const std::runtime_error& e) { EXPECT_STREQ(e.what(), "item 50"); }
      ASSERT_EQ(order.size(), 50u) << "jobs " << jobs << (in_report ? ", thrown by the report" : "");
      for (std::size_t k = 0; k < order.size(); ++k) ASSERT_EQ(order[k], k);
    }
}

TEST(InOrder, MoreJobsThanItemsIsNoRefusalAndWarnsNothing) {
  bm::InOrderOptions opt;
  opt.jobs = 64;
  int warnings = 0;
  opt.on_warning = [&](const std::string&) { ++warnings; };
  std::vector<std::size_t> order;
  bm::in_order<int>(
      3, opt, [](std::size_t) { return 1; }, [&](std::size_t k, int&&) { order.push_back(k); });
  EXPECT_EQ(order, (std::vector<std::size_t>{0, 1, 2}));
  EXPECT_EQ(warnings, 0);
}

}  // namespace
