// Writes a timeline as DOT: HTML-like labels, one table per phase, tooltips with the
// action index, log line and rule IDs of every row (SVG keeps them as link titles).
#include "bm/viz/dot.hpp"

#include <algorithm>
#include <iterator>
#include <map>
#include <sstream>

#include "bm/core/text_escape.hpp"
#include "bm/game/engine.hpp"
#include "bm/game/kinds.hpp"

namespace bm::viz {

namespace {

// Pastel backgrounds per seat (up to 6 players, BM2-6); text stays black on all of them.
constexpr const char* kSeatColour[] = {"#dbeafe", "#fde2e2", "#dcfce7", "#fef3c7", "#ede9fe", "#cffafe"};
constexpr const char* kSeatStrong[] = {"#1d4ed8", "#b91c1c", "#15803d", "#b45309", "#6d28d9", "#0e7490"};

constexpr int kSeatColours = static_cast<int>(std::size(kSeatColour));
static_assert(std::size(kSeatStrong) == std::size(kSeatColour));

}  // namespace

const char* seat_colour(int p) { return p >= 0 && p < kSeatColours ? kSeatColour[p] : "#f3f4f6"; }

namespace {

const char* seat_strong(int p) { return p >= 0 && p < kSeatColours ? kSeatStrong[p] : "#374151"; }

// Text cut to a readable width on a UTF-8 boundary.
std::string cut(const std::string& s, std::size_t max_bytes) {
  if (s.size() <= max_bytes) return s;
  std::size_t n = max_bytes;
  while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
  return s.substr(0, n) + "…";
}

std::string text(const std::string& s, std::size_t max = 150) { return dot_html_escape(cut(valid_utf8(s), max)); }

// Text that is never cut (a long hero run keeps its outcome, a divergence its
// explanation): wrapped at spaces into left-aligned lines of about `width` bytes. Only a length
// no log of a real game reaches is cut, at `max`.
std::string wrapped(const std::string& s, std::size_t width = 140, std::size_t max = 4000) {
  const std::string all = cut(valid_utf8(s), max);
  std::string out, line;
  std::size_t pos = 0;
  while (pos <= all.size()) {
    std::size_t sp = all.find(' ', pos);
    if (sp == std::string::npos) sp = all.size();
    const std::string word = all.substr(pos, sp - pos);
    if (!line.empty() && line.size() + 1 + word.size() > width) {
      out.append(dot_html_escape(line)).append("<BR ALIGN=\"LEFT\"/>");
      line.clear();
    }
    if (!line.empty()) line.push_back(' ');
    line.append(word);
    pos = sp + 1;
  }
  return out.append(dot_html_escape(line));
}

std::string join(const std::vector<std::string>& v) {
  std::string o;
  for (const auto& s : v) o += (o.empty() ? "" : " ") + s;
  return o;
}

bool super_family(const Timeline& t) { return t.family == "super" || t.family == "solo"; }

std::string item_row(const Item& it) {
  std::string tip = it.action >= 0 ? "action " + std::to_string(it.action) : std::string("setup");
  tip += " · log line " + std::to_string(it.line);
  if (!it.rules.empty()) tip += " · rules " + join(it.rules);
  if (!it.events.empty()) tip += " · events " + join(it.events);
  const std::string href = it.action >= 0 ? "#action-" + std::to_string(it.action) : std::string("#setup");
  std::string body = wrapped(it.text);
  switch (it.kind) {
    case ItemKind::level_up:
    case ItemKind::end: body = "<B>" + body + "</B>"; break;
    case ItemKind::elimination: body = "<B><FONT COLOR=\"#b91c1c\">" + body + "</FONT></B>"; break;
    case ItemKind::dungeon: body = "<I><FONT COLOR=\"#374151\">" + body + "</FONT></I>"; break;
    case ItemKind::run:
      if (it.run.outcome == "killed") body = "<FONT COLOR=\"#7f1d1d\">" + body + "</FONT>";
      else if (it.run.outcome == "wound") body = "<FONT COLOR=\"#92400e\">" + body + "</FONT>";
      break;
    default: break;
  }
  const std::string index = it.action >= 0 ? "#" + std::to_string(it.action) : std::string("·");
  std::ostringstream o;
  // The row where two accounts part (a divergence, a comparison): a red frame and a pointer.
  if (it.marked)
    o << "<TR><TD ALIGN=\"RIGHT\"><FONT POINT-SIZE=\"8\" COLOR=\"#b91c1c\"><B>▶ " << index
      << "</B></FONT></TD><TD ALIGN=\"LEFT\" BORDER=\"2\" COLOR=\"#dc2626\" BGCOLOR=\"" << seat_colour(it.player)
      << "\" HREF=\"" << href << "\" TOOLTIP=\"" << dot_html_escape("differs here · " + tip) << "\">" << body
      << "</TD></TR>";
  else
    o << "<TR><TD ALIGN=\"RIGHT\"><FONT POINT-SIZE=\"8\" COLOR=\"#6b7280\">" << index
      << "</FONT></TD><TD ALIGN=\"LEFT\" BGCOLOR=\"" << seat_colour(it.player) << "\" HREF=\"" << href
      << "\" TOOLTIP=\"" << dot_html_escape(tip) << "\">" << body << "</TD></TR>";
  return o.str();
}

std::string phase_label(const PhaseBox& b, bool super_like) {
  std::ostringstream o;
  o << "<<TABLE BORDER=\"" << (b.highlight ? 3 : 1) << "\" COLOR=\"" << (b.highlight ? "#dc2626" : "#9ca3af")
    << "\" CELLBORDER=\"0\" CELLSPACING=\"1\" CELLPADDING=\"2\">";
  std::string head = "<B>" + dot_html_escape(b.phase) + "</B>";
  if (b.first_action >= 0)
    head += " <FONT POINT-SIZE=\"8\">actions " + std::to_string(b.first_action) +
            (b.last_action > b.first_action ? "–" + std::to_string(b.last_action) : "") + "</FONT>";
  const std::string tip =
      "round " + std::to_string(b.round) + ", phase " + b.phase + " · rules " + rules_of_phase(b.phase, super_like);
  o << "<TR><TD COLSPAN=\"2\" BGCOLOR=\"" << (b.highlight ? "#fecaca" : "#e5e7eb") << "\" HREF=\"#round-" << b.round
    << "-" << dot_html_escape(b.phase) << "\" TOOLTIP=\"" << dot_html_escape(tip) << "\">" << head << "</TD></TR>";
  if (b.highlight && !b.note.empty())
    o << "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\" BGCOLOR=\"#fee2e2\"><FONT COLOR=\"#b91c1c\"><B>" << wrapped(b.note)
      << "</B></FONT></TD></TR>";
  if (b.items.empty()) o << "<TR><TD COLSPAN=\"2\"><FONT COLOR=\"#9ca3af\">—</FONT></TD></TR>";
  for (const auto& it : b.items) o << item_row(it);
  o << "</TABLE>>";
  return o.str();
}

std::string header_label(const Timeline& t, const std::string& label) {
  std::ostringstream o;
  o << "<<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"3\">";
  o << "<TR><TD COLSPAN=\"2\" BGCOLOR=\"#111827\"><FONT COLOR=\"white\"><B>"
    << text(label.empty() ? t.title : label + ": " + t.title, 160) << "</B></FONT></TD></TR>";
  o << "<TR><TD COLSPAN=\"2\"><FONT POINT-SIZE=\"9\">" << text(t.source) << " · " << t.actions
    << " actions</FONT></TD></TR>";
  for (std::size_t p = 0; p < t.seats.size(); ++p) {
    const auto& s = t.seats[p];
    o << "<TR><TD BGCOLOR=\"" << seat_colour(static_cast<int>(p)) << "\"><FONT COLOR=\""
      << seat_strong(static_cast<int>(p)) << "\"><B>P" << p << "</B></FONT></TD><TD ALIGN=\"LEFT\">"
      << (s.boss.empty() ? std::string("?") : text(s.boss_label.empty() ? s.boss : s.boss_label)) << "</TD></TR>";
  }
  o << "</TABLE>>";
  return o.str();
}

std::string result_label(const Timeline& t) {
  std::ostringstream o;
  o << "<<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"3\">";
  if (!t.diverge_text.empty())
    o << "<TR><TD COLSPAN=\"4\" BGCOLOR=\"#fee2e2\"><FONT COLOR=\"#b91c1c\"><B>replay stopped at line "
      << t.diverge_line << (t.diverge_action >= 0 ? ", action " + std::to_string(t.diverge_action) : std::string())
      << "</B></FONT></TD></TR>"
      << "<TR><TD COLSPAN=\"4\" ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">" << wrapped(t.diverge_text, 120)
      << "</FONT></TD></TR>";
  if (!t.diverge_legal.empty()) {
    // The legal alternatives as a list, one per line, left-aligned (not a centred paragraph).
    o << "<TR><TD COLSPAN=\"4\" ALIGN=\"LEFT\" BALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\"><B>legal instead:</B><BR "
         "ALIGN=\"LEFT\"/>";
    for (const auto& l : t.diverge_legal) o << "• " << text(l, 200) << "<BR ALIGN=\"LEFT\"/>";
    o << "</FONT></TD></TR>";
  }
  const auto& r = t.result;
  if (r.is_object()) {
    std::string head = "result";
    if (r.contains("end_reason") && r["end_reason"].is_string())
      head += ": " + end_reason_text(r["end_reason"].get<std::string>());  // words, the name beside
    if (r.contains("winner"))
      head += r["winner"].is_number_integer() ? ", winner P" + r["winner"].dump() : std::string(", no winner");
    if (r.contains("title") && r["title"].is_string()) head += ", " + r["title"].get<std::string>();
    o << "<TR><TD COLSPAN=\"4\" BGCOLOR=\"#111827\"><FONT COLOR=\"white\"><B>" << text(head, 160)
      << "</B></FONT></TD></TR>";
    if (!t.end_decision.empty())
      o << "<TR><TD COLSPAN=\"4\" ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">" << wrapped(t.end_decision, 120)
        << "</FONT></TD></TR>";
    o << "<TR><TD><B>seat</B></TD><TD><B>souls</B></TD><TD><B>wounds</B></TD><TD><B>souls − wounds</B></TD></TR>";
    if (r.contains("scores") && r["scores"].is_array())
      for (std::size_t i = 0; i < r["scores"].size() && i < 8; ++i) {
        const auto& s = r["scores"][i];
        if (!s.is_object()) continue;
        const int p = s.contains("player") && s["player"].is_number_integer() && s["player"].get<long long>() >= 0 &&
                              s["player"].get<long long>() < 8
                          ? s["player"].get<int>()
                          : static_cast<int>(i);
        const long long so = s.contains("souls") && s["souls"].is_number_integer() ? s["souls"].get<long long>() : 0;
        const long long wo = s.contains("wounds") && s["wounds"].is_number_integer() ? s["wounds"].get<long long>() : 0;
        const bool out = s.contains("eliminated") && s["eliminated"] == true;
        o << "<TR><TD BGCOLOR=\"" << seat_colour(p) << "\">P" << p << (out ? " ✖" : "") << "</TD><TD>" << so
          << "</TD><TD>" << wo << "</TD><TD>" << (so - wo) << "</TD></TR>";
      }
  } else if (t.diverge_text.empty()) {
    o << "<TR><TD>no result line: the game is not over</TD></TR>";
  }
  o << "</TABLE>>";
  return o.str();
}

// Writes one timeline's nodes and clusters; node ids start with `prefix`. Returns, per round,
// the node ids (for rank alignment in comparisons).
std::map<int, std::vector<std::string>> write_body(std::ostream& o, const Timeline& t, const std::string& prefix,
                                                   const std::string& label, const std::string& indent) {
  const bool sup = super_family(t);
  std::map<int, std::vector<std::string>> rounds;
  o << indent << prefix << "head [label=" << header_label(t, label) << "];\n";
  std::string prev = prefix + "head", prev_anchor;
  std::size_t i = 0;
  while (i < t.phases.size()) {
    const int r = t.phases[i].round;
    o << indent << "subgraph cluster_" << prefix << "r" << r << "_" << i << " {\n";
    o << indent << "  label=<<B>" << (r == 0 ? std::string("Setup (round 0)") : "Round " + std::to_string(r))
      << "</B>>; labeljust=l; style=rounded; color=\"#9ca3af\";\n";
    // An invisible point at the round's left edge: the points of all rounds are in one column
    // (heavy vertical edges) and each round's first phase sits right after its point, so the
    // rounds line up on the left instead of being centred on each other.
    const std::string anchor = prefix + "left" + std::to_string(i);
    o << indent << "  " << anchor << " [shape=point, width=0, height=0, style=invis, label=\"\"];\n";
    std::vector<std::string> ids;
    for (; i < t.phases.size() && t.phases[i].round == r; ++i) {
      const std::string id = prefix + "p" + std::to_string(i);
      o << indent << "  " << id << " [label=" << phase_label(t.phases[i], sup) << "];\n";
      ids.push_back(id);
    }
    o << indent << "  { rank=same; " << anchor << ";";
    for (const auto& id : ids) o << " " << id << ";";
    o << " }\n" << indent << "}\n";
    // Phases in order, left to right; rounds stacked top to bottom, their left edges in one
    // column (the anchors, chained by invisible, heavy edges), so a long game reads like a page.
    o << indent << (prev_anchor.empty() ? prev : prev_anchor) << " -> " << anchor << " [style=invis, weight=100];\n";
    o << indent << anchor << " -> " << ids.front() << " [style=invis, weight=100, minlen=0];\n";
    for (std::size_t k = 1; k < ids.size(); ++k) o << indent << ids[k - 1] << " -> " << ids[k] << ";\n";
    prev = ids.front();
    prev_anchor = anchor;
    auto& all = rounds[r];
    all.insert(all.end(), ids.begin(), ids.end());
  }
  o << indent << prefix << "result [label=" << result_label(t) << "];\n";
  o << indent << prev << " -> " << prefix << "result [style=invis, weight=20];\n";
  return rounds;
}

void graph_head(std::ostream& o, const std::string& tooltip) {
  o << "digraph bm_timeline {\n"
       "  graph [rankdir=TB, newrank=true, fontname=\"Helvetica\", fontsize=11, nodesep=0.2, ranksep=0.3, tooltip=\""
    << dot_quoted_escape(tooltip)
    << "\"];\n"
       "  node [shape=plain, fontname=\"Helvetica\", fontsize=10];\n"
       "  edge [color=\"#9ca3af\", arrowsize=0.5];\n";
}

}  // namespace

// The phase table (game/kinds.hpp); a phase name no phase has cites the round structure.
const char* rules_of_phase(const std::string& phase, bool super_like) {
  Phase p{};
  return kind_from_name(phase, p) ? rules_for(kind_info(p), super_like) : super_like ? "S-8" : "C-6";
}

std::string timeline_dot(const Timeline& t) {
  std::ostringstream o;
  graph_head(o, t.title);
  write_body(o, t, "", "", "  ");
  o << "}\n";
  return o.str();
}

std::string compare_dot(const Timeline& a, const Timeline& b, const std::string& label_a, const std::string& label_b) {
  std::ostringstream o;
  graph_head(o, label_a + " vs " + label_b);
  o << "  subgraph cluster_A {\n    label=<<B>A</B>>; style=invis;\n";
  const auto ra = write_body(o, a, "a_", label_a, "    ");
  o << "  }\n  subgraph cluster_B {\n    label=<<B>B</B>>; style=invis;\n";
  const auto rb = write_body(o, b, "b_", label_b, "    ");
  o << "  }\n";
  // Same rounds on the same rank: the two games read row by row.
  o << "  { rank=same; a_head; b_head; }\n";
  for (const auto& [r, ids] : ra) {
    const auto it = rb.find(r);
    if (it == rb.end()) continue;
    o << "  { rank=same; " << ids.front() << "; " << it->second.front() << "; }\n";
  }
  o << "}\n";
  return o.str();
}

}  // namespace bm::viz
