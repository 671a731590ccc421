#pragma once
// The help texts of bm and what is generated from them: `bm help COMMAND` and
// `--help` print help_text(); `bm completion bash|zsh|fish` and `bm man` read the same text, so
// the completions and the man pages list exactly the commands, subcommands and options that
// --help shows (a command added to commands() is picked up without editing this file).
#include <string>
#include <vector>

#include "tools/bm/cli.hpp"

namespace bm::cli {

// bm's usage (`bm --help`).
std::string usage_text();
// The help of one command: what its help function prints, each option line in one form
// (`  --seed SEED    ... (default: 1)`: a placeholder that names the value, never `arg (=1)`),
// then the global options.
std::string help_text(const Command& c);
// The help of `bm help`.
std::string help_help_text();

// What a help text offers to complete: the subcommands its usage lines name (`bm rules list`),
// and every option its option lines name (`--seed`, `-o`).
struct Completions {
  std::vector<std::string> subcommands;
  std::vector<std::string> options;
};
Completions completions_of(const std::string& help);

// A completion script for bash, zsh or fish (InputError for another shell).
std::string completion_script(const std::string& shell);
// The man page bm(1) (`command` empty) or bm-COMMAND(1), in roff, from the same help text.
std::string man_page(const std::string& command);

int cmd_completion(const std::vector<std::string>& args);
int cmd_man(const std::vector<std::string>& args);
void help_completion();
void help_man();

}  // namespace bm::cli
