// State snapshots: GameState <-> JSON with full validation (docs/snapshot.md).
#include "bm/state/snapshot.hpp"

#include <algorithm>
#include <climits>
#include <initializer_list>
#include <span>
#include <string_view>
#include <utility>

#include "bm/board/spaces.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/cards/items.hpp"
#include "bm/core/error.hpp"
#include "bm/core/json_read.hpp"
#include "bm/core/hash.hpp"
#include "bm/game/kinds.hpp"
#include "bm/rules/constants.hpp"
#include "bm/state/census.hpp"
#include "bm/state/minion_codes.hpp"
#include "bm/state/structure.hpp"

namespace bm {

using nlohmann::json;

namespace {

// ---- names -------------------------------------------------------------------------------

// Task, decision, engine-effect, phase and end-reason names come from their tables
// (game/kinds.hpp); a value outside a table has no name (null).
template <class E>
const char* name_of(E v) {
  const KindInfo* k = find_kind_info(v);
  return k ? k->name : nullptr;
}

template <class E>
std::string names_list() {
  std::string out;
  for (const KindInfo& k : kind_rows<E>()) out += std::string(out.empty() ? "" : ", ") + k.name;
  return out;
}

constexpr long long kBig = 1000000;  // generous bound for counters (damage, bonuses, x)
// Sanity bounds, not rules: an effect's step and chosen option, icons on a treasure space, the
// tokens on a room where no rule caps them (room_token_cap 0).
constexpr int kMaxStep = 100, kMaxIcons = 100, kMaxTokens = 1000;

// ---- writing -----------------------------------------------------------------------------

int copy_of(const CardSet& cs, int card) {
  return card - cs.first_instance[static_cast<std::size_t>(cs.design_of(card))];
}

json card_json(const CardSet& cs, int card) {
  if (card < 0) return nullptr;
  const int k = copy_of(cs, card);
  return k == 0 ? cs.id_of(card) : cs.id_of(card) + "#" + std::to_string(k);
}

json cards_json(const CardSet& cs, std::span<const int> v) {
  json a = json::array();
  for (int c : v) a.push_back(card_json(cs, c));
  return a;
}

// A payload field as a snapshot writes it (FieldType: state/state.hpp). A value the type
// cannot name (a corrupt state) is written as its integer.
json field_json(const CardSet& cs, FieldType type, int v) {
  switch (type) {
    case FieldType::card:
      if (v == -1) return nullptr;
      return v < 0 || v >= cs.instances() ? json(v) : card_json(cs, v);
    case FieldType::ability:
      if (const char* e = name_of(static_cast<EngineEffect>(v))) return e;
      if (v >= 0 && v < static_cast<int>(Ability::count_)) return std::string(ability_key(static_cast<Ability>(v)));
      return v;
    case FieldType::window_phase:
      if (v == as_int(WindowPhase::build)) return "build";
      if (v == as_int(WindowPhase::adventure)) return "adventure";
      return v;
    case FieldType::integer: break;
  }
  return v;
}

// The payload fields of a kind by their names (the `fields` column of its table row).
template <class Kind, std::size_t N>
void payload_json(const CardSet& cs, Kind kind, std::span<const FieldInfo> catalog, const std::array<int, N>& payload,
                  json& o) {
  const KindInfo* k = find_kind_info(kind);
  if (!k) return;
  for (std::string_view name : field_names(*k)) {
    const FieldInfo* f = find_field(catalog, name);
    o[std::string(name)] = field_json(cs, f->type, payload[static_cast<std::size_t>(f->index)]);
  }
}

json task_json(const CardSet& cs, const Task& t) {
  const char* kind = name_of(t.kind);
  json o = {{"kind", kind ? json(kind) : json(as_int(t.kind))}, {"player", t.player}, {"step", t.step}};
  payload_json(cs, t.kind, task_fields(), t.payload, o);
  if (t.kind == TaskKind::effect) {
    const Answer& an = t.answer;
    o["answer"] = {
        {"pick", an.pick}, {"slot", an.slot}, {"slot2", an.slot2}, {"player", an.player}, {"option", an.option}};
  }
  return o;
}

json decision_json(const CardSet& cs, const Decision& d) {
  const char* kind = name_of(d.kind);
  json o = {{"kind", kind ? json(kind) : json(as_int(d.kind))}, {"player", d.player}};
  payload_json(cs, d.kind, decision_fields(), d.payload, o);
  return o;
}

// ---- reading -----------------------------------------------------------------------------

std::string type_of(const json& j) { return j.type_name(); }

// A card placed and not yet given its copy. Its place is an int of the state, or a place in a flat
// zone (as the zone and an index: an address into the zones would move when a later zone is read).
struct Pending {
  std::string path;
  int design;
  int copy;  // -1: plain id
  int* target;
  Zone* zone = nullptr;
  std::size_t index = 0;
  void set(int inst) const {
    if (zone) (*zone)[index] = inst;
    else *target = inst;
  }
};

class Reader {
 public:
  Reader(const Engine& e, std::string where) : cs_(e.cards()), where_(std::move(where)) {}

  [[noreturn]] void fail(const std::string& path, const std::string& msg) const {
    throw InputError((where_.empty() ? std::string() : where_ + ": ") + path + ": " + msg);
  }

  // An object with exactly these fields (all required).
  const json& obj(const json& j, const std::string& path, std::initializer_list<const char*> fields) const {
    return obj(j, path, FieldNames(fields));
  }
  // The same with `extra` fields (Boss Monster 2 zones, present only in bm2 snapshots) and
  // `optional` ones (written only when not empty: GameState::round_marks).
  const json& obj(const json& j, const std::string& path, std::initializer_list<const char*> fields, bool with_extra,
                  std::initializer_list<const char*> extra, std::initializer_list<const char*> optional = {}) const {
    std::vector<const char*> all(fields);
    if (with_extra) all.insert(all.end(), extra.begin(), extra.end());
    check_json_object(j, where_, path, FieldNames(all), FieldNames(optional));
    return j;
  }
  const json& obj(const json& j, const std::string& path, FieldNames fields) const {
    check_json_object(j, where_, path, fields, {});  // a snapshot states every field
    return j;
  }
  const std::string& where() const { return where_; }
  // A field missing or of another type: the one wording of core/json_read.
  [[noreturn]] void fail_field(const std::string& path, const std::string& what) const {
    throw InputError(json_field_error(where_, path, what));
  }

  long long integer(const json& j, const std::string& path, long long lo, long long hi) const {
    if (!j.is_number_integer()) fail(path, "expected an integer in " + range(lo, hi) + ", got " + describe(j));
    long long v = 0;
    if (j.is_number_unsigned()) {
      const auto u = j.get<std::uint64_t>();
      if (u > static_cast<std::uint64_t>(LLONG_MAX))
        fail(path, "value " + std::to_string(u) + " out of range: expected " + range(lo, hi));
      v = static_cast<long long>(u);
    } else {
      v = j.get<long long>();
    }
    if (v < lo || v > hi) fail(path, "value " + std::to_string(v) + " out of range: expected " + range(lo, hi));
    return v;
  }
  // A field of an object: missing is an error here, whatever the caller checked before (a
  // const `o[key]` on a missing key reads past the object's map: the log fuzzer found one).
  const json& field(const json& o, const std::string& path, const char* key) const {
    if (!o.is_object()) fail_field(path, json_type_problem("an object", o));
    const auto it = o.find(key);
    if (it == o.end()) fail_field(json_path_join(path, key), "missing");
    return *it;
  }
  int int_field(const json& o, const std::string& path, const char* key, long long lo, long long hi) const {
    return static_cast<int>(integer(field(o, path, key), path + "." + key, lo, hi));
  }
  bool boolean(const json& o, const std::string& path, const char* key) const {
    const json& j = field(o, path, key);
    if (!j.is_boolean()) fail(path + "." + key, "expected true or false, got " + describe(j));
    return j.get<bool>();
  }
  std::string string(const json& j, const std::string& path) const {
    if (!j.is_string()) fail(path, "expected a string, got " + describe(j));
    return j.get<std::string>();
  }
  const json& array(const json& j, const std::string& path, std::size_t max) const {
    if (!j.is_array()) fail(path, "expected an array, got " + describe(j));
    if (j.size() > max) fail(path, std::to_string(j.size()) + " elements, at most " + std::to_string(max) + " allowed");
    return j;
  }

  // A card id "ID" or "ID#k": design index and copy (-1 for a plain id).
  std::pair<int, int> card_id(const json& j, const std::string& path) const {
    const std::string s = string(j, path);
    int d = cs_.find(s);
    if (d >= 0) return {d, -1};
    const auto hash = s.rfind('#');
    if (hash != std::string::npos) {
      d = cs_.find(std::string_view(s).substr(0, hash));
      const std::string num = s.substr(hash + 1);
      if (d >= 0) {
        const int qty = cs_.designs[static_cast<std::size_t>(d)].quantity;
        const bool digits = !num.empty() && num.size() <= 6 &&
                            std::all_of(num.begin(), num.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
        const int k = digits ? std::stoi(num) : -1;
        if (k < 0 || k >= qty || (num.size() > 1 && num[0] == '0'))
          fail(path, "card '" + s + "': no such copy; " + cs_.designs[static_cast<std::size_t>(d)].id + " has " +
                         std::to_string(qty) + " cop" + (qty == 1 ? "y" : "ies") + " (#0.." + "#" +
                         std::to_string(qty - 1) + ")");
        return {d, k};
      }
    }
    fail(path, "unknown card id '" + s + "' (not in card set '" + cs_.id + "')" + card_id_hint(cs_, s));
  }

  void check_kind(int design, const std::string& path, std::initializer_list<CardKind> kinds, const char* zone) const {
    const CardDesign& d = cs_.designs[static_cast<std::size_t>(design)];
    for (CardKind k : kinds)
      if (d.kind == k) return;
    std::string list;
    for (CardKind k : kinds) list += std::string(list.empty() ? "" : " or ") + std::string(kind_name(k));
    fail(path,
         "card " + d.id + " is a " + std::string(kind_name(d.kind)) + "; " + zone + " holds only " + list + " cards");
  }

  // A card placed in a zone (counted by the census); the copy is assigned in finish_placements.
  void place(const json& j, const std::string& path, int& target, std::initializer_list<CardKind> kinds,
             const char* zone) {
    const auto [d, k] = card_id(j, path);
    check_kind(d, path, kinds, zone);
    pending_.push_back(Pending{path, d, k, &target});
  }
  // A card placed, or null = none (-1).
  void place_opt(const json& j, const std::string& path, int& target, std::initializer_list<CardKind> kinds,
                 const char* zone) {
    if (j.is_null()) {
      target = -1;
      return;
    }
    place(j, path, target, kinds, zone);
  }
  void place_all(const json& j, const std::string& path, std::vector<int>& v, std::initializer_list<CardKind> kinds,
                 const char* zone) {
    array(j, path, static_cast<std::size_t>(cs_.instances()));
    v.assign(j.size(), -1);
    for (std::size_t i = 0; i < j.size(); ++i) place(j[i], path + "[" + std::to_string(i) + "]", v[i], kinds, zone);
  }
  void place_all(const json& j, const std::string& path, Zone& z, std::initializer_list<CardKind> kinds,
                 const char* zone) {
    array(j, path, static_cast<std::size_t>(cs_.instances()));
    z = std::vector<int>(j.size(), -1);
    for (std::size_t i = 0; i < j.size(); ++i) {
      int unused = -1;
      place(j[i], path + "[" + std::to_string(i) + "]", unused, kinds, zone);
      pending_.back().target = nullptr;  // the zone's place, not an address into the zones
      pending_.back().zone = &z;
      pending_.back().index = i;
    }
  }

  // A reference to a card placed elsewhere: exact ("ID" = copy 0), or null = -1.
  int ref(const json& j, const std::string& path) const {
    if (j.is_null()) return -1;
    const auto [d, k] = card_id(j, path);
    return cs_.first_instance[static_cast<std::size_t>(d)] + std::max(k, 0);
  }

  // Assigns instances: exact "ID#k" forms first, then plain ids (copy 0 if free, else the
  // lowest free copy), in document order.
  void finish_placements() {
    std::vector<const Pending*> owner(static_cast<std::size_t>(cs_.instances()), nullptr);
    for (const Pending& p : pending_) {
      if (p.copy < 0) continue;
      const int inst = cs_.first_instance[static_cast<std::size_t>(p.design)] + p.copy;
      if (const Pending* o = owner[static_cast<std::size_t>(inst)])
        fail(p.path, "card " + label(inst) + " is placed twice: also at " + o->path +
                         " (every card is in exactly one place: INV-CARDS-CONSERVED, C-1)");
      owner[static_cast<std::size_t>(inst)] = &p;
      p.set(inst);
    }
    for (const Pending& p : pending_) {
      if (p.copy >= 0) continue;
      const int first = cs_.first_instance[static_cast<std::size_t>(p.design)];
      const int qty = cs_.designs[static_cast<std::size_t>(p.design)].quantity;
      int inst = -1;
      for (int k = 0; k < qty && inst < 0; ++k)
        if (!owner[static_cast<std::size_t>(first + k)]) inst = first + k;
      if (inst < 0)
        fail(p.path, "card " + cs_.designs[static_cast<std::size_t>(p.design)].id + " is placed more often than its " +
                         std::to_string(qty) + " cop" + (qty == 1 ? "y" : "ies") + " (also at " +
                         owner[static_cast<std::size_t>(first + qty - 1)]->path +
                         "; every card is in exactly one place: INV-CARDS-CONSERVED, C-1)");
      owner[static_cast<std::size_t>(inst)] = &p;
      p.set(inst);
    }
    for (int c = 0; c < cs_.instances(); ++c)
      if (!owner[static_cast<std::size_t>(c)])
        fail("state", "card " + label(c) + " is in no zone (every card of set '" + cs_.id +
                          "' must be in exactly one place: INV-CARDS-CONSERVED, C-1)");
    pending_.clear();
  }

  std::string label(int inst) const {
    const int k = copy_of(cs_, inst);
    return k == 0 ? cs_.id_of(inst) : cs_.id_of(inst) + "#" + std::to_string(k);
  }

  static std::string range(long long lo, long long hi) { return std::to_string(lo) + ".." + std::to_string(hi); }
  static std::string describe(const json& j) {
    std::string d = j.dump();
    if (d.size() > 40) d = d.substr(0, 37) + "...";
    return type_of(j) + " " + d;
  }

 private:
  const CardSet& cs_;
  std::string where_;
  std::vector<Pending> pending_;
};

template <class E>
E enum_by_name(const Reader& rd, const json& j, const std::string& path, const char* what) {
  const std::string s = rd.string(j, path);
  E e{};
  if (kind_from_name(s, e)) return e;
  rd.fail(path, "unknown " + std::string(what) + " '" + s + "' (expected one of: " + names_list<E>() + ")");
}

std::string idx(const std::string& path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

constexpr std::initializer_list<CardKind> kHero = {CardKind::hero};
constexpr std::initializer_list<CardKind> kRoom = {CardKind::room};
constexpr std::initializer_list<CardKind> kSpell = {CardKind::spell};
constexpr std::initializer_list<CardKind> kBoss = {CardKind::boss};
constexpr std::initializer_list<CardKind> kRoomOrSpell = {CardKind::room, CardKind::spell};
constexpr std::initializer_list<CardKind> kAny = {CardKind::boss, CardKind::room, CardKind::spell, CardKind::hero,
                                                  CardKind::item};
constexpr std::initializer_list<CardKind> kItem = {CardKind::item};
constexpr std::initializer_list<CardKind> kSpellOrItem = {CardKind::spell, CardKind::item};

// ---- semantic validation (after every card is assigned) -----------------------------------

class Validator {
 public:
  Validator(const Engine& e, const GameState& s, const Reader& rd, bool boundary = false)
      : e_(e), cs_(e.cards()), s_(s), rd_(rd), boundary_(boundary) {}

  void run();

 private:
  [[noreturn]] void fail(const std::string& path, const std::string& msg) const { rd_.fail(path, msg); }
  int n() const { return s_.num_players; }
  void player(int p, const std::string& path, bool allow_none) const {
    if ((allow_none && p == -1) || (p >= 0 && p < n())) return;
    fail(path, "player " + std::to_string(p) + " out of range: expected " + (allow_none ? "-1 (none) or " : "") +
                   "0.." + std::to_string(n() - 1));
  }
  void card(int c, const std::string& path, bool allow_none) const {
    if ((allow_none && c == -1) || (c >= 0 && c < cs_.instances())) return;
    fail(path, "card instance " + std::to_string(c) + " out of range: expected " + (allow_none ? "-1 (none) or " : "") +
                   "0.." + std::to_string(cs_.instances() - 1));
  }
  void within(long long v, long long lo, long long hi, const std::string& path, const std::string& what) const {
    if (v < lo || v > hi)
      fail(path, what + " " + std::to_string(v) + " out of range: expected " + Reader::range(lo, hi));
  }
  int count_tasks(TaskKind kind) const {
    return static_cast<int>(
        std::count_if(s_.agenda.begin(), s_.agenda.end(), [&](const Task& t) { return t.kind == kind; }));
  }
  bool has_task(TaskKind kind, int player) const {
    return std::any_of(s_.agenda.begin(), s_.agenda.end(),
                       [&](const Task& t) { return t.kind == kind && t.player == player; });
  }
  void task(const Task& t, std::size_t i) const;
  void decision() const;
  void census() const;
  void phase_and_order() const;
  void hero_items() const;
  void players() const;
  void zones() const;
  void stack() const;
  void running_hero() const;
  void end_state() const;

  const Engine& e_;
  const CardSet& cs_;
  const GameState& s_;
  const Reader& rd_;
  bool boundary_ = false;  // a position at a phase boundary: no decision, no agenda yet
};

void Validator::task(const Task& t, std::size_t i) const {
  const std::string path = idx("state.agenda", i);
  const int slots = max_rooms(e_.rules());  // G-2: at most 5 stacks; BM2-9 seven_rooms: 7
  switch (t.kind) {
    case TaskKind::choose_boss:
      player(t.player, path + ".player", false);
      if (s_.players[static_cast<std::size_t>(t.player)].boss_choices.empty())
        fail(path, "a boss choice for player " + std::to_string(t.player) + " who has no boss_choices");
      break;
    case TaskKind::mulligan:
    case TaskKind::begin_draw:
    case TaskKind::level_up_check:
    case TaskKind::hero_next:
    case TaskKind::minion_effect: player(t.player, path + ".player", false); break;
    case TaskKind::start_discard:
      player(t.player, path + ".player", false);
      within(t.discards_left(), 0, kStartingHand, path + ".discards_left",
             "cards to discard");  // IP-2: from the C-3 starting hand
      break;
    case TaskKind::build_turn:
    case TaskKind::adventure_turn:
    case TaskKind::market_turn:
      player(t.player, path + ".player", false);
      within(t.step, 0, 1, path + ".step", "step");
      break;
    case TaskKind::beginning:  // BM2-2: step 1 = the reveal after the draws
      within(t.step, 0, 1, path + ".step", "step");
      break;
    case TaskKind::window:
      player(t.player, path + ".player", false);
      within(t.window_phase(), as_int(WindowPhase::build), as_int(WindowPhase::adventure), path + ".window_phase",
             "window phase (1 build, 2 adventure)");
      within(t.cursor(), 0, n(), path + ".cursor", "priority position");
      break;
    case TaskKind::on_build:
      player(t.player, path + ".player", false);
      card(t.card(), path + ".card", false);
      if (cs_.of(t.card()).kind != CardKind::room)
        fail(path + ".card", "card " + rd_.label(t.card()) + " is not a room");
      break;
    case TaskKind::respond:
      within(t.stack_index(), 0, static_cast<long long>(s_.stack.size()) - 1, path + ".stack_index", "stack index");
      within(t.cursor(), 0, n(), path + ".cursor", "priority position");
      break;
    case TaskKind::effect: {
      player(t.player, path + ".player", false);
      card(t.source(), path + ".source", true);
      if (t.ability() == as_int(EngineEffect::summon)) {
        within(t.landmark(), 0, static_cast<long long>(s_.landmarks.size()) - 1, path + ".target_player",
               "landmark index");
        if (t.summoned_hero() < 0 || cs_.of(t.summoned_hero()).kind != CardKind::hero)
          fail(path + ".source", "a summon needs the summoned hero");
      } else {
        player(t.target_player(), path + ".target_player", true);
      }
      within(t.step, 0, kMaxStep, path + ".step", "step");
      within(t.target_card(), -2, cs_.instances() - 1, path + ".target_card", "value");
      within(t.target_stack(), -2, cs_.instances() - 1, path + ".target_stack", "value");
      within(t.answer.pick, -2, cs_.instances() - 1, path + ".answer.pick", "chosen value");
      within(t.answer.slot, -2, slots - 1, path + ".answer.slot", "chosen stack");
      within(t.answer.slot2, -2, slots - 1, path + ".answer.slot2", "chosen stack");
      player(t.answer.player, path + ".answer.player", true);
      within(t.answer.option, -1, kMaxStep, path + ".answer.option", "chosen option");
      break;
    }
    default: break;  // no fields used
  }
}

void Validator::decision() const {
  const Decision& d = s_.decision;
  const std::string path = "state.decision";
  if (boundary_) return;  // the engine enters the phase and advances to the first decision itself
  if (s_.over) {
    if (d.kind != DecisionKind::none) fail(path + ".kind", "the game is over: the decision must be 'none'");
    if (!s_.agenda.empty()) fail("state.agenda", "the game is over: the agenda must be empty");
    return;
  }
  if (d.kind == DecisionKind::none)
    fail(path + ".kind", "the game is not over: some decision must be pending (not 'none')");
  if (s_.agenda.empty()) fail("state.agenda", "the game is not over: the agenda must hold the pending work");
  // C-6, S-8: a game not over holds, at the bottom of its agenda, the work that carries it into
  // its next round: the round's start (after setup), the round's end (C-11, S-END-1) or the
  // end-of-round check (C-13, S-END-2), which starts the next round or ends the game. Without it
  // the agenda would run dry before the game ends.
  if (const TaskKind bottom = s_.agenda.front().kind;
      bottom != TaskKind::round_start && bottom != TaskKind::end_of_round && bottom != TaskKind::end_check)
    fail("state.agenda[0].kind", std::string("the game is not over: the bottom of the agenda must be 'round_start', "
                                             "'end_of_round' or 'end_check' (C-6), not '") +
                                     name_of(bottom) + "'");
  player(d.player, path + ".player", false);
  const Task& top = s_.agenda.back();
  const std::string top_path = idx("state.agenda", s_.agenda.size() - 1);
  auto need = [&](TaskKind kind, bool same_player) {
    if (top.kind != kind)
      fail(top_path + ".kind",
           std::string("decision '") + name_of(d.kind) + "' needs a '" + name_of(kind) + "' task on top of the agenda");
    if (same_player && top.player != d.player)
      fail(path + ".player", "the decision's player must be the player of the task on top of the agenda (" +
                                 std::to_string(top.player) + ")");
  };
  switch (d.kind) {
    case DecisionKind::choose_boss: need(TaskKind::choose_boss, true); break;
    case DecisionKind::mulligan: need(TaskKind::mulligan, true); break;
    case DecisionKind::discard: need(TaskKind::start_discard, true); break;
    case DecisionKind::build:
      need(TaskKind::build_turn, true);
      if (d.first_build() != top.step)
        fail(path + ".first_build",
             "a build decision's first_build must equal the build task's step (" + std::to_string(top.step) + ")");
      break;
    case DecisionKind::window:
      need(TaskKind::window, false);
      if (d.window_phase() != top.window_phase())
        fail(path + ".window_phase", "a window decision's window_phase must equal the window task's (" +
                                         std::to_string(top.window_phase()) + ")");
      break;
    case DecisionKind::respond:
      need(TaskKind::respond, false);
      if (d.stack_index() != top.stack_index())
        fail(path + ".stack_index", "a respond decision's stack_index must equal the respond task's (" +
                                        std::to_string(top.stack_index()) + ")");
      break;
    case DecisionKind::market_pick:
      need(TaskKind::market_turn, true);
      if (top.step != 0) fail(top_path + ".step", "a market pick happens at step 0");
      break;
    case DecisionKind::place_minion:
      need(TaskKind::market_turn, true);
      if (top.step != 1) fail(top_path + ".step", "a minion placement happens at step 1");
      break;
    case DecisionKind::choose: need(TaskKind::effect, false); break;
    default: break;
  }
}

// Every card instance exactly once (the card-conservation invariant).
void Validator::census() const {
  const std::vector<int> seen = card_census(s_, cs_.instances());
  for (int c = 0; c < cs_.instances(); ++c)
    if (seen[static_cast<std::size_t>(c)] != 1)
      fail("state", "card " + rd_.label(c) + " is in " + std::to_string(seen[static_cast<std::size_t>(c)]) +
                        " places; every card must be in exactly one (INV-CARDS-CONSERVED, C-1)");
}

// Phase and family, the turn order and the first-player marker.
void Validator::phase_and_order() const {
  const bool super = e_.rules().super_like();
  const GameState& s = s_;
  // Phase and family.
  if (!super && (s.phase == Phase::city || s.phase == Phase::minion))
    fail("state.phase", std::string("phase '") + phase_name(s.phase) + "' exists only in the super and solo families");
  player(s.active, "state.active", true);
  // Turn order: empty before the first build (TaskKind::first_build computes it) or a permutation of the seats.
  if (s.order.empty()) {
    if (!s.over && count_tasks(TaskKind::first_build) == 0)
      fail("state.order", "empty, but no 'first_build' task will compute it");
  } else {
    if (static_cast<int>(s.order.size()) != n())
      fail("state.order", "must list every seat 0.." + std::to_string(n() - 1) + " once");
    std::vector<int> sorted = s.order.vec();
    std::sort(sorted.begin(), sorted.end());
    for (int p = 0; p < n(); ++p)
      if (sorted[static_cast<std::size_t>(p)] != p)
        fail("state.order", "must list every seat 0.." + std::to_string(n() - 1) + " once");
  }
  player(s.first_player, "state.first_player", true);
  if (super && s.first_player < 0 && !s.order.empty())
    fail("state.first_player", "the super and solo families need the first-player marker once the order is set");
  if (!super && s.first_player != -1) fail("state.first_player", "must be -1 outside the super and solo families");
}

// BM2-3: items on heroes.
void Validator::hero_items() const {
  const GameState& s = s_;
  // BM2-3: items on heroes, sorted by hero, one each, only where the hero may carry it.
  for (std::size_t i = 0; i < s.hero_items.size(); ++i) {
    const HeroItem& hi = s.hero_items[i];
    const std::string hp = idx("state.hero_items", i);
    // Two items on one hero are INV-ITEM-ONE-PER-HERO, and what a hero may carry INV-ITEM-NO-STAR and
    // INV-ITEM-MATCH: the state invariants (state/structure.hpp), checked last.
    if (i > 0 && s.hero_items[i - 1].hero > hi.hero) fail(hp + ".hero", "hero_items must be sorted by hero");
  }
}

// Every player: boss, dungeon, hand, minion, boss treasure.
void Validator::players() const {
  const bool super = e_.rules().super_like();
  const GameState& s = s_;
  for (int p = 0; p < n(); ++p) {
    const PlayerState& pl = s.players[static_cast<std::size_t>(p)];
    const std::string path = idx("state.players", static_cast<std::size_t>(p));
    if (pl.boss < 0) {
      if (pl.boss_choices.empty()) fail(path + ".boss", "no boss and no boss_choices");
      if (!s.over && !has_task(TaskKind::choose_boss, p))
        fail(path + ".boss", "no boss, and no 'choose_boss' task for this player");
    }
    if (pl.boss >= 0 && !pl.boss_choices.empty()) fail(path + ".boss_choices", "must be empty once the boss is chosen");
    const auto most = static_cast<std::size_t>(max_rooms(e_.rules()));
    if (pl.dungeon.size() > most)
      fail(path + ".dungeon", "no game reaches this position: INV-ROOMS-MAX (G-2, BM2-9): " +
                                  std::to_string(pl.dungeon.size()) + " stacks; at most " + std::to_string(most));
    for (std::size_t i = 0; i < pl.dungeon.size(); ++i) {
      const RoomSlot& rs = pl.dungeon[i];
      const std::string sp = idx(path + ".dungeon", i);
      if (rs.cards.empty()) fail(sp + ".cards", "a stack holds at least one room");
      // the structural invariants (state/structure.hpp), as the checker applies them.
      if (const auto f = stack_fault(cs_, rs.cards, "stack " + std::to_string(i) + " of player " + std::to_string(p)))
        fail(sp + ".cards",
             std::string("no game reaches this position: ") + f->invariant + " (" + f->rules + "): " + f->message);
      if (rs.tokens != 0 && !super) fail(sp + ".tokens", "damage tokens exist only in the super and solo families");
    }
    for (std::size_t i = 1; i < pl.hand.size(); ++i)
      if (pl.hand[i - 1] >= pl.hand[i]) fail(path + ".hand", "internal: hand not sorted");
    const int spaces = super ? space_count(e_.board()) : 0;
    const std::string mp = path + ".minion";
    if (!super) {
      if (pl.minion != kMinionHome) fail(mp, "minions exist only in the super and solo families: must be -1 (home)");
    } else if (!(pl.minion == kMinionHome || pl.minion == kMinionRoom || pl.minion == kMinionBoss ||
                 (pl.minion >= 0 && pl.minion < spaces))) {
      fail(mp, "minion " + std::to_string(pl.minion) + ": expected " + std::to_string(kMinionHome) + " (home), 0.." +
                   std::to_string(spaces - 1) + " (a board space), " + std::to_string(kMinionRoom) + " (a room) or " +
                   std::to_string(kMinionBoss) + " (the boss)");
    }
    // Which room a minion on a room stands on is INV-MINION-OWN (state/structure.hpp), checked last.
    if (pl.minion != kMinionRoom && pl.minion_card != -1) {
      fail(path + ".minion_card",
           "must be null unless the minion stands on a room (minion " + std::to_string(kMinionRoom) + ")");
    }
    if (pl.minion == kMinionBoss && pl.boss < 0) fail(mp, "a minion on the boss needs a boss");
    for (std::size_t t = 0; t < pl.boss_treasure.size(); ++t)
      within(pl.boss_treasure[t], 0, kMaxIcons, idx(path + ".boss_treasure", t), "treasure icons");
  }
}

// The city, landmarks and market (super families), the discard piles and hero decks.
void Validator::zones() const {
  const Ruleset& r = e_.rules();
  const bool super = e_.rules().super_like();
  const GameState& s = s_;
  // Zones of the super families.
  if (super) {
    const BoardDef& b = e_.board();
    if (s.landmarks.size() != b.landmarks.size())
      fail("state.landmarks", std::to_string(s.landmarks.size()) + " landmarks; board '" + b.id + "' has " +
                                  std::to_string(b.landmarks.size()));
    // How many heroes the city and each landmark hold: INV-CITY-SLOTS and INV-LANDMARK
    // (state/structure.hpp), checked last.
  } else {
    if (!s.landmarks.empty())
      fail("state.landmarks", "landmarks exist only in the super and solo families: must be []");
    if (!s.market.empty()) fail("state.market", "the market exists only in the super and solo families: must be []");
  }
  // Super: the packed left part of the city row (classic keeps a stale, unused value).
  if (super) within(s.city_left, 0, static_cast<long long>(s.town.size()), "state.city_left", "city_left");
  if (!r.separate_discards && !s.spell_discard.empty())
    fail("state.spell_discard", "must be empty: this ruleset has one discard pile");
  if (r.separate_discards)
    for (std::size_t i = 0; i < s.discard.size(); ++i)
      if (cs_.of(s.discard[i]).kind != CardKind::room)
        fail(idx("state.discard", i), "with separate piles the discard pile holds only rooms");
  for (std::size_t i = 0; i < s.ordinary_heroes.size(); ++i)
    if (cs_.of(s.ordinary_heroes[i]).is_epic())
      fail(idx("state.ordinary_heroes", i), "an epic hero in the ordinary hero deck");
  for (std::size_t i = 0; i < s.epic_heroes.size(); ++i)
    if (!cs_.of(s.epic_heroes[i]).is_epic())
      fail(idx("state.epic_heroes", i), "an ordinary hero in the epic hero deck");
}

// The stack and the spells being resolved (G-16..G-18).
void Validator::stack() const {
  const GameState& s = s_;
  // The stack and the spells being resolved.
  for (std::size_t i = 0; i < s.stack.size(); ++i) {
    const StackItem& it = s.stack[i];
    const std::string path = idx("state.stack", i);
    card(it.card, path + ".card", false);
    player(it.controller, path + ".controller", false);
    player(it.target_player, path + ".target_player", true);
    card(it.target_card, path + ".target_card", true);
    within(it.target_stack, -1, static_cast<long long>(s.stack.size()) - 1, path + ".target_stack", "stack index");
    // G-18: a cancel cast from hand answers the item on top of the stack, so it stands just above
    // it and names nothing else; every other item names no stack item.
    const bool answers = it.is_spell && ability_answers_on_stack(cs_.of(it.card).ability);
    if (answers) {
      if (it.target_stack != static_cast<int>(i) - 1)
        fail(path + ".target_stack",
             i == 0 ? "a cancel (G-18) needs a spell below it on the stack"
                    : "a cancel (G-18) names the item just below it: must be " + std::to_string(i - 1));
      if (it.target_player != -1 || it.target_card != -1 || it.borrowed != -1 || it.x != 0)
        fail(path,
             "a cancel (G-18) names only the stack item it cancels: target_player must be -1, "
             "target_card null, x 0 and no borrowed");
    } else if (it.target_stack != -1) {
      fail(path + ".target_stack",
           "only a cancel cast from hand (G-18) names a stack item: must be -1 for '" + cs_.of(it.card).id + "'");
    }
    if (it.is_spell) {
      // G-16; BM2-4: a boss's active item is cast like a spell and stands on the stack as one.
      const CardKind kind = cs_.of(it.card).kind;
      if (kind != CardKind::spell && !(kind == CardKind::item && items_in_play(e_.rules(), cs_)))
        fail(path + ".card", "a spell item needs a spell card (or, in Boss Monster 2, an item: BM2-4)");
      if (std::count(s.resolving.begin(), s.resolving.end(), it.card) != 1)
        fail(path + ".card", "a spell on the stack must be in 'resolving'");
      for (std::size_t j = 0; j < i; ++j)
        if (s.stack[j].is_spell && s.stack[j].card == it.card)
          fail(path + ".card", "the same spell twice on the stack");
    }
  }
  for (std::size_t i = 0; i < s.resolving.size(); ++i) {
    const int c = s.resolving[i];
    if (std::none_of(s.stack.begin(), s.stack.end(), [&](const StackItem& it) { return it.is_spell && it.card == c; }))
      fail(idx("state.resolving", i), "a spell being resolved must be on the stack");
  }
  if (count_tasks(TaskKind::resolve) != static_cast<int>(s.stack.size()))
    fail("state.agenda", std::to_string(count_tasks(TaskKind::resolve)) + " 'resolve' tasks for " +
                             std::to_string(s.stack.size()) + " stack items; they must match");
}

// The running hero.
void Validator::running_hero() const {
  const GameState& s = s_;
  const Run& run = s.run;
  player(run.player, "state.run.player", true);
  if (run.player < 0) {
    if (run.hero != -1) fail("state.run.hero", "must be null when no hero runs (player -1)");
  } else {
    if (run.hero < 0) fail("state.run.hero", "a run needs a hero");
    const int rooms = static_cast<int>(s.players[static_cast<std::size_t>(run.player)].dungeon.size());
    within(run.room, -1, run.in_room ? rooms - 1 : rooms, "state.run.room", "room index");
  }
}

// Winners and the end.
void Validator::end_state() const {
  const GameState& s = s_;
  for (std::size_t i = 0; i < s.winners.size(); ++i) {
    player(s.winners[i], idx("state.winners", i), false);
    if (std::count(s.winners.begin(), s.winners.end(), s.winners[i]) > 1)
      fail(idx("state.winners", i), "a winner listed twice");
  }
  if (s.over) {
    if (s.phase != Phase::game_over) fail("state.phase", "the game is over: phase must be 'game_over'");
  } else {
    if (s.phase == Phase::game_over) fail("state.phase", "'game_over' but over is false");
    if (s.end_rule != 0) fail("state.end_rule", "must be 'none' while the game is not over");
    if (!s.winners.empty()) fail("state.winners", "must be empty while the game is not over");
  }
}

void Validator::run() {
  census();
  phase_and_order();
  hero_items();
  players();
  zones();
  stack();
  running_hero();
  end_state();
  const GameState& s = s_;
  for (std::size_t i = 0; i < s.agenda.size(); ++i) task(s.agenda[i], i);
  decision();
  // The state invariants (state/structure.hpp), as the checker applies them after every action:
  // a well-formed state that breaks one is still a position no game reaches.
  if (const auto f = state_fault(e_.rules(), cs_, e_.board(), s))
    fail(f->field,
         std::string("no game reaches this position: ") + f->invariant + " (" + f->rules + "): " + f->message);
}

}  // namespace

namespace {

// One player as the snapshot writes it (docs/snapshot.md).
json player_json(const CardSet& cs, const PlayerState& pl, bool bm2) {
  json dungeon = json::array();
  for (const RoomSlot& r : pl.dungeon)
    dungeon.push_back({{"cards", cards_json(cs, r.cards)},
                       {"face_down", r.face_down},
                       {"deactivated", r.deactivated},
                       {"bonus_damage", r.bonus_damage},
                       {"used_this_round", r.used_this_round},
                       {"triggered_this_round", r.triggered_this_round},
                       {"tokens", r.tokens}});
  json entrance = json::array();
  for (const WaitingHero& w : pl.entrance) {
    entrance.push_back({{"hero", card_json(cs, w.hero)}, {"health_bonus", w.health_bonus}});
    if (w.damage != 0) entrance.back()["damage"] = w.damage;  // G-12: only when it took damage waiting
  }
  json score = json::array();
  for (const ScoredHero& h : pl.score) score.push_back({{"hero", card_json(cs, h.hero)}, {"soul", h.soul}});
  json out{{"boss", card_json(cs, pl.boss)},
           {"boss_choices", cards_json(cs, pl.boss_choices)},
           {"eliminated", pl.eliminated},
           {"leveled_up", pl.leveled_up},
           {"mulligan_done", pl.mulligan_done},
           {"hand", cards_json(cs, pl.hand)},
           {"dungeon", dungeon},
           {"entrance", entrance},
           {"score", score},
           {"built_this_phase", pl.built_this_phase},
           {"gained_soul_this_round", pl.gained_soul_this_round},
           {"trepidation", pl.trepidation},
           {"jackpot", pl.jackpot},
           {"crush_bonus", pl.crush_bonus},
           {"minion", pl.minion},
           {"minion_card", card_json(cs, pl.minion_card)},
           {"boss_treasure", pl.boss_treasure}};
  if (bm2) {  // BM2-4, BM2-7
    out["active_item"] = card_json(cs, pl.active_item);
    out["gained_item"] = card_json(cs, pl.gained_item);
    out["scored_items"] = cards_json(cs, pl.scored_items);
  }
  return out;
}

// The spell stack as the snapshot writes it.
json stack_json(const CardSet& cs, std::span<const StackItem> items) {
  json stack = json::array();
  for (const StackItem& it : items) {
    stack.push_back({{"card", card_json(cs, it.card)},
                     {"controller", it.controller},
                     {"is_spell", it.is_spell},
                     {"cancelled", it.cancelled},
                     {"target_player", it.target_player},
                     {"target_card", card_json(cs, it.target_card)},
                     {"target_stack", it.target_stack},
                     {"x", it.x}});
    if (it.borrowed >= 0) stack.back()["borrowed"] = card_json(cs, it.borrowed);  // BM2-37: only when borrowing
  }
  return stack;
}

}  // namespace

json state_to_json(const Engine& engine, const GameState& s) {
  const CardSet& cs = engine.cards();
  const bool bm2 = items_in_play(engine.rules(), cs);  // BM2-2, S-COMPAT-2: item zones
  json players = json::array();
  for (const PlayerState& pl : s.players) players.push_back(player_json(cs, pl, bm2));
  json landmarks = json::array();
  for (const auto& l : s.landmarks) landmarks.push_back(cards_json(cs, l));
  const json stack = stack_json(cs, s.stack);
  json agenda = json::array();
  for (const Task& t : s.agenda) agenda.push_back(task_json(cs, t));
  json rng = json::array();
  for (std::uint64_t w : s.rng.words()) rng.push_back(hex64(w));
  json out{{"num_players", s.num_players},
           {"round", s.round},
           {"phase", phase_name(s.phase)},
           {"active", s.active},
           {"order", s.order},
           {"players", players},
           {"boss_deck", cards_json(cs, s.boss_deck)},
           {"room_deck", cards_json(cs, s.room_deck)},
           {"spell_deck", cards_json(cs, s.spell_deck)},
           {"ordinary_heroes", cards_json(cs, s.ordinary_heroes)},
           {"epic_heroes", cards_json(cs, s.epic_heroes)},
           {"discard", cards_json(cs, s.discard)},
           {"spell_discard", cards_json(cs, s.spell_discard)},
           {"town", cards_json(cs, s.town)},
           {"city_left", s.city_left},
           {"landmarks", landmarks},
           {"market", cards_json(cs, s.market)},
           {"first_player", s.first_player},
           {"failed_reveal", s.failed_reveal},
           {"out_of_game", cards_json(cs, s.out_of_game)},
           {"resolving", cards_json(cs, s.resolving)},
           {"stack", stack},
           {"agenda", agenda},
           {"decision", decision_json(cs, s.decision)},
           {"run",
            {{"player", s.run.player},
             {"hero", card_json(cs, s.run.hero)},
             {"damage", s.run.damage},
             {"health_bonus", s.run.health_bonus},
             {"room", s.run.room},
             {"in_room", s.run.in_room}}},
           {"no_build_this_round", s.no_build_this_round},
           {"hero_moved_this_round", s.hero_moved_this_round},
           {"hero_revealed_this_round", s.hero_revealed_this_round},
           {"reveal_log", cards_json(cs, s.reveal_log)},
           {"actions", s.actions},
           {"over", s.over},
           {"winners", s.winners},
           {"end_rule", end_reason_name(static_cast<EndReason>(s.end_rule))},
           {"rng", rng}};
  if (bm2) {  // BM2-2, BM2-3: written only when items are in play, so other snapshots are unchanged
    out["item_deck"] = cards_json(cs, s.item_deck);
    out["items_waiting"] = cards_json(cs, s.items_waiting);
    json hi = json::array();
    for (const HeroItem& h : s.hero_items)
      hi.push_back({{"hero", card_json(cs, h.hero)}, {"item", card_json(cs, h.item)}});
    out["hero_items"] = hi;
  }
  if (!s.round_marks.empty()) {  // written only when some effect made one, so other snapshots are unchanged
    json marks = json::array();
    for (const RoundMark& m : s.round_marks)
      marks.push_back({{"kind", std::string(mark_kind_name(m.kind))},
                       {"player", m.player},
                       {"card", card_json(cs, m.card)},
                       {"value", m.value}});
    out["round_marks"] = marks;
  }
  return out;
}

namespace {

// What every part of read_state needs: the engine's cards and ruleset, the reader (which
// tracks where each card is placed), and the bounds read so far.
struct ReadCtx {
  const CardSet& cs;
  const Ruleset& r;
  Reader& rd;
  bool bm2 = false;
  std::size_t max_cards = 0;
  int n = 0;       // players, once read
  int layout = 2;  // how tasks and decisions are written: 1 (format 1.x) or 2 (named fields)
};

// A player's dungeon: up to 5 room stacks (7 with BM2 seven_rooms), each with its flags and tokens.
void read_dungeon(ReadCtx& c, const json& po, const std::string& path, PlayerState& pl) {
  Reader& rd = c.rd;
  const Ruleset& r = c.r;
  const auto most = static_cast<std::size_t>(max_rooms(r));
  // G-2, BM2-9 (INV-ROOMS-MAX): a dungeon past its stack limit is a position no game reaches.
  if (po["dungeon"].is_array() && po["dungeon"].size() > most)
    rd.fail(path + ".dungeon", "no game reaches this position: INV-ROOMS-MAX (G-2, BM2-9): " +
                                   std::to_string(po["dungeon"].size()) + " stacks; at most " + std::to_string(most));
  const json& dg = rd.array(po["dungeon"], path + ".dungeon", most);
  pl.dungeon.reset(dg.size());
  for (std::size_t i = 0; i < dg.size(); ++i) {
    const std::string sp = idx(path + ".dungeon", i);
    const json& so = rd.obj(dg[i], sp, FieldNames(kRoomStackFields));
    RoomSlot& rs = pl.dungeon[i];
    rd.place_all(so["cards"], sp + ".cards", rs.cards, kRoom, "a dungeon");
    rs.face_down = rd.boolean(so, sp, "face_down");
    rs.deactivated = rd.boolean(so, sp, "deactivated");
    rs.bonus_damage = rd.int_field(so, sp, "bonus_damage", -kBig, kBig);
    rs.used_this_round = rd.boolean(so, sp, "used_this_round");
    rs.triggered_this_round = rd.boolean(so, sp, "triggered_this_round");
    rs.tokens = rd.int_field(so, sp, "tokens", 0, kMaxTokens);  // SO-5's cap is INV-TOKENS (state/structure.hpp)
  }
}

// The heroes at a player's entrance and in the scoring area.
void read_entrance_and_score(ReadCtx& c, const json& po, const std::string& path, PlayerState& pl) {
  Reader& rd = c.rd;
  const std::size_t max_cards = c.max_cards;
  const json& en = rd.array(po["entrance"], path + ".entrance", max_cards);
  pl.entrance.assign(en.size(), WaitingHero{});
  for (std::size_t i = 0; i < en.size(); ++i) {
    const std::string ep = idx(path + ".entrance", i);
    const json& eo = rd.obj(en[i], ep, {"hero", "health_bonus"}, false, {}, {"damage"});
    rd.place(eo["hero"], ep + ".hero", pl.entrance[i].hero, kHero, "an entrance");
    pl.entrance[i].health_bonus = rd.int_field(eo, ep, "health_bonus", -kBig, kBig);
    if (eo.contains("damage")) pl.entrance[i].damage = rd.int_field(eo, ep, "damage", 0, kBig);  // G-12
  }
  const json& sc = rd.array(po["score"], path + ".score", max_cards);
  pl.score.assign(sc.size(), ScoredHero{});
  for (std::size_t i = 0; i < sc.size(); ++i) {
    const std::string hp = idx(path + ".score", i);
    const json& ho = rd.obj(sc[i], hp, {"hero", "soul"});
    rd.place(ho["hero"], hp + ".hero", pl.score[i].hero, kHero, "a scoring area");
    pl.score[i].soul = rd.boolean(ho, hp, "soul");
  }
}

// One player: boss, hand, dungeon, entrance, score, round flags, minion, boss treasure, BM2 items.
void read_player(ReadCtx& c, const json& pj, const std::string& path, PlayerState& pl) {
  Reader& rd = c.rd;
  const bool bm2 = c.bm2;
  const json& po = rd.obj(pj, path,
                          {"boss", "boss_choices", "eliminated", "leveled_up", "mulligan_done", "hand", "dungeon",
                           "entrance", "score", "built_this_phase", "gained_soul_this_round", "trepidation", "jackpot",
                           "crush_bonus", "minion", "minion_card", "boss_treasure"},
                          bm2, {"active_item", "gained_item", "scored_items"});
  rd.place_opt(po["boss"], path + ".boss", pl.boss, kBoss, "a boss space");
  rd.place_all(po["boss_choices"], path + ".boss_choices", pl.boss_choices, kBoss, "boss_choices");
  pl.eliminated = rd.boolean(po, path, "eliminated");
  pl.leveled_up = rd.boolean(po, path, "leveled_up");
  pl.mulligan_done = rd.boolean(po, path, "mulligan_done");
  rd.place_all(po["hand"], path + ".hand", pl.hand, kRoomOrSpell, "a hand");
  read_dungeon(c, po, path, pl);
  read_entrance_and_score(c, po, path, pl);
  pl.built_this_phase = rd.boolean(po, path, "built_this_phase");
  pl.gained_soul_this_round = rd.boolean(po, path, "gained_soul_this_round");
  pl.trepidation = rd.boolean(po, path, "trepidation");
  pl.jackpot = rd.boolean(po, path, "jackpot");
  pl.crush_bonus = rd.int_field(po, path, "crush_bonus", -kBig, kBig);
  pl.minion = rd.int_field(po, path, "minion", -1, kMinionBoss);
  pl.minion_card = rd.ref(po["minion_card"], path + ".minion_card");
  const json& bt = rd.array(po["boss_treasure"], path + ".boss_treasure", pl.boss_treasure.size());
  if (bt.size() != pl.boss_treasure.size())
    rd.fail(path + ".boss_treasure", "expected 4 integers (cleric, fighter, mage, thief)");
  for (std::size_t t = 0; t < pl.boss_treasure.size(); ++t)
    pl.boss_treasure[t] = static_cast<int>(rd.integer(bt[t], idx(path + ".boss_treasure", t), 0, kMaxIcons));
  if (bm2) {
    rd.place_opt(po["active_item"], path + ".active_item", pl.active_item, kItem, "a boss's active item (BM2-4)");
    rd.place_opt(po["gained_item"], path + ".gained_item", pl.gained_item, kItem, "a boss's item being chosen (BM2-4)");
    rd.place_all(po["scored_items"], path + ".scored_items", pl.scored_items, kItem,
                 "a scoring area's face-down items (BM2-7)");
  }
}

// BM2-2, BM2-3: the item deck, the items waiting in town, the heroes' items.
void read_bm2_items(ReadCtx& c, const json& o, GameState& s) {
  Reader& rd = c.rd;
  const CardSet& cs = c.cs;
  const std::size_t max_cards = c.max_cards;
  rd.place_all(o["item_deck"], "state.item_deck", s.item_deck, kItem, "the item deck (BM2-2)");
  rd.place_all(o["items_waiting"], "state.items_waiting", s.items_waiting, kItem, "the items waiting in town (BM2-3)");
  const json& ha = rd.array(o["hero_items"], "state.hero_items", max_cards);
  s.hero_items.assign(ha.size(), HeroItem{});
  for (std::size_t i = 0; i < ha.size(); ++i) {
    const std::string hp = idx("state.hero_items", i);
    const json& ho = rd.obj(ha[i], hp, {"hero", "item"});
    s.hero_items[i].hero = rd.ref(ho["hero"], hp + ".hero");
    if (s.hero_items[i].hero < 0 || cs.of(s.hero_items[i].hero).kind != CardKind::hero)
      rd.fail(hp + ".hero", "expected a hero card id");
    rd.place(ho["item"], hp + ".item", s.hero_items[i].item, kItem, "a hero's item (BM2-3)");
  }
}

// The decks, discard piles, town, city, landmarks, market, marker and cards out of game.
void read_zones(ReadCtx& c, const json& o, GameState& s) {
  Reader& rd = c.rd;
  const bool bm2 = c.bm2;
  const std::size_t max_cards = c.max_cards;
  const int n = c.n;
  rd.place_all(o["boss_deck"], "state.boss_deck", s.boss_deck, kBoss, "the boss deck");
  rd.place_all(o["room_deck"], "state.room_deck", s.room_deck, kRoom, "the room deck");
  rd.place_all(o["spell_deck"], "state.spell_deck", s.spell_deck, kSpell, "the spell deck");
  rd.place_all(o["ordinary_heroes"], "state.ordinary_heroes", s.ordinary_heroes, kHero, "the ordinary hero deck");
  rd.place_all(o["epic_heroes"], "state.epic_heroes", s.epic_heroes, kHero, "the epic hero deck");
  rd.place_all(o["discard"], "state.discard", s.discard, kRoomOrSpell, "the discard pile");
  rd.place_all(o["spell_discard"], "state.spell_discard", s.spell_discard, kSpell, "the spell discard pile");
  rd.place_all(o["town"], "state.town", s.town, kHero, "the town");
  s.city_left = rd.int_field(o, "state", "city_left", 0, static_cast<long long>(max_cards));
  {
    const json& lm = rd.array(o["landmarks"], "state.landmarks", 64);
    s.landmarks.assign(lm.size(), {});
    for (std::size_t i = 0; i < lm.size(); ++i)
      rd.place_all(lm[i], idx("state.landmarks", i), s.landmarks[i], kHero, "a landmark");
  }
  rd.place_all(o["market"], "state.market", s.market, kRoomOrSpell, "the market");
  s.first_player = rd.int_field(o, "state", "first_player", -1, n - 1);
  s.failed_reveal = rd.boolean(o, "state", "failed_reveal");
  rd.place_all(o["out_of_game"], "state.out_of_game", s.out_of_game, kAny, "out of game");
  rd.place_all(o["resolving"], "state.resolving", s.resolving, bm2 ? kSpellOrItem : kSpell, "resolving");
}

// The spell stack (G-16..G-18, S-9).
void read_stack(ReadCtx& c, const json& o, GameState& s) {
  Reader& rd = c.rd;
  const int n = c.n;
  const json& st = rd.array(o["stack"], "state.stack", 1000);
  for (std::size_t i = 0; i < st.size(); ++i) {
    const std::string path = idx("state.stack", i);
    const json& so =
        rd.obj(st[i], path,
               {"card", "controller", "is_spell", "cancelled", "target_player", "target_card", "target_stack", "x"},
               false, {}, {"borrowed"});
    StackItem it;
    it.card = rd.ref(so["card"], path + ".card");
    it.controller = rd.int_field(so, path, "controller", -1, n - 1);
    it.is_spell = rd.boolean(so, path, "is_spell");
    it.cancelled = rd.boolean(so, path, "cancelled");
    it.target_player = rd.int_field(so, path, "target_player", -1, n - 1);
    it.target_card = rd.ref(so["target_card"], path + ".target_card");
    it.target_stack = rd.int_field(so, path, "target_stack", -1, 999);
    it.x = rd.int_field(so, path, "x", -kBig, kBig);
    if (so.contains("borrowed")) it.borrowed = rd.ref(so["borrowed"], path + ".borrowed");  // BM2-37
    s.stack.push_back(it);
  }
}

// ---- tasks and decisions ------------------------------------------------------------------
// Layout 2 (snapshot format 2.x): every payload field by its name (BM_TASK_FIELDS,
// BM_DECISION_FIELDS; which a kind has: the `fields` column of its row in game/kinds.hpp) and
// an effect's `answer` object. Layout 1 (format 1.x): positional `a`..`e` and `ch_*`, mapped
// to the payload by position, which is the same table read by position.

constexpr const char* kV1Payload[] = {"a", "b", "c", "d", "e"};
constexpr const char* kV1Answer[] = {"ch_val", "ch_slot", "ch_slot2", "ch_player", "ch_option"};

int read_ability(const Reader& rd, const json& j, const std::string& path) {
  const std::string key = rd.string(j, path);
  Ability ab{};
  if (ability_from_key(key, ab)) return static_cast<int>(ab);
  EngineEffect e{};
  if (!kind_from_name(key, e))
    rd.fail(path, "unknown effect '" + key + "': expected an ability key (docs/cards.md) or one of " +
                      names_list<EngineEffect>());
  return as_int(e);
}

// One named payload field (layout 2), read as its FieldType.
int read_field(const Reader& rd, const json& o, const std::string& path, const FieldInfo& f, long long vmax) {
  const std::string fp = path + "." + f.name;
  switch (f.type) {
    case FieldType::card: return rd.ref(o[f.name], fp);
    case FieldType::ability: return read_ability(rd, o[f.name], fp);
    case FieldType::window_phase: {
      const std::string v = rd.string(o[f.name], fp);
      if (v == "build") return as_int(WindowPhase::build);
      if (v == "adventure") return as_int(WindowPhase::adventure);
      rd.fail(fp, "unknown window phase '" + v + "' (expected build or adventure)");
    }
    case FieldType::integer: break;
  }
  return rd.int_field(o, path, f.name, -vmax, vmax);
}

// The fields of a `kind` object (layout 2): exactly `want`. A field of another kind, or of
// layout 1, is named as such.
void check_named_fields(const Reader& rd, const json& o, const std::string& path, const std::string& what,
                        const std::vector<std::string>& want, std::span<const FieldInfo> catalog) {
  std::string list;
  for (const std::string& f : want) list += (list.empty() ? "" : ", ") + f;
  std::string note;
  for (const auto& [k, v] : o.items()) {
    if (std::find(want.begin(), want.end(), k) != want.end()) continue;
    const bool v1 = std::find(std::begin(kV1Payload), std::end(kV1Payload), k) != std::end(kV1Payload) ||
                    std::find(std::begin(kV1Answer), std::end(kV1Answer), k) != std::end(kV1Answer);
    // A field of another kind is known, only not here: said so (more than "unknown").
    if (find_field(catalog, k) || k == "answer")
      rd.fail(path + "." + k, "not a field of " + what + " (its fields: " + list + ")");
    note = " (" + what + ")" +
           (v1 ? "; fields a..e and ch_* are snapshot format 1.x, this state is written with names" : "");
    break;
  }
  std::vector<const char*> names;
  for (const std::string& f : want) names.push_back(f.c_str());
  check_json_object(o, rd.where(), path, FieldNames(names), {}, note);
}

// The payload of `kind` from its named fields (layout 2).
template <class Kind, std::size_t N>
void read_payload(const Reader& rd, const json& o, const std::string& path, Kind kind,
                  std::span<const FieldInfo> catalog, std::vector<std::string> want, long long vmax,
                  std::array<int, N>& payload) {
  const std::string what =
      std::string("a '") + name_of(kind) + "' " + (std::is_same_v<Kind, TaskKind> ? "task" : "decision");
  const auto names = field_names(*find_kind_info(kind));
  for (std::string_view f : names) want.emplace_back(f);
  if constexpr (std::is_same_v<Kind, TaskKind>)
    if (kind == TaskKind::effect) want.emplace_back("answer");
  check_named_fields(rd, o, path, what, want, catalog);
  for (std::string_view name : names) {
    const FieldInfo& f = *find_field(catalog, name);
    payload[static_cast<std::size_t>(f.index)] = read_field(rd, o, path, f, vmax);
  }
}

// Layout 1: a payload position the kind does not name must hold -1 (the engine never set one).
template <class Kind, std::size_t N>
void check_unused_v1(const Reader& rd, const std::string& path, Kind kind, const std::array<int, N>& payload) {
  const auto names = field_names(*find_kind_info(kind));
  for (std::size_t i = names.size(); i < N; ++i)
    if (payload[i] != -1)
      rd.fail(path + "." + kV1Payload[i], std::string("a '") + name_of(kind) +
                                              "' has no field at this position (it has " +
                                              std::to_string(names.size()) + "): expected -1");
}

Task read_task_v1(ReadCtx& c, const json& tj, const std::string& path, long long vmax) {
  Reader& rd = c.rd;
  const json& to = rd.obj(
      tj, path,
      {"kind", "player", "step", "a", "b", "c", "d", "e", "ch_val", "ch_slot", "ch_slot2", "ch_player", "ch_option"});
  Task t;
  t.kind = enum_by_name<TaskKind>(rd, to["kind"], path + ".kind", "task kind");
  t.player = rd.int_field(to, path, "player", -1, c.n - 1);
  t.step = rd.int_field(to, path, "step", 0, 1000);
  for (std::size_t i = 0; i < Task::kPayload; ++i) {
    const std::string fp = path + "." + kV1Payload[i];
    const json& v = to[kV1Payload[i]];
    if (t.kind == TaskKind::on_build && i == 0) t.payload[i] = rd.ref(v, fp);  // the card
    else if (t.kind == TaskKind::effect && i == 0) t.payload[i] = read_ability(rd, v, fp);
    else if (t.kind == TaskKind::effect && i == 1) t.payload[i] = rd.ref(v, fp);  // the source card
    else t.payload[i] = static_cast<int>(rd.integer(v, fp, -vmax, vmax));
  }
  int* answer[] = {&t.answer.pick, &t.answer.slot, &t.answer.slot2, &t.answer.player, &t.answer.option};
  for (std::size_t i = 0; i < std::size(kV1Answer); ++i) {
    const bool player = i == 3;
    *answer[i] = rd.int_field(to, path, kV1Answer[i], player ? -1 : -vmax, player ? c.n - 1 : vmax);
    if (t.kind != TaskKind::effect && *answer[i] != -1)
      rd.fail(path + "." + kV1Answer[i], std::string("only an effect task has an answer: expected -1"));
  }
  check_unused_v1(rd, path, t.kind, t.payload);
  return t;
}

Task read_task_v2(ReadCtx& c, const json& to, const std::string& path, long long vmax) {
  Reader& rd = c.rd;
  if (!to.is_object()) rd.fail_field(path, json_type_problem("an object", to));
  if (!to.contains("kind")) rd.fail_field(path + ".kind", "missing");
  Task t;
  t.kind = enum_by_name<TaskKind>(rd, to["kind"], path + ".kind", "task kind");
  read_payload(rd, to, path, t.kind, task_fields(), {"kind", "player", "step"}, vmax, t.payload);
  t.player = rd.int_field(to, path, "player", -1, c.n - 1);
  t.step = rd.int_field(to, path, "step", 0, 1000);
  if (t.kind == TaskKind::effect) {
    const std::string ap = path + ".answer";
    const json& ao = rd.obj(to["answer"], ap, {"pick", "slot", "slot2", "player", "option"});
    t.answer.pick = rd.int_field(ao, ap, "pick", -vmax, vmax);
    t.answer.slot = rd.int_field(ao, ap, "slot", -vmax, vmax);
    t.answer.slot2 = rd.int_field(ao, ap, "slot2", -vmax, vmax);
    t.answer.player = rd.int_field(ao, ap, "player", -1, c.n - 1);
    t.answer.option = rd.int_field(ao, ap, "option", -vmax, vmax);
  }
  return t;
}

// The agenda: the stack of tasks still to run (docs/architecture.md#the-agenda).
void read_agenda(ReadCtx& c, const json& o, GameState& s) {
  Reader& rd = c.rd;
  const json& ag = rd.array(o["agenda"], "state.agenda", 10000);
  const long long vmax = std::max<long long>(c.cs.instances(), 1000000);
  for (std::size_t i = 0; i < ag.size(); ++i) {
    const std::string path = idx("state.agenda", i);
    s.agenda.push_back(c.layout == 1 ? read_task_v1(c, ag[i], path, vmax) : read_task_v2(c, ag[i], path, vmax));
  }
}

// The pending decision.
void read_decision(ReadCtx& c, const json& o, GameState& s) {
  Reader& rd = c.rd;
  const std::string path = "state.decision";
  const json& d = o["decision"];
  if (c.layout == 1) {
    rd.obj(d, path, {"kind", "player", "a", "b"});
    for (std::size_t i = 0; i < Decision::kPayload; ++i)
      s.decision.payload[i] = rd.int_field(d, path, kV1Payload[i], -1, 100000);
  } else {
    if (!d.is_object()) rd.fail_field(path, json_type_problem("an object", d));
    if (!d.contains("kind")) rd.fail_field(path + ".kind", "missing");
  }
  s.decision.kind = enum_by_name<DecisionKind>(rd, d["kind"], path + ".kind", "decision kind");
  s.decision.player = rd.int_field(d, path, "player", -1, c.n - 1);
  if (c.layout == 1) check_unused_v1(rd, path, s.decision.kind, s.decision.payload);
  else read_payload(rd, d, path, s.decision.kind, decision_fields(), {"kind", "player"}, 100000, s.decision.payload);
}

// The hero running through a dungeon.
// The printed Boss Monster 2 effects until the end of the round (optional: absent = none).
void read_round_marks(ReadCtx& c, const json& o, GameState& s) {
  if (!o.contains("round_marks")) return;
  Reader& rd = c.rd;
  const json& ma = rd.array(o["round_marks"], "state.round_marks", c.max_cards);
  for (std::size_t i = 0; i < ma.size(); ++i) {
    const std::string mp = idx("state.round_marks", i);
    const json& mo = rd.obj(ma[i], mp, {"kind", "player", "card", "value"});
    RoundMark m;
    if (!mo["kind"].is_string() || !mark_kind_from_name(mo["kind"].get<std::string>(), m.kind))
      rd.fail(mp + ".kind",
              "expected one of party_up, fountain, stash, skip, lured, rooms_destroyed, souls_gained, "
              "no_treasure, spell_cast, boss_used, blanked, heroes_entered, cannot_win, not_lured, item_new, "
              "wounds_harmless, power_spent, extra_wound, got_through, dark_health, castle_waits");
    m.player = rd.int_field(mo, mp, "player", -1, c.n - 1);
    m.card = rd.ref(mo["card"], mp + ".card");
    m.value = rd.int_field(mo, mp, "value", -kBig, kBig);
    s.round_marks.push_back(m);
  }
}

void read_run(ReadCtx& c, const json& o, GameState& s) {
  Reader& rd = c.rd;
  const int n = c.n;
  const json& ro = rd.obj(o["run"], "state.run", {"player", "hero", "damage", "health_bonus", "room", "in_room"});
  s.run.player = rd.int_field(ro, "state.run", "player", -1, n - 1);
  rd.place_opt(ro["hero"], "state.run.hero", s.run.hero, kHero, "the running hero");
  s.run.damage = rd.int_field(ro, "state.run", "damage", -kBig, kBig);
  s.run.health_bonus = rd.int_field(ro, "state.run", "health_bonus", -kBig, kBig);
  s.run.room = rd.int_field(ro, "state.run", "room", -1,
                            max_rooms(c.r));  // G-2, BM2-9: up to the stack count (past the last room)
  s.run.in_room = rd.boolean(ro, "state.run", "in_room");
}

// The round flags, the reveal log, the action count and the result.
void read_round_flags_and_end(ReadCtx& c, const json& o, GameState& s) {
  Reader& rd = c.rd;
  const CardSet& cs = c.cs;
  const std::size_t max_cards = c.max_cards;
  const int n = c.n;
  s.no_build_this_round = rd.boolean(o, "state", "no_build_this_round");
  s.hero_moved_this_round = rd.boolean(o, "state", "hero_moved_this_round");
  s.hero_revealed_this_round = rd.boolean(o, "state", "hero_revealed_this_round");
  const json& rl = rd.array(o["reveal_log"], "state.reveal_log", max_cards);
  for (std::size_t i = 0; i < rl.size(); ++i) {
    const int h = rd.ref(rl[i], idx("state.reveal_log", i));
    if (h < 0 || cs.of(h).kind != CardKind::hero) rd.fail(idx("state.reveal_log", i), "expected a hero card id");
    s.reveal_log.push_back(h);
  }
  s.actions = rd.int_field(o, "state", "actions", 0, 1000000000);
  s.over = rd.boolean(o, "state", "over");
  const json& w = rd.array(o["winners"], "state.winners", static_cast<std::size_t>(n));
  for (std::size_t i = 0; i < w.size(); ++i)
    s.winners.push_back(static_cast<int>(rd.integer(w[i], idx("state.winners", i), 0, n - 1)));
  s.end_rule = as_int(enum_by_name<EndReason>(rd, o["end_rule"], "state.end_rule", "end reason"));
}

// The RNG's four xoshiro256** words.
void read_rng(ReadCtx& c, const json& o, GameState& s) {
  Reader& rd = c.rd;
  const json& rg = rd.array(o["rng"], "state.rng", 4);
  if (rg.size() != 4) rd.fail("state.rng", "expected the 4 xoshiro256** words as 16-digit hex strings");
  std::array<std::uint64_t, 4> w{};
  for (std::size_t i = 0; i < 4; ++i) {
    const std::string h = rd.string(rg[i], idx("state.rng", i));
    if (h.size() != 16 || !parse_hex64(h, w[i])) rd.fail(idx("state.rng", i), "'" + h + "' is not 16 hex digits");
  }
  if (w[0] == 0 && w[1] == 0 && w[2] == 0 && w[3] == 0)
    rd.fail("state.rng", "all four words zero: xoshiro256** would only produce zeros");
  s.rng.set_words(w);
}

GameState read_state(const Engine& engine, const json& j, Reader& rd, int layout, bool boundary) {
  const CardSet& cs = engine.cards();
  const Ruleset& r = engine.rules();
  const bool bm2 = items_in_play(r, cs);  // BM2-2, S-COMPAT-2: item zones
  const std::size_t max_cards = static_cast<std::size_t>(cs.instances());
  ReadCtx c{cs, r, rd, bm2, max_cards, 0, layout};
  GameState s;
  const json& o = rd.obj(j, "state",
                         {"num_players",
                          "round",
                          "phase",
                          "active",
                          "order",
                          "players",
                          "boss_deck",
                          "room_deck",
                          "spell_deck",
                          "ordinary_heroes",
                          "epic_heroes",
                          "discard",
                          "spell_discard",
                          "town",
                          "city_left",
                          "landmarks",
                          "market",
                          "first_player",
                          "failed_reveal",
                          "out_of_game",
                          "resolving",
                          "stack",
                          "agenda",
                          "decision",
                          "run",
                          "no_build_this_round",
                          "hero_moved_this_round",
                          "hero_revealed_this_round",
                          "reveal_log",
                          "actions",
                          "over",
                          "winners",
                          "end_rule",
                          "rng"},
                         bm2, {"item_deck", "items_waiting", "hero_items"}, {"round_marks"});
  const PlayerRange pr = player_range(r, engine.board());
  s.num_players = rd.int_field(o, "state", "num_players", pr.min, pr.max);  // C-1, S-1, SO-1, BM2-2, BM2-6
  const int n = s.num_players;
  s.round = rd.int_field(o, "state", "round", 0, 100000);
  s.phase = enum_by_name<Phase>(rd, o["phase"], "state.phase", "phase");
  s.active = rd.int_field(o, "state", "active", -1, n - 1);
  {
    const json& a = rd.array(o["order"], "state.order", static_cast<std::size_t>(n));
    for (std::size_t i = 0; i < a.size(); ++i)
      s.order.push_back(static_cast<int>(rd.integer(a[i], idx("state.order", i), 0, n - 1)));
  }
  const json& pa = rd.array(o["players"], "state.players", static_cast<std::size_t>(n));
  if (static_cast<int>(pa.size()) != n)
    rd.fail("state.players", std::to_string(pa.size()) + " players, but num_players is " + std::to_string(n));
  s.players.reset(static_cast<std::size_t>(n));
  c.n = n;
  for (std::size_t p = 0; p < pa.size(); ++p) read_player(c, pa[p], idx("state.players", p), s.players[p]);
  if (bm2) read_bm2_items(c, o, s);
  read_zones(c, o, s);
  read_stack(c, o, s);
  read_agenda(c, o, s);
  read_decision(c, o, s);
  read_run(c, o, s);
  read_round_marks(c, o, s);
  read_round_flags_and_end(c, o, s);
  read_rng(c, o, s);
  rd.finish_placements();
  for (auto& pl : s.players) std::sort(pl.hand.begin(), pl.hand.end());  // hands are sets, kept sorted (G-19)
  // References to cards placed elsewhere must name the right kinds.
  for (std::size_t p = 0; p < s.players.size(); ++p) {
    const int mc = s.players[p].minion_card;
    if (mc >= 0 && cs.of(mc).kind != CardKind::room)
      rd.fail(idx("state.players", p) + ".minion_card", "expected a room card id");
  }
  Validator(engine, s, rd, boundary).run();
  return s;
}

}  // namespace

GameState state_from_json(const Engine& engine, const json& j, const std::string& where, int major, bool boundary) {
  Reader rd(engine, where);
  try {
    // Without a document version (a log's snapshot line): layout 1 writes the decision's `a`.
    const bool v1 = major == 1 || (major == 0 && j.is_object() && j.contains("decision") && j["decision"].is_object() &&
                                   j["decision"].contains("a"));
    return read_state(engine, j, rd, v1 ? 1 : 2, boundary);
  } catch (const InputError&) { throw; } catch (const json::exception& e) {
    rd.fail("state", std::string("malformed JSON value: ") + e.what());
  } catch (const std::exception& e) { rd.fail("state", std::string("unreadable state: ") + e.what()); }
}

json snapshot_document(const Engine& engine, const GameState& s) {
  const Ruleset& r = engine.rules();
  json rules = ruleset_to_json(r);
  const std::uint64_t rules_hash = ruleset_hash_of(rules);
  json d = json{{"format", kSnapshotFormat},
                {"version", std::to_string(kSnapshotMajor) + "." + std::to_string(kSnapshotMinor)},
                {"ruleset", std::move(rules)},
                {"ruleset_hash", hex64(rules_hash)},
                {"cards", {{"id", engine.cards().id}, {"hash", hex64(engine.cards().hash)}}},
                {"players", s.num_players},
                {"state", state_to_json(engine, s)}};
  if (r.super_like()) d["board"] = {{"id", engine.board().id}, {"hash", hex64(engine.board().hash)}};
  return d;
}

GameState snapshot_from_document(const Engine& engine, const json& doc, const std::string& where) {
  Reader rd(engine, where);
  try {
    const Ruleset& r = engine.rules();
    if (!doc.is_object()) rd.fail("(document)", "expected a JSON object, got " + type_of(doc));
    if (!doc.contains("format"))
      rd.fail("(document)", "missing field 'format' (expected \"" + std::string(kSnapshotFormat) + "\")");
    const std::string format = rd.string(doc["format"], "format");
    if (format != kSnapshotFormat)
      rd.fail("format", "'" + format + "' is not a snapshot: expected \"" + kSnapshotFormat + "\"");
    if (r.super_like())
      rd.obj(doc, "", {"format", "version", "ruleset", "ruleset_hash", "cards", "board", "players", "state"});
    else rd.obj(doc, "", {"format", "version", "ruleset", "ruleset_hash", "cards", "players", "state"});
    const std::string version = rd.string(doc["version"], "version");
    const auto dot = version.find('.');
    const std::string major = version.substr(0, dot);
    const bool ok =
        dot != std::string::npos && !major.empty() && dot + 1 < version.size() &&
        std::all_of(version.begin(), version.end(), [](char ch) { return (ch >= '0' && ch <= '9') || ch == '.'; }) &&
        version.find('.', dot + 1) == std::string::npos && major.size() <= 6;
    if (!ok) rd.fail("version", "'" + version + "' is not MAJOR.MINOR");
    const int read_major = std::stoi(major);
    if (read_major != kSnapshotMajor && read_major != 1)
      rd.fail("version", "major version " + major + " is not supported: this program reads " +
                             std::to_string(kSnapshotMajor) + ".x and 1.x");
    // The ruleset: the recorded one must be well-formed and hash to ruleset_hash, which must be the engine's.
    const std::string rh = rd.string(doc["ruleset_hash"], "ruleset_hash");
    const Ruleset recorded = load_ruleset(doc["ruleset"], (where.empty() ? std::string() : where + ": ") + "ruleset");
    if (hex64(recorded.hash()) != rh)
      rd.fail("ruleset_hash", rh + " is not the hash of the recorded ruleset (" + hex64(recorded.hash()) + ")");
    if (rh != hex64(r.hash()))
      rd.fail("ruleset_hash", rh + " differs from the ruleset in use ('" + r.name + "', " + hex64(r.hash()) + ")");
    const json& c = rd.obj(doc["cards"], "cards", {"id", "hash"});
    const std::string cid = rd.string(c["id"], "cards.id");
    const std::string ch = rd.string(c["hash"], "cards.hash");
    if (ch != hex64(engine.cards().hash))
      rd.fail("cards.hash", ch + " (card set '" + cid + "') differs from the card set in use ('" + engine.cards().id +
                                "', " + hex64(engine.cards().hash) + ")");
    if (r.super_like()) {
      const json& b = rd.obj(doc["board"], "board", {"id", "hash"});
      const std::string bid = rd.string(b["id"], "board.id");
      const std::string bh = rd.string(b["hash"], "board.hash");
      if (bh != hex64(engine.board().hash))
        rd.fail("board.hash", bh + " (board '" + bid + "') differs from the board in use ('" + engine.board().id +
                                  "', " + hex64(engine.board().hash) + ")");
    }
    const long long players = rd.integer(doc["players"], "players", 1, 64);
    GameState s = state_from_json(engine, doc["state"], where, read_major);
    if (players != s.num_players)
      rd.fail("players",
              std::to_string(players) + " differs from state.num_players (" + std::to_string(s.num_players) + ")");
    return s;
  } catch (const InputError&) { throw; } catch (const json::exception& e) {
    rd.fail("(document)", std::string("malformed JSON value: ") + e.what());
  } catch (const std::exception& e) { rd.fail("(document)", std::string("unreadable snapshot: ") + e.what()); }
}

}  // namespace bm
