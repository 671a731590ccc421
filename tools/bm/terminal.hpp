#pragma once
// The global conventions of every bm command: `--color=auto|always|never` (with
// NO_COLOR honoured) and `-q/--quiet`. main() takes both off the command line before the
// command parses its own options.
#include <ostream>
#include <string>
#include <vector>

namespace bm::cli {

enum class ColorMode { automatic, always, never };

// Takes `--color=WHEN`, `--color WHEN` off `args` (anywhere after the command) and sets the mode;
// an unknown WHEN is an InputError. Returns the arguments left.
std::vector<std::string> take_color_option(const std::vector<std::string>& args);
void set_color_mode(ColorMode m);

// Whether text written to `os` (std::cout or std::cerr) is coloured: `always`; never with
// `never`; `auto`: when that stream is a terminal, NO_COLOR is unset or empty and TERM is not
// "dumb".
bool colored(const std::ostream& os);

// `text` in a colour when `os` is coloured (ANSI SGR), else as it is.
enum class Paint { log_value, engine_value, alarm };
std::string paint(const std::ostream& os, const std::string& text, Paint p);

}  // namespace bm::cli
