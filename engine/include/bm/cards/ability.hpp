#pragma once
// Ability identifiers. A card design names its ability by key in the card-set JSON
// ("ability": "bottomless_pit"). Each key has one unit, engine/abilities/cards/<key>.cpp, that
// holds all of the ability's behaviour and starts with the ids of the cards carrying it
// (`grep -rln <card id> engine/` names it). BM_ABILITIES is the table: it makes the enum, the
// keys, and the abilities' table of engine/abilities/registry.cpp (one AbilityDef per key,
// engine/abilities/ability_def.hpp). A new ability = one X(key) here + its unit + card data.
// A new key goes at the end of the table: an ability's number reaches the state hash (a spell on
// the stack, an effect under way), so a key inserted before others would change the hashes of
// every log that casts them (cli.end_to_end's legacy-log rehash check fails then).
#include <string_view>

namespace bm {

// The table keeps its own layout (clang-format 14 does not settle on one for it).
// clang-format off
#define BM_ABILITIES(X)                                                                     \
  X(none) /* no ability */                                                                  \
  /* Level Up abilities of the classic bosses, G-10 */                                     \
  X(draculord) X(xyzax) X(king_croak) X(robobo) X(cerebellus) X(seducia) X(cleopatra)       \
  X(gorgona)                                                                                \
  /* Rooms */                                                                               \
  X(dark_altar) X(open_grave) X(specters_sanctum) X(succubus_spa) X(dracolich_lair)         \
  X(vampire_bordello) X(goblin_armory) X(golem_factory) X(minotaurs_maze)                   \
  X(neanderthal_cave) X(beast_menagerie) X(monsters_ballroom) X(brainsucker_hive)           \
  X(dark_laboratory) X(haunted_library) X(witchs_kitchen) X(all_seeing_eye) X(ligers_den)   \
  X(bottomless_pit) X(boulder_ramp) X(dizzygas_hallway) X(jackpot_stash)                    \
  X(recycling_center) X(the_crushinator) X(centipede_tunnel) X(construction_zone)           \
  X(mimic_vault) X(monstrous_monument) X(torture_chamber) X(zombie_prison)                  \
  /* Spells */                                                                              \
  X(annihilator) X(assassin) X(cave_in) X(counterspell) X(exhaustion) X(fear) X(freeze)     \
  X(giant_size) X(jeopardy) X(kobold_strike) X(motivation) X(princess_in_peril)             \
  X(soul_harvest) X(teleportation) X(trepidation) X(zombie_attack)                          \
  /* Heroes */                                                                              \
  X(the_fool)                                                                               \
  /* Synthetic cards (engine/cards/data/super_synthetic.json): mechanics no printed card in */\
  /* the built-in set exercises; never presented as printed cards               */\
  X(syn_token_forge) X(syn_token_dungeon) X(syn_power_surge)                                \
  /* Boss Monster 2 (The Next Level), after the others so that no key changes its number: */\
  /* the bosses' Level Up (G-10; lasting ones BM2-31) and the spells (G-16)                */\
  X(belladonna) X(kazanna) X(porkus) X(killa) X(smoake) X(angstigoth) X(eclipse)            \
  X(all_your_base) X(hiring_spree) X(pause) X(undead_minion) X(wild_monster)               \
  /* and its rooms                                                                        */\
  X(madmans_manor) X(spawn_point) X(fangroot_garden) X(brainsucker_queen) X(lost_library)   \
  X(warp_tube) X(haunted_hall) X(genie_lounge) X(barbarian_hall) X(incubus_gym)             \
  X(goblin_nursery) X(goblin_mess_hall) X(elemental_generator) X(wreck_room)                \
  X(chump_chomper) X(dark_portal) X(observatory) X(deadly_treadmill)                      \
  X(wraiths_throne) X(megaworm_burrow) X(frostbat_cave) X(rust_monster_pen)                 \
  X(bullet_builder) X(the_arena) X(the_smashinator) X(arcane_crypt) X(shrooman_cave)        \
  X(sorcerobe_school) X(spiked_pit) X(spellslime_pit) X(hall_of_mirrors)                   \
  /* its heroes (BM2-11..BM2-17) and the other lasting bosses (BM2-31)                    */\
  X(the_brothers) X(swordmage) X(druid) X(archer) X(shellda) X(torix_uzkali)                   \
  /* the last rooms: survived (BM2-18), end of round (BM2-25), discards taken (BM2-34) ...  */\
  X(collapsing_bridge) X(bom_boy_factory) X(inner_sanctum) X(blockpile_puzzle)              \
  X(imp_temple) X(dragon_graveyard) X(werewolf_den) X(cursed_tomb) X(antimagic_zone)        \
  /* and its other spells                                                                 */\
  X(another_castle) X(its_on) X(pity) X(party_up) X(fairy_fountain) X(secret_stash)         \
  X(shortcut) X(super_effective) X(oh_yeah)                                                 \
  /* the last TNL cards                                                                   */\
  X(lightning_bolt) X(nicolius) X(decapitator) X(save_point) X(dr_timebender)              \
  /* Tools of Hero-Kind items: a power-up (BM2-38) and a reward (BM2-4, BM2-37) each       */\
  X(oversized_sword) X(claws_of_the_berserker) X(boots_of_jumping) X(pet_monster)           \
  X(ten_foot_pole) X(goblin_suit) X(ice_rod) X(necronomicon) X(antimagic_lizard)            \
  X(holy_hand_grenade)                                                                      \
  /* the last TNL spells and boss                                                         */\
  X(meddling_kids) X(doc_scarecrow)                                                         \
  /* more Tools of Hero-Kind items                                                        */\
  X(extra_life) X(inquisitors_robes) X(staff_of_healing) X(vorpal_blade)                      \
  X(cheat_code) X(the_bomb) X(bag_of_holding) X(ring_of_invisibility) X(star_of_invulnerability) \
  /* Tools of Hero-Kind rooms and spell: items turned over, taken, handed out (BM2-39)     */\
  X(burial_mound) X(orcish_smithy) X(artificers_workbench) X(magnetic_ceiling) X(excavation) \
  /* the foreign build (BM2-23)                                                           */\
  X(surprise_gift)                                                                          \
  /* the dark heroes' shared ability (BM2-11)                                             */\
  X(dark_hero)                                                                              \
  /* the item that borrows another item's reward (BM2-37)                                 */\
  X(magic_mirror)
// clang-format on

enum class Ability : int {
#define BM_ABILITY_ENUM(name) name,
  BM_ABILITIES(BM_ABILITY_ENUM)
#undef BM_ABILITY_ENUM
      count_
};

std::string_view ability_key(Ability a);
// Returns false when `key` names no implemented ability.
bool ability_from_key(std::string_view key, Ability& out);
// G-18: a spell with this ability is cast only as an answer, and stands on the stack naming the
// item it cancels (StackItem::target_stack), never a player or a card (Counterspell). The
// snapshot reader holds every stack item to this shape.
bool ability_answers_on_stack(Ability a);

}  // namespace bm
