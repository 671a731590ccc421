#include "bm/serve/server.hpp"

#include <cerrno>
#include <cstring>

#include "bm/core/error.hpp"
#include "bm/core/json_read.hpp"
#include "bm/core/suggest.hpp"
#include "bm/serve/rpc.hpp"

namespace bm::serve {

using nlohmann::json;

namespace {

std::string dump(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

// Checks the JSON-RPC shape; returns the method or throws RpcError(kInvalidRequest).
const Method& request_method(const json& req) {
  if (!req.is_object())
    throw RpcError(kInvalidRequest, "a request is a JSON object {\"jsonrpc\":\"2.0\",\"id\":...,\"method\":...}");
  for (const auto& [key, value] : req.items()) {
    (void)value;
    if (key != "jsonrpc" && key != "id" && key != "method" && key != "params")
      throw RpcError(kInvalidRequest, "unknown request field '" + key + "' (jsonrpc, id, method, params)");
  }
  if (req.contains("jsonrpc") && req["jsonrpc"] != "2.0") throw RpcError(kInvalidRequest, "'jsonrpc' must be \"2.0\"");
  if (!req.contains("id"))
    throw RpcError(kInvalidRequest, "missing 'id': every request is answered, so it needs an id");
  const json& id = req["id"];
  if (!id.is_string() && !id.is_number_integer())
    throw RpcError(kInvalidRequest, "'id' must be a string or an integer");
  if (!req.contains("method") || !req["method"].is_string())
    throw RpcError(kInvalidRequest, "missing 'method' (a string; the handshake lists them)");
  const std::string name = req["method"].get<std::string>();
  const Method* m = find_method(name);
  if (!m) {
    std::vector<std::string> names;
    for (const Method& k : methods()) names.emplace_back(k.name);
    throw RpcError(kMethodNotFound,
                   "no method '" + name + "'" + did_you_mean(name, names) + " (the handshake lists them)");
  }
  if (req.contains("params") && !req["params"].is_object())
    throw RpcError(kInvalidParams, "'params' must be an object");
  return *m;
}

}  // namespace

std::string Server::handle(std::string_view line) {
  // The one parse entry of bm (core/json_read): the log reader's limits hold here too, so a
  // line nested deeper than kMaxJsonDepth or repeating a key in one object is a parse error
  // answer, refused before anything is built.
  json req;
  try {
    req = parse_json_text(line, "request");
  } catch (const InputError& e) {
    return dump(error_response(nullptr, kParseError, std::string("the line is not valid JSON: ") + e.what()));
  }
  json id = req.is_object() && req.contains("id") && (req["id"].is_string() || req["id"].is_number_integer())
                ? req["id"]
                : json(nullptr);
  try {
    const Method& m = request_method(req);
    const json params = req.contains("params") ? std::move(req["params"]) : json::object();
    only_params(params, m.params);
    Answer answer = m.run(games_, params);
    if (answer.raw.empty()) return dump(result_response(id, std::move(answer.value)));
    // {"id":ID,"jsonrpc":"2.0","result":RAW}: the keys in the order dump() writes them.
    std::string out = "{\"id\":";
    out.append(dump(id)).append(",\"jsonrpc\":\"2.0\",\"result\":").append(answer.raw).append("}");
    return out;
  } catch (const RpcError& e) {
    return dump(error_response(id, e.code(), e.what(), e.data()));
  } catch (const InputError& e) {
    return dump(error_response(id, kInvalidParams, e.what()));
  } catch (const std::exception& e) {
    return dump(error_response(id, kInternalError, std::string("internal error (a bug in bm): ") + e.what()));
  }
}

std::string Server::oversized(std::size_t cap) const {
  return dump(error_response(
      nullptr, kLineTooLong,
      "the line is longer than " + std::to_string(cap) + " bytes: refused, and skipped up to its newline",
      json{{"max_line_bytes", cap}}));
}

std::string Server::answer_line(std::string_view line) {
  if (line.size() > kMaxLineBytes) return oversized(kMaxLineBytes);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  if (line.find_first_not_of(" \t") == std::string_view::npos) return "";  // blank lines are ignored
  return handle(line);
}

}  // namespace bm::serve
