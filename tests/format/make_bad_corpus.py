#!/usr/bin/env python3
"""Writes the bad-input corpus (corpus/bad/): one broken file per case plus its .expect.

usage: make_bad_corpus.py BM SOURCE_DIR

The bad logs start from real logs that `BM play` writes (classic seed 3, Super 3 players
seed 3, and a classic game cut short by max_actions 10 so that a complete log stays small),
each broken one way. Rulesets, card sets and boards start from `bm rules show classic`, a
few cards on top of the classic base set, and the built-in board with its `source` texts
shortened. The committed files are the source of truth: rerun this only to refresh the log
bases after an engine change (it rewrites every case it knows and leaves others alone), and
review the diff. Each .expect holds the exit code bm should give and a substring its output
must contain; they state what bm *should* say, not necessarily what it says today.
"""
import json
import os
import subprocess
import sys
import tempfile

BM, SRC = sys.argv[1], sys.argv[2]
OUT = os.path.join(SRC, "corpus", "bad")


def dumps(j):
    return json.dumps(j, sort_keys=True, separators=(",", ":"))


def put(kind, name, data, code, substring):
    d = os.path.join(OUT, kind)
    os.makedirs(d, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)
    with open(os.path.join(d, name + ".expect"), "w") as f:
        f.write("%d\n%s\n" % (code, substring))


tmp = tempfile.mkdtemp()


def play(*args):
    path = os.path.join(tmp, "g%d.jsonl" % len(os.listdir(tmp)))
    subprocess.run([BM, "play", "--out", path, *args], check=True, stdout=subprocess.DEVNULL)
    return [json.loads(l) for l in open(path).read().splitlines()]


classic = play("--seed", "3")
super_ = play("--rules", "super", "--players", "3", "--seed", "3")
rules = json.loads(subprocess.run([BM, "rules", "show", "classic"], check=True, capture_output=True, text=True).stdout)
rules_short = json.loads(json.dumps(rules))
rules_short["name"] = "short"
rules_short["options"]["max_actions"] = 10
with open(os.path.join(tmp, "short.json"), "w") as f:
    json.dump(rules_short, f)
short = play("--rules", os.path.join(tmp, "short.json"), "--seed", "3")
assert short[-1]["type"] == "result" and len(short) == 13, len(short)


def base(n=6, src=None):
    """Header, setup and the first n-2 action lines, as fresh copies."""
    return json.loads(json.dumps((src or classic)[:n]))


def text(lines):
    return "".join((l if isinstance(l, str) else dumps(l)) + "\n" for l in lines)


def log(name, lines, code, substring):
    put("log", name + ".jsonl", lines if isinstance(lines, (bytes, str)) else text(lines), code, substring)


def L(name, n):  # "name.jsonl:N:" -- how every log message starts
    return "%s.jsonl:%d:" % (name, n)


# --- whole-file and line-syntax damage ------------------------------------------------------
t = text(base())
log("truncated_last_line", t[: len(t) - 120], 2, L("truncated_last_line", 6) + "1:")
log("empty", "", 2, "empty.jsonl: empty file")
log("only_newlines", "\n\n\n", 2, L("only_newlines", 1))
lines = text(base()).encode().split(b"\n")
k = lines[2].index(b'"BM027"')
lines[2] = lines[2][:k + 3] + b"\xff\xfe" + lines[2][k + 5:]
log("invalid_utf8", b"\n".join(lines), 2, L("invalid_utf8", 3) + "1:")
lines = text(base()).encode().split(b"\n")
lines[0] = lines[0].replace(b'"bm 0.1.0"', b'"bm \xc3\x28"')
log("invalid_utf8_header", b"\n".join(lines), 2, L("invalid_utf8_header", 1) + "1:")
lines = text(base()).encode().split(b"\n")
lines[2] = lines[2][:40] + b"\x00\x00\x00\x00" + lines[2][40:]
log("nul_bytes", b"\n".join(lines), 2, L("nul_bytes", 3) + "1:")
import random
rnd = random.Random(4)
log("garbage", bytes(rnd.randrange(256) for _ in range(600)), 2, L("garbage", 1))
lines = text(base()).split("\n")
lines[3] = lines[3] + " x"
log("trailing_garbage", "\n".join(lines), 2, L("trailing_garbage", 4) + "1:")
lines = text(base()).split("\n")
lines[3] = lines[3] + lines[4]
del lines[4]
log("two_objects_one_line", "\n".join(lines), 2, L("two_objects_one_line", 4) + "1:")
lines = base()
lines[3] = [1, 2, 3]
log("line_not_object", lines, 2, L("line_not_object", 4) + " field 'type'")
lines = base()
del lines[3]["type"]
log("line_without_type", lines, 2, L("line_without_type", 4) + " field 'type'")
lines = base()
lines[3]["type"] = 7
log("line_type_number", lines, 2, L("line_type_number", 4) + " field 'type'")

# --- header ---------------------------------------------------------------------------------
log("missing_header", base()[1:], 2, L("missing_header", 1) + " missing header")
lines = base()
lines[0], lines[1] = lines[1], lines[0]
log("header_not_first", lines, 2, L("header_not_first", 1) + " missing header")
lines = base()
lines.insert(1, lines[0])
log("header_twice", lines, 2, L("header_twice", 2) + " field 'type'")


def header_case(name, f, code, substring):
    lines = base()
    f(lines[0])
    log(name, lines, code, substring)


def setter(path, value):
    def f(h):
        o = h
        for p in path[:-1]:
            o = o[p]
        o[path[-1]] = value
    return f


def deleter(key):
    return lambda h: h.pop(key)


header_case("format_wrong", setter(["format"], "bm-lag"), 2, L("format_wrong", 1) + " field 'format'")
header_case("format_missing", deleter("format"), 2, L("format_missing", 1) + " field 'format'")
header_case("version_2_0", setter(["version"], "2.0"), 2, L("version_2_0", 1) + " field 'version'")
# a minor version this bm does not know is refused, naming the versions it knows.
header_case("version_1_6", setter(["version"], "1.6"), 2,
            L("version_1_6", 1) + " field 'version': this bm knows log versions 1.0 to 1.5 (the header says 1.6")
header_case("version_1_10", setter(["version"], "1.10"), 2,
            L("version_1_10", 1) + " field 'version': this bm knows log versions 1.0 to 1.5 (the header says 1.10")
header_case("version_number", setter(["version"], 1.1), 2, L("version_number", 1) + " field 'version'")
header_case("version_malformed", setter(["version"], "1.banana"), 2, L("version_malformed", 1) + " field 'version'")
header_case("version_missing", deleter("version"), 2, L("version_missing", 1) + " field 'version'")
header_case("players_string", setter(["players"], "2"), 2, L("players_string", 1) + " field 'players'")
header_case("players_1000000", setter(["players"], 1000000), 2, L("players_1000000", 1) + " field 'players'")
header_case("players_0", setter(["players"], 0), 2, L("players_0", 1) + " field 'players'")
header_case("players_missing", deleter("players"), 2, L("players_missing", 1) + " field 'players'")
header_case("seed_string", setter(["seed"], "3"), 2, L("seed_string", 1) + " field 'seed'")
header_case("seed_negative", setter(["seed"], -1), 2, L("seed_negative", 1) + " field 'seed'")
header_case("seed_1e300", setter(["seed"], 1e300), 2, L("seed_1e300", 1) + " field 'seed'")
header_case("seed_2pow64", setter(["seed"], 2 ** 64), 2, L("seed_2pow64", 1) + " field 'seed'")
header_case("seed_missing", deleter("seed"), 2, L("seed_missing", 1) + " field 'seed'")
header_case("ruleset_string", setter(["ruleset"], "classic"), 2, L("ruleset_string", 1) + " ruleset")
header_case("ruleset_missing", deleter("ruleset"), 2, L("ruleset_missing", 1) + " field 'ruleset'")
header_case("ruleset_unknown_option", setter(["ruleset", "options", "deth"], "at_least"), 2,
            L("ruleset_unknown_option", 1) + " ruleset: options: field 'deth'")
header_case("ruleset_hash_mismatch", setter(["ruleset_hash"], "0123456789abcdef"), 2,
            L("ruleset_hash_mismatch", 1) + " field 'ruleset_hash'")
header_case("ruleset_tampered", setter(["ruleset", "options", "death_threshold"], "exceeds"), 2,
            L("ruleset_tampered", 1) + " field 'ruleset_hash'")
header_case("ruleset_hash_number", setter(["ruleset_hash"], 42), 2, L("ruleset_hash_number", 1) + " field 'ruleset_hash'")
header_case("cards_hash_mismatch", setter(["cards", "hash"], "0123456789abcdef"), 2,
            L("cards_hash_mismatch", 1) + " field 'cards.hash'")
header_case("cards_not_object", setter(["cards"], "classic"), 2, L("cards_not_object", 1) + " field 'cards")
header_case("cards_hash_number", setter(["cards", "hash"], 7), 2, L("cards_hash_number", 1) + " field 'cards.hash'")
header_case("cards_unknown_field", setter(["cards", "url"], "x"), 2, L("cards_unknown_field", 1) + " field 'cards.url': unknown field")
header_case("chance_unknown", setter(["chance"], "dice"), 2, L("chance_unknown", 1) + " field 'chance'")
header_case("chance_number", setter(["chance"], 1), 2, L("chance_number", 1) + " field 'chance'")
header_case("events_mode_unknown", setter(["events"], "sometimes"), 2, L("events_mode_unknown", 1) + " field 'events'")
header_case("engine_number", setter(["engine"], 1), 2, L("engine_number", 1) + " field 'engine'")
header_case("header_unknown_field", setter(["comment"], "hello"), 2, L("header_unknown_field", 1) + " field 'comment': unknown field")
header_case("classic_with_board", setter(["board"], {"hash": "45df17d215c5f999", "id": "super"}), 2,
            L("classic_with_board", 1) + " field 'board'")

# Super headers
lines = base(7, super_)
del lines[0]["board"]
log("super_without_board", lines, 2, L("super_without_board", 1) + " field 'board")
lines = base(7, super_)
lines[0]["board"]["hash"] = "0123456789abcdef"
log("super_board_hash_mismatch", lines, 2, L("super_board_hash_mismatch", 1) + " field 'board.hash'")
lines = base(7, super_)
lines[0]["board"] = "super"
log("super_board_string", lines, 2, L("super_board_string", 1) + " field 'board")
lines = base(7, super_)
lines[0]["players"] = 9
log("super_players_9", lines, 2, L("super_players_9", 1) + " field 'players'")
lines = base(7, super_)
lines[6]["action"]["space"] = "castle.treasure"
lines[6]["action"]["type"] = "place_minion"
lines[6]["action"].pop("card", None)
lines[6]["action"].pop("stack", None)
log("super_unknown_space", lines, 2, L("super_unknown_space", 7) + " field 'action.space'")

# --- setup line -----------------------------------------------------------------------------
lines = base()
lines[1]["comment"] = "x"
log("setup_unknown_field", lines, 2, L("setup_unknown_field", 2) + " field 'comment': unknown field")
lines = base()
lines[1]["events"] = {"e": "shuffle"}
log("setup_events_not_array", lines, 2, L("setup_events_not_array", 2) + " field 'events'")
lines = base()
lines.insert(3, lines[1])
log("setup_twice", lines, 2, L("setup_twice", 4) + " field 'type'")

# --- action lines ---------------------------------------------------------------------------


def action_case(name, f, code, substring, n=6, at=3):
    lines = base(n)
    f(lines[at])
    log(name, lines, code, substring)


action_case("i_string", setter(["i"], "1"), 2, L("i_string", 4) + " field 'i'")
action_case("i_missing", deleter("i"), 2, L("i_missing", 4) + " field 'i'")
action_case("i_1e20", setter(["i"], 1e20), 2, L("i_1e20", 4) + " field 'i'")
lines = base()
t = text(lines).replace('"i":1,', '"i":100000000000000000000,')
log("i_huge_integer", t, 2, L("i_huge_integer", 4) + " field 'i'")
lines = base()
t = text(lines).replace('"i":1,', '"i":1,"i":7,')
log("duplicate_key", t, 2, L("duplicate_key", 4) + " invalid JSON: duplicate key \"i\"")
action_case("i_negative", setter(["i"], -1), 2, L("i_negative", 4) + " field 'i'")
lines = base()
lines[4]["i"] = 1
log("index_duplicated", lines, 2, L("index_duplicated", 5) + " field 'i'")
lines = base()
lines[3], lines[4] = lines[4], lines[3]
log("index_out_of_order", lines, 2, L("index_out_of_order", 4) + " field 'i'")
lines = base()
del lines[3]
log("index_gap", lines, 2, L("index_gap", 4) + " field 'i'")
lines = base()
for j in lines[2:]:
    j["i"] += 1
log("index_starts_at_1", lines, 2, L("index_starts_at_1", 3) + " field 'i'")
action_case("player_string", setter(["player"], "1"), 2, L("player_string", 4) + " field 'player'")
action_case("player_missing", deleter("player"), 2, L("player_missing", 4) + " field 'player'")
action_case("player_7", setter(["player"], 7), 2, L("player_7", 4) + " field 'player'")
action_case("round_string", setter(["round"], "0"), 2, L("round_string", 4) + " field 'round'")
action_case("round_1e20", setter(["round"], 1e20), 2, L("round_1e20", 4) + " field 'round'")
action_case("phase_number", setter(["phase"], 3), 2, L("phase_number", 4) + " field 'phase'")
action_case("phase_unknown", setter(["phase"], "lunch"), 2, L("phase_unknown", 4) + " field 'phase'")
action_case("events_not_array", setter(["events"], "none"), 2, L("events_not_array", 4) + " field 'events'")
action_case("hash_number", setter(["hash"], 12345), 2, L("hash_number", 4) + " field 'hash'")
action_case("hash_not_hex", setter(["hash"], "not-a-hash"), 2, L("hash_not_hex", 4) + " field 'hash'")
action_case("action_not_object", setter(["action"], ["build"]), 2, L("action_not_object", 4) + " field 'action'")
action_case("action_missing", deleter("action"), 2, L("action_missing", 4) + " field 'action'")
action_case("action_type_number", setter(["action", "type"], 5), 2, L("action_type_number", 4) + " field 'action.type'")
action_case("action_type_unknown", setter(["action", "type"], "teleport"), 2, L("action_type_unknown", 4) + " field 'action.type'")
action_case("action_card_number", setter(["action", "card"], 33), 2, L("action_card_number", 4) + " field 'action.card'")
action_case("action_card_unknown", setter(["action", "card"], "BM999"), 2, L("action_card_unknown", 4) + " field 'action.card'")
action_case("action_stack_99999", setter(["action", "stack"], 99999), 2, L("action_stack_99999", 4) + " field 'action.stack'")
action_case("action_stack_word", setter(["action", "stack"], "top"), 2, L("action_stack_word", 4) + " field 'action.stack'")
action_case("action_stack_float", setter(["action", "stack"], 0.5), 2, L("action_stack_float", 4) + " field 'action.stack'")
action_case("action_stack_2pow64", setter(["action", "stack"], 2 ** 64 - 1), 2, L("action_stack_2pow64", 4) + " field 'action.stack': out of range: 18446744073709551615")
action_case("action_unknown_field", setter(["action", "why"], "because"), 2, L("action_unknown_field", 4) + " field 'action.why'")
action_case("action_line_unknown_field", setter(["comment"], "x"), 2, L("action_line_unknown_field", 4) + " field 'comment': unknown field")
action_case("action_space_in_classic", setter(["action", "space"], "temple.treasure"), 2,
            L("action_space_in_classic", 4) + " field 'action.space'")
lines = base()
lines[3]["action"] = {"type": "build", "card": "BM033", "stack": "new", "option": [[[[[[1]]]]]]}
log("action_nested_value", lines, 2, L("action_nested_value", 4) + " field 'action.option'")
lines = base()
lines.insert(3, {"type": "comment", "text": "hi"})
log("unknown_line_type", lines, 2, L("unknown_line_type", 4) + " field 'type'")

# --- result line ----------------------------------------------------------------------------
lines = json.loads(json.dumps(short))
lines.append(dict(lines[-2], i=10))
log("action_after_result", lines, 2, L("action_after_result", 14) + " action after the result line")
lines = json.loads(json.dumps(short))
lines.append(lines[-1])
log("result_twice", lines, 2, L("result_twice", 14) + " a second result line")
lines = json.loads(json.dumps(short))
lines[-1]["comment"] = "x"
log("result_unknown_field", lines, 2, L("result_unknown_field", 13) + " field 'comment': unknown field")
lines = json.loads(json.dumps(short))
lines[-1]["winner"] = "0"
log("result_winner_string", lines, 2, L("result_winner_string", 13) + " field 'winner'")

# --- verdicts, not input errors: a well-formed log that the engine disagrees with (exit 1) ---
lines = json.loads(json.dumps(short))
lines[-1]["winner"] = 1
log("verdict_result_wrong_winner", lines, 1, "result field 'winner' differs")
lines = base()
lines.append(dict(short[-1]))
log("verdict_result_too_early", lines, 1, "the log ends the game here but the engine's game is not over")
lines = json.loads(json.dumps(short))
lines.insert(12, dict(lines[11], i=10))
log("verdict_action_after_game_over", lines, 1, "the log has an action after the engine's game ended")
action_case("verdict_hash_tampered", setter(["hash"], "0000000000000000"), 1, "DIVERGENCE at line 4")
action_case("verdict_events_tampered", setter(["events"], []), 1, "DIVERGENCE at line 4")
action_case("verdict_round_tampered", setter(["round"], 2), 1, "DIVERGENCE at line 4")
lines = base()
lines[1]["hash"] = "0000000000000000"
log("verdict_setup_hash_tampered", lines, 1, "DIVERGENCE at line 2")
# Illegal but well-formed actions: the message names the rule broken.
lines = base()
lines[2]["action"]["card"] = "BM009"  # a room player 0 does not hold
log("illegal_build_card_not_in_hand", lines, 1, "rule: G-19: that card is not in the player's hand")
lines = base()
lines[2]["action"]["stack"] = 5  # no stack 5 in an empty dungeon
log("illegal_build_no_such_stack", lines, 1, "rule: G-3: there is no such stack")
lines = base()
lines[2]["player"] = 1
log("illegal_wrong_player", lines, 1, "rule: C-5/C-12: player 0 must decide now, not player 1")
lines = base()
lines[2]["action"] = {"type": "cast", "card": "BM049"}  # in player 0's hand, but round 0
log("illegal_cast_in_first_build", lines, 1, "rule: C-4: no spells during the first build")
lines = base()
lines[2]["action"] = {"type": "activate", "card": "BM027", "stack": 0}
log("illegal_activate_unbuilt_room", lines, 1, "rule: G-17:")
lines = base(7, super_)
lines[2]["action"]["card"] = "BM008"
log("illegal_super_choose_other_boss", lines, 1, "rule: C-16")

# --- rulesets (bm play --rules FILE) --------------------------------------------------------


def ruleset(name, j, code, substring):
    put("ruleset", name + ".json", j if isinstance(j, (str, bytes)) else json.dumps(j, indent=1) + "\n", code, substring)


def R(**opts):
    r = json.loads(json.dumps(rules))
    r["options"] = dict(opts)
    r.pop("description", None)
    return r


good = R()
ruleset("invalid_json", '{"format":"bm-ruleset","version":1,\n "name":"x",\n "family":"classic",}\n', 2, "invalid_json.json:3:21: invalid JSON")
ruleset("empty", "", 2, "empty.json:1:1: invalid JSON")
ruleset("not_object", "[]\n", 2, "not_object.json: expected a JSON object")
ruleset("format_cards", dict(good, format="bm-cards"), 2, "format_cards.json: field 'format'")
ruleset("format_missing", {k: v for k, v in good.items() if k != "format"}, 2, "format_missing.json: field 'format': missing")
ruleset("version_2", dict(good, version=2), 2, "version_2.json: field 'version'")
ruleset("version_string", dict(good, version="1"), 2, "version_string.json: field 'version'")
ruleset("name_missing", {k: v for k, v in good.items() if k != "name"}, 2, "name_missing.json: field 'name': missing")
ruleset("name_empty", dict(good, name=""), 2, "name_empty.json: field 'name'")
ruleset("name_too_long", dict(good, name="n" * 65), 2, "name_too_long.json: field 'name'")
ruleset("description_too_long", dict(good, description="d" * 1001), 2, "description_too_long.json: field 'description'")
ruleset("family_unknown", dict(good, family="chess"), 2, "family_unknown.json: field 'family'")
ruleset("bm2_option_on_classic", R(seven_rooms=True), 2, "bm2_option_on_classic.json: options: field 'seven_rooms': option of the bm2 family")
ruleset("bm2_players_unknown", dict(good, family="bm2", options={"bm2_players": "7-8"}), 2, "bm2_players_unknown.json: options: field 'bm2_players'")
ruleset("bm2_classic_only_option", dict(good, family="bm2", options={"resolution": "lifo"}), 2, "bm2_classic_only_option.json: options: field 'resolution'")
ruleset("family_number", dict(good, family=1), 2, "family_number.json: field 'family'")
ruleset("family_missing", {k: v for k, v in good.items() if k != "family"}, 2, "family_missing.json: field 'family': missing")
ruleset("unknown_top_field", dict(good, author="me"), 2, "unknown_top_field.json: field 'author'")
ruleset("options_not_object", dict(good, options=["mulligan"]), 2, "options_not_object.json: options: expected a JSON object")
ruleset("option_unknown", R(deth="at_least"), 2, "option_unknown.json: options: field 'deth': unknown option")
ruleset("option_other_family", R(token_supply=5), 2, "option_other_family.json: options: field 'token_supply'")
ruleset("option_bool_as_string", R(fool_in_deck="yes"), 2, "option_bool_as_string.json: options: field 'fool_in_deck'")
ruleset("option_choice_as_number", R(death_threshold=1), 2, "option_choice_as_number.json: options: field 'death_threshold'")
ruleset("option_choice_unknown", R(turn_order="random"), 2, "option_choice_unknown.json: options: field 'turn_order'")
ruleset("starting_discard_1", R(starting_discard=1), 2, "starting_discard_1.json: options: field 'starting_discard'")
ruleset("starting_discard_5", R(starting_discard=5), 2, "starting_discard_5.json: options: field 'starting_discard'")
ruleset("max_rounds_0", R(max_rounds=0), 2, "max_rounds_0.json: options: field 'max_rounds': out of range")
ruleset("max_rounds_fraction", R(max_rounds=2.5), 2, "max_rounds_fraction.json: options: field 'max_rounds'")
ruleset("max_rounds_negative", R(max_rounds=-3), 2, "max_rounds_negative.json: options: field 'max_rounds': out of range")
ruleset("max_actions_2pow64", R(max_actions=2 ** 64 - 1), 2, "max_actions_2pow64.json: options: field 'max_actions': out of range")
ruleset("max_actions_9", R(max_actions=9), 2, "max_actions_9.json: options: field 'max_actions': out of range")
ruleset("max_actions_null", R(max_actions=None), 2, "max_actions_null.json: options: field 'max_actions'")
sup = dict(good, family="super", name="s")
ruleset("super_summon_health_landmark", dict(sup, options={"summon_health": {"castle": 1}}), 2,
        "super_summon_health_landmark.json: options.summon_health: field 'castle'")
ruleset("super_summon_health_10", dict(sup, options={"summon_health": {"temple": 10}}), 2,
        "super_summon_health_10.json: options.summon_health: field 'temple'")
ruleset("super_summon_health_list", dict(sup, options={"summon_health": [1, 2]}), 2,
        "super_summon_health_list.json: options.summon_health")
ruleset("super_token_supply_huge", dict(sup, options={"token_supply": 1000001}), 2,
        "super_token_supply_huge.json: options: field 'token_supply'")
ruleset("super_classic_option", dict(sup, options={"turn_order": "xp_desc"}), 2, "super_classic_option.json: options: field 'turn_order'")
ruleset("solo_challenge_slot3_5", dict(good, family="solo", name="s", options={"challenge_slot3": 5}), 2,
        "solo_challenge_slot3_5.json: options: field 'challenge_slot3'")
ruleset("nul_bytes", b'{"format":"bm-ruleset","version":1,"name":"a\x00b","family":"classic"}\n', 2, "nul_bytes.json:1:")
ruleset("duplicate_key", '{"format":"bm-ruleset","version":1,"name":"x","family":"classic","family":"super"}\n', 2,
        "duplicate_key.json: invalid JSON: duplicate key \"family\"")

# --- card sets (bm play --cards FILE) -------------------------------------------------------


def cards(name, j, code, substring):
    put("cards", name + ".json", j if isinstance(j, (str, bytes)) else json.dumps(j, indent=1) + "\n", code, substring)


room = {"id": "X01", "name": "Test Room", "kind": "room", "quantity": 1, "room_type": "trap", "advanced": False,
        "damage": 1, "treasure": {"thief": 1}}
spell = {"id": "X02", "name": "Test Spell", "kind": "spell", "quantity": 1, "phase": "build"}
hero = {"id": "X03", "name": "Test Hero", "kind": "hero", "quantity": 1, "hero_kind": "ordinary",
        "treasure": {"mage": 1}, "health": 4, "min_players": 2, "souls": 1}
boss = {"id": "X04", "name": "Test Boss", "kind": "boss", "quantity": 1, "xp": 1, "treasure": {"fighter": 1}}


def CS(*cs, **top):
    j = {"format": "bm-cards", "version": 1, "id": "bad", "base": "classic", "cards": list(cs)}
    j.update(top)
    return j


def with_(c, **kv):
    c = dict(c)
    for k, v in kv.items():
        if v is None:
            c.pop(k)
        else:
            c[k] = v
    return c


cards("invalid_json", '{"format": "bm-cards", "version": 1, "id": "x", "cards": [\n  {"id": "X01",}\n]}\n', 2, "invalid_json.json:2:")
cards("not_object", '"bm-cards"\n', 2, "not_object.json: expected a JSON object")
cards("format_ruleset", CS(format="bm-ruleset"), 2, "format_ruleset.json: field 'format'")
cards("version_2", CS(version=2), 2, "version_2.json: field 'version'")
cards("id_missing", {k: v for k, v in CS().items() if k != "id"}, 2, "id_missing.json: field 'id': missing")
cards("cards_missing", {k: v for k, v in CS().items() if k != "cards"}, 2, "cards_missing.json: field 'cards'")
cards("cards_not_array", CS(cards={"X01": room}), 2, "cards_not_array.json: field 'cards'")
cards("base_unknown", CS(room, base="deluxe"), 2, "base_unknown.json: field 'base'")
cards("unknown_top_field", CS(room, license="none"), 2, "unknown_top_field.json: field 'license'")
cards("duplicate_id_of_base", CS(with_(room, id="BM027")), 2, "duplicate_id_of_base.json: cards[0]: card BM027: duplicate card id")
cards("duplicate_id_in_file", CS(room, with_(room, name="Again")), 2, "duplicate_id_in_file.json: cards[1]: card X01: duplicate card id")
cards("card_not_object", CS("X01"), 2, "card_not_object.json: cards[0]: expected a JSON object")
cards("card_id_missing", CS(with_(room, id=None)), 2, "card_id_missing.json: cards[0]: field 'id': missing")
cards("card_id_number", CS(with_(room, id=1)), 2, "card_id_number.json: cards[0]: field 'id'")
cards("card_id_too_long", CS(with_(room, id="X" * 33)), 2, "card_id_too_long.json: cards[0]: field 'id'")
cards("kind_unknown", CS(with_(room, kind="artifact")), 2, "kind_unknown.json: cards[0]: card X01: field 'kind'")
cards("quantity_0", CS(with_(room, quantity=0)), 2, "quantity_0.json: cards[0]: card X01: field 'quantity': out of range")
cards("quantity_absurd", CS(with_(room, quantity=1000000)), 2, "quantity_absurd.json: cards[0]: card X01: field 'quantity': out of range")
cards("quantity_1e300", CS(with_(room, quantity=1e300)), 2, "quantity_1e300.json: cards[0]: card X01: field 'quantity'")
cards("quantity_string", CS(with_(room, quantity="2")), 2, "quantity_string.json: cards[0]: card X01: field 'quantity'")
cards("room_type_unknown", CS(with_(room, room_type="lava")), 2, "room_type_unknown.json: cards[0]: card X01: field 'room_type'")
cards("room_advanced_missing", CS(with_(room, advanced=None)), 2, "room_advanced_missing.json: cards[0]: card X01: field 'advanced': missing")
cards("room_damage_negative", CS(with_(room, damage=-1)), 2, "room_damage_negative.json: cards[0]: card X01: field 'damage'")
cards("room_damage_star", CS(with_(room, damage="*")), 2, "room_damage_star.json: cards[0]: card X01: field 'damage'")
cards("treasure_unknown_type", CS(with_(room, treasure={"gold": 1})), 2, "treasure_unknown_type.json: cards[0]: card X01: field 'treasure.gold'")
cards("treasure_10", CS(with_(room, treasure={"thief": 10})), 2, "treasure_10.json: cards[0]: card X01: field 'treasure.thief'")
cards("treasure_list", CS(with_(room, treasure=["thief"])), 2, "treasure_list.json: cards[0]: card X01: field 'treasure'")
cards("ability_unknown", CS(with_(room, ability="explode")), 2, "ability_unknown.json: cards[0]: card X01: field 'ability'")
cards("spell_phase_unknown", CS(with_(spell, phase="lunch")), 2, "spell_phase_unknown.json: cards[0]: card X02: field 'phase'")
cards("spell_with_action_space", CS(with_(spell, action_space="draw_room")), 2,
      "spell_with_action_space.json: cards[0]: card X02: field 'action_space'")
cards("spell_with_damage", CS(with_(spell, damage=3)), 2, "spell_with_damage.json: cards[0]: card X02: field 'damage'")
cards("hero_health_0", CS(with_(hero, health=0)), 2, "hero_health_0.json: cards[0]: card X03: field 'health': out of range")
cards("hero_min_players_7", CS(with_(hero, min_players=7)), 2, "hero_min_players_7.json: cards[0]: card X03: field 'min_players'")
cards("hero_kind_unknown", CS(with_(hero, hero_kind="legendary")), 2, "hero_kind_unknown.json: cards[0]: card X03: field 'hero_kind'")
cards("hero_lure_unknown", CS(with_(hero, lure="gold")), 2, "hero_lure_unknown.json: cards[0]: card X03: field 'lure'")
cards("hero_to_landmark_unknown", CS(with_(hero, to_landmark="castle")), 2, "hero_to_landmark_unknown.json: cards[0]: card X03: field 'to_landmark'")
cards("boss_xp_missing", CS(with_(boss, xp=None)), 2, "boss_xp_missing.json: cards[0]: card X04: field 'xp': missing")
cards("synthetic_without_exercises", CS(with_(room, id="SYN-X01")), 2,
      "synthetic_without_exercises.json: cards[0]: card SYN-X01: field 'exercises'")
cards("card_unknown_field", CS(with_(room, colour="red")), 2, "card_unknown_field.json: cards[0]: card X01: field 'colour'")
cards("duplicate_key", '{"format": "bm-cards", "version": 1, "id": "x", "base": "classic", "cards": [\n'
      '  {"id": "X01", "name": "Test Room", "kind": "room", "quantity": 1, "quantity": 20, "room_type": "trap",\n'
      '   "advanced": false, "damage": 1, "treasure": {}}\n]}\n', 2, "duplicate_key.json: invalid JSON: duplicate key \"quantity\"")
small = {"format": "bm-cards", "version": 1, "id": "tiny", "cards": [boss, with_(room, quantity=20)]}
cards("too_few_bosses", small, 2, "too_few_bosses.json: a card set needs at least 2 bosses")

# --- boards (bm play --rules super --board FILE) --------------------------------------------
board = json.load(open(os.path.join(SRC, "engine", "board", "data", "super_board.json")))


def shorten(o):
    if isinstance(o, dict):
        return {k: ("see the built-in board" if k == "source" else shorten(v)) for k, v in o.items()}
    if isinstance(o, list):
        return [shorten(v) for v in o]
    return o


board = shorten(board)


def bcase(name, f, code, substring):
    b = json.loads(json.dumps(board))
    f(b)
    put("board", name + ".json", json.dumps(b, indent=1) + "\n", code, substring)


def do(*fs):
    def g(b):
        for f in fs:
            f(b)
    return g


def space(b, lm, sid):
    return next(s for s in b["landmarks"][lm]["spaces"] if s["id"] == sid)


put("board", "invalid_json.json", '{"format": "bm-board", "version": 1,\n "id": "x"\n "name": "y"}\n', 2, "invalid_json.json:3:")
bcase("format_ruleset", setter(["format"], "bm-ruleset"), 2, "format_ruleset.json: field 'format'")
bcase("version_2", setter(["version"], 2), 2, "version_2.json: field 'version'")
bcase("unknown_top_field", setter(["rivers"], 2), 2, "unknown_top_field.json: field 'rivers'")
bcase("players_missing", deleter("players"), 2, "players_missing.json: field 'players': missing")
bcase("players_min_1", setter(["players", "min"], 1), 2, "players_min_1.json: players: field 'min'")
bcase("players_max_below_min", setter(["players", "max"], 1), 2, "players_max_below_min.json: players: field 'max'")
bcase("players_max_1e9", setter(["players", "max"], 10 ** 9), 2, "players_max_1e9.json: players: field 'max'")
bcase("city_slots_empty", setter(["city", "slots"], []), 2, "city_slots_empty.json: city: field 'slots'")
bcase("city_slot_min_players_9", lambda b: b["city"]["slots"][2].update(min_players=9), 2,
      "city_slot_min_players_9.json: city.slots[2]: field 'min_players'")
bcase("city_slots_too_many", setter(["city", "slots"], [{"min_players": 2}] * 17), 2, "city_slots_too_many.json: city: field 'slots'")
bcase("landmark_unknown", lambda b: b["landmarks"][0].update(id="castle"), 2, "landmark_unknown.json: landmarks[0]: field 'id'")
bcase("landmarks_out_of_order", lambda b: b["landmarks"].insert(0, b["landmarks"].pop(1)), 2,
      "landmarks_out_of_order.json: landmarks[0]: field 'id'")
def dup_temple(b):
    t = json.loads(json.dumps(b["landmarks"][0]))
    for sp in t["spaces"]:
        sp["id"] = sp["id"].replace("temple.", "temple2.")
    b["landmarks"][1] = t


bcase("landmark_duplicate", dup_temple, 2,
      "landmark_duplicate.json: landmarks[1]: field 'id'")
bcase("landmark_missing", lambda b: b["landmarks"].pop(), 2, "landmark_missing.json: field 'landmarks': missing landmark \"tavern\"")
bcase("tavern_with_treasure", lambda b: b["landmarks"][4].update(treasure="thief"), 2, "tavern_with_treasure.json: landmarks[4]: field 'treasure'")
bcase("landmark_treasure_unknown", lambda b: b["landmarks"][0].update(treasure="gold"), 2,
      "landmark_treasure_unknown.json: landmarks[0]: field 'treasure'")
bcase("landmark_stack_true", lambda b: b["landmarks"][0].update(stack=True), 2, "landmark_stack_true.json: landmarks[0]: field 'stack'")
bcase("landmark_spaces_empty", lambda b: b["landmarks"][0].update(spaces=[]), 2, "landmark_spaces_empty.json: landmarks[0]: field 'spaces'")
bcase("landmark_two_summons", lambda b: b["landmarks"][0]["spaces"].append(dict(space(b, 0, "temple.summon"), id="temple.summon2")), 2,
      "landmark_two_summons.json: landmarks[0]: field 'spaces'")
bcase("space_kind_unknown", lambda b: b["landmarks"][0]["spaces"][0].update(kind="teleport"), 2,
      "space_kind_unknown.json: landmarks[0].spaces[0]: field 'kind'")
bcase("space_id_upper_case", lambda b: b["landmarks"][0]["spaces"][0].update(id="Temple.Treasure"), 2,
      "space_id_upper_case.json: landmarks[0].spaces[0]: field 'id'")
bcase("space_id_duplicate", lambda b: b["landmarks"][1]["spaces"][0].update(id=b["landmarks"][0]["spaces"][0]["id"]), 2,
      "space_id_duplicate.json: landmarks[1].spaces[0]: field 'id'")
bcase("summon_covered_by_hero", lambda b: space(b, 0, "temple.summon").update(covered_by_hero=True), 2,
      "summon_covered_by_hero.json: landmarks[0].spaces[")
bcase("summon_health_token_10", lambda b: space(b, 0, "temple.summon").update(health_token=10), 2,
      "summon_health_token_10.json: landmarks[0].spaces[")
bcase("space_unknown_field", lambda b: b["landmarks"][0]["spaces"][0].update(health_token=1), 2,
      "space_unknown_field.json: landmarks[0].spaces[0]: field 'health_token'")
bcase("market_slot_kind_unknown", lambda b: b["market"]["slots"][0].update(kind="armor"), 2,
      "market_slot_kind_unknown.json: market.slots[0]: field 'kind'")
bcase("solo_market_empty", setter(["solo", "market"], {"spells": 0, "rooms": 0}), 2, "solo_market_empty.json: solo.market: field 'rooms'")
bcase("solo_city_slots_0", setter(["solo", "city_slots"], 0), 2, "solo_city_slots_0.json: solo: field 'city_slots'")
bcase("damage_tokens_0", setter(["damage_tokens", "count"], 0), 2, "damage_tokens_0.json: damage_tokens: field 'count'")
bcase("damage_tokens_finite_string", setter(["damage_tokens", "finite"], "no"), 2,
      "damage_tokens_finite_string.json: damage_tokens: field 'finite'")
bcase("city_not_object", setter(["city"], [2, 2, 3, 4]), 2, "city_not_object.json: field 'city'")
print("written under", OUT)
