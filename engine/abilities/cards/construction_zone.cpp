// BM034 Construction Zone (room), on build (G-11): may immediately build one more room (G-3, G-4;
// it is built: Level Up and its own on-build follow, G-10, G-11).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_construction_zone {

void run(Ctx& c, Task t) { build_one_more(c, t, false); }

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  build_options(c, t.player, out);
  out.push_back(decline(t.player));
}

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::on_build};

}  // namespace card_construction_zone

const AbilityDef ability_defs::construction_zone = card_construction_zone::def;

}  // namespace bm::detail
