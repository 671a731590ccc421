// A long game as pages of N rounds plus an HTML index (docs/visualizer.md).
#include "bm/viz/pages.hpp"

#include <algorithm>
#include <sstream>

#include "bm/core/text_escape.hpp"
#include "bm/game/engine.hpp"
#include "bm/viz/dot.hpp"

namespace bm::viz {

namespace {

using json = nlohmann::json;

// The pictures' seat colours (seat_colour, viz/dot.cpp), so a seat reads the same on both.
const char* seat_bg(std::size_t p) { return seat_colour(p < 64 ? static_cast<int>(p) : -1); }

std::string esc(const std::string& s) { return xml_escape(s); }

long long int_field(const json& o, const char* key) {
  return o.is_object() && o.contains(key) && o[key].is_number_integer() ? o[key].get<long long>() : 0;
}

std::string rounds_text(const Page& p) {
  return p.round_from == p.round_to ? std::to_string(p.round_from)
                                    : std::to_string(p.round_from) + "–" + std::to_string(p.round_to);
}

// The page's action range and the rows worth finding it by.
void describe(Page& p, const Timeline& t) {
  for (const auto& b : t.phases) {
    if (b.round < p.round_from || b.round > p.round_to) continue;
    if (b.first_action >= 0 && (p.first_action < 0 || b.first_action < p.first_action)) p.first_action = b.first_action;
    p.last_action = std::max(p.last_action, b.last_action);
    if (b.highlight) p.marks.push_back("highlighted: round " + std::to_string(b.round) + ", " + b.phase);
    for (const auto& it : b.items)
      if (it.kind == ItemKind::level_up || it.kind == ItemKind::elimination || it.kind == ItemKind::end)
        p.marks.push_back(it.text);
  }
}

void seats_html(std::ostream& o, const Timeline& t) {
  o << "<h2>Players</h2>\n<table>\n<tr><th>seat</th><th>boss</th></tr>\n";
  for (std::size_t p = 0; p < t.seats.size(); ++p) {
    const auto& s = t.seats[p];
    o << "<tr><td style=\"background:" << seat_bg(p) << "\">P" << p << "</td><td>"
      << (s.boss.empty() ? std::string("?") : esc(s.boss_label.empty() ? s.boss : s.boss_label)) << "</td></tr>\n";
  }
  o << "</table>\n";
}

void result_html(std::ostream& o, const Timeline& t) {
  o << "<h2>Result</h2>\n";
  if (!t.diverge_text.empty())
    o << "<p class=\"diverged\">replay stopped at line " << t.diverge_line
      << (t.diverge_action >= 0 ? ", action " + std::to_string(t.diverge_action) : std::string()) << ": "
      << esc(t.diverge_text) << "</p>\n";
  if (!t.diverge_legal.empty()) {
    o << "<p>legal instead:</p>\n<ul class=\"legal\">\n";
    for (const auto& l : t.diverge_legal) o << "<li>" << esc(l) << "</li>\n";
    o << "</ul>\n";
  }
  const json& r = t.result;
  if (!r.is_object()) {
    if (t.diverge_text.empty()) o << "<p>no result line: the game is not over</p>\n";
    return;
  }
  // The ending in words with its name beside (the end reasons' table, game/kinds.hpp).
  std::string head = r.contains("end_reason") && r["end_reason"].is_string()
                         ? end_reason_text(r["end_reason"].get<std::string>())
                         : "";
  if (r.contains("winner"))
    head += r["winner"].is_number_integer() ? ", winner P" + r["winner"].dump() : std::string(", no winner");
  if (r.contains("title") && r["title"].is_string()) head += ", " + r["title"].get<std::string>();
  o << "<p class=\"result\">" << esc(head) << "</p>\n";
  if (!t.end_decision.empty()) o << "<p class=\"decision\">" << esc(t.end_decision) << "</p>\n";
  o << "<table>\n"
    << "<tr><th>seat</th><th>boss</th><th>souls</th><th>wounds</th><th>souls − wounds</th></tr>\n";
  const json scores = r.contains("scores") && r["scores"].is_array() ? r["scores"] : json::array();
  for (std::size_t i = 0; i < scores.size() && i < 8; ++i) {
    const long long so = int_field(scores[i], "souls"), wo = int_field(scores[i], "wounds");
    const bool out = scores[i].is_object() && scores[i].contains("eliminated") && scores[i]["eliminated"] == true;
    const std::string boss = i < t.seats.size() ? t.seats[i].boss_label : std::string();
    o << "<tr><td style=\"background:" << seat_bg(i) << "\">P" << i << (out ? " ✖" : "") << "</td><td>" << esc(boss)
      << "</td><td class=\"souls\">" << so << "</td><td class=\"wounds\">" << wo << "</td><td>" << (so - wo)
      << "</td></tr>\n";
  }
  o << "</table>\n";
}

}  // namespace

std::vector<Page> plan_pages(const Timeline& t, int rounds_per_page, const std::string& ext) {
  const int n = std::max(1, rounds_per_page);
  const int lo = t.phases.empty() ? 0 : t.phases.front().round;
  const int hi = t.phases.empty() ? 0 : t.phases.back().round;
  // Round 0 (the setup) rides with the first game rounds; pages count game rounds.
  const int start = std::max(lo, 1);
  const int count = hi < start ? 1 : (hi - start + n) / n;
  std::vector<Page> pages;
  for (int k = 0; k < count; ++k) {
    Page p;
    p.number = k + 1;
    p.round_from = k == 0 ? lo : start + k * n;
    p.round_to = std::min(hi, start + (k + 1) * n - 1);
    p.file = "page-" + std::to_string(p.number) + "." + ext;
    describe(p, t);
    pages.push_back(std::move(p));
  }
  return pages;
}

std::string pages_index_html(const Timeline& t, const std::vector<Page>& pages, const std::string& log_name) {
  std::ostringstream o;
  o << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" << esc(t.title)
    << "</title>\n<style>body{font-family:Helvetica,sans-serif;font-size:14px}"
    << "table{border-collapse:collapse}td,th{border:1px solid #9ca3af;padding:3px 8px;text-align:left}"
    << ".diverged{color:#b91c1c;font-weight:bold}</style>\n</head>\n<body>\n<h1>" << esc(log_name) << "</h1>\n<p>"
    << esc(t.title) << " · " << esc(t.source) << " · " << t.actions << " actions · " << pages.size() << " pages</p>\n";
  seats_html(o, t);
  result_html(o, t);
  o << "<h2>Pages</h2>\n<table>\n<tr><th>page</th><th>rounds</th><th>actions</th><th>on it</th></tr>\n";
  for (const auto& p : pages) {
    o << "<tr><td><a href=\"" << esc(p.file) << "\">" << esc(p.file) << "</a></td><td class=\"rounds\">"
      << rounds_text(p) << "</td><td>"
      << (p.first_action < 0 ? std::string("—") : std::to_string(p.first_action) + "–" + std::to_string(p.last_action))
      << "</td><td>";
    for (std::size_t i = 0; i < p.marks.size(); ++i) o << (i ? "<br>" : "") << esc(p.marks[i]);
    o << "</td></tr>\n";
  }
  o << "</table>\n</body>\n</html>\n";
  return o.str();
}

}  // namespace bm::viz
