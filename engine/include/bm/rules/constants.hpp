#pragma once
// The rules' numbers, each in one place with the rule that sets it (docs/rules/). The k*
// constants are the printed numbers; the functions read the ruleset and say which of them a
// game plays with (family and options). Engine, snapshot, checker, replay, viz and the CLI
// use these; no other file writes a rule's number (docs/architecture.md, "Rule constants").
#include <array>

#include "bm/rules/ruleset.hpp"

namespace bm {

// ---- the numbers ------------------------------------------------------------------------
inline constexpr int kMaxRooms = 5;        // G-2: at most five rooms (stacks) in a dungeon
inline constexpr int kMaxRoomsSeven = 7;   // BM2-9 home rule (seven_rooms): up to seven
inline constexpr int kLevelUpRooms = 5;    // G-10: Level Up at five active rooms (G-8; BM2-9: each fifth)
inline constexpr int kSoulsToWin = 10;     // C-13, S-END-2, BM2-8: ten souls end the game
inline constexpr int kWoundsToLose = 5;    // C-13, SO-6 (1): five wounds eliminate (solo: end)
inline constexpr int kStartingRooms = 5;   // C-3 / IP-2: the starting hand, five rooms ...
inline constexpr int kStartingSpells = 2;  // ... and two spells (G-23: a mulligan draws them again)
inline constexpr int kStartingHand = kStartingRooms + kStartingSpells;
inline constexpr int kMulliganRooms = 4;          // G-23: four advanced rooms, or four sharing a treasure type
inline constexpr int kSoloRoomTokens = 4;         // SO-5: at most four damage tokens on a room (solo)
inline constexpr int kBm2ManyPlayers = 5;         // BM2-6, BM2-8: the 5-6 player rules apply from five players
inline constexpr int kBm2SetupRoomDiscards = 4;   // BM2-1: the top four rooms ...
inline constexpr int kBm2SetupSpellDiscards = 2;  // ... and the top two spells start the discard piles
inline constexpr int kHardModeHeroHealth = 4;     // C-16 Hard mode: the ordinary heroes of health 4 leave the game
inline constexpr int kMaxPlayers = 6;             // the most seats any family has (BM2-6, BM2-8: 5-6 players)
// SO-4: the bait threshold of each city slot (1, 2, 3, 4); SO-8 challenge mode: 2, 3, then
// IP-13 (Ruleset::challenge_slot3), then 5.
inline constexpr int kSoloSlots = 4;
inline constexpr std::array<int, kSoloSlots> kSoloBait{1, 2, 3, 4};
inline constexpr std::array<int, kSoloSlots> kSoloChallengeBait{2, 3, -1, 5};  // -1: IP-13, the ruleset's value

// ---- what a ruleset plays with ------------------------------------------------------------
// BM2-9: the seven_rooms home rule applies in the bm2 family only.
inline bool seven_rooms_rule(const Ruleset& r) { return r.family == Family::bm2 && r.seven_rooms; }
// G-2: five stacks; BM2-9 seven_rooms: seven.
inline int max_rooms(const Ruleset& r) { return seven_rooms_rule(r) ? kMaxRoomsSeven : kMaxRooms; }
// C-13 (classic), S-END-2 (super), BM2-8 (bm2 at 5-6 players): the same ten souls. Solo has no
// soul win (SO-6).
inline int souls_to_win(const Ruleset&) { return kSoulsToWin; }
// C-13 (classic, bm2 at 2-4 players: elimination), SO-6 (1) (solo: the game ends). Super
// eliminates no one (S-END-2) and bm2 at 5-6 players neither (BM2-8).
inline int wounds_to_lose(const Ruleset&) { return kWoundsToLose; }
// SO-5: the damage tokens one room may hold (solo: 4); 0 = no cap (super, S-TOK-1). The table's
// supply is Ruleset::token_supply (IP-10).
inline int room_token_cap(const Ruleset& r) { return r.family == Family::solo ? kSoloRoomTokens : 0; }
// BM2-6, BM2-8: a bm2 game of 5-6 players (bait ties split, no elimination, 3 items a round).
inline bool bm2_many_players(const Ruleset& r, int players) {
  return r.family == Family::bm2 && players >= kBm2ManyPlayers;
}
// C-13, C-14: does the end-of-round check eliminate a player with five wounds in this game? Not
// in the super and solo families (S-END-2, SO-6), with C-16 Immortality (BM2-44's Unlimited Lives
// in bm2), under IP-49 end_rule
// score_all (the 10th Anniversary rulebook: nobody is eliminated), nor in bm2 at 5-6 players
// (BM2-8). The one test the engine and the state invariants share.
inline bool eliminates(const Ruleset& r, int players) {
  return !r.super_like() && !r.immortality && !r.end_score_all && !bm2_many_players(r, players);
}
// BM2-2: items revealed in each beginning phase: 1 with 2-3 players, 2 with 4, 3 with 5-6.
inline int bm2_items_per_round(int players) { return players >= kBm2ManyPlayers ? 3 : players == 4 ? 2 : 1; }
// SO-4 / SO-8 / IP-13: the matching treasure a hero in city slot `slot` (0..3) needs.
inline int solo_bait_threshold(const Ruleset& r, int slot) {
  const auto k = static_cast<std::size_t>(slot);
  if (!r.challenge) return kSoloBait[k];
  return slot == 2 ? r.challenge_slot3 : kSoloChallengeBait[k];
}

}  // namespace bm
