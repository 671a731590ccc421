// engine/core/json_read: unknown_key, and JsonReader::allow_only's wording (check_json_object's,
// tests/core/strict_object_test.cpp).
#include "bm/core/json_read.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "bm/core/error.hpp"

namespace bm {
namespace {

TEST(JsonRead, UnknownKeyFindsTheFirstKeyNotAllowed) {
  const auto j = nlohmann::json::parse(R"({"id": 1, "hash": 2, "zeta": 3, "alpha": 4})");
  const std::string* k = unknown_key(j, {"id", "hash"});
  ASSERT_NE(k, nullptr);
  EXPECT_EQ(*k, "alpha");  // keys in order
  EXPECT_EQ(unknown_key(j, {"id", "hash", "zeta", "alpha"}), nullptr);
  EXPECT_EQ(unknown_key(nlohmann::json::array({1, 2}), {"id"}), nullptr);  // not an object: nothing to reject
  EXPECT_EQ(key_list({"id", "hash"}), "id, hash");
}

TEST(JsonRead, ReaderAllowOnlyNamesTheFieldAndTheAllowedOnes) {
  const auto j = nlohmann::json::parse(R"({"id": 1, "oops": 2})");
  try {
    JsonReader(j, "x.json").allow_only({"id"});
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), "x.json: field 'oops': unknown field (allowed: id)");
  }
}

}  // namespace
}  // namespace bm
