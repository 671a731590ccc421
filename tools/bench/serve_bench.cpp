// bm serve's throughput: apply round trips through a pipe. The server loop
// (serve/server.cpp, exactly what `bm serve` runs) reads requests from one pipe on its
// own thread and writes answers to another; the benchmark thread is the client. Each apply
// answer is read back and scanned for "over":true, and a finished game is ended and a new one
// started (timed too, not counted as applies). Two clients:
//   Lockstep   one request in flight: send, wait for the answer, send the next (latency bound)
//   Pipelined  64 games, one apply each per batch, sent in one write (throughput bound)
// The figures are recorded in docs/figures/serve.md.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <string>
#include <memory>
#include <stdexcept>
#include <thread>
#include <vector>

#include <pthread.h>
#include <time.h>
#include <unistd.h>

#include "bm/core/file_read.hpp"
#include "bm/core/file_write.hpp"
#include "bm/serve/rpc.hpp"
#include "bm/serve/server.hpp"

namespace {

class PipeSession {
 public:
  PipeSession() {
    if (::pipe(to_server_) != 0 || ::pipe(to_client_) != 0) throw std::runtime_error("pipe");
    thread_ = std::thread([this] {
      // The server reads and writes through bm's one line reader and one writer, as `bm serve`.
      bm::serve::Server server;
      bm::InputFile in("/dev/fd/" + std::to_string(to_server_[0]));
      bm::OutputFile out("/dev/fd/" + std::to_string(to_client_[1]));
      server.run(in, out);
      ::close(to_client_[1]);
    });
    client_in_ = std::make_unique<bm::InputFile>("/dev/fd/" + std::to_string(to_client_[0]));
    reader_ = std::make_unique<bm::LineReader>(*client_in_, bm::serve::kMaxLineBytes);
  }
  ~PipeSession() {
    ::close(to_server_[1]);
    std::string line;
    while (reader_->next_line(line) != bm::LineReader::Status::end) {}
    thread_.join();
    ::close(to_server_[0]);
    ::close(to_client_[0]);
  }
  void send(const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
      const ssize_t n = ::write(to_server_[1], text.data() + done, text.size() - done);
      if (n <= 0) throw std::runtime_error("write");
      done += static_cast<std::size_t>(n);
    }
  }
  // Reads one answer; true when it says the game is over.
  bool answer_over() {
    if (reader_->next_line(line_) != bm::LineReader::Status::line) throw std::runtime_error("no answer");
    if (line_.find("\"error\"") != std::string::npos) throw std::runtime_error(line_);
    return line_.find("\"over\":true") != std::string::npos;
  }
  // Starts a game in slot `k` (ending the one there): seeds 1, 2, ... in order. Reads the
  // answers of everything sent so far only when `wait`.
  void new_game(std::size_t k) {
    if (k >= games_.size()) games_.resize(k + 1);
    if (!games_[k].empty()) {
      send("{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"end\",\"params\":{\"game\":\"" + games_[k] + "\"}}\n");
      answer_over();
    }
    ++started_;
    send("{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"start\",\"params\":{\"rules\":\"classic\",\"seed\":" +
         std::to_string(started_) + "}}\n");
    answer_over();
    games_[k] = std::string(1, 'g').append(std::to_string(started_));
    applies_.resize(games_.size());
    applies_[k] =
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"apply\",\"params\":{\"game\":\"" + games_[k] + "\",\"index\":0}}\n";
  }
  const std::string& apply_request(std::size_t k) const { return applies_[k]; }
  // CPU seconds the server thread has used so far (what one core spends serving).
  double server_cpu() {
    clockid_t clock{};
    timespec ts{};
    if (pthread_getcpuclockid(thread_.native_handle(), &clock) != 0 || clock_gettime(clock, &ts) != 0) return 0;
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
  }

 private:
  int to_server_[2]{}, to_client_[2]{};
  std::thread thread_;
  std::unique_ptr<bm::InputFile> client_in_;
  std::unique_ptr<bm::LineReader> reader_;
  std::string line_;
  std::vector<std::string> games_, applies_;
  long started_ = 0;
};

void BM_ServeApplyLockstep(benchmark::State& st) {
  PipeSession s;
  s.new_game(0);
  const double cpu0 = s.server_cpu();
  for (auto _ : st) {
    s.send(s.apply_request(0));
    if (s.answer_over()) s.new_game(0);
  }
  st.counters["applies/s"] = benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
  st.counters["applies/server-cpu-s"] = static_cast<double>(st.iterations()) / (s.server_cpu() - cpu0);
}
BENCHMARK(BM_ServeApplyLockstep)->UseRealTime();

// 64 games at once, one apply each per batch: the batch is sent in one write, then the 64
// answers are read; games that ended are replaced. (A bot playing many games, or a client that
// does not wait for each answer.)
void BM_ServeApplyPipelined(benchmark::State& st) {
  constexpr std::size_t kGames = 64;
  PipeSession s;
  for (std::size_t k = 0; k < kGames; ++k) s.new_game(k);
  std::vector<bool> over(kGames);
  std::string batch;
  const double cpu0 = s.server_cpu();
  for (auto _ : st) {
    batch.clear();
    for (std::size_t k = 0; k < kGames; ++k) batch += s.apply_request(k);
    s.send(batch);
    for (std::size_t k = 0; k < kGames; ++k) over[k] = s.answer_over();
    for (std::size_t k = 0; k < kGames; ++k)
      if (over[k]) s.new_game(k);
  }
  const auto applies = static_cast<double>(st.iterations() * kGames);
  st.counters["applies/s"] = benchmark::Counter(applies, benchmark::Counter::kIsRate);
  st.counters["applies/server-cpu-s"] = applies / (s.server_cpu() - cpu0);
}
BENCHMARK(BM_ServeApplyPipelined)->UseRealTime();

}  // namespace
