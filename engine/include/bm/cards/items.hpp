#pragma once
// Which games play item cards: one predicate for the engine, its snapshots, state hashes and the
// checker (BM2-2; S-COMPAT-2).
namespace bm {

struct Ruleset;
struct CardSet;

// BM2-2: a Boss Monster 2 game always plays its item deck. S-COMPAT-2: a Super game plays items
// when its card set holds item cards (the seeds: "when using items from the expansions"); the
// built-in Super cards hold none, so built-in Super games are unchanged. Solo (SO-*) never: the
// items it must leave out are listed only on the publisher's site.
bool items_in_play(const Ruleset& rules, const CardSet& cards);

}  // namespace bm
