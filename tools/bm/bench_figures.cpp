#include "tools/bm/bench_figures.hpp"

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <cstdint>
#include <memory>
#include <sstream>
#include <stdexcept>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <unistd.h>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/checker/checked_game.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/json_read.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/perft.hpp"
#include "bm/play/play.hpp"
#include "bm/play/policy.hpp"
#include "bm/replay/replay.hpp"
#include "bm/rules/ruleset.hpp"
#include "bm/serve/server.hpp"

namespace bm {

namespace {

// Keeps the compiler from dropping work whose result nothing reads (as benchmark::DoNotOptimize).
template <class T>
void keep(T& value) {
  asm volatile("" : : "r,m"(&value) : "memory");
}

struct Timed {
  double items = 0;
  double seconds = 0;
  double rate() const { return items / (seconds > 0 ? seconds : 1e-9); }
};

// CPU seconds this thread has used: a figure is work per CPU second of the one core it ran
// on, so other processes sharing the machine lower it much less than wall time would.
double thread_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// Calls `step` (it returns how many items it did) until `min_seconds` of CPU time have
// passed, at least once. Callers warm up with one untimed call first.
template <class Step>
Timed timed(double min_seconds, Step step) {
  Timed t;
  const double t0 = thread_seconds();
  do {
    t.items += static_cast<double>(step());
    t.seconds = thread_seconds() - t0;
  } while (t.seconds < min_seconds);
  return t;
}

// A preset as bm plays it (the determinism signature's engines: default_card_set, the printed
// cards for the Boss Monster 2 presets, the classic cards for every other one) at the fewest
// players it allows.
struct PresetEngine {
  std::string name;
  std::unique_ptr<Engine> engine;
  int players = 2;
};

PresetEngine preset_engine(const std::string& name) {
  Ruleset r;
  if (!find_preset(name, r)) throw std::logic_error("bm bench: no preset " + name);
  const CardSet& cards = default_card_set(r);
  PresetEngine p{name, std::make_unique<Engine>(cards, r, builtin_super_board()), 2};
  p.players = player_range(r, builtin_super_board()).min;
  return p;
}

// One random game: bm's log of it and its actions (the same game both ways: the policy
// decides from the state alone).
struct RecordedGame {
  std::uint64_t seed = 0;
  std::string log;
  std::vector<Action> actions;
};

RecordedGame record_game(const Engine& e, int players, std::uint64_t seed) {
  RecordedGame g;
  g.seed = seed;
  std::ostringstream out;
  LogWriter writer(out, e);
  PlayOptions opt;
  opt.players = players;
  opt.seed = seed;
  const GameState end = play_game(e, opt, &writer);
  g.log = out.str();
  auto policy = make_policy("random", seed);
  GameState s = e.start(players, seed);
  while (!s.over) {
    const auto legal = e.legal_actions(s);
    g.actions.push_back(legal[policy->choose(e, s, legal)]);
    e.apply(s, g.actions.back());
  }
  if (s.actions != end.actions) throw std::logic_error("bm bench: a game played twice differs");
  return g;
}

// The log's header, setup and first `actions` action lines (no result line).
std::string cut_log(const std::string& log, std::size_t actions) {
  std::size_t pos = 0;
  for (std::size_t line = 0; line < actions + 2 && pos != std::string::npos; ++line) {
    pos = log.find('\n', pos);
    if (pos != std::string::npos) ++pos;
  }
  return pos == std::string::npos ? log : log.substr(0, pos);
}

long long replay_logs(const std::vector<std::string>& logs) {
  long long actions = 0;
  for (const auto& text : logs) {
    const ReplayVerdict v = replay_log_text(text, "bench", ReplayOptions{});
    if (!v.ok) throw std::logic_error("bm bench: its own log does not replay: " + v.message);
    actions += v.actions;
  }
  return actions;
}

// The 4-player classic games every replay figure reads (seeds 1..16, random policy).
struct ClassicSet {
  PresetEngine classic = preset_engine("classic");
  std::vector<RecordedGame> games;
  std::vector<std::string> logs;
  long long actions = 0;
  ClassicSet() {
    for (std::uint64_t seed = 1; seed <= 16; ++seed) {
      games.push_back(record_game(*classic.engine, 4, seed));
      logs.push_back(games.back().log);
      actions += static_cast<long long>(games.back().actions.size());
    }
  }
};

std::string count_text(long long n) { return std::to_string(n); }

void replay_figures(const ClassicSet& set, double min_seconds, std::vector<BenchFigure>& out) {
  replay_logs(set.logs);
  const double replay = timed(min_seconds, [&] { return replay_logs(set.logs); }).rate();
  const Engine& e = *set.classic.engine;
  auto reapply = [&] {
    std::size_t legal = 0;
    for (const auto& g : set.games) {
      GameState s = e.start(4, g.seed);
      for (const auto& a : g.actions) {
        legal += e.legal_actions(s).size();
        e.apply(s, a);
      }
    }
    keep(legal);
    return set.actions;
  };
  reapply();
  const double bare = timed(min_seconds, reapply).rate();
  const std::string games = "16 random 4-player classic games (" + count_text(set.actions) + " actions)";
  out.push_back({"replay_4p_classic", "replay-and-verify bm's logs of " + games, replay, "actions/s", true});
  out.push_back(
      {"reapply_4p_classic", "bare re-application (legal_actions + apply) of " + games, bare, "actions/s", true});
  out.push_back({"replay_over_reapply", "replay speed as a fraction of bare re-application", replay / bare, "x", true});
}

void state_figures(const ClassicSet& set, double min_seconds, std::vector<BenchFigure>& out) {
  const Engine& e = *set.classic.engine;
  std::vector<GameState> states;
  for (std::size_t k = 0; k < 4; ++k) {
    GameState s = e.start(4, set.games[k].seed);
    states.push_back(s);
    for (const auto& a : set.games[k].actions) {
      e.apply(s, a);
      states.push_back(s);
    }
  }
  auto hash_all = [&] {
    std::uint64_t h = 0;
    for (const auto& s : states) h ^= e.hash(s);
    keep(h);
    return states.size();
  };
  auto copy_all = [&] {
    for (const auto& s : states) {
      GameState c = s;
      keep(c);
    }
    return states.size();
  };
  hash_all();
  copy_all();
  const std::string over = "a state, averaged over every state of 4 random 4-player classic games (" +
                           std::to_string(states.size()) + " states)";
  out.push_back({"state_hash", "Engine::hash (hash v2, XXH3-64, docs/state-hash.md) of " + over,
                 1e9 / timed(min_seconds, hash_all).rate(), "ns", false});
  out.push_back({"state_copy", "copying " + over, 1e9 / timed(min_seconds, copy_all).rate(), "ns", false});
}

// Heap bytes a copy of `s` holds (the allocator's own count, overhead included; 0 where the
// allocator does not say, e.g. under AddressSanitizer).
double heap_bytes(const GameState& s) {
#if defined(__GLIBC__)
  constexpr std::size_t kCopies = 8;
  std::vector<GameState> copies;
  copies.reserve(kCopies);
  const struct mallinfo2 before = mallinfo2();
  for (std::size_t k = 0; k < kCopies; ++k) copies.push_back(s);
  const struct mallinfo2 after = mallinfo2();
  const double used =
      static_cast<double>(after.uordblks + after.hblkhd) - static_cast<double>(before.uordblks + before.hblkhd);
  return std::max(0.0, used / static_cast<double>(kCopies));
#else
  (void)s;
  return 0;
#endif
}

// The largest heap a state of one random game (seed 1) holds.
double peak_heap_bytes(const PresetEngine& p) {
  const Engine& e = *p.engine;
  auto policy = make_policy("random", 1);
  GameState s = e.start(p.players, 1);
  double peak = heap_bytes(s);
  while (!s.over) {
    const auto legal = e.legal_actions(s);
    e.apply(s, legal[policy->choose(e, s, legal)]);
    peak = std::max(peak, heap_bytes(s));
  }
  return peak;
}

std::uint64_t (*allocation_counter)() = nullptr;

// Heap allocations per action over random classic 2-player games (seeds 1..64), each played
// whole by play_game as `bm play` and the random-game figures play it: its setup, every
// legal list, choice and apply (0 when nothing counts, set_allocation_counter).
double mallocs_per_action() {
  if (!allocation_counter) return 0;
  const PresetEngine p = preset_engine("classic");
  PlayOptions opt;
  opt.players = 2;
  play_game(*p.engine, opt);  // warm up: nothing the first game builds is counted
  std::uint64_t allocations = 0;
  long long actions = 0;
  for (std::uint64_t seed = 1; seed <= 64; ++seed) {
    opt.seed = seed;
    const std::uint64_t before = allocation_counter();
    const GameState end = play_game(*p.engine, opt);
    allocations += allocation_counter() - before;
    actions += end.actions;
  }
  return static_cast<double>(allocations) / static_cast<double>(actions > 0 ? actions : 1);
}

struct Rates {
  double games = 0, actions = 0;
};

Rates random_rates(const PresetEngine& p, int players, double min_seconds) {
  PlayOptions opt;
  opt.players = players;
  long long actions = 0;
  auto one = [&] {
    opt.seed += 1;
    actions += play_game(*p.engine, opt).actions;
    return 1;
  };
  one();
  actions = 0;
  const Timed t = timed(min_seconds, one);
  return Rates{t.rate(), static_cast<double>(actions) / (t.seconds > 0 ? t.seconds : 1e-9)};
}

double checked_rate(const PresetEngine& p, double min_seconds) {
  PlayChecked c;
  c.players = p.players;
  c.policy = "random";
  c.verify_determinism = false;
  auto one = [&] {
    c.seed += 1;
    if (play_checked(*p.engine, c).failed)
      throw std::logic_error("bm bench: a checked " + p.name + " game broke an invariant");
    return 1;
  };
  one();
  return timed(min_seconds, one).rate();
}

std::string players_text(int n) { return std::to_string(n) + (n == 1 ? " player" : " players"); }

void preset_figures(double min_seconds, std::vector<BenchFigure>& out) {
  std::vector<PresetEngine> presets;
  for (const auto& p : preset_list()) presets.push_back(preset_engine(p.name));
  for (const auto& p : presets)
    out.push_back({"random_games." + p.name, "random complete " + p.name + " games, " + players_text(p.players),
                   random_rates(p, p.players, min_seconds).games, "games/s", true});
  for (const auto& p : presets)
    out.push_back(
        {"checked_games." + p.name,
         "checked random " + p.name + " games (every invariant after every action), " + players_text(p.players),
         checked_rate(p, min_seconds), "games/s", true});
  out.push_back({"mallocs_per_action",
                 "heap allocations per action of a random complete classic game, 2 players, its setup "
                 "included (the bm program's count; 0: not counted)",
                 mallocs_per_action(), "mallocs", false});
  out.push_back({"sizeof_game_state", "sizeof(GameState)", static_cast<double>(sizeof(GameState)), "bytes", false});
  for (const auto& p : presets)
    out.push_back({"heap_bytes." + p.name,
                   "heap a GameState holds at most over a random " + p.name + " game, " + players_text(p.players) +
                       " (malloc's count, overhead included)",
                   peak_heap_bytes(p), "bytes", false});
}

// Random games at 1..6 players: solo for 1, classic for 2-4, bm2-6p for 5-6.
void players_figures(double min_seconds, std::vector<BenchFigure>& out) {
  const PresetEngine solo = preset_engine("solo"), classic = preset_engine("classic"), six = preset_engine("bm2-6p");
  for (int n = 1; n <= 6; ++n) {
    const PresetEngine& p = n == 1 ? solo : n <= 4 ? classic : six;
    const Rates r = random_rates(p, n, min_seconds);
    const std::string what = "random complete " + p.name + " games, " + players_text(n);
    out.push_back({"players." + std::to_string(n) + ".games", what, r.games, "games/s", true});
    out.push_back({"players." + std::to_string(n) + ".actions", what, r.actions, "actions/s", true});
  }
}

// Replay of one log cut to a quarter, half and all of its actions: flat actions/s is linear cost.
void length_figures(double min_seconds, std::vector<BenchFigure>& out) {
  const PresetEngine classic = preset_engine("classic");
  RecordedGame longest;
  for (std::uint64_t seed = 1; seed <= 64; ++seed) {
    RecordedGame g = record_game(*classic.engine, 4, seed);
    if (g.actions.size() > longest.actions.size()) longest = std::move(g);
  }
  const std::size_t n = longest.actions.size();
  const std::pair<const char*, std::size_t> cuts[] = {{"quarter", n / 4}, {"half", n / 2}, {"whole", n}};
  for (const auto& cut : cuts) {
    const std::vector<std::string> logs{cut_log(longest.log, cut.second)};
    replay_logs(logs);
    out.push_back({std::string("replay_length.") + cut.first,
                   "replay-and-verify the first " + std::to_string(cut.second) +
                       " actions of the longest of 64 random " + "4-player classic games (seed " +
                       std::to_string(longest.seed) + ")",
                   timed(min_seconds, [&] { return replay_logs(logs); }).rate(), "actions/s", true});
  }
}

// bm serve's apply round trip in process (Server::handle: parse the request, apply, answer),
// no pipe: index 0 every time; a finished game is ended and a new one started (not counted).
class ServeGames {
 public:
  long long applies(int n) {
    for (int k = 0; k < n; ++k) {
      if (game_.empty()) start();
      const std::string answer = server_.handle(apply_);
      if (answer.find("\"error\"") != std::string::npos) throw std::logic_error("bm bench: serve refused: " + answer);
      if (answer.find("\"over\":true") != std::string::npos) {
        server_.handle(R"({"jsonrpc":"2.0","id":0,"method":"end","params":{"game":")" + game_ + "\"}}");
        game_.clear();
      }
    }
    return n;
  }

 private:
  void start() {
    ++started_;
    const nlohmann::json a = parse_json_text(
        server_.handle(R"({"jsonrpc":"2.0","id":0,"method":"start","params":{"rules":"classic","seed":)" +
                       std::to_string(started_) + "}}"),
        "bm serve answer");
    game_ = a.at("result").at("game").get<std::string>();
    apply_ = R"({"jsonrpc":"2.0","id":1,"method":"apply","params":{"game":")" + game_ + R"(","index":0}})";
  }
  serve::Server server_;
  std::string game_, apply_;
  long started_ = 0;
};

HeapMeter heap_meter;

// The most heap (bytes above what was live before) `read` takes: 0 where it is not counted.
template <class Read>
double peak_heap_of(Read read) {
  if (!heap_meter.reset) return 0;
  heap_meter.reset();
  read();
  return static_cast<double>(std::max<std::int64_t>(0, heap_meter.peak()));
}

// A temporary directory of bench's own (mkdtemp under $TMPDIR or /tmp), removed with what bench
// wrote in it.
class BenchDir {
 public:
  BenchDir() {
    const char* tmp = std::getenv("TMPDIR");
    std::string tmpl = std::string(tmp && *tmp ? tmp : "/tmp") + "/bm-bench-XXXXXX";
    if (!::mkdtemp(tmpl.data())) throw std::runtime_error("bm bench: cannot make a temporary directory in " + tmpl);
    dir_ = tmpl;
  }
  ~BenchDir() {
    std::error_code ec;
    for (const auto& f : files_) std::filesystem::remove(f, ec);
    std::filesystem::remove(dir_, ec);
  }
  BenchDir(const BenchDir&) = delete;
  BenchDir& operator=(const BenchDir&) = delete;
  std::string file(const std::string& name) {
    files_.push_back(dir_ + "/" + name);
    return files_.back();
  }

 private:
  std::string dir_;
  std::vector<std::string> files_;
};

// What reading a log costs in heap whatever follows it: a 4-player classic game's log followed
// by 64 MiB of empty lines, read as bm replay and bm validate read it (streamed) and as the
// commands that hold a log's text read it (bm viz, log cut, replay --minimize/--report/--rehash).
void log_memory_figures(const ClassicSet& set, std::vector<BenchFigure>& out) {
  BenchDir dir;
  const std::string path = dir.file("log-and-64MiB-of-newlines.jsonl");
  write_file_atomic(path, set.logs.front() + std::string(std::size_t{64} << 20, '\n'));
  const std::string what = " a 4-player classic game's log (" + std::to_string(set.logs.front().size()) +
                           " bytes) followed by 64 MiB of empty lines (the bm program's count of live heap "
                           "bytes on its thread; 0: not counted)";
  out.push_back({"log_peak_heap.stream", "the most heap bm replay and bm validate take streaming" + what,
                 peak_heap_of([&] {
                   if (!replay_log_file(path, ReplayOptions{}).ok) throw std::logic_error("bm bench: log fails");
                 }),
                 "bytes", false});
  out.push_back({"log_peak_heap.held",
                 "the most heap the commands that hold a log's text (bm viz, log cut, replay --minimize, "
                 "--report, --rehash) take reading and replaying" +
                     what,
                 peak_heap_of([&] {
                   const std::string text = read_log_file(path);
                   if (!replay_log_text(text, path, ReplayOptions{}).ok) throw std::logic_error("bm bench: log fails");
                 }),
                 "bytes", false});
}

// bm perft at depth 4 (docs/perft.md's bm2 row: seed 3, after 20 decisions of its random game):
// the sequences counted per CPU second (clone, legal list and apply per node, no logging).
void perft_figures(double min_seconds, std::vector<BenchFigure>& out) {
  const PresetEngine p = preset_engine("bm2");
  GameState s = p.engine->start(2, 3);
  auto policy = make_policy("random", 3);
  for (int k = 0; k < 20 && !s.over; ++k) {
    const auto legal = p.engine->legal_actions(s);
    p.engine->apply_trusted(s, legal[policy->choose(*p.engine, s, legal)]);
  }
  const std::uint64_t leaves = perft(*p.engine, s, 4);
  out.push_back({"perft_4",
                 "bm perft depth 4 from docs/perft.md's bm2 position (seed 3, after 20 decisions; " +
                     std::to_string(leaves) + " sequences): sequences counted per second",
                 timed(min_seconds, [&] { return static_cast<double>(perft(*p.engine, s, 4)); }).rate(), "sequences/s",
                 true});
}

void serve_figures(double min_seconds, std::vector<BenchFigure>& out) {
  ServeGames serve;
  serve.applies(64);
  out.push_back({"serve_apply",
                 "bm serve apply requests answered in process (classic 2-player games, index 0, no pipe)",
                 timed(min_seconds, [&] { return serve.applies(64); }).rate(), "applies/s", true});
}

}  // namespace

void set_allocation_counter(std::uint64_t (*count)()) { allocation_counter = count; }
void set_heap_meter(HeapMeter meter) { heap_meter = meter; }

std::vector<BenchFigure> measure_figures(double min_seconds) {
  std::vector<BenchFigure> out;
  {
    const ClassicSet set;
    replay_figures(set, min_seconds, out);
    state_figures(set, min_seconds, out);
    log_memory_figures(set, out);
  }
  preset_figures(min_seconds, out);
  serve_figures(min_seconds, out);
  perft_figures(min_seconds, out);
  players_figures(min_seconds, out);
  length_figures(min_seconds, out);
  return out;
}

namespace {
// The engine's speed targets (one core, CPU time; docs/figures/speed.md). Its foreign-format replay,
// decision fuzzer and coverage targets are not bm bench figures.
constexpr BenchTarget kTargets[] = {
    // 2.0x c0654dd's random classic games, about 55,000 a second on this project's machine type
    // (a ratio against another build is tools/figures/speed_vs_baseline.py's, not bm bench's).
    {"random_games.classic", 55000, "the engine's speed target"},
    {"mallocs_per_action", 3, "the engine's speed target"},
    {"replay_4p_classic", 400000, "the engine's speed target"},
    {"replay_over_reapply", 0.6, "the engine's speed target"},
    {"state_hash", 100, "the engine's speed target"},
    {"state_copy", 100, "the engine's speed target"},
    {"log_peak_heap.stream", 64.0 * 1024 * 1024, "a log read in bounded memory"},
    {"log_peak_heap.held", 64.0 * 1024 * 1024, "a log read in bounded memory"},
};
}  // namespace

const BenchTarget* bench_target(const std::string& key) {
  for (const auto& t : kTargets)
    if (key == t.key) return &t;
  return nullptr;
}

std::string target_verdict(const BenchFigure& f, const BenchTarget& t) {
  if (f.value <= 0) return "not counted";
  return (f.higher_is_better ? f.value >= t.bound : f.value <= t.bound) ? "met" : "missed";
}

nlohmann::json figures_to_json(const std::vector<BenchFigure>& figures) {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& f : figures) {
    j[f.key] = {
        {"value", f.value}, {"unit", f.unit}, {"better", f.higher_is_better ? "higher" : "lower"}, {"what", f.what}};
    if (const BenchTarget* t = bench_target(f.key))
      j[f.key]["target"] = {{"bound", t->bound}, {"why", t->why}, {"verdict", target_verdict(f, *t)}};
  }
  return j;
}

}  // namespace bm
