// The help texts, the shell completions and the man pages, all from one text.
#include "tools/bm/help_text.hpp"

#include <algorithm>
#include <cstring>
#include <iostream>
#include <map>
#include <sstream>

#include "bm/core/error.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/suggest.hpp"

namespace bm::cli {

namespace {

// What each option's value is, by the option's name: `--seed SEED`, not Boost's `arg`. An
// option not listed here is shown with VALUE (tests/cli/completion_test.py fails on one, so a
// new option gets its placeholder here).
const std::map<std::string, std::string>& placeholders() {
  static const std::map<std::string, std::string> table = {
      {"board", "FILE"},
      {"cards", "FILE|NAME"},
      {"chance", "MODE"},
      {"compare", "PATH"},
      {"determinism-every", "N"},
      {"family", "F"},
      {"format", "FORMAT"},
      {"games", "N"},
      {"id", "ID"},
      {"input", "PATH"},
      {"inputs", "PATH..."},
      {"ip", "IP-N"},
      {"jobs", "N"},
      {"junit", "PATH"},
      {"log", "LOG"},
      {"logs", "LOG"},
      {"max-actions", "N"},
      {"max-failures", "N"},
      {"max-held-bytes", "BYTES"},
      {"min-time", "SECONDS"},
      {"mutant", "NAME"},
      {"name", "NAME|FILE"},
      {"out", "PATH"},
      {"player", "N"},
      {"players", "N"},
      {"policy", "NAME"},
      {"rehash", "PATH"},
      {"reports", "PATH..."},
      {"rounds", "A..B"},
      {"rules", "NAME|FILE"},
      {"seed", "SEED"},
      {"set", "OPTION=VALUE"},
      {"shard", "I/N|auto"},
      {"shards", "N"},
      {"shrink-attempts", "N"},
      {"shrinks-per-invariant", "N"},
      {"snapshot", "PATH"},
      {"source", "SOURCE"},
      {"split", "N"},
      {"until", "N"},
      {"viz", "PATH"},
      {"words", "WORDS..."},
      {"from", "N"},
      {"to", "N"},
      {"viewer", "FILE"},
      {"start", "I"},
      {"decisions", "N"},
      {"example", "outcome|logs"},
  };
  return table;
}

const char* const kGlobalOptions =
    "\nglobal options (every command):\n"
    "  -q, --quiet         print only what needs attention: nothing when all is well (the exit code\n"
    "                      says it), the whole report when not; errors and warnings stay on stderr\n"
    "  --color WHEN        colour a divergence's values (the log's red, the engine's green): auto (on a\n"
    "                      terminal, unless NO_COLOR is set), always or never (default: auto)\n";

bool starts_with(const std::string& s, const char* p) { return s.rfind(p, 0) == 0; }

// One option of a Boost option list: its names, its value's placeholder and default, and its
// description lines (the first one's indentation removed, the others' beyond it kept).
struct OptionLine {
  std::string names, value, fallback;
  std::vector<std::string> description;
};

// "  -o [ --out ] arg (=-)   where ..." -> names "-o, --out", value "PATH", default "-".
bool parse_option_head(const std::string& line, OptionLine& o, std::size_t& column) {
  if (!starts_with(line, "  -")) return false;
  std::size_t at = 2;
  std::string long_name, short_name;
  if (line.size() > at + 1 && line[at + 1] != '-') {  // -o [ --out ]
    short_name = line.substr(at, 2);
    const std::size_t open = line.find("[ --", at), close = line.find(" ]", at);
    if (open != at + 3 || close == std::string::npos) return false;
    long_name = line.substr(open + 4, close - open - 4);
    at = close + 2;
  } else {
    std::size_t end = at + 2;
    while (end < line.size() && (std::isalnum(static_cast<unsigned char>(line[end])) || line[end] == '-')) ++end;
    long_name = line.substr(at + 2, end - at - 2);
    at = end;
  }
  if (long_name.empty()) return false;
  o.names = (short_name.empty() ? "" : short_name + ", ") + "--" + long_name;
  if (line.compare(at, 4, " arg") == 0) {
    const auto p = placeholders().find(long_name);
    o.value = p != placeholders().end() && !p->second.empty() ? p->second : "VALUE";
    at += 4;
    if (line.compare(at, 3, " (=") == 0) {
      const std::size_t close = line.find(')', at);
      if (close == std::string::npos) return false;
      o.fallback = line.substr(at + 3, close - at - 3);
      at = close + 1;
    }
  }
  const std::size_t desc = line.find_first_not_of(' ', at);
  column = desc == std::string::npos ? 0 : desc;
  o.description.push_back(desc == std::string::npos ? "" : line.substr(desc));
  return true;
}

// Rewrites every Boost option list of `text` into one form; other lines stay as they are.
std::string normalized(const std::string& text) {
  std::vector<std::string> lines;
  {
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) lines.push_back(l);
  }
  std::ostringstream out;
  for (std::size_t i = 0; i < lines.size();) {
    std::vector<OptionLine> block;
    std::size_t j = i;
    while (j < lines.size()) {
      OptionLine o;
      std::size_t column = 0;
      if (!parse_option_head(lines[j], o, column)) break;
      ++j;
      // The description's following lines: indented past the option's names.
      std::size_t indent = column;
      while (j < lines.size() && !lines[j].empty() && !starts_with(lines[j], "  -") &&
             lines[j].find_first_not_of(' ') >= 6) {
        const std::size_t first = lines[j].find_first_not_of(' ');
        if (o.description.front().empty()) {  // a long name: Boost starts the description below it
          o.description.front() = lines[j].substr(first);
          indent = first;
        } else {
          o.description.push_back(std::string(first > indent ? first - indent : 0, ' ') + lines[j].substr(first));
        }
        ++j;
      }
      block.push_back(o);
    }
    if (block.empty()) {
      out << lines[i] << "\n";
      ++i;
      continue;
    }
    std::size_t width = 0;
    for (const auto& o : block) width = std::max(width, o.names.size() + (o.value.empty() ? 0 : o.value.size() + 1));
    width = std::min<std::size_t>(width, 34);
    for (auto& o : block) {
      for (auto& d : o.description) d.erase(d.find_last_not_of(' ') + 1);  // Boost's wrap leaves spaces
      const std::string head = "  " + o.names + (o.value.empty() ? "" : " " + o.value);
      std::string& last = o.description.back();
      bool says_default = false;
      for (const auto& d : o.description) says_default = says_default || d.find("default") != std::string::npos;
      if (!o.fallback.empty() && !says_default)
        last += std::string(last.empty() ? "" : " ") + "(default: " + o.fallback + ")";
      const std::string pad(width + 4, ' ');
      if (head.size() + 2 > pad.size()) out << head << "\n" << pad << o.description.front() << "\n";
      else out << head << std::string(pad.size() - head.size(), ' ') << o.description.front() << "\n";
      for (std::size_t k = 1; k < o.description.size(); ++k) out << pad << o.description[k] << "\n";
    }
    i = j;
  }
  return out.str();
}

// What `print` writes on standard output, as a string.
template <class F>
std::string captured(F print) {
  std::ostringstream text;
  std::streambuf* old = std::cout.rdbuf(text.rdbuf());
  try {
    print();
  } catch (...) {
    std::cout.rdbuf(old);
    throw;
  }
  std::cout.rdbuf(old);
  return text.str();
}

std::vector<std::string> words_of(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> w;
  for (std::string x; in >> x;) w.push_back(x);
  return w;
}

bool is_word(const std::string& w) {
  return !w.empty() && std::all_of(w.begin(), w.end(), [](char c) { return (c >= 'a' && c <= 'z') || c == '-'; }) &&
         w[0] != '-';
}

// `-o` or `--out`: a dash and a letter, or two dashes and a word.
bool is_option_name(const std::string& n) {
  if (n.size() == 2) return n[0] == '-' && n[1] >= 'a' && n[1] <= 'z';
  return n.size() >= 4 && n[0] == '-' && n[1] == '-' && n[2] >= 'a' && n[2] <= 'z';
}

const Command* find_command(const std::string& name) {
  for (const auto& c : commands())
    if (name == c.name) return &c;
  return nullptr;
}

// A roff line: backslashes escaped, a leading dot or quote kept as text.
std::string roff(const std::string& line) {
  std::string out;
  for (char c : line) out += c == '\\' ? std::string("\\e") : c == '-' ? std::string("\\-") : std::string(1, c);
  if (!out.empty() && (out[0] == '.' || out[0] == '\'')) out = "\\&" + out;
  return out;
}

std::string shell_quoted(const std::string& s) {  // '...' for bash, zsh and fish
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string fish_quoted(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("\\'") : c == '\\' ? std::string("\\\\") : std::string(1, c);
  return out + "'";
}

std::string joined(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : " ") + s;
  return out;
}

}  // namespace

std::string usage_text() {
  std::ostringstream o;
  o << "bm " << BM_VERSION << " - reference rules engine and verification toolkit for Boss Monster\n\n"
    << "usage: bm <command> [options]\n       bm help <command>\n       bm --version\n\ncommands:\n";
  std::size_t width = 0;  // the longest command name, plus two spaces
  for (const auto& c : commands()) width = std::max(width, std::strlen(c.name) + 2);
  for (const auto& c : commands())
    o << "  " << c.name << std::string(width - std::strlen(c.name), ' ') << c.summary << "\n";
  o << "\nexit codes: 0 ok, 1 verification failure, 2 bad usage or invalid input, 3 internal error,\n"
    << "            4 an output could not be written (full disk, no permission),\n"
    << "            130 bm check interrupted (Ctrl-C, SIGTERM; the partial report is written),\n"
    << "            141 SIGPIPE: the reader of standard output went away (quiet, no partial file)\n"
    << "rules are cited by the IDs of the rules digest (G-12, C-13, IP-3, ...); see docs/rules-mapping.md\n"
    << kGlobalOptions + 1 << "quick start: bm play --seed 1 --out game.jsonl\n";
  return o.str();
}

std::string help_text(const Command& c) { return normalized(captured(c.help)) + kGlobalOptions; }

std::string help_help_text() {
  return "usage: bm help [COMMAND]\n\n"
         "Without COMMAND: bm's usage (its commands, exit codes and global options). With one: the\n"
         "help of that command, as `bm COMMAND --help` prints it (`bm help help`: this text).\n\n"
         "examples:\n"
         "  bm help replay\n"
         "  bm help help\n";
}

Completions completions_of(const std::string& help) {
  Completions c;
  std::istringstream in(help);
  bool usage = false;
  std::string command;
  for (std::string line; std::getline(in, line);) {
    // Usage lines: `usage: bm rules list ...` and the `       bm rules show ...` below it.
    // (a usage line's comment may go on below it, indented further)
    if (starts_with(line, "usage: bm ")) usage = true;
    else if (usage && !starts_with(line, "       ")) usage = false;
    if (usage && (starts_with(line, "usage: bm ") || starts_with(line, "       bm "))) {
      const auto w = words_of(line.substr(line.find("bm ")));
      // A subcommand, or a choice of them (`bm completion bash|zsh|fish`).
      std::vector<std::string> subs;
      if (w.size() >= 3)
        for (std::size_t at = 0; at <= w[2].size();) {
          const std::size_t bar = std::min(w[2].find('|', at), w[2].size());
          subs.push_back(w[2].substr(at, bar - at));
          at = bar + 1;
        }
      // The options a usage line names (`[--json]`, `[-o LOG]`, `[--rules NAME...|--all-presets]`).
      for (const auto& word : w)
        for (std::size_t at = 0; at < word.size();) {
          const std::size_t dash = word.find('-', at);
          if (dash == std::string::npos) break;
          std::size_t end = dash;
          while (end < word.size() && (word[end] == '-' || (word[end] >= 'a' && word[end] <= 'z'))) ++end;
          const std::string name = word.substr(dash, end - dash);
          const bool at_start = dash == 0 || word[dash - 1] == '[' || word[dash - 1] == '|';
          if (at_start && is_option_name(name) &&
              std::find(c.options.begin(), c.options.end(), name) == c.options.end())
            c.options.push_back(name);
          at = end > dash ? end : dash + 1;
        }
      if (!subs.empty() && std::all_of(subs.begin(), subs.end(), is_word))
        for (const auto& sub : subs)
          if (std::find(c.subcommands.begin(), c.subcommands.end(), sub) == c.subcommands.end())
            c.subcommands.push_back(sub);
    }
    if (starts_with(line, "  -")) {
      // `  -o, --out PATH   ...`: the names before the placeholder and the description.
      // (the names end where two spaces start the description, as normalized() writes them)
      const std::size_t gap = line.find("  ", 2);
      for (const auto& w : words_of(line.substr(0, gap == std::string::npos ? line.size() : gap))) {
        std::string name = w;
        if (!name.empty() && name.back() == ',') name.pop_back();
        if (name.size() >= 2 && name[0] == '-' &&
            std::find(c.options.begin(), c.options.end(), name) == c.options.end())
          c.options.push_back(name);
      }
    }
  }
  return c;
}

std::string completion_script(const std::string& shell) {
  std::vector<std::string> names;
  for (const auto& c : commands()) names.emplace_back(c.name);
  names.emplace_back("help");
  std::map<std::string, Completions> per;
  for (const auto& c : commands()) per[c.name] = completions_of(help_text(c));
  per["help"] = {names, {}};
  std::ostringstream o;
  const std::string banner = "# " + shell + " completion for bm " + BM_VERSION + ", generated by `bm completion " +
                             shell + "` from bm's help texts; do not edit.\n";
  if (shell == "bash") {
    o << banner << "_bm() {\n"
      << "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" subs=\"\" opts=\"\"\n"
      << "  if [ \"$COMP_CWORD\" -le 1 ]; then\n"
      << "    COMPREPLY=($(compgen -W " << shell_quoted(joined(names) + " --help --version") << " -- \"$cur\"))\n"
      << "    return 0\n  fi\n"
      << "  case \"${COMP_WORDS[1]}\" in\n";
    for (const auto& [name, c] : per)
      o << "    " << name << ") subs=" << shell_quoted(joined(c.subcommands))
        << "; opts=" << shell_quoted(joined(c.options)) << " ;;\n";
    o << "  esac\n"
      << "  if [ \"$COMP_CWORD\" -eq 2 ] && [ -n \"$subs\" ] && [[ \"$cur\" != -* ]]; then\n"
      << "    COMPREPLY=($(compgen -W \"$subs\" -- \"$cur\"))\n"
      << "  elif [[ \"$cur\" == -* ]]; then\n"
      << "    COMPREPLY=($(compgen -W \"$opts\" -- \"$cur\"))\n"
      << "  else\n"
      << "    COMPREPLY=($(compgen -f -- \"$cur\"))\n"
      << "  fi\n"
      << "  return 0\n}\n"
      << "complete -o filenames -F _bm bm\n";
    return o.str();
  }
  if (shell == "zsh") {
    o << "#compdef bm\n" << banner << "_bm() {\n  local -a commands subs opts\n  commands=(\n";
    for (const auto& c : commands()) o << "    " << shell_quoted(std::string(c.name) + ":" + c.summary) << "\n";
    o << "    'help:the help of a command'\n  )\n"
      << "  if (( CURRENT == 2 )); then\n    _describe 'command' commands\n    return\n  fi\n"
      << "  case ${words[2]} in\n";
    for (const auto& [name, c] : per) {
      o << "    " << name << ") subs=(";
      for (const auto& s : c.subcommands) o << " " << s;
      o << " ); opts=(";
      for (const auto& s : c.options) o << " " << s;
      o << " ) ;;\n";
    }
    o << "  esac\n"
      << "  if (( CURRENT == 3 )) && (( ${#subs} )) && [[ ${words[CURRENT]} != -* ]]; then\n"
      << "    compadd -a subs\n"
      << "  elif [[ ${words[CURRENT]} == -* ]]; then\n"
      << "    compadd -a opts\n"
      << "  else\n"
      << "    _files\n"
      << "  fi\n}\n"
      << "_bm \"$@\"\n";
    return o.str();
  }
  if (shell == "fish") {
    o << banner << "complete -c bm -n __fish_use_subcommand -f -a 'help' -d 'the help of a command'\n";
    for (const auto& c : commands())
      o << "complete -c bm -n __fish_use_subcommand -f -a " << c.name << " -d " << fish_quoted(c.summary) << "\n";
    for (const auto& [name, c] : per) {
      const std::string when = "'__fish_seen_subcommand_from " + name + "'";
      if (!c.subcommands.empty())
        o << "complete -c bm -n " << when << " -f -a " << fish_quoted(joined(c.subcommands)) << "\n";
      for (const auto& opt : c.options) {
        if (opt.size() == 2) o << "complete -c bm -n " << when << " -s " << opt.substr(1) << "\n";
        else o << "complete -c bm -n " << when << " -l " << opt.substr(2) << "\n";
      }
    }
    return o.str();
  }
  throw InputError("bm completion: no completion for shell '" + shell + "'" +
                   did_you_mean(shell, {"bash", "zsh", "fish"}) + " (bash, zsh or fish)");
}

std::string man_page(const std::string& command) {
  std::ostringstream o;
  // `help` is a command of bm without a Command entry (main answers it): its page is its help.
  const bool help = command == "help";
  const Command* c = command.empty() || help ? nullptr : find_command(command);
  if (!command.empty() && !help && !c) {
    std::vector<std::string> names;
    for (const auto& k : commands()) names.emplace_back(k.name);
    throw InputError("bm man: no such command '" + command + "'" + did_you_mean(command, names));
  }
  const std::string title = c || help ? "bm-" + command : "bm";
  std::string upper = title;
  std::transform(upper.begin(), upper.end(), upper.begin(), [](char x) { return static_cast<char>(std::toupper(x)); });
  o << ".\\\" Generated by `bm man` from bm's help text; do not edit.\n"
    << ".TH " << upper << " 1 \"\" \"bm " << BM_VERSION << "\" \"User Commands\"\n"
    << ".SH NAME\n"
    << roff(title) << " \\- "
    << roff(c      ? c->summary
            : help ? "the usage of bm, or the help of one command"
                   : "reference rules engine and verification toolkit for Boss Monster")
    << "\n"
    << ".SH DESCRIPTION\n.nf\n";
  std::istringstream in(c ? help_text(*c) : help ? help_help_text() : usage_text());
  for (std::string line; std::getline(in, line);) o << roff(line) << "\n";
  o << ".fi\n.SH SEE ALSO\n";
  if (c || help) o << ".BR bm (1)\n";
  else {
    std::string sep;
    for (const auto& k : commands()) {
      o << sep << ".BR bm-" << roff(k.name) << " (1)";
      sep = ",\n";
    }
    o << "\n";
  }
  o << ".PP\nThe manual: docs/cli.md in bm's sources.\n";
  return o.str();
}

void help_completion() {
  std::cout << "usage: bm completion bash|zsh|fish\n\n"
               "Prints a completion script for the shell: commands, subcommands and options, read\n"
               "from the help texts (bm help COMMAND), so it completes exactly what --help lists.\n"
               "cmake --install (and the .deb) install them; to try one in the running shell:\n\n"
               "examples:\n"
               "  bm completion bash > bm.bash && . ./bm.bash\n"
               "  bm completion zsh > _bm\n"
               "  bm completion fish > bm.fish\n";
}

void help_man() {
  std::cout << "usage: bm man [COMMAND] [--out DIR]\n\n"
               "Prints the man page bm(1), or bm-COMMAND(1), in roff: the help text of `bm --help`\n"
               "or `bm help COMMAND`. --out DIR writes every page (bm.1 and bm-COMMAND.1 for each\n"
               "command) into DIR, as the build does for cmake --install. `bm man help` is the page\n"
               "of bm help.\n\n"
            << "options:\n  --out DIR   write every page into DIR (made when missing; only the pages bm wrote\n"
               "              there before are replaced: docs/cli.md#output-directories)\n\n"
               "examples:\n"
               "  bm man replay > bm-replay.1\n"
               "  bm man --out man1\n";
}

int cmd_completion(const std::vector<std::string>& args) {
  po::options_description d("bm completion options");
  d.add_options()("shell", po::value<std::string>(), "bash, zsh or fish");
  po::positional_options_description pos;
  pos.add("shell", 1);
  const auto vm = parse(args, d, &pos);
  if (!vm.count("shell")) throw InputError("bm completion: name the shell: bash, zsh or fish");
  std::cout << completion_script(vm["shell"].as<std::string>());
  return kExitOk;
}

int cmd_man(const std::vector<std::string>& args) {
  po::options_description d("bm man options");
  d.add_options()("command", po::value<std::string>(), "the command")("out", po::value<std::string>(), "DIR");
  po::positional_options_description pos;
  pos.add("command", 1);
  const auto vm = parse(args, d, &pos);
  if (vm.count("out")) {
    const std::string dir = vm["out"].as<std::string>();
    if (vm.count("command")) throw InputError("bm man: --out writes every page; give no COMMAND with it");
    OutputDir out(dir, "--out", "bm man", OutputDir::Mode::in_place);
    out.write_file("bm.1", man_page(""));
    for (const auto& c : commands()) out.write_file("bm-" + std::string(c.name) + ".1", man_page(c.name));
    return kExitOk;
  }
  std::cout << man_page(vm.count("command") ? vm["command"].as<std::string>() : "");
  return kExitOk;
}

}  // namespace bm::cli
