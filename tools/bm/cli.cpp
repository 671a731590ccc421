#include "tools/bm/cli.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <utility>
#include <iostream>

#include "bm/core/error.hpp"
#include "bm/core/file_read.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/suggest.hpp"
#include "tools/bm/help_text.hpp"

namespace bm::cli {

const std::vector<Command>& commands() {
  static const std::vector<Command> cmds = {
      {"play", "play a complete seeded game, write its log, verify it by replay", cmd_play, help_play},
      {"replay", "re-execute a log and report the first divergence", cmd_replay, help_replay},
      {"log", "cut a log: a smaller log from the state before action N (bm replay --minimize shrinks one)", cmd_log,
       help_log},
      {"validate", "check many logs (ours or another front end's): one verdict each, JUnit for CI", cmd_validate,
       help_validate},
      {"check", "play many games under the rule invariants; shrink each failure to a minimal log", cmd_check,
       help_check},
      {"viz", "draw a game's phase timeline with Graphviz (DOT, SVG, PNG); compare two logs", cmd_viz, help_viz},
      {"serve", "referee other front ends over stdio: JSON-RPC lines (docs/protocol.md)", cmd_serve, help_serve},
      {"conformance", "check conformance vectors against the engine (docs/protocol.md)", cmd_conformance,
       help_conformance},
      {"fuzz", "turn a fuzzer's input into a readable, checked game log; make seed inputs", cmd_fuzz, help_fuzz},
      {"compare", "play the same games under two readings of the rules and report where they part", cmd_compare,
       help_compare},
      {"rules", "list and show rulesets, presets and interpretation options", cmd_rules, help_rules},
      {"cards", "list and show the cards of a card set", cmd_cards, help_cards},
      {"bench", "determinism signature and games per second", cmd_bench, help_bench},
      {"perft", "count the legal decision sequences from a position to a depth (a move-generator check)", cmd_perft,
       help_perft},
      {"completion", "print a bash, zsh or fish completion script (generated from the help texts)", cmd_completion,
       help_completion},
      {"man", "print the man page bm(1) or bm-COMMAND(1) (generated from the help texts)", cmd_man, help_man},
  };
  return cmds;
}

namespace {

// Every word in a row that is no option (no leading '-', or "-" alone) at once, each as the
// positional argument Boost makes of it: Boost takes such a word off the front of the words left
// one at a time, which costs the square of their number (66 million instructions for 1,920 log
// names, on the main thread before any worker starts). An option's value never reaches this: the
// option took it before. Boost also asks its parsers whether an option's value looks like an
// option, one word at a time: a single word is left to Boost, so that answer stays Boost's.
std::vector<po::option> positional_words(std::vector<std::string>& args) {
  std::vector<po::option> words;
  if (args.size() < 2) return words;
  std::size_t k = 0;
  for (; k < args.size() && (args[k].size() < 2 || args[k][0] != '-'); ++k) {
    po::option o;
    o.value.push_back(args[k]);
    o.original_tokens.push_back(args[k]);
    words.push_back(std::move(o));
  }
  args.erase(args.begin(), args.begin() + static_cast<std::ptrdiff_t>(k));
  return words;
}

}  // namespace

po::variables_map parse(const std::vector<std::string>& args, const po::options_description& desc,
                        const po::positional_options_description* pos) {
  po::variables_map vm;
  try {
    auto parser = po::command_line_parser(args).options(desc);
    if (pos) parser.positional(*pos).extra_style_parser(positional_words);
    const po::parsed_options parsed = parser.run();
    // Without positional arguments, Boost collects a stray word and drops it: `bm play g.jsonl
    // --seed 4` would play and write nothing. Refused instead.
    if (!pos)
      for (const auto& o : parsed.options)
        if (o.position_key >= 0 && !o.value.empty())
          throw InputError("unexpected argument '" + o.value.front() +
                           "': this command takes options only (a file goes after its option, e.g. --out " +
                           o.value.front() + "; see `bm help`)");
    po::store(parsed, vm);
    po::notify(vm);
  } catch (const po::unknown_option& e) {
    // "unrecognised option '--jsn' (did you mean '--json'?)": the nearest of this command's options.
    std::vector<std::string> names;
    for (const auto& o : desc.options()) names.push_back("--" + o->long_name());
    throw InputError(std::string(e.what()) + did_you_mean(e.get_option_name(), names) + " (see `bm help`)");
  } catch (const po::error& e) { throw InputError(std::string(e.what()) + " (see `bm help`)"); }
  return vm;
}

std::ostream& text_stream(const std::vector<std::string>& outputs) {
  for (const auto& o : outputs)
    if (names_stdout(o)) return std::cerr;
  return std::cout;
}

void add_set_option(po::options_description& d, const char* what) {
  d.add_options()("set", po::value<std::vector<std::string>>()->composing(),
                  what ? what
                       : "OPTION=VALUE: change one option of the ruleset (repeatable; `bm rules options` lists them, "
                         "e.g. --set death_threshold=exceeds)");
}

std::vector<OptionSetting> settings_from(const po::variables_map& vm) {
  std::vector<OptionSetting> out;
  if (vm.count("set"))
    for (const auto& t : vm["set"].as<std::vector<std::string>>()) out.push_back(parse_option_setting(t));
  return out;
}

std::string clock_text(double seconds) {
  const auto t = static_cast<std::uint64_t>(seconds < 0 ? 0 : seconds);
  char buf[32];
  if (t >= 3600)
    std::snprintf(buf, sizeof buf, "%llu:%02llu:%02llu", static_cast<unsigned long long>(t / 3600),
                  static_cast<unsigned long long>(t / 60 % 60), static_cast<unsigned long long>(t % 60));
  else
    std::snprintf(buf, sizeof buf, "%llu:%02llu", static_cast<unsigned long long>(t / 60),
                  static_cast<unsigned long long>(t % 60));
  return buf;
}

std::string progress_text(std::uint64_t done, std::uint64_t total, double seconds, const std::string& middle) {
  const int width = 30;
  const int filled =
      total ? static_cast<int>(static_cast<double>(width) * static_cast<double>(done) / static_cast<double>(total))
            : width;
  std::ostringstream o;
  o << "[" << std::string(static_cast<std::size_t>(filled), '#')
    << std::string(static_cast<std::size_t>(width - filled), '.') << "] " << done << "/" << total << " games  "
    << static_cast<std::uint64_t>(seconds > 0 ? static_cast<double>(done) / seconds : 0) << " games/s  ";
  if (!middle.empty()) o << middle << "  ";
  o << clock_text(seconds) << " elapsed";
  if (done > 0 && done < total)
    o << ", ETA " << clock_text(seconds * static_cast<double>(total - done) / static_cast<double>(done));
  return o.str();
}

Ruleset rules_with_settings(const std::string& name_or_path, const po::variables_map& vm) {
  return apply_option_settings(resolve_ruleset(name_or_path), settings_from(vm));
}

std::vector<std::string> files_of(const std::vector<std::string>& inputs, const std::string& ext, bool recursive,
                                  const std::string& what) {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  for (const std::string& in : inputs) {
    std::error_code ec;
    if (!fs::is_directory(in, ec)) {
      files.push_back(in);
      continue;
    }
    // Each path with whether it is a regular file, as the directory read gives its type (no
    // system call; a link is followed, as opening it would): only the others are opened here.
    std::vector<std::pair<std::string, bool>> here;
    const auto take = [&](const fs::directory_entry& e) {
      std::error_code dec;
      const std::string name = e.path().filename().string();
      if (!e.is_directory(dec) && name.size() > ext.size() &&
          name.compare(name.size() - ext.size(), ext.size(), ext) == 0)
        here.emplace_back(e.path().string(), e.is_regular_file(dec));
    };
    try {
      if (recursive)
        for (const auto& e : fs::recursive_directory_iterator(in)) take(e);
      else
        for (const auto& e : fs::directory_iterator(in)) take(e);
    } catch (const fs::filesystem_error& e) {
      throw InputError(in + ": cannot list the directory: " + e.code().message());
    }
    if (here.empty()) throw InputError(in + ": no " + what + " (*" + ext + ") in this directory");
    std::sort(here.begin(), here.end());
    // Anything else (a FIFO planted there, a broken link) is opened here and refused, as every
    // file was before: that was the main thread's longest work before any worker started (5
    // system calls a file).
    for (const auto& [f, regular] : here) {
      if (!regular) require_regular_file(f);
      files.push_back(f);
    }
  }
  return files;
}

const CardSet& cards_from(const std::string& path, CardSet& storage) {
  if (path.empty()) return builtin_classic_cards();
  if (const CardSet* b = find_builtin_card_set(path)) return *b;  // classic, bm2, ... (builtin_card_set_ids)
  if (path.find(',') == std::string::npos) {
    storage = load_card_set_file(path);
    return storage;
  }
  // "a,b": several sets (built-in ids or files) combined in that order, e.g. bm2,tools-of-hero-kind.
  std::vector<CardSet> files;
  std::vector<std::string> names;
  for (std::size_t at = 0;;) {
    const std::size_t comma = path.find(',', at);
    names.push_back(path.substr(at, comma == std::string::npos ? std::string::npos : comma - at));
    if (comma == std::string::npos) break;
    at = comma + 1;
  }
  files.reserve(names.size());
  std::vector<const CardSet*> parts;
  for (const auto& n : names) {
    if (n.empty()) throw InputError("--cards " + path + ": an empty set name between commas");
    const CardSet* b = find_builtin_card_set(n);
    if (!b) b = &files.emplace_back(load_card_set_file(n));
    parts.push_back(b);
  }
  storage = combine_card_sets(parts);
  return storage;
}

const BoardDef& board_from(const std::string& path, BoardDef& storage) {
  if (path.empty() || path == "super") return builtin_super_board();
  storage = load_board_file(path);
  return storage;
}

std::uint64_t parse_seed(const std::string& s) {
  if (s.empty() || s.size() > 20 || s.find_first_not_of("0123456789") != std::string::npos)
    throw InputError("--seed '" + s + "': must be a whole number from 0 to 18446744073709551615");
  try {
    std::size_t used = 0;
    const unsigned long long v = std::stoull(s, &used, 10);
    return v;
  } catch (const std::exception&) { throw InputError("--seed '" + s + "': out of range (0 to 18446744073709551615)"); }
}

}  // namespace bm::cli
