#include "replay/replay.hpp"

#include <fstream>
#include <sstream>

#include "core/error.hpp"
#include "core/hash.hpp"
#include "core/json_read.hpp"
#include "log/action_json.hpp"
#include "log/log_writer.hpp"

namespace bm {

using nlohmann::json;

json ReplayVerdict::to_json() const {
  json j{{"ok", ok}, {"actions_replayed", actions}};
  if (!ok) {
    j["kind"] = input_error ? "invalid_log" : "divergence";
    j["message"] = message;
    j["line"] = line;
    if (action_index >= 0) j["action_index"] = action_index;
    if (round > 0 || !phase.empty()) {
      j["round"] = round;
      j["phase"] = phase;
    }
    if (player >= 0) j["player"] = player;
    if (!expected.is_null()) j["log_says"] = expected;
    if (!actual.is_null()) j["engine_says"] = actual;
    if (!legal.empty()) j["legal_actions"] = legal;
  }
  if (!result.is_null()) j["result"] = result;
  return j;
}

namespace {

struct Fail {
  ReplayVerdict v;
};

[[noreturn]] void invalid(int line, const std::string& msg) {
  Fail f;
  f.v.input_error = true;
  f.v.line = line;
  f.v.message = msg;
  throw f;
}

}  // namespace

ReplayVerdict replay_log_text(const std::string& text, const std::string& name, const ReplayOptions& opt) {
  ReplayVerdict out;
  try {
    std::vector<std::string> lines;
    {
      std::istringstream in(text);
      std::string l;
      while (std::getline(in, l)) lines.push_back(l);
    }
    if (lines.empty()) invalid(1, name + ": empty file: a log starts with a header line");
    auto parse_line = [&](std::size_t i) {
      json j;
      try {
        j = parse_json_text(lines[i], name + ":" + std::to_string(i + 1));
      } catch (const InputError& e) {
        invalid(static_cast<int>(i + 1), e.what());
      }
      if (!j.is_object() || !j.contains("type") || !j["type"].is_string())
        invalid(static_cast<int>(i + 1), name + ":" + std::to_string(i + 1) + ": field 'type': every line is an object with a string \"type\"");
      return j;
    };
    const json header = parse_line(0);
    if (header["type"] != "header") invalid(1, name + ":1: missing header: the first line must have \"type\": \"header\"");
    if (!header.contains("format") || header["format"] != kLogFormat)
      invalid(1, name + ":1: field 'format': must be \"bm-log\"");
    if (!header.contains("version") || !header["version"].is_string())
      invalid(1, name + ":1: field 'version': must be a string \"MAJOR.MINOR\"");
    const std::string ver = header["version"];
    if (ver.substr(0, ver.find('.')) != std::to_string(kLogMajor))
      invalid(1, name + ":1: field 'version': unsupported log version " + ver + " (this bm reads 1.x)");
    Ruleset rules;
    try {
      if (!header.contains("ruleset")) invalid(1, name + ":1: field 'ruleset': missing");
      rules = load_ruleset(header["ruleset"], name + ":1: ruleset");
    } catch (const InputError& e) {
      invalid(1, e.what());
    }
    if (header.contains("ruleset_hash") && header["ruleset_hash"] != hex64(rules.hash()))
      invalid(1, name + ":1: field 'ruleset_hash': " + header["ruleset_hash"].dump() + " is not the hash of the ruleset in the header (" + hex64(rules.hash()) + ")");
    if (header.contains("chance") && header["chance"] != "seeded")
      invalid(1, name + ":1: field 'chance': " + header["chance"].dump() + " is not supported by this bm (only \"seeded\"; declared chance comes with issue 4)");
    const CardSet& cards = opt.cards ? *opt.cards : builtin_classic_cards();
    if (!header.contains("cards") || !header["cards"].is_object() || !header["cards"].contains("hash"))
      invalid(1, name + ":1: field 'cards.hash': missing");
    if (header["cards"]["hash"] != hex64(cards.hash))
      invalid(1, name + ":1: field 'cards.hash': the log was played with card set " + header["cards"].value("id", std::string("?")) +
                     " (hash " + header["cards"]["hash"].dump() + "), not with '" + cards.id + "' (" + hex64(cards.hash) + "); pass --cards FILE");
    if (!header.contains("seed") || !header["seed"].is_number_unsigned()) invalid(1, name + ":1: field 'seed': must be a non-negative integer");
    if (!header.contains("players") || !header["players"].is_number_integer()) invalid(1, name + ":1: field 'players': must be an integer");
    const std::uint64_t seed = header["seed"].get<std::uint64_t>();
    const long long players = header["players"].get<long long>();
    if (players < 1 || players > 6) invalid(1, name + ":1: field 'players': " + std::to_string(players) + " is not 1..6");
    const BoardDef& board = opt.board ? *opt.board : builtin_super_board();
    if (rules.super_like()) {
      // S-BOARD-*: Super logs name the city board they were played on.
      if (!header.contains("board") || !header["board"].is_object() || !header["board"].contains("hash"))
        invalid(1, name + ":1: field 'board.hash': missing (family " + family_name(rules.family) + " is played on a city board)");
      if (header["board"]["hash"] != hex64(board.hash))
        invalid(1, name + ":1: field 'board.hash': the log was played on board " + header["board"].value("id", std::string("?")) + " (hash " +
                       header["board"]["hash"].dump() + "), not on '" + board.id + "' (" + hex64(board.hash) + "); pass --board FILE");
    } else if (header.contains("board")) {
      invalid(1, name + ":1: field 'board': the classic family has no city board");
    }
    const BoardDef* bp = rules.super_like() ? &board : nullptr;

    Engine engine(cards, rules, board);
    EventSink events;
    GameState s;
    try {
      s = engine.start(static_cast<int>(players), seed, &events);
    } catch (const InputError& e) {
      invalid(1, e.what());
    }
    auto diverge = [&](int line, const std::string& msg, json expected, json actual) {
      Fail f;
      f.v.line = line;
      f.v.message = msg;
      f.v.round = s.round;
      f.v.phase = phase_name(s.phase);
      f.v.player = engine.to_move(s);
      f.v.expected = std::move(expected);
      f.v.actual = std::move(actual);
      throw f;
    };
    std::size_t i = 1;
    if (lines.size() > 1) {
      json setup = parse_line(1);
      if (setup["type"] == "setup") {
        const json ev = events_to_json(cards, events);
        if (setup.contains("events") && setup["events"] != ev) diverge(2, "setup events differ", setup["events"], ev);
        if (setup.contains("hash") && setup["hash"] != hex64(engine.hash(s)))
          diverge(2, "state hash after setup differs", setup["hash"], hex64(engine.hash(s)));
        i = 2;
      }
    }
    int expected_index = 0;
    bool saw_result = false;
    for (; i < lines.size(); ++i) {
      const int ln = static_cast<int>(i + 1);
      if (lines[i].empty()) continue;
      const json j = parse_line(i);
      const std::string type = j["type"];
      if (type == "result") {
        if (!s.over) diverge(ln, "the log ends the game here but the engine's game is not over (decision pending: " + engine.decision_name(s) + ")", j, nullptr);
        json res = game_result(engine, s);
        for (auto it = j.begin(); it != j.end(); ++it)
          if (!res.contains(it.key()) || res[it.key()] != it.value())
            diverge(ln, "result field '" + it.key() + "' differs", it.value(), res.contains(it.key()) ? res[it.key()] : json(nullptr));
        out.result = res;
        saw_result = true;
        continue;
      }
      if (type != "action") invalid(ln, name + ":" + std::to_string(ln) + ": field 'type': unknown line type \"" + type + "\" (header, setup, action, result)");
      if (saw_result) invalid(ln, name + ":" + std::to_string(ln) + ": action after the result line");
      if (!j.contains("i") || !j["i"].is_number_integer())
        invalid(ln, name + ":" + std::to_string(ln) + ": field 'i': missing action index");
      if (j["i"].get<long long>() != expected_index)
        invalid(ln, name + ":" + std::to_string(ln) + ": field 'i': expected action index " + std::to_string(expected_index) + ", found " + j["i"].dump() + " (duplicated or out of order)");
      if (!j.contains("action") || !j["action"].is_object())
        invalid(ln, name + ":" + std::to_string(ln) + ": field 'action': missing or not an object");
      if (!j.contains("player") || !j["player"].is_number_integer())
        invalid(ln, name + ":" + std::to_string(ln) + ": field 'player': missing or not an integer");
      if (s.over) diverge(ln, "the log has an action after the engine's game ended (" + std::string(end_reason_name(static_cast<EndReason>(s.end_rule))) + ")", j["action"], nullptr);
      const auto legal = engine.legal_actions(s);
      const json want = j["action"];
      const long long who = j["player"].get<long long>();
      if (who < 0 || who >= players)
        invalid(ln, name + ":" + std::to_string(ln) + ": field 'player': " + std::to_string(who) + " is not a seat of this " + std::to_string(players) + "-player game");
      Action parsed;
      try {
        parsed = action_from_json(cards, s, static_cast<int>(who), want, name + ":" + std::to_string(ln), bp);
      } catch (const InputError& e) {
        invalid(ln, e.what());
      }
      int found = -1;
      for (std::size_t k = 0; k < legal.size(); ++k)
        if (legal[k].player == who && action_to_json(cards, legal[k], bp) == want) {
          found = static_cast<int>(k);
          break;
        }
      if (found < 0) {
        Fail f;
        f.v.line = ln;
        f.v.action_index = expected_index;
        f.v.round = s.round;
        f.v.phase = phase_name(s.phase);
        f.v.player = static_cast<int>(who);
        f.v.message = engine.explain_illegal(s, parsed);
        f.v.expected = want;
        for (const auto& a : legal) f.v.legal.push_back(action_to_json(cards, a, bp).dump() + "  (" + engine.describe(s, a) + ")");
        throw f;
      }
      if (opt.until >= 0 && expected_index > opt.until) break;
      if (j.contains("round") && j["round"] != s.round)
        diverge(ln, "the log places action " + std::to_string(expected_index) + " in round " + j["round"].dump() + ", the engine is in round " + std::to_string(s.round), j["round"], s.round);
      if (j.contains("phase") && j["phase"] != phase_name(s.phase))
        diverge(ln, "the log places action " + std::to_string(expected_index) + " in phase " + j["phase"].dump() + ", the engine is in phase " + phase_name(s.phase), j["phase"], phase_name(s.phase));
      events.clear();
      const int round = s.round;
      const std::string phase = phase_name(s.phase);
      engine.apply(s, legal[static_cast<std::size_t>(found)], &events);
      out.actions += 1;
      const json ev = events_to_json(cards, events);
      if (j.contains("events") && j["events"] != ev) {
        Fail f;
        f.v.line = ln;
        f.v.action_index = expected_index;
        f.v.round = round;
        f.v.phase = phase;
        f.v.player = static_cast<int>(who);
        std::size_t k = 0;
        const json& le = j["events"];
        while (le.is_array() && k < le.size() && k < ev.size() && le[k] == ev[k]) ++k;
        f.v.message = "events differ at event " + std::to_string(k) + " after action " + want.dump();
        f.v.expected = (le.is_array() && k < le.size()) ? le[k] : json(nullptr);
        f.v.actual = k < ev.size() ? ev[k] : json(nullptr);
        throw f;
      }
      if (j.contains("hash") && j["hash"] != hex64(engine.hash(s))) {
        Fail f;
        f.v.line = ln;
        f.v.action_index = expected_index;
        f.v.round = round;
        f.v.phase = phase;
        f.v.player = static_cast<int>(who);
        f.v.message = "state hash differs after action " + want.dump();
        f.v.expected = j["hash"];
        f.v.actual = hex64(engine.hash(s));
        throw f;
      }
      ++expected_index;
      if (opt.until >= 0 && expected_index > opt.until) break;
    }
    if (s.over && out.result.is_null()) out.result = game_result(engine, s);
    out.ok = true;
    return out;
  } catch (Fail& f) {
    f.v.actions = out.actions;
    return f.v;
  } catch (const nlohmann::json::exception& e) {
    // A field of an unexpected JSON type somewhere the checks above did not anticipate.
    ReplayVerdict v;
    v.input_error = true;
    v.actions = out.actions;
    v.message = name + ": invalid log: " + std::string(e.what());
    return v;
  }
}

ReplayVerdict replay_log_file(const std::string& path, const ReplayOptions& opt) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    ReplayVerdict v;
    v.input_error = true;
    v.message = path + ": cannot open file";
    return v;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  std::string text = ss.str();
  if (text.size() > (512u << 20)) {
    ReplayVerdict v;
    v.input_error = true;
    v.message = path + ": larger than 512 MiB";
    return v;
  }
  return replay_log_text(text, path, opt);
}

}  // namespace bm
