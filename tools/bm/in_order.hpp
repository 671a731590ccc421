#pragma once
// Work over many inputs, `jobs` at a time, reported in input order (bm validate's logs, bm
// conformance verify's vectors): item k is reported once it and every item before it are done,
// so the output is the same whatever --jobs is, and what is found is written as soon as the
// order allows (an interruption loses nothing that could have been written). The worker that
// completes the next item to report reports it, and every done item after it: no thread wakes
// up for each item (the calling thread sleeps until the workers end), and the lock is held only
// to file a result, never while reporting. A worker the system refuses (a process limit) leaves
// fewer, with a warning; with none, the items are done here one by one. An exception an item or
// its report throws is rethrown here, at that item's turn, after the items before it were
// reported, as without --jobs; no item is started after it.
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <iostream>
#include <mutex>
#include <thread>
#include <vector>

#include "bm/core/workers.hpp"

namespace bm::cli {

// The results of n items, filed by the workers and reported in order of k by whichever worker
// completes the next one to report.
template <class T, class Report>
class InOrderReports {
 public:
  InOrderReports(std::size_t n, Report& report, std::atomic<std::size_t>& next)
      : results_(n), errors_(n), done_(n, 0), report_(report), next_(next) {}

  // Item k's result (or its exception); then the items now in order, unless another worker is
  // reporting them (it sees k before it stops: it checks under the lock).
  void file(std::size_t k, T&& r, std::exception_ptr error) {
    std::unique_lock<std::mutex> lock(m_);
    results_[k] = std::move(r);
    errors_[k] = error;
    done_[k] = 1;
    if (reporting_) return;
    reporting_ = true;
    while (reported_ < done_.size() && done_[reported_] && !failed_) {
      const std::size_t j = reported_++;
      T item = std::move(results_[j]);
      std::exception_ptr e = errors_[j];
      lock.unlock();
      try {
        if (e) std::rethrow_exception(e);
        report_(j, std::move(item));
      } catch (...) { e = std::current_exception(); }
      lock.lock();
      if (e) {
        failed_ = e;
        next_ = done_.size();  // no new item is started
      }
    }
    reporting_ = false;
  }
  // The exception that stopped the reports, or none (read once the workers have ended).
  std::exception_ptr failed() const { return failed_; }

 private:
  std::vector<T> results_;
  std::vector<std::exception_ptr> errors_;
  std::vector<char> done_;
  std::size_t reported_ = 0;
  bool reporting_ = false;
  std::exception_ptr failed_;
  std::mutex m_;
  Report& report_;
  std::atomic<std::size_t>& next_;
};

// compute(k) -> T for k in [0, n), `jobs` at a time; report(k, T&&) in order of k.
template <class T, class Compute, class Report>
void in_order(std::size_t n, int jobs, Compute compute, Report report) {
  if (jobs <= 1 || n <= 1) {
    for (std::size_t k = 0; k < n; ++k) report(k, compute(k));
    return;
  }
  std::atomic<std::size_t> next{0};
  InOrderReports<T, Report> reports(n, report, next);
  auto work = [&] {
    for (std::size_t k = next++; k < n; k = next++) {
      T r{};
      std::exception_ptr error;
      try {
        r = compute(k);
      } catch (...) { error = std::current_exception(); }
      reports.file(k, std::move(r), error);
    }
  };
  {
    // Joined however this block leaves: the running items finish (and are reported).
    struct Pool {
      std::vector<std::thread> threads;
      ~Pool() {
        for (auto& t : threads) t.join();
      }
    } pool;
    const int threads = static_cast<int>(std::min(n, static_cast<std::size_t>(jobs)));
    const WorkerStart started = start_workers(pool.threads, threads, [&work](int) { work(); });
    if (started.started < threads) {
      std::cerr << "bm: warning: " << workers_warning(jobs, started) << "\n";
      if (started.started == 0) work();
    }
  }
  if (reports.failed()) std::rethrow_exception(reports.failed());
}

}  // namespace bm::cli
