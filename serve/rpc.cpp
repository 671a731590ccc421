#include "bm/serve/rpc.hpp"

#include <algorithm>
#include <cstring>

namespace bm::serve {

using nlohmann::json;

json error_response(const json& id, int code, const std::string& message, const json& data) {
  json err{{"code", code}, {"message", message}};
  if (!data.is_null()) err["data"] = data;
  return json{{"jsonrpc", "2.0"}, {"id", id}, {"error", std::move(err)}};
}

json result_response(const json& id, json result) {
  return json{{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}};
}

bool has_param(const json& params, const char* name) { return params.is_object() && params.contains(name); }

const json& param(const json& params, const char* name) {
  if (!has_param(params, name)) throw RpcError(kInvalidParams, std::string("missing parameter '") + name + "'");
  return params[name];
}

std::string string_param(const json& params, const char* name) {
  const json& v = param(params, name);
  if (!v.is_string()) throw RpcError(kInvalidParams, std::string("parameter '") + name + "' must be a string");
  return v.get<std::string>();
}

int int_param(const json& params, const char* name, int lo, int hi) {
  const json& v = param(params, name);
  if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi)
    throw RpcError(kInvalidParams, std::string("parameter '") + name + "' must be an integer from " +
                                       std::to_string(lo) + " to " + std::to_string(hi));
  return v.get<int>();
}

void only_params(const json& params, const std::vector<const char*>& allowed) {
  for (const auto& item : params.items()) {
    const std::string& key = item.key();  // not a structured binding: clang 14 cannot capture those
    const bool known = std::any_of(allowed.begin(), allowed.end(), [&](const char* a) { return key == a; });
    if (!known) {
      std::string list;
      for (const char* a : allowed) list.append(list.empty() ? "" : ", ").append(a);
      throw RpcError(kInvalidParams, "unknown parameter '" + key + "' (this method takes: " + list + ")");
    }
  }
}

}  // namespace bm::serve
