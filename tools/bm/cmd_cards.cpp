// bm cards: the designs of a card set.
#include <iostream>

#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "tools/bm/cli.hpp"

namespace bm::cli {

void help_cards() {
  std::cout << "usage: bm cards list [--json] [--cards FILE]\n"
               "       bm cards show ID [--cards FILE]\n"
               "       bm cards abilities             ability keys a card-set file may use\n"
               "       bm cards export [--cards FILE] a loadable card-set file (start your own set from it)\n\n"
               "The built-in set is the classic Boss Monster set (8 bosses, 31 room designs = 75\n"
               "cards, 16 spell designs = 31 cards, 41 heroes), encoded from card facts with this\n"
               "project's own one-line paraphrases (docs/cards.md).\n";
}

namespace {
nlohmann::json record(const CardSet& cs, int di) {
  nlohmann::json all = card_set_to_json(cs)["cards"][static_cast<std::size_t>(di)];
  return all;
}
}  // namespace

int cmd_cards(const std::vector<std::string>& args) {
  if (args.empty())
    throw InputError("bm cards: missing subcommand: list, show ID, abilities, export (see `bm help cards`)");
  std::string file;
  bool json_out = false;
  std::vector<std::string> rest;
  for (std::size_t i = 1; i < args.size(); ++i) {
    if (args[i] == "--json") json_out = true;
    else if (args[i] == "--cards" && i + 1 < args.size()) file = args[++i];
    else rest.push_back(args[i]);
  }
  CardSet storage;
  const CardSet& cs = cards_from(file, storage);
  if (args[0] == "list") {
    if (json_out) {
      nlohmann::json arr = nlohmann::json::array();
      for (std::size_t i = 0; i < cs.designs.size(); ++i) arr.push_back(record(cs, static_cast<int>(i)));
      std::cout << arr.dump(1) << "\n";
    } else {
      std::cout << "card set '" << cs.id << "' (" << hex64(cs.hash) << "): " << cs.designs.size() << " designs, "
                << cs.instances() << " cards\n";
      for (const auto& d : cs.designs)
        std::cout << "  " << d.id << "  " << kind_name(d.kind) << "  x" << d.quantity << "  " << d.name << "\n";
    }
    return kExitOk;
  }
  if (args[0] == "show") {
    if (rest.empty()) throw InputError("bm cards show: missing card ID (e.g. BM027)");
    const int di = cs.find(rest[0]);
    if (di < 0)
      throw InputError("bm cards show: unknown card id '" + rest[0] + "' in card set '" + cs.id +
                       "' (see `bm cards list`)");
    std::cout << record(cs, di).dump(2) << "\n";
    return kExitOk;
  }
  if (args[0] == "export") {
    std::cout << card_set_to_json(cs).dump(1) << "\n";
    return kExitOk;
  }
  if (args[0] == "abilities") {
    for (int a = 0; a < static_cast<int>(Ability::count_); ++a)
      std::cout << ability_key(static_cast<Ability>(a)) << "\n";
    return kExitOk;
  }
  throw InputError("bm cards: unknown subcommand '" + args[0] + "' (list, show, abilities, export)");
}

}  // namespace bm::cli
