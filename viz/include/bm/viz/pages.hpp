#pragma once
// A long game as several pictures (a 4-player game readable at normal zoom): the
// timeline split into pages of N rounds each, and an HTML index page that lists them with their
// rounds and actions, the seats with their bosses and the game's result (docs/visualizer.md).
#include <string>
#include <vector>

#include "bm/viz/timeline.hpp"

namespace bm::viz {

// One page: rounds round_from..round_to of the timeline, written as `file`.
struct Page {
  int number = 1;  // 1-based
  int round_from = 0;
  int round_to = 0;
  std::string file;       // "page-1.svg": a name inside the output directory
  int first_action = -1;  // the action indices drawn on it (-1: none)
  int last_action = -1;
  std::vector<std::string> marks;  // its Level Ups, eliminations, the end, a divergence
  std::size_t bytes = 0;           // filled in by the writer
};

// Pages of `rounds_per_page` (>= 1) game rounds each over the rounds the timeline holds; the
// setup (round 0) goes on the first page with the first game rounds. A timeline holding rounds
// 0..R has max(1, ceil(R / rounds_per_page)) pages. `ext` is the pictures' extension ("svg").
std::vector<Page> plan_pages(const Timeline& t, int rounds_per_page, const std::string& ext);

// The index page (HTML): the log, the title, the seats and their bosses, the result and its
// scores (or where the replay stopped), and one linked row per page.
std::string pages_index_html(const Timeline& t, const std::vector<Page>& pages, const std::string& log_name);

}  // namespace bm::viz
