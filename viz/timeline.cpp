// Builds the phase timeline from replayed or recorded steps (docs/visualizer.md).
// Every item cites the rules of the events behind it (rules_of_event: the event table of
// engine/include/bm/game/kinds.hpp).
#include "bm/viz/timeline.hpp"

#include <algorithm>
#include <iterator>

#include "bm/cards/card_name.hpp"
#include "bm/core/error.hpp"
#include "bm/core/file_read.hpp"
#include "bm/game/end_decision.hpp"
#include "bm/game/engine.hpp"
#include "bm/log/action_json.hpp"
#include "bm/viz/log_fields.hpp"
#include "bm/state/minion_codes.hpp"
#include "bm/core/json_read.hpp"

namespace bm::viz {

using json = nlohmann::json;

namespace {

// Rules an action carries out (tooltips of action items).
std::string rules_of_action(const std::string& type, Family f) {
  ActionType t{};
  return kind_from_name(type, t) ? rules_in_family(rules_for(kind_info(t), f == Family::super || f == Family::solo), f)
                                 : "";
}

// A log's family by its name ("super"); a name no family has reads as classic.
Family family_named(const std::string& name) {
  for (Family f : {Family::classic, Family::super, Family::solo, Family::bm2})
    if (family_name(f) == name) return f;
  return Family::classic;
}

}  // namespace

const char* item_kind_name(ItemKind k) {
  switch (k) {
    case ItemKind::setup: return "setup";
    case ItemKind::hero: return "hero";
    case ItemKind::run: return "run";
    case ItemKind::build: return "build";
    case ItemKind::destroy: return "destroy";
    case ItemKind::spell: return "spell";
    case ItemKind::minion: return "minion";
    case ItemKind::level_up: return "level_up";
    case ItemKind::elimination: return "elimination";
    case ItemKind::end: return "end";
    case ItemKind::choice: return "choice";
    case ItemKind::dungeon: return "dungeon";
    case ItemKind::other: return "other";
  }
  return "other";
}

TimelineBuilder::TimelineBuilder(const CardSet& cards, const BoardDef* board, int players, Family family)
    : cards_(cards), board_(board), family_(family), super_like_(family == Family::super || family == Family::solo) {
  tl_.players = players;
  tl_.seats.resize(static_cast<std::size_t>(std::clamp(players, 0, 8)));
  if (board_)
    for (const auto& lm : board_->landmarks)
      for (const auto& sp : lm.spaces) space_names_.push_back(sp.id);
}

std::string TimelineBuilder::name(const json& id) const {
  if (!id.is_string()) return id.is_null() ? "?" : id.dump().substr(0, 40);
  const std::string s = id.get<std::string>();
  const int d = cards_.find(s);
  if (d < 0) return s.substr(0, 40);
  return cards_.designs[static_cast<std::size_t>(d)].name;
}

std::string TimelineBuilder::borrowed_text(const json& card) const {
  // The event names the card the action names: the borrowed item is the action's own field (the
  // cast event has no field for it; docs/log-format.md).
  if (!action_json_ || !action_json_->is_object() || !action_json_->contains("borrow")) return "";
  const json& a = *action_json_;
  if (str_of(a, "type") != "cast" || !a.contains("card") || a["card"] != card) return "";
  return ", borrowing " + name(a["borrow"]) + "'s reward";
}

std::string TimelineBuilder::cancelled_by_borrowed() const {
  if (!action_json_ || !action_json_->is_object() || !action_json_->contains("borrow")) return "";
  const json& a = *action_json_;
  if (str_of(a, "type") != "cancel" || !a.contains("card")) return "";
  return " by " + name(a["card"]) + ", borrowing " + name(a["borrow"]) + "'s reward";
}

std::string TimelineBuilder::seat(int p) const {
  if (p < 0) return "?";
  std::string s = std::to_string(p);
  s.insert(s.begin(), 'P');
  return s;
}

std::string TimelineBuilder::space(int n) const {
  if (n == kMinionRoom) return "own room";
  if (n == kMinionBoss) return "own boss";
  if (n >= 0 && static_cast<std::size_t>(n) < space_names_.size()) return space_names_[static_cast<std::size_t>(n)];
  return "space " + std::to_string(n);
}

PhaseBox& TimelineBuilder::box() {
  if (tl_.phases.empty()) open(0, "setup");
  return tl_.phases.back();
}

void TimelineBuilder::open(int round, const std::string& phase) {
  if (!tl_.phases.empty() && tl_.phases.back().round == round && tl_.phases.back().phase == phase) return;
  PhaseBox b;
  b.round = round;
  b.phase = phase;
  tl_.phases.push_back(std::move(b));
  resolved_in_phase_ = 0;
}

Item& TimelineBuilder::add(ItemKind k, std::string text, int player, const std::string& event_type,
                           const std::string& rules) {
  PhaseBox& b = box();
  Item it;
  it.kind = k;
  it.text = std::move(text);
  it.player = player;
  it.action = action_;
  it.last_action = action_;
  it.line = line_;
  if (!event_type.empty()) it.events.push_back(event_type);
  split_rules(rules.empty() && !event_type.empty() ? rules_of_event(event_type, family_) : rules, it.rules);
  b.items.push_back(std::move(it));
  return b.items.back();
}

Item* TimelineBuilder::find_open_run(const std::string& hero, int dungeon) {
  // The latest unfinished run of this hero in this dungeon: a run lives in one adventure, so
  // only the last few phases are searched (a long log stays linear).
  int boxes = 0;
  for (auto b = tl_.phases.rbegin(); b != tl_.phases.rend() && boxes < 3; ++b, ++boxes)
    for (auto it = b->items.rbegin(); it != b->items.rend(); ++it)
      if (it->kind == ItemKind::run && it->run.hero == hero && (dungeon < 0 || it->run.dungeon == dungeon) &&
          it->run.outcome.empty()) {
        it->last_action = action_;  // the run goes on in this action
        return &*it;
      }
  return nullptr;
}

Item* TimelineBuilder::find_last(ItemKind k, const std::string& needle) {
  auto& items = box().items;
  for (auto it = items.rbegin(); it != items.rend(); ++it)
    if (it->kind == k && it->text.find(needle) != std::string::npos) {
      it->last_action = action_;
      return &*it;
    }
  return nullptr;
}

void TimelineBuilder::action_item(const ReplayStep& st) {
  // Most actions show through their events (room_placed, cast, activated, market_pick,
  // minion_placed, ...); these answers leave no event of their own.
  const std::string type = str_of(st.action, "type");
  if (type != "choose" && type != "decline" && type != "keep") return;
  if (type == "keep") return;  // keeping a starting hand changes nothing worth a row
  std::string what = type == "decline" ? seat(st.player) + " declines" : seat(st.player) + " chooses";
  if (type == "choose") {
    std::vector<std::string> parts;
    if (st.action.contains("card")) parts.push_back(name(st.action["card"]));
    if (st.action.contains("option")) parts.push_back("option " + str_of(st.action, "option"));
    if (st.action.contains("target_player")) parts.push_back(seat(int_of(st.action, "target_player")));
    const std::string s1 = stack_text(st.action), s2 = stack_text(st.action, "stack2");
    if (!s1.empty()) parts.push_back(s1);
    if (!s2.empty()) parts.push_back(s2);
    for (std::size_t i = 0; i < parts.size(); ++i) what += (i ? ", " : " ") + parts[i];
  }
  add(ItemKind::choice, what, st.player, "", rules_of_action(type, family_));
}

// An answer shows as what it did: when the choice's events have rows of their own ("P0 discards
// Goblin Armory", "P1's Dark Altar destroyed"), those rows describe it and the bare "P0 chooses
// option 1" row goes (its rules join the first of them); an answer without such rows keeps its
// row.
void TimelineBuilder::describe_choice(std::size_t box_at) {
  if (box_at + 1 != tl_.phases.size()) return;  // the events opened another phase: keep the answer
  auto& items = tl_.phases[box_at].items;
  auto answer = std::find_if(items.rbegin(), items.rend(),
                             [this](const Item& it) { return it.kind == ItemKind::choice && it.action == action_; });
  if (answer == items.rend()) return;
  const auto at = std::prev(answer.base());
  const auto first = std::find_if(std::next(at), items.end(),
                                  [this](const Item& it) { return it.action == action_ && !it.events.empty(); });
  if (first == items.end()) return;
  for (const auto& r : at->rules)
    if (std::find(first->rules.begin(), first->rules.end(), r) == first->rules.end()) first->rules.push_back(r);
  items.erase(at);
}

// One row per player: the dungeon's visible rooms from the entrance to the boss, face-down rooms
// as such (the engine's state; the log alone does not hold it).
void TimelineBuilder::dungeons(const std::string& when) {
  if (!state_) return;
  for (std::size_t p = 0; p < state_->players.size(); ++p) {
    const PlayerState& pl = state_->players[p];
    std::string rooms;
    for (const RoomSlot& r : pl.dungeon) {
      if (r.cards.empty()) continue;
      rooms += rooms.empty() ? "" : ", ";
      rooms += r.face_down ? std::string("a face-down room") : card_name_with_id(cards_, cards_.of(r.top()).id);
    }
    const int who = static_cast<int>(p);
    add(ItemKind::dungeon, seat(who) + " dungeon " + when + ": " + (rooms.empty() ? std::string("no rooms") : rooms),
        who, "", "G-2");
  }
}

void TimelineBuilder::step(const ReplayStep& st) {
  state_ = st.state;  // valid only during this call
  action_json_ = &st.action;
  struct Forget {
    const GameState*& s;
    const json*& a;
    ~Forget() { s = nullptr, a = nullptr; }
  } forget{state_, action_json_};
  // Why the game ended so (game/end_decision.hpp), from the engine's final state: the end box.
  if (st.state && st.engine && st.state->over) tl_.end_decision = end_decision_text(st.engine->end_decision(*st.state));
  action_ = st.index;
  line_ = st.line;
  round_ = st.round;
  if (st.index >= 0) {
    open(st.round, st.phase.empty() ? (tl_.phases.empty() ? std::string("setup") : tl_.phases.back().phase) : st.phase);
    PhaseBox& b = box();
    if (b.first_action < 0) b.first_action = st.index;
    b.last_action = st.index;
    tl_.actions = std::max(tl_.actions, st.index + 1);
    action_item(st);
    if (str_of(st.action, "type") == "choose") {
      const std::size_t box_at = tl_.phases.size() - 1;
      if (st.events.is_array())
        for (const auto& e : st.events) event(e);
      describe_choice(box_at);
      return;
    }
  } else {
    open(st.round, st.phase.empty() ? "setup" : st.phase);
    // A game that starts from a snapshot has its bosses already (no deal_boss events).
    if (st.state)
      for (std::size_t p = 0; p < tl_.seats.size() && p < st.state->players.size(); ++p) {
        const int boss = st.state->players[p].boss;
        if (boss < 0 || boss >= cards_.instances()) continue;
        tl_.seats[p].boss = cards_.of(boss).id;
        tl_.seats[p].boss_name = cards_.of(boss).name;
        tl_.seats[p].boss_label = card_name_with_id(cards_, cards_.of(boss).id);
      }
  }
  if (st.events.is_array())
    for (const auto& e : st.events) event(e);
}

void TimelineBuilder::seats_from_snapshot(const json& state) {
  if (!state.is_object() || !state.contains("players") || !state["players"].is_array()) return;
  for (std::size_t p = 0; p < tl_.seats.size() && p < state["players"].size(); ++p) {
    const json& boss =
        state["players"][p].is_object() && state["players"][p].contains("boss") ? state["players"][p]["boss"] : json();
    if (!boss.is_string()) continue;
    tl_.seats[p].boss = boss.get<std::string>().substr(0, 40);
    tl_.seats[p].boss_name = name(boss);
    tl_.seats[p].boss_label = card_name_with_id(cards_, tl_.seats[p].boss);
  }
}

void TimelineBuilder::set_result(const json& result) { tl_.result = result; }

void TimelineBuilder::eliminations_from_result() {
  // C-13, C-14, BM2-8: the result's scores say who lost by wounds (Engine::score): a player removed
  // during the game shows the result's wounds on its row; one the final end check found losing (a
  // game ending on ten souls, or every player at five wounds) gets a row before GAME OVER.
  if (!tl_.result.is_object() || !tl_.result.contains("scores") || !tl_.result["scores"].is_array()) return;
  if (tl_.phases.empty()) return;
  for (const json& sc : tl_.result["scores"]) {
    if (!sc.is_object() || !sc.contains("eliminated") || sc["eliminated"] != true) continue;
    const int p = int_of(sc, "player"), w = int_of(sc, "wounds", 0);
    if (p < 0 || p >= static_cast<int>(tl_.seats.size())) continue;
    const std::string text = "✖ " + seat(p) + " eliminated (" + std::to_string(w) + " wounds)";
    Item* row = nullptr;
    for (auto& b : tl_.phases)
      for (auto& it : b.items)
        if (it.kind == ItemKind::elimination && it.player == p) row = &it;
    if (row) {
      row->text = text;
      continue;
    }
    auto& items = tl_.phases.back().items;
    auto at = std::find_if(items.begin(), items.end(), [](const Item& it) { return it.kind == ItemKind::end; });
    Item e;
    e.kind = ItemKind::elimination;
    e.text = text + " at the end";
    e.player = p;
    e.action = at != items.end() ? at->action : action_;
    e.line = at != items.end() ? at->line : line_;
    e.rules = {"C-13", "C-14"};
    e.events = {"eliminated"};  // the row of the event it stands for (no event: the result says so)
    items.insert(at, std::move(e));
  }
}

Timeline TimelineBuilder::finish() {
  eliminations_from_result();
  // Runs never finished (a log cut short) say so.
  for (auto& b : tl_.phases)
    for (auto& it : b.items)
      if (it.kind == ItemKind::run && it.run.outcome.empty() && it.text.find("↩") == std::string::npos) it.text += " …";
  return std::move(tl_);
}

Timeline filter_timeline(const Timeline& t, const VizFilter& f) {
  Timeline out = t;
  out.phases.clear();
  for (const auto& b : t.phases) {
    if (b.round < f.round_from || (f.round_to >= 0 && b.round > f.round_to)) continue;
    PhaseBox nb = b;
    if (f.player >= 0) {
      nb.items.clear();
      for (const auto& it : b.items)
        if (it.player == f.player || it.player < 0 || it.kind == ItemKind::end) nb.items.push_back(it);
    }
    out.phases.push_back(std::move(nb));
  }
  if (out.phases.empty())
    throw InputError("--rounds " + std::to_string(f.round_from) + ".." +
                     (f.round_to >= 0 ? std::to_string(f.round_to) : std::string()) +
                     ": the game has no phase in these rounds (it has rounds " +
                     std::to_string(t.phases.empty() ? 0 : t.phases.front().round) + ".." +
                     std::to_string(t.phases.empty() ? 0 : t.phases.back().round) + ")");
  return out;
}

ReplayTimeline::ReplayTimeline(const std::string& text, const std::string& name, const ReplayOptions& opt)
    : name_(name) {
  // The replayer reads and checks the header; read it here too, only for names (card set,
  // board, family, players), before replaying.
  try {
    header_ = parse_json_text(std::string_view(text).substr(0, text.find('\n')), name + ":1");
  } catch (const InputError&) {
    header_ = nullptr;  // the replayer reports it, with its line
  }
  const json& header = header_;
  const CardSet* cards = opt.cards;
  if (!cards && header.is_object() && header.contains("cards") && header["cards"].is_object() &&
      header["cards"].contains("id") && header["cards"]["id"].is_string())
    cards = find_builtin_card_set(header["cards"]["id"].get<std::string>());
  if (!cards) cards = &builtin_classic_cards();
  bool super_like = false;
  if (header.is_object() && header.contains("ruleset") && header["ruleset"].is_object() &&
      header["ruleset"].contains("family") && header["ruleset"]["family"].is_string()) {
    family_ = header["ruleset"]["family"].get<std::string>();
    super_like = family_ == "super" || family_ == "solo";
  }
  const BoardDef* board = super_like ? (opt.board ? opt.board : &builtin_super_board()) : nullptr;
  const int header_players = header.is_object() ? int_of(header, "players", 0) : 0;
  builder_ = std::make_unique<TimelineBuilder>(*cards, board, std::clamp(header_players, 0, 8), family_named(family_));
}

void ReplayTimeline::attach(ReplayOptions& opt) {
  opt.on_step = [b = builder_.get()](const ReplayStep& st) { b->step(st); };
}

Timeline ReplayTimeline::finish(const ReplayVerdict& verdict) {
  builder_->set_result(verdict.result);
  Timeline t = builder_->finish();
  const json& header = header_;
  const int header_players = header.is_object() ? int_of(header, "players", 0) : 0;
  t.source = "engine replay";
  t.family = family_;
  std::string seed =
      header.is_object() && header.contains("seed") && header["seed"].is_number_unsigned() ? header["seed"].dump() : "";
  std::string rs = header.is_object() && header.contains("ruleset") && header["ruleset"].is_object()
                       ? str_of(header["ruleset"], "name")
                       : "";
  t.title = name_ + " · " + (rs.empty() ? family_ : rs) + " · " + std::to_string(header_players) +
            (header_players == 1 ? " player" : " players") +
            (seed.empty() ? std::string(" · declared chance") : " · seed " + seed);
  if (!verdict.ok) {
    t.diverge_action = verdict.action_index;
    t.diverge_line = verdict.line;
    t.diverge_text =
        (verdict.what == ReplayWhat::none ? std::string("divergence") : std::string(replay_what_name(verdict.what))) +
        ": " + verdict.message;
    t.diverge_legal = verdict.legal;
    mark_action(t, verdict.action_index, t.diverge_text);
  }
  return t;
}

ReplayedTimeline timeline_from_replay(const std::string& text, const std::string& name, const ReplayOptions& base) {
  ReplayOptions opt = base;
  ReplayTimeline rt(text, name, base);
  rt.attach(opt);
  ReplayedTimeline out;
  out.verdict = replay_log_text(text, name, opt);
  if (out.verdict.input_error) throw InputError(out.verdict.message);
  out.timeline = rt.finish(out.verdict);
  return out;
}

namespace {

// One line of a log as timeline_from_log reads it: a JSON object, through the one parse entry
// (core/json_read): its nesting limit keeps the timeline's walk of a value shallow (
// §2: a nested value in an action line crashed --source log).
json log_object(ForwardLines& lines, std::size_t i, const std::string& name) {
  const std::string_view text = lines.line(i);
  const std::string where = name + ":" + std::to_string(i + 1);
  if (text.size() > kMaxLogLine)
    throw InputError(where + ": line longer than " + std::to_string(kMaxLogLine) + " bytes");
  json j = parse_json_text(text, where);
  if (!j.is_object()) throw InputError(where + ": not a JSON object (docs/log-format.md)");
  return j;
}

// The lines are read one at a time and each is parsed, drawn and dropped: what
// is kept is the timeline, never the log's lines or their values.
Timeline timeline_from_lines(ForwardLines& lines, const std::string& name, const CardSet* cards_in,
                             const BoardDef* board_in) {
  std::size_t i = lines.next_nonempty(0);
  const json h = i == ForwardLines::npos ? json() : log_object(lines, i, name);
  if (!h.is_object() || str_of(h, "type") != "header")
    throw InputError(name + ":1: a log starts with a header line (docs/log-format.md)");
  const CardSet* cards = cards_in;
  if (!cards && h.contains("cards") && h["cards"].is_object()) cards = find_builtin_card_set(str_of(h["cards"], "id"));
  if (!cards) cards = &builtin_classic_cards();
  const std::string family = h.contains("ruleset") && h["ruleset"].is_object() ? str_of(h["ruleset"], "family") : "";
  const bool super_like = family == "super" || family == "solo";
  const int players = std::clamp(int_of(h, "players", 0), 0, 8);
  TimelineBuilder b(*cards, super_like ? (board_in ? board_in : &builtin_super_board()) : nullptr, players,
                    family_named(family));
  for (i = lines.next_nonempty(i + 1); i != ForwardLines::npos; i = lines.next_nonempty(i + 1)) {
    lines.mark(i);
    const json j = log_object(lines, i, name);
    const std::string type = str_of(j, "type");
    ReplayStep st;
    st.line = static_cast<int>(i + 1);
    if (type == "setup" || type == "snapshot") {
      st.index = -1;
      st.phase = type == "setup" ? "setup" : "";
      if (type == "snapshot" && j.contains("state") && j["state"].is_object()) {
        st.round = int_of(j["state"], "round", 0);
        st.phase = str_of(j["state"], "phase");
      }
      st.events = j.contains("events") ? j["events"] : json::array();
      if (type == "snapshot" && j.contains("state")) b.seats_from_snapshot(j["state"]);
      b.step(st);
    } else if (type == "action") {
      st.index = int_of(j, "i", -1);
      if (st.index < 0) continue;
      st.round = int_of(j, "round", b.timeline().phases.empty() ? 0 : b.timeline().phases.back().round);
      st.phase = str_of(j, "phase");
      st.player = int_of(j, "player");
      st.action = j.contains("action") ? j["action"] : json();
      st.events = j.contains("events") ? j["events"] : json::array();
      b.step(st);
    } else if (type == "result") {
      b.set_result(j);
    }
  }
  Timeline t = b.finish();
  t.source = "as recorded in the log";
  t.family = family;
  const std::string rs = h.contains("ruleset") && h["ruleset"].is_object() ? str_of(h["ruleset"], "name") : "";
  t.title = name + " · " + (rs.empty() ? family : rs) + " · " + std::to_string(players) +
            (players == 1 ? " player" : " players") +
            (h.contains("seed") ? " · seed " + h["seed"].dump().substr(0, 24) : std::string(" · declared chance"));
  return t;
}

}  // namespace

Timeline timeline_from_log(const std::string& text, const std::string& name, const CardSet* cards,
                           const BoardDef* board) {
  ForwardLines lines{std::string_view(text)};
  return timeline_from_lines(lines, name, cards, board);
}

Timeline timeline_from_log_file(const std::string& path, const CardSet* cards, const BoardDef* board) {
  ForwardLines lines(path, ReadLimits{kMaxLogFile, kMaxLogLine});
  return timeline_from_lines(lines, path, cards, board);
}

namespace {
bool same_box(const PhaseBox& a, const PhaseBox& b) {
  if (a.round != b.round || a.phase != b.phase || a.items.size() != b.items.size()) return false;
  for (std::size_t i = 0; i < a.items.size(); ++i)
    if (a.items[i].text != b.items[i].text || a.items[i].kind != b.items[i].kind) return false;
  return true;
}
}  // namespace

int mark_first_difference(Timeline& a, Timeline& b) {
  const std::size_t n = std::min(a.phases.size(), b.phases.size());
  for (std::size_t i = 0; i < n; ++i) {
    if (same_box(a.phases[i], b.phases[i])) continue;
    auto& ia = a.phases[i].items;
    auto& ib = b.phases[i].items;
    std::size_t k = 0;
    while (k < ia.size() && k < ib.size() && ia[k].text == ib[k].text && ia[k].kind == ib[k].kind) ++k;
    if (k < ia.size()) ia[k].marked = true;
    if (k < ib.size()) ib[k].marked = true;
    const std::string note = "first difference: round " + std::to_string(a.phases[i].round) + ", " + a.phases[i].phase;
    a.phases[i].highlight = b.phases[i].highlight = true;
    a.phases[i].note = b.phases[i].note = note;
    return static_cast<int>(i);
  }
  if (a.phases.size() == b.phases.size()) return -1;
  Timeline& longer = a.phases.size() > b.phases.size() ? a : b;
  longer.phases[n].highlight = true;
  longer.phases[n].note = "first difference: the other game has no such phase";
  return static_cast<int>(n);
}

namespace {

// The phase holding `action` (or the last phase before it; the last phase for action -1).
PhaseBox* phase_of(Timeline& t, int action) {
  if (t.phases.empty()) return nullptr;
  PhaseBox* target = &t.phases.front();
  if (action < 0) return &t.phases.back();
  for (auto& b : t.phases)
    if (b.first_action >= 0 && b.first_action <= action) target = &b;
  return target;
}

// The rows `action` produced or changed (a hero's run goes on over several actions), in order;
// for action -1 the setup's rows (before any action).
std::vector<Item*> rows_of(Timeline& t, int action) {
  std::vector<Item*> out;
  for (auto& b : t.phases)
    for (auto& it : b.items)
      if (it.kind != ItemKind::dungeon &&
          (action < 0 ? it.action < 0
                      : it.action >= 0 && it.action <= action && action <= std::max(it.action, it.last_action)))
        out.push_back(&it);
  return out;
}

// Frames the rows of `action` whose words differ between a and b (mark_differing_rows).
void frame_differing_rows(Timeline& a, Timeline& b, int action, const std::string& event_type);

// The phase holding the first framed row (nullptr when no row is framed).
PhaseBox* phase_of_first_marked(Timeline& t) {
  for (auto& b : t.phases)
    for (const auto& it : b.items)
      if (it.marked) return &b;
  return nullptr;
}

}  // namespace

void mark_differing_rows(Timeline& a, Timeline& b, int action, const std::string& note_a, const std::string& note_b,
                         const std::string& event_type) {
  for (Timeline* t : {&a, &b})
    for (auto& box : t->phases)
      for (auto& it : box.items) it.marked = false;  // exactly the rows that differ
  frame_differing_rows(a, b, action, event_type);
  // The phase marked is the one holding the first framed row (an action's events may open the
  // next round: IP-15's arrivals differ in round 1's city phase, not in the setup the action
  // began in); without a framed row, the phase the action began in (the setup for action -1).
  for (auto [t, note] : {std::pair<Timeline*, const std::string*>{&a, &note_a}, {&b, &note_b}}) {
    PhaseBox* p = phase_of_first_marked(*t);
    if (!p) p = action < 0 ? (t->phases.empty() ? nullptr : &t->phases.front()) : phase_of(*t, action);
    if (p) {
      p->highlight = true;
      p->note = *note;
    }
  }
}

namespace {

void frame_differing_rows(Timeline& a, Timeline& b, int action, const std::string& event_type) {
  const std::vector<Item*> ra = rows_of(a, action), rb = rows_of(b, action);
  // The longest common subsequence of the two sides' rows by text: the rows outside it are
  // the ones that differ (a row only one side has, or the same place with other words).
  const std::size_t n = ra.size(), m = rb.size();
  std::vector<std::vector<int>> len(n + 1, std::vector<int>(m + 1, 0));
  for (std::size_t i = n; i-- > 0;)
    for (std::size_t j = m; j-- > 0;)
      len[i][j] = ra[i]->text == rb[j]->text ? len[i + 1][j + 1] + 1 : std::max(len[i + 1][j], len[i][j + 1]);
  std::size_t i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && ra[i]->text == rb[j]->text) {
      ++i, ++j;
    } else if (j >= m || (i < n && len[i + 1][j] >= len[i][j + 1])) {
      ra[i++]->marked = true;
    } else {
      rb[j++]->marked = true;
    }
  }
  // The same words on both sides (an event field the row does not show, like one damage
  // amount of a run whose total is the same): the rows holding the differing event's type.
  const auto any_marked = [](const std::vector<Item*>& v) {
    return std::any_of(v.begin(), v.end(), [](const Item* it) { return it->marked; });
  };
  if (event_type.empty() || any_marked(ra) || any_marked(rb)) return;
  for (const auto* side : {&ra, &rb})
    for (Item* it : *side)
      if (std::find(it->events.begin(), it->events.end(), event_type) != it->events.end()) it->marked = true;
}

}  // namespace

void mark_action(Timeline& t, int action, const std::string& note) {
  if (t.phases.empty()) return;
  PhaseBox* target = &t.phases.front();
  if (action < 0) {
    target = &t.phases.back();
  } else {
    for (auto& b : t.phases)
      if (b.first_action >= 0 && b.first_action <= action) target = &b;
  }
  target->highlight = true;
  target->note = note;
  if (action < 0) return;
  for (auto& b : t.phases)
    for (auto& it : b.items)
      if (it.action == action) it.marked = true;
}

json timeline_to_json(const Timeline& t) {
  json j;
  j["title"] = t.title;
  j["source"] = t.source;
  j["family"] = t.family;
  j["players"] = t.players;
  j["actions"] = t.actions;
  json seats = json::array();
  for (const auto& s : t.seats) seats.push_back({{"boss", s.boss}, {"boss_name", s.boss_name}});
  j["seats"] = seats;
  json phases = json::array();
  for (const auto& b : t.phases) {
    json items = json::array();
    for (const auto& it : b.items) {
      json ij = {{"kind", item_kind_name(it.kind)},
                 {"text", it.text},
                 {"player", it.player},
                 {"action", it.action},
                 {"line", it.line},
                 {"rules", it.rules}};
      if (it.marked) ij["marked"] = true;
      if (it.kind == ItemKind::run)
        ij["run"] = {{"hero", it.run.hero},     {"dungeon", it.run.dungeon}, {"rooms", it.run.rooms},
                     {"damage", it.run.damage}, {"outcome", it.run.outcome}, {"killer", it.run.killer}};
      items.push_back(std::move(ij));
    }
    json pj = {{"round", b.round},
               {"phase", b.phase},
               {"items", items},
               {"first_action", b.first_action},
               {"last_action", b.last_action}};
    if (b.highlight) pj["highlight"] = b.note;
    phases.push_back(std::move(pj));
  }
  j["phases"] = phases;
  j["result"] = t.result;
  if (t.diverge_action >= 0 || !t.diverge_text.empty())
    j["divergence"] = {{"action", t.diverge_action}, {"line", t.diverge_line}, {"message", t.diverge_text}};
  return j;
}

}  // namespace bm::viz
