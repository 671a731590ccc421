// bm cards: the designs of a card set.
#include <iostream>

#include "bm/core/error.hpp"
#include "bm/core/suggest.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"
#include "bm/core/text_escape.hpp"
#include "tools/bm/cards_check.hpp"
#include "tools/bm/cli.hpp"

namespace bm::cli {

namespace {
// "classic, super-synthetic, ...": the built-in set ids (builtin_card_set_ids).
std::string builtin_ids_text() {
  std::string out;
  for (const auto& id : builtin_card_set_ids()) out += (out.empty() ? "" : ", ") + id;
  return out;
}
}  // namespace

void help_cards() {
  std::cout
      << "usage: bm cards list [--json] [--cards FILE]\n"
         "       bm cards show ID [--cards FILE]\n"
         "       bm cards abilities [--json]    ability keys a card-set file may use\n"
         "       bm cards export [--cards FILE] a loadable card-set file (start your own set from it)\n"
         "       bm cards check THEIRS [--set SET] [--map IDS.json] [--json]\n"
         "                                      a front end's card data against bm's, fact by fact\n\n"
         "The built-in set is the classic Boss Monster set (8 bosses, 31 room designs = 75\n"
         "cards, 16 spell designs = 31 cards, 41 heroes), encoded from card facts with this\n"
         "project's own one-line paraphrases (docs/cards.md). --cards names a card-set file or a\n"
         "built-in set: "
      << builtin_ids_text()
      << " (bm2+tools-of-hero-kind, the printed Boss Monster 2 cards with the Tools of Hero-Kind\n"
         "items, is the bm2 rulesets' default; bm2-synthetic holds synthetic test cards, not printed);\n"
         "A,B combines sets (bm2,tools-of-hero-kind is the built-in bm2+tools-of-hero-kind).\n\n"
         "check: THEIRS is bm's card format, a JSON array of card records with bm's field names,\n"
         "or a CSV whose header row names the columns (id, name, kind, quantity, treasure as one\n"
         "letter an icon: C F M T, damage, room_type, health, xp, phase, min_players, ...). Each\n"
         "card is matched to one of SET's (a built-in id or a card-set file; default classic) by\n"
         "id (through --map: {\"their id\": \"bm id\"}) or by name without case or punctuation,\n"
         "and every fact it gives is compared; missing, extra (with did-you-mean) and twice-listed\n"
         "cards are reported. Exit 0 equal, 1 facts differ, 2 bad input.\n\n"
         "examples:\n"
         "  bm cards export > mine.json && bm cards check mine.json\n"
         "  bm cards export --cards bm2-synthetic > mine.json && bm cards check mine.json --set bm2-synthetic --json\n";
}

namespace {
nlohmann::json record(const CardSet& cs, int di) {
  nlohmann::json all = card_set_to_json(cs)["cards"][static_cast<std::size_t>(di)];
  return all;
}
}  // namespace

namespace {

// The options of `bm cards SUB`: --cards for the subcommands that read a set, --json for the
// listings, ID for show; anything else is exit 2.
po::variables_map cards_args(const std::vector<std::string>& args) {
  const std::string& sub = args[0];
  po::options_description d("bm cards " + sub + " options");
  po::positional_options_description pos;
  if (sub == "check") {
    d.add_options()("theirs", po::value<std::string>(), "their card list")(
        "set", po::value<std::string>()->default_value(""), "bm's card set: a built-in id or a card-set file")(
        "map", po::value<std::string>()->default_value(""), "a JSON object: their card id -> bm's card id")(
        "json", "print JSON");
    pos.add("theirs", 1);
    return parse(std::vector<std::string>(args.begin() + 1, args.end()), d, &pos);
  }
  if (sub != "abilities") d.add_options()("cards", po::value<std::string>()->default_value(""), "card-set file");
  if (sub == "list" || sub == "abilities") d.add_options()("json", "print JSON");
  if (sub == "show") {
    d.add_options()("id", po::value<std::string>(), "card id");
    pos.add("id", 1);
  }
  return parse(std::vector<std::string>(args.begin() + 1, args.end()), d, &pos);
}

// bm cards check THEIRS: exit 0 when their data equals bm's, 1 when facts differ.
int cards_check(const po::variables_map& vm) {
  if (!vm.count("theirs")) throw InputError("bm cards check: name their card list (a JSON or CSV file, or -)");
  const std::string theirs = vm["theirs"].as<std::string>();
  CardSet storage;
  const CardSet& ours = cards_from(vm["set"].as<std::string>(), storage);
  nlohmann::json id_map = nlohmann::json::object();
  if (const std::string map = vm["map"].as<std::string>(); !map.empty()) {
    id_map = read_json_file(map);
    if (!id_map.is_object())
      throw InputError(map + ": --map is a JSON object from their card ids to bm's ({\"their-12\": \"BM012\"})");
    for (const auto& [k, v] : id_map.items())
      if (!v.is_string() || ours.find(v.get<std::string>()) < 0)
        throw InputError(map + ": '" + terminal_escape_line(k) + "' maps to " + terminal_escape_line(v.dump()) +
                         ", not a card id of set '" + ours.id + "'" +
                         (v.is_string() ? card_id_hint(ours, v.get<std::string>()) : std::string()));
  }
  const CardsReport r = check_cards(ours, read_their_cards(theirs), id_map);
  if (vm.count("json")) std::cout << report_json(ours, r).dump(1) << "\n";
  else std::cout << report_text(ours, theirs, r);
  return r.equal() ? kExitOk : kExitVerify;
}

}  // namespace

int cmd_cards(const std::vector<std::string>& args) {
  if (args.empty())
    throw InputError(
        "bm cards: missing subcommand: list, show ID, abilities, export, check THEIRS (see `bm help "
        "cards`)");
  if (args[0] != "list" && args[0] != "show" && args[0] != "abilities" && args[0] != "export" && args[0] != "check")
    throw InputError("bm cards: unknown subcommand '" + args[0] + "'" +
                     did_you_mean(args[0], {"list", "show", "abilities", "export", "check"}) +
                     " (list, show, abilities, export, check)");
  const auto vm = cards_args(args);
  const bool json_out = vm.count("json") > 0;
  if (args[0] == "abilities") {
    nlohmann::json arr = nlohmann::json::array();
    for (int a = 0; a < static_cast<int>(Ability::count_); ++a) arr.push_back(ability_key(static_cast<Ability>(a)));
    if (json_out) std::cout << arr.dump(1) << "\n";
    else
      for (const auto& a : arr) std::cout << a.get<std::string>() << "\n";
    return kExitOk;
  }
  if (args[0] == "check") return cards_check(vm);
  CardSet storage;
  const CardSet& cs = cards_from(vm["cards"].as<std::string>(), storage);
  if (args[0] == "list") {
    if (json_out) {
      nlohmann::json arr = nlohmann::json::array();
      for (std::size_t i = 0; i < cs.designs.size(); ++i) arr.push_back(record(cs, static_cast<int>(i)));
      std::cout << arr.dump(1) << "\n";
    } else {
      std::cout << "card set '" << cs.id << "' (" << hex64(cs.hash) << "): " << cs.designs.size() << " designs, "
                << cs.instances() << " cards\n";
      for (const auto& d : cs.designs)
        std::cout << "  " << d.id << "  " << kind_name(d.kind) << "  x" << d.quantity << "  "
                  << terminal_escape_line(d.name) << "\n";
    }
    return kExitOk;
  }
  if (args[0] == "show") {
    if (!vm.count("id")) throw InputError("bm cards show: missing card ID (e.g. BM027)");
    const std::string id = vm["id"].as<std::string>();
    const int di = cs.find(id);
    if (di < 0)
      throw InputError("bm cards show: unknown card id '" + id + "' in card set '" + cs.id + "'" +
                       card_id_hint(cs, id) + " (see `bm cards list`)");
    std::cout << record(cs, di).dump(2) << "\n";
    return kExitOk;
  }
  std::cout << card_set_to_json(cs).dump(1) << "\n";  // export
  return kExitOk;
}

}  // namespace bm::cli
