#include "tools/bm/cards_check.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>

#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "bm/core/file_read.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"
#include "bm/core/suggest.hpp"
#include "bm/core/text_escape.hpp"

namespace bm::cli {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxList = 16u << 20;  // a card list is small; 16 MiB is far beyond any

// The facts compared, in bm's field names; `treasure` is compared icon by icon.
const std::vector<std::string>& compared_fields() {
  static const std::vector<std::string> f = {"kind",     "quantity",  "treasure", "damage", "room_type",
                                             "advanced", "health",    "xp",       "phase",  "min_players",
                                             "souls",    "hero_kind", "title"};
  return f;
}
// Fields a record may carry that are not compared (identity and prose).
const std::vector<std::string>& identity_fields() {
  static const std::vector<std::string> f = {"id", "name", "text", "ability", "exercises", "lure", "action_space"};
  return f;
}
const std::vector<std::string>& numeric_fields() {
  static const std::vector<std::string> f = {"quantity", "damage", "health", "xp", "min_players", "souls"};
  return f;
}
bool is_one_of(const std::string& k, const std::vector<std::string>& list) {
  return std::find(list.begin(), list.end(), k) != list.end();
}

// A name without case, spaces and punctuation: "Dark Altar", "dark-altar" and "DARK ALTAR!" match.
std::string name_key(const std::string& name) {
  std::string k;
  for (char ch : name) {
    const auto c = static_cast<unsigned char>(ch);
    if (std::isalnum(c)) k += static_cast<char>(std::tolower(c));
  }
  return k;
}

// One CSV line's fields (RFC 4180 quoting: "a ""b"", c" is one field).
std::vector<std::string> csv_fields(const std::string& line, const std::string& at) {
  std::vector<std::string> out(1);
  bool quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted) {
      if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') out.back() += '"', ++i;
      else if (c == '"') quoted = false;
      else out.back() += c;
    } else if (c == '"') quoted = true;
    else if (c == ',') out.emplace_back();
    else if (c != '\r') out.back() += c;
  }
  if (quoted) throw InputError(at + ": a quoted field is not closed");
  return out;
}

// CSV treasure: one letter an icon (C cleric, F fighter, M mage, T thief), "TT" = two thief icons.
json csv_treasure(const std::string& v, const std::string& at) {
  json t = json::object();
  for (char c : v) {
    const char* key = c == 'C' ? "cleric" : c == 'F' ? "fighter" : c == 'M' ? "mage" : c == 'T' ? "thief" : nullptr;
    if (c == ' ') continue;
    if (!key)
      throw InputError(at + ": field 'treasure': '" + terminal_escape_line(v) +
                       "': one letter an icon, C cleric, F fighter, M mage, T thief (\"TT\": two thief icons)");
    t[key] = t.value(key, 0) + 1;
  }
  return t;
}

std::vector<TheirCard> read_csv(const std::string& path, const std::string& text) {
  std::vector<TheirCard> out;
  std::istringstream in(text);
  std::string line;
  std::vector<std::string> header;
  int row = 0;
  while (std::getline(in, line)) {
    ++row;
    const std::string at = path + ": row " + std::to_string(row);
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const std::vector<std::string> f = csv_fields(line, at);
    if (header.empty()) {
      header = f;
      if (!is_one_of("name", header) && !is_one_of("id", header))
        throw InputError(at +
                         ": the header row names the columns (bm's field names: id, name, kind, quantity, "
                         "treasure, damage, health, xp, phase, min_players, ...) and has 'name' or 'id'");
      continue;
    }
    if (f.size() != header.size())
      throw InputError(at + ": " + std::to_string(f.size()) + " fields, the header has " +
                       std::to_string(header.size()));
    json r = json::object();
    for (std::size_t k = 0; k < f.size(); ++k) {
      const std::string& key = header[k];
      if (f[k].empty() && key != "treasure") continue;  // not given
      if (key == "treasure") r[key] = csv_treasure(f[k], at);
      else if (key == "damage" && f[k] == "*") r[key] = "*";  // computed by the card's ability
      else if (is_one_of(key, numeric_fields())) {
        try {
          std::size_t used = 0;
          const long long n = std::stoll(f[k], &used);
          if (used != f[k].size() || n < 0 || n > 1000000) throw std::invalid_argument("range");
          r[key] = n;
        } catch (const std::exception&) {
          throw InputError(at + ": field '" + key + "': '" + terminal_escape_line(f[k].substr(0, 40)) +
                           "' is not a whole number from 0 to 1000000");
        }
      } else if (key == "advanced") r[key] = f[k] == "true" || f[k] == "1" || f[k] == "yes";
      else r[key] = f[k];
    }
    out.push_back({r, "row " + std::to_string(row)});
  }
  if (header.empty()) throw InputError(path + ": empty card list (a CSV starts with its header row)");
  return out;
}

}  // namespace

std::vector<TheirCard> read_their_cards(const std::string& path) {
  const std::string text = read_text_file(path, ReadLimits{kMaxList, kMaxList});
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) throw InputError(path + ": empty card list");
  if (text[first] != '{' && text[first] != '[') return read_csv(path, text);
  const json j = parse_json_text(text, path);
  const json* cards = &j;
  if (j.is_object()) {
    if (!j.contains("cards") || !j["cards"].is_array())
      throw InputError(path +
                       ": a JSON card list is an array of cards or an object with a 'cards' array (bm's "
                       "card format, docs/cards.md)");
    cards = &j["cards"];
  } else if (!j.is_array()) throw InputError(path + ": not a card list");
  std::vector<TheirCard> out;
  for (std::size_t k = 0; k < cards->size(); ++k) {
    const json& c = (*cards)[k];
    const std::string at = "cards[" + std::to_string(k) + "]";
    if (!c.is_object()) throw InputError(path + ": " + at + ": a card is an object");
    if (!(c.contains("name") && c["name"].is_string()) && !(c.contains("id") && c["id"].is_string()))
      throw InputError(path + ": " + at + ": a card has a string 'name' or 'id'");
    // null: a fact no source gives (bm's own format writes an unknown fact so, docs/cards.md).
    for (const char* key : {"quantity", "damage", "health", "xp", "min_players", "souls"})
      if (c.contains(key) && !c[key].is_number_integer() && !c[key].is_null() &&
          !(std::string(key) == "damage" && c[key] == "*"))
        throw InputError(path + ": " + at + ": field '" + key + "': a whole number, or null when no source gives it" +
                         (std::string(key) == "damage" ? " or \"*\" (computed by the card's ability)" : ""));
    if (c.contains("treasure") && !c["treasure"].is_object() && !c["treasure"].is_null())
      throw InputError(
          path + ": " + at +
          ": field 'treasure': an object of icon counts ({\"thief\": 2}), or null when no source gives it");
    out.push_back({c, at});
  }
  return out;
}

namespace {

// Their value of `field` against bm's record: a difference, or nothing. bm's record leaves out a
// fact the card does not have; their 0 or "" for it is the same.
void compare_field(const json& ours, const TheirCard& t, const std::string& field, const CardDesign& d,
                   CardsReport& r) {
  const json& theirs = t.record;
  if (!theirs.contains(field)) return;
  if (field == "treasure") {
    // An unknown treasure (null) on either side equals only an unknown one on the other.
    const json unknown;
    const json& ours_t = ours.contains("treasure") ? ours["treasure"] : unknown;
    if (theirs["treasure"].is_null() || (ours.contains("treasure") && ours_t.is_null())) {
      if (theirs["treasure"] != ours_t)
        r.differences.push_back({d.id, d.name, "treasure", theirs["treasure"], ours_t, t.at});
      return;
    }
    for (const char* icon : {"cleric", "fighter", "mage", "thief"}) {
      const json a = theirs["treasure"].value(icon, json(0)), b = ours.value("treasure", json::object()).value(icon, 0);
      if (a != b) r.differences.push_back({d.id, d.name, std::string("treasure.") + icon, a, b, t.at});
    }
    return;
  }
  json a = theirs[field];
  const json b = ours.contains(field) ? ours[field] : json();
  if (a.is_string() && b.is_string() && field != "title") {
    std::string s = a.get<std::string>();
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    a = s;
  }
  if (b.is_null() && (a == 0 || a == "" || a == false)) return;
  if (a != b) r.differences.push_back({d.id, d.name, field, a, b, t.at});
}

}  // namespace

CardsReport check_cards(const CardSet& ours, const std::vector<TheirCard>& theirs, const json& id_map) {
  CardsReport r;
  const json records = card_set_to_json(ours)["cards"];
  std::map<std::string, int> by_name;
  std::vector<std::string> names;
  for (std::size_t i = 0; i < ours.designs.size(); ++i) {
    by_name.emplace(name_key(ours.designs[i].name), static_cast<int>(i));
    names.push_back(ours.designs[i].name);
  }
  std::vector<std::string> seen(ours.designs.size());  // where each of bm's cards was matched
  for (const TheirCard& t : theirs) {
    int di = -1;
    const std::string id = t.record.value("id", std::string());
    if (!id.empty()) {
      const std::string mapped = id_map.contains(id) && id_map[id].is_string() ? id_map[id].get<std::string>() : id;
      di = ours.find(mapped);
    }
    const std::string name = t.record.value("name", std::string());
    if (di < 0 && !name.empty()) {
      const auto it = by_name.find(name_key(name));
      if (it != by_name.end()) di = it->second;
    }
    if (di < 0) {
      r.extra.push_back({id, name, t.at, nearest_name(name.empty() ? id : name, names)});
      continue;
    }
    const auto k = static_cast<std::size_t>(di);
    const CardDesign& d = ours.designs[k];
    if (!seen[k].empty()) {
      r.duplicates.push_back({d.id, d.name, seen[k], t.at});
      continue;
    }
    seen[k] = t.at;
    ++r.compared;
    for (const std::string& field : compared_fields()) compare_field(records[k], t, field, d, r);
  }
  for (std::size_t k = 0; k < ours.designs.size(); ++k)
    if (seen[k].empty()) r.missing.push_back(&ours.designs[k]);
  // A field bm does not compare is said, so that a misspelt one ("helath") is not silently unchecked.
  std::vector<std::string> known = compared_fields();
  known.insert(known.end(), identity_fields().begin(), identity_fields().end());
  for (const TheirCard& t : theirs)
    for (const auto& [key, value] : t.record.items()) {
      (void)value;
      const std::string note = terminal_escape_line(key) + did_you_mean(key, compared_fields());
      if (!is_one_of(key, known) && !is_one_of(note, r.ignored)) r.ignored.push_back(note);
    }
  return r;
}

json report_json(const CardSet& ours, const CardsReport& r) {
  json j{{"set", ours.id}, {"hash", hex64(ours.hash)}, {"compared", r.compared}, {"equal", r.equal()}};
  j["differences"] = json::array();
  for (const auto& d : r.differences)
    j["differences"].push_back(
        {{"card", d.card}, {"name", d.name}, {"field", d.field}, {"theirs", d.theirs}, {"bm", d.ours}, {"at", d.at}});
  j["missing"] = json::array();
  for (const CardDesign* d : r.missing) j["missing"].push_back({{"card", d->id}, {"name", d->name}});
  j["extra"] = json::array();
  for (const auto& e : r.extra) {
    json x{{"id", e.id}, {"name", e.name}, {"at", e.at}};
    if (!e.hint.empty()) x["did_you_mean"] = e.hint;
    j["extra"].push_back(x);
  }
  j["not_compared"] = r.ignored;
  j["duplicates"] = json::array();
  for (const auto& d : r.duplicates)
    j["duplicates"].push_back({{"card", d.card}, {"name", d.name}, {"first", d.first}, {"again", d.again}});
  return j;
}

std::string report_text(const CardSet& ours, const std::string& their_path, const CardsReport& r) {
  std::ostringstream os;
  os << "card data check: " << terminal_escape_line(their_path) << " against bm's card set '" << ours.id << "' ("
     << hex64(ours.hash) << ")\n";
  for (const auto& d : r.differences)
    os << "  DIFFERS " << d.card << " " << terminal_escape_line(d.name) << ": " << d.field << ": theirs "
       << terminal_escape_line(d.theirs.dump()) << ", bm " << d.ours.dump() << " (" << d.at << ")\n";
  for (const CardDesign* d : r.missing)
    os << "  MISSING " << d->id << " " << terminal_escape_line(d->name) << " (x" << d->quantity
       << "): not in their list\n";
  for (const auto& e : r.extra)
    os << "  EXTRA   " << terminal_escape_line(e.name.empty() ? e.id : e.name) << " (" << e.at
       << "): no such card in bm's set" << (e.hint.empty() ? "" : " (did you mean '" + e.hint + "'?)") << "\n";
  for (const auto& d : r.duplicates)
    os << "  TWICE   " << d.card << " " << terminal_escape_line(d.name) << ": " << d.first << " and " << d.again
       << "\n";
  for (const auto& f : r.ignored) os << "  note: their field " << f << " is not a fact bm compares\n";
  os << r.compared << " cards compared: " << r.differences.size() << " facts differ, " << r.missing.size()
     << " missing, " << r.extra.size() << " extra, " << r.duplicates.size() << " listed twice"
     << (r.equal() ? " (their data equals bm's)" : "") << "\n";
  return os.str();
}

}  // namespace bm::cli
