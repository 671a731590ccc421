// The replay viewer's steps: see bm/steps/steps.hpp.
#include "bm/steps/steps.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "bm/core/json_read.hpp"
#include "bm/viz/timeline.hpp"
#include "bm/rules_catalog/rules_catalog.hpp"
#include "bm/serve/views.hpp"

namespace bm::steps {

using nlohmann::json;

json rule_text(const std::string& id) {
  const json& catalog = rules_catalog();
  json out{{"id", id}};
  const auto it = catalog.find(id);
  if (it == catalog.end()) return out;
  for (const char* k : {"title", "statement"})
    if (it->contains(k)) out[k] = (*it)[k];
  return out;
}

namespace {

// The visualizer's rows an action produced or last changed (a hero run goes on over several
// actions: its row is shown at each of them), by action index; -1 is the setup.
std::vector<std::vector<std::string>> rows_by_action(const viz::Timeline& t, int actions) {
  std::vector<std::vector<std::string>> rows(static_cast<std::size_t>(actions + 1));
  const auto put = [&](int action, const std::string& text) {
    const std::size_t at = static_cast<std::size_t>(action + 1);
    if (action >= -1 && at < rows.size()) rows[at].push_back(text);
  };
  for (const viz::PhaseBox& box : t.phases)
    for (const viz::Item& item : box.items) {
      if (item.kind == viz::ItemKind::dungeon) continue;  // the state shows the dungeons
      put(item.action, item.text);
      if (item.last_action > item.action) put(item.last_action, item.text);
    }
  return rows;
}

// The room a hero's event happened in: the room the hero last entered in the engine's events
// of that step, before the engine's own event (`upto`) when it is among them. Null: none.
json room_of_hero(const json& events, const std::string& hero, const json& upto) {
  json room = nullptr;
  for (const json& e : events) {
    if (!upto.is_null() && e == upto) break;
    if (e.value("e", "") == "enters_room" && e.value("card", "") == hero && e.contains("room")) room = e;
  }
  return room;
}

// What a divergence is about, in words (the page names each and frames it on the board): every
// card id among the fields of the log's and the engine's value, with its name and kind, the seat
// of the value's `player`, and for a hero's event the room it was in (room_of_hero).
json about_of(const ReplayVerdict& v, const json& cards, const json* step) {
  json about = json::array();
  std::vector<std::string> seen;
  const auto add = [&](const std::string& field, const std::string& id, int seat) {
    if (!cards.contains(id) || std::find(seen.begin(), seen.end(), id) != seen.end()) return;
    seen.push_back(id);
    const json& c = cards[id];
    json a{{"field", field}, {"id", id}, {"name", c.value("name", id)}, {"kind", c.value("kind", "")}};
    if (seat >= 0) a["seat"] = seat;
    about.push_back(std::move(a));
  };
  for (const json* side : {&v.expected, &v.actual}) {
    if (!side->is_object()) continue;
    const int seat =
        side->contains("player") && (*side)["player"].is_number_integer() ? (*side)["player"].get<int>() : -1;
    for (const auto& [k, x] : side->items())
      if (x.is_string()) add(k, x.get<std::string>(), k == "player" ? -1 : seat);
    const std::string hero = side->value("card", std::string());
    if (step && cards.contains(hero) && cards[hero].value("kind", "") == "hero") {
      const json entered = room_of_hero((*step)["events"], hero, v.actual);
      if (entered.is_object() && entered["room"].is_string()) add("room", entered["room"].get<std::string>(), seat);
    }
  }
  return about;
}

json divergence_of(const ReplayVerdict& v, const json& steps, const json& cards) {
  json d{{"kind", v.input_error                      ? "invalid_log"
                  : v.what == ReplayWhat::incomplete ? "incomplete"
                                                     : "divergence"},
         {"what", replay_what_name(v.what)},
         {"message", v.message},
         {"line", v.line},
         {"index", v.action_index},
         {"round", v.round},
         {"phase", v.phase},
         {"player", v.player},
         {"decision", v.decision},
         {"log", v.expected},
         {"engine", v.actual},
         {"legal", v.legal}};
  // The step the page opens at: the divergent action's own step when the engine applied it,
  // else the last step before it (the state the logged action was tried in).
  int at = steps.empty() ? -1 : static_cast<int>(steps.size()) - 1;
  for (std::size_t k = 0; k < steps.size(); ++k)
    if (steps[k]["line"].get<int>() == v.line) at = static_cast<int>(k);
  d["step"] = at;
  d["about"] = about_of(v, cards, at >= 0 ? &steps[static_cast<std::size_t>(at)] : nullptr);
  json rules = json::array();
  for (const std::string& id : v.rules) rules.push_back(rule_text(id));
  d["rules"] = rules;
  return d;
}

// A reduced log's provenance (the header's `reduced`, docs/log-format.md#reduced), so the page
// shows each moment by the original log's numbers too; null for any other log.
json reduced_of(const std::string& log_text, const ReplayVerdict& v) {
  if (v.input_error) return nullptr;  // the header was not read
  std::size_t pos = 0, end = 0;
  std::string_view first;
  while (pos < log_text.size() && first.find_first_not_of(" \t\r") == std::string_view::npos) {
    end = std::min(log_text.find('\n', pos), log_text.size());
    first = std::string_view(log_text.data() + pos, end - pos);
    pos = end + 1;
  }
  const json header = parse_json_text(first, "header");
  return header.is_object() && header.contains("reduced") ? header["reduced"] : json(nullptr);
}

}  // namespace

json replay_steps(const std::string& log_text, const std::string& name, const ReplayOptions& options) {
  ReplayOptions opt = options;
  // A log that stops mid-game is "incomplete" here as everywhere (bm validate, bm replay): the
  // verdict's kind and its sentence come from the replayer, the page shows them.
  opt.require_result = true;
  viz::ReplayTimeline timeline(log_text, name, opt);
  timeline.attach(opt);
  const auto rows_step = opt.on_step;
  json steps = json::array();
  json offered_decision = nullptr, offered_legal = json::array();
  json cards = json::object();  // the designs of the log's card set, by id (the page's card faces)
  opt.on_step = [&](const ReplayStep& st) {
    rows_step(st);
    const Engine& e = *st.engine;
    const GameState& s = *st.state;
    if (cards.empty()) {
      const json set = card_set_to_json(e.cards());
      for (const json& c : set["cards"]) cards[c["id"].get<std::string>()] = c;
    }
    json step{{"line", st.line},
              {"index", st.index},
              {"round", st.round},
              {"phase", st.phase},
              {"player", st.player},
              {"action", st.action},
              {"decision", st.index < 0 ? json(nullptr) : offered_decision},
              {"legal", st.index < 0 ? json::array() : offered_legal},
              {"events", st.events},
              {"state", serve::public_state(e, s)}};
    // The action's one-line description, as the engine described it among the legal actions.
    step["action_text"] = nullptr;
    for (const json& l : step["legal"])
      if (l["action"] == st.action) step["action_text"] = l["text"];
    steps.push_back(std::move(step));
    // What the engine offers now: the decision the next logged action answers.
    offered_decision = serve::decision_view(e, s);
    offered_legal = s.over ? json::array() : serve::legal_view(e, s, e.legal_actions(s));
  };
  ReplayVerdict verdict = replay_log_text(log_text, name, opt);
  json out{{"name", name}};
  if (!verdict.input_error) {
    const viz::Timeline t = timeline.finish(verdict);
    out["title"] = t.title;
    out["family"] = t.family;
    out["players"] = t.players;
    json seats = json::array();
    for (const viz::PlayerInfo& p : t.seats) seats.push_back({{"boss", p.boss}, {"boss_name", p.boss_name}});
    out["seats"] = seats;
    const auto rows = rows_by_action(t, verdict.actions + 1);
    for (json& st : steps) {
      const std::size_t at = static_cast<std::size_t>(st["index"].get<int>() + 1);
      st["texts"] = at < rows.size() ? json(rows[at]) : json::array();
    }
  }
  out["cards"] = cards;
  out["steps"] = steps;
  // The last step holds the state where the replay stopped: the verdict need not repeat it.
  json v = verdict.to_json();
  v.erase("state");
  out["verdict"] = v;
  out["divergence"] = verdict.ok ? json(nullptr) : divergence_of(verdict, steps, cards);
  out["reduced"] = reduced_of(log_text, verdict);
  out["result"] = verdict.result;
  // When the logged action was illegal, the decision it was tried at is the one the engine
  // offers after the last step (the message names the rule the action broke).
  if (!verdict.ok && !verdict.input_error && offered_decision.is_object()) {
    out["divergence"]["offered"] = {{"decision", offered_decision}, {"legal", offered_legal}};
  }
  return out;
}

}  // namespace bm::steps
