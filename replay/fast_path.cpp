// The replayer's fast path: a line written as bm writes it, proven by its bytes (fast_path.hpp).
#include "fast_path.hpp"

#include <climits>

#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"
#include "bm/core/text_at.hpp"
#include "bm/log/action_json.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/state/state_hash.hpp"

namespace bm::replayer {

using nlohmann::json;

namespace {

// What action_from_json reads back from `a`'s readable form, for `who`: fields the form does
// not write are -1 (the reference path's match compares legal actions with that parse).
Action readable_form(const Action& a, int who) {
  Action n = a;
  n.player = who;
  if (n.card < 0) n.card = -1;
  if (n.slot < 0 && n.slot != kNewStack) n.slot = -1;
  if (n.slot2 < 0) n.slot2 = -1;
  if (n.target_player < 0) n.target_player = -1;
  if (n.target_card < 0) n.target_card = -1;
  if (n.option < 0 && n.type != ActionType::place_minion) n.option = -1;
  if (n.borrow < 0) n.borrow = -1;
  return n;
}

// Where the action object of an action line as bm writes it ends (one past its closing
// bracket), {"action":{...},"events":[...; npos when the line is not in that form. bm writes an
// action's fields as plain strings and integers (no bracket, no escape: read_action_text takes
// nothing else), so its object ends at the first '}'. Where another text has a '}' or a '{'
// inside its action object, the text up to that first '}' is no action read_action_text takes
// (a string left open, or a bracket outside a string): the line goes to the reference path, as
// it would with the object's real end, which the bracket scan found at twice the cost.
constexpr std::string_view kActionPrefix = "{\"action\":{";
constexpr std::size_t kActionAt = kActionPrefix.size() - 1;  // where the action object starts

std::size_t action_object_end(std::string_view text) {
  static constexpr std::string_view kPrefix = kActionPrefix, kSuffix = "\"type\":\"action\"}";
  static constexpr std::string_view kEvents = ",\"events\":[";
  const std::size_t len = text.size();
  const char* const t = text.data();
  // same_bytes: the short fixed pieces compared inline (text_at.hpp), not through compare().
  if (len > kMaxLogLine || len < kPrefix.size() + kSuffix.size() + kEvents.size() ||
      !same_bytes(t, kPrefix.data(), kPrefix.size()) ||
      !same_bytes(t + len - kSuffix.size(), kSuffix.data(), kSuffix.size()))
    return std::string_view::npos;
  const std::size_t p = text.find('}', kActionAt);
  if (p >= len || len - (p + 1) < kEvents.size() || !same_bytes(t + p + 1, kEvents.data(), kEvents.size()))
    return std::string_view::npos;  // not bm's form
  return p + 1;
}

// A setup line as bm writes it, {"events":[...],"hash":"H","type":"setup"}, by its ends.
constexpr std::string_view kSetupPrefix = "{\"events\":[", kSetupSuffix = "\",\"type\":\"setup\"}";
bool bm_setup_form(std::string_view text) {
  return text.size() >= kSetupPrefix.size() + kSetupSuffix.size() &&
         text.substr(0, kSetupPrefix.size()) == kSetupPrefix &&
         text.substr(text.size() - kSetupSuffix.size()) == kSetupSuffix;
}

// Whether a line says "type": "<type>" (white space allowed around the ':'): the gate before
// simdjson writes a setup line in bm's form (a snapshot line says "setup" too, as a phase); the
// comparison in bm's form decides.
bool names_type(std::string_view text, std::string_view type) {
  static constexpr std::string_view kType = "\"type\"";
  for (std::size_t at = text.find(kType); at != std::string_view::npos; at = text.find(kType, at + 1)) {
    std::size_t p = text.find_first_not_of(" \t\r\n", at + kType.size());
    if (p == std::string_view::npos || text[p] != ':') continue;
    p = text.find_first_not_of(" \t\r\n", p + 1);
    if (p != std::string_view::npos && text.size() - p >= type.size() + 2 && text[p] == '"' &&
        text.compare(p + 1, type.size(), type) == 0 && text[p + 1 + type.size()] == '"')
      return true;
  }
  return false;
}

// Whether `j.dump()` is the text at `at`'s position on, compared as the dump would be produced
// (no text written): objects in nlohmann's key order (its map's), integers as std::to_chars,
// strings that need no escaping. A value it does not write that way (a float, a string with an
// escape or a non-ASCII byte) answers false, and the caller takes the reference path, which
// dumps it.
bool dump_is(TextAt& at, const json& j) {
  auto plain = [&at](std::string_view s) {
    if (!json_plain(s)) return false;
    at.push_back('"');
    at.append(s);
    at.push_back('"');
    return at.same();
  };
  switch (j.type()) {
    case json::value_t::null: at.append("null"); return at.same();
    case json::value_t::boolean: at.append(j.get<bool>() ? "true" : "false"); return at.same();
    case json::value_t::number_integer: at.number(j.get<long long>()); return at.same();
    case json::value_t::number_unsigned: {
      const auto u = j.get<unsigned long long>();
      if (u > static_cast<unsigned long long>(LLONG_MAX)) return false;
      at.number(static_cast<long long>(u));
      return at.same();
    }
    case json::value_t::string: return plain(j.get_ref<const std::string&>());
    case json::value_t::array: {
      at.push_back('[');
      bool first = true;
      for (const json& e : j.get_ref<const json::array_t&>()) {
        if (!first) at.push_back(',');
        first = false;
        if (!dump_is(at, e)) return false;
      }
      at.push_back(']');
      return at.same();
    }
    case json::value_t::object: {
      at.push_back('{');
      bool first = true;
      for (const auto& [key, value] : j.get_ref<const json::object_t&>()) {  // the map's order: its dump's
        if (!first) at.push_back(',');
        first = false;
        if (!plain(key)) return false;
        at.push_back(':');
        if (!dump_is(at, value)) return false;
      }
      at.push_back('}');
      return at.same();
    }
    default: return false;
  }
}

}  // namespace

FastPath::FastPath(Session& ctx)
    : ctx_(ctx), simd_(CanonicalJson::for_this_thread(ctx.opt.simdjson)), defer_(!ctx.opt.on_round_end) {}

bool FastPath::applies() const {
  const Session& c = ctx_;
  return !c.hdr.declared && !c.hdr.partial && !c.saw_result && !c.monitor && !c.opt.on_step;
}

std::size_t FastPath::keep_from(std::size_t i) const { return defer_ && !pending_.empty() ? checkpoint_.line : i; }

FastPath::Took FastPath::line(std::size_t i, int& expected_index) {
  fast_ = applies();
  simd_tried_ = false;
  const std::string_view text = ctx_.lines.line(i);
  if (fast_) {
    const Took t = take(i, expected_index, text);
    if (t != Took::no) return t;
  }
  if (!verify()) return Took::mismatch;
  if (result(text)) return Took::ok;
  // Another writer's key order and spacing (foreign logs took the full path at a third of the
  // speed): the line written as bm writes it takes the fast path; equal bytes there prove what
  // the full path would check, anything else still goes there. simdjson On-Demand writes it
  // when it is sure to write what nlohmann's parse and dump would (canonical_json.hpp); else,
  // and for every error message, the reference path's parse (then parsed()).
  if (fast_ && simd_ && text.size() <= kMaxLogLine) {
    simd_tried_ = simd_->write(text, canonical_);
    if (simd_tried_ && canonical_ != text) return result(canonical_) ? Took::ok : take(i, expected_index, canonical_);
  }
  return Took::no;
}

FastPath::Took FastPath::parsed(std::size_t i, int& expected_index, const json& j) {
  if (!fast_ || simd_tried_ || j["type"] != "action") return Took::no;
  canonical_ = j.dump();
  if (canonical_ == ctx_.lines.line(i)) return Took::no;
  return take(i, expected_index, canonical_);
}

// A line tried as `text` (bm's own form of it); when taken: the round callback, --until, a
// full batch of deferred checks.
FastPath::Took FastPath::take(std::size_t i, int& expected_index, std::string_view text) {
  const int round_before = ctx_.state.round;
  const Canon c = try_action(i, expected_index, text);
  if (c == Canon::no) return Took::no;
  if (c == Canon::mismatch) return Took::mismatch;
  ctx_.show_round_end(round_before);
  if (ctx_.past_until(i, ++expected_index)) return Took::stop;
  return pending_.size() < kBatch || verify() ? Took::ok : Took::mismatch;
}

// match_legal without JSON values: the legal action of the player to move whose readable
// form is the line's action text, found by the text's fields (read_action_text, compared with
// each legal action's by action_text_is, which is exactly comparing their written forms). Among
// equal texts the first one that is the same action as the parsed text, else the first (as
// the reference path chooses). -1: none, or a text not as bm writes an action (the reference
// path reads it).
int FastPath::match_action(std::string_view want) {
  ActionText logged;
  if (!read_action_text(want, logged)) return -1;
  const Engine& engine = *ctx_.engine;
  const CardSet& cards = *ctx_.hdr.cards;
  const int who = engine.to_move(ctx_.state);
  engine.legal_actions(ctx_.state, legal_);  // legal_'s capacity kept from line to line
  int first = -1;
  Action parsed;
  for (std::size_t k = 0; k < legal_.size(); ++k) {
    const Action& a = legal_[k];
    if (a.player != who || !action_text_is(cards, a, logged, ctx_.hdr.log_board)) continue;
    if (first < 0) {
      first = static_cast<int>(k);
      parsed = readable_form(a, who);
    }
    if (same_action(cards, a, parsed)) return static_cast<int>(k);
  }
  return first;
}

// An action line: find the legal action whose readable form is the line's action text, apply
// it, and compare the whole line byte for byte with what LogWriter writes for it (the logged
// hash compared as a value, now or with its batch).
FastPath::Canon FastPath::try_action(std::size_t i, int index, std::string_view text) {
  GameState& s = ctx_.state;
  if (s.over) return Canon::no;
  const std::size_t action_end = action_object_end(text);
  if (action_end == std::string_view::npos) return Canon::no;
  const int k = match_action(text.substr(kActionAt, action_end - kActionAt));
  if (k < 0) return Canon::no;
  const Action found = legal_[static_cast<std::size_t>(k)];
  const Phase phase = s.phase;
  const int round = s.round;
  if (defer_ && pending_.empty()) take_checkpoint(i, index);
  if (!defer_) next_ = s;
  GameState& next = defer_ ? s : next_;
  const Canon failed = defer_ ? Canon::mismatch : Canon::no;
  ctx_.begin_step(static_cast<int>(i + 1));
  // `found` is a member of legal_actions(state), and `next` is the state or a copy of it: the
  // trusted apply's contract (Engine::apply_trusted), so legality is not checked twice.
  ctx_.engine->apply_trusted(next, found, &ctx_.events);
  std::uint64_t logged = 0;
  if (!written_as_bm(text, action_end, index, phase, round, found.player, logged)) return failed;
  if (defer_) {
    check_hash_later(logged);
  } else {
    if (ctx_.engine->hash(next_) != logged) return Canon::no;
    // One copy, not a swap: the state is held in place (fixed arrays), so a swap would be three.
    s = next_;
  }
  ctx_.out.actions += 1;
  ctx_.out.fast_lines += 1;
  ctx_.out.hashes_checked += 1;
  ctx_.out.events_checked += static_cast<int>(ctx_.events.size());
  return Canon::ok;
}

// Whether `text` is the line LogWriter writes for the action just applied (its events in the
// session's), given the logged hash's 16 digits, which `logged` then holds; compared as the
// engine's rendering is produced, from the end of the action object on (TextAt):
// {"action":A,"events":[...],"hash":"H","i":I,"phase":"P","player":N,"round":R,"type":"action"}
bool FastPath::written_as_bm(std::string_view text, std::size_t action_end, int index, Phase phase, int round,
                             int player, std::uint64_t& logged) {
  TextAt line(text, action_end);
  line.append(",\"events\":");
  if (!append_events_json(line, *ctx_.hdr.cards, ctx_.events)) return false;
  line.append(",\"hash\":\"");
  const std::string_view hash = line.skip(16);
  line.append("\",\"i\":");
  line.number(index);
  line.append(",\"phase\":\"");
  line.append(phase_name(phase));
  line.append("\",\"player\":");
  line.number(player);
  line.append(",\"round\":");
  line.number(round);
  line.append(",\"type\":\"action\"}");
  return line.whole() && parse_hex64(hash, logged);
}

// The state's hash, to compare with `logged` with the batch (verify).
void FastPath::check_hash_later(std::uint64_t logged) {
  if (ctx_.hdr.state_hash == StateHashKind::xxh3_v2) {
    pending_.push_back(Pending{0, 0, logged, true, ctx_.engine->hash(ctx_.state)});
  } else {
    const std::size_t begin = words_.size();
    state_hash_words(*ctx_.engine, ctx_.state, words_);
    pending_.push_back(Pending{begin, words_.size(), logged});
  }
}

void FastPath::take_checkpoint(std::size_t i, int index) {
  const ReplayProgress& out = ctx_.out;
  checkpoint_.state = ctx_.state;
  checkpoint_.line = i;
  checkpoint_.index = index;
  checkpoint_.actions = out.actions;
  checkpoint_.fast_lines = out.fast_lines;
  checkpoint_.hashes = out.hashes_checked;
  checkpoint_.events = out.events_checked;
  checkpoint_.stopped_early = ctx_.out.stopped_early;
  checkpoint_.line_events = ctx_.events;
  checkpoint_.cur_line = ctx_.cur_line;
}

void FastPath::restore(std::size_t& i, int& expected_index) {
  ReplayVerdict& out = ctx_.out;
  ctx_.state = checkpoint_.state;
  i = checkpoint_.line;
  expected_index = checkpoint_.index;
  out.actions = checkpoint_.actions;
  out.fast_lines = checkpoint_.fast_lines;
  out.hashes_checked = checkpoint_.hashes;
  out.events_checked = checkpoint_.events;
  out.stopped_early = checkpoint_.stopped_early;
  ctx_.events = checkpoint_.line_events;
  ctx_.cur_line = checkpoint_.cur_line;
  pending_.clear();
  words_.clear();
  defer_ = false;
}

bool FastPath::verify() {
  if (pending_.empty()) return true;
  runs_.clear();
  for (const Pending& pe : pending_)
    if (!pe.direct) runs_.emplace_back(words_.data() + pe.begin, pe.end - pe.begin);
  computed_.resize(runs_.size());
  hash_words_many(runs_, computed_);
  bool same = true;
  std::size_t r = 0;
  for (const Pending& pe : pending_) same = same && (pe.direct ? pe.computed : computed_[r++]) == pe.logged;
  pending_.clear();
  words_.clear();
  return same;
}

// bm's own setup line: the engine's setup (C-1..C-4) rendered as LogWriter writes it,
// {"events":[...],"hash":"H","type":"setup"}, and compared byte for byte with line 2; equal
// bytes prove the line's type, fields, events and hash at once. Another writer's setup line (its
// own key order and spacing) is compared as simdjson writes it in bm's form, which is exactly
// nlohmann's dump of the parse the reference path would check.
bool FastPath::setup(std::size_t& i) {
  Session& c = ctx_;
  if (c.hdr.declared || c.hdr.partial || c.monitor || c.opt.on_step || !c.lines.exists(1)) return false;
  std::string_view text = c.lines.line(1);
  if (text.size() > kMaxLogLine) return false;
  if (!bm_setup_form(text)) {
    if (!simd_ || !names_type(text, "setup") || !simd_->write(text, canonical_) || !bm_setup_form(canonical_))
      return false;
    text = canonical_;
  }
  c.events.clear();
  try {
    c.state = c.engine->start(c.hdr.players, c.hdr.seed, &c.events);
  } catch (const std::exception&) {
    c.events.clear();
    return false;  // the reference path reports it
  }
  TextAt line(text);  // compared as it is produced
  line.append("{\"events\":");
  bool same = append_events_json(line, *c.hdr.cards, c.events);
  if (same) {
    line.append(",\"hash\":\"");
    line.append(hex64(c.engine->hash(c.state)));
    line.append(kSetupSuffix);
    same = line.whole();
  }
  if (!same) {
    c.events.clear();
    return false;
  }
  c.out.fast_lines += 1;
  c.out.hashes_checked += 1;
  c.out.events_checked += static_cast<int>(c.events.size());
  c.decision_phase = "setup";
  i = 2;
  c.cur_line = 2;
  return true;
}

// bm's own result line (or another writer's, as simdjson writes it in bm's form): the engine's
// result as LogWriter writes it, compared byte for byte; equal bytes are every check of the
// reference path's result line passed.
bool FastPath::result(std::string_view text) {
  Session& c = ctx_;
  if (!c.state.over || c.saw_result || c.hdr.partial || c.monitor || c.opt.on_step || c.opt.implicit_passes)
    return false;
  static constexpr std::string_view kType = "\"type\":\"result\"";
  if (text.size() > kMaxLogLine || text.find(kType) == std::string_view::npos) return false;
  json res = game_result(*c.engine, c.state);
  TextAt at(text);  // compared as its dump is produced: no text written
  if (!dump_is(at, res) || !at.whole()) return false;
  c.note_decision();
  c.out.result = std::move(res);
  c.saw_result = true;
  c.out.result_line = true;
  c.out.fast_lines += 1;
  return true;
}

}  // namespace bm::replayer
