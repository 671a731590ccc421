#pragma once
// RapidCheck generators for checked games: rulesets (a built-in preset, or a random
// combination of interpretation options on a family's base preset), player counts valid for the
// family, seeds, policies and card sets. Every generator shrinks toward the simplest game: the
// first preset ("classic"), each option's base-preset reading, the fewest players, small seeds,
// the first policy ("random") and the classic card set.
//
// Which option combinations are invalid: none that these generators draw. load_ruleset checks
// each option on its own (the type, the accepted readings, the family it applies to); its one
// rule between options these generators draw is Immortality (C-16; BM2-44's Unlimited Lives), which
// refuses deck_out, last_player_standing, heroes_per_round and everyone_out away from their
// defaults (genOptionsJson puts them back), and the generators only draw options that apply to
// the family and readings that load_ruleset accepts (starting_discard 0 or 2, never 1; token_supply 0..1000;
// summon_health -9..9 per landmark; challenge_slot3 3 or 4). Engine::start refuses only a
// player count outside the family's range, which genPlayers never draws. The InputError
// fallback to the base preset in genOptionsRuleset is therefore a safety net, not a path the
// generators take (CheckerRc.OptionCombinationsLoad asserts it).
#include <cstddef>
#include <cstdint>
#include <ostream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>
#include <rapidcheck.h>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "bm/play/policy.hpp"
#include "bm/rules/ruleset.hpp"

namespace bm {

// RapidCheck prints generated values in a counterexample with showValue (found by ADL): a
// ruleset shows as its name and family, and the options that differ from its family's base
// preset, so a failing combination can be written to a file and given to `bm check --rules`.
inline void showValue(const Ruleset& r, std::ostream& os) {
  Ruleset base;
  const std::string fam = family_name(r.family);
  const nlohmann::json mine = ruleset_to_json(r);
  os << r.name << " (family " << fam;
  if (find_preset(fam, base)) {
    const nlohmann::json theirs = ruleset_to_json(base)["options"];
    nlohmann::json diff = nlohmann::json::object();
    for (auto it = mine["options"].begin(); it != mine["options"].end(); ++it)
      if (!theirs.contains(it.key()) || theirs[it.key()] != it.value()) diff[it.key()] = it.value();
    os << ", options changed from preset '" << fam << "': " << diff.dump();
  }
  os << ")";
}

}  // namespace bm

namespace bm::rcgen {

// rc::gen::elementOf and weightedOneOf never shrink, and rc::gen::inRange scales with the
// size (the first half of a 100-case run would always draw the lowest value of a small range).
// These pick uniformly at every size and shrink toward the first element or branch.
inline rc::Gen<std::size_t> genIndex(std::size_t n) {
  return rc::gen::resize(100, rc::gen::inRange<std::size_t>(0, n));
}

template <typename T>
rc::Gen<T> pick(std::vector<T> v) {
  return rc::gen::map(genIndex(v.size()), [v](std::size_t i) { return v[i]; });
}

// One of the generators, each with its weight; shrinks toward the first branch.
template <typename T>
rc::Gen<T> weighted(std::vector<std::pair<std::size_t, rc::Gen<T>>> branches) {
  std::size_t total = 0;
  for (const auto& b : branches) total += b.first;
  return rc::gen::mapcat(genIndex(total), [branches](std::size_t x) {
    for (const auto& b : branches) {
      if (x < b.first) return b.second;
      x -= b.first;
    }
    return branches.back().second;
  });
}

inline std::vector<std::string> preset_names() {
  std::vector<std::string> out;
  for (const auto& p : preset_list()) out.push_back(p.name);
  return out;
}

// Every built-in preset; shrinks toward the first ("classic").
inline rc::Gen<std::string> genPresetName() { return pick(preset_names()); }

inline Ruleset preset(const std::string& name) {
  Ruleset r;
  if (!find_preset(name, r)) throw InputError("no built-in preset '" + name + "'");
  return r;
}

// The readings of one option, as the JSON values load_ruleset accepts (engine/rules/ruleset.cpp,
// docs/rulesets.md). max_rounds and max_actions (the IP-6 safety nets) are not drawn: they keep
// their defaults. An empty list: an option these generators leave alone.
inline rc::Gen<nlohmann::json> genReading(const std::string& key) {
  using nlohmann::json;
  const auto two = [](const char* a, const char* b) { return pick(std::vector<json>{json(a), json(b)}); };
  const auto boolean = [] { return pick(std::vector<json>{json(false), json(true)}); };
  if (key == "fool_in_deck" || key == "mulligan" || key == "hard_mode" || key == "i_choose_you" ||
      key == "machinations" || key == "immortality" || key == "minion_optional" || key == "challenge" ||
      key == "seven_rooms")
    return boolean();
  if (key == "starting_discard") return pick(std::vector<json>{json(0), json(2)});  // 1 is refused
  if (key == "death_threshold") return two("at_least", "exceeds");
  if (key == "tie_break") return two("lowest_xp", "highest_xp");
  if (key == "turn_order") return two("xp_desc", "xp_then_clockwise");
  if (key == "deck_out")
    return pick(std::vector<json>{json("end_after_round"), json("play_out_town"), json("end_when_empty")});
  if (key == "last_player_standing") return two("wins", "plays_on");
  if (key == "heroes_per_round") return two("starting_players", "remaining_players");
  if (key == "build_spells") return two("active_then_others", "active_only");
  if (key == "answer_window") return two("active_priority", "cancel_only");
  if (key == "discard_piles") return two("shared", "separate");
  if (key == "empty_deck") return two("draw_nothing", "reshuffle_discard");
  if (key == "returned_hero") return two("back_of_town", "reveal_order");
  if (key == "city_arrival_slot") return two("queue", "rightmost_free");
  if (key == "city_overflow") return two("per_arrival", "drain_literal");
  if (key == "super_deck_out") return two("empty_at_check", "failed_reveal");
  if (key == "landmark_cover") return two("whole_landmark", "none");
  if (key == "two_icon_landmark") return two("left_to_right", "first_icon");
  if (key == "cover_token_return") return two("at_reveal", "at_placement");
  if (key == "everyone_out") return two("best_score", "no_winner");
  if (key == "minotaurs_maze") return two("each_hero", "once_per_round");
  if (key == "bm2_players") return pick(std::vector<json>{json("any"), json("2-4"), json("5-6")});
  if (key == "bm2_tie_split") return pick(std::vector<json>{json("turn_order"), json("stays"), json("crash_landing")});
  if (key == "unknown_facts") return two("refuse", "house");
  if (key == "item_reveal") return two("after_heroes", "before_heroes");
  if (key == "boss_item_use") return two("at_once", "next_round");
  if (key == "hybrid_item") return two("either_type", "never");
  if (key == "cannot_win_5_6") return two("blocks_end", "no_effect");
  if (key == "dark_hero_boost") return two("in_dungeon", "spell_timing");
  if (key == "end_of_round_order") return two("turn_order_after_expiry", "before_expiry");
  if (key == "another_castle") return two("runs_if_to_come", "always_waits");
  if (key == "second_item") return two("keep_one", "use_old_first");
  if (key == "challenge_slot3") return pick(std::vector<json>{json(4), json(3)});
  if (key == "token_supply")
    // 0 = unlimited; the seeds' counts (28, 24); or a small supply that runs out early.
    return weighted<json>(
        {{2, rc::gen::just(json(0))},
         {1, pick(std::vector<json>{json(28), json(24)})},
         {1, rc::gen::map(rc::gen::resize(100, rc::gen::inRange(1, 40)), [](int n) { return json(n); })}});
  if (key == "summon_health")
    // Each landmark: absent (the board's value) or a health token in the accepted -9..9.
    return rc::gen::exec([] {
      json o = json::object();
      for (const char* l : {"temple", "stadium", "library", "hideout", "tavern"})
        if (*weighted<bool>({{3, rc::gen::just(false)}, {1, rc::gen::just(true)}}))
          o[l] = *pick(std::vector<int>{0, -9, -8, -7, -6, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 7, 8, 9});
      return o;
    });
  return rc::gen::just(json());  // max_rounds, max_actions: keep
}

// The ruleset JSON of a random combination of options on the base preset of `family`
// ("classic", "super", "solo"): every option that applies to the family is drawn independently
// (half of the time it is left alone, otherwise it gets a random reading, possibly the base
// one). Shrinks toward the base preset, one option at a time.
inline rc::Gen<nlohmann::json> genOptionsJson(const std::string& family) {
  return rc::gen::exec([family] {
    const Ruleset base = preset(family);
    nlohmann::json j = ruleset_to_json(base);
    nlohmann::json& o = j["options"];
    // The family's options at their defaults as ruleset_to_json writes them: an option it leaves
    // out there is written only away from its default (IP-33, IP-50, ...), even where the preset
    // writes it (the bm2 presets' unknown_facts: house).
    const nlohmann::json defaults = ruleset_to_json(load_ruleset(nlohmann::json{{"format", "bm-ruleset"},
                                                                                {"version", 1},
                                                                                {"name", "defaults"},
                                                                                {"family", family},
                                                                                {"options", nlohmann::json::object()}},
                                                                 "defaults"))["options"];
    for (const auto& d : option_docs()) {
      if (!option_applies(d, base.family)) continue;
      const std::string key = d.key;
      if (key == "max_rounds" || key == "max_actions") continue;
      const bool change = *pick(std::vector<bool>{false, true});
      if (!change) continue;
      const nlohmann::json v = *genReading(key);
      if (v.is_null()) continue;
      if (v.is_object() && v.empty()) o.erase(key);  // summon_health: the board's values
      // An option the canonical JSON leaves out at its default (IP-33's two_icon_landmark, IP-36's
      // cover_token_return, IP-50's unknown_facts) is written there by leaving it out.
      else if (!defaults.contains(key) && d.readings[0].value &&
               (v.is_string() ? v.get<std::string>() : v.dump()) == d.readings[0].value)
        o.erase(key);
      else o[key] = v;
    }
    // C-16, BM2-44: Immortality (Unlimited Lives) refuses these options' other readings.
    if (o.value("immortality", false)) {
      o["deck_out"] = "end_after_round";
      o["last_player_standing"] = "wins";
      o["heroes_per_round"] = "starting_players";
      o.erase("everyone_out");
    }
    // C-3, BM2-44: I Choose You at five or six players needs twelve bosses, which only the printed
    // cards hold (genGameInputs); they are played only under IP-50's house reading.
    if (base.family == Family::bm2 && o.value("i_choose_you", false) && o.value("bm2_players", "") == "5-6")
      o["unknown_facts"] = "house";
    j["name"] = family + "~rc";
    j["description"] = "RapidCheck combination of options on preset '" + family + "'";
    return j;
  });
}

// genOptionsJson, loaded. load_ruleset refusing it would fall back to the base preset (not
// expected, see the top of this file; CheckerRc.OptionCombinationsLoad asserts it never does).
inline rc::Gen<Ruleset> genOptionsRuleset(const std::string& family) {
  return rc::gen::map(genOptionsJson(family), [family](const nlohmann::json& j) {
    try {
      return load_ruleset(j, "rc ruleset");
    } catch (const InputError&) { return preset(family); }
  });
}

inline rc::Gen<std::string> genFamilyName() {
  return pick(std::vector<std::string>{"classic", "super", "solo", "bm2"});
}

// A built-in preset (1 in 3) or a combination of options (2 in 3).
inline rc::Gen<Ruleset> genRuleset() {
  return weighted<Ruleset>(
      {{1, rc::gen::map(genPresetName(), [](const std::string& n) { return preset(n); })},
       {2, rc::gen::mapcat(genFamilyName(), [](const std::string& f) { return genOptionsRuleset(f); })}});
}

// A player count the family allows: classic 2-4 (C-1), super the board's range (S-1,
// S-BOARD-1), solo 1 (SO-1). Shrinks toward the fewest.
inline rc::Gen<int> genPlayers(const Ruleset& r) {
  switch (r.family) {
    case Family::solo: return rc::gen::just(1);
    case Family::super: {
      const BoardDef& b = builtin_super_board();
      return rc::gen::resize(100, rc::gen::inRange(b.min_players, b.max_players + 1));
    }
    case Family::bm2: {  // BM2-2, BM2-6: 2-6 players, or the bm2_players range
      const PlayerRange pr = player_range(r, builtin_super_board());
      return rc::gen::resize(100, rc::gen::inRange(pr.min, pr.max + 1));
    }
    default: return rc::gen::resize(100, rc::gen::inRange(2, 5));
  }
}

// Any 64-bit seed: half of the time below 1000, else any (rc::gen::arbitrary: larger as the
// run goes on). Shrinks toward 0.
inline rc::Gen<std::uint64_t> genSeed() {
  return weighted<std::uint64_t>(
      {{1, rc::gen::resize(100, rc::gen::inRange<std::uint64_t>(0, 1000))}, {1, rc::gen::arbitrary<std::uint64_t>()}});
}

// Every player policy (engine/include/bm/play/policy.hpp); shrinks toward "random".
inline rc::Gen<std::string> genPolicyName() { return pick(policy_names()); }

// The built-in card set to play with: classic for every family (bm check's default), and for
// super and solo sometimes the synthetic Super set; for bm2 also the synthetic bm2 set and, under
// IP-50's house reading, the printed cards (builtin_card_sets_for). Shrinks toward "classic".
inline rc::Gen<std::string> genCardSetId(const Ruleset& r) {
  if (r.family == Family::bm2 && r.unknown_facts_house)
    return weighted<std::string>({{1, rc::gen::just(std::string("classic"))},
                                  {2, rc::gen::just(std::string("bm2-synthetic"))},
                                  {2, rc::gen::just(std::string(kBm2PrintedCardsId))}});
  if (r.family == Family::bm2)
    return weighted<std::string>(
        {{1, rc::gen::just(std::string("classic"))}, {2, rc::gen::just(std::string("bm2-synthetic"))}});
  if (!r.super_like()) return rc::gen::just(std::string("classic"));
  return weighted<std::string>(
      {{3, rc::gen::just(std::string("classic"))}, {1, rc::gen::just(std::string("super-synthetic"))}});
}

// One generated game: what play_checked needs, plus the ruleset and card set to build the Engine.
struct GameInputs {
  Ruleset rules;
  std::string cards = "classic";
  int players = 2;
  std::uint64_t seed = 1;
  std::string policy = "random";

  const CardSet& card_set() const { return *find_builtin_card_set(cards); }
};

inline void showValue(const GameInputs& g, std::ostream& os) {
  os << "rules ";
  bm::showValue(g.rules, os);
  os << ", cards " << g.cards << ", players " << g.players << ", seed " << g.seed << ", policy " << g.policy;
}

// The card set and player count of a game on ruleset `r` (genCardSetId, genPlayers), such that
// the set deals every player their bosses (C-3; two each under I choose you, C-16, BM2-44): a set
// that cannot gives way to the printed bm2 cards (twelve bosses), else the player count comes down.
inline rc::Gen<std::pair<std::string, int>> genCardsAndPlayers(const Ruleset& r) {
  return rc::gen::exec([r] {
    std::string cards = *genCardSetId(r);
    int players = *genPlayers(r);
    if (!deals_bosses(*find_builtin_card_set(cards), r, players) && r.family == Family::bm2 && r.unknown_facts_house)
      cards = kBm2PrintedCardsId;
    while (!deals_bosses(*find_builtin_card_set(cards), r, players) && players > 2) --players;
    return std::make_pair(cards, players);
  });
}

inline rc::Gen<GameInputs> genGameInputs() {
  return rc::gen::exec([] {
    GameInputs g;
    g.rules = *genRuleset();
    std::tie(g.cards, g.players) = *genCardsAndPlayers(g.rules);
    g.seed = *genSeed();
    g.policy = *genPolicyName();
    return g;
  });
}

}  // namespace bm::rcgen
