// Why a game ended the way it did (bm/game/end_decision.hpp): the engine's comparison of scores
// (pick_by_score, C-13 and IP-4) and its report on a finished state (Engine::end_decision).
#include "bm/game/end_decision.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "bm/core/words.hpp"
#include "bm/rules/ruleset.hpp"
#include "game/internal.hpp"

namespace bm {

namespace {

// Does `a` rank above `b`: the better score, then IP-4's reading of XP.
bool ranks_above(const ScoreCandidate& a, const ScoreCandidate& b, bool tie_highest_xp) {
  if (a.score != b.score) return a.score > b.score;
  return tie_highest_xp ? a.xp > b.xp : a.xp < b.xp;
}

std::string seat(int p) {
  std::string out(1, 'P');
  out.append(std::to_string(p));
  return out;
}

std::string seats_text(const std::vector<int>& ps) {
  std::vector<std::string> names;
  for (int p : ps) names.push_back(seat(p));
  return list_in_words(names);
}

void add_rules(std::vector<std::string>& rules, const std::string& ids) {
  std::size_t pos = 0;
  while (pos < ids.size()) {
    std::size_t end = ids.find(' ', pos);
    if (end == std::string::npos) end = ids.size();
    const std::string id = ids.substr(pos, end - pos);
    if (!id.empty() && std::find(rules.begin(), rules.end(), id) == rules.end()) rules.push_back(id);
    pos = end + 1;
  }
}

// The family's rule that scores the players at the end: C-13 (classic, bm2 up to 4 players),
// S-END-2 (super), SO-6 (solo); BM2-8 comes with its own end reason.
const char* scoring_rule(Family f) {
  switch (f) {
    case Family::super: return "S-END-2";
    case Family::solo: return "SO-6";
    case Family::classic:
    case Family::bm2: return "C-13";
  }
  return "C-13";
}

// Which seats the end rule compared, in turn order (detail::end_check, super_end_check).
std::vector<int> compared_seats(const detail::Ctx& c, EndReason why) {
  // The endings that score every player left (detail::score_live_and_finish): C-13's scored ends,
  // BM2-8, IP-6, IP-49, C-16 Immortality.
  const bool scores_all = !detail::super_family(c) && why != EndReason::souls_win && why != EndReason::last_standing &&
                          why != EndReason::all_eliminated && why != EndReason::all_out_best_score;
  std::vector<int> out;
  for (int p : detail::live_players_in_order(c)) {
    // C-13: a ten-soul ending compares the players with ten souls who did not lose by wounds.
    if (why == EndReason::souls_win && (detail::loses_by_wounds(c, p) || !detail::reaches_soul_win(c, p))) continue;
    // BM2-30: a scored end leaves out a player who cannot win this round.
    if (scores_all && !detail::may_win_this_round(c, p)) continue;
    out.push_back(p);
  }
  return out;
}

// The step that decided among `compared` once `winner` is known.
void decide_step(EndDecision& d, bool tie_highest_xp) {
  if (d.compared.size() == 1) {
    d.step = EndStep::only_player;
    return;
  }
  const EndStanding& w = d.players[static_cast<std::size_t>(d.winner)];
  int same_xp = 0;
  for (int p : d.compared) {
    const EndStanding& e = d.players[static_cast<std::size_t>(p)];
    if (e.score != w.score) continue;
    d.tied.push_back(p);
    if (e.xp == w.xp) ++same_xp;
  }
  if (d.tied.size() == 1) {
    d.step = EndStep::score;
    return;
  }
  d.tie_break = tie_highest_xp ? "highest_xp" : "lowest_xp";
  d.step = same_xp > 1 ? EndStep::turn_order : EndStep::tie_break;
  if (d.step == EndStep::tie_break) d.rules.push_back("IP-4");
}

}  // namespace

ScorePick pick_by_score(std::span<const ScoreCandidate> in_turn_order, bool tie_highest_xp) {
  ScorePick pick;
  const ScoreCandidate* best = nullptr;
  for (const ScoreCandidate& cand : in_turn_order) {
    if (best && cand.score == best->score && cand.xp != best->xp) pick.xp_consulted = true;
    if (!best || ranks_above(cand, *best, tie_highest_xp)) best = &cand;
  }
  if (best) pick.winner = best->player;
  return pick;
}

const char* end_step_name(EndStep s) {
  switch (s) {
    case EndStep::not_over: return "not_over";
    case EndStep::no_winner: return "no_winner";
    case EndStep::only_player: return "only_player";
    case EndStep::score: return "score";
    case EndStep::tie_break: return "tie_break";
    case EndStep::turn_order: return "turn_order";
  }
  return "?";
}

namespace detail {

ScoreCandidate score_candidate(const Ctx& c, int p) {
  const int boss = c.seat(p).boss;
  return ScoreCandidate{p, souls_of(c, p) - wounds_of(c, p), boss >= 0 ? c.design(boss).xp : 0};
}

EndDecision end_decision_of(const Ctx& c, const std::vector<PlayerScore>& scores) {
  EndDecision d;
  const auto why = static_cast<EndReason>(c.s.end_rule);
  d.reason = c.s.over ? why : EndReason::none;
  for (int p = 0; p < c.s.num_players; ++p) {
    const ScoreCandidate sc = score_candidate(c, p);
    const PlayerScore& ps = scores[static_cast<std::size_t>(p)];
    d.players.push_back(EndStanding{p, false, ps.eliminated, ps.souls, ps.wounds, sc.score, sc.xp});
  }
  if (!c.s.over) return d;
  add_rules(d.rules, rules_for(kind_info(why), false));
  if (why != EndReason::last_standing && why != EndReason::all_eliminated)
    add_rules(d.rules, scoring_rule(c.rs.family));
  d.compared = compared_seats(c, why);
  for (int p : d.compared) d.players[static_cast<std::size_t>(p)].compared = true;
  d.winner = c.s.winners.empty() ? -1 : c.s.winners.front();
  if (d.winner < 0) {
    d.step = EndStep::no_winner;
    return d;
  }
  decide_step(d, c.rs.tie_highest_xp);
  return d;
}

}  // namespace detail

std::string end_decision_text(const EndDecision& d) {
  if (d.step == EndStep::not_over) return "the game is not over";
  std::string rules;
  for (const auto& id : d.rules) {
    if (!rules.empty()) rules.push_back(' ');
    rules.append(id);
  }
  std::string out = end_reason_text(end_reason_name(d.reason)) + ", rules " + rules;
  if (!d.compared.empty()) {
    out += "; compared by souls - wounds in turn order:";
    for (std::size_t i = 0; i < d.compared.size(); ++i) {
      const EndStanding& e = d.players[static_cast<std::size_t>(d.compared[i])];
      out.append(i == 0 ? " " : ", ");
      out.append(seat(e.player) + " " + std::to_string(e.souls) + " - " + std::to_string(e.wounds) + " = " +
                 std::to_string(e.score) + " (XP " + std::to_string(e.xp) + ")");
    }
  }
  if (d.step == EndStep::no_winner) return out + "; no winner";
  const EndStanding& w = d.players[static_cast<std::size_t>(d.winner)];
  switch (d.step) {
    case EndStep::only_player: out += "; " + seat(d.winner) + " is the only player compared"; break;
    case EndStep::score: out += "; " + seat(d.winner) + " has the best score, " + std::to_string(w.score); break;
    case EndStep::tie_break: {
      out += "; " + seats_text(d.tied) + " tie at " + std::to_string(w.score) + "; IP-4 tie_break " + d.tie_break +
             ": the " + (d.tie_break == "highest_xp" ? "higher" : "lower") + " XP wins, " + seat(d.winner) + " (XP " +
             std::to_string(w.xp) + ") over";
      bool first = true;
      for (int p : d.tied)
        if (p != d.winner) {
          out.append(first ? " " : ", ");
          out.append(seat(p) + " (XP " + std::to_string(d.players[static_cast<std::size_t>(p)].xp) + ")");
          first = false;
        }
      break;
    }
    case EndStep::turn_order:
      out += "; " + seats_text(d.tied) + " tie at " + std::to_string(w.score) + " and IP-4 tie_break " + d.tie_break +
             " does not separate " + seat(d.winner) + " (XP " + std::to_string(w.xp) +
             ") from every other: no rule breaks that tie, the first in turn order wins";
      break;
    default: break;
  }
  return out + ": winner " + seat(d.winner);
}

// Each field assigned into its object, not a brace list (which builds a two-element array per
// field first): the same value for less work, built once per log the replayer verifies.
nlohmann::json end_decision_json(const EndDecision& d) {
  nlohmann::json players(nlohmann::json::value_t::array);
  for (const EndStanding& e : d.players) {
    nlohmann::json& p = players.emplace_back(nlohmann::json::value_t::object);
    p["player"] = e.player;
    p["compared"] = e.compared;
    p["eliminated"] = e.eliminated;
    p["souls"] = e.souls;
    p["wounds"] = e.wounds;
    p["score"] = e.score;
    p["xp"] = e.xp;
  }
  nlohmann::json j(nlohmann::json::value_t::object);
  j["end_reason"] = end_reason_name(d.reason);
  j["rules"] = d.rules;
  j["step"] = end_step_name(d.step);
  j["winner"] = d.winner >= 0 ? nlohmann::json(d.winner) : nlohmann::json(nullptr);
  j["compared"] = d.compared;
  j["tied"] = d.tied;
  j["players"] = std::move(players);
  if (!d.tie_break.empty()) j["tie_break"] = d.tie_break;
  j["text"] = end_decision_text(d);  // the one sentence every front end shows (bm's "decided: ...")
  return j;
}

}  // namespace bm
