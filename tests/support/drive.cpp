#include "support/drive.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include <gtest/gtest.h>

#include "bm/core/error.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/play.hpp"

namespace bm::test {

std::string played_log(const Engine& engine, int players, std::uint64_t seed, bool declared) {
  std::ostringstream out;
  LogWriter w(out, engine, declared);
  PlayOptions opt;
  opt.players = players;
  opt.seed = seed;
  opt.declared_chance = declared;
  play_game(engine, opt, &w);
  return out.str();
}

std::vector<std::string> log_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

std::string log_text(const std::vector<std::string>& lines) {
  std::string text;
  for (const auto& l : lines) text += l + "\n";
  return text;
}

const Action* pass_action(const std::vector<Action>& legal, bool with_decline) {
  for (const auto& a : legal)
    if (a.type == ActionType::pass || a.type == ActionType::pass_build || a.type == ActionType::keep ||
        (with_decline && a.type == ActionType::decline))
      return &a;
  return nullptr;
}

std::vector<json> legal_of(const Scenario& sc, const std::string& type) {
  std::vector<json> out;
  for (const auto& j : sc.legal_json())
    if (j["type"] == type) out.push_back(j);
  return out;
}

std::vector<json> legal_with(const Scenario& sc, const std::string& type, const std::string& card) {
  std::vector<json> out;
  for (const auto& j : legal_of(sc, type))
    if (j.contains("card") && j["card"] == card) out.push_back(j);
  return out;
}

namespace {
std::vector<std::string> legal_cards(const Scenario& sc, const std::string& type) {
  std::vector<std::string> out;
  for (const auto& j : legal_of(sc, type))
    if (std::find(out.begin(), out.end(), j["card"]) == out.end()) out.push_back(j["card"]);
  std::sort(out.begin(), out.end());
  return out;
}
}  // namespace

std::vector<std::string> castable(const Scenario& sc) { return legal_cards(sc, "cast"); }
std::vector<std::string> activatable(const Scenario& sc) { return legal_cards(sc, "activate"); }

std::string illegal_message(Scenario& sc, const Action& a) {
  try {
    sc.engine.apply(sc.s, a, &sc.events);
  } catch (const IllegalAction& e) { return e.what(); }
  return "";
}

bool build_turn_of(const Scenario& sc, int p) { return sc.to_move() == p && sc.decision() == DecisionKind::build; }
bool choosing(const Scenario& sc) { return sc.decision() == DecisionKind::choose; }
bool adventure_over(const Scenario& sc) { return choosing(sc) || sc.s.phase != Phase::adventure; }
int round_now(const Scenario& sc) { return std::max(sc.s.round, 1); }

namespace stop {
StatePredicate build_turn_of(int p) {
  return [p](const GameState& s) { return s.decision.kind == DecisionKind::build && s.decision.player == p; };
}
StatePredicate window_in_room(int p, int hero, int room) {
  return [=](const GameState& s) {
    return s.decision.kind == DecisionKind::window && s.decision.player == p && s.run.in_room && s.run.hero == hero &&
           s.run.room == room;
  };
}
StatePredicate choice_of(int p) {
  return [p](const GameState& s) { return s.decision.kind == DecisionKind::choose && s.decision.player == p; };
}
}  // namespace stop

json cast_room(const std::string& spell, int player, const std::string& room, int stack) {
  return json{{"type", "cast"}, {"card", spell}, {"target_player", player}, {"target", room}, {"stack", stack}};
}
json cast_hero(const std::string& spell, int player, const std::string& hero) {
  return json{{"type", "cast"}, {"card", spell}, {"target_player", player}, {"target", hero}};
}
json cast_plain(const std::string& spell) { return json{{"type", "cast"}, {"card", spell}}; }
json minion_on(const std::string& space) { return json{{"type", "place_minion"}, {"space", space}}; }
json minion_on_room(const std::string& card, int stack) {
  return json{{"type", "place_minion"}, {"space", "room"}, {"card", card}, {"stack", stack}};
}
json choose_room(const std::string& card, int owner, int stack) {
  return json{{"type", "choose"}, {"card", card}, {"stack", stack}, {"target_player", owner}};
}

void when_legal(Scenario& sc, const json& a) {
  sc.pass_until([&](const Scenario& x) { return x.can(a); });
  sc.act(a);
}

Scenario thk_item_on_seat1_room(std::uint64_t seed, std::initializer_list<std::string> rooms, const std::string& item,
                                const std::string& target, int slot, bool used) {
  return thk_item_on_seat1(seed, rooms, item, cast_room(item, 1, target, slot), used);
}

Scenario thk_item_against_seat1(std::uint64_t seed, std::initializer_list<std::string> rooms, const std::string& hero,
                                const std::string& item) {
  Scenario sc = thk_two_players(seed);
  sc.set_dungeon(1, rooms);
  sc.add_entrance(1, hero);
  sc.set_active_item(0, item);
  return sc;
}

bool p0_window_in_a_room(const Scenario& sc) { return sc.s.run.in_room && sc.to_move() == 0; }

Scenario thk_item_in_seat1_window(std::uint64_t seed, std::initializer_list<std::string> rooms,
                                  const std::string& item) {
  Scenario sc = thk_item_against_seat1(seed, rooms, kFighter8, item);
  sc.start_adventure();
  if (!sc.pass_until(p0_window_in_a_room)) throw std::logic_error("seat 0 never had a window with a hero in a room");
  return sc;
}

void thk_carrier_rounds(std::uint64_t seed, std::initializer_list<std::string> rooms, const std::string& hero,
                        const std::string& item, const std::function<void(const Scenario&, bool carried)>& check) {
  thk_carrier_rounds(seed, rooms, {hero}, hero, item, check);
}

void thk_carrier_rounds(std::uint64_t seed, std::initializer_list<std::string> rooms,
                        std::initializer_list<std::string> queue, const std::string& carrier, const std::string& item,
                        const std::function<void(const Scenario&, bool carried)>& check) {
  for (const bool carried : {false, true}) {
    SCOPED_TRACE(carried ? "carried" : "not carried");
    check(thk_carrier_round(seed, rooms, queue, carrier, carried ? item : ""), carried);
  }
}

Scenario thk_item_on_seat1(std::uint64_t seed, std::initializer_list<std::string> rooms, const std::string& item,
                           const json& cast, bool used) {
  Scenario sc = thk_item_against_seat1(seed, rooms, kFighter8, item);
  sc.start_adventure();
  if (used) {
    if (!sc.pass_until([&](const Scenario& s) { return s.s.run.in_room && s.can(cast); }))
      throw std::logic_error("the game ended before " + item + " could be used");
    sc.act(cast);
  }
  sc.finish_round(1);
  return sc;
}

Scenario thk_cancel_a_freeze(std::uint64_t seed, const std::string& item, const std::string& other_item,
                             const json& cancel, bool used) {
  Scenario sc = thk_two_players(seed);
  sc.set_dungeon(0, {"BM018", "BM019"});
  sc.set_hand(1, {"BM046"});
  sc.add_entrance(0, kFighter6);
  sc.set_active_item(0, item);
  if (!other_item.empty()) sc.set_active_item(1, other_item);
  sc.start_adventure();
  const json freeze = cast_room("BM046", 0, "BM019", 1);
  if (!sc.pass_until([&](const Scenario& s) { return s.to_move() == 1 && s.can(freeze); }))
    throw std::logic_error("seat 1 never could freeze Beast Menagerie");
  sc.act(freeze);
  if (!sc.pass_until([&](const Scenario& s) { return s.to_move() == 0; }) || !sc.can(cancel))
    throw std::logic_error("seat 0 cannot answer the Freeze with " + cancel.dump());
  if (used) sc.act(cancel);
  sc.finish_round(1);
  return sc;
}

void four_rooms_and_a_fifth(Scenario& sc, std::initializer_list<std::string> dungeon) {
  sc.set_dungeon(0, dungeon);
  sc.set_hand(0, {"BM018"});
}

Scenario level_up_table(const std::string& boss, std::uint64_t seed, std::initializer_list<std::string> dungeon) {
  Scenario sc = board("classic", {boss, "BM008"}, seed);
  four_rooms_and_a_fifth(sc, dungeon);
  return sc;
}

std::vector<json> casts_beside_fear(Scenario& sc, int q, const std::string& spell, int owner, const std::string& hero) {
  sc.set_hand(q, {spell, "BM045"});
  sc.start_adventure();
  const json fear = cast_hero("BM045", owner, hero);
  if (!sc.pass_until([&](const Scenario& s) { return s.can(fear); }) || sc.to_move() != q)
    throw std::logic_error("seat " + std::to_string(q) + " never could cast Fear on " + hero);
  return legal_with(sc, "cast", spell);
}

void start_p0_build_turn(Scenario& sc) {
  sc.start_build();
  if (!sc.pass_until(p0_builds)) throw std::runtime_error("the game ended before seat 0's build turn");
}

void build_fifth_room(Scenario& sc) {
  start_p0_build_turn(sc);
  sc.act({{"type", "build"}, {"card", "BM018"}, {"stack", "new"}});
}

bool level_up_choice(Scenario& sc) {
  build_fifth_room(sc);
  return sc.pass_until(choosing);
}

void finish_phase(Scenario& sc) { finish_phase(sc, sc.s.phase); }

void finish_phase(Scenario& sc, Phase ph) {
  const int r = sc.s.round;
  sc.pass_until([=](const Scenario& x) { return x.s.phase != ph || x.s.round != r; });
}

std::ostream& operator<<(std::ostream& o, const Seen& d) {
  return o << "{kind " << kind_info(d.kind).name << ", player " << d.player << ", phase " << phase_name(d.phase) << "}";
}

std::vector<Seen> pass_recording(Scenario& sc, const std::function<bool(const Scenario&)>& stop) {
  std::vector<Seen> seen;
  for (int guard = 0; guard < 10000; ++guard) {
    if (sc.s.over || stop(sc)) return seen;
    const auto legal = sc.legal();
    const Action* pick = pass_action(legal);
    if (!pick) return seen;
    seen.push_back(Seen{sc.s.decision.kind, sc.s.decision.player, sc.s.phase});
    sc.engine.apply(sc.s, *pick, &sc.events);
  }
  throw std::runtime_error("pass_recording: no progress");
}

bool autoplay_until(Scenario& sc, const std::function<bool(const Scenario&)>& stop) {
  for (int guard = 0; guard < 20000; ++guard) {
    if (sc.s.over) return false;
    if (stop(sc)) return true;
    const auto legal = sc.legal();
    if (legal.empty()) throw std::runtime_error("autoplay_until: no legal action");
    const Action* pick = pass_action(legal, false);
    if (!pick && sc.s.decision.kind == DecisionKind::place_minion) {
      for (std::size_t i = 0; i < legal.size() && !pick; ++i) {
        const json j = action_to_json(sc.cards, legal[i], &sc.engine.board());
        const std::string space = j.value("space", std::string());
        if (space.find("summon") == std::string::npos) pick = &legal[i];
      }
    }
    if (!pick) pick = &legal.front();
    sc.engine.apply(sc.s, *pick, &sc.events);
  }
  throw std::runtime_error("autoplay_until: no progress");
}

void autoplay_round(Scenario& sc, int r) {
  autoplay_until(sc, [r](const Scenario& x) { return x.s.round > r; });
}

int play_round_with_heroes_left(Scenario& sc, std::initializer_list<std::string> heroes) {
  sc.empty_hero_decks();
  for (const std::string& h : heroes) sc.deck_top(h);
  sc.start_round();
  const int k = sc.s.round;
  autoplay_round(sc, k);
  return k;
}

}  // namespace bm::test
