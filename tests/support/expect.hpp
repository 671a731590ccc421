#pragma once
// The scenario harness, part 3 of 3: reading outcomes (docs/architecture.md, "Test helpers").
// Events in their log form (event_to_json), hands, end reasons and other values the tests
// compare with what the rules say. They only read; the expected values stay in the tests.
#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "support/scenario.hpp"

namespace bm::test {

using nlohmann::json;

// ---- events ----
// Every event since the start, in the log's form.
std::vector<json> all_events(const Scenario& sc);
int event_count(const Scenario& sc);
// Event `j` is of `type` and has every field of `fields` with the same value.
bool matches(const json& j, const std::string& type, const json& fields);
// Index of the first event of `type` with `fields` at or after `from`, or -1.
int find_event(const Scenario& sc, const std::string& type, const json& fields = json::object(), int from = 0);
// Events of `type` with `fields` in [from, to) (to < 0: up to the last event).
int count_events(const Scenario& sc, const std::string& type, const json& fields = json::object(), int from = 0,
                 int to = -1);
// Events of `type` whose fields include `fields`, from event index `from` on.
std::vector<json> events_since(const Scenario& sc, std::size_t from, const std::string& type,
                               const json& fields = json::object());
// Events of `type` from event index `from` up to the next round_start (the current round).
std::vector<json> events_this_round(const Scenario& sc, std::size_t from, const std::string& type);

// ---- state ----
// p's hand as it was before the beginning phase of round r + 1 (C-7 draws removed).
std::vector<std::string> hand_in_round(const Scenario& sc, int p, int r);
// Seat 0's boss `boss` levelled up (the `level_up` event, G-10) and its Level Up's question is
// pending (level_up_choice's stop).
bool asked_to_level_up(const Scenario& sc, const std::string& boss);
// The end reason of a finished game ("S-END-2.souls", "SO-6.tavern", ...).
std::string end_reason(const Scenario& sc);
// The health bonus of the hero waiting at p's entrance (S-TOK-3 health tokens), or -99.
int entrance_bonus(const Scenario& sc, int p, const std::string& hero);
// The damage the hero waiting at p's entrance has taken there (Lightning Bolt!, G-12), or -99.
int entrance_damage(const Scenario& sc, int p, const std::string& hero);
// p's treasure value of type t as bait counts it (rooms + boss + treasure spaces, G-15).
int treasure_of(Scenario& sc, int p, int t);
// The item instance hero `hero` carries (BM2-3), or -1 when it carries none.
int item_of(const Scenario& sc, const std::string& hero);

// Text `text` (an error message, a name) contains `part`.
inline bool mentions(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

template <class T, class U>
bool contains(const std::vector<T>& v, const U& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}
inline bool contains(const Zone& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// A carrier round (thk_carrier_rounds): `hero` took `with` (carried) or `without` damage, room by
// room, and got through to wound seat 0 only with the item (G-12).
void expect_only_the_carrier_gets_through(const Scenario& sc, const std::string& hero, bool carried,
                                          const std::vector<int>& with, const std::vector<int>& without);

// thk_cancel_a_freeze's outcome: the Freeze cancelled (`used`) or not, Fire's Breath's damage, and
// whether she is seat 0's soul or its wound.
void expect_freeze_cancelled(const Scenario& sc, bool used);

}  // namespace bm::test
