// Snapshot documents and precise errors (docs/snapshot.md): every rejected snapshot names the
// JSON path and what is wrong.
#include <gtest/gtest.h>

#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "support/preset_cases.hpp"
#include "support/scenario.hpp"
#include "bm/state/snapshot.hpp"

namespace {

using namespace bm;
using bm::test::engine_for;
using nlohmann::json;

const Engine& classic_engine() {
  static const Engine e = engine_for("classic");
  return e;
}

json classic_doc(int steps = 30) {
  return snapshot_document(classic_engine(), bm::test::random_state(classic_engine(), 3, 42, steps));
}

// The InputError message of loading `doc`, or "" when it loads.
std::string load_error(const json& doc) {
  try {
    snapshot_from_document(classic_engine(), doc, "snap.json");
  } catch (const InputError& e) { return e.what(); }
  return "";
}

#define EXPECT_ERROR(doc, ...)                                                              \
  do {                                                                                      \
    const std::string msg_ = load_error(doc);                                               \
    ASSERT_FALSE(msg_.empty()) << "loaded, but should have been rejected";                  \
    for (const char* part : {__VA_ARGS__})                                                  \
      EXPECT_NE(msg_.find(part), std::string::npos) << "'" << part << "' not in: " << msg_; \
  } while (0)

TEST(SnapshotDocument, HeaderFields) {
  const json doc = classic_doc();
  EXPECT_EQ(doc["format"], "bm-snapshot");
  EXPECT_EQ(doc["version"], "2.0");
  EXPECT_EQ(doc["players"], 3);
  EXPECT_EQ(doc["cards"]["id"], classic_engine().cards().id);
  EXPECT_EQ(doc["cards"]["hash"], hex64(classic_engine().cards().hash));
  EXPECT_EQ(doc["ruleset_hash"], hex64(classic_engine().rules().hash()));
  EXPECT_FALSE(doc.contains("board"));  // classic family: no board
  EXPECT_EQ(doc["state"]["rng"].size(), 4u);
  EXPECT_EQ(doc["state"]["rng"][0].get<std::string>().size(), 16u);
}

TEST(SnapshotDocument, RoundTripThroughText) {
  const json doc = classic_doc(55);
  const GameState a = snapshot_from_document(classic_engine(), json::parse(doc.dump()), "x");
  EXPECT_EQ(snapshot_document(classic_engine(), a).dump(), doc.dump());
}

TEST(SnapshotDocument, SuperDocumentNamesTheBoard) {
  const Engine e = engine_for("super");
  const json doc = snapshot_document(e, bm::test::random_state(e, 2, 5, 20));
  ASSERT_TRUE(doc.contains("board"));
  EXPECT_EQ(doc["board"]["hash"], hex64(e.board().hash));
  json bad = doc;
  bad["board"]["hash"] = "0000000000000000";
  try {
    snapshot_from_document(e, bad, "s");
    FAIL() << "loaded";
  } catch (const InputError& ex) {
    EXPECT_NE(std::string(ex.what()).find("board.hash"), std::string::npos) << ex.what();
  }
}

// A plain id means copy 0 if free, else the lowest free copy; "ID#k" is exact.
TEST(SnapshotCards, CopyNotation) {
  const Engine& e = classic_engine();
  const CardSet& cs = e.cards();
  const GameState s = bm::test::random_state(e, 2, 7, 0);
  json doc = snapshot_document(e, s);
  // Find a design with more than one copy in the room deck, written exactly.
  json& deck = doc["state"]["room_deck"];
  bool found = false;
  for (auto& c : deck) {
    const std::string id = c.get<std::string>();
    if (id.find('#') != std::string::npos) {
      found = true;
      EXPECT_GT(cs.designs[static_cast<std::size_t>(cs.find(id.substr(0, id.find('#'))))].quantity, 1);
    }
  }
  ASSERT_TRUE(found) << "the classic room deck has duplicate designs";
  // Strip every "#k": plain ids get assigned copies in document order; the census still holds.
  json plain = doc;
  for (auto& c : plain["state"]["room_deck"]) c = c.get<std::string>().substr(0, c.get<std::string>().find('#'));
  const GameState p = snapshot_from_document(e, plain, "plain");
  EXPECT_EQ(p.room_deck.size(), s.room_deck.size());
  for (std::size_t i = 0; i < s.room_deck.size(); ++i)
    EXPECT_EQ(cs.design_of(p.room_deck[i]), cs.design_of(s.room_deck[i]));
}

TEST(SnapshotErrors, CardPlacedTwice) {
  json doc = classic_doc();
  json& hand = doc["state"]["players"][0]["hand"];
  hand.push_back(doc["state"]["players"][1]["hand"][0]);
  EXPECT_ERROR(doc, "snap.json", "state.players[", "placed", "also at");
}

TEST(SnapshotErrors, CardMissing) {
  json doc = classic_doc();
  const std::string gone = doc["state"]["room_deck"].back().get<std::string>();
  doc["state"]["room_deck"].erase(doc["state"]["room_deck"].size() - 1);
  EXPECT_ERROR(doc, "snap.json: state:", "is in no zone");
}

TEST(SnapshotErrors, UnknownCardId) {
  json doc = classic_doc();
  doc["state"]["players"][1]["hand"][0] = "BM999";
  EXPECT_ERROR(doc, "state.players[1].hand[0]", "unknown card id 'BM999'");
  doc = classic_doc();
  doc["state"]["players"][1]["hand"][0] = "BM027#9";
  EXPECT_ERROR(doc, "state.players[1].hand[0]", "no such copy", "BM027 has");
}

TEST(SnapshotErrors, CardOfWrongKind) {
  json doc = classic_doc();
  json& hand = doc["state"]["players"][0]["hand"];
  std::swap(hand[0], doc["state"]["ordinary_heroes"][0]);
  EXPECT_ERROR(doc, "state.players[0].hand[0]", "is a hero", "holds only room or spell cards");
}

TEST(SnapshotErrors, UnknownField) {
  json doc = classic_doc();
  doc["state"]["players"][0]["x"] = 1;
  EXPECT_ERROR(doc, "field 'state.players[0].x': unknown field (allowed: boss, boss_choices,");
  doc = classic_doc();
  doc["extra"] = true;
  EXPECT_ERROR(doc, "field 'extra': unknown field");
}

TEST(SnapshotErrors, MissingField) {
  json doc = classic_doc();
  doc["state"]["run"].erase("damage");
  EXPECT_ERROR(doc, "field 'state.run.damage': missing (required: player, hero, damage,");
}

TEST(SnapshotErrors, WrongTypes) {
  json doc = classic_doc();
  doc["state"]["round"] = "3";
  EXPECT_ERROR(doc, "state.round", "expected an integer");
  doc = classic_doc();
  doc["state"]["players"][0]["eliminated"] = 0;
  EXPECT_ERROR(doc, "state.players[0].eliminated", "expected true or false");
  doc = classic_doc();
  doc["state"]["players"] = json::object();
  EXPECT_ERROR(doc, "state.players", "expected an array");
  doc = classic_doc();
  doc["state"] = json::array();
  EXPECT_ERROR(doc, "field 'state': must be an object, got array");
}

TEST(SnapshotErrors, AbsurdNumbers) {
  json doc = classic_doc();
  doc["state"]["num_players"] = 1000000000;
  EXPECT_ERROR(doc, "state.num_players", "out of range", "2..4");
  doc = classic_doc();
  doc["state"]["num_players"] = 1e9;
  EXPECT_ERROR(doc, "state.num_players", "expected an integer");
  doc = classic_doc();
  doc["state"]["round"] = 100001;
  EXPECT_ERROR(doc, "state.round", "out of range");
  doc = classic_doc();
  doc["state"]["players"][0]["dungeon"] = json::array();
  doc["state"]["players"][2]["crush_bonus"] = -5000000;
  EXPECT_ERROR(doc, "crush_bonus", "out of range");
  doc = classic_doc();
  doc["state"]["decision"]["player"] = 18446744073709551615ull;
  EXPECT_ERROR(doc, "state.decision.player", "out of range");
  doc = classic_doc();
  doc["state"]["active"] = 3;
  EXPECT_ERROR(doc, "state.active", "out of range", "-1..2");
}

TEST(SnapshotErrors, EnumsByName) {
  json doc = classic_doc();
  doc["state"]["phase"] = "lunch";
  EXPECT_ERROR(doc, "state.phase", "unknown phase 'lunch'", "adventure");
  doc = classic_doc();
  doc["state"]["agenda"][0]["kind"] = "nap";
  EXPECT_ERROR(doc, "state.agenda[0].kind", "unknown task kind 'nap'");
  doc = classic_doc();
  doc["state"]["decision"]["kind"] = 4;
  EXPECT_ERROR(doc, "state.decision.kind", "expected a string");
}

TEST(SnapshotErrors, FormatAndVersion) {
  json doc = classic_doc();
  doc["format"] = "bm-log";
  EXPECT_ERROR(doc, "format", "not a snapshot");
  doc = classic_doc();
  doc["version"] = "3.0";
  EXPECT_ERROR(doc, "version", "major version 3 is not supported", "reads 2.x and 1.x");
  doc = classic_doc();
  doc["version"] = "2.7";  // a later minor of the same major is read
  EXPECT_EQ(load_error(doc), "");
  doc = classic_doc();
  doc["version"] = "one";
  EXPECT_ERROR(doc, "version", "not MAJOR.MINOR");
}

TEST(SnapshotErrors, HashesMustMatch) {
  json doc = classic_doc();
  doc["cards"]["hash"] = "0123456789abcdef";
  EXPECT_ERROR(doc, "cards.hash", "0123456789abcdef", "differs from the card set in use");
  const Engine es = engine_for("classic-es");
  const json es_doc = snapshot_document(es, bm::test::random_state(es, 3, 1, 10));
  EXPECT_ERROR(es_doc, "ruleset_hash", "differs from the ruleset in use");
  doc = classic_doc();
  doc["ruleset_hash"] = "0123456789abcdef";
  EXPECT_ERROR(doc, "ruleset_hash", "not the hash of the recorded ruleset");
}

TEST(SnapshotErrors, PlayerCountAndConsistency) {
  json doc = classic_doc();
  doc["players"] = 2;
  EXPECT_ERROR(doc, "players", "differs from state.num_players");
  doc = classic_doc();
  doc["state"]["decision"] = {{"kind", "none"}, {"player", doc["state"]["decision"]["player"]}};
  EXPECT_ERROR(doc, "state.decision.kind", "some decision must be pending");
  doc = classic_doc();
  doc["state"]["rng"][2] = "xyz";
  EXPECT_ERROR(doc, "state.rng[2]", "not 16 hex digits");
  doc = classic_doc();
  doc["state"]["order"] = json::array({0, 0, 1});
  EXPECT_ERROR(doc, "state.order", "every seat");
}

}  // namespace

// G-18: what a stack item names must be what its card could have put there. A cancel cast from
// hand (Counterspell) names the item just below it and nothing else; any other item names no
// stack item. A spell that named a stack item once reached the engine as a cancel with no target
// and indexed seat -1 (found by the snapshot fuzzer): such documents are refused, each with its
// path and the reason. Both shapes are found in random classic games with the "spells" policy.
TEST(SnapshotErrors, StackItemsNameWhatTheirCardCouldHaveNamed) {
  const Engine& e = classic_engine();
  json spell_doc, cancel_doc;
  std::size_t cancel_at = 0;
  for (std::uint64_t seed = 1; seed <= 400 && (spell_doc.is_null() || cancel_doc.is_null()); ++seed) {
    GameState s = e.start(3, seed);
    auto policy = make_policy("spells", seed);
    std::vector<Action> legal;
    while (!s.over && (spell_doc.is_null() || cancel_doc.is_null())) {
      for (std::size_t i = 0; i < s.stack.size(); ++i) {
        const bool answers = ability_answers_on_stack(e.cards().of(s.stack[i].card).ability);
        if (!answers && s.stack[i].is_spell && spell_doc.is_null()) spell_doc = snapshot_document(e, s);
        if (answers && cancel_doc.is_null()) {
          cancel_doc = snapshot_document(e, s);
          cancel_at = i;
        }
      }
      e.legal_actions(s, legal);
      e.apply(s, legal[policy->choose(e, s, legal)]);
    }
  }
  ASSERT_FALSE(spell_doc.is_null()) << "no spell on the stack in 400 games";
  ASSERT_FALSE(cancel_doc.is_null()) << "no cancel on the stack in 400 games";
  EXPECT_EQ(load_error(spell_doc), "");
  EXPECT_EQ(load_error(cancel_doc), "");
  ASSERT_GE(cancel_at, 1u);
  EXPECT_EQ(cancel_doc["state"]["stack"][cancel_at]["target_stack"], static_cast<int>(cancel_at) - 1);

  // A spell that is no cancel naming a stack item (the fuzzer's document: its own index).
  json doc = spell_doc;
  doc["state"]["stack"][0]["target_stack"] = 0;
  EXPECT_ERROR(doc, "state.stack[0].target_stack", "only a cancel cast from hand (G-18)");
  // A cancel naming another item than the one just below it, or none.
  const std::string at = "state.stack[" + std::to_string(cancel_at) + "]", at_ts = at + ".target_stack";
  if (cancel_at >= 2) {
    doc = cancel_doc;
    doc["state"]["stack"][cancel_at]["target_stack"] = static_cast<int>(cancel_at) - 2;
    EXPECT_ERROR(doc, at_ts.c_str(), "names the item just below it");
  }
  doc = cancel_doc;
  doc["state"]["stack"][cancel_at]["target_stack"] = -1;
  EXPECT_ERROR(doc, at_ts.c_str(), "a cancel (G-18)");
  doc = cancel_doc;
  doc["state"]["stack"][cancel_at]["target_stack"] = static_cast<int>(cancel_at);
  EXPECT_ERROR(doc, at_ts.c_str(), "a cancel (G-18)");
  // A cancel naming a player or a room as well.
  doc = cancel_doc;
  doc["state"]["stack"][cancel_at]["target_player"] = 0;
  EXPECT_ERROR(doc, at.c_str(), "names only the stack item it cancels");
}

// C-6: a game not over keeps, at the bottom of its agenda, the work that carries it into its next
// round. An agenda without it ran dry before the game ended (the snapshot fuzzer's finding, a
// solo game whose agenda had lost its end of round): refused, naming agenda[0]. Every state of
// random games of every family has such a bottom task (the round-trip tests load them all).
TEST(SnapshotErrors, AnAgendaKeepsTheWorkThatCarriesTheGameOn) {
  json doc = classic_doc(30);
  ASSERT_FALSE(doc["state"]["over"].get<bool>());
  json& agenda = doc["state"]["agenda"];
  ASSERT_GE(agenda.size(), 2u);
  EXPECT_EQ(agenda[0]["kind"], "end_of_round");
  EXPECT_EQ(load_error(doc), "");
  agenda.erase(agenda.begin());
  EXPECT_ERROR(doc, "state.agenda[0].kind", "the bottom of the agenda must be", "C-6");
}
