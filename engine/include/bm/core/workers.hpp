#pragma once
// Worker threads for --jobs (bm check, bm validate) when the system may refuse them (
// §6): under a process limit (ulimit -u, a container's pids.max) std::thread throws
// std::system_error (EAGAIN), which used to abort bm check (an exception escaping a thread
// vector's growth) or end bm validate as an internal error. Workers start one by one; the
// first refusal stops the starting and the run goes on with the workers it has, the calling
// thread running worker 0 itself when none could start. Results never depend on the number of
// workers (docs/cli.md), so fewer only means slower; the caller warns.
#include <string>
#include <system_error>
#include <thread>
#include <vector>

namespace bm {

struct WorkerStart {
  int started = 0;     // threads running (0: the caller runs worker 0 itself)
  std::string reason;  // why fewer than asked (empty: all started)
};

// Starts threads running `work(w)` for w = 0, 1, ... up to `wanted`; stops at the first thread
// the system refuses. With `test_limit` >= 0 at most that many start (a test of the fallback).
template <class Work>
WorkerStart start_workers(std::vector<std::thread>& pool, int wanted, Work work, int test_limit = -1) {
  WorkerStart s;
  for (int w = 0; w < wanted; ++w) {
    try {
      if (test_limit >= 0 && w >= test_limit)
        throw std::system_error(std::make_error_code(std::errc::resource_unavailable_try_again));
      pool.emplace_back(work, w);
      s.started += 1;
    } catch (const std::system_error& e) {
      s.reason = e.what();
      break;
    }
  }
  return s;
}

// The warning bm prints when fewer workers started: "--jobs 64: only 3 worker threads could be
// started (Resource temporarily unavailable: a process or thread limit?); continuing with 3".
inline std::string workers_warning(int wanted, const WorkerStart& s) {
  const int used = s.started > 0 ? s.started : 1;
  return "--jobs " + std::to_string(wanted) + ": only " + std::to_string(s.started) + " worker thread" +
         (s.started == 1 ? "" : "s") + " could be started (" + s.reason +
         ": a process or thread limit, ulimit -u?); continuing with " + std::to_string(used) +
         (used == 1 ? " worker" : " workers") + ", the results are the same";
}

}  // namespace bm
