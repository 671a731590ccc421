#pragma once
// The invariant catalog: one entry per invariant, with the rule IDs it enforces and
// what it checks. docs/invariants.md is the same list for people; tests/checker/catalog_test.cpp
// keeps the two in step. Search an ID (INV-ROOMS-MAX) to find where it is checked.
#include <string>
#include <vector>

#include "bm/game/kinds.hpp"

namespace bm {

struct InvariantInfo {
  const char* id;        // INV-...
  const char* rules;     // the rule IDs it enforces (docs/rules-mapping.md)
  const char* families;  // "classic super solo" (or a subset)
  const char* what;      // what it checks, in one sentence
};

const std::vector<InvariantInfo>& invariant_catalog();

// The catalog's positions, for counting how often each invariant was actually put to the
// test ("exercised": a situation where it could have failed). Same order as the catalog.
enum class Inv : int {
  RoomsMax,
  OneBuild,
  AdvancedOnShared,
  LevelUpOnce,
  EpicLast,
  BaitOrder,
  BaitStrict,
  HeroFifo,
  HeroDeath,
  CardsConserved,
  ScoreArea,
  Eliminated,
  PhaseOrder,
  EndTrigger,
  Winner,
  SafetyNet,
  MinionSpace,
  MinionOne,
  MinionOwn,
  CitySlots,
  Landmark,
  LandmarkTreasure,
  MarketCleared,
  Tokens,
  ItemOnePerHero,
  ItemNoStar,
  ItemMatch,
  ItemHolder,
  ItemActiveOne,
  ItemLandmark,
  Legal,
  HashClone,
  Determinism,
  count_
};
constexpr std::size_t kInvariants = static_cast<std::size_t>(Inv::count_);
// Null when there is no such invariant.
const InvariantInfo* find_invariant(const std::string& id);
// The rules a finding of invariant `id` cites in a game of family `f`: the invariant's rules that
// belong to the family (rule_in_family: a classic game's INV-ROOMS-MAX cites G-2, not BM2-9),
// comma-separated; "" for an unknown ID.
std::string invariant_rules(const std::string& id, Family f);

}  // namespace bm
