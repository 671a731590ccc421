// --color and NO_COLOR (tools/bm/terminal.hpp).
#include "tools/bm/terminal.hpp"

#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <iostream>

#include "bm/core/error.hpp"
#include "bm/core/suggest.hpp"

namespace bm::cli {

namespace {
ColorMode g_mode = ColorMode::automatic;

ColorMode color_mode_of(const std::string& when) {
  if (when == "auto") return ColorMode::automatic;
  if (when == "always") return ColorMode::always;
  if (when == "never") return ColorMode::never;
  throw InputError("--color=" + when + ": not auto, always or never" + did_you_mean(when, {"auto", "always", "never"}));
}
}  // namespace

void set_color_mode(ColorMode m) { g_mode = m; }

std::vector<std::string> take_color_option(const std::vector<std::string>& args) {
  std::vector<std::string> rest;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i].rfind("--color=", 0) == 0) {
      set_color_mode(color_mode_of(args[i].substr(8)));
    } else if (args[i] == "--color") {
      if (i + 1 >= args.size()) throw InputError("--color: missing WHEN (auto, always or never)");
      set_color_mode(color_mode_of(args[++i]));
    } else {
      rest.push_back(args[i]);
    }
  }
  return rest;
}

bool colored(const std::ostream& os) {
  if (g_mode == ColorMode::never) return false;
  if (g_mode == ColorMode::always) return true;
  const char* no_color = std::getenv("NO_COLOR");  // https://no-color.org: set and not empty
  if (no_color && *no_color) return false;
  const char* term = std::getenv("TERM");
  if (term && std::strcmp(term, "dumb") == 0) return false;
  const int fd = &os == &std::cerr ? 2 : &os == &std::cout ? 1 : -1;
  return fd >= 0 && ::isatty(fd) == 1;
}

std::string paint(const std::ostream& os, const std::string& text, Paint p) {
  if (!colored(os)) return text;
  // The log's value red, the engine's green (a diff's colours), an alarm bold red.
  const char* sgr = p == Paint::log_value ? "\x1b[31m" : p == Paint::engine_value ? "\x1b[32m" : "\x1b[1;31m";
  return sgr + text + "\x1b[0m";
}

}  // namespace bm::cli
