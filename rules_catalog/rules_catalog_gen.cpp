// Build-time generator of the rules catalog that `bm rules explain` prints.
//
// usage: bm_rules_catalog_gen SOURCE_DIR OUT.cpp
//
// Reads the rules reference (docs/rules/*.md, the entry shape of docs/rules/README.md) and
// scans the repository for the places that cite each rule ID: product code (engine/, replay/,
// checker/, viz/, fuzz/, serve/, validate/, rules_catalog/, steps/, wasm/, tools/: file,
// enclosing function, first line), tests (tests/: file and test or function) and scenarios
// (corpus/scenarios/*.jsonl: the header's scenario.rules).
// Writes OUT.cpp defining `bm::embedded::rules_catalog`, the catalog as JSON text; OUT is
// rewritten only when its text changes, so an edit that moves no citation rebuilds nothing.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/core/file_read.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/json_read.hpp"
#include "bm/core/error.hpp"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

constexpr bm::ReadLimits kLimits{std::size_t{8} << 20, std::size_t{1} << 20};

bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_word(char c) { return is_upper(c) || is_digit(c) || (c >= 'a' && c <= 'z') || c == '_'; }

// The length of a rule ID starting at `s[i]` (G-n, C-n, SO-n, BM2-n, IP-n, S-n, S-WORD-n, Dn), or 0.
std::size_t id_length(const std::string& s, std::size_t i) {
  auto digits = [&](std::size_t j) {
    std::size_t k = j;
    while (k < s.size() && is_digit(s[k])) ++k;
    return k - j;
  };
  std::size_t j = i;
  if (s[j] == 'D') {
    const std::size_t d = digits(j + 1);
    return d >= 1 && d <= 2 ? 1 + d : 0;
  }
  while (j < s.size() && (is_upper(s[j]) || (j > i && is_digit(s[j])))) ++j;
  std::string head = s.substr(i, j - i);
  if (j >= s.size() || s[j] != '-') return 0;
  if (head == "S" && j + 1 < s.size() && is_upper(s[j + 1])) {  // S-WORD-n
    std::size_t k = j + 1;
    while (k < s.size() && is_upper(s[k])) ++k;
    if (k >= s.size() || s[k] != '-') return 0;
    j = k;
  } else if (head != "G" && head != "C" && head != "S" && head != "SO" && head != "BM2" && head != "IP") {
    return 0;
  }
  const std::size_t d = digits(j + 1);
  return d ? j + 1 + d - i : 0;
}

// Every rule ID standing alone in `line` (not glued to a word character or a hyphen).
std::vector<std::string> ids_in(const std::string& line) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (!is_upper(line[i]) || (i > 0 && (is_word(line[i - 1]) || line[i - 1] == '-'))) continue;
    const std::size_t n = id_length(line, i);
    if (!n) continue;
    const std::size_t e = i + n;
    const bool glued =
        e < line.size() && (is_word(line[e]) || (line[e] == '-' && e + 1 < line.size() && is_word(line[e + 1])));
    if (!glued) out.push_back(line.substr(i, n));
    i = e - 1;
  }
  return out;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::size_t b = 0;
  while (b <= text.size()) {
    std::size_t e = text.find('\n', b);
    if (e == std::string::npos) e = text.size();
    out.push_back(text.substr(b, e - b));
    b = e + 1;
  }
  return out;
}

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

bool starts_with(const std::string& s, const std::string& p) { return s.compare(0, p.size(), p) == 0; }

// ---- the reference: docs/rules/*.md ----

// "Unreached": why the default checking campaign cannot reach the rule (bm check --coverage).
const char* const kFields[] = {"Statement", "Sources", "Options", "Readings", "Default", "Note", "Unreached"};

// "### G-10 · Level Up" opens an entry; "- Field: text" lines fill it; any other heading ends it.
void read_reference(const fs::path& dir, json& rules) {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".md") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  const std::string sep = " \xC2\xB7 ";  // " · "
  for (const auto& f : files) {
    bool fenced = false;
    json* cur = nullptr;
    for (const auto& line : lines_of(bm::read_text_file(f.string(), kLimits))) {
      if (starts_with(line, "```")) fenced = !fenced;
      if (fenced || starts_with(line, "```")) continue;
      if (starts_with(line, "#")) cur = nullptr;
      const auto dot = line.find(sep);
      if (starts_with(line, "### ") && dot != std::string::npos) {
        const std::string id = line.substr(4, dot - 4);
        rules[id] = {
            {"id", id}, {"title", line.substr(dot + sep.size())}, {"file", "docs/rules/" + f.filename().string()}};
        cur = &rules[id];
        continue;
      }
      if (!cur || !starts_with(line, "- ")) continue;
      for (const char* field : kFields) {
        const std::string key = std::string("- ") + field + ": ";
        if (!starts_with(line, key)) continue;
        std::string name = field;
        std::transform(name.begin(), name.end(), name.begin(),
                       [](char c) { return static_cast<char>(std::tolower(c)); });
        (*cur)[name] = line.substr(key.size());
      }
    }
  }
}

// ---- citations in sources ----

// The function a column-0 line opens ("std::string diagnose(const Ctx& c, ...) {" -> "diagnose",
// "TEST(Rule_G5, X) {" -> "Rule_G5.X", "#define BM_EVENTS(X)" -> "BM_EVENTS"), "" for a line that
// closes a block, or nullopt-like "-" when the line changes nothing.
std::string function_opened(const std::string& line) {
  if (line.empty() || line[0] == ' ' || line[0] == '\t' || starts_with(line, "//") || starts_with(line, "/*"))
    return "-";
  if (line[0] == '}') return "";
  if (starts_with(line, "#define ")) {
    std::size_t e = 8;
    while (e < line.size() && is_word(line[e])) ++e;
    return line.substr(8, e - 8);
  }
  if (starts_with(line, "def ")) return line.substr(4, line.find('(') - 4);  // python
  static const char* const kNotFunctions[] = {"namespace", "using",         "struct", "class",  "enum",  "template",
                                              "typedef",   "static_assert", "#",      "extern", "return"};
  for (const char* k : kNotFunctions)
    if (starts_with(line, k)) return starts_with(line, "namespace") ? "" : "-";
  const auto paren = line.find('(');
  const std::string t = trim(line);
  if (paren == std::string::npos || t.back() == ';') return "-";
  std::size_t b = paren;
  while (b > 0 && (is_word(line[b - 1]) || line[b - 1] == ':' || line[b - 1] == '~')) --b;
  const std::string name = line.substr(b, paren - b);
  if (name.empty()) return "-";
  if (name == "TEST" || name == "TEST_F" || name == "TEST_P" || name == "RC_GTEST_PROP") {
    const auto close = line.find(')', paren);
    std::string args = line.substr(paren + 1, close == std::string::npos ? std::string::npos : close - paren - 1);
    const auto comma = args.find(',');
    if (comma != std::string::npos) return trim(args.substr(0, comma)) + "." + trim(args.substr(comma + 1));
  }
  return name;
}

struct Place {
  std::string file, function;
  int line = 0;
};

// Each (file, function) citing an ID once, at its first line. A comment at the left margin
// outside any function belongs to the function it stands above ("// S-BOARD-6: ..." over
// room_protected), or to the file when no function follows it directly.
void scan_file(const std::string& rel, const std::string& text, std::map<std::string, std::vector<Place>>& out) {
  std::string fn;
  std::set<std::pair<std::string, std::string>> seen;
  std::vector<std::pair<std::string, int>> above;  // IDs of the comment block over the next function
  auto cite = [&](const std::string& id, const std::string& where, int no) {
    if (seen.insert({id, where}).second) out[id].push_back(Place{rel, where, no});
  };
  int no = 0;
  for (const auto& line : lines_of(text)) {
    ++no;
    const std::string opened = function_opened(line);
    if (opened != "-") fn = opened;
    const bool margin_comment = fn.empty() && starts_with(line, "//");
    if (!margin_comment && !above.empty()) {
      for (const auto& [id, at] : above) cite(id, opened == "-" ? "" : fn, at);
      above.clear();
    }
    for (const auto& id : ids_in(line)) {
      if (margin_comment) above.emplace_back(id, no);
      else cite(id, fn, no);
    }
  }
  for (const auto& [id, at] : above) cite(id, "", at);
}

bool has_ext(const fs::path& p, std::initializer_list<const char*> exts) {
  for (const char* e : exts)
    if (p.extension() == e) return true;
  return false;
}

void scan_tree(const fs::path& root, const std::string& folder, std::initializer_list<const char*> exts,
               std::map<std::string, std::vector<Place>>& out) {
  std::vector<fs::path> files;
  if (!fs::is_directory(root / folder)) return;
  for (const auto& e : fs::recursive_directory_iterator(root / folder))
    if (e.is_regular_file() && has_ext(e.path(), exts)) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  // The catalog's own sources cite IDs only as examples of the syntax (help texts, comments).
  static const std::set<std::string> kExamplesOnly = {"rules_catalog/rules_catalog_gen.cpp",
                                                      "tools/bm/rules_explain.cpp", "tools/bm/rules_explain.hpp",
                                                      "tools/bm/cmd_rules.cpp", "tools/bm/check_coverage.cpp"};
  for (const auto& f : files) {
    const std::string rel = fs::relative(f, root).generic_string();
    if (!kExamplesOnly.count(rel)) scan_file(rel, bm::read_text_file(f.string(), kLimits), out);
  }
}

// corpus/scenarios/NAME.jsonl: the IDs of the header's scenario.rules.
void scan_scenarios(const fs::path& root, json& rules) {
  std::vector<fs::path> files;
  const fs::path dir = root / "corpus" / "scenarios";
  if (!fs::is_directory(dir)) return;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".jsonl") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    const std::string text = bm::read_text_file(f.string(), kLimits);
    json h;
    try {
      h = bm::parse_json_text(std::string_view(text).substr(0, text.find('\n')), f.string());
    } catch (const bm::InputError&) { continue; }
    if (!h.is_object() || !h.contains("scenario")) continue;
    for (const auto& id : h["scenario"].value("rules", json::array()))
      if (id.is_string() && rules.contains(id.get<std::string>()))
        rules[id.get<std::string>()]["scenarios"].push_back(f.stem().string());
  }
}

void attach(json& rules, const std::map<std::string, std::vector<Place>>& found, const char* key) {
  for (const auto& [id, places] : found) {
    if (!rules.contains(id)) continue;
    json& list = rules[id][key];
    for (const auto& p : places) list.push_back({{"file", p.file}, {"function", p.function}, {"line", p.line}});
  }
}

std::string cpp_text(const std::string& text) {
  std::string body;
  for (std::size_t pos = 0; pos < text.size(); pos += 8000)
    body += "R\"BMRULES(" + text.substr(pos, 8000) + ")BMRULES\"\n";
  return "// Generated by rules_catalog/rules_catalog_gen.cpp from docs/rules/*.md and the sources; do not edit.\n"
         "namespace bm::embedded {\nextern const char* const rules_catalog;\nconst char* const rules_catalog =\n" +
         body + ";\n}\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: bm_rules_catalog_gen SOURCE_DIR OUT.cpp\n";
    return 2;
  }
  try {
    const fs::path root = argv[1];
    json rules = json::object();
    read_reference(root / "docs" / "rules", rules);
    std::map<std::string, std::vector<Place>> code, tests;
    for (const char* folder :
         {"engine", "replay", "checker", "viz", "fuzz", "serve", "validate", "rules_catalog", "steps", "wasm", "tools"})
      scan_tree(root, folder, {".cpp", ".hpp"}, code);
    scan_tree(root, "tests", {".cpp", ".hpp", ".py", ".sh"}, tests);
    attach(rules, code, "code");
    attach(rules, tests, "tests");
    scan_scenarios(root, rules);
    const std::string out = cpp_text(rules.dump());
    if (!fs::exists(argv[2]) || bm::read_text_file(argv[2], kLimits) != out) bm::write_file_atomic(argv[2], out);
  } catch (const std::exception& e) {
    std::cerr << "bm_rules_catalog_gen: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
