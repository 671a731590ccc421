// The readable state bm replay prints (--until, --show-state, a divergence's "state there"),
// rendered from the replay layer's JSON summary (replay/include/bm/replay/state_summary.hpp).
#include "tools/bm/state_text.hpp"

#include "bm/replay/state_summary.hpp"

namespace bm::cli {

using nlohmann::json;

namespace {

std::string join(const json& list) {
  std::string out;
  for (const auto& x : list) {
    if (!out.empty()) out.push_back(' ');
    out.append(x.is_string() ? x.get<std::string>() : x.dump());
  }
  return out.empty() ? "-" : out;
}

}  // namespace

std::string state_summary_text(const Engine& engine, const GameState& s) {
  // Appends only: g++ 12 warns falsely (-Wrestrict) on "literal" + std::string temporaries.
  const json j = state_summary(engine, s);
  std::string out;
  auto add = [&out](std::initializer_list<std::string> parts) {
    for (const auto& p : parts) out.append(p);
  };
  add({"  round ", std::to_string(s.round), ", phase ", j["phase"].get<std::string>(), ", ", std::to_string(s.actions),
       " actions"});
  if (s.over) add({", game over (", j["end_reason"].get<std::string>(), ")\n"});
  else add({", player ", std::to_string(engine.to_move(s)), " to decide: ", j["decision"].get<std::string>(), "\n"});
  for (const auto& p : j["players"]) {
    add({"  P", p["player"].dump(), " ", p["boss"].get<std::string>(), ": ", p["souls"].dump(), " souls, ",
         p["wounds"].dump(), " wounds", p.contains("eliminated") ? ", eliminated" : "", "\n"});
    add({"     dungeon (entrance first): ", join(p["dungeon"]), "\n"});
    add({"     hand: ", join(p["hand"]), "\n"});
    if (p.contains("entrance")) add({"     at the entrance: ", join(p["entrance"]), "\n"});
  }
  if (j.contains("city")) {
    add({"  city: ", join(j["city"]), "\n"});
    for (auto it = j["landmarks"].begin(); it != j["landmarks"].end(); ++it)
      add({"  ", it.key(), ": ", join(it.value()), "\n"});
    add({"  market: ", join(j["market"]), "\n"});
  } else {
    add({"  town: ", join(j["town"]), "\n"});
  }
  if (j.contains("running")) add({"  hero running: ", j["running"].dump(), "\n"});
  if (j.contains("stack")) add({"  stack (bottom first): ", join(j["stack"]), "\n"});
  add({"  decks: ", j["decks"].dump(), "\n"});
  return out;
}

}  // namespace bm::cli
