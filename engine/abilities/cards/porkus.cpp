// TNL010 Porkus (boss), Level Up (G-10): remove one of your souls from the game (BM2-32), then
// take any hero, epic or ordinary, from the hero decks face down into your scoring area (a
// soul, G-12; the deck taken from is shuffled, G-19). A one-time Level Up (BM2-31). Reading: the
// removed soul is what pays for the hero, so with no soul to remove nothing happens.
#include <algorithm>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_porkus {

void run(Ctx& c, Task t) {
  const int p = t.player;
  GameState& s = c.s;
  if (t.step == 0) {
    const auto& sc = c.seat(p).score;
    if (std::any_of(sc.begin(), sc.end(), [](const ScoredHero& h) { return h.soul; })) ask(c, t, p);
    return;
  }
  if (t.step == 1) {
    if (!remove_soul(c, p, t.answer.pick)) return;
    if (!s.ordinary_heroes.empty() || !s.epic_heroes.empty()) ask(c, t, p);
    return;
  }
  const int hero = t.answer.pick;
  if (remove_from(s.ordinary_heroes, hero)) shuffle_deck(c, s.ordinary_heroes, ChanceKind::ordinary_deck);  // G-19
  else if (remove_from(s.epic_heroes, hero)) shuffle_deck(c, s.epic_heroes, ChanceKind::epic_deck);
  else return;
  // Face down into the scoring area: a soul (G-12), gained this round, logged as Gorgona's kill
  // in town is (`hero_killed` with no room); a hero from a deck carries no item (BM2-3).
  kill_hero(c, p, hero, -1);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  const int p = t.player;
  std::vector<int> cards;
  if (t.step == 0) {
    for (const auto& h : c.seat(p).score)
      if (h.soul) cards.push_back(h.hero);
  } else {
    cards = c.s.ordinary_heroes.vec();
    cards.insert(cards.end(), c.s.epic_heroes.begin(), c.s.epic_heroes.end());
    std::sort(cards.begin(), cards.end());
  }
  per_design(
      c, cards, p, [](int) { return true; }, out);
}

constexpr AbilityDef def = {.run = run, .options = options};

}  // namespace card_porkus

const AbilityDef ability_defs::porkus = card_porkus::def;

}  // namespace bm::detail
