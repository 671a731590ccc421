#include "bm/log/log_writer.hpp"

#include "bm/cards/items.hpp"
#include "bm/core/hash.hpp"
#include "bm/log/action_json.hpp"

namespace bm {

using nlohmann::json;

json log_header(const Engine& engine, std::uint64_t seed, int players, bool declared) {
  const Ruleset& r = engine.rules();
  json rules = ruleset_to_json(r);
  const std::uint64_t rules_hash = ruleset_hash_of(rules);
  json h = json{{"type", "header"},
                {"format", kLogFormat},
                {"version", std::to_string(kLogMajor) + "." + std::to_string(kLogMinorPlain)},
                {"engine", std::string("bm ") + BM_VERSION},
                {"ruleset", std::move(rules)},
                {"ruleset_hash", hex64(rules_hash)},
                {"cards", {{"id", engine.cards().id}, {"hash", hex64(engine.cards().hash)}}},
                {"players", players},
                {"chance", declared ? "declared" : "seeded"}};
  // 1.4: bm2, and a Super game whose card set holds items (S-COMPAT-2: item events, deck item_deck).
  if (items_in_play(r, engine.cards())) h["version"] = std::to_string(kLogMajor) + "." + std::to_string(kLogMinorBm2);
  if (!declared) h["seed"] = seed;
  // Super families: the city board they were played on (S-BOARD-*, docs/board.md).
  if (r.super_like()) h["board"] = {{"id", engine.board().id}, {"hash", hex64(engine.board().hash)}};
  // 1.5: the state hash v2 (docs/state-hash.md#hash-v2); a header without it means the legacy chain.
  if (engine.state_hash() == StateHashKind::xxh3_v2) {
    h["state_hash"] = kStateHashV2Name;
    h["version"] = std::to_string(kLogMajor) + "." + std::to_string(kLogMinorHashV2);
  }
  return h;
}

LogMinorRange log_minor_range(Family f, bool hash_v2) {
  // 1.5 (hash v2) is open to every family, and a log that names hash v2 says at least 1.5.
  if (hash_v2) return {kLogMinorHashV2, kLogMinor};
  switch (f) {
    case Family::classic: return {0, kLogMinor};
    case Family::super: return {1, kLogMinor};  // 1.1: the super and solo families
    case Family::solo: return {1, kLogMinor};
    case Family::bm2: return {kLogMinorBm2, kLogMinor};  // 1.4: the bm2 family
  }
  return {0, kLogMinor};
}

std::string log_version_range_text(LogMinorRange r) {
  const std::string lo = std::to_string(kLogMajor) + "." + std::to_string(r.min);
  return r.max > r.min ? lo + " to " + std::to_string(kLogMajor) + "." + std::to_string(r.max) : lo;
}

// The result line as a JSON value: each object's members put into its map in the map's own
// (sorted) order with the end as the hint, so that no member searches the others (the replayer
// builds one per log it verifies; a brace list builds a two-element array per member first).
json game_result(const Engine& engine, const GameState& s) {
  json::array_t scores;
  scores.reserve(static_cast<std::size_t>(s.num_players));
  for (int p = 0; p < s.num_players; ++p) {
    const PlayerScore sc = engine.score(s, p);
    const auto& pl = s.players[static_cast<std::size_t>(p)];
    json::object_t seat;
    seat.emplace_hint(seat.end(), "boss", pl.boss >= 0 ? engine.cards().id_of(pl.boss) : "");
    seat.emplace_hint(seat.end(), "eliminated", sc.eliminated);  // C-13, C-14, BM2-8 (Engine::score)
    seat.emplace_hint(seat.end(), "player", p);
    seat.emplace_hint(seat.end(), "souls", sc.souls);
    seat.emplace_hint(seat.end(), "wounds", sc.wounds);
    scores.emplace_back(std::move(seat));
  }
  const bool solo = engine.rules().family == Family::solo && s.over;
  const PlayerScore solo_score = solo ? engine.score(s, 0) : PlayerScore{};
  json::object_t res;
  res.emplace_hint(res.end(), "actions", s.actions);
  res.emplace_hint(res.end(), "end_reason", end_reason_name(static_cast<EndReason>(s.end_rule)));
  res.emplace_hint(res.end(), "final_hash", hex64(engine.hash(s)));
  res.emplace_hint(res.end(), "rounds", s.round);
  // SO-6 / SO-7 / SO-8: the solo score (souls - wounds) and its title.
  if (solo) res.emplace_hint(res.end(), "score", solo_score.souls - solo_score.wounds);
  res.emplace_hint(res.end(), "scores", std::move(scores));
  if (solo)
    res.emplace_hint(res.end(), "title", solo_title(solo_score.souls - solo_score.wounds, engine.rules().challenge));
  res.emplace_hint(res.end(), "type", "result");
  res.emplace_hint(res.end(), "winner", s.winners.empty() ? json(nullptr) : json(s.winners.front()));
  return json(std::move(res));
}

void LogWriter::line(const json& j) {
  out_ << j.dump() << '\n';
  out_.flush();
}

void LogWriter::header(std::uint64_t seed, int players, const json& violation) {
  json h = log_header(engine_, seed, players, declared_);
  if (!violation.is_null()) {
    h["violation"] = violation;
    if (h["version"] == std::to_string(kLogMajor) + "." + std::to_string(kLogMinorPlain))
      h["version"] = std::to_string(kLogMajor) + ".3";  // 1.3: violation
  }
  line(h);
}

void LogWriter::setup(const GameState& s, const EventSink& events, const json& chance) {
  json j{{"type", "setup"}, {"events", events_to_json(engine_.cards(), events)}, {"hash", hex64(engine_.hash(s))}};
  if (chance.is_array() && !chance.empty()) j["chance"] = chance;
  line(j);
}

json action_line(const Engine& engine, int index, int round, Phase phase, const Action& a, const GameState& after,
                 const EventSink& events, const json& chance) {
  json j{{"type", "action"},
         {"i", index},
         {"round", round},
         {"phase", phase_name(phase)},
         {"player", a.player},
         {"action", action_to_json(engine.cards(), a, engine.rules().super_like() ? &engine.board() : nullptr)},
         {"events", events_to_json(engine.cards(), events)},
         {"hash", hex64(engine.hash(after))}};
  if (chance.is_array() && !chance.empty()) j["chance"] = chance;
  return j;
}

void LogWriter::action(int round, Phase phase, const Action& a, const GameState& after, const EventSink& events,
                       const json& chance) {
  line(action_line(engine_, index_++, round, phase, a, after, events, chance));
}

void LogWriter::result(const GameState& s) { line(game_result(engine_, s)); }

}  // namespace bm
