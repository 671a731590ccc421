#pragma once
// Card designs and card sets (rule G-1). A design is one printed card; an instance is one
// physical copy. Game state refers to instances (ints); logs and users refer to design ids.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "bm/cards/ability.hpp"

namespace bm {

// item: Boss Monster 2 (BM2-2..BM2-4, BM2-7): revealed each round, carried by a hero, then a
// boss's (one active item at a time, used like an adventure spell).
enum class CardKind : int { boss, room, spell, hero, item };
enum Treasure : int { kCleric = 0, kFighter = 1, kMage = 2, kThief = 3, kTreasureTypes = 4 };
enum class RoomType : int { monster, trap };
enum class HeroKind : int { ordinary, epic };
// best_score: lured by the highest Souls minus Wounds (BM2-13, The Brothers); recorded as a
// fact, not played yet: a hero with it carries ability_pending (docs/cards.md).
enum class Lure : int { treasure, fewest_souls, best_score };
// BM2-11..BM2-13: standard; dark = an ordinary hero with a printed ability; hybrid = an epic
// hero with two treasure types; special = no treasure, lured by its own condition.
enum class HeroType : int { standard, dark, hybrid, special };
enum SpellPhase : int { kPhaseBuild = 1, kPhaseAdventure = 2, kPhaseBoth = 3 };

std::string_view kind_name(CardKind k);
std::string_view treasure_name(int t);

struct CardDesign {
  std::string id;     // stable card id, e.g. "BMnnn" (classic) or "SYN-Rnn" (synthetic)
  std::string name;   // card name (a fact)
  std::string title;  // bosses only
  std::string text;   // the project's own one-line paraphrase
  CardKind kind = CardKind::room;
  int quantity = 1;
  std::array<int, kTreasureTypes> treasure{};  // icon counts (rooms, boss, hero)
  Ability ability = Ability::none;
  // Rooms and bosses: the minion action printed on the card's action space (S-BOARD-5: the
  // owner may place a minion there; on a boss only after Level Up). none = no action space.
  Ability action_space = Ability::none;
  // Free text naming the rule(s) the card exercises; required for synthetic cards (id "SYN-...").
  std::string exercises;
  // boss
  int xp = 0;
  // room
  RoomType room_type = RoomType::monster;
  bool advanced = false;
  int damage = 0;                // printed damage
  bool damage_computed = false;  // printed '*': computed by the ability (Monster's Ballroom)
  bool portable = false;         // BM2-5: once per round in the build phase, back to hand
  // spell
  int phase = 0;  // SpellPhase bits
  // hero
  HeroKind hero_kind = HeroKind::ordinary;
  int health = 0;
  int min_players = 2;  // player-count icon (C-2)
  int souls = 1;        // soul/wound value (G-12: ordinary 1, epic 2)
  Lure lure = Lure::treasure;
  // S-CITY-3: the hero goes straight to this landmark when revealed; an index into
  // landmark_ids() (board/board.hpp: temple, stadium, library, hideout, tavern). -1 = no.
  int to_landmark = -1;
  // BM2-3: the star icon: this hero never carries an item.
  bool no_items = false;
  // S-COMPAT-1 / IP-33: the order in which the hero's treasure icons are printed, first icon
  // first (treasure indexes). Empty = cleric, fighter, mage, thief (the order of `treasure`).
  std::vector<int> icon_order;
  // item: treasure holds its icons (all four = universal, BM2-3); ability is the adventure
  // spell it acts as for a boss (BM2-4).
  std::string hero_side;  // item: the carrier's ability (paraphrase), Tools of Hero-Kind
  std::string boss_side;  // item: the holder's ability (paraphrase), Tools of Hero-Kind
  HeroType hero_type = HeroType::standard;
  // Provenance (docs/cards.md "Source marks"): the sources that state the card's facts, the
  // facts only one source states, the facts inferred rather than stated, and the facts no
  // source gives. An unknown fact is null in the file and never played.
  std::string sources;
  std::vector<std::string> one_source;
  std::vector<std::string> inferred;
  std::vector<std::string> unknown;
  // The card prints an ability that no unit implements yet: listed, hashed and checked, never
  // played (docs/cards.md "Pending abilities").
  bool ability_pending = false;
  bool fact_unknown(std::string_view fact) const {
    for (const auto& u : unknown)
      if (u == fact) return true;
    return false;
  }
  // Can a game use this design? Not while its ability is pending or a fact is unknown.
  bool playable() const { return !ability_pending && unknown.empty(); }

  bool is_universal_item() const {
    if (kind != CardKind::item) return false;
    for (int t : treasure)
      if (t <= 0) return false;
    return true;
  }
  bool is_epic() const { return kind == CardKind::hero && hero_kind == HeroKind::epic; }
  // A synthetic card (id "SYN-..."): exercises a rule no printed card in the built-in set
  // does; never a printed card (docs/cards.md).
  bool is_synthetic() const { return id.rfind("SYN-", 0) == 0; }
};

struct CardSet {
  std::string id;
  // An expansion lists only the cards it adds to another set (Tools of Hero-Kind): it is
  // exempt from the minimum counts and is played only combined with a full set.
  bool expansion = false;
  std::string name;
  std::uint64_t hash = 0;  // content hash over the canonical JSON; recorded in every log
  std::vector<CardDesign> designs;
  std::vector<int> instance_design;  // instance -> design index
  std::vector<int> first_instance;   // design index -> first instance
  // design index -> its id pre-rendered as a JSON string (`"BM012"`, quotes included), as the
  // log writer puts it into action and event lines; empty for an id that would
  // need escaping, and for a set built without them: the writer then renders the id itself.
  std::vector<std::string> quoted_ids;
  // Ability -> whether some design has it (set_has_ability), filled with first_instance; empty for a
  // set built without it: set_has_ability then reads the designs.
  std::vector<bool> has_ability;

  int instances() const { return static_cast<int>(instance_design.size()); }
  const CardDesign& of(int instance) const {
    return designs[static_cast<std::size_t>(instance_design[static_cast<std::size_t>(instance)])];
  }
  int design_of(int instance) const { return instance_design[static_cast<std::size_t>(instance)]; }
  const std::string& id_of(int instance) const { return of(instance).id; }
  // The instance's id as a JSON string (quoted_ids), or an empty string.
  const std::string& quoted_id_of(int instance) const {
    static const std::string none;
    const auto d = static_cast<std::size_t>(instance_design[static_cast<std::size_t>(instance)]);
    return d < quoted_ids.size() ? quoted_ids[d] : none;
  }
  // Fills quoted_ids from the designs' ids (the one place that renders them).
  void prerender_ids();
  // Index of the design with this id, or -1.
  int find(std::string_view design_id) const;
};

}  // namespace bm
