#pragma once
// DOT text of a timeline (docs/visualizer.md). Pure text: no Graphviz needed to write
// it; viz/include/bm/viz/render.hpp parses and renders it.
#include <string>

#include "bm/viz/timeline.hpp"

namespace bm::viz {

// One cluster per round, the round's phases side by side in game order, each phase a table of
// what happened in it; a header with the players and a footer with the result.
std::string timeline_dot(const Timeline& t);
// A seat's background colour in the pictures and the --split index (pastel, up to 6 seats;
// grey for anything else), so a seat reads the same everywhere.
const char* seat_colour(int seat);

// Two timelines side by side (A left, B right), rounds aligned, the first divergent phase
// highlighted (mark_first_difference or mark_action beforehand).
std::string compare_dot(const Timeline& a, const Timeline& b, const std::string& label_a, const std::string& label_b);

// The rules of a phase (tooltips): C-6 and the phase's own rule; Super S-8 and its phase rule.
const char* rules_of_phase(const std::string& phase, bool super_like);

}  // namespace bm::viz
