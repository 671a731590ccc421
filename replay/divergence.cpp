// What a divergence says: the events of a line compared with the engine's (the reference
// path's check_events), the fields and rules a differing event cites, the shifted-events note,
// and where the replay stopped (describe_stop).
#include <algorithm>
#include <memory>

#include "bm/core/json_read.hpp"
#include "bm/game/end_decision.hpp"
#include "bm/log/action_json.hpp"
#include "bm/log/chance_json.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/replay/state_summary.hpp"
#include "reference_path.hpp"

namespace bm::replayer {

using nlohmann::json;

namespace {

// The fields in which event `b` differs from the logged event `a` (both objects of one type;
// `observed`: a partial observation, whose missing fields are not differences).
std::vector<std::string> differing_keys(const json& a, const json& b, bool observed) {
  std::vector<std::string> keys;
  if (!a.is_object() || !b.is_object() || a.value("e", json()) != b.value("e", json())) return keys;
  for (auto it = a.begin(); it != a.end(); ++it)
    if (!b.contains(it.key()) || b[it.key()] != it.value()) keys.push_back(it.key());
  if (!observed)
    for (auto it = b.begin(); it != b.end(); ++it)
      if (!a.contains(it.key())) keys.push_back(it.key());
  std::sort(keys.begin(), keys.end());
  return keys;
}

// The closest engine event's differing fields (differing_keys), and its index in `engine` when
// that is a list (-1: none of the same type).
std::vector<std::string> closest_differing_keys(const json& logged, const json& engine, bool observed,
                                                int* at = nullptr) {
  std::vector<std::string> keys;
  int i = 0;
  for (const json& e : engine.is_array() ? engine : json::array({engine})) {
    std::vector<std::string> k = differing_keys(logged, e, observed);
    if (!k.empty() && (keys.empty() || k.size() < keys.size())) {
      keys = std::move(k);
      if (at) *at = i;
    }
    ++i;
  }
  return keys;
}

// Which fields of a logged event differ from the engine's, for the report: "; only `player`
// differs" (the same event for another seat), "; fields that differ: `card` `stack`"; empty
// unless both are events of the same type. `engine` may be a list of the engine's events of
// that type (partial observations): the closest one counts.
std::string differing_fields(const json& logged, const json& engine, bool observed = false) {
  const std::vector<std::string> keys = closest_differing_keys(logged, engine, observed);
  if (keys.empty()) return "";
  if (keys.size() == 1) return "; only `" + keys.front() + "` differs";
  std::string out = "; fields that differ:";
  for (const auto& k : keys) out += " `" + k + "`";
  return out;
}

std::string event_type(const json& e) {
  return e.is_object() && e.contains("e") && e["e"].is_string() ? e["e"].get<std::string>() : std::string();
}

// The rules a diverging event cites: those of the fields that differ when the log and the engine
// name the same event (rules_of_event_fields: a damage amount is the room's damage, G-12 G-13, not
// the window the run happened in), else the rows of the event types on both sides. `engine` is
// the engine's event, or its events of the logged type (partial observations).
std::string event_cite(const json& logged, const json& engine, bool observed, Family f) {
  const std::vector<std::string> keys = closest_differing_keys(logged, engine, observed);
  if (!keys.empty()) return rules_of_event_fields(event_type(logged), keys, f);
  std::string out = event_type(logged).empty() ? "" : rules_of_event(event_type(logged), f);
  const std::string other = event_type(engine).empty() ? "" : rules_of_event(event_type(engine), f);
  std::vector<std::string> ids = rule_ids_in(out);
  for (const std::string& id : rule_ids_in(other))
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) {
      out.append(out.empty() ? "" : " ").append(id);
      ids.push_back(id);
    }
  return out;
}

// The room a hero's damage, death or wound happened in: the room the hero last entered among the
// engine's events of the line before its event at `upto` ("; in room BM021", the room whose
// damage counts); empty for other events, or when the hero entered it on an earlier line.
std::string room_note(const json& logged, const json& ev, int upto) {
  const std::string type = event_type(logged);
  if ((type != "damage" && type != "hero_killed" && type != "hero_wounds") || !logged.contains("card") || upto < 0)
    return "";
  std::string room;
  for (int i = 0; i < upto && static_cast<std::size_t>(i) < ev.size(); ++i) {
    const json& e = ev[static_cast<std::size_t>(i)];
    if (event_type(e) == "enters_room" && e.value("card", json()) == logged["card"] && e.contains("room") &&
        e["room"].is_string())
      room = e["room"].get<std::string>();
  }
  return room.empty() ? "" : "; in room " + room;
}

}  // namespace

std::string ReferencePath::line_what(int ln, int action_index, const json* want) const {
  if (!want) return ctx_.at(ln) + ": setup";
  return ctx_.at(ln) + ": after action " + std::to_string(action_index) + " " + want->dump();
}

void ReferencePath::describe_stop(ReplayVerdict& v) const {
  if (!ctx_.engine || ctx_.state.num_players == 0) return;  // the setup itself failed: no state yet
  if (v.decision.empty()) v.decision = ctx_.decision_name;
  // The state shown has the report's round and phase: an action's outcome that differs (events,
  // hash, chance) shows the state the action was decided in; a failed invariant the state where
  // it fails (the invariant's own round and phase); anything else stops before applying.
  const bool outcome = v.action_index >= 0 && v.action_index == before_index_ &&
                       (v.what == ReplayWhat::event || v.what == ReplayWhat::hash || v.what == ReplayWhat::chance);
  const GameState& shown = outcome ? before_ : ctx_.state;
  if (v.what == ReplayWhat::invariant) {
    v.round = ctx_.state.round;
    v.phase = phase_name(ctx_.state.phase);
  }
  v.state = state_summary(*ctx_.engine, shown);
  if (ctx_.state.over) {
    v.end_decision = ctx_.engine->end_decision(ctx_.state);
    if (v.what == ReplayWhat::result) {  // the end rule and the tie-break lead the rules of a result line
      std::vector<std::string> rules = v.end_decision->rules;
      for (const auto& id : v.rules)
        if (std::find(rules.begin(), rules.end(), id) == rules.end()) rules.push_back(id);
      v.rules = std::move(rules);
    }
  }
  if (ctx_.opt.on_stop) ctx_.opt.on_stop(*ctx_.engine, shown);
  // An event that differs cites the rules of that event (its message names them: the event
  // table's row, of the game's family), not every rule of the window it happened in; anything
  // else (an illegal action, a hash) is about the decision, whose rules are added.
  if (v.what == ReplayWhat::event && !v.rules.empty()) return;
  // An incomplete log breaks no rule: the decision its message quotes is where it stopped.
  if (v.what == ReplayWhat::incomplete) {
    v.rules.clear();
    return;
  }
  for (const auto& id : rule_ids_in(v.decision))
    if (std::find(v.rules.begin(), v.rules.end(), id) == v.rules.end()) v.rules.push_back(id);
}

// A logged event with a field its type never has is an invalid log (exit 2), not a divergence.
void ReferencePath::check_event_fields(int ln, const json& logged) {
  for (std::size_t i = 0; i < logged.size(); ++i) {
    const json& e = logged[i];
    if (!e.is_object() || !e.contains("e") || !e["e"].is_string()) continue;
    const std::vector<const char*> fields = event_fields(e["e"].get<std::string>());
    if (fields.empty()) continue;  // an unknown type: the divergence says what the engine did
    // A partial observation states only some of them: none is required.
    check_object(e, ctx_.at(ln), ln, "events[" + std::to_string(i) + "]", {}, fields,
                 " (a " + e["e"].get<std::string>().substr(0, 40) + " event)");
  }
}

void ReferencePath::check_events(int ln, const json& logged, const json& ev, int action_index, const json* want) {
  if (!logged.is_array()) invalid(ln, ctx_.at(ln) + ": field 'events': must be an array");
  if (!ctx_.hdr.partial) {
    if (logged == ev) {
      ctx_.out.events_checked += static_cast<int>(logged.size());
      return;
    }
    check_event_fields(ln, logged);
    std::size_t k = 0;
    while (k < logged.size() && k < ev.size() && logged[k] == ev[k]) ++k;
    const json mine = k < logged.size() ? logged[k] : json(nullptr), engines = k < ev.size() ? ev[k] : json(nullptr);
    const std::string cite = event_cite(mine, engines, false, ctx_.hdr.rules.family);
    ctx_.diverge(ReplayWhat::event, ln,
                 line_what(ln, action_index, want) + ": events differ at event " + std::to_string(k) + " (of " +
                     std::to_string(logged.size()) + " logged, " + std::to_string(ev.size()) +
                     " produced by the engine)" + differing_fields(mine, engines) +
                     room_note(mine, ev, static_cast<int>(k)) + (cite.empty() ? "" : "; rules: " + cite) +
                     shifted_events_note(ln, logged),
                 mine, engines, action_index);
  }
  // Partial observations: each logged event, in order, matches a later engine event.
  check_event_fields(ln, logged);
  std::size_t k = 0;
  for (std::size_t i = 0; i < logged.size(); ++i) {
    if (!logged[i].is_object() || !logged[i].contains("e"))
      invalid(ln, ctx_.at(ln) + ": field 'events[" + std::to_string(i) +
                      "]': an event is an object with its type in \"e\"");
    while (k < ev.size() && !observed(logged[i], ev[k])) ++k;
    if (k == ev.size()) {
      json same_type = json::array();
      std::vector<int> where;  // each same_type event's index in ev
      for (std::size_t j = 0; j < ev.size(); ++j)
        if (ev[j].contains("e") && ev[j]["e"] == logged[i]["e"]) {
          same_type.push_back(ev[j]);
          where.push_back(static_cast<int>(j));
        }
      const std::string cite = event_cite(logged[i], same_type, true, ctx_.hdr.rules.family);
      int closest = -1;
      closest_differing_keys(logged[i], same_type, true, &closest);
      const int upto = closest < 0 ? -1 : where[static_cast<std::size_t>(closest)];
      ctx_.diverge(ReplayWhat::event, ln,
                   line_what(ln, action_index, want) + ": the log observes event " + std::to_string(i) + " " +
                       logged[i].dump().substr(0, 200) + ", which the engine did not produce here (in this order)" +
                       differing_fields(logged[i], same_type, true) + room_note(logged[i], ev, upto) +
                       (cite.empty() ? "" : "; rules: " + cite) + shifted_events_note(ln, logged),
                   logged[i], same_type.empty() ? ev : same_type, action_index);
    }
    ++k;
  }
  ctx_.out.events_checked += static_cast<int>(logged.size());
}

// The engine's events for the next action line, applied on a copy after this one (null when
// there is none or it cannot be applied here): for the shifted-events note.
json ReferencePath::events_of_next_line(int ln) const {
  if (ctx_.state.over) return nullptr;
  try {
    // Reads ahead (the replay stops at this divergence): a read error there only drops the note.
    const std::size_t i = ctx_.lines.next_nonempty(static_cast<std::size_t>(ln));
    if (i == ForwardLines::npos || ctx_.lines.line(i).size() > kMaxLogLine) return nullptr;
    const json j = parse_json_text(ctx_.lines.line(i), ctx_.at(static_cast<int>(i + 1)));
    if (!j.is_object() || j.value("type", json()) != "action" || !j.contains("action") || !j.contains("player") ||
        !j["player"].is_number_integer())
      return nullptr;
    const long long who = j["player"].get<long long>();
    if (who < 0 || who >= ctx_.hdr.players) return nullptr;
    const auto legal = ctx_.engine->legal_actions(ctx_.state);
    const Action parsed = action_from_json(*ctx_.hdr.cards, ctx_.state, static_cast<int>(who), j["action"], ctx_.at(ln),
                                           ctx_.hdr.log_board);
    const int k = match_legal(legal, parsed, j["action"], who);
    if (k < 0) return nullptr;
    std::unique_ptr<DeclaredChance> chance;
    if (ctx_.hdr.declared) {
      chance = std::make_unique<DeclaredChance>(*ctx_.hdr.cards);
      chance->load(j.contains("chance") ? j["chance"] : json(nullptr), ctx_.at(static_cast<int>(i + 1)));
    }
    GameState t = ctx_.state;
    EventSink ev;
    ctx_.engine->apply(t, legal[static_cast<std::size_t>(k)], &ev, chance.get());
    return events_to_json(*ctx_.hdr.cards, ev);
  } catch (const std::exception&) { return nullptr; }
}

// When the events a line holds are the ones the engine produced for the line before or the
// line after, says so plainly (a front end that files events one decision off).
std::string ReferencePath::shifted_events_note(int ln, const json& logged) const {
  if (!logged.is_array() || logged.empty()) return "";
  auto holds = [this, &logged](const json& ev) {
    if (!ev.is_array()) return false;
    if (!ctx_.hdr.partial) return logged == ev;
    std::size_t k = 0;
    for (const auto& e : logged) {
      while (k < ev.size() && !observed(e, ev[k])) ++k;
      if (k == ev.size()) return false;
      ++k;
    }
    return true;
  };
  if (ctx_.prev_line >= 2 && holds(events_to_json(*ctx_.hdr.cards, ctx_.prev_events)))
    return "; the events of line " + std::to_string(ln) + " belong one line earlier: they are the ones the engine " +
           "produced for line " + std::to_string(ctx_.prev_line);
  if (holds(events_of_next_line(ln)))
    return "; the events of line " + std::to_string(ln) + " belong one line later: they are the ones the engine " +
           "produces for the next action line";
  return "";
}

}  // namespace bm::replayer
