#include "bm/serve/views.hpp"

#include <span>

#include "bm/log/action_json.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/board/spaces.hpp"
#include "bm/state/minion_codes.hpp"

namespace bm::serve {

using nlohmann::json;

json card_ref(const CardSet& cs, int instance) {
  const CardDesign& d = cs.of(instance);
  return json{{"id", d.id}, {"name", d.name}};
}

namespace {

json refs(const CardSet& cs, std::span<const int> cards) {
  json out = json::array();
  for (int c : cards) out.push_back(card_ref(cs, c));
  return out;
}

json room_view(const CardSet& cs, const RoomSlot& r) {
  json j = card_ref(cs, r.top());
  j["covers"] = refs(cs, std::vector<int>(r.cards.begin(), r.cards.end() - 1));
  if (r.face_down) j["face_down"] = true;
  if (r.deactivated) j["deactivated"] = true;
  if (r.tokens) j["tokens"] = r.tokens;
  // C-11: what lasts until the end of the round, written only when set (every other view keeps
  // its bytes): damage added to the room (Giant Size, Annihilator), its once-a-round ability used,
  // Minotaur's Maze used (IP-38).
  if (r.bonus_damage != 0) j["bonus_damage"] = r.bonus_damage;
  if (r.used_this_round) j["used_this_round"] = true;
  if (r.triggered_this_round) j["triggered_this_round"] = true;
  return j;
}

json entrance_view(const CardSet& cs, std::span<const WaitingHero> waiting) {
  json entrance = json::array();
  for (const WaitingHero& h : waiting) {
    entrance.push_back(card_ref(cs, h.hero));
    // C-11: Health added until the end of the round (Zombie Attack), only when some was.
    if (h.health_bonus != 0) entrance.back()["health_bonus"] = h.health_bonus;
    // G-12: the damage a waiting hero took there this round (Lightning Bolt!), which it takes
    // into its run; written only when it took some, so every other view keeps its bytes.
    if (h.damage != 0) entrance.back()["damage"] = h.damage;
  }
  return entrance;
}

// The player's round effects (C-11 ends them), only those set: Machinations' soul this round
// (C-16), Trepidation (no hero enters), the Jackpot Stash's doubled treasure, the Crushinator's
// damage.
void player_round_view(const PlayerState& pl, json& j) {
  if (pl.gained_soul_this_round) j["gained_soul_this_round"] = true;
  if (pl.trepidation) j["trepidation"] = true;
  if (pl.jackpot) j["jackpot"] = true;
  if (pl.crush_bonus != 0) j["crush_bonus"] = pl.crush_bonus;
}

json player_view(const Engine& e, const GameState& s, int p) {
  const CardSet& cs = e.cards();
  const PlayerState& pl = s.players[static_cast<std::size_t>(p)];
  const PlayerScore sc = e.score(s, p);
  json dungeon = json::array();
  for (const RoomSlot& r : pl.dungeon) dungeon.push_back(room_view(cs, r));
  json j{{"seat", p},
         {"boss", pl.boss >= 0 ? card_ref(cs, pl.boss) : json(nullptr)},
         {"souls", sc.souls},
         {"wounds", sc.wounds},
         {"eliminated", sc.eliminated},  // C-13, C-14, BM2-8 (Engine::score)
         {"hand", refs(cs, pl.hand)},
         {"dungeon", dungeon},
         {"entrance", entrance_view(cs, pl.entrance)}};
  player_round_view(pl, j);
  if (!pl.boss_choices.empty()) j["boss_choices"] = refs(cs, pl.boss_choices);
  if (pl.active_item >= 0) j["active_item"] = card_ref(cs, pl.active_item);
  if (e.rules().super_like()) {
    // S-CITY-4, S-BOARD-3..6: where the Super minion stands, as place_minion names the space (the
    // position format's reading): a board space id, "room" (minion_room: the room it stands on),
    // "boss", or null at home.
    if (pl.minion == kMinionHome) j["minion"] = nullptr;
    else if (pl.minion == kMinionRoom) j["minion"] = "room";
    else if (pl.minion == kMinionBoss) j["minion"] = "boss";
    else if (pl.minion >= 0 && pl.minion < space_count(e.board())) j["minion"] = space_at(e.board(), pl.minion).id;
    if (pl.minion == kMinionRoom && pl.minion_card >= 0) j["minion_room"] = card_ref(cs, pl.minion_card);
  }
  return j;
}

void city_view(const Engine& e, const GameState& s, json& j) {
  const CardSet& cs = e.cards();
  json lm = json::object();
  const auto& marks = e.board().landmarks;
  for (std::size_t i = 0; i < s.landmarks.size() && i < marks.size(); ++i) lm[marks[i].id] = refs(cs, s.landmarks[i]);
  j["landmarks"] = lm;
  j["market"] = refs(cs, s.market);
}

// G-18, S-9: the spells and abilities waiting to resolve, the first cast first (the last
// resolves first); a target only when the item has one.
json stack_view(const CardSet& cs, const GameState& s) {
  json out = json::array();
  for (const StackItem& it : s.stack) {
    json j{{"card", card_ref(cs, it.card)}, {"kind", it.is_spell ? "spell" : "ability"}, {"controller", it.controller}};
    if (it.target_player >= 0) j["target_player"] = it.target_player;
    if (it.target_card >= 0) j["target_card"] = card_ref(cs, it.target_card);
    if (it.target_stack >= 0) j["target_stack"] = it.target_stack;  // Counterspell: the item it cancels
    if (it.cancelled) j["cancelled"] = true;
    if (it.x != 0) j["x"] = it.x;                                     // BM2-26: the option cast with
    if (it.borrowed >= 0) j["borrowed"] = card_ref(cs, it.borrowed);  // BM2-37: the item whose reward it uses
    out.push_back(j);
  }
  return out;
}

// The printed Boss Monster 2 effects until the end of the round (GameState::round_marks), in the
// order made: each kind's name and rules from its one table (kMarkKinds).
json round_marks_view(const CardSet& cs, const GameState& s) {
  json out = json::array();
  for (const RoundMark& m : s.round_marks)
    out.push_back(json{{"kind", std::string(mark_kind_name(m.kind))},
                       {"rules", std::string(mark_kind_rules(m.kind))},
                       {"player", m.player >= 0 ? json(m.player) : json(nullptr)},
                       {"card", m.card >= 0 ? card_ref(cs, m.card) : json(nullptr)},
                       {"value", m.value}});
  return out;
}

// What lasts until the end of the round (C-11), only what is there: the stack, the printed
// effects, and the table's round flags (Kobold Strike's G-4; IP-6; IP-9).
void round_view(const CardSet& cs, const GameState& s, json& j) {
  if (!s.stack.empty()) j["stack"] = stack_view(cs, s);
  if (!s.round_marks.empty()) j["round_marks"] = round_marks_view(cs, s);
  if (s.no_build_this_round) j["no_build_this_round"] = true;
  if (s.hero_moved_this_round) j["hero_moved_this_round"] = true;
  if (s.hero_revealed_this_round) j["hero_revealed_this_round"] = true;
  if (s.failed_reveal) j["failed_reveal"] = true;
}

}  // namespace

// The first rule ID in a text ("G-3: only rooms are built" -> "G-3"), or "".
// The shape is [A-Z][A-Z0-9]*(-[A-Z0-9]+)+, scanned by hand (std::regex trips GCC 12's
// -Wmaybe-uninitialized in the sanitizer build, and is slow).
std::string first_rule_id(const std::string& text) {
  const auto upper = [&](std::size_t k) { return k < text.size() && text[k] >= 'A' && text[k] <= 'Z'; };
  const auto alnum = [&](std::size_t k) { return upper(k) || (k < text.size() && text[k] >= '0' && text[k] <= '9'); };
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (!upper(i)) continue;
    std::size_t j = i + 1, groups = 0;
    while (alnum(j)) ++j;
    while (j < text.size() && text[j] == '-' && alnum(j + 1)) {
      j += 2;
      while (alnum(j)) ++j;
      ++groups;
    }
    if (groups > 0) return text.substr(i, j - i);
  }
  return std::string();
}

json decision_view(const Engine& e, const GameState& s) {
  if (s.over) return nullptr;
  return json{{"player", e.to_move(s)}, {"kind", kind_info(s.decision.kind).name}, {"text", e.decision_name(s)}};
}

json public_state(const Game& g) { return public_state(g.engine(), g.state()); }

json public_state(const Engine& e, const GameState& s) {
  json j{{"ruleset", e.rules().name},
         {"family", family_name(e.rules().family)},
         {"round", s.round},
         {"phase", phase_name(s.phase)},
         {"actions", s.actions},
         {"over", s.over},
         {"decision", decision_view(e, s)},
         {"active", s.active >= 0 ? json(s.active) : json(nullptr)}};
  json players = json::array();
  for (int p = 0; p < s.num_players; ++p) players.push_back(player_view(e, s, p));
  j["players"] = players;
  j[e.rules().super_like() ? "city" : "town"] = refs(e.cards(), s.town);
  if (e.rules().super_like()) city_view(e, s, j);
  // G-7, G-16, IP-19: the discard piles, top card first (one pile, or rooms and spells apart).
  j["discard"] = refs(e.cards(), std::vector<int>(s.discard.rbegin(), s.discard.rend()));
  if (!s.spell_discard.empty() || e.rules().separate_discards)
    j["spell_discard"] = refs(e.cards(), std::vector<int>(s.spell_discard.rbegin(), s.spell_discard.rend()));
  // BM2-3, S-COMPAT-2: the items heroes carry, and those revealed still waiting for a hero.
  if (!s.hero_items.empty() || !s.items_waiting.empty() || e.rules().family == Family::bm2) {
    json carried = json::array();
    for (const HeroItem& hi : s.hero_items)
      carried.push_back(json{{"hero", card_ref(e.cards(), hi.hero)}, {"item", card_ref(e.cards(), hi.item)}});
    j["hero_items"] = carried;
    j["items_waiting"] = refs(e.cards(), s.items_waiting);
  }
  j["decks"] = {{"rooms", s.room_deck.size()},
                {"spells", s.spell_deck.size()},
                {"ordinary_heroes", s.ordinary_heroes.size()},
                {"epic_heroes", s.epic_heroes.size()}};
  if (s.run.player >= 0)
    j["running"] = {{"dungeon", s.run.player},
                    {"hero", card_ref(e.cards(), s.run.hero)},
                    {"damage", s.run.damage},
                    {"room", s.run.room},
                    // G-13, G-14: room -1 = at the dungeon's entrance, about to enter stack 0; in_room
                    // false with room >= 0 = between rooms (the room it was in was destroyed, G-7).
                    {"in_room", s.run.in_room},
                    {"at", s.run.room < 0  ? "entrance"
                           : s.run.in_room ? "room"
                                           : "between_rooms"}};
  if (s.run.player >= 0 && s.run.health_bonus != 0) j["running"]["health_bonus"] = s.run.health_bonus;  // C-11
  round_view(e.cards(), s, j);
  return j;
}

json action_json(const Engine& e, const Action& a) {
  return action_to_json(e.cards(), a, e.rules().super_like() ? &e.board() : nullptr);
}

json legal_view(const Engine& e, const GameState& s, const std::vector<Action>& legal) {
  json out = json::array();
  for (const Action& a : legal) out.push_back(json{{"action", action_json(e, a)}, {"text", e.describe(s, a)}});
  return out;
}

json result_view(const Engine& e, const GameState& s) {
  if (!s.over) return json{{"over", false}};
  json r = game_result(e, s);
  r.erase("type");
  r["over"] = true;
  return r;
}

namespace {

// The refusal's data (docs/protocol.md#illegal-actions): `rule` always a rule ID (refusal.hpp),
// `card` when a card's text forbids the action.
json refusal_data(const Refusal& r) {
  json data{{"rule", r.rule.str()}, {"why", r.text()}};
  if (!r.card.empty()) data["card"] = r.card;
  return data;
}

}  // namespace

RpcError illegal_error(const Engine& e, const GameState& s, const Action& a, const std::vector<Action>& legal) {
  const std::string message = e.explain_illegal(s, a);
  json data = refusal_data(e.refusal(s, a));
  data["round"] = s.round;
  data["phase"] = phase_name(s.phase);
  data["decision"] = decision_view(e, s);
  data["legal"] = legal_view(e, s, legal);
  if (!s.over) data["action"] = action_json(e, a);
  return RpcError(kIllegalAction, message, data);
}

RpcError wrong_player_error(const Engine& e, const GameState& s, int player, const std::vector<Action>& legal) {
  // The first rule the decision's own description cites: "first build, before round 1 (C-4, ...)".
  // An effect's question cites none: then the rule the engine gives for an action by a seat
  // that is not deciding (C-5/C-12), as `bm replay` names it.
  std::string rule = first_rule_id(e.decision_name(s));
  if (rule.empty()) {
    Action other{};
    other.player = player;
    rule = e.refusal(s, other).rule.str();
  }
  const std::string why = rule + ": it is player " + std::to_string(e.to_move(s)) + "'s decision (" +
                          e.decision_name(s) + "), not player " + std::to_string(player) + "'s";
  json data{{"rule", RuleId(rule).str()},
            {"why", why},
            {"round", s.round},
            {"phase", phase_name(s.phase)},
            {"decision", decision_view(e, s)},
            {"legal", legal_view(e, s, legal)}};
  return RpcError(kIllegalAction, "illegal action: " + why, data);
}

}  // namespace bm::serve
