#pragma once
// Work over many inputs, `jobs` at a time, reported in input order (bm validate's logs, bm
// conformance verify's vectors): item k's result waits for the ones before it, so the output is
// the same whatever --jobs is. A worker the system refuses (a process limit) leaves fewer, with a
// warning; with none, the items are done here one by one. An exception an item throws is rethrown
// here at that item's turn, as without --jobs.
#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <iostream>
#include <mutex>
#include <thread>
#include <vector>

#include "bm/core/workers.hpp"

namespace bm::cli {

// compute(k) -> T for k in [0, n), `jobs` at a time; report(k, T&&) in order of k.
template <class T, class Compute, class Report>
void in_order(std::size_t n, int jobs, Compute compute, Report report) {
  if (jobs <= 1 || n <= 1) {
    for (std::size_t k = 0; k < n; ++k) report(k, compute(k));
    return;
  }
  std::vector<T> results(n);
  std::vector<std::exception_ptr> errors(n);
  std::vector<char> done(n, 0);
  std::mutex m;
  std::condition_variable ready;
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t k = next++; k < n; k = next++) {
      T r{};
      std::exception_ptr error;
      try {
        r = compute(k);
      } catch (...) { error = std::current_exception(); }
      const std::lock_guard<std::mutex> lock(m);
      results[k] = std::move(r);
      errors[k] = error;
      done[k] = 1;
      ready.notify_all();
    }
  };
  // Joined however this function leaves (a report that throws too): no new items are started,
  // the running ones finish.
  struct Pool {
    std::atomic<std::size_t>& next;
    std::size_t end;
    std::vector<std::thread> threads;
    ~Pool() {
      next = end;
      for (auto& t : threads) t.join();
    }
  } pool{next, n, {}};
  const int threads = static_cast<int>(std::min(n, static_cast<std::size_t>(jobs)));
  const WorkerStart started = start_workers(pool.threads, threads, [&work](int) { work(); });
  if (started.started < threads) {
    std::cerr << "bm: warning: " << workers_warning(jobs, started) << "\n";
    if (started.started == 0) work();
  }
  for (std::size_t k = 0; k < n; ++k) {
    T r;
    {
      std::unique_lock<std::mutex> lock(m);
      ready.wait(lock, [&] { return done[k] != 0; });
      r = std::move(results[k]);
    }
    if (errors[k]) std::rethrow_exception(errors[k]);
    report(k, std::move(r));
  }
}

}  // namespace bm::cli
