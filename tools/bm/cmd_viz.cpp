// bm viz: a game's phase timeline drawn with Graphviz (docs/visualizer.md).
#include <filesystem>
#include <iostream>

#include "bm/core/error.hpp"
#include "bm/core/file_write.hpp"
#include "bm/rules/constants.hpp"
#include "tools/bm/cli.hpp"
#include "tools/bm/viz_html.hpp"
#include "tools/bm/viz_output.hpp"
#include "bm/viz/dot.hpp"
#include "bm/viz/pages.hpp"
#include "bm/viz/render.hpp"
#include "bm/viz/timeline.hpp"

namespace bm::cli {

namespace {

po::options_description viz_options() {
  po::options_description d("bm viz options");
  d.add_options()("log", po::value<std::string>(), "the log to draw (JSON Lines, docs/log-format.md)")(
      "out,o", po::value<std::string>()->default_value("-"), "where to write the picture (default: standard output)")(
      "format", po::value<std::string>()->default_value(""),
      "dot, svg, png or pdf (default: from the --out extension: .svg, .png, .pdf, else dot)")(
      "rounds", po::value<std::string>()->default_value(""),
      "only rounds A..B (also A, A.. or ..B); round 0 is the setup")(
      "player", po::value<int>()->default_value(-1),
      "only what concerns seat P (and what concerns nobody in particular)")(
      "compare", po::value<std::string>()->default_value(""),
      "a second log of the same setup, drawn beside the first, the first divergent phase highlighted")(
      "source", po::value<std::string>()->default_value("engine"),
      "engine: draw the game as the engine replays the log (every event); log: draw what the file records, without the "
      "engine")("cards", po::value<std::string>()->default_value(""),
                "card-set JSON file the log(s) were played with (default: the built-in set the header names)")(
      "board", po::value<std::string>()->default_value(""),
      "city-board JSON file of a super/solo log (default: built-in)")(
      "split", po::value<int>()->default_value(0),
      "N: draw the game as pictures of N rounds each (the setup with the first), DIR/page-1.svg, "
      "DIR/page-2.svg, ..., and DIR/index.html listing them, the bosses and the result; -o DIR is a directory "
      "(made if missing), the format svg unless --format says otherwise")(
      "json",
      "print a JSON summary (the timeline: phases, items, hero runs) on standard output; the picture goes to --out")(
      "html",
      "write the replay viewer page with the log inside (one self-contained file: page, WebAssembly engine, log; "
      "docs/web.md#the-replay-viewer) to --out, instead of a picture")(
      "viewer", po::value<std::string>()->default_value(""),
      "FILE: the viewer page bm-viewer.html for --html (default: $BM_VIEWER, else next to bm or in ../share/bm/; "
      "the wasm build writes it)");
  add_set_option(d,
                 "OPTION=VALUE: the reading of an option the log's header does not write (repeatable; as bm replay "
                 "--set)");
  return d;
}

// --split N: one picture per N rounds and the index (docs/visualizer.md#pages-and-an-index---split-n),
// written into a fresh directory that replaces -o DIR whole (never new pages beside
// an old index), DIR locked meanwhile (§7), nothing inside it followed or opened (§3, §8).
nlohmann::json write_pages(const viz::Timeline& t, const viz::VizFilter& filter, int per_page,
                           const std::string& format, const std::string& out, const std::string& log,
                           const std::vector<std::string>& inputs) {
  OutputDir dir(out, "-o", "bm viz --split", OutputDir::Mode::fresh);
  std::vector<viz::Page> pages = viz::plan_pages(t, per_page, format);
  nlohmann::json list = nlohmann::json::array();
  for (auto& p : pages) {
    viz::VizFilter f = filter;
    f.round_from = p.round_from;
    f.round_to = p.round_to;
    refuse_output_over_input(dir.path(p.file), "--out", inputs);
    const std::string data = picture_bytes(viz::timeline_dot(viz::filter_timeline(t, f)), format);
    dir.write_file(p.file, data);
    p.bytes = data.size();
    list.push_back({{"file", dir.path(p.file)},
                    {"rounds", {p.round_from, p.round_to}},
                    {"actions", {p.first_action, p.last_action}},
                    {"bytes", p.bytes}});
  }
  refuse_output_over_input(dir.path("index.html"), "--out", inputs);
  const std::string index = viz::pages_index_html(t, pages, log);
  dir.write_file("index.html", index);
  dir.commit();
  return {{"pages", list}, {"index", dir.path("index.html")}, {"index_bytes", index.size()}};
}

// --compare: marks the first difference of the whole games, then keeps the rounds asked for
// (which may not show it; said on standard error). Returns the DOT; fills the summary.
std::string compare_picture(viz::Timeline& a, viz::Timeline& b, const viz::VizFilter& filter, const std::string& log,
                            const std::string& other, nlohmann::json& summary) {
  const int at = viz::mark_first_difference(a, b);
  nlohmann::json first = nullptr;
  if (at >= 0) {
    const viz::Timeline& has = static_cast<std::size_t>(at) < a.phases.size() ? a : b;
    const auto& ph = has.phases[static_cast<std::size_t>(at)];
    first = {{"round", ph.round}, {"phase", ph.phase}, {"index", at}};
    if (ph.round < filter.round_from || (filter.round_to >= 0 && ph.round > filter.round_to))
      std::cerr << "bm viz: the first difference is in round " << ph.round << ", " << ph.phase
                << ": outside --rounds\n";
  }
  a = viz::filter_timeline(a, filter);
  b = viz::filter_timeline(b, filter);
  summary["compare"] = other;
  summary["first_difference"] = first;
  summary["timeline"] = viz::timeline_to_json(a);
  summary["timeline_compare"] = viz::timeline_to_json(b);
  return viz::compare_dot(a, b, log, other);
}

// --html: the viewer page with the log inside. The log is replayed here too, for
// the exit code and the message (the page replays it again in the browser).
int viz_html(const po::variables_map& vm, const std::string& log, const std::string& out) {
  for (const char* other : {"split", "compare", "rounds", "player", "format"})
    if (!vm[other].defaulted())
      throw InputError(std::string("--html writes the viewer page of one log: not with --") + other);
  if (vm.count("json")) throw InputError("--html writes the viewer page of one log: not with --json");
  if (vm["source"].as<std::string>() != "engine") throw InputError("--html replays the log: not with --source log");
  if (!vm["cards"].as<std::string>().empty() || !vm["board"].as<std::string>().empty() || !settings_from(vm).empty())
    throw InputError(
        "--html: the page replays the log with its header's built-in cards, board and options (no --cards, "
        "--board or --set)");
  if (out == "-" || out.empty()) throw InputError("--html needs -o PAGE.html");
  refuse_output_over_input(out, "--out", {log, vm["viewer"].as<std::string>()});
  const std::string text = read_log_file(log);
  const std::string page = find_viewer_page(vm["viewer"].as<std::string>());
  // A log that stops mid-game is "incomplete" here as in bm validate (the page says so too).
  ReplayOptions ro;
  ro.require_result = true;
  const ReplayVerdict v = replay_log_text(text, log, ro);
  const std::string html = page_with_log(page, text, std::filesystem::path(log).filename().string());
  write_file_atomic(out, html);
  std::cerr << "bm viz: wrote " << out << " (html, " << html.size() << " bytes)";
  if (v.input_error) std::cerr << "; the log is invalid (the page says why): " << v.message << "\n";
  else if (v.what == ReplayWhat::incomplete)
    std::cerr << "; the page says the log is incomplete, as bm validate and bm replay do: " << v.message << "\n";
  else if (!v.ok) std::cerr << "; the log diverges from the engine at line " << v.line << ": the page opens there\n";
  else std::cerr << "\n";
  return v.input_error ? kExitUsage : v.ok ? kExitOk : kExitVerify;
}

}  // namespace

void help_viz() {
  std::cout
      << "usage: bm viz LOG [-o FILE] [--format dot|svg|png|pdf] [--rounds A..B] [--player P] [--compare OTHER_LOG]\n"
         "       bm viz LOG --split N -o DIR [--format dot|svg|png|pdf] [--rounds A..B] [--player P]\n"
         "       bm viz LOG --html -o PAGE.html [--viewer FILE]\n\n"
         "Draws a game's timeline with Graphviz: one box per round, the round's phases side by\n"
         "side in order (classic: beginning, build, bait, adventure, end_of_round; Super: city,\n"
         "build, minion, bait, adventure, end_of_round), and in each phase what happened: heroes\n"
         "revealed and lured, each hero's way through a dungeon with the room that killed it or\n"
         "the wound it dealt, rooms built, revealed, destroyed and deactivated, spells and room\n"
         "abilities with their targets and the order they resolved, market and minions, Level\n"
         "Ups, eliminations, and the end with the final score. Rows are coloured by player and\n"
         "start with the action index (#12 = the line with \"i\":12); in SVG every row's tooltip\n"
         "gives the action, the log line, the rule IDs and the events behind it.\n\n"
         "The game is drawn as the engine replays the log (--source engine, the default), so a\n"
         "log that records only some events is drawn in full; a log that diverges is drawn up to\n"
         "the divergence, which is highlighted. --source log draws what the file says instead.\n\n"
         "--compare draws two logs of the same setup side by side (two rulesets' readings of one\n"
         "seed, or a front end's log and ours) and highlights the first phase where they differ.\n"
         "`bm replay LOG --viz FILE` draws a divergence directly: the log's account beside the\n"
         "engine's.\n\n"
         "--split N draws a long game (a 4-player one) as several pictures of N rounds each, the\n"
         "setup with the first, DIR/page-1.svg, DIR/page-2.svg, ..., and an index page,\n"
         "DIR/index.html, listing each page with its rounds, actions, Level Ups, eliminations\n"
         "and end, and the seats' bosses and the result. Without --split: one picture.\n\n"
         "--html writes the replay viewer instead: one HTML file holding the page, the engine\n"
         "(WebAssembly) and the log, to attach to a bug report and open in any browser; it\n"
         "steps through the game and opens a divergent log at its divergence. It needs the\n"
         "viewer page the wasm build writes (cmake --preset wasm && cmake --build build-wasm:\n"
         "build-wasm/viewer/bm-viewer.html; --viewer FILE or BM_VIEWER say where it is).\n\n"
         "Rendering uses Graphviz's libraries in-process (libgvc); DOT is plain text and needs\n"
         "no Graphviz. The picture is written whole or not at all.\n\n"
         "exit: 0 drawn; 1 drawn, but a log diverges from the engine (the picture shows where), or\n"
         "      (--html) it stops mid-game without its result line: incomplete, as bm validate says;\n"
         "      2 bad usage or an unreadable or invalid log; 3 Graphviz failed\n\n"
      << viz_options()
      << "\nexamples:\n"
         "  bm play --seed 7 --out game.jsonl && bm viz game.jsonl -o game.svg\n"
         "  bm viz game.jsonl --rounds 3..5 --player 1 -o part.png\n"
         "  bm viz game.jsonl --split 3 -o pages/               # pages of 3 rounds, pages/index.html\n"
         "  bm viz game.jsonl --html -o game.html               # the replay viewer with the log inside\n"
         "  bm viz game.jsonl | dot -Tpdf > game.pdf            # DOT to standard output\n"
         "  bm play --rules classic --seed 9 --out a.jsonl\n"
         "  bm play --rules classic-variants --seed 9 --out b.jsonl\n"
         "  bm viz a.jsonl --compare b.jsonl -o ab.svg          # two readings, side by side\n"
         "  bm replay frontend.jsonl --viz divergence.svg       # a divergence, drawn\n"
         "  bm viz game.jsonl --json -o game.svg | jq '.timeline.phases[].items[] | select(.kind==\"run\")'\n";
}

int cmd_viz(const std::vector<std::string>& args) {
  po::positional_options_description pos;
  pos.add("log", 1);
  const auto vm = parse(args, viz_options(), &pos);
  if (!vm.count("log")) throw InputError("bm viz: missing LOG (see `bm help viz`)");
  const std::string log = vm["log"].as<std::string>(), other = vm["compare"].as<std::string>();
  const std::string out = vm["out"].as<std::string>();
  const int split = vm["split"].as<int>();
  if (split < 0 || split > 100000)
    throw InputError("--split " + std::to_string(split) + ": N rounds a page, 1..100000");
  if (split > 0 && !other.empty()) throw InputError("--split draws one log: not with --compare");
  if (split > 0 && (out == "-" || out.empty())) throw InputError("--split needs -o DIR, the directory for the pages");
  if (vm.count("html")) return viz_html(vm, log, out);
  const viz::VizFilter filter = parse_rounds(vm["rounds"].as<std::string>(), vm["player"].as<int>());
  const std::string source = vm["source"].as<std::string>();
  if (source != "engine" && source != "log") throw InputError("--source " + source + ": engine or log");
  CardSet storage;
  BoardDef board_storage;
  const CardSet* cards =
      vm["cards"].as<std::string>().empty() ? nullptr : &cards_from(vm["cards"].as<std::string>(), storage);
  const BoardDef* board = &board_from(vm["board"].as<std::string>(), board_storage);
  ReplayOptions ro;
  ro.cards = cards;
  ro.board = board;
  ro.set = settings_from(vm);
  const std::vector<std::string> inputs = {log, other, vm["cards"].as<std::string>(), vm["board"].as<std::string>()};
  refuse_output_over_input(out, "--out", inputs);
  // After the input check: `-o keep.jsonl` over its own log says so, not "no such format".
  const std::string format = split > 0 && vm["format"].as<std::string>().empty()
                                 ? std::string("svg")
                                 : picture_format(vm["format"].as<std::string>(), out);

  bool diverged = false;
  const auto load = [&](const std::string& path) {
    if (source == "log") return viz::timeline_from_log_file(path, cards, board);
    const std::string text = read_log_file(path);
    viz::ReplayedTimeline r = viz::timeline_from_replay(text, path, ro);
    if (!r.verdict.ok) diverged = true;
    return std::move(r.timeline);
  };
  viz::Timeline a = load(log);
  if (filter.player >= a.players)
    throw InputError("--player " + std::to_string(filter.player) + ": the game has seats 0.." +
                     std::to_string(a.players - 1));
  nlohmann::json summary = {{"log", log}, {"source", source}};
  std::size_t bytes = 0;
  if (split > 0) {
    a = viz::filter_timeline(a, filter);
    summary.update(write_pages(a, filter, split, format, out, log, inputs));
    summary["timeline"] = viz::timeline_to_json(a);
    for (const auto& p : summary["pages"]) bytes += p["bytes"].get<std::size_t>();
    bytes += summary["index_bytes"].get<std::size_t>();
  } else {
    std::string dot;
    if (!other.empty()) {
      viz::Timeline b = load(other);
      dot = compare_picture(a, b, filter, log, other, summary);
    } else {
      a = viz::filter_timeline(a, filter);
      dot = viz::timeline_dot(a);
      summary["timeline"] = viz::timeline_to_json(a);
    }
    bytes = write_picture(dot, format, out, vm.count("json") > 0);
  }
  summary["output"] = out == "-" && vm.count("json") ? nlohmann::json(nullptr) : nlohmann::json(out);
  summary["format"] = format;
  summary["bytes"] = bytes;
  summary["diverged"] = diverged;
  const std::string what =
      split > 0 ? std::to_string(summary["pages"].size()) + " pages and " + summary["index"].get<std::string>() : out;
  if (vm.count("json")) std::cout << summary.dump() << "\n";
  else if (out != "-")
    std::cerr << "bm viz: wrote " << what << " (" << format << ", " << bytes << " bytes)"
              << (diverged ? "; the log diverges from the engine: highlighted" : "") << "\n";
  return diverged ? kExitVerify : kExitOk;
}

}  // namespace bm::cli
