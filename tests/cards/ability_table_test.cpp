// The abilities' table (engine/abilities/ability_def.hpp, registry.cpp): one AbilityDef per key
// of BM_ABILITIES, each from its own unit (engine/abilities/cards/<key>.cpp), and every hook the
// machinery calls comes with the hooks it needs (an activation has a cost, an answer from a
// room pays for it, a question has a step machine, ...). Every card of the built-in sets that
// carries a spell ability can be played: cast from a window or as an answer (G-16, G-18).
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "abilities/ability_def.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/game/refusal.hpp"

namespace {

using bm::Ability;
using bm::detail::ability_def;
using bm::detail::AbilityDef;
using bm::detail::Trigger;

constexpr int kAbilities = static_cast<int>(Ability::count_);

TEST(AbilityTable, OneDefinitionPerKey) {
  std::set<const AbilityDef*> seen;
  for (int i = 0; i < kAbilities; ++i) seen.insert(&ability_def(static_cast<Ability>(i)));
  EXPECT_EQ(static_cast<int>(seen.size()), kAbilities);
  const AbilityDef& none = ability_def(Ability::none);
  EXPECT_EQ(none.run, nullptr);
  EXPECT_EQ(none.trigger, Trigger::none);
  EXPECT_EQ(none.damage_aura, nullptr);
}

TEST(AbilityTable, HooksComeWithWhatTheyNeed) {
  for (int i = 0; i < kAbilities; ++i) {
    const Ability a = static_cast<Ability>(i);
    const AbilityDef& d = ability_def(a);
    const std::string key(bm::ability_key(a));
    SCOPED_TRACE(key);
    // G-17: an activation (of a room, a boss or a hero, BM2-11) has a cost.
    EXPECT_EQ(d.activations != nullptr || d.hero_activations != nullptr, d.pay_cost != nullptr);
    EXPECT_EQ(d.room_answers != nullptr, d.pay_answer != nullptr);  // G-18: an answer is paid for
    if (d.options) {
      EXPECT_NE(d.run, nullptr);  // a question belongs to a step machine
    }
    if (d.trigger != Trigger::none) {
      EXPECT_NE(d.run, nullptr);  // a trigger pushes its effect
    }
    if (d.answers_from_hand) {
      EXPECT_NE(d.run, nullptr);  // it resolves as a spell
    }
    if (d.activations) {
      EXPECT_NE(d.run, nullptr);  // the effect after the cost
    }
    if (d.casts && !d.borrows_reward) {
      EXPECT_NE(d.run, nullptr);  // the effect on resolution
    }
    if (d.borrows_reward) {  // BM2-37: it resolves as the borrowed reward's `run`, never its own
      EXPECT_NE(d.casts, nullptr);
      EXPECT_EQ(d.run, nullptr);
    }
    // Building another room triggers only through `condition`; a condition is read by that trigger,
    // by the end-of-round trigger (BM2-25: which rooms act) and by a lasting boss's discard trigger
    // (BM2-34: which discarded room it is about), and by nothing else.
    if (d.trigger == Trigger::other_room_built) { EXPECT_NE(d.condition, nullptr); }
    if (d.condition) {
      EXPECT_TRUE(d.trigger == Trigger::other_room_built || d.trigger == Trigger::end_of_round ||
                  d.trigger == Trigger::room_discarded);
    }
    if (d.refuses_advanced) {
      EXPECT_NE(d.refusal, nullptr);  // explain_illegal cites it
    }
    // A card's refusal cites a rule ID (refusal.hpp): the text without one would be a refusal
    // without a rule.
    EXPECT_EQ(d.refusal != nullptr, d.refusal_rule != nullptr);
    if (d.refusal_rule) { EXPECT_TRUE(bm::is_rule_id(d.refusal_rule)) << d.refusal_rule; }
  }
}

TEST(AbilityTable, EverySpellOfTheBuiltInSetsCanBePlayed) {
  for (const bm::CardSet* cs :
       {&bm::builtin_classic_cards(), &bm::builtin_synthetic_super_cards(), &bm::builtin_synthetic_bm2_cards()}) {
    int spells = 0;
    for (const auto& d : cs->designs) {
      if ((d.kind != bm::CardKind::spell && d.kind != bm::CardKind::item) || d.ability == Ability::none) continue;
      SCOPED_TRACE(d.id);
      const AbilityDef& def = ability_def(d.ability);
      EXPECT_TRUE(def.casts != nullptr || def.answers_from_hand);
      spells += 1;
    }
    EXPECT_GT(spells, 0);
  }
}

TEST(AbilityTable, RefusalsCiteTheirCard) {
  // The diagnosis of a refused build names the card and its rule (engine.cpp explain_illegal).
  // The rule each text takes away (refusal.hpp): G-3 where a room may go, G-4 one room a round.
  EXPECT_STREQ(ability_def(Ability::neanderthal_cave).refusal_rule, "G-3");
  EXPECT_STREQ(ability_def(Ability::neanderthal_cave).refusal, "advanced rooms cannot be built on it");
  EXPECT_STREQ(ability_def(Ability::kobold_strike).refusal_rule, "G-4");
  EXPECT_STREQ(ability_def(Ability::kobold_strike).refusal, "no rooms can be built this round");
  EXPECT_TRUE(ability_def(Ability::neanderthal_cave).refuses_advanced);
  EXPECT_FALSE(ability_def(Ability::kobold_strike).refuses_advanced);
}

}  // namespace
