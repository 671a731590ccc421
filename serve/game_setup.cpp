#include "game_setup.hpp"

#include "bm/board/board.hpp"
#include "bm/core/error.hpp"
#include "bm/rules/constants.hpp"
#include "bm/serve/rpc.hpp"

namespace bm::serve {

using nlohmann::json;

namespace {

Ruleset read_rules(const json& rules_json, const json& params, std::vector<OptionSetting> settings) {
  Ruleset r;
  if (rules_json.is_string()) {
    if (!find_preset(rules_json.get<std::string>(), r))
      throw RpcError(kInvalidParams, "rules '" + rules_json.get<std::string>() +
                                         "': no such preset (the handshake lists them; or send a ruleset object)");
  } else if (rules_json.is_object()) {
    r = load_ruleset(rules_json, "rules");
  } else {
    throw RpcError(kInvalidParams, "parameter 'rules' must be a preset name or a ruleset object");
  }
  if (has_param(params, "set")) {
    const json& set = params["set"];
    if (!set.is_object()) throw RpcError(kInvalidParams, "parameter 'set' must be an object {\"option\": value}");
    // The one option parser of --set (engine/rules): unknown options, options of another family
    // and values not allowed are refused with the allowed values.
    for (auto it = set.begin(); it != set.end(); ++it) settings.push_back(option_setting(it.key(), it.value()));
  }
  if (settings.empty()) return r;
  // the name says what is played ("classic death_threshold=exceeds"), as bm play --set
  // names it (apply_option_settings); the name is not hashed, so the log stays replayable.
  return apply_option_settings(r, settings, "set");
}

void read_cards(GameData& d, const json& params) {
  const json cards = has_param(params, "cards") ? params["cards"] : json(default_card_set_id(d.rules));
  if (cards.is_string()) {
    d.cards = find_builtin_card_set(cards.get<std::string>());
    if (!d.cards)
      throw RpcError(kInvalidParams, "cards '" + cards.get<std::string>() +
                                         "': no such built-in card set (the handshake lists them; or send a card-set "
                                         "object)");
  } else if (cards.is_object()) {
    d.own_cards = load_card_set(cards, "cards");
    d.cards = &d.own_cards;
  } else {
    throw RpcError(kInvalidParams, "parameter 'cards' must be a built-in card set id or a card-set object");
  }
}

void read_board(GameData& d, const json& params) {
  const json board = has_param(params, "board") ? params["board"] : json("super");
  if (board.is_string() && board.get<std::string>() == builtin_super_board().id) {
    d.board = &builtin_super_board();
  } else if (board.is_object()) {
    d.own_board = load_board(board, "board");
    d.board = &d.own_board;
  } else {
    throw RpcError(kInvalidParams, "parameter 'board' must be \"" + builtin_super_board().id + "\" or a board object");
  }
}

std::uint64_t read_seed(const json& params, const char* name, std::uint64_t fallback) {
  if (!has_param(params, name)) return fallback;
  const json& v = params[name];
  if (!v.is_number_unsigned())
    throw RpcError(kInvalidParams, std::string("parameter '") + name + "' must be an integer from 0 to 2^64-1");
  return v.get<std::uint64_t>();
}

}  // namespace

std::unique_ptr<GameData> game_data(const json& rules_json, const json& params,
                                    const std::vector<OptionSetting>& defaults) {
  auto d = std::make_unique<GameData>();
  try {
    d->rules = read_rules(rules_json, params, defaults);
    read_cards(*d, params);
    read_board(*d, params);
  } catch (const InputError& e) { throw RpcError(kInvalidParams, e.what()); }
  return d;
}

int default_players(const Ruleset& r) {
  if (r.family == Family::solo) return 1;                                     // SO-1
  if (r.family == Family::bm2 && r.bm2_players == 2) return kBm2ManyPlayers;  // BM2-6, IP-29: 5-6 players
  return 2;
}

StartOptions start_options(const GameData& d, const json& params) {
  StartOptions o;
  o.players = has_param(params, "players") ? int_param(params, "players", 1, kMaxPlayers) : default_players(d.rules);
  if (has_param(params, "seed") && has_param(params, "chance"))
    throw RpcError(kInvalidParams, "give 'seed' (bm's RNG decides) or 'chance' (you declare every outcome), not both");
  o.seed = read_seed(params, "seed", 1);
  o.declared = has_param(params, "chance");
  if (o.declared) o.chance = params["chance"];
  if (has_param(params, "position")) {
    // docs/protocol.md#positions: the players are the position's; `players`, if given, must agree.
    o.position = params["position"];
    if (!o.position.is_object() || !o.position.contains("players") || !o.position["players"].is_array())
      throw RpcError(kInvalidParams,
                     "parameter 'position' must be a position object with 'players' (docs/protocol.md#positions)");
    const int n = static_cast<int>(o.position["players"].size());
    if (has_param(params, "players") && o.players != n)
      throw RpcError(kInvalidParams, "parameter 'players' (" + std::to_string(o.players) +
                                         ") differs from the position's " + std::to_string(n) + " players");
    o.players = n;
  }
  if (has_param(params, "policy")) o.policy = string_param(params, "policy");
  o.policy_seed = read_seed(params, "policy_seed", o.seed);
  bool known = false;
  for (const auto& n : policy_names()) known = known || n == o.policy;
  if (!known)
    throw RpcError(kInvalidParams,
                   "policy '" + o.policy + "': no such policy (random, first, spells, bait, hoard, stall)");
  return o;
}

}  // namespace bm::serve
