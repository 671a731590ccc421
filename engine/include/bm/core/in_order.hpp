#pragma once
// Work over many items, `jobs` at a time, reported in item order (bm validate's logs, bm
// conformance verify's vectors, bm check's games): item k is reported once it and every item
// before it are done, so the output is the same whatever --jobs is, and what is found is written
// as soon as the order allows (an interruption loses nothing that could have been written). The
// worker that completes the next item to report reports it, and every done item after it: no
// thread wakes up for each item (the calling thread sleeps until the workers end), and the lock
// is held only to file a result, never while reporting, so a long report (a failure shrunk) goes
// on while the other workers keep working. The workers run from the first item to the last: no
// batch waits for its slowest item. A worker the system refuses (a process limit) leaves fewer,
// with a warning; with none, the items are done here one by one. An exception an item or its
// report throws is rethrown here, at that item's turn, after the items before it were reported,
// as without --jobs; no item is started after it.
#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "bm/core/workers.hpp"

namespace bm {

struct InOrderOptions {
  int jobs = 1;
  // Items a worker may start past the next one to report (0: any number). Bounds the done
  // items kept waiting for their turn: bm check keeps at most 256 games a worker.
  std::size_t window = 0;
  // Asked before each item is started: false stops the starting. The items started are still
  // done and reported, and they are always the first ones. Empty: every item is started.
  std::function<bool()> more;
  // Fewer workers than `jobs` could start: called once with workers_warning's text. Empty: the
  // text goes to standard error as "bm: warning: ...".
  std::function<void(const std::string&)> on_warning;
};

// The results of n items, filed by the workers and reported in order of k by whichever worker
// completes the next one to report; item k's result waits in slot k mod the window.
template <class T, class Report>
class InOrderReports {
 public:
  InOrderReports(std::size_t n, std::size_t window, Report& report, std::atomic<std::size_t>& next)
      : n_(n),
        slots_(window == 0 ? n : std::min(n, window)),
        results_(slots_),
        errors_(slots_),
        done_(slots_, 0),
        report_(report),
        next_(next) {}

  // Waits until item k has a free slot (the item `slots_` before it was taken for its report);
  // false when the reports stopped (an exception): k is not done.
  bool wait_turn(std::size_t k) {
    if (k < reported_.load(std::memory_order_acquire) + slots_) return true;
    std::unique_lock<std::mutex> lock(m_);
    ++waiting_;
    turn_.wait(lock, [&] { return k < reported_.load(std::memory_order_relaxed) + slots_ || failed_; });
    --waiting_;
    return !failed_;
  }

  // Item k's result (or its exception); then the items now in order, unless another worker is
  // reporting them (it sees k before it stops: it checks under the lock).
  void file(std::size_t k, T&& r, std::exception_ptr error) {
    std::unique_lock<std::mutex> lock(m_);
    const std::size_t slot = k % slots_;
    results_[slot] = std::move(r);
    errors_[slot] = error;
    done_[slot] = 1;
    if (reporting_) return;
    reporting_ = true;
    for (std::size_t j = reported_.load(std::memory_order_relaxed); j < n_ && done_[j % slots_] && !failed_;
         j = reported_.load(std::memory_order_relaxed)) {
      T item = std::move(results_[j % slots_]);
      std::exception_ptr e = errors_[j % slots_];
      done_[j % slots_] = 0;
      reported_.store(j + 1, std::memory_order_release);  // slot j mod slots_ is free for item j + slots_
      if (waiting_ > 0) turn_.notify_all();
      lock.unlock();
      try {
        if (e) std::rethrow_exception(e);
        report_(j, std::move(item));
      } catch (...) { e = std::current_exception(); }
      lock.lock();
      if (e) stop(e);
    }
    reporting_ = false;
  }
  // The exception that stopped the reports, or none (read once the workers have ended).
  std::exception_ptr failed() const { return failed_; }

 private:
  void stop(std::exception_ptr e) {  // under the lock
    failed_ = e;
    next_ = n_;  // no new item is started
    turn_.notify_all();
  }

  const std::size_t n_, slots_;
  std::vector<T> results_;
  std::vector<std::exception_ptr> errors_;
  std::vector<char> done_;
  std::atomic<std::size_t> reported_{0};
  bool reporting_ = false;
  int waiting_ = 0;
  std::exception_ptr failed_;
  std::mutex m_;
  std::condition_variable turn_;
  Report& report_;
  std::atomic<std::size_t>& next_;
};

namespace in_order_detail {

// Starts the workers (at most one an item); with fewer than asked, warns, and with none runs
// one worker on the calling thread. Joins them however it leaves.
template <class Work>
void run_workers(std::size_t n, const InOrderOptions& opt, Work& work) {
  struct Pool {
    std::vector<std::thread> threads;
    ~Pool() {
      for (auto& t : threads) t.join();
    }
  } pool;
  const int threads = static_cast<int>(std::min(n, static_cast<std::size_t>(opt.jobs)));
  const WorkerStart started = start_workers(pool.threads, threads, [&work](int) { work(); });
  if (started.started < threads) {
    const std::string warning = workers_warning(opt.jobs, started);
    if (opt.on_warning) opt.on_warning(warning);
    else std::cerr << "bm: warning: " << warning << "\n";
    if (started.started == 0) work();
  }
}

}  // namespace in_order_detail

// compute(k) -> T for k in [0, n), opt.jobs at a time; report(k, T&&) in order of k.
template <class T, class Compute, class Report>
void in_order(std::size_t n, const InOrderOptions& opt, Compute compute, Report report) {
  if (opt.jobs <= 1 || n <= 1) {
    for (std::size_t k = 0; k < n && (!opt.more || opt.more()); ++k) report(k, compute(k));
    return;
  }
  std::atomic<std::size_t> next{0};
  InOrderReports<T, Report> reports(n, opt.window, report, next);
  auto work = [&] {
    while (!opt.more || opt.more()) {
      const std::size_t k = next++;
      if (k >= n || !reports.wait_turn(k)) return;
      T r{};
      std::exception_ptr error;
      try {
        r = compute(k);
      } catch (...) { error = std::current_exception(); }
      reports.file(k, std::move(r), error);
    }
  };
  in_order_detail::run_workers(n, opt, work);
  if (reports.failed()) std::rethrow_exception(reports.failed());
}

// The same with every item started and the warning on standard error.
template <class T, class Compute, class Report>
void in_order(std::size_t n, int jobs, Compute compute, Report report) {
  InOrderOptions opt;
  opt.jobs = jobs;
  in_order<T>(n, opt, std::move(compute), std::move(report));
}

}  // namespace bm
