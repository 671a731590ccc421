#include "log/action_json.hpp"

#include "game/chance.hpp"
#include "game/engine.hpp"

namespace bm {

using nlohmann::json;

json action_to_json(const CardSet& cs, const Action& a) {
  json j;
  j["type"] = action_type_name(a.type);
  if (a.card >= 0) j["card"] = cs.id_of(a.card);
  if (a.slot == kNewStack) j["stack"] = "new";
  else if (a.slot >= 0) j["stack"] = a.slot;
  if (a.slot2 >= 0) j["stack2"] = a.slot2;
  if (a.target_player >= 0) j["target_player"] = a.target_player;
  if (a.target_card >= 0) j["target"] = cs.id_of(a.target_card);
  if (a.option >= 0) j["option"] = a.option;
  return j;
}

namespace {

enum Field { F_None, F_Int, F_Card, F_Phase, F_Deck, F_Kind, F_Reason };
struct EventShape {
  const char* a_name;
  Field a;
  const char* b_name;
  Field b;
};

EventShape shape(EventType t) {
  switch (t) {
    case EventType::round_start: return {"round", F_Int, nullptr, F_None};
    case EventType::phase: return {"phase", F_Phase, nullptr, F_None};
    case EventType::shuffle: return {"deck", F_Deck, "size", F_Int};
    case EventType::draw_failed: return {"deck", F_Kind, nullptr, F_None};
    case EventType::deck_reshuffled: return {"deck", F_Kind, nullptr, F_None};
    case EventType::room_placed:
    case EventType::room_returned:
    case EventType::room_revealed:
    case EventType::room_built:
    case EventType::deactivated:
    case EventType::reactivated: return {"stack", F_Int, nullptr, F_None};
    case EventType::destroyed: return {"stack", F_Int, "by", F_Int};
    case EventType::bait: return {"value", F_Int, nullptr, F_None};
    case EventType::hero_stays: return {"tie", F_Int, nullptr, F_None};
    case EventType::enters_room: return {"room", F_Card, "stack", F_Int};
    case EventType::damage: return {"amount", F_Int, "total", F_Int};
    case EventType::hero_killed: return {"room", F_Card, "stack", F_Int};
    case EventType::hero_to_room: return {"stack", F_Int, nullptr, F_None};
    case EventType::hero_to_entrance: return {"by", F_Int, nullptr, F_None};
    case EventType::cast: return {"target_player", F_Int, "target", F_Card};
    case EventType::activated: return {"stack", F_Int, "target", F_Card};
    case EventType::swapped: return {"stack", F_Int, "stack2", F_Int};
    case EventType::bonus: return {"amount", F_Int, nullptr, F_None};
    case EventType::take_card: return {"from_player", F_Int, nullptr, F_None};
    case EventType::card_to_hand: return {"from", F_Int, nullptr, F_None};
    case EventType::discard: return {"by", F_Int, nullptr, F_None};
    case EventType::trepidation: return {"by", F_Int, nullptr, F_None};
    case EventType::hand_revealed: return {"to_player", F_Int, nullptr, F_None};
    case EventType::game_end: return {"end_reason", F_Reason, nullptr, F_None};
    default: return {nullptr, F_None, nullptr, F_None};
  }
}

void put(json& j, const CardSet& cs, const char* name, Field f, int v) {
  if (!name || f == F_None || v == -1) return;
  switch (f) {
    case F_Int:
      if (v == kNewStack) j[name] = "new";
      else j[name] = v;
      break;
    case F_Card: if (v >= 0 && v < cs.instances()) j[name] = cs.id_of(v); break;
    case F_Phase: j[name] = phase_name(static_cast<Phase>(v)); break;
    case F_Deck: j[name] = chance_kind_name(static_cast<ChanceKind>(v)); break;
    case F_Kind: j[name] = std::string(kind_name(static_cast<CardKind>(v))); break;
    case F_Reason: j[name] = end_reason_name(static_cast<EndReason>(v)); break;
    default: break;
  }
}

}  // namespace

json event_to_json(const CardSet& cs, const Event& e) {
  json j;
  j["e"] = event_type_name(e.type);
  if (e.player >= 0) j["player"] = e.player;
  if (e.card >= 0) j["card"] = cs.id_of(e.card);
  const EventShape sh = shape(e.type);
  put(j, cs, sh.a_name, sh.a, e.a);
  put(j, cs, sh.b_name, sh.b, e.b);
  return j;
}

json events_to_json(const CardSet& cs, const EventSink& events) {
  json arr = json::array();
  for (const auto& e : events) arr.push_back(event_to_json(cs, e));
  return arr;
}

}  // namespace bm
