#pragma once
// Runs the invariant catalog (checker/invariants.cpp) over one game, after every action and
// at every event. It recomputes what the rules dictate from the state and the card
// designs, without the engine's internal helpers, so a bug in the engine's decision shows up
// as a disagreement. The first violation is kept; later checks stop.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "bm/checker/invariants.hpp"
#include "bm/game/engine.hpp"
#include "bm/game/monitor.hpp"
#include "bm/state/census.hpp"

namespace bm {

struct Violation {
  std::string invariant;  // INV-...
  std::string rules;      // the rule IDs the invariant enforces
  std::string message;    // what exactly went wrong, with player, card and values
  int action = -1;        // index of the action during or after which it was seen (-1: setup)
  int round = 0;
  std::string phase;
  std::string to_text() const;
};

struct CheckOptions {
  // INV-HASH-CLONE copies the state and hashes both every `hash_every` actions (0: never): a
  // copy and two hashes cost as much as a few actions, so it samples.
  int hash_every = 64;
  // INV-LEGAL checks the legal list for repeats every `legal_every` actions (0: never).
  int legal_every = 8;
  // The costlier state checks (census fingerprint, score areas, every stack, the landmarks'
  // heroes) run every `state_every` actions and at the end; the full census every
  // 4 x state_every. 1: every action (the strict setting tests use).
  int state_every = 4;
  // INV-SAFETY-NET fails a game that only the ruleset's max_rounds / max_actions ended. A log
  // or ruleset from outside (the fuzzers' inputs) may set those limits as low as it likes, and
  // a game they end is then no bug: with this set, such an ending is accepted.
  bool allow_safety_net = false;
  // Rule coverage (bm check --coverage, checker/include/bm/checker/coverage.hpp): count every
  // event, decision and action by kind. Off: nothing is counted.
  bool coverage = false;
};

class GameChecker final : public GameMonitor {
 public:
  explicit GameChecker(const Engine& engine, CheckOptions opt = {});

  void on_event(const GameState& s, const Event& e) override;
  // With CheckOptions::coverage: remembers the option (coverage credits an IP only where its
  // option was consulted, checker/include/bm/checker/coverage.hpp).
  void on_option_consulted(const GameState& s, const char* key, std::span<const int> values) override;
  // Only coverage reads the options consulted: without it the engine need not report them.
  bool wants_options() const override { return opt_.coverage; }
  void after_setup(const GameState& s) override;
  void before_action(const GameState& s, const std::vector<Action>& legal, const Action& chosen) override;
  void after_action(const GameState& s) override;
  void apply_failed(const GameState& s, const Action& a, const std::string& what) override;
  std::string failure() const override { return failed_ ? violation_.to_text() : std::string(); }

  bool failed() const { return failed_; }
  const Violation& violation() const { return violation_; }
  // How often each invariant was put to the test in this game (indexed by Inv).
  const std::vector<std::uint64_t>& exercised() const { return exercised_; }
  // With CheckOptions::coverage: events, decisions and actions of this game by kind (coverage_slot); else empty.
  const std::vector<std::uint64_t>& coverage() const { return coverage_; }
  // With CheckOptions::coverage: the options the engine consulted in this game; else empty.
  const std::set<std::string>& consulted() const { return consulted_; }
  // Records a violation found outside the checker (INV-DETERMINISM, by the game runner).
  void fail(const GameState& s, const char* invariant, const std::string& message);

 private:
  void check_state(const GameState& s);
  void check_super_state(const GameState& s);
  void check_item_state(const GameState& s);               // BM2-3, BM2-4 (INV-ITEM-*)
  void check_items_assigned(const GameState& s);           // BM2-3 at the end of the beginning phase
  void on_item_given(const GameState& s, const Event& e);  // INV-ITEM-LANDMARK (S-COMPAT-2)
  void check_landmark_items(const GameState& s);           // INV-ITEM-LANDMARK (S-COMPAT-2)
  // BM2-9 (INV-LEVELUP-ONCE under seven_rooms); `reopening`: a room reactivated (C-11), no build
  void observe_fifth_rooms(const GameState& s, bool reopening = false);
  int counted_stacks(const GameState& s, int p) const;
  // on_event's parts: one per event kind that needs more than a line.
  void check_hero_fifo(const GameState& s);                        // INV-HERO-FIFO (G-14)
  void on_phase_event(const GameState& s, const Event& e);         // INV-BAIT-ORDER, INV-PHASE-ORDER
  void check_level_ups_at_phase(const GameState& s, Phase ph);     // INV-LEVELUP-ONCE (G-10, BM2-9)
  void on_round_start(const GameState& s);                         // INV-END-TRIGGER
  void on_hero_revealed(const GameState& s, const Event& e);       // INV-EPIC-LAST
  void on_level_up(const GameState& s, const Event& e);            // INV-LEVELUP-ONCE
  void on_room_placed(const GameState& s, const Event& e);         // INV-ROOMS-MAX
  void on_damage(const GameState& s, const Event& e);              // INV-HERO-DEATH
  void on_hero_moves_on(const GameState& s, const Event& e);       // INV-HERO-DEATH
  void check_solo_bait(const GameState& s, int hero, bool lured);  // INV-BAIT-STRICT in solo (SO-4)
  void check_landmark_treasure(const GameState& s, const Event& e);
  void on_summon(const GameState& s, const Event& e);  // INV-LANDMARK
  // check_end_event's parts: the winners an ending gives (end_fail, INV-END-TRIGGER, when the
  // state does not allow that ending), then INV-WINNER.
  using EndFail = std::function<void(const std::string&)>;
  void check_end_event(const GameState& s, const Event& e);
  void classic_end_winners(const GameState& s, EndReason why, bool decks_empty, const std::vector<int>& players,
                           const EndFail& end_fail, std::vector<int>& expected);
  void city_end_winners(const GameState& s, EndReason why, bool decks_empty, const std::vector<int>& players,
                        const EndFail& end_fail, std::vector<int>& expected);
  void check_winners(const GameState& s, const std::vector<int>& expected, const std::vector<int>& players);
  void check_new_round(const GameState& s);
  void check_deck_out_went_on(const GameState& s, bool decks_empty, const std::string& prev);  // IP-6
  void check_bait_event(const GameState& s, const Event& e);
  // INV-BAIT-STRICT's parts (G-15, C-9, BM2-6, BM2-13, BM2-27, BM2-42).
  std::vector<int> bait_values(const GameState& s, const CardDesign& h) const;
  bool held_in_town(const GameState& s, int hero) const;
  std::vector<int> shared_tie(const GameState& s, int hero) const;
  void plan_tie_split(const GameState& s);
  void check_tie_dealt(const GameState& s, int hero, int got, int want);
  int treasure(const GameState& s, int p, int t) const;
  int souls(const GameState& s, int p) const;
  int wounds(const GameState& s, int p) const;
  int active_rooms(const GameState& s, int p) const;
  std::vector<int> live(const GameState& s) const;
  int best_by_score(const GameState& s, const std::vector<int>& cands) const;
  void observe_entrances(const GameState& s);

  const Engine& engine_;
  CheckOptions opt_;
  bool failed_ = false;
  Violation violation_;
  int action_ = -1;
  bool super_ = false, solo_ = false, bm2_ = false;
  bool items_ = false;            // items in play (bm/cards/items.hpp: BM2-2, S-COMPAT-2)
  bool seven_rooms_ = false;      // BM2-9
  int rooms_max_ = 0;             // G-2, BM2-9: max_rooms (rules/constants.hpp)
  std::vector<int> stacks_seen_;  // BM2-9: stacks last observed (new face-down stacks not counted)
  std::vector<int> fifth_rooms_;  // BM2-9: times a dungeon went from 4 or fewer to 5 or more
  // Tracking between events (what the state alone cannot tell).
  std::vector<int> level_ups_;  // level_up events per player (INV-LEVELUP-ONCE)
  std::vector<int> builds_;     // build actions per player this build phase (INV-ONE-BUILD)
  // (room instance, treasure type): an icon the room showed only for a round (BM2-21), which lets
  // an advanced room of that type sit on it (INV-ADVANCED-ON-SHARED)
  std::set<std::pair<int, int>> added_icons_;
  void note_added_icons(const GameState& s);
  std::vector<int> minions_;         // minion_placed events per player this round (INV-MINION-ONE)
  std::vector<int> entrance_front_;  // first hero at each entrance when last seen (INV-HERO-FIFO)
  int run_hero_ = -1;
  int must_die_ = -1;          // hero whose damage reached its health (INV-HERO-DEATH)
  std::vector<int> bait_row_;  // town at the start of bait (INV-BAIT-ORDER)
  // INV-BAIT-STRICT (BM2-6, BM2-42): per hero of bait_row_, the tied player the reading in force
  // deals it to, -1 when it stays in town, kNoSharedTie when it is no shared tie.
  static constexpr int kNoSharedTie = -2;
  std::vector<int> tie_plan_;
  std::size_t bait_next_ = 0;
  bool in_bait_ = false;
  int phase_rank_ = -1;  // INV-PHASE-ORDER
  Phase phase_ = Phase::setup;
  int reveals_this_round_ = 0;         // INV-END-TRIGGER (IP-6)
  std::vector<int> wounds_harmless_;   // INV-END-TRIGGER: players whose wounds cannot make them lose (BM2-40)
  bool wounds_harmless(int p) const {  // read at the end-of-round check
    return std::find(wounds_harmless_.begin(), wounds_harmless_.end(), p) != wounds_harmless_.end();
  }
  std::vector<int> extra_wounds_;  // per player: wounds added at the last end check (BM2-40)
  int check_extra_wounds(int p) const {
    return p >= 0 && static_cast<std::size_t>(p) < extra_wounds_.size() ? extra_wounds_[static_cast<std::size_t>(p)]
                                                                        : 0;
  }
  std::vector<int> cannot_win_;  // INV-END-TRIGGER: players barred from a souls win this round (BM2-30)
  // BM2-30: `p` cannot win this round (a cannot_win mark; at 5-6 players only under IP-43 blocks_end).
  bool barred(const GameState& s, int p) const;
  // C-13, BM2-8, IP-6, IP-49: an end that scores every player left: the best of those not barred.
  std::vector<int> scored_winner(const GameState& s, const std::vector<int>& players) const;
  std::vector<int> at_landmarks_;  // heroes sent to landmarks (INV-LANDMARK)
  std::vector<int> given_item_;    // by hero: the item it was given in the city, or -1 (INV-ITEM-LANDMARK)
  std::vector<int> census_;        // INV-CARDS-CONSERVED, reused
  CensusSum census_expected_;
  bool placed_ = false;  // a room was placed or built during this action
  std::vector<std::uint64_t> exercised_ = std::vector<std::uint64_t>(kInvariants, 0);
  std::vector<std::uint64_t> coverage_;  // CheckOptions::coverage: per coverage_slot
  std::set<std::string> consulted_;      // CheckOptions::coverage: options consulted
  std::vector<int> entrance_size_;       // INV-HERO-FIFO: how many waited when last seen
  void hit(Inv i, std::uint64_t n = 1) { exercised_[static_cast<std::size_t>(i)] += n; }
};

}  // namespace bm
