#pragma once
// Readable JSON forms of actions and events (docs/log-format.md). Cards appear as card ids
// ("BM027"), dungeon positions as stack indices from the entrance (0) toward the boss.
#include <nlohmann/json.hpp>

#include "cards/card.hpp"
#include "game/action.hpp"
#include "game/event.hpp"

namespace bm {

nlohmann::json action_to_json(const CardSet& cs, const Action& a);
nlohmann::json event_to_json(const CardSet& cs, const Event& e);
nlohmann::json events_to_json(const CardSet& cs, const EventSink& events);

}  // namespace bm
