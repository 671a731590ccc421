#pragma once
// The replay viewer's steps (docs/web.md#the-replay-viewer): a log replayed by the
// engine, one entry per step with everything the page shows there. Built only from the
// replayer's per-action hook (ReplayOptions::on_step), serve's views of a state and of the
// legal actions (serve/include/bm/serve/views.hpp), the visualizer's rows (the events in words,
// bm/viz/timeline.hpp) and the rules reference (`bm rules explain`'s catalog): no Boost, no
// Graphviz, so it builds under em++ for the WebAssembly module's `steps(logText)`.
#include <string>

#include <nlohmann/json.hpp>

#include "bm/replay/replay.hpp"

namespace bm::steps {

// The steps of a log as JSON:
// {"name", "title", "family", "players", "seats": [{boss, boss_name}],
//  "cards": {ID: the design as the card-set JSON writes it (name, kind, treasure, damage, ...)},
//  "steps": [{"line", "index", "round", "phase", "player", "action", "action_text",
//             "decision", "legal", "events", "texts", "state"}],
//  "verdict": ReplayVerdict::to_json() without its "state",
//  "divergence": null or {"step", "line", "index", "what", "kind", "message", "round", "phase",
//                "player", "decision", "log", "engine", "legal", "rules": [{id, title, statement}],
//                "about": [{field, id, name, kind, seat}]},
//  "result": the engine's result or null,
//  "reduced": the header's `reduced` (a log made by bm log cut or bm replay --minimize) or null}
// A step is the setup or snapshot start (index -1) or one applied action: `decision` and `legal`
// are what the engine offered at the decision that action answered (serve's decision_view and
// legal_view; null and [] for the setup), `events` the engine's events, `texts` the
// visualizer's rows for them, `state` serve's public state after them. `divergence.step` is the
// step the page opens at: the divergent action's own step when the engine could apply it, else
// the last step before it (the state the illegal action was tried in). `divergence.about` names
// the cards the divergence is about: each card id among the fields of the log's and the engine's
// value, and for a hero's event the room it last entered in that step's events. An unreadable or
// invalid log gives no steps and a divergence of kind "invalid_log".
nlohmann::json replay_steps(const std::string& log_text, const std::string& name, const ReplayOptions& options);

// The rules reference's entry for a rule ID: {id, title, statement} (the text `bm rules explain
// ID` prints first), or {id} alone when the reference has no such entry.
nlohmann::json rule_text(const std::string& id);

}  // namespace bm::steps
