#pragma once
// Why the engine refuses an action: every refusal cites a rule ID, by type. A
// RuleId cannot be empty or malformed (its constructor checks the shape of docs/rules/ IDs:
// G-3, C-13, S-BOARD-6, BM2-4, IP-6), and a Refusal cannot be made without one, so no
// refusal reaches bm serve, bm replay or bm validate without its rule.
//
// A refusal that comes from a card's text (Kobold Strike: "no rooms can be built this round";
// Neanderthal Cave: "advanced rooms cannot be built on it") cites the rule whose permission
// the text takes away (G-4: one room a round; G-3: where a room may be built) and names the
// card in `card` (its design id): docs/protocol.md#illegal-actions.
#include <stdexcept>
#include <string>
#include <string_view>

namespace bm {

// True when `id` has the shape of a rule ID: [A-Z][A-Z0-9]*(-[A-Z0-9]+)+ ("G-3", "S-BOARD-6").
inline bool is_rule_id(std::string_view id) {
  const auto upper = [&](std::size_t k) { return k < id.size() && id[k] >= 'A' && id[k] <= 'Z'; };
  const auto alnum = [&](std::size_t k) { return upper(k) || (k < id.size() && id[k] >= '0' && id[k] <= '9'); };
  if (!upper(0)) return false;
  std::size_t j = 1, groups = 0;
  while (alnum(j)) ++j;
  while (j < id.size() && id[j] == '-' && alnum(j + 1)) {
    j += 2;
    while (alnum(j)) ++j;
    ++groups;
  }
  return groups > 0 && j == id.size();
}

class RuleId {
 public:
  // Throws std::logic_error for anything that is not a rule ID: a refusal without a rule is a
  // bug in bm, never an answer.
  explicit RuleId(std::string_view id) : id_(id) {
    if (!is_rule_id(id_)) throw std::logic_error("not a rule ID: \"" + id_ + "\"");
  }
  const std::string& str() const { return id_; }

 private:
  std::string id_;
};

struct Refusal {
  // `cite`: how the text names the rules ("C-5/C-12", "C-8, G-3, G-4"); it starts with `rule`.
  Refusal(RuleId r, std::string why_text, std::string cite_text = {}, std::string card_id = {})
      : rule(std::move(r)),
        cite(cite_text.empty() ? rule.str() : std::move(cite_text)),
        card(std::move(card_id)),
        why(std::move(why_text)) {
    if (cite.compare(0, rule.str().size(), rule.str()) != 0)
      throw std::logic_error("refusal cites \"" + cite + "\" without its rule " + rule.str());
  }
  RuleId rule;       // the rule that refuses the action (the first one the text cites)
  std::string cite;  // the rule IDs as the text cites them
  std::string card;  // the design id of the card whose text forbids the action, or ""
  std::string why;   // the explanation, after the rules ("only rooms are built")
  // "G-3: only rooms are built"; "G-4: BM049 Kobold Strike: no rooms can be built this round".
  std::string text() const { return cite + ": " + why; }
};

}  // namespace bm
