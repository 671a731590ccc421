// The readable state bm replay prints (--until, --show-state, a divergence's "state there"),
// rendered from the replay layer's JSON summary (replay/include/bm/replay/state_summary.hpp).
#include "tools/bm/state_text.hpp"

#include "bm/cards/card_name.hpp"
#include "bm/game/end_decision.hpp"
#include "bm/replay/state_summary.hpp"

namespace bm::cli {

using nlohmann::json;

namespace {

// One card of the summary as a person reads it: "Goblin Armory (BM020)", and what the summary
// adds to the id ("(on 1)", "[face down]", ...) after it.
std::string card_text(const CardSet& cards, const json& x) {
  if (!x.is_string()) return x.dump();
  const std::string s = x.get<std::string>();
  const std::size_t cut = s.find_first_of("([");
  if (cut == std::string::npos) return card_name_with_id(cards, s);
  return card_name_with_id(cards, s.substr(0, cut)) + " " + s.substr(cut);
}

std::string join(const CardSet& cards, const json& list) {
  std::string out;
  for (const auto& x : list) {
    if (!out.empty()) out.append(", ");
    out.append(card_text(cards, x));
  }
  return out.empty() ? "-" : out;
}

}  // namespace

std::string state_summary_text(const Engine& engine, const GameState& s) {
  // Appends only: g++ 12 warns falsely (-Wrestrict) on "literal" + std::string temporaries.
  const json j = state_summary(engine, s);
  const CardSet& cs = engine.cards();
  std::string out;
  auto add = [&out](std::initializer_list<std::string> parts) {
    for (const auto& p : parts) out.append(p);
  };
  add({"  round ", std::to_string(s.round), ", phase ", j["phase"].get<std::string>(), ", ", std::to_string(s.actions),
       " actions"});
  if (s.over) add({", game over (", j["end_reason"].get<std::string>(), ")\n"});
  else add({", player ", std::to_string(engine.to_move(s)), " to decide: ", j["decision"].get<std::string>(), "\n"});
  for (const auto& p : j["players"]) {
    add({"  P", p["player"].dump(), " ", card_text(cs, p["boss"]), ": ", p["souls"].dump(), " souls, ",
         p["wounds"].dump(), " wounds", p.contains("eliminated") ? ", eliminated" : "", "\n"});
    add({"     dungeon (entrance first): ", join(cs, p["dungeon"]), "\n"});
    add({"     hand: ", join(cs, p["hand"]), "\n"});
    if (p.contains("entrance")) add({"     at the entrance: ", join(cs, p["entrance"]), "\n"});
  }
  if (j.contains("city")) {
    add({"  city: ", join(cs, j["city"]), "\n"});
    for (auto it = j["landmarks"].begin(); it != j["landmarks"].end(); ++it)
      add({"  ", it.key(), ": ", join(cs, it.value()), "\n"});
    add({"  market: ", join(cs, j["market"]), "\n"});
  } else {
    add({"  town: ", join(cs, j["town"]), "\n"});
  }
  if (j.contains("running")) {
    const json& r = j["running"];
    add({"  hero running: ", card_text(cs, r["hero"]), " in P", r["player"].dump(), "'s dungeon, room ",
         r["room"].dump(), ", ", r["damage"].dump(), " damage\n"});
  }
  if (j.contains("stack")) add({"  stack (bottom first): ", join(cs, j["stack"]), "\n"});
  add({"  decks: ", j["decks"].dump(), "\n"});
  return out;
}

std::string tie_decided_text(const Engine& engine, const GameState& s) {
  const EndDecision d = engine.end_decision(s);
  if (d.step != EndStep::tie_break && d.step != EndStep::turn_order) return "";
  return "decided: " + end_decision_text(d) + "\n";
}

std::string result_text(const CardSet& cards, const json& result) {
  std::string out;
  if (!result.is_object() || !result.contains("scores") || !result["scores"].is_array()) return out;
  for (const auto& sc : result["scores"]) {
    if (!sc.is_object()) continue;
    const json winner = result.contains("winner") ? result["winner"] : json(nullptr);
    out.append("  player ").append(sc.value("player", json(-1)).dump()).append(" ");
    out.append(sc.contains("boss") ? card_text(cards, sc["boss"]) : "?").append(": ");
    out.append(sc.value("souls", json(0)).dump()).append(" souls, ").append(sc.value("wounds", json(0)).dump());
    out.append(" wounds").append(sc.value("eliminated", false) ? ", eliminated" : "");
    out.append(!winner.is_null() && sc.contains("player") && sc["player"] == winner ? ", winner" : "").append("\n");
  }
  return out;
}

}  // namespace bm::cli
