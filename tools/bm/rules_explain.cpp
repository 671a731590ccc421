// bm rules explain: one rule of the catalog, where it is enforced, covered and checked.
#include "tools/bm/rules_explain.hpp"

#include <algorithm>
#include <cctype>
#include <iostream>
#include <map>

#include "bm/checker/invariants.hpp"
#include "bm/core/error.hpp"
#include "bm/rules/ruleset.hpp"
#include "bm/core/json_read.hpp"
#include "bm/core/suggest.hpp"
#include "tools/bm/cli.hpp"
#include "bm/rules_catalog/rules_catalog.hpp"

namespace bm::cli {

namespace {

// The rule IDs of a list like "C-13, C-14 IP-6/IP-7", each standing alone.
bool cites(const std::string& list, const std::string& id) {
  for (std::size_t at = list.find(id); at != std::string::npos; at = list.find(id, at + 1)) {
    const std::size_t end = at + id.size();
    auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'; };
    if ((at == 0 || !word(list[at - 1])) && (end >= list.size() || !word(list[end]))) return true;
  }
  return false;
}

// The entry with what the binary itself knows: the invariants and the ruleset options citing it.
nlohmann::json explained(const std::string& id) {
  nlohmann::json e = rule_catalog().at(id);
  for (const char* k : {"code", "tests", "scenarios"})
    if (!e.contains(k)) e[k] = nlohmann::json::array();
  e["invariants"] = nlohmann::json::array();
  for (const auto& inv : invariant_catalog())
    if (cites(inv.rules, id)) e["invariants"].push_back({{"id", inv.id}, {"rules", inv.rules}, {"what", inv.what}});
  e["ruleset_options"] = nlohmann::json::array();
  for (const auto& o : option_docs())
    if (cites(o.rules, id)) e["ruleset_options"].push_back({{"option", o.key}, {"rules", o.rules}});
  return e;
}

void print_field(const nlohmann::json& e, const char* key, const char* label) {
  if (e.contains(key)) std::cout << label << e[key].get<std::string>() << "\n";
}

// "engine/game/engine.cpp:84  diagnose" per place; tests grouped by file.
void print_places(const nlohmann::json& places, const char* label, bool grouped) {
  std::cout << label << " (" << places.size() << "):" << (places.empty() ? " none\n" : "\n");
  if (!grouped) {
    for (const auto& p : places) {
      const std::string fn = p["function"].get<std::string>();
      std::cout << "  " << p["file"].get<std::string>() << ":" << p["line"].get<int>()
                << (fn.empty() ? "  (file scope)" : "  " + fn) << "\n";
    }
    return;
  }
  std::map<std::string, std::vector<std::string>> by_file;
  for (const auto& p : places) by_file[p["file"].get<std::string>()].push_back(p["function"].get<std::string>());
  for (const auto& [file, fns] : by_file) {
    std::cout << "  " << file;
    std::string sep = ": ";
    for (const auto& f : fns)
      if (!f.empty()) {
        std::cout << sep << f;
        sep = ", ";
      }
    std::cout << "\n";
  }
}

void print_text(const nlohmann::json& e) {
  std::cout << e["id"].get<std::string>() << " \xC2\xB7 " << e["title"].get<std::string>() << "  ("
            << e["file"].get<std::string>() << ")\n";
  print_field(e, "statement", "statement: ");
  print_field(e, "sources", "sources:   ");
  print_field(e, "options", "options:   ");
  print_field(e, "readings", "readings:  ");
  print_field(e, "default", "default:   ");
  print_field(e, "note", "note:      ");
  print_field(e, "unreached", "unreached: ");
  print_places(e["code"], "code citing it (file:line, function)", false);
  std::cout << "invariants (" << e["invariants"].size() << "):" << (e["invariants"].empty() ? " none\n" : "\n");
  for (const auto& i : e["invariants"])
    std::cout << "  " << i["id"].get<std::string>() << "  " << i["what"].get<std::string>() << "\n";
  std::cout << "scenarios (" << e["scenarios"].size() << "):" << (e["scenarios"].empty() ? " none\n" : "\n");
  for (const auto& s : e["scenarios"]) std::cout << "  corpus/scenarios/" << s.get<std::string>() << ".jsonl\n";
  print_places(e["tests"], "tests", true);
}

}  // namespace

const nlohmann::json& rule_catalog() { return bm::rules_catalog(); }

bool is_catalog_rule(const std::string& id) { return rule_catalog().contains(id); }

namespace {

// Catalog order: the files of docs/rules/README.md, then the IDs by their numbers (G-2 before G-10).
int file_rank(const std::string& file) {
  static const char* const kFiles[] = {"general.md", "classic.md", "super.md",
                                       "solo.md",    "bm2.md",     "interpretation-points.md"};
  for (int i = 0; i < 6; ++i)
    if (file.size() >= std::string(kFiles[i]).size() &&
        file.compare(file.size() - std::string(kFiles[i]).size(), std::string::npos, kFiles[i]) == 0)
      return i;
  return 6;
}

// "S-BOARD-6" -> {"S-BOARD-", 6, ...}: letters compared as text, digits as numbers.
bool id_before(const std::string& a, const std::string& b) {
  std::size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    const bool da = std::isdigit(static_cast<unsigned char>(a[i])) != 0,
               db = std::isdigit(static_cast<unsigned char>(b[j])) != 0;
    if (da && db) {
      std::size_t ie = i, je = j;
      while (ie < a.size() && std::isdigit(static_cast<unsigned char>(a[ie]))) ++ie;
      while (je < b.size() && std::isdigit(static_cast<unsigned char>(b[je]))) ++je;
      const unsigned long na = std::stoul(a.substr(i, ie - i)), nb = std::stoul(b.substr(j, je - j));
      if (na != nb) return na < nb;
      i = ie;
      j = je;
    } else {
      if (a[i] != b[j]) return a[i] < b[j];
      ++i;
      ++j;
    }
  }
  return a.size() - i < b.size() - j;
}

std::vector<const nlohmann::json*> ordered_entries() {
  std::vector<const nlohmann::json*> out;
  for (const auto& [id, e] : rule_catalog().items()) {
    (void)id;
    out.push_back(&e);
  }
  std::stable_sort(out.begin(), out.end(), [](const nlohmann::json* x, const nlohmann::json* y) {
    const int fx = file_rank((*x)["file"].get<std::string>()), fy = file_rank((*y)["file"].get<std::string>());
    if (fx != fy) return fx < fy;
    return id_before((*x)["id"].get<std::string>(), (*y)["id"].get<std::string>());
  });
  return out;
}

// Does the rule apply to a game of family `f`? The general rules always; a family's own file
// (solo plays the Super rules too, bm2 the classic ones: docs/rules/README.md); an
// interpretation point when one of its options applies to the family (IP-n), the design
// decisions (D1..) always.
bool rule_of_family(const nlohmann::json& e, Family f) {
  const int rank = file_rank(e["file"].get<std::string>());
  switch (rank) {
    case 0: return true;
    case 1: return f == Family::classic || f == Family::bm2;
    case 2: return f == Family::super || f == Family::solo;
    case 3: return f == Family::solo;
    case 4: return f == Family::bm2;
    default: break;
  }
  const std::string id = e["id"].get<std::string>();
  bool has_option = false;
  for (const auto& d : option_docs())
    if (id == d.ip) {
      has_option = true;
      if (option_applies(d, f)) return true;
    }
  return !has_option;
}

std::string one_line(const nlohmann::json& e) {
  return e["id"].get<std::string>() + " \xC2\xB7 " + e["title"].get<std::string>() + ": " +
         e.value("statement", std::string());
}

nlohmann::json short_entry(const nlohmann::json& e) {
  nlohmann::json j = {
      {"id", e["id"]}, {"title", e["title"]}, {"file", e["file"]}, {"statement", e.value("statement", std::string())}};
  if (e.contains("sources")) j["sources"] = e["sources"];
  return j;
}

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); });
  return s;
}

}  // namespace

int rules_ids(const std::vector<std::string>& args) {
  po::options_description d("bm rules ids options");
  d.add_options()("json", "print a JSON array of {id, title, file, statement, sources}")(
      "family", po::value<std::string>(), "F: only the rules a game of family F plays by (classic, super, solo, bm2)");
  const auto vm = parse(args, d);
  bool filter = false;
  Family f = Family::classic;
  if (vm.count("family")) {
    const std::string name = vm["family"].as<std::string>();
    std::vector<std::string> names;
    for (Family k : {Family::classic, Family::super, Family::solo, Family::bm2}) {
      names.push_back(family_name(k));
      if (name == family_name(k)) {
        f = k;
        filter = true;
      }
    }
    if (!filter)
      throw InputError("bm rules ids: --family '" + name + "': not a family" + did_you_mean(name, names) +
                       " (classic, super, solo, bm2)");
  }
  nlohmann::json arr = nlohmann::json::array();
  for (const nlohmann::json* e : ordered_entries())
    if (!filter || rule_of_family(*e, f)) {
      if (vm.count("json")) arr.push_back(short_entry(*e));
      else std::cout << one_line(*e) << "\n";
    }
  if (vm.count("json")) std::cout << arr.dump(1) << "\n";
  return kExitOk;
}

int rules_search(const std::vector<std::string>& args) {
  po::options_description d("bm rules search options");
  d.add_options()("json", "print a JSON array of {id, title, file, statement, sources}")(
      "words", po::value<std::vector<std::string>>(), "the words to find (all of them, in any case)");
  po::positional_options_description pos;
  pos.add("words", -1);
  const auto vm = parse(args, d, &pos);
  if (!vm.count("words")) throw InputError("bm rules search: missing WORDS (for example `bm rules search bait`)");
  std::vector<std::string> words;
  for (const auto& w : vm["words"].as<std::vector<std::string>>()) words.push_back(lower(w));
  nlohmann::json arr = nlohmann::json::array();
  std::size_t found = 0;
  for (const nlohmann::json* e : ordered_entries()) {
    // Every word in the rule's title, statement or sources, wherever each is.
    const std::string text = lower((*e)["title"].get<std::string>() + "\n" + e->value("statement", std::string()) +
                                   "\n" + e->value("sources", std::string()));
    if (!std::all_of(words.begin(), words.end(),
                     [&](const std::string& w) { return text.find(w) != std::string::npos; }))
      continue;
    ++found;
    if (vm.count("json")) arr.push_back(short_entry(*e));
    else std::cout << one_line(*e) << "\n    sources: " << e->value("sources", std::string("none")) << "\n";
  }
  if (vm.count("json")) std::cout << arr.dump(1) << "\n";
  else if (!found) std::cout << "no rule mentions all of those words\n";
  return kExitOk;
}

int rules_explain(const std::vector<std::string>& args) {
  po::options_description d("bm rules explain options");
  d.add_options()("json", "print JSON")(
      "id", po::value<std::string>(),
      "a rule ID (G-10, C-13, S-BOARD-6, IP-3, D7) or an option name (death_threshold)");
  po::positional_options_description pos;
  pos.add("id", 1);
  const auto vm = parse(args, d, &pos);
  if (!vm.count("id")) throw InputError("bm rules explain: missing rule ID (for example `bm rules explain G-10`)");
  const std::string given = vm["id"].as<std::string>();
  std::string id = given;
  std::transform(id.begin(), id.end(), id.begin(), [](char c) { return static_cast<char>(std::toupper(c)); });
  // An option name (`death_threshold`) is explained by the interpretation point it settles.
  const OptionDoc* option = find_option(given);
  if (option) id = option->ip;
  if (!is_catalog_rule(id)) {
    std::vector<std::string> names;
    for (const auto& [k, e] : rule_catalog().items()) {
      (void)e;
      names.push_back(k);
    }
    for (const auto& o : option_docs()) names.emplace_back(o.key);
    throw InputError(
        "bm rules explain: no rule '" + given + "' in the catalog" + did_you_mean(given, names) + " (" +
        std::to_string(rule_catalog().size()) +
        " rules: G-1.., C-1.., S-.., SO-.., BM2-.., IP-.., D1..; or an option name; docs/rules/README.md)");
  }
  nlohmann::json e = explained(id);
  if (option) e["asked_for"] = {{"option", option->key}};
  if (vm.count("json")) std::cout << e.dump(1) << "\n";
  else {
    if (option) std::cout << "option " << option->key << " settles " << option->ip << "\n";
    print_text(e);
  }
  return kExitOk;
}

}  // namespace bm::cli
