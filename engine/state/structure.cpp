#include "bm/state/structure.hpp"

#include <algorithm>

#include "bm/cards/items.hpp"
#include "bm/game/engine.hpp"
#include "bm/game/kinds.hpp"
#include "bm/rules/constants.hpp"
#include "bm/state/minion_codes.hpp"

namespace bm {

namespace {

std::string seat(int p) { return "player " + std::to_string(p); }
std::string player_path(int p) { return "state.players[" + std::to_string(p) + "]"; }
std::string at(const std::string& path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

int wounds(const CardSet& cs, const PlayerState& pl) {
  int n = 0;
  for (const auto& h : pl.score) n += h.soul ? 0 : cs.of(h.hero).souls;  // G-12: face up = a wound
  return n;
}

// The phases from a round's start (or the setup) up to its adventure phase: no hero has reached a
// boss since the last end-of-round check (C-6, S-8).
bool before_adventure(Phase ph) {
  return ph == Phase::setup || ph == Phase::beginning || ph == Phase::city || ph == Phase::build ||
         ph == Phase::minion || ph == Phase::bait;
}

// BM2-3, BM2-7, S-COMPAT-2: where a hero may carry an item: town, an entrance, the run, a landmark.
bool hero_in_play(const GameState& s, int hero) {
  if (s.run.hero == hero || std::find(s.town.begin(), s.town.end(), hero) != s.town.end()) return true;
  for (const auto& pl : s.players)
    for (const auto& w : pl.entrance)
      if (w.hero == hero) return true;
  for (const auto& l : s.landmarks)
    if (std::find(l.begin(), l.end(), hero) != l.end()) return true;
  return false;
}

// INV-ITEM-ACTIVE-ONE (BM2-4) for player `p`: a second (gained) item only while its keep-one choice is pending.
std::optional<StructureFault> active_item_fault(const CardSet& cs, const GameState& s, int p) {
  const PlayerState& pl = s.players[static_cast<std::size_t>(p)];
  if (pl.gained_item < 0) return std::nullopt;
  bool choosing = pl.active_item >= 0;
  bool pending = false;
  for (const Task& t : s.agenda)
    pending =
        pending || (t.kind == TaskKind::effect && t.ability() == as_int(EngineEffect::keep_item) && t.player == p);
  if (choosing && pending) return std::nullopt;
  return StructureFault{"INV-ITEM-ACTIVE-ONE", "BM2-4",
                        seat(p) + " holds a second active item " + cs.id_of(pl.gained_item) +
                            " with no keep-one choice pending (BM2-4: a boss has one active item)",
                        player_path(p) + ".gained_item"};
}

}  // namespace

// BM2-3: a hero carries an item sharing one of its treasure icons, or a universal item.
bool shares_icon(const CardDesign& item, const CardDesign& hero) {
  bool universal = true, shared = false;
  for (int t = 0; t < kTreasureTypes; ++t) {
    universal = universal && item.treasure[static_cast<std::size_t>(t)] > 0;
    shared =
        shared || (item.treasure[static_cast<std::size_t>(t)] > 0 && hero.treasure[static_cast<std::size_t>(t)] > 0);
  }
  return universal || shared;
}

bool adds_treasure_icons(const CardSet& cs) { return set_has_ability(cs, Ability::secret_stash); }  // BM2-21

std::optional<StructureFault> stack_fault(const CardSet& cs, std::span<const int> cards, const std::string& where,
                                          const std::function<bool(int lower, int upper)>& built_on_added_icon) {
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const CardDesign& d = cs.of(cards[i]);
    if (!d.advanced) continue;
    // G-3: an advanced room is built only on top of a room sharing a treasure type, never as a new stack.
    if (i == 0)
      return StructureFault{"INV-ADVANCED-ON-SHARED", "G-3",
                            "advanced room " + cs.id_of(cards[i]) + " starts " + where +
                                " (G-3: an advanced room is built only on a room sharing a treasure type)"};
    bool shares = false;
    for (int t = 0; t < kTreasureTypes; ++t)
      shares = shares || (d.treasure[static_cast<std::size_t>(t)] > 0 &&
                          cs.of(cards[i - 1]).treasure[static_cast<std::size_t>(t)] > 0);
    if (!shares && (built_on_added_icon ? built_on_added_icon(cards[i - 1], cards[i]) : adds_treasure_icons(cs)))
      continue;  // BM2-21: built while the room below showed an added icon of its type
    if (!shares)
      return StructureFault{"INV-ADVANCED-ON-SHARED", "G-3",
                            "advanced room " + cs.id_of(cards[i]) + " sits on " + cs.id_of(cards[i - 1]) +
                                ", which shares no treasure type, in " + where + " (G-3)"};
  }
  return std::nullopt;
}

bool adds_check_wounds(const CardSet& cs) { return set_has_ability(cs, Ability::vorpal_blade); }  // BM2-40

bool spares_wounded(const CardSet& cs) { return set_has_ability(cs, Ability::extra_life); }  // BM2-40

bool hands_items_freely(const CardSet& cs) { return set_has_ability(cs, Ability::orcish_smithy); }

std::optional<StructureFault> eliminated_fault(const Ruleset& r, const CardSet& cs, const GameState& s, int p,
                                               int extra_wounds) {
  const PlayerState& pl = s.players[static_cast<std::size_t>(p)];
  if (!pl.eliminated) return std::nullopt;
  const std::string path = player_path(p);
  if (!eliminates(r, s.num_players)) {
    const char* why = r.super_like()  ? "S-END-2: nobody is eliminated in the super and solo families"
                      : r.immortality ? "C-16 Immortality, BM2-44 Unlimited Lives: nobody is eliminated at five wounds"
                      : r.end_score_all ? "IP-49 end_rule score_all: nobody is eliminated"
                                        : "BM2-8: nobody is eliminated with five or six players";
    return StructureFault{"INV-ELIMINATED",
                          r.super_like()    ? "S-END-2"
                          : r.immortality   ? "C-16, BM2-44"
                          : r.end_score_all ? "IP-49"
                                            : "BM2-8",
                          seat(p) + " is eliminated in a game that eliminates nobody (" + why + ")",
                          path + ".eliminated"};
  }
  const bool unknown_extra = extra_wounds < 0 && adds_check_wounds(cs);
  if (!unknown_extra && wounds(cs, pl) + std::max(extra_wounds, 0) < wounds_to_lose(r))
    return StructureFault{"INV-ELIMINATED", "C-13, C-14",
                          seat(p) + " is eliminated with " + std::to_string(wounds(cs, pl)) + " wounds (C-13, C-14: " +
                              std::to_string(wounds_to_lose(r)) + " wounds eliminate, and wounds are never lost)",
                          path + ".eliminated"};
  const char* zone = !pl.hand.empty()       ? "hand"
                     : !pl.dungeon.empty()  ? "dungeon"
                     : !pl.entrance.empty() ? "entrance"
                                            : "";
  if (*zone != '\0')
    return StructureFault{"INV-ELIMINATED", "C-14",
                          seat(p) + " was eliminated but still holds cards in play: its " + zone +
                              " is not empty (C-14: an eliminated player's cards leave the game)",
                          path + "." + zone};
  return std::nullopt;
}

std::optional<StructureFault> decider_fault(const GameState& s) {
  const int p = s.decision.player;
  if (p < 0 || p >= s.num_players || !s.players[static_cast<std::size_t>(p)].eliminated) return std::nullopt;
  return StructureFault{
      "INV-ELIMINATED", "C-14",
      seat(p) + " was eliminated but is asked to decide (C-14: an eliminated player is out of the game)",
      "state.decision.player"};
}

std::optional<StructureFault> end_trigger_fault(const Ruleset& r, const CardSet& cs, const BoardDef& b,
                                                const GameState& s) {
  if (s.over) return std::nullopt;
  if (r.family == Family::solo)
    for (std::size_t li = 0; li < b.landmarks.size() && li < s.landmarks.size(); ++li)
      if (b.landmarks[li].stack && !s.landmarks[li].empty())
        return StructureFault{"INV-END-TRIGGER", "SO-6",
                              "a hero is in the " + b.landmarks[li].id +
                                  " and the game goes on (SO-6: a hero moved into the Tavern ends the game at once)",
                              at("state.landmarks", li)};
  const bool solo = r.family == Family::solo;
  if (!before_adventure(s.phase) || !(solo || eliminates(r, s.num_players))) return std::nullopt;
  for (int p = 0; p < s.num_players; ++p) {
    const PlayerState& pl = s.players[static_cast<std::size_t>(p)];
    if (pl.eliminated || wounds(cs, pl) < wounds_to_lose(r) || spares_wounded(cs)) continue;
    const std::string why = solo ? "SO-6: the game ends after the round in which the player reaches five wounds"
                                 : "C-13, C-14: the end-of-round check eliminates a player with five wounds";
    return StructureFault{"INV-END-TRIGGER", solo ? "SO-6" : "C-13, C-14",
                          seat(p) + " has " + std::to_string(wounds(cs, pl)) + " wounds in the " + phase_name(s.phase) +
                              " phase of round " + std::to_string(s.round) + " and " +
                              (solo ? "the game goes on" : "is not eliminated") + " (" + why +
                              "; wounds come only in the adventure phase)",
                          player_path(p) + ".score"};
  }
  return std::nullopt;
}

std::optional<StructureFault> minion_fault(const GameState& s, int p) {
  const PlayerState& pl = s.players[static_cast<std::size_t>(p)];
  if (pl.minion == kMinionRoom) {  // a room's action space (state/minion_codes.hpp)
    bool own = false;
    for (const auto& rs : pl.dungeon) own = own || (!rs.cards.empty() && !rs.face_down && rs.top() == pl.minion_card);
    if (!own)
      return StructureFault{"INV-MINION-OWN", "S-BOARD-5",
                            seat(p) +
                                "'s minion stands on a room that is not a visible top room of their dungeon "
                                "(S-BOARD-5: a minion goes to a room of its owner's dungeon)",
                            player_path(p) + ".minion_card"};
  } else if (pl.minion == kMinionBoss && !pl.leveled_up) {
    return StructureFault{"INV-MINION-OWN", "S-BOARD-5",
                          seat(p) + "'s minion stands on the boss before its Level Up (S-BOARD-5)",
                          player_path(p) + ".minion"};
  }
  return std::nullopt;
}

std::optional<StructureFault> minion_space_fault(const GameState& s) {
  for (int p = 0; p < s.num_players; ++p)
    for (int q = 0; q < p; ++q) {
      const int m = s.players[static_cast<std::size_t>(p)].minion;
      if (m >= 0 && m < kMinionRoom && m == s.players[static_cast<std::size_t>(q)].minion)
        return StructureFault{"INV-MINION-SPACE", "S-BOARD-5",
                              "two minions stand on board action space " + std::to_string(m) + ": " + seat(q) +
                                  "'s and " + seat(p) + "'s (S-BOARD-5: one minion per action space)",
                              player_path(p) + ".minion"};
    }
  return std::nullopt;
}

std::optional<StructureFault> tokens_fault(const Ruleset& r, const GameState& s) {
  int total = 0;
  for (int p = 0; p < s.num_players; ++p) {
    const auto& dungeon = s.players[static_cast<std::size_t>(p)].dungeon;
    for (std::size_t k = 0; k < dungeon.size(); ++k) {
      const int t = dungeon[k].tokens;
      // Named only for a fault: the checker tests every room after every action.
      const auto path = [p, k] { return at(player_path(p) + ".dungeon", k) + ".tokens"; };
      if (t < 0)
        return StructureFault{"INV-TOKENS", "S-TOK-1",
                              seat(p) + " has a room with " + std::to_string(t) + " tokens (S-TOK-1)", path()};
      if (room_token_cap(r) > 0 && t > room_token_cap(r))
        return StructureFault{"INV-TOKENS", "SO-5",
                              "a room of " + seat(p) + " holds " + std::to_string(t) +
                                  " damage tokens (SO-5: at most " + std::to_string(room_token_cap(r)) + ")",
                              path()};
      total += t;
    }
  }
  if (r.token_supply > 0 && total > r.token_supply)
    return StructureFault{"INV-TOKENS", "IP-10",
                          std::to_string(total) + " damage tokens on the table, the supply is " +
                              std::to_string(r.token_supply) + " (IP-10)",
                          "state.players"};
  return std::nullopt;
}

std::optional<StructureFault> market_fault(const GameState& s) {
  if (s.market.empty() || !(s.phase == Phase::bait || s.phase == Phase::adventure || s.phase == Phase::end_of_round))
    return std::nullopt;
  return StructureFault{"INV-MARKET-CLEARED", "S-MINION-1",
                        std::to_string(s.market.size()) + " cards are left in the market in the " +
                            phase_name(s.phase) + " phase (S-MINION-1: the market is discarded after the minions act)",
                        "state.market"};
}

std::optional<StructureFault> city_fault(const Ruleset& r, const BoardDef& b, const GameState& s) {
  const int slots = r.family == Family::solo ? b.solo.city_slots : b.city_slots(s.num_players);
  if (static_cast<int>(s.town.size()) > slots)
    return StructureFault{"INV-CITY-SLOTS", r.family == Family::solo ? "SO-2" : "S-BOARD-1",
                          "the city holds " + std::to_string(s.town.size()) + " heroes in " + std::to_string(slots) +
                              " slots (S-BOARD-1, SO-2: one hero a slot)",
                          "state.town"};
  for (std::size_t li = 0; li < b.landmarks.size() && li < s.landmarks.size(); ++li)
    if (!b.landmarks[li].stack && s.landmarks[li].size() > 1)
      return StructureFault{"INV-LANDMARK", "S-BOARD-2",
                            "landmark " + b.landmarks[li].id + " holds " + std::to_string(s.landmarks[li].size()) +
                                " heroes (S-BOARD-2: at most one, but for the Tavern)",
                            at("state.landmarks", li)};
  return std::nullopt;
}

std::optional<StructureFault> item_fault(const CardSet& cs, const GameState& s) {
  for (std::size_t i = 0; i < s.hero_items.size(); ++i) {
    const HeroItem& hi = s.hero_items[i];
    const std::string path = at("state.hero_items", i);
    for (std::size_t j = i + 1; j < s.hero_items.size(); ++j)
      if (s.hero_items[j].hero == hi.hero)
        return StructureFault{"INV-ITEM-ONE-PER-HERO", "BM2-3",
                              cs.id_of(hi.hero) + " carries two items: " + cs.id_of(hi.item) + " and " +
                                  cs.id_of(s.hero_items[j].item) + " (BM2-3: one item per hero)",
                              at("state.hero_items", j) + ".hero"};
    const bool free_hand_out = hands_items_freely(cs);  // Orcish Smithy: any hero, star or not
    if (cs.of(hi.hero).no_items && !free_hand_out)
      return StructureFault{"INV-ITEM-NO-STAR", "BM2-3",
                            cs.id_of(hi.hero) + " has the star icon but carries " + cs.id_of(hi.item) +
                                " (BM2-3: a star hero carries no item)",
                            path + ".item"};
    if (!shares_icon(cs.of(hi.item), cs.of(hi.hero)) && !free_hand_out)
      return StructureFault{"INV-ITEM-MATCH", "BM2-3",
                            cs.id_of(hi.hero) + " carries " + cs.id_of(hi.item) +
                                ", which shares no treasure icon with it and is not universal (BM2-3)",
                            path + ".item"};
    if (!hero_in_play(s, hi.hero))
      return StructureFault{"INV-ITEM-HOLDER", "BM2-7",
                            cs.id_of(hi.hero) + " carries " + cs.id_of(hi.item) +
                                " but is not in town, at an entrance or in a dungeon (BM2-7: a killed or wounding "
                                "hero hands its item to that boss)",
                            path + ".hero"};
  }
  for (int p = 0; p < s.num_players; ++p)
    if (auto f = active_item_fault(cs, s, p)) return f;
  return std::nullopt;
}

std::optional<StructureFault> state_fault(const Ruleset& r, const CardSet& cs, const BoardDef& b, const GameState& s) {
  for (int p = 0; p < s.num_players; ++p) {
    if (auto f = eliminated_fault(r, cs, s, p)) return f;
    if (r.super_like())
      if (auto f = minion_fault(s, p)) return f;
  }
  if (auto f = decider_fault(s)) return f;
  if (auto f = end_trigger_fault(r, cs, b, s)) return f;
  if (r.super_like()) {
    if (auto f = city_fault(r, b, s)) return f;
    if (auto f = minion_space_fault(s)) return f;
    if (auto f = tokens_fault(r, s)) return f;
    if (auto f = market_fault(s)) return f;
  }
  if (items_in_play(r, cs))
    if (auto f = item_fault(cs, s)) return f;
  return std::nullopt;
}

}  // namespace bm
