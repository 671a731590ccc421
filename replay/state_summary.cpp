#include "bm/replay/state_summary.hpp"

#include <nlohmann/json.hpp>

namespace bm {

using nlohmann::json;

namespace {

json ids(const CardSet& cs, std::span<const int> cards) {
  json out = json::array();
  for (int c : cards) out.push_back(cs.id_of(c));
  return out;
}

}  // namespace

json state_summary(const Engine& engine, const GameState& s) {
  const CardSet& cs = engine.cards();
  json j{{"round", s.round}, {"phase", phase_name(s.phase)}, {"actions", s.actions}};
  if (s.over) {
    j["over"] = true;
    j["end_reason"] = end_reason_name(static_cast<EndReason>(s.end_rule));
  } else {
    j["to_move"] = engine.to_move(s);
    j["decision"] = engine.decision_name(s);
  }
  if (s.active >= 0) j["active"] = s.active;
  json players = json::array();
  for (int p = 0; p < s.num_players; ++p) {
    const PlayerState& pl = s.players[static_cast<std::size_t>(p)];
    const PlayerScore sc = engine.score(s, p);
    json dungeon = json::array();
    for (const RoomSlot& r : pl.dungeon) {
      std::string room = cs.id_of(r.top());
      if (r.cards.size() > 1) room.append("(on ").append(std::to_string(r.cards.size() - 1)).append(")");
      if (r.face_down) room.append("[face down]");
      if (r.deactivated) room.append("[deactivated]");
      if (r.tokens) room.append("[").append(std::to_string(r.tokens)).append(" tokens]");
      dungeon.push_back(room);
    }
    json entrance = json::array();
    for (const WaitingHero& h : pl.entrance)  // G-12: the damage taken while waiting (Lightning Bolt!), if any
      entrance.push_back(
          h.damage == 0
              ? cs.id_of(h.hero)
              : std::string(cs.id_of(h.hero)).append("[").append(std::to_string(h.damage)).append(" damage]"));
    json pj{{"player", p},
            {"boss", pl.boss >= 0 ? cs.id_of(pl.boss) : ""},
            {"souls", sc.souls},
            {"wounds", sc.wounds},
            {"hand", ids(cs, pl.hand)},
            {"dungeon", dungeon}};
    if (!entrance.empty()) pj["entrance"] = entrance;
    if (sc.eliminated) pj["eliminated"] = true;  // C-13, C-14, BM2-8 (Engine::score)
    if (pl.leveled_up) pj["leveled_up"] = true;
    players.push_back(pj);
  }
  j["players"] = players;
  j[engine.rules().super_like() ? "city" : "town"] = ids(cs, s.town);
  if (engine.rules().super_like()) {
    json lm = json::object();
    const auto& marks = engine.board().landmarks;
    for (std::size_t i = 0; i < s.landmarks.size() && i < marks.size(); ++i)
      if (!s.landmarks[i].empty()) lm[marks[i].id] = ids(cs, s.landmarks[i]);
    j["landmarks"] = lm;
    j["market"] = ids(cs, s.market);
  }
  j["decks"] = {{"rooms", s.room_deck.size()},
                {"spells", s.spell_deck.size()},
                {"ordinary_heroes", s.ordinary_heroes.size()},
                {"epic_heroes", s.epic_heroes.size()}};
  if (s.run.player >= 0)
    j["running"] = {
        {"player", s.run.player}, {"hero", cs.id_of(s.run.hero)}, {"damage", s.run.damage}, {"room", s.run.room}};
  if (!s.stack.empty()) {
    json st = json::array();
    for (const StackItem& it : s.stack)
      st.push_back(std::string(cs.id_of(it.card))
                       .append(it.borrowed >= 0 ? std::string("[borrowing ").append(cs.id_of(it.borrowed)).append("]")
                                                : std::string())  // BM2-37: Magic Mirror's borrowed reward
                       .append(it.cancelled ? "[cancelled]" : ""));
    j["stack"] = st;
  }
  return j;
}

}  // namespace bm
