#include "bm/rules/ruleset.hpp"

#include <filesystem>
#include <iterator>
#include <tuple>

#include <nlohmann/json.hpp>

#include "bm/core/error.hpp"
#include "bm/core/words.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"
#include "bm/core/suggest.hpp"

namespace bm::embedded {
extern const char* const presets;
}

namespace bm {

using nlohmann::json;

std::string family_name(Family f) {
  switch (f) {
    case Family::classic: return "classic";
    case Family::super: return "super";
    case Family::solo: return "solo";
    case Family::bm2: return "bm2";
  }
  return "?";
}

// Every ruleset option: its interpretation point, rule IDs, readings (default first) with their
// meaning and rulebook sources, and families (a data table, no logic). `bm rules options`,
// `--set`, `bm compare --ip` and the serve handshake read it; tests/docs/options.py checks
// docs/rules/interpretation-points.md and docs/rulesets.md against `bm rules options --json`.
constexpr const char* kAll = "classic super solo bm2";
constexpr OptionDoc kOptionDocs[] = {
    {"fool_in_deck",
     "IP-1",
     "IP-1, C-2, S-2, SO-1",
     "Size of the classic hero decks",
     OptionKind::boolean,
     {{"true", "The Fool is in the hero deck: 13/17/25 ordinary heroes", "rulebook 001 l. 162-176"},
      {"false", "The Fool is left out: 12/16/24 ordinary heroes", "rulebook 003 l. 26-30"}},
     kAll},
    {"starting_discard",
     "IP-2",
     "IP-2, C-3, C-16, BM2-44",
     "Discarding from the starting hand",
     OptionKind::integer,
     {{"0", "keep the five rooms and two spells", "rulebook 001 l. 186-188"},
      {"2", "discard two, chosen simultaneously (rulebook 001's and the TNL rulebook's Classic mode)",
       "rulebook 003 l. 36; rulebook 001 l. 376; TNL rulebook l. 3251-3268"}},
     "classic bm2",
     0,
     2},
    {"death_threshold",
     "IP-3",
     "IP-3, G-12",
     "When a hero dies",
     OptionKind::choice,
     {{"at_least", "a hero dies when its damage is at least its health",
       "rulebook 001 l. 124, l. 339, l. 436; rulebook 000 l. 353; rulebook 002 l. 603, l. 1294; rulebook 004 l. 126"},
      {"exceeds", "a hero dies only when its damage exceeds its health", "rulebook 003 l. 69"}},
     kAll},
    {"tie_break",
     "IP-4",
     "IP-4, C-13, S-6, S-END-2, BM2-8",
     "Breaking a tie at the end of the game",
     OptionKind::choice,
     {{"lowest_xp", "the lower XP wins a remaining tie (the classic and bm2 default)",
       "rulebook 001 l. 370; rulebook 003 l. 17"},
      {"highest_xp", "the higher XP wins (the super default)", "rulebook 000 l. 393; rulebook 002 l. 692"}},
     "classic super bm2"},
    {"turn_order",
     "IP-5",
     "IP-5, C-5, C-8, C-10, C-12, BM2-1",
     "Classic turn order",
     OptionKind::choice,
     {{"xp_desc", "decreasing XP in every phase", "rulebook 001 l. 102, l. 222, l. 418; rulebook 004 l. 38"},
      {"xp_then_clockwise", "the highest XP first, then clockwise", "rulebook 003 l. 32, l. 102"}},
     "classic bm2"},
    {"deck_out",
     "IP-6",
     "IP-6, C-13, BM2-8, BM2-43",
     "Both hero decks run out in a classic game",
     OptionKind::choice,
     {{"end_after_round",
       "the game ends after the first round that could reveal no hero; souls minus wounds, then the tie-break",
       "no rulebook (rulebook 001 l. 363-370 is silent)"},
      {"play_out_town", "play on while heroes wait; the game ends after a round in which no hero moved", "no rulebook"},
      {"end_when_empty",
       "the game ends at the end of the round in which both hero decks ran out, even with heroes still waiting; "
       "souls minus wounds, then the tie-break",
       "CRL l. 1950-1967 (five or six players); TNL rulebook l. 3264-3268 (Unlimited Lives)"}},
     "classic bm2"},
    {"last_player_standing",
     "IP-7",
     "IP-7, C-13, C-14, BM2-8",
     "The last player standing",
     OptionKind::choice,
     {{"wins", "the last player not eliminated wins at once", "no rulebook (rulebook 001 l. 359-370 is silent)"},
      {"plays_on", "they play on until a C-13 win or the IP-6 end", "no rulebook"}},
     "classic bm2"},
    {"heroes_per_round",
     "IP-17",
     "IP-17, C-7, C-14, BM2-2",
     "Heroes revealed per round after an elimination",
     OptionKind::choice,
     {{"starting_players", "one hero per starting player", "rulebook 001 l. 361"},
      {"remaining_players", "one hero per player still in the game", "rulebook 003 l. 90"}},
     "classic bm2"},
    {"build_spells",
     "IP-18",
     "IP-18, C-8, C-12, G-16",
     "Who may cast spells in the build phase",
     OptionKind::choice,
     {{"active_then_others", "the active player, then the others in turn order", "rulebook 001 l. 256"},
      {"active_only", "only the active player", "rulebook 003 l. 103"}},
     "classic bm2"},
    {"answer_window",
     "IP-35",
     "IP-35, C-8, C-10, C-12, G-18",
     "Who may answer another player's spell before it resolves",
     OptionKind::choice,
     {{"active_priority",
       "the active player may first play any spells and room abilities of the phase, resolved before it (its "
       "target destroyed first: it is cancelled); the others may cancel it",
       "rulebook 001 l. 154, l. 424; rulebook 004 l. 41"},
      {"cancel_only", "only a cancel (Counterspell, a cancelling room) answers it",
       "no rulebook; rulebook 003 is silent"}},
     "classic bm2"},
    {"discard_piles",
     "IP-19",
     "IP-19, G-7, G-16, G-19, BM2-1, IP-47",
     "One discard pile or two",
     OptionKind::choice,
     {{"shared", "one discard pile for rooms and spells",
       "rulebook 001 l. 428; rulebook 003 l. 78-80 (one pile named)"},
      {"separate", "one discard pile per kind (the default in Boss Monster 2, IP-47)", "rulebook 004 l. 21-28"}},
     kAll},
    {"empty_deck",
     "IP-20",
     "IP-20, C-7, G-16, S-BOARD-3, S-CITY-1",
     "Drawing from an empty room or spell deck",
     OptionKind::choice,
     {{"draw_nothing", "a draw from an empty room or spell deck gives nothing", "no rulebook"},
      {"reshuffle_discard", "that kind's discards are shuffled into a new deck first", "no rulebook"}},
     kAll},
    {"returned_hero",
     "IP-16",
     "IP-16, C-15, G-15, G-22, IP-14",
     "The order of heroes lured together, and a returned hero's place in town",
     OptionKind::choice,
     {{"reveal_order",
       "heroes lured together enter in reveal order; a hero sent back to town takes its place by its reveal",
       "rulebook 001 l. 296, l. 345-347; rulebook 000 l. 309"},
      {"back_of_town", "a returned hero joins the row as the newest; lured heroes enter in row order",
       "no rulebook (the default before reveal_order, kept so older logs replay)"}},
     "classic bm2"},
    {"mulligan",
     "IP-21",
     "IP-21, C-3, D8, G-23, S-4",
     "Whether the mulligan is played",
     OptionKind::boolean,
     {{"true", "a hand with 4 advanced rooms or 4 rooms sharing a treasure type may be redrawn once",
       "rulebook 001 l. 190; rulebook 000 l. 145; rulebook 002 l. 171-180"},
      {"false", "no mulligan", "no rulebook (a house rule, for comparison)"}},
     kAll},
    {"hard_mode",
     "IP-24",
     "IP-24, C-2, C-16, BM2-44",
     "Hard mode",
     OptionKind::boolean,
     {{"false", "every ordinary hero is in the deck", "rulebook 001 l. 162-176"},
      {"true", "the Hard mode variant: every ordinary hero with 4 printed health is removed",
       "rulebook 001 l. 374-384; TNL rulebook l. 3251-3268"}},
     "classic bm2"},
    {"i_choose_you",
     "IP-25",
     "IP-25, C-3, C-16, BM2-44",
     "I choose you!",
     OptionKind::boolean,
     {{"false", "each player is dealt one boss", "rulebook 001 l. 186-188"},
      {"true", "the I choose you! variant: two bosses each, keep one",
       "rulebook 001 l. 374-384; TNL rulebook l. 3251-3268"}},
     "classic bm2"},
    {"machinations",
     "IP-26",
     "IP-26, C-16, BM2-9, BM2-44",
     "Machinations",
     OptionKind::boolean,
     {{"false", "nothing at the end of a round without a soul", "rulebook 001 l. 363-370"},
      {"true", "the Machinations variant: a player who gained no soul this round takes a room or spell",
       "rulebook 001 l. 374-384; rulebook 004 l. 90-106; TNL rulebook l. 3251-3268"}},
     "classic bm2"},
    {"immortality",
     "IP-27",
     "IP-27, C-13, C-16, BM2-44",
     "Immortality (Unlimited Lives)",
     OptionKind::boolean,
     {{"false", "elimination at five wounds", "rulebook 001 l. 359-370"},
      {"true",
       "the Immortality variant (TNL: Unlimited Lives): no elimination, no end by souls; the game ends at the end "
       "of the round in which both hero decks are empty",
       "rulebook 001 l. 384; TNL rulebook l. 3264-3268"}},
     "classic bm2"},
    {"everyone_out",
     "IP-37",
     "IP-37, C-13, BM2-8",
     "Every player left reaches five wounds in the same round",
     OptionKind::choice,
     {{"best_score", "the best souls minus wounds among them wins, then the tie-break (IP-4)",
       "publisher's Advanced Rules Guide (public copy: Balrog57/monster_boss docs/rules/rules.md @ ef32048, lines "
       "115-124); rulebook 001 l. 363-370 is silent"},
      {"no_winner", "they all lose: nobody wins", "rulebook 001 l. 363-370 read literally"}},
     "classic bm2"},
    {"minotaurs_maze",
     "IP-38",
     "IP-38",
     "Which heroes Minotaur's Maze (BM017) sends back",
     OptionKind::choice,
     {{"each_hero", "each hero once per adventure phase; never when the room to its left is missing or deactivated",
       "publisher's Advanced Rules Guide (public copy: Balrog57/monster_boss docs/rules/rules.md @ ef32048, lines "
       "499-507); no rulebook has the card's text"},
      {"once_per_round", "only the first hero to enter it each round; in the first room that entry uses it up",
       "no rulebook (bm's reading of the card text before the option)"}},
     kAll},
    {"resolution",
     "IP-48",
     "IP-48, C-8, C-10, C-12, G-17, G-18",
     "How spells and room abilities resolve",
     OptionKind::choice,
     {{"active_priority",
       "the active player's spells and effects first, then the others in turn order; another player's spell only "
       "gets the answers of IP-35; a room ability takes effect at once",
       "rulebook 001 l. 154, l. 256, l. 424; rulebook 003 l. 103"},
      {"lifo",
       "no priority: every spell and room ability goes on one stack, any player (the same one too) may answer it "
       "with another, the last one played resolves first",
       "the 10th Anniversary rulebook (2023), lines 886-890, 1094-1103"}},
     "classic"},
    {"end_rule",
     "IP-49",
     "IP-49, C-13, C-14",
     "What ends a classic game",
     OptionKind::choice,
     {{"eliminate",
       "five wounds lose (eliminated with three or four players); ten souls and fewer than five wounds win",
       "rulebook 001 l. 359-370; rulebook 003 l. 13-17"},
      {"score_all",
       "the game ends after a round in which anyone has ten souls or five wounds; nobody is eliminated; the best "
       "souls minus wounds wins, then the tie-break (IP-4)",
       "the 10th Anniversary rulebook (2023), lines 934-948, 1663-1673, 1864-1875"}},
     "classic"},
    {"city_arrival_slot",
     "IP-15",
     "IP-15, D1, SO-2, S-CITY-2",
     "Which free city slot an arriving hero takes",
     OptionKind::choice,
     {{"queue", "the leftmost free slot, so the row keeps arrival order",
       "rulebook 000 l. 327-329; rulebook 002 l. 543-554 (tip boxes)"},
      {"rightmost_free", "the rightmost free slot", "rulebook 000 l. 224; rulebook 002 l. 330-332 (main texts)"}},
     "super solo"},
    {"city_overflow",
     "IP-8",
     "IP-8, D12, SO-2, S-CITY-2",
     "City overflow",
     OptionKind::choice,
     {{"per_arrival", "an arriving hero with no free slot pushes exactly the leftmost hero out",
       "rulebook 000 l. 224, l. 608; rulebook 002 l. 341"},
      {"drain_literal", "after each arrival keep dropping the leftmost hero while heroes outnumber free slots",
       "rulebook 000 l. 224 (read literally)"}},
     "super solo"},
    {"super_deck_out",
     "IP-9",
     "IP-9, S-END-2",
     "When the Super city deck runs out",
     OptionKind::choice,
     {{"empty_at_check", "the game ends when the city deck is empty at the end-of-round check",
       "rulebook 002 l. 686-687"},
      {"failed_reveal", "it ends after a round in which a hero had to be revealed and none was left",
       "rulebook 000 l. 76, l. 388"}},
     "super"},
    {"token_supply",
     "IP-10",
     "IP-10, S-1, S-TOK-1, S-TOK-2",
     "The supply of damage tokens",
     OptionKind::integer,
     {{"0", "unlimited damage tokens", "no rulebook limits play"},
      {"28", "at most 28 tokens on all rooms together; a gain beyond it is lost", "rulebook 000 l. 69, l. 261"},
      {"24", "at most 24 tokens", "rulebook 002 l. 54, l. 434-435"}},
     "super solo",
     0,
     1000},
    {"summon_health",
     "IP-11",
     "IP-11, D13, S-BOARD-3, S-MINION-1, S-TOK-3",
     "Health tokens on the summon spaces",
     OptionKind::object,
     {{"", "absent: the board's values (built-in board: Temple 0, Stadium +2, Library 0, Hideout +2, Tavern -2)",
       "rulebook 002 l. 978-979, l. 985-986, l. 1465"},
      {"{\"library\":2,\"temple\":2}", "an object {landmark: token} overriding the board per landmark (-9..9)",
       "rulebook 000 l. 414, l. 550 (the values are printed on the board)"}},
     "super solo",
     -9,
     9},
    {"landmark_cover",
     "IP-12",
     "IP-12, S-BOARD-4",
     "What a hero on a landmark covers",
     OptionKind::choice,
     {{"whole_landmark", "a hero covers the landmark's treasure and effect spaces",
       "rulebook 000 l. 21; rulebook 002 l. 42-45, l. 359"},
      {"none", "a hero covers nothing", "rulebook 000 l. 410 (read narrowly)"}},
     "super solo"},
    {"two_icon_landmark",
     "IP-33",
     "IP-33, D2, S-COMPAT-1, S-CITY-2",
     "Landmark of a hero with two treasure icons",
     OptionKind::choice,
     {{"left_to_right", "the first free landmark, left to right on the board, that matches one of its icons",
       "rulebook 002 l. 299-304"},
      {"first_icon", "the landmark of its first printed icon if free, else of the next (the card's icon_order)",
       "rulebook 000 l. 206"}},
     "super"},
    {"cover_token_return",
     "IP-36",
     "IP-36, S-TOK-1",
     "When a covered room's damage tokens return",
     OptionKind::choice,
     {{"at_reveal", "when the room placed on top is built, at the reveal (a room returned to hand first keeps them)",
       "rulebook 000 l. 261, l. 271; rulebook 002 l. 954-955"},
      {"at_placement", "as soon as the new room is placed face down on top",
       "rulebook 000 l. 261; rulebook 002 l. 954-955"}},
     "super solo"},
    {"minion_optional",
     "IP-22",
     "IP-22, S-BOARD-5, S-CITY-4",
     "Whether the minion must be placed",
     OptionKind::boolean,
     {{"false", "the minion must be placed when a legal space exists", "rulebook 000 l. 230-240"},
      {"true", "the minion may stay home", "no rulebook"}},
     "super solo"},
    {"challenge",
     "IP-23",
     "IP-23, SO-4, SO-7, SO-8",
     "Solo challenge mode",
     OptionKind::boolean,
     {{"false", "the ordinary solo game: bait thresholds 1, 2, 3, 4", "rulebook 000 l. 612; rulebook 002 l. 1104"},
      {"true", "challenge mode: thresholds 2, 3, IP-13, 5 and the title prefix \"True\"",
       "rulebook 000 l. 651-653; rulebook 002 l. 1162-1166"}},
     "solo"},
    {"challenge_slot3",
     "IP-13",
     "IP-13, SO-4, SO-8",
     "Challenge threshold of the third city slot",
     OptionKind::integer,
     {{"4", "slot 3 needs four treasures", "rulebook 002 l. 1162-1163"},
      {"3", "slot 3 needs three", "rulebook 000 l. 651 (silent)"}},
     "solo",
     3,
     4},
    {"seven_rooms",
     "IP-28",
     "IP-28, G-2, G-10, BM2-9",
     "The seven-room home rule",
     OptionKind::boolean,
     {{"false", "at most five rooms, Level Up once", "rulebook 004 l. 43"},
      {"true", "up to seven rooms; Level Up each time a build takes the dungeon to five", "rulebook 004 l. 90-106"}},
     "bm2"},
    {"bm2_players",
     "IP-29",
     "IP-29, BM2-2, BM2-6, BM2-8",
     "Player counts of a Boss Monster 2 ruleset",
     OptionKind::choice,
     {{"any", "2-6 players", "rulebook 004 l. 21-28"},
      {"2-4", "2-4 players (preset bm2)", "rulebook 004 l. 21-28"},
      {"5-6", "5-6 players (preset bm2-6p)", "rulebook 004 l. 83-86"}},
     "bm2"},
    {"bm2_tie_split",
     "IP-30",
     "IP-30, BM2-6, BM2-42, G-15",
     "Sharing tied heroes with five or six players",
     OptionKind::choice,
     {{"turn_order", "the tied heroes go one each to the tied players in turn order; the excess stays",
       "rulebook 004 l. 83-86"},
      {"stays", "every tied hero stays in town, as with 2-4 players", "no rulebook (for comparison)"},
      {"crash_landing",
       "the tied heroes of one treasure type are shared only in full passes, one to each tied player, the "
       "longest-waiting to the highest XP first, while there are at least as many as tied players; the rest stay",
       "CRL l. 1968-1995"}},
     "bm2"},
    {"unknown_facts",
     "IP-50",
     "IP-50, C-2",
     "Card facts no source gives",
     OptionKind::choice,
     {{"refuse", "a card set holding a design with a fact no source gives is not played",
       "no source gives the facts (docs/cards.md)"},
      {"house",
       "house reading: a hero whose only unknown fact is its player-count icon is in every game; a design with any "
       "other unknown fact is set aside at setup",
       "no rulebook (a house reading)"}},
     "bm2"},
    {"item_reveal",
     "IP-45",
     "IP-45, BM2-2, BM2-3, BM2-35",
     "Items revealed before or after the heroes",
     OptionKind::choice,
     {{"after_heroes",
       "the round's heroes are revealed first, then its items, each to the longest-waiting matching hero",
       "rulebook 004 l. 21-33"},
      {"before_heroes",
       "the items first, each to the longest-waiting matching hero in town; the heroes revealed afterwards take the "
       "items still waiting",
       "FAQ l. 53-60; UG l. 3919-3936"}},
     "bm2"},
    {"boss_item_use",
     "IP-46",
     "IP-46, BM2-4, BM2-37",
     "A boss item gained this round",
     OptionKind::choice,
     {{"at_once", "an item a boss gains is usable from the moment it is gained", "rulebook 004 l. 45-52"},
      {"next_round", "an item a boss gains is usable from the next round", "UG l. 3989-3990"}},
     "bm2"},
    {"hybrid_item",
     "IP-40",
     "IP-40, BM2-3, BM2-12",
     "Can a class item attach to a hybrid hero",
     OptionKind::choice,
     {{"either_type", "an item of either of a hybrid hero's two types attaches to it", "no source speaks"},
      {"never", "only a universal item attaches to a hybrid hero", "no source speaks"}},
     "bm2"},
    {"cannot_win_5_6",
     "IP-43",
     "IP-43, BM2-8, BM2-30",
     "\"Cannot win this round\" at five or six players",
     OptionKind::choice,
     {{"blocks_end", "at five or six players that player's souls do not end the game this round",
       "no source speaks of 5-6 players (FAQ l. 488-495)"},
      {"no_effect", "at five or six players the effect does nothing: the souls end the game and everyone is scored",
       "no source speaks of 5-6 players (rulebook 004 l. 135-153)"}},
     "bm2"},
    {"dark_hero_boost",
     "IP-39",
     "IP-39, BM2-11",
     "When a dark hero's +3 Health may be bought",
     OptionKind::choice,
     {{"in_dungeon",
       "only while the dark hero waits at the entrance of a dungeon or goes through it, by an opponent of that "
       "dungeon's owner",
       "no source decides (the cards name \"this hero\" in \"your dungeon\")"},
      {"spell_timing",
       "whenever a spell could be cast (G-17), also while the hero is in town, where any player may buy it",
       "TNL rulebook l. 3351; UG l. 4931-4933 (an activated ability)"}},
     "bm2"},
    {"end_of_round_order",
     "IP-42",
     "IP-42, BM2-25",
     "Order of end-of-round triggers",
     OptionKind::choice,
     {{"turn_order_after_expiry",
       "in turn order, after \"until end of round\" effects end and rooms reactivate, before the end-of-game check",
       "no source decides (FAQ l. 187-190 puts them in the end of the round)"},
      {"before_expiry", "in the same order, before \"until end of round\" effects end and rooms reactivate",
       "no source decides (FAQ l. 187-190 puts them in the end of the round)"}},
     "bm2"},
    {"another_castle",
     "IP-44",
     "IP-44, BM2-33",
     "A hero moved to an opponent whose adventure turn is over or still to come",
     OptionKind::choice,
     {{"runs_if_to_come",
       "it runs through that dungeon this round if that player's adventure turn is still to come, else it waits",
       "no source decides (FAQ l. 142-146; UG l. 3870-3876)"},
      {"always_waits", "it always waits at that entrance for the next adventure phase",
       "no source decides (FAQ l. 142-146; UG l. 3870-3876)"}},
     "bm2"},
    {"second_item",
     "IP-51",
     "IP-51, BM2-4, BM2-36",
     "Using the old item before taking a new one",
     OptionKind::choice,
     {{"keep_one", "a boss gaining a second active item keeps one face up; the other is turned face down unused",
       "rulebook 004 l. 45-52"},
      {"use_old_first",
       "the boss may also use the old item at once, like a spell (the only thing played then), and keep the new "
       "one face up",
       "UG l. 3956-3964, l. 3992-3995; FAQ l. 104-105"}},
     "bm2"},
    {"max_rounds",
     "IP-31",
     "IP-31, IP-6",
     "The round limit",
     OptionKind::integer,
     {{"100", "the game ends after 100 rounds (end reason safety.max_rounds), scored like IP-6", "no rulebook"}},
     kAll,
     1,
     10000},
    {"max_actions",
     "IP-32",
     "IP-32, IP-6",
     "The action limit",
     OptionKind::integer,
     {{"20000", "the game ends after 20000 player actions (end reason safety.max_actions)", "no rulebook"}},
     kAll,
     10,
     10000000},
};

const std::vector<OptionDoc>& option_docs() {
  static const std::vector<OptionDoc> list(std::begin(kOptionDocs), std::end(kOptionDocs));
  return list;
}

bool option_applies(const OptionDoc& d, Family f) {
  std::string fams(" ");
  fams += d.families;
  fams += ' ';
  std::string want(" ");
  want += family_name(f);
  want += ' ';
  return fams.find(want) != std::string::npos;
}

namespace {
// The fact each option's readings turn on where the engine consults it (Ctx::consulted): what a
// rules lawyer checks in bm compare's example. {k}: the k-th number the engine gives there.
struct OptionFact {
  const char* key;
  const char* fact;
};
constexpr OptionFact kOptionFacts[] = {
    {"fool_in_deck", "the hero deck is shuffled with or without The Fool (one ordinary hero more or less)"},
    {"starting_discard", "whether each player discards two of the starting hand"},
    {"death_threshold",
     "damage {0} dealt to a hero of health {1}: at_least kills it, exceeds only when the damage is higher"},
    {"tie_break", "players tied on souls - wounds at the end: the lower or the higher XP wins the tie"},
    {"turn_order", "players of equal XP: their order by XP alone or clockwise among them"},
    {"deck_out",
     "both hero decks empty at the end check: the game ends after a round that could reveal no hero, plays on while "
     "heroes wait, or ends now"},
    {"last_player_standing", "one player left standing: the game ends, or that player plays on"},
    {"heroes_per_round", "a player is out: heroes revealed per round count the starting or the remaining players"},
    {"build_spells", "another player could cast a spell in the build phase"},
    {"answer_window", "another player's spell: the active player may first play anything, or only a cancel answers it"},
    {"discard_piles", "a spell goes to its own discard pile or the shared one"},
    {"empty_deck", "a draw from an empty deck: nothing, or the discards shuffled into a new deck"},
    {"returned_hero", "heroes lured together, or a hero sent back to town: their order by reveal or by the town row"},
    {"mulligan", "a starting hand that may be mulliganed"},
    {"hard_mode", "an ordinary hero of 4 health: in the deck, or removed (hard mode)"},
    {"i_choose_you", "each player gets one boss or two to choose from"},
    {"machinations", "a player who gained no soul this round"},
    {"immortality", "an end check: elimination at five wounds, or none (Immortality)"},
    {"everyone_out", "every player left reaches five wounds in the same round: the best score wins, or no one"},
    {"minotaurs_maze", "a hero enters Minotaur's Maze: each hero sent back, or one a round"},
    {"resolution", "a spell or room ability: by the active player's priority, or on one stack, the last played first"},
    {"end_rule",
     "the end of a classic game: five wounds eliminate and ten souls win, or a round with ten souls or five wounds "
     "ends it and the best score wins"},
    {"city_arrival_slot", "a hero arrives in the city: the slot of the queue, or the rightmost free one"},
    {"city_overflow", "the city is full when a hero arrives: one hero leaves now, or the row drains at the end"},
    {"super_deck_out", "the city deck is empty: the game ends at the check, or after a failed reveal"},
    {"token_supply",
     "a gain of {0} damage tokens with {1} on the table and a supply of {2}: the rest of the gain is lost"},
    {"summon_health", "a hero is summoned: the summon space's health token, by the board or by the setting"},
    {"landmark_cover", "a hero on a landmark: it covers the landmark's spaces, or nothing"},
    {"two_icon_landmark", "a hero with two treasure icons: the landmark left to right, or of its first icon"},
    {"cover_token_return", "a covered room with damage tokens: they return at the reveal, or at the placement"},
    {"minion_optional", "the minion must go, or may stay home"},
    {"challenge", "a treasure hero's bait threshold: the ordinary 1-4, or challenge mode's"},
    {"challenge_slot3", "a hero in the third city slot in challenge mode"},
    {"seven_rooms", "a dungeon of five rooms or more: Level Up again, and room for seven"},
    {"bm2_players", "which player counts may play (never a point inside a game)"},
    {"bm2_tie_split",
     "a tie at bait with five or six players: the heroes split in turn order, stay, or split in full passes"},
    {"unknown_facts", "a card design with a fact no source gives: the set is refused, or a house reading plays it"},
    {"item_reveal", "items revealed in a beginning phase: after the round's heroes, or before them"},
    {"boss_item_use", "a boss gained an item this round: usable at once, or from the next round"},
    {"hybrid_item", "a class item and a hybrid hero showing its type: it attaches, or only a universal item would"},
    {"cannot_win_5_6",
     "a player who cannot win this round has the souls at five or six players: the game does not end by them, or it "
     "does"},
    {"dark_hero_boost", "a dark hero in town: its +3 Health may be bought, or only once it is at a dungeon"},
    {"end_of_round_order",
     "an end-of-round trigger: it acts after the \"until end of round\" effects end and rooms reactivate, or before"},
    {"another_castle",
     "a hero moved to an opponent whose adventure turn is still to come: it runs there this round, or waits"},
    {"second_item", "a boss gains a second active item: it keeps one, or may first use the old one and keep the new"},
};
}  // namespace

const char* option_fact(const std::string& key) {
  for (const auto& f : kOptionFacts)
    if (key == f.key) return f.fact;
  return "";
}

std::string option_fact_text(const std::string& key, std::span<const int> values) {
  std::string out = option_fact(key);
  for (std::size_t k = 0; k < values.size(); ++k) {
    std::string mark(1, '{');  // piece by piece (GCC 12 -O3 -Wrestrict on "lit" + string&&)
    mark.append(std::to_string(k)).push_back('}');
    for (auto at = out.find(mark); at != std::string::npos; at = out.find(mark))
      out.replace(at, mark.size(), std::to_string(values[k]));
  }
  return out;
}

const OptionDoc* find_option(const std::string& key) {
  for (const auto& d : kOptionDocs)
    if (key == d.key) return &d;
  return nullptr;
}

const OptionDoc* find_option_by_ip(const std::string& ip) {
  for (const auto& d : kOptionDocs)
    if (ip == d.ip) return &d;
  return nullptr;
}

std::vector<std::string> option_rule_ids(const OptionDoc& d) {
  std::vector<std::string> out;
  std::string cur;
  for (const char* p = d.rules;; ++p) {
    if (*p == ',' || *p == '\0') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
      if (*p == '\0') break;
    } else if (*p != ' ') {
      cur += *p;
    }
  }
  return out;
}

std::string option_allowed_values(const OptionDoc& d) {
  switch (d.kind) {
    case OptionKind::boolean: return "true, false";
    case OptionKind::integer:
      return std::to_string(d.min) + ".." + std::to_string(d.max) +
             (d.key == std::string("starting_discard") ? " (1 is refused)" : "");
    case OptionKind::object:
      return "a JSON object {\"temple\": N, ...} (landmarks temple, stadium, library, hideout, tavern; -9..9)";
    case OptionKind::choice: break;
  }
  std::string out;
  for (const auto& r : d.readings)
    if (r.value) out += (out.empty() ? "" : ", ") + std::string(r.value);
  return out;
}

std::string option_readings_text(const OptionDoc& d) {
  std::string out;
  for (const auto& r : d.readings)
    if (r.value)
      out += (out.empty() ? "" : "; ") + std::string(*r.value ? r.value : "absent") + ": " + r.meaning + " (" +
             r.sources + ")";
  return out;
}

namespace {

// VALUE of `--set KEY=VALUE` as the JSON value the option takes, or InputError listing the allowed values.
json option_value_from_text(const OptionDoc& d, const std::string& text, const std::string& value) {
  const auto refuse = [&](const std::string& why) {
    throw InputError("--set " + text + ": " + why + " (" + d.ip + "; allowed: " + option_allowed_values(d) + ")");
  };
  switch (d.kind) {
    case OptionKind::boolean:
      if (value != "true" && value != "false") refuse("'" + value + "' is not true or false");
      return value == "true";
    case OptionKind::integer: {
      if (value.empty() || value.size() > 9 || value.find_first_not_of("0123456789") != std::string::npos)
        refuse("'" + value + "' is not a whole number");
      const int v = std::stoi(value);
      if (v < d.min || v > d.max) refuse(value + " is out of range");
      return v;
    }
    case OptionKind::object: {
      if (value.empty()) return json::object();  // `summon_health=`: absent, the board's values
      json j;
      try {
        j = parse_json_text(value, d.key);
      } catch (const InputError&) { refuse("'" + value + "' is not a JSON object"); }
      if (!j.is_object()) refuse("'" + value + "' is not a JSON object");
      return j;
    }
    case OptionKind::choice: break;
  }
  std::vector<std::string> values;
  for (const auto& r : d.readings)
    if (r.value) {
      if (value == r.value) return value;
      values.emplace_back(r.value);
    }
  refuse("'" + value + "' is not one of its readings" + did_you_mean(value, values));
  return nullptr;
}

// "the classic family", "the classic and bm2 families", "the classic, bm2 and super families":
// an option's families (space-separated in its row) as an error message names them.
std::string families_in_words(std::string_view families) {
  std::vector<std::string> names;
  std::size_t at = 0;
  while (at < families.size()) {
    const std::size_t end = std::min(families.find(' ', at), families.size());
    if (end > at) names.emplace_back(families.substr(at, end - at));
    at = end + 1;
  }
  return "the " + list_in_words(names) + (names.size() == 1 ? " family" : " families");
}

std::string all_option_keys() {
  std::string out;
  for (const auto& d : kOptionDocs) out += (out.empty() ? "" : ", ") + std::string(d.key);
  return out;
}

// " (did you mean 'death_threshold'?)" for a misspelt option name.
std::string option_hint(const std::string& key) {
  std::vector<std::string> keys;
  for (const auto& d : kOptionDocs) keys.emplace_back(d.key);
  return did_you_mean(key, keys);
}

}  // namespace

OptionSetting parse_option_setting(const std::string& text) {
  const auto eq = text.find('=');
  if (eq == std::string::npos || eq == 0)
    throw InputError("--set " + text +
                     ": expected OPTION=VALUE, e.g. death_threshold=exceeds (see `bm rules options`)");
  const std::string key = text.substr(0, eq);
  const OptionDoc* d = find_option(key);
  if (!d)
    throw InputError("--set " + text + ": unknown option '" + key + "'" + option_hint(key) +
                     " (options: " + all_option_keys() + ")");
  return {key, option_value_from_text(*d, text, text.substr(eq + 1)).dump()};
}

OptionSetting option_setting(const std::string& key, const json& value) {
  const OptionDoc* d = find_option(key);
  if (!d) throw InputError("set: unknown option '" + key + "' (options: " + all_option_keys() + ")");
  const std::string text = value.is_string() ? value.get<std::string>() : value.dump();
  const bool typed = d->kind == OptionKind::boolean   ? value.is_boolean()
                     : d->kind == OptionKind::integer ? value.is_number_integer()
                     : d->kind == OptionKind::choice  ? value.is_string()
                                                      : value.is_object();
  if (!typed)
    throw InputError("set " + key + "=" + value.dump().substr(0, 40) + ": not a value of this option (" + d->ip +
                     "; allowed: " + option_allowed_values(*d) + ")");
  return {key, option_value_from_text(*d, key + "=" + text, text).dump()};
}

std::string option_value_json(const Ruleset& r, const std::string& key) {
  const json j = ruleset_to_json(r);
  if (j["options"].contains(key)) return j["options"][key].dump();
  return find_option(key) && find_option(key)->kind == OptionKind::object ? "{}" : "";
}

Ruleset apply_option_settings(const Ruleset& r, const std::vector<OptionSetting>& set, const std::string& source) {
  if (set.empty()) return r;
  json j = ruleset_to_json(r);
  std::string name = r.name;
  for (const auto& s : set) {
    const OptionDoc* d = find_option(s.key);
    if (!d)
      throw InputError(source + ": unknown option '" + s.key + "'" + option_hint(s.key) +
                       " (options: " + all_option_keys() + ")");
    if (!option_applies(*d, r.family))
      throw InputError(source + " " + s.key + ": an option of " + families_in_words(d->families) +
                       ", not of family \"" + family_name(r.family) + "\" (ruleset '" + r.name + "')");
    json v;
    try {
      v = parse_json_text(s.value_json, source + " " + s.key);
    } catch (const InputError&) { throw InputError(source + " " + s.key + ": not a JSON value"); }
    if (v.is_object() && v.empty()) j["options"].erase(s.key);
    else j["options"][s.key] = v;
    name += " " + s.key + "=" + (v.is_string() ? v.get<std::string>() : v.dump());
  }
  // The name is shown in summaries and logs (at most 64 characters), never hashed.
  j["name"] = name.size() <= 64 ? name : r.name.substr(0, 40) + " +" + std::to_string(set.size()) + " settings";
  return load_ruleset(j, source);
}

namespace {

const char* kSummonLandmarks[] = {"temple", "stadium", "library", "hideout",
                                  "tavern"};  // IP-11, Ruleset::summon_health order
constexpr int kSummonLandmarkCount = static_cast<int>(std::size(kSummonLandmarks));
static_assert(kSummonLandmarkCount == static_cast<int>(std::tuple_size_v<decltype(Ruleset::summon_health)>));

bool pick(const JsonReader& r, const json& o, const char* key, const char* a, const char* b, bool def) {
  if (!o.contains(key)) return def;
  const std::string v = r.str(key, 1, 64);
  if (v == a) return false;
  if (v == b) return true;
  r.fail(key, std::string("must be \"") + a + "\" or \"" + b + "\", got \"" + v + "\"");
}

// An option of three readings, read as the enum E whose values are the option table's readings
// in order (DeckOut, TieSplit).
template <class E>
E pick_reading(const JsonReader& r, const json& o, const char* key, E def) {
  if (!o.contains(key)) return def;
  const std::string v = r.str(key, 1, 64);
  const OptionDoc& d = *find_option(key);
  for (int i = 0; i < kMaxReadings && d.readings[i].value; ++i)
    if (v == d.readings[i].value) return static_cast<E>(i);
  r.fail(key, "must be one of " + option_allowed_values(d) + ", got \"" + v + "\"");
}

// The name of reading `e` of option `key` (the inverse of pick_reading).
template <class E>
const char* reading_name(const char* key, E e) {
  return find_option(key)->readings[static_cast<int>(e)].value;
}

}  // namespace

namespace {

void read_family(const JsonReader& r, Ruleset& rs) {
  const std::string fam = r.str("family", 1, 16);
  if (fam == "classic") rs.family = Family::classic;
  else if (fam == "super") rs.family = Family::super;
  else if (fam == "solo") rs.family = Family::solo;
  else if (fam == "bm2") {
    // BM2-1 (seed 004): "the respective discard piles": one per kind, unless the ruleset says
    // discard_piles: shared (IP-47, the TNL rulebook's one pile).
    rs.family = Family::bm2;
    rs.separate_discards = true;
  } else r.fail("family", "unknown family \"" + fam + "\" (classic, super, solo, bm2)");
  if (rs.super_like()) {
    // S-3: two bosses, keep one; S-END-2: tie -> highest XP (IP-4 Super reading).
    rs.i_choose_you = true;
    rs.tie_highest_xp = true;
  }
}

// Every option given is one of option_docs() and belongs to the ruleset's family.
void check_option_keys(const JsonReader& ro, const json& o, Family family) {
  for (auto it = o.begin(); it != o.end(); ++it) {
    const OptionDoc* doc = nullptr;
    for (const auto& d : option_docs())
      if (it.key() == d.key) doc = &d;
    if (!doc) ro.fail(it.key(), "unknown option (see `bm rules options`)");
    if (!option_applies(*doc, family))
      ro.fail(it.key(), "option of " + families_in_words(doc->families) + ", not of family \"" + family_name(family) +
                            "\" (see `bm rules options`)");
  }
}

// The classic family's options (bm2 shares most of them; option_docs() cites each one's rules).
void read_classic_options(const JsonReader& ro, const json& o, Ruleset& rs) {
  rs.fool_in_deck = ro.opt_boolean("fool_in_deck", rs.fool_in_deck);
  rs.starting_discard = ro.opt_integer("starting_discard", rs.starting_discard, 0, 2);
  if (rs.starting_discard == 1) ro.fail("starting_discard", "must be 0 (seed 001) or 2 (seed 003 / Classic mode)");
  rs.death_exceeds = pick(ro, o, "death_threshold", "at_least", "exceeds", rs.death_exceeds);
  rs.tie_highest_xp = pick(ro, o, "tie_break", "lowest_xp", "highest_xp", rs.tie_highest_xp);
  rs.order_clockwise = pick(ro, o, "turn_order", "xp_desc", "xp_then_clockwise", rs.order_clockwise);
  rs.deck_out = pick_reading(ro, o, "deck_out", rs.deck_out);
  rs.last_standing_plays_on = pick(ro, o, "last_player_standing", "wins", "plays_on", rs.last_standing_plays_on);
  rs.heroes_per_remaining_player =
      pick(ro, o, "heroes_per_round", "starting_players", "remaining_players", rs.heroes_per_remaining_player);
  rs.build_spells_active_only =
      pick(ro, o, "build_spells", "active_then_others", "active_only", rs.build_spells_active_only);
  rs.answer_cancel_only = pick(ro, o, "answer_window", "active_priority", "cancel_only", rs.answer_cancel_only);
  rs.separate_discards = pick(ro, o, "discard_piles", "shared", "separate", rs.separate_discards);
  rs.reshuffle_empty_deck = pick(ro, o, "empty_deck", "draw_nothing", "reshuffle_discard", rs.reshuffle_empty_deck);
  rs.returned_hero_by_reveal_order =
      pick(ro, o, "returned_hero", "back_of_town", "reveal_order", rs.returned_hero_by_reveal_order);
  rs.mulligan = ro.opt_boolean("mulligan", rs.mulligan);
  rs.hard_mode = ro.opt_boolean("hard_mode", rs.hard_mode);
  rs.i_choose_you = ro.opt_boolean("i_choose_you", rs.i_choose_you);
  rs.machinations = ro.opt_boolean("machinations", rs.machinations);
  rs.immortality = ro.opt_boolean("immortality", rs.immortality);
  rs.all_out_no_winner = pick(ro, o, "everyone_out", "best_score", "no_winner", rs.all_out_no_winner);
  rs.maze_once_per_round = pick(ro, o, "minotaurs_maze", "each_hero", "once_per_round", rs.maze_once_per_round);
  rs.resolution_lifo = pick(ro, o, "resolution", "active_priority", "lifo", rs.resolution_lifo);
  rs.end_score_all = pick(ro, o, "end_rule", "eliminate", "score_all", rs.end_score_all);
}

// IP-48 lifo and IP-49 score_all leave some options without meaning, or contradict them: such
// a reading is refused (a ruleset never holds a setting that silently does nothing). The
// defaults of those options are accepted, as every classic ruleset writes them.
void check_option_combinations(const JsonReader& ro, const Ruleset& rs) {
  const char* lifo = "resolution lifo (IP-48) lets every player answer any spell or room ability on one stack, ";
  if (rs.resolution_lifo && rs.build_spells_active_only)
    ro.fail("build_spells", std::string(lifo) +
                                "so build_spells active_only (IP-18, C-8: only the active player casts in the build "
                                "phase) has no meaning with it; use active_then_others");
  if (rs.resolution_lifo && rs.answer_cancel_only)
    ro.fail("answer_window", std::string(lifo) +
                                 "so answer_window cancel_only (IP-35, C-12, G-18: only a cancel answers) has no "
                                 "meaning with it; use active_priority");
  const char* all =
      "end_rule score_all (IP-49) ends the game after a round in which anyone has ten souls or five "
      "wounds and eliminates nobody, ";
  if (rs.end_score_all && rs.immortality)
    ro.fail("immortality", std::string(all) +
                               "which contradicts immortality (IP-27, C-16: no end at five wounds; the game ends "
                               "when both hero decks are empty); use end_rule eliminate with it");
  if (rs.end_score_all && rs.all_out_no_winner)
    ro.fail("everyone_out", std::string(all) +
                                "where the best souls minus wounds always wins: everyone_out no_winner (IP-37, C-13) "
                                "contradicts it; use best_score (the same ending)");
  if (rs.end_score_all && rs.last_standing_plays_on)
    ro.fail("last_player_standing", std::string(all) +
                                        "so no player is ever left alone: last_player_standing plays_on (IP-7, C-14) "
                                        "has no meaning with it; use wins");
  if (rs.end_score_all && rs.heroes_per_remaining_player)
    ro.fail("heroes_per_round", std::string(all) +
                                    "so the players left are always the starting players: heroes_per_round "
                                    "remaining_players (IP-17, C-14) has no meaning with it; use starting_players");
}

// C-16, BM2-44: Immortality (the TNL rulebook's Unlimited Lives, l. 3264-3268) eliminates nobody
// and ends the game only at the end of the round in which both hero decks are empty, in a classic
// game as in a bm2 one (one end_check serves both). The readings of the options it leaves without
// meaning are refused; their defaults are accepted, as every ruleset writes them.
void check_unlimited_lives(const JsonReader& ro, const Ruleset& rs) {
  if (!rs.immortality) return;
  const char* ul =
      "immortality (C-16; Unlimited Lives, BM2-44) eliminates nobody and ends the game only at the end of the "
      "round in which both hero decks are empty, ";
  if (rs.deck_out != DeckOut::end_after_round)
    ro.fail("deck_out", std::string(ul) +
                            "so deck_out (IP-6, BM2-8: how an empty hero deck ends a game without it) has no meaning "
                            "with it; leave it at end_after_round");
  if (rs.last_standing_plays_on)
    ro.fail("last_player_standing", std::string(ul) +
                                        "so no player is ever left alone: last_player_standing plays_on (IP-7, "
                                        "BM2-8) has no meaning with it; use wins");
  if (rs.heroes_per_remaining_player)
    ro.fail("heroes_per_round", std::string(ul) +
                                    "so the players left are always the starting players: heroes_per_round "
                                    "remaining_players (IP-17, BM2-2) has no meaning with it; use starting_players");
  if (rs.all_out_no_winner)
    ro.fail("everyone_out", std::string(ul) +
                                "so nobody is ever out at five wounds: everyone_out no_winner (IP-37, BM2-8) has no "
                                "meaning with it; use best_score");
}

// IP-11 "summon_health": {landmark: health token}.
void read_summon_health(const json& o, const std::string& source, Ruleset& rs) {
  JsonReader rh(o["summon_health"], source + ": options.summon_health");
  rh.require_object();
  for (auto it = o["summon_health"].begin(); it != o["summon_health"].end(); ++it) {
    int k = -1;
    for (int i = 0; i < kSummonLandmarkCount; ++i)
      if (it.key() == kSummonLandmarks[i]) k = i;
    if (k < 0) rh.fail(it.key(), "unknown landmark (temple, stadium, library, hideout, tavern)");
    rs.summon_health[static_cast<std::size_t>(k)] = rh.integer(kSummonLandmarks[k], -9, 9);
  }
}

// The options of the super and solo families (option_docs() cites each one's rules).
void read_super_options(const JsonReader& ro, const json& o, const std::string& source, Ruleset& rs) {
  rs.city_arrival_rightmost = pick(ro, o, "city_arrival_slot", "queue", "rightmost_free", rs.city_arrival_rightmost);
  rs.city_overflow_drain = pick(ro, o, "city_overflow", "per_arrival", "drain_literal", rs.city_overflow_drain);
  rs.deck_out_failed_reveal =
      pick(ro, o, "super_deck_out", "empty_at_check", "failed_reveal", rs.deck_out_failed_reveal);
  rs.token_supply = ro.opt_integer("token_supply", rs.token_supply, 0, 1000);
  if (o.contains("summon_health")) read_summon_health(o, source, rs);
  rs.landmark_cover_none = pick(ro, o, "landmark_cover", "whole_landmark", "none", rs.landmark_cover_none);
  rs.two_icons_first_icon = pick(ro, o, "two_icon_landmark", "left_to_right", "first_icon", rs.two_icons_first_icon);
  rs.cover_tokens_at_placement =
      pick(ro, o, "cover_token_return", "at_reveal", "at_placement", rs.cover_tokens_at_placement);
  rs.minion_optional = ro.opt_boolean("minion_optional", rs.minion_optional);
  rs.challenge = ro.opt_boolean("challenge", rs.challenge);
  rs.challenge_slot3 = ro.opt_integer("challenge_slot3", rs.challenge_slot3, 3, 4);
}

// The bm2 family's own options (BM2-2, BM2-6, BM2-8, BM2-9).
void read_bm2_options(const JsonReader& ro, const json& o, Ruleset& rs) {
  rs.seven_rooms = ro.opt_boolean("seven_rooms", rs.seven_rooms);
  if (o.contains("bm2_players")) {
    const std::string v = ro.str("bm2_players", 1, 16);
    if (v == "any") rs.bm2_players = 0;
    else if (v == "2-4") rs.bm2_players = 1;
    else if (v == "5-6") rs.bm2_players = 2;
    else ro.fail("bm2_players", "must be \"any\", \"2-4\" or \"5-6\", got \"" + v + "\"");
  }
  rs.bm2_tie_split = pick_reading(ro, o, "bm2_tie_split", rs.bm2_tie_split);
  rs.unknown_facts_house = pick(ro, o, "unknown_facts", "refuse", "house", rs.unknown_facts_house);  // IP-50
  rs.items_before_heroes =
      pick(ro, o, "item_reveal", "after_heroes", "before_heroes", rs.items_before_heroes);                      // IP-45
  rs.item_next_round = pick(ro, o, "boss_item_use", "at_once", "next_round", rs.item_next_round);               // IP-46
  rs.hybrid_item_never = pick(ro, o, "hybrid_item", "either_type", "never", rs.hybrid_item_never);              // IP-40
  rs.cannot_win_no_effect = pick(ro, o, "cannot_win_5_6", "blocks_end", "no_effect", rs.cannot_win_no_effect);  // IP-43
  rs.dark_boost_spell_timing =
      pick(ro, o, "dark_hero_boost", "in_dungeon", "spell_timing", rs.dark_boost_spell_timing);  // IP-39
  rs.end_triggers_before_expiry = pick(ro, o, "end_of_round_order", "turn_order_after_expiry", "before_expiry",
                                       rs.end_triggers_before_expiry);  // IP-42
  rs.castle_always_waits =
      pick(ro, o, "another_castle", "runs_if_to_come", "always_waits", rs.castle_always_waits);            // IP-44
  rs.use_old_item_first = pick(ro, o, "second_item", "keep_one", "use_old_first", rs.use_old_item_first);  // IP-51
}

}  // namespace

Ruleset load_ruleset(const json& j, const std::string& source) {
  JsonReader r(j, source);
  r.require_object();
  r.allow_only({"format", "version", "name", "family", "description", "options"});
  if (r.str("format", 1, 32) != "bm-ruleset") r.fail("format", "must be \"bm-ruleset\" (is this a ruleset file?)");
  const int version = r.integer("version", 0, 1000000);
  if (version != 1) r.fail("version", "unsupported ruleset version " + std::to_string(version) + " (this bm reads 1)");
  Ruleset rs;
  rs.name = r.str("name", 1, 64);
  rs.description = r.opt_str("description", "", 0, 1000);
  read_family(r, rs);
  if (!j.contains("options")) return rs;
  const json& o = j["options"];
  JsonReader ro(o, source + ": options");
  ro.require_object();
  check_option_keys(ro, o, rs.family);
  // In this order (the first bad option is the one reported): classic, super/solo, bm2, safety.
  read_classic_options(ro, o, rs);
  read_super_options(ro, o, source, rs);
  read_bm2_options(ro, o, rs);
  check_option_combinations(ro, rs);
  check_unlimited_lives(ro, rs);
  rs.max_rounds = ro.opt_integer("max_rounds", rs.max_rounds, 1, 10000);
  rs.max_actions = ro.opt_integer("max_actions", rs.max_actions, 10, 10000000);
  return rs;
}

namespace {

// IP-37, IP-38, IP-48 and IP-49 came after every preset's hash was published (the defaults of
// the first two are the publisher's rulings, of the last two the 2013 rules): each is written
// only when it is not its default, so the presets keep their JSON and hash (docs/rulesets.md).
// Only the options of the ruleset's family.
void write_late_options(const Ruleset& r, json& o) {
  if (!r.super_like() && r.all_out_no_winner) o["everyone_out"] = "no_winner";
  if (r.maze_once_per_round) o["minotaurs_maze"] = "once_per_round";
  // IP-48 and IP-49 (the classic family's 10th Anniversary readings) likewise.
  if (r.family == Family::classic && r.resolution_lifo) o["resolution"] = "lifo";
  if (r.family == Family::classic && r.end_score_all) o["end_rule"] = "score_all";
  // IP-50 came after the bm2 presets' hashes were published: likewise.
  if (r.family == Family::bm2 && r.unknown_facts_house) o["unknown_facts"] = "house";
  // The Boss Monster 2 interpretation points made options after it (IP-45, IP-46, IP-40, IP-43) likewise.
  if (r.family == Family::bm2 && r.items_before_heroes) o["item_reveal"] = "before_heroes";
  if (r.family == Family::bm2 && r.item_next_round) o["boss_item_use"] = "next_round";
  if (r.family == Family::bm2 && r.hybrid_item_never) o["hybrid_item"] = "never";
  if (r.family == Family::bm2 && r.cannot_win_no_effect) o["cannot_win_5_6"] = "no_effect";
  // IP-39 (the dark heroes, BM2-11) came after them too: likewise.
  if (r.family == Family::bm2 && r.dark_boost_spell_timing) o["dark_hero_boost"] = "spell_timing";
  // IP-42 and IP-44 (the order of the end-of-round triggers, Another Castle's hero) likewise.
  if (r.family == Family::bm2 && r.end_triggers_before_expiry) o["end_of_round_order"] = "before_expiry";
  if (r.family == Family::bm2 && r.castle_always_waits) o["another_castle"] = "always_waits";
  // IP-51 (using the old item before taking a new one, BM2-36) likewise.
  if (r.family == Family::bm2 && r.use_old_item_first) o["second_item"] = "use_old_first";
}

// A bm2 ruleset's JSON: only the options of the bm2 family (so the JSON loads back), plus its own.
void write_bm2_options(const Ruleset& r, json& o) {
  for (const auto& d : option_docs())
    if (!option_applies(d, Family::bm2)) o.erase(d.key);
  // BM2-44: the TNL rulebook's variants Classic Mode (IP-2), Hard Mode (IP-24), I Choose You
  // (IP-25) and Unlimited Lives (IP-27) became bm2 options after the bm2 presets' hashes were
  // published: written only when chosen, so every bm2 ruleset and log keeps its bytes and hash.
  if (r.starting_discard == 0) o.erase("starting_discard");
  if (!r.hard_mode) o.erase("hard_mode");
  if (!r.i_choose_you) o.erase("i_choose_you");
  if (!r.immortality) o.erase("immortality");
  o["seven_rooms"] = r.seven_rooms;
  o["bm2_players"] = r.bm2_players == 1 ? "2-4" : r.bm2_players == 2 ? "5-6" : "any";
  o["bm2_tie_split"] = reading_name("bm2_tie_split", r.bm2_tie_split);
}

}  // namespace

json ruleset_to_json(const Ruleset& r) {
  json o;
  if (r.super_like()) {
    // Only the options of these families: classic rulesets keep their JSON and hash.
    o["fool_in_deck"] = r.fool_in_deck;
    o["death_threshold"] = r.death_exceeds ? "exceeds" : "at_least";
    if (r.family == Family::super) o["tie_break"] = r.tie_highest_xp ? "highest_xp" : "lowest_xp";
    o["discard_piles"] = r.separate_discards ? "separate" : "shared";
    o["empty_deck"] = r.reshuffle_empty_deck ? "reshuffle_discard" : "draw_nothing";
    o["mulligan"] = r.mulligan;
    o["city_arrival_slot"] = r.city_arrival_rightmost ? "rightmost_free" : "queue";
    o["city_overflow"] = r.city_overflow_drain ? "drain_literal" : "per_arrival";
    if (r.family == Family::super) o["super_deck_out"] = r.deck_out_failed_reveal ? "failed_reveal" : "empty_at_check";
    o["token_supply"] = r.token_supply;
    json sh = json::object();
    for (int i = 0; i < kSummonLandmarkCount; ++i)
      if (r.summon_health[static_cast<std::size_t>(i)] != Ruleset::kBoardValue)
        sh[kSummonLandmarks[i]] = r.summon_health[static_cast<std::size_t>(i)];
    if (!sh.empty()) o["summon_health"] = sh;
    o["landmark_cover"] = r.landmark_cover_none ? "none" : "whole_landmark";
    // IP-33 came after the Super rulesets' hashes were published: written only when it is not
    // the default, so every ruleset and log from before keeps its bytes (docs/rulesets.md).
    if (r.family == Family::super && r.two_icons_first_icon) o["two_icon_landmark"] = "first_icon";
    // IP-36 likewise: written only when it is not the default (at_reveal).
    if (r.cover_tokens_at_placement) o["cover_token_return"] = "at_placement";
    o["minion_optional"] = r.minion_optional;
    write_late_options(r, o);
    if (r.family == Family::solo) {
      o["challenge"] = r.challenge;
      o["challenge_slot3"] = r.challenge_slot3;
    }
    o["max_rounds"] = r.max_rounds;
    o["max_actions"] = r.max_actions;
    json j = {
        {"format", "bm-ruleset"}, {"version", 1}, {"name", r.name}, {"family", family_name(r.family)}, {"options", o}};
    if (!r.description.empty()) j["description"] = r.description;
    return j;
  }
  o["fool_in_deck"] = r.fool_in_deck;
  o["starting_discard"] = r.starting_discard;
  o["death_threshold"] = r.death_exceeds ? "exceeds" : "at_least";
  o["tie_break"] = r.tie_highest_xp ? "highest_xp" : "lowest_xp";
  o["turn_order"] = r.order_clockwise ? "xp_then_clockwise" : "xp_desc";
  o["deck_out"] = reading_name("deck_out", r.deck_out);
  o["last_player_standing"] = r.last_standing_plays_on ? "plays_on" : "wins";
  o["heroes_per_round"] = r.heroes_per_remaining_player ? "remaining_players" : "starting_players";
  o["build_spells"] = r.build_spells_active_only ? "active_only" : "active_then_others";
  // IP-35 came after the classic and bm2 rulesets' hashes were published: written only when it is
  // not the default, so every ruleset keeps its bytes and hash (docs/rulesets.md).
  if (r.answer_cancel_only) o["answer_window"] = "cancel_only";
  o["discard_piles"] = r.separate_discards ? "separate" : "shared";
  o["empty_deck"] = r.reshuffle_empty_deck ? "reshuffle_discard" : "draw_nothing";
  o["returned_hero"] = r.returned_hero_by_reveal_order ? "reveal_order" : "back_of_town";
  o["mulligan"] = r.mulligan;
  o["hard_mode"] = r.hard_mode;
  o["i_choose_you"] = r.i_choose_you;
  o["machinations"] = r.machinations;
  o["immortality"] = r.immortality;
  o["max_rounds"] = r.max_rounds;
  o["max_actions"] = r.max_actions;
  write_late_options(r, o);
  if (r.family == Family::bm2) write_bm2_options(r, o);
  json j = {
      {"format", "bm-ruleset"}, {"version", 1}, {"name", r.name}, {"family", family_name(r.family)}, {"options", o}};
  if (!r.description.empty()) j["description"] = r.description;
  return j;
}

std::uint64_t Ruleset::hash() const { return ruleset_hash_of(ruleset_to_json(*this)); }

std::uint64_t ruleset_hash_of(const json& ruleset_json) {
  // Covers the family and every option, not the name or description: the text is the dump of
  // the object without those two members, written member by member as dump writes an object
  // (no copy of the object made to erase them).
  std::string text = "{";
  for (auto it = ruleset_json.begin(); it != ruleset_json.end(); ++it) {
    if (it.key() == "name" || it.key() == "description") continue;
    if (text.size() > 1) text += ',';
    text += json(it.key()).dump();
    text += ':';
    text += it.value().dump();
  }
  text += '}';
  Hasher h;
  h.add_str(text);
  return h.value();
}

namespace {
const json& presets_json() {
  static const json j = parse_json_text(embedded::presets, "presets.json");
  return j;
}
}  // namespace

std::vector<Preset> preset_list() {
  std::vector<Preset> out;
  for (const auto& p : presets_json()["presets"])
    out.push_back({p["name"].get<std::string>(), p["description"].get<std::string>()});
  return out;
}

bool find_preset(const std::string& name, Ruleset& out) {
  // Each preset read once per process: every serve `start` names one, every handshake lists
  // them all with their families and seats.
  static const std::vector<Ruleset> loaded = [] {
    std::vector<Ruleset> v;
    for (const auto& p : presets_json()["presets"])
      v.push_back(load_ruleset(p, "built-in preset '" + p["name"].get<std::string>() + "'"));
    return v;
  }();
  for (const Ruleset& r : loaded)
    if (r.name == name) {
      out = r;
      return true;
    }
  return false;
}

Ruleset load_ruleset_file(const std::string& path) { return load_ruleset(read_json_file(path, 1u << 20), path); }

Ruleset resolve_ruleset(const std::string& name_or_path) {
  Ruleset r;
  if (find_preset(name_or_path, r)) return r;
  std::error_code ec;
  // Any file but a preset name: a regular file, a FIFO, "-" (standard input); a directory is
  // refused by the reader ("is a directory").
  if (name_or_path == "-" || std::filesystem::exists(name_or_path, ec)) return load_ruleset_file(name_or_path);
  std::string names;
  std::vector<std::string> presets;
  for (const auto& p : preset_list()) {
    names += (names.empty() ? "" : ", ") + p.name;
    presets.push_back(p.name);
  }
  throw InputError("--rules '" + name_or_path + "': neither a built-in preset (" + names + ") nor a readable file" +
                   did_you_mean(name_or_path, presets));
}

}  // namespace bm
