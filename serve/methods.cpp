#include "bm/serve/methods.hpp"

#include <optional>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "bm/game/implicit_passes.hpp"
#include "bm/log/action_json.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/perft.hpp"
#include "bm/play/policy.hpp"
#include "bm/rules/constants.hpp"
#include "bm/rules/ruleset.hpp"
#include "bm/state/snapshot.hpp"
#include "bm/core/json_read.hpp"
#include "game_setup.hpp"
#include "bm/serve/rpc.hpp"
#include "serve_chance.hpp"
#include "bm/serve/views.hpp"

namespace bm::serve {

using nlohmann::json;

Game& Games::find(const json& params) {
  const std::string id = string_param(params, "game");
  const auto it = by_id.find(id);
  if (it == by_id.end())
    throw RpcError(kUnknownGame, "no game '" + id + "' (never started, or ended)", json{{"game", id}});
  return *it->second;
}

std::size_t Games::held_bytes() const {
  std::size_t total = 0;
  for (const auto& [id, g] : by_id) total += g->held_bytes();
  return total;
}

void Games::check_room(std::size_t bytes) {
  if (by_id.size() >= kMaxGames)
    throw RpcError(kTooManyGames, "this server already holds " + std::to_string(kMaxGames) + " games: end some first",
                   json{{"max_games", kMaxGames}});
  const std::size_t held = held_bytes();
  if (held + bytes > max_held_bytes)
    throw RpcError(kTooManyGames,
                   "this server already holds " + std::to_string(held) + " bytes of games and this one counts " +
                       std::to_string(bytes) + ": more than its limit of " + std::to_string(max_held_bytes) +
                       " bytes (handshake limits.max_held_bytes): end some games first",
                   json{{"held_bytes", held}, {"game_bytes", bytes}, {"max_held_bytes", max_held_bytes}});
}

std::string Games::add(std::unique_ptr<Game> g) {
  check_room(g->held_bytes());
  std::string id(1, 'g');
  id.append(std::to_string(next++));
  by_id[id] = std::move(g);
  return id;
}

namespace {

json game_summary(const std::string& id, const Game& g) {
  const Engine& e = g.engine();
  return json{{"game", id},
              {"ruleset", e.rules().name},
              {"family", family_name(e.rules().family)},
              {"cards", e.cards().id},
              {"players", g.state().num_players},
              {"chance", g.declared() ? "declared" : "seeded"},
              {"hash", hex64(e.hash(g.state()))},
              {"decision", decision_view(e, g.state())}};
}

Answer m_handshake(Games& games, const json&) {
  const Engine probe(builtin_classic_cards(), Ruleset{});
  json presets = json::array();
  for (const Preset& p : preset_list()) {
    Ruleset r;
    find_preset(p.name, r);
    // The seats `start` allows (C-1, S-1, SO-1, BM2-2/BM2-6: Engine::start's player_range on the
    // built-in board) and the count it plays when `players` is not given.
    const PlayerRange range = player_range(r, builtin_super_board());
    presets.push_back(json{{"name", p.name},
                           {"family", family_name(r.family)},
                           {"summary", p.summary},
                           {"players", {{"min", range.min}, {"max", range.max}, {"default", default_players(r)}}}});
  }
  // the log versions `bm replay`/`bm validate` read, per family (log_minor_range): from
  // the version that introduced the family to the newest this bm knows; any other is refused.
  json reads = json::object();
  for (const Family f : {Family::classic, Family::super, Family::solo, Family::bm2}) {
    json versions = json::array();
    const LogMinorRange range = log_minor_range(f);
    for (int m = range.min; m <= range.max; ++m)
      versions.push_back(std::to_string(kLogMajor) + "." + std::to_string(m));
    reads[family_name(f)] = versions;
  }
  json options = json::array();
  for (const OptionDoc& d : option_docs())
    options.push_back(
        json{{"key", d.key}, {"rules", d.rules}, {"readings", option_readings_text(d)}, {"families", d.families}});
  json methods_list = json::array();
  for (const Method& m : methods()) methods_list.push_back(m.name);
  return json{{"protocol", {{"name", kProtocolName}, {"version", kProtocolVersion}}},
              {"engine", log_header(probe, 0, 2)["engine"]},
              {"log_format",
               {{"format", kLogFormat},
                {"version", std::to_string(kLogMajor) + "." + std::to_string(kLogMinor)},
                {"reads", reads}}},
              {"families", {"classic", "super", "solo", "bm2"}},
              {"presets", presets},
              {"options", options},
              {"card_sets", builtin_card_set_ids()},
              {"boards", {builtin_super_board().id}},
              {"policies", policy_names()},
              {"methods", methods_list},
              {"limits",
               {{"max_line_bytes", kMaxLineBytes},
                {"max_games", kMaxGames},
                {"max_held_bytes", games.max_held_bytes},
                {"max_perft_depth", kPerftMaxDepth},
                {"max_perft_nodes", kMaxPerftNodes}}}};
}

// Against the server's byte limit (Games::max_held_bytes), a game counts the JSON text of the request
// that made it: checked before anything is built from it.
std::size_t request_bytes(Games& games, const json& p) {
  const std::size_t bytes = p.dump().size();
  games.check_room(kGameBaseBytes + bytes);
  return bytes;
}

Answer m_start(Games& games, const json& p) {
  const std::size_t bytes = request_bytes(games, p);
  auto data = game_data(has_param(p, "rules") ? p["rules"] : json("classic"), p, games.default_set);
  const StartOptions opt = start_options(*data, p);
  auto g = std::make_unique<Game>(std::move(data), opt);
  g->count_request(bytes);
  json events = g->setup_events();
  Game& ref = *g;
  const std::string id = games.add(std::move(g));
  json r = game_summary(id, ref);
  r["events"] = std::move(events);
  return r;
}

Answer m_load(Games& games, const json& p) {
  const std::size_t bytes = request_bytes(games, p);
  const json& doc = param(p, "snapshot");
  if (!doc.is_object() || !doc.contains("ruleset") || !doc.contains("cards") || !doc["cards"].is_object())
    throw RpcError(kInvalidParams, "parameter 'snapshot' must be a snapshot document (docs/snapshot.md)");
  json q = p;
  if (!q.contains("cards")) q["cards"] = doc["cards"].value("id", "");
  q.erase("set");
  auto data = game_data(doc["ruleset"], q);
  StartOptions opt = start_options(*data, json{{"policy", p.value("policy", "random")}});
  if (has_param(p, "policy_seed")) opt.policy_seed = start_options(*data, p).policy_seed;
  const json& declared = p.value("declared", json(false));
  if (!declared.is_boolean()) throw RpcError(kInvalidParams, "parameter 'declared' must be true or false");
  auto g = std::make_unique<Game>(std::move(data), doc, declared.get<bool>(), opt);
  g->count_request(bytes);
  Game& ref = *g;
  const std::string id = games.add(std::move(g));
  return game_summary(id, ref);
}

Answer m_games(Games& games, const json&) {
  json out = json::array();
  for (const auto& [id, g] : games.by_id) out.push_back(game_summary(id, *g));
  return json{{"games", out}};
}

Answer m_state(Games& games, const json& p) { return public_state(games.find(p)); }

Answer m_legal(Games& games, const json& p) {
  Game& g = games.find(p);
  return json{{"decision", decision_view(g.engine(), g.state())},
              {"actions", legal_view(g.engine(), g.state(), g.legal())}};
}

// The legal action a request names: `index` into `legal`, or `action` in the log's form.
Action chosen_action(Game& g, const json& p) {
  const auto& legal = g.legal();
  if (has_param(p, "index") == has_param(p, "action"))
    throw RpcError(kInvalidParams, "give exactly one of 'action' (the log's form) or 'index' (into 'legal')");
  if (has_param(p, "player")) {
    const int player = int_param(p, "player", 0, kMaxPlayers - 1);
    if (!g.state().over && player != g.engine().to_move(g.state()))
      throw wrong_player_error(g.engine(), g.state(), player, legal);
  }
  if (has_param(p, "index")) {
    if (legal.empty()) throw illegal_error(g.engine(), g.state(), Action{}, legal);
    return legal[static_cast<std::size_t>(int_param(p, "index", 0, static_cast<int>(legal.size()) - 1))];
  }
  const json& want = p["action"];
  if (!want.is_object())
    throw RpcError(kInvalidParams, "parameter 'action' must be an action object (docs/log-format.md#actions)");
  const Engine& e = g.engine();
  const int who = e.to_move(g.state());
  Action parsed;
  try {
    parsed = action_from_json(e.cards(), g.state(), who, want, "action", e.rules().super_like() ? &e.board() : nullptr);
  } catch (const InputError& err) { throw RpcError(kInvalidParams, err.what()); }
  for (const Action& a : legal)
    if (a.player == who && action_json(e, a) == want) return a;
  throw illegal_error(e, g.state(), parsed, legal);
}

// The answer is assembled as text (keys in alphabetical order, as dump() writes them): the
// events' text is the one the log line holds, so nothing is serialized twice.
std::string apply_answer(const Game& g, const Game::Applied& done, const std::vector<Game::Passed>& passed) {
  const Engine& e = g.engine();
  std::string r = "{\"decision\":";
  r.append(decision_view(e, g.state()).dump()).append(",\"events\":").append(done.events);
  r.append(",\"hash\":\"").append(done.hash).append("\",\"over\":").append(g.state().over ? "true" : "false");
  if (!passed.empty()) {
    json list = json::array();
    for (const Game::Passed& ps : passed)
      list.push_back(json{{"decision", ps.decision},
                          {"action", action_json(e, ps.action)},
                          {"events", parse_json_text(ps.done.events, "events")},
                          {"hash", ps.done.hash}});
    r.append(",\"passed\":").append(list.dump());
  }
  return r.append("}");
}

// Under implicit passes, an action whose decision never comes: passing the optional decisions
// open before it ends the game (the last adventure's windows), so no decision of the game takes
// it. The refusal cites the rule that ends the game (the end reason's rules of the game's family),
// says so and gives `after_passes`, not the rule of the window open now, which the action was
// not meant for. Null when passing does not end the game first.
std::optional<RpcError> game_ends_first_error(const Engine& e, const GameState& now, ActionType type, int player) {
  if (decision_takes(now.decision.kind, type) && (player < 0 || now.decision.player == player)) return std::nullopt;
  GameState t = now;
  const int passes = static_cast<int>(pass_until(e, t, [](const GameState&) { return false; }).size());
  if (!t.over || passes == 0) return std::nullopt;
  const auto reason = static_cast<EndReason>(t.end_rule);
  const std::string ids = rules_in_family(kind_info(reason).rules, e.rules().family);
  const std::string rule = ids.substr(0, ids.find(' '));
  const std::string who = player >= 0 ? "player " + std::to_string(player) : "anyone";
  const std::string why = rule + ": the game ends before " + who + " decides again: passing the " +
                          std::to_string(passes) + " optional decision(s) open before it ends the game (" +
                          end_reason_name(reason) + ", " + rule_list(ids) + "), so no decision takes a " +
                          std::string(kind_info(type).name) + " action";
  json data{{"rule", RuleId(rule).str()},
            {"why", why},
            {"round", now.round},
            {"phase", phase_name(now.phase)},
            {"decision", decision_view(e, now)},
            {"legal", legal_view(e, now, e.legal_actions(now))},
            {"after_passes", passes},
            {"end_reason", end_reason_name(reason)}};
  return RpcError(kIllegalAction, "illegal action: " + why + " (the game is unchanged; `finish` ends it)", data);
}

// Under implicit passes, an action that no series of passes makes legal is refused at the
// decision it was meant for (implicit_passes.hpp decision_meant_for: the sender's next decision
// that takes its type, else the first mandatory one), with `after_passes`: the optional
// decisions bm would pass before it. The game is unchanged. `err`: the refusal at
// the decision open now, kept when the action names no action bm can read there.
RpcError meant_for_error(const Game& g, const json& want, int player, const RpcError& err) {
  const Engine& e = g.engine();
  GameState t = g.state();
  Action type_only;
  try {
    type_only =
        action_from_json(e.cards(), t, e.to_move(t), want, "action", e.rules().super_like() ? &e.board() : nullptr);
  } catch (const InputError&) { return err; }
  const int passes = decision_meant_for(e, t, type_only.type, player);
  if (passes == 0)
    if (auto ends = game_ends_first_error(e, g.state(), type_only.type, player)) return *ends;
  if (passes == 0 || t.over) return err;
  const Action at =
      action_from_json(e.cards(), t, e.to_move(t), want, "action", e.rules().super_like() ? &e.board() : nullptr);
  RpcError refused = illegal_error(e, t, at, e.legal_actions(t));
  json data = refused.data();
  data["after_passes"] = passes;
  return RpcError(kIllegalAction,
                  std::string(refused.what()) + "\n  (at the decision this action was meant for, after " +
                      std::to_string(passes) + " optional decision(s) bm would pass; the game is unchanged)",
                  data);
}

// apply with "implicit_passes": true (docs/protocol.md#implicit-passes): an action that is not
// legal now is applied after passing the optional decisions open before it, when that makes
// it legal; otherwise the error is the one for the decision open now.
Answer apply_implicit(Game& g, const json& p) {
  const json& want = p["action"];
  const int player = has_param(p, "player") ? int_param(p, "player", 0, kMaxPlayers - 1) : -1;
  const Engine& e = g.engine();
  const Game::Finder find = [&e, &want, player](const GameState& t, const std::vector<Action>& legal) {
    const int who = e.to_move(t);
    if (player >= 0 && who != player) return -1;
    for (std::size_t k = 0; k < legal.size(); ++k)
      if (legal[k].player == who && action_json(e, legal[k]) == want) return static_cast<int>(k);
    return -1;
  };
  std::vector<Game::Passed> passed;
  Game::Applied done;
  try {
    const Action a = chosen_action(g, p);
    done = g.apply(a, p.contains("chance") ? p["chance"] : json(nullptr));
  } catch (const RpcError& err) {
    if (err.code() != kIllegalAction || g.state().over) throw;
    if (!g.apply_after_passes(find, p.contains("chance") ? p["chance"] : json(nullptr), passed, done))
      throw meant_for_error(g, want, player, err);
  }
  return Answer(apply_answer(g, done, passed));
}

Answer m_apply(Games& games, const json& p) {
  Game& g = games.find(p);
  if (has_param(p, "implicit_passes")) {
    const json& flag = p["implicit_passes"];
    if (!flag.is_boolean()) throw RpcError(kInvalidParams, "parameter 'implicit_passes' must be true or false");
    if (flag.get<bool>() && has_param(p, "action") && !has_param(p, "index")) return apply_implicit(g, p);
  }
  const Action a = chosen_action(g, p);
  const Game::Applied done = g.apply(a, p.contains("chance") ? p["chance"] : json(nullptr));
  return Answer(apply_answer(g, done, {}));
}

// finish (docs/protocol.md#finish): a front end that never sends `pass` ends the
// game through the optional decisions left (the last adventure's spell and cancel windows, a
// "may" effect, Machinations). Refused, the game unchanged, when a mandatory decision comes
// first: the rule of that decision, the decision itself and its legal actions.
Answer m_finish(Games& games, const json& p) {
  Game& g = games.find(p);
  std::vector<Game::Passed> passed;
  GameState stop;
  if (!g.finish(p.contains("chance") ? p["chance"] : json(nullptr), passed, stop)) {
    const Engine& e = g.engine();
    std::string rule = first_rule_id(e.decision_name(stop));
    if (rule.empty()) {  // an effect's question names no rule: the rule of the effect's kind
      Action pass;
      pass.type = ActionType::pass;
      pass.player = e.to_move(stop);
      rule = e.refusal(stop, pass).rule.str();
    }
    GameState t = g.state();
    const int before = static_cast<int>(pass_until(e, t, [](const GameState&) { return false; }).size());
    const std::string why = rule + ": the game is not over: player " + std::to_string(e.to_move(stop)) +
                            " must decide (" + e.decision_name(stop) + "), a decision bm never passes";
    json data{{"rule", RuleId(rule).str()},
              {"why", why},
              {"round", stop.round},
              {"phase", phase_name(stop.phase)},
              {"decision", decision_view(e, stop)},
              {"legal", legal_view(e, stop, e.legal_actions(stop))},
              {"after_passes", before}};
    throw RpcError(kIllegalAction, "cannot finish: " + why, data);
  }
  const Engine& e = g.engine();
  json list = json::array();
  for (const Game::Passed& ps : passed)
    list.push_back(json{{"decision", ps.decision},
                        {"action", action_json(e, ps.action)},
                        {"events", parse_json_text(ps.done.events, "finish")},
                        {"hash", ps.done.hash}});
  return json{
      {"over", true}, {"passed", list}, {"hash", hex64(e.hash(g.state()))}, {"result", result_view(e, g.state())}};
}

Answer m_suggest(Games& games, const json& p) {
  Game& g = games.find(p);
  if (g.state().over) throw illegal_error(g.engine(), g.state(), Action{}, {});
  const std::size_t k = g.suggest();
  const Action& a = g.legal()[k];
  return json{{"index", k}, {"action", action_json(g.engine(), a)}, {"text", g.engine().describe(g.state(), a)}};
}

Answer m_cards(Games& games, const json& p) {
  Game& g = games.find(p);
  return json{{"cards", card_set_to_json(g.engine().cards())}};
}

Answer m_snapshot(Games& games, const json& p) {
  Game& g = games.find(p);
  return json{{"snapshot", snapshot_document(g.engine(), g.state())}};
}

Answer m_hash(Games& games, const json& p) {
  Game& g = games.find(p);
  return json{{"hash", hex64(g.engine().hash(g.state()))}};
}

Answer m_result(Games& games, const json& p) {
  Game& g = games.find(p);
  return result_view(g.engine(), g.state());
}

Answer m_log(Games& games, const json& p) {
  Game& g = games.find(p);
  return json{{"lines", g.log_lines()}, {"complete", g.state().over}};
}

// perft (docs/protocol.md#perft): bm perft's counts (engine/play/perft, the one counter) from the
// game's current position. A seeded game's branches draw what their own random state gives,
// as bm perft; a declared-chance game's branches may draw nothing, since nobody declared
// outcomes for them (ServeChance with no declarations asks for the first one, and the count
// stops). The game is unchanged.
Answer m_perft(Games& games, const json& p) {
  Game& g = games.find(p);
  const json& depth_param = param(p, "depth");
  if (!depth_param.is_number_integer() || depth_param.get<long long>() < 1 ||
      depth_param.get<long long>() > kPerftMaxDepth)
    throw RpcError(kInvalidParams, "parameter 'depth' must be an integer from 1 to " + std::to_string(kPerftMaxDepth) +
                                       " (the depth cap: deeper counts take hours; docs/protocol.md#perft)");
  const int depth = depth_param.get<int>();
  const json& divide = p.value("divide", json(false));
  if (!divide.is_boolean()) throw RpcError(kInvalidParams, "parameter 'divide' must be true or false");
  const Engine& e = g.engine();
  ServeChance none(e.cards(), json(nullptr));
  PerftOptions opt;
  opt.chance = g.declared() ? &none : nullptr;
  opt.max_nodes = kMaxPerftNodes;
  PerftCounts counted;
  try {
    counted = perft_counts(e, g.state(), depth, divide.get<bool>(), opt);
  } catch (const PerftLimitReached&) {
    throw RpcError(kInvalidParams,
                   "perft to depth " + std::to_string(depth) + " would visit more than " +
                       std::to_string(kMaxPerftNodes) +
                       " positions (the node limit, handshake limits.max_perft_nodes): ask for a smaller depth",
                   json{{"max_perft_nodes", kMaxPerftNodes}});
  } catch (const ChanceNeeded& n) {
    throw RpcError(kChanceNeeded,
                   "perft to depth " + std::to_string(depth) +
                       " reaches a random outcome in this declared-chance game, and nobody declared outcomes for "
                       "the branches a count explores: ask for a smaller depth, or count a seeded game",
                   json{{"need", n.need}});
  }
  json r{{"depth", depth}, {"counts", counted.counts}, {"nodes", counted.nodes}, {"hash", hex64(e.hash(g.state()))}};
  if (divide.get<bool>()) {
    r["divide"] = json::array();
    for (const auto& [a, n] : counted.divide) r["divide"].push_back(json{{"action", action_json(e, a)}, {"count", n}});
  }
  return r;
}

Answer m_end(Games& games, const json& p) {
  Game& g = games.find(p);
  json r = result_view(g.engine(), g.state());
  games.by_id.erase(p["game"].get<std::string>());
  return json{{"ended", p["game"]}, {"result", r}};
}

}  // namespace

const std::vector<Method>& methods() {
  static const std::vector<Method> table = {
      {"handshake", "protocol and engine versions; families, presets, options, card sets, boards", {}, m_handshake},
      {"start",
       "start a game: rules + set, cards, board, players, seed or declared chance, position",
       {"rules", "set", "cards", "board", "players", "seed", "chance", "policy", "policy_seed", "position"},
       m_start},
      {"load",
       "start a game from a snapshot document",
       {"snapshot", "cards", "board", "declared", "policy", "policy_seed"},
       m_load},
      {"games", "the games this server holds", {}, m_games},
      {"state",
       "the public state: players, dungeons, hands, souls, wounds, town or city, round, phase, decision",
       {"game"},
       m_state},
      {"legal", "the legal actions, each in the log's form with a one-line description", {"game"}, m_legal},
      {"apply",
       "apply an action (by its form or its index); returns the events it produced",
       {"game", "action", "index", "player", "chance", "implicit_passes"},
       m_apply},
      {"finish",
       "end the game by passing the optional decisions left (the last windows); refused at a mandatory decision",
       {"game", "chance"},
       m_finish},
      {"suggest", "the action the game's policy (bm play's) would choose", {"game"}, m_suggest},
      {"cards", "the game's card set: every design with its kind, treasure, damage, health, text", {"game"}, m_cards},
      {"snapshot", "the whole state as a snapshot document", {"game"}, m_snapshot},
      {"hash", "the state hash (docs/state-hash.md)", {"game"}, m_hash},
      {"result", "the result: winner, end reason, scores (or over: false)", {"game"}, m_result},
      {"log", "the game's log so far, one JSON text per line (bm replay / bm validate read it)", {"game"}, m_log},
      {"perft",
       "count the legal decision sequences from the game's position to a depth, and divide (bm perft's counts)",
       {"game", "depth", "divide"},
       m_perft},
      {"end", "forget a game; returns its result", {"game"}, m_end},
  };
  return table;
}

const Method* find_method(const std::string& name) {
  for (const Method& m : methods())
    if (name == m.name) return &m;
  return nullptr;
}

}  // namespace bm::serve
