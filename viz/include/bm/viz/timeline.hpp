#pragma once
// A game's phase timeline (docs/visualizer.md): what the picture shows, independent of
// Graphviz. Built step by step from a log, either as the engine replays it (ReplayStep) or as
// the file records it (timeline_from_log); drawn by viz/include/bm/viz/dot.hpp.
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/board/board.hpp"
#include "bm/cards/card.hpp"
#include "bm/replay/replay.hpp"

namespace bm::viz {

// What an item is; the DOT writer colours and marks items by kind.
enum class ItemKind {
  setup,        // bosses, mulligans, starting discards
  hero,         // a hero revealed, city arrival, landmark, bait, stays in town
  run,          // one hero's way through one dungeon in the adventure (G-12..G-14)
  build,        // rooms placed, built, revealed, returned, swapped
  destroy,      // rooms destroyed or deactivated/reactivated
  spell,        // spells cast and how they ended; room abilities
  minion,       // Super: market, minion placements and effects, tokens
  level_up,     // G-10
  elimination,  // C-14
  end,          // the end trigger and the winner
  choice,       // answers to an effect's question
  dungeon,      // each player's dungeon at the end of a round and of the game (engine replay only)
  other,
};
const char* item_kind_name(ItemKind k);

// One hero's run through a dungeon (ItemKind::run), kept structured so tests and --json can
// assert who got which hero and which room killed it.
struct HeroRun {
  std::string hero;                // design id
  int dungeon = -1;                // whose dungeon
  std::vector<std::string> rooms;  // rooms entered, in order (design ids)
  int damage = 0;                  // total damage taken
  std::string outcome;             // "killed", "wound", "sent_back", "" (still under way)
  std::string killer;              // the room whose damage killed it (design id), when known
  std::vector<std::string> path;   // what the row shows: room names and "↩ ..." turns
};

struct Item {
  ItemKind kind = ItemKind::other;
  std::string text;                 // one line, card names spelled out
  int player = -1;                  // the seat it concerns (colour), -1 for none
  int action = -1;                  // action index whose step produced it; -1: setup
  int line = 0;                     // log line
  std::vector<std::string> rules;   // rule IDs (tooltips)
  std::vector<std::string> events;  // event types behind it (tooltips)
  HeroRun run;                      // ItemKind::run only
  bool marked = false;              // the row where two accounts part (mark_action, mark_first_difference)
  int last_action = -1;             // the last action that changed it (a run goes on over several)
};

struct PhaseBox {
  int round = 0;
  std::string phase;
  std::vector<Item> items;
  int first_action = -1;  // action indices decided in this phase (-1: none)
  int last_action = -1;
  bool highlight = false;  // the first divergent phase (--compare, bm replay --viz)
  std::string note;        // why it is highlighted
};

struct PlayerInfo {
  std::string boss;  // design id ("" until dealt)
  std::string boss_name;
  std::string boss_label;  // "Cleopatra (BM007)" (card_name_with_id), what the picture shows
};

struct Timeline {
  std::string title;   // e.g. "classic · 3 players · seed 7"
  std::string source;  // "engine replay" or "as recorded in the log"
  std::string family;
  int players = 0;
  std::vector<PlayerInfo> seats;
  std::vector<PhaseBox> phases;  // in game order
  nlohmann::json result;         // the result (engine's or the log's), null if none
  std::string end_decision;      // how the engine's game ended (end_decision_text); empty from the file alone
  int actions = 0;
  // A divergence found while replaying: where and what (empty when none).
  int diverge_action = -1;
  int diverge_line = 0;
  std::string diverge_text;
  std::vector<std::string> diverge_legal;  // the legal actions when the logged one was illegal
};

// Builds a timeline from steps. `cards` names cards; `board` names Super action spaces
// (null: numbers only).
class TimelineBuilder {
 public:
  // `family`: the log's family; its rules alone are cited (rule_in_family: a Super row of the
  // tables also lists solo's rules).
  TimelineBuilder(const CardSet& cards, const BoardDef* board, int players, Family family);
  void step(const ReplayStep& st);
  // The bosses of a snapshot line's state as the file has it (a game that starts from a
  // snapshot has no deal_boss events; timeline_from_log).
  void seats_from_snapshot(const nlohmann::json& state);
  void set_result(const nlohmann::json& result);
  Timeline finish();
  Timeline& timeline() { return tl_; }

 private:
  friend struct TimelineEvents;  // viz/timeline_events.cpp: one handler per event type
  const CardSet& cards_;
  const BoardDef* board_;
  Family family_;
  bool super_like_;
  Timeline tl_;
  int action_ = -1;
  int line_ = 0;
  int resolved_in_phase_ = 0;
  int round_ = 0;  // the round the events are in (round_start)
  std::vector<std::string> space_names_;
  const GameState* state_ = nullptr;             // the step's state while step() runs (null: the log's own account)
  const nlohmann::json* action_json_ = nullptr;  // the step's action while step() runs (null: none)

  PhaseBox& box();
  void open(int round, const std::string& phase);
  Item& add(ItemKind k, std::string text, int player, const std::string& event_type, const std::string& rules = "");
  Item* find_open_run(const std::string& hero, int dungeon);
  Item* find_last(ItemKind k, const std::string& needle);
  void event(const nlohmann::json& e);  // dispatches on the event type (timeline_events.cpp)
  void action_item(const ReplayStep& st);
  void describe_choice(std::size_t box_at);
  void eliminations_from_result();  // C-13, C-14: the result's `eliminated` and wounds (finish)
  void dungeons(const std::string& when);
  std::string name(const nlohmann::json& id) const;
  std::string seat(int p) const;
  // BM2-37: ", borrowing NAME's reward" when the step's action is a cast of `card` naming a
  // borrowed item (Magic Mirror's `borrow`), else "".
  std::string borrowed_text(const nlohmann::json& card) const;
  // BM2-37: " by MIRROR, borrowing NAME's reward" when the step's action is a cancel naming a
  // borrowed item (a borrowed reward that cancels has no cast of its own), else "".
  std::string cancelled_by_borrowed() const;
  std::string space(int n) const;
};

// What to draw (bm viz --rounds, --player).
struct VizFilter {
  int round_from = 0;
  int round_to = -1;  // -1: to the end
  int player = -1;    // -1: everyone
};
// Keeps the phases of rounds round_from..round_to and, with `player`, the items about that
// player or nobody in particular. Throws InputError when nothing is left to draw.
Timeline filter_timeline(const Timeline& t, const VizFilter& f);

// The timeline of a log as the engine replays it (the authoritative account). A divergence
// ends the timeline at the divergent action and is recorded in it; an invalid log throws
// InputError with the replayer's message.
struct ReplayedTimeline {
  Timeline timeline;
  ReplayVerdict verdict;
};
ReplayedTimeline timeline_from_replay(const std::string& text, const std::string& name, const ReplayOptions& base);

// The engine's timeline built during a replay the caller runs (bm replay --viz replays the log
// once): the constructor reads the header's names (card set, board, family, players),
// attach() hooks the builder to the options' on_step, finish() completes the timeline with the
// replay's verdict (title, result, divergence).
class ReplayTimeline {
 public:
  ReplayTimeline(const std::string& text, const std::string& name, const ReplayOptions& opt);
  void attach(ReplayOptions& opt);
  Timeline finish(const ReplayVerdict& verdict);

 private:
  std::string name_;
  nlohmann::json header_;
  std::string family_;
  std::unique_ptr<TimelineBuilder> builder_;
};

// The timeline of a log as its file records it: its own actions and events, without the
// engine (a front end's account). Throws InputError on malformed JSON.
Timeline timeline_from_log(const std::string& text, const std::string& name, const CardSet* cards,
                           const BoardDef* board);
// The same, streamed from a file ("-": standard input) one line at a time within the log
// reader's caps (memory is the longest line plus the timeline, not the file).
Timeline timeline_from_log_file(const std::string& path, const CardSet* cards, const BoardDef* board);

// Marks the first phase where two timelines differ (their round, phase or items) in both, and
// in it the first row that differs (each side's row at that place, when it has one); returns
// the phase's index in `a` (or -1 when they do not differ).
int mark_first_difference(Timeline& a, Timeline& b);

// Marks the phase holding `action` (or the last phase before it) with `note`, and every row
// that action produced (the rows a divergence is about; none for action -1).
void mark_action(Timeline& t, int action, const std::string& note);

// Two accounts of one game that part at `action` (bm compare's pair, bm replay --viz's log
// and engine): frames exactly the rows that action produced or changed whose words differ
// between the two (a row only one side has is framed on its side; the dungeon rows, which only
// the engine's account has, are not compared; action -1: the setup's rows); identical rows stay
// unframed. When no row's words differ, the rows of that action holding an event of
// `event_type` (the differing event) are framed. Highlights, in each, the phase holding the
// first framed row (notes `note_a`, `note_b`), else the phase the action began in (the setup for
// action -1).
void mark_differing_rows(Timeline& a, Timeline& b, int action, const std::string& note_a, const std::string& note_b,
                         const std::string& event_type = "");

nlohmann::json timeline_to_json(const Timeline& t);

}  // namespace bm::viz
